"""Failing disks seen from the window: a full disk while chat pours in, a config folder that
cannot be written, a settings file that cannot be used, a home folder on a read-only mount.
Each says so once, in words, and loses nothing the app still holds."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import textwrap
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from fibsgui import chatlog, logs
from fibsgui.config import Settings
from fibsgui.session import Status
from fibsgui.ui.chat import SHOUT
from fibsgui.ui.mainwindow import MainWindow
from tests.diskkit import full_disk, tmpfs
from tests.fakefibs import FakeFibs
from tests.ui.onlinekit import log_in, make_window, run, until

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path("/tmp/shots")



@contextmanager
def crash_handler(folder: Path):
    """The app's crash handler, counting what it would show."""
    shown: list[tuple[str, object]] = []
    old_hook, old_thread_hook = sys.excepthook, threading.excepthook
    try:
        logs.install_crash_handler(lambda message, path: shown.append((message, path)), folder=folder)
        yield shown
    finally:
        sys.excepthook, threading.excepthook = old_hook, old_thread_hook


def dialogs_open() -> list[str]:
    return [type(w).__name__ for w in QApplication.topLevelWidgets()
            if isinstance(w, (QDialog, QMessageBox)) and w.isVisible()]


def storage_texts(window: MainWindow) -> list[str]:
    return [n.label.text() for key, n in window.notices.notices.items() if key == "storage"]


def shot(window: MainWindow, name: str) -> None:
    """Save a picture of the window (no processEvents here: inside a task of the qasync loop it
    would run other tasks' steps within this one's)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(SHOTS / name))


async def started_server() -> FakeFibs:
    server = FakeFibs(seed=3)
    await server.start()
    for name in ("alice", "bob"):
        server.add_account(name, f"{name}_pw")
    return server


async def log_out(window: MainWindow) -> None:
    window.log_out()
    await until(lambda: window.client.connection.status == Status.OFFLINE, what="logged out")


async def shouts_on_a_failing_disk(qtbot, tmp_path, crashes: Path, shown: list, count: int = 120) -> MainWindow:
    """alice logged in, ``count`` shouts arrive, one tell after them; checks what must hold."""
    server = await started_server()
    try:
        alice = make_window(qtbot, tmp_path, "alice")
        await log_in(alice, server, "alice")
        for n in range(count):
            server.push("alice", f"13 bob shout number {n:03d}")
        await until(lambda: f"shout number {count - 1:03d}" in alice.chat.views[SHOUT].toPlainText(),
                    timeout=30, what="the last shout")
        shown_lines = [line for line in alice.chat.views[SHOUT].toPlainText().split("\n") if "shout number" in line]
        numbers = [line.split("shout number ", 1)[1][:3] for line in shown_lines]
        assert numbers == [f"{n:03d}" for n in range(count)]  # every one shown
        server.push("alice", "12 bob are you still reading?")  # the session still reads
        await until(lambda: "tell-bob" in alice.chat.views, what="the tell after the shouts")
        assert alice.client.connection.status == Status.LOGGED_IN
        assert alice.connection_label.text().startswith("Logged in as alice")
        assert shown == [] and list(crashes.glob("crash-*")) == []
        assert dialogs_open() == []
        texts = storage_texts(alice)
        # exactly one message: the chat's in one paragraph (and the login's rating, on a full disk)
        paragraphs = [p for p in texts[0].split("\n") if not p.startswith("Your rating history cannot be saved")]
        assert len(texts) == 1 and len(paragraphs) == 1
        assert not alice.chat.history.saving
        assert len(alice.chat.history.load(SHOUT)) == count  # kept in memory
        return alice
    finally:
        await server.close()


def test_a_full_disk_while_shouts_pour_in(qtbot, qloop, tmp_path, monkeypatch):
    with full_disk(tmp_path / "disk") as disk:
        monkeypatch.setenv("FIBSGUI_HOME", str(disk))
        with crash_handler(disk / "log") as shown:
            async def scenario():
                alice = await shouts_on_a_failing_disk(qtbot, tmp_path, disk / "log", shown)
                lines = storage_texts(alice)[0].split("\n")
                history = disk / "data" / "accounts"
                # the rating at the login, and the chat: each said once
                assert [line.split(" cannot")[0] for line in lines] == ["Your rating history", "Chat history"]
                assert lines[0].startswith(f"Your rating history cannot be saved in {disk / 'data' / 'ratings'}")
                text = lines[1]
                assert text.startswith(f"Chat history cannot be saved in {history}") and \
                    "(No space left on device)" in text
                assert alice.client.session._transcript.error.errno == errno.ENOSPC
                shot(alice, "full-disk.png")
                await log_out(alice)

            run(qloop, scenario(), timeout=120)


def test_chat_history_writes_failing_with_enospc(qtbot, qloop, tmp_path, monkeypatch):
    """The same with the history's writes made to fail (for machines where no tmpfs can be mounted)."""
    real_open = open

    def failing_open(file, mode="r", *args, **kwargs):
        if "a" in mode:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(chatlog, "open", failing_open, raising=False)
    monkeypatch.setenv("FIBSGUI_HOME", str(tmp_path / "home"))  # no history of other tests
    crashes = tmp_path / "crashes"
    crashes.mkdir()
    with crash_handler(crashes) as shown:
        async def scenario():
            alice = await shouts_on_a_failing_disk(qtbot, tmp_path, crashes, shown, count=150)
            assert "No space left on device" in storage_texts(alice)[0]
            await log_out(alice)

        run(qloop, scenario(), timeout=120)


