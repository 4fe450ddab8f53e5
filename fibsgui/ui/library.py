"""The match library: every match recorded, in a table to sort, filter, open, export, import and
delete; and the rating history, drawn per account.

:class:`LibraryWindow` lists the records of a :class:`fibsgui.models.recorder.RecordStore` (one
row per match: date in local time, server, players with the owner first when the owner played,
length, result, rating change, analysed). The list is read off the GUI thread
(:class:`fibsgui.records.journal.RecordLibrary` keeps an index, so 10,000 records cost a folder
scan and one small file; ``benchmarks/library.py`` measures it), and sorting and filtering work
on the summaries in memory.

Deleting moves the record (and its analysis) into the folder's ``trash``; Undo brings the last
deletion back; the files are deleted for good when the window closes. A record being written (a
match going on) is not deleted. Export writes GNU Backgammon's ``.mat`` or SGF and asks before
replacing a file; Import reads either into new records of the library.

:class:`RatingWindow` draws the rating over time of an account (:class:`RatingGraph`, painted
with QPainter): logins as small points, matches as larger ones (won or lost), each with a
tooltip (opponent, result, change).
"""

from __future__ import annotations

import datetime as _dt
import logging
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPointF,
    QRectF,
    QRunnable,
    QStandardPaths,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetrics, QKeySequence, QPainter, QPainterPath, QPalette, QPen, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from fibsgui.records.analysed import ANALYSIS_SUFFIX
from fibsgui.records.analysisfile import Extent, extents
from fibsgui.records.journal import SUFFIX, RecordJournal, RecordSummary
from fibsgui.records.matfile import read_mat, write_mat
from fibsgui.records.model import IMPORTED, MatchRecord
from fibsgui.records.ratings import RatingPoint
from fibsgui.records.sgf import read_sgf, write_sgf
from fibsgui.safefile import write_atomically
from fibsgui.ui.screenfit import keep_on_screen
from fibsgui.ui import exports

log = logging.getLogger(__name__)

COL_DATE, COL_SERVER, COL_PLAYERS, COL_LENGTH, COL_RESULT, COL_RATING, COL_ANALYSED = range(7)
RESULTS = ("won", "lost", "unfinished", "watched", "imported")
#: The folder (in the records' folder) deleted records wait in until the window closes.
TRASH = "trash"
#: The largest file imported.
MAX_IMPORT = 16 * 1024 * 1024


def result_of(summary: RecordSummary) -> str:
    """The row's result: won or lost (by the owner), unfinished, watched or imported."""
    if summary.me is None:
        return "imported" if summary.recorded == IMPORTED else "watched"
    if summary.outcome == "won" and summary.winner is not None:
        return "won" if summary.winner == summary.me else "lost"
    return "unfinished"


def local_date(started: str) -> str:
    """A record's UTC date in local time, ``2024-05-01 22:15`` (empty when it has none)."""
    if not started:
        return ""
    try:
        moment = _dt.datetime.fromisoformat(started.replace("Z", "+00:00"))
    except ValueError:
        return started[:20]
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=_dt.timezone.utc)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def _side_order(summary: RecordSummary) -> tuple[int, int]:
    """The sides in the order shown: the owner first when the owner played."""
    return (1, 0) if summary.me == 1 else (0, 1)


#: How much of a match is analysed: none, a part (the record grew since, or the analysis was
#: stopped), or all of it; in this order in the sorted column.
NOT_ANALYSED, PARTLY_ANALYSED, ANALYSED = range(3)


def analysed_state(summary: RecordSummary, extent: Extent | None) -> int:
    """How much of the match of ``summary`` the analysis kept beside it covers (``extent``: None
    where there is none, or none fibsgui can use)."""
    if extent is None:
        return NOT_ANALYSED
    return ANALYSED if extent.covers(summary.games, summary.actions) else PARTLY_ANALYSED


@dataclass
class _Row:
    summary: RecordSummary
    result: str
    analysed: int  # NOT_ANALYSED, PARTLY_ANALYSED or ANALYSED
    _date: str | None = None
    _haystack: str | None = None

    @property
    def date(self) -> str:
        if self._date is None:
            self._date = local_date(self.summary.started)
        return self._date

    def haystack(self) -> str:
        if self._haystack is None:
            s = self.summary
            self._haystack = " ".join((s.players[0], s.players[1], s.server, s.started, s.problem,
                                       self.date, self.result)).lower()
        return self._haystack

    def opponents(self) -> tuple[str, ...]:
        s = self.summary
        if s.me is None:
            return s.players[0].lower(), s.players[1].lower()
        return (s.players[1 - s.me].lower(),)


