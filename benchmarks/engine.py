"""Seconds per engine decision at each strength, against gnubg's own 0-ply move search.

Positions come from seeded games of the expert engine against itself (so they look like real
games, not random ones). For every strength the script times, on the same positions:

* ``play``: choosing a play for the roll (``Engine.choose_play``);
* ``cube``: the cube decision before the roll (``Engine.cube_decision``);
* ``turn``: everything the engine thinks about in one turn of an offline match (resignation
  check, cube decision, play), i.e. what the UI waits for.

The reference is ``gnubg.findbestmoves`` at 0 ply on the same (position, dice) pairs: the cost of
one call into gnubg's own search. Ratios are medians over the reference median. Each engine is
measured in a fresh process, so gnubg's evaluation cache does not carry over from one strength
to the next (within a strength it works as it does in play).

    python3 benchmarks/engine.py [--positions 120] [--seed 20261123] [--section engine]

Sections are the entries of ``SECTIONS``; other parts of the app (the board view's redraw, for
example) add their own function there and reuse :func:`stats` and :func:`report`.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fibsgui.bg import MatchState, Position  # noqa: E402

clock = time.perf_counter


# -- shared helpers ------------------------------------------------------------------------------

def stats(samples: Sequence[float]) -> tuple[float, float, float]:
    """(median, mean, worst) of timings in seconds."""
    return statistics.median(samples), statistics.fmean(samples), max(samples)


def report(label: str, samples: Sequence[float], reference: float | None = None) -> float:
    """Print one line of figures (and the ratio of the median to ``reference``); returns the median."""
    median, mean, worst = stats(samples)
    ratio = f"   x{median / reference:9.1f}" if reference else ""
    print(f"{label:<34} median {median * 1e3:9.3f} ms   mean {mean * 1e3:9.3f} ms   "
          f"worst {worst * 1e3:9.2f} ms{ratio}")
    return median


# -- engine section --------------------------------------------------------------------------------

def game_positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int], MatchState]]:
    """(position before the roll, the roll, money-session state) from seeded engine games."""
    from fibsgui.engine import Strength, create_engine

    engine = create_engine(Strength.EXPERT, seed=seed)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        position = Position.initial(rng.randint(0, 1))
        while position.outcome() is None and len(found) < count:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            found.append((position, dice, MatchState(on_roll=position.turn, turn=position.turn)))
            position = position.legal_plays(dice).apply(engine.choose_play(position, dice))
    return found


def _measure(job: tuple[str, str, int, int]) -> dict[str, list[float]]:
    """Run in a fresh process: time one engine (or the reference) on the seeded positions."""
    kind, strength, count, seed = job
    positions = game_positions(count, seed)
    if kind == "reference":
        import gnubg

        ec = gnubg.evalcontext(1, 0, 1, 0, 0.0)
        samples = []
        for position, dice, _ in positions:
            ci = gnubg.cubeinfo(1, -1, position.turn, 0, (0, 0), 0)
            board = position.gnubg_board()
            t0 = clock()
            gnubg.findbestmoves(board, ci, ec, dice)
            samples.append(clock() - t0)
        return {"reference": samples}

    from fibsgui.engine import GnubgEngine, HeuristicEngine, Strength

    level = Strength.parse(strength)
    engine = GnubgEngine(level, seed=1) if kind == "gnubg" else HeuristicEngine(level, seed=1)
    play, cube, turn = [], [], []
    for position, dice, match in positions:
        t0 = clock()
        engine.choose_play(position, dice, match)
        play.append(clock() - t0)
        t0 = clock()
        engine.cube_decision(position, match)
        cube.append(clock() - t0)
    for position, dice, match in positions:
        side = position.turn
        t0 = clock()
        engine.resignation_offer(position, match, side)
        engine.should_double(position, match)
        engine.choose_play(position, dice, match)
        turn.append(clock() - t0)
    return {"play": play, "cube": cube, "turn": turn}


def engine_section(args: argparse.Namespace) -> None:
    from fibsgui.engine import Strength, engine_available

    jobs: list[tuple[str, str, int, int]] = []
    if engine_available():
        jobs.append(("reference", "", args.positions, args.seed))
        jobs += [("gnubg", s.name, args.positions, args.seed) for s in Strength]
    jobs.append(("heuristic", Strength.EXPERT.name, args.positions, args.seed))
    print(f"engine decisions on {args.positions} positions from seeded expert games "
          f"(seed {args.seed}), money play, each engine in a fresh process")
    context = multiprocessing.get_context("spawn")
    reference = None
    for job in jobs:
        with context.Pool(1) as pool:
            result = pool.apply(_measure, (job,))
        kind, strength = job[0], job[1]
        if kind == "reference":
            reference = report("reference: findbestmoves 0-ply", result["reference"])
            continue
        name = "fallback bot" if kind == "heuristic" else f"gnubg {Strength[strength].label}"
        for what in ("play", "cube", "turn"):
            report(f"{name}: {what}", result[what], reference)
    if reference is None:
        print("(gnubg is not installed: no reference and no gnubg strengths)")


# -- board section: redraw time after a position change --------------------------------------------

def _board_positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """Positions of seeded games of the built-in bot against itself (fast to make, real-looking)."""
    from fibsgui.engine import HeuristicEngine, Strength

    engine = HeuristicEngine(Strength.EXPERT, seed=seed)
    rng = random.Random(seed)
    found: list[tuple[Position, tuple[int, int]]] = []
    while len(found) < count:
        position = Position.initial(rng.randint(0, 1))
        while position.outcome() is None and len(found) < count:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            found.append((position, dice))
            position = position.legal_plays(dice).apply(engine.choose_play(position, dice))
    return found


def board_section(args: argparse.Namespace) -> None:
    """Median time from a new position to a repainted board (target under 10 ms).

    Each sample gives the board a new position (the player on roll with dice, as in play) and
    repaints the whole view synchronously (the worst case); a second figure lets the event loop
    repaint only what changed, as in use. The reference is a full repaint of the same board without
    any change, measured in the same run: the cost of painting alone.
    """
    import os
    from dataclasses import replace

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from fibsgui.bg import Play
    from fibsgui.models.game import Action, GameController, GameSnapshot
    from fibsgui.ui.board import BoardWidget

    class Still(GameController):
        def _submit_play(self, play: Play) -> None:
            pass

    app = QApplication.instance() or QApplication([])
    positions = _board_positions(args.positions, args.seed)
    print(f"board redraw after a position change, {len(positions)} positions from seeded games "
          f"(seed {args.seed}), {QApplication.platformName()} platform, no animation")
    for width, height in ((1100, 760), (2200, 1520)):
        board = BoardWidget()
        board.scene.animation_ms = 0
        controller = Still()
        board.set_controller(controller)
        board.resize(width, height)
        board.show()
        app.processEvents()
        viewport = board.view.viewport()
        viewport.repaint()
        still, change, updated = [], [], []
        for n, (position, dice) in enumerate(positions):
            player = position.turn
            snapshot = GameSnapshot(position=position, me=player, names=("alice", "bob"), dice=dice,
                                    dice_side=player, actions=frozenset({Action.MOVE}), active=True)
            t0 = clock()
            viewport.repaint()
            still.append(clock() - t0)
            t0 = clock()
            controller._snapshot = snapshot
            controller._turn = position.start_turn(dice)
            controller.changed.emit()
            viewport.repaint()
            change.append(clock() - t0)
            app.processEvents()
            # as in use: the change, then Qt repaints only what changed at the next event-loop turn
            position, dice = positions[(n + len(positions) // 2) % len(positions)]
            t0 = clock()
            controller._snapshot = replace(snapshot, position=position, me=position.turn,
                                           dice=dice, dice_side=position.turn)
            controller._turn = position.start_turn(dice)
            controller.changed.emit()
            app.processEvents()
            updated.append(clock() - t0)
        size = f"{viewport.width()}x{viewport.height()}"
        reference = report(f"repaint, no change ({size})", still)
        median = report(f"new position + full repaint ({size})", change, reference)
        print(f"{'':<34} target 10 ms: median is {median / 0.010:.2f} of it")
        median = report(f"new position + event loop ({size})", updated, reference)
        print(f"{'':<34} target 10 ms: median is {median / 0.010:.2f} of it")
        board.close()
        board.deleteLater()
        app.processEvents()


SECTIONS: dict[str, Callable[[argparse.Namespace], None]] = {
    "engine": engine_section,
    "board": board_section,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument("--section", choices=sorted(SECTIONS), action="append",
                        help="run only these sections (default: all)")
    args = parser.parse_args(argv)
    for name in args.section or list(SECTIONS):
        SECTIONS[name](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
