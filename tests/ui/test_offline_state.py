"""After the session ends in the middle of a match (a logout, a refused login after a drop,
reconnecting given up), the main window shows it: no game action on the online board, an empty
player list that offers nothing, no invitation, the online-only actions off, and the state (with
the fault that ended it) in the status bar. Driven end to end against the scripted fake server."""

from __future__ import annotations

import asyncio
import os

from PySide6.QtWidgets import QLabel, QPushButton

from fibsgui.models.game import Action
from fibsgui.session import Fault, Status
from tests.fakefibs import FakeFibs
from tests.ui.onlinekit import log_in, make_window, run, until

SHOTS = "/tmp/shots"



def fake_fibs(*names: str) -> FakeFibs:
    """The scripted server with an account for each of ``names`` (password ``<name>_pw``), to be
    started and closed with ``async with``."""
    server = FakeFibs(seed=5)
    for name in names:
        server.add_account(name, f"{name}_pw")
    return server


def board_actions(window) -> dict[str, bool]:
    """Every game action of the online board, enabled or not."""
    board = window.online.board
    actions = {"roll": board.roll_action, "double": board.double_action, "take": board.take_action,
               "drop": board.drop_action, "accept": board.accept_action, "reject": board.reject_action,
               "undo": board.undo_action, "confirm": board.confirm_action, "space": board.space_action}
    actions.update({f"resign {kind}": action for kind, action in board.resign_actions.items()})
    return {name: action.isEnabled() for name, action in actions.items()}


def offered_to(window, name: str) -> list[str]:
    """The enabled entries of the player list's menu for ``name``."""
    return [action.data() for action in window.players.menu_for(name).actions()
            if action.data() and action.isEnabled()]


async def in_a_match(qtbot, tmp_path, server):
    alice, bob = make_window(qtbot, tmp_path, "alice"), make_window(qtbot, tmp_path, "bob")
    await log_in(alice, server, "alice")
    await log_in(bob, server, "bob")
    bob.ready_action.trigger()
    await until(lambda: bob.client.state.toggles.get("ready"), what="bob ready")
    await until(lambda: "invite" in offered_to(alice, "bob"), what="bob in alice's list")
    alice.players.action_requested.emit("invite", "bob", 3)
    await until(lambda: "invite:alice" in bob.notices.notices, what="the invitation")
    join = [b for b in bob.notices.notices["invite:alice"].findChildren(QPushButton) if b.text() == "Join"]
    join[0].click()
    await until(lambda: server.match_of("alice") is not None, what="the match")
    await until(lambda: Action.RESIGN in alice.online.controller.snapshot().actions, what="alice's board")
    # what must go once alice is offline is there now
    assert board_actions(alice)["resign 1"] and alice.online.leave_button.isVisible()
    # the player list follows a turn of the event loop after the board (who lines go out together)
    await until(lambda: {"invite", "watch", "tell"} <= set(offered_to(alice, "bob")), what="bob's menu")
    assert alice.ready_action.isEnabled() and alice.leave_action.isEnabled()
    for window in (alice, bob):
        window.client.session.backoff_initial = 0.1
        window.client.session.backoff_jitter = 0.0
    return alice, bob


def assert_offline(window, label_words: str) -> None:
    controller = window.online.controller
    assert controller.snapshot().actions == frozenset()
    assert not any(board_actions(window).values()), board_actions(window)
    assert not window.online.leave_button.isVisible() and not window.online.refresh_button.isEnabled()
    assert window.client.state.game is None and window.client.state.me is None
    # the player list: empty (it was the server's), greyed, and its menu offers nothing
    assert window.player_model.rowCount() == 0 and window.games_model.rowCount() == 0
    assert not window.players.view.isEnabled() and offered_to(window, "bob") == []
    window.players.trigger("watch", "bob")  # even asked directly, nothing goes out
    assert not [key for key in window.notices.notices if key.startswith(("invite:", "own:"))]
    # toolbar and menus: only logging in again is offered
    for action in (window.ready_action, window.away_action, window.saved_action, window.leave_action,
                   window.logout_action):
        assert not action.isEnabled(), action.text()
    assert window.login_action.isEnabled() and window.create_account_action.isEnabled()
    # the status bar says so, with the reason
    label = window.connection_label.text()
    assert label.startswith("Offline") and label_words in label, label


