"""Command builders: each returns the line to send to FIBS, or raises :class:`CommandError`.

The builders check their arguments so that a bad argument never becomes a different command:
names are FIBS names (letters and ``_``), chat texts are one line with something in it, match
lengths are 1 to 99. The error message shows what was wrong, with the input as ``repr``.
"""

from __future__ import annotations

import re
from typing import Iterable

from fibsgui.bg import Move, Play
from fibsgui.clip.messages import TOGGLE_NAMES
from fibsgui.textcheck import one_line, whole_number

__all__ = [
    "CommandError", "TOGGLES", "MAX_MATCH_LENGTH",
    "invite", "join", "leave", "watch", "unwatch", "look", "tell", "say", "shout", "kibitz",
    "whisper", "message", "whois", "who", "rawwho", "gag", "blind", "waitfor", "away", "back",
    "toggle", "set_variable", "save", "roll", "double", "accept", "reject", "resign", "redouble",
    "beaver", "raccoon", "otter", "move", "board", "show", "ratings", "motd", "pip", "bye",
]

#: The toggles the ``toggle`` command knows.
TOGGLES = frozenset(TOGGLE_NAMES)
#: The longest match FIBS accepts an invitation for.
MAX_MATCH_LENGTH = 99

_NAME = re.compile(r"[A-Za-z_]+")
_TIMEZONE = re.compile(r"[A-Za-z0-9_+\-]+(?:/[A-Za-z0-9_+\-]+)*")
_RESIGN = {1: "n", 2: "g", 3: "b", "n": "n", "g": "g", "b": "b",
           "normal": "n", "gammon": "g", "backgammon": "b"}
_SHOW = frozenset({"games", "saved", "savedcount", "watchers", "max"})
_WHO_FILTERS = frozenset({"ready", "playing", "away"})


class CommandError(ValueError):
    """An argument that cannot make a valid FIBS command."""


# -- argument checks -----------------------------------------------------------------------------
def _name(name: object, what: str = "name") -> str:
    if not isinstance(name, str):
        raise CommandError(f"a {what} must be a string, not {name!r}")
    if not _NAME.fullmatch(name):
        raise CommandError(f"invalid {what} {name!r}: FIBS names have only letters and '_'")
    return name


def _text(text: object, what: str = "text") -> str:
    text = one_line(text, what, CommandError)
    if not text.strip():
        raise CommandError(f"empty {what}: {text!r}")
    return text.strip()


def _number(value: object, low: int, high: int, what: str) -> int:
    return whole_number(value, low, high, what, CommandError)


# -- between games -------------------------------------------------------------------------------
def invite(name: str, length: int | None = None, *, unlimited: bool = False) -> str:
    """``invite name 5``; ``unlimited=True``: ``invite name unlimited``; no length: resume the
    saved match (``invite name``)."""
    name = _name(name)
    if unlimited:
        if length is not None:
            raise CommandError(f"an unlimited match has no length, not {length!r}")
        return f"invite {name} unlimited"
    if length is None:
        return f"invite {name}"
    return f"invite {name} {_number(length, 1, MAX_MATCH_LENGTH, 'match length')}"


def join(name: str | None = None) -> str:
    """``join name`` (accept an invitation) or ``join`` (start the next game of the match)."""
    return "join" if name is None else f"join {_name(name)}"


def leave() -> str:
    """Leave the match (FIBS saves it)."""
    return "leave"


def watch(name: str) -> str:
    return f"watch {_name(name)}"


def unwatch() -> str:
    return "unwatch"


def look(name: str) -> str:
    """A single board of ``name``'s game."""
    return f"look {_name(name)}"


# -- talk ----------------------------------------------------------------------------------------
def tell(name: str, text: str) -> str:
    return f"tell {_name(name)} {_text(text)}"


def say(text: str) -> str:
    """To the opponent (while playing)."""
    return f"say {_text(text)}"


def shout(text: str) -> str:
    return f"shout {_text(text)}"


def kibitz(text: str) -> str:
    """To the players and watchers of the game you play or watch."""
    return f"kibitz {_text(text)}"


def whisper(text: str) -> str:
    """To the watchers of the game you play or watch."""
    return f"whisper {_text(text)}"


def message(name: str, text: str) -> str:
    """Leave a message (delivered at once if ``name`` is logged in)."""
    return f"message {_name(name)} {_text(text)}"


# -- people --------------------------------------------------------------------------------------
def whois(name: str) -> str:
    return f"whois {_name(name)}"


def who(what: str | None = None) -> str:
    """``who``, ``who ready|playing|away`` or ``who name`` (no end marker: prefer rawwho)."""
    return "who" if what is None else f"who {_filter(what)}"


def rawwho(what: str | None = None) -> str:
    """``rawwho`` (with the ``6`` end marker), optionally ``ready|playing|away`` or a name."""
    return "rawwho" if what is None else f"rawwho {_filter(what)}"


def _filter(what: object) -> str:
    if isinstance(what, str) and what in _WHO_FILTERS:
        return what
    return _name(what, "name or filter")


def gag(name: str) -> str:
    """Gag ``name`` (again: ungag)."""
    return f"gag {_name(name)}"


