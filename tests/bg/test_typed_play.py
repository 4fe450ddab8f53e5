"""A checker moved over several dice in one gesture, and plays typed by the player: reading the
text (every notation form, hostile text) and checking it against the position and the dice."""

from __future__ import annotations

import pytest

from fibsgui.bg import (
    BAR,
    OFF,
    IllegalPlayError,
    InvalidPlaySyntaxError,
    Move,
    Play,
    Position,
)
from fibsgui.bg.moves import MAX_TYPED_PLAY


def board(mine: dict[int, int], theirs: dict[int, int]) -> Position:
    """Side 0 on roll; ``mine`` in side 0's numbering, ``theirs`` in side 1's own numbering."""
    me, opp = [0] * 25, [0] * 25
    for point, count in mine.items():
        me[point - 1] = count
    for point, count in theirs.items():
        opp[point - 1] = count
    return Position((me, opp), 0)


# the opponent's checkers behind the player's (their 1-point is the player's 24), and on the
# points named: the player's 18 and 21 are their 7 and 4
def with_points(block: tuple[int, ...] = (), blots: tuple[int, ...] = ()) -> Position:
    theirs = {1: 10}
    for point in block:  # the player's point -> theirs
        theirs[25 - point] = 2
    for point in blots:
        theirs[25 - point] = 1
    theirs[1] = 15 - sum(count for p, count in theirs.items() if p != 1)
    return board({23: 1, 6: 5, 8: 3, 13: 6}, theirs)


# -- reading the text ------------------------------------------------------------------------------
@pytest.mark.parametrize("text, moves", [
    ("24/18 13/11", [(24, 18), (13, 11)]),
    ("bar/22", [(BAR, 22)]),
    ("b/22", [(BAR, 22)]),
    ("25/22", [(BAR, 22)]),
    ("BAR/22", [(BAR, 22)]),
    ("6/off(2)", [(6, OFF), (6, OFF)]),
    ("6/OFF", [(6, OFF)]),
    ("6/o 5/0", [(6, OFF), (5, OFF)]),
    ("8/5*/1", [(8, 5), (5, 1)]),
    ("13/8(2)", [(13, 8), (13, 8)]),
    ("13/8 (2)", [(13, 8), (13, 8)]),
    ("24-18 13-11", [(24, 18), (13, 11)]),
    ("  24 / 18 ,   13 -11  ", [(24, 18), (13, 11)]),
    ("24/18\t13/11", [(24, 18), (13, 11)]),
    ("", []),
])
def test_typed_notation_forms(text, moves):
    assert [(m.from_point, m.to_point) for m in Play.from_text(text)] == moves


def test_a_typed_star_is_kept_as_written():
    assert [m.hit for m in Play.from_text("8/5*/1")] == [True, False]


@pytest.mark.parametrize("text, reason, token", [
    ("13", "no_destination", "13"),
    ("13/", "no_destination", "13/"),
    ("24/18 13", "no_destination", "13"),
    ("8/13", "backwards", "8/13"),
    ("off/3", "backwards", "off/3"),
    ("3/bar", "backwards", "3/bar"),
    ("13/13", "backwards", "13/13"),
    ("13/8(5)", "count", "13/8(5)"),
    ("13/8(2", "count", "13/8(2"),
    ("26/20", "unreadable", "26/20"),
    ("130/8", "unreadable", "130/8"),
    ("x/y", "unreadable", "x/y"),
    ("13/8x", "unreadable", "13/8x"),
    ("24/18;13/11", "unreadable", "24/18;13/11"),
    ("١٣/٨", "unreadable", "١٣/٨"),  # digits of another script are not the board's numbers
    ("２４/１８", "unreadable", "２４/１８"),
    ("13/8\x00", "unreadable", "13/8\x00"),
])
def test_typed_notation_errors_name_the_part_at_fault(text, reason, token):
    with pytest.raises(InvalidPlaySyntaxError) as info:
        Play.from_text(text)
    assert info.value.reason == reason
    assert info.value.details["token"] == token


def test_gnubg_notation_stays_strict():
    # the engine's notation is read as gnubg writes it: no dashes, no 0 for off
    for text in ("24-18", "6/0", "24 / 18"):
        with pytest.raises(InvalidPlaySyntaxError):
            Play.from_gnubg(text)


