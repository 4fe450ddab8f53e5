"""The online player list: a table model fed incrementally by who info, and its sort/filter proxy.

Rows are updated in place, inserted and removed one by one; a burst (the hundreds of who lines at
login) is collected and applied once per event-loop turn, as one reset when it is large.
"""

from __future__ import annotations

import bisect
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)

from fibsgui.models.sorting import SourceSortProxy

if TYPE_CHECKING:  # the rows are fibsgui.clip's who info (or anything with its fields)
    from fibsgui.clip import WhoInfo


STATUS_PLAYING, STATUS_WATCHING, STATUS_READY, STATUS_AWAY, STATUS_IDLE = range(5)
BOT_MARKERS = ("bot",)


def status_of(info: WhoInfo) -> int:
    if info.opponent:
        return STATUS_PLAYING
    if info.away:
        return STATUS_AWAY
    if info.watching:
        return STATUS_WATCHING
    if info.ready:
        return STATUS_READY
    return STATUS_IDLE


def is_bot(info: WhoInfo) -> bool:
    """Whether a player looks like a program: FIBS's bots carry "bot" in their name or client."""
    name = info.name.lower()
    client = (info.client or "").lower()
    return any(m in name or m in client for m in BOT_MARKERS)


def format_idle(seconds: int) -> str:
    if seconds < 60:
        return f"{seconds}s"
    if seconds < 3600:
        return f"{seconds // 60}m"
    return f"{seconds // 3600}h {seconds % 3600 // 60:02d}m"


@dataclass
class _Pending:
    updates: dict[str, WhoInfo]
    removals: set[str]


def _first(pair: tuple) -> Any:
    return pair[0]


