"""The board's move field: M or / goes to it, a whole play typed in the usual notation is played
with Enter, an illegal one is answered in words beside the field, Escape goes back to the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from fibsgui.bg import Move, Play, Position
from fibsgui.models.game import StaticController
from tests.ui.boardkit import ScriptedController
from tests.ui.test_board import make_board
from tests.ui.test_board_combined import board_of, drop_on, race


def type_play(qtbot, board, text: str) -> None:
    """Go to the field with M, type ``text`` and press Enter, all with keys."""
    qtbot.keyClick(board.view, Qt.Key.Key_M)
    assert board.move_field.hasFocus()
    qtbot.keyClicks(board.move_field, text)
    qtbot.keyClick(board.move_field, Qt.Key.Key_Return)


def test_m_and_slash_go_to_the_field_and_escape_back_to_the_board(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((6, 2))
    assert board.move_field.isVisible() and board.move_field.isEnabled()
    qtbot.keyClick(board.view, Qt.Key.Key_M)
    assert board.move_field.hasFocus()
    qtbot.keyClick(board.move_field, Qt.Key.Key_Escape)
    assert board.view.hasFocus() and not board.move_field.hasFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_Slash)
    assert board.move_field.hasFocus()
    # typed in the field, m and / are text, not the keys that lead to it
    qtbot.keyClicks(board.move_field, "m/")
    assert board.move_field.text() == "m/"


def test_a_typed_play_is_made_with_enter(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((6, 2))
    type_play(qtbot, board, "24/18 13/11")
    assert controller.plays == [Play.from_gnubg("24/18 13/11")]
    assert controller.snapshot().position == Position.initial(0).apply(Play.from_gnubg("24/18 13/11"))
    assert board.move_field.text() == "" and board.move_message_text() == ""
    # the turn is over: nothing to type until the next roll
    assert not board.move_field.isEnabled() and board.view.hasFocus()


@pytest.mark.parametrize("position, dice, text, expected", [
    (Position.initial(0), (6, 2), "24-18 13-11", "24/18 13/11"),
    (Position.initial(0), (6, 2), "  24 / 18   13/11 ", "24/18 13/11"),
    (Position.initial(0), (6, 2), "24/16", "24/18/16"),
    (Position.initial(0), (4, 4), "13/9(2) 6/2(2)", "13/9(2) 6/2(2)"),
    (Position.initial(0), (4, 4), "13/5(2)", "13/9(2) 9/5(2)"),
    (board_of({25: 1, 6: 5, 8: 3, 13: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2}), (3, 1), "bar/22 6/5", "bar/22 6/5"),
    (board_of({25: 1, 6: 5, 8: 3, 13: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2}), (3, 1), "B/22 6/5", "bar/22 6/5"),
    (board_of({25: 1, 6: 5, 8: 3, 13: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2}), (3, 1), "25/21", "bar/22/21"),
    (board_of({6: 2, 5: 3, 1: 2}, {1: 15}), (6, 6), "6/off(2) 5/off(2)", "6/off(2) 5/off(2)"),
    (board_of({6: 2, 5: 3, 1: 2}, {1: 15}), (6, 6), "6/OFF(2) 5/o 5/0", "6/off(2) 5/off(2)"),
    (board_of({8: 2, 6: 5, 13: 8}, {20: 1, 1: 14}), (3, 4), "8/5*/1", "8/5*/1"),
    (race(blots=(21,)), (5, 2), "23/16", "23/21*/16"),
])
def test_every_notation_form_plays(qtbot, tmp_path, position, dice, text, expected):
    # forced plays wait for the player here, to be typed
    board, controller = make_board(qtbot, tmp_path, ScriptedController(position), auto_forced_play=False)
    controller.give_dice(dice)
    type_play(qtbot, board, text)
    assert board.move_message_text() == ""
    assert controller.snapshot().position == position.apply(Play.from_gnubg(expected))


@pytest.mark.parametrize("position, dice, text, message", [
    (Position.initial(0), (6, 3), "23/17 13/10", "23/17: no checker on the 23-point"),
    (Position.initial(0), (6, 3), "24/18 13/9", "This play uses 6 and 4 but the dice are 6-3"),
    (Position.initial(0), (6, 6), "24/18(3) 13/7", "24/18: no checker left on the 24-point"),
    (Position.initial(0), (5, 2), "24/22/17", "22/17: the opponent holds the 17-point"),
    (Position.initial(0), (6, 2), "13/7", "Type the whole play: the 2 is still to be played"),
    (Position.initial(0), (6, 2), "6/off 13/11", "6/off: checkers are borne off only when all are in the home board"),
    (Position.initial(0), (6, 2), "bar/19 13/11", "bar/19: no checker on the bar"),
    (board_of({25: 1, 13: 14}, {1: 15}), (6, 2), "13/7 13/11", "13/7: the checker on the bar must enter first"),
    (board_of({5: 1, 3: 1}, {1: 15}), (6, 1), "3/off 5/4", "3/off: a larger die bears off only from the highest point"),
    (board_of({24: 1, 10: 1, 1: 13}, {2: 2, 16: 2, 22: 2, 19: 9}), (6, 1), "10/4",
     "A longer play is possible: every die that can be played must be"),
    (board_of({13: 1, 1: 14}, {23: 2, 19: 13}), (6, 5), "13/8",
     "Only one die can be played, and it must be the larger: the 6"),
    (Position.initial(0), (6, 2), "13", "13: where does the checker go? Write a move as 13/8"),
    (Position.initial(0), (6, 2), "8/13", "8/13: a checker moves toward its home board, to a lower number"),
    (Position.initial(0), (6, 2), "13/8(7)", "13/8(7): a move is repeated with (2), (3) or (4)"),
    (Position.initial(0), (6, 2), "24/18 zz", "\u2068zz\u2069 is not a move: write 24/18 13/11, bar/22, 6/off"),
])
def test_an_illegal_play_is_answered_in_words_and_nothing_moves(qtbot, tmp_path, position, dice, text, message):
    board, controller = make_board(qtbot, tmp_path, ScriptedController(position), auto_forced_play=False)
    controller.give_dice(dice)
    type_play(qtbot, board, text)
    shown = message.replace("\u2068", "").replace("\u2069", "")
    words = board.move_message_text()
    assert words.replace("\u2068", "").replace("\u2069", "") == shown
    assert board.move_message.isVisible()
    assert controller.turn.steps == () and controller.plays == []
    # the text stays to be corrected, the field keeps the focus; typing clears the message
    assert board.move_field.text() == text and board.move_field.hasFocus()
    qtbot.keyClick(board.move_field, Qt.Key.Key_Backspace)
    assert board.move_message_text() == ""


def test_the_message_is_plain_text_beside_the_field(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((6, 2))
    type_play(qtbot, board, "<b>x</b>")
    assert "<b>x</b>" in board.move_message_text()
    assert board.move_message.textFormat() == Qt.TextFormat.PlainText
    field = board.move_field.geometry()
    message = board.move_message.geometry()
    # on the field's row, just after it
    assert message.top() < field.bottom() and field.top() < message.bottom()
    assert 0 <= message.left() - field.right() < 40 and message.width() > 200


def test_hostile_text_is_answered_at_once_and_changes_nothing(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((6, 2))
    board.move_field.setText("24/18 " * 20_000)  # the field keeps what Qt lets it hold (32 kB)
    board.move_field.setFocus()
    qtbot.keyClick(board.move_field, Qt.Key.Key_Return)
    assert board.move_message_text() == "That is too long to be a play (at most 200 characters)"
    for text in ("\u202e24/18 13/11", "24/18\x00 13/11", "２４/１８ 13/11", "24/18 13/11 \U0001F600"):
        board.move_field.setText(text)
        qtbot.keyClick(board.move_field, Qt.Key.Key_Return)
        words = board.move_message_text()
        assert words.endswith("is not a move: write 24/18 13/11, bar/22, 6/off"), words
        assert "\x00" not in words
        # what was quoted is isolated: a right-to-left override inside it ends with it
        assert words.startswith("\u2068") and words.index("\u2069") < words.index(" is not a move")
    assert controller.turn.steps == () and controller.plays == []


def test_a_typed_play_waits_for_confirmation_and_one_undo_takes_it_back(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, confirm_play=True)
    controller.give_dice((6, 2))
    type_play(qtbot, board, "24/18 13/11")
    assert controller.turn.complete and controller.plays == []
    assert controller.shown_position().count(0, 18) == 1
    assert not board.move_field.isEnabled()  # nothing more to type: confirm or undo
    qtbot.keyClick(board.view, Qt.Key.Key_Backspace)
    assert controller.turn.steps == () and controller.shown_position() == Position.initial(0)
    assert board.move_field.isEnabled()
    type_play(qtbot, board, "13/5")
    assert [step.move for step in controller.turn.steps] == [Move(13, 7), Move(7, 5)]
    qtbot.keyClick(board.view, Qt.Key.Key_Return)  # on the board, Enter confirms
    assert controller.plays == [Play.from_gnubg("13/7/5")]


def test_a_typed_play_finishes_what_was_dragged(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, confirm_play=True)
    controller.give_dice((6, 2))
    drop_on(board, 24, 18)
    type_play(qtbot, board, "13/7")
    assert board.move_message_text() == "This play uses 6 but the dice left are 2"
    board.move_field.clear()
    qtbot.keyClicks(board.move_field, "13/11")
    qtbot.keyClick(board.move_field, Qt.Key.Key_Return)
    assert controller.turn.complete and controller.turn.play == Play.from_gnubg("24/18 13/11")
    qtbot.keyClick(board.view, Qt.Key.Key_Backspace)  # the typed part only
    assert [step.move for step in controller.turn.steps] == [Move(24, 18)]


def test_no_typing_when_it_is_not_the_players_move(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    assert not board.move_field.isEnabled() and not board.move_action.isEnabled()
    qtbot.keyClick(board.view, Qt.Key.Key_M)
    assert not board.move_field.hasFocus()
    # a board only to look at has no move field at all
    board.set_controller(StaticController())
    assert not board.move_field.isVisible() and not board.move_message.isVisible()


def test_a_typed_play_on_a_fibs_board_is_sent_as_one_move_command(qtbot):
    from fibsgui.models.online import OnlineGameController
    from fibsgui.ui.online import OnlineScreen
    from tests.ui.test_board_combined import RecordingClient
    from tests.ui.test_online_board_texts import feed, rawboard

    client = RecordingClient()
    screen = OnlineScreen(OnlineGameController(client))
    qtbot.addWidget(screen)
    screen.resize(1100, 700)
    screen.show()
    qtbot.waitExposed(screen)
    with qtbot.waitActive(screen):
        screen.activateWindow()
    feed(client, rawboard("You", ("alice", "bob"), 0, 5, (0, 0), on_roll=0, dice=(6, 4), phase="move"))
    screen.board.view.setFocus()
    type_play(qtbot, screen.board, "24/14")
    assert [line for line in client.lines if line.startswith("move")] == ["move 24-18 18-14"]


def test_the_move_field_leaves_the_boards_minimum_width_as_it_was(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((6, 2))
    assert board.move_label.isVisible()  # a wide board: the field has its label
    board.resize(board.view.minimumWidth(), 500)
    qtbot.waitUntil(lambda: not board.move_label.isVisible())
    board.layout().activate()
    # the board's view sets the minimum width, not the bar with the move field
    assert board.minimumSizeHint().width() <= board.view.minimumWidth()
    assert board.move_field.isVisible() and board.move_field.width() >= 64
    field, resign = board.move_field.geometry(), board.resign_button.geometry()
    assert field.right() < resign.left() <= board.width()
    board.resize(1000, 700)
    qtbot.waitUntil(board.move_label.isVisible)


@pytest.mark.parametrize("text, english, german", [
    ("13/8 13/11", "This play uses", "Dieser Zug braucht"),  # a play refused
    ("8/13", "a checker moves toward its home board", "Ein Stein zieht"),  # a play that cannot be read
])
def test_a_refused_play_is_said_again_in_a_new_language(qtbot, tmp_path, text, english, german):
    """The refusal's words are made again when the language changes (the words kept the name of
    the exception caught, unbound once its except clause ended: NameError, the crash dialog)."""
    from tests.ui.languagekit import speaking

    board, controller = make_board(qtbot, tmp_path, ScriptedController(Position.initial(0)), auto_forced_play=False)
    controller.give_dice((6, 2))
    type_play(qtbot, board, text)
    assert english in board.move_message_text()
    with speaking("de"):
        qtbot.waitUntil(lambda: board.move_message_text() != "" and english not in board.move_message_text())
        assert german in board.move_message_text()
    qtbot.waitUntil(lambda: english in board.move_message_text())
