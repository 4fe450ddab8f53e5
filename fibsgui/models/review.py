"""What the review shows: a match's moments one after the other, as the board draws them.

A *timeline* numbers every moment of a match from 0 (each game's start, then the moment after each
action) and gives, for each, the :class:`GameSnapshot` the board shows, and the rows of the move
list (a header row per game with its score, one row per roll and its play, one per cube action,
resignation and end). Two kinds serve the one review window (:mod:`fibsgui.ui.review`):

* :class:`RecordTimeline` over a :class:`fibsgui.records.MatchRecord`: a match played, watched,
  imported from ``.mat`` / SGF, or a bgammon.org backgammon match converted
  (:mod:`fibsgui.records.bgammon`). Seeking is a list lookup in the record's frames. A record that
  grows (a match being watched or played) is followed with :meth:`RecordTimeline.update`.
* :class:`ReplayTimeline` over bgammon.org replay games the record model cannot hold (acey-deucey,
  tabula, moves that could not be played): their frames as :mod:`fibsgui.bgammon.replay` plays
  them.

Every name comes from the network or a file: words are put together as plain text.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, replace
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from fibsgui.bg import BackgammonError, MatchState, Position
from fibsgui.bg.match import GameState
from fibsgui.models.game import GameSnapshot, Movement, StaticController
from fibsgui.nettext import isolate
from fibsgui.records.model import ActionKind, Frame, MatchInfo, MatchRecord


class Review(QObject):
    """The review's words that have plural forms: Qt looks plural forms up by the class that asks
    (``self.tr`` in a class of its own, never subclassed), and lupdate sees them only there. The
    other words are ``QCoreApplication.translate("Review", ...)``, in the same context."""

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)


_WORDS: Review | None = None


def _words() -> Review:
    global _WORDS
    if _WORDS is None:
        _WORDS = Review()
    return _WORDS


_YOU_WORDS: frozenset[str] | None = None


def you_words() -> frozenset[str]:
    """"You" in every language fibsgui speaks: the name a practice record gives its player (in
    the language of the day it was played)."""
    global _YOU_WORDS
    if _YOU_WORDS is None:
        from PySide6.QtCore import QTranslator

        from fibsgui import i18n

        words = {"You"}
        for code in i18n.available_languages():
            translator = QTranslator()
            if translator.load(f"fibsgui_{code}", str(i18n.translations_dir())):
                words.update(w for w in (translator.translate("OfflineController", "You"),
                                         translator.translate("Review", "You")) if w)
        _YOU_WORDS = frozenset(words)
    return _YOU_WORDS


def you_side(info: MatchInfo) -> int | None:
    """The side the review calls "You", None if neither: the owner's side when the record names it
    "You" (a practice match's player, in any language). Every sentence with that side as subject
    has a wording of its own ("You take", "Your chance to win"); a match watched or imported has
    none, and a player with a name of their own keeps it."""
    me = info.me
    if me in (0, 1) and info.players[me] in you_words():
        return me
    return None


def you_word() -> str:
    return QCoreApplication.translate("Review", "You")


class ReviewController(StaticController):
    """The review's board: a moment to look at, nothing to do. A jump is drawn at once (no
    checkers sliding across the board); a step over one play shows the play being made."""

    animate_changes = False

    def show_step(self, snapshot: GameSnapshot, movement: Movement | None = None) -> None:
        self._snapshot = snapshot
        self._turn = None
        if movement is not None:
            self.moved.emit(movement)
        self.changed.emit()


@dataclass(frozen=True)
class Row:
    """A row of the move list: the ``moment`` selecting it shows, its ``game`` (0-based), whether
    it is the game's ``header``, and its words (worded when asked, in the current language)."""

    moment: int
    game: int
    header: bool
    words: Callable[[], str]
    side: int | None = None


def _dice(dice: Sequence[int]) -> str:
    return "-".join(str(d) for d in dice)


