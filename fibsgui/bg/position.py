"""Positions and legal plays.

A :class:`Position` holds both sides' checkers, each from that side's own view (index 0-23 are
points 1-24, index 24 is the bar), and which side (0 or 1) is on roll. This is the layout of GNU
Backgammon's boards, so Position IDs are bit-exact with gnubg's.
"""

from __future__ import annotations

import base64
from typing import Iterable, Iterator, NamedTuple, Sequence

from fibsgui.bg.errors import IllegalPlayError, InvalidPlaySyntaxError, InvalidPositionError
from fibsgui.bg.moves import BAR, OFF, Move, Play

CHECKERS = 15
_INITIAL_SIDE = (0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)

SINGLE, GAMMON, BACKGAMMON = 1, 2, 3
OUTCOME_NAMES = {SINGLE: "single game", GAMMON: "gammon", BACKGAMMON: "backgammon"}


class Outcome(NamedTuple):
    """The end of a game: ``winner`` (side 0 or 1) and ``kind`` (1 single, 2 gammon, 3 backgammon)."""

    winner: int
    kind: int

    @property
    def name(self) -> str:
        return OUTCOME_NAMES[self.kind]


class Step(NamedTuple):
    """A move together with the die it uses (bearing off with a larger die uses that die)."""

    move: Move
    die: int


def _check_dice(dice: Sequence[int]) -> tuple[int, int]:
    try:
        d1, d2 = dice
    except (TypeError, ValueError):
        raise IllegalPlayError(f"dice must be two numbers, not {dice!r}") from None
    if not (isinstance(d1, int) and isinstance(d2, int) and 1 <= d1 <= 6 and 1 <= d2 <= 6):
        raise IllegalPlayError(f"dice must be two numbers from 1 to 6, not {dice!r}")
    return d1, d2


