"""FibsLink: FIBS's messages turned into what the window shows, in the order the server said them."""

from fibsgui.clip import parse_lines
from fibsgui.models.fibs import FibsLink
from fibsgui.models.online import OnlineClient, SessionEnded
from fibsgui.session import ConnectionState


def feed(client: OnlineClient, *lines: str) -> None:
    for line in lines:
        for message in parse_lines(line):
            client.received.emit(message, client.state.apply(message))


def record(link: FibsLink) -> list[tuple]:
    seen: list[tuple] = []
    link.players_changed.connect(lambda updated, removed: seen.append(
        ("players", tuple(info.name for info in updated), tuple(removed))))
    link.players_complete.connect(lambda: seen.append(("complete",)))
    link.chat_line.connect(lambda line: seen.append(("chat", line.sender, line.text)))
    link.session_ended.connect(lambda: seen.append(("ended",)))
    return seen


def who(name: str, opponent: str = "-") -> str:
    return f"5 {name} {opponent} - 1 0 1500.00 10 0 1700000000 localhost - -"


def test_a_who_burst_goes_out_once_a_turn_and_before_what_follows(qtbot):
    client = OnlineClient()
    link = FibsLink(client)
    seen = record(link)
    feed(client, "1 me 1041253132 localhost", who("alice"), who("bob"), who("alice", "bob"))
    assert seen == []  # not one signal a line
    qtbot.waitUntil(lambda: bool(seen), timeout=1000)
    assert seen == [("players", ("alice", "bob"), ())]  # alice once, with her latest line
    assert link.players["alice"].opponent == "bob"
    seen.clear()
    feed(client, who("carol"), "13 carol hello all", who("dave"), "6")
    # carol is in the list before her shout; dave before the end of the block
    assert seen == [("players", ("carol",), ()), ("chat", "carol", "hello all"),
                    ("players", ("dave",), ()), ("complete",)]
    seen.clear()
    feed(client, "8 bob bob drops connection.")
    assert seen == [("players", (), ("bob",))]


def test_players_not_yet_shown_go_with_the_session(qtbot):
    client = OnlineClient()
    link = FibsLink(client)
    seen = record(link)
    feed(client, "1 me 1041253132 localhost", who("alice"))
    client.received.emit(SessionEnded(ConnectionState()), client.state.apply(parse_lines("6")[0]))
    qtbot.wait(50)
    assert seen == [("ended",)]  # alice was on a server the player has left


def test_what_fibs_has_not_is_said_in_words(qtbot):
    client = OnlineClient()
    link = FibsLink(client)
    said = []
    link.problem.connect(said.append)
    sent = []
    client.sent.connect(sent.append)
    link.refresh_lobby()
    link.create_match(3)
    link.join_match("12", "pw")
    link.rematch()
    link.follow("bob")
    assert len(said) == 5 and all(text.startswith("FIBS has no ") for text in said)
    assert "lobby" in said[0] and said[0] == said[1] == said[2] and "rematch" in said[3] and "notify" in said[4]
    assert sent == []  # nothing went to the server
