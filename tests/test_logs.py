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
