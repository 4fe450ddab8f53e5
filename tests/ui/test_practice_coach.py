"""What the practising player is told: hints with chances and a preview, cube advice, pips and
n-away, Jacoby and beavers, game ends in words, the match-over banner, a screen that agrees with
itself while the engine's play is shown, and when a change of strength applies."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from fibsgui.bg import MatchState, Play, Position
from fibsgui.config import Settings
from fibsgui.engine import CubeDecision, EventKind, GnubgEngine, HeuristicEngine, Phase, engine_available
from fibsgui.models.game import Action, GameSnapshot, StaticController
from fibsgui.models.offline import OfflineController
from fibsgui.ui.board import BoardWidget
from fibsgui.ui.practice import CHANCES, DIFF, EQUITY, LOSE, LOSE_BG, LOSE_G, PLAY, WIN, WIN_BG, WIN_G, PracticeScreen
from tests.engine.test_offline import seed_where
from tests.ui.boardkit import click, grab, ink, view_rect

# gnubg works only in the thread that loaded it, and the engine tests load it in the main thread:
# the tests that let gnubg think in the practice screen's engine thread are marked slow, and run
# in a process of their own from test_gnubg_in_the_practice_screen below.
needs_gnubg = pytest.mark.skipif(not engine_available(), reason="gnubg is not installed")


def make_screen(qtbot, tmp_path, engine_class=HeuristicEngine, length=5, animation_ms=0, size=(1366, 740)):
    settings = Settings(tmp_path / "settings.toml")
    settings["board.animation_ms"] = animation_ms
    settings["board.confirm_play"] = False
    settings["practice.match_length"] = length
    controller = OfflineController(engine_factory=lambda strength: engine_class(strength, seed=3), pace_ms=0)
    screen = PracticeScreen(settings, controller, start=False)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen, controller


def idle(controller, screen):
    return not controller.thinking() and not screen.board.scene.showing_movement()


def first_play(controller):
    play = next(iter(controller.turn.legal))
    for move in play:
        controller.step(move.from_point, move.to_point)


def until(qtbot, screen, controller, condition, limit=200):
    """Play on (first legal plays, takes, next games) until ``condition()``."""
    for _ in range(limit):
        qtbot.waitUntil(lambda: idle(controller, screen), timeout=20000)
        if condition():
            return
        snapshot = controller.snapshot()
        if snapshot.can(Action.MOVE):
            first_play(controller)
        elif snapshot.can(Action.ROLL):
            screen.board.roll()
        elif snapshot.can(Action.TAKE):
            controller.take()
        elif snapshot.can(Action.NEW_GAME):
            controller.next_game()
        elif snapshot.can(Action.ACCEPT):
            controller.accept_resignation()
        else:
            raise AssertionError(f"stuck: {controller.match.phase}")
    raise AssertionError("the condition never came")


def hint_rows(qtbot, screen):
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen.hints.topLevelItemCount() > 0, timeout=20000)
    return [screen.hints.topLevelItem(i) for i in range(screen.hints.topLevelItemCount())]


def number(text):
    return float(text.replace("\u2212", "-"))


# -- hints: plays with chances -------------------------------------------------------------------

@needs_gnubg
@pytest.mark.slow
def test_hint_rows_give_both_sides_chances_from_gnubg(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, engine_class=GnubgEngine)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.MOVE))
    rows = hint_rows(qtbot, screen)
    match = controller.match
    engine = match.hint_engine
    for row in rows:
        win, wg, wbg, lose, lg, lbg = (number(row.text(c)) for c in CHANCES)
        assert win + lose == pytest.approx(100.0, abs=0.11)
        assert 0 <= wbg <= wg <= win and 0 <= lbg <= lg <= lose
        # the figures are the engine's for the position the play reaches, the engine to roll
        play = row.data(PLAY, Qt.ItemDataRole.UserRole)
        after = match.position.apply(play).with_turn(match.engine_side)
        chances = engine.probabilities(after, match.state, side=match.human)
        assert win == pytest.approx(100 * chances[0], abs=0.051)
        assert lg == pytest.approx(100 * chances[3], abs=0.051)
    # every text is whole: each column is at least as wide as its widest text, and the list
    # shows every column without scrolling sideways
    metrics = screen.hints.fontMetrics()
    header = screen.hints.header()
    for row in rows:
        for column in range(9):
            assert header.sectionSize(column) >= metrics.horizontalAdvance(row.text(column)), (column, row.text(column))
    assert header.length() <= screen.hints.viewport().width()
    assert not screen.hints.horizontalScrollBar().isVisible()


def test_the_built_in_bot_says_which_chances_it_does_not_estimate(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.MOVE))
    rows = hint_rows(qtbot, screen)
    for row in rows:
        assert row.text(WIN_BG) == "—" and row.text(LOSE_BG) == "—"
        assert row.toolTip(WIN_BG) == "Not estimated by this engine"
        assert number(row.text(WIN)) + number(row.text(LOSE)) == pytest.approx(100.0, abs=0.11)
    assert "does not estimate the chances marked —" in screen.hint_status.text()
    assert controller.engine_name() in screen.hint_status.text()


def test_enter_makes_the_selected_row(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.MOVE))
    rows = hint_rows(qtbot, screen)
    assert len(rows) >= 3
    match = controller.match
    before = match.position
    chosen = rows[2].data(PLAY, Qt.ItemDataRole.UserRole)
    screen.hints.setFocus()
    screen.hints.setCurrentItem(rows[2])
    moves = len([e for e in match.events if e.kind == EventKind.MOVE])
    QTest.keyClick(screen.hints, Qt.Key.Key_Return)
    played = [e for e in match.events if e.kind == EventKind.MOVE]
    assert len(played) == moves + 1 and played[-1].side == match.human
    assert played[-1].before == before
    assert played[-1].position.checkers(0) == before.apply(chosen).checkers(0)
    assert played[-1].position.checkers(1) == before.apply(chosen).checkers(1)


def test_selecting_a_row_previews_it_and_leaving_the_list_removes_it(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.MOVE))
    rows = hint_rows(qtbot, screen)
    scene = screen.board.scene
    play = rows[1].data(PLAY, Qt.ItemDataRole.UserRole)
    plain = grab(screen.board)
    screen.hints.setFocus()
    screen.hints.setCurrentItem(rows[1])
    assert scene.previewed() == play and scene.preview.isVisible()
    assert len(scene.preview.arrows) == len(play)
    # a ghost checker where each moved checker ends, drawn on the board in the highlight colour
    position = controller.shown_position()
    after = position.apply(play)
    ends = {m.to_point for m in play if m.to_point != 0 and after.checkers(0)[m.to_point - 1] > position.checkers(0)[m.to_point - 1]}
    assert len(scene.preview.ghosts) == sum(after.checkers(0)[p - 1] - position.checkers(0)[p - 1] for p in ends)
    shown = grab(screen.board)
    highlight = QColor(scene.theme.highlight)
    for centre, player in scene.preview.ghosts:
        assert player  # the player's own play: ghosts of the player's colour
        rect = view_rect(screen.board, QRectF(centre.x() - 30, centre.y() - 30, 60, 60))
        assert ink(shown, rect, highlight, 60) > ink(plain, rect, highlight, 60) + 20
    # the board keeps the real checkers where they are: nothing moved
    assert controller.turn.steps == ()
    # another row, another preview
    screen.hints.setCurrentItem(rows[0])
    assert scene.previewed() == rows[0].data(PLAY, Qt.ItemDataRole.UserRole)
    # leaving the list removes it
    screen.board.view.setFocus()
    qtbot.waitUntil(lambda: not scene.preview.isVisible(), timeout=2000)
    assert scene.previewed() is None
    # back in the list, the selected row shows again; a step on the board removes it
    screen.hints.setFocus()
    qtbot.waitUntil(lambda: scene.preview.isVisible(), timeout=2000)
    move = next(iter(controller.turn.legal))[0]
    controller.step(move.from_point, move.to_point)
    assert not scene.preview.isVisible() and scene.previewed() is None


# -- cube advice ---------------------------------------------------------------------------------

class FixedCube(HeuristicEngine):
    """The built-in bot with a cube decision the test chooses (for the hints); never doubles."""

    decision = CubeDecision(0.1, 0.0, 1.0, double=False, take=True)

    def cube_decision(self, position, match, noise=0.0):
        return FixedCube.decision

    def should_double(self, position, match):
        return False

    def resignation_offer(self, position, match, side):
        return 0


class FixedCubeDoubler(FixedCube):
    def should_double(self, position, match):
        return True

    def should_take(self, position, match):
        return True


def cube_rows(qtbot, screen):
    rows = hint_rows(qtbot, screen)
    return [(row.text(PLAY), number(row.text(EQUITY))) for row in rows]


@pytest.mark.parametrize("decision, verdict", [
    (CubeDecision(0.20, 0.10, 1.0, double=False, take=True), "No double, take"),
    (CubeDecision(0.62, 0.80, 1.0, double=True, take=True), "Double, take"),
    (CubeDecision(0.86, 1.20, 1.0, double=True, take=False), "Double, pass"),
    (CubeDecision(1.40, 2.10, 1.0, double=False, take=False), "Too good to double, pass"),
])
def test_cube_hint_before_the_roll(qtbot, tmp_path, decision, verdict):
    FixedCube.decision = decision
    screen, controller = make_screen(qtbot, tmp_path, engine_class=FixedCube, length=0)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.DOUBLE))
    assert screen.hint_button.isEnabled() and screen.hint_action.isEnabled()
    assert cube_rows(qtbot, screen) == [("No double", pytest.approx(decision.no_double, abs=5e-4)),
                                        ("Double, take", pytest.approx(decision.double_take, abs=5e-4)),
                                        ("Double, pass", pytest.approx(1.0))]
    assert screen.hint_status.text() == f"Proper cube action: {verdict}"
    assert screen.hints.isColumnHidden(WIN) and not screen.hints.isColumnHidden(DIFF)


def test_cube_hint_says_redouble_when_the_player_owns_the_cube(qtbot, tmp_path):
    FixedCube.decision = CubeDecision(0.62, 0.80, 1.0, double=True, take=True)
    screen, controller = make_screen(qtbot, tmp_path, engine_class=FixedCubeDoubler, length=0)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.TAKE))
    controller.take()  # the player owns the cube at 2 now
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.DOUBLE))
    assert [label for label, _ in cube_rows(qtbot, screen)] == ["No redouble", "Redouble, take", "Redouble, pass"]
    assert screen.hint_status.text() == "Proper cube action: Redouble, take"
    # Enter on a row takes that action: the player redoubles
    screen.hints.setFocus()
    screen.hints.setCurrentItem(screen.hints.topLevelItem(1))
    QTest.keyClick(screen.hints, Qt.Key.Key_Return)
    assert controller.match.phase == Phase.DOUBLED and controller.match.to_act == controller.match.engine_side


@pytest.mark.parametrize("decision, beavers, verdict, rows", [
    (CubeDecision(0.62, 0.80, 1.0, double=True, take=True), False, "Take", [("Take", -0.80), ("Drop", -1.0)]),
    (CubeDecision(0.90, 1.30, 1.0, double=True, take=False), False, "Drop", [("Take", -1.30), ("Drop", -1.0)]),
    (CubeDecision(-0.3, -0.40, 1.0, double=False, take=True), True, "Beaver",
     [("Take", 0.40), ("Drop", -1.0), ("Beaver", 0.80)]),
])
def test_cube_hint_when_the_engine_doubles(qtbot, tmp_path, decision, beavers, verdict, rows):
    FixedCube.decision = decision
    screen, controller = make_screen(qtbot, tmp_path, engine_class=FixedCubeDoubler, length=0)
    screen.beavers.setChecked(beavers)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.TAKE))
    assert screen.hint_button.isEnabled()
    assert cube_rows(qtbot, screen) == [(label, pytest.approx(value, abs=5e-4)) for label, value in rows]
    assert screen.hint_status.text() == f"Proper cube action: {verdict}"


WITH_CHANCES = CubeDecision(0.62, 0.80, 1.0, double=True, take=True, chances=(0.712, 0.215, 0.011, 0.083, 0.004),
                            plies=2)


@pytest.mark.parametrize("doubled, figures", [
    (False, ["71.2", "21.5", "1.1", "28.8", "8.3", "0.4"]),  # the player's, on roll, to double
    (True, ["28.8", "8.3", "0.4", "71.2", "21.5", "1.1"]),  # the player's, doubled by the engine on roll
])
def test_the_cube_hint_shows_the_cubeless_chances_and_the_ply(qtbot, tmp_path, doubled, figures):
    """As GNU Backgammon's cube hint: win, gammon and backgammon for both sides and the ply of the
    evaluation (the hint showed the cube actions' equities alone)."""
    FixedCube.decision = WITH_CHANCES
    screen, controller = make_screen(qtbot, tmp_path, engine_class=FixedCubeDoubler if doubled else FixedCube,
                                     length=0)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.TAKE if doubled else Action.DOUBLE))
    rows = hint_rows(qtbot, screen)
    first = rows[0]
    assert first.text(PLAY) == "Cubeless chances (2-ply)"
    assert [first.text(column) for column in CHANCES] == figures
    assert first.toolTip(PLAY) == ("You win {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins {3} % "
                                   "(a gammon {4} %, a backgammon {5} %)").format(*figures)
    # the figures a narrow list leaves out are said in the tooltip above; with room, all are shown
    assert not screen.hints.isColumnHidden(WIN)
    screen.resize(1700, 900)
    qtbot.waitUntil(lambda: not any(screen.hints.isColumnHidden(column) for column in CHANCES))
    labels = [row.text(PLAY) for row in rows[1:]]
    assert labels == (["Take", "Drop"] if doubled else ["No double", "Double, take", "Double, pass"])
    assert all(row.text(WIN) == "" for row in rows[1:])
    assert screen.hint_status.text() == f"Proper cube action: {'Take' if doubled else 'Double, take'} (2-ply)"
    screen.grab().save(f"/tmp/words-cube-hint-{'doubled' if doubled else 'roll'}.png")


