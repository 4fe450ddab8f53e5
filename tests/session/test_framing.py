"""Telnet filtering and line/prompt framing, fed the way a socket delivers bytes: in any pieces."""

from __future__ import annotations

from hypothesis import given, strategies as st

from fibsgui.session.framing import Line, LineFramer, Prompt, PromptKind, decode
from fibsgui.session.telnet import DO, ECHO, IAC, SB, SE, WILL, WONT, Negotiation, TelnetFilter

# What FIBS sends during account creation: IAC WILL ECHO before the password prompt, IAC WONT ECHO
# after it (spec, "Guest Login").
GUEST_PASSWORD_DIALOGUE = (
    b"Your name will be newbie\r\n"
    b"Type in no password and hit Enter/Return if you want to change it now.\r\n"
    + bytes((IAC, WILL, ECHO)) + b"Please give your password: "
)
REGISTERED = bytes((IAC, WONT, ECHO)) + b"\r\nYou are registered.\r\nType 'help beginner' to get started.\r\n> "


def run(chunks: list[bytes]) -> list[Line | Prompt]:
    telnet, framer = TelnetFilter(), LineFramer()
    events: list[Line | Prompt] = []
    for chunk in chunks:
        events += framer.feed(telnet.feed(chunk).data)
    return events


def test_iac_option_negotiation_is_removed_and_reported():
    filtered = TelnetFilter().feed(GUEST_PASSWORD_DIALOGUE)
    assert IAC not in filtered.data
    assert filtered.data.endswith(b"now.\r\nPlease give your password: ") is False  # CR removed
    assert filtered.data.endswith(b"now.\nPlease give your password: ")
    assert filtered.negotiations == (Negotiation(WILL, ECHO),)


def test_guest_password_prompt_is_detected_without_newline():
    events = run([GUEST_PASSWORD_DIALOGUE])
    assert events == [
        Line("Your name will be newbie"),
        Line("Type in no password and hit Enter/Return if you want to change it now."),
        Prompt(PromptKind.PASSWORD, "Please give your password: "),
    ]


def test_registered_message_and_command_prompt():
    events = run([REGISTERED])
    assert events == [
        Line(""),
        Line("You are registered."),
        Line("Type 'help beginner' to get started."),
        Prompt(PromptKind.COMMAND, "> "),
    ]


def test_login_prompt_after_banner_split_anywhere():
    stream = b"Thursday, January 02 01:27:27 MET ( Thu Jan 2 00:27:27 2003 UTC )\r\nlogin: "
    for cut in range(1, len(stream)):
        events = run([stream[:cut], stream[cut:]])
        assert events[-1] == Prompt(PromptKind.LOGIN, "login: "), cut
        assert [e for e in events if isinstance(e, Line)] == [
            Line("Thursday, January 02 01:27:27 MET ( Thu Jan 2 00:27:27 2003 UTC )")
        ], cut


def test_iac_sequence_split_across_reads():
    stream = b"abc" + bytes((IAC, WILL, ECHO)) + b"def\r\n"
    for cut in range(1, len(stream)):
        assert run([stream[:cut], stream[cut:]]) == [Line("abcdef")], cut


def test_subnegotiation_and_escaped_iac():
    telnet = TelnetFilter()
    sub = bytes((IAC, SB, 24, 1, IAC, IAC, 7, IAC, SE))  # terminal type, with an escaped 255 inside
    data = b"x" + sub + b"y" + bytes((IAC, IAC)) + b"z" + bytes((IAC, 241))  # IAC NOP
    out = telnet.feed(data)
    assert out.data == b"xy\xffz"
    assert not telnet.pending
    assert telnet.feed(bytes((IAC, DO))).data == b""
    assert telnet.pending
    assert telnet.feed(bytes((ECHO,)) + b"!").data == b"!"


def test_a_stray_subnegotiation_start_cannot_swallow_the_session():
    from fibsgui.session.telnet import MAX_SUBNEGOTIATION

    telnet = TelnetFilter()
    assert telnet.feed(bytes((IAC, SB)) + b"y" * 100 + bytes((IAC, SE)) + b"ok").data == b"ok"
    assert telnet.feed(bytes((IAC, SB)) + b"x" * (MAX_SUBNEGOTIATION + 1)).data == b""
    assert telnet.feed(b"12 bob hello\r\n").data == b"12 bob hello\n"


def test_bell_is_removed_and_counted():
    out = TelnetFilter().feed(b"12 someplayer hello there\x07\r\n\x07")
    assert out.data == b"12 someplayer hello there\n"
    assert out.bells == 2


def test_prompt_glued_to_the_next_message_is_stripped():
    # after a failed login FIBS precedes asynchronous lines with its "> " prompt
    assert run([b"> 13 someplayer hi\r\n"]) == [Line("13 someplayer hi")]


def test_a_line_ending_in_a_greater_than_sign_is_not_a_prompt():
    events = run([b"13 bob look -> ", b"here\r\n"])
    assert events == [Line("13 bob look -> here")]


