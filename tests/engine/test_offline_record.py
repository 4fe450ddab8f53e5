"""OfflineMatch.to_dict / from_dict and the file the practice match is kept in: the same roll after
a restart (position, dice, cube, score, phase, the dice to come), records cut short, damaged or
from a later version, and a file that cannot be written."""

from __future__ import annotations

import json
import os

import pytest

from fibsgui.bg import GAMMON, SINGLE, Position
from fibsgui.engine import EventKind, HeuristicEngine, OfflineMatch, Phase, Strength
from fibsgui.engine.offline import RECORD_EVENTS, RECORD_VERSION, NewerRecordError
from fibsgui.savedmatch import MAX_BYTES, SavedMatchFile
from tests.engine.helpers import step


def engine():
    return HeuristicEngine(Strength.EXPERT, seed=1)


def through_json(match: OfflineMatch) -> OfflineMatch:
    return OfflineMatch.from_dict(json.loads(json.dumps(match.to_dict())), engine())


def dice_rolled(match: OfflineMatch, start: int) -> list[tuple[int, int]]:
    return [e.dice for e in match.events[start:] if e.kind in (EventKind.ROLL, EventKind.OPENING_ROLL)]


def same_match(a: OfflineMatch, b: OfflineMatch) -> None:
    assert (b.position, b.state, b.phase, b.to_act, b.dice, b.cube, b.score, b.game_number) == (
        a.position, a.state, a.phase, a.to_act, a.dice, a.cube, a.score, a.game_number)
    assert b.resignation == a.resignation and (b.legal_plays is None) == (a.legal_plays is None)
    assert b.events == a.events


def test_every_state_of_a_match_comes_back_at_the_same_roll():
    match = OfflineMatch(engine(), length=5, seed=7)
    steps = 0
    while match.phase != Phase.MATCH_OVER:
        step(match)
        steps += 1
        copy = through_json(match)
        same_match(match, copy)
        if match.phase == Phase.MOVE:
            assert set(copy.legal_plays) == set(match.legal_plays)
    assert steps > 100 and match.winner is not None
    assert {e.kind for e in match.events} >= {EventKind.ROLL, EventKind.MOVE, EventKind.GAME_END}


def test_the_resumed_match_rolls_the_dice_the_first_would_have_rolled():
    first = OfflineMatch(engine(), length=7, seed=11)
    for _ in range(25):
        step(first)
    record = json.dumps(first.to_dict())
    mark = len(first.events)
    for _ in range(60):
        step(first)
    resumed = OfflineMatch.from_dict(json.loads(record), engine())
    for _ in range(60):
        step(resumed)
    rolls = dice_rolled(first, mark)
    assert len(rolls) >= 10
    assert dice_rolled(resumed, mark) == rolls
    assert resumed.position == first.position and resumed.score == first.score


def test_a_resignation_on_offer_and_the_engine_to_act_come_back():
    match = OfflineMatch(engine(), length=3, seed=5)
    while not (match.phase == Phase.MOVE and match.human_to_act):
        step(match)
    dice = match.dice
    match.resign(GAMMON)
    copy = through_json(match)
    assert copy.phase == Phase.RESIGNED and copy.resignation == GAMMON and copy.engine_to_act
    copy.engine_action()
    match.engine_action()
    # the engine answered both the same way; if it rejected, the player is back at the same roll
    assert copy.phase == match.phase and copy.score == match.score
    if match.phase == Phase.MOVE:
        assert copy.dice == dice and set(copy.legal_plays) == set(match.legal_plays)
    while not match.engine_to_act:
        step(match)
    copy = through_json(match)
    assert copy.engine_to_act and copy.compute_engine_action().action == match.compute_engine_action().action


def test_money_flags_and_the_crawford_rule_are_kept():
    match = OfflineMatch(engine(), length=0, jacoby=True, beavers=True, crawford=False, seed=3)
    record = match.to_dict()
    assert record["jacoby"] is True and record["beavers"] is True and record["crawford_rule"] is False
    copy = OfflineMatch.from_dict(record, engine())
    assert copy.state.jacoby and copy.beavers and not copy.crawford_rule and copy.length == 0


def test_the_record_is_plain_versioned_json_with_the_documented_fields():
    match = OfflineMatch(engine(), length=5, seed=2)
    for _ in range(6):
        step(match)
    record = match.to_dict()
    assert record["version"] == RECORD_VERSION == 1
    assert set(record) == {"version", "length", "jacoby", "beavers", "crawford_rule", "human", "engine", "state",
                           "position", "phase", "to_act", "resume", "rejected", "game_number", "rng", "events"}
    assert Position.from_position_id(*record["position"]) == match.position
    assert record["state"]["score"] == list(match.score) and record["phase"] == match.phase.value
    assert json.loads(json.dumps(record)) == record


def test_the_events_kept_are_the_latest_and_bounded():
    match = OfflineMatch(engine(), length=0, seed=9)
    while len(match.events) <= RECORD_EVENTS + 50:
        step(match)
    record = match.to_dict()
    assert len(record["events"]) == RECORD_EVENTS
    copy = OfflineMatch.from_dict(record, engine())
    assert copy.events == match.events[-RECORD_EVENTS:]
    assert len(json.dumps(record)) < MAX_BYTES


def test_a_later_version_is_refused_as_such():
    record = OfflineMatch(engine(), length=3, seed=1).to_dict()
    record["version"] = RECORD_VERSION + 1
    with pytest.raises(NewerRecordError):
        OfflineMatch.from_dict(record, engine())


def _started_record() -> dict:
    match = OfflineMatch(engine(), length=3, seed=4)
    while not (match.phase == Phase.MOVE and match.human_to_act):
        step(match)
    return match.to_dict()


