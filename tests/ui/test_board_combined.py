"""A checker dragged over several dice in one gesture on the board: the targets highlighted (in the
picture), the steps made, hits on the way, doubles, bearing off, Undo, and an online FIBS board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor

from fibsgui.bg import BAR, OFF, Move, Play, Position
from fibsgui.models.game import Action
from fibsgui.models.online import OnlineClient, OnlineGameController
from fibsgui.ui.online import OnlineScreen
from tests.ui.boardkit import ScriptedController, drag, send_mouse
from tests.ui.test_board import make_board, point_pos
from tests.ui.test_online_board_texts import feed, rawboard


def board_of(mine: dict[int, int], theirs: dict[int, int]) -> Position:
    """Side 0 (the player) on roll; ``mine`` in the player's numbering, ``theirs`` in the
    opponent's own."""
    me, opp = [0] * 25, [0] * 25
    for point, count in mine.items():
        me[point - 1] = count
    for point, count in theirs.items():
        opp[point - 1] = count
    return Position((me, opp), 0)


def race(block: tuple[int, ...] = (), blots: tuple[int, ...] = ()) -> Position:
    """The player's checker on 23 with the rest at home and on the 8 and 13; the opponent's
    checkers behind it (their 1-point, the player's 24) but for points held or blots left on the
    player's points named."""
    theirs: dict[int, int] = {}
    for point in block:
        theirs[25 - point] = 2
    for point in blots:
        theirs[25 - point] = 1
    theirs[1] = 15 - sum(theirs.values())
    return board_of({23: 1, 6: 5, 8: 3, 13: 6}, theirs)


def press(board, point: int) -> None:
    stack = board.scene.stacks[(True, point)]
    send_mouse(board.view, QEvent.Type.MouseButtonPress, stack[-1].pos())


def target_pos(board, target: int) -> QPointF:
    return (board.scene.geometry.tray_rect(True).center() if target == OFF
            else point_pos(board, target, len(board.scene.stacks.get((True, target), []))))


def drop_held(board, source: int, target: int) -> None:
    """Carry the checker pressed on ``source`` to ``target`` and let it go there."""
    start = board.scene.stacks[(True, source)][-1].pos()
    end = target_pos(board, target)
    for n in range(1, 6):
        send_mouse(board.view, QEvent.Type.MouseMove, start + (end - start) * (n / 5),
                   buttons=Qt.MouseButton.LeftButton)
    send_mouse(board.view, QEvent.Type.MouseButtonRelease, end)


def drop_on(board, source: int, target: int) -> None:
    drag(board.view, board.scene.stacks[(True, source)][-1].pos(), target_pos(board, target))


def tip_pixel(board, point: int):
    """A spot on ``point``'s triangle near its tip, clear of checkers, in the view's picture."""
    g = board.scene.geometry
    y = g.top + 230 if g.is_top(point) else g.bottom - 230
    return board.view.mapFromScene(QPointF(g.point_x(point), y))


def colour_at(board, spot) -> QColor:
    return board.view.viewport().grab().toImage().pixelColor(spot)


