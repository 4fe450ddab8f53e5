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
