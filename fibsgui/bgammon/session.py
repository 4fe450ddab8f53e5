"""The bgammon.org session: connect, log in (as a user or a guest) or register, keep alive,
reconnect, log out.

Plain asyncio, no Qt: a :class:`fibsgui.session.ServerSession`, as
:class:`fibsgui.session.FibsSession` is, with the bgammon.org login, events and refusals::

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
from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from fibsgui import __version__
from fibsgui.bgammon import commands
from fibsgui.bgammon.events import Failed, Malformed, Notice, Ping, Welcome, parse_event
from fibsgui.session.base import ServerSession
from fibsgui.session.connection import Closed, Connection
from fibsgui.session.framing import Line
from fibsgui.session.state import (
    ConnectFailed,
    Fault,
    LoginFailed,
    RegistrationError,
    RegistrationProblem,
    SessionError,
    Stage,
    Status,
)
from fibsgui.session.transcript import REDACTED

DEFAULT_HOST = "bgammon.org"
DEFAULT_PORT = 1337
#: The server drops a client that wrote nothing for 40 s; the session writes at least this often.
KEEPALIVE_INTERVAL = 30.0
TRANSCRIPT_PREFIX = "bgammon-session-"
#: How a refusal begins (the server's ``Terminate``: a notice, then the socket closes).
TERMINATED = "Connection terminated"


@dataclass(frozen=True)
class BgammonLoginInfo:
    """What a successful login told us: the name the server gave (a guest's is made up by the
    server), and how many clients and matches there were."""

    name: str
    clients: int
    games: int
    guest: bool = False


class _Refused(SessionError):
    """The server ended the login or registration with a notice (its words in ``text``)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def _terminated_reason(message: str) -> str:
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


class BgammonSession(ServerSession):
    """A connection to a bgammon.org server, logged in as one user. See the module docstring."""

    #: Lines end in ``\n`` both ways; no telnet, no prompts.
    connection_options = {"telnet": False, "detect_prompts": False, "line_end": b"\n"}
    transcript_prefix = TRANSCRIPT_PREFIX
    logout_command = commands.disconnect()
    logout_unanswered = "the server did not confirm the disconnect"

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
        **options: Any,
    ) -> None:
        """``options``: reconnect, backoff, timeouts and transcript, as for :class:`ServerSession`."""
        super().__init__(host, port, parse=parse or parse_event, keepalive_interval=keepalive_interval,
                         keepalive_command=keepalive_command, **options)
        self.language = language
        #: The ``<client>`` word of the login: ``fibsgui-<version>/<language>``.
        self.client_name = client_name or commands.client_id(__version__, language)

    # -- what the base asks of a bgammon session -----------------------------------------------
    def _dropped_message(self, size: int, reason: str) -> Malformed:
        return Malformed(reason)

    def _secret_forms(self, secret: str) -> Iterable[str]:
        return secret, secret.replace(" ", "_")  # as typed, and as the server receives it

    def _react(self, event: Any) -> None:
        if isinstance(event, Ping):
            self._queue(_pong(event.message), first=True)
        elif (isinstance(event, Notice) and self._logout_done is not None
              and event.message.startswith(TERMINATED)):
            self._logout_done.set()

    def _failure(self, error: SessionError, registering: bool) -> tuple[SessionError, Fault | None]:
        if isinstance(error, _Refused):
            return self._refusal(error.text, registering, self._name or ""), Fault.LOGIN_REFUSED
        return super()._failure(error, registering)

    def _refusal_words(self, error: BaseException) -> str | None:
        return error.text if isinstance(error, _Refused) else None

    def _refusal_passes(self, words: str) -> bool:
        # the server has not yet noticed that the old connection is gone
        return "in use" in words.lower()

    async def _log_in_again(self, conn: Connection) -> Welcome:
        line, shown = self._login_line(*self._credentials)
        return await self._handshake(conn, line, shown)

    # -- connecting ----------------------------------------------------------------------------
    def _no_answer(self, conn: Connection) -> ConnectFailed:
        where = f"{self.host}:{self.port}"
        seconds = f"{self.login_timeout:g}"
        received = conn.received_bytes
        if received == 0:
            return ConnectFailed(f"{where} accepted the connection and the login, but sent nothing "
                                 f"in {seconds} s.", Fault.SILENT, received=0)
        return ConnectFailed(f"{where} accepted the connection and the login and sent {received} "
                             f"bytes, but no welcome in {seconds} s: it does not answer like a "
                             f"bgammon server.", Fault.NO_WELCOME, received=received)

    async def _handshake(self, conn: Connection, line: str, shown: str) -> Welcome:
        """Send the login (or registration) ``line`` and read up to the welcome; every event on
        the way is delivered. Raises :class:`_Refused` with the server's words on a refusal."""
        deadline = asyncio.get_running_loop().time() + self.login_timeout
        self._write_now(conn, line, shown=shown)
        if self.state.status is Status.CONNECTING:
            self._set_state(stage=Stage.LOGGING_IN)
        while True:
            item = await self._next(conn, deadline)
            if isinstance(item, Closed):
                raise self._closed_early(conn, item, "during the login")
            if not isinstance(item, Line):
                continue
            event = self._deliver(item.text)
            if isinstance(event, Welcome):
                return event
            if isinstance(event, Ping):
                self._write_now(conn, _pong(event.message))
            elif isinstance(event, Notice):
                raise _Refused(_terminated_reason(event.message))
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
        return self._logged_in(*await self._enter(name, password, line, shown))

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
        conn, welcome = await self._enter(name, password, line, shown, registering=True)
        self._log_event(f"registered {welcome.player_name}")
        info = self._logged_in(conn, welcome)
        if not login:
            await self.logout()
            return None
        return info

    async def _enter(self, name: str | None, password: str | None, line: str, shown: str, *,
                     registering: bool = False) -> tuple[Connection, Welcome]:
        """Connect, send the login (or registration) ``line`` and read up to the welcome."""
        self._begin(name, password, credentials=(name, password))
        return await self._talk(lambda conn: self._handshake(conn, line, shown), registering=registering)

    @staticmethod
    def _refusal(text: str, registering: bool, name: str) -> SessionError:
        if not registering:
            return LoginFailed(f"The server refused the login: {text}", text)
        lower = text.lower()
        if "already" in lower or "taken" in lower or "in use" in lower:
            problem = RegistrationProblem.NAME_TAKEN
        else:
            problem = RegistrationProblem.UNEXPECTED
        return RegistrationError(problem, name, text)

    def _logged_in(self, conn: Connection, welcome: Welcome, *, restoring: bool = False) -> BgammonLoginInfo:
        name = welcome.player_name or self._name or ""
        guest = self._credentials is not None and self._credentials[1] is None
        if self._credentials is not None:
            # a guest comes back under the name the server gave it
            self._credentials = (name, self._credentials[1])
        self._name = name
        self._log_event(f"logged in as {name}" + (" again" if restoring else ""))
        self._run(conn, name)
        return BgammonLoginInfo(name=name, clients=welcome.clients, games=welcome.games, guest=guest)
