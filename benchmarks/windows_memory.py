"""Memory of review windows opened and closed: the resident size before, after N opened and
closed, and the growth per window.

A main window is made (no practice match), a recorded 5-point match written as a .mat file and a
bgammon.org replay as a .match file; then N times a review window of the match and a replay
window are opened (as File > Open match file does), shown, stepped to a moment and closed. The
resident set size (VmRSS) is read after a warm-up round (the baseline: code and caches loaded),
and after the N rounds, once the event loop has run and Python's garbage is collected.

Target: the growth after N rounds under 10 % of the baseline (a window kept costs some 7 MB).

    QT_QPA_PLATFORM=offscreen python3 benchmarks/windows_memory.py [--rounds 40]
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from fibsgui.bgammon.replay import write_match
    from fibsgui.config import Settings
    from fibsgui.records.matfile import write_mat
    from fibsgui.ui.mainwindow import MainWindow
    from fibsgui.ui.review import ReviewWindow
    from tests.records.helpers import play_match
    from tests.ui.test_history_replay import GAME

    folder = Path(tempfile.mkdtemp(prefix="fibsgui-windows-"))
    settings = Settings(folder / "settings.toml")
    settings["board.animation_ms"] = 0
    window = MainWindow(settings=settings, start_practice=False, window_state_file=str(folder / "window.ini"))
    window.show()
    record = folder / "match.mat"
    record.write_text(write_mat(play_match(length=5, seed=4)[1]))
    replay = folder / "saved.match"
    replay.write_bytes(write_match([GAME]))

    def one_round(moment: int) -> None:
        review = window.open_record(str(record))
        viewer = window.match_history.open_file(str(replay))
        review.go_to(moment)
        app.processEvents()
        review.close()
        viewer.close()
        settle(app)

    for turn in range(3):  # warm-up: the code, fonts, pictures and caches loaded once
        one_round(turn)
    baseline = rss_mb()
    for turn in range(args.rounds):
        one_round(turn)
    after = rss_mb()
    alive = sum(isinstance(w, ReviewWindow) for w in QApplication.topLevelWidgets())
    growth = after - baseline
    print(f"{args.rounds} rounds of a review and a replay window opened and closed ({2 * args.rounds} windows)")
    print(f"RSS baseline {baseline:.1f} MB, after {after:.1f} MB: growth {growth:+.1f} MB "
          f"({growth / (2 * args.rounds):+.2f} MB a window), ratio after/baseline {after / baseline:.3f}")
    print(f"review windows still alive: {alive}")


if __name__ == "__main__":
    main()