@needs_gnubg
@pytest.mark.slow
def test_gnubgs_cube_hint_at_the_first_cube_decision(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, engine_class=GnubgEngine, length=0)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.DOUBLE))
    items = hint_rows(qtbot, screen)
    rows = [(row.text(PLAY), number(row.text(EQUITY))) for row in items[1:]]
    assert [label for label, _ in rows] == ["No double", "Double, take", "Double, pass"]
    assert rows[2][1] == 1.0 and -1.0 < rows[0][1] < 1.0
    assert screen.hint_status.text().startswith("Proper cube action: ")
    # early in a game nobody doubles: no double, and a take; at 1-ply (expert hints), as GNU
    # Backgammon's own hint says, with its cubeless chances
    assert screen.hint_status.text() == "Proper cube action: No double, take (1-ply)"
    from tests.gnubgkit import gnubg_cube_hint

    match = controller.match
    own = gnubg_cube_hint(match.position, match.state, 1)
    assert items[0].text(PLAY) == "Cubeless chances (1-ply)"
    assert [float(items[0].text(column)) for column in CHANCES] == pytest.approx(
        [100 * value for value in own["chances"]], abs=0.11)
    assert rows[0][1] == pytest.approx(own["equities"]["No double"], abs=0.0011)


# -- pips, n-away, Crawford --------------------------------------------------------------------

