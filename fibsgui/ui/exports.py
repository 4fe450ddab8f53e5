"""Where the dialogs that save a match for the player (an export, a replay saved) start: the folder
the player saved into last in this run, while it can still be written, else the Documents folder,
else the home folder; never the working folder, which for an app started from a menu or a bundle
is wherever that happened to be (often a folder that cannot be written)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

_last: list[Path] = []  # the folder saved into last in this run


def _usable(folder: Path | str | None) -> bool:
    if not folder:
        return False
    path = Path(folder)
    return path.is_absolute() and path.is_dir() and os.access(path, os.W_OK | os.X_OK)


def start_folder() -> Path:
    """The folder an export dialog starts in (see the module docs)."""
    if _last and _usable(_last[-1]):
        return _last[-1]
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if _usable(documents):
        return Path(documents)
    return Path.home()


def start_path(name: str) -> str:
    """The path an export dialog proposes for a file called ``name``."""
    return str(start_folder() / name)


def remember(path: str | os.PathLike) -> None:
    """A file was saved at ``path``: the next export starts in its folder."""
    _last[:] = [Path(path).absolute().parent]