class _Rows:
    """Rows in moment order, and the row of any moment."""

    def __init__(self) -> None:
        self.rows: list[Row] = []
        self.starts: list[int] = []  # rows[i].moment, for bisect

    def add(self, row: Row) -> None:
        self.rows.append(row)
        self.starts.append(row.moment)

    def cut(self, count: int) -> None:
        del self.rows[count:]
        del self.starts[count:]

    def row_of(self, moment: int) -> int:
        """The row showing ``moment``: the last row starting at or before it."""
        return max(0, bisect.bisect_right(self.starts, moment) - 1)


class _Timeline:
    """What every timeline shows beside the board: its rows (``_rows``), and the row of a moment."""

    _rows: _Rows

    @property
    def rows(self) -> list[Row]:
        return self._rows.rows

    def row_of(self, moment: int) -> int:
        return self._rows.row_of(moment)


class RecordTimeline(_Timeline):
    """A :class:`MatchRecord` moment by moment (see the module docs)."""

    def __init__(self, record: MatchRecord) -> None:
        self.record = record
        self._rows = _Rows()
        self._built: list[int] = []  # the actions of each game the rows were made for
        self.update()

    # -- the shape -------------------------------------------------------------------------------
    def count(self) -> int:
        return self.record.frame_count()

    def games(self) -> int:
        return len(self.record.games)

    def game_of(self, moment: int) -> int:
        return self.record.locate(moment)[0]

    def game_start(self, game: int) -> int:
        return self.record.moment(game, 0)

    @property
    def you(self) -> int | None:
        """The side called "You" (:func:`you_side`), None if neither."""
        return you_side(self.record.info)

    def names(self) -> tuple[str, str]:
        players = self.record.info.players
        names = [isolate(players[0]) or QCoreApplication.translate("Review", "Player 1"),
                 isolate(players[1]) or QCoreApplication.translate("Review", "Player 2")]
        if self.you is not None:
            names[self.you] = you_word()  # in today's language
        return names[0], names[1]

    def update(self) -> int:
        """Follow the record's new games and actions: the index of the first row made again (the
        rows before it are as they were); ``len(rows)`` when nothing changed."""
        games = self.record.games
        sizes = [len(game.actions) for game in games]
        first = 0
        while first < len(self._built) and first < len(sizes) and self._built[first] == sizes[first]:
            first += 1
        if first == len(sizes) == len(self._built):
            return len(self.rows)
        # the rows of game ``first`` on are made again
        keep = next((i for i, row in enumerate(self.rows) if row.game >= first), len(self.rows))
        self._rows.cut(keep)
        for index in range(first, len(games)):
            self._game_rows(index)
        self._built = sizes
        return keep

    def _game_rows(self, index: int) -> None:
        record = self.record
        game = record.games[index]
        start = record.moment(index, 0)
        names = self.names()
        score, number, crawford = game.score, game.number, game.crawford

        def header() -> str:
            text = QCoreApplication.translate("Review", "Game {0}: {1} {2} – {3} {4}").format(
                number, names[0], score[0], score[1], names[1])
            return text + " · " + QCoreApplication.translate("Review", "Crawford game") if crawford else text

        self._rows.add(Row(start, index, True, header))
        actions = game.actions
        i = 0
        while i < len(actions):
            action = actions[i]
            moment = start + i + 1
            if action.kind == ActionKind.ROLL and i + 1 < len(actions) and actions[i + 1].kind == ActionKind.MOVE:
                self._rows.add(Row(moment, index, False, self._move_words(action, actions[i + 1]), action.side))
                i += 2
                continue
            self._rows.add(Row(moment, index, False, self._action_words(action), action.side))
            i += 1

    def _move_words(self, roll, move) -> Callable[[], str]:
        name = self.names()[roll.side]
        dice = _dice(roll.dice)
        play = move.play.gnubg()
        if roll.side == self.you:
            if not play:
                return lambda: QCoreApplication.translate("Review", "You {0}: cannot move").format(dice)
            return lambda: QCoreApplication.translate("Review", "You {0}: {1}").format(dice, play)
        if not play:
            return lambda: QCoreApplication.translate("Review", "{0} {1}: cannot move").format(name, dice)
        return lambda: QCoreApplication.translate("Review", "{0} {1}: {2}").format(name, dice, play)

    def _action_words(self, action) -> Callable[[], str]:
        if action.side == self.you and action.side is not None:
            return self._your_words(action)
        names = self.names()
        name = names[action.side]
        kind = action.kind
        if kind == ActionKind.ROLL:
            dice = _dice(action.dice)
            return lambda: QCoreApplication.translate("Review", "{0} {1}").format(name, dice)
        if kind == ActionKind.MOVE:
            play = action.play.gnubg()
            if play:
                return lambda: QCoreApplication.translate("Review", "{0} plays {1}").format(name, play)
            return lambda: QCoreApplication.translate("Review", "{0} cannot move").format(name)
        if kind == ActionKind.DOUBLE:
            return lambda: QCoreApplication.translate("Review", "{0} doubles to {1}").format(name, action.cube)
        if kind == ActionKind.TAKE:
            return lambda: QCoreApplication.translate("Review", "{0} takes").format(name)
        if kind == ActionKind.BEAVER:
            return lambda: QCoreApplication.translate("Review", "{0} beavers: the cube at {1}").format(
                name, action.cube)
        if kind == ActionKind.DROP:
            return lambda: QCoreApplication.translate("Review", "{0} drops").format(name)
        if kind == ActionKind.RESIGN:
            return lambda: QCoreApplication.translate("Review", "{0} offers to resign {1}").format(
                name, _resignation_words(action.resign))
        if kind == ActionKind.ACCEPT:
            return lambda: QCoreApplication.translate("Review", "{0} accepts the resignation").format(name)
        if kind == ActionKind.REJECT:
            return lambda: QCoreApplication.translate("Review", "{0} rejects the resignation").format(name)
        if action.how == "unfinished":
            return lambda: QCoreApplication.translate("Review", "The game was left unfinished")
        return lambda: QCoreApplication.translate("Review", "{0} wins {1}").format(name, _words().points(action.points))

    @staticmethod
    def _your_words(action) -> Callable[[], str]:
        """:meth:`_action_words` for the side called "You"."""
        kind = action.kind
        if kind == ActionKind.ROLL:
            dice = _dice(action.dice)
            return lambda: QCoreApplication.translate("Review", "You {0}").format(dice)
        if kind == ActionKind.MOVE:
            play = action.play.gnubg()
            if play:
                return lambda: QCoreApplication.translate("Review", "You play {0}").format(play)
            return lambda: QCoreApplication.translate("Review", "You cannot move")
        if kind == ActionKind.DOUBLE:
            return lambda: QCoreApplication.translate("Review", "You double to {0}").format(action.cube)
        if kind == ActionKind.TAKE:
            return lambda: QCoreApplication.translate("Review", "You take")
        if kind == ActionKind.BEAVER:
            return lambda: QCoreApplication.translate("Review", "You beaver: the cube at {0}").format(action.cube)
        if kind == ActionKind.DROP:
            return lambda: QCoreApplication.translate("Review", "You drop")
        if kind == ActionKind.RESIGN:
            return lambda: QCoreApplication.translate("Review", "You offer to resign {0}").format(
                _resignation_words(action.resign))
        if kind == ActionKind.ACCEPT:
            return lambda: QCoreApplication.translate("Review", "You accept the resignation")
        if kind == ActionKind.REJECT:
            return lambda: QCoreApplication.translate("Review", "You reject the resignation")
        if action.how == "unfinished":
            return lambda: QCoreApplication.translate("Review", "The game was left unfinished")
        return lambda: QCoreApplication.translate("Review", "You win {0}").format(_words().points(action.points))

    # -- a moment ----------------------------------------------------------------------------------
    def locate(self, moment: int) -> tuple[int, int, Frame, bool]:
        """Game, frame index, frame, and whether the record's replay reached that moment."""
        game, index, frame = self.record.seek(moment)
        return game, index, frame, index < len(self.record.frames(game).frames)

    def frame(self, moment: int) -> Frame | None:
        """The record's frame at ``moment`` (None past where the replay of its game stopped)."""
        _, _, frame, reached = self.locate(moment)
        return frame if reached else None

    def problems(self) -> list[str]:
        return [self.record.frames(g).problem for g in range(len(self.record.games)) if self.record.frames(g).problem]

    def snapshot(self, moment: int) -> GameSnapshot:
        record = self.record
        game, index, frame, reached = self.locate(moment)
        match = frame.match
        info = record.info
        actions = record.games[game].actions
        last = actions[index - 1] if reached and index else None
        result = how = None
        match_winner = None
        if last is not None and last.kind == ActionKind.END and last.how != "unfinished":
            result = (last.side, last.points)
            how = last.how
            if how == "resign":
                kind = next((a.resign for a in reversed(actions[:index]) if a.kind == ActionKind.RESIGN), 1)
                how = f"resign{kind}"
            match_winner = match.winner
        dice = frame.dice
        return GameSnapshot(
            position=frame.position, match=match, me=info.me if info.me is not None else 0,
            names=self._snapshot_names(), dice=dice, dice_side=match.on_roll if dice else None,
            double_offer=match.on_roll if match.double_offered else None,
            resignation=(1 - match.turn, match.resigned) if match.resigned else None,
            game_result=result, result_how=how or "", match_winner=match_winner,
            message="" if reached else undrawn_words(False), active=True, watching=info.me is None,
            drawable=reached)

    def _snapshot_names(self) -> tuple[str, str]:
        """The players' names as the board shows them: "You" in today's language for that side."""
        names = list(self.record.info.players)
        if self.you is not None:
            names[self.you] = you_word()
        return names[0], names[1]

    def movement(self, before: int, after: int) -> Movement | None:
        """The play made between moment ``before`` and the next one ``after``, to show it made."""
        if after != before + 1:
            return None
        game, index, _, reached = self.locate(after)
        if not reached or index == 0:
            return None
        action = self.record.games[game].actions[index - 1]
        if action.kind != ActionKind.MOVE or not action.play:
            return None
        previous = self.record.frames(game).frames[index - 1]
        dice = previous.dice
        return Movement(action.side, previous.position, tuple(action.play), dice)

    def practice_frame(self, moment: int) -> Frame | None:
        """The frame a practice game can start from at ``moment``: None where the game is decided,
        not yet begun, or past where its replay stopped."""
        frame = self.frame(moment)
        if frame is None or frame.match.state != GameState.PLAYING:
            return None
        return frame


