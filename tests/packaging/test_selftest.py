"""``python -m fibsgui --self-test PNG`` from the source tree: the same check the packages run."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

HAS_GNUBG = importlib.util.find_spec("gnubg") is not None


def self_test(shot: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "fibsgui", "--self-test", str(shot)],
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen", **env),
        capture_output=True,
        text=True,
        timeout=120,
    )


def report(proc: subprocess.CompletedProcess) -> dict[str, str]:
    lines = {}
    for line in proc.stdout.splitlines():
        key, sep, rest = line.partition(": ")
        if sep:
            lines[key] = rest
    return lines


def test_self_test_opens_the_window_loads_the_engine_and_reports(tmp_path):
    shot = tmp_path / "shots" / "self-test.png"
    proc = self_test(shot)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = report(proc)
    assert lines["result"] == "ok"
    assert lines["modules"].startswith("ok: ")
    assert lines["resources"].startswith("ok: ")
    assert lines["icon"].startswith("ok: 8 sizes, largest 512 px")
    assert lines["window"].startswith("ok: ")
    if HAS_GNUBG:
        assert lines["engine data"].startswith("ok: ")
        assert lines["engine"].startswith("ok: ") and "8/5 6/5" in lines["engine"]
    else:
        assert lines["engine"].startswith("gnubg not available")
    assert "Traceback" not in proc.stderr
    # The picture is of the main window, and the report is also written beside it.
    image = QImage(str(shot))
    assert not image.isNull() and image.width() > 300 and image.height() > 200
    assert shot.with_suffix(".txt").read_text().splitlines() == proc.stdout.splitlines()


@pytest.mark.skipif(not HAS_GNUBG, reason="gnubg not installed")
def test_self_test_fails_cleanly_when_gnubg_data_is_missing(tmp_path):
    empty = tmp_path / "no-data"
    empty.mkdir()
    (empty / "gnubg.weights").write_bytes(b"")  # present but the rest is not
    shot = tmp_path / "self-test.png"
    proc = self_test(shot, GNUBG_DATA_DIR=str(empty))
    # Reported and exit status 1, rather than the engine aborting the process.
    assert proc.returncode == 1, proc.stdout + proc.stderr
    lines = report(proc)
    assert lines["engine data"].startswith("FAILED: ")
    assert "gnubg.wd" in lines["engine data"] and "met/*.xml" in lines["engine data"]
    assert "gnubg.weights," not in lines["engine data"]
    assert lines["result"].startswith("FAILED")
    assert not shot.exists()
    assert "FAILED" in shot.with_suffix(".txt").read_text()


def test_self_test_fails_when_the_picture_cannot_be_saved(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    proc = self_test(blocker / "self-test.png")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    lines = report(proc)
    assert lines["window"].startswith("FAILED")
    assert lines["result"] == "FAILED (window)"
    assert "Traceback" not in proc.stderr
