"""What the session tests of every server share: a recorder of what a session tells, and the
short timeouts their sessions run with against a fake server."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, Callable

from fibsgui.session import ConnectionState
from tests.loopkit import until_changed


def short_timeouts(transcript_dir: Path, /, **options: Any) -> dict[str, Any]:
    """A session's options for tests: no keepalive, quick reconnects without jitter, timeouts of
    a few seconds, transcripts in ``transcript_dir``; ``options`` change or add to them."""
    settings: dict[str, Any] = dict(
        keepalive_interval=0,
        backoff_initial=0.05,
        backoff_max=0.2,
        backoff_jitter=0,
        connect_timeout=2.0,
        login_timeout=2.0,
        logout_timeout=2.0,
        transcript_dir=transcript_dir,
    )
    settings.update(options)
    return settings


class SessionRecorder:
    """Collects a session's messages (in :attr:`messages`) and state changes in the background."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.messages: list[Any] = []
        self.states: list[ConnectionState] = []
        self.ended = False  # the message stream has ended
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
        """Read ``session.messages()`` from now on."""
        async def read() -> None:
            async for message in self.session.messages():
                self.messages.append(message)
                self._poke()
            self.ended = True
            self._poke()
        self._task = asyncio.get_running_loop().create_task(read())

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 5.0) -> Any:
        """Wait until ``predicate()`` is true (checked after every message and state change);
        return its value."""
        return await until_changed(predicate, lambda: self._changed, timeout)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
