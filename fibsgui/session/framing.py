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

#: The longest line kept, in bytes (without its line end). A longer line is dropped whole, unread:
#: the framer says how many bytes it had (:attr:`Line.dropped`) and goes on with the next line.
MAX_LINE = 64 * 1024


class PromptKind(str, Enum):
    LOGIN = "login"
    PASSWORD = "password"
    COMMAND = "command"


class Line(NamedTuple):
    """A complete line from the server, without its line end. ``dropped`` is non-zero (and
    ``text`` empty) for a line longer than :data:`MAX_LINE`: how many bytes it had."""

    text: str
    dropped: int = 0


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


#: How much of an unterminated rest is enough to recognise a prompt at its end.
_PROMPT_TAIL = 32


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
    at, size = 0, len(text)
    while text.startswith("> ", at) and size - at > 2:
        at += 2
    return text[at:] if at else text


class LineFramer:
    """Feed filtered bytes; get :class:`Line` and :class:`Prompt` events in order.

    ``detect_prompts`` can be switched off once logged in: CLIP mode has no prompts, and a line
    cut by the network just after a ``login: `` inside someone's shout must stay one line.

    The framer holds at most :data:`MAX_LINE` bytes of an unfinished line: past that, the line is
    dropped as it arrives and reported once, with its size, when it ends (or the stream does).
    """

    def __init__(self, detect_prompts: bool = True) -> None:
        self._buffer = bytearray()
        self._dropping = 0  # bytes of the over-long line being dropped (0: none)
        self.detect_prompts = detect_prompts

    @property
    def partial(self) -> str:
        """The unterminated text received so far (not yet a line or a prompt)."""
        return decode(bytes(self._buffer))

    def feed(self, data: bytes) -> list[Line | Prompt]:
        events: list[Line | Prompt] = []
        start = 0
        if self._dropping:
            end = data.find(b"\n")
            if end < 0:
                self._dropping += len(data)
                return events
            events.append(Line("", self._dropping + end))
            self._dropping = 0
            start = end + 1
        buffer = self._buffer
        if buffer:
            end = data.find(b"\n", start)
            if end < 0:
                buffer += data[start:] if start else data
                start = len(data)
            else:
                if len(buffer) + end - start > MAX_LINE:
                    events.append(Line("", len(buffer) + end - start))
                else:
                    buffer += data[start:end]
                    events.append(Line(strip_prompt_prefix(decode(bytes(buffer)))))
                buffer.clear()
                start = end + 1
        if not buffer:
            while True:
                end = data.find(b"\n", start)
                if end < 0:
                    break
                if end - start > MAX_LINE:
                    events.append(Line("", end - start))
                else:
                    events.append(Line(strip_prompt_prefix(decode(data[start:end]))))
                start = end + 1
            buffer += data[start:]
        if len(buffer) > MAX_LINE:
            self._dropping = len(buffer)
            buffer.clear()
        elif buffer and self.detect_prompts and buffer.endswith(b" "):
            kind = prompt_kind(decode(bytes(buffer[-_PROMPT_TAIL:])))
            if kind is PromptKind.COMMAND and len(buffer) > _PROMPT_TAIL:
                kind = None  # ">" alone on its line, not at the end of something longer
            if kind is not None:
                events.append(Prompt(kind, decode(bytes(buffer))))
                buffer.clear()
        return events

    def flush(self) -> list[Line]:
        """At end of stream: whatever is left, as a last line."""
        if self._dropping:
            dropped, self._dropping = self._dropping, 0
            return [Line("", dropped)]
        if not self._buffer:
            return []
        text = decode(bytes(self._buffer))
        self._buffer.clear()
        return [Line(strip_prompt_prefix(text))]
