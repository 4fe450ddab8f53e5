"""Legal-play generation speed against GNU Backgammon's, on the seeded random-game corpus.

For every (position, dice) pair: time ``list(position.legal_plays(dice))`` and gnubg's
``findbestmoves`` at 0-ply (which also evaluates every play with its neural net), and the drag
query (``Turn.targets`` for every checker that can move, on a fresh turn) in each position, and
the press query of the combined drag (``Turn.reach``: every target over one to four dice).
Means and medians come from one pass over the corpus for both (gnubg caches evaluations, so a
second pass would measure its cache). The worst single position is the best of ``--repeat`` runs
of that position, so that a moment when the machine was busy elsewhere is not counted as its cost.

    python3 benchmarks/movegen.py [--pairs 12000] [--seed 20261123]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from fibsgui.bg.corpus import random_positions


def _stats(label: str, samples: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(samples)
    median = statistics.median(samples)
    worst = max(samples)
    print(f"{label:<34} mean {mean * 1e6:8.1f} us   median {median * 1e6:8.1f} us   worst {worst * 1e3:7.3f} ms")
    return mean, median, worst


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=12000)
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    corpus = list(random_positions(args.pairs, args.seed))
    clock = time.perf_counter

    ours: list[float] = []
    ours_best: list[float] = []
    drag: list[float] = []
    reach: list[float] = []
    counts: list[int] = []
    repeat = range(args.repeat)
    for position, dice in corpus:
        best = best_drag = best_reach = float("inf")
        for run in repeat:
            t0 = clock()
            plays = list(position.legal_plays(dice))
            elapsed = clock() - t0
            if run == 0:
                ours.append(elapsed)
            best = min(best, elapsed)
            turn = position.start_turn(dice)
            turn.legal.steps  # the turn's plays are generated when the dice are rolled, not on a press
            t0 = clock()
            for point in turn.sources():
                turn.targets(point)
            best_drag = min(best_drag, clock() - t0)
            turn = position.start_turn(dice)
            turn.legal.steps
            t0 = clock()
            for point in turn.sources():
                turn.reach(point)
            best_reach = min(best_reach, clock() - t0)
        ours_best.append(best)
        drag.append(best_drag)
        reach.append(best_reach)
        counts.append(len(plays))

    print(f"corpus: {len(corpus)} (position, dice) pairs, seed {args.seed}, "
          f"{statistics.fmean(counts):.1f} legal plays on average, at most {max(counts)}")
    ours_mean, ours_median, _ = _stats("fibsgui legal_plays", ours)
    _, _, ours_worst = _stats(f"fibsgui legal_plays, best of {args.repeat}", ours_best)
    _stats(f"fibsgui drag query, best of {args.repeat}", drag)
    _stats(f"fibsgui combined reach, best of {args.repeat}", reach)
    print(f"combined reach of every checker worst < 16 ms, a frame "
          f"({'met' if max(reach) < 16e-3 else 'MISSED'})")

    try:
        import gnubg
    except ImportError:
        print("gnubg is not installed: no reference measured")
        return 0
    cubeinfo = gnubg.cubeinfo()
    evalcontext = gnubg.evalcontext(0, 0, 1, 0, 0.0)
    theirs: list[float] = []
    for position, dice in corpus:
        board = position.gnubg_board()
        t0 = clock()
        gnubg.findbestmoves(board, cubeinfo, evalcontext, dice)
        theirs.append(clock() - t0)
    gnubg_mean, gnubg_median, _ = _stats("gnubg findbestmoves 0-ply", theirs)
    print(f"ratio fibsgui/gnubg: mean {ours_mean / gnubg_mean:.2f}x   median {ours_median / gnubg_median:.2f}x")
    print(f"targets: mean <= 2x gnubg ({'met' if ours_mean <= 2 * gnubg_mean else 'MISSED'}), "
          f"worst < 5 ms ({'met' if ours_worst < 5e-3 else 'MISSED'}), "
          f"drag query worst < 1 ms ({'met' if max(drag) < 1e-3 else 'MISSED'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
