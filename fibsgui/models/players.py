"""The online player list: a table model fed incrementally by who info, and its filter proxy.

Rows are updated in place, inserted and removed one by one; a burst (thousands of who lines at
login) is collected and applied once per few event-loop turns, as one reset.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRegularExpression,
    Qt,
    QTimer,
)

from fibsgui.models.sorting import SortedRows, SourceSortProxy, number_key, text_key
from fibsgui.nettext import isolate, rich_text_literal

if TYPE_CHECKING:  # the rows are fibsgui.clip's who info (or anything with its fields)
    from fibsgui.clip import WhoInfo


STATUS_PLAYING, STATUS_WATCHING, STATUS_READY, STATUS_AWAY, STATUS_IDLE = range(5)
BOT_MARKERS = ("bot",)
READY_ONLY, NO_BOTS = 1, 2  # the filter flags: which of the model's filter roles the proxy reads


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


def format_idle(seconds: Any) -> str:
    """Idle time in words a table cell can hold; what is not a count of seconds as it came."""
    if not isinstance(seconds, int) or seconds < 0:
        return str(seconds)
    if seconds < 60:
        return f"{seconds}s"
    if seconds < 3600:
        return f"{seconds // 60}m"
    return f"{seconds // 3600}h {seconds % 3600 // 60:02d}m"


def format_rating(rating: Any) -> str:
    """A rating with two decimals; anything that is no finite number as it came."""
    try:
        return f"{float(rating):.2f}"
    except (TypeError, ValueError, OverflowError):
        return str(rating)


def format_number(value: Any) -> str:
    """A count from the server; one too long for Python to print as a number is shortened."""
    try:
        return str(value)
    except ValueError:  # an int beyond Python's digit limit for str()
        return "?"


def format_login(seconds: Any) -> str:
    """A login time (Unix seconds) as a local date; one no calendar holds as the number itself."""
    if not seconds:
        return "?"
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))
    except (OverflowError, OSError, ValueError, TypeError):
        return format_number(seconds)


class PlayerTableModel(QAbstractTableModel):
    """Who is online, one row per player, kept in the order the view asks for.

    Who info arrives in bursts of up to a hundred thousand lines (at login, on ``rawwho``) and then
    as a steady trickle of status changes. Updates are queued and applied a few event-loop turns
    later: a batch with many new players (more than :attr:`BURST_SIZE`) or many changes (more than
    :attr:`RESET_THRESHOLD`) is applied to the rows as one reset, anything smaller as row inserts,
    moves, removals and ``dataChanged``. During a burst the batches grow with the table (the next
    one gathers for several times as long as the last one took to apply), so a burst costs a few
    dozen resets and repaints, not thousands.

    Each row has a sort key, one string (the column's value in an order-keeping form, then the
    name); the keys live in a :class:`~fibsgui.models.sorting.SortedRows`, so finding, adding or
    moving a player's row is a ``bisect`` and a short list move, and a batch costs in proportion to
    its size, not to the table's. :class:`PlayerFilterProxy` hands its ``sort()`` to
    :meth:`sort_rows` and filters without calling Python while no filter is set.
    """

    COL_NAME, COL_STATUS, COL_RATING, COL_EXPERIENCE, COL_OPPONENT, COL_IDLE, COL_CLIENT = range(7)
    COLUMN_COUNT = 7
    SortRole = Qt.ItemDataRole.UserRole + 1
    InfoRole = Qt.ItemDataRole.UserRole + 2
    BotRole = Qt.ItemDataRole.UserRole + 3
    StatusRole = Qt.ItemDataRole.UserRole + 4
    FilterRole = Qt.ItemDataRole.UserRole + 8  # + READY_ONLY / NO_BOTS: see filter_text
    RESET_THRESHOLD = 200  # a batch larger than this replaces the rows with one reset
    BURST_SIZE = 50  # more new rows than this at once: a reset, and the next flush waits
    BURST_DELAY_MS = 50  # the least wait between the flushes of a burst
    BURST_DELAY_MAX_MS = 500
    FLUSH_BUDGET = 0.020  # seconds: a flush by the timer stops after this and goes on next turn
    _ROLES = frozenset((
        int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole), int(Qt.ItemDataRole.TextAlignmentRole),
        int(Qt.ItemDataRole.FontRole), int(SortRole), int(InfoRole), int(BotRole), int(StatusRole),
        int(FilterRole), int(FilterRole) + 1, int(FilterRole) + 2, int(FilterRole) + 3,
    ))

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows = SortedRows()  # the rows' sort keys, in order
        self._keys: dict[str, str] = {}  # name -> sort key
        self._infos: dict[str, WhoInfo] = {}  # sort key -> the row's who info
        self._sort_column = self.COL_NAME
        self._descending = False
        self._updates: dict[str, WhoInfo] = {}
        self._removals: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._flush_slice)
        self._scheduled = False
        self.own_name: str | None = None

    # -- feeding -------------------------------------------------------------------------------
    def update_player(self, info: WhoInfo) -> None:
        """Queue a who info line; the view sees it on the next event-loop turn."""
        if self._removals:
            self._removals.discard(info.name)
        self._updates[info.name] = info
        if not self._scheduled:  # called for every who line: a Python flag, not a call into Qt
            self._scheduled = True
            self._timer.start()

    def remove_player(self, name: str) -> None:
        self._updates.pop(name, None)
        self._removals.add(name)
        if not self._scheduled:
            self._scheduled = True
            self._timer.start()

    def end_of_block(self) -> None:
        """A block of who lines ended (CLIP ``6``): show what is queued on the next turn instead of
        waiting for more of the burst."""
        if self._updates or self._removals:
            self._scheduled = True
            self._timer.setInterval(0)
            self._timer.start()

    def clear(self) -> None:
        self._updates, self._removals = {}, set()
        self.beginResetModel()
        self._rows, self._keys, self._infos = SortedRows(), {}, {}
        self.endResetModel()

    def flush(self) -> None:
        """Apply everything queued (the timer applies it in slices; tests call this)."""
        self._flush(None)

    def _flush_slice(self) -> None:
        self._flush(self.FLUSH_BUDGET)

    def _flush(self, budget: float | None) -> None:
        self._scheduled = False
        self._timer.stop()
        updates, removals = self._updates, self._removals
        self._updates, self._removals = {}, set()
        size = len(updates) + len(removals)
        if not size:
            self._timer.setInterval(0)
            return
        started = time.perf_counter()
        keys = self._keys
        if size > self.RESET_THRESHOLD or sum(1 for name in updates if name not in keys) > self.BURST_SIZE:
            rest = self._merge(updates, removals, None if budget is None else started + budget)
            if rest:  # the slice's time is up: the rest on the next turn, after a paint
                rest.update(self._updates)
                self._updates = rest
                self._scheduled = True
                self._timer.setInterval(0)
                self._timer.start()
                return
        else:
            self._apply(updates, removals)
        if size > self.BURST_SIZE:
            # In a burst, gather lines for a while before the next flush: a few large flushes (each
            # a reset and a repaint) cost far less than hundreds of small ones, and a large table
            # costs more per flush, so the wait grows with what the last flush took.
            spent = (time.perf_counter() - started) * 1000
            self._timer.setInterval(int(min(self.BURST_DELAY_MAX_MS, self.BURST_DELAY_MS + 8 * spent)))
        else:
            self._timer.setInterval(0)

    def _merge(self, updates: dict[str, WhoInfo], removals: set[str],
               deadline: float | None) -> dict[str, WhoInfo]:
        """A large batch: applied to the rows at once, shown as one reset. With a ``deadline``
        (``time.perf_counter()``), the updates not applied by then are returned."""
        rows, keys, infos = self._rows, self._keys, self._infos
        key_of = self._key_function()
        self.beginResetModel()
        for name in removals:
            key = keys.pop(name, None)
            if key is not None:
                rows.remove(key)
                del infos[key]
        new = []
        items = iter(updates.items())
        for count, (name, info) in enumerate(items, 1):
            key = key_of(info)
            old = keys.get(name)
            if old != key:
                if old is not None:
                    rows.remove(old)
                    del infos[old]
                keys[name] = key
                new.append(key)
            infos[key] = info
            if deadline is not None and not count & 255 and time.perf_counter() > deadline:
                break
        rows.update(new)
        self.endResetModel()
        return dict(items)

    def _apply(self, updates: dict[str, WhoInfo], removals: set[str]) -> None:
        """A small batch: row by row, so the view keeps its selection and scroll position."""
        rows, keys, infos = self._rows, self._keys, self._infos
        for name in removals:
            key = keys.get(name)
            row = None if key is None else rows.find(key)
            if row is None:
                continue
            self.beginRemoveRows(QModelIndex(), row, row)
            rows.remove(key)
            del keys[name], infos[key]
            self.endRemoveRows()
        last = self.COLUMN_COUNT - 1
        key_of = self._key_function()
        for name, info in updates.items():
            key = key_of(info)
            old = keys.get(name)
            if old is None:
                row = rows.position(key)
                self.beginInsertRows(QModelIndex(), row, row)
                rows.add(key)
                keys[name], infos[key] = key, info
                self.endInsertRows()
                continue
            if old != key:
                row = rows.find(old)
                target = rows.position(key)  # counted with the row still in its old place
                moves = target not in (row, row + 1)
                if moves:
                    self.beginMoveRows(QModelIndex(), row, row, QModelIndex(), target)
                rows.remove(old)
                del infos[old]
                rows.add(key)
                keys[name] = key
                infos[key] = info
                if moves:
                    self.endMoveRows()
            infos[key] = info
            row = rows.find(key)
            self.dataChanged.emit(self.index(row, 0), self.index(row, last))

    def row_of(self, name: str) -> int | None:
        """The row showing ``name`` (None for a player not in the list)."""
        key = self._keys.get(name)
        return None if key is None else self._rows.find(key)

    # -- sorting -------------------------------------------------------------------------------
    def _key_function(self) -> Callable[[WhoInfo], str]:
        """The sort key of a row in the current order: the column's value, then the name."""
        value = _SORT_VALUES[self._sort_column]
        down = self._descending
        if self._sort_column in _TEXT_COLUMNS:
            return lambda info: text_key(value(info), down) + info.name
        return lambda info: number_key(value(info), down) + info.name

    def sort_rows(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order the rows by ``column`` (native values; ties by name)."""
        if not 0 <= column < self.COLUMN_COUNT:
            column = self.COL_NAME
        self.flush()
        self.layoutAboutToBeChanged.emit()
        before = self.names()
        persistent = self.persistentIndexList()
        self._sort_column = column
        self._descending = order == Qt.SortOrder.DescendingOrder
        key_of = self._key_function()
        infos = list(self._infos.values())
        self._keys = {info.name: key_of(info) for info in infos}
        self._infos = {self._keys[info.name]: info for info in infos}
        self._rows = SortedRows(self._keys.values())
        moved = []
        for index in persistent:
            name = before[index.row()] if 0 <= index.row() < len(before) else None
            row = self.row_of(name) if name is not None else None
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
        key = self._keys.get(name)
        return None if key is None else self._infos[key]

    def names(self) -> list[str]:
        infos = self._infos
        return [infos[key].name for key in self._rows]

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
        info = self._infos[self._rows[row]]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(info, column)
        if role == self.InfoRole:
            return info
        if role == self.BotRole:
            return is_bot(info)
        if role == self.StatusRole:
            return status_of(info)
        if role == self.SortRole:
            value = self._sort_value(info, column)
            if isinstance(value, int) and not -2**63 <= value < 2**63:  # no Qt integer holds it
                return float(min(max(value, -2**1023), 2**1023))
            return value
        if role >= self.FilterRole:
            return self.filter_text(info, role - self.FilterRole)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_NAME:
            return self.tooltip(info)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.COL_RATING, self.COL_EXPERIENCE, self.COL_IDLE):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column == self.COL_NAME and info.name == self.own_name:
            from PySide6.QtGui import QFont
            font = QFont()
            font.setBold(True)
            return font
        return None

    def tooltip(self, info: WhoInfo) -> str:
        """The name's tooltip: who, how strong, since when, from where. Qt reads a tooltip that
        looks like HTML as HTML, so this one is HTML that shows the server's text literally."""
        try:
            rating = float(info.rating)
        except (TypeError, ValueError, OverflowError):
            rating = float("nan")
        text = self.tr("{name}\nrating {rating:.2f}, experience {exp}\nlogged in {since}\nfrom {host}").format(
            name=isolate(info.name), rating=rating, exp=format_number(info.experience),
            since=format_login(info.login), host=isolate(info.hostname) or "?")
        return rich_text_literal(text)

    @staticmethod
    def filter_text(info: WhoInfo, flags: int) -> str | None:
        """What the proxy's text filter searches (name, opponent, watched player, client; lower
        case), or None for a player the switches in ``flags`` (READY_ONLY, NO_BOTS) hide."""
        if flags & READY_ONLY and status_of(info) != STATUS_READY:
            return None
        if flags & NO_BOTS and is_bot(info):
            return None
        return "\n".join((info.name, info.opponent or "", info.watching or "", info.client or "")).casefold()

    def _display(self, info: WhoInfo, column: int) -> str:
        if column == self.COL_NAME:
            return info.name
        if column == self.COL_STATUS:
            return self.status_text(status_of(info))
        if column == self.COL_RATING:
            return format_rating(info.rating)
        if column == self.COL_EXPERIENCE:
            return format_number(info.experience)
        if column == self.COL_OPPONENT:
            if info.opponent:
                return info.opponent
            return self.tr("watching {0}").format(isolate(info.watching)) if info.watching else ""
        if column == self.COL_IDLE:
            return format_idle(info.idle)
        if column == self.COL_CLIENT:
            return info.client or ""
        return ""

    def _sort_value(self, info: WhoInfo, column: int) -> Any:
        return _SORT_VALUES[column](info) if 0 <= column < self.COLUMN_COUNT else None


def _rating(info: WhoInfo) -> float:
    rating = info.rating
    return rating if rating == rating else -math.inf  # NaN compares false with everything


# the native sort value of each column, by column (ratings as floats, idle as seconds...)
_SORT_VALUES: tuple[Callable[[WhoInfo], Any], ...] = (
    lambda info: info.name.casefold(),
    status_of,
    _rating,
    lambda info: info.experience,
    lambda info: (info.opponent or info.watching or "").casefold(),
    lambda info: info.idle,
    lambda info: (info.client or "").casefold(),
)
_TEXT_COLUMNS = frozenset((PlayerTableModel.COL_NAME, PlayerTableModel.COL_OPPONENT, PlayerTableModel.COL_CLIENT))


class PlayerFilterProxy(SourceSortProxy):
    """Filters by text (in name, opponent, watched player, client), "ready only" and "hide bots";
    the source model sorts.

    The filtering is Qt's own: a literal search in one of the model's filter roles (the role says
    which switches are on; see :meth:`PlayerTableModel.filter_text`). With no filter set, Qt accepts
    every row without asking Python, so a reset of a hundred thousand rows costs milliseconds; a
    ``filterAcceptsRow`` written in Python would be called for every row of every reset.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(PlayerTableModel.SortRole)
        self.setDynamicSortFilter(True)
        self.setFilterKeyColumn(PlayerTableModel.COL_NAME)
        self._ready_only = False
        self._hide_bots = False
        self._text = ""

    def _refilter(self, attribute: str, value: Any) -> None:
        setattr(self, attribute, value)
        flags = (READY_ONLY if self._ready_only else 0) | (NO_BOTS if self._hide_bots else 0)
        if self._text:
            pattern = QRegularExpression(QRegularExpression.escape(self._text),
                                         QRegularExpression.PatternOption.CaseInsensitiveOption)
        else:  # any filter text of a player the switches keep (none: every row, Qt asks nothing)
            pattern = QRegularExpression("." if flags else "")
        self.setFilterRole(PlayerTableModel.FilterRole + flags)
        self.setFilterRegularExpression(pattern)

    def set_text(self, text: str) -> None:
        self._refilter("_text", text.strip().casefold())

    def set_ready_only(self, on: bool) -> None:
        self._refilter("_ready_only", bool(on))

    def set_hide_bots(self, on: bool) -> None:
        self._refilter("_hide_bots", bool(on))
