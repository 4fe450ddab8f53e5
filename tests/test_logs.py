import logging
import sys
import threading

from fibsgui import logs


def test_login_passwords_are_redacted():
    assert logs.redact("login fibsgui_0.1 1008 alice hunter2") == "login fibsgui_0.1 1008 alice ********"
    assert logs.redact("say login is fun") == "say login is fun"


def test_log_file_never_holds_the_password(tmp_path):
    path = logs.setup_logging(folder=tmp_path)
    logging.getLogger("fibsgui.session").info("sent: %s", "login fibsgui_0.1 1008 alice hunter2")
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = path.read_text()
    assert "alice ********" in text and "hunter2" not in text


def test_crash_handler_writes_a_report_and_tells_the_user(tmp_path):
    shown = []
    old_hook, old_thread_hook = sys.excepthook, threading.excepthook
    try:
        logs.install_crash_handler(lambda message, path: shown.append((message, path)), folder=tmp_path)
        try:
            raise RuntimeError("board exploded")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        thread = threading.Thread(target=lambda: 1 / 0)
        thread.start()
        thread.join()
    finally:
        sys.excepthook, threading.excepthook = old_hook, old_thread_hook
    assert [m for m, _ in shown] == ["RuntimeError: board exploded", "ZeroDivisionError: division by zero"]
    report = shown[0][1].read_text()
    assert "board exploded" in report and "Traceback" in report and "fibsgui" in report


def test_the_log_file_rotates_keeping_five_old_ones(tmp_path):
    handler = logs.RotatingFile(tmp_path / "fibsgui.log", max_bytes=1000, backups=5)
    handler.setFormatter(logging.Formatter("%(message)s"))
    log = logging.getLogger("fibsgui.test_rotation")
    log.propagate = False
    log.addHandler(handler)
    try:
        for n in range(200):  # 200 lines of 50 bytes: 10,000 bytes, ten files' worth
            log.warning("%s", f"line {n:03d} ".ljust(49, "x"))
    finally:
        log.removeHandler(handler)
        handler.close()
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["fibsgui.log", *(f"fibsgui.log.{n}" for n in range(1, 6))]
    sizes = [(tmp_path / name).stat().st_size for name in names]
    assert all(size <= 1000 for size in sizes)
    assert sizes[1:] == [1000] * 5  # full files of 20 whole lines
    newest = (tmp_path / "fibsgui.log").read_text().splitlines()
    assert newest[-1].startswith("line 199 ")
    assert (tmp_path / "fibsgui.log.1").read_text().splitlines()[-1].startswith(f"line {199 - len(newest):03d} ")
    oldest = (tmp_path / "fibsgui.log.5").read_text().splitlines()
    assert oldest[0].startswith(f"line {200 - len(newest) - 100:03d} ")  # older lines are gone


# -- failing disks: no empty reports, no storm of dialogs, nothing on stderr ---------------------------
import errno  # noqa: E402
import os  # noqa: E402
from contextlib import contextmanager  # noqa: E402

import pytest  # noqa: E402

from tests.diskkit import full_disk  # noqa: E402


@contextmanager
def crash_handler(show, folder):
    old_hook, old_thread_hook = sys.excepthook, threading.excepthook
    try:
        yield logs.install_crash_handler(show, folder=folder)
    finally:
        sys.excepthook, threading.excepthook = old_hook, old_thread_hook


def raise_in_a_handler(n: int) -> None:
    try:
        raise OSError(errno.ENOSPC, f"No space left on device (line {n})")
    except OSError:
        sys.excepthook(*sys.exc_info())


def test_a_storm_of_the_same_error_makes_one_report_and_one_message(tmp_path):
    shown = []
    with crash_handler(lambda message, path: shown.append((message, path)), tmp_path) as handler:
        for n in range(132):
            raise_in_a_handler(n)
        try:
            raise ValueError("another error")
        except ValueError:
            sys.excepthook(*sys.exc_info())
    assert [m for m, _ in shown] == ["OSError: [Errno 28] No space left on device (line 0)",
                                     "ValueError: another error"]
    reports = sorted(tmp_path.glob("crash-*.txt"))
    assert len(reports) == 2 and all(p.stat().st_size > 0 for p in reports)
    assert sum(handler.seen.values()) == 133


def test_no_second_message_while_one_is_shown(tmp_path):
    shown = []

    def show(message, path):  # a modal box: more errors happen in its event loop
        shown.append(message)
        try:
            raise KeyError("while the box is open")
        except KeyError:
            sys.excepthook(*sys.exc_info())

    with crash_handler(show, tmp_path):
        raise_in_a_handler(0)
    assert shown == ["OSError: [Errno 28] No space left on device (line 0)"]
    assert len(list(tmp_path.glob("crash-*.txt"))) == 2  # both written down


def test_crash_reports_on_a_full_disk_leave_no_empty_files_and_are_not_retried(tmp_path, monkeypatch):
    with full_disk(tmp_path / "disk") as disk:
        shown = []
        calls = []
        real = logs.write_crash_report
        monkeypatch.setattr(logs, "write_crash_report", lambda *a, **k: (calls.append(1), real(*a, **k))[1])
        with crash_handler(lambda message, path: shown.append((message, path)), disk) as handler:
            for n in range(132):
                try:
                    raise RuntimeError(f"error {n}")  # different messages ...
                except RuntimeError:
                    sys.excepthook(*sys.exc_info())
                try:
                    {}[n]  # ... and a second place
                except KeyError:
                    sys.excepthook(*sys.exc_info())
        assert list(disk.glob("crash-*")) == []
        assert handler.report_error.errno == errno.ENOSPC
        assert len(calls) == 1  # the second error's report is not tried again at once
        assert shown == [("RuntimeError: error 0", None), ("KeyError: 0", None)]


def test_a_report_cut_short_is_removed(tmp_path, monkeypatch):
    real_write = os.write

    def half(fd, data):
        if len(data) > 10:
            return real_write(fd, bytes(data[:10]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(logs.os, "write", half)
    with pytest.raises(OSError):
        try:
            raise RuntimeError("x")
        except RuntimeError:
            logs.write_crash_report(*sys.exc_info(), folder=tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_a_log_that_cannot_be_written_says_nothing_on_stderr(tmp_path, capfd):
    (tmp_path / "log").write_text("a file where the log folder should be")
    handler = logs.RotatingFile(tmp_path / "log" / "fibsgui.log", max_bytes=1000, backups=2)
    log = logging.getLogger("fibsgui.test_failing_log")
    log.propagate = False
    log.addHandler(handler)
    try:
        for n in range(50):
            log.warning("line %d", n)
    finally:
        log.removeHandler(handler)
        handler.close()
    assert isinstance(handler.error, NotADirectoryError)
    assert capfd.readouterr().err == ""


def test_a_log_on_a_full_disk_for_real(tmp_path, capfd):
    with full_disk(tmp_path / "disk") as disk:
        handler = logs.RotatingFile(disk / "fibsgui.log", max_bytes=100_000, backups=2)
        handler.setFormatter(logging.Formatter("%(message)s"))
        log = logging.getLogger("fibsgui.test_full_log")
        log.propagate = False
        log.addHandler(handler)
        try:
            for n in range(200):
                log.warning("line %d of a log on a full disk", n)
        finally:
            log.removeHandler(handler)
            handler.close()
        assert handler.error.errno == errno.ENOSPC
        assert capfd.readouterr().err == ""
