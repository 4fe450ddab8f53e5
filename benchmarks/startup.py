"""Start-up time and idle memory of fibsgui against a bare PySide6 QMainWindow, measured in the same run.

Each run starts a fresh Python process (offscreen Qt platform, a new FIBSGUI_HOME) and measures:

- time: from spawning the process to the end of the main window's first paint (the child prints a
  line from a zero-timer started in the window's first ``paintEvent``, so the whole first frame is
  drawn; the parent notes when the line arrives);
- memory: the child's resident set (``VmRSS`` in ``/proc/<pid>/status``) one second after that,
  while it sits idle.

fibsgui starts through its real entry point (``fibsgui.app.main``: logging, settings, language,
qasync loop, the main window with the practice board) as on a normal start (not the first, so no
welcome); the reference is a ``QMainWindow`` of the same size in a plain ``QApplication``. Both
run from compiled bytecode (a cache of the benchmark's own, filled by an uncounted first run of
each), as an installed app does. Runs of the two alternate; the medians are compared. Targets: at most 1.5 times the reference's time and
memory. The child also reports whether GNU Backgammon's module (and so its weights) was loaded.

    python3 benchmarks/startup.py [--runs 7] [--idle 1.0]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import sys
from PySide6.QtCore import QTimer

def probe(base):
    class Probe(base):
        _painted = False

        def paintEvent(self, event):
            super().paintEvent(event)
            if not Probe._painted:
                Probe._painted = True
                QTimer.singleShot(0, lambda: print("PAINTED", int("gnubg" in sys.modules), flush=True))
    Probe.__name__ = base.__name__
    return Probe
"""

CHILDREN = {
    "fibsgui": PROBE + """
import fibsgui.ui.mainwindow as mainwindow
from fibsgui import app
mainwindow.MainWindow = probe(mainwindow.MainWindow)
sys.exit(app.main([]))
""",
    "bare": PROBE + """
from PySide6.QtWidgets import QApplication, QMainWindow
application = QApplication(sys.argv[:1])
window = probe(QMainWindow)()
window.resize(1200, 800)
window.show()
sys.exit(application.exec())
""",
}


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")


def run_once(kind: str, idle: float, pycache: str) -> tuple[float, int, bool]:
    """(seconds to the first painted window, resident KiB after ``idle`` seconds, gnubg loaded)."""
    with tempfile.TemporaryDirectory(prefix="fibsgui-startup-") as home:
        config = Path(home) / "config"
        config.mkdir()
        (config / "settings.toml").write_text("[general]\nfirst_run_done = true\nlanguage = \"en\"\n")
        # Compiled bytecode, as an installed app has it, kept in a cache of this run's own.
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIBSGUI_HOME=home, PYTHONPYCACHEPREFIX=pycache)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", CHILDREN[kind]], cwd=home, env=env, text=True,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        try:
            line = child.stdout.readline()
            elapsed = time.perf_counter() - start
            if not line.startswith("PAINTED"):
                raise RuntimeError(f"{kind}: the child ended without painting (exit {child.wait()})")
            time.sleep(idle)
            memory = rss_kib(child.pid)
            return elapsed, memory, line.split()[1] == "1"
        finally:
            child.kill()
            child.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each (alternating)")
    parser.add_argument("--idle", type=float, default=1.0, help="seconds after the first paint to read memory")
    args = parser.parse_args(argv)
    if not Path("/proc/self/status").exists():
        print("needs /proc (Linux) to read the resident memory")
        return 1

    results: dict[str, list[tuple[float, int, bool]]] = {"bare": [], "fibsgui": []}
    with tempfile.TemporaryDirectory(prefix="fibsgui-startup-pycache-") as pycache:
        run_once("bare", 0.0, pycache)  # compile and warm the file cache for both, uncounted
        run_once("fibsgui", 0.0, pycache)
        for _ in range(args.runs):
            for kind in ("bare", "fibsgui"):
                results[kind].append(run_once(kind, args.idle, pycache))

    print(f"start-up to the first painted main window, {args.runs} runs each (alternating), "
          f"offscreen, Python {sys.version.split()[0]}")
    medians = {}
    for kind, runs in results.items():
        times = [r[0] for r in runs]
        memory = [r[1] for r in runs]
        medians[kind] = (statistics.median(times), statistics.median(memory))
        print(f"{kind:<9} time median {medians[kind][0] * 1e3:7.1f} ms (min {min(times) * 1e3:7.1f}, "
              f"max {max(times) * 1e3:7.1f})   idle RSS median {medians[kind][1] / 1024:6.1f} MiB "
              f"(min {min(memory) / 1024:6.1f}, max {max(memory) / 1024:6.1f})")
    time_ratio = medians["fibsgui"][0] / medians["bare"][0]
    memory_ratio = medians["fibsgui"][1] / medians["bare"][1]
    print(f"ratio     time {time_ratio:.2f}x (target <= 1.5x: {'met' if time_ratio <= 1.5 else 'MISSED'})   "
          f"memory {memory_ratio:.2f}x (target <= 1.5x: {'met' if memory_ratio <= 1.5 else 'MISSED'})")
    loaded = sum(r[2] for r in results["fibsgui"])
    print(f"gnubg module loaded at the first paint: {loaded} of {args.runs} fibsgui runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
