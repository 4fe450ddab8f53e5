"""Checks of command arguments that every server's command builders share (no Qt).

A command line is built from pieces the user or the program gives: a chat text, a number. These
checks make sure such a piece cannot become another command (a line end, a control character)
or a value the server reads otherwise. Each raises the builder's own error class (a
``ValueError``) with the same words for every server; a server's own rules (what a name is, when a
text may be empty) stay with its builders.
"""

from __future__ import annotations

import re

__all__ = ["CONTROL", "one_line", "whole_number"]

#: A control character (C0 or DEL): never sent inside a command.
CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def one_line(text: object, what: str, error: type[ValueError]) -> str:
    """``text`` as it is, once it is a string of one line without control characters (a tab is
    allowed: it reads as a space); otherwise ``error`` says which of these it is not."""
    if not isinstance(text, str):
        raise error(f"a {what} must be a string, not {text!r}")
    if "\n" in text or "\r" in text:
        raise error(f"a {what} must be one line: {text!r}")
    if CONTROL.search(text.replace("\t", " ")):
        raise error(f"a {what} must not contain control characters: {text!r}")
    return text


def whole_number(value: object, low: int, high: int | None, what: str, error: type[ValueError]) -> int:
    """``value`` once it is a whole number (not a bool) from ``low`` to ``high`` (no upper bound
    when ``high`` is None); otherwise ``error`` says so."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise error(f"a {what} must be a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        upper = f" to {high}" if high is not None else " or more"
        raise error(f"a {what} must be from {low}{upper}, not {value!r}")
    return value
