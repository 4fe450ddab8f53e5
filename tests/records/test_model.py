"""The match record: actions checked, replayed with fibsgui.bg, seeking through a whole match."""

from __future__ import annotations

from collections import Counter

import pytest

from fibsgui.bg import GameState, MatchState, Play, Position
from fibsgui.engine import EventKind
from fibsgui.records import Action, ActionKind, Game, MatchInfo, MatchRecord, RecordError
from tests.records.helpers import play_match


def test_a_played_match_replays_to_the_positions_and_scores_the_match_went_through():
    match, record = play_match(7, seed=5)
    assert record.score == match.score and max(match.score) >= 7
    assert record.info.outcome == "won" and record.info.winner == match.winner
    # every move's position before and after is the one the practice match had
    moves = [e for e in match.events if e.kind in (EventKind.MOVE, EventKind.CANNOT_MOVE)]
    steps = [s for s in record.steps() if s.action.kind == ActionKind.MOVE]
    assert len(steps) == len(moves)
    for step, event in zip(steps, moves):
        assert step.before.position.board == event.before.board
        assert step.after.position.board == event.position.board
        assert step.action.side == event.side
        assert step.before.dice == event.dice
    ends = [e for e in match.events if e.kind == EventKind.GAME_END]
    replayed = [s for s in record.steps() if s.action.kind == ActionKind.END]
    assert [s.after.score for s in replayed] == [e.score for e in ends]
    assert all(not record.frames(g).problem for g in range(len(record.games)))


def test_money_play_with_beavers_resignations_and_rejections_replays_every_action():
    match, record = play_match(0, seed=5, beavers=True, max_games=30)
    kinds = Counter(a.kind for g in record.games for a in g.actions)
    assert all(kinds[k] for k in ActionKind), kinds
    for index in range(len(record.games)):
        frames = record.frames(index)
        assert not frames.problem
        assert frames.replayed == len(record.games[index].actions)
    beavered = [s for s in record.steps() if s.action.kind == ActionKind.BEAVER]
    for step in beavered:
        assert step.after.cube == step.before.cube * 4 == step.action.cube
        assert step.after.cube_owner == step.action.side
    assert record.score == match.score


def test_frames_carry_the_cube_the_offers_and_the_dice():
    record = MatchRecord(MatchInfo(players=("alice", "bob"), length=5))
    record.new_game()
    for action in (Action.roll(0, (3, 1)), Action.move(0, "8/5 6/5"), Action.double(1, 2), Action.take(0),
                   Action.roll(1, (6, 6))):
        record.append(action)
    frames = record.frames(0).frames
    assert frames[0].position == Position.initial(0) and frames[0].dice is None
    assert frames[1].dice == (3, 1) and frames[1].match.on_roll == 0
    assert frames[2].position.turn == 1 and frames[2].dice is None
    assert frames[3].match.double_offered and frames[3].match.turn == 0
    assert frames[4].cube == 2 and frames[4].cube_owner == 0 and not frames[4].match.double_offered
    assert frames[5].dice == (6, 6)
    # the Match ID is gnubg's for that state
    assert MatchState.from_match_id(frames[5].match_id()).dice == (6, 6)


def test_the_opening_side_is_the_first_roller():
    record = MatchRecord(MatchInfo(players=("a", "b"), length=3))
    record.new_game()
    assert record.frames(0).frames[0].position.turn == 0
    record.append(Action.roll(1, (6, 1)))
    assert record.frames(0).frames[0].position.turn == 1
    record.append(Action.move(1, "13/7 8/7"))
    assert record.frames(0).frames[-1].position.checkers(1)[6] == 2


@pytest.mark.parametrize("actions, reason", [
    ([Action.roll(0, (3, 1)), Action.move(0, "24/16")], "illegal play"),
    ([Action.roll(0, (3, 1)), Action.roll(0, (3, 1))], "already rolled"),
    ([Action.roll(0, (3, 1)), Action.move(1, "8/5 6/5")], "without a roll"),
    ([Action.double(0, 4)], "cube is at 1"),
    ([Action.take(1)], "without a double"),
    ([Action.accept(1)], "without a resignation"),
    ([Action.roll(0, (3, 1)), Action.move(0, "8/5 6/5"), Action.end(0, 1, "single")], "no end"),
    ([Action.resignation(0, 2), Action.accept(1), Action.end(1, 1, "resign")], "worth 2"),
])
def test_an_action_the_rules_do_not_allow_stops_the_replay_there_in_words(actions, reason):
    record = MatchRecord(MatchInfo(players=("a", "b"), length=5))
    record.new_game()
    for action in actions + [Action.roll(1, (2, 2))]:
        record.append(action)
    frames = record.frames(0)
    assert reason in frames.problem
    assert frames.replayed == len(actions) - 1
    # the record itself keeps what it was given
    assert len(record.games[0].actions) == len(actions) + 1


