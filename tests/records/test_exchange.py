"""The .mat and SGF formats: files GNU Backgammon wrote read correctly, our files read back equal,
hostile text read in linear time without a crash."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from fibsgui.bg import Play, Position
from fibsgui.records import Action, ActionKind, MatchInfo, MatchRecord
from fibsgui.records.matfile import read_mat, write_mat
from fibsgui.records.sgf import read_sgf, write_sgf
from tests.records.helpers import play_match

DATA = Path(__file__).parent / "data"


def same_games(a: MatchRecord, b: MatchRecord) -> None:
    """Both records hold the same games: scores, Crawford, dice, the same checkers moved (in any
    order of the steps), cube actions, resignations accepted and ends."""
    assert len(a.games) == len(b.games)
    for ga, gb in zip(a.games, b.games):
        assert (ga.number, ga.score, ga.crawford, ga.cube, ga.cube_owner) == \
               (gb.number, gb.score, gb.crawford, gb.cube, gb.cube_owner)
        assert len(ga.actions) == len(gb.actions), ga.number
        for x, y in zip(ga.actions, gb.actions):
            if x.kind == ActionKind.MOVE:
                # the same checkers moved, in any order of the steps (the hit is on the step made first)
                assert y.kind == x.kind and x.side == y.side
                assert sorted(m[:2] for m in x.play) == sorted(m[:2] for m in y.play)
                assert sum(m.hit for m in x.play) == sum(m.hit for m in y.play)
            elif x.kind == ActionKind.ROLL:  # the formats write the higher die first
                assert y.kind == x.kind and x.side == y.side and sorted(x.dice) == sorted(y.dice)
            else:
                assert x == y


def exchangeable(record: MatchRecord) -> MatchRecord:
    """The record as the exchange formats can hold it: a rejected resignation is not written."""
    out = MatchRecord(record.info)
    for game in record.games:
        out.new_game(game.number, game.score, game.crawford, game.position, game.cube, game.cube_owner)
        actions = game.actions
        for i, action in enumerate(actions):
            if action.kind == ActionKind.REJECT or (
                    action.kind == ActionKind.RESIGN and i + 1 < len(actions)
                    and actions[i + 1].kind == ActionKind.REJECT):
                continue
            out.append(action)
    return out


def test_a_match_gnubg_exported_as_mat_is_read_game_by_game():
    result = read_mat((DATA / "gnubg-5-point.mat").read_bytes())
    assert result.problems == []
    record = result.record
    assert record.info.players == ("gnubg", "root") and record.info.length == 5
    assert record.info.started == "2026-11-27T00:00:00Z" and record.info.recorded == "imported"
    # the scores at each game's start, as the file says them; game 5 is the Crawford game
    assert [g.score for g in record.games] == [(0, 0), (0, 1), (0, 3), (1, 3), (1, 4), (2, 4)]
    assert [g.crawford for g in record.games] == [False, False, False, False, True, False]
    assert [(g.end.side, g.end.points, g.end.how) for g in record.games] == [
        (1, 1, "drop"), (1, 2, "resign"), (0, 1, "drop"), (1, 1, "drop"), (0, 1, "resign"), (1, 6, "resign")]
    assert record.score == (2, 10)  # as gnubg says: every point won counts, past the length too
    first = record.games[0].actions
    # "  1)                             21: 13/11 24/23": the right column (bob... root) starts
    assert first[0] == Action.roll(1, (2, 1)) and str(first[1].play) == "13/11 24/23"
    assert first[2] == Action.roll(0, (5, 2)) and str(first[3].play) == "13/8 24/22"
    # " 12) 66:                         22: 15/13 13/11 11/9* 3/1": 66 could not be played; a hit
    twelfth = [a for a in first if a.kind == ActionKind.MOVE][21:23]
    assert twelfth[0].play == () and twelfth[1].play[2].hit
    # every game replays to its end
    for index in range(len(record.games)):
        assert not record.frames(index).problem
    assert record.frames(0).frames[-1].position.outcome() is None  # game 1 was dropped
    counts = Counter(a.kind for g in record.games for a in g.actions)
    assert counts[ActionKind.DOUBLE] == 5 and counts[ActionKind.TAKE] == 2 and counts[ActionKind.DROP] == 3


def test_our_mat_of_a_gnubg_match_is_gnubgs_own_text():
    text = (DATA / "gnubg-5-point.mat").read_text()
    assert write_mat(read_mat(text).record) == text


def test_the_same_match_saved_by_gnubg_as_sgf_reads_as_the_mat():
    mat = read_mat((DATA / "gnubg-5-point.mat").read_bytes())
    sgf = read_sgf((DATA / "gnubg-5-point.sgf").read_bytes())
    assert sgf.problems == []
    assert sgf.record.info.players == ("gnubg", "root")
    same_games(sgf.record, mat.record)


def test_a_gnubg_setup_with_a_turned_cube_is_read():
    result = read_sgf((DATA / "gnubg-setup.sgf").read_bytes())
    assert result.problems == []
    game = result.record.games[0]
    assert game.cube == 2 and game.cube_owner == 1 and game.actions == [Action.roll(1, (3, 2))]


@pytest.mark.parametrize("length, seed", [(7, 3), (5, 8), (1, 2), (11, 21)])
def test_mat_and_sgf_round_trips_of_played_matches(length, seed):
    _, record = play_match(length, seed=seed)
    expected = exchangeable(record)
    for write, read in ((write_mat, read_mat), (write_sgf, read_sgf)):
        result = read(write(record))
        assert result.problems == []
        same_games(result.record, expected)
        assert result.record.info.players == record.info.players
        assert result.record.info.length == length
        assert result.record.score == record.score
        for index in range(len(result.record.games)):
            assert not result.record.frames(index).problem


def test_sgf_keeps_a_game_that_starts_from_a_set_up_position():
    position = Position.initial(0).apply(Play.from_gnubg("24/18 13/9"), (6, 4))
    record = MatchRecord(MatchInfo(players=("a", "b"), length=7, rating_before=(1612.5, None),
                                   started="2024-05-01T20:00:00Z", server="fibs"))
    record.new_game(number=3, score=(2, 4), position=position, cube=2, cube_owner=0)
    record.append(Action.roll(1, (6, 4)))
    record.append(Action.move(1, next(iter(position.legal_plays((6, 4))))))
    result = read_sgf(write_sgf(record))
    assert result.problems == []
    same_games(result.record, record)
    assert result.record.games[0].position == position
    assert result.record.info.rating_before == (1612.5, None)
    assert result.record.info.server == "fibs" and result.record.info.started == "2024-05-01T00:00:00Z"


def test_money_play_with_beavers_round_trips_through_sgf():
    _, record = play_match(0, seed=5, beavers=True, max_games=12)
    assert any(a.kind == ActionKind.BEAVER for g in record.games for a in g.actions)
    result = read_sgf(write_sgf(record))
    same_games(result.record, exchangeable(record))


def test_names_that_would_break_a_line_or_a_value_are_kept_apart():
    _, record = play_match(1, seed=2)
    record.info = MatchInfo(players=("a]b\\c", "x : y\nz"), length=1)
    assert read_sgf(write_sgf(record)).record.info.players == ("a]b\\c", "x : y\nz")
    mat = read_mat(write_mat(record))
    assert mat.problems == [] and mat.record.info.players == ("a]b\\c", "x _ y_z")


def test_an_illegal_move_in_a_file_is_a_problem_in_words_and_the_games_before_stay():
    text = (DATA / "gnubg-5-point.mat").read_text().replace(" 3) 61: 13/7 8/7 ", " 3) 61: 13/2 8/7 ")
    text = text.replace("  1) 61: 13/7 8/7", "  1) 61: 13/1 8/7")
    result = read_mat(text)
    assert len(result.problems) == 1 and result.problems[0].startswith("line 50:")
    assert len(result.record.games) == 6
    assert result.record.games[2].actions[:1] == [Action.roll(0, (6, 1))]
    assert result.record.games[1] == read_mat((DATA / "gnubg-5-point.mat").read_text()).record.games[1]


def hostile_texts():
    rng = random.Random(4)
    yield "garbage", bytes(rng.randrange(256) for _ in range(2 * 1024 * 1024))
    yield "brackets", b"(" * 3_000_000 + b";B[" + b"]" * 100
    yield "closing", b")" * 3_000_000
    yield "unterminated", b"(;FF[4]GM[6]MI[length:5" + b"x" * 3_000_000
    yield "escapes", b"(;B[" + b"\\" * 3_000_001
    yield "long lines", b" 5 point match\n Game 1\n a : 0  b : 0\n  1) 21: " + b"13/11 " * 500_000
    yield "many games", b" 3 point match\n" + b" Game 1\n a : 0   b : 0\n" * 200_000
    yield "words", b"Wins Doubles Takes => " * 300_000


@pytest.mark.parametrize("data", [data for _, data in hostile_texts()], ids=[name for name, _ in hostile_texts()])
def test_hostile_text_never_raises(data):
    for read in (read_mat, read_sgf):
        result = read(data)
        assert result.problems
        assert result.record is None or len(result.record.games) <= 2000


def test_a_file_over_the_size_limit_is_refused_unread():
    data = b"(;" + b"x" * (10 * 1024 * 1024)
    for read in (read_mat, read_sgf):
        result = read(data)
        assert result.record is None and "larger than 8 MB" in result.problems[0]


def test_a_left_column_of_exactly_its_width_keeps_a_space_before_the_right_one():
    """gnubg splits a .mat move line at the space after the left column: a play written exactly
    28 characters wide ("11: 25/24* 25/24 25/24 24/23") must still be followed by a space, or gnubg
    reads the two columns as one move and drops the rest of the game."""
    record = MatchRecord(MatchInfo(players=("alice", "bob"), length=3))
    record.new_game()
    left = "25/24* 25/24 25/24 24/23"
    record.append(Action.roll(0, (1, 1)))
    record.append(Action.move(0, left))
    record.append(Action.roll(1, (3, 1)))
    record.append(Action.move(1, "8/5 6/5"))
    line = next(line for line in write_mat(record).splitlines() if "25/24*" in line)
    entry = line[line.index(")") + 2:]
    assert entry.startswith("11: " + left) and len("11: " + left) == 28
    assert entry[28] == " " and entry[29:].startswith("31: 8/5 6/5")
