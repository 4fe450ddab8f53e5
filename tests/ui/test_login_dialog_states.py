"""The login dialog's states as the player meets them: where the keyboard is when it opens,
"Connecting to …" with a Cancel that really stops a connection nobody answers, and each failure in
plain words in a dialog that grows to show them whole, the fields keeping their height, against
FIBS and bgammon.org."""

from __future__ import annotations

import asyncio
import os

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from fibsgui.config import Settings
from fibsgui.session import Stage, Status
from fibsgui.ui.login import LoginDialog
from tests.fakefibs import DeafListener, FakeFibs
from tests.ui.focuskit import app_style, pixels_changed, place  # noqa: F401 (app_style is a fixture)
from tests.ui.bgammonkit import log_in as bgammon_log_in
from tests.ui.bgammonkit import make_player, started_server
from tests.loopkit import run, until
from tests.ui.test_login_progress import fill, window_with

SHOTS = "/tmp/shots/login"
ERROR_RED = QColor("#b00020")


def field_heights(dialog: LoginDialog) -> list[int]:
    return [w.height() for w in (dialog.server_kind, dialog.server, dialog.name, dialog.password)]


def hinted_heights(dialog: LoginDialog) -> list[int]:
    return [w.sizeHint().height() for w in (dialog.server_kind, dialog.server, dialog.name, dialog.password)]


def red_rows(dialog: LoginDialog) -> int:
    """How many pixel rows of the error label's picture hold the error's red."""
    image = dialog.error.grab().toImage()
    rows = 0
    for y in range(image.height()):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if abs(c.red() - ERROR_RED.red()) < 40 and c.green() < 90 and c.blue() < 90:
                rows += 1
                break
    return rows


def assert_whole_and_unsquashed(dialog: LoginDialog) -> None:
    """The error's every line is shown and no field gave up height for it."""
    assert field_heights(dialog) == hinted_heights(dialog)
    error = dialog.error
    assert error.isVisible() and error.height() >= error.heightForWidth(error.width())
    assert dialog.height() >= dialog.minimumHeight()


# -- where the keyboard is ------------------------------------------------------------------------
def test_the_keyboard_starts_in_the_name_or_in_the_password_when_the_name_is_known(qtbot, tmp_path):
    settings = Settings(tmp_path / "settings.toml")
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.name)
    qtbot.keyClicks(QApplication.focusWidget(), "alice")
    assert dialog.name.text() == "alice"
    dialog.close()

    settings["account.name"] = "alice"
    known = LoginDialog(settings)
    qtbot.addWidget(known)
    known.show()
    known.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is known.password)
    # bgammon.org keeps its own name: none yet, so the name again (empty: a guest)
    known.set_kind("bgammon")
    known.close()
    known.show()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is known.name)


# -- connecting and cancelling ----------------------------------------------------------------------
def test_a_connection_nobody_answers_says_connecting_and_cancel_stops_it(qtbot, qloop, tmp_path, app_style):
    async def scenario():
        with DeafListener() as deaf:
            window = window_with(qtbot, tmp_path, connect_timeout=30)
            logins = []
            window.client.logged_in.connect(logins.append)
            dialog = window.show_login()
            fill(dialog, deaf)
            dialog.activateWindow()
            await until(lambda: QApplication.focusWidget() is dialog.name, what="the name focused")
            qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)  # to the password, by the keyboard
            heights = field_heights(dialog)
            before = dialog.grab().toImage()
            qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
            await until(lambda: window.client.connection.stage is Stage.OPENING, what="connecting")
            assert dialog.progress.isVisible()
            assert dialog.progress.text() == f"Connecting to {deaf.host}:{deaf.port}…"
            assert dialog.busy and not dialog.ok_button.isEnabled() and dialog.cancel_button.isEnabled()
            assert dialog.focusWidget() is dialog.cancel_button and field_heights(dialog) == heights
            # Cancel, focused, is seen to be: its focus frame drawn (the dialog grew: same bottom)
            after = dialog.grab().toImage()
            cancel = place(dialog.cancel_button)
            shift = dialog.height() - before.height()
            assert pixels_changed(before, after.copy(0, shift, after.width(), before.height()), cancel.translated(
                0, -shift)) >= cancel.width()
            os.makedirs(SHOTS, exist_ok=True)
            dialog.grab().save(f"{SHOTS}/test-connecting.png")
            # a second Enter (the player waiting) does not cancel
            qtbot.keyClick(dialog.cancel_button, Qt.Key.Key_Return)
            assert dialog.busy and window.client.connection.status is Status.CONNECTING

            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
            await until(lambda: window.client.connection.status is Status.OFFLINE, what="offline")
            assert dialog.isVisible() and not dialog.busy and not dialog.error.isVisible()
            assert dialog.progress.text() == "Cancelled: not connected."
            assert dialog.focusWidget() is dialog.password  # where it was, to try again
            await asyncio.sleep(0.3)
            assert logins == [] and window.client.connection.status is Status.OFFLINE
            assert window.connection_label.text() == "Offline"

    run(qloop, scenario())


