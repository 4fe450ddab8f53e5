"""The core runs without Qt: the rules, both servers' protocols and sessions, and the engine import no
part of PySide6, so they work in a plain Python shell, in scripts and in tests without a display."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORE = ("fibsgui.bg", "fibsgui.clip", "fibsgui.session", "fibsgui.engine", "fibsgui.bgammon", "fibsgui.records")


@pytest.mark.parametrize("package", CORE)
def test_the_core_imports_no_qt(package):
    folder = ROOT / Path(*package.split("."))
    modules = [package] + [f"{package}.{path.stem}" for path in sorted(folder.glob("*.py")) if path.stem != "__init__"]
    code = ("import importlib, sys\n"
            f"for name in {modules!r}:\n"
            "    importlib.import_module(name)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'qasync')))\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]", f"{package} pulls in Qt: {result.stdout.strip()}"
