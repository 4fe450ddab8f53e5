"""Whole matches on BaldLies between fibsgui clients (tests.peers.fibsplayers), and the check of
every record against what the server played (tests.peers.truth)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fibsgui.models.server import RESUME
from tests.loopkit import until
from tests.peers import truth
from tests.peers.fibsplayers import Player, Script, log_in, log_out, make_player, match_over, play_until


@dataclass
class Table:
    """A match's two players (and watchers) on a BaldLies server."""

    server: Any
    folder: Path
    players: list[Player] = field(default_factory=list)
    watchers: list[Player] = field(default_factory=list)
    created: set[str] = field(default_factory=set)

    def player(self, name: str, seed: int, script: Script | None = None) -> Player:
        player = make_player(self.folder, name, seed, script)
        self.players.append(player)
        return player

    def watcher(self, name: str) -> Player:
        watcher = make_player(self.folder, name, 0)
        self.watchers.append(watcher)
        return watcher

    async def log_in(self, player: Player) -> None:
        made = player.name in self.created or player.name in getattr(self.server, "accounts", ())
        await log_in(player, self.server, create=not made)
        self.created.add(player.name)
        player.link.set_ready(True)
        await until(lambda: player.link.toggles.get("ready"), what=f"{player.name} ready")

    async def start(self, inviter: Player, invitee: Player, length: int, dice_seed: int) -> None:
        """Both logged in, ``inviter`` invites ``invitee`` to a ``length`` point match, which they
        join; the server's dice from a generator seeded with ``dice_seed``. Players and watchers
        not logged in yet log in first."""
        # BaldLies gives the players their colours by the order their accounts were made: an
        # account not made yet (see the ``baldlies`` fixture), the inviter's first, for the same
        # match each run; the logins together (BaldLies pauses at each)
        if not inviter.client.is_logged_in and inviter.name not in getattr(self.server, "accounts", ()):
            await self.log_in(inviter)
        await asyncio.gather(*(self.log_in(player) for player in (inviter, invitee, *self.watchers)
                               if not player.client.is_logged_in))
        self.server.use_dice(dice_seed)
        inviter.link.player_action("invite", invitee.name, length)
        await until(lambda: inviter.name in invitee.link.invitations, what="the invitation")
        invitee.link.join(inviter.name)
        await until(lambda: inviter.snapshot().names == (inviter.name, invitee.name)
                    and invitee.snapshot().names == (invitee.name, inviter.name), what="the match begun")

    async def resume(self, inviter: Player, invitee: Player) -> None:
        """``inviter`` invites ``invitee`` to go on with their saved match, which they join."""
        inviter.link.player_action("invite", invitee.name, RESUME)
        await until(lambda: inviter.name in invitee.link.invitations or invitee.link.playing,
                    what="the invitation to resume")
        if not invitee.link.playing:
            invitee.link.join(inviter.name)
        await until(lambda: inviter.link.playing and invitee.link.playing, what="the match resumed")

    async def play_out(self, *players: Player, actions: int = 3000) -> int:
        players = players or tuple(self.players)
        return await play_until(list(players), lambda: all(match_over(p) for p in players), limit=actions)

    async def close(self) -> None:
        for player in (*self.players, *self.watchers):
            await log_out(player)


def played(server: Any, a: Player, b: Player) -> list[list[truth.Step]]:
    """The games the server played between ``a`` and ``b``, as steps."""
    rows = server.logged(a.name, b.name)
    return truth.server_games(rows, (a.name, b.name), {a.name: a.lines, b.name: b.lines})


def the_record(player: Player) -> Any:
    """The one record ``player`` has: the test's match."""
    records = player.records()
    assert len(records) == 1, [(r.info.players, r.info.outcome, r.score) for r in records]
    return records[0]


def check_record(record: Any, games: list[list[truth.Step]], names: tuple[str, str]) -> None:
    """``record`` holds what the server played: every game, move for move, its end, the winner and
    the final score."""
    problem = truth.differences(games, truth.record_games(record))
    assert not problem, problem
    final = truth.final_score(games, names)
    winner = names[0] if final[0] > final[1] else names[1]
    info = record.info
    assert info.outcome == "won", (info.outcome, record.score)
    assert info.players[info.winner] == winner
    assert dict(zip(info.players, record.score)) == dict(zip(names, final))


async def settle(seconds: float = 0.3) -> None:
    """Time for the last lines the server sends after a match (ratings) to come in."""
    await asyncio.sleep(seconds)


async def whole_match(server: Any, folder: Path, names: tuple[str, str], length: int, dice_seed: int,
                      seeds: tuple[int, int] = (1, 2), scripts: tuple[Script | None, Script | None] = (None, None),
                      quiet: bool = True) -> tuple[Player, Player]:
    """A whole match of ``length`` points between two new players named ``names`` (the first
    invites), played out; both logged out at the end."""
    table = Table(server, folder)
    first = table.player(names[0], seeds[0], scripts[0])
    second = table.player(names[1], seeds[1], scripts[1])
    first.quiet = second.quiet = quiet
    try:
        await table.start(first, second, length, dice_seed=dice_seed)
        await table.play_out()
        await settle()
    finally:
        await table.close()
    return first, second
