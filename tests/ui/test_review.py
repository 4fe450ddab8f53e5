"""The review window: a recorded match moment by moment on the board (checkers drawn as each frame
has them), keys, slider and the move list, a match followed live, practise from here, gnubg's IDs
shown and copied, practice from pasted IDs, match files opened."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from fibsgui.bg import BAR, OFF, MatchState, Position
from fibsgui.config import Settings
from fibsgui.engine import HeuristicEngine, Phase, Strength
from fibsgui.models.offline import OfflineController
from fibsgui.records import Action, MatchInfo, MatchRecord
from fibsgui.records.matfile import write_mat
from fibsgui.ui.ids import IdsDialog, read_ids
from fibsgui.ui.practice import PracticeScreen
from fibsgui.ui.review import ReviewWindow
from tests.records.helpers import play_match


@pytest.fixture
def settings(tmp_path):
    return Settings(tmp_path / "settings.json")


@pytest.fixture(scope="module")
def recorded():
    return play_match(length=5, seed=4)[1]


@pytest.fixture
def review(qtbot, settings, recorded):
    window = ReviewWindow(settings)
    qtbot.addWidget(window)
    window.set_record(recorded)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def drawn(scene) -> dict[tuple[int, int], int]:
    """The checkers the scene draws: (side, location in that side's numbering) -> count."""
    me = scene.snapshot().me
    counts: dict[tuple[int, int], int] = {}
    for (role, location), items in scene.stacks.items():
        side = me if role else 1 - me
        own = location if role or location in (BAR, OFF) else 25 - location
        shown = [item for item in items if item.isVisible()]
        if shown:
            counts[(side, own)] = len(shown)
    return counts


def expected(position: Position) -> dict[tuple[int, int], int]:
    counts = {}
    for side in (0, 1):
        for point in range(1, 25):
            if position.count(side, point):
                counts[(side, point)] = position.count(side, point)
        if position.bar(side):
            counts[(side, BAR)] = position.bar(side)
        if position.off(side):
            counts[(side, OFF)] = position.off(side)
    return counts


def test_every_moment_shows_the_frame_on_the_board(review, recorded):
    assert review.timeline.count() == recorded.frame_count() > 100
    for moment in range(recorded.frame_count()):
        review.go_to(moment)
        _, _, frame = recorded.seek(moment)
        snapshot = review.controller.snapshot()
        assert drawn(review.board.scene) == expected(frame.position), moment
        assert snapshot.match.score == frame.score and snapshot.match.cube == frame.cube
        assert snapshot.match.cube_owner == frame.cube_owner
        assert snapshot.dice == frame.dice
        if frame.dice:  # the dice drawn are the frame's
            values = sorted(die.value for die in review.board.scene.dice if die.isVisible())
            assert values == sorted(frame.dice * (2 if frame.dice[0] == frame.dice[1] else 1))
        assert review.slider.value() == moment
        # the IDs under the board are the frame's, as fibsgui.bg makes them
        assert review.board.ids == (frame.position_id(), frame.match_id())


def test_rows_keys_slider_and_games(review, recorded):
    rows = review.timeline.rows
    headers = [row for row in rows if row.header]
    assert len(headers) == len(recorded.games)
    assert review.moves.item(0).text().startswith("Game 1: ")
    assert review.moves.item(0).font().bold() and not review.moves.item(1).font().bold()
    # one row per roll and its play: the first row after the header covers two moments
    first_game = recorded.games[0].actions
    assert first_game[0].kind == "roll" and first_game[1].kind == "move"
    assert rows[1].moment == 1 and rows[2].moment == 3
    QTest.keyClick(review, Qt.Key.Key_Right)
    assert review.moment == 1 and review.moves.currentRow() == 1
    QTest.keyClick(review, Qt.Key.Key_Right)
    assert review.moment == 2 and review.moves.currentRow() == 1  # the play of the same row
    QTest.keyClick(review, Qt.Key.Key_Left)
    assert review.moment == 1
    QTest.keyClick(review, Qt.Key.Key_Down)  # the next game
    assert review.moment == recorded.moment(1, 0) and review.moves.currentRow() == rows.index(headers[1])
    QTest.keyClick(review, Qt.Key.Key_Right)
    QTest.keyClick(review, Qt.Key.Key_Up)  # the start of this game
    assert review.moment == recorded.moment(1, 0)
    QTest.keyClick(review, Qt.Key.Key_Up)  # at its start: the game before
    assert review.moment == 0
    QTest.keyClick(review, Qt.Key.Key_End)
    assert review.moment == recorded.frame_count() - 1
    QTest.keyClick(review, Qt.Key.Key_Right)
    assert review.moment == recorded.frame_count() - 1
    QTest.keyClick(review, Qt.Key.Key_Home)
    assert review.moment == 0
    review.slider.setValue(40)
    assert review.moment == 40 and review.moves.currentRow() == review.timeline.row_of(40)
    review.moves.setCurrentRow(5)
    assert review.moment == rows[5].moment and review.slider.value() == rows[5].moment
    review.last_button.click()
    assert review.moment == recorded.frame_count() - 1
    # the match's end: the board says who won it
    assert review.controller.snapshot().match_winner == recorded.info.winner
    review.first_button.click()
    assert review.moment == 0


def test_a_board_reviewed_offers_nothing_to_do(review):
    review.go_to(1)
    board = review.board
    assert not any(board.buttons[key].isVisible() for key in ("roll", "double", "undo", "resign", "confirm"))
    assert not board.move_field.isVisible()
    assert not review.controller.snapshot().actions


def grow(record: MatchRecord, source: MatchRecord, upto: int) -> None:
    """Copy ``source``'s games and actions into ``record`` until it holds ``upto`` actions."""
    actions = [(game, action) for game in source.games for action in game.actions]
    for index in range(record.action_count(), min(upto, len(actions))):
        game, action = actions[index]
        if not record.games or record.games[-1].number != game.number:
            record.new_game(number=game.number, score=game.score, crawford=game.crawford)
        record.append(action)


def test_a_match_followed_live_steps_back_and_returns(qtbot, settings, recorded):
    live = MatchRecord(MatchInfo(players=recorded.info.players, length=recorded.info.length, me=None))
    grow(live, recorded, 30)
    window = ReviewWindow(settings)
    qtbot.addWidget(window)
    window.follow(live)
    window.show()
    assert window.moment == live.frame_count() - 1 and not window.live_button.isVisible()
    grow(live, recorded, 31)
    window.record_changed()
    assert window.moment == live.frame_count() - 1  # at the live moment: the new action is shown
    assert drawn(window.board.scene) == expected(live.seek(window.moment)[2].position)
    window.go_to(10)  # a step back while the match goes on
    assert window.live_button.isVisible()
    for upto in (40, 70):  # new games come
        grow(live, recorded, upto)
        window.record_changed()
        assert window.moment == 10 and window.live_button.isVisible()
        assert window.moves.count() == len(window.timeline.rows)
        assert window.slider.maximum() == live.frame_count() - 1
    assert [window.moves.item(n).text() for n in range(window.moves.count())] == [
        row.words() for row in window.timeline.rows]
    window.live_button.click()
    assert window.moment == live.frame_count() - 1 and not window.live_button.isVisible()
    assert drawn(window.board.scene) == expected(live.seek(window.moment)[2].position)
    window.stop_following()
    grow(live, recorded, 80)
    window.record_changed()
    assert window.moment < live.frame_count() - 1 and not window.live_button.isVisible()


def engine_factory(strength):
    return HeuristicEngine(Strength.parse(strength), 1)


@pytest.mark.parametrize("owner", [0, 1])
def test_practise_from_here_starts_from_the_frame(qtbot, settings, recorded, owner):
    from dataclasses import replace

    record = MatchRecord(replace(recorded.info, me=owner), recorded.games)
    settings["board.auto_forced_play"] = False  # the position as it starts, not a forced play made
    controller = OfflineController(engine_factory=engine_factory, pace_ms=60_000)
    practice = PracticeScreen(settings, controller, start=False)
    qtbot.addWidget(practice)
    window = ReviewWindow(settings)
    qtbot.addWidget(window)
    window.set_record(record)
    asked = []
    window.practise_requested.connect(lambda frame, side: asked.append((frame, side)))
    # a moment with a double on offer, one with the dice rolled
    moments = [m for m in range(record.frame_count()) if window.timeline.practice_frame(m) is not None]
    doubled = next(m for m in moments if record.seek(m)[2].match.double_offered)
    rolled = next(m for m in moments[20:] if record.seek(m)[2].dice)
    for moment in (rolled, doubled):
        window.go_to(moment)
        assert window.practise_button.isEnabled()
        window.practise_button.click()
        frame, side = asked[-1]
        assert frame == record.seek(moment)[2] and side == owner
        assert practice.practise_from(frame.position, frame.match, side) == ""
        if moment == doubled:  # the game started from the first moment goes on: asked first
            question = practice.question
            assert question is not None and question.isVisible()
            assert question.text().startswith("Practise from this position? You give up ")
            next(b for b in question.buttons() if b.text() == "Practise from here").click()
        match = controller.match
        # the player is side 0 on the practice board: the owner's side as it was
        mine, theirs = owner, 1 - owner
        assert match.position.checkers(0) == frame.position.checkers(mine)
        assert match.position.checkers(1) == frame.position.checkers(theirs)
        assert match.score == (frame.score[mine], frame.score[theirs])
        assert match.cube == frame.cube and match.length == record.info.length
        assert match.cube_owner == (None if frame.cube_owner is None else (0 if frame.cube_owner == mine else 1))
        assert match.state.crawford == frame.match.crawford
        if moment == rolled:
            on_roll = 0 if frame.match.on_roll == mine else 1
            assert match.phase in (Phase.MOVE, Phase.ROLL) and match.to_act == on_roll
            if match.phase == Phase.MOVE:
                assert tuple(match.dice) == tuple(frame.dice)
        else:
            assert match.phase == Phase.DOUBLED and match.to_act == (0 if frame.match.turn == mine else 1)
        controller.shutdown()
    # the game's end is no place to practise from
    end = record.moment(0, len(record.games[0].actions))
    window.go_to(end)
    assert not window.practise_button.isEnabled()


def test_practice_refused_for_a_match_longer_than_practice_plays(qtbot, settings):
    practice = PracticeScreen(settings, OfflineController(engine_factory=engine_factory), start=False)
    qtbot.addWidget(practice)
    problem = practice.practise_from(Position.initial(0), MatchState(length=31), 0)
    assert problem == "Practice plays matches of up to 25 points."


def test_the_ids_are_copied(review, recorded):
    review.go_to(25)
    frame = recorded.seek(25)[2]
    board = review.board
    assert board.ids_label.isVisible()
    assert board.ids_label.text() == f"Position ID: {frame.position_id()}  Match ID: {frame.match_id()}"
    board.ids_copy.click()
    assert QGuiApplication.clipboard().text() == f"Position ID: {frame.position_id()}\nMatch ID: {frame.match_id()}"
    board.copy_ids("position")
    assert QGuiApplication.clipboard().text() == frame.position_id()
    board.copy_ids("match")
    assert QGuiApplication.clipboard().text() == frame.match_id()


def test_pasted_ids_are_read_and_checked(qtbot, recorded):
    frame = recorded.seek(25)[2]
    position, state, side = read_ids(frame.position_id(), frame.match_id())
    assert position == frame.position and state == frame.match
    assert side == (state.turn if state.double_offered else state.on_roll)
    # gnubg's two printed lines pasted at once
    both = f"Position ID: {frame.position_id()}\nMatch ID: {frame.match_id()}"
    assert read_ids(both, "")[:2] == (frame.position, frame.match)
    only = read_ids("4HPwATDgc/ABMA", "")
    assert only[0] == Position.initial(0) and only[1].length == 0 and only[2] == 0
    assert read_ids("", "") == "no position"
    assert read_ids("4HPwATDgc/AB", "") == "bad position"
    assert read_ids("4HPwATDgc/ABMA", "nonsense") == "bad match"
    dialog = IdsDialog()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled() and dialog.problem.text() == ""
    dialog.position_edit.setText("<b>not an id</b>")
    assert not ok.isEnabled()
    assert dialog.problem.text().startswith("This is not a Position ID")
    assert dialog.problem.textFormat() == Qt.TextFormat.PlainText
    dialog.position_edit.setText(frame.position_id())
    dialog.match_edit.setText("cAkAAAAAAAA")
    assert not ok.isEnabled() and dialog.problem.text().startswith("This is not a Match ID")
    dialog.match_edit.setText(frame.match_id())
    assert ok.isEnabled() and dialog.problem.text() == ""
    assert dialog.result_value[:2] == (frame.position, frame.match)


def test_practice_from_pasted_ids(qtbot, settings):
    controller = OfflineController(engine_factory=engine_factory, pace_ms=0)
    practice = PracticeScreen(settings, controller, start=False)
    qtbot.addWidget(practice)
    practice.show()
    practice.ask_ids()
    dialog = practice.ids_dialog
    # gnubg: 5-point match, 2-1, the player (side 0) on roll with 6-3 to play, cube 2 owned by side 1
    state = MatchState(length=5, score=(2, 1), cube=2, cube_owner=1, on_roll=0, turn=0, dice=(6, 3))
    dialog.position_edit.setText("4HPwATDgc/ABMA")
    dialog.match_edit.setText(state.match_id())
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: controller.match is not None and controller.match.game_number == 1)
    match = controller.match
    assert match.position.checkers(0) == Position.initial(0).checkers(0)
    assert (match.score, match.cube, match.cube_owner, match.length) == ((2, 1), 2, 1, 5)
    assert match.phase == Phase.MOVE and tuple(match.dice) == (6, 3)
    assert practice.length.currentData() == 5
    controller.shutdown()


def test_match_files_open_in_review(qtbot, tmp_path, recorded):
    from tests.ui.onlinekit import make_window

    window = make_window(qtbot, tmp_path, "alice")
    path = tmp_path / "match.mat"
    path.write_text(write_mat(recorded))
    review = window.open_record(str(path))
    assert review is not None and review.isVisible()
    assert review.record.frame_count() == recorded.frame_count()
    review.go_to(50)
    assert drawn(review.board.scene) == expected(recorded.seek(50)[2].position)
    assert window.match_history.open_action.text() == "&Open match file…"
    cut = tmp_path / "cut.sgf"
    cut.write_text("(;nonsense")  # what is read is shown, with what could not be
    shown = window.open_record(str(cut))
    assert shown is not None and shown.problems_label.isVisible()
    assert "the text ends inside a game: cut short" in shown.problems_label.text()
    bad = tmp_path / "bad.sgf"
    bad.write_text("hello")
    assert window.open_record(str(bad)) is None
    assert window.match_history.warning.text() == "bad.sgf cannot be opened: no match could be read from it"
    window.match_history.warning.close()
