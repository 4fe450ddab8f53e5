"""Where the keyboard is, seen: the application's style draws a focus frame on the focused push
button, command link and item view once the keyboard is used to move around a window.

Fusion (the style Qt uses where the desktop names none) draws a default button with the same
highlighted outline as a focused one, draws no focus at all on a command link (the welcome's
three choices) and none on a focused list or table without a current row. :class:`FocusStyle`
wraps the style in use and adds a frame in the palette's highlight colour in those three cases;
everything else is drawn by the style it wraps.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCommandLinkButton,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QWidget,
)

_FOCUSED = QStyle.StateFlag.State_HasFocus
_BY_KEYBOARD = QStyle.StateFlag.State_KeyboardFocusChange


class FocusStyle(QProxyStyle):
    """The style in use (or ``base``), with a visible focus frame on push buttons, command links
    and item views."""

    def drawControl(self, element: QStyle.ControlElement, option: QStyleOption, painter: QPainter,
                    widget: QWidget | None = None) -> None:
        super().drawControl(element, option, painter, widget)
        if element != QStyle.ControlElement.CE_PushButton or not option.state & _FOCUSED:
            return
        command_link = isinstance(widget, QCommandLinkButton)
        # a command link is flat: the frame is its only sign of focus, shown from the start; a
        # push button's once the keyboard moves the focus (as the style shows other widgets')
        if command_link or option.state & _BY_KEYBOARD:
            _frame(painter, option, inset=2 if command_link else 3, fill=command_link)

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,
                      widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if (element == QStyle.PrimitiveElement.PE_Frame and isinstance(widget, QAbstractItemView)
                and option.state & _FOCUSED and option.state & _BY_KEYBOARD):
            _frame(painter, option, inset=0, fill=False)


def _frame(painter: QPainter, option: QStyleOption, inset: int, fill: bool) -> None:
    colour = option.palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
    rect = QRectF(option.rect).adjusted(inset + 0.5, inset + 0.5, -inset - 0.5, -inset - 0.5)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(colour, 1.5 if inset else 1.0))
    if fill:
        tint = QColor(colour)
        tint.setAlpha(36)
        painter.setBrush(tint)
    else:
        painter.setBrush(QColor(0, 0, 0, 0))
    painter.drawRoundedRect(rect, 3, 3)
    painter.restore()


def install_focus_style(app: QApplication) -> FocusStyle:
    """Wrap the application's style (the platform's, or one named with ``-style``) in
    :class:`FocusStyle`; returns it."""
    current = app.style()
    if isinstance(current, FocusStyle):
        return current
    style = FocusStyle(current.name())  # a fresh copy of the style in use, by its name
    app.setStyle(style)
    return style
