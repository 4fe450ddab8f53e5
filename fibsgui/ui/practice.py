"""Offline practice: a match against the local engine on the board, with hints and a game log.

Choose the match length (1-25 points or money, with the Jacoby rule and beavers as options) and
the engine's strength, then start. The engine thinks in the background; the label at the top says
which engine plays (GNU Backgammon, or the built-in bot where gnubg is not installed). A change
of strength applies from the engine's next decision; a change of length from the next match.

The hint answers the decision in front of the player: for a roll, the best plays with their
equities and both sides' chances after each (selecting one previews it on the board; Enter or a
double click makes it); before a roll the player may double, or when the engine doubles, the
cube action with its cubeful equities.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fibsgui.bg import Play
from fibsgui.config import Settings
from fibsgui.engine import CubeDecision, Phase, RankedPlay, Strength
from fibsgui.models.game import Action
from fibsgui.models.offline import OfflineController
from fibsgui.ui.board import BoardWidget
from fibsgui.ui.confirm import ask_first, match_words
from fibsgui.ui.hints import (  # noqa: F401 - the columns, for the tests
    CHANCES,
    DIFF,
    EQUITY,
    LOSE,
    LOSE_BG,
    LOSE_G,
    PLAY,
    WIN,
    WIN_BG,
    WIN_G,
    HintTable,
)

MAX_LENGTH = 25
HINTS = 5


class _TipOnDemandLabel(QLabel):
    """A label whose tooltip is worked out when it is about to show (the engine's description
    reads package metadata, which is slow to load at start-up). Where the label is narrower than
    its text, the text ends in "…" and the tooltip says it whole."""

    def __init__(self, tip: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tip = tip

    def shown_text(self) -> str:
        """The text as it fits the label."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            tip = self._tip() if self.text() else ""
            if self.shown_text() != self.text():
                tip = f"{self.text()}\n\n{tip}" if tip else self.text()
            self.setToolTip(tip)
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(), int(self.alignment()), self.palette(),
                                  self.isEnabled(), self.shown_text(), self.foregroundRole())


