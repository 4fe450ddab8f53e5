"""The gnubg adapter: lazy loading, legal and sensible plays, cube and resignation decisions."""

import subprocess
import sys
from dataclasses import replace

import pytest

from fibsgui.bg import BACKGAMMON, GAMMON, SINGLE, MatchState, Play, Position
from fibsgui.bg.corpus import random_positions
from fibsgui.engine import GnubgEngine, Strength, create_engine, engine_available
from fibsgui.engine.gnubg_engine import load
from tests.engine.helpers import (
    CLOSED_OUT,
    HOPELESS_BACKGAMMON,
    HOPELESS_SINGLE,
    RACE_EVEN,
    RACE_LEAD,
    board,
)

pytestmark = pytest.mark.skipif(not engine_available(), reason="gnubg is not installed")

MONEY = MatchState()


def test_importing_the_package_does_not_load_gnubg():
    code = (
        "import sys\n"
        "import fibsgui.engine as e\n"
        "engine = e.create_engine(e.Strength.EXPERT)\n"
        "print(e.engine_available(), engine.name, 'gnubg' in sys.modules)\n"
        "engine.description\n"
        "match = e.OfflineMatch(engine, length=3, seed=1)\n"
        "print('gnubg' in sys.modules)\n"
        "engine.rank_plays(e.OfflineMatch(engine, seed=1).position, (3, 1))\n"
        "print('gnubg' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         timeout=60).stdout.split("\n")
    assert out[0] == "True gnubg False"
    assert out[1] == "False"
    assert out[2] == "True"


def test_name_and_description_say_which_engine_and_strength():
    engine = create_engine(Strength.WORLD_CLASS)
    assert isinstance(engine, GnubgEngine)
    assert engine.name == "gnubg"
    assert "GNU Backgammon" in engine.description
    assert "world class" in engine.description and "2-ply" in engine.description
    assert "noise" in create_engine("beginner").description


@pytest.mark.parametrize("strength", [Strength.BEGINNER, Strength.EXPERT])
def test_every_choice_is_a_legal_play(strength):
    engine = create_engine(strength, seed=5)
    for position, dice in random_positions(250, seed=77):
        legal = position.legal_plays(dice)
        play = engine.choose_play(position, dice, MONEY)
        assert play in legal, (position, dice, play)
        assert len(play) == legal.steps


def test_world_class_choices_are_legal():
    engine = create_engine(Strength.WORLD_CLASS)
    for position, dice in random_positions(12, seed=3):
        assert engine.choose_play(position, dice, MONEY) in position.legal_plays(dice)


@pytest.mark.parametrize("strength", [Strength.EXPERT, Strength.WORLD_CLASS])
@pytest.mark.parametrize("mine, theirs, dice, wins", [
    ({6: 1, 5: 1}, {13: 5, 12: 5}, (6, 5), True),
    ({2: 1, 1: 1}, {18: 2, 13: 5}, (2, 1), True),
    ({4: 2, 3: 1}, {18: 2, 13: 5}, (4, 4), True),
    ({6: 2, 3: 1}, {18: 2, 13: 5}, (6, 3), False),
    ({6: 3, 5: 2, 1: 4}, {18: 2, 13: 5}, (6, 5), False),
    ({6: 1, 4: 2, 2: 1}, {12: 2, 11: 3}, (5, 3), False),
])
def test_bear_offs_beyond_the_first_checker(strength, mine, theirs, dice, wins):
    # gnubg's move tuples drop everything from the first bear-off on; our choice must not suffer
    gnubg = load()

    position = board(mine, theirs)
    engine = create_engine(strength)
    ranked = engine.rank_plays(position, dice, MONEY)
    legal = position.legal_plays(dice)
    assert sorted(r.play for r in ranked) == sorted(legal)
    best = engine.choose_play(position, dice, MONEY)
    assert best == ranked[0].play and best in legal
    assert (legal.apply(best).outcome() is not None) == wins
    # the best play is worth what gnubg's own search finds, though we never read its tuple
    ci = dict(gnubg.cubeinfo(1, -1, 0, 0, (0, 0), 0), jacoby=0, gammonprice=((1.0, 1.0), (1.0, 1.0)))
    plies = engine.settings.plies
    theirs = gnubg.findbestmoves(position.gnubg_board(), ci, gnubg.evalcontext(0, plies, 1, int(plies > 0), 0.0),
                                 dice)
    assert ranked[0].equity == pytest.approx(theirs[0]["score"], abs=2e-3)


def test_ranking_agrees_with_gnubgs_own_best_move():
    gnubg = load()

    engine = create_engine(Strength.EXPERT)
    ec = gnubg.evalcontext(0, 0, 1, 0, 0.0)
    checked = 0
    for position, dice in random_positions(200, seed=11):
        ci = dict(gnubg.cubeinfo(1, -1, position.turn, 0, (0, 0), 0), jacoby=0,
                  gammonprice=((1.0, 1.0), (1.0, 1.0)))
        theirs = gnubg.findbestmoves(position.gnubg_board(), ci, ec, dice)
        ours = engine.rank_plays(position, dice, MONEY)
        if not theirs:
            assert [r.play for r in ours] == [Play()]
            continue
        assert ours[0].equity == pytest.approx(theirs[0]["score"], abs=1e-4)
        assert len(ours) == len(theirs)
        checked += 1
    assert checked > 150


@pytest.mark.parametrize("strength", [Strength.EXPERT, Strength.WORLD_CLASS])
@pytest.mark.parametrize("dice, expected", [((3, 1), "8/5 6/5"), ((6, 5), "24/13"), ((4, 2), "8/4 6/4"),
                                            ((6, 1), "13/7 8/7")])
def test_opening_moves(strength, dice, expected):
    position = Position.initial(0)
    play = create_engine(strength).choose_play(position, dice, MONEY)
    assert play == position.parse_play(expected, dice)


@pytest.mark.parametrize("strength", [Strength.EXPERT, Strength.WORLD_CLASS])
def test_points_on_a_blot_in_its_home_board(strength):
    # side 1 has split to side 0's 5 point: 3-1 makes the point on its head
    position = board({24: 2, 13: 5, 8: 3, 6: 5}, {24: 1, 20: 1, 13: 5, 8: 3, 6: 5})
    play = create_engine(strength).choose_play(position, (3, 1), MONEY)
    assert play == position.parse_play("8/5* 6/5", (3, 1))


def test_plays_ranked_best_first():
    engine = create_engine(Strength.WORLD_CLASS)
    position = Position.initial(0)
    ranked = engine.rank_plays(position, (5, 2), MONEY)
    deep = [r for r in ranked if r.plies == 2]
    assert 1 <= len(deep) <= 8
    assert ranked[:len(deep)] == deep
    equities = [r.equity for r in deep]
    assert equities == sorted(equities, reverse=True)
    shallow = [r.equity for r in ranked[len(deep):]]
    assert shallow == sorted(shallow, reverse=True)


# -- cube --------------------------------------------------------------------------------------

@pytest.mark.parametrize("match", [MONEY, MatchState(length=7, score=(2, 2)),
                                   MatchState(length=7, score=(3, 5))])
def test_a_big_race_lead_doubles_and_the_trailer_passes(match):
    position = board(*RACE_LEAD)
    engine = create_engine(Strength.EXPERT)
    decision = engine.cube_decision(position, match)
    assert decision.double and not decision.take
    assert decision.text == "Double, pass"
    assert engine.should_double(position, match)
    offered = match.after_double(0)
    assert not engine.should_take(position, offered)


def test_an_even_race_is_no_double_and_a_take():
    position = board(*RACE_EVEN)
    engine = create_engine(Strength.EXPERT)
    assert not engine.should_double(position, MONEY)
    assert engine.should_take(position, MONEY.after_double(0))
    assert engine.cube_decision(position, MONEY).text == "No double, take"


# Side 0 62 pips against 68 in a race, side 0 to roll: a double and a take.
RACE_DOUBLE_TAKE = ({6: 4, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1}, {12: 1, 6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1})


def test_a_moderate_race_lead_is_a_double_and_a_take():
    position = board(*RACE_DOUBLE_TAKE)
    assert position.pip_counts() == (62, 68)
    decision = create_engine(Strength.EXPERT).cube_decision(position, MONEY)
    assert decision.text == "Double, take"
    # the double is right: taken, it is worth more than not doubling, and less than a pass
    assert decision.no_double < decision.double_take < decision.double_pass == 1.0


@pytest.mark.parametrize("strength, plies, close", [(Strength.EXPERT, 1, 0.0011), (Strength.WORLD_CLASS, 2, 0.005)])
@pytest.mark.parametrize("position, match", [
    (board(*RACE_DOUBLE_TAKE), MONEY),
    (Position.from_position_id("4HPwATDgc/ABMA", 0), MatchState(length=5, score=(2, 3))),  # after 6-5 run
    (board(*CLOSED_OUT, turn=1), MatchState(length=7, score=(2, 2))),
])
def test_a_cube_decision_has_gnubgs_cubeless_chances_and_ply(strength, plies, close, position, match):
    """The chances GNU Backgammon's own cube hint shows (its "N-ply cubeless equity" and the six
    chances under it), at the ply the decision was worked out with; its cubeful equities too."""
    from tests.gnubgkit import gnubg_cube_hint

    decision = create_engine(strength).cube_decision(position, match)
    assert decision.plies in (1, plies)  # world class: 1-ply where that is clear already
    own = gnubg_cube_hint(position, match, decision.plies)
    assert own["plies"] == decision.plies
    win, wg, wbg, lg, lbg = decision.chances
    assert (win, wg, wbg, 1.0 - win, lg, lbg) == pytest.approx(own["chances"], abs=close)
    if decision.plies == 1:  # the equities of the same evaluation
        assert decision.no_double == pytest.approx(own["equities"]["No double"], abs=0.0011)


def test_a_closed_out_gammon_is_too_good_to_double():
    position = board(*CLOSED_OUT, turn=1)
    decision = create_engine(Strength.EXPERT).cube_decision(position, MONEY)
    assert not decision.double and not decision.take
    assert decision.text == "Too good, pass"
    assert decision.no_double > decision.double_pass


def test_no_double_in_the_crawford_game_or_with_the_opponents_cube():
    position = board(*RACE_LEAD)
    engine = create_engine(Strength.WORLD_CLASS)
    crawford = MatchState(length=7, score=(2, 6), crawford=True)
    assert not engine.cube_decision(position, crawford).double
    assert not engine.should_double(position, crawford)
    owned = MatchState(cube=2, cube_owner=1)
    assert not engine.cube_decision(position, owned).double
    assert not engine.should_double(position, owned)
    rolled = replace(MONEY, dice=(3, 1))
    assert not engine.should_double(position, rolled)


def test_after_the_crawford_game_the_trailer_doubles_and_the_leader_does_not():
    engine = create_engine(Strength.EXPERT)
    start = Position.initial(0)
    trailer = MatchState(length=5, score=(2, 4))
    assert trailer.post_crawford
    assert engine.should_double(start, trailer)
    leader = MatchState(length=5, score=(4, 2))
    assert not engine.should_double(start, leader)


def test_cube_decisions_at_weak_levels_still_see_the_obvious():
    position = board(*RACE_LEAD)
    engine = create_engine(Strength.BEGINNER, seed=3)
    doubles = sum(engine.should_double(position, MONEY) for _ in range(10))
    assert doubles >= 8
    crawford = MatchState(length=3, score=(0, 2), crawford=True)
    assert not any(engine.should_double(position, crawford) for _ in range(10))


# -- resignations ------------------------------------------------------------------------------

def test_offers_a_single_game_when_it_cannot_win_and_has_borne_off():
    position = board(*HOPELESS_SINGLE, turn=1)
    assert create_engine().resignation_offer(position, MONEY, side=1) == SINGLE


def test_offers_a_backgammon_when_that_is_certain():
    position = board(*HOPELESS_BACKGAMMON, turn=1)
    engine = create_engine()
    assert engine.resignation_offer(position, MONEY, side=1) == BACKGAMMON
    # ... but only a single game when the opponent needs one point to win the match
    match = MatchState(length=5, score=(4, 1), on_roll=1, turn=1)
    assert engine.resignation_offer(position, match, side=1) == SINGLE


def test_does_not_resign_a_game_it_can_win():
    engine = create_engine()
    assert engine.resignation_offer(Position.initial(1), MONEY, side=1) == 0
    assert engine.resignation_offer(board(*CLOSED_OUT), MONEY, side=0) == 0
    assert engine.resignation_offer(board(*RACE_EVEN, turn=1), MONEY, side=1) == 0


def test_accepts_a_resignation_only_when_it_is_worth_as_much_as_playing_on():
    engine = create_engine()
    closed = board(*CLOSED_OUT)  # side 1 (the engine) wins many gammons and some backgammons
    assert not engine.accept_resignation(closed, MONEY, SINGLE, side=1)
    assert not engine.accept_resignation(closed, MONEY, GAMMON, side=1)
    assert engine.accept_resignation(closed, MONEY, BACKGAMMON, side=1)
    # a race it wins almost always, without gammons: a single game is enough
    race = board({6: 4, 5: 4, 4: 4}, {1: 3, 2: 3, 3: 3})
    assert engine.accept_resignation(race, MONEY, SINGLE, side=1)
    # in the opening, any resignation is a gift
    assert engine.accept_resignation(Position.initial(0), MONEY, SINGLE, side=1)


def test_accepting_counts_the_dice_already_rolled():
    # side 0 to play with its checkers nearly off; side 1 far behind. Side 1 resigns a single
    # game; side 0 accepts: with 6-6 it would not win more
    position = board({3: 2, 1: 1}, {20: 3, 19: 3, 18: 3}, turn=0)
    match = replace(MONEY, dice=(6, 6))
    assert create_engine().accept_resignation(position, match, SINGLE, side=0)


def test_probabilities_from_either_side():
    engine = create_engine()
    position = board(*CLOSED_OUT)
    win, wg, wbg, lg, lbg = engine.probabilities(position, MONEY)
    assert win < 0.05 and lg > 0.8 and 0.1 < lbg < lg
    assert engine.probabilities(position, MONEY, side=1) == pytest.approx((1 - win, lg, lbg, wg, wbg))