def _resignation_words(kind: int) -> str:
    if kind == 3:
        return QCoreApplication.translate("Review", "a backgammon")
    if kind == 2:
        return QCoreApplication.translate("Review", "a gammon")
    return QCoreApplication.translate("Review", "a single game")


def undrawn_words(variant: bool) -> str:
    if variant:
        return QCoreApplication.translate(
            "Review", "This game's board cannot be drawn: its actions are listed beside it.")
    return QCoreApplication.translate(
        "Review", "From here the moves could not be played on the board: they are listed beside it.")


# -- bgammon.org's replays the record model cannot hold ------------------------------------------------
class ReplayTimeline(_Timeline):
    """The games of a bgammon.org match as :func:`fibsgui.bgammon.replay.replay_frames` plays them
    (acey-deucey, tabula, or moves that could not be played)."""

    def __init__(self, games: Sequence) -> None:
        from fibsgui.bgammon.replay import replay_frames

        self.replays = [replay_frames(game) for game in games]
        self._starts: list[int] = []
        self._rows = _Rows()
        total = 0
        for g, replay in enumerate(self.replays):
            self._starts.append(total)
            self._rows.add(Row(total, g, True, self._header_words(g)))
            for n, frame in enumerate(replay.frames[1:], 1):
                self._rows.add(Row(total + n, g, False, self._action_words(g, frame), frame.action.player - 1))
            total += len(replay.frames)
        self._total = total

    def count(self) -> int:
        return self._total

    def games(self) -> int:
        return len(self.replays)

    def game_of(self, moment: int) -> int:
        return max(0, bisect.bisect_right(self._starts, moment) - 1)

    def game_start(self, game: int) -> int:
        return self._starts[game]

    def update(self) -> int:
        return len(self.rows)

    def frame(self, moment: int) -> Frame | None:
        return None

    def practice_frame(self, moment: int) -> Frame | None:
        return None

    def movement(self, before: int, after: int) -> Movement | None:
        return None

    def problems(self) -> list:
        return []  # the viewer lists the replay's problems with their line numbers

    def _name(self, game: int, player: int) -> str:
        info = self.replays[game].game.info
        if info is None:
            return QCoreApplication.translate("Review", "Player {0}").format(player)
        return isolate(info.name(player))

    def _header_words(self, game: int) -> Callable[[], str]:
        info = self.replays[game].game.info
        if info is None:
            return lambda: QCoreApplication.translate("Review", "Game {0}").format(game + 1)
        return lambda: QCoreApplication.translate("Review", "Game {0}: {1} {2} – {3} {4}").format(
            game + 1, isolate(info.player1), info.score1, info.score2, isolate(info.player2))

    def _action_words(self, game: int, frame) -> Callable[[], str]:
        from fibsgui.bgammon.replay import Double, Roll

        action = frame.action
        name = self._name(game, action.player)
        if isinstance(action, Roll):
            dice = _dice(action.dice)
            if not action.moves:
                return lambda: QCoreApplication.translate("Review", "{0} {1}: cannot move").format(name, dice)
            return lambda: QCoreApplication.translate("Review", "{0} {1}: {2}").format(name, dice, frame.play)
        if isinstance(action, Double):
            if action.taken:
                return lambda: QCoreApplication.translate("Review", "{0} doubles to {1}: taken").format(
                    name, action.value)
            return lambda: QCoreApplication.translate("Review", "{0} doubles to {1}: dropped").format(
                name, action.value)
        return lambda: QCoreApplication.translate("Review", "{0} ends the game (resigns or leaves)").format(name)

    def locate(self, moment: int) -> tuple[int, int]:
        game = self.game_of(moment)
        return game, moment - self._starts[game]

    def snapshot(self, moment: int) -> GameSnapshot:
        """What the board shows at ``moment`` (a variant's board drawn from its picture)."""
        from fibsgui.bgammon.board import BACKGAMMON
        from fibsgui.bgammon.board import GameState as BoardState
        from fibsgui.bgammon.board import Side
        from fibsgui.bgammon.replay import Roll

        game, index = self.locate(moment)
        replay = self.replays[game]
        frame = replay.frames[index]
        info = replay.game.info
        names = (info.player1, info.player2) if info is not None else ("", "")
        action = frame.action
        mover = action.player - 1 if action is not None else 0
        drawable = True
        position = frame.position
        if position is None and frame.board is not None and replay.game.variant != BACKGAMMON:
            from fibsgui.bgammon.variants import picture

            position = picture(BoardState(
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
                on_roll=mover, turn=mover, state=GameState.OVER if over else GameState.PLAYING,
                dice=dice[:2] if dice and len(dice) >= 2 and replay.game.variant == BACKGAMMON else (0, 0))
        except (BackgammonError, ValueError):
            match = MatchState()
        points = info.points if info is not None and info.winner == frame.winner else 0
        return GameSnapshot(
            position=position, match=match, me=0, names=names, dice=dice, dice_side=mover,
            game_result=(frame.winner - 1, points) if over and points else None,
            message="" if drawable else undrawn_words(replay.game.variant != BACKGAMMON),
            active=True, watching=True, drawable=drawable)


def from_side(position: Position, state: MatchState, side: int) -> tuple[Position, MatchState]:
    """The position and match state seen from ``side`` as side 0 (the practice screen's player is
    side 0): for side 1, the sides' checkers, scores, cube owner and turns swapped."""
    if side == 0:
        return position, state
    board = position.board
    swapped = Position((board[1], board[0]), 1 - position.turn)
    return swapped, replace(state, score=(state.score[1], state.score[0]),
                            cube_owner=None if state.cube_owner is None else 1 - state.cube_owner,
                            on_roll=1 - state.on_roll, turn=1 - state.turn)
