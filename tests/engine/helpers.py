"""Positions for engine tests, each side written in its own numbering (25 = its bar), and a way
to play a match on without choosing."""

from fibsgui.bg import Position
from fibsgui.engine import OfflineMatch, Phase


def side(points: dict[int, int]) -> list[int]:
    checkers = [0] * 25
    for point, count in points.items():
        checkers[point - 1] += count
    return checkers


def board(side0: dict[int, int], side1: dict[int, int], turn: int = 0) -> Position:
    """Side 0's and side 1's checkers by their own point numbers; checkers not placed are off."""
    return Position([side(side0), side(side1)], turn)


# A race: side 0 has 60 pips, side 1 has 75 (no contact, no gammons): a double and a pass.
RACE_LEAD = ({6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, {6: 5, 5: 5, 4: 5})
# An even race: both sides 59 pips.
RACE_EVEN = ({6: 3, 5: 3, 4: 3, 3: 3, 2: 2, 1: 1}, {6: 3, 5: 3, 4: 3, 3: 3, 2: 2, 1: 1})
# Side 0 has two checkers left on its ace point; side 1 has three off and the rest far away.
HOPELESS_SINGLE = ({1: 2}, {23: 2, 20: 5, 15: 5})
# As above but side 1 has none off and five checkers in side 0's home board: a sure backgammon.
HOPELESS_BACKGAMMON = ({1: 2}, {23: 5, 20: 5, 15: 5})
# Side 0 has four on the bar against side 1's closed board: gammon likely, backgammon possible.
CLOSED_OUT = ({25: 4, 13: 5, 12: 3, 10: 3}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 3, 8: 2})


def step(match: OfflineMatch) -> None:
    """One action of whoever is to act: the engine decides; the human rolls, plays the first
    legal play, takes, rejects a resignation, starts the next game."""
    if match.engine_to_act:
        match.engine_action()
    elif match.phase == Phase.ROLL:
        match.roll()
    elif match.phase == Phase.MOVE:
        match.move(next(iter(match.legal_plays)))
    elif match.phase == Phase.DOUBLED:
        match.take()
    elif match.phase == Phase.RESIGNED:
        match.reject_resignation()
    elif match.phase == Phase.GAME_OVER:
        match.new_game()
