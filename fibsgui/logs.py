"""The application log (rotating, in the log directory) and crash reports."""

from __future__ import annotations

import datetime as _dt
import logging
import logging.handlers
import platform
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


def setup_logging(level: int = logging.INFO, folder: Path | None = None) -> Path:
    """Log to ``fibsgui.log`` in the log directory (1 MB, 5 old files kept)."""
    folder = folder or paths.log_dir()
    path = folder / "fibsgui.log"
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=5, encoding="utf-8")
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
