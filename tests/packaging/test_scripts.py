"""The build scripts' logic that can run here: checksum checks, hdiutil's retry, the signature
check that must fail the build, the release's SHA256SUMS, reproducible archives, and what the
bundle leaves out (packaging/trim.py), each with stand-ins for the tools of other systems."""

from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
sys.path.insert(0, str(PACKAGING / "windows"))

import trim  # noqa: E402
import version_resource  # noqa: E402


def run_common(script: str, tmp_path: Path, stubs: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """Runs ``script`` in bash after sourcing packaging/common.sh, with stand-in commands first on PATH."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    for name, body in (stubs or {}).items():
        (bin_dir / name).write_text("#!/usr/bin/env bash\n" + body)
        (bin_dir / name).chmod(0o755)
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}", TMP=str(tmp_path))
    return subprocess.run(["bash", "-c", f"set -euo pipefail; . {PACKAGING / 'common.sh'}; {script}"],
                          capture_output=True, text=True, env=env, timeout=60)


# -- pinned downloads ----------------------------------------------------------------------------

def test_a_file_with_another_checksum_stops_the_build_loudly(tmp_path):
    tool = tmp_path / "appimagetool"
    tool.write_bytes(b"not the pinned tool")
    good = hashlib.sha256(b"not the pinned tool").hexdigest()
    wrong = "0" * 64
    proc = run_common(f"fetch_pinned https://example.invalid/tool {tool} {wrong}; echo reached", tmp_path)
    assert proc.returncode != 0
    assert "reached" not in proc.stdout
    assert f"expected {wrong}" in proc.stderr and f"found    {good}" in proc.stderr
    assert not tool.exists() and (tmp_path / "appimagetool.bad").is_file()  # never used afterwards

    tool.write_bytes(b"not the pinned tool")
    proc = run_common(f"fetch_pinned https://example.invalid/tool {tool} {good}; echo reached", tmp_path)
    assert proc.returncode == 0 and "reached" in proc.stdout, proc.stderr
    assert os.access(tool, os.X_OK)


def test_the_pins_are_release_versions_with_checksums():
    script = (PACKAGING / "build_linux.sh").read_text()
    assert "releases/download/continuous" not in script
    assert re.search(r"^APPIMAGETOOL_VERSION=\d+\.\d+\.\d+$", script, re.M)
    assert re.search(r"^RUNTIME_VERSION=\d{8}$", script, re.M)
    for name in ("APPIMAGETOOL_SHA256", "RUNTIME_SHA256"):
        assert re.search(rf"^{name}=[0-9a-f]{{64}}$", script, re.M), name
    assert "--runtime-file" in script and "--updateinformation" in script


# -- macOS: hdiutil's retry, signatures, notarisation -------------------------------------------

BUSY_TWICE = """
count_file="$TMP/hdiutil-count"
n=$(( $(cat "$count_file" 2>/dev/null || echo 0) + 1 ))
echo "$n" > "$count_file"
if [ "$n" -le 2 ]; then echo "hdiutil: create failed - Resource busy" >&2; exit 1; fi
echo "created: $*"
"""


def test_hdiutil_is_tried_again_when_the_resource_is_busy(tmp_path):
    proc = run_common('retry 5 0 "Resource busy" hdiutil create x.dmg', tmp_path, {"hdiutil": BUSY_TWICE})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.count("Resource busy") >= 2
    assert "attempt 2 of 5 failed" in proc.stdout
    assert "created: create x.dmg" in proc.stdout
    assert (tmp_path / "hdiutil-count").read_text().strip() == "3"


def test_hdiutil_busy_too_often_or_failing_otherwise_fails(tmp_path):
    proc = run_common('retry 2 0 "Resource busy" hdiutil create x.dmg; echo reached', tmp_path, {"hdiutil": BUSY_TWICE})
    assert proc.returncode == 1 and "reached" not in proc.stdout
    other = 'echo "hdiutil: create failed - No space left on device" >&2; exit 3\n'
    proc = run_common('retry 5 0 "Resource busy" hdiutil create x.dmg', tmp_path / "x" if False else tmp_path,
                      {"hdiutil": other})
    assert proc.returncode == 3
    assert "attempt" not in proc.stdout  # not tried again


def test_a_signature_that_does_not_verify_fails_the_build(tmp_path):
    bad = 'echo "fibsgui.app: a sealed resource is missing or invalid" >&2; exit 1\n'
    proc = run_common("check_signature dist/fibsgui.app; echo reached", tmp_path, {"codesign": bad})
    assert proc.returncode != 0
    assert "reached" not in proc.stdout and "signature: valid" not in proc.stdout
    assert "does not verify" in proc.stderr
    proc = run_common("check_signature dist/fibsgui.app; echo reached", tmp_path, {"codesign": "exit 0\n"})
    assert proc.returncode == 0 and "signature: valid" in proc.stdout and "reached" in proc.stdout


def test_the_old_check_could_not_fail():
    """What the fix is for: under set -e a failing `a && b` does not stop the script."""
    proc = subprocess.run(["bash", "-c", "set -e; false && echo valid; echo went on"], capture_output=True, text=True)
    assert proc.returncode == 0 and "went on" in proc.stdout
    assert "&& echo \"signature" not in (PACKAGING / "build_macos.sh").read_text()


def test_notarisation_without_credentials_is_skipped_in_one_line(tmp_path):
    env_clear = "unset FIBSGUI_NOTARY_PROFILE FIBSGUI_NOTARY_APPLE_ID FIBSGUI_NOTARY_TEAM_ID FIBSGUI_NOTARY_PASSWORD; "
    xcrun = 'echo "xcrun $*" >> "$TMP/xcrun.log"\n'
    proc = run_common(env_clear + "notarise x.dmg", tmp_path, {"xcrun": xcrun})
    assert proc.returncode == 0
    assert proc.stdout.strip().splitlines() == [
        "notarisation: skipped (no FIBSGUI_NOTARY_PROFILE or Apple ID credentials)"]
    assert not (tmp_path / "xcrun.log").exists()
    proc = run_common(env_clear + "FIBSGUI_NOTARY_PROFILE=ci notarise x.dmg", tmp_path, {"xcrun": xcrun})
    assert proc.returncode == 0, proc.stderr
    calls = (tmp_path / "xcrun.log").read_text().splitlines()
    assert calls[0].startswith("xcrun notarytool submit x.dmg --keychain-profile ci --wait")
    assert calls[1:] == ["xcrun stapler staple x.dmg", "xcrun stapler validate x.dmg"]
    failing = 'echo "xcrun $*" >> "$TMP/xcrun.log"; [ "$1" != notarytool ]\n'
    proc = run_common(env_clear + "FIBSGUI_NOTARY_PROFILE=ci notarise x.dmg; echo reached", tmp_path,
                      {"xcrun": failing})
    assert proc.returncode != 0 and "reached" not in proc.stdout and "notarisation of x.dmg failed" in proc.stderr


# -- release checksums ---------------------------------------------------------------------------

RELEASE = ["fibsgui-1.2.0-linux-x86_64.tar.gz", "fibsgui-1.2.0-x86_64.AppImage", "fibsgui-1.2.0-x86_64.AppImage.zsync",
           "fibsgui-1.2.0-windows-x64-setup.exe", "fibsgui-1.2.0-windows-x64-portable.zip",
           "fibsgui-1.2.0-macos-arm64.dmg", "fibsgui-1.2.0-macos-x86_64.dmg"]


def release_dir(tmp_path: Path, names: list[str]) -> Path:
    folder = tmp_path / "release"
    folder.mkdir()
    for name in names:
        (folder / name).write_bytes(name.encode() * 3)
    return folder


def test_sha256sums_cover_every_package(tmp_path):
    folder = release_dir(tmp_path, RELEASE)
    proc = subprocess.run([str(PACKAGING / "release_checksums.sh"), str(folder)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    lines = (folder / "SHA256SUMS").read_text().splitlines()
    assert [line.split("  ")[1] for line in lines] == sorted(RELEASE)
    for line in lines:
        digest, name = line.split("  ")
        assert digest == hashlib.sha256((name.encode()) * 3).hexdigest()


@pytest.mark.parametrize("change", ["missing", "other version", "stray file"])
def test_an_incomplete_release_stops(tmp_path, change):
    names = list(RELEASE)
    if change == "missing":
        names.remove("fibsgui-1.2.0-macos-x86_64.dmg")
    elif change == "other version":
        names[0] = "fibsgui-1.1.0-linux-x86_64.tar.gz"
    else:
        names.append("fibsgui-1.2.0-debug.log")
    folder = release_dir(tmp_path, names)
    proc = subprocess.run([str(PACKAGING / "release_checksums.sh"), str(folder)], capture_output=True, text=True)
    assert proc.returncode == 1
    assert "ERROR" in proc.stderr
    assert not (folder / "SHA256SUMS").exists()


# -- reproducible archives, the glibc floor ------------------------------------------------------

def test_the_archive_depends_only_on_the_files(tmp_path):
    tree = tmp_path / "bundle"
    (tree / "_internal").mkdir(parents=True)
    for name in ("b.txt", "a.txt", "_internal/z.so"):
        (tree / name).write_text(name)
    first = tmp_path / "one.tar.gz"
    second = tmp_path / "two.tar.gz"
    assert run_common(f"SOURCE_DATE_EPOCH=1700000000; reproducible_tar {first} {tree} fibsgui", tmp_path).returncode == 0
    os.utime(tree / "a.txt", (1, 1))
    (tree / "b.txt").chmod(0o600)
    (tree / "b.txt").chmod(0o644)
    assert run_common(f"SOURCE_DATE_EPOCH=1700000000; reproducible_tar {second} {tree} fibsgui", tmp_path).returncode == 0
    assert first.read_bytes() == second.read_bytes()
    listing = subprocess.run(["tar", "-tvzf", str(first)], capture_output=True, text=True, check=True).stdout
    names = [line.split()[-1] for line in listing.splitlines()]
    assert names == ["fibsgui/", "fibsgui/_internal/", "fibsgui/_internal/z.so", "fibsgui/a.txt", "fibsgui/b.txt"]
    assert all(" root/root " in line or " 0/0 " in line for line in listing.splitlines())


@pytest.mark.skipif(shutil.which("objdump") is None, reason="binutils not installed")
def test_glibc_floor_is_the_highest_version_needed(tmp_path):
    tree = tmp_path / "bundle"
    tree.mkdir()
    shutil.copy(shutil.which("ls"), tree / "ls")
    expected = sorted(set(re.findall(r"GLIBC_([0-9.]+)", subprocess.run(
        ["objdump", "-T", str(tree / "ls")], capture_output=True, text=True).stdout)),
        key=lambda v: [int(p) for p in v.split(".")])[-1]
    proc = run_common(f"glibc_floor {tree}", tmp_path)
    assert proc.stdout.strip() == expected


# -- what the bundle leaves out ------------------------------------------------------------------

def test_unused_plugins_and_translations_are_left_out():
    kept = ["PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqwayland.so",
            "PySide6/Qt/plugins/platforms/libqoffscreen.so", "PySide6/plugins/platforms/qwindows.dll",
            "PySide6/Qt/plugins/imageformats/libqsvg.so", "PySide6/plugins/imageformats/qsvg.dll",
            "PySide6/Qt/plugins/iconengines/libqsvgicon.so", "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
            "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so"]
    dropped = ["PySide6/Qt/plugins/platforms/libqeglfs.so", "PySide6/Qt/plugins/platforms/libqvnc.so",
               "PySide6/Qt/plugins/platforms/libqlinuxfb.so", "PySide6/Qt/plugins/imageformats/libqjpeg.so",
               "PySide6/plugins/imageformats/qwebp.dll", "PySide6/Qt/plugins/tls/libqopensslbackend.so",
               "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
               "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so"]
    for dest in kept:
        assert not trim.dropped_plugin(dest), dest
    for dest in dropped:
        assert trim.dropped_plugin(dest), dest
    assert not trim.dropped_plugin("fibsgui/resources/icons/fibsgui.svg")
    langs = ["da", "de", "en"]
    assert not trim.dropped_translation("PySide6/Qt/translations/qtbase_de.qm", langs)
    assert trim.dropped_translation("PySide6/Qt/translations/qtbase_ja.qm", langs)
    assert trim.dropped_translation("PySide6/Qt/translations/qt_help_de.qm", langs)
    assert not trim.dropped_translation("fibsgui/translations/fibsgui_ja.qm", langs)  # fibsgui's own: all kept


def test_libraries_only_dropped_plugins_needed_go_with_them():
    needs = {"gtk3.so": ["libcairo.so.2", "libglib-2.0.so.0", "libQt6Gui.so.6"], "libcairo.so.2": ["libpixman-1.so.0"],
             "libQt6Gui.so.6": ["libQt6Core.so.6", "libstdc++.so.6"], "libQt6Core.so.6": ["libicuuc.so.73"],
             "libqxcb.so": ["libQt6Gui.so.6", "libxcb-cursor.so.0"], "libglib-2.0.so.0": ["libpcre2-8.so.0"],
             "_ssl.so": ["libssl.so.3"]}
    binaries = [("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "gtk3.so", "BINARY"),
                ("PySide6/Qt/plugins/platforms/libqxcb.so", "libqxcb.so", "BINARY")]
    binaries += [(name, name, "BINARY") for name in ("libcairo.so.2", "libpixman-1.so.0", "libQt6Gui.so.6",
                                                     "libQt6Core.so.6", "libicuuc.so.73", "libstdc++.so.6",
                                                     "libxcb-cursor.so.0", "libglib-2.0.so.0", "libpcre2-8.so.0",
                                                     "libssl.so.3", "_ssl.so")]
    kept = {entry[0] for entry in trim.keep_binaries(binaries, "linux", lambda path: needs.get(path, []))}
    assert kept == {"PySide6/Qt/plugins/platforms/libqxcb.so", "libQt6Gui.so.6", "libQt6Core.so.6", "libicuuc.so.73",
                    "libxcb-cursor.so.0", "libssl.so.3", "_ssl.so"}
    # Elsewhere the host libraries' rule does not apply.
    kept = {entry[0] for entry in trim.keep_binaries(binaries, "win32", lambda path: needs.get(path, []))}
    assert "libstdc++.so.6" in kept and "PySide6/Qt/plugins/platformthemes/libqgtk3.so" not in kept


def test_the_shipped_languages_are_the_translations_and_the_smoke_tests():
    shipped = trim.shipped_languages(ROOT / "translations")
    assert shipped == sorted(p.stem.removeprefix("fibsgui_") for p in (ROOT / "translations").glob("fibsgui_*.qm"))
    smoke = re.search(r"FIBSGUI_SMOKE_LANGUAGES-([^}]*)\}", (PACKAGING / "smoke_test.sh").read_text()).group(1)
    assert sorted(code.split("_")[0] for code in smoke.split()) == shipped
    iss = (PACKAGING / "windows" / "fibsgui.iss").read_text()
    isl = {"en": "Default.isl", "da": "Danish.isl", "de": "German.isl", "fr": "French.isl", "it": "Italian.isl"}
    named = re.findall(r'^Name: "\w+"; MessagesFile: "compiler:(?:Languages\\)?(\w+\.isl)"', iss, re.M)
    assert sorted(named) == sorted(isl[code] for code in shipped)


# -- Windows version resource ----------------------------------------------------------------------

@pytest.mark.parametrize("version, numbers", [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)),
                                              ("0.2.0b1", (0, 2, 0, 0)), ("10.20.30", (10, 20, 30, 0))])
def test_windows_version_numbers(version, numbers):
    assert version_resource.version_numbers(version) == numbers
    text = version_resource.version_text(version)
    assert f"filevers={numbers!r}" in text and f"StringStruct('ProductVersion', {version!r})" in text


def test_windows_version_refuses_what_is_not_a_version():
    for bad in ("", "v1", "70000.0.0"):
        with pytest.raises(ValueError):
            version_resource.version_numbers(bad)


# -- licences --------------------------------------------------------------------------------------

def test_the_bundled_about_box_reads_the_licence_index(tmp_path):
    from fibsgui.ui import help as about

    (tmp_path / "Qt").mkdir()
    (tmp_path / "Qt" / "LGPL-3.0.txt").write_text("GNU LESSER GENERAL PUBLIC LICENSE")
    index = tmp_path / "index.json"
    index.write_text(json.dumps([{"name": "Qt", "version": "6.11.3", "licence": "LGPL-3.0-only",
                                  "files": ["Qt/LGPL-3.0.txt"]}, "not an entry"]))
    (component,) = about.bundled_components(index)
    assert (component.name, component.version, component.licence) == ("Qt", "6.11.3", "LGPL-3.0-only")
    assert about.read_text(component.texts[0]) == "GNU LESSER GENERAL PUBLIC LICENSE"
    index.write_text("{broken")
    assert about.bundled_components(index) == []
    assert about.bundled_index() is None  # not frozen: the installed distributions are read


def test_licences_without_a_shipped_text_get_the_repository_copy():
    import licences

    texts = licences.fallback_texts("LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only")
    assert [p.name for p in texts] == ["LGPL-3.0.txt", "LICENSE"]
    assert all(p.is_file() for p in texts)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts[0].read_text()


# -- the workflow ----------------------------------------------------------------------------------

WORKFLOW = ROOT / ".github" / "workflows" / "packages.yml"


def test_the_workflow_runs_for_every_change_that_reaches_a_package():
    text = WORKFLOW.read_text()
    for path in ("fibsgui/**", "resources/**", "translations/**", "packaging/**"):
        assert f'- "{path}"' in text, path
    assert "FIBSGUI_SMOKE_PLATFORM=xcb" in text and "xvfb-run" in text
    assert "release_checksums.sh" in text and "--draft" in text
    assert "continuous" not in text


# actionlint and shellcheck come with the test extras where they have wheels (Linux x86_64: every CI
# run here)
WHEELS_HERE = sys.platform == "linux" and platform.machine() == "x86_64"


@pytest.mark.skipif(shutil.which("actionlint") is None and not WHEELS_HERE,
                    reason="actionlint has no wheel for this platform")
def test_the_workflow_passes_actionlint(tmp_path):
    proc = subprocess.run(["actionlint", str(WORKFLOW)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text().replace("runs-on: ubuntu-22.04", "runs-on: ubuntu-9.04", 1))
    assert subprocess.run(["actionlint", str(broken)], capture_output=True).returncode != 0


@pytest.mark.skipif(shutil.which("shellcheck") is None and not WHEELS_HERE,
                    reason="shellcheck has no wheel for this platform")
def test_the_shell_scripts_pass_shellcheck(tmp_path):
    scripts = sorted((ROOT / "packaging").glob("*.sh")) + [ROOT / ".ci" / "run"]
    assert len(scripts) >= 6
    proc = subprocess.run(["shellcheck", "--external-sources", *map(str, scripts)], capture_output=True,
                          text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    broken = tmp_path / "broken.sh"
    broken.write_text("#!/usr/bin/env bash\nset -euo pipefail\nrm -rf $BUILD/dist\n")  # unquoted: split, globbed
    proc = subprocess.run(["shellcheck", str(broken)], capture_output=True, text=True)
    assert proc.returncode != 0 and "SC2086" in proc.stdout
