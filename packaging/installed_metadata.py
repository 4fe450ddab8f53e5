"""The distributions' metadata a bundle carries, without what the installer wrote about the build
machine (used by packaging/fibsgui.spec; no PyInstaller import, so that tests/packaging can run it
on made-up folders).

PyInstaller copies a distribution's ``*.dist-info`` folder as pip left it in the build's virtual
environment. Two of its files then tell where the build ran, so two builds of the same commit in
two folders differ:

- ``direct_url.json`` (PEP 610) names the folder fibsgui was installed from
  (``file:///.../build/packaging-src``). It is left out: a bundle is not installed from anywhere.
- ``RECORD`` lists it with its hash, and the console scripts pip wrote into the virtual
  environment's ``bin/`` (``../../../bin/fibsgui``), whose first line is that environment's Python
  (``#!/.../build/packaging-venv/bin/python``). Neither file is in the bundle; their lines are
  left out of the bundled ``RECORD``, every other line is kept as it is (fibsgui's self-test reads
  its resources and translations from it).
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

INSTALLER_FILES = frozenset({"direct_url.json"})


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def _dist_info(dest: str) -> str | None:
    """The ``*.dist-info`` folder a bundled file sits in directly, or None."""
    parts = _parts(dest)
    return parts[-2] if len(parts) >= 2 and parts[-2].endswith(".dist-info") else None


def neutral_record(text: str) -> str:
    """``RECORD``'s text without the lines of files outside the distribution's own folders (the
    installer's scripts, ``../``) and of the installer's ``direct_url.json``."""
    kept = []
    for line in text.splitlines(keepends=True):
        path = line.split(",", 1)[0].strip('"')
        parts = _parts(path) if path else ()
        if parts[:1] == ("..",) or (len(parts) == 2 and parts[0].endswith(".dist-info")
                                    and parts[1] in INSTALLER_FILES):
            continue
        kept.append(line)
    return "".join(kept)


def neutral(datas: list[tuple], out: Path) -> list[tuple]:
    """``datas`` without the installers' ``direct_url.json`` and with each ``*.dist-info/RECORD``
    replaced by its :func:`neutral_record`, written under ``out``; an unchanged ``RECORD`` stays."""
    result = []
    for entry in datas:
        dest, src = entry[0], entry[1]
        folder = _dist_info(dest)
        name = _parts(dest)[-1]
        if folder is not None and name in INSTALLER_FILES:
            continue
        if folder is not None and name == "RECORD":
            text = Path(src).read_text(encoding="utf-8")
            cleaned = neutral_record(text)
            if cleaned != text:
                target = out / folder / "RECORD"
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(cleaned, encoding="utf-8", newline="")
                entry = (dest, str(target), *entry[2:])
        result.append(entry)
    return result
