"""Start-up time and idle memory of fibsgui against a bare PySide6 QMainWindow, measured in the same run.

Each run starts a fresh Python process (offscreen Qt platform, a new FIBSGUI_HOME) and measures:

- time: from spawning the process to the end of the main window's first paint (the child prints a
  line from a zero-timer started at the window's first paint event, so the whole first frame is
  drawn; the parent notes when the line arrives);
- memory: the child's resident set (``VmRSS`` in ``/proc/<pid>/status``) one second after that,
  while it sits idle.

fibsgui starts through its real entry point (``fibsgui.app.main``: logging, settings, language,
the main window with the practice board; the asyncio loop waits for the first login) as on a
normal start (not the first, so no welcome); the probe imports nothing before it. The reference
is a ``QMainWindow`` of the same size in a plain ``QApplication``. A third child, "widgets", makes
the same kinds of widgets as fibsgui's window with PySide alone: what the toolkit itself costs for
such a window, apart from fibsgui's code. All run from compiled bytecode (a cache of the
benchmark's own, filled by an uncounted first run of each), as an installed app does. Runs
alternate; the medians are compared. Targets: fibsgui at most 1.5 times the reference's time and
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


def report_first_paint(window):
    # After the window's first paint event, at the next turn of the event loop: the frame is drawn.
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Probe(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                QTimer.singleShot(0, lambda: print("PAINTED", int("gnubg" in sys.modules), flush=True))
            return False

    window._probe = Probe(window)
    window.installEventFilter(window._probe)
"""

CHILDREN = {
    # fibsgui as `python -m fibsgui` starts it: its entry point first, which imports the rest in its
    # own order. The probe joins where the entry point waits for the first paint (just after show()).
    "fibsgui": PROBE + """
from fibsgui import app

waiting = app.after_first_paint


def probed(window, action):
    report_first_paint(window)
    waiting(window, action)


app.after_first_paint = probed
sys.exit(app.main([]))
""",
    # The toolkit's own share of fibsgui's window: the same kinds of widgets, made and shown by
    # PySide alone (menus and shortcuts, a tool bar, a graphics view with a drawn board of shapes and
    # text, buttons, a tree and a list in a splitter, four docks, a status bar), no fibsgui code.
    "widgets": PROBE + """
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import (QApplication, QComboBox, QDockWidget, QGraphicsScene, QGraphicsView,
                               QGroupBox, QHBoxLayout, QLabel, QListWidget, QMainWindow, QPushButton,
                               QSplitter, QToolBar, QToolButton, QTreeWidget, QVBoxLayout, QWidget)
application = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1200, 800)
for title in ("File", "Game", "Server", "View"):
    menu = window.menuBar().addMenu(title)
    for n in range(6):
        action = QAction(f"{title} {n}", window)
        action.setShortcut(QKeySequence(f"Ctrl+{n}"))
        menu.addAction(action)
tools = QToolBar("Main", window)
window.addToolBar(tools)
for title in ("Log in", "Log out", "Ready to play", "Away", "Offline practice", "Online board", "Settings"):
    tools.addAction(QAction(title, window))
scene = QGraphicsScene(0, 0, 1040, 840)
scene.addRect(QRectF(0, 54, 1040, 732), QPen(Qt.PenStyle.NoPen), QBrush(QColor("#7a4a26")))
for n in range(24):
    scene.addRect(QRectF(110 + n % 12 * 62, 78 + n // 12 * 400, 60, 280), QPen(QColor("black")), QBrush(QColor("#a03020")))
for n in range(30):
    scene.addEllipse(QRectF(110 + n % 15 * 62, 78 + n // 15 * 600, 58, 58), QPen(QColor("black")), QBrush(QColor("ivory")))
for n in range(24):
    scene.addText(str(n + 1)).setPos(120 + n % 12 * 62, 56 + n // 12 * 740)
view = QGraphicsView(scene)
view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
board = QWidget()
board_layout = QVBoxLayout(board)
board_layout.addWidget(view)
buttons = QHBoxLayout()
for title in ("Roll", "Double", "Take", "Drop", "Accept", "Reject", "Undo", "Confirm", "Resign"):
    button = QToolButton()
    button.setText(title)
    buttons.addWidget(button)
board_layout.addLayout(buttons)
side = QWidget()
side_layout = QVBoxLayout(side)
hints = QGroupBox("Hint")
tree = QTreeWidget()
tree.setColumnCount(3)
QVBoxLayout(hints).addWidget(tree)
log = QGroupBox("Game log")
lines = QListWidget()
lines.addItems([f"line {n}" for n in range(12)])
QVBoxLayout(log).addWidget(lines)
side_layout.addWidget(hints)
side_layout.addWidget(log)
splitter = QSplitter(Qt.Orientation.Horizontal)
splitter.addWidget(board)
splitter.addWidget(side)
central = QWidget()
central_layout = QVBoxLayout(central)
controls = QHBoxLayout()
for widget in (QLabel("Match:"), QComboBox(), QLabel("Opponent strength:"), QComboBox(), QPushButton("New match")):
    controls.addWidget(widget)
central_layout.addLayout(controls)
central_layout.addWidget(splitter)
window.setCentralWidget(central)
for title, area in (("Players", Qt.DockWidgetArea.RightDockWidgetArea), ("Games", Qt.DockWidgetArea.RightDockWidgetArea),
                    ("Chat", Qt.DockWidgetArea.BottomDockWidgetArea), ("Server console", Qt.DockWidgetArea.BottomDockWidgetArea)):
    dock = QDockWidget(title, window)
    dock.setObjectName(title)
    label = QLabel("Log in to FIBS.")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    dock.setWidget(label)
    window.addDockWidget(area, dock)
window.statusBar().showMessage("Offline")
report_first_paint(window)
window.show()
sys.exit(application.exec())
""",
    "bare": PROBE + """
from PySide6.QtWidgets import QApplication, QMainWindow
application = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1200, 800)
report_first_paint(window)
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

    results: dict[str, list[tuple[float, int, bool]]] = {"bare": [], "widgets": [], "fibsgui": []}
    with tempfile.TemporaryDirectory(prefix="fibsgui-startup-pycache-") as pycache:
        for kind in results:  # compile and warm the file cache for each, uncounted
            run_once(kind, 0.0, pycache)
        for _ in range(args.runs):
            for kind in results:
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
    print(f"          the same widgets without fibsgui: time {medians['widgets'][0] / medians['bare'][0]:.2f}x, "
          f"memory {medians['widgets'][1] / medians['bare'][1]:.2f}x the bare window; fibsgui "
          f"{medians['fibsgui'][0] / medians['widgets'][0]:.2f}x and {medians['fibsgui'][1] / medians['widgets'][1]:.2f}x "
          f"the same widgets")
    loaded = sum(r[2] for r in results["fibsgui"])
    print(f"gnubg module loaded at the first paint: {loaded} of {args.runs} fibsgui runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
