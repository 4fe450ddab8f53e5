"""Chat history per account, in the data directory, written line by line as it happens.

One JSON-lines file per channel: ``accounts/<account>/chat/<channel>.jsonl``. Channels are
``shout``, ``game`` and ``tell-<name>``.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from fibsgui import paths

_SAFE = re.compile(r"[^A-Za-z0-9_.-]")


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


def tell_channel(name: str) -> str:
    return f"tell-{name}"


class ChatHistory:
    def __init__(self, account: str, root: Path | None = None) -> None:
        base = root or paths.data_dir()
        self.folder = base / "accounts" / _file_name(account) / "chat"
        self._handles: dict[str, TextIO] = {}

    def _file(self, channel: str) -> Path:
        return self.folder / f"{_file_name(channel)}.jsonl"

    def append(self, line: ChatLine) -> None:
        """Write one line at once (flushed: a crash loses nothing); the channel's file stays open."""
        handle = self._handles.get(line.channel)
        if handle is None or handle.closed:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle = self._handles[line.channel] = open(self._file(line.channel), "a", encoding="utf-8")
        record = {"channel": line.channel, "kind": line.kind, "sender": line.sender, "text": line.text,
                  "own": line.own, "when": line.when}
        handle.write(json.dumps(record, ensure_ascii=False) + "\n")
        handle.flush()

    def close(self) -> None:
        for handle in self._handles.values():
            handle.close()
        self._handles.clear()

    def load(self, channel: str, limit: int = 500) -> list[ChatLine]:
        """The last ``limit`` lines of a channel; damaged lines are skipped."""
        try:
            text = self._file(channel).read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return []
        lines = []
        for raw in text.splitlines()[-limit:]:
            try:
                data = json.loads(raw)
                lines.append(ChatLine(str(data["channel"]), str(data["kind"]), str(data["sender"]),
                                      str(data["text"]), bool(data.get("own")), float(data["when"])))
            except (ValueError, KeyError, TypeError):
                continue
        return lines

    def channels(self) -> list[str]:
        if not self.folder.exists():
            return []
        return sorted(p.stem for p in self.folder.glob("*.jsonl"))
