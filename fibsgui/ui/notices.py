"""Non-modal notices inside the main window: invitations to accept or ignore, the user's own
pending invitation (cancellable), short information that fades by itself, and problems the user
should know about (files that cannot be read or saved), which stay until closed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class Notice(QFrame):
    def __init__(self, key: str, text: str, parent: QWidget | None = None, *, problem: bool = False) -> None:
        super().__init__(parent)
        self.key = key
        self.setObjectName("Notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        if problem:
            self.setStyleSheet("#Notice { background: #fdecea; border: 1px solid #d32f2f; border-radius: 4px; }"
                               "#Notice QLabel { color: #5f1212; }")
        else:
            self.setStyleSheet("#Notice { background: #fff8e1; border: 1px solid #e0c068; border-radius: 4px; }"
                               "#Notice QLabel { color: #3e2f00; }")
        self.label = QLabel(text, self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # paths to copy
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(8, 4, 4, 4)
        self.row.addWidget(self.label, 1)

    def add_button(self, text: str, slot, role: str = "") -> QPushButton:
        """A button; with a ``role`` ("join", "ignore", "cancel", "close") its text follows the language."""
        button = QPushButton(text, self)
        button.setProperty("role", role)
        button.clicked.connect(slot)
        self.row.addWidget(button)
        return button


class NoticeArea(QWidget):
    join_requested = Signal(str)  # accept the invitation of this player
    cancel_invitation_requested = Signal(str)  # withdraw the user's own invitation to this player

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NoticeArea")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(4, 2, 4, 2)
        self.layout_.setSpacing(2)
        self.notices: dict[str, Notice] = {}
        self.hide()

    def button_text(self, role: str) -> str:
        return {"join": self.tr("Join"), "ignore": self.tr("Ignore"), "cancel": self.tr("Cancel invitation"),
                "close": self.tr("Close")}.get(role, "")

    def retranslate(self) -> None:
        """The buttons of the notices shown follow the language (their messages are the caller's)."""
        for notice in self.notices.values():
            for button in notice.findChildren(QPushButton):
                text = self.button_text(str(button.property("role") or ""))
                if text:
                    button.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _put(self, notice: Notice) -> Notice:
        self.remove(notice.key)
        self.notices[notice.key] = notice
        self.layout_.addWidget(notice)
        self.show()
        return notice

    def remove(self, key: str) -> None:
        notice = self.notices.pop(key, None)
        if notice is not None:
            notice.hide()
            notice.deleteLater()
        if not self.notices:
            self.hide()

    def invitation(self, name: str, text: str) -> Notice:
        """An invitation from ``name``: Join or Ignore."""
        notice = self._put(Notice(f"invite:{name}", text, self))
        notice.add_button(self.button_text("join"), lambda: (self.remove(notice.key), self.join_requested.emit(name)),
                          "join")
        notice.add_button(self.button_text("ignore"), lambda: self.remove(notice.key), "ignore")
        return notice

    def own_invitation(self, name: str, text: str) -> Notice:
        """The user's own pending invitation; only one exists at a time on FIBS."""
        for key in [k for k in self.notices if k.startswith("own:")]:
            self.remove(key)
        notice = self._put(Notice(f"own:{name}", text, self))
        notice.add_button(self.button_text("cancel"),
                          lambda: (self.remove(notice.key), self.cancel_invitation_requested.emit(name)), "cancel")
        return notice

    def clear_invitations(self, name: str | None = None) -> None:
        for key in list(self.notices):
            if key.startswith(("invite:", "own:")) and (name is None or key.endswith(f":{name}")):
                self.remove(key)

    def info(self, text: str, seconds: float = 8.0) -> Notice:
        key = f"info:{id(text)}:{len(self.notices)}"
        notice = self._put(Notice(key, text, self))
        notice.add_button(self.button_text("close"), lambda: self.remove(key), "close")
        # the notice is the timer's context: closed (or the window gone) before, nothing fires
        def expire() -> None:
            if self.notices.get(key) is notice:
                self.remove(key)

        QTimer.singleShot(int(seconds * 1000), notice, expire)
        return notice

    def problem(self, key: str, text: str) -> Notice:
        """A problem the user should know about; it stays until closed. A second problem with the
        same ``key`` while the first is shown is added to its text."""
        notice = self.notices.get(key)
        if notice is not None:
            notice.label.setText(notice.label.text() + "\n" + text)
            return notice
        notice = self._put(Notice(key, text, self, problem=True))
        notice.add_button(self.button_text("close"), lambda: self.remove(key), "close")
        return notice
