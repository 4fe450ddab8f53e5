"""A match's analysis kept beside its record: written and read back the same, how far it covers a
record (whole, grown since, stopped, not analysed, of other moves), and files that are not an
analysis refused in words."""

from __future__ import annotations

import json
from pathlib import Path

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
    EXTENT_INDEX,
    HEAD,
    MAX_FILE,
    AnalysisFileError,
    Extent,
    GameAnalysis,
    SavedAnalysis,
    analysis_file_for,
    coverage_of,
    digest,
    extent,
    extents,
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


# -- how much of its record an analysis covers, read from the file's head ---------------------------

def test_the_extent_is_read_from_the_list_of_games_at_the_head(tmp_path):
    record = make_record(moves=4)
    path = analysis_path(record.info.id, tmp_path)
    write(path, analysis_of(record))
    assert extent(path) == Extent(games=1, actions=8, complete=True)
    assert extent(path).covers(games=1, actions=8)
    assert not extent(path).covers(games=1, actions=10)  # the record grew since: analysed in part
    assert not extent(path).covers(games=2, actions=8)
    write(path, analysis_of(record, complete=False))
    assert extent(path) == Extent(games=1, actions=8, complete=False)
    assert not extent(path).covers(games=1, actions=8)  # stopped before its end
    assert extents(tmp_path) == {record.info.id: Extent(1, 8, False)}


def test_the_actions_after_the_head_are_not_read(tmp_path):
    """A library of thousands of analyses is listed without reading their actions: a file whose
    games are whole at its head and whose actions run on for megabytes is read that far only."""
    record = make_record()
    saved = analysis_of(record)
    saved.actions = saved.actions * 20_000
    data = to_bytes(saved)
    assert len(data) > 100 * HEAD
    path = tmp_path / "long.analysis.json"
    path.write_bytes(data[:HEAD] + b"\x00 not JSON past here" + data[HEAD + 21:])
    assert extent(path) == Extent(1, len(record.games[0].actions), True)


def test_a_list_of_games_longer_than_the_head_is_read_whole(tmp_path):
    games = {n: GameAnalysis(n, 40 + n, "d" * 32, n != 77, 2, 2, [0.123456] * 200) for n in range(120)}
    data = to_bytes(SavedAnalysis("r", games, []))
    assert data.index(b'"actions":[]') > 10 * HEAD
    path = tmp_path / "many.analysis.json"
    path.write_bytes(data)
    assert extent(path) == Extent(120, sum(40 + n for n in range(120)), False)


@pytest.mark.parametrize("data", [
    b"",
    b"{}",
    b"not json at all",
    b'{"format":"fibsgui-analysis","version":99,"record":"r","games":[],"actions":[]}',
    b'{"format":"something-else","version":1,"record":"r","games":[],"actions":[]}',
    b'{"format":"fibsgui-analysis","version":1,"record":"r","games":[{"game":0}],"actions":[]}',
    b'{"format":"fibsgui-analysis","version":1,"record":"\\"games\\":[]","actions":[]}',
    b'{"format":"fibsgui-analysis","version":1,"record":"r","games":' + b"[" * 200_000,
    b'{"format":"fibsgui-analysis","version":1,"record":"r","games":[' + b'{"game":0,' * 100_000,
    b'{"format":"fibsgui-analysis","version":1,"record":"r","games":["' + "\u00e9".encode() * 100_000,
], ids=["empty", "empty object", "not JSON", "newer", "other format", "a game without its fields",
        "the key inside the record's name", "deep", "unclosed objects", "an unclosed string"])
def test_what_is_not_a_usable_analysis_has_no_extent(tmp_path, data):
    path = tmp_path / "x.analysis.json"
    path.write_bytes(data)
    assert extent(path) is None


def test_no_file_or_a_file_too_large_has_no_extent(tmp_path):
    assert extent(tmp_path / "none.analysis.json") is None
    path = tmp_path / "huge.analysis.json"
    with open(path, "wb") as handle:
        handle.write(b'{"format":"fibsgui-analysis","version":1,"record":"r","games":[' + b" " * HEAD)
        handle.truncate(MAX_FILE + 1)
    assert extent(path) is None


def test_a_listing_reads_again_only_the_analyses_changed_since(tmp_path, monkeypatch):
    from fibsgui.records import analysisfile

    records = [make_record(moves=n) for n in (1, 2, 3)]
    for record in records:
        write(analysis_path(record.info.id, tmp_path), analysis_of(record))
    read_now = []
    real = analysisfile.extent
    monkeypatch.setattr(analysisfile, "extent", lambda path: read_now.append(path) or real(path))
    first = extents(tmp_path)
    assert len(read_now) == 3 and (tmp_path / EXTENT_INDEX).is_file()
    read_now.clear()
    assert extents(tmp_path) == first and read_now == []  # nothing changed: nothing read
    # one analysis stopped and written again, one removed with its record
    write(analysis_path(records[0].info.id, tmp_path), analysis_of(records[0], complete=False))
    analysis_path(records[1].info.id, tmp_path).unlink()
    found = extents(tmp_path)
    assert [Path(p).name for p in read_now] == [analysis_path(records[0].info.id, tmp_path).name]
    assert found == {records[0].info.id: Extent(1, 2, False), records[2].info.id: Extent(1, 6, True)}


@pytest.mark.parametrize("index", [b"", b"[]", b'{"version":1,"files":{"x.analysis.json":[[1,2,3],[1]]}}',
                                   b'{"version":1,"files":[]}', b"\xff" * 100, b"[" * 100_000])
def test_an_index_that_cannot_be_used_is_read_past(tmp_path, index):
    record = make_record()
    write(analysis_path(record.info.id, tmp_path), analysis_of(record))
    (tmp_path / EXTENT_INDEX).write_bytes(index)
    assert extents(tmp_path) == {record.info.id: Extent(1, 4, True)}
    assert extents(tmp_path) == {record.info.id: Extent(1, 4, True)}  # from the index written again
