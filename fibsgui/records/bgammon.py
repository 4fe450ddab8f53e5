"""bgammon.org's replays as match records: the games of a ``.match`` file (or of ``replay``
answers) turned into a :class:`fibsgui.records.MatchRecord`. No Qt.

A game converts when it is backgammon, has its metadata line, and every one of its actions could
be played by :func:`fibsgui.bgammon.replay.replay_frames` (read without a problem, each roll's
moves legal for its dice): then each roll becomes a ``roll`` and a ``move`` (the play as the rules
found it, hits marked), a double taken a ``double`` and a ``take``, a double dropped a ``double``,
a ``drop`` and the game's end, an early end (``t``: the player resigned or left) a resignation
of what the game scored, accepted (a single game, a gammon or a backgammon at the cube), or an
``unfinished`` end when it scored nothing. A game played out ends as the board shows (single, gammon,
backgammon) for what the match state makes it worth.

:func:`record_from_replays` converts every game of a match or returns ``None`` with the reason:
a match the model cannot hold whole (acey-deucey, tabula, moves that could not be played, a game
without its metadata, an early end for points no resignation scores, a length beyond :data:`fibsgui.records.model.MAX_LENGTH`) is shown from its
replay frames instead (:mod:`fibsgui.ui.replay`).

bgammon.org's replays do not say whether a game is the Crawford game: a record made from them
applies the Crawford rule from game to game as the match goes (the first game converted is taken
as not being the Crawford game).
"""

from __future__ import annotations

from typing import Sequence

from fibsgui.bg import GameState, Play
from fibsgui.bgammon.board import BACKGAMMON
from fibsgui.bgammon.replay import Double, ReplayGame, Roll, Terminate, replay_frames
from fibsgui.records.model import (
    BGAMMON,
    ENDINGS,
    IMPORTED,
    MAX_LENGTH,
    Action,
    MatchInfo,
    MatchRecord,
    RecordError,
)


def _date(timestamp: int) -> str:
    import datetime as _dt

    try:
        return _dt.datetime.fromtimestamp(timestamp, _dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    except (OverflowError, OSError, ValueError):
        return ""


def record_from_replays(games: Sequence[ReplayGame]) -> tuple[MatchRecord | None, str]:
    """The games of one match (in order) as a record: ``(record, "")``, or ``(None, reason)``
    when the model cannot hold them (see the module docs)."""
    if not games:
        return None, "no game"
    first = games[0].info
    for game in games:
        if game.info is None:
            return None, "a game without its players and score"
        if game.variant != BACKGAMMON:
            return None, "a variant other than backgammon"
        if game.problems:
            return None, "lines that could not be read"
    if not 0 <= first.total <= MAX_LENGTH:
        return None, f"a match longer than {MAX_LENGTH} points"
    try:
        record = MatchRecord(MatchInfo(players=(first.player1, first.player2), length=first.total, server=BGAMMON,
                                       me=None, recorded=IMPORTED, from_start=first.score1 == first.score2 == 0,
                                       started=_date(first.timestamp)))
        for number, game in enumerate(games, 1):
            reason = _add_game(record, number, game)
            if reason:
                return None, reason
    except RecordError as exc:
        return None, str(exc)
    last = games[-1].info
    state = record.frames(len(record.games) - 1).frames[-1].match
    if state.winner is not None:
        record.update_info(outcome="won", winner=state.winner, ended=_date(last.timestamp))
    return record, ""


def _add_game(record: MatchRecord, number: int, game: ReplayGame) -> str:
    replay = replay_frames(game)
    if replay.problems or any(frame.position is None for frame in replay.frames):
        return "moves that could not be played"
    info = game.info
    record.new_game(number=number, score=(info.score1, info.score2),
                    crawford=False if number == 1 else None)
    index = len(record.games) - 1
    for frame in replay.frames[1:]:
        action = frame.action
        side = action.player - 1
        if isinstance(action, Roll):
            record.append(Action.roll(side, (action.dice[0], action.dice[1])))
            record.append(Action.move(side, Play.from_gnubg(frame.play) if frame.play else Play()))
        elif isinstance(action, Double):
            record.append(Action.double(side, action.value))
            if action.taken:
                record.append(Action.take(1 - side))
            else:
                cube = record.frames(index).frames[-1].match.cube
                record.append(Action.drop(1 - side))
                record.append(Action.end(side, cube, "drop"))
        elif isinstance(action, Terminate):
            if not _early_end(record, index, 1 - side, info.points if info.winner == 2 - side else 0):
                return "a game ended early for points no resignation scores"
        frames = record.frames(index)
        if frames.problem:
            return frames.problem
        last = frames.frames[-1]
        outcome = last.position.outcome()
        if outcome is not None and last.match.state == GameState.OVER and record.games[index].end is None:
            record.append(Action.end(outcome.winner, last.match.game_value(outcome.kind), ENDINGS[outcome.kind - 1]))
        if record.games[index].end is not None:
            break
    frames = record.frames(index)
    return frames.problem


def _early_end(record: MatchRecord, index: int, winner: int, points: int) -> bool:
    """The game ended early in ``winner``'s favour for ``points``: a resignation accepted when the
    points are what one is worth, an unfinished game when it scored nothing; False otherwise."""
    match = record.frames(index).frames[-1].match
    if not points:
        record.append(Action.end(winner, 0, "unfinished"))
        return True
    for kind in (1, 2, 3):
        if match.resignation_value(kind) == points:
            record.append(Action.resignation(1 - winner, kind))
            record.append(Action.accept(winner))
            record.append(Action.end(winner, points, "resign"))
            return True
    return False
