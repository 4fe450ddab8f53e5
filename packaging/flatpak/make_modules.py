#!/usr/bin/env python3
"""Write the Flatpak manifest's Python modules (``python3-modules.yml``) from packaging/constraints.txt.

One list of pins: the versions are constraints.txt's, never typed here. What goes in is what
fibsgui needs at run time inside the Flatpak: its requirements (pyproject.toml) and theirs (the
installed distributions' metadata), with their markers evaluated for the runtime's Python on Linux.
PySide6 and shiboken6 are not among the modules: io.qt.PySide.BaseApp provides them, built against
the runtime's Qt, and its branch must be the Qt version that constraints.txt pins.

Each module installs one pinned distribution with pip, offline (``--no-index --no-deps``), from a
file whose URL and SHA-256 come from PyPI's index (the JSON form of its simple API): a
``py3-none-any`` wheel where the project publishes one, else a wheel for the runtime's Python on
each architecture (x86_64, aarch64). A distribution with no wheel for an architecture is built for
the others only; that is allowed for GNU Backgammon's engine alone (fibsgui then plays with its
built-in opponent).

    python3 packaging/flatpak/make_modules.py            # rewrite python3-modules.yml (needs PyPI)
    python3 packaging/flatpak/make_modules.py --check    # only say whether the file is up to date

Also sets the fibsgui source of the manifest to the release tag ``v<version>`` and its commit, when
the tag exists in this clone.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tomllib
import urllib.request
from importlib import metadata
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CONSTRAINTS = ROOT / "packaging" / "constraints.txt"
APP_ID = "io.github.fibsgui.fibsgui"
MANIFEST = HERE / f"{APP_ID}.yml"
MODULES = HERE / "python3-modules.yml"

# The runtime's Python: org.kde.Platform 6.11 is built on the freedesktop SDK 25.08 (Python 3.13).
PYTHON = "3.13"
ARCHES = ("x86_64", "aarch64")
GLIBC = (2, 35)  # the newest manylinux a wheel may ask for (the runtime's glibc is newer)
FROM_BASEAPP = {"pyside6-essentials", "shiboken6"}
MAY_LACK_ARCHES = {"gnubg"}  # optional at run time: the built-in opponent plays without it
# Needed to build fibsgui's own wheel offline (pip --no-build-isolation), removed after the build.
BUILD_ONLY = ("setuptools",)
INDEX = "https://pypi.org/simple/{name}/"


def flatpak_environment(arch: str = "x86_64") -> dict[str, str]:
    env = default_environment()
    env.update(python_version=PYTHON, python_full_version=f"{PYTHON}.0", sys_platform="linux",
               platform_system="Linux", os_name="posix", platform_machine=arch,
               implementation_name="cpython", platform_python_implementation="CPython")
    return env


def read_pins(path: Path = CONSTRAINTS) -> dict[str, tuple[str, str]]:
    """constraints.txt as {canonical name: (name as written, version)}."""
    pins: dict[str, tuple[str, str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([A-Za-z0-9.+!-]+)", line)
        if match is None:
            raise SystemExit(f"constraints.txt: not a pin: {line!r}")
        pins[canonicalize_name(match[1])] = (match[1], match[2])
    return pins


def runtime_requirements(env: dict[str, str] | None = None) -> list[str]:
    """The canonical names fibsgui needs at run time under ``env``, dependencies before dependants."""
    env = env or flatpak_environment()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    order: list[str] = []
    seen: set[str] = set()

    def wanted(text: str) -> str | None:
        requirement = Requirement(text)
        if requirement.marker is not None and not requirement.marker.evaluate({**env, "extra": ""}):
            return None
        return canonicalize_name(requirement.name)

    def visit(name: str, chain: tuple[str, ...]) -> None:
        if name in seen:
            return
        seen.add(name)
        try:
            requires = metadata.requires(name) or []
        except metadata.PackageNotFoundError:
            raise SystemExit(f"{name} (needed by {' > '.join(chain)}) is not installed here: "
                             "pip install -c packaging/constraints.txt -e . first") from None
        for text in requires:
            child = wanted(text)
            if child is not None:
                visit(child, chain + (name,))
        order.append(name)

    for text in project["dependencies"]:
        name = wanted(text)
        if name is not None:
            visit(name, ("fibsgui",))
    return order


def index_files(name: str) -> list[dict]:
    request = urllib.request.Request(INDEX.format(name=name),
                                     headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.load(response)["files"]


def _manylinux_fits(platform: str, arch: str) -> bool:
    legacy = {"manylinux1": (2, 5), "manylinux2010": (2, 12), "manylinux2014": (2, 17)}
    match = re.fullmatch(r"(manylinux\d+|manylinux_(\d+)_(\d+))_" + arch, platform)
    if match is None:
        return False
    glibc = legacy.get(match[1]) or (int(match[2]), int(match[3]))
    return glibc <= GLIBC


def wheel_fits(filename: str, arch: str | None) -> bool:
    """Whether a wheel installs on the runtime's CPython: pure (``arch`` None) or for ``arch``."""
    cp = "cp" + PYTHON.replace(".", "")
    for tag in parse_wheel_filename(filename)[3]:
        if arch is None:
            if tag.interpreter in ("py3", "py2.py3") and tag.abi == "none" and tag.platform == "any":
                return True
            continue
        if tag.abi == "abi3" and re.fullmatch(r"cp3\d+", tag.interpreter):
            python_ok = int(tag.interpreter[3:]) <= int(cp[3:])
        else:
            python_ok = tag.interpreter == cp and tag.abi == cp
        if python_ok and _manylinux_fits(tag.platform, arch):
            return True
    return False


