"""A match record: who played what, where and when, and every game's actions in order. No Qt.

A :class:`MatchRecord` is :class:`MatchInfo` (the metadata) and a list of :class:`Game` s. A game
holds its starting score, Crawford flag, cube and position (the initial one, or for a match
watched from the middle the board as it was when watching began) and its :class:`Action` s:

=================  ==========================================================================
``roll``           ``side`` rolls ``dice`` (the opening roll: the side that starts, its die
                   first, then the other's)
``move``           ``side`` plays ``play`` (a :class:`fibsgui.bg.Play`; empty: no legal move)
``double``         ``side`` offers the cube at ``cube`` (the value it doubles to)
``take``           ``side`` takes the cube offered to it
``beaver``         ``side`` takes and redoubles at once, keeping the cube (money play); ``cube``
                   is the value the game is then played for
``drop``           ``side`` passes the cube offered to it
``resign``         ``side`` offers to resign: ``resign`` is 1 single, 2 gammon, 3 backgammon
``accept``         ``side`` accepts the resignation offered to it
``reject``         ``side`` rejects it; the game goes on where it was
``end``            the game ends: ``side`` is the winner, ``points`` what it scored and ``how``
                   says how (:data:`ENDINGS`)
=================  ==========================================================================

Positions are never stored per action: they are derived by replaying the actions with
:mod:`fibsgui.bg` (:meth:`MatchRecord.frames`), checking each against the rules. A game's frames
are computed once and kept, and extended when actions are appended, so a viewer seeks anywhere in
a long match at the cost of a list lookup (:meth:`MatchRecord.seek`). An action the rules do not
allow (a damaged or hostile record) ends its game's replay there, with the reason in words
(:attr:`GameFrames.problem`); the record itself is kept as it is.

:meth:`MatchRecord.steps` gives, for every action replayed, the frame before and after it: the
position, the match state (score, cube and owner, Crawford, dice, offers; gnubg's Match ID from
it) the review and the analysis work from.

Dates are UTC, ISO 8601 (``2024-05-01T20:15:02Z``); :func:`utc_now` gives one.
"""

from __future__ import annotations

import bisect
import datetime as _dt
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Iterator

from fibsgui.bg import (
    BACKGAMMON,
    GAMMON,
    MONEY,
    SINGLE,
    BackgammonError,
    GameState,
    MatchState,
    Move,
    Play,
    Position,
)

#: Where a match was played.
OFFLINE, FIBS, BGAMMON = "offline", "fibs", "bgammon.org"
SERVERS = (OFFLINE, FIBS, BGAMMON)
#: How a record came to be: the owner played it, watched it, or it was read from a file.
PLAYED, WATCHED, IMPORTED = "played", "watched", "imported"
RECORDINGS = (PLAYED, WATCHED, IMPORTED)
#: How a game ended: played out (single, gammon, backgammon), a double dropped, a resignation
#: accepted, or left unfinished (the match abandoned or saved on the server).
ENDINGS = ("single", "gammon", "backgammon", "drop", "resign", "unfinished")
#: How a match ended, once it has: won by a side, or left (abandoned, saved on the server to be
#: resumed later).
OUTCOMES = ("", "won", "abandoned", "saved")
#: The longest name, date or other text field kept (longer ones are cut).
MAX_TEXT = 200
#: The longest match kept (gnubg's limit on a match length is 64; FIBS and fibsgui stay below).
MAX_LENGTH = 64
#: The most games and actions per game a record holds: far beyond any real match, so that a
#: hostile record stays bounded.
MAX_GAMES = 2000
MAX_ACTIONS = 5000


class RecordError(ValueError):
    """A value that cannot be part of a record (a side that is not 0 or 1, dice of 7)."""


class ActionKind(str, Enum):
    ROLL = "roll"
    MOVE = "move"
    DOUBLE = "double"
    TAKE = "take"
    BEAVER = "beaver"
    DROP = "drop"
    RESIGN = "resign"
    ACCEPT = "accept"
    REJECT = "reject"
    END = "end"


