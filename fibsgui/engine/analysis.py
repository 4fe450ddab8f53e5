"""Match analysis with GNU Backgammon's engine: every decision's equity lost, the luck of every
roll, and each player's totals, as GNU Backgammon reports them. No Qt.

What is measured (the rules are GNU Backgammon's, so that figures can be compared with its own
``analyse match`` / ``show statistics match``):

* **Checker play.** Every legal play of the roll is scored with the *cubeful* equity of the
  position it leads to (``gnubg.findbestmoves`` at the chosen look-ahead: 0, 1 or 2 plies), in
  gnubg's *normalised* units: equity per cube, and in match play the match winning chances
  turned into "equivalent to money" equity (EMG). The loss of a play is the best play's equity
  minus its own; a play with a single legal choice is *forced* and not counted in the error rate.
* **Cube decisions.** Before a roll, when the side on roll could double (gnubg's rule: not in the
  game's first position, the cube centred or its own, not the Crawford game, not a dead cube:
  the side's score plus the cube below the match length, not the leader after the Crawford
  game), its no double / double, take / double, pass equities are computed. gnubg evaluates a
  cube decision at 0 plies with its cube-efficiency formula (the cubeful equity of a position
  before the roll), which its Python package computes but does not return (``gnubg.evaluate``
  gives the five chances and the cubeless equity, ``gnubg.hint`` has no cube hints), so here
  cube decisions are evaluated one ply deeper than the checker play, and never below one ply;
  at one ply this is gnubg's own computation: for each of the 21 rolls the best play is chosen
  with the cube as it is (cubeful, 0 plies), and that same play is scored with the cube as it
  is ("no double") and doubled and turned ("double, take"), each score including the other
  side's cube action after it. Set gnubg's ``analysis cubedecision`` plies to
  :attr:`Analyser.cube_plies` to compare. A "no double" (a roll) is *counted* only when the
  decision was close, gnubg's rule:
  the optimal equity less ``min(double take, 1)`` is below 0.16; a double, a take and a drop are
  always counted. Losses: a missed double loses optimal − no double; a double loses optimal −
  min(double take, double pass); a take loses (double take − double pass) when that is positive,
  a drop (double pass − double take); all in the doubler's normalised equity. A beaver is
  analysed as the take it is (as gnubg does: the redouble itself is not judged).
* **Marks** (gnubg 1.07's default thresholds, in normalised equity lost): doubtful from 0.03,
  bad (an error) from 0.06, very bad (a blunder) from 0.12.
* **Luck.** The equity of the position after the roll played well (best play, cubeful, 0 plies)
  less the average over all 36 rolls (the opening roll: over the 30 non-doubles, half of them
  for the other side, as gnubg does); very lucky above +0.6, lucky above +0.3, unlucky below
  −0.3, very unlucky below −0.6.
* **Totals per player**: decisions counted (unforced plays + counted cube decisions), equity lost
  (EMG, and in match play the match winning chances lost; in money play the points lost), the
  error rate per decision in millipoints (mEMG), errors and blunders, luck total and luck rate
  (per move), and gnubg's rating words for the error rate and for the luck rate.

Where a roll has no legal play (a dance) the position after it is the same board with the other
side on roll, and gnubg scores it with its 0-ply cubeful formula. That figure is read here from
a play that leads to the very same board (one more checker on the bar, entering on a point of
the other side's home board where the dancing side has a checker): gnubg scores the result of
a play exactly so. Where no such play exists (the dancing side has no checker in the other
side's home board, or is closed in without a checker on the bar) the board is scored cubeless
when nobody can use the cube any more (cubeful is cubeless there), and otherwise one ply deeper
(the other side's rolls, with its cube action): those rolls are the only difference from gnubg's
own analysis with the same engine. In luck, as gnubg does, such a roll is worth minus the other
side's equity (normalised to its own match winning chances).

**Which engine analyses.** :func:`analyse_match` uses GNU Backgammon's own analysis (the
package's ``analyse game`` command, see :class:`_OwnAnalysis`: the record imported as ``.mat``,
the settings above set by commands, the analysis read back from the SGF gnubg saves) wherever the
package has its program's commands (:func:`analysis_path` says :data:`OWN`), and the
:class:`Analyser` here (:data:`OURS`, built on ``findbestmoves`` and ``evaluate``) where it has
not, for a game gnubg cannot import as it was played (set up from a position, a beaver, another
variant) and for what gnubg's record lacks (a roll not yet played). The figures are the same
within gnubg's printed precision, except for the dance described above, which gnubg's own
analysis scores exactly; gnubg's own is about twice as fast (the benchmark).

Everything here is a blocking computation for a worker thread; :func:`analyse_match` calls
``progress(done, total)`` after each decision and stops (returning what it has, marked
incomplete) as soon as ``cancel()`` is true. gnubg calls hold the engine's module lock.
"""

from __future__ import annotations

import contextlib
import enum
import logging
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

from fibsgui.bg import BackgammonError, GameState, MatchState, Move, Play, Position
from fibsgui.engine import gnubg_engine
from fibsgui.engine.base import Chances
from fibsgui.engine.gnubg_engine import ROLLS, EngineUnavailableError
from fibsgui.logs import flush_output

log = logging.getLogger(__name__)

# -- gnubg's thresholds ---------------------------------------------------------------------------
#: Equity lost from which a decision is doubtful, bad (an error), very bad (a blunder): gnubg
#: 1.07's defaults (``show analysis``: -0.030 doubtful, -0.060 bad, -0.120 very bad).
DOUBTFUL, BAD, VERY_BAD = 0.03, 0.06, 0.12
#: Luck of a roll from which it is lucky / very lucky (and below minus: unlucky / very unlucky).
LUCKY, VERY_LUCKY = 0.3, 0.6
#: A "no double" is a counted cube decision when the optimal equity is within this of doubling.
CLOSE_CUBE = 0.16
#: gnubg's rating bands: the overall error rate per decision (normalised equity) below each bound.
RATINGS: tuple[tuple[float, str], ...] = (
    (0.002, "Supernatural"),
    (0.005, "World class"),
    (0.008, "Expert"),
    (0.012, "Advanced"),
    (0.018, "Intermediate"),
    (0.026, "Casual player"),
    (0.035, "Beginner"),
)
WORST_RATING = "Awful!"
#: gnubg's words for the luck rate (luck per move, times ten, against the luck thresholds).
LUCK_RATINGS = ("Go to bed", "Bad dice, man!", "None", "Good dice, man!", "Go to Las Vegas")
#: How many alternatives a checker play's analysis keeps.
ALTERNATIVES = 5
MAX_PLIES = 2


class Mark(enum.IntEnum):
    """How bad a decision was (gnubg's skill marks)."""

    NONE = 0
    DOUBTFUL = 1
    BAD = 2
    VERY_BAD = 3

    @property
    def label(self) -> str:
        return ("", "doubtful", "bad", "very bad")[self]


class LuckMark(enum.IntEnum):
    VERY_UNLUCKY = -2
    UNLUCKY = -1
    NONE = 0
    LUCKY = 1
    VERY_LUCKY = 2

    @property
    def label(self) -> str:
        return {-2: "very unlucky", -1: "unlucky", 0: "", 1: "lucky", 2: "very lucky"}[self]


def mark_for(loss: float) -> Mark:
    """gnubg's mark for a decision that lost ``loss`` (normalised equity, >= 0)."""
    if loss > VERY_BAD:
        return Mark.VERY_BAD
    if loss > BAD:
        return Mark.BAD
    if loss > DOUBTFUL:
        return Mark.DOUBTFUL
    return Mark.NONE


def luck_mark_for(luck: float) -> LuckMark:
    if luck > VERY_LUCKY:
        return LuckMark.VERY_LUCKY
    if luck > LUCKY:
        return LuckMark.LUCKY
    if luck < -VERY_LUCKY:
        return LuckMark.VERY_UNLUCKY
    if luck < -LUCKY:
        return LuckMark.UNLUCKY
    return LuckMark.NONE


def rating_for(error_rate: float) -> str:
    """gnubg's rating words for an error rate per decision (normalised equity, not millipoints)."""
    for bound, words in RATINGS:
        if error_rate < bound:
            return words
    return WORST_RATING


