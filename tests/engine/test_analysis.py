"""Match analysis against GNU Backgammon's own: a fixed 3-point match analysed by fibsgui and by
gnubg's command line, marks and totals compared; a blunder, the best play, cancel and progress."""

import pytest

from fibsgui.bg import MatchState, Play
from fibsgui.engine import engine_available
from fibsgui.records.matfile import read_mat
from fibsgui.records.model import Action, MatchInfo, MatchRecord

from tests.engine.helpers import board

pytestmark = pytest.mark.skipif(not engine_available(), reason="gnubg is not installed")

# A 3-point match played by gnubg against itself at the "casual" strength (noisy, so it errs),
# written by benchmarks/analysis.py's self-play with seed 7 (line 22's columns set apart by hand).
MATCH = """
 3 point match

 Game 1
 alice : 0                      bob : 0
  1) 32: 13/10 24/22             64: 6/2 13/7 
  2) 11: 24/23* 22/21 6/5 6/5    51: 25/24 7/2* 
  3)  Doubles => 2                Drops
      Wins 1 point

 Game 2
 alice : 1                      bob : 0
  1)                             53: 8/3 13/10 
  2) 51: 24/23 13/8              21: 3/1* 10/9 
  3) 41: 25/24* 24/20            41: 25/24 13/9 
  4) 21: 23/21 21/20             54: 9/4 24/20 
  5) 51: 6/5* 13/8               21: 25/24 6/4 
  6) 66: 20/14 20/14 8/2 8/2     51: 13/8 8/7 
  7) 55: 14/9 14/9 9/4 9/4       41: 24/20* 9/8 
  8) 21: 25/24 6/4                Doubles => 2
  9)  Takes                      52: 20/15 15/13 
 10) 43: 8/5 6/2                 52: 24/22 13/8 
 11) 51: 4/3* 8/3                53: 25/20* 20/17* 
 12) 62: 25/23                   51: 8/7 6/1* 
 13) 65: 25/20                   32: 7/5* 8/5 
 14) 51: 25/24*                  61: 25/24 13/7 
 15) 51: 25/24 13/8*             52: 25/20 20/18 
 16) 64: 8/4 13/7*               54: 25/20 24/20 
 17) 43: 4/1* 6/2                54: 25/20 13/9 
 18) 33: 13/10 10/7 6/3 4/1      22: 9/7 8/6 7/5 6/4
 19) 62: 23/17* 24/22            51: 25/20 20/19 
 20) 53: 17/14 22/17             43: 20/16 4/1* 
 21) 64:                         53: 16/11* 11/8* 
 22) 11: 25/24* 25/24 25/24 24/23 54: 25/21* 19/14 
 23) 32: 25/22 24/22             42: 8/6 5/1* 
 24) 41: 25/24* 7/3              61: 25/19 6/5 
 25) 55: 22/17 22/17 17/12 12/7  33: 20/17 17/14 14/11 5/2*
 26) 63: 25/22 17/11*            54: 25/20 6/2 
 27) 54: 11/6* 6/2               11: 
 28) 43: 7/4* 7/3                66: 25/19 25/19 20/14 14/8
 29) 11: 4/3 2/1 2/1 2/1         66: 20/14 14/8 7/1* 7/1
 30) 63: 25/22 22/16             65: 8/3* 19/13 
 31) 43: 25/22* 16/12*           64: 25/19 25/21 
 32) 63: 12/9 9/3                41: 8/7 7/3* 
 33) 32: 25/22* 3/1              51: 25/20 19/18 
 34) 41: 22/18 3/2               32: 18/16 19/16 
 35) 62: 3/1 18/12               42: 5/3 21/17 
 36) 44: 12/8* 8/4 4/0 3/0       21: 
 37) 44: 3/0 3/0 3/0 2/0         53: 25/20 4/1 
 38) 42: 2/0 2/0                 53: 20/15 5/2 
 39) 64: 1/0 1/0                 63: 16/13 15/9 
 40) 42: 1/0 1/0                 21: 4/2 2/1 
 41) 22: 1/0 1/0 1/0             
      Wins 6 points

"""