def utc_now() -> str:
    """The time now, UTC, ISO 8601 to the second: ``2024-05-01T20:15:02Z``."""
    return _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def new_record_id() -> str:
    """A new record's id: a random UUID's 32 hex digits. (uuid, with the platform module it
    imports, is loaded for the first record made, not at every start.)"""
    import uuid

    return uuid.uuid4().hex


def _side(value: object, what: str = "side") -> int:
    if type(value) is not int or value not in (0, 1):
        raise RecordError(f"{what} must be 0 or 1, not {value!r:.40}")
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"{what} must be a text, not {value!r:.40}")
    return value[:MAX_TEXT]


def _power_of_two(value: object, what: str) -> int:
    if type(value) is not int or value < 1 or value > 2**15 or value & (value - 1):
        raise RecordError(f"{what} must be a power of two up to 32768, not {value!r:.40}")
    return value


@dataclass(frozen=True)
class Action:
    """One thing that happened in a game (see the module docs for each kind's fields)."""

    kind: ActionKind
    side: int
    dice: tuple[int, int] | None = None
    play: Play | None = None
    cube: int = 0
    resign: int = 0
    points: int = 0
    how: str = ""

    def __post_init__(self) -> None:
        kind = self.kind
        if not isinstance(kind, ActionKind):
            try:
                kind = ActionKind(kind)
            except ValueError:
                raise RecordError(f"not an action: {kind!r:.40}") from None
            object.__setattr__(self, "kind", kind)
        _side(self.side)
        if kind == ActionKind.ROLL:
            dice = self.dice
            if (not isinstance(dice, tuple) or len(dice) != 2
                    or any(type(d) is not int or not 1 <= d <= 6 for d in dice)):
                raise RecordError(f"a roll's dice must be two numbers from 1 to 6, not {dice!r:.40}")
        elif self.dice is not None:
            raise RecordError(f"only a roll has dice, not a {kind.value}")
        if kind == ActionKind.MOVE:
            if not isinstance(self.play, Play) or len(self.play) > 4:
                raise RecordError(f"a move's play must be a Play of at most 4 moves, not {self.play!r:.60}")
        elif self.play is not None:
            raise RecordError(f"only a move has a play, not a {kind.value}")
        if kind in (ActionKind.DOUBLE, ActionKind.BEAVER):
            _power_of_two(self.cube, "a double's cube")
            if self.cube < 2:
                raise RecordError(f"a double's cube must be at least 2, not {self.cube!r}")
        elif self.cube:
            raise RecordError(f"only a double or a beaver has a cube, not a {kind.value}")
        if kind == ActionKind.RESIGN:
            if self.resign not in (SINGLE, GAMMON, BACKGAMMON) or type(self.resign) is not int:
                raise RecordError(f"a resignation is 1, 2 or 3, not {self.resign!r:.40}")
        elif self.resign:
            raise RecordError(f"only a resignation has a kind, not a {kind.value}")
        if kind == ActionKind.END:
            if type(self.points) is not int or not 0 <= self.points <= 3 * 2**15:
                raise RecordError(f"a game's points must be a number from 0, not {self.points!r:.40}")
            if self.how not in ENDINGS:
                raise RecordError(f"a game ends by one of {', '.join(ENDINGS)}, not {self.how!r:.40}")
        elif self.points or self.how:
            raise RecordError(f"only a game's end has points, not a {kind.value}")

    # -- the kinds, made simply ------------------------------------------------------------------
    @classmethod
    def roll(cls, side: int, dice: tuple[int, int]) -> "Action":
        return cls(ActionKind.ROLL, side, dice=tuple(dice))

    @classmethod
    def move(cls, side: int, play: Play | str) -> "Action":
        return cls(ActionKind.MOVE, side, play=Play.from_gnubg(play) if isinstance(play, str) else Play(play))

    @classmethod
    def double(cls, side: int, cube: int) -> "Action":
        return cls(ActionKind.DOUBLE, side, cube=cube)

    @classmethod
    def take(cls, side: int) -> "Action":
        return cls(ActionKind.TAKE, side)

    @classmethod
    def beaver(cls, side: int, cube: int) -> "Action":
        return cls(ActionKind.BEAVER, side, cube=cube)

    @classmethod
    def drop(cls, side: int) -> "Action":
        return cls(ActionKind.DROP, side)

    @classmethod
    def resignation(cls, side: int, kind: int) -> "Action":
        return cls(ActionKind.RESIGN, side, resign=kind)

    @classmethod
    def accept(cls, side: int) -> "Action":
        return cls(ActionKind.ACCEPT, side)

    @classmethod
    def reject(cls, side: int) -> "Action":
        return cls(ActionKind.REJECT, side)

    @classmethod
    def end(cls, winner: int, points: int, how: str) -> "Action":
        return cls(ActionKind.END, winner, points=points, how=how)

    # -- plain data (JSON) ----------------------------------------------------------------------
    def to_dict(self) -> dict:
        """The action as plain data: ``{"a": kind, "s": side, ...}`` with ``d`` dice, ``p`` the
        play's steps in gnubg notation, one by one (``"24/18 18/13*"``), ``c`` cube, ``r``
        resignation, ``n`` points and ``h`` how."""
        data: dict = {"a": self.kind.value, "s": self.side}
        if self.dice is not None:
            data["d"] = list(self.dice)
        if self.play is not None:
            data["p"] = " ".join(str(move) for move in self.play)
        if self.cube:
            data["c"] = self.cube
        if self.resign:
            data["r"] = self.resign
        if self.kind == ActionKind.END:
            data["n"] = self.points
            data["h"] = self.how
        return data

    @classmethod
    def from_dict(cls, data: object) -> "Action":
        """Read :meth:`to_dict`'s data; raises :class:`RecordError` for anything else."""
        if not isinstance(data, dict):
            raise RecordError(f"not an action: {data!r:.60}")
        dice = data.get("d")
        if dice is not None:
            if not isinstance(dice, list) or len(dice) != 2:
                raise RecordError(f"not dice: {dice!r:.40}")
            dice = (dice[0], dice[1])
        play = data.get("p")
        if play is not None:
            if not isinstance(play, str) or len(play) > 100:
                raise RecordError(f"not a play: {play!r:.60}")
            try:
                play = Play.from_gnubg(play)
            except BackgammonError as exc:
                raise RecordError(str(exc)) from None
        how = data.get("h", "")
        return cls(data.get("a"), data.get("s"), dice=dice, play=play, cube=data.get("c", 0),
                   resign=data.get("r", 0), points=data.get("n", 0), how=how if isinstance(how, str) else "?")

    def __str__(self) -> str:
        k = self.kind
        if k == ActionKind.ROLL:
            return f"{self.side}: roll {self.dice[0]}{self.dice[1]}"
        if k == ActionKind.MOVE:
            return f"{self.side}: move {self.play.gnubg() or '(no move)'}"
        if k in (ActionKind.DOUBLE, ActionKind.BEAVER):
            return f"{self.side}: {k.value} to {self.cube}"
        if k == ActionKind.RESIGN:
            return f"{self.side}: resign {self.resign}"
        if k == ActionKind.END:
            return f"{self.side}: wins {self.points} ({self.how})"
        return f"{self.side}: {k.value}"