def luck_rating_for(luck_rate: float) -> str:
    """gnubg's words for a luck rate (luck per move, normalised equity)."""
    return LUCK_RATINGS[int(luck_mark_for(luck_rate * 10)) + 2]


# -- results --------------------------------------------------------------------------------------
class _PlaysOf:
    """The legal plays of one position (the mover on roll) and roll, generated the first time a
    play given by its steps is read as fibsgui's :class:`Play`: gnubg's own analysis names its
    plays by steps, and a whole match's plays turned into legal plays at once cost about as much
    as all the rest of reading gnubg's analysis (the benchmark), for plays mostly never looked at."""

    __slots__ = ("position", "dice", "_legal")

    def __init__(self, position: Position, dice: tuple[int, int]) -> None:
        self.position = position
        self.dice = dice
        self._legal: Any = None

    def play(self, steps: Sequence[tuple[int, int]]) -> Play:
        """The legal play that reaches the board ``steps`` reach (as ``legal_plays(dice).find``);
        where none does (gnubg's rules and fibsgui's differing), the steps themselves, each hit
        marked, rather than an error in whoever reads the play."""
        if self._legal is None:
            self._legal = self.position.legal_plays(self.dice)
        wanted = steps if isinstance(steps, Play) else Play(Move(src, dst) for src, dst in steps)
        try:
            return self._legal.find(wanted)
        except BackgammonError:
            log.warning("gnubg's play %s is not a legal play of %s with %s", wanted.gnubg(),
                        self.position.position_id(), self.dice)
        me = list(self.position.board[self.position.turn])
        opp = list(self.position.board[1 - self.position.turn])
        moves = []
        for move in wanted:
            src, dst = move.from_point, move.to_point
            me[src - 1] -= 1
            hit = bool(dst) and opp[24 - dst] == 1
            if dst:
                me[dst - 1] += 1
            if hit:
                opp[24 - dst], opp[24] = 0, opp[24] + 1
            moves.append(Move(src, dst, hit))
        return Play(moves)

    def from_sgf(self, letters: str) -> Play:
        """:meth:`play` of steps written in gnubg's SGF letters (see :func:`_sgf_steps`)."""
        return self.play(_sgf_steps(self.position.turn, letters))

    def alternatives(self, node: "_Node", best: float) -> "tuple[Alternative, ...]":
        """The best :data:`ALTERNATIVES` of gnubg's plays in ``node`` (best first, ``best`` the
        first one's equity), each play made when first read."""
        out = []
        for number in range(min(ALTERNATIVES, len(node.moves))):
            move = node.move(number)
            if move is None:
                break
            letters, score, chances = move
            out.append(Alternative(_later(self.from_sgf, letters), score, best - score, chances))
        return tuple(out)


class _Later:
    """A field's value made when first read: ``make(*args)``."""

    __slots__ = ("make", "args")

    def __init__(self, make: Callable[..., Any], *args: Any) -> None:
        self.make = make
        self.args = args


def _later(make: Callable[..., Any], *args: Any) -> Any:
    """A :class:`_Later` for a field of :func:`_lazy_fields` (typed as the field's value)."""
    return _Later(make, *args)


class _LazyField:
    """A dataclass field whose value may be given as a :class:`_Later`: it is made on its first
    read and kept (equality, hashing and repr read it as any field's). Set on the class after
    the dataclass is made (:func:`_lazy_fields`), the dataclass's ``__init__`` stores through it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.key = "_" + name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            raise AttributeError(self.name)  # no default: the field is required
        value = obj.__dict__[self.key]
        if type(value) is _Later:
            value = obj.__dict__[self.key] = value.make(*value.args)
        return value

    def __set__(self, obj: Any, value: Any) -> None:  # only __init__ sets (the dataclasses are frozen)
        obj.__dict__[self.key] = value


def _lazy_fields(cls: type, *names: str) -> None:
    for name in names:
        setattr(cls, name, _LazyField(name))


@dataclass(frozen=True)
class Alternative:
    """A legal play with its cubeful equity for the mover, its loss against the best, and the
    mover's cubeless chances after it (win, win gammon, win backgammon, lose gammon, lose bg)."""

    play: Play
    equity: float
    loss: float
    chances: Chances | None = None


_lazy_fields(Alternative, "play")


@dataclass(frozen=True)
class CheckerAnalysis:
    side: int
    dice: tuple[int, int]
    play: Play
    equity: float  # of the play made
    best_equity: float
    loss: float  # normalised equity (EMG)
    cost: float  # match winning chances (match play) or points (money play) lost
    rank: int  # 1 = the best play
    legal: int  # how many legal plays there were
    alternatives: tuple[Alternative, ...]
    plies: int

    @property
    def forced(self) -> bool:
        return self.legal <= 1

    @property
    def mark(self) -> Mark:
        return mark_for(self.loss)


_lazy_fields(CheckerAnalysis, "play", "alternatives")


class CubeKind(str, enum.Enum):
    NO_DOUBLE = "no double"
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    BEAVER = "beaver"


@dataclass(frozen=True)
class CubeEquities:
    """The cube decision of ``side`` (on roll, before rolling), in its normalised equity."""

    side: int
    no_double: float
    double_take: float
    double_pass: float
    plies: int

    @property
    def optimal(self) -> float:
        if self.double_take >= self.no_double and self.double_pass >= self.no_double:
            return min(self.double_take, self.double_pass)
        return self.no_double

    @property
    def double(self) -> bool:
        """Whether doubling is right (gnubg: both double, take and double, pass at least no double)."""
        return self.double_take >= self.no_double and self.double_pass >= self.no_double

    @property
    def take(self) -> bool:
        return self.double_take <= self.double_pass

    @property
    def close(self) -> bool:
        """gnubg's "close cube decision": within 0.16 of doubling being right."""
        return self.optimal - min(self.double_take, 1.0) < CLOSE_CUBE

    @property
    def text(self) -> str:
        """gnubg's verdict: "No double, take", "Double, pass", "Too good, pass" ..."""
        nd, dt, dp = self.no_double, self.double_take, self.double_pass
        if self.double:
            return "Double, take" if dp > dt else "Double, pass"
        if nd > dt:
            if dt > dp:
                return "Too good, pass"
            return "Too good, take" if nd > dp else "No double, take"
        return "Too good, pass"


@dataclass(frozen=True)
class CubeAnalysis:
    side: int  # who decided
    kind: CubeKind
    equities: CubeEquities  # from the doubler's (the side on roll's) point of view
    loss: float
    cost: float
    counted: bool  # part of the error rate (gnubg's close or actual cube decisions)

    @property
    def mark(self) -> Mark:
        return mark_for(self.loss)

    @property
    def wrong(self) -> bool:
        return self.loss > 0.0


@dataclass(frozen=True)
class LuckAnalysis:
    side: int
    dice: tuple[int, int]
    luck: float  # normalised equity
    cost: float  # match winning chances (match) or points (money)

    @property
    def mark(self) -> LuckMark:
        return luck_mark_for(self.luck)


@dataclass(frozen=True)
class ActionAnalysis:
    """The analysis of one action of a record: ``game`` and ``index`` place it."""

    game: int
    index: int
    side: int
    checker: CheckerAnalysis | None = None
    cube: CubeAnalysis | None = None
    luck: LuckAnalysis | None = None

    @property
    def mark(self) -> Mark:
        marks = [a.mark for a in (self.checker, self.cube) if a is not None]
        return max(marks, default=Mark.NONE)


