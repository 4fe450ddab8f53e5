"""The built-in opponent: legal and sensible play without gnubg, simple cube and resignations."""

import random

import pytest

from fibsgui.bg import GAMMON, SINGLE, MatchState, Position
from fibsgui.bg.corpus import random_positions
from fibsgui.engine import HeuristicEngine, Strength, create_engine
from fibsgui.engine.heuristic import hit_risk, keith_count, race_win_probability
from tests.engine.helpers import CLOSED_OUT, HOPELESS_SINGLE, RACE_EVEN, RACE_LEAD, board, side

MONEY = MatchState()


def test_named_as_the_built_in_player():
    engine = create_engine(Strength.EXPERT, prefer_gnubg=False)
    assert isinstance(engine, HeuristicEngine)
    assert engine.name == "fibsgui bot"
    assert "built-in" in engine.description and "not available" in engine.description


def play_game(engines, rng, start=None):
    position = start or Position.initial(rng.randint(0, 1))
    moves = 0
    while position.outcome() is None:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        legal = position.legal_plays(dice)
        play = engines[position.turn].choose_play(position, dice, MONEY)
        assert play in legal and len(play) == legal.steps, (position, dice, play)
        position = legal.apply(play)
        moves += 1
        assert moves < 1000
    return position.outcome(), moves


def test_plays_whole_games_legally():
    rng = random.Random(2024)
    engines = (HeuristicEngine(seed=1), HeuristicEngine(Strength.BEGINNER, seed=2))
    for _ in range(3):
        outcome, moves = play_game(engines, rng)
        assert outcome.kind in (1, 2, 3) and moves > 10


@pytest.mark.slow
def test_plays_many_games_legally_and_beats_random_play():
    rng = random.Random(7)

    class RandomPlayer:
        def choose_play(self, position, dice, match):
            return rng.choice(list(position.legal_plays(dice)))

    bot = HeuristicEngine(seed=3)
    wins = 0
    for game in range(40):
        engines = (bot, RandomPlayer()) if game % 2 else (RandomPlayer(), bot)
        outcome, _ = play_game(engines, rng)
        wins += (outcome.winner == 1) if game % 2 == 0 else (outcome.winner == 0)
    assert wins >= 36


def test_every_choice_is_legal_on_the_corpus():
    engine = HeuristicEngine(seed=4)
    for position, dice in random_positions(300, seed=5):
        assert engine.choose_play(position, dice) in position.legal_plays(dice)


@pytest.mark.parametrize("dice, expected", [((3, 1), "8/5 6/5"), ((6, 5), "24/13"), ((4, 2), "8/4 6/4"),
                                            ((6, 1), "13/7 8/7")])
def test_opening_moves(dice, expected):
    position = Position.initial(0)
    assert HeuristicEngine().choose_play(position, dice) == position.parse_play(expected, dice)


def test_bears_off_to_win_and_hits_a_blot_in_its_board():
    engine = HeuristicEngine()
    finish = board({6: 1, 5: 1}, {13: 5, 12: 5})
    assert finish.legal_plays((6, 5)).apply(engine.choose_play(finish, (6, 5))).outcome() is not None
    pointing = board({24: 2, 13: 5, 8: 3, 6: 5}, {24: 1, 20: 1, 13: 5, 8: 3, 6: 5})
    assert engine.choose_play(pointing, (3, 1)) == pointing.parse_play("8/5* 6/5", (3, 1))


def test_race_play_avoids_wastage():
    # 2-1 in a bear-off with checkers on 6, 5 and 4: bear in smoothly rather than stack the ace
    position = board({6: 3, 5: 3, 4: 3, 3: 2}, {13: 5, 12: 5})
    play = HeuristicEngine().choose_play(position, (2, 1))
    after = position.legal_plays((2, 1)).apply(play)
    assert after.count(0, 1) == 0


