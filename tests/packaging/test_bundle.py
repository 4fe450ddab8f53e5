"""Builds the Linux bundle and starts it in an empty environment (slow: ``pytest -m slow``).

Needs network access to the package index the first time (PyInstaller and the dependencies go
into build/packaging-venv)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build")
def test_linux_bundle_builds_and_passes_its_self_test(tmp_path):
    build = subprocess.run(["bash", str(ROOT / "packaging" / "build_linux.sh"), "--no-appimage"],
                           capture_output=True, text=True, timeout=1800)
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    assert (ROOT / "dist" / "fibsgui" / "fibsgui").is_file()
    assert (ROOT / "build" / "fibsgui.AppDir" / "AppRun").is_file()

    for name, exe in (("bundle", ROOT / "dist" / "fibsgui" / "fibsgui"),
                      ("appdir", ROOT / "build" / "fibsgui.AppDir" / "AppRun")):
        shot = tmp_path / f"{name}.png"
        smoke = subprocess.run(["bash", str(ROOT / "packaging" / "smoke_test.sh"), str(exe), str(shot)],
                               capture_output=True, text=True, timeout=300)
        assert smoke.returncode == 0, smoke.stdout + smoke.stderr
        assert "bundle: " in smoke.stdout  # it ran frozen, not from this tree
        assert not QImage(str(shot)).isNull()
