"""Matches in progress on the server: from ``show games`` and from who info (who plays whom)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt


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
    SortRole = Qt.ItemDataRole.UserRole + 1
    EntryRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[GameEntry] = []

    def set_games(self, games: list[GameEntry]) -> None:
        """Replace the list with a full ``show games`` answer (details kept where known)."""
        self.beginResetModel()
        self._rows = list({g.key: g for g in games}.values())
        self.endResetModel()

    def player_status(self, name: str, opponent: str | None) -> None:
        """Keep the list current from who info: a new pairing appears, an ended one goes."""
        for row, entry in enumerate(self._rows):
            if name in entry.key and (opponent is None or opponent not in entry.key):
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._rows[row]
                self.endRemoveRows()
                break
        if opponent and not any(frozenset((name, opponent)) == e.key for e in self._rows):
            row = len(self._rows)
            self.beginInsertRows(QModelIndex(), row, row)
            self._rows.append(GameEntry(name, opponent))
            self.endInsertRows()

    def retranslate(self) -> None:
        """The language changed: views fetch the headers and the worded columns again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, self.COL_LENGTH), self.index(len(self._rows) - 1, self.COL_LENGTH),
                                  [Qt.ItemDataRole.DisplayRole])

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
            if column == self.COL_PLAYER1:
                return entry.player1.casefold()
            if column == self.COL_PLAYER2:
                return entry.player2.casefold()
            if column == self.COL_LENGTH:
                return -1 if entry.length is None else (10**6 if entry.length == 0 else entry.length)
            if column == self.COL_SCORE:
                return -1 if entry.score is None else sum(entry.score)
        return None
