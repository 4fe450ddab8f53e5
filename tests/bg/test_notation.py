"""FIBS and gnubg move syntax, parsed and formatted."""

import pytest

from fibsgui.bg import BAR, OFF, InvalidPlaySyntaxError, Move, Play

FIBS_CASES = [
    ("13-8 24-23", -1, [(13, 8), (24, 23)]),
    ("move 13-8 24-23", -1, [(13, 8), (24, 23)]),
    ("m 13 8 24 23", -1, [(13, 8), (24, 23)]),
    ("bar-20", -1, [(BAR, 20)]),
    ("move bar-5 bar 5 bar - 5 bar -5", -1, [(BAR, 5)] * 4),
    ("b-20 6-o", -1, [(BAR, 20), (6, OFF)]),
    ("6-off", -1, [(6, OFF)]),
    ("B-3 O", -1, None),  # odd count: a from without a to
    ("1-7 12-14", 1, [(24, 18), (13, 11)]),  # the side moving 1 -> 24
    ("bar-3 20-off", 1, [(BAR, 22), (5, OFF)]),
    ("", -1, []),
]


@pytest.mark.parametrize("text, direction, expected", FIBS_CASES)
def test_fibs_syntax(text, direction, expected):
    if expected is None:
        with pytest.raises(InvalidPlaySyntaxError) as info:
            Play.from_fibs(text, direction)
        assert repr(text) in str(info.value)
        return
    play = Play.from_fibs(text, direction)
    assert [(m.from_point, m.to_point) for m in play] == expected


@pytest.mark.parametrize("bad", ["13-8-", "- 13 8", "25-3", "0-3", "8-13", "off-3", "3-bar", "x-y"])
def test_fibs_syntax_errors(bad):
    with pytest.raises(InvalidPlaySyntaxError):
        Play.from_fibs(bad)


def test_fibs_formatting_in_both_directions():
    play = Play([Move(BAR, 20), Move(13, 8, True), Move(6, OFF)])
    assert play.fibs(-1) == "bar-20 13-8 6-off"
    assert play.fibs(1) == "bar-5 12-17 19-off"
    assert Play.from_fibs(play.fibs(1), 1) == Play([Move(BAR, 20), Move(13, 8), Move(6, OFF)])


GNUBG_CASES = [
    ("13/8 24/23*", [(13, 8, False), (24, 23, True)]),
    ("6/off", [(6, OFF, False)]),
    ("8/5(2)", [(8, 5, False), (8, 5, False)]),
    ("bar/20", [(BAR, 20, False)]),
    ("24/18*/13", [(24, 18, True), (18, 13, False)]),
    ("13/7*/1*", [(13, 7, True), (7, 1, True)]),
    ("", []),
]


@pytest.mark.parametrize("text, expected", GNUBG_CASES)
def test_gnubg_syntax(text, expected):
    assert [tuple(m) for m in Play.from_gnubg(text)] == expected


@pytest.mark.parametrize("bad", ["13/", "13/8(5)", "8/13", "26/20", "off/3", "13/8 x"])
def test_gnubg_syntax_errors(bad):
    with pytest.raises(InvalidPlaySyntaxError) as info:
        Play.from_gnubg(bad)
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize("moves, text", [
    ([(8, 5), (8, 5)], "8/5(2)"),
    ([(24, 18, True), (18, 13)], "24/18*/13"),
    ([(13, 7), (7, 6)], "13/6"),
    ([(BAR, 22), (6, OFF)], "bar/22 6/off"),
    ([(6, 3), (6, 3), (6, 3), (6, 3)], "6/3(4)"),
])
def test_gnubg_formatting(moves, text):
    play = Play(Move(*m) for m in moves)
    assert play.gnubg() == text
    assert eval(repr(play), {"Play": Play}).gnubg() == text
