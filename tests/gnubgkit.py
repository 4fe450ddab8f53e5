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


_HINT_SCRIPT = r"""
import sys, gnubg
for command in sys.argv[1:]:
    gnubg.command(command)
    sys.stdout.flush()
"""


def gnubg_cube_hint(position, match, plies: int) -> dict:
    """GNU Backgammon's own cube hint for ``position`` (its side on roll before rolling) in
    ``match`` at ``plies`` of look-ahead, read from what its ``hint`` command prints, in a process
    of its own (gnubg's commands change its global state): ``plies`` (of the line "N-ply cubeless
    equity"), ``chances`` (win, win gammon, win backgammon, lose, lose gammon, lose backgammon of
    the side on roll) and ``equities`` (its cube actions' cubeful equities, by name)."""
    import re
    import subprocess
    import sys

    commands = ["set threads 1", "set confirm new off",
                f"new match {match.length}" if match.length else "new session",
                f"set matchid {match.match_id()}", f"set board {position.position_id()}",
                f"set evaluation cubedecision evaluation plies {plies}",
                "set evaluation cubedecision evaluation prune on", "hint"]
    out = subprocess.run([sys.executable, "-c", _HINT_SCRIPT, *commands], capture_output=True, text=True,
                         timeout=120, stdin=subprocess.DEVNULL).stdout
    head = re.search(r"^(\d+)-ply cubeless equity", out, re.M)
    line = re.search(r"^\s+([\d.]+) ([\d.]+) ([\d.]+) - ([\d.]+) ([\d.]+) ([\d.]+)\s*$", out, re.M)
    assert head and line, out[-3000:]
    equities = {m.group(1).strip(): float(m.group(2))
                for m in re.finditer(r"^\d\. ([A-Za-z ,]+?)\s+([+-]\d+\.\d+)", out, re.M)}
    return {"plies": int(head.group(1)), "chances": tuple(float(x) for x in line.groups()), "equities": equities}
