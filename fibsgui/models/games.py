"""Matches in progress on the server: from ``show games`` and from who info (who plays whom)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer

from fibsgui.models.players import format_number
from fibsgui.models.sorting import SortedRows, number_key, text_key


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
    seen). Each row has a sort key, one string (the column's value in an order-keeping form, then
    the two names), kept in a :class:`~fibsgui.models.sorting.SortedRows`: a game's row is found by
    ``bisect`` and a burst of who lines is applied as one reset, with Python work in proportion to
    the burst, not to the table."""

    COL_PLAYER1, COL_PLAYER2, COL_LENGTH, COL_SCORE = range(4)
    RESET_THRESHOLD = 50
    DELAY_MS = 50  # who lines come in bursts: gather them
    DELAY_MAX_MS = 500
    FLUSH_BUDGET = 0.020  # seconds: a flush by the timer stops after this and goes on next turn
    SortRole = Qt.ItemDataRole.UserRole + 1
    EntryRole = Qt.ItemDataRole.UserRole + 2
    _TR_LIMIT = 2**31 - 1  # tr()'s count is a C int

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows = SortedRows()  # the rows' sort keys, in order
        self._keys: dict[frozenset[str], str] = {}  # game (its two players) -> sort key
        self._entries: dict[str, GameEntry] = {}  # sort key -> the row's game
        self._game_of: dict[str, frozenset[str]] = {}  # player name -> the game they play in
        self._seen: dict[frozenset[str], int] = {}  # game -> when it was seen: the unsorted order
        self._count = 0
        self._sort: tuple[int, bool] | None = None
        self._pending: list[tuple[str, str | None]] = []  # in order: who lines of one player follow
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.DELAY_MS)
        self._timer.timeout.connect(self._flush_slice)
        self._scheduled = False

    def set_games(self, games: list[GameEntry]) -> None:
        """Replace the list with a full ``show games`` answer (details kept where known)."""
        self.flush()
        self.beginResetModel()
        self._keys, self._entries, self._game_of, self._seen = {}, {}, {}, {}
        for game, entry in {g.key: g for g in games}.items():
            self._put(game, entry)
        self._rows = SortedRows(self._entries)
        self.endResetModel()

    def _put(self, game: frozenset[str], entry: GameEntry) -> str:
        """Record ``entry`` (not its row) and return its sort key."""
        if game not in self._seen:
            self._count += 1
            self._seen[game] = self._count
        if self._sort is None:
            key = number_key(self._seen[game])
        else:
            column, down = self._sort
            value = self._sort_value(entry, column)
            key = text_key(value, down) if isinstance(value, str) else number_key(value, down)
        key += f"{entry.player1}\0{entry.player2}"
        self._keys[game] = key
        self._entries[key] = entry
        for player in game:
            self._game_of[player] = game
        return key

    def _drop(self, game: frozenset[str]) -> str:
        """Forget ``game`` (not its row) and return its sort key."""
        for player in game:
            if self._game_of.get(player) == game:
                del self._game_of[player]
        self._seen.pop(game, None)
        key = self._keys.pop(game)
        del self._entries[key]
        return key

    def player_status(self, name: str, opponent: str | None) -> None:
        """Keep the list current from who info: a new pairing appears, an ended one goes.

        Changes are applied on the next event-loop turn, a burst of them as one reset."""
        self._pending.append((name, opponent))
        if not self._scheduled:  # called for every who line: a Python flag, not a call into Qt
            self._scheduled = True
            self._timer.start()

    def end_of_block(self) -> None:
        """A block of who lines ended (CLIP ``6``): apply what is queued on the next turn instead of
        waiting for more of the burst."""
        if self._pending:
            self._scheduled = True
            self._timer.setInterval(0)
            self._timer.start()

    def flush(self) -> None:
        """Apply everything queued (the timer applies it in slices; tests call this)."""
        self._flush(None)

    def _flush_slice(self) -> None:
        self._flush(self.FLUSH_BUDGET)

    def _flush(self, budget: float | None) -> None:
        self._scheduled = False
        self._timer.stop()
        pending, self._pending = self._pending, []
        if len(pending) > self.RESET_THRESHOLD:
            started = time.perf_counter()
            done = self._merge(pending, None if budget is None else started + budget)
            if done < len(pending):  # the slice's time is up: the rest on the next turn
                self._pending = pending[done:] + self._pending
                self._scheduled = True
                self._timer.setInterval(0)
                self._timer.start()
                return
            # a burst: the next batch gathers for several times as long as this one took
            spent = (time.perf_counter() - started) * 1000
            self._timer.setInterval(int(min(self.DELAY_MAX_MS, self.DELAY_MS + 8 * spent)))
            return
        self._timer.setInterval(self.DELAY_MS)
        for name, opponent in pending:
            self._apply(name, opponent)

    def _merge(self, pending: list[tuple[str, str | None]], deadline: float | None) -> int:
        """Apply ``pending`` as one reset; with a ``deadline`` (``time.perf_counter()``) stop when
        it has passed. Returns how many of ``pending`` were applied."""
        game_of, rows = self._game_of, self._rows
        added: dict[frozenset[str], str] = {}  # games of this batch, not among the rows yet
        done = 0
        self.beginResetModel()
        for name, opponent in pending:
            done += 1
            if deadline is not None and not done & 255 and time.perf_counter() > deadline:
                done -= 1
                break
            game = game_of.get(name)
            if game is not None:
                if opponent is not None and opponent in game:
                    continue  # still the same game
                key = self._drop(game)
                if added.pop(game, None) is None:
                    rows.remove(key)
            if opponent and opponent not in game_of:
                game = frozenset((name, opponent))
                added[game] = self._put(game, GameEntry(name, opponent))
        rows.update(added.values())
        self.endResetModel()
        return done

    def _apply(self, name: str, opponent: str | None) -> None:
        game = self._game_of.get(name)
        if game is not None:
            if opponent is not None and opponent in game:
                return  # still the same game
            row = self._rows.find(self._keys[game])
            self.beginRemoveRows(QModelIndex(), row, row)
            self._rows.remove(self._drop(game))
            self.endRemoveRows()
        if opponent and opponent not in self._game_of:
            key = self._put(frozenset((name, opponent)), GameEntry(name, opponent))
            row = self._rows.position(key)
            self.beginInsertRows(QModelIndex(), row, row)
            self._rows.add(key)
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
        rows = len(self._rows)
        games = [self._entries[self._rows[i.row()]].key if 0 <= i.row() < rows else None for i in persistent]
        entries = list(self._entries.values())
        self._keys, self._entries = {}, {}
        for entry in entries:
            self._put(entry.key, entry)
        self._rows = SortedRows(self._entries)
        moved = []
        for index, game in zip(persistent, games):
            row = self._rows.find(self._keys[game]) if game is not None else None
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
        return [self._entries[key] for key in self._rows]

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
        entry = self._entries[self._rows[index.row()]]
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