def choose(name: str, version: str, files: list[dict]) -> list[dict]:
    """The sources of one pinned distribution: a pure wheel, or one wheel per architecture."""
    wheels = [f for f in files if f["filename"].endswith(".whl") and not f.get("yanked")
              and str(parse_wheel_filename(f["filename"])[1]) == version]
    pure = [f for f in wheels if wheel_fits(f["filename"], None)]
    if pure:
        return [{"type": "file", "url": pure[0]["url"], "sha256": pure[0]["hashes"]["sha256"]}]
    sources = []
    for arch in ARCHES:
        fitting = sorted((f for f in wheels if wheel_fits(f["filename"], arch)), key=lambda f: f["filename"])
        if fitting:
            sources.append({"type": "file", "url": fitting[0]["url"], "sha256": fitting[0]["hashes"]["sha256"],
                            "only-arches": [arch]})
    if not sources:
        raise SystemExit(f"{name} {version}: no wheel for CPython {PYTHON} on Linux")
    if len(sources) < len(ARCHES) and canonicalize_name(name) not in MAY_LACK_ARCHES:
        raise SystemExit(f"{name} {version}: wheels only for {[s['only-arches'][0] for s in sources]}")
    return sources


def module(name: str, version: str, sources: list[dict], build_only: bool = False) -> dict:
    command = (f'pip3 install --verbose --exists-action=i --no-index --no-deps --find-links="file://${{PWD}}" '
               f'--prefix=${{FLATPAK_DEST}} --no-build-isolation "{name}=={version}"')
    entry: dict = {"name": f"python3-{canonicalize_name(name)}", "buildsystem": "simple",
                   "build-commands": [command], "sources": sources}
    arches = [arch for source in sources for arch in source.get("only-arches", [])]
    if arches and len(arches) < len(ARCHES):
        entry["only-arches"] = arches
    if build_only:
        entry["cleanup"] = ["*"]
    return entry


def check_baseapp(pins: dict[str, tuple[str, str]], manifest_text: str) -> None:
    qt = pins["pyside6-essentials"][1]
    branch = ".".join(qt.split(".")[:2])
    found = re.search(r"^base-version:\s*'([^']+)'", manifest_text, re.M)
    if found is None or found[1] != branch:
        raise SystemExit(f"the manifest's io.qt.PySide.BaseApp branch must be {branch} (PySide6 {qt} pinned)")


def render(modules: list[dict]) -> str:
    """YAML by hand (block style, the order kept), so that the file reads like a hand-written one:
    one module (what a manifest can include by file name) holding one module per distribution."""
    lines = ["# Written by packaging/flatpak/make_modules.py from packaging/constraints.txt: do not edit.",
             "# PySide6 and shiboken6 come from io.qt.PySide.BaseApp.",
             "name: python3-modules", "buildsystem: simple", "build-commands: []", "modules:"]
    for entry in modules:
        lines.append(f"  - name: {entry['name']}")
        if "only-arches" in entry:
            lines.append(f"    only-arches: [{', '.join(entry['only-arches'])}]")
        lines.append(f"    buildsystem: {entry['buildsystem']}")
        lines.append("    build-commands:")
        lines.extend(f"      - {json.dumps(command)}" for command in entry["build-commands"])
        if "cleanup" in entry:
            lines.append(f"    cleanup: [{', '.join(json.dumps(c) for c in entry['cleanup'])}]")
        lines.append("    sources:")
        for source in entry["sources"]:
            lines.append(f"      - type: {source['type']}")
            lines.append(f"        url: {source['url']}")
            lines.append(f"        sha256: {source['sha256']}")
            if "only-arches" in source:
                lines.append(f"        only-arches: [{', '.join(source['only-arches'])}]")
    return "\n".join(lines) + "\n"


def build_modules(pins: dict[str, tuple[str, str]], fetch=index_files) -> list[dict]:
    modules = []
    for name in BUILD_ONLY:
        written, version = pins[canonicalize_name(name)]
        modules.append(module(written, version, choose(written, version, fetch(name)), build_only=True))
    for name in runtime_requirements():
        if name in FROM_BASEAPP:
            continue
        if name not in pins:
            raise SystemExit(f"{name} is needed at run time but has no pin in packaging/constraints.txt")
        written, version = pins[name]
        modules.append(module(written, version, choose(written, version, fetch(name))))
    return modules


def set_release_source(manifest_text: str, version: str) -> str:
    """The fibsgui git source at tag v<version> and the tag's commit, where the tag exists here."""
    tag = f"v{version}"
    proc = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", "--quiet", f"{tag}^{{commit}}"],
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        print(f"make_modules: tag {tag} not in this clone: the manifest's fibsgui source left as it is")
        return manifest_text
    block = re.compile(r"(url: https://github\.com/fibsgui/fibsgui\.git\n(\s+)tag: )\S+\n\s+commit: \S+")
    return block.sub(lambda m: f"{m[1]}{tag}\n{m[2]}commit: {proc.stdout.strip()}", manifest_text, count=1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if python3-modules.yml is out of date")
    args = parser.parse_args(argv)
    pins = read_pins()
    manifest_text = MANIFEST.read_text(encoding="utf-8")
    check_baseapp(pins, manifest_text)
    text = render(build_modules(pins))
    if args.check:
        if MODULES.read_text(encoding="utf-8") != text:
            print(f"{MODULES.relative_to(ROOT)} differs from packaging/constraints.txt: run {Path(__file__).name}")
            return 1
        print(f"{MODULES.relative_to(ROOT)} is up to date")
        return 0
    MODULES.write_text(text, encoding="utf-8")
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    updated = set_release_source(manifest_text, version)
    if updated != manifest_text:
        MANIFEST.write_text(updated, encoding="utf-8")
    print(f"wrote {MODULES.relative_to(ROOT)}: {text.count('- name: ')} modules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
