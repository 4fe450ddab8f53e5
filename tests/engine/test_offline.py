"""OfflineMatch: whole matches with seeded dice, the cube, Crawford, resignations, hints, errors."""

import random

import pytest

from fibsgui.bg import BACKGAMMON, GAMMON, SINGLE, IllegalPlayError, Play, Position
from fibsgui.engine import (
    Action,
    EventKind,
    HeuristicEngine,
    OfflineMatch,
    Phase,
    Strength,
    create_engine,
    engine_available,
)
from tests.engine.helpers import HOPELESS_BACKGAMMON, RACE_EVEN, board

ENGINES = ["heuristic"] + (["gnubg"] if engine_available() else [])


@pytest.fixture(params=ENGINES)
def engine(request):
    if request.param == "gnubg":
        return create_engine(Strength.EXPERT, seed=1)
    return HeuristicEngine(Strength.EXPERT, seed=1)


def fast_engine():
    return create_engine(Strength.EXPERT, seed=1)


def human_turn(match, *, take=True, double_when=None):
    """One action for the human: roll, play the first legal play, take or drop, accept."""
    if match.phase == Phase.ROLL:
        if double_when and match.may_double() and double_when(match):
            return match.double()
        return match.roll()
    if match.phase == Phase.MOVE:
        return match.move(next(iter(match.legal_plays)))
    if match.phase == Phase.DOUBLED:
        return match.take() if take else match.drop()
    if match.phase == Phase.RESIGNED:
        return match.accept_resignation()
    raise AssertionError(match.phase)


def play_out_game(match, **human):
    """Play until the current game is over; returns the game's events."""
    mark = len(match.events)
    steps = 0
    while match.phase not in (Phase.GAME_OVER, Phase.MATCH_OVER):
        if match.engine_to_act:
            match.engine_action()
        else:
            human_turn(match, **human)
        steps += 1
        assert steps < 2000
    return match.events[mark:]


def play_match(match, **human):
    games = []  # (crawford flag at the start, events of the game)
    while True:
        games.append((match.crawford, play_out_game(match, **human)))
        if match.phase == Phase.MATCH_OVER:
            return games
        match.new_game()


def expected_opening(seed):
    rng = random.Random(seed)
    while True:
        human, engine = rng.randint(1, 6), rng.randint(1, 6)
        if human != engine:
            return (0, (human, engine)) if human > engine else (1, (engine, human))


# -- the opening roll ------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(12))
def test_opening_roll_higher_die_starts_with_both_dice(seed):
    match = OfflineMatch(HeuristicEngine(), length=3, seed=seed)
    starter, dice = expected_opening(seed)
    openings = [e for e in match.events if e.kind == EventKind.OPENING_ROLL]
    assert openings[-1].side == starter and openings[-1].dice == dice
    assert all("roll again" in e.text and e.dice[0] == e.dice[1] for e in openings[:-1])
    assert match.phase == Phase.MOVE and match.to_act == starter and match.dice == dice
    assert match.position == Position.initial(starter)
    assert match.state.on_roll == starter and match.state.dice == dice


# -- whole matches ----------------------------------------------------------------------------

@pytest.mark.parametrize("length, seed", [(3, 1), (5, 2)])
def test_whole_match_scores_and_crawford(engine, length, seed):
    match = OfflineMatch(engine, length=length, seed=seed)
    games = play_match(match, double_when=lambda m: m.position.pip_count(m.human) + 25
                       < m.position.pip_count(m.engine_side))
    score = [0, 0]
    crawford_played = False
    for crawford, events in games:
        # Crawford: exactly the game after a side first reaches length - 1
        expected_crawford = (not crawford_played and length - 1 in score
                             and max(score) < length and min(score) < length - 1)
        assert crawford == expected_crawford
        crawford_played = crawford_played or crawford
        if crawford:
            assert not any(e.kind == EventKind.DOUBLE for e in events)
        ends = [e for e in events if e.kind == EventKind.GAME_END]
        assert len(ends) == 1
        end = ends[0]
        final = end.position.outcome()
        before_end = events[events.index(end) - 1]
        if before_end.kind == EventKind.MOVE:
            assert final is not None and final.winner == end.side
            assert end.points == final.kind * end.cube
        elif before_end.kind == EventKind.DROP:
            assert end.side == 1 - before_end.side and end.points == end.cube
        else:
            assert before_end.kind == EventKind.ACCEPT_RESIGNATION
        score[end.side] = min(score[end.side] + end.points, length)
        assert list(end.score) == score
    assert list(match.score) == score
    assert match.winner == max((0, 1), key=lambda s: score[s]) and max(score) == length
    assert match.events[-1].kind == EventKind.MATCH_END and match.events[-1].side == match.winner
    assert match.phase == Phase.MATCH_OVER and not match.engine_to_act and not match.human_to_act
    with pytest.raises(IllegalPlayError, match="match is over"):
        match.new_game()
    match.new_match()
    assert match.score == (0, 0) and match.phase == Phase.MOVE


