"""A plain-text transcript of a FIBS session, with passwords redacted and old files rotated away.

One file per :class:`~fibsgui.session.FibsSession` (reconnects continue the same file), named
``fibs-session-YYYYMMDD-HHMMSS-ffffff.log`` (UTC) in the log directory. Each line is (local time)::

    2024-05-01 20:15:02.311+0200 < text received from the server
    2024-05-01 20:15:02.342+0200 > text sent to the server
    2024-05-01 20:15:02.342+0200 ? prompt left open by the server
    2024-05-01 20:15:02.500+0200 * what the session did (connected, dropped, reconnecting in 4 s)

Passwords never reach the file: the session marks the lines that carry one (the CLIP login line,
the answers to the password prompts of account creation), and every password the session knows
is also scrubbed from every other line, received or sent, in case the server ever echoes one.

A transcript that cannot be written (a full disk, a folder that went away) stops: :attr:`Transcript.error`
says why, and no method of a transcript raises for it, so the session it records goes on. A file
that got none of its lines is removed rather than left empty.

Rotation: at most ``keep`` transcripts are kept (the least recently written are deleted when a
new one starts),
and a transcript that grows past ``max_bytes`` continues in a new file (``...-2.log``, ...).
"""

from __future__ import annotations

import datetime as _dt
import os
import re
import time
from pathlib import Path
from typing import Callable, TextIO

PREFIX = "fibs-session-"
SUFFIX = ".log"
REDACTED = "********"

# ``login <client> <clip version> <name> <password>``: everything after the name is the password
_LOGIN_LINE = re.compile(r"^(\s*login\s+\S+\s+\S+\s+\S+\s+).+$", re.IGNORECASE)


def redact_login_line(line: str) -> str:
    """The CLIP login line with its password replaced (other lines unchanged)."""
    return _LOGIN_LINE.sub(lambda m: m.group(1) + REDACTED, line)


