"""Nothing lost: the questions before resigning, giving up a practice match and quitting during a
match (their words, Cancel, the setting and "Don't ask again"), and the practice match kept on
disk: back after a restart at the same roll (the same picture, the same dice to come), while the
engine was to act or a resignation was on offer, and files cut short, damaged, from a later
version, unreadable, or on a disk that refuses writes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from fibsgui import clip
from fibsgui.bg import BACKGAMMON, GAMMON, SINGLE, MatchState, Position
from fibsgui.config import Settings
from fibsgui.engine import EventKind, HeuristicEngine, OfflineMatch, Phase, Strength
from fibsgui.engine.offline import RECORD_VERSION
from fibsgui.models.game import Action
from fibsgui.models.offline import OfflineController
from fibsgui.nettext import FSI, PDI
from fibsgui.ui.board import BoardWidget
from fibsgui.ui.mainwindow import MainWindow
from fibsgui.ui.practice import PracticeScreen
from tests.diskkit import full_disk
from tests.fakefibs import FakeFibs
from tests.ui.boardkit import ScriptedController, click, grab, play_turn_by_dragging
from tests.ui.onlinekit import can_act, log_in, make_window, run, until

ENGINE = "fibsgui bot"


def plain(text: str) -> str:
    return text.replace(FSI, "").replace(PDI, "")


def settings_in(folder: Path) -> Settings:
    settings = Settings(folder / "settings.toml")
    settings["board.animation_ms"] = 0
    return settings


def make_screen(qtbot, folder: Path, match_file: Path | None, *, engine_class=HeuristicEngine, length=5,
                pace_ms=0, start=True, settings: Settings | None = None):
    folder.mkdir(parents=True, exist_ok=True)
    settings = settings or settings_in(folder)
    settings["practice.match_length"] = length
    controller = OfflineController(engine_factory=lambda strength: engine_class(strength, seed=3), pace_ms=pace_ms)
    screen = PracticeScreen(settings, controller, start=start, match_file=match_file)
    qtbot.addWidget(screen)
    screen.resize(1100, 700)
    screen.show()
    qtbot.waitExposed(screen)
    return screen, controller


def log_lines(screen) -> list[str]:
    return [screen.log.item(i).text() for i in range(screen.log.count())]


def wait_for_player(qtbot, controller):
    qtbot.waitUntil(lambda: not controller.thinking(), timeout=20000)


def act(qtbot, screen, controller) -> None:
    """One action of the player through the board, then the engine's answer."""
    wait_for_player(qtbot, controller)
    board = screen.board
    snapshot = controller.snapshot()
    if snapshot.can(Action.NEW_GAME):
        board.next_game()
    elif snapshot.can(Action.ROLL):
        click(board.view, board.scene.roll_button.scenePos())
    elif snapshot.can(Action.MOVE):
        play_turn_by_dragging(screen, controller)
    elif snapshot.can(Action.TAKE):
        board.take()
    elif snapshot.can(Action.ACCEPT):
        board.accept_resignation()
    else:
        raise AssertionError(f"nothing to do: {controller.match.phase}")
    wait_for_player(qtbot, controller)


def rolls(match: OfflineMatch, start: int) -> list:
    return [e.dice for e in match.events[start:] if e.kind in (EventKind.ROLL, EventKind.OPENING_ROLL)]


def shut(screen, controller) -> None:
    """The window goes, as in a crash: nothing is saved on the way out."""
    controller.shutdown()
    screen.hide()


def answer(box: QMessageBox, text: str | None) -> None:
    """Click the question's button with ``text`` (None: Cancel)."""
    if text is None:
        box.button(QMessageBox.StandardButton.Cancel).click()
        return
    (button,) = [b for b in box.buttons() if b.text() == text]
    button.click()