class Position:
    """Both sides' checkers and the side on roll. Immutable and hashable."""

    __slots__ = ("_sides", "turn", "_hash")

    def __init__(self, board: Sequence[Sequence[int]], turn: int = 0) -> None:
        if turn not in (0, 1):
            raise InvalidPositionError(f"turn must be 0 or 1, not {turn!r}")
        try:
            sides = (tuple(int(n) for n in board[0]), tuple(int(n) for n in board[1]))
        except (TypeError, ValueError, IndexError):
            raise InvalidPositionError(f"not a board of two sides: {board!r}") from None
        if len(board) != 2 or len(sides[0]) != 25 or len(sides[1]) != 25:
            raise InvalidPositionError(f"a board is two sequences of 25 counts, not {board!r}")
        for n, side in enumerate(sides):
            if min(side) < 0 or sum(side) > CHECKERS:
                raise InvalidPositionError(f"side {n} has an impossible count of checkers: {side!r}")
        for i in range(24):
            if sides[0][i] and sides[1][23 - i]:
                raise InvalidPositionError(
                    f"both sides have checkers on side 0's point {i + 1}: {board!r}"
                )
        self._sides = sides
        self.turn = turn
        self._hash = hash((sides, turn))

    # -- construction ------------------------------------------------------------------------
    @classmethod
    def initial(cls, turn: int = 0) -> "Position":
        return cls((_INITIAL_SIDE, _INITIAL_SIDE), turn)

    @classmethod
    def _trusted(cls, sides: tuple[tuple[int, ...], tuple[int, ...]], turn: int) -> "Position":
        self = object.__new__(cls)
        self._sides = sides
        self.turn = turn
        self._hash = hash((sides, turn))
        return self

    @classmethod
    def from_gnubg_board(cls, board: Sequence[Sequence[int]], turn: int = 0) -> "Position":
        """From gnubg's board (``[side not on roll, side on roll]``) with ``turn`` on roll."""
        sides = [None, None]
        sides[turn] = board[1]
        sides[1 - turn] = board[0]
        return cls(sides, turn)

    def gnubg_board(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """gnubg's board: ``(side not on roll, side on roll)``, each 24 points and the bar."""
        return self._sides[1 - self.turn], self._sides[self.turn]

    @classmethod
    def from_position_id(cls, position_id: str, turn: int = 0) -> "Position":
        """From gnubg's 14-character Position ID, with side ``turn`` on roll."""
        if not isinstance(position_id, str) or len(position_id.strip()) != 14:
            raise InvalidPositionError(f"a Position ID has 14 characters: {position_id!r}")
        try:
            key = base64.b64decode(position_id.strip() + "==", validate=True)
        except ValueError:
            raise InvalidPositionError(f"invalid Position ID {position_id!r}") from None
        bits = int.from_bytes(key, "little")
        halves: list[list[int]] = [[0] * 25, [0] * 25]
        half, point, bit = 0, 0, 0
        while half < 2:
            if bit >= 80:
                raise InvalidPositionError(f"invalid Position ID {position_id!r}: too many checkers")
            if bits >> bit & 1:
                halves[half][point] += 1
            else:
                point += 1
                if point == 25:
                    half, point = half + 1, 0
            bit += 1
        if bits >> bit:
            raise InvalidPositionError(f"invalid Position ID {position_id!r}: trailing bits set")
        try:
            return cls.from_gnubg_board(halves, turn)
        except InvalidPositionError as exc:
            raise InvalidPositionError(f"invalid Position ID {position_id!r}: {exc}") from None

    def position_id(self) -> str:
        """gnubg's Position ID of this position (relative to the side on roll)."""
        bits = 0
        bit = 0
        for half in self.gnubg_board():
            for count in half:
                bits |= ((1 << count) - 1) << bit
                bit += count + 1
        return base64.b64encode(bits.to_bytes(10, "little")).decode("ascii")[:14]

    # -- reading -----------------------------------------------------------------------------
    def checkers(self, side: int) -> tuple[int, ...]:
        """Side's checkers from its own view: index 0-23 are its points 1-24, index 24 its bar."""
        return self._sides[side]

    @property
    def board(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return self._sides

    def count(self, side: int, point: int) -> int:
        """Checkers of ``side`` on its own ``point`` (1-24, ``BAR``=25 or ``OFF``=0)."""
        if point == OFF:
            return self.off(side)
        return self._sides[side][point - 1]

    def bar(self, side: int) -> int:
        return self._sides[side][24]

    def off(self, side: int) -> int:
        return CHECKERS - sum(self._sides[side])

    def pip_count(self, side: int) -> int:
        """Pips ``side`` needs to bear off all its checkers (a checker on the bar counts 25)."""
        return sum(count * (i + 1) for i, count in enumerate(self._sides[side]))

    def pip_counts(self) -> tuple[int, int]:
        return self.pip_count(0), self.pip_count(1)

    def outcome(self) -> Outcome | None:
        """The result if a side has borne off all its checkers, else ``None``."""
        for winner in (0, 1):
            if sum(self._sides[winner]) == 0:
                loser = self._sides[1 - winner]
                if sum(loser) < CHECKERS:
                    return Outcome(winner, SINGLE)
                if loser[24] or any(loser[18:24]):
                    return Outcome(winner, BACKGAMMON)
                return Outcome(winner, GAMMON)
        return None

    def worst_loss(self, side: int) -> int:
        """The most ``side`` can still lose in this game, as :meth:`outcome` counts it: a gammon
        only while it has borne off no checker, a backgammon only while, besides, a checker of its
        is on the bar or in the winner's home board; else a single game."""
        checkers = self._sides[side]
        if sum(checkers) < CHECKERS:
            return SINGLE
        if checkers[24] or any(checkers[18:24]):
            return BACKGAMMON
        return GAMMON

    def with_turn(self, turn: int) -> "Position":
        return Position._trusted(self._sides, turn)

    # -- dunder --------------------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self.turn == other.turn and self._sides == other._sides

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Position.from_position_id({self.position_id()!r}, turn={self.turn})"

    def __str__(self) -> str:
        """A text diagram from side 0's view: side 0 is ``X`` and moves from 24 down to 1."""
        x, o = self._sides
        def cell(i: int) -> str:  # side 0's point i+1
            if x[i]:
                return f"X{x[i]}" if x[i] > 1 else " X"
            if o[23 - i]:
                return f"O{o[23 - i]}" if o[23 - i] > 1 else " O"
            return " ."
        top = " ".join(cell(i) for i in range(12, 24))
        bottom = " ".join(cell(i) for i in range(11, -1, -1))
        lines = [
            " 13 14 15 16 17 18 19 20 21 22 23 24",
            " " + top,
            " " + bottom,
            " 12 11 10  9  8  7  6  5  4  3  2  1",
            f"bar X:{x[24]} O:{o[24]}  off X:{self.off(0)} O:{self.off(1)}  "
            f"pips X:{self.pip_count(0)} O:{self.pip_count(1)}  {'XO'[self.turn]} on roll",
        ]
        return "\n".join(lines)

    # -- plays ---------------------------------------------------------------------------------
    def legal_plays(self, dice: Sequence[int]) -> "LegalPlays":
        """Every legal play for ``dice``, one per resulting position (as gnubg lists them)."""
        return LegalPlays(self, _check_dice(dice))

    def apply(self, play: Play | Iterable[Move], dice: Sequence[int] | None = None) -> "Position":
        """The position after ``play`` by the side on roll, with the other side on roll.

        With ``dice``, the play must be one of :meth:`legal_plays`; without, each step must be a
        legal checker move (not onto a point the opponent holds, bar first, bear-off rules).
        """
        play = play if isinstance(play, Play) else Play(play)
        if dice is not None:
            return self.legal_plays(dice).apply(play)
        me, opp = list(self._sides[self.turn]), list(self._sides[1 - self.turn])
        for move in play:
            die = move.distance
            if move.to_point == OFF and not any(me[move.from_point:6]):
                die = 6  # from the highest point any die at least as large bears off
            if (not 1 <= move.from_point <= BAR or not me[move.from_point - 1] or die <= 0
                    or _target(me, opp, move.from_point, die) != move.to_point):
                raise IllegalPlayError(
                    f"illegal move {str(move)!r} in play {play.gnubg()!r} "
                    f"in position {self.position_id()!r}"
                )
            _do_step(me, opp, move.from_point, move.to_point)
        return self._after(me, opp)

    def _after(self, me: list[int], opp: list[int]) -> "Position":
        sides = [None, None]
        sides[self.turn] = tuple(me)
        sides[1 - self.turn] = tuple(opp)
        return Position._trusted((sides[0], sides[1]), 1 - self.turn)

    def parse_play(self, text: str, dice: Sequence[int], direction: int | None = None) -> Play:
        """Resolve a play written in gnubg notation (or FIBS's, with ``direction``) to a legal play.

        Hops over several dice (``24/13``) are allowed; the play must reach the same position as a
        legal play, and that legal play is returned (with its hits marked).
        """
        raw = Play.from_gnubg(text) if direction is None else Play.from_fibs(text, direction)
        return self.legal_plays(dice).find(raw)

    def start_turn(self, dice: Sequence[int]) -> "Turn":
        """A turn in progress, for moving checkers one step at a time (drag-and-drop)."""
        return Turn(self.legal_plays(dice))


# -- move generation on mutable lists (mover's view) ---------------------------------------------
# me[i] / opp[i]: checkers on the side's own point i+1; index 24 is the bar. The opponent's count
# on the mover's point p is opp[24 - p].


def _target(me: list[int], opp: list[int], fp: int, die: int) -> int:
    """Where a checker on the mover's point ``fp`` lands with ``die``; -1 if it cannot move."""
    if me[24] and fp != BAR:
        return -1
    tp = fp - die
    if tp >= 1:
        return tp if opp[24 - tp] < 2 else -1
    for i in range(6, 25):
        if me[i]:
            return -1
    if tp == 0:
        return OFF
    for i in range(fp, 6):
        if me[i]:
            return -1
    return OFF


def _do_step(me: list[int], opp: list[int], fp: int, tp: int) -> bool:
    """Move a checker; returns whether it hit."""
    me[fp - 1] -= 1
    if tp:
        me[tp - 1] += 1
        if opp[24 - tp] == 1:
            opp[24 - tp] = 0
            opp[24] += 1
            return True
    return False


def _undo_step(me: list[int], opp: list[int], fp: int, tp: int, hit: bool) -> None:
    me[fp - 1] += 1
    if tp:
        me[tp - 1] -= 1
        if hit:
            opp[24 - tp] = 1
            opp[24] -= 1


def _can_play(me: list[int], opp: list[int], dice: list[int], n: int) -> bool:
    """Whether ``n`` more steps can be made with the dice in ``dice`` (any order)."""
    if n <= 0:
        return True
    tried: set[int] = set()
    for k, die in enumerate(dice):
        if die in tried:
            continue
        tried.add(die)
        rest = dice[:k] + dice[k + 1:]
        start = BAR if me[24] else 24
        for fp in range(start, 0, -1):
            if not me[fp - 1]:
                continue
            tp = _target(me, opp, fp, die)
            if tp < 0:
                continue
            if n == 1:
                return True
            hit = _do_step(me, opp, fp, tp)
            ok = _can_play(me, opp, rest, n - 1)
            _undo_step(me, opp, fp, tp, hit)
            if ok:
                return True
    return False


def _generate(me: list[int], opp: list[int], d1: int, d2: int):
    """All legal plays: returns (results, steps_used, single_die).

    ``results`` maps a key of the resulting lists to the play's moves; ``steps_used`` is how many
    dice every legal play uses; ``single_die`` is the die a one-step play must use.
    """
    results: dict[bytes, list[Move]] = {}
    best = [0, 0]  # steps, pips of dice used
    moves: list[Move] = []

    def record(steps: int, pips: int) -> None:
        if steps < best[0] or (steps == best[0] and pips < best[1]):
            return
        if steps > best[0] or pips > best[1]:
            results.clear()
            best[0], best[1] = steps, pips
        key = bytes(me) + bytes(opp)
        if key not in results:
            results[key] = list(moves)

    if d1 == d2:
        die = d1
        seen: set[bytes] = set()

        def rec(start: int, left: int) -> None:
            if 0 < left < 4:
                # the same checkers reached by another order, with the same moves still open,
                # lead to the same plays
                state = bytes(me) + bytes(opp) + bytes((start, left))
                if state in seen:
                    return
                seen.add(state)
            moved = False
            if left:
                fp = start
                if me[24]:
                    if start == BAR:
                        tp = _target(me, opp, BAR, die)
                        if tp >= 0:
                            moved = True
                            hit = _do_step(me, opp, BAR, tp)
                            moves.append(Move(BAR, tp, hit))
                            rec(BAR, left - 1)
                            moves.pop()
                            _undo_step(me, opp, BAR, tp, hit)
                else:
                    if fp == BAR:
                        fp = 24
                    while fp >= 1:
                        if me[fp - 1]:
                            tp = fp - die
                            if tp >= 1:
                                # the common case inline: an ordinary move on the board
                                if opp[24 - tp] < 2:
                                    moved = True
                                    me[fp - 1] -= 1
                                    me[tp - 1] += 1
                                    hit = opp[24 - tp] == 1
                                    if hit:
                                        opp[24 - tp] = 0
                                        opp[24] += 1
                                    moves.append(Move(fp, tp, hit))
                                    rec(fp, left - 1)
                                    moves.pop()
                                    if hit:
                                        opp[24 - tp] = 1
                                        opp[24] -= 1
                                    me[tp - 1] -= 1
                                    me[fp - 1] += 1
                            elif _target(me, opp, fp, die) == OFF:
                                moved = True
                                me[fp - 1] -= 1
                                moves.append(Move(fp, OFF, False))
                                rec(fp, left - 1)
                                moves.pop()
                                me[fp - 1] += 1
                        fp -= 1
            if not moved:
                used = 4 - left
                record(used, used * die)

        rec(BAR, 4)
        return results, best[0], die if best[0] == 1 else 0

    def sub(first: int, second: int) -> None:
        moved_first = False
        for fp in range(BAR, 0, -1):
            if not me[fp - 1]:
                continue
            tp = _target(me, opp, fp, first)
            if tp < 0:
                continue
            moved_first = True
            hit = _do_step(me, opp, fp, tp)
            moves.append(Move(fp, tp, hit))
            moved_second = False
            for fp2 in range(BAR, 0, -1):
                if not me[fp2 - 1]:
                    continue
                tp2 = _target(me, opp, fp2, second)
                if tp2 < 0:
                    continue
                moved_second = True
                hit2 = _do_step(me, opp, fp2, tp2)
                moves.append(Move(fp2, tp2, hit2))
                record(2, first + second)
                moves.pop()
                _undo_step(me, opp, fp2, tp2, hit2)
            if not moved_second:
                record(1, first)
            moves.pop()
            _undo_step(me, opp, fp, tp, hit)
        if not moved_first:
            record(0, 0)

    sub(d1, d2)
    sub(d2, d1)
    return results, best[0], best[1] if best[0] == 1 else 0


def _preference(steps: tuple[Step, ...]) -> tuple:
    """How a way of moving one checker ranks among others to the same place (lower first): the
    fewest steps, then the most hits, then the larger die first."""
    return (len(steps), -sum(step.move.hit for step in steps), tuple(-step.die for step in steps))


def _die_orders(dice: list[int], distance: int, off: bool) -> list[tuple[int, ...]]:
    """The orders of some of ``dice`` that move a checker ``distance`` pips: exactly, or for a
    bear-off (``off``) at least, the dice before the last falling short."""
    found: list[tuple[int, ...]] = []

    def extend(order: tuple[int, ...], rest: list[int], total: int) -> None:
        for k, die in enumerate(rest):
            if die in rest[:k]:
                continue  # the same die value again: the same orders
            reached = total + die
            if reached == distance or (off and reached > distance):
                found.append(order + (die,))
            elif reached < distance:
                extend(order + (die,), rest[:k] + rest[k + 1:], reached)

    extend((), list(dice), 0)
    return found


def _dice_cover(moves: list[Move], dice: list[int]) -> bool:
    """Whether each move can have dice of its own among ``dice`` that add up to its distance (a
    bear-off: at least to it). Arithmetic only; the board is not looked at."""
    if len(moves) > len(dice):
        return False

    def cover(index: int, rest: list[int]) -> bool:
        if index == len(moves):
            return True
        move = moves[index]
        for order in _die_orders(rest, move.distance, move.to_point == OFF):
            left = list(rest)
            for die in order:
                left.remove(die)
            if cover(index + 1, left):
                return True
        return False

    return cover(0, list(dice))


class LegalPlays:
    """The legal plays of a position for a roll: iterable, sized, supports ``in``.

    Generated on first use. Each play stands for one resulting position (gnubg's deduplication).
    """

    __slots__ = ("position", "dice", "_results", "_steps", "_single_die")

    def __init__(self, position: Position, dice: tuple[int, int]) -> None:
        self.position = position
        self.dice = dice
        self._results: dict[bytes, list[Move]] | None = None
        self._steps = 0
        self._single_die = 0

    def _generated(self) -> dict[bytes, list[Move]]:
        if self._results is None:
            me = list(self.position._sides[self.position.turn])
            opp = list(self.position._sides[1 - self.position.turn])
            self._results, self._steps, self._single_die = _generate(me, opp, *self.dice)
        return self._results

    @property
    def steps(self) -> int:
        """How many dice each legal play uses (0 when no checker can move)."""
        self._generated()
        return self._steps

    @property
    def single_die(self) -> int:
        """When only one die can be used: the die that must be used, else 0."""
        self._generated()
        return self._single_die

    def __iter__(self) -> Iterator[Play]:
        return (Play._of(moves) for moves in self._generated().values())

    def __len__(self) -> int:
        return len(self._generated())

    def __bool__(self) -> bool:
        return True  # "no move" is itself a legal play

    def __repr__(self) -> str:
        plays = ", ".join(p.gnubg() or "(no move)" for p in self)
        return f"<LegalPlays at {self.position.position_id()!r} dice={self.dice}: {plays}>"

    def _key_to_position(self, key: bytes) -> Position:
        return self.position._after(list(key[:25]), list(key[25:]))

    def results(self) -> dict[Play, Position]:
        """Each legal play and the position it leads to (opponent on roll)."""
        return {Play._of(moves): self._key_to_position(key) for key, moves in self._generated().items()}

    def positions(self) -> list[Position]:
        return [self._key_to_position(key) for key in self._generated()]

    def _walk(self, play: Play) -> tuple[list[int], list[int]] | None:
        """Follow ``play`` step by step with this roll; None if a step is not a legal die move."""
        me = list(self.position._sides[self.position.turn])
        opp = list(self.position._sides[1 - self.position.turn])
        d1, d2 = self.dice
        dice = [d1] * 4 if d1 == d2 else [d1, d2]
        for move in play:
            if not isinstance(move, Move):
                return None
            for die in sorted(set(dice)):
                if die >= move.distance and _target(me, opp, move.from_point, die) == move.to_point:
                    if move.to_point != OFF and die != move.distance:
                        continue
                    dice.remove(die)
                    _do_step(me, opp, move.from_point, move.to_point)
                    break
            else:
                return None
        return me, opp

    def __contains__(self, play: object) -> bool:
        if not isinstance(play, tuple):
            return False
        walked = self._walk(Play(play))
        if walked is None:
            return False
        return len(play) == self.steps and bytes(walked[0]) + bytes(walked[1]) in self._generated()

    def find(self, play: Play | str) -> Play:
        """The legal play that reaches the same position as ``play`` (hops may span dice).

        A string is read as gnubg notation. Raises :class:`IllegalPlayError` if none does.
        """
        if isinstance(play, str):
            play = Play.from_gnubg(play)
        me = list(self.position._sides[self.position.turn])
        opp = list(self.position._sides[1 - self.position.turn])
        for move in play:
            fp, tp = move.from_point, move.to_point
            if not (1 <= fp <= 25 and 0 <= tp <= 24 and me[fp - 1] > 0 and (tp == 0 or opp[24 - tp] < 2)):
                break
            _do_step(me, opp, fp, tp)
        else:
            moves = self._generated().get(bytes(me) + bytes(opp))
            if moves is not None:
                return Play(moves)
        raise IllegalPlayError(
            f"illegal play {play.gnubg()!r} for dice {self.dice[0]}-{self.dice[1]} "
            f"in position {self.position.position_id()!r}"
        )

    def apply(self, play: Play) -> Position:
        """The position after a legal ``play`` (opponent on roll); raises if it is not legal."""
        if play not in self:
            raise IllegalPlayError(
                f"illegal play {Play(play).gnubg()!r} for dice {self.dice[0]}-{self.dice[1]} "
                f"in position {self.position.position_id()!r}"
            )
        me, opp = self._walk(Play(play))
        return self.position._after(me, opp)


class Turn:
    """A turn in progress: the steps made so far with a roll, for drag-and-drop and undo.

    Immutable: :meth:`step` and :meth:`undo` return new turns. A step is offered only if some
    complete legal play starts with the steps made so far followed by it.
    """

    __slots__ = ("legal", "steps", "_me", "_opp", "_parent", "_targets")

    def __init__(self, legal: LegalPlays, steps: tuple[Step, ...] = (), parent: "Turn | None" = None,
                 state: tuple[list[int], list[int]] | None = None) -> None:
        self.legal = legal
        self.steps = steps
        self._parent = parent
        if state is None:
            position = legal.position
            state = list(position._sides[position.turn]), list(position._sides[1 - position.turn])
        self._me, self._opp = state
        self._targets: dict[int, dict[int, Step]] | None = None

    @property
    def dice(self) -> tuple[int, int]:
        return self.legal.dice

    @property
    def remaining_dice(self) -> tuple[int, ...]:
        d1, d2 = self.legal.dice
        left = [d1] * 4 if d1 == d2 else sorted((d1, d2), reverse=True)
        for step in self.steps:
            left.remove(step.die)
        return tuple(left)

    @property
    def play(self) -> Play:
        return Play(step.move for step in self.steps)

    @property
    def complete(self) -> bool:
        """True when the steps made so far form a whole legal play."""
        return len(self.steps) == self.legal.steps

    @property
    def position(self) -> Position:
        """The board as it stands now, the mover still on roll."""
        start = self.legal.position
        sides = [None, None]
        sides[start.turn] = tuple(self._me)
        sides[1 - start.turn] = tuple(self._opp)
        return Position._trusted((sides[0], sides[1]), start.turn)

    def result(self) -> Position:
        """The position after the complete play, opponent on roll."""
        if not self.complete:
            raise IllegalPlayError(
                f"play {self.play.gnubg()!r} is not complete for dice {self.dice} "
                f"in position {self.legal.position.position_id()!r}"
            )
        return self.legal.position._after(list(self._me), list(self._opp))

    def _all_targets(self) -> dict[int, dict[int, Step]]:
        if self._targets is None:
            targets: dict[int, dict[int, Step]] = {}
            needed = self.legal.steps - len(self.steps)
            if needed > 0:
                left = list(self.remaining_dice)
                dice = sorted(set(left), reverse=True)
                if self.legal.steps == 1 and self.legal.single_die:
                    dice = [self.legal.single_die]
                me, opp = self._me, self._opp
                for die in dice:
                    rest = list(left)
                    rest.remove(die)
                    for fp in range(BAR, 0, -1):
                        if not me[fp - 1]:
                            continue
                        tp = _target(me, opp, fp, die)
                        if tp < 0 or tp in targets.get(fp, {}):
                            continue
                        hit = _do_step(me, opp, fp, tp)
                        ok = _can_play(me, opp, rest, needed - 1)
                        _undo_step(me, opp, fp, tp, hit)
                        if ok:
                            targets.setdefault(fp, {})[tp] = Step(Move(fp, tp, hit), die)
            self._targets = targets
        return self._targets

    def sources(self) -> frozenset[int]:
        """Points (``BAR`` = 25) from which a checker can make a legal next step."""
        return frozenset(self._all_targets())

    def targets(self, from_point: int) -> dict[int, Step]:
        """Legal next steps for the checker on ``from_point``: ``{to_point: Step}``."""
        return dict(self._all_targets().get(from_point, {}))

    def next_steps(self) -> list[Step]:
        return [step for by_to in self._all_targets().values() for step in by_to.values()]

    def step(self, from_point: int, to_point: int) -> "Turn":
        """Make the next step; raises :class:`IllegalPlayError` if it is not a legal next step."""
        step = self._all_targets().get(from_point, {}).get(to_point)
        if step is None:
            raise IllegalPlayError(
                f"illegal step {str(Move(from_point, to_point))!r} after {self.play.gnubg()!r} "
                f"with dice {self.dice[0]}-{self.dice[1]} in position {self.legal.position.position_id()!r}"
            )
        me, opp = list(self._me), list(self._opp)
        _do_step(me, opp, from_point, to_point)
        return Turn(self.legal, self.steps + (step,), self, (me, opp))

    def step_with_die(self, from_point: int, die: int) -> "Turn":
        """Move the checker on ``from_point`` by ``die`` (click-to-move)."""
        for to_point, step in self._all_targets().get(from_point, {}).items():
            if step.die == die:
                return self.step(from_point, to_point)
        raise IllegalPlayError(
            f"the checker on {from_point} cannot move a {die} after {self.play.gnubg()!r} "
            f"in position {self.legal.position.position_id()!r}"
        )

    def undo(self) -> "Turn":
        """The turn without its last step, or without the steps made together as one (a checker
        dragged over both dice, a typed play); the same turn if no step was made."""
        return self._parent if self._parent is not None else self

    # -- several steps at once: a checker dragged over more than one die, a typed play ------------
    def reach(self, from_point: int) -> dict[int, tuple[Step, ...]]:
        """Everywhere the checker on ``from_point`` can go in one gesture: ``{to_point: steps}``.

        A single step's target has that step. A checker may also go on over the remaining dice,
        one legal step after another (with 5-2 from 23 to 16 through 18 or 21, with doubles up to
        four steps, and off): each step is one of :meth:`targets` after the steps before it, so a
        complete legal play is still possible after them. Where several ways reach one target,
        the fewest steps come first, then the way that hits most (as gnubg takes an ambiguous
        drop), then the larger die first.
        """
        found: dict[int, tuple[Step, ...]] = {}

        def walk(turn: Turn, location: int, path: tuple[Step, ...]) -> None:
            for to_point, step in turn._all_targets().get(location, {}).items():
                steps = path + (step,)
                known = found.get(to_point)
                if known is None or _preference(steps) < _preference(known):
                    found[to_point] = steps
                if to_point != OFF and len(steps) < 4:
                    walk(turn.step(location, to_point), to_point, steps)

        walk(self, from_point, ())
        return found

    def move_to(self, from_point: int, to_point: int) -> "Turn":
        """Move the checker on ``from_point`` to ``to_point`` the way :meth:`reach` has it, as one
        step for :meth:`undo`; raises :class:`IllegalPlayError` if it cannot go there."""
        steps = self.reach(from_point).get(to_point)
        if steps is None:
            raise IllegalPlayError(
                f"the checker on {from_point} cannot reach {to_point} after {self.play.gnubg()!r} "
                f"with dice {self.dice[0]}-{self.dice[1]} in position {self.legal.position.position_id()!r}",
                "unreachable", move=Move(from_point, to_point))
        return self.step_many(step.move for step in steps)

    def step_many(self, moves: Iterable[Move | tuple[int, int]]) -> "Turn":
        """Make several steps, each a legal next step, as one for :meth:`undo`."""
        turn = self
        for move in moves:
            turn = turn.step(move[0], move[1])
        if turn is self or turn._parent is self:
            return turn
        return Turn(self.legal, turn.steps, self, (turn._me, turn._opp))

    def complete_with(self, play: Play | Iterable[Move]) -> "Turn":
        """The turn finished by ``play``, a typed play of the steps still to make, as one step for
        :meth:`undo`.

        A move may hop over several dice (``24/13`` with 6-5); its route through open points is
        found here, the hits are the board's (a typed star changes nothing), and the play must
        use the dice the way a legal play does: the whole play, since a player types a play, as
        gnubg asks for. Where two routes fit, the one that hits most is taken, then the larger die
        first. Raises :class:`IllegalPlayError` whose ``reason`` says why not, with the facts in
        ``details``:

        ``"empty"`` nothing typed; ``"done"`` the play is already complete; ``"dice"`` the moves'
        pips (``pips``) do not fit the dice (``dice``, and ``left`` once steps were made);
        ``"no_checker"`` no checker (``count`` at the start) on ``move``'s start; ``"bar_first"`` a
        checker on the bar must enter first; ``"blocked"`` ``point`` is held by the opponent;
        ``"not_home"`` bearing off with checkers outside the home board; ``"higher_first"`` a
        larger die bears off only from the highest point; ``"incomplete"`` dice (``left``) are
        still to be played; ``"longer"`` another play uses more dice; ``"larger"`` only one die
        can be played and it must be the larger (``die``); ``"illegal"`` anything else.
        """
        moves = [m if isinstance(m, Move) else Move(*m) for m in play]
        pool = list(self.remaining_dice)
        needed = self.legal.steps - len(self.steps)
        where = f"with dice {self.dice[0]}-{self.dice[1]} in position {self.legal.position.position_id()!r}"
        typed = Play._of(moves).gnubg()
        if not moves:
            raise IllegalPlayError(f"no play typed {where}", "done" if needed == 0 else "empty")
        if needed == 0:
            raise IllegalPlayError(f"the play is complete: {typed!r} is one too many {where}", "done")
        pips = tuple(move.distance for move in moves)
        left = tuple(pool) if self.steps else None
        if not _dice_cover(moves, pool):
            raise IllegalPlayError(f"{typed!r} moves {pips} pips: it does not fit {where}", "dice",
                                   pips=pips, dice=self.dice, left=left)
        me, opp = list(self._me), list(self._opp)
        start_counts = list(me)
        generated = self.legal._generated()
        done: list[tuple[Step, ...]] = []
        problem: list = [-1, "illegal", {}]

        def fail(index: int, reason: str, **details: object) -> None:
            if index > problem[0]:
                problem[:] = [index, reason, details]

        def walk(index: int, dice: list[int], path: tuple[Step, ...]) -> None:
            if index == len(moves):
                used = len(self.steps) + len(path)
                if used == self.legal.steps and bytes(me) + bytes(opp) in generated:
                    done.append(path)
                elif used < self.legal.steps:
                    if _can_play(me, opp, dice, self.legal.steps - used):
                        fail(index, "incomplete", left=tuple(dice))
                    else:
                        fail(index, "longer")
                elif self.legal.steps == 1 and self.legal.single_die:
                    fail(index, "larger", die=self.legal.single_die)
                else:
                    fail(index, "illegal")
                return
            move = moves[index]
            fp, tp = move.from_point, move.to_point
            if not me[fp - 1]:
                fail(index, "no_checker", move=move, count=start_counts[fp - 1])
                return
            if me[24] and fp != BAR:
                fail(index, "bar_first", move=move)
                return
            if tp != OFF and opp[24 - tp] >= 2:
                fail(index, "blocked", move=move, point=tp)
                return
            if tp == OFF and sum(me[6:25]) > (fp > 6):  # the checker itself may hop home
                fail(index, "not_home", move=move)
                return
            for order in _die_orders(dice, move.distance, tp == OFF):
                location = fp
                made: list[tuple[int, int, bool]] = []
                steps: list[Step] = []
                for k, die in enumerate(order):
                    last = k == len(order) - 1
                    expected = tp if last else location - die
                    if _target(me, opp, location, die) != expected:
                        if expected != OFF and opp[24 - expected] >= 2:
                            fail(index, "blocked", move=move, point=expected)
                        elif expected == OFF:
                            fail(index, "higher_first", move=move)
                        else:
                            fail(index, "illegal")
                        break
                    hit = _do_step(me, opp, location, expected)
                    made.append((location, expected, hit))
                    steps.append(Step(Move(location, expected, hit), die))
                    location = expected
                else:
                    rest = list(dice)
                    for die in order:
                        rest.remove(die)
                    walk(index + 1, rest, path + tuple(steps))
                for location, expected, hit in reversed(made):
                    _undo_step(me, opp, location, expected, hit)

        walk(0, pool, ())
        if not done:
            index, reason, details = problem
            raise IllegalPlayError(f"{typed!r} is not legal ({reason}) {where}", reason, **details)
        best = min(done, key=lambda steps: _preference(steps)[1:])
        for step in best:
            _do_step(me, opp, step.move.from_point, step.move.to_point)
        return Turn(self.legal, self.steps + best, self, (me, opp))

    def __repr__(self) -> str:
        return (f"<Turn at {self.legal.position.position_id()!r} dice={self.dice} "
                f"steps={self.play.gnubg()!r}{' complete' if self.complete else ''}>")
