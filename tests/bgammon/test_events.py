"""parse_event: real-shaped lines to typed events, and hostile lines to Malformed, quickly."""

from __future__ import annotations

import base64
import json
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fibsgui.bgammon.board import GameState, Side
from fibsgui.bgammon.events import (
    MAX_LINE,
    Achievements,
    BoardEvent,
    Failed,
    FailedMove,
    Help,
    History,
    HistoryMatch,
    Joined,
    Left,
    Listing,
    Malformed,
    MatchList,
    Moved,
    Notice,
    Ping,
    Replay,
    Rolled,
    Say,
    SettingsEvent,
    TextLine,
    UnknownEvent,
    Welcome,
    Win,
    parse_event,
)

BOARD_LINE = (
    '{"Type":"board","Player":"","Started":1717000000,"Ended":0,'
    '"Player1":{"Number":1,"Name":"alice","Rating":1523,"Points":2,"Entered":false,"Inactive":0,'
    '"Icon":0},'
    '"Player2":{"Number":2,"Name":"Guest_bob","Rating":0,"Points":1,"Entered":false,'
    '"Inactive":12,"Icon":0},'
    '"Variant":0,"Board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,4,0,0,0,-3,0,-5,0,0,0,0,2,0,0,0],'
    '"Turn":1,"Roll1":5,"Roll2":2,"Roll3":0,"Moves":[[13,8]],"Winner":0,"Points":5,'
    '"Crawford":0,"DoubleValue":2,"DoublePlayer":2,"DoubleOffered":false,"Reroll":false,'
    '"PlayerNumber":1,"Available":[[24,22],[13,11],[8,6],[6,4]],"Forced":false,'
    '"Spectating":false}'
)
BOARD_GAME = GameState(
    started=1717000000, ended=0,
    player1=Side(1, "alice", 1523, 2, False, 0),
    player2=Side(2, "Guest_bob", 0, 1, False, 12),
    variant=0,
    board=(0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 4, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0, 0, 0),
    turn=1, dice=(5, 2, 0), moves=((13, 8),), winner=0, points=5, crawford=0, double_value=2,
    double_player=2, double_offered=False, reroll=False, player_number=1,
    available=((24, 22), (13, 11), (8, 6), (6, 4)), forced=False, spectating=False,
)
REPLAY_TEXT = "i 1717000000 alice bob 5 0 0 1 5 0\n1 r 6-4 24/18, 13/9\n2 r 3-1 8/5 6/5\n"

