"""The replay viewer: a bgammon.org game played again on a read-only board, action by action.

The viewer holds the games of one match (a ``replay`` answer of the server adds one game; a
``.match`` file opened brings all of its games) and shows one of them: the board as it was after
the chosen action, the list of actions (one row per roll, double or early end, the moves in the
usual notation), the score, cube and dice as they were, and what could not be read. Step with
the buttons, the slider or the keys (Left/Right, Home/End). "Save as .match…" writes the games
(never over a file without asking, through a temporary file renamed into place).

Every text of a replay comes from the network or a file: it is shown as plain text only.
"""

from __future__ import annotations

import os
import stat

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fibsgui.bg import BackgammonError, MatchState, Position
from fibsgui.bg.match import GameState as MatchPhase
from fibsgui.bgammon.board import BACKGAMMON, GameState, Side
from fibsgui.bgammon.replay import (
    MAX_SIZE,
    Double,
    Frame,
    GameReplay,
    MatchFile,
    ReplayGame,
    Roll,
    parse_match,
    replay_frames,
    write_match,
)
from fibsgui.config import Settings
from fibsgui.models.game import GameSnapshot, StaticController
from fibsgui.nettext import balanced, isolate
from fibsgui.safefile import write_atomically
from fibsgui.ui.board import BoardWidget

#: The longest a file name may be before it is shortened in a message.
_NAME_CHARS = 80


def match_key(game: ReplayGame) -> tuple[str, str, int] | None:
    """The games of one match share their players and length (None: no metadata to tell)."""
    if game.info is None:
        return None
    return game.info.player1, game.info.player2, game.info.total


