"""The rawboard: fields, positions worked out by hand from the FIBS numbers, match state, format."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from fibsgui.bg import GameState, Position
from fibsgui.clip import Board, Unknown, parse_line

# The opening position in FIBS numbers: O (positive) has 2 on 24, 5 on 13, 3 on 8, 5 on 6 and
# moves down to 1; X (negative) has 2 on 1, 5 on 12, 3 on 17, 5 on 19 and moves up to 24.
START = [0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0]
# Each side's opening checkers by its own point (index 0 = point 1 ... index 24 = bar).
OPENING_SIDE = [0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]


def line(*, names=("You", "bob"), length=5, got=(0, 0), points=START, turn=1, dice=(6, 2),
         opp_dice=(0, 0), cube=1, may=(1, 1), doubled=0, color=1, direction=-1, off=(0, 0),
         bars=(0, 0), can_move=2, forced=0, crawford=0, redoubles=0) -> str:
    home, bar = (0, 25) if direction < 0 else (25, 0)
    fields = [*names, length, *got, *points, turn, *dice, *opp_dice, cube, *may, doubled, color,
              direction, home, bar, *off, *bars, can_move, forced, crawford, redoubles]
    return "board:" + ":".join(str(f) for f in fields)


def side(points: dict[int, int], bar: int = 0) -> list[int]:
    counts = [0] * 25
    for point, n in points.items():
        counts[point - 1] = n
    counts[24] = bar
    return counts


def test_fields_in_order():
    board = parse_line(line(length=9999, got=(3, 7), turn=-1, dice=(0, 0), opp_dice=(4, 1), cube=4,
                            may=(0, 1), color=-1, direction=1, can_move=0, forced=3, crawford=1,
                            redoubles=2))
    assert isinstance(board, Board)
    assert (board.player_name, board.opponent_name) == ("You", "bob")
    assert (board.match_length, board.player_got, board.opponent_got) == (9999, 3, 7)
    assert board.board == tuple(START)
    assert board.turn == -1
    assert (board.player_dice, board.opponent_dice) == ((0, 0), (4, 1))
    assert board.cube == 4
    assert (board.player_may_double, board.opponent_may_double, board.was_doubled) == (False, True, False)
    assert (board.color, board.direction, board.home, board.bar) == (-1, 1, 25, 0)
    assert (board.player_home, board.opponent_home, board.player_bar, board.opponent_bar) == (0, 0, 0, 0)
    assert (board.can_move, board.forced_move, board.did_crawford, board.redoubles) == (0, 3, True, 2)
    assert board.unlimited and board.length == 0
    assert board.on_turn == 0  # X's turn, and the player is X
    assert board.dice == (4, 1) and board.dice_side == 1


@pytest.mark.parametrize("color, direction", [(1, -1), (-1, 1)])
def test_opening_position_for_either_colour(color, direction):
    # The same numbers mean the same position for whoever the player is: the colour says which
    # checkers are the player's, the direction which way the player's numbers run.
    board = parse_line(line(color=color, direction=direction, turn=color))
    assert board.position == Position((OPENING_SIDE, OPENING_SIDE), 0)
    assert board.on_turn == 0


@pytest.mark.parametrize("color, direction", [(1, 1), (-1, -1)])
def test_colour_and_direction_are_independent(color, direction):
    # O moving 1 -> 24 (or X moving 24 -> 1): the player's 6-point is FIBS 19 (or 6)
    points = [0] * 26
    mine = 19 if direction > 0 else 6
    theirs = 6 if direction > 0 else 19  # the opponent's own 6-point
    points[mine] = 5 * color
    points[theirs] = -3 * color
    board = parse_line(line(points=points, color=color, direction=direction, turn=-color, dice=(0, 0),
                            opp_dice=(3, 2)))
    position = board.position
    assert position.checkers(0) == tuple(side({6: 5}))
    assert position.checkers(1) == tuple(side({6: 3}))
    assert position.turn == 1 and board.on_turn == 1
    assert position.off(0) == 10 and position.off(1) == 12


def test_both_bars_and_borne_off_as_o():
    # The player is O (positive, 24 -> 1): 3 on the 1-point, 2 on the 5-point, 2 on the bar
    # (FIBS 25, the "bar" field), 8 borne off. The opponent X (negative, 1 -> 24): 4 on its
    # 2-point (FIBS 23), 3 on its 19-point (FIBS 6), 1 on the bar (FIBS 0), 7 borne off.
    points = [0] * 26
    points[1], points[5], points[25] = 3, 2, 2
    points[23], points[6], points[0] = -4, -3, -1
    board = parse_line(line(points=points, off=(8, 7), bars=(2, 1), turn=1, dice=(5, 5), can_move=4))
    expected = Position((side({1: 3, 5: 2}, bar=2), side({2: 4, 19: 3}, bar=1)), 0)
    assert board.position == expected
    assert board.position.off(0) == 8 and board.position.off(1) == 7


def test_both_bars_and_borne_off_as_x():
    # The same position with the player as X (negative, 1 -> 24): own point p is FIBS 25 - p,
    # the own bar FIBS 0; the opponent O's own point q is FIBS q, its bar FIBS 25.
    points = [0] * 26
    points[24], points[20], points[0] = -3, -2, -2
    points[2], points[19], points[25] = 4, 3, 1
    board = parse_line(line(points=points, color=-1, direction=1, off=(8, 7), bars=(2, 1), turn=-1,
                            dice=(5, 5), can_move=4))
    expected = Position((side({1: 3, 5: 2}, bar=2), side({2: 4, 19: 3}, bar=1)), 0)
    assert board.position == expected


def test_bar_checkers_only_in_the_bar_fields_still_count():
    points = [0] * 26
    points[6] = 14
    points[19] = -15
    board = parse_line(line(points=points, bars=(1, 0), turn=1))
    assert board.position.bar(0) == 1 and board.position.off(0) == 0


def test_watched_board_is_from_the_watched_players_side():
    board = parse_line(line(names=("alice", "bob"), color=-1, direction=1, turn=1, dice=(0, 0),
                            opp_dice=(6, 5)))
    assert board.player_name == "alice" and board.opponent_name == "bob"
    assert board.on_turn == 1  # O's turn; alice is X
    assert board.position.turn == 1
    assert board.match.on_roll == 1 and board.match.dice == (6, 5)


def test_no_game_on_the_board():
    board = parse_line(line(turn=0, dice=(0, 0), can_move=0))
    assert board.on_turn is None and board.dice is None and board.dice_side is None
    assert board.position.turn == 0
    assert board.match.state == GameState.NONE


def test_match_state_basics():
    match = parse_line(line(length=7, got=(2, 4), cube=2, may=(1, 0), turn=1)).match
    assert (match.length, match.score, match.cube, match.cube_owner) == (7, (2, 4), 2, 0)
    assert (match.on_roll, match.turn, match.dice, match.state) == (0, 0, (6, 2), GameState.PLAYING)
    assert not match.crawford and not match.post_crawford
    assert parse_line(line(cube=4, may=(0, 1))).match.cube_owner == 1
    assert parse_line(line(cube=1, may=(1, 1))).match.cube_owner is None
    assert parse_line(line(length=9999, got=(12, 3))).match.length == 0


def test_crawford_from_the_two_misnamed_fields():
    # 5-point match, the opponent at 4: the Crawford game, then post-Crawford
    crawford = parse_line(line(length=5, got=(2, 4), crawford=0, dice=(0, 0)))
    assert crawford.crawford_game and not crawford.post_crawford
    assert crawford.match.crawford and not crawford.match.may_double(0)
    post = parse_line(line(length=5, got=(3, 4), crawford=1, dice=(0, 0)))
    assert not post.crawford_game and post.post_crawford
    assert not post.match.crawford and post.match.post_crawford and post.match.may_double(0)
    # without the Crawford rule ("forced move" non-zero) there is no Crawford game
    free = parse_line(line(length=5, got=(2, 4), forced=3, crawford=0, dice=(0, 0)))
    assert free.no_crawford and not free.crawford_game and not free.match.crawford
    # nobody one point away: neither
    early = parse_line(line(length=5, got=(2, 2)))
    assert not early.crawford_game and not early.post_crawford
    # a 1-point match has no Crawford game
    assert not parse_line(line(length=1, got=(0, 0))).crawford_game


def test_double_waiting_for_an_answer():
    # bob doubled: FIBS shows the player on turn (to answer) and nobody may double
    board = parse_line(line(cube=1, may=(0, 0), doubled=1, turn=1, dice=(0, 0), can_move=0))
    match = board.match
    assert match.double_offered and match.on_roll == 1 and match.turn == 0
    # after earlier doubles the cube belonged to the doubler
    assert parse_line(line(cube=2, may=(0, 0), doubled=1, turn=1, dice=(0, 0))).match.cube_owner == 1


def test_huge_unlimited_scores_still_make_a_match_state():
    assert parse_line(line(length=9999, got=(999999, 3))).match.score == (32767, 3)


def test_match_over_board():
    board = parse_line(line(length=3, got=(4, 1), turn=0, dice=(0, 0)))
    match = board.match
    assert match.score == (3, 1)  # clamped to the match length
    assert match.state == GameState.OVER and match.winner == 0


@pytest.mark.parametrize("bad", [
    line(names=("You", "")),
    line(color=0),
    line(direction=2),
    line(turn=2),
    line(dice=(7, 1)),
    line(cube=3),
    line(cube=0),
    line(may=(2, 1)),
    line(length=0),
    line(got=(-1, 0)),
    line(points=[16] + START[1:]),
    line(points=[0, 9] + START[2:]),  # O would have 24 checkers
    line(off=(16, 0)),
    line()[: line().rfind(":")],  # 49 numbers
    line() + ":0",  # 51 numbers
    line().replace(":5:0:3:", ":5:x:3:"),
    line().replace(":5:0:3:", ":5:1.5:3:"),
    "board:",
    "board:You",
])
def test_impossible_boards_are_unknown(bad):
    assert isinstance(parse_line(bad), Unknown)


def test_format_gives_back_the_line():
    for text in (line(), line(color=-1, direction=1, turn=-1, forced=3, crawford=1, redoubles=5),
                 line(length=9999, got=(11, 9), cube=64, may=(0, 1), doubled=1)):
        board = parse_line(text)
        assert board.format() == text


# -- every board the fake server writes ----------------------------------------------------------
def fake_boards(seed: int) -> list[tuple[str, Position, int]]:
    """Board lines of a fake match in many states: (line, expected position, viewer side)."""
    from tests.fakefibs import FakeFibs, FakeMatch

    rng = random.Random(seed)
    server = FakeFibs()
    match = FakeMatch(server, "alice", "bob", 7, crawford_rule=rng.random() < 0.8)
    out = []
    for game in range(3):
        match.o_side = rng.randrange(2)
        first = rng.randrange(2)
        position = Position.initial(first)
        match.state = replace(match.state, state=GameState.PLAYING, score=(rng.randrange(7), rng.randrange(7)),
                              on_roll=first, turn=first, crawford=rng.random() < 0.3)
        for _ in range(60):
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            match.position, match.dice = position, dice
            match.phase = rng.choice(["move", "move", "roll", "double", "between", "resign"])
            match.state = replace(match.state, on_roll=position.turn, turn=position.turn, dice=dice)
            for viewer in (0, 1):
                label = "You" if rng.random() < 0.5 else match.players[viewer]
                mine, theirs = position.checkers(viewer), position.checkers(1 - viewer)
                out.append((match.board_line(viewer, label), Position((mine, theirs)), viewer))
            legal = position.legal_plays(dice)
            play = rng.choice(list(legal)) if legal else None
            position = legal.apply(play) if play is not None else position.with_turn(1 - position.turn)
            if position.outcome() is not None:
                break
    return out


@pytest.mark.parametrize("seed", range(6))
def test_every_fake_board_round_trips_and_reads_back_the_position(seed):
    for text, expected, viewer in fake_boards(seed):
        board = parse_line(text)
        assert isinstance(board, Board), text
        assert board.format() == text
        assert board.position.board == expected.board, text
        match = board.match  # never raises for a board the server can send
        assert match.score == tuple(int(f) for f in text.split(":")[4:6])
