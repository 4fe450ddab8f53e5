"""One running copy per user data folder (fibsgui.instance): a second start on the same folder
brings the first copy's window forward and ends; a copy killed outright blocks no later start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from tests.ui.test_app_start import ROOT, run_app

#: A start of the app that says on stdout when its window is painted and when another start
#: brought it forward (then it closes), or goes on until killed.
FIRST = """
    import json, sys
    from PySide6.QtCore import QTimer
    from fibsgui import app

    waiting = app.after_first_paint
    bring = getattr(app, "bring_forward", None)  # (none before there was one copy per folder)

    def probed(window, action):
        def done():
            action()
            # (QtNetwork is not in the bundles: the copies talk through plain sockets)
            print(json.dumps({"painted": window.isVisible(), "QtNetwork": "PySide6.QtNetwork" in sys.modules}),
                  flush=True)
        waiting(window, done)

    def brought(window):
        window.showMinimized()  # as a window the player put away: it comes back
        bring(window)
        print(json.dumps({"brought forward": window.isVisible(), "minimized": window.isMinimized()}),
              flush=True)
        if CLOSE:
            QTimer.singleShot(0, window.close)

    app.after_first_paint = probed
    app.bring_forward = brought
    sys.exit(app.main([]))
"""


def start(home: Path, close_when_brought: bool = True) -> subprocess.Popen:
    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.toml").write_text('[general]\nfirst_run_done = true\nlanguage = "en"\n')
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIBSGUI_HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")])))
    code = f"CLOSE = {close_when_brought}\n" + textwrap.dedent(FIRST)
    return subprocess.Popen([sys.executable, "-u", "-c", code], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def painted(proc: subprocess.Popen) -> None:
    line = proc.stdout.readline()
    assert json.loads(line) == {"painted": True, "QtNetwork": False}, (line, proc.poll())


def painted_windows(home: Path) -> int:
    log = home / "log" / "fibsgui.log"
    return sum(line.endswith("main window painted") for line in log.read_text(encoding="utf-8").splitlines())


SECOND = """
    import sys
    from fibsgui import app
    sys.exit(app.main([]))
"""


def test_a_second_start_on_the_same_data_folder_brings_the_first_forward_and_ends(tmp_path):
    first = start(tmp_path)
    try:
        painted(first)
        began = time.monotonic()
        second = run_app(SECOND, tmp_path)
        took = time.monotonic() - began
        assert second.returncode == 0, second.stderr
        assert (f"fibsgui is already running with the data folder {tmp_path / 'data'}: "
                "its window was brought forward.") in second.stderr.splitlines()
        assert "Traceback" not in second.stderr
        assert json.loads(first.stdout.readline()) == {"brought forward": True, "minimized": False}
        assert first.wait(20) == 0  # the first closes by itself in this test
        assert painted_windows(tmp_path) == 1  # the second made no window, read no practice match
        assert took < 15
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(10)


def test_a_copy_killed_outright_does_not_block_the_next_start(tmp_path):
    killed = start(tmp_path, close_when_brought=False)
    try:
        painted(killed)
    finally:
        killed.send_signal(signal.SIGKILL) if hasattr(signal, "SIGKILL") else killed.kill()
        killed.wait(10)
    assert (tmp_path / "data" / "fibsgui.lock").exists()  # left behind, and its socket too
    again = start(tmp_path)
    try:
        painted(again)  # a normal start
        second = run_app(SECOND, tmp_path)  # and the one after it finds the new copy
        assert second.returncode == 0, second.stderr
        assert json.loads(again.stdout.readline()) == {"brought forward": True, "minimized": False}
        assert again.wait(20) == 0
    finally:
        if again.poll() is None:
            again.kill()
            again.wait(10)
    assert painted_windows(tmp_path) == 2


def test_a_first_copy_that_does_not_answer_is_said_in_words(tmp_path):
    """A copy that holds the folder and does not listen (hung, or an older fibsgui): the second
    start says why it ends, without a window of its own."""
    (tmp_path / "data").mkdir(parents=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import time
            from pathlib import Path
            from fibsgui import instance
            print(instance.claim(Path({str(tmp_path / 'data')!r})).first, flush=True)
            time.sleep(60)
        """)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True"
        second = run_app("""
            import sys
            from fibsgui import app, instance
            instance.WAIT_S = 1.0
            sys.exit(app.main([]))
        """, tmp_path)
    finally:
        holder.kill()
        holder.wait(10)
    assert second.returncode == 1, second.stderr
    said = [line for line in second.stderr.splitlines() if line.startswith("fibsgui is already running")]
    assert len(said) == 1
    assert f"data folder {tmp_path / 'data'} (process {holder.pid})" in said[0]
    assert "Only one copy of fibsgui can use a data folder at a time" in said[0]
    assert "Traceback" not in second.stderr
    assert not (tmp_path / "log" / "fibsgui.log").exists() or painted_windows(tmp_path) == 0
