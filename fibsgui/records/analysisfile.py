"""A match's analysis kept beside its record, so that reopening the match shows it without
analysing again. No Qt.

Where
    The analysis of a library record ``records/<id>.jsonl`` is ``records/<id>.analysis.json``
    (:func:`fibsgui.records.analysed.analysis_path`: the library's "Analysed" column looks for
    it); the analysis of another match file (a ``.mat`` or an SGF opened for review) is that file's
    name followed by ``.analysis.json`` (:func:`analysis_file_for`).

Format (version 1, :data:`VERSION`)
    One UTF-8 JSON object, written whole and atomically (:func:`fibsgui.safefile.write_atomically`:
    a file that is there is a whole analysis)::

        {"format": "fibsgui-analysis", "version": 1, "record": "<record id>",
         "games": [{"game": 0, "actions": 57, "digest": "…", "complete": true, "plies": 0,
                    "cube_plies": 1, "chances": [0.5, 0.52, null, …]}, …],
         "actions": [{"g": 0, "i": 3, "s": 1, "checker": {…}, "cube": {…}, "luck": {…}}, …]}

    * ``games``: each game analysed, with how many of its actions the record had then
      (``actions``), a digest of those actions (``digest``: the analysis belongs to these moves),
      whether the analysis of the game ran to its end (``complete``: not cancelled), the look-ahead,
      and ``chances``: the first player's (side 0's) cubeless chance to win the game at each moment
      of the game (its start, then after each action; ``null`` where not known);
    * ``actions``: every action analysed (:class:`fibsgui.engine.analysis.ActionAnalysis`), its
      game ``g`` and index ``i`` in the game, with the checker play's alternatives, the cube
      decision's equities and the roll's luck. Plays are written step by step in gnubg's
      notation, as the record writes them. Players' totals are not written: they are the sum of
      the actions, added up again when the file is read.

    Keys not known are ignored; a higher ``version`` is refused in words, never guessed at.

A record that grew since (a match watched or played on) leaves its analysis *partial*:
:func:`coverage_of` tells which games are analysed whole, which had actions added since, which
are not analysed; a game whose first moves are no longer those analysed (a different match under
the same name) has its analysis left out.

Reading is bounded (:data:`MAX_FILE`) and linear; anything that is not as written here is refused
with the reason in words (:class:`AnalysisFileError`), never raised as anything else.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fibsgui.bg import BackgammonError, Play
from fibsgui.engine.analysis import (
    ActionAnalysis,
    Alternative,
    Analysis,
    CheckerAnalysis,
    CubeAnalysis,
    CubeEquities,
    CubeKind,
    LuckAnalysis,
)
from fibsgui.records.analysed import ANALYSIS_SUFFIX, analysis_path
from fibsgui.records.model import MatchRecord
from fibsgui.safefile import write_atomically

FORMAT = "fibsgui-analysis"
VERSION = 1
#: The largest analysis file read (a 25-point match's analysis is a few megabytes).
MAX_FILE = 64 * 1024 * 1024


class AnalysisFileError(ValueError):
    """An analysis file that cannot be used: the reason in words."""


@dataclass
class GameAnalysis:
    """One game's analysis: what it covers and side 0's chances at each moment."""

    game: int
    actions: int  # how many actions the game had when analysed
    digest: str  # of those actions
    complete: bool  # the analysis went through all of them
    plies: int
    cube_plies: int
    chances: list[float | None] = field(default_factory=list)


@dataclass
class SavedAnalysis:
    """A match's analysis as kept: per game (:class:`GameAnalysis`) and per action."""

    record: str
    games: dict[int, GameAnalysis] = field(default_factory=dict)
    actions: list[ActionAnalysis] = field(default_factory=list)

    def merged(self, newer: "SavedAnalysis") -> "SavedAnalysis":
        """This analysis with the games of ``newer`` put in place of its own."""
        replaced = set(newer.games)
        games = {g: a for g, a in self.games.items() if g not in replaced}
        games.update(newer.games)
        actions = [a for a in self.actions if a.game not in replaced] + list(newer.actions)
        actions.sort(key=lambda a: (a.game, a.index))
        return SavedAnalysis(newer.record or self.record, dict(sorted(games.items())), actions)

    def analysis(self, games: set[int] | None = None) -> Analysis:
        """The :class:`Analysis` of the games (all by default): actions and each player's totals."""
        plies = max((g.plies for g in self.games.values()), default=0)
        cube_plies = max((g.cube_plies for g in self.games.values()), default=1)
        result = Analysis(plies, cube_plies)
        for action in self.actions:
            if games is None or action.game in games:
                result.add(action)
        result.complete = all(g.complete for g in self.games.values())
        return result


