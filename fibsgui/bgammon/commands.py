"""Command builders: each returns one line to send to bgammon.org (without its line end), or
raises :class:`CommandError` (a ``ValueError``).

The builders check their arguments so that a bad argument never becomes a different command:
no argument holds a line end or another control character, names are letters, digits and ``_``
(not only digits), required texts are not empty, match lengths are 1 to 127, variants 0 to 2,
board indexes 0 to 27. Passwords are sent with their spaces written as ``_``, as the server
expects (for an account and for a private match alike). Moves are written ``from/to`` with the
server's numbers (see :mod:`fibsgui.bgammon.board`: the sender is player 1, 26 is its bar and 0
its home), which the server takes as it takes ``bar`` and ``off``.
"""

from __future__ import annotations

import re
from typing import Iterable

from fibsgui.bgammon.board import SPACES, VARIANTS
from fibsgui.textcheck import CONTROL, one_line, whole_number

__all__ = [
    "CommandError", "MAX_POINTS", "MAX_NAME", "client_id", "login_json", "register_json",
    "list_matches", "create", "join", "leave", "roll", "move", "reset", "ok", "double",
    "resign", "rematch", "say", "follow", "unfollow", "set_setting", "replay", "history",
    "pong", "help", "board", "disconnect",
]

#: The longest match the server creates (a longer one is cut to this).
MAX_POINTS = 127
#: The longest account name; a guest's name may have ``Guest_`` before it.
MAX_NAME = 18
_GUEST_PREFIX = "Guest_"

_NAME = re.compile(r"[A-Za-z0-9_]+")
_SETTING = re.compile(r"[A-Za-z]+")


class CommandError(ValueError):
    """An argument that cannot make a valid bgammon.org command."""


# -- argument checks -----------------------------------------------------------------------------
def _line(text: object, what: str, *, required: bool = True) -> str:
    """Text for the end of a command: one line, no control characters, stripped."""
    text = one_line(text, what, CommandError).replace("\t", " ").strip()
    if required and not text:
        raise CommandError(f"empty {what}")
    return text


def _name(name: object, what: str = "name") -> str:
    if not isinstance(name, str):
        raise CommandError(f"a {what} must be a string, not {name!r}")
    if not _NAME.fullmatch(name):
        raise CommandError(f"invalid {what} {name!r}: names have only letters, digits and '_'")
    if name.isdigit():
        raise CommandError(f"invalid {what} {name!r}: a name is not only digits")
    limit = MAX_NAME + (len(_GUEST_PREFIX) if name.lower().startswith(_GUEST_PREFIX.lower()) else 0)
    if len(name) > limit:
        raise CommandError(f"invalid {what} {name!r}: longer than {limit} characters")
    return name


def _password(password: object, what: str = "password") -> str:
    """A password with its spaces written as ``_`` (the server reads ``_`` back as a space)."""
    if not isinstance(password, str):
        raise CommandError(f"a {what} must be a string, not {type(password).__name__}")
    if CONTROL.search(password):
        raise CommandError(f"a {what} must be one line without control characters")
    if not password.strip():
        raise CommandError(f"empty {what}")
    return password.replace(" ", "_")


def _word(text: object, what: str) -> str:
    """One word (no spaces): a client id, an e-mail address, a pong message."""
    if not isinstance(text, str):
        raise CommandError(f"a {what} must be a string, not {text!r}")
    if not text or any(c.isspace() for c in text) or CONTROL.search(text):
        raise CommandError(f"a {what} must be one word without spaces: {text!r}")
    return text


def _number(value: object, low: int, high: int | None, what: str) -> int:
    return whole_number(value, low, high, what, CommandError)


# -- login ---------------------------------------------------------------------------------------
def client_id(version: str, language: str = "en") -> str:
    """The ``<client>`` argument of ``loginjson``/``registerjson``: ``fibsgui-<version>/<language>``."""
    version = _word(version, "client version")
    language = _word(language, "language")
    if "/" in version or "/" in language:
        raise CommandError(f"a client version and language have no '/': {version!r}, {language!r}")
    return f"fibsgui-{version}/{language}"


def login_json(client: str, name: str | None = None, password: str | None = None) -> str:
    """``loginjson <client> [name] [password]``; without a name the server gives a guest name."""
    client = _word(client, "client id")
    if name is None:
        if password is not None:
            raise CommandError("a password needs a name")
        return f"loginjson {client}"
    name = _name(name)
    if password is None:
        return f"loginjson {client} {name}"
    return f"loginjson {client} {name} {_password(password)}"


