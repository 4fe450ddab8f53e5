"""Python's cyclic garbage collector, run by the GUI thread alone.

A Qt object must be destroyed in the thread it lives in. Python's collector runs in whichever
thread happens to allocate when a threshold is crossed: GNU Backgammon's thread, a worker of the
engine's thread pool, the analysis. A Qt object caught in a reference cycle (a window closed, a
controller replaced, a dialog gone) is then destroyed there: its timers cannot be stopped from
that thread ("QObject::~QObject: Timers cannot be stopped from another thread"), stay in the GUI
thread's list, and the next one to fire calls a freed object: the app crashes.

So automatic collection is off, and a timer of the GUI thread collects by the rule Python itself
follows (a generation is collected when its count passes its threshold; the oldest such one with
the younger ones): the same collections, only always in the GUI thread. Threads never collect.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread looks at the collector's counts (a look costs well under a microsecond).
INTERVAL_MS = 500


class GuiThreadCollector(QObject):
    """Collects garbage in the GUI thread every :data:`INTERVAL_MS` when Python would have, and
    keeps automatic collection off. Made once, a child of the application (see :func:`install`)."""

    def __init__(self, thresholds: tuple[int, int, int], parent: QObject | None = None,
                 interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.thresholds = thresholds
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> int | None:
        """Collect the generation Python would collect now, if any; the generation collected."""
        gc.disable()  # a library that turned it back on: off again, threads must not collect
        counts = gc.get_count()
        if counts[0] <= self.thresholds[0]:
            return None
        generation = 0
        while generation < 2 and counts[generation + 1] > self.thresholds[generation + 1]:
            generation += 1
        gc.collect(generation)
        return generation


def install(thresholds: tuple[int, int, int] | None = None) -> GuiThreadCollector:
    """Turn automatic collection off and collect in the GUI thread from now on (once per
    application: a second call returns the collector there is, with the new thresholds)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the GUI thread's collector needs the application")
    wanted = thresholds or gc.get_threshold()
    found = app.findChild(GuiThreadCollector)
    if found is not None:
        found.thresholds = wanted
        gc.disable()
        return found
    return GuiThreadCollector(wanted, app)
