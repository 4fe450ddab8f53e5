"""The argument checks both servers' command builders share: each raises the error class it is
given, with the words the builders have always used."""

from __future__ import annotations

import pytest

from fibsgui.textcheck import one_line, whole_number


class Refused(ValueError):
    pass


@pytest.mark.parametrize("text", ["hello", "  a\ttab  ", ""])
def test_a_line_comes_back_as_it_was(text):
    assert one_line(text, "chat text", Refused) == text


@pytest.mark.parametrize("text, words", [
    (None, "a chat text must be a string, not None"),
    ("hi\nleave", "a chat text must be one line: 'hi\\nleave'"),
    ("hi\rleave", "a chat text must be one line: 'hi\\rleave'"),
    ("bell\x07", "a chat text must not contain control characters: 'bell\\x07'"),
    ("del\x7f", "a chat text must not contain control characters: 'del\\x7f'"),
])
def test_a_line_that_could_become_another_command_is_refused(text, words):
    with pytest.raises(Refused) as caught:
        one_line(text, "chat text", Refused)
    assert str(caught.value) == words


def test_whole_numbers_in_and_out_of_their_range():
    assert whole_number(5, 1, 99, "match length", Refused) == 5
    assert whole_number(10**6, 1, None, "match ID", Refused) == 10**6
    for value, high, words in [
        (True, 99, "a match length must be a whole number, not True"),
        (2.0, 99, "a match length must be a whole number, not 2.0"),
        ("3", 99, "a match length must be a whole number, not '3'"),
        (0, 99, "a match length must be from 1 to 99, not 0"),
        (100, 99, "a match length must be from 1 to 99, not 100"),
        (0, None, "a match length must be from 1 or more, not 0"),
    ]:
        with pytest.raises(Refused) as caught:
            whole_number(value, 1, high, "match length", Refused)
        assert str(caught.value) == words
