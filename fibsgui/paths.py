"""Where fibsgui keeps its files, from platformdirs.

Set ``FIBSGUI_HOME`` to keep everything below one folder instead (tests, portable installs).

Each function makes its folder when it can and returns its path all the same when it cannot (a
read-only mount, a file where the folder should be): whoever writes there finds out and says so,
and :func:`check_writable` tells beforehand.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "fibsgui"


def _home(kind: str) -> Path | None:
    root = os.environ.get("FIBSGUI_HOME")
    return Path(root) / kind if root else None


def _ensure(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # reported by check_writable, and by whatever fails to write there
    return path


def check_writable(folder: Path) -> OSError | None:
    """Why files cannot be made in ``folder`` (made first if needed), or ``None`` when they can.

    A full disk still lets an empty file be made: that shows with the first write, not here."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder, prefix=".fibsgui-probe-"):
            pass
    except OSError as exc:
        return exc
    return None


def config_dir() -> Path:
    """Settings (``settings.toml``) and window state."""
    return _ensure(_home("config") or platformdirs.user_config_path(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Accounts, chat history, match logs."""
    return _ensure(_home("data") or platformdirs.user_data_path(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """Session transcripts, the application log, crash reports."""
    return _ensure(_home("log") or platformdirs.user_log_path(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    return _ensure(_home("cache") or platformdirs.user_cache_path(APP_NAME, appauthor=False))
