"""Every match recorded as it happens: practice, and the matches played and watched on a server.

The records themselves (:mod:`fibsgui.records`) know no Qt; this is the glue that feeds them:

* :class:`RecordStore`: where the window's records and rating histories are kept (the data
  folder's ``records`` and ``ratings``), the records being written now, and a failure to write
  said once (:attr:`RecordStore.problem`);
* :class:`PracticeRecording`: the practice match, from the :class:`OfflineController`'s match
  events (:mod:`fibsgui.records.practice` puts them in record form). The record's id is kept with
  the practice match in its file, so that a match that comes back after a restart goes on with
  the same record;
* :class:`TableRecorder`: a match played or watched on a server, from what the server-neutral
  line gives: the board's :class:`~fibsgui.models.game.GameController` snapshots (the server's
  boards, never the player's play before the server took it) and the link's
  :class:`~fibsgui.models.server.ServerLink` (a match begins, players' ratings, the session's
  end). It works the same for FIBS and bgammon.org.

How a match on a server is recorded
    The recorder keeps the record's replay (:meth:`fibsgui.records.MatchRecord.frames`) and, for
    every snapshot the board gets, adds the actions that lead from the record's last frame to what
    the snapshot shows, checked by the rules: a roll (the dice appear for the side on roll), a
    move (the legal play of those dice whose result is the board shown: a play made step by step,
    as bgammon.org shows it, is recorded when it is complete), a double, a take, a drop, a
    resignation offered, accepted or rejected, and the end of a game (the server's result, or the
    score's change where the server shows the next game at once). A server may send no board after
    a game's last play (BaldLies): the board's controller then shows the play sent or told in words
    ("bob moves 6-off 5-off .") as the server's once its words end the game, and the end is
    recorded from them. A roll without a legal move is recorded from the server's words ("You roll
    2 and 6.") with its empty play, whether or not a board shows its dice; dice are compared as a
    roll, in any order (BaldLies lists the opening roll's white die first). A watched match starts at the
    board shown when watching began. What cannot be explained (a board missed while the connection
    was down, a match resumed on the server) ends the game's record as ``unfinished`` and goes on
    with a game that starts from the board shown, with the same number: nothing recorded is lost
    and nothing is made up. The ratings and experience of both players are taken when the record
    starts and again when the server tells them after the match (the rating after).

    A match left and resumed later (FIBS keeps it on the server) goes on with its record: the one
    open still in this run, or after a restart the latest unfinished record between the same
    players on the same server (:meth:`fibsgui.records.journal.RecordLibrary.unfinished`).

    bgammon.org's acey-deucey and tabula have other rules than backgammon's, and the record's
    replay knows only backgammon: their records hold the match's information (players, length,
    ratings, dates, winner and final score) without its games.

Each action is one line written and ``fsync``-ed (:class:`fibsgui.records.journal.RecordJournal`):
nothing in the game waits on the disk longer than that.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from fibsgui.bg import BackgammonError, GameState, Position
from fibsgui.records import journal as journals
from fibsgui.records.journal import RecordJournal, RecordLibrary
from fibsgui.records.model import (
    BGAMMON,
    ENDINGS,
    FIBS,
    MAX_LENGTH,
    PLAYED,
    WATCHED,
    Action,
    ActionKind,
    MatchInfo,
    RecordError,
    utc_now,
)
from fibsgui.records.practice import PracticeRecorder, practice_info
from fibsgui.records.ratings import RatingHistory, RatingPoint

log = logging.getLogger(__name__)

#: The record's server for each of the window's servers (fibsgui.ui.servers' kinds).
SERVER_OF_KIND = {"fibs": FIBS, "bgammon": BGAMMON}


class RecordStore(QObject):
    """The window's records and rating histories, and the records being written now."""

    #: A record ("records") or a rating ("ratings") could not be written: (kind, folder, reason
    #: in words). Said once a run for each kind.
    problem = Signal(str, str, str)
    #: A record was made, or its information changed (a match ended): the library shows it.
    changed = Signal()

    def __init__(self, folder: Path | None = None, ratings_folder: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder) if folder is not None else journals.records_dir()
        self.library = RecordLibrary(self.folder)
        self.ratings = RatingHistory(ratings_folder if ratings_folder is not None else self.folder.parent / "ratings",
                                     on_problem=lambda path, error: self._problem(path, error, "ratings"))
        self._told: set[str] = set()
        self._open: dict[str, RecordJournal] = {}

    # -- records -----------------------------------------------------------------------------
    def create(self, info: MatchInfo) -> RecordJournal:
        journal = RecordJournal.create(info, self.folder, on_problem=self._problem)
        self._open[info.id] = journal
        self.changed.emit()
        return journal

    def resume(self, record_id: str) -> RecordJournal | None:
        """Go on with the record ``record_id`` (``None`` when it is not there or cannot be read)."""
        journal, result = RecordJournal.resume(self.library.path_of(record_id), on_problem=self._problem)
        if journal is None:
            log.info("record %s cannot be continued: %s", record_id, result.problem)
            return None
        self._open[record_id] = journal
        return journal

    def close(self, journal: RecordJournal | None) -> None:
        """Close the record of a match left or ended; one in which nothing happened (no action
        but the opening roll) is not kept (:meth:`RecordJournal.discard`)."""
        if journal is None:
            return
        journal.discard()
        self._open.pop(journal.record.info.id, None)
        self.changed.emit()

    def writing(self, record_id: str) -> bool:
        """Whether the record ``record_id`` is being written now (a match going on)."""
        return record_id in self._open

    def info_changed(self) -> None:
        self.changed.emit()

    # -- failures ----------------------------------------------------------------------------
    def _problem(self, path: Path, error: OSError, kind: str = "records") -> None:
        log.warning("cannot write %s: %s", path, error)
        if kind in self._told:
            return
        self._told.add(kind)
        self.problem.emit(kind, str(Path(path).parent), error.strerror or str(error))


