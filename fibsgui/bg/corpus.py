"""Seeded random games: a repeatable corpus of (position, dice) pairs for tests and benchmarks."""

from __future__ import annotations

import random
from typing import Iterator

from fibsgui.bg.position import Position


def random_positions(count: int, seed: int = 20261123) -> Iterator[tuple[Position, tuple[int, int]]]:
    """``count`` (position, dice) pairs met while playing random legal plays from the start.

    Each game starts from the initial position and runs until a side has borne off; the next
    game then starts. The same seed always gives the same pairs.
    """
    rng = random.Random(seed)
    position = Position.initial(rng.randint(0, 1))
    for _ in range(count):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        yield position, dice
        nxt = rng.choice(position.legal_plays(dice).positions())
        position = Position.initial(rng.randint(0, 1)) if nxt.outcome() else nxt
