"""Start-up time and idle memory of fibsgui (from source, and the built bundle when there is one)
against PySide alone, measured in the same run.

Each run starts a fresh process (offscreen Qt platform, a new FIBSGUI_HOME) and measures:

- time: from spawning the process to the end of the main window's first paint, the moment two
  turns of the event loop after the window's first paint event (the whole first frame is drawn);
- memory: the process's resident set (``VmRSS`` in ``/proc/<pid>/status``) one second after that,
  while it sits idle.

The children:

- "bare": a ``QMainWindow`` of fibsgui's size in a plain ``QApplication``;
- "widgets": the same kinds of widgets as fibsgui's window made by PySide alone, what the toolkit
  itself costs for such a window apart from fibsgui's code (both print a line at that moment);
- "fibsgui": ``python -m fibsgui``, the real entry point on a normal start (not the first, so no
  welcome), nothing added to it: the app logs "main window painted" at that moment, and the
  benchmark watches its log. It runs from a copy of the source laid out as an installed package
  (links to ``fibsgui/``, ``resources/`` and ``translations/``), so the benchmark runs whether or
  not the project is installed, editable or not;
- "frozen": the PyInstaller bundle ``dist/fibsgui/fibsgui`` of ``packaging/build_linux.sh``,
  measured the same way, when it has been built (``--frozen`` names another).

All Python children run from compiled bytecode (a cache of the benchmark's own, filled by an
uncounted first run of each), as an installed app does. Runs alternate; the medians are
compared. Targets: fibsgui's first paint at most 1.5x the "widgets" time; the frozen bundle's at
most 1.15x fibsgui's from source; fibsgui's idle memory at most 1.5x the bare window's.

No child can hang the benchmark: each has a time limit (``--timeout``), and one that ends or
runs out of time without painting is named with the tail of its stderr and of its log (on the
offscreen platform fibsgui shows no message box, which nobody could answer there: it writes the
fault on stderr). A failed child is left out of the figures and the benchmark ends with status 1.

    python3 benchmarks/startup.py [--runs 7] [--idle 1.0] [--timeout 60] [--frozen PATH]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "dist" / "fibsgui" / "fibsgui"
PAINTED = "main window painted"  # fibsgui's log line at the end of its first paint (fibsgui.app)

PROBE = """
import sys


def report_first_paint(window):
    # Two turns of the event loop after the window's first paint event, as fibsgui.app waits.
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Probe(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: print("PAINTED", flush=True)))
            return False

    window.probe = Probe(window)
    window.installEventFilter(window.probe)