def test_hostile_text_is_refused_whole_or_read_once():
    with pytest.raises(InvalidPlaySyntaxError) as info:
        Play.from_text("24/18 " * 20_000)  # 120 kB
    assert info.value.reason == "too_long" and info.value.details["limit"] == MAX_TYPED_PLAY
    for text in ("/" * MAX_TYPED_PLAY, "1" * MAX_TYPED_PLAY, "(" * MAX_TYPED_PLAY,
                 "24/" * (MAX_TYPED_PLAY // 3), "\u202e" * MAX_TYPED_PLAY, "*" * MAX_TYPED_PLAY):
        with pytest.raises(InvalidPlaySyntaxError) as info:
            Play.from_text(text)
        assert len(info.value.details["token"]) <= 17  # a message quotes a short piece of it
    with pytest.raises(InvalidPlaySyntaxError) as info:
        Play.from_text("24/23 " * 30)
    assert info.value.reason == "too_many"


# -- combined moves: Turn.reach and Turn.move_to ---------------------------------------------------
def reach_of(position, dice, point):
    return {to: [(s.move.from_point, s.move.to_point, s.move.hit) for s in steps]
            for to, steps in position.start_turn(dice).reach(point).items()}


def test_five_two_from_23_reaches_16_through_either_open_point():
    reach = reach_of(with_points(), (5, 2), 23)
    assert set(reach) == {18, 21, 16}
    assert reach[16] == [(23, 18, False), (18, 16, False)]  # the larger die first
    # 18 blocked: through 21
    reach = reach_of(with_points(block=(18,)), (5, 2), 23)
    assert set(reach) == {21, 16} and reach[16] == [(23, 21, False), (21, 16, False)]
    # 21 blocked: through 18
    reach = reach_of(with_points(block=(21,)), (5, 2), 23)
    assert set(reach) == {18, 16} and reach[16] == [(23, 18, False), (18, 16, False)]
    # both blocked: the checker cannot move at all, and 16 is no target
    assert reach_of(with_points(block=(18, 21)), (5, 2), 23) == {}


def test_an_ambiguous_combined_move_takes_the_way_that_hits():
    position = with_points(blots=(21,))
    reach = reach_of(position, (5, 2), 23)
    assert reach[16] == [(23, 21, True), (21, 16, False)]
    turn = position.start_turn((5, 2)).move_to(23, 16)
    after = turn.result()
    assert after.bar(1) == 1 and after.count(0, 16) == 1 and after.count(0, 21) == 0
    assert after == position.apply(Play.from_gnubg("23/21*/16"))


def test_doubles_reach_two_three_and_four_steps_and_stop_at_a_block():
    position = with_points()
    reach = reach_of(position, (3, 3), 23)
    assert set(reach) == {20, 17, 14, 11}
    assert [len(reach[p]) for p in (20, 17, 14, 11)] == [1, 2, 3, 4]
    reach = reach_of(with_points(block=(14,)), (3, 3), 23)
    assert set(reach) == {20, 17}


def test_a_combined_move_is_one_step_for_undo():
    position = with_points()
    turn = position.start_turn((4, 4))
    after = turn.move_to(23, 11)
    assert [step.move for step in after.steps] == [Move(23, 19), Move(19, 15), Move(15, 11)]
    assert after.remaining_dice == (4,)
    assert after.undo() is turn
    one = turn.step(13, 9)
    both = one.move_to(23, 15)
    assert both.undo() is one and both.undo().undo() is turn


def test_bearing_off_over_two_dice():
    position = board({6: 1, 2: 2, 1: 2}, {1: 15})
    turn = position.start_turn((4, 2))
    reach = turn.reach(6)
    assert set(reach) == {2, 4, OFF}
    assert [s.move for s in reach[OFF]] == [Move(6, 2), Move(2, OFF)]
    after = turn.move_to(6, OFF)
    assert after.complete and after.result().off(0) == 11
    # no checker may leave while one is still outside the home board
    outside = board({9: 1, 6: 1, 1: 2}, {1: 15})
    assert OFF not in outside.start_turn((4, 2)).reach(6)


def test_the_rules_limit_the_combined_targets():
    # one die playable only: no combined move
    position = board({13: 1, 1: 14}, {23: 2, 19: 13})
    turn = position.start_turn((6, 5))
    assert turn.legal.steps == 1
    for point in turn.sources():
        assert all(len(steps) == 1 for steps in turn.reach(point).values())
    # from the bar, the checker enters first; with another on the bar it may not go on
    two_on_bar = board({25: 2, 6: 13}, {1: 15})
    assert set(two_on_bar.start_turn((5, 2)).reach(BAR)) == {20, 23}
    one_on_bar = board({25: 1, 6: 14}, {1: 15})
    assert set(one_on_bar.start_turn((5, 2)).reach(BAR)) == {20, 23, 18}


# -- typed plays: Turn.complete_with ---------------------------------------------------------------
def typed(position, dice, text):
    return position.start_turn(dice).complete_with(Play.from_text(text))


@pytest.mark.parametrize("text, expected", [
    ("24/18 13/11", "24/18 13/11"),
    ("13/11 24/18", "13/11 24/18"),
    ("24-18 13-11", "24/18 13/11"),
    ("24/16", "24/18/16"),  # a hop over both dice
    ("13/5", "13/7/5"),
    ("8/2 6/4", "8/2 6/4"),
])
def test_typed_legal_plays_reach_the_legal_positions(text, expected):
    position = Position.initial(0)
    turn = typed(position, (6, 2), text)
    assert turn.complete
    assert turn.result() == position.apply(Play.from_gnubg(expected))


def test_typed_plays_of_every_form():
    start = Position.initial(0)
    assert typed(start, (4, 4), "13/9(2) 6/2(2)").result() == start.apply(Play.from_gnubg("13/9(2) 6/2(2)"))
    assert typed(start, (4, 4), "13/5(2)").result() == start.apply(Play.from_gnubg("13/9(2) 9/5(2)"))
    on_bar = board({25: 1, 6: 5, 8: 3, 13: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2})
    assert typed(on_bar, (3, 1), "bar/22 6/5").result() == on_bar.apply(Play.from_gnubg("bar/22 6/5"))
    assert typed(on_bar, (3, 1), "b/22 6/5").result() == on_bar.apply(Play.from_gnubg("bar/22 6/5"))
    assert typed(on_bar, (3, 1), "25/21").result() == on_bar.apply(Play.from_gnubg("bar/22/21"))
    home = board({6: 2, 5: 3, 1: 2}, {1: 15})
    assert typed(home, (6, 6), "6/off(2) 5/off(2)").result().off(0) == 12
    assert typed(home, (6, 6), "6/OFF(2) 5/o 5/0").result().off(0) == 12
    blot = board({8: 2, 6: 5, 13: 8}, {20: 1, 1: 14})  # their 20 is the player's 5
    after = typed(blot, (3, 4), "8/5*/1")
    assert after.result().bar(1) == 1 and after.result().count(0, 1) == 1


def test_a_typed_hop_takes_the_route_that_hits():
    position = with_points(blots=(21,))
    after = typed(position, (5, 2), "23/16")
    assert [s.move for s in after.steps] == [Move(23, 21, True), Move(21, 16)]
    assert after.result().bar(1) == 1
    # written point by point, the route is the player's
    through = typed(position, (5, 2), "23/18/16")
    assert [s.move for s in through.steps] == [Move(23, 18), Move(18, 16)]
    assert through.result().bar(1) == 0


def test_a_typed_play_finishes_the_steps_made_on_the_board_and_undoes_as_one():
    start = Position.initial(0).start_turn((6, 2))
    one = start.step(24, 18)
    done = one.complete_with(Play.from_text("13/11"))
    assert done.complete and done.play == Play.from_gnubg("24/18 13/11")
    assert done.undo() is one
    with pytest.raises(IllegalPlayError) as info:
        one.complete_with(Play.from_text("13/7"))
    assert info.value.reason == "dice" and info.value.details["left"] == (2,)


@pytest.mark.parametrize("position, dice, text, reason, details", [
    (Position.initial(0), (6, 3), "24/18 13/9", "dice", {"pips": (6, 4), "dice": (6, 3), "left": None}),
    (Position.initial(0), (6, 3), "24/18 13/10 8/7", "dice", {"pips": (6, 3, 1), "dice": (6, 3), "left": None}),
    (Position.initial(0), (6, 3), "23/17 13/10", "no_checker", {"move": Move(23, 17), "count": 0}),
    (Position.initial(0), (6, 6), "24/18(3) 13/7", "no_checker", {"move": Move(24, 18), "count": 2}),
    (Position.initial(0), (5, 2), "13/8 8/6 13/11", "dice", {"pips": (5, 2, 2), "dice": (5, 2), "left": None}),
    (Position.initial(0), (5, 2), "24/22/17", "blocked", {"move": Move(22, 17), "point": 17}),
    (with_points(block=(18, 21)), (5, 2), "23/16", "blocked", {"move": Move(23, 16), "point": 18}),
    (Position.initial(0), (6, 2), "13/7", "incomplete", {"left": (2,)}),
    (Position.initial(0), (6, 2), "6/off 13/11", "not_home", {"move": Move(6, OFF)}),
    (board({25: 1, 13: 14}, {1: 15}), (6, 2), "13/7 13/11", "bar_first", {"move": Move(13, 7)}),
    (board({5: 1, 3: 1}, {1: 15}), (6, 1), "3/off 5/4", "higher_first", {"move": Move(3, OFF)}),
    # checkers on the 1-point cannot move before all are home; 10/4 leaves no 1 to play (23, 9
    # and 3 are held), 24/18/17 plays both dice
    (board({24: 1, 10: 1, 1: 13}, {2: 2, 16: 2, 22: 2, 19: 9}), (6, 1), "10/4", "longer", {}),
    # from 13, the 6 or the 5, not both (the 2-point is held): the larger must be played
    (board({13: 1, 1: 14}, {23: 2, 19: 13}), (6, 5), "13/8", "larger", {"die": 6}),
    (Position.initial(0), (6, 2), "", "empty", {}),
])
def test_typed_illegal_plays_say_why(position, dice, text, reason, details):
    with pytest.raises(IllegalPlayError) as info:
        typed(position, dice, text)
    assert info.value.reason == reason, info.value
    assert info.value.details == details


def test_nothing_more_to_type_once_the_play_is_complete():
    turn = Position.initial(0).start_turn((6, 2)).complete_with(Play.from_text("24/18 13/11"))
    with pytest.raises(IllegalPlayError) as info:
        turn.complete_with(Play.from_text("8/2"))
    assert info.value.reason == "done"
