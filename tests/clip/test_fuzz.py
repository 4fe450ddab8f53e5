"""Whatever the server sends, parsing and applying never raise."""

from __future__ import annotations

import dataclasses
from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fibsgui import clip
from fibsgui.clip import parser
from fibsgui.clip import state as state_module
from fibsgui.clip import Board, Changes, ClientState, Message, Unknown, parse_line, parse_lines
from tests.clip.test_parser import TABLE

REAL_LINES = [line for line, _ in TABLE] + [
    "board:You:bob:3:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:2:0:0:1:1:1:0:1:-1:"
    "0:25:0:0:0:0:2:0:0:0",
]

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

any_text = st.text(alphabet=st.characters(codec=None), max_size=300)


@st.composite
def mutated_lines(draw) -> str:
    """A real line with random cuts, insertions and repetitions: near misses of every pattern."""
    line = draw(st.sampled_from(REAL_LINES))
    for _ in range(draw(st.integers(0, 4))):
        action = draw(st.sampled_from(["cut", "insert", "delete", "repeat", "join"]))
        at = draw(st.integers(0, len(line)))
        if action == "cut":
            line = line[:at]
        elif action == "insert":
            line = line[:at] + draw(st.text(max_size=5)) + line[at:]
        elif action == "delete":
            line = line[:at] + line[at + draw(st.integers(1, 5)):]
        elif action == "repeat":
            line = line[:at] * draw(st.integers(1, 3)) + line[at:]
        else:
            line = line + draw(st.sampled_from(REAL_LINES))
    return line


@st.composite
def huge_lines(draw) -> str:
    piece = draw(st.sampled_from(["a", " ", ":", "-1:", "** ", "board:", "5 ", "bob rolls ", "\x00", "ä"]))
    prefix = draw(st.sampled_from(["", "board:You:bob", "** ", "12 bob ", "  ", "The following users are away:"]))
    return prefix + piece * draw(st.integers(1, 40_000))


lines = st.one_of(any_text, mutated_lines(), huge_lines())


@FUZZ
@given(lines)
def test_parse_line_never_raises(line):
    message = parse_line(line)
    assert isinstance(message, Message)
    assert message.raw == line
    # and not because the safety net caught a parser bug
    assert parser._parse(parser._clean(line)) == message


@st.composite
def board_lines(draw) -> str:
    """Rawboards whose numbers are mostly possible and now and then a little beyond."""

    def pick(valid):
        if draw(st.integers(0, 29)) == 0:
            return draw(st.integers(-3, 10**6))
        return draw(st.sampled_from(valid))

    names = [draw(st.sampled_from(["You", "alice", "bob"])) for _ in range(2)]
    numbers = [pick([1, 3, 5, 9999]), pick([0, 1, 2, 4, 30000]), pick([0, 1, 2, 4])]
    numbers += [draw(st.sampled_from([0] * 60 + [1, 2, 3, -1, -2, -3, 5, -5, 15, -15])) for _ in range(26)]
    numbers += [pick([-1, 0, 1])] + [pick([0, 1, 3, 6]) for _ in range(4)] + [pick([1, 2, 64, 2**15])]
    numbers += [pick([0, 1]) for _ in range(3)] + [pick([-1, 1]) for _ in range(2)]
    numbers += [pick([0, 25]) for _ in range(2)] + [pick([0, 1, 2, 15]) for _ in range(4)]
    numbers += [pick([0, 2, 4]), pick([0, 3]), pick([0, 1]), pick([0, 2])]
    return "board:" + ":".join(map(str, names + numbers))


@FUZZ
@given(board_lines())
def test_every_accepted_board_has_a_position_and_a_match_state(text):
    board = parse_line(text)
    if isinstance(board, Board):
        assert board.format() == text
        position, match = board.position, board.match
        assert position.off(0) >= 0 and position.off(1) >= 0
        assert match.score[0] <= max(match.length, 2**15)


@FUZZ
@given(lines)
def test_parse_lines_never_raises(line):
    messages = parse_lines(line)
    assert messages and all(isinstance(m, Message) for m in messages)
    parser._split_once(parser._clean(line))  # the safety net is not what keeps it from raising


@FUZZ
@given(st.lists(st.one_of(mutated_lines(), st.sampled_from(REAL_LINES), any_text), max_size=60))
def test_client_state_never_raises_on_parsed_lines(batch):
    state = ClientState()
    # parsed messages must not even reach the safety net that keeps apply() from raising
    with mock.patch.object(state_module.log, "exception", side_effect=AssertionError("apply failed")):
        for line in batch:
            for message in parse_lines(line):
                changes = state.apply(message)
                assert isinstance(changes, Changes)
                assert changes.parts <= clip.PARTS


MESSAGE_TYPES = sorted(
    (cls for cls in vars(clip.messages).values()
     if isinstance(cls, type) and issubclass(cls, Message) and cls is not Message),
    key=lambda cls: cls.__name__,
) + [clip.Board]


@st.composite
def any_message(draw) -> Message:
    """A message of any type with arbitrary field values (even values the parser never makes)."""
    cls = draw(st.sampled_from(MESSAGE_TYPES))
    values = {}
    # a who line is a tuple underneath (its _fields), every other message a dataclass
    names = getattr(cls, "_fields", None) or [f.name for f in dataclasses.fields(cls)]
    for name in names:
        if name == "raw":
            continue
        values[name] = draw(st.one_of(
            st.none(), st.booleans(), st.integers(-30, 30), st.text(max_size=8),
            st.sampled_from(["You", "alice", "bob", "carol", "-"]),
            st.tuples(st.integers(-2, 7), st.integers(-2, 7)),
            st.lists(st.integers(-16, 16), min_size=26, max_size=26).map(tuple),
        ))
    try:
        return cls(**values)
    except TypeError:
        return Unknown("")


@FUZZ
@given(st.lists(any_message(), max_size=80))
def test_client_state_never_raises_on_any_message(messages):
    state = ClientState()
    for message in messages:
        assert isinstance(state.apply(message), Changes)
    for value in (None, "text", 42, object()):
        assert state.apply(value) == Changes()