@dataclass
class Game:
    """One game: where it started and its actions in order.

    ``number`` counts the games of the match from 1. ``score`` is the score at its start (side 0,
    side 1), ``crawford`` whether it is the Crawford game. ``position`` is the board it started
    from with the side to act on roll, or ``None`` for the usual start (the opening roll tells who
    starts). ``cube`` and ``cube_owner`` are the cube's at its start (a game watched from the
    middle may start with the cube turned).
    """

    number: int = 1
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    position: Position | None = None
    cube: int = 1
    cube_owner: int | None = None
    actions: list[Action] = field(default_factory=list)

    def __post_init__(self) -> None:
        if type(self.number) is not int or not 1 <= self.number <= MAX_GAMES * 10:
            raise RecordError(f"a game's number must be a positive number, not {self.number!r:.40}")
        score = self.score
        if (not isinstance(score, tuple) or len(score) != 2
                or any(type(s) is not int or not 0 <= s < 2**15 for s in score)):
            raise RecordError(f"a score must be two numbers from 0, not {score!r:.40}")
        if not isinstance(self.crawford, bool):
            raise RecordError(f"crawford must be true or false, not {self.crawford!r:.40}")
        if self.position is not None and not isinstance(self.position, Position):
            raise RecordError(f"not a position: {self.position!r:.60}")
        _power_of_two(self.cube, "the cube")
        if self.cube_owner is not None:
            _side(self.cube_owner, "the cube's owner")

    @property
    def end(self) -> Action | None:
        """The game's end, once recorded."""
        if self.actions and self.actions[-1].kind == ActionKind.END:
            return self.actions[-1]
        return None

    @property
    def winner(self) -> int | None:
        end = self.end
        return end.side if end is not None and end.how != "unfinished" else None

    def to_dict(self) -> dict:
        """The game's start as plain data (its actions are written one by one, apart)."""
        data: dict = {"game": self.number, "score": list(self.score)}
        if self.crawford:
            data["crawford"] = True
        if self.position is not None:
            data["position"] = [self.position.position_id(), self.position.turn]
        if self.cube != 1:
            data["cube"] = self.cube
        if self.cube_owner is not None:
            data["owner"] = self.cube_owner
        return data

    @classmethod
    def from_dict(cls, data: object) -> "Game":
        """A game (without actions) from :meth:`to_dict`'s data; raises :class:`RecordError`."""
        if not isinstance(data, dict):
            raise RecordError(f"not a game: {data!r:.60}")
        score = data.get("score")
        if not isinstance(score, list) or len(score) != 2:
            raise RecordError(f"not a score: {score!r:.40}")
        position = data.get("position")
        if position is not None:
            if (not isinstance(position, list) or len(position) != 2 or not isinstance(position[0], str)
                    or type(position[1]) is not int or position[1] not in (0, 1)):
                raise RecordError(f"not a position: {position!r:.60}")
            try:
                position = Position.from_position_id(position[0], position[1])
            except BackgammonError as exc:
                raise RecordError(str(exc)) from None
        return cls(number=data.get("game"), score=(score[0], score[1]), crawford=data.get("crawford", False),
                   position=position, cube=data.get("cube", 1), cube_owner=data.get("owner"))


