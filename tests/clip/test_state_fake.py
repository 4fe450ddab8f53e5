"""ClientState fed with everything the fake server sends to real sessions during whole matches."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from fibsgui.clip import Board, ClientState, GameWon, MatchWon, ResignOffered, parse_lines
from fibsgui.session import FibsSession
from tests.session.play import act, play_until


class Client:
    """A logged-in session whose messages go through parse_lines into a ClientState."""

    def __init__(self, server, name: str) -> None:
        self.name = name
        self.session = FibsSession(server.host, server.port, parse=str, keepalive_interval=0,
                                   transcript=False, backoff_initial=0.05, backoff_max=0.2,
                                   backoff_jitter=0, connect_timeout=2.0, login_timeout=2.0)
        self.state = ClientState()
        self.lines: list[str] = []
        self.messages: list = []
        self.snapshots: list = []  # (message, game view, watched view) after each message
        self._task: asyncio.Task | None = None

    async def login(self) -> "Client":
        await self.session.login(self.name, f"{self.name}_pw")
        self._task = asyncio.get_running_loop().create_task(self._read())
        return self

    async def _read(self) -> None:
        async for line in self.session.messages():
            self.lines.append(line)
            for message in parse_lines(line):
                self.state.apply(message)
                self.messages.append(message)
                self.snapshots.append((message, self.state.game, self.state.watched))

    async def wait(self, predicate, timeout: float = 5.0):
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not predicate():
            if loop.time() > deadline:
                raise TimeoutError(f"{self.name}: condition not met")
            await asyncio.sleep(0.01)

    async def close(self) -> None:
        await self.session.close()
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)


async def clients(server, *names: str) -> dict[str, Client]:
    out = {}
    for name in names:
        out[name] = await Client(server, name).login()
    for name in names:
        await out[name].wait(lambda n=name: out[n].state.me == n and "alice" in out[n].state.players)
    return out


async def start_match(server, c: dict[str, Client], length: int):
    c["bob"].session.send("toggle ready")
    await c["bob"].wait(lambda: c["bob"].state.toggles.get("ready") is True)
    c["alice"].session.send(f"invite bob {length}")
    await c["bob"].wait(lambda: "alice" in c["bob"].state.invitations)
    assert c["bob"].state.invitations["alice"].length == length
    assert c["alice"].state.my_invitation is not None and c["alice"].state.my_invitation.name == "bob"
    c["bob"].session.send("join alice")
    return await server.wait_until(lambda: server.match_of("alice"))


async def test_a_whole_one_point_match_through_the_state_of_each_player_and_a_watcher(fake_fibs):
    c = await clients(fake_fibs, "alice", "bob", "carol")
    try:
        c["carol"].session.send("watch alice")
        await c["carol"].wait(lambda: c["carol"].state.watching == "alice")
        match = await start_match(fake_fibs, c, 1)
        sessions = {name: client.session for name, client in c.items()}
        for name in ("alice", "bob"):
            await c[name].wait(lambda n=name: c[n].state.game is not None and c[n].state.game.board is not None)
            assert c[name].state.invitations == {} and c[name].state.my_invitation is None
        assert c["alice"].state.game.opponent == "bob" and c["bob"].state.game.opponent == "alice"

        # a double, taken; then a resignation offer, rejected; then play to the end
        await play_until(fake_fibs, sessions, match, lambda: match.state.cube == 2, double_first=True)
        await play_until(fake_fibs, sessions, match, lambda: match.phase == "move")
        resigner = match.players[match.state.on_roll]
        other = match.players[1 - match.state.on_roll]
        sessions[resigner].send("resign n")
        await c[other].wait(lambda: c[other].state.game.resign_offer is not None)
        assert c[other].state.game.resign_offer == (1, 2)  # the opponent offers 2 points (cube 2)
        assert c[resigner].state.game.resign_offer == (0, 2)
        sessions[other].send("reject")
        await c[resigner].wait(lambda: c[resigner].state.game.resign_offer is None)
        await play_until(fake_fibs, sessions, match, lambda: match.phase == "over")

        winner = match.players[match.winner]
        for name in ("alice", "bob"):
            client = c[name]
            await client.wait(lambda cl=client: cl.state.game.match_winner is not None)
            game = client.state.game
            mine = name == winner
            assert game.match_winner == (0 if mine else 1)
            assert game.game_over == (0 if mine else 1, 2)
            assert game.score == ((1, 0) if mine else (0, 1))
            side = match.side_of(name)
            final = match.position
            assert game.board.position.board == (final.checkers(side), final.checkers(1 - side))
            # along the way: the double was seen offered and answered, the cube reached 2
            offers = [g.double_offer for _, g, _ in client.snapshots if g is not None]
            assert 0 in offers or 1 in offers
            assert any(isinstance(m, Board) and m.cube == 2 for m in client.messages)
            assert any(isinstance(m, ResignOffered) for m in client.messages)
            assert any(isinstance(m, GameWon) and m.points == 2 for m in client.messages)
            assert any(isinstance(m, MatchWon) for m in client.messages)
            # every line was understood: only MOTD text and the rating calculation are free text
            unknown = [m.raw for m in client.messages if type(m).__name__ == "Unknown"]
            assert all(line.startswith(("+", "|")) for line in unknown), unknown

        # the watcher saw the match from alice's side
        watcher = c["carol"]
        await watcher.wait(lambda: watcher.state.watched is not None
                           and watcher.state.watched.match_winner is not None)
        watched = watcher.state.watched
        assert (watched.player, watched.opponent, watched.length) == ("alice", "bob", 1)
        assert watched.match_winner == (0 if winner == "alice" else 1)
        side = match.side_of("alice")
        assert watched.board.player_name == "alice"
        assert watched.board.position.board == (match.position.checkers(side), match.position.checkers(1 - side))
        assert watcher.state.game is None
    finally:
        for client in c.values():
            await client.close()


async def test_resume_after_a_dropped_connection_gives_the_saved_score(fake_fibs):
    c = await clients(fake_fibs, "alice", "bob")
    try:
        match = await start_match(fake_fibs, c, 3)
        sessions = {name: client.session for name, client in c.items()}
        await c["alice"].wait(lambda: c["alice"].state.game is not None
                              and c["alice"].state.game.board is not None)
        await act(fake_fibs, sessions, match)  # the opening move
        match.state = replace(match.state, score=(1, 0))  # alice (the inviter) won a game before
        fake_fibs.drop("bob")
        await c["alice"].wait(lambda: c["alice"].state.game is None)
        # bob's session logs in again and invites alice to resume; alice's session joins
        await c["alice"].wait(lambda: c["alice"].state.game is not None, timeout=10)
        await c["alice"].wait(lambda: c["alice"].state.game.board is not None)
        await c["bob"].wait(lambda: c["bob"].state.game is not None and c["bob"].state.game.board is not None)
        alice, bob = c["alice"].state.game, c["bob"].state.game
        assert (alice.opponent, alice.length, alice.score) == ("bob", 3, (1, 0))
        assert (bob.opponent, bob.length, bob.score) == ("alice", 3, (0, 1))
        assert alice.board.position.board == (match.position.checkers(0), match.position.checkers(1))
        assert any(type(m).__name__ == "MatchSaved" for m in c["alice"].messages)
        assert any(type(m).__name__ == "ResumeInfo" for m in c["alice"].messages)
    finally:
        for client in c.values():
            await client.close()
