"""What every server's session does the same way, whatever the server: no Qt, plain asyncio.

:class:`ServerSession` keeps the connection state and its listeners, the stream of parsed
messages, the queue of commands and the task that writes them, the keepalive, the reading loop
(per-line fault handling, time slices, the transcript flushed when the reader waits), reconnecting
with backoff (quick drops after a login counted, giving up after ``max_reconnect_attempts``),
going offline, logging out, cancelling, and the tasks it spawns.

A server's session fills in the hooks (each documented where it is defined):

* :meth:`~ServerSession._no_answer` -- the error for a server that lets the login's deadline pass;
* :meth:`~ServerSession._log_in_again` and :meth:`~ServerSession._logged_in` -- the login on a new
  connection after a drop, and what is done once logged in (it ends with :meth:`~ServerSession._run`);
* :meth:`~ServerSession._observe`, :meth:`~ServerSession._react` and
  :meth:`~ServerSession._is_keepalive_reply` -- what the session itself sees in a line, before and
  after it is parsed, and which lines are the answer to its own keepalive;
* :meth:`~ServerSession._refusal_words`, :meth:`~ServerSession._refusal_passes` and
  :meth:`~ServerSession._failure` -- what a refused login looks like, whether a refusal on a
  reconnect is worth another try, and the error a failed login or registration raises;
* :meth:`~ServerSession._dropped_message` -- the message that reports a line too long to keep;
* :meth:`~ServerSession._secret_forms` -- every spelling of a password the transcript must hide;
* the class attributes :attr:`~ServerSession.connection_options`,
  :attr:`~ServerSession.transcript_prefix`, :attr:`~ServerSession.logout_command` and
  :attr:`~ServerSession.logout_unanswered`.

The subclass's login methods check their arguments, call :meth:`~ServerSession._begin`, then
:meth:`~ServerSession._talk` with their dialogue on a fresh connection, and :meth:`_logged_in`.
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
import re
import socket
from collections import deque
from dataclasses import replace
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable, Iterable

from fibsgui.session.connection import Closed, Connection
from fibsgui.session.framing import MAX_LINE, Line, Prompt
from fibsgui.session.state import (
    Cancelled,
    ConnectFailed,
    ConnectionState,
    Fault,
    LoginFailed,
    NotConnected,
    Observable,
    SessionError,
    Stage,
    Status,
)
from fibsgui.session.transcript import PREFIX, Transcript

PUMP_SLICE = 0.003  # seconds of buffered lines handled before the loop gets a turn

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_END = object()


def clean_command(command: str) -> str:
    """One line for the server: line breaks become spaces (a chat text can never smuggle in a
    second command), other control characters are dropped, trailing blanks trimmed."""
    text = command.replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    return _CONTROL.sub("", text).rstrip()


class ServerSession:
    """A connection to one server, logged in as one user; a server's session subclasses it and
    fills in the hooks (see the module docstring)."""

    #: Keyword arguments of :meth:`Connection.open` (telnet filter, line end, prompts).
    connection_options: dict[str, Any] = {}
    #: The start of the transcript files' names.
    transcript_prefix: str = PREFIX
    #: What :meth:`logout` sends after everything queued.
    logout_command: str = "bye"
    #: What the transcript says when the server does not answer :attr:`logout_command` in time.
    logout_unanswered: str = "the server did not close the connection after bye"

    def __init__(
        self,
        host: str,
        port: int,
        *,
        parse: Callable[[str], Any],
        keepalive_interval: float,
        keepalive_command: str,
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
        """``parse`` turns a line into a message (or a list of them). After ``keepalive_interval``
        seconds with nothing written the session sends ``keepalive_command`` (0: never). After a
        drop it reconnects (``reconnect``) in ``backoff_initial`` seconds, ``backoff_factor``
        times longer after each failed attempt up to ``backoff_max``, give or take
        ``backoff_jitter`` of it, and gives up after ``max_reconnect_attempts`` (0: never); a
        connection lost within ``stable_after`` seconds of its login is a quick drop, and
        ``max_quick_drops`` of them in a row end the session. The transcript (``transcript``: on
        or off) is written to ``transcript_dir`` (the log directory by default), the last
        ``transcript_keep`` files kept."""
        self.host = host
        self.port = int(port)
        #: Each server's session logs under its own module's name.
        self._logger = logging.getLogger(type(self).__module__)
        self._parse = parse
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
        self._conn: Connection | None = None
        self._tasks: set[asyncio.Task] = set()
        self._pump_task: asyncio.Task | None = None
        self._reconnect_task: asyncio.Task | None = None
        self._closing = False
        self._cancel_requested = False
        self._dialogue_task: asyncio.Task | None = None
        self._logout_done: asyncio.Event | None = None
        self._logged_in_at = 0.0
        self._quick_drops = 0                     # connections lost soon after logging in, in a row
        self._credentials: tuple[Any, ...] | None = None  # what logs in again after a drop
        self._last_sent = 0.0
        self._rng = random.Random()
        self._name: str | None = None

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
    async def messages(self) -> AsyncIterator[Any]:
        """Every line from the server, parsed, in order; ends when the session goes offline
        (after a logout, a cancel, a refused login or a failed reconnect). Reconnects do not end
        it. Started before the first login it sees that login's messages; after a session ended,
        the next login starts a new stream (call ``messages()`` again)."""
        queue = self._messages
        while True:
            item = await queue.get()
            if item is _END:
                queue.put_nowait(_END)  # let any other reader end too
                return
            yield item

    def __aiter__(self) -> AsyncIterator[Any]:
        return self.messages()

    def _deliver(self, text: str) -> Any:
        """Parse one line into the message stream; returns what the parser made (None if it
        failed: that is logged, and reading goes on)."""
        try:
            message = self._parse(text)
        except Exception:  # the parser must never take the connection down with it
            self._logger.exception("could not parse %r", text[:200])
            return None
        if isinstance(message, list):  # one line, several messages (FIBS glues some together)
            for part in message:
                self._messages.put_nowait(part)
        else:
            self._messages.put_nowait(message)
        return message

    def _dropped(self, size: int) -> None:
        """A line too long to keep was dropped unread: said once, in the transcript and in the
        message stream (:meth:`_dropped_message`)."""
        reason = f"dropped a line of {size} bytes without a line end within {MAX_LINE} bytes"
        self._log_event(reason)
        self._messages.put_nowait(self._dropped_message(size, reason))

    def _dropped_message(self, size: int, reason: str) -> Any:
        """Hook: the message that reports a dropped line of ``size`` bytes."""
        raise NotImplementedError

    def _start_stream(self) -> None:
        """A fresh message stream for a new login once the previous one has ended."""
        if self._stream_ended:
            self._messages = asyncio.Queue()
            self._stream_ended = False
        self._outbox.clear()

    # -- sending -------------------------------------------------------------------------------
    def send(self, command: str) -> None:
        """Queue ``command`` for the server. Commands go out in order, once logged in; while the
        session reconnects they wait. Raises :class:`NotConnected` when offline or logging out."""
        if self.state.status in (Status.OFFLINE, Status.LOGGING_OUT) or self._closing:
            raise NotConnected(f"cannot send {command!r}: {self.state.describe()}")
        text = clean_command(command)
        if text:
            self._queue(text)

    def _queue(self, *commands: str, first: bool = False) -> None:
        """Queue lines for the sender (with ``first``, ahead of everything queued, in order)."""
        if first:
            self._outbox.extendleft(reversed(commands))
        else:
            self._outbox.extend(commands)
        self._outbox_event.set()

    async def _sender(self, conn: Connection) -> None:
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

    def _write_now(self, conn: Connection, text: str, *, secret: bool = False,
                   shown: str | None = None) -> None:
        """Write outside the queue (login and registration dialogues). The transcript gets
        ``shown`` instead of ``text`` when given; a ``secret`` line is written there redacted."""
        conn.write_line(text)
        self._log_sent(text if shown is None else shown, secret)
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
            self._transcript = Transcript(directory, keep=self._transcript_keep, prefix=self.transcript_prefix)
        if not self._transcript.is_open:
            try:
                self._transcript.open()
            except OSError:
                self._logger.warning("cannot write the session transcript", exc_info=True)

    def _log_sent(self, text: str, secret: bool = False) -> None:
        if self._transcript:
            self._transcript.sent(text, secret=secret)

    def _log_received(self, text: str) -> None:
        if self._transcript:
            self._transcript.received(text)

    def _log_prompt(self, text: str) -> None:
        if self._transcript:
            self._transcript.prompt(text)

    def _log_event(self, text: str) -> None:
        self._logger.info("%s:%s %s", self.host, self.port, text)
        if self._transcript:
            self._transcript.event(text)

    def _add_secret(self, secret: str | None) -> None:
        if self._transcript and secret:
            for form in self._secret_forms(secret):
                self._transcript.add_secret(form)

    def _secret_forms(self, secret: str) -> Iterable[str]:
        """Hook: every spelling of a password the transcript must never show."""
        return (secret,)

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
        self._forget()
        self._log_event(f"offline{': ' + error if error else ''}")
        if self._transcript and not keep_transcript:
            self._transcript.close()
        self._set_state(status=Status.OFFLINE, retry_in=None, attempt=0, error=error,
                        fault=fault if error else None)
        self._messages.put_nowait(_END)
        self._stream_ended = True
        if self._logout_done is not None:
            self._logout_done.set()

    def _forget(self) -> None:
        """Hook: forget what only a live session knows (called when it goes offline)."""

    # -- connecting ----------------------------------------------------------------------------
    async def _connect(self) -> Connection:
        where = f"{self.host}:{self.port}"
        self._log_event(f"connecting to {where}")
        try:
            conn = await Connection.open(self.host, self.port, self.connect_timeout, **self.connection_options)
        except (asyncio.TimeoutError, TimeoutError):  # ours, or the system's (ETIMEDOUT)
            raise ConnectFailed(f"Cannot connect to {where}: no answer to the request to connect "
                                f"within {self.connect_timeout:g} s.", Fault.TIMEOUT) from None
        except socket.gaierror as exc:
            raise ConnectFailed(f"Cannot connect to {where}: the server name {self.host!r} was not found "
                                f"({exc.strerror or exc}).", Fault.HOST_NOT_FOUND) from None
        except ConnectionRefusedError:
            raise ConnectFailed(f"Cannot connect to {where}: the connection was refused (no server "
                                f"listens on that port).", Fault.REFUSED) from None
        except ConnectionError as exc:  # reset or aborted while connecting
            raise ConnectFailed(f"Cannot connect to {where}: {exc.strerror or exc}", Fault.RESET) from None
        except OSError as exc:  # no route, the network down ...
            raise ConnectFailed(f"Cannot connect to {where}: {exc.strerror or exc}", Fault.UNREACHABLE) from None
        self._log_event("connected")
        return conn

    def _no_answer(self, conn: Connection) -> ConnectFailed:
        """Hook: the error for a server that let the login's deadline pass, in words for what it did."""
        raise NotImplementedError

    @staticmethod
    def _closed_early(conn: Connection, event: Closed, during: str) -> ConnectFailed:
        """The error for a connection that ended ``during`` the login or registration: closed by
        the server (:attr:`Fault.CLOSED`), or broken (:attr:`Fault.RESET`)."""
        if event.error is not None:
            return ConnectFailed(f"The connection broke {during} ({event.error}).", Fault.RESET,
                                 received=conn.received_bytes)
        return ConnectFailed(f"The server closed the connection {during}.", Fault.CLOSED,
                             received=conn.received_bytes)

    async def _next(self, conn: Connection, deadline: float) -> Line | Prompt | Closed:
        """The next line, prompt or end of the connection before ``deadline`` (else
        :meth:`_no_answer` is raised), written to the transcript. A line too long to keep is
        reported (:meth:`_dropped`) and reading goes on."""
        loop = asyncio.get_running_loop()
        while True:
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise self._no_answer(conn)
            try:
                event = await asyncio.wait_for(conn.next_event(), remaining)
            except asyncio.TimeoutError:
                raise self._no_answer(conn) from None
            if isinstance(event, Line):
                if event.dropped:
                    self._dropped(event.dropped)
                    continue
                self._log_received(event.text)
            elif isinstance(event, Prompt):
                self._log_prompt(event.text)
            return event

    def _begin(self, user: str | None, password: str | None, *,
               credentials: tuple[Any, ...] | None = None) -> None:
        """Start a login or a registration: a fresh stream and queue, the transcript open and
        told the password, :attr:`state` connecting as ``user``. ``credentials`` are what
        :meth:`_log_in_again` uses after a drop (None: no reconnect)."""
        self._closing = False
        self._start_stream()
        self._open_transcript()
        self._add_secret(password)
        self._name = user
        self._credentials = credentials
        self._quick_drops = 0
        self._set_state(status=Status.CONNECTING, user=user, attempt=0, retry_in=None, error=None,
                        stage=Stage.OPENING)

    async def _talk(self, dialogue: Callable[[Connection], Awaitable[Any]], *,
                    registering: bool = False) -> tuple[Connection, Any]:
        """Connect and run ``dialogue(conn)`` (a login or a registration) so that a failure leaves
        the session offline, with the fault said once, and :meth:`close` can cancel it. Returns
        the connection and what the dialogue returned."""
        task = asyncio.current_task()
        self._dialogue_task = task
        self._cancel_requested = False
        conn: Connection | None = None
        try:
            conn = await self._connect()
            try:
                return conn, await dialogue(conn)
            except OSError as exc:  # the socket broke while writing the login
                raise ConnectFailed(f"The connection to {self.host}:{self.port} broke during the login "
                                    f"({exc.strerror or exc}).", Fault.RESET,
                                    received=conn.received_bytes) from None
        except SessionError as exc:
            if conn is not None:
                conn.close()
            error, fault = self._failure(exc, registering)
            self._go_offline(str(error), fault=fault)
            if error is exc:
                raise
            raise error from None
        except asyncio.CancelledError:
            if conn is not None:
                conn.close()
            if self._cancel_requested and task is not None and task.uncancel() == 0:
                self._go_offline(None)
                raise Cancelled("Cancelled.") from None
            self._go_offline("cancelled")
            raise
        except BaseException:
            if conn is not None:
                conn.close()
            self._go_offline("cancelled")
            raise
        finally:
            self._dialogue_task = None

    def _failure(self, error: SessionError, registering: bool) -> tuple[SessionError, Fault | None]:
        """Hook: the error a failed login (or registration) raises, and its fault."""
        return error, getattr(error, "fault", None)

    def _refusal_words(self, error: BaseException) -> str | None:
        """Hook: the words of a refused login, if ``error`` is one (else None)."""
        return str(error) if isinstance(error, LoginFailed) else None

    def _refusal_passes(self, words: str) -> bool:
        """Hook: whether a login refused on a reconnect (for ``words``) is worth another try."""
        return False

    async def _log_in_again(self, conn: Connection) -> Any:
        """Hook: log in on a fresh connection after a drop with :attr:`_credentials`; returns
        what :meth:`_logged_in` takes."""
        raise NotImplementedError

    def _logged_in(self, conn: Connection, result: Any, *, restoring: bool = False) -> Any:
        """Hook: the login on ``conn`` succeeded (``restoring``: after a drop); ends with
        :meth:`_run`."""
        raise NotImplementedError

    def _run(self, conn: Connection, user: str) -> None:
        """Logged in on ``conn`` as ``user``: start reading, writing and keeping alive."""
        self._conn = conn
        self._set_state(status=Status.LOGGED_IN, user=user, attempt=0, retry_in=None, error=None)
        self._last_sent = self._logged_in_at = asyncio.get_running_loop().time()
        self._outbox_event.set()
        self._pump_task = self._spawn(self._pump(conn))
        self._spawn(self._sender(conn))
        if self.keepalive_interval and self.keepalive_interval > 0:
            self._spawn(self._keepalive())

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
                self._react(self._deliver(text))
            except Exception:  # one line the session cannot handle must not end its reading
                self._logger.exception("a line from the server could not be handled: %r", text[:200])
        self._connection_lost(conn, error)

    def _is_keepalive_reply(self, text: str) -> bool:
        """Hook: whether ``text`` answers the session's own keepalive (it is then not delivered)."""
        return False

    def _observe(self, text: str) -> None:
        """Hook: what the session itself notes in a line, before it is parsed and delivered."""

    def _react(self, message: Any) -> None:
        """Hook: what the session itself does about a delivered message (None: not parsed)."""

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
        self._before_reconnect()
        self._reconnect_task = self._spawn(self._reconnect_loop(reason))

    def _before_reconnect(self) -> None:
        """Hook: note what to bring back once logged in again."""

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
                result = await self._log_in_again(conn)
            except (SessionError, OSError) as exc:
                if conn is not None:
                    conn.close()
                words = self._refusal_words(exc)
                if words is None:
                    reason = str(exc)
                    fault = getattr(exc, "fault", None)
                    self._log_event(f"reconnect failed: {reason}")
                    continue
                if self._refusal_passes(words):
                    reason, fault = f"The server refused the login: {words}", Fault.LOGIN_REFUSED
                    self._log_event(f"reconnect refused for now: {words}")
                    continue
                self._go_offline(f"The connection to the server was lost, and logging in again failed: "
                                 f"{words}", fault=Fault.LOGIN_REFUSED)
                return
            self._reconnect_task = None
            self._logged_in(conn, result, restoring=True)
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
                self._queue(self.keepalive_command)
                self._keepalive_queued(now)
            self._last_sent = now  # the sender moves it on when the command goes out

    def _keepalive_queued(self, now: float) -> None:
        """Hook: the keepalive command was queued at ``now`` (loop time)."""

    # -- leaving -------------------------------------------------------------------------------
    async def logout(self) -> None:
        """Send :attr:`logout_command` after everything queued, wait until the server closes the
        connection (at most ``logout_timeout`` s), go offline. No reconnect follows. Offline
        already: nothing."""
        status = self.state.status
        if status is Status.OFFLINE:
            return
        if status is not Status.LOGGED_IN or self._conn is None:
            await self.close()
            return
        self._closing = True
        self._logout_done = done = asyncio.Event()
        self._set_state(status=Status.LOGGING_OUT)
        self._queue(self.logout_command)
        try:
            await asyncio.wait_for(done.wait(), self.logout_timeout)
        except asyncio.TimeoutError:
            self._log_event(self.logout_unanswered)
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
