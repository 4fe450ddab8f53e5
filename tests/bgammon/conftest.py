"""Fixtures for bgammon session tests: a fake server with short intervals, and sessions with short
timeouts that are closed after the test."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from fibsgui.bgammon.session import BgammonSession
from tests.sessionkit import SessionRecorder, short_timeouts


class Recorder(SessionRecorder):
    """Collects a bgammon.org session's events and state changes in the background (start it once
    the login has begun)."""

    @property
    def events(self) -> list[Any]:
        return self.messages

    def of(self, kind: type, start: int = 0) -> list[Any]:
        return [e for e in self.events[start:] if isinstance(e, kind)]

    async def wait_event(self, kind: type, predicate: Callable[[Any], bool] = lambda e: True, *,
                         start: int = 0, timeout: float = 5.0) -> Any:
        """The first event of ``kind`` from index ``start`` for which ``predicate`` holds."""
        def found():
            for event in self.events[start:]:
                if isinstance(event, kind) and predicate(event):
                    return event
            return None
        return await self.wait_for(found, timeout)


@pytest.fixture
async def fake_bgammon():
    """A running :class:`tests.fakebgammon.FakeBgammon` (pings every 0.3 s, silent clients dropped
    after 1 s) with the accounts ``alice`` / ``alice pw`` (a space in it), ``bob`` / ``bob_pw`` and
    ``carol`` / ``carol_pw``."""
    from tests.fakebgammon import FakeBgammon

    async with FakeBgammon(seed=1, ping_interval=0.3, idle_timeout=1.0, terminate_delay=0.05) as server:
        server.add_account("alice", "alice pw")
        server.add_account("bob", "bob_pw")
        server.add_account("carol", "carol_pw")
        yield server


@pytest.fixture
async def make_session(fake_bgammon, tmp_path):
    """``make_session(**options) -> (BgammonSession, Recorder)`` for the fake server (the
    recorder already reading); every session is closed after the test."""
    made: list[tuple[BgammonSession, Recorder]] = []

    def make(server=None, **options) -> tuple[BgammonSession, Recorder]:
        server = server or fake_bgammon
        session = BgammonSession(server.host, server.port, **short_timeouts(tmp_path / "logs", **options))
        recorder = Recorder(session)
        recorder.start()
        made.append((session, recorder))
        return session, recorder

    yield make
    for session, recorder in made:
        await session.close()
        await recorder.stop()
