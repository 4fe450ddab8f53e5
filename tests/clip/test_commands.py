"""Command builders: the lines they make, and every argument they refuse."""

from __future__ import annotations

import pytest

from fibsgui.bg import BAR, OFF, Move, Play
from fibsgui.clip import CommandError, commands as c

VALID = [
    (c.invite("bob", 5), "invite bob 5"),
    (c.invite("bob", 1), "invite bob 1"),
    (c.invite("bob", 99), "invite bob 99"),
    (c.invite("bob", unlimited=True), "invite bob unlimited"),
    (c.invite("bob"), "invite bob"),
    (c.invite("Big_Bob"), "invite Big_Bob"),
    (c.join("bob"), "join bob"),
    (c.join(), "join"),
    (c.leave(), "leave"),
    (c.watch("bob"), "watch bob"),
    (c.unwatch(), "unwatch"),
    (c.look("bob"), "look bob"),
    (c.tell("bob", "hello there"), "tell bob hello there"),
    (c.tell("bob", "  hi\t"), "tell bob hi"),
    (c.say("nice roll"), "say nice roll"),
    (c.shout("Anybody for a 5 point match?"), "shout Anybody for a 5 point match?"),
    (c.kibitz("gl"), "kibitz gl"),
    (c.whisper("watch this"), "whisper watch this"),
    (c.message("bob", "I'll be back at 10"), "message bob I'll be back at 10"),
    (c.whois("bob"), "whois bob"),
    (c.who(), "who"),
    (c.who("ready"), "who ready"),
    (c.rawwho(), "rawwho"),
    (c.rawwho("bob"), "rawwho bob"),
    (c.rawwho("away"), "rawwho away"),
    (c.gag("bob"), "gag bob"),
    (c.blind("bob"), "blind bob"),
    (c.waitfor("bob"), "waitfor bob"),
    (c.away("Out to lunch."), "away Out to lunch."),
    (c.away(), "away"),
    (c.back(), "back"),
    (c.toggle("ready"), "toggle ready"),
    (c.toggle("moreboards"), "toggle moreboards"),
    (c.toggle("wrap"), "toggle wrap"),
    (c.set_variable("boardstyle", 3), "set boardstyle 3"),
    (c.set_variable("boardstyle", "1"), "set boardstyle 1"),
    (c.set_variable("redoubles", "none"), "set redoubles none"),
    (c.set_variable("redoubles", "unlimited"), "set redoubles unlimited"),
    (c.set_variable("redoubles", 12), "set redoubles 12"),
    (c.set_variable("sortwho", "rrating"), "set sortwho rrating"),
    (c.set_variable("timezone", "Europe/London"), "set timezone Europe/London"),
    (c.set_variable("timezone", "America/Argentina/Buenos_Aires"), "set timezone America/Argentina/Buenos_Aires"),
    (c.set_variable("timezone", "UTC"), "set timezone UTC"),
    (c.set_variable("linelength", 0), "set linelength 0"),
    (c.set_variable("pagelength", 999), "set pagelength 999"),
    (c.save(), "save"),
    (c.roll(), "roll"),
    (c.double(), "double"),
    (c.accept(), "accept"),
    (c.reject(), "reject"),
    (c.resign(1), "resign n"),
    (c.resign(2), "resign g"),
    (c.resign(3), "resign b"),
    (c.resign("n"), "resign n"),
    (c.resign("g"), "resign g"),
    (c.resign("b"), "resign b"),
    (c.resign("gammon"), "resign g"),
    (c.redouble(), "redouble"),
    (c.beaver(), "beaver"),
    (c.raccoon(), "raccoon"),
    (c.otter(), "otter"),
    (c.board(), "board"),
    (c.show("games"), "show games"),
    (c.show("saved"), "show saved"),
    (c.show("watchers"), "show watchers"),
    (c.ratings(), "ratings"),
    (c.ratings("bob"), "ratings bob"),
    (c.ratings("all"), "ratings all"),
    (c.ratings(from_=21, to=30), "ratings from 21 to 30"),
    (c.ratings(to=50), "ratings to 50"),
    (c.motd(), "motd"),
    (c.pip(), "pip"),
    (c.bye(), "bye"),
]


@pytest.mark.parametrize("command, expected", VALID, ids=[e for _, e in VALID])
def test_valid_commands(command, expected):
    assert command == expected


def test_move_is_one_command_in_the_movers_numbering():
    # own points 13 -> 8 and 24 -> 23, for a player moving 24 -> 1 (FIBS numbers are the same)
    play = Play([Move(13, 8), Move(24, 23)])
    assert c.move(play, -1) == "move 13-8 24-23"
    # the same checkers for a player moving 1 -> 24: FIBS numbers are 25 - own point
    assert c.move(play, 1) == "move 12-17 1-2"
    assert c.move(Play([Move(BAR, 20), Move(6, OFF)]), -1) == "move bar-20 6-off"
    assert c.move(Play([Move(BAR, 20), Move(6, OFF)]), 1) == "move bar-5 19-off"
    assert c.move([Move(8, 5), Move(6, 5)], -1) == "move 8-5 6-5"
    four = Play([Move(8, 5)] * 2 + [Move(6, 3)] * 2)
    assert c.move(four, -1) == "move 8-5 8-5 6-3 6-3"


