"""The high-contrast theme shows the bar and the trays: in the picture of the board their pixels
stand clearly apart from the black surround and from the frame around them."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from fibsgui.ui.board.items import bar_face
from tests.ui.test_board import make_board


def lightness(colour: QColor) -> float:
    """Relative luminance (WCAG), 0 for black and 1 for white."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((lightness(a), lightness(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_high_contrast_bar_and_trays_stand_out_from_the_surround_and_the_frame(qtbot, tmp_path):
    board, _ = make_board(qtbot, tmp_path, theme="contrast")
    view = board.view
    image = view.viewport().grab().toImage()
    ratio = image.width() / view.viewport().width()  # device pixels of the picture

    def pixel(scene_point: QPointF) -> QColor:
        point = view.mapFromScene(scene_point)
        return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))

    g = board.scene.geometry
    bar = pixel(bar_face(g).center() + QPointF(0, bar_face(g).height() * 0.3))  # below the cube's place
    trays = [pixel(g.tray_rect(player).center()) for player in (True, False)]
    surround = pixel(QPointF(-20, g.scene_rect.center().y()))  # beside the board
    frame = pixel(QPointF(g.tray_rect(True).center().x(), g.scene_rect.top() + 3))  # the frame's top edge
    assert surround == board.scene.theme.surround
    for colour in (bar, *trays):
        assert contrast(colour, surround) >= 2.0, (colour.name(), surround.name())
        assert contrast(colour, frame) >= 1.6, (colour.name(), frame.name())
