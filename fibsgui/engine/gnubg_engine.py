"""The GNU Backgammon engine (the ``gnubg`` package), loaded on first use.

Importing ``gnubg`` loads its neural-net weights, so nothing here imports it until an engine
actually evaluates something. :func:`engine_available` only asks the import system whether the
package is installed.

How decisions are made:

* Chequer play: our own :meth:`Position.legal_plays` gives every play and the position it reaches;
  each position is evaluated by gnubg with the opponent on roll (``gnubg.evaluate``, cubeless
  equity at the match score) and the best is chosen. gnubg's own move tuples are never used to
  pick a play (gnubg 1.1.0a16 drops every step from the first bear-off on from them). Stronger
  levels re-evaluate the best candidates with look-ahead, as gnubg's move filters do.
* ``gnubg.evaluate`` returns the cubeless equity (match-aware: gnubg's "equivalent to money"
  figure at the score) whatever the ``cubeful`` flag of its context says; the cubeful figure gnubg
  computes is not returned. With ``plies`` > 0 it searches ahead as gnubg's n-ply evaluations do.
  ``gnubg.hint`` and ``gnubg.command`` work on gnubg's own global match and are not used.
* Cube: as ``gnubg.evaluate`` gives no cubeful equity, the cube decision is computed as an
  average over the 21 rolls of the best play's *cubeful* equity from ``gnubg.findbestmoves``
  (where only the score of the best play is needed), once with the cube as it is ("no double")
  and once with the cube doubled and owned by the opponent ("double, take"). Match play compares
  match winning chances (``gnubg.eq2mwc``), money play compares points.
* Resignations: offered only when gnubg sees no chance to win (and the gammon question is settled);
  accepted when the points offered are worth at least as much as playing on.

gnubg works only in the thread that imported it, and keeps global state: it is imported by the
process's one engine thread (:class:`EngineThread`), which makes every call into it, one piece of
work at a time. Engines and the analysis can be used from any thread: what they ask of gnubg runs
there (:func:`on_engine_thread`, and :func:`load`'s module routes each function call).
"""

from __future__ import annotations

import collections
import contextlib
import functools
import importlib.util
import logging
import threading
import time
from typing import Any, Callable, Sequence

from fibsgui.bg import BACKGAMMON, GAMMON, SINGLE, MatchState, Position
from fibsgui.engine.base import CubeDecision, Engine, RankedPlay, Strength, cube_available

log = logging.getLogger(__name__)

#: Held around a use of gnubg's evaluator (hints, the engine's moves, analysis) by code written when
#: threads shared gnubg. Every call now runs in the one engine thread, one piece of work at a time,
#: so there is nothing left to exclude: a lock here could only deadlock a thread that holds it
#: while it waits for the engine thread.
LOCK = _LOCK = contextlib.nullcontext()
_module: Any = None
_load_error: BaseException | None = None

# the 21 distinct rolls and how many of the 36 each stands for
ROLLS: tuple[tuple[tuple[int, int], int], ...] = tuple(
    ((a, b), 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7)
)

_HOPELESS = 0.001  # a chance below this counts as none when resigning
_CLEAR = 0.15  # a cube decision this clear at 1 ply is not searched deeper


class _Item:
    """One piece of work for the engine thread: a job (``submit``) or a call waited for (``call``)."""

    __slots__ = ("work", "waited", "done", "result", "error")

    def __init__(self, work: Callable[[], Any], waited: bool) -> None:
        self.work = work
        self.waited = waited
        self.done = threading.Event() if waited else None
        self.result: Any = None
        self.error: BaseException | None = None


