"""GNU Backgammon reads our .mat and SGF files as we wrote them: its command line imports each and
exports what it loaded as .mat, which we read and compare with our record (slow; needs ``gnubg``)."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from fibsgui.records.matfile import read_mat, write_mat
from fibsgui.records.sgf import write_sgf
from tests.records.helpers import play_match
from tests.records.test_exchange import exchangeable, same_games

GNUBG = shutil.which("gnubg") or shutil.which("gnubg", path=os.pathsep.join(("/usr/games", "/usr/local/games")))

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(GNUBG is None, reason="GNU Backgammon's command line (gnubg) is not installed")]


def gnubg_view(tmp_path, command: str, source) -> str:
    """What gnubg loaded from ``source``, exported by gnubg itself as .mat text."""
    out = tmp_path / "from-gnubg.mat"
    script = f"{command} {source}\nexport match mat {out}\nshow score\n"
    run = subprocess.run([GNUBG, "-t", "-q"], input=script, capture_output=True, text=True, timeout=120,
                         env={**os.environ, "HOME": str(tmp_path)})
    assert out.exists(), run.stdout[-2000:] + run.stderr[-2000:]
    return out.read_text()


@pytest.mark.parametrize("length, seed", [(7, 3), (5, 8), (11, 21)])
def test_gnubg_loads_our_files_with_the_same_moves_cube_actions_and_scores(tmp_path, length, seed):
    _, record = play_match(length, seed=seed)
    expected = exchangeable(record)
    mat = tmp_path / "ours.mat"
    mat.write_text(write_mat(record))
    sgf = tmp_path / "ours.sgf"
    sgf.write_text(write_sgf(record))
    for command, source in (("import mat", mat), ("load match", sgf)):
        seen = read_mat(gnubg_view(tmp_path, command, source))
        assert seen.problems == [], (command, seen.problems)
        same_games(seen.record, expected)
        assert seen.record.info.players == record.info.players
        assert seen.record.score == record.score
