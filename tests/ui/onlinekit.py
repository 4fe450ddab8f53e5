"""Driving whole main windows against the fake FIBS server, on one qasync loop with Qt."""

from __future__ import annotations

from fibsgui.config import Settings
from fibsgui.models.game import Action
from fibsgui.session import Status
from fibsgui.ui.mainwindow import MainWindow
from tests.ui.boardkit import play_turn_by_dragging
from tests.loopkit import run, until  # noqa: F401 (run is named here too)


def make_window(qtbot, tmp_path, name: str) -> MainWindow:
    settings = Settings(tmp_path / f"{name}-settings.toml")
    settings["board.animation_ms"] = 0
    settings["sound.enabled"] = False
    settings["notify.invitations"] = False
    settings["notify.tells"] = False
    window = MainWindow(settings=settings, start_practice=False,
                        window_state_file=str(tmp_path / f"{name}-window.ini"))
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    return window


async def log_in(window: MainWindow, server, name: str, password: str | None = None) -> None:
    dialog = window.show_login()
    dialog.server.setCurrentText(f"{server.host}:{server.port}")
    dialog.name.setText(name)
    dialog.password.setText(password if password is not None else f"{name}_pw")
    dialog.remember.setChecked(False)
    dialog.submit()
    await until(lambda: window.client.connection.status == Status.LOGGED_IN
                and window.client.state.me == name, what=f"{name} logged in")
    await until(lambda: not dialog.isVisible(), what="login dialog closed")


def can_act(window: MainWindow) -> bool:
    controller = window.online.controller
    actions = controller.snapshot().actions
    return bool(actions & {Action.ROLL, Action.TAKE, Action.ACCEPT}) or (
        Action.MOVE in actions and controller.turn is not None)


async def act(window: MainWindow, mouse: bool = False) -> bool:
    """Make one move of the game for ``window``'s player if it is theirs: roll, take, accept a
    resignation, or play: the first legal play step by step through the controller, or with
    ``mouse`` by dragging checkers on the board. True if it acted."""
    controller = window.online.controller
    snapshot = controller.snapshot()
    if controller.turn is not None and Action.MOVE in snapshot.actions:
        if mouse:  # checker by checker, dragged on the online board
            play_turn_by_dragging(window.online, controller)
        else:
            play = next(iter(controller.turn.legal))
            controller.undo_all()
            for move in play:
                assert controller.step(move.from_point, move.to_point), (move, controller.turn)
    elif Action.ROLL in snapshot.actions:
        window.online.board.roll_action.trigger()
    elif Action.TAKE in snapshot.actions:
        window.online.board.take_action.trigger()
    elif Action.ACCEPT in snapshot.actions:
        controller.accept_resignation()
    else:
        return False
    await until(lambda: controller.snapshot() is not snapshot, timeout=10, what="the server's answer")
    return True
