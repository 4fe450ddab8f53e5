"""BgammonState: what a session's events leave in the state, and which parts change."""

from __future__ import annotations

import logging

from fibsgui.bgammon.events import (
    Event,
    FailedMove,
    Joined,
    Malformed,
    Notice,
    Ping,
    TextLine,
    UnknownEvent,
    parse_event,
)
from fibsgui.bgammon.state import MAX_NOTICES, BgammonState

WELCOME = '{"Type":"welcome","Player":"","PlayerName":"alice","Clients":5,"Games":2}'
SETTINGS = '{"Type":"settings","Player":"","Highlight":true,"Pips":false,"Speed":2}'
LIST = ('{"Type":"list","Player":"","Games":[{"ID":12,"Password":false,"Points":3,"Players":1,'
        '"Rating":1500,"Name":"bob\'s match"}]}')
JOINED_ME = '{"Type":"joined","Player":"alice","GameID":12,"PlayerNumber":2}'
JOINED_BOB = '{"Type":"joined","Player":"bob","GameID":12,"PlayerNumber":1}'


def board(player2="bob", spectating=False, turn=1, dice=(3, 1)):
    return ('{"Type":"board","Player":"","Player1":{"Number":1,"Name":"alice"},'
            f'"Player2":{{"Number":2,"Name":"{player2}"}},"Variant":0,'
            '"Board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0,0,0],'
            f'"Turn":{turn},"Roll1":{dice[0]},"Roll2":{dice[1]},"Moves":null,"Points":3,'
            f'"PlayerNumber":1,"Spectating":{"true" if spectating else "false"}}}')


def feed(state: BgammonState, *lines: str) -> list[frozenset[str]]:
    return [state.apply(parse_event(line)) for line in lines]


def test_login_settings_list():
    state = BgammonState()
    changes = feed(state, WELCOME, SETTINGS, LIST)
    assert changes == [{"me"}, {"settings"}, {"matches"}]
    assert state.me == "alice" and (state.clients, state.games_count) == (5, 2)
    assert dict(state.settings) == {"Highlight": True, "Pips": False, "Speed": 2}
    assert [g.id for g in state.matches] == [12]
    assert state.game is None and state.opponent is None


def test_joining_a_match_and_playing():
    state = BgammonState()
    feed(state, WELCOME)
    assert feed(state, JOINED_ME) == [{"game"}]
    assert (state.game_id, state.player_number) == (12, 2)
    assert feed(state, board()) == [{"game", "opponent"}]
    assert state.opponent == "bob" and not state.spectating
    assert state.game.dice == (3, 1, 0)
    assert state.game.position() is not None
    assert feed(state, board()) == [{"game"}]  # the same opponent
    rolled = '{"Type":"rolled","Player":"bob","Roll1":6,"Roll2":6,"Roll3":0,"Selected":false}'
    moved = '{"Type":"moved","Player":"bob","Moves":[[1,7],[1,7]]}'
    assert feed(state, rolled, moved) == [{"game"}, {"game"}]
    assert (state.last_rolled.roll1, state.last_moved.moves) == (6, ((1, 7), (1, 7)))
    win = '{"Type":"win","Player":"bob","Points":1,"Rating":0,"Resigned":""}'
    assert feed(state, win) == [{"game"}]
    assert state.last_win.player == "bob"


def test_the_opponent_joins_and_leaves():
    state = BgammonState()
    feed(state, WELCOME, '{"Type":"joined","Player":"alice","GameID":3,"PlayerNumber":1}',
         board(player2=""))
    assert state.opponent is None
    assert feed(state, '{"Type":"joined","Player":"bob","GameID":3,"PlayerNumber":2}') == [
        {"opponent"}]
    assert state.opponent == "bob"
    # a spectator joins as player 1, like the user: not the opponent
    assert feed(state, '{"Type":"joined","Player":"carol","GameID":3,"PlayerNumber":1}') == [
        frozenset()]
    assert state.opponent == "bob"
    assert feed(state, '{"Type":"left","Player":"bob"}') == [{"opponent"}]
    assert state.opponent is None and state.game is not None  # the match goes on


