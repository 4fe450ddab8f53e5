"""Match state: Crawford, who may double, resignation values, Match IDs."""

import pytest

from fibsgui.bg import BACKGAMMON, GAMMON, SINGLE, IllegalPlayError, InvalidMatchIdError, MatchState
from fibsgui.bg.match import GameState
from tests.gnubgkit import gnubg_or_skip


def test_crawford_game_and_post_crawford():
    m = MatchState(length=5, score=(3, 1))
    m = m.after_game(winner=0, points=1)  # 4-1: the leader is one away -> Crawford game
    assert m.score == (4, 1) and m.crawford and not m.post_crawford
    assert not m.may_double(1)
    m = m.after_game(winner=1, points=1)
    assert not m.crawford and m.post_crawford
    assert m.after_game(winner=1, points=2).score == (4, 4)
    assert not m.after_game(winner=1, points=2).crawford  # no second Crawford game


def test_no_crawford_when_the_winner_jumps_past_one_away():
    m = MatchState(length=5, score=(2, 0)).after_game(0, 4)
    assert m.score == (5, 0) and m.winner == 0 and m.state == GameState.OVER and not m.crawford


def test_money_game_has_no_crawford():
    m = MatchState().after_game(0, 2)
    assert m.score == (2, 0) and not m.crawford and not m.post_crawford and m.winner is None


def test_who_may_double():
    m = MatchState(length=7, on_roll=0, turn=0)
    assert m.may_double(0) and not m.may_double(1)
    assert not MatchState(length=7, on_roll=0, turn=0, dice=(3, 1)).may_double(0)  # already rolled
    owned = MatchState(length=7, cube=2, cube_owner=1, on_roll=0, turn=0)
    assert not owned.may_double(0)
    assert MatchState(length=7, cube=2, cube_owner=1, on_roll=1, turn=1).may_double(1)


def test_double_and_take():
    m = MatchState(length=7).after_double(0)
    assert m.double_offered and m.turn == 1
    m = m.after_take()
    assert m.cube == 2 and m.cube_owner == 1 and m.turn == 0 and not m.double_offered
    with pytest.raises(IllegalPlayError):
        MatchState(length=7, crawford=True).after_double(0)


@pytest.mark.parametrize("kind, cube, value", [(SINGLE, 1, 1), (GAMMON, 2, 4), (BACKGAMMON, 4, 12)])
def test_resignation_values(kind, cube, value):
    assert MatchState(length=9, cube=cube, cube_owner=0).resignation_value(kind) == value


def test_jacoby_rule_in_money_games():
    assert MatchState(jacoby=True).resignation_value(GAMMON) == 1
    assert MatchState(jacoby=True, cube=2, cube_owner=1).resignation_value(GAMMON) == 4


def test_match_id_documented_example_fields():
    # gnubg's manual describes "cAkAAAAAAAAA"-style IDs; check a decoded field layout by hand:
    # a 7-point match at 2-4, cube 2 owned by side 0, side 1 on roll with 5-2.
    m = MatchState(length=7, score=(2, 4), cube=2, cube_owner=0, on_roll=1, turn=1, dice=(5, 2))
    assert MatchState.from_match_id(m.match_id()) == m


def test_match_id_matches_gnubg():
    gnubg = gnubg_or_skip()
    import random
    rng = random.Random(5)
    for _ in range(300):
        length = rng.choice([0, 1, 3, 5, 7, 11, 25])
        score = (rng.randint(0, length - 1), rng.randint(0, length - 1)) if length else (0, 0)
        cube = 2 ** rng.randint(0, 6)
        owner = rng.choice([None, 0, 1]) if cube > 1 else None
        on_roll = rng.randint(0, 1)
        doubled = rng.random() < 0.2
        dice = (0, 0) if doubled else tuple(sorted((rng.randint(1, 6), rng.randint(1, 6)), reverse=True))
        crawford = bool(length) and rng.random() < 0.3
        turn = 1 - on_roll if doubled else on_roll
        ours = MatchState(length=length, score=score, cube=cube, cube_owner=owner, crawford=crawford,
                          on_roll=on_roll, turn=turn, double_offered=doubled, dice=dice,
                          jacoby=length == 0)
        cubeinfo = gnubg.cubeinfo(cube, -1 if owner is None else owner, on_roll, length, score,
                                  int(crawford), 0)
        posinfo = gnubg.posinfo(turn, 0, int(doubled), 1, dice)
        assert ours.match_id() == gnubg.matchid(cubeinfo, posinfo), ours
        assert MatchState.from_match_id(ours.match_id()) == ours


def test_money_session_score_is_not_in_the_match_id():
    assert MatchState.from_match_id(MatchState(score=(5, 6)).match_id()).score == (0, 0)


@pytest.mark.parametrize("bad", ["", "QYnqACAAIAA", "QYnqACAAIA!E", "////////////"])
def test_invalid_match_ids(bad):
    with pytest.raises(InvalidMatchIdError) as info:
        MatchState.from_match_id(bad)
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize("score", [(0, 0), (1, 0), (0, 1)])
def test_a_one_point_match_is_never_post_crawford(score):
    m = MatchState(length=1, score=score)
    assert not m.post_crawford and not m.crawford
    assert not MatchState(length=1).after_game(1, 1).post_crawford
    assert not MatchState(length=1).after_game(0, 1).crawford


def test_two_point_match_has_crawford_and_post_crawford():
    m = MatchState(length=2).after_game(0, 1)
    assert m.crawford and not m.post_crawford
    m = m.after_game(1, 1)
    assert m.score == (1, 1) and not m.crawford and m.post_crawford


def test_a_won_match_is_not_post_crawford():
    won = MatchState(length=5, score=(5, 4), state=GameState.OVER)
    assert won.winner == 0 and not won.post_crawford


def test_a_finished_match_keeps_a_score_past_its_length():
    # FIBS: "You win the 1 point match 2-0 ." after a gammon, "4-0" in a 3-point match
    m = MatchState(length=1, score=(2, 0), state=GameState.OVER)
    assert m.score == (2, 0) and m.winner == 0 and m.away(0) == 0 and m.away(1) == 1
    assert MatchState.from_match_id(m.match_id()) == m
    assert MatchState(length=3, score=(0, 4), state=GameState.OVER).winner == 1


@pytest.mark.parametrize("state", [GameState.PLAYING, GameState.NONE])
def test_a_match_in_progress_cannot_be_past_its_length(state):
    with pytest.raises(InvalidMatchIdError) as info:
        MatchState(length=3, score=(4, 0), state=state)
    assert "(4, 0)" in str(info.value)


def test_the_match_id_gnubg_prints_after_a_match_won_by_a_resignation():
    # gnubg 1.07 (gnubg -t), after "root accepts and wins a backgammon" ending a 5-point match at 2-4
    # with the cube at 2: "Match ID   : EWugACAAUAAE", the score already past the length
    state = MatchState.from_match_id("EWugACAAUAAE")
    assert state.length == 5 and state.score == (2, 10) and state.cube == 2 and state.cube_owner == 1
    assert state.state == GameState.RESIGNED and state.resigned == 3 and state.winner == 1
    assert state.match_id() == "EWugACAAUAAE"
