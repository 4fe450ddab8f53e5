"""The third-party licence texts every package carries (used by packaging/fibsgui.spec).

The list is the About box's own (:func:`fibsgui.ui.help.components`: fibsgui, what it runs with
as the installed distributions' metadata says, Qt and Python), so that the bundle and the About
box can never disagree. Each component's texts are copied into ``licences/<name>/`` beside an
``index.json`` that the bundled About box reads (:func:`fibsgui.ui.help.bundled_components`).

Where a distribution ships no text (PySide6's wheels do not), the texts of its licence come from
the system (Debian's common-licenses) or from this folder (``LGPL-3.0.txt``, and fibsgui's own
``LICENSE`` for the GPL). On Linux, the system libraries the bundle carries (xcb, D-Bus, OpenSSL,
...) get their packages' copyright files (``dpkg``); where dpkg is missing, a line says so.

ICU, which PySide6's Linux wheels carry in ``PySide6/Qt/lib`` (libicudata, libicui18n, libicuuc)
without its licence, gets ``licences/ICU.txt``: ICU's own LICENSE file (the Unicode licence for data
files and software, the earlier ICU licence and the notices of the third-party data ICU includes),
as Debian ships it in libicu-dev (``/usr/share/icu/72.1/LICENSE``).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
FALLBACK_TEXTS = {"LGPL-3.0": [HERE / "licences" / "LGPL-3.0.txt"], "GPL-3.0": [HERE.parent / "LICENSE"]}
SYSTEM_PREFIXES = ("/usr/lib", "/lib", "/usr/local/lib")
ICU_TEXT = HERE / "licences" / "ICU.txt"
ICU_LIBRARY = re.compile(r"(lib)?icu(data|i18n|uc|io|tu|dt|in)(\d*)(\.so(\.[\d.]+)?|\.dll|(\.[\d.]+)?\.dylib)")


def folder_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._+-]+", "-", name).strip("-") or "component"


def fallback_texts(licence: str) -> list[Path]:
    texts: list[Path] = []
    for ident in re.findall(r"[A-Za-z0-9.+-]+", licence):
        base = re.sub(r"-(only|or-later)$|\+$", "", ident)
        for path in FALLBACK_TEXTS.get(base, []):
            if path.is_file() and path not in texts:
                texts.append(path)
    return texts


def dpkg_package(path: str) -> tuple[str, str] | None:
    """(package, version) of the Debian package that installed ``path``, or None."""
    real = str(Path(path).resolve())
    for candidate in (real, path):
        proc = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True, check=False)
        if proc.returncode == 0 and ":" in proc.stdout:
            package = proc.stdout.split(":")[0].strip()
            version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                                     capture_output=True, text=True, check=False).stdout.strip()
            return package, version
    return None


def system_libraries(binaries: list[tuple]) -> list[dict]:
    """One entry per system package whose libraries the bundle carries, with its copyright file."""
    paths = sorted({entry[1] for entry in binaries
                    if str(entry[1]).startswith(SYSTEM_PREFIXES) and "site-packages" not in str(entry[1])})
    if not paths:
        return []
    if shutil.which("dpkg") is None:
        print(f"licences: dpkg not found: the {len(paths)} bundled system libraries' copyright files are not "
              "collected")
        return []
    packages: dict[str, dict] = {}
    for path in paths:
        found = dpkg_package(path)
        if found is None:
            print(f"licences: no package owns {path}")
            continue
        package, version = found
        entry = packages.setdefault(package, {"name": package, "version": version, "libraries": [], "texts": []})
        entry["libraries"].append(Path(path).name)
        copyright_file = Path("/usr/share/doc") / package.split(":")[0] / "copyright"
        if copyright_file.is_file() and copyright_file not in entry["texts"]:
            entry["texts"].append(copyright_file)
    return sorted(packages.values(), key=lambda item: item["name"])


def bundled_icu(binaries: list[tuple]) -> dict | None:
    """The index entry for the ICU libraries the bundle carries from a wheel (not from the system,
    whose package's copyright file covers them), or None when there are none."""
    names, versions = [], set()
    for entry in binaries:
        path = str(entry[1])
        name = re.split(r"[\\/]", path)[-1]  # also a Windows path
        match = ICU_LIBRARY.fullmatch(name)
        if match is None or (path.startswith(SYSTEM_PREFIXES) and "site-packages" not in path):
            continue
        names.append(name)
        version = match[3] or next(iter(re.findall(r"\.(\d+)", match[4])), "")
        if version:
            versions.add(version)
    if not names:
        return None
    return {"name": f"ICU ({', '.join(sorted(set(names)))})", "version": ", ".join(sorted(versions)),
            "licence": "Unicode-DFS-2016 AND ICU", "texts": [ICU_TEXT]}


def collect(out: Path, binaries: list[tuple]) -> list[tuple[str, str, str]]:
    """Write ``out`` (the texts and index.json) and return its files as PyInstaller data entries
    under ``licences/``."""
    from fibsgui.ui.help import components  # the About box's list

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    index = []
    used: set[str] = set()

    def place(name: str, texts: list[Path]) -> list[str]:
        folder = folder_name(name)
        while folder in used:
            folder += "_"
        used.add(folder)
        files = []
        for number, text in enumerate(texts):
            target = out / folder / (text.name if number == 0 else f"{number}-{text.name}")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(text, target)
            files.append(target.relative_to(out).as_posix())
        return files

    for component in components():
        texts = list(component.texts) or fallback_texts(component.licence)
        if not texts:
            print(f"licences: no text for {component.name} ({component.licence})")
        index.append({"name": component.name, "version": component.version, "licence": component.licence,
                      "files": place(component.name, texts)})
    icu = bundled_icu(binaries)
    if icu is not None:
        index.append({"name": icu["name"], "version": icu["version"], "licence": icu["licence"],
                      "files": place("ICU", icu["texts"])})
    for package in system_libraries(binaries):
        index.append({"name": f"{package['name']} ({', '.join(package['libraries'])})",
                      "version": package["version"], "licence": "see the copyright file",
                      "files": place(package["name"], package["texts"])})
    (out / "index.json").write_text(json.dumps(index, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"licences: {len(index)} components, {sum(len(item['files']) for item in index)} texts")
    return [(f"licences/{path.relative_to(out).as_posix()}", str(path), "DATA")
            for path in sorted(out.rglob("*")) if path.is_file()]
