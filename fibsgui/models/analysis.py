"""A match analysed in the background, game by game, on the engine's own thread.

GNU Backgammon's module works only in the thread that loaded it, so the analysis runs where the
practice screen's engine runs (:func:`fibsgui.models.offline.engine_pool`), one game per job: a
practice game's engine moves wait at most for the game being analysed, never for the whole match.
Progress and the results come back to the UI thread as queued signals; Cancel is asked before
every decision and stops the game being analysed there (what was done is kept, and said partial).

Besides :mod:`fibsgui.engine.analysis`'s figures, each game gets side 0's cubeless chance to win
at each of its moments (0-ply), for the match's graph: the position after each play evaluated
with the other side to roll, and after a roll the chances of its best play (the roll's luck is
seen at once, the play's error after it).
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import replace
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from fibsgui.bg import GameState
from fibsgui.records.analysisfile import GameAnalysis, SavedAnalysis, digest
from fibsgui.records.model import ActionKind, MatchRecord

log = logging.getLogger(__name__)

#: The shortest time between two progress reports of an analysis (seconds).
PROGRESS_EVERY = 0.05


def copy_record(record: MatchRecord) -> MatchRecord:
    """A copy of ``record`` as it is now, for a worker thread to read while the original grows."""
    return MatchRecord(record.info, [replace(game, actions=list(game.actions)) for game in record.games])


def game_chances(record: MatchRecord, game: int, analysed: Sequence[Any], engine: Any) -> list[float | None]:
    """Side 0's chance to win game ``game`` at each of its moments (see the module's text):
    ``analysed`` are the game's :class:`ActionAnalysis`, ``engine`` a
    :class:`fibsgui.engine.GnubgEngine` (its :meth:`probabilities`)."""
    frames = record.frames(game).frames
    actions = record.games[game].actions
    checkers = {a.index: a.checker for a in analysed if a.checker is not None}
    known: dict[tuple, float] = {}
    out: list[float | None] = []
    for i, frame in enumerate(frames):
        last = actions[i - 1] if i else None
        if last is not None and last.kind == ActionKind.END:
            out.append(None if last.how == "unfinished" else (1.0 if last.side == 0 else 0.0))
            continue
        match = frame.match
        if match.state != GameState.PLAYING:
            out.append(out[-1] if out else None)
            continue
        if frame.dice is not None:
            checker = checkers.get(i)
            chances = checker.alternatives[0].chances if checker is not None and checker.alternatives else None
            if chances is None:
                out.append(None)
            else:
                out.append(chances[0] if checker.side == 0 else 1.0 - chances[0])
            continue
        position = frame.position
        key = (position.board, position.turn, match.cube, match.cube_owner, match.score)
        value = known.get(key)
        if value is None:
            value = known[key] = float(engine.probabilities(position, match, 0)[0])
        out.append(value)
    return out


class _Relay(QObject):
    progress = Signal(int, int, int, int)  # run, game, done, total
    done = Signal(int, int, object, object)  # run, game, (analysis, chances), exception


class _GameJob(QRunnable):
    def __init__(self, run: "AnalysisRun", number: int, game: int) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.run_ = run
        self.number = number
        self.game = game
        self.relay = run.relay
        self.record = run.record
        self.cancelled = run.cancelled
        self._told = 0.0

    def run(self) -> None:  # in the engine's thread
        try:
            result, error = self.run_.analyse(self.game, self._progress), None
        except Exception as exc:  # said in the window, never lost in the worker
            result, error = None, exc
        try:
            self.relay.done.emit(self.number, self.game, result, error)
        except RuntimeError:
            pass  # the window is gone

    def _progress(self, done: int, total: int) -> None:
        # Told at most every PROGRESS_EVERY seconds: each signal waits in the window's queue for
        # Python's interpreter lock, which the engine's thread hands over only every few
        # milliseconds; one a decision (a millisecond each at 0 plies) kept the window from
        # drawing for a tenth of a second at a time (benchmarks/analysis_ui.py).
        now = time.monotonic()
        if now - self._told < PROGRESS_EVERY and done < total:
            return
        self._told = now
        try:
            self.relay.progress.emit(self.number, self.game, done, total)
        except RuntimeError:
            pass


class AnalysisRun(QObject):
    """The analysis of some games of a record (a copy taken when it starts) at ``plies``.

    The window's analysis is :class:`fibsgui.engine.analysis.Analyser`'s (``path`` ``OURS``), not
    GNU Backgammon's own ``analyse`` commands: gnubg's package holds Python's interpreter lock for
    the whole of one of its commands, and the window's thread cannot run meanwhile. Measured on
    ``benchmarks/analysis_ui.py``'s 7-point match, its longest command is 79 ms a game at 0 plies,
    531 ms at 1 ply, and a move alone up to 254 ms at 2 plies (the window frozen for as long); the
    Analyser's longest call into gnubg is 1 ms at 0 plies, 12 ms at 1 ply and 94 ms at 2 plies, for
    0.5, 1.1 and 14 s in all against gnubg's 0.3, 1.5 and 10.8 s. Its figures are gnubg's (see
    the module), progress is told after each decision and Cancel is heard before each.

    ``progress(done, total)``: in actions of the games asked for; ``game_done(SavedAnalysis)``
    after each game (that game alone, to keep and show at once); ``finished(bool complete)`` at the
    end (False when cancelled or failed); ``failed(str)`` with the engine's error.
    """

    progress = Signal(int, int)
    game_done = Signal(object)
    finished = Signal(bool)
    failed = Signal(str)

    _numbers = iter(range(1, 1 << 62))

    def __init__(self, record: MatchRecord, games: Sequence[int], plies: int, parent: QObject | None = None,
                 pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        from fibsgui.models.offline import engine_pool

        self.record = copy_record(record)
        self.games = list(games)
        self.plies = plies
        self.pool = pool or engine_pool()
        self.cancelled = threading.Event()
        self.relay = _Relay(self)
        self.relay.progress.connect(self._progressed)
        self.relay.done.connect(self._game_finished)
        self.number = next(AnalysisRun._numbers)
        self.weights = {g: max(1, len(self.record.games[g].actions)) for g in self.games}
        self.total = sum(self.weights.values())
        self.done_weight = 0
        self.running = False
        self.complete = False
        self._analyser: Any = None
        self._engine: Any = None
        self._queue: list[int] = []

    # -- in the engine's thread -----------------------------------------------------------------------
    def analyse(self, game: int, progress) -> tuple[Any, list]:
        from fibsgui.engine.analysis import Analyser, analyse_game
        from fibsgui.engine.analysis import OURS as WINDOW_PATH  # see AnalysisRun
        from fibsgui.engine.base import Strength
        from fibsgui.engine.gnubg_engine import GnubgEngine

        info = self.record.info
        if self._analyser is None:
            self._analyser = Analyser(self.plies, jacoby=info.jacoby, beavers=info.beavers)
            self._engine = GnubgEngine(Strength.EXPERT)  # its 0-ply chances, for the graph
        result = analyse_game(self.record, game, self.plies, progress=progress, cancel=self.cancelled.is_set,
                              analyser=self._analyser, path=WINDOW_PATH)
        chances = game_chances(self.record, game, result.actions, self._engine) if result.complete else []
        return result, chances

    # -- in the UI thread ---------------------------------------------------------------------------------
    def start(self) -> None:
        self.running = True
        self._queue = list(self.games)
        self.progress.emit(0, self.total)
        self._next()

    def cancel(self) -> None:
        """Stop at the next decision (the game being analysed is kept as far as it went)."""
        self.cancelled.set()

    def _next(self) -> None:
        if self.cancelled.is_set() or not self._queue:
            self._end(not self._queue and not self.cancelled.is_set())
            return
        game = self._queue.pop(0)
        self.pool.start(_GameJob(self, self.number, game))

    def _progressed(self, number: int, game: int, done: int, total: int) -> None:
        if number != self.number or not self.running or game not in self.weights:
            return
        share = self.weights[game] * done // max(1, total)
        self.progress.emit(min(self.total, self.done_weight + share), self.total)

    def _game_finished(self, number: int, game: int, result: Any, error: Any) -> None:
        if number != self.number or not self.running:
            return
        if error is not None:
            log.warning("analysis failed: %s", error, exc_info=error)
            self.failed.emit(str(error))
            self._end(False)
            return
        analysis, chances = result
        record_game = self.record.games[game]
        if analysis.actions or analysis.complete:
            analysed = max((a.index for a in analysis.actions), default=-1) + 1
            count = len(record_game.actions) if analysis.complete else analysed
            kept = GameAnalysis(game, count, digest(self.record, game, count), analysis.complete,
                                analysis.plies, analysis.cube_plies, list(chances))
            self.game_done.emit(SavedAnalysis(self.record.info.id, {game: kept}, list(analysis.actions)))
        self.done_weight += self.weights[game]
        self.progress.emit(self.done_weight, self.total)
        self._next()

    def _end(self, complete: bool) -> None:
        if not self.running:
            return
        self.running = False
        self.complete = complete
        self.finished.emit(complete)


__all__ = ["AnalysisRun", "copy_record", "game_chances"]
