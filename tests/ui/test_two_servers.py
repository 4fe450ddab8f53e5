"""One window for two servers: the login dialog's requests for FIBS and bgammon.org, the window
switching from FIBS to bgammon.org and back (what each server offers shown, the board's controller
swapped, the other link's signals no longer heard), and a bgammon.org match end to end with the
real client, link and controller against the fake server."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from fibsgui.config import Settings
from fibsgui.models.bgammon import BgammonLink
from fibsgui.models.bgammon_game import BgammonGameController
from fibsgui.models.fibs import FibsLink
from fibsgui.models.game import Action
from fibsgui.models.lobby import LobbyTableModel
from fibsgui.models.online import OnlineClient, OnlineGameController
from fibsgui.session import Status
from fibsgui.ui.chat import GAME, SHOUT
from fibsgui.ui.login import LoginDialog
from tests.fakefibs import FakeFibs
from tests.ui.bgammonkit import log_in as bgammon_log_in
from tests.ui.bgammonkit import make_player, started_server
from tests.ui.onlinekit import make_window, run, until


@pytest.fixture
def settings(tmp_path):
    return Settings(tmp_path / "settings.toml")


# -- the login dialog ---------------------------------------------------------------------------------

def test_the_dialog_offers_both_servers_with_their_addresses(qtbot, settings):
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    assert [dialog.server_kind.itemText(i) for i in range(dialog.server_kind.count())] == [
        "FIBS (fibs.com:4321)", "bgammon.org (bgammon.org:1337)"]
    assert dialog.kind == "fibs" and dialog.server.currentText() == "fibs.com:4321"
    assert dialog.windowTitle() == "Log in to FIBS"
    dialog.set_kind("bgammon")
    assert dialog.server.currentText() == "bgammon.org:1337" and dialog.windowTitle() == "Log in to bgammon.org"
    dialog.server.setCurrentText("localhost")  # no port: bgammon.org's
    request = dialog.validate()
    assert (request.server, request.host, request.port) == ("bgammon", "localhost", 1337)


def test_a_bgammon_guest_login_needs_no_name(qtbot, settings):
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    requests = []
    dialog.login_requested.connect(requests.append)
    dialog.set_kind("bgammon")
    dialog.name.clear()
    dialog.password.setText("ignored")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    (request,) = requests
    assert (request.server, request.name, request.password, request.guest) == ("bgammon", "", "", True)
    assert not request.remember and not request.create_account
    # FIBS has no guests
    dialog.show_error("")
    dialog.set_kind("fibs")
    dialog.name.clear()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert len(requests) == 1 and dialog.error.text() == "Enter your FIBS name."


def test_a_new_bgammon_account_asks_for_an_email_address(qtbot, settings):
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    requests = []
    dialog.login_requested.connect(requests.append)
    dialog.set_kind("bgammon")
    assert not dialog.email.isVisible()
    dialog.create.setChecked(True)
    assert dialog.email.isVisible() and dialog.windowTitle() == "Create a bgammon.org account"
    dialog.name.setText("carol")
    dialog.password.setText("two words")
    dialog.repeat.setText("two words")
    dialog.submit()
    assert requests == [] and "e-mail address" in dialog.error.text()
    dialog.email.setText("carol@example.org")
    dialog.submit()
    (request,) = requests
    assert (request.server, request.name, request.password, request.email, request.create_account) == (
        "bgammon", "carol", "two words", "carol@example.org", True)
    assert "two words" not in repr(request) and "carol@example.org" in repr(request)
    # the e-mail address belongs to bgammon.org only
    dialog.stop()
    dialog.set_kind("fibs")
    assert not dialog.email.isVisible()
    dialog.name.setText("carol")
    dialog.password.setText("secret")
    dialog.repeat.setText("secret")
    dialog.submit()
    assert requests[-1].server == "fibs" and requests[-1].email == ""


def test_bgammon_names_are_checked(qtbot, settings):
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    dialog.set_kind("bgammon")
    dialog.password.setText("pw")
    for name, words in (("12345", "not only digits"), ("bad name", "letters, digits"),
                        ("a" * 18 + "b", "at most 18")):
        dialog.name.setMaxLength(40)
        dialog.name.setText(name)
        with pytest.raises(ValueError, match=words):
            dialog.validate()
    dialog.name.setText("alice")
    dialog.password.clear()
    with pytest.raises(ValueError, match="guest"):
        dialog.validate()


def test_each_server_keeps_its_own_address_and_name(qtbot, settings, tmp_path):
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    dialog.server.setCurrentText("localhost:4000")
    dialog.name.setText("alice")
    dialog.password.setText("alice_pw")
    dialog.remember_success(dialog.validate())
    dialog.set_kind("bgammon")
    assert dialog.name.text() == "" and dialog.password.text() == ""  # nothing of FIBS's account
    dialog.server.setCurrentText("127.0.0.1:5000")
    dialog.name.setText("AliceBG")
    dialog.password.setText("bg pw")
    dialog.remember_success(dialog.validate())
    again = Settings(tmp_path / "settings.toml")
    assert (again["server.host"], again["server.port"], again["account.name"]) == ("localhost", 4000, "alice")
    assert (again["bgammon.host"], again["bgammon.port"], again["bgammon.name"]) == ("127.0.0.1", 5000, "AliceBG")
    assert again["bgammon.recent"][0] == "127.0.0.1:5000" and again["server.kind"] == "bgammon"
    text = (tmp_path / "settings.toml").read_text()
    assert "alice_pw" not in text and "bg pw" not in text
    # a new dialog opens on the server of the last login, and each choice brings its own fields back
    fresh = LoginDialog(again)
    qtbot.addWidget(fresh)
    assert fresh.kind == "bgammon" and fresh.server.currentText() == "127.0.0.1:5000"
    assert fresh.name.text() == "AliceBG"
    fresh.set_kind("fibs")
    assert fresh.server.currentText() == "localhost:4000" and fresh.name.text() == "alice"


# -- the window ---------------------------------------------------------------------------------------

async def log_in(window, kind: str, server, name: str, password: str | None = None) -> None:
    """Log ``window`` in through its dialog, to ``server`` of ``kind``."""
    dialog = window.show_login()
    dialog.set_kind(kind)
    dialog.server.setCurrentText(f"{server.host}:{server.port}")
    dialog.name.setText(name)
    dialog.password.setText(password if password is not None else f"{name}_pw")
    dialog.remember.setChecked(False)
    dialog.submit()
    await until(lambda: window.servers.kind == kind and window.servers.client.is_logged_in
                if kind == "bgammon" else window.client.connection.status == Status.LOGGED_IN,
                what=f"{name} logged in to {kind}")
    await until(lambda: not dialog.isVisible(), what="login dialog closed")


async def log_out(window) -> None:
    client = window.servers.client
    window.log_out()
    await until(lambda: client.connection.status == Status.OFFLINE, what="offline")


def offered_chat(window) -> list[str]:
    chat = window.chat
    chat.tabs.setCurrentWidget(chat.views[GAME])
    return [chat.mode.itemData(i) for i in range(chat.mode.count())]


def assert_fibs_shown(window, fibs_client, fibs_link, fibs_controller) -> None:
    assert window.client is fibs_client and window.link is fibs_link
    assert window.online.controller is fibs_controller
    assert window.players_dock.widget() is window.players and window.games_dock.widget() is window.games
    assert window.games_dock.windowTitle() == "Games"
    assert window.players_dock.widget() is window.players and window.players_dock.windowTitle() == "Players"
    for action in (window.ready_action, window.away_action, window.saved_action):
        assert action.isVisible() and action.isEnabled(), action.text()
    assert window.chat.tabs.isTabVisible(window.chat.tabs.indexOf(window.chat.views[SHOUT]))
    assert window.online.refresh_button.isVisibleTo(window.online)


def test_switching_from_fibs_to_bgammon_and_back(qtbot, qloop, tmp_path):
    async def scenario():
        fibs = FakeFibs(seed=7)
        await fibs.start()
        fibs.add_account("alice", "alice_pw")
        bgammon = await started_server()
        window = make_window(qtbot, tmp_path, "alice")
        try:
            fibs_client, fibs_link = window.client, window.link
            fibs_controller = window.online.controller
            assert isinstance(fibs_client, OnlineClient) and isinstance(fibs_link, FibsLink)
            assert isinstance(fibs_controller, OnlineGameController)
            await log_in(window, "fibs", fibs, "alice")
            assert_fibs_shown(window, fibs_client, fibs_link, fibs_controller)
            assert window.connection_label.text().startswith("Logged in as alice at")
            await log_out(window)

            await log_in(window, "bgammon", bgammon, "alice")
            link = window.link
            assert isinstance(link, BgammonLink) and window.client is fibs_client  # still FIBS's client
            assert isinstance(window.online.controller, BgammonGameController)
            assert window.connection_label.text() == f"Logged in as alice at {bgammon.host}:{bgammon.port}"
            # no player list: the players dock shows the players alice follows
            assert window.players_dock.widget() is window.servers.following
            assert window.players_dock.windowTitle() == "Following"
            assert window.games_dock.widget() is window.servers.lobby
            assert window.games_dock.windowTitle() == "Lobby"
            for action in (window.ready_action, window.away_action, window.saved_action):
                assert not action.isVisible() and not action.isEnabled(), action.text()
            assert not window.chat.tabs.isTabVisible(window.chat.tabs.indexOf(window.chat.views[SHOUT]))
            assert not window.online.refresh_button.isVisibleTo(window.online)
            assert window.online.title.text() == "No match: create one or join one in the lobby"
            assert "alice_pw" not in window.console.output.toPlainText()  # the password is never shown
            await until(lambda: window.servers.lobby.create_button.isEnabled(), what="the lobby usable")
            # FIBS's link is no longer heard; bgammon.org's is
            fibs_link.problem.emit("a problem of FIBS")
            assert window.statusBar().currentMessage() != "a problem of FIBS"
            link.problem.emit("a problem of bgammon.org")
            assert window.statusBar().currentMessage() == "a problem of bgammon.org"
            await log_out(window)
            assert not window.servers.lobby.create_button.isEnabled()

            await log_in(window, "fibs", fibs, "alice")
            assert_fibs_shown(window, fibs_client, fibs_link, fibs_controller)
            link.problem.emit("bgammon.org again")
            assert window.statusBar().currentMessage() != "bgammon.org again"
            assert window.servers.lobby_model.rowCount() == 0
            await log_out(window)
        finally:
            for client in window.servers.clients():
                await client.shutdown()
            await fibs.close()
            await bgammon.close()

    run(qloop, scenario())


def test_a_bgammon_match_created_in_the_window_and_joined_by_another_client(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        window = make_window(qtbot, tmp_path, "alice")
        bob = make_player(tmp_path, "bob")
        try:
            await log_in(window, "bgammon", server, "alice")
            await bgammon_log_in(bob, server)
            lobby = window.servers.lobby
            dialog = lobby.open_create()
            dialog.points.setValue(1)
            dialog.name.setText("window match")
            dialog.ok_button.click()
            game = await until(lambda: server.game_of("alice"), what="the match created")
            await until(lambda: window.online.title.text() == "alice: 1-point match, waiting for an opponent",
                        what="the title of a match nobody joined yet")
            assert window.stack.currentWidget() is window.online
            assert window.online.leave_button.isVisibleTo(window.online)
            assert window.leave_action.isEnabled()
            qtbot.mouseClick(lobby.refresh_button, Qt.MouseButton.LeftButton)
            await until(lambda: any(e.name == "window match" for e in window.servers.lobby_model.entries()),
                        what="the match in alice's lobby")
            assert "create public 1 0 window match" in window.console.output.toPlainText()

            bob.link.refresh_lobby()
            entry = await until(lambda: next((e for lobby_ in bob.lobbies for e in lobby_
                                              if e.name == "window match"), None), what="the match in bob's lobby")
            bob.link.join_match(entry.id)
            controller = window.online.controller
            await until(lambda: controller.snapshot().names == ("alice", "bob"), what="bob seated")
            snap = controller.snapshot()
            assert snap.position.checkers(0) == game.position.checkers(0)
            assert snap.position.checkers(1) == game.position.checkers(1)
            assert snap.position.checkers(0)[23] == 2 and snap.match.length == 1
            assert window.online.title.text() == "alice against bob: 1-point match, 0–0"
            assert offered_chat(window) == ["say"]

            # the opening roll through the board, then alice's first play as a drag would make it
            server.set_dice(5, 2)
            await until(lambda: Action.ROLL in controller.snapshot().actions, what="alice may roll")
            window.online.board.roll_action.trigger()
            await until(lambda: Action.ROLL in bob.controller.snapshot().actions, what="bob may roll")
            bob.controller.roll()
            await until(lambda: controller.turn is not None, what="alice's turn with 5-2")
            assert sorted(controller.snapshot().dice) == [2, 5]
            before = game.position
            play = next(iter(controller.turn.legal))
            for move in play:
                assert controller.step(move.from_point, move.to_point)
            if controller.turn is not None:
                assert controller.confirm()
            await until(lambda: game.position != before, what="the play taken by the server")
            await until(lambda: controller.snapshot().position.checkers(0) == game.position.checkers(0),
                        what="the board after the play")
            assert controller.snapshot().position.checkers(0) != snap.position.checkers(0)
            # a chat line from bob reaches the window's game chat
            bob.link.say("say", "", "good luck")
            await until(lambda: "good luck" in window.chat.views[GAME].toPlainText(), what="bob's line")
        finally:
            await bob.client.shutdown()
            for client in window.servers.clients():
                await client.shutdown()
            await server.close()

    run(qloop, scenario())


def test_logging_in_to_the_other_server_logs_out_of_the_first(qtbot, qloop, tmp_path):
    async def scenario():
        fibs = FakeFibs(seed=7)
        await fibs.start()
        fibs.add_account("alice", "alice_pw")
        bgammon = await started_server()
        window = make_window(qtbot, tmp_path, "alice")
        try:
            fibs_client = window.client
            await log_in(window, "fibs", fibs, "alice")
            await log_in(window, "bgammon", bgammon, "alice")  # without logging out of FIBS first
            # FIBS's lines would reach no one while bgammon.org is shown: that session ends, and says so
            await until(lambda: fibs_client.connection.status == Status.OFFLINE, what="FIBS logged out")
            assert "Logging out of" in window.console.output.toPlainText()
            assert isinstance(window.link, BgammonLink) and window.servers.client.online
        finally:
            for client in window.servers.clients():
                await client.shutdown()
            await fibs.close()
            await bgammon.close()

    run(qloop, scenario())
