"""The check of Qt's X11 libraries before Qt starts: when the platform will be xcb, which
libraries are missing, and the words the user reads (the packages to install)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from fibsgui import syslibs

ROOT = Path(__file__).resolve().parents[1]


def test_the_platform_is_xcb_on_linux_in_an_x_session_or_when_asked_for():
    assert syslibs.platform_will_be_xcb({"DISPLAY": ":0"}, "linux")
    assert syslibs.platform_will_be_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert syslibs.platform_will_be_xcb({"QT_QPA_PLATFORM": "xcb:display=:1", "WAYLAND_DISPLAY": "w"}, "linux")
    assert not syslibs.platform_will_be_xcb({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, "linux")
    assert not syslibs.platform_will_be_xcb({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}, "linux")
    assert not syslibs.platform_will_be_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not syslibs.platform_will_be_xcb({"DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland"}, "linux")
    assert not syslibs.platform_will_be_xcb({}, "linux")  # no display at all: Qt's own words
    assert not syslibs.platform_will_be_xcb({"DISPLAY": ":0"}, "darwin")
    assert not syslibs.platform_will_be_xcb({"QT_QPA_PLATFORM": "xcb"}, "win32")


def test_a_missing_library_is_named_with_its_packages():
    gone = {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0"}
    missing = syslibs.missing_xcb(lambda name: name not in gone)
    assert missing == ["libxcb-cursor.so.0", "libxkbcommon-x11.so.0"]
    text = syslibs.check_xcb({"DISPLAY": ":0"}, lambda name: name not in gone) if sys.platform == "linux" else \
        syslibs.xcb_message(missing)
    assert "libxcb-cursor.so.0, libxkbcommon-x11.so.0" in text
    assert "sudo apt install libxcb-cursor0 libxkbcommon-x11-0" in text
    assert "sudo dnf install libxkbcommon-x11 xcb-util-cursor" in text
    assert syslibs.check_xcb({"DISPLAY": ":0"}, lambda name: True) is None
    assert syslibs.check_xcb({"QT_QPA_PLATFORM": "offscreen"}, lambda name: False) is None


def test_the_real_loader_finds_what_is_installed_and_not_a_made_up_library():
    assert syslibs._loads("libc.so.6") if sys.platform == "linux" else True  # noqa: SLF001
    assert not syslibs._loads("libfibsgui-no-such-library.so.0")  # noqa: SLF001


def test_the_app_says_so_and_ends_before_qt_starts(tmp_path):
    """A start with xcb where a library is missing (the loader made to fail for it): the words on
    stderr, exit status 1, and PySide6's GUI never imported."""
    home = tmp_path / "home"
    code = textwrap.dedent("""
        import sys
        from fibsgui import app, syslibs
        real = syslibs._loads
        syslibs._loads = lambda name: name != "libxcb-cursor.so.0" and real(name)
        status = app.main([])
        print("status", status, "gui" if "PySide6.QtWidgets" in sys.modules else "no gui")
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", FIBSGUI_HOME=str(home), DISPLAY=":99",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")])))
    env.pop("WAYLAND_DISPLAY", None)
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    if sys.platform != "linux":
        return
    assert proc.stdout.strip() == "status 1 no gui", proc.stdout + proc.stderr
    assert "libxcb-cursor.so.0" in proc.stderr and "sudo apt install libxcb-cursor0" in proc.stderr
    assert "sudo dnf install xcb-util-cursor" in proc.stderr
    assert "Traceback" not in proc.stderr
