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
import re
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Callable, Mapping

from fibsgui import __version__
from fibsgui.session.base import ServerSession, clean_command  # noqa: F401  (clean_command: part of this module's API)
from fibsgui.session.connection import Closed, Connection
from fibsgui.session.framing import Prompt, PromptKind
from fibsgui.session.state import (
    ConnectFailed,
    Fault,
    LoginFailed,
    RegistrationError,
    RegistrationProblem,
    Stage,
    Status,
)

DEFAULT_HOST = "fibs.com"
DEFAULT_PORT = 4321
CLIP_VERSION = 1008
MAX_CLIENT_NAME = 20

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


class FibsSession(ServerSession):
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
        auto_resume: bool = True,
        **options: Any,
    ) -> None:
        """``options``: reconnect, backoff, timeouts and transcript, as for :class:`ServerSession`."""
        super().__init__(host, port, parse=parse or _default_parse(), keepalive_interval=keepalive_interval,
                         keepalive_command=keepalive_command, **options)
        self.client_name = (client_name or default_client_name())
        if len(self.client_name) > MAX_CLIENT_NAME or re.search(r"\s", self.client_name):
            raise ValueError(f"a client name has at most 20 characters and no spaces: {self.client_name!r}")
        self.required_toggles = dict({"autoboard": True, "moreboards": True}
                                     if required_toggles is None else required_toggles)
        self.auto_resume = auto_resume
        self._keepalive_due_reply = 0.0
        # what the session knows about the user, from the lines it sees
        self._own_info: dict[str, Any] = {}
        self._opponent: str | None = None
        self._last_opponent: str | None = None    # until that match is seen to end
        self._watching: str | None = None
        self._resume_with: str | None = None      # interrupted match waiting to be resumed
        self._we_invite: bool = False             # we dropped: we send the resume invitation
        self._restore = _Restore()

    # -- public state --------------------------------------------------------------------------
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

    # -- what the base asks of a FIBS session --------------------------------------------------
    def _dropped_message(self, size: int, reason: str) -> Any:
        from fibsgui.clip.messages import LineDropped

        return LineDropped(size)

    def _forget(self) -> None:
        self._resume_with = None
        self._we_invite = False
        self._opponent = None
        self._last_opponent = None

    def _before_reconnect(self) -> None:
        if self._opponent:
            self._resume_with = self._opponent
            self._we_invite = True
        self._restore = _Restore(watching=self._watching,
                                 invite=self._resume_with if self._we_invite else None)

    async def _log_in_again(self, conn: Connection) -> LoginInfo:
        return await self._handshake(conn, *self._credentials)

    # -- connecting ----------------------------------------------------------------------------
    async def _connect(self) -> Connection:
        conn = await super()._connect()
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
                raise self._closed_early(conn, event, "before the login prompt")
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
                raise self._closed_early(conn, event, "during the login")
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
        self._restore = _Restore()
        self._begin(name, password, credentials=(name, password))
        conn, info = await self._talk(lambda conn: self._handshake(conn, name, password))
        return self._logged_in(conn, info)

    def _settings_commands(self, own: Mapping[str, Any]) -> list[str]:
        commands = ["set boardstyle 3"]
        for toggle, wanted in self.required_toggles.items():
            current = own.get(toggle)
            if isinstance(current, bool) and current != wanted:
                commands.append(f"toggle {toggle}")
        return commands

    def _logged_in(self, conn: Connection, info: LoginInfo, *, restoring: bool = False) -> LoginInfo:
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
        self._queue(*first, first=True)
        info = replace(info, adjusted=tuple(adjusted))
        self._log_event(f"logged in as {info.name}")
        self._run(conn, info.name)
        return info

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
                self._queue(f"join {self._resume_with}")
            return
        login = _LOGIN_NOTICE.match(text)
        if login is not None:
            if self._we_invite and login.group(1) == self._resume_with and self._opponent is None:
                self._queue(f"invite {self._resume_with}")

    # -- keepalive -----------------------------------------------------------------------------
    def _keepalive_queued(self, now: float) -> None:
        self._keepalive_due_reply = now + 60.0

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
        self._begin(None, password)
        conn, _ = await self._talk(lambda conn: self._register(conn, name, password), registering=True)
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
                    raise ConnectFailed("The server closed the connection during the registration.",
                                        Fault.CLOSED)
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