@dataclass
class PlayerStats:
    """One player's totals (gnubg's statistics for one column)."""

    moves: int = 0  # every move made (forced and dancing included): the luck rate's divisor
    unforced: int = 0
    checker_loss: float = 0.0
    checker_cost: float = 0.0
    checker_marks: dict[Mark, int] = field(default_factory=lambda: {m: 0 for m in Mark})
    cube_decisions: int = 0  # every cube decision analysed
    close_cube: int = 0  # the ones counted
    doubles: int = 0
    takes: int = 0
    drops: int = 0
    missed_doubles: int = 0
    wrong_doubles: int = 0
    wrong_takes: int = 0
    wrong_drops: int = 0
    cube_loss: float = 0.0
    cube_cost: float = 0.0
    cube_marks: dict[Mark, int] = field(default_factory=lambda: {m: 0 for m in Mark})
    rolls: int = 0
    luck: float = 0.0
    luck_cost: float = 0.0
    luck_marks: dict[LuckMark, int] = field(default_factory=lambda: {m: 0 for m in LuckMark})

    # -- derived ---------------------------------------------------------------------------------
    @property
    def decisions(self) -> int:
        return self.unforced + self.close_cube

    @property
    def loss(self) -> float:
        return self.checker_loss + self.cube_loss

    @property
    def cost(self) -> float:
        return self.checker_cost + self.cube_cost

    @property
    def error_rate(self) -> float:
        """Equity lost per decision (normalised); :attr:`error_rate_memg` in millipoints."""
        return self.loss / self.decisions if self.decisions else 0.0

    @property
    def error_rate_memg(self) -> float:
        return 1000.0 * self.error_rate

    @property
    def checker_error_rate(self) -> float:
        return self.checker_loss / self.unforced if self.unforced else 0.0

    @property
    def cube_error_rate(self) -> float:
        return self.cube_loss / self.close_cube if self.close_cube else 0.0

    @property
    def errors(self) -> int:
        """Decisions marked bad (errors), checker and cube (blunders not included)."""
        return self.checker_marks[Mark.BAD] + self.cube_marks[Mark.BAD]

    @property
    def blunders(self) -> int:
        return self.checker_marks[Mark.VERY_BAD] + self.cube_marks[Mark.VERY_BAD]

    @property
    def luck_rate(self) -> float:
        return self.luck / self.moves if self.moves else 0.0

    @property
    def rating(self) -> str:
        return rating_for(self.error_rate) if self.decisions else "N/A"

    @property
    def luck_rating(self) -> str:
        return luck_rating_for(self.luck_rate)

    def add(self, result: ActionAnalysis) -> None:
        if result.checker is not None:
            c = result.checker
            self.moves += 1
            self.checker_marks[c.mark] += 1
            if not c.forced:
                self.unforced += 1
                self.checker_loss += c.loss
                self.checker_cost += c.cost
        if result.luck is not None:
            self.rolls += 1
            self.luck += result.luck.luck
            self.luck_cost += result.luck.cost
            self.luck_marks[result.luck.mark] += 1
        if result.cube is not None:
            c = result.cube
            self.cube_decisions += 1
            self.close_cube += int(c.counted)
            self.cube_loss += c.loss
            self.cube_cost += c.cost
            if c.counted or c.loss:
                self.cube_marks[c.mark] += 1
            if c.kind == CubeKind.DOUBLE:
                self.doubles += 1
                self.wrong_doubles += int(c.wrong)
            elif c.kind in (CubeKind.TAKE, CubeKind.BEAVER):
                self.takes += 1
                self.wrong_takes += int(c.wrong)
            elif c.kind == CubeKind.DROP:
                self.drops += 1
                self.wrong_drops += int(c.wrong)
            else:
                self.missed_doubles += int(c.wrong)

    def merged(self, other: "PlayerStats") -> "PlayerStats":
        out = PlayerStats()
        for name in self.__dataclass_fields__:
            a, b = getattr(self, name), getattr(other, name)
            setattr(out, name, {k: a[k] + b[k] for k in a} if isinstance(a, dict) else a + b)
        return out


@dataclass
class Analysis:
    """The analysis of a match or a game: every action analysed, each player's totals (and each
    game's), the look-ahead used, and whether it ran to the end (not cancelled)."""

    plies: int
    cube_plies: int
    actions: list[ActionAnalysis] = field(default_factory=list)
    players: tuple[PlayerStats, PlayerStats] = field(default_factory=lambda: (PlayerStats(), PlayerStats()))
    games: dict[int, tuple[PlayerStats, PlayerStats]] = field(default_factory=dict)
    complete: bool = False
    length: int = 0
    #: seconds spent in the steps of gnubg's own analysis ("gnubg import": the record written as
    #: .mat and imported, "gnubg analyse", "gnubg save", "read SGF", "match records"), for the benchmark
    timings: dict[str, float] = field(default_factory=dict)

    def add(self, result: ActionAnalysis) -> None:
        self.actions.append(result)
        self.players[result.side].add(result)
        per_game = self.games.get(result.game)
        if per_game is None:
            per_game = self.games[result.game] = (PlayerStats(), PlayerStats())
        per_game[result.side].add(result)

    def at(self, game: int, index: int) -> ActionAnalysis | None:
        for result in self.actions:
            if result.game == game and result.index == index:
                return result
        return None


# -- the analyser ---------------------------------------------------------------------------------
def cube_available(match: MatchState, side: int) -> bool:
    """gnubg's test of whether ``side`` (on roll) may double: cube centred or its own, not the
    Crawford game, and in match play the cube alive for it (its score plus the cube short of the
    length) and not the leader after the Crawford game."""
    if match.cube_owner not in (None, side) or match.crawford or match.winner is not None:
        return False
    if not match.length:
        return match.cube < 2**15
    score = match.score[side]
    if score + match.cube >= match.length:
        return False
    return not (match.post_crawford and score == match.length - 1)


