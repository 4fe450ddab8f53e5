"""bgammon.org's account settings: the link describes what the server's settings event says, the
settings dialog shows them on its server page and sends ``set <name> <0|1>`` only for a box the
user changed; the fake server keeps the value (the real one answers a setting it takes with
nothing), a refusal puts the server's value back; a guest has none. And the whole window."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from fibsgui.config import Settings
from fibsgui.models.server import ServerSetting
from fibsgui.session import Status
from fibsgui.ui.settings import SettingsDialog
from tests.fakefibs import FakeFibs
from tests.ui.bgammonkit import fake_bgammon, run, until
from tests.ui.onlinekit import make_window


def settings_commands(player) -> list[str]:
    return [c for c in player.sent if c.startswith("set ")]


def wired_dialog(qtbot, tmp_path, link) -> SettingsDialog:
    """A settings dialog filled and answered as the main window does it for a described server."""
    dialog = SettingsDialog(Settings(tmp_path / "dialog.toml"))
    qtbot.addWidget(dialog)

    def fill():
        dialog.show_server_settings(link.server_settings)
        dialog.set_online(link.client.online)

    dialog.server_setting_requested.connect(link.set_server_setting)
    link.settings_changed.connect(fill)
    link.setting_answered.connect(dialog.server_answered)
    fill()
    return dialog


def test_the_link_describes_the_accounts_settings(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            room.server.accounts["alice"].settings.update(highlight=1, pips=0, moves=1, autoplay=1)
            alice = await room.logged_in("alice")
            await until(lambda: alice.link.server_settings is not None, what="the settings event")
            assert alice.link.server_settings == (
                ServerSetting("highlight", "Highlight the legal moves", True, True,
                              "Kept with your bgammon.org account (set highlight)"),
                ServerSetting("pips", "Show the pip counts", False, True,
                              "Kept with your bgammon.org account (set pips)"),
                ServerSetting("moves", "Show the moves made", True, True,
                              "Kept with your bgammon.org account (set moves)"),
                ServerSetting("autoplay", "The server plays forced moves for you", True, False,
                              alice.link.server_settings[3].tip),
            )
            assert "settings" in alice.link.features and "toggles" not in alice.link.features
            assert alice.link.account == f"alice@{room.server.host}:{room.server.port}"

    run(qloop, scenario())


def test_the_dialog_sends_only_what_the_user_changed(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            alice = await room.logged_in("alice")  # highlight 1, pips 1, moves 0
            await until(lambda: alice.link.server_settings is not None, what="the settings event")
            dialog = wired_dialog(qtbot, tmp_path, alice.link)
            assert dialog.showing_described and dialog.toggles_page.isHidden()
            boxes = dialog.described
            assert list(boxes) == ["highlight", "pips", "moves", "autoplay"]
            assert [boxes[n].isChecked() for n in boxes] == [True, True, False, False]
            assert [boxes[n].isEnabled() for n in boxes] == [True, True, True, False]  # autoplay: shown only
            assert boxes["highlight"].text() == "Highlight the legal moves"

            dialog.apply()  # nothing changed: nothing sent
            boxes["pips"].setChecked(False)
            boxes["pips"].setChecked(True)  # changed and changed back
            dialog.apply()
            assert settings_commands(alice) == []

            boxes["highlight"].setChecked(False)
            dialog.apply()
            assert settings_commands(alice) == ["set highlight 0"]
            await room.server.wait_for_command("alice", r"^set highlight 0$")
            await until(lambda: room.server.accounts["alice"].settings["highlight"] == 0, what="kept")
            # the server says nothing: the value sent is the server's now, and nothing more goes out
            assert [s.value for s in alice.link.server_settings][:3] == [False, True, False]
            assert not boxes["highlight"].isChecked() and dialog.described_refused.isHidden()
            dialog.apply()
            boxes["moves"].setChecked(True)
            dialog.apply()
            assert settings_commands(alice) == ["set highlight 0", "set moves 1"]
            await until(lambda: room.server.accounts["alice"].settings["moves"] == 1, what="moves kept")

            # the next login's settings event carries what was set
            await alice.client.shutdown()
            again = await room.logged_in("alice")
            await until(lambda: again.link.server_settings is not None, what="the settings event again")
            assert [(s.name, s.value) for s in again.link.server_settings] == [
                ("highlight", False), ("pips", True), ("moves", True), ("autoplay", False)]

    run(qloop, scenario())


def test_a_refused_set_shows_the_servers_value_again(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            alice = await room.logged_in("alice")
            await until(lambda: alice.link.server_settings is not None, what="the settings event")
            dialog = wired_dialog(qtbot, tmp_path, alice.link)
            dialog.described["pips"].setChecked(False)
            dialog.apply()
            assert settings_commands(alice) == ["set pips 0"]
            await room.server.wait_for_command("alice", r"^set pips 0$")
            # a server that does not take it answers at once, in its words
            room.server.send_event("alice", "notice", Message="Invalid setting value provided.")
            await until(lambda: alice.refused == ["Invalid setting value provided."], what="the refusal")
            assert dialog.described["pips"].isChecked()
            assert dict((s.name, s.value) for s in alice.link.server_settings)["pips"] is True
            assert dialog.described_refused.text() == "The server kept its value of Show the pip counts."
            # a refusal with nothing sent changes nothing
            room.server.send_event("alice", "notice", Message="Invalid setting value provided.")
            await until(lambda: alice.console[-1] == "Invalid setting value provided.", what="the notice")
            assert alice.refused == ["Invalid setting value provided."]

    run(qloop, scenario())


def test_a_guest_has_no_settings_and_the_dialog_says_so(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            guest = room.player("")
            guest.client.log_in(room.server.host, room.server.port, "", "")
            await until(lambda: guest.client.is_logged_in and guest.client.state.me, what="a guest")
            await until(lambda: guest.lobbies, what="the match list")
            assert guest.link.server_settings is None and guest.link.account is None
            dialog = wired_dialog(qtbot, tmp_path, guest.link)
            assert dialog.showing_described and dialog.described == {}
            assert dialog.described_note.text().startswith("The server has sent no settings: a guest has none")
            dialog.apply()
            assert settings_commands(guest) == []
            guest.link.set_server_setting("flip", True)  # not one to change here
            assert guest.problems[-1] == "bgammon.org's setting flip is not changed here."
            assert settings_commands(guest) == []

    run(qloop, scenario())


def test_the_window_shows_bgammons_settings_and_fibs_toggles_in_turn(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            fibs = FakeFibs(seed=7)
            await fibs.start()
            fibs.add_account("alice", "alice_pw")
            window = make_window(qtbot, tmp_path, "alice")
            try:
                dialog = window.show_settings()
                assert not dialog.showing_described and not dialog.offline_note.isHidden()  # FIBS, offline
                await log_in_window(window, server, "alice")
                await until(lambda: window.link.server_settings is not None, what="the settings event")
                dialog = window.show_settings()
                dialog.tabs.setCurrentIndex(1)
                assert dialog.showing_described and dialog.described["highlight"].isEnabled()
                assert dialog.described_note.text().startswith("The server keeps these settings")
                box = dialog.described["moves"]
                await until(lambda: box.isVisible() and box.height() > 0, what="the box laid out")
                qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # its tick box
                assert box.isChecked()
                dialog.apply()
                await server.wait_for_command("alice", r"^set moves 1$")
                assert [c for c in server.client("alice").received if c.startswith("set ")] == ["set moves 1"]
                window.log_out()
                await until(lambda: window.servers.client.connection.status == Status.OFFLINE, what="offline")
                # the session's end comes after the connection's: what the session said goes with it
                await until(lambda: dialog.described == {}, what="the settings gone with the session")
                assert dialog.showing_described
                assert dialog.described_note.text() == "Log in to see and change the server's settings."

                await log_in_window(window, fibs, "alice", kind="fibs")  # FIBS: its toggles again
                await until(lambda: window.link.toggles, what="FIBS's toggles")
                dialog = window.show_settings()
                assert not dialog.showing_described and dialog.described_page.isHidden()
                assert dialog.toggles["moves"].isEnabled() and dialog.offline_note.isHidden()
            finally:
                for client in window.servers.clients():
                    await client.shutdown()
                await fibs.close()

    run(qloop, scenario())


async def log_in_window(window, server, name: str, kind: str = "bgammon") -> None:
    dialog = window.show_login()
    dialog.set_kind(kind)
    dialog.server.setCurrentText(f"{server.host}:{server.port}")
    dialog.name.setText(name)
    dialog.password.setText(f"{name}_pw")
    dialog.remember.setChecked(False)
    dialog.submit()
    await until(lambda: window.servers.kind == kind and window.servers.client.connection.status == Status.LOGGED_IN,
                what=f"{name} logged in")
    await until(lambda: not dialog.isVisible(), what="login dialog closed")
