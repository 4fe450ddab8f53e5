"""One settings dialog: the client's own options and the server's toggles and variables.

Server values are shown as the server last reported them (CLIP own info and toggle replies). Only
what the user changed is sent: ``toggle <name>`` for a toggle, ``set <name> <value>`` for a
variable; while the dialog is open, new reports from the server update what the user has not
touched. A toggle sent waits for the server's answer: when the server refuses it (an error, the
other value, or no answer in time) the box shows the server's value again and the dialog says so.

A server that describes its settings itself (:class:`fibsgui.models.server.ServerSetting`, e.g.
bgammon.org's account settings) gets the server page's other face: a box for each setting
(:meth:`SettingsDialog.show_server_settings`), those it may not change here shown but disabled,
and :attr:`SettingsDialog.server_setting_requested` for each box the user changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
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
from fibsgui.i18n import LANGUAGES, SYSTEM
from fibsgui.ui.screenfit import keep_on_screen, scrolled

SERVER_TOGGLES = (
    "allowpip", "autoboard", "autodouble", "automove", "bell", "crawford", "double", "greedy",
    "moreboards", "moves", "notify", "ratings", "ready", "report", "silent",
)
SORTWHO = ("login", "name", "rating", "rrating")
# the board's animation speeds: how long a checker takes from one point to the next (ms; 0 = at once)
ANIMATION_SPEEDS = (0, 120, 250, 450)


def toggle_help() -> dict[str, str]:
    """What ticking each server toggle does (FIBS's ``help toggle-<name>`` and its answers to
    ``toggle``), in the current language."""
    return {
        "allowpip": QCoreApplication.translate(
            "SettingsDialog", "Allow the server's pip command in your matches (it works only when both players allow it)"),
        "autoboard": QCoreApplication.translate("SettingsDialog", "Send the board after every move"),
        "autodouble": QCoreApplication.translate(
            "SettingsDialog", "Agree that a doublet rolled at the start of a game doubles the cube (unlimited matches)"),
        "automove": QCoreApplication.translate("SettingsDialog", "Let the server make forced moves for you"),
        "bell": QCoreApplication.translate("SettingsDialog", "Ring the bell when someone talks to you or invites you"),
        "crawford": QCoreApplication.translate(
            "SettingsDialog", "Insist on the Crawford rule (a match is played without it only when both players untick this)"),
        "double": QCoreApplication.translate(
            "SettingsDialog", "Ask whether you want to double before each roll (otherwise the server rolls for you)"),
        "greedy": QCoreApplication.translate(
            "SettingsDialog", "Let the server bear off as many checkers as your roll allows"),
        "moreboards": QCoreApplication.translate("SettingsDialog", "Send the board after each roll as well"),
        "moves": QCoreApplication.translate("SettingsDialog", "Send the list of a game's moves when it ends"),
        "notify": QCoreApplication.translate("SettingsDialog", "Tell me when players log in"),
        "ratings": QCoreApplication.translate("SettingsDialog", "Show how the rating changes are calculated after a match"),
        "ready": QCoreApplication.translate("SettingsDialog", "Ready to play: others may invite you"),
        "report": QCoreApplication.translate("SettingsDialog", "Tell me when other players' matches start and end"),
        "silent": QCoreApplication.translate(
            "SettingsDialog", "Do not hear what other players shout (and do not shout yourself)"),
    }


class SettingsDialog(QDialog):
    toggle_requested = Signal(str)  # toggle name: send "toggle <name>"
    set_requested = Signal(str, str)  # variable, value: send "set <variable> <value>"
    save_requested = Signal()  # send "save" so the server keeps the settings
    server_setting_requested = Signal(str, bool)  # a described setting the user changed: (name, value)

    # how long a toggle sent may wait for the server's answer before its box shows the server's value
    CONFIRM_MS = 10_000

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("SettingsDialog")
        self.settings = settings
        self._server_toggles: dict[str, bool] = {}
        self._server_vars: dict[str, str] = {}
        self._dirty: set[str] = set()
        self._pending: dict[str, bool] = {}  # toggles sent, with the value asked for
        self._kept: dict[str, str] = {}  # toggles the server did not change, with its words if any
        self._loading = False
        self._described_values: dict[str, bool] = {}  # described settings as the server has them
        self._described_dirty: set[str] = set()
        self._described_known = False  # the server has sent its settings
        self._described_settable: set[str] = set()
        self._online = False
        self._confirm_timer = QTimer(self)
        self._confirm_timer.setSingleShot(True)
        self._confirm_timer.timeout.connect(self._unanswered)

        self.tabs = QTabWidget(self)
        self.tabs.addTab(scrolled(self._client_page()), "")  # on a low screen, the pages scroll
        self.tabs.addTab(scrolled(self._server_page()), "")

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.load()
        self.set_online(False)

    # -- language ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("Client"))
        self.tabs.setTabText(1, self.tr("Server"))
        self.theme.setItemText(0, self.tr("Classic wood and felt"))
        self.theme.setItemText(1, self.tr("High contrast"))
        self.home.setItemText(0, self.tr("Right"))
        self.home.setItemText(1, self.tr("Left"))
        self.auto_forced.setText(self.tr("Make forced plays automatically"))
        self.confirm.setText(self.tr("Confirm each play before it is sent"))
        self.confirm_risky.setText(self.tr("Ask before resigning, giving up a match for a new one, or quitting "
                                           "during a match"))
        self.sound.setText(self.tr("Play sounds"))
        self.sound_invite.setText(self.tr("Invitations"))
        self.sound_turn.setText(self.tr("Your turn"))
        self.sound_chat.setText(self.tr("Chat addressed to you"))
        self.notify_invites.setText(self.tr("Notify me of invitations when the window is in the background"))
        self.notify_tells.setText(self.tr("Notify me of tells when the window is in the background"))
        self.language.setItemText(0, self.tr("System language"))  # the others by their own names
        self.theme_label.setText(self.tr("Board theme:"))
        self.home_label.setText(self.tr("Home board:"))
        self.animation_label.setText(self.tr("Moving checkers:"))
        for index, words in enumerate((self.tr("At once (no animation)"), self.tr("Fast"), self.tr("Normal"),
                                       self.tr("Slow"))):
            self.animation.setItemText(index, words)
        self.sound_label.setText(self.tr("Sounds:"))
        self.notify_label.setText(self.tr("Notifications:"))
        self.language_label.setText(self.tr("Language:"))
        self.offline_note.setText(self.tr("Log in to see and change the server's settings."))
        self._show_described_note()
        for name, text in toggle_help().items():
            self.toggles[name].setToolTip(text)
        self.redoubles.setItemText(0, self.tr("none"))
        self.redoubles.setItemText(self.redoubles.count() - 1, self.tr("unlimited"))
        self.redoubles_label.setText(self.tr("Redoubles in unlimited matches:"))
        self.sortwho_label.setText(self.tr("Sort the who list by:"))
        self.timezone_label.setText(self.tr("Time zone:"))
        self.save_button.setText(self.tr("Keep these settings on the server"))
        self.save_button.setToolTip(self.tr("Sends 'save': the server remembers your toggles for next time"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- pages ---------------------------------------------------------------------------------
    def _client_page(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        self.theme = QComboBox(page)
        self.theme.addItem("", "classic")
        self.theme.addItem("", "contrast")
        self.home = QComboBox(page)
        self.home.addItem("", "right")
        self.home.addItem("", "left")
        self.animation = QComboBox(page)
        self.animation.setObjectName("settings-animation")
        for ms in ANIMATION_SPEEDS:
            self.animation.addItem("", ms)
        self.animation_label = QLabel(page)
        self.auto_forced = QCheckBox(page)
        self.confirm = QCheckBox(page)
        self.confirm_risky = QCheckBox(page)
        self.sound = QCheckBox(page)
        self.sound_invite = QCheckBox(page)
        self.sound_turn = QCheckBox(page)
        self.sound_chat = QCheckBox(page)
        self.notify_invites = QCheckBox(page)
        self.notify_tells = QCheckBox(page)
        self.language = QComboBox(page)
        self.language.addItem("", SYSTEM)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.theme_label, self.home_label, self.sound_label, self.notify_label, self.language_label = (
            QLabel(page) for _ in range(5))
        form.addRow(self.theme_label, self.theme)
        form.addRow(self.home_label, self.home)
        form.addRow(self.animation_label, self.animation)
        form.addRow("", self.auto_forced)
        form.addRow("", self.confirm)
        form.addRow("", self.confirm_risky)
        form.addRow(self.sound_label, self.sound)
        form.addRow("", self.sound_invite)
        form.addRow("", self.sound_turn)
        form.addRow("", self.sound_chat)
        form.addRow(self.notify_label, self.notify_invites)
        form.addRow("", self.notify_tells)
        form.addRow(self.language_label, self.language)
        self.sound.toggled.connect(self._sound_switch)
        return page

    def _sound_switch(self, on: bool) -> None:
        for box in (self.sound_invite, self.sound_turn, self.sound_chat):
            box.setEnabled(on)

    def _server_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.toggles_page = self._toggles_page()
        self.described_page = self._described_page()
        self.described_page.hide()
        layout.addWidget(self.toggles_page)
        layout.addWidget(self.described_page)
        return page

    def _described_page(self) -> QWidget:
        page = QWidget(self)
        page.setObjectName("described-settings")
        layout = QVBoxLayout(page)
        self.described_note = QLabel(page)
        self.described_note.setObjectName("described-note")
        self.described_note.setTextFormat(Qt.TextFormat.PlainText)
        self.described_note.setWordWrap(True)
        layout.addWidget(self.described_note)
        self.described_form = QVBoxLayout()
        layout.addLayout(self.described_form)
        self.described: dict[str, QCheckBox] = {}
        self.described_refused = QLabel(page)
        self.described_refused.setObjectName("described-refused")
        self.described_refused.setTextFormat(Qt.TextFormat.PlainText)
        self.described_refused.setWordWrap(True)
        self.described_refused.hide()
        layout.addWidget(self.described_refused)
        layout.addStretch(1)
        return page

    def _toggles_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.offline_note = QLabel(page)
        layout.addWidget(self.offline_note)
        grid = QGridLayout()
        self.toggles: dict[str, QCheckBox] = {}
        for i, name in enumerate(SERVER_TOGGLES):
            box = QCheckBox(name, page)  # the server's own name for it; the tip says what it does
            box.toggled.connect(lambda on, n=name: self._touched(n))
            self.toggles[name] = box
            grid.addWidget(box, i // 3, i % 3)
        layout.addLayout(grid)
        form = QFormLayout()
        self.redoubles = QComboBox(page)
        self.redoubles.addItem("", "none")
        for n in range(1, 100):
            self.redoubles.addItem(str(n), str(n))
        self.redoubles.addItem("", "unlimited")
        self.sortwho = QComboBox(page)
        for value in SORTWHO:
            self.sortwho.addItem(value, value)
        self.timezone = QLineEdit(page)
        self.timezone.setPlaceholderText("UTC, Europe/Berlin, America/New_York …")
        self.redoubles.currentIndexChanged.connect(lambda: self._touched("redoubles"))
        self.sortwho.currentIndexChanged.connect(lambda: self._touched("sortwho"))
        self.timezone.textEdited.connect(lambda: self._touched("timezone"))
        self.redoubles_label, self.sortwho_label, self.timezone_label = (QLabel(page) for _ in range(3))
        form.addRow(self.redoubles_label, self.redoubles)
        form.addRow(self.sortwho_label, self.sortwho)
        form.addRow(self.timezone_label, self.timezone)
        layout.addLayout(form)
        self.refused_note = QLabel(page)
        self.refused_note.setObjectName("settings-refused")
        self.refused_note.setTextFormat(Qt.TextFormat.PlainText)  # carries the server's words
        self.refused_note.setWordWrap(True)
        self.refused_note.hide()
        layout.addWidget(self.refused_note)
        self.save_button = QPushButton(page)
        self.save_button.clicked.connect(self.save_requested)
        layout.addWidget(self.save_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        return page

    # -- client options ------------------------------------------------------------------------
    def load(self) -> None:
        s = self.settings
        self.theme.setCurrentIndex(self.theme.findData(s["board.theme"]))
        self.home.setCurrentIndex(self.home.findData(s["board.home"]))
        ms = s["board.animation_ms"]  # the speed nearest to the one in the file (it may be written by hand)
        self.animation.setCurrentIndex(min(range(len(ANIMATION_SPEEDS)), key=lambda i: abs(ANIMATION_SPEEDS[i] - ms)))
        self.auto_forced.setChecked(s["board.auto_forced_play"])
        self.confirm.setChecked(s["board.confirm_play"])
        self.confirm_risky.setChecked(s["general.confirm_risky"])
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
        if self.animation.currentData() != min(ANIMATION_SPEEDS, key=lambda speed: abs(speed - s["board.animation_ms"])):
            s["board.animation_ms"] = self.animation.currentData()  # a value written by hand stays unless changed
        s["board.auto_forced_play"] = self.auto_forced.isChecked()
        s["board.confirm_play"] = self.confirm.isChecked()
        s["general.confirm_risky"] = self.confirm_risky.isChecked()
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
        self._online = online
        self._enable_described()
        self._show_described_note()
        if not online and self._pending:
            self._confirm_timer.stop()
            self._keep_server_values(list(self._pending), "")
        self.offline_note.setVisible(not online)
        for box in self.toggles.values():
            box.setEnabled(online)
        for widget in (self.redoubles, self.sortwho, self.timezone, self.save_button):
            widget.setEnabled(online)

    def _touched(self, name: str) -> None:
        if not self._loading:
            self._dirty.add(name)

    def server_toggle(self, name: str, value: bool) -> None:
        """The server's value of a toggle, as the session knows it (any report of the toggles)."""
        if name not in self.toggles:
            return
        self._server_toggles[name] = value
        box = self.toggles[name]
        if name in self._pending:
            if value != self._pending[name]:
                return  # reported before the answer to the toggle sent: wait for the answer
            del self._pending[name]
            if not self._pending:
                self._confirm_timer.stop()
        if name in self._dirty and box.isChecked() != value:
            return  # the user's pending change stands
        self._dirty.discard(name)
        self._show_toggle(name, value)

    def server_answered(self, name: str, value: bool) -> None:
        """The server's answer to ``toggle <name>``: the toggle's value now, whatever was asked
        (for a described setting: the value the server kept when it did not take the one sent)."""
        if self.showing_described:
            if name in self.described:
                self._described_answered(name, value)
            return
        if name not in self.toggles:
            return
        self._server_toggles[name] = value
        wanted = self._pending.pop(name, None)
        if not self._pending:
            self._confirm_timer.stop()
        if name in self._dirty and self.toggles[name].isChecked() != value:
            return  # the user changed it again since: that change stands
        self._dirty.discard(name)
        self._show_toggle(name, value)
        if wanted is not None and wanted != value:
            self._kept[name] = ""
        else:
            self._kept.pop(name, None)
        self._show_kept()

    def server_refused(self, text: str) -> None:
        """The server answered a command with an error: toggles still waiting for an answer show
        the server's values again."""
        if not self._pending:
            return
        self._confirm_timer.stop()
        self._keep_server_values(list(self._pending), text)

    def _unanswered(self) -> None:
        self._keep_server_values(list(self._pending), "")

    def _keep_server_values(self, names: list[str], text: str) -> None:
        for name in names:
            self._pending.pop(name, None)
            self._dirty.discard(name)
            value = self._server_toggles.get(name)
            if value is not None:
                self._show_toggle(name, value)
            self._kept[name] = text
        self._show_kept()

    def _show_toggle(self, name: str, value: bool) -> None:
        self._loading = True
        self.toggles[name].setChecked(value)
        self._loading = False

    def _show_kept(self) -> None:
        """Say which toggles the server did not change (once, with the server's words if any)."""
        if not self._kept:
            self.refused_note.clear()
            self.refused_note.hide()
            return
        by_words: dict[str, list[str]] = {}
        for name in sorted(self._kept):
            by_words.setdefault(self._kept[name], []).append(name)
        lines = []
        for words, names in by_words.items():
            if words:
                lines.append(self.tr("The server kept its value of {0}: {1}").format(", ".join(names), words))
            else:
                lines.append(self.tr("The server kept its value of {0}.").format(", ".join(names)))
        self.refused_note.setText("\n".join(lines))
        self.refused_note.show()

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

    # -- settings the server describes itself ----------------------------------------------------
    @property
    def showing_described(self) -> bool:
        """The server page shows the settings a server describes (not FIBS's toggles)."""
        return not self.described_page.isHidden()

    def use_toggles(self) -> None:
        """The server page shows FIBS's toggles and variables."""
        self.described_page.hide()
        self.toggles_page.show()

    def show_server_settings(self, settings: Sequence[Any] | None) -> None:
        """The server page shows these settings (``ServerSetting``: name, label, value, settable,
        tip), as the server has them; None: the server has sent none. A box the user changed and
        has not applied keeps the user's choice."""
        self.toggles_page.hide()
        self.described_page.show()
        settings = tuple(settings or ())
        self._described_known = bool(settings)
        names = [s.name for s in settings]
        if names != list(self.described):
            for box in self.described.values():
                self.described_form.removeWidget(box)
                box.deleteLater()
            self.described = {}
            self._described_dirty &= set(names)
            for setting in settings:
                box = QCheckBox(self.described_note.parentWidget())
                box.setObjectName(f"described-{setting.name}")
                box.toggled.connect(lambda on, n=setting.name: self._described_touched(n))
                self.described[setting.name] = box
                self.described_form.addWidget(box)
        self._described_values = {s.name: bool(s.value) for s in settings}
        self._described_settable = {s.name for s in settings if s.settable}
        for setting in settings:
            box = self.described[setting.name]
            box.setText(setting.label)
            box.setToolTip(setting.tip)
            if setting.name in self._described_dirty and box.isChecked() != bool(setting.value):
                continue  # the user's change waits for Apply
            self._described_dirty.discard(setting.name)
            self._loading = True
            box.setChecked(bool(setting.value))
            self._loading = False
        self._enable_described()
        self._show_described_note()

    def _described_touched(self, name: str) -> None:
        if not self._loading:
            self._described_dirty.add(name)

    def _enable_described(self) -> None:
        for name, box in self.described.items():
            box.setEnabled(self._online and name in self._described_settable)

    def _show_described_note(self) -> None:
        if not self._online:
            text = self.tr("Log in to see and change the server's settings.")
        elif not self._described_known:
            text = self.tr("The server has sent no settings: a guest has none, an account's come with "
                           "the login.")
        else:
            text = self.tr("The server keeps these settings with your account. Those shown greyed "
                           "are changed elsewhere.")
        self.described_note.setText(text)

    def _described_answered(self, name: str, value: bool) -> None:
        """The server kept ``value`` for a setting it was asked to change."""
        self._described_values[name] = value
        self._described_dirty.discard(name)
        box = self.described.get(name)
        if box is not None:
            self._loading = True
            box.setChecked(value)
            self._loading = False
        self.described_refused.setText(self.tr("The server kept its value of {0}.").format(
            box.text() if box is not None else name))
        self.described_refused.show()

    def apply(self) -> None:
        self.save()
        self._kept.clear()
        self._show_kept()
        for name in sorted(self._dirty):
            if name in self.toggles:
                wanted = self.toggles[name].isChecked()
                if name in self._server_toggles and wanted != self._server_toggles[name]:
                    self._pending[name] = wanted
                    self._confirm_timer.start(self.CONFIRM_MS)
                    self.toggle_requested.emit(name)
            else:
                value = {"redoubles": self.redoubles.currentData(), "sortwho": self.sortwho.currentData(),
                         "timezone": self.timezone.text().strip()}[name]
                if value and value != self._server_vars.get(name):
                    self.set_requested.emit(name, value)
        self._dirty.clear()
        self.described_refused.hide()
        for name in [n for n in self.described if n in self._described_dirty]:
            wanted = self.described[name].isChecked()
            if name in self._described_values and wanted != self._described_values[name]:
                self.server_setting_requested.emit(name, wanted)
        self._described_dirty.clear()

    def accept(self) -> None:
        self.apply()
        super().accept()


__all__ = ["SettingsDialog", "SERVER_TOGGLES"]