def test_pips_with_the_difference_and_each_sides_n_away(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, length=7)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.MOVE))
    bands = screen.board.scene.bands
    position = controller.match.position
    mine, theirs = position.pip_count(0), position.pip_count(1)
    assert mine != theirs
    sign = lambda n: f"{n:+d}".replace("-", "\u2212")  # noqa: E731
    assert bands[True].pips == f"Pips {mine} ({sign(mine - theirs)})"
    assert bands[False].pips == f"Pips {theirs} ({sign(theirs - mine)})"
    assert bands[True].away == "7-away" and bands[False].away == "7-away"


def test_n_away_and_the_crawford_game_on_the_board(qtbot):
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(900, 700)
    board.show()
    controller = StaticController()
    board.set_controller(controller)
    controller.show(GameSnapshot(position=Position.initial(0), match=MatchState(length=5, score=(4, 2), crawford=True),
                                 me=0, names=("You", "gnubg"), active=True))
    bands = board.scene.bands
    assert (bands[True].score, bands[True].away) == ("Score 4/5", "1-away")
    assert (bands[False].score, bands[False].away) == ("Score 2/5", "3-away")
    assert bands[False].centre == "5-point match · Crawford game"
    assert bands[True].pips == "Pips 167 (0)"


# -- money play: Jacoby and beavers --------------------------------------------------------------

