"""bgammon.org end to end with two and three real main windows against the fake server
(tests/fakebgammon.py), everything done through the windows' own widgets as a player would: the
login dialog (a new account with its e-mail address, logging out and in again), the lobby's
buttons and dialogs (create, join, watch), the board's drags (each step among the targets the board
highlights), the board's buttons (roll, double, take, resign), the game chat's entry, and a
connection the server cuts in the middle of a match."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QEvent, QPointF, Qt
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


def band_names(window: MainWindow) -> tuple[str, str]:
    bands = window.online.board.scene.bands
    return bands[True].name, bands[False].name


def snapshot(window: MainWindow):
    return window.online.controller.snapshot()


# -- acting on a board -------------------------------------------------------------------------------

def drag_one_step(window: MainWindow) -> tuple[int, int]:
    """Take the farthest checker that may move, check that the board highlights exactly its legal
    targets, and drag it with the mouse to the farthest of them. Returns the step."""
    board = window.online.board
    scene, view = board.scene, board.view
    controller = window.online.controller
    turn = controller.turn
    source = max(turn.sources())
    start = scene.stacks[(True, source)][-1].pos()
    send_mouse(view, QEvent.Type.MouseButtonPress, start)
    highlighted = scene.highlighted_targets()
    assert highlighted and highlighted == set(turn.targets(source)), (source, highlighted)
    target = min(highlighted)
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
        finally:
            for window in (alice, bob):
                for client in window.servers.clients():
                    await client.shutdown()
            await server.close()

    run(qloop, scenario(), timeout=120)
