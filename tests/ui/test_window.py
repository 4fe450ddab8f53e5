"""The main window's layout: offline the board comes first (the online docks hidden until the
first login, or until the user shows one), and each mode (practice, online) keeps its own layout,
within a run and from one run to the next; a failed login leaves the docks as they were."""

from __future__ import annotations

import pytest

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


# -- the window on the screen ---------------------------------------------------------------------

GEOMETRY_PROBE = """
    import json, sys
    from PySide6.QtCore import QByteArray, QRect, QSettings
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from fibsgui.ui.mainwindow import MainWindow
    ini = sys.argv[1]
    if "kept" in sys.argv:  # a geometry kept from a larger screen: 1900x1150 at 40,30
        from PySide6.QtWidgets import QMainWindow
        big = QMainWindow()
        big.setGeometry(QRect(40, 30, 1900, 1150))
        stored = QSettings(ini, QSettings.Format.IniFormat)
        stored.setValue("geometry", big.saveGeometry())
        stored.sync()
    w = MainWindow(window_state_file=ini)
    w.show()
    app.processEvents()
    if "online" in sys.argv:  # the online board with its docks, as after the first login
        import time
        w.chat_dock.toggleViewAction().trigger()
        w.online_screen_action.trigger()
        deadline = time.monotonic() + 20
        while not all(d.isVisible() for d in w.online_docks) and time.monotonic() < deadline:
            app.processEvents()
        app.processEvents()
    area = w.screen().availableGeometry()
    frame, inner = w.frameGeometry(), w.geometry()
    bar = w.statusBar()
    bottom = bar.mapTo(w, bar.rect().bottomLeft()).y()
    print(json.dumps({"area": area.getRect(), "frame": frame.getRect(), "inner": inner.getRect(),
                      "minimum": [w.minimumSizeHint().width(), w.minimumSizeHint().height()],
                      "status_bar_bottom": bottom, "height": w.height(), "dpr": w.devicePixelRatio()}))
"""


def probe_geometry(tmp_path, width: int, height: int, scale: float = 1, kept: bool = False,
                   online: bool = False) -> dict:
    """The first main window's geometry on an offscreen screen of ``width`` x ``height`` pixels
    (at QT_SCALE_FACTOR ``scale``), in a fresh process."""
    import json
    import os
    import subprocess
    import sys
    import textwrap
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    screens = tmp_path / f"screen-{width}x{height}.json"
    screens.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0, "width": width, "height": height,
                                                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    home = tmp_path / f"home-{width}-{scale}"
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.toml").write_text('[general]\nfirst_run_done = true\nlanguage = "en"\n')
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screens}", QT_SCALE_FACTOR=str(scale),
               FIBSGUI_HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH", "")])))
    args = [sys.executable, "-c", textwrap.dedent(GEOMETRY_PROBE), str(home / "window.ini")]
    args += (["kept"] if kept else []) + (["online"] if online else [])
    proc = subprocess.run(args, cwd=root, env=env, capture_output=True, text=True, timeout=90)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


def fits(inner: list[int], frame: list[int], area: list[int]) -> bool:
    ax, ay, aw, ah = area
    fx, fy, fw, fh = frame
    return ax <= fx and ay <= fy and fx + fw <= ax + aw and fy + fh <= ay + ah and inner[2] <= aw and inner[3] <= ah


@pytest.mark.parametrize(("width", "height", "scale"), [(1366, 768, 1), (1600, 1000, 2)])
def test_the_first_window_fits_the_screen(tmp_path, width, height, scale):
    seen = probe_geometry(tmp_path, width, height, scale)
    assert seen["dpr"] == scale
    assert seen["area"] == [0, 0, width // scale, height // scale]
    assert fits(seen["inner"], seen["frame"], seen["area"]), seen
    # the status bar is inside the window, and the window is inside the screen
    assert seen["status_bar_bottom"] == seen["height"] - 1
    # not a postage stamp either: most of the screen
    assert seen["inner"][2] >= 0.9 * seen["area"][2] or seen["inner"][2] >= 1280
    assert seen["inner"][3] >= 0.85 * seen["area"][3]
    # room to spare below the screen for the window as it may be made smaller
    assert seen["minimum"][0] <= seen["area"][2] and seen["minimum"][1] <= seen["area"][3] - 30


@pytest.mark.parametrize(("width", "height", "scale"), [(1366, 768, 1), (1600, 1000, 2)])
def test_the_window_with_its_online_docks_still_fits(tmp_path, width, height, scale):
    seen = probe_geometry(tmp_path, width, height, scale, online=True)
    assert fits(seen["inner"], seen["frame"], seen["area"]), seen
    assert seen["status_bar_bottom"] == seen["height"] - 1
    # its minimum (the screen shown with the docks) leaves room for a window frame
    assert seen["minimum"][0] <= seen["area"][2] - 8 and seen["minimum"][1] <= seen["area"][3] - 30, seen


def test_a_window_kept_from_a_larger_screen_is_fitted_to_this_one(tmp_path):
    seen = probe_geometry(tmp_path, 1366, 768, kept=True)
    assert fits(seen["inner"], seen["frame"], seen["area"]), seen
    assert seen["status_bar_bottom"] == seen["height"] - 1


def test_point_numbers_stay_readable_in_an_800x600_window(qtbot, tmp_path):
    """In a window of 800x600 the numbers on the frame are drawn at least 10 pixels high (their
    digits some 7 pixels), not shrunk with the board to 7 pixels (digits of 5)."""
    from PySide6.QtCore import QRectF

    from fibsgui.ui.board.geometry import FRAME, POINT

    window = MainWindow(start_practice=False, window_state_file=str(tmp_path / "window.ini"))
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    view = window.board.view
    qtbot.waitUntil(lambda: view.transform().m11() < 0.7)  # the board drawn small
    image = view.viewport().grab().toImage()
    ratio = image.width() / view.viewport().width()
    g = window.board.scene.geometry
    numbers = window.board.scene.theme.numbers
    heights = []
    for point in (13, 18, 19, 24):  # on the top frame
        x = g.point_x(point)
        area = view.mapFromScene(QRectF(x - POINT / 2, g.top - FRAME, POINT, FRAME)).boundingRect()
        rows = set()
        for py in range(round(area.top() * ratio), round(area.bottom() * ratio)):
            for px in range(round(area.left() * ratio), round(area.right() * ratio)):
                c = image.pixelColor(px, py)
                if abs(c.red() - numbers.red()) + abs(c.green() - numbers.green()) + abs(c.blue() - numbers.blue()) < 60:
                    rows.add(py)
                    break
        heights.append((max(rows) - min(rows) + 1) / ratio if rows else 0)
    assert min(heights) >= 7, heights
