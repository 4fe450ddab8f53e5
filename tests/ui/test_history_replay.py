"""Match history and replays: the history dialog, the replay viewer (steps, keys, slider, the
positions and pixels of the board, saving and opening .match files), and both against the fake
bgammon.org server with the real window, client and link."""

from __future__ import annotations

import base64
import os
from datetime import datetime

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from fibsgui.bgammon.events import History, HistoryMatch, Replay
from fibsgui.bgammon.replay import parse_match, write_match
from fibsgui.config import Settings
from fibsgui.ui.history import COL_DATE, COL_OPPONENT, COL_POINTS, COL_RESULT, HistoryDialog
from fibsgui.ui.replay import ReplayViewer
from tests.bgammon.test_replay import _random_game
from tests.ui.bgammonkit import act, can_act
from tests.ui.bgammonkit import log_in as bgammon_log_in
from tests.ui.bgammonkit import make_player, started_server
from tests.ui.onlinekit import make_window, run, until

GAME = """i 1702738670 Guest_385 BOT_tabula 3 1 0 1 1 0
1 r 4-1 13/9 9/8
2 r 6-1 1/7 1/2
1 r 6-5 13/7 7/2
2 r 3-3 bar/3 bar/3 12/15 12/15
1 r 6-2 8/2 8/6
2 r 5-2 12/14 14/19
1 d 2 1
1 r 4-4 24/20 20/16 24/20 20/16
2 t
"""


def plain(text: str) -> str:
    """A shown text without the marks that isolate names from the text around them."""
    return text.replace("\u2068", "").replace("\u2069", "")


@pytest.fixture
def settings(tmp_path):
    s = Settings(tmp_path / "settings.toml")
    s["board.animation_ms"] = 0
    return s


@pytest.fixture
def viewer(qtbot, settings):
    viewer = ReplayViewer(settings)
    qtbot.addWidget(viewer)
    viewer.set_match(parse_match(GAME))
    viewer.show()
    return viewer


# -- the viewer ---------------------------------------------------------------------------------
def test_the_actions_are_listed_in_the_usual_notation(viewer):
    rows = [plain(viewer.moves.item(i).text()) for i in range(viewer.moves.count())]
    assert rows == [
        "Game 1: Guest_385 1 – 0 BOT_tabula",
        "Guest_385 4-1: 13/8",
        "BOT_tabula 6-1: 24/18 24/23",
        "Guest_385 6-5: 13/7*/2*",
        "BOT_tabula 3-3: bar/22(2) 13/10(2)",
        "Guest_385 6-2: 8/2 8/6",
        "BOT_tabula 5-2: 13/6",
        "Guest_385 doubles to 2: taken",
        "Guest_385 4-4: 24/16(2)",
        "BOT_tabula ends the game (resigns or leaves)",
    ]
    assert plain(viewer.windowTitle()) == "Replay: Guest_385 against BOT_tabula"
    assert plain(viewer.caption.text()).startswith("Guest_385 against BOT_tabula: backgammon, 3-point match, ")
    assert not viewer.problems_label.isVisible() and not viewer.note.isVisible()
    # an early end for 1 point with the cube at 2 is no resignation a record can hold: the
    # game is shown from its replay
    assert viewer.record is None and viewer.not_a_record


def test_steps_by_keys_buttons_slider_and_list(viewer):
    frames = viewer.timeline.replays[0].frames
    assert viewer.moment == 0 and viewer.controller.snapshot().position == frames[0].position
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.moment == 2
    assert viewer.moves.currentRow() == 2 and viewer.slider.value() == 2
    QTest.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.moment == 1
    QTest.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.moment == len(frames) - 1
    QTest.keyClick(viewer, Qt.Key.Key_Right)  # past the end: stays
    assert viewer.moment == len(frames) - 1
    QTest.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.moment == 0
    QTest.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.moment == 0
    viewer.slider.setValue(5)
    assert viewer.moment == 5 and viewer.moves.currentRow() == 5
    viewer.moves.setCurrentRow(3)
    assert viewer.moment == 3 and viewer.slider.value() == 3
    viewer.next_button.click()
    assert viewer.moment == 4
    viewer.previous_button.click()
    viewer.previous_button.click()
    assert viewer.moment == 2
    viewer.last_button.click()
    assert viewer.moment == 9
    viewer.first_button.click()
    assert viewer.moment == 0


