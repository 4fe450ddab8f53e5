"""The review: a match on a read-only board, moment by moment, in a window of its own.

A window of its own, so that a player can look at an old match while playing online (the main
window's board stays with the match going on). It shows a timeline (:mod:`fibsgui.models.review`):
the board, dice, cube, score and pips as they were; the move list (a header row per game with its
score, a row per roll and its play, per cube action, resignation and end); a slider and step
buttons over the whole match; keys Left/Right (an action), Up/Down (a game), Home/End.

A match still going on (watched, or being played) grows while it is shown: :meth:`ReviewWindow.follow`
shows it live, each new action as it comes; the player may step back while it goes on, and "Back
to live" returns to the latest moment. "Practise from here" offers the moment shown to the practice
screen: an offline game against the engine from that position, score and cube, the player taking
the owner's side (or the side to act in a match watched).

Every text of a match comes from the network or a file: it is shown as plain text only.
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from fibsgui.config import Settings
from fibsgui.models.game import GameSnapshot
from fibsgui.models.review import RecordTimeline, ReviewController
from fibsgui.nettext import isolate
from fibsgui.records.model import FIBS, BGAMMON, OFFLINE, MatchRecord
from fibsgui.ui.board import BoardWidget


class ReviewWindow(QWidget):
    """A match reviewed on the board (see the module's text)."""

    #: "Practise from here": the frame (a :class:`fibsgui.records.Frame`) and the side the
    #: player takes
    practise_requested = Signal(object, int)

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ReviewWindow")
        self.timeline = None
        self.moment = -1
        self.live = False  # the match goes on: new actions are followed
        self._file_problems: list[str] = []
        self._at_live = True  # showing the latest moment of a live match

        self.controller = ReviewController(self)
        self.board = BoardWidget(settings, self)
        self.board.set_controller(self.controller)
        for key in ("roll", "double", "undo", "resign", "confirm"):  # nothing to do on a board reviewed
            self.board.buttons[key].hide()

        self.caption = self._label("review-caption")
        self.state_label = self._label("review-state")
        self.note = self._label("review-note")
        self.note.setWordWrap(True)
        self.problems_label = self._label("review-problems")
        self.problems_label.setWordWrap(True)
        self.status = self._label("review-status")
        self.status.setWordWrap(True)

        self.moves = QListWidget(self)
        self.moves.setObjectName("review-moves")
        self.moves.setUniformItemSizes(True)
        self.moves.currentRowChanged.connect(self._row_chosen)

        icons = QStyle.StandardPixmap
        self.first_button = self._button("review-first", self.first, icons.SP_MediaSkipBackward)
        self.previous_game_button = self._button("review-previous-game", self.previous_game, icons.SP_ArrowUp)
        self.previous_button = self._button("review-previous", self.previous, icons.SP_MediaSeekBackward)
        self.next_button = self._button("review-next", self.next, icons.SP_MediaSeekForward)
        self.next_game_button = self._button("review-next-game", self.next_game, icons.SP_ArrowDown)
        self.last_button = self._button("review-last", self.last, icons.SP_MediaSkipForward)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("review-slider")
        self.slider.valueChanged.connect(self.go_to)
        self.live_button = QPushButton(self)
        self.live_button.setObjectName("review-live")
        self.live_button.clicked.connect(self.back_to_live)
        self.live_button.hide()
        self.practise_button = QPushButton(self)
        self.practise_button.setObjectName("review-practise")
        self.practise_button.clicked.connect(self.practise_from_here)
        for key, slot in ((Qt.Key.Key_Left, self.previous), (Qt.Key.Key_Right, self.next),
                          (Qt.Key.Key_Up, self.previous_game), (Qt.Key.Key_Down, self.next_game),
                          (Qt.Key.Key_Home, self.first), (Qt.Key.Key_End, self.last)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

        self.top = QHBoxLayout()
        self.top.addWidget(self.caption, 1)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.board, 1)
        left_layout.addWidget(self.note)
        steps = QHBoxLayout()
        for button in (self.first_button, self.previous_game_button, self.previous_button):
            steps.addWidget(button)
        steps.addWidget(self.slider, 1)
        for button in (self.next_button, self.next_game_button, self.last_button):
            steps.addWidget(button)
        steps.addWidget(self.live_button)
        left_layout.addLayout(steps)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(self.moves)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([760, 300])
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self.bottom = QHBoxLayout()
        self.bottom.addWidget(self.status, 1)
        self.bottom.addWidget(self.practise_button)
        layout = QVBoxLayout(self)
        layout.addLayout(self.top)
        layout.addWidget(self.state_label)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.problems_label)
        layout.addLayout(self.bottom)
        self.resize(1100, 680)
        self.retranslate()
        self._enable()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)  # a match's texts are network or file input
        return label

    def _button(self, name: str, slot, icon: QStyle.StandardPixmap) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setIcon(self.style().standardIcon(icon))
        button.setAutoRaise(True)
        button.clicked.connect(slot)
        return button

    # -- what is shown --------------------------------------------------------------------------------
    @property
    def record(self) -> MatchRecord | None:
        return self.timeline.record if isinstance(self.timeline, RecordTimeline) else None

    def set_record(self, record: MatchRecord, problems: list[str] | tuple = ()) -> None:
        """Show ``record`` from its start (``problems``: what reading its file found, in words)."""
        self.live = False
        self.live_button.hide()
        self.set_timeline(RecordTimeline(record), problems)

    def follow(self, record: MatchRecord) -> None:
        """Show ``record``, a match going on, at its latest moment; :meth:`record_changed` when it
        grows, :meth:`stop_following` once it is over."""
        self.live = True
        self._at_live = True
        self.set_timeline(RecordTimeline(record), (), moment=max(0, record.frame_count() - 1))

    def set_timeline(self, timeline, problems: list[str] | tuple = (), moment: int = 0) -> None:
        self.timeline = timeline
        self.moves.blockSignals(True)
        self.moves.clear()
        self._add_rows(0)
        self.moves.blockSignals(False)
        self._range()
        self._file_problems = list(problems)
        self._show_problems()
        self.moment = -1
        self._enable()
        self.retranslate()
        self.go_to(moment)

    def _add_rows(self, start: int) -> None:
        bold = QFont(self.moves.font())
        bold.setBold(True)
        for row in self.timeline.rows[start:]:
            item = QListWidgetItem(row.words())
            if row.header:
                item.setFont(bold)
            self.moves.addItem(item)

    def _range(self) -> None:
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, self.timeline.count() - 1) if self.timeline is not None else 0)
        self.slider.blockSignals(False)

    def _show_problems(self) -> None:
        problems = self._file_problems + (self.timeline.problems() if self.timeline is not None else [])
        if problems:
            lines = [isolate(str(p)) for p in problems[:5]]
            more = len(problems) - len(lines)
            text = self.tr("Parts of this match that could not be read or played: {0}").format(len(problems))
            self.problems_label.setText("\n".join([text, *lines] + ([self.tr("…and {0} more").format(more)]
                                                                   if more > 0 else [])))
        self.problems_label.setVisible(bool(problems))

    def _enable(self) -> None:
        count = self.timeline.count() if self.timeline is not None else 0
        for widget in (self.slider, self.first_button, self.previous_button, self.next_button,
                       self.last_button, self.previous_game_button, self.next_game_button):
            widget.setEnabled(count > 0)

    # -- a match going on -------------------------------------------------------------------------------
    def record_changed(self) -> None:
        """The record followed has grown (or changed): new rows; at the live moment, the new
        moment is shown; stepped back, the view stays where the player is."""
        if self.timeline is None:
            return
        first = self.timeline.update()
        if first < self.moves.count():
            self.moves.blockSignals(True)
            while self.moves.count() > first:
                self.moves.takeItem(self.moves.count() - 1)
            self.moves.blockSignals(False)
        self.moves.blockSignals(True)
        self._add_rows(self.moves.count())
        self.moves.blockSignals(False)
        self._range()
        self._enable()
        self._show_problems()
        latest = max(0, self.timeline.count() - 1)
        if self.live and self._at_live:
            self.go_to(latest, animate=True)
        else:
            shown, self.moment = self.moment, -1
            self.go_to(min(shown, latest))
        self._show_live()

    def stop_following(self) -> None:
        """The match followed is over: the review stays where it is, no longer live."""
        self.live = False
        self._show_live()

    def back_to_live(self) -> None:
        if self.timeline is not None:
            self.go_to(self.timeline.count() - 1)

    def _show_live(self) -> None:
        latest = self.timeline.count() - 1 if self.timeline is not None else 0
        self._at_live = self.moment >= latest
        self.live_button.setVisible(self.live and not self._at_live)

    # -- stepping --------------------------------------------------------------------------------------
    def go_to(self, moment: int, animate: bool = False) -> None:
        """Show ``moment`` of the match (0: the first game's start)."""
        timeline = self.timeline
        count = timeline.count() if timeline is not None else 0
        if not count:
            self.controller.show_step(GameSnapshot(active=False, watching=True))
            return
        moment = max(0, min(int(moment), count - 1))
        if moment == self.moment:
            return
        before, self.moment = self.moment, moment
        self.slider.blockSignals(True)
        self.slider.setValue(moment)
        self.slider.blockSignals(False)
        row = timeline.row_of(moment)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(row)
        self.moves.blockSignals(False)
        self.moves.scrollToItem(self.moves.item(row), QAbstractItemView.ScrollHint.PositionAtCenter)
        movement = timeline.movement(before, moment) if animate else None
        self.controller.show_step(timeline.snapshot(moment), movement)
        self._show_state()
        self._show_live()

    def _row_chosen(self, row: int) -> None:
        if row >= 0 and self.timeline is not None:
            self.go_to(self.timeline.rows[row].moment)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        if self.timeline is not None:
            self.go_to(self.timeline.count() - 1)

    def next(self) -> None:
        self.go_to(self.moment + 1, animate=True)

    def previous(self) -> None:
        self.go_to(self.moment - 1)

    def next_game(self) -> None:
        timeline = self.timeline
        if timeline is not None and timeline.count():
            game = timeline.game_of(self.moment)
            self.go_to(timeline.game_start(game + 1) if game + 1 < timeline.games() else timeline.count() - 1)

    def previous_game(self) -> None:
        """The start of this game, or of the one before when already at its start."""
        timeline = self.timeline
        if timeline is not None and timeline.count():
            game = timeline.game_of(self.moment)
            start = timeline.game_start(game)
            self.go_to(start if self.moment > start or game == 0 else timeline.game_start(game - 1))

    # -- practice ---------------------------------------------------------------------------------------
    def practise_side(self, frame) -> int:
        """The side the player takes: the owner's, or in a match watched the side to act."""
        record = self.record
        if record is not None and record.info.me is not None:
            return record.info.me
        match = frame.match
        return match.turn if match.double_offered else match.on_roll

    def practise_from_here(self) -> None:
        frame = self.timeline.practice_frame(self.moment) if self.timeline is not None else None
        if frame is not None:
            self.practise_requested.emit(frame, self.practise_side(frame))

    # -- words -------------------------------------------------------------------------------------------
    def _show_state(self) -> None:
        timeline = self.timeline
        if timeline is None or not timeline.count() or self.moment < 0:
            self.state_label.setText("")
            self.note.hide()
            return
        snapshot = self.controller.snapshot()
        match = snapshot.match
        names = [isolate(name) or self.tr("Player {0}").format(side + 1) for side, name in enumerate(snapshot.names)]
        score = self.tr("{0} {1} – {2} {3}").format(names[0], match.score[0], match.score[1], names[1])
        if match.length:
            score = self.tr("{0} (match to {1})").format(score, match.length)
        parts = [score]
        owner = self.tr("centred") if match.cube_owner is None else names[match.cube_owner]
        parts.append(self.tr("cube {0} ({1})").format(match.cube, owner))
        if snapshot.dice:
            parts.append(self.tr("dice {0}").format("-".join(str(d) for d in snapshot.dice)))
        if snapshot.drawable and hasattr(snapshot.position, "pip_counts"):
            pips = snapshot.position.pip_counts()
            parts.append(self.tr("pips {0}–{1}").format(pips[0], pips[1]))
        if snapshot.game_result is not None:
            parts.append(self.tr("{0} wins the game").format(names[snapshot.game_result[0]]))
        parts.append(self.tr("moment {0} of {1}").format(self.moment, timeline.count() - 1))
        self.state_label.setText(" · ".join(parts))
        self.note.setText(snapshot.message if not snapshot.drawable else "")
        self.note.setVisible(not snapshot.drawable)
        self.practise_button.setEnabled(timeline.practice_frame(self.moment) is not None)

    def retranslate(self) -> None:
        self.first_button.setToolTip(self.tr("The start of the match (Home)"))
        self.previous_game_button.setToolTip(self.tr("The start of the game, or of the game before (Up)"))
        self.previous_button.setToolTip(self.tr("The action before (Left)"))
        self.next_button.setToolTip(self.tr("The next action (Right)"))
        self.next_game_button.setToolTip(self.tr("The next game (Down)"))
        self.last_button.setToolTip(self.tr("The end (End)"))
        self.live_button.setText(self.tr("Back to live"))
        self.live_button.setToolTip(self.tr("The match goes on: show its latest moment"))
        self.practise_button.setText(self.tr("Practise from here"))
        self.practise_button.setToolTip(self.tr(
            "An offline game against the engine from this position, score and cube"))
        self._retranslate_title()
        if self.timeline is not None:
            for n, row in enumerate(self.timeline.rows[:self.moves.count()]):
                self.moves.item(n).setText(row.words())
            if self.timeline.count():
                self._show_state()

    def _retranslate_title(self) -> None:
        record = self.record
        if record is None:
            self.setWindowTitle(self.tr("Review"))
            self.caption.setText("")
            return
        info = record.info
        names = [isolate(name) or self.tr("Player {0}").format(side + 1) for side, name in enumerate(info.players)]
        length = self.tr("%n point match", "", info.length) if info.length else self.tr("money play")
        where = {OFFLINE: self.tr("offline practice"), FIBS: "FIBS", BGAMMON: "bgammon.org"}.get(info.server, "")
        caption = self.tr("{0} against {1}: {2}, {3}").format(names[0], names[1], length, where)
        when = QDateTime.fromString(info.started, Qt.DateFormat.ISODate)
        if when.isValid():
            caption += ", " + QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)
        if self.live:
            caption += " · " + self.tr("live")
        self.setWindowTitle(self.tr("Review: {0} against {1}").format(names[0], names[1]))
        self.caption.setText(caption)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


