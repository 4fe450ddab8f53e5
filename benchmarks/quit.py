"""How long the process goes on after its main window closes.

Each case starts a fresh process, lets the window paint, does what the case says, closes the
window (as the window manager's close button does) and writes the clock's time at that moment;
this script takes the time when the process has ended. The reference is a bare PySide6 window
closed the same way, measured in the same run:

* ``bare``: a QMainWindow of PySide6 alone;
* ``start``: fibsgui's window, closed once painted;
* ``engine used``: closed after GNU Backgammon gave hints for a roll (its weights loaded);
* ``engine thinking``: closed while the engine works out hints at world-class strength;
* ``online``: closed while logged in to a (local, fake) FIBS server.

    python3 benchmarks/quit.py [--runs 5] [--platform offscreen]

Prints the median and worst of each case in milliseconds and their ratio to the bare window's.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = """
    import sys, time
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(800, 600)
    window.show()
    def close():
        print("closed", time.time(), flush=True)
        window.close()
    QTimer.singleShot(300, close)
    sys.exit(app.exec())
"""

FIBSGUI = """
    import asyncio, sys, threading, time
    from PySide6.QtCore import QTimer
    case = sys.argv[1]
    from fibsgui import app
    from fibsgui.models.game import Action

    def close(window):
        print("closed", time.time(), flush=True)
        window.close()

    def when(condition, then, window, deadline):
        if condition() or time.monotonic() > deadline:
            then()
        else:
            QTimer.singleShot(10, window, lambda: when(condition, then, window, deadline))

    def scenario(window, done):
        done()
        practice = window.practice
        controller = practice.controller
        deadline = time.monotonic() + 60
        if case == "start":
            QTimer.singleShot(100, window, lambda: close(window))
        elif case in ("engine used", "engine thinking"):
            def roll():  # until the player has a roll to play (the engine may begin)
                actions = controller.snapshot().actions
                if Action.MOVE in actions and practice.hint_action.isEnabled():
                    hint()
                    return
                if Action.ROLL in actions:
                    window.board.roll_action.trigger()
                QTimer.singleShot(20, window, roll)
            def hint():
                practice.hint_action.trigger()
                if case == "engine used":
                    when(lambda: practice.hints.topLevelItemCount() > 0, lambda: close(window), window, deadline)
                else:
                    QTimer.singleShot(30, window, lambda: close(window))
            roll()
        elif case == "online":
            served, ready = {}, threading.Event()
            def serve():
                from tests.fakefibs import FakeFibs
                async def main():
                    server = FakeFibs(seed=3)
                    await server.start()
                    server.add_account("alice", "alice_pw")
                    served.update(server=server, stop=asyncio.Event())
                    ready.set()
                    await served["stop"].wait()
                    await server.close()
                asyncio.run(main())
            threading.Thread(target=serve, daemon=True).start()
            ready.wait(20)
            window.client.log_in(served["server"].host, served["server"].port, "alice", "alice_pw")
            when(lambda: window.client.online and window.client.state.me == "alice",
                 lambda: QTimer.singleShot(200, window, lambda: close(window)), window, deadline)

    original = app.after_first_paint
    app.after_first_paint = lambda window, done: original(window, lambda: scenario(window, done))
    sys.exit(app.main([]))
"""


def measure(code: str, args: list[str], env: dict[str, str]) -> float:
    """Milliseconds from the window's close to the end of the process."""
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(code), *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    out, _ = proc.communicate(timeout=120)
    ended = time.time()
    closed = [float(line.split()[1]) for line in out.splitlines() if line.startswith("closed ")]
    if proc.returncode != 0 or not closed:
        raise RuntimeError(f"the case {args} failed: exit {proc.returncode}, output {out!r}")
    return (ended - closed[-1]) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        config = Path(home) / "config"
        config.mkdir()
        (config / "settings.toml").write_text(
            # no question before quitting a match: the window closes at once, as asked
            '[general]\nfirst_run_done = true\nlanguage = "en"\nconfirm_risky = false\n'
            '[practice]\nstrength = "world class"\n'
            '[sound]\nenabled = false\n')
        env = dict(os.environ, QT_QPA_PLATFORM=options.platform, FIBSGUI_HOME=home,
                   PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")])))
        cases = {"bare": (BARE, [])}
        for case in ("start", "engine used", "engine thinking", "online"):
            cases[case] = (FIBSGUI, [case])
        results: dict[str, list[float]] = {name: [] for name in cases}
        for _ in range(options.runs):  # interleaved, so that a busy moment weighs on every case alike
            for name, (code, args) in cases.items():
                results[name].append(measure(code, args, env))
    reference = statistics.median(results["bare"])
    print(f"time from the window's close to the process's end ({options.runs} runs, {options.platform})")
    print(f"{'case':<18}{'median ms':>11}{'worst ms':>10}{'x bare':>9}")
    for name, times in results.items():
        median = statistics.median(times)
        print(f"{name:<18}{median:>11.1f}{max(times):>10.1f}{median / reference:>9.2f}")


if __name__ == "__main__":
    main()
