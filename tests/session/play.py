"""Drive a match on the fake server through real client sessions.

The referee is the fake server: it says whose turn it is and which plays are legal; each player's
command goes through that player's :class:`FibsSession` (send queue, socket, server parser).
"""

from __future__ import annotations

from typing import Callable

from fibsgui.session import FibsSession
from tests.fakefibs import FakeFibs, FakeMatch


def _key(match: FakeMatch) -> tuple:
    return (match.games, match.phase, match.state.on_roll, match.position, match.dice,
            match.state.cube, match.state.score)


def choose_play(match: FakeMatch):
    """A fixed choice among the legal plays (the first in gnubg notation order)."""
    return min(match.legal_plays(), key=lambda play: play.gnubg())


async def act(server: FakeFibs, sessions: dict[str, FibsSession], match: FakeMatch,
              *, double_first: bool = False) -> None:
    """Make the player who must act send one command, and wait until the server has handled it."""
    before = _key(match)
    side = match.state.on_roll
    name = match.players[side]
    if match.phase == "between":
        for player in match.players:
            sessions[player].send("join")
    elif match.phase == "double":
        sessions[match.players[1 - side]].send("accept")
    elif match.phase == "roll":
        sessions[name].send("double" if double_first and match.may_double(side) else "roll")
    elif match.phase == "move":
        play = choose_play(match)
        sessions[name].send(f"move {play.fibs(match.direction(side))}")
    else:
        raise AssertionError(f"nothing to do in {match!r}")
    await server.wait_until(lambda: match.phase == "over" or _key(match) != before, timeout=5.0)


async def play_until(server: FakeFibs, sessions: dict[str, FibsSession], match: FakeMatch,
                     done: Callable[[], bool], *, double_first: bool = False,
                     max_actions: int = 2000) -> int:
    """Act until ``done()``; returns how many commands were sent."""
    count = 0
    while not done():
        if match.phase == "over":
            raise AssertionError("the match ended before the condition was met")
        await act(server, sessions, match, double_first=double_first and count < 3)
        count += 1
        if count > max_actions:
            raise AssertionError("the match does not end")
    return count


def board_points(board_line: str) -> list[int]:
    """The 26 point counts of a raw ``board:`` line (the checkers, nothing else)."""
    return [int(f) for f in board_line.split(":")[6:32]]
