"""Match records on disk, written action by action, and the library's list of them. No Qt.

Where
    One file per match, ``records/<id>.jsonl`` in the data folder (:func:`fibsgui.paths.data_dir`);
    ``<id>`` is the record's :attr:`MatchInfo.id`.

Format (version 1, :data:`VERSION`)
    UTF-8 JSON lines, each a JSON object ended by ``\\n`` alone; the file is only ever appended to:

    * the first line, the header: ``{"format": "fibsgui-match", "version": 1, "info": {...}}``
      with the match's information (:meth:`MatchInfo.to_dict`: players, server, the owner's side,
      ratings and experience before, length, rules, dates in UTC ISO 8601, how it was recorded);
    * a game begins: ``{"game": {"game": 2, "score": [1, 0], "crawford": true, "position":
      ["4HPwATDgc/ABMA", 0], "cube": 2, "owner": 1}`` (:meth:`Game.to_dict`; only ``game`` and
      ``score`` always, the rest when they are not the usual start);
    * an action of the game begun last: ``{"a": "move", "s": 0, "p": "24/18 18/13*"}``
      (:meth:`Action.to_dict`: ``a`` kind, ``s`` side, ``d`` dice, ``p`` the play step by step in
      gnubg's notation, ``c`` cube, ``r`` resignation, ``n`` points, ``h`` how a game ended);
    * the information changed: ``{"info": {"rating_after": [1612.3, 1498.0], "outcome": "won",
      "winner": 0, "ended": "2024-05-01T21:02:11Z"}}`` (the fields changed; later lines win).

    Keys not known are ignored, so that a later version may add some; a file whose ``version``
    is higher than this one's is refused in words (:attr:`LoadResult.problem`), never guessed at.

Crash safety
    Each line is written whole, flushed and ``fsync``-ed before the game goes on: a crash or a power
    loss costs at most the line being written. Reading takes every complete line: a last line cut
    short is left out, a line that is not JSON or not a known kind is skipped and counted
    (:attr:`LoadResult.skipped`); neither stops the rest. A file that does not end with ``\\n`` gets
    one before a resumed record appends, so the piece cut short stays alone on its line.

Failures
    A record that cannot be written (full disk, a folder that cannot be made) says so once,
    through ``on_problem(path, error)``, and goes on in memory; writing never raises into the game.

One writer
    A record is written under a lock of the operating system on its file (:mod:`fibsgui.filelock`),
    held from the journal's first write (or its :meth:`RecordJournal.resume`) until it is closed,
    and let go by the system when the process ends however it ends. A second writer of the same
    record (another copy of fibsgui on the same data folder) is refused: it says so once through
    ``on_problem`` with :class:`RecordBusy` and appends nothing, so two writers never interleave
    their lines in one record.

A match with no action
    A record in which the owner did nothing but roll and no game ended (a match begun and given up
    before the owner moved, doubled, answered or resigned: :func:`played`) is not kept: :meth:`RecordJournal.discard` removes
    it when it is closed, and the library's summaries say so (:attr:`RecordSummary.played`) for
    those left by older versions.

Bounds
    A file larger than :data:`MAX_FILE` is read up to that size; a line longer than
    :data:`MAX_LINE` is skipped unread. Reading is linear in the size read.

The library
    :class:`RecordLibrary` lists the records' summaries (date, server, players, length, score,
    result, rating change) for the library window. It keeps them in ``records/index.json`` by each
    file's size and modification time, and reads again only files that changed, so listing
    10,000 records costs a directory scan and one small JSON file (see ``benchmarks/records.py``).
    The index is a cache: deleting it loses nothing.
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from fibsgui import paths
from fibsgui.bg import Position
from fibsgui.filelock import try_lock
from fibsgui.records.model import (
    MAX_ACTIONS,
    MAX_GAMES,
    Action,
    ActionKind,
    Game,
    MatchInfo,
    MatchRecord,
    RecordError,
)
from fibsgui.safefile import ends_without_newline, write_atomically

FORMAT = "fibsgui-match"
VERSION = 1
SUFFIX = ".jsonl"
FOLDER = "records"
INDEX = "index.json"
#: The largest record file read (a 25-point match is some tens of kilobytes).
MAX_FILE = 16 * 1024 * 1024
#: The longest line read; a longer one is skipped.
MAX_LINE = 64 * 1024

Problem = Callable[[Path, OSError], None]


class RecordBusy(OSError):
    """The record is being written by another copy of fibsgui (its file is locked)."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EBUSY, "another copy of fibsgui is writing this match record", str(path))


