"""GNU Backgammon's engine for the tests that compare with it: always through
:func:`fibsgui.engine.gnubg_engine.load`, so that every call runs in the engine's own thread (gnubg
crashes when its moves are generated in a thread other than the one that imported it, and the
engine's thread is the one that imports it for the whole process)."""

from __future__ import annotations

from typing import Any

import pytest


def gnubg_or_skip(module_level: bool = False) -> Any:
    """The gnubg module as the engine uses it, or the test (or the whole module) skipped."""
    from fibsgui.engine.gnubg_engine import EngineUnavailableError, engine_available, load

    if not engine_available():
        pytest.skip("GNU Backgammon's engine (gnubg) is not installed", allow_module_level=module_level)
    try:
        return load()
    except EngineUnavailableError as exc:
        pytest.skip(str(exc), allow_module_level=module_level)
