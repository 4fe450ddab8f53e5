"""Fixtures of the UI tests."""

from __future__ import annotations

import asyncio

import pytest
import qasync


@pytest.fixture
def qloop(qapp):
    """One loop for Qt and asyncio (qasync), as the app runs them."""
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    # End what the windows left running (the readers of sessions still logged in) while the loop
    # can: left pending, their message generators would be finalized by a later garbage collection,
    # in whatever thread runs it then, on a closed loop.
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    asyncio.set_event_loop(None)
    loop.close()
