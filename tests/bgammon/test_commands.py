"""The command builders: the exact lines, and every bad argument refused."""

from __future__ import annotations

import pytest

from fibsgui.bgammon import commands as c
from fibsgui.bgammon.commands import CommandError

CLIENT = "fibsgui-0.2.0/de"


@pytest.mark.parametrize("line, expected", [
    (lambda: c.client_id("0.2.0", "de"), "fibsgui-0.2.0/de"),
    (lambda: c.login_json(CLIENT), "loginjson fibsgui-0.2.0/de"),
    (lambda: c.login_json(CLIENT, "alice"), "loginjson fibsgui-0.2.0/de alice"),
    (lambda: c.login_json(CLIENT, "alice", "s3cret"), "loginjson fibsgui-0.2.0/de alice s3cret"),
    (lambda: c.login_json(CLIENT, "alice", "my secret pw"),
     "loginjson fibsgui-0.2.0/de alice my_secret_pw"),
    (lambda: c.register_json(CLIENT, "a@example.org", "alice", "two words"),
     "registerjson fibsgui-0.2.0/de a@example.org alice two_words"),
    (lambda: c.list_matches(), "list"),
    (lambda: c.create(5), "create public 5 0"),
    (lambda: c.create(1, 2, name="Quick tabula"), "create public 1 2 Quick tabula"),
    (lambda: c.create(7, 1, password="open sesame", name="friends"),
     "create private open_sesame 7 1 friends"),
    (lambda: c.create(127), "create public 127 0"),
    (lambda: c.join(12), "join 12"),
    (lambda: c.join(12, "open sesame"), "join 12 open_sesame"),
    (lambda: c.join("Guest_bob"), "join Guest_bob"),
    (lambda: c.leave(), "leave"),
    (lambda: c.roll(), "roll"),
    (lambda: c.move([(24, 18)]), "move 24/18"),
    (lambda: c.move([(26, 20), (13, 9)]), "move 26/20 13/9"),
    (lambda: c.move([(6, 0), (5, 0)]), "move 6/0 5/0"),
    (lambda: c.reset(), "reset"),
    (lambda: c.ok(), "ok"),
    (lambda: c.ok(4), "ok 4"),
    (lambda: c.double(), "double"),
    (lambda: c.resign(), "resign"),
    (lambda: c.rematch(), "rematch"),
    (lambda: c.say("  good game!  "), "say good game!"),
    (lambda: c.follow("carol"), "follow carol"),
    (lambda: c.unfollow("carol"), "unfollow carol"),
    (lambda: c.set_setting("Highlight", True), "set highlight 1"),
    (lambda: c.set_setting("pips", False), "set pips 0"),
    (lambda: c.set_setting("speed", 3), "set speed 3"),
    (lambda: c.replay(), "replay"),
    (lambda: c.replay(900), "replay 900"),
    (lambda: c.history("alice"), "history alice"),
    (lambda: c.history("alice", 2), "history alice 2"),
    (lambda: c.pong("1717000030"), "pong 1717000030"),
    (lambda: c.pong(""), "pong"),
    (lambda: c.help(), "help"),
    (lambda: c.help("move"), "help move"),
    (lambda: c.board(), "board"),
    (lambda: c.disconnect(), "disconnect"),
])
def test_lines(line, expected):
    assert line() == expected


@pytest.mark.parametrize("call", [
    lambda: c.client_id("0.2 beta", "en"),
    lambda: c.client_id("0.2.0", ""),
    lambda: c.client_id("0.2.0", "de/at"),
    lambda: c.login_json("fibsgui x"),
    lambda: c.login_json(CLIENT, password="pw"),
    lambda: c.login_json(CLIENT, ""),
    lambda: c.login_json(CLIENT, "al ice"),
    lambda: c.login_json(CLIENT, "alice\nroll"),
    lambda: c.login_json(CLIENT, "12345"),
    lambda: c.login_json(CLIENT, "a" * 19),
    lambda: c.login_json(CLIENT, "alice", ""),
    lambda: c.login_json(CLIENT, "alice", "   "),
    lambda: c.login_json(CLIENT, "alice", "pw\nleave"),
    lambda: c.login_json(CLIENT, "alice", "pw\r"),
    lambda: c.login_json(CLIENT, "alice", "pw\tx"),
    lambda: c.register_json(CLIENT, "not-an-address", "alice", "pw"),
    lambda: c.register_json(CLIENT, "a@b c", "alice", "pw"),
    lambda: c.register_json(CLIENT, "a@example.org", "Guest_" + "a" * 13, "pw"),
    lambda: c.create(0),
    lambda: c.create(128),
    lambda: c.create(True),
    lambda: c.create(5.0),
    lambda: c.create(5, 3),
    lambda: c.create(5, -1),
    lambda: c.create(5, True),
    lambda: c.create(5, name="two\nlines"),
    lambda: c.create(5, password=""),
    lambda: c.create(5, password="a\nb"),
    lambda: c.join(0),
    lambda: c.join(-3),
    lambda: c.join(""),
    lambda: c.join("bob smith"),
    lambda: c.join(12, ""),
    lambda: c.move([]),
    lambda: c.move("24/18"),
    lambda: c.move([(24, 24)]),
    lambda: c.move([(24, 28)]),
    lambda: c.move([(-1, 5)]),
    lambda: c.move([(24,)]),
    lambda: c.move([("24", "18")]),
    lambda: c.move([(True, 5)]),
    lambda: c.ok(0),
    lambda: c.ok(7),
    lambda: c.say(""),
    lambda: c.say("   "),
    lambda: c.say("hi\nleave"),
    lambda: c.say("hi\r"),
    lambda: c.say("bell\x07"),
    lambda: c.follow(""),
    lambda: c.unfollow("x y"),
    lambda: c.set_setting("speed", -1),
    lambda: c.set_setting("speed x", 1),
    lambda: c.set_setting("", 1),
    lambda: c.set_setting("speed", "fast"),
    lambda: c.replay(0),
    lambda: c.replay("7"),
    lambda: c.history(""),
    lambda: c.history("alice", 0),
    lambda: c.pong("a\nb"),
    lambda: c.help("a\nb"),
])
def test_bad_arguments_are_refused(call):
    with pytest.raises(CommandError):
        call()


def test_command_error_is_a_value_error_and_hides_the_password():
    with pytest.raises(ValueError) as caught:
        c.login_json(CLIENT, "alice", "hunter2\n")
    assert "hunter2" not in str(caught.value)


def test_guest_names_may_be_longer():
    name = "Guest_" + "a" * 18
    assert c.join(name) == f"join {name}"
