"""Top-level windows opened on an offscreen screen of a given size and scale, in a fresh process,
and what of them can be seen there: the window with its frame inside the screen's available
area, its minimum size within it, and every push button in the part of the window on the screen,
unclipped (not cut off by the window's edge nor hidden under a scroll area's edge).

``probe(tmp_path, width, height, scale, names)`` runs :data:`PROBE` with a screen of ``width`` x
``height`` pixels (QT_SCALE_FACTOR ``scale``) and returns, per window name, what was seen; with
``shots`` it saves each window's picture there (``<shots>/<name>-<width>x<height>@<scale>.png``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

#: Every top-level window the probe opens, by name.
WINDOWS = ("review", "review-analysed", "replay", "library", "rating", "welcome", "history", "settings", "login",
           "whois", "shortcuts", "about", "folders", "ids", "look")

PROBE = r"""
import json, sys
from pathlib import Path
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QCheckBox, QCommandLinkButton, QLabel, QRadioButton, QPushButton

app = QApplication(sys.argv[:1])
from fibsgui.config import Settings
from fibsgui.ui.mainwindow import MainWindow

home, shots, names = Path(sys.argv[1]), sys.argv[2], sys.argv[3].split(",")
settings = Settings(home / "settings.toml")
settings["board.animation_ms"] = 0
main = MainWindow(settings=settings, start_practice=False, window_state_file=str(home / "window.ini"))
main.show()
app.processEvents()


def record_file():
    from fibsgui.records.matfile import write_mat
    from tests.records.helpers import play_match

    path = home / "match.mat"
    path.write_text(write_mat(play_match(length=5, seed=4)[1]))
    return str(path)


def open_window(name):
    if name in ("review", "review-analysed"):
        review = main.match_history.open_record(record_file())
        review.go_to(12)
        if name == "review-analysed":  # the analysis shown: its graph and summary below, the details beside
            review.analysis_area.show()
            review.decision_label.setText("Best play: 24/18 13/11 (equity +0.123)")
        return review
    if name == "replay":
        from fibsgui.bgammon.replay import parse_match
        from tests.ui.test_history_replay import GAME

        viewer = main.match_history._viewer()
        viewer.set_match(parse_match(GAME))
        viewer.show()
        return viewer
    if name == "library":
        return main.show_library()
    if name == "rating":
        return main.show_ratings()
    if name == "welcome":
        from fibsgui.ui.welcome import WelcomeDialog

        dialog = WelcomeDialog(main)
        dialog.show()
        return dialog
    if name == "history":
        return main.match_history.show_dialog()
    if name == "settings":
        return main.show_settings()
    if name == "login":
        return main.show_login()
    if name == "whois":
        from fibsgui.clip.state import Whois
        from fibsgui.ui.whois import WhoisDialog

        dialog = WhoisDialog(main)
        dialog.show_whois(Whois("someone", lines=("Last login: Friday, November 27 13:02 2026 from x.example",
                                                  "Still logged in. 2:03 minutes idle.", "Rating: 1623.45 Experience: 4120",
                                                  "No email address.")))
        return dialog
    if name == "shortcuts":
        return main.show_shortcuts()
    if name == "about":
        return main.show_about()
    if name == "folders":
        return main.show_folders()
    if name == "ids":
        from fibsgui.ui.ids import IdsDialog

        dialog = IdsDialog(main)
        dialog.show()
        return dialog
    if name == "look":
        from fibsgui.ui.online import LookDialog

        dialog = LookDialog(settings, main)
        dialog.show()
        return dialog
    raise SystemExit(f"no window {name}")


def in_scroll_area(widget, window):
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent.parentWidget(), QAbstractScrollArea) and parent is parent.parentWidget().viewport():
            return True
        parent = parent.parentWidget()
    return False


def cut_labels(window):
    # texts that wrap, shown in less height than their lines need
    out = []
    for label in window.findChildren(QLabel):
        if label.isVisibleTo(window) and label.wordWrap() and label.text() and not in_scroll_area(label, window):
            if label.heightForWidth(label.width()) > label.height() + 1:
                out.append({"name": label.objectName() or label.text()[:30], "size": [label.width(), label.height()],
                            "needs": label.heightForWidth(label.width())})
    for button in window.findChildren(QCommandLinkButton):  # a description that wraps
        if button.isVisibleTo(window) and button.heightForWidth(button.width()) > button.height() + 1:
            out.append({"name": button.objectName(), "size": [button.width(), button.height()],
                        "needs": button.heightForWidth(button.width())})
    return out


