"""Offline practice driven through the UI: whole games, cube, resignations, hints, the worker thread."""

from __future__ import annotations

import subprocess
import sys
import threading

import pytest

from PySide6.QtCore import QEvent, QTimer

from fibsgui.bg import BAR, GAMMON, OFF, SINGLE
from fibsgui.config import Settings
from fibsgui.engine import HeuristicEngine, Phase, Strength
from fibsgui.models.game import Action
from fibsgui.models.offline import OfflineController
from fibsgui.ui.practice import PracticeScreen
from tests.ui.boardkit import click, drag, play_turn_by_dragging, send_mouse


def make_screen(qtbot, tmp_path, engine_class=HeuristicEngine, length=1, confirm=False):
    settings = Settings(tmp_path / "settings.toml")
    settings["board.animation_ms"] = 0
    settings["board.confirm_play"] = confirm
    settings["practice.match_length"] = length
    controller = OfflineController(engine_factory=lambda strength: engine_class(strength, seed=3), pace_ms=0)
    screen = PracticeScreen(settings, controller, start=False)
    qtbot.addWidget(screen)
    screen.resize(1200, 800)
    screen.show()
    qtbot.waitExposed(screen)
    return screen, controller


def wait_for_player(qtbot, controller):
    qtbot.waitUntil(lambda: not controller.thinking(), timeout=20000)


def drive(qtbot, screen, controller, answer_double="take", limit=400):
    """Play through the UI until the match is over; returns what the player did."""
    board = screen.board
    done = []
    for _ in range(limit):
        wait_for_player(qtbot, controller)
        snapshot = controller.snapshot()
        match = controller.match
        if match.phase == Phase.MATCH_OVER:
            return done
        if snapshot.can(Action.NEW_GAME):
            (button,) = board.scene.banner.buttons
            click(board.view, button.scenePos())
            done.append("next")
        elif snapshot.can(Action.ROLL):
            click(board.view, board.scene.roll_button.scenePos())
            done.append("roll")
        elif snapshot.can(Action.MOVE):
            play_turn_by_dragging(screen, controller)
            done.append("move")
        elif snapshot.can(Action.TAKE):
            keys = [b for b in board.scene.banner.buttons]
            index = 0 if answer_double == "take" else 1
            click(board.view, keys[index].scenePos())
            done.append(answer_double)
        elif snapshot.can(Action.ACCEPT):
            click(board.view, board.scene.banner.buttons[0].scenePos())
            done.append("accept")
        else:
            raise AssertionError(f"stuck: {match.phase} {snapshot}")
    raise AssertionError("the match did not end")


def test_a_whole_one_point_match_played_through_the_ui(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, length=1)
    screen.new_match(seed=11)
    done = drive(qtbot, screen, controller)
    match = controller.match
    assert match.phase == Phase.MATCH_OVER
    assert "move" in done and "roll" in done
    assert sorted(match.score) == [0, 1]
    winner = match.winner
    log = [screen.log.item(i).text() for i in range(screen.log.count())]
    assert any("wins the match" in line or "You win the match" in line for line in log)
    # every one of the player's plays is in the log, as the engine recorded it
    player_moves = [e for e in match.events if e.kind == "move" and e.side == match.human]
    assert player_moves and all(f"You play {e.play.gnubg()}" in log for e in player_moves)
    # the game ended on the board: someone bore off every checker (no cube in a 1-point match)
    assert match.position.outcome() is not None and match.position.outcome().winner == winner
    assert screen.board.scene.banner.isVisible() and "match" in screen.board.scene.banner.text
    assert screen.board.scene.stacks.get((winner == 0, OFF)) and len(screen.board.scene.stacks[(winner == 0, OFF)]) == 15


@pytest.mark.slow
def test_a_three_point_match_with_seeded_dice_is_repeatable(qtbot, tmp_path):
    results = []
    for run in range(2):
        screen, controller = make_screen(qtbot, tmp_path / str(run), length=3)
        screen.new_match(seed=5)
        drive(qtbot, screen, controller)
        results.append([e.text for e in controller.match.events])
    assert results[0] == results[1]
    assert controller.match.phase == Phase.MATCH_OVER and max(controller.match.score) == 3


class Doubler(HeuristicEngine):
    """Doubles whenever it may, and drops every double."""

    def should_double(self, position, match):
        return True

    def should_take(self, position, match):
        return False