@dataclass(frozen=True)
class Coverage:
    """How far a saved analysis covers a record: games analysed to their end (``whole``), games
    with actions added since (``grown``), games analysed only in part because it was stopped
    (``stopped``), games not analysed (``missing``), games whose analysis is of other moves and
    was left out (``stale``)."""

    whole: tuple[int, ...]
    grown: tuple[int, ...]
    stopped: tuple[int, ...]
    missing: tuple[int, ...]
    stale: tuple[int, ...]

    @property
    def complete(self) -> bool:
        return not (self.grown or self.stopped or self.missing or self.stale)

    @property
    def empty(self) -> bool:
        return not (self.whole or self.grown or self.stopped)


# -- what a game's analysis belongs to ----------------------------------------------------------------
def digest(record: MatchRecord, game: int, count: int | None = None) -> str:
    """A digest of the first ``count`` actions of game ``game`` (all by default), with the game's
    start (score, cube, position)."""
    g = record.games[game]
    actions = g.actions if count is None else g.actions[:count]
    text = json.dumps([g.to_dict(), [a.to_dict() for a in actions]], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def coverage_of(saved: SavedAnalysis | None, record: MatchRecord) -> Coverage:
    whole, grown, stopped, missing, stale = [], [], [], [], []
    for index, game in enumerate(record.games):
        kept = saved.games.get(index) if saved is not None else None
        if kept is None:
            missing.append(index)
        elif kept.actions > len(game.actions) or digest(record, index, kept.actions) != kept.digest:
            stale.append(index)
        elif not kept.complete:
            stopped.append(index)
        elif kept.actions < len(game.actions):
            grown.append(index)
        else:
            whole.append(index)
    return Coverage(tuple(whole), tuple(grown), tuple(stopped), tuple(missing), tuple(stale))


def usable(saved: SavedAnalysis, record: MatchRecord) -> SavedAnalysis:
    """``saved`` without the games whose analysis is of other moves than the record's."""
    stale = set(coverage_of(saved, record).stale) | {g for g in saved.games if g >= len(record.games)}
    if not stale:
        return saved
    return SavedAnalysis(saved.record, {g: a for g, a in saved.games.items() if g not in stale},
                         [a for a in saved.actions if a.game not in stale])


# -- where ----------------------------------------------------------------------------------------------
def analysis_file_for(record: MatchRecord, path: str | os.PathLike | None) -> Path | None:
    """Where the analysis of ``record`` read from ``path`` is kept: beside a library record
    (``<id>.analysis.json``), or the match file's name followed by ``.analysis.json``; for a record
    with no file (``path`` None), beside it in the library's folder. None where there is no place."""
    if path is None:
        return analysis_path(record.info.id) if record.info.id else None
    path = Path(path)
    if path.suffix.lower() == ".jsonl":
        return analysis_path(path.stem, path.parent)
    return path.with_name(path.name + ANALYSIS_SUFFIX)


# -- to and from JSON -------------------------------------------------------------------------------------
def _steps(play: Play) -> str:
    return " ".join(str(move) for move in play)


def _number(value: float) -> float:
    return round(float(value), 6)


def _chances(chances: Any) -> list | None:
    if chances is None:
        return None
    return [None if c is None else _number(c) for c in chances]


def _checker(c: CheckerAnalysis) -> dict:
    return {"side": c.side, "dice": list(c.dice), "play": _steps(c.play), "equity": _number(c.equity),
            "best": _number(c.best_equity), "loss": _number(c.loss), "cost": _number(c.cost), "rank": c.rank,
            "legal": c.legal, "plies": c.plies,
            "alternatives": [{"play": _steps(a.play), "equity": _number(a.equity), "loss": _number(a.loss),
                              "chances": _chances(a.chances)} for a in c.alternatives]}


def _cube(c: CubeAnalysis) -> dict:
    e = c.equities
    return {"side": c.side, "kind": c.kind.value, "no_double": _number(e.no_double),
            "double_take": _number(e.double_take), "double_pass": _number(e.double_pass),
            "equities_side": e.side, "plies": e.plies, "loss": _number(c.loss), "cost": _number(c.cost),
            "counted": c.counted}


def _luck(luck: LuckAnalysis) -> dict:
    return {"side": luck.side, "dice": list(luck.dice), "luck": _number(luck.luck), "cost": _number(luck.cost)}


def to_bytes(saved: SavedAnalysis) -> bytes:
    games = [{"game": g.game, "actions": g.actions, "digest": g.digest, "complete": g.complete,
              "plies": g.plies, "cube_plies": g.cube_plies,
              "chances": [None if c is None else _number(c) for c in g.chances]} for g in saved.games.values()]
    actions = []
    for a in saved.actions:
        data: dict = {"g": a.game, "i": a.index, "s": a.side}
        if a.checker is not None:
            data["checker"] = _checker(a.checker)
        if a.cube is not None:
            data["cube"] = _cube(a.cube)
        if a.luck is not None:
            data["luck"] = _luck(a.luck)
        actions.append(data)
    document = {"format": FORMAT, "version": VERSION, "record": saved.record, "games": games, "actions": actions}
    return json.dumps(document, separators=(",", ":"), allow_nan=False).encode("utf-8")


def _int(data: dict, key: str, low: int = 0, high: int = 1 << 20) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise AnalysisFileError(f"{key} is not a number from {low} to {high}")
    return value


def _float(data: dict, key: str) -> float:
    value = data.get(key)
    if type(value) not in (int, float) or not math.isfinite(value) or abs(value) > 1e6:
        raise AnalysisFileError(f"{key} is not a number")
    return float(value)


def _dice(data: dict) -> tuple[int, int]:
    dice = data.get("dice")
    if not isinstance(dice, list) or len(dice) != 2 or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
        raise AnalysisFileError("dice are not two numbers from 1 to 6")
    return dice[0], dice[1]


def _play(data: dict) -> Play:
    text = data.get("play")
    if not isinstance(text, str) or len(text) > 100:
        raise AnalysisFileError("a play is not a play")
    try:
        return Play.from_gnubg(text)
    except BackgammonError as exc:
        raise AnalysisFileError(f"a play cannot be read: {exc}") from None


def _read_chances(value: Any) -> tuple | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 5:
        raise AnalysisFileError("chances are not five numbers")
    out = []
    for c in value:
        if c is not None and (type(c) not in (int, float) or not 0.0 <= c <= 1.0):
            raise AnalysisFileError("a chance is not a number from 0 to 1")
        out.append(None if c is None else float(c))
    return tuple(out)


def _read_checker(data: Any) -> CheckerAnalysis:
    if not isinstance(data, dict):
        raise AnalysisFileError("a checker play's analysis is not an object")
    alternatives = data.get("alternatives")
    if not isinstance(alternatives, list) or len(alternatives) > 64:
        raise AnalysisFileError("a checker play's alternatives are not a list")
    read = []
    for alternative in alternatives:
        if not isinstance(alternative, dict):
            raise AnalysisFileError("an alternative is not an object")
        read.append(Alternative(_play(alternative), _float(alternative, "equity"), _float(alternative, "loss"),
                                _read_chances(alternative.get("chances"))))
    return CheckerAnalysis(_int(data, "side", 0, 1), _dice(data), _play(data), _float(data, "equity"),
                           _float(data, "best"), _float(data, "loss"), _float(data, "cost"), _int(data, "rank", 1),
                           _int(data, "legal"), tuple(read), _int(data, "plies", 0, 8))


def _read_cube(data: Any) -> CubeAnalysis:
    if not isinstance(data, dict):
        raise AnalysisFileError("a cube decision's analysis is not an object")
    try:
        kind = CubeKind(data.get("kind"))
    except ValueError:
        raise AnalysisFileError("a cube decision's kind is not known") from None
    counted = data.get("counted")
    if type(counted) is not bool:
        raise AnalysisFileError("counted is not true or false")
    equities = CubeEquities(_int(data, "equities_side", 0, 1), _float(data, "no_double"),
                            _float(data, "double_take"), _float(data, "double_pass"), _int(data, "plies", 0, 8))
    return CubeAnalysis(_int(data, "side", 0, 1), kind, equities, _float(data, "loss"), _float(data, "cost"), counted)


def _read_luck(data: Any) -> LuckAnalysis:
    if not isinstance(data, dict):
        raise AnalysisFileError("a roll's luck is not an object")
    return LuckAnalysis(_int(data, "side", 0, 1), _dice(data), _float(data, "luck"), _float(data, "cost"))


def from_bytes(data: bytes) -> SavedAnalysis:
    """Read :func:`to_bytes`'s data; :class:`AnalysisFileError` for anything else."""
    if len(data) > MAX_FILE:
        raise AnalysisFileError("the file is larger than any analysis")
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise AnalysisFileError("the file is not an analysis (not JSON)") from None
    record, games = _head(document)
    actions_data = document.get("actions")
    if not isinstance(actions_data, list):
        raise AnalysisFileError("the analysis has no record, games or actions")
    actions = []
    for a in actions_data:
        if not isinstance(a, dict):
            raise AnalysisFileError("an action is not an object")
        game = _int(a, "g")
        if game not in games:
            raise AnalysisFileError("an action of a game not analysed")
        actions.append(ActionAnalysis(
            game, _int(a, "i"), _int(a, "s", 0, 1),
            checker=_read_checker(a["checker"]) if "checker" in a else None,
            cube=_read_cube(a["cube"]) if "cube" in a else None,
            luck=_read_luck(a["luck"]) if "luck" in a else None))
    return SavedAnalysis(record, dict(sorted(games.items())), actions)


def _head(document: Any) -> tuple[str, dict[int, GameAnalysis]]:
    """The record and the games of an analysis document (all but its actions)."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise AnalysisFileError("the file is not an analysis of fibsgui")
    version = document.get("version")
    if type(version) is not int:
        raise AnalysisFileError("the file has no version")
    if version > VERSION:
        raise AnalysisFileError(f"the analysis was written by a newer fibsgui (version {version})")
    record = document.get("record")
    games_data = document.get("games")
    if not isinstance(record, str) or not isinstance(games_data, list):
        raise AnalysisFileError("the analysis has no record, games or actions")
    games: dict[int, GameAnalysis] = {}
    for g in games_data:
        if not isinstance(g, dict):
            raise AnalysisFileError("a game is not an object")
        chances = g.get("chances", [])
        if not isinstance(chances, list) or any(
                c is not None and (type(c) not in (int, float) or not 0.0 <= c <= 1.0) for c in chances):
            raise AnalysisFileError("a game's chances are not numbers from 0 to 1")
        complete, text = g.get("complete"), g.get("digest")
        if type(complete) is not bool or not isinstance(text, str) or len(text) > 128:
            raise AnalysisFileError("a game's digest or state cannot be read")
        index = _int(g, "game")
        games[index] = GameAnalysis(index, _int(g, "actions"), text, complete, _int(g, "plies", 0, 8),
                                    _int(g, "cube_plies", 0, 8), [None if c is None else float(c) for c in chances])
    return record, games


def read(path: str | os.PathLike) -> SavedAnalysis | None:
    """The analysis kept in ``path``; None when there is none. :class:`AnalysisFileError` (the
    reason in words) when the file is there and cannot be read or used."""
    try:
        with open(path, "rb") as handle:
            if os.fstat(handle.fileno()).st_size > MAX_FILE:
                raise AnalysisFileError("the file is larger than any analysis")
            data = handle.read(MAX_FILE + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise AnalysisFileError(exc.strerror or str(exc)) from None
    return from_bytes(data)


# -- how much of its record an analysis covers, for a list of thousands --------------------------------
#: What is read first of an analysis for :func:`extent`: its list of games fits in it for all but
#: the longest matches (the actions come after it and are not needed).
HEAD = 16 * 1024
_DECODER = json.JSONDecoder()


@dataclass(frozen=True)
class Extent:
    """How much of its record an analysis covers, by its list of games (its actions not read)."""

    games: int  # games analysed
    actions: int  # their actions analysed, all games together
    complete: bool  # no game's analysis was stopped before its end

    def covers(self, games: int, actions: int) -> bool:
        """Whether it is the analysis of a whole record of ``games`` games and ``actions`` actions
        (a record that grew since, a match watched or played on, is analysed only in part)."""
        return self.complete and self.games >= games and self.actions >= actions


def extent(path: str | os.PathLike) -> Extent | None:
    """How much of its record the analysis in ``path`` covers, read from the head of the file (the
    whole file only where its list of games is longer than :data:`HEAD`). None where there is no
    file, or its head is not that of an analysis fibsgui can use (its actions are not read)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(HEAD)
            whole = len(data) < HEAD
            found = _extent(data, whole)
            if found is None and not whole:
                if os.fstat(handle.fileno()).st_size > MAX_FILE:
                    return None
                found = _extent(data + handle.read(MAX_FILE), True)
    except OSError:
        return None
    return found or None


def _extent(data: bytes, whole: bool) -> Extent | bool | None:
    """The extent of the analysis whose first bytes are ``data`` (all of them if ``whole``): None
    where its list of games goes on past them, False where it is not an analysis."""
    text = data.decode("utf-8", "replace")  # a character cut at the end of the head is past the games
    key = text.find('"games":')  # the record's name before it cannot hold this unescaped
    if key < 0:
        return False  # an analysis names its games in its first few hundred bytes
    try:
        listed, _end = _DECODER.raw_decode(text, key + len('"games":'))
        head = json.loads(text[:key] + '"games":[]}')  # what comes before the games: format, version, record
        if isinstance(head, dict):
            head["games"] = listed
        _record, games = _head(head)
    except (ValueError, RecursionError):  # AnalysisFileError is one
        return None if not whole else False
    values = games.values()
    return Extent(len(games), sum(g.actions for g in values), all(g.complete for g in values))


#: Where :func:`extents` keeps, in a library's folder, what it read of each analysis file.
EXTENT_INDEX = "analysis-index.json"
_EXTENT_INDEX_VERSION = 1


def extents(folder: str | os.PathLike) -> dict[str, Extent | None]:
    """The extent of every analysis in the library's folder ``folder``, by record id. An analysis
    not changed since the last listing (same size, time and file) is not read again: the index
    :data:`EXTENT_INDEX` remembers (it is a cache: a failure to write it costs only time)."""
    folder = Path(folder)
    index = _read_extent_index(folder / EXTENT_INDEX)
    fresh: dict[str, list] = {}
    out: dict[str, Extent | None] = {}
    changed = False
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return {}
    for entry in entries:
        name = entry.name
        if not name.endswith(ANALYSIS_SUFFIX):
            continue
        try:
            stat = entry.stat()
        except OSError:
            continue
        key = [stat.st_size, stat.st_mtime_ns, stat.st_ino]
        known = index.get(name)
        if isinstance(known, list) and len(known) == 2 and known[0] == key and _is_extent(known[1]):
            found = None if known[1] is None else Extent(*known[1])
        else:
            found = extent(entry.path)
            changed = True
        fresh[name] = [key, None if found is None else [found.games, found.actions, found.complete]]
        out[name[:-len(ANALYSIS_SUFFIX)]] = found
    if changed or len(fresh) != len(index):
        try:
            write_atomically(folder / EXTENT_INDEX,
                             json.dumps({"version": _EXTENT_INDEX_VERSION, "files": fresh}).encode("utf-8"))
        except OSError:
            pass
    return out


def _is_extent(value: Any) -> bool:
    return value is None or (isinstance(value, list) and len(value) == 3 and type(value[0]) is int
                             and type(value[1]) is int and type(value[2]) is bool)


def _read_extent_index(path: Path) -> dict:
    try:
        with open(path, "rb") as handle:
            data = json.loads(handle.read(MAX_FILE))
    except (OSError, ValueError, RecursionError):
        return {}
    if (not isinstance(data, dict) or data.get("version") != _EXTENT_INDEX_VERSION
            or not isinstance(data.get("files"), dict)):
        return {}
    return data["files"]


def write(path: str | os.PathLike, saved: SavedAnalysis) -> None:
    """Write ``saved`` to ``path`` atomically; raises :class:`OSError`."""
    write_atomically(path, to_bytes(saved))


__all__ = [
    "EXTENT_INDEX", "FORMAT", "HEAD", "MAX_FILE", "VERSION", "AnalysisFileError", "Coverage", "Extent",
    "GameAnalysis", "SavedAnalysis", "analysis_file_for", "coverage_of", "digest", "extent", "extents",
    "from_bytes", "read", "to_bytes", "usable", "write",
]
