#!/usr/bin/env python3
"""Pictures of the real app for the README: the practice screen in every language, and the welcome.

    python3 tools/screenshots.py [--out docs/screenshots] [--languages en de fr it da]

Runs without a display (Qt's offscreen platform) in a temporary FIBSGUI_HOME. The main window
plays a few turns of a seeded practice match (the player's plays are the engine's best), asks for
a hint, and is saved as ``practice-<lang>.png``; the welcome dialog as ``welcome-<lang>.png``. The
same dice come up in every language, so the pictures show the same position.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED = 7  # the player wins the opening roll with it
TURNS = 3  # of the player's, before the picture


def wait(app, ready, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not ready():
        if time.monotonic() > deadline:
            raise RuntimeError("timed out")
        app.processEvents()
        time.sleep(0.01)


def practice_picture(app, language: str, out: Path) -> None:
    from fibsgui import i18n
    from fibsgui.config import Settings
    from fibsgui.models.game import Action
    from fibsgui.ui.mainwindow import MainWindow

    i18n.set_language(language)
    settings = Settings(Path(os.environ["FIBSGUI_HOME"]) / f"settings-{language}.toml")
    settings["board.animation_ms"] = 0
    window = MainWindow(settings=settings, start_practice=False)
    window.resize(1200, 800)
    window.show()
    screen = window.practice
    controller = screen.controller
    screen.new_match(seed=SEED)
    scene = screen.board.scene

    def settled() -> bool:
        return not controller.thinking() and not scene.animating()

    turns = 0
    while True:
        wait(app, settled)
        snapshot = controller.snapshot()
        if snapshot.can(Action.MOVE):
            if turns == TURNS:
                break
            hints: list = []
            controller.hints_ready.connect(hints.append)  # the engine thinks in its worker thread
            controller.request_hint(1)
            wait(app, lambda: bool(hints))
            controller.hints_ready.disconnect(hints.append)
            best = hints[0][0].play
            for move in best:
                controller.step(move.from_point, move.to_point)
            turns += 1
        elif snapshot.can(Action.ROLL):
            controller.roll()
        elif snapshot.can(Action.TAKE):
            controller.take()
        else:
            raise RuntimeError(f"unexpected state in the picture's match: {snapshot}")
    screen.ask_hint()
    wait(app, lambda: screen.hints.topLevelItemCount() > 0)
    wait(app, settled)
    app.processEvents()
    target = out / f"practice-{language}.png"
    window.grab().save(str(target))
    print(f"wrote {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    controller.shutdown()
    window.deleteLater()


def welcome_picture(app, language: str, out: Path) -> None:
    from fibsgui import i18n
    from fibsgui.ui.welcome import WelcomeDialog

    i18n.set_language(language)
    dialog = WelcomeDialog()
    dialog.show()
    wait(app, dialog.isVisible)
    app.processEvents()
    target = out / f"welcome-{language}.png"
    dialog.grab().save(str(target))
    print(f"wrote {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    dialog.deleteLater()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--languages", nargs="+", default=["en", "de", "fr", "it", "da"])
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from shotscreen import use_offscreen_screen

    use_offscreen_screen()
    home = tempfile.TemporaryDirectory(prefix="fibsgui-screenshots-")
    os.environ["FIBSGUI_HOME"] = home.name
    sys.path.insert(0, str(ROOT))

    from PySide6.QtWidgets import QApplication

    from fibsgui.app import app_icon

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setWindowIcon(app_icon())
    args.out.mkdir(parents=True, exist_ok=True)
    for language in args.languages:
        practice_picture(app, language, args.out.resolve())
        welcome_picture(app, language, args.out.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