class Analyser:
    """Analyses single decisions at ``plies`` of look-ahead (0, 1 or 2) for checker play; cube
    decisions at ``max(plies, 1)`` (see the module docs). ``jacoby`` and ``beavers`` are the money
    game's rules. Raises :class:`EngineUnavailableError` when gnubg cannot be loaded."""

    def __init__(self, plies: int = 0, jacoby: bool = False, beavers: bool = False) -> None:
        if plies not in range(MAX_PLIES + 1):
            raise ValueError(f"analysis looks 0 to {MAX_PLIES} plies ahead, not {plies!r}")
        self.plies = plies
        self.cube_plies = max(plies, 1)
        self.jacoby = jacoby
        self.beavers = beavers
        self._g = gnubg_engine.load()
        _prepare(self._g)
        self._cis: dict[tuple, dict] = {}
        self._ecs: dict[tuple[int, int], dict] = {}
        self._rolled: dict[tuple, dict] = {}  # a position's rolls: dice -> (equity, gnubg's best play)

    # -- gnubg plumbing --------------------------------------------------------------------------
    def _ec(self, cubeful: bool, plies: int) -> dict:
        key = (int(cubeful), plies)
        ec = self._ecs.get(key)
        if ec is None:
            ec = self._ecs[key] = self._g.evalcontext(int(cubeful), plies, 1, int(plies > 0), 0.0)
        return ec

    def _ci(self, match: MatchState, on_roll: int, cube: int | None = None,
            owner: int | None | str = "same") -> dict:
        cube = match.cube if cube is None else cube
        owner = match.cube_owner if owner == "same" else owner
        key = (match.length, match.score, cube, owner, on_roll, match.crawford)
        ci = self._cis.get(key)
        if ci is None:
            ci = self._g.cubeinfo(cube, -1 if owner is None else owner, on_roll, match.length,
                                  tuple(match.score), int(match.crawford))
            if not match.length:
                price = 0.0 if self.jacoby and owner is None else 1.0
                ci = dict(ci, jacoby=int(self.jacoby), beavers=int(self.beavers),
                          gammonprice=((price, price), (price, price)))
            if len(self._cis) > 1024:
                self._cis.clear()
            self._cis[key] = ci
        return ci

    def _mwc(self, equity: float, match: MatchState, side: int) -> float:
        return self._g.eq2mwc(equity, self._ci(match, side))

    def _cost(self, loss: float, match: MatchState, side: int) -> float:
        """``loss`` (normalised equity of ``side``) as match winning chances, or money points."""
        if not match.length:
            return loss * match.cube
        return self._mwc(0.0, match, side) - self._mwc(-loss, match, side)

    def _flip(self, value: float, match: MatchState, side: int, cube: int, owner: int | None) -> float:
        """``side``'s normalised equity turned into its opponent's."""
        if not match.length:
            return -value
        mwc = self._g.eq2mwc(value, self._ci(match, side, cube, owner))
        return self._g.mwc2eq(1.0 - mwc, self._ci(match, 1 - side, cube, owner))

    # -- checker play ----------------------------------------------------------------------------
    def _scores(self, position: Position, dice: tuple[int, int], ci: dict, plies: int,
                results: dict[Play, Position]) -> dict[Play, float]:
        """Every legal play of ``position.turn`` (``results``: each with the position it leads to)
        with its cubeful equity (gnubg's move scores)."""
        g = self._g
        moves = g.findbestmoves(position.gnubg_board(), ci, self._ec(True, plies), dice)
        if not moves:  # no legal move: the one "play" is forced and its equity does not matter
            return {play: 0.0 for play in results}
        by_key: dict[tuple, Play] = {_key(after): play for play, after in results.items()}
        scores: dict[Play, float] = {}
        loose: list[tuple[tuple[int, ...], float]] = []
        board = position.gnubg_board()
        for move in moves:
            steps = move["move"]
            key = _apply_tuple(board, steps)
            play = by_key.get(key) if key is not None else None
            if play is not None and play not in scores:
                scores[play] = move["score"]
            else:
                loose.append((steps, move["score"]))
        if loose:
            self._match_loose(position, results, scores, loose)
        return scores

    def _match_loose(self, position: Position, results: dict[Play, Position], scores: dict[Play, float],
                     loose: list[tuple[tuple[int, ...], float]]) -> None:
        """gnubg's move tuples stop at the first checker borne off: such moves are matched to the
        remaining plays by their steps so far; among plays the steps cannot tell apart, the order of
        gnubg's scores follows the order of their cubeless equities."""
        g = self._g
        left = [play for play in results if play not in scores]
        if not left:
            return
        ci = self._ci(MatchState(on_roll=1 - position.turn, turn=1 - position.turn), 1 - position.turn)
        cubeless = {play: -g.evaluate(results[play].gnubg_board(), ci, self._ec(False, 0))[5] for play in left}
        left.sort(key=lambda play: -cubeless[play])
        loose.sort(key=lambda item: -item[1])
        for steps, score in loose:
            prefix = [(steps[i], steps[i + 1]) for i in range(0, len(steps) - 1, 2)]
            chosen = next((play for play in left if _starts_with(play, prefix, steps)), None)
            if chosen is None and left:
                chosen = left[0]
            if chosen is None:
                break
            left.remove(chosen)
            scores[chosen] = score

    def checker(self, position: Position, match: MatchState, dice: Sequence[int],
                play: Play) -> CheckerAnalysis:
        """The analysis of ``play`` by ``position.turn`` with ``dice`` (``match`` gives the cube
        and score)."""
        side = position.turn
        dice = (int(dice[0]), int(dice[1]))
        g = self._g
        with gnubg_engine.LOCK:
            legal = position.legal_plays(dice)
            played = legal.find(play)
            results = legal.results()
            ci = self._ci(match, side)
            scores = self._scores(position, dice, ci, self.plies, results)
            ranked = sorted(results, key=lambda p: -scores.get(p, float("-inf")))
            best = scores[ranked[0]] if ranked else 0.0
            alternatives = []
            ci_after = self._ci(match, 1 - side)
            for candidate in ranked[:ALTERNATIVES]:
                out = g.evaluate(results[candidate].gnubg_board(), ci_after, self._ec(False, 0))
                win, wg, wbg, lg, lbg = out[:5]
                alternatives.append(Alternative(candidate, scores[candidate], best - scores[candidate],
                                                (1.0 - win, lg, lbg, wg, wbg)))
            equity = scores.get(played, best)
            loss = max(best - equity, 0.0) if len(results) > 1 else 0.0
            rank = ranked.index(played) + 1 if played in ranked else 1
            cost = self._cost(loss, match, side)
        return CheckerAnalysis(side, dice, played, equity, best, loss, cost, rank, len(results),
                               tuple(alternatives), self.plies)

    def dance(self, position: Position, match: MatchState, dice: Sequence[int]) -> CheckerAnalysis:
        """:meth:`checker` of a roll ``position.turn`` cannot play at all (known to be so, as
        gnubg's own analysis knows it): the empty play, forced, leaving the board as it is with
        the other side on roll; no legal plays generated and no plays scored."""
        side = position.turn
        dice = (int(dice[0]), int(dice[1]))
        with gnubg_engine.LOCK:
            out = self._g.evaluate(position.with_turn(1 - side).gnubg_board(), self._ci(match, 1 - side),
                                   self._ec(False, 0))
            cost = self._cost(0.0, match, side)
        win, wg, wbg, lg, lbg = out[:5]
        return CheckerAnalysis(side, dice, Play(), 0.0, 0.0, 0.0, cost, 1, 1,
                               (Alternative(Play(), 0.0, 0.0, (1.0 - win, lg, lbg, wg, wbg)),), self.plies)

    # -- cube decisions ----------------------------------------------------------------------
    def _roll(self, match: MatchState, board: tuple, on_roll: int, cube: int, owner: int | None,
              dice: tuple[int, int], plies: int, depth: int = 0) -> tuple[float, tuple | None]:
        """Cubeful equity (normalised to ``cube``) of ``on_roll`` after playing ``dice`` well, and
        gnubg's move tuple of that best play (None when the roll cannot be played).

        Kept for the next calls: a roll's luck and its cube decision's "no double" average score
        the same rolls of the same position."""
        key = (board, on_roll, cube, owner, plies, depth, match.length, match.score, match.crawford)
        rolls = self._rolled.get(key)
        if rolls is None:
            if len(self._rolled) > 1024:
                self._rolled.clear()
            rolls = self._rolled[key] = {}
        known = rolls.get(dice)
        if known is None:
            known = rolls[dice] = self._roll_now(match, board, on_roll, cube, owner, dice, plies, depth, rolls)
        return known

    def _roll_now(self, match: MatchState, board: tuple, on_roll: int, cube: int, owner: int | None,
                  dice: tuple[int, int], plies: int, depth: int, rolls: dict) -> tuple[float, tuple | None]:
        g = self._g
        ci = self._ci(match, on_roll, cube, owner)
        moves = g.findbestmoves(board, ci, self._ec(True, plies), dice)
        if moves:
            return moves[0]["score"], moves[0]["move"]
        # every roll that dances leaves the same board: scored once
        danced = rolls.get(None)
        if danced is None:
            value = self._danced(board, ci, dice, plies)
            if value is None:
                value = self._closed_in(match, board, on_roll, cube, owner, plies, depth)
            danced = rolls[None] = (value, None)
        return danced

    def _closed_in(self, match: MatchState, board: tuple, on_roll: int, cube: int, owner: int | None,
                   plies: int, depth: int) -> float:
        """The equity of ``on_roll`` when its roll cannot be played and :meth:`_danced` finds no
        play that leads to the same board (no checker of its own in the other side's home board,
        or none on the bar: a closed-in side). The board with the other side on roll is then
        scored here, not by gnubg's 0-ply cubeful formula, which its Python package does not
        expose: exactly where nobody can use the cube any more (the Crawford game, a cube dead
        for its owner or, centred, for both: cubeful is cubeless there); otherwise one ply deeper
        (the other side's 21 rolls, with its cube action: no double, or double and the better of
        take and pass for the doubled side), and cubeless below that."""
        g = self._g
        swapped = (board[1], board[0])
        other = 1 - on_roll
        ci = self._ci(match, other, cube, owner)
        state = MatchState(length=match.length, score=match.score, crawford=match.crawford, cube=cube,
                           cube_owner=owner)
        usable = [side for side in (0, 1) if owner in (None, side) and cube_available(state, side)]
        if depth >= 1 or (match.length and not usable):
            value = g.evaluate(swapped, ci, self._ec(False, 0))[5]
        else:
            value = self._before_roll(match, swapped, other, cube, owner, plies, depth + 1)
            if other in usable:
                doubled = self._before_roll(match, swapped, other, 2 * cube, on_roll, plies, depth + 1)
                if match.length:
                    doubled = g.mwc2eq(g.eq2mwc(doubled, self._ci(match, other, 2 * cube, on_roll)), ci)
                else:
                    doubled *= 2
                if doubled >= value and 1.0 >= value:
                    value = min(doubled, 1.0)
        return self._flip(value, match, other, cube, owner)

    def _danced(self, board: tuple, ci: dict, dice: tuple[int, int], plies: int) -> float | None:
        """The equity of the side on roll that dances with ``dice`` (its checker on the bar cannot
        enter): the same board with the other side on roll, scored as gnubg scores any play's
        result (cubeful, the other side's cube action included, at ``plies``).

        gnubg's Python package returns that cubeful equity only for the result of a play, so it
        is read from a play that leads to this very board: one more checker on the bar, one fewer
        on a point of the other side's home board that a die ``a`` enters on, and the roll ``a``
        with one of the dice that danced, whose point stays closed, so that entering that checker
        is the only play. None when the side has no checker on such a point."""
        opp, me = board
        if not me[24]:
            return None
        blocked = next((d for d in dice if opp[d - 1] >= 2), None)
        if blocked is None:
            return None
        for a in range(1, 7):
            if a == blocked or not me[24 - a]:
                continue
            donor = list(me)
            donor[24 - a] -= 1
            donor[24] += 1
            entered = (25, 25 - a)
            for move in self._g.findbestmoves((opp, tuple(donor)), ci, self._ec(True, plies), (a, blocked)):
                if tuple(move["move"]) == entered:
                    return move["score"]
        return None

    def _with_play(self, match: MatchState, board: tuple, on_roll: int, cube: int, owner: int | None,
                   dice: tuple[int, int], plies: int, steps: tuple) -> float:
        """The cubeful equity with the cube at ``cube``/``owner`` of the play ``steps`` (gnubg's
        tuple) of ``dice``."""
        ci = self._ci(match, on_roll, cube, owner)
        moves = self._g.findbestmoves(board, ci, self._ec(True, plies), dice)
        # a tuple cut at the first checker borne off may stand for several plays: the best of them
        return max((m["score"] for m in moves if tuple(m["move"]) == tuple(steps)), default=moves[0]["score"])

    def _before_roll(self, match: MatchState, board: tuple, on_roll: int, cube: int, owner: int | None,
                     plies: int, depth: int = 0) -> float:
        total = 0.0
        for dice, weight in ROLLS:
            total += weight * self._roll(match, board, on_roll, cube, owner, dice, plies, depth)[0]
        return total / 36.0

    def cube(self, position: Position, match: MatchState) -> CubeEquities:
        """The cube decision of ``position.turn`` before it rolls (the cube must be available).

        As gnubg does, each roll's play is chosen with the cube as it is ("no double"), and the
        "double, take" equity scores that same play with the cube doubled (at 0 plies; deeper,
        the best play for the doubled cube)."""
        g = self._g
        side = position.turn
        board = position.gnubg_board()
        plies = self.cube_plies - 1
        cube, owner = match.cube, match.cube_owner
        nd = dt = 0.0
        with gnubg_engine.LOCK:
            for dice, weight in ROLLS:
                value, steps = self._roll(match, board, side, cube, owner, dice, plies)
                nd += weight * value
                if steps is None or plies:
                    doubled = self._roll(match, board, side, 2 * cube, 1 - side, dice, plies)[0]
                else:
                    doubled = self._with_play(match, board, side, 2 * cube, 1 - side, dice, plies, steps)
                dt += weight * doubled
            nd, dt = nd / 36.0, dt / 36.0
            if match.length:
                mwc = g.eq2mwc(dt, self._ci(match, side, 2 * cube, 1 - side))
                dt = g.mwc2eq(mwc, self._ci(match, side))
            else:
                dt *= 2
        # double, pass wins the cube's value: +1 in normalised equity, in match play as in money
        return CubeEquities(side, nd, dt, 1.0, self.cube_plies)

    def cube_action(self, equities: CubeEquities, kind: CubeKind, match: MatchState) -> CubeAnalysis:
        """The loss of ``kind`` given the decision's equities (the doubler's point of view)."""
        e = equities
        side = e.side if kind in (CubeKind.NO_DOUBLE, CubeKind.DOUBLE) else 1 - e.side
        if kind == CubeKind.NO_DOUBLE:
            loss, counted = max(e.optimal - e.no_double, 0.0), e.close
        elif kind == CubeKind.DOUBLE:
            loss, counted = max(e.optimal - min(e.double_take, e.double_pass), 0.0), True
        elif kind in (CubeKind.TAKE, CubeKind.BEAVER):
            loss, counted = max(e.double_take - e.double_pass, 0.0), True
        else:
            loss, counted = max(e.double_pass - e.double_take, 0.0), True
        with gnubg_engine.LOCK:
            cost = self._cost(loss, match, e.side)
        return CubeAnalysis(side, kind, e, loss, cost, counted)

    # -- luck ------------------------------------------------------------------------------------
    def luck(self, position: Position, match: MatchState, dice: Sequence[int], opening: bool = False) -> LuckAnalysis:
        """The luck of ``dice`` for ``position.turn``: the equity after the roll played well less
        the average of all rolls (``opening``: gnubg's opening-roll average, over the 30
        non-doubles with half of them for the other side)."""
        side = position.turn
        d = (int(dice[0]), int(dice[1]))
        board = position.gnubg_board()
        cube, owner = match.cube, match.cube_owner
        with gnubg_engine.LOCK:
            if opening and d[0] != d[1]:
                other_board = (board[1], board[0])
                total, mine = 0.0, 0.0
                for (a, b), weight in ROLLS:
                    if a == b:
                        continue
                    mine_value = self._roll(match, board, side, cube, owner, (a, b), 0)[0]
                    theirs = self._roll(match, other_board, 1 - side, cube, owner, (a, b), 0)[0]
                    total += mine_value - theirs  # gnubg negates the other side's equity here
                    if {a, b} == set(d):
                        mine = mine_value
                value = mine - total / 30.0
            else:
                total, mine = 0.0, 0.0
                for (a, b), weight in ROLLS:
                    v, steps = self._roll(match, board, side, cube, owner, (a, b), 0)
                    if steps is None and match.length:
                        # a roll that cannot be played: gnubg negates the other side's equity
                        # (normalised to its own match winning chances), not its MWC
                        v = -self._flip(v, match, side, cube, owner)
                    total += weight * v
                    if (a, b) == tuple(sorted(d)):
                        mine = v
                value = mine - total / 36.0
            cost = self.luck_cost(value, match, side)
        return LuckAnalysis(side, d, value, cost)

    def luck_cost(self, luck: float, match: MatchState, side: int) -> float:
        """``luck`` (normalised equity of ``side``) as match winning chances won (match play) or
        points (money play), as gnubg's statistics count it."""
        with gnubg_engine.LOCK:
            if match.length:
                return self._mwc(luck, match, side) - self._mwc(0.0, match, side)
            return luck * match.cube