def played(record: MatchRecord) -> bool:
    """Whether anything was played in the match of ``record``: a game ended or a winner told, or
    an action other than a roll by the owner (by either side in a watched match). A match begun
    and left before the owner moved, doubled, answered or resigned was not played."""
    if record.info.outcome == "won":
        return True
    me = record.info.me
    return any(action.kind == ActionKind.END or (action.kind != ActionKind.ROLL and me in (None, action.side))
               for game in record.games for action in game.actions)


def _side_of(line: bytes) -> int | None:
    """The side of an action line (``{"a":"move","s":0,...}``), read without parsing it."""
    at = line.find(b'"s":')
    if at < 0 or at + 4 >= len(line):
        return None
    return {48: 0, 49: 1}.get(line[at + 4])


def records_dir(root: Path | None = None) -> Path:
    """The folder of the records: ``records`` in the data folder (or below ``root``)."""
    return (root or paths.data_dir()) / FOLDER


def _dumps(data: dict) -> bytes:
    # ensure_ascii: the file holds ASCII only, so no character of a name can pass for a line break
    return (json.dumps(data, ensure_ascii=True, separators=(",", ":")) + "\n").encode("ascii")


# -- reading ----------------------------------------------------------------------------------------
@dataclass
class LoadResult:
    """What reading a record file found: the ``record`` (``None`` when there is none to use), how
    many lines were ``skipped`` (not JSON, not a known kind, not valid), whether the last line was
    ``cut`` short, and a ``problem`` in words when the file cannot be used at all."""

    record: MatchRecord | None = None
    skipped: int = 0
    cut: bool = False
    problem: str = ""
    size: int = 0
    #: How many action lines were read (with ``summary``, counted without being read).
    actions: int = 0
    #: With ``summary``: whether an action line other than a roll or an end, of the owner (of
    #: either side when there is none), was counted unread.
    acted: bool = False


def _lines(handle: BinaryIO, limit: int) -> tuple[list[bytes | None], bool]:
    """The complete lines of at most ``limit`` bytes (``None`` for one too long) and whether the
    last line was cut short."""
    lines: list[bytes | None] = []
    read = 0
    while read < limit:
        line = handle.readline(min(MAX_LINE + 1, limit - read))
        if not line:
            return lines, False
        read += len(line)
        if not line.endswith(b"\n"):
            if len(line) > MAX_LINE:
                lines.append(None)
                while read < limit:  # the rest of the long line
                    rest = handle.readline(min(MAX_LINE + 1, limit - read))
                    read += len(rest)
                    if not rest or rest.endswith(b"\n"):
                        break
                continue
            return lines, True
        lines.append(line)
    return lines, False


_ACTION = b'{"a":"'
_END = b'{"a":"end"'
_ROLL = b'{"a":"roll"'