class EngineThread:
    """The one thread that loads gnubg and makes every call into it, for the life of the process.

    GNU Backgammon's package works only in the thread that imported it: its move generation keeps
    per-thread data, and ``findbestmoves`` (and every command that generates moves) from any other
    thread crashes the process. So gnubg is imported here, and everything that uses it runs here,
    one piece of work at a time, in the order given: jobs (:meth:`submit`: the practice engine's
    plays and hints, the review window's analysis) and calls another thread waits for
    (:meth:`call`; :func:`load`'s module routes each of its functions so). A thread waiting for a
    call lets the others run (it holds no interpreter lock while it waits), and a job's result
    goes back the way the job says (a queued signal, in the app). The thread is a daemon: a
    process may end while it works (the app quits without waiting for an engine's move)."""

    def __init__(self, name: str = "fibsgui-engine") -> None:
        self.name = name
        self._items: collections.deque[_Item] = collections.deque()
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self._ident: int | None = None
        self._working = False

    @property
    def ident(self) -> int | None:
        """The thread's identifier once started."""
        return self._ident

    def in_thread(self) -> bool:
        """Whether the caller is the engine thread."""
        return threading.get_ident() == self._ident

    def _start(self) -> None:  # with _cond held
        if self._thread is None:
            started = threading.Event()

            def main() -> None:
                self._ident = threading.get_ident()
                started.set()
                self._loop()

            self._thread = threading.Thread(target=main, name=self.name, daemon=True)
            self._thread.start()
            started.wait()

    def submit(self, work: Callable[[], Any]) -> None:
        """Run ``work()`` in the engine thread after what is queued; returns at once. What it
        raises is logged (a job reports its own errors where they are awaited)."""
        with self._cond:
            self._start()
            self._items.append(_Item(work, False))
            self._cond.notify()

    def call(self, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """``work(*args, **kwargs)`` run in the engine thread, its result (or what it raised);
        directly when the caller is the engine thread."""
        if self.in_thread():
            return work(*args, **kwargs)
        item = _Item((lambda: work(*args, **kwargs)) if args or kwargs else work, True)
        with self._cond:
            self._start()
            self._items.append(item)
            self._cond.notify()
        item.done.wait()
        if item.error is not None:
            raise item.error
        return item.result

    def clear(self) -> int:
        """Drop the jobs that have not started (calls waited for stay); how many were dropped."""
        with self._cond:
            kept = collections.deque(item for item in self._items if item.waited)
            dropped = len(self._items) - len(kept)
            self._items = kept
            return dropped

    def busy(self) -> bool:
        """Whether the thread works or has work waiting."""
        with self._cond:
            return self._working or bool(self._items)

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until the thread has nothing to do (False after ``timeout`` seconds)."""
        if self.in_thread():
            return not self._items
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while self._working or self._items:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cond.wait(left)
            return True

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._items:
                    self._working = False
                    self._cond.notify_all()
                    self._cond.wait()
                item = self._items.popleft()
                self._working = True
            try:
                item.result = item.work()
            except BaseException as exc:  # noqa: BLE001 - handed to the caller, or logged
                item.error = exc
                if not item.waited:
                    log.exception("an engine job failed", exc_info=exc)
            if item.waited:
                item.done.set()
            item = None  # a job's objects are let go now, not when the next one comes


_ENGINE_THREAD = EngineThread()


def engine_thread() -> EngineThread:
    """The process's one :class:`EngineThread`."""
    return _ENGINE_THREAD


def on_engine_thread(function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` made to run in the engine thread, whichever thread calls it (see
    :class:`EngineThread`): a whole computation goes there at once, not call by call."""

    @functools.wraps(function)
    def routed(*args: Any, **kwargs: Any) -> Any:
        worker = _ENGINE_THREAD
        if worker.in_thread():
            return function(*args, **kwargs)
        return worker.call(function, *args, **kwargs)

    return routed


class _Routed:
    """The ``gnubg`` module as :func:`load` gives it: each of its functions, called from a
    thread other than the engine thread, runs in the engine thread (see :class:`EngineThread`);
    its other attributes are the module's."""

    def __init__(self, module: Any, worker: EngineThread) -> None:
        self._module = module
        self._worker = worker

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._module, name)
        if not callable(value):
            return value
        worker = self._worker

        @functools.wraps(value)
        def routed(*args: Any, **kwargs: Any) -> Any:
            if worker.in_thread():
                return value(*args, **kwargs)
            return worker.call(value, *args, **kwargs)

        setattr(self, name, routed)  # found once; later look-ups do not come here
        return routed

    def __repr__(self) -> str:
        return f"<gnubg, run in the thread {self._worker.name!r}>"


class EngineUnavailableError(RuntimeError):
    """gnubg is not installed or could not be loaded."""


def engine_available() -> bool:
    """Whether gnubg can be used, without importing it (and its weights) when not yet loaded."""
    if _module is not None:
        return True
    if _load_error is not None:
        return False
    try:
        return importlib.util.find_spec("gnubg") is not None
    except (ImportError, ValueError):
        return False


def gnubg_version() -> str | None:
    """The installed gnubg package's version, read from its metadata (no import)."""
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("gnubg")
    except (ImportError, PackageNotFoundError):
        return None


def loaded() -> bool:
    """Whether gnubg has been imported (its weights loaded) in this process."""
    return _module is not None


def load() -> Any:
    """The ``gnubg`` module, imported once by the engine thread, its functions run there from
    whichever thread calls them (see :class:`EngineThread`); :class:`EngineUnavailableError`
    where it cannot be loaded."""
    module = _module
    return module if module is not None else _load()


def _load() -> Any:
    global _module, _load_error
    if not _ENGINE_THREAD.in_thread():
        return _ENGINE_THREAD.call(_load)
    if _module is None and _load_error is None:
        try:
            import gnubg  # noqa: PLC0415 - deliberately lazy: loads the neural-net weights

            _module = _Routed(gnubg, _ENGINE_THREAD)
        except Exception as exc:  # a broken binary wheel raises ImportError or OSError
            _load_error = exc
            log.warning("GNU Backgammon engine could not be loaded: %s", exc)
    if _module is None:
        raise EngineUnavailableError(f"GNU Backgammon is not available: {_load_error}")
    return _module


class GnubgEngine(Engine):
    """GNU Backgammon's neural net at one of the :class:`Strength` levels.

    If gnubg turns out not to load at the first use, the engine logs why and hands every decision
    to the built-in heuristic player instead; :attr:`name` and :attr:`description` then say so.
    """

    def __init__(self, strength: Strength = Strength.EXPERT, seed: int | None = None) -> None:
        super().__init__(strength, seed)
        self._seed = seed
        self._fallback: Engine | None = None
        self._cubeinfos: dict[tuple, dict] = {}
        self._contexts: dict[tuple[int, int], dict] = {}

    # -- identity ----------------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self._fallback.name if self._fallback else "gnubg"

    @property
    def description(self) -> str:
        if self._fallback:
            return self._fallback.description
        version = gnubg_version()
        search = f"{self.settings.plies}-ply"
        if self.settings.plies >= 2:
            search += " with pruning"
        if self.settings.noise:
            search += f", noise {self.settings.noise:.2f}"
        return (f"GNU Backgammon{' ' + version if version else ''} neural net, "
                f"{self.strength.label} ({search})")

    def with_strength(self, strength: Strength) -> "GnubgEngine":
        return GnubgEngine(strength, self._seed)

    # -- gnubg plumbing ----------------------------------------------------------------------
    def _gnubg(self) -> Any:
        """The gnubg module, or None once it has failed to load (then ``_fallback`` decides)."""
        if self._fallback is not None:
            return None
        try:
            return _load()
        except EngineUnavailableError:
            from fibsgui.engine.heuristic import HeuristicEngine

            self._fallback = HeuristicEngine(self.strength, self._seed)
            return None

    def _ec(self, g: Any, cubeful: bool, plies: int) -> dict:
        key = (int(cubeful), plies)
        ec = self._contexts.get(key)
        if ec is None:
            ec = self._contexts[key] = g.evalcontext(int(cubeful), plies, 1, int(plies > 0), 0.0)
        return ec

    def _ci(self, g: Any, match: MatchState, on_roll: int, cube: int | None = None,
            owner: int | None | str = "same") -> dict:
        """gnubg's cubeinfo for ``on_roll`` about to roll (our side numbers are gnubg's players)."""
        cube = match.cube if cube is None else cube
        owner = match.cube_owner if owner == "same" else owner
        key = (match.length, match.score, cube, owner, on_roll, match.crawford, match.jacoby)
        ci = self._cubeinfos.get(key)
        if ci is None:
            ci = g.cubeinfo(cube, -1 if owner is None else owner, on_roll, match.length,
                            tuple(match.score), int(match.crawford))
            if not match.length:
                # gnubg assumes the Jacoby rule in money play; follow the match's own setting
                price = 0.0 if match.jacoby and owner is None else 1.0
                ci = dict(ci, jacoby=int(match.jacoby), gammonprice=((price, price), (price, price)))
            if len(self._cubeinfos) > 512:
                self._cubeinfos.clear()
            self._cubeinfos[key] = ci
        return ci

    # -- chequer play ------------------------------------------------------------------------
    @on_engine_thread
    def rank_plays(self, position: Position, dice: Sequence[int],
                   match: MatchState | None = None) -> list[RankedPlay]:
        g = self._gnubg()
        if g is None:
            return self._fallback.rank_plays(position, dice, match)
        match = match or MatchState(on_roll=position.turn, turn=position.turn)
        results = position.legal_plays(dice).results()
        with _LOCK:
            ci = self._ci(g, match, 1 - position.turn)
            ec0 = self._ec(g, False, 0)
            scored = [_ranked(play, g.evaluate(after.gnubg_board(), ci, ec0), 0)
                      for play, after in results.items()]
            scored.sort(key=lambda item: -item.equity)
            plies = self.settings.plies
            if plies == 0 or len(scored) == 1:
                return scored
            best = scored[0].equity
            chosen = [item for item in scored[:self.settings.candidates]
                      if item.equity >= best - self.settings.threshold]
            ec = self._ec(g, False, plies)
            deep = [_ranked(item.play, g.evaluate(results[item.play].gnubg_board(), ci, ec), plies)
                    for item in chosen]
        deep.sort(key=lambda item: -item.equity)
        done = {item.play for item in chosen}
        return deep + [item for item in scored if item.play not in done]

    # -- cube ------------------------------------------------------------------------------
    def _after_roll(self, g: Any, match: MatchState, board: tuple, on_roll: int, cube: int,
                    owner: int | None, dice: tuple[int, int], plies: int, depth: int) -> float:
        """Cubeful equity (normalised to ``cube``) of ``on_roll`` after playing ``dice`` well."""
        ci = self._ci(g, match, on_roll, cube, owner)
        moves = g.findbestmoves(board, ci, self._ec(g, True, plies), dice)
        if moves:
            return moves[0]["score"]
        # no legal move: the same board with the opponent on roll
        swapped = (board[1], board[0])
        other = 1 - on_roll
        if depth >= 1:
            value = g.evaluate(swapped, self._ci(g, match, other, cube, owner), self._ec(g, False, 0))[5]
        else:
            value = self._before_roll(g, match, swapped, other, cube, owner, plies, depth + 1)
        return self._flip(g, match, value, other, cube, owner)

    def _before_roll(self, g: Any, match: MatchState, board: tuple, on_roll: int, cube: int,
                     owner: int | None, plies: int, depth: int = 0) -> float:
        total = 0.0
        for dice, weight in ROLLS:
            total += weight * self._after_roll(g, match, board, on_roll, cube, owner, dice, plies, depth)
        return total / 36.0

    def _flip(self, g: Any, match: MatchState, value: float, side: int, cube: int,
              owner: int | None) -> float:
        """``side``'s normalised equity turned into its opponent's."""
        if not match.length:
            return -value
        mwc = g.eq2mwc(value, self._ci(g, match, side, cube, owner))
        return g.mwc2eq(1.0 - mwc, self._ci(g, match, 1 - side, cube, owner))

    @on_engine_thread
    def cube_decision(self, position: Position, match: MatchState, noise: float = 0.0) -> CubeDecision:
        """See :meth:`Engine.cube_decision`. With look-ahead (world class), a decision that is
        clear after one ply (every alternative 0.15 or more apart) is not searched deeper."""
        g = self._gnubg()
        if g is None:
            return self._fallback.cube_decision(position, match, noise)
        plies = max(self.settings.plies - 1, 0)
        used = 0
        with _LOCK:
            nd, dt = self._cube_equities(g, position, match, 0)
            if plies and (dt is None or min(abs(min(dt, 1.0) - nd), abs(dt - 1.0)) < _CLEAR):
                nd, dt = self._cube_equities(g, position, match, plies)
                used = plies
            # the equities average every roll played at ``used`` plies: gnubg's (used + 1)-ply;
            # the cubeless chances of the same evaluation, as gnubg's cube hint shows them
            depth = used + 1
            out = g.evaluate(position.gnubg_board(), self._ci(g, match, position.turn), self._ec(g, False, depth))
        chances = (out[0], out[1], out[2], out[3], out[4])
        if dt is None:
            return CubeDecision(nd, nd, 1.0, double=False, take=True, chances=chances, plies=depth)
        if noise > 0:
            nd += self.rng.gauss(0.0, noise)
            dt += self.rng.gauss(0.0, noise)
        return CubeDecision(nd, dt, 1.0, double=min(dt, 1.0) > nd, take=dt <= 1.0, chances=chances, plies=depth)

    def _cube_equities(self, g: Any, position: Position, match: MatchState,
                       plies: int) -> tuple[float, float | None]:
        """(no double, double-take) for the side on roll, normalised to the current cube;
        double-take is None when that side cannot double."""
        side = position.turn
        board = position.gnubg_board()
        cube, owner = match.cube, match.cube_owner
        nd = self._before_roll(g, match, board, side, cube, owner, plies)
        if not cube_available(match, side):
            return nd, None
        dt = self._before_roll(g, match, board, side, 2 * cube, 1 - side, plies)
        if match.length:
            mwc = g.eq2mwc(dt, self._ci(g, match, side, 2 * cube, 1 - side))
            return nd, g.mwc2eq(mwc, self._ci(g, match, side))
        return nd, 2 * dt

    # -- resignations ----------------------------------------------------------------------
    def _value(self, g: Any, match: MatchState, side: int, points: int) -> float:
        """What winning ``points`` is worth to ``side``: points (money) or match winning chance."""
        if not match.length:
            return float(points)
        return g.eq2mwc(1.0, self._ci(g, match, side, points, None))

    def _play_on(self, g: Any, position: Position, match: MatchState, side: int) -> float:
        """What playing on is worth to ``side``, in the units of :meth:`_value`."""
        on_roll = position.turn
        if any(match.dice) and match.on_roll == on_roll:
            board = position.gnubg_board()
            equity = self._after_roll(g, match, board, on_roll, match.cube, match.cube_owner,
                                      tuple(match.dice), self.settings.plies, 0)
        else:
            equity = self.cube_decision(position, match).equity
        if match.length:
            value = g.eq2mwc(equity, self._ci(g, match, on_roll))
            return value if on_roll == side else 1.0 - value
        value = equity * match.cube
        return value if on_roll == side else -value

    @on_engine_thread
    def accept_resignation(self, position: Position, match: MatchState, kind: int, side: int) -> bool:
        g = self._gnubg()
        if g is None:
            return self._fallback.accept_resignation(position, match, kind, side)
        points = match.resignation_value(kind)
        with _LOCK:
            offered = self._value(g, match, side, points)
            play_on = self._play_on(g, position, match, side)
        return offered >= play_on - 1e-6

    @on_engine_thread
    def probabilities(self, position: Position, match: MatchState | None = None,
                      side: int | None = None) -> tuple[float, float, float, float, float]:
        """gnubg's cubeless (win, win gammon, win backgammon, lose gammon, lose backgammon) for
        ``side`` (default: the side on roll), with ``position.turn`` about to roll."""
        g = self._gnubg()
        if g is None:
            return self._fallback.probabilities(position, match, side)
        match = match or MatchState(on_roll=position.turn, turn=position.turn)
        with _LOCK:
            out = g.evaluate(position.gnubg_board(), self._ci(g, match, position.turn),
                             self._ec(g, False, self.settings.plies))
        win, wg, wbg, lg, lbg = out[:5]
        if side is None or side == position.turn:
            return win, wg, wbg, lg, lbg
        return 1.0 - win, lg, lbg, wg, wbg

    @on_engine_thread
    def resignation_offer(self, position: Position, match: MatchState, side: int) -> int:
        g = self._gnubg()
        if g is None:
            return self._fallback.resignation_offer(position, match, side)
        win, _wg, _wbg, lg, lbg = self.probabilities(position, match, side)
        return resignation_for(win, lg, lbg, match, side)


def _ranked(play, out: Sequence[float], plies: int) -> RankedPlay:
    """A play ranked by gnubg's evaluation ``out`` of the position after it, which is from the
    opponent's point of view (it is to roll): turned round to the mover's."""
    win, wg, wbg, lg, lbg, equity = out[:6]
    return RankedPlay(play, -equity, plies, (1.0 - win, lg, lbg, wg, wbg))


def resignation_for(win: float, lose_gammon: float, lose_backgammon: float,
                    match: MatchState, side: int) -> int:
    """The resignation ``side`` should offer given its chances, or 0 to play on.

    Only when it cannot win, and only a resignation that gives away no more than the game is sure
    to cost: single if a gammon is impossible (or would not count), gammon if a gammon is certain
    and a backgammon impossible, backgammon if that is certain.
    """
    if win > _HOPELESS:
        return 0
    other = 1 - side
    if match.length:
        gammons_count = match.away(other) > match.cube
        backgammons_count = match.away(other) > 2 * match.cube
    else:
        gammons_count = backgammons_count = not (match.jacoby and match.cube_owner is None)
    if not gammons_count or lose_gammon <= _HOPELESS:
        return SINGLE
    if lose_gammon >= 1 - _HOPELESS and (not backgammons_count or lose_backgammon <= _HOPELESS):
        return GAMMON
    if lose_backgammon >= 1 - _HOPELESS:
        return BACKGAMMON
    return 0


__all__ = ["EngineThread", "GnubgEngine", "EngineUnavailableError", "engine_available", "engine_thread",
           "gnubg_version", "load", "loaded", "on_engine_thread", "resignation_for", "ROLLS"]
