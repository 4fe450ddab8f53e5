"""The main window's layout: offline the board comes first (the online docks hidden until the
first login, or until the user shows one), and each mode (practice, online) keeps its own layout,
within a run and from one run to the next; a failed login leaves the docks as they were."""

from __future__ import annotations

from fibsgui.session import Status
from fibsgui.ui.mainwindow import ONLINE, PRACTICE, MainWindow
from tests.fakefibs import FakeFibs
from tests.ui.onlinekit import log_in, make_window, run, until


def shown(window: MainWindow) -> dict[str, bool]:
    """Which online docks the player sees."""
    return {dock.objectName().removeprefix("dock-"): dock.isVisible() for dock in window.online_docks}


NONE = {"players": False, "chat": False, "games": False, "console": False}
ALL = {"players": True, "chat": True, "games": True, "console": True}


def board_fills_the_width(window: MainWindow) -> bool:
    return window.centralWidget().width() == window.width()


def test_docks_hidden_offline_kept_so_by_a_failed_login_and_shown_by_the_login(qtbot, qloop, tmp_path):
    async def scenario():
        server = await FakeFibs(seed=4).start()
        server.add_account("alice", "alice_pw")
        try:
            window = make_window(qtbot, tmp_path, "alice")
            assert window.stack.currentIndex() == PRACTICE
            assert shown(window) == NONE and board_fills_the_width(window)
            assert not any(dock.toggleViewAction().isChecked() for dock in window.online_docks)

            dialog = window.show_login()
            dialog.server.setCurrentText(f"{server.host}:{server.port}")
            dialog.name.setText("alice")
            dialog.password.setText("not her password")
            dialog.remember.setChecked(False)
            dialog.submit()
            await until(lambda: dialog.error.isVisible(), what="the login refused")
            await until(lambda: window.client.connection.status == Status.OFFLINE, what="offline")
            assert window.stack.currentIndex() == PRACTICE
            assert shown(window) == NONE and board_fills_the_width(window)
            dialog.reject()

            await log_in(window, server, "alice")
            await until(lambda: shown(window) == ALL, what="the docks shown")
            assert window.stack.currentIndex() == ONLINE
            assert window.players_dock.widget() is window.players and window.chat_dock.widget() is window.chat
            assert window.centralWidget().width() < window.width() - 100  # the players dock beside the board
            # the players and the chat in front of their tabbed neighbours
            assert not window.players_dock.visibleRegion().isEmpty()
            assert not window.chat_dock.visibleRegion().isEmpty()
            assert window.games_dock.visibleRegion().isEmpty() and window.console_dock.visibleRegion().isEmpty()

            # practice has its own layout: the board alone, and the online one comes back after it
            window.practice_screen_action.trigger()
            await until(lambda: shown(window) == NONE and board_fills_the_width(window), what="the practice layout")
            window.online_screen_action.trigger()
            await until(lambda: shown(window) == ALL, what="the online layout")
        finally:
            await server.close()

    run(qloop, scenario())


def test_each_mode_keeps_the_layout_the_user_gave_it_across_runs(qtbot, qloop, tmp_path):
    window = make_window(qtbot, tmp_path, "bob")
    assert shown(window) == NONE
    # the user shows the chat beside the practice board (View menu): that is practice's layout now
    window.chat_dock.toggleViewAction().trigger()
    assert shown(window) == dict(NONE, chat=True)
    # the online mode, before any login: the docks the user asked for once are its default
    window.online_screen_action.trigger()
    qtbot.waitUntil(lambda: shown(window) == ALL)
    window.console_dock.toggleViewAction().trigger()  # shown behind the chat: the user closes it
    window.games_dock.toggleViewAction().trigger()
    assert shown(window) == dict(ALL, console=False, games=False)
    window.practice_screen_action.trigger()
    qtbot.waitUntil(lambda: shown(window) == dict(NONE, chat=True))
    window.online_screen_action.trigger()
    qtbot.waitUntil(lambda: shown(window) == dict(ALL, console=False, games=False))
    window.practice_screen_action.trigger()
    qtbot.waitUntil(lambda: shown(window) == dict(NONE, chat=True))
    window.close()

    again = MainWindow(settings=window.settings, start_practice=False,
                       window_state_file=str(tmp_path / "bob-window.ini"))
    qtbot.addWidget(again)
    again.show()
    assert again.stack.currentIndex() == PRACTICE and shown(again) == dict(NONE, chat=True)
    again.online_screen_action.trigger()
    qtbot.waitUntil(lambda: shown(again) == dict(ALL, console=False, games=False))


def test_a_new_window_starts_with_the_board_alone(qtbot, tmp_path):
    window = MainWindow(start_practice=False, window_state_file=str(tmp_path / "window.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert shown(window) == NONE and board_fills_the_width(window)
    # the online board offline, before any login: still no docks (nothing to show in them yet)
    window.online_screen_action.trigger()
    qtbot.wait_until(lambda: window.stack.currentIndex() == ONLINE)
    qtbot.wait_until(lambda: not window._layout_pending)  # noqa: SLF001 (the window's own state)
    assert shown(window) == NONE