# GNU Backgammon 1.07.001 (Debian package gnubg), on the MATCH text above:
#   gnubg -t -q -c script, the script being
#     set threads 1
#     set analysis chequerplay evaluation plies 0
#     set analysis cubedecision evaluation plies 1
#     set analysis cubedecision evaluation prune off
#     import mat match.mat
#     analyse match
#     show statistics match
# printed (alice is side 0, bob side 1):
GNUBG = {
    #            alice   bob
    "moves": (41, 41),
    "unforced": (26, 38),
    "doubtful": (1, 3),
    "bad": (0, 8),
    "very bad": (4, 9),
    "checker error EMG": (0.739, 2.547),
    "checker error MWC": (0.21379, 0.63412),
    "checker rate mEMG": (28.4, 67.0),
    "very lucky": (1, 0),
    "lucky": (3, 4),
    "unlucky": (1, 2),
    "very unlucky": (0, 0),
    "luck EMG": (1.143, 0.245),
    "cube decisions": (10, 10),
    "close cube": (3, 3),
    "doubles": (1, 1),
    "takes": (1, 0),
    "passes": (0, 1),
    "wrong doubles": (0, 1),
    "wrong passes": (0, 1),
    "cube error EMG": (0.0, 0.232),
    "error EMG": (0.739, 2.779),
    "error rate mEMG": (25.5, 67.8),
    "rating": ("Casual player", "Awful!"),
}
# The same analysis by gnubg's own code in the Python package fibsgui uses (gnubg 1.1.0a16: the
# same neural nets and evaluator as fibsgui's analysis), in a fresh Python process:
#     import gnubg
#     for c in ("set threads 1", "set analysis chequerplay evaluation plies 0",
#               "set analysis cubedecision evaluation plies 1",
#               "set analysis cubedecision evaluation prune off", "set analysis luck evaluation plies 0",
#               "import mat match.mat", "analyse match", "show statistics match"):
#         gnubg.command(c)
# printed (the counts not listed here are the command line's above):
PACKAGE = {
    #            alice   bob
    "checker error EMG": (0.751, 2.611),
    "checker error MWC": (0.21554, 0.64409),
    "checker rate mEMG": (28.9, 68.7),
    "luck EMG": (1.148, 0.221),
    "luck MWC": (0.42451, 0.21647),
    "close cube": (2, 3),
    "cube error EMG": (0.0, 0.291),
    "wrong double EMG": (0.0, 0.220),
    "wrong pass EMG": (0.0, 0.071),
    "error EMG": (0.751, 2.902),
    "error rate mEMG": (26.8, 70.8),
}
# Against the package's own analysis fibsgui's figures agree to gnubg's printed precision (0.0005,
# 0.05 for rates), with one exception: a roll that cannot be played, the side on roll having no
# checker in the other side's home board, with a cube still alive. gnubg scores that board (the
# other side on roll) with its 0-ply cubeful formula, which the package does not expose; fibsgui
# looks one ply deeper there (see fibsgui.engine.analysis). In this match that is one of alice's
# rolls (21, with bob's cube centred: 0.002 less luck), so luck is compared within 0.003.
PRINTED, LUCK_DEEPER = 0.0005, 0.003

# The command line 1.07 and the package 1.1.0a16 are different builds of the engine: the package's
# own analysis above differs from the command line's by up to 2.5% in the checker totals (2.611 and
# 2.547 for bob), 0.024 in luck (bob) and 0.059 in cube error (bob's drop: 0.071 and 0.030) and
# counts a close cube decision fewer (alice). fibsgui is held to the command line's figures within
# those differences: 3% relative for checker totals and rates, 0.03 for luck, 0.06 for cube error,
# one for the close cube decisions, 5% for the overall totals and 6% for the overall rates (alice's
# has one decision fewer in its divisor: 26.8 against 25.5, as the package's own analysis says);
# the counts of marks (checker and luck) exactly.
REL, ABS = 0.03, 0.01
def near(ours: float, theirs: float) -> bool:
    return abs(ours - theirs) <= max(ABS, REL * abs(theirs))


