#!/usr/bin/env python3
"""Update the translation sources from the code, then compile them.

    python3 tools/update_translations.py            # lupdate every .ts, then lrelease every .ts
    python3 tools/update_translations.py --release  # only compile the .ts files to .qm

Run it after adding or changing a string shown to users (``self.tr(...)`` or
``QCoreApplication.translate(...)``), translate the new entries (marked ``unfinished``) in
``translations/fibsgui_<lang>.ts`` with Qt Linguist or a text editor, and run it again to compile.
``fibsgui_en.ts`` holds only the English plural forms (``%n``). Strings that vanished from the code
are dropped; a string that only moved (to another class, the same words) keeps its translation.
See translations/README.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import copy
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
PACKAGE = ROOT / "fibsgui"
SOURCE_LANGUAGE = "en"


def languages() -> list[str]:
    """Every language fibsgui speaks (from fibsgui.i18n) and any other .ts already in translations/."""
    sys.path.insert(0, str(ROOT))
    from fibsgui.i18n import LANGUAGES

    found = {path.stem.removeprefix("fibsgui_") for path in TRANSLATIONS.glob("fibsgui_*.ts")}
    return sorted(set(LANGUAGES) | found, key=lambda code: (code != SOURCE_LANGUAGE, code))


def qt_tool(name: str) -> str:
    """Path of ``lupdate`` / ``lrelease``: the copy inside PySide6, else ``pyside6-<name>`` or ``<name>``."""
    try:
        import PySide6

        folder = Path(PySide6.__file__).parent
        for candidate in (folder / name, folder / f"{name}.exe"):
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return str(candidate)
    except ImportError:
        pass
    for command in (f"pyside6-{name}", name):
        found = shutil.which(command)
        if found:
            return found
    raise SystemExit(f"cannot find {name}: install PySide6 (it ships pyside6-{name})")


def sources() -> list[str]:
    """Every Python file of the package, relative to the project root."""
    return sorted(str(path.relative_to(ROOT)) for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts)


def ts_file(code: str) -> Path:
    return TRANSLATIONS / f"fibsgui_{code}.ts"


def _key(message: ET.Element) -> tuple[str, str, bool]:
    return (message.findtext("source") or "", message.findtext("comment") or "",
            message.get("numerus") == "yes")


def finished_translations(path: Path) -> dict[tuple[str, str, bool], ET.Element]:
    """The translated entries of a .ts file, by (source text, comment, plural), in any class."""
    if not path.is_file():
        return {}
    found = {}
    for message in ET.parse(path).iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") is None and "".join(translation.itertext()).strip():
            found.setdefault(_key(message), translation)
    return found


def carry_over(path: Path, before: dict[tuple[str, str, bool], ET.Element]) -> int:
    """Give each new, untranslated entry of ``path`` the translation the same words had before in
    another class (a string that moved; lupdate offers it, marked unfinished, or leaves it empty);
    the number of entries given one."""
    tree = ET.parse(path)
    given = 0
    for message in tree.iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        old = before.get(_key(message))
        draft = "".join(translation.itertext()).strip()
        if old is None or draft and draft != "".join(old.itertext()).strip():
            continue  # new words, or a translator's own draft: left for a translator
        index = list(message).index(translation)
        message.remove(translation)
        message.insert(index, copy.deepcopy(old))
        given += 1
    if given:
        tree.write(path, encoding="utf-8", xml_declaration=True)
    return given


def update(codes: list[str]) -> None:
    lupdate = qt_tool("lupdate")
    files = sources()
    common = ["-no-obsolete", "-locations", "relative", "-source-language", SOURCE_LANGUAGE, "-silent"]
    for code in codes:
        path = ts_file(code)
        target = str(path.relative_to(ROOT))
        extra = ["-pluralonly"] if code == SOURCE_LANGUAGE else []
        command = [lupdate, *common, *extra, "-target-language", code, *files, "-ts", target]
        before = finished_translations(path)
        subprocess.run(command, cwd=ROOT, check=True)
        moved = carry_over(path, before)
        if moved:
            subprocess.run(command, cwd=ROOT, check=True)  # back to lupdate's own layout
            print(f"updated {target} ({moved} moved strings keep their translation)")
        else:
            print(f"updated {target}")


def release(codes: list[str], out_dir: Path | None = None) -> list[Path]:
    """Compile each language's .ts to ``fibsgui_<code>.qm`` (in ``out_dir``, else beside the .ts)."""
    lrelease = qt_tool("lrelease")
    written = []
    for code in codes:
        source = ts_file(code)
        if not source.is_file():
            continue
        target = (out_dir or TRANSLATIONS) / f"fibsgui_{code}.qm"
        subprocess.run([lrelease, "-silent", str(source), "-qm", str(target)], cwd=ROOT, check=True)
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="only compile the .ts files")
    args = parser.parse_args(argv)
    codes = languages()
    if not args.release:
        update(codes)
    for path in release(codes):
        print(f"compiled {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
