"""The login dialog: which server (FIBS or bgammon.org) and where, name, password (kept in the OS
keyring if asked), account creation (with an e-mail address on bgammon.org), guest logins on
bgammon.org."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fibsgui import credentials
from fibsgui.config import Settings
from fibsgui.ui.screenfit import keep_on_screen

DEFAULT_SERVER = "fibs.com:4321"
NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
FIBS, BGAMMON = "fibs", "bgammon"
#: The servers to choose from: (kind, name shown, default host, default port).
SERVERS = ((FIBS, "FIBS", "fibs.com", 4321), (BGAMMON, "bgammon.org", "bgammon.org", 1337))
BGAMMON_NAME_MAX = 18  # the longest bgammon.org account name


def _settings_keys(kind: str) -> tuple[str, str, str, str]:
    """The settings that remember ``kind``'s host, port, recent servers and account name."""
    if kind == BGAMMON:
        return "bgammon.host", "bgammon.port", "bgammon.recent", "bgammon.name"
    return "server.host", "server.port", "server.recent", "account.name"


@dataclass(frozen=True)
class LoginRequest:
    host: str
    port: int
    name: str
    password: str
    remember: bool
    create_account: bool
    server: str = FIBS  # FIBS or BGAMMON: the kind of server at host:port
    email: str = ""  # for a new bgammon.org account

    @property
    def guest(self) -> bool:
        """A guest login (bgammon.org gives a name)."""
        return not self.name

    def __repr__(self) -> str:  # never show the password
        return (f"LoginRequest(server={self.server!r}, host={self.host!r}, port={self.port}, name={self.name!r}, "
                f"password='***', remember={self.remember}, create_account={self.create_account}, "
                f"email={self.email!r})")


def parse_server(text: str, default_port: int = 4321) -> tuple[str, int]:
    """``host`` or ``host:port`` -> (host, port); raises ValueError with a message for the user."""
    text = text.strip()
    if not text:
        raise ValueError(QCoreApplication.translate("LoginDialog", "Enter a server, for example fibs.com:4321."))
    host, sep, port_text = text.rpartition(":")
    if not sep:
        host, port_text = text, str(default_port)
    if not host or any(c.isspace() for c in host):
        raise ValueError(QCoreApplication.translate("LoginDialog", "'{0}' is not a server name.").format(text))
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise ValueError(QCoreApplication.translate(
            "LoginDialog", "The port in '{0}' must be a number from 1 to 65535.").format(text))
    return host, int(port_text)


