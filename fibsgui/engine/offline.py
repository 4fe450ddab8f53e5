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
from dataclasses import dataclass, replace
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