# -- failures in words ------------------------------------------------------------------------------
def test_no_answer_refused_and_a_wrong_password_in_words_in_a_dialog_that_grows(
        qtbot, qloop, tmp_path, unused_tcp_port):
    async def scenario():
        server = await FakeFibs(seed=2).start()
        server.add_account("alice", "alice_pw")
        try:
            with DeafListener() as deaf:
                window = window_with(qtbot, tmp_path, connect_timeout=0.3)
                dialog = window.show_login()
                await until(lambda: dialog.isVisible() and dialog.height() > 0, what="shown")
                first_height = dialog.height()
                hinted = hinted_heights(dialog)
                fill(dialog, deaf)
                dialog.submit()
                await until(lambda: dialog.error.isVisible(), what="the error")
                assert dialog.error.text() == (f"{deaf.host} did not answer on port {deaf.port}. Check your "
                                               "connection or try again later.")
                assert dialog.height() > first_height and field_heights(dialog) == hinted
                assert_whole_and_unsquashed(dialog)
                assert red_rows(dialog) >= 2 * dialog.fontMetrics().height() - 4  # two lines are seen
                dialog.grab().save(f"{SHOTS}/test-timeout.png")

            dialog.server.setCurrentText(f"127.0.0.1:{unused_tcp_port}")
            dialog.submit()
            await until(lambda: "refused" in dialog.error.text(), what="refused")
            assert dialog.error.text().startswith(f"127.0.0.1 refused the connection on port {unused_tcp_port}")
            assert_whole_and_unsquashed(dialog)

            fill(dialog, server, password="not_it")
            dialog.password.setFocus()
            dialog.submit()
            await until(lambda: "wrong name" in dialog.error.text(), what="refused login")
            assert dialog.error.text() == "The server refused the login as alice: wrong name or password."
            assert_whole_and_unsquashed(dialog)
            # the keyboard is back in the password, its text selected to type it again
            assert dialog.focusWidget() is dialog.password and dialog.password.selectedText() == "not_it"
            assert window.client.connection.status is Status.OFFLINE and server.online() == []
            dialog.grab().save(f"{SHOTS}/test-wrong-password.png")
            # a shorter text: the dialog gives back the height it took
            tall = dialog.height()
            dialog.show_error("No.")
            assert dialog.height() < tall and field_heights(dialog) == hinted
        finally:
            await server.close()

    run(qloop, scenario())


def test_bgammon_refusals_in_the_players_words(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        elsewhere = make_player(tmp_path, "alice")
        try:
            window = window_with(qtbot, tmp_path)
            dialog = window.show_login()
            dialog.set_kind("bgammon")
            fill(dialog, server, password="wrong_pw")
            dialog.submit()
            await until(lambda: dialog.error.isVisible(), what="the refusal")
            assert dialog.error.text() == "The server refused the login as alice: wrong name or password."
            assert_whole_and_unsquashed(dialog)

            await bgammon_log_in(elsewhere, server)  # alice is logged in somewhere else
            fill(dialog, server)
            dialog.submit()
            await until(lambda: "already" in dialog.error.text(), what="the name in use")
            assert dialog.error.text() == (f"Someone is already logged in to {server.host} as alice. Choose "
                                           "another name, or log out there first.")
            assert_whole_and_unsquashed(dialog)
        finally:
            elsewhere.client.log_out()
            await server.close()

    run(qloop, scenario())
