"""Application entry point: builds the QApplication and the main window, and runs Qt's event loop
(the asyncio loop of the FIBS session joins it when the online part is first used: fibsgui.asyncloop)."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)


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
    parser.add_argument(
        "--self-test",
        metavar="PNG",
        help="check the installation: open the main window (also without a display), load the engine, "
             "save a picture of the window to PNG, print a report and exit (status 0 when all is well)",
    )
    return parser.parse_args(list(argv))


# The reverse-DNS name of the .desktop file and AppStream metainfo (packaging/linux/).
APP_ID = "io.github.fibsgui.fibsgui"


def app_icon() -> QIcon:
    """The application icon, from the PNG renderings of resources/icons/fibsgui.svg."""
    from importlib import resources

    from PySide6.QtGui import QIcon

    icon = QIcon()
    for png in sorted(Path(str(resources.files("fibsgui.resources") / "icons")).glob("fibsgui-*.png")):
        icon.addFile(str(png))
    return icon


def tune_garbage_collector() -> None:
    """Fewer, cheaper garbage collections once the window stands (the collector is off while the
    start builds it: see :func:`main`).

    Everything made at start-up lives as long as the app: frozen, the collector no longer walks it.
    A login burst makes thousands of small objects (who info, model rows); with Python's default
    threshold of 700 allocations the collector ran dozens of times per burst, the oldest generation
    among them, each a pause of tens of milliseconds (benchmarks/ui_burst.py measures this).

    The collections are the GUI thread's alone (:mod:`fibsgui.ui.collector`): a Qt object in a
    reference cycle collected by the engine's thread would leave its timers behind and crash the app.
    """
    from fibsgui.ui import collector

    gc.collect()
    gc.freeze()
    collector.install((10_000, 50, 100))


def after_first_paint(window: QWidget, action: Callable[[], None]) -> None:
    """Run ``action`` once ``window`` has painted its first frame and the event loop has handled
    what that frame queued (Qt paints the whole window, children included, in one go: a zero-timer
    started at its first paint event runs after it, one more turn of the loop after those events)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                QTimer.singleShot(0, window, lambda: QTimer.singleShot(0, window, action))  # not once it is gone
                self.deleteLater()
            return False

    window.installEventFilter(FirstPaint(window))


