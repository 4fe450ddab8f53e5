"""Matches in progress on the server: from ``show games`` and from who info (who plays whom)."""

from __future__ import annotations

import bisect
import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer

from fibsgui.models.players import format_number
from fibsgui.models.sorting import descending, find_row, merged


@dataclass(frozen=True)
class GameEntry:
    player1: str
    player2: str
    length: int | None = None  # 0 = unlimited, None = not known yet
    score: tuple[int, int] | None = None
    watchers: int | None = None

    @property
    def key(self) -> frozenset[str]:
        return frozenset((self.player1, self.player2))


class GamesTableModel(QAbstractTableModel):
    """The matches being played, kept in the order the view asks for (or in the order they were
    seen). The rows are one sorted list of ``(sort value, (player1, player2), entry)`` (see
    :mod:`fibsgui.models.sorting`): a game's row is found by ``bisect`` and a burst of who lines is
    merged in as one reset, with Python work proportional to the burst, not to the table."""

    COL_PLAYER1, COL_PLAYER2, COL_LENGTH, COL_SCORE = range(4)
    RESET_THRESHOLD = 50
    DELAY_MS = 50  # who lines come in bursts: gather them
    DELAY_MAX_MS = 500
    SortRole = Qt.ItemDataRole.UserRole + 1
    EntryRole = Qt.ItemDataRole.UserRole + 2
    _TR_LIMIT = 2**31 - 1  # tr()'s count is a C int

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple] = []  # (sort value, (player1, player2), entry), ascending
        self._keys: dict[frozenset[str], tuple] = {}  # game -> (sort value, (player1, player2))
        self._game_of: dict[str, frozenset[str]] = {}  # player name -> the game they play in
        self._seen: dict[frozenset[str], int] = {}  # game -> when it was seen: the unsorted order
        self._count = 0
        self._sort: tuple[int, bool] | None = None
        self._pending: list[tuple[str, str | None]] = []  # in order: who lines of one player follow
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.DELAY_MS)
        self._timer.timeout.connect(self.flush)
        self._scheduled = False

    def set_games(self, games: list[GameEntry]) -> None:
        """Replace the list with a full ``show games`` answer (details kept where known)."""
        self.flush()
        self.beginResetModel()
        self._keys, self._game_of, self._seen = {}, {}, {}
        unique = {g.key: g for g in games}
        rows = []
        for key, entry in unique.items():
            rows.append(self._entry_row(entry))
            self._keys[key] = rows[-1][:2]
            for player in key:
                self._game_of[player] = key
        rows.sort()
        self._rows = rows
        self.endResetModel()

    def _entry_row(self, entry: GameEntry) -> tuple:
        key = entry.key
        if key not in self._seen:
            self._count += 1
            self._seen[key] = self._count
        if self._sort is None:
            value: Any = self._seen[key]
        else:
            column, reverse = self._sort
            value = self._sort_value(entry, column)
            if reverse:
                value = descending(value)
        return (value, (entry.player1, entry.player2), entry)

    def player_status(self, name: str, opponent: str | None) -> None:
        """Keep the list current from who info: a new pairing appears, an ended one goes.

        Changes are applied on the next event-loop turn, a burst of them as one reset."""
        self._pending.append((name, opponent))
        if not self._scheduled:  # called for every who line: a Python flag, not a call into Qt
            self._scheduled = True
            self._timer.start()

    def flush(self) -> None:
        self._scheduled = False
        self._timer.stop()
        pending, self._pending = self._pending, []
        if len(pending) > self.RESET_THRESHOLD:
            started = time.perf_counter()
            self._merge(pending)
            # a burst: the next batch gathers for a few times as long as this one took
            spent = (time.perf_counter() - started) * 1000
            self._timer.setInterval(int(min(self.DELAY_MAX_MS, self.DELAY_MS + 8 * spent)))
            return
        self._timer.setInterval(self.DELAY_MS)
        for name, opponent in pending:
            self._apply(name, opponent)

    def _merge(self, pending: list[tuple[str, str | None]]) -> None:
        game_of, keys, rows = self._game_of, self._keys, self._rows
        drop: list[int] = []
        added: dict[frozenset[str], GameEntry] = {}
        for name, opponent in pending:
            key = game_of.get(name)
            if key is not None:
                if opponent is not None and opponent in key:
                    continue  # still the same game
                for player in key:
                    game_of.pop(player, None)
                self._seen.pop(key, None)
                if added.pop(key, None) is None:
                    drop.append(bisect.bisect_left(rows, keys.pop(key)))
            if opponent and opponent not in game_of:
                key = frozenset((name, opponent))
                added[key] = GameEntry(name, opponent)
                game_of[name] = game_of[opponent] = key
        add = [self._entry_row(entry) for entry in added.values()]
        for row in add:
            keys[row[2].key] = row[:2]
        self.beginResetModel()
        self._rows = merged(rows, drop, add)
        self.endResetModel()

    def _apply(self, name: str, opponent: str | None) -> None:
        key = self._game_of.get(name)
        if key is not None:
            if opponent is not None and opponent in key:
                return  # still the same game
            row = bisect.bisect_left(self._rows, self._keys[key])
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._rows[row]
            del self._keys[key]
            self._seen.pop(key, None)
            for player in key:
                self._game_of.pop(player, None)
            self.endRemoveRows()
        if opponent and opponent not in self._game_of:
            entry = GameEntry(name, opponent)
            new = self._entry_row(entry)
            row = bisect.bisect_left(self._rows, new[:2])
            self.beginInsertRows(QModelIndex(), row, row)
            self._rows.insert(row, new)
            self._keys[entry.key] = new[:2]
            self._game_of[name] = self._game_of[opponent] = entry.key
            self.endInsertRows()

    def retranslate(self) -> None:
        """The language changed: views fetch the headers and the worded columns again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, self.COL_LENGTH), self.index(len(self._rows) - 1, self.COL_LENGTH),
                                  [Qt.ItemDataRole.DisplayRole])

    # -- sorting (in Python, see fibsgui.models.sorting) ------------------------------------------
    def sort_rows(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.flush()
        self._sort = (column, order == Qt.SortOrder.DescendingOrder) if 0 <= column < 4 else None
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        games = [self._rows[i.row()][2].key if 0 <= i.row() < len(self._rows) else None for i in persistent]
        rows = [self._entry_row(entry) for _, _, entry in self._rows]
        rows.sort()
        self._rows = rows
        self._keys = {row[2].key: row[:2] for row in rows}
        moved = []
        for index, key in zip(persistent, games):
            row = find_row(rows, self._keys[key]) if key is not None else None
            moved.append(self.index(row, index.column()) if row is not None else QModelIndex())
        self.changePersistentIndexList(persistent, moved)
        self.layoutChanged.emit()

    def _sort_value(self, entry: GameEntry, column: int) -> Any:
        if column == self.COL_PLAYER1:
            return entry.player1.casefold()
        if column == self.COL_PLAYER2:
            return entry.player2.casefold()
        if column == self.COL_LENGTH:
            return -1 if entry.length is None else (10**6 if entry.length == 0 else entry.length)
        return -1 if entry.score is None else sum(entry.score)

    def entries(self) -> list[GameEntry]:
        return [row[2] for row in self._rows]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return [self.tr("Player"), self.tr("Opponent"), self.tr("Match"), self.tr("Score")][section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        entry = self._rows[index.row()][2]
        column = index.column()
        if role == self.EntryRole:
            return entry
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.COL_PLAYER1:
                return entry.player1
            if column == self.COL_PLAYER2:
                return entry.player2
            if column == self.COL_LENGTH:
                if entry.length is None:
                    return ""
                if entry.length == 0:
                    return self.tr("unlimited")
                if not 0 < entry.length <= self._TR_LIMIT:  # a length no match has: as it came
                    return format_number(entry.length)
                return self.tr("%n point(s)", "", entry.length)
            if column == self.COL_SCORE:
                return "" if entry.score is None else f"{entry.score[0]}-{entry.score[1]}"
        if role == self.SortRole:
            return self._sort_value(entry, column)
        return None
