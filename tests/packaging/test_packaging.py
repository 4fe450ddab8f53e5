"""The packaging files agree with each other and with the package: names, ids, versions, icons,
what the PyInstaller spec collects, and the files the gnubg wheel ships.

Building and starting the bundle is slow and lives in test_bundle.py (``-m slow``)."""

from __future__ import annotations

import ast
import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest

from fibsgui.app import APP_ID
from fibsgui.selftest import GNUBG_DATA_FILES, GNUBG_MET_FOLDER

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
SPEC = PACKAGING / "fibsgui.spec"
ISS = PACKAGING / "windows" / "fibsgui.iss"
WORKFLOW = ROOT / ".github" / "workflows" / "packages.yml"
ICONS = ROOT / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_the_package_states_the_project_version():
    import fibsgui

    assert fibsgui.__version__ == pyproject()["project"]["version"]
    assert re.fullmatch(r"\d+\.\d+\.\d+([ab]\d+)?", fibsgui.__version__)


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def entries(value: str) -> set[str]:
    return {item for item in value.split(";") if item}


# -- Linux desktop integration -------------------------------------------------------------------

def test_desktop_file_starts_the_installed_command_with_the_app_icon():
    entry = desktop_entry()
    (command,) = pyproject()["project"]["gui-scripts"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == command
    # The icon is named by the app id (as Flathub and AppImage ask); the packages install the
    # resources' fibsgui-<size>.png and fibsgui.svg under that name.
    assert entry["Icon"] == APP_ID
    assert (ICONS / "fibsgui.svg").is_file()
    for size in PNG_SIZES:
        assert (ICONS / f"fibsgui-{size}.png").is_file(), size
    script = (PACKAGING / "build_linux.sh").read_text()
    assert 'apps/$APP_ID.png"' in script and 'apps/$APP_ID.svg"' in script
    assert {"Game", "BoardGame"} <= entries(entry["Categories"])
    # Qt names the X11 window class after the application name, which app.py sets to the command.
    assert entry["StartupWMClass"] == command


def test_metainfo_describes_the_same_application():
    root = ET.parse(METAINFO).getroot()
    project = pyproject()["project"]
    entry = desktop_entry()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable[@type='desktop-id']").text == DESKTOP.name
    assert root.findtext("provides/binary") == entry["Exec"].split()[0]
    assert root.findtext("name") == entry["Name"]
    assert root.findtext("project_license") == project["license"]
    assert {c.text for c in root.iterfind("categories/category")} <= entries(entry["Categories"])
    newest = root.find("releases/release")
    assert newest.get("version") == project["version"], "add a <release> for the new version"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", newest.get("date"))


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils not installed")
def test_desktop_file_validates():
    proc = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout + proc.stderr


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream not installed")
def test_metainfo_validates():
    proc = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    # Pedantic notes that newer AppStream versions no longer make are fine; warnings and errors are not.
    assert not re.search(r"^[WE]: ", proc.stdout, re.M), proc.stdout


# -- the PyInstaller spec ------------------------------------------------------------------------

def spec_calls(name: str) -> list[ast.Call]:
    tree = ast.parse(SPEC.read_text())
    return [node for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == name]


def literal_args(call: ast.Call) -> tuple[list, dict]:
    args = [ast.literal_eval(a) for a in call.args if isinstance(a, ast.Constant)]
    keywords = {}
    for kw in call.keywords:
        try:
            keywords[kw.arg] = ast.literal_eval(kw.value)
        except ValueError:
            keywords[kw.arg] = None  # computed at build time
    return args, keywords


def test_spec_collects_every_module_resource_translation_and_the_gnubg_data():
    collected = {}
    for call in spec_calls("collect_data_files"):
        args, keywords = literal_args(call)
        collected[args[0]] = keywords.get("includes")
    # All of resources/ and translations/ (themes, sounds, icons, .qm files added later come along).
    assert collected["fibsgui.resources"] is None
    assert collected["fibsgui.translations"] is None
    assert collected["gnubg"] == ["data/**"]
    assert [literal_args(c)[0] for c in spec_calls("collect_submodules")] == [["fibsgui"]]
    assert sorted(literal_args(c)[0] for c in spec_calls("copy_metadata")) == [["fibsgui"], ["gnubg"]]


def test_spec_files_exist():
    text = SPEC.read_text()
    for name in re.findall(r'SPEC_DIR / "([^"]+)"(?: / "([^"]+)")?', text):
        path = PACKAGING.joinpath(*[part for part in name if part])
        assert path.exists(), path
    for name in re.findall(r'ICONS / "([^"]+)"', text):
        assert (PACKAGING / "icons" / name).is_file(), name
    (bundle,) = spec_calls("BUNDLE")
    assert literal_args(bundle)[1]["bundle_identifier"] == APP_ID


def test_runtime_hook_points_gnubg_at_the_bundled_data(tmp_path):
    bundle = tmp_path / "bundle"
    (bundle / "gnubg" / "data").mkdir(parents=True)
    hook = PACKAGING / "hooks" / "rthook_gnubg.py"
    script = (f"import sys, os, runpy; sys._MEIPASS = {str(bundle)!r}; "
              f"runpy.run_path({str(hook)!r}); print(os.environ.get('GNUBG_DATA_DIR'))")
    env = dict(os.environ, GNUBG_DATA_DIR="/somewhere/else")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == str(bundle / "gnubg" / "data")
    # A bundle without the engine leaves the variable alone.
    (bundle / "gnubg" / "data").rmdir()
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "/somewhere/else"


def test_gnubg_wheel_ships_what_the_self_test_requires():
    try:
        files = metadata.files("gnubg")
    except metadata.PackageNotFoundError:
        pytest.skip("gnubg not installed")
    shipped = {str(f) for f in files}
    for name in GNUBG_DATA_FILES:
        assert f"gnubg/data/{name}" in shipped, name
    assert any(re.fullmatch(rf"gnubg/data/{GNUBG_MET_FOLDER}/[^/]+\.xml", f) for f in shipped)


def test_pyproject_lists_every_package():
    """A package missing from pyproject's list is missing from the wheel, and so from the bundles."""
    listed = set(pyproject()["tool"]["setuptools"]["packages"])
    proc = subprocess.run(["git", "-C", str(ROOT), "ls-files", "fibsgui/**__init__.py", "fibsgui/__init__.py"],
                          capture_output=True, text=True)
    if proc.returncode == 0:  # committed or staged packages (work still in progress is not judged)
        inits = [Path(line) for line in proc.stdout.splitlines()]
    else:
        inits = [p.relative_to(ROOT) for p in (ROOT / "fibsgui").rglob("__init__.py")]
    found = {".".join(p.parent.parts) for p in inits}
    assert "fibsgui.bg" in found
    assert found <= listed, sorted(found - listed)


# -- Windows, macOS, CI --------------------------------------------------------------------------

def iss_setting(name: str) -> str:
    match = re.search(rf"^{name}=(.*)$", ISS.read_text(), re.M)
    assert match, name
    return match.group(1).strip().replace("\\", "/")


def test_installer_script_refers_to_existing_files_and_the_name_the_build_expects():
    here = ISS.parent
    assert (here / iss_setting("LicenseFile")).resolve() == (ROOT / "LICENSE").resolve()
    assert (here / iss_setting("SetupIconFile")).is_file()
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", iss_setting("AppId"))
    defines = {k: v.replace("\\", "/") for k, v in re.findall(r'#define (\w+) "([^"]*)"', ISS.read_text())}
    assert (here / defines["BundleDir"]).resolve() == (ROOT / "dist" / "fibsgui").resolve()
    name = iss_setting("OutputBaseFilename").replace("{#AppName}", defines["AppName"])
    ps1 = (PACKAGING / "build_windows.ps1").read_text()
    assert name.replace("{#AppVersion}", "$Version") + ".exe" in ps1


def test_build_scripts_and_workflow_agree():
    assert f"APP_ID={APP_ID}\n" in (PACKAGING / "common.sh").read_text()
    workflow = WORKFLOW.read_text()
    for path in set(re.findall(r"\bpackaging/[\w./-]+", workflow)):
        assert (ROOT / path).exists(), path
    for script in ("build_linux.sh", "build_macos.sh", "build_windows.ps1", "smoke_test.sh"):
        assert script in workflow, script
    for script in ("build_linux.sh", "build_macos.sh", "smoke_test.sh"):
        assert os.access(PACKAGING / script, os.X_OK), f"{script} is not executable"


def test_build_outputs_are_ignored():
    for path in ("build/x", "dist/x", "build/fibsgui.AppDir/AppRun"):
        proc = subprocess.run(["git", "-C", str(ROOT), "check-ignore", "-q", path])
        if proc.returncode == 128:
            pytest.skip("not a git checkout")
        assert proc.returncode == 0, path


def test_metainfo_has_its_urls_and_screenshots_of_the_app():
    root = ET.parse(METAINFO).getroot()
    urls = {url.get("type"): url.text for url in root.iterfind("url")}
    assert urls["homepage"].startswith("https://") and urls["bugtracker"].startswith("https://")
    images = [image.text for image in root.iterfind("screenshots/screenshot/image")]
    assert images and root.find("screenshots/screenshot").get("type") == "default"
    for image in images:
        # Each picture is one of the repository's own screenshots (docs/screenshots).
        name = image.rsplit("/docs/screenshots/", 1)[1]
        assert (ROOT / "docs" / "screenshots" / name).is_file(), image
