"""Fixtures of the tests against real peers: a BaldLies server for the module, a qasync loop."""

from __future__ import annotations

import asyncio

import pytest
import qasync

from tests.peers.baldlies import BaldLies, unavailable


@pytest.fixture(scope="module")
def baldlies(tmp_path_factory):
    """A running BaldLies (tests.peers.baldlies) for the module's tests, stopped at their end.
    Skipped, saying why, where perl or its modules are missing."""
    reason = unavailable()
    if reason:
        pytest.skip(reason)
    server = BaldLies(tmp_path_factory.mktemp("baldlies"), seed=21)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def qloop(qapp):
    """One loop for Qt and asyncio (qasync), as the app runs them."""
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    asyncio.set_event_loop(None)
    loop.close()
