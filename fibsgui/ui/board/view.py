"""The board widget: the scene in a view that scales it to any size, and a bar of actions.

Keyboard: R rolls, D doubles, T takes, P drops (passes), Backspace or Ctrl+Z undoes the last step,
Enter confirms the play; Space does whichever of roll and confirm applies.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPixmapCache, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fibsgui.bg import BACKGAMMON, GAMMON, SINGLE
from fibsgui.config import Settings
from fibsgui.models.game import Action, GameController
from fibsgui.ui.board.scene import BoardScene
from fibsgui.ui.board.theme import Theme


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
        self.setMinimumSize(320, 250)
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


class BoardWidget(QWidget):
    """The board and the buttons to act on it, talking to any :class:`GameController`."""

    resign_requested = Signal(int)

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BoardWidget")
        self.settings = settings
        self.controller: GameController | None = None
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
        bar.addStretch(1)
        bar.addWidget(self.resign_button)
        self.bar_layout = bar

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addLayout(bar)

        if settings is not None:
            self._apply_settings()
            settings.on_change(self._setting_changed)
        self.update_actions()
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language (also the board's, through the controller)."""
        for action, text, tip in (
            (self.roll_action, self.tr("&Roll"), self.tr("Roll the dice (R)")),
            (self.double_action, self.tr("&Double"), self.tr("Offer the cube (D)")),
            (self.take_action, self.tr("&Take"), self.tr("Take the cube (T)")),
            (self.drop_action, self.tr("Dro&p"), self.tr("Drop: give up the game at the current cube (P)")),
            (self.undo_action, self.tr("&Undo"), self.tr("Take back the last checker step (Backspace)")),
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
        self.scene.retranslate()

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
                self.reject_action]

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
        self.confirm_action.setEnabled(controller is not None and controller.can_confirm())
        self.space_action.setEnabled((can(Action.ROLL) and shown) or (controller is not None and controller.can_confirm()))
        resign = can(Action.RESIGN)
        for action in self.resign_actions.values():
            action.setEnabled(resign)
        self.resign_button.setEnabled(resign)
        for key in ("take", "drop"):
            self.buttons[key].setVisible(snapshot is not None and snapshot.double_offer is not None)
        for key in ("accept", "reject"):
            self.buttons[key].setVisible(snapshot is not None and snapshot.resignation is not None)
        self.buttons["confirm"].setVisible(controller is None or controller.confirm_play)

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

    def resign(self, kind: int) -> None:
        if self._can(Action.RESIGN):
            self.controller.resign(kind)
            self.resign_requested.emit(kind)

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

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
