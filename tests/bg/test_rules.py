"""Table-driven tests of the rules of backgammon; every expected play was worked out by hand."""

import pytest

from fibsgui.bg import BAR, OFF, IllegalPlayError, Move, Play
from tests.bg.helpers import follow, position

# name, position (mover's view), dice, every legal play (gnubg notation), dice each play uses
CASES = [
    ("either die alone but not both: the larger is played",
     position({20: 1}, {9: 2, 24: 13}), (6, 5), {"20/14"}, 1),
    ("only the smaller die can be played at all",
     position({20: 1}, {14: 2, 9: 2, 24: 11}), (6, 5), {"20/15"}, 1),
    ("doubles only partly playable: two of four",
     position({20: 1}, {11: 2, 24: 13}), (3, 3), {"20/14"}, 2),
    ("doubles only partly playable: three of four, two checkers",
     position({20: 1, 10: 1}, {11: 2, 4: 2, 24: 11}), (3, 3), {"20/14 10/7"}, 3),
    ("two on the bar, one entry point open: enter one and stop",
     position({13: 5, 8: 3}, {20: 2, 24: 13}, my_bar=2), (6, 5), {"bar/19"}, 1),
    ("two on the bar with doubles: both enter, the rest is blocked",
     position({}, {20: 2, 13: 2, 24: 11}, my_bar=2), (6, 6), {"bar/19(2)"}, 2),
    ("closed board: the empty play is the only play",
     position({13: 1}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}, my_bar=1), (6, 2), {""}, 0),
    ("a hit in the middle of a play",
     position({13: 1}, {7: 1, 12: 2, 24: 12}), (6, 1), {"13/7*/6"}, 2),
    ("legal only in one order: enter with the 3, then play the 6",
     position({}, {19: 2, 24: 13}, my_bar=1), (6, 3), {"bar/16"}, 2),
    ("bear off with exact dice, or a larger die from the highest point",
     position({5: 1, 3: 1}), (5, 3), {"5/off 3/off", "5/2 3/off"}, 2),
    ("a larger die bears off only the highest checker",
     position({5: 1, 2: 1}), (6, 1), {"5/off 2/1", "5/4/off"}, 2),
    ("a larger die cannot bear off a lower checker while a higher one remains",
     position({6: 1, 2: 1}), (5, 4), {"6/1 2/off", "6/2 2/off"}, 2),
    ("all checkers must be home before bearing off",
     position({7: 1, 3: 1}), (1, 3), {"7/3", "7/6 3/off", "7/4 3/2"}, 2),
    ("never onto two or more opposing checkers",
     position({24: 1}, {18: 2, 19: 3, 20: 2, 21: 2, 22: 2}), (6, 5), {""}, 0),
    ("opening 3-1 from the initial position",
     position({24: 2, 13: 5, 8: 3, 6: 5}, {1: 2, 12: 5, 17: 3, 19: 5}), (3, 1),
     {"24/21 24/23", "24/21 8/7", "24/21 6/5", "24/20", "13/10 24/23", "13/10 8/7", "13/10 6/5",
      "13/9", "8/5 24/23", "8/5 8/7", "8/5 6/5", "8/4", "6/3 24/23", "6/3 8/7", "6/3 6/5", "6/2"}, 2),
]


@pytest.mark.parametrize("name, pos, dice, expected, steps", CASES, ids=[c[0] for c in CASES])
def test_legal_plays(name, pos, dice, expected, steps):
    legal = pos.legal_plays(dice)
    assert set(legal.positions()) == {follow(pos, text) for text in expected}
    assert len(legal) == len(expected)
    assert legal.steps == steps
    assert all(len(play) == steps for play in legal)
    assert all(play in legal for play in legal)


def test_dice_order_does_not_matter():
    pos = position({24: 2, 13: 5, 8: 3, 6: 5}, {1: 2, 12: 5, 17: 3, 19: 5})
    assert set(pos.legal_plays((2, 5)).positions()) == set(pos.legal_plays((5, 2)).positions())


def test_hit_sends_blot_to_the_bar_and_flags_the_move():
    pos = position({13: 1}, {7: 1, 12: 2, 24: 12})
    (play,) = pos.legal_plays((6, 1))
    assert play == Play([Move(13, 7, True), Move(7, 6)])
    after = pos.apply(play, dice=(6, 1))
    assert after.turn == 1 and after.bar(1) == 1 and after.count(0, 6) == 1


def test_membership_rejects_wrong_dice_and_partial_plays():
    pos = position({24: 2, 13: 5, 8: 3, 6: 5}, {1: 2, 12: 5, 17: 3, 19: 5})
    legal = pos.legal_plays((3, 1))
    assert Play.from_gnubg("8/5 6/5") in legal
    assert Play.from_gnubg("6/5 8/5") in legal  # another order of the same play
    assert Play.from_gnubg("8/5") not in legal  # uses one die of two
    assert Play.from_gnubg("8/6 6/5") not in legal  # a 2 was not rolled
    assert "8/5 6/5" not in legal


