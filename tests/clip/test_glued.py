"""parse_lines: lines where FIBS glued two or more messages together."""

from __future__ import annotations

from fibsgui.clip import (
    Board,
    DoubleAccepted,
    GameWon,
    LeftGame,
    Moves,
    OldMovesScore,
    Rolls,
    Says,
    Shouts,
    Unknown,
    WatchStarted,
    WhoInfo,
    parse_line,
    parse_lines,
)

BOARD = ("board:You:bob:3:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:2:0:0:"
         "1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:0")
WHO = "5 bob - - 1 0 1500.00 0 3 1700000000 localhost - -"


def test_a_single_message_is_a_list_of_one():
    assert parse_lines("bob rolls 3 and 1.") == [Rolls("bob", (3, 1))]
    assert parse_lines(BOARD) == [parse_line(BOARD)]
    assert parse_lines("") == [Unknown("")]
    [message] = parse_lines("bob rolls 3 and 1.\r")
    assert message.raw == "bob rolls 3 and 1.\r"


def test_board_with_the_next_message_at_its_end():
    board, rolls = parse_lines(BOARD + "bob rolls 3 and 1.")
    assert isinstance(board, Board) and board.format() == BOARD and board.raw == BOARD
    assert rolls == Rolls("bob", (3, 1)) and rolls.raw == "bob rolls 3 and 1."


def test_board_with_a_space_before_the_next_message():
    board, watch = parse_lines(BOARD + " You're now watching bob.")
    assert board.format() == BOARD
    assert watch == WatchStarted("bob")


def test_board_with_a_numbered_clip_line_at_its_end():
    # the last field (redoubles, 0) and the CLIP code 5 run together: ":05 bob ..."
    board, who = parse_lines(BOARD + WHO)
    assert isinstance(board, Board) and board.redoubles == 0 and board.format() == BOARD
    assert isinstance(who, WhoInfo) and who.name == "bob"


def test_accepted_double_with_the_next_message_at_its_end():
    assert parse_lines("bob accepts the double. The cube shows 2.bob rolls 3 and 1.") == [
        DoubleAccepted("bob", 2), Rolls("bob", (3, 1))]
    assert parse_lines("You accept the double.  The cube shows 16. alice rolls 6 and 5.") == [
        DoubleAccepted(None, 16), Rolls("alice", (6, 5))]
    accepted, board = parse_lines("You accept the double. The cube shows 2." + BOARD)
    assert accepted == DoubleAccepted(None, 2) and board.format() == BOARD


def test_three_messages_in_one_line():
    messages = parse_lines(BOARD + "bob accepts the double. The cube shows 2.bob rolls 3 and 1.")
    assert [type(m) for m in messages] == [Board, DoubleAccepted, Rolls]


def test_game_end_with_the_move_list_score_at_its_end():
    assert parse_lines("You win the game and get 1 point. Congratulations!Score is 1-0 in a 3 point match.") == [
        GameWon(None, 1), OldMovesScore((1, 0), 3)]
    assert parse_lines("bob wins the game and gets 2 points. Sorry.Score is 0-2 in an unlimited match.") == [
        GameWon("bob", 2), OldMovesScore((0, 2), 0)]


def test_message_with_a_board_at_its_end():
    moves, board = parse_lines("bob moves 24-18 13-11 ." + BOARD)
    assert moves == Moves("bob", "24-18 13-11") and board.format() == BOARD


def test_chat_that_looks_glued_is_not_split():
    assert parse_lines("13 bob look: " + BOARD + "bob rolls 3 and 1.") == [
        Shouts("bob", "look: " + BOARD + "bob rolls 3 and 1.")]
    assert parse_lines("12 bob accepts the double. The cube shows 2.bob rolls") == [
        Says("bob", "accepts the double. The cube shows 2.bob rolls")]


def test_a_broken_board_followed_by_text_stays_one_unknown_line():
    text = BOARD.replace(":5:0:3:", ":5:x:3:") + "bob rolls 3 and 1."
    assert parse_lines(text) == [Unknown(text)]


def test_a_double_accepted_without_the_cube_glued_to_the_next_message():
    assert parse_lines("pipcat accepts the double.pipcat rolls 3 and 1.") == [
        DoubleAccepted("pipcat", None), Rolls("pipcat", (3, 1))]
    assert parse_lines("pipcat accepts the double. GammonBot_XX has left the game with pipcat.") == [
        DoubleAccepted("pipcat", None), LeftGame("GammonBot_XX", "pipcat")]
    accepted, board = parse_lines("pipcat accepts the double." + BOARD)
    assert accepted == DoubleAccepted("pipcat", None) and board.format() == BOARD
    assert accepted.raw == "pipcat accepts the double." and board.raw == BOARD
    board, accepted = parse_lines(BOARD + "pipcat accepts the double.")
    assert board.format() == BOARD and accepted == DoubleAccepted("pipcat", None)


def test_text_after_a_double_accepted_without_the_cube_is_not_cut_off_unless_it_is_a_message():
    line = "pipcat accepts the double.and says so"
    assert parse_lines(line) == [Unknown(line)]


def test_a_long_chain_of_glued_messages_is_taken_apart_up_to_the_limit():
    from fibsgui.clip.parser import MAX_GLUED

    messages = parse_lines(BOARD * 10 + "bob rolls 3 and 1.")
    assert [type(m) for m in messages] == [Board] * 10 + [Rolls]
    messages = parse_lines(BOARD * (MAX_GLUED + 5))
    assert [type(m) for m in messages[:-1]] == [Board] * (MAX_GLUED - 1)
    assert messages[-1] == Unknown(BOARD * 6)  # the rest, kept as it came
