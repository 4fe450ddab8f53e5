"""A match's analysis kept beside its record: written and read back the same, how far it covers a
record (whole, grown since, stopped, not analysed, of other moves), and files that are not an
analysis refused in words."""

from __future__ import annotations

import json

import pytest

from fibsgui.bg import Play
from fibsgui.engine.analysis import (
    ActionAnalysis,
    Alternative,
    CheckerAnalysis,
    CubeAnalysis,
    CubeEquities,
    CubeKind,
    LuckAnalysis,
    Mark,
)
from fibsgui.records import Action, MatchInfo, MatchRecord
from fibsgui.records.analysed import analysed, analysis_path
from fibsgui.records.analysisfile import (
    MAX_FILE,
    AnalysisFileError,
    GameAnalysis,
    SavedAnalysis,
    analysis_file_for,
    coverage_of,
    digest,
    from_bytes,
    read,
    to_bytes,
    usable,
    write,
)


def make_record(moves: int = 2) -> MatchRecord:
    record = MatchRecord(MatchInfo(players=("ann", "ben"), length=5, me=0))
    record.new_game()
    plays = [((3, 1), "8/5 6/5"), ((6, 4), "24/18 13/9"), ((5, 2), "13/8 13/11"), ((4, 3), "24/20 13/10")]
    for n in range(moves):
        dice, play = plays[n]
        record.append(Action.roll(n % 2, dice))
        record.append(Action.move(n % 2, play))
    return record


def analysis_of(record: MatchRecord, complete: bool = True) -> SavedAnalysis:
    """An analysis made by hand (its figures are not the engine's: the file keeps what it is given)."""
    checker = CheckerAnalysis(
        side=0, dice=(3, 1), play=Play.from_gnubg("8/5 6/5"), equity=0.162, best_equity=0.162, loss=0.0,
        cost=0.0, rank=1, legal=16, plies=0,
        alternatives=(Alternative(Play.from_gnubg("8/5 6/5"), 0.162, 0.0, (0.55, 0.16, 0.01, 0.12, 0.005)),
                      Alternative(Play.from_gnubg("24/21 6/5"), 0.01, 0.152, None)))
    blunder = CheckerAnalysis(
        side=1, dice=(6, 4), play=Play.from_gnubg("24/18 13/9"), equity=-0.3, best_equity=-0.15, loss=0.15,
        cost=0.02, rank=7, legal=15, plies=0, alternatives=())
    cube = CubeAnalysis(1, CubeKind.NO_DOUBLE, CubeEquities(1, -0.2, -0.5, 1.0, 1), 0.0, 0.0, False)
    actions = [ActionAnalysis(0, 0, 0, luck=LuckAnalysis(0, (3, 1), 0.35, 0.04)),
               ActionAnalysis(0, 1, 0, checker=checker),
               ActionAnalysis(0, 2, 1, cube=cube, luck=LuckAnalysis(1, (6, 4), -0.1, -0.01)),
               ActionAnalysis(0, 3, 1, checker=blunder)]
    count = len(record.games[0].actions)
    game = GameAnalysis(0, count, digest(record, 0, count), complete, 0, 1, [0.5, 0.52, 0.55, None, 0.61])
    return SavedAnalysis(record.info.id, {0: game}, actions)


def test_written_and_read_back_the_same(tmp_path):
    record = make_record()
    saved = analysis_of(record)
    path = analysis_path(record.info.id, tmp_path)
    assert not analysed(record.info.id, tmp_path)
    write(path, saved)
    assert analysed(record.info.id, tmp_path)
    again = read(path)
    assert to_bytes(again) == to_bytes(saved)
    assert again.actions[1].checker.alternatives[0].chances == (0.55, 0.16, 0.01, 0.12, 0.005)
    assert again.actions[3].checker.mark == Mark.VERY_BAD and again.actions[2].cube.kind == CubeKind.NO_DOUBLE
    totals = again.analysis().players
    assert totals[1].blunders == 1 and totals[0].luck == pytest.approx(0.35) and totals[0].unforced == 1
    document = json.loads(path.read_text())
    assert document["format"] == "fibsgui-analysis" and document["version"] == 1
    assert document["actions"][1]["checker"]["play"] == "8/5 6/5"
    assert read(tmp_path / "nothing.analysis.json") is None