# -- gnubg's own analysis -------------------------------------------------------------------------
#: :func:`analyse_match`'s two ways (see :func:`analysis_path`): the package's own analysis, run by
#: its commands, or :class:`Analyser`'s, built here on its evaluation functions.
OWN, OURS = "gnubg", "fibsgui"
#: gnubg analyses a game at a time up to this look-ahead, a move at a time deeper. Measured on the
#: benchmark's 7-point match (252 moves): a game at a time costs about what ``analyse match`` costs
#: (0.30 s against 0.28 s at 0 plies), a move at a time adds about 9 ms a move (2.6 s at 0 plies,
#: 3.4 s against 1.6 s at 1 ply, 12.6 s against 11.1 s at 2 plies); at 2 plies a game takes
#: seconds, so a move at a time there lets Cancel stop within a move for 14% more time.
GAME_AT_A_TIME_PLIES = 1
#: Up to this look-ahead a whole match is analysed by one ``analyse match`` when every game is asked
#: for. gnubg's commands wait for its calculation thread in steps of 25 ms, so each command loses
#: 12 ms on average: 50 ms on the benchmark's four games at 0 plies (0.28 s by one command), the
#: whole difference between a game at a time and gnubg's own ``analyse match``. Cancel then waits
#: for the match's analysis (about 1 ms a move at 0 plies).
MATCH_AT_ONCE_PLIES = 0
#: gnubg's defaults for the money-game rules it keeps as settings, put back after an analysis.
_GNUBG_JACOBY, _GNUBG_BEAVERS = "on", 3

_own_failed: str | None = None  # why gnubg's own analysis failed in this process, once it has
_threads_set = False
_last_import: list[Any] = [None]  # the analysis whose match gnubg holds now
_c_flush: Any = None


def analysis_path() -> str:
    """Which way :func:`analyse_match` analyses in this process: :data:`OWN` where the gnubg
    package has the commands of the program (``command``, ``navigate``) and they have not failed
    here; :data:`OURS` otherwise (an older package, or after a failure, which is logged once).
    Raises :class:`EngineUnavailableError` when gnubg cannot be loaded."""
    g = gnubg_engine.load()
    if _own_failed is None and all(callable(getattr(g, name, None)) for name in ("command", "navigate")):
        return OWN
    return OURS


