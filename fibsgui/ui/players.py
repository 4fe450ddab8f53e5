"""The player list panel: filter, switches, and a menu of what can be done with a player."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPoint, Qt, QTimer, Signal
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
    QMenu,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fibsgui.models.players import PlayerFilterProxy, PlayerTableModel
from fibsgui.models.server import RESUME, UNLIMITED
from fibsgui.nettext import isolate
from fibsgui.ui.screenfit import keep_on_screen

__all__ = ["InviteDialog", "PlayerPanel", "WhoisPanel", "RESUME", "UNLIMITED"]


class InviteDialog(QDialog):
    """Choose a match length (1-25), unlimited, or resuming the saved match with that player."""

    def __init__(self, name: str, can_resume: bool = False, default_length: int = 5,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.name = name
        self.kind = QComboBox(self)
        self.kind.addItem("", "match")
        self.kind.addItem("", "unlimited")
        if can_resume:
            self.kind.addItem("", "resume")
        self.length = QSpinBox(self)
        self.length.setRange(1, 25)
        self.length.setValue(max(1, min(25, default_length)))
        self.length.valueChanged.connect(self._update_suffix)
        self.kind.currentIndexChanged.connect(lambda: self.length.setEnabled(self.kind.currentData() == "match"))
        self.kind_label, self.length_label, self.intro = QLabel(self), QLabel(self), QLabel(self)
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        form = QFormLayout()
        form.addRow(self.kind_label, self.kind)
        form.addRow(self.length_label, self.length)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        if can_resume:
            self.kind.setCurrentIndex(2)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Invite {0}").format(isolate(self.name)))
        texts = {"match": self.tr("Match to"), "unlimited": self.tr("Unlimited match"),
                 "resume": self.tr("Resume the saved match")}
        for index in range(self.kind.count()):
            self.kind.setItemText(index, texts[self.kind.itemData(index)])
        self.kind_label.setText(self.tr("Invitation:"))
        self.length_label.setText(self.tr("Length:"))
        self.intro.setText(self.tr("Invite {0} to a match.").format(isolate(self.name)))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Invite"))
        self._update_suffix()

    def _update_suffix(self, *_: object) -> None:
        # the number comes from the spin box; the words after it agree with it
        self.length.setSuffix(self.tr(" point(s)", "", self.length.value()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def value(self) -> int:
        """Points (1-25), ``UNLIMITED`` (0) or ``RESUME`` (-1)."""
        kind = self.kind.currentData()
        return {"unlimited": UNLIMITED, "resume": RESUME}.get(kind, self.length.value())


class PlayerPanel(QWidget):
    """Emits ``action_requested(action, name, argument)``.

    Actions: invite (argument: points, 0 unlimited, -1 resume), watch, look, tell, whois, message,
    gag, blind, waitfor.
    """

    action_requested = Signal(str, str, int)
    ACTIONS = ("invite", "watch", "look", "tell", "whois", "message", "gag", "blind", "waitfor")

    def __init__(self, model: PlayerTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerPanel")
        self.model = model
        self.proxy = PlayerFilterProxy(self)
        self.proxy.setSourceModel(model)
        self.saved_with: set[str] = set()  # players we have a saved match with
        self.default_length = 5
        self._online = True  # False: the list is not of a server we are on, nothing is offered

        self.filter = QLineEdit(self)
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.set_text)
        self.ready_only = QCheckBox(self)
        self.ready_only.toggled.connect(self.proxy.set_ready_only)
        self.hide_bots = QCheckBox(self)
        self.hide_bots.toggled.connect(self.proxy.set_hide_bots)
        self.count = QLabel(self)

        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        # After a reset (a burst of who lines) the view would paint at once and again when its
        # delayed layout runs: laying out now makes it one paint of the table per burst batch.
        self.proxy.modelReset.connect(self.view.doItemsLayout)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(PlayerTableModel.COL_RATING, Qt.SortOrder.DescendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # no per-row sizes
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.resizeSection(PlayerTableModel.COL_NAME, 130)
        header.resizeSection(PlayerTableModel.COL_STATUS, 70)
        header.resizeSection(PlayerTableModel.COL_RATING, 70)
        header.resizeSection(PlayerTableModel.COL_EXPERIENCE, 70)
        header.resizeSection(PlayerTableModel.COL_OPPONENT, 110)
        header.resizeSection(PlayerTableModel.COL_IDLE, 60)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.view.doubleClicked.connect(self._double_clicked)
        self._count_timer = QTimer(self)  # the count follows bursts of rows at a human pace
        self._count_timer.setSingleShot(True)
        self._count_timer.setInterval(50)
        self._count_timer.timeout.connect(self._update_count)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset, self.proxy.layoutChanged,
                       self.proxy.rowsInserted, self.proxy.rowsRemoved, self.proxy.modelReset):
            signal.connect(self._count_later)

        switches = QHBoxLayout()
        switches.addWidget(self.ready_only)
        switches.addWidget(self.hide_bots)
        switches.addStretch(1)
        switches.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.filter)
        layout.addLayout(switches)
        layout.addWidget(self.view, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language (the table's too)."""
        self.filter.setPlaceholderText(self.tr("Filter players"))
        self.ready_only.setText(self.tr("Ready only"))
        self.hide_bots.setText(self.tr("Hide bots"))
        self._update_count()
        self.model.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _count_later(self, *_: object) -> None:
        if not self._count_timer.isActive():
            self._count_timer.start()

    def _update_count(self, *_: object) -> None:
        self.count.setText(self.tr("{0} of {1}").format(self.proxy.rowCount(), self.model.rowCount()))

    def name_at(self, index: QModelIndex) -> str | None:
        if not index.isValid():
            return None
        info = self.proxy.data(self.proxy.index(index.row(), 0), PlayerTableModel.InfoRole)
        return info.name if info is not None else None

    @property
    def online(self) -> bool:
        return self._online

    def set_online(self, online: bool) -> None:
        """Offer the actions (invite, watch, tell...) only while logged in; otherwise the list is
        greyed out (while reconnecting it is what the server last said) and offers nothing."""
        self._online = online
        self.view.setEnabled(online)

    def _double_clicked(self, index: QModelIndex) -> None:
        if not self._online:
            return
        name = self.name_at(index)
        if not name or name == self.model.own_name:
            return
        info = self.model.player(name)
        if info is not None and info.opponent:
            self.action_requested.emit("watch", name, 0)
        else:
            self.invite(name)

    def invite(self, name: str) -> None:
        dialog = InviteDialog(name, name in self.saved_with, self.default_length, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.action_requested.emit("invite", name, dialog.value())

    def menu_for(self, name: str) -> QMenu:
        menu = QMenu(self)
        info = self.model.player(name)
        own = name == self.model.own_name
        labels = {
            "invite": self.tr("Invite…"), "watch": self.tr("Watch"), "look": self.tr("Look at the board"),
            "tell": self.tr("Tell…"), "whois": self.tr("Who is this?"), "message": self.tr("Leave a message…"),
            "gag": self.tr("Gag (hide their chat)"), "blind": self.tr("Blind (refuse their invitations)"),
            "waitfor": self.tr("Tell me when they log out or finish"),
        }
        playing = bool(info and info.opponent)
        for action in self.ACTIONS:
            item = menu.addAction(labels[action])
            item.setData(action)
            if not self._online or (own and action != "whois"):
                item.setEnabled(False)
            if action in ("watch", "look") and not playing:
                item.setEnabled(False)
            if action in ("look", "message"):
                menu.addSeparator()
        return menu

    def _context_menu(self, pos: QPoint) -> None:
        name = self.name_at(self.view.indexAt(pos))
        if not name:
            return
        chosen = self.menu_for(name).exec(self.view.viewport().mapToGlobal(pos))
        if chosen is not None:
            self.trigger(chosen.data(), name)

    def trigger(self, action: str, name: str) -> None:
        if not self._online:
            return
        if action == "invite":
            self.invite(name)
        else:
            self.action_requested.emit(action, name, 0)


class WhoisPanel(QWidget):
    """A readable view of a ``whois`` answer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WhoisPanel")
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)

    def show_lines(self, lines: list[str]) -> None:
        self.label.setText("\n".join(lines))
