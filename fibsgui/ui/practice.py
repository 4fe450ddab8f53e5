"""Offline practice: a match against the local engine on the board, with hints and a game log.

Choose the match length (1-25 points or money) and the engine's strength, then start. The engine
thinks in the background; the label at the top says which engine plays (GNU Backgammon, or the
built-in bot where gnubg is not installed).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fibsgui.bg import Play
from fibsgui.config import Settings
from fibsgui.engine import Strength
from fibsgui.models.game import Action
from fibsgui.models.offline import OfflineController
from fibsgui.ui.board import BoardWidget

MAX_LENGTH = 25
HINTS = 5


class _TipOnDemandLabel(QLabel):
    """A label whose tooltip is worked out when it is about to show (the engine's description
    reads package metadata, which is slow to load at start-up)."""

    def __init__(self, tip: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tip = tip

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            self.setToolTip(self._tip() if self.text() else "")
        return super().event(event)


class PracticeScreen(QWidget):
    """The offline practice screen: controls, the board, hints and the log."""

    def __init__(self, settings: Settings | None = None, controller: OfflineController | None = None,
                 parent: QWidget | None = None, start: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("PracticeScreen")
        self.settings = settings
        self.controller = controller or OfflineController(self)

        self.length = QComboBox(self)
        self.length.setObjectName("practice-length")
        for n in range(1, MAX_LENGTH + 1):
            self.length.addItem("", n)
        self.length.addItem("", 0)
        self.strength = QComboBox(self)
        self.strength.setObjectName("practice-strength")
        for strength in Strength:
            self.strength.addItem("", strength.label)
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("practice-new")
        self.new_button.clicked.connect(self.new_match)
        self.engine_label = _TipOnDemandLabel(self.controller.engine_description, self)
        self.engine_label.setObjectName("practice-engine")
        self.engine_label.setTextFormat(Qt.TextFormat.PlainText)
        self.engine_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        controls = QHBoxLayout()
        controls.setContentsMargins(8, 6, 8, 2)
        self.length_label = QLabel(self)
        self.strength_label = QLabel(self)
        controls.addWidget(self.length_label)
        controls.addWidget(self.length)
        controls.addSpacing(8)
        controls.addWidget(self.strength_label)
        controls.addWidget(self.strength)
        controls.addSpacing(8)
        controls.addWidget(self.new_button)
        controls.addSpacing(16)
        controls.addWidget(self.engine_label, 1)

        self.board = BoardWidget(settings, self)
        self.board.set_controller(self.controller)

        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("practice-hint")
        self.hint_button.clicked.connect(self.ask_hint)
        self.hint_status = QLabel(self)
        self.hint_status.setTextFormat(Qt.TextFormat.PlainText)
        self.hint_status.setWordWrap(True)  # the side panel is narrow, some languages are long
        self.hints = QTreeWidget(self)
        self.hints.setObjectName("practice-hints")
        self.hints.setRootIsDecorated(False)
        self.hints.setColumnCount(3)
        header = self.hints.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.hints.itemDoubleClicked.connect(self._hint_chosen)
        hint_box = self.hint_box = QGroupBox(self)
        hint_layout = QVBoxLayout(hint_box)
        row = QHBoxLayout()
        row.addWidget(self.hint_button)
        row.addWidget(self.hint_status, 1)
        hint_layout.addLayout(row)
        hint_layout.addWidget(self.hints)

        self.log = QListWidget(self)
        self.log.setObjectName("practice-log")
        self.log.setWordWrap(True)
        log_box = self.log_box = QGroupBox(self)
        log_layout = QVBoxLayout(log_box)
        log_layout.addWidget(self.log)

        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(hint_box, 2)
        side_layout.addWidget(log_box, 3)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("practice-splitter")
        self.splitter.addWidget(self.board)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        side.setMinimumWidth(240)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(controls)
        layout.addWidget(self.splitter, 1)

        self.hint_action = QAction(self)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.hint_action.triggered.connect(self.ask_hint)
        self.addAction(self.hint_action)
        self.new_match_action = QAction(self)
        self.new_match_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_match_action.triggered.connect(self.new_match)
        for action in self.board.board_actions():
            self.addAction(action)  # the keys work wherever the focus is on this screen

        self.controller.logged.connect(self._log_line)
        self.controller.changed.connect(self._update)
        self.controller.engine_changed.connect(self._update_engine)
        self.controller.hints_ready.connect(self._show_hints)
        self.controller.hint_failed.connect(self._hint_failed)
        self._hint_key: tuple | None = None
        self._hint_status: Callable[[], str] | None = None  # words the hint status in the current language

        if settings is not None:
            index = self.length.findData(settings["practice.match_length"])
            self.length.setCurrentIndex(index if index >= 0 else self.length.findData(5))
            index = self.strength.findData(settings["practice.strength"])
            self.strength.setCurrentIndex(index if index >= 0 else self.strength.findData("expert"))
        else:
            self.length.setCurrentIndex(self.length.findData(5))
            self.strength.setCurrentIndex(self.strength.findData("expert"))
        self.retranslate()
        if start:
            self.new_match()
        self._update()

    # -- language -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language (the game log too)."""
        for index in range(self.length.count()):
            n = int(self.length.itemData(index))
            self.length.setItemText(index, self.tr("%n point(s)", "", n)
                                    if n else self.tr("Money game"))
        labels = {
            Strength.BEGINNER: self.tr("Beginner"), Strength.CASUAL: self.tr("Casual"),
            Strength.INTERMEDIATE: self.tr("Intermediate"), Strength.ADVANCED: self.tr("Advanced"),
            Strength.EXPERT: self.tr("Expert"), Strength.WORLD_CLASS: self.tr("World class"),
        }
        for index, strength in enumerate(Strength):
            self.strength.setItemText(index, labels[strength])
        self.length_label.setText(self.tr("Match:"))
        self.strength_label.setText(self.tr("Opponent strength:"))
        self.new_button.setText(self.tr("New match"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("The engine's best plays for your roll (H)"))
        self.hints.setHeaderLabels([self.tr("Play"), self.tr("Equity"), self.tr("Difference")])
        self.hints.setToolTip(self.tr("Double-click a play to make it"))
        self.hint_box.setTitle(self.tr("Hint"))
        self.log_box.setTitle(self.tr("Game log"))
        self.hint_action.setText(self.tr("&Hint"))
        self.new_match_action.setText(self.tr("&New practice match"))
        self._set_hint_status(self._hint_status)
        self._update_engine()
        if hasattr(self.controller, "log_lines"):
            self.log.clear()
            self.log.addItems(self.controller.log_lines())
            self.log.scrollToBottom()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _set_hint_status(self, text: Callable[[], str] | None) -> None:
        self._hint_status = text
        self.hint_status.setText(text() if text is not None else "")

    # -- the match ----------------------------------------------------------------------------
    def new_match(self, seed: int | None = None) -> None:
        length = int(self.length.currentData())
        strength = str(self.strength.currentData())
        if self.settings is not None:
            self.settings["practice.match_length"] = length
            self.settings["practice.strength"] = strength
        self.log.clear()
        self.hints.clear()
        self._set_hint_status(None)
        self.controller.start_match(length, strength, seed=seed if isinstance(seed, int) else None)
        self.board.view.setFocus()

    def _update_engine(self) -> None:
        name = self.controller.engine_name()
        if not name:
            self.engine_label.clear()
            return
        if name == "gnubg":
            text = self.tr("Opponent: GNU Backgammon ({0})").format(self.strength.currentText())
        else:
            text = self.tr("Opponent: the built-in bot ({0}); GNU Backgammon is not available").format(
                self.strength.currentText())
        self.engine_label.setText(text)

    def _update(self) -> None:
        snapshot = self.controller.snapshot()
        can_hint = snapshot.can(Action.MOVE)
        self.hint_button.setEnabled(can_hint)
        self.hint_action.setEnabled(can_hint)
        key = (snapshot.position, snapshot.dice)
        if self._hint_key is not None and key != self._hint_key:
            self.hints.clear()
            self._set_hint_status(None)
            self._hint_key = None

    def _log_line(self, text: str) -> None:
        self.log.addItem(text)
        self.log.scrollToBottom()

    # -- hints --------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        snapshot = self.controller.snapshot()
        if self.controller.request_hint(HINTS):
            self._hint_key = (snapshot.position, snapshot.dice)
            self.hints.clear()
            self._set_hint_status(lambda: self.tr("Thinking…"))

    def _show_hints(self, hints: list[tuple[Play, float]]) -> None:
        snapshot = self.controller.snapshot()
        if self._hint_key != (snapshot.position, snapshot.dice):
            return  # for a roll that is gone
        self.hints.clear()
        dice = snapshot.dice
        self._set_hint_status((lambda: self.tr("Best plays for {0}-{1}").format(*dice)) if dice else None)
        best = hints[0][1] if hints else 0.0
        for play, equity in hints:
            item = QTreeWidgetItem([play.gnubg() or self.tr("(no move)"), f"{equity:+.3f}",
                                    "" if equity == best else f"{equity - best:+.3f}"])
            item.setData(0, Qt.ItemDataRole.UserRole, play)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight)
            self.hints.addTopLevelItem(item)

    def _hint_failed(self, message: str) -> None:
        self._set_hint_status(lambda: self.tr("No hint: {0}").format(message))

    def _hint_chosen(self, item: QTreeWidgetItem) -> None:
        """Make the chosen play on the board (the player still confirms it if that is set)."""
        play = item.data(0, Qt.ItemDataRole.UserRole)
        controller = self.controller
        turn = controller.turn
        if turn is None or not isinstance(play, Play):
            return
        controller.undo_all()
        for move in play:
            if not controller.step(move.from_point, move.to_point):
                break
