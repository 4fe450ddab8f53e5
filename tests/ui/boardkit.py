"""Helpers for the board tests: a controller driven by the test, and real mouse events."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from fibsgui.bg import OFF, MatchState, Play, Position
from fibsgui.models.game import Action, GameController, GameSnapshot


class ScriptedController(GameController):
    """A game controller whose state the test sets; it records what the board asks of it."""

    def __init__(self, position: Position | None = None, match: MatchState | None = None) -> None:
        super().__init__()
        self.calls: list[tuple] = []
        self.plays: list[Play] = []
        self.auto_forced_play = False
        self._snapshot = GameSnapshot(position=position or Position.initial(0),
                                      match=match or MatchState(length=5), me=0,
                                      names=("Me", "Bot"), active=True)

    def set(self, **changes) -> None:
        self._snapshot = replace(self._snapshot, **changes)
        self.changed.emit()

    def give_dice(self, dice: tuple[int, int], position: Position | None = None) -> None:
        """The player (side 0) is on roll with ``dice``."""
        position = (position or self._snapshot.position).with_turn(0)
        self._snapshot = replace(self._snapshot, position=position, dice=dice, dice_side=0,
                                 actions=frozenset({Action.MOVE, Action.RESIGN}))
        self._begin_turn(position, dice)
        self.changed.emit()

    def show_movement(self, movement, position: Position) -> None:
        """The other side's play: announce ``movement`` (to animate), then stand at ``position``."""
        self._snapshot = replace(self._snapshot, position=position)
        self.moved.emit(movement)
        self.changed.emit()

    def roll(self) -> None:
        self.calls.append(("roll",))

    def double(self) -> None:
        self.calls.append(("double",))

    def take(self) -> None:
        self.calls.append(("take",))

    def drop(self) -> None:
        self.calls.append(("drop",))

    def resign(self, kind: int) -> None:
        self.calls.append(("resign", kind))

    def accept_resignation(self) -> None:
        self.calls.append(("accept",))

    def reject_resignation(self) -> None:
        self.calls.append(("reject",))

    def next_game(self) -> None:
        self.calls.append(("next",))

    def _submit_play(self, play: Play) -> None:
        self.plays.append(play)
        self._snapshot = replace(self._snapshot, position=self._snapshot.position.apply(play),
                                 actions=frozenset(), dice=None)
        self.changed.emit()


def send_mouse(view, kind: QEvent.Type, scene_pos: QPointF, button=Qt.MouseButton.LeftButton,
               buttons=None) -> None:
    """Deliver a real mouse event to the view's viewport at a scene position."""
    local = view.mapFromScene(scene_pos)
    viewport = view.viewport()
    global_pos = viewport.mapToGlobal(local)
    if buttons is None:
        buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else button
    if kind == QEvent.Type.MouseMove:
        button = Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(local), QPointF(global_pos), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def drag(view, start: QPointF, end: QPointF, steps: int = 5) -> None:
    send_mouse(view, QEvent.Type.MouseButtonPress, start)
    for n in range(1, steps + 1):
        point = start + (end - start) * (n / steps)
        send_mouse(view, QEvent.Type.MouseMove, point, buttons=Qt.MouseButton.LeftButton)
    send_mouse(view, QEvent.Type.MouseButtonRelease, end)


def click(view, pos: QPointF, button=Qt.MouseButton.LeftButton) -> None:
    send_mouse(view, QEvent.Type.MouseButtonPress, pos, button)
    send_mouse(view, QEvent.Type.MouseButtonRelease, pos, button)


__all__ = ["ScriptedController", "send_mouse", "drag", "click", "QPoint"]


def play_turn_by_dragging(screen, controller):
    """Make the player's play checker by checker with the mouse, on ``screen.board`` (any screen with
    a board widget: practice or online)."""
    board = screen.board
    while controller.turn is not None and not controller.turn.complete:
        turn = controller.turn
        source = min(turn.sources(), key=lambda p: -p)  # the farthest checker first
        targets = turn.targets(source)
        target = min(targets)  # as far as it goes
        start = board.scene.stacks[(True, source)][-1].pos()
        if target == OFF:
            end = board.scene.geometry.tray_rect(True).center()
        else:
            end = board.scene.geometry.checker_centre(target, 0)
        steps_before = len(turn.steps)
        drag(board.view, start, end)
        after = controller.turn
        assert after is None or len(after.steps) == steps_before + 1


# -- pictures of the board -----------------------------------------------------------------------
def grab(board):
    """What the board's view shows, as an image."""
    return board.view.viewport().grab().toImage()


def view_rect(board, scene_rect):
    """A scene rectangle as the pixel rectangle of the view's image that shows it."""
    return board.view.mapFromScene(scene_rect).boundingRect()


def ink(image, rect, colour, tolerance: int = 90) -> int:
    """How many pixels of ``image`` inside ``rect`` are within ``tolerance`` of ``colour`` (the sum
    of the red, green and blue differences)."""
    found = 0
    r, g, b = colour.red(), colour.green(), colour.blue()
    for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1)):
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1)):
            pixel = image.pixel(x, y)
            if abs((pixel >> 16 & 255) - r) + abs((pixel >> 8 & 255) - g) + abs((pixel & 255) - b) <= tolerance:
                found += 1
    return found
