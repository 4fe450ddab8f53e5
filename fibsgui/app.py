"""Application entry point: builds the QApplication and the main window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="fibsgui", description="FIBS backgammon client")
    parser.add_argument(
        "--quit-after",
        type=int,
        metavar="MS",
        help="close the main window after MS milliseconds (for smoke tests)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="PNG",
        help="with --quit-after: save a picture of the main window before closing",
    )
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from fibsgui import __version__
    from fibsgui.ui.mainwindow import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("fibsgui")
    app.setOrganizationName("fibsgui")
    app.setApplicationVersion(__version__)

    window = MainWindow()
    window.show()

    if args.quit_after is not None:
        def finish() -> None:
            if args.screenshot:
                window.grab().save(args.screenshot)
            window.close()
            app.quit()

        QTimer.singleShot(args.quit_after, finish)

    return app.exec()
