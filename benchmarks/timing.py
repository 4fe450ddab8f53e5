"""What the benchmarks share: the best of several timed runs."""

from __future__ import annotations

import time
from collections.abc import Callable


def best(repeat: int, run: Callable[[], object]) -> float:
    """The shortest of ``repeat`` timed calls of ``run``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)