def test_the_engine_doubles_and_the_player_takes_with_the_banner(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, engine_class=Doubler, length=5)
    screen.new_match(seed=2)
    for _ in range(40):
        wait_for_player(qtbot, controller)
        snapshot = controller.snapshot()
        if snapshot.can(Action.TAKE):
            break
        if snapshot.can(Action.ROLL):
            screen.board.roll_action.trigger()
        elif snapshot.can(Action.MOVE):
            play_turn_by_dragging(screen, controller)
    board = screen.board
    assert snapshot.double_offer == controller.match.engine_side
    assert board.scene.offered_cube.isVisible() and board.scene.offered_cube.value == 2
    assert "doubles to 2" in board.scene.banner.text
    take = board.scene.banner.buttons[0]
    click(board.view, take.scenePos())
    wait_for_player(qtbot, controller)
    match = controller.match
    assert match.cube == 2 and match.cube_owner == match.human
    assert board.scene.cube.value == 2
    assert board.scene.cube.pos() == board.scene.geometry.cube_centre("player")
    # the player owns the cube now: redouble; the engine drops and the player wins 2 points
    for _ in range(40):
        wait_for_player(qtbot, controller)
        snapshot = controller.snapshot()
        if snapshot.can(Action.DOUBLE):
            click(board.view, board.scene.cube.scenePos())
            break
        if snapshot.can(Action.MOVE):
            play_turn_by_dragging(screen, controller)
        elif snapshot.can(Action.ROLL):
            screen.board.roll_action.trigger()
    wait_for_player(qtbot, controller)
    assert controller.match.phase == Phase.GAME_OVER
    assert controller.match.score[match.human] == 2
    assert board.scene.banner.text == f"{match.engine.name} drops: you win 2 points"


class Resigner(HeuristicEngine):
    """Offers a gammon resignation at its first turn, and accepts any resignation."""

    def resignation_offer(self, position, match, side):
        return GAMMON

    def accept_resignation(self, position, match, kind, side):
        return True


def test_resignations_both_ways(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, engine_class=Resigner, length=7)
    screen.new_match(seed=4)
    board = screen.board
    for _ in range(20):
        wait_for_player(qtbot, controller)
        snapshot = controller.snapshot()
        if snapshot.can(Action.ACCEPT):
            break
        if snapshot.can(Action.ROLL):
            board.roll_action.trigger()
        elif snapshot.can(Action.MOVE):
            play_turn_by_dragging(screen, controller)
    assert snapshot.resignation == (controller.match.engine_side, GAMMON)
    assert "resigns a gammon (2 points)" in board.scene.banner.text
    accept, reject = board.scene.banner.buttons
    click(board.view, reject.scenePos())
    wait_for_player(qtbot, controller)
    assert controller.match.phase in (Phase.ROLL, Phase.MOVE)
    # now the player resigns (from the menu of the board's Resign button, then the question's
    # button): accepted, 1 point
    board.resign_actions[SINGLE].trigger()
    (agree,) = [b for b in board.question.buttons() if b.text() == "Resign a single game"]
    agree.click()
    wait_for_player(qtbot, controller)
    match = controller.match
    assert match.phase == Phase.GAME_OVER
    assert match.score[match.engine_side] == 1
    assert board.scene.banner.text == f"You resign a single game: {match.engine.name} wins 1 point"
    (next_button,) = board.scene.banner.buttons
    click(board.view, next_button.scenePos())
    wait_for_player(qtbot, controller)
    assert match.game_number == 2


class Slow(HeuristicEngine):
    """Blocks in its first chequer play until the test lets it go."""

    gate = threading.Event()
    thread_names: list[str] = []

    def choose_play(self, position, dice, match=None):
        Slow.thread_names.append(threading.current_thread().name)
        Slow.gate.wait(10)
        return super().choose_play(position, dice, match)


def test_the_ui_keeps_running_while_the_engine_thinks(qtbot, tmp_path):
    Slow.gate.clear()
    try:
        check_ui_runs_while_engine_thinks(qtbot, tmp_path)
    finally:
        Slow.gate.set()


def check_ui_runs_while_engine_thinks(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, engine_class=Slow, length=3)
    screen.new_match(seed=1)
    for _ in range(10):
        if controller.thinking():
            break
        wait_for_player(qtbot, controller)
        if controller.snapshot().can(Action.ROLL):
            screen.board.roll_action.trigger()
        elif controller.snapshot().can(Action.MOVE):
            play_turn_by_dragging(screen, controller)
    qtbot.waitUntil(lambda: bool(Slow.thread_names), timeout=5000)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    qtbot.wait(150)
    assert len(ticks) >= 5  # the event loop runs while the engine is blocked
    assert controller.snapshot().thinking
    assert screen.board.scene.thinking_label.text
    assert Slow.thread_names[0] != threading.main_thread().name
    Slow.gate.set()
    wait_for_player(qtbot, controller)
    assert not controller.snapshot().thinking


