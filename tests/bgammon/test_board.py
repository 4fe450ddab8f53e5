"""The board event's numbering against fibsgui.bg: positions, moves and legal single moves.

The encoder below is written from the specification (bgammon-json.md, "Board layout"), not
from fibsgui.bgammon.board, so the two readings check each other.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fibsgui.bg import BAR, OFF, Move, Play, Position
from fibsgui.bgammon.board import (
    INITIAL_BOARD,
    GameState,
    Side,
    legal_single_moves,
    move_to_pair,
    pair_to_move,
)


# -- the specification's layout, written out here ----------------------------------------------
def spec_board(position: Position, receiver: int) -> list[int]:
    """The 28 numbers the server sends to ``receiver`` (fibsgui.bg side 0 or 1), who is always
    player 1 in what it receives: index p (1..24) is the receiver's point p, positive for the
    receiver's checkers, negative for the other's; 0 the receiver's home (borne off), 25 the
    other's home (negative), 26 the receiver's bar, 27 the other's bar (negative)."""
    me, other = receiver, 1 - receiver
    board = [0] * 28
    for p in range(1, 25):
        mine = position.count(me, p)
        theirs = position.count(other, 25 - p)  # the other side's own point numbering is reversed
        assert not (mine and theirs)
        board[p] = mine - theirs
    board[0] = position.off(me)
    board[25] = -position.off(other)
    board[26] = position.bar(me)
    board[27] = -position.bar(other)
    return board


def flip(board: list[int]) -> list[int]:
    """The same board for the other player (the server flips it for player 2): points reversed,
    signs changed, homes and bars swapped."""
    out = [0] * 28
    for p in range(1, 25):
        out[p] = -board[25 - p]
    out[0], out[25] = -board[25], -board[0]
    out[26], out[27] = -board[27], -board[26]
    return out


def state(board, turn=1, dice=(0, 0, 0), moves=(), variant=0, winner=0) -> GameState:
    return GameState(board=tuple(board), turn=turn, dice=dice, moves=tuple(moves),
                     variant=variant, winner=winner)


@st.composite
def positions(draw, max_plies: int = 80) -> Position:
    """A position reached from the start by random legal plays of both sides."""
    position = Position.initial(draw(st.integers(0, 1)))
    for _ in range(draw(st.integers(0, max_plies))):
        if position.outcome() is not None:
            break
        dice = (draw(st.integers(1, 6)), draw(st.integers(1, 6)))
        plays = list(position.legal_plays(dice))
        play = plays[draw(st.integers(0, len(plays) - 1))]
        position = position.legal_plays(dice).apply(play)
    return position


# -- decoding ------------------------------------------------------------------------------------
def test_initial_board_is_the_specifications_start():
    expected = [0] * 28
    expected[24], expected[13], expected[8], expected[6] = 2, 5, 3, 5
    expected[1], expected[12], expected[17], expected[19] = -2, -5, -3, -5
    assert list(INITIAL_BOARD) == expected
    assert spec_board(Position.initial(), 0) == expected
    assert state(expected, turn=1).position() == Position.initial(0)
    assert state(expected, turn=2).position() == Position.initial(1)
    assert state(expected, turn=0).position() == Position.initial(0)


def test_the_start_is_the_same_for_both_players():
    assert flip(list(INITIAL_BOARD)) == list(INITIAL_BOARD)


def test_bar_and_home_counts():
    board = [0] * 28
    board[0], board[26], board[6] = 10, 2, 3      # player 1: 10 off, 2 on the bar, 3 on its 6
    board[25], board[27], board[20] = -12, -1, -2  # player 2: 12 off, 1 on the bar, 2 on its 5
    position = state(board).position()
    assert position is not None
    assert (position.off(0), position.bar(0), position.count(0, 6)) == (10, 2, 3)
    assert (position.off(1), position.bar(1), position.count(1, 5)) == (12, 1, 2)


