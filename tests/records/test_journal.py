"""Records on disk: written action by action, read back equal, crash-safe at every byte, resumed,
damaged lines skipped, a later format refused, write failures said once, the library's list."""

from __future__ import annotations

import bisect
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fibsgui.engine import EventKind
from fibsgui.records import Action, MatchInfo, MatchRecord
from fibsgui.records.journal import (
    INDEX,
    MAX_LINE,
    RecordBusy,
    RecordJournal,
    RecordLibrary,
    load,
    parse,
    records_dir,
)
from tests.records.helpers import play_match


class SnapshotJournal(RecordJournal):
    """A journal that remembers, after each line it wrote, the file's size and a copy of the
    record as it was in memory then: what a reader of the file cut at that size must find."""

    def _write(self, data, mode="ab"):
        super()._write(data, mode)
        copy = MatchRecord(self.record.info, [type(g)(g.number, g.score, g.crawford, g.position, g.cube,
                                                      g.cube_owner, list(g.actions)) for g in self.record.games])
        self.snapshots.append((self.path.stat().st_size, copy))


def journal_in(folder: Path, cls=RecordJournal, problems=None):
    def make(info: MatchInfo):
        if cls is SnapshotJournal:
            SnapshotJournal.snapshots = []
        report = None if problems is None else (lambda path, error: problems.append((path, error)))
        return cls.create(info, folder, on_problem=report)
    return make


def test_a_whole_match_written_action_by_action_reads_back_equal(tmp_path):
    match, journal = play_match(7, seed=3, make_target=journal_in(tmp_path))
    journal.update_info(rating_after=(1523.5, 1490.25), experience_after=(120, 80))
    journal.close()
    assert journal.saving
    result = load(journal.path)
    assert result.problem == "" and result.skipped == 0 and not result.cut
    assert result.record == journal.record
    assert result.record.info.rating_after == (1523.5, 1490.25)
    assert result.record.info.outcome == "won" and result.record.info.winner == match.winner
    assert result.record.score == match.score
    # one line per action, a header, a line per game and the information's changes
    lines = journal.path.read_bytes().split(b"\n")
    assert lines[-1] == b""
    assert len(lines) - 1 == 1 + len(journal.record.games) + journal.record.action_count() + 2
    assert journal.path.parent == tmp_path and journal.path.name == journal.record.info.id + ".jsonl"


def test_a_record_cut_at_any_byte_loads_every_complete_action(tmp_path):
    play_match(3, seed=11, make_target=journal_in(tmp_path / "a", SnapshotJournal))
    snapshots = SnapshotJournal.snapshots
    path = next((tmp_path / "a").iterdir())
    data = path.read_bytes()
    assert snapshots[-1][0] == len(data) > 2000
    cut_file = tmp_path / "cut.jsonl"
    sizes = [size for size, _ in snapshots]
    kept = 0
    for cut in range(len(data) + 1):
        found = bisect.bisect_right(sizes, cut)
        expected = snapshots[found - 1][1] if found else None
        cut_file.write_bytes(data[:cut])
        for result in (load(cut_file), parse(data[:cut])):
            if expected is None:  # the header itself is cut short
                assert result.record is None and result.problem
                continue
            assert result.record == expected, cut
            assert result.skipped == 0
            assert result.cut == (cut != sizes[found - 1])
            kept += 1
    assert kept > 2 * (len(data) - snapshots[0][0])


def test_resuming_a_cut_record_appends_after_what_it_holds(tmp_path):
    _, journal = play_match(3, seed=4, make_target=journal_in(tmp_path))
    journal.close()
    data = journal.path.read_bytes()
    whole = load(journal.path).record
    # the power went off in the middle of the last game's last lines
    last_game_start = data.rindex(b'{"game":')
    cut = data.index(b"\n", last_game_start + 200) + 7
    journal.path.write_bytes(data[:cut])
    resumed, result = RecordJournal.resume(journal.path)
    assert result.cut and result.record is resumed.record
    held = len(resumed.record.games[-1].actions)
    # the match goes on with the actions that were lost, written again
    for action in whole.games[-1].actions[held:]:
        resumed.append(action)
    resumed.update_info(outcome="won", winner=whole.info.winner)
    resumed.close()
    again = load(journal.path)
    assert again.skipped == 1  # the piece cut short, alone on its line
    assert again.record.games == whole.games
    assert again.record.info.winner == whole.info.winner


def test_garbage_lines_are_skipped_and_counted(tmp_path):
    _, journal = play_match(1, seed=2, make_target=journal_in(tmp_path))
    journal.close()
    lines = journal.path.read_bytes().split(b"\n")[:-1]
    garbage = [b"not json", b"[1, 2]", b'{"a": "roll", "s": 3, "d": [1, 2]}', b'{"a": "fly", "s": 0}',
               b'{"zzz": 1}', b"\xff\xfe\x00", b"{" * 100000, b'{"info": {"length": -4}}',
               b'{"game": {"game": 0, "score": [0, 0]}}', b"x" * (MAX_LINE + 10)]
    mixed = [lines[0]]
    for n, line in enumerate(lines[1:]):
        mixed.append(line)
        if n < len(garbage):
            mixed.append(garbage[n])
    path = tmp_path / "mixed.jsonl"
    path.write_bytes(b"\n".join(mixed) + b"\n")
    result = load(path)
    # the garbage game line is skipped, so the actions after it stay with the game before: compare
    # against the record read without the garbage
    assert result.skipped == len(garbage)
    assert result.record == load(journal.path).record


