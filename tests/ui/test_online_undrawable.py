"""A game the board cannot draw truthfully (a board no rules allow, a variant it does not know) is
not drawn: the online screen says why in the board's place."""

from fibsgui.models.game import GameSnapshot, StaticController
from fibsgui.ui.online import OnlineScreen


def test_an_undrawable_game_shows_words_not_a_board(qtbot):
    controller = StaticController()
    screen = OnlineScreen(controller)
    qtbot.addWidget(screen)
    screen.resize(900, 600)
    screen.show()
    controller.show(GameSnapshot(names=("carol", "dave"), active=True))
    assert screen.board.isVisible() and not screen.board_note.isVisible()
    controller.show(GameSnapshot(names=("carol", "dave"), active=True, drawable=False,
                                 message="The server sent a position the board cannot show."))
    assert not screen.board.isVisible() and screen.board_note.isVisible()
    assert screen.board_note.text() == "The server sent a position the board cannot show."
    picture = screen.grab().toImage()
    assert picture.width() > 0 and screen.board_note.width() > screen.width() // 2  # it takes the board's room
    controller.show(GameSnapshot(names=("carol", "dave"), active=True))
    assert screen.board.isVisible() and not screen.board_note.isVisible()
