"""The bgammon.org session: connect, log in (as a user or a guest) or register, keep alive,
reconnect, log out.

Plain asyncio, no Qt, with the public shape of :class:`fibsgui.session.FibsSession`::

    session = BgammonSession("bgammon.org", 1337, language="de")
    session.add_state_listener(status_bar.show_state)       # fibsgui.session.ConnectionState
    info = await session.login("alice", password)           # LoginFailed / ConnectFailed
    session.send(commands.list_matches())                   # ordered; survives reconnects
    async for event in session.messages():                   # fibsgui.bgammon.events
        state.apply(event)
    ...
    await session.logout()                                   # "disconnect"; the iterator ends

What happens on its own:

* Every ``ping`` is answered with ``pong <message>``; besides, when nothing has been written for
  ``keepalive_interval`` seconds (30: the server drops a client silent for 40 s) the session sends
  ``keepalive_command`` (``pong keepalive``, which the server ignores).
* Lines end in ``\\n`` both ways. Incoming lines go through a :class:`~fibsgui.session.LineFramer`
  with its cap: a longer line is dropped unread and reported once, in the transcript and as a
  :class:`~fibsgui.bgammon.events.Malformed` event. Every line becomes an event
  (:func:`~fibsgui.bgammon.events.parse_event`), pings included; a line the session cannot handle
  is logged and reading goes on.
* When the connection drops (not after :meth:`logout`, :meth:`close` or a refused login) it
  reconnects with exponential backoff, giving up after ``max_reconnect_attempts`` attempts, and
  logs in again with the same name (a guest with the name the server gave). The server puts a
  returning player back into an unfinished match by itself (``joined`` and ``board`` arrive).
* Every line in and out goes to a transcript in the log directory (``bgammon-session-*.log``),
  passwords redacted.

A login succeeds on the ``welcome`` event. bgammon.org refuses a login or registration with a
notice (``Connection terminated: <reason>``) and closes the connection: that is
:class:`~fibsgui.session.LoginFailed` (or :class:`~fibsgui.session.RegistrationError`) carrying
the server's words. A connection closed before the welcome is
:class:`~fibsgui.session.ConnectFailed` with :attr:`~fibsgui.session.Fault.CLOSED`; a server that
sends nothing, or never the welcome, within ``login_timeout`` is ``ConnectFailed`` with
:attr:`~fibsgui.session.Fault.SILENT` or :attr:`~fibsgui.session.Fault.NO_WELCOME`.
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
import socket
from collections import deque
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, AsyncIterator, Callable

from fibsgui import __version__
from fibsgui.bgammon import commands
from fibsgui.bgammon.events import Event, Failed, Malformed, Notice, Ping, Welcome, parse_event
from fibsgui.session.connection import Closed
from fibsgui.session.framing import MAX_LINE, Line, LineFramer
from fibsgui.session.session import clean_command
from fibsgui.session.state import (
    Cancelled,
    ConnectFailed,
    ConnectionState,
    Fault,
    LoginFailed,
    NotConnected,
    Observable,
    RegistrationError,
    RegistrationProblem,
    SessionError,
    Stage,
    Status,
)
from fibsgui.session.transcript import REDACTED, Transcript

log = logging.getLogger(__name__)

DEFAULT_HOST = "bgammon.org"
DEFAULT_PORT = 1337
#: The server drops a client that wrote nothing for 40 s; the session writes at least this often.
KEEPALIVE_INTERVAL = 30.0
TRANSCRIPT_PREFIX = "bgammon-session-"
READ_SIZE = 65536
PUMP_SLICE = 0.003  # seconds of buffered lines handled before the loop gets a turn
#: How a refusal begins (the server's ``Terminate``: a notice, then the socket closes).
TERMINATED = "Connection terminated"

_END = object()


@dataclass(frozen=True)
class BgammonLoginInfo:
    """What a successful login told us: the name the server gave (a guest's is made up by the
    server), and how many clients and matches there were."""

    name: str
    clients: int
    games: int
    guest: bool = False


class _Link:
    """One TCP connection: ``\\n``-terminated lines both ways, read through a capped framer."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._reader = reader
        self._writer = writer
        self.framer = LineFramer(detect_prompts=False)
        self._lines: deque[Line] = deque()
        self._closed: Closed | None = None
        self.received_bytes = 0

    @classmethod
    async def open(cls, host: str, port: int, timeout: float) -> "_Link":
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
        return cls(reader, writer)

    def buffered(self) -> bool:
        return bool(self._lines)

    async def next_line(self) -> Line | Closed:
        while not self._lines:
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
                self._lines.extend(self.framer.flush())
                self._closed = Closed(error)
                continue
            self._lines.extend(event for event in self.framer.feed(chunk) if isinstance(event, Line))
        return self._lines.popleft()

    def write_line(self, text: str) -> None:
        if self._writer.is_closing():
            raise ConnectionResetError("connection closed")
        self._writer.write(text.encode("utf-8") + b"\n")

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


