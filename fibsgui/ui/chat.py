"""Chat: a shout channel, one tab per tell partner, and the game chat (say / kibitz / whisper).

Every line from the network is inserted as plain text (``QTextCursor.insertText``), never parsed
as HTML, and each piece of it (name, text) directionally isolated (:mod:`fibsgui.nettext`). Own
lines are set apart; gagged players' lines are not shown.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fibsgui.chatlog import GAME, SHOUT, ChatHistory, ChatLine, tell_channel
from fibsgui.nettext import balanced, isolate

__all__ = ["ChatInput", "ChatPanel", "ChatView", "GAME", "SHOUT", "clock"]


def clock(when: float) -> str:
    """``[HH:MM] `` of a time stamp; one no calendar holds (a stored message's time from the
    server can be anything) shows as ``[--:--] ``."""
    try:
        return time.strftime("[%H:%M] ", time.localtime(when))
    except (OverflowError, OSError, ValueError, TypeError):
        return "[--:--] "


class ChatView(QPlainTextEdit):
    """A read-only transcript of one channel."""

    def __init__(self, channel: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.channel = channel
        self.setReadOnly(True)
        self.setMaximumBlockCount(5000)
        self.setUndoRedoEnabled(False)
        self._time = QTextCharFormat()
        self._time.setForeground(QColor("#808080"))
        self._name = QTextCharFormat()
        self._name.setFontWeight(QFont.Weight.Bold)
        self._own = QTextCharFormat()
        self._own.setFontWeight(QFont.Weight.Bold)
        self._own.setForeground(QColor("#1565c0"))
        self._system = QTextCharFormat()
        self._system.setForeground(QColor("#6a6a6a"))
        self._system.setFontItalic(True)
        self._plain = QTextCharFormat()

    def add_line(self, line: ChatLine) -> None:
        at_end = self.verticalScrollBar().value() >= self.verticalScrollBar().maximum() - 4
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.document().isEmpty():
            cursor.insertBlock()
        cursor.insertText(clock(line.when), self._time)
        if line.kind == "system":
            cursor.insertText(balanced(line.text), self._system)
        else:
            # the name and the text are the network's: each one isolated, so that neither can
            # reorder what follows it or turn the line around (see fibsgui.nettext)
            label = isolate(line.sender)
            kinds = {"kibitz": self.tr("kibitz"), "whisper": self.tr("whisper"), "message": self.tr("message")}
            if line.kind in kinds:
                label = self.tr("{0} ({1})").format(label, kinds[line.kind])
            cursor.insertText(f"{label}: ", self._own if line.own else self._name)
            cursor.insertText(isolate(line.text), self._plain)
        if at_end:
            self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def add_separator(self, text: str) -> None:
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.document().isEmpty():
            cursor.insertBlock()
        cursor.insertText(text, self._system)


class ChatInput(QLineEdit):
    """A line that completes player names with Tab."""

    def __init__(self, names: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names = names
        self.setMaxLength(400)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Tab:
            self.complete_name()
            return True
        return super().event(event)

    def complete_name(self) -> bool:
        text, pos = self.text(), self.cursorPosition()
        start = pos
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
            start -= 1
        prefix = text[start:pos]
        if not prefix:
            return False
        matches = sorted(n for n in self._names() if n.lower().startswith(prefix.lower()))
        if not matches:
            return False
        common = matches[0]
        for other in matches[1:]:
            while not other.lower().startswith(common.lower()):
                common = common[:-1]
        completion = matches[0] if len(matches) == 1 else matches[0][:len(common)]
        suffix = " " if len(matches) == 1 and start == 0 else ""
        self.setText(text[:start] + completion + suffix + text[pos:])
        self.setCursorPosition(start + len(completion) + len(suffix))
        return True


class ChatPanel(QWidget):
    """Emits ``send_requested(kind, target, text)``: kind is shout / tell / message / say / kibitz /
    whisper; target is the tell partner (else empty)."""

    send_requested = Signal(str, str, str)
    # The chat history stopped writing: its folder and the reason (said once per history).
    history_problem = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ChatPanel")
        self.gagged: set[str] = set()
        self.history: ChatHistory | None = None
        self._online: Callable[[], list[str]] = list
        self._context: str | None = None  # "playing", "watching" or None
        self._kinds: frozenset[str] | None = None  # the kinds of chat the server has (None: all)

        self.tabs = QTabWidget(self)
        self.tabs.setTabsClosable(True)
        self.tabs.setDocumentMode(True)
        self.tabs.tabCloseRequested.connect(self._close_tab)
        self.views: dict[str, ChatView] = {}
        self._view(SHOUT, "")
        self._view(GAME, "")
        for i in range(2):  # the shout and game tabs stay
            self.tabs.tabBar().setTabButton(i, self.tabs.tabBar().ButtonPosition.RightSide, None)

        self.mode = QComboBox(self)
        self.input = ChatInput(lambda: self._online(), self)
        self.input.returnPressed.connect(self.submit)
        self.tabs.currentChanged.connect(self._update_modes)

        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.mode)
        row.addWidget(self.input, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language (lines already shown stay as they are)."""
        self.tabs.setTabText(self.tabs.indexOf(self.views[SHOUT]), self.tr("Shout"))
        self.tabs.setTabText(self.tabs.indexOf(self.views[GAME]), self.tr("Game"))
        mode = self.mode.currentData()
        self._update_modes()
        self.mode.setCurrentIndex(max(self.mode.findData(mode), 0))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- setup ---------------------------------------------------------------------------------
    def set_online_names(self, provider: Callable[[], list[str]]) -> None:
        self._online = provider

    def set_account(self, account: str, history: ChatHistory | None = None) -> None:
        """Load the account's history into the views; new lines are appended to it (or, when it
        cannot be written, kept in memory: :attr:`history_problem` says so)."""
        if self.history is not None:
            self.history.close()
        self.history = history or ChatHistory(account)
        self.history.on_problem = self._history_failed
        for channel in self.history.channels():
            lines = self.history.load(channel, limit=200)
            if not lines:
                continue
            view = self._view(channel, channel[5:] if channel.startswith("tell-") else None)
            if view.document().isEmpty():
                for line in lines:
                    view.add_line(line)
                view.add_separator(self.tr("— earlier lines above —"))

    def set_kinds(self, kinds: frozenset[str] | None) -> None:
        """The kinds of chat the server has (shout, tell, message, say, kibitz, whisper; None:
        all): only those are offered, and the shout tab shows only where shouts exist."""
        self._kinds = kinds
        self.tabs.setTabVisible(self.tabs.indexOf(self.views[SHOUT]), kinds is None or "shout" in kinds)
        if kinds is not None and "shout" not in kinds and self.current_channel() == SHOUT:
            self.tabs.setCurrentWidget(self.views[GAME])
        self._update_modes()

    def set_game_context(self, context: str | None) -> None:
        """``"playing"``, ``"watching"`` or ``None``: decides which game-chat commands apply."""
        self._context = context
        self._update_modes()

    # -- lines ---------------------------------------------------------------------------------
    def add_line(self, line: ChatLine) -> None:
        if not line.own and line.sender in self.gagged:
            return
        if self.history is not None:
            self.history.append(line)
        name = line.channel[5:] if line.channel.startswith("tell-") else None
        self._view(line.channel, name).add_line(line)
        if not line.own and line.channel not in (SHOUT,):
            index = self.tabs.indexOf(self.views[line.channel])
            if index != self.tabs.currentIndex():
                self.tabs.tabBar().setTabTextColor(index, QColor("#c62828"))

    def open_tell(self, name: str) -> None:
        view = self._view(tell_channel(name), name)
        self.tabs.setCurrentWidget(view)
        self.input.setFocus()

    # -- internals -----------------------------------------------------------------------------
    def _history_failed(self, folder: object, error: OSError) -> None:
        self.history_problem.emit(str(folder), error.strerror or str(error) or type(error).__name__)

    def _view(self, channel: str, title: str | None) -> ChatView:
        view = self.views.get(channel)
        if view is None:
            view = ChatView(channel, self)
            self.views[channel] = view
            self.tabs.addTab(view, title or channel)
        return view

    def _close_tab(self, index: int) -> None:
        view = self.tabs.widget(index)
        if isinstance(view, ChatView) and view.channel not in (SHOUT, GAME):
            self.tabs.removeTab(index)
            del self.views[view.channel]
            view.deleteLater()

    def current_channel(self) -> str:
        view = self.tabs.currentWidget()
        return view.channel if isinstance(view, ChatView) else SHOUT

    def _update_modes(self, *_: object) -> None:
        index = self.tabs.currentIndex()
        if index >= 0:
            self.tabs.tabBar().setTabTextColor(index, self.palette().windowText().color())
        channel = self.current_channel()
        self.mode.clear()
        kinds = self._kinds
        if channel == SHOUT:
            modes = [(self.tr("shout"), "shout")]
        elif channel == GAME:
            modes = []
            if self._context == "playing":
                modes = [(self.tr("say"), "say"), (self.tr("kibitz"), "kibitz")]
            elif self._context == "watching":
                modes = [(self.tr("kibitz"), "kibitz"), (self.tr("whisper"), "whisper")]
                if kinds is not None and "kibitz" not in kinds:  # a server where everyone in a match says
                    modes.append((self.tr("say"), "say"))
        else:
            partner = channel[5:]
            online = partner in self._online()
            modes = [(self.tr("tell"), "tell") if online else (self.tr("message"), "message")]
        for text, kind in modes:
            if kinds is None or kind in kinds:
                self.mode.addItem(text, kind)
        self.mode.setEnabled(self.mode.count() > 1)
        self.input.setEnabled(self.mode.count() > 0)
        self.input.setPlaceholderText(
            "" if self.mode.count() else self.tr("Game chat opens when you play or watch a match."))

    def submit(self) -> None:
        text = self.input.text().strip()
        kind = self.mode.currentData()
        if not text or not kind:
            return
        channel = self.current_channel()
        target = channel[5:] if channel.startswith("tell-") else ""
        if kind in ("tell", "message"):
            kind = "tell" if target in self._online() else "message"
        self.send_requested.emit(kind, target, text)
        self.input.clear()


