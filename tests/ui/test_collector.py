"""Python's garbage collector runs in the GUI thread alone (fibsgui.ui.collector): a Qt object in a
reference cycle is never destroyed by the engine's thread, where its timers would stay behind in
the GUI thread's list and crash the app when the next one fires."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, QTimer

from fibsgui import app as fibsgui_app
from fibsgui.ui import collector


class Marker:
    """Notes which thread finalises it (the thread that destroys what it is held with)."""

    def __init__(self, seen: list[int]) -> None:
        self.seen = seen

    def __del__(self) -> None:
        self.seen.append(threading.get_ident())


def qt_object_in_a_cycle(seen: list[int]) -> None:
    """A QObject with a running timer, kept alive only by a reference cycle, then dropped."""
    holder = QObject()
    timer = QTimer(holder)
    timer.start(60_000)
    holder.timer = timer
    holder.marker = Marker(seen)
    holder.itself = holder


def allocate_in_a_thread() -> None:
    """What the engine's thread does while it works: many small containers, as a search makes."""

    def work() -> None:
        for _ in range(20):
            _ = [[n] for n in range(5_000)]

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()


def test_garbage_made_in_the_gui_thread_is_collected_there_not_by_a_worker(qapp):
    found = collector.install()
    seen: list[int] = []
    qt_object_in_a_cycle(seen)
    allocate_in_a_thread()  # with automatic collection on, the worker destroyed the QObject here
    assert seen == [] and not gc.isenabled()
    while found.check() is None:
        _ = [[n] for n in range(1_000)]
    assert seen == [threading.get_ident()]


def test_the_collector_follows_pythons_rule_by_generation(qapp):
    found = collector.install()
    saved = found.thresholds
    try:
        found.thresholds = (100, 3, 1_000_000)
        gc.collect()
        assert found.check() is None  # nothing allocated since: nothing to collect
        generations = []
        for _ in range(5):
            _ = [[n] for n in range(200)]
            generations.append(found.check())
        # every check past 100 allocations collects the youngest generation; the fifth finds the
        # middle one collected 3 times since, past its threshold, and collects it too
        assert generations == [0, 0, 0, 0, 1]
        assert gc.get_count()[1] == 0
    finally:
        found.thresholds = saved


def test_a_collector_that_was_turned_back_on_is_turned_off_again(qapp):
    found = collector.install()
    gc.enable()  # a library doing so
    found.check()
    assert not gc.isenabled()


def test_the_app_collects_in_the_gui_thread_with_its_thresholds(qapp):
    before = collector.install().thresholds
    try:
        fibsgui_app.tune_garbage_collector()
        found = qapp.findChild(collector.GuiThreadCollector)
        assert found.thresholds == (10_000, 50, 100) and not gc.isenabled()
        assert collector.install() is found  # one per application
    finally:
        gc.unfreeze()
        collector.install(before)
