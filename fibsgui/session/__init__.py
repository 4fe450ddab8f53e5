"""The connection to FIBS: telnet filter, framing, login, keepalive, reconnect, transcript. No Qt.

:class:`ServerSession` is what every server's session shares (the connection state, the message
stream, the send queue, keepalive, reconnect, logout, the transcript); :class:`FibsSession` is
FIBS's, :class:`fibsgui.bgammon.session.BgammonSession` bgammon.org's.

The app runs it on qasync's event loop; tests run it on plain asyncio against ``tests/fakefibs.py``.
"""

from fibsgui.session.base import ServerSession
from fibsgui.session.framing import Line, LineFramer, Prompt, PromptKind
from fibsgui.session.session import (
    CLIP_VERSION,
    DEFAULT_HOST,
    DEFAULT_PORT,
    FibsSession,
    LoginInfo,
    clean_command,
    default_client_name,
    parse_own_info,
)
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
from fibsgui.session.telnet import TelnetFilter
from fibsgui.session.transcript import Transcript

__all__ = [
    "CLIP_VERSION", "DEFAULT_HOST", "DEFAULT_PORT",
    "ServerSession", "FibsSession", "LoginInfo", "ConnectionState", "Status", "Stage", "Fault", "Observable",
    "SessionError", "Cancelled", "ConnectFailed", "LoginFailed", "NotConnected",
    "RegistrationError", "RegistrationProblem",
    "TelnetFilter", "LineFramer", "Line", "Prompt", "PromptKind", "Transcript",
    "clean_command", "default_client_name", "parse_own_info",
]