def parse(data: bytes | list[bytes | None], cut: bool = False, summary: bool = False) -> LoadResult:
    """Read a record from its bytes (or its lines, as :func:`load` splits them).

    ``summary``: for the library's list, read only what a summary needs (the information, the
    games' starts and ends) and count the other actions (:attr:`LoadResult.actions`) unread."""
    if isinstance(data, (bytes, bytearray)):
        size = len(data)
        raw = bytes(data[:MAX_FILE])
        parts = raw.split(b"\n")
        cut = bool(parts[-1])
        lines: list[bytes | None] = [p if len(p) <= MAX_LINE else None for p in parts[:-1]]
    else:
        lines, size = data, 0
    result = LoadResult(cut=cut, size=size)
    if not lines:
        result.problem = "the record is empty" if not cut else "the record's first line is cut short"
        return result
    try:
        header = json.loads(lines[0]) if lines[0] is not None else None
    except (ValueError, RecursionError):
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        result.problem = "not a fibsgui match record"
        return result
    version = header.get("version")
    if type(version) is not int or version < 1:
        result.problem = "not a fibsgui match record (no version)"
        return result
    if version > VERSION:
        result.problem = (f"written by a later version of fibsgui (record format {version}; this "
                          f"version reads format {VERSION})")
        return result
    try:
        info = MatchInfo.from_dict(header.get("info"))
    except (RecordError, TypeError) as exc:
        result.problem = f"the record's information cannot be read: {exc}"
        return result
    record = MatchRecord(info)
    changes: dict = {}
    sides = (0, 1) if info.me is None else (info.me,)
    for line in lines[1:]:
        if summary and line is not None and line.startswith(_ACTION) and not line.startswith(_END):
            result.actions += 1
            if not result.acted and not line.startswith(_ROLL) and _side_of(line) in sides:
                result.acted = True  # looked for until found: a few lines into a match played
            continue
        if not _apply_line(record, line, changes):
            result.skipped += 1
        elif line is not None and line.startswith(_ACTION):
            result.actions += 1
    if changes:
        try:
            record.info = info.updated(changes)
        except (RecordError, TypeError):
            result.skipped += 1
    result.record = record
    return result


def _apply_line(record: MatchRecord, line: bytes | None, changes: dict) -> bool:
    if line is None:
        return False
    if not line.strip():
        return True
    try:
        data = json.loads(line)
    except (ValueError, RecursionError):
        return False
    if not isinstance(data, dict):
        return False
    try:
        if "a" in data:
            if not record.games or len(record.games[-1].actions) >= MAX_ACTIONS:
                return False
            record.games[-1].actions.append(Action.from_dict(data))
        elif "game" in data:
            if len(record.games) >= MAX_GAMES:
                return False
            record.games.append(Game.from_dict(data["game"]))
        elif "info" in data and isinstance(data["info"], dict):
            merged = dict(changes)
            merged.update(data["info"])
            record.info.updated(merged)  # only changes that make valid information are kept
            changes.clear()
            changes.update(merged)
        else:
            return False
    except (RecordError, TypeError, KeyError):
        return False
    return True