TABLE = [
    ('{"Type":"welcome","Player":"","PlayerName":"Guest_4123","Clients":37,"Games":9}',
     Welcome("Guest_4123", 37, 9)),
    ('{"Type":"ping","Player":"","Message":"1717000030"}', Ping("1717000030")),
    ('{"Type":"notice","Player":"","Message":"carol is online."}', Notice("carol is online.")),
    ('{"Type":"help","Player":"","Topic":"roll","Message":"Roll dice."}', Help("roll", "Roll dice.")),
    ('{"Type":"say","Player":"Guest_bob","Message":"good luck, have fun"}',
     Say("good luck, have fun", player="Guest_bob")),
    ('{"Type":"list","Player":"","Games":[{"ID":12,"Password":false,"Points":5,"Players":1,'
     '"Rating":1500,"Name":"alice\'s match"},{"ID":13,"Password":true,"Points":1,"Players":2,'
     '"Rating":0,"Name":"private"}]}',
     MatchList((Listing(12, False, 5, 1, 1500, "alice's match"),
                Listing(13, True, 1, 2, 0, "private")))),
    ('{"Type":"list","Player":"","Games":null}', MatchList(())),
    ('{"Type":"failedcreate","Player":"","Reason":"Please leave the match you are in."}',
     Failed("create", "Please leave the match you are in.")),
    ('{"Type":"failedjoin","Player":"","Reason":"Match not found."}',
     Failed("join", "Match not found.")),
    ('{"Type":"failedleave","Player":"","Reason":"You are not currently in a match."}',
     Failed("leave", "You are not currently in a match.")),
    ('{"Type":"failedroll","Player":"","Reason":"It is not your turn to roll."}',
     Failed("roll", "It is not your turn to roll.")),
    ('{"Type":"failedok","Player":"","Reason":"Legal moves remain."}',
     Failed("ok", "Legal moves remain.")),
    ('{"Type":"faileddouble","Player":"","Reason":"No."}', Failed("double", "No.")),
    ('{"Type":"failedmove","Player":"","From":13,"To":7,"Reason":"Illegal move."}',
     FailedMove(13, 7, "Illegal move.")),
    ('{"Type":"joined","Player":"Guest_bob","GameID":12,"PlayerNumber":2}',
     Joined(12, 2, player="Guest_bob")),
    ('{"Type":"left","Player":"Guest_bob"}', Left(player="Guest_bob")),
    (BOARD_LINE, BoardEvent(BOARD_GAME)),
    ('{"Type":"rolled","Player":"alice","Roll1":6,"Roll2":4,"Roll3":0,"Selected":false}',
     Rolled(6, 4, 0, False, player="alice")),
    ('{"Type":"rolled","Player":"alice","Roll1":3,"Roll2":0,"Roll3":0,"Selected":false}',
     Rolled(3, 0, player="alice")),
    ('{"Type":"moved","Player":"alice","Moves":[[24,18],[26,20],[6,0]]}',
     Moved(((24, 18), (26, 20), (6, 0)), player="alice")),
    ('{"Type":"moved","Player":"alice","Moves":null}', Moved((), player="alice")),
    ('{"Type":"moved","Player":"alice","Moves":[]}', Moved((), player="alice")),
    ('{"Type":"win","Player":"alice","Points":2,"Rating":-14,"Resigned":"Guest_bob"}',
     Win(2, -14, "Guest_bob", player="alice")),
    ('{"Type":"settings","Player":"","AutoPlay":false,"Highlight":true,"Pips":true,'
     '"Moves":false,"Flip":false,"Traditional":false,"Advanced":true,"MuteJoinLeave":false,'
     '"MuteChat":false,"MuteRoll":false,"MuteMove":false,"MuteBearOff":false,"Dim":1,"Speed":2}',
     SettingsEvent((("AutoPlay", False), ("Highlight", True), ("Pips", True), ("Moves", False),
                    ("Flip", False), ("Traditional", False), ("Advanced", True),
                    ("MuteJoinLeave", False), ("MuteChat", False), ("MuteRoll", False),
                    ("MuteMove", False), ("MuteBearOff", False), ("Dim", 1), ("Speed", 2)))),
    ('{"Type":"replay","Player":"","ID":-1,"Content":"'
     + base64.b64encode(REPLAY_TEXT.encode()).decode() + '"}', Replay(-1, REPLAY_TEXT)),
    ('{"Type":"replay","Player":"","ID":7,"Content":null}', Replay(7, "")),
    ('{"Type":"history","Player":"alice","Page":1,"Pages":3,"Matches":[{"ID":900,'
     '"Timestamp":1716000000,"Points":5,"Opponent":"carol","Winner":1}],"Achievements":null,'
     '"CasualBackgammonSingle":1523,"CasualBackgammonMulti":1490,"CasualAceyDeuceySingle":1500,'
     '"CasualAceyDeuceyMulti":1500,"CasualTabulaSingle":1500,"CasualTabulaMulti":1500}',
     History(1, 3, (HistoryMatch(900, 1716000000, 5, "carol", 1),),
             (("CasualBackgammonSingle", 1523), ("CasualBackgammonMulti", 1490),
              ("CasualAceyDeuceySingle", 1500), ("CasualAceyDeuceyMulti", 1500),
              ("CasualTabulaSingle", 1500), ("CasualTabulaMulti", 1500)), player="alice")),
    ('{"Type":"achievements","Player":"alice","Achievements":[{"ID":3,"Name":"Gammon",'
     '"Description":"Win a gammon."}]}',
     Achievements(((3, "Gammon", "Win a gammon."),), player="alice")),
    ('{"Type":"tournament","Player":"","Round":2}', UnknownEvent("tournament")),
    ("hello Welcome to bgammon.org! Please log in by sending the 'login' command.",
     TextLine("hello Welcome to bgammon.org! Please log in by sending the 'login' command.")),
    ("", TextLine("")),
]


@pytest.mark.parametrize("line, expected", TABLE, ids=[t[0][:40] for t in TABLE])
def test_lines_give_their_events(line, expected):
    event = parse_event(line)
    assert event == expected
    assert type(event) is type(expected)
    assert event.raw == line


def test_the_line_end_is_not_part_of_the_event_but_of_raw():
    line = '{"Type":"ping","Player":"","Message":"x"}\r\n'
    event = parse_event(line)
    assert event == Ping("x")
    assert event.raw == line
    assert parse_event("hello there\n") == TextLine("hello there")


def test_extra_fields_are_ignored():
    line = '{"Type":"joined","Player":"bob","GameID":3,"PlayerNumber":1,"Shiny":[1,{"a":null}]}'
    assert parse_event(line) == Joined(3, 1, player="bob")


def test_missing_fields_take_their_defaults():
    assert parse_event('{"Type":"left"}') == Left(player="")
    assert parse_event('{"Type":"win","Player":"x","Points":1}') == Win(1, 0, "", player="x")


def test_board_moves_null_and_empty_are_both_no_moves():
    for moves in ("null", "[]"):
        line = BOARD_LINE.replace('"Moves":[[13,8]]', f'"Moves":{moves}')
        assert parse_event(line).game.moves == ()