def test_after_a_logout_mid_match(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_fibs("alice", "bob") as server:
            alice, bob = await in_a_match(qtbot, tmp_path, server)
            alice.logout_action.trigger()
            await until(lambda: alice.client.connection.status == Status.OFFLINE
                        and alice.player_model.rowCount() == 0, what="alice offline")
            assert_offline(alice, "Offline")
            assert alice.connection_label.text() == "Offline"  # her own doing: no fault to tell
            assert server.saved_match("alice", "bob") is not None  # the match waits on the server
            # the log of the match stays to be read
            assert alice.online.log.count() > 0

    run(qloop, scenario())


def test_after_a_drop_and_a_refused_login(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_fibs("alice", "bob") as server:
            alice, bob = await in_a_match(qtbot, tmp_path, server)
            server.accounts["alice"].password = "changed elsewhere"
            server.drop("alice")
            await until(lambda: alice.client.connection.status == Status.OFFLINE
                        and alice.player_model.rowCount() == 0, what="alice offline")
            assert alice.client.connection.fault is Fault.LOGIN_REFUSED
            assert_offline(alice, "refused the login as alice: wrong name or password")
            notices = [n.findChild(QLabel).text() for n in alice.notices.notices.values()]
            assert any("You are offline" in text and "wrong name or password" in text for text in notices)
            assert "Offline: " in alice.console.output.toPlainText()

    run(qloop, scenario())


def test_after_reconnecting_is_given_up(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_fibs("alice", "bob") as server:
            alice, bob = await in_a_match(qtbot, tmp_path, server)
            alice.client.session.max_reconnect_attempts = 2
            server.refuse_connections = True
            server.drop("alice")
            await until(lambda: alice.client.connection.status in (Status.RECONNECTING, Status.CONNECTING),
                        what="reconnecting")
            # while it tries, the list is what the server last said, greyed, offering nothing
            assert not alice.players.view.isEnabled() and offered_to(alice, "bob") == []
            assert alice.logout_action.isEnabled()  # to stop trying
            # nothing can be sent meanwhile: the board offers no action and says why
            assert not any(board_actions(alice).values()), board_actions(alice)
            assert "reconnecting" in alice.online.controller.snapshot().message
            await until(lambda: alice.client.connection.status == Status.OFFLINE
                        and alice.player_model.rowCount() == 0, what="alice offline", timeout=15)
            assert alice.client.connection.fault is Fault.GAVE_UP
            assert_offline(alice, "the attempts to connect again failed")
            assert "gave up after 2 attempts" in alice.connection_label.toolTip()
            await asyncio.sleep(0.2)  # the list's count follows at a human pace
            assert alice.players.count.text() == "0 of 0"
            os.makedirs(SHOTS, exist_ok=True)
            alice.grab().save(f"{SHOTS}/offline-gave-up.png")

    run(qloop, scenario(), timeout=90)


def test_a_drop_and_a_reconnect_give_the_board_back(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_fibs("alice", "bob") as server:
            alice, bob = await in_a_match(qtbot, tmp_path, server)
            server.refuse_connections = True
            server.drop("alice")
            await until(lambda: alice.client.connection.status in (Status.RECONNECTING, Status.CONNECTING),
                        what="reconnecting")
            assert not any(board_actions(alice).values()), board_actions(alice)
            server.refuse_connections = False
            await until(lambda: alice.client.connection.status == Status.LOGGED_IN, what="back", timeout=15)
            await until(lambda: Action.RESIGN in alice.online.controller.snapshot().actions,
                        what="the board offers the match again", timeout=15)
            assert board_actions(alice)["resign 1"]

    run(qloop, scenario(), timeout=90)


def test_after_a_reconnect_the_player_list_is_the_servers_again(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_fibs("alice", "carol") as server:
            alice, carol = make_window(qtbot, tmp_path, "alice"), make_window(qtbot, tmp_path, "carol")
            await log_in(alice, server, "alice")
            await log_in(carol, server, "carol")
            await until(lambda: alice.client.state.players.get("carol") is not None, what="carol listed")
            alice.client.session.backoff_initial = 0.1
            alice.client.session.backoff_jitter = 0.0
            server.refuse_connections = True
            server.drop("alice")
            await until(lambda: alice.client.connection.status in (Status.RECONNECTING, Status.CONNECTING),
                        what="reconnecting")
            carol.logout_action.trigger()  # she leaves while alice is away
            await until(lambda: carol.client.connection.status == Status.OFFLINE, what="carol gone")
            server.refuse_connections = False
            await until(lambda: alice.client.connection.status == Status.LOGGED_IN, what="back", timeout=15)
            await until(lambda: alice.client.state.players.get("alice") is not None, what="alice's own row")
            await asyncio.sleep(0.3)  # the list follows at a human pace
            names = {alice.player_model.index(row, 0).data() for row in range(alice.player_model.rowCount())}
            assert "carol" not in alice.client.state.players and "carol" not in names, names
            assert "alice" in names

    run(qloop, scenario(), timeout=90)
