"""The lobby panel (bgammon.org): the matches waiting for a player, to join, and the full ones, to
watch; creating a match; joining one by its number or by a player in it.

The dialogs are opened with ``open()`` (window-modal, not blocking): the panel goes on when the
user answers, and each dialog is kept as an attribute while it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fibsgui.models.lobby import LobbyTableModel
from fibsgui.models.server import LobbyEntry
from fibsgui.nettext import isolate
from fibsgui.ui.screenfit import keep_on_screen

MAX_POINTS = 127  # the longest match bgammon.org creates
BACKGAMMON, ACEY_DEUCEY, TABULA = range(3)


def _password_problem(password: str) -> str:
    """Why ``password`` cannot go to the server (empty: it can)."""
    if not password.strip():
        return "empty"
    if any(not c.isprintable() for c in password):
        return "control"
    return ""


class _FormDialog(QDialog):
    """A small form with OK and Cancel and a line for what is wrong with it."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.form = QFormLayout()
        self.error = QLabel(self)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self._submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def problem(self) -> str:
        """What is wrong with the form, in words (empty: nothing)."""
        return ""

    def _submit(self) -> None:
        text = self.problem()
        if text:
            self.error.setText(text)
            self.error.show()
            return
        self.error.hide()
        self.accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        pass


class CreateMatchDialog(_FormDialog):
    """Points (1 to 127), the variant, a name, and a password for a private match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CreateMatchDialog")
        self.points = QSpinBox(self)
        self.points.setRange(1, MAX_POINTS)
        self.points.setValue(5)
        self.variant = QComboBox(self)
        for variant in (BACKGAMMON, ACEY_DEUCEY, TABULA):
            self.variant.addItem("", variant)
        self.name = QLineEdit(self)
        self.name.setMaxLength(100)
        self.private = QCheckBox(self)
        self.password = QLineEdit(self)
        self.password.setMaxLength(100)
        self.password.setEnabled(False)
        self.private.toggled.connect(self.password.setEnabled)
        self.points_label, self.variant_label = QLabel(self), QLabel(self)
        self.name_label, self.password_label = QLabel(self), QLabel(self)
        self.form.addRow(self.points_label, self.points)
        self.form.addRow(self.variant_label, self.variant)
        self.form.addRow(self.name_label, self.name)
        self.form.addRow("", self.private)
        self.form.addRow(self.password_label, self.password)
        self.setMinimumWidth(360)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Create a match"))
        self.points_label.setText(self.tr("Points:"))
        self.variant_label.setText(self.tr("Game:"))
        for index, text in enumerate((self.tr("Backgammon"), self.tr("Acey-deucey"), self.tr("Tabula"))):
            self.variant.setItemText(index, text)
        self.name_label.setText(self.tr("Name:"))
        self.name.setPlaceholderText(self.tr("Optional: a title others see in the lobby"))
        self.private.setText(self.tr("Private: only players with the password can join"))
        self.password_label.setText(self.tr("Password:"))
        self.ok_button.setText(self.tr("Create"))

    def problem(self) -> str:
        if any(not c.isprintable() for c in self.name.text()):
            return self.tr("A match name cannot contain control characters.")
        if self.private.isChecked():
            reason = _password_problem(self.password.text())
            if reason == "empty":
                return self.tr("Enter a password for the private match.")
            if reason:
                return self.tr("A password cannot contain control characters.")
        return ""

    def values(self) -> tuple[int, int, str, str | None]:
        """(points, variant, name, password or None for a public match)."""
        password = self.password.text() if self.private.isChecked() else None
        return self.points.value(), int(self.variant.currentData()), self.name.text().strip(), password


class PasswordDialog(_FormDialog):
    """The password of a private match, before joining it."""

    def __init__(self, entry: LobbyEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MatchPasswordDialog")
        self.entry = entry
        self.caption = QLabel(self)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaxLength(100)
        self.password_label = QLabel(self)
        self.form.addRow(self.caption)
        self.form.addRow(self.password_label, self.password)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Private match"))
        title = self.entry.name or self.tr("match {0}").format(self.entry.id)
        self.caption.setText(self.tr("{0} is private: enter its password.").format(isolate(title)))
        self.password_label.setText(self.tr("Password:"))

    def problem(self) -> str:
        reason = _password_problem(self.password.text())
        if reason == "empty":
            return self.tr("Enter the match's password.")
        if reason:
            return self.tr("A password cannot contain control characters.")
        return ""


class JoinDialog(_FormDialog):
    """Join a match by its number or by the name of a player in it (a password if it is private)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JoinMatchDialog")
        self.target = QLineEdit(self)
        self.target.setMaxLength(40)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaxLength(100)
        self.target_label, self.password_label = QLabel(self), QLabel(self)
        self.form.addRow(self.target_label, self.target)
        self.form.addRow(self.password_label, self.password)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a match"))
        self.target_label.setText(self.tr("Match ID or player:"))
        self.password_label.setText(self.tr("Password:"))
        self.password.setPlaceholderText(self.tr("Only for a private match"))
        self.ok_button.setText(self.tr("Join"))

    def problem(self) -> str:
        target = self.target.text().strip()
        if not target:
            return self.tr("Enter a match ID or a player's name.")
        if not all(c.isalnum() or c == "_" for c in target) or not target.isascii():
            return self.tr("A match ID is a number; a name has only letters, digits and '_'.")
        if target.isdigit() and int(target) < 1:
            return self.tr("A match ID is a number from 1.")
        if self.password.text() and _password_problem(self.password.text()):
            return self.tr("A password cannot contain control characters.")
        return ""

    def values(self) -> tuple[str, str | None]:
        return self.target.text().strip(), self.password.text() or None


