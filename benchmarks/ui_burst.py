"""A FIBS-sized burst delivered to the running UI: who lines and shouts, as at a login.

Usage: ``python3 benchmarks/ui_burst.py [--players 5000] [--shouts 200] [--runs 3]``
(``--players 100000`` for the stress burst).

The whole client runs as in the app: the main window (offscreen), logged in to the scripted fake
FIBS server on the loopback interface through the real session, on qasync's loop. The server then
sends ``--players`` CLIP who lines (new players with random status, rating, opponent and client)
followed by ``--shouts`` shouts, in one write (a real server is another machine: its own work is
no stall of ours), as fast as the socket takes them. Printed, for each run and as the median:

* the longest event-loop stall while the burst is handled (a 2 ms Qt timer records the gaps
  between its ticks; anything over 50 ms is a visible freeze),
* the time from the first line sent until the player list holds every player ("list complete"),
  and until the shout tab shows every shout as well,
* the reference, measured in the same run: the same lines read by a bare session of the same kind
  that parses nothing and shows nothing (the cost of the socket and line framing alone), and the
  ratio of the two,
* the machine's load average before and after (the machine may be shared: read the figures with it).
Targets: up to 5,000 players, the list complete in under 0.5 s and no stall over 50 ms; for
100,000, the list complete in under 5 s and no stall over 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("FIBSGUI_HOME", tempfile.mkdtemp(prefix="fibsgui-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import qasync  # noqa: E402
from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from fibsgui.app import tune_garbage_collector  # noqa: E402
from fibsgui.config import Settings  # noqa: E402
from fibsgui.session import FibsSession, Status  # noqa: E402
from fibsgui.ui.mainwindow import MainWindow  # noqa: E402
from tests.fakefibs import FakeFibs  # noqa: E402


def burst_lines(rng: random.Random, players: int, shouts: int, run: int) -> tuple[list[str], list[str]]:
    names = [f"p{run}_{i:05d}" for i in range(players)]
    who = []
    for name in names:
        opponent = rng.choice(names) if rng.random() < 0.3 else "-"
        watching = rng.choice(names) if opponent == "-" and rng.random() < 0.2 else "-"
        who.append(f"5 {name} {opponent} {watching} {int(rng.random() < 0.4)} {int(rng.random() < 0.1)} "
                   f"{rng.uniform(1200, 2100):.2f} {rng.randrange(20000)} {rng.randrange(4000)} "
                   f"{1700000000 + rng.randrange(100000)} host{rng.randrange(999)}.example.net "
                   f"{rng.choice(['-', 'fibsgui_0.1', 'MacFIBS', 'JavaFIBS2001', 'gnubg'])} -")
    who.append("6")
    talk = [f"13 {rng.choice(names)} shout number {n} <b>not bold</b>" for n in range(shouts)]
    return who, talk


class StallMeter:
    """The longest gap between ticks of a fast Qt timer: how long the event loop was busy."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(2)
        self.timer.timeout.connect(self._tick)
        self.last = time.perf_counter()
        self.worst = 0.0

    def start(self) -> None:
        self.last = time.perf_counter()
        self.worst = 0.0
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.worst = max(self.worst, now - self.last)
        self.last = now

    def stop(self) -> float:
        self.timer.stop()
        self._tick()
        return self.worst


async def until(predicate, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError("the burst was not complete in time")
        await asyncio.sleep(0.001)


async def measure(args) -> dict[str, list[float]]:
    results: dict[str, list[float]] = {"stall": [], "list": [], "complete": [], "reference": []}
    rng = random.Random(args.seed)
    async with FakeFibs(seed=1) as server:
        server.add_account("alice", "alice_pw")
        server.add_account("bob", "bob_pw")
        home = Path(os.environ["FIBSGUI_HOME"])
        bare = FibsSession(server.host, server.port, parse=str, transcript=False, keepalive_interval=0)
        await bare.login("bob", "bob_pw")
        seen = [0]

        async def drain() -> None:
            async for _ in bare.messages():
                seen[0] += 1

        drainer = asyncio.ensure_future(drain())
        meter = StallMeter()
        for run in range(args.runs):
            settings = Settings(home / "bench-settings.toml")
            settings["sound.enabled"] = False
            window = MainWindow(settings=settings, start_practice=False,
                                window_state_file=str(home / "bench-window.ini"))
            window.resize(1400, 900)
            window.show()
            tune_garbage_collector()  # as the app does once its window is shown
            window.client.log_in(server.host, server.port, "alice", "alice_pw")
            await until(lambda: window.client.connection.status == Status.LOGGED_IN)
            await until(lambda: window.player_model.rowCount() >= 2)
            await asyncio.sleep(0.3)
            shown = [0]

            def count_shouts(message, changes) -> None:  # connected after the window's handler
                if type(message).__name__ == "Shouts":
                    shown[0] += 1

            window.client.received.connect(count_shouts)
            who, talk = burst_lines(rng, args.players, args.shouts, run)
            # one write: the server is another machine, its own loop over the lines is no stall of ours
            blob = "".join(f"{line}\r\n" for line in who + talk).encode("utf-8")
            rows = window.player_model.rowCount()
            meter.start()
            start = time.perf_counter()
            server.client("alice").push_raw(blob)
            listed: list[float] = []

            def complete() -> bool:
                if not listed and window.player_model.rowCount() >= rows + args.players:
                    listed.append(time.perf_counter() - start)
                return bool(listed) and shown[0] >= args.shouts

            await until(complete, timeout=300.0)
            results["complete"].append(time.perf_counter() - start)
            results["list"].append(listed[0])
            await asyncio.sleep(0.2)  # stalls right after the last line count too
            results["stall"].append(meter.stop())
            await window.client.shutdown()
            window.close()
            window.deleteLater()
            await asyncio.sleep(0.2)

            before = seen[0]
            start = time.perf_counter()
            server.client("bob").push_raw(blob)
            await until(lambda: seen[0] >= before + len(who) + len(talk))
            results["reference"].append(time.perf_counter() - start)
            await asyncio.sleep(0.2)
        drainer.cancel()
        await bare.close()
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5000)
    parser.add_argument("--shouts", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)  # each run closes its window
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    load_before = os.getloadavg()
    with loop:
        results = loop.run_until_complete(measure(args))
    load_after = os.getloadavg()
    big = args.players > 5000
    stall_target, list_target = (100, 5000) if big else (50, 500)

    def row(label: str, key: str, target: str = "", digits: int = 0) -> float:
        values = results[key]
        median = statistics.median(values)
        each = ", ".join(f"{v * 1000:.{digits}f}" for v in values)
        print(f"{label:30s}{median * 1000:9.{digits}f} ms   (each run: {each})   {target}")
        return median

    print(f"burst: {args.players} who lines + {args.shouts} shouts to the running main window, "
          f"{args.runs} runs (offscreen, loopback fake FIBS); load average "
          f"{load_before[0]:.2f} before, {load_after[0]:.2f} after, on {os.cpu_count()} cores")
    row("event-loop stall (median)", "stall", f"longest {max(results['stall']) * 1000:.1f} ms, "
        f"target <= {stall_target} ms", 1)
    listed = row("list complete (median)", "list", f"target < {list_target} ms")
    complete = row("list + shouts (median)", "complete")
    reference = row("reference: bare session", "reference", "(socket + framing only)")
    print(f"ratio list / bare session     {listed / reference:9.2f}x")
    print(f"ratio all / bare session      {complete / reference:9.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