@pytest.mark.parametrize("change", [
    lambda r: r.update(version=0),
    lambda r: r.update(version="1"),
    lambda r: r.update(length=26),
    lambda r: r.update(length=True),
    lambda r: r.update(human=2),
    lambda r: r.update(jacoby="yes"),
    lambda r: r.update(phase="thinking"),
    lambda r: r.update(to_act=1),  # the side to move has the dice
    lambda r: r.update(position=["AAAAAAAAAAAAAA", 0]),  # nobody's checkers: a game over
    lambda r: r.update(position="4HPwATDgc/ABMA"),
    lambda r: r["state"].update(dice=[0, 0]),  # moving without dice
    lambda r: r["state"].update(dice=[7, 1]),
    lambda r: r["state"].update(cube=3),
    lambda r: r["state"].update(score=[-1, 0]),
    lambda r: r["state"].update(crawford=1),
    lambda r: r["state"].update(resigned=2),  # a resignation without its phase
    lambda r: r.update(phase="resigned"),  # a phase without its resignation
    lambda r: r.update(rng=[3, [0] * 3, None]),
    lambda r: r.update(rng=[3, [2**40] * 624 + [624], None]),
    lambda r: r.update(rng="seed"),
    lambda r: r.update(events={"a": 1}),
    lambda r: r.update(events=[{"kind": "dance"}]),
    lambda r: r["events"].append({**r["events"][0], "play": [[30, 1, 0]]}),
    lambda r: r["events"].append({**r["events"][0], "how": 3}),
    lambda r: r["events"].append({**r["events"][0], "text": ["list"]}),
    lambda r: r.update(events=[r["events"][0]] * (RECORD_EVENTS + 1)),
    lambda r: r.pop("state"),
    lambda r: r.update(game_number=0),  # a game in play before the first one
])
def test_damaged_records_are_refused_with_a_reason(change):
    record = _started_record()
    assert OfflineMatch.from_dict(json.loads(json.dumps(record)), engine()).phase == Phase.MOVE
    change(record)
    with pytest.raises(ValueError) as caught:
        OfflineMatch.from_dict(record, engine())
    assert not isinstance(caught.value, NewerRecordError) and str(caught.value)


def test_a_record_cut_at_any_byte_is_never_taken_for_a_match(tmp_path):
    record = _started_record()
    data = json.dumps(record, separators=(",", ":")).encode()
    saved = SavedMatchFile(tmp_path / "match.json")
    read = 0
    for cut in range(len(data)):
        saved.path.write_bytes(data[:cut])
        found = saved.read()
        if found.record is None:
            assert found.problem  # said in words, never raised
            continue
        read += 1
        with pytest.raises(ValueError):  # a prefix that parses as JSON is not a whole record
            OfflineMatch.from_dict(found.record, engine())
    assert read == 0
    saved.path.write_bytes(data)
    assert OfflineMatch.from_dict(saved.read().record, engine()).position == Position.from_position_id(
        *record["position"])


@pytest.mark.parametrize("data", [b"", b"\xff\xfe garbage", b"[1, 2, 3]", b"null", b"{" * 100000,
                                  b'{"version": 1}', b"[" * 5000 + b"]" * 5000])
def test_garbage_in_the_file_is_a_problem_in_words(tmp_path, data):
    saved = SavedMatchFile(tmp_path / "match.json")
    saved.path.write_bytes(data)
    found = saved.read()
    if found.record is not None:
        with pytest.raises(ValueError):
            OfflineMatch.from_dict(found.record, engine())
    else:
        assert found.problem


def test_a_file_larger_than_a_record_is_not_read_whole(tmp_path):
    saved = SavedMatchFile(tmp_path / "match.json")
    saved.path.write_bytes(b" " * (MAX_BYTES + 10))
    found = saved.read()
    assert found.record is None and "larger than" in found.problem


def test_the_file_is_replaced_whole_and_a_file_set_aside_is_kept(tmp_path):
    saved = SavedMatchFile(tmp_path / "match.json")
    assert saved.write({"version": 1, "a": "é"}) is None and saved.saving
    assert json.loads(saved.path.read_text("utf-8")) == {"version": 1, "a": "é"}
    assert sorted(os.listdir(tmp_path)) == ["match.json"]  # no temporary left behind
    saved.path.write_bytes(b"damaged")
    kept = saved.set_aside()
    assert kept is not None and kept.parent == tmp_path and kept.name.startswith("match.broken-")
    assert kept.read_bytes() == b"damaged" and not saved.path.exists()
    saved.path.write_bytes(b"damaged again")
    second = saved.set_aside()
    assert second != kept and second.read_bytes() == b"damaged again" and kept.read_bytes() == b"damaged"


def test_a_folder_that_cannot_be_written_is_an_error_not_an_exception(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    saved = SavedMatchFile(tmp_path / "file" / "match.json")
    error = saved.write({"version": 1})
    assert isinstance(error, OSError) and saved.error is error and not saved.saving
    assert (tmp_path / "file").read_text() == "not a folder"


def test_a_file_that_cannot_be_read_is_held_not_written_over(tmp_path):
    saved = SavedMatchFile(tmp_path / "match.json")
    saved.path.mkdir()  # something that open() refuses
    (saved.path / "inside").write_text("mine")
    found = saved.read()
    assert found.record is None and found.problem and saved.held and not saved.saving
    assert saved.write({"version": 1}) is None  # nothing written
    assert (saved.path / "inside").read_text() == "mine"


def test_single_resignation_values_in_the_record_round_trip():
    match = OfflineMatch(engine(), length=3, seed=5)
    while not (match.phase == Phase.ROLL and match.human_to_act):
        step(match)
    match.resign(SINGLE)
    copy = through_json(match)
    assert copy.resignation == SINGLE and copy.to_dict() == match.to_dict()