def test_the_score_cube_and_dice_as_they_were(viewer):
    viewer.go_to(3)
    snapshot = viewer.controller.snapshot()
    assert snapshot.dice == (6, 5) and snapshot.dice_side == 0
    assert snapshot.match.length == 3 and snapshot.match.score == (1, 0) and snapshot.match.cube == 1
    assert plain(viewer.state_label.text()) == (
        "Guest_385 1 – 0 BOT_tabula (match to 3) · cube 1 (centred) · dice 6-5 · pips 151–169 · moment 3 of 9")
    viewer.go_to(7)  # the double taken
    snapshot = viewer.controller.snapshot()
    assert snapshot.match.cube == 2 and snapshot.match.cube_owner == 1 and snapshot.dice is None
    assert "cube 2 (BOT_tabula)" in plain(viewer.state_label.text())
    viewer.last()  # BOT_tabula ends the game: Guest_385 wins 1 point, the score after it
    snapshot = viewer.controller.snapshot()
    assert snapshot.match.score == (2, 0) and snapshot.game_result == (0, 1)
    assert plain(viewer.state_label.text()) == (
        "Guest_385 2 – 0 BOT_tabula (match to 3) · cube 2 (BOT_tabula) · pips 127–150 · Guest_385 wins the game · "
        "moment 9 of 9")


@pytest.mark.parametrize("seed", [1, 2])
def test_the_board_shows_the_positions_of_a_game_played_by_fibsgui_bg(qtbot, settings, seed):
    lines, positions, winner = _random_game(seed)
    viewer = ReplayViewer(settings)
    qtbot.addWidget(viewer)
    viewer.set_match(parse_match(f"i 1700000000 alice bob 5 0 0 {winner} 1 0\n" + "\n".join(lines)))
    viewer.show()
    assert viewer.moves.count() == viewer.timeline.count() == len(lines) + 1
    middle = len(lines) // 2
    for step in (1, 2, middle, len(lines)):
        viewer.go_to(step)
        assert viewer.controller.snapshot().position.board == positions[step - 1].board
        assert viewer.board.scene.controller is viewer.controller
    # the picture follows the steps: the same step draws the same, the next one differs
    viewer.go_to(middle)
    QApplication.processEvents()
    first = viewer.board.view.grab().toImage()
    viewer.go_to(middle + 1)
    QApplication.processEvents()
    after = viewer.board.view.grab().toImage()
    viewer.go_to(middle)
    QApplication.processEvents()
    again = viewer.board.view.grab().toImage()
    assert first == again
    assert first != after


def test_a_tabula_replay_is_drawn_from_its_board(qtbot, settings):
    viewer = ReplayViewer(settings)
    qtbot.addWidget(viewer)
    viewer.set_match(parse_match("i 1 alice bob 1 0 0 1 1 2\n1 r 6-4-2 off/6 off/4 off/2\n2 t\n"))
    viewer.show()
    viewer.go_to(1)
    snapshot = viewer.controller.snapshot()
    assert snapshot.drawable and snapshot.position.waiting(0) == 12 and snapshot.position.waiting(1) == 15
    assert snapshot.dice == (6, 4, 2)
    assert not viewer.note.isVisible()
    assert "tabula" in viewer.caption.text()