def _prepare(g: Any) -> None:
    """Once per process, with gnubg's loading: one calculation thread for its analysis (the
    package starts with none, and its ``analyse`` commands then never return; setting it starts
    the thread, about 25 ms, as gnubg's own start-up does)."""
    global _threads_set
    if _threads_set or not callable(getattr(g, "command", None)):
        return
    with gnubg_engine.LOCK:
        if not _threads_set:
            with _quiet():
                g.command("set threads 1")
            _threads_set = True


def _flush_c_streams() -> None:
    """Flush the C library's output buffers (gnubg prints with C's stdio)."""
    global _c_flush
    if _c_flush is None:
        _c_flush = False
        try:
            import ctypes

            lib = ctypes.CDLL("ucrtbase" if sys.platform == "win32" else None)
            _c_flush = lib.fflush
        except (OSError, AttributeError):
            pass
    if _c_flush:
        _c_flush(None)


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """gnubg's console output (the board after an import, settings echoed, its notices: it
    prints to the process's standard output and error) sent to the null device while its
    commands run. The process's output streams are shared, so what another thread prints in
    those moments is lost too; outside them nothing changes."""
    flush_output()
    try:
        saved = (os.dup(1), os.dup(2))
    except OSError:  # no console at all (a windowed app on Windows): nothing to quiet
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    _flush_c_streams()
    try:
        os.dup2(null, 1)
        os.dup2(null, 2)
        yield
    finally:
        _flush_c_streams()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        for fd in (*saved, null):
            os.close(fd)


def _sgf_games(text: str) -> list[list[dict[str, list[str]]]]:
    """The nodes of each game in gnubg's SGF text: each node its properties' values, unescaped
    where it matters (only ``\\]`` ends no value). One pass; a value is found with ``str.find``, and
    the backslashes before a ``]`` counted only where there is one."""
    games: list[list[dict[str, list[str]]]] = []
    node: dict[str, list[str]] | None = None
    ident = ""
    find = text.find
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "[":
            j = find("]", i + 1)
            while j > 0 and text[j - 1] == "\\":  # escaped when an odd number of backslashes precede
                k = j - 2
                while text[k] == "\\":  # stops at the "[" at the latest
                    k -= 1
                if (j - 1 - k) % 2 == 0:
                    break
                j = find("]", j + 1)
            if j < 0:
                break
            if node is not None:
                node.setdefault(ident, []).append(text[i + 1:j])
            i = j + 1
        elif ch == ";":
            node = {}
            if games:
                games[-1].append(node)
            i += 1
        elif ch == "(":
            games.append([])
            node = None
            i += 1
        elif ch.isalpha():
            j = i
            while j < n and text[j].isalpha():
                j += 1
            ident = text[i:j]
            i = j
        else:
            i += 1
    return games


def _sgf_point(side: int, letter: str) -> int:
    """A point of gnubg's SGF move (``a``-``x``, ``y`` the bar, ``z`` off) in the mover's numbering."""
    if letter == "y":
        return 25
    if letter == "z":
        return 0
    index = ord(letter) - ord("a")
    if not 0 <= index < 24:
        raise ValueError(letter)
    return index + 1 if side == 0 else 24 - index


def _after_steps(board: tuple, steps: Sequence[tuple[int, int]]) -> tuple | None:
    """The board (gnubg's, the mover on roll) after the mover's ``steps`` (from, to: 25 the bar,
    0 off), as :meth:`Position.gnubg_board` gives it with the other side on roll; None when a
    step cannot be made."""
    opp, me = list(board[0]), list(board[1])
    for src, dst in steps:
        if not (1 <= src <= 25 and 0 <= dst < src) or me[src - 1] <= 0:
            return None
        me[src - 1] -= 1
        if dst:
            me[dst - 1] += 1
            if opp[24 - dst] == 1:
                opp[24 - dst] = 0
                opp[24] += 1
    return tuple(me), tuple(opp)


@dataclass
class _Node:
    """One record of gnubg's analysed game: who, what (a move's dice and steps, or a cube
    word), and gnubg's analysis of it."""

    side: int
    word: str = ""  # "double", "take", "drop"; empty for a move
    dice: tuple[int, int] = (0, 0)
    steps: tuple[tuple[int, int], ...] = ()
    letters: str = ""  # the steps as gnubg's SGF writes them
    cube: tuple[float, float] | None = None  # cubeful no double, double take (gnubg's raw outputs)
    moves: tuple[str, ...] = ()  # gnubg's plays, best first, as written (read by :meth:`move`)
    played: int = -1  # index of the play made in ``moves``
    luck: float | None = None

    @classmethod
    def parse(cls, props: dict[str, list[str]]) -> "_Node | None":
        for colour, side in (("W", 0), ("B", 1)):
            if colour in props:
                break
        else:
            return None
        value = props[colour][0].strip()
        node = cls(side)
        if value in ("double", "take", "drop"):
            node.word = value
        else:
            node.dice = (int(value[0]), int(value[1]))
            node.letters = value[2:]
            node.steps = _sgf_steps(side, node.letters)
        da = props.get("DA", [""])[0].split()
        if len(da) >= 21 and da[0] == "E":
            node.cube = (float(da[13]), float(da[20]))
        a = props.get("A")
        if a and len(a) > 1:
            node.played = int(a[0])
            node.moves = tuple(a[1:])
        if "LU" in props:
            node.luck = float(props["LU"][0])
        return node

    def move(self, number: int) -> tuple[str, float, Chances] | None:
        """gnubg's play ``number``: its steps in SGF letters (see :func:`_sgf_steps`), cubeful
        equity and the mover's chances after it (win, win gammon, win backgammon, lose gammon,
        lose backgammon); None for a rollout's."""
        words = self.moves[number].split()
        letters = "" if words[:1] == ["E"] else words.pop(0)
        if words[:2] != ["E", "ver"] or len(words) < 9:
            return None
        numbers = [float(x) for x in words[3:9]]
        return letters, numbers[5], (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4])


def _evaluated(move: str) -> bool:
    """Whether gnubg's play (an ``A`` value) was scored by an evaluation (not a rollout), as
    :meth:`_Node.move` reads it."""
    words = move.split(None, 10)
    if words[:1] != ["E"]:
        words = words[1:]
    return words[:2] == ["E", "ver"] and len(words) >= 9


def _sgf_steps(side: int, letters: str) -> tuple[tuple[int, int], ...]:
    return tuple((_sgf_point(side, letters[k]), _sgf_point(side, letters[k + 1]))
                 for k in range(0, len(letters) - 1, 2))