def test_settings_of_a_newer_server_are_kept_when_boolean_or_number():
    line = '{"Type":"settings","Player":"","Highlight":true,"Sparkle":true,"Theme":"dark","Zoom":3}'
    event = parse_event(line)
    assert event.values == (("Highlight", True), ("Sparkle", True), ("Zoom", 3))
    assert event.get("Zoom") == 3 and event.get("Theme") is None


def test_text_is_plain_and_lone_surrogates_are_replaced():
    event = parse_event('{"Type":"say","Player":"x","Message":"<b>hi</b> \\ud800!"}')
    assert event == Say("<b>hi</b> \ufffd!", player="x")
    event.message.encode("utf-8")  # can be written out


# -- wrong types -------------------------------------------------------------------------------
@pytest.mark.parametrize("line, field", [
    ('{"Type":"welcome","PlayerName":"a","Clients":"3","Games":1}', "Clients"),
    ('{"Type":"welcome","PlayerName":7,"Clients":3,"Games":1}', "PlayerName"),
    ('{"Type":"ping","Message":null}', "Message"),
    ('{"Type":"say","Player":5,"Message":"x"}', "Player"),
    ('{"Type":"list","Games":{"ID":1}}', "Games"),
    ('{"Type":"list","Games":[3]}', "Games[0]"),
    ('{"Type":"list","Games":[{"ID":1,"Password":1}]}', "Games[0].Password"),
    ('{"Type":"joined","GameID":1.5,"PlayerNumber":1}', "GameID"),
    ('{"Type":"joined","GameID":true,"PlayerNumber":1}', "GameID"),
    ('{"Type":"rolled","Roll1":7,"Roll2":1}', "Roll1"),
    ('{"Type":"moved","Moves":[[24,18,3]]}', "Moves[0]"),
    ('{"Type":"moved","Moves":[[24,"18"]]}', "Moves[0]"),
    ('{"Type":"moved","Moves":[[24,40]]}', "Moves[0]"),
    ('{"Type":"moved","Moves":"24/18"}', "Moves"),
    ('{"Type":"failedmove","From":"bar","To":20,"Reason":"x"}', "From"),
    ('{"Type":"win","Points":1,"Resigned":true}', "Resigned"),
    ('{"Type":"settings","Highlight":1}', "Highlight"),
    ('{"Type":"settings","Speed":false}', "Speed"),
    ('{"Type":"replay","ID":1,"Content":"not base64!"}', "Content"),
    ('{"Type":"replay","ID":1,"Content":[1,2]}', "Content"),
    ('{"Type":"history","Page":1,"Pages":1,"Matches":[{"ID":"x"}]}', "Matches[0].ID"),
    ('{"Type":"history","Page":1,"Pages":1,"CasualTabulaMulti":"1500"}', "CasualTabulaMulti"),
    ('{"Type":"achievements","Achievements":[{"ID":null}]}', "Achievements[0].ID"),
    ('{"Type":"failedjoin","Reason":404}', "Reason"),
    (BOARD_LINE.replace('"Turn":1', '"Turn":"1"'), "Turn"),
    (BOARD_LINE.replace('"Turn":1', '"Turn":3'), "Turn"),
    (BOARD_LINE.replace('"Forced":false', '"Forced":0'), "Forced"),
    (BOARD_LINE.replace('"Name":"alice"', '"Name":["alice"]'), "Player1.Name"),
    (BOARD_LINE.replace('"Player2":{', '"Player2":7,"X":{'), "Player2"),
    (BOARD_LINE.replace('"Board":[0,', '"Board":[0,0,'), "Board"),
    (BOARD_LINE.replace('"Board":[0,', '"Board":[99,'), "Board[0]"),
    (BOARD_LINE.replace('"Board":[0,', '"Board":[false,'), "Board[0]"),
    (BOARD_LINE.replace('"Board":[0,', '"Board":null,"B":[0,'), "Board"),
    (BOARD_LINE.replace('"Available":[[24,22]', '"Available":[[24]'), "Available[0]"),
])
def test_fields_of_the_wrong_type_are_malformed_and_named(line, field):
    event = parse_event(line)
    assert isinstance(event, Malformed), event
    assert field in event.reason
    assert event.raw == line


@pytest.mark.parametrize("line", [
    '{"Type":"welcome","PlayerName":"a"',          # truncated
    '{"Type":"ping","Message":"x"} trailing',      # text after the object
    '{"Type":"ping",}',
    "[1, 2, 3]",                                   # not an object
    '"just a string"',
    '{"Player":"x"}',                              # no Type
    '{"Type":5}',
    '{"Type":"rolled","Roll1":NaN}',
    '{"Type":"rolled","Roll1":Infinity}',
    '{"Type":"rolled","Roll1":-Infinity}',
    '{"Type":"rolled","Roll1":1e400}',
    '{"Type":"rolled","Roll1":' + "9" * 30 + "}",
    '{"Type":"ping","Message":"\\x"}',
])
def test_broken_json_is_malformed(line):
    event = parse_event(line)
    assert isinstance(event, Malformed), event
    assert event.raw == line
    assert event.reason