ERRORS = [
    (lambda: c.invite("bob smith", 5), "'bob smith'"),
    (lambda: c.invite("", 5), "''"),
    (lambda: c.invite("bob2", 5), "'bob2'"),
    (lambda: c.invite("bob;bye", 5), "'bob;bye'"),
    (lambda: c.invite(None, 5), "None"),
    (lambda: c.invite("bob", 0), "0"),
    (lambda: c.invite("bob", 100), "100"),
    (lambda: c.invite("bob", -3), "-3"),
    (lambda: c.invite("bob", True), "True"),
    (lambda: c.invite("bob", 5.0), "5.0"),
    (lambda: c.invite("bob", "5"), "'5'"),
    (lambda: c.invite("bob", 5, unlimited=True), "5"),
    (lambda: c.join("bob\n"), "'bob\\n'"),
    (lambda: c.watch("b o b"), "'b o b'"),
    (lambda: c.look("é"), "'é'"),
    (lambda: c.tell("bob", ""), "''"),
    (lambda: c.tell("bob", "   "), "'   '"),
    (lambda: c.tell("bob", "two\nlines"), "'two\\nlines'"),
    (lambda: c.tell("bob", "carriage\rreturn"), "'carriage\\rreturn'"),
    (lambda: c.tell("bob", "ring\x07"), "'ring\\x07'"),
    (lambda: c.tell("", "hello"), "''"),
    (lambda: c.say(""), "''"),
    (lambda: c.say(42), "42"),
    (lambda: c.shout("\n"), "'\\n'"),
    (lambda: c.kibitz(" \t "), "' \\t '"),
    (lambda: c.whisper("a\r\nb"), "'a\\r\\nb'"),
    (lambda: c.message("bob", ""), "''"),
    (lambda: c.message("bob smith", "hi"), "'bob smith'"),
    (lambda: c.whois("bob smith"), "'bob smith'"),
    (lambda: c.who("bob smith"), "'bob smith'"),
    (lambda: c.rawwho("x y"), "'x y'"),
    (lambda: c.gag(""), "''"),
    (lambda: c.blind("bob!"), "'bob!'"),
    (lambda: c.waitfor("bob\r"), "'bob\\r'"),
    (lambda: c.away(""), "''"),
    (lambda: c.away("back\nsoon"), "'back\\nsoon'"),
    (lambda: c.toggle("rawboard_x"), "'rawboard_x'"),
    (lambda: c.toggle("ready all"), "'ready all'"),
    (lambda: c.toggle(""), "''"),
    (lambda: c.set_variable("boardstyle", 4), "4"),
    (lambda: c.set_variable("boardstyle", "three"), "'three'"),
    (lambda: c.set_variable("redoubles", 0), "0"),
    (lambda: c.set_variable("redoubles", 100), "100"),
    (lambda: c.set_variable("redoubles", "lots"), "'lots'"),
    (lambda: c.set_variable("sortwho", "age"), "'age'"),
    (lambda: c.set_variable("timezone", "Europe/London; bye"), "'Europe/London; bye'"),
    (lambda: c.set_variable("timezone", ""), "''"),
    (lambda: c.set_variable("linelength", 1000), "1000"),
    (lambda: c.set_variable("colour", "red"), "'colour'"),
    (lambda: c.resign(0), "0"),
    (lambda: c.resign(4), "4"),
    (lambda: c.resign("x"), "'x'"),
    (lambda: c.resign(True), "True"),
    (lambda: c.resign([1]), "[1]"),
    (lambda: c.move(Play(), -1), "empty play"),
    (lambda: c.move(Play([Move(13, 8)]), 0), "0"),
    (lambda: c.move(Play([Move(13, 8)]), True), "True"),
    (lambda: c.move(Play([Move(13, 8)] * 5), -1), "5"),
    (lambda: c.move("13-8", -1), "'13-8'"),
    (lambda: c.show("everything"), "'everything'"),
    (lambda: c.ratings("bob smith"), "'bob smith'"),
    (lambda: c.ratings(from_=0), "0"),
    (lambda: c.ratings(from_=20, to=15), "from 20 to 15"),
]


@pytest.mark.parametrize("build, shown", ERRORS, ids=[shown for _, shown in ERRORS])
def test_bad_arguments_are_refused_with_the_input_shown(build, shown):
    with pytest.raises(CommandError) as info:
        build()
    assert shown in str(info.value)
    assert isinstance(info.value, ValueError)


def test_every_toggle_of_fibs_can_be_flipped():
    names = ("allowpip autoboard autodouble automove bell crawford double greedy moreboards moves "
             "notify ratings ready report silent telnet wrap").split()
    assert [c.toggle(name) for name in names] == [f"toggle {name}" for name in names]