def test_money_session_keeps_scoring(engine):
    match = OfflineMatch(engine, length=0, seed=4)
    total = [0, 0]
    for _ in range(3):
        events = play_out_game(match)
        end = next(e for e in events if e.kind == EventKind.GAME_END)
        total[end.side] += end.points
        assert list(end.score) == total
        assert match.phase == Phase.GAME_OVER
        match.new_game()
    assert list(match.score) == total and match.winner is None


# -- Crawford and after --------------------------------------------------------------------------

def drive_until(match, condition, **human):
    steps = 0
    while not condition(match):
        if match.engine_to_act:
            match.engine_action()
        else:
            human_turn(match, **human)
        steps += 1
        assert steps < 2000


def test_crawford_and_post_crawford_cube():
    match = OfflineMatch(fast_engine(), length=5, seed=3, start=False)
    # game 1: the engine's checkers are stuck in the human's home board: a backgammon
    match.new_game(board(*HOPELESS_BACKGAMMON))
    play_out_game(match)
    assert match.score == (3, 0) and not match.crawford
    # game 2: the human resigns a single game at once; the engine accepts
    match.new_game()
    match.resign(SINGLE)
    match.engine_action()
    assert match.score == (3, 1) and not match.crawford
    # game 3: a race the engine cannot win, with three of its checkers off: a single game
    match.new_game(board({1: 5}, {23: 2, 20: 5, 15: 5}))
    play_out_game(match)
    assert match.score == (4, 1)
    # game 4 is the Crawford game: nobody may double
    match.new_game()
    assert match.crawford and not match.state.post_crawford
    drive_until(match, lambda m: m.human_to_act and m.phase == Phase.ROLL)
    assert not match.may_double()
    with pytest.raises(IllegalPlayError, match="Crawford"):
        match.double()
    events = match.resign(SINGLE) + match.engine_action()
    game = [e for e in match.events if e.game == match.game_number]
    assert not any(e.kind == EventKind.DOUBLE for e in game)
    assert events[-1].kind == EventKind.GAME_END and match.score == (4, 2)
    # game 5, after the Crawford game: the engine trails and doubles at its first chance
    match.new_game()
    assert not match.crawford and match.state.post_crawford
    drive_until(match, lambda m: m.engine_to_act and m.phase == Phase.ROLL)
    action = match.compute_engine_action()
    assert action.action == Action.DOUBLE
    match.apply(action)
    assert match.phase == Phase.DOUBLED and match.to_act == 0
    match.take()
    assert match.cube == 2 and match.cube_owner == 0


# -- cube ----------------------------------------------------------------------------------------

def seed_where(starter):
    return next(s for s in range(100) if expected_opening(s)[0] == starter)


def test_engine_doubles_a_big_lead_and_the_human_drops():
    # the engine (side 1) far ahead in a race; the human starts and moves, then the engine doubles
    match = OfflineMatch(fast_engine(), length=7, seed=seed_where(0), start=False)
    match.new_game(board({6: 5, 5: 5, 4: 5}, {6: 3, 5: 3, 4: 3, 3: 3, 2: 3}))
    match.move(next(iter(match.legal_plays)))
    assert match.engine_to_act and match.phase == Phase.ROLL
    events = match.engine_action()
    assert [e.kind for e in events] == [EventKind.DOUBLE]
    assert events[0].text == f"{match.engine.name} doubles to 2"
    with pytest.raises(IllegalPlayError):
        match.roll()
    events = match.drop()
    assert [e.kind for e in events] == [EventKind.DROP, EventKind.GAME_END]
    assert events[-1].side == 1 and events[-1].points == 1 and match.score == (0, 1)