def _optional_pair(value: object, what: str, kind: type) -> tuple:
    if value is None:
        return (None, None)
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise RecordError(f"{what} must be two values, not {value!r:.40}")
    out = []
    for item in value:
        if item is None:
            out.append(None)
        elif kind is float and type(item) in (int, float) and abs(item) < 1e7 and item == item:
            out.append(float(item))
        elif kind is int and type(item) is int and 0 <= item < 10**9:
            out.append(item)
        else:
            raise RecordError(f"{what} cannot hold {item!r:.40}")
    return tuple(out)


#: :class:`MatchInfo` fields and how each is read from plain data.
_INFO_TEXTS = ("id", "server", "variant", "started", "ended", "recorded", "engine", "outcome")


@dataclass(frozen=True)
class MatchInfo:
    """What a record is about.

    ``players`` are the names of side 0 and side 1; ``me`` is the side of the owner of the
    record (the player of fibsgui), ``None`` for a match watched. Ratings and experience (FIBS)
    are per side, before and after the match, ``None`` where unknown. ``length`` 0 is money play
    (FIBS's unlimited). ``recorded`` is :data:`PLAYED`, :data:`WATCHED` or :data:`IMPORTED`;
    ``from_start`` is false when the record begins after the match began (watched from the
    middle, or a saved match that fibsgui had not recorded): the first game's number, score and
    position say from where. ``engine`` names the engine's strength in practice. ``outcome`` is
    empty while the match goes on, then one of :data:`OUTCOMES`; ``winner`` the side that won.
    ``id`` names the record (and its file).
    """

    players: tuple[str, str] = ("", "")
    length: int = 1
    server: str = OFFLINE
    me: int | None = 0
    id: str = field(default_factory=new_record_id)
    rating_before: tuple[float | None, float | None] = (None, None)
    rating_after: tuple[float | None, float | None] = (None, None)
    experience_before: tuple[int | None, int | None] = (None, None)
    experience_after: tuple[int | None, int | None] = (None, None)
    crawford: bool = True
    jacoby: bool = False
    beavers: bool = False
    variant: str = "backgammon"
    started: str = ""
    ended: str = ""
    recorded: str = PLAYED
    from_start: bool = True
    engine: str = ""
    outcome: str = ""
    winner: int | None = None

    def __post_init__(self) -> None:
        players = self.players
        if not isinstance(players, tuple) or len(players) != 2 or not all(isinstance(p, str) for p in players):
            raise RecordError(f"players must be two names, not {players!r:.60}")
        object.__setattr__(self, "players", (players[0][:MAX_TEXT], players[1][:MAX_TEXT]))
        for name in _INFO_TEXTS:
            object.__setattr__(self, name, _text(getattr(self, name), name))
        if self.server not in SERVERS:
            raise RecordError(f"server must be one of {', '.join(SERVERS)}, not {self.server!r:.40}")
        if self.recorded not in RECORDINGS:
            raise RecordError(f"recorded must be one of {', '.join(RECORDINGS)}, not {self.recorded!r:.40}")
        if self.outcome not in OUTCOMES:
            raise RecordError(f"outcome must be one of {', '.join(OUTCOMES)}, not {self.outcome!r:.40}")
        if type(self.length) is not int or not 0 <= self.length <= MAX_LENGTH:
            raise RecordError(f"a match length is 0 to {MAX_LENGTH}, not {self.length!r:.40}")
        if self.me is not None:
            _side(self.me, "the owner's side")
        if self.winner is not None:
            _side(self.winner, "the winner")
        for name in ("crawford", "jacoby", "beavers", "from_start"):
            if not isinstance(getattr(self, name), bool):
                raise RecordError(f"{name} must be true or false")
        for name in ("rating_before", "rating_after"):
            object.__setattr__(self, name, _optional_pair(getattr(self, name), name, float))
        for name in ("experience_before", "experience_after"):
            object.__setattr__(self, name, _optional_pair(getattr(self, name), name, int))

    @property
    def opponent(self) -> int | None:
        """The owner's opponent's side (``None`` for a match watched)."""
        return None if self.me is None else 1 - self.me

    def rating_change(self, side: int) -> float | None:
        before, after = self.rating_before[side], self.rating_after[side]
        return None if before is None or after is None else after - before

    def to_dict(self) -> dict:
        data: dict = {}
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_dict(cls, data: object) -> "MatchInfo":
        """From :meth:`to_dict`'s data; unknown keys are ignored (a later version may add some),
        missing ones take their defaults. Raises :class:`RecordError`."""
        if not isinstance(data, dict):
            raise RecordError(f"not match information: {data!r:.60}")
        values = {}
        for name in cls.__dataclass_fields__:
            if name in data:
                value = data[name]
                values[name] = tuple(value) if isinstance(value, list) else value
        return cls(**values)

    def updated(self, changes: dict) -> "MatchInfo":
        """This information with ``changes`` (plain data, as :meth:`to_dict` writes) made."""
        merged = self.to_dict()
        merged.update({k: v for k, v in changes.items() if k in self.__dataclass_fields__ and k != "id"})
        return MatchInfo.from_dict(merged)


