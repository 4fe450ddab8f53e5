"""Fixtures for session tests: sessions with short timeouts against the fake server."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from fibsgui.session import FibsSession
from tests.sessionkit import SessionRecorder, short_timeouts


class Recorder(SessionRecorder):
    """Collects a FIBS session's messages and state changes in the background (start it after a
    successful login)."""

    async def wait_for_message(self, predicate: Callable[[Any], bool], timeout: float = 5.0) -> Any:
        def found():
            for message in self.messages:
                if predicate(message):
                    return message
            return None
        return await self.wait_for(found, timeout)


@pytest.fixture
def log_dir(tmp_path):
    return tmp_path / "logs"


@pytest.fixture
async def make_session(fake_fibs, log_dir):
    """``make_session(**options) -> (FibsSession, Recorder)`` for the fake server; closed after."""
    made: list[tuple[FibsSession, Recorder]] = []

    def make(**options) -> tuple[FibsSession, Recorder]:
        settings = short_timeouts(log_dir, **{"parse": str, **options})
        session = FibsSession(fake_fibs.host, fake_fibs.port, **settings)
        recorder = Recorder(session)
        made.append((session, recorder))
        return session, recorder

    yield make
    for session, recorder in made:
        await session.close()
        await recorder.stop()