def test_human_doubles_and_the_engine_answers():
    # the human (side 0) far ahead: the engine passes
    match = OfflineMatch(fast_engine(), length=7, seed=seed_where(1), start=False)
    match.new_game(board({6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, {6: 5, 5: 5, 4: 5}))
    match.engine_action()  # the engine plays its opening roll
    assert match.human_to_act and match.may_double()
    match.double()
    assert match.engine_to_act and match.phase == Phase.DOUBLED
    events = match.engine_action()
    assert [e.kind for e in events] == [EventKind.DROP, EventKind.GAME_END]
    assert match.score == (1, 0)
    # an even race: the engine takes and owns the cube; it may not double back at once
    match.new_game(board(*RACE_EVEN))
    while not (match.human_to_act and match.phase == Phase.ROLL):
        if match.engine_to_act:
            match.engine_action()
        else:
            human_turn(match)
    match.double()
    assert [e.kind for e in match.engine_action()] == [EventKind.TAKE]
    assert match.cube == 2 and match.cube_owner == 1
    assert not match.may_double()
    match.roll()
    with pytest.raises(IllegalPlayError, match="cannot double"):
        match.double()


# -- resignations ----------------------------------------------------------------------------

def test_human_resignations_accepted_and_rejected():
    engine = fast_engine()
    match = OfflineMatch(engine, length=7, seed=5)
    # a backgammon resignation at the start is always accepted
    events = match.resign(BACKGAMMON)
    assert match.phase == Phase.RESIGNED and match.engine_to_act and match.resignation == BACKGAMMON
    assert events[0].text == "You offer to resign a backgammon (3 points)"
    events = match.engine_action()
    assert [e.kind for e in events] == [EventKind.ACCEPT_RESIGNATION, EventKind.GAME_END]
    assert match.score == (0, 3)
    # closed out with four on the bar: a single game is not enough for the engine
    match.new_game(board({25: 4, 13: 5, 12: 3, 10: 3}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 3, 8: 2}))
    phase, to_act = match.phase, match.to_act
    match.resign(SINGLE)
    events = match.engine_action()
    assert [e.kind for e in events] == [EventKind.REJECT_RESIGNATION]
    assert (match.phase, match.to_act) == (phase, to_act) and match.resignation == 0
    assert match.score == (0, 3)


def test_engine_resigns_a_hopeless_race():
    # the human needs two rolls; the engine has three checkers off and cannot win
    position = board({1: 5}, {23: 2, 20: 5, 15: 5})
    for accept in (True, False):
        match = OfflineMatch(fast_engine(), length=5, seed=seed_where(0), start=False)
        match.new_game(position)
        match.move(next(iter(match.legal_plays)))
        action = match.compute_engine_action()
        assert action.action == Action.RESIGN and action.resignation == SINGLE
        events = match.apply(action)
        assert events[0].text == f"{match.engine.name} offers to resign a single game (1 point)"
        assert match.human_to_act and match.phase == Phase.RESIGNED
        if accept:
            events = match.accept_resignation()
            assert events[-1].kind == EventKind.GAME_END and events[-1].side == 0
            assert match.score == (1, 0)
        else:
            match.reject_resignation()
            assert match.engine_to_act and match.phase == Phase.ROLL
            # the same offer is not repeated at once: the engine rolls
            assert match.compute_engine_action().action == Action.ROLL


def test_human_may_resign_during_the_engines_turn_and_stale_actions_are_refused():
    match = OfflineMatch(fast_engine(), length=5, seed=seed_where(1))
    action = match.compute_engine_action()
    assert action.action == Action.MOVE
    match.resign(GAMMON)
    with pytest.raises(IllegalPlayError, match="earlier state"):
        match.apply(action)
    events = match.engine_action()
    assert events[0].kind == EventKind.ACCEPT_RESIGNATION
    assert match.score == (0, 2)


# -- hints, errors, events ---------------------------------------------------------------------

def test_hint_ranks_the_humans_plays_best_first(engine):
    match = OfflineMatch(engine, length=3, seed=seed_where(0))
    everything = match.hint(None)
    assert sorted(p for p, _ in everything) == sorted(match.legal_plays)
    equities = [e for _, e in everything]
    assert equities == sorted(equities, reverse=True)
    assert match.hint(3) == everything[:3]
    best = everything[0][0]
    assert best == match.hint_engine.choose_play(match.position, match.dice, match.state)
    match.move(best)
    with pytest.raises(IllegalPlayError, match="hint"):
        match.hint()


def test_hint_engine_is_at_least_expert():
    weak = create_engine(Strength.BEGINNER)
    match = OfflineMatch(weak, seed=1)
    assert match.hint_engine.strength == Strength.EXPERT
    assert type(match.hint_engine) is type(weak)


