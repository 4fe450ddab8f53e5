"""Fixtures of the tests against real peers: a BaldLies server for the module, a qasync loop."""

from __future__ import annotations

import asyncio

import pytest
import qasync

from tests.peers.baldlies import BaldLies, unavailable


@pytest.fixture(scope="module")
def baldlies(request, tmp_path_factory):
    """A running BaldLies (tests.peers.baldlies) for the module's tests, stopped at their end.
    Skipped, saying why, where perl or its modules are missing."""
    reason = unavailable()
    if reason:
        pytest.skip(reason)
    server = BaldLies(tmp_path_factory.mktemp("baldlies"), seed=21)
    server.start()
    try:
        # the accounts the module's matches are played with (its ACCOUNTS: the inviter, the
        # invitee and the watchers of each match), made through the guest login as the app makes
        # them: all inviters first, then all invitees, ... BaldLies gives each match's colours by
        # that order, so a match is played alike in every run
        server.accounts = set()
        for group in zip(*getattr(request.module, "ACCOUNTS", ())):
            asyncio.run(create_accounts(server, [name for name in group if name]))
            server.accounts.update(name for name in group if name)
        yield server
    finally:
        server.stop()


async def create_accounts(server: BaldLies, names: list[str]) -> None:
    """Make the accounts ``names``, a few at a time (BaldLies pauses in each registration)."""
    from fibsgui.session import FibsSession

    slots = asyncio.Semaphore(4)

    async def create(name: str) -> None:
        async with slots:
            session = FibsSession(server.host, server.port, keepalive_interval=0, connect_timeout=10.0,
                                  login_timeout=20.0, logout_timeout=3.0)
            try:
                await session.create_account(name, f"{name}_pw", login=False)
            except Exception as error:
                raise RuntimeError(f"the account {name} was not made ({error}); BaldLies' log ends:\n"
                                   f"{server.log_tail()}") from error

    await asyncio.gather(*(create(name) for name in names))


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
