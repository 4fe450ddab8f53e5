"""The match library window with 10,000 records: time to the first rows shown, and filtering.

A fresh folder of ``--records`` record files (copies under new ids and dates of matches of 1 to
25 points, as ``benchmarks/records.py`` makes them), a share of them (``--analysed``) with an
analysis kept beside them, of the size a real one has (every action with its alternatives), some
whole and some only in part; listed once so that the index is there (as it is every time but the
first). Then, each the best of ``--repeat`` runs:

- first rows: from showing a new :class:`fibsgui.ui.library.LibraryWindow` to its table painted
  with its rows (the list and how much of each match is analysed read off the GUI thread, the rows
  sorted by date, the window drawn), against the reference: the same window painted empty plus
  :meth:`RecordLibrary.summaries` alone (what reading the list costs at all, and what showing a
  window costs at all); the analyses' share of it is printed too;
- filtering: an opponent's name chosen, and a date typed in Find (the rows that pass, in
  date order, and the table painted), against painting the table again unchanged (the
  reference).

The target: rows within a frame budget of the reference's time (a ratio near 1), and a filter
within a frame (16 ms).

    python3 benchmarks/library.py [--records 10000] [--analysed 0.25] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.records import make_library  # noqa: E402
from fibsgui.bg import Play  # noqa: E402
from fibsgui.engine.analysis import ActionAnalysis, Alternative, CheckerAnalysis  # noqa: E402
from fibsgui.models.recorder import RecordStore  # noqa: E402
from fibsgui.records.analysed import analysis_path  # noqa: E402
from fibsgui.records.analysisfile import EXTENT_INDEX, GameAnalysis, SavedAnalysis, extents, write  # noqa: E402
from fibsgui.ui.library import LibraryWindow  # noqa: E402


def wait(app: QApplication, done) -> None:
    """Run the event loop until ``done()``, as the app's loop runs: waiting for events, not spinning
    (a spinning GUI thread would take the interpreter from the thread reading the list)."""
    deadline = time.perf_counter() + 120
    loop = QEventLoop()
    check = QTimer()
    check.timeout.connect(lambda: loop.quit() if done() or time.perf_counter() > deadline else None)
    check.start(1)
    loop.exec()
    check.stop()
    if not done():
        raise SystemExit("timed out")


def analyse_some(store: RecordStore, share: float) -> tuple[int, int]:
    """Analyses of the size real ones have beside every 1/``share``-th record (each action a checker
    play with five alternatives); one in three of them short of the record's last actions (the
    match went on after it). The number written, and their bytes in all."""
    play = Play.from_gnubg("8/5 6/5")
    alternatives = tuple(Alternative(play, 0.1 - n / 100, n / 100, (0.55, 0.16, 0.01, 0.12, 0.005))
                         for n in range(5))
    count = written = 0
    step = max(1, round(1 / share)) if share > 0 else 0
    for n, summary in enumerate(store.library.summaries()):
        if not step or n % step or not summary.games:
            continue
        short = 3 if count % 3 == 0 else 0
        per_game = [summary.actions // summary.games + (g < summary.actions % summary.games)
                    for g in range(summary.games)]
        per_game[-1] = max(0, per_game[-1] - short)
        games = {g: GameAnalysis(g, actions, "0" * 32, True, 2, 2, [0.5] * (actions + 1))
                 for g, actions in enumerate(per_game)}
        actions = [ActionAnalysis(g, i, i % 2, checker=CheckerAnalysis(
            side=i % 2, dice=(3, 1), play=play, equity=0.1, best_equity=0.1, loss=0.0, cost=0.0, rank=1,
            legal=16, plies=2, alternatives=alternatives))
            for g, game in games.items() for i in range(game.actions)]
        path = analysis_path(summary.id, store.folder)
        write(path, SavedAnalysis(summary.id, games, actions))
        count += 1
        written += path.stat().st_size
    return count, written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--analysed", type=float, default=0.25, help="the share of records analysed")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "records"
        make_library(folder, args.records)
        store = RecordStore(folder)
        store.library.summaries()  # the index, as every listing after the first finds it
        analysed, size = analyse_some(store, args.analysed)
        empty = RecordStore(Path(scratch) / "empty")

        def shown(which: RecordStore) -> tuple[float, LibraryWindow]:
            window = LibraryWindow(which)
            window.resize(900, 560)
            loaded = []
            window.loaded.connect(lambda: loaded.append(True))
            start = time.perf_counter()
            window.show()
            wait(app, lambda: loaded)
            window.table.viewport().repaint()
            app.processEvents()
            return time.perf_counter() - start, window

        first = reference = float("inf")
        rows = 0
        for _ in range(args.repeat):
            elapsed, window = shown(store)
            rows = window.model.rowCount()
            first = min(first, elapsed)
            window.close()
            window.deleteLater()
            elapsed, window = shown(empty)
            start = time.perf_counter()
            store.library.summaries()
            reference = min(reference, elapsed + time.perf_counter() - start)
            window.close()
            window.deleteLater()
        (folder / EXTENT_INDEX).unlink(missing_ok=True)
        start = time.perf_counter()
        extents(folder)
        first_reading = time.perf_counter() - start  # every analysis read: the first listing
        reading = float("inf")
        for _ in range(args.repeat):
            start = time.perf_counter()
            found = extents(folder)
            reading = min(reading, time.perf_counter() - start)
        partly = sum(1 for s in store.library.summaries()
                     if found.get(s.id) is not None and not found[s.id].covers(s.games, s.actions))
        print(f"{args.records} records ({rows} rows), {analysed} analysed ({size / 2**20:.0f} MB, "
              f"{partly} of them in part)")
        print(f"  first rows shown      {first * 1e3:7.1f} ms   reference (empty window + listing) "
              f"{reference * 1e3:7.1f} ms   ratio {first / reference:5.2f}")
        print(f"  of which how much of each match is analysed: {reading * 1e3:.1f} ms "
              f"(the first listing, every analysis read: {first_reading * 1e3:.1f} ms)")

        elapsed, window = shown(store)
        day = window.model.summary(0).started[:10]
        for label, field, value in (("filter by opponent", window.opponent.setEditText, window.model.opponents()[0]),
                                    ("find a date's text", window.search.setText, day)):
            typed = repaint = float("inf")
            for _ in range(args.repeat):
                start = time.perf_counter()
                field(value)
                window.table.viewport().repaint()
                typed = min(typed, time.perf_counter() - start)
                shown_rows = window.model.rowCount()
                field("")
                start = time.perf_counter()
                window.table.viewport().repaint()
                repaint = min(repaint, time.perf_counter() - start)
            print(f"  {label:<20}  {typed * 1e3:7.1f} ms   ({shown_rows} rows)   reference (repaint) "
                  f"{repaint * 1e3:7.1f} ms   ratio {typed / max(repaint, 1e-6):5.1f}")
        window.close()


if __name__ == "__main__":
    main()