def test_hint_lists_the_best_plays_with_equities_and_makes_one(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path, length=5, confirm=True)
    screen.new_match(seed=8)
    for _ in range(10):
        wait_for_player(qtbot, controller)
        if controller.snapshot().can(Action.MOVE):
            break
        screen.board.roll_action.trigger()
    assert screen.hint_button.isEnabled()
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen.hints.topLevelItemCount() > 0, timeout=20000)
    rows = [screen.hints.topLevelItem(i) for i in range(screen.hints.topLevelItemCount())]
    assert 1 <= len(rows) <= 5
    equities = [float(row.text(1).replace("\u2212", "-")) for row in rows]
    assert equities == sorted(equities, reverse=True)
    legal = controller.match.legal_plays
    plays = [row.data(0, 0x0100) for row in rows]
    assert all(play in legal for play in plays)
    assert [p.gnubg() for p in plays] == [row.text(0) for row in rows]
    screen._hint_chosen(rows[-1])
    assert controller.turn.complete and controller.turn.play in legal
    assert legal.find(controller.turn.play) == legal.find(plays[-1])
    screen.board.confirm_action.trigger()
    assert screen.hints.topLevelItemCount() == 0  # the roll is gone, and so is its hint


def test_the_screen_names_the_engine(qtbot, tmp_path):
    screen, controller = make_screen(qtbot, tmp_path)
    screen.new_match(seed=1)
    assert "built-in bot" in screen.engine_label.text()
    assert controller.snapshot().names[controller.match.engine_side] == controller.match.engine.name


def test_a_narrow_screen_cuts_the_opponents_words_with_an_ellipsis_and_says_them_whole_on_hover(qtbot, tmp_path):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication

    screen, controller = make_screen(qtbot, tmp_path)
    screen.new_match(seed=1)
    label = screen.engine_label
    full = label.text()
    assert full == "Opponent: the built-in bot (Expert); GNU Backgammon is not available"
    screen.resize(1600, 700)
    qtbot.waitUntil(lambda: label.width() > label.fontMetrics().horizontalAdvance(full))
    assert label.shown_text() == full
    screen.resize(640, 700)
    qtbot.waitUntil(lambda: label.width() < label.fontMetrics().horizontalAdvance(full))
    shown = label.shown_text()
    assert shown.endswith("…") and full.startswith(shown[:-1]) and len(shown) > 10
    QApplication.sendEvent(label, QHelpEvent(QEvent.Type.ToolTip, QPoint(5, 5), label.mapToGlobal(QPoint(5, 5))))
    assert label.toolTip().startswith(full + "\n\n")  # the words whole, then the engine's description
    # what is painted is the cut text: the label's right end is not blank where the words run on
    picture = label.grab().toImage()
    background = picture.pixelColor(picture.width() - 1, 0)
    inked = [x for x in range(picture.width()) if any(picture.pixelColor(x, y) != background
                                                        for y in range(picture.height()))]
    assert inked and inked[-1] > picture.width() - 3 * label.fontMetrics().horizontalAdvance("…")


def test_starting_the_app_window_does_not_load_gnubg(tmp_path):
    code = (
        "import os, sys\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        f"os.environ['FIBSGUI_HOME'] = {str(tmp_path)!r}\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from fibsgui.ui.mainwindow import MainWindow\n"
        "w = MainWindow(); w.show(); app.processEvents()\n"
        "assert w.stack.currentWidget() is w.practice\n"
        "print('gnubg' in sys.modules, w.practice.engine_label.text())\n"
        "os._exit(0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    loaded, label = proc.stdout.split(" ", 1)
    assert loaded == "False"
    assert label.strip().startswith("Opponent:")


@pytest.mark.slow
def test_a_whole_match_against_gnubg_through_the_ui(qtbot, tmp_path):
    from fibsgui.engine import GnubgEngine, engine_available

    if not engine_available():
        pytest.skip("gnubg is not installed")
    screen, controller = make_screen(qtbot, tmp_path, engine_class=GnubgEngine, length=1)
    screen.new_match(seed=21)
    drive(qtbot, screen, controller)
    match = controller.match
    assert match.phase == Phase.MATCH_OVER and match.engine.name == "gnubg"
    assert "GNU Backgammon" in screen.engine_label.text()