def test_illegal_human_actions_raise_clear_errors():
    match = OfflineMatch(fast_engine(), length=3, seed=seed_where(0))
    assert match.phase == Phase.MOVE and match.human_to_act
    with pytest.raises(IllegalPlayError, match="illegal play"):
        match.move("24/18 24/18")
    with pytest.raises(IllegalPlayError, match="cannot roll now"):
        match.roll()
    with pytest.raises(IllegalPlayError, match="cannot take"):
        match.take()
    with pytest.raises(IllegalPlayError, match="resignation is 1"):
        match.resign(4)
    with pytest.raises(IllegalPlayError, match="still being played"):
        match.new_game()
    with pytest.raises(IllegalPlayError, match="not a play"):
        match.move(5)
    partial = next(iter(match.legal_plays))[:1]
    with pytest.raises(IllegalPlayError):
        match.move(partial)
    match.move(next(iter(match.legal_plays)))
    with pytest.raises(IllegalPlayError, match="cannot move now"):
        match.move(Play())
    with pytest.raises(IllegalPlayError, match="cannot take now"):
        match.take()
    with pytest.raises(ValueError):
        OfflineMatch(fast_engine(), length=26)


def test_events_describe_what_happened(engine):
    match = OfflineMatch(engine, length=3, seed=seed_where(1), human_name="Alice")
    events = play_out_game(match)
    name = engine.name
    rolls = [e for e in events if e.kind == EventKind.ROLL]
    moves = [e for e in events if e.kind == EventKind.MOVE]
    assert rolls and moves
    for e in rolls:
        who = name if e.side == 1 else "Alice"
        assert e.text == f"{who} rolls {e.dice[0]}-{e.dice[1]}"
    for e in moves:
        who = name if e.side == 1 else "Alice"
        assert e.text == f"{who} plays {e.play.gnubg()}"
        assert e.before.legal_plays(e.dice).apply(e.play) == e.position.with_turn(1 - e.side)
    assert match.events[0].text == f"Alice against {name}: 3-point match"


@pytest.mark.slow
@pytest.mark.parametrize("strength", [Strength.BEGINNER, Strength.WORLD_CLASS])
def test_long_matches_at_other_strengths(strength):
    match = OfflineMatch(create_engine(strength, seed=2), length=7, seed=9)
    play_match(match)
    assert match.winner is not None and max(match.score) == 7


# -- what a hint tells: each play's chances ---------------------------------------------------

def human_to_move(match):
    while not (match.phase == Phase.MOVE and match.human_to_act):
        if match.engine_to_act:
            match.engine_action()
        else:
            human_turn(match)


@pytest.mark.skipif(not engine_available(), reason="gnubg is not installed")
def test_hint_rows_give_gnubgs_chances_for_every_play():
    engine = create_engine(Strength.EXPERT, seed=1)
    match = OfflineMatch(engine, length=0, seed=3)
    human_to_move(match)
    rows = match.hint_rows(None)
    assert [(r.play, r.equity) for r in rows] == match.hint(None)
    other = match.engine_side
    for row in rows:
        win, wg, wbg, lg, lbg = row.probabilities
        assert 0.0 <= lbg <= lg <= 1.0 - win <= 1.0 and 0.0 <= wbg <= wg <= win
        # money play, cube centred, no Jacoby: the cubeless equity is the points expected
        assert row.equity == pytest.approx(2 * win - 1 + wg - lg + wbg - lbg, abs=1e-4)
        # the same figures as asking the engine about the position the play reaches
        after = match.position.apply(row.play).with_turn(other)
        assert row.probabilities == pytest.approx(engine.probabilities(after, match.state, side=match.human))
    # the plays differ in their chances, not only in their equity
    assert len({round(r.probabilities[0], 4) for r in rows}) > 1


def test_hint_rows_of_the_built_in_player_leave_backgammons_unknown():
    match = OfflineMatch(HeuristicEngine(Strength.EXPERT, seed=1), length=5, seed=3)
    human_to_move(match)
    rows = match.hint_rows(4)
    assert 1 <= len(rows) <= 4
    for row in rows:
        win, wg, wbg, lg, lbg = row.probabilities
        assert wbg is None and lbg is None
        assert 0.0 <= wg <= win <= 1.0 and 0.0 <= lg <= 1.0 - win


def test_a_play_that_wins_is_a_certain_win():
    # one checker left on the ace point against a side with none off: every roll bears it off
    match = OfflineMatch(HeuristicEngine(seed=1), length=0, seed=seed_where(0), start=False)
    match.new_game(board({1: 1}, {13: 5, 12: 5, 10: 5}))
    (row,) = match.hint_rows(None)
    assert row.probabilities == (1.0, 1.0, 0.0, 0.0, 0.0)


