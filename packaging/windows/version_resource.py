"""The version resource of fibsgui.exe (what Explorer's Details tab and the installer read), in
PyInstaller's version-file format, written from the installed version by packaging/fibsgui.spec.

Windows wants four numbers; a pre-release (0.2.0b1) keeps its text in the string fields and its
three numbers, the fourth 0.
"""

from __future__ import annotations

import re
from pathlib import Path

TEMPLATE = """\
# fibsgui's version resource, written by packaging/windows/version_resource.py
VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'The fibsgui developers'),
      StringStruct('FileDescription', 'fibsgui, a backgammon client for FIBS and bgammon.org'),
      StringStruct('FileVersion', {text!r}),
      StringStruct('InternalName', 'fibsgui'),
      StringStruct('LegalCopyright', 'GPL-3.0-or-later'),
      StringStruct('OriginalFilename', 'fibsgui.exe'),
      StringStruct('ProductName', 'fibsgui'),
      StringStruct('ProductVersion', {text!r})])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows wants for a version such as 0.1.0, 1.2 or 0.2.0b1."""
    match = re.match(r"(\d+)(?:\.(\d+))?(?:\.(\d+))?", version)
    if match is None:
        raise ValueError(f"not a version: {version!r}")
    numbers = [int(part or 0) for part in match.groups()]
    if any(n > 0xFFFF for n in numbers):
        raise ValueError(f"a part of {version!r} is larger than 65535")
    return numbers[0], numbers[1], numbers[2], 0


def version_text(version: str) -> str:
    return TEMPLATE.format(numbers=version_numbers(version), text=version)


def write_version_file(path: Path, version: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(version_text(version), encoding="utf-8")
    return path