def test_money_play_offers_jacoby_and_beavers(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, length=5)
    assert screen.jacoby.isHidden() and screen.beavers.isHidden()
    screen.length.setCurrentIndex(screen.length.findData(0))
    assert not screen.jacoby.isHidden() and not screen.beavers.isHidden()
    screen.jacoby.setChecked(True)
    screen.beavers.setChecked(True)
    screen.new_match(seed=1)
    assert controller.match.state.jacoby and controller.match.beavers
    assert screen.settings["practice.jacoby"] and screen.settings["practice.beavers"]
    screen.jacoby.setChecked(False)
    screen.beavers.setChecked(False)
    screen.new_match(seed=1)
    assert not controller.match.state.jacoby and not controller.match.beavers
    # a match of points knows neither
    screen.jacoby.setChecked(True)
    screen.length.setCurrentIndex(screen.length.findData(3))
    screen.new_match(seed=1)
    assert not controller.match.state.jacoby and not controller.match.beavers


def test_the_banner_offers_a_beaver_and_it_keeps_the_cube(qtbot, tmp_path):
    FixedCube.decision = CubeDecision(0.1, 0.0, 1.0, double=False, take=True)
    screen, controller = make_screen(qtbot, tmp_path, engine_class=FixedCubeDoubler, length=0)
    screen.beavers.setChecked(True)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.TAKE))
    banner = screen.board.scene.banner
    assert [b.text for b in banner.buttons] == ["Take", "Drop", "Beaver"]
    click(screen.board.view, banner.buttons[2].scenePos())
    match = controller.match
    assert match.cube == 4 and match.cube_owner == match.human
    assert screen.log.item(screen.log.count() - 1).text() == "You beaver: the cube is at 4"