# -- the practice match kept on disk ---------------------------------------------------------------
def test_a_match_comes_back_after_a_restart_at_the_same_roll_with_the_same_dice_to_come(qtbot, tmp_path):
    file = tmp_path / "data" / "practice-match.json"
    screen, controller = make_screen(qtbot, tmp_path / "a", file)
    assert not file.exists()  # nothing to keep before the first roll
    screen.new_match(seed=5)
    for _ in range(40):
        act(qtbot, screen, controller)
        match = controller.match
        if match.game_number >= 1 and len(match.events) > 12 and match.phase == Phase.MOVE and match.human_to_act:
            break
    match = controller.match
    assert match.phase == Phase.MOVE and controller.turn is not None
    before = (match.position, match.dice, match.cube, match.score, match.state)
    picture = grab(screen.board)
    log = log_lines(screen)
    # half a play made on the board when the app goes: the play was not made, the roll stays
    turn = controller.turn
    source = max(turn.sources())
    controller.step(source, min(turn.targets(source)))
    assert controller.turn.steps
    kept = file.read_bytes()
    assert json.loads(kept)["version"] == RECORD_VERSION
    # the match as it would have gone on
    mark = len(match.events)
    controller.undo_all()
    for _ in range(12):
        act(qtbot, screen, controller)
    expected = rolls(controller.match, mark)
    assert len(expected) >= 4
    shut(screen, controller)
    file.write_bytes(kept)  # the file as the crash left it

    again, resumed = make_screen(qtbot, tmp_path / "b", file, length=1)
    match = resumed.match
    assert (match.position, match.dice, match.cube, match.score, match.state) == before
    assert resumed.turn is not None and not resumed.turn.steps and resumed.snapshot().dice == before[1]
    assert grab(again.board) == picture  # the board shows what it showed, dice and all
    mine, theirs = match.score
    assert log_lines(again)[:-1] == log
    if mine == theirs:
        assert log_lines(again)[-1] == f"Match resumed: 5-point match, {mine}–{theirs}"
    else:
        assert log_lines(again)[-1].startswith("Match resumed: 5-point match, ")
    assert again.length.currentData() == 5  # the controls show the match resumed, not the setting
    for _ in range(12):
        act(qtbot, again, resumed)
    assert rolls(resumed.match, mark) == expected


def test_the_resumed_line_says_who_leads(qtbot, tmp_path):
    file = tmp_path / "practice-match.json"
    match = OfflineMatch(HeuristicEngine(seed=3), length=7, seed=2, human_name="You")
    match._state = MatchState(length=7, score=(2, 1), state=match.state.state, on_roll=match.state.on_roll,
                              turn=match.state.turn, dice=match.state.dice)
    record = match.to_dict()
    record["strength"] = "expert"
    file.write_text(json.dumps(record))
    screen, controller = make_screen(qtbot, tmp_path, file)
    assert log_lines(screen)[-1] == "Match resumed: 7-point match, you lead 2–1"
    assert controller.match.score == (2, 1)
    record["state"]["score"] = [0, 3]
    file.write_text(json.dumps(record))
    screen, controller = make_screen(qtbot, tmp_path / "2", file)
    assert log_lines(screen)[-1] == f"Match resumed: 7-point match, {ENGINE} leads 3–0"


def test_a_match_saved_while_the_engine_was_to_act_goes_on_with_the_engine(qtbot, tmp_path):
    file = tmp_path / "practice-match.json"
    # the engine waits a long time before each step: the app goes while it is to act
    screen, controller = make_screen(qtbot, tmp_path / "a", file, pace_ms=60_000)
    screen.new_match(seed=8)
    for _ in range(10):
        snapshot = controller.snapshot()
        if controller.match.engine_to_act:
            break
        if snapshot.can(Action.ROLL):
            screen.board.roll()
        elif snapshot.can(Action.MOVE):
            play_turn_by_dragging(screen, controller)
    match = controller.match
    assert match.engine_to_act and controller.thinking()
    record = json.loads(file.read_text())
    assert record["to_act"] == match.engine_side
    reference = OfflineMatch.from_dict(record, HeuristicEngine(seed=3))
    mark = len(reference.events)
    reference.play_engine_turn()
    shut(screen, controller)

    again, resumed = make_screen(qtbot, tmp_path / "b", file)
    assert resumed.match.position == match.position
    qtbot.waitUntil(lambda: resumed.match.human_to_act or resumed.match.phase == Phase.GAME_OVER, timeout=20000)
    wait_for_player(qtbot, resumed)
    assert [e.text for e in resumed.match.events[mark:]] == [e.text for e in reference.events[mark:]]
    assert resumed.match.position == reference.position