# -- money play: Jacoby and beavers -----------------------------------------------------------

class TakesAll(HeuristicEngine):
    """Takes every double, never doubles, never resigns."""

    def should_double(self, position, match):
        return False

    def should_take(self, position, match):
        return True

    def resignation_offer(self, position, match, side):
        return 0


class DoublesAll(TakesAll):
    def should_double(self, position, match):
        return True


GAMMON_NEXT = ({1: 1}, {13: 5, 12: 5, 10: 5})  # the human bears off its last checker: a gammon


@pytest.mark.parametrize("jacoby, turn_cube, points", [
    (True, False, 1), (False, False, 2), (True, True, 4), (False, True, 4)])
def test_jacoby_counts_a_gammon_once_only_until_the_cube_is_turned(jacoby, turn_cube, points):
    if turn_cube:
        # the engine opens; the human doubles before its roll, the engine takes
        match = OfflineMatch(TakesAll(seed=1), length=0, jacoby=jacoby, seed=seed_where(1), start=False)
        match.new_game(board(*GAMMON_NEXT))
        match.engine_action()
        match.double()
        assert [e.kind for e in match.engine_action()] == [EventKind.TAKE]
        match.roll()
    else:
        match = OfflineMatch(TakesAll(seed=1), length=0, jacoby=jacoby, seed=seed_where(0), start=False)
        match.new_game(board(*GAMMON_NEXT))
    events = match.move(next(iter(match.legal_plays)))
    end = events[-1]
    assert end.kind == EventKind.GAME_END and end.how == "gammon"
    assert end.points == points and match.score == (points, 0)


def test_the_human_beavers_the_engines_double_and_keeps_the_cube():
    match = OfflineMatch(DoublesAll(seed=1), length=0, beavers=True, seed=seed_where(0))
    assert not match.may_beaver()
    match.move(next(iter(match.legal_plays)))
    assert [e.kind for e in match.engine_action()] == [EventKind.DOUBLE]
    assert match.may_beaver()
    events = match.beaver()
    assert [e.kind for e in events] == [EventKind.BEAVER]
    assert events[0].text == "You beaver: the cube is at 4"
    assert match.cube == 4 and match.cube_owner == match.human
    # the doubler rolls on; with the cube on the human's side it cannot double again
    assert match.engine_to_act and match.phase == Phase.ROLL and not match.state.may_double(match.engine_side)
    end = next(e for e in play_out_game(match) if e.kind == EventKind.GAME_END)
    assert end.points in (4, 8, 12) or (match.cube > 4 and end.points % match.cube == 0)


@pytest.mark.parametrize("length, beavers", [(0, False), (5, True)])
def test_no_beaver_without_the_option_or_in_match_play(length, beavers):
    match = OfflineMatch(DoublesAll(seed=1), length=length, beavers=beavers, seed=seed_where(0))
    match.move(next(iter(match.legal_plays)))
    match.engine_action()
    assert match.phase == Phase.DOUBLED and not match.may_beaver()
    with pytest.raises(IllegalPlayError, match="beaver"):
        match.beaver()
    assert match.cube == 1 and match.phase == Phase.DOUBLED


def test_the_engine_never_beavers_the_humans_double():
    match = OfflineMatch(TakesAll(seed=1), length=0, beavers=True, seed=seed_where(1))
    match.engine_action()
    match.double()
    assert match.compute_engine_action().action in (Action.TAKE, Action.DROP)
    match.engine_action()
    assert match.cube == 2 and match.cube_owner == match.engine_side


# -- how a game ended ------------------------------------------------------------------------

def test_game_ends_say_how_they_ended():
    match = OfflineMatch(TakesAll(seed=1), length=7, seed=seed_where(0), start=False)
    match.new_game(board({1: 1}, {6: 5, 5: 5, 4: 4}))  # the engine has one checker off: a single game
    end = match.move(next(iter(match.legal_plays)))[-1]
    assert (end.how, end.points, end.side) == ("single", 1, 0)
    match.new_game(board({1: 1}, {20: 5, 15: 5, 13: 5}))  # five in the human's home: a backgammon
    human_to_move(match)
    assert match.position.checkers(0)[0] == 1
    end = match.move(next(iter(match.legal_plays)))[-1]
    assert (end.how, end.points) == ("backgammon", 3)
    match.new_game()
    match.resign(GAMMON)
    match.engine_action()  # accepted: the resigning side gave away a gammon
    end = match.events[-1]
    assert (end.how, end.resignation, end.points, end.side) == ("resign", GAMMON, 2, 1)
