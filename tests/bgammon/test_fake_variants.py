"""Acey-deucey and tabula in the fake bgammon.org server.

Whole games are played with bare sockets by two scripted players who each time pick a step from
``Available`` (seeded), and every board both receivers get is checked against the rules as
bgammon-json.md and bgammon.org's source state them (written again here, on their own): fifteen
checkers a side, player 2's board as the flip of player 1's, ``Entered``, the directions, the
dice each step takes, the chosen double after a 1-2 and ``Reroll``, ``failedok`` while a step is
left, a refused move, the win points. The rules object of the fake is checked on chosen
positions, and a tabula game is played once more through the project's own BgammonSession.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import random
from collections import Counter

import pytest

from fibsgui.bgammon import commands
from fibsgui.bgammon.events import BoardEvent, Failed, Notice, Rolled, Win
from tests.fakebgammon import ACEY_DEUCEY, TABULA, FakeBgammon, VariantPosition

HOME, OTHER_HOME, BAR, OTHER_BAR = 0, 25, 26, 27


# -- the rules, from the receiver's side (it is player 1 and on turn) ----------------------------
def flip(variant: int, space: int) -> int:
    """A space as the other player numbers it: acey-deucey mirrors the points, tabula does not."""
    if 1 <= space <= 24:
        return space if variant == TABULA else 25 - space
    return {HOME: OTHER_HOME, OTHER_HOME: HOME, BAR: OTHER_BAR, OTHER_BAR: BAR}[space]


def flipped_board(variant: int, board: list[int]) -> list[int]:
    other = [0] * 28
    for space, count in enumerate(board):
        other[flip(variant, space)] = -count
    return other


def die_of(variant: int, step: tuple[int, int]) -> int:
    """The die a step of the receiver takes, by the shape the rules allow (asserted)."""
    source, to = step
    if variant == ACEY_DEUCEY:  # from 24 down to 1, entering into 24..19, off to 0 from 1..6
        if source in (HOME, BAR):
            assert 19 <= to <= 24, step
            return 25 - to
        if to == HOME:
            assert 1 <= source <= 6, step
            return source
        assert 1 <= to < source <= 24, step
        return source - to
    # tabula: from 1 up to 24, entering into 1..6, off to 0 from 19..24
    if source in (HOME, BAR):
        assert 1 <= to <= 6, step
        return to
    if to == HOME:
        assert 19 <= source <= 24, step
        return 25 - source
    assert 1 <= source < to <= 24, step
    return to - source


def dice_left(board: dict) -> Counter:
    """The dice still to play: the roll (a double four times in acey-deucey, three dice in tabula)
    less the dice the turn's moves took."""
    variant, r1, r2, r3 = board["Variant"], board["Roll1"], board["Roll2"], board["Roll3"]
    rolled = [r1, r2, r3] if variant == TABULA else ([r1] * 4 if r1 == r2 else [r1, r2])
    if variant != TABULA:
        assert r3 == 0
    left = Counter(rolled)
    for step in board["Moves"]:
        left[die_of(variant, tuple(step))] -= 1
    assert all(n >= 0 for n in left.values()), board
    return left


def check_checkers(board: list[int]) -> None:
    assert sum(c for c in board if c > 0) == 15, board
    assert sum(c for c in board if c < 0) == -15, board
    assert board[HOME] >= 0 and board[BAR] >= 0 and board[OTHER_HOME] <= 0 and board[OTHER_BAR] <= 0


def check_available(board: dict, entered: bool) -> None:
    """Every step of the receiver on turn is a legal shape with a die it still has."""
    variant, left = board["Variant"], dice_left(board)
    for step in board["Available"]:
        source, to = step
        assert left[die_of(variant, (source, to))] > 0, (step, board)
        assert board["Board"][source] > 0, (step, board)
        if 1 <= to <= 24:
            assert board["Board"][to] >= -1, (step, board)  # not onto two or more
        if source == HOME:
            assert not entered, (step, board)
        if source != BAR:
            assert board["Board"][BAR] == 0, (step, board)
        if to == HOME:
            home = range(1, 7) if variant == ACEY_DEUCEY else range(13, 25)
            assert entered and all(board["Board"][p] <= 0 for p in range(1, 25) if p not in home)
        if variant == TABULA and not entered:
            assert to <= 12, (step, board)


