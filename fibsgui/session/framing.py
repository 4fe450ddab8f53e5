"""Lines and prompts from the server's (telnet-filtered) bytes.

FIBS ends most output with a newline, but its prompts do not: ``login: ``, the ``> `` command
prompt of telnet mode (guest logins) and the password prompts of account creation
(``Please give your password: ``, ``Please retype your password: ``, ``Password: ``). A reader
that waits for a newline would wait forever, so after each chunk the framer looks at the
unterminated rest of the buffer and, if it is one of those prompts, reports it at once.

Each line is decoded on its own: UTF-8 if it is valid UTF-8, else Latin-1 (which never fails), so
one odd byte from another user's shout never loses the rest of the stream.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

#: The longest unterminated line kept; a runaway line is cut into pieces of this size.
MAX_LINE = 64 * 1024


class PromptKind(str, Enum):
    LOGIN = "login"
    PASSWORD = "password"
    COMMAND = "command"


class Line(NamedTuple):
    """A complete line from the server, without its line end."""

    text: str


class Prompt(NamedTuple):
    """A prompt the server left unterminated, waiting for input."""

    kind: PromptKind
    text: str


def decode(raw: bytes) -> str:
    """Decode one line: UTF-8 when valid, else Latin-1 (so that no byte is ever lost)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def prompt_kind(partial: str) -> PromptKind | None:
    """Which prompt the unterminated ``partial`` text is, if it is one."""
    if partial.endswith("login: "):
        return PromptKind.LOGIN
    if partial.lower().endswith("password: "):
        return PromptKind.PASSWORD
    if partial.endswith(" ") and partial.strip() == ">":
        return PromptKind.COMMAND
    return None


def strip_prompt_prefix(text: str) -> str:
    """Remove ``> `` prompts glued to the front of a line (telnet mode prints them first)."""
    while text.startswith("> ") and len(text) > 2:
        text = text[2:]
    return text


class LineFramer:
    """Feed filtered bytes; get :class:`Line` and :class:`Prompt` events in order.

    ``detect_prompts`` can be switched off once logged in: CLIP mode has no prompts, and a line
    cut by the network just after a ``login: `` inside someone's shout must stay one line.
    """

    def __init__(self, detect_prompts: bool = True) -> None:
        self._buffer = bytearray()
        self.detect_prompts = detect_prompts

    @property
    def partial(self) -> str:
        """The unterminated text received so far (not yet a line or a prompt)."""
        return decode(bytes(self._buffer))

    def feed(self, data: bytes) -> list[Line | Prompt]:
        events: list[Line | Prompt] = []
        self._buffer += data
        start = 0
        buffer = self._buffer
        while True:
            end = buffer.find(b"\n", start)
            if end < 0:
                break
            events.append(Line(strip_prompt_prefix(decode(bytes(buffer[start:end])))))
            start = end + 1
        del buffer[:start]
        while len(buffer) > MAX_LINE:
            events.append(Line(decode(bytes(buffer[:MAX_LINE]))))
            del buffer[:MAX_LINE]
        if buffer and self.detect_prompts:
            text = decode(bytes(buffer))
            kind = prompt_kind(text)
            if kind is not None:
                events.append(Prompt(kind, text))
                buffer.clear()
        return events

    def flush(self) -> list[Line]:
        """At end of stream: whatever is left, as a last line."""
        if not self._buffer:
            return []
        text = decode(bytes(self._buffer))
        self._buffer.clear()
        return [Line(strip_prompt_prefix(text))]
