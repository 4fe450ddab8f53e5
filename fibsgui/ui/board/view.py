"""The board widget: the scene in a view that scales it to any size, and a bar of actions.

Keyboard: R rolls, D doubles, T takes, P drops (passes), Backspace or Ctrl+Z undoes the last step,
Enter confirms the play; Space does whichever of roll and confirm applies. M or / goes to the move
field below the board, which takes a whole play in the usual notation (``24/18 13/11``,
``bar/22``, ``6/off(2)``, ``8/5*/1``, ``24-18``; numbers from the player's own side, as the board's
labels are) and plays it, or says in words why it is not legal; Escape goes back to the board.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence, QPainter, QPixmapCache, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fibsgui.bg import BACKGAMMON, BAR, GAMMON, SINGLE, IllegalPlayError, InvalidPlaySyntaxError, Play
from fibsgui.config import Settings
from fibsgui.models.game import Action, GameController, StaticController
from fibsgui.nettext import isolate
from fibsgui.ui.board.scene import BoardScene
from fibsgui.ui.board.theme import Theme
from fibsgui.ui.confirm import ask_first, resign_question
from fibsgui.ui.focus import draw_focus_frame, keyboard_focused


class BoardView(QGraphicsView):
    """Shows the whole board, as large as the widget allows, keeping its proportions."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("BoardView")
        # A viewport made here, so that it has its Python object from the start: the one Qt makes
        # reaches Python first as the ``widget`` of an item's paint(), and PySide then sets up the
        # Python type of every QWidget subclass to find its own (some 50 enums: 10 ms, 1 MB).
        self.setViewport(QWidget())
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMinimumSize(320, 140)  # low enough for the window with its docks at 200 % on 1600x1000
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(False)
        self.set_surround(scene.theme)
        # The board's items are cached as pixmaps at screen resolution; a full-screen board on a
        # HiDPI screen needs more than Qt's default 10 MB for them.
        if QPixmapCache.cacheLimit() < 160 * 1024:
            QPixmapCache.setCacheLimit(160 * 1024)
        # The frame, felt and points never move: drawn as the view's background, kept as one
        # opaque picture at screen resolution and redrawn only when the size or the look changes.
        scene.board_item.hide()
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        scene.look_changed.connect(self.resetCachedContent)

    def drawBackground(self, painter: QPainter, rect) -> None:
        painter.fillRect(rect, self.backgroundBrush())
        self.scene().board_item.paint(painter, None, None)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if keyboard_focused(self):  # the board has the keyboard: a frame says so, as other widgets show it
            painter = QPainter(self.viewport())
            draw_focus_frame(painter, self.viewport())
            painter.end()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def set_surround(self, theme: Theme) -> None:
        self.setBackgroundBrush(theme.surround)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class MoveField(QLineEdit):
    """The line a play is typed in. Enter and Escape are its own here, not the board's keys
    (Enter would confirm, Escape does nothing there): Enter plays, Escape leaves the field."""

    escaped = Signal()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and event.key() in (
                Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.escaped.emit()
            return
        super().keyPressEvent(event)


def _shown_token(token: object) -> str:
    """A piece of what the player typed, to quote in a message: characters that do not print
    replaced, direction marks kept inside it."""
    text = "".join(c if c.isprintable() else "\ufffd" for c in str(token))
    return isolate(text)


class BoardWidget(QWidget):
    """The board and the buttons to act on it, talking to any :class:`GameController`."""

    resign_requested = Signal(int)

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BoardWidget")
        self.settings = settings
        self.controller: GameController | None = None
        self.question = None  # the question before resigning, while it is open
        theme = Theme.load(settings["board.theme"] if settings else "classic")
        home_right = (settings["board.home"] if settings else "right") == "right"
        self.scene = BoardScene(theme, home_right, self)
        self.view = BoardView(self.scene, self)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.scene.roll_requested.connect(self.roll)
        self.scene.double_requested.connect(self.double)
        self.scene.confirm_requested.connect(self.confirm)
        self.scene.answer_requested.connect(self._answer)
        self.scene.animation_finished.connect(self.update_actions)

        # The keys stay the same in every language; the texts are set in retranslate().
        self.roll_action = self._action(["R"], self.roll)
        self.double_action = self._action(["D"], self.double)
        self.take_action = self._action(["T"], self.take)
        self.drop_action = self._action(["P"], self.drop)
        self.undo_action = self._action([QKeySequence.StandardKey.Undo, "Backspace"], self.undo)
        self.confirm_action = self._action(["Return", "Enter"], self.confirm)
        self.space_action = self._action(["Space"], self.roll_or_confirm)
        self.move_action = self._action(["M", "/"], self.focus_move_field)
        self.accept_action = self._action(["A"], self.accept_resignation)
        self.reject_action = self._action([], self.reject_resignation)
        self.resign_actions = {
            SINGLE: self._action([], lambda: self.resign(SINGLE)),
            GAMMON: self._action([], lambda: self.resign(GAMMON)),
            BACKGAMMON: self._action([], lambda: self.resign(BACKGAMMON)),
        }

        bar = QHBoxLayout()
        bar.setContentsMargins(6, 2, 6, 4)
        bar.setSpacing(6)
        self.buttons: dict[str, QToolButton] = {}
        for key, action in (("roll", self.roll_action), ("double", self.double_action),
                            ("take", self.take_action), ("drop", self.drop_action),
                            ("accept", self.accept_action), ("reject", self.reject_action),
                            ("undo", self.undo_action), ("confirm", self.confirm_action)):
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setObjectName(f"board-{key}")
            self.buttons[key] = button
            bar.addWidget(button)
        self.resign_button = QToolButton(self)
        self.resign_button.setObjectName("board-resign")
        self.resign_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.resign_button)
        for action in self.resign_actions.values():
            menu.addAction(action)
        self.resign_button.setMenu(menu)
        self.buttons["resign"] = self.resign_button
        # the move field: a whole play typed, and beside it why it is not legal (plain text)
        self._looking = False  # the controller's board is only to look at: no move field
        self.move_label = QLabel(self)
        self.move_label.setObjectName("board-move-label")
        self.move_field = MoveField(self)
        self.move_field.setObjectName("board-move-field")
        self.move_field.setClearButtonEnabled(True)
        # the board keeps its own minimum width: the field may narrow, its label goes when the
        # board is narrow (see resizeEvent)
        self.move_field.setMinimumWidth(64)
        self.move_field.setMaximumWidth(200)
        self.move_label.setBuddy(self.move_field)
        self.move_field.returnPressed.connect(self.play_typed)
        self.move_field.escaped.connect(self.view.setFocus)
        self.move_field.textEdited.connect(lambda _: self._say(None))
        self._message: Callable[[], str] | None = None  # words the message in the current language
        self.move_message = QLabel(self)
        self.move_message.setObjectName("board-move-message")
        self.move_message.setTextFormat(Qt.TextFormat.PlainText)
        self.move_message.setWordWrap(True)
        self.move_message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # room for two lines always: a message that wraps does not make the board jump
        self.move_message.setMinimumHeight(2 * self.move_message.fontMetrics().lineSpacing())
        bar.addSpacing(2)
        bar.addWidget(self.move_label)
        bar.addWidget(self.move_field)
        bar.addWidget(self.move_message, 1)
        bar.addWidget(self.resign_button)
        self.bar_layout = bar

        # gnubg's Position ID and Match ID of the position shown, to copy (a context menu or the button)
        self.ids_label = QLabel(self)
        self.ids_label.setObjectName("board-ids")
        self.ids_label.setTextFormat(Qt.TextFormat.PlainText)
        self.ids_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.ids_label.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.ids_label.customContextMenuRequested.connect(self._ids_menu)
        # the board keeps its own minimum width: on a narrow board the IDs are cut, not the board widened
        self.ids_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.ids_copy = QToolButton(self)
        self.ids_copy.setObjectName("board-ids-copy")
        self.ids_copy.setAutoRaise(True)
        self.ids_copy.clicked.connect(self.copy_ids)
        self.ids: tuple[str, str] | None = None  # (Position ID, Match ID) shown
        ids = QHBoxLayout()
        ids.setContentsMargins(8, 0, 6, 2)
        ids.setSpacing(4)
        ids.addWidget(self.ids_label, 1)
        ids.addWidget(self.ids_copy)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addLayout(bar)
        layout.addLayout(ids)

        if settings is not None:
            self._apply_settings()
            settings.on_change(self._setting_changed)
            # a board that is gone (its window closed) is no longer told, nor kept by the settings
            listener = self._setting_changed
            self.destroyed.connect(lambda *_args: settings.off_change(listener))
        self.update_actions()
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language (also the board's, through the controller)."""
        for action, text, tip in (
            (self.roll_action, self.tr("&Roll"), self.tr("Roll the dice (R)")),
            (self.double_action, self.tr("&Double"), self.tr("Offer the cube (D)")),
            (self.take_action, self.tr("&Take"), self.tr("Take the cube (T)")),
            (self.drop_action, self.tr("Dro&p"), self.tr("Drop: give up the game at the current cube (P)")),
            (self.undo_action, self.tr("&Undo"), self.tr("Take back the last move (Backspace)")),
            (self.confirm_action, self.tr("&Confirm"), self.tr("Send the play (Enter)")),
            (self.space_action, self.tr("Roll or confirm"), ""),
            (self.accept_action, self.tr("&Accept resignation"), ""),
            (self.reject_action, self.tr("Re&ject resignation"), ""),
            (self.resign_actions[SINGLE], self.tr("Resign a single game"), ""),
            (self.resign_actions[GAMMON], self.tr("Resign a gammon"), ""),
            (self.resign_actions[BACKGAMMON], self.tr("Resign a backgammon"), ""),
        ):
            action.setText(text)
            action.setToolTip(tip)  # empty: the text is the tip
        self.resign_button.setText(self.tr("Resign"))
        self.move_action.setText(self.tr("Type a play"))
        self.move_label.setText(self.tr("Move:"))
        self.move_field.setPlaceholderText(self.tr("e.g. 24/18 13/11"))
        self.move_field.setToolTip(self.tr(
            "Type the whole play and press Enter: 24/18 13/11, bar/22, 6/off(2), 8/5*/1 (M or /)"))
        self._say(self._message)  # the message shown, in the new language
        self.ids_copy.setText(self.tr("Copy"))
        self.ids_copy.setToolTip(self.tr("Copy the Position ID and the Match ID (GNU Backgammon's)"))
        self._show_ids()
        self.scene.retranslate()

    MOVE_LABEL_WIDTH = 560  # narrower than this, the move field goes without its label

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_move_label()

    def _fit_move_label(self) -> None:
        self.move_label.setVisible(not self._looking and self.width() >= self.MOVE_LABEL_WIDTH)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _action(self, keys: list, slot) -> QAction:
        action = QAction(self)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def board_actions(self) -> list[QAction]:
        """The actions with keyboard shortcuts, for a parent screen to add to itself."""
        return [self.roll_action, self.double_action, self.take_action, self.drop_action,
                self.undo_action, self.confirm_action, self.space_action, self.accept_action,
                self.reject_action, self.move_action]

    # -- settings -----------------------------------------------------------------------------
    def _apply_settings(self) -> None:
        settings = self.settings
        self.scene.animation_ms = max(0, int(settings["board.animation_ms"]))
        self.set_theme(settings["board.theme"])
        self.scene.set_home_right(settings["board.home"] == "right")
        if self.controller is not None:
            self.controller.auto_forced_play = bool(settings["board.auto_forced_play"])
            self.controller.confirm_play = bool(settings["board.confirm_play"])

    def _setting_changed(self, key: str, value) -> None:
        if key.startswith("board."):
            self._apply_settings()
            self.update_actions()

    def set_theme(self, key: str) -> None:
        if key != self.scene.theme.key:
            theme = Theme.load(key)
            self.scene.set_theme(theme)
            self.view.set_surround(theme)

    # -- the game -----------------------------------------------------------------------------
    def set_controller(self, controller: GameController | None) -> None:
        if self.controller is not None:
            self.controller.changed.disconnect(self.update_actions)
        self.controller = controller
        if controller is not None:
            if self.settings is not None:
                controller.auto_forced_play = bool(self.settings["board.auto_forced_play"])
                controller.confirm_play = bool(self.settings["board.confirm_play"])
            controller.changed.connect(self.update_actions)
        # a board only to look at (a replay, a board seen with look) has nothing to type
        self._looking = isinstance(controller, StaticController)
        for widget in (self.move_label, self.move_field, self.move_message):
            widget.setVisible(not self._looking)
        self._fit_move_label()
        self.scene.set_controller(controller)
        self.update_actions()

    def update_actions(self) -> None:
        controller = self.controller
        snapshot = controller.snapshot() if controller is not None else None
        can = snapshot.can if snapshot is not None else (lambda action: False)
        turn = controller.turn if controller is not None else None
        # while the opponent's play is still being shown, it is not yet the player's turn to see
        shown = not self.scene.showing_movement()
        self.roll_action.setEnabled(can(Action.ROLL) and shown)
        self.double_action.setEnabled(can(Action.DOUBLE) and shown)
        self.take_action.setEnabled(can(Action.TAKE))
        self.drop_action.setEnabled(can(Action.DROP))
        self.accept_action.setEnabled(can(Action.ACCEPT))
        self.reject_action.setEnabled(can(Action.REJECT))
        self.undo_action.setEnabled(turn is not None and bool(turn.steps))
        typing = controller is not None and controller.can_type_play()
        self.move_action.setEnabled(typing)
        if not typing and self.move_field.isEnabled():
            self.move_field.clear()  # the turn it was typed for is over, or its play made
            self._say(None)
        self.move_field.setEnabled(typing)
        self.confirm_action.setEnabled(controller is not None and controller.can_confirm())
        self.space_action.setEnabled((can(Action.ROLL) and shown) or (controller is not None and controller.can_confirm()))
        resign = can(Action.RESIGN)
        worst = self._worst_loss(snapshot)
        for kind, action in self.resign_actions.items():
            action.setEnabled(resign and kind <= worst)  # only what can still be lost is offered
            action.setVisible(kind <= worst)
        self.resign_button.setEnabled(resign)
        for key in ("take", "drop"):
            self.buttons[key].setVisible(snapshot is not None and snapshot.double_offer is not None)
        for key in ("accept", "reject"):
            self.buttons[key].setVisible(snapshot is not None and snapshot.resignation is not None)
        self.buttons["confirm"].setVisible(controller is None or controller.confirm_play)
        self._show_ids()

    # -- gnubg's IDs of the position shown ------------------------------------------------------
    def _show_ids(self) -> None:
        snapshot = self.controller.snapshot() if self.controller is not None else None
        ids = None
        if snapshot is not None and snapshot.active and snapshot.drawable and hasattr(snapshot.position, "position_id"):
            try:
                ids = (snapshot.position.position_id(), snapshot.match.match_id())
            except (ValueError, OverflowError):  # a state gnubg's Match ID cannot hold
                ids = None
        self.ids = ids
        if ids is not None:
            self.ids_label.setText(self.tr("Position ID: {0}  Match ID: {1}").format(*ids))
        self.ids_label.setVisible(ids is not None)
        self.ids_copy.setVisible(ids is not None)

    def copy_ids(self, which: str = "both") -> None:
        """Put the IDs on the clipboard: ``"position"``, ``"match"`` or ``"both"`` (as gnubg
        prints them, so that they paste back into gnubg or into fibsgui's practice)."""
        if self.ids is None:
            return
        position_id, match_id = self.ids
        text = {"position": position_id, "match": match_id}.get(
            which, f"Position ID: {position_id}\nMatch ID: {match_id}")
        QGuiApplication.clipboard().setText(text)

    def _ids_menu(self, where) -> None:
        if self.ids is None:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Copy the Position ID"), lambda: self.copy_ids("position"))
        menu.addAction(self.tr("Copy the Match ID"), lambda: self.copy_ids("match"))
        menu.addAction(self.tr("Copy both"), lambda: self.copy_ids("both"))
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(self.ids_label.mapToGlobal(where))

    # -- actions ------------------------------------------------------------------------------
    def _can(self, action: Action) -> bool:
        return self.controller is not None and self.controller.snapshot().can(action)

    def roll(self) -> None:
        if self._can(Action.ROLL):
            self.controller.roll()

    def double(self) -> None:
        if self._can(Action.DOUBLE):
            self.controller.double()

    def take(self) -> None:
        if self._can(Action.TAKE):
            self.controller.take()

    def drop(self) -> None:
        if self._can(Action.DROP):
            self.controller.drop()

    def accept_resignation(self) -> None:
        if self._can(Action.ACCEPT):
            self.controller.accept_resignation()

    def reject_resignation(self) -> None:
        if self._can(Action.REJECT):
            self.controller.reject_resignation()

    @staticmethod
    def _worst_loss(snapshot) -> int:
        """The most the player can still lose in this game (a gammon while none of their checkers
        is off, a backgammon while one is also in the winner's home board or on the bar)."""
        position = snapshot.position if snapshot is not None else None
        if position is None or snapshot.me not in (0, 1) or not hasattr(position, "worst_loss"):
            return BACKGAMMON
        return position.worst_loss(snapshot.me)

    def resign(self, kind: int) -> None:
        """Offer to resign ``kind`` (1, 2, 3) after asking (unless the questions are turned off)
        in words that say what it costs; :attr:`question` is the question while it is open. A
        resignation of more than can still be lost is not offered."""
        if not self._can(Action.RESIGN):
            return
        snapshot = self.controller.snapshot()
        if kind > self._worst_loss(snapshot):
            return
        text = resign_question(kind, snapshot.match, snapshot.me, snapshot.names)
        self.question = ask_first(self, self.settings, self.tr("Resign"), text,
                                  self.resign_actions[kind].text(), lambda: self._resign(kind))

    def _resign(self, kind: int) -> None:
        if self._can(Action.RESIGN):  # the game may have moved on while the question was open
            self.controller.resign(kind)
            self.resign_requested.emit(kind)

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    # -- the move field -------------------------------------------------------------------------
    def focus_move_field(self) -> None:
        """Go to the move field (M or /), its text selected to be typed over."""
        if self.move_field.isEnabled() and self.move_field.isVisible():
            self.move_field.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.move_field.selectAll()

    def play_typed(self) -> bool:
        """Play what the move field holds (Enter there), or say why it cannot be played; True
        if it was played. An empty field confirms a play waiting for confirmation."""
        controller = self.controller
        if controller is None:
            return False
        text = self.move_field.text()
        if not text.strip():
            if controller.can_confirm():
                controller.confirm()
                return True
            self._say(lambda: self.tr("Type a play, for example 24/18 13/11"))
            return False
        try:
            play = Play.from_text(text)
        except InvalidPlaySyntaxError as error:
            # the words are made again in each language: the lambda keeps the error itself (the
            # name ``error`` is unbound once the except clause ends)
            self._say(lambda refused=error: self._syntax_words(refused))
            return False
        if not controller.can_type_play():
            self._say(lambda: self.tr("It is not your turn to move"))
            return False
        try:
            controller.type_play(play)
        except IllegalPlayError as error:
            self._say(lambda refused=error: self._illegal_words(refused))
            return False
        self.move_field.clear()
        self._say(None)
        self.view.setFocus()
        return True

    def move_message_text(self) -> str:
        """What the move field's message says now (empty: nothing)."""
        return self.move_message.text()

    def _say(self, words: Callable[[], str] | None) -> None:
        self._message = words
        text = words() if words is not None else ""
        self.move_message.setText(text)
        self.move_message.setToolTip(text)  # the whole of it, where the bar is narrow

    def _syntax_words(self, error: InvalidPlaySyntaxError) -> str:
        token = _shown_token(error.details.get("token", ""))
        reason = error.reason
        if reason == "too_long":
            return self.tr("That is too long to be a play (at most {0} characters)").format(
                error.details.get("limit", ""))
        if reason == "no_destination":
            return self.tr("{0}: where does the checker go? Write a move as 13/8").format(token)
        if reason == "backwards":
            return self.tr("{0}: a checker moves toward its home board, to a lower number").format(token)
        if reason == "count":
            return self.tr("{0}: a move is repeated with (2), (3) or (4)").format(token)
        if reason == "too_many":
            return self.tr("Too many moves for one play")
        return self.tr("{0} is not a move: write 24/18 13/11, bar/22, 6/off").format(token)

    def _place(self, point: int) -> str:
        return self.tr("the bar") if point == BAR else self.tr("the {0}-point").format(point)

    def _dice_words(self, dice) -> str:
        numbers = [str(d) for d in dice]
        if len(numbers) < 2:
            return "".join(numbers)
        return self.tr("{0} and {1}").format(", ".join(numbers[:-1]), numbers[-1])

    def _illegal_words(self, error: IllegalPlayError) -> str:
        details = error.details
        reason = error.reason
        move = details.get("move")
        where = str(move) if move is not None else ""
        if reason == "dice":
            dice = details.get("dice") or ()
            left = details.get("left")
            if left is not None:
                return self.tr("This play uses {0} but the dice left are {1}").format(
                    self._dice_words(details.get("pips", ())), self._dice_words(left))
            return self.tr("This play uses {0} but the dice are {1}").format(
                self._dice_words(details.get("pips", ())), "-".join(str(d) for d in dice))
        if reason == "no_checker":
            count = int(details.get("count") or 0)
            if count:  # the checkers there are all moved by the moves before
                return self.tr("{0}: no checker left on {1}").format(where, self._place(move.from_point))
            return self.tr("{0}: no checker on {1}").format(where, self._place(move.from_point))
        if reason == "bar_first":
            return self.tr("{0}: the checker on the bar must enter first").format(where)
        if reason == "blocked":
            return self.tr("{0}: the opponent holds {1}").format(where, self._place(details.get("point", 0)))
        if reason == "not_home":
            return self.tr("{0}: checkers are borne off only when all are in the home board").format(where)
        if reason == "higher_first":
            return self.tr("{0}: a larger die bears off only from the highest point").format(where)
        if reason == "incomplete":
            left = details.get("left") or ()
            if len(left) == 1:
                return self.tr("Type the whole play: the {0} is still to be played").format(left[0])
            return self.tr("Type the whole play: {0} are still to be played").format(self._dice_words(left))
        if reason == "longer":
            return self.tr("A longer play is possible: every die that can be played must be")
        if reason == "larger":
            return self.tr("Only one die can be played, and it must be the larger: the {0}").format(
                details.get("die", ""))
        if reason == "done":
            return self.tr("The play is complete: confirm it, or undo to change it")
        if reason == "empty":
            return self.tr("Type a play, for example 24/18 13/11")
        if reason == "no_turn":
            return self.tr("It is not your turn to move")
        return self.tr("This play is not legal with these dice")

    def confirm(self) -> None:
        if self.controller is not None:
            self.controller.confirm()

    def roll_or_confirm(self) -> None:
        if self._can(Action.ROLL):
            self.roll()
        else:
            self.confirm()

    def next_game(self) -> None:
        if self._can(Action.NEW_GAME):
            self.controller.next_game()

    def beaver(self) -> None:
        if self._can(Action.BEAVER):
            self.controller.beaver()

    def new_match(self) -> None:
        if self._can(Action.NEW_MATCH):
            self.controller.new_match()

    def choose_double(self, value: int) -> None:
        """Acey-deucey: play the double ``value`` after the 1 and the 2."""
        if self._can(Action.CHOOSE_DOUBLE) and 1 <= value <= 6:
            self.controller.choose_double(value)

    def _answer(self, key: str) -> None:
        if key.startswith("choose") and key[6:].isdigit():
            self.choose_double(int(key[6:]))
            return
        {"take": self.take, "drop": self.drop, "accept": self.accept_resignation,
         "reject": self.reject_resignation, "next": self.next_game, "beaver": self.beaver,
         "new_match": self.new_match}.get(key, lambda: None)()
