"""What the server-neutral ServerSession does for both servers: the connection's options (telnet or
not, the line end), a message stream read from before the first login, a line too long to keep
during the login, and a close that interrupts a logout the server does not answer."""

from __future__ import annotations

import asyncio
import json
from typing import Awaitable, Callable

import pytest

from fibsgui.bgammon.session import BgammonSession
from fibsgui.clip.messages import LineDropped
from fibsgui.session import FibsSession, ServerSession, Status
from fibsgui.session.connection import Closed, Connection
from fibsgui.session.framing import MAX_LINE, Line

OWN_INFO = "2 alice 1 1 0 0 0 0 1 1 0 0 1 0 1 1500.00 0 1 0 0 0 UTC"


class Scripted:
    """A loopback server that runs ``script(reader, writer, received)`` for each connection;
    ``received`` collects the lines the client sent (without their line ends)."""

    def __init__(self, script: Callable[..., Awaitable[None]]) -> None:
        self.script = script
        self.received: list[bytes] = []
        self._server: asyncio.AbstractServer | None = None
        self._writers: list[asyncio.StreamWriter] = []
        self.host = "127.0.0.1"
        self.port = 0

    async def __aenter__(self) -> "Scripted":
        self._server = await asyncio.start_server(self._handle, self.host, 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc) -> None:
        for writer in self._writers:
            writer.close()
        self._server.close()
        await self._server.wait_closed()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.append(writer)
        try:
            await self.script(reader, writer, self.received)
        except (ConnectionError, OSError):
            pass

    async def read_line(self, reader: asyncio.StreamReader) -> bytes:
        line = await reader.readline()
        self.received.append(line)
        return line


async def read_all(reader: asyncio.StreamReader, received: list[bytes]) -> None:
    """Read and keep every line until the client closes; answer nothing."""
    while line := await reader.readline():
        received.append(line)


def fibs_login(*, before_welcome: bytes = b""):
    """A FIBS server that prompts, takes any login, sends ``before_welcome``, the welcome and
    the own-info line, then reads and never answers (not even ``bye``)."""
    async def script(reader, writer, received):
        writer.write(b"login: ")
        await writer.drain()
        received.append(await reader.readline())
        writer.write(before_welcome + b"1 alice 1700000000 somewhere\r\n" + OWN_INFO.encode() + b"\r\n")
        await writer.drain()
        await read_all(reader, received)
    return script


def bgammon_login():
    """A bgammon.org server that answers any login with a welcome, then reads and never answers
    (not even ``disconnect``)."""
    async def script(reader, writer, received):
        received.append(await reader.readline())
        welcome = {"Type": "welcome", "Player": "", "PlayerName": "alice", "Clients": 1, "Games": 0}
        writer.write(json.dumps(welcome).encode() + b"\n")
        await writer.drain()
        await read_all(reader, received)
    return script


# -- the connection -------------------------------------------------------------------------------
@pytest.mark.parametrize("options, expected_text, expected_end", [
    ({}, " raw", b"hi\r\n"),  # FIBS: the telnet command is filtered out, CR LF sent
    ({"telnet": False, "detect_prompts": False, "line_end": b"\n"}, "\xff\xfb\x01 raw", b"hi\n"),
])
async def test_connection_options_choose_the_telnet_filter_and_the_line_end(options, expected_text, expected_end):
    async def script(reader, writer, received):
        writer.write(b"\xff\xfb\x01 raw\n")
        await writer.drain()
        await read_all(reader, received)

    async with Scripted(script) as server:
        conn = await Connection.open(server.host, server.port, 2.0, **options)
        assert await conn.next_event() == Line(expected_text)
        conn.write_line("hi")
        await conn.drain()
        for _ in range(200):
            if server.received:
                break
            await asyncio.sleep(0.01)
        assert server.received == [expected_end]
        conn.close()
        await conn.wait_closed()
        assert isinstance(await conn.next_event(), Closed)


# -- the message stream ---------------------------------------------------------------------------
async def test_a_fibs_reader_started_before_the_first_login_sees_its_messages(tmp_path):
    async with Scripted(fibs_login()) as server:
        session = FibsSession(server.host, server.port, parse=str, keepalive_interval=0,
                              reconnect=False, login_timeout=2.0, logout_timeout=0.5,
                              transcript_dir=tmp_path)
        seen: list = []

        async def read() -> None:
            async for message in session.messages():
                seen.append(message)

        reader = asyncio.get_running_loop().create_task(read())
        await asyncio.sleep(0)  # the reader waits on the stream before the login starts
        info = await session.login("alice", "secret")
        assert info.name == "alice"
        await session.close()
        await asyncio.wait_for(reader, 2.0)  # the stream ended with the session
        assert seen == ["1 alice 1700000000 somewhere", OWN_INFO]


async def test_a_line_too_long_during_the_fibs_login_is_said_once_and_the_login_goes_on(tmp_path):
    size = MAX_LINE + 10
    async with Scripted(fibs_login(before_welcome=b"x" * size + b"\r\n")) as server:
        session = FibsSession(server.host, server.port, parse=str, keepalive_interval=0,
                              reconnect=False, login_timeout=2.0, transcript_dir=tmp_path)
        info = await session.login("alice", "secret")
        assert info.name == "alice" and session.state.status is Status.LOGGED_IN
        await session.close()
        seen = [message async for message in session.messages()]
        # reported with its size (the telnet filter took the CR); nothing of it is parsed
        assert seen == [LineDropped(size), "1 alice 1700000000 somewhere", OWN_INFO]
        text = session_transcript(tmp_path, "fibs-session-")
        assert text.count(f"dropped a line of {size} bytes") == 1
        assert [line for line in text.splitlines() if line.endswith(" <") or line.endswith(" < ")] == []


def session_transcript(directory, prefix: str) -> str:
    return "".join(path.read_text() for path in sorted(directory.glob(prefix + "*.log")))


# -- leaving --------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["fibs", "bgammon"])
async def test_a_close_ends_a_logout_the_server_does_not_answer(kind, tmp_path):
    script = fibs_login() if kind == "fibs" else bgammon_login()
    async with Scripted(script) as server:
        options = dict(keepalive_interval=0, reconnect=False, login_timeout=2.0, logout_timeout=60.0,
                       transcript_dir=tmp_path)
        if kind == "fibs":
            session: ServerSession = FibsSession(server.host, server.port, parse=str, **options)
            await session.login("alice", "secret")
            goodbye = b"bye\r\n"
        else:
            session = BgammonSession(server.host, server.port, **options)
            info = await session.login("alice", "secret")
            assert info.name == "alice"
            goodbye = b"disconnect\n"
        states: list[Status] = []
        session.add_state_listener(lambda state: states.append(state.status))
        logout = asyncio.get_running_loop().create_task(session.logout())
        for _ in range(200):
            if goodbye in server.received:
                break
            await asyncio.sleep(0.01)
        assert goodbye in server.received and session.state.status is Status.LOGGING_OUT
        await session.close()
        await asyncio.wait_for(logout, 5.0)  # well before the logout's own 60 s
        assert states == [Status.LOGGING_OUT, Status.OFFLINE]
        assert session.state.error is None