def test_a_money_session_comes_back_with_its_rules_and_the_strength_chosen(qtbot, tmp_path):
    file = tmp_path / "practice-match.json"
    screen, controller = make_screen(qtbot, tmp_path / "a", file, length=0)
    screen.jacoby.setChecked(False)
    screen.beavers.setChecked(True)
    screen.new_match(seed=3)
    for _ in range(3):
        act(qtbot, screen, controller)
    screen.strength.setCurrentIndex(screen.strength.findData("beginner"))
    assert controller.match.engine.strength == Strength.BEGINNER
    shut(screen, controller)
    again, resumed = make_screen(qtbot, tmp_path / "b", file, length=5)
    assert again.settings["practice.beavers"] is False and again.settings["practice.strength"] == "expert"
    match = resumed.match
    assert match.length == 0 and match.beavers and not match.state.jacoby
    assert match.engine.strength == Strength.BEGINNER
    assert again.length.currentData() == 0 and again.strength.currentData() == "beginner"
    assert again.jacoby.isVisible() and not again.jacoby.isChecked() and again.beavers.isChecked()
    mine, theirs = match.score
    assert log_lines(again)[-1] == f"Money session resumed: you {mine}, {ENGINE} {theirs}"


class Resigner(HeuristicEngine):
    """Offers to resign a gammon at its first turn."""

    def resignation_offer(self, position, match, side):
        return GAMMON


def test_a_resignation_on_offer_comes_back_with_its_buttons(qtbot, tmp_path):
    file = tmp_path / "practice-match.json"
    screen, controller = make_screen(qtbot, tmp_path / "a", file, engine_class=Resigner)
    screen.new_match(seed=4)
    for _ in range(10):
        if controller.snapshot().can(Action.ACCEPT):
            break
        act(qtbot, screen, controller)
    assert controller.snapshot().resignation == (1, GAMMON)
    shut(screen, controller)
    again, resumed = make_screen(qtbot, tmp_path / "b", file, engine_class=Resigner)
    snapshot = resumed.snapshot()
    assert snapshot.resignation == (1, GAMMON) and snapshot.can(Action.ACCEPT)
    assert "resigns a gammon" in again.board.scene.banner.text
    assert again.board.buttons["accept"].isVisibleTo(again) and again.board.accept_action.isEnabled()
    again.board.accept_resignation()
    assert resumed.match.phase == Phase.GAME_OVER and resumed.match.score == (2, 0)


def test_a_finished_match_is_not_resumed(qtbot, tmp_path):
    file = tmp_path / "practice-match.json"
    screen, controller = make_screen(qtbot, tmp_path / "a", file, engine_class=Resigner, length=1)
    screen.new_match(seed=4)
    for _ in range(10):
        if controller.match.phase == Phase.MATCH_OVER:
            break
        act(qtbot, screen, controller)
    assert controller.match.phase == Phase.MATCH_OVER
    assert json.loads(file.read_text())["phase"] == "match over"
    shut(screen, controller)
    again, fresh = make_screen(qtbot, tmp_path / "b", file)
    assert not fresh.started() and fresh.match.length == 5
    assert not any("resumed" in line for line in log_lines(again))


def _record_bytes() -> bytes:
    match = OfflineMatch(HeuristicEngine(seed=3), length=5, seed=6)
    match.roll() if match.phase == Phase.ROLL and match.human_to_act else None
    record = match.to_dict()
    record["strength"] = "expert"
    return json.dumps(record).encode()