@pytest.fixture(scope="module")
def record():
    result = read_mat(MATCH)
    assert result.problems == []
    return result.record


@pytest.fixture(scope="module")
def analysis(record):
    from fibsgui.engine.analysis import analyse_match

    return analyse_match(record, 0)


def test_checker_play_as_gnubg(analysis):
    for side in (0, 1):
        s = analysis.players[side]
        assert s.moves == GNUBG["moves"][side]
        assert s.unforced == GNUBG["unforced"][side]
        from fibsgui.engine.analysis import Mark

        assert s.checker_marks[Mark.DOUBTFUL] == GNUBG["doubtful"][side]
        assert s.checker_marks[Mark.BAD] == GNUBG["bad"][side]
        assert s.checker_marks[Mark.VERY_BAD] == GNUBG["very bad"][side]
        assert near(s.checker_loss, GNUBG["checker error EMG"][side]), (side, s.checker_loss)
        assert near(s.checker_cost, GNUBG["checker error MWC"][side]), (side, s.checker_cost)
        assert near(s.checker_error_rate * 1000, GNUBG["checker rate mEMG"][side]), side


def test_luck_as_gnubg(analysis):
    from fibsgui.engine.analysis import LuckMark

    for side in (0, 1):
        s = analysis.players[side]
        assert s.rolls == GNUBG["moves"][side]
        assert s.luck_marks[LuckMark.VERY_LUCKY] == GNUBG["very lucky"][side]
        assert s.luck_marks[LuckMark.LUCKY] == GNUBG["lucky"][side]
        assert s.luck_marks[LuckMark.UNLUCKY] == GNUBG["unlucky"][side]
        assert s.luck_marks[LuckMark.VERY_UNLUCKY] == GNUBG["very unlucky"][side]
        assert abs(s.luck - GNUBG["luck EMG"][side]) <= 0.03, (side, s.luck)


def test_cube_as_gnubg(analysis):
    for side in (0, 1):
        s = analysis.players[side]
        assert s.cube_decisions == GNUBG["cube decisions"][side]
        assert abs(s.close_cube - GNUBG["close cube"][side]) <= 1
        assert (s.doubles, s.takes, s.drops) == (GNUBG["doubles"][side], GNUBG["takes"][side],
                                                 GNUBG["passes"][side])
        assert s.wrong_doubles == GNUBG["wrong doubles"][side]
        assert s.wrong_drops == GNUBG["wrong passes"][side]
        assert s.missed_doubles == 0 and s.wrong_takes == 0
        assert abs(s.cube_loss - GNUBG["cube error EMG"][side]) <= 0.06, (side, s.cube_loss)


def test_overall_as_gnubg(analysis):
    for side in (0, 1):
        s = analysis.players[side]
        assert abs(s.loss - GNUBG["error EMG"][side]) <= max(ABS, 0.05 * GNUBG["error EMG"][side])
        assert abs(s.error_rate_memg - GNUBG["error rate mEMG"][side]) <= 0.06 * GNUBG["error rate mEMG"][side]
        # alice's rate sits at a band's edge (gnubg 25.5, Casual player below 26): one band apart at most
        from fibsgui.engine.analysis import RATINGS, WORST_RATING, rating_for

        words = [w for _b, w in RATINGS] + [WORST_RATING]
        assert rating_for(GNUBG["error rate mEMG"][side] / 1000) == GNUBG["rating"][side]
        assert abs(words.index(s.rating) - words.index(GNUBG["rating"][side])) <= 1
    assert analysis.complete


