"""Where the keyboard is, seen: the application's style draws a focus frame on the focused push
button, command link and item view once the keyboard is used to move around a window.

Fusion (the style Qt uses where the desktop names none) draws a default button with the same
highlighted outline as a focused one, draws no focus at all on a command link (the welcome's
three choices) and none on a focused list or table without a current row. :class:`FocusStyle`
wraps the style in use and adds a frame in the palette's highlight colour in those three cases;
everything else is drawn by the style it wraps.

Two more places took the keyboard unseen: the board (a view without a frame, drawn by
:class:`fibsgui.ui.board.view.BoardView` with :func:`draw_focus_frame`), and a main window's dock
tab bars while they hold no tab (docks tabified, then hidden: Qt keeps the bars shown out of
sight), which :class:`TabBarFocus` keeps out of the Tab order while they are empty.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCommandLinkButton,
    QMainWindow,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QTabBar,
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


def keyboard_focused(widget: QWidget) -> bool:
    """Whether ``widget`` has the focus and its window has been moved around by the keyboard (when
    styles show focus frames)."""
    return widget.hasFocus() and widget.window().testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)


def draw_focus_frame(painter: QPainter, widget: QWidget, width: float = 3.0) -> None:
    """A frame ``width`` pixels wide in the highlight colour along ``widget``'s edges (painted on
    ``widget`` or on its viewport, which has the same size)."""
    colour = widget.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
    half = width / 2
    rect = QRectF(widget.rect()).adjusted(half, half, -half, -half)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect)
    painter.restore()


class TabBarFocus(QObject):
    """Keeps ``window``'s dock tab bars out of the Tab order while they hold no tab: Tab stopped
    on them, out of sight, with nothing shown focused. A bar that has tabs again takes the focus
    by Tab as Qt makes it."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._pending = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Show, QEvent.Type.ChildAdded) and not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.settle)  # once the layout has placed the bars
        return False

    def settle(self) -> None:
        self._pending = False
        for bar in self.window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            policy = Qt.FocusPolicy.TabFocus if bar.count() else Qt.FocusPolicy.NoFocus
            if bar.focusPolicy() != policy:
                bar.setFocusPolicy(policy)


def install_focus_style(app: QApplication) -> FocusStyle:
    """Wrap the application's style (the platform's, or one named with ``-style``) in
    :class:`FocusStyle`; returns it."""
    current = app.style()
    if isinstance(current, FocusStyle):
        return current
    style = FocusStyle(current.name())  # a fresh copy of the style in use, by its name
    app.setStyle(style)
    return style
