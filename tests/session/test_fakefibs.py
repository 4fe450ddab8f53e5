"""The fake server itself: the rawboard it sends, the rules it enforces, its scripting hooks.

Other suites (GUI end-to-end tests) rely on it, so what it claims to do is checked here against
the specification's own examples, not against its own output.
"""

from __future__ import annotations

import asyncio

from fibsgui.bg import Position
from tests.fakefibs import FakeFibs, FakeMatch

# The rawboard fields, in the order of ``help rawboard`` (shared/specs/fibs-help.txt).
# At the start of a game O (positive numbers) has 2 checkers on 24, 5 on 13, 3 on 8 and 5 on 6 and
# moves down to 1; X (negative) mirrors it from point 1 up to 24. Indexes 0 and 25 are the bars.
START_POINTS = [0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0]


def fresh_match(you_are_o: bool) -> FakeMatch:
    server = FakeFibs()
    match = FakeMatch(server, "You", "someplayer", 3)
    match.o_side = 0 if you_are_o else 1
    match.position = Position.initial(0)
    match.phase = "move"
    match.dice = (6, 2)
    from dataclasses import replace
    match.state = replace(match.state, on_roll=0, turn=0, dice=(6, 2))
    return match


def test_board_line_of_a_new_game_as_o():
    match = fresh_match(you_are_o=True)
    fields = match.board_line(0, "You").split(":")
    assert len(fields) == 3 + 50  # "board", two names, 50 numbers
    assert fields[:6] == ["board", "You", "someplayer", "3", "0", "0"]
    assert [int(f) for f in fields[6:32]] == START_POINTS
    numbers = [int(f) for f in fields[32:]]
    assert numbers == [
        1,           # turn: O (you) to play
        6, 2, 0, 0,  # your dice, the opponent's dice
        1, 1, 1, 0,  # cube, you may double, opponent may double, was doubled
        1, -1,       # colour O, direction 24 -> 1
        0, 25,       # home, bar
        0, 0, 0, 0,  # borne off (you, opponent), on the bar (you, opponent)
        2,           # checkers to move with 6-2
        0, 0, 0,     # no-Crawford / post-Crawford markers, redoubles
    ]


def test_board_line_as_x_mirrors_the_numbers():
    match = fresh_match(you_are_o=False)
    fields = [int(f) for f in match.board_line(0, "You").split(":")[3:]]
    board = fields[3:29]
    # You are X (negative), moving 1 -> 24: your 24-point is FIBS 1, your 6-point is FIBS 19
    assert board[1] == -2 and board[19] == -5 and board[12] == -5 and board[17] == -3
    assert board[24] == 2 and board[6] == 5  # the opponent (O) from 24 down to 1
    colour, direction, home, bar = fields[38:42]
    assert (colour, direction, home, bar) == (-1, 1, 25, 0)
    assert fields[29] == -1  # X (you) on turn


def test_the_watchers_view_names_the_watched_player():
    match = fresh_match(you_are_o=True)
    assert match.board_line(1, "someplayer").startswith("board:someplayer:You:3:0:0:")


async def test_illegal_moves_get_fibs_complaints(fake_fibs):
    reader, writer = await asyncio.open_connection(fake_fibs.host, fake_fibs.port)
    reader2, writer2 = await asyncio.open_connection(fake_fibs.host, fake_fibs.port)
    try:
        writer.write(b"login test 1008 alice alice_pw\r\n")
        writer2.write(b"login test 1008 bob bob_pw\r\ntoggle ready\r\n")
        await fake_fibs.wait_for_login("alice")
        await fake_fibs.wait_until(lambda: fake_fibs.accounts["bob"].toggles["ready"])
        fake_fibs.set_dice((6, 1))  # opening roll: alice 6, bob 1 -> alice plays 6-1
        writer.write(b"invite bob 1\r\n")
        await fake_fibs.wait_for_command("alice", "^invite")
        writer2.write(b"join alice\r\n")
        match = await fake_fibs.wait_until(lambda: fake_fibs.match_of("alice"))
        alice = fake_fibs.client("alice")
        direction = match.direction(0)

        def fibs(own_from, own_to):
            def point(p):
                return str(p if direction < 0 else 25 - p)
            return f"{point(own_from)}-{point(own_to)}"

        for command, answer in [
            (f"move {fibs(13, 7)}", "** You must give 2 moves."),
            (f"move {fibs(24, 18)} {fibs(6, 4)}", f"** You can't move to {fibs(6, 4).split('-')[1]} "
                                                  "in your second move."),
            ("roll", "** You did already roll the dice."),
        ]:
            count = len(alice.sent)
            writer.write(command.encode() + b"\r\n")
            await fake_fibs.wait_until(lambda: len(alice.sent) > count)
            assert alice.sent[count] == answer, command
        writer.write(f"move {fibs(13, 7)} {fibs(8, 7)}\r\n".encode())
        await fake_fibs.wait_until(lambda: match.state.on_roll == 1)
        assert match.position.checkers(0)[6] == 2  # own 7-point made
        assert "alice moves" in " ".join(fake_fibs.client("bob").sent)
    finally:
        writer.close()
        writer2.close()


async def test_who_has_no_end_marker_but_rawwho_has(fake_fibs):
    fake_fibs.add_users(3)
    reader, writer = await asyncio.open_connection(fake_fibs.host, fake_fibs.port)
    try:
        writer.write(b"login test 1008 alice alice_pw\r\n")
        client = await fake_fibs.wait_for_login("alice")
        start = len(client.sent)
        writer.write(b"who\r\n")
        await fake_fibs.wait_until(lambda: len(client.sent) >= start + 4)
        writer.write(b"rawwho\r\n")
        await fake_fibs.wait_until(lambda: len(client.sent) >= start + 9)
        names = [["5", "player_a"], ["5", "player_b"], ["5", "player_c"], ["5", "alice"]]
        assert [line.split()[:2] for line in client.sent[start:]] == names + names + [["6"]]
    finally:
        writer.close()