def load(path: Path, summary: bool = False) -> LoadResult:
    """Read the record in ``path`` (see the module docs); never raises for what the file holds,
    and for a file that cannot be opened says why in :attr:`LoadResult.problem`. ``summary``: as
    :func:`parse` has it."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            lines, cut = _lines(handle, MAX_FILE)
    except OSError as exc:
        return LoadResult(problem=exc.strerror or str(exc))
    result = parse(lines, cut, summary)
    result.size = size
    return result


# -- writing ----------------------------------------------------------------------------------------
class RecordJournal:
    """A record being written: every change is made to :attr:`record` and appended to the file at
    once (see the module docs). Use :meth:`create` for a new match, :meth:`resume` to go on with
    one on disk. ``new_game``, ``append`` and ``update_info`` are :class:`MatchRecord`'s."""

    def __init__(self, record: MatchRecord, path: Path, on_problem: Problem | None = None) -> None:
        self.record = record
        self.path = Path(path)
        self.on_problem = on_problem
        #: Why writing stopped (``None`` while it writes).
        self.error: OSError | None = None
        self._handle: BinaryIO | None = None

    @classmethod
    def create(cls, info: MatchInfo, folder: Path | None = None,
               on_problem: Problem | None = None) -> "RecordJournal":
        """A new record of a match, its header written at once (never over another file)."""
        folder = folder if folder is not None else records_dir()
        journal = cls(MatchRecord(info), folder / f"{info.id}{SUFFIX}", on_problem)
        journal._write({"format": FORMAT, "version": VERSION, "info": info.to_dict()}, mode="xb")
        return journal

    @classmethod
    def resume(cls, path: Path, on_problem: Problem | None = None) -> tuple["RecordJournal | None", LoadResult]:
        """Go on with the record in ``path``: what it holds is read and what follows is appended.
        ``None`` (with the reason in the result's ``problem``) when the file cannot be used."""
        result = load(path)
        if result.record is None:
            return None, result
        journal = cls(result.record, path, on_problem)
        journal._open("ab")  # the lock first: a record another copy writes is refused at once
        return journal, result

    @property
    def saving(self) -> bool:
        return self.error is None

    def _open(self, mode: str) -> None:
        """Open the file to write, under its lock (said through ``on_problem`` when refused)."""
        if self.error is not None or self._handle is not None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(self.path, mode)
            try:
                if not try_lock(handle):
                    raise RecordBusy(self.path)
                if mode == "ab" and ends_without_newline(self.path):
                    handle.write(b"\n")
            except BaseException:
                handle.close()
                raise
            self._handle = handle
        except OSError as exc:
            self._stop(exc)

    def _write(self, data: dict, mode: str = "ab") -> None:
        self._open(mode)
        if self.error is not None or self._handle is None:
            return
        try:
            self._handle.write(_dumps(data))
            self._handle.flush()
            os.fsync(self._handle.fileno())
        except OSError as exc:
            self._stop(exc)

    def _stop(self, error: OSError) -> None:
        self.error = error
        self.close()
        if self.on_problem is not None:
            self.on_problem(self.path, error)

    def new_game(self, number: int | None = None, score: tuple[int, int] | None = None,
                 crawford: bool | None = None, position: Position | None = None, cube: int = 1,
                 cube_owner: int | None = None) -> Game:
        game = self.record.new_game(number, score, crawford, position, cube, cube_owner)
        self._write({"game": game.to_dict()})
        return game

    def append(self, action: Action) -> None:
        self.record.append(action)
        self._write(action.to_dict())

    def update_info(self, **changes: object) -> MatchInfo:
        before = self.record.info.to_dict()
        info = self.record.update_info(**changes)
        after = info.to_dict()
        self._write({"info": {k: v for k, v in after.items() if before.get(k) != v}})
        return info

    def close(self) -> None:
        if self._handle is not None:
            try:
                self._handle.close()
            except OSError:
                pass  # said once in _stop, or the lines were fsync-ed already
            self._handle = None

    def discard(self) -> bool:
        """Close the record and remove its file when nothing happened in its match (see
        :func:`played`; a record this journal may not write is left alone). True when removed."""
        if played(self.record) or self.error is not None:
            self.close()
            return False
        try:
            os.unlink(self.path)  # while locked: no other writer can take it in between
            removed = True
        except FileNotFoundError:
            removed = True
        except OSError:
            removed = False
        self.close()
        return removed


# -- the library ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RecordSummary:
    """One row of the library: what the window shows of a record without loading it."""

    id: str
    file: str
    started: str
    ended: str
    server: str
    players: tuple[str, str]
    me: int | None
    length: int
    score: tuple[int, int]
    games: int
    actions: int
    outcome: str
    winner: int | None
    recorded: str
    rating_change: float | None
    problem: str = ""
    #: Whether anything happened in the match (see :func:`played`): a record without is not listed.
    played: bool = True

    @classmethod
    def of(cls, record: MatchRecord, file: str, actions: int | None = None,
           acted: bool = False) -> "RecordSummary":
        """The summary of ``record``; ``actions`` and ``acted``: how many actions it holds, and
        whether the owner did more than roll, when they were counted unread (:func:`parse`'s
        ``summary``)."""
        info = record.info
        change = info.rating_change(info.me) if info.me is not None else None
        was_played = played(record)
        if actions is None:
            actions = record.action_count()
        else:
            was_played = was_played or acted
        return cls(id=info.id, file=file, started=info.started, ended=info.ended, server=info.server,
                   players=info.players, me=info.me, length=info.length, score=record.score,
                   games=len(record.games), actions=actions,
                   outcome=info.outcome,
                   winner=info.winner, recorded=info.recorded, rating_change=change, played=was_played)

    def to_list(self) -> list:
        return [self.id, self.started, self.ended, self.server, list(self.players), self.me, self.length,
                list(self.score), self.games, self.actions, self.outcome, self.winner, self.recorded,
                self.rating_change, self.problem, self.played]

    @classmethod
    def from_list(cls, file: str, row: list) -> "RecordSummary":
        (id_, started, ended, server, players, me, length, score, games, actions, outcome, winner,
         recorded, change, problem, was_played) = row
        return cls(id=str(id_), file=file, started=str(started), ended=str(ended), server=str(server),
                   players=(str(players[0]), str(players[1])), me=me if me in (0, 1) else None,
                   length=int(length), score=(int(score[0]), int(score[1])), games=int(games),
                   actions=int(actions), outcome=str(outcome), winner=winner if winner in (0, 1) else None,
                   recorded=str(recorded), rating_change=None if change is None else float(change),
                   problem=str(problem), played=bool(was_played))