@pytest.mark.parametrize("change", [
    {6: 4},                 # player 1 has 14 checkers
    {6: 6},                 # player 1 has 16
    {19: -4},               # player 2 has 14
    {0: -1, 6: 6},          # player 2's checker in player 1's home
    {25: 1, 6: 4},          # player 1's checker in player 2's home
    {26: -1, 19: -4},       # player 2's checker on player 1's bar
    {27: 1, 6: 4},          # player 1's checker on player 2's bar
])
def test_impossible_boards_have_no_position(change):
    board = list(INITIAL_BOARD)
    for index, count in change.items():
        board[index] = count
    assert state(board).position() is None


@pytest.mark.parametrize("variant", [1, 2, 3])
def test_other_variants_have_no_backgammon_position(variant):
    board = [0] * 28
    board[0], board[25] = 15, -15
    assert state(board, variant=variant).position() is None
    assert state(INITIAL_BOARD, variant=variant).position() is None
    assert legal_single_moves(state(board, variant=variant, dice=(3, 1, 0))) is None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_encoded_for_either_player_decodes_to_the_rules_engines_position(position):
    for receiver in (0, 1):
        board = spec_board(position, receiver)
        if receiver == 1:
            # the server's flip: player 2 receives player 1's board turned round
            assert flip(spec_board(position, 0)) == board
        # the receiver is player 1 (side 0 of the decoded position); on turn: the side on roll
        turn = 1 if position.turn == receiver else 2
        decoded = state(board, turn=turn).position()
        expected = Position((position.checkers(receiver), position.checkers(1 - receiver)),
                            0 if position.turn == receiver else 1)
        assert decoded == expected


# -- moves -------------------------------------------------------------------------------------
@pytest.mark.parametrize("pair, side, move", [
    ((24, 18), 0, Move(24, 18)),
    ((26, 19), 0, Move(BAR, 19)),   # player 1 enters with a 6 on its 19
    ((26, 24), 0, Move(BAR, 24)),   # ... with a 1 on its 24
    ((6, 0), 0, Move(6, OFF)),      # player 1 bears off
    ((1, 7), 1, Move(24, 18)),      # player 2 moves up: its 24 is player 1's 1
    ((27, 6), 1, Move(BAR, 19)),    # player 2 enters with a 6 on player 1's 6
    ((19, 25), 1, Move(6, OFF)),    # player 2 bears off from its 6 (player 1's 19)
])
def test_pairs_and_moves(pair, side, move):
    assert pair_to_move(pair, side) == move
    assert move_to_pair(move, side) == pair


@pytest.mark.parametrize("pair, side", [
    ((18, 24), 0), ((7, 1), 1), ((27, 20), 0), ((26, 5), 1), ((6, 25), 0), ((19, 0), 1),
    ((0, 5), 0), ((5, 5), 0), ((30, 2), 0), ((24, 26), 0),
])
def test_pairs_that_are_not_moves_of_that_side(pair, side):
    with pytest.raises(ValueError):
        pair_to_move(pair, side)


# -- legal single moves --------------------------------------------------------------------------
def test_opening_three_one():
    # from the start with 3-1, player 1 may move: 24/23 24/21 13/10 8/7 8/5 6/5 6/3
    expected = ((24, 23), (24, 21), (13, 10), (8, 7), (8, 5), (6, 5), (6, 3))
    assert legal_single_moves(state(INITIAL_BOARD, turn=1, dice=(3, 1, 0))) == expected


def test_opening_for_player_two_in_player_ones_numbering():
    # player 2 on turn with 6-5 moves up: from player 1's 1 (its 24) only the 6 (1/6 is
    # player 1's point), from 12 and 17 both dice, from 19 neither (24 is player 1's point)
    moves = legal_single_moves(state(INITIAL_BOARD, turn=2, dice=(6, 5, 0)))
    assert moves == ((17, 23), (17, 22), (12, 18), (12, 17), (1, 7))


def test_after_the_first_step_only_the_other_die():
    # 6-1 from the start, 13/7 played: the 1 is left
    board = list(INITIAL_BOARD)
    board[13], board[7] = 4, 1
    moves = legal_single_moves(state(board, turn=1, dice=(6, 1, 0), moves=[(13, 7)]))
    assert moves == ((24, 23), (8, 7), (7, 6), (6, 5))


