"""The welcome on the first start: practise offline, log in to FIBS, or create a FIBS account.

Shown once (the setting ``general.first_run_done``). Closing it is the same as choosing offline
practice, which is what the main window shows anyway.
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QCommandLinkButton, QDialog, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from fibsgui.config import Settings
from fibsgui.ui.screenfit import keep_on_screen

log = logging.getLogger(__name__)


class WelcomeChoice(enum.Enum):
    PRACTICE = "practice"
    LOGIN = "login"
    CREATE_ACCOUNT = "create_account"


class WelcomeDialog(QDialog):
    """Three large choices; :attr:`choice` holds the one taken (offline practice when closed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("WelcomeDialog")
        self.choice = WelcomeChoice.PRACTICE

        self.icon = QLabel(self)
        icon = QGuiApplication.windowIcon()
        if not icon.isNull():
            self.icon.setPixmap(icon.pixmap(64, 64))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.title = QLabel(self)
        self.title.setObjectName("welcome-title")
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.6)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        heading = QVBoxLayout()
        heading.setSpacing(4)
        heading.addWidget(self.title)
        heading.addWidget(self.intro)
        top = QHBoxLayout()
        top.setSpacing(16)
        top.addWidget(self.icon)
        top.addLayout(heading, 1)

        self.buttons: dict[WelcomeChoice, QCommandLinkButton] = {}
        for choice in WelcomeChoice:
            button = QCommandLinkButton(self)
            button.setObjectName(f"welcome-{choice.value}")
            button.clicked.connect(lambda checked=False, choice=choice: self.choose(choice))
            self.buttons[choice] = button
        self.buttons[WelcomeChoice.PRACTICE].setDefault(True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        palette = self.note.palette()  # a quieter colour than the text's
        palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText))
        self.note.setPalette(palette)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addSpacing(8)
        for button in self.buttons.values():
            layout.addWidget(button)
        layout.addSpacing(4)
        layout.addWidget(self.note)
        self.setMinimumWidth(520)
        self.retranslate()
        self.buttons[WelcomeChoice.PRACTICE].setFocus()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Welcome to fibsgui"))
        self.title.setText(self.tr("Welcome to fibsgui"))
        self.intro.setText(self.tr(
            "Play backgammon with people from all over the world on FIBS, the First Internet "
            "Backgammon Server, or practise on your own against GNU Backgammon."))
        texts = {
            WelcomeChoice.PRACTICE: (
                self.tr("Practise offline"),
                self.tr("A match against GNU Backgammon on this computer, with hints. No account needed.")),
            WelcomeChoice.LOGIN: (
                self.tr("Log in to FIBS"),
                self.tr("Play people online with the FIBS account you already have.")),
            WelcomeChoice.CREATE_ACCOUNT: (
                self.tr("Create a FIBS account"),
                self.tr("New to FIBS? Choose a name and a password; it takes a minute and costs nothing.")),
        }
        for choice, (text, description) in texts.items():
            self.buttons[choice].setText(text)
            self.buttons[choice].setDescription(description)
        self.note.setText(self.tr("You can log in to FIBS later at any time; this welcome is shown only once."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def choose(self, choice: WelcomeChoice) -> None:
        self.choice = choice
        self.accept()


def first_start(settings: Settings) -> bool:
    return not settings["general.first_run_done"]


def show_welcome(window: QWidget, settings: Settings,
                 done: Callable[[WelcomeChoice], None] | None = None) -> WelcomeDialog | None:
    """On the first start, open the welcome over ``window`` (window-modal, without a nested event
    loop) and return it; None on later starts.

    When it closes the start is remembered, and a login choice calls ``window.show_login(create_account)``
    where the window has that method. ``done`` then receives the choice.
    """
    if not first_start(settings):
        return None
    dialog = WelcomeDialog(window)  # stays, hidden, as the window's child once closed

    def finished(_result: int) -> None:
        choice = dialog.choice
        settings["general.first_run_done"] = True
        try:
            settings.save()
        except OSError as exc:
            log.warning("cannot save the settings: %s", exc)
        if choice in (WelcomeChoice.LOGIN, WelcomeChoice.CREATE_ACCOUNT):
            show_login = getattr(window, "show_login", None)
            if callable(show_login):
                show_login(create_account=choice == WelcomeChoice.CREATE_ACCOUNT)
        if done is not None:
            done(choice)

    dialog.finished.connect(finished)
    dialog.open()
    return dialog


__all__ = ["WelcomeChoice", "WelcomeDialog", "first_start", "show_welcome"]
