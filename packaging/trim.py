"""What the PyInstaller bundle leaves out (used by packaging/fibsgui.spec; no PyInstaller import,
so that tests/packaging can check the choices on made-up tables of contents).

PySide6's hooks collect every plugin and translation of the Qt modules in use. fibsgui needs:

- platforms: X11 (xcb), Wayland, and offscreen/minimal (the self-test, screenshots); Windows and
  macOS their own. Not the embedded ones (eglfs, linuxfb, vnc, vkkhrdisplay, minimalegl) nor the
  input devices they read directly (generic: evdev, tuio), nor eglfs's device integrations.
- image formats: SVG only (the app icon); PNG is built into QtGui. fibsgui reads no JPEG, GIF,
  TIFF, WebP, ICO, ICNS, TGA or WBMP.
- platform themes: the XDG desktop portal (file dialogs, colours); not GTK 3's, which loads the
  host's GTK with the bundle's older GLib, cairo and pango (a crash waiting for a newer desktop).
- Qt's translations: ``qtbase_<lang>.qm`` of the languages fibsgui ships (fibsgui/i18n.py loads
  those and nothing else).
- QtNetwork is left out in the spec's ``excludes``: fibsgui's sockets are asyncio's.

A library only the left-out plugins needed goes with them (Kerberos, GTK's cairo and pango).

On Linux, the libraries every desktop has and that must come from the host (AppImage's
excludelist: glibc, libstdc++, libgcc_s, GL/EGL, fontconfig, freetype, harfbuzz, X11 and xcb, GLib,
zlib, ...) are left out: a bundled copy older than the host's graphics drivers or fonts breaks
them. The README states the glibc the bundle needs.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

# (plugin folder, file stem pattern) left out; a pattern of None leaves the whole folder out.
DROPPED_PLUGINS: dict[str, re.Pattern[str] | None] = {
    "egldeviceintegrations": None,
    "generic": None,
    "networkinformation": None,
    "tls": None,
    "platforms": re.compile(r"(lib)?q(eglfs|linuxfb|minimalegl|vnc|vkkhrdisplay)"),
    "platformthemes": re.compile(r"(lib)?qgtk3"),
}
# Image formats kept (all others left out).
KEPT_IMAGE_FORMATS = re.compile(r"(lib)?qsvg")
# Libraries only the embedded platforms use.
DROPPED_LIBRARIES = re.compile(r"(lib)?Qt6(EglFSDeviceIntegration|EglFsKmsSupport)\b")

# AppImage's excludelist (github.com/AppImage/pkg2appimage, file "excludelist"): libraries that are
# part of every base system and must not be bundled. Names as the dynamic linker asks for them.
LINUX_HOST_LIBRARIES = frozenset("""
ld-linux.so.2 ld-linux-x86-64.so.2 ld-linux-aarch64.so.1 libanl.so.1 libBrokenLocale.so.1 libcidn.so.1
libc.so.6 libdl.so.2 libm.so.6 libmvec.so.1 libnsl.so.1 libpthread.so.0 libresolv.so.2 librt.so.1
libthread_db.so.1 libutil.so.1 libnss_compat.so.2 libnss_db.so.2 libnss_dns.so.2 libnss_files.so.2
libnss_hesiod.so.2 libnss_nis.so.2 libnss_nisplus.so.2
libstdc++.so.6 libgcc_s.so.1
libGL.so.1 libGLX.so.0 libGLdispatch.so.0 libOpenGL.so.0 libEGL.so.1 libGLESv2.so.2 libglapi.so.0
libdrm.so.2 libgbm.so.1
libfontconfig.so.1 libfreetype.so.6 libharfbuzz.so.0 libfribidi.so.0 libexpat.so.1 libz.so.1
libX11.so.6 libX11-xcb.so.1 libxcb.so.1 libxcb-dri2.so.0 libxcb-dri3.so.0 libICE.so.6 libSM.so.6
libglib-2.0.so.0 libgobject-2.0.so.0 libgio-2.0.so.0 libgmodule-2.0.so.0 libgthread-2.0.so.0
libgdk_pixbuf-2.0.so.0 libpango-1.0.so.0 libpangocairo-1.0.so.0 libpangoft2-1.0.so.0 libthai.so.0
libasound.so.2 libjack.so.0 libp11-kit.so.0 libgpg-error.so.0 libcom_err.so.2 libuuid.so.1
libusb-1.0.so.0
""".split())


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def shipped_languages(translations: Path | None = None) -> list[str]:
    """The languages fibsgui ships (its compiled ``fibsgui_<lang>.qm`` files)."""
    if translations is None:
        from importlib import resources

        translations = Path(str(resources.files("fibsgui.translations")))
    return sorted(path.stem.removeprefix("fibsgui_") for path in translations.glob("fibsgui_*.qm"))


def dropped_plugin(dest: str) -> bool:
    """Whether a bundled file is a Qt plugin fibsgui does not use."""
    parts = _parts(dest)
    if "plugins" not in parts[:-2]:
        return False
    folder, name = parts[-2], parts[-1]
    stem = name.split(".")[0]
    if folder == "imageformats":
        return not KEPT_IMAGE_FORMATS.fullmatch(stem)
    if folder not in DROPPED_PLUGINS:
        return False
    pattern = DROPPED_PLUGINS[folder]
    return pattern is None or bool(pattern.fullmatch(stem))


def dropped_translation(dest: str, languages: Iterable[str]) -> bool:
    """Whether a bundled file is one of Qt's translations fibsgui never loads."""
    parts = _parts(dest)
    if len(parts) < 2 or parts[-2] != "translations" or "PySide6" not in parts or not parts[-1].endswith(".qm"):
        return False
    match = re.fullmatch(r"qtbase_(\w+)\.qm", parts[-1])
    return match is None or match.group(1) not in set(languages)