INDEX_VERSION = 2  # 2: a summary says whether its match was played


@dataclass
class RecordLibrary:
    """The records in a folder (the data folder's ``records`` by default) and their summaries."""

    folder: Path = field(default_factory=records_dir)
    on_problem: Problem | None = None

    def path_of(self, record_id: str) -> Path:
        return self.folder / f"{record_id}{SUFFIX}"

    def summaries(self) -> list[RecordSummary]:
        """Every record's summary, newest first; files that changed since the index was written
        are read again and the index brought up to date (a failure to write it is not fatal:
        it is a cache)."""
        index = self._read_index()
        fresh: dict[str, list] = {}
        out: list[RecordSummary] = []
        changed = False
        try:
            entries = list(os.scandir(self.folder))
        except OSError:
            return []
        for entry in entries:
            name = entry.name
            if not name.endswith(SUFFIX) or name.startswith("."):
                continue
            try:
                stat = entry.stat()
            except OSError:
                continue
            key = [stat.st_size, stat.st_mtime_ns]
            known = index.get(name)
            summary = None
            if isinstance(known, list) and len(known) == 2 and known[0] == key:
                try:
                    summary = RecordSummary.from_list(name, known[1])
                except (ValueError, TypeError, IndexError, KeyError):
                    summary = None
            if summary is None:
                changed = True
                result = load(Path(entry.path), summary=True)
                if result.record is not None:
                    summary = RecordSummary.of(result.record, name, result.actions, result.acted)
                else:
                    summary = RecordSummary(id=name[:-len(SUFFIX)], file=name, started="", ended="", server="",
                                            players=("", ""), me=None, length=0, score=(0, 0), games=0,
                                            actions=0, outcome="", winner=None, recorded="", rating_change=None,
                                            problem=result.problem)
            fresh[name] = [key, summary.to_list()]
            out.append(summary)
        if changed or len(fresh) != len(index):
            try:
                write_atomically(self.folder / INDEX,
                                 json.dumps({"version": INDEX_VERSION, "files": fresh}).encode("utf-8"))
            except OSError:
                pass  # the index is only a cache; the records themselves are there
        out.sort(key=lambda s: (s.started, s.id), reverse=True)
        return out

    def _read_index(self) -> dict:
        try:
            with open(self.folder / INDEX, "rb") as handle:
                data = json.loads(handle.read(64 * 1024 * 1024))
        except (OSError, ValueError, RecursionError):
            return {}
        if not isinstance(data, dict) or data.get("version") != INDEX_VERSION or not isinstance(data.get("files"), dict):
            return {}
        return data["files"]

    def load(self, record_id: str) -> LoadResult:
        return load(self.path_of(record_id))

    def unfinished(self, server: str, players: tuple[str, str]) -> RecordSummary | None:
        """The latest record of a match between ``players`` (either way round, any case) on
        ``server`` that was left unfinished or saved to be resumed: the one a resumed match goes
        on with."""
        wanted = {players[0].lower(), players[1].lower()}
        for summary in self.summaries():
            if (summary.server == server and summary.outcome in ("", "saved") and not summary.problem
                    and {summary.players[0].lower(), summary.players[1].lower()} == wanted):
                return summary
        return None
