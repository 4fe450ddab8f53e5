"""Matches in progress on the server: from ``show games`` and from who info (who plays whom)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer


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
    COL_PLAYER1, COL_PLAYER2, COL_LENGTH, COL_SCORE = range(4)
    RESET_THRESHOLD = 50
    SortRole = Qt.ItemDataRole.UserRole + 1
    EntryRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[GameEntry] = []
        self._row_of: dict[str, int] = {}  # player name -> row of the game they play in
        self._sort: tuple[int, bool] | None = None
        self._pending: list[tuple[str, str | None]] = []  # in order: who lines of one player follow
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(50)  # who lines come in bursts: gather them
        self._timer.timeout.connect(self.flush)

    def set_games(self, games: list[GameEntry]) -> None:
        """Replace the list with a full ``show games`` answer (details kept where known)."""
        self.flush()
        self.beginResetModel()
        self._rows = list({g.key: g for g in games}.values())
        self._reindex(0)
        self.endResetModel()
        self._apply_sort()

    def _reindex(self, first: int) -> None:
        if first == 0:
            self._row_of = {}
        for row in range(first, len(self._rows)):
            entry = self._rows[row]
            self._row_of[entry.player1] = self._row_of[entry.player2] = row

    def player_status(self, name: str, opponent: str | None) -> None:
        """Keep the list current from who info: a new pairing appears, an ended one goes.

        Changes are applied on the next event-loop turn, a burst of them as one reset."""
        self._pending.append((name, opponent))
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        pending, self._pending = self._pending, []
        if len(pending) > self.RESET_THRESHOLD:
            games = {entry.key: entry for entry in self._rows}
            game_of = {player: key for key in games for player in key}
            for name, opponent in pending:
                key = game_of.get(name)
                if key is not None:
                    if opponent is not None and opponent in key:
                        continue  # still the same game
                    del games[key]
                    for player in key:
                        game_of.pop(player, None)
                if opponent and opponent not in game_of:
                    key = frozenset((name, opponent))
                    games[key] = GameEntry(name, opponent)
                    game_of[name] = game_of[opponent] = key
            self.beginResetModel()
            self._rows = list(games.values())
            self._reindex(0)
            self.endResetModel()
        else:
            for name, opponent in pending:
                self._apply(name, opponent)
        self._apply_sort()

    def _apply(self, name: str, opponent: str | None) -> None:
        row = self._row_of.get(name)
        if row is not None:
            entry = self._rows[row]
            if opponent is not None and opponent in entry.key:
                return  # still the same game
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._rows[row]
            for player in entry.key:
                self._row_of.pop(player, None)
            self._reindex(row)
            self.endRemoveRows()
        if opponent and opponent not in self._row_of:
            row = len(self._rows)
            self.beginInsertRows(QModelIndex(), row, row)
            self._rows.append(GameEntry(name, opponent))
            self._row_of[name] = self._row_of[opponent] = row
            self.endInsertRows()

    def retranslate(self) -> None:
        """The language changed: views fetch the headers and the worded columns again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, self.COL_LENGTH), self.index(len(self._rows) - 1, self.COL_LENGTH),
                                  [Qt.ItemDataRole.DisplayRole])

    # -- sorting (in Python, see fibsgui.models.sorting) ------------------------------------------
    def sort_rows(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order == Qt.SortOrder.DescendingOrder) if 0 <= column < 4 else None
        self._apply_sort()

    def _apply_sort(self) -> None:
        if self._sort is None or len(self._rows) < 2:
            return
        column, descending = self._sort
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        keys = [self._rows[i.row()].key if 0 <= i.row() < len(self._rows) else None for i in persistent]
        self._rows.sort(key=lambda entry: (self._sort_value(entry, column), entry.player1), reverse=descending)
        self._reindex(0)
        moved = []
        for index, key in zip(persistent, keys):
            row = self._row_of.get(next(iter(key))) if key else None
            moved.append(self.index(row, index.column()) if row is not None else self.index(-1, -1))
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
        return list(self._rows)

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
        entry = self._rows[index.row()]
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
                return self.tr("%n point(s)", "", entry.length)
            if column == self.COL_SCORE:
                return "" if entry.score is None else f"{entry.score[0]}-{entry.score[1]}"
        if role == self.SortRole:
            return self._sort_value(entry, column)
        return None
