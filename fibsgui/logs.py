"""The application log (rotating, in the log directory) and crash reports.

Neither ever raises for a disk that fails, nor prints to stderr: a log file that cannot be written
stops for a while (:attr:`RotatingFile.error` says why), a crash report is written whole or not at
all, and a storm of the same error makes one report and asks to show one message.
"""

from __future__ import annotations

import datetime as _dt
import logging
import os
import re
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

import fibsgui
from fibsgui import paths

# "login <client> 1008 <name> <password>": the fifth word is a password wherever it appears
_LOGIN = re.compile(r"(\blogin\s+\S+\s+\d+\s+\S+\s+)\S+")


def redact(text: str) -> str:
    return _LOGIN.sub(r"\1********", text)


class RedactingFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        return True


class RotatingFile(logging.FileHandler):
    """A log file that grows to about ``max_bytes``, then becomes ``<name>.1`` (the one before
    becomes ``.2``, and so on; ``backups`` of them are kept) and a new file begins.

    What logging.handlers.RotatingFileHandler does, without importing logging.handlers at start
    (it brings sockets, pickle and queues: 2 MB and 10 ms of the start-up)."""

    #: After a failure to write, the file is left alone for this many seconds.
    RETRY_AFTER = 60.0

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, mode="a", encoding="utf-8", delay=True)
        self.max_bytes = max_bytes
        self.backups = backups
        #: Why the last write failed (``None`` once one succeeds again).
        self.error: OSError | None = None
        self._resume_at = 0.0

    def emit(self, record: logging.LogRecord) -> None:
        if self.error is not None and time.monotonic() < self._resume_at:
            return  # a failing disk: not tried again for every record
        try:
            if self._full(record):
                self._rotate()
            super().emit(record)  # a failure to write comes back through handleError
        except Exception:  # opening the file
            self.handleError(record)
            return
        if self.error is not None and self.stream is not None:
            self.error = None

    def handleError(self, record: logging.LogRecord) -> None:
        """A record that could not be written: remembered, the file closed for a while; no
        traceback on stderr (logging's default), which nobody reads and which fails too."""
        exc = sys.exc_info()[1]
        self.error = exc if isinstance(exc, OSError) else OSError(str(exc))
        self._resume_at = time.monotonic() + self.RETRY_AFTER
        stream, self.stream = self.stream, None  # type: ignore[assignment]
        if stream is not None:
            try:
                stream.close()
            except (OSError, ValueError):
                pass

    def _full(self, record: logging.LogRecord) -> bool:
        if self.max_bytes <= 0:
            return False
        if self.stream is None:
            try:
                size = os.path.getsize(self.baseFilename)
            except OSError:
                return False
        else:
            size = self.stream.tell()
        return size > 0 and size + len(self.format(record)) + 1 > self.max_bytes

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None  # type: ignore[assignment]
        base = self.baseFilename
        for n in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{n}"):
                os.replace(f"{base}.{n}", f"{base}.{n + 1}")
        if self.backups > 0:
            os.replace(base, f"{base}.1")
        else:
            os.remove(base)


def flush_output() -> None:
    """Write out what Python holds for its standard output and error, where they are (a windowed
    app on Windows has neither; a closed one is passed over)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass


def setup_logging(level: int = logging.INFO, folder: Path | None = None) -> Path:
    """Log to ``fibsgui.log`` in the log directory (1 MB, 5 old files kept)."""
    folder = folder or paths.log_dir()
    path = folder / "fibsgui.log"
    handler = RotatingFile(path, max_bytes=1_000_000, backups=5)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(RedactingFilter())
    root = logging.getLogger()
    root.setLevel(level)
    for old in [h for h in root.handlers if getattr(h, "_fibsgui", False)]:
        root.removeHandler(old)
        old.close()
    handler._fibsgui = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    return path


def write_crash_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
                       folder: Path | None = None, repeats: int = 0) -> Path:
    """Write a report of the exception; raises OSError when it cannot be written whole (and then
    leaves no file behind)."""
    folder = folder or paths.log_dir()
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    path = folder / f"crash-{stamp}.txt"
    import platform

    text = "".join(traceback.format_exception(exc_type, exc, tb))
    report = (
        f"fibsgui {fibsgui.__version__} crash report\n"
        f"time: {_dt.datetime.now().isoformat(timespec='seconds')}\n"
        f"python: {sys.version.split()[0]} on {platform.platform()}\n"
        + (f"the same error happened {repeats} more times before this report\n" if repeats else "")
        + f"\n{redact(text)}"
    )
    data = report.encode("utf-8", "backslashreplace")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        try:
            os.unlink(path)  # never an empty or cut report
        except OSError:
            pass
        raise
    try:
        os.close(fd)
    except OSError:
        try:
            os.unlink(path)
        except OSError:
            pass
        raise
    return path


def _origin(exc_type: type[BaseException], tb: TracebackType | None) -> tuple[str, str, int]:
    """Which error, raised where: the same one again and again is one error."""
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    if tb is None:
        return exc_type.__qualname__, "", 0
    return exc_type.__qualname__, tb.tb_frame.f_code.co_filename, tb.tb_lineno


class CrashHandler:
    """What :func:`install_crash_handler` installs.

    Each error (its type and the line that raised it) gets one crash report and one call of
    ``show``; the same error again is only logged and counted. While ``show`` runs (a modal
    message box runs its own event loop, where more errors may happen) no other is shown. A report
    that cannot be written is not tried again for ``RETRY_AFTER`` seconds; ``show`` then gets
    ``None`` for its path and :attr:`report_error` says why."""

    RETRY_AFTER = 60.0

    def __init__(self, show: Callable[[str, Path | None], None] | None, folder: Path | None) -> None:
        self.show = show
        self.folder = folder
        self.seen: dict[tuple[str, str, int], int] = {}
        self.report_error: OSError | None = None
        self._retry_at = 0.0
        self._showing = False
        self._lock = threading.RLock()

    def __call__(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        origin = _origin(exc_type, tb)
        with self._lock:
            count = self.seen.get(origin, 0)
            self.seen[origin] = count + 1
        log = logging.getLogger("fibsgui")
        if count:
            log.error("unexpected error again (%d times): %s: %s", count + 1, exc_type.__name__, exc)
            return
        log.error("unexpected error", exc_info=(exc_type, exc, tb))
        path: Path | None = None
        if self.report_error is None or time.monotonic() >= self._retry_at:
            try:
                path = write_crash_report(exc_type, exc, tb, self.folder)
                self.report_error = None
            except OSError as error:
                self.report_error = error
                self._retry_at = time.monotonic() + self.RETRY_AFTER
                log.error("the crash report could not be written: %s", error)
        if self.show is None or self._showing:
            return
        self._showing = True
        try:
            self.show(f"{exc_type.__name__}: {exc}", path)
        except Exception:
            log.exception("the unexpected error could not be shown")
        finally:
            self._showing = False


def install_crash_handler(show: Callable[[str, Path | None], None] | None = None,
                          folder: Path | None = None) -> CrashHandler:
    """Write every unexpected exception to a crash report and tell the user (``show``), instead of
    a silent exit. The app goes on after an exception in an event handler."""

    hook = CrashHandler(show, folder)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is not None and args.exc_value is not None:
            hook(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = hook
    threading.excepthook = thread_hook
    return hook
