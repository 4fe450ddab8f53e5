"""The player's rating over time, per account: a point at each login and at each match's end. No Qt.

Where
    One file per account, ``ratings/<account>.jsonl`` in the data folder; ``<account>`` is the
    account as :attr:`fibsgui.models.server.ServerLink.account` names it (``name@host:port``), with
    every character other than letters, digits, ``.``, ``-``, ``_`` and ``@`` written as ``%XX``
    (its byte in hexadecimal), so that no account names a path outside the folder.

Format (version 1)
    UTF-8 JSON lines, appended to only, each flushed and ``fsync``-ed (a crash loses at most the
    line being written): the first line ``{"format": "fibsgui-ratings", "version": 1, "account":
    "alice@fibs.com:4321"}``, then one line a point::

        {"t": "2024-05-01T20:15:02Z", "rating": 1612.3, "experience": 412, "event": "login"}
        {"t": "...", "rating": 1620.1, "experience": 413, "event": "match", "opponent": "bob",
         "result": "won", "change": 7.8, "length": 5, "record": "<the match record's id>"}

    ``event`` is ``login`` or ``match``; ``result`` ``won`` or ``lost``; ``experience`` may be
    missing (bgammon.org has none). Reading takes every complete line it understands, skips the
    others and a last line cut short, and reads at most :data:`MAX_FILE` bytes: linear, bounded,
    never raising for what a file holds.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from fibsgui import paths
from fibsgui.records.model import MAX_TEXT
from fibsgui.safefile import ends_without_newline

FORMAT = "fibsgui-ratings"
VERSION = 1
FOLDER = "ratings"
SUFFIX = ".jsonl"
#: The largest file read: some hundred thousand points.
MAX_FILE = 16 * 1024 * 1024
MAX_LINE = 4096
EVENTS = ("login", "match")
RESULTS = ("", "won", "lost")
_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_@")


def ratings_dir(root: Path | None = None) -> Path:
    return (root or paths.data_dir()) / FOLDER


def file_name(account: str) -> str:
    """The file name of ``account``'s history (see the module docs)."""
    out = []
    for char in account[:MAX_TEXT]:
        if char in _SAFE:
            out.append(char)
        else:
            out.extend(f"%{byte:02X}" for byte in char.encode("utf-8"))
    name = "".join(out)
    return (name if name and not name.startswith(".") else "%" + name) + SUFFIX


def account_of(name: str) -> str:
    """The account a file name stands for (the inverse of :func:`file_name`)."""
    stem = name[:-len(SUFFIX)] if name.endswith(SUFFIX) else name
    raw = bytearray()
    i = 0
    while i < len(stem):
        code = stem[i + 1:i + 3]
        if stem[i] == "%" and len(code) == 2 and all(c in "0123456789ABCDEF" for c in code):
            raw.append(int(code, 16))
            i += 3
        elif stem[i] == "%":
            i += 1  # the mark of a name that began with a dot or was empty
        else:
            raw.extend(stem[i].encode("utf-8"))
            i += 1
    return raw.decode("utf-8", "replace")


@dataclass(frozen=True)
class RatingPoint:
    """The rating (and experience, where the server has one) at a moment: ``when`` UTC, ISO 8601."""

    when: str
    rating: float
    experience: int | None = None
    event: str = "login"
    opponent: str = ""
    result: str = ""
    change: float | None = None
    length: int | None = None
    record: str = ""

    def to_dict(self) -> dict:
        data: dict = {"t": self.when, "rating": self.rating, "event": self.event}
        if self.experience is not None:
            data["experience"] = self.experience
        if self.event == "match":
            data.update(opponent=self.opponent, result=self.result)
            if self.change is not None:
                data["change"] = self.change
            if self.length is not None:
                data["length"] = self.length
            if self.record:
                data["record"] = self.record
        return data

    @classmethod
    def from_dict(cls, data: object) -> "RatingPoint | None":
        """The point in ``data``, or ``None`` when it is not one."""
        if not isinstance(data, dict):
            return None
        when, rating, event = data.get("t"), data.get("rating"), data.get("event", "login")
        if not isinstance(when, str) or type(rating) not in (int, float) or rating != rating or abs(rating) > 1e7:
            return None
        if event not in EVENTS:
            return None
        experience = data.get("experience")
        if experience is not None and (type(experience) is not int or not 0 <= experience < 10**9):
            return None
        change = data.get("change")
        if change is not None and (type(change) not in (int, float) or change != change or abs(change) > 1e7):
            return None
        length = data.get("length")
        if length is not None and (type(length) is not int or not 0 <= length < 1000):
            return None
        texts = [data.get(key, "") for key in ("opponent", "result", "record")]
        if not all(isinstance(text, str) for text in texts) or texts[1] not in RESULTS:
            return None
        return cls(when=when[:40], rating=float(rating), experience=experience, event=event,
                   opponent=texts[0][:MAX_TEXT], result=texts[1], change=None if change is None else float(change),
                   length=length, record=texts[2][:MAX_TEXT])


def read(path: Path) -> list[RatingPoint]:
    """The points in ``path``, oldest first (see the module docs); an empty list when there is
    no file or it cannot be read."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_FILE)
    except OSError:
        return []
    points: list[RatingPoint] = []
    lines = data.split(b"\n")
    for number, line in enumerate(lines[:-1]):  # the last piece is cut short (or empty)
        if not line.strip() or len(line) > MAX_LINE:
            continue
        try:
            value = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if number == 0 and isinstance(value, dict) and value.get("format") == FORMAT:
            version = value.get("version")
            if type(version) is not int or version > VERSION:
                return []  # a later format: not guessed at
            continue
        point = RatingPoint.from_dict(value)
        if point is not None:
            points.append(point)
    return points


class RatingHistory:
    """The rating histories in a folder (the data folder's ``ratings`` by default)."""

    def __init__(self, folder: Path | None = None, on_problem=None) -> None:
        self.folder = Path(folder) if folder is not None else ratings_dir()
        #: ``on_problem(path, error)``: a point that could not be written (said by the caller once).
        self.on_problem = on_problem

    def path_of(self, account: str) -> Path:
        return self.folder / file_name(account)

    def accounts(self) -> list[str]:
        """The accounts with a history, in the order of their names."""
        try:
            names = sorted(entry.name for entry in os.scandir(self.folder)
                           if entry.name.endswith(SUFFIX) and not entry.name.startswith("."))
        except OSError:
            return []
        return [account_of(name) for name in names]

    def points(self, account: str) -> list[RatingPoint]:
        return read(self.path_of(account))

    def add(self, account: str, point: RatingPoint) -> bool:
        """Append ``point`` to ``account``'s history (the header first for a new file); False when
        it could not be written (``on_problem`` is told)."""
        path = self.path_of(account)
        lines = []
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            with open(path, "ab") as handle:
                end = handle.seek(0, os.SEEK_END)
                if end == 0:
                    lines.append({"format": FORMAT, "version": VERSION, "account": account[:MAX_TEXT]})
                lines.append(point.to_dict())
                data = b"".join(json.dumps(line, ensure_ascii=True, separators=(",", ":")).encode("ascii") + b"\n"
                                for line in lines)
                if end and ends_without_newline(path):
                    data = b"\n" + data  # a line cut short stays alone on its line
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as exc:
            if self.on_problem is not None:
                self.on_problem(path, exc)
            return False
        return True
