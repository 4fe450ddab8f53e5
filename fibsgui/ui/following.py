"""The Following panel: the players the account follows, whether the server says they are online,
and Follow…/Unfollow (the players dock of a server without a player list, bgammon.org).

The server cannot list whom one follows, so the names are kept per account in the client's
settings (:class:`fibsgui.models.following.FollowList`). What is known of each comes from the
link (:meth:`fibsgui.models.server.ServerLink.followed_online`): online, offline, or not known
("—": not logged in, or followed since the login and not heard of since). The server's answers
(:attr:`~fibsgui.models.server.ServerLink.following_changed`) add and remove names, also for a
``follow`` typed in the server console; a refusal takes the name away again, with the server's
words under the list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fibsgui.config import Settings
from fibsgui.models.following import MAX_FOLLOWED, FollowList
from fibsgui.ui.screenfit import keep_on_screen

if TYPE_CHECKING:
    from fibsgui.models.server import ServerLink

ONLINE_COLOUR = QColor("#1b7a2e")
NAME, STATUS = range(2)


class FollowDialog(QDialog):
    """Asks for a player's name to follow; a name the server would not take is said at once."""

    def __init__(self, panel: FollowingPanel) -> None:
        super().__init__(panel)
        keep_on_screen(self)  # fits the screen whenever shown
        self.panel = panel
        self.setObjectName("FollowDialog")
        self.label = QLabel(self)
        self.name = QLineEdit(self)
        self.name.setMaxLength(64)  # a name has at most 18 characters; more is said, not cut
        self.error = QLabel(self)
        self.error.setObjectName("follow-error")
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
        layout.addWidget(self.label)
        layout.addWidget(self.name)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Follow a player"))
        self.label.setText(self.tr("The server tells you when this player comes online or goes:"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _submit(self) -> None:
        problem = self.panel.follow(self.name.text().strip())
        if problem:
            self.error.setText(problem)
            self.error.show()
            return
        self.error.hide()
        self.accept()


class FollowingPanel(QWidget):
    """The followed players of the account logged in (or of the last one, while logged out)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, key: str = "bgammon.following") -> None:
        super().__init__(parent)
        self.setObjectName("FollowingPanel")
        self.store = FollowList(settings, key)
        self.link: ServerLink | None = None
        self.account: str | None = None  # the account whose list is shown
        self.follow_dialog: FollowDialog | None = None
        self._online = False

        self.note = QLabel(self)
        self.note.setObjectName("following-note")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.view = QTreeWidget(self)
        self.view.setColumnCount(2)
        self.view.setRootIsDecorated(False)
        self.view.setUniformRowHeights(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.view.itemSelectionChanged.connect(self._update_buttons)
        self.said = QLabel(self)  # the server's last refusal, in its words
        self.said.setObjectName("following-said")
        self.said.setTextFormat(Qt.TextFormat.PlainText)
        self.said.setWordWrap(True)
        self.said.hide()
        self.follow_button = QPushButton(self)
        self.follow_button.clicked.connect(self.open_follow_dialog)
        self.unfollow_button = QPushButton(self)
        self.unfollow_button.clicked.connect(self._unfollow_selected)
        buttons = QHBoxLayout()
        buttons.addWidget(self.follow_button)
        buttons.addWidget(self.unfollow_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.said)
        layout.addLayout(buttons)
        self.retranslate()
        self.refresh()

    # -- language ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.view.setHeaderLabels([self.tr("Player"), self.tr("Status")])
        self.follow_button.setText(self.tr("Follow…"))
        self.follow_button.setToolTip(self.tr("Be told when a player comes online or goes"))
        self.unfollow_button.setText(self.tr("Unfollow"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- what the panel shows ------------------------------------------------------------------
    def set_link(self, link: ServerLink | None) -> None:
        self.link = link
        self.refresh()

    @property
    def names(self) -> list[str]:
        """The names shown, in their order."""
        return [self.view.topLevelItem(i).text(NAME) for i in range(self.view.topLevelItemCount())]

    def status_of(self, name: str) -> str:
        for i in range(self.view.topLevelItemCount()):
            item = self.view.topLevelItem(i)
            if item.text(NAME).lower() == name.lower():
                return item.text(STATUS)
        raise KeyError(name)

    def refresh(self) -> None:
        """Show the account's list and what the server said of each player."""
        link = self.link
        account = link.account if link is not None else None
        self._online = account is not None
        if account is not None and account != self.account:
            self.account = account
            self.said.hide()
        if self._online:
            self.note.setText(self.tr("The server tells you when they come online or go."))
        elif link is not None and link.me:  # a guest (or a login on its way)
            self.note.setText(self.tr("Follow players by logging in with an account (guests cannot follow)."))
        elif self.account is None:
            self.note.setText(self.tr("Log in with an account to see the players you follow."))
        else:
            self.note.setText(self.tr("Log in to hear whether they are online."))
        selected = self.selected_name()
        self.view.clear()
        bold = QFont(self.font())
        bold.setBold(True)
        for name in self.store.names(self.account):
            known = link.followed_online(name) if (link is not None and self._online) else None
            item = QTreeWidgetItem([name, self._status_text(known)])
            item.setData(NAME, Qt.ItemDataRole.UserRole, name)
            if known:
                item.setForeground(STATUS, QBrush(ONLINE_COLOUR))
                item.setFont(NAME, bold)
            self.view.addTopLevelItem(item)
            if selected is not None and name.lower() == selected.lower():
                item.setSelected(True)
        self.view.resizeColumnToContents(NAME)
        self._update_buttons()

    def _status_text(self, known: bool | None) -> str:
        if known is None:
            return "—"
        return self.tr("online") if known else self.tr("offline")

    def _update_buttons(self) -> None:
        self.follow_button.setEnabled(self._online)
        self.unfollow_button.setEnabled(self._online and self.selected_name() is not None)

    def selected_name(self) -> str | None:
        items = self.view.selectedItems()
        return items[0].data(NAME, Qt.ItemDataRole.UserRole) if items else None

    def select(self, name: str) -> None:
        for i in range(self.view.topLevelItemCount()):
            item = self.view.topLevelItem(i)
            item.setSelected(item.text(NAME).lower() == name.lower())

    def _say(self, text: str) -> None:
        self.said.setText(text)
        self.said.setVisible(bool(text))

    # -- what the player asks --------------------------------------------------------------------
    def follow(self, name: str) -> str:
        """Follow ``name``: what is wrong with it, in words ("" when ``follow`` went out)."""
        link = self.link
        if link is None or not self._online:
            return self.tr("Log in with an account to follow players.")
        problem = link.name_problem(name)
        if problem:
            return problem
        if link.me and name.lower() == link.me.lower():
            return self.tr("You cannot follow yourself.")
        if (self.account, name) in self.store:
            return self.tr("You follow {0} already.").format(name)
        if len(self.store.names(self.account)) >= MAX_FOLLOWED:
            return self.tr("You follow {0} players: unfollow one first.").format(MAX_FOLLOWED)
        if not link.follow(name, True):
            return self.tr("The follow command could not be sent.")
        self.store.add(self.account, name)
        self._say("")
        self.refresh()
        self.select(name)
        return ""

    def unfollow(self, name: str) -> bool:
        """Stop following ``name`` (the server is told): True when ``unfollow`` went out. A name
        the server cannot have (from a settings file written by hand) is only taken off the list."""
        link = self.link
        if link is None or not self._online:
            return False
        if link.name_problem(name):  # kept from elsewhere, never a name the server follows
            self.store.remove(self.account, name)
            self.refresh()
            return False
        if not link.follow(name, False):
            return False
        self.store.remove(self.account, name)
        self._say("")
        self.refresh()
        return True

    def _unfollow_selected(self) -> None:
        name = self.selected_name()
        if name is not None:
            self.unfollow(name)

    def open_follow_dialog(self) -> FollowDialog:
        dialog = FollowDialog(self)
        dialog.finished.connect(lambda: setattr(self, "follow_dialog", None))
        self.follow_dialog = dialog
        dialog.open()
        return dialog

    def menu_for(self, name: str | None) -> QMenu:
        menu = QMenu(self)
        if name is not None:
            unfollow = menu.addAction(self.tr("Unfollow {0}").format(name))
            unfollow.setData("unfollow")
            unfollow.setEnabled(self._online)
            join = menu.addAction(self.tr("Join or watch their match"))
            join.setData("join")
            join.setEnabled(self._online)
            menu.addSeparator()
        follow = menu.addAction(self.tr("Follow…"))
        follow.setData("follow")
        follow.setEnabled(self._online)
        return menu

    def trigger(self, action: str, name: str | None) -> None:
        if not self._online or self.link is None:
            return
        if action == "follow":
            self.open_follow_dialog()
        elif action == "unfollow" and name is not None:
            self.unfollow(name)
        elif action == "join" and name is not None:
            self.link.join_match(name)

    def _context_menu(self, pos: QPoint) -> None:
        item = self.view.itemAt(pos)
        name = item.data(NAME, Qt.ItemDataRole.UserRole) if item is not None else None
        chosen = self.menu_for(name).exec(self.view.viewport().mapToGlobal(pos))
        if chosen is not None:
            self.trigger(chosen.data(), name)

    # -- what the server says --------------------------------------------------------------------
    def answered(self, name: str, following: bool, words: str) -> None:
        """The server's answer about following ``name`` (its words when it refused)."""
        account = self.account if self._online else None
        if account is not None:
            if following:
                self.store.add(account, name)
            else:
                self.store.remove(account, name)
        if words:
            self._say(self.tr("{0}: {1}").format(name, words))
        self.refresh()
