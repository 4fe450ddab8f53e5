"""What every local opponent offers: strengths, ranked plays, cube and resignation decisions.

Sides are 0 and 1 as in :mod:`fibsgui.bg`. Every method is a blocking computation that reads its
arguments and changes nothing else, so a UI can run it in a worker thread.

Equities are *normalised*: from the point of view of the side they are about, in units of the
current cube (+1 = winning a single game at the current cube value). In match play they are
gnubg's "equivalent to money" equities derived from match winning chances, so they order
decisions exactly as the match winning chances do.
"""

from __future__ import annotations

import abc
import random
from dataclasses import dataclass, replace
from enum import IntEnum
from typing import NamedTuple, Sequence

from fibsgui.bg import MatchState, Play, Position


class Strength(IntEnum):
    """How well the engine plays, from beginner to world class (ordered: higher is stronger)."""

    BEGINNER = 0
    CASUAL = 1
    INTERMEDIATE = 2
    ADVANCED = 3
    EXPERT = 4
    WORLD_CLASS = 5

    @property
    def label(self) -> str:
        return _LABELS[self]

    @classmethod
    def parse(cls, text: str | int | "Strength") -> "Strength":
        """A strength from its name (``"world class"``, ``"WORLD_CLASS"``) or number."""
        if isinstance(text, Strength):
            return text
        if isinstance(text, int):
            return cls(text)
        key = str(text).strip().upper().replace(" ", "_").replace("-", "_")
        try:
            return cls[key]
        except KeyError:
            raise ValueError(f"unknown strength {text!r}; one of "
                             + ", ".join(s.label for s in cls)) from None


_LABELS = {
    Strength.BEGINNER: "beginner",
    Strength.CASUAL: "casual",
    Strength.INTERMEDIATE: "intermediate",
    Strength.ADVANCED: "advanced",
    Strength.EXPERT: "expert",
    Strength.WORLD_CLASS: "world class",
}


@dataclass(frozen=True)
class StrengthSettings:
    """How a strength searches: ``plies`` of look-ahead and Gaussian ``noise`` (in equity) added to
    every candidate's equity before choosing, so weaker levels make human-sized mistakes."""

    plies: int
    noise: float
    candidates: int = 8  # plays re-evaluated at the full depth
    threshold: float = 0.16  # ... if within this equity of the best play at 0-ply


SETTINGS: dict[Strength, StrengthSettings] = {
    Strength.BEGINNER: StrengthSettings(plies=0, noise=0.17),
    Strength.CASUAL: StrengthSettings(plies=0, noise=0.14),
    Strength.INTERMEDIATE: StrengthSettings(plies=0, noise=0.10),
    Strength.ADVANCED: StrengthSettings(plies=0, noise=0.04),
    Strength.EXPERT: StrengthSettings(plies=0, noise=0.0),
    Strength.WORLD_CLASS: StrengthSettings(plies=2, noise=0.0),
}


#: Cubeless chances of one side: (win, win gammon, win backgammon, lose gammon, lose backgammon),
#: gammons including backgammons. An engine that cannot estimate a figure gives None for it.
Chances = tuple[float, float, "float | None", float, "float | None"]


class RankedPlay(NamedTuple):
    """A legal play and its equity for the side that plays it (normalised, see the module doc).

    ``probabilities``: that side's :data:`Chances` after the play (the opponent to roll), from
    the same evaluation as the equity where the engine gives them with it, else None.
    """

    play: Play
    equity: float
    plies: int = 0  # look-ahead the equity was computed with
    probabilities: Chances | None = None


@dataclass(frozen=True)
class CubeDecision:
    """The cube decision for the side on roll, before it rolls, in normalised equity.

    ``no_double``: equity if it does not double; ``double_take``: if it doubles and the double is
    taken; ``double_pass``: if it doubles and the opponent passes (+1 in money play).
    ``double`` is whether doubling is right (and allowed); ``take`` is whether the opponent should
    take a double. ``chances``: the side on roll's cubeless :data:`Chances` before it rolls, from
    an evaluation at ``plies`` of look-ahead as GNU Backgammon counts them (1-ply: every roll
    played and the positions after it evaluated), the one the equities come from; None where
    the engine gives none.
    """

    no_double: float
    double_take: float
    double_pass: float
    double: bool
    take: bool
    chances: Chances | None = None
    plies: int | None = None

    @property
    def text(self) -> str:
        """gnubg-style verdict: ``"No double, take"``, ``"Double, take"``, ``"Too good, pass"`` ..."""
        if self.double:
            return "Double, take" if self.take else "Double, pass"
        if not self.take and self.no_double > self.double_pass:
            return "Too good, pass"
        return "No double, " + ("take" if self.take else "pass")

    @property
    def equity(self) -> float:
        """Equity of the side on roll with the cube handled well."""
        if self.double:
            return min(self.double_take, self.double_pass)
        return self.no_double