def test_moves_that_cannot_be_played_are_said_and_still_listed(qtbot, settings):
    viewer = ReplayViewer(settings)
    qtbot.addWidget(viewer)
    viewer.set_match(parse_match("i 1 alice bob 1 0 0 1 1 0\n1 r 6-1 13/7 8/7\n2 r 6-4 1/7 1/5\n"
                                 "bogus line\n1 r 5-5\n"))
    viewer.show()
    assert viewer.problems_label.isVisible()
    text = viewer.problems_label.text()
    assert text.splitlines() == [
        "Lines of this replay that could not be read or played: 2",
        "line 3: not a legal play for 6-4; the positions stop here (2 r 6-4 1/7 1/5)",
        "line 4: an action starts with the player, 1 or 2, not 'bogus' (bogus line)",
    ]
    viewer.go_to(2)
    assert viewer.note.isVisible() and "could not be played" in viewer.note.text()
    assert not viewer.controller.snapshot().drawable
    assert viewer.moves.count() == 4


def test_replay_text_is_plain_text(qtbot, settings):
    viewer = ReplayViewer(settings)
    qtbot.addWidget(viewer)
    viewer.set_match(parse_match("i 1 <b>bold</b> <img&nbsp;src=x> 1 0 0 1 1 0\n1 t\n"))
    for label in (viewer.caption, viewer.state_label, viewer.problems_label, viewer.note, viewer.status):
        assert label.textFormat() == Qt.TextFormat.PlainText
    assert "<b>bold</b>" in viewer.caption.text()
    viewer.set_match(parse_match("i 1 a b 1 0 0 1 1 0\n\u202ex\n"))
    assert viewer.problems_label.text().endswith("\u202ex)\u202c")  # the override closed