class _OwnAnalysis:
    """gnubg's own analysis of a record's games, asked for a game at a time: the record is
    written as ``.mat`` text to a temporary folder and imported (gnubg's ``load match`` of SGF
    crashes the package), the analysis settings are set by commands as :class:`Analyser` works
    (its plies, cubeful, gnubg's thresholds), each game is analysed by ``analyse game`` (or move
    by move, deeper than :data:`GAME_AT_A_TIME_PLIES`), saved by ``save game`` as SGF with its
    analysis (the package's ``match()`` leaves the analysis out) and read back into nodes, each
    checked against the record's action (side, dice, the board it leads to). A game gnubg cannot
    take (one set up from a position, another cube, a beaver, another variant) or whose records
    do not match is left to :class:`Analyser`.

    gnubg's settings and current match are global: the practice engine uses neither (its
    ``evaluate`` and ``findbestmoves`` have explicit contexts, which the settings here do not
    change: ``cubeinfo`` built with arguments ignores them), and the money rules are put back to
    gnubg's defaults after each game. ``set threads 1`` stays: with more threads the package's
    analysis never returns."""

    def __init__(self, record: Any, analyser: Analyser, cancel: Callable[[], bool] | None,
                 whole: bool = False) -> None:
        self.record = record
        self.analyser = analyser
        self.cancel = cancel
        #: every game analysed by one command at the first game asked for (see :data:`MATCH_AT_ONCE_PLIES`)
        self.whole = whole and analyser.plies <= MATCH_AT_ONCE_PLIES
        self.games: dict[int, dict[int, _Node] | None] = {}
        self.timings: dict[str, float] = {}
        self.folder: str | None = None
        self.imported = False
        info = record.info
        self.usable = info.variant == "backgammon"

    def close(self) -> None:
        """Put gnubg's money rules back to its defaults and remove the temporary files."""
        if self.imported and _last_import[0] is self:
            g = gnubg_engine.load()
            with gnubg_engine.LOCK, _quiet():
                self._restore(g)
            _last_import[0] = None
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None

    def _restore(self, g: Any) -> None:
        if self.record.info.jacoby != (_GNUBG_JACOBY == "on"):
            g.command(f"set jacoby {_GNUBG_JACOBY}")
        if self.record.info.beavers != bool(_GNUBG_BEAVERS):
            g.command(f"set beavers {_GNUBG_BEAVERS}")

    def node(self, game: int, index: int) -> _Node | None:
        if not self.usable:
            return None
        if game not in self.games:
            if self.whole:  # every game at once, or (gnubg could not take them all) a game at a time
                self.whole = False
                self.games.update(self._analyse(None))
            if game not in self.games:
                self.games.update(self._analyse(game))
            self.games.setdefault(game, None)
        nodes = self.games[game]
        return None if nodes is None else nodes.get(index)

    def _takes(self, game: int) -> bool:
        from fibsgui.records.model import ActionKind

        g = self.record.games[game]
        return (g.position is None and g.cube == 1 and g.cube_owner is None
                and not any(a.kind == ActionKind.BEAVER for a in g.actions))

    def _settings(self) -> list[str]:
        a = self.analyser
        info = self.record.info
        out = ["set confirm new off", "set confirm save off", "set display off", "set sound enable off",
               "set analysis moves on", "set analysis cube on", "set analysis luck on"]

        for name, plies, prune in (("chequerplay", a.plies, a.plies > 0),
                                   ("cubedecision", a.cube_plies, a.cube_plies > 1), ("luckanalysis", 0, False)):
            out += [f"set analysis {name} evaluation plies {plies}", f"set analysis {name} evaluation cubeful on",
                    f"set analysis {name} evaluation prune {'on' if prune else 'off'}",
                    f"set analysis {name} evaluation deterministic on", f"set analysis {name} evaluation noise 0"]
        out = [c.replace("luckanalysis evaluation", "luckanalysis") for c in out]
        for word, value in (("doubtful", DOUBTFUL), ("bad", BAD), ("verybad", VERY_BAD), ("lucky", LUCKY),
                            ("verylucky", VERY_LUCKY), ("unlucky", LUCKY), ("veryunlucky", VERY_LUCKY)):
            out.append(f"set analysis threshold {word} {value}")
        out += [f"set jacoby {'on' if info.jacoby else 'off'}", f"set beavers {3 if info.beavers else 0}"]
        return out

    def _analyse(self, game: int | None) -> dict[int, dict[int, _Node] | None]:
        """gnubg's analysis of ``game`` (None: of every game, by one command), each game's nodes
        by action index (None for a game gnubg's record does not match)."""
        global _own_failed
        wanted = range(len(self.record.games)) if game is None else (game,)
        if _own_failed is not None or not all(self._takes(k) for k in wanted):
            return {}
        from fibsgui.records.matfile import write_mat

        g = gnubg_engine.load()
        clock = time.perf_counter
        start = clock()
        try:
            _prepare(g)
            if self.folder is None:
                self.folder = tempfile.mkdtemp(prefix="fibsgui-analysis-")
            folder = Path(self.folder)
            mat = folder / "match.mat"
            saved = folder / ("match.sgf" if game is None else f"game{game}.sgf")
            if not self.imported:
                mat.write_text(write_mat(self.record), encoding="utf-8")
            with gnubg_engine.LOCK, _quiet():
                try:
                    # the match and settings are gnubg's globals: set again after another's use
                    if not self.imported or _last_import[0] is not self:
                        for command in (*self._settings(), f'import mat "{mat.as_posix()}"'):
                            g.command(command)
                        self.imported = True
                        _last_import[0] = self
                    self._time("gnubg import", start)
                    start = clock()
                    if game is None:
                        g.command("analyse match")
                    else:
                        g.navigate()
                        if game and g.navigate(game=game) != (0, game):
                            return {}
                        if self.analyser.plies <= GAME_AT_A_TIME_PLIES:
                            g.command("analyse game")
                        else:
                            for _ in range(4 * len(self.record.games[game].actions) + 4):
                                g.command("analyse move")
                                if g.navigate(next=1) is not None or (self.cancel is not None and self.cancel()):
                                    break
                    self._time("gnubg analyse", start)
                    start = clock()
                    g.command(f'{"save match" if game is None else "save game"} "{saved.as_posix()}"')
                    self._time("gnubg save", start)
                except BaseException:
                    self._restore(g)
                    raise
            if not saved.exists():
                raise RuntimeError("gnubg wrote no analysis")
            start = clock()
            trees = _sgf_games(saved.read_text(encoding="utf-8", errors="replace"))
            self._time("read SGF", start)
        except Exception as exc:  # the package's commands misbehaving: fibsgui's own analysis from now on
            _own_failed = str(exc) or type(exc).__name__
            log.warning("GNU Backgammon's own analysis failed (%s): fibsgui's is used instead", _own_failed)
            return {}
        if len(trees) != len(wanted):
            return {}
        start = clock()
        out: dict[int, dict[int, _Node] | None] = {}
        for k, tree in zip(wanted, trees):
            try:
                nodes = [node for node in (_Node.parse(props) for props in tree[1:]) if node is not None]
            except (ValueError, IndexError):
                out[k] = None
                continue
            out[k] = self._match(k, nodes)
        self._time("match records", start)
        return out

    def _time(self, phase: str, start: float) -> None:
        self.timings[phase] = self.timings.get(phase, 0.0) + time.perf_counter() - start

    def _match(self, game: int, nodes: list[_Node]) -> dict[int, _Node] | None:
        """The record's decisions of ``game`` (by action index) with gnubg's record of each; None
        when the two differ."""
        from fibsgui.records.model import ActionKind

        steps = _decisions(self.record, (game,))
        out: dict[int, _Node] = {}
        k = 0
        for i, step in enumerate(steps):
            action = step.action
            kind = action.kind
            if kind == ActionKind.MOVE:
                continue  # with its roll
            if kind == ActionKind.ROLL:
                following = steps[i + 1] if i + 1 < len(steps) else None
                if following is None or following.action.kind != ActionKind.MOVE:
                    continue  # rolled, not yet played: not in gnubg's record
                node = nodes[k] if k < len(nodes) else None
                if node is None or node.word or node.side != action.side or \
                        sorted(node.dice) != sorted(action.dice):
                    return None
                board = step.before.position.with_turn(action.side).gnubg_board()
                ours = _after_steps(board, [(m.from_point, m.to_point) for m in following.action.play])
                if ours is None or _after_steps(board, node.steps) != ours:
                    return None
                out[step.index] = out[following.index] = node
            else:
                node = nodes[k] if k < len(nodes) else None
                if node is None or node.word != kind.value or node.side != action.side:
                    return None
                out[step.index] = node
            k += 1
        return out

    # -- gnubg's figures into the results ---------------------------------------------------------
    def equities(self, node: _Node, match: MatchState, side: int) -> CubeEquities | None:
        if node.cube is None:
            return None
        nd, dt = node.cube
        if match.length:
            g = self.analyser._g
            with gnubg_engine.LOCK:
                ci = self.analyser._ci(match, side)
                nd, dt = g.mwc2eq(nd, ci), g.mwc2eq(dt, ci)
        return CubeEquities(side, nd, dt, 1.0, self.analyser.cube_plies)

    def checker(self, node: _Node, position: Position, match: MatchState, play: Play) -> CheckerAnalysis | None:
        """The analysis of ``play`` from gnubg's list of plays (every legal play, best first):
        its best ones and the one made, each the legal play that reaches the same board, made
        when first read (see :class:`_PlaysOf`)."""
        dice = (int(match.dice[0]), int(match.dice[1])) if match.dice else node.dice
        if not play and not node.moves and not node.letters:  # a roll that could not be played
            return self.analyser.dance(position, match, dice)
        if not node.moves or not 0 <= node.played < len(node.moves):
            return None
        side = position.turn
        first, made = node.move(0), node.move(node.played)
        if first is None or made is None or not all(_evaluated(m) for m in node.moves[1:ALTERNATIVES]):
            return None  # a rollout's (not asked for)
        if made[0] != node.letters:  # the play made, as gnubg wrote it (matched to the record's)
            board = position.gnubg_board()
            if _after_steps(board, _sgf_steps(side, made[0])) != _after_steps(board, node.steps):
                return None
        plays = _PlaysOf(position, node.dice)
        best, equity = first[1], made[1]
        count = len(node.moves)
        loss = max(best - equity, 0.0) if count > 1 else 0.0
        with gnubg_engine.LOCK:
            cost = self.analyser._cost(loss, match, side)
        return CheckerAnalysis(side, dice, _later(plays.play, play), equity, best, loss, cost, node.played + 1, count,
                               _later(plays.alternatives, node, best), self.analyser.plies)