# -- hostile lines -------------------------------------------------------------------------------
HOSTILE = {
    "nested lists": "[" * 100_000,
    "nested objects": '{"a":' * 100_000,
    "nested then closed": "[" * 100_000 + "]" * 100_000,
    "nested in a known type": '{"Type":"moved","Moves":' + "[" * 100_000,
    "a 1 MiB string": '{"Type":"say","Message":"' + "a" * MAX_LINE + '"}',
    "a long string just under the cap": '{"Type":"say","Message":"' + "é" * (MAX_LINE - 100) + '"}',
    "a huge integer": '{"Type":"welcome","Clients":' + "9" * 500_000 + "}",
    "a huge fraction": '{"Type":"welcome","Clients":0.' + "9" * 500_000 + "}",
    "huge exponent": '{"Type":"welcome","Clients":1e' + "9" * 500_000 + "}",
    "many keys": "{" + ",".join(f'"k{i}":{i}' for i in range(60_000)) + ',"Type":"ping"}',
    "many escapes": '{"Type":"notice","Message":"' + "\\u0041" * 150_000 + '"}',
    "many pairs": '{"Type":"moved","Moves":[' + ",".join(["[24,18]"] * 100_000) + "]}",
    "many lists": '{"Type":"moved","Moves":[' + ",".join(["[]"] * 300_000) + "]}",
    "opening brackets in strings": '{"Type":"notice","Message":"' + "[{" * 200_000 + '"}',
    "control characters": "\x00\x01\x1b[31m" * 100_000,
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_lines_do_not_crash_and_are_quick(name):
    line = HOSTILE[name]
    start = time.perf_counter()
    event = parse_event(line)
    elapsed = time.perf_counter() - start
    assert elapsed < 1.0, f"{name}: {elapsed:.2f} s"
    assert event.raw == line


def test_hostile_results():
    assert isinstance(parse_event(HOSTILE["nested lists"]), Malformed)
    assert "deep" in parse_event(HOSTILE["nested objects"]).reason
    assert isinstance(parse_event(HOSTILE["nested in a known type"]), Malformed)
    assert "longer than" in parse_event(HOSTILE["a 1 MiB string"]).reason
    assert len(parse_event(HOSTILE["a long string just under the cap"]).message) == MAX_LINE - 100
    assert isinstance(parse_event(HOSTILE["a huge integer"]), Malformed)
    assert isinstance(parse_event(HOSTILE["a huge fraction"]), Malformed)
    assert isinstance(parse_event(HOSTILE["huge exponent"]), Malformed)
    assert parse_event(HOSTILE["many keys"]) == Ping("")
    assert parse_event(HOSTILE["many escapes"]) == Notice("A" * 150_000)
    assert len(parse_event(HOSTILE["many pairs"]).moves) == 100_000
    assert "Moves[0]" in parse_event(HOSTILE["many lists"]).reason
    assert isinstance(parse_event(HOSTILE["control characters"]), TextLine)


def test_a_line_just_over_the_cap_is_not_parsed():
    line = '{"Type":"ping","Message":"' + "x" * MAX_LINE + '"}'
    event = parse_event(line)
    assert isinstance(event, Malformed) and str(MAX_LINE) in event.reason


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_any_text_gives_an_event(text):
    event = parse_event(text)
    assert event.raw == text


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children,
                                                                      max_size=5),
    max_leaves=30,
)
_TYPES = st.sampled_from(["welcome", "ping", "notice", "help", "say", "list", "failedjoin",
                          "failedmove", "joined", "left", "board", "rolled", "moved", "win",
                          "settings", "replay", "history", "achievements", "other"])
_KEYS = st.sampled_from(["Player", "PlayerName", "Clients", "Games", "Message", "Reason", "From",
                         "To", "GameID", "PlayerNumber", "Board", "Moves", "Available", "Player1",
                         "Turn", "Roll1", "Points", "Resigned", "Content", "ID", "Matches", "Page",
                         "Achievements", "Highlight", "Speed"])


@settings(max_examples=200, deadline=None)
@given(_TYPES, st.dictionaries(_KEYS, _JSON, max_size=6))
def test_known_types_with_any_field_values_never_crash(kind, fields):
    line = json.dumps({"Type": kind, **fields})
    event = parse_event(line)
    assert event.raw == line
    assert not (isinstance(event, Malformed) and "could not read" in event.reason), event
