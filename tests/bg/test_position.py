"""Positions: construction, Position IDs, pip counts, outcomes, repr."""

import pytest

from fibsgui.bg import BACKGAMMON, GAMMON, SINGLE, InvalidPositionError, Position
from fibsgui.bg.corpus import random_positions
from tests.bg.helpers import position
from tests.gnubgkit import gnubg_or_skip


def test_initial_position_id_is_gnubgs():
    # The starting position's ID as GNU Backgammon documents it.
    assert Position.initial().position_id() == "4HPwATDgc/ABMA"
    assert Position.from_position_id("4HPwATDgc/ABMA") == Position.initial()


def test_position_id_round_trips_over_random_games():
    for pos, _ in random_positions(500, seed=3):
        assert Position.from_position_id(pos.position_id(), pos.turn) == pos
        assert eval(repr(pos), {"Position": Position}) == pos


def test_position_id_matches_gnubg():
    gnubg = gnubg_or_skip()
    for pos, _ in random_positions(500, seed=4):
        assert pos.position_id() == gnubg.positionid(pos.gnubg_board())
        assert Position.from_gnubg_board(gnubg.positionfromid(pos.position_id()), pos.turn) == pos


@pytest.mark.parametrize("bad", ["", "4HPwATDgc/ABM", "4HPwATDgc/AB!A", "////////////AA", 12345])
def test_invalid_position_ids_are_errors(bad):
    with pytest.raises(InvalidPositionError) as info:
        Position.from_position_id(bad)
    assert repr(bad) in str(info.value)


def test_impossible_boards_are_rejected():
    side = [0] * 25
    with pytest.raises(InvalidPositionError):
        Position(([16] + [0] * 24, side))
    with pytest.raises(InvalidPositionError):  # both sides on side 0's point 1 (= side 1's 24)
        Position(([1] + [0] * 24, [0] * 23 + [1, 0]))
    with pytest.raises(InvalidPositionError):
        Position((side, side), turn=2)


def test_pip_counts_and_bear_off_counts():
    start = Position.initial()
    assert start.pip_counts() == (167, 167)
    pos = position({6: 2, 1: 1}, {24: 1}, my_bar=1)
    assert pos.pip_count(0) == 12 + 1 + 25
    assert pos.pip_count(1) == 1  # the opponent's checker on the mover's 24 is on its own 1
    assert pos.off(0) == 11 and pos.off(1) == 14


@pytest.mark.parametrize("loser, expected", [
    ({"mine": {}, "theirs": {3: 2}, "off": 13}, SINGLE),
    ({"mine": {}, "theirs": {8: 15}}, GAMMON),
    ({"mine": {}, "theirs": {3: 1, 8: 14}}, BACKGAMMON),  # a checker in the winner's home board
    ({"mine": {}, "theirs": {8: 14}, "bar": 1}, BACKGAMMON),
])
def test_outcome(loser, expected):
    pos = position(loser["mine"], loser["theirs"], their_bar=loser.get("bar", 0))
    outcome = pos.outcome()
    assert outcome is not None and outcome.winner == 0 and outcome.kind == expected
    assert Position.initial().outcome() is None


def test_positions_are_hashable_values():
    a, b = Position.initial(0), Position.initial(0)
    assert a == b and hash(a) == hash(b) and len({a, b, Position.initial(1)}) == 2
    text = str(a)
    assert "X on roll" in text and "pips X:167 O:167" in text
