"""The Help menu: the keyboard shortcuts read from the window's actions, About with the licences
of fibsgui and what it runs with (and their texts), the folders of settings and logs opened in
the file manager, and Preferences on the platform's key."""

from __future__ import annotations

from importlib import metadata

import pytest
from PySide6.QtCore import QObject, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtTest import QTest

from fibsgui import paths
from fibsgui.ui.mainwindow import MainWindow

NATIVE = QKeySequence.SequenceFormat.NativeText


class Opened(QObject):
    """Takes the URLs QDesktopServices would open (a handler of their scheme)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def handle(self, url: QUrl) -> None:
        self.urls.append(url)


@pytest.fixture
def opened():
    catcher = Opened()
    for scheme in ("file", "https"):
        QDesktopServices.setUrlHandler(scheme, catcher, "handle")
    yield catcher
    for scheme in ("file", "https"):
        QDesktopServices.unsetUrlHandler(scheme)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("FIBSGUI_HOME", str(tmp_path / "home"))
    w = MainWindow(start_practice=False, window_state_file=str(tmp_path / "window.ini"))
    qtbot.addWidget(w)
    w.show()
    return w


def rows(dialog) -> dict[str, dict[str, str]]:
    tree = dialog.tree
    found: dict[str, dict[str, str]] = {}
    for i in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(i)
        found[group.text(0)] = {group.child(j).text(0): group.child(j).text(1) for j in range(group.childCount())}
    return found


def test_the_shortcuts_dialog_lists_the_actions_with_their_keys(window):
    dialog = window.show_shortcuts()
    listed = rows(dialog)
    board = window.board
    assert listed["Game"]["Roll"] == board.roll_action.shortcut().toString(NATIVE) == "R"
    assert listed["Game"]["Undo"] == ", ".join(k.toString(NATIVE) for k in board.undo_action.shortcuts())
    assert listed["Game"]["Hint"] == "H"
    assert listed["File"]["Quit"] == window.quit_action.shortcut().toString(NATIVE)
    assert listed["File"]["Settings"] == window.settings_action.shortcut().toString(NATIVE)
    # a key of the board's own that no menu holds
    assert listed["On the board"][board.space_action.text().replace("&", "")] == "Space"
    # every action of the window with keys is there, once
    with_keys = {(a.text().replace("&", "").rstrip("…"), ", ".join(k.toString(NATIVE) for k in a.shortcuts()))
                 for a in window.findChildren(type(board.roll_action)) if a.shortcuts() and a.text()}
    shown = {(text, keys) for group in listed.values() for text, keys in group.items()}
    assert with_keys <= shown
    assert sum(len(group) for group in listed.values()) == len(shown)
    # read from the actions, not from a list of its own: a key changed shows at once
    board.roll_action.setShortcut(QKeySequence("Ctrl+R"))
    assert rows(window.show_shortcuts())["Game"]["Roll"] == QKeySequence("Ctrl+R").toString(NATIVE)
    assert window.show_shortcuts() is dialog  # one dialog


def test_preferences_are_on_the_platforms_key(window, qtbot):
    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    expected = platform or [QKeySequence("Ctrl+,")]
    assert window.settings_action.shortcuts() == expected
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keySequence(window, expected[0])
    qtbot.waitUntil(lambda: window._settings_dialog is not None and window._settings_dialog.isVisible())  # noqa: SLF001


def test_about_lists_fibsgui_and_what_it_runs_with_and_their_licences(window, qtbot, opened):
    dialog = window.show_about()
    table = dialog.table
    listed = {table.topLevelItem(i).text(0): (table.topLevelItem(i).text(1), table.topLevelItem(i).text(2))
              for i in range(table.topLevelItemCount())}
    assert listed["fibsgui"][1] == "GPL-3.0-or-later"
    assert "0.1.0" in dialog.intro.text() and "GNU General Public License" in dialog.intro.text()
    assert listed["GNU Backgammon (gnubg)"] == (metadata.version("gnubg"), "GPL-3.0-or-later")
    assert listed["PySide6"][0] == metadata.version("PySide6_Essentials")
    assert listed["PySide6"][1].startswith("LGPL-3.0-only")
    assert listed["Qt"][1].startswith("LGPL-3.0-only")
    assert listed["qasync"] == (metadata.version("qasync"), "BSD-2-Clause")
    assert listed["platformdirs"] == (metadata.version("platformdirs"), "MIT")
    assert listed["keyring"] == (metadata.version("keyring"), "MIT")
    assert "Python" in listed
    assert table.topLevelItem(0).text(0) == "fibsgui"

    # fibsgui's licence: its full text, as plain text
    table.setCurrentItem(table.topLevelItem(0))
    text = dialog.show_licence()
    assert text is not None and text.isVisible()
    body = text.text.toPlainText()
    assert "GNU GENERAL PUBLIC LICENSE" in body and "Version 3, 29 June 2007" in body
    # the MIT text of platformdirs
    names = [table.topLevelItem(i).text(0) for i in range(table.topLevelItemCount())]
    table.setCurrentItem(table.topLevelItem(names.index("platformdirs")))
    assert "Permission is hereby granted" in dialog.show_licence().text.toPlainText()
    # a licence with no text installed: its page on the web
    component = dialog.components[names.index("platformdirs")]
    component.texts = []
    dialog._selected()  # noqa: SLF001 (the button's words follow the selection)
    assert dialog.licence_button.text() == "Licence on the web"
    dialog.licence_button.click()
    assert [url.toString() for url in opened.urls] == ["https://spdx.org/licenses/MIT.html"]


def test_the_folders_dialog_shows_and_opens_the_folders(window, opened, tmp_path):
    dialog = window.show_folders()
    home = tmp_path / "home"
    assert dialog.paths["settings"].text() == str(paths.config_dir()) == str(home / "config")
    assert dialog.paths["data"].text() == str(home / "data")
    assert dialog.paths["log"].text() == str(home / "log")
    dialog.buttons["log"].click()
    dialog.buttons["settings"].click()
    assert opened.urls == [QUrl.fromLocalFile(str(home / "log")), QUrl.fromLocalFile(str(home / "config"))]
    assert dialog.problem.isHidden()
