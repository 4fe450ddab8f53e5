"""bgammon.org end to end with two and three real main windows against the fake server
(tests/fakebgammon.py), everything done through the windows' own widgets as a player would: the
login dialog (a new account with its e-mail address, logging out and in again), the lobby's
buttons and dialogs (create, join, watch), the board's drags (each step among the targets the board
highlights), the board's buttons (roll, double, take, resign), the game chat's entry, and a
connection the server cuts in the middle of a match."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest

from fibsgui.bg import OFF, SINGLE
from fibsgui.models.game import Action
from fibsgui.session import Status
from fibsgui.ui.chat import GAME
from fibsgui.ui.mainwindow import MainWindow
from tests.ui.bgammonkit import started_server
from tests.ui.boardkit import send_mouse
from tests.ui.onlinekit import make_window, run, until

LEFT = Qt.MouseButton.LeftButton


# -- the windows -----------------------------------------------------------------------------------

def click(widget) -> None:
    QTest.mouseClick(widget, LEFT)


async def log_in(window: MainWindow, server, name: str, password: str, *, email: str = "") -> None:
    """Log in through the window's login dialog (File > Log in…, or Create account… with
    ``email``), to the bgammon.org server at ``server``."""
    dialog = window.show_login(create_account=bool(email))
    dialog.server_kind.setCurrentIndex(dialog.server_kind.findText("bgammon.org", Qt.MatchFlag.MatchStartsWith))
    assert dialog.kind == "bgammon"
    dialog.server.setCurrentText(f"{server.host}:{server.port}")
    dialog.name.setText(name)
    dialog.password.setText(password)
    if email:
        assert dialog.create.isChecked() and dialog.email.isVisible()
        dialog.repeat.setText(password)
        dialog.email.setText(email)
    dialog.remember.setChecked(False)
    click(dialog.ok_button)
    await until(lambda: window.servers.kind == "bgammon" and window.servers.client.is_logged_in,
                what=f"{name} logged in")
    await until(lambda: not dialog.isVisible(), what="the login dialog closed")


async def windows_logged_in(qtbot, tmp_path, server, *names: str) -> list[MainWindow]:
    windows = [make_window(qtbot, tmp_path, name) for name in names]
    for window, name in zip(windows, names):
        await log_in(window, server, name, f"{name}_pw")
        await until(lambda w=window: w.servers.lobby.create_button.isEnabled(), what="the lobby usable")
    return windows


async def create_match(window: MainWindow, server, points: int, title: str) -> None:
    """Create match… in the lobby, ``points`` points, named ``title``."""
    lobby = window.servers.lobby
    click(lobby.create_button)
    dialog = lobby.create_dialog
    await until(lambda: dialog.isVisible(), what="the create dialog")
    dialog.points.setValue(points)
    dialog.name.setText(title)
    click(dialog.ok_button)
    me = window.servers.client.me
    await until(lambda: server.game_of(me) is not None, what="the match created")
    await until(lambda: window.online.controller.snapshot().names[0] == me, what="the match on the board")


async def pick_in_lobby(window: MainWindow, title: str, button: str) -> None:
    """Refresh the lobby, click the row of the match ``title`` and then Join or Watch."""
    lobby = window.servers.lobby
    click(lobby.refresh_button)

    def row():
        for r in range(lobby.proxy.rowCount()):
            entry = lobby.proxy.data(lobby.proxy.index(r, 0), lobby.model.EntryRole)
            if entry is not None and entry.name == title:
                return r + 1
        return 0

    found = await until(row, what=f"{title!r} in the lobby")
    index = lobby.proxy.index(found - 1, lobby.model.COL_NAME)
    QTest.mouseClick(lobby.view.viewport(), LEFT, pos=lobby.view.visualRect(index).center())
    target = lobby.join_button if button == "join" else lobby.watch_button
    await until(lambda: target.isEnabled(), what=f"{button} enabled")
    other = lobby.watch_button if button == "join" else lobby.join_button
    assert not other.isEnabled()
    click(target)


# -- reading a board ---------------------------------------------------------------------------------

def drawn(window: MainWindow) -> dict[tuple[bool, int], int]:
    """The checkers the board draws: (the bottom player's, location) -> how many."""
    return {key: len(items) for key, items in window.online.board.scene.stacks.items() if items}


def banner(window: MainWindow) -> str:
    return window.online.board.scene.banner.text


def banner_buttons(window: MainWindow) -> list[str]:
    return [button.text for button in window.online.board.scene.banner.buttons]


def click_banner(window: MainWindow, label: str) -> None:
    """Click the banner's button ``label`` with the mouse on the board."""
    board = window.online.board
    button = next(b for b in board.scene.banner.buttons if b.text == label)
    centre = button.mapToScene(button.boundingRect().center())
    send_mouse(board.view, QEvent.Type.MouseButtonPress, centre)
    send_mouse(board.view, QEvent.Type.MouseButtonRelease, centre)


def band_names(window: MainWindow) -> tuple[str, str]:
    bands = window.online.board.scene.bands
    return bands[True].name, bands[False].name


def snapshot(window: MainWindow):
    return window.online.controller.snapshot()


# -- acting on a board -------------------------------------------------------------------------------

def drag_one_step(window: MainWindow) -> tuple[int, int]:
    """Take the farthest checker that may move, check that the board highlights exactly its legal
    targets, and drag it with the mouse to the farthest of its single steps. Returns the step."""
    board = window.online.board
    scene, view = board.scene, board.view
    controller = window.online.controller
    turn = controller.turn
    source = max(turn.sources())
    start = scene.stacks[(True, source)][-1].pos()
    send_mouse(view, QEvent.Type.MouseButtonPress, start)
    highlighted = scene.highlighted_targets()
    # every target, also those over several dice; a single step is dragged here
    assert highlighted and highlighted == set(controller.reach(source)), (source, highlighted)
    assert set(turn.targets(source)) <= highlighted
    target = min(turn.targets(source))
    end = (scene.geometry.tray_rect(True).center() if target == OFF
           else scene.geometry.checker_centre(target, 0))
    for n in range(1, 5):
        send_mouse(view, QEvent.Type.MouseMove, start + (end - start) * (n / 4), buttons=LEFT)
    steps = len(turn.steps)
    send_mouse(view, QEvent.Type.MouseButtonRelease, end)
    after = controller.turn
    assert after is None or len(after.steps) == steps + 1, (source, target)
    return source, target


async def act(window: MainWindow) -> str:
    """One thing for ``window``'s player to do, through the board: the play by drags, Roll, or
    Take. Waits until the window has taken the answer in. The name of what it did ("" nothing)."""
    board = window.online.board
    controller = window.online.controller
    before = controller.snapshot()
    if board.scene.animating():
        return ""
    if Action.MOVE in before.actions and controller.turn is not None:
        while controller.turn is not None and not controller.turn.complete:
            drag_one_step(window)
        done = "move"
    elif Action.ROLL in before.actions:
        assert board.buttons["roll"].isEnabled()
        click(board.buttons["roll"])
        done = "roll"
    elif Action.TAKE in before.actions:
        assert board.buttons["take"].isVisible()
        click(board.buttons["take"])
        done = "take"
    else:
        return ""
    await until(lambda: controller.snapshot() is not before
                and (controller.snapshot().actions != before.actions or controller.snapshot().dice != before.dice
                     or controller.snapshot().position != before.position),
                what=f"{window.servers.client.me}'s {done} taken in")
    return done


async def act_any(*windows: MainWindow) -> MainWindow | None:
    """Let whichever window may act do it; the one that did (None: nobody could yet)."""
    for window in windows:
        if await act(window):
            return window
    await asyncio.sleep(0.01)
    return None


async def open_match(server, alice: MainWindow, bob: MainWindow, points: int, title: str,
                     watcher: MainWindow | None = None):
    """alice creates the match in her lobby, bob joins it from his (and ``watcher`` watches it
    from theirs); returns the server's game."""
    await create_match(alice, server, points, title)
    await pick_in_lobby(bob, title, "join")
    await until(lambda: snapshot(alice).names == ("alice", "bob") and snapshot(bob).names == ("bob", "alice"),
                what="both seated")
    if watcher is not None:
        await pick_in_lobby(watcher, title, "watch")
        await until(lambda: snapshot(watcher).names == ("alice", "bob") and snapshot(watcher).watching,
                    what="watching")
    return server.game_of("alice")


async def opening(server, alice: MainWindow, bob: MainWindow, dice: tuple[int, int]) -> None:
    """The opening roll, alice's die first, each by the board's Roll button."""
    server.set_dice(*dice)
    assert await act(alice) == "roll"
    await until(lambda: Action.ROLL in snapshot(bob).actions, what="bob may roll")
    assert await act(bob) == "roll"


# -- the tests ---------------------------------------------------------------------------------------

def test_a_new_account_made_in_the_login_dialog_logs_in_again(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        window = make_window(qtbot, tmp_path, "dora")
        try:
            window.create_account_action.trigger()
            await log_in(window, server, "Dora", "two words", email="dora@example.org")
            account = server.accounts["dora"]
            assert (account.email, account.password) == ("dora@example.org", "two_words")
            assert window.connection_label.text() == f"Logged in as dora at {server.host}:{server.port}"
            assert "two words" not in window.console.output.toPlainText()
            assert window.logout_action.isEnabled() and not window.login_action.isEnabled()

            window.logout_action.trigger()
            await until(lambda: window.servers.client.connection.status == Status.OFFLINE, what="logged out")
            await until(lambda: server.client("dora") is None, what="gone from the server")
            assert window.connection_label.text() == "Offline"
            assert not window.servers.lobby.create_button.isEnabled()
            assert window.login_action.isEnabled()

            window.login_action.trigger()
            dialog = window.show_login()
            assert not dialog.create.isChecked() and not dialog.email.isVisible()
            await log_in(window, server, "dora", "two words")
            assert server.client("dora").account is account
            assert window.connection_label.text() == f"Logged in as dora at {server.host}:{server.port}"
            await until(lambda: window.servers.lobby.create_button.isEnabled(), what="the lobby usable")
        finally:
            for client in window.servers.clients():
                await client.shutdown()
            await server.close()

    run(qloop, scenario())


def test_a_one_point_match_played_to_its_end_by_drags_on_both_boards(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        alice, bob = await windows_logged_in(qtbot, tmp_path, server, "alice", "bob")
        try:
            game = await open_match(server, alice, bob, 1, "one pointer")
            assert alice.online.title.text() == "alice against bob: 1-point match, 0–0"
            assert bob.online.title.text() == "bob against alice: 1-point match, 0–0"
            await opening(server, alice, bob, (6, 1))
            moves = {"alice": 0, "bob": 0}
            for _ in range(3000):
                if game.winner:
                    break
                acted = await act_any(alice, bob)
                if acted is not None:
                    moves[acted.servers.client.me] += 1
            assert game.winner, "the match did not end"
            assert min(moves.values()) > 10, moves  # many turns on both boards
            winner, loser = (alice, bob) if game.winner == 1 else (bob, alice)
            win_name = winner.servers.client.me
            await until(lambda: banner(winner) and banner(loser), what="the match's end on both boards")
            assert banner(winner) == "You win the match 1–0"
            assert banner(loser) == f"{win_name} wins the match 1–0"
            assert snapshot(winner).match_winner == 0 and snapshot(loser).match_winner == 1
            assert snapshot(winner).match.score == (1, 0) and snapshot(loser).match.score == (0, 1)
            assert winner.online.title.text().endswith("1-point match, 1–0")
            assert loser.online.title.text().endswith("1-point match, 0–1")
            # both boards show the server's last position
            for window, side in ((alice, 0), (bob, 1)):
                assert snapshot(window).position.checkers(0) == game.position.checkers(side)
            # every play went out as single steps dragged on the boards
            for name in ("alice", "bob"):
                assert any(line.startswith("move ") for line in server.client(name).received)

            # Rematch on both boards: the same two play again, from 0–0
            assert banner_buttons(winner) == banner_buttons(loser) == ["Rematch"]
            click_banner(winner, "Rematch")
            await server.wait_for_command(win_name, r"^rematch$")
            await until(lambda: "Your opponent would like to play again." in loser.console.output.toPlainText(),
                        what="the offer told")
            click_banner(loser, "Rematch")
            await until(lambda: all(Action.ROLL in snapshot(w).actions and snapshot(w).match_winner is None
                                    for w in (alice, bob)), what="the rematch on both boards")
            new = server.game_of("alice")
            assert new is not game and new.score == [0, 0] and new.names == ["alice", "bob"]
            assert not banner(alice) and not banner(bob)
            assert alice.online.title.text() == "alice against bob: 1-point match, 0–0"
            assert snapshot(bob).position.checkers(0)[5] == 5 and snapshot(bob).match.score == (0, 0)
        finally:
            for window in (alice, bob):
                for client in window.servers.clients():
                    await client.shutdown()
            await server.close()

    run(qloop, scenario(), timeout=120)


def cube_place(window: MainWindow) -> str:
    """Where the board draws the cube: "centre", "player" (the bottom side's) or "opponent"."""
    scene = window.online.board.scene
    for where in ("centre", "player", "opponent"):
        if scene.cube.pos() == scene.geometry.cube_centre(where):
            return where
    return ""


def log_lines(window: MainWindow) -> list[str]:
    log = window.online.log
    return [log.item(i).text() for i in range(log.count())]


async def same_board(watcher: MainWindow, player: MainWindow, game) -> None:
    """The watcher's board draws what the player's does, and both are the server's position."""
    await until(lambda: player.online.controller.turn is None or not player.online.controller.turn.steps,
                what="no play half made")
    await until(lambda: drawn(watcher) == drawn(player)
                and snapshot(watcher).position.checkers(0) == game.current_position().checkers(0)
                and snapshot(watcher).position.checkers(1) == game.current_position().checkers(1),
                what="the watcher's board as the player's")
    assert snapshot(watcher).match.score == snapshot(player).match.score


def test_a_three_point_match_with_a_double_taken_watched_and_chatted_to_its_end(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        alice, bob, carol = await windows_logged_in(qtbot, tmp_path, server, "alice", "bob", "carol")
        try:
            game = await open_match(server, alice, bob, 3, "three pointer", watcher=carol)
            assert carol.online.title.text() == "Watching alice against bob: 3-point match, 0–0"
            assert band_names(carol) == ("alice", "bob") and band_names(alice) == ("alice", "bob")
            assert band_names(bob) == ("bob", "alice")
            assert carol.online.leave_button.isVisible()
            assert not carol.online.board.buttons["roll"].isEnabled()
            await opening(server, alice, bob, (5, 2))
            await same_board(carol, alice, game)
            assert await act(alice) == "move"  # 5-2 dragged
            await same_board(carol, alice, game)

            # bob doubles with the board's Double button; alice takes with Take
            await until(lambda: Action.DOUBLE in snapshot(bob).actions, what="bob may double")
            assert cube_place(alice) == cube_place(bob) == cube_place(carol) == "centre"
            click(bob.online.board.buttons["double"])
            await until(lambda: Action.TAKE in snapshot(alice).actions, what="the double at alice")
            assert banner(alice) == "bob doubles to 2" and banner(bob) == "You double to 2"
            assert alice.online.board.buttons["take"].isVisible() and alice.online.board.buttons["drop"].isVisible()
            await until(lambda: banner(carol) == "bob doubles to 2", what="the double seen by carol")
            assert await act(alice) == "take"
            for window in (alice, bob, carol):
                await until(lambda w=window: w.online.board.scene.cube.value == 2, what="the cube at 2")
                assert snapshot(window).match.cube == 2
                await until(lambda w=window: not banner(w), what="the double answered")
            assert cube_place(alice) == "player" and cube_place(carol) == "player"  # alice's, at the bottom
            assert cube_place(bob) == "opponent"
            assert "You take; the cube shows 2" in log_lines(alice)
            assert "alice takes; the cube shows 2" in log_lines(bob)
            assert "alice takes; the cube shows 2" in log_lines(carol)
            assert game.cube == 2 and game.cube_owner == 1

            # alice says something in her game tab: bob and carol read it in theirs
            chat = alice.chat
            chat.tabs.setCurrentWidget(chat.views[GAME])
            assert chat.mode.currentData() == "say" and chat.input.isEnabled()
            QTest.keyClicks(chat.input, "good luck, & <b>both</b>")
            QTest.keyClick(chat.input, Qt.Key.Key_Return)
            await server.wait_for_command("alice", r"^say good luck, & <b>both</b>$")
            for window in (bob, carol):
                await until(lambda w=window: "good luck, & <b>both</b>" in w.chat.views[GAME].toPlainText(),
                            what="alice's line")
            assert "good luck, & <b>both</b>" in alice.chat.views[GAME].toPlainText()

            # some turns, carol's board compared with alice's after each
            turns = 0
            while turns < 12:
                acted = await act_any(alice, bob)
                if acted is not None:
                    turns += 1
                    await same_board(carol, alice, game)
                    assert band_names(carol) == ("alice", "bob")
            assert cube_place(carol) == "player" and carol.online.board.scene.cube.value == 2

            # whoever is on roll resigns with the board's Resign menu: a gammon or backgammon at 2
            on_roll = await until(lambda: next((w for w in (alice, bob) if Action.RESIGN in snapshot(w).actions
                                                and Action.ROLL in snapshot(w).actions), None),
                                  what="someone on roll")
            loser_name = on_roll.servers.client.me
            on_roll.online.board.resign_actions[SINGLE].trigger()
            (agree,) = [b for b in on_roll.online.board.question.buttons() if b.text() == "Resign a single game"]
            agree.click()  # after the question that says what it costs
            await until(lambda: game.winner, what="the match over")
            winner, loser = (alice, bob) if on_roll is bob else (bob, alice)
            win_name = winner.servers.client.me
            points = game.score[game.winner - 1]
            assert points in (4, 6) and game.score[2 - game.winner] == 0
            for window in (alice, bob, carol):
                await until(lambda w=window: snapshot(w).match_winner is not None, what="the end on the board")
            assert banner(winner) == f"You win the match {points}–0"
            assert banner(loser) == f"{win_name} wins the match {points}–0"
            assert banner(carol) == f"{win_name} wins the match {points}–0"
            assert f"{loser_name} resigns" in log_lines(carol) and "You resign" in log_lines(on_roll)
            assert alice.online.title.text() == "alice against bob: 3-point match, " + (
                f"{points}–0" if win_name == "alice" else f"0–{points}")
            assert carol.online.title.text() == "Watching alice against bob: 3-point match, " + (
                f"{points}–0" if win_name == "alice" else f"0–{points}")
            # the watcher was never "You"
            assert not [line for line in log_lines(carol) if "You" in line]
            assert "You" not in band_names(carol)
        finally:
            for window in (alice, bob, carol):
                for client in window.servers.clients():
                    await client.shutdown()
            await server.close()

    run(qloop, scenario(), timeout=120)


def test_a_connection_cut_in_the_middle_of_a_match_comes_back_into_it(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        alice, bob = await windows_logged_in(qtbot, tmp_path, server, "alice", "bob")
        try:
            game = await open_match(server, alice, bob, 3, "cut short")
            await opening(server, alice, bob, (4, 1))
            turns = 0
            while turns < 6 or not (alice.online.controller.turn is not None
                                    and Action.MOVE in snapshot(alice).actions):
                turns += bool(await act_any(bob, alice) if turns >= 6 else await act_any(alice, bob))
                assert turns < 60
            # alice has rolled and not moved yet: the server cuts her connection
            before_drawn, before = drawn(alice), snapshot(alice)
            assert before.dice is not None and not alice.online.controller.turn.steps
            title, log_before = alice.online.title.text(), log_lines(alice)
            assert "You roll 4 for the opening" in log_before and len(log_before) > 8
            controller = alice.online.controller
            away = []  # what the board offered while the session was not logged in

            def seen() -> None:
                if alice.servers.client.connection.status is not Status.LOGGED_IN:
                    away.append((controller.turn, controller.snapshot().actions))

            controller.changed.connect(seen)
            server.drop("alice")
            await until(lambda: alice.servers.client.connection.status == Status.RECONNECTING,
                        what="alice reconnecting")
            assert "reconnecting" in alice.connection_label.text()
            scene = alice.online.board.scene
            await until(lambda: scene.bands[True].centre
                        == "The connection was lost: reconnecting, the match goes on when it is back",
                        what="the board says it reconnects")
            assert not snapshot(alice).actions and alice.online.controller.turn is None
            assert drawn(alice) == before_drawn  # the match stays on the board meanwhile
            await until(lambda: "alice left the match" in log_lines(bob), what="bob told")
            assert bob.online.board.scene.bands[True].centre in (
                "alice left the match: waiting for them to come back", "")  # "" : alice is back already

            await until(lambda: alice.servers.client.connection.status == Status.LOGGED_IN, timeout=15,
                        what="alice logged in again")
            assert alice.connection_label.text() == f"Logged in as alice at {server.host}:{server.port}"
            await until(lambda: alice.online.controller.turn is not None, what="alice's turn open again")
            controller.changed.disconnect(seen)
            # nothing to move while away: no turn kept from before the drop, not a checker to drag
            assert away and all(turn is None and not actions for turn, actions in away), away
            assert drawn(alice) == before_drawn and snapshot(alice).dice == before.dice
            assert snapshot(alice).match == before.match and alice.online.title.text() == title
            # the reconnecting words are gone: the band says what to do, as before the drop
            assert scene.bands[True].centre == "Move " + "-".join(str(die) for die in before.dice)
            assert "alice joins the match" in log_lines(bob)
            assert log_lines(alice)[:len(log_before)] == log_before  # the match's log goes on

            # and the match goes on, by drags on both boards
            assert await act(alice) == "move"
            await until(lambda: snapshot(alice).position.checkers(0) == game.current_position().checkers(0),
                        what="alice's play on the server")
            more = 0
            while more < 6:
                more += bool(await act_any(alice, bob))
            await until(lambda: snapshot(bob).position.checkers(0) == game.current_position().checkers(1)
                        and snapshot(alice).position.checkers(0) == game.current_position().checkers(0),
                        what="both boards as the server's")
        finally:
            for window in (alice, bob):
                for client in window.servers.clients():
                    await client.shutdown()
            await server.close()

    run(qloop, scenario(), timeout=120)
