"""Lines built to be slow to parse, and lines that never end: the parser and the state stay fast,
bounded and exact."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import sys
import time

import pytest

from fibsgui.clip import Board, ClientState, GameView, Message, Unknown, WhoInfo, parse_line, parse_lines
from fibsgui.clip import parser
from fibsgui.clip import state as state_module
from fibsgui.session.framing import MAX_LINE, LineFramer
from tests.clip.hostile import BOARD, hostile_lines

HOSTILE = hostile_lines()


def states() -> list[ClientState]:
    """A state logged in, one watching, one inside a message of the day, one collecting a list."""
    found = []
    for lines in ([], ["You're now watching bob."], ["3"], ["List of games:"]):
        state = ClientState()
        for line in ["1 me 1041253132 localhost", *lines]:
            for message in parse_lines(line):
                state.apply(message)
        found.append(state)
    return found


@pytest.mark.parametrize("label, line", HOSTILE, ids=[label for label, _ in HOSTILE])
def test_a_hostile_line_parses_and_applies_well_under_a_second(label, line):
    assert len(line) <= MAX_LINE
    for state in states():
        start = time.perf_counter()
        messages = parse_lines(line)
        for message in messages:
            state.apply(message)
        elapsed = time.perf_counter() - start
        assert elapsed < 0.25, f"{label}: {elapsed:.3f} s"
    assert messages and all(isinstance(m, Message) for m in messages)
    if len(messages) == 1:
        assert messages[0].raw == line  # nothing lost
    start = time.perf_counter()
    assert parse_line(line).raw == line
    assert time.perf_counter() - start < 0.25


def test_what_the_hostile_lines_are():
    found = {label: parse_lines(line) for label, line in HOSTILE}
    [huge] = found["board with a huge last field"]
    assert isinstance(huge, Unknown) and huge.raw.startswith("board:")
    [who] = found["who with a huge name"]
    assert isinstance(who, WhoInfo) and len(who.name) == 60_000 and who.opponent is None
    state = ClientState()
    state.apply(who)
    assert who.name in state.players
    assert found["spaces then x"] == [Unknown(" " * (MAX_LINE - 1) + "x")]
    boards = found["boards glued"]
    assert all(isinstance(m, Board) for m in boards[:-1]) and len(boards) == parser.MAX_GLUED
    assert "".join(m.raw for m in boards) == dict(HOSTILE)["boards glued"]  # nothing lost


def test_trailing_blanks_are_every_character_python_calls_a_space():
    assert not any(chr(code).isspace() for code in range(0x3001, sys.maxunicode + 1))
    spaces = [chr(code) for code in range(0x3001) if chr(code).isspace()]
    ending = "".join(spaces) + "\x07" + " \x07" * 1000
    assert parse_line("bob rolls 3 and 1." + ending) == parse_line("bob rolls 3 and 1.")


# -- objects built at once are the objects their constructors build --------------------------------
def test_a_who_line_is_the_who_info_its_constructor_makes():
    line = "5 someplayer mgnu_advanced - 0 1 1418.61 23 1914 1041272421 192.168.40.3 MacFIBS a@b.c"
    [fast] = parse_lines(line)
    slow = WhoInfo("someplayer", "mgnu_advanced", None, False, True, 1418.61, 23, 1914, 1041272421,
                   "192.168.40.3", "MacFIBS", "a@b.c", raw=line)
    assert fast == slow and hash(fast) == hash(slow) and repr(fast) == repr(slow) and fast.raw == line
    assert type(fast) is WhoInfo and tuple(fast) == tuple(slow)  # raw included
    assert (fast.name, fast.rating, fast.login, fast.hostname, fast.email) == (
        "someplayer", 1418.61, 1041272421, "192.168.40.3", "a@b.c")
    for attempt in (lambda: setattr(fast, "name", "x"), lambda: setattr(fast, "extra", 1),
                    lambda: delattr(fast, "raw")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            attempt()
    assert fast.name == "someplayer" and fast.raw == line
    for cls in (Board, GameView):
        assert not hasattr(cls, "__post_init__") and not hasattr(cls, "__slots__")


def test_a_who_info_is_compared_without_its_line_and_survives_copies():
    line = "5 bob - - 1 0 1500.00 10 0 1700000000 localhost - -"
    [info] = parse_lines(line)
    other = WhoInfo("bob", None, None, True, False, 1500.0, 10, 0, 1700000000, "localhost", None, None)
    assert info == other and hash(info) == hash(other) and not info != other and other.raw == ""
    assert info != WhoInfo("bob", None, None, True, True, 1500.0, 10, 0, 1700000000, "localhost", None, None)
    assert info != tuple(info) and tuple(info) != info  # a who line is not a plain tuple
    for copied in (copy.copy(info), copy.deepcopy(info), pickle.loads(pickle.dumps(info))):
        assert type(copied) is WhoInfo and copied == info and copied.raw == line
    match info:
        case WhoInfo(name, opponent, ready=True):
            assert (name, opponent) == ("bob", None)
        case _:
            pytest.fail("a who line matches its own class pattern")
    # a line with blanks at its end keeps them in raw, as every message does
    [padded] = parse_lines(line + "  \x07")
    assert padded == info and padded.raw == line + "  \x07"
    assert parse_line(line + "  \x07").raw == line + "  \x07"


def test_a_who_lines_changes_are_the_changes_their_constructor_makes():
    state = ClientState()
    [message] = parse_lines("5 bob - - 1 0 1500.00 10 0 1700000000 localhost - -")
    changes = state.apply(message)
    assert type(changes) is state_module.Changes
    assert changes == state_module.Changes(frozenset({"players"}), ("bob",), ())
    assert changes.parts == {"players"} and changes.players == ("bob",) and changes.removed == ()
    assert changes and not state_module.Changes()


def test_a_board_is_the_board_its_constructor_makes():
    board = parse_line(BOARD)
    again = dataclasses.replace(board)  # through the dataclass's own __init__
    assert board == again and hash(board) == hash(again) and vars(board) == vars(again)
    assert board.raw == BOARD and board.format() == BOARD


def test_who_lines_keep_every_check():
    good = "5 bob - - 1 0 1500.00 10 0 1700000000 localhost - -"
    assert isinstance(parse_line(good), WhoInfo)
    for bad in [good.replace(" 1 0 ", " 2 0 "), good.replace(" 1 0 ", " 1 x "), "5 - - - 1 0 1500.00 10 0 1 h - -",
                good.replace("1500.00", "1e3"), good.replace("1500.00", "nan"), good.replace(" 10 ", " ١٠ "),
                good.replace(" 10 ", " 1_0 "), good.replace(" 10 ", " +10 "), good + " extra", good[:-2],
                good.replace(" 10 ", " " + "1" * 19 + " ")]:
        assert isinstance(parse_line(bad), Unknown), bad
        assert isinstance(parse_lines(bad)[0], Unknown), bad
    assert parse_line("5  bob\t-  - 1 0 1500.00 10 0 1700000000 localhost - -").name == "bob"


# Numbers in every form the specification's patterns allow (-?[0-9]{1,15}(.[0-9]{1,15})? for the
# rating, -?[0-9]{1,18} for the others) and just outside them: the usual form (digits, a dot, two
# digits) and every other one give what the constructor gives, or nothing.
WHO_NUMBERS = [
    # rating, experience, idle, login -> (rating, experience, idle, login) or None
    (("1500.00", "10", "0", "1700000000"), (1500.0, 10, 0, 1700000000)),
    (("0.00", "0", "0", "0"), (0.0, 0, 0, 0)),
    (("1.25", "7", "3", "9"), (1.25, 7, 3, 9)),
    (("123456789012.34", "1" * 18, "9" * 18, "0" * 18), (123456789012.34, int("1" * 18), int("9" * 18), 0)),
    (("1500", "10", "0", "1"), (1500.0, 10, 0, 1)),
    (("1500.5", "10", "0", "1"), (1500.5, 10, 0, 1)),
    (("1500.125", "10", "0", "1"), (1500.125, 10, 0, 1)),
    (("-3.25", "-4", "-0", "-17"), (-3.25, -4, 0, -17)),
    (("9" * 15 + "." + "9" * 15, "0005", "00", "01"), (float("9" * 15 + "." + "9" * 15), 5, 0, 1)),
    (("1", "1", "1", "1"), (1.0, 1, 1, 1)),
    ((".50", "10", "0", "1"), None),
    (("1500.", "10", "0", "1"), None),
    (("1.2.3", "10", "0", "1"), None),
    (("12.3.45", "10", "0", "1"), None),
    ((".1.00", "10", "0", "1"), None),
    (("1e3", "10", "0", "1"), None),
    (("+1.00", "10", "0", "1"), None),
    (("1_0.00", "10", "0", "1"), None),
    (("inf", "10", "0", "1"), None),
    (("-", "10", "0", "1"), None),
    (("1" * 16 + ".00", "10", "0", "1"), None),
    (("1500.00", "1" * 19, "0", "1"), None),
    (("1500.00", "10", "0" * 19, "1"), None),
    (("1500.00", "10", "0", "0" * 18 + "1"), None),
    (("1500.00", "+10", "0", "1"), None),
    (("1500.00", "10", "1_0", "1"), None),
    (("1500.00", "10", "0", "١٧"), None),
    (("١٥٠٠.٠٠", "10", "0", "1"), None),
    (("1500.00", "10", "--1", "1"), None),
    (("1500.00", "10.0", "0", "1"), None),
]


@pytest.mark.parametrize("numbers, expected", WHO_NUMBERS, ids=[" ".join(n)[:40] for n, _ in WHO_NUMBERS])
def test_who_line_numbers_in_every_form(numbers, expected):
    rating, experience, idle, login = numbers
    line = f"5 bob - - 1 0 {rating} {experience} {idle} {login} localhost - -"
    found = parse_lines(line)
    assert found == [parse_line(line)]
    if expected is None:
        assert found == [Unknown(line)]
        return
    [fast] = found
    slow = WhoInfo("bob", None, None, True, False, *expected, "localhost", None, None, raw=line)
    assert fast == slow and vars(fast) == vars(slow) and fast.raw == line
    assert [type(getattr(fast, f)) for f in ("rating", "experience", "idle", "login")] == [float, int, int, int]


def test_who_lines_with_a_wrong_number_of_fields_or_flags_are_not_who_lines():
    good = "5 bob - - 1 0 1500.00 10 0 1700000000 localhost - -"
    fields = good.split()
    for bad in [" ".join(fields[:-1]), good + " x", "5", "5 ", "5 bob", good + " -" * 10_000,
                " ".join(fields[:4] + ["01"] + fields[5:]), " ".join(fields[:5] + ["True"] + fields[6:]),
                " ".join(fields[:4] + [""] + fields[5:]), " ".join(fields[:1] + ["-"] + fields[2:])]:
        assert parse_lines(bad) == [parse_line(bad)]
        assert not isinstance(parse_line(bad), WhoInfo), bad


# -- what the state keeps is bounded ------------------------------------------------------------------
def test_a_message_of_the_day_that_never_ends_is_kept_up_to_its_cap():
    state = ClientState()
    for line in ["1 me 1041253132 localhost", "3", *(["y" * 60_000] * 100), "4"]:
        for message in parse_lines(line):
            state.apply(message)
    assert len(state.motd) <= state_module.MAX_MOTD_CHARS
    assert state.motd.startswith("y" * 60_000)


def test_lists_are_kept_up_to_their_cap():
    state = ClientState()
    lines = ["List of games:"] + [f"  p{i} - q{i} (1 point match)" for i in range(state_module.MAX_ROWS + 50)]
    for line in lines:
        for message in parse_lines(line):
            state.apply(message)
    assert len(state.games) == state_module.MAX_ROWS and state.games[-1].player1 == f"p{state_module.MAX_ROWS - 1}"


def test_junk_without_line_ends_through_framer_parser_and_state_leaves_nothing_behind():
    import tracemalloc

    framer, state = LineFramer(detect_prompts=False), ClientState()
    chunk = b"junk " * 13107 + b"j"
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = []
    for _ in range(160):  # 10 MB
        for event in framer.feed(chunk):
            for message in parse_lines(event.text):
                kept.append(message)
                state.apply(message)
    for event in framer.feed(b"\n12 bob after\n"):
        if event.dropped:
            kept.append(event.dropped)
        else:
            kept += parse_lines(event.text)
    after, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert kept[0] == 160 * len(chunk) and kept[1].raw == "12 bob after" and len(kept) == 2
    assert after - before < 1_000_000 and peak - before < 4 * MAX_LINE


def test_a_dropped_line_changes_nothing_not_even_a_message_of_the_day_or_a_list():
    from fibsgui.clip import Changes, LineDropped

    state = ClientState()
    for line in ["1 me 1041253132 localhost", "3", "hello", "List of games:"]:
        for message in parse_lines(line):
            state.apply(message)
    assert state.apply(LineDropped(70_000)) == Changes()
    for line in ["world", "4"]:
        for message in parse_lines(line):
            state.apply(message)
    assert state.motd == "hello\nList of games:\nworld"
