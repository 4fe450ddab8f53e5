"""The online screen: the board for the match being played or watched on the server in use, with
the match's title, its log and the buttons to leave a match or stop watching.

The screen shows whichever board controller it is given (:meth:`OnlineScreen.set_controller`):
each server's link makes its own (:meth:`fibsgui.models.server.ServerLink.make_game_controller`).
"""

from __future__ import annotations

from collections.abc import Collection

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
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from fibsgui.config import Settings
from fibsgui.models.game import GameController, GameSnapshot, StaticController
from fibsgui.ui.board import BoardWidget
from fibsgui.ui.screenfit import keep_on_screen


class OnlineScreen(QWidget):
    """The board of the match being played or watched.

    Its buttons follow the server's features (:meth:`set_controller`): on a server with a list of
    matches to watch (FIBS) a watch ends with "Stop watching" and the board can be asked for again;
    on a lobby server (bgammon.org) a match played or watched alike is left with "Leave match", and
    the board comes by itself."""

    leave_requested = Signal()
    unwatch_requested = Signal()
    refresh_requested = Signal()
    review_requested = Signal()

    def __init__(self, controller: GameController | None = None, settings: Settings | None = None,
                 parent: QWidget | None = None, features: Collection[str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OnlineScreen")
        self.settings = settings
        self.controller: GameController = controller if controller is not None else StaticController(self)
        self._lobby_server = False
        self.reviewable = False
        if settings is not None:
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
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("online-review")
        self.review_button.clicked.connect(self.review_requested)
        top = QHBoxLayout()
        top.setContentsMargins(8, 6, 8, 2)
        top.addWidget(self.title, 1)
        top.addWidget(self.review_button)
        top.addWidget(self.refresh_button)
        top.addWidget(self.unwatch_button)
        top.addWidget(self.leave_button)

        self.board = BoardWidget(settings, self)
        # in the board's place when the game is one the board cannot draw truthfully
        self.board_note = QLabel(self)
        self.board_note.setObjectName("online-board-note")
        self.board_note.setTextFormat(Qt.TextFormat.PlainText)
        self.board_note.setWordWrap(True)
        self.board_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board_note.setMargin(24)
        self.board_place = QStackedWidget(self)  # the board, or the note in its place
        self.board_place.addWidget(self.board)
        self.board_place.addWidget(self.board_note)

        self.log = QListWidget(self)
        self.log.setObjectName("online-log")
        self.log.setWordWrap(True)
        self.log_box = QGroupBox(self)
        box_layout = QVBoxLayout(self.log_box)
        box_layout.addWidget(self.log)
        self.log_box.setMinimumWidth(200)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("online-splitter")
        self.splitter.addWidget(self.board_place)
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

        self._attach(self.controller, features)
        self.retranslate()

    def set_controller(self, controller: GameController, features: Collection[str] | None = None) -> None:
        """Show ``controller``'s game, with the buttons of a server that has ``features`` (the
        names of :data:`fibsgui.models.server.FEATURES`; None: a server with a list of matches to
        watch, as FIBS). The log stays until :meth:`clear_log`."""
        old = self.controller
        if old is not controller:
            old.logged.disconnect(self._log_line)
            old.changed.disconnect(self._update)
            self._attach(controller, features)
        else:  # already shown: only the features change
            self._lobby_server = features is not None and "lobby" in features
        self._update()

    def _attach(self, controller: GameController, features: Collection[str] | None) -> None:
        if controller.parent() is None:
            controller.setParent(self)
        self.controller = controller
        if self.settings is not None:
            controller.auto_forced_play = self.settings["board.auto_forced_play"]
            controller.confirm_play = self.settings["board.confirm_play"]
        self._lobby_server = features is not None and "lobby" in features
        controller.logged.connect(self._log_line)
        controller.changed.connect(self._update)
        self.board.set_controller(controller)

    def set_reviewable(self, reviewable: bool) -> None:
        """Whether the match shown is recorded, so that it can be reviewed (the Review… button)."""
        if reviewable != self.reviewable:
            self.reviewable = reviewable
            self._update()

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
        self.review_button.setText(self.tr("Review…"))
        self.review_button.setToolTip(self.tr("This match from its start in a window of its own, step by step, "
                                              "while it goes on here"))
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
        snapshot = self.controller.snapshot()
        self.board_note.setText("" if snapshot.drawable else snapshot.message)
        self.board_place.setCurrentWidget(self.board if snapshot.drawable else self.board_note)
        shown = any(snapshot.names)  # a match played or watched (names come with it)
        watching = shown and snapshot.watching
        lobby = self._lobby_server
        self.leave_button.setVisible(shown and (lobby or not watching))
        self.unwatch_button.setVisible(watching and not lobby)
        self.refresh_button.setVisible(not lobby)
        self.refresh_button.setEnabled(shown)
        self.review_button.setVisible(shown and self.reviewable)
        if not shown:
            self.title.setText(self.tr("No match: create one or join one in the lobby") if lobby
                               else self.tr("No match: invite a player or watch a game"))
            return
        player, opponent = snapshot.names
        match = snapshot.match
        length = (self.tr("unlimited match") if match.length == 0
                  else self.tr("%n point match", "", match.length))
        score = f"{match.score[0]}–{match.score[1]}"
        if not opponent:
            text = self.tr("{0}: {1}, waiting for an opponent").format(player, length)
        elif watching:
            text = self.tr("Watching {0} against {1}: {2}, {3}").format(player, opponent, length, score)
        else:
            text = self.tr("{0} against {1}: {2}, {3}").format(player, opponent, length, score)
        if match.crawford:
            text += self.tr(" (Crawford game)")
        self.title.setText(text)


class LookDialog(QDialog):
    """A quick look at someone's game (FIBS ``look``): the board as it is now, nothing to do."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("LookDialog")
        self.controller = StaticController(self)
        self.board = BoardWidget(settings, self)
        self.board.set_controller(self.controller)
        self.board.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # nothing to do on it: Tab skips it
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
