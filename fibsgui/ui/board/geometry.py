"""Where everything sits on the board, in scene units (the view scales the scene to the window).

Points are numbered from the player's side (the side at the bottom): 1-6 are the player's home
board, 7-12 the outer board on the player's side, 13-24 on the far side. ``BAR`` is 25 and ``OFF``
is 0. With the home board on the right, point 1 is at the bottom right; on the left, at the bottom
left. The player's bear-off tray is beside the home board, the cube on the other side.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from fibsgui.bg import BAR, OFF

BAND = 54.0  # the strip above and below the board with names, score, pips
STRIP = 86.0  # the side strips: trays on the home side, the cube on the other
FRAME = 24.0  # the frame around each half board (point numbers are written on it)
POINT = 62.0  # the width of a point
CHECKER = 58.0  # a checker's diameter
BAR_WIDTH = 76.0
STACK = 5  # checkers drawn on a point before a count is shown
BAR_STACK = 4  # checkers drawn on each side of the bar before a count is shown
HALF_HEIGHT = STACK * CHECKER  # the length of a point's column
GAP = 104.0  # between the top and bottom points (dice, banner)
SLAB = 18.0  # a borne-off checker seen from the side

BOARD_WIDTH = 2 * STRIP + 2 * FRAME + 12 * POINT + BAR_WIDTH
BOARD_HEIGHT = 2 * FRAME + 2 * HALF_HEIGHT + GAP
SCENE_WIDTH = BOARD_WIDTH
SCENE_HEIGHT = BOARD_HEIGHT + 2 * BAND


class Geometry:
    """The layout for one orientation (home board left or right)."""

    def __init__(self, home_right: bool = True) -> None:
        self.home_right = home_right
        self.scene_rect = QRectF(0, 0, SCENE_WIDTH, SCENE_HEIGHT)
        self.board_rect = QRectF(0, BAND, BOARD_WIDTH, BOARD_HEIGHT)
        self.top = BAND + FRAME  # top edge of the playing surface
        self.bottom = BAND + BOARD_HEIGHT - FRAME
        self.middle = (self.top + self.bottom) / 2
        left_strip = QRectF(0, BAND, STRIP, BOARD_HEIGHT)
        right_strip = QRectF(BOARD_WIDTH - STRIP, BAND, STRIP, BOARD_HEIGHT)
        self.tray_strip = right_strip if home_right else left_strip
        self.cube_strip = left_strip if home_right else right_strip
        x0 = STRIP + FRAME
        self.left_half = QRectF(x0, self.top, 6 * POINT, self.bottom - self.top)
        self.bar_rect = QRectF(x0 + 6 * POINT, BAND, BAR_WIDTH, BOARD_HEIGHT)
        self.right_half = QRectF(x0 + 6 * POINT + BAR_WIDTH, self.top, 6 * POINT, self.bottom - self.top)
        self.home_half = self.right_half if home_right else self.left_half
        self.outer_half = self.left_half if home_right else self.right_half
        self.top_band = QRectF(0, 0, SCENE_WIDTH, BAND)
        self.bottom_band = QRectF(0, BAND + BOARD_HEIGHT, SCENE_WIDTH, BAND)

    # -- points -------------------------------------------------------------------------------
    def point_column(self, point: int) -> int:
        """Column 0-11 from the left of the point (player's numbering 1-24)."""
        if point <= 12:  # bottom row: 1 at the home end
            column = 12 - point if self.home_right else point - 1
        else:  # top row: 13 above 12, 24 above 1
            column = point - 13 if self.home_right else 24 - point
        return column

    def point_x(self, point: int) -> float:
        """The centre x of a point."""
        column = self.point_column(point)
        half = self.left_half if column < 6 else self.right_half
        return half.left() + (column % 6 + 0.5) * POINT

    def is_top(self, point: int) -> bool:
        return point > 12

    def point_rect(self, point: int) -> QRectF:
        """The column a point's checkers occupy."""
        x = self.point_x(point) - POINT / 2
        if self.is_top(point):
            return QRectF(x, self.top, POINT, HALF_HEIGHT)
        return QRectF(x, self.bottom - HALF_HEIGHT, POINT, HALF_HEIGHT)

    def checker_centre(self, point: int, index: int) -> QPointF:
        """Where the ``index``-th checker (0 = at the edge) of a point sits: checkers beyond the
        column's last place sit on that place, under the one that shows the stack's count."""
        index = min(index, STACK - 1)
        x = self.point_x(point)
        if self.is_top(point):
            return QPointF(x, self.top + (index + 0.5) * CHECKER)
        return QPointF(x, self.bottom - (index + 0.5) * CHECKER)

    # -- bar, trays, cube, dice ---------------------------------------------------------------
    def bar_centre(self, player: bool, index: int) -> QPointF:
        """The player's checkers wait on the upper half of the bar (they enter at the top)."""
        index = min(index, BAR_STACK - 1)
        x = self.bar_rect.center().x()
        offset = GAP / 2 + 4 + (index + 0.5) * CHECKER
        return QPointF(x, self.middle - offset if player else self.middle + offset)

    def tray_rect(self, player: bool) -> QRectF:
        strip = self.tray_strip
        inset = 10.0
        if player:
            return QRectF(strip.left() + inset, self.bottom - HALF_HEIGHT, STRIP - 2 * inset, HALF_HEIGHT)
        return QRectF(strip.left() + inset, self.top, STRIP - 2 * inset, HALF_HEIGHT)

    def waiting_centre(self, player: bool, index: int) -> QPointF:
        """Where the ``index``-th checker waiting to enter stands in a tray (round, stacked from
        the tray's outer end like a point's; beyond the last place they sit on it)."""
        index = min(index, STACK - 1)
        tray = self.tray_rect(player)
        x = tray.center().x()
        if player:
            return QPointF(x, tray.bottom() - (index + 0.5) * CHECKER)
        return QPointF(x, tray.top() + (index + 0.5) * CHECKER)

    def slab_rect(self, player: bool, index: int) -> QRectF:
        """The ``index``-th borne-off checker in a tray, stacked from the outer edge."""
        tray = self.tray_rect(player)
        width = tray.width() - 8
        x = tray.left() + 4
        if player:
            y = tray.bottom() - 3 - (index + 1) * SLAB
        else:
            y = tray.top() + 3 + index * SLAB
        return QRectF(x, y, width, SLAB - 2)

    def cube_centre(self, owner: str) -> QPointF:
        """``owner`` is "player", "opponent" or "centre"."""
        x = self.cube_strip.center().x()
        if owner == "player":
            return QPointF(x, self.bottom - CHECKER / 2 - 8)
        if owner == "opponent":
            return QPointF(x, self.top + CHECKER / 2 + 8)
        return QPointF(x, self.middle)

    def dice_centre(self, player: bool) -> QPointF:
        """The player rolls on the home half of the board, the opponent on the other half."""
        half = self.home_half if player else self.outer_half
        return QPointF(half.center().x(), self.middle)

    # -- hit testing --------------------------------------------------------------------------
    def location_at(self, pos: QPointF) -> int | None:
        """The player's point (1-24), ``BAR`` or ``OFF`` (the tray strip) under ``pos``; else None."""
        x, y = pos.x(), pos.y()
        if not (self.board_rect.top() <= y <= self.board_rect.bottom()):
            return None
        if self.tray_strip.left() <= x <= self.tray_strip.right():
            return OFF
        if self.bar_rect.left() <= x <= self.bar_rect.right():
            return BAR
        for half, first_column in ((self.left_half, 0), (self.right_half, 6)):
            if half.left() <= x < half.right():
                column = first_column + int((x - half.left()) // POINT)
                top = y < self.middle
                return self._point_of(column, top)
        return None

    def _point_of(self, column: int, top: bool) -> int:
        if top:
            return column + 13 if self.home_right else 24 - column
        return 12 - column if self.home_right else column + 1
