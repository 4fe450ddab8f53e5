"""The connection state as an observable value, and the session's errors. No Qt.

The status bar (or anything else) subscribes with a plain callback::

    unsubscribe = session.add_state_listener(lambda state: print(state.describe()))

A listener is called on every change (and once a second while a reconnect is counting down), in
the event loop's thread; an exception raised by one listener is logged and never reaches the
session or the other listeners.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import Enum
from typing import Callable, Generic, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


class Status(str, Enum):
    OFFLINE = "offline"
    CONNECTING = "connecting"          # opening the socket, or logging in on it (see ``Stage``)
    LOGGED_IN = "logged in"
    RECONNECTING = "reconnecting"      # connection lost; waiting ``retry_in`` s before the next try
    LOGGING_OUT = "logging out"


class Stage(str, Enum):
    """How far a connection attempt (``Status.CONNECTING``) has come."""

    OPENING = "opening"                # asking the network for a connection
    WAITING_PROMPT = "waiting prompt"  # the server accepted it; waiting for its ``login:`` prompt
    LOGGING_IN = "logging in"          # the login line is sent; waiting for the server's welcome


class Fault(str, Enum):
    """Why a connection attempt failed or a session ended, for words in the user's language."""

    HOST_NOT_FOUND = "host not found"      # the name does not resolve
    REFUSED = "refused"                    # the host answered, but nothing listens on that port
    TIMEOUT = "timeout"                    # no answer to the request to connect in time
    UNREACHABLE = "unreachable"            # no route to the host, the network is down
    SILENT = "silent"                      # accepted the connection, then sent nothing at all
    NO_PROMPT = "no prompt"                # sent something, but never the login prompt
    NO_WELCOME = "no welcome"              # took the login line, then did not answer it
    CLOSED = "closed"                      # closed the connection before the login finished
    RESET = "reset"                        # the connection broke (reset) before the login finished
    LOGIN_REFUSED = "login refused"        # wrong name or password
    LOST = "lost"                          # a logged-in connection broke
    GAVE_UP = "gave up"                    # the reconnect attempts were given up
    QUICK_DROPS = "quick drops"            # closed right after every login (logged in elsewhere?)


@dataclass(frozen=True)
class ConnectionState:
    """One snapshot of the connection. Widgets format it themselves (translated);
    :meth:`describe` is plain English for logs and tests."""

    status: Status = Status.OFFLINE
    host: str = ""
    port: int = 0
    user: str | None = None        # logged in as (or logging in as / reconnecting as)
    attempt: int = 0               # reconnect attempt number, 0 on a first connect
    retry_in: int | None = None    # whole seconds until the next reconnect attempt
    error: str | None = None       # why we are offline or reconnecting (None after a clean logout)
    stage: Stage | None = None     # while CONNECTING: how far the attempt has come
    fault: Fault | None = None     # the kind of ``error``, when it is one the session knows

    def describe(self) -> str:
        if self.status is Status.LOGGED_IN:
            return f"Logged in as {self.user} on {self.host}:{self.port}"
        if self.status is Status.CONNECTING:
            again = f" (attempt {self.attempt})" if self.attempt else ""
            if self.stage is Stage.WAITING_PROMPT:
                return f"Connected to {self.host}:{self.port}{again}: waiting for the login prompt"
            if self.stage is Stage.LOGGING_IN:
                return f"Logging in to {self.host}:{self.port}{again}"
            return f"Connecting to {self.host}:{self.port}{again}"
        if self.status is Status.RECONNECTING:
            why = f": {self.error}" if self.error else ""
            return f"Reconnecting in {self.retry_in} s{why}"
        if self.status is Status.LOGGING_OUT:
            return "Logging out"
        return f"Offline: {self.error}" if self.error else "Offline"


class Observable(Generic[T]):
    """A value with change callbacks."""

    def __init__(self, value: T) -> None:
        self._value = value
        self._listeners: list[Callable[[T], None]] = []

    @property
    def value(self) -> T:
        return self._value

    def subscribe(self, callback: Callable[[T], None]) -> Callable[[], None]:
        """Call ``callback(value)`` on every change; returns a function that unsubscribes."""
        self._listeners.append(callback)

        def unsubscribe() -> None:
            try:
                self._listeners.remove(callback)
            except ValueError:
                pass

        return unsubscribe

    def set(self, value: T) -> None:
        if value == self._value:
            return
        self._value = value
        for callback in list(self._listeners):
            try:
                callback(value)
            except Exception:  # a broken listener must not break the connection
                log.exception("connection state listener failed")


class SessionError(Exception):
    """Base class of the session's errors."""


class ConnectFailed(SessionError):
    """The server could not be reached, did not answer, or closed the connection before the login
    finished. ``fault`` says which (None: not known); ``received`` is how many bytes the server had
    sent on the connection."""

    def __init__(self, message: str, fault: Fault | None = None, *, received: int = 0) -> None:
        super().__init__(message)
        self.fault = fault
        self.received = received


class LoginFailed(SessionError):
    """The server refused the name or password (it answered with ``login:`` again). ``words`` are
    the server's own words for the refusal, where it gave some."""

    fault = Fault.LOGIN_REFUSED

    def __init__(self, message: str, words: str = "") -> None:
        super().__init__(message)
        self.words = words


class Cancelled(SessionError):
    """:meth:`~fibsgui.session.FibsSession.close` cancelled the login or registration in progress."""


class NotConnected(SessionError):
    """The operation needs a connection (or needs none) and the session is in another state."""


class RegistrationProblem(str, Enum):
    NAME_TAKEN = "name taken"                    # also reserved names such as "guest"
    INVALID_NAME = "invalid name"                # only letters and "_" are allowed
    NO_PASSWORD = "no password"
    PASSWORD_TOO_SHORT = "password too short"    # at least 4 characters
    INVALID_PASSWORD = "invalid password"        # spaces cannot be sent in a login line
    PASSWORDS_DIFFER = "passwords differ"
    SITE_REFUSED = "site refused"                # "Your site is not allowed to create new accounts."
    UNEXPECTED = "unexpected answer"


_REGISTRATION_TEXT = {
    RegistrationProblem.NAME_TAKEN: "The name {name!r} is already used by someone else. Please choose another one.",
    RegistrationProblem.INVALID_NAME: "A name may only contain letters and the underscore character _.",
    RegistrationProblem.NO_PASSWORD: "No password given.",
    RegistrationProblem.PASSWORD_TOO_SHORT: "A password needs at least 4 characters.",
    RegistrationProblem.INVALID_PASSWORD: "A password may not contain spaces.",
    RegistrationProblem.PASSWORDS_DIFFER: "The two passwords were not identical.",
    RegistrationProblem.SITE_REFUSED: "The server does not allow new accounts from your site.",
    RegistrationProblem.UNEXPECTED: "The server gave an unexpected answer during registration.",
}


class RegistrationError(SessionError):
    """Account creation failed; ``problem`` says why, ``server_text`` is what the server said."""

    def __init__(self, problem: RegistrationProblem, name: str = "", server_text: str = "") -> None:
        self.problem = problem
        self.name = name
        self.server_text = server_text
        message = _REGISTRATION_TEXT[problem].format(name=name)
        if server_text and problem is RegistrationProblem.UNEXPECTED:
            message += f" ({server_text})"
        super().__init__(message)
