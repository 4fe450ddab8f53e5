"""The graphics items of the board: frame and points, checkers, dice, cube, highlights, text.

Everything is drawn as vectors in scene units, so the board is sharp at any size and on HiDPI
screens; items that rarely change are cached in device coordinates, so a redraw after a move only
blits them.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from fibsgui.ui.board.geometry import (
    BAND,
    CHECKER,
    FRAME,
    HALF_HEIGHT,
    POINT,
    Geometry,
)
from fibsgui.ui.board.theme import Theme

CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    f.setStyleHint(QFont.StyleHint.SansSerif)
    return f


def shade(colour: QColor, factor: int) -> QColor:
    """Lighter (factor > 100) or darker (< 100) version of a colour, keeping its alpha."""
    out = colour.lighter(factor) if factor >= 100 else colour.darker(round(10000 / factor))
    out.setAlpha(colour.alpha())
    return out


def with_alpha(colour: QColor, alpha: int) -> QColor:
    out = QColor(colour)
    out.setAlpha(alpha)
    return out


BAR_RADIUS = 6.0  # the rounded corners of the bar and the trays


def bar_face(geometry: Geometry) -> QRectF:
    """The bar as it is painted over the frame."""
    return geometry.bar_rect.adjusted(6, FRAME * 0.4, -6, -FRAME * 0.4)


class BoardItem(QGraphicsItem):
    """The frame, felt, points, bar, trays and point numbers: everything that does not move."""

    def __init__(self, theme: Theme, geometry: Geometry) -> None:
        super().__init__()
        self.theme = theme
        self.geometry = geometry
        self.setCacheMode(CACHE)
        self.setZValue(0)
        self.labels: tuple[int, ...] = tuple(range(1, 25))  # the number written on each point
        self._grain_key = self._grain_shape()
        self._grain = self._make_grain()

    def set_look(self, theme: Theme, geometry: Geometry) -> None:
        self.prepareGeometryChange()
        self.theme, self.geometry = theme, geometry
        if self._grain_shape() != self._grain_key:
            self._grain_key = self._grain_shape()
            self._grain = self._make_grain()
        self.update()

    def set_labels(self, labels: tuple[int, ...]) -> bool:
        """The numbers to write on points 1-24 (the player's numbering); True if they changed."""
        labels = tuple(labels)
        if labels == self.labels:
            return False
        self.labels = labels
        self.update()
        return True

    def _grain_shape(self) -> tuple[bool, bool]:
        """What the grain's lines depend on: the side of the trays, and whether the felt, bar and
        trays hide the wood under them (they do unless a theme paints them see-through)."""
        t = self.theme
        opaque = all(c.alpha() == 255 for c in (t.felt, t.felt_dark, t.bar, t.bar_dark, t.tray, t.tray_dark))
        return self.geometry.home_right, opaque

    def boundingRect(self) -> QRectF:
        return self.geometry.scene_rect

    # (grain colour, the grain's shape) -> the latest picture of the grain
    _textures: dict[tuple[int, tuple[bool, bool]], QPixmap] = {}

    def _grain_texture(self, colour: QColor, scale: float) -> QPixmap:
        """The grain drawn into a transparent picture about as wide as the board is in device
        pixels (``scale`` times its scene width, in steps of 256, so that resizing the window
        rarely draws it again), then scaled onto the frame."""
        board = self.geometry.board_rect
        width = min(4096, max(512, math.ceil(board.width() * scale / 256) * 256))
        key = (colour.rgba(), self._grain_key)
        texture = BoardItem._textures.get(key)
        if texture is None or texture.width() != width:
            height = round(width * board.height() / board.width())
            texture = QPixmap(width, height)
            texture.fill(Qt.GlobalColor.transparent)
            p = QPainter(texture)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.scale(width / board.width(), height / board.height())
            p.translate(-board.left(), -board.top())
            # Hairlines take Qt's fast path (a wide antialiased stroke of this path takes half a
            # second); two of them half a pixel apart make a line about two texture pixels wide.
            pen = QPen(with_alpha(colour, 50), 1.0)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.drawPath(self._grain)
            p.translate(0, 0.6 * board.height() / height)
            p.drawPath(self._grain)
            p.end()
            BoardItem._textures[key] = texture
        return texture

    def _make_grain(self) -> QPainterPath:
        """Wavy lines like the grain of wood, the same every time.

        Only the segments where the wood shows are kept: the felt, the bar and the trays cover
        three quarters of the board, and drawing the lines under them was most of the cost of
        the board's first paint. The random numbers are drawn for every segment all the same,
        so the wood that shows looks as it always did."""
        uniform = random.Random(1729).uniform
        rect = self.geometry.board_rect
        # what is painted over the wood, less its rounded corners (where the grain shows)
        covers = [(r.left(), r.top(), r.right(), r.bottom()) for r in (
            self.geometry.left_half, self.geometry.right_half,
            bar_face(self.geometry).adjusted(0, BAR_RADIUS, 0, -BAR_RADIUS),
            *(self.geometry.tray_rect(player).adjusted(0, BAR_RADIUS, 0, -BAR_RADIUS) for player in (True, False)),
        )] if self._grain_shape()[1] else []
        path = QPainterPath()
        board_left, board_right, board_bottom = rect.left(), rect.right(), rect.bottom()
        y = rect.top() + 2
        while y < board_bottom:
            x, at = board_left, y  # where the line has got to
            drawn = False  # whether the path ends there (else the next segment moves first)
            amplitude = uniform(0.6, 2.8)
            # a segment's stroke stays within this of its line, texture pixels and smoothing included
            reach = amplitude + 4.0
            hidden = [(left + reach, right - reach) for left, top, right, bottom in covers
                      if top <= y - reach and y + reach <= bottom]  # where a whole segment is covered
            while x < board_right:
                step = uniform(60, 160)
                first = y + uniform(-amplitude, amplitude)
                second = y + uniform(-amplitude, amplitude)
                end = y + uniform(-amplitude / 2, amplitude / 2)
                for left, right in hidden:
                    if left <= x and x + step <= right:
                        drawn = False
                        break
                else:
                    if not drawn:
                        path.moveTo(x, at)
                    path.cubicTo(x + step / 3, first, x + 2 * step / 3, second, x + step, end)
                    drawn = True
                x, at = x + step, end
            y += uniform(3.0, 9.0)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t, g = self.theme, self.geometry
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # frame: wood
        board = g.board_rect
        gradient = QLinearGradient(board.topLeft(), board.bottomRight())
        gradient.setColorAt(0, shade(t.frame, 112))
        gradient.setColorAt(0.5, t.frame)
        gradient.setColorAt(1, t.frame_dark)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRoundedRect(board, 14, 14)
        if t.grain != t.frame:
            painter.save()
            clip = QPainterPath()
            clip.addRoundedRect(board, 14, 14)
            painter.setClipPath(clip)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            scale = math.hypot(painter.deviceTransform().m11(), painter.deviceTransform().m12())
            texture = self._grain_texture(t.grain, scale or 1.0)
            painter.drawPixmap(board, texture, QRectF(texture.rect()))
            painter.restore()
        painter.setPen(QPen(with_alpha(QColor(0, 0, 0), 110), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(board.adjusted(1, 1, -1, -1), 14, 14)

        # bar
        bar = bar_face(g)
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        gradient.setColorAt(0, t.bar_dark)
        gradient.setColorAt(0.5, t.bar)
        gradient.setColorAt(1, t.bar_dark)
        painter.setPen(QPen(with_alpha(QColor(0, 0, 0), 90), 1.5))
        painter.setBrush(gradient)
        painter.drawRoundedRect(bar, BAR_RADIUS, BAR_RADIUS)

        # felt and points
        for half in (g.left_half, g.right_half):
            gradient = QRadialGradient(half.center(), half.width() * 0.75)
            gradient.setColorAt(0, t.felt)
            gradient.setColorAt(1, t.felt_dark)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(gradient)
            painter.drawRect(half)
        for point in range(1, 25):
            self._paint_point(painter, point)
        for half in (g.left_half, g.right_half):  # an inner shadow where felt meets wood
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(with_alpha(QColor(0, 0, 0), 120), 3))
            painter.drawRect(half.adjusted(1.5, 1.5, -1.5, -1.5))
            painter.setPen(QPen(with_alpha(shade(t.frame, 150), 90), 1))
            painter.drawRect(half.adjusted(-1, -1, 1, 1))

        # trays
        for player in (True, False):
            tray = g.tray_rect(player)
            painter.setPen(QPen(with_alpha(QColor(0, 0, 0), 140), 2))
            gradient = QLinearGradient(tray.topLeft(), tray.topRight())
            gradient.setColorAt(0, t.tray_dark)
            gradient.setColorAt(0.5, t.tray)
            gradient.setColorAt(1, t.tray_dark)
            painter.setBrush(gradient)
            painter.drawRoundedRect(tray, BAR_RADIUS, BAR_RADIUS)

        # point numbers, from the player's side (or as the game numbers them)
        # at least 10 pixels on the screen where the frame has room (a small window, 800x600)
        on_screen = painter.worldTransform().map(QLineF(0, 0, 1, 0)).length() or 1.0
        painter.setFont(font(min(FRAME * 0.8, max(FRAME * 0.62, 10 / on_screen)), bold=True))
        painter.setPen(t.numbers)
        for point in range(1, 25):
            x = g.point_x(point)
            if g.is_top(point):
                rect = QRectF(x - POINT / 2, g.top - FRAME, POINT, FRAME)
            else:
                rect = QRectF(x - POINT / 2, g.bottom, POINT, FRAME)
            label = self.labels[point - 1] if len(self.labels) == 24 else point
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(label))

    def _paint_point(self, painter: QPainter, point: int) -> None:
        t, g = self.theme, self.geometry
        x = g.point_x(point)
        top = g.is_top(point)
        column = g.point_column(point)
        first = (column + (0 if top else 1)) % 2 == 0
        fill = t.point_a if first else t.point_b
        edge = t.point_a_edge if first else t.point_b_edge
        base_y = g.top if top else g.bottom
        tip_y = base_y + (HALF_HEIGHT * 0.96 if top else -HALF_HEIGHT * 0.96)
        triangle = point_triangle(g, point)
        gradient = QLinearGradient(QPointF(x, base_y), QPointF(x, tip_y))
        gradient.setColorAt(0, shade(fill, 108))
        gradient.setColorAt(1, shade(fill, 88))
        painter.setBrush(gradient)
        painter.setPen(QPen(edge, 1.2))
        painter.drawPolygon(triangle)


def point_triangle(geometry: Geometry, point: int) -> QPolygonF:
    x = geometry.point_x(point)
    top = geometry.is_top(point)
    base_y = geometry.top if top else geometry.bottom
    tip_y = base_y + (HALF_HEIGHT * 0.96 if top else -HALF_HEIGHT * 0.96)
    half = POINT / 2 - 1.5
    return QPolygonF([QPointF(x - half, base_y), QPointF(x + half, base_y), QPointF(x, tip_y)])


class CheckerItem(QGraphicsObject):
    """One checker: round on the board and bar, a slab seen from the side in the tray."""

    RADIUS = CHECKER / 2 - 1

    def __init__(self, theme: Theme, player: bool) -> None:
        super().__init__()
        self.theme = theme
        self.player = player
        self.count = 0  # a number shown on the checker (the height of a tall stack)
        self.slab: QRectF | None = None  # set while borne off: the slab's rect around pos()
        self.setZValue(10)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def set_slab(self, slab: QRectF | None) -> None:
        if slab != self.slab:
            self.prepareGeometryChange()
            self.slab = slab
            self.update()

    def boundingRect(self) -> QRectF:
        if self.slab is not None:
            return self.slab.adjusted(-2, -2, 3, 3)
        r = self.RADIUS + 3
        return QRectF(-r, -r, 2 * r + 2, 2 * r + 3)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.slab is not None:
            path.addRect(self.slab)
        else:
            path.addEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        return path

    def colours(self) -> tuple[QColor, QColor, QColor]:
        t = self.theme
        if self.player:
            return t.player, t.player_edge, t.player_text
        return t.opponent, t.opponent_edge, t.opponent_text

    # Rendered checkers, shared by all items: (look, size in device pixels) -> pixmap. Drawing a
    # pixmap keeps a redraw cheap however many checkers move, and it is rendered for the exact
    # device scale, so it stays sharp at any window size and on HiDPI screens.
    _sprites: dict[tuple, QPixmap] = {}

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12())
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        total = round(scale * ratio, 3)
        if total <= 0:
            return
        body, edge, text = self.colours()
        key = (body.rgba(), edge.rgba(), text.rgba(), self.count, self.slab is None,
               None if self.slab is None else (round(self.slab.width(), 2), round(self.slab.height(), 2)),
               total)
        sprite = CheckerItem._sprites.get(key)
        if sprite is None:
            if len(CheckerItem._sprites) > 160:
                CheckerItem._sprites.clear()
            width = max(1, math.ceil(rect.width() * total))
            height = max(1, math.ceil(rect.height() * total))
            sprite = QPixmap(width, height)
            sprite.fill(Qt.GlobalColor.transparent)
            sprite_painter = QPainter(sprite)
            sprite_painter.scale(total, total)
            sprite_painter.translate(-rect.left(), -rect.top())
            self.paint_vector(sprite_painter)
            sprite_painter.end()
            sprite.setDevicePixelRatio(ratio)
            CheckerItem._sprites[key] = sprite
        if abs(transform.m12()) > 1e-9 or abs(transform.m21()) > 1e-9:
            painter.drawPixmap(rect, sprite, QRectF(sprite.rect()))  # rotated: let Qt transform it
            return
        # a plain blit at a whole device pixel
        corner = transform.map(rect.topLeft())
        x = round(corner.x() * ratio) / ratio
        y = round(corner.y() * ratio) / ratio
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(x, y), sprite)
        painter.restore()

    def paint_vector(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body, edge, text = self.colours()
        if self.slab is not None:
            rect = self.slab
            gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            gradient.setColorAt(0, shade(body, 120))
            gradient.setColorAt(0.45, body)
            gradient.setColorAt(1, shade(body, 70))
            painter.setPen(QPen(edge, 1.2))
            painter.setBrush(gradient)
            painter.drawRoundedRect(rect, 4, 4)
            return
        r = self.RADIUS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(1.2, 2.2), r, r)  # shadow
        gradient = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        gradient.setColorAt(0, shade(body, 135))
        gradient.setColorAt(0.55, body)
        gradient.setColorAt(1, shade(body, 72))
        painter.setBrush(gradient)
        painter.setPen(QPen(edge, 2.0))
        painter.drawEllipse(QPointF(0, 0), r - 1, r - 1)
        painter.setBrush(Qt.BrushStyle.NoBrush)  # the turned ring of a real checker
        painter.setPen(QPen(with_alpha(edge, 150), 1.6))
        painter.drawEllipse(QPointF(0, 0), r * 0.68, r * 0.68)
        painter.setPen(QPen(with_alpha(shade(body, 140), 120), 1.0))
        painter.drawEllipse(QPointF(0, 0), r * 0.68 - 1.6, r * 0.68 - 1.6)
        if self.count:
            painter.setFont(font(r * 0.95, bold=True))
            painter.setPen(text)
            painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self.count))