def test_as_gnubgs_own_analysis_with_the_same_engine(analysis):
    from fibsgui.engine.analysis import CubeKind

    for side in (0, 1):
        s = analysis.players[side]
        want = {k: v[side] for k, v in PACKAGE.items()}
        assert abs(s.checker_loss - want["checker error EMG"]) <= PRINTED, side
        assert abs(s.checker_cost - want["checker error MWC"]) <= PRINTED / 100, side
        assert abs(s.checker_error_rate * 1000 - want["checker rate mEMG"]) <= 0.05, side
        assert abs(s.luck - want["luck EMG"]) <= LUCK_DEEPER, (side, s.luck)
        assert abs(s.luck_cost - want["luck MWC"]) <= LUCK_DEEPER, (side, s.luck_cost)
        assert s.close_cube == want["close cube"]
        assert abs(s.cube_loss - want["cube error EMG"]) <= PRINTED, (side, s.cube_loss)
        wrong = {kind: sum(a.cube.loss for a in analysis.actions
                           if a.cube and a.cube.side == side and a.cube.kind == kind) for kind in CubeKind}
        assert abs(wrong[CubeKind.DOUBLE] - want["wrong double EMG"]) <= PRINTED, side
        assert abs(wrong[CubeKind.DROP] - want["wrong pass EMG"]) <= PRINTED, side
        assert abs(s.loss - want["error EMG"]) <= PRINTED, side
        assert abs(s.error_rate_memg - want["error rate mEMG"]) <= 0.05, side


def test_rating_bands_are_gnubgs():
    from fibsgui.engine.analysis import luck_rating_for, rating_for

    # gnubg 1.07's bands, per decision in normalised equity
    assert [rating_for(x) for x in (0.0019, 0.0049, 0.0079, 0.0119, 0.0179, 0.0259, 0.0349, 0.035)] == [
        "Supernatural", "World class", "Expert", "Advanced", "Intermediate", "Casual player", "Beginner",
        "Awful!"]
    # gnubg: alice's luck rate +27.9 mEMG is "None", a rate beyond +30 (times ten: the 0.3 threshold)
    assert luck_rating_for(0.0279) == "None"
    assert luck_rating_for(0.031) == "Good dice, man!"
    assert luck_rating_for(-0.061) == "Go to bed"


def _race_record(play: str) -> MatchRecord:
    """Side 0 has two checkers left (its 2 and 1 points) and rolls 21; side 1 bears off its last
    checker next: 2/off 1/off wins, anything else loses."""
    record = MatchRecord(MatchInfo(players=("a", "b"), length=5, me=0))
    record.new_game(position=board({2: 1, 1: 1}, {1: 1}, turn=0))
    record.append(Action.roll(0, (2, 1)))
    record.append(Action.move(0, play))
    return record


def test_a_blunder_on_purpose_is_very_bad():
    from fibsgui.engine.analysis import Mark, analyse_match

    result = analyse_match(_race_record("2/1 1/off"), 0)
    checker = next(a.checker for a in result.actions if a.checker)
    assert checker.mark == Mark.VERY_BAD
    assert checker.loss > 1.0  # a won game given away: from about +1 to about -1
    assert checker.rank == 2 and checker.legal == 2
    assert checker.alternatives[0].play == Play.from_gnubg("2/off 1/off")
    assert result.players[0].blunders == 1 and result.players[0].errors == 0


def test_the_best_play_loses_nothing():
    from fibsgui.engine.analysis import Analyser, Mark

    analyser = Analyser(0)
    position = board({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5}, turn=0)
    match = MatchState(length=7, dice=(3, 1))
    first = analyser.checker(position, match, (3, 1), Play.from_gnubg("24/21 24/23"))
    best = first.alternatives[0].play
    assert best == Play.from_gnubg("8/5 6/5")  # the opening 31 makes the 5 point
    result = analyser.checker(position, match, (3, 1), best)
    assert result.loss == 0.0 and result.rank == 1 and result.mark == Mark.NONE
    assert first.loss == pytest.approx(first.best_equity - first.equity)
    assert [a.loss for a in result.alternatives] == sorted(a.loss for a in result.alternatives)
    for alternative in result.alternatives:
        win, wg, wbg, lg, lbg = alternative.chances
        assert 0.0 <= wbg <= wg <= win <= 1.0 and 0.0 <= lbg <= lg <= 1.0 - win


