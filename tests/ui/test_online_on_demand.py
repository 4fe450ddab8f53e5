"""The online part of the main window is made on first use: a start that only practises imports
no session, protocol, asyncio or keyring, the docks hold a line of text each, and the first login
of the real application makes the asyncio loop inside Qt's event loop."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

ONLINE_MODULES = ("asyncio", "qasync", "ssl", "keyring", "fibsgui.clip", "fibsgui.session",
                  "fibsgui.models.online", "fibsgui.ui.online", "fibsgui.ui.login", "fibsgui.ui.chat",
                  "fibsgui.ui.players", "fibsgui.credentials")


def run_python(code: str, home: Path, timeout: float = 90) -> list[str]:
    """Run ``code`` in a fresh interpreter (offscreen Qt, its own FIBSGUI_HOME); its output lines."""
    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.toml").write_text('[general]\nfirst_run_done = true\nlanguage = "en"\n')
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIBSGUI_HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")])))
    proc = subprocess.run([sys.executable, "-u", "-c", textwrap.dedent(code)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout.splitlines()


def test_a_window_that_only_practises_leaves_the_online_part_unmade(tmp_path):
    lines = run_python(f"""
        import sys
        from PySide6.QtWidgets import QApplication, QLabel
        app = QApplication([])
        from fibsgui.ui.mainwindow import MainWindow
        w = MainWindow(window_state_file={str(tmp_path / "window.ini")!r})
        w.show()
        app.processEvents()
        print("loaded", *[m for m in {ONLINE_MODULES!r} if m in sys.modules])
        docks = (w.players_dock, w.chat_dock, w.games_dock, w.console_dock)
        print("docks", *[type(d.widget()).__name__ for d in docks])
        print("placeholder", w.players_dock.widget().text())
        print("status", w.connection_label.text(), w.login_action.isEnabled(), w.logout_action.isEnabled())
        print("screens", w.stack.count())
        w.online_screen_action.trigger()  # the online board, asked for: the whole online part comes
        app.processEvents()
        print("screens", w.stack.count(), w.stack.currentWidget() is w.online)
        print("docks", *[type(d.widget()).__name__ for d in docks])
        print("panels", w.players_dock.widget() is w.players, w.chat_dock.widget() is w.chat,
              w.games_dock.widget() is w.games, w.console_dock.widget() is w.console)
        print("status", w.connection_label.text(), w.login_action.isEnabled(), w.logout_action.isEnabled())
        print("loop", "qasync" in sys.modules)
    """, tmp_path)
    assert lines == [
        "loaded",
        "docks QLabel QLabel QLabel QLabel",
        "placeholder Log in to FIBS to see who is online.",
        "status Offline True False",
        "screens 1",
        "screens 2 True",
        "docks PlayerPanel ChatPanel GamesPanel ServerConsole",
        "panels True True True True",
        "status Offline True False",
        "loop False",  # the asyncio loop waits for the first login
    ]


def test_the_app_makes_its_asyncio_loop_at_the_first_login(tmp_path):
    # The fake server runs in a thread of its own, so that nothing but the login makes the
    # application's asyncio loop.
    lines = run_python("""
        import asyncio, sys, threading, time
        from PySide6.QtCore import QTimer
        from fibsgui import app, asyncloop
        from fibsgui.ui import mainwindow

        windows = []

        class Window(mainwindow.MainWindow):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, **kwargs)
                windows.append(self)
                QTimer.singleShot(100, log_in)

        mainwindow.MainWindow = Window
        served = {}
        ready = threading.Event()

        def serve():
            from tests.fakefibs import FakeFibs

            async def main():
                server = FakeFibs(seed=3)
                await server.start()
                server.add_account("alice", "alice_pw")
                served.update(server=server, loop=asyncio.get_running_loop(), stop=asyncio.Event())
                ready.set()
                await served["stop"].wait()
                await server.close()

            asyncio.run(main())

        def log_in():
            print("before", "qasync" in sys.modules)
            threading.Thread(target=serve, daemon=True).start()
            ready.wait(20)
            server = served["server"]
            windows[0].client.log_in(server.host, server.port, "alice", "alice_pw")
            deadline = time.monotonic() + 30
            QTimer.singleShot(10, lambda: wait_for_login(deadline))

        def wait_for_login(deadline):
            window = windows[0]
            if window.client.connection.status.name != "LOGGED_IN" or not window.client.state.me:
                if time.monotonic() < deadline:
                    QTimer.singleShot(10, lambda: wait_for_login(deadline))
                else:
                    print("no login")
                    window.close()
                return
            print("label", window.connection_label.text().split(" at ")[0])
            loop = asyncio.get_event_loop()
            print("loop", type(loop).__name__, loop.is_running())
            window.client.log_out()
            QTimer.singleShot(300, finish)

        def finish():
            served["loop"].call_soon_threadsafe(served["stop"].set)
            windows[0].close()

        code = app.main([])
        print("exit", code)
    """, tmp_path)
    assert lines == ["before False", "label Logged in as alice", "loop QSelectorEventLoop True", "exit 0"]