class Engine(abc.ABC):
    """A local backgammon opponent. See the module documentation for the units of equities."""

    def __init__(self, strength: Strength = Strength.EXPERT, seed: int | None = None) -> None:
        self.strength = Strength.parse(strength)
        self.settings = SETTINGS[self.strength]
        self.rng = random.Random(seed)

    # -- identity ----------------------------------------------------------------------------
    @property
    @abc.abstractmethod
    def name(self) -> str:
        """Short name to show as the opponent's name (``"gnubg"``)."""

    @property
    @abc.abstractmethod
    def description(self) -> str:
        """One sentence saying which engine plays and how strongly."""

    @abc.abstractmethod
    def with_strength(self, strength: Strength) -> "Engine":
        """The same kind of engine at another strength (shares no mutable state with this one)."""

    # -- chequer play ------------------------------------------------------------------------
    @abc.abstractmethod
    def rank_plays(self, position: Position, dice: Sequence[int],
                   match: MatchState | None = None) -> list[RankedPlay]:
        """Every legal play for the side on roll, best first, without noise."""

    def choose_play(self, position: Position, dice: Sequence[int],
                    match: MatchState | None = None) -> Play:
        """The play this engine makes at its strength (weaker strengths add noise)."""
        ranked = self.rank_plays(position, dice, match)
        if len(ranked) == 1 or self.settings.noise <= 0:
            return ranked[0].play
        noise = self.settings.noise
        return max(ranked, key=lambda r: r.equity + self.rng.gauss(0.0, noise)).play

    # -- cube ------------------------------------------------------------------------------
    @abc.abstractmethod
    def cube_decision(self, position: Position, match: MatchState, noise: float = 0.0) -> CubeDecision:
        """The cube decision for ``position.turn`` before it rolls (``match`` holds the cube).

        ``noise`` (equity) blurs the estimates the way a weaker player misjudges them.
        """

    def should_double(self, position: Position, match: MatchState) -> bool:
        """Whether ``position.turn`` doubles now; never when the rules forbid it (Crawford game,
        cube owned by the opponent, dice already rolled)."""
        if not match.may_double(position.turn):
            return False
        return self.cube_decision(position, match, self.settings.noise).double

    def should_take(self, position: Position, match: MatchState) -> bool:
        """Whether the side *not* on roll takes the double offered by ``position.turn``.

        ``match`` is the state with the double offered (the cube still at its old value).
        """
        before = _before_double(match, position.turn)
        return self.cube_decision(position, before, self.settings.noise).take

    # -- chances and resignations ----------------------------------------------------------
    @abc.abstractmethod
    def probabilities(self, position: Position, match: MatchState | None = None,
                      side: int | None = None) -> Chances:
        """Cubeless (win, win gammon, win backgammon, lose gammon, lose backgammon) for ``side``
        (default: the side on roll), with ``position.turn`` about to roll. Gammon figures include
        the backgammons. A figure the engine cannot estimate is None (see :data:`Chances`)."""

    @abc.abstractmethod
    def accept_resignation(self, position: Position, match: MatchState, kind: int, side: int) -> bool:
        """Whether ``side`` accepts the other side's offer to resign ``kind`` (1 single, 2 gammon,
        3 backgammon): yes when winning that much is at least as good as playing on."""

    @abc.abstractmethod
    def resignation_offer(self, position: Position, match: MatchState, side: int) -> int:
        """What ``side`` resigns now: 0 (play on), or 1/2/3 when the game is hopeless for it."""


def _before_double(match: MatchState, doubler: int) -> MatchState:
    """``match`` as it was just before ``doubler`` offered the cube."""
    return replace(match, double_offered=False, on_roll=doubler, turn=doubler, dice=(0, 0), resigned=0)


def is_race(position: Position) -> bool:
    """True when the sides' checkers can no longer meet (or a side has none left on the board)."""
    backs = []
    for side in (0, 1):
        checkers = position.checkers(side)
        back = max((i for i in range(25) if checkers[i]), default=-1)
        if back < 0:
            return True
        backs.append(back)
    # side 0's index i is side 1's index 23 - i: contact while the farthest checkers overlap
    return backs[0] + backs[1] < 23


def cube_available(match: MatchState, side: int) -> bool:
    """Whether ``side`` could double in this game at all (ignoring whose turn it is)."""
    return (not match.crawford and match.cube_owner in (None, side) and match.cube < 2**15
            and match.winner is None)
