"""The application's start: fibsgui reaches into no private part of its dependencies (a new
version of PySide, qasync or platformdirs that changes one must not change fibsgui), and what a
normal start has loaded once its window is painted."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.ui.test_online_on_demand import run_python

ROOT = Path(__file__).resolve().parents[2]

#: The dependencies whose private names fibsgui must not use (PySide's support package included).
DEPENDENCIES = ("PySide6", "shiboken6", "shibokensupport", "qasync", "platformdirs")


def _from_dependency(module: str | None) -> bool:
    return module is not None and module.split(".")[0] in DEPENDENCIES


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _names_a_private_part(text: str) -> bool:
    """A string naming a dependency's module or attribute by a private name, or PySide's support
    package at all (``sys.modules.get("shibokensupport.feature")``, ``"qasync._windows"``)."""
    parts = text.split(".")
    return parts[0] in DEPENDENCIES and (parts[0] == "shibokensupport" or any(map(_private, parts[1:])))


def private_uses(source: str) -> list[str]:
    """Where ``source`` uses a private name of one of :data:`DEPENDENCIES`: an import of one, an
    attribute of a name bound by an import of a dependency (``QtCore._x``, ``QTimer._y``), a
    getattr/setattr/hasattr with a private name on such a name, or a string naming a private module
    or PySide's support package."""
    tree = ast.parse(source)
    bound: set[str] = set()
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _from_dependency(alias.name):
                    if any(map(_private, alias.name.split("."))) or alias.name.startswith("shibokensupport"):
                        found.append(f"line {node.lineno}: import {alias.name}")
                    bound.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and _from_dependency(node.module):
            for alias in node.names:
                if _private(alias.name) or _names_a_private_part(f"{node.module}.{alias.name}"):
                    found.append(f"line {node.lineno}: from {node.module} import {alias.name}")
                bound.add(alias.asname or alias.name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            chain, value = [node.attr], node.value
            while isinstance(value, ast.Attribute):
                chain.append(value.attr)
                value = value.value
            if isinstance(value, ast.Name) and value.id in bound and any(map(_private, chain)):
                found.append(f"line {node.lineno}: {value.id}.{'.'.join(reversed(chain))}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "setattr", "hasattr", "delattr") and len(node.args) >= 2
              and isinstance(node.args[0], ast.Name) and node.args[0].id in bound
              and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)
              and _private(node.args[1].value)):
            found.append(f"line {node.lineno}: {node.func.id}({node.args[0].id}, {node.args[1].value!r})")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and _names_a_private_part(node.value):
            found.append(f"line {node.lineno}: {node.value!r}")
    return sorted(set(found), key=lambda where: int(where.split()[1].rstrip(":")))


def test_the_scan_finds_each_kind_of_private_use():
    reaching = textwrap.dedent("""
        import sys
        import qasync
        import PySide6.QtCore as core
        from PySide6.QtCore import QTimer
        from qasync import _QEventLoop
        from shibokensupport import feature
        feature = sys.modules.get("shibokensupport.feature")
        check = getattr(feature, "_mod_uses_pyside", None)
        qasync._make_signaller(None)
        QTimer._hidden = 1
        core.QObject._private()
        getattr(core, "_secret")
        __import__("qasync._windows")
    """)
    assert private_uses(reaching) == [
        "line 6: from qasync import _QEventLoop",
        "line 7: from shibokensupport import feature",
        "line 8: 'shibokensupport.feature'",
        "line 9: getattr(feature, '_mod_uses_pyside')",
        "line 10: qasync._make_signaller",
        "line 11: QTimer._hidden",
        "line 12: core.QObject._private",
        "line 13: getattr(core, '_secret')",
        "line 14: 'qasync._windows'",
    ]


def test_the_scan_leaves_public_names_and_fibsgui_s_own_private_names_alone():
    ordinary = textwrap.dedent("""
        import PySide6
        import qasync
        from PySide6.QtCore import QObject, QTimer
        from platformdirs import user_config_dir

        class Window(QObject):
            def __init__(self):
                super().__init__()
                self._timer = QTimer(self)
                self._timer.timeout.connect(self._tick)

            def _tick(self):
                return PySide6.__version__, qasync.QEventLoop, user_config_dir("fibsgui"), "_private"
    """)
    assert private_uses(ordinary) == []


