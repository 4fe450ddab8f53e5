"""Board themes: named colour sets read from ``resources/themes/<name>.toml``.

A theme file has a ``name`` shown to the user and a ``[colours]`` table. Colours are ``#rrggbb`` or
``#rrggbbaa``. A missing or malformed colour falls back to the classic theme's, so a broken file
never breaks the board.
"""

from __future__ import annotations

import logging
import tomllib
from dataclasses import dataclass, field
from importlib import resources

from PySide6.QtGui import QColor

log = logging.getLogger(__name__)

DEFAULT_THEME = "classic"

# Every colour a theme must provide, with the classic look as fallback.
FALLBACK: dict[str, str] = {
    "surround": "#20160f", "frame": "#7a4a26", "frame_dark": "#4a2a14", "grain": "#3a200e",
    "felt": "#2f6b47", "felt_dark": "#1d4a30", "point_a": "#e9d9b4", "point_a_edge": "#bfa776",
    "point_b": "#9b2f22", "point_b_edge": "#6c1d14", "bar": "#6b3f1f", "bar_dark": "#3f2310",
    "tray": "#3a2414", "tray_dark": "#24150b", "numbers": "#f3e2bd", "band": "#20160f",
    "band_text": "#f1e4c8", "band_dim": "#b29c7c", "turn": "#f2c14e", "highlight": "#ffd95a",
    "highlight_hit": "#ff7a4d", "player": "#f4ecd8", "player_edge": "#b8a47e",
    "player_text": "#3b2a18", "opponent": "#5a1a12", "opponent_edge": "#2a0a06",
    "opponent_text": "#f4e6cf", "die_player": "#fbf6ea", "die_player_pips": "#2b1b0e",
    "die_opponent": "#6a2016", "die_opponent_pips": "#f7ead2", "cube": "#f7f1e1",
    "cube_text": "#2b1b0e", "banner": "#1b120ccc", "banner_text": "#fbefd4", "button": "#f2c14e",
    "button_text": "#2b1b0e",
}


def parse_colour(text: object) -> QColor | None:
    """``#rrggbb`` or ``#rrggbbaa`` as a QColor; None if it is neither."""
    if not isinstance(text, str) or not text.startswith("#") or len(text) not in (7, 9):
        return None
    try:
        value = int(text[1:], 16)
    except ValueError:
        return None
    if len(text) == 7:
        return QColor((value >> 16) & 255, (value >> 8) & 255, value & 255)
    return QColor((value >> 24) & 255, (value >> 16) & 255, (value >> 8) & 255, value & 255)


@dataclass
class Theme:
    key: str
    name: str
    colours: dict[str, QColor] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def __getattr__(self, name: str) -> QColor:
        # only called for names that are not attributes: the colours
        colours = self.__dict__.get("colours", {})
        if name in colours:
            return QColor(colours[name])
        raise AttributeError(name)

    @classmethod
    def from_toml(cls, key: str, text: str) -> "Theme":
        problems: list[str] = []
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            problems.append(f"theme {key!r}: {exc}")
            data = {}
        raw = data.get("colours", {})
        if not isinstance(raw, dict):
            problems.append(f"theme {key!r}: [colours] is not a table")
            raw = {}
        colours: dict[str, QColor] = {}
        for name, fallback in FALLBACK.items():
            colour = parse_colour(raw.get(name))
            if colour is None:
                if name in raw:
                    problems.append(f"theme {key!r}: colour {name} = {raw[name]!r} is not #rrggbb[aa]")
                else:
                    problems.append(f"theme {key!r}: colour {name} missing")
                colour = parse_colour(fallback)
            colours[name] = colour
        name = data.get("name")
        return cls(key, name if isinstance(name, str) and name else key, colours, problems)

    @classmethod
    def load(cls, key: str) -> "Theme":
        """The theme ``key`` from the resources; the classic theme if there is no such theme."""
        folder = resources.files("fibsgui.resources") / "themes"
        try:
            text = (folder / f"{key}.toml").read_text(encoding="utf-8")
        except (OSError, ValueError):
            if key != DEFAULT_THEME:
                log.warning("no board theme %r; using %r", key, DEFAULT_THEME)
                return cls.load(DEFAULT_THEME)
            text = ""
        theme = cls.from_toml(key, text)
        for problem in theme.problems:
            log.warning("%s", problem)
        return theme


def available_themes() -> list[tuple[str, str]]:
    """(key, shown name) of every theme in the resources, the classic one first."""
    folder = resources.files("fibsgui.resources") / "themes"
    found: list[tuple[str, str]] = []
    try:
        entries = sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(".toml"))
    except OSError:
        entries = []
    for file_name in entries:
        key = file_name[: -len(".toml")]
        try:
            data = tomllib.loads((folder / file_name).read_text(encoding="utf-8"))
            name = data.get("name") if isinstance(data.get("name"), str) else key
        except (OSError, ValueError):
            continue
        found.append((key, name))
    found.sort(key=lambda kn: (kn[0] != DEFAULT_THEME, kn[1]))
    return found
