"""Client settings: every option declared once with its default, stored in a TOML file.

Options are grouped in sections (``[board]``, ``[sound]`` ...). The file is written atomically, so a
crash while saving never leaves a broken file.

The user's file is never overwritten silently. Unknown keys and tables are kept as they are. A value
of the wrong type is kept in the file too, while the option's default applies; it is reported in
:attr:`Settings.issues`. A file that is not TOML is renamed with the date (and a new one begins);
a file that cannot be read is left untouched and not saved over for this run. A save that fails
(a folder that cannot be written, a full disk) is reported, not raised.
"""

from __future__ import annotations

import datetime as _dt
import math
import os
import shutil
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fibsgui import paths
from fibsgui.safefile import aside_name, write_atomically


@dataclass(frozen=True)
class Option:
    section: str
    name: str
    default: Any
    choices: tuple[Any, ...] | None = None

    @property
    def key(self) -> str:
        return f"{self.section}.{self.name}"

    def accepts(self, value: Any) -> bool:
        kind = type(self.default)
        if kind is float:
            ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
        elif kind is list:
            ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
        else:
            ok = type(value) is kind
        return ok and (self.choices is None or value in self.choices)


OPTIONS: dict[str, Option] = {}


def declare(section: str, name: str, default: Any, choices: tuple[Any, ...] | None = None) -> Option:
    """Declare an option once, with its default (and, optionally, the values it may take)."""
    option = Option(section, name, default, choices)
    if option.key in OPTIONS and OPTIONS[option.key] != option:
        raise ValueError(f"option {option.key!r} declared twice with different defaults")
    OPTIONS[option.key] = option
    return option


# -- the client's options ---------------------------------------------------------------------
declare("general", "language", "system")  # "system" follows the locale; else e.g. "de"
declare("general", "first_run_done", False)
declare("general", "confirm_risky", True)  # ask before resigning, a new match, quitting a match
declare("board", "theme", "classic", ("classic", "contrast"))
declare("board", "home", "right", ("left", "right"))
declare("board", "auto_forced_play", True)
declare("board", "confirm_play", False)
declare("board", "animation_ms", 250)
declare("sound", "enabled", True)
declare("sound", "invitation", True)
declare("sound", "your_turn", True)
declare("sound", "chat", True)
declare("notify", "invitations", True)
declare("notify", "tells", True)
declare("server", "host", "fibs.com")
declare("server", "port", 4321)
declare("server", "recent", ["fibs.com:4321"])
declare("account", "name", "")
declare("account", "remember_password", False)
declare("server", "kind", "fibs", ("fibs", "bgammon"))  # the server of the last login
declare("bgammon", "host", "bgammon.org")
declare("bgammon", "port", 1337)
declare("bgammon", "recent", ["bgammon.org:1337"])
declare("bgammon", "name", "")  # empty: log in as a guest
declare("bgammon", "following", [])  # "<account> <name>": the players each account follows
declare("practice", "match_length", 5)
declare("practice", "strength", "expert")
declare("practice", "jacoby", True)  # money play: gammons count only once the cube was turned
declare("practice", "beavers", False)  # money play: the player may beaver the engine's double


VALUE_SHOWN = 60  # characters of a wrongly typed value quoted in a report


#: The deepest nesting of arrays and inline tables a settings file may have (fibsgui writes two).
MAX_NESTING = 64


def _nesting_too_deep(text: str) -> bool:
    """Whether ``text`` nests arrays or inline tables more than :data:`MAX_NESTING` deep: tomllib
    reads nesting by recursion, so a hostile file would otherwise cost a thousand frames. One pass;
    brackets inside strings and comments do not count."""
    depth = at = 0
    size = len(text)
    while at < size:
        char = text[at]
        if char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return True
        elif char in "]}":
            depth = max(0, depth - 1)
        elif char == "#":
            end = text.find("\n", at)
            at = size if end < 0 else end
            continue
        elif char in "\"'":
            quote = char * 3 if text.startswith(char * 3, at) else char
            end = at + len(quote)
            while True:
                end = text.find(quote, end)
                if end < 0:
                    return False  # an unterminated string: tomllib says what is wrong
                backslashes = 0
                while char == '"' and text[end - 1 - backslashes] == "\\":
                    backslashes += 1
                if backslashes % 2 == 0:
                    break
                end += 1
            at = end + len(quote)
            continue
        at += 1
    return False



