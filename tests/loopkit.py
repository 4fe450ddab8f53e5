"""Running a test's coroutine on the qasync loop that Qt shares, and waiting in a test for a
condition: by polling (:func:`until`), or woken by each change a fake server or a recorder
announces (:func:`until_changed`)."""

from __future__ import annotations

import asyncio
import time
from typing import Callable


def run(loop, coro, timeout: float = 60.0):
    """Run ``coro`` on the qasync loop (Qt events are processed while it waits)."""
    return loop.run_until_complete(asyncio.wait_for(coro, timeout))


async def until(predicate: Callable[[], object], timeout: float = 10.0, what: str = "") -> object:
    """Wait until ``predicate()`` is true (checked every few milliseconds); return its value."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what or predicate}")
        await asyncio.sleep(0.01)


async def until_changed(predicate: Callable[[], object], change: Callable[[], asyncio.Event],
                        timeout: float = 5.0, who: str = "") -> object:
    """Wait until ``predicate()`` is true, checked whenever the event ``change()`` gives now is
    set (and at least every 50 ms); return its value. A timeout raises :class:`TimeoutError`
    (``who`` names what was waited on)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = predicate()
        if value:
            return value
        remaining = deadline - loop.time()
        if remaining <= 0:
            raise TimeoutError(f"{who}{': ' if who else ''}condition not met within {timeout} s")
        try:
            await asyncio.wait_for(change().wait(), min(remaining, 0.05))
        except asyncio.TimeoutError:
            pass