class Transcript:
    """Writes one session's transcript. Use :meth:`open` before writing, :meth:`close` at the end."""

    def __init__(
        self,
        directory: str | os.PathLike[str],
        *,
        keep: int = 30,
        max_bytes: int = 4 * 1024 * 1024,
        clock: Callable[[], float] = time.time,
        prefix: str = PREFIX,
    ) -> None:
        if keep < 1:
            raise ValueError(f"keep must be at least 1, not {keep!r}")
        self.directory = Path(directory)
        #: The start of this kind of transcript's file names (another server's sessions use
        #: another prefix, and each kind is rotated on its own).
        self.prefix = prefix
        self.keep = keep
        self.max_bytes = max_bytes
        self._clock = clock
        self._file: TextIO | None = None
        self._path: Path | None = None
        self._stem = ""
        self._part = 1
        self._written = 0
        self._secrets: set[str] = set()
        #: Why the transcript stopped writing (``None`` while it writes, or before a failure).
        self.error: OSError | None = None
        #: While true, received lines are written without flushing each one; the reader sets it
        #: while it works through lines already buffered and calls :meth:`flush` when it waits.
        self.hold = False

    # -- files ---------------------------------------------------------------------------------
    @property
    def path(self) -> Path | None:
        """The file being written, or ``None`` before :meth:`open` / after :meth:`close`."""
        return self._path if self._file else None

    @property
    def is_open(self) -> bool:
        return self._file is not None

    def files(self) -> list[Path]:
        """Every transcript in the directory, oldest first."""
        try:
            found = [p for p in self.directory.iterdir()
                     if p.name.startswith(self.prefix) and p.name.endswith(SUFFIX) and p.is_file()]
        except OSError:
            return []
        return sorted(found, key=lambda path: _age_key(path, self.prefix))

    def open(self) -> Path:
        """Start a new transcript file (rotating old ones away) and return its path."""
        if self._file:
            return self._path  # type: ignore[return-value]
        self.error = None
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.error = exc
            raise
        now = _dt.datetime.fromtimestamp(self._clock(), _dt.timezone.utc)
        base = self.prefix + now.strftime("%Y%m%d-%H%M%S-%f")
        stem, n = base, 1
        while True:
            try:
                self._start(stem, 1)
                break
            except FileExistsError:
                n += 1
                stem = f"{base}_{n}"
            except OSError as exc:
                self.error = exc
                raise
        return self._path  # type: ignore[return-value]

    def _start(self, stem: str, part: int) -> None:
        name = stem + (f"-{part}" if part > 1 else "") + SUFFIX
        path = self.directory / name
        handle = open(path, "x", encoding="utf-8", errors="backslashreplace", newline="\n")
        self._file, self._path, self._stem, self._part, self._written = handle, path, stem, part, 0
        self._prune()

    def _prune(self) -> None:
        files = self.files()
        for old in files[: max(0, len(files) - self.keep)]:
            if old == self._path:
                continue
            try:
                old.unlink()
            except OSError:
                pass  # open elsewhere (Windows) or already gone: try again next time

    def flush(self) -> None:
        """Write out received lines held back while a burst is read (see :attr:`hold`)."""
        if self._file is not None:
            try:
                self._file.flush()
            except (OSError, ValueError) as exc:
                self._stop(exc)

    def close(self) -> None:
        """Close the file (what it still held is written out); never raises."""
        handle, self._file = self._file, None
        if handle is not None:
            try:
                handle.close()
            except (OSError, ValueError) as exc:
                self._failed(exc, handle)

    def _stop(self, exc: BaseException) -> None:
        """Stop writing after a failure: a full disk must not take the connection down."""
        handle, self._file = self._file, None
        if handle is not None:
            try:
                handle.close()  # flushes again: fails again, and the handle is closed all the same
            except (OSError, ValueError):
                pass
            self._failed(exc, handle)

    def _failed(self, exc: BaseException, handle: TextIO) -> None:
        if self.error is None:
            self.error = exc if isinstance(exc, OSError) else OSError(str(exc))
        path = Path(handle.name) if isinstance(handle.name, str) else None
        if path is not None:
            try:
                if path.stat().st_size == 0:
                    path.unlink()  # not one line reached it
            except OSError:
                pass

    # -- secrets -------------------------------------------------------------------------------
    def add_secret(self, secret: str) -> None:
        """Scrub ``secret`` from every line written from now on."""
        if secret:
            self._secrets.add(secret)

    def scrub(self, text: str) -> str:
        for secret in sorted(self._secrets, key=len, reverse=True):
            if secret in text:
                text = text.replace(secret, REDACTED)
        return text

    # -- writing -------------------------------------------------------------------------------
    def received(self, text: str) -> None:
        self._write("<", text)

    def prompt(self, text: str) -> None:
        self._write("?", text)

    def sent(self, text: str, *, secret: bool = False) -> None:
        """A line sent to the server; ``secret`` lines (a password answer) are written redacted."""
        self._write(">", REDACTED if secret else redact_login_line(text))

    def event(self, text: str) -> None:
        self._write("*", text)

    def _write(self, tag: str, text: str) -> None:
        if self._file is None:
            return
        moment = self._clock()
        second = int(moment)
        if second != getattr(self, "_stamp_second", None):  # formatting a date is slow: once a second
            now = _dt.datetime.fromtimestamp(second).astimezone()
            self._stamp_second = second
            self._stamp_parts = (now.strftime("%Y-%m-%d %H:%M:%S"), now.strftime("%z"))
        date, zone = self._stamp_parts
        stamp = f"{date}.{min(int((moment - second) * 1000), 999):03d}{zone}"
        clean = self.scrub(text).replace("\r", "").replace("\n", "\\n")
        record = f"{stamp} {tag} {clean}\n"
        try:
            self._file.write(record)
            if tag != "<" or not self.hold:
                self._file.flush()
        except (OSError, ValueError) as exc:
            self._stop(exc)
            return
        self._written += len(record.encode("utf-8", "backslashreplace"))
        if self._written >= self.max_bytes:
            stem, part = self._stem, self._part + 1
            self.close()
            if self._file is None and self.error is None:
                try:
                    self._start(stem, part)
                except OSError as exc:
                    self.error = exc


def _age_key(path: Path, prefix: str = PREFIX) -> tuple[int, str, int]:
    """Oldest first: by last write, then by name (a clock set back cannot keep old files alive)."""
    try:
        mtime = path.stat().st_mtime_ns
    except OSError:
        mtime = 0
    return (mtime, *_sort_key(path, prefix))


def _sort_key(path: Path, prefix: str = PREFIX) -> tuple[str, int]:
    """Chronological order: by the timestamp stem, then by continuation part."""
    name = path.name[len(prefix): -len(SUFFIX)]
    stem, _, part = name.rpartition("-")
    if stem and part.isdigit() and len(part) < 4:
        return stem, int(part)
    return name, 1