def register_json(client: str, email: str, name: str, password: str) -> str:
    """``registerjson <client> <email> <name> <password>``."""
    client = _word(client, "client id")
    email = _word(email, "e-mail address")
    if "@" not in email:
        raise CommandError(f"not an e-mail address: {email!r}")
    name = _name(name)
    if len(name) > MAX_NAME:
        raise CommandError(f"invalid name {name!r}: longer than {MAX_NAME} characters")
    return f"registerjson {client} {email} {name} {_password(password)}"


# -- matches -------------------------------------------------------------------------------------
def list_matches() -> str:
    return "list"


def create(points: int, variant: int = 0, *, password: str | None = None, name: str = "") -> str:
    """``create public <points> <variant> [name]``, or with a password ``create private <password>
    <points> <variant> [name]``. ``variant``: 0 backgammon, 1 acey-deucey, 2 tabula."""
    points = _number(points, 1, MAX_POINTS, "match length")
    if variant not in VARIANTS or isinstance(variant, bool):
        raise CommandError(f"a variant must be 0, 1 or 2, not {variant!r}")
    title = _line(name, "match name", required=False)
    head = "create public" if password is None else f"create private {_password(password)}"
    return f"{head} {points} {variant}" + (f" {title}" if title else "")


def join(target: int | str, password: str | None = None) -> str:
    """``join <id> [password]`` or ``join <player> [password]``."""
    if isinstance(target, str):
        what = _name(target, "player name")
    else:
        what = str(_number(target, 1, None, "match ID"))
    if password is None:
        return f"join {what}"
    return f"join {what} {_password(password)}"


def leave() -> str:
    return "leave"


def rematch() -> str:
    return "rematch"


# -- playing -------------------------------------------------------------------------------------
def roll() -> str:
    return "roll"


def move(pairs: Iterable[tuple[int, int]]) -> str:
    """``move 24/18 13/10``: server ``(from, to)`` pairs (the sender's view, 26 its bar, 0 its
    home). The server checks each pair against the position before the command, so a checker's
    second step goes in a command of its own."""
    if isinstance(pairs, (str, bytes)):
        raise CommandError(f"moves are (from, to) pairs, not {pairs!r}")
    texts = []
    for pair in pairs:
        try:
            start, end = pair
        except (TypeError, ValueError):
            raise CommandError(f"a move is a (from, to) pair, not {pair!r}") from None
        start = _number(start, 0, SPACES - 1, "board index")
        end = _number(end, 0, SPACES - 1, "board index")
        if start == end:
            raise CommandError(f"a move goes somewhere: {pair!r}")
        texts.append(f"{start}/{end}")
    if not texts:
        raise CommandError("no move given")
    return "move " + " ".join(texts)


def reset() -> str:
    """Take back the moves made this turn."""
    return "reset"


def ok(double_choice: int | None = None) -> str:
    """``ok``: take a double, or end the turn; in acey-deucey after an acey-deucey ``ok <1-6>``
    names the double chosen."""
    if double_choice is None:
        return "ok"
    return f"ok {_number(double_choice, 1, 6, 'chosen double')}"


def double() -> str:
    return "double"


def resign() -> str:
    """Resign the game, or decline an offered double."""
    return "resign"


def board() -> str:
    return "board"


# -- talk, people, account -----------------------------------------------------------------------
def say(text: str) -> str:
    return f"say {_line(text, 'chat text')}"


def follow(name: str) -> str:
    return f"follow {_name(name)}"


def unfollow(name: str) -> str:
    return f"unfollow {_name(name)}"


def set_setting(name: str, value: bool | int) -> str:
    """``set <name> <value>``: a boolean is sent as 1 or 0."""
    if not isinstance(name, str) or not _SETTING.fullmatch(name):
        raise CommandError(f"invalid setting name {name!r}")
    if isinstance(value, bool):
        text = "1" if value else "0"
    else:
        text = str(_number(value, 0, None, f"value of {name}"))
    return f"set {name.lower()} {text}"


def replay(id: int | None = None) -> str:
    """``replay <id>``; without an ID, the game just finished (while still in its match)."""
    if id is None:
        return "replay"
    return f"replay {_number(id, 1, None, 'game ID')}"


def history(name: str, page: int | None = None) -> str:
    """``history <name> [page]``."""
    name = _name(name)
    if page is None:
        return f"history {name}"
    return f"history {name} {_number(page, 1, None, 'page')}"


def pong(message: str = "") -> str:
    """``pong <message>``: the answer to a ``ping``."""
    text = _line(message, "pong message", required=False)
    return f"pong {text}" if text else "pong"


def help(command: str | None = None) -> str:
    if command is None:
        return "help"
    return f"help {_line(command, 'command')}"


def disconnect() -> str:
    return "disconnect"
