"""Driving BgammonClient, BgammonLink and BgammonGameController against the fake bgammon.org
server (tests/fakebgammon.py), on one qasync loop with Qt."""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Callable

from fibsgui.bgammon.session import BgammonSession
from fibsgui.models.bgammon import BgammonClient, BgammonLink
from fibsgui.models.bgammon_game import BgammonGameController
from fibsgui.models.game import Action
from fibsgui.session import Status
from tests.loopkit import run, until  # noqa: F401 (run is named here too)


async def started_server(**kwargs):
    """A fake bgammon.org server with the accounts alice, bob and carol (password ``<name>_pw``);
    the creator of a match sits as player 1."""
    from tests.fakebgammon import FakeBgammon

    options = dict(seed=3, ping_interval=0.5, idle_timeout=5.0, terminate_delay=0.05)
    options.update(kwargs)
    server = FakeBgammon(**options)
    await server.start()
    for name in ("alice", "bob", "carol"):
        server.add_account(name, f"{name}_pw")
    server.creator_seat = 1
    return server


@dataclass
class Player:
    """One user's client, link and board controller, with what they emitted."""

    name: str
    client: BgammonClient
    link: BgammonLink
    controller: BgammonGameController
    sent: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    lobbies: list[list[Any]] = field(default_factory=list)
    chat: list[Any] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)
    games: list[str] = field(default_factory=list)
    movements: list[Any] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    logins: list[Any] = field(default_factory=list)

    def moves_sent(self) -> list[str]:
        return [c for c in self.sent if c.startswith("move ")]


def make_player(tmp_path, name: str) -> Player:
    def factory(host: str, port: int, **options: Any) -> BgammonSession:
        return BgammonSession(host, port, keepalive_interval=0.5, backoff_initial=0.05, backoff_max=0.2,
                              backoff_jitter=0, connect_timeout=2.0, login_timeout=2.0, logout_timeout=1.0,
                              transcript_dir=tmp_path / "logs", **options)

    client = BgammonClient(session_factory=factory)
    link = BgammonLink(client)
    controller = link.make_game_controller()
    player = Player(name, client, link, controller)
    client.sent.connect(player.sent.append)
    client.login_failed.connect(player.failures.append)
    client.logged_in.connect(player.logins.append)
    controller.logged.connect(player.log.append)
    controller.moved.connect(player.movements.append)
    link.lobby_changed.connect(player.lobbies.append)
    link.chat_line.connect(player.chat.append)
    link.refused.connect(player.refused.append)
    link.problem.connect(player.problems.append)
    link.console_text.connect(player.console.append)
    link.game_changed.connect(player.games.append)
    return player


async def log_in(player: Player, server, password: str | None = None) -> None:
    player.client.log_in(server.host, server.port, player.name,
                         f"{player.name}_pw" if password is None else password)
    await until(lambda: player.client.is_logged_in and player.client.state.me == player.name,
                what=f"{player.name} logged in")


async def shut_down(*players: Player) -> None:
    for player in players:
        await player.client.shutdown()


class Room:
    """A started fake bgammon.org server and the players made on it (see :func:`fake_bgammon`)."""

    def __init__(self, tmp_path, server) -> None:
        self.tmp_path = tmp_path
        self.server = server
        self.players: list[Player] = []

    def player(self, name: str) -> Player:
        """A new player (not logged in), shut down when the room closes."""
        player = make_player(self.tmp_path, name)
        self.players.append(player)
        return player

    async def logged_in(self, name: str) -> Player:
        """A new player, logged in with the password of the account ``name``."""
        player = self.player(name)
        await log_in(player, self.server)
        return player

    async def seated(self, points: int, *, name: str = "") -> tuple[Player, Player, Any]:
        """alice creates a match through her link, bob finds it in his lobby and joins it: alice,
        bob and the lobby's entry of the match."""
        alice, bob = self.player("alice"), self.player("bob")
        await log_in(alice, self.server)
        await log_in(bob, self.server)
        alice.link.create_match(points, 0, name)
        await until(lambda: self.server.game_of("alice") is not None, what="the match created")
        bob.link.refresh_lobby()
        entries = await until(lambda: [e for lobby in bob.lobbies for e in lobby if e.players == 1],
                              what="the match in bob's lobby")
        bob.link.join_match(entries[-1].id)
        await until(lambda: alice.controller.snapshot().names == ("alice", "bob")
                    and bob.controller.snapshot().names == ("bob", "alice"), what="both seated")
        return alice, bob, entries[-1]

    async def opened(self, first: Player, second: Player, dice: tuple[int, int]) -> None:
        """The opening roll with ``dice`` (``first`` rolls the first die and wins it), up to
        ``first``'s turn open on the board."""
        self.server.set_dice(*dice)
        await act(first)
        await act(second)
        await until(lambda: first.controller.turn is not None, what=f"{first.name}'s turn")


@asynccontextmanager
async def fake_bgammon(tmp_path, **options: Any) -> AsyncIterator[Room]:
    """A fake bgammon.org server (as :func:`started_server` makes it) in a :class:`Room`; at the
    end every player made in the room is shut down and the server closed."""
    room = Room(tmp_path, await started_server(**options))
    try:
        yield room
    finally:
        await shut_down(*room.players)
        await room.server.close()


def can_act(player: Player) -> bool:
    controller = player.controller
    actions = controller.snapshot().actions
    return bool(actions & {Action.ROLL, Action.TAKE}) or (
        Action.MOVE in actions and controller.turn is not None)


async def act(player: Player) -> bool:
    """One step of the game for ``player`` if it is theirs: roll (the opening die too), take a
    double, or play the first legal play of the controller's own turn step by step, as a drag
    would. Waits until the controller has taken the action in. True if it acted."""
    controller = player.controller
    before = controller.snapshot()
    if Action.MOVE in before.actions and controller.turn is not None:
        play = next(iter(controller.turn.legal))
        controller.undo_all()
        for move in play:
            assert controller.step(move.from_point, move.to_point), (move, controller.turn)
        if controller.turn is not None:  # when plays wait for a confirmation
            assert controller.confirm()
    elif Action.ROLL in before.actions:
        controller.roll()
    elif Action.TAKE in before.actions:
        controller.take()
    else:
        return False
    await until(lambda: controller.snapshot() is not before
                and (controller.snapshot().actions != before.actions or controller.snapshot().dice != before.dice
                     or controller.snapshot().position != before.position),
                what=f"{player.name}'s action taken in")
    return True


async def play_turns(players: list[Player], done: Callable[[], bool], limit: int = 3000) -> int:
    """Act for whoever may until ``done()``; the number of actions taken."""
    acted = 0
    for _ in range(limit):
        if done():
            return acted
        for player in players:
            if await act(player):
                acted += 1
                break
        else:
            await asyncio.sleep(0.005)
    raise AssertionError("the game did not reach its end")


def reconnecting(player: Player) -> bool:
    return player.client.connection.status is Status.RECONNECTING