def clipped(button, window):
    # the part of the button a user sees: inside the window's part on the screen, not cut by its parents
    if not button.isVisibleTo(window) or isinstance(button, (QCheckBox, QRadioButton)):
        return None
    if in_scroll_area(button, window):
        return None  # in a scroll area: scrolled to, not a button of the window's own
    seen = button.visibleRegion().boundingRect()
    top_left = button.mapToGlobal(QPoint(0, 0))
    on_screen = QRect(top_left, button.size())
    area = window.screen().availableGeometry()
    whole = seen == button.rect() and area.contains(on_screen)
    return None if whole else {"name": button.objectName() or button.text(), "seen": seen.getRect(),
                                "size": [button.width(), button.height()], "global": on_screen.getRect()}


out = {}
for name in names:
    window = open_window(name)
    for _ in range(3):
        app.processEvents()
    area = window.screen().availableGeometry()
    # a title bar and borders at least (offscreen, the platform's frame is 1 or 2 pixels; a
    # desktop's is some 30 pixels high)
    margins = (window.frameGeometry().size() - window.size()).expandedTo(QSize(8, 32))
    frame = QRect(window.frameGeometry().topLeft(), window.size() + margins)
    minimum = window.minimumSizeHint().expandedTo(window.minimumSize()) if window.layout() is None or \
        window.layout().sizeConstraint().name != "SetFixedSize" else window.size()
    if window.layout() is not None:
        minimum = minimum.expandedTo(window.layout().totalMinimumSize())
    bad = [b for b in (clipped(b, window) for b in window.findChildren(QAbstractButton)) if b]
    buttons = [b.objectName() or b.text() for b in window.findChildren(QPushButton) if b.isVisibleTo(window)]
    if shots != "-":
        window.grab().save(f"{shots}/{name}.png")
    out[name] = {"area": area.getRect(), "frame": frame.getRect(), "inner": window.geometry().getRect(),
                 "minimum": [minimum.width(), minimum.height()], "margins": [margins.width(), margins.height()],
                 "clipped": bad, "cut_labels": cut_labels(window), "buttons": buttons, "dpr": window.devicePixelRatio()}
    window.close()
    app.processEvents()
print(json.dumps(out))
"""


def probe(tmp_path: Path, width: int, height: int, scale: float = 1, names=WINDOWS, shots: str | None = None) -> dict:
    """What each window of ``names`` looks like on a screen of ``width`` x ``height`` at ``scale``
    (see the module's text)."""
    root = Path(__file__).resolve().parents[2]
    screens = tmp_path / f"screen-{width}x{height}.json"
    screens.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0, "width": width, "height": height,
                                                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    home = tmp_path / f"home-{width}x{height}-{scale}"
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.toml").write_text('[general]\nfirst_run_done = true\nlanguage = "en"\n')
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screens}", QT_SCALE_FACTOR=str(scale),
               FIBSGUI_HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH", "")])))
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
    args = [sys.executable, "-c", textwrap.dedent(PROBE), str(home), shots or "-", ",".join(names)]
    proc = subprocess.run(args, cwd=root, env=env, capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


def problems(seen: dict) -> list[str]:
    """What does not fit in ``seen`` (one window's figures), in words; empty when all fits."""
    ax, ay, aw, ah = seen["area"]
    fx, fy, fw, fh = seen["frame"]
    out = []
    if not (ax <= fx and ay <= fy and fx + fw <= ax + aw and fy + fh <= ay + ah):
        out.append(f"frame {seen['frame']} outside the area {seen['area']}")
    mw, mh = seen["minimum"]
    if mw + seen["margins"][0] > aw or mh + seen["margins"][1] > ah:
        out.append(f"minimum {seen['minimum']} with its frame larger than the area {seen['area']}")
    if seen["clipped"]:
        out.append(f"buttons cut off: {seen['clipped']}")
    if seen["cut_labels"]:
        out.append(f"texts cut off: {seen['cut_labels']}")
    return out
