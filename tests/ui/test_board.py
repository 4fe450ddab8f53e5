"""The board widget: drag-and-drop, click-to-move, undo, confirm, highlights, cube and resign buttons."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor

from fibsgui.bg import BAR, OFF, GAMMON, MatchState, Move, Play, Position
from fibsgui.config import Settings
from fibsgui.models.game import Action, Movement
from fibsgui.ui.board import BoardWidget
from fibsgui.ui.board.geometry import Geometry
from fibsgui.ui.board.items import CheckerItem
from tests.ui.boardkit import ScriptedController, click, drag, send_mouse


def make_board(qtbot, tmp_path, controller=None, **options):
    settings = Settings(tmp_path / "settings.toml")
    settings["board.animation_ms"] = 0
    for key, value in options.items():
        settings[f"board.{key}"] = value
    board = BoardWidget(settings)
    qtbot.addWidget(board)
    board.resize(1000, 760)
    board.show()
    qtbot.waitExposed(board)
    with qtbot.waitActive(board):
        board.activateWindow()
    board.view.setFocus()
    controller = controller or ScriptedController()
    board.set_controller(controller)
    return board, controller


def point_pos(board, point, index=0):
    return board.scene.geometry.checker_centre(point, index)


def side0(*points):
    """A board for side 0 with one checker on each point given (own numbering)."""
    counts = [0] * 25
    for p in points:
        counts[p - 1] += 1
    return counts


def test_pressing_a_checker_highlights_exactly_its_legal_targets(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((6, 1))
    send_mouse(board.view, QEvent.Type.MouseButtonPress, point_pos(board, 8, 2))
    # from the 8-point with 6-1: 7 with the 1, 2 with the 6 (1-point holds two of theirs)
    assert board.scene.highlighted_targets() == {7, 2}
    assert set(controller.turn.targets(8)) == {7, 2}
    send_mouse(board.view, QEvent.Type.MouseButtonRelease, point_pos(board, 8, 2))


def test_highlighted_target_changes_colour_in_a_grab(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((6, 1))
    target = board.scene.geometry.point_x(7), board.scene.geometry.bottom - 250  # the 7-point's tip area
    spot = board.view.mapFromScene(QPointF(*target))
    before = board.view.viewport().grab().toImage().pixelColor(spot)
    other = board.view.mapFromScene(QPointF(board.scene.geometry.point_x(4), board.scene.geometry.bottom - 250))
    other_before = board.view.viewport().grab().toImage().pixelColor(other)
    send_mouse(board.view, QEvent.Type.MouseButtonPress, point_pos(board, 8, 2))
    during = board.view.viewport().grab().toImage().pixelColor(spot)
    highlight = board.scene.theme.highlight
    assert before != during
    # the highlight blends the theme's highlight colour over the point: it moves toward it
    def dist(a: QColor, b: QColor) -> int:
        return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
    assert dist(during, highlight) < dist(before, highlight)
    # a point that is not a target keeps its colour
    assert board.view.viewport().grab().toImage().pixelColor(other) == other_before
    send_mouse(board.view, QEvent.Type.MouseButtonRelease, point_pos(board, 8, 2))
    after = board.view.viewport().grab().toImage().pixelColor(spot)
    assert after == before


def test_drag_to_a_legal_point_makes_the_step_and_the_play(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((3, 1))
    drag(board.view, point_pos(board, 8, 2), point_pos(board, 5, 0))
    assert controller.turn.play == Play([Move(8, 5)])
    assert controller.shown_position().count(0, 5) == 1
    drag(board.view, point_pos(board, 6, 4), point_pos(board, 5, 1))
    assert controller.plays == [Play.from_gnubg("8/5 6/5")]
    expected = Position.initial(0).apply(Play.from_gnubg("8/5 6/5"))
    assert controller.snapshot().position == expected
    # the board shows what the controller has: two of the player's checkers on the 5-point
    assert len(board.scene.stacks[(True, 5)]) == 2
    assert len(board.scene.stacks[(True, 8)]) == 2


def test_an_illegal_drop_goes_back_and_changes_nothing(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((3, 1))
    checker = board.scene.stacks[(True, 8)][-1]
    home = checker.pos()
    drag(board.view, point_pos(board, 8, 2), point_pos(board, 3, 0))  # 8/3 needs 5 pips: 3+1 is 4
    assert controller.turn.steps == ()
    assert checker.pos() == home
    assert board.scene.stacks[(True, 8)][-1] is checker
    drag(board.view, point_pos(board, 13, 4), point_pos(board, 12, 0))  # opponent's 12 holds 5
    assert controller.turn.steps == ()
    assert len(board.scene.stacks[(True, 13)]) == 5


def test_an_illegal_drop_animates_back(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    board.scene.animation_ms = 120
    controller.give_dice((3, 1))
    checker = board.scene.stacks[(True, 8)][-1]
    home = checker.pos()
    drag(board.view, point_pos(board, 8, 2), point_pos(board, 3, 0))
    assert board.scene.animating() and checker.pos() != home
    qtbot.waitUntil(lambda: not board.scene.animating(), timeout=2000)
    assert checker.pos() == home


def test_hitting_a_blot_sends_it_to_the_bar(qtbot, tmp_path):
    opponent = [0] * 25
    opponent[24 - 5] = 1  # a blot on the player's 5-point (their 20)
    opponent[5] = 14
    position = Position((side0(8, 8, 6, 6, 6, 13, 13, 13, 13, 13, 24, 24, 1, 1, 1), opponent), 0)
    board, controller = make_board(qtbot, tmp_path, ScriptedController(position))
    controller.give_dice((3, 2))
    drag(board.view, point_pos(board, 8, 1), point_pos(board, 5, 0))
    shown = controller.shown_position()
    assert shown.bar(1) == 1 and shown.count(0, 5) == 1
    assert controller.turn.steps[0].move == Move(8, 5, True)
    assert len(board.scene.stacks[(False, BAR)]) == 1
    bar_checker = board.scene.stacks[(False, BAR)][0]
    assert board.scene.geometry.bar_rect.contains(bar_checker.pos())


def test_click_moves_by_the_larger_die_right_click_by_the_smaller_and_undo(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.give_dice((5, 2))
    click(board.view, point_pos(board, 13, 4))
    assert controller.turn.play == Play([Move(13, 8)])
    click(board.view, point_pos(board, 13, 3), Qt.MouseButton.RightButton)
    assert controller.plays == [Play([Move(13, 8), Move(13, 11)])]


def test_undo_takes_back_steps_one_by_one(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, confirm_play=True)
    controller.give_dice((5, 2))
    click(board.view, point_pos(board, 13, 4))
    click(board.view, point_pos(board, 6, 4), Qt.MouseButton.RightButton)
    assert controller.turn.complete and not controller.plays
    assert board.confirm_action.isEnabled()
    qtbot.keyClick(board.view, Qt.Key.Key_Backspace)
    assert controller.turn.play == Play([Move(13, 8)])
    assert board.scene.stacks[(True, 6)].__len__() == 5
    board.undo_action.trigger()
    assert controller.turn.steps == ()
    assert len(board.scene.stacks[(True, 13)]) == 5 and (True, 4) not in board.scene.stacks
    assert not board.undo_action.isEnabled()
    click(board.view, point_pos(board, 8, 2))
    click(board.view, point_pos(board, 8, 1), Qt.MouseButton.RightButton)
    qtbot.keyClick(board.view, Qt.Key.Key_Return)
    assert controller.plays == [Play([Move(8, 3), Move(8, 6)])]


def bearing_off_position():
    return Position((side0(6, 6, 5, 4, 3, 2, 1, 1), side0(1, 1, 2, 2, 3, 3, 4, 5, 6, 6, 6, 7, 7, 12)), 0)


def double_click(board, pos):
    """What a mouse sends for a double click: press, release, double-click, release."""
    send_mouse(board.view, QEvent.Type.MouseButtonPress, pos)
    send_mouse(board.view, QEvent.Type.MouseButtonRelease, pos)
    send_mouse(board.view, QEvent.Type.MouseButtonDblClick, pos)
    send_mouse(board.view, QEvent.Type.MouseButtonRelease, pos)


def test_double_click_bears_a_checker_off_in_one_step(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, ScriptedController(bearing_off_position()),
                                   confirm_play=True)
    controller.give_dice((6, 2))
    double_click(board, point_pos(board, 2, 0))
    assert controller.turn.play == Play([Move(2, OFF)])
    assert len(board.scene.stacks[(True, OFF)]) == 8
    double_click(board, point_pos(board, 6, 1))  # the 6 bears off from the 6-point
    assert controller.turn.play == Play([Move(2, OFF), Move(6, OFF)])


def test_double_click_where_no_bear_off_is_possible_is_one_click(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, ScriptedController(bearing_off_position()),
                                   confirm_play=True)
    controller.give_dice((2, 1))
    double_click(board, point_pos(board, 6, 1))
    assert controller.turn.play == Play([Move(6, 4)])


def test_drop_in_the_tray_bears_off(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, ScriptedController(bearing_off_position()))
    controller.give_dice((6, 5))
    tray = board.scene.geometry.tray_rect(True).center()
    drag(board.view, point_pos(board, 6, 1), tray)
    drag(board.view, point_pos(board, 5, 0), tray)
    assert controller.plays == [Play.from_gnubg("6/off 5/off")]
    assert len(board.scene.stacks[(True, OFF)]) == 9


def test_forced_play_is_made_automatically_when_set(qtbot, tmp_path):
    # only the 24-point checkers can move a 6... make a position with one legal play
    position = Position((side0(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2), side0(1, 1)), 0)
    controller = ScriptedController(position)
    board, _ = make_board(qtbot, tmp_path, controller, auto_forced_play=True)
    assert controller.auto_forced_play
    controller.give_dice((6, 5))
    assert controller.plays == [Play.from_gnubg("2/off 1/off")]


def test_forced_play_waits_when_automatic_play_is_off(qtbot, tmp_path):
    position = Position((side0(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2), side0(1, 1)), 0)
    controller = ScriptedController(position)
    make_board(qtbot, tmp_path, controller, auto_forced_play=False)
    controller.give_dice((6, 5))
    assert controller.plays == [] and controller.turn is not None


def test_checkers_beyond_five_show_their_count(qtbot, tmp_path):
    position = Position((side0(*([6] * 9 + [5] * 6)), side0(*([1] * 15))), 0)
    board, controller = make_board(qtbot, tmp_path, ScriptedController(position))
    counts = {item.count for item in board.scene.stacks[(True, 6)]}
    assert counts == {0, 9}
    assert [item.count for item in board.scene.stacks[(False, 24)]] == [0, 0, 0, 0, 15] + [0] * 10


def test_roll_double_take_drop_resign_buttons_call_the_controller(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    controller.set(actions=frozenset({Action.ROLL, Action.DOUBLE, Action.RESIGN}))
    assert board.scene.roll_button.isVisible() and board.scene.double_button.isVisible()
    assert board.scene.cube.glow
    click(board.view, board.scene.roll_button.scenePos())
    click(board.view, board.scene.cube.scenePos())
    qtbot.keyClick(board.view, Qt.Key.Key_R)
    qtbot.keyClick(board.view, Qt.Key.Key_D)
    board.buttons["roll"].click()
    board.resign_actions[GAMMON].trigger()
    assert ("resign", GAMMON) not in controller.calls  # asked first
    (agree,) = [b for b in board.question.buttons() if b.text() == "Resign a gammon"]
    agree.click()
    assert controller.calls == [("roll",), ("double",), ("roll",), ("double",), ("roll",), ("resign", GAMMON)]

    controller.calls.clear()
    controller.set(actions=frozenset({Action.TAKE, Action.DROP}), double_offer=1)
    assert board.scene.banner.isVisible()
    assert board.scene.offered_cube.isVisible() and board.scene.offered_cube.value == 2
    take, drop = board.scene.banner.buttons
    click(board.view, take.scenePos())
    click(board.view, drop.scenePos())
    qtbot.keyClick(board.view, Qt.Key.Key_T)
    qtbot.keyClick(board.view, Qt.Key.Key_P)
    assert board.buttons["take"].isVisible()
    board.buttons["drop"].click()
    assert controller.calls == [("take",), ("drop",), ("take",), ("drop",), ("drop",)]

    controller.calls.clear()
    controller.set(actions=frozenset({Action.ACCEPT, Action.REJECT}), double_offer=None, resignation=(1, GAMMON))
    assert "gammon" in board.scene.banner.text
    accept, reject = board.scene.banner.buttons
    click(board.view, reject.scenePos())
    click(board.view, accept.scenePos())
    assert controller.calls == [("reject",), ("accept",)]

    controller.calls.clear()
    controller.set(actions=frozenset(), resignation=None)
    board.buttons["roll"].click()
    qtbot.keyClick(board.view, Qt.Key.Key_D)
    assert controller.calls == []  # nothing offered, nothing asked


def test_cube_sits_on_its_owners_side(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    g = board.scene.geometry
    assert board.scene.cube.pos() == g.cube_centre("centre")
    assert board.scene.cube.value == 1
    controller.set(match=MatchState(length=5, cube=2, cube_owner=0))
    assert board.scene.cube.pos() == g.cube_centre("player") and board.scene.cube.pos().y() > g.middle
    controller.set(match=MatchState(length=5, cube=4, cube_owner=1))
    assert board.scene.cube.pos().y() < g.middle and board.scene.cube.value == 4


def test_home_board_left_or_right(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, home="left")
    g = board.scene.geometry
    assert g.point_x(1) < g.point_x(12) and g.tray_strip.left() == 0
    board.settings["board.home"] = "right"
    g = board.scene.geometry
    assert g.point_x(1) > g.point_x(12) and g.tray_strip.left() > 0
    checker = board.scene.stacks[(True, 6)][0]
    assert checker.pos() == g.checker_centre(6, 0)


def test_theme_switch_changes_the_picture(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    spot = board.view.mapFromScene(QPointF(board.scene.geometry.left_half.center()))
    classic = board.view.viewport().grab().toImage().pixelColor(spot)
    board.settings["board.theme"] = "contrast"
    assert board.scene.theme.key == "contrast"
    contrast = board.view.viewport().grab().toImage().pixelColor(spot)
    assert classic != contrast
    assert contrast == board.scene.theme.felt  # the high-contrast felt is flat black
    assert isinstance(board.scene.stacks[(True, 6)][0], CheckerItem)
    assert board.scene.stacks[(True, 6)][0].theme.key == "contrast"


def test_opponent_moves_are_animated_step_by_step(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    board.scene.animation_ms = 60
    before = Position.initial(1)
    play = Play.from_gnubg("24/18 13/10")  # side 1's own numbering
    after = before.apply(play)
    mover = board.scene.stacks[(False, 1)][-1]  # their 24 is the player's 1
    start = mover.pos()
    geometry = board.scene.geometry
    controller._snapshot = replace(controller.snapshot(), position=after)
    controller.moved.emit(Movement(1, before, tuple(play), (6, 3)))
    controller.changed.emit()
    assert board.scene.animating()
    assert [d.value for d in board.scene.dice if d.isVisible()] == [6, 3]
    # what the board shows each time the animation goes on to its next part (a slide or the pause
    # after it): the animation's own signal, not a clock
    sequence = board.scene._animation
    their_10 = geometry.checker_centre(25 - 10, 0)
    seen = []
    sequence.currentAnimationChanged.connect(lambda _: seen.append(
        (mover.pos(), sum(item.pos() == their_10 for item in board.scene.checkers[False]))))
    with qtbot.waitSignal(board.scene.animation_finished, timeout=3000):
        pass
    assert not board.scene.animating()
    # the first slide ends with the checker on their 18 while nothing has reached their 10 yet;
    # the second slide then brings a checker from their 13 to their 10
    first_step_done = (geometry.checker_centre(25 - 18, 0), 0)
    assert first_step_done in seen, seen
    assert start not in [pos for pos, _ in seen]
    assert mover.pos() == geometry.checker_centre(25 - 18, 0)
    assert len(board.scene.stacks[(False, 25 - 10)]) == 1


def _paint_board_item(item, scale=0.8):
    from PySide6.QtGui import QImage, QPainter

    rect = item.geometry.scene_rect
    image = QImage(round(rect.width() * scale), round(rect.height() * scale), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(scale, scale)
    item.paint(painter, None, None)
    painter.end()
    return image


def test_wood_grain_is_drawn_only_where_the_wood_shows_and_looks_the_same(qtbot, tmp_path):
    from fibsgui.ui.board.items import BoardItem
    from fibsgui.ui.board.theme import Theme

    for home_right in (True, False):
        theme, geometry = Theme.load("classic"), Geometry(home_right)
        item = BoardItem(theme, geometry)
        whole = BoardItem(theme, geometry)  # the grain under the felt, bar and trays too
        whole._grain_shape = lambda: (home_right, False)
        whole._grain_key = whole._grain_shape()
        whole._grain = whole._make_grain()
        assert item._grain.elementCount() < 0.7 * whole._grain.elementCount()

        shown, reference = _paint_board_item(item), _paint_board_item(whole)
        assert shown.size() == reference.size()
        off = 0
        for y in range(0, shown.height(), 2):
            for x in range(shown.width()):
                a, b = QColor(shown.pixel(x, y)), QColor(reference.pixel(x, y))
                if max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 3:
                    off += 1
        assert off == 0


def test_a_see_through_theme_keeps_the_grain_under_the_felt(qtbot, tmp_path):
    from fibsgui.ui.board.items import BoardItem
    from fibsgui.ui.board.theme import Theme

    opaque = BoardItem(Theme.load("classic"), Geometry())
    theme = Theme.load("classic")
    theme.colours["felt"] = QColor(47, 107, 71, 128)
    see_through = BoardItem(theme, Geometry())
    assert see_through._grain.elementCount() > 1.4 * opaque._grain.elementCount()


# -- a play previewed (a hint's row, an alternative in the review) -----------------------------------

def mean_colour(image, rect) -> QColor:
    pixels = [QColor(image.pixel(x, y)) for y in range(rect.top(), rect.bottom() + 1)
              for x in range(rect.left(), rect.right() + 1)]
    return QColor(*(round(sum(getattr(p, c)() for p in pixels) / len(pixels)) for c in ("red", "green", "blue")))


def nearer(colour: QColor, one: QColor, other: QColor) -> bool:
    """Whether ``colour`` is nearer ``one`` than ``other``."""
    def distance(a: QColor, b: QColor) -> int:
        return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
    return distance(colour, one) < distance(colour, other)


def test_a_previewed_play_shows_each_sides_checkers_in_their_colours_and_the_hit_on_the_bar(qtbot, tmp_path):
    from PySide6.QtCore import QRectF

    from tests.ui.boardkit import grab, view_rect

    # the player: 13, 8, 6, 6; the opponent: a blot on the player's 7-point (its 18), two on its 24
    position = Position([side0(13, 8, 6, 6), side0(18, 24, 24)], 0)
    board, controller = make_board(qtbot, tmp_path, controller=ScriptedController(position))
    scene, theme = board.scene, board.scene.theme
    g = scene.geometry
    plain = grab(board)

    def seen(image, centre: QPointF) -> QColor:
        return mean_colour(image, view_rect(board, QRectF(centre.x() - 6, centre.y() - 6, 12, 12)))

    # the player's 13/7*: a ghost of the player's colour on the 7-point, the blot hit on its bar
    assert scene.show_preview(Play([Move(13, 7, hit=True)]))
    shown = grab(board)
    on_point, on_bar = g.checker_centre(7, 0), g.bar_centre(False, 0)
    assert scene.preview.ghosts == [(on_point, True), (on_bar, False)]
    assert nearer(seen(shown, on_point), QColor(theme.player), QColor(theme.opponent))
    assert nearer(seen(shown, on_bar), QColor(theme.opponent), QColor(theme.player))
    assert not nearer(seen(plain, on_bar), QColor(theme.opponent), seen(shown, on_bar))  # nothing there before
    blot = scene.stacks[(False, 7)]
    assert len(blot) == 1 and blot[0].opacity() < 0.5  # on its way to the bar: faint under the ghost

    # the opponent's 24/20 (the review shows either side's alternatives): a ghost of its colour
    assert scene.show_preview(Play([Move(24, 20)]), side=1)
    shown = grab(board)
    ghost = g.checker_centre(25 - 20, 0)  # its 20 is the player's 5-point
    assert scene.preview.ghosts == [(ghost, False)]
    assert nearer(seen(shown, ghost), QColor(theme.opponent), QColor(theme.player))
    assert blot[0].opacity() == 1.0  # that play hits nothing
    assert scene.show_preview(Play([Move(13, 7, hit=True)]))
    assert blot[0].opacity() < 0.5
    scene.show_preview(None)
    assert blot[0].opacity() == 1.0 and not scene.preview.isVisible()
    assert grab(board) == plain  # the board as it was, to the pixel


def test_the_resign_menu_offers_only_what_can_still_be_lost(qtbot, tmp_path):
    """A gammon only while none of the player's checkers is off; a backgammon only while one of
    theirs is on the bar or in the winner's home board (the menu offered all three always)."""
    from fibsgui.bg import BACKGAMMON, SINGLE
    from tests.ui.test_board_combined import board_of

    board, controller = make_board(qtbot, tmp_path)

    def offered(position):
        controller.set(position=position, actions=frozenset({Action.ROLL, Action.RESIGN}))
        menu = board.resign_button.menu()
        shown = [a for a in menu.actions() if a.isVisible() and a.isEnabled()]
        return sorted(kind for kind, action in board.resign_actions.items() if action in shown)

    # five of the player's checkers off: a single game only
    five_off = board_of({6: 5, 5: 5}, {24: 5, 23: 5, 1: 5})
    assert offered(five_off) == [SINGLE]
    board.resign_actions[GAMMON].trigger()
    assert board.question is None and ("resign", GAMMON) not in controller.calls
    # all on the board, none in the opponent's home board: a single game or a gammon
    assert offered(board_of({6: 5, 5: 5, 8: 5}, {24: 5, 23: 5, 1: 5})) == [SINGLE, GAMMON]
    # a checker in the opponent's home board (the player's 19 to 24), or on the bar: all three
    assert offered(board_of({6: 5, 5: 5, 8: 4, 22: 1}, {24: 5, 23: 5, 1: 5})) == [SINGLE, GAMMON, BACKGAMMON]
    assert offered(board_of({6: 5, 5: 5, 8: 4, 25: 1}, {24: 5, 23: 5, 1: 5})) == [SINGLE, GAMMON, BACKGAMMON]
    assert offered(Position.initial(0)) == [SINGLE, GAMMON, BACKGAMMON]