class LibraryModel(QAbstractTableModel):
    """The library's rows: every summary, and the ones the filters let through in the order
    chosen."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._shown: list[_Row] = []
        self._sort = (COL_DATE, Qt.SortOrder.DescendingOrder)
        self._filter = ("", "", "")  # opponent, text, result

    # -- filling -------------------------------------------------------------------------------
    def set_summaries(self, summaries: list[RecordSummary], analysed: dict[str, Extent | None]) -> None:
        """The rows of ``summaries``; ``analysed``: the extent of each analysis kept, by record id."""
        self.beginResetModel()
        self._rows = [_Row(s, result_of(s), analysed_state(s, analysed.get(s.id))) for s in summaries]
        self._apply()
        self.endResetModel()

    def remove_ids(self, ids: set[str]) -> None:
        self.beginResetModel()
        self._rows = [row for row in self._rows if row.summary.id not in ids]
        self._apply()
        self.endResetModel()

    def opponents(self) -> list[str]:
        """Every opponent (and player watched), in alphabetical order."""
        names: dict[str, str] = {}
        for row in self._rows:
            s = row.summary
            sides = (0, 1) if s.me is None else (1 - s.me,)
            for side in sides:
                name = s.players[side]
                if name:
                    names.setdefault(name.lower(), name)
        return [names[key] for key in sorted(names)]

    def total(self) -> int:
        return len(self._rows)

    # -- filtering and sorting ---------------------------------------------------------------------
    def set_filter(self, opponent: str = "", text: str = "", result: str = "") -> None:
        wanted = (opponent.strip().lower(), text.strip().lower(), result)
        if wanted == self._filter:
            return
        self.beginResetModel()
        self._filter = wanted
        self._apply()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._sort = (column, order)
        self._order(self._shown)
        self.layoutChanged.emit()

    def _apply(self) -> None:
        opponent, text, result = self._filter
        rows = self._rows
        if result:
            rows = [row for row in rows if row.result == result]
        if opponent:
            rows = [row for row in rows if opponent in row.opponents()]
        if text:
            rows = [row for row in rows if text in row.haystack()]
        self._shown = list(rows)
        self._order(self._shown)

    def _order(self, rows: list[_Row]) -> None:
        column, order = self._sort
        keys = {
            COL_DATE: lambda r: (r.summary.started, r.summary.id),
            COL_SERVER: lambda r: (r.summary.server, r.summary.started),
            COL_PLAYERS: lambda r: (self._players_text(r.summary).lower(), r.summary.started),
            COL_LENGTH: lambda r: (r.summary.length, r.summary.started),
            COL_RESULT: lambda r: (RESULTS.index(r.result), r.summary.started),
            COL_RATING: lambda r: (r.summary.rating_change is None,
                                   r.summary.rating_change or 0.0, r.summary.started),
            COL_ANALYSED: lambda r: (r.analysed, r.summary.started),
        }
        rows.sort(key=keys.get(column, keys[COL_DATE]), reverse=order == Qt.SortOrder.DescendingOrder)

    # -- reading -------------------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else 7

    def summary(self, row: int) -> RecordSummary:
        return self._shown[row].summary

    def row_of(self, record_id: str) -> int:
        for n, row in enumerate(self._shown):
            if row.summary.id == record_id:
                return n
        return -1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Date"), self.tr("Server"), self.tr("Players"), self.tr("Length"), self.tr("Result"),
                self.tr("Rating"), self.tr("Analysed"))[section]

    @staticmethod
    def _players_text(s: RecordSummary) -> str:
        first, second = _side_order(s)
        return f"{s.players[first]} – {s.players[second]}"

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._shown[index.row()]
        s = row.summary
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_DATE:
                return row.date
            if column == COL_SERVER:
                return self.server_text(s.server)
            if column == COL_PLAYERS:
                if s.problem:
                    return self.tr("(cannot be read: {0})").format(s.problem)
                return self._players_text(s)
            if column == COL_LENGTH:
                return self.tr("money") if s.length == 0 else str(s.length)
            if column == COL_RESULT:
                return self.result_text(row)
            if column == COL_RATING:
                change = s.rating_change
                return "" if change is None else f"{change:+.2f}".replace("-", "−")
            if column == COL_ANALYSED:
                return self.analysed_text(row.analysed)
        if role == Qt.ItemDataRole.ToolTipRole:
            if s.problem:
                return self.tr("{0}: {1}").format(s.file, s.problem)
            if column == COL_PLAYERS:
                return self._players_text(s)
            if column == COL_ANALYSED and row.analysed == PARTLY_ANALYSED:
                return self.tr("Analysed in part: the match went on after the analysis, or it was stopped. "
                               "Open the match to analyse the rest.")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (COL_LENGTH, COL_RATING):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return s.id
        return None

    def analysed_text(self, state: int) -> str:
        return (self.tr("no"), self.tr("partly"), self.tr("yes"))[state]

    def server_text(self, server: str) -> str:
        return {"offline": self.tr("Practice"), "fibs": "FIBS", "bgammon.org": "bgammon.org"}.get(server, server)

    def result_text(self, row: _Row) -> str:
        s = row.summary
        first, second = _side_order(s)
        score = f"{s.score[first]}–{s.score[second]}"
        words = {"won": self.tr("Won {0}"), "lost": self.tr("Lost {0}"), "unfinished": self.tr("Unfinished {0}"),
                 "watched": self.tr("Watched {0}"), "imported": self.tr("Imported {0}")}
        return words[row.result].format(score)

    def result_name(self, result: str) -> str:
        return {"won": self.tr("Won"), "lost": self.tr("Lost"), "unfinished": self.tr("Unfinished"),
                "watched": self.tr("Watched"), "imported": self.tr("Imported")}[result]


# -- reading the list off the GUI thread ------------------------------------------------------------
class _Relay(QObject):
    loaded = Signal(int, object, object, str)  # reading, summaries, analyses, why they cannot be read


class _Load(QRunnable):
    def __init__(self, number: int, library: Any, relay: _Relay) -> None:
        super().__init__()
        self.number, self.library, self.relay = number, library, relay
        self.setAutoDelete(True)

    def run(self) -> None:
        problem = ""
        try:
            summaries = self.library.summaries()
            analysed = extents(self.library.folder)
        except Exception as exc:  # a summary the library cannot make: the window says so, in words
            log.exception("the records cannot be listed")
            summaries, analysed = [], {}
            problem = (exc.strerror if isinstance(exc, OSError) else None) or str(exc) or type(exc).__name__
        try:
            self.relay.loaded.emit(self.number, summaries, analysed, problem)
        except RuntimeError:
            pass  # the window is gone


class LibraryWindow(QWidget):
    """The match library (see the module docs)."""

    #: A record to open on the board: its path.
    open_requested = Signal(str)
    #: The list was read and shown (for scripts and tests).
    loaded = Signal()

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setWindowFlag(Qt.WindowType.Window)
        self.setObjectName("LibraryWindow")
        self.store = store
        self.model = LibraryModel(self)
        self._relay = _Relay(self)
        self._listing_problem = ""  # what the window says when the records could not be listed
        self._relay.loaded.connect(self._loaded)
        self._loads = 0
        self._loading = False
        self._reload_timer = QTimer(self)
        self._reload_timer.setSingleShot(True)
        self._reload_timer.setInterval(400)
        self._reload_timer.timeout.connect(self.reload)
        self.undo_stack: list[list[tuple[Path, Path]]] = []
        self.question: QMessageBox | None = None  # the question before replacing a file, while open

        self.opponent = QComboBox(self)
        self.opponent.setObjectName("library-opponent")
        self.opponent.setEditable(True)
        self.opponent.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.opponent.setMinimumContentsLength(14)
        self.opponent.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.result = QComboBox(self)
        self.result.setObjectName("library-result")
        self.result.addItem("", "")
        for name in RESULTS:
            self.result.addItem("", name)
        self.search = QLineEdit(self)
        self.search.setObjectName("library-search")
        self.search.setClearButtonEnabled(True)
        self.opponent_label, self.result_label, self.search_label = QLabel(self), QLabel(self), QLabel(self)
        self.opponent_label.setBuddy(self.opponent)
        self.result_label.setBuddy(self.result)
        self.search_label.setBuddy(self.search)
        filters = QHBoxLayout()
        for label, widget in ((self.opponent_label, self.opponent), (self.result_label, self.result),
                              (self.search_label, self.search)):
            filters.addWidget(label)
            filters.addWidget(widget, 1 if widget is self.search else 0)

        self.table = QTableView(self)
        self.table.setObjectName("library-table")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(COL_PLAYERS, QHeaderView.ResizeMode.Stretch)
        self.table.sortByColumn(COL_DATE, Qt.SortOrder.DescendingOrder)
        self.table.doubleClicked.connect(lambda index: self.open_selected())

        self.open_button = QPushButton(self)
        self.export_mat_button = QPushButton(self)
        self.export_sgf_button = QPushButton(self)
        self.import_button = QPushButton(self)
        self.delete_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        for name, button in (("open", self.open_button), ("export-mat", self.export_mat_button),
                             ("export-sgf", self.export_sgf_button), ("import", self.import_button),
                             ("delete", self.delete_button), ("undo", self.undo_button)):
            button.setObjectName(f"library-{name}")
            button.setAutoDefault(False)
        self.open_button.clicked.connect(self.open_selected)
        self.export_mat_button.clicked.connect(lambda: self._export_chosen("mat"))
        self.export_sgf_button.clicked.connect(lambda: self._export_chosen("sgf"))
        self.import_button.clicked.connect(self._import_chosen)
        self.delete_button.clicked.connect(self.delete_selected)
        self.undo_button.clicked.connect(self.undo)
        buttons = QHBoxLayout()
        for button in (self.open_button, self.export_mat_button, self.export_sgf_button, self.import_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.undo_button)

        self.status = QLabel(self)
        self.status.setObjectName("library-status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.count = QLabel(self)
        self.count.setObjectName("library-count")
        self.count.setTextFormat(Qt.TextFormat.PlainText)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.count)
        layout.addLayout(bottom)

        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table, self.delete_selected)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, self.undo)
        QShortcut(QKeySequence(Qt.Key.Key_Return), self.table, self.open_selected)
        self.opponent.currentTextChanged.connect(self._filter_changed)
        self.result.currentIndexChanged.connect(self._filter_changed)
        self.search.textChanged.connect(self._filter_changed)
        self.table.selectionModel().selectionChanged.connect(self._enable)
        self.model.modelReset.connect(self._enable)
        store.changed.connect(self._store_changed)
        self._message = ""
        self.retranslate()
        self.resize(900, 560)
        self._enable()

    # -- language -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Match library"))
        self.opponent_label.setText(self.tr("O&pponent:"))
        self.result_label.setText(self.tr("&Result:"))
        self.search_label.setText(self.tr("&Find:"))
        self.search.setPlaceholderText(self.tr("Names, dates, servers"))
        self.opponent.lineEdit().setPlaceholderText(self.tr("All opponents"))
        self.result.setItemText(0, self.tr("All results"))
        for index, name in enumerate(RESULTS, 1):
            self.result.setItemText(index, self.model.result_name(name))
        self.open_button.setText(self.tr("&Open"))
        self.export_mat_button.setText(self.tr("Export .&mat…"))
        self.export_sgf_button.setText(self.tr("Export &SGF…"))
        self.import_button.setText(self.tr("&Import…"))
        self.delete_button.setText(self.tr("&Delete"))
        self.undo_button.setText(self.tr("&Undo delete"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 6)
        self._size_columns()
        self._show_count()

    def _size_columns(self) -> None:
        """Columns as wide as their widest text is likely to be (measured on samples: sizing to
        10,000 rows' contents would read them all)."""
        metrics = QFontMetrics(self.table.font())
        header = QFontMetrics(self.table.horizontalHeader().font())
        samples = {COL_DATE: ["2024-12-31 23:59"], COL_SERVER: ["bgammon.org", self.model.server_text("offline")],
                   COL_LENGTH: ["25", self.tr("money")], COL_RESULT: [self.tr("Unfinished {0}").format("25–25"),
                                                                      self.tr("Watched {0}").format("25–25")],
                   COL_RATING: ["−12.34"], COL_ANALYSED: [self.model.analysed_text(state) for state in range(3)]}
        for column, texts in samples.items():
            title = self.model.headerData(column, Qt.Orientation.Horizontal)
            width = max([metrics.horizontalAdvance(text) for text in texts] + [header.horizontalAdvance(title) + 16])
            self.table.setColumnWidth(column, width + 18)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the list ------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the list again, off the GUI thread; :attr:`loaded` follows."""
        self._loads += 1
        self._loading = True
        self._show_count()
        QThreadPool.globalInstance().start(_Load(self._loads, self.store.library, self._relay))

    def _store_changed(self) -> None:
        if self.isVisible():
            self._reload_timer.start()

    def _loaded(self, number: int, summaries: list, analysed: dict, problem: str = "") -> None:
        if number != self._loads:
            return  # an older reading
        self._loading = False
        if problem:
            self._say(self.tr("The match records cannot be listed: {0}").format(problem))
        elif self._message == self._listing_problem:
            self._say("")  # listed again, and this time they could be
        self._listing_problem = self._message if problem else ""
        selected = set(self.selected_ids())
        # a match in which nothing happened is not kept (left by an older version): not listed,
        # unless it is the one going on now
        summaries = [s for s in summaries if s.played or s.problem or self.store.writing(s.id)]
        self.model.set_summaries(summaries, analysed)
        current = self.opponent.currentText()
        self.opponent.blockSignals(True)
        self.opponent.clear()
        self.opponent.addItems(self.model.opponents())
        self.opponent.setEditText(current)
        self.opponent.blockSignals(False)
        self._select(selected)
        self._show_count()
        self.loaded.emit()

    def _select(self, ids: set[str]) -> None:
        selection = self.table.selectionModel()
        for record_id in ids:
            row = self.model.row_of(record_id)
            if row >= 0:
                selection.select(self.model.index(row, 0), selection.SelectionFlag.Select
                                 | selection.SelectionFlag.Rows)

    def _filter_changed(self) -> None:
        self.model.set_filter(self.opponent.currentText(), self.search.text(), self.result.currentData() or "")
        self._show_count()

    def _show_count(self) -> None:
        if self._loading and not self.model.total():
            self.count.setText(self.tr("Reading the records…"))
            return
        total, shown = self.model.total(), self.model.rowCount()
        if shown == total:
            self.count.setText(self.tr("%n match(es)", "", total))
        else:
            self.count.setText(self.tr("{0} of {1}").format(shown, self.tr("%n match(es)", "", total)))

    def _say(self, text: str) -> None:
        self._message = text
        self.status.setText(text)

    def selected_ids(self) -> list[str]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.summary(row).id for row in rows]

    def _enable(self) -> None:
        count = len(self.table.selectionModel().selectedRows())
        self.open_button.setEnabled(count == 1)
        self.export_mat_button.setEnabled(count == 1)
        self.export_sgf_button.setEnabled(count == 1)
        self.delete_button.setEnabled(count > 0)
        self.undo_button.setEnabled(bool(self.undo_stack))

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.reload()

    # -- open ----------------------------------------------------------------------------------
    def open_selected(self) -> None:
        ids = self.selected_ids()
        if len(ids) != 1:
            return
        path = self.store.library.path_of(ids[0])
        self.open_requested.emit(str(path))

    # -- delete and undo -------------------------------------------------------------------------
    @property
    def trash(self) -> Path:
        return self.store.folder / TRASH

    def delete_selected(self) -> int:
        """Move the selected records (and their analyses) to the trash; Undo brings them back.
        A record being written is left. The number of records moved."""
        ids = self.selected_ids()
        if not ids:
            return 0
        busy = [record_id for record_id in ids if self.store.writing(record_id)]
        moved: list[tuple[Path, Path]] = []
        gone: set[str] = set()
        failure = ""
        for record_id in ids:
            if record_id in busy:
                continue
            for name in (f"{record_id}{SUFFIX}", f"{record_id}{ANALYSIS_SUFFIX}"):
                source = self.store.folder / name
                if not source.exists():
                    continue
                target = self.trash / name
                try:
                    self.trash.mkdir(parents=True, exist_ok=True)
                    if target.exists():
                        target.unlink()  # a copy of an earlier deletion of the same record
                    os.replace(source, target)
                except OSError as exc:
                    failure = exc.strerror or str(exc)
                    continue
                moved.append((source, target))
                if name.endswith(SUFFIX):
                    gone.add(record_id)
        if moved:
            self.undo_stack.append(moved)
        self.model.remove_ids(gone)
        texts = []
        if gone:
            texts.append(self.tr("%n match(es) deleted; Undo brings them back until this window closes.", "",
                                 len(gone)))
        if busy:
            texts.append(self.tr("%n match(es) going on now cannot be deleted.", "", len(busy)))
        if failure:
            texts.append(self.tr("Some records could not be moved to {0}: {1}").format(self.trash, failure))
        self._say(" ".join(texts))
        self._show_count()
        self._enable()
        return len(gone)

    def undo(self) -> int:
        """Bring back the records of the last deletion; the number brought back."""
        if not self.undo_stack:
            return 0
        moved = self.undo_stack.pop()
        back = 0
        for source, target in moved:
            if source.exists():
                continue  # never written over
            try:
                os.replace(target, source)
            except OSError as exc:
                self._say(self.tr("{0} could not be brought back: {1}").format(source.name, exc.strerror or exc))
                continue
            back += source.name.endswith(SUFFIX)
        self._say(self.tr("%n match(es) brought back.", "", back))
        self.reload()
        self._enable()
        return back

    def empty_trash(self) -> None:
        """Delete for good what waits in the trash."""
        self.undo_stack.clear()
        if self.trash.exists():
            shutil.rmtree(self.trash, ignore_errors=True)

    def closeEvent(self, event: Any) -> None:
        self.empty_trash()
        self._enable()
        super().closeEvent(event)

    # -- export ----------------------------------------------------------------------------------
    def _export_chosen(self, kind: str) -> None:
        ids = self.selected_ids()
        if len(ids) != 1:
            return
        summary = self.model.summary(self.model.row_of(ids[0]))
        date = summary.started[:10] or "match"
        stem = "-".join(part for part in (*summary.players, date) if part)
        stem = "".join(c if c.isalnum() or c in "-_." else "_" for c in stem)
        suffix = ".mat" if kind == "mat" else ".sgf"
        title = self.tr("Export as .mat") if kind == "mat" else self.tr("Export as SGF")
        filters = self.tr("GNU Backgammon match (*.mat)") if kind == "mat" else self.tr("GNU Backgammon SGF (*.sgf)")
        path, _ = QFileDialog.getSaveFileName(self, title, exports.start_path(stem + suffix), filters,
                                              options=QFileDialog.Option.DontConfirmOverwrite)
        if path:
            self.export_record(ids[0], path, kind)

    def export_record(self, record_id: str, path: str | os.PathLike, kind: str, replace: bool = False) -> bool:
        """Write the record as ``.mat`` (``kind`` "mat") or SGF ("sgf") to ``path``. A file that
        is there is replaced only when the player says so (a question opens; ``replace``: said
        already). True when written now."""
        path = Path(path)
        result = self.store.library.load(record_id)
        if result.record is None:
            self._say(self.tr("The record cannot be read: {0}").format(result.problem))
            return False
        if path.exists() and not replace:
            self._ask_replace(record_id, path, kind)
            return False
        try:
            text = write_mat(result.record) if kind == "mat" else write_sgf(result.record)
            write_atomically(path, text.encode("utf-8"), public=True)
        except OSError as exc:
            self._say(self.tr("{0} could not be written: {1}").format(path, exc.strerror or exc))
            return False
        exports.remember(path)
        self._say(self.tr("Exported to {0}.").format(path))
        return True

    def _ask_replace(self, record_id: str, path: Path, kind: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Replace the file?"),
                          self.tr("{0} is there already. Replace it with this match?").format(path),
                          QMessageBox.StandardButton.Cancel, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        replace_button = box.addButton(self.tr("Replace"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.question = box

        def answered() -> None:
            self.question = None
            if box.clickedButton() is replace_button:
                self.export_record(record_id, path, kind, replace=True)
            else:
                self._say(self.tr("Not exported: {0} is left as it was.").format(path))

        box.finished.connect(lambda _result: answered())
        box.open()

    # -- import ----------------------------------------------------------------------------------
    def _import_chosen(self) -> None:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Import matches"), folder,
            self.tr("Match files (*.mat *.sgf *.txt);;All files (*)"))
        if paths:
            self.import_files(paths)

    def import_files(self, paths: list[str | os.PathLike]) -> list[str]:
        """Read ``.mat`` or SGF files into new records of the library; the new records' ids.
        What could not be read is said in the window's status line."""
        ids: list[str] = []
        texts: list[str] = []
        for path in map(Path, paths):
            try:
                with open(path, "rb") as handle:
                    data = handle.read(MAX_IMPORT + 1)
            except OSError as exc:
                texts.append(self.tr("{0} cannot be read: {1}").format(path.name, exc.strerror or exc))
                continue
            sgf = path.suffix.lower() == ".sgf" or data.lstrip()[:2] == b"(;"
            result = read_sgf(data) if sgf else read_mat(data)
            if result.record is None or not result.record.games:
                texts.append(self.tr("{0} holds no match that can be read: {1}").format(
                    path.name, "; ".join(result.problems[:3])))
                continue
            record_id = self._store_imported(result.record)
            if record_id is None:
                texts.append(self.tr("{0} could not be kept in the library.").format(path.name))
                continue
            ids.append(record_id)
            if result.problems:
                texts.append(self.tr("{0}: imported, with problems: {1}").format(path.name, "; ".join(result.problems[:3])))
        texts.insert(0, self.tr("%n match(es) imported.", "", len(ids)))
        self._say(" ".join(texts))
        self.reload()
        return ids

    def _store_imported(self, record: MatchRecord) -> str | None:
        info = record.info
        if info.recorded != IMPORTED:
            info = record.update_info(recorded=IMPORTED)
        journal = RecordJournal.create(info, self.store.folder, on_problem=None)
        for game in record.games:
            journal.new_game(number=game.number, score=game.score, crawford=game.crawford, position=game.position,
                             cube=game.cube, cube_owner=game.cube_owner)
            for action in game.actions:
                journal.append(action)
        journal.close()
        return None if journal.error is not None else info.id


# -- the rating history -------------------------------------------------------------------------------
def _epoch(when: str) -> float | None:
    try:
        moment = _dt.datetime.fromisoformat(when.replace("Z", "+00:00"))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=_dt.timezone.utc)
    return moment.timestamp()


