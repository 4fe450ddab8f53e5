"""The Flatpak manifest: its Python modules are constraints.txt's pins, every source is pinned by
SHA-256, it installs what a Flathub app must under the app id, and flatpak-builder reads it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
FLATPAK = ROOT / "packaging" / "flatpak"
sys.path.insert(0, str(FLATPAK))

import make_modules  # noqa: E402
from packaging.utils import canonicalize_name, parse_wheel_filename  # noqa: E402

from fibsgui.app import APP_ID  # noqa: E402

MANIFEST = FLATPAK / f"{APP_ID}.yml"
PIN = re.compile(r'"([A-Za-z0-9._-]+)==([^"]+)"')


def manifest() -> dict:
    return yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))


def python_modules() -> list[dict]:
    included = yaml.safe_load((FLATPAK / "python3-modules.yml").read_text(encoding="utf-8"))
    return included["modules"]


def installed_pins() -> dict[str, str]:
    pins = {}
    for module in python_modules():
        (command,) = module["build-commands"]
        ((name, version),) = PIN.findall(command)
        pins[canonicalize_name(name)] = version
    return pins


def all_sources(modules: list) -> list[dict]:
    found = []
    for module in modules:
        if isinstance(module, dict):
            found += [s for s in module.get("sources", []) if isinstance(s, dict)]
            found += all_sources(module.get("modules", []))
    return found


def test_the_manifest_is_named_and_built_as_the_app():
    data = manifest()
    assert data["id"] == APP_ID == MANIFEST.stem
    assert data["command"] == "fibsgui"
    assert (data["runtime"], data["sdk"], data["base"]) == ("org.kde.Platform", "org.kde.Sdk", "io.qt.PySide.BaseApp")
    assert "python3-modules.yml" in data["modules"]


def test_the_pyside_base_is_the_qt_version_constraints_pins():
    pins = make_modules.read_pins()
    qt = pins["pyside6-essentials"][1]
    assert pins["shiboken6"][1] == qt
    branch = ".".join(qt.split(".")[:2])
    assert manifest()["base-version"] == manifest()["runtime-version"] == branch
    broken = MANIFEST.read_text(encoding="utf-8").replace(f"base-version: '{branch}'", "base-version: '6.8'")
    with pytest.raises(SystemExit):
        make_modules.check_baseapp(pins, broken)


def test_every_python_module_is_installed_at_constraints_pin():
    pins = make_modules.read_pins()
    installed = installed_pins()
    assert installed, "no Python modules"
    for name, version in installed.items():
        assert pins[name][1] == version, name
    for module in python_modules():
        name = module["name"].removeprefix("python3-")
        for source in module["sources"]:
            wheel_name, wheel_version, *_ = parse_wheel_filename(source["url"].rsplit("/", 1)[1])
            assert (wheel_name, str(wheel_version)) == (name, pins[name][1])


def test_the_modules_are_what_fibsgui_needs_in_the_flatpak_and_pyside_comes_from_the_base():
    needed = set(make_modules.runtime_requirements()) - make_modules.FROM_BASEAPP
    installed = set(installed_pins())
    assert installed == needed | {"setuptools"}
    # keyring's Linux back end is there; what only Windows or Python < 3.12 needs is not
    assert {"keyring", "secretstorage", "jeepney", "cryptography", "cffi", "gnubg", "qasync"} <= installed
    assert not {"pywin32-ctypes", "importlib-metadata", "backports-tarfile", "pyside6-essentials",
                "shiboken6", "pyinstaller"} & installed


def test_build_only_setuptools_is_cleaned_up_and_gnubg_is_only_where_it_has_wheels():
    modules = {m["name"]: m for m in python_modules()}
    assert modules["python3-setuptools"]["cleanup"] == ["*"]
    assert modules["python3-gnubg"]["only-arches"] == ["x86_64"]
    for name, module in modules.items():
        if name != "python3-gnubg":
            assert "only-arches" not in module, name
    arches = [s.get("only-arches") for s in modules["python3-cryptography"]["sources"]]
    assert arches == [["x86_64"], ["aarch64"]]


def test_every_source_is_pinned_by_sha256_or_commit():
    sources = all_sources(manifest()["modules"]) + all_sources(python_modules())
    assert len(sources) > 10
    for source in sources:
        if source["type"] == "git":
            assert re.fullmatch(r"[0-9a-f]{40}", source["commit"]), source
            assert source["tag"]
        else:
            assert source["url"].startswith("https://files.pythonhosted.org/"), source
            assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source


def test_fibsgui_is_built_from_its_release_tag():
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    (app,) = [m for m in manifest()["modules"] if isinstance(m, dict) and m["name"] == "fibsgui"]
    (source,) = app["sources"]
    assert source["url"] == "https://github.com/fibsgui/fibsgui.git"
    assert source["tag"] == f"v{version}"
    tagged = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", "--quiet", f"v{version}^{{commit}}"],
                            capture_output=True, text=True)
    if tagged.returncode == 0:
        assert source["commit"] == tagged.stdout.strip()


def test_the_app_installs_its_desktop_file_metainfo_icons_and_licence_under_the_app_id():
    (app,) = [m for m in manifest()["modules"] if isinstance(m, dict) and m["name"] == "fibsgui"]
    commands = "\n".join(app["build-commands"])
    assert "--no-index" in commands and "--no-build-isolation" in commands
    assert "packaging/linux/${FLATPAK_ID}.desktop -t ${FLATPAK_DEST}/share/applications" in commands
    assert "packaging/linux/${FLATPAK_ID}.metainfo.xml -t ${FLATPAK_DEST}/share/metainfo" in commands
    assert "share/icons/hicolor/scalable/apps/${FLATPAK_ID}.svg" in commands
    sizes = re.search(r"for size in ([\d ]+);", commands)[1].split()
    for size in sizes:
        assert (ROOT / "resources" / "icons" / f"fibsgui-{size}.png").is_file()
    assert int(max(sizes, key=int)) <= 512  # Flathub takes PNG icons up to 512 px
    assert "share/licenses/${FLATPAK_ID}" in commands


def test_the_sandbox_asks_for_no_files_and_only_what_fibsgui_uses():
    args = manifest()["finish-args"]
    assert not [a for a in args if a.startswith(("--filesystem", "--socket=x11", "--device=all", "--socket=session-bus"))]
    assert set(args) == {"--share=network", "--socket=wayland", "--socket=fallback-x11", "--share=ipc",
                         "--device=dri", "--socket=pulseaudio", "--talk-name=org.freedesktop.secrets",
                         "--talk-name=org.kde.StatusNotifierWatcher", "--talk-name=org.freedesktop.Notifications"}
    text = MANIFEST.read_text(encoding="utf-8")
    for arg in args:  # each one said why, in the comment above it
        before = text[:text.index(f"  - {arg}\n")].rstrip().splitlines()
        assert any(line.strip().startswith("#") for line in before[-3:]), arg


def test_wheel_choice_for_the_runtime_python():
    cp = "cp" + make_modules.PYTHON.replace(".", "")
    assert make_modules.wheel_fits("keyring-25.7.0-py3-none-any.whl", None)
    assert make_modules.wheel_fits(f"cffi-2.1.1-{cp}-{cp}-manylinux2014_x86_64.manylinux_2_17_x86_64.whl", "x86_64")
    assert not make_modules.wheel_fits(f"cffi-2.1.1-{cp}-{cp}-manylinux2014_x86_64.whl", "aarch64")
    assert not make_modules.wheel_fits("cffi-2.1.1-cp310-cp310-manylinux2014_x86_64.whl", "x86_64")
    assert not make_modules.wheel_fits(f"cffi-2.1.1-{cp}-{cp}-musllinux_1_2_x86_64.whl", "x86_64")
    assert make_modules.wheel_fits("cryptography-50.0.2-cp311-abi3-manylinux_2_28_x86_64.whl", "x86_64")
    assert not make_modules.wheel_fits("cryptography-50.0.2-cp311-abi3-manylinux_2_39_x86_64.whl", "x86_64")
    files = [{"filename": "x-1.0-cp310-cp310-manylinux2014_x86_64.whl", "url": "u", "hashes": {"sha256": "0" * 64}}]
    with pytest.raises(SystemExit):
        make_modules.choose("x", "1.0", files)


def test_the_generator_writes_the_committed_file_from_the_index(monkeypatch):
    """Offline: PyPI's index stood in by the URLs and hashes of the committed file, so the
    generator's output is compared with what is committed (a pin changed without running it fails)."""
    known: dict[str, list[dict]] = {}
    for module in python_modules():
        name = module["name"].removeprefix("python3-")
        for source in module["sources"]:
            known.setdefault(name, []).append({"filename": source["url"].rsplit("/", 1)[1], "url": source["url"],
                                               "hashes": {"sha256": source["sha256"]}})
    pins = make_modules.read_pins()
    text = make_modules.render(make_modules.build_modules(pins, fetch=lambda n: known.get(canonicalize_name(n), [])))
    assert text == (FLATPAK / "python3-modules.yml").read_text(encoding="utf-8")
    bumped = dict(pins, qasync=("qasync", "0.99.0"))
    with pytest.raises(SystemExit):  # no file of the new version in the index: nothing written
        make_modules.build_modules(bumped, fetch=lambda n: known.get(canonicalize_name(n), []))


@pytest.mark.skipif(shutil.which("flatpak-builder") is None, reason="flatpak-builder not installed")
def test_flatpak_builder_reads_the_manifest_without_a_warning(tmp_path):
    proc = subprocess.run(["flatpak-builder", "--show-manifest", str(MANIFEST)], capture_output=True, text=True,
                          cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "WARNING" not in proc.stderr and "CRITICAL" not in proc.stderr, proc.stderr
    assert '"python3-keyring"' in proc.stdout and '"io.qt.PySide.BaseApp"' in proc.stdout
    broken = tmp_path / MANIFEST.name
    broken.write_text(MANIFEST.read_text().replace("finish-args:", "finish-argz:"))
    shutil.copy(FLATPAK / "python3-modules.yml", tmp_path)
    proc = subprocess.run(["flatpak-builder", "--show-manifest", str(broken)], capture_output=True, text=True,
                          cwd=tmp_path)
    assert "Unknown property finish-argz" in proc.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_the_metainfo_passes_appstreamcli():
    proc = subprocess.run(["appstreamcli", "validate", "--no-net",
                           str(ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
