"""The practice match kept on disk, so that it comes back after a restart or a crash. No Qt.

The file (``practice-match.json`` in the data folder) holds one JSON object: the record of
:meth:`fibsgui.engine.OfflineMatch.to_dict` (versioned, documented there) and the opponent's
strength. It is written after every change through a temporary file, flushed and renamed into
place (:func:`fibsgui.safefile.write_atomically`): a crash leaves the last record or the one
before it, never a part of one.

A file that cannot be used (cut short, not JSON, damaged, or written by a later fibsgui) is set
aside under a dated name, never deleted; a file that cannot even be read or renamed is left where
it is and not written over while the app runs. Reading is bounded: at most :data:`MAX_BYTES`.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from fibsgui import paths
from fibsgui.safefile import set_aside, write_atomically

FILE_NAME = "practice-match.json"
#: A record of the longest match kept is some hundreds of kilobytes; a larger file is not one.
MAX_BYTES = 4 * 1024 * 1024


def default_path() -> Path:
    """Where the practice match is kept: ``practice-match.json`` in the data folder."""
    return paths.data_dir() / FILE_NAME


def reason(exc: BaseException) -> str:
    """What went wrong, in the system's words."""
    return (exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)) or type(exc).__name__


@dataclass(frozen=True)
class ReadResult:
    """What reading the file found: ``record`` (a JSON object) or nothing; ``problem`` says in
    words why a file that is there cannot be used (empty when there is no file or it was read)."""

    record: dict | None = None
    problem: str = ""


class SavedMatchFile:
    """The file the practice match is kept in (see the module docs)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        #: Why the last write failed (``None`` after a good one, or before any).
        self.error: OSError | None = None
        #: The file is there but could not be read or set aside: it is not written over.
        self.held = False

    @property
    def saving(self) -> bool:
        """Whether the match is being kept: the file is written and the last write succeeded."""
        return not self.held and self.error is None

    def read(self) -> ReadResult:
        """The record in the file, if there is a usable one."""
        try:
            with open(self.path, "rb") as handle:
                data = handle.read(MAX_BYTES + 1)
        except (FileNotFoundError, NotADirectoryError):
            return ReadResult()
        except OSError as exc:
            self.held = True
            return ReadResult(problem=reason(exc))
        if len(data) > MAX_BYTES:
            return ReadResult(problem=f"larger than {MAX_BYTES // (1024 * 1024)} MB")
        try:
            record = json.loads(data.decode("utf-8"))
        except (ValueError, RecursionError) as exc:  # not UTF-8, not JSON (cut short), too deep
            return ReadResult(problem=str(exc) or type(exc).__name__)
        if not isinstance(record, dict):
            return ReadResult(problem="not a saved match")
        return ReadResult(record=record)

    def set_aside(self) -> Path | None:
        """Rename the file that cannot be used to a dated name beside it; ``None`` (and the file
        left where it is, not written over) when that fails."""
        try:
            return set_aside(self.path)
        except OSError:
            self.held = True
            return None

    def write(self, record: dict) -> OSError | None:
        """Write ``record`` safely; the error when it could not be written (also kept in
        :attr:`error`), else ``None``. Nothing is written over a file that is held."""
        if self.held:
            return None
        data = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, data)
        except OSError as exc:
            self.error = exc
            return exc
        self.error = None
        return None

    def exists(self) -> bool:
        return os.path.lexists(self.path)