def test_progress_is_monotonic_and_cancel_stops(record):
    from fibsgui.engine.analysis import analyse_match

    seen = []
    analyse_match(record, 0, progress=lambda done, total: seen.append((done, total)), games=[0])
    assert [d for d, _t in seen] == list(range(1, len(seen) + 1))
    assert len({t for _d, t in seen}) == 1 and seen[-1][0] == seen[-1][1] > 5

    calls = []

    def cancel():
        calls.append(1)
        return len(calls) > 4

    stopped = analyse_match(record, 0, cancel=cancel)
    assert not stopped.complete
    assert len(stopped.actions) == 4


def test_a_game_alone(record):
    from fibsgui.engine.analysis import analyse_game

    first = analyse_game(record, 0, 0)
    assert first.complete and {a.game for a in first.actions} == {0}
    # game 1: alice doubles at 0-0 after two moves, bob drops; gnubg counts bob's drop wrong
    drop = [a.cube for a in first.actions if a.cube and a.cube.kind.value == "drop"]
    assert len(drop) == 1 and drop[0].side == 1 and drop[0].loss > 0.0


# -- GNU Backgammon's own analysis (the package's commands) against fibsgui's Analyser ---------------
def test_gnubgs_own_analysis_is_the_path_and_equals_the_analysers(record, analysis):
    """The default path is gnubg's own analysis; fibsgui's Analyser (the fallback) gives the same
    figures action by action: plays and their losses to 1e-5 (gnubg's SGF prints 6 decimals),
    chances to 1e-5, luck and cube equities to 0.01 (the Analyser looks one ply deeper after
    one of alice's dances, see the module docs: 0.002 here), the same plays ranked first but
    where two are within 0.001."""
    from fibsgui.engine.analysis import OURS, OWN, analyse_match, analysis_path

    assert analysis_path() == OWN
    ours = analyse_match(record, 0, path=OURS)
    assert [(a.game, a.index, a.side) for a in analysis.actions] == [(a.game, a.index, a.side) for a in ours.actions]
    checked = 0
    for x, y in zip(analysis.actions, ours.actions):
        assert (x.checker is None) == (y.checker is None) and (x.cube is None) == (y.cube is None)
        assert (x.luck is None) == (y.luck is None)
        if x.checker is not None:
            a, b = x.checker, y.checker
            assert a.play == b.play and a.dice == b.dice and a.legal == b.legal
            assert abs(a.loss - b.loss) <= 1e-5 and abs(a.equity - b.equity) <= 1e-5
            assert abs(a.cost - b.cost) <= 1e-5
            if a.alternatives[0].play != b.alternatives[0].play:
                assert abs(a.alternatives[0].equity - a.alternatives[1].equity) <= 1e-3
            else:
                assert a.rank == b.rank
            theirs = {alt.play: alt for alt in b.alternatives}
            for alt in a.alternatives:
                if alt.play in theirs:
                    assert abs(alt.equity - theirs[alt.play].equity) <= 1e-5
                    assert max(abs(p - q) for p, q in zip(alt.chances, theirs[alt.play].chances)) <= 1e-5
                    checked += 1
        if x.luck is not None:
            assert x.luck.dice == y.luck.dice and abs(x.luck.luck - y.luck.luck) <= 0.01
        if x.cube is not None:
            assert x.cube.kind == y.cube.kind and x.cube.counted == y.cube.counted
            assert abs(x.cube.equities.no_double - y.cube.equities.no_double) <= 0.01
            assert abs(x.cube.equities.double_take - y.cube.equities.double_take) <= 0.01
    assert checked > 300
    # and the package's own totals, to its printed precision, luck included (no deeper look here);
    # the SGF gives each roll's luck to 5 decimals: 41 rolls add up to 0.0002 more
    for side in (0, 1):
        assert abs(analysis.players[side].luck - PACKAGE["luck EMG"][side]) <= PRINTED + 41 * 0.000005
        assert abs(analysis.players[side].luck_cost - PACKAGE["luck MWC"][side]) <= PRINTED / 100 + 41 * 0.000005