# -- replay ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Frame:
    """The match at one moment: the board (its ``turn`` is the side on roll) and the match state
    (score, cube and its owner, Crawford, dice rolled and not yet played, a double or a
    resignation on offer)."""

    position: Position
    match: MatchState

    @property
    def dice(self) -> tuple[int, int] | None:
        return self.match.dice if any(self.match.dice) else None

    @property
    def cube(self) -> int:
        return self.match.cube

    @property
    def cube_owner(self) -> int | None:
        return self.match.cube_owner

    @property
    def score(self) -> tuple[int, int]:
        return self.match.score

    @property
    def pips(self) -> tuple[int, int]:
        return self.position.pip_counts()

    def position_id(self) -> str:
        return self.position.position_id()

    def match_id(self) -> str:
        return self.match.match_id()


@dataclass(frozen=True)
class ActionFrames:
    """One action with the match before and after it; ``game`` and ``index`` place it."""

    game: int
    index: int
    action: Action
    before: Frame
    after: Frame


class GameFrames:
    """The frames of one game: ``frames[0]`` is its start, ``frames[i + 1]`` the match after
    action ``i``. ``problem`` says why the replay stopped early (an action the rules do not
    allow), empty when every action was replayed."""

    __slots__ = ("frames", "problem", "_done", "_resume")

    def __init__(self, start: Frame) -> None:
        self.frames: list[Frame] = [start]
        self.problem = ""
        self._done = 0
        self._resume = start.match.turn  # who acts again when a resignation is rejected

    @property
    def replayed(self) -> int:
        """How many actions were replayed."""
        return len(self.frames) - 1


