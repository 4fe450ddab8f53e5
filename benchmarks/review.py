"""The review: seeking anywhere in a 25-point match, from the request to the board's scene updated.

A 25-point match played by the built-in engine against itself is opened in the review window
(1100 x 680, offscreen). Every moment of the match is sought once, in a shuffled order (jumps
across games as a slider dragged makes them), and timed:

- ``seek``: ``ReviewWindow.go_to`` returning: the board's scene holds the moment (checkers, dice,
  cube, texts), the move list and the slider follow;
- ``seek + paint``: the same, and the board's view painted at once (``repaint``);

against two references measured in the same run:

- ``paint``: the view painted again with nothing changed (what showing any picture costs);
- ``replay``: the match replayed from its first action to the moment sought, as a viewer that
  kept no frames would (fibsgui.bg playing each action; the median moment).

Target: the worst seek under 50 ms.

    QT_QPA_PLATFORM=offscreen python3 benchmarks/review.py [--seed 7]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from fibsgui.records import MatchRecord  # noqa: E402
from tests.records.helpers import play_match  # noqa: E402


def figures(values: list[float]) -> str:
    values = sorted(values)
    return (f"median {statistics.median(values) * 1000:7.3f} ms, 95% {values[int(len(values) * 0.95)] * 1000:7.3f} ms, "
            f"worst {values[-1] * 1000:7.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from fibsgui.ui.review import ReviewWindow

    _, record = play_match(25, seed=args.seed)
    print(f"25-point match: {len(record.games)} games, {record.action_count()} actions, "
          f"{record.frame_count()} moments")
    window = ReviewWindow()
    window.resize(1100, 680)
    window.set_record(record)
    window.show()
    app.processEvents()
    viewport = window.board.view.viewport()
    order = list(range(record.frame_count()))
    random.Random(args.seed).shuffle(order)

    seeks, painted, paints = [], [], []
    for moment in order:
        start = time.perf_counter()
        window.go_to(moment)
        seeks.append(time.perf_counter() - start)
    window.go_to(0)
    for moment in order:
        start = time.perf_counter()
        window.go_to(moment)
        viewport.repaint()
        painted.append(time.perf_counter() - start)
        start = time.perf_counter()
        viewport.repaint()
        paints.append(time.perf_counter() - start)

    # the reference: replaying from the start, as without frames kept (a fresh record each time)
    replays = []
    for moment in sorted(order)[:: max(1, len(order) // 40)]:
        fresh = MatchRecord(record.info, record.games)
        start = time.perf_counter()
        game, index = fresh.locate(moment)
        for g in range(game + 1):
            fresh.frames(g)
        replays.append(time.perf_counter() - start)

    print(f"seek          {figures(seeks)}")
    print(f"seek + paint  {figures(painted)}")
    print(f"paint (ref.)  {figures(paints)}")
    print(f"replay (ref.) {figures(replays)}")
    print(f"ratio: worst seek + paint / median paint = {max(painted) / statistics.median(paints):.2f}; "
          f"median seek / median replay = {statistics.median(seeks) / statistics.median(replays):.3f}")
    print(f"target: worst seek under 50 ms: {'met' if max(seeks) < 0.05 else 'NOT met'}")
    window.close()


if __name__ == "__main__":
    main()