def test_fibsgui_uses_no_private_name_of_pyside_qasync_or_platformdirs():
    found = {}
    for path in sorted((ROOT / "fibsgui").rglob("*.py")):
        uses = private_uses(path.read_text(encoding="utf-8"))
        if uses:
            found[str(path.relative_to(ROOT))] = uses
    assert found == {}


def test_a_normal_start_paints_its_window_without_the_heavy_parts_or_a_hook_of_its_own(tmp_path):
    lines = run_python("""
        import builtins, json, sys
        import PySide6.QtCore  # PySide's own import hook, as PySide installs it
        pyside_import = builtins.__import__
        from fibsgui import app

        waiting = app.after_first_paint

        def probed(window, action):
            def done():
                action()
                print(json.dumps({
                    "loaded": [m for m in ("gnubg", "asyncio", "fibsgui.clip", "fibsgui.session")
                               if m in sys.modules],
                    "import hook": "PySide's" if builtins.__import__ is pyside_import else "another",
                    "icon": not window.windowIcon().isNull(),
                    "title": window.windowTitle(),
                }))
                window.close()
            waiting(window, done)

        app.after_first_paint = probed
        sys.exit(app.main([]))
    """, tmp_path)
    report = json.loads(lines[-1])
    assert report["loaded"] == []
    assert report["import hook"] == "PySide's"
    assert report["icon"] is True
    assert "fibsgui" in report["title"]
    # the moment the window stood, in the log (what benchmarks/startup.py times a built bundle by)
    logged = (tmp_path / "log" / "fibsgui.log").read_text(encoding="utf-8").splitlines()
    assert [line.split(" ", 2)[-1] for line in logged if line.endswith("main window painted")] == [
        "INFO fibsgui.app: main window painted"]


def run_app(code: str, home: Path) -> subprocess.CompletedProcess:
    """Run ``code`` as a start of the app on Qt's offscreen platform, where no one can see or
    answer a message box: it must end (or go on) by itself, saying what went wrong on stderr."""
    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.toml").write_text('[general]\nfirst_run_done = true\nlanguage = "en"\n')
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIBSGUI_HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")])))
    return subprocess.run([sys.executable, "-u", "-c", textwrap.dedent(code)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_a_start_that_fails_offscreen_says_why_on_stderr_and_ends(tmp_path):
    proc = run_app("""
        import sys
        from fibsgui import app, i18n

        def no_translations(settings):
            raise RuntimeError("no translations here")

        i18n.follow_settings = no_translations
        sys.exit(app.main([]))
    """, tmp_path)
    assert proc.returncode == 1, proc.stderr
    assert "fibsgui cannot start: RuntimeError: no translations here" in proc.stderr.splitlines()
    assert "Traceback" not in proc.stderr


def test_an_unexpected_error_offscreen_is_told_on_stderr_and_the_app_goes_on(tmp_path):
    proc = run_app("""
        import json, sys
        from PySide6.QtCore import QTimer
        from fibsgui import app

        waiting = app.after_first_paint

        def probed(window, action):
            def done():
                action()
                QTimer.singleShot(0, lambda: 1 / 0)  # in an event handler: the crash handler's
                QTimer.singleShot(50, lambda: (print(json.dumps({"visible": window.isVisible()})),
                                               window.close()))
            waiting(window, done)

        app.after_first_paint = probed
        sys.exit(app.main([]))
    """, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.splitlines()[-1]) == {"visible": True}
    said = [line for line in proc.stderr.splitlines() if line.startswith("fibsgui: unexpected error")]
    reports = sorted((tmp_path / "log").glob("crash-*.txt"))
    assert len(reports) == 1
    assert said == [f"fibsgui: unexpected error: ZeroDivisionError: division by zero (report: {reports[0]})"]