def _turn_after_reject(match: MatchState) -> int:
    return 1 - match.on_roll if match.double_offered else match.on_roll


def _step(frame: Frame, action: Action, length: int) -> Frame:
    """The frame after ``action``; raises :class:`BackgammonError` or :class:`RecordError` if the
    rules do not allow it."""
    position, match = frame.position, frame.match
    kind, side = action.kind, action.side
    if match.state != GameState.PLAYING and kind != ActionKind.END:
        raise RecordError(f"{action} after the game was decided")
    if match.resigned and kind not in (ActionKind.ACCEPT, ActionKind.REJECT, ActionKind.END):
        raise RecordError(f"{action} while a resignation is on offer")
    if kind == ActionKind.ROLL:
        if match.double_offered or any(match.dice) or match.on_roll != side:
            raise RecordError(f"{action} with a double on offer, the dice already rolled or the "
                              f"other side on roll")
        return Frame(position.with_turn(side), replace(match, dice=action.dice, on_roll=side, turn=side))
    if kind == ActionKind.MOVE:
        if not any(match.dice) or match.on_roll != side:
            raise RecordError(f"{action} without a roll of its own")
        legal = position.with_turn(side).legal_plays(match.dice)
        after = legal.apply(legal.find(action.play))
        if after.outcome() is not None:
            return Frame(after.with_turn(side), replace(match, dice=(0, 0), state=GameState.OVER))
        other = 1 - side
        return Frame(after, replace(match, dice=(0, 0), on_roll=other, turn=other))
    if kind == ActionKind.DOUBLE:
        if action.cube != match.cube * 2:
            raise RecordError(f"{action}: the cube is at {match.cube}")
        return Frame(position.with_turn(side), match.after_double(side))
    if kind in (ActionKind.TAKE, ActionKind.BEAVER, ActionKind.DROP):
        if not match.double_offered or match.turn != side:
            raise RecordError(f"{action} without a double offered to {side}")
        if kind == ActionKind.DROP:
            return Frame(position, replace(match, double_offered=False, state=GameState.DROPPED))
        taken = match.after_take()
        if kind == ActionKind.BEAVER:
            if length != MONEY or action.cube != taken.cube * 2:
                raise RecordError(f"{action}: a beaver is a money game's, doubling the cube of {taken.cube}")
            taken = replace(taken, cube=action.cube)
        return Frame(position, taken)
    if kind == ActionKind.RESIGN:
        return Frame(position, replace(match, resigned=action.resign, turn=1 - side))
    if kind in (ActionKind.ACCEPT, ActionKind.REJECT):
        if not match.resigned or match.turn != side:
            raise RecordError(f"{action} without a resignation offered to {side}")
        if kind == ActionKind.ACCEPT:
            return Frame(position, replace(match, state=GameState.RESIGNED))
        return Frame(position, replace(match, resigned=0, turn=_turn_after_reject(match)))
    # the end of the game
    if action.how == "unfinished":
        return Frame(position, replace(match, state=GameState.NONE, double_offered=False, resigned=0,
                                       dice=(0, 0)))
    try:
        if action.how == "drop":
            if match.state != GameState.DROPPED:
                raise RecordError("no double was dropped")
            expected = match.cube
        elif action.how == "resign":
            if match.state != GameState.RESIGNED:
                raise RecordError("no resignation was accepted")
            expected = match.resignation_value(match.resigned)
        else:
            outcome = position.outcome()
            if outcome is None or outcome.winner != side or ENDINGS[outcome.kind - 1] != action.how:
                raise RecordError(f"the board shows {outcome.name if outcome else 'no end'}"
                                  f"{f' for side {outcome.winner}' if outcome else ''}")
            expected = match.game_value(outcome.kind)
        if action.points != expected:
            raise RecordError(f"the game was worth {expected}")
        return Frame(position, match.after_game(side, action.points))
    except (BackgammonError, RecordError) as exc:
        raise RecordError(f"{action}: {exc}") from None


