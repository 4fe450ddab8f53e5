"""The online screen: the board for the FIBS match being played or watched, with the match's
title, its log and the buttons to leave a match or stop watching."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from fibsgui.config import Settings
from fibsgui.models.game import GameSnapshot, StaticController
from fibsgui.models.online import OnlineClient, OnlineGameController
from fibsgui.ui.board import BoardWidget


class OnlineScreen(QWidget):
    """The board of the FIBS match being played or watched."""

    leave_requested = Signal()
    unwatch_requested = Signal()
    refresh_requested = Signal()

    def __init__(self, client: OnlineClient, settings: Settings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OnlineScreen")
        self.client = client
        self.controller = OnlineGameController(client, self)
        if settings is not None:
            self.controller.auto_forced_play = settings["board.auto_forced_play"]
            self.controller.confirm_play = settings["board.confirm_play"]
            settings.on_change(self._setting_changed)

        self.title = QLabel(self)
        self.title.setObjectName("online-title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("online-leave")
        self.leave_button.clicked.connect(self.leave_requested)
        self.unwatch_button = QPushButton(self)
        self.unwatch_button.setObjectName("online-unwatch")
        self.unwatch_button.clicked.connect(self.unwatch_requested)
        self.refresh_button = QPushButton(self)
        self.refresh_button.setObjectName("online-refresh")
        self.refresh_button.clicked.connect(self.refresh_requested)
        top = QHBoxLayout()
        top.setContentsMargins(8, 6, 8, 2)
        top.addWidget(self.title, 1)
        top.addWidget(self.refresh_button)
        top.addWidget(self.unwatch_button)
        top.addWidget(self.leave_button)

        self.board = BoardWidget(settings, self)
        self.board.set_controller(self.controller)

        self.log = QListWidget(self)
        self.log.setObjectName("online-log")
        self.log.setWordWrap(True)
        self.log_box = QGroupBox(self)
        box_layout = QVBoxLayout(self.log_box)
        box_layout.addWidget(self.log)
        self.log_box.setMinimumWidth(200)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("online-splitter")
        self.splitter.addWidget(self.board)
        self.splitter.addWidget(self.log_box)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(top)
        layout.addWidget(self.splitter, 1)
        for action in self.board.board_actions():
            self.addAction(action)

        self.controller.logged.connect(self._log_line)
        self.controller.changed.connect(self._update)
        self.retranslate()

    def _setting_changed(self, key: str, value) -> None:
        if key == "board.auto_forced_play":
            self.controller.auto_forced_play = bool(value)
        elif key == "board.confirm_play":
            self.controller.confirm_play = bool(value)

    def retranslate(self) -> None:
        self.leave_button.setText(self.tr("Leave match"))
        self.leave_button.setToolTip(self.tr("Stop playing; the server saves the match so you can resume it later"))
        self.unwatch_button.setText(self.tr("Stop watching"))
        self.refresh_button.setText(self.tr("Refresh board"))
        self.refresh_button.setToolTip(self.tr("Ask the server for the board again"))
        self.log_box.setTitle(self.tr("Match log"))
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _log_line(self, text: str) -> None:
        self.log.addItem(text)
        if self.log.count() > 2000:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def clear_log(self) -> None:
        self.log.clear()

    def _update(self) -> None:
        view = self.controller.view()
        watching = self.controller.watching
        playing = view is not None and not watching
        self.leave_button.setVisible(playing)
        self.unwatch_button.setVisible(watching)
        self.refresh_button.setEnabled(view is not None)
        if view is None:
            self.title.setText(self.tr("No match: invite a player or watch a game"))
            return
        length = (self.tr("unlimited match") if view.length == 0
                  else self.tr("%n point match", "", view.length))
        score = f"{view.score[0]}–{view.score[1]}"
        if watching:
            text = self.tr("Watching {0} against {1}: {2}, {3}").format(view.player, view.opponent, length, score)
        else:
            text = self.tr("{0} against {1}: {2}, {3}").format(view.player, view.opponent, length, score)
        snapshot = self.controller.snapshot()
        if snapshot.match.crawford:
            text += self.tr(" (Crawford game)")
        self.title.setText(text)


class LookDialog(QDialog):
    """A quick look at someone's game (FIBS ``look``): the board as it is now, nothing to do."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LookDialog")
        self.controller = StaticController(self)
        self.board = BoardWidget(settings, self)
        self.board.set_controller(self.controller)
        self.caption = QLabel(self)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.board, 1)
        layout.addWidget(buttons)
        self.resize(760, 560)
        self._shown = None

    def show_board(self, board) -> None:
        """Show a rawboard (:class:`fibsgui.clip.Board`) from its first player's side."""
        self._shown = board
        self.controller.show(GameSnapshot(
            position=board.position, match=board.match, names=(board.player_name, board.opponent_name),
            dice=board.dice, dice_side=board.dice_side, active=True, watching=True))
        self.retranslate()
        self.show()
        self.raise_()

    def retranslate(self) -> None:
        board = self._shown
        if board is None:
            return
        self.setWindowTitle(self.tr("Look: {0} against {1}").format(board.player_name, board.opponent_name))
        length = (self.tr("unlimited match") if board.length == 0
                  else self.tr("%n point match", "", board.length))
        self.caption.setText(self.tr("{0} against {1}: {2}, {3}–{4}").format(
            board.player_name, board.opponent_name, length, board.player_got, board.opponent_got))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