def _key(position: Position) -> tuple:
    return position.gnubg_board()


def _apply_tuple(board: tuple, steps: tuple[int, ...]) -> tuple | None:
    """The board after gnubg's move tuple (1-based points, 25 the bar), seen by the opponent
    now on roll; None when the tuple is cut (a checker borne off ends gnubg's tuple)."""
    if len(steps) % 2:
        return None
    me, opp = list(board[1]), list(board[0])
    for i in range(0, len(steps), 2):
        src, dst = steps[i], steps[i + 1]
        if not (1 <= src <= 25) or not (1 <= dst <= 24):
            return None
        me[src - 1] -= 1
        me[dst - 1] += 1
        if opp[24 - dst] == 1:
            opp[24 - dst] = 0
            opp[24] += 1
    return tuple(opp), tuple(me)


def _starts_with(play: Play, prefix: list[tuple[int, int]], steps: tuple[int, ...]) -> bool:
    """Whether ``play`` contains gnubg's known steps (and bears off from the cut-off point)."""
    moves = [(m.from_point, m.to_point) for m in play]
    for step in prefix:
        if step in moves:
            moves.remove(step)
        else:
            return False
    if len(steps) % 2:
        return any(src == steps[-1] for src, _dst in moves)
    return True


# -- over a record ----------------------------------------------------------------------------------
class AnalysisCancelled(Exception):
    """Raised inside the loop when ``cancel()`` became true (never escapes :func:`analyse_match`)."""


def _decisions(record: Any, games: Iterable[int]) -> list:
    from fibsgui.records.model import ActionKind

    wanted = {ActionKind.ROLL, ActionKind.MOVE, ActionKind.DOUBLE, ActionKind.TAKE, ActionKind.BEAVER,
              ActionKind.DROP}
    return [step for g in games for step in record.steps(g) if step.action.kind in wanted]


def analyse_match(record: Any, plies: int = 0, progress: Callable[[int, int], None] | None = None,
                  cancel: Callable[[], bool] | None = None, games: Sequence[int] | None = None,
                  analyser: Analyser | None = None, path: str | None = None) -> Analysis:
    """Analyse a :class:`fibsgui.records.MatchRecord` (or only the games at ``games``, 0-based),
    the way :func:`analysis_path` says (``path``: :data:`OURS` to use :class:`Analyser` alone).

    ``progress(done, total)`` is called after every decision (rolls, plays, cube actions);
    ``cancel()`` is asked before each, and when true the analysis stops there: the result then has
    ``complete`` false and holds what was done. Never touches Qt; run it in a worker thread.

    The whole analysis runs in gnubg's engine thread as one piece of work (from another thread
    it is handed there and waited for), so ``progress`` and ``cancel`` are called there, and each
    of its many calls into gnubg is a plain call rather than one routed to that thread.
    """
    return gnubg_engine.engine_thread().call(_analyse_match, record, plies, progress, cancel, games, analyser, path)


def _analyse_match(record: Any, plies: int, progress: Callable[[int, int], None] | None,
                   cancel: Callable[[], bool] | None, games: Sequence[int] | None, analyser: Analyser | None,
                   path: str | None) -> Analysis:
    from fibsgui.records.model import ActionKind

    info = record.info
    analyser = analyser or Analyser(plies, jacoby=info.jacoby, beavers=info.beavers)
    indexes = range(len(record.games)) if games is None else games
    steps = _decisions(record, indexes)
    result = Analysis(analyser.plies, analyser.cube_plies, length=info.length)
    total = len(steps)
    pending: dict[int, CubeEquities] = {}  # a double's equities, for the answer that follows
    start_board = Position.initial().board
    whole = games is None or sorted(set(indexes)) == list(range(len(record.games)))
    own = _OwnAnalysis(record, analyser, cancel, whole) if (path or analysis_path()) == OWN else None
    try:
        for done, step in enumerate(steps, 1):
            if cancel is not None and cancel():
                return result
            node = own.node(step.game, step.index) if own is not None else None
            action, before = step.action, step.before
            position, match = before.position, before.match
            kind, side = action.kind, action.side
            if kind == ActionKind.ROLL:
                mover = position.with_turn(side)
                initial = mover.board == start_board
                cube = luck = None
                if node is not None:  # gnubg analysed the cube decision before this roll, or none
                    equities = own.equities(node, match, side)
                    if equities is not None:
                        cube = analyser.cube_action(equities, CubeKind.NO_DOUBLE, match)
                    if node.luck is not None:
                        luck = LuckAnalysis(side, (int(action.dice[0]), int(action.dice[1])), node.luck,
                                            analyser.luck_cost(node.luck, match, side))
                elif not initial and match.state == GameState.PLAYING and cube_available(match, side):
                    equities = analyser.cube(mover, match)
                    cube = analyser.cube_action(equities, CubeKind.NO_DOUBLE, match)
                if luck is None:
                    luck = analyser.luck(mover, match, action.dice, opening=initial)
                result.add(ActionAnalysis(step.game, step.index, side, cube=cube, luck=luck))
            elif kind == ActionKind.MOVE:
                mover = position.with_turn(side)
                checker = own.checker(node, mover, match, action.play) if node is not None else None
                if checker is None:
                    checker = analyser.checker(mover, match, match.dice, action.play)
                result.add(ActionAnalysis(step.game, step.index, side, checker=checker))
            elif kind == ActionKind.DOUBLE:
                mover = position.with_turn(side)
                if node is not None:
                    equities = own.equities(node, match, side)
                elif cube_available(match, side):
                    equities = analyser.cube(mover, match)
                else:
                    equities = None
                if equities is not None:
                    pending[step.game] = equities
                    result.add(ActionAnalysis(step.game, step.index, side,
                                              cube=analyser.cube_action(equities, CubeKind.DOUBLE, match)))
            else:
                equities = pending.pop(step.game, None)
                if equities is not None:
                    answer = {ActionKind.TAKE: CubeKind.TAKE, ActionKind.BEAVER: CubeKind.BEAVER,
                              ActionKind.DROP: CubeKind.DROP}[kind]
                    result.add(ActionAnalysis(step.game, step.index, side,
                                              cube=analyser.cube_action(equities, answer, match)))
            if progress is not None:
                progress(done, total)
    finally:
        if own is not None:
            own.close()
            result.timings.update(own.timings)
    result.complete = True
    return result


def analyse_game(record: Any, game: int, plies: int = 0, progress: Callable[[int, int], None] | None = None,
                 cancel: Callable[[], bool] | None = None, analyser: Analyser | None = None,
                 path: str | None = None) -> Analysis:
    """:func:`analyse_match` for one game (0-based index)."""
    return analyse_match(record, plies, progress, cancel, games=(game,), analyser=analyser, path=path)


__all__ = [
    "ALTERNATIVES", "BAD", "CLOSE_CUBE", "DOUBTFUL", "LUCKY", "LUCK_RATINGS", "RATINGS", "VERY_BAD",
    "VERY_LUCKY", "ActionAnalysis", "Alternative", "Analyser", "Analysis", "CheckerAnalysis",
    "CubeAnalysis", "CubeEquities", "CubeKind", "EngineUnavailableError", "LuckAnalysis", "LuckMark",
    "Mark", "OURS", "OWN", "PlayerStats", "analyse_game", "analyse_match", "analysis_path", "cube_available",
    "luck_mark_for",
    "luck_rating_for", "mark_for", "rating_for",
]
