"""The games-in-progress panel: double-click to watch."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QPushButton, QTableView, QVBoxLayout, QWidget

from fibsgui.models.games import GamesTableModel
from fibsgui.models.sorting import SourceSortProxy


class GamesPanel(QWidget):
    watch_requested = Signal(str)
    refresh_requested = Signal()

    def __init__(self, model: GamesTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GamesPanel")
        self.model = model
        self.proxy = SourceSortProxy(self)
        self.proxy.setSourceModel(model)
        self.proxy.setSortRole(GamesTableModel.SortRole)
        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.proxy.modelReset.connect(self.view.doItemsLayout)  # one paint per reset, not two
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.doubleClicked.connect(self._watch)
        self.refresh = QPushButton(self)
        self.refresh.clicked.connect(self.refresh_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.refresh, 0, Qt.AlignmentFlag.AlignRight)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language (the table's too)."""
        self.refresh.setText(self.tr("Refresh"))
        self.model.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _watch(self, index: QModelIndex) -> None:
        entry = self.proxy.data(self.proxy.index(index.row(), 0), GamesTableModel.EntryRole)
        if entry is not None:
            self.watch_requested.emit(entry.player1)