@dataclass
class MatchRecord:
    """A match: :class:`MatchInfo` and its :class:`Game` s (see the module docs).

    Change it through :meth:`new_game`, :meth:`append` and :meth:`update_info` so that the
    frames kept for replay follow; appending to a game's ``actions`` directly is noticed too.
    """

    info: MatchInfo = field(default_factory=MatchInfo)
    games: list[Game] = field(default_factory=list)
    _frames: dict[int, GameFrames] = field(default_factory=dict, init=False, repr=False, compare=False)
    _sizes: list[int] = field(default_factory=list, init=False, repr=False, compare=False)
    _cached_totals: list[int] = field(default_factory=list, init=False, repr=False, compare=False)

    # -- writing -------------------------------------------------------------------------------
    def new_game(self, number: int | None = None, score: tuple[int, int] | None = None,
                 crawford: bool | None = None, position: Position | None = None, cube: int = 1,
                 cube_owner: int | None = None) -> Game:
        """Start the next game. Its number, score and Crawford flag follow from the game before
        (its end's points and the Crawford rule) unless given."""
        if len(self.games) >= MAX_GAMES:
            raise RecordError(f"a record holds at most {MAX_GAMES} games")
        previous = self.games[-1] if self.games else None
        if number is None:
            number = previous.number + 1 if previous else 1
        if score is None or crawford is None:
            state = self._state_after(previous)
            score = state.score if score is None else score
            crawford = (state.crawford and self.info.crawford) if crawford is None else crawford
        game = Game(number=number, score=tuple(score), crawford=crawford, position=position, cube=cube,
                    cube_owner=cube_owner)
        self.games.append(game)
        return game

    def _state_after(self, game: Game | None) -> MatchState:
        if game is None:
            return MatchState(length=self.info.length)
        end = game.end
        start = MatchState(length=self.info.length, score=game.score, crawford=game.crawford)
        if end is None or end.how == "unfinished":
            return start
        score = list(game.score)
        # every point won counts: a 3-point match won with a gammon at 2-2 ends 4-2, as the server
        # reports it
        score[end.side] = min(score[end.side] + end.points, 2**15 - 1)
        crawford = (bool(self.info.length) and not game.crawford and not start.post_crawford
                    and score[end.side] == self.info.length - 1 and score[1 - end.side] < self.info.length - 1)
        return MatchState(length=self.info.length, score=(score[0], score[1]), crawford=crawford,
                          state=GameState.OVER if self.info.length and score[end.side] >= self.info.length
                          else GameState.NONE)

    def append(self, action: Action) -> None:
        """Add an action to the last game."""
        if not self.games:
            raise RecordError("an action needs a game: start one with new_game()")
        if not isinstance(action, Action):
            raise RecordError(f"not an action: {action!r:.60}")
        game = self.games[-1]
        if len(game.actions) >= MAX_ACTIONS:
            raise RecordError(f"a game holds at most {MAX_ACTIONS} actions")
        game.actions.append(action)

    def update_info(self, **changes: object) -> MatchInfo:
        """Change the information (``outcome="won", winner=0``, ratings after ...)."""
        self.info = replace(self.info, **changes)
        self._frames.clear()  # the length or the rules may have changed
        return self.info

    # -- reading ---------------------------------------------------------------------------------
    @property
    def score(self) -> tuple[int, int]:
        """The score after the last game ended (or at the start of the one going on)."""
        return self._state_after(self.games[-1]).score if self.games else (0, 0)

    def action_count(self) -> int:
        return sum(len(game.actions) for game in self.games)

    def _start_frame(self, game: Game) -> Frame:
        info = self.info
        if game.position is not None:
            position = game.position
        else:
            first = game.actions[0].side if game.actions else 0
            position = Position.initial(first)
        score = game.score
        over = bool(info.length) and max(score) >= info.length
        # a score past the length (a damaged record) is replayed as a game already decided
        match = MatchState(length=info.length, score=score if not over else (0, 0), cube=game.cube,
                           cube_owner=game.cube_owner, crawford=game.crawford and bool(info.length),
                           on_roll=position.turn, turn=position.turn,
                           jacoby=info.jacoby and info.length == MONEY)
        if over:
            match = replace(match, state=GameState.OVER, score=score)
        return Frame(position, match)

    def frames(self, index: int) -> GameFrames:
        """The frames of game ``index`` (0-based), computed once and extended as actions come."""
        game = self.games[index]
        cached = self._frames.get(index)
        # before its first action a usual game's start does not know who starts; a game changed
        # otherwise than by appending is replayed again
        if cached is None or cached._done == 0 or cached._done > len(game.actions):
            cached = GameFrames(self._start_frame(game))
            self._frames[index] = cached
        actions = game.actions
        length = self.info.length
        while cached._done < len(actions):
            action = actions[cached._done]
            cached._done += 1
            if cached.problem:
                continue
            try:
                cached.frames.append(_step(cached.frames[-1], action, length))
            except (BackgammonError, RecordError) as exc:
                cached.problem = f"game {game.number}, action {cached._done}: {exc}"
        return cached

    def steps(self, game: int | None = None) -> Iterator[ActionFrames]:
        """Every action replayed, with the frames before and after it (of one game, or all)."""
        indexes = range(len(self.games)) if game is None else (game,)
        for g in indexes:
            frames = self.frames(g)
            actions = self.games[g].actions
            for i in range(frames.replayed):
                yield ActionFrames(g, i, actions[i], frames.frames[i], frames.frames[i + 1])

    # -- seeking through the whole match ------------------------------------------------------------
    def frame_count(self) -> int:
        """How many moments the whole match has: each game's start and the moment after each of
        its actions."""
        return sum(len(game.actions) + 1 for game in self.games)

    def locate(self, moment: int) -> tuple[int, int]:
        """The game (0-based) and frame index within it of moment ``moment`` of the match."""
        totals = self._totals()
        if not 0 <= moment < (totals[-1] if totals else 0):
            raise IndexError(f"moment {moment} of a match of {totals[-1] if totals else 0}")
        game = bisect.bisect_right(totals, moment)
        return game, moment - (totals[game - 1] if game else 0)

    def moment(self, game: int, frame: int = 0) -> int:
        """The inverse of :meth:`locate`."""
        totals = self._totals()
        return (totals[game - 1] if game else 0) + frame

    def _totals(self) -> list[int]:
        sizes = [len(game.actions) + 1 for game in self.games]
        if sizes != self._sizes:
            self._sizes[:] = sizes
            running, totals = 0, []
            for size in sizes:
                running += size
                totals.append(running)
            self._cached_totals = totals
        return self._cached_totals

    def seek(self, moment: int) -> tuple[int, int, Frame]:
        """Game, frame index and :class:`Frame` at moment ``moment`` of the match. A moment past
        where a game's replay stopped (:attr:`GameFrames.problem`) shows the last good frame."""
        game, index = self.locate(moment)
        frames = self.frames(game).frames
        return game, index, frames[min(index, len(frames) - 1)]