class RatingGraph(QWidget):
    """An account's rating over time, painted: a line through every point, logins as small dots,
    matches as larger dots (won green, lost red), a tooltip on each (date, opponent, result,
    change)."""

    MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 56, 16, 16, 36
    WON, LOST, LOGIN = QColor(30, 140, 60), QColor(200, 40, 40), QColor(120, 120, 120)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rating-graph")
        self.setMouseTracking(True)
        self.setMinimumSize(360, 220)
        self.points: list[RatingPoint] = []
        self._placed: list[tuple[QPointF, RatingPoint]] = []

    def set_points(self, points: list[RatingPoint]) -> None:
        self.points = sorted((p for p in points if _epoch(p.when) is not None), key=lambda p: _epoch(p.when))
        self._placed = []
        self.update()

    def plot_rect(self) -> QRectF:
        return QRectF(self.MARGIN_LEFT, self.MARGIN_TOP, max(1, self.width() - self.MARGIN_LEFT - self.MARGIN_RIGHT),
                      max(1, self.height() - self.MARGIN_TOP - self.MARGIN_BOTTOM))

    def placed(self) -> list[tuple[QPointF, RatingPoint]]:
        """Where each point is drawn (widget coordinates), in time order."""
        if not self._placed and self.points:
            self._place()
        return list(self._placed)

    def _place(self) -> None:
        rect = self.plot_rect()
        times = [_epoch(p.when) for p in self.points]
        ratings = [p.rating for p in self.points]
        t0, t1 = min(times), max(times)
        r0, r1 = min(ratings), max(ratings)
        pad = max(5.0, (r1 - r0) * 0.1)
        r0, r1 = r0 - pad, r1 + pad
        self._range = (t0, t1, r0, r1)
        placed = []
        for n, (t, point) in enumerate(zip(times, self.points)):
            if t1 > t0:
                x = rect.left() + (t - t0) / (t1 - t0) * rect.width()
            else:  # all at one moment: side by side, in order
                x = rect.left() + (n + 1) / (len(self.points) + 1) * rect.width()
            y = rect.bottom() - (point.rating - r0) / (r1 - r0) * rect.height()
            placed.append((QPointF(x, y), point))
        self._placed = placed

    def resizeEvent(self, event: Any) -> None:
        self._placed = []
        super().resizeEvent(event)

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        rect = self.plot_rect()
        text = palette.color(QPalette.ColorRole.Text)
        if not self.points:
            painter.setPen(text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("No rating recorded yet for this account: a point is added at each "
                                     "login and after each match."))
            return
        placed = self.placed()
        t0, t1, r0, r1 = self._range
        grid = QColor(text)
        grid.setAlpha(50)
        metrics = QFontMetrics(self.font())
        # the rating axis: four lines with their values
        for k in range(5):
            value = r0 + (r1 - r0) * k / 4
            y = rect.bottom() - rect.height() * k / 4
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(text)
            label = f"{value:.0f}"
            painter.drawText(QRectF(0, y - metrics.height() / 2, self.MARGIN_LEFT - 6, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        # the time axis: the first and the last date
        painter.setPen(text)
        first, last = local_date(self.points[0].when)[:10], local_date(self.points[-1].when)[:10]
        painter.drawText(QRectF(rect.left(), rect.bottom() + 6, rect.width() / 2, metrics.height()),
                         Qt.AlignmentFlag.AlignLeft, first)
        if last != first:
            painter.drawText(QRectF(rect.center().x(), rect.bottom() + 6, rect.width() / 2, metrics.height()),
                             Qt.AlignmentFlag.AlignRight, last)
        painter.setPen(QPen(text, 1))
        painter.drawRect(rect)
        # the line
        line = QColor(palette.color(QPalette.ColorRole.Highlight))
        path = QPainterPath(placed[0][0])
        for spot, _ in placed[1:]:
            path.lineTo(spot)
        painter.setPen(QPen(line, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        # the points
        for spot, point in placed:
            if point.event == "match":
                colour = self.WON if point.result == "won" else self.LOST
                radius = 5.0
            else:
                colour, radius = self.LOGIN, 3.0
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Base), 1))
            painter.setBrush(colour)
            painter.drawEllipse(spot, radius, radius)

    def point_at(self, x: float, y: float) -> RatingPoint | None:
        best, distance = None, 8.0 ** 2
        for spot, point in self.placed():
            d = (spot.x() - x) ** 2 + (spot.y() - y) ** 2
            if d <= distance:
                best, distance = point, d
        return best

    def tip(self, point: RatingPoint) -> str:
        lines = [local_date(point.when), self.tr("Rating {0:.2f}").format(point.rating)]
        if point.experience is not None:
            lines[-1] += " · " + self.tr("experience {0}").format(point.experience)
        if point.event == "match":
            result = self.tr("won against {0}") if point.result == "won" else self.tr("lost against {0}")
            lines.append(result.format(point.opponent))
            if point.change is not None:
                lines.append(self.tr("change {0}").format(f"{point.change:+.2f}".replace("-", "−")))
        else:
            lines.append(self.tr("login"))
        return "\n".join(lines)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            point = self.point_at(event.pos().x(), event.pos().y())
            if point is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.tip(point), self)
            return True
        return super().event(event)


