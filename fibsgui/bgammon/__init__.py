"""The bgammon.org protocol: typed events, the board, command builders, the client state.

No Qt and no I/O. :func:`parse_event` turns each line the server sends into an event of
:mod:`fibsgui.bgammon.events` (a ``board`` event carries a :class:`GameState`),
:mod:`fibsgui.bgammon.commands` builds the lines to send, and :class:`BgammonState` keeps what
the events say::

    state = BgammonState()
    changes = state.apply(parse_event(line))     # {"game"}
    session.send(commands.move([(24, 18)]))
"""

from fibsgui.bgammon import board, commands, events
from fibsgui.bgammon.board import (
    ACEY_DEUCEY,
    BACKGAMMON,
    TABULA,
    GameState,
    Side,
    legal_single_moves,
    move_to_pair,
    pair_to_move,
)
from fibsgui.bgammon.events import *  # noqa: F401,F403  (every event class: events.__all__)
from fibsgui.bgammon.commands import CommandError
from fibsgui.bgammon.events import parse_event
from fibsgui.bgammon.state import PARTS, BgammonState

__all__ = [
    "board", "commands", "events", "CommandError", "PARTS", "BgammonState", "BACKGAMMON", "ACEY_DEUCEY", "TABULA", "GameState", "Side",
    "legal_single_moves", "move_to_pair", "pair_to_move", "parse_event", *events.__all__,
]
