"""Every match recorded as it happens: practice, played and watched on FIBS, resumed, and on
bgammon.org (fibsgui.models.recorder)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fibsgui.bg import Position
from fibsgui.engine import EventKind, HeuristicEngine, Phase
from fibsgui.models.game import Action
from fibsgui.models.offline import OfflineController
from fibsgui.models.recorder import PracticeRecording, RecordStore
from fibsgui.records import ActionKind
from fibsgui.records.journal import load


def practice(qtbot, folder: Path, match_file: Path | None = None):
    controller = OfflineController(engine_factory=lambda strength: HeuristicEngine(strength, seed=3), pace_ms=0)
    if match_file is not None:
        controller.keep_in(match_file)
    store = RecordStore(folder / "records")
    recording = PracticeRecording(controller, store)
    return controller, store, recording


def idle(qtbot, controller) -> None:
    qtbot.waitUntil(lambda: not controller.thinking(), timeout=20000)


def act(qtbot, controller) -> bool:
    """One action of the player (the first legal play, a take, an accepted resignation, the
    next game); False when the match is over."""
    idle(qtbot, controller)
    snapshot = controller.snapshot()
    if snapshot.can(Action.NEW_MATCH):
        return False
    if snapshot.can(Action.NEW_GAME):
        controller.next_game()
    elif snapshot.can(Action.MOVE) and controller.turn is not None:
        play = next(iter(controller.turn.legal))
        for move in play:
            assert controller.step(move.from_point, move.to_point)
    elif snapshot.can(Action.ROLL):
        controller.roll()
    elif snapshot.can(Action.TAKE):
        controller.take()
    elif snapshot.can(Action.ACCEPT):
        controller.accept_resignation()
    else:
        raise AssertionError(f"nothing to do: {controller.match.phase}")
    idle(qtbot, controller)
    return True


def boards_after_moves(match) -> list:
    """The board after every move of the match, as the match itself has it."""
    return [e.position.board for e in match.events if e.kind in (EventKind.MOVE, EventKind.CANNOT_MOVE)]


def recorded_boards(record) -> list:
    return [step.after.position.board for step in record.steps() if step.action.kind == ActionKind.MOVE]


def test_a_practice_match_is_recorded_to_its_end_and_replays_as_it_was_played(qtbot, tmp_path):
    controller, store, recording = practice(qtbot, tmp_path)
    controller.start_match(3, seed=11)
    assert not list((tmp_path / "records").glob("*.jsonl")) if (tmp_path / "records").exists() else True
    while act(qtbot, controller):
        pass
    match = controller.match
    assert match.phase == Phase.MATCH_OVER
    files = list((tmp_path / "records").glob("*.jsonl"))
    assert len(files) == 1
    result = load(files[0])
    record = result.record
    assert result.skipped == 0 and not result.cut
    # the record read back from the disk replays to the same boards, game by game
    assert all(not record.frames(g).problem for g in range(len(record.games)))
    assert recorded_boards(record) == boards_after_moves(match)
    assert len(record.games) == match.game_number
    assert record.score == match.score
    info = record.info
    assert info.server == "offline" and info.length == 3 and info.me == 0
    assert info.outcome == "won" and info.winner == match.winner and info.ended
    assert info.players[1] == match.engine.name


def test_a_practice_match_given_up_for_a_new_one_is_kept_as_abandoned(qtbot, tmp_path):
    controller, store, recording = practice(qtbot, tmp_path)
    controller.start_match(5, seed=4)
    for _ in range(6):
        act(qtbot, controller)
    first = recording.journal.record.info.id
    controller.start_match(5, seed=5)  # nothing recorded of the new match before its first roll
    assert recording.journal is None
    act(qtbot, controller)
    assert recording.journal.record.info.id != first
    summaries = {s.id: s for s in store.library.summaries()}
    assert summaries[first].outcome == "abandoned"
    assert len(summaries) == 2


def test_a_practice_match_that_comes_back_after_a_restart_goes_on_with_its_record(qtbot, tmp_path):
    file = tmp_path / "practice-match.json"
    controller, store, recording = practice(qtbot, tmp_path, file)
    controller.start_match(3, seed=7)
    for _ in range(14):
        act(qtbot, controller)
    record_id = recording.journal.record.info.id
    assert json.loads(file.read_text())["kept"] == {"record": record_id}
    before = controller.match.events[:]
    controller.shutdown()
    recording.journal.close()  # the app goes

    again, store2, recording2 = practice(qtbot, tmp_path, file)
    assert again.resume()
    assert recording2.journal is not None and recording2.journal.record.info.id == record_id
    while act(qtbot, again):
        pass
    files = list((tmp_path / "records").glob("*.jsonl"))
    assert [f.stem for f in files] == [record_id]  # one record, gone on with
    record = load(files[0]).record
    assert all(not record.frames(g).problem for g in range(len(record.games)))
    moves = [e for e in before if e.kind in (EventKind.MOVE, EventKind.CANNOT_MOVE)]
    later = boards_after_moves(again.match)
    # the record holds the moves before the restart and every one after, once each
    boards = recorded_boards(record)
    assert boards[:len(moves)] == [e.position.board for e in moves]
    assert boards[-len(later):] == later
    assert record.info.outcome == "won"


def test_a_record_that_cannot_be_written_is_said_once_and_play_goes_on(qtbot, tmp_path):
    blocker = tmp_path / "records"
    blocker.write_text("a file where the folder should be")
    controller, store, recording = practice(qtbot, tmp_path)
    told = []
    store.problem.connect(lambda folder, reason: told.append((folder, reason)))
    controller.start_match(3, seed=2)
    for _ in range(10):
        act(qtbot, controller)
    assert len(told) == 1 and told[0][0] == str(blocker)
    assert controller.match.game_number >= 1  # play went on
