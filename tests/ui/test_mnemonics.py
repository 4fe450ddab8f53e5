"""Alt-letters (mnemonics) reach one thing each, in every language fibsgui speaks: the menu bar's
menus, the items of each menu, and the buttons and labelled fields of a window. Where two share a
letter, Alt+letter only moves between them and a keyboard user cannot pick either at once."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QTabWidget, QWidget

from fibsgui import i18n

MNEMONIC = re.compile(r"&([^&])")


def letter(text: str) -> str | None:
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def shared(texts: list[str]) -> dict[str, list[str]]:
    """The letters more than one of ``texts`` has, with those texts."""
    by_letter: dict[str, list[str]] = {}
    for text in texts:
        key = letter(text)
        if key is not None:
            by_letter.setdefault(key, []).append(text)
    return {key: found for key, found in by_letter.items() if len(found) > 1}


def in_window(window: QWidget) -> list[str]:
    """The texts whose letters work together in a window: its buttons, labels of fields, group
    boxes and tabs, as far as they are shown."""
    texts = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        if isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(n) for n in range(widget.count())]
    return texts


@pytest.fixture(params=list(i18n.LANGUAGES))
def language(request, qapp):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_every_menu_has_a_letter_per_item(qtbot, tmp_path, language):
    from fibsgui.ui.mainwindow import MainWindow

    window = MainWindow(start_practice=False, window_state_file=str(tmp_path / "window.ini"))
    qtbot.addWidget(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert shared(menus) == {}, (language, menus)
    for action in window.menuBar().actions():
        for menu in [action.menu(), *action.menu().findChildren(QMenu)]:
            items = [item.text() for item in menu.actions() if not item.isSeparator()]
            assert shared(items) == {}, (language, menu.title(), items)


def test_the_library_settings_and_login_have_a_letter_per_field(qtbot, tmp_path, language):
    from fibsgui.config import Settings
    from fibsgui.models.recorder import RecordStore
    from fibsgui.ui.library import LibraryWindow
    from fibsgui.ui.login import LoginDialog
    from fibsgui.ui.settings import SettingsDialog

    settings = Settings()
    windows = [LibraryWindow(RecordStore(tmp_path / "records")), LoginDialog(settings), SettingsDialog(settings)]
    for window in windows:
        qtbot.addWidget(window)
        window.show()
        tabs = window.findChildren(QTabWidget)
        for page in range(max((tab.count() for tab in tabs), default=1)):  # each page of the settings
            for tab in tabs:
                tab.setCurrentIndex(min(page, tab.count() - 1))
            texts = in_window(window)
            assert len(texts) > 3 and shared(texts) == {}, (language, type(window).__name__, page, texts)