def test_leaving_the_match():
    state = BgammonState()
    feed(state, WELCOME, JOINED_ME, board())
    assert feed(state, '{"Type":"left","Player":"alice"}') == [{"game", "opponent"}]
    assert state.game is None and state.game_id is None and state.opponent is None


def test_spectating():
    state = BgammonState()
    feed(state, WELCOME, '{"Type":"joined","Player":"alice","GameID":4,"PlayerNumber":1}')
    assert feed(state, board(player2="carol", spectating=True)) == [{"game"}]
    assert state.spectating and state.opponent is None
    assert state.game.player2.name == "carol"
    assert feed(state, JOINED_BOB) == [frozenset()]


def test_a_new_login_forgets_the_match_until_the_server_rejoins_it():
    state = BgammonState()
    feed(state, WELCOME, JOINED_ME, board())
    assert feed(state, WELCOME) == [{"me", "game", "opponent"}]
    assert state.game is None and state.opponent is None
    feed(state, JOINED_ME, board())
    assert state.game is not None and state.opponent == "bob"


def test_notices_chat_failures():
    state = BgammonState()
    changes = feed(
        state,
        '{"Type":"notice","Player":"","Message":"carol is online."}',
        '{"Type":"say","Player":"bob","Message":"hi"}',
        '{"Type":"failedjoin","Player":"","Reason":"Match not found."}',
        '{"Type":"failedmove","Player":"","From":24,"To":18,"Reason":"Illegal move."}',
    )
    assert changes == [{"notices", "followed"}, {"chat"}, {"failures"}, {"failures"}]
    assert state.notices == ("carol is online.",) and state.followed == {"carol": True}
    assert state.chat == (("bob", "hi"),)
    assert state.last_failure == FailedMove(24, 18, "Illegal move.")


def test_notices_are_capped():
    state = BgammonState()
    for i in range(MAX_NOTICES + 10):
        state.apply(Notice(f"n{i}"))
    assert len(state.notices) == MAX_NOTICES
    assert state.notices[0] == "n10" and state.notices[-1] == f"n{MAX_NOTICES + 9}"


def test_history_pages_per_player():
    state = BgammonState()
    page = ('{{"Type":"history","Player":"{}","Page":{},"Pages":2,"Matches":[{{"ID":{},'
            '"Timestamp":1,"Points":1,"Opponent":"x","Winner":1}}]}}')
    assert feed(state, page.format("bob", 1, 10), page.format("bob", 2, 20)) == [
        {"history"}, {"history"}]
    assert state.history_player == "bob"
    assert {n: p.matches[0].id for n, p in state.history_pages.items()} == {1: 10, 2: 20}
    feed(state, page.format("carol", 1, 30))
    assert state.history_player == "carol" and list(state.history_pages) == [1]


def test_replay_and_achievements():
    state = BgammonState()
    assert feed(state, '{"Type":"replay","Player":"","ID":5,"Content":"aGk="}') == [{"replay"}]
    assert state.replay.content == "hi"
    line = '{"Type":"achievements","Player":"","Achievements":[{"ID":1,"Name":"A","Description":"B"}]}'
    assert feed(state, line) == [{"achievements"}]
    assert state.achievements == ((1, "A", "B"),)


def test_events_that_change_nothing():
    state = BgammonState()
    for event in (Ping("x"), TextLine("hello"), UnknownEvent("new"), Malformed("broken"),
                  Event()):
        assert state.apply(event) == frozenset()


def test_apply_never_raises(caplog):
    state = BgammonState()
    feed(state, WELCOME, JOINED_ME)
    # a Joined whose fields are not what the parser makes: the state logs it and goes on
    with caplog.at_level(logging.ERROR, logger="fibsgui.bgammon.state"):
        assert state.apply(Joined(None, None, player=None)) == frozenset()  # type: ignore[arg-type]
    assert any("could not apply" in r.getMessage() for r in caplog.records)
    assert (state.me, state.game_id) == ("alice", 12)
    assert feed(state, board()) == [{"game", "opponent"}]