class LobbyPanel(QWidget):
    """The lobby's matches with Refresh, Create match…, Join, Watch and Join by ID or player….

    Emits what the player asks; the window hands it to the server's link."""

    refresh_requested = Signal()
    create_requested = Signal(int, int, str, object)  # points, variant, name, password or None
    join_requested = Signal(str, object)  # match ID or player name, password or None

    def __init__(self, model: LobbyTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LobbyPanel")
        self.model = model
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(model)
        self.proxy.setSortRole(LobbyTableModel.SortRole)
        self.view = QTableView(self)
        self.view.setObjectName("lobby-view")
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(LobbyTableModel.COL_ID, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)  # a long name is cut short on one line (its tooltip is whole)
        header = self.view.horizontalHeader()
        header.setMinimumSectionSize(24)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(LobbyTableModel.COL_NAME, QHeaderView.ResizeMode.Stretch)
        self.view.doubleClicked.connect(self._double_clicked)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved, model.dataChanged):
            signal.connect(self._update_buttons)

        self.refresh_button = QPushButton(self)
        self.refresh_button.setObjectName("lobby-refresh")
        self.refresh_button.clicked.connect(self.refresh_requested)
        self.create_button = QPushButton(self)
        self.create_button.setObjectName("lobby-create")
        self.create_button.clicked.connect(self.open_create)
        self.join_button = QPushButton(self)
        self.join_button.setObjectName("lobby-join")
        self.join_button.clicked.connect(self.join_selected)
        self.watch_button = QPushButton(self)
        self.watch_button.setObjectName("lobby-watch")
        self.watch_button.clicked.connect(self.join_selected)
        self.join_by_button = QPushButton(self)
        self.join_by_button.setObjectName("lobby-join-by")
        self.join_by_button.clicked.connect(self.open_join_by)
        self.empty = QLabel(self)
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setWordWrap(True)
        self.empty.setEnabled(False)

        self.create_dialog: CreateMatchDialog | None = None
        self.password_dialog: PasswordDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self._online = False

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.create_button)
        top.addWidget(self.join_by_button)
        top.addStretch(1)
        top.addWidget(self.refresh_button)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.addStretch(1)
        bottom.addWidget(self.watch_button)
        bottom.addWidget(self.join_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty)
        layout.addLayout(bottom)
        self.retranslate()

    def retranslate(self) -> None:
        self.refresh_button.setText(self.tr("Refresh"))
        self.refresh_button.setToolTip(self.tr("Ask the server for the list of matches again"))
        self.create_button.setText(self.tr("Create match…"))
        self.join_button.setText(self.tr("Join"))
        self.watch_button.setText(self.tr("Watch"))
        self.join_by_button.setText(self.tr("Join by ID or player…"))
        self.empty.setText(self.tr("No match is waiting: create one, and others can join it."))
        self.model.retranslate()
        self._fit_columns()
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fit_columns(self) -> None:
        """Narrow columns for the numbers (as wide as their titles), the rest for the names."""
        header = self.view.horizontalHeader()
        metrics = header.fontMetrics()
        for column in (LobbyTableModel.COL_ID, LobbyTableModel.COL_POINTS, LobbyTableModel.COL_PLAYERS,
                       LobbyTableModel.COL_RATING):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal) or "")
            header.resizeSection(column, max(metrics.horizontalAdvance(title), metrics.horizontalAdvance("0000"))
                                 + 22)  # room for the sort arrow
        header.resizeSection(LobbyTableModel.COL_LOCK, 28)

    # -- state -----------------------------------------------------------------------------------
    def set_online(self, online: bool) -> None:
        """Logged in to the server: the buttons work."""
        self._online = online
        self._update_buttons()

    def selected_entry(self) -> LobbyEntry | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.proxy.data(rows[0], LobbyTableModel.EntryRole)

    def select(self, match_id: int) -> bool:
        """Select the row of match ``match_id`` (False if it is not listed)."""
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            entry = self.proxy.data(index, LobbyTableModel.EntryRole)
            if entry is not None and entry.id == match_id:
                self.view.selectRow(row)
                return True
        return False

    def _update_buttons(self, *_: object) -> None:
        entry = self.selected_entry()
        online = self._online
        for button in (self.refresh_button, self.create_button, self.join_by_button):
            button.setEnabled(online)
        self.join_button.setEnabled(online and entry is not None and entry.players < 2)
        self.watch_button.setEnabled(online and entry is not None and entry.players >= 2)
        self.empty.setVisible(online and self.model.rowCount() == 0)

    # -- joining ---------------------------------------------------------------------------------
    def _double_clicked(self, index: QModelIndex) -> None:
        entry = self.proxy.data(self.proxy.index(index.row(), 0), LobbyTableModel.EntryRole)
        if entry is not None:
            self.join(entry)

    def join_selected(self) -> None:
        """Join (or watch, when it is full) the selected match."""
        entry = self.selected_entry()
        if entry is not None:
            self.join(entry)

    def join(self, entry: LobbyEntry) -> None:
        """Join or watch ``entry``; a private match asks for its password first."""
        if not self._online:
            return
        if not entry.password:
            self.join_requested.emit(str(entry.id), None)
            return
        if self.password_dialog is not None:
            self.password_dialog.deleteLater()
        dialog = self.password_dialog = PasswordDialog(entry, self)
        dialog.accepted.connect(lambda: self.join_requested.emit(str(entry.id), dialog.password.text()))
        dialog.finished.connect(lambda _: self._closed("password_dialog", dialog))
        dialog.open()

    def open_join_by(self) -> JoinDialog:
        if self.join_dialog is None:
            dialog = self.join_dialog = JoinDialog(self)
            dialog.accepted.connect(lambda: self.join_requested.emit(*dialog.values()))
        self.join_dialog.target.clear()
        self.join_dialog.password.clear()
        self.join_dialog.error.hide()
        self.join_dialog.open()
        return self.join_dialog

    # -- creating --------------------------------------------------------------------------------
    def open_create(self) -> CreateMatchDialog:
        if self.create_dialog is None:
            dialog = self.create_dialog = CreateMatchDialog(self)
            dialog.accepted.connect(lambda: self.create_requested.emit(*dialog.values()))
        self.create_dialog.error.hide()
        self.create_dialog.open()
        return self.create_dialog

    def _closed(self, name: str, dialog: QDialog) -> None:
        if getattr(self, name) is dialog:
            setattr(self, name, None)
        dialog.deleteLater()