@dataclass(frozen=True)
class SettingsProblem:
    """Something wrong with the settings file, for the user to read.

    ``kind`` is ``"unreadable"`` (the file could not be read: left untouched, nothing saved over it),
    ``"invalid"`` (not TOML: renamed to ``kept_as``, or left untouched when that failed),
    ``"value"`` (``key`` holds ``value``, of the wrong type: kept in the file, the default used;
    ``kept_as`` is a dated copy of the file when its place had to be taken) or ``"not-saved"``
    (the file could not be written). ``detail`` is the reason given by the system or the parser.
    """

    kind: str
    path: Path
    detail: str = ""
    key: str = ""
    value: str = ""
    kept_as: Path | None = None

    def __str__(self) -> str:
        if self.kind == "value":
            text = f"{self.key} = {self.value} is not valid; using the default (the value stays in {self.path})"
        elif self.kind == "invalid":
            kept = f"kept as {self.kept_as}" if self.kept_as else "left as it is"
            text = f"{self.path}: {self.detail}; using defaults, the file is {kept}"
        elif self.kind == "unreadable":
            text = f"{self.path}: {self.detail}; using defaults, the file is left as it is and not saved over"
        else:
            text = f"{self.path} not saved: {self.detail}"
        return text


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= VALUE_SHOWN else text[:VALUE_SHOWN - 1] + "…"


def _reason(exc: BaseException) -> str:
    return (exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)) or type(exc).__name__


