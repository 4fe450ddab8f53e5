"""The system libraries Qt's X11 platform (xcb) needs on Linux, checked before Qt is started.

Without one of them Qt prints a line about a plugin that "could not be loaded" and aborts the
process: a user installing from source is not told which package to install. :func:`missing_xcb`
tries each library the way the dynamic loader will (``dlopen`` through :mod:`ctypes`), only where
Qt is going to use xcb, and :func:`xcb_message` names the packages of Debian/Ubuntu and Fedora.
No Qt here: this runs before PySide6 is imported.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

# The libraries Qt 6's xcb platform plugin and its XcbQpa library load (their NEEDED entries
# beyond Qt and the C/C++ runtime), with the packages that hold them: (Debian/Ubuntu, Fedora).
XCB_LIBRARIES: dict[str, tuple[str, str]] = {
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
}


def platform_will_be_xcb(environ: Mapping[str, str] | None = None, system: str | None = None) -> bool:
    """Whether Qt is going to start its X11 (xcb) platform: on Linux, when asked for by
    QT_QPA_PLATFORM, or when that is not set, in an X session that is not Wayland's."""
    env = os.environ if environ is None else environ
    if (system or sys.platform) != "linux":
        return False
    asked = env.get("QT_QPA_PLATFORM", "").strip()
    if asked:
        return asked.split(";")[0].split(":")[0] == "xcb"
    if env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE") == "wayland":
        return False  # Qt takes Wayland where it can
    return bool(env.get("DISPLAY"))


def _loads(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing_xcb(loads: Callable[[str], bool] | None = None) -> list[str]:
    """The libraries of :data:`XCB_LIBRARIES` the dynamic loader cannot load."""
    loads = loads or _loads
    return [name for name in XCB_LIBRARIES if not loads(name)]


def xcb_message(missing: list[str]) -> str:
    """What to tell the user: which libraries are missing and the packages that hold them."""
    debian = sorted({XCB_LIBRARIES[name][0] for name in missing})
    fedora = sorted({XCB_LIBRARIES[name][1] for name in missing})
    return ("fibsgui cannot start: Qt's X11 platform (xcb) needs system libraries that are not installed: "
            + ", ".join(missing) + ".\n"
            + "On Debian or Ubuntu: sudo apt install " + " ".join(debian) + "\n"
            + "On Fedora: sudo dnf install " + " ".join(fedora) + "\n"
            + "(On a Wayland desktop, QT_QPA_PLATFORM=wayland starts fibsgui without them.)")


def check_xcb(environ: Mapping[str, str] | None = None, loads: Callable[[str], bool] | None = None) -> str | None:
    """The message for the user when Qt is going to use xcb and a library it needs is missing;
    None when all is there, when another platform is used, or in a bundle (which brings its own)."""
    if getattr(sys, "frozen", False) or not platform_will_be_xcb(environ):
        return None
    missing = missing_xcb(loads)
    return xcb_message(missing) if missing else None