def test_how_far_an_analysis_covers_its_record():
    record = make_record(2)
    saved = analysis_of(record)
    assert coverage_of(saved, record).whole == (0,) and coverage_of(saved, record).complete
    assert coverage_of(None, record).missing == (0,) and coverage_of(None, record).empty
    # the match went on: more actions, and a new game
    record.append(Action.roll(0, (5, 2)))
    record.new_game(score=(1, 0))
    coverage = coverage_of(saved, record)
    assert coverage.grown == (0,) and coverage.missing == (1,) and not coverage.complete
    # stopped before the end
    assert coverage_of(analysis_of(make_record(2), complete=False), make_record(2)).stopped == (0,)
    # a game whose moves are not those analysed (another match by that name): its analysis left out
    other = make_record(2)
    other.games[0].actions[1] = Action.move(0, "24/21 6/5")
    assert coverage_of(saved, other).stale == (0,)
    assert usable(saved, other).actions == [] and usable(saved, make_record(2)) is saved


def test_merged_games_replace_their_own():
    record = make_record()
    first = analysis_of(record)
    newer = SavedAnalysis(record.info.id, {0: first.games[0]}, first.actions[:2])
    merged = first.merged(newer)
    assert merged.actions == first.actions[:2] and list(merged.games) == [0]


def test_where_it_is_kept(tmp_path):
    record = make_record()
    assert analysis_file_for(record, tmp_path / f"{record.info.id}.jsonl") == analysis_path(record.info.id, tmp_path)
    assert analysis_file_for(record, tmp_path / "match.mat") == tmp_path / "match.mat.analysis.json"


@pytest.mark.parametrize("data, words", [
    (b"\xff\xfe", "not JSON"),
    (b"[1, 2", "not JSON"),
    (b"[" * 100000 + b"]" * 100000, "not JSON"),
    (b'{"format": "fibsgui-match"}', "not an analysis of fibsgui"),
    (b'{"format": "fibsgui-analysis", "version": 9, "record": "", "games": [], "actions": []}', "newer fibsgui"),
    (b'{"format": "fibsgui-analysis", "version": 1, "record": "x", "games": {}, "actions": []}', "no record"),
    (b'{"format": "fibsgui-analysis", "version": 1, "record": "x", "games": [], "actions": [{"g": 0, "i": 0, "s": 0}]}',
     "a game not analysed"),
])
def test_what_is_not_an_analysis_is_refused_in_words(data, words):
    with pytest.raises(AnalysisFileError, match=words):
        from_bytes(data)


def test_figures_out_of_range_are_refused():
    record = make_record()
    document = json.loads(to_bytes(analysis_of(record)))
    for change, words in ((lambda d: d["games"][0].update(chances=[1.5]), "chances"),
                          (lambda d: d["actions"][1]["checker"].update(play="99/1"), "play"),
                          (lambda d: d["actions"][1]["checker"].update(equity="x"), "equity"),
                          (lambda d: d["actions"][0]["luck"].update(dice=[7, 1]), "dice"),
                          (lambda d: d["actions"][2]["cube"].update(kind="redouble"), "kind"),
                          (lambda d: d["actions"][1]["checker"]["alternatives"][0].update(chances=[2, 0, 0, 0, 0]),
                           "chance")):
        broken = json.loads(json.dumps(document))
        change(broken)
        with pytest.raises(AnalysisFileError, match=words):
            from_bytes(json.dumps(broken).encode())
    text = json.dumps(document).replace("0.162", "NaN", 1)
    with pytest.raises(AnalysisFileError):
        from_bytes(text.encode())


def test_a_file_larger_than_any_analysis_is_not_read(tmp_path):
    path = tmp_path / "big.analysis.json"
    with open(path, "wb") as handle:
        handle.truncate(MAX_FILE + 1)
    with pytest.raises(AnalysisFileError, match="larger"):
        read(path)
