"""bgammon.org replays: reading games and .match files, writing them, and replaying positions."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fibsgui.bg import BAR, OFF, Position
from fibsgui.bgammon.replay import (
    MAX_LINE,
    MAX_PROBLEMS,
    MAX_SIZE,
    Double,
    GameInfo,
    Roll,
    Terminate,
    format_game,
    parse_game,
    parse_match,
    replay_frames,
    write_match,
)

META = "i 1702738670 alice bob 5 1 2 2 1 0"


# -- reading one game ---------------------------------------------------------------------------
def test_metadata_line():
    game = parse_game(META + "\n")
    assert game.info == GameInfo(1702738670, "alice", "bob", 5, 1, 2, 2, 1, 0)
    assert game.actions == ()
    assert game.problems == ()


@pytest.mark.parametrize("line, action", [
    ("1 r 5-3 13/8, 24/21", Roll(1, (5, 3), ((13, 8), (24, 21)))),  # the server's records
    ("1 r 5-3 13/8 24/21", Roll(1, (5, 3), ((13, 8), (24, 21)))),   # REPLAY.md's example
    ("1 r 5-3 13/8,24/21", Roll(1, (5, 3), ((13, 8), (24, 21)))),
    ("2 r 6-1 1/7, 1/2", Roll(2, (6, 1), ((1, 7), (1, 2)))),
    ("2 r 4-4", Roll(2, (4, 4), ())),
    ("1 r 6-4-2 12/18 18/22", Roll(1, (6, 4, 2), ((12, 18), (18, 22)))),  # tabula: three dice
    ("1 r 6-5 bar/19, 6/off", Roll(1, (6, 5), ((26, 19), (6, 0)))),  # player 1's bar and home
    ("2 r 3-3 bar/3 bar/3 22/off", Roll(2, (3, 3), ((27, 3), (27, 3), (22, 25)))),  # player 2's
    ("1 r 6-1 13/7*/6", Roll(1, (6, 1), ((13, 7), (7, 6)))),  # a chain and a hit mark
    ("1 r 2-1 BAR/23 6/Off", Roll(1, (2, 1), ((26, 23), (6, 0)))),  # the words in any case
    ("1 d 2 1", Double(1, 2, True)),
    ("2 d 4 0", Double(2, 4, False)),
    ("1 t", Terminate(1)),
    ("2 t", Terminate(2)),
])
def test_action_lines(line, action):
    game = parse_game(f"{META}\n{line}\n")
    assert game.actions == (action,), game.problems
    assert game.problems == ()
    assert game.actions[0].line == 2


@pytest.mark.parametrize("line, words", [
    ("3 r 5-3 13/8", "player, 1 or 2"),
    ("1 x", "unknown event"),
    ("1", "without its event"),
    ("1 r", "without dice"),
    ("1 r 7-3 13/8", "dice are two or three numbers"),
    ("1 r 5 13/8", "dice are two or three numbers"),
    ("1 r 5-3-2-1", "dice are two or three numbers"),
    ("1 r 5-3 13-8", "a move is from/to"),
    ("1 r 5-3 25/20", "between points 1 to 24"),
    ("1 r 5-3 0/20", "between points 1 to 24"),
    ("1 r 5-3 ١٣/8", "between points 1 to 24"),  # digits that are not ASCII
    ("1 d 3 1", "power of two"),
    ("1 d 2 yes", "taken (1) or dropped (0)"),
    ("1 d 2", "a double is"),
    ("1 t now", "nothing after the t"),
    ("i 1 a b 1 0 0 1 1 0", "not the game's first line"),
    ("x" * (MAX_LINE + 1), "longer than"),
])
def test_malformed_lines_are_reported_with_their_number_and_the_rest_is_read(line, words):
    text = f"{META}\n1 r 5-3 13/8 24/21\n{line}\n2 r 4-4\n1 t\n"
    game = parse_game(text)
    assert [p.line for p in game.problems] == [3]
    assert words in game.problems[0].reason
    assert "line 3" in str(game.problems[0])
    assert game.actions == (Roll(1, (5, 3), ((13, 8), (24, 21))), Roll(2, (4, 4)), Terminate(1))
    assert [a.line for a in game.actions] == [2, 4, 5]


@pytest.mark.parametrize("meta, words", [
    ("i 1 alice bob 5 0 0 1 1", "10 fields"),
    ("i 1 alice bob 5 0 0 3 1 0", "winner is 1 or 2"),
    ("i 1 alice bob 5 0 0 1 1 7", "variant 7"),
    ("i 1 alice bob five 0 0 1 1 0", "whole numbers"),
    ("i 1 al\x07ice bob 5 0 0 1 1 0", "control characters"),
    ("i 1 al\u202eice bob 5 0 0 1 1 0", "control characters"),
])
def test_bad_metadata(meta, words):
    game = parse_game(f"{meta}\n1 r 5-3 13/8 24/21\n")
    assert game.info is None
    assert words in game.problems[0].reason
    assert game.actions == (Roll(1, (5, 3), ((13, 8), (24, 21))),)


def test_a_game_without_metadata_is_read_and_said():
    game = parse_game("1 r 5-3 13/8 24/21\n2 t\n")
    assert game.info is None
    assert len(game.problems) == 1 and "metadata" in game.problems[0].reason
    assert len(game.actions) == 2


def test_crlf_blank_lines_and_line_numbers_from_an_offset():
    game = parse_game(f"{META}\r\n\r\n1 r 5-3 13/8 24/21\r\n2 q\r\n", first_line=10)
    assert game.actions == (Roll(1, (5, 3), ((13, 8), (24, 21))),)
    assert game.actions[0].line == 12
    assert game.problems[0].line == 13


# -- .match files -------------------------------------------------------------------------------
README_GAME = """i 1702738670 Guest_385 BOT_tabula 1 0 0 1 1 0
1 r 4-1 13/9 9/8
2 r 6-1 1/7 1/2
1 r 6-5 13/7 7/2
2 r 3-3 bar/3 bar/3 12/15 12/15
"""


def test_the_example_of_replay_md():
    data = b"bgammon-replay 00000024\n" + README_GAME.encode()
    match = parse_match(data)
    assert match.problems == () and match.refused == ""
    (game,) = match.games
    assert game.info.player2 == "BOT_tabula"
    assert game.actions[3] == Roll(2, (3, 3), ((27, 3), (27, 3), (12, 15), (12, 15)))
    assert write_match([README_GAME]) == data


def test_write_match_offsets_point_at_each_game():
    games = [f"i {n} alice bob 5 {n} 0 1 1 0\n1 r 5-3 13/8, 24/21\n1 t" for n in range(3)]
    games[1] = games[1].replace("alice", "äliçe")  # offsets count bytes, not characters
    data = write_match(games)
    header = data.split(b"\n")[:3]
    offsets = [int(line.split()[1]) for line in header]
    assert all(line.startswith(b"bgammon-replay ") and len(line.split()[1]) == 8 for line in header)
    assert offsets[0] == 3 * 24
    for n, offset in enumerate(offsets):
        assert data[offset:].startswith(f"i {n} ".encode())
    match = parse_match(data)
    assert match.problems == ()
    assert [g.info.score1 for g in match.games] == [0, 1, 2]
    assert match.games[1].info.player1 == "äliçe"
    assert [g.actions[0].line for g in match.games] == [5, 8, 11]  # line numbers of the file


def test_a_game_text_alone_is_one_game():
    match = parse_match(README_GAME)
    assert len(match.games) == 1 and match.problems == ()


def test_an_index_that_does_not_match_is_said_and_the_games_are_found_by_their_metadata():
    games = [f"i {n} alice bob 5 {n} 0 1 1 0\n1 r 5-3 13/8 24/21\n" for n in range(2)]
    data = write_match(games).replace(b"bgammon-replay 00000048", b"bgammon-replay 00000050", 1)
    match = parse_match(data)
    assert [g.info.timestamp for g in match.games] == [0, 1]
    assert len(match.problems) == 1 and "index" in match.problems[0].reason
    bad = parse_match(b"bgammon-replay 12\nbgammon-replay 00000048\n" + games[0].encode())
    assert [p.line for p in bad.problems][0] == 1
    assert len(bad.games) == 1 and bad.games[0].info.timestamp == 0


def test_too_large_is_refused_in_words():
    big = b"1 r 5-3 13/8 24/21\n" * (10 * 1024 * 1024 // 19 + 1)
    assert len(big) > 10 * 1024 * 1024
    start = time.perf_counter()
    match = parse_match(big)
    assert time.perf_counter() - start < 0.5
    assert match.games == () and "10.0 MB" in match.refused and "2 MB" in match.refused
    assert parse_match(big.decode()).refused == match.refused
    assert "not read" in parse_game("x" * (MAX_SIZE + 1)).problems[0].reason


def test_many_bad_lines_keep_a_bounded_number_of_problems():
    game = parse_game(META + "\n" + "junk\n" * 5000 + "1 t\n")
    assert len(game.problems) == MAX_PROBLEMS
    assert "4901 more" in game.problems[-1].reason
    assert game.actions == (Terminate(1),)


@pytest.mark.parametrize("line", [
    "1 r 6-6 " + "24/18 " * 200_000,
    "1 r " + "6-" * 500_000 + "6",
    "1 r 6-6 " + "/".join(["24"] * 400_000),
    "9" * 1_000_000,
    "i " + "9" * 1_000_000,
    "bgammon-replay " + "0" * 1_000_000,
    "\x00" * 1_000_000,
    ",/-" * 300_000,
])
def test_hostile_lines_are_read_well_under_a_second(line):
    start = time.perf_counter()
    match = parse_match(line.encode() + b"\n" + README_GAME.encode())
    for game in match.games:
        replay_frames(game)
    assert time.perf_counter() - start < 1.0
    assert match.problems or any(g.problems for g in match.games)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=2000))
def test_any_bytes_never_raise(data):
    match = parse_match(data)
    for game in match.games:
        replay = replay_frames(game)
        assert len(replay.frames) == len(game.actions) + 1


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from([
    "1 r 5-3 13/8 24/21", "2 r 6-1 1/7, 1/2", "1 d 2 1", "2 t", "i 1 a b 1 0 0 1 1 0",
    "2 r 3-3 bar/3 bar/3", "1 r 6-6", "x", "", "1 r 5-3 13/8/off", "bgammon-replay 00000000",
    "1 r 4-2-1 off/3", "2 d 64 0",
]), max_size=30))
def test_any_mixture_of_lines_never_raises(lines):
    match = parse_match("\n".join(lines))
    for game in match.games:
        replay_frames(game)


# -- round trips ----------------------------------------------------------------------------------
rolls = st.builds(
    Roll,
    st.sampled_from([1, 2]),
    st.one_of(st.tuples(st.integers(1, 6), st.integers(1, 6)),
              st.tuples(st.integers(1, 6), st.integers(1, 6), st.integers(1, 6))),
    st.lists(st.tuples(st.sampled_from([26, 27, *range(1, 25)]), st.sampled_from([0, 25, *range(1, 25)])),
             max_size=4).map(tuple),
)
actions = st.one_of(
    rolls,
    st.builds(Double, st.sampled_from([1, 2]), st.sampled_from([2, 4, 8, 64]), st.booleans()),
    st.builds(Terminate, st.sampled_from([1, 2])),
)
infos = st.builds(
    GameInfo, st.integers(0, 2**40), st.text("abcXYZ_09", min_size=1, max_size=18),
    st.text("aéß_Guest19", min_size=1, max_size=18), st.integers(0, 25), st.integers(0, 25),
    st.integers(0, 25), st.integers(0, 2), st.integers(0, 192), st.sampled_from([0, 1, 2]))


def _player_of_spaces(action):
    """A roll's bar and home are the mover's own: the writer writes both as words."""
    if not isinstance(action, Roll):
        return action
    own = {26: 27, 0: 25} if action.player == 2 else {27: 26, 25: 0}
    return Roll(action.player, action.dice, tuple((own.get(a, a), own.get(b, b)) for a, b in action.moves))


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(infos, st.lists(actions, max_size=12)), min_size=1, max_size=3))
def test_games_round_trip_through_text_and_match_files(games):
    from fibsgui.bgammon.replay import ReplayGame

    records = [ReplayGame(info, tuple(_player_of_spaces(a) for a in acts)) for info, acts in games]
    texts = [format_game(game) for game in records]
    for game, text in zip(records, texts):
        assert parse_game(text) == game
    match = parse_match(write_match(texts))
    assert match.problems == ()
    assert list(match.games) == records
    assert write_match([g.text for g in match.games]) == write_match(texts)


# -- positions: a game played with fibsgui.bg, written from the spec, read back ---------------------
def _spec_space(point: int, side: int) -> str:
    """A point of ``side``'s own numbering as REPLAY.md writes it (player 1's perspective)."""
    if point == BAR:
        return "bar"
    if point == OFF:
        return "off"
    return str(point if side == 0 else 25 - point)


def _random_game(seed: int):
    """Plays a game of random legal plays (and a few doubles) with fibsgui.bg; returns the
    replay lines written from the spec and the position after each line."""
    rng = random.Random(seed)
    separator = ", " if seed % 2 else " "
    position = Position.initial()
    lines, positions = [], []
    cube, owner = 1, None
    side = 0
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    while dice[0] == dice[1]:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
    first = True
    while True:
        if not first and owner in (None, side) and cube < 64 and rng.random() < 0.05:
            taken = rng.random() < 0.7
            lines.append(f"{side + 1} d {cube * 2} {int(taken)}")
            positions.append(position)
            if not taken:
                return lines, positions, side + 1
            cube, owner = cube * 2, 1 - side
        if not first:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        first = False
        before = position.with_turn(side)
        plays = list(before.legal_plays(dice))
        play = rng.choice(plays)
        moves = separator.join(f"{_spec_space(m.from_point, side)}/{_spec_space(m.to_point, side)}"
                               for m in play)
        high, low = max(dice), min(dice)
        lines.append(f"{side + 1} r {high}-{low}" + (f" {moves}" if moves else ""))
        position = before.apply(play, dice)
        positions.append(position)
        if position.outcome() is not None:
            return lines, positions, side + 1
        if rng.random() < 0.005:
            lines.append(f"{2 - side} t")
            positions.append(position)
            return lines, positions, side + 1
        side = 1 - side


@pytest.mark.parametrize("seed", range(12))
def test_positions_of_a_game_played_with_fibsgui_bg(seed):
    lines, positions, winner = _random_game(seed)
    text = f"i 1700000000 alice bob 7 2 3 {winner} 1 0\n" + "\n".join(lines)
    game = parse_game(text)
    assert game.problems == ()
    replay = replay_frames(game)
    assert replay.problems == ()
    assert len(replay.frames) == len(lines) + 1
    assert replay.frames[0].position == Position.initial()
    assert [f.position.board for f in replay.frames[1:]] == [p.board for p in positions]
    last = replay.frames[-1]
    assert last.winner == winner
    assert last.score == ((3, 3) if winner == 1 else (2, 4))
    assert all(f.score == (2, 3) for f in replay.frames[:-1])


def test_frames_follow_dice_cube_and_notation():
    text = "\n".join([
        "i 1 alice bob 5 0 0 2 2 0",
        "1 r 6-1 13/7, 8/7",
        "2 r 6-4 1/7, 1/5",   # onto the point player 1 has just made: not legal
    ])
    replay = replay_frames(parse_game(text))
    assert replay.frames[1].play == "13/7 8/7"
    assert replay.frames[1].dice == (6, 1)
    assert "not a legal play for 6-4" in replay.problems[0].reason
    assert replay.problems[0].line == 3
    assert replay.frames[2].position is None

    text = "\n".join([
        "i 1 alice bob 5 0 0 2 2 0",
        "1 r 3-1 8/5, 6/5",
        "2 d 2 1",
        "2 r 6-3 1/7*, 1/4",   # a hit mark where there is no blot is ignored
        "1 d 4 0",
    ])
    replay = replay_frames(parse_game(text))
    assert replay.problems == ()
    cube = [(f.cube, f.cube_owner) for f in replay.frames]
    assert cube == [(1, 0), (1, 0), (2, 1), (2, 1), (2, 1)]
    assert replay.frames[3].play == "24/18 24/21"
    assert replay.frames[-1].winner == 1  # the double was dropped: player 1 wins


def test_bar_and_hits_in_gnubg_notation():
    text = "\n".join([
        "i 1 alice bob 5 0 0 1 1 0",
        "1 r 6-2 24/18, 13/11",
        "2 r 6-1 12/18, 1/2",      # player 2 hits on 18 (its own 13/7*), 24/23
        "1 r 5-4 bar/20, 24/20",
    ])
    replay = replay_frames(parse_game(text))
    assert replay.problems == ()
    assert [f.play for f in replay.frames[1:]] == ["24/18 13/11", "13/7* 24/23", "bar/20 24/20"]
    assert replay.frames[2].position.bar(0) == 1
    assert replay.frames[3].position.bar(0) == 0


def test_other_variants_have_boards_but_no_positions():
    text = ("i 1 alice bob 1 0 0 1 1 2\n1 r 6-4-2 off/6, off/4, off/2\n2 r 3-2-1 off/3 off/2\n"
            "1 r 5-1-1 6/11 4/5 5/6\n1 t\n")
    replay = replay_frames(parse_game(text))
    assert replay.problems == ()
    assert all(f.position is None for f in replay.frames)
    assert replay.frames[0].board == (15,) + (0,) * 24 + (-15, 0, 0)
    assert replay.frames[1].play == "off/6 off/4 off/2"
    assert replay.frames[1].dice == (6, 4, 2)
    one = [0] * 28
    one[0], one[25], one[2], one[4], one[6] = 12, -15, 1, 1, 1
    assert replay.frames[1].board == tuple(one)
    # player 2 enters on 3 and hits player 1's lone checker on 2 (it goes to player 1's bar)
    two = list(one)
    two[25], two[3], two[2], two[26] = -13, -1, -1, 1
    assert replay.frames[2].board == tuple(two)
    # player 1 moves 6/11 and 4/5/6: hits nothing
    three = list(two)
    three[6], three[11], three[4] = 1, 1, 0
    assert replay.frames[3].board == tuple(three)
    assert replay.frames[3].entered == (False, False)
    assert replay.frames[-1].winner == 2


@pytest.mark.parametrize("moves, words", [
    ("1 r 2-1 20/off", "no checker on 20"),
    ("1 r 2-1 bar/20", "no checker on bar"),
    ("2 r 2-1 off/2", "2 is held by the other player"),
])
def test_other_variants_stop_at_a_move_that_cannot_be(moves, words):
    text = f"i 1 alice bob 1 0 0 1 1 1\n1 r 2-2 off/2 off/2\n{moves}\n2 r 3-1 off/3\n"
    replay = replay_frames(parse_game(text))
    assert words in replay.problems[0].reason and replay.problems[0].line == 3
    assert replay.frames[1].board[2] == 2
    assert replay.frames[2].board is None and replay.frames[3].board is None
    assert replay.frames[3].play == "off/3"
