"""The application's start: PySide's per-import source check
answered from the file's bytes, and what a normal start has loaded once its window is painted."""

from __future__ import annotations

import json

from tests.ui.test_online_on_demand import run_python


def test_pyside_check_gives_pysides_own_answers_without_filling_linecache(tmp_path):
    lines = run_python("""
        import json, linecache, sys
        import PySide6.QtCore
        feature = sys.modules["shibokensupport.feature"]
        pyside_check = feature._mod_uses_pyside
        from fibsgui import app
        app.lighten_pyside_import_check()
        app.lighten_pyside_import_check()  # twice: still one layer
        ours = feature._mod_uses_pyside
        print(json.dumps(ours is not pyside_check and getattr(ours, "reads_bytes", False)))
        import fibsgui.bg, fibsgui.ui.board.items, fibsgui.ui.mainwindow, json as j, typing, os
        modules = [sys, os, typing, j, fibsgui.bg, fibsgui.ui.board.items, fibsgui.ui.mainwindow,
                   sys.modules["fibsgui.engine"] if "fibsgui.engine" in sys.modules else fibsgui.bg]
        print(json.dumps([[m.__name__, ours(m), pyside_check(m)] for m in modules]))
        linecache.clearcache()
        from fibsgui.ui.settings import SettingsDialog  # a module first imported now, with PySide loaded
        print(json.dumps([feature.pyside_feature_dict.get("fibsgui.ui.settings"), len(linecache.cache)]))
    """, tmp_path)
    assert json.loads(lines[0]) is True
    answers = json.loads(lines[1])
    assert [ours for _, ours, _ in answers] == [theirs for _, _, theirs in answers]
    assert {name: ours for name, ours, _ in answers}["fibsgui.ui.board.items"] is True
    assert {name: ours for name, ours, _ in answers}["fibsgui.bg"] is False
    kind, cached_files = json.loads(lines[2])
    assert kind == 0  # a module that uses PySide: "no feature", as PySide's own check says
    assert cached_files == 0


def test_a_normal_start_paints_its_window_without_the_heavy_parts_or_kept_source_lines(tmp_path):
    lines = run_python("""
        import json, sys
        from fibsgui import app

        waiting = app.after_first_paint

        def probed(window, action):
            def done():
                action()
                import linecache
                print(json.dumps({
                    "loaded": [m for m in ("gnubg", "asyncio", "fibsgui.clip", "fibsgui.session")
                               if m in sys.modules],
                    # PySide's look at each import read no source into linecache
                    "cached source files": len(linecache.cache),
                    "icon": not window.windowIcon().isNull(),
                    "title": window.windowTitle(),
                }))
                window.close()
            waiting(window, done)

        app.after_first_paint = probed
        sys.exit(app.main([]))
    """, tmp_path)
    report = json.loads(lines[-1])
    assert report["loaded"] == []
    assert report["cached source files"] == 0
    assert report["icon"] is True
    assert "fibsgui" in report["title"]
