"""A match against the local engine: a Qt-free state machine the offline-practice screen drives.

The match is always waiting for exactly one side (:attr:`OfflineMatch.to_act`) to do one thing,
named by :attr:`OfflineMatch.phase`:

* ``Phase.ROLL``: the side may roll, double (if :meth:`may_double`) or resign;
* ``Phase.MOVE``: the side has rolled and must play (:attr:`dice`, :attr:`legal_plays`);
* ``Phase.DOUBLED``: the side must take or drop the cube offered to it (or, in money play with
  :attr:`beavers`, beaver it: take and redouble at once, keeping the cube);
* ``Phase.RESIGNED``: the side must accept or reject the resignation offered to it
  (:attr:`resignation`);
* ``Phase.GAME_OVER``: the game has been scored; :meth:`new_game` starts the next one;
* ``Phase.MATCH_OVER``: the match is decided (:attr:`winner`); :meth:`new_match` starts again.

The human side acts through :meth:`roll`, :meth:`double`, :meth:`take`, :meth:`drop`,
:meth:`move`, :meth:`resign`, :meth:`accept_resignation` and :meth:`reject_resignation`; each
checks that the action is legal now and raises :class:`fibsgui.bg.IllegalPlayError` (a
``ValueError``) with a clear message if not. The human may also offer a resignation while the
engine is to roll or move.

The engine's thinking is separate and blocking, so a UI runs it in a worker thread::

    action = match.compute_engine_action()     # worker thread: reads the match, changes nothing
    events = match.apply(action)               # UI thread: performs it (stale actions raise)

or simply ``match.engine_action()`` for both at once. Repeat while :attr:`engine_to_act`.
Rolling the dice is an engine action too (after it decided not to double or resign), so each
step can be animated. A roll with no legal play passes the turn at once.

Every change appends :class:`MatchEvent` s to :attr:`events` (each action also returns the events
it caused): who did what, in words (``"gnubg rolls 6-1"``, ``"gnubg plays 13/7 8/7"``), with the
dice, play, positions before and after, cube and score, for the UI to show and animate.

:meth:`hint` ranks the human's plays for the current roll (blocking; at least expert strength).
Dice come from :attr:`rng`, a ``random.Random`` that a test can seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Sequence

from fibsgui.bg import (
    BACKGAMMON,
    GAMMON,
    MONEY,
    SINGLE,
    GameState,
    IllegalPlayError,
    LegalPlays,
    MatchState,
    Play,
    Position,
)
from fibsgui.engine.base import CubeDecision, Engine, RankedPlay, Strength

MAX_LENGTH = 25
_KIND_NAMES = {SINGLE: "a single game", GAMMON: "a gammon", BACKGAMMON: "a backgammon"}


#: The version of :meth:`OfflineMatch.to_dict`'s record; :meth:`OfflineMatch.from_dict` reads this
#: one and refuses a later one (:class:`NewerRecordError`).
RECORD_VERSION = 1
#: The most events a record keeps (the latest; a money session can go on for ever) and the longest
#: text of one, so that a record, and what reading one costs, stay bounded.
RECORD_EVENTS = 3000
RECORD_TEXT = 400


class NewerRecordError(ValueError):
    """A match record written by a later fibsgui, in a format this one does not know."""


def _record_position(position: Position) -> list:
    return [position.position_id(), position.turn]


def _read_position(value: object) -> Position:
    if not isinstance(value, list) or len(value) != 2 or value[1] not in (0, 1) or isinstance(value[1], bool):
        raise ValueError(f"not a position: {value!r:.80}")
    return Position.from_position_id(value[0], value[1])


def _read_int(value: object, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, not {value!r:.40}")
    return value


def _read_pair(value: object, low: int, high: int, what: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{what} must be two numbers, not {value!r:.40}")
    return _read_int(value[0], low, high, what), _read_int(value[1], low, high, what)


def _read_play(value: object) -> Play:
    if not isinstance(value, list) or len(value) > 4:
        raise ValueError(f"not a play: {value!r:.80}")
    moves = []
    for move in value:
        if not isinstance(move, list) or len(move) != 3:
            raise ValueError(f"not a move: {move!r:.40}")
        moves.append((_read_int(move[0], 1, 25, "a move's start"), _read_int(move[1], 0, 24, "a move's end"),
                      _read_int(move[2], 0, 1, "a move's hit") == 1))
    return Play(moves)


#: :class:`MatchEvent` fields a record writes in a form of their own; every other field (a number
#: or a text) is written as it is when it differs from its default.
_EVENT_SPECIAL = ("kind", "side", "text", "position", "before", "score", "cube", "dice", "play")


def _event_record(event: MatchEvent) -> dict:
    record: dict = {"kind": event.kind.value, "side": event.side, "text": event.text[:RECORD_TEXT],
                    "position": _record_position(event.position), "score": list(event.score), "cube": event.cube}
    if event.before != event.position:
        record["before"] = _record_position(event.before)
    if event.dice is not None:
        record["dice"] = list(event.dice)
    if event.play is not None:
        record["play"] = [[m.from_point, m.to_point, int(m.hit)] for m in event.play]
    for field in fields(MatchEvent):
        value = getattr(event, field.name)
        if field.name not in _EVENT_SPECIAL and value != field.default:
            record[field.name] = value
    return record


def _read_event(record: object) -> MatchEvent:
    if not isinstance(record, dict):
        raise ValueError(f"not an event: {record!r:.80}")
    text = record.get("text", "")
    if not isinstance(text, str):
        raise ValueError("an event's text must be a text")
    side = record.get("side")
    position = _read_position(record.get("position"))
    values = dict(
        kind=EventKind(record.get("kind")),
        side=None if side is None else _read_int(side, 0, 1, "an event's side"),
        text=text[:RECORD_TEXT],
        position=position,
        before=_read_position(record["before"]) if "before" in record else position,
        score=_read_pair(record.get("score"), 0, 2**31, "an event's score"),
        cube=_read_int(record.get("cube"), 1, 2**15, "an event's cube"),
        dice=_read_pair(record["dice"], 1, 6, "an event's dice") if record.get("dice") is not None else None,
        play=_read_play(record["play"]) if record.get("play") is not None else None,
    )
    for field in fields(MatchEvent):
        if field.name in _EVENT_SPECIAL or field.name not in record:
            continue
        value = record[field.name]
        if type(value) is not type(field.default) or (isinstance(value, str) and len(value) > RECORD_TEXT):
            raise ValueError(f"an event's {field.name} cannot be {value!r:.40}")
        values[field.name] = value
    return MatchEvent(**values)


class Phase(str, Enum):
    ROLL = "roll"
    MOVE = "move"
    DOUBLED = "doubled"
    RESIGNED = "resigned"
    GAME_OVER = "game over"
    MATCH_OVER = "match over"


class EventKind(str, Enum):
    MATCH_START = "match start"
    GAME_START = "game start"
    OPENING_ROLL = "opening roll"
    ROLL = "roll"
    MOVE = "move"
    CANNOT_MOVE = "cannot move"
    DOUBLE = "double"
    TAKE = "take"
    BEAVER = "beaver"
    DROP = "drop"
    RESIGN = "resign"
    ACCEPT_RESIGNATION = "accept resignation"
    REJECT_RESIGNATION = "reject resignation"
    GAME_END = "game end"
    MATCH_END = "match end"


class Action(str, Enum):
    """What a side can do; :class:`EngineAction` carries one for the engine."""

    ROLL = "roll"
    MOVE = "move"
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    RESIGN = "resign"
    ACCEPT_RESIGNATION = "accept resignation"
    REJECT_RESIGNATION = "reject resignation"


@dataclass(frozen=True)
class MatchEvent:
    """Something that happened, for the log and for animation.

    ``side`` is who acted (None for the match itself; the winner for game and match ends).
    ``position`` is the board after the event, ``before`` the board before it (they differ for
    moves only). ``score`` is the score after the event; ``cube`` the cube value in play (for a
    game end: the cube the game was played for). ``points`` is what a game end scored;
    ``resignation`` the kind offered (1, 2, 3). ``game`` numbers the games from 1. A game end's
    ``how`` says how it ended: ``"single"``, ``"gammon"``, ``"backgammon"`` (played out),
    ``"drop"`` (a double dropped) or ``"resign"`` (a resignation accepted; ``resignation`` holds
    its kind).
    """

    kind: EventKind
    side: int | None
    text: str
    position: Position
    before: Position
    score: tuple[int, int]
    cube: int
    dice: tuple[int, int] | None = None
    play: Play | None = None
    points: int = 0
    resignation: int = 0
    game: int = 0
    how: str = ""


@dataclass(frozen=True)
class EngineAction:
    """The engine's decision, computed by :meth:`OfflineMatch.compute_engine_action` for the
    match state numbered ``serial``; apply it with :meth:`OfflineMatch.apply`."""

    action: Action
    serial: int
    play: Play | None = None
    resignation: int = 0


class OfflineMatch:
    """A match (or money session) between a human and a local engine. See the module docs.

    ``length`` is 1-25 points, or 0 (:data:`fibsgui.bg.MONEY`) for money play (``jacoby``: gammons
    count only once the cube has been turned; ``beavers``: the human may beaver the engine's
    double; the engine never beavers). ``human`` is the human's side (0 or 1). ``crawford``
    applies the Crawford rule. ``seed`` or ``rng`` fixes the dice. The first game starts at once
    (its opening roll is in :attr:`events`) unless ``start`` is false.
    """

    def __init__(self, engine: Engine | None = None, *, length: int = 5, human: int = 0,
                 crawford: bool = True, jacoby: bool = False, beavers: bool = False, seed: int | None = None,
                 rng: random.Random | None = None, human_name: str = "You",
                 hint_engine: Engine | None = None, start: bool = True) -> None:
        if engine is None:
            from fibsgui.engine import create_engine

            engine = create_engine()
        if not isinstance(length, int) or not (length == MONEY or 1 <= length <= MAX_LENGTH):
            raise ValueError(f"match length must be 1-{MAX_LENGTH} or 0 for money play, not {length!r}")
        if human not in (0, 1):
            raise ValueError(f"the human's side must be 0 or 1, not {human!r}")
        self.engine = engine
        self.human = human
        self.human_name = human_name
        self.crawford_rule = bool(crawford)
        self.rng = rng if rng is not None else random.Random(seed)
        self._hint_engine = hint_engine
        self.events: list[MatchEvent] = []
        self._records: list[tuple[MatchEvent, dict]] = []  # events already put in record form (to_dict)
        self._serial = 0
        self._setup(length, jacoby, beavers)
        if start:
            self.new_game()

    def _setup(self, length: int, jacoby: bool, beavers: bool = False) -> None:
        self._state = MatchState(length=length, jacoby=bool(jacoby) and length == MONEY,
                                 state=GameState.NONE)
        self.beavers = bool(beavers) and length == MONEY
        self._position = Position.initial(0)
        self._phase = Phase.GAME_OVER
        self._to_act = self.human
        self._resume: tuple[Phase, int] | None = None
        self._rejected: dict[int, int] = {0: 0, 1: 0}
        self.game_number = 0
        self._legal: LegalPlays | None = None
        self._changed()
        kind = f"{length}-point match" if length else "money session"
        self._log(EventKind.MATCH_START, None,
                  f"{self._name(self.human)} against {self.engine.name}: {kind}")

    # -- reading -------------------------------------------------------------------------------
    @property
    def engine_side(self) -> int:
        return 1 - self.human

    @property
    def state(self) -> MatchState:
        """Score, cube, Crawford, dice, offers: gnubg's match state (for the Match ID too)."""
        return self._state

    @property
    def position(self) -> Position:
        """The board; its ``turn`` is the side on roll (the doubler while a double is offered)."""
        return self._position

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def to_act(self) -> int:
        """The side the match is waiting for (in GAME_OVER / MATCH_OVER: the human)."""
        return self._to_act

    @property
    def human_to_act(self) -> bool:
        return self._phase not in (Phase.GAME_OVER, Phase.MATCH_OVER) and self._to_act == self.human

    @property
    def engine_to_act(self) -> bool:
        return self._phase not in (Phase.GAME_OVER, Phase.MATCH_OVER) and self._to_act == self.engine_side

    @property
    def length(self) -> int:
        return self._state.length

    @property
    def score(self) -> tuple[int, int]:
        return self._state.score

    @property
    def cube(self) -> int:
        return self._state.cube

    @property
    def cube_owner(self) -> int | None:
        return self._state.cube_owner

    @property
    def crawford(self) -> bool:
        """Whether this game is the Crawford game."""
        return self._state.crawford

    @property
    def dice(self) -> tuple[int, int] | None:
        """The dice of the side to move (Phase.MOVE), else None."""
        return self._state.dice if self._phase == Phase.MOVE else None

    @property
    def legal_plays(self) -> LegalPlays | None:
        """The legal plays for the current roll (Phase.MOVE), else None."""
        return self._legal if self._phase == Phase.MOVE else None

    @property
    def resignation(self) -> int:
        """The kind of resignation on offer (Phase.RESIGNED), else 0."""
        return self._state.resigned

    @property
    def winner(self) -> int | None:
        """The side that won the match, once it is over."""
        return self._state.winner

    @property
    def serial(self) -> int:
        """Increases with every change; an :class:`EngineAction` is valid for one value."""
        return self._serial

    def may_double(self, side: int | None = None) -> bool:
        side = self.human if side is None else side
        return self._phase == Phase.ROLL and self._to_act == side and self._state.may_double(side)

    def may_beaver(self, side: int | None = None) -> bool:
        """Whether ``side`` (default: the human) may beaver the double offered to it now."""
        side = self.human if side is None else side
        return (self.beavers and self._phase == Phase.DOUBLED and self._to_act == side
                and self._state.cube * 4 <= 2**15)

    def may_resign(self, side: int | None = None) -> bool:
        side = self.human if side is None else side
        return self._phase in (Phase.ROLL, Phase.MOVE) and (side == self.human or self._to_act == side)

    # -- human actions -----------------------------------------------------------------------------
    def roll(self) -> list[MatchEvent]:
        """The human rolls."""
        self._expect(self.human, Phase.ROLL, "roll")
        return self._roll(self.human)

    def double(self) -> list[MatchEvent]:
        """The human offers the cube."""
        self._expect(self.human, Phase.ROLL, "double")
        return self._double(self.human)

    def take(self) -> list[MatchEvent]:
        """The human takes the engine's double."""
        self._expect(self.human, Phase.DOUBLED, "take")
        return self._take(self.human)

    def beaver(self) -> list[MatchEvent]:
        """The human takes the engine's double and redoubles at once, keeping the cube (money
        play with beavers on). The engine, having doubled, plays on at the cube of four times
        the old value; it rolls next."""
        self._expect(self.human, Phase.DOUBLED, "beaver")
        if not self.may_beaver(self.human):
            raise IllegalPlayError("beavers are not allowed in this game" if not self.beavers
                                   else "the cube cannot go any higher")
        mark = len(self.events)
        taken = self._state.after_take()
        self._state = replace(taken, cube=taken.cube * 2)
        doubler = self._state.on_roll
        self._phase, self._to_act = Phase.ROLL, doubler
        self._changed()
        self._log(EventKind.BEAVER, self.human,
                  f"{self._name(self.human)} {self._verb(self.human, 'beaver')}: the cube is at "
                  f"{self._state.cube}")
        return self.events[mark:]

    def drop(self) -> list[MatchEvent]:
        """The human passes the engine's double (and loses the current cube)."""
        self._expect(self.human, Phase.DOUBLED, "drop")
        return self._drop(self.human)

    def move(self, play: Play | str | Sequence) -> list[MatchEvent]:
        """The human plays: a :class:`Play` (e.g. ``Turn.play``) or gnubg notation."""
        self._expect(self.human, Phase.MOVE, "move")
        return self._move(self.human, play)

    def resign(self, kind: int = SINGLE) -> list[MatchEvent]:
        """The human offers to resign a single game (1), a gammon (2) or a backgammon (3)."""
        if not self.may_resign(self.human):
            raise IllegalPlayError(f"{self.human_name} cannot resign now ({self._describe_wait()})")
        return self._resign(self.human, kind)

    def accept_resignation(self) -> list[MatchEvent]:
        self._expect(self.human, Phase.RESIGNED, "accept a resignation")
        return self._accept(self.human)

    def reject_resignation(self) -> list[MatchEvent]:
        self._expect(self.human, Phase.RESIGNED, "reject a resignation")
        return self._reject(self.human)

    def new_game(self, position: Position | None = None) -> list[MatchEvent]:
        """Start the next game with the opening roll. ``position`` (optional) starts it from a
        set-up position instead of the initial one (the opening roll still decides who starts)."""
        if self._phase == Phase.MATCH_OVER:
            raise IllegalPlayError("the match is over; start a new match")
        if self._phase != Phase.GAME_OVER:
            raise IllegalPlayError(f"the game is still being played ({self._describe_wait()})")
        mark = len(self.events)
        self.game_number += 1
        self._rejected = {0: 0, 1: 0}
        start = position if position is not None else Position.initial(0)
        if start.outcome() is not None:
            raise IllegalPlayError(f"a game cannot start from a finished position: {start!r}")
        self._position = start
        crawford = " (Crawford game)" if self._state.crawford else ""
        self._log(EventKind.GAME_START, None, f"Game {self.game_number}{crawford}. {self._score_text()}")
        while True:
            mine, theirs = self.rng.randint(1, 6), self.rng.randint(1, 6)
            dice_by_side = {self.human: mine, self.engine_side: theirs}
            text = (f"{self._name(self.human)} {self._verb(self.human, 'roll')} {mine}, "
                    f"{self._name(self.engine_side)} {self._verb(self.engine_side, 'roll')} {theirs}")
            if mine == theirs:
                self._log(EventKind.OPENING_ROLL, None, text + ": both roll again",
                          dice=(dice_by_side[0], dice_by_side[1]))
                continue
            first = self.human if mine > theirs else self.engine_side
            dice = (dice_by_side[first], dice_by_side[1 - first])
            self._position = self._position.with_turn(first)
            self._state = replace(self._state, state=GameState.PLAYING, on_roll=first, turn=first,
                                  dice=dice, double_offered=False, resigned=0)
            self._log(EventKind.OPENING_ROLL, first,
                      f"{text}: {self._name(first)} {self._verb(first, 'start')} with {dice[0]}-{dice[1]}",
                      dice=dice)
            self._begin_move(first)
            break
        return self.events[mark:]

    def new_match(self, length: int | None = None, *, jacoby: bool | None = None) -> list[MatchEvent]:
        """Start again from 0-0 (same engine and sides; optionally another length)."""
        mark = len(self.events)
        length = self._state.length if length is None else length
        if not isinstance(length, int) or not (length == MONEY or 1 <= length <= MAX_LENGTH):
            raise ValueError(f"match length must be 1-{MAX_LENGTH} or 0 for money play, not {length!r}")
        self._setup(length, self._state.jacoby if jacoby is None else jacoby, self.beavers)
        self.new_game()
        return self.events[mark:]

    # -- engine ------------------------------------------------------------------------------------
    def compute_engine_action(self) -> EngineAction:
        """The engine's next action (blocking; reads the match, changes nothing)."""
        side = self.engine_side
        if not self.engine_to_act:
            raise IllegalPlayError(f"it is not {self.engine.name}'s turn ({self._describe_wait()})")
        serial, phase = self._serial, self._phase
        position, state = self._position, self._state
        engine = self.engine
        if phase == Phase.ROLL:
            offer = engine.resignation_offer(position, state, side)
            if offer and offer > self._rejected[side]:
                return EngineAction(Action.RESIGN, serial, resignation=offer)
            if state.may_double(side) and engine.should_double(position, state):
                return EngineAction(Action.DOUBLE, serial)
            return EngineAction(Action.ROLL, serial)
        if phase == Phase.MOVE:
            play = engine.choose_play(position, state.dice, state)
            return EngineAction(Action.MOVE, serial, play=play)
        if phase == Phase.DOUBLED:
            take = engine.should_take(position, state)
            return EngineAction(Action.TAKE if take else Action.DROP, serial)
        if phase == Phase.RESIGNED:
            accept = engine.accept_resignation(self._resume_position(), self._resume_state(),
                                               state.resigned, side)
            return EngineAction(Action.ACCEPT_RESIGNATION if accept else Action.REJECT_RESIGNATION, serial)
        raise IllegalPlayError(f"nothing for {self.engine.name} to do ({self._describe_wait()})")

    def apply(self, action: EngineAction) -> list[MatchEvent]:
        """Perform an action from :meth:`compute_engine_action` (raises if the match moved on)."""
        if action.serial != self._serial:
            raise IllegalPlayError("the engine's action was computed for an earlier state of the match")
        side = self.engine_side
        kind = action.action
        if kind == Action.RESIGN:
            if not self.may_resign(side):
                raise IllegalPlayError(f"{self.engine.name} cannot resign now")
            return self._resign(side, action.resignation)
        expected = {
            Action.ROLL: Phase.ROLL, Action.DOUBLE: Phase.ROLL, Action.MOVE: Phase.MOVE,
            Action.TAKE: Phase.DOUBLED, Action.DROP: Phase.DOUBLED,
            Action.ACCEPT_RESIGNATION: Phase.RESIGNED, Action.REJECT_RESIGNATION: Phase.RESIGNED,
        }[kind]
        self._expect(side, expected, kind.value)
        if kind == Action.ROLL:
            return self._roll(side)
        if kind == Action.DOUBLE:
            return self._double(side)
        if kind == Action.MOVE:
            return self._move(side, action.play)
        if kind == Action.TAKE:
            return self._take(side)
        if kind == Action.DROP:
            return self._drop(side)
        if kind == Action.ACCEPT_RESIGNATION:
            return self._accept(side)
        return self._reject(side)

    def engine_action(self) -> list[MatchEvent]:
        """Compute and perform the engine's next action (blocking)."""
        return self.apply(self.compute_engine_action())

    def play_engine_turn(self) -> list[MatchEvent]:
        """Let the engine act until the human (or nobody) is to act; returns all events."""
        mark = len(self.events)
        while self.engine_to_act:
            self.engine_action()
        return self.events[mark:]

    # -- saving and resuming -----------------------------------------------------------------------
    def to_dict(self) -> dict:
        """The whole match as plain data (for JSON), to go on later with :meth:`from_dict`.

        Version 1 (:data:`RECORD_VERSION`) holds::

            version       1
            length        points (0: money), with "jacoby", "beavers", "crawford_rule", "human"
            engine        the engine's name when it was written (for the reader; not checked)
            state         the match state: score [side 0, side 1], cube, cube_owner (null, 0, 1),
                          crawford, on_roll, turn, state (GameState's number), double_offered,
                          resigned (0-3), dice [0, 0] or the dice to play
            position      [gnubg Position ID, side on roll]
            phase         a Phase's value ("roll", "move", ...), with to_act (0, 1)
            resume        [phase, side] to go back to when a resignation is rejected, or null
            rejected      [kind, kind]: the highest resignation each side has had rejected this game
            game_number   games begun so far
            rng           the dice generator's state [version, [625 numbers], gauss] or null:
                          the dice to come are the ones the match would have rolled
            events        the latest :data:`RECORD_EVENTS` events: kind, side, text, position,
                          before (moves), score, cube, dice, play [[from, to, hit], ...] and the
                          other fields of :class:`MatchEvent` that differ from their defaults

        Sides are 0 and 1; the engine itself is not part of the record (the reader brings one).
        """
        state = self._state
        try:
            version, internal, gauss = self.rng.getstate()
            rng = [version, list(internal), gauss]
        except (AttributeError, NotImplementedError, TypeError, ValueError):
            rng = None  # a generator without a state to keep (SystemRandom): the dice to come are new
        return {
            "version": RECORD_VERSION,
            "length": state.length,
            "jacoby": state.jacoby,
            "beavers": self.beavers,
            "crawford_rule": self.crawford_rule,
            "human": self.human,
            "engine": self.engine.name,
            "state": {
                "score": list(state.score), "cube": state.cube, "cube_owner": state.cube_owner,
                "crawford": state.crawford, "on_roll": state.on_roll, "turn": state.turn,
                "state": int(state.state), "double_offered": state.double_offered,
                "resigned": state.resigned, "dice": list(state.dice),
            },
            "position": _record_position(self._position),
            "phase": self._phase.value,
            "to_act": self._to_act,
            "resume": [self._resume[0].value, self._resume[1]] if self._resume is not None else None,
            "rejected": [self._rejected[0], self._rejected[1]],
            "game_number": self.game_number,
            "rng": rng,
            "events": self._event_records(),
        }

    def _event_records(self) -> list[dict]:
        """The latest events in record form; each event is put in that form once (a record is
        written after every action, and a long session has thousands of events)."""
        cache, events = self._records, self.events
        if len(cache) > len(events) or (cache and cache[-1][0] is not events[len(cache) - 1]):
            cache = self._records = []  # the events were replaced
        cache.extend((event, _event_record(event)) for event in events[len(cache):])
        return [record for _, record in cache[-RECORD_EVENTS:]]

    @classmethod
    def from_dict(cls, data: object, engine: Engine | None = None, *, human_name: str = "You",
                  hint_engine: Engine | None = None) -> "OfflineMatch":
        """The match a :meth:`to_dict` record holds, against ``engine``, at the same roll: the same
        position, dice, cube, score, phase and side to act, and the same dice to come.

        Raises :class:`NewerRecordError` for a record of a later version and ``ValueError`` for
        anything else that is not a record this class writes (a record is checked whole: its
        values, and that they make a state the match can go on from)."""
        if not isinstance(data, dict):
            raise ValueError("a match record is a table of values")
        version = data.get("version")
        if type(version) is int and version > RECORD_VERSION:
            raise NewerRecordError(f"a match record of version {version} (this fibsgui reads {RECORD_VERSION})")
        if version != RECORD_VERSION:
            raise ValueError(f"not a match record version: {version!r:.40}")
        try:
            return cls._from_record(data, engine, human_name, hint_engine)
        except NewerRecordError:
            raise
        except (KeyError, TypeError, ValueError, OverflowError, IndexError, AttributeError) as exc:
            raise ValueError(f"a damaged match record: {exc}") from None

    @classmethod
    def _from_record(cls, data: dict, engine: Engine | None, human_name: str,
                     hint_engine: Engine | None) -> "OfflineMatch":
        length = data["length"]
        if type(length) is not int:
            raise ValueError(f"the match length must be a number, not {length!r:.40}")
        flags = {name: data.get(name, False) for name in ("jacoby", "beavers", "crawford_rule")}
        if any(type(value) is not bool for value in flags.values()):
            raise ValueError("jacoby, beavers and crawford_rule are true or false")
        rng = random.Random()
        if data.get("rng") is not None:
            version, internal, gauss = data["rng"]
            if type(version) is not int or not isinstance(internal, list) or not (
                    gauss is None or isinstance(gauss, float)) or len(internal) > 1000 or not all(
                    type(word) is int and 0 <= word < 2**32 for word in internal):
                raise ValueError("not a dice generator's state")
            rng.setstate((version, tuple(internal), gauss))
        match = cls(engine, length=length, human=_read_int(data["human"], 0, 1, "the human's side"),
                    crawford=flags["crawford_rule"], jacoby=flags["jacoby"], beavers=flags["beavers"], rng=rng,
                    human_name=human_name, hint_engine=hint_engine, start=False)

        saved = data["state"]
        if not isinstance(saved, dict):
            raise ValueError("the match state is a table of values")
        booleans = {name: saved[name] for name in ("crawford", "double_offered")}
        if any(type(value) is not bool for value in booleans.values()):
            raise ValueError("crawford and double_offered are true or false")
        owner = saved["cube_owner"]
        state = MatchState(
            length=length, jacoby=match._state.jacoby,
            score=_read_pair(saved["score"], 0, 2**31, "the score"),
            cube=_read_int(saved["cube"], 1, 2**15, "the cube"),
            cube_owner=None if owner is None else _read_int(owner, 0, 1, "the cube's owner"),
            crawford=booleans["crawford"], double_offered=booleans["double_offered"],
            on_roll=_read_int(saved["on_roll"], 0, 1, "the side on roll"),
            turn=_read_int(saved["turn"], 0, 1, "the side to act"),
            state=GameState(_read_int(saved["state"], 0, 10, "the game's state")),
            resigned=_read_int(saved["resigned"], 0, BACKGAMMON, "the resignation"),
            dice=_read_pair(saved["dice"], 0, 6, "the dice"),
        )
        position = _read_position(data["position"])
        phase = Phase(data["phase"])
        to_act = _read_int(data["to_act"], 0, 1, "the side to act")
        resume = data["resume"]
        if resume is not None:
            if not isinstance(resume, list) or len(resume) != 2:
                raise ValueError("resume is a phase and a side")
            resume = (Phase(resume[0]), _read_int(resume[1], 0, 1, "the side to resume"))
        rejected = _read_pair(data["rejected"], 0, BACKGAMMON, "the rejected resignations")
        game_number = _read_int(data["game_number"], 0, 2**31, "the game number")
        events = data["events"]
        if not isinstance(events, list) or len(events) > RECORD_EVENTS:
            raise ValueError(f"events are a list of at most {RECORD_EVENTS}")

        # what the match could not have come to
        playing = phase in (Phase.ROLL, Phase.MOVE, Phase.DOUBLED, Phase.RESIGNED)
        if playing and (game_number < 1 or position.outcome() is not None or state.state != GameState.PLAYING
                        or state.winner is not None):
            raise ValueError(f"a game in play ({phase.value}) needs a position and a state of one")
        if phase == Phase.MOVE and (0 in state.dice or position.turn != to_act or state.on_roll != to_act):
            raise ValueError(f"the side to move ({to_act}) needs the dice and the turn: {state.dice}")
        if phase == Phase.ROLL and (any(state.dice) or state.on_roll != to_act):
            raise ValueError("a side about to roll has no dice yet")
        if phase == Phase.DOUBLED and (not state.double_offered or state.on_roll == to_act):
            raise ValueError("a double to answer needs a double offered by the other side")
        if (phase == Phase.RESIGNED) != (state.resigned != 0) or (phase == Phase.RESIGNED) != (resume is not None):
            raise ValueError("a resignation to answer needs its kind and the phase to go back to")
        if resume is not None and resume[0] not in (Phase.ROLL, Phase.MOVE):
            raise ValueError(f"a resignation is offered while rolling or moving, not in {resume[0].value!r}")
        if phase == Phase.MATCH_OVER and state.winner is None:
            raise ValueError("a match over needs a winner")
        if phase == Phase.GAME_OVER and state.winner is not None:
            raise ValueError("a match won is over")

        match._state = state
        match._position = position
        match._phase, match._to_act = phase, to_act
        match._resume = resume
        match._rejected = {0: rejected[0], 1: rejected[1]}
        match.game_number = game_number
        match.events = [_read_event(record) for record in events]
        match._legal = None
        if phase == Phase.MOVE or (resume is not None and resume[0] == Phase.MOVE):
            match._legal = position.legal_plays(state.dice)
            if match._legal.steps == 0:
                raise ValueError(f"a roll without a play is passed at once, not left to play: {state.dice}")
        match._changed()
        return match

    # -- advice for the human --------------------------------------------------------------------
    @property
    def hint_engine(self) -> Engine:
        """The engine that gives hints: the opponent's engine at expert strength or better."""
        if self._hint_engine is None:
            engine = self.engine
            if engine.strength < Strength.EXPERT:
                engine = engine.with_strength(Strength.EXPERT)
            self._hint_engine = engine
        return self._hint_engine

    def hint(self, n: int | None = 5) -> list[tuple[Play, float]]:
        """The best ``n`` plays (all if None) for the human's roll with their equities, best first
        (blocking). Equities are from the human's point of view (see :mod:`fibsgui.engine.base`)."""
        if self._phase != Phase.MOVE or self._to_act != self.human:
            raise IllegalPlayError(f"a hint needs {self.human_name}'s roll ({self._describe_wait()})")
        ranked: list[RankedPlay] = self.hint_engine.rank_plays(self._position, self._state.dice, self._state)
        if n is not None:
            ranked = ranked[:max(n, 0)]
        return [(r.play, r.equity) for r in ranked]

    def hint_rows(self, n: int | None = 5) -> list[RankedPlay]:
        """As :meth:`hint`, with each play's look-ahead and the human's chances after it
        (:data:`fibsgui.engine.base.Chances`; None where the engine cannot estimate a figure)."""
        if self._phase != Phase.MOVE or self._to_act != self.human:
            raise IllegalPlayError(f"a hint needs {self.human_name}'s roll ({self._describe_wait()})")
        engine = self.hint_engine
        ranked: list[RankedPlay] = engine.rank_plays(self._position, self._state.dice, self._state)
        if n is not None:
            ranked = ranked[:max(n, 0)]
        other = self.engine_side
        state = replace(self._state, on_roll=other, turn=other, dice=(0, 0))
        rows = []
        for row in ranked:
            if row.probabilities is None:
                after = self._legal.apply(row.play).with_turn(other)
                outcome = after.outcome()
                if outcome is not None:  # the play wins: nothing is left to estimate
                    chances = (1.0, float(outcome.kind >= GAMMON), float(outcome.kind >= BACKGAMMON), 0.0, 0.0)
                else:
                    chances = tuple(engine.probabilities(after, state, side=self.human))
                row = row._replace(probabilities=chances)
            rows.append(row)
        return rows

    def cube_hint(self) -> CubeDecision:
        """The cube decision the human faces: to double (Phase.ROLL) or to take (Phase.DOUBLED)."""
        if self._to_act != self.human or self._phase not in (Phase.ROLL, Phase.DOUBLED):
            raise IllegalPlayError(f"no cube decision for {self.human_name} now ({self._describe_wait()})")
        state = self._state
        if self._phase == Phase.DOUBLED:
            state = replace(state, double_offered=False, turn=state.on_roll)
        return self.hint_engine.cube_decision(self._position, state)

    # -- transitions ---------------------------------------------------------------------------------
    def _roll(self, side: int) -> list[MatchEvent]:
        mark = len(self.events)
        dice = (self.rng.randint(1, 6), self.rng.randint(1, 6))
        self._state = replace(self._state, dice=dice, on_roll=side, turn=side)
        self._log(EventKind.ROLL, side, f"{self._name(side)} {self._verb(side, 'roll')} {dice[0]}-{dice[1]}",
                  dice=dice)
        self._begin_move(side)
        return self.events[mark:]

    def _begin_move(self, side: int) -> None:
        self._legal = self._position.legal_plays(self._state.dice)
        self._phase, self._to_act = Phase.MOVE, side
        self._changed()
        if self._legal.steps == 0:
            dice = self._state.dice
            self._log(EventKind.CANNOT_MOVE, side, f"{self._name(side)} cannot move", dice=dice, play=Play())
            self._position = self._position.apply(Play())
            self._next_turn(1 - side)

    def _move(self, side: int, play: Play | str | Sequence | None) -> list[MatchEvent]:
        legal = self._legal
        try:
            chosen = legal.find(play if isinstance(play, str) else Play(play or ()))
        except TypeError:
            raise IllegalPlayError(f"not a play: {play!r}") from None
        if len(chosen) != legal.steps or chosen not in legal:
            raise IllegalPlayError(
                f"illegal play {chosen.gnubg()!r} for {self._state.dice[0]}-{self._state.dice[1]}: "
                f"it must use {legal.steps} dice")
        mark = len(self.events)
        before = self._position
        self._position = legal.apply(chosen)
        self._log(EventKind.MOVE, side, f"{self._name(side)} {self._verb(side, 'play')} {chosen.gnubg()}",
                  dice=self._state.dice, play=chosen, before=before)
        outcome = self._position.outcome()
        if outcome is not None:
            points = self._state.game_value(outcome.kind)
            self._end_game(outcome.winner, points, f"{_KIND_NAMES[outcome.kind]}",
                           {SINGLE: "single", GAMMON: "gammon", BACKGAMMON: "backgammon"}[outcome.kind])
        else:
            self._next_turn(1 - side)
        return self.events[mark:]

    def _next_turn(self, side: int) -> None:
        self._position = self._position.with_turn(side)
        self._state = replace(self._state, on_roll=side, turn=side, dice=(0, 0))
        self._phase, self._to_act = Phase.ROLL, side
        self._legal = None
        self._changed()

    def _double(self, side: int) -> list[MatchEvent]:
        if not self._state.may_double(side):
            raise IllegalPlayError(f"{self._name(side)} may not double now: {self._cube_reason(side)}")
        mark = len(self.events)
        self._state = self._state.after_double(side)
        self._phase, self._to_act = Phase.DOUBLED, 1 - side
        self._changed()
        self._log(EventKind.DOUBLE, side,
                  f"{self._name(side)} {self._verb(side, 'double')} to {self._state.cube * 2}")
        return self.events[mark:]

    def _take(self, side: int) -> list[MatchEvent]:
        mark = len(self.events)
        self._state = self._state.after_take()
        doubler = self._state.on_roll
        self._phase, self._to_act = Phase.ROLL, doubler
        self._changed()
        self._log(EventKind.TAKE, side, f"{self._name(side)} {self._verb(side, 'take')} the cube at {self._state.cube}")
        return self.events[mark:]

    def _drop(self, side: int) -> list[MatchEvent]:
        mark = len(self.events)
        points = self._state.cube
        self._log(EventKind.DROP, side, f"{self._name(side)} {self._verb(side, 'pass')} the double")
        self._state = replace(self._state, double_offered=False, state=GameState.DROPPED)
        self._end_game(1 - side, points, "the game", "drop")
        return self.events[mark:]

    def _resign(self, side: int, kind: int) -> list[MatchEvent]:
        if kind not in (SINGLE, GAMMON, BACKGAMMON):
            raise IllegalPlayError(f"a resignation is 1 (single), 2 (gammon) or 3 (backgammon), not {kind!r}")
        mark = len(self.events)
        points = self._state.resignation_value(kind)
        self._resume = (self._phase, self._to_act)
        self._state = replace(self._state, resigned=kind, turn=1 - side)
        self._phase, self._to_act = Phase.RESIGNED, 1 - side
        self._changed()
        self._log(EventKind.RESIGN, side,
                  f"{self._name(side)} {self._verb(side, 'offer')} to resign {_KIND_NAMES[kind]} "
                  f"({points} point{'s' if points != 1 else ''})", resignation=kind)
        return self.events[mark:]

    def _resume_state(self) -> MatchState:
        phase, to_act = self._resume
        return replace(self._state, resigned=0, turn=to_act)

    def _resume_position(self) -> Position:
        return self._position

    def _accept(self, side: int) -> list[MatchEvent]:
        mark = len(self.events)
        kind = self._state.resigned
        points = self._state.resignation_value(kind)
        self._log(EventKind.ACCEPT_RESIGNATION, side,
                  f"{self._name(side)} {self._verb(side, 'accept')} the resignation", resignation=kind)
        self._state = replace(self._state, state=GameState.RESIGNED)
        self._end_game(side, points, _KIND_NAMES[kind], "resign", resignation=kind)
        return self.events[mark:]

    def _reject(self, side: int) -> list[MatchEvent]:
        mark = len(self.events)
        kind = self._state.resigned
        resigner = 1 - side
        self._rejected[resigner] = max(self._rejected[resigner], kind)
        phase, to_act = self._resume
        self._resume = None
        self._state = replace(self._state, resigned=0, turn=to_act)
        self._phase, self._to_act = phase, to_act
        self._changed()
        self._log(EventKind.REJECT_RESIGNATION, side,
                  f"{self._name(side)} {self._verb(side, 'reject')} the resignation", resignation=kind)
        return self.events[mark:]

    def _end_game(self, winner: int, points: int, what: str, how: str, resignation: int = 0) -> None:
        self._resume = None
        self._legal = None
        cube = self._state.cube
        after = self._state.after_game(winner, points)
        if not self.crawford_rule and after.crawford:
            after = replace(after, crawford=False)
        self._state = after
        self._phase, self._to_act = Phase.GAME_OVER, self.human
        self._changed()
        self._log(EventKind.GAME_END, winner,
                  f"{self._name(winner)} {self._verb(winner, 'win')} {what} and {points} "
                  f"point{'s' if points != 1 else ''}. {self._score_text()}", points=points, cube=cube,
                  how=how, resignation=resignation)
        if after.winner is not None:
            self._phase = Phase.MATCH_OVER
            self._changed()
            loser = 1 - after.winner
            self._log(EventKind.MATCH_END, after.winner,
                      f"{self._name(after.winner)} {self._verb(after.winner, 'win')} the match "
                      f"{after.score[after.winner]}-{after.score[loser]}")

    # -- helpers -------------------------------------------------------------------------------------
    def _changed(self) -> None:
        self._serial += 1

    def _expect(self, side: int, phase: Phase, what: str) -> None:
        if self._phase != phase or self._to_act != side:
            raise IllegalPlayError(f"{self._name(side)} cannot {what} now ({self._describe_wait()})")

    def _describe_wait(self) -> str:
        if self._phase == Phase.MATCH_OVER:
            return "the match is over"
        if self._phase == Phase.GAME_OVER:
            return "the game is over"
        who = self._name(self._to_act)
        return {
            Phase.ROLL: f"{who} to roll or double",
            Phase.MOVE: f"{who} to move",
            Phase.DOUBLED: f"{who} to take or pass a double",
            Phase.RESIGNED: f"{who} to answer a resignation",
        }[self._phase]

    def _cube_reason(self, side: int) -> str:
        state = self._state
        if state.crawford:
            return "no doubling in the Crawford game"
        if state.cube_owner not in (None, side):
            return "the opponent owns the cube"
        if any(state.dice):
            return "the dice have been rolled"
        return "it is not the time to double"

    def _name(self, side: int) -> str:
        return self.human_name if side == self.human else self.engine.name

    def _verb(self, side: int, verb: str) -> str:
        if side == self.human and self.human_name == "You":
            return verb
        if verb.endswith("s"):
            return verb + "es"
        return verb + "s"

    def _score_text(self) -> str:
        h, e = self._state.score[self.human], self._state.score[self.engine_side]
        length = f" ({self._state.length}-point match)" if self._state.length else " (money)"
        return f"Score: {self.human_name} {h}, {self.engine.name} {e}{length}"

    def _log(self, kind: EventKind, side: int | None, text: str, *, dice=None, play=None,
             before: Position | None = None, points: int = 0, resignation: int = 0,
             cube: int | None = None, how: str = "") -> None:
        self.events.append(MatchEvent(
            kind=kind, side=side, text=text, position=self._position,
            before=before if before is not None else self._position, score=self._state.score,
            cube=self._state.cube if cube is None else cube, dice=dice, play=play, points=points,
            resignation=resignation, game=self.game_number, how=how))
