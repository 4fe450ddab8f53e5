"""The login dialog while connecting: it says how far the attempt has come, Cancel really stops it
(the socket is closed, no login follows), and a server that accepts the connection but never
speaks is described as that."""

from __future__ import annotations

import asyncio
import os

from PySide6.QtCore import Qt

from fibsgui.config import Settings
from fibsgui.models.online import OnlineClient
from fibsgui.session import FibsSession, Stage, Status
from fibsgui.ui.mainwindow import MainWindow
from tests.fakefibs import FakeFibs, SilentServer
from tests.ui.onlinekit import make_window, run, until
from tests.ui.test_offline_state import SHOTS


def window_with(qtbot, tmp_path, **session_options) -> MainWindow:
    """A main window whose sessions take ``session_options`` (short timeouts)."""
    def factory(host, port):
        return FibsSession(host, port, transcript_dir=tmp_path / "log", **session_options)

    settings = Settings(tmp_path / "settings.toml")
    settings["sound.enabled"] = False
    window = MainWindow(settings=settings, start_practice=False, client=OnlineClient(session_factory=factory),
                        window_state_file=str(tmp_path / "window.ini"))
    qtbot.addWidget(window)
    window.show()
    return window


def fill(dialog, server, name="alice", password="alice_pw") -> None:
    dialog.server.setCurrentText(f"{server.host}:{server.port}")
    dialog.name.setText(name)
    dialog.password.setText(password)
    dialog.remember.setChecked(False)


def test_waiting_for_a_silent_server_shows_progress_and_cancel_stops_it(qtbot, qloop, tmp_path):
    async def scenario():
        async with SilentServer() as server:
            window = make_window(qtbot, tmp_path, "alice")
            dialog = window.show_login()
            fill(dialog, server)
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
            where = f"{server.host}:{server.port}"
            await until(lambda: window.client.connection.stage is Stage.WAITING_PROMPT, what="connected")
            assert dialog.progress.isVisible()
            assert dialog.progress.text() == f"Connected to {where}: waiting for the login prompt…"
            assert window.connection_label.text() == f"Connected to {where}: waiting for the login prompt…"
            # the form is locked, Cancel is there to stop the attempt
            assert dialog.busy and not dialog.ok_button.isEnabled() and not dialog.password.isEnabled()
            assert dialog.cancel_button.isEnabled() and dialog.cancel_button.isVisible()
            os.makedirs(SHOTS, exist_ok=True)
            dialog.grab().save(f"{SHOTS}/login-connecting-silent.png")

            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
            await server.wait_until(lambda: server.closed == 1, timeout=3)  # the socket was closed
            await until(lambda: window.client.connection.status == Status.OFFLINE, what="offline")
            assert bytes(server.received[0]) == b""  # no login line went out
            # the dialog stays for another try, says it was cancelled, and reports no error
            assert dialog.isVisible() and not dialog.busy and dialog.ok_button.isEnabled()
            assert dialog.password.isEnabled() and not dialog.error.isVisible()
            assert dialog.progress.text() == "Cancelled: not connected."
            assert window.connection_label.text() == "Offline" and not window.notices.notices
            await asyncio.sleep(0.3)
            assert server.connections == 1 and window.client.connection.status == Status.OFFLINE

    run(qloop, scenario())


def test_a_silent_server_is_described_as_silent_not_as_unreachable(qtbot, qloop, tmp_path):
    async def scenario():
        async with SilentServer() as silent, SilentServer(b"\x00\x13garbage") as garbage:
            window = window_with(qtbot, tmp_path, login_timeout=0.5)
            dialog = window.show_login()
            fill(dialog, silent)
            dialog.submit()
            await until(lambda: dialog.error.isVisible(), what="the error")
            text = dialog.error.text()
            assert f"{silent.host}:{silent.port} accepted the connection but did not answer" in text
            assert "Cannot connect" not in text and "refused" not in text
            assert window.connection_label.text().startswith("Offline: ")
            assert "accepted the connection but did not answer" in window.connection_label.text()
            assert not dialog.busy and dialog.ok_button.isEnabled()

            fill(dialog, garbage)
            dialog.submit()
            await until(lambda: "did not answer like a FIBS server" in dialog.error.text(), what="garbage")
            assert "sent 9 bytes" in window.connection_label.toolTip()

    run(qloop, scenario())


def test_nothing_listening_is_told_apart_from_a_silent_server(qtbot, qloop, tmp_path, unused_tcp_port):
    async def scenario():
        window = window_with(qtbot, tmp_path)
        dialog = window.show_login()
        dialog.server.setCurrentText(f"127.0.0.1:{unused_tcp_port}")
        dialog.name.setText("alice")
        dialog.password.setText("alice_pw")
        dialog.submit()
        await until(lambda: dialog.error.isVisible(), what="the error")
        assert dialog.error.text() == (f"127.0.0.1 refused the connection on port {unused_tcp_port}: no server "
                                       "is running there now. Try again later, or check the server address.")

    run(qloop, scenario())


def test_no_late_login_after_cancel(qtbot, qloop, tmp_path):
    async def scenario():
        server = await FakeFibs(seed=2).start()
        server.add_account("alice", "alice_pw")
        server.greeting_delay = 0.4  # the prompt comes, but only after the user cancelled
        try:
            window = make_window(qtbot, tmp_path, "alice")
            logins = []
            window.client.logged_in.connect(logins.append)
            dialog = window.show_login()
            fill(dialog, server)
            dialog.submit()
            await until(lambda: window.client.connection.stage is Stage.WAITING_PROMPT, what="connected")
            dialog.cancel_button.click()
            await asyncio.sleep(1.0)  # well past the prompt the server would have sent
            assert logins == [] and window.client.connection.status == Status.OFFLINE
            assert server.online() == [] and server.connections[0].received == []
            assert server.connections[0].mode == "closed"
            assert window.connection_label.text() == "Offline" and window.login_action.isEnabled()
            # the same server logs the user in when nobody cancels
            dialog.submit()
            await until(lambda: logins, timeout=5, what="the login")
            assert server.online() == ["alice"] and not dialog.isVisible()
        finally:
            await server.close()

    run(qloop, scenario())
