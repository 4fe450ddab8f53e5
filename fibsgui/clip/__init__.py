"""The FIBS CLIP protocol: typed messages, the rawboard, command builders, the client state.

No Qt and no I/O. :func:`parse_line` / :func:`parse_lines` turn the server's lines into the
messages of :mod:`fibsgui.clip.messages` (and :class:`Board`), :mod:`fibsgui.clip.commands`
builds the lines to send, and :class:`ClientState` keeps what the messages say::

    state = ClientState()
    for message in parse_lines(line):
        changes = state.apply(message)      # Changes(parts={"game"}, ...)
    session.send(commands.move(play, state.game.board.direction))
"""

from fibsgui.clip import commands, messages
from fibsgui.clip.board import UNLIMITED, Board
from fibsgui.clip.commands import CommandError
from fibsgui.clip.messages import *  # noqa: F401,F403  (every message class: messages.__all__)
from fibsgui.clip.parser import TOGGLE_PHRASES, parse_line, parse_lines
from fibsgui.clip.state import PARTS, Changes, ClientState, GameView, Whois

__all__ = [
    "commands", "messages", "Board", "UNLIMITED", "CommandError", "TOGGLE_PHRASES",
    "parse_line", "parse_lines", "PARTS", "Changes", "ClientState", "GameView", "Whois",
    *messages.__all__,
]
