"""A player's match history on bgammon.org, and the replays of its games.

:class:`MatchHistory` holds the window's "Match history…" action (shown only when the server in
use offers a history) and "Open replay file…"; it asks the server through the link
(``history <name> [page]``, ``replay <id>``), shows the answers (:class:`HistoryDialog`, and a
:class:`fibsgui.ui.replay.ReplayViewer` per match) and opens saved ``.match`` files.

bgammon.org takes the player out of the match they are in when they ask for a history or a
replay: during a match in progress the player is told so and asked first, and nothing is sent
without their consent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fibsgui.nettext import isolate
from fibsgui.ui.dates import date_time_words
from fibsgui.ui.screenfit import keep_on_screen

if TYPE_CHECKING:
    from fibsgui.bgammon.events import History, Replay
    from fibsgui.ui.mainwindow import MainWindow
    from fibsgui.ui.replay import ReplayViewer
    from fibsgui.ui.review import ReviewWindow

#: The columns of the history's table.
COL_DATE, COL_POINTS, COL_OPPONENT, COL_RESULT = range(4)
#: Timestamps shown as dates (later ones are not a date this century can show; shown as "—").
_LAST_TIMESTAMP = 2**37


def _rating_titles() -> dict[str, str]:
    """The words for the rating kinds bgammon.org names (translated under the dialog's context)."""
    return {
        "CasualBackgammonSingle": QCoreApplication.translate("HistoryDialog", "Backgammon, 1 point"),
        "CasualBackgammonMulti": QCoreApplication.translate("HistoryDialog", "Backgammon, longer matches"),
        "CasualAceyDeuceySingle": QCoreApplication.translate("HistoryDialog", "Acey-deucey, 1 point"),
        "CasualAceyDeuceyMulti": QCoreApplication.translate("HistoryDialog", "Acey-deucey, longer matches"),
        "CasualTabulaSingle": QCoreApplication.translate("HistoryDialog", "Tabula, 1 point"),
        "CasualTabulaMulti": QCoreApplication.translate("HistoryDialog", "Tabula, longer matches"),
    }


class HistoryDialog(QDialog):
    """A page of a player's matches, the player's ratings, and a replay of a match asked for."""

    history_requested = Signal(str, int)  # (name, page)
    replay_requested = Signal(int)  # a game's id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("HistoryDialog")
        self.history: History | None = None
        self.asked = ""  # the name asked for last
        self.name_label = QLabel(self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("history-name")
        self.name_edit.setMaxLength(40)
        self.name_edit.returnPressed.connect(lambda: self.ask(1))
        self.show_button = QPushButton(self)
        self.show_button.setObjectName("history-show")
        self.show_button.setAutoDefault(False)
        self.show_button.clicked.connect(lambda: self.ask(1))
        self.ratings = QLabel(self)
        self.ratings.setObjectName("history-ratings")
        self.ratings.setTextFormat(Qt.TextFormat.PlainText)
        self.ratings.setWordWrap(True)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("history-table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(COL_OPPONENT, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.cellDoubleClicked.connect(lambda row, column: self.replay_selected())
        self.page_label = QLabel(self)
        self.page_label.setObjectName("history-page")
        self.status = QLabel(self)
        self.status.setObjectName("history-status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.previous_button = QPushButton(self)
        self.previous_button.setObjectName("history-previous")
        self.previous_button.setAutoDefault(False)
        self.previous_button.clicked.connect(lambda: self.ask(self._page() - 1))
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("history-next")
        self.next_button.setAutoDefault(False)
        self.next_button.clicked.connect(lambda: self.ask(self._page() + 1))
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("history-replay")
        self.replay_button.setAutoDefault(False)
        self.replay_button.clicked.connect(self.replay_selected)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.close)
        # no default button: Enter in the name asks for the history (and must not also close)
        close.button(QDialogButtonBox.StandardButton.Close).setAutoDefault(False)

        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit, 1)
        name_row.addWidget(self.show_button)
        pages = QHBoxLayout()
        pages.addWidget(self.previous_button)
        pages.addWidget(self.page_label)
        pages.addWidget(self.next_button)
        pages.addStretch(1)
        pages.addWidget(self.replay_button)
        layout = QVBoxLayout(self)
        layout.addLayout(name_row)
        layout.addWidget(self.ratings)
        layout.addWidget(self.table, 1)
        layout.addLayout(pages)
        layout.addWidget(self.status)
        layout.addWidget(close)
        self.resize(620, 520)
        self.retranslate()
        self._update_buttons()

    def _page(self) -> int:
        return self.history.page if self.history is not None else 1

    def ask(self, page: int) -> None:
        name = self.name_edit.text().strip()
        if not name:
            self.status.setText(self.tr("Type the name of a player."))
            return
        if self.history is not None and name != self.asked:
            page = 1  # another player: from their first page
        self.asked = name
        self.history_requested.emit(name, max(1, page))

    def waiting(self) -> None:
        """The question has gone out."""
        self.status.setText(self.tr("Asking the server for {0}'s matches…").format(isolate(self.asked)))

    def replay_selected(self) -> None:
        row = self.table.currentRow()
        if self.history is None or not 0 <= row < len(self.history.matches):
            return
        self.replay_requested.emit(self.history.matches[row].id)

    def show_history(self, history: History) -> None:
        """Show a ``history`` answer: its page of matches and the ratings."""
        self.history = history
        if history.player and history.player != self.name_edit.text().strip():
            self.name_edit.setText(history.player)
        if history.player:
            self.asked = history.player
        self.table.setRowCount(0)
        self.table.setRowCount(len(history.matches))
        for row, match in enumerate(history.matches):
            cells = {
                COL_DATE: self._date(match.timestamp),
                COL_POINTS: str(match.points),
                COL_OPPONENT: match.opponent,
                COL_RESULT: {1: self.tr("Won"), 2: self.tr("Lost")}.get(match.winner, "—"),
            }
            for column, text in cells.items():
                item = QTableWidgetItem(text)
                if column == COL_POINTS:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self.status.setText("" if history.matches else self.tr("No matches on this page."))
        self.retranslate()
        self._update_buttons()

    @staticmethod
    def _date(timestamp: int) -> str:
        if not 0 < timestamp < _LAST_TIMESTAMP:
            return "—"
        return date_time_words(QDateTime.fromSecsSinceEpoch(timestamp))

    def _update_buttons(self) -> None:
        history = self.history
        self.previous_button.setEnabled(history is not None and history.page > 1)
        self.next_button.setEnabled(history is not None and history.page < history.pages)
        self.replay_button.setEnabled(history is not None and 0 <= self.table.currentRow() < len(history.matches))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Match history"))
        self.name_label.setText(self.tr("Player:"))
        self.show_button.setText(self.tr("Show"))
        self.previous_button.setText(self.tr("Previous page"))
        self.next_button.setText(self.tr("Next page"))
        self.replay_button.setText(self.tr("Replay"))
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Points"), self.tr("Opponent"),
                                              self.tr("Result")])
        history = self.history
        if history is None:
            self.page_label.setText("")
            self.ratings.setText("")
            return
        self.page_label.setText(self.tr("Page {0} of {1}").format(history.page, max(history.pages, history.page)))
        titles = _rating_titles()
        ratings = [self.tr("{0}: {1}").format(titles.get(name, name), value) for name, value in history.ratings]
        self.ratings.setText(self.tr("Ratings of {0}: {1}").format(isolate(history.player or self.asked),
                                                                   "; ".join(ratings)) if ratings else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.history is not None:
                self.show_history(self.history)
        super().changeEvent(event)


class MatchHistory(QObject):
    """The window's match history and replays (see the module's text)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: HistoryDialog | None = None
        self.viewers: list[ReviewWindow] = []  # review windows open (bgammon.org replays and others)
        self.question: QMessageBox | None = None  # the question asked during a match, if open
        self.warning: QMessageBox | None = None  # why a file could not be opened, if shown
        self.history_action = QAction(window)
        self.history_action.setObjectName("action-history")
        self.history_action.triggered.connect(self.show_dialog)
        self.open_action = QAction(window)
        self.open_action.setObjectName("action-open-replay")
        self.open_action.triggered.connect(self.open_file_dialog)
        self.history_action.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.history_action.setText(self.tr("Match &history…"))
        self.history_action.setToolTip(self.tr("A player's matches on the server, and their replays"))
        self.open_action.setText(self.tr("&Open match file…"))
        self.open_action.setToolTip(self.tr("A match in review: GNU Backgammon's .mat or SGF, a bgammon.org replay"))

    def update(self, features: frozenset[str], logged_in: bool) -> None:
        """Offer the history where the server has one (and ``replay`` with it)."""
        self.history_action.setVisible("history" in features)
        self.history_action.setEnabled("history" in features and logged_in)
        if self.dialog is not None:
            self.dialog.show_button.setEnabled(self.history_action.isEnabled())
            self.dialog.replay_button.setVisible("replay" in features)

    @property
    def link(self) -> Any:
        return self.window.link

    # -- the history ------------------------------------------------------------------------------
    def show_dialog(self) -> HistoryDialog:
        """The history dialog with the player's own name in it, to show or change."""
        dialog = self._dialog()
        if not dialog.name_edit.text():
            dialog.name_edit.setText(self.link.me or "")
        dialog.show()
        dialog.raise_()
        dialog.name_edit.setFocus()
        dialog.name_edit.selectAll()
        return dialog

    def _dialog_gone(self, *_args) -> None:
        self.dialog = None

    def _dialog(self) -> HistoryDialog:
        if self.dialog is None:
            self.dialog = HistoryDialog(self.window)
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # closed, it goes; made again
            self.dialog.destroyed.connect(self._dialog_gone)
            self.dialog.history_requested.connect(self.ask_history)
            self.dialog.replay_requested.connect(self.ask_replay)
            self.dialog.replay_button.setVisible("replay" in self.link.features)
        return self.dialog

    def ask_history(self, name: str, page: int = 1) -> None:
        def send() -> None:
            self.link.history(name, page if page > 1 else None)
            if self.dialog is not None:
                self.dialog.waiting()
        self._with_consent(send)

    def ask_replay(self, game_id: int) -> None:
        def send() -> None:
            self.link.replay(game_id)
            if self.dialog is not None:
                self.dialog.status.setText(self.tr("Asking the server for the replay…"))
        self._with_consent(send)

    def _with_consent(self, send: Callable[[], None]) -> None:
        """Send now, or, during a match, once the player agrees to leave it."""
        if not self.link.playing:
            send()
            return
        if self.question is not None:
            self.question.close()
        opponent = self.link.opponent
        text = (self.tr("The server takes you out of your match against {0} when you ask for a "
                        "history or a replay. Leave the match and ask?").format(isolate(opponent))
                if opponent else
                self.tr("The server takes you out of your match when you ask for a history or a "
                        "replay. Leave the match and ask?"))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Leave the match?"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.dialog if self.dialog is not None and self.dialog.isVisible() else self.window)
        box.setObjectName("history-consent")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setTextFormat(Qt.TextFormat.PlainText)

        def answered(result: int) -> None:
            self.question = None
            clicked = box.clickedButton()
            if clicked is not None and box.standardButton(clicked) == QMessageBox.StandardButton.Yes:
                send()
            box.deleteLater()
        box.finished.connect(answered)
        self.question = box
        box.open()

    def show_history(self, history: History) -> None:
        """The server's ``history`` answer."""
        self._dialog().show_history(history)
        if not self.dialog.isVisible():
            self.dialog.show()

    # -- replays ----------------------------------------------------------------------------------
    def show_replay(self, replay: Replay) -> ReplayViewer | None:
        """The server's ``replay`` answer: shown in the viewer of its match (made if needed)."""
        from fibsgui.bgammon.replay import MAX_SIZE, parse_game

        if not replay.content.strip():
            self._say(self.tr("The server has no replay of that game."))
            return None
        if len(replay.content) > MAX_SIZE:
            self._say(self.tr("The replay is too large to show."))
            return None
        game = parse_game(replay.content)
        viewer = next((v for v in self.viewers if hasattr(v, "accepts") and v.accepts(game)), None) or self._viewer()
        viewer.add_game(game)
        self._raise(viewer)
        if self.dialog is not None:
            self.dialog.status.setText("")
        return viewer

    def _viewer(self) -> ReplayViewer:
        from fibsgui.ui.replay import ReplayViewer

        viewer = ReplayViewer(self.window.settings, self.window)
        viewer.open_requested.connect(self.open_file_dialog)
        self._keep(viewer)
        return viewer

    def _keep(self, viewer: ReviewWindow) -> None:
        """A review window made: kept while it lives, practice from it goes to the window."""
        viewer.practise_requested.connect(lambda frame, side, v=viewer: self.window.practise_from_review(v, frame, side))
        refusal = getattr(self.window, "analysis_refusal", None)
        if callable(refusal):
            viewer.analysis_guard = refusal  # fair play: not the match the player is playing
            viewer.refresh_analysis_actions()
        viewer.destroyed.connect(lambda: self.viewers.remove(viewer) if viewer in self.viewers else None)
        self.viewers.append(viewer)

    @staticmethod
    def _raise(viewer: QWidget) -> None:
        viewer.show()
        viewer.raise_()
        viewer.activateWindow()

    def _say(self, text: str) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.status.setText(text)
        else:
            self.window.statusBar().showMessage(text, 8000)

    def open_file_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open a match file"), "",
            self.tr("Match files (*.mat *.sgf *.match *.jsonl *.txt);;GNU Backgammon's match text (*.mat *.txt);;"
                    "GNU Backgammon's SGF (*.sgf);;bgammon.org replays (*.match);;fibsgui's records (*.jsonl);;"
                    "All files (*)"))
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> ReviewWindow | None:
        """Show a saved match in a review window of its own: bgammon.org's ``.match``, GNU
        Backgammon's ``.mat`` and SGF, fibsgui's records; a file that cannot be read is said in
        words."""
        import os

        from fibsgui.bgammon.replay import MAX_SIZE
        from fibsgui.ui.replay import read_replay_file
        from fibsgui.ui.review import RECORD_SUFFIXES

        if os.path.splitext(path)[1].lower() in RECORD_SUFFIXES:
            return self.open_record(path)

        match, error = read_replay_file(path)
        name = os.path.basename(path)
        if match is None:
            if error == "too large":
                error = self.tr("it is larger than {0} MB, more than any replay").format(MAX_SIZE // (1024 * 1024))
            elif error == "not a file":
                error = self.tr("it is not a file")
            self._warn(self.tr("{0} cannot be opened: {1}").format(name, error))
            return None
        if not match.games:
            self._warn(self.tr("{0} holds no game of bgammon.org.").format(name))
            return None
        viewer = self._viewer()
        viewer.set_match(match, path)
        self._raise(viewer)
        return viewer

    def open_record(self, path: str) -> ReviewWindow | None:
        """Show a record, ``.mat`` or SGF file in a review window (see :meth:`open_file`)."""
        import os

        from fibsgui.ui.review import ReviewWindow, read_match_file

        record, problems, error = read_match_file(path)
        name = os.path.basename(path)
        if record is None:
            words = {"too large": self.tr("it is larger than any match"), "not a file": self.tr("it is not a file"),
                     "no match in it": self.tr("no match could be read from it")}.get(error, error)
            self._warn(self.tr("{0} cannot be opened: {1}").format(name, words))
            return None
        viewer = ReviewWindow(self.window.settings, self.window)
        viewer.set_record(record, problems, path=path)
        self._keep(viewer)
        self._raise(viewer)
        return viewer

    def follow(self, record: Any) -> ReviewWindow:
        """A review window following ``record``, a match going on (the window's
        :meth:`ReviewWindow.record_changed` as it grows)."""
        from fibsgui.ui.review import ReviewWindow

        viewer = ReviewWindow(self.window.settings, self.window)
        viewer.follow(record)
        self._keep(viewer)
        self._raise(viewer)
        return viewer

    def refresh_analysis(self) -> None:
        """A match on a server began or ended: each review window offers its analysis or says
        why not."""
        for viewer in self.viewers:
            refresh = getattr(viewer, "refresh_analysis_actions", None)
            if callable(refresh):
                refresh()

    def _warn(self, text: str) -> None:
        """Say why a file was not opened (once, in a box the player closes)."""
        if self.warning is not None:
            self.warning.close()
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Open a replay"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("replay-open-problem")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda: setattr(self, "warning", None) if self.warning is box else None)
        self.warning = box
        box.open()