def test_prompt_detection_can_be_switched_off_for_clip_mode():
    framer = LineFramer(detect_prompts=False)
    assert framer.feed(b"13 bob my login: ") == []
    assert framer.feed(b"is bob\n") == [Line("13 bob my login: is bob")]


def test_trailing_whitespace_and_crlf_variants():
    assert run([b"4 \t\r\n", b"6\r\r\n"]) == [Line("4 \t"), Line("6")]


def test_invalid_utf8_falls_back_to_latin1_per_line():
    events = run(["13 bob caf\u00e9\r\n".encode("utf-8"), b"13 bob na\xefve\r\n"])
    assert events == [Line("13 bob caf\u00e9"), Line("13 bob na\u00efve")]
    assert decode(b"\xff\xfe") == "\u00ff\u00fe"


def test_flush_returns_the_unterminated_rest():
    framer = LineFramer()
    framer.feed(b"Goodbye.")
    assert framer.partial == "Goodbye."
    assert framer.flush() == [Line("Goodbye.")]
    assert framer.flush() == []


@given(st.lists(st.integers(min_value=1, max_value=40), max_size=30))
def test_any_chunking_gives_the_same_events(cuts):
    # (a prompt only ever ends what the server sends before it waits for an answer)
    stream = (
        b"banner line\r\n"
        + b"1 alice 1041253132 192.168.1.308\r\n"
        + bytes((IAC, WILL, ECHO)) + b"2 alice 1 1 0 0 0 0 1 1 2396 0 1 0 1 3457.85 0 0 0 0 0 UTC\r\n"
        + b"12 bob hi\x07\r\n" + bytes((IAC, SB, 1, 2, IAC, SE)) + b"6\r\n> "
    )
    expected = run([stream])
    chunks, pos = [], 0
    for cut in cuts:
        chunks.append(stream[pos:pos + cut])
        pos += cut
    chunks.append(stream[pos:])
    assert run(chunks) == expected
    assert expected == [
        Line("banner line"),
        Line("1 alice 1041253132 192.168.1.308"),
        Line("2 alice 1 1 0 0 0 0 1 1 2396 0 1 0 1 3457.85 0 0 0 0 0 UTC"),
        Line("12 bob hi"),
        Line("6"),
        Prompt(PromptKind.COMMAND, "> "),
    ]


# -- lines longer than the cap --------------------------------------------------------------------
from fibsgui.session.framing import MAX_LINE  # noqa: E402


def test_a_line_at_the_cap_is_kept_and_one_byte_more_is_dropped_with_its_size():
    framer = LineFramer(detect_prompts=False)
    assert framer.feed(b"a" * MAX_LINE + b"\n") == [Line("a" * MAX_LINE)]
    events = framer.feed(b"b" * (MAX_LINE + 1) + b"\n12 bob after the junk\n")
    assert events == [Line("", MAX_LINE + 1), Line("12 bob after the junk")]
    assert events[0].dropped == MAX_LINE + 1 and events[1].dropped == 0


def test_fifty_megabytes_without_a_line_end_are_one_dropped_line():
    framer = LineFramer(detect_prompts=False)
    chunk = b"\x00junk" * 13107 + b"j"  # 65536 bytes
    total = 800 * len(chunk)
    events = framer.feed(b"12 bob before\n" + chunk[:100])
    for _ in range(799):
        events += framer.feed(chunk)
        assert len(framer.partial) <= MAX_LINE  # the framer never holds more than the cap
    events += framer.feed(chunk[100:] + b"\r\n12 bob after the junk\n")
    assert events == [Line("12 bob before"), Line("", total + 1), Line("12 bob after the junk")]


def test_dropped_lines_are_counted_exactly_however_the_bytes_arrive():
    stream = (b"12 bob one\n" + b"x" * (MAX_LINE + 5) + b"\n" + b"y" * MAX_LINE + b"\n"
              + b"z" * (3 * MAX_LINE) + b"\n12 bob two\n" + b"w" * (MAX_LINE + 2))
    expected = [Line("12 bob one"), Line("", MAX_LINE + 5), Line("y" * MAX_LINE),
                Line("", 3 * MAX_LINE), Line("12 bob two")]
    for size in (1000, 4096, 65535, 65536, 65537, 100_000, len(stream)):
        framer = LineFramer(detect_prompts=False)
        events = []
        for at in range(0, len(stream), size):
            events += framer.feed(stream[at:at + size])
        assert events == expected, size
        assert framer.flush() == [Line("", MAX_LINE + 2)]  # the stream ended inside a long line
        assert framer.flush() == []


def test_a_prompt_after_a_long_unterminated_text_is_still_seen():
    framer = LineFramer()
    assert framer.feed(b"x" * 5000 + b" ") == []
    assert framer.feed(b"login: ") == [Prompt(PromptKind.LOGIN, "x" * 5000 + " login: ")]
    assert framer.feed(b"  " * 40 + b"> ") == []  # ">" at the end of a long line is no prompt


def test_a_line_of_prompt_marks_is_stripped_in_one_pass():
    assert run([b"> " * 30000 + b"12 bob hi\r\n"]) == [Line("12 bob hi")]