# -- game ends and the match-over banner ---------------------------------------------------------

@pytest.mark.parametrize("how, winner, points, text", [
    ("gammon", 1, 4, "gnubg wins a gammon: 4 points"),
    ("backgammon", 0, 6, "You win a backgammon: 6 points"),
    ("single", 0, 1, "You win a single game: 1 point"),
    ("drop", 1, 2, "You drop: gnubg wins 2 points"),
    ("drop", 0, 2, "gnubg drops: you win 2 points"),
    ("resign2", 0, 2, "gnubg resigns a gammon: you win 2 points"),
    ("resign1", 1, 1, "You resign a single game: gnubg wins 1 point"),
])
def test_game_end_banners_say_what_happened(qtbot, how, winner, points, text):
    board = BoardWidget()
    qtbot.addWidget(board)
    controller = StaticController()
    board.set_controller(controller)
    controller.show(GameSnapshot(match=MatchState(length=0), me=0, names=("You", "gnubg"), active=True,
                                 game_result=(winner, points), result_how=how))
    assert board.scene.banner.text == text


def test_a_gammon_is_logged_and_shown_in_words(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, length=0)
    screen.jacoby.setChecked(False)
    screen.new_match(seed=seed_where(0))  # the player wins the opening roll
    # the first game from a set-up position: the player's last checker on its ace point, the
    # engine with all fifteen on the board, none in the player's home board
    match = controller.match
    match.new_game(Position([[1] + [0] * 24, [0] * 9 + [5, 0, 5, 5] + [0] * 12], 0))
    controller._sync()  # noqa: SLF001 - publish the game started under the controller
    until(qtbot, screen, controller, lambda: controller.snapshot().game_result is not None)
    end = next(e for e in reversed(match.events) if e.kind == EventKind.GAME_END)
    assert (end.side, end.how, end.points) == (match.human, "gammon", 2)
    assert screen.board.scene.banner.text == "You win a gammon: 2 points"
    assert screen.log.item(screen.log.count() - 1).text() == "You win a gammon: 2 points"


def test_the_match_over_banner_offers_a_new_match(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, length=1)
    screen.new_match(seed=11)
    until(qtbot, screen, controller, lambda: controller.snapshot().match_winner is not None, limit=400)
    banner = screen.board.scene.banner
    assert "wins the match" in banner.text or "You win the match" in banner.text
    (button,) = banner.buttons
    assert button.text == "New match"
    screen.length.setCurrentIndex(screen.length.findData(3))  # the new match is as the controls say
    click(screen.board.view, button.scenePos())
    match = controller.match
    assert match.length == 3 and match.score == (0, 0) and match.phase == Phase.GAME_OVER and not match.game_number
    assert not banner.isVisible() or banner.text == ""


