"""One TCP connection to the server: bytes in, (telnet-filtered) lines and prompts out."""

from __future__ import annotations

import asyncio
from collections import deque

from fibsgui.session.framing import Line, LineFramer, Prompt
from fibsgui.session.telnet import TelnetFilter

READ_SIZE = 65536


class Closed:
    """The end of the stream (the server closed the connection, or it broke)."""

    def __init__(self, error: BaseException | None = None) -> None:
        self.error = error

    def __repr__(self) -> str:
        return f"Closed({self.error!r})"


Event = Line | Prompt | Closed


class Connection:
    """A connected socket. :meth:`next_event` yields :class:`Line`, :class:`Prompt`, then
    :class:`Closed` once (and again on every later call).

    The defaults are FIBS's: telnet bytes filtered out, prompts detected, lines sent with CR LF.
    A server that speaks plain lines takes ``telnet=False, detect_prompts=False, line_end=b"\\n"``.
    """

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, *,
                 telnet: bool = True, detect_prompts: bool = True, line_end: bytes = b"\r\n") -> None:
        self._reader = reader
        self._writer = writer
        self._telnet = TelnetFilter() if telnet else None
        self._line_end = line_end
        self.framer = LineFramer(detect_prompts=detect_prompts)
        self._events: deque[Event] = deque()
        self._closed: Closed | None = None
        self.bells = 0
        self.received_bytes = 0  # everything the server sent, before the telnet filter

    @classmethod
    async def open(cls, host: str, port: int, timeout: float, **options) -> "Connection":
        """Connect within ``timeout`` seconds; ``options`` as for the constructor."""
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
        return cls(reader, writer, **options)

    @property
    def is_closed(self) -> bool:
        return self._closed is not None and not self._events

    def buffered(self) -> bool:
        """Whether events are waiting that :meth:`next_event` returns without reading."""
        return bool(self._events)

    async def next_event(self) -> Event:
        while not self._events:
            if self._closed is not None:
                return self._closed
            try:
                chunk = await self._reader.read(READ_SIZE)
            except (ConnectionError, OSError) as exc:
                chunk, error = b"", exc
            else:
                error = None
            self.received_bytes += len(chunk)
            if not chunk:
                self._events.extend(self.framer.flush())
                self._closed = Closed(error)
                continue
            if self._telnet is None:
                self._events.extend(self.framer.feed(chunk))
                continue
            filtered = self._telnet.feed(chunk)
            self.bells += filtered.bells
            self._events.extend(self.framer.feed(filtered.data))
        return self._events.popleft()

    def write_line(self, text: str) -> None:
        """Send one line (the line end appended). Raises ``ConnectionError`` if the socket is gone."""
        if self._writer.is_closing():
            raise ConnectionResetError("connection closed")
        self._writer.write(text.encode("utf-8") + self._line_end)

    async def drain(self) -> None:
        await self._writer.drain()

    def close(self) -> None:
        try:
            self._writer.close()
        except Exception:
            pass

    async def wait_closed(self, timeout: float = 1.0) -> None:
        try:
            await asyncio.wait_for(self._writer.wait_closed(), timeout)
        except (asyncio.TimeoutError, ConnectionError, OSError):
            pass