def test_a_move_at_a_time_equals_a_game_at_a_time(record, analysis, monkeypatch):
    """Deeper than GAME_AT_A_TIME_PLIES gnubg analyses move by move (for Cancel): the same figures."""
    import fibsgui.engine.analysis as module

    monkeypatch.setattr(module, "GAME_AT_A_TIME_PLIES", -1)
    one = module.analyse_game(record, 1, 0)
    assert one.complete
    by_place = {(a.game, a.index): a for a in analysis.actions}
    assert len(one.actions) > 100
    for a in one.actions:
        b = by_place[(a.game, a.index)]
        assert a.checker == b.checker and a.cube == b.cube and a.luck == b.luck


def test_gnubg_prints_nothing_to_the_apps_output(record, capfd):
    from fibsgui.engine.analysis import analyse_game

    capfd.readouterr()
    analyse_game(record, 0, 0)
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_the_practice_engines_hints_are_the_same_after_an_analysis(record):
    """gnubg's settings and current match are global: after an analysis (a money session with the
    Jacoby rule off and beavers, and a match) the practice engine's plays, equities, chances and
    cube decisions for the same positions are exactly what they were."""
    from fibsgui.engine import GnubgEngine, Strength
    from fibsgui.engine.analysis import analyse_match

    engine = GnubgEngine(Strength.EXPERT)
    cases = [
        (board({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5}), (6, 4), MatchState(length=7, score=(2, 4))),
        (board({24: 1, 13: 4, 8: 3, 6: 5, 5: 2}, {24: 2, 13: 4, 8: 3, 6: 4, 4: 2}), (3, 1), MatchState()),
        (board({6: 4, 5: 3, 4: 3, 3: 2}, {24: 1, 6: 5, 5: 3, 4: 3}), (5, 2), MatchState(jacoby=True)),
    ]

    def hints():
        out = []
        for position, dice, match in cases:
            ranked = engine.rank_plays(position, dice, match)
            out.append(list(ranked))
            out.append(engine.cube_decision(position, match))
        return out

    before = hints()
    money = MatchRecord(MatchInfo(players=("a", "b"), length=0, me=0, jacoby=False, beavers=True))
    money.new_game()
    for action in record.games[1].actions[:28]:  # 14 rolls and moves, before bob doubles
        money.append(action)
    analysed = analyse_match(money, 0)
    assert analysed.complete and sum(1 for a in analysed.actions if a.checker) == 14
    assert analyse_match(record, 0, games=[0]).complete
    assert hints() == before


def test_a_whole_match_at_once_equals_each_game_alone(record, analysis):
    """At 0 plies every game of a match is analysed by one gnubg command: the same figures as each
    game analysed by a command of its own; the steps' times are kept."""
    from fibsgui.engine.analysis import analyse_game

    by_place = {(a.game, a.index): a for a in analysis.actions}
    for game in range(len(record.games)):
        alone = analyse_game(record, game, 0)
        assert alone.complete and alone.actions
        assert [a for a in alone.actions] == [by_place[(a.game, a.index)] for a in alone.actions]
        assert alone.games[game] == analysis.games[game]
    assert len(analysis.actions) == sum(len(analyse_game(record, g, 0).actions) for g in range(len(record.games)))
    assert set(analysis.timings) == {"gnubg import", "gnubg analyse", "gnubg save", "read SGF", "match records"}
    assert all(seconds > 0.0 for seconds in analysis.timings.values())


def test_the_analysis_runs_in_the_engine_thread(record):
    """Called from another thread, the analysis is one job of gnubg's engine thread: its progress
    is told from there, and the caller gets the result."""
    import threading

    from fibsgui.engine.analysis import analyse_match
    from fibsgui.engine.gnubg_engine import engine_thread

    threads = set()
    result = analyse_match(record, 0, games=[0], progress=lambda done, total: threads.add(threading.get_ident()))
    assert result.complete and result.actions
    assert threads == {engine_thread().ident} and threading.get_ident() not in threads


