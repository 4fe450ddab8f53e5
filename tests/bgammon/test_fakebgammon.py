"""The fake bgammon server checked against the specification's own statements (bgammon-json.md),
with raw sockets: no client code of the project is involved."""

from __future__ import annotations

import asyncio
import json

from tests.fakebgammon import FakeBgammon

# "Backgammon start: 24 -> +2, 13 -> +5, 8 -> +3, 6 -> +5; 1 -> -2, 12 -> -5, 17 -> -3, 19 -> -5."
START = [0] * 28
for point, count in ((24, 2), (13, 5), (8, 3), (6, 5), (1, -2), (12, -5), (17, -3), (19, -5)):
    START[point] = count


class Raw:
    """A bare TCP client: lines out, JSON objects in."""

    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer
        self.events: list[dict] = []

    @classmethod
    async def open(cls, server):
        return cls(*await asyncio.open_connection(server.host, server.port))

    def send(self, line: str) -> None:
        self.writer.write(line.encode() + b"\n")

    async def next(self, type_: str, timeout: float = 3.0) -> dict:
        async def read():
            while True:
                line = await self.reader.readline()
                assert line, "connection closed"
                if not line.startswith(b"{"):
                    continue
                event = json.loads(line)
                self.events.append(event)
                if event["Type"] == type_:
                    return event
        return await asyncio.wait_for(read(), timeout)

    def close(self) -> None:
        self.writer.close()


async def two_players(server, points=1):
    server.creator_seat = 1
    a, b = await Raw.open(server), await Raw.open(server)
    a.send("loginjson t/en alice alice_pw")
    b.send("loginjson t/en bob bob_pw")
    await a.next("welcome")
    await b.next("welcome")
    a.send(f"create public {points}")
    await a.next("board")
    b.send("join alice")
    await b.next("board")
    await a.next("board")
    return a, b


async def test_start_board_from_both_sides_and_the_opening_roll():
    async with FakeBgammon() as server:
        server.add_account("alice", "alice_pw")
        server.add_account("bob", "bob_pw")
        a, b = await two_players(server)
        server.set_dice(3, 1)
        a.send("roll")
        first = await a.next("rolled")
        assert (first["Player"], first["Roll1"], first["Roll2"]) == ("alice", 3, 0)
        b.send("roll")
        board_a, board_b = await a.next("board"), await b.next("board")
        assert board_a["Board"] == START and board_b["Board"] == START
        assert (board_a["Turn"], board_b["Turn"]) == (1, 2)
        # 3-1 from the start, as the receiver numbers it: every single step a checker can make
        # (13/12 lands on the opponent's five checkers on 12)
        expected = sorted([[24, 21], [24, 23], [13, 10], [8, 5], [8, 7], [6, 3], [6, 5]])
        assert board_a["Available"] == expected
        assert board_b["Available"] == sorted([25 - x, 25 - y] for x, y in expected)
        assert board_a["Spectating"] is False and board_a["PlayerNumber"] == 1
        a.close()
        b.close()


async def test_moves_chained_in_one_command_are_refused_and_ok_needs_both_dice():
    async with FakeBgammon() as server:
        server.add_account("alice", "alice_pw")
        server.add_account("bob", "bob_pw")
        a, b = await two_players(server)
        server.set_dice(6, 5)
        a.send("roll")
        b.send("roll")
        await a.next("board")
        a.send("move 24/18 18/13")  # "a chained step is refused"
        refused = await a.next("failedmove")
        assert (refused["From"], refused["To"]) == (18, 13)
        a.send("move 24/18")
        moved = await a.next("moved")
        assert moved["Moves"] == [[24, 18]]
        seen = await b.next("moved")
        assert seen["Moves"] == [[1, 7]]
        a.send("ok")
        failed = await a.next("failedok")
        assert "18/13" in failed["Reason"]
        a.send("move 18/13")
        board = await a.next("board")
        assert board["Board"][13] == 6 and board["Board"][24] == 1
        a.send("ok")
        board = await b.next("board")
        while board["Turn"] != 1 or board["Moves"]:
            board = await b.next("board")
        assert board["Board"][1 + 24 - 24] == -1 and board["Roll1"] == 0  # bob's view: alice left one on 1
        a.close()
        b.close()


async def test_resigning_at_the_start_costs_three_times_the_cube():
    async with FakeBgammon() as server:
        server.add_account("alice", "alice_pw")
        server.add_account("bob", "bob_pw")
        a, b = await two_players(server, points=5)
        server.set_dice(2, 1)
        a.send("roll")
        b.send("roll")
        await b.next("board")
        b.send("resign")  # not bob's turn
        await b.next("notice")
        a.send("resign")
        win = await b.next("win")
        assert (win["Player"], win["Points"], win["Resigned"]) == ("bob", 3, "alice")
        board = await b.next("board")
        assert board["Player1"]["Points"] == 3 and board["Turn"] == 0 and board["Board"] == START
        a.close()
        b.close()


async def test_a_silent_client_gets_the_notice_and_is_closed():
    async with FakeBgammon(ping_interval=60, idle_timeout=0.2, terminate_delay=0.05) as server:
        server.add_account("alice", "alice_pw")
        a = await Raw.open(server)
        a.send("loginjson t/en alice alice_pw")
        await a.next("welcome")
        notice = await a.next("notice")
        while not notice["Message"].startswith("Connection terminated"):
            notice = await a.next("notice")
        assert "timed out" in notice["Message"]
        assert await asyncio.wait_for(a.reader.read(), 2.0) == b""


async def test_private_match_needs_its_password_and_a_third_client_spectates():
    async with FakeBgammon() as server:
        for name in ("alice", "bob", "carol"):
            server.add_account(name, f"{name}_pw")
        a, b, c = [await Raw.open(server) for _ in range(3)]
        for raw, name in ((a, "alice"), (b, "bob"), (c, "carol")):
            raw.send(f"loginjson t/en {name} {name}_pw")
            await raw.next("welcome")
        a.send("create private sesame 3")
        joined = await a.next("joined")
        b.send(f"join {joined['GameID']} wrong")
        assert (await b.next("failedjoin"))["Reason"] == "Invalid password."
        b.send(f"join {joined['GameID']} sesame")
        assert (await b.next("joined"))["PlayerNumber"] == 1
        c.send("join alice sesame")
        await c.next("joined")
        board = await c.next("board")
        assert board["Spectating"] is True
        for raw in (a, b, c):
            raw.close()
