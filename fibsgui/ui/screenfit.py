"""Windows that fit the screen they open on.

A window's size and place come from what was saved last time or from a size chosen for a large
screen; neither may fit the screen there is now (a laptop of 1366x768, 200 % scaling, a screen
unplugged since). :func:`fit_to_screen` makes the window with its frame fit the available area
of its screen and lie inside it, so that its title bar and its status bar can be reached.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QStyle, QWidget


def frame_margins(window: QWidget) -> QSize:
    """What the window system's frame adds to ``window``'s size: as the window system tells it
    once the window is shown, estimated from the style's title bar before."""
    frame, inner = window.frameGeometry(), window.geometry()
    if window.isVisible() and frame.size() != inner.size():
        return frame.size() - inner.size()
    title = window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, window)
    border = 4
    return QSize(2 * border, max(title, 24) + 2 * border)


def screen_of(window: QWidget) -> QScreen | None:
    """The screen that holds the middle of ``window``'s frame, or the nearest one, or the window's own."""
    centre = window.frameGeometry().center()
    screen = QGuiApplication.screenAt(centre)
    if screen is not None:
        return screen
    screens = QGuiApplication.screens()
    if not screens:
        return window.screen()

    def distance(candidate: QScreen) -> int:
        area = candidate.availableGeometry()
        dx = max(area.left() - centre.x(), 0, centre.x() - area.right())
        dy = max(area.top() - centre.y(), 0, centre.y() - area.bottom())
        return dx * dx + dy * dy

    return min(screens, key=distance)


def fitted(frame: QRect, area: QRect, centre: bool = False) -> QRect:
    """The frame rectangle ``frame`` made to fit ``area``: its size at most the area's, its place
    inside it (in its middle with ``centre``)."""
    size = frame.size().boundedTo(area.size())
    if centre:
        top_left = area.center() - QPoint(size.width() // 2, size.height() // 2)
    else:
        top_left = frame.topLeft()
    x = min(max(top_left.x(), area.left()), area.right() + 1 - size.width())
    y = min(max(top_left.y(), area.top()), area.bottom() + 1 - size.height())
    return QRect(QPoint(x, y), size)


def fit_to_screen(window: QWidget, centre: bool = False) -> None:
    """Make the top-level ``window``, frame included, fit the available area of its screen (the
    screen holding its middle, or the nearest) and lie inside it; with ``centre``, in the middle
    of it. A maximized or full-screen window is left as it is."""
    if window.isMaximized() or window.isFullScreen():
        return
    screen = screen_of(window)
    if screen is None:
        return
    area = screen.availableGeometry()
    margins = frame_margins(window)
    inner = window.geometry()
    frame = QRect(window.frameGeometry().topLeft(), inner.size() + margins)
    target = fitted(frame, area, centre)
    size = (target.size() - margins).expandedTo(QSize(1, 1))
    if size != inner.size():
        window.resize(size)
    if target.topLeft() != window.frameGeometry().topLeft():
        window.move(target.topLeft())
