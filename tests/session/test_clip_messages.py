"""The session with its default parser: typed CLIP messages from the fake server."""

from __future__ import annotations

from fibsgui import clip


async def test_default_parser_delivers_typed_messages(fake_fibs, make_session):
    alice, rec = make_session(parse=None)
    await alice.login("alice", "alice_pw")
    rec.start()
    welcome = await rec.wait_for_message(lambda m: isinstance(m, clip.Welcome))
    assert welcome.name == "alice"
    own = await rec.wait_for_message(lambda m: isinstance(m, clip.OwnInfo))
    assert own.name == "alice" and own.toggles["notify"] is True

    bob, _ = make_session()
    await bob.login("bob", "bob_pw")
    info = await rec.wait_for_message(lambda m: isinstance(m, clip.WhoInfo) and m.name == "bob")
    assert info.opponent is None and info.watching is None and info.rating == 1500.0
    assert any(isinstance(m, clip.LoginNotice) and m.name == "bob" for m in rec.messages)

    bob.send("shout Anybody for a 3 point match?")
    shout = await rec.wait_for_message(lambda m: isinstance(m, clip.Shouts))
    assert shout == clip.Shouts("bob", "Anybody for a 3 point match?")
    assert shout.raw == "13 bob Anybody for a 3 point match?"


async def test_a_glued_line_becomes_two_messages(fake_fibs, make_session):
    alice, rec = make_session(parse=None)
    await alice.login("alice", "alice_pw")
    rec.start()
    await fake_fibs.wait_for_login("alice")
    board = ("board:You:bob:3:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:2:0:0:"
             "1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:0")
    fake_fibs.push("alice", board + "bob rolls 3 and 1.")
    rolls = await rec.wait_for_message(lambda m: isinstance(m, clip.Rolls))
    assert rolls == clip.Rolls("bob", (3, 1))
    index = rec.messages.index(rolls)
    assert isinstance(rec.messages[index - 1], clip.Board)
    assert rec.messages[index - 1].format() == board


async def test_an_over_long_line_is_one_drop_notice_and_the_next_line_is_kept(fake_fibs, make_session):
    from fibsgui.session.framing import MAX_LINE

    alice, rec = make_session(parse=None)
    await alice.login("alice", "alice_pw")
    rec.start()
    await fake_fibs.wait_for_login("alice")
    junk = b"\x07junk " * (3 * MAX_LINE // 6)  # bells are filtered before the framer counts
    fake_fibs.push_raw("alice", junk + b"\r\n12 bob after the junk\r\n")
    says = await rec.wait_for_message(lambda m: isinstance(m, clip.Says))
    assert says == clip.Says("bob", "after the junk")
    dropped = [m for m in rec.messages if isinstance(m, clip.LineDropped)]
    assert dropped == [clip.LineDropped(len(junk) - junk.count(b"\x07"))]
    assert not any(len(getattr(m, "raw", "")) > MAX_LINE for m in rec.messages)
