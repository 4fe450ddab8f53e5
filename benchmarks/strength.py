"""Playing strength: a gnubg level against the built-in fallback bot in cubeless money games.

Games are cubeless (no doubling, no resignations: every game is played to the end) and scored
1 / 2 / 3 points for a single game / gammon / backgammon. Games come in pairs with the same dice
(a seed per pair) and the engines swapping sides, which cancels much of the luck; the 95 %
confidence interval is computed over the pair averages. The opening roll follows the rules: each
side rolls one die, the higher starts with both, ties are rolled again.

    python3 benchmarks/strength.py [--games 500] [--strength expert] [--seed 1]

Prints points per game won by the gnubg level (positive: it is stronger), the interval, wins,
gammons and backgammons, and the time taken (seconds per game and per decision of each engine).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fibsgui.bg import MatchState, Position  # noqa: E402
from fibsgui.engine import Engine, GnubgEngine, HeuristicEngine, Strength, engine_available  # noqa: E402

clock = time.perf_counter


def play_game(engines: tuple[Engine, Engine], seed: int, thinking: list[list[float]]) -> tuple[int, int]:
    """One cubeless game with seeded dice; returns (winner, points)."""
    rng = random.Random(seed)
    while True:
        d0, d1 = rng.randint(1, 6), rng.randint(1, 6)
        if d0 != d1:
            break
    first = 0 if d0 > d1 else 1
    dice = (max(d0, d1), min(d0, d1))
    position = Position.initial(first)
    money = MatchState()
    while True:
        side = position.turn
        t0 = clock()
        play = engines[side].choose_play(position, dice, money)
        thinking[side].append(clock() - t0)
        position = position.legal_plays(dice).apply(play)
        outcome = position.outcome()
        if outcome is not None:
            return outcome.winner, outcome.kind
        dice = (rng.randint(1, 6), rng.randint(1, 6))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games (rounded up to pairs)")
    parser.add_argument("--strength", default="expert", help="the gnubg level (default expert)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not engine_available():
        print("gnubg is not installed: nothing to compare the fallback bot with")
        return 1
    strength = Strength.parse(args.strength)
    gnubg_engine = GnubgEngine(strength, seed=args.seed)
    bot = HeuristicEngine(Strength.EXPERT, seed=args.seed)
    pairs = (args.games + 1) // 2
    seeds = random.Random(args.seed)
    pair_results: list[float] = []
    results: list[int] = []
    kinds = {1: 0, 2: 0, 3: 0}
    lost_kinds = {1: 0, 2: 0, 3: 0}
    thinking_gnubg: list[float] = []
    thinking_bot: list[float] = []
    start = clock()
    for _ in range(pairs):
        seed = seeds.getrandbits(32)
        pair = 0
        for gnubg_side in (0, 1):
            engines = (gnubg_engine, bot) if gnubg_side == 0 else (bot, gnubg_engine)
            thinking: list[list[float]] = [[], []]
            winner, points = play_game(engines, seed, thinking)
            thinking_gnubg += thinking[gnubg_side]
            thinking_bot += thinking[1 - gnubg_side]
            signed = points if winner == gnubg_side else -points
            (kinds if signed > 0 else lost_kinds)[points] += 1
            results.append(signed)
            pair += signed
        pair_results.append(pair / 2)
    elapsed = clock() - start
    games = len(results)
    mean = statistics.fmean(pair_results)
    half = 1.96 * statistics.stdev(pair_results) / math.sqrt(len(pair_results))
    naive = 1.96 * statistics.stdev(results) / math.sqrt(games)
    wins = sum(kinds.values())
    print(f"gnubg {strength.label} ({gnubg_engine.description}) against the fallback bot")
    print(f"{games} cubeless money games ({pairs} pairs with the same dice, sides swapped), seed {args.seed}")
    print(f"points per game for gnubg: {mean:+.3f}  95% CI [{mean - half:+.3f}, {mean + half:+.3f}]"
          f"  (from single games: +/-{naive:.3f})")
    print(f"gnubg wins {wins} of {games} ({100 * wins / games:.1f}%): "
          f"{kinds[1]} single, {kinds[2]} gammons, {kinds[3]} backgammons; "
          f"loses {lost_kinds[1]} single, {lost_kinds[2]} gammons, {lost_kinds[3]} backgammons")
    print(f"time: {elapsed:.1f} s ({elapsed / games:.3f} s per game); per decision: "
          f"gnubg median {statistics.median(thinking_gnubg) * 1e3:.2f} ms, "
          f"fallback median {statistics.median(thinking_bot) * 1e3:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
