"""The keyboard's way through a dialog: the widgets Tab reaches in the order it reaches them,
the order the eye reads them in, and whether the focused widget looks focused."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QStyleFactory, QWidget

from fibsgui.ui.focus import install_focus_style


@pytest.fixture
def app_style(qapp):
    """The application's style as fibsgui.app installs it; plain Fusion again afterwards."""
    style = install_focus_style(qapp)
    yield style
    QApplication.setStyle(QStyleFactory.create("Fusion"))


def owner(widget: QWidget | None) -> QWidget | None:
    """The widget the player sees as focused: an editable combo box or a spin box for its line
    edit."""
    if widget is not None and isinstance(widget.parentWidget(), (QComboBox, QAbstractSpinBox)):
        return widget.parentWidget()
    return widget


def tab_walk(window: QWidget, qtbot, start: QWidget | None = None, limit: int = 60) -> list[QWidget]:
    """Press Tab from ``start`` (else the widget that has the focus) until the focus comes back
    around; the widgets it went through, in order, starting with ``start``. The window must be
    shown and active."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    if start is not None:
        start.setFocus(Qt.FocusReason.TabFocusReason)
    first = owner(QApplication.focusWidget())
    assert first is not None, "nothing has the keyboard"
    seen = [first]
    for _ in range(limit):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        current = owner(QApplication.focusWidget())
        if current is first:
            return seen
        assert current is not None and current not in seen, f"Tab went back to {current} before {first}"
        seen.append(current)
    raise AssertionError(f"Tab did not come back to {first} in {limit} presses")


def tab_walk_backwards(window: QWidget, qtbot, start: QWidget) -> list[QWidget]:
    """The same way with Shift+Tab, from ``start``."""
    start.setFocus(Qt.FocusReason.BacktabFocusReason)
    seen = [owner(QApplication.focusWidget())]
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
        current = owner(QApplication.focusWidget())
        if current is seen[0]:
            return seen
        seen.append(current)
    raise AssertionError("Shift+Tab did not come back")


def tab_stops(window: QWidget) -> list[QWidget]:
    """Every widget of ``window`` that Tab should reach: shown, enabled, taking focus by Tab."""
    stops = []
    for widget in window.findChildren(QWidget):
        if owner(widget) is not widget or widget.window() is not window:
            continue
        proxy = widget.focusProxy() or widget
        if owner(proxy) is not widget:  # its focus goes to another widget (a tab widget's bar)
            continue
        if (widget.isVisible() and widget.isEnabled()
                and proxy.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus):
            stops.append(widget)
    return stops


def place(widget: QWidget) -> QRect:
    """The widget's rectangle in its window's coordinates."""
    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


def reading_order(widgets: list[QWidget]) -> list[QWidget]:
    """``widgets`` as the eye reads them: rows from the top (widgets whose heights overlap the
    row's first by more than half are on its row), each row from the left."""
    rest = sorted(widgets, key=lambda w: (place(w).top(), place(w).left()))
    ordered: list[QWidget] = []
    while rest:
        head = place(rest[0])
        row = [w for w in rest if _overlap(head, place(w)) > min(head.height(), place(w).height()) / 2]
        row.sort(key=lambda w: place(w).left())
        ordered.extend(row)
        rest = [w for w in rest if w not in row]
    return ordered


def _overlap(a: QRect, b: QRect) -> int:
    return max(0, min(a.bottom(), b.bottom()) - max(a.top(), b.top()) + 1)


def names(widgets: list[QWidget]) -> list[str]:
    """Readable names for assertion messages: object name, or class and text."""
    out = []
    for w in widgets:
        text = w.objectName() or (w.text() if hasattr(w, "text") and callable(w.text) else "")
        out.append(f"{type(w).__name__}:{text}")
    return out


def pixels_changed(before: QImage, after: QImage, area: QRect) -> int:
    """How many pixels of ``area`` differ clearly between two pictures of the same window."""
    changed = 0
    for y in range(max(0, area.top()), min(before.height(), area.bottom() + 1)):
        for x in range(max(0, area.left()), min(before.width(), area.right() + 1)):
            a, b = before.pixelColor(x, y), after.pixelColor(x, y)
            if abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) > 60:
                changed += 1
    return changed


def focus_differences(window: QWidget, qtbot, walk: list[QWidget]) -> dict[QWidget, int]:
    """For each widget of ``walk`` (a :func:`tab_walk`), how many pixels of it (and of a
    3-pixel ring around it, where focus frames are drawn) change when Tab brings the keyboard to
    it from the widget before it: 0 means the focus cannot be seen. The focus goes round with
    real Tab presses (a style shows focus frames only after keyboard navigation)."""
    walk[-1].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # to walk[0], by the keyboard
    pictures = []
    for widget in walk:
        qtbot.waitUntil(lambda: owner(QApplication.focusWidget()) is widget)
        pictures.append(window.grab().toImage())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    # the picture of walk[i] focused is pictures[i]; with the one before it focused, pictures[i - 1]
    return {widget: pixels_changed(pictures[i - 1], pictures[i], place(widget).adjusted(-3, -3, 3, 3))
            for i, widget in enumerate(walk)}
