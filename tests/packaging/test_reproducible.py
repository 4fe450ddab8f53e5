"""Reproducible Linux archives: packaging/check_reproducible.sh's comparison on small made-up trees
and archives, and the causes of difference the spec removes (installer metadata naming the build's
folders, symbolic links to left-out libraries)."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SCRIPT = PACKAGING / "check_reproducible.sh"
sys.path.insert(0, str(PACKAGING))

import installed_metadata  # noqa: E402
import trim  # noqa: E402


def compare(a: Path, b: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(SCRIPT), "--compare", str(a), str(b)], capture_output=True, text=True, timeout=60)


def tree(root: Path, files: dict[str, str], links: dict[str, str] | None = None) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    for name, target in (links or {}).items():
        (root / name).symlink_to(target)
    return root


BASE = {"fibsgui/fibsgui": "exe", "fibsgui/_internal/base_library.zip": "zip",
        "fibsgui/_internal/fibsgui-0.1.0.dist-info/RECORD": "fibsgui/__init__.py,sha256=x,3\n"}


def test_alike_trees_are_reported_alike(tmp_path):
    a = tree(tmp_path / "a", BASE, {"fibsgui/_internal/libQt6Gui.so.6": "PySide6/libQt6Gui.so.6"})
    b = tree(tmp_path / "b", BASE, {"fibsgui/_internal/libQt6Gui.so.6": "PySide6/libQt6Gui.so.6"})
    proc = compare(a, b)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "alike" in proc.stdout


def test_every_kind_of_difference_is_named_once(tmp_path):
    a = tree(tmp_path / "a", {**BASE, "fibsgui/only-here.txt": "x", "fibsgui/_internal/sub/run": "same"},
             {"fibsgui/_internal/libQt6Network.so.6": "PySide6/Qt/lib/libQt6Network.so.6"})
    b = tree(tmp_path / "b", {**BASE, "fibsgui/_internal/base_library.zip": "zip, built elsewhere",
                              "fibsgui/_internal/sub/run": "same", "fibsgui/there.txt": "y"},
             {"fibsgui/_internal/libQt6Network.so.6": "elsewhere/libQt6Network.so.6"})
    (b / "fibsgui/_internal/sub/run").chmod(0o755)
    proc = compare(a, b)
    assert proc.returncode == 1
    lines = proc.stdout.splitlines()
    assert sorted(lines) == lines
    assert [line.split("  (")[0] for line in lines] == [
        "differs: fibsgui/_internal/base_library.zip",
        "differs: fibsgui/_internal/libQt6Network.so.6",
        "differs: fibsgui/_internal/sub/run",
        f"only in {a}: fibsgui/only-here.txt",
        f"only in {b}: fibsgui/there.txt",
    ]
    assert "(link -> PySide6/Qt/lib/libQt6Network.so.6 | link -> elsewhere/libQt6Network.so.6)" in proc.stdout
    assert "file 644 " in lines[2] and "| file 755 " in lines[2]  # the same bytes, another mode


def reproducible_tar(archive: Path, folder: Path) -> None:
    script = f". {PACKAGING / 'common.sh'}; SOURCE_DATE_EPOCH=1700000000; reproducible_tar {archive} {folder} fibsgui"
    subprocess.run(["bash", "-c", script], check=True, capture_output=True, timeout=60)


def test_identical_archives_are_reported_with_their_sum(tmp_path):
    a = tree(tmp_path / "a", BASE)
    b = tree(tmp_path / "longer-name-b", BASE)
    os.utime(b / "fibsgui/fibsgui", (1, 1))  # times are the archive's, not the files'
    reproducible_tar(tmp_path / "a.tar.gz", a / "fibsgui")
    reproducible_tar(tmp_path / "b.tar.gz", b / "fibsgui")
    proc = compare(tmp_path / "a.tar.gz", tmp_path / "b.tar.gz")
    assert proc.returncode == 0, proc.stdout
    first, second = proc.stdout.splitlines()[:2]
    assert first.split()[0] == second.split()[0]
    assert "identical" in proc.stdout


def test_archives_that_differ_name_the_file_that_differs(tmp_path):
    a = tree(tmp_path / "a", BASE)
    b = tree(tmp_path / "b", {**BASE, "fibsgui/_internal/fibsgui-0.1.0.dist-info/RECORD": "changed\n"})
    reproducible_tar(tmp_path / "a.tar.gz", a / "fibsgui")
    reproducible_tar(tmp_path / "b.tar.gz", b / "fibsgui")
    proc = compare(tmp_path / "a.tar.gz", tmp_path / "b.tar.gz")
    assert proc.returncode == 1
    assert "NOT reproducible" in proc.stdout
    differing = [line for line in proc.stdout.splitlines() if line.startswith(("differs:", "only in"))]
    assert [line.split("  (")[0] for line in differing] == ["differs: fibsgui/_internal/fibsgui-0.1.0.dist-info/RECORD"]


def test_archives_of_the_same_files_in_another_order_show_the_listing(tmp_path):
    a = tree(tmp_path / "a", BASE)
    for number, names in enumerate((sorted(BASE), sorted(BASE, reverse=True))):
        with tarfile.open(tmp_path / f"{number}.tar", "w", format=tarfile.GNU_FORMAT) as archive:
            for name in names:
                info = archive.gettarinfo(a / name, arcname=name)
                info.mtime, info.uid, info.gid, info.uname, info.gname = 1700000000, 0, 0, "", ""
                with open(a / name, "rb") as handle:
                    archive.addfile(info, handle)
    proc = compare(tmp_path / "0.tar", tmp_path / "1.tar")
    assert proc.returncode == 1
    entries, listing = proc.stdout.split("-- listings that differ")
    assert "(none: the files are alike)" in entries
    assert "differs:" not in entries and "only in" not in entries
    assert "< " in listing and "> " in listing and "fibsgui/_internal/base_library.zip" in listing


def test_compare_wants_two_of_a_kind(tmp_path):
    a = tree(tmp_path / "a", BASE)
    proc = compare(a, a / "fibsgui/fibsgui")
    assert proc.returncode == 2
    assert "two archives or two folders" in proc.stderr


# -- what the spec removes -----------------------------------------------------------------------

RECORD = """../../../bin/fibsgui,sha256=Ze030ur9XwqANA-Xr3RKDOqPF4ErO7h0OSSCwFHeO2Q,181
fibsgui/__init__.py,sha256=abc,120
fibsgui/resources/icons/fibsgui.svg,sha256=def,2000
fibsgui-0.1.0.dist-info/INSTALLER,sha256=ghi,4
fibsgui-0.1.0.dist-info/RECORD,,
fibsgui-0.1.0.dist-info/direct_url.json,sha256=M1KJ53sf_uu94FHlKM9jRA2W-me7lOPl5Ig1lA-bboQ,61
"""


def test_the_record_keeps_the_distributions_files_and_drops_the_installers():
    assert installed_metadata.neutral_record(RECORD).splitlines() == [
        "fibsgui/__init__.py,sha256=abc,120",
        "fibsgui/resources/icons/fibsgui.svg,sha256=def,2000",
        "fibsgui-0.1.0.dist-info/INSTALLER,sha256=ghi,4",
        "fibsgui-0.1.0.dist-info/RECORD,,",
    ]


def test_metadata_of_two_build_folders_becomes_the_same(tmp_path):
    results = []
    for build in ("rA", "longer-rB"):
        info = tmp_path / build / "site-packages" / "fibsgui-0.1.0.dist-info"
        info.mkdir(parents=True)
        venv_python = f"#!/tmp/{build}/build/packaging-venv/bin/python"
        (info / "RECORD").write_text(RECORD.replace("Ze030ur9", venv_python[-8:]))
        (info / "direct_url.json").write_text(f'{{"url": "file:///tmp/{build}/build/packaging-src"}}')
        (info / "METADATA").write_text("Name: fibsgui\n")
        other = tmp_path / build / "site-packages" / "qasync-0.28.0.dist-info"
        other.mkdir()
        (other / "RECORD").write_text("qasync/__init__.py,sha256=q,9\n")
        datas = [(f"fibsgui-0.1.0.dist-info/{name}", str(info / name), "DATA")
                 for name in ("METADATA", "RECORD", "direct_url.json")]
        datas.append(("qasync-0.28.0.dist-info/RECORD", str(other / "RECORD"), "DATA"))
        results.append(installed_metadata.neutral(datas, tmp_path / build / "work"))
    for result in results:
        assert [entry[0] for entry in result] == ["fibsgui-0.1.0.dist-info/METADATA", "fibsgui-0.1.0.dist-info/RECORD",
                                                  "qasync-0.28.0.dist-info/RECORD"]
        assert Path(result[1][1]).parts[-3:-2] == ("work",)  # the rewritten copy
        assert Path(result[2][1]).parts[-3] == "site-packages"  # nothing to rewrite: the original
    assert Path(results[0][1][1]).read_bytes() == Path(results[1][1][1]).read_bytes()
    assert b"bin/fibsgui" not in Path(results[0][1][1]).read_bytes()


def test_links_to_left_out_libraries_go_with_them():
    datas = [("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
             ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
             ("PySide6/Qt/lib/libicu.so", "libicu.so.73", "SYMLINK"),
             ("PySide6/Qt/plugins/x/libq.so", "../../lib/libQt6Gui.so.6", "SYMLINK"),
             ("PySide6/Qt/plugins/x/libgone.so", "../../lib/libQt6Network.so.6", "SYMLINK"),
             ("fibsgui/resources/icons/fibsgui.svg", "/src/fibsgui.svg", "DATA")]
    binaries = [("PySide6/Qt/lib/libQt6Gui.so.6", "/venv/libQt6Gui.so.6", "BINARY"),
                ("PySide6/Qt/lib/libicu.so.73", "/venv/libicu.so.73", "BINARY")]
    kept = trim.without_dangling_links(datas, binaries)
    assert [entry[0] for entry in kept] == ["libQt6Gui.so.6", "PySide6/Qt/lib/libicu.so",
                                            "PySide6/Qt/plugins/x/libq.so", "fibsgui/resources/icons/fibsgui.svg"]