def test_a_later_format_is_refused_in_words(tmp_path):
    path = tmp_path / "later.jsonl"
    path.write_text('{"format": "fibsgui-match", "version": 2, "info": {}}\n{"a": "roll"}\n')
    result = load(path)
    assert result.record is None
    assert "later version of fibsgui" in result.problem and "format 2" in result.problem
    for text, words in (("", "empty"), ("hello\n", "not a fibsgui match record"),
                        ('{"format": "fibsgui-match", "version": 1, "info": {"length": "x"}}\n', "information")):
        path.write_text(text)
        assert words in load(path).problem
    missing = load(tmp_path / "missing.jsonl")
    assert missing.record is None and missing.problem


def test_a_record_that_cannot_be_written_says_so_once_and_goes_on_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    problems = []
    match, journal = play_match(3, seed=6, make_target=journal_in(blocker / "records", problems=problems))
    assert len(problems) == 1 and problems[0][0] == journal.path
    assert isinstance(problems[0][1], OSError)
    assert not journal.saving
    # the record in memory is whole: every point the games scored (the last game's past the length too)
    scored = [0, 0]
    for event in match.events:
        if event.kind == EventKind.GAME_END:
            scored[event.side] += event.points
    assert journal.record.score == tuple(scored) and min(journal.record.score) == min(match.score)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_is_said_once(tmp_path):
    problems = []
    journal = RecordJournal(MatchRecord(MatchInfo(players=("a", "b"))), Path("/dev/full"),
                            lambda path, error: problems.append(error))
    journal.new_game()
    journal.append(Action.roll(0, (3, 1)))
    journal.append(Action.move(0, "8/5 6/5"))
    assert len(problems) == 1 and problems[0].errno == 28
    assert len(journal.record.games[0].actions) == 2


def test_a_new_record_never_writes_over_a_file(tmp_path):
    info = MatchInfo(players=("a", "b"))
    (tmp_path / f"{info.id}.jsonl").write_text("precious\n")
    problems = []
    journal = RecordJournal.create(info, tmp_path, lambda path, error: problems.append(error))
    journal.new_game()
    assert (tmp_path / f"{info.id}.jsonl").read_text() == "precious\n"
    assert len(problems) == 1 and isinstance(problems[0], FileExistsError)


def test_the_library_lists_summaries_and_reads_again_only_what_changed(tmp_path):
    folder = records_dir(tmp_path)
    assert folder == tmp_path / "records"
    journals = []
    for seed, length in ((1, 3), (2, 5), (3, 1)):
        _, journal = play_match(length, seed=seed, make_target=journal_in(folder))
        journal.update_info(started=f"2024-05-0{seed}T10:00:00Z", rating_before=(1500.0, 1600.0),
                            rating_after=(1507.5, 1592.5))
        journal.close()
        journals.append(journal)
    (folder / "broken.jsonl").write_text("not a record\n")
    library = RecordLibrary(folder)
    rows = library.summaries()
    assert [r.id for r in rows[:3]] == [j.record.info.id for j in reversed(journals)]
    for row, journal in zip(rows, reversed(journals)):
        assert row.score == journal.record.score and row.players == journal.record.info.players
        assert row.games == len(journal.record.games) and row.rating_change == 7.5
        assert row.length == journal.record.info.length and row.outcome == "won"
        assert row.actions == journal.record.action_count()
    assert rows[3].problem == "not a fibsgui match record"
    index = json.loads((folder / INDEX).read_text())
    assert set(index["files"]) == {p.name for p in folder.glob("*.jsonl")}
    # listed again: from the index, equal
    assert library.summaries() == rows
    # a record that changes is read again
    resumed, _ = RecordJournal.resume(journals[0].path)
    resumed.update_info(outcome="abandoned")
    resumed.close()
    os.utime(journals[0].path, ns=(1, 1))  # a different time, whatever the clock's resolution
    assert next(r for r in library.summaries() if r.id == journals[0].record.info.id).outcome == "abandoned"
    # a damaged index is only a cache
    (folder / INDEX).write_text("{{{")
    assert len(library.summaries()) == 4


