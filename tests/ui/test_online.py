"""The whole client against the scripted fake FIBS server: log in, players, invitations, a match
played to its end through the main windows of two players, watching, chat, toggles, a dropped
connection."""

from __future__ import annotations

import asyncio
import re


from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from fibsgui import clip
from fibsgui.models.game import Action
from fibsgui.models.players import PlayerTableModel
from fibsgui.session import Status
from fibsgui.ui.chat import GAME, SHOUT
from tests.fakefibs import FakeFibs
from tests.ui.onlinekit import act, can_act, log_in, make_window, run, until



async def started_server(**kwargs) -> FakeFibs:
    server = FakeFibs(seed=7, **kwargs)
    await server.start()
    for name in ("alice", "bob", "carol"):
        server.add_account(name, f"{name}_pw")
    return server


def notice_button(window, key: str, text: str) -> QPushButton:
    notice = window.notices.notices[key]
    for button in notice.findChildren(QPushButton):
        if button.text() == text:
            return button
    raise AssertionError(f"no button {text!r} on notice {key}")


async def logged_in(qtbot, tmp_path, server, *names):
    """A main window per name, each logged in to ``server``."""
    windows = [make_window(qtbot, tmp_path, name) for name in names]
    for window, name in zip(windows, names):
        await log_in(window, server, name)
    return windows


async def start_match(server, inviter, invitee, length: int) -> None:
    """``invitee`` switches Ready on, ``inviter`` invites from the player list, ``invitee`` joins
    from the notice; returns when the server plays the match."""
    name = invitee.client.state.me
    invitee.ready_action.trigger()
    await until(lambda: invitee.client.state.toggles.get("ready"), what=f"{name} ready")
    inviter.players.action_requested.emit("invite", name, length)
    key = f"invite:{inviter.client.state.me}"
    await until(lambda: key in invitee.notices.notices, what="the invitation notice")
    notice_button(invitee, key, "Join").click()
    await until(lambda: server.match_of(name) is not None, what="the match")