def say_on_stderr(text: str) -> None:
    """A line on stderr, where there is one (a windowed app on Windows has none)."""
    try:
        if sys.stderr is not None:
            print(text, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def dialogs_seen() -> bool:
    """Whether a message box can be seen and answered. Not on Qt's offscreen or minimal platform
    (a start without a screen: a benchmark, a check of a build), where a modal box would wait for
    ever for a click that cannot come: there the words go to stderr alone."""
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() not in ("offscreen", "minimal")


def cannot_start(exc: BaseException) -> int:
    """Say why the app cannot start, in words (a line on stderr, and a message box where Qt can
    show one), never as a traceback; the traceback goes to the log when there is one."""
    reason = f"{type(exc).__name__}: {exc}"
    log.critical("fibsgui cannot start", exc_info=exc)
    say_on_stderr(f"fibsgui cannot start: {reason}")
    try:
        from PySide6.QtWidgets import QApplication, QMessageBox

        app = QApplication.instance() or QApplication(sys.argv[:1])
        if dialogs_seen():
            QMessageBox.critical(None, app.translate("app", "fibsgui cannot start"),
                                 app.translate("app", "fibsgui cannot start: {0}").format(reason))
    except Exception:
        pass
    return 1


def engine_busy() -> bool:
    """Whether the practice engine is still working out something (in its own thread)."""
    offline = sys.modules.get("fibsgui.models.offline")
    return offline is not None and offline.engine_pool().activeThreadCount() > 0


def end_now(code: int) -> None:
    """End the process at once, with everything written: the log closed, the output flushed.

    For a quit while the engine works out a play or a hint: its thread cannot be stopped, and
    Python's and Qt's clean-up would wait for it (a world-class evaluation takes a second or more)
    for a result that nobody wants any more. Settings, window layout, chat and match files are
    written before the event loop ends."""
    from fibsgui.logs import flush_output

    logging.shutdown()
    flush_output()
    os._exit(code)


def report_folders(window: QWidget) -> None:
    """Tell the user once about each of fibsgui's folders that cannot be written."""
    from fibsgui import paths

    for kind, folder in (("settings", paths.config_dir()), ("history", paths.data_dir()),
                         ("log", paths.log_dir())):
        error = paths.check_writable(folder)
        if error is not None:
            window.folder_problem(kind, folder, error.strerror or str(error))  # type: ignore[attr-defined]


def bring_forward(window: QWidget) -> None:
    """Show ``window`` in front of the others, as it was before it was minimised."""
    from PySide6.QtCore import Qt

    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def already_running_text(app: Any, folder: Path, owner: str, reason: str) -> tuple[str, str]:
    """The title and words of a second start whose first copy could not be brought forward."""
    title = app.translate("app", "fibsgui is already running")
    if owner:
        first = app.translate("app", "fibsgui is already running with the data folder {0} (process {1}), "
                                     "and its window could not be brought forward: {2}.").format(folder, owner, reason)
    else:
        first = app.translate("app", "fibsgui is already running with the data folder {0}, and its window "
                                     "could not be brought forward: {1}.").format(folder, reason)
    return title, first + "\n\n" + app.translate(
        "app", "Only one copy of fibsgui can use a data folder at a time, so that both do not play "
               "and record the same match. Switch to the window of the copy that runs, or close it "
               "and start fibsgui again.")


def already_running(claim: object) -> int:
    """A second start on a data folder that another copy holds: that copy's window is brought
    forward and this one ends (status 0), or it says why it cannot (status 1)."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from fibsgui import i18n, instance
    from fibsgui.config import Settings

    folder, owner = claim.folder, claim.owner  # type: ignore[attr-defined]
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("fibsgui")
    i18n.follow_settings(Settings())
    reason = instance.forward(folder)
    if not reason:
        say_on_stderr(f"fibsgui is already running with the data folder {folder}: its window was brought forward.")
        return 0
    title, text = already_running_text(app, folder, owner, reason)
    say_on_stderr(text.replace("\n\n", " "))
    if dialogs_seen():
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok)
        box.exec()
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(argv)
    except Exception as exc:  # before the event loop: its own errors go to the crash handler
        return cannot_start(exc)


def run(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)

    self_test = None
    if args.self_test:
        from fibsgui.selftest import SelfTest

        self_test = SelfTest(Path(args.self_test))
        if not self_test.preflight():
            return 1

    # One running copy per data folder (fibsgui.instance): a second start brings the first
    # copy's window forward and ends, before it reads or writes anything of the folder's.
    from fibsgui import instance, paths

    claim = instance.claim(paths.data_dir())
    if not claim.first:
        return already_running(claim)

    # The start makes objects that live as long as the app: the garbage collector would walk them
    # again and again (each of its passes over the oldest generation some milliseconds) and find
    # nothing to free. From the window's first paint on it runs, in the GUI thread alone
    # (tune_garbage_collector).
    gc.disable()

    # The parts without Qt first: the log, the settings, the rules and the practice match (the
    # engine's module, not its weights), the practice match's file, the text helpers of the
    # window. Imported before PySide, their imports pass no import hook of its (which reads the
    # source of each module an import names after PySide is loaded, and keeps it in linecache).
    # The match records come with the practice match's first step (MainWindow._record_practice).
    import fibsgui
    import fibsgui.engine  # noqa: F401  (the practice screen's match)
    import fibsgui.nettext  # noqa: F401  (the window's and the board's text)
    import fibsgui.savedmatch  # noqa: F401  (the practice match's file)
    from fibsgui import asyncloop, logs
    from fibsgui.config import Settings

    logs.setup_logging()
    log.info("fibsgui starting")
    if claim.problem:
        log.warning("%s (a second copy on this data folder is not kept out)", claim.problem)
    settings = Settings()
    for problem in settings.problems:
        log.warning("settings: %s", problem)

    # On Linux, Qt aborts the process when a library of its X11 platform is missing, with words
    # that name no package: said here first, in words, with the packages to install.
    from fibsgui import syslibs

    missing = syslibs.check_xcb()
    if missing is not None:
        log.critical("%s", missing)
        if sys.stderr is not None:
            print(missing, file=sys.stderr)
        return 1

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from fibsgui import i18n
    from fibsgui.ui.focus import install_focus_style
    from fibsgui.ui.mainwindow import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_focus_style(app)  # the focused button, choice or list seen when moving by keyboard
    app.setApplicationName("fibsgui")
    app.setOrganizationName("fibsgui")
    app.setDesktopFileName(APP_ID)
    app.setApplicationVersion(fibsgui.__version__)

    def show_crash(message: str, report: Path | None) -> None:
        from PySide6.QtWidgets import QMessageBox

        say_on_stderr(f"fibsgui: unexpected error: {message} "
                      f"({f'report: {report}' if report is not None else 'no report written'})")
        if not dialogs_seen():
            return
        if report is not None:
            text = app.translate("app", "Something went wrong: {0}\n\nA report was written to:\n{1}\n\n"
                                        "fibsgui goes on running.").format(message, report)
        else:
            error = crash_handler.report_error
            reason = (error.strerror or str(error)) if error is not None else "?"
            text = app.translate("app", "Something went wrong: {0}\n\nNo report could be written ({1}).\n\n"
                                        "fibsgui goes on running.").format(message, reason)
        QMessageBox.critical(None, app.translate("app", "fibsgui: unexpected error"), text)

    crash_handler = logs.install_crash_handler(self_test.crash if self_test else show_crash)

    # The language applies before the window is built, and again whenever the setting changes.
    i18n.follow_settings(settings)

    # The FIBS session's asyncio loop (qasync) starts inside Qt's event loop at the first login.
    asyncloop.defer(app)

    # another start on the same data folder brings this window forward (the window, once made)
    shown: list[QWidget] = []
    listener = instance.Listener(claim.folder, lambda: [bring_forward(w) for w in shown], app)

    window = MainWindow(settings=settings)
    shown.append(window)
    window.engine_wait_ms = 0  # quitting waits for no engine job: end_now
    report_folders(window)
    window.show()

    def first_frame_done() -> None:
        # the moment the window stands (benchmarks/startup.py times the start of a built bundle by it)
        log.info("main window painted")
        # The icon of the window list and task bar (the packages' own icon shows until then).
        app.setWindowIcon(app_icon())
        tune_garbage_collector()

    after_first_paint(window, first_frame_done)

    def started() -> None:
        log.info("fibsgui %s started", fibsgui.__version__)

    QTimer.singleShot(0, started)

    # the welcome (and its module) only on the first start: fibsgui.ui.welcome.first_start
    if args.quit_after is None and self_test is None and not settings["general.first_run_done"]:
        from fibsgui.ui.welcome import show_welcome

        QTimer.singleShot(0, window, lambda: show_welcome(window, settings))

    if args.quit_after is not None:
        def finish() -> None:
            if args.screenshot:
                window.grab().save(args.screenshot)
            window.close()
            app.quit()

        QTimer.singleShot(args.quit_after, finish)

    if self_test is not None:
        def run_self_test() -> None:
            self_test.run(app, window)
            window.close()
            app.quit()

        QTimer.singleShot(200, run_self_test)

    app.exec()
    listener.close()
    asyncloop.close()
    log.info("fibsgui stopped")
    code = self_test.exit_code if self_test else 0
    if engine_busy():
        end_now(code)
    return code