def test_the_unfinished_record_of_a_match_between_two_players_is_found_to_resume(tmp_path):
    folder = records_dir(tmp_path)
    done = RecordJournal.create(MatchInfo(players=("alice", "bob"), server="fibs", outcome="won", winner=0,
                                          started="2024-05-01T10:00:00Z"), folder)
    saved = RecordJournal.create(MatchInfo(players=("Alice", "bob"), server="fibs", outcome="saved",
                                           started="2024-05-02T10:00:00Z"), folder)
    other = RecordJournal.create(MatchInfo(players=("alice", "carol"), server="fibs",
                                           started="2024-05-03T10:00:00Z"), folder)
    for journal in (done, saved, other):
        journal.close()
    library = RecordLibrary(folder)
    assert library.unfinished("fibs", ("bob", "alice")).id == saved.record.info.id
    assert library.unfinished("bgammon.org", ("bob", "alice")) is None
    assert library.unfinished("fibs", ("carol", "ALICE")).id == other.record.info.id


# -- one writer --------------------------------------------------------------------------------------
def test_a_second_writer_of_a_record_is_refused_said_once_and_appends_nothing(tmp_path):
    first = RecordJournal.create(MatchInfo(players=("a", "b"), me=0), tmp_path)
    first.new_game()
    first.append(Action.roll(0, (3, 1)))
    problems = []
    second, result = RecordJournal.resume(first.path, lambda path, error: problems.append(error))
    assert result.record is not None and second is not None
    second.append(Action.move(0, "8/5 6/5"))  # the same roll played twice: never both on disk
    second.append(Action.roll(1, (6, 5)))
    first.append(Action.move(0, "24/21 21/20"))
    assert len(problems) == 1 and isinstance(problems[0], RecordBusy)
    assert "another copy of fibsgui" in problems[0].strerror
    assert not second.saving
    actions = load(first.path).record.games[0].actions
    assert [(a.kind.value, a.side) for a in actions] == [("roll", 0), ("move", 0)]
    assert str(actions[1].play) == str(Action.move(0, "24/21 21/20").play)
    first.close()
    third, _ = RecordJournal.resume(first.path)  # once closed, the record can be gone on with
    third.append(Action.roll(1, (6, 5)))
    assert third.saving and len(load(first.path).record.games[0].actions) == 3
    third.close()


def test_a_record_locked_by_another_process_is_free_once_that_process_is_killed(tmp_path):
    journal = RecordJournal.create(MatchInfo(players=("a", "b"), me=0), tmp_path)
    journal.new_game()
    journal.close()
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import sys, time
            from fibsgui.records.journal import RecordJournal
            journal, _ = RecordJournal.resume({str(journal.path)!r})
            print("saving" if journal.saving else "refused", flush=True)
            time.sleep(60)
        """)], stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[2])
    try:
        assert holder.stdout.readline().strip() == "saving"
        problems = []
        refused, _ = RecordJournal.resume(journal.path, lambda path, error: problems.append(error))
        assert not refused.saving and isinstance(problems[0], RecordBusy)
    finally:
        holder.send_signal(signal.SIGKILL) if hasattr(signal, "SIGKILL") else holder.kill()
        holder.wait(10)
    again, _ = RecordJournal.resume(journal.path)  # a killed writer leaves no lock behind
    assert again.saving
    again.append(Action.roll(0, (3, 1)))
    assert again.saving
    again.close()


# -- a match with no action --------------------------------------------------------------------------
def test_a_record_of_a_match_left_before_the_owner_acted_is_removed_when_closed(tmp_path):
    empty = RecordJournal.create(MatchInfo(players=("a", "b"), me=0), tmp_path)
    empty.new_game()
    empty.append(Action.roll(1, (6, 5)))  # the opening roll, the engine's
    empty.append(Action.move(1, "24/13"))
    empty.append(Action.roll(0, (3, 1)))
    kept = RecordJournal.create(MatchInfo(players=("a", "b"), me=0), tmp_path)
    kept.new_game()
    kept.append(Action.roll(0, (3, 1)))
    kept.append(Action.move(0, "8/5 6/5"))
    library = RecordLibrary(tmp_path)
    listed = {s.id: s.played for s in library.summaries()}
    assert listed == {empty.record.info.id: False, kept.record.info.id: True}
    assert empty.discard() is True and not empty.path.exists()
    assert kept.discard() is False and kept.path.exists()
    assert [s.id for s in library.summaries()] == [kept.record.info.id]


def test_an_empty_record_left_on_disk_is_summarised_as_not_played(tmp_path):
    for me, outcome, actions, was_played in (
            (0, "abandoned", [Action.roll(0, (3, 1))], False),
            (1, "saved", [Action.roll(0, (3, 1)), Action.move(0, "8/5 6/5")], False),
            (None, "", [Action.roll(0, (3, 1)), Action.move(0, "8/5 6/5")], True),
            (1, "", [Action.roll(0, (3, 1)), Action.move(0, "8/5 6/5"), Action.roll(1, (6, 5)),
                     Action.move(1, "24/13")], True),
            (0, "won", [], True)):
        journal = RecordJournal.create(MatchInfo(players=("a", "b"), me=me, outcome=outcome), tmp_path)
        if actions:
            journal.new_game()
        for action in actions:
            journal.append(action)
        journal.close()
        for summary in (RecordLibrary(tmp_path).summaries(), RecordLibrary(tmp_path).summaries()):  # the index too
            assert {s.id: s.played for s in summary}[journal.record.info.id] is was_played, (me, outcome)
