"""Chat history per account, in the data directory, written line by line as it happens.

One JSON-lines file per channel: ``accounts/<account>/chat/<channel>.jsonl``. Channels are
``shout``, ``game`` and ``tell-<name>``.

Records are separated by ``\\n`` alone: the text of a line may hold any character (U+0085, U+2028
and U+2029 are written as JSON escapes, and a file is split on ``\\n`` only when read). A record
cut short (power loss, full disk) costs only itself: a file that does not end with ``\\n`` gets
one before the next record is appended.

When the history cannot be written (a full disk, a folder that cannot be made), the history says
so once (``on_problem``), stops writing and keeps the lines of this session in memory instead.
"""

from __future__ import annotations

import json
import math
import os
import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from fibsgui import paths
from fibsgui.safefile import ends_without_newline

_SAFE = re.compile(r"[^A-Za-z0-9_.-]")

# JSON lets these stand raw inside a string; other tools split lines on them: written escaped
_LINE_BREAKS = {"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"}
_RECORD_START = '{"channel": '
_TAIL_BLOCK = 64 * 1024
TAIL_CAP = 8 * 1024 * 1024  # the most a load reads from the end of a file
MEMORY_LINES = 500  # lines per channel kept in memory while the history cannot be written


def _file_name(text: str) -> str:
    """A name that stays one path component inside its folder."""
    return _SAFE.sub("_", text).lstrip(".") or "_"


@dataclass(frozen=True)
class ChatLine:
    channel: str  # "shout", "game", "tell-<name>"
    kind: str  # shout, tell, say, kibitz, whisper, message, system
    sender: str
    text: str
    own: bool = False
    when: float = field(default_factory=time.time)


#: The channels that are not a tell: shouts, and the game played or watched.
SHOUT, GAME = "shout", "game"


def tell_channel(name: str) -> str:
    return f"tell-{name}"


def encode(line: ChatLine) -> str:
    """One record of the history file (without its ``\\n``)."""
    record = {"channel": line.channel, "kind": line.kind, "sender": line.sender, "text": line.text,
              "own": line.own, "when": line.when}
    text = json.dumps(record, ensure_ascii=False)
    for raw, escaped in _LINE_BREAKS.items():
        if raw in text:
            text = text.replace(raw, escaped)
    return text


def decode(raw: str) -> ChatLine | None:
    """The line of one record; ``None`` for a damaged one. A record glued to the remains of one
    cut short (by an older version of this file's writer) is found behind them."""
    starts = [0]
    glued = raw.rfind(_RECORD_START)
    if glued > 0:
        starts.append(glued)
    for start in starts:
        try:
            data = json.loads(raw[start:])
            when = float(data["when"])
            if not math.isfinite(when) or not 0 <= when < 1e11:
                when = 0.0
            return ChatLine(str(data["channel"]), str(data["kind"]), str(data["sender"]),
                            str(data["text"]), bool(data.get("own")), when)
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
            continue
    return None


class ChatHistory:
    def __init__(self, account: str, root: Path | None = None,
                 on_problem: Callable[[Path, OSError], None] | None = None) -> None:
        base = root or paths.data_dir()
        self.folder = base / "accounts" / _file_name(account) / "chat"
        self._handles: dict[str, TextIO] = {}
        #: Why the history stopped writing (``None`` while it writes).
        self.error: OSError | None = None
        #: Called once, with the folder and the error, when the history stops writing.
        self.on_problem = on_problem
        self._unsaved: dict[str, deque[ChatLine]] = {}

    def _file(self, channel: str) -> Path:
        return self.folder / f"{_file_name(channel)}.jsonl"

    @property
    def saving(self) -> bool:
        return self.error is None

    def append(self, line: ChatLine) -> None:
        """Write one line at once (flushed: a crash loses nothing); the channel's file stays open.
        Never raises for a file that cannot be written: the line is then kept in memory."""
        if self.error is None:
            try:
                self._write(line)
                return
            except OSError as exc:
                self._stop(exc)
        self._unsaved.setdefault(line.channel, deque(maxlen=MEMORY_LINES)).append(line)

    def _write(self, line: ChatLine) -> None:
        handle = self._handles.get(line.channel)
        if handle is None or handle.closed:
            self.folder.mkdir(parents=True, exist_ok=True)
            path = self._file(line.channel)
            cut = ends_without_newline(path)
            handle = open(path, "a", encoding="utf-8", errors="backslashreplace", newline="\n")
            self._handles[line.channel] = handle
            if cut:
                handle.write("\n")  # the record cut short stays alone on its line
        handle.write(encode(line) + "\n")
        handle.flush()

    def _stop(self, error: OSError) -> None:
        self.error = error
        self.close()
        if self.on_problem is not None:
            self.on_problem(self.folder, error)

    def close(self) -> None:
        for handle in self._handles.values():
            try:
                handle.close()
            except OSError:
                pass  # what the disk did not take is lost with the handle; said once in _stop
        self._handles.clear()

    def load(self, channel: str, limit: int = 500) -> list[ChatLine]:
        """The last ``limit`` lines of a channel (from the file, then those of this session that
        could not be written); damaged lines are skipped."""
        lines = [line for raw in _tail(self._file(channel), limit) if (line := decode(raw)) is not None]
        lines += self._unsaved.get(channel, ())
        return lines[-limit:] if limit > 0 else []

    def channels(self) -> list[str]:
        found = set(self._unsaved)
        try:
            found.update(p.stem for p in self.folder.glob("*.jsonl"))
        except OSError:
            pass
        return sorted(found)


def _tail(path: Path, limit: int) -> list[str]:
    """The last ``limit`` records of a file split on ``\\n`` only, reading at most TAIL_CAP bytes
    from its end."""
    try:
        handle = open(path, "rb")
    except OSError:
        return []
    with handle:
        try:
            end = handle.seek(0, os.SEEK_END)
            start, blocks, breaks = end, [], 0
            while start > 0 and end - start < TAIL_CAP and breaks <= limit:
                step = min(_TAIL_BLOCK, start, TAIL_CAP - (end - start))
                start -= step
                handle.seek(start)
                block = handle.read(step)
                blocks.append(block)
                breaks += block.count(b"\n")
        except OSError:
            return []
    data = b"".join(reversed(blocks))
    records = data.split(b"\n")
    if start > 0:
        records = records[1:]  # begins inside a record
    return [r.decode("utf-8", errors="replace") for r in records[-(limit + 1):] if r.strip()][-limit:]
