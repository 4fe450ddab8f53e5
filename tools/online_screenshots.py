#!/usr/bin/env python3
"""Pictures of online play for the README, from real main windows against the scripted fake FIBS
server of the tests (tests/fakefibs.py) on the loopback interface, offscreen.

    python3 tools/online_screenshots.py [OUT_DIR]      (default docs/screenshots)

Three players log in among 300 others; alice invites bob to a 5-point match, carol watches; after a
few turns the windows are saved: login.png, playing-alice.png, watching-carol.png, chat-tabs.png,
settings-server.png.
"""
import asyncio, os, sys, tempfile
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
from shotscreen import use_offscreen_screen  # noqa: E402

use_offscreen_screen()
os.environ["FIBSGUI_HOME"] = tempfile.mkdtemp()
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))
from pathlib import Path
import qasync
from PySide6.QtWidgets import QApplication
app = QApplication([])
app.setQuitOnLastWindowClosed(False)
from fibsgui import i18n
i18n.set_language("en")
from fibsgui.config import Settings
from fibsgui.ui.mainwindow import MainWindow
from fibsgui.session import Status
from tests.fakefibs import FakeFibs
from tests.ui.onlinekit import act, can_act, until

OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "docs" / "screenshots"
OUT.mkdir(parents=True, exist_ok=True)
tmp = Path(tempfile.mkdtemp())

def window(name):
    s = Settings(tmp / f"{name}.toml"); s["board.animation_ms"] = 0; s["sound.enabled"] = False
    w = MainWindow(settings=s, start_practice=False, window_state_file=str(tmp / f"{name}.ini"))
    w.resize(1400, 900); w.show(); return w

async def login(w, server, name):
    d = w.show_login(); d.server.setCurrentText(f"{server.host}:{server.port}")
    d.name.setText(name); d.password.setText(f"{name}_pw"); d.remember.setChecked(False)
    if name == "alice":
        await asyncio.sleep(0.2); d.grab().save(str(OUT / "login.png"))
    d.submit()
    await until(lambda: w.client.connection.status == Status.LOGGED_IN and w.client.state.me == name)

async def main():
    async with FakeFibs(seed=3) as server:
        for n in ("alice", "bob", "carol"): server.add_account(n, f"{n}_pw")
        server.add_users(300)
        a, b, c = window("alice"), window("bob"), window("carol")
        for w, n in ((a, "alice"), (b, "bob"), (c, "carol")): await login(w, server, n)
        await asyncio.sleep(0.5)
        server.push("alice", "13 player_c anyone for a 5 pointer? <b>not bold</b>")
        server.push("alice", "13 player_q good evening all")
        b.ready_action.trigger(); await until(lambda: b.client.state.toggles.get("ready"))
        a.players.action_requested.emit("invite", "bob", 5)
        await until(lambda: "invite:alice" in b.notices.notices)
        from PySide6.QtWidgets import QPushButton
        [x for x in b.notices.notices["invite:alice"].findChildren(QPushButton) if x.text() == "Join"][0].click()
        await until(lambda: server.match_of("alice") is not None)
        c.games.refresh_requested.emit()
        c.client.send("watch alice")
        await until(lambda: c.online.controller.watching)
        for _ in range(14):
            await until(lambda: can_act(a) or can_act(b))
            await act(a) or await act(b)
        server.push("alice", "12 bob good luck!")
        b.chat.open_tell("alice")
        a.chat_dock.raise_()
        await until(lambda: can_act(a) or can_act(b))
        await asyncio.sleep(0.5)
        a.grab().save(str(OUT / "playing-alice.png"))
        c.grab().save(str(OUT / "watching-carol.png"))
        a.chat.tabs.setCurrentIndex(0); await asyncio.sleep(0.2)
        a.chat_dock.grab().save(str(OUT / "chat-tabs.png"))
        d = a.show_settings(); await asyncio.sleep(0.3)
        tabs = d.findChild(__import__("PySide6.QtWidgets", fromlist=["QTabWidget"]).QTabWidget)
        if tabs is not None:
            tabs.setCurrentIndex(tabs.count() - 1)
        await asyncio.sleep(0.2); d.grab().save(str(OUT / "settings-server.png"))
        d.close()
        for w in (a, b, c): await w.client.shutdown()

loop = qasync.QEventLoop(app); asyncio.set_event_loop(loop)
with loop:
    loop.run_until_complete(asyncio.wait_for(main(), 120))
print(f"pictures in {OUT}")
