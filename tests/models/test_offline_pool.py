"""The engine's jobs all run in the engine thread, which never ends: gnubg crashes in any other."""

import threading
import time

from fibsgui.engine import HeuristicEngine
from fibsgui.engine.gnubg_engine import engine_thread
from fibsgui.models.game import Action
from fibsgui.models.offline import OfflineController, engine_pool


class Recording(HeuristicEngine):
    threads: list[int] = []

    def choose_play(self, position, dice, match=None):
        Recording.threads.append(threading.get_ident())
        return super().choose_play(position, dice, match)

    def rank_plays(self, *args, **kwargs):
        Recording.threads.append(threading.get_ident())
        return super().rank_plays(*args, **kwargs)


def test_every_engine_job_runs_in_the_same_lasting_thread(qtbot):
    pool = engine_pool()
    assert pool is engine_pool()
    Recording.threads = []
    controller = OfflineController(engine_factory=lambda strength: Recording(strength, seed=1), pace_ms=0)
    assert controller.pool is pool
    controller.start_match(3, "expert", seed=3)
    hints = []
    controller.hints_ready.connect(hints.append)
    for _ in range(30):
        qtbot.waitUntil(lambda: not controller.thinking(), timeout=10000)
        snapshot = controller.snapshot()
        if snapshot.can(Action.MOVE):
            count = len(hints)
            assert controller.request_hint(2)
            qtbot.waitUntil(lambda: len(hints) > count, timeout=10000)
            time.sleep(0.05)
            for move in hints[-1][0][0]:
                controller.step(move.from_point, move.to_point)
        elif snapshot.can(Action.ROLL):
            controller.roll()
        elif snapshot.can(Action.TAKE):
            controller.take()
        else:
            break
    controller.shutdown()
    assert len(Recording.threads) > 4
    assert set(Recording.threads) == {engine_thread().ident} != {threading.get_ident()}


def test_shutting_a_controller_down_keeps_the_engine_thread(qtbot):
    Recording.threads = []
    for seed in (1, 2):  # a window closed, then another one opened in the same process
        controller = OfflineController(engine_factory=lambda strength: Recording(strength, seed=1), pace_ms=0)
        controller.start_match(3, "expert", seed=seed)
        controller.roll()
        qtbot.waitUntil(lambda: not controller.thinking(), timeout=10000)
        if controller.snapshot().can(Action.MOVE):
            hints = []
            controller.hints_ready.connect(hints.append)
            controller.request_hint(1)
            qtbot.waitUntil(lambda: bool(hints), timeout=10000)
        assert controller.wait_idle(5000)
        controller.shutdown()
    assert len(Recording.threads) >= 2 and len(set(Recording.threads)) == 1


class Gated(HeuristicEngine):
    """Holds its hint job until the test opens the gate."""

    gate = threading.Event()
    entered = threading.Event()

    def rank_plays(self, *args, **kwargs):
        Gated.entered.set()
        Gated.gate.wait(10)
        return super().rank_plays(*args, **kwargs)


def _to_a_move(qtbot, controller):
    for _ in range(20):
        qtbot.waitUntil(lambda: not controller.thinking(), timeout=10000)
        snapshot = controller.snapshot()
        if snapshot.can(Action.MOVE):
            return
        assert snapshot.can(Action.ROLL)
        controller.roll()
    raise AssertionError("the player never had a move to make")


def test_a_job_outliving_its_controller_reports_to_no_one_else(qtbot):
    import shiboken6

    Gated.gate.clear()
    Gated.entered.clear()
    try:
        gone = OfflineController(engine_factory=lambda strength: Gated(strength, seed=1), pace_ms=0)
        gone.start_match(3, "expert", seed=5)
        _to_a_move(qtbot, gone)
        assert gone.request_hint(2)
        assert Gated.entered.wait(10)  # the job is running in the engine thread
        shiboken6.delete(gone)  # the window is gone while its engine still thinks
        other = OfflineController(engine_factory=lambda strength: Recording(strength, seed=1), pace_ms=0)
        other.start_match(3, "expert", seed=6)
        _to_a_move(qtbot, other)
        hints, failures = [], []
        other.hints_ready.connect(hints.append)
        other.hint_failed.connect(failures.append)
        assert other.request_hint(2)  # queued behind the job of the controller that is gone
    finally:
        Gated.gate.set()
    qtbot.waitUntil(lambda: bool(hints), timeout=10000)
    qtbot.wait(50)
    assert len(hints) == 1 and not failures  # its own answer, once; not the other job's
    position = other.snapshot().position
    assert all(play for play, *_ in hints[0]) and position is not None
    other.shutdown()