class _Refused(SessionError):
    """The server ended the login or registration with a notice (its words in ``text``)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def _refusal_words(message: str) -> str:
    """The reason of a ``Connection terminated: <reason>`` notice (the whole notice otherwise)."""
    if message.startswith(TERMINATED):
        rest = message[len(TERMINATED):].lstrip(":").strip()
        return rest or message
    return message


def _pong(message: str) -> str:
    """The answer to a ping (a message that cannot be sent back is left out)."""
    try:
        return commands.pong(message)
    except ValueError:
        return commands.pong()


class BgammonSession:
    """A connection to a bgammon.org server, logged in as one user. See the module docstring."""

    def __init__(
        self,
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
        *,
        client_name: str | None = None,
        language: str = "en",
        parse: Callable[[str], Any] | None = None,
        keepalive_interval: float = KEEPALIVE_INTERVAL,
        keepalive_command: str = "pong keepalive",
        reconnect: bool = True,
        backoff_initial: float = 2.0,
        backoff_factor: float = 2.0,
        backoff_max: float = 120.0,
        backoff_jitter: float = 0.1,
        max_reconnect_attempts: int = 10,
        connect_timeout: float = 20.0,
        login_timeout: float = 30.0,
        logout_timeout: float = 5.0,
        stable_after: float = 30.0,
        max_quick_drops: int = 4,
        transcript: bool = True,
        transcript_dir: str | Path | None = None,
        transcript_keep: int = 30,
    ) -> None:
        self.host = host
        self.port = int(port)
        self.language = language
        #: The ``<client>`` word of the login: ``fibsgui-<version>/<language>``.
        self.client_name = client_name or commands.client_id(__version__, language)
        self._parse = parse or parse_event
        self.keepalive_interval = keepalive_interval
        self.keepalive_command = keepalive_command
        self.reconnect = reconnect
        self.backoff_initial = backoff_initial
        self.backoff_factor = backoff_factor
        self.backoff_max = backoff_max
        self.backoff_jitter = backoff_jitter
        self.max_reconnect_attempts = max_reconnect_attempts  # 0: try for ever
        self.connect_timeout = connect_timeout
        self.login_timeout = login_timeout
        self.logout_timeout = logout_timeout
        self.stable_after = stable_after
        self.max_quick_drops = max_quick_drops
        self._transcript_enabled = transcript
        self._transcript_dir = Path(transcript_dir) if transcript_dir is not None else None
        self._transcript_keep = transcript_keep
        self._transcript: Transcript | None = None

        self._state = Observable(ConnectionState(host=self.host, port=self.port))
        self._messages: asyncio.Queue = asyncio.Queue()
        self._stream_ended = False
        self._outbox: deque[str] = deque()
        self._outbox_event = asyncio.Event()
        self._conn: _Link | None = None
        self._tasks: set[asyncio.Task] = set()
        self._pump_task: asyncio.Task | None = None
        self._closing = False
        self._cancel_requested = False
        self._dialogue_task: asyncio.Task | None = None
        self._logged_in_at = 0.0
        self._quick_drops = 0
        self._credentials: tuple[str | None, str | None] | None = None  # (name, password)
        self._last_sent = 0.0
        self._rng = random.Random()
        self._name: str | None = None
        self._logout_done: asyncio.Event | None = None

    # -- public state --------------------------------------------------------------------------
    @property
    def state(self) -> ConnectionState:
        return self._state.value

    def add_state_listener(self, callback: Callable[[ConnectionState], None]) -> Callable[[], None]:
        """Call ``callback(state)`` on every change of :attr:`state`; returns an unsubscribe function."""
        return self._state.subscribe(callback)

    @property
    def user(self) -> str | None:
        """The name logged in as (also while reconnecting), else None."""
        return self._name if self.state.status is not Status.OFFLINE else None

    @property
    def transcript_path(self) -> Path | None:
        return self._transcript.path if self._transcript else None

    @property
    def pending_commands(self) -> tuple[str, ...]:
        """Commands queued and not yet written to the socket."""
        return tuple(self._outbox)

    # -- messages ------------------------------------------------------------------------------
    async def messages(self) -> AsyncIterator[Event]:
        """Every event from the server, from the start of the login on, in order; ends when the
        session goes offline (after a logout, a cancel, a refused login or a failed reconnect).
        Reconnects do not end it. Started before the first login it sees that login's events;
        after a session ended, the next login starts a new stream (call ``messages()`` again)."""
        queue = self._messages
        while True:
            item = await queue.get()
            if item is _END:
                queue.put_nowait(_END)  # let any other reader end too
                return
            yield item

    def __aiter__(self) -> AsyncIterator[Event]:
        return self.messages()

    def _deliver(self, text: str) -> Any:
        try:
            event = self._parse(text)
        except Exception:  # the parser must never take the connection down with it
            log.exception("could not parse %r", text[:200])
            return None
        self._messages.put_nowait(event)
        return event

    # -- sending -------------------------------------------------------------------------------
    def send(self, command: str) -> None:
        """Queue ``command`` for the server. Commands go out in order once logged in; while the
        session reconnects they wait. Raises :class:`NotConnected` when offline or logging out."""
        if self.state.status in (Status.OFFLINE, Status.LOGGING_OUT) or self._closing:
            raise NotConnected(f"cannot send {command!r}: {self.state.describe()}")
        text = clean_command(command)
        if text:
            self._outbox.append(text)
            self._outbox_event.set()

    async def _sender(self, conn: _Link) -> None:
        loop = asyncio.get_running_loop()
        while True:
            while not self._outbox:
                self._outbox_event.clear()
                await self._outbox_event.wait()
            text = self._outbox[0]
            try:
                conn.write_line(text)
            except (ConnectionError, OSError):
                return  # the pump sees the connection end and reconnects; the command waits
            self._outbox.popleft()
            self._log_sent(text)
            self._last_sent = loop.time()
            try:
                await conn.drain()
            except (ConnectionError, OSError):
                return

    def _write_now(self, conn: _Link, text: str, *, shown: str | None = None) -> None:
        """Write outside the queue (the login); ``shown`` is what the transcript gets instead."""
        conn.write_line(text)
        self._log_sent(text if shown is None else shown)
        self._last_sent = asyncio.get_running_loop().time()

    # -- transcript ----------------------------------------------------------------------------
    def _open_transcript(self) -> None:
        if not self._transcript_enabled:
            return
        if self._transcript is None:
            directory = self._transcript_dir
            if directory is None:
                from fibsgui import paths

                directory = paths.log_dir()
            self._transcript = Transcript(directory, keep=self._transcript_keep, prefix=TRANSCRIPT_PREFIX)
        if not self._transcript.is_open:
            try:
                self._transcript.open()
            except OSError:
                log.warning("cannot write the session transcript", exc_info=True)

    def _log_sent(self, text: str) -> None:
        if self._transcript:
            self._transcript.sent(text)

    def _log_received(self, text: str) -> None:
        if self._transcript:
            self._transcript.received(text)

    def _log_event(self, text: str) -> None:
        log.info("%s:%s %s", self.host, self.port, text)
        if self._transcript:
            self._transcript.event(text)

    def _add_secret(self, secret: str | None) -> None:
        if self._transcript and secret:
            self._transcript.add_secret(secret)
            self._transcript.add_secret(secret.replace(" ", "_"))  # as the server receives it

    # -- state ---------------------------------------------------------------------------------
    def _set_state(self, **changes: Any) -> None:
        if "error" in changes and "fault" not in changes:
            changes["fault"] = None
        state = replace(self._state.value, **changes)
        if state.status is not Status.CONNECTING and state.stage is not None:
            state = replace(state, stage=None)
        self._state.set(state)

    def _check_offline(self) -> None:
        if self.state.status is not Status.OFFLINE:
            raise NotConnected(f"the session is busy: {self.state.describe()}")

    def _spawn(self, coro) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _stop_tasks(self) -> None:
        current = asyncio.current_task()
        for task in list(self._tasks):
            if task is not current:
                task.cancel()

    def _go_offline(self, error: str | None, *, fault: Fault | None = None) -> None:
        if self.state.status is Status.OFFLINE and self._conn is None:
            return
        self._stop_tasks()
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self._credentials = None
        self._outbox.clear()
        self._log_event(f"offline{': ' + error if error else ''}")
        if self._transcript:
            self._transcript.close()
        self._set_state(status=Status.OFFLINE, retry_in=None, attempt=0, error=error,
                        fault=fault if error else None)
        self._messages.put_nowait(_END)
        self._stream_ended = True

    # -- connecting ----------------------------------------------------------------------------
    async def _connect(self) -> _Link:
        where = f"{self.host}:{self.port}"
        self._log_event(f"connecting to {where}")
        try:
            conn = await _Link.open(self.host, self.port, self.connect_timeout)
        except asyncio.TimeoutError:
            raise ConnectFailed(f"Cannot connect to {where}: no answer to the request to connect "
                                f"within {self.connect_timeout:g} s.", Fault.UNREACHABLE) from None
        except socket.gaierror as exc:
            raise ConnectFailed(f"Cannot connect to {where}: the server name {self.host!r} was not found "
                                f"({exc.strerror or exc}).", Fault.HOST_NOT_FOUND) from None
        except ConnectionRefusedError:
            raise ConnectFailed(f"Cannot connect to {where}: the connection was refused (no server "
                                f"listens on that port).", Fault.REFUSED) from None
        except OSError as exc:
            raise ConnectFailed(f"Cannot connect to {where}: {exc.strerror or exc}", Fault.UNREACHABLE) from None
        self._log_event("connected")
        return conn

    def _no_answer(self, conn: _Link) -> ConnectFailed:
        where = f"{self.host}:{self.port}"
        seconds = f"{self.login_timeout:g}"
        received = conn.received_bytes
        if received == 0:
            return ConnectFailed(f"{where} accepted the connection and the login, but sent nothing "
                                 f"in {seconds} s.", Fault.SILENT, received=0)
        return ConnectFailed(f"{where} accepted the connection and the login and sent {received} "
                             f"bytes, but no welcome in {seconds} s: it does not answer like a "
                             f"bgammon server.", Fault.NO_WELCOME, received=received)

    async def _handshake(self, conn: _Link, line: str, shown: str) -> Welcome:
        """Send the login (or registration) ``line`` and read up to the welcome; every event on
        the way is delivered. Raises :class:`_Refused` with the server's words on a refusal."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.login_timeout
        self._write_now(conn, line, shown=shown)
        if self.state.status is Status.CONNECTING:
            self._set_state(stage=Stage.LOGGING_IN)
        while True:
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise self._no_answer(conn)
            try:
                item = await asyncio.wait_for(conn.next_line(), remaining)
            except asyncio.TimeoutError:
                raise self._no_answer(conn) from None
            if isinstance(item, Closed):
                raise ConnectFailed("The server closed the connection during the login.", Fault.CLOSED,
                                    received=conn.received_bytes)
            if item.dropped:
                self._dropped(item.dropped)
                continue
            self._log_received(item.text)
            event = self._deliver(item.text)
            if isinstance(event, Welcome):
                return event
            if isinstance(event, Ping):
                self._write_now(conn, _pong(event.message))
            elif isinstance(event, Notice):
                raise _Refused(_refusal_words(event.message))
            elif isinstance(event, Failed):
                raise _Refused(event.reason or f"failed {event.kind}")

    def _login_line(self, name: str | None, password: str | None) -> tuple[str, str]:
        line = commands.login_json(self.client_name, name, password)
        shown = line if password is None else commands.login_json(self.client_name, name, REDACTED)
        return line, shown

    # -- login ---------------------------------------------------------------------------------
    async def login(self, name: str, password: str) -> BgammonLoginInfo:
        """Connect and log in as a registered user. Raises :class:`LoginFailed` (refused, with
        the server's reason), :class:`ConnectFailed` (unreachable, silent, or the connection broke
        during the login), :class:`NotConnected` (busy), :class:`Cancelled` (:meth:`close`)."""
        if not name or not password:
            raise LoginFailed("Please give a user name and a password (or log in as a guest).")
        if any(c.isspace() for c in name):
            raise LoginFailed("Please give a user name without spaces.")
        return await self._login(name, password)

    async def login_guest(self, name: str | None = None) -> BgammonLoginInfo:
        """Connect as a guest: the server names it ``Guest_<number>`` (or ``Guest_<name>``)."""
        if name is not None and (not name or any(c.isspace() for c in name)):
            raise LoginFailed("Please give a guest name without spaces.")
        return await self._login(name, None)

    async def _login(self, name: str | None, password: str | None) -> BgammonLoginInfo:
        self._check_offline()
        line, shown = self._login_line(name, password)  # refuses impossible arguments first
        self._begin(name)
        self._add_secret(password)
        self._credentials = (name, password)

        async def work(hold: list[_Link]) -> tuple[_Link, Welcome]:
            conn = await self._connect()
            hold.append(conn)
            return conn, await self._handshake(conn, line, shown)

        conn, welcome = await self._dialogue(work, registering=False)
        return self._logged_in(conn, welcome)

    async def register(self, email: str, name: str, password: str, *,
                       login: bool = True) -> BgammonLoginInfo | None:
        """Create an account with ``registerjson``; the server logs it in at once. With
        ``login=False`` the session then logs out. Raises :class:`RegistrationError` with the
        server's reason, or :class:`ConnectFailed`."""
        self._check_offline()
        if not name or any(c.isspace() for c in name):
            raise RegistrationError(RegistrationProblem.INVALID_NAME, name or "")
        if name.isdigit():
            raise RegistrationError(RegistrationProblem.INVALID_NAME, name,
                                    "Usernames must contain at least one non-numeric character.")
        if not password:
            raise RegistrationError(RegistrationProblem.NO_PASSWORD, name)
        line = commands.register_json(self.client_name, email, name, password)
        shown = commands.register_json(self.client_name, email, name, REDACTED)
        self._begin(name)
        self._add_secret(password)
        self._credentials = (name, password)

        async def work(hold: list[_Link]) -> tuple[_Link, Welcome]:
            conn = await self._connect()
            hold.append(conn)
            return conn, await self._handshake(conn, line, shown)

        conn, welcome = await self._dialogue(work, registering=True)
        self._log_event(f"registered {welcome.player_name}")
        info = self._logged_in(conn, welcome)
        if not login:
            await self.logout()
            return None
        return info

    def _begin(self, name: str | None) -> None:
        self._closing = False
        if self._stream_ended:  # a fresh stream for a new login (the previous one has ended)
            self._messages = asyncio.Queue()
            self._stream_ended = False
        self._outbox.clear()
        self._open_transcript()
        self._name = name
        self._quick_drops = 0
        self._set_state(status=Status.CONNECTING, user=name, attempt=0, retry_in=None, error=None,
                        stage=Stage.OPENING)

    async def _dialogue(self, work, *, registering: bool):
        """Run ``work(hold)`` so that a failure leaves the session offline (with the fault said
        once) and :meth:`close` can cancel it."""
        task = asyncio.current_task()
        self._dialogue_task = task
        self._cancel_requested = False
        hold: list[_Link] = []
        try:
            return await work(hold)
        except _Refused as exc:
            for conn in hold:
                conn.close()
            error: SessionError = self._refusal(exc.text, registering, self._name or "")
            self._go_offline(str(error), fault=Fault.LOGIN_REFUSED)
            raise error from None
        except SessionError as exc:
            for conn in hold:
                conn.close()
            self._go_offline(str(exc), fault=getattr(exc, "fault", None))
            raise
        except asyncio.CancelledError:
            for conn in hold:
                conn.close()
            if self._cancel_requested and task is not None and task.uncancel() == 0:
                self._go_offline(None)
                raise Cancelled("Cancelled.") from None
            self._go_offline("cancelled")
            raise
        except BaseException:
            for conn in hold:
                conn.close()
            self._go_offline("cancelled")
            raise
        finally:
            self._dialogue_task = None

    @staticmethod
    def _refusal(text: str, registering: bool, name: str) -> SessionError:
        if not registering:
            return LoginFailed(f"The server refused the login: {text}")
        lower = text.lower()
        if "already" in lower or "taken" in lower or "in use" in lower:
            problem = RegistrationProblem.NAME_TAKEN
        else:
            problem = RegistrationProblem.UNEXPECTED
        return RegistrationError(problem, name, text)

    def _logged_in(self, conn: _Link, welcome: Welcome, *, restoring: bool = False) -> BgammonLoginInfo:
        self._conn = conn
        name = welcome.player_name or self._name or ""
        guest = self._credentials is not None and self._credentials[1] is None
        if self._credentials is not None:
            # a guest comes back under the name the server gave it
            self._credentials = (name, self._credentials[1])
        self._name = name
        self._log_event(f"logged in as {name}" + (" again" if restoring else ""))
        self._set_state(status=Status.LOGGED_IN, user=name, attempt=0, retry_in=None, error=None)
        self._last_sent = self._logged_in_at = asyncio.get_running_loop().time()
        self._outbox_event.set()
        self._pump_task = self._spawn(self._pump(conn))
        self._spawn(self._sender(conn))
        if self.keepalive_interval and self.keepalive_interval > 0:
            self._spawn(self._keepalive())
        return BgammonLoginInfo(name=name, clients=welcome.clients, games=welcome.games, guest=guest)

    # -- the running connection ----------------------------------------------------------------
    async def _pump(self, conn: _Link) -> None:
        loop = asyncio.get_running_loop()
        slice_start = loop.time()
        transcript = self._transcript
        while True:
            if loop.time() - slice_start > PUMP_SLICE:
                if transcript is not None:
                    transcript.flush()
                await asyncio.sleep(0)  # a burst of buffered lines: let the rest of the app run
                slice_start = loop.time()
            if transcript is not None:
                transcript.hold = conn.buffered()
                if not transcript.hold:
                    transcript.flush()
            item = await conn.next_line()
            if isinstance(item, Closed):
                self._connection_lost(conn, item.error)
                return
            if item.dropped:
                self._dropped(item.dropped)
                continue
            text = item.text
            try:
                self._log_received(text)
                event = self._deliver(text)
                if isinstance(event, Ping):
                    self._outbox.appendleft(_pong(event.message))
                    self._outbox_event.set()
                elif (isinstance(event, Notice) and self._logout_done is not None
                      and event.message.startswith(TERMINATED)):
                    self._logout_done.set()
            except Exception:  # one line the session cannot handle must not end its reading
                log.exception("a line from the server could not be handled: %r", text[:200])

    def _dropped(self, size: int) -> None:
        """A line too long to keep was dropped unread: said once, in the transcript and as a
        :class:`Malformed` event."""
        reason = f"dropped a line of {size} bytes without a line end within {MAX_LINE} bytes"
        self._log_event(reason)
        self._messages.put_nowait(Malformed(reason))

    def _connection_lost(self, conn: _Link, error: BaseException | None) -> None:
        conn.close()
        if self._conn is conn:
            self._conn = None
        if self._closing:
            if self._logout_done is not None:
                self._logout_done.set()
            self._go_offline(None)
            return
        reason = "The connection to the server was lost."
        if error is not None:
            reason = f"The connection to the server was lost ({error})."
        self._log_event(reason)
        self._stop_tasks()
        if not self.reconnect or self._credentials is None:
            self._go_offline(reason, fault=Fault.LOST)
            return
        if asyncio.get_running_loop().time() - self._logged_in_at < self.stable_after:
            self._quick_drops += 1
        else:
            self._quick_drops = 0
        if self._quick_drops >= self.max_quick_drops:
            self._go_offline("The server keeps closing the connection right after the login "
                             "(is this account logged in somewhere else?).", fault=Fault.QUICK_DROPS)
            return
        self._spawn(self._reconnect_loop(reason))

    def _backoff(self, attempt: int) -> float:
        delay = min(self.backoff_initial * self.backoff_factor ** (attempt - 1), self.backoff_max)
        if self.backoff_jitter:
            delay *= 1 + self.backoff_jitter * (2 * self._rng.random() - 1)
        return max(delay, 0.0)

    async def _reconnect_loop(self, reason: str) -> None:
        loop = asyncio.get_running_loop()
        attempt = 0
        fault: Fault | None = Fault.LOST
        while not self._closing and self._credentials is not None:
            if self.max_reconnect_attempts and attempt >= self.max_reconnect_attempts:
                self._go_offline(f"The connection to the server was lost; gave up after {attempt} "
                                 f"attempts to connect again. The last one: {reason}", fault=Fault.GAVE_UP)
                return
            attempt += 1
            end = loop.time() + self._backoff(attempt + max(0, self._quick_drops - 1))
            self._log_event(f"reconnecting in {end - loop.time():.1f} s (attempt {attempt})")
            while True:
                remaining = end - loop.time()
                if remaining <= 0:
                    break
                self._set_state(status=Status.RECONNECTING, retry_in=math.ceil(remaining),
                                attempt=attempt, error=reason, fault=fault)
                fraction = remaining - math.floor(remaining)
                await asyncio.sleep(fraction if fraction > 1e-3 else min(1.0, remaining))
            self._set_state(status=Status.CONNECTING, retry_in=None, attempt=attempt, error=reason,
                            fault=fault, stage=Stage.OPENING)
            conn: _Link | None = None
            name, password = self._credentials
            line, shown = self._login_line(name, password)
            try:
                conn = await self._connect()
                welcome = await self._handshake(conn, line, shown)
            except _Refused as exc:
                if conn is not None:
                    conn.close()
                if "in use" in exc.text.lower():
                    # the server has not yet noticed that the old connection is gone
                    reason, fault = f"The server refused the login: {exc.text}", Fault.LOGIN_REFUSED
                    self._log_event(f"reconnect refused for now: {exc.text}")
                    continue
                self._go_offline(f"The connection to the server was lost, and logging in again failed: "
                                 f"{exc.text}", fault=Fault.LOGIN_REFUSED)
                return
            except (SessionError, OSError) as exc:
                if conn is not None:
                    conn.close()
                reason = str(exc)
                fault = getattr(exc, "fault", None)
                self._log_event(f"reconnect failed: {reason}")
                continue
            self._logged_in(conn, welcome, restoring=True)
            return

    # -- keepalive -----------------------------------------------------------------------------
    async def _keepalive(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            due = self._last_sent + self.keepalive_interval
            now = loop.time()
            if now < due:
                await asyncio.sleep(due - now)
                continue
            if not self._outbox:
                self._log_event("idle: keepalive")
                self._outbox.append(self.keepalive_command)
                self._outbox_event.set()
            self._last_sent = now  # the sender moves it on when the command goes out

    # -- leaving -------------------------------------------------------------------------------
    async def logout(self) -> None:
        """Send ``disconnect`` after everything queued, wait until the server confirms or closes
        (at most ``logout_timeout`` s), go offline. No reconnect follows. Offline: nothing."""
        status = self.state.status
        if status is Status.OFFLINE:
            return
        if status is not Status.LOGGED_IN or self._conn is None:
            await self.close()
            return
        self._closing = True
        self._logout_done = done = asyncio.Event()
        self._set_state(status=Status.LOGGING_OUT)
        self._outbox.append(commands.disconnect())
        self._outbox_event.set()
        try:
            await asyncio.wait_for(done.wait(), self.logout_timeout)
        except asyncio.TimeoutError:
            self._log_event("the server did not confirm the disconnect")
        finally:
            self._logout_done = None
        conn = self._conn
        if self.state.status is not Status.OFFLINE:
            self._go_offline(None)
        if conn is not None:
            await conn.wait_closed()

    async def close(self) -> None:
        """Cancel: drop the connection (or the reconnect or login in progress) now, go offline."""
        if self.state.status is Status.OFFLINE and not self._tasks and self._dialogue_task is None:
            return
        self._closing = True
        self._cancel_requested = True
        dialogue = self._dialogue_task
        if dialogue is not None and dialogue is not asyncio.current_task():
            dialogue.cancel()  # the login or registration in progress ends with Cancelled
        conn = self._conn
        tasks = [t for t in self._tasks if t is not asyncio.current_task()]
        self._go_offline(None)
        if conn is not None:
            await conn.wait_closed()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
