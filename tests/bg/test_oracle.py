"""GNU Backgammon as an oracle for legal plays.

gnubg's ``findbestmoves`` lists every legal play once per resulting position, each with its
equity. Its move tuples lose the steps from the first bear-off on, so the comparison is by count
and by the multiset of equities: gnubg's score of each of its plays against gnubg's evaluation of
each position our ``legal_plays`` reaches.
"""

import pytest

from fibsgui.bg import IllegalPlayError, Move, Play, Position
from fibsgui.bg.corpus import random_positions
from tests.gnubgkit import gnubg_or_skip

gnubg = gnubg_or_skip(module_level=True)


def _context():
    return gnubg.cubeinfo(), gnubg.evalcontext(0, 0, 1, 0, 0.0)


def _equity_after(position: Position, cubeinfo, evalcontext) -> float:
    """Equity for the side that just moved, as gnubg scores the play that led here."""
    outcome = position.outcome()
    if outcome is not None:
        return float(outcome.kind)
    return -gnubg.evaluate(position.gnubg_board(), cubeinfo, evalcontext)[5]


def check_against_gnubg(count: int, seed: int) -> list[str]:
    """Compare every pair of the corpus; return a description of each disagreement."""
    cubeinfo, evalcontext = _context()
    problems = []
    for position, dice in random_positions(count, seed):
        ours = position.legal_plays(dice)
        theirs = gnubg.findbestmoves(position.gnubg_board(), cubeinfo, evalcontext, dice)
        if max(len(theirs), 1) != len(ours):  # gnubg lists nothing when no checker can move
            problems.append(f"{position!r} {dice}: gnubg {len(theirs)} plays, ours {len(ours)}")
            continue
        if not theirs:
            if list(ours) != [()]:
                problems.append(f"{position!r} {dice}: gnubg has no play, ours {list(ours)}")
            continue
        # Plays whose tuple is whole (no bear-off) give their resulting position exactly.
        reached, truncated = set(), []
        for entry in theirs:
            steps = entry["move"]
            if len(steps) == 2 * ours.steps and 0 not in steps[1::2]:
                play = Play(Move(steps[i], steps[i + 1]) for i in range(0, len(steps), 2))
                try:
                    reached.add(ours.apply(ours.find(play)))
                except IllegalPlayError:
                    problems.append(f"{position!r} {dice}: gnubg's {play} is not among ours")
            else:
                truncated.append(entry["score"])
        rest = [p for p in ours.positions() if p not in reached]
        if len(rest) != len(truncated):
            problems.append(f"{position!r} {dice}: positions differ")
            continue
        # The others are matched by gnubg's own equities (its scores carry float noise ~1e-3).
        ours_eq = sorted(_equity_after(p, cubeinfo, evalcontext) for p in rest)
        if any(abs(a - b) > 5e-3 for a, b in zip(ours_eq, sorted(truncated))):
            problems.append(f"{position!r} {dice}: bear-off plays differ")
    return problems


def test_legal_plays_match_gnubg_sample():
    assert check_against_gnubg(1500, seed=7) == []


@pytest.mark.slow
def test_legal_plays_match_gnubg_full_corpus():
    assert check_against_gnubg(12000, seed=20261123) == []