# -- saving and opening ---------------------------------------------------------------------------
def answer_next_question(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(10, answer)
    QTimer.singleShot(0, answer)


def test_save_as_match_never_replaces_a_file_without_asking(viewer, tmp_path):
    path = tmp_path / "game.match"
    assert viewer.save_to(str(path))
    data = path.read_bytes()
    assert data == b"bgammon-replay 00000024\n" + GAME.encode()
    assert parse_match(data).games[0].actions == viewer.games[0].actions
    assert [n for n in os.listdir(tmp_path) if n != "settings.toml"] == ["game.match"]  # no temporary left
    assert viewer.status.text() == "Saved as game.match"

    path.write_bytes(b"kept")
    seen: list[str] = []
    answer_next_question(QMessageBox.StandardButton.No, seen)
    assert not viewer.save_to(str(path))
    assert seen == ["game.match already exists. Replace it with this replay?"]
    assert path.read_bytes() == b"kept" and "kept as it was" in viewer.status.text()
    answer_next_question(QMessageBox.StandardButton.Yes, seen)
    assert viewer.save_to(str(path))
    assert path.read_bytes() == data

    missing = tmp_path / "no such folder" / "game.match"
    assert not viewer.save_to(str(missing))
    assert viewer.status.text().startswith("Could not save game.match: ")


def test_games_of_one_match_are_saved_together(qtbot, settings, tmp_path):
    viewer = ReplayViewer(settings)
    qtbot.addWidget(viewer)
    second = GAME.replace("1702738670", "1702739999").replace(" 3 1 0 1 1 0", " 3 2 0 2 1 0")
    other = GAME.replace("BOT_tabula", "carol")
    viewer.show()
    for text in (second, GAME):
        viewer.add_game(parse_match(text).games[0])
    assert viewer.accepts(parse_match(GAME).games[0]) and not viewer.accepts(parse_match(other).games[0])
    assert [g.info.timestamp for g in viewer.games] == [1702738670, 1702739999]  # in the match's order
    headers = [plain(viewer.moves.item(n).text()) for n, row in enumerate(viewer.timeline.rows) if row.header]
    assert headers == ["Game 1: Guest_385 1 – 0 BOT_tabula", "Game 2: Guest_385 2 – 0 BOT_tabula"]
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    QTest.keyClick(viewer, Qt.Key.Key_Down)  # the next game
    assert viewer.moment == 10 and viewer.timeline.game_of(viewer.moment) == 1
    path = tmp_path / "match.match"
    assert viewer.save_to(str(path))
    data = path.read_bytes()
    assert data == write_match([GAME, second])
    offsets = [int(line.split()[1]) for line in data.split(b"\n")[:2]]
    assert data[offsets[0]:].startswith(b"i 1702738670 ") and data[offsets[1]:].startswith(b"i 1702739999 ")


def test_open_replay_file(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, "alice")
    history = window.match_history
    assert history.open_action in window.file_menu.actions() and history.open_action.isEnabled()
    path = tmp_path / "saved.match"
    path.write_bytes(write_match([GAME, GAME.replace("1702738670", "1702739999")]))
    viewer = history.open_file(str(path))
    assert viewer is not None and viewer.isVisible() and len(viewer.games) == 2
    assert viewer.moves.count() == 20  # a header and 9 actions a game

    big = tmp_path / "big.match"
    with open(big, "wb") as handle:
        handle.truncate(10 * 1024 * 1024)
    assert history.open_file(str(big)) is None
    assert history.warning.text() == "big.match cannot be opened: it is larger than 2 MB, more than any replay"
    empty = tmp_path / "empty.match"
    empty.write_bytes(b"")
    assert history.open_file(str(empty)) is None
    assert history.warning.text() == "empty.match holds no game of bgammon.org."
    assert history.open_file(str(tmp_path / "gone.match")) is None
    assert history.warning.text().startswith("gone.match cannot be opened: ")
    os.mkfifo(tmp_path / "pipe.match")  # opening it would wait for a writer
    assert history.open_file(str(tmp_path / "pipe.match")) is None
    assert history.warning.text() == "pipe.match cannot be opened: it is not a file"
    history.warning.close()


# -- the history dialog -----------------------------------------------------------------------------
def history_event(page: int = 1, pages: int = 2) -> History:
    return History(page, pages, (
        HistoryMatch(101, 1702738670, 5, "bob", 1),
        HistoryMatch(102, 1702800000, 1, "carol<b>", 2),
    ), (("CasualBackgammonSingle", 1512), ("CasualTabulaMulti", 1490)), player="alice")


def test_history_dialog_shows_a_page_with_its_ratings(qtbot):
    dialog = HistoryDialog()
    qtbot.addWidget(dialog)
    asked, replays = [], []
    dialog.history_requested.connect(lambda name, page: asked.append((name, page)))
    dialog.replay_requested.connect(replays.append)
    dialog.name_edit.setText("alice")
    dialog.show_button.click()
    assert asked == [("alice", 1)]
    dialog.show_history(history_event())
    table = dialog.table
    assert table.rowCount() == 2
    cells = [[table.item(r, c).text() for c in (COL_POINTS, COL_OPPONENT, COL_RESULT)] for r in range(2)]
    assert cells == [["5", "bob", "Won"], ["1", "carol<b>", "Lost"]]
    local = datetime.fromtimestamp(1702738670)
    date = table.item(0, COL_DATE).text()
    assert str(local.year)[-2:] in date and f"{local.minute:02d}" in date and str(local.day) in date
    assert dialog.page_label.text() == "Page 1 of 2"
    assert plain(dialog.ratings.text()) == "Ratings of alice: Backgammon, 1 point: 1512; Tabula, longer matches: 1490"
    assert not dialog.previous_button.isEnabled() and dialog.next_button.isEnabled()
    assert not dialog.replay_button.isEnabled()
    dialog.next_button.click()
    assert asked[-1] == ("alice", 2)
    dialog.show_history(history_event(2, 2))
    assert dialog.previous_button.isEnabled() and not dialog.next_button.isEnabled()
    dialog.previous_button.click()
    assert asked[-1] == ("alice", 1)
    table.selectRow(1)
    assert dialog.replay_button.isEnabled()
    dialog.replay_button.click()
    assert replays == [102]
    dialog.name_edit.setText("")
    dialog.show_button.click()
    assert dialog.status.text() == "Type the name of a player." and len(asked) == 3


def test_history_dialog_with_no_matches_and_hostile_timestamps(qtbot):
    dialog = HistoryDialog()
    qtbot.addWidget(dialog)
    dialog.show_history(History(1, 1, (HistoryMatch(1, -5, 1, "x", 0), HistoryMatch(2, 2**62, 1, "y", 7)),
                                player="bob"))
    assert [dialog.table.item(r, COL_DATE).text() for r in range(2)] == ["—", "—"]
    assert [dialog.table.item(r, COL_RESULT).text() for r in range(2)] == ["—", "—"]
    dialog.show_history(History(1, 1, (), player="bob"))
    assert dialog.table.rowCount() == 0 and dialog.status.text() == "No matches on this page."


# -- against the fake server ---------------------------------------------------------------------------
async def log_in_window(window, server, name: str) -> None:
    dialog = window.show_login()
    dialog.set_kind("bgammon")
    dialog.server.setCurrentText(f"{server.host}:{server.port}")
    dialog.name.setText(name)
    dialog.password.setText(f"{name}_pw")
    dialog.remember.setChecked(False)
    dialog.submit()
    await until(lambda: window.servers.kind == "bgammon" and window.servers.client.is_logged_in,
                what=f"{name} logged in")


def test_history_and_a_replay_of_a_game_played_on_the_server(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        alice, bob = make_player(tmp_path, "alice"), make_player(tmp_path, "bob")
        window = make_window(qtbot, tmp_path, "carol")
        try:
            history = window.match_history
            assert not history.history_action.isVisible()  # no server yet: nothing to ask
            await bgammon_log_in(alice, server)
            await bgammon_log_in(bob, server)
            alice.link.create_match(1, 0, "")
            game = await until(lambda: server.game_of("alice"), what="the match created")
            bob.link.join_match(str(game.id))
            await until(lambda: alice.controller.snapshot().names == ("alice", "bob"), what="bob seated")
            server.set_dice(5, 2)
            for _ in range(8):  # the opening and a few turns
                await until(lambda: can_act(alice) or can_act(bob), what="someone's turn")
                await act(alice if can_act(alice) else bob)
            await until(lambda: can_act(alice) or can_act(bob), what="someone's turn")
            on_turn = 1 if can_act(alice) else 2  # alice made the match: she is player 1
            (alice if on_turn == 1 else bob).controller.resign(1)
            await until(lambda: game.replays, what="the game over")
            lines = game.replays[0]
            assert lines[-1] == f"{on_turn} t" and len(lines) > 4

            await log_in_window(window, server, "carol")
            sent: list[str] = []
            window.servers.client.sent.connect(sent.append)
            assert history.history_action in window.server_menu.actions()
            assert history.history_action.isVisible() and history.history_action.isEnabled()
            history.history_action.trigger()
            dialog = history.dialog
            assert dialog.isVisible() and dialog.name_edit.text() == "carol"
            dialog.name_edit.setText("alice")
            qtbot.mouseClick(dialog.show_button, Qt.MouseButton.LeftButton)
            await until(lambda: dialog.table.rowCount() == 1, what="alice's history")
            assert sent == ["history alice"]
            assert [dialog.table.item(0, c).text() for c in (COL_POINTS, COL_OPPONENT, COL_RESULT)] == [
                "1", "bob", "Lost" if on_turn == 1 else "Won"]
            assert dialog.page_label.text() == "Page 1 of 1"
            dialog.table.selectRow(0)
            qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
            viewer = await until(lambda: history.viewers[0] if history.viewers else None, what="the replay")
            assert sent == ["history alice", f"replay {game.id * 100 + 1}"]
            # a backgammon game played by the rules: shown as a match record
            assert viewer.isVisible() and viewer.record is not None and not viewer.problems_label.isVisible()
            # the header, a row a roll, and the resignation as offered, accepted and the game's end
            assert viewer.moves.count() == len(lines) + 2
            end = viewer.record.games[0].end
            # what the board made the resignation worth, as the replay's metadata says
            assert (end.side, end.points, end.how) == (2 - on_turn, int(lines[0].split()[8]), "resign")
            viewer.last()
            winner = "bob" if on_turn == 1 else "alice"
            last = viewer.timeline.count() - 1
            assert plain(viewer.state_label.text()).endswith(f"{winner} wins the game · moment {last} of {last}")
            # the same game again goes to the same viewer; an unknown one is said
            window.link.replay(9999)
            await until(lambda: dialog.status.text() == "The server has no replay of that game.",
                        what="no such replay")
            await window.servers.client.shutdown()
            assert not history.history_action.isEnabled()
        finally:
            for player in (alice, bob):
                await player.client.shutdown()
            for client in window.servers.clients():
                await client.shutdown()
            await server.close()

    run(qloop, scenario())


def test_asking_during_a_match_asks_the_player_first(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        bob = make_player(tmp_path, "bob")
        window = make_window(qtbot, tmp_path, "alice")
        try:
            await log_in_window(window, server, "alice")
            await bgammon_log_in(bob, server)
            window.link.create_match(1, 0, "")
            game = await until(lambda: server.game_of("alice"), what="the match created")
            bob.link.join_match(str(game.id))
            await until(lambda: window.link.playing and window.link.opponent == "bob", what="alice playing bob")
            sent: list[str] = []
            window.servers.client.sent.connect(sent.append)
            history = window.match_history
            dialog = history.show_dialog()
            assert dialog.name_edit.text() == "alice"
            dialog.show_button.click()
            box = history.question
            assert box is not None and box.isVisible()
            assert plain(box.text()) == ("The server takes you out of your match against bob when you ask "
                                         "for a history or a replay. Leave the match and ask?")
            box.button(QMessageBox.StandardButton.No).click()
            await until(lambda: history.question is None, what="the question answered")
            assert sent == [] and server.game_of("alice") is game
            history.ask_replay(7)
            history.question.button(QMessageBox.StandardButton.No).click()
            dialog.show_button.click()
            history.question.button(QMessageBox.StandardButton.Yes).click()
            await until(lambda: sent == ["history alice"], what="the history asked")
            await until(lambda: not window.link.playing, what="alice out of the match")
            await until(lambda: dialog.page_label.text() == "Page 1 of 1", what="the answer")
            # out of the match, the next question goes at once
            dialog.show_button.click()
            await until(lambda: sent == ["history alice", "history alice"], what="asked again")
            assert history.question is None
        finally:
            await bob.client.shutdown()
            for client in window.servers.clients():
                await client.shutdown()
            await server.close()

    run(qloop, scenario())


def test_a_replay_answer_too_large_or_empty_is_said(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, "alice")
    history = window.match_history
    assert history.show_replay(Replay(5, "")) is None
    assert window.statusBar().currentMessage() == "The server has no replay of that game."
    content = base64.b64decode(base64.b64encode(GAME.encode())).decode()
    viewer = history.show_replay(Replay(5, content))
    assert viewer is not None and viewer.moves.count() == 10
    assert history.show_replay(Replay(6, content.replace("1702738670", "1702739999"))) is viewer
    assert len(viewer.games) == 2 and len(history.viewers) == 1
    assert viewer.timeline.game_of(viewer.moment) == 1  # the game added is shown
    assert history.show_replay(Replay(5, content)) is viewer  # asked again: shown, not added
    assert len(viewer.games) == 2 and viewer.moment == 0


def test_the_history_is_offered_only_by_a_server_that_has_one(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, "alice")
    history = window.match_history
    for features, logged_in, shown, enabled in (
            (frozenset({"players", "games", "saved"}), True, False, False),  # FIBS's kind
            (frozenset({"lobby", "history", "replay"}), False, True, False),
            (frozenset({"lobby", "history", "replay"}), True, True, True)):
        history.update(features, logged_in)
        assert history.history_action.isVisible() is shown
        assert history.history_action.isEnabled() is enabled