#: The kinds of match file the review opens besides bgammon.org's ``.match``: fibsgui's own
#: records, the ``.mat`` match text and gnubg's SGF.
RECORD_SUFFIXES = (".jsonl", ".mat", ".txt", ".sgf")


def read_match_file(path: str) -> tuple[MatchRecord | None, list[str], str]:
    """Read a record (``.jsonl``), a ``.mat`` or an SGF file: ``(record, problems, "")``, or
    ``(None, problems, reason)`` with the reason in words when there is nothing to show (a file
    larger than any match is refused before it is read)."""
    import os
    import stat
    from pathlib import Path

    from fibsgui.records import journal, matfile, sgf

    suffix = os.path.splitext(path)[1].lower()
    if suffix == ".jsonl":
        result = journal.load(Path(path))
        problems = []
        if result.skipped:
            problems.append(f"{result.skipped} damaged lines left out")
        if result.cut:
            problems.append("the last line was cut short")
        if result.record is None:
            return None, problems, result.problem or "no match in it"
        return result.record, problems, ""
    limit = sgf.MAX_SIZE if suffix == ".sgf" else matfile.MAX_SIZE
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None, [], "not a file"
        with open(path, "rb") as handle:
            if os.fstat(handle.fileno()).st_size > limit:
                return None, [], "too large"
            data = handle.read(limit + 1)
    except OSError as exc:
        return None, [], exc.strerror or str(exc)
    result = sgf.read_sgf(data) if suffix == ".sgf" else matfile.read_mat(data)
    if result.record is None or not result.record.games:
        return None, list(result.problems), "no match in it"
    return result.record, list(result.problems), ""
