"""GNU Backgammon reads the .mat and SGF files of records made on BaldLies as the server played the
matches: each record is exported with fibsgui's writers, gnubg imports it and exports what it
loaded as .mat, which is read back and compared with the server's games, move for move, and the
final score (slow; needs ``gnubg``, perl and BaldLies' Perl modules)."""

from __future__ import annotations

import pytest

from fibsgui.records.matfile import read_mat, write_mat
from fibsgui.records.sgf import write_sgf
from tests.loopkit import run
from tests.peers import truth
from tests.peers.fibsplayers import Script
from tests.peers.matchkit import played, the_record, whole_match
from tests.records.test_exchange import exchangeable
from tests.records.test_gnubg_oracle import GNUBG, gnubg_view

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(GNUBG is None, reason="GNU Backgammon's command line (gnubg) is not installed")]


def cube_scripts():
    """The first to roll doubles, the other takes and redoubles at once, the redouble is dropped."""
    state = {"doubled": None}

    def double(name):
        def decide(snapshot):
            if state["doubled"] is None:
                state["doubled"] = name
                return True
            return state["doubled"] != name and snapshot.match.cube == 2
        return decide

    def take(snapshot):
        return snapshot.match.cube == 1

    return Script(double=double("gcube_a"), take=take), Script(double=double("gcube_b"), take=take)


def resign_scripts():
    """The second player offers to resign at their 6th turn (rejected) and their 8th (accepted)."""
    turns = {"n": 0}
    answers = iter([False, True])

    def resign(snapshot):
        if snapshot.dice is not None:
            return 0
        turns["n"] += 1
        return 1 if turns["n"] in (6, 8) else 0

    return Script(accept=lambda s: next(answers)), Script(resign=resign)


MATCHES = {
    "a 3-point match with a Crawford game": (("gthree_a", "gthree_b"), 3, 57, None),
    "a double taken, a redouble dropped": (("gcube_a", "gcube_b"), 2, 8, cube_scripts),
    "a resignation rejected then accepted": (("gresign_a", "gresign_b"), 1, 13, resign_scripts),
}

#: the accounts of the matches, made by the ``baldlies`` fixture
ACCOUNTS = [names for names, *_ in MATCHES.values()]


@pytest.mark.parametrize("what", list(MATCHES))
def test_gnubg_reads_our_files_of_a_baldlies_match_as_the_server_played_it(qapp, qloop, baldlies, tmp_path, what):
    names, length, dice_seed, scripts = MATCHES[what]
    first, second = run(qloop, whole_match(baldlies, tmp_path, names, length, dice_seed,
                                           scripts=scripts() if scripts else (None, None)), timeout=300)
    games = played(baldlies, first, second)
    expected = truth.without_rejected(games)
    final = dict(zip(names, truth.final_score(games, names)))
    for player in (first, second):
        record = the_record(player)
        mat = tmp_path / f"{player.name}.mat"
        mat.write_text(write_mat(record))
        sgf = tmp_path / f"{player.name}.sgf"
        sgf.write_text(write_sgf(record))
        for command, source in (("import mat", mat), ("load match", sgf)):
            seen = read_mat(gnubg_view(tmp_path, command, source))
            assert seen.problems == [], (command, seen.problems)
            # gnubg reads the record as it is, and the record is what the server played
            problem = truth.differences(truth.record_games(exchangeable(record)), truth.record_games(seen.record),
                                        ("the record", "gnubg"))
            assert not problem, f"gnubg's reading of {player.name}'s {source.suffix} and the record: {problem}"
            problem = truth.differences(expected, truth.record_games(seen.record), ("the server", "gnubg"))
            assert not problem, f"gnubg's reading of {player.name}'s {source.suffix} and the server: {problem}"
            assert dict(zip(seen.record.info.players, seen.record.score)) == final, (command, player.name)