def read_replay_file(path: str | os.PathLike) -> tuple[MatchFile | None, str]:
    """Read a ``.match`` file: ``(match, "")``, or ``(None, reason)`` with the reason in words
    (a file larger than the replays read is refused before it is read)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a folder, a pipe, a device: not a replay
            return None, "not a file"
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > MAX_SIZE:
                return None, "too large"
            data = handle.read(MAX_SIZE + 1)
    except OSError as exc:
        return None, exc.strerror or str(exc)
    return parse_match(data), ""


def write_replay_file(path: str | os.PathLike, data: bytes) -> str:
    """Write ``data`` to ``path`` through a temporary file in the same folder renamed into place
    (a reader never sees half a file, and a failure leaves what was there). Returns "" or what
    went wrong, in words."""
    try:
        write_atomically(path, data)
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""


class ReplayViewer(QWidget):
    """A window that plays back the games of one match."""

    #: a file name was chosen with "Open replay file…": the owner opens it
    open_requested = Signal()

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ReplayViewer")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.games: list[ReplayGame] = []
        self.replay: GameReplay | None = None
        self.index = 0
        self.file_problems: tuple = ()
        self.saved_path: str | None = None

        self.controller = StaticController(self)
        self.board = BoardWidget(settings, self)
        self.board.set_controller(self.controller)
        for key in ("roll", "double", "undo", "resign"):  # nothing to do on a replay's board
            self.board.buttons[key].hide()

        self.caption = self._label("replay-caption")
        self.game_choice = QComboBox(self)
        self.game_choice.setObjectName("replay-games")
        self.game_choice.currentIndexChanged.connect(self._game_chosen)
        self.state_label = self._label("replay-state")
        self.note = self._label("replay-note")
        self.note.setWordWrap(True)
        self.problems_label = self._label("replay-problems")
        self.problems_label.setWordWrap(True)
        self.status = self._label("replay-status")

        self.actions_list = QListWidget(self)
        self.actions_list.setObjectName("replay-actions")
        self.actions_list.currentRowChanged.connect(self._row_chosen)

        icons = QStyle.StandardPixmap
        self.first_button = self._button("replay-first", self.first, icons.SP_MediaSkipBackward)
        self.previous_button = self._button("replay-previous", self.previous, icons.SP_MediaSeekBackward)
        self.next_button = self._button("replay-next", self.next, icons.SP_MediaSeekForward)
        self.last_button = self._button("replay-last", self.last, icons.SP_MediaSkipForward)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replay-slider")
        self.slider.valueChanged.connect(self.go_to)
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("replay-save")
        self.save_button.clicked.connect(self.save_as)
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("replay-open")
        self.open_button.clicked.connect(self.open_requested)
        for keys, slot in ((Qt.Key.Key_Left, self.previous), (Qt.Key.Key_Right, self.next),
                           (Qt.Key.Key_Home, self.first), (Qt.Key.Key_End, self.last)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

        top = QHBoxLayout()
        top.addWidget(self.caption, 1)
        top.addWidget(self.game_choice)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.board, 1)
        left_layout.addWidget(self.note)
        steps = QHBoxLayout()
        for button in (self.first_button, self.previous_button):
            steps.addWidget(button)
        steps.addWidget(self.slider, 1)
        for button in (self.next_button, self.last_button):
            steps.addWidget(button)
        left_layout.addLayout(steps)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(self.actions_list)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([700, 300])
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.open_button)
        bottom.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.state_label)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.problems_label)
        layout.addLayout(bottom)
        self.resize(1000, 640)
        self.retranslate()
        self._show_game()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)  # the replay's texts are network input
        return label

    def _button(self, name: str, slot, icon: QStyle.StandardPixmap) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setIcon(self.style().standardIcon(icon))
        button.clicked.connect(slot)
        return button

    # -- what is shown --------------------------------------------------------------------------
    def add_game(self, game: ReplayGame) -> None:
        """Add a game of this match (in the order of its start) and show it (a game already here
        is shown again, not added twice)."""
        known = next((g for g in self.games if g.text == game.text), None)
        if known is not None:
            self._fill_choice(self.games.index(known))
            return
        self.games.append(game)
        self.games.sort(key=lambda g: g.info.timestamp if g.info is not None else 0)
        self._fill_choice(self.games.index(game))

    def set_match(self, match: MatchFile, name: str = "") -> None:
        """Show the games of a ``.match`` file (``name``: where it came from)."""
        self.games = list(match.games)
        self.file_problems = match.problems
        self.saved_path = name or None
        self._fill_choice(0)

    def accepts(self, game: ReplayGame) -> bool:
        """Whether ``game`` belongs to the match shown here."""
        key = match_key(game)
        return key is not None and any(match_key(g) == key for g in self.games)

    def _fill_choice(self, current: int) -> None:
        self.game_choice.blockSignals(True)
        self.game_choice.clear()
        for game in self.games:
            self.game_choice.addItem(self._game_title(game))
        self.game_choice.setCurrentIndex(current)
        self.game_choice.blockSignals(False)
        self.game_choice.setVisible(len(self.games) > 1)
        self._show_game(current)

    def _game_title(self, game: ReplayGame) -> str:
        number = self.games.index(game) + 1
        if game.info is None:
            return self.tr("Game {0}").format(number)
        return self.tr("Game {0}: {1}–{2}").format(number, game.info.score1, game.info.score2)

    def _game_chosen(self, index: int) -> None:
        if 0 <= index < len(self.games):
            self._show_game(index)

    def _show_game(self, index: int = 0) -> None:
        game = self.games[index] if 0 <= index < len(self.games) else None
        self.replay = replay_frames(game) if game is not None else None
        frames = self.replay.frames if self.replay is not None else ()
        self.actions_list.blockSignals(True)
        self.actions_list.clear()
        for n, frame in enumerate(frames):
            item = QListWidgetItem(self._action_text(frame) if n else self.tr("Start"))
            self.actions_list.addItem(item)
        self.actions_list.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(frames) - 1))
        self.slider.blockSignals(False)
        problems = sorted(list(self.file_problems) + (list(game.problems) if game else []) + (
            list(self.replay.problems) if self.replay else []), key=lambda p: p.line)
        if problems:
            lines = [balanced(str(p)) for p in problems[:5]]
            more = len(problems) - len(lines)
            text = self.tr("Lines of this replay that could not be read or played: {0}").format(len(problems))
            self.problems_label.setText("\n".join([text, *lines] + ([self.tr("…and {0} more").format(more)]
                                                                   if more > 0 else [])))
        self.problems_label.setVisible(bool(problems))
        for widget in (self.save_button, self.slider, self.first_button, self.previous_button,
                       self.next_button, self.last_button):
            widget.setEnabled(bool(frames))
        self.index = -1
        self.go_to(0)
        self.retranslate()

    def _name(self, player: int) -> str:
        info = self.replay.game.info if self.replay is not None else None
        if info is None:
            return self.tr("Player {0}").format(player)
        return isolate(info.name(player))

    def _action_text(self, frame: Frame) -> str:
        action = frame.action
        name = self._name(action.player)
        if isinstance(action, Roll):
            dice = "-".join(str(d) for d in action.dice)
            if not action.moves:
                return self.tr("{0}: {1}, cannot move").format(name, dice)
            return self.tr("{0}: {1} {2}").format(name, dice, frame.play)
        if isinstance(action, Double):
            if action.taken:
                return self.tr("{0} doubles to {1}: taken").format(name, action.value)
            return self.tr("{0} doubles to {1}: dropped").format(name, action.value)
        return self.tr("{0} ends the game (resigns or leaves)").format(name)

    # -- stepping -------------------------------------------------------------------------------
    def go_to(self, index: int) -> None:
        frames = self.replay.frames if self.replay is not None else ()
        if not frames:
            self.controller.show(GameSnapshot(active=False, watching=True))
            return
        index = max(0, min(index, len(frames) - 1))
        if index == self.index:
            return
        self.index = index
        for widget, value in ((self.slider, index),):
            widget.blockSignals(True)
            widget.setValue(value)
            widget.blockSignals(False)
        self.actions_list.blockSignals(True)
        self.actions_list.setCurrentRow(index)
        self.actions_list.blockSignals(False)
        self.actions_list.scrollToItem(self.actions_list.item(index))
        self.controller.show(self.snapshot(index))
        self._show_state()

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        if self.replay is not None:
            self.go_to(len(self.replay.frames) - 1)

    def next(self) -> None:
        self.go_to(self.index + 1)

    def previous(self) -> None:
        self.go_to(self.index - 1)

    def snapshot(self, index: int) -> GameSnapshot:
        """What the board shows after action ``index`` (0: the start)."""
        replay = self.replay
        frame = replay.frames[index]
        info = replay.game.info
        names = (info.player1, info.player2) if info is not None else ("", "")
        action = frame.action
        mover = action.player - 1 if action is not None else 0
        drawable = True
        position = frame.position
        if position is None and frame.board is not None and replay.game.variant != BACKGAMMON:
            from fibsgui.bgammon.variants import picture

            position = picture(GameState(
                player1=Side(1, names[0], entered=frame.entered[0]),
                player2=Side(2, names[1], entered=frame.entered[1]),
                variant=replay.game.variant, board=frame.board, turn=mover + 1))
        if position is None:
            position, drawable = Position.initial(), False
        over = frame.winner != 0
        dice = frame.dice if isinstance(action, Roll) else None
        length = info.total if info is not None else 0
        try:
            match = MatchState(
                length=length, score=frame.score, cube=frame.cube,
                cube_owner=frame.cube_owner - 1 if frame.cube_owner else None,
                on_roll=mover, turn=mover, state=MatchPhase.OVER if over else MatchPhase.PLAYING,
                dice=dice[:2] if dice and len(dice) >= 2 and replay.game.variant == BACKGAMMON else (0, 0))
        except (BackgammonError, ValueError):
            match = MatchState()
        points = info.points if info is not None and info.winner == frame.winner else 0
        return GameSnapshot(
            position=position, match=match, me=0, names=names, dice=dice, dice_side=mover,
            game_result=(frame.winner - 1, points) if over and points else None,
            message="" if drawable else self._undrawn_text(),
            active=True, watching=True, drawable=drawable)

    def _undrawn_text(self) -> str:
        if self.replay is not None and self.replay.game.variant != BACKGAMMON:
            return self.tr("This game's board cannot be drawn: its actions are listed beside it.")
        return self.tr("From here the moves could not be played on the board: they are listed beside it.")

    def _show_state(self) -> None:
        if self.replay is None or not self.replay.frames:
            self.state_label.setText("")
            self.note.hide()
            return
        frame = self.replay.frames[self.index]
        info = self.replay.game.info
        parts = []
        if info is not None:
            score = self.tr("{0} {1} – {2} {3}").format(
                isolate(info.player1), frame.score[0], frame.score[1], isolate(info.player2))
            if info.total:
                score = self.tr("{0} (match to {1})").format(score, info.total)
            parts.append(score)
        owner = (self.tr("centred") if not frame.cube_owner else self._name(frame.cube_owner))
        parts.append(self.tr("cube {0} ({1})").format(frame.cube, owner))
        if frame.dice:
            parts.append(self.tr("dice {0}").format("-".join(str(d) for d in frame.dice)))
        if frame.winner:
            parts.append(self.tr("{0} wins the game").format(self._name(frame.winner)))
        parts.append(self.tr("action {0} of {1}").format(self.index, len(self.replay.frames) - 1))
        self.state_label.setText(" · ".join(parts))
        snapshot = self.controller.snapshot()
        self.note.setText(snapshot.message if not snapshot.drawable else "")
        self.note.setVisible(not snapshot.drawable)

    def retranslate(self) -> None:
        self.first_button.setToolTip(self.tr("The start (Home)"))
        self.previous_button.setToolTip(self.tr("The action before (Left)"))
        self.next_button.setToolTip(self.tr("The next action (Right)"))
        self.last_button.setToolTip(self.tr("The end (End)"))
        self.save_button.setText(self.tr("Save as .match…"))
        self.open_button.setText(self.tr("Open replay file…"))
        info = self.replay.game.info if self.replay is not None else None
        if info is None:
            self.setWindowTitle(self.tr("Replay"))
            self.caption.setText(self.tr("A game without its players' names") if self.replay else "")
        else:
            when = QLocale().toString(QDateTime.fromSecsSinceEpoch(min(max(info.timestamp, 0), 2**37)).toLocalTime(),
                                      QLocale.FormatType.ShortFormat)
            variant = {1: self.tr("acey-deucey"), 2: self.tr("tabula")}.get(info.variant, self.tr("backgammon"))
            length = self.tr("%n point match", "", info.total) if info.total else self.tr("unlimited match")
            self.setWindowTitle(self.tr("Replay: {0} against {1}").format(isolate(info.player1), isolate(info.player2)))
            self.caption.setText(self.tr("{0} against {1}: {2}, {3}, {4}").format(
                isolate(info.player1), isolate(info.player2), variant, length, when))
        for row in range(1, self.actions_list.count()):
            self.actions_list.item(row).setText(self._action_text(self.replay.frames[row]))
        if self.actions_list.count():
            self.actions_list.item(0).setText(self.tr("Start"))
        for n, game in enumerate(self.games):
            self.game_choice.setItemText(n, self._game_title(game))
        if self.replay is not None and self.replay.frames:
            self._show_state()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- saving ---------------------------------------------------------------------------------
    def match_bytes(self) -> bytes:
        """The games shown, as a ``.match`` file."""
        return write_match([game.text for game in self.games])

    def save_as(self) -> None:
        if not self.games:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the replay"), self.saved_path or self._suggested_name(),
            self.tr("bgammon.org replays (*.match)"),
            options=QFileDialog.Option.DontConfirmOverwrite)
        if path:
            if not path.endswith(".match"):
                path += ".match"
            self.save_to(path)

    def _suggested_name(self) -> str:
        info = self.games[0].info
        if info is None:
            return "replay.match"
        safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in f"{info.player1}-{info.player2}")
        return f"{safe}-{info.timestamp}.match"

    def save_to(self, path: str) -> bool:
        """Write the games to ``path``, asking first if a file is there. True when written."""
        if os.path.exists(path) and not self.ask_overwrite(path):
            self.status.setText(self.tr("Not saved: {0} is kept as it was.").format(self._short(path)))
            return False
        try:
            data = self.match_bytes()
        except ValueError as exc:
            self.status.setText(self.tr("Not saved: {0}").format(str(exc)))
            return False
        error = write_replay_file(path, data)
        if error:
            self.status.setText(self.tr("Could not save {0}: {1}").format(self._short(path), error))
            return False
        self.saved_path = path
        self.status.setText(self.tr("Saved as {0}").format(self._short(path)))
        return True

    def ask_overwrite(self, path: str) -> bool:
        answer = QMessageBox.question(
            self, self.tr("Replace the file?"),
            self.tr("{0} already exists. Replace it with this replay?").format(self._short(path)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    @staticmethod
    def _short(path: str) -> str:
        name = os.path.basename(path) or path
        return name if len(name) <= _NAME_CHARS else name[:_NAME_CHARS - 1] + "…"
