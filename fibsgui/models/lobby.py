"""The lobby of a server that has one (bgammon.org): the matches waiting for a player, and the
full ones that can be watched, as a table."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from fibsgui.models.server import LobbyEntry

_LOCK: list[QIcon] = []


def lock_icon() -> QIcon:
    """A small padlock (drawn, so that it needs no icon theme or emoji font)."""
    if not _LOCK:
        icon = QIcon()
        for size in (16, 32):
            pixmap = QPixmap(size, size)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            unit = size / 16
            painter.setPen(QPen(QColor("#5f6368"), 1.8 * unit))  # the shackle: an arch on two legs
            painter.drawArc(QRectF(4.5 * unit, 1.5 * unit, 7 * unit, 9 * unit), 0, 180 * 16)
            for x in (4.5, 11.5):
                painter.drawLine(QPointF(x * unit, 6 * unit), QPointF(x * unit, 8 * unit))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#c28a00"))
            painter.drawRoundedRect(QRectF(2.5 * unit, 7 * unit, 11 * unit, 8 * unit), 1.5 * unit, 1.5 * unit)
            painter.end()
            icon.addPixmap(pixmap)
        _LOCK.append(icon)
    return _LOCK[0]


class LobbyTableModel(QAbstractTableModel):
    """One row per match of the lobby, in the order the server lists them; views sort through a
    proxy on :attr:`SortRole`, which gives native values (numbers as numbers, names folded).

    :meth:`set_entries` takes the whole list each time (the server sends it whole) and changes
    only what changed: rows that went are removed, rows that stayed are updated in place (a
    selection stays on its match), new rows are added at the end; a list that changed in most of
    its rows is taken in one reset instead.
    """

    COL_ID, COL_NAME, COL_POINTS, COL_PLAYERS, COL_LOCK, COL_RATING = range(6)
    COLUMNS = 6
    MAX_ROWS = 5000  # a list longer than this is cut: no server lists that many open matches
    SortRole = Qt.ItemDataRole.UserRole + 1
    EntryRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[LobbyEntry] = []
        self._row_of: dict[int, int] = {}  # match id -> row

    # -- the list ----------------------------------------------------------------------------------
    def set_entries(self, entries: Iterable[LobbyEntry]) -> None:
        """Show the lobby as the server listed it now (a match listed twice counts once, its last
        listing)."""
        fresh: dict[int, LobbyEntry] = {}
        for entry in entries:
            if len(fresh) >= self.MAX_ROWS and entry.id not in fresh:
                continue
            fresh[entry.id] = entry
        gone = [row for row, entry in enumerate(self._entries) if entry.id not in fresh]
        changed = [row for row, entry in enumerate(self._entries)
                   if entry.id in fresh and fresh[entry.id] != entry]
        added = [entry for key, entry in fresh.items() if key not in self._row_of]
        if len(gone) + len(changed) + len(added) > max(8, len(self._entries) // 2):
            self.beginResetModel()
            self._entries = list(fresh.values())
            self._index()
            self.endResetModel()
            return
        for row in changed:
            self._entries[row] = fresh[self._entries[row].id]
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.COLUMNS - 1))
        for row in reversed(gone):  # from the bottom up: the rows above keep their numbers
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._entries[row]
            self.endRemoveRows()
        if gone:
            self._index()
        if added:
            first = len(self._entries)
            self.beginInsertRows(QModelIndex(), first, first + len(added) - 1)
            self._entries.extend(added)
            self._index()
            self.endInsertRows()

    def clear(self) -> None:
        self.set_entries(())

    def entries(self) -> list[LobbyEntry]:
        return list(self._entries)

    def entry(self, match_id: int) -> LobbyEntry | None:
        row = self._row_of.get(match_id)
        return None if row is None else self._entries[row]

    def _index(self) -> None:
        self._row_of = {entry.id: row for row, entry in enumerate(self._entries)}

    def retranslate(self) -> None:
        """The language changed: views fetch the headers and the worded columns again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        if self._entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._entries) - 1, self.COLUMNS - 1))

    # -- the table ---------------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return [self.tr("ID"), self.tr("Match"), self.tr("Points"), self.tr("Players"), "",
                    self.tr("Rating")][section]
        if section == self.COL_LOCK:
            if role == Qt.ItemDataRole.DecorationRole:
                return lock_icon()
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                return self.tr("Private: a password is needed to join")
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        column = index.column()
        if role == self.EntryRole:
            return entry
        if role == self.SortRole:
            return self._sort_value(entry, column)
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.COL_ID:
                return str(entry.id)
            if column == self.COL_NAME:
                return entry.name
            if column == self.COL_POINTS:
                return str(entry.points)
            if column == self.COL_PLAYERS:
                return f"{entry.players}/2"
            if column == self.COL_LOCK:
                return ""
            if column == self.COL_RATING:
                return str(entry.rating) if entry.rating else ""
        if role == Qt.ItemDataRole.DecorationRole and column == self.COL_LOCK and entry.password:
            return lock_icon()
        if role == Qt.ItemDataRole.AccessibleTextRole and column == self.COL_LOCK:
            return self.tr("Private") if entry.password else self.tr("Public")
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.COL_NAME and entry.name:
                return entry.name
            if column == self.COL_LOCK and entry.password:
                return self.tr("Private: a password is needed to join")
            if column == self.COL_PLAYERS:
                return self.tr("Waiting for a player") if entry.players < 2 else self.tr("Full: you can watch it")
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.COL_NAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter) if column != self.COL_LOCK \
                else int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _sort_value(self, entry: LobbyEntry, column: int) -> Any:
        if column == self.COL_ID:
            return entry.id
        if column == self.COL_NAME:
            return entry.name.casefold()
        if column == self.COL_POINTS:
            return entry.points
        if column == self.COL_PLAYERS:
            return entry.players
        if column == self.COL_LOCK:
            return int(entry.password)
        return entry.rating
