"""The main window from the keyboard: every place Tab stops at is inside the window and shows
that it has the keyboard (the board took it with no sign, and two tab bars of hidden docks, out
of sight, took it too)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QTabBar

from fibsgui.config import Settings
from tests.ui.focuskit import app_style, focus_differences, names, place, tab_walk  # noqa: F401 (a fixture)


def practice_window(qtbot, tmp_path):
    from fibsgui.ui.mainwindow import MainWindow

    settings = Settings(tmp_path / "settings.toml")
    settings["board.animation_ms"] = 0
    settings["sound.enabled"] = False
    window = MainWindow(settings=settings, start_practice=True, window_state_file=str(tmp_path / "window.ini"),
                        practice_file=str(tmp_path / "practice.json"), records_folder=str(tmp_path / "records"))
    qtbot.addWidget(window)
    window.resize(1366, 740)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_every_tab_stop_of_the_main_window_shows_the_keyboard(qtbot, tmp_path, app_style):
    window = practice_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.practice.board.view.isVisible())
    walk = tab_walk(window, qtbot, start=window.practice.board.view)
    inside = QRect(0, 0, window.width(), window.height())
    assert [names([w])[0] for w in walk if not inside.contains(place(w))] == []
    assert not any(isinstance(w, QTabBar) for w in walk), names(walk)
    changes = focus_differences(window, qtbot, walk)
    unseen = [(names([w])[0], changed) for w, changed in changes.items() if changed < min(w.width(), 120) // 2]
    assert unseen == [], unseen
    # the board: a frame in the highlight colour along its edges, once the keyboard brought it there
    board = window.practice.board.view
    walk[-1].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: board.hasFocus())
    image = board.grab().toImage()
    ratio = image.devicePixelRatio()
    highlight = board.palette().highlight().color()
    edge = [image.pixelColor(round(x * ratio), round(1 * ratio)) for x in range(10, board.width() - 10, 7)]
    assert sum(1 for c in edge if abs(c.red() - highlight.red()) + abs(c.green() - highlight.green())
               + abs(c.blue() - highlight.blue()) < 40) > len(edge) * 0.9
    window.grab().save("/tmp/words-focus-main.png")


def test_the_tab_bars_of_docks_shown_take_the_keyboard_again(qtbot, tmp_path, app_style):
    window = practice_window(qtbot, tmp_path)
    for dock in (window.players_dock, window.games_dock, window.chat_dock, window.console_dock):
        dock.show()
    bars = lambda: [b for b in window.findChildren(QTabBar) if b.count()]  # noqa: E731
    qtbot.waitUntil(lambda: len(bars()) == 2)
    qtbot.waitUntil(lambda: all(b.focusPolicy() & Qt.FocusPolicy.TabFocus for b in bars()))
    for dock in (window.players_dock, window.games_dock, window.chat_dock, window.console_dock):
        dock.hide()
    qtbot.waitUntil(lambda: all(not b.focusPolicy() & Qt.FocusPolicy.TabFocus
                                for b in window.findChildren(QTabBar) if not b.count()))