def test_hit_risk_counts_the_opponents_shots():
    # our blot on our 10 point. Their point q is our 25 - q and they move up our numbering, so
    # checkers on their 3 point (our 22) are past it and one on their 20 (our 5) is 5 pips away
    me = side({10: 1, 6: 14})
    far = side({3: 15})  # their checkers on their 3 point: our 22, beyond our blot
    assert hit_risk(me, far) == 0.0
    near = side({20: 1, 3: 14})  # their 20 = our 5: 5 pips below our blot on 10
    risk_near = hit_risk(me, near)
    assert risk_near > 0
    # a direct 5 is hit by 11 rolls of 36 plus the combinations 4-1, 3-2 (4 more): 15 rolls
    blot_cost = risk_near * 36 / 15
    assert blot_cost > 15  # pips lost and the re-entry


def test_keith_count_and_race_chances():
    assert keith_count(side({1: 3})) == 3 + 4 + 3  # pips, ace stack, empty 4, 5 and 6 points
    assert race_win_probability(side({6: 3, 5: 3, 4: 3, 3: 3, 2: 3}), side({6: 5, 5: 5, 4: 5})) > 0.8
    even = race_win_probability(side(RACE_EVEN[0]), side(RACE_EVEN[1]))
    assert 0.55 < even < 0.8  # being on roll is worth something
    assert race_win_probability(side({23: 2, 20: 5, 15: 5}), side({1: 2})) == 0.0


def test_cube_in_clear_cases():
    engine = HeuristicEngine()
    lead = board(*RACE_LEAD)
    assert engine.should_double(lead, MONEY)
    assert not engine.should_take(lead, MONEY.after_double(0))
    even = board(*RACE_EVEN)
    assert not engine.should_double(even, MONEY)
    assert engine.should_take(even, MONEY.after_double(0))
    crawford = MatchState(length=5, score=(1, 4), crawford=True)
    assert not engine.should_double(lead, crawford)
    assert not engine.should_double(lead, MatchState(cube=2, cube_owner=1))


def test_cube_after_the_crawford_game():
    engine = HeuristicEngine()
    start = Position.initial(0)
    assert engine.should_double(start, MatchState(length=5, score=(2, 4)))
    assert not engine.should_double(start, MatchState(length=5, score=(4, 2)))


def test_resigns_a_race_it_cannot_win_and_accepts_sensibly():
    engine = HeuristicEngine()
    assert engine.resignation_offer(board(*HOPELESS_SINGLE, turn=1), MONEY, side=1) == SINGLE
    assert engine.resignation_offer(Position.initial(1), MONEY, side=1) == 0
    assert engine.resignation_offer(board(*RACE_EVEN, turn=1), MONEY, side=1) == 0
    closed = board(*CLOSED_OUT)
    assert not engine.accept_resignation(closed, MONEY, SINGLE, side=1)
    assert engine.accept_resignation(closed, MONEY, GAMMON, side=1)
    assert engine.accept_resignation(Position.initial(0), MONEY, SINGLE, side=1)


def test_a_gnubg_engine_that_cannot_load_hands_over_to_the_built_in_player(monkeypatch):
    from fibsgui.engine import GnubgEngine, gnubg_engine

    def broken():
        raise gnubg_engine.EngineUnavailableError("GNU Backgammon is not available: test")

    monkeypatch.setattr(gnubg_engine, "_load", broken)
    engine = GnubgEngine(Strength.EXPERT)
    position = Position.initial(0)
    assert engine.choose_play(position, (3, 1)) == position.parse_play("8/5 6/5", (3, 1))
    assert engine.name == "fibsgui bot" and "not available" in engine.description
    assert engine.should_double(board(*RACE_LEAD), MONEY)


def test_engine_available_is_false_after_a_failed_load(monkeypatch):
    from fibsgui.engine import engine_available, gnubg_engine

    monkeypatch.setattr(gnubg_engine, "_module", None)
    monkeypatch.setattr(gnubg_engine, "_load_error", ImportError("no wheel for this platform"))
    assert not engine_available()
    assert isinstance(create_engine(Strength.EXPERT), HeuristicEngine)


def test_probabilities_from_either_side():
    engine = HeuristicEngine()
    lead = board(*RACE_LEAD)
    win, wg, _, lg, _ = engine.probabilities(lead, MONEY)
    assert win > 0.8 and wg == 0.0 and lg == 0.0
    assert engine.probabilities(lead, MONEY, side=1)[0] == pytest.approx(1 - win)
    closed = engine.probabilities(board(*CLOSED_OUT), MONEY, side=1)
    assert closed[0] > 0.8 and closed[1] > 0.1
