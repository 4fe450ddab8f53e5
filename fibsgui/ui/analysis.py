"""The pieces of a match's analysis in the review window: its marks in words and colours, the
graph of the match, and each player's totals.

* Marks as gnubg writes them: ``?!`` doubtful, ``?`` bad (an error), ``??`` very bad (a blunder);
  the luck of a roll: ``++`` very lucky, ``+`` lucky, ``−`` unlucky, ``−−`` very unlucky. Each
  with its colour (:data:`MARK_COLOURS`, :data:`LUCK_COLOURS`).
* :class:`AnalysisGraph`: the first player's chance to win the game at every moment of the match
  (a QPainter drawing: 100 % at the top, 50 % dashed, a line per game), the marks as coloured dots
  on it (errors) and triangles (luck: up lucky, down unlucky), the moment shown as a vertical line;
  a click seeks to the moment under the pointer.
* :class:`AnalysisSummary`: each player's error rate (mEMG) and gnubg's rating words, doubtful
  decisions, errors and blunders, luck (total in EMG) and its rating words.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QHeaderView, QSizePolicy, QTreeWidget, QTreeWidgetItem, QWidget

from fibsgui.engine.analysis import LuckMark, Mark, PlayerStats

MARK_TEXT = {Mark.NONE: "", Mark.DOUBTFUL: "?!", Mark.BAD: "?", Mark.VERY_BAD: "??"}
LUCK_TEXT = {LuckMark.NONE: "", LuckMark.LUCKY: "+", LuckMark.VERY_LUCKY: "++",
             LuckMark.UNLUCKY: "\u2212", LuckMark.VERY_UNLUCKY: "\u2212\u2212"}
MARK_COLOURS = {Mark.DOUBTFUL: QColor("#b8860b"), Mark.BAD: QColor("#e06000"), Mark.VERY_BAD: QColor("#d01010")}
LUCK_COLOURS = {LuckMark.LUCKY: QColor("#1e9e3e"), LuckMark.VERY_LUCKY: QColor("#1e9e3e"),
                LuckMark.UNLUCKY: QColor("#2060d0"), LuckMark.VERY_UNLUCKY: QColor("#2060d0")}


def marks_text(mark: Mark, luck: LuckMark) -> str:
    """The marks of a row: ``"??"``, ``"+"``, ``"?! −−"``; empty for none."""
    return " ".join(t for t in (MARK_TEXT[mark], LUCK_TEXT[luck]) if t)


class AnalysisGraph(QWidget):
    """The first player's chance to win the game at each moment of the match (see the module)."""

    moment_clicked = Signal(int)

    LEFT, RIGHT, TOP, BOTTOM = 40.0, 10.0, 8.0, 8.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float | None] = []
        self.marks: dict[int, Mark] = {}
        self.luck: dict[int, LuckMark] = {}
        self.game_starts: list[int] = []
        self.current = -1
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        return QSize(600, 150)

    def set_data(self, values: Sequence[float | None], marks: dict[int, Mark], luck: dict[int, LuckMark],
                 game_starts: Sequence[int]) -> None:
        """``values[m]``: the first player's chance to win at moment ``m`` (None where not known);
        the marks by moment; the moment each game starts at."""
        self.values = list(values)
        self.marks = dict(marks)
        self.luck = dict(luck)
        self.game_starts = list(game_starts)
        self.update()

    def set_current(self, moment: int) -> None:
        if moment != self.current:
            self.current = moment
            self.update()

    # -- where things are drawn ------------------------------------------------------------------------
    def plot_rect(self) -> QRectF:
        return QRectF(self.LEFT, self.TOP, max(1.0, self.width() - self.LEFT - self.RIGHT),
                      max(1.0, self.height() - self.TOP - self.BOTTOM))

    def x_of(self, moment: int) -> float:
        plot = self.plot_rect()
        span = max(1, len(self.values) - 1)
        return plot.left() + plot.width() * moment / span

    def y_of(self, value: float) -> float:
        plot = self.plot_rect()
        return plot.top() + plot.height() * (1.0 - value)

    def point_at(self, moment: int) -> QPointF | None:
        """Where moment ``moment``'s point is drawn (None where its chance is not known)."""
        if not 0 <= moment < len(self.values) or self.values[moment] is None:
            return None
        return QPointF(self.x_of(moment), self.y_of(self.values[moment]))

    def moment_at(self, x: float) -> int | None:
        if not self.values:
            return None
        plot = self.plot_rect()
        span = max(1, len(self.values) - 1)
        moment = round((x - plot.left()) / plot.width() * span)
        return max(0, min(len(self.values) - 1, moment))

    # -- drawing ---------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        plot = self.plot_rect()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        faint = QColor(text)
        faint.setAlpha(60)
        painter.setPen(QPen(faint, 1))
        painter.drawRect(plot)
        for start in self.game_starts[1:]:
            x = self.x_of(start)
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        half = QPen(faint, 1, Qt.PenStyle.DashLine)
        painter.setPen(half)
        painter.drawLine(QPointF(plot.left(), self.y_of(0.5)), QPointF(plot.right(), self.y_of(0.5)))
        painter.setPen(text)
        metrics = painter.fontMetrics()
        for value, label in ((1.0, "100%"), (0.5, "50%"), (0.0, "0%")):
            y = self.y_of(value)
            rect = QRectF(0, y - metrics.height() / 2, self.LEFT - 4, metrics.height())
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label)
        if self.values:
            self._draw_line(painter, palette)
            self._draw_marks(painter)
            if 0 <= self.current < len(self.values):
                x = self.x_of(self.current)
                painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2))
                painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.end()

    def _draw_line(self, painter: QPainter, palette: QPalette) -> None:
        starts = set(self.game_starts)
        path = QPainterPath()
        drawing = False
        for moment in range(len(self.values)):
            if moment in starts:
                drawing = False  # each game's line stands alone
            point = self.point_at(moment)
            if point is None:
                continue
            if drawing:
                path.lineTo(point)
            else:
                path.moveTo(point)
                drawing = True
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Text), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)

    def _draw_marks(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for moment, luck in self.luck.items():
            point = self._mark_point(moment)
            if point is None or luck == LuckMark.NONE:
                continue
            size = 7.0 if abs(int(luck)) == 2 else 5.0
            way = -1.0 if int(luck) > 0 else 1.0  # lucky above the line, unlucky below
            base = point.y() + way * 5.0
            painter.setBrush(LUCK_COLOURS[luck])
            painter.drawPolygon(QPolygonF([QPointF(point.x() - size / 1.4, base), QPointF(point.x() + size / 1.4, base),
                                           QPointF(point.x(), base + way * size)]))
        for moment, mark in self.marks.items():
            point = self._mark_point(moment)
            if point is None or mark == Mark.NONE:
                continue
            painter.setBrush(MARK_COLOURS[mark])
            radius = 3.0 + int(mark)
            painter.drawEllipse(point, radius, radius)

    def _mark_point(self, moment: int) -> QPointF | None:
        """A mark's place: its moment's point, or the last known before it (a cube action)."""
        for m in range(moment, -1, -1):
            point = self.point_at(m)
            if point is not None:
                return QPointF(self.x_of(moment), point.y())
            if m in self.game_starts:
                break
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            moment = self.moment_at(event.position().x())
            if moment is not None:
                self.moment_clicked.emit(moment)
                event.accept()
                return
        super().mousePressEvent(event)


class AnalysisSummary(QTreeWidget):
    """Each player's totals (a column each)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setColumnCount(3)
        self.setSelectionMode(QTreeWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.names = ("", "")
        self.players: tuple[PlayerStats, PlayerStats] | None = None

    def show_players(self, names: tuple[str, str], players: tuple[PlayerStats, PlayerStats] | None) -> None:
        self.names = names
        self.players = players
        self.retranslate()

    def rows(self) -> list[tuple[str, str, str]]:
        if self.players is None:
            return []
        a, b = self.players

        def both(value) -> tuple[str, str]:
            return value(a), value(b)

        return [
            (self.tr("Decisions"), *both(lambda p: str(p.decisions))),
            (self.tr("Error rate (mEMG)"), *both(lambda p: f"{p.error_rate_memg:.1f}" if p.decisions else "—")),
            (self.tr("Rating"), *both(lambda p: self._rating_words(p.rating))),
            (self.tr("Doubtful (?!)"), *both(lambda p: str(p.checker_marks[Mark.DOUBTFUL] + p.cube_marks[Mark.DOUBTFUL]))),
            (self.tr("Errors (?)"), *both(lambda p: str(p.errors))),
            (self.tr("Blunders (??)"), *both(lambda p: str(p.blunders))),
            (self.tr("Luck (EMG)"), *both(lambda p: f"{p.luck:+.3f}".replace("-", "\u2212"))),
            (self.tr("Luck rating"), *both(lambda p: self._luck_words(p.luck_rating))),
        ]

    def _rating_words(self, words: str) -> str:
        """gnubg's rating of a player's play ("World class"), in the current language."""
        table = {
            "Supernatural": self.tr("Supernatural"), "World class": self.tr("World class"),
            "Expert": self.tr("Expert"), "Advanced": self.tr("Advanced"),
            "Intermediate": self.tr("Intermediate"), "Casual player": self.tr("Casual player"),
            "Beginner": self.tr("Beginner"), "Awful!": self.tr("Awful!"), "N/A": "—",
        }
        return table.get(words, words)

    def _luck_words(self, words: str) -> str:
        """gnubg's rating of a player's luck ("Good dice, man!"), in the current language."""
        table = {
            "Go to bed": self.tr("Go to bed"), "Bad dice, man!": self.tr("Bad dice, man!"),
            "None": self.tr("None"), "Good dice, man!": self.tr("Good dice, man!"),
            "Go to Las Vegas": self.tr("Go to Las Vegas"),
        }
        return table.get(words, words)

    def retranslate(self) -> None:
        self.setHeaderLabels(["", self.names[0], self.names[1]])
        self.clear()
        for label, first, second in self.rows():
            item = QTreeWidgetItem([label, first, second])
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.addTopLevelItem(item)
        self.setToolTip(self.tr("Error rate: equity lost per decision, in thousandths (mEMG, as GNU "
                                "Backgammon reports it). Luck: equity gained by the dice, against the "
                                "average roll"))


__all__ = ["AnalysisGraph", "AnalysisSummary", "LUCK_COLOURS", "LUCK_TEXT", "MARK_COLOURS", "MARK_TEXT",
           "marks_text"]