# -- bare sockets ---------------------------------------------------------------------------------
class Player:
    """A bare TCP client that reads every event in the background."""

    def __init__(self, name: str, reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
        self.name, self.reader, self.writer = name, reader, writer
        self.events: list[dict] = []
        self.sent = 0
        self.task = asyncio.get_running_loop().create_task(self._pump())

    @classmethod
    async def login(cls, server: FakeBgammon, name: str) -> "Player":
        player = cls(name, *await asyncio.open_connection(server.host, server.port))
        player.send(f"loginjson test/en {name} {name}_pw")
        return player

    async def _pump(self) -> None:
        while line := await self.reader.readline():
            if line.startswith(b"{"):
                self.events.append(json.loads(line))

    def send(self, line: str) -> None:
        self.sent += 1
        self.writer.write(line.encode() + b"\n")

    def board(self) -> dict:
        return next(e for e in reversed(self.events) if e["Type"] == "board")

    def of(self, type_: str, start: int = 0) -> list[dict]:
        return [e for e in self.events[start:] if e["Type"] == type_]

    def close(self) -> None:
        self.task.cancel()
        self.writer.close()


async def settle(server: FakeBgammon, *players: Player, timeout: float = 5.0) -> None:
    """Wait until the server has handled every line the players sent and every event it wrote to
    them has arrived."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout

    def done() -> bool:
        for p in players:
            client = server.client(p.name)
            if client is None or len(client.received) < p.sent or len(p.events) < len(client.events):
                return False
        return True

    while not done():
        assert loop.time() < deadline, "the fake server did not answer"
        await asyncio.sleep(0.001)


async def seated(server: FakeBgammon, variant: int) -> tuple[Player, Player]:
    """alice creates a 1-point match of ``variant`` and sits as player 1; bob joins."""
    server.creator_seat = 1
    for name in ("alice", "bob"):
        server.add_account(name, f"{name}_pw")
    a, b = await Player.login(server, "alice"), await Player.login(server, "bob")
    await settle(server, a, b)
    a.send(f"create public 1 {variant} practice")
    await settle(server, a)
    b.send("list")
    await settle(server, b)
    listed = b.of("list")[-1]["Games"]
    prefix = {ACEY_DEUCEY: "(Acey-deucey) ", TABULA: "(Tabula) "}.get(variant, "")
    assert [g["Name"] for g in listed] == [prefix + "practice"]
    b.send("join alice")
    await settle(server, a, b)
    return a, b


class Referee:
    """Checks the two receivers' boards after every command and keeps what it saw."""

    def __init__(self, variant: int, a: Player, b: Player) -> None:
        self.variant, self.a, self.b = variant, a, b
        self.entered = {"alice": False, "bob": False}
        self.boards = 0

    def check(self) -> tuple[dict, dict]:
        ba, bb = self.a.board(), self.b.board()
        for board in (ba, bb):
            assert board["Variant"] == self.variant
            check_checkers(board["Board"])
        assert bb["Board"] == flipped_board(self.variant, ba["Board"])
        if ba["Turn"]:
            assert {ba["Turn"], bb["Turn"]} == {1, 2}
            assert (ba["Roll1"], ba["Roll2"], ba["Roll3"]) == (bb["Roll1"], bb["Roll2"], bb["Roll3"])
            assert bb["Available"] == sorted([flip(self.variant, f), flip(self.variant, t)]
                                             for f, t in ba["Available"])
            assert bb["Moves"] == [[flip(self.variant, f), flip(self.variant, t)] for f, t in ba["Moves"]]
        for board, me, them in ((ba, "alice", "bob"), (bb, "bob", "alice")):
            # "Entered" turns true once the home has been empty, and stays so
            self.entered[me] = self.entered[me] or board["Board"][HOME] == 0
            assert board["Player1"]["Entered"] is self.entered[me], board
            assert board["Player2"]["Name"] == them
        for board, me, them in ((ba, "alice", "bob"), (bb, "bob", "alice")):
            assert board["Player2"]["Entered"] is self.entered[them]
            if board["Turn"] == 1:
                check_available(board, self.entered[me])
                if self.variant == TABULA:
                    assert len(board["Moves"]) <= 3
        self.boards += 1
        return ba, bb


def a_refused_step(board: dict) -> tuple[int, int]:
    """A step of the right kind (from a point of the mover) that is not in ``Available``."""
    available = {tuple(s) for s in board["Available"]}
    source = board["Available"][0][0]
    for to in range(1, 25):
        if (source, to) not in available and to != source:
            return source, to
    raise AssertionError("no refused step found")


async def play_out(server: FakeBgammon, referee: Referee, rng: random.Random,
                   choose_double: int | None = None) -> dict:
    """Both players pick steps from Available until the game is won; returns the win event. On
    the first turn of each with a step to play, ``ok`` must fail and a step outside Available
    is refused."""
    a, b = referee.a, referee.b
    tried = set()
    for _ in range(5000):
        await settle(server, a, b)
        ba, bb = referee.check()
        if ba["Winner"]:
            break
        mover, board = (a, ba) if ba["Turn"] == 1 else (b, bb)
        if board["Available"] and mover.name not in tried and not board["Moves"]:
            tried.add(mover.name)
            start = len(mover.events)
            mover.send("ok")
            step = a_refused_step(board)
            mover.send(f"move {step[0]}/{step[1]}")
            await settle(server, a, b)
            failed_ok, failed_move = mover.of("failedok", start), mover.of("failedmove", start)
            assert len(failed_ok) == 1 and len(failed_move) == 1 and not mover.of("board", start)
            words = {0: "off", 26: "bar"}
            for f, t in board["Available"]:
                assert f"{words.get(f, f)}/{words.get(t, t)}" in failed_ok[0]["Reason"]
            assert (failed_move[0]["From"], failed_move[0]["To"]) == step
            continue
        if board["Available"]:
            f, t = rng.choice(board["Available"])
            mover.send(f"move {f}/{t}")
        elif (board["Variant"] == ACEY_DEUCEY and sorted((board["Roll1"], board["Roll2"])) == [1, 2]
              and len(board["Moves"]) == 2):
            mover.send(f"ok {choose_double or rng.randint(1, 6)}")
        else:
            mover.send("ok")
    else:
        pytest.fail("the game did not end")
    wins = a.of("win")
    assert len(wins) == 1 and b.of("win") == wins
    return wins[0]


# -- acey-deucey ----------------------------------------------------------------------------------
async def test_acey_deucey_whole_game_with_the_chosen_double():
    async with FakeBgammon(seed=7) as server:
        a, b = await seated(server, ACEY_DEUCEY)
        referee = Referee(ACEY_DEUCEY, a, b)
        referee.check()
        start = a.board()
        assert start["Board"] == [15] + [0] * 24 + [-15, 0, 0] and start["Turn"] == 0
        # the opening: alice 5, bob 3; alice then gets a fresh 1-2, a double of her choice, and a 6-4
        server.set_dice(5, 3, 1, 2, 6, 4)
        a.send("roll")
        b.send("roll")
        await settle(server, a, b)
        ba, bb = referee.check()
        assert [(e["Player"], e["Roll1"], e["Roll2"]) for e in a.of("rolled")] == [
            ("alice", 5, 0), ("bob", 5, 3), ("alice", 1, 2)]
        assert (ba["Turn"], ba["Roll1"], ba["Roll2"], bb["Turn"]) == (1, 1, 2, 2)
        assert ba["Available"] == [[0, 23], [0, 24]]    # entering into 24..19: 25 - die
        assert bb["Available"] == [[25, 1], [25, 2]]    # bob sees it mirrored
        a.send("roll")  # the server rolled for her already
        a.send("double")  # no doubling in the variants
        await settle(server, a, b)
        assert a.of("failedroll")[-1]["Reason"] == "It is not your turn to roll."
        assert a.of("notice")[-1]["Message"] == "You may not double at this time."
        a.send("ok")
        await settle(server, a, b)
        assert a.of("failedok")[-1]["Reason"] == "The following legal moves are available: off/24, off/23"
        a.send("move 0/22")  # a 3: not rolled
        await settle(server, a, b)
        assert a.of("failedmove")[-1]["To"] == 22
        a.send("move 0/24")
        a.send("move off/23")
        await settle(server, a, b)
        ba, bb = referee.check()
        assert ba["Board"][24] == 1 and ba["Board"][23] == 1 and ba["Board"][0] == 13
        assert bb["Board"][1] == -1 and bb["Board"][2] == -1 and bb["Board"][25] == -13
        assert ba["Available"] == [] and ba["Reroll"] is False
        for wrong in ("ok", "ok 0", "ok 7", "ok six"):
            a.send(wrong)
        await settle(server, a, b)
        assert [e["Reason"] for e in a.of("failedok")[-4:]] == [
            "Choose which doubles you want for your acey-deucey."] * 4
        before = len(b.events)
        a.send("ok 5")
        await settle(server, a, b)
        chosen = b.of("rolled", before)
        assert [(e["Player"], e["Roll1"], e["Roll2"], e["Selected"]) for e in chosen] == [
            ("alice", 5, 5, True)]
        ba, bb = referee.check()
        assert (ba["Turn"], ba["Roll1"], ba["Roll2"], ba["Reroll"], ba["Moves"]) == (1, 5, 5, True, [])
        assert bb["Reroll"] is True
        assert ba["Available"] == [[0, 20], [23, 18], [24, 19]]
        for _ in range(4):  # a double is four moves
            a.send(f"move {a.board()['Available'][0][0]}/{a.board()['Available'][0][1]}")
            await settle(server, a, b)
            referee.check()
        assert len(a.board()["Moves"]) == 4 and a.board()["Available"] == []
        before = len(a.events)
        a.send("ok")
        await settle(server, a, b)
        ba, bb = referee.check()
        assert [(e["Player"], e["Roll1"], e["Roll2"], e["Selected"]) for e in a.of("rolled", before)] == [
            ("alice", 6, 4, False)]
        assert (ba["Turn"], ba["Roll1"], ba["Roll2"], ba["Reroll"], bb["Reroll"]) == (1, 6, 4, False, False)

        win = await play_out(server, referee, random.Random(3))
        ba, bb = a.board(), b.board()
        winner, loser = (ba, bb) if win["Player"] == "alice" else (bb, ba)
        assert winner["Winner"] == 1 and loser["Winner"] == 2
        assert winner["Board"][HOME] == 15
        # the loser's checkers not borne off (its home counts only while it has not entered all)
        off = loser["Board"][HOME] if loser["Player1"]["Entered"] else 0
        assert win["Points"] == 15 - off and win["Points"] > 0
        assert winner["Player1"]["Points"] == win["Points"] and loser["Player2"]["Points"] == win["Points"]
        assert referee.entered[win["Player"]] is True
        assert referee.boards > 100
        game = server.game_of("alice") or server.games[0]
        replay = game.replays[-1]
        number = 1 if win["Player"] == "alice" else 2
        assert replay[0].split()[0] == "i" and replay[0].split()[2:] == [
            "alice", "bob", "1", "0", "0", str(number), str(win["Points"]), "1"]
        assert replay[1] == "1 r 2-1 off/24, off/23"
        assert replay[2].startswith("1 r 5-5 off/20, ") and len(replay[2].split(", ")) == 4
        assert replay[3].startswith("1 r 6-4")
        a.close()
        b.close()


# -- tabula ---------------------------------------------------------------------------------------
async def test_tabula_whole_game_with_three_dice():
    async with FakeBgammon(seed=11) as server:
        a, b = await seated(server, TABULA)
        referee = Referee(TABULA, a, b)
        # the opening: alice 2, bob 6; bob then gets a fresh 3-1-4
        server.set_dice(2, 6, 3, 1, 4)
        a.send("roll")
        b.send("roll")
        await settle(server, a, b)
        ba, bb = referee.check()
        rolled = b.of("rolled")[-1]
        assert (rolled["Player"], rolled["Roll1"], rolled["Roll2"], rolled["Roll3"]) == ("bob", 3, 1, 4)
        assert (bb["Turn"], bb["Roll1"], bb["Roll2"], bb["Roll3"]) == (1, 3, 1, 4)
        assert bb["Available"] == [[0, 1], [0, 3], [0, 4]]   # entering into 1..6: die = point
        assert ba["Available"] == [[25, 1], [25, 3], [25, 4]]  # not mirrored for the other side
        b.send("move 0/3")
        b.send("move 0/1")
        b.send("reset")  # back to the roll: the same three steps offered again
        await settle(server, a, b)
        ba, bb = referee.check()
        assert bb["Board"][HOME] == 15 and bb["Moves"] == [] and bb["Available"] == [[0, 1], [0, 3], [0, 4]]
        assert [e["Moves"] for e in a.of("moved")] == [[[25, 3]], [[25, 1]], [[1, 25], [3, 25]]]
        for step in ("0/3", "0/1", "1/5"):
            b.send(f"move {step}")
        await settle(server, a, b)
        ba, bb = referee.check()
        assert bb["Board"][3] == 1 and bb["Board"][5] == 1 and bb["Board"][0] == 13
        assert ba["Board"][3] == -1 and ba["Board"][5] == -1 and ba["Board"][25] == -13
        assert bb["Available"] == [] and len(bb["Moves"]) == 3
        b.send("ok")
        await settle(server, a, b)
        ba, bb = referee.check()
        assert ba["Turn"] == 1 and ba["Roll3"] > 0 and a.of("rolled")[-1]["Player"] == "alice"

        win = await play_out(server, referee, random.Random(5))
        assert win["Points"] == 1
        ba, bb = a.board(), b.board()
        winner = ba if win["Player"] == "alice" else bb
        assert winner["Winner"] == 1 and winner["Board"][HOME] == 15 and winner["Player1"]["Points"] == 1
        replay = server.games[0].replays[-1]
        assert replay[0].split()[-2:] == ["1", "2"]
        assert replay[1] == "2 r 4-3-1 off/3, off/1, 1/5"
        assert all(len(line.split()[2].split("-")) == 3 for line in replay[1:])
        a.close()
        b.close()


async def test_resigning_a_variant_scores_the_cube_and_a_rematch_keeps_the_variant():
    async with FakeBgammon(seed=2) as server:
        a, b = await seated(server, ACEY_DEUCEY)
        server.set_dice(6, 1, 3, 3)
        a.send("roll")
        b.send("roll")
        await settle(server, a, b)
        assert a.board()["Available"] == [[0, 22]]  # a double: four moves of 3, all from home
        a.send("resign")
        await settle(server, a, b)
        assert b.of("win")[-1]["Points"] == 1 and b.of("win")[-1]["Resigned"] == "alice"
        a.send("rematch")
        b.send("rematch")
        await settle(server, a, b)
        board = a.board()
        assert board["Variant"] == ACEY_DEUCEY and board["Board"][HOME] == 15 and board["Winner"] == 0
        a.close()
        b.close()


async def test_failedok_lists_the_steps_as_the_server_writes_them_in_backgammon_too():
    async with FakeBgammon() as server:
        a, b = await seated(server, 0)
        server.set_dice(6, 5)
        a.send("roll")
        b.send("roll")
        await settle(server, a, b)
        a.send("move 24/18")
        a.send("ok")
        await settle(server, a, b)
        # the 5 left: 18/13, 13/8 and 8/3 (24/19 and 6/1 land on two or more), highest first
        assert a.of("failedok")[-1]["Reason"] == (
            "The following legal moves are available: 18/13, 13/8, 8/3")
        a.close()
        b.close()


# -- the rules object -----------------------------------------------------------------------------
def position(variant: int, points: dict[int, int], entered=(True, True)) -> VariantPosition:
    """A position in player 1's numbering; the checkers not placed are in their homes."""
    board = [0] * 28
    for space, count in points.items():
        board[space] = count
    board[0] += 15 - sum(c for c in board if c > 0)
    board[25] -= 15 + sum(c for c in board if c < 0)
    return VariantPosition(variant, tuple(board), entered)


def test_variants_bear_off_with_the_exact_die_only():
    # acey-deucey: player 1 on its 2 and 3 with a 6-5: backgammon would bear off, a variant not
    pos = position(ACEY_DEUCEY, {2: 1, 3: 1, 20: -15})
    assert pos.available(1, (6, 5), moved=False) == []
    # with 3-1 both dice play only as 3/off and 2/1 (3/2 leaves the 3 without a checker to take)
    assert pos.available(1, (3, 1), moved=False) == [(2, 1), (3, 0)]
    # tabula: player 2 on 22 bears off with a 3 only
    pos = position(TABULA, {22: -1, 5: 15})
    assert pos.available(2, (4, 5, 6), moved=False) == []
    assert pos.available(2, (3, 5, 6), moved=False) == [(22, 25)]


def test_the_longest_play_and_then_the_highest_die():
    # acey-deucey, player 1 on 8 and 4, player 2 holding 1: with 5-2, 8/6 is a legal step but
    # leaves the 5 unplayable (6/1 is held, 4 has no 5), so only 8/3 and 4/2 are offered
    pos = position(ACEY_DEUCEY, {8: 1, 4: 1, 1: -2})
    assert (8, 6, 2) in pos.steps(1, (2, 5))
    assert pos.available(1, (2, 5), moved=False) == [(4, 2), (8, 3)]
    # one checker on 10 and player 2 on 3: either die alone, never both: the higher one
    pos = position(ACEY_DEUCEY, {10: 1, 3: -2})
    assert {(f, t) for f, t, _ in pos.steps(1, (2, 5))} == {(10, 8), (10, 5)}
    assert pos.available(1, (2, 5), moved=False) == [(10, 5)]
    assert pos.play(1, 10, 5).available(1, (2,), moved=True) == []
    # tabula's three dice and a lone checker on 20: two of them at most (bearing off takes the
    # exact die), by any of the three first steps
    pos = position(TABULA, {20: 1, 25: -15}, entered=(True, False))
    assert pos.available(1, (1, 2, 3), moved=False) == [(20, 21), (20, 22), (20, 23)]


def test_tabula_keeps_the_far_half_closed_until_all_have_entered():
    pos = position(TABULA, {10: 1, 25: -15}, entered=(False, False))
    assert pos.own(1, 0) == 14
    steps = pos.available(1, (5, 2, 1), moved=False)
    assert all(to <= 12 for _, to in steps) and (10, 12) in steps and (10, 15) not in steps
    after = position(TABULA, {10: 15}, entered=(True, False))
    assert (10, 15) in after.available(1, (5, 2, 1), moved=False)


def test_a_hit_goes_to_the_bar_and_must_enter_first():
    pos = position(ACEY_DEUCEY, {20: 1, 18: -1, 6: 14}, entered=(True, True))
    hit = pos.play(1, 20, 18)
    assert hit.board[18] == 1 and hit.board[27] == -1
    assert hit.available(2, (1, 2), moved=False) == [(27, 1), (27, 2)]
    tabula = position(TABULA, {3: 1, 4: -1, 20: 14}, entered=(True, True))
    hit = tabula.play(1, 3, 4)
    assert hit.board[27] == -1 and hit.available(2, (3, 1, 6), moved=False)[0][0] == 27


# -- through the project's session ---------------------------------------------------------------
_markers = itertools.count(1)


async def sync(session, rec, *lines: str):
    """Send ``lines`` and a made-up command; once its ``Unknown command`` notice is in, every
    event the lines caused has arrived. Returns the latest game state."""
    for line in lines:
        session.send(line)
    marker = f"marker{next(_markers)}"
    session.send(marker)
    answer = await rec.wait_event(Notice, lambda e: e.message == f"Unknown command: {marker}")
    boards = [e for e in rec.events[: rec.events.index(answer)] if isinstance(e, BoardEvent)]
    return boards[-1].game if boards else None


async def test_a_tabula_game_through_bgammon_session(fake_bgammon, make_session):
    fake_bgammon.creator_seat = 1
    alice, ra = make_session()
    bob, rb = make_session()
    await alice.login("alice", "alice pw")
    await bob.login("bob", "bob_pw")
    await sync(alice, ra, commands.create(1, variant=TABULA))
    await sync(bob, rb, commands.join("alice"))
    fake_bgammon.set_dice(5, 2, 6, 6, 2)
    await sync(alice, ra, commands.roll())
    await sync(bob, rb, commands.roll())
    ga = await sync(alice, ra)
    assert ga.variant == TABULA and ga.turn == 1 and ga.dice == (6, 6, 2)
    assert ga.position() is None  # the client's rules engine knows backgammon only
    rolled = [e for e in ra.of(Rolled) if e.player == "alice" and e.roll3]
    assert rolled and (rolled[-1].roll1, rolled[-1].roll2, rolled[-1].roll3) == (6, 6, 2)
    sessions = {1: (alice, ra), 2: (bob, rb)}
    rng = random.Random(1)
    for _ in range(3000):
        ga = await sync(alice, ra)
        if ga.winner:
            break
        session, rec = sessions[ga.turn]
        game = await sync(session, rec)
        check_checkers(list(game.board))
        if game.available:
            await sync(session, rec, commands.move([rng.choice(game.available)]))
        else:
            await sync(session, rec, commands.ok())
    else:
        pytest.fail("the game did not end")
    win = await ra.wait_event(Win)
    assert win.points == 1
    assert not ra.of(Failed) and not rb.of(Failed)