"""

CHILDREN = {
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




class ChildFailed(Exception):
    """A child that ended, or ran out of time, without painting (with what it said)."""


@dataclass
class Child:
    kind: str
    argv: list[str]
    #: True: the end of the first paint is fibsgui's log line; False: the probe's "PAINTED" on stdout
    watches_log: bool


def stage_source(folder: Path) -> None:
    """The source laid out in ``folder`` as it is installed (pyproject.toml's package-dir:
    ``resources/`` and ``translations/`` are ``fibsgui.resources`` and ``fibsgui.translations``),
    made of links to the working tree: importable with ``folder`` on PYTHONPATH alone."""
    package = folder / "fibsgui"
    package.mkdir()
    for entry in (ROOT / "fibsgui").iterdir():
        if entry.name != "__pycache__":
            (package / entry.name).symlink_to(entry)
    (package / "resources").symlink_to(ROOT / "resources")
    (package / "translations").symlink_to(ROOT / "translations")


def rss_kib(pid: int) -> int:
    """The resident set of ``pid`` and of the processes it started (a bundle's loader may run the
    app in a process of its own)."""
    total, pending = 0, [pid]
    while pending:
        current = pending.pop()
        try:
            with open(f"/proc/{current}/status", encoding="ascii") as status:
                total += next((int(line.split()[1]) for line in status if line.startswith("VmRSS:")), 0)
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children", encoding="ascii") as children:
                    pending.extend(int(child) for child in children.read().split())
        except (FileNotFoundError, ProcessLookupError):
            continue  # ended in the meantime
    return total


def tail(path: Path, lines: int = 12) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    return "\n".join(text.rstrip("\n").splitlines()[-lines:])


def run_once(child: Child, idle: float, timeout: float, pycache: str, source: Path) -> tuple[float, int]:
    """(seconds to the end of the first paint, resident KiB ``idle`` seconds later); raises
    :class:`ChildFailed` when the child ends, or has not painted after ``timeout`` seconds."""
    with tempfile.TemporaryDirectory(prefix="fibsgui-startup-") as folder:
        home = Path(folder)
        (home / "config").mkdir()
        (home / "config" / "settings.toml").write_text('[general]\nfirst_run_done = true\nlanguage = "en"\n')
        log = home / "log" / "fibsgui.log"
        # Compiled bytecode, as an installed app has it, kept in a cache of this run's own.
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIBSGUI_HOME=str(home), PYTHONPYCACHEPREFIX=pycache,
                   PYTHONPATH=str(source))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        errors = home / "stderr.txt"
        with open(errors, "wb") as stderr:
            start = time.perf_counter()
            process = subprocess.Popen(child.argv, cwd=home, env=env, stdin=subprocess.DEVNULL,
                                       stdout=subprocess.PIPE, stderr=stderr, start_new_session=True)
        assert process.stdout is not None
        output = process.stdout.fileno()
        os.set_blocking(output, False)
        seen, log_size = b"", -1

        def painted() -> bool:
            nonlocal seen, log_size
            try:
                while chunk := os.read(output, 65536):  # read always: a full pipe would stop the child
                    seen = (seen + chunk)[-4096:]
            except BlockingIOError:
                pass
            if not child.watches_log:
                return b"PAINTED" in seen
            try:
                size = log.stat().st_size
            except OSError:
                return False
            if size == log_size:
                return False
            log_size = size
            return PAINTED in log.read_text(encoding="utf-8", errors="replace")

        try:
            while not painted():
                if process.poll() is not None:
                    raise ChildFailed(f"ended with status {process.returncode} before its first paint")
                if time.perf_counter() - start > timeout:
                    raise ChildFailed(f"no first paint within {timeout:g} s")
                time.sleep(0.001)
            elapsed = time.perf_counter() - start
            time.sleep(idle)
            if process.poll() is not None:
                raise ChildFailed(f"ended with status {process.returncode} after its first paint")
            return elapsed, rss_kib(process.pid)
        except ChildFailed as failed:
            said = [f"{child.kind}: {failed}"]
            for name, path in (("stderr", errors), ("log", log)):
                text = tail(path)
                said.append(f"  its {name}, last lines:\n" + "\n".join(f"    {line}" for line in text.splitlines())
                            if text else f"  its {name}: empty")
            raise ChildFailed("\n".join(said)) from None
        finally:
            try:
                os.killpg(process.pid, 9)
            except ProcessLookupError:
                pass
            process.wait()
            process.stdout.close()


def ratio_line(name: str, value: float | None, reference: float | None, target: float, what: str) -> str:
    if value is None or reference is None:
        return f"{name:<44} not measured"
    ratio = value / reference
    return f"{name:<44} {ratio:5.2f}x {what} (target <= {target}x: {'met' if ratio <= target else 'MISSED'})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each (alternating)")
    parser.add_argument("--idle", type=float, default=1.0, help="seconds after the first paint to read memory")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds a child may take to paint")
    parser.add_argument("--frozen", type=Path, default=FROZEN, help=f"the built bundle's program (default {FROZEN})")
    args = parser.parse_args(argv)
    if not Path("/proc/self/status").exists():
        print("needs /proc (Linux) to read the resident memory")
        return 1

    children = [
        Child("bare", [sys.executable, "-c", CHILDREN["bare"]], watches_log=False),
        Child("widgets", [sys.executable, "-c", CHILDREN["widgets"]], watches_log=False),
        Child("fibsgui", [sys.executable, "-m", "fibsgui"], watches_log=True),
    ]
    frozen = args.frozen.resolve()
    if frozen.is_file() and os.access(frozen, os.X_OK):
        children.append(Child("frozen", [str(frozen)], watches_log=True))
    results: dict[str, list[tuple[float, int]]] = {child.kind: [] for child in children}
    failures: list[str] = []

    def measure(child: Child, idle: float) -> tuple[float, int] | None:
        try:
            return run_once(child, idle, args.timeout, pycache, source)
        except ChildFailed as failed:
            failures.append(str(failed))
            children.remove(child)
            results.pop(child.kind)
            return None

    with tempfile.TemporaryDirectory(prefix="fibsgui-startup-pycache-") as pycache, \
            tempfile.TemporaryDirectory(prefix="fibsgui-startup-source-") as staged:
        source = Path(staged)
        stage_source(source)
        for child in list(children):  # compile and warm the file cache for each, uncounted
            measure(child, 0.0)
        for _ in range(args.runs):
            for child in list(children):
                figures = measure(child, args.idle)
                if figures is not None:
                    results[child.kind].append(figures)

    print(f"start-up to the first painted main window, {args.runs} runs each (alternating), "
          f"offscreen, Python {sys.version.split()[0]}")
    medians: dict[str, tuple[float, float]] = {}
    for kind, runs in results.items():
        times = [r[0] for r in runs]
        memory = [r[1] for r in runs]
        medians[kind] = (statistics.median(times), statistics.median(memory))
        print(f"{kind:<9} time median {medians[kind][0] * 1e3:7.1f} ms (min {min(times) * 1e3:7.1f}, "
              f"max {max(times) * 1e3:7.1f})   idle RSS median {medians[kind][1] / 1024:6.1f} MiB "
              f"(min {min(memory) / 1024:6.1f}, max {max(memory) / 1024:6.1f})")
    if "frozen" not in results and not any(f.startswith("frozen:") for f in failures):
        print(f"frozen    not built ({frozen} is absent: packaging/build_linux.sh builds it)")

    def median(kind: str, which: int) -> float | None:
        return medians[kind][which] if kind in medians else None

    print(ratio_line("fibsgui's first paint / widgets'", median("fibsgui", 0), median("widgets", 0), 1.5, "time"))
    print(ratio_line("frozen bundle's first paint / fibsgui's", median("frozen", 0), median("fibsgui", 0), 1.15,
                     "time"))
    print(ratio_line("fibsgui's idle memory / the bare window's", median("fibsgui", 1), median("bare", 1), 1.5,
                     "memory"))
    print(f"{'(for comparison) fibsgui / bare window':<44} "
          + (f"{medians['fibsgui'][0] / medians['bare'][0]:5.2f}x time" if "fibsgui" in medians and "bare" in medians
             else "not measured")
          + (f"; widgets / bare window {medians['widgets'][0] / medians['bare'][0]:5.2f}x time, "
             f"{medians['widgets'][1] / medians['bare'][1]:.2f}x memory" if "widgets" in medians and "bare" in medians
             else ""))
    if "frozen" in medians and "bare" in medians:
        print(f"{'(for comparison) frozen idle memory / bare':<44} {medians['frozen'][1] / medians['bare'][1]:5.2f}x")
    for failure in failures:
        print(f"FAILED {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
