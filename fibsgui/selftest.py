"""``fibsgui --self-test PNG``: checks an installed or bundled fibsgui without a user.

Opens the main window (also without a display: ``QT_QPA_PLATFORM=offscreen``), imports every
module of the package, loads GNU Backgammon's engine where it is installed and has it play and
evaluate positions, saves a picture of the window to PNG and prints a short report (also written
beside the picture, as ``<PNG>.txt``, for platforms where a windowed program has no console).
The exit status is 0 when every check passed, 1 otherwise.

The run keeps its settings, logs and history in a temporary folder (unless ``FIBSGUI_HOME`` is
set), so it never touches the user's files, saved accounts or keyring.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import pkgutil
import platform
import sys
import tempfile
from pathlib import Path
from typing import Any

# What GNU Backgammon's engine reads at start-up: without the neural-net weights it aborts the
# process; without the bear-off databases and a match equity table it plays worse.
GNUBG_DATA_FILES = ("gnubg.weights", "gnubg.wd", "gnubg_os0.bd", "gnubg_ts0.bd")
GNUBG_MET_FOLDER = "met"


def gnubg_data_dir() -> tuple[Path | None, str]:
    """Where the gnubg module will look for its data, and why; (None, reason) without gnubg.

    Found without importing gnubg: the import itself aborts the process when the data is missing.
    """
    override = os.environ.get("GNUBG_DATA_DIR")
    if override:
        return Path(override), "GNUBG_DATA_DIR"
    try:
        spec = importlib.util.find_spec("gnubg")
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        return None, "gnubg is not installed"
    return Path(list(spec.submodule_search_locations)[0]) / "data", "beside the gnubg module"


def missing_gnubg_data(folder: Path) -> list[str]:
    missing = [name for name in GNUBG_DATA_FILES if not (folder / name).is_file()]
    met = folder / GNUBG_MET_FOLDER
    if not (met.is_dir() and any(met.glob("*.xml"))):
        missing.append(f"{GNUBG_MET_FOLDER}/*.xml")
    return missing


def shipped_data_files() -> list[Any]:
    """The resource and translation files the installed fibsgui distribution lists (its RECORD);
    empty for a source checkout installed in editable mode."""
    from importlib import metadata

    try:
        files = metadata.files("fibsgui") or []
    except metadata.PackageNotFoundError:
        return []
    return [f for f in files
            if f.parts[:2] in (("fibsgui", "resources"), ("fibsgui", "translations"))
            and f.suffix not in (".py", ".pyc")]


class SelfTest:
    def __init__(self, screenshot: Path) -> None:
        self.screenshot = screenshot.resolve()
        self.lines: list[str] = []
        self.failures: list[str] = []
        self._home: tempfile.TemporaryDirectory[str] | None = None
        self.gnubg_ready = False
        if not os.environ.get("FIBSGUI_HOME"):
            self._home = tempfile.TemporaryDirectory(prefix="fibsgui-self-test-", ignore_cleanup_errors=True)
            os.environ["FIBSGUI_HOME"] = self._home.name

    # -- reporting ------------------------------------------------------------------------------

    def say(self, line: str) -> None:
        self.lines.append(line)
        stream = sys.stdout
        if stream is not None:
            try:
                stream.write(line + "\n")
                stream.flush()
            except (OSError, UnicodeError, ValueError):
                pass

    def check(self, name: str, passed: bool, detail: str) -> bool:
        self.say(f"{name}: {'ok' if passed else 'FAILED'}: {detail}")
        if not passed:
            self.failures.append(name)
        return passed

    def crash(self, message: str, report: Path | None) -> None:
        """Crash handler while the self-test runs: an unexpected exception anywhere fails it."""
        self.check("unexpected error", False, f"{message} (report: {report or 'not written'})")

    @property
    def exit_code(self) -> int:
        return 1 if self.failures else 0

    # -- before the window exists ---------------------------------------------------------------

    def preflight(self) -> bool:
        """Facts about the installation, and gnubg's data checked before anything imports gnubg.

        Returns False when going on would abort the process (gnubg installed without its data).
        """
        from fibsgui import __version__, paths

        frozen = getattr(sys, "frozen", False)
        self.say(f"fibsgui {__version__} self-test")
        self.say(f"python: {platform.python_version()} ({sys.executable}) on {platform.platform()}")
        if frozen:
            self.say(f"bundle: {getattr(sys, '_MEIPASS', Path(sys.executable).parent)}")
        self.say(f"package: {Path(__file__).resolve().parent}")
        self.say(f"app files: config {paths.config_dir()}, data {paths.data_dir()}, log {paths.log_dir()}")
        for name, folder in (("config", paths.config_dir()), ("data", paths.data_dir()), ("log", paths.log_dir())):
            error = paths.check_writable(folder)
            if error is not None:
                self.say(f"app files: the {name} folder cannot be written ({error.strerror or error})")

        folder, why = gnubg_data_dir()
        if folder is None:
            self.say(f"engine: gnubg not available ({why}); the built-in opponent plays")
            return True
        missing = missing_gnubg_data(folder)
        self.check("engine data", not missing,
                   f"{folder} ({why})" + (f" lacks {', '.join(missing)}" if missing else ""))
        self.gnubg_ready = not missing
        if missing:
            self.say("result: FAILED (engine data)")
            self._write_report()
        return not missing

    # -- with the window open -------------------------------------------------------------------

    def run(self, app: Any, window: Any) -> int:
        """The checks that need the running app; then the report. Returns the exit status."""
        steps = (self._qt, self._resources, self._modules, self._engine, self._keyring, self._window)
        for step in steps:
            try:
                step(app, window)
            except Exception as exc:  # each failure is reported and the other checks still run
                self.check(step.__name__.strip("_"), False, f"{type(exc).__name__}: {exc}")
        self.say(f"result: {'ok' if not self.failures else 'FAILED (' + ', '.join(self.failures) + ')'}")
        self._write_report()
        return self.exit_code

    def _qt(self, app: Any, window: Any) -> None:
        import PySide6
        from PySide6.QtCore import qVersion

        self.say(f"qt: Qt {qVersion()}, PySide6 {PySide6.__version__}, platform {app.platformName()}")

    def _resources(self, app: Any, window: Any) -> None:
        from importlib import resources

        folder = Path(str(resources.files("fibsgui.resources")))
        files = [p for p in folder.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")]
        # An installed wheel (and a bundle, which carries its metadata) lists every data file it
        # shipped: each must be there. A source checkout has no such list.
        shipped = shipped_data_files()
        lost = [str(f) for f in shipped if not Path(str(f.locate())).is_file()]
        self.check("resources", bool(files) and folder.is_dir() and not lost,
                   f"{folder} ({len(files)} files"
                   + (f"; {len(shipped) - len(lost)} of {len(shipped)} the package ships" if shipped else "")
                   + ")" + (f"; missing: {', '.join(lost[:5])}" if lost else ""))
        icon = app.windowIcon()
        self.check("icon", not icon.isNull() and bool(icon.availableSizes()),
                   f"{len(icon.availableSizes())} sizes, largest {max((s.width() for s in icon.availableSizes()), default=0)} px")
        translations = Path(str(resources.files("fibsgui.translations")))
        compiled = sorted(p.name for p in translations.glob("*.qm"))
        self.say(f"translations: {translations} ({len(compiled)} compiled: {', '.join(compiled) or 'none'})")

    def _modules(self, app: Any, window: Any) -> None:
        """Every module of the package imports: a bundle that left one out, or a library one needs,
        fails here rather than in front of a user."""
        import fibsgui

        names = ["fibsgui.resources", "fibsgui.translations"]
        for info in pkgutil.walk_packages(fibsgui.__path__, "fibsgui."):
            if info.name != "fibsgui.__main__":
                names.append(info.name)
        broken = []
        for name in sorted(set(names)):
            try:
                importlib.import_module(name)
            except Exception as exc:
                broken.append(f"{name} ({type(exc).__name__}: {exc})")
        self.check("modules", not broken and len(names) > 2,
                   f"{len(set(names)) - len(broken)} of {len(set(names))} imported" +
                   (f"; broken: {'; '.join(broken)}" if broken else ""))

    def _engine(self, app: Any, window: Any) -> None:
        if not self.gnubg_ready:
            return
        from fibsgui.bg import Position
        from fibsgui.engine.gnubg_engine import load

        gnubg = load()  # imported by the engine thread, as the app does: it works in no other

        cubeinfo, evalcontext = gnubg.cubeinfo(), gnubg.evalcontext(0, 0, 1, 0, 0.0)
        start = Position.initial(0)
        win, *_rest, equity = gnubg.evaluate(start.gnubg_board(), cubeinfo, evalcontext)
        steps = gnubg.findbestmove(start.gnubg_board(), cubeinfo, evalcontext, (3, 1))
        played = start.legal_plays((3, 1)).find(" ".join(f"{a}/{b}" for a, b in zip(steps[::2], steps[1::2])))
        # The opening 3-1 is always played 8/5 6/5, and the start is close to even for the roller.
        sane = 0.45 < win < 0.60 and abs(equity) < 0.25 and played.gnubg() == "8/5 6/5"
        self.check("engine", sane, f"gnubg {getattr(gnubg, '__version__', '?')}: opening 3-1 played "
                                   f"{played.gnubg()}, start {win:.1%} to win for the roller")

    def _keyring(self, app: Any, window: Any) -> None:
        """Which keyring would hold passwords (information only: many machines have none)."""
        from fibsgui import credentials

        if credentials.keyring_available():
            import keyring

            backend = keyring.get_keyring()
            self.say(f"keyring: {type(backend).__module__}.{type(backend).__name__} (passwords can be saved)")
        else:
            self.say("keyring: none (the password is asked at each login)")

    def _window(self, app: Any, window: Any) -> None:
        from PySide6.QtGui import QImage

        self.screenshot.parent.mkdir(parents=True, exist_ok=True)
        saved = window.grab().save(str(self.screenshot))
        image = QImage(str(self.screenshot))
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)} \
            if not image.isNull() else set()
        # A window that painted shows more than one colour.
        self.check("window", saved and not image.isNull() and len(colours) > 1,
                   f"{window.windowTitle()!r} {image.width()}x{image.height()}, screenshot {self.screenshot}")

    def _write_report(self) -> None:
        try:
            self.screenshot.with_suffix(".txt").write_text("\n".join(self.lines) + "\n", encoding="utf-8")
        except OSError:
            pass
