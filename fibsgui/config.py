"""Client settings: every option declared once with its default, stored in a TOML file.

Options are grouped in sections (``[board]``, ``[sound]`` ...). The file is written atomically, so a
crash while saving never leaves a broken file. Unknown keys in the file are kept; values of the
wrong type are ignored (the default applies) and reported in :attr:`Settings.problems`.
"""

from __future__ import annotations

import math
import os
import tempfile
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fibsgui import paths


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
declare("practice", "match_length", 5)
declare("practice", "strength", "expert")


class Settings:
    """The client's settings, backed by ``settings.toml`` in the config directory."""

    FILE_NAME = "settings.toml"

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.config_dir() / self.FILE_NAME
        self._values: dict[str, dict[str, Any]] = {}
        self.problems: list[str] = []
        self._listeners: list[Callable[[str, Any], None]] = []
        self.load()

    def load(self) -> None:
        self.problems = []
        try:
            with open(self.path, "rb") as handle:
                data = tomllib.load(handle)
        except FileNotFoundError:
            data = {}
        except (OSError, tomllib.TOMLDecodeError) as exc:
            self.problems.append(f"{self.path}: {exc}; using defaults")
            data = {}
        self._values = {k: dict(v) for k, v in data.items() if isinstance(v, dict)}
        for key, option in OPTIONS.items():
            value = self._values.get(option.section, {}).get(option.name)
            if value is not None and not option.accepts(value):
                self.problems.append(f"{key} = {value!r} is not valid; using {option.default!r}")
                del self._values[option.section][option.name]

    def get(self, key: str) -> Any:
        option = OPTIONS[key]
        value = self._values.get(option.section, {}).get(option.name, option.default)
        return list(value) if isinstance(value, list) else value

    __getitem__ = get

    def set(self, key: str, value: Any) -> None:
        option = OPTIONS[key]
        if not option.accepts(value):
            raise ValueError(f"{key} cannot be {value!r}")
        if self.get(key) == value:
            return
        self._values.setdefault(option.section, {})[option.name] = value
        for listener in list(self._listeners):
            listener(key, value)

    __setitem__ = set

    def on_change(self, listener: Callable[[str, Any], None]) -> None:
        self._listeners.append(listener)

    def save(self) -> None:
        """Write the file atomically (a temporary file, then a rename)."""
        text = dumps_toml(self._values)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".toml", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        escaped = (value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
                   .replace("\r", "\\r").replace("\t", "\\t"))
        escaped = "".join(c if ord(c) >= 0x20 and ord(c) != 0x7F else f"\\u{ord(c):04x}" for c in escaped)
        return f'"{escaped}"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot store {value!r} in TOML")


def _toml_key(key: str) -> str:
    if key and all(c.isalnum() or c in "-_" for c in key):
        return key
    return _toml_value(key)


def dumps_toml(data: dict[str, dict[str, Any]]) -> str:
    """TOML text for a table of tables of plain values (str, int, float, bool, lists)."""
    parts = []
    for section in sorted(data):
        values = data[section]
        if not values:
            continue
        lines = [f"[{_toml_key(section)}]"]
        lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in sorted(values.items())]
        parts.append("\n".join(lines))
    return "\n\n".join(parts) + ("\n" if parts else "")