@pytest.mark.parametrize("how", ["a file where the folders should be", "a read-only mount"])
def test_a_config_folder_that_cannot_be_written_still_logs_in(qtbot, qloop, tmp_path, monkeypatch, how):
    if how == "a read-only mount":
        home = tmp_path / "ro"
        mount = tmpfs(home, read_only=True)
    else:
        home = tmp_path / "home"
        home.write_text("not a folder")
        mount = None
    monkeypatch.setenv("FIBSGUI_HOME", str(home))
    crashes = tmp_path / "crashes"
    crashes.mkdir()

    async def scenario():
        server = await started_server()
        try:
            settings = Settings(home / "config" / "settings.toml")
            window = MainWindow(settings=settings, start_practice=False,
                                window_state_file=str(tmp_path / "window.ini"))
            qtbot.addWidget(window)
            window.show()
            await log_in(window, server, "alice")  # the dialog closes: the login's save did not raise
            assert not window._login_dialog.isVisible() and dialogs_open() == []
            assert settings["account.name"] == "alice" and settings.save_error is not None
            server.push("alice", "13 bob hello from bob")
            server.push("alice", "13 bob and again")
            await until(lambda: "and again" in window.chat.views[SHOUT].toPlainText(), what="the shouts")
            assert [l.text for l in window.chat.history.load(SHOUT)] == ["hello from bob", "and again"]
            [text] = storage_texts(window)
            lines = text.split("\n")
            assert lines[0].startswith(f"Settings cannot be saved in {home / 'config'} (")
            assert lines[1].startswith(f"Your rating history cannot be saved in {home / 'data' / 'ratings'}")
            assert lines[2].startswith(f"Chat history cannot be saved in {home / 'data' / 'accounts'}")
            assert len(lines) == 3
            await log_out(window)
        finally:
            await server.close()

    with crash_handler(crashes) as shown:
        if mount is not None:
            with mount:
                run(qloop, scenario(), timeout=60)
        else:
            run(qloop, scenario(), timeout=60)
    assert shown == [] and list(crashes.iterdir()) == []


def test_a_settings_file_that_cannot_be_used_is_said_once_with_its_path(qtbot, tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("[board\ntheme = 'contrast'\n")
    broken = Settings(path)
    window = MainWindow(settings=broken, window_state_file=str(tmp_path / "window.ini"))
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    [text] = storage_texts(window)
    kept = broken.issues[0].kept_as
    assert text.startswith(f"The settings file {path} is damaged (")
    assert text.endswith(f"fibsgui starts with its default settings; your file is kept as {kept}.")
    assert kept.read_text() == "[board\ntheme = 'contrast'\n"
    window._settings_file_problems()  # asked again: not said again
    assert len(storage_texts(window)) == 1 and storage_texts(window)[0] == text
    shot(window, "settings-problem.png")

    path.write_text('[board]\ntheme = 7\nhome = "left"\n[sound]\nenabled = "loud"\n')
    typed = Settings(path)
    second = MainWindow(settings=typed, window_state_file=str(tmp_path / "window2.ini"))
    qtbot.addWidget(second)
    [text] = storage_texts(second)
    assert text == (f"Some settings in {path} have values fibsgui cannot use, so their defaults apply "
                    "(the values stay in the file): board.theme = 7, sound.enabled = 'loud'.")
    second.resize(1100, 720)
    second.show()
    shot(second, "settings-values.png")


def run_app(home: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    code = textwrap.dedent("""
        import json, sys
        from fibsgui import app

        def probed(window, action):
            def done():
                action()
                texts = [n.label.text() for n in window.notices.notices.values()]
                print(json.dumps({"title": window.windowTitle(), "visible": window.isVisible(),
                                  "notices": texts}))
                window.grab().save(sys.argv[1])
                window.close()
            waiting(window, done)

        waiting = app.after_first_paint
        app.after_first_paint = probed
        sys.exit(app.main(["--quit-after", "20000"]))
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIBSGUI_HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")])))
    return subprocess.run([sys.executable, "-c", code, str(tmp_path / "start.png")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=90)


@pytest.mark.parametrize("how", ["a file where the folder should be", "a read-only mount"])
def test_the_app_starts_when_its_folders_cannot_be_made(tmp_path, how):
    if how == "a read-only mount":
        with tmpfs(tmp_path / "ro", read_only=True) as mount:
            home = mount / "fibsgui"
            proc = run_app(home, tmp_path)
        reason = "Read-only file system"
    else:
        (tmp_path / "blocked").write_text("a file")
        home = tmp_path / "blocked" / "fibsgui"
        proc = run_app(home, tmp_path)
        reason = "Not a directory"
    assert proc.returncode == 0, proc.stderr
    # no traceback, no logging error: only the offscreen platform's notes
    assert [line for line in proc.stderr.splitlines() if not line.startswith("This plugin does not support")] == []
    report = json.loads(proc.stdout.splitlines()[-1])
    assert report["visible"] is True and "fibsgui" in report["title"]
    [text] = report["notices"]
    assert text.split("\n") == [
        f"Settings cannot be saved in {home / 'config'} ({reason}). Changes apply until fibsgui closes.",
        f"Chat history cannot be saved in {home / 'data'} ({reason}). Chat goes on; its lines are kept "
        "only while fibsgui runs.",
        f"Logs, crash reports and session transcripts cannot be written in {home / 'log'} ({reason}).",
    ]
    assert (tmp_path / "start.png").stat().st_size > 0
