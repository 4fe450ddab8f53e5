"""The server console: every raw line from the server, and a command line for anything else."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFontDatabase, QKeyEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget


class CommandLine(QLineEdit):
    """A line edit with a history (Up / Down)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[str] = []
        self._pos = 0

    def remember(self, text: str) -> None:
        if text and (not self.history or self.history[-1] != text):
            self.history.append(text)
            del self.history[:-200]
        self._pos = len(self.history)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Up and self.history:
                self._pos = max(0, self._pos - 1)
                self.setText(self.history[self._pos])
                return True
            if event.key() == Qt.Key.Key_Down and self.history:
                self._pos = min(len(self.history), self._pos + 1)
                self.setText(self.history[self._pos] if self._pos < len(self.history) else "")
                return True
        return super().event(event)


class ServerConsole(QWidget):
    """``command_entered(text)`` is emitted for each line the user types.

    The transcript keeps the last :attr:`MAX_BLOCKS` lines and at most :attr:`MAX_CHARS`
    characters: past that, the oldest lines go (a quarter of the cap at a time)."""

    command_entered = Signal(str)

    MAX_BLOCKS = 20000
    MAX_CHARS = 2_000_000

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ServerConsole")
        self.output = QPlainTextEdit(self)
        self.output.setReadOnly(True)
        self.output.setMaximumBlockCount(self.MAX_BLOCKS)
        self.output.setUndoRedoEnabled(False)
        self.output.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.input = CommandLine(self)
        self.input.returnPressed.connect(self._submit)
        self._sent = QTextCharFormat()
        self._sent.setForeground(QColor("#1565c0"))
        self._problem = QTextCharFormat()
        self._problem.setForeground(QColor("#b00020"))
        self._note = QTextCharFormat()
        self._note.setForeground(QColor("#707070"))
        self._note.setFontItalic(True)
        self._plain = QTextCharFormat()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.output, 1)
        layout.addWidget(self.input)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language (the transcript stays as it is)."""
        self.input.setPlaceholderText(self.tr("Type a FIBS command, e.g. 'show games' or 'help'"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _append(self, text: str, fmt: QTextCharFormat) -> None:
        bar = self.output.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 4
        cursor = QTextCursor(self.output.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.output.document().isEmpty():
            cursor.insertBlock()
        if len(text) > self.MAX_CHARS:  # never one line bigger than the whole transcript
            text = text[:self.MAX_CHARS // 4] + " \u2026"
        cursor.insertText(text, fmt)  # plain text, never HTML
        self._trim()
        if at_end:
            bar.setValue(bar.maximum())

    def _trim(self) -> None:
        """Remove the oldest lines while the transcript holds more than :attr:`MAX_CHARS`
        characters, down to three quarters of it (so that trimming is rare)."""
        document = self.output.document()
        excess = document.characterCount() - self.MAX_CHARS
        if excess <= 0:
            return
        block = document.findBlock(excess + self.MAX_CHARS // 4)
        if block.isValid() and block.position() > 0:
            end = block.position()  # from the start of the line the cut falls in
        else:
            end = document.lastBlock().position()  # all but the newest line
        if end <= 0:
            return
        cursor = QTextCursor(document)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def received(self, line: str) -> None:
        """A line from the server, as it arrived."""
        self._append(line, self._plain)

    def sent(self, command: str) -> None:
        """A command the client sent (passwords already masked by the caller)."""
        self._append(f"> {command}", self._sent)

    def problem(self, text: str) -> None:
        """A line the client could not make sense of, or a client-side problem."""
        self._append(text, self._problem)

    def note(self, text: str) -> None:
        self._append(text, self._note)

    def dropped(self, size: int) -> None:
        """The server sent a line too long to keep; it was dropped unread."""
        self._append(self.tr("A line of %n byte(s) from the server was too long and was dropped.", "",
                             size), self._problem)

    def _submit(self) -> None:
        text = self.input.text().strip()
        if not text:
            return
        self.input.remember(text)
        self.input.clear()
        self.command_entered.emit(text)


