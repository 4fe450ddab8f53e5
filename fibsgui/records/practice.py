"""Recording a practice match: :class:`fibsgui.engine.OfflineMatch`'s events as record actions. No Qt.

:class:`PracticeRecorder` is fed the events an :class:`~fibsgui.engine.OfflineMatch` makes (all of
them, in order, as often as it likes: it remembers how far it read) and writes the games and
actions they stand for into a target: a :class:`fibsgui.records.MatchRecord`, or a journal that
writes each one to disk as it comes (anything with ``new_game``, ``append`` and ``update_info``
as :class:`~fibsgui.records.MatchRecord` has them).
"""

from __future__ import annotations

from typing import Protocol, Sequence

from fibsgui.bg import Play, Position
from fibsgui.engine.offline import EventKind, MatchEvent, OfflineMatch
from fibsgui.records.model import OFFLINE, PLAYED, Action, MatchInfo, utc_now


class RecordTarget(Protocol):
    def new_game(self, number: int | None = None, score: tuple[int, int] | None = None,
                 crawford: bool | None = None, position: Position | None = None, cube: int = 1,
                 cube_owner: int | None = None) -> object: ...

    def append(self, action: Action) -> None: ...

    def update_info(self, **changes: object) -> object: ...


def practice_info(match: OfflineMatch, strength: str = "", **more: object) -> MatchInfo:
    """The information of a record of ``match``: the human's name and the engine's, the human
    the owner, the length and rules; ``strength`` names the engine's strength."""
    names = ["", ""]
    names[match.human] = match.human_name
    names[match.engine_side] = match.engine.name
    values: dict = dict(players=(names[0], names[1]), length=match.length, server=OFFLINE, me=match.human,
                        crawford=match.crawford_rule, jacoby=match.state.jacoby, beavers=match.beavers,
                        started=utc_now(), recorded=PLAYED, engine=strength)
    values.update(more)
    return MatchInfo(**values)


class PracticeRecorder:
    """Turns an :class:`OfflineMatch`'s events into a record's games and actions (module docs)."""

    def __init__(self, target: RecordTarget) -> None:
        self.target = target
        self._read = 0
        self._start: Position | None = None
        self._number = 0

    def feed(self, events: Sequence[MatchEvent]) -> None:
        """Record the events not yet seen (``events`` is the match's whole list)."""
        for event in events[self._read:]:
            self._event(event)
        self._read = max(self._read, len(events))

    def skip(self, count: int) -> None:
        """Take the first ``count`` events of the match's list as recorded already (a match come
        back from its file, whose record goes on)."""
        self._read = max(self._read, count)

    def _event(self, event: MatchEvent) -> None:
        kind, side = event.kind, event.side
        if kind == EventKind.GAME_START:
            self._number = event.game
            self._start = event.position
        elif kind == EventKind.OPENING_ROLL:
            if side is None:
                return  # equal dice: rolled again
            start = self._start
            position = None if start is None or start == Position.initial(start.turn) else start.with_turn(side)
            self.target.new_game(number=self._number, score=event.score, position=position)
            self.target.append(Action.roll(side, event.dice))
        elif kind == EventKind.ROLL:
            self.target.append(Action.roll(side, event.dice))
        elif kind in (EventKind.MOVE, EventKind.CANNOT_MOVE):
            self.target.append(Action.move(side, event.play or Play()))
        elif kind == EventKind.DOUBLE:
            self.target.append(Action.double(side, event.cube * 2))
        elif kind == EventKind.TAKE:
            self.target.append(Action.take(side))
        elif kind == EventKind.BEAVER:
            self.target.append(Action.beaver(side, event.cube))
        elif kind == EventKind.DROP:
            self.target.append(Action.drop(side))
        elif kind == EventKind.RESIGN:
            self.target.append(Action.resignation(side, event.resignation))
        elif kind == EventKind.ACCEPT_RESIGNATION:
            self.target.append(Action.accept(side))
        elif kind == EventKind.REJECT_RESIGNATION:
            self.target.append(Action.reject(side))
        elif kind == EventKind.GAME_END:
            self.target.append(Action.end(side, event.points, event.how))
        elif kind == EventKind.MATCH_END:
            self.target.update_info(outcome="won", winner=side, ended=utc_now())