# -- gnubg's plays made fibsgui's legal plays when read ------------------------------------------------
def test_gnubgs_plays_are_the_legal_plays_made_when_first_read(record):
    """gnubg's own analysis names plays by their steps: each (the play made and the alternatives)
    is kept so until read, then it is the legal play fibsgui's rules give for the same board (the
    very moves, in the order and with the hits move generation gives), and the analysis equals
    one built from those plays at once (same equality and hash)."""
    from fibsgui.engine.analysis import Alternative, CheckerAnalysis, analyse_game

    result = analyse_game(record, 1, 0)
    by_index = {a.index: a.checker for a in result.actions if a.checker is not None}
    unread = [c for c in by_index.values() if c.legal > 1]
    assert len(unread) > 40
    assert all(type(c.__dict__["_play"]).__name__ == "_Later" for c in unread)
    assert all(type(c.__dict__["_alternatives"]).__name__ == "_Later" for c in unread)
    checked = 0
    for step in record.steps(1):
        checker = by_index.get(step.index)
        if checker is None:
            continue
        legal = step.before.position.with_turn(checker.side).legal_plays(checker.dice)
        assert tuple(checker.play) == tuple(legal.find(step.action.play))
        assert len(legal) == checker.legal
        assert len(checker.alternatives) == min(5, checker.legal)
        for alternative in checker.alternatives:
            assert tuple(alternative.play) == tuple(legal.find(alternative.play))
            checked += 1
        assert checker.alternatives[checker.rank - 1].play == checker.play if checker.rank <= 5 else True
        eager = CheckerAnalysis(checker.side, checker.dice, Play(checker.play), checker.equity, checker.best_equity,
                                checker.loss, checker.cost, checker.rank, checker.legal,
                                tuple(Alternative(Play(a.play), a.equity, a.loss, a.chances)
                                      for a in checker.alternatives), checker.plies)
        assert eager == checker and hash(eager) == hash(checker) and repr(eager) == repr(checker)
    assert checked > 200


def test_a_play_gnubg_gives_that_fibsgui_finds_illegal_is_its_steps_with_the_hits(caplog):
    """Were gnubg's rules and fibsgui's ever to differ, reading the play gives gnubg's steps (each
    hit marked), said once in the log, not an error in whoever reads it."""
    from fibsgui.bg import Move
    from fibsgui.engine.analysis import _PlaysOf

    plays = _PlaysOf(board({13: 2, 6: 5}, {15: 1, 1: 2}, turn=0), (3, 1))
    assert tuple(plays.play(((6, 5), (6, 3)))) == (Move(6, 3), Move(6, 5))  # legal: in the generator's order
    with caplog.at_level("WARNING", logger="fibsgui.engine.analysis"):
        odd = plays.play(((13, 10), (13, 8)))  # a 5 with 3-1: not legal
    assert tuple(odd) == (Move(13, 10, True), Move(13, 8))  # side 1's blot on its 15 is side 0's 10
    assert len([r for r in caplog.records if "not a legal play" in r.getMessage()]) == 1


def test_gnubgs_sgf_values_with_escaped_brackets():
    from fibsgui.engine.analysis import _sgf_games

    text = "(;FF[4]C[a \\] b][c\\\\]D[\\\\\\]x]\n;W[31hefd]LU[0.1])(;B[double])"
    assert _sgf_games(text) == [[{"FF": ["4"], "C": ["a \\] b", "c\\\\"], "D": ["\\\\\\]x"]},
                                 {"W": ["31hefd"], "LU": ["0.1"]}], [{"B": ["double"]}]]
    assert _sgf_games("(;C[never closed\\]") == [[{}]]
    assert _sgf_games("(;C[" + "\\]" * 1000) == [[{}]]
