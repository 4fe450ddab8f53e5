"""The offline controller: a match against the local engine, behind the game controller interface.

The engine thinks in a worker thread of its own (see :func:`engine_pool`); its results come back
to the UI thread as queued signals, so the window never freezes, even while gnubg loads its weights
on its first evaluation. A result computed for a state of the match that has since changed (the player
resigned meanwhile, or started a new match) is dropped.
"""

from __future__ import annotations

import itertools
import logging
import random
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from fibsgui.bg import BACKGAMMON, GAMMON, GameState, IllegalPlayError, MatchState, Play, Position
from fibsgui.engine import (
    Engine,
    EventKind,
    MatchEvent,
    OfflineMatch,
    Phase,
    Strength,
    create_engine,
)
from fibsgui.engine.offline import RECORD_VERSION, NewerRecordError
from fibsgui.models.game import Action, GameController, GameSnapshot, Movement, game_end_text

from fibsgui.savedmatch import SavedMatchFile, reason

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Lives in the UI thread; a worker emits through it, so the slot runs in the UI thread."""

    done = Signal(int, object, object)  # job number, result, exception


class _Job(QRunnable):
    def __init__(self, number: int, work: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.number = number
        self.work = work
        self.relay = relay
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result, error = self.work(), None
        except Exception as exc:  # reported to the UI thread, never lost in the worker
            result, error = None, exc
        try:
            self.relay.done.emit(self.number, result, error)
        except RuntimeError:
            pass  # the app is being torn down: nobody waits for this result


_ENGINE_POOL: "EnginePool | None" = None
_RELAY: _Relay | None = None
_JOB_NUMBERS = itertools.count(1)  # for the whole app: every controller's results come through one relay


def _relay() -> _Relay:
    """The one object engine jobs report through, made in the UI thread and kept for the life of
    the app: a job still thinking when its controller is deleted reports to an object that is
    there (the controller, gone, is no longer connected), never to freed memory."""
    global _RELAY
    if _RELAY is None:
        _RELAY = _Relay()
    return _RELAY


class EnginePool:
    """The engine thread (:func:`fibsgui.engine.gnubg_engine.engine_thread`) with the part of
    :class:`QThreadPool`'s interface the controllers use: ``start`` a runnable (or a callable),
    ``clear`` the jobs not started, ``activeThreadCount`` (1 while it works or has work waiting).

    GNU Backgammon's module works only in the thread that loaded it: its move generation crashes
    the process in any other. A pool's thread is not that thread for sure: Qt's pools end threads
    idle for a while (``expiryTimeout``) and :meth:`QThreadPool.waitForDone` ends them all, and a
    job then runs in a new one. The engine thread loads gnubg and lives as long as the process."""

    def __init__(self) -> None:
        from fibsgui.engine.gnubg_engine import engine_thread

        self.thread = engine_thread()

    def start(self, job: QRunnable | Callable[[], Any]) -> None:
        self.thread.submit(job.run if isinstance(job, QRunnable) else job)

    def clear(self) -> None:
        self.thread.clear()

    def activeThreadCount(self) -> int:  # noqa: N802 - QThreadPool's name
        return int(self.thread.busy())

    def wait_idle(self, timeout_ms: int) -> bool:
        """Whether the engine's work ended within ``timeout_ms`` (for scripts and tests)."""
        return self.thread.wait_idle(timeout_ms / 1000)


def engine_pool() -> EnginePool:
    """Where every engine job runs: the process's one engine thread (see :class:`EnginePool`)."""
    global _ENGINE_POOL
    if _ENGINE_POOL is None:
        _ENGINE_POOL = EnginePool()
    return _ENGINE_POOL