@pytest.mark.parametrize("damage", ["cut-1", "cut-half", "cut-end", "garbage", "later", "values"])
def test_a_file_that_cannot_be_used_is_set_aside_said_once_and_a_new_match_begins(qtbot, tmp_path, damage):
    file = tmp_path / "practice-match.json"
    whole = _record_bytes()
    data = {
        "cut-1": whole[:1], "cut-half": whole[:len(whole) // 2], "cut-end": whole[:-1],
        "garbage": bytes(range(256)) * 4,
        "later": json.dumps({**json.loads(whole), "version": RECORD_VERSION + 1}).encode(),
        "values": json.dumps({**json.loads(whole), "phase": "thinking"}).encode(),
    }[damage]
    file.write_bytes(data)
    screen, controller = make_screen(qtbot, tmp_path, file)
    (aside,) = [p for p in tmp_path.iterdir() if p.name.startswith("practice-match.broken-")]
    assert aside.read_bytes() == data and not file.exists()
    told = [line for line in log_lines(screen) if str(file) in line]
    assert len(told) == 1 and f"It is kept as {aside}" in told[0]
    if damage == "later":
        assert "written by a newer version of fibsgui" in told[0]
    assert not controller.started() and controller.snapshot().message == "Roll (R) to start the match"
    act(qtbot, screen, controller)  # the first roll: the new match is kept
    assert json.loads(file.read_text())["game_number"] == 1 and aside.read_bytes() == data
    assert len([line for line in log_lines(screen) if str(file) in line]) == 1


def test_a_file_that_cannot_be_read_is_left_alone_and_not_written_over(qtbot, tmp_path):
    file = tmp_path / "practice-match.json"
    file.mkdir()
    (file / "keep").write_text("mine")
    screen, controller = make_screen(qtbot, tmp_path, file)
    (told,) = [line for line in log_lines(screen) if str(file) in line]
    assert "cannot be read" in told and "not saved over it" in told
    for _ in range(3):
        act(qtbot, screen, controller)
    assert controller.started() and not controller.kept()
    assert (file / "keep").read_text() == "mine" and [p.name for p in tmp_path.iterdir()] == ["practice-match.json"]


def _play_on_a_disk_that_refuses(qtbot, tmp_path, file: Path) -> None:
    screen, controller = make_screen(qtbot, tmp_path, file)
    for _ in range(8):
        act(qtbot, screen, controller)
    told = [line for line in log_lines(screen) if "cannot be saved" in line]
    assert len(told) == 1 and str(file.parent) in told[0] and "Play goes on" in told[0]
    assert controller.started() and not controller.kept()
    assert sum(1 for e in controller.match.events if e.kind == EventKind.MOVE) >= 4  # play went on


def test_a_folder_that_refuses_writes_is_said_once_and_play_goes_on(qtbot, tmp_path):
    (tmp_path / "data").write_text("a file where the data folder should be")
    _play_on_a_disk_that_refuses(qtbot, tmp_path, tmp_path / "data" / "practice-match.json")
    assert (tmp_path / "data").read_text() == "a file where the data folder should be"


def test_a_full_disk_is_said_once_and_play_goes_on(qtbot, tmp_path):
    with full_disk(tmp_path / "disk") as disk:
        _play_on_a_disk_that_refuses(qtbot, tmp_path, disk / "practice-match.json")
        assert not [p for p in os.listdir(disk) if p.endswith(".tmp")]  # no temporary left


# -- the questions ---------------------------------------------------------------------------------
def started_screen(qtbot, tmp_path, **kwargs):
    screen, controller = make_screen(qtbot, tmp_path, tmp_path / "practice-match.json", **kwargs)
    screen.new_match(seed=5)
    for _ in range(6):
        act(qtbot, screen, controller)
        if controller.snapshot().can(Action.RESIGN) and controller.match.human_to_act:
            break
    assert controller.snapshot().can(Action.RESIGN)
    return screen, controller


@pytest.mark.parametrize("kind, text", [
    (SINGLE, "Resign a single game?\n\nIf {0} accepts, {0} wins 1 point and leads 1–0."),
    (GAMMON, "Resign a gammon?\n\nIf {0} accepts, {0} wins 2 points and leads 2–0."),
    (BACKGAMMON, "Resign a backgammon?\n\nIf {0} accepts, {0} wins 3 points and leads 3–0."),
])
def test_resigning_asks_in_words_what_it_costs_and_cancel_keeps_the_game(qtbot, tmp_path, kind, text):
    screen, controller = started_screen(qtbot, tmp_path)
    board = screen.board
    events = len(controller.match.events)
    board.resign_actions[kind].trigger()
    box = board.question
    assert box.isVisible() and plain(box.text()) == text.format(ENGINE)
    assert box.checkBox().text() == "Don't ask again" and not box.checkBox().isChecked()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    answer(box, None)
    assert len(controller.match.events) == events and controller.match.phase != Phase.RESIGNED
    board.resign_actions[kind].trigger()
    answer(board.question, board.resign_actions[kind].text())
    assert controller.match.events[events].kind == EventKind.RESIGN
    assert controller.match.events[events].resignation == kind
    assert screen.settings["general.confirm_risky"] is True


def test_the_resign_question_names_the_match_end_and_a_lead_kept(qtbot):
    settings_free = BoardWidget(None)
    qtbot.addWidget(settings_free)
    controller = ScriptedController(match=MatchState(length=5, score=(1, 3), cube=2))
    controller.set(actions=frozenset({Action.RESIGN}), names=("You", "<b>bob</b>"))
    settings_free.set_controller(controller)
    settings_free.resign(SINGLE)
    box = settings_free.question
    assert box.checkBox() is None  # no setting to turn off here
    assert plain(box.text()) == "Resign a single game?\n\nIf <b>bob</b> accepts, <b>bob</b> wins 2 points and the match, 5–1."
    answer(box, None)
    controller.set(match=MatchState(length=7, score=(4, 1), cube=1))
    settings_free.resign(GAMMON)
    assert plain(settings_free.question.text()).endswith("bob</b> wins 2 points; you still lead 4–3.")
    answer(settings_free.question, "Resign a gammon")
    assert controller.calls == [("resign", GAMMON)]
    controller.set(match=MatchState(length=0, score=(0, 0), cube=4))
    settings_free.resign(BACKGAMMON)
    assert plain(settings_free.question.text()).endswith("If <b>bob</b> accepts, <b>bob</b> wins 12 points.")
    answer(settings_free.question, None)
    assert controller.calls == [("resign", GAMMON)]


def test_dont_ask_again_turns_the_questions_off_and_the_setting_turns_them_back(qtbot, tmp_path):
    screen, controller = started_screen(qtbot, tmp_path)
    board = screen.board
    board.resign_actions[SINGLE].trigger()
    box = board.question
    box.checkBox().setChecked(True)
    answer(box, None)  # cancelled: the box does not count
    assert screen.settings["general.confirm_risky"] is True
    assert controller.match.phase != Phase.RESIGNED
    board.resign_actions[SINGLE].trigger()
    box = board.question
    box.checkBox().setChecked(True)
    answer(box, "Resign a single game")
    assert screen.settings["general.confirm_risky"] is False
    assert Settings(screen.settings.path)["general.confirm_risky"] is False  # saved at once
    # the game goes on (the engine rejects or accepts); the next questions are not asked
    wait_for_player(qtbot, controller)
    if controller.match.phase == Phase.GAME_OVER:
        screen.board.next_game()
    screen.ask_new_match()
    assert screen.question is None and controller.match.game_number == 0  # a new match at once

    from fibsgui.ui.settings import SettingsDialog

    dialog = SettingsDialog(screen.settings)
    qtbot.addWidget(dialog)
    assert not dialog.confirm_risky.isChecked()
    dialog.confirm_risky.setChecked(True)
    dialog.accept()
    assert screen.settings["general.confirm_risky"] is True
    act(qtbot, screen, controller)
    screen.ask_new_match()
    assert screen.question is not None and screen.question.isVisible()
    answer(screen.question, None)


def test_a_new_match_during_a_match_asks_first(qtbot, tmp_path):
    file = tmp_path / "practice-match.json"
    screen, controller = started_screen(qtbot, tmp_path)
    match = controller.match
    events = len(match.events)
    screen.new_button.click()
    box = screen.question
    mine, theirs = match.score
    assert plain(box.text()) == (f"Start a new match? You give up the 5-point match against {ENGINE} "
                                 f"(tied at {mine}–{theirs}), and it cannot be resumed.")
    answer(box, None)
    assert controller.match is match and len(match.events) == events
    screen.new_match_action.trigger()
    answer(screen.question, "Start a new match")
    assert controller.match is not match and not controller.started()
    # the match given up does not come back after a restart
    shut(screen, controller)
    again, fresh = make_screen(qtbot, tmp_path / "b", file)
    assert not fresh.started()
    # no question when no match is going on
    again.new_button.click()
    assert again.question is None


# -- quitting --------------------------------------------------------------------------------------
def practice_window(qtbot, tmp_path, practice_file: Path) -> MainWindow:
    settings = settings_in(tmp_path)
    window = MainWindow(settings=settings, window_state_file=str(tmp_path / "window.ini"),
                        practice_file=str(practice_file))
    window.practice.controller.engine_factory = lambda strength: HeuristicEngine(strength, seed=3)
    window.practice.controller.pace_ms = 0
    window.practice.new_match(seed=5)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_quitting_during_a_kept_practice_match_asks_nothing_and_it_comes_back(qtbot, tmp_path):
    file = tmp_path / "data" / "practice-match.json"
    window = practice_window(qtbot, tmp_path, file)
    screen, controller = window.practice, window.practice.controller
    for _ in range(4):
        act(qtbot, screen, controller)
    position = controller.match.position
    assert controller.in_progress() and controller.kept()
    window.close()
    assert not window.isVisible() and window.quit_question is None
    second = MainWindow(settings=settings_in(tmp_path / "2"), window_state_file=str(tmp_path / "w2.ini"),
                        practice_file=str(file))
    qtbot.addWidget(second)
    assert second.practice.controller.match.position == position


def test_quitting_during_a_practice_match_that_cannot_be_kept_asks(qtbot, tmp_path):
    (tmp_path / "data").write_text("not a folder")
    window = practice_window(qtbot, tmp_path, tmp_path / "data" / "practice-match.json")
    screen, controller = window.practice, window.practice.controller
    for _ in range(4):
        act(qtbot, screen, controller)
    assert controller.in_progress() and not controller.kept()
    window.close()
    box = window.quit_question
    assert window.isVisible() and box.isVisible()
    mine, theirs = controller.match.score
    reason = controller.saved.error.strerror
    assert plain(box.text()) == (f"Quit fibsgui?\n\nThe practice match, the 5-point match against {ENGINE} "
                                 f"(tied at {mine}–{theirs}), cannot be saved ({reason}) and ends here.")
    answer(box, None)
    assert window.isVisible()
    window.close()
    answer(window.quit_question, "Quit")
    assert not window.isVisible()
    # with the questions turned off, the window closes at once
    other = practice_window(qtbot, tmp_path / "2", tmp_path / "data" / "practice-match.json")
    other.settings["general.confirm_risky"] = False
    for _ in range(4):
        act(qtbot, other.practice, other.practice.controller)
    assert other.practice.controller.in_progress() and not other.practice.controller.kept()
    other.close()
    assert not other.isVisible() and other.quit_question is None


def test_quitting_before_a_match_or_after_it_asks_nothing(qtbot, tmp_path):
    (tmp_path / "data").write_text("not a folder")
    window = practice_window(qtbot, tmp_path, tmp_path / "data" / "practice-match.json")
    window.close()
    assert not window.isVisible() and window.quit_question is None


async def started_server() -> FakeFibs:
    server = FakeFibs(seed=7)
    await server.start()
    for name in ("alice", "bob", "carol"):
        server.add_account(name, f"{name}_pw")
    return server


def test_an_online_match_asks_before_resigning_and_quitting_and_watching_does_not(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        try:
            alice, bob, carol = (make_window(qtbot, tmp_path, name) for name in ("alice", "bob", "carol"))
            for window, name in ((alice, "alice"), (bob, "bob"), (carol, "carol")):
                await log_in(window, server, name)
            bob.ready_action.trigger()
            await until(lambda: bob.client.state.toggles.get("ready"), what="bob ready")
            alice.players.action_requested.emit("invite", "bob", 3)
            await until(lambda: "invite:alice" in bob.notices.notices, what="the invitation")
            bob.client.command(clip.commands.join, "alice")
            await until(lambda: server.match_of("bob") is not None, what="the match")
            carol.client.command(clip.commands.watch, "alice")
            await until(lambda: carol.client.state.watching == "alice", what="carol watching")
            await until(lambda: can_act(alice) or can_act(bob), what="someone to act")
            sent: list[str] = []
            alice.client.sent.connect(sent.append)
            # resigning online: the question names the opponent; Cancel sends nothing
            await until(lambda: alice.online.controller.snapshot().can(Action.RESIGN), what="alice may resign")
            alice.online.board.resign_actions[GAMMON].trigger()
            box = alice.online.board.question
            assert plain(box.text()) == "Resign a gammon?\n\nIf bob accepts, bob wins 2 points and leads 2–0."
            answer(box, None)
            await until(lambda: True)
            assert not [line for line in sent if line.startswith("resign")]
            # quitting while playing: asked, in the server's terms; Cancel keeps the window and the match
            alice.close()
            box = alice.quit_question
            assert alice.isVisible() and box.isVisible()
            assert plain(box.text()) == ("Quit fibsgui?\n\nYou are playing a match against bob. Quitting leaves "
                                         "it; the server saves it, and you can resume it later by inviting bob "
                                         "again.")
            answer(box, None)
            assert alice.isVisible() and alice.link.playing
            # watching loses nothing: no question
            carol.close()
            assert not carol.isVisible() and carol.quit_question is None
            alice.close()
            answer(alice.quit_question, "Quit")
            assert not alice.isVisible()
            await until(lambda: "alice" not in server.online(), what="alice gone from the server")
        finally:
            await server.close()

    run(qloop, scenario(), timeout=120)