def test_login_fills_the_player_list_sorted(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        try:
            ghosts = server.add_users(400)
            window = make_window(qtbot, tmp_path, "alice")
            await log_in(window, server, "alice")
            await until(lambda: window.player_model.rowCount() == len(server.online()) + len(ghosts),
                        what="the who burst in the player list")
            assert "alice" in window.player_model.names()
            assert window.connection_label.text().startswith("Logged in as alice")
            proxy = window.players.proxy
            ratings = [proxy.data(proxy.index(row, PlayerTableModel.COL_RATING), PlayerTableModel.SortRole)
                       for row in range(proxy.rowCount())]
            assert ratings == sorted(ratings, reverse=True)
            # the filter box narrows the list by name
            window.players.filter.setText("player_b")
            await until(lambda: 0 < proxy.rowCount() < 400, what="the filtered list")
            names = [proxy.data(proxy.index(row, PlayerTableModel.COL_NAME)) for row in range(proxy.rowCount())]
            assert all("player_b" in name for name in names)
            assert len(names) == sum("player_b" in g.name for g in ghosts)
            # a player logging out leaves the list; one logging in appears
            bob = make_window(qtbot, tmp_path, "bob")
            await log_in(bob, server, "bob")
            await until(lambda: "bob" in window.player_model.names(), what="bob in alice's list")
            bob.log_out()
            await until(lambda: "bob" not in window.player_model.names(), what="bob gone")
            window.log_out()
            await until(lambda: window.client.connection.status == Status.OFFLINE)
        finally:
            await server.close()

    run(qloop, scenario())


def test_wrong_password_is_shown_in_words(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        try:
            window = make_window(qtbot, tmp_path, "alice")
            dialog = window.show_login()
            dialog.server.setCurrentText(f"{server.host}:{server.port}")
            dialog.name.setText("alice")
            dialog.password.setText("wrong")
            dialog.submit()
            await until(lambda: dialog.error.isVisible(), what="the error")
            assert "wrong name or password" in dialog.error.text()
            assert window.client.connection.status == Status.OFFLINE
            assert dialog.ok_button.isEnabled()
        finally:
            await server.close()

    run(qloop, scenario())


def test_invitation_both_ways_and_a_match_to_its_end(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        try:
            alice, bob, carol = await logged_in(qtbot, tmp_path, server, "alice", "bob", "carol")
            # bob switches Ready on in his toolbar: one toggle command
            bob.ready_action.trigger()
            await until(lambda: bob.client.state.toggles.get("ready") is True, what="bob ready")
            assert bob.ready_action.isChecked()
            assert [c for c in server.client("bob").received if c.startswith("toggle ready")] == ["toggle ready"]
            await until(lambda: alice.player_model.player("bob") and alice.player_model.player("bob").ready)

            # alice invites bob to a 1-point match from the player list
            alice.players.action_requested.emit("invite", "bob", 1)
            await server.wait_for_command("alice", r"^invite bob 1$")
            await until(lambda: "invite:alice" in bob.notices.notices, what="bob's invitation notice")
            await until(lambda: "own:bob" in alice.notices.notices, what="alice's own invitation")
            notice_button(bob, "invite:alice", "Join").click()
            await until(lambda: server.match_of("alice") is not None, what="the match")
            # the boards were already shown since the login: the match is there once alice's client
            # has the server's word that it began, and her own invitation's notice goes with it
            await until(lambda: alice.client.state.game is not None and bob.client.state.game is not None,
                        what="the match begun for both")
            assert alice.stack.currentWidget() is alice.online and bob.stack.currentWidget() is bob.online
            await until(lambda: "own:bob" not in alice.notices.notices, what="alice's own invitation gone")

            # carol watches alice from the games list
            carol.client.command(clip.commands.watch, "alice")
            await until(lambda: carol.online.controller.watching, what="carol watching")
            moved = []
            carol.online.controller.moved.connect(moved.append)

            match = server.match_of("alice")
            turns = 0
            while match.winner is None:
                acted = await act(alice, mouse=True) or await act(bob)  # alice plays with the mouse
                if not acted:
                    await asyncio.sleep(0.01)
                turns += 1
                assert turns < 3000, "the match did not end"
            for window, me in ((alice, "alice"), (bob, "bob")):
                await until(lambda w=window: w.online.controller.snapshot().match_winner is not None,
                            what="match end on the board")
            winner = match.players[match.winner]
            snap = alice.online.controller.snapshot()
            assert snap.match_winner == (0 if winner == "alice" else 1)
            # the position on every board equals the server's at the end
            assert alice.online.controller.snapshot().position.checkers(0) == \
                match.position.checkers(match.side_of("alice"))
            assert moved, "carol saw no move animated"
            # alice's plays were dragged on her board, each sent as one move command
            assert any(c.startswith("move ") for c in server.client("alice").received)
            # ratings changed in the player lists after the match
            await until(lambda: alice.player_model.player(winner).rating != 1500.0, what="new rating")
        finally:
            await server.close()

    run(qloop, scenario(), timeout=180)


def test_chat_in_every_channel_is_plain_text(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        try:
            alice = make_window(qtbot, tmp_path, "alice")
            await log_in(alice, server, "alice")
            server.push("alice", "13 carol <img src=x> <b>bold</b>")
            await until(lambda: "<img src=x>" in alice.chat.views[SHOUT].toPlainText(), what="the shout")
            html = alice.chat.views[SHOUT].document().toHtml()
            assert "<img" not in html.replace("&lt;img", "")
            server.push("alice", "12 bob are you there?")
            await until(lambda: "tell-bob" in alice.chat.views, what="bob's tab")
            assert "are you there?" in alice.chat.views["tell-bob"].toPlainText()
            # alice answers in bob's tab; bob is online, so it is a tell
            bob = make_window(qtbot, tmp_path, "bob")
            await log_in(bob, server, "bob")
            await until(lambda: "bob" in alice.player_model.names())
            alice.chat.open_tell("bob")
            alice.chat.input.setText("yes, & <here>")
            alice.chat.submit()
            await server.wait_for_command("alice", r"^tell bob yes, & <here>$")
            await until(lambda: "yes, & <here>" in bob.chat.views.get("tell-alice").toPlainText()
                        if "tell-alice" in bob.chat.views else False, what="the tell at bob")
            await until(lambda: alice.chat.views["tell-bob"].toPlainText().count("yes, & <here>") == 1,
                        what="alice's own line")
            # shout
            alice.chat.tabs.setCurrentWidget(alice.chat.views[SHOUT])
            alice.chat.input.setText("hello all")
            alice.chat.submit()
            await server.wait_for_command("alice", r"^shout hello all$")
            await until(lambda: "hello all" in bob.chat.views[SHOUT].toPlainText())
            # a newline cannot smuggle a second command
            problems = []
            alice.client.problem.connect(problems.append)
            assert not alice.client.command(clip.commands.shout, "one\ntoggle ready")
            assert problems and "toggle ready" in problems[0]
            await asyncio.sleep(0.1)
            assert "toggle ready" not in server.client("alice").received
        finally:
            await server.close()

    run(qloop, scenario())


def test_a_toggle_changed_in_the_dialog_sends_one_command(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        try:
            alice = make_window(qtbot, tmp_path, "alice")
            await log_in(alice, server, "alice")
            await until(lambda: alice.client.state.toggles.get("moreboards") is True
                        and alice.client.state.variables.get("boardstyle") == "3",
                        what="the session's own settings made")
            dialog = alice.show_settings()
            box = dialog.toggles["report"]
            before = box.isChecked()
            assert before == alice.client.state.toggles["report"]
            start = len(server.client("alice").received)
            box.click()
            dialog.accept()
            await server.wait_for_command("alice", r"^toggle report$", start=start)
            await until(lambda: alice.client.state.toggles["report"] is (not before))
            await asyncio.sleep(0.2)
            sent = server.client("alice").received[start:]
            assert sent == ["toggle report"]
            # the server's report of a change shows in the dialog
            server.push("alice", "** You won't hear what other players shout.")
            await until(lambda: dialog.toggles["silent"].isChecked(), what="silent shown on")
        finally:
            await server.close()

    run(qloop, scenario())


def test_dropped_connection_comes_back_with_board_and_chat(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        try:
            alice, bob = await logged_in(qtbot, tmp_path, server, "alice", "bob")
            for window in (alice, bob):
                window.client.session.backoff_initial = 0.2
                window.client.session.backoff_jitter = 0.0
            await start_match(server, alice, bob, 3)
            made = 0
            while made < 6:
                await until(lambda: can_act(alice) or can_act(bob), what="a turn")
                made += bool(await act(alice) or await act(bob))
            server.push("alice", "12 bob good luck")
            await until(lambda: "good luck" in alice.chat.views[GAME].toPlainText()
                        or "good luck" in alice.chat.views.get("tell-bob", alice.chat.views[GAME]).toPlainText())
            before = alice.online.controller.snapshot().position
            server.drop("alice")
            await until(lambda: alice.client.connection.status == Status.RECONNECTING, what="reconnecting")
            assert "reconnecting" in alice.connection_label.text()
            await until(lambda: alice.client.connection.status == Status.LOGGED_IN, timeout=15,
                        what="logged in again")
            await until(lambda: server.match_of("alice") is not None, timeout=15, what="match resumed")
            match = server.match_of("alice")
            await until(lambda: alice.online.controller.snapshot().position.checkers(0)
                        == match.position.checkers(match.side_of("alice")), what="board back")
            assert alice.online.controller.snapshot().position.checkers(0) == before.checkers(0)
            chat_text = alice.chat.views[GAME].toPlainText() + "".join(
                v.toPlainText() for k, v in alice.chat.views.items() if k.startswith("tell-"))
            assert "good luck" in chat_text
            # and the game goes on
            await until(lambda: can_act(alice) or can_act(bob), what="someone to act after the resume")
            assert await act(alice) or await act(bob)
        finally:
            await server.close()

    run(qloop, scenario(), timeout=120)


def test_window_layout_comes_back(qtbot, qloop, tmp_path):
    window = make_window(qtbot, tmp_path, "alice")
    window.console_dock.hide()
    window.removeDockWidget(window.players_dock)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.players_dock)
    window.players_dock.show()
    window.close()
    again = make_window(qtbot, tmp_path, "alice")
    assert again.dockWidgetArea(again.players_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert again.console_dock.isHidden()


def test_look_shows_the_game_as_it_is_now(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        try:
            alice, bob, carol = await logged_in(qtbot, tmp_path, server, "alice", "bob", "carol")
            await start_match(server, alice, bob, 3)
            for _ in range(4):
                await until(lambda: can_act(alice) or can_act(bob), what="a turn")
                await act(alice) or await act(bob)
            await until(lambda: "bob" in carol.player_model.names())
            carol.players.action_requested.emit("look", "bob", 0)
            await server.wait_for_command("carol", r"^look bob$")
            await until(lambda: carol._look_dialog is not None and carol._look_dialog.isVisible(),
                        what="the look window")
            match = server.match_of("bob")
            shown = carol._look_dialog.controller.snapshot()
            # from bob's side, as the server has it, and carol is neither playing nor watching
            assert shown.position.checkers(0) == match.position.checkers(match.side_of("bob"))
            assert shown.position.checkers(1) == match.position.checkers(match.side_of("alice"))
            assert shown.names == ("bob", "alice") and not shown.actions
            assert carol.client.state.watched is None and carol.client.state.game is None
            assert "bob" in carol._look_dialog.windowTitle()
        finally:
            await server.close()

    run(qloop, scenario())


def test_a_toggle_the_server_refuses_goes_back_in_the_dialog(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        try:
            alice = make_window(qtbot, tmp_path, "alice")
            await log_in(alice, server, "alice")
            await until(lambda: "greedy" in alice.client.state.toggles, what="the own-info toggles")
            dialog = alice.show_settings()
            apply = dialog.buttons.button(QDialogButtonBox.StandardButton.Apply)
            # the server answers with an error and keeps its value
            server.toggle_refusals["greedy"] = "** You can't change greedy while the moon is full."
            assert not dialog.toggles["greedy"].isChecked()
            dialog.toggles["greedy"].click()
            apply.click()
            await server.wait_for_command("alice", r"^toggle greedy$")
            await until(lambda: not dialog.toggles["greedy"].isChecked(), what="greedy shown off again")
            assert "moon is full" in dialog.refused_note.text() and "greedy" in dialog.refused_note.text()
            assert alice.client.state.toggles["greedy"] is False
            # the server had another value than the client knew: its answer is the other value
            server.accounts["alice"].toggles["bell"] = True  # e.g. changed by another client of alice
            assert not dialog.toggles["bell"].isChecked()
            start = len(server.client("alice").received)
            dialog.toggles["bell"].click()
            apply.click()
            await server.wait_for_command("alice", r"^toggle bell$", start=start)
            await until(lambda: not dialog.refused_note.isHidden() and "bell" in dialog.refused_note.text(),
                        what="bell reported kept")
            assert not dialog.toggles["bell"].isChecked()
            assert server.accounts["alice"].toggles["bell"] is False
            # a toggle the server accepts stays as ticked, and the note goes
            dialog.toggles["report"].click()
            wanted = dialog.toggles["report"].isChecked()
            apply.click()
            await until(lambda: alice.client.state.toggles["report"] is wanted, what="report changed")
            assert dialog.toggles["report"].isChecked() is wanted and dialog.refused_note.isHidden()
        finally:
            await server.close()

    run(qloop, scenario())


def test_a_watched_match_is_told_with_names_to_its_reported_end(qtbot, qloop, tmp_path):
    async def scenario():
        server = await started_server()
        server.scores_past_length = True  # as FIBS: every point won counts in the final score
        for name in ("GammonBot", "pipcat"):
            server.add_account(name, f"{name}_pw")
        try:
            bot, cat, carol = await logged_in(qtbot, tmp_path, server, "GammonBot", "pipcat", "carol")
            carol.client.command(clip.commands.watch, "GammonBot")
            await until(lambda: carol.client.state.watching == "GammonBot", what="carol watching")
            server.set_dice((6, 1))  # the opening roll: GammonBot 6, pipcat 1
            await start_match(server, bot, cat, 3)
            await until(lambda: carol.online.controller.watching, what="carol sees the match")
            await until(lambda: can_act(bot), what="GammonBot's first move")
            await act(bot)
            # pipcat doubles, GammonBot takes
            await until(lambda: Action.DOUBLE in cat.online.controller.snapshot().actions, what="pipcat's cube")
            cat.online.controller.double()
            await until(lambda: carol.online.controller.snapshot().double_offer == 1, what="the double at carol")
            scene = carol.online.board.scene
            assert scene.banner.text == "pipcat doubles to 2"
            await until(lambda: Action.TAKE in bot.online.controller.snapshot().actions, what="GammonBot to answer")
            bot.online.controller.take()
            await until(lambda: carol.online.controller.snapshot().match.cube == 2, what="the cube at 2")
            # pipcat gives up a gammon: 4 points in a 3-point match
            await until(lambda: server.match_of("pipcat").phase == "move", what="pipcat's roll")
            cat.online.controller.resign(2)
            await until(lambda: carol.online.controller.snapshot().resignation is not None, what="the offer at carol")
            assert scene.banner.text == "pipcat resigns a gammon (4 points)"
            await until(lambda: Action.ACCEPT in bot.online.controller.snapshot().actions, what="GammonBot to accept")
            bot.online.controller.accept_resignation()
            await until(lambda: carol.online.controller.snapshot().match_winner is not None, what="the match end")
            snapshot = carol.online.controller.snapshot()
            assert snapshot.match_winner == 0 and snapshot.match.score == (4, 0)
            assert scene.banner.text == "GammonBot wins the match 4–0"
            assert bot.online.board.scene.banner.text == "You win the match 4–0"
            assert cat.online.board.scene.banner.text == "GammonBot wins the match 4–0"
            log = [carol.online.log.item(n).text() for n in range(carol.online.log.count())]
            assert "pipcat doubles to 2" in log and "GammonBot takes; the cube shows 2" in log
            assert "pipcat offers to resign (4 points)" in log and log[-1] == "GammonBot wins the match 4-0"
            texts = log + [scene.banner.text, carol.online.title.text(), carol.statusBar().currentMessage()]
            texts += [t for band in scene.bands.values() for t in (band.name, band.score, band.centre)]
            assert not [t for t in texts if re.search(r"\byou\b", t, re.I)]
        finally:
            await server.close()

    run(qloop, scenario(), timeout=120)
