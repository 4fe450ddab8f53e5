"""Every dialog from the keyboard: Tab goes through the widgets in the order the eye reads them
(rows from the top, each from the left) and Shift+Tab goes back the same way, Enter presses the
button one expects, and the widget that has the keyboard can be seen: its picture changes when
Tab comes to it, under the application's own style (fibsgui.ui.focus over Fusion, the style Qt
uses here and on Linux desktops without a style of their own)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton, QWidget

from fibsgui.config import Settings
from fibsgui.models.server import LobbyEntry
from fibsgui.ui.focus import FocusStyle, install_focus_style
from tests.ui.focuskit import (  # noqa: F401 (app_style is a fixture)
    app_style,
    focus_differences,
    names,
    reading_order,
    tab_stops,
    tab_walk,
    tab_walk_backwards,
)

SHOTS = "/tmp/shots/login"


def dialogs(tmp_path, keep: list) -> dict:
    """How to make each dialog, with what it shows when the player meets it."""
    from fibsgui.ui.following import FollowDialog, FollowingPanel
    from fibsgui.ui.help import AboutDialog, FoldersDialog, ShortcutsDialog
    from fibsgui.ui.history import HistoryDialog
    from fibsgui.ui.lobby import CreateMatchDialog, JoinDialog, PasswordDialog
    from fibsgui.ui.login import LoginDialog
    from fibsgui.ui.online import LookDialog
    from fibsgui.ui.players import InviteDialog
    from fibsgui.ui.settings import SettingsDialog
    from fibsgui.ui.welcome import WelcomeDialog
    from fibsgui.ui.whois import WhoisDialog

    settings = Settings(tmp_path / "settings.toml")

    def kept(widget):
        keep.append(widget)
        return widget

    def whois():
        dialog = WhoisDialog()
        dialog.panel.show_lines(["Information about bob:", "  Still logged in."])
        return dialog

    def history():
        dialog = HistoryDialog()
        dialog.name_edit.setText("bob")
        return dialog

    def server_settings():
        dialog = SettingsDialog(settings)
        dialog.use_toggles()
        dialog.set_online(True)
        for name in ("allowpip", "autoboard", "moreboards", "ready"):
            dialog.server_toggle(name, True)
        return dialog

    return {
        "login": (lambda: LoginDialog(settings), "Log in"),
        "create account": (lambda: _creating(LoginDialog(settings)), "Create account"),
        "welcome": (WelcomeDialog, "Practise offline"),
        "invite": (lambda: InviteDialog("bob"), "Invite"),
        "invite to resume": (lambda: InviteDialog("bob", can_resume=True), "Invite"),
        "whois": (whois, "Close"),
        "follow": (lambda: FollowDialog(kept(FollowingPanel(settings))), "OK"),
        "create match": (CreateMatchDialog, "Create"),
        "match password": (lambda: PasswordDialog(LobbyEntry(3, "bob's", 5, 1, True)), "OK"),
        "join": (JoinDialog, "Join"),
        "history": (history, None),  # Enter in the name asks for it; no button closes on Enter
        "settings": (lambda: SettingsDialog(settings), "OK"),
        "server settings": (server_settings, "OK"),
        "look": (lambda: LookDialog(settings), "Close"),
        "shortcuts": (lambda: ShortcutsDialog(kept(QMainWindow())), "Close"),
        "about": (lambda: AboutDialog(kept(QWidget())), "Close"),
        "folders": (lambda: FoldersDialog(kept(QWidget())), "Close"),
    }


def _creating(dialog):
    dialog.create.setChecked(True)
    return dialog


NAMES = ["login", "create account", "welcome", "invite", "invite to resume", "whois", "follow",
         "create match", "match password", "join", "history", "settings", "server settings", "look",
         "shortcuts", "about", "folders"]


def shown(qtbot, tmp_path, keep, which):
    make, default = dialogs(tmp_path, keep)[which]
    dialog = make()
    qtbot.addWidget(dialog)
    for parent in keep:  # the dialog's parent, closed after it
        qtbot.addWidget(parent)
    if which == "server settings":
        dialog.tabs.setCurrentIndex(1)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, default


@pytest.mark.parametrize("which", NAMES)
def test_tab_follows_the_reading_order_and_enter_presses_the_expected_button(qtbot, tmp_path, app_style, which):
    keep: list = []
    dialog, default = shown(qtbot, tmp_path, keep, which)
    # Enter, as the dialog opens, presses the button one expects
    defaults = [b.text() for b in dialog.findChildren(QPushButton) if b.isDefault() and b.isVisible()]
    assert defaults == ([default] if default else [])
    stops = reading_order(tab_stops(dialog))
    assert len(stops) >= 1
    walk = tab_walk(dialog, qtbot, start=stops[0])
    assert names(walk) == names(stops)
    assert walk == stops
    back = tab_walk_backwards(dialog, qtbot, start=stops[0])
    assert back == [stops[0]] + stops[:0:-1]


# whois and look have one place for the keyboard (Close): nothing to tell apart
@pytest.mark.parametrize("which", [name for name in NAMES if name not in ("whois", "look")])
def test_the_widget_with_the_keyboard_is_seen(qtbot, tmp_path, app_style, which):
    keep: list = []
    dialog, _ = shown(qtbot, tmp_path, keep, which)
    stops = reading_order(tab_stops(dialog))
    walk = tab_walk(dialog, qtbot, start=stops[0])
    changes = focus_differences(dialog, qtbot, walk)
    os.makedirs(SHOTS, exist_ok=True)
    unseen = []
    for widget, changed in changes.items():
        # at least a line along half the widget's width: a frame, a ring or a highlight, not a
        # text cursor
        if changed < min(widget.width(), 120) // 2:
            unseen.append((names([widget])[0], changed))
    assert unseen == [], unseen
    walk[-1].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    dialog.grab().save(f"{SHOTS}/focus-{which.replace(' ', '-')}.png")


def test_the_app_style_wraps_the_style_in_use_once(qapp, app_style):
    assert isinstance(qapp.style(), FocusStyle) and qapp.style().baseStyle().name().lower() == "fusion"
    assert install_focus_style(qapp) is app_style


def test_enter_in_the_history_name_asks_once_and_keeps_the_dialog(qtbot):
    from fibsgui.ui.history import HistoryDialog

    dialog = HistoryDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    asked = []
    dialog.history_requested.connect(lambda name, page: asked.append((name, page)))
    dialog.name_edit.setText("bob")
    dialog.name_edit.setFocus()
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert asked == [("bob", 1)] and dialog.isVisible()
