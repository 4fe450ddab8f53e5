"""Fixtures for bgammon session tests: a fake server with short intervals, and sessions with short
timeouts that are closed after the test."""

from __future__ import annotations

import asyncio
from typing import Any, Callable

import pytest

from fibsgui.bgammon.session import BgammonSession
from fibsgui.session import ConnectionState


class Recorder:
    """Collects a session's events and state changes in the background."""

    def __init__(self, session: BgammonSession) -> None:
        self.session = session
        self.events: list[Any] = []
        self.states: list[ConnectionState] = []
        self.ended = False
        self._changed = asyncio.Event()
        session.add_state_listener(self._on_state)
        self._task: asyncio.Task | None = None

    def _on_state(self, state: ConnectionState) -> None:
        self.states.append(state)
        self._poke()

    def _poke(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    def start(self) -> None:
        """Read ``session.messages()`` from now on (call once the login has begun)."""
        async def read() -> None:
            async for event in self.session.messages():
                self.events.append(event)
                self._poke()
            self.ended = True
            self._poke()
        self._task = asyncio.get_running_loop().create_task(read())

    def of(self, kind: type, start: int = 0) -> list[Any]:
        return [e for e in self.events[start:] if isinstance(e, kind)]

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 5.0) -> Any:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            value = predicate()
            if value:
                return value
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"condition not met within {timeout} s")
            try:
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.05))
            except asyncio.TimeoutError:
                pass

    async def wait_event(self, kind: type, predicate: Callable[[Any], bool] = lambda e: True, *,
                         start: int = 0, timeout: float = 5.0) -> Any:
        """The first event of ``kind`` from index ``start`` for which ``predicate`` holds."""
        def found():
            for event in self.events[start:]:
                if isinstance(event, kind) and predicate(event):
                    return event
            return None
        return await self.wait_for(found, timeout)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)


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
        settings = dict(
            keepalive_interval=0,
            backoff_initial=0.05,
            backoff_max=0.2,
            backoff_jitter=0,
            connect_timeout=2.0,
            login_timeout=2.0,
            logout_timeout=2.0,
            transcript_dir=tmp_path / "logs",
        )
        settings.update(options)
        session = BgammonSession(server.host, server.port, **settings)
        recorder = Recorder(session)
        recorder.start()
        made.append((session, recorder))
        return session, recorder

    yield make
    for session, recorder in made:
        await session.close()
        await recorder.stop()
