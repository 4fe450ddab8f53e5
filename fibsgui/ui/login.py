"""The login dialog: server, name, password (kept in the OS keyring if asked), account creation."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
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

DEFAULT_SERVER = "fibs.com:4321"
NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


@dataclass(frozen=True)
class LoginRequest:
    host: str
    port: int
    name: str
    password: str
    remember: bool
    create_account: bool

    def __repr__(self) -> str:  # never show the password
        return (f"LoginRequest(host={self.host!r}, port={self.port}, name={self.name!r}, "
                f"password='***', remember={self.remember}, create_account={self.create_account})")


def parse_server(text: str) -> tuple[str, int]:
    """``host`` or ``host:port`` -> (host, port); raises ValueError with a message for the user."""
    text = text.strip()
    if not text:
        raise ValueError(QCoreApplication.translate("LoginDialog", "Enter a server, for example fibs.com:4321."))
    host, sep, port_text = text.rpartition(":")
    if not sep:
        host, port_text = text, "4321"
    if not host or any(c.isspace() for c in host):
        raise ValueError(QCoreApplication.translate("LoginDialog", "'{0}' is not a server name.").format(text))
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise ValueError(QCoreApplication.translate(
            "LoginDialog", "The port in '{0}' must be a number from 1 to 65535.").format(text))
    return host, int(port_text)


class LoginDialog(QDialog):
    """Emits :attr:`login_requested`; the caller shows how the attempt goes with
    :meth:`show_progress` and answers with :meth:`show_error` or ``accept()``.

    While an attempt runs the form is locked and Cancel stops the attempt (:attr:`cancel_requested`)
    and gives the form back; closing the dialog (Escape, the window's close button) stops it too.
    """

    login_requested = Signal(object)  # LoginRequest
    cancel_requested = Signal()  # stop the connection attempt in progress

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LoginDialog")
        self.settings = settings
        self.setMinimumWidth(380)

        self.server = QComboBox(self)
        self.server.setEditable(True)
        recent = settings["server.recent"] or [DEFAULT_SERVER]
        self.server.addItems(recent)
        current = f"{settings['server.host']}:{settings['server.port']}"
        self.server.setCurrentText(current)

        self.name = QLineEdit(settings["account.name"], self)
        self.name.setMaxLength(20)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.repeat = QLineEdit(self)
        self.repeat.setEchoMode(QLineEdit.EchoMode.Password)
        self.repeat_label = QLabel(self)

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

        self.server_label, self.name_label, self.password_label = QLabel(self), QLabel(self), QLabel(self)
        form = QFormLayout()
        form.addRow(self.server_label, self.server)
        form.addRow(self.name_label, self.name)
        form.addRow(self.password_label, self.password)
        form.addRow(self.repeat_label, self.repeat)
        form.addRow("", self.remember)
        form.addRow("", self.create)

        self.buttons = QDialogButtonBox(self)
        self.ok_button: QPushButton = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button: QPushButton = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self._cancel_clicked)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.keyring_note)
        layout.addWidget(self.error)
        layout.addWidget(self.progress)
        layout.addWidget(self.buttons)
        self.keyring_note.setVisible(not self.remember.isEnabled())

        self.name.textChanged.connect(self._fill_password)
        self._fill_password()
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.repeat_label.setText(self.tr("Repeat password:"))
        self.remember.setText(self.tr("Remember the password"))
        self.keyring_note.setText(self.tr(
            "No password keyring is available on this system, so the password is asked for "
            "each time and never stored."))
        self.create.setText(self.tr("Create a new account"))
        self.server_label.setText(self.tr("Server:"))
        self.name_label.setText(self.tr("Name:"))
        self.password_label.setText(self.tr("Password:"))
        self._mode_changed(self.create.isChecked())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill_password(self) -> None:
        if self.create.isChecked() or not self._keyring:
            return
        try:
            host, port = parse_server(self.server.currentText())
        except ValueError:
            return
        stored = credentials.load_password(host, port, self.name.text().strip())
        if stored:
            self.password.setText(stored)
            self.remember.setChecked(True)

    def _mode_changed(self, creating: bool) -> None:
        self.repeat.setVisible(creating)
        self.repeat_label.setVisible(creating)
        self.ok_button.setText(self.tr("Create account") if creating else self.tr("Log in"))
        self.setWindowTitle(self.tr("Create a FIBS account") if creating else self.tr("Log in to FIBS"))

    def validate(self) -> LoginRequest:
        """The request as entered, or ValueError with a message for the user."""
        try:
            host, port = parse_server(self.server.currentText())
        except ValueError as exc:
            raise ValueError(self.tr("Server: {0}").format(exc)) from None
        name = self.name.text().strip()
        if not name:
            raise ValueError(self.tr("Enter your FIBS name."))
        if not set(name) <= NAME_CHARS:
            raise ValueError(self.tr("A FIBS name has only letters, digits and '_'."))
        password = self.password.text()
        if not password:
            raise ValueError(self.tr("Enter your password."))
        if any(c.isspace() or c == ":" for c in password):
            raise ValueError(self.tr("A FIBS password cannot contain spaces or ':'."))
        creating = self.create.isChecked()
        if creating:
            if len(password) < 4:
                raise ValueError(self.tr("Choose a password of at least 4 characters."))
            if self.repeat.text() != password:
                raise ValueError(self.tr("The two passwords are not the same."))
        return LoginRequest(host, port, name, password, self.remember.isChecked(), creating)

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

    def show_error(self, text: str) -> None:
        """Show a problem (plain text) and let the user try again."""
        self._set_busy(False)
        self.progress.hide()
        self.error.setText(text)
        self.error.show()

    def _set_busy(self, busy: bool) -> None:
        self._busy = busy
        for widget in (self.server, self.name, self.password, self.repeat, self.create):
            widget.setEnabled(not busy)
        self.remember.setEnabled(not busy and self._keyring)
        self.ok_button.setEnabled(not busy)
        if not busy:
            self.progress.hide()

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
        """After a successful login: keep server and name, and the password only in the keyring."""
        server = f"{request.host}:{request.port}"
        recent = [server] + [s for s in self.settings["server.recent"] if s != server]
        self.settings["server.recent"] = recent[:8]
        self.settings["server.host"] = request.host
        self.settings["server.port"] = request.port
        self.settings["account.name"] = request.name
        stored = request.remember and credentials.save_password(request.host, request.port, request.name, request.password)
        if not request.remember:
            credentials.forget_password(request.host, request.port, request.name)
        self.settings["account.remember_password"] = bool(stored)
        self.settings.save()
