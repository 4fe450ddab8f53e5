"""bgammon.org replay speed: reading a long .match file and replaying its positions.

Measured on a match of ``--games`` backgammon games played with random legal plays by
:mod:`fibsgui.bg` (moves written as the server writes them, joined by ", "), written as one
``.match`` file:

- ``parse_match`` over the whole file, against a plain loop doing ``line.split()`` over the
  same lines in the same run (the reference);
- ``replay_frames`` of every game (each roll checked against its dice through fibsgui.bg), in
  microseconds per action;
- hostile text of the size cap (2 MB of one long line, of short junk lines, of commas, of index
  lines): the worst in milliseconds per megabyte.

Each figure is the best of ``--repeat`` runs.

    python3 benchmarks/replay.py [--games 40] [--repeat 5]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fibsgui.bg import BAR, OFF, Position  # noqa: E402
from fibsgui.bgammon.replay import MAX_SIZE, parse_match, replay_frames, write_match  # noqa: E402
from timing import best  # noqa: E402 (benchmarks/ is the script's folder)


def _space(point: int, side: int) -> str:
    if point == BAR:
        return "bar"
    if point == OFF:
        return "off"
    return str(point if side == 0 else 25 - point)


def random_game(rng: random.Random, number: int) -> str:
    position = Position.initial()
    side = 0
    lines = []
    while True:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        before = position.with_turn(side)
        play = rng.choice(list(before.legal_plays(dice)))
        moves = ", ".join(f"{_space(m.from_point, side)}/{_space(m.to_point, side)}" for m in play)
        lines.append(f"{side + 1} r {max(dice)}-{min(dice)}" + (f" {moves}" if moves else ""))
        position = before.apply(play, dice)
        if position.outcome() is not None:
            break
        side = 1 - side
    head = f"i {1700000000 + number} alice bob 99 {number} 0 {side + 1} 1 0"
    return "\n".join([head, *lines])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(1)
    data = write_match([random_game(rng, n) for n in range(args.games)])
    lines = data.decode().split("\n")
    match = parse_match(data)
    actions = sum(len(g.actions) for g in match.games)
    assert not match.problems and not any(g.problems for g in match.games)

    reference = best(args.repeat, lambda: [line.split() for line in data.decode().split("\n")])
    parse = best(args.repeat, lambda: parse_match(data))
    frames = best(args.repeat, lambda: [replay_frames(g) for g in match.games])
    print(f"{args.games} games, {actions} actions, {len(lines)} lines, {len(data) / 1024:.0f} KB")
    print(f"parse_match:         {parse * 1000:8.2f} ms   reference split(): {reference * 1000:6.2f} ms"
          f"   ratio {parse / reference:5.1f}")
    print(f"replay_frames:       {frames * 1000:8.2f} ms   {frames / actions * 1e6:6.1f} µs per action")

    size = MAX_SIZE - 1024
    hostile = {
        "one long line": b"1 r 6-6 " + b"24/18 " * (size // 6),
        "short junk lines": b"x y z\n" * (size // 6),
        "commas": b"," * size,
        "index lines": b"bgammon-replay 00000000\n" * (size // 24),
    }
    worst = 0.0
    for name, text in hostile.items():
        seconds = best(args.repeat, lambda text=text: [replay_frames(g) for g in parse_match(text).games])
        per_mb = seconds * 1000 / (len(text) / 1024 / 1024)
        worst = max(worst, per_mb)
        print(f"hostile {name:18} {seconds * 1000:8.1f} ms   {per_mb:6.1f} ms/MB")
    print(f"worst hostile text:  {worst:6.1f} ms/MB")


if __name__ == "__main__":
    main()