def blind(name: str) -> str:
    """Blind ``name`` (again: unblind)."""
    return f"blind {_name(name)}"


def waitfor(name: str) -> str:
    """Be told when ``name`` logs in."""
    return f"waitfor {_name(name)}"


def away(text: str | None = None) -> str:
    """``away message`` (mark yourself away); without a text, list who is away."""
    return "away" if text is None else f"away {_text(text, 'away message')}"


def back() -> str:
    return "back"


# -- settings --------------------------------------------------------------------------------------
def toggle(name: str) -> str:
    """Flip one of FIBS's toggles."""
    if not isinstance(name, str) or name not in TOGGLES:
        raise CommandError(f"unknown toggle {name!r}; known: {', '.join(sorted(TOGGLES))}")
    return f"toggle {name}"


def set_variable(name: str, value: object) -> str:
    """``set name value`` for boardstyle (1-3), redoubles (none, unlimited, 1-99), sortwho
    (login, name, rating, rrating), timezone (Continent/City), linelength and pagelength (0-999)."""
    if name == "boardstyle":
        return f"set boardstyle {_number(_as_int(value), 1, 3, 'boardstyle')}"
    if name == "redoubles":
        if value in ("none", "unlimited"):
            return f"set redoubles {value}"
        return f"set redoubles {_number(_as_int(value), 1, 99, 'number of redoubles')}"
    if name == "sortwho":
        if value not in ("login", "name", "rating", "rrating"):
            raise CommandError(f"sortwho is login, name, rating or rrating, not {value!r}")
        return f"set sortwho {value}"
    if name == "timezone":
        if not isinstance(value, str) or not _TIMEZONE.fullmatch(value):
            raise CommandError(f"invalid timezone {value!r}")
        return f"set timezone {value}"
    if name in ("linelength", "pagelength"):
        return f"set {name} {_number(_as_int(value), 0, 999, name)}"
    raise CommandError(f"unknown variable {name!r}")


def _as_int(value: object) -> object:
    if isinstance(value, str) and value.isascii() and value.isdigit():
        return int(value)
    return value


def save() -> str:
    """Save the toggles on the server."""
    return "save"


# -- game play -------------------------------------------------------------------------------------
def roll() -> str:
    return "roll"


def double() -> str:
    return "double"


def accept() -> str:
    """Take the double, or accept the resignation."""
    return "accept"


def reject() -> str:
    """Drop the double (give up), or refuse the resignation."""
    return "reject"


def resign(kind: int | str) -> str:
    """``resign n|g|b``: ``kind`` 1/2/3, or ``"n"``, ``"g"``, ``"b"`` (also spelled out)."""
    if isinstance(kind, bool) or not isinstance(kind, (int, str)) or kind not in _RESIGN:
        raise CommandError(f"a resignation is 1, 2, 3 or 'n', 'g', 'b', not {kind!r}")
    return f"resign {_RESIGN[kind]}"


def redouble() -> str:
    """An instant redouble (unlimited matches with ``redoubles`` set)."""
    return "redouble"


def beaver() -> str:
    """The first instant redouble."""
    return "beaver"


def raccoon() -> str:
    """The second instant redouble."""
    return "raccoon"


def otter() -> str:
    """The third instant redouble."""
    return "otter"


def move(play: Play | Iterable[Move], direction: int) -> str:
    """``move 13-8 24-23``: the whole play in one command, in FIBS's numbering for the mover's
    ``direction`` (the board's: -1 moving 24 -> 1, +1 moving 1 -> 24)."""
    if direction not in (-1, 1) or isinstance(direction, bool):
        raise CommandError(f"direction must be -1 or 1, not {direction!r}")
    try:
        play = play if isinstance(play, Play) else Play(play)
    except (TypeError, ValueError):
        raise CommandError(f"not a play: {play!r}") from None
    if not play:
        raise CommandError("the empty play is not sent: FIBS moves on when no move is possible")
    if len(play) > 4:
        raise CommandError(f"a play has at most 4 moves, not {len(play)}: {play!r}")
    return f"move {play.fibs(direction)}"


def board() -> str:
    return "board"


def show(what: str) -> str:
    """``show games|saved|savedcount|watchers|max``."""
    if what not in _SHOW:
        raise CommandError(f"cannot show {what!r}; known: {', '.join(sorted(_SHOW))}")
    return f"show {what}"


def ratings(name: str | None = None, *, from_: int | None = None, to: int | None = None) -> str:
    """``ratings``, ``ratings name`` (or ``all``), with ``from N`` / ``to N`` ranks."""
    parts = ["ratings"]
    if name is not None:
        parts.append("all" if name == "all" else _name(name))
    if from_ is not None:
        parts.append(f"from {_number(from_, 1, 10**9, 'rank')}")
    if to is not None:
        parts.append(f"to {_number(to, 1, 10**9, 'rank')}")
    if from_ is not None and to is not None and to < from_:
        raise CommandError(f"invalid range from {from_!r} to {to!r}")
    return " ".join(parts)


def motd() -> str:
    return "motd"


def pip() -> str:
    return "pip"


def bye() -> str:
    """Log out."""
    return "bye"
