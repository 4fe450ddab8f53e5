"""ICU's licence text in the bundle: PySide6's Linux wheel carries ICU's libraries without it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import licences  # noqa: E402


def wheel_icu_libraries() -> list[Path]:
    import PySide6

    return sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicu*.so*"))


def test_the_icu_text_is_icus_licence_with_its_third_party_notices():
    text = licences.ICU_TEXT.read_text(encoding="utf-8")
    assert text.startswith("UNICODE, INC. LICENSE AGREEMENT - DATA FILES AND SOFTWARE")
    assert "ICU License - ICU 1.8.1 to ICU 57.1" in text
    assert "Third-Party Software Licenses" in text


def test_icu_from_a_wheel_is_listed_with_its_text_and_the_systems_is_left_to_its_package():
    binaries = [("PySide6/Qt/lib/libicuuc.so.73", "/venv/site-packages/PySide6/Qt/lib/libicuuc.so.73", "BINARY"),
                ("PySide6/Qt/lib/libicui18n.so.73", "/venv/site-packages/PySide6/Qt/lib/libicui18n.so.73", "BINARY"),
                ("PySide6/Qt/lib/libQt6Core.so.6", "/venv/site-packages/PySide6/Qt/lib/libQt6Core.so.6", "BINARY"),
                ("libicuuc.so.72", "/usr/lib/x86_64-linux-gnu/libicuuc.so.72", "BINARY")]
    entry = licences.bundled_icu(binaries)
    assert entry["name"] == "ICU (libicui18n.so.73, libicuuc.so.73)"
    assert entry["version"] == "73"
    assert entry["texts"] == [licences.ICU_TEXT]
    assert licences.bundled_icu(binaries[2:]) is None  # Qt alone, and the system's ICU (dpkg's copyright)
    windows = [("icuuc74.dll", r"C:\venv\Lib\site-packages\PySide6\icuuc74.dll", "BINARY")]
    assert licences.bundled_icu(windows)["version"] == "74"


@pytest.mark.skipif(not wheel_icu_libraries(), reason="this PySide6 carries no ICU libraries")
def test_the_collected_licences_hold_icus_text_for_the_wheels_libraries(tmp_path):
    binaries = [(f"PySide6/Qt/lib/{path.name}", str(path), "BINARY") for path in wheel_icu_libraries()]
    datas = licences.collect(tmp_path / "licences", binaries)
    index = json.loads((tmp_path / "licences" / "index.json").read_text(encoding="utf-8"))
    (icu,) = [item for item in index if item["name"].startswith("ICU (")]
    assert all(path.name in icu["name"] for path in wheel_icu_libraries())
    assert icu["files"] == ["ICU/ICU.txt"]
    copied = tmp_path / "licences" / "ICU" / "ICU.txt"
    assert copied.read_bytes() == licences.ICU_TEXT.read_bytes()
    assert ("licences/ICU/ICU.txt", str(copied), "DATA") in datas


def test_a_module_named_like_a_licence_file_is_not_taken_for_a_licence_text(tmp_path):
    """fibsgui/ui/notices.py (and its compiled copy) start like NOTICE files: they are code, and were
    bundled as fibsgui's licence texts (the compiled one, with the build's path in it, made two builds
    differ)."""
    from importlib import metadata

    from fibsgui.ui.help import _licence_files

    info = tmp_path / "demo-1.0.dist-info"
    (info / "licenses").mkdir(parents=True)
    (info / "licenses" / "LICENSE").write_text("the licence\n")
    (tmp_path / "demo" / "__pycache__").mkdir(parents=True)
    (tmp_path / "demo" / "NOTICE").write_text("a notice\n")
    (tmp_path / "demo" / "notices.py").write_text("x = 1\n")
    (tmp_path / "demo" / "__pycache__" / "notices.cpython-311.pyc").write_bytes(b"\x00")
    (tmp_path / "demo" / "licence_check.pyi").write_text("x: int\n")
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: demo\nVersion: 1.0\n")
    (info / "RECORD").write_text("\n".join([
        "demo-1.0.dist-info/licenses/LICENSE,,", "demo/NOTICE,,", "demo/notices.py,,",
        "demo/__pycache__/notices.cpython-311.pyc,,", "demo/licence_check.pyi,,", "demo-1.0.dist-info/RECORD,,"]))
    dist = metadata.PathDistribution(info)
    assert [path.relative_to(tmp_path).as_posix() for path in _licence_files(dist, "demo")] == [
        "demo-1.0.dist-info/licenses/LICENSE", "demo/NOTICE"]