class OfflineController(GameController):
    """Offline practice: the player (side 0, at the bottom) against gnubg or the built-in bot."""

    hints_ready = Signal(object)  # [RankedPlay] (play, equity, plies, chances) for the player's current roll
    cube_hint_ready = Signal(object)  # CubeDecision for the player's cube decision now
    hint_failed = Signal(str)
    engine_changed = Signal()  # the engine's name or description may have changed
    new_match_requested = Signal()  # the match-over banner's button: the screen starts a match
    # new events of the match were taken in, before the match is kept on disk: the match record
    # is written from here (fibsgui.models.recorder), and what it puts in kept_with is kept too
    progressed = Signal()

    def __init__(self, parent: QObject | None = None, *, engine_factory: Callable[[Strength], Engine] | None = None,
                 pace_ms: int = 400, thread_pool: "EnginePool | QThreadPool | None" = None) -> None:
        super().__init__(parent)
        self.engine_factory = engine_factory or (lambda strength: create_engine(strength))
        self.pace_ms = pace_ms  # a pause between the engine's actions, so each can be seen
        self.pool = thread_pool or engine_pool()
        self.match: OfflineMatch | None = None
        self.strength = Strength.EXPERT
        _relay().done.connect(self._job_done)  # results of other controllers' jobs are not in _jobs
        self._jobs: dict[int, tuple[str, int]] = {}  # job number -> (kind, match serial)
        self._seen = 0  # events of the match already published
        self._thinking = False
        self._pending = False  # an engine step is scheduled
        self._last_result: tuple[int, int] | None = None
        self._last_how = ""
        self._generation = 0  # bumps with every new match; late results of older ones are dropped
        self._log: list[Callable[[], str]] = []  # the match's log lines, worded when asked for
        self.saved: SavedMatchFile | None = None  # where the match is kept (keep_in)
        self._file_notes: list[Callable[[], str]] = []  # what reading the file found, for the next log
        self._resumed_note: Callable[[], str] | None = None  # said after a match come back is published
        self._save_told = False
        #: Values kept with the match in its file, and brought back with it by resume() (the
        #: match record's id: the record goes on where the match goes on).
        self.kept_with: dict = {}

    # -- the match ----------------------------------------------------------------------------
    def start_match(self, length: int, strength: Strength | str = Strength.EXPERT, *, seed: int | None = None,
                    rng: random.Random | None = None, jacoby: bool = False, beavers: bool = False) -> None:
        """Start a new match (length 1-25, or 0 for money play) at ``strength``; discards the old one.
        ``jacoby`` and ``beavers`` apply to money play only."""
        self.strength = Strength.parse(strength)
        engine = self.engine_factory(self.strength)
        self._take(OfflineMatch(engine, length=length, human=0, seed=seed, rng=rng,
                                jacoby=jacoby, beavers=beavers, human_name=self.tr("You"), start=False))
        self.engine_changed.emit()
        self._sync()  # the first game starts when the player rolls (see roll())
        for note in self._file_notes:
            self._log_line(note)
        self._file_notes = []

    def _take(self, match: OfflineMatch) -> None:
        """``match`` is the one played now: what the engine was doing for the last one is dropped
        (its results come back to an older generation), its log starts again."""
        self._generation += 1
        self._turn = None
        self._thinking = False
        self._pending = False
        self._last_result = None
        self.match = match
        self._seen = 0
        self._log = []
        self.kept_with = {}

    def set_strength(self, strength: Strength | str) -> bool:
        """The engine plays at ``strength`` from its next decision on (in this match). False when
        nothing changed."""
        strength = Strength.parse(strength)
        match = self.match
        if strength == self.strength and (match is None or match.engine.strength == strength):
            return False
        self.strength = strength
        if match is not None:
            match.engine = match.engine.with_strength(strength)
            if self.started():
                self._log_line(lambda s=strength: self.tr("{0} plays at {1} strength from now on").format(
                    self.match.engine.name, self.strength_name(s)))
        self.engine_changed.emit()
        self._save()  # the strength is kept with the match
        return True

    def strength_name(self, strength: Strength) -> str:
        """A strength in words, in the current language."""
        return {
            Strength.BEGINNER: self.tr("beginner"), Strength.CASUAL: self.tr("casual"),
            Strength.INTERMEDIATE: self.tr("intermediate"), Strength.ADVANCED: self.tr("advanced"),
            Strength.EXPERT: self.tr("expert"), Strength.WORLD_CLASS: self.tr("world class"),
        }[strength]

    def started(self) -> bool:
        """Whether the match's first game has begun (it waits for the player's first roll)."""
        return self.match is not None and self.match.game_number > 0

    def engine_name(self) -> str:
        return self.match.engine.name if self.match is not None else ""

    def engine_description(self) -> str:
        return self.match.engine.description if self.match is not None else ""

    def thinking(self) -> bool:
        return self._thinking or self._pending

    def log_lines(self) -> list[str]:
        """The match's log so far, in the current language."""
        return [line() for line in self._log]

    def _log_line(self, line: Callable[[], str]) -> None:
        self._log.append(line)
        self.logged.emit(line())

    def retranslate(self) -> None:
        if self.match is not None:
            self.match.human_name = self.tr("You")
            self._snapshot = self._make_snapshot()
        self.changed.emit()

    # -- player actions -----------------------------------------------------------------------
    def _human(self, action: Callable[[], list[MatchEvent]]) -> bool:
        if self.match is None:
            return False
        try:
            action()
        except IllegalPlayError as exc:
            self._log_line(lambda text=str(exc): text)
            self.changed.emit()
            return False
        self._sync()
        return True

    def roll(self) -> None:
        if self.match is not None and not self.started():
            # The opening roll of the match: only now may the engine have to think (and gnubg
            # load its weights), not while the window merely shows the board.
            self._human(lambda: self.match.new_game())
            return
        self._human(lambda: self.match.roll())

    def double(self) -> None:
        self._human(lambda: self.match.double())

    def take(self) -> None:
        self._human(lambda: self.match.take())

    def drop(self) -> None:
        self._human(lambda: self.match.drop())

    def beaver(self) -> None:
        self._human(lambda: self.match.beaver())

    def new_match(self) -> None:
        """The match-over banner's New match: the screen starts one as its controls say."""
        self.new_match_requested.emit()

    def resign(self, kind: int) -> None:
        self._turn = None
        self._human(lambda: self.match.resign(kind))

    def accept_resignation(self) -> None:
        self._human(lambda: self.match.accept_resignation())

    def reject_resignation(self) -> None:
        self._human(lambda: self.match.reject_resignation())

    def next_game(self) -> None:
        self._human(lambda: self.match.new_game())

    def _submit_play(self, play: Play) -> None:
        self._human(lambda: self.match.move(play))

    def request_hint(self, n: int = 5) -> bool:
        """Rank the player's plays for the current roll in the background; :attr:`hints_ready` follows."""
        match = self.match
        if match is None or match.phase != Phase.MOVE or not match.human_to_act:
            return False
        self._start_job("hint", lambda: match.hint_rows(n))
        return True

    def hint_kind(self) -> str:
        """What a hint would be about now: ``"move"`` (the player's roll), ``"cube"`` (whether to
        double before rolling, or to take the engine's double), or ``""`` (nothing to decide)."""
        match = self.match
        if match is None or not match.human_to_act:
            return ""
        if match.phase == Phase.MOVE:
            return "move"
        if match.phase == Phase.DOUBLED or (match.phase == Phase.ROLL and match.may_double()):
            return "cube"
        return ""

    def request_cube_hint(self) -> bool:
        """Work out the player's cube decision in the background; :attr:`cube_hint_ready` follows."""
        if self.hint_kind() != "cube":
            return False
        match = self.match
        self._start_job("cube", match.cube_hint)
        return True

    # -- publishing the match ------------------------------------------------------------------
    def _sync(self) -> None:
        """Publish new events (log lines, the engine's moves to animate) and the new snapshot."""
        match = self.match
        new = match.events[self._seen:]
        self._seen = len(match.events)
        resumed, self._resumed_note = self._resumed_note, None  # a match come back: its past is told, not animated
        for event in new:
            self._log_line(lambda event=event: self.event_text(event))
            if event.kind == EventKind.MOVE and event.side != match.human and event.play and resumed is None:
                self.moved.emit(Movement(event.side, event.before, tuple(event.play), event.dice))
            if event.kind == EventKind.GAME_END:
                self._last_result = (event.side, event.points)
                self._last_how = self._how(event)
            if event.kind == EventKind.GAME_START:
                self._last_result = None
                self._last_how = ""
        if resumed is not None:
            self._log_line(resumed)
        self.progressed.emit()
        self._save()
        self._snapshot = self._make_snapshot()
        if match.phase == Phase.MOVE and match.human_to_act:
            if self._turn is None or self._turn.legal.position != match.position or self._turn.dice != match.dice:
                self._begin_turn(match.position, match.dice)  # emits changed (or submits a forced play)
                return
        else:
            self._turn = None
        self.changed.emit()
        if match.engine_to_act and not self._thinking and not self._pending:
            self._pending = True
            self._snapshot = self._make_snapshot()
            self.changed.emit()
            generation = self._generation
            QTimer.singleShot(self.pace_ms, self, lambda: self._think(generation))  # not once self is gone

    def _think(self, generation: int) -> None:
        self._pending = False
        match = self.match
        if generation != self._generation or match is None or not match.engine_to_act:
            return
        self._thinking = True
        self._start_job("engine", match.compute_engine_action)
        self._snapshot = self._make_snapshot()
        self.changed.emit()

    def _start_job(self, kind: str, work: Callable[[], Any]) -> None:
        number = next(_JOB_NUMBERS)
        self._jobs[number] = (kind, self._generation)
        self.pool.start(_Job(number, work, _relay()))

    def _job_done(self, number: int, result: Any, error: BaseException | None) -> None:
        kind, generation = self._jobs.pop(number, ("", -1))
        if generation != self._generation or self.match is None:
            return
        if kind in ("hint", "cube"):
            if error is not None:
                self.hint_failed.emit(str(error))
            else:
                (self.hints_ready if kind == "hint" else self.cube_hint_ready).emit(result)
            return
        self._thinking = False
        if error is not None:
            log.error("the engine failed: %s", error, exc_info=error)
            self._log_line(lambda error=error: self.tr("The engine failed: {0}").format(error))
            self._snapshot = self._make_snapshot()
            self.changed.emit()
            return
        try:
            self.match.apply(result)
        except IllegalPlayError:
            pass  # the match moved on while the engine thought (the player resigned): think again
        self.engine_changed.emit()
        self._sync()

    # -- keeping the match ---------------------------------------------------------------------
    def keep_in(self, path) -> None:
        """Keep the match in ``path`` (a :class:`fibsgui.savedmatch.SavedMatchFile`'s file),
        written after every change from now on; :meth:`resume` brings it back."""
        self.saved = SavedMatchFile(path)
        self._save_told = False

    def resume(self) -> bool:
        """Go on with the match kept in the file, at the same roll: True when one came back.

        A finished match, or one not yet begun, is not resumed. A file that cannot be used is set
        aside (or, when it cannot even be read, left alone and not written over); the next
        :meth:`start_match` says so in its log, once."""
        saved = self.saved
        if saved is None:
            return False
        found = saved.read()
        record = found.record
        if record is None:
            if found.problem:
                self._cannot_use(found.problem)
            return False
        try:
            strength = Strength.parse(record.get("strength", Strength.EXPERT.label))
            match = OfflineMatch.from_dict(record, self.engine_factory(strength), human_name=self.tr("You"))
        except NewerRecordError:
            self._cannot_use("", newer=True)
            return False
        except (ValueError, TypeError) as exc:
            self._cannot_use(str(exc))
            return False
        if match.game_number == 0 or match.phase == Phase.MATCH_OVER or match.human != 0:
            return False  # nothing to go on with: the new match is written over it
        self.strength = strength
        self._take(match)
        kept = record.get("kept")
        self.kept_with = dict(kept) if isinstance(kept, dict) else {}
        self._file_notes = []
        self._resumed_note = self._resumed_text
        self.engine_changed.emit()
        self._sync()  # the log of the match so far, then the note; the engine thinks again if it was to act
        return True

    def start_at(self, position: Position, state: MatchState) -> None:
        """Start a practice game from ``position`` and ``state`` (a moment of a match reviewed,
        or gnubg's IDs pasted), the player being side 0: the same score, cube and its owner,
        Crawford game, side on roll and dice rolled; a double on offer is to be answered. A
        resignation on offer is left out (the game goes on from before it). The game is game 1
        of a match of the same length; the dice to come are new. Raises ``ValueError`` (in
        words) for what practice cannot play: a match longer than 25 points, a decided game."""
        if state.length > 25:
            raise ValueError(self.tr("practice plays matches of up to 25 points"))
        if state.state != GameState.PLAYING or position.outcome() is not None or state.winner is not None:
            raise ValueError(self.tr("the game is decided there"))
        dice = state.dice if all(state.dice) else (0, 0)
        if state.double_offered:
            phase, to_act, on_roll, dice = Phase.DOUBLED, 1 - state.on_roll, state.on_roll, (0, 0)
        else:
            on_roll = state.on_roll
            if any(dice) and position.with_turn(on_roll).legal_plays(dice).steps == 0:
                dice = (0, 0)  # a roll with no play passes at once: the side rolls again
            phase, to_act = (Phase.MOVE if any(dice) else Phase.ROLL), on_roll
        start = position.with_turn(on_roll)
        record = {
            "version": RECORD_VERSION, "length": state.length, "jacoby": state.jacoby and not state.length,
            "beavers": False, "crawford_rule": True, "human": 0, "engine": "",
            "state": {"score": list(state.score), "cube": state.cube, "cube_owner": state.cube_owner,
                      "crawford": state.crawford, "on_roll": on_roll, "turn": to_act,
                      "state": int(GameState.PLAYING), "double_offered": state.double_offered,
                      "resigned": 0, "dice": list(dice)},
            "position": [start.position_id(), start.turn], "phase": phase.value, "to_act": to_act,
            "resume": None, "rejected": [0, 0], "game_number": 1, "rng": None,
            "events": [{"kind": EventKind.GAME_START.value, "side": None, "text": "Game 1 from a set position",
                        "position": [start.position_id(), start.turn], "score": list(state.score),
                        "cube": state.cube, "game": 1}],
        }
        self._take(OfflineMatch.from_dict(record, self.engine_factory(self.strength), human_name=self.tr("You")))
        self._file_notes = []
        self.engine_changed.emit()
        self._sync()  # the engine thinks at once if it is to act

    def _resumed_text(self) -> str:
        match = self.match
        mine, theirs = match.score[match.human], match.score[match.engine_side]
        if not match.length:
            return self.tr("Money session resumed: you {0}, {1} {2}").format(mine, match.engine.name, theirs)
        if mine > theirs:
            text = self.tr("Match resumed: {0}-point match, you lead {1}–{2}")
        elif theirs > mine:
            text = self.tr("Match resumed: {0}-point match, {3} leads {2}–{1}")
        else:
            text = self.tr("Match resumed: {0}-point match, {1}–{2}")
        return text.format(match.length, mine, theirs, match.engine.name)

    def _cannot_use(self, problem: str, newer: bool = False) -> None:
        saved = self.saved
        path = saved.path
        kept = None if saved.held else saved.set_aside()
        if kept is None:
            self._file_notes.append(lambda: self.tr(
                "The saved practice match {0} cannot be read ({1}). It is left as it is, and this match "
                "is not saved over it.").format(path, problem or self.tr("it cannot be set aside")))
        elif newer:
            self._file_notes.append(lambda: self.tr(
                "The saved practice match {0} was written by a newer version of fibsgui. It is kept as {1}, "
                "and a new match begins.").format(path, kept))
        else:
            self._file_notes.append(lambda: self.tr(
                "The saved practice match {0} cannot be used ({1}). It is kept as {2}, and a new match "
                "begins.").format(path, problem, kept))

    def _save(self) -> None:
        saved, match = self.saved, self.match
        if saved is None or match is None:
            return
        if not self.started() and not saved.exists():
            return  # nothing to keep yet (a match begun, or one given up for this one, is written)
        record = match.to_dict()
        record["strength"] = self.strength.label
        if self.kept_with:
            record["kept"] = dict(self.kept_with)
        error = saved.write(record)
        if error is not None and not self._save_told:
            self._save_told = True
            folder, why = saved.path.parent, reason(error)
            log.warning("the practice match cannot be saved in %s: %s", folder, why)
            self._log_line(lambda: self.tr(
                "The practice match cannot be saved in {0} ({1}). Play goes on, but the match will not "
                "come back after fibsgui closes.").format(folder, why))

    def in_progress(self) -> bool:
        """Whether a match has begun and is not over."""
        return self.started() and self.match.phase != Phase.MATCH_OVER

    def kept(self) -> bool:
        """Whether the match is kept on disk as it goes (so quitting loses nothing)."""
        return self.saved is not None and self.saved.saving

    def shutdown(self, timeout_ms: int = 3000) -> None:
        """Stop asking the engine (the window closes): drop pending work, let a running job end."""
        self._generation += 1
        self._pending = False
        self._thinking = False
        self.pool.clear()  # queued jobs that have not started
        self._wait_for_jobs(timeout_ms)

    def wait_idle(self, timeout_ms: int = 30000) -> bool:
        """Let queued engine work finish (for scripts and tests)."""
        return self._wait_for_jobs(timeout_ms)

    def _wait_for_jobs(self, timeout_ms: int) -> bool:
        if isinstance(self.pool, EnginePool):
            return self.pool.wait_idle(timeout_ms)
        deadline = time.monotonic() + timeout_ms / 1000
        while self.pool.activeThreadCount() > 0:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.005)
        return True

    # -- what the board shows ------------------------------------------------------------------
    def _make_snapshot(self) -> GameSnapshot:
        match = self.match
        human = match.human
        phase = match.phase
        acting = match.to_act == human
        actions: set[Action] = set()
        if phase == Phase.ROLL and acting:
            actions.add(Action.ROLL)
            if match.may_double(human):
                actions.add(Action.DOUBLE)
        if phase == Phase.MOVE and acting:
            actions.add(Action.MOVE)
        if phase == Phase.DOUBLED and acting:
            actions |= {Action.TAKE, Action.DROP}
            if match.may_beaver(human):
                actions.add(Action.BEAVER)
        if phase == Phase.RESIGNED and acting:
            actions |= {Action.ACCEPT, Action.REJECT}
        if match.may_resign(human) and phase in (Phase.ROLL, Phase.MOVE):
            actions.add(Action.RESIGN)
        if phase == Phase.GAME_OVER:
            actions.add(Action.NEW_GAME if match.game_number else Action.ROLL)
        if phase == Phase.MATCH_OVER:
            actions.add(Action.NEW_MATCH)
        state: MatchState = match.state
        dice = match.dice if phase == Phase.MOVE else None
        names = ["", ""]
        names[human] = self.tr("You")
        names[match.engine_side] = match.engine.name
        return GameSnapshot(
            position=match.position,
            match=state,
            me=human,
            names=(names[0], names[1]),
            dice=dice,
            dice_side=match.to_act if dice else None,
            actions=frozenset(actions),
            double_offer=(1 - match.to_act) if phase == Phase.DOUBLED else None,
            resignation=(1 - match.to_act, match.resignation) if phase == Phase.RESIGNED else None,
            game_result=self._last_result if phase in (Phase.GAME_OVER, Phase.MATCH_OVER) else None,
            result_how=self._last_how if phase in (Phase.GAME_OVER, Phase.MATCH_OVER) else "",
            match_winner=match.winner if phase == Phase.MATCH_OVER else None,
            thinking=self._thinking or self._pending,
            message=self._prompt(),
            active=True,
        )

    def _prompt(self) -> str:
        match = self.match
        phase = match.phase
        if phase == Phase.MATCH_OVER:
            return self.tr("Match over")
        if phase == Phase.GAME_OVER and not match.game_number:
            return self.tr("Roll (R) to start the match")
        if phase == Phase.GAME_OVER:
            return self.tr("Game over")
        if not match.human_to_act:
            return self.tr("{0} is thinking…").format(match.engine.name)
        return ""  # the player's turn: the board says what to do (BoardScene.turn_prompt)

    @staticmethod
    def _how(event: MatchEvent) -> str:
        """A game end's way of ending, as :attr:`GameSnapshot.result_how` words it."""
        return f"resign{event.resignation}" if event.how == "resign" else event.how

    def event_text(self, event: MatchEvent) -> str:
        """One line of the log, in words."""
        match = self.match
        name = {match.human: self.tr("You"), match.engine_side: match.engine.name}.get(event.side, "")
        you = event.side == match.human
        kind = event.kind
        if kind == EventKind.MATCH_START:
            length = match.length
            if length:
                return self.tr("New {0}-point match against {1}").format(length, match.engine.name)
            return self.tr("New money session against {0}").format(match.engine.name)
        if kind == EventKind.GAME_START:
            text = self.tr("Game {0}").format(event.game)
            if match.length:
                text += " — " + self.tr("score {0}–{1}").format(event.score[match.human], event.score[match.engine_side])
            if match.crawford and event.game == match.game_number:
                text += " (" + self.tr("Crawford game") + ")"
            return text
        if kind == EventKind.OPENING_ROLL:
            if event.side is None:
                return self.tr("Opening roll {0}-{1}: both roll again").format(*event.dice)
            if you:
                return self.tr("Opening roll: you start with {0}-{1}").format(*event.dice)
            return self.tr("Opening roll: {2} starts with {0}-{1}").format(*event.dice, name)
        if kind == EventKind.ROLL:
            return (self.tr("You roll {0}-{1}") if you else self.tr("{2} rolls {0}-{1}")).format(*event.dice, name)
        if kind == EventKind.MOVE:
            play = event.play.gnubg() if event.play is not None else ""
            return (self.tr("You play {0}") if you else self.tr("{1} plays {0}")).format(play, name)
        if kind == EventKind.CANNOT_MOVE:
            return (self.tr("You cannot move") if you else self.tr("{0} cannot move")).format(name)
        if kind == EventKind.DOUBLE:
            return (self.tr("You double to {0}") if you else self.tr("{1} doubles to {0}")).format(
                event.cube * 2, name)
        if kind == EventKind.TAKE:
            return (self.tr("You take; the cube is at {0}") if you else self.tr("{1} takes; the cube is at {0}")).format(
                event.cube, name)
        if kind == EventKind.DROP:
            return (self.tr("You drop the double") if you else self.tr("{0} drops the double")).format(name)
        if kind == EventKind.RESIGN:
            what = {GAMMON: self.tr("a gammon"), BACKGAMMON: self.tr("a backgammon")}.get(event.resignation,
                                                                                self.tr("a single game"))
            return (self.tr("You offer to resign {0}") if you else self.tr("{1} offers to resign {0}")).format(
                what, name)
        if kind == EventKind.ACCEPT_RESIGNATION:
            return (self.tr("You accept the resignation") if you
                    else self.tr("{0} accepts the resignation")).format(name)
        if kind == EventKind.REJECT_RESIGNATION:
            return (self.tr("You reject the resignation") if you
                    else self.tr("{0} rejects the resignation")).format(name)
        if kind == EventKind.BEAVER:
            return (self.tr("You beaver: the cube is at {0}") if you
                    else self.tr("{1} beavers: the cube is at {0}")).format(event.cube, name)
        if kind == EventKind.GAME_END:
            points = self.tr("%n point(s)", "", event.points)
            names = ["", ""]
            names[match.human] = self.tr("You")
            names[match.engine_side] = match.engine.name
            return game_end_text(event.side, points, self._how(event), names, match.human)
        if kind == EventKind.MATCH_END:
            s = event.score
            return (self.tr("You win the match {0}–{1}") if you else self.tr("{2} wins the match {1}–{0}")).format(
                s[match.human], s[match.engine_side], name)
        return event.text

