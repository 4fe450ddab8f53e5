"""The package, its entry points and its data files."""

import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)\n```", readme, re.S)
    assert len(blocks) == 2, "the quick start is exactly two commands"
    install_and_start, install_and_test = blocks
    assert "fibsgui" in install_and_start and "pip install" in install_and_start
    ci = (ROOT / ".ci" / "run").read_text()
    assert install_and_test in ci


def test_module_entry_point_starts_and_quits(tmp_path):
    shot = tmp_path / "main.png"
    proc = subprocess.run(
        [sys.executable, "-m", "fibsgui", "--quit-after", "300", "--screenshot", str(shot)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert shot.stat().st_size > 1000
    assert "Traceback" not in proc.stderr


@pytest.mark.slow
def test_wheel_ships_resources_and_translations(tmp_path):
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = tmp_path.glob("fibsgui-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "fibsgui/resources/README.md" in names
    assert "fibsgui/translations/README.md" in names
    assert "fibsgui/bg/__init__.py" in names
