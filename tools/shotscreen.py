"""The screen the picture tools draw on: Qt's offscreen platform with one screen of a desktop's size
(its default screen is 800x600, and the main window fits itself to the screen it opens on)."""

from __future__ import annotations

import json
import os
import tempfile


def use_offscreen_screen(width: int = 1920, height: int = 1200) -> None:
    """Unless a platform is chosen already, draw offscreen on a ``width`` x ``height`` screen."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return
    handle, path = tempfile.mkstemp(prefix="fibsgui-screen-", suffix=".json")
    with os.fdopen(handle, "w") as config:
        json.dump({"screens": [{"name": "pictures", "x": 0, "y": 0, "width": width, "height": height,
                                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}, config)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={path}"
