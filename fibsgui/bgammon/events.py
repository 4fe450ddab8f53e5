"""Typed events: one frozen dataclass per kind of line bgammon.org sends.

After ``loginjson`` every event is one JSON object on one line, with ``Type`` and ``Player``
beside the type's own fields. :func:`parse_event` turns a line into an :class:`Event` and never
raises: a line that is not JSON at all is a :class:`TextLine` (the human-readable lines before
JSON is on), a JSON object of a type this client does not know is an :class:`UnknownEvent`, and a
line that looks like JSON but is broken, or a known type with a field of the wrong type, is
:class:`Malformed` with the reason in words. Every event keeps its line in :attr:`Event.raw` (not
compared, not in the repr). Fields this client does not read are ignored.

Hostile input costs linear time and bounded memory: a line longer than :data:`MAX_LINE`
characters is :class:`Malformed` without being parsed, numbers longer than 20 digits and
``NaN``/``Infinity`` are refused while parsing, and JSON nested deeper than the parser's
recursion allows is :class:`Malformed`.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field
from typing import Any, Callable

from fibsgui.bgammon.board import GameState
from fibsgui.bgammon.fields import (
    FieldError,
    clean_text,
    get_bool,
    get_int,
    get_objects,
    get_pairs,
    get_str,
)

__all__ = [
    "MAX_LINE", "SETTING_NAMES", "RATING_NAMES", "Event", "Welcome", "Ping", "Notice", "Help",
    "Say", "Listing", "MatchList", "Failed", "FailedMove", "Joined", "Left", "BoardEvent",
    "Rolled", "Moved", "Win", "SettingsEvent", "Replay", "HistoryMatch", "History",
    "Achievements", "UnknownEvent", "Malformed", "TextLine", "parse_event",
]

#: The longest line parsed, in characters (1 MiB); a longer line is :class:`Malformed`.
MAX_LINE = 1 << 20
#: The longest number accepted, in characters (a 64-bit integer has at most 19 digits and a sign).
_MAX_NUMBER = 20

#: The settings of the ``settings`` event and whether each is a boolean (else a number).
SETTING_NAMES = {
    "AutoPlay": bool, "Highlight": bool, "Pips": bool, "Moves": bool, "Flip": bool,
    "Traditional": bool, "Advanced": bool, "MuteJoinLeave": bool, "MuteChat": bool,
    "MuteRoll": bool, "MuteMove": bool, "MuteBearOff": bool, "Dim": int, "Speed": int,
}
#: The per-variant ratings of the ``history`` event.
RATING_NAMES = (
    "CasualBackgammonSingle", "CasualBackgammonMulti", "CasualAceyDeuceySingle",
    "CasualAceyDeuceyMulti", "CasualTabulaSingle", "CasualTabulaMulti",
)


@dataclass(frozen=True)
class Event:
    """Base class of every event: ``player`` is the JSON ``Player`` field (who the event is
    about; may be empty), ``raw`` the line as received."""

    raw: str = field(default="", kw_only=True, compare=False, repr=False)
    player: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class Welcome(Event):
    """``welcome``: the login succeeded; ``player_name`` is the name the server gave."""

    player_name: str
    clients: int
    games: int


@dataclass(frozen=True)
class Ping(Event):
    """``ping``: answer with ``pong <message>``."""

    message: str


@dataclass(frozen=True)
class Notice(Event):
    """``notice``: a server message, always shown."""

    message: str


@dataclass(frozen=True)
class Help(Event):
    """``help``: help text on ``topic`` (shown like a notice)."""

    topic: str
    message: str


@dataclass(frozen=True)
class Say(Event):
    """``say``: chat from :attr:`player`."""

    message: str


@dataclass(frozen=True)
class Listing:
    """One match of the match list."""

    id: int
    password: bool
    points: int
    players: int
    rating: int
    name: str


@dataclass(frozen=True)
class MatchList(Event):
    """``list``: every match on the server."""

    games: tuple[Listing, ...]


@dataclass(frozen=True)
class Failed(Event):
    """Every ``failed*`` event but ``failedmove``: ``kind`` is the type without ``failed``
    (``create``, ``join``, ``leave``, ``roll``, ``ok``, ...)."""

    kind: str
    reason: str


@dataclass(frozen=True)
class FailedMove(Event):
    """``failedmove``: the move ``from_``-``to`` (0-0 when not about one move) was refused."""

    from_: int
    to: int
    reason: str


@dataclass(frozen=True)
class Joined(Event):
    """``joined``: :attr:`player` joined match ``game_id`` as player ``player_number``."""

    game_id: int
    player_number: int


@dataclass(frozen=True)
class Left(Event):
    """``left``: :attr:`player` left the match."""


@dataclass(frozen=True)
class BoardEvent(Event):
    """``board``: the whole state of the match (see :class:`fibsgui.bgammon.board.GameState`)."""

    game: GameState


@dataclass(frozen=True)
class Rolled(Event):
    """``rolled``: :attr:`player` rolled (``roll3`` only in tabula; ``selected``: the roll was
    chosen, after an acey-deucey)."""

    roll1: int
    roll2: int
    roll3: int = 0
    selected: bool = False


@dataclass(frozen=True)
class Moved(Event):
    """``moved``: :attr:`player` moved these ``(from, to)`` pairs (the receiver's numbering)."""

    moves: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Win(Event):
    """``win``: :attr:`player` won the game; ``points`` won, ``rating`` the rating change at the
    end of a match, ``resigned`` the name of the player who resigned (empty if none did)."""

    points: int
    rating: int = 0
    resigned: str = ""


@dataclass(frozen=True)
class SettingsEvent(Event):
    """``settings``: the account's settings as ``(name, value)`` pairs in the order sent, booleans
    and numbers as sent (``("Highlight", True)``, ``("Speed", 2)``). Settings this client does
    not know are kept when their values are booleans or numbers."""

    values: tuple[tuple[str, bool | int], ...]

    def get(self, name: str, default: bool | int | None = None) -> bool | int | None:
        for key, value in self.values:
            if key == name:
                return value
        return default


@dataclass(frozen=True)
class Replay(Event):
    """``replay``: game ``id`` (-1 for the game just finished) as replay text (decoded from the
    base64 of the JSON; bytes that are not UTF-8 are replaced)."""

    id: int
    content: str


@dataclass(frozen=True)
class HistoryMatch:
    """One match of a player's history: ``winner`` 1 if the player won, 2 if the opponent did."""

    id: int
    timestamp: int
    points: int
    opponent: str
    winner: int


@dataclass(frozen=True)
class History(Event):
    """``history``: page ``page`` of ``pages`` of :attr:`player`'s matches, and the ratings
    sent with it as ``(name, rating)`` pairs (the names of :data:`RATING_NAMES`)."""

    page: int
    pages: int
    matches: tuple[HistoryMatch, ...]
    ratings: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class Achievements(Event):
    """``achievements``: ``items`` are ``(id, name, description)`` triples."""

    items: tuple[tuple[int | str, str, str], ...]


@dataclass(frozen=True)
class UnknownEvent(Event):
    """A JSON object with a ``Type`` this client does not know (a newer server's)."""

    type: str


@dataclass(frozen=True)
class Malformed(Event):
    """A line that looks like JSON but cannot be read, or a known type with a field of the
    wrong type: ``reason`` says what is wrong, in words."""

    reason: str


@dataclass(frozen=True)
class TextLine(Event):
    """A line that is not JSON (``hello ...`` and the other human-readable lines), without its
    line end."""

    text: str


# -- parsing ----------------------------------------------------------------------------------
class _Refused(ValueError):
    """A JSON value refused while parsing (a number too long, NaN, Infinity)."""


def _parse_int(text: str) -> int:
    if len(text) > _MAX_NUMBER:
        raise _Refused(f"a number of {len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > _MAX_NUMBER * 2:
        raise _Refused(f"a number of {len(text)} characters")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Refused(f"a number out of range ({text})")
    return value


def _parse_constant(text: str) -> float:
    raise _Refused(f"{text} (not JSON)")


_DECODER = json.JSONDecoder(parse_int=_parse_int, parse_float=_parse_float,
                            parse_constant=_parse_constant)

_JSON_START = frozenset("{[\"")


def parse_event(line: str) -> Event:
    """The event of one line (its line end may be there or not). Never raises."""
    try:
        return _parse(line)
    except Exception as exc:  # a bug here must not stop the event stream: say so in the event
        return Malformed(f"could not read the line ({type(exc).__name__})",
                         raw=line if isinstance(line, str) else "")


def _parse(line: str) -> Event:
    if not isinstance(line, str):
        return Malformed(f"not text: {type(line).__name__}")
    if len(line) > MAX_LINE:
        return Malformed(f"a line of {len(line)} characters, longer than {MAX_LINE}", raw=line)
    text = line.rstrip("\r\n")
    start = text.lstrip()
    if not start or start[0] not in _JSON_START:
        return TextLine(clean_text(text), raw=line)
    try:
        obj = _DECODER.decode(text)
    except RecursionError:
        return Malformed("JSON nested too deeply", raw=line)
    except _Refused as exc:
        return Malformed(f"JSON with {exc}", raw=line)
    except ValueError as exc:  # json.JSONDecodeError, and int() refusing a number
        return Malformed(f"not valid JSON: {_short(str(exc))}", raw=line)
    if not isinstance(obj, dict):
        return Malformed(f"JSON {type(obj).__name__} instead of an object", raw=line)
    kind = obj.get("Type")
    if not isinstance(kind, str):
        return Malformed("no Type, or a Type that is not a string", raw=line)
    try:
        player = get_str(obj, "Player")
        builder = _BUILDERS.get(kind)
        if builder is None:
            if kind.startswith("failed"):
                return Failed(kind[6:], get_str(obj, "Reason"), raw=line, player=player)
            return UnknownEvent(clean_text(_short(kind)), raw=line, player=player)
        return builder(obj, line, player)
    except FieldError as exc:
        return Malformed(f"{_short(kind)}: {exc}", raw=line)


def _short(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


def _welcome(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Welcome(get_str(obj, "PlayerName"), get_int(obj, "Clients"), get_int(obj, "Games"),
                   raw=raw, player=player)


def _ping(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Ping(get_str(obj, "Message"), raw=raw, player=player)


def _notice(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Notice(get_str(obj, "Message"), raw=raw, player=player)


def _help(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Help(get_str(obj, "Topic"), get_str(obj, "Message"), raw=raw, player=player)


def _say(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Say(get_str(obj, "Message"), raw=raw, player=player)


def _list(obj: dict[str, Any], raw: str, player: str) -> Event:
    games = tuple(
        Listing(get_int(g, "ID", path), get_bool(g, "Password", path), get_int(g, "Points", path),
                get_int(g, "Players", path), get_int(g, "Rating", path), get_str(g, "Name", path))
        for path, g in get_objects(obj, "Games")
    )
    return MatchList(games, raw=raw, player=player)


def _failed_move(obj: dict[str, Any], raw: str, player: str) -> Event:
    return FailedMove(get_int(obj, "From"), get_int(obj, "To"), get_str(obj, "Reason"),
                      raw=raw, player=player)


def _joined(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Joined(get_int(obj, "GameID"), get_int(obj, "PlayerNumber"), raw=raw, player=player)


def _left(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Left(raw=raw, player=player)


def _board(obj: dict[str, Any], raw: str, player: str) -> Event:
    return BoardEvent(GameState.from_json(obj), raw=raw, player=player)


def _rolled(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Rolled(get_int(obj, "Roll1", low=0, high=6), get_int(obj, "Roll2", low=0, high=6),
                  get_int(obj, "Roll3", low=0, high=6), get_bool(obj, "Selected"),
                  raw=raw, player=player)


def _moved(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Moved(get_pairs(obj, "Moves"), raw=raw, player=player)


def _win(obj: dict[str, Any], raw: str, player: str) -> Event:
    return Win(get_int(obj, "Points"), get_int(obj, "Rating"), get_str(obj, "Resigned"),
               raw=raw, player=player)


def _settings(obj: dict[str, Any], raw: str, player: str) -> Event:
    values: list[tuple[str, bool | int]] = []
    for name, value in obj.items():
        if name in ("Type", "Player"):
            continue
        kind = SETTING_NAMES.get(name)
        if kind is bool:
            values.append((name, get_bool(obj, name)))
        elif kind is int:
            values.append((name, get_int(obj, name)))
        elif isinstance(value, (bool, int)):
            values.append((clean_text(_short(name, 100)), value))
    return SettingsEvent(tuple(values), raw=raw, player=player)


def _replay(obj: dict[str, Any], raw: str, player: str) -> Event:
    content = obj.get("Content")
    if content is None:
        data = b""
    elif isinstance(content, str):
        try:
            data = base64.b64decode(content, validate=True)
        except (binascii.Error, ValueError):
            raise FieldError("Content should be base64") from None
    else:
        raise FieldError("Content should be a base64 string")
    return Replay(get_int(obj, "ID"), data.decode("utf-8", "replace"), raw=raw, player=player)


def _history(obj: dict[str, Any], raw: str, player: str) -> Event:
    matches = tuple(
        HistoryMatch(get_int(m, "ID", path), get_int(m, "Timestamp", path),
                     get_int(m, "Points", path), get_str(m, "Opponent", path),
                     get_int(m, "Winner", path))
        for path, m in get_objects(obj, "Matches")
    )
    ratings = tuple((name, get_int(obj, name)) for name in RATING_NAMES if name in obj)
    return History(get_int(obj, "Page"), get_int(obj, "Pages"), matches, ratings,
                   raw=raw, player=player)


def _achievements(obj: dict[str, Any], raw: str, player: str) -> Event:
    items = []
    for path, a in get_objects(obj, "Achievements"):
        ident = a.get("ID", 0)
        if isinstance(ident, str):
            ident = clean_text(ident)
        elif isinstance(ident, bool) or not isinstance(ident, int):
            raise FieldError(f"{path}ID should be a number or a string")
        items.append((ident, get_str(a, "Name", path), get_str(a, "Description", path)))
    return Achievements(tuple(items), raw=raw, player=player)


_BUILDERS: dict[str, Callable[[dict[str, Any], str, str], Event]] = {
    "welcome": _welcome,
    "ping": _ping,
    "notice": _notice,
    "help": _help,
    "say": _say,
    "list": _list,
    "failedmove": _failed_move,
    "joined": _joined,
    "left": _left,
    "board": _board,
    "rolled": _rolled,
    "moved": _moved,
    "win": _win,
    "settings": _settings,
    "replay": _replay,
    "history": _history,
    "achievements": _achievements,
}