class RatingWindow(QWidget):
    """The rating history of each account (a choice of account, and its graph)."""

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setWindowFlag(Qt.WindowType.Window)
        self.setObjectName("RatingWindow")
        self.store = store
        self.account = QComboBox(self)
        self.account.setObjectName("rating-account")
        self.account_label = QLabel(self)
        self.account_label.setBuddy(self.account)
        self.graph = RatingGraph(self)
        self.summary = QLabel(self)
        self.summary.setObjectName("rating-summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        top = QHBoxLayout()
        top.addWidget(self.account_label)
        top.addWidget(self.account, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.graph, 1)
        layout.addWidget(self.summary)
        self.account.currentIndexChanged.connect(self._show)
        self.retranslate()
        self.resize(720, 420)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rating history"))
        self.account_label.setText(self.tr("&Account:"))
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def reload(self, account: str | None = None) -> None:
        """Read the accounts and their histories again (``account``: the one to show)."""
        wanted = account or self.account.currentData()
        self.account.blockSignals(True)
        self.account.clear()
        for name in self.store.ratings.accounts():
            self.account.addItem(name, name)
        index = self.account.findData(wanted) if wanted else -1
        self.account.setCurrentIndex(index if index >= 0 else 0)
        self.account.blockSignals(False)
        self._show()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.reload()

    def _show(self) -> None:
        account = self.account.currentData()
        points = self.store.ratings.points(account) if account else []
        self.graph.set_points(points)
        if not points:
            self.summary.setText(self.tr("No account has a rating history yet.") if not account else "")
            return
        matches = [p for p in points if p.event == "match"]
        won = sum(1 for p in matches if p.result == "won")
        first, last = points[0], points[-1]
        change = last.rating - first.rating
        self.summary.setText(self.tr("Now {0:.2f} ({1} since {2}); %n match(es) recorded, {3} won.", "",
                                     len(matches)).format(
            last.rating, f"{change:+.2f}".replace("-", "−"), local_date(first.when)[:10], won))


__all__ = ["LibraryModel", "LibraryWindow", "RatingGraph", "RatingWindow", "result_of", "local_date"]