def test_illegal_play_error_names_the_play_and_the_position():
    pos = position({24: 2, 13: 5, 8: 3, 6: 5}, {1: 2, 12: 5, 17: 3, 19: 5})
    with pytest.raises(IllegalPlayError) as info:
        pos.parse_play("13/7", (3, 1))
    assert "'13/7'" in str(info.value) and pos.position_id() in str(info.value)
    assert isinstance(info.value, ValueError)


def test_parse_play_resolves_hops_over_both_dice():
    pos = position({24: 2, 13: 5, 8: 3, 6: 5}, {1: 2, 12: 5, 17: 3, 19: 5})
    assert pos.parse_play("24/18/13", (6, 5)) == pos.parse_play("24/13", (6, 5))
    play = pos.parse_play("13-8 13-7", (6, 5), direction=-1)
    assert pos.apply(play, (6, 5)) == follow(pos, "13/8 13/7")


def test_apply_without_dice_checks_each_step():
    pos = position({13: 1}, {7: 2, 24: 13})
    with pytest.raises(IllegalPlayError):
        pos.apply(Play.from_gnubg("13/7"))
    with pytest.raises(IllegalPlayError):  # bearing off with a checker outside home
        position({13: 1, 3: 1}).apply(Play.from_gnubg("3/off"))
    assert position({13: 1}).apply(Play.from_gnubg("13/8")) == follow(position({13: 1}), "13/8")


# -- drag-and-drop: steps of a turn -----------------------------------------------------------

def test_turn_offers_only_steps_that_start_a_legal_play():
    pos = position({}, {19: 2, 24: 13}, my_bar=1)
    turn = pos.start_turn((6, 3))
    assert turn.sources() == {BAR}
    assert set(turn.targets(BAR)) == {22}
    turn = turn.step(BAR, 22)
    assert set(turn.targets(22)) == {16}
    turn = turn.step(22, 16)
    assert turn.complete and turn.play == Play([Move(BAR, 22), Move(22, 16)])
    assert turn.result() == follow(pos, "bar/16")


def test_turn_larger_die_rule_for_first_step():
    turn = position({20: 1}, {9: 2, 24: 13}).start_turn((6, 5))
    assert turn.targets(20) == {14: turn.targets(20)[14]}
    assert turn.targets(20)[14].die == 6


def test_turn_undo_and_illegal_step():
    pos = position({24: 2, 13: 5, 8: 3, 6: 5}, {1: 2, 12: 5, 17: 3, 19: 5})
    turn = pos.start_turn((3, 1))
    with pytest.raises(IllegalPlayError):
        turn.step(13, 7)
    first = turn.step(8, 5)
    assert first.remaining_dice == (1,)
    assert first.position.count(0, 5) == 1 and first.position.turn == 0
    assert first.undo() is turn
    assert turn.undo() is turn
    done = first.step(6, 5)
    assert done.complete and done.result() == follow(pos, "8/5 6/5")
    with pytest.raises(IllegalPlayError):
        first.result()


def test_turn_click_to_move_by_die_and_bear_off_with_larger_die():
    pos = position({5: 1, 2: 1})
    turn = pos.start_turn((6, 1))
    assert turn.step_with_die(5, 6).play == Play([Move(5, OFF)])
    assert turn.targets(2) == {1: turn.targets(2)[1]}  # 2/off with the 6 is not allowed
    with pytest.raises(IllegalPlayError):
        turn.step_with_die(2, 6)


def test_turn_doubles_hit_in_the_middle():
    pos = position({13: 2}, {9: 1, 24: 14})
    turn = pos.start_turn((2, 2))
    turn = turn.step(13, 11).step(11, 9)
    assert turn.steps[-1].move.hit and turn.position.bar(1) == 1
    turn = turn.step(13, 11).step(11, 9)
    assert turn.complete and turn.result().count(0, 9) == 2


def test_turn_with_no_legal_play_is_complete_at_once():
    pos = position({13: 1}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}, my_bar=1)
    turn = pos.start_turn((6, 2))
    assert turn.complete and turn.sources() == frozenset() and turn.play == Play()


def test_apply_without_dice_bear_off_rules():
    assert position({5: 1, 2: 1}).apply(Play.from_gnubg("5/off")).count(0, 5) == 0
    assert position({5: 1, 2: 1}).apply(Play.from_gnubg("2/off")).off(0) == 14  # exact die
    with pytest.raises(IllegalPlayError):  # the second checker is not there
        position({5: 1, 2: 1}).apply(Play.from_gnubg("2/off 2/off"))
    with pytest.raises(IllegalPlayError):  # a 3 or more from 2 while 5 stands higher
        position({5: 1, 2: 1}).apply(Play.from_gnubg("2/off 5/off 3/off"))
    with pytest.raises(IllegalPlayError):
        position({7: 1}).apply(Play.from_gnubg("7/off"))
