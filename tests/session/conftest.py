"""Fixtures for session tests: sessions with short timeouts against the fake server."""

from __future__ import annotations

import asyncio
from typing import Any, Callable

import pytest

from fibsgui.session import ConnectionState, FibsSession


class Recorder:
    """Collects a session's messages and state changes in the background."""

    def __init__(self, session: FibsSession) -> None:
        self.session = session
        self.messages: list[Any] = []
        self.states: list[ConnectionState] = []
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
        """Start reading ``session.messages()`` (call after a successful login)."""
        async def read() -> None:
            async for message in self.session.messages():
                self.messages.append(message)
                self._poke()
        self._task = asyncio.get_running_loop().create_task(read())

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

    async def wait_for_message(self, predicate: Callable[[Any], bool], timeout: float = 5.0) -> Any:
        def found():
            for message in self.messages:
                if predicate(message):
                    return message
            return None
        return await self.wait_for(found, timeout)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)


@pytest.fixture
def log_dir(tmp_path):
    return tmp_path / "logs"


@pytest.fixture
async def make_session(fake_fibs, log_dir):
    """``make_session(**options) -> (FibsSession, Recorder)`` for the fake server; closed after."""
    made: list[tuple[FibsSession, Recorder]] = []

    def make(**options) -> tuple[FibsSession, Recorder]:
        settings = dict(
            keepalive_interval=0,
            backoff_initial=0.05,
            backoff_max=0.2,
            backoff_jitter=0,
            connect_timeout=2.0,
            login_timeout=2.0,
            logout_timeout=2.0,
            transcript_dir=log_dir,
            parse=str,
        )
        settings.update(options)
        session = FibsSession(fake_fibs.host, fake_fibs.port, **settings)
        recorder = Recorder(session)
        made.append((session, recorder))
        return session, recorder

    yield make
    for session, recorder in made:
        await session.close()
        await recorder.stop()
