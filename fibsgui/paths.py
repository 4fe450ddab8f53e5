"""Where fibsgui keeps its files, from platformdirs.

Set ``FIBSGUI_HOME`` to keep everything below one folder instead (tests, portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "fibsgui"


def _home(kind: str) -> Path | None:
    root = os.environ.get("FIBSGUI_HOME")
    return Path(root) / kind if root else None


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


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
