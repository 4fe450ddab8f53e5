"""Tall stacks show how many checkers they hold, on the picture: on the points (both halves), on the
bar and in the trays, with the home board on either side and in every theme.

Each test renders the real board widget and looks at the pixels where the count is drawn: they must
hold the count's text colour (a number hidden under another checker leaves only the checker's body
there), and every height must give a different picture there (the number shown is the height's).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from fibsgui.bg import BAR, OFF, MatchState, Move, Play, Position
from fibsgui.config import Settings
from fibsgui.models.game import GameSnapshot, Movement, StaticController
from fibsgui.ui.board import BoardWidget
from fibsgui.ui.board.geometry import STACK
from fibsgui.ui.board.items import CheckerItem
from fibsgui.ui.board.theme import available_themes
from tests.ui.boardkit import ScriptedController, drag, grab, ink, view_rect

THEMES = [key for key, _ in available_themes()]
LOOKS = [(theme, home) for theme in THEMES for home in ("right", "left")]
BAR_SLOTS = 4  # checkers drawn on the bar before a count is shown

# where each picture puts the stack of ``n`` under test, for the player and the opponent
# (in the player's numbering: the opponent's 6-point is the player's 19)
WHERE = {
    "points": (6, 19),  # the player's at the bottom, the opponent's at the top
    "points-swapped": (19, 6),  # the player's at the top, the opponent's at the bottom
    "bar": (BAR, BAR),
    "trays": (OFF, OFF),
}


def sides(n: int, player_at: int, opponent_at: int) -> Position:
    """``n`` checkers of each side where given, the others on points 1 and 2 of their own home
    board (five at most on a point: they carry no count)."""
    board = []
    for side, at in ((0, player_at), (1, opponent_at)):
        counts = [0] * 25
        rest = 15 - n
        counts[0], counts[1] = min(rest, 5), max(0, rest - 5)
        if at == BAR:
            counts[24] = n
        elif at != OFF:
            own = at if side == 0 else 25 - at
            counts[own - 1] += n
        board.append(counts)
    return Position(board, 0)


def make_board(qtbot, tmp_path, theme="classic", home="right", controller=None, animation_ms=0):
    tmp_path.mkdir(parents=True, exist_ok=True)
    settings = Settings(tmp_path / "settings.toml")
    settings["board.animation_ms"] = animation_ms
    settings["board.theme"] = theme
    settings["board.home"] = home
    board = BoardWidget(settings)
    qtbot.addWidget(board)
    board.resize(1000, 760)
    board.show()
    qtbot.waitExposed(board)
    controller = controller or StaticController()
    board.set_controller(controller)
    return board, controller


def show(controller, position: Position) -> None:
    if isinstance(controller, ScriptedController):
        controller.set(position=position)
        return
    controller.show(GameSnapshot(position=position, match=MatchState(length=5), me=0,
                                 names=("Me", "Bot"), active=True))


def still_board(qtbot, path, theme="classic"):
    """A board drawn at once, laid out as a board that is played on (a board only to look at has
    no move field, so its view is taller and drawn at another scale)."""
    return make_board(qtbot, path, theme, controller=ScriptedController())


def count_rect(board, role: bool, location: int) -> QRectF:
    """The scene rectangle where the count of the stack at ``location`` is written."""
    g = board.scene.geometry
    if location == OFF:
        return board.scene.off_labels[role].sceneBoundingRect()
    if location == BAR:
        centre = g.bar_centre(role, BAR_SLOTS - 1)
    else:
        centre = g.checker_centre(location, STACK - 1)
    half_width, half_height = CheckerItem.RADIUS * 0.62, CheckerItem.RADIUS * 0.5
    return QRectF(centre.x() - half_width, centre.y() - half_height, 2 * half_width, 2 * half_height)


def text_colour(board, role: bool, location: int):
    theme = board.scene.theme
    if location == OFF:
        return theme.numbers
    return theme.player_text if role else theme.opponent_text


def count_picture(board, image, role: bool, location: int):
    rect = view_rect(board, count_rect(board, role, location))
    return image.copy(rect), ink(image, rect, text_colour(board, role, location))


@pytest.mark.parametrize("theme,home", LOOKS)
@pytest.mark.parametrize("kind", list(WHERE))
def test_every_tall_stack_shows_its_count(qtbot, tmp_path, theme, home, kind):
    board, controller = make_board(qtbot, tmp_path, theme, home)
    player_at, opponent_at = WHERE[kind]
    shortest = {BAR: BAR_SLOTS + 1, OFF: 1}.get(player_at, STACK + 1)
    pictures = {True: [], False: []}
    for n in range(shortest - 1, 16):
        show(controller, sides(n, player_at, opponent_at))
        image = grab(board)
        for role, location in ((True, player_at), (False, opponent_at)):
            picture, text = count_picture(board, image, role, location)
            where = f"{'player' if role else 'opponent'} {n} at {location} ({theme}, home {home})"
            if n < shortest:
                assert text == 0, f"no count is written for {where}"
                continue
            least = 8 if location == OFF else 25  # a tray's count is written smaller
            assert text >= least, f"the count of {where} is not visible ({text} pixels of its colour)"
            pictures[role].append(picture)
    for role in (True, False):  # each height writes its own number
        for a in range(len(pictures[role])):
            for b in range(a):
                assert pictures[role][a] != pictures[role][b], (role, a + shortest, b + shortest)


def test_the_trays_hold_every_borne_off_checker(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    g = board.scene.geometry
    theme = board.scene.theme
    show(controller, sides(15, OFF, OFF))
    image = grab(board)
    for role in (True, False):
        body = theme.player if role else theme.opponent
        for index in range(15):  # the middle of each slab is the checker's colour
            slab = g.slab_rect(role, index)
            middle = view_rect(board, QRectF(slab.center().x() - 8, slab.center().y() - 1, 16, 2))
            assert ink(image, middle, body, 60) >= middle.width() * middle.height() // 2, (role, index)


def test_a_checker_moved_onto_a_tall_stack_shows_the_new_count_after_the_animation(qtbot, tmp_path):
    for theme in THEMES:
        # the player has six on the 6-point and moves an eight to it
        counts = [0] * 25
        counts[5], counts[7], counts[0] = 6, 1, 8
        opponent = [0] * 25
        opponent[0] = 15
        position = Position((counts, opponent), 0)
        controller = ScriptedController(position)
        board, _ = make_board(qtbot, tmp_path / theme, theme, controller=controller, animation_ms=80)
        controller.give_dice((2, 1))
        qtbot.waitUntil(lambda: not board.scene.animating(), timeout=2000)
        start = board.scene.geometry.checker_centre(8, 0)
        drag(board.view, start, board.scene.geometry.checker_centre(6, 0))
        assert controller.turn.play == Play([Move(8, 6)])
        assert board.scene.animating()
        qtbot.waitUntil(lambda: not board.scene.animating(), timeout=2000)
        animated = grab(board)
        picture, text = count_picture(board, animated, True, 6)
        assert text >= 25

        # the same position drawn at once gives the same picture
        still, still_controller = still_board(qtbot, tmp_path / f"{theme}-still", theme)
        show(still_controller, controller.shown_position())
        assert count_picture(still, grab(still), True, 6)[0] == picture
        # and it is the number seven: not the six shown before the move
        show(still_controller, position)
        assert count_picture(still, grab(still), True, 6)[0] != picture


def test_the_opponents_checker_moved_onto_a_tall_stack_shows_the_new_count(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, controller=ScriptedController(), animation_ms=40)
    # the opponent (side 1) has seven on their 6-point and plays 8/6 7/6
    theirs = [0] * 25
    theirs[5], theirs[7], theirs[6] = 7, 1, 1
    theirs[0] = 6
    mine = [0] * 25
    mine[0] = 15
    before = Position((mine, theirs), 1)
    controller.set(position=before)
    play = Play([Move(8, 6), Move(7, 6)])
    after = before.apply(play)
    controller.show_movement(Movement(1, before, tuple(play), (2, 1)), after)
    assert board.scene.animating()
    qtbot.waitUntil(lambda: not board.scene.animating(), timeout=3000)
    animated = count_picture(board, grab(board), False, 19)
    assert animated[1] >= 25

    still, still_controller = still_board(qtbot, tmp_path / "still")
    show(still_controller, after)
    assert count_picture(still, grab(still), False, 19)[0] == animated[0]


@pytest.mark.parametrize("height", [6, 8])
def test_a_checker_in_hand_leaves_the_stack_counting_what_stays(qtbot, tmp_path, height):
    from PySide6.QtCore import QEvent, Qt

    from tests.ui.boardkit import send_mouse

    counts = [0] * 25
    counts[5], counts[0] = height, 15 - height
    opponent = [0] * 25
    opponent[0] = 15
    position = Position((counts, opponent), 0)
    controller = ScriptedController(position)
    board, _ = make_board(qtbot, tmp_path / "hand", controller=controller)
    controller.give_dice((2, 1))
    g = board.scene.geometry
    start, away = g.checker_centre(6, STACK - 1), g.checker_centre(4, 0)
    send_mouse(board.view, QEvent.Type.MouseButtonPress, start)
    for n in range(1, 6):
        send_mouse(board.view, QEvent.Type.MouseMove, start + (away - start) * (n / 5),
                   buttons=Qt.MouseButton.LeftButton)
    in_hand = count_picture(board, grab(board), True, 6)

    # what stays on the point is drawn as that many checkers drawn at once
    still, still_controller = still_board(qtbot, tmp_path / "still")
    stays = list(counts)
    stays[5] -= 1
    stays[0] += 1  # the checker in hand, put where it shows no count
    show(still_controller, Position((stays, opponent), 0))
    assert in_hand[0] == count_picture(still, grab(still), True, 6)[0]
    if height - 1 <= STACK:
        assert in_hand[1] == 0  # five or fewer stay: no number
    else:
        assert in_hand[1] >= 25

    # let go off the board: the checker goes home and the count is the whole stack's again
    send_mouse(board.view, QEvent.Type.MouseButtonRelease, start)
    qtbot.waitUntil(lambda: not board.scene.animating(), timeout=2000)
    show(still_controller, position)
    assert count_picture(board, grab(board), True, 6)[0] == count_picture(still, grab(still), True, 6)[0]