class LoginDialog(QDialog):
    """Emits :attr:`login_requested`; the caller shows how the attempt goes with
    :meth:`show_progress` and answers with :meth:`show_error` or ``accept()``.

    The server is chosen first (FIBS or bgammon.org); its host and port, recent servers and
    account name are remembered for each server apart, and the choice fills them in.

    While an attempt runs the form is locked and Cancel stops the attempt (:attr:`cancel_requested`)
    and gives the form back; closing the dialog (Escape, the window's close button) stops it too.

    It opens with the keyboard in the first field to fill (the name, or the password when the name
    is known and the password is not), and grows in height to show a problem or the progress of an
    attempt in whole sentences: the fields keep their height.
    """

    login_requested = Signal(object)  # LoginRequest
    cancel_requested = Signal()  # stop the connection attempt in progress

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("LoginDialog")
        self.settings = settings
        self.setMinimumWidth(380)

        self.server_kind = QComboBox(self)
        self.server_kind.setObjectName("login-server-kind")
        for kind, title, host, port in SERVERS:
            self.server_kind.addItem(f"{title} ({host}:{port})", kind)
        self.server = QComboBox(self)
        self.server.setEditable(True)

        self.name = QLineEdit(self)
        self.name.setMaxLength(20)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.repeat = QLineEdit(self)
        self.repeat.setEchoMode(QLineEdit.EchoMode.Password)
        self.repeat_label = QLabel(self)
        self.email = QLineEdit(self)
        self.email.setObjectName("login-email")
        self.email.setMaxLength(254)
        self.email_label = QLabel(self)

        self.remember = QCheckBox(self)
        self.keyring_note = QLabel(self)
        self.keyring_note.setWordWrap(True)
        self._keyring = credentials.keyring_available()
        if self._keyring:
            self.remember.setChecked(settings["account.remember_password"])
        else:
            self.remember.setEnabled(False)

        self.create = QCheckBox(self)
        self.create.toggled.connect(self._mode_changed)

        self.error = QLabel(self)
        self.error.setObjectName("loginError")
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()

        self.progress = QLabel(self)
        self.progress.setObjectName("loginProgress")
        self.progress.setTextFormat(Qt.TextFormat.PlainText)
        self.progress.setWordWrap(True)
        self.progress.hide()
        self._busy = False
        self._focus_before: QWidget | None = None  # where the keyboard was when the attempt began
        self._fitted_height = 0  # the height the dialog was last fitted to its content

        self.server_kind_label, self.server_label = QLabel(self), QLabel(self)
        self.name_label, self.password_label = QLabel(self), QLabel(self)
        form = QFormLayout()
        form.addRow(self.server_kind_label, self.server_kind)
        form.addRow(self.server_label, self.server)
        form.addRow(self.name_label, self.name)
        form.addRow(self.password_label, self.password)
        form.addRow(self.repeat_label, self.repeat)
        form.addRow(self.email_label, self.email)
        form.addRow("", self.remember)
        form.addRow("", self.create)

        self.buttons = QDialogButtonBox(self)
        self.ok_button: QPushButton = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button: QPushButton = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        # Enter never cancels (a second Enter while connecting must not stop the attempt): only a
        # click, Space on the button, or Escape do
        self.cancel_button.setAutoDefault(False)
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self._cancel_clicked)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.keyring_note)
        layout.addWidget(self.error)
        layout.addWidget(self.progress)
        layout.addWidget(self.buttons)
        self.keyring_note.setVisible(not self.remember.isEnabled())

        self._kind = ""
        kind = settings["server.kind"]
        self.server_kind.setCurrentIndex(max(0, self.server_kind.findData(kind)))
        self._kind_changed()
        self.server_kind.currentIndexChanged.connect(self._kind_changed)
        self.server.currentTextChanged.connect(self._name_servers)
        self.name.textChanged.connect(self._fill_password)
        self._fill_password()
        self.retranslate()
        self.focus_first_field()

    @property
    def kind(self) -> str:
        """The server chosen: FIBS or BGAMMON."""
        return self.server_kind.currentData() or FIBS

    def set_kind(self, kind: str) -> None:
        """Choose the server (as the user does with the first field)."""
        index = self.server_kind.findData(kind)
        if index >= 0:
            self.server_kind.setCurrentIndex(index)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.repeat_label.setText(self.tr("Repeat password:"))
        self.email_label.setText(self.tr("E-mail address:"))
        self.remember.setText(self.tr("Remember the password"))
        self.keyring_note.setText(self.tr(
            "No password keyring is available on this system, so the password is asked for "
            "each time and never stored."))
        self.create.setText(self.tr("Create a new account"))
        self.server_kind_label.setText(self.tr("Server:"))
        self.server_label.setText(self.tr("Address:"))
        self.name_label.setText(self.tr("Name:"))
        self.password_label.setText(self.tr("Password:"))
        self._mode_changed(self.create.isChecked())
        self._name_servers()

    def _name_servers(self, *_: object) -> None:
        """Each server's entry names its usual address, except the one chosen when the address
        below is another host: then it says that address, a server of that kind elsewhere."""
        text = self.server.currentText().strip()
        for index, (kind, title, host, port) in enumerate(SERVERS):
            words = f"{title} ({host}:{port})"
            if kind == self.kind and text:
                try:
                    chosen, chosen_port = parse_server(text, port)
                except ValueError:
                    words = self.tr("{0}: a custom server").format(title)
                else:
                    if chosen.lower().rstrip(".") != host:
                        words = self.tr("{0}: a custom server ({1}:{2})").format(title, chosen, chosen_port)
                    elif chosen_port != port:
                        words = f"{title} ({chosen}:{chosen_port})"
            if self.server_kind.itemText(index) != words:
                self.server_kind.setItemText(index, words)
        self.server_kind.setToolTip(self.server_kind.currentText())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _default_port(self) -> int:
        return next(port for kind, _, _, port in SERVERS if kind == self.kind)

    def _kind_changed(self, *_: object) -> None:
        """Another server chosen: its address, recent addresses and name as last used there."""
        kind = self.kind
        if kind == self._kind:
            return
        self._kind = kind
        host_key, port_key, recent_key, name_key = _settings_keys(kind)
        default = next(f"{host}:{port}" for k, _, host, port in SERVERS if k == kind)
        self.server.clear()
        self.server.addItems(self.settings[recent_key] or [default])
        self.server.setCurrentText(f"{self.settings[host_key]}:{self.settings[port_key]}")
        self.password.clear()
        self.repeat.clear()
        self.name.setText(self.settings[name_key])
        self.name.setMaxLength(20 if kind == FIBS else BGAMMON_NAME_MAX)
        self._mode_changed(self.create.isChecked())
        self._fill_password()
        self._name_servers()

    def _fill_password(self) -> None:
        if self.create.isChecked() or not self._keyring:
            return
        try:
            host, port = parse_server(self.server.currentText(), self._default_port())
        except ValueError:
            return
        stored = credentials.load_password(host, port, self.name.text().strip())
        if stored:
            self.password.setText(stored)
            self.remember.setChecked(True)

    def _mode_changed(self, creating: bool) -> None:
        bgammon = self.kind == BGAMMON
        self.repeat.setVisible(creating)
        self.repeat_label.setVisible(creating)
        self.email.setVisible(creating and bgammon)
        self.email_label.setVisible(creating and bgammon)
        self.ok_button.setText(self.tr("Create account") if creating else self.tr("Log in"))
        if bgammon:
            self.setWindowTitle(self.tr("Create a bgammon.org account") if creating
                                else self.tr("Log in to bgammon.org"))
            self.name.setPlaceholderText("" if creating else self.tr("Empty: log in as a guest"))
        else:
            self.setWindowTitle(self.tr("Create a FIBS account") if creating else self.tr("Log in to FIBS"))
            self.name.setPlaceholderText("")
        self._fit_height()

    def validate(self) -> LoginRequest:
        """The request as entered, or ValueError with a message for the user."""
        kind = self.kind
        try:
            host, port = parse_server(self.server.currentText(), self._default_port())
        except ValueError as exc:
            raise ValueError(self.tr("Server: {0}").format(exc)) from None
        name = self.name.text().strip()
        password = self.password.text()
        creating = self.create.isChecked()
        if kind == BGAMMON:
            return self._validate_bgammon(host, port, name, password, creating)
        if not name:
            raise ValueError(self.tr("Enter your FIBS name."))
        if not set(name) <= NAME_CHARS:
            raise ValueError(self.tr("A FIBS name has only letters, digits and '_'."))
        if not password:
            raise ValueError(self.tr("Enter your password."))
        if any(c.isspace() or c == ":" for c in password):
            raise ValueError(self.tr("A FIBS password cannot contain spaces or ':'."))
        if creating:
            if len(password) < 4:
                raise ValueError(self.tr("Choose a password of at least 4 characters."))
            if self.repeat.text() != password:
                raise ValueError(self.tr("The two passwords are not the same."))
        return LoginRequest(host, port, name, password, self.remember.isChecked(), creating)

    def _validate_bgammon(self, host: str, port: int, name: str, password: str, creating: bool) -> LoginRequest:
        if not name and not creating:  # a guest: the server gives a name, nothing to remember
            return LoginRequest(host, port, "", "", False, False, BGAMMON)
        if not name:
            raise ValueError(self.tr("Choose a name for your bgammon.org account."))
        if not set(name) <= NAME_CHARS or name.isdigit():
            raise ValueError(self.tr("A bgammon.org name has only letters, digits and '_', and not only digits."))
        if len(name) > BGAMMON_NAME_MAX:
            raise ValueError(self.tr("A bgammon.org name has at most {0} characters.").format(BGAMMON_NAME_MAX))
        if not password.strip():
            raise ValueError(self.tr("Enter your password, or leave the name empty to log in as a guest."))
        if any(not c.isprintable() for c in password):
            raise ValueError(self.tr("A password cannot contain control characters."))
        email = ""
        if creating:
            if self.repeat.text() != password:
                raise ValueError(self.tr("The two passwords are not the same."))
            email = self.email.text().strip()
            local, at, domain = email.partition("@")
            if not (local and at and domain) or any(c.isspace() for c in email):
                raise ValueError(self.tr("bgammon.org needs a valid e-mail address for a new account."))
        return LoginRequest(host, port, name, password, self.remember.isChecked(), creating, BGAMMON, email)

    def submit(self) -> None:
        if self._busy:
            return
        try:
            request = self.validate()
        except ValueError as exc:
            self.show_error(str(exc))
            return
        self.error.hide()
        self._set_busy(True)
        self._fit_height()
        self.login_requested.emit(request)

    @property
    def busy(self) -> bool:
        """Whether a connection attempt is running (the form is locked, Cancel stops it)."""
        return self._busy

    def show_progress(self, text: str) -> None:
        """Say how the attempt in progress goes ("Connecting to fibs.com:4321…"), as plain text."""
        self._set_busy(True)
        self.progress.setText(text)
        self.progress.show()
        self._fit_height()

    def show_error(self, text: str) -> None:
        """Show a problem (plain text) and let the user try again."""
        self._set_busy(False)
        self.progress.hide()
        self.error.setText(text)
        self.error.show()
        self._fit_height()

    def _set_busy(self, busy: bool) -> None:
        was_busy, self._busy = self._busy, busy
        by_keyboard = self.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
        if busy and not was_busy:
            focused = self.focusWidget()
            self._focus_before = focused if focused is not None and focused is not self.cancel_button else None
        for widget in (self.server_kind, self.server, self.name, self.password, self.repeat, self.email,
                       self.create):
            widget.setEnabled(not busy)
        self.remember.setEnabled(not busy and self._keyring)
        self.ok_button.setEnabled(not busy)
        if busy and not was_busy:
            self.cancel_button.setFocus(Qt.FocusReason.OtherFocusReason)  # the one thing to do now
            # disabling the focused field made Qt forget that the keyboard moves the focus here:
            # the focus frame stays as it was
            self.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, by_keyboard)
        if not busy:
            self.progress.hide()
            if was_busy:
                self._focus_back()

    def _focus_back(self) -> None:
        """After an attempt: the keyboard back where it was when it began (its text selected, to
        type it again), or in the first field to fill."""
        widget, self._focus_before = self._focus_before, None
        if widget is None or not widget.isEnabled() or not widget.isVisibleTo(self):
            self.focus_first_field()
            return
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        if isinstance(widget, QLineEdit):
            widget.selectAll()

    def focus_first_field(self) -> None:
        """The keyboard in the first field to fill: the name, or the password when the name is
        known and the password is not."""
        if self._busy:
            return
        name_known = bool(self.name.text().strip())
        field = self.password if name_known and not self.password.text() else self.name
        field.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:
        if not event.spontaneous():
            self.focus_first_field()
        super().showEvent(event)
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():  # wrapped text needs another height
            self.setMinimumHeight(self._needed_height(event.size().width()))

    def _needed_height(self, width: int) -> int:
        """The height that shows every field at its own height and every message whole at ``width``."""
        layout = self.layout()
        layout.activate()
        if layout.hasHeightForWidth():
            return max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height())
        return layout.totalSizeHint().height()

    def _fit_height(self) -> None:
        """Grow (or shrink back) in height to the content: a message that appears or goes never
        squashes the fields."""
        layout = self.layout()
        if layout is None or not self.isVisible():  # the first show sizes the dialog
            return
        need = self._needed_height(self.width())
        self.setMinimumHeight(need)
        if self.height() < need or (self.height() > need and self.height() == self._fitted_height):
            self.resize(self.width(), need)
        self._fitted_height = max(need, self.height())

    def stop(self) -> None:
        """Stop the attempt in progress (if any) and give the form back."""
        if self._busy:
            self._set_busy(False)
            self.cancel_requested.emit()

    def _cancel_clicked(self) -> None:
        if self._busy:  # the first Cancel stops the attempt; the dialog stays for another try
            self.stop()
            self.progress.setText(self.tr("Cancelled: not connected."))
            self.progress.show()
            return
        self.reject()

    def reject(self) -> None:
        self.stop()
        super().reject()

    def accept(self) -> None:
        self._set_busy(False)
        super().accept()

    def remember_success(self, request: LoginRequest) -> None:
        """After a successful login: keep the server, its address and the name (each server its
        own), and the password only in the keyring."""
        host_key, port_key, recent_key, name_key = _settings_keys(request.server)
        server = f"{request.host}:{request.port}"
        recent = [server] + [s for s in self.settings[recent_key] if s != server]
        self.settings[recent_key] = recent[:8]
        self.settings[host_key] = request.host
        self.settings[port_key] = request.port
        self.settings[name_key] = request.name
        self.settings["server.kind"] = request.server
        if request.name:  # a guest has no password to keep
            stored = request.remember and credentials.save_password(
                request.host, request.port, request.name, request.password)
            if not request.remember:
                credentials.forget_password(request.host, request.port, request.name)
            self.settings["account.remember_password"] = bool(stored)
        self.settings.save()