class Settings:
    """The client's settings, backed by ``settings.toml`` in the config directory."""

    FILE_NAME = "settings.toml"

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.config_dir() / self.FILE_NAME
        self._values: dict[str, Any] = {}
        self._invalid: set[str] = set()  # options whose stored value is kept but not used
        self._keep_file = False  # the file could not be read: never saved over
        self.issues: list[SettingsProblem] = []
        #: The issues as lines of text (for the log).
        self.problems: list[str] = []
        #: Why the last save failed (``None`` after a good one).
        self.save_error: OSError | None = None
        self._listeners: list[Callable[[str, Any], None]] = []
        self._problem_listeners: list[Callable[[SettingsProblem], None]] = []
        self.load()

    def _report(self, problem: SettingsProblem) -> None:
        self.issues.append(problem)
        self.problems.append(str(problem))

    def load(self) -> None:
        self.issues, self.problems = [], []
        self._invalid = set()
        self._keep_file = False
        data: dict[str, Any] = {}
        try:
            raw = self.path.read_bytes()
        except (FileNotFoundError, NotADirectoryError):  # no file (a file where its folder should be)
            raw = None
        except OSError as exc:
            raw = None
            self._keep_file = True
            self._report(SettingsProblem("unreadable", self.path, _reason(exc)))
        if raw is not None:
            try:
                text = raw.decode("utf-8")
                if _nesting_too_deep(text):  # refused before tomllib recurses into it
                    raise ValueError(f"values nested more than {MAX_NESTING} levels deep")
                data = tomllib.loads(text)
            except (ValueError, RecursionError) as exc:  # UnicodeDecodeError, TOMLDecodeError too
                self._report(SettingsProblem("invalid", self.path, _reason(exc), kept_as=self._set_aside()))
        self._values = data
        copied = False
        for key, option in OPTIONS.items():
            section = self._values.get(option.section)
            if section is None:
                continue
            if not isinstance(section, dict):
                # a value where a table should be: it is kept in a dated copy, the table takes its place
                if not copied:
                    kept = self._copy_aside()
                    copied = True
                self._report(SettingsProblem("value", self.path, key=option.section, value=_shown(section),
                                             kept_as=kept))
                self._values[option.section] = {}
                continue
            value = section.get(option.name)
            if value is not None and not option.accepts(value):
                self._invalid.add(key)
                self._report(SettingsProblem("value", self.path, key=key, value=_shown(value)))

    def _set_aside(self) -> Path | None:
        """Rename the unusable file with the date; ``None`` (and the file left where it is, never
        saved over) when that fails."""
        try:
            aside = aside_name(self.path, _dt.datetime.now())
            os.rename(self.path, aside)
            return aside
        except OSError:
            self._keep_file = True
            return None

    def _copy_aside(self) -> Path | None:
        try:
            aside = aside_name(self.path, _dt.datetime.now())
            shutil.copy2(self.path, aside)
            return aside
        except OSError:
            self._keep_file = True
            return None

    def get(self, key: str) -> Any:
        option = OPTIONS[key]
        if key in self._invalid:
            return list(option.default) if isinstance(option.default, list) else option.default
        section = self._values.get(option.section)
        value = section.get(option.name, option.default) if isinstance(section, dict) else option.default
        return list(value) if isinstance(value, list) else value

    __getitem__ = get

    def set(self, key: str, value: Any) -> None:
        option = OPTIONS[key]
        if not option.accepts(value):
            raise ValueError(f"{key} cannot be {value!r}")
        if self.get(key) == value and key not in self._invalid:
            return
        self._invalid.discard(key)
        self._values.setdefault(option.section, {})[option.name] = value
        for listener in list(self._listeners):
            listener(key, value)

    __setitem__ = set

    def on_change(self, listener: Callable[[str, Any], None]) -> None:
        self._listeners.append(listener)

    def off_change(self, listener: Callable[[str, Any], None]) -> None:
        """No longer call ``listener`` (given to :meth:`on_change`); nothing if it is not there."""
        try:
            self._listeners.remove(listener)
        except ValueError:
            pass

    def on_problem(self, listener: Callable[[SettingsProblem], None]) -> None:
        """Call ``listener`` when a save fails (once, until a save succeeds again)."""
        self._problem_listeners.append(listener)

    @property
    def saving(self) -> bool:
        """False while the file is not saved over (it could not be read)."""
        return not self._keep_file

    def save(self) -> bool:
        """Write the file atomically (a temporary file, then a rename). False when it was not
        written: a file that could not be read is not saved over, and a failure to write is
        reported (:attr:`save_error`, :meth:`on_problem`) instead of raised."""
        if self._keep_file:
            return False
        text = dumps_toml(self._values)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, text.encode("utf-8"))
        except OSError as exc:
            return self._failed(exc)
        self.save_error = None
        return True

    def _failed(self, exc: OSError) -> bool:
        first = self.save_error is None
        self.save_error = exc
        if first:
            problem = SettingsProblem("not-saved", self.path, _reason(exc))
            for listener in list(self._problem_listeners):
                listener(problem)
        return False


def _toml_string(value: str) -> str:
    out = []
    for c in value:
        code = ord(c)
        if c in '"\\':
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\u{code:04x}")
        elif 0xD800 <= code <= 0xDFFF:  # half a character (never from a file): cannot be UTF-8
            out.append("\\ufffd")
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, (_dt.datetime, _dt.date, _dt.time)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"cannot store {value!r} in TOML")


_BARE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def _toml_key(key: str) -> str:
    if key and all(c in _BARE for c in key):
        return key
    return _toml_string(key)


def dumps_toml(data: dict[str, Any]) -> str:
    """TOML text for what :mod:`tomllib` reads: a table of tables of values (strings, numbers,
    booleans, dates and times, arrays; a table inside a table is written inline). Values outside
    any table come first."""
    parts = []
    loose = [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in data.items() if not isinstance(v, dict)]
    if loose:
        parts.append("\n".join(loose))
    for section in sorted(k for k, v in data.items() if isinstance(v, dict)):
        values = data[section]
        lines = [f"[{_toml_key(section)}]"]
        lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in sorted(values.items())]
        parts.append("\n".join(lines))
    return "\n\n".join(parts) + ("\n" if parts else "")
