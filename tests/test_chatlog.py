from fibsgui.chatlog import ChatHistory, ChatLine, tell_channel


def test_history_is_kept_per_account_and_channel(tmp_path):
    alice = ChatHistory("alice", tmp_path)
    alice.append(ChatLine("shout", "shout", "bob", "hello <b>all</b>", when=1.0))
    alice.append(ChatLine(tell_channel("bob"), "tell", "alice", "hi bob", own=True, when=2.0))
    with open(alice._file("shout"), "a") as handle:
        handle.write("{broken json\n")
    alice.append(ChatLine("shout", "shout", "carol", "line\nbreak", when=3.0))
    again = ChatHistory("alice", tmp_path)
    assert [(l.sender, l.text) for l in again.load("shout")] == [("bob", "hello <b>all</b>"), ("carol", "line\nbreak")]
    assert again.load(tell_channel("bob"))[0].own
    assert again.channels() == ["shout", "tell-bob"]
    assert ChatHistory("bob", tmp_path).load("shout") == []
    for hostile in ("../../etc", "..", ""):
        assert ChatHistory(hostile, tmp_path).folder.resolve().is_relative_to(tmp_path.resolve() / "accounts")