def dist(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def test_five_two_from_23_highlights_16_and_the_drop_makes_both_steps(qtbot, tmp_path):
    start = race()
    board, controller = make_board(qtbot, tmp_path, ScriptedController(start))
    controller.give_dice((5, 2))
    spot = tip_pixel(board, 16)
    before = colour_at(board, spot)
    colour_before_21 = colour_at(board, tip_pixel(board, 21))
    press(board, 23)
    assert board.scene.highlighted_targets() == {18, 21, 16}
    during = colour_at(board, spot)
    # the 16-point glows in the highlight colour while the checker is held
    assert dist(during, board.scene.theme.highlight) < dist(before, board.scene.theme.highlight) - 40
    other = tip_pixel(board, 21)
    assert colour_at(board, other) != colour_before_21
    drop_held(board, 23, 16)
    assert not board.scene.highlight.isVisible() and colour_at(board, other) == colour_before_21
    # the play is complete: one checker went 23/18/16 (the larger die first) and was sent
    assert controller.plays == [Play([Move(23, 18), Move(18, 16)])]
    after = controller.snapshot().position
    assert after == start.apply(Play.from_gnubg("23/16"))
    assert after.count(0, 16) == 1 and after.count(0, 23) == 0


@pytest.mark.parametrize("block, route", [((18,), [Move(23, 21), Move(21, 16)]),
                                          ((21,), [Move(23, 18), Move(18, 16)])])
def test_one_intermediate_point_blocked_the_drop_goes_through_the_other(qtbot, tmp_path, block, route):
    board, controller = make_board(qtbot, tmp_path, ScriptedController(race(block=block)), confirm_play=True)
    controller.give_dice((5, 2))
    press(board, 23)
    assert board.scene.highlighted_targets() == {16} | ({21, 18} - set(block))
    drop_held(board, 23, 16)
    assert [step.move for step in controller.turn.steps] == route
    assert controller.shown_position().count(0, 16) == 1


def test_both_intermediate_points_blocked_16_is_no_target(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, ScriptedController(race(block=(18, 21))))
    controller.give_dice((5, 2))
    assert 23 not in controller.turn.sources()
    spot = tip_pixel(board, 16)
    before = colour_at(board, spot)
    press(board, 23)
    assert board.scene.highlighted_targets() == set()
    assert colour_at(board, spot) == before
    send_mouse(board.view, QEvent.Type.MouseButtonRelease, point_pos(board, 23, 0))
    checker = board.scene.stacks[(True, 23)][-1]
    drag(board.view, checker.pos(), point_pos(board, 16, 0))
    assert controller.turn.steps == () and checker.pos() == point_pos(board, 23, 0)


def test_a_combined_drop_takes_the_way_that_hits(qtbot, tmp_path):
    start = race(blots=(21,))
    board, controller = make_board(qtbot, tmp_path, ScriptedController(start), confirm_play=True)
    controller.give_dice((5, 2))
    spot = tip_pixel(board, 16)
    before = colour_at(board, spot)
    press(board, 23)
    # the target glows in the colour of a hit: the way there hits on 21
    during = colour_at(board, spot)
    theme = board.scene.theme
    assert dist(during, theme.highlight_hit) < dist(during, theme.highlight)
    assert dist(during, theme.highlight_hit) < dist(before, theme.highlight_hit)
    drop_held(board, 23, 16)
    shown = controller.shown_position()
    assert shown.bar(1) == 1 and shown.count(0, 16) == 1 and shown.count(0, 21) == 0
    assert [step.move for step in controller.turn.steps] == [Move(23, 21, True), Move(21, 16)]
    # the opponent's checker is drawn on the bar
    assert len(board.scene.stacks[(False, BAR)]) == 1
    assert board.scene.geometry.bar_rect.contains(board.scene.stacks[(False, BAR)][0].pos())
    board.confirm_action.trigger()
    assert controller.snapshot().position == start.apply(Play.from_gnubg("23/21*/16"))


@pytest.mark.parametrize("target, steps", [(20, 1), (17, 2), (14, 3), (11, 4)])
def test_doubles_drag_one_to_four_steps(qtbot, tmp_path, target, steps):
    start = race()
    board, controller = make_board(qtbot, tmp_path, ScriptedController(start), confirm_play=True)
    controller.give_dice((3, 3))
    press(board, 23)
    assert board.scene.highlighted_targets() == {20, 17, 14, 11}
    drop_held(board, 23, target)
    turn = controller.turn
    assert len(turn.steps) == steps and turn.remaining_dice == (3,) * (4 - steps)
    assert controller.shown_position().count(0, target) == 1
    assert [die.used for die in board.scene.dice if die.isVisible()].count(True) == steps


def test_bearing_off_over_two_dice(qtbot, tmp_path):
    start = board_of({6: 1, 2: 2, 1: 2, 5: 2}, {1: 15})
    board, controller = make_board(qtbot, tmp_path, ScriptedController(start), confirm_play=True)
    controller.give_dice((4, 2))
    press(board, 6)
    assert board.scene.highlighted_targets() == {4, 2, OFF}
    drop_held(board, 6, OFF)
    assert controller.turn.complete
    assert [step.move for step in controller.turn.steps] == [Move(6, 2), Move(2, OFF)]
    assert controller.shown_position().off(0) == 9
    assert len(board.scene.stacks[(True, OFF)]) == 9


def test_one_undo_takes_the_whole_combined_move_back(qtbot, tmp_path):
    start = race()
    board, controller = make_board(qtbot, tmp_path, ScriptedController(start), confirm_play=True)
    controller.give_dice((2, 2))
    drop_on(board, 13, 11)  # one step
    drop_on(board, 23, 17)  # three steps in one gesture
    assert len(controller.turn.steps) == 4 and controller.turn.complete
    assert board.undo_action.isEnabled()
    qtbot.keyClick(board.view, Qt.Key.Key_Backspace)
    turn = controller.turn
    assert [step.move for step in turn.steps] == [Move(13, 11)]
    assert controller.shown_position().count(0, 23) == 1 and controller.shown_position().count(0, 17) == 0
    assert len(board.scene.stacks[(True, 23)]) == 1
    qtbot.keyClick(board.view, Qt.Key.Key_Backspace)
    assert controller.turn.steps == () and controller.shown_position() == start
    assert not board.undo_action.isEnabled()


def test_a_double_click_bears_off_over_two_dice(qtbot, tmp_path):
    start = board_of({6: 1, 2: 2, 1: 2, 5: 2}, {1: 15})
    board, controller = make_board(qtbot, tmp_path, ScriptedController(start), confirm_play=True)
    controller.give_dice((4, 2))
    assert board.scene.double_click_at(board.scene.stacks[(True, 6)][-1].pos())
    assert controller.shown_position().off(0) == 9 and controller.turn.complete


class RecordingClient(OnlineClient):
    """The online client with the commands it would send kept instead of sent."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def send(self, command: str) -> bool:
        self.lines.append(command)
        return True


def test_a_combined_drag_on_a_fibs_board_sends_both_steps(qtbot):
    client = RecordingClient()
    screen = OnlineScreen(OnlineGameController(client))
    screen.board.scene.animation_ms = 0
    qtbot.addWidget(screen)
    screen.resize(1100, 700)
    screen.show()
    qtbot.waitExposed(screen)
    controller = screen.controller
    feed(client, rawboard("You", ("alice", "bob"), 0, 5, (0, 0), on_roll=0, dice=(6, 4), phase="move"))
    assert Action.MOVE in controller.snapshot().actions and controller.turn is not None
    board = screen.board
    press(board, 24)
    assert 14 in board.scene.highlighted_targets()
    drop_held(board, 24, 14)
    assert [line for line in client.lines if line.startswith("move")] == ["move 24-18 18-14"]