def keep_datas(datas: list[tuple], languages: Iterable[str]) -> list[tuple]:
    languages = list(languages)
    return [entry for entry in datas if not dropped_translation(entry[0], languages)]


def needed_libraries(path: str) -> list[str]:
    """The DT_NEEDED entries of an ELF file ([] for anything else)."""
    try:
        with open(path, "rb") as handle:
            if handle.read(4) != b"\x7fELF":
                return []
    except OSError:
        return []
    out = subprocess.run(["readelf", "-d", "-W", path], capture_output=True, text=True, check=False).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def orphans(kept: list[tuple], dropped: list[tuple], needed=needed_libraries) -> set[str]:
    """Names of the libraries among ``kept`` that only the ``dropped`` binaries needed (directly or
    through each other): what the dropped ones pulled in and nothing kept still needs."""
    by_name = {PurePosixPath(entry[0]).name: entry for entry in kept}

    def closure(start: Iterable[tuple]) -> set[str]:
        seen: set[str] = set()
        todo = list(start)
        while todo:
            entry = todo.pop()
            for name in needed(entry[1]):
                if name in by_name and name not in seen:
                    seen.add(name)
                    todo.append(by_name[name])
        return seen

    pulled = closure(dropped)
    roots = [entry for entry in kept if PurePosixPath(entry[0]).name not in pulled]
    return pulled - closure(roots)


def keep_binaries(binaries: list[tuple], platform: str, needed=needed_libraries) -> list[tuple]:
    """The binaries the bundle keeps (see the module's text)."""
    def unused(entry: tuple) -> bool:
        name = PurePosixPath(entry[0].replace("\\", "/")).name
        return dropped_plugin(entry[0]) or bool(DROPPED_LIBRARIES.match(name))

    dropped = [entry for entry in binaries if unused(entry)]
    kept = [entry for entry in binaries if not unused(entry)]
    if platform.startswith("linux"):
        host = [entry for entry in kept if PurePosixPath(entry[0]).name in LINUX_HOST_LIBRARIES]
        kept = [entry for entry in kept if PurePosixPath(entry[0]).name not in LINUX_HOST_LIBRARIES]
        gone = orphans(kept, dropped + host, needed)
        kept = [entry for entry in kept if PurePosixPath(entry[0]).name not in gone]
    return kept


def without_dangling_links(datas: list[tuple], binaries: list[tuple]) -> list[tuple]:
    """``datas`` without the symbolic links (PyInstaller's ``SYMLINK`` entries: ``libQt6Network.so.6``
    at the top pointing into ``PySide6/Qt/lib``) whose target the trimmed bundle no longer has."""
    present = {_parts(entry[0]) for entry in (*datas, *binaries) if entry[2] != "SYMLINK"}

    def dangling(entry: tuple) -> bool:
        if entry[2] != "SYMLINK":
            return False
        target = PurePosixPath(*_parts(entry[0])[:-1], *_parts(entry[1]))
        parts: list[str] = []
        for part in target.parts:  # resolve ".." as PyInstaller does (the names, not the disk)
            if part == "..":
                if parts:
                    parts.pop()
            elif part != ".":
                parts.append(part)
        return tuple(parts) not in present

    return [entry for entry in datas if not dangling(entry)]
