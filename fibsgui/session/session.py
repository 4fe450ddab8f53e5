"""The FIBS session: connect, log in (or create an account), keep alive, reconnect, log out.

Plain asyncio, no Qt: the app runs it on qasync's loop, tests on pytest-asyncio's. Typical use::

    session = FibsSession("fibs.com", 4321)
    session.add_state_listener(status_bar.show_state)       # ConnectionState snapshots
    info = await session.login("alice", password)           # LoginFailed / ConnectFailed
    session.send("toggle ready")                             # ordered; survives reconnects
    async for message in session.messages():                 # parsed CLIP messages
        client_state.apply(message)
    ...
    await session.logout()                                   # "bye"; the iterator ends

What happens on its own:

* After each login the session sends ``set boardstyle 3`` (rawboards) and flips only those of
  :attr:`FibsSession.required_toggles` that the CLIP own-info line shows the other way (by
  default ``autoboard`` and ``moreboards``, so that boards arrive after every move and roll). The
  commands sent are listed in :attr:`LoginInfo.adjusted`; the server's answers arrive as messages.
  No other toggle is touched.
* When nothing has been sent for ``keepalive_interval`` seconds (FIBS drops users idle for about
  an hour) it sends ``keepalive_command`` (``time``) and hides the server's one-line answer.
* When the connection drops (not after :meth:`logout`, :meth:`close` or a refused login) it
  reconnects with exponential backoff (giving up after ``max_reconnect_attempts`` attempts), logs in again, makes the settings again, watches again
  whoever was being watched, and resumes an interrupted match: FIBS saves a match whose player
  drops, and it resumes through invite/join. The side that dropped sends ``invite <opponent>``
  after logging in again (and again when the opponent logs in, if they were away); the other side
  answers ``... wants to resume a saved match with you.`` with ``join <name>`` when it saw that
  opponent drop mid-match (``auto_resume``).
* Every line in and out goes to a transcript in the log directory, passwords redacted
  (:mod:`fibsgui.session.transcript`).
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
import re
import socket
from collections import deque
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, AsyncIterator, Callable, Mapping

from fibsgui import __version__
from fibsgui.session.connection import Closed, Connection
from fibsgui.session.framing import MAX_LINE, Line, Prompt, PromptKind
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
from fibsgui.session.transcript import Transcript

log = logging.getLogger(__name__)

DEFAULT_HOST = "fibs.com"
DEFAULT_PORT = 4321
CLIP_VERSION = 1008
MAX_CLIENT_NAME = 20
PUMP_SLICE = 0.003  # seconds of buffered lines handled before the loop gets a turn

#: Fields of the CLIP own-info line (``2 name ...``), in order, after the name.
OWN_INFO_FIELDS = (
    "allowpip", "autoboard", "autodouble", "automove", "away", "bell", "crawford", "double",
    "experience", "greedy", "moreboards", "moves", "notify", "rating", "ratings", "ready",
    "redoubles", "report", "silent", "timezone",
)
_BOOLEAN_FIELDS = frozenset(OWN_INFO_FIELDS) - {"experience", "rating", "redoubles", "timezone"}

_WELCOME = re.compile(r"^1 (\S+) (\d+) (\S+)\s*$")
_OWN_INFO = re.compile(r"^2 (\S+) ((?:\S+ ){19}\S+)\s*$")
_WHO = re.compile(r"^5 (\S+) (\S+) (\S+) ")
_LOGIN_NOTICE = re.compile(r"^7 (\S+) ")
_DROP_NOTICE = re.compile(r"^(?:8 \S+ )?(\S+) drops connection\.")
_MATCH_OVER = re.compile(r"^(\S+) wins? the \d+ point match ")
_RESUME_INVITATION = re.compile(r"^(\S+) wants to resume a saved match with you\.")
_RESUME_REFUSED = re.compile(
    r"^\*\* (?:There's no saved match with (\S+)|(\S+) is refusing games|There is no one called (\S+))"
)
_TIME_REPLY = re.compile(r"\(\s*\w{3} \w{3}\s+\d+ \d\d:\d\d:\d\d \d{4} UTC\s*\)\s*$")
_NAME = re.compile(r"^[A-Za-z_]+$")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")

_END = object()


def default_client_name() -> str:
    """``fibsgui_<version>``, as FIBS shows it in the who list (at most 20 characters)."""
    name = re.sub(r"\s+", "_", f"fibsgui_{__version__}")
    return name[:MAX_CLIENT_NAME]


def parse_own_info(line: str) -> dict[str, Any] | None:
    """The fields of a CLIP own-info line (``2 name allowpip ...``), or None if it is not one."""
    match = _OWN_INFO.match(line)
    if match is None:
        return None
    values = match.group(2).split()
    info: dict[str, Any] = {"name": match.group(1)}
    for key, value in zip(OWN_INFO_FIELDS, values):
        if key in _BOOLEAN_FIELDS:
            info[key] = value == "1"
        elif key == "experience":
            info[key] = int(value) if value.isdigit() else 0
        elif key == "rating":
            try:
                info[key] = float(value)
            except ValueError:
                info[key] = 0.0
        else:
            info[key] = value
    return info


def clean_command(command: str) -> str:
    """One line for the server: line breaks become spaces (a chat text can never smuggle in a
    second command), other control characters are dropped, trailing blanks trimmed."""
    text = command.replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    return _CONTROL.sub("", text).rstrip()


def _default_parse() -> Callable[[str], Any]:
    from fibsgui.clip import parse_lines

    return parse_lines


@dataclass(frozen=True)
class LoginInfo:
    """What a successful login told us."""

    name: str
    last_login: int                 # seconds since the epoch (0: first login)
    last_host: str
    own_info: Mapping[str, Any]     # the CLIP own-info fields (toggles as bools)
    adjusted: tuple[str, ...] = ()  # commands sent to make the settings the client needs

    @property
    def toggles(self) -> Mapping[str, bool]:
        return MappingProxyType({k: v for k, v in self.own_info.items() if k in _BOOLEAN_FIELDS})


@dataclass
class _Restore:
    """What to bring back after a reconnect."""

    watching: str | None = None
    invite: str | None = None


class FibsSession:
    """A connection to a FIBS server, logged in as one user. See the module docstring."""

    def __init__(
        self,
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
        *,
        client_name: str | None = None,
        parse: Callable[[str], Any] | None = None,
        required_toggles: Mapping[str, bool] | None = None,
        keepalive_interval: float = 600.0,
        keepalive_command: str = "time",
        reconnect: bool = True,
        backoff_initial: float = 2.0,
        backoff_factor: float = 2.0,
        backoff_max: float = 120.0,
        backoff_jitter: float = 0.1,
        max_reconnect_attempts: int = 10,
        connect_timeout: float = 20.0,
        login_timeout: float = 30.0,
        logout_timeout: float = 5.0,
        auto_resume: bool = True,
        stable_after: float = 30.0,
        max_quick_drops: int = 4,
        transcript: bool = True,
        transcript_dir: str | Path | None = None,
        transcript_keep: int = 30,
    ) -> None:
        self.host = host
        self.port = int(port)
        self.client_name = (client_name or default_client_name())
        if len(self.client_name) > MAX_CLIENT_NAME or re.search(r"\s", self.client_name):
            raise ValueError(f"a client name has at most 20 characters and no spaces: {self.client_name!r}")
        self._parse = parse or _default_parse()
        self.required_toggles = dict({"autoboard": True, "moreboards": True}
                                     if required_toggles is None else required_toggles)
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
        self.auto_resume = auto_resume
        self.stable_after = stable_after
        self.max_quick_drops = max_quick_drops
        self._transcript_enabled = transcript
        self._transcript_dir = Path(transcript_dir) if transcript_dir is not None else None
        self._transcript_keep = transcript_keep
        self._transcript: Transcript | None = None

        self._state = Observable(ConnectionState(host=self.host, port=self.port))
        self._messages: asyncio.Queue = asyncio.Queue()
        self._outbox: deque[tuple[str, bool]] = deque()
        self._outbox_event = asyncio.Event()
        self._conn: Connection | None = None
        self._tasks: set[asyncio.Task] = set()
        self._pump_task: asyncio.Task | None = None
        self._reconnect_task: asyncio.Task | None = None
        self._closing = False
        self._cancel_requested = False
        self._dialogue_task: asyncio.Task | None = None
        self._logged_in_at = 0.0
        self._quick_drops = 0                     # connections lost soon after logging in, in a row
        self._credentials: tuple[str, str] | None = None
        self._last_sent = 0.0
        self._keepalive_due_reply = 0.0
        self._rng = random.Random()
        # what the session knows about the user, from the lines it sees
        self._name: str | None = None
        self._own_info: dict[str, Any] = {}
        self._opponent: str | None = None
        self._last_opponent: str | None = None    # until that match is seen to end
        self._watching: str | None = None
        self._resume_with: str | None = None      # interrupted match waiting to be resumed
        self._we_invite: bool = False             # we dropped: we send the resume invitation
        self._restore = _Restore()

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
    def own_info(self) -> Mapping[str, Any]:
        """The latest CLIP own-info fields (toggles as bools), from the last login."""
        return MappingProxyType(self._own_info)

    @property
    def opponent(self) -> str | None:
        """Whom the user is playing, from the user's own who-info line."""
        return self._opponent

    @property
    def resuming_with(self) -> str | None:
        """The opponent of an interrupted match the session is trying to resume, if any."""
        return self._resume_with

    @property
    def transcript_path(self) -> Path | None:
        return self._transcript.path if self._transcript else None

    # -- messages ------------------------------------------------------------------------------
    async def messages(self) -> AsyncIterator[Any]:
        """Every line from the server after login, parsed, in order; ends when the session goes
        offline (after a logout, a cancel, or a failed reconnect). Reconnects do not end it."""
        queue = self._messages
        while True:
            item = await queue.get()
            if item is _END:
                queue.put_nowait(_END)  # let any other reader end too
                return
            yield item

    def __aiter__(self) -> AsyncIterator[Any]:
        return self.messages()

    def _deliver(self, text: str) -> None:
        try:
            message = self._parse(text)
        except Exception:  # the parser must never take the connection down with it
            log.exception("could not parse %r", text)
            return
        if isinstance(message, list):  # one line, several messages (FIBS glues some together)
            for part in message:
                self._messages.put_nowait(part)
        else:
            self._messages.put_nowait(message)

    # -- sending -------------------------------------------------------------------------------
    def send(self, command: str) -> None:
        """Queue ``command`` for the server. Commands go out in order, once logged in; while the
        session reconnects they wait. Raises :class:`NotConnected` when offline or logging out."""
        if self.state.status in (Status.OFFLINE, Status.LOGGING_OUT) or self._closing:
            raise NotConnected(f"cannot send {command!r}: {self.state.describe()}")
        text = clean_command(command)
        if text:
            self._outbox.append((text, False))
            self._outbox_event.set()

    @property
    def pending_commands(self) -> tuple[str, ...]:
        """Commands queued and not yet written to the socket."""
        return tuple(text for text, _ in self._outbox)

    async def _sender(self, conn: Connection) -> None:
        loop = asyncio.get_running_loop()
        while True:
            while not self._outbox:
                self._outbox_event.clear()
                await self._outbox_event.wait()
            text, secret = self._outbox[0]
            try:
                conn.write_line(text)
            except (ConnectionError, OSError):
                return  # the pump sees the connection end and reconnects; the command waits
            self._outbox.popleft()
            self._log_sent(text, secret)
            self._last_sent = loop.time()
            try:
                await conn.drain()
            except (ConnectionError, OSError):
                return

    def _write_now(self, conn: Connection, text: str, *, secret: bool = False) -> None:
        """Write outside the queue (login and registration dialogues)."""
        conn.write_line(text)
        self._log_sent(text, secret)
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
            self._transcript = Transcript(directory, keep=self._transcript_keep)
        if not self._transcript.is_open:
            try:
                self._transcript.open()
            except OSError:
                log.warning("cannot write the session transcript", exc_info=True)

    def _log_sent(self, text: str, secret: bool) -> None:
        if self._transcript:
            self._transcript.sent(text, secret=secret)

    def _log_received(self, text: str) -> None:
        if self._transcript:
            self._transcript.received(text)

    def _log_prompt(self, text: str) -> None:
        if self._transcript:
            self._transcript.prompt(text)

    def _log_event(self, text: str) -> None:
        log.info("%s:%s %s", self.host, self.port, text)
        if self._transcript:
            self._transcript.event(text)

    def _add_secret(self, secret: str) -> None:
        if self._transcript:
            self._transcript.add_secret(secret)

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

    def _start_stream(self) -> None:
        """A fresh message stream for a new login (the previous one has ended)."""
        self._messages = asyncio.Queue()
        self._outbox.clear()

    def _spawn(self, coro) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _stop_tasks(self, *, keep: asyncio.Task | None = None) -> None:
        current = asyncio.current_task()
        for task in list(self._tasks):
            if task is not current and task is not keep:
                task.cancel()

    def _go_offline(self, error: str | None, *, fault: Fault | None = None,
                    keep_transcript: bool = False) -> None:
        if self.state.status is Status.OFFLINE and self._conn is None:
            return
        self._stop_tasks()
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self._credentials = None
        self._outbox.clear()
        self._resume_with = None
        self._we_invite = False
        self._opponent = None
        self._last_opponent = None
        self._log_event(f"offline{': ' + error if error else ''}")
        if self._transcript and not keep_transcript:
            self._transcript.close()
        self._set_state(status=Status.OFFLINE, retry_in=None, attempt=0, error=error,
                        fault=fault if error else None)
        self._messages.put_nowait(_END)

    # -- connecting ----------------------------------------------------------------------------
    async def _connect(self) -> Connection:
        where = f"{self.host}:{self.port}"
        self._log_event(f"connecting to {where}")
        try:
            conn = await Connection.open(self.host, self.port, self.connect_timeout)
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
        if self.state.status is Status.CONNECTING:
            self._set_state(stage=Stage.WAITING_PROMPT)
        return conn

    def _no_answer(self, conn: Connection) -> ConnectFailed:
        """The error for a server that let the login's deadline pass, in words for what it did."""
        where = f"{self.host}:{self.port}"
        seconds = f"{self.login_timeout:g}"
        received = conn.received_bytes
        if self.state.stage is Stage.LOGGING_IN:
            return ConnectFailed(f"{where} accepted the connection and the login, but did not answer "
                                 f"the login within {seconds} s.", Fault.NO_WELCOME, received=received)
        if received == 0:
            return ConnectFailed(f"{where} accepted the connection but sent nothing in {seconds} s: "
                                 f"it does not answer like a FIBS server.", Fault.SILENT, received=0)
        return ConnectFailed(f"{where} accepted the connection and sent {received} bytes, but no login "
                             f"prompt in {seconds} s: it does not answer like a FIBS server.",
                             Fault.NO_PROMPT, received=received)

    async def _next(self, conn: Connection, deadline: float) -> Line | Prompt | Closed:
        remaining = deadline - asyncio.get_running_loop().time()
        if remaining <= 0:
            raise self._no_answer(conn)
        try:
            event = await asyncio.wait_for(conn.next_event(), remaining)
        except asyncio.TimeoutError:
            raise self._no_answer(conn) from None
        if isinstance(event, Line):
            self._log_received(event.text)
        elif isinstance(event, Prompt):
            self._log_prompt(event.text)
        return event

    async def _wait_prompt(self, conn: Connection, kinds: tuple[PromptKind, ...], deadline: float,
                           *, closed_ok: bool = False) -> tuple[Prompt | None, list[str]]:
        """Read up to the next prompt of one of ``kinds``; returns it and the lines before it
        (with ``closed_ok``, ``None`` and the lines if the server closes the connection)."""
        lines: list[str] = []
        while True:
            event = await self._next(conn, deadline)
            if isinstance(event, Closed):
                if closed_ok:
                    return None, lines
                raise ConnectFailed("The server closed the connection.", Fault.CLOSED,
                                    received=conn.received_bytes)
            if isinstance(event, Prompt):
                if event.kind in kinds:
                    return event, lines
                continue
            lines.append(event.text)

    async def _handshake(self, conn: Connection, name: str, password: str) -> LoginInfo:
        """The CLIP login on a fresh connection; the lines after it are delivered as messages."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.login_timeout
        await self._wait_prompt(conn, (PromptKind.LOGIN,), deadline)
        self._write_now(conn, f"login {self.client_name} {CLIP_VERSION} {name} {password}")
        if self.state.status is Status.CONNECTING:
            self._set_state(stage=Stage.LOGGING_IN)
        welcome: re.Match | None = None
        while True:
            event = await self._next(conn, deadline)
            if isinstance(event, Closed):
                raise ConnectFailed("The server closed the connection during the login.", Fault.CLOSED,
                                    received=conn.received_bytes)
            if isinstance(event, Prompt):
                if event.kind is PromptKind.LOGIN:
                    raise LoginFailed(f"The server refused the login as {name!r}: wrong name or password.")
                continue
            text = event.text
            if welcome is None:
                welcome = _WELCOME.match(text)
            own = parse_own_info(text) if welcome is not None else None
            self._deliver(text)
            if own is not None:
                return LoginInfo(
                    name=welcome.group(1),
                    last_login=int(welcome.group(2)),
                    last_host=welcome.group(3),
                    own_info=MappingProxyType(dict(own)),
                )

    # -- login ---------------------------------------------------------------------------------
    @staticmethod
    def _check_credentials(name: str, password: str) -> None:
        if not name or re.search(r"\s", name):
            raise LoginFailed("Please give a user name without spaces.")
        if not password or re.search(r"\s", password):
            raise LoginFailed("Please give a password without spaces.")

    async def login(self, name: str, password: str) -> LoginInfo:
        """Connect and log in. Raises :class:`LoginFailed` (refused), :class:`ConnectFailed`
        (unreachable, or the connection broke during the login), :class:`NotConnected` (busy)."""
        self._check_offline()
        self._check_credentials(name, password)
        self._closing = False
        self._start_stream()
        self._open_transcript()
        self._add_secret(password)
        self._credentials = (name, password)
        self._name = name
        self._restore = _Restore()
        self._set_state(status=Status.CONNECTING, user=name, attempt=0, retry_in=None, error=None,
                        stage=Stage.OPENING)
        self._quick_drops = 0

        async def work(hold: list[Connection]) -> tuple[Connection, LoginInfo]:
            conn = await self._connect()
            hold.append(conn)
            return conn, await self._handshake(conn, name, password)

        conn, info = await self._dialogue(work)
        return self._logged_in(conn, info)

    async def _dialogue(self, work):
        """Run ``work(hold)`` (connect and talk; it puts its connection in ``hold``) so that a
        failure leaves the session offline and :meth:`close` can cancel it."""
        task = asyncio.current_task()
        self._dialogue_task = task
        self._cancel_requested = False
        hold: list[Connection] = []
        try:
            return await work(hold)
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

    def _settings_commands(self, own: Mapping[str, Any]) -> list[str]:
        commands = ["set boardstyle 3"]
        for toggle, wanted in self.required_toggles.items():
            current = own.get(toggle)
            if isinstance(current, bool) and current != wanted:
                commands.append(f"toggle {toggle}")
        return commands

    def _logged_in(self, conn: Connection, info: LoginInfo, *, restoring: bool = False) -> LoginInfo:
        self._conn = conn
        conn.framer.detect_prompts = False  # CLIP mode has no prompts
        self._name = info.name
        self._own_info = dict(info.own_info)
        self._opponent = None
        self._watching = None
        adjusted = self._settings_commands(info.own_info)
        first = list(adjusted)
        if restoring:
            if self._restore.watching:
                first.append(f"watch {self._restore.watching}")
            if self._restore.invite:
                first.append(f"invite {self._restore.invite}")
            self._restore = _Restore()
        for command in reversed(first):
            self._outbox.appendleft((command, False))
        self._outbox_event.set()
        info = replace(info, adjusted=tuple(adjusted))
        self._log_event(f"logged in as {info.name}")
        self._set_state(status=Status.LOGGED_IN, user=info.name, attempt=0, retry_in=None, error=None)
        self._last_sent = self._logged_in_at = asyncio.get_running_loop().time()
        self._pump_task = self._spawn(self._pump(conn))
        self._spawn(self._sender(conn))
        if self.keepalive_interval and self.keepalive_interval > 0:
            self._spawn(self._keepalive())
        return info

    # -- the running connection ----------------------------------------------------------------
    async def _pump(self, conn: Connection) -> None:
        error: BaseException | None = None
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
                    transcript.flush()  # about to wait for the network: everything is on disk
            event = await conn.next_event()
            if isinstance(event, Closed):
                error = event.error
                break
            if isinstance(event, Prompt):
                self._log_prompt(event.text)
                continue
            if event.dropped:
                self._dropped(event.dropped)
                continue
            text = event.text
            try:
                self._log_received(text)
                if self._is_keepalive_reply(text):
                    continue
                self._observe(text)
                self._deliver(text)
            except Exception:  # one line the session cannot handle must not end its reading
                log.exception("a line from the server could not be handled: %r", text[:200])
        self._connection_lost(conn, error)

    def _dropped(self, size: int) -> None:
        """A line too long to keep was dropped unread: said once, in the transcript and in the
        message stream (as :class:`fibsgui.clip.LineDropped`)."""
        from fibsgui.clip.messages import LineDropped

        self._log_event(f"dropped a line of {size} bytes without a line end within {MAX_LINE} bytes")
        self._messages.put_nowait(LineDropped(size))

    def _connection_lost(self, conn: Connection, error: BaseException | None) -> None:
        conn.close()
        if self._conn is conn:
            self._conn = None
        if self._closing:
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
            # e.g. the same account logged in from elsewhere: two clients must not take turns
            # throwing each other out
            self._go_offline("The server keeps closing the connection right after the login "
                             "(is this account logged in somewhere else?).", fault=Fault.QUICK_DROPS)
            return
        if self._opponent:
            self._resume_with = self._opponent
            self._we_invite = True
        self._restore = _Restore(watching=self._watching,
                                 invite=self._resume_with if self._we_invite else None)
        self._reconnect_task = self._spawn(self._reconnect_loop(reason))

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
            conn: Connection | None = None
            try:
                conn = await self._connect()
                info = await self._handshake(conn, *self._credentials)
            except LoginFailed as exc:
                if conn is not None:
                    conn.close()
                self._go_offline(f"The connection to the server was lost, and logging in again failed: "
                                 f"{exc}", fault=Fault.LOGIN_REFUSED)
                return
            except (SessionError, OSError) as exc:
                if conn is not None:
                    conn.close()
                reason = str(exc)
                fault = getattr(exc, "fault", None)
                self._log_event(f"reconnect failed: {reason}")
                continue
            self._reconnect_task = None
            self._logged_in(conn, info, restoring=True)
            return

    # -- what the session itself watches for ---------------------------------------------------
    def _observe(self, text: str) -> None:
        who = _WHO.match(text)
        if who is not None:
            if who.group(1) == self._name:
                opponent = None if who.group(2) == "-" else who.group(2)
                self._watching = None if who.group(3) == "-" else who.group(3)
                if opponent is not None and opponent == self._resume_with:
                    self._resume_with = None  # resumed
                    self._we_invite = False
                if opponent is not None:
                    self._last_opponent = opponent
                self._opponent = opponent
            return
        over = _MATCH_OVER.match(text)
        if over is not None and over.group(1) in ("You", self._name, self._last_opponent):
            self._last_opponent = None
            return
        own = parse_own_info(text)
        if own is not None and own["name"] == self._name:
            self._own_info = own
            return
        if not self.auto_resume:
            return
        dropped = _DROP_NOTICE.match(text)
        if dropped is not None:
            who = dropped.group(1)
            if who == self._opponent or (self._opponent is None and who == self._last_opponent):
                self._resume_with = who
                self._we_invite = False
            return
        invitation = _RESUME_INVITATION.match(text)
        if invitation is not None:
            if invitation.group(1) == self._resume_with and self._opponent is None:
                self._log_event(f"resuming the saved match with {self._resume_with}")
                self._outbox.append((f"join {self._resume_with}", False))
                self._outbox_event.set()
            return
        login = _LOGIN_NOTICE.match(text)
        if login is not None:
            if self._we_invite and login.group(1) == self._resume_with and self._opponent is None:
                self._outbox.append((f"invite {self._resume_with}", False))
                self._outbox_event.set()

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
                self._outbox.append((self.keepalive_command, False))
                self._outbox_event.set()
                self._keepalive_due_reply = now + 60.0
            self._last_sent = now  # the sender moves it on when the command goes out

    def _is_keepalive_reply(self, text: str) -> bool:
        if not self._keepalive_due_reply:
            return False
        if asyncio.get_running_loop().time() > self._keepalive_due_reply:
            self._keepalive_due_reply = 0.0
            return False
        if self.keepalive_command == "time" and _TIME_REPLY.search(text):
            self._keepalive_due_reply = 0.0
            return True
        return False

    # -- leaving -------------------------------------------------------------------------------
    async def logout(self) -> None:
        """Send ``bye`` after everything queued, wait for the server to close (at most
        ``logout_timeout`` s), go offline. No reconnect follows. Offline already: nothing."""
        status = self.state.status
        if status is Status.OFFLINE:
            return
        if status is not Status.LOGGED_IN or self._conn is None:
            await self.close()
            return
        self._closing = True
        pump = self._pump_task
        self._set_state(status=Status.LOGGING_OUT)
        self._outbox.append(("bye", False))
        self._outbox_event.set()
        if pump is not None:
            done, _ = await asyncio.wait({pump}, timeout=self.logout_timeout)
            if not done:
                self._log_event("the server did not close the connection after bye")
        if self.state.status is not Status.OFFLINE:
            self._go_offline(None)

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

    # -- account creation ----------------------------------------------------------------------
    async def create_account(self, name: str, password: str, *, login: bool = True) -> LoginInfo | None:
        """Register ``name`` through FIBS's guest login, then (by default) log in as it.

        Raises :class:`RegistrationError` with the reason (name taken or invalid, password too
        short or refused, ...) or :class:`ConnectFailed`. Checks that FIBS would refuse anyway are
        made before connecting.
        """
        self._check_offline()
        if not _NAME.match(name or ""):
            raise RegistrationError(RegistrationProblem.INVALID_NAME, name)
        if not password:
            raise RegistrationError(RegistrationProblem.NO_PASSWORD, name)
        if re.search(r"\s", password):
            raise RegistrationError(RegistrationProblem.INVALID_PASSWORD, name)
        if len(password) < 4:
            raise RegistrationError(RegistrationProblem.PASSWORD_TOO_SHORT, name)
        self._closing = False
        self._open_transcript()
        self._add_secret(password)
        self._set_state(status=Status.CONNECTING, user=None, attempt=0, retry_in=None, error=None,
                        stage=Stage.OPENING)

        async def work(hold: list[Connection]) -> Connection:
            conn = await self._connect()
            hold.append(conn)
            await self._register(conn, name, password)
            return conn

        conn = await self._dialogue(work)
        conn.close()
        await conn.wait_closed()
        self._go_offline(None, keep_transcript=login)
        if login:
            return await self.login(name, password)
        return None

    async def _register(self, conn: Connection, name: str, password: str) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.login_timeout
        anything = (PromptKind.COMMAND, PromptKind.PASSWORD, PromptKind.LOGIN)

        def problem_in(lines: list[str]) -> RegistrationError:
            text = " ".join(line.strip() for line in lines if line.strip())
            if "already used by someone else" in text or "Please use another name" in text:
                return RegistrationError(RegistrationProblem.NAME_TAKEN, name, text)
            if "may only contain letters" in text:
                return RegistrationError(RegistrationProblem.INVALID_NAME, name, text)
            if "No password given" in text:
                return RegistrationError(RegistrationProblem.NO_PASSWORD, name, text)
            if "Minimal password length" in text:
                return RegistrationError(RegistrationProblem.PASSWORD_TOO_SHORT, name, text)
            if "not identical" in text:
                return RegistrationError(RegistrationProblem.PASSWORDS_DIFFER, name, text)
            if "not allowed to create new accounts" in text:
                return RegistrationError(RegistrationProblem.SITE_REFUSED, name, text)
            return RegistrationError(RegistrationProblem.UNEXPECTED, name, text[-200:])

        async def fail(error: RegistrationError, prompt: Prompt | None) -> None:
            if prompt is None:  # the server hung up
                if error.problem is RegistrationProblem.UNEXPECTED:
                    raise ConnectFailed("The server closed the connection during the registration.")
                raise error
            try:
                self._write_now(conn, "bye")
                await asyncio.wait_for(conn.drain(), 1.0)
            except (ConnectionError, OSError, asyncio.TimeoutError):
                pass
            raise error

        await self._wait_prompt(conn, (PromptKind.LOGIN,), deadline)
        self._write_now(conn, "guest")
        if self.state.status is Status.CONNECTING:
            self._set_state(stage=Stage.LOGGING_IN)
        prompt, lines = await self._wait_prompt(conn, anything, deadline, closed_ok=True)
        if prompt is None or prompt.kind is not PromptKind.COMMAND:
            await fail(problem_in(lines), prompt)
        self._write_now(conn, f"name {name}")
        prompt, lines = await self._wait_prompt(conn, anything, deadline, closed_ok=True)
        if prompt is None or prompt.kind is not PromptKind.PASSWORD:
            await fail(problem_in(lines), prompt)
        self._write_now(conn, password, secret=True)
        prompt, lines = await self._wait_prompt(conn, anything, deadline, closed_ok=True)
        if prompt is None or prompt.kind is not PromptKind.PASSWORD or "retype" not in prompt.text.lower():
            await fail(problem_in(lines + [prompt.text if prompt else ""]), prompt)
        self._write_now(conn, password, secret=True)
        prompt, lines = await self._wait_prompt(conn, anything, deadline, closed_ok=True)
        if (prompt is None or prompt.kind is not PromptKind.COMMAND
                or not any("You are registered" in line for line in lines)):
            await fail(problem_in(lines + [prompt.text if prompt else ""]), prompt)
        self._log_event(f"registered {name}")
        self._write_now(conn, "bye")
        # read the goodbye until the server closes (or give up after a moment)
        try:
            end = loop.time() + 2.0
            while not isinstance(await self._next(conn, end), Closed):
                pass
        except ConnectFailed:
            pass