class PracticeScreen(QWidget):
    """The offline practice screen: controls, the board, hints and the log.

    With ``match_file`` the match is kept in that file as it goes, and ``start`` resumes the match
    found there (if one is going on) instead of starting a new one."""

    def __init__(self, settings: Settings | None = None, controller: OfflineController | None = None,
                 parent: QWidget | None = None, start: bool = True, match_file=None) -> None:
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
        self.jacoby = QCheckBox(self)
        self.jacoby.setObjectName("practice-jacoby")
        self.beavers = QCheckBox(self)
        self.beavers.setObjectName("practice-beavers")
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("practice-new")
        self.new_button.clicked.connect(self.ask_new_match)
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
        controls.addWidget(self.jacoby)
        controls.addWidget(self.beavers)
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
        self.hints = HintTable(self)
        self.hints.setObjectName("practice-hints")
        self.hints.itemDoubleClicked.connect(self._hint_chosen)
        self.hints.currentItemChanged.connect(self._hint_selected)
        self.hints.installEventFilter(self)
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
        self.side = side
        self._split_by_user = False  # the user moved the divider: the screen keeps their sizes
        self.splitter.splitterMoved.connect(lambda *_args: setattr(self, "_split_by_user", True))

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
        self.new_match_action.triggered.connect(self.ask_new_match)
        self.ids_action = QAction(self)  # a game from gnubg's IDs pasted
        self.ids_action.setObjectName("action-practise-ids")
        self.ids_action.triggered.connect(self.ask_ids)
        self.ids_dialog = None
        for action in self.board.board_actions():
            self.addAction(action)  # the keys work wherever the focus is on this screen

        self.controller.logged.connect(self._log_line)
        self.controller.changed.connect(self._update)
        self.controller.engine_changed.connect(self._update_engine)
        self.controller.hints_ready.connect(self._show_hints)
        self.controller.cube_hint_ready.connect(self._show_cube_hint)
        self.controller.hint_failed.connect(self._hint_failed)
        if hasattr(self.controller, "new_match_requested"):
            self.controller.new_match_requested.connect(self.new_match)
        self._hint_key: tuple | None = None
        self._hint_rows: tuple | None = None  # ("move", [RankedPlay]) or ("cube", CubeDecision, facts)
        self._hint_status: Callable[[], str] | None = None  # words the hint status in the current language

        if settings is not None:
            index = self.length.findData(settings["practice.match_length"])
            self.length.setCurrentIndex(index if index >= 0 else self.length.findData(5))
            index = self.strength.findData(settings["practice.strength"])
            self.strength.setCurrentIndex(index if index >= 0 else self.strength.findData("expert"))
            self.jacoby.setChecked(bool(settings["practice.jacoby"]))
            self.beavers.setChecked(bool(settings["practice.beavers"]))
        else:
            self.length.setCurrentIndex(self.length.findData(5))
            self.strength.setCurrentIndex(self.strength.findData("expert"))
            self.jacoby.setChecked(True)
        self._show_money_options()
        self.length.currentIndexChanged.connect(self._show_money_options)
        self.strength.currentIndexChanged.connect(self._strength_changed)
        self.retranslate()
        self.question = None  # the question before giving up a match for a new one, while open
        if match_file is not None:
            self.controller.keep_in(match_file)
        if start and not (match_file is not None and self.resume()):
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
        self.hint_button.setToolTip(self.tr("The engine's advice: the best plays for your roll, or the "
                                            "cube action before you roll or when you are doubled (H)"))
        self.jacoby.setText(self.tr("Jacoby rule"))
        self.jacoby.setToolTip(self.tr("Money play: gammons and backgammons count only once the cube "
                                       "has been turned. Applies from the next match."))
        self.beavers.setText(self.tr("Beavers"))
        self.beavers.setToolTip(self.tr("Money play: you may beaver the engine's double (take it and "
                                        "redouble at once, keeping the cube). The engine never beavers "
                                        "your doubles. Applies from the next match."))
        self.length.setToolTip(self.tr("The match length applies from the next match (New match)"))
        self.strength.setToolTip(self.tr("The opponent's strength applies at once, in this match too"))
        self.hints.set_headers()
        self._fit_hints()
        self.hints.setToolTip(self.tr("Select a row to see it on the board; Enter or a double click makes it"))
        self.hint_box.setTitle(self.tr("Hint"))
        self.log_box.setTitle(self.tr("Game log"))
        self.hint_action.setText(self.tr("&Hint"))
        self.new_match_action.setText(self.tr("&New practice match"))
        self.ids_action.setText(self.tr("Practise from gnubg &IDs…"))
        self._set_hint_status(self._hint_status)
        if self._hint_rows is not None:
            self._fill_hints()  # the cube actions' words
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
    def ask_new_match(self) -> None:
        """New match (the button, Ctrl+N): a match going on is given up, so ask first."""
        controller = self.controller
        if not controller.in_progress():
            self.new_match()
            return
        snapshot = controller.snapshot()
        text = self.tr("Start a new match? You give up {0}, and it cannot be resumed.").format(
            match_words(snapshot.match, snapshot.me, snapshot.names))
        self.question = ask_first(self, self.settings, self.tr("New match"), text,
                                  self.tr("Start a new match"), self.new_match)

    # -- a game from a given position ----------------------------------------------------------
    def practise_from(self, position, state, side: int = 0) -> str:
        """Start a game against the engine from ``position`` and ``state`` (a match reviewed,
        gnubg's IDs), the player taking ``side``; a match going on is given up, so ask first.
        Returns why practice cannot play it, in words ("" when it starts or is asked about)."""
        from fibsgui.models.review import from_side

        if state.length > MAX_LENGTH:
            return self.tr("Practice plays matches of up to {0} points.").format(MAX_LENGTH)
        position, state = from_side(position, state, side)

        def start() -> None:
            index = self.length.findData(state.length)
            if index >= 0:
                blocked = self.length.blockSignals(True)  # shown, not a change asked for
                self.length.setCurrentIndex(index)
                self.length.blockSignals(blocked)
            self._show_money_options()
            self.log.clear()
            self._clear_hints()
            try:
                self.controller.start_at(position, state)
            except ValueError as exc:
                self._log_line(self.tr("This position cannot be practised: {0}").format(exc))
                return
            self.board.view.setFocus()

        controller = self.controller
        if not controller.in_progress():
            start()
            return ""
        snapshot = controller.snapshot()
        text = self.tr("Practise from this position? You give up {0}, and it cannot be resumed.").format(
            match_words(snapshot.match, snapshot.me, snapshot.names))
        self.question = ask_first(self, self.settings, self.tr("Practise from here"), text,
                                  self.tr("Practise from here"), start)
        return ""

    def ask_ids(self) -> None:
        """Practise from gnubg's IDs pasted in a dialog."""
        from fibsgui.ui.ids import IdsDialog

        if self.ids_dialog is not None:
            self.ids_dialog.raise_()
            return
        dialog = self.ids_dialog = IdsDialog(self)

        def done(result: int) -> None:
            self.ids_dialog = None
            found = dialog.result_value if result == IdsDialog.DialogCode.Accepted else None
            dialog.deleteLater()
            if found is not None:
                problem = self.practise_from(*found)
                if problem:
                    self._log_line(problem)

        dialog.finished.connect(done)
        dialog.open()

    def resume(self) -> bool:
        """Go on with the match kept in the match file (see the class): True when one came back.
        The controls show its length, rules and the opponent's strength."""
        self.log.clear()
        if not self.controller.resume():
            return False
        match = self.controller.match
        for combo, value in ((self.length, match.length), (self.strength, self.controller.strength.label)):
            index = combo.findData(value)
            if index >= 0:
                blocked = combo.blockSignals(True)  # shown, not a change asked for
                combo.setCurrentIndex(index)
                combo.blockSignals(blocked)
        if not match.length:
            self.jacoby.setChecked(match.state.jacoby)
            self.beavers.setChecked(match.beavers)
        self._show_money_options()
        self._update_engine()
        self.board.view.setFocus()
        return True

    def new_match(self, seed: int | None = None) -> None:
        length = int(self.length.currentData())
        strength = str(self.strength.currentData())
        money = length == 0
        jacoby, beavers = self.jacoby.isChecked(), self.beavers.isChecked()
        if self.settings is not None:
            self.settings["practice.match_length"] = length
            self.settings["practice.strength"] = strength
            self.settings["practice.jacoby"] = jacoby
            self.settings["practice.beavers"] = beavers
        self.log.clear()
        self._clear_hints()
        self.controller.start_match(length, strength, seed=seed if isinstance(seed, int) else None,
                                    jacoby=money and jacoby, beavers=money and beavers)
        self.board.view.setFocus()

    def _show_money_options(self) -> None:
        money = self.length.currentData() == 0
        self.jacoby.setVisible(money)
        self.beavers.setVisible(money)

    def _strength_changed(self) -> None:
        """The engine plays at the chosen strength from its next decision on."""
        strength = str(self.strength.currentData())
        if self.settings is not None:
            self.settings["practice.strength"] = strength
        if hasattr(self.controller, "set_strength"):
            self.controller.set_strength(strength)
        self._update_engine()

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

    def _hint_kind(self) -> str:
        kind = getattr(self.controller, "hint_kind", None)
        if kind is not None:
            return kind()
        return "move" if self.controller.snapshot().can(Action.MOVE) else ""

    def _decision_key(self) -> tuple:
        """What the hint shown is about: it goes when this changes."""
        snapshot = self.controller.snapshot()
        return (snapshot.position, snapshot.dice, snapshot.match.cube, snapshot.double_offer, self._hint_kind())

    def _update(self) -> None:
        can_hint = bool(self._hint_kind())
        self.hint_button.setEnabled(can_hint)
        self.hint_action.setEnabled(can_hint)
        if self._hint_key is not None and self._decision_key() != self._hint_key:
            self._clear_hints()

    def _clear_hints(self) -> None:
        self.board.scene.show_preview(None)
        self.hints.clear()
        self._hint_rows = None
        self._set_hint_status(None)
        self._hint_key = None

    def _log_line(self, text: str) -> None:
        self.log.addItem(text)
        self.log.scrollToBottom()

    # -- hints --------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        kind = self._hint_kind()
        asked = False
        if kind == "move":
            asked = self.controller.request_hint(HINTS)
        elif kind == "cube":
            asked = self.controller.request_cube_hint()
        if asked:
            self._clear_hints()
            self._hint_key = self._decision_key()
            self._set_hint_status(lambda: self.tr("Thinking…"))

    def _show_hints(self, hints: list[RankedPlay]) -> None:
        if self._hint_key is None or self._hint_key != self._decision_key() or self._hint_key[-1] != "move":
            return  # for a roll that is gone
        self._hint_rows = ("move", list(hints))
        self._fill_hints()

    def _show_cube_hint(self, decision: CubeDecision) -> None:
        if self._hint_key is None or self._hint_key != self._decision_key() or self._hint_key[-1] != "cube":
            return  # for a decision that is gone
        match = self.controller.match
        doubled = match.phase == Phase.DOUBLED
        facts = {"doubled": doubled, "redouble": match.cube_owner == match.human,
                 "beaver": doubled and match.may_beaver()}
        self._hint_rows = ("cube", decision, facts)
        self._fill_hints()

    # -- the hint list ------------------------------------------------------------------------------
    def _fill_hints(self) -> None:
        """Show the rows of the hint (plays or cube actions) in the current language."""
        self.board.scene.show_preview(None)
        rows = self._hint_rows
        if rows[0] == "move":
            self._fill_plays(rows[1])
        else:
            self._fill_cube(rows[1], rows[2])
        self._fit_hints()

    def _fill_plays(self, hints: list[RankedPlay]) -> None:
        dice = self.controller.snapshot().dice
        unknown = self.hints.show_plays(hints, missing_tip=self.tr("Not estimated by this engine"))
        engine = self.controller.engine_name()

        def status() -> str:
            text = self.tr("Best plays for {0}-{1}").format(*dice) if dice else ""
            if unknown:
                text += " " + self.tr("({0} does not estimate the chances marked —)").format(engine)
            return text

        self._set_hint_status(status)

    def _fill_cube(self, decision: CubeDecision, facts: dict) -> None:
        verdict = self.hints.show_cube(decision, facts["doubled"], facts["redouble"], facts["beaver"])
        plies = getattr(decision, "plies", None)
        if plies is None:
            self._set_hint_status(lambda: self.tr("Proper cube action: {0}").format(verdict))
        else:
            self._set_hint_status(lambda: self.tr("Proper cube action: {0} ({1}-ply)").format(verdict, plies))

    def _hint_room(self) -> int:
        """The side panel's width that holds every column of the hint list whole: that of a long
        play with every chance shown."""
        wanted = self.hints.wanted_width()
        margins = self.hint_box.contentsMargins()
        layout = self.hint_box.layout().contentsMargins()
        return wanted + margins.left() + margins.right() + layout.left() + layout.right() + 8

    def _fit_hints(self) -> None:
        """The hints shown: the list's columns share the panel's width. The panel keeps its width
        (the board does not move when a hint comes): its room was made when the screen was laid
        out (:meth:`_split`)."""
        self.hints._fit_columns()

    def _split(self) -> None:
        """Share the width between the board and the side panel, until the user moves the divider:
        the panel the room of the hint list's columns where the board keeps 700 pixels besides, else
        what is left beside those 700, at least its own minimum (on a small screen, 1366x768 at
        200 % or 800x600, the board keeps the larger part and the list's texts are shortened)."""
        if self._split_by_user:
            return
        total = sum(self.splitter.sizes())
        if total <= 0:
            return
        least = max(self.side.minimumSizeHint().width(), self.side.minimumWidth())
        side = max(least, min(self._hint_room(), total - 700))
        sizes = [total - side, side]
        if self.splitter.sizes() != sizes:
            self.splitter.setSizes(sizes)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._split()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._split()

    def _hint_failed(self, message: str) -> None:
        self._set_hint_status(lambda: self.tr("No hint: {0}").format(message))

    def _hint_selected(self, item: QTreeWidgetItem | None, previous: QTreeWidgetItem | None = None) -> None:
        """Preview the selected play on the board."""
        play = item.data(PLAY, Qt.ItemDataRole.UserRole) if item is not None else None
        self.board.scene.show_preview(play if isinstance(play, Play) else None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.hints:
            kind = event.type()
            if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(event, QKeyEvent):
                if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.hints.currentItem() is not None:
                    event.accept()  # Enter here makes the row, it does not confirm on the board
                    if kind == QEvent.Type.KeyPress:
                        self._hint_chosen(self.hints.currentItem())
                    return True
            elif kind == QEvent.Type.FocusIn:
                self._hint_selected(self.hints.currentItem())
            elif kind == QEvent.Type.FocusOut:
                self.board.scene.show_preview(None)  # leaving the list takes the preview away
        return super().eventFilter(watched, event)

    def _hint_chosen(self, item: QTreeWidgetItem) -> None:
        """Make the chosen play on the board (the player still confirms it if that is set), or
        take the cube action chosen."""
        choice = item.data(PLAY, Qt.ItemDataRole.UserRole)
        controller = self.controller
        if isinstance(choice, str):
            board = self.board
            {"roll": board.roll, "double": board.double, "take": board.take, "drop": board.drop,
             "beaver": board.beaver}.get(choice, lambda: None)()
            return
        turn = controller.turn
        if turn is None or not isinstance(choice, Play):
            return
        self.board.scene.show_preview(None)
        controller.undo_all()
        for move in choice:
            if not controller.step(move.from_point, move.to_point):
                break