# -- practice ---------------------------------------------------------------------------------------
class _PracticeTarget:
    """The practice match's record, made when its first game begins (a match never begun leaves
    no record)."""

    def __init__(self, owner: "PracticeRecording", match: Any, strength: str) -> None:
        self.owner = owner
        self.match = match
        self.strength = strength
        self.journal: RecordJournal | None = None

    def _journal(self) -> RecordJournal:
        if self.journal is None:
            self.journal = self.owner.store.create(practice_info(self.match, self.strength))
            self.owner.controller.kept_with["record"] = self.journal.record.info.id
        return self.journal

    def new_game(self, *args: Any, **kwargs: Any) -> object:
        return self._journal().new_game(*args, **kwargs)

    def append(self, action: Action) -> None:
        if self.journal is not None:
            self.journal.append(action)

    def update_info(self, **changes: object) -> object:
        if self.journal is None:
            return None
        info = self.journal.update_info(**changes)
        self.owner.store.info_changed()
        return info


class PracticeRecording(QObject):
    """Records the practice match of an :class:`~fibsgui.models.offline.OfflineController`.

    It may be made after the match shown has begun (the window makes it at the match's first step
    in the run): ``kept_events`` then says how many of that match's events it had when it came
    back from its file (recorded in an earlier run), 0 for a match begun in this run."""

    def __init__(self, controller: Any, store: RecordStore, parent: QObject | None = None,
                 kept_events: int | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store = store
        self._match: Any = None
        self._target: _PracticeTarget | None = None
        self._recorder: PracticeRecorder | None = None
        controller.progressed.connect(self._progressed)
        if controller.match is not None:  # a match begun (or come back) before the recording
            self._progressed(kept_events)

    @property
    def journal(self) -> RecordJournal | None:
        return self._target.journal if self._target is not None else None

    def _progressed(self, kept_events: int | None = None) -> None:
        match = self.controller.match
        if match is None:
            return
        if match is not self._match:
            self._switch(match, kept_events)
        try:
            self._recorder.feed(match.events)
        except RecordError as exc:  # a value the record cannot hold: the match goes on
            log.warning("the practice record cannot take an event: %s", exc)

    def _switch(self, match: Any, kept_events: int | None = None) -> None:
        """Another match: the one before is closed (given up, if it had not ended), and this one's
        record begins, or goes on when the match came back from its file (``kept_events``: see
        the class; unsaid, the match is taken at its first step, a new one before its first game)."""
        self.finish(abandoned=True)
        self._match = match
        strength = self.controller.strength.label
        target = self._target = _PracticeTarget(self, match, strength)
        self._recorder = PracticeRecorder(target)
        record_id = self.controller.kept_with.get("record")
        if kept_events is None:
            kept_events = len(match.events) if match.game_number else 0
        if not kept_events:
            return  # a new match: its record begins with its first game
        journal = self.store.resume(record_id) if isinstance(record_id, str) else None
        if journal is not None and journal.record.info.server == "offline":
            target.journal = journal
            self._recorder.skip(kept_events)  # recorded before it was kept
            if journal.record.info.outcome:
                journal.update_info(outcome="", ended="")
            return
        # a match come back without its record (kept by an older fibsgui, or the record is gone):
        # a record from here on, starting with the board as it is
        self._recorder.skip(len(match.events))
        self._start_midway(target, match)

    def _start_midway(self, target: _PracticeTarget, match: Any) -> None:
        from fibsgui.engine import Phase

        if match.phase not in (Phase.ROLL, Phase.MOVE):
            return  # the next game begins the record
        journal = target.journal = self.store.create(practice_info(match, target.strength, from_start=False))
        self.controller.kept_with["record"] = journal.record.info.id
        state = match.state
        side = match.to_act
        journal.new_game(number=match.game_number, score=match.score, crawford=state.crawford,
                         position=match.position.with_turn(side), cube=state.cube, cube_owner=state.cube_owner)
        if match.phase == Phase.MOVE and match.dice:
            journal.append(Action.roll(side, tuple(match.dice)))

    def finish(self, abandoned: bool = False) -> None:
        """Close the record of the match shown (``abandoned``: it was given up for another)."""
        target = self._target
        if target is None or target.journal is None:
            self._target = None
            return
        journal = target.journal
        if abandoned and not journal.record.info.outcome:
            journal.update_info(outcome="abandoned", ended=utc_now())
        self.store.close(journal)
        self._target = None


# -- servers ----------------------------------------------------------------------------------------
def _same_board(a: Any, b: Any) -> bool:
    """Whether two backgammon boards hold the same checkers (a variant's board picture, which the
    snapshot of an acey-deucey or tabula game holds, is never a backgammon board)."""
    return isinstance(a, Position) and isinstance(b, Position) and a.board == b.board


def _same_roll(a: Any, b: Any) -> bool:
    """Whether two rolls are the same dice, in whatever order a server lists them (BaldLies lists
    the opening roll's white die first, fibs.com the mover's higher die)."""
    return a is not None and b is not None and sorted(a[:2]) == sorted(b[:2])


def _in_game(snapshot: Any) -> bool:
    """Whether the board shows a game being played (not a match waiting for its board, nor a
    game or match just ended)."""
    return (snapshot.active and snapshot.match.state == GameState.PLAYING and snapshot.game_result is None
            and snapshot.match_winner is None)


_RESYNC = object()


class TableRecorder(QObject):
    """Records the matches played and watched on one server (see the module docs)."""

    #: The owner's rating after a match, stored in the rating history: (account, RatingPoint).
    rating_stored = Signal(str, object)
    #: The record being written grew, or another match's record took its place (its MatchRecord,
    #: or None when no match is recorded any more): what a review following it listens to.
    recorded = Signal(object)

    def __init__(self, kind: str, link: Any, controller: Any, store: RecordStore,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = SERVER_OF_KIND.get(kind, FIBS)
        self.link = link
        self.controller = controller
        self.store = store
        self.journal: RecordJournal | None = None
        self._new_match = False
        self._awaiting_ratings = False
        self._account: str | None = None  # the account logged in, for the rating history
        self._login_point = False  # the login's rating is stored (once a login)
        self._point_stored = ""  # the record whose rating after is in the rating history
        self._roll_used: int | None = None  # the number of the last roll told that is recorded
        controller.changed.connect(self._changed)
        link.game_changed.connect(self._game_changed)
        link.session_ended.connect(self._session_ended)
        link.players_changed.connect(self._players_changed)

    # -- what the link says --------------------------------------------------------------------
    def _game_changed(self, kind: str) -> None:
        if kind == "started":
            self._new_match = True

    def _session_ended(self) -> None:
        journal = self.journal
        if journal is not None and not journal.record.info.outcome and journal.record.info.me is not None:
            # the server keeps a match left on it (FIBS); the record waits to go on with it
            journal.update_info(outcome="saved" if "saved" in self.link.features else "abandoned")
            self.store.info_changed()
        self._awaiting_ratings = False
        self._account = None
        self._login_point = False

    def _players_changed(self, updated: Any, removed: Any) -> None:
        self._login_rating()
        if self._awaiting_ratings:
            self._ratings_after()

    # -- the rating history ------------------------------------------------------------------------
    def _login_rating(self) -> None:
        """The owner's rating at the login, once the server has told it."""
        if self._login_point:
            return
        account, me = self.link.account, self.link.me
        if not account or not me:
            return
        rating, experience = self.link.rating_of(me)
        if rating is None:
            return
        self._login_point = True
        self._account = account
        self.store.ratings.add(account, RatingPoint(utc_now(), rating, experience, "login"))

    # -- the board ---------------------------------------------------------------------------------
    def _changed(self) -> None:
        snapshot = self.controller.snapshot()
        if snapshot.provisional or not all(snapshot.names):
            return
        before = self._state()
        try:
            self._take(snapshot)
        except (RecordError, BackgammonError, ValueError) as exc:
            log.warning("the match record cannot follow the board: %s", exc)
        if self._state() != before:
            self.recorded.emit(self.record)
        if self._awaiting_ratings:
            self._ratings_after()

    def _take(self, s: Any) -> None:
        variant = getattr(s, "variant", "backgammon")
        if self.journal is None or self._new_match or not self._same_match(s):
            if not (_in_game(s) or (s.match_winner is not None and variant != "backgammon")):
                return  # no game to record yet (between games, the opening not rolled)
            if s.match.length > MAX_LENGTH:
                return
            self._open_for(s, variant)
            self._new_match = False
        if self.journal is None:
            return
        if variant != "backgammon":
            self._variant_over(s)
            return
        self._follow(s)

    @property
    def record(self) -> Any:
        """The record of the match played or watched now (None: none)."""
        return self.journal.record if self.journal is not None else None

    def _state(self) -> tuple:
        record = self.record
        if record is None:
            return (None, 0, 0, "")
        return (id(record), record.action_count(), len(record.games), record.info.outcome)

    def _same_match(self, s: Any) -> bool:
        info = self.journal.record.info
        me = None if s.watching else 0
        if info.players != tuple(s.names) or info.me != me or info.length != s.match.length:
            return False
        return not (info.outcome == "won" and _in_game(s))  # a match won: the next is another

    def _fresh(self, s: Any) -> bool:
        """Whether ``s`` shows a match at its very start (0-0, the opening)."""
        return s.match.score == (0, 0) and _same_board(s.position, Position.initial())

    def _open_for(self, s: Any, variant: str) -> None:
        """Close the record open and take the one of the match ``s`` shows: the same as before
        when it goes on (a match left and resumed in this run), an unfinished one on disk (resumed
        after a restart), or a new one."""
        names = (s.names[0], s.names[1])
        me = None if s.watching else 0
        journal = self.journal
        if journal is not None:
            info = journal.record.info
            if (info.players == names and info.me == me and info.length == s.match.length
                    and info.outcome in ("", "saved") and not (self._fresh(s) and journal.record.action_count() > 2)):
                if info.outcome:
                    journal.update_info(outcome="")
                return
            self._close()
        if me is not None and variant == "backgammon" and not self._fresh(s):
            found = self.store.library.unfinished(self.server, names)
            if (found is not None and found.players == names and found.me == me
                    and found.length == s.match.length and found.recorded == PLAYED):
                journal = self.store.resume(found.id)
                if journal is not None:
                    if journal.record.info.outcome:
                        journal.update_info(outcome="")
                    self.journal = journal
                    return
        ratings = [self.link.rating_of(name) for name in names]
        info = MatchInfo(players=names, length=s.match.length, server=self.server, me=me,
                         rating_before=(ratings[0][0], ratings[1][0]),
                         experience_before=(ratings[0][1], ratings[1][1]), variant=variant,
                         started=utc_now(), recorded=WATCHED if me is None else PLAYED,
                         from_start=self._fresh(s) or variant != "backgammon")
        self.journal = self.store.create(info)

    def _close(self) -> None:
        journal, self.journal = self.journal, None
        if journal is None:
            return
        info = journal.record.info
        if not info.outcome and info.me is not None:
            journal.update_info(outcome="abandoned", ended=utc_now())
        self._awaiting_ratings = False
        self.store.close(journal)

    # -- a variant: the information only -------------------------------------------------------
    def _variant_over(self, s: Any) -> None:
        journal = self.journal
        if s.match_winner is not None and journal.record.info.outcome != "won":
            journal.update_info(outcome="won", winner=s.match_winner, ended=utc_now())
            self._match_over_ratings()

    # -- backgammon: the actions from the record's last frame to the board shown -------------------------
    def _follow(self, s: Any) -> None:
        journal = self.journal
        record = journal.record
        for _ in range(16):  # a snapshot holds a few actions at most (a move, a roll, an end)
            game = record.games[-1] if record.games else None
            if game is None or game.end is not None:
                if s.match_winner is not None:
                    break
                if not _in_game(s):
                    return
                if game is not None and game.end.how != "unfinished":
                    # the board of the game just ended, still shown: after its last play, or before
                    # it where the server sent no board after the play that ended the game
                    ended = record.frames(len(record.games) - 1).frames[-4:]
                    if any(_same_board(frame.position, s.position) for frame in ended):
                        return
                if not self._start_game(s):
                    return
                continue
            action = self._next(s, game)
            if action is None:
                break
            if action is _RESYNC:
                self._resync(s, game)
                break
            journal.append(action)
        if s.match_winner is not None and record.info.outcome != "won":
            game = record.games[-1] if record.games else None
            if game is not None and game.end is None:
                return  # the last game's end first
            journal.update_info(outcome="won", winner=s.match_winner, ended=utc_now())
            self._match_over_ratings()

    def _start_game(self, s: Any, number: int | None = None) -> bool:
        """Begin a game from the board ``s`` shows: the usual start with its opening roll, or
        (watched from the middle, resumed) from the board as it is. False when the board shows
        no game to begin yet."""
        journal = self.journal
        record = journal.record
        previous = record.games[-1] if record.games else None
        if number is None:
            number = 1 if previous is None else previous.number + (0 if previous.end.how == "unfinished" else 1)
        match = s.match
        dice = s.dice if s.dice is not None and len(s.dice) == 2 else None
        if isinstance(s.position, Position) and s.position.outcome() is not None:
            return False  # a game already decided (a watcher arriving between games): none to begin
        if _same_board(s.position, Position.initial()) and match.cube == 1 and s.double_offer is None:
            if dice is None or s.dice_side is None or dice[0] == dice[1]:
                return False  # the opening roll is still to come
            journal.new_game(number=number, score=tuple(match.score), crawford=match.crawford)
            journal.append(Action.roll(s.dice_side, (max(dice), min(dice))))
            return True
        if s.double_offer is not None:
            side = s.double_offer
        elif dice is not None and s.dice_side is not None:
            side = s.dice_side
        else:
            side = match.on_roll
        journal.new_game(number=number, score=tuple(match.score), crawford=match.crawford,
                         position=s.position.with_turn(side), cube=match.cube, cube_owner=match.cube_owner)
        return True

    def _resync(self, s: Any, game: Any) -> None:
        """The board cannot be reached from the record: the game's record ends here, unfinished,
        and goes on from the board shown."""
        log.info("the board does not follow from the record of game %s: going on from the board", game.number)
        self.journal.append(Action.end(0, 0, "unfinished"))
        if _in_game(s):
            self._start_game(s, number=game.number)

    def _result(self, s: Any, start: tuple[int, int]) -> tuple[int, int] | None:
        """The game's winner and points, once the board says the game is over: the server's
        result, or the score's change."""
        if s.game_result is not None:
            return s.game_result
        gained = (s.match.score[0] - start[0], s.match.score[1] - start[1])
        if gained[0] > 0 and gained[1] <= 0:
            return 0, gained[0]
        if gained[1] > 0 and gained[0] <= 0:
            return 1, gained[1]
        return None

    def _next(self, s: Any, game: Any) -> Any:
        """The next action from the record's last frame towards the board ``s``: an
        :class:`Action`, ``None`` (the record is where the board is) or :data:`_RESYNC`."""
        record = self.journal.record
        frames = record.frames(len(record.games) - 1)
        if frames.problem:
            return _RESYNC
        frame = frames.frames[-1]
        m, position = frame.match, frame.position
        result = self._result(s, game.score)
        if m.state != GameState.PLAYING:  # decided: the end, with the server's points
            if result is None:
                return None
            winner, points = result
            if m.state == GameState.DROPPED:
                how = "drop"
            elif m.state == GameState.RESIGNED:
                how = "resign"
            else:
                outcome = position.outcome()
                how = ENDINGS[outcome.kind - 1] if outcome is not None else "single"
            return Action.end(winner, points, how)
        if m.resigned:
            if result is not None:
                return Action.accept(m.turn)
            if s.resignation is None:
                return Action.reject(m.turn)
            return None
        if m.double_offered:
            if result is not None:
                return Action.drop(m.turn)
            if s.double_offer is None and s.match.cube >= m.cube * 2:
                return Action.take(m.turn)
            return None
        if s.resignation is not None and result is None:
            side, kind = s.resignation
            return Action.resignation(side, max(1, min(3, kind)))
        dice = frame.dice
        if dice is not None:
            side = m.on_roll
            same_turn = _same_roll(s.dice, dice) and s.dice_side == side and result is None
            if same_turn:
                # the turn goes on: a play made step by step (bgammon.org shows each step, and a
                # part of a play may look like another whole play) is recorded when the turn passes
                return None
            legal = position.with_turn(side).legal_plays(dice)
            for play, after in legal.results().items():
                if _same_board(after, s.position):
                    return Action.move(side, play)
            if result is not None:  # the game ended as the move was made, the next board shown
                winner, points = result
                if winner == side:
                    for play, after in legal.results().items():
                        outcome = after.outcome()
                        if outcome is not None and outcome.winner == side:
                            return Action.move(side, play)
                return Action.resignation(1 - winner, self._resigned_kind(m, points))
            return _RESYNC
        side = m.on_roll
        told = self._roll_told(s, side)  # a roll the server told of and showed no board for
        if result is not None:  # ended without a move or an answer seen
            winner, points = result
            if told is not None and winner == side:
                return self._rolled(s, Action.roll(side, told))  # the winning play follows
            if game.position is not None and not game.actions:
                # a game begun from a board and ended before anything was seen of it (a watcher
                # who came as it ended): how it ended is not known, nothing is made up
                return Action.end(0, 0, "unfinished")
            return Action.resignation(1 - winner, self._resigned_kind(m, points))
        if told is not None and s.double_offer is None and not position.with_turn(side).legal_plays(told).steps:
            # a roll without a legal move ("You roll 2 and 6." / "You can't move."): some servers
            # show no board with its dice, only the turn passed; the empty play follows by the rules
            return self._rolled(s, Action.roll(side, told))
        if s.double_offer == side:
            return Action.double(side, m.cube * 2)
        shown = s.dice is not None and len(s.dice) == 2 and s.dice_side is not None
        if shown and _same_board(s.position, position):
            if s.dice_side == side:
                latest = getattr(s, "last_roll", None)
                if latest is not None and latest[0] == self._roll_used and latest[1] != side:
                    # the other side's roll told and recorded since: these dice are an older
                    # roll's, still shown (a dance recorded from the words before its board)
                    return None
                return self._rolled(s, Action.roll(side, (s.dice[0], s.dice[1])))
            last = self._last_roll_of(1 - side)
            if last is not None and tuple(sorted(last)) == tuple(sorted(s.dice[:2])) and told is None:
                return None  # the play made, its dice still shown until the turn passes
        if shown or not _same_board(s.position, position):
            if told is not None:  # played at once by the server (a forced play), or no play at all
                return self._rolled(s, Action.roll(side, told))
            return _RESYNC
        return None

    def _last_roll_of(self, side: int) -> tuple[int, int] | None:
        """The dice of ``side``'s last roll in the record's game going on."""
        record = self.journal.record
        for action in reversed(record.games[-1].actions if record.games else ()):
            if action.kind == ActionKind.ROLL:
                return action.dice if action.side == side else None
        return None

    def _roll_told(self, s: Any, side: int) -> tuple[int, int] | None:
        """The dice of ``side``'s last roll the server told of, when not recorded yet."""
        told = getattr(s, "last_roll", None)
        if told is None or told[0] == self._roll_used or told[1] != side:
            return None
        return told[2]

    def _rolled(self, s: Any, action: Action) -> Action:
        """A roll recorded: the roll the server told of last is used up if it is this one."""
        told = getattr(s, "last_roll", None)
        if told is not None and told[1] == action.side and _same_roll(told[2], action.dice):
            self._roll_used = told[0]
        return action

    @staticmethod
    def _resigned_kind(m: Any, points: int) -> int:
        for kind in (1, 2, 3):
            if m.resignation_value(kind) == points:
                return kind
        return 1

    # -- ratings after the match ---------------------------------------------------------------------
    def _match_over_ratings(self) -> None:
        self.store.info_changed()
        self._awaiting_ratings = True
        self._ratings_after()

    def _ratings_after(self) -> None:
        """The players' ratings once the server tells them changed after the match; the owner's
        goes into the rating history."""
        journal = self.journal
        if journal is None:
            self._awaiting_ratings = False
            return
        info = journal.record.info
        after = list(info.rating_after)
        experience = list(info.experience_after)
        changed = False
        for side in (0, 1):
            if after[side] is not None:
                continue
            rating, exp = self.link.rating_of(info.players[side])
            before, exp_before = info.rating_before[side], info.experience_before[side]
            if rating is None:
                continue
            moved = (before is None or abs(rating - before) > 1e-9
                     or (exp is not None and exp_before is not None and exp > exp_before))
            if moved:
                after[side], experience[side] = rating, exp
                changed = True
        if changed:
            journal.update_info(rating_after=tuple(after), experience_after=tuple(experience))
            self.store.info_changed()
        info = journal.record.info
        me = info.me
        if me is not None and info.rating_after[me] is not None and self._point_stored != info.id:
            self._point_stored = info.id
            self._store_match_point(info)
        if all(value is not None for value in info.rating_after):
            self._awaiting_ratings = False

    def _store_match_point(self, info: MatchInfo) -> None:
        account = self.link.account
        if not account:
            return
        me = info.me
        point = RatingPoint(utc_now(), info.rating_after[me], info.experience_after[me], "match",
                            opponent=info.players[1 - me], result="won" if info.winner == me else "lost",
                            change=info.rating_change(me), length=info.length, record=info.id)
        self.store.ratings.add(account, point)
        self.rating_stored.emit(account, point)


__all__ = ["RecordStore", "PracticeRecording", "TableRecorder", "SERVER_OF_KIND"]