class _Descending:
    """A sort key that orders its value from large to small."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __lt__(self, other: "_Descending") -> bool:
        return other.value < self.value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Descending) and self.value == other.value


class PlayerTableModel(QAbstractTableModel):
    """Who is online, one row per player, kept in the order the view asks for.

    Who info arrives in bursts of thousands of lines (at login, on ``rawwho``) and then as a steady
    trickle of status changes. Updates are queued and applied on the next event-loop turn: a burst
    larger than :attr:`RESET_THRESHOLD` becomes one reset, anything smaller row inserts, moves,
    removals and ``dataChanged``. The rows are kept sorted here, in Python, on the native values of
    :attr:`SortRole` (ratings as floats, idle as seconds...): :class:`PlayerFilterProxy` hands its
    ``sort()`` to :meth:`sort_rows` (see :mod:`fibsgui.models.sorting`). Sorting thousands of rows
    inside ``QSortFilterProxyModel`` would
    call back into Python twice per comparison, hundreds of thousands of times per burst.
    """

    COL_NAME, COL_STATUS, COL_RATING, COL_EXPERIENCE, COL_OPPONENT, COL_IDLE, COL_CLIENT = range(7)
    COLUMN_COUNT = 7
    SortRole = Qt.ItemDataRole.UserRole + 1
    InfoRole = Qt.ItemDataRole.UserRole + 2
    BotRole = Qt.ItemDataRole.UserRole + 3
    StatusRole = Qt.ItemDataRole.UserRole + 4
    RESET_THRESHOLD = 200  # a batch larger than this replaces the rows with one reset
    _ROLES = frozenset((
        int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole), int(Qt.ItemDataRole.TextAlignmentRole),
        int(Qt.ItemDataRole.FontRole), int(SortRole), int(InfoRole), int(BotRole), int(StatusRole),
    ))
    BURST_SIZE = 50  # more new rows than this at once: a reset, and the next flush waits
    BURST_DELAY_MS = 50

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[WhoInfo] = []
        self._keys: list[tuple] = []  # the sort key of each row, ascending
        self._index: dict[str, int] = {}
        self._sort_column = self.COL_NAME
        self._descending = False
        self._pending = _Pending({}, set())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)
        self.own_name: str | None = None

    # -- feeding -------------------------------------------------------------------------------
    def update_player(self, info: WhoInfo) -> None:
        """Queue a who info line; the view sees it on the next event-loop turn."""
        self._pending.removals.discard(info.name)
        self._pending.updates[info.name] = info
        if not self._timer.isActive():
            self._timer.start()

    def remove_player(self, name: str) -> None:
        self._pending.updates.pop(name, None)
        self._pending.removals.add(name)
        if not self._timer.isActive():
            self._timer.start()

    def clear(self) -> None:
        self._pending = _Pending({}, set())
        self.beginResetModel()
        self._rows, self._keys, self._index = [], [], {}
        self.endResetModel()

    def flush(self) -> None:
        """Apply everything queued (called by the timer; tests may call it directly)."""
        pending, self._pending = self._pending, _Pending({}, set())
        size = len(pending.updates) + len(pending.removals)
        # In a burst, gather lines for a while before the next flush: a few large flushes (each a
        # reset) cost far less than hundreds of small ones.
        self._timer.setInterval(self.BURST_DELAY_MS if size > self.BURST_SIZE else 0)
        if not size:
            return
        new = sum(1 for name in pending.updates if name not in self._index)
        if size > self.RESET_THRESHOLD or new > self.BURST_SIZE:
            gone = pending.removals | pending.updates.keys()
            pairs = [(key, info) for key, info in zip(self._keys, self._rows) if info.name not in gone]
            pairs.extend((self._key(info), info) for info in pending.updates.values())
            pairs.sort(key=_first)  # mostly in order already: the sort merges the new rows in
            self.beginResetModel()
            self._rows = [info for _, info in pairs]
            self._keys = [key for key, _ in pairs]
            self._reindex(0, 0, whole=True)
            self.endResetModel()
            return
        removed = sorted((self._index[name] for name in pending.removals if name in self._index), reverse=True)
        for row in removed:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._index[self._rows[row].name]
            del self._rows[row]
            del self._keys[row]
            self.endRemoveRows()
        if removed:
            self._reindex(removed[-1], len(self._rows) - 1)
        first_new = None
        for name, info in pending.updates.items():
            row = self._index.get(name)
            if row is None:
                row = self._insert(info)
                first_new = row if first_new is None else min(first_new, row)
            elif first_new is None:
                self._update(row, info)
            else:  # rows below an insertion are not reindexed yet
                self._reindex(first_new, len(self._rows) - 1)
                first_new = None
                self._update(self._index[name], info)
        if first_new is not None:
            self._reindex(first_new, len(self._rows) - 1)

    def _insert(self, info: WhoInfo) -> int:
        key = self._key(info)
        row = bisect.bisect_right(self._keys, key)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.insert(row, info)
        self._keys.insert(row, key)
        self.endInsertRows()
        return row

    def _update(self, row: int, info: WhoInfo) -> None:
        key = self._key(info)
        keys = self._keys
        in_place = (row == 0 or not key < keys[row - 1]) and (row == len(keys) - 1 or not keys[row + 1] < key)
        if in_place:
            self._rows[row] = info
            keys[row] = key
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.COLUMN_COUNT - 1))
            return
        del keys[row]
        target = bisect.bisect_right(keys, key)  # its place among the other rows
        keys.insert(row, key)
        destination = target + 1 if target >= row else target
        self.beginMoveRows(QModelIndex(), row, row, QModelIndex(), destination)
        del self._rows[row]
        del keys[row]
        self._rows.insert(target, info)
        keys.insert(target, key)
        self.endMoveRows()
        self._reindex(min(row, target), max(row, target))
        self.dataChanged.emit(self.index(target, 0), self.index(target, self.COLUMN_COUNT - 1))

    def _set_rows(self, rows: list[WhoInfo]) -> None:
        pairs = sorted(((self._key(info), info) for info in rows), key=_first)
        self._rows = [info for _, info in pairs]
        self._keys = [key for key, _ in pairs]
        self._reindex(0, len(rows) - 1, whole=True)

    def _reindex(self, first: int, last: int, whole: bool = False) -> None:
        if whole:
            self._index = {info.name: row for row, info in enumerate(self._rows)}
            return
        rows, index = self._rows, self._index
        for row in range(max(first, 0), min(last, len(rows) - 1) + 1):
            index[rows[row].name] = row

    # -- sorting -------------------------------------------------------------------------------
    def _key(self, info: WhoInfo) -> tuple:
        value = self._sort_value(info, self._sort_column)
        if self._descending:
            value = -value if isinstance(value, (int, float)) else _Descending(value)
        return (value, info.name)

    def sort_rows(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order the rows by ``column`` (native values; ties by name)."""
        if not 0 <= column < self.COLUMN_COUNT:
            column = self.COL_NAME
        self.flush()
        self.layoutAboutToBeChanged.emit()
        before = [info.name for info in self._rows]
        persistent = self.persistentIndexList()
        self._sort_column = column
        self._descending = order == Qt.SortOrder.DescendingOrder
        self._set_rows(list(self._rows))
        moved = []
        for index in persistent:
            name = before[index.row()] if 0 <= index.row() < len(before) else None
            row = self._index.get(name) if name is not None else None
            moved.append(self.index(row, index.column()) if row is not None else QModelIndex())
        self.changePersistentIndexList(persistent, moved)
        self.layoutChanged.emit()

    def retranslate(self) -> None:
        """The language changed: views fetch the headers and the worded columns again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMN_COUNT - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self.COLUMN_COUNT - 1),
                                  [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole])

    # -- reading -------------------------------------------------------------------------------
    def player(self, name: str) -> WhoInfo | None:
        row = self._index.get(name)
        return None if row is None else self._rows[row]

    def names(self) -> list[str]:
        return [info.name for info in self._rows]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMN_COUNT

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return [
            self.tr("Name"), self.tr("Status"), self.tr("Rating"), self.tr("Experience"),
            self.tr("Opponent"), self.tr("Idle"), self.tr("Client"),
        ][section]

    def status_text(self, status: int) -> str:
        return [self.tr("playing"), self.tr("watching"), self.tr("ready"), self.tr("away"), ""][status]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in self._ROLES:  # a view asks a dozen roles per cell while painting
            return None
        row = index.row()
        if not 0 <= row < len(self._rows) or not index.isValid():
            return None
        info = self._rows[row]
        column = index.column()
        if role == self.InfoRole:
            return info
        if role == self.BotRole:
            return is_bot(info)
        if role == self.StatusRole:
            return status_of(info)
        if role == self.SortRole:
            return self._sort_value(info, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(info, column)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_NAME:
            since = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.login)) if info.login else "?"
            return self.tr("{name}\nrating {rating:.2f}, experience {exp}\nlogged in {since}\nfrom {host}").format(
                name=info.name, rating=info.rating, exp=info.experience, since=since, host=info.hostname or "?")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.COL_RATING, self.COL_EXPERIENCE, self.COL_IDLE):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column == self.COL_NAME and info.name == self.own_name:
            from PySide6.QtGui import QFont
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _display(self, info: WhoInfo, column: int) -> str:
        if column == self.COL_NAME:
            return info.name
        if column == self.COL_STATUS:
            return self.status_text(status_of(info))
        if column == self.COL_RATING:
            return f"{info.rating:.2f}"
        if column == self.COL_EXPERIENCE:
            return str(info.experience)
        if column == self.COL_OPPONENT:
            return info.opponent or (self.tr("watching {0}").format(info.watching) if info.watching else "")
        if column == self.COL_IDLE:
            return format_idle(info.idle)
        if column == self.COL_CLIENT:
            return info.client or ""
        return ""

    def _sort_value(self, info: WhoInfo, column: int) -> Any:
        if column == self.COL_NAME:
            return info.name.casefold()
        if column == self.COL_STATUS:
            return status_of(info)
        if column == self.COL_RATING:
            return float(info.rating)
        if column == self.COL_EXPERIENCE:
            return int(info.experience)
        if column == self.COL_OPPONENT:
            return (info.opponent or info.watching or "").casefold()
        if column == self.COL_IDLE:
            return int(info.idle)
        if column == self.COL_CLIENT:
            return (info.client or "").casefold()
        return None


class PlayerFilterProxy(SourceSortProxy):
    """Sorts on native values and filters by name text, "ready only" and "hide bots"."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(PlayerTableModel.SortRole)
        self.setDynamicSortFilter(True)
        self.setFilterKeyColumn(PlayerTableModel.COL_NAME)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._ready_only = False
        self._hide_bots = False
        self._text = ""

    def _refilter(self, attribute: str, value: Any) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            setattr(self, attribute, value)
            self.endFilterChange()
        else:
            setattr(self, attribute, value)
            self.invalidateFilter()

    def set_text(self, text: str) -> None:
        self._refilter("_text", text.strip().casefold())

    def set_ready_only(self, on: bool) -> None:
        self._refilter("_ready_only", bool(on))

    def set_hide_bots(self, on: bool) -> None:
        self._refilter("_hide_bots", bool(on))

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        if not (self._text or self._ready_only or self._hide_bots):
            return True
        model = self.sourceModel()
        index = model.index(source_row, 0, source_parent)
        info = model.data(index, PlayerTableModel.InfoRole)
        if info is None:
            return False
        if self._ready_only and status_of(info) != STATUS_READY:
            return False
        if self._hide_bots and is_bot(info):
            return False
        if self._text:
            haystack = " ".join(filter(None, (info.name, info.opponent, info.watching, info.client))).casefold()
            return self._text in haystack
        return True
