"""The application log (rotating, in the log directory) and crash reports."""

from __future__ import annotations

import datetime as _dt
import logging
import os
import re
import sys
import threading
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

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, mode="a", encoding="utf-8", delay=True)
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate()
        except Exception:
            self.handleError(record)
            return
        super().emit(record)

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
                       folder: Path | None = None) -> Path:
    folder = folder or paths.log_dir()
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    path = folder / f"crash-{stamp}.txt"
    import platform

    text = "".join(traceback.format_exception(exc_type, exc, tb))
    report = (
        f"fibsgui {fibsgui.__version__} crash report\n"
        f"time: {_dt.datetime.now().isoformat(timespec='seconds')}\n"
        f"python: {sys.version.split()[0]} on {platform.platform()}\n\n{redact(text)}"
    )
    path.write_text(report, encoding="utf-8")
    return path


def install_crash_handler(show: Callable[[str, Path], None] | None = None, folder: Path | None = None) -> None:
    """Write every unexpected exception to a crash report and tell the user (``show``), instead of
    a silent exit. The app goes on after an exception in an event handler."""

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        logging.getLogger("fibsgui").error("unexpected error", exc_info=(exc_type, exc, tb))
        try:
            path = write_crash_report(exc_type, exc, tb, folder)
        except OSError:
            path = Path("?")
        if show is not None:
            try:
                show(f"{exc_type.__name__}: {exc}", path)
            except Exception:
                pass

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is not None and args.exc_value is not None:
            hook(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = hook
    threading.excepthook = thread_hook
