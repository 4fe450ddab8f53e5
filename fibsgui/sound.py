"""Notification sounds, played only where the system can play them.

Uses the platform's own player (``winsound`` on Windows, ``afplay`` on macOS, ``pw-play``,
``paplay`` or ``aplay`` on Linux) without blocking; where none exists, :func:`available` is false
and nothing is played.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path

SOUNDS = ("invitation", "turn", "chat", "dice")
_LINUX_PLAYERS = ("pw-play", "paplay", "aplay")


def sound_file(name: str) -> Path:
    return Path(str(resources.files("fibsgui.resources") / "sounds" / f"{name}.wav"))


def _player() -> list[str] | None:
    if sys.platform == "win32":
        return ["winsound"]
    if sys.platform == "darwin":
        return ["afplay"] if shutil.which("afplay") else None
    for player in _LINUX_PLAYERS:
        path = shutil.which(player)
        if path:
            return [path, "-q"] if player == "aplay" else [path]
    return None


def available() -> bool:
    return _player() is not None


def play(name: str) -> bool:
    """Start playing a sound; returns whether a player was started."""
    if name not in SOUNDS:
        raise ValueError(f"unknown sound {name!r}")
    player = _player()
    path = sound_file(name)
    if player is None or not path.exists():
        return False
    try:
        if player == ["winsound"]:
            import winsound

            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC)
        else:
            subprocess.Popen(player + [str(path)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
        return True
    except OSError:
        return False
