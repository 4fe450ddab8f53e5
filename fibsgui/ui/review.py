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

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QDateTime, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QToolButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fibsgui.config import Settings
from fibsgui.models.game import GameSnapshot
from fibsgui.models.review import RecordTimeline, ReviewController, you_side
from fibsgui.nettext import isolate
from fibsgui.records.model import FIBS, BGAMMON, OFFLINE, ActionKind, MatchRecord
from fibsgui.ui.analysis import MARK_COLOURS, AnalysisGraph, AnalysisSummary, marks_text
from fibsgui.ui.board import BoardWidget
from fibsgui.ui.dates import date_time_words
from fibsgui.ui.hints import PLAY, HintTable
from fibsgui.ui.screenfit import keep_on_screen


class ReviewWindow(QWidget):
    """A match reviewed on the board (see the module's text)."""

    #: "Practise from here": the frame (a :class:`fibsgui.records.Frame`) and the side the
    #: player takes
    practise_requested = Signal(object, int)

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("ReviewWindow")
        # closed, it is gone with its board, record and analysis (kept, forty windows opened and
        # closed held some 280 MB); whoever keeps a list of windows drops it on ``destroyed``
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.timeline = None
        self.moment = -1
        #: asked whether a record may be analysed: "" if so, else why not in words (fair play:
        #: never the match the user is playing on a server)
        self.analysis_guard: Callable[[MatchRecord], str] | None = None
        self.analysis_path: Path | None = None  # where the record's analysis is kept
        self.saved = None  # the record's analysis (a fibsgui.records.analysisfile.SavedAnalysis)
        self.run = None  # the analysis going on (a fibsgui.models.analysis.AnalysisRun)
        self._by_action: dict[tuple[int, int], object] = {}  # (game, index) -> ActionAnalysis
        self._analysis_problem = ""  # why the analysis could not be read or saved, in words
        self._unreadable = False  # the file there could not be read: set aside before writing
        self._run_failed = ""
        self._details_row = -1
        self._was_guarded = False
        self._marked_rows = False  # the move list shows marks
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
        for label in (self.caption, self.state_label):  # long names and a small screen: more lines
            label.setWordWrap(True)
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
        self._make_analysis_widgets()
        right = QSplitter(Qt.Orientation.Vertical, self)
        right.addWidget(self.moves)
        right.addWidget(self.details)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        right.setChildrenCollapsible(False)
        self.side_splitter = right
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        # the side asks for the room of the alternatives' columns, but on a small screen it gives
        # way (their texts shortened): the window's minimum is the board's and a narrow side's
        side = self.alternatives.wanted_width() + 4
        right.setMinimumWidth(min(side, 200))
        splitter.setSizes([1180 - side, side])
        right.setSizes([300, 260])
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self.bottom = QHBoxLayout()
        self.bottom.addWidget(self.status, 1)
        self.bottom.addWidget(self.practise_button)
        # the analysis's graph below the board, a divider between them: on a small screen the
        # player chooses what is larger
        upper = QWidget(self)
        upper_layout = QVBoxLayout(upper)
        upper_layout.setContentsMargins(0, 0, 0, 0)
        upper_layout.addWidget(splitter, 1)
        upper_layout.addWidget(self.problems_label)
        upper_layout.addLayout(self.analysis_bar)
        body = self.body_splitter = QSplitter(Qt.Orientation.Vertical, self)
        body.addWidget(upper)
        body.addWidget(self.analysis_area)
        body.setStretchFactor(0, 3)
        body.setStretchFactor(1, 1)
        body.setChildrenCollapsible(False)
        self._body_by_user = False  # the user moved the divider above the graph: it stays there
        body.splitterMoved.connect(lambda *_args: setattr(self, "_body_by_user", True))
        # low enough, with the graph shown, for a screen of 1366x768 at 200 % (384 pixels high,
        # a title bar off): the board and the graph as small as they can be read, closer margins
        self.board.view.setMinimumHeight(90)
        self.graph.setMinimumHeight(50)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(self.top)
        layout.addWidget(self.state_label)
        layout.addWidget(body, 1)
        layout.addLayout(self.bottom)
        self.resize(1180, 760)
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

    def set_record(self, record: MatchRecord, problems: list[str] | tuple = (), path: str | None = None) -> None:
        """Show ``record`` from its start (``problems``: what reading its file found, in words;
        ``path``: its file, beside which its analysis is kept)."""
        self.live = False
        self.live_button.hide()
        self.set_timeline(RecordTimeline(record), problems, path=path)

    def follow(self, record: MatchRecord, path: str | None = None) -> None:
        """Show ``record``, a match going on, at its latest moment; :meth:`record_changed` when it
        grows, :meth:`stop_following` once it is over."""
        self.live = True
        self._at_live = True
        self.set_timeline(RecordTimeline(record), (), moment=max(0, record.frame_count() - 1), path=path)

    def set_timeline(self, timeline, problems: list[str] | tuple = (), moment: int = 0, path: str | None = None) -> None:
        self._stop_analysis()
        self.timeline = timeline
        self._load_analysis(path)
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
        for n, row in enumerate(self.timeline.rows[start:], start):
            item = QListWidgetItem(self._row_text(n))
            if row.header:
                item.setFont(bold)
            self._colour_row(n, item)
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
        self._analysis_shown()
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
        self.graph.set_current(moment)
        self._show_details(row)

    def _graph_clicked(self, moment: int) -> None:
        """A click on the graph goes where the move list's row of that moment goes: a dot (drawn
        after the play it marks) shows the same moment as the play's row, the roll to play."""
        if self.timeline is not None and self.timeline.rows:
            moment = self.timeline.rows[self.timeline.row_of(moment)].moment
        self.go_to(moment)

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

    # -- analysis ---------------------------------------------------------------------------------------
    def _make_analysis_widgets(self) -> None:
        self.analyse_match_button = QPushButton(self)
        self.analyse_match_button.setObjectName("review-analyse-match")
        self.analyse_match_button.clicked.connect(self.analyse_match)
        self.analyse_game_button = QPushButton(self)
        self.analyse_game_button.setObjectName("review-analyse-game")
        self.analyse_game_button.clicked.connect(self.analyse_game)
        self.plies_label = QLabel(self)
        self.plies_box = QComboBox(self)
        self.plies_box.setObjectName("review-plies")
        self.plies_box.addItems(["", "", ""])
        self.plies_label.setBuddy(self.plies_box)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("review-progress")
        self.progress.hide()
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("review-cancel")
        self.cancel_button.clicked.connect(self.cancel_analysis)
        self.cancel_button.hide()
        self.analysis_status = self._label("review-analysis-status")
        self.analysis_status.setWordWrap(True)
        bar = self.analysis_bar = QHBoxLayout()
        for widget in (self.analyse_match_button, self.analyse_game_button, self.plies_label, self.plies_box):
            bar.addWidget(widget)
        bar.addWidget(self.progress, 1)
        bar.addWidget(self.cancel_button)
        bar.addWidget(self.analysis_status, 2)

        self.details = QWidget(self)
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        self.decision_label = self._label("review-decision")
        self.decision_label.setWordWrap(True)
        self.decision_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.decision_label.setMinimumHeight(3 * self.decision_label.fontMetrics().lineSpacing() + 4)
        self.alternatives = HintTable(self, cubeful=True)
        self.alternatives.setObjectName("review-alternatives")
        self.alternatives.currentItemChanged.connect(self._alternative_selected)
        details.addWidget(self.decision_label)
        details.addWidget(self.alternatives, 1)
        self.legend = self._label("review-legend")
        self.legend.setWordWrap(True)
        details.addWidget(self.legend)

        self.analysis_area = QWidget(self)
        self.analysis_area.setObjectName("review-analysis")
        area = QHBoxLayout(self.analysis_area)
        area.setContentsMargins(0, 0, 0, 0)
        graph_column = QVBoxLayout()
        self.graph_caption = self._label("review-graph-caption")
        self.graph_caption.setWordWrap(True)
        self.graph = AnalysisGraph(self)
        self.graph.setObjectName("review-graph")
        self.graph.moment_clicked.connect(self._graph_clicked)
        graph_column.addWidget(self.graph_caption)
        graph_column.addWidget(self.graph, 1)
        area.addLayout(graph_column, 3)
        self.summary = AnalysisSummary(self)
        self.summary.setObjectName("review-summary")
        area.addWidget(self.summary, 1)
        self.analysis_area.hide()

    @property
    def plies(self) -> int:
        return max(0, self.plies_box.currentIndex())

    def _load_analysis(self, path: str | None) -> None:
        """Read the record's analysis kept beside it (nothing analysed again)."""
        from fibsgui.records.analysisfile import AnalysisFileError, analysis_file_for, read, usable

        self.saved = None
        self._analysis_problem = ""
        self._unreadable = False
        self._run_failed = ""
        record = self.record
        self.analysis_path = analysis_file_for(record, path) if record is not None else None
        if self.analysis_path is not None:
            try:
                saved = read(self.analysis_path)
            except AnalysisFileError as exc:
                self._unreadable = True
                self._analysis_problem = self.tr("The analysis kept in {0} cannot be read ({1}); analysing again "
                                                 "keeps that file aside.").format(self.analysis_path.name, exc)
            else:
                self.saved = usable(saved, record) if saved is not None else None
        self._analysis_shown()

    def _analysis_shown(self) -> None:
        """Show the analysis as it now is: marks in the move list, the graph, totals, words."""
        record = self.record
        saved = self.saved
        self._was_guarded = bool(self._guarded())
        if self._was_guarded:
            saved = None  # fair play: nothing of the engine's shown while the player plays this match
        self._by_action = {(a.game, a.index): a for a in saved.actions} if saved is not None else {}
        has = record is not None and saved is not None and bool(saved.actions)
        self.analysis_area.setVisible(has)
        self.details.setVisible(has)
        self._share_body()
        if has:
            count = record.frame_count()
            values: list = [None] * count
            marks, luck = {}, {}
            for game, kept in saved.games.items():
                if game >= len(record.games):
                    continue
                start = record.moment(game, 0)
                for i, chance in enumerate(kept.chances[:len(record.games[game].actions) + 1]):
                    values[start + i] = chance
            for a in saved.actions:
                if a.game >= len(record.games) or a.index >= len(record.games[a.game].actions):
                    continue
                moment = record.moment(a.game, a.index + 1)
                if a.mark:
                    marks[moment] = max(a.mark, marks.get(moment, a.mark))
                if a.luck is not None and a.luck.mark:
                    luck[moment] = a.luck.mark
            self.graph.set_data(values, marks, luck, [record.moment(g, 0) for g in range(len(record.games))])
            self.graph.set_current(self.moment)
            self.summary.show_players(self._names(), saved.analysis().players)
        if self._by_action or self._marked_rows:  # rows to mark, or marks to take away
            for n in range(min(self.moves.count(), len(self.timeline.rows) if self.timeline is not None else 0)):
                item = self.moves.item(n)
                item.setText(self._row_text(n))
                self._colour_row(n, item)
        self._marked_rows = bool(self._by_action)
        self._details_row = -1
        if self.timeline is not None and self.moment >= 0:
            self._show_details(self.timeline.row_of(self.moment))
        self.refresh_analysis_actions()

    def _names(self) -> tuple[str, str]:
        record = self.record
        players = record.info.players if record is not None else ("", "")
        names = [isolate(players[0]) or self.tr("Player {0}").format(1),
                 isolate(players[1]) or self.tr("Player {0}").format(2)]
        you = self._you()
        if you is not None:
            names[you] = self.tr("You")
        return names[0], names[1]

    def _you(self) -> int | None:
        """The side called "You" in this match's words (the player of a practice match), None
        when neither is (a match watched, imported or replayed)."""
        return you_side(self.record.info) if self.record is not None else None

    # -- the move list's marks ----------------------------------------------------------------------
    def _row_analyses(self, n: int) -> list:
        """The analysed actions of row ``n`` of the move list (a roll and its play, a cube action)."""
        timeline = self.timeline
        if not self._by_action or self.record is None or n >= len(timeline.rows):
            return []
        row = timeline.rows[n]
        if row.header:
            return []
        start = timeline.game_start(row.game)
        following = timeline.rows[n + 1] if n + 1 < len(timeline.rows) else None
        end = (following.moment if following is not None and following.game == row.game
               else start + len(self.record.games[row.game].actions) + 1)
        found = []
        for moment in range(row.moment, end):
            result = self._by_action.get((row.game, moment - start - 1))
            if result is not None:
                found.append(result)
        return found

    def _row_marks(self, n: int):
        from fibsgui.engine.analysis import LuckMark, Mark

        found = self._row_analyses(n)
        mark = max((a.mark for a in found), default=Mark.NONE)
        luck = next((a.luck.mark for a in found if a.luck is not None), LuckMark.NONE)
        return mark, luck

    def _row_text(self, n: int) -> str:
        words = self.timeline.rows[n].words()
        marks = marks_text(*self._row_marks(n)) if self._by_action else ""
        return f"{words}  {marks}" if marks else words

    def _colour_row(self, n: int, item: QListWidgetItem) -> None:
        mark, _luck = self._row_marks(n) if self._by_action else (0, 0)
        colour = MARK_COLOURS.get(mark)
        item.setForeground(QBrush(colour) if colour is not None else QBrush())

    # -- the decision of the row shown ----------------------------------------------------------------
    def _show_details(self, n: int) -> None:
        from fibsgui.engine.analysis import Mark

        if n == self._details_row:
            return
        self._details_row = n
        self.board.scene.show_preview(None)
        self.alternatives.blockSignals(True)
        self.alternatives.clear()
        self.alternatives.blockSignals(False)
        found = self._row_analyses(n) if self.timeline is not None else []
        if not found:
            self.decision_label.setText(self.tr("No analysis of this action.") if self._by_action else "")
            return
        names = self._names()
        lines = []
        checker = next((a.checker for a in found if a.checker is not None), None)
        cubes = [a for a in found if a.cube is not None]
        luck = next((a.luck for a in found if a.luck is not None), None)
        if checker is not None:
            lines.append(self._checker_words(names[checker.side], checker))
        for a in cubes:
            if a.cube.counted or a.cube.loss > 0.0005 or a.cube.kind.value != "no double":
                lines.append(self._cube_words(names, a.cube))  # a roll far from a double says nothing
        if luck is not None:
            lines.append(self._luck_words(names[luck.side], luck, luck.side == self._you()))
        self.decision_label.setText("\n".join(lines))
        cube = max(cubes, key=lambda a: a.cube.mark, default=None)
        show_cube = cube is not None and (checker is None or (cube.cube.mark > Mark.NONE and cube.cube.mark >= checker.mark))
        if show_cube:
            self._show_cube(cube.cube)
        elif checker is not None:
            self._show_checker(checker)

    def _mark_words(self, mark) -> str:
        from fibsgui.engine.analysis import Mark

        return {Mark.DOUBTFUL: self.tr("doubtful (?!)"), Mark.BAD: self.tr("an error (?)"),
                Mark.VERY_BAD: self.tr("a blunder (??)")}.get(mark, "")

    def _checker_words(self, name: str, checker) -> str:
        play = checker.play.gnubg() or self.tr("no move")
        if checker.forced:
            return self.tr("{0} {1}-{2}: {3}, the only play").format(name, checker.dice[0], checker.dice[1], play)
        dice = checker.dice
        if checker.loss < 0.0005:
            text = self.tr("{0} {1}-{2}: {3}, the best play of {4}").format(name, dice[0], dice[1], play, checker.legal)
        else:
            text = self.tr("{0} {1}-{2}: {3}, ranked {4} of {5}, loses {6:.3f}").format(
                name, dice[0], dice[1], play, checker.rank, checker.legal, checker.loss)
        if checker.mark:
            text += " · " + self._mark_words(checker.mark)
        return text

    def _cube_words(self, names: tuple[str, str], cube) -> str:
        from fibsgui.engine.analysis import CubeKind

        name = names[cube.side]
        if cube.side == self._you():
            text = {CubeKind.NO_DOUBLE: self.tr("You do not double"), CubeKind.DOUBLE: self.tr("You double"),
                    CubeKind.TAKE: self.tr("You take"), CubeKind.BEAVER: self.tr("You beaver"),
                    CubeKind.DROP: self.tr("You drop")}[cube.kind]
        else:
            text = {CubeKind.NO_DOUBLE: self.tr("{0} does not double"), CubeKind.DOUBLE: self.tr("{0} doubles"),
                    CubeKind.TAKE: self.tr("{0} takes"), CubeKind.BEAVER: self.tr("{0} beavers"),
                    CubeKind.DROP: self.tr("{0} drops")}[cube.kind].format(name)
        if cube.loss > 0.0005:
            text += " · " + self.tr("loses {0:.3f}").format(cube.loss)
        if cube.mark:
            text += " · " + self._mark_words(cube.mark)
        return text

    def _luck_words(self, name: str, luck, yours: bool = False) -> str:
        from fibsgui.engine.analysis import LuckMark

        words = {LuckMark.VERY_LUCKY: self.tr("very lucky"), LuckMark.LUCKY: self.tr("lucky"),
                 LuckMark.UNLUCKY: self.tr("unlucky"), LuckMark.VERY_UNLUCKY: self.tr("very unlucky")}.get(luck.mark)
        value = f"{luck.luck:+.3f}".replace("-", "\u2212")
        if yours:
            if words:
                return self.tr("Luck of your roll: {0} ({1})").format(value, words)
            return self.tr("Luck of your roll: {0}").format(value)
        if words:
            return self.tr("Luck of {0}'s roll: {1} ({2})").format(name, value, words)
        return self.tr("Luck of {0}'s roll: {1}").format(name, value)

    def _show_checker(self, checker) -> None:
        from fibsgui.engine.base import RankedPlay

        rows = [RankedPlay(a.play, a.equity, checker.plies, a.chances) for a in checker.alternatives]
        if all(row.play != checker.play for row in rows):
            rows.append(RankedPlay(checker.play, checker.equity, checker.plies, None))
        self.alternatives.setProperty("side", checker.side)
        self.alternatives.show_plays(rows, marked=checker.play,
                                     missing_tip=self.tr("The play made: its chances are not kept"))

    def _show_cube(self, cube) -> None:
        from fibsgui.engine.analysis import CubeKind

        equities = cube.equities
        doubled = cube.kind in (CubeKind.TAKE, CubeKind.DROP, CubeKind.BEAVER)
        record = self.record
        redouble = False
        if record is not None and self.moment >= 0:
            frame = self.timeline.frame(self.moment)
            redouble = frame is not None and frame.match.cube_owner == equities.side
        marked = {CubeKind.NO_DOUBLE: "roll", CubeKind.DOUBLE: "double", CubeKind.TAKE: "take",
                  CubeKind.DROP: "drop", CubeKind.BEAVER: "beaver"}[cube.kind]
        verdict = self.alternatives.show_cube(equities, doubled, redouble, cube.kind == CubeKind.BEAVER, marked)
        self.decision_label.setText(self.decision_label.text() + "\n" + self.tr("Proper cube action: {0}").format(verdict))

    def _alternative_selected(self, item: QTreeWidgetItem | None, previous: QTreeWidgetItem | None = None) -> None:
        """Preview the play of the row chosen on the board, at the moment before it was made."""
        from fibsgui.bg import Play

        play = item.data(PLAY, Qt.ItemDataRole.UserRole) if item is not None else None
        if not isinstance(play, Play) or self.timeline is None or self._details_row < 0:
            self.board.scene.show_preview(None)
            return
        row = self.timeline.rows[self._details_row]
        if self.moment != row.moment:
            keep = self._details_row
            self.go_to(row.moment)
            self._details_row = keep
        self.board.scene.show_preview(play, self.alternatives.property("side"))

    # -- running an analysis --------------------------------------------------------------------------
    def analysis_refusal(self) -> str:
        """Why the match shown cannot be analysed now, in words; empty when it can."""
        from fibsgui.engine import engine_available

        record = self.record
        if record is None or not record.games:
            return self.tr("Only a match of backgammon kept as a record can be analysed.")
        if self.analysis_guard is not None:
            reason = self.analysis_guard(record)
            if reason:
                return reason
        if not engine_available():
            return self.tr("GNU Backgammon's engine is not installed: the analysis needs it.")
        return ""

    def _guarded(self) -> str:
        """The guard's refusal of the record shown (fair play), in words; empty if none."""
        record = self.record
        if record is None or self.analysis_guard is None:
            return ""
        return self.analysis_guard(record)

    def refresh_analysis_actions(self) -> None:
        """Offer the analysis or say why not (the player started or ended a match on a server):
        an analysis going on of a match the player now plays is stopped, and its analysis is not
        shown while that match goes on."""
        guarded = self._guarded()
        if bool(guarded) != self._was_guarded:
            self._analysis_shown()  # shows or hides the analysis, then comes back here
            return
        refusal = self.analysis_refusal()
        running = self.run is not None and self.run.running
        if guarded and running:
            self._stop_analysis()
            running = False
        for button in (self.analyse_match_button, self.analyse_game_button):
            button.setEnabled(not refusal and not running)
        self.plies_box.setEnabled(not running)
        self.analyse_match_button.setToolTip(refusal or self.tr("Analyse every game of the match with GNU Backgammon's engine"))
        self.analyse_game_button.setToolTip(refusal or self.tr("Analyse the game shown with GNU Backgammon's engine"))
        self._say_analysis()

    def analyse_match(self) -> bool:
        record = self.record
        return record is not None and self._start_analysis(list(range(len(record.games))))

    def analyse_game(self) -> bool:
        if self.record is None or self.timeline is None or not self.timeline.count():
            return False
        return self._start_analysis([self.timeline.game_of(max(0, self.moment))])

    def _start_analysis(self, games: list[int]) -> bool:
        from fibsgui.models.analysis import AnalysisRun

        if self.analysis_refusal() or (self.run is not None and self.run.running):
            return False
        self._run_failed = ""
        if self.run is not None:
            self.run.deleteLater()  # the one before, ended: its copy of the record goes
        run = self.run = AnalysisRun(self.record, games, self.plies, self)
        run.progress.connect(self._analysis_progress)
        run.game_done.connect(self._game_analysed)
        run.failed.connect(self._analysis_failed)
        run.finished.connect(self._analysis_finished)
        self.progress.setRange(0, run.total)
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.cancel_button.setEnabled(True)
        run.start()
        self.refresh_analysis_actions()
        return True

    def cancel_analysis(self) -> None:
        if self.run is not None and self.run.running:
            self.run.cancel()
            self.cancel_button.setEnabled(False)
            self._say_analysis()

    def _stop_analysis(self) -> None:
        """The window closes or shows another match: the analysis going on stops, unseen."""
        run = self.run
        if run is not None:
            run.cancel()
            for signal in (run.progress, run.game_done, run.failed, run.finished):
                signal.disconnect()
            run.deleteLater()
            self.run = None
        self.progress.hide()
        self.cancel_button.hide()

    def _analysis_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _game_analysed(self, fragment) -> None:
        self.saved = self.saved.merged(fragment) if self.saved is not None else fragment
        self._save_analysis()
        self._analysis_shown()

    def _analysis_failed(self, text: str) -> None:
        self._run_failed = text

    def _analysis_finished(self, complete: bool) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.refresh_analysis_actions()

    def _save_analysis(self) -> None:
        from fibsgui import safefile
        from fibsgui.records import analysisfile

        path = self.analysis_path
        if path is None or self.saved is None:
            return
        try:
            if self._unreadable and path.exists():
                safefile.set_aside(path)  # never written over: kept beside, under another name
            self._unreadable = False
            analysisfile.write(path, self.saved)
        except OSError as exc:
            if not self._analysis_problem:
                self._analysis_problem = self.tr("The analysis cannot be kept in {0} ({1}): it is shown until "
                                                 "this window closes.").format(path.parent, exc.strerror or exc)
        else:
            if self._analysis_problem and not self._unreadable:
                self._analysis_problem = ""

    def analysis_words(self) -> str:
        """What the analysis of the match shown is, in words: none, complete, partial and why,
        going on, stopped."""
        from fibsgui.records.analysisfile import coverage_of

        record = self.record
        if record is None:
            return ""
        guarded = self._guarded()
        if guarded:
            return guarded
        run = self.run
        if run is not None and run.running:
            if run.cancelled.is_set():
                return self.tr("Stopping the analysis…")
            games = run.games
            if len(games) == 1:
                return self.tr("Analysing game {0} at {1}-ply…").format(record.games[games[0]].number, run.plies)
            return self.tr("Analysing the match at {0}-ply…").format(run.plies)
        parts = []
        if self._run_failed:
            parts.append(self.tr("The analysis failed: {0}").format(self._run_failed))
        saved = self.saved
        coverage = coverage_of(saved, record)
        if saved is None or coverage.empty:
            parts.append(self.tr("Not analysed yet."))
        elif coverage.complete:
            plies = sorted({g.plies for g in saved.games.values()})
            cube = max(g.cube_plies for g in saved.games.values())
            parts.append(self.tr("Analysed at {0}-ply (cube decisions at {1}-ply).").format(
                "/".join(str(p) for p in plies), cube))
        else:
            def numbers(games) -> str:
                return ", ".join(str(record.games[g].number) for g in games)

            missing = coverage.missing + coverage.stale
            words = []
            if coverage.stopped:
                words.append(self.tr("stopped before the end of %n game(s): {0}", "",
                                     len(coverage.stopped)).format(numbers(coverage.stopped)))
            if coverage.grown:
                words.append(self.tr("moves were added since in %n game(s): {0}", "",
                                     len(coverage.grown)).format(numbers(coverage.grown)))
            if missing:
                words.append(self.tr("%n game(s) not analysed: {0}", "", len(missing)).format(numbers(missing)))
            parts.append(self.tr("Partial analysis: {0}. Analyse again to complete it.").format("; ".join(words)))
        if self._analysis_problem:
            parts.append(self._analysis_problem)
        return " ".join(parts)

    def _say_analysis(self) -> None:
        self.analysis_status.setText(self.analysis_words())

    def _retranslate_analysis(self) -> None:
        self.analyse_match_button.setText(self.tr("Analyse match"))
        self.analyse_game_button.setText(self.tr("Analyse this game"))
        self.plies_label.setText(self.tr("Look-ahead:"))
        for index, text in enumerate((self.tr("0-ply (fast)"), self.tr("1-ply"), self.tr("2-ply (slow)"))):
            self.plies_box.setItemText(index, text)
        self.plies_box.setToolTip(self.tr("How far GNU Backgammon looks ahead for each play: deeper is "
                                          "stronger and slower (cube decisions at least 1-ply)"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the analysis: what is done is kept"))
        if self._you() == 0:
            self.graph_caption.setText(self.tr("Your chance to win the game (above 50 %: you are ahead). Dots: "
                                               "?! doubtful, ? error, ?? blunder; triangles: luck. Click to go "
                                               "there."))
        else:
            self.graph_caption.setText(self.tr("{0}'s chance to win the game (above 50 %: {0} ahead). Dots: "
                                               "?! doubtful, ? error, ?? blunder; triangles: luck. Click to go "
                                               "there.").format(self._names()[0]))
        self.graph.setToolTip(self.tr("Click a moment to show it"))
        self.legend.setText(self.tr("Marks: ?! doubtful · ? error · ?? blunder · + lucky · ++ very lucky · "
                                    "\u2212 unlucky · \u2212\u2212 very unlucky"))
        self.alternatives.set_headers()
        self.alternatives.setToolTip(self.tr("Select a play to see it on the board"))
        if self.saved is not None and self.record is not None:
            self.summary.show_players(self._names(), self.saved.analysis().players)
        self._details_row = -1
        if self.timeline is not None and self.moment >= 0:
            self._show_details(self.timeline.row_of(self.moment))
        self.refresh_analysis_actions()

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
        if match.crawford:
            parts.append(self.tr("the Crawford game (no cube)"))
        else:
            owner = self.tr("centred") if match.cube_owner is None else names[match.cube_owner]
            parts.append(self.tr("cube {0} ({1})").format(match.cube, owner))
        if snapshot.dice:
            parts.append(self.tr("dice {0}").format("-".join(str(d) for d in snapshot.dice)))
        if snapshot.drawable and hasattr(snapshot.position, "pip_counts"):
            pips = snapshot.position.pip_counts()
            parts.append(self.tr("pips {0}–{1}").format(pips[0], pips[1]))
        if snapshot.game_result is not None and snapshot.game_result[0] == self._you():
            parts.append(self.tr("You win the game"))
        elif snapshot.game_result is not None:
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
        self._retranslate_analysis()
        if self.timeline is not None:
            for n in range(min(len(self.timeline.rows), self.moves.count())):
                self.moves.item(n).setText(self._row_text(n))
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
            caption += ", " + date_time_words(when)
        if self.live:
            caption += " · " + self.tr("live")
        self.setWindowTitle(self.tr("Review: {0} against {1}").format(names[0], names[1]))
        self.caption.setText(caption)

    def _share_body(self) -> None:
        """The graph's share of the height, until the user moves the divider: a third of it, at
        most 200 pixels (the board the rest)."""
        if self._body_by_user or not self.analysis_area.isVisibleTo(self):
            return
        total = sum(self.body_splitter.sizes())
        if total <= 0:
            return
        least = self.analysis_area.minimumSizeHint().height()
        graph = max(least, min(total // 3, 200))
        self.body_splitter.setSizes([total - graph, graph])

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._share_body()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._share_body()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_analysis()
        super().closeEvent(event)


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
