"""What every server's client on Qt's event loop does the same way.

:class:`ServerClient` owns one session at a time (a :class:`fibsgui.session.ServerSession` of one
server), runs on the asyncio loop that qasync shares with Qt (no threads), feeds every message the
session reads to the server's client state and re-emits it with what changed. It holds the
connection state, the login's ending (a failure in words, a cancel, a login replaced as it
finished), the reading loop with its time slices, logging out, cancelling, shutting down, and
sending commands. Each server's client adds its login, its state and its words.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from PySide6.QtCore import QObject, Signal

from fibsgui import asyncloop
from fibsgui.session import ConnectionState, NotConnected, SessionError, Status

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SessionEnded:
    """Sent through :attr:`ServerClient.received` when a session has gone offline and its last
    message was handled: the client state is empty again (no players, no match, no invitations).
    ``state`` is the connection state that ended it (its ``error`` and ``fault`` say why)."""

    state: ConnectionState


class ServerClient(QObject):
    """A server's session and its client state, on Qt's event loop (qasync).

    When a session goes offline (logout, cancel, a refused login after a drop, reconnecting given
    up), the client state is emptied once the session's last message is handled, and
    :attr:`received` carries a :class:`SessionEnded` with every part changed: nothing shown from
    a server the user is no longer on offers an action.

    A server's client gives :meth:`_new_state` (its empty client state), :meth:`_all_changed`
    (what :attr:`received` carries with :class:`SessionEnded`) and :meth:`_not_sent_text`, and
    logs in with :meth:`_log_in_with`.
    """

    connection_changed = Signal(object)  # fibsgui.session.ConnectionState
    logged_in = Signal(object)  # the session's login info (has .name)
    login_failed = Signal(str)  # what went wrong, in words (never for a login the user cancelled)
    received = Signal(object, object)  # (a message or SessionEnded, what changed), after the state applied it
    sent = Signal(str)  # a command as it was queued for the server
    problem = Signal(str)  # something the user should know (a command that could not be sent)

    SLICE_SECONDS = 0.005  # the longest run of messages handled without letting Qt paint
    TASK_NAME = "client"  # how a failed background task is named in the log

    def __init__(self, parent: QObject | None, session_factory: Callable[..., Any]) -> None:
        super().__init__(parent)
        self.state = self._new_state()
        self.session: Any = None
        self._factory = session_factory
        self._connection = ConnectionState()
        self._reader: asyncio.Task | None = None
        self._tasks: set[asyncio.Task] = set()

    # -- what a server's client gives ------------------------------------------------------------
    def _new_state(self) -> Any:
        """An empty client state."""
        raise NotImplementedError

    def _all_changed(self) -> Any:
        """What :attr:`received` carries as changed with :class:`SessionEnded`: everything."""
        raise NotImplementedError

    def _not_sent_text(self, word: str) -> str:
        """A command (its first word) not sent because the client is not connected, in words."""
        raise NotImplementedError

    # -- reading -------------------------------------------------------------------------------
    @property
    def connection(self) -> ConnectionState:
        return self._connection

    @property
    def online(self) -> bool:
        return self._connection.status in (Status.LOGGED_IN, Status.RECONNECTING)

    @property
    def is_logged_in(self) -> bool:
        """Logged in now (not connecting, reconnecting or logging out): commands go out at once."""
        return self._connection.status is Status.LOGGED_IN

    # -- logging in and out --------------------------------------------------------------------
    async def _log_in_with(self, session: Any, log_in: Callable[[], Awaitable[Any]], who: str,
                           error_text: Callable[[BaseException], str],
                           errors: tuple[type[BaseException], ...] = (SessionError, OSError)) -> None:
        """Make ``session`` this client's and run ``log_in``: answers with :attr:`logged_in`, or
        :attr:`login_failed` with ``error_text`` of one of ``errors`` (nothing when that text is
        empty: a cancelled login). A login cancelled or replaced as it finished is closed instead.
        ``who`` names the login in the log."""
        session.add_state_listener(self._state_changed)
        self.session = session
        try:
            info = await log_in()
        except errors as exc:
            log.info("login %s failed: %s", who, exc)
            if self.session is session:
                self.session = None
            await session.close()
            text = error_text(exc)
            if text:  # a cancelled login is no failure to report
                self.login_failed.emit(text)
            return
        except asyncio.CancelledError:
            if self.session is session:
                self.session = None
            await session.close()
            raise
        if self.session is not session or session.state.status is not Status.LOGGED_IN:
            # cancelled (or replaced) while the login was finishing: no late login
            log.info("login %s cancelled as it finished", who)
            await session.close()
            return
        self.state = self._new_state()
        self._reader = self._spawn(self._read(session))
        self.logged_in.emit(info)

    async def _read(self, session: Any) -> None:
        loop = asyncio.get_running_loop()
        slice_start = loop.time()
        async for message in session.messages():  # ends when the session goes offline
            if self.session is not session and self.session is not None:
                break  # a newer session runs
            try:
                changes = self.state.apply(message)
            except Exception:  # the state must never stop the session
                log.exception("client state could not apply %r", message)
                continue
            try:
                self.received.emit(message, changes)
            except Exception:  # a slot's fault must not stop the session
                log.exception("a message could not be shown: %r", message)
            # A login burst is thousands of lines already queued: give Qt a turn every few
            # milliseconds so the window keeps painting and answering the mouse.
            if loop.time() - slice_start > self.SLICE_SECONDS:
                await asyncio.sleep(0)
                slice_start = loop.time()
        if self.session is None or self.session is session:  # not when a newer session runs
            self._session_ended(session)

    def _session_ended(self, session: Any) -> None:
        """The session is offline and its last message handled: forget what it told."""
        if self.session is session:
            self.session = None
        self.state = self._new_state()
        self.received.emit(SessionEnded(session.state), self._all_changed())

    def cancel(self) -> None:
        """Stop a login in progress (or a reconnect), staying offline. The session is let go at
        once, so a login finishing in the meantime is closed instead of reported."""
        session, self.session = self.session, None
        if session is not None:
            self._spawn(session.close())

    def log_out(self) -> asyncio.Task | None:
        """Say goodbye to the server and close; the session does not reconnect."""
        if self.session is None:
            return None
        return self._spawn(self._log_out())

    async def _log_out(self) -> None:
        session = self.session
        if session is None:
            return
        try:
            await session.logout()
        except SessionError:
            pass
        finally:
            await session.close()
            if self.session is session:
                self.session = None

    async def _close_session(self) -> None:
        session, self.session = self.session, None
        if session is not None:
            await session.close()

    async def shutdown(self) -> None:
        """Log out (quickly) and stop every task: the window is closing."""
        if self.session is not None:
            try:
                await asyncio.wait_for(self._log_out(), 3.0)
            except (asyncio.TimeoutError, SessionError, RuntimeError):
                await self._close_session()
        for task in list(self._tasks):
            task.cancel()

    # -- sending -------------------------------------------------------------------------------
    def send(self, command: str) -> bool:
        """Queue one command; False (and :attr:`problem`) when not connected."""
        session = self.session
        if session is None or not self.online:
            self.problem.emit(self._not_sent_text(command.split(" ")[0]))
            return False
        try:
            session.send(command)
        except NotConnected:
            self.problem.emit(self._not_sent_text(command.split(" ")[0]))
            return False
        self.sent.emit(command)
        return True

    def command(self, build: Callable[..., str], *args: Any, **kwargs: Any) -> bool:
        """Build a command with one of the server's command builders and send it; a builder's
        complaint (a bad name, an empty text, a line end) goes to :attr:`problem`."""
        try:
            text = build(*args, **kwargs)
        except ValueError as exc:
            self.problem.emit(str(exc))
            return False
        return self.send(text)

    # -- internals -----------------------------------------------------------------------------
    def _state_changed(self, state: ConnectionState) -> None:
        self._connection = state
        self.connection_changed.emit(state)

    def _spawn(self, coro: Awaitable[Any]) -> asyncio.Task:
        asyncloop.ensure()
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)

        def done(t: asyncio.Task) -> None:
            self._tasks.discard(t)
            if not t.cancelled() and t.exception() is not None:
                log.error("%s task failed", self.TASK_NAME, exc_info=t.exception())

        task.add_done_callback(done)
        return task