# -- the screen agrees with itself while the engine's play is shown ------------------------------

def test_no_thinking_over_a_play_being_shown_and_roll_waits_for_it(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, length=5, animation_ms=150)
    board = screen.board
    scene = board.scene
    screen.new_match(seed=8)
    seen = []

    def look(_movement=None):
        # the engine's play has just been announced: it is shown, not thought about
        seen.append((scene.showing_movement(), scene.thinking_label.text, board.roll_action.isEnabled(),
                     board.double_action.isEnabled(), scene.roll_button.isVisible()))

    controller.moved.connect(look, Qt.ConnectionType.QueuedConnection)
    for _ in range(8):
        qtbot.waitUntil(lambda: not controller.thinking(), timeout=20000)
        if scene.showing_movement():
            break
        snapshot = controller.snapshot()
        if snapshot.can(Action.MOVE):
            first_play(controller)
        elif snapshot.can(Action.ROLL) and board.roll_action.isEnabled():
            board.roll()
        qtbot.wait(1)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    showing, label, roll, double, roll_button = seen[0]
    assert showing and label == "" and not roll and not double and not roll_button
    assert controller.snapshot().can(Action.ROLL)  # the match says so already; the screen waits
    with qtbot.waitSignal(scene.animation_finished, timeout=5000):
        pass
    assert board.roll_action.isEnabled() and scene.roll_button.isVisible()
    assert scene.thinking_label.text == ""


def test_thinking_is_written_beside_the_dice_not_over_them(qtbot, tmp_path):
    board = BoardWidget()
    qtbot.addWidget(board)
    controller = StaticController()
    board.set_controller(controller)
    controller.show(GameSnapshot(position=Position.initial(1), match=MatchState(length=5, turn=1, on_roll=1),
                                 me=0, names=("You", "gnubg"), dice=(3, 1), dice_side=1, thinking=True, active=True))
    scene = board.scene
    label = scene.thinking_label
    assert label.text == "thinking…"
    dice = [die for die in scene.dice if die.isVisible()]
    assert dice
    text_rect = label.sceneBoundingRect()
    assert not any(text_rect.intersects(die.sceneBoundingRect()) for die in dice)


# -- opponent strength ---------------------------------------------------------------------------

def test_a_change_of_strength_applies_at_once_and_says_so(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, length=5)
    screen.new_match(seed=8)
    until(qtbot, screen, controller, lambda: controller.snapshot().can(Action.MOVE))
    assert controller.match.engine.strength.label == "expert"
    screen.strength.setCurrentIndex(screen.strength.findData("advanced"))
    assert controller.match.engine.strength.label == "advanced"
    assert screen.settings["practice.strength"] == "advanced"
    last = screen.log.item(screen.log.count() - 1).text()
    assert last == f"{controller.engine_name()} plays at advanced strength from now on"
    assert "(Advanced)" in screen.engine_label.text()
    assert "at once" in screen.strength.toolTip() and "next match" in screen.length.toolTip()


@needs_gnubg
def test_gnubg_in_the_practice_screen(tmp_path):
    """The gnubg tests above, in a process where gnubg is loaded by the screen's engine thread."""
    tests = [f"{__file__}::test_hint_rows_give_both_sides_chances_from_gnubg",
             f"{__file__}::test_gnubgs_cube_hint_at_the_first_cube_decision"]
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-m", "slow", "-p", "no:cacheprovider",
                           f"--basetemp={tmp_path / 'run'}", *tests],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert "2 passed" in proc.stdout


def test_the_beavers_box_says_the_engine_never_beavers(qtbot, tmp_path):
    """The box said the player may beaver, not that the engine never does (it never does: a double
    of the player's is taken or dropped)."""
    from tests.ui.languagekit import speaking

    screen, _controller = make_screen(qtbot, tmp_path, length=0)
    assert "The engine never beavers your doubles." in screen.beavers.toolTip()
    with speaking("de"):
        qtbot.waitUntil(lambda: "Die Engine bibert deine Doppel nie." in screen.beavers.toolTip())
