"""The Following panel against the fake bgammon.org server: follow and unfollow (the exact command
lines, the names checked first), the server's notices of followed players as their status, the
server's refusals, names kept per account across a new panel and a new window, a guest, and
hostile notices."""

from __future__ import annotations

from fibsgui.config import Settings
from fibsgui.models.following import FollowList
from fibsgui.session import Status
from fibsgui.ui.following import FollowingPanel
from tests.ui.bgammonkit import fake_bgammon, run, until
from tests.ui.onlinekit import make_window


def panel_for(qtbot, settings: Settings, player) -> FollowingPanel:
    """A panel wired to a player's link as the window's server switch wires it."""
    panel = FollowingPanel(settings)
    qtbot.addWidget(panel)
    link = player.link
    link.following_changed.connect(panel.answered)
    link.followed_seen.connect(panel.refresh)
    player.client.connection_changed.connect(lambda _state: panel.refresh())
    panel.set_link(link)
    return panel


def follows(player) -> list[str]:
    return [c for c in player.sent if c.split(" ")[0] in ("follow", "unfollow")]


async def status(panel: FollowingPanel, name: str, text: str) -> None:
    await until(lambda: name in panel.names and panel.status_of(name) == text, what=f"{name} {text}")


def test_follow_hear_them_come_and_go_and_unfollow(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            settings = Settings(tmp_path / "settings.toml")
            alice = await room.logged_in("alice")
            panel = panel_for(qtbot, settings, alice)
            await until(lambda: panel.follow_button.isEnabled(), what="the panel usable")
            assert panel.names == [] and not panel.unfollow_button.isEnabled()

            assert panel.follow("bob") == ""
            assert follows(alice) == ["follow bob"]
            assert panel.names == ["bob"] and panel.status_of("bob") == "—"  # not heard of yet
            await until(lambda: server.accounts["alice"].follows == ["bob"], what="followed on the server")
            await until(lambda: "You are now following bob." in alice.console, what="the answer")
            assert panel.names == ["bob"] and panel.status_of("bob") == "—"

            bob = await room.logged_in("bob")
            await status(panel, "bob", "online")
            await bob.client.shutdown()
            await status(panel, "bob", "offline")

            # a name already followed, yourself, and names the server would not take are said first
            assert panel.follow("BOB") == "You follow BOB already."
            assert panel.follow("alice") == "You cannot follow yourself."
            assert panel.follow("1234") == "A bgammon.org name is not only digits: 1234 is not one."
            assert panel.follow("x" * 19) == "A bgammon.org name has at most 18 characters: " + "x" * 19 + " has 19."
            assert panel.follow("bob smith") == "A bgammon.org name has only letters, digits and '_': bob smith is not one."
            assert panel.follow("") == "Please give a player's name."
            assert follows(alice) == ["follow bob"]

            # a name the server does not know: it refuses, and the name goes again with its words
            assert panel.follow("nobody") == ""
            assert panel.names == ["bob", "nobody"]
            await until(lambda: panel.names == ["bob"], what="the refusal")
            assert panel.said.text() == "nobody: Failed to follow player: Invalid username."
            assert not panel.said.isHidden()

            panel.select("bob")
            assert panel.unfollow_button.isEnabled()
            panel.unfollow_button.click()
            assert follows(alice) == ["follow bob", "follow nobody", "unfollow bob"]
            assert panel.names == [] and FollowList(settings).names(alice.link.account) == []
            await until(lambda: server.accounts["alice"].follows == [], what="unfollowed on the server")
            await until(lambda: "You are no longer following bob." in alice.console, what="the answer")
            assert panel.names == []

    run(qloop, scenario())


def test_names_are_kept_per_account_and_the_login_says_who_is_online(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            server.add_account("dave", "dave_pw")
            path = tmp_path / "settings.toml"
            alice = await room.logged_in("alice")
            panel = panel_for(qtbot, Settings(path), alice)
            await until(lambda: panel.follow_button.isEnabled(), what="the panel usable")
            for name in ("carol", "Bob"):
                assert panel.follow(name) == ""
            await until(lambda: sorted(server.accounts["alice"].follows) == ["bob", "carol"], what="followed")
            assert panel.names == ["Bob", "carol"]
            await alice.client.shutdown()
            await until(lambda: not panel.follow_button.isEnabled(), what="logged out")
            assert panel.names == ["Bob", "carol"] and panel.status_of("carol") == "—"
            assert panel.note.text() == "Log in to hear whether they are online."

            # another account has a list of its own
            dave = await room.logged_in("dave")
            other = panel_for(qtbot, Settings(path), dave)
            await until(lambda: other.follow_button.isEnabled(), what="dave's panel")
            assert other.names == []

            # a new panel over the same settings file, alice back while carol is online
            carol = await room.logged_in("carol")
            again = room.player("alice")
            fresh = panel_for(qtbot, Settings(path), again)
            assert fresh.names == [] and not fresh.follow_button.isEnabled()
            assert fresh.note.text() == "Log in with an account to see the players you follow."
            from tests.ui.bgammonkit import log_in
            await log_in(again, server)
            await status(fresh, "carol", "online")  # said at the login
            assert fresh.names == ["Bob", "carol"] and fresh.status_of("Bob") == "offline"  # not said: not online
            assert not any(c.startswith("follow") for c in again.sent)  # the server keeps the list
            await carol.client.shutdown()
            await status(fresh, "carol", "offline")

    run(qloop, scenario())


def test_a_follow_typed_in_the_console_and_the_context_menu(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            alice = await room.logged_in("alice")
            panel = panel_for(qtbot, Settings(tmp_path / "s.toml"), alice)
            await until(lambda: panel.follow_button.isEnabled(), what="the panel usable")
            alice.link.send_raw("follow carol")
            await until(lambda: panel.names == ["carol"], what="carol from the console's follow")
            alice.link.send_raw("follow ghost")  # refused: nothing to take away, the words shown
            await until(lambda: "ghost: Failed to follow player: Invalid username." == panel.said.text(),
                        what="the refusal")
            assert panel.names == ["carol"]
            menu = panel.menu_for("carol")
            assert [a.data() for a in menu.actions() if a.data()] == ["unfollow", "join", "follow"]
            assert [a.text() for a in menu.actions() if a.data()] == [
                "Unfollow carol", "Join or watch their match", "Follow…"]
            panel.trigger("join", "carol")
            assert alice.sent[-1] == "join carol"
            panel.trigger("unfollow", "carol")
            assert alice.sent[-1] == "unfollow carol" and panel.names == []

            # the Follow… dialog checks the name before anything goes out
            dialog = panel.open_follow_dialog()
            dialog.name.setText("99")
            dialog.ok_button.click()
            assert dialog.isVisible() and dialog.error.text() == "A bgammon.org name is not only digits: 99 is not one."
            dialog.name.setText("bob")
            dialog.ok_button.click()
            assert not dialog.isVisible() and alice.sent[-1] == "follow bob" and panel.names == ["bob"]

    run(qloop, scenario())


def test_a_guest_cannot_follow(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            guest = room.player("")
            panel = panel_for(qtbot, Settings(tmp_path / "s.toml"), guest)
            guest.client.log_in(room.server.host, room.server.port, "", "")
            await until(lambda: guest.client.is_logged_in and guest.client.state.me, what="a guest")
            panel.refresh()
            assert not panel.follow_button.isEnabled() and guest.link.account is None
            assert panel.note.text() == "Follow players by logging in with an account (guests cannot follow)."
            assert panel.follow("bob") == "Log in with an account to follow players."
            assert follows(guest) == []

    run(qloop, scenario())


def test_hostile_notices_add_no_one_and_change_only_followed_names(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            alice = await room.logged_in("alice")
            settings = Settings(tmp_path / "s.toml")
            panel = panel_for(qtbot, settings, alice)
            await until(lambda: panel.follow_button.isEnabled(), what="the panel usable")
            assert panel.follow("bob") == ""
            await until(lambda: "You are now following bob." in alice.console, what="followed")
            hostile = [
                "<b>bob</b> is online.", "bob\u202e is online.", "x" * 50_000 + " is online.",
                "You are now following <img src=x>.", "You are now following " + "y" * 40 + ".",
                "You are now following 12345.", "Failed to follow player: " + "z" * 10_000,
                "carol is online.",  # a real account alice does not follow: no row for it
            ]
            for message in hostile:
                server.send_event("alice", "notice", Message=message)
            server.send_event("alice", "notice", Message="bob is online.")
            await status(panel, "bob", "online")
            assert panel.names == ["bob"]
            assert FollowList(settings).names(alice.link.account) == ["bob"]
            assert all(len(key) <= 18 for key in alice.client.state.followed)
            assert panel.said.isHidden()  # no follow was waiting: a refusal out of the blue says nothing

    run(qloop, scenario())


def test_the_window_shows_the_following_panel_and_keeps_it_for_a_new_window(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            window = make_window(qtbot, tmp_path, "alice")
            second = None
            try:
                await log_in_window(window, server, "alice")
                panel = window.servers.following
                assert window.players_dock.widget() is panel and window.players_dock.windowTitle() == "Following"
                await until(lambda: panel.follow_button.isEnabled(), what="the panel usable")
                assert panel.follow("bob") == "" and panel.follow("carol") == ""
                await until(lambda: sorted(server.accounts["alice"].follows) == ["bob", "carol"], what="followed")
                bob = await room.logged_in("bob")
                await status(panel, "bob", "online")
                assert "bob is online." in window.console.output.toPlainText()  # in the console too
                window.log_out()
                await until(lambda: window.servers.client.connection.status == Status.OFFLINE, what="offline")
                await bob.client.shutdown()

                second = make_window(qtbot, tmp_path, "alice")  # the same settings file
                carol = await room.logged_in("carol")
                await log_in_window(second, server, "alice")
                fresh = second.servers.following
                await status(fresh, "carol", "online")
                assert fresh.names == ["bob", "carol"] and fresh.status_of("bob") == "offline"
                await carol.client.shutdown()
                await status(fresh, "carol", "offline")
                assert "carol disconnected." in second.console.output.toPlainText()
            finally:
                for w in (window, second):
                    if w is not None:
                        for client in w.servers.clients():
                            await client.shutdown()

    run(qloop, scenario())


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
    await until(lambda: not dialog.isVisible(), what="login dialog closed")


def test_a_name_written_into_the_settings_by_hand_is_shown_and_can_be_taken_off(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            path = tmp_path / "s.toml"
            account = f"alice@{server.host}:{server.port}"
            path.write_text('[bgammon]\nfollowing = ["%s bad!name", "%s bob", "no-account-here", '
                            '"other@x:1 carol"]\n' % (account, account), encoding="utf-8")
            settings = Settings(path)
            alice = await room.logged_in("alice")
            panel = panel_for(qtbot, settings, alice)
            await until(lambda: panel.follow_button.isEnabled(), what="the panel usable")
            assert panel.names == ["bad!name", "bob"]
            assert panel.unfollow("bad!name") is False  # nothing to tell the server
            assert panel.names == ["bob"] and follows(alice) == []
            # what this list could not read, and the other account's names, stay in the file
            assert Settings(path)["bgammon.following"] == [f"{account} bob", "no-account-here", "other@x:1 carol"]

    run(qloop, scenario())
