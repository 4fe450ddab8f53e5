#!/usr/bin/env python3
"""Pictures of bgammon.org play for the README, from real main windows against the scripted fake
bgammon.org server of the tests (tests/fakebgammon.py) on the loopback interface, offscreen.

    python3 tools/bgammon_screenshots.py [OUT_DIR]      (default docs/screenshots)

alice, bob and carol log in; a few matches wait in the lobby; alice and bob play a 3-point
backgammon match by the board's drags and buttons, then a tabula match that carol watches. Saved:
bgammon-lobby.png (carol's window with the lobby), bgammon-playing.png (alice's window in the middle
of the backgammon match), bgammon-tabula.png (carol's window watching the tabula match).
"""
import asyncio
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
from shotscreen import use_offscreen_screen  # noqa: E402

use_offscreen_screen()
os.environ["FIBSGUI_HOME"] = tempfile.mkdtemp()
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

app = QApplication([])
app.setQuitOnLastWindowClosed(False)

from fibsgui import i18n  # noqa: E402

i18n.set_language("en")
from fibsgui.bg import OFF  # noqa: E402
from fibsgui.bgammon.board import TABULA  # noqa: E402
from fibsgui.bgammon.variants import ServerTurn  # noqa: E402
from fibsgui.config import Settings  # noqa: E402
from fibsgui.models.game import Action  # noqa: E402
from fibsgui.ui.mainwindow import MainWindow  # noqa: E402
from tests.ui.bgammonkit import log_in as player_log_in, make_player, started_server  # noqa: E402
from tests.ui.test_bgammon_e2e import act, create_match, log_in, opening, pick_in_lobby, snapshot  # noqa: E402
from tests.loopkit import until  # noqa: E402

OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
OUT.mkdir(parents=True, exist_ok=True)
tmp = Path(tempfile.mkdtemp())


def window(name: str) -> MainWindow:
    settings = Settings(tmp / f"{name}.toml")
    settings["board.animation_ms"] = 0
    settings["sound.enabled"] = False
    w = MainWindow(settings=settings, start_practice=False, window_state_file=str(tmp / f"{name}.ini"))
    w.resize(1400, 900)
    w.show()
    return w


def variant_step(w: MainWindow, rng: random.Random) -> bool:
    """One step of a variant's turn for ``w``'s player, among the server's Available moves."""
    controller = w.online.controller
    snap, turn = controller.snapshot(), controller.turn
    if Action.CHOOSE_DOUBLE in snap.actions:
        controller.choose_double(rng.randint(1, 6))
        return True
    if Action.MOVE in snap.actions and isinstance(turn, ServerTurn) and not turn.sent and turn.sources():
        steps = [(s, t) for s in sorted(turn.sources()) for t in sorted(turn.targets(s))]
        source, target = rng.choice([step for step in steps if step[1] != OFF] or steps)
        return bool(controller.step(source, target))
    if Action.ROLL in snap.actions:
        controller.roll()
        return True
    return False


async def main() -> None:
    server = await started_server()
    try:
        a, b, c = window("alice"), window("bob"), window("carol")
        for w, name in ((a, "alice"), (b, "bob"), (c, "carol")):
            await log_in(w, server, name, f"{name}_pw")
            await until(lambda w=w: w.servers.lobby.create_button.isEnabled(), what="the lobby usable")
        hosts = []
        for name, title, points in (("dmitri", "evening 5-pointer", 5), ("esther", "quick one", 1),
                                    ("farid", "long match", 11)):
            server.add_account(name, f"{name}_pw")
            host = make_player(tmp, name)
            await player_log_in(host, server)
            host.link.create_match(points, 0, title)
            hosts.append(host)
        await until(lambda: all(server.game_of(h.name) is not None for h in hosts), what="the hosts' matches")
        await create_match(a, server, 3, "alice's 3-pointer")
        await pick_in_lobby(b, "alice's 3-pointer", "join")
        await until(lambda: snapshot(a).names == ("alice", "bob"), what="seated")
        c.servers.lobby.refresh_button.click()
        await asyncio.sleep(0.6)
        c.grab().save(str(OUT / "bgammon-lobby.png"))
        await opening(server, a, b, (5, 3))
        turns = 0
        for _ in range(5000):  # some turns, then stop with alice's roll on the board, to be moved
            if turns >= 9 and Action.MOVE in snapshot(a).actions:
                break
            if await act(a) or await act(b):
                turns += 1
            else:
                await asyncio.sleep(0.01)
        a.games_dock.raise_()  # the lobby beside the board, with the matches waiting now
        a.servers.lobby.refresh_button.click()
        await asyncio.sleep(0.4)
        a.grab().save(str(OUT / "bgammon-playing.png"))

        # a tabula match between two other windows' players, watched by carol
        for w in (a, b):
            w.servers.link.leave()
        await until(lambda: server.game_of("alice") is None, what="the 3-pointer left")
        await asyncio.sleep(0.3)
        a.servers.link.create_match(1, TABULA, "tabula")
        await until(lambda: server.game_of("alice") is not None and server.game_of("alice").variant == TABULA,
                    what="the tabula match")
        b.servers.link.join_match("alice")
        await until(lambda: snapshot(b).names == ("bob", "alice"), what="bob seated")
        await pick_in_lobby(c, "(Tabula) tabula", "watch")
        await until(lambda: snapshot(c).watching, what="carol watching")
        rng = random.Random(7)
        for w in (a, b):
            w.online.controller.SERVER_PASS_GRACE_MS = 20
        steps = 0
        while steps < 40:
            moved = False
            for w in (a, b):
                before = (w.online.controller.snapshot(), w.online.controller.turn)
                if variant_step(w, rng):
                    moved = True
                    steps += 1
                    await until(lambda w=w: (w.online.controller.snapshot(), w.online.controller.turn) != before,
                                what="a step taken in", timeout=5)
            if not moved:
                await asyncio.sleep(0.01)
        await asyncio.sleep(0.5)
        c.grab().save(str(OUT / "bgammon-tabula.png"))
        for w in (a, b, c):
            await w.servers.client.shutdown()
        for host in hosts:
            await host.client.shutdown()
    finally:
        await server.close()


loop = qasync.QEventLoop(app)
asyncio.set_event_loop(loop)
with loop:
    loop.run_until_complete(asyncio.wait_for(main(), 180))
print(f"pictures in {OUT}")