def test_bad_values_are_refused_when_an_action_is_made():
    with pytest.raises(RecordError):
        Action.roll(0, (7, 1))
    with pytest.raises(RecordError):
        Action.roll(2, (1, 1))
    with pytest.raises(RecordError):
        Action.double(0, 3)
    with pytest.raises(RecordError):
        Action(ActionKind.TAKE, 0, dice=(1, 2))
    with pytest.raises(RecordError):
        Action.end(0, 1, "walked away")
    with pytest.raises(RecordError):
        Action.from_dict({"a": "roll", "s": 0, "d": "12"})
    with pytest.raises(RecordError):
        MatchInfo(server="ftp")
    with pytest.raises(RecordError):
        Game(score=(1,))


def test_a_game_watched_from_the_middle_starts_from_its_board_and_cube():
    position = Position.from_position_id("4HPwATDgc/ABMA", 1)
    record = MatchRecord(MatchInfo(players=("a", "b"), length=7, me=None, recorded="watched", from_start=False))
    record.new_game(number=3, score=(2, 4), position=position, cube=2, cube_owner=1)
    record.append(Action.roll(1, (5, 2)))
    start = record.frames(0).frames[0]
    assert start.position == position and start.cube == 2 and start.cube_owner == 1 and start.score == (2, 4)
    assert record.frames(0).frames[1].dice == (5, 2)
    # only the owner of the cube may double
    record.append(Action.move(1, record.frames(0).frames[1].position.legal_plays((5, 2)).__iter__().__next__()))
    record.append(Action.double(0, 4))
    assert "may not double" in record.frames(0).problem


def test_actions_appended_after_a_replay_extend_it_and_seek_finds_every_moment():
    _, played = play_match(5, seed=2)
    record = MatchRecord(played.info)
    seen = []
    for game in played.games:
        record.new_game(game.number, game.score, game.crawford)
        for action in game.actions:
            record.append(action)
            seen.append(record.seek(record.frame_count() - 1))
    assert record == played
    moment = 0
    for g, game in enumerate(played.games):
        for i in range(len(game.actions) + 1):
            found = record.seek(moment)
            assert found[:2] == (g, i)
            assert found[2] == played.frames(g).frames[i]
            assert record.moment(g, i) == moment
            moment += 1
    assert moment == record.frame_count()
    with pytest.raises(IndexError):
        record.locate(moment)
    # what was seen live is what the finished record shows
    assert [f for _, _, f in seen] == [played.seek(record.moment(g, i + 1))[2]
                                       for g, game in enumerate(played.games) for i in range(len(game.actions))]


def test_the_next_game_follows_the_score_and_the_crawford_rule():
    record = MatchRecord(MatchInfo(players=("a", "b"), length=3))
    record.new_game()
    record.append(Action.resignation(1, 2))
    record.append(Action.accept(0))
    record.append(Action.end(0, 2, "resign"))
    game = record.new_game()
    assert game.number == 2 and game.score == (2, 0) and game.crawford
    record.append(Action.resignation(0, 1))
    record.append(Action.accept(1))
    record.append(Action.end(1, 1, "resign"))
    game = record.new_game()
    assert game.score == (2, 1) and not game.crawford
    # a drop scores the cube before the double
    record.append(Action.roll(0, (1, 2)))
    record.append(Action.move(0, "13/11 6/5"))
    record.append(Action.double(1, 2))
    record.append(Action.drop(0))
    record.append(Action.end(1, 1, "drop"))
    assert not record.frames(2).problem
    assert record.score == (2, 2)
    assert record.frames(2).frames[-1].match.state == GameState.NONE


def test_plain_data_round_trip_of_every_kind():
    _, record = play_match(0, seed=5, beavers=True, max_games=30)
    for game in record.games:
        assert Game.from_dict(game.to_dict()) == Game(game.number, game.score, game.crawford, game.position,
                                                      game.cube, game.cube_owner)
        for action in game.actions:
            assert Action.from_dict(action.to_dict()) == action
    assert MatchInfo.from_dict(record.info.to_dict()) == record.info
    # a move's steps stay steps (not joined into one hop) and keep their hits
    play = Play.from_gnubg("24/18* 18/13")
    assert Action.from_dict(Action.move(0, play).to_dict()).play == play