class HighlightItem(QGraphicsItem):
    """Marks the legal targets of the checker in hand: the point glows, a ring shows where it lands."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self.shapes: list[tuple[QPainterPath, QPointF | None, bool]] = []
        self._rect = QRectF()
        self.setZValue(5)

    def set_targets(self, shapes: list[tuple[QPainterPath, QPointF | None, bool]]) -> None:
        """(area, landing centre or None, hits) per target."""
        self.prepareGeometryChange()
        self.shapes = shapes
        rect = QRectF()
        for path, _, _ in shapes:
            rect = rect.united(path.boundingRect())
        self._rect = rect.adjusted(-CHECKER, -CHECKER, CHECKER, CHECKER)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for path, landing, hit in self.shapes:
            colour = self.theme.highlight_hit if hit else self.theme.highlight
            painter.setPen(QPen(colour, 3))
            painter.setBrush(with_alpha(colour, 120))
            painter.drawPath(path)
            if landing is not None:
                r = CheckerItem.RADIUS - 2
                painter.setBrush(with_alpha(colour, 80))
                painter.setPen(QPen(colour, 3.5, Qt.PenStyle.DashLine))
                painter.drawEllipse(landing, r, r)


class PreviewItem(QGraphicsItem):
    """A play shown before it is made (a hint's row, an alternative in the review): an arrow for
    each checker step, a ghost checker of the mover's colour where each checker ends, and one of
    the other side's colour on its bar for each checker the play hits."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self.arrows: list[tuple[QPointF, QPointF, bool]] = []  # start, end, hits
        self.ghosts: list[tuple[QPointF, bool]] = []  # centre, and whether of the player's colour
        self._rect = QRectF()
        self.setZValue(50)  # above the checkers, below the banner and the buttons
        self.hide()

    def set_preview(self, arrows: list[tuple[QPointF, QPointF, bool]], ghosts: list[tuple[QPointF, bool]]) -> None:
        self.prepareGeometryChange()
        self.arrows, self.ghosts = arrows, ghosts
        rect = QRectF()
        for start, end, _ in arrows:
            rect = rect.united(QRectF(start, end).normalized())
        for centre, _ in ghosts:
            rect = rect.united(QRectF(centre.x(), centre.y(), 0, 0))
        self._rect = rect.adjusted(-CHECKER, -CHECKER, CHECKER, CHECKER)
        self.setVisible(bool(arrows or ghosts))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.theme
        r = CheckerItem.RADIUS - 1
        for centre, player in self.ghosts:
            painter.setBrush(with_alpha(t.player if player else t.opponent, 170))
            painter.setPen(QPen(t.highlight, 3.5, Qt.PenStyle.DashLine))
            painter.drawEllipse(centre, r, r)
        for start, end, hit in self.arrows:
            colour = t.highlight_hit if hit else t.highlight
            dx, dy = end.x() - start.x(), end.y() - start.y()
            length = math.hypot(dx, dy)
            if length < 1:
                continue
            ux, uy = dx / length, dy / length
            head = 20.0
            tip = end
            base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
            painter.setPen(QPen(QColor(0, 0, 0, 120), 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(start, base)
            painter.setPen(QPen(colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(start, base)
            painter.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
            painter.setBrush(colour)
            painter.drawPolygon(QPolygonF([
                tip,
                QPointF(base.x() - uy * head * 0.55, base.y() + ux * head * 0.55),
                QPointF(base.x() + uy * head * 0.55, base.y() - ux * head * 0.55),
            ]))


class DieItem(QGraphicsObject):
    SIZE = 50.0
    PIPS = {
        1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
    }

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self.value = 1
        self.player = True
        self.used = False
        self.setCacheMode(CACHE)
        self.setZValue(20)

    def set_die(self, value: int, player: bool, used: bool) -> None:
        if (value, player, used) != (self.value, self.player, self.used):
            self.value, self.player, self.used = value, player, used
            self.update()

    def boundingRect(self) -> QRectF:
        s = self.SIZE / 2 + 4
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.theme
        body = t.die_player if self.player else t.die_opponent
        pips = t.die_player_pips if self.player else t.die_opponent_pips
        s = self.SIZE / 2
        if self.used:
            painter.setOpacity(0.35)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 100))
        painter.drawRoundedRect(QRectF(-s + 2, -s + 3, 2 * s, 2 * s), 9, 9)
        gradient = QLinearGradient(QPointF(-s, -s), QPointF(s, s))
        gradient.setColorAt(0, shade(body, 118))
        gradient.setColorAt(1, shade(body, 85))
        painter.setBrush(gradient)
        painter.setPen(QPen(shade(body, 60), 1.2))
        painter.drawRoundedRect(QRectF(-s, -s, 2 * s, 2 * s), 9, 9)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pips)
        spread = s * 0.5
        for dx, dy in self.PIPS.get(self.value, ()):
            painter.drawEllipse(QPointF(dx * spread, dy * spread), s * 0.14, s * 0.14)


class CubeItem(QGraphicsObject):
    """The doubling cube; it shows 64 while centred at 1, as real cubes do."""

    SIZE = 56.0
    clicked = Signal()

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self.value = 1
        self.glow = False
        self.setCacheMode(CACHE)
        self.setZValue(20)

    def set_cube(self, value: int, glow: bool) -> None:
        if (value, glow) != (self.value, self.glow):
            self.value, self.glow = value, glow
            self.setCursor(Qt.CursorShape.PointingHandCursor if glow else Qt.CursorShape.ArrowCursor)
            self.update()

    def boundingRect(self) -> QRectF:
        s = self.SIZE / 2 + 10
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.theme
        s = self.SIZE / 2
        if self.glow:
            painter.setPen(QPen(with_alpha(t.turn, 220), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-s - 6, -s - 6, 2 * s + 12, 2 * s + 12), 12, 12)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(QRectF(-s + 2, -s + 3, 2 * s, 2 * s), 8, 8)
        gradient = QLinearGradient(QPointF(-s, -s), QPointF(s, s))
        gradient.setColorAt(0, shade(t.cube, 110))
        gradient.setColorAt(1, shade(t.cube, 82))
        painter.setBrush(gradient)
        painter.setPen(QPen(shade(t.cube, 55), 1.5))
        painter.drawRoundedRect(QRectF(-s, -s, 2 * s, 2 * s), 8, 8)
        text = str(64 if self.value == 1 else self.value)
        size = s * (1.05 if len(text) <= 2 else 0.8 if len(text) == 3 else 0.62)
        painter.setFont(font(size, bold=True))
        painter.setPen(t.cube_text)
        painter.drawText(QRectF(-s, -s, 2 * s, 2 * s), Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event) -> None:
        if self.glow and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if self.glow and self.boundingRect().contains(event.pos()):
            self.clicked.emit()


class ButtonItem(QGraphicsObject):
    """A pill-shaped button drawn on the board (Roll, Take, Drop ...)."""

    clicked = Signal()
    HEIGHT = 40.0

    def __init__(self, theme: Theme, text: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.text = text
        self.primary = True
        self._pressed = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(40)

    def set_text(self, text: str, primary: bool = True) -> None:
        if (text, primary) == (self.text, self.primary):
            return
        self.prepareGeometryChange()
        self.text, self.primary = text, primary
        self.update()

    def width(self) -> float:
        return QFontMetricsF(font(20, bold=True)).horizontalAdvance(self.text) + 40

    def boundingRect(self) -> QRectF:
        w = self.width()
        return QRectF(-w / 2 - 2, -self.HEIGHT / 2 - 2, w + 4, self.HEIGHT + 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.theme
        w, h = self.width(), self.HEIGHT
        rect = QRectF(-w / 2, -h / 2, w, h)
        fill = t.button if self.primary else t.banner_text
        if self._pressed:
            fill = shade(fill, 85)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(rect.translated(1.5, 2.5), h / 2, h / 2)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, shade(fill, 112))
        gradient.setColorAt(1, shade(fill, 90))
        painter.setBrush(gradient)
        painter.setPen(QPen(shade(fill, 60), 1.2))
        painter.drawRoundedRect(rect, h / 2, h / 2)
        painter.setFont(font(20, bold=True))
        painter.setPen(t.button_text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def mousePressEvent(self, event) -> None:
        self._pressed = True
        self.update()
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        inside = self.boundingRect().contains(event.pos())
        self._pressed = False
        self.update()
        if inside:
            self.clicked.emit()


class BannerItem(QGraphicsObject):
    """A message in the middle of the board with buttons (a double to answer, a game's result)."""

    button_clicked = Signal(str)

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self.text = ""
        self.buttons: list[ButtonItem] = []
        self._rect = QRectF()
        self.setZValue(30)
        self.hide()

    def show_message(self, text: str, buttons: list[tuple[str, str]]) -> None:
        """``buttons``: (key, label); the first is the primary one."""
        self.prepareGeometryChange()
        self.text = text
        for button in self.buttons:
            button.setParentItem(None)
            if button.scene() is not None:
                button.scene().removeItem(button)
        self.buttons = []
        metrics = QFontMetricsF(font(22, bold=True))
        width = metrics.horizontalAdvance(text) + 60
        for n, (key, label) in enumerate(buttons):
            button = ButtonItem(self.theme, label, self)
            button.set_text(label, primary=n == 0)
            button.clicked.connect(lambda key=key: self.button_clicked.emit(key))
            self.buttons.append(button)
        buttons_width = sum(b.width() for b in self.buttons) + 16 * max(0, len(self.buttons) - 1)
        width = max(width, buttons_width + 60, 260)
        height = 64 + (56 if self.buttons else 0)
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        x = -buttons_width / 2
        for button in self.buttons:
            button.setPos(x + button.width() / 2, self._rect.bottom() - 36)
            x += button.width() + 16
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 6, 7)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.theme
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(self._rect.translated(3, 4), 16, 16)
        painter.setBrush(t.banner)
        painter.setPen(QPen(with_alpha(t.turn, 200), 2))
        painter.drawRoundedRect(self._rect, 16, 16)
        painter.setFont(font(22, bold=True))
        painter.setPen(t.banner_text)
        painter.drawText(QRectF(self._rect.left(), self._rect.top() + 8, self._rect.width(), 48),
                         Qt.AlignmentFlag.AlignCenter, self.text)


class BandItem(QGraphicsItem):
    """A player's line above or below the board: name, turn mark, score, pips, and a status text."""

    def __init__(self, theme: Theme, rect: QRectF, player: bool) -> None:
        super().__init__()
        self.theme = theme
        self.rect = rect
        self.player = player
        self.name = ""
        self.score = ""
        self.pips = ""
        self.centre = ""
        self.on_turn = False
        self.away = ""  # in a match: how many points this side still needs ("3-away")
        self.setCacheMode(CACHE)
        self.setZValue(2)

    def set_texts(self, name: str, score: str, pips: str, centre: str, on_turn: bool, away: str = "") -> None:
        values = (name, score, pips, centre, on_turn, away)
        if values != (self.name, self.score, self.pips, self.centre, self.on_turn, self.away):
            self.name, self.score, self.pips, self.centre, self.on_turn, self.away = values
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.theme
        rect = self.rect
        painter.fillRect(rect, t.band)
        y = rect.center().y()
        x = rect.left() + 20
        # the side's colour as a small checker, ringed when it is this side's turn
        body = t.player if self.player else t.opponent
        edge = t.player_edge if self.player else t.opponent_edge
        r = 13.0
        if self.on_turn:
            painter.setPen(QPen(t.turn, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(x + r, y), r + 5, r + 5)
        painter.setPen(QPen(edge, 2))
        painter.setBrush(body)
        painter.drawEllipse(QPointF(x + r, y), r, r)
        x += 2 * r + 16
        painter.setFont(font(24, bold=True))
        painter.setPen(t.turn if self.on_turn else t.band_text)
        name_rect = QRectF(x, rect.top(), rect.width() * 0.36, rect.height())
        metrics = QFontMetricsF(painter.font())
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, name_rect.width())
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        name_end = x + min(metrics.horizontalAdvance(name), name_rect.width())
        # from the right: the pips, the score and how far this side is from winning, each as
        # wide as its text; the status text takes the room left between them and the name
        right = rect.right() - 20
        painter.setFont(font(22, bold=True))
        painter.setPen(t.band_text)
        bold = QFontMetricsF(painter.font())
        pip_width = max(bold.horizontalAdvance(self.pips), 120.0)
        pip_rect = QRectF(right - pip_width, rect.top(), pip_width, rect.height())
        painter.drawText(pip_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.pips)
        right = pip_rect.left() - 28
        if self.away:
            painter.setFont(font(17, bold=True))
            away_width = QFontMetricsF(painter.font()).horizontalAdvance(self.away)
            away_rect = QRectF(right - away_width, rect.top(), away_width, rect.height())
            painter.drawText(away_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.away)
            right = away_rect.left() - 10
            painter.setFont(font(22, bold=True))
        score_width = max(bold.horizontalAdvance(self.score), 100.0)
        score_rect = QRectF(right - score_width, rect.top(), score_width, rect.height())
        painter.drawText(score_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.score)
        if self.centre:  # at least 10 pixels on the screen (a small window): elided where it has no room
            on_screen = painter.worldTransform().map(QLineF(0, 0, 1, 0)).length() or 1.0
            painter.setFont(font(min(26.0, max(19.0, 10 / on_screen))))
            painter.setPen(t.band_dim)
            centre_rect = QRectF(name_end + 24, rect.top(), max(score_rect.left() - 24 - name_end - 24, 0),
                                 rect.height())
            metrics = QFontMetricsF(painter.font())
            text = metrics.elidedText(self.centre, Qt.TextElideMode.ElideRight, centre_rect.width())
            painter.drawText(centre_rect, Qt.AlignmentFlag.AlignCenter, text)


class LabelItem(QGraphicsItem):
    """A short text centred on a point of the board (a tray's count, the match length)."""

    def __init__(self, theme: Theme, size: float = 16, bold: bool = True, colour: str = "numbers") -> None:
        super().__init__()
        self.theme = theme
        self.text = ""
        self.size = size
        self.bold = bold
        self.colour = colour
        self.setCacheMode(CACHE)
        self.setZValue(25)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        width = QFontMetricsF(font(self.size, self.bold)).horizontalAdvance(self.text) + 8
        return QRectF(-width / 2, -self.size * 0.75, width, self.size * 1.5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setFont(font(self.size, self.bold))
        painter.setPen(getattr(self.theme, self.colour))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


def distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


__all__ = [
    "BAND", "BandItem", "BannerItem", "BoardItem", "ButtonItem", "CheckerItem", "CubeItem", "DieItem",
    "HighlightItem", "LabelItem", "distance", "point_triangle",
]
