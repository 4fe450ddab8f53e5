"""The window while a match is analysed: the longest stall of the GUI thread during the review
window's analysis of a 7-point match, at 0, 1 and 2 plies.

The match is the one ``benchmarks/analysis.py`` plays (gnubg against itself at the "casual"
strength, a fixed seed), written as ``.mat`` text. For each look-ahead a new Python process
(nothing of the match in gnubg's evaluation cache) reads it back, loads gnubg's weights on the
engine thread, and then, on the GUI thread of a ``QApplication`` (offscreen):

- a ``QTimer`` ticks every 5 ms for 1.5 s with nothing else going on: the longest gap between two
  ticks is the reference (what the machine gives a GUI thread anyway);
- the same timer ticks while :class:`fibsgui.models.analysis.AnalysisRun` (what the review
  window's *Analyse match* runs, on the engine thread, its progress and results coming back as
  queued signals) analyses the whole match: the total time and the longest gap between ticks.

Target: the longest gap under 100 ms at every look-ahead (a window that answers within 0.1 s
feels immediate). The engine holds Python's interpreter lock while one of GNU Backgammon's
commands runs, so the GUI thread waits for the longest single command.

    python3 benchmarks/analysis_ui.py [--seed 7] [--length 7] [--plies 0 1 2]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

TICK_MS = 5
IDLE_S = 1.5
TARGET_MS = 100.0


def child(path: str, plies: int) -> None:
    """In a new process: the idle reference and the analysis at ``plies``, as one JSON line."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from fibsgui.engine.analysis import Analyser
    from fibsgui.engine.gnubg_engine import engine_thread
    from fibsgui.models.analysis import AnalysisRun
    from fibsgui.records.matfile import read_mat

    app = QApplication([])
    record = read_mat(Path(path).read_text()).record
    engine_thread().call(Analyser, plies)  # gnubg's weights loaded before timing

    clock = QElapsedTimer()
    clock.start()
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(clock.elapsed()))

    def longest_gap() -> float:
        return float(max((b - a for a, b in zip(ticks, ticks[1:])), default=0))

    # the reference: the timer alone, in an event loop as the app's
    loop = QEventLoop()
    timer.start()
    QTimer.singleShot(int(IDLE_S * 1000), loop.quit)
    loop.exec()
    idle = longest_gap()

    # the analysis
    ticks.clear()
    run = AnalysisRun(record, range(len(record.games)), plies)
    finished: list[bool] = []
    run.finished.connect(finished.append)
    run.finished.connect(loop.quit)
    started = time.perf_counter()
    QTimer.singleShot(0, run.start)
    loop.exec()
    total = time.perf_counter() - started
    timer.stop()
    print(json.dumps({"plies": plies, "complete": finished[0], "total": total,
                      "stall": longest_gap(), "idle": idle, "ticks": len(ticks)}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--length", type=int, default=7)
    parser.add_argument("--plies", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--child", nargs=2, metavar=("MAT", "PLIES"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]))
        return

    from analysis import self_play

    from fibsgui.records.matfile import write_mat

    record = self_play(args.length, args.seed)
    moves = sum(1 for game in record.games for action in game.actions if action.kind.value == "move")
    print(f"match: {args.length} points, {len(record.games)} games, {moves} moves (seed {args.seed}); "
          f"a timer ticking every {TICK_MS} ms on the GUI thread")
    with tempfile.TemporaryDirectory(prefix="fibsgui-bench-") as folder:
        mat = Path(folder) / "match.mat"
        mat.write_text(write_mat(record), encoding="utf-8")
        worst = 0.0
        for plies in args.plies:
            done = subprocess.run([sys.executable, __file__, "--child", str(mat), str(plies)], capture_output=True,
                                  text=True, check=True, timeout=1800)
            out = json.loads(done.stdout.strip().splitlines()[-1])
            worst = max(worst, out["stall"])
            print(f"{plies}-ply{'' if out['complete'] else ' (NOT complete)'}: "
                  f"total {out['total']:.2f} s, longest GUI stall {out['stall']:.0f} ms "
                  f"(no analysis, same process: {out['idle']:.0f} ms), ratio {out['stall'] / max(out['idle'], 1):.1f}x")
    print(f"target: longest stall < {TARGET_MS:.0f} ms at every look-ahead "
          f"({'met' if worst < TARGET_MS else 'MISSED'}: {worst:.0f} ms)")


if __name__ == "__main__":
    main()