def test_a_hit_made_this_turn_is_taken_back_to_find_the_start():
    # player 2's blot on player 1's 21 was hit by 24/21 with a 3; the 1 is left to play,
    # and player 2's checker is on its bar
    board = [0] * 28
    board[24], board[21], board[6] = 1, 1, 13
    board[27], board[12] = -1, -14
    moves = legal_single_moves(state(board, turn=1, dice=(3, 1, 0), moves=[(24, 21)]))
    assert moves == ((24, 23), (21, 20), (6, 5))


def test_nothing_when_not_rolled_or_over_or_done():
    assert legal_single_moves(state(INITIAL_BOARD, turn=1)) == ()
    assert legal_single_moves(state(INITIAL_BOARD, turn=0, dice=(4, 2, 0))) == ()
    assert legal_single_moves(state(INITIAL_BOARD, turn=1, dice=(4, 2, 0), winner=2)) == ()
    board = list(INITIAL_BOARD)
    board[8], board[6], board[4] = 2, 4, 2
    assert legal_single_moves(state(board, turn=1, dice=(4, 2, 0), moves=[(8, 4), (6, 4)])) == ()


def test_moves_that_no_legal_play_begins_with():
    board = list(INITIAL_BOARD)
    board[13], board[8] = 4, 4   # 13/8 with a 3-1 is not a die move
    assert legal_single_moves(state(board, turn=1, dice=(3, 1, 0), moves=[(13, 8)])) is None


def _continues(legal, made: list[Move], dice: tuple[int, int]) -> bool:
    """Whether ``made`` can be completed to a legal play, trying every continuation with the
    roll's dice (whether the whole play is legal is the rules engine's ``in``)."""
    if len(made) == legal.steps:
        return tuple(made) in legal
    if len(made) > legal.steps:
        return False
    try:
        position = legal.position.apply(Play(made)).with_turn(legal.position.turn)
    except ValueError:
        return False
    for die in set(dice):
        for start in range(BAR, 0, -1):
            if position.count(position.turn, start):
                end = start - die if start - die > 0 else OFF
                if _continues(legal, made + [Move(start, end)], dice):
                    return True
    return False


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(max_plies=60), st.integers(1, 6), st.integers(1, 6), st.data())
def test_legal_single_moves_agree_with_the_rules_engine(position, d1, d2, data):
    if position.outcome() is not None:
        return
    legal = position.legal_plays((d1, d2))
    side = position.turn
    # some steps of a legal play already made this turn
    plays = list(legal)
    play = plays[data.draw(st.integers(0, len(plays) - 1))]
    made = list(play[:data.draw(st.integers(0, len(play)))])
    now = position.apply(Play(made)).with_turn(side) if made else position
    receiver = data.draw(st.integers(0, 1))
    board = spec_board(now, receiver)
    turn = 1 if side == receiver else 2
    pairs = [move_to_pair(m, 0 if side == receiver else 1) for m in made]
    listed = legal_single_moves(state(board, turn=turn, dice=(d1, d2, 0), moves=pairs))
    assert listed is not None
    assert list(listed) == sorted(listed, reverse=True)
    mover = 0 if side == receiver else 1
    listed_moves = {pair_to_move(pair, mover) for pair in listed}
    # every listed move begins (after the moves made) some legal play
    for move in listed_moves:
        assert _continues(legal, made + [move], (d1, d2)), (str(position), made, move)
    # every legal play that begins with the moves made has its next step listed
    for other in plays:
        if len(other) > len(made) and [(m.from_point, m.to_point) for m in other[:len(made)]] == \
                [(m.from_point, m.to_point) for m in made]:
            step = other[len(made)]
            assert Move(step.from_point, step.to_point) in listed_moves
    if len(made) == legal.steps:
        assert listed == ()


def test_side_defaults():
    assert GameState().player1 == Side(1, "")
    assert GameState().position() == Position.initial(0)


def test_every_opening_roll_lists_the_first_steps_of_every_legal_play():
    for d1, d2 in itertools.combinations_with_replacement(range(1, 7), 2):
        listed = set(legal_single_moves(state(INITIAL_BOARD, turn=1, dice=(d1, d2, 0))))
        firsts = {(p[0].from_point, p[0].to_point) for p in Position.initial().legal_plays((d1, d2))}
        assert firsts <= listed
