"""The board stays where it is when a hint comes: the side panel keeps its width (made for the
hint's columns when the window has room), the list's columns share that width, and in a narrow
window their texts are shortened rather than the panel growing over the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from fibsgui.engine import HeuristicEngine
from fibsgui.models.game import Action
from fibsgui.ui.hints import EQUITY, PLAY, WIN
from fibsgui.ui.mainwindow import MainWindow
from tests.ui.test_practice_coach import hint_rows, make_screen, until


def board_place(screen) -> tuple[QRect, QRect, int]:
    """Where the board is in the window, where its drawing is, and the side panel's width."""
    board = screen.board
    top_left = board.mapTo(board.window(), board.rect().topLeft())
    view = board.view
    drawn = view.mapFromScene(view.sceneRect()).boundingRect()
    return QRect(top_left, board.size()), drawn, screen.side.width()


@pytest.mark.parametrize("size", [(1366, 740), (1100, 700), (800, 560)])
def test_the_board_does_not_move_when_the_first_hint_comes(qtbot, tmp_path, size):
    screen, controller = make_screen(qtbot, tmp_path, size=size)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.MOVE))
    qtbot.wait(50)
    before = board_place(screen)
    rows = hint_rows(qtbot, screen)
    qtbot.wait(50)
    assert board_place(screen) == before
    hints = screen.hints
    header = hints.header()
    # the columns share the list's width: none past its right edge, nothing to scroll sideways to
    assert header.length() <= hints.viewport().width()
    assert hints.horizontalScrollBar().maximum() == 0
    # the play, its equity and its chance to win always whole; with room enough, every figure
    metrics = hints.fontMetrics()
    whole = range(9) if size[0] >= 1366 else (PLAY, EQUITY, WIN)
    for row in rows:
        for column in whole:
            assert not hints.isColumnHidden(column)
            assert header.sectionSize(column) >= metrics.horizontalAdvance(row.text(column)), column


def test_the_board_of_the_main_window_does_not_move_when_hints_come(qtbot, tmp_path):
    from fibsgui.config import Settings

    settings = Settings(tmp_path / "settings.toml")
    settings["board.animation_ms"] = 0
    settings["board.confirm_play"] = False
    window = MainWindow(settings=settings, start_practice=False, window_state_file=str(tmp_path / "window.ini"))
    qtbot.addWidget(window)
    screen = window.practice
    controller = screen.controller
    controller.engine_factory = lambda strength: HeuristicEngine(strength, seed=3)
    controller.pace_ms = 0
    window.resize(1366, 740)
    window.show()
    qtbot.waitExposed(window)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.MOVE))
    qtbot.wait(50)
    before = board_place(screen)
    for _ in range(3):  # hints for three decisions in turn
        hint_rows(qtbot, screen)
        qtbot.wait(50)
        assert board_place(screen) == before
        until(qtbot, screen, controller, lambda: not controller.snapshot().can(Action.MOVE))
        until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.MOVE))
        assert board_place(screen) == before
