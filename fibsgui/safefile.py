"""Writing files so that a crash or a full disk never leaves half of one, and keeping a file that
cannot be used beside its replacement instead of writing over it. No Qt.
"""

from __future__ import annotations

import datetime as _dt
import os
import stat
import tempfile
from pathlib import Path


def current_umask() -> int:
    """The process's file mode creation mask (read from ``/proc`` where it can be, so that it is
    never changed, not even for a moment, while other threads make files)."""
    try:
        with open("/proc/self/status", "rb") as handle:
            for line in handle:
                if line.startswith(b"Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomically(path: str | os.PathLike, data: bytes, public: bool = False) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder, flushed to the disk
    (``fsync``) and then renamed into place: a reader, or the next start after a crash, finds the
    old file or the new one, never a part of either. Raises :class:`OSError` (the temporary file
    is gone again and what was at ``path`` is left as it was).

    The file is the user's alone (0600, as the temporary file is made) unless ``public``: a file
    the player saves to a place of their choosing (an export) then gets the permissions any new
    file of theirs gets (0666 less the umask: 0644 under umask 022), or those of the file it
    replaces."""
    target = Path(path)
    temporary = None
    try:
        with tempfile.NamedTemporaryFile("wb", dir=target.parent, prefix=f".{target.name}.",
                                         suffix=".tmp", delete=False) as handle:
            temporary = handle.name
            if public and hasattr(os, "fchmod"):
                try:
                    mode = stat.S_IMODE(os.stat(target).st_mode)
                except OSError:
                    mode = 0o666 & ~current_umask()
                os.fchmod(handle.fileno(), mode)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
        temporary = None
    finally:
        if temporary is not None:
            try:
                os.unlink(temporary)
            except OSError:
                pass


def aside_name(path: Path, moment: _dt.datetime | None = None) -> Path:
    """A free name beside ``path`` for keeping a file that cannot be used:
    ``settings.toml`` -> ``settings.broken-2024-05-01-201502.toml`` (``-2`` ... if taken)."""
    stamp = (moment or _dt.datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    for n in range(1, 1000):
        name = f"{path.stem}.broken-{stamp}{'' if n == 1 else f'-{n}'}{path.suffix}"
        if not (path.parent / name).exists():
            return path.parent / name
    raise FileExistsError(path)


def set_aside(path: Path) -> Path:
    """Rename ``path`` to :func:`aside_name` (never deleted); the new path. Raises :class:`OSError`."""
    aside = aside_name(path)
    os.rename(path, aside)
    return aside


def ends_without_newline(path: str | os.PathLike) -> bool:
    """Whether the file at ``path`` ends with a line cut short (its last byte is not ``\\n``): an
    append-only file of lines puts a line break before its next line then, so that the cut line
    stays alone. False for a file that is empty or missing."""
    try:
        with open(path, "rb") as handle:
            if handle.seek(0, os.SEEK_END) == 0:
                return False
            handle.seek(-1, os.SEEK_END)
            return handle.read(1) != b"\n"
    except FileNotFoundError:
        return False
