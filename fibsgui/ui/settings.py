"""One settings dialog: the client's own options and the server's toggles and variables.

Server values are shown as the server last reported them (CLIP own info and toggle replies). Only
what the user changed is sent: ``toggle <name>`` for a toggle, ``set <name> <value>`` for a
variable; while the dialog is open, new reports from the server update what the user has not
touched.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fibsgui.config import Settings

SERVER_TOGGLES = (
    "allowpip", "autoboard", "autodouble", "automove", "bell", "crawford", "double", "greedy",
    "moreboards", "moves", "notify", "ratings", "ready", "report", "silent",
)
SORTWHO = ("login", "name", "rating", "rrating")
LANGUAGES = (("system", "System language"), ("en", "English"), ("de", "Deutsch"), ("fr", "Français"),
             ("it", "Italiano"), ("da", "Dansk"))


def toggle_help(widget: QWidget) -> dict[str, str]:
    tr = widget.tr
    return {
        "allowpip": tr("Let your opponent use the pip command"),
        "autoboard": tr("Send the board after every move"),
        "autodouble": tr("Double automatically when rolling doubles at the start (money games)"),
        "automove": tr("Let the server make forced moves for you"),
        "bell": tr("Ring the bell on invitations and your turn"),
        "crawford": tr("Use the Crawford rule in new matches"),
        "double": tr("Ask whether you want to double before each roll"),
        "greedy": tr("Bear off automatically when possible"),
        "moreboards": tr("Send the board more often"),
        "moves": tr("Show the moves of the game being watched"),
        "notify": tr("Tell me when players log in and out"),
        "ratings": tr("Report rating changes after matches"),
        "ready": tr("Ready to play: others may invite you"),
        "report": tr("Report matches that start and end"),
        "silent": tr("Hear what other players shout"),
    }


class SettingsDialog(QDialog):
    toggle_requested = Signal(str)  # toggle name: send "toggle <name>"
    set_requested = Signal(str, str)  # variable, value: send "set <variable> <value>"
    save_requested = Signal()  # send "save" so the server keeps the settings

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        self._server_toggles: dict[str, bool] = {}
        self._server_vars: dict[str, str] = {}
        self._dirty: set[str] = set()
        self._loading = False

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._client_page(), self.tr("Client"))
        self.tabs.addTab(self._server_page(), self.tr("Server"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.load()
        self.set_online(False)

    # -- pages ---------------------------------------------------------------------------------
    def _client_page(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        self.theme = QComboBox(page)
        self.theme.addItem(self.tr("Classic wood and felt"), "classic")
        self.theme.addItem(self.tr("High contrast"), "contrast")
        self.home = QComboBox(page)
        self.home.addItem(self.tr("Right"), "right")
        self.home.addItem(self.tr("Left"), "left")
        self.auto_forced = QCheckBox(self.tr("Make forced plays automatically"), page)
        self.confirm = QCheckBox(self.tr("Confirm each play before it is sent"), page)
        self.sound = QCheckBox(self.tr("Play sounds"), page)
        self.sound_invite = QCheckBox(self.tr("Invitations"), page)
        self.sound_turn = QCheckBox(self.tr("Your turn"), page)
        self.sound_chat = QCheckBox(self.tr("Chat addressed to you"), page)
        self.notify_invites = QCheckBox(self.tr("Notify me of invitations when the window is in the background"), page)
        self.notify_tells = QCheckBox(self.tr("Notify me of tells when the window is in the background"), page)
        self.language = QComboBox(page)
        for code, name in LANGUAGES:
            self.language.addItem(self.tr(name) if code == "system" else name, code)
        form.addRow(self.tr("Board theme:"), self.theme)
        form.addRow(self.tr("Home board:"), self.home)
        form.addRow("", self.auto_forced)
        form.addRow("", self.confirm)
        form.addRow(self.tr("Sounds:"), self.sound)
        form.addRow("", self.sound_invite)
        form.addRow("", self.sound_turn)
        form.addRow("", self.sound_chat)
        form.addRow(self.tr("Notifications:"), self.notify_invites)
        form.addRow("", self.notify_tells)
        form.addRow(self.tr("Language:"), self.language)
        self.sound.toggled.connect(self._sound_switch)
        return page

    def _sound_switch(self, on: bool) -> None:
        for box in (self.sound_invite, self.sound_turn, self.sound_chat):
            box.setEnabled(on)

    def _server_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.offline_note = QLabel(self.tr("Log in to see and change the server's settings."), page)
        layout.addWidget(self.offline_note)
        grid = QGridLayout()
        self.toggles: dict[str, QCheckBox] = {}
        helps = toggle_help(self)
        for i, name in enumerate(SERVER_TOGGLES):
            box = QCheckBox(name, page)
            box.setToolTip(helps[name])
            box.toggled.connect(lambda on, n=name: self._touched(n))
            self.toggles[name] = box
            grid.addWidget(box, i // 3, i % 3)
        layout.addLayout(grid)
        form = QFormLayout()
        self.redoubles = QComboBox(page)
        self.redoubles.addItem(self.tr("none"), "none")
        for n in range(1, 100):
            self.redoubles.addItem(str(n), str(n))
        self.redoubles.addItem(self.tr("unlimited"), "unlimited")
        self.sortwho = QComboBox(page)
        for value in SORTWHO:
            self.sortwho.addItem(value, value)
        self.timezone = QLineEdit(page)
        self.timezone.setPlaceholderText("UTC, Europe/Berlin, America/New_York …")
        self.redoubles.currentIndexChanged.connect(lambda: self._touched("redoubles"))
        self.sortwho.currentIndexChanged.connect(lambda: self._touched("sortwho"))
        self.timezone.textEdited.connect(lambda: self._touched("timezone"))
        form.addRow(self.tr("Redoubles in unlimited matches:"), self.redoubles)
        form.addRow(self.tr("Sort the who list by:"), self.sortwho)
        form.addRow(self.tr("Time zone:"), self.timezone)
        layout.addLayout(form)
        self.save_button = QPushButton(self.tr("Keep these settings on the server"), page)
        self.save_button.setToolTip(self.tr("Sends 'save': the server remembers your toggles for next time"))
        self.save_button.clicked.connect(self.save_requested)
        layout.addWidget(self.save_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        return page

    # -- client options ------------------------------------------------------------------------
    def load(self) -> None:
        s = self.settings
        self.theme.setCurrentIndex(self.theme.findData(s["board.theme"]))
        self.home.setCurrentIndex(self.home.findData(s["board.home"]))
        self.auto_forced.setChecked(s["board.auto_forced_play"])
        self.confirm.setChecked(s["board.confirm_play"])
        self.sound.setChecked(s["sound.enabled"])
        self.sound_invite.setChecked(s["sound.invitation"])
        self.sound_turn.setChecked(s["sound.your_turn"])
        self.sound_chat.setChecked(s["sound.chat"])
        self.notify_invites.setChecked(s["notify.invitations"])
        self.notify_tells.setChecked(s["notify.tells"])
        index = self.language.findData(s["general.language"])
        self.language.setCurrentIndex(max(index, 0))
        self._sound_switch(self.sound.isChecked())

    def save(self) -> None:
        s = self.settings
        s["board.theme"] = self.theme.currentData()
        s["board.home"] = self.home.currentData()
        s["board.auto_forced_play"] = self.auto_forced.isChecked()
        s["board.confirm_play"] = self.confirm.isChecked()
        s["sound.enabled"] = self.sound.isChecked()
        s["sound.invitation"] = self.sound_invite.isChecked()
        s["sound.your_turn"] = self.sound_turn.isChecked()
        s["sound.chat"] = self.sound_chat.isChecked()
        s["notify.invitations"] = self.notify_invites.isChecked()
        s["notify.tells"] = self.notify_tells.isChecked()
        s["general.language"] = self.language.currentData()
        s.save()

    # -- server values -------------------------------------------------------------------------
    def set_online(self, online: bool) -> None:
        self.offline_note.setVisible(not online)
        for box in self.toggles.values():
            box.setEnabled(online)
        for widget in (self.redoubles, self.sortwho, self.timezone, self.save_button):
            widget.setEnabled(online)

    def _touched(self, name: str) -> None:
        if not self._loading:
            self._dirty.add(name)

    def server_toggle(self, name: str, value: bool) -> None:
        """The server reported a toggle's value."""
        if name not in self.toggles:
            return
        self._server_toggles[name] = value
        box = self.toggles[name]
        if name in self._dirty and box.isChecked() != value:
            return  # the user's pending change stands
        self._dirty.discard(name)
        self._loading = True
        box.setChecked(value)
        self._loading = False

    def server_variable(self, name: str, value: str) -> None:
        """The server reported a ``set`` variable's value."""
        self._server_vars[name] = value
        if name in self._dirty:
            return
        self._loading = True
        if name == "redoubles":
            self.redoubles.setCurrentIndex(max(self.redoubles.findData(str(value)), 0))
        elif name == "sortwho" and value in SORTWHO:
            self.sortwho.setCurrentIndex(self.sortwho.findData(value))
        elif name == "timezone":
            self.timezone.setText(value)
        self._loading = False

    def apply(self) -> None:
        self.save()
        for name in sorted(self._dirty):
            if name in self.toggles:
                if name in self._server_toggles and self.toggles[name].isChecked() != self._server_toggles[name]:
                    self.toggle_requested.emit(name)
            else:
                value = {"redoubles": self.redoubles.currentData(), "sortwho": self.sortwho.currentData(),
                         "timezone": self.timezone.text().strip()}[name]
                if value and value != self._server_vars.get(name):
                    self.set_requested.emit(name, value)
        self._dirty.clear()

    def accept(self) -> None:
        self.apply()
        super().accept()


__all__ = ["SettingsDialog", "SERVER_TOGGLES"]
