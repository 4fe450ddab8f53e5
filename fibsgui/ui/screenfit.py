"""Windows that fit the screen they open on.

A window's size and place come from what was saved last time or from a size chosen for a large
screen; neither may fit the screen there is now (a laptop of 1366x768, 200 % scaling, a screen
unplugged since). :func:`fit_to_screen` makes the window with its frame fit the available area
of its screen and lie inside it, so that its title bar and its status bar can be reached.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QDialog, QFrame, QScrollArea, QStyle, QWidget


def frame_margins(window: QWidget) -> QSize:
    """What the window system's frame adds to ``window``'s size: as the window system tells it
    once the window is shown, and at least a title bar of the style's height and thin borders
    (a platform may say less before its frame is drawn, or nothing: then the window would be made
    as large as the screen, its frame past the edge)."""
    title = window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, window)
    border = 4
    least = QSize(2 * border, max(title, 24) + 2 * border)
    frame, inner = window.frameGeometry(), window.geometry()
    if window.isVisible() and frame.size() != inner.size():
        return (frame.size() - inner.size()).expandedTo(least)
    return least


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


def taller_for_width(window: QWidget, size: QSize, most: QSize) -> QSize:
    """``size`` for the dialog ``window`` made large enough for the texts that wrap in it (a
    window's minimum does not count them): taller, and wider where the height is short (its lines
    the fewer), within ``most``. Other windows (a board, lists) give way to the screen as they are."""
    layout = window.layout()
    if not isinstance(window, QDialog) or layout is None or not layout.hasHeightForWidth():
        return size
    width, height = size.width(), size.height()
    while layout.totalHeightForWidth(width) > height and width < most.width():
        width = min(most.width(), width + max(16, most.width() // 16))
    needed = layout.totalHeightForWidth(width)
    if needed <= height and width == size.width():
        return size
    return QSize(width, min(max(height, needed), most.height()))


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
    wide = taller_for_width(window, size, area.size() - margins)
    if wide != size:
        target = fitted(QRect(target.topLeft(), wide + margins), area, centre)
        size = wide
    if size != inner.size():
        window.resize(size)
    if target.topLeft() != window.frameGeometry().topLeft():
        window.move(target.topLeft())


class _OnScreen(QObject):
    """Fits its window to the screen each time the window is shown (see :func:`keep_on_screen`)."""

    shown = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            if not self.shown and isinstance(watched, QDialog) and not watched.isMaximized():
                # the first time, a dialog as large as it wants (Qt makes it at most 2/3 of the
                # screen, where a page of settings would scroll with room to spare); fitted below
                watched.resize(watched.size().expandedTo(watched.sizeHint()))
            self.shown = True
            fit_to_screen(watched)
        return False


def keep_on_screen(window: QWidget) -> None:
    """Fit the top-level ``window`` (a dialog, a review) to its screen whenever it is shown: its
    size at most the screen's available area, frame included, and its place inside it (a window
    made for a large screen, or placed over a parent near the edge, is brought onto a small one)."""
    keeper = _OnScreen(window)
    keeper.setObjectName("keep-on-screen")
    window.installEventFilter(keeper)


class ScrolledPage(QScrollArea):
    """A page of a dialog that scrolls where the screen is too small for it: as large as the page
    wants where there is room, and at the least a few lines high and some 40 characters wide."""

    def __init__(self, page: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field, the page follows

    def sizeHint(self) -> QSize:
        page = self.widget()
        hint = page.sizeHint() if page is not None else QSize(0, 0)
        return hint + QSize(2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width(), 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        page = self.widget()
        width = min(page.minimumSizeHint().width() if page is not None else 0,
                    40 * self.fontMetrics().averageCharWidth())
        lines = 4 * self.fontMetrics().lineSpacing()
        return QSize(width + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width(), lines)


def scrolled(page: QWidget) -> ScrolledPage:
    """``page`` in a :class:`ScrolledPage`."""
    return ScrolledPage(page)
