"""bgammon.org's replays in the review: the games of one match on a read-only board, moment by moment.

The viewer is the review window (:mod:`fibsgui.ui.review`) holding the games of one bgammon.org
match (a ``replay`` answer of the server adds one game; a ``.match`` file opened brings all of its
games). A backgammon match played by the rules is shown as a match record
(:mod:`fibsgui.records.bgammon`), with everything the review offers (practise from here, the
Position and Match IDs); acey-deucey, tabula and games whose moves cannot be played are shown from
their replay frames, with what could not be read or played. "Save as .match…" writes the games as
the server gave them (never over a file without asking, through a temporary file renamed into
place).

Every text of a replay comes from the network or a file: it is shown as plain text only.
"""

from __future__ import annotations

import os
import stat

from PySide6.QtCore import QDateTime, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QWidget

from fibsgui.bgammon.replay import MAX_SIZE, MatchFile, ReplayGame, parse_match, write_match
from fibsgui.config import Settings
from fibsgui.models.review import RecordTimeline, ReplayTimeline
from fibsgui.nettext import balanced, isolate
from fibsgui.records.bgammon import record_from_replays
from fibsgui.safefile import write_atomically
from fibsgui.ui.dates import date_time_words
from fibsgui.ui import exports
from fibsgui.ui.review import ReviewWindow

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
    went wrong, in words. The file gets the player's usual permissions (it is theirs to share)."""
    try:
        write_atomically(path, data, public=True)
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""


class ReplayViewer(ReviewWindow):
    """The review of a bgammon.org match: its games kept as the server gave them (for saving)."""

    #: a file name was chosen with "Open match file…": the owner opens it
    open_requested = Signal()

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        self.games: list[ReplayGame] = []
        self.file_problems: tuple = ()
        self.saved_path: str | None = None
        #: why the games are shown from their replay rather than as a match record ("" when they are)
        self.not_a_record = ""
        super().__init__(settings, parent)
        self.setObjectName("ReplayViewer")
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("replay-save")
        self.save_button.clicked.connect(self.save_as)
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("replay-open")
        self.open_button.clicked.connect(self.open_requested)
        self.bottom.addWidget(self.open_button)
        self.bottom.addWidget(self.save_button)
        self.retranslate()
        self._show_games()

    # -- what is shown --------------------------------------------------------------------------
    def add_game(self, game: ReplayGame) -> None:
        """Add a game of this match (in the order of its start) and show it (a game already here
        is shown again, not added twice)."""
        known = next((g for g in self.games if g.text == game.text), None)
        if known is None:
            self.games.append(game)
            self.games.sort(key=lambda g: g.info.timestamp if g.info is not None else 0)
            self._show_games()
        self.go_to(self.timeline.game_start(self.games.index(known or game)))

    def set_match(self, match: MatchFile, name: str = "") -> None:
        """Show the games of a ``.match`` file (``name``: where it came from)."""
        self.games = list(match.games)
        self.file_problems = match.problems
        self.saved_path = name or None
        self._show_games()

    def accepts(self, game: ReplayGame) -> bool:
        """Whether ``game`` belongs to the match shown here."""
        key = match_key(game)
        return key is not None and any(match_key(g) == key for g in self.games)

    def _show_games(self) -> None:
        """The games as a match record where the model holds them (backgammon played by the
        rules), else as their replay frames (acey-deucey, tabula, moves that cannot be played)."""
        record, self.not_a_record = record_from_replays(self.games)
        if record is not None:
            self.set_timeline(RecordTimeline(record))
        else:
            self.set_timeline(ReplayTimeline(self.games))
        self.save_button.setEnabled(bool(self.games))

    def _show_problems(self) -> None:
        if isinstance(self.timeline, RecordTimeline) or not hasattr(self, "games"):
            super()._show_problems()
            return
        problems = list(self.file_problems)
        for game, replay in zip(self.games, self.timeline.replays):
            problems += list(game.problems) + list(replay.problems)
        problems.sort(key=lambda p: p.line)
        if problems:
            lines = [balanced(str(p)) for p in problems[:5]]
            more = len(problems) - len(lines)
            text = self.tr("Lines of this replay that could not be read or played: {0}").format(len(problems))
            self.problems_label.setText("\n".join([text, *lines] + ([self.tr("…and {0} more").format(more)]
                                                                   if more > 0 else [])))
        self.problems_label.setVisible(bool(problems))

    def _retranslate_title(self) -> None:
        info = next((g.info for g in getattr(self, "games", ()) if g.info is not None), None)
        if info is None:
            self.setWindowTitle(self.tr("Replay"))
            self.caption.setText(self.tr("A game without its players' names") if getattr(self, "games", None) else "")
            return
        when = date_time_words(QDateTime.fromSecsSinceEpoch(min(max(info.timestamp, 0), 2**37)))
        variant = {1: self.tr("acey-deucey"), 2: self.tr("tabula")}.get(info.variant, self.tr("backgammon"))
        length = self.tr("%n point match", "", info.total) if info.total else self.tr("unlimited match")
        self.setWindowTitle(self.tr("Replay: {0} against {1}").format(isolate(info.player1), isolate(info.player2)))
        self.caption.setText(self.tr("{0} against {1}: {2}, {3}, {4}").format(
            isolate(info.player1), isolate(info.player2), variant, length, when))

    def retranslate(self) -> None:
        super().retranslate()
        if hasattr(self, "save_button"):
            self.save_button.setText(self.tr("Save as .match…"))
            self.open_button.setText(self.tr("Open match file…"))

    # -- saving ---------------------------------------------------------------------------------
    def match_bytes(self) -> bytes:
        """The games shown, as a ``.match`` file."""
        return write_match([game.text for game in self.games])

    def save_as(self) -> None:
        if not self.games:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the replay"), self.saved_path or exports.start_path(self._suggested_name()),
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
        exports.remember(path)
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
