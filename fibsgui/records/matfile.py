"""The ``.mat`` match text format (Jellyfish's, which GNU Backgammon exports and imports). No Qt.

What a file looks like (as GNU Backgammon 1.07 writes it)::

    ; [Site "FIBS"]
    ; [EventDate "2024.05.01"]

     5 point match

     Game 1
     alice : 0                      bob : 0
      1)                             21: 13/11 24/23
      2) 52: 13/8 24/22              63: 8/5 11/5
      ...
     13) 54: 25/21                    Doubles => 2
     14)  Drops                       Wins 1 point

Optional ``;`` lines (``[Tag "value"]`` tags and comments), then the match length, then each game:
its number, both players' names and scores (side 0, the left column, first: gnubg's player 0),
then numbered lines holding a turn of each player, left then right. A turn is a roll and its
moves, each ``from/to`` in the mover's own numbering (25 the bar, 0 off, ``*`` a hit; nothing
when no move can be played), or ``Doubles => n``, ``Takes``, ``Drops`` (``Beavers => n`` in money
play), and the last, ``Wins n point(s)`` (``and the match`` may follow). The left column is 28
characters wide after the line number. Resignations are not written: a game that ends with
neither a bear-off nor a dropped double was resigned, for the points the winner got.

:func:`write_mat` writes a record; :func:`read_mat` reads a file into a record and never raises for
what it is given: what cannot be read is a problem in words (line number and reason), the rest is
still read. Reading is linear in the size (no regular expressions), at most :data:`MAX_SIZE`
bytes and :data:`MAX_LINE` characters a line.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fibsgui.bg import BackgammonError, GameState, Play
from fibsgui.records.model import (
    BGAMMON,
    FIBS,
    IMPORTED,
    MAX_GAMES,
    Action,
    ActionKind,
    MatchInfo,
    MatchRecord,
    RecordError,
)

MAX_SIZE = 8 * 1024 * 1024
MAX_LINE = 1000
MAX_PROBLEMS = 100
_LEFT_WIDTH = 28
_SITES = {FIBS: "FIBS", BGAMMON: "bgammon.org"}


# -- writing ----------------------------------------------------------------------------------------
def _steps(play: Play) -> str:
    """The steps as gnubg writes them: each followed by a space, but the fourth of a double."""
    text = " ".join(f"{m.from_point}/{m.to_point}{'*' if m.hit else ''}" for m in play)
    return text if len(play) >= 4 or not play else text + " "


def _entries(game_actions: list[Action]) -> list[tuple[int, str]]:
    """The game's turns as the columns show them: (side, text)."""
    out: list[tuple[int, str]] = []
    pending_roll: Action | None = None
    for action in game_actions:
        kind = action.kind
        if kind == ActionKind.ROLL:
            pending_roll = action
        elif kind == ActionKind.MOVE:
            dice = pending_roll.dice if pending_roll is not None else (0, 0)
            high, low = max(dice), min(dice)
            out.append((action.side, f"{high}{low}: {_steps(action.play)}"))
            pending_roll = None
        elif kind == ActionKind.DOUBLE:
            out.append((action.side, f" Doubles => {action.cube}"))
        elif kind == ActionKind.TAKE:
            out.append((action.side, " Takes"))
        elif kind == ActionKind.BEAVER:
            out.append((action.side, f" Beavers => {action.cube}"))
        elif kind == ActionKind.DROP:
            out.append((action.side, " Drops"))
        elif kind == ActionKind.END and action.how != "unfinished":
            out.append((-1 - action.side, f" Wins {action.points} point{'s' if action.points != 1 else ''}"))
    return out


def write_mat(record: MatchRecord) -> str:
    """The record as ``.mat`` text (``\\n`` line ends). Resignations, offered or rejected, are
    not part of the format: a resigned game ends with the winner's ``Wins``."""
    info = record.info
    lines: list[str] = []
    if info.server in _SITES:
        lines.append(f'; [Site "{_SITES[info.server]}"]')
    if info.started[:10].count("-") == 2:
        lines.append(f'; [EventDate "{info.started[:10].replace("-", ".")}"]')
    names = tuple(_clean(name) or f"Player {side + 1}" for side, name in enumerate(info.players))
    lines += ["", f" {info.length} point match", ""]
    for game in record.games:
        lines.append(f" Game {game.number}")
        lines.append(" " + f"{names[0]} : {game.score[0]}".ljust(31) + f"{names[1]} : {game.score[1]}")
        number = 0
        left: str | None = None
        right: str | None = None

        def flush() -> None:
            nonlocal left, right, number
            if left is None and right is None:
                return
            number += 1
            lines.append(f"{number:3d}) " + _column(left or "", True) + _column(right or "", False))
            left = right = None

        for side, text in _entries(game.actions):
            if side < 0:  # a game's end: beside the loser's last turn, or on a line of its own
                winner = -1 - side
                if winner == 1 and left is not None and right is None:
                    right = text + " "
                    flush()
                else:
                    flush()
                    lines.append("     " + ("" if winner == 0 else " " * _LEFT_WIDTH) + text)
                continue
            if side == 0:
                flush()
                left = text
            else:
                right = text
                flush()
        flush()
        lines.append("")
    return "\n".join(lines) + "\n"


def _column(text: str, left: bool) -> str:
    """A column's text: the left one 28 characters wide (a longer text still keeps a space before
    the right one)."""
    if left:
        return text.ljust(_LEFT_WIDTH) if len(text) < _LEFT_WIDTH or text.endswith(" ") else text + " "
    return text


def _clean(name: str) -> str:
    """A name that keeps the header line readable: no colon, no line break or control character."""
    return "".join(ch if ch.isprintable() and ch != ":" else "_" for ch in name).strip()[:60]


# -- reading ----------------------------------------------------------------------------------------
@dataclass
class ImportResult:
    """A file read: the ``record`` (``None`` when nothing could be read) and its ``problems``, in
    words, each with its line number."""

    record: MatchRecord | None = None
    problems: list[str] = field(default_factory=list)

    def problem(self, line: int, text: str) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(f"line {line}: {text}")
        elif len(self.problems) == MAX_PROBLEMS:
            self.problems.append("more problems not listed")


def _is_roll(token: str) -> bool:
    return len(token) == 3 and token[2] == ":" and token[0] in "123456" and token[1] in "123456"


_KEYWORDS = ("Doubles", "Takes", "Drops", "Wins", "Beavers")


def _split_entries(text: str) -> list[tuple[int, list[str]]]:
    """A line's turns: (column where it starts, its words)."""
    entries: list[tuple[int, list[str]]] = []
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] in " \t":
            i += 1
        if i >= n:
            break
        start = i
        while i < n and text[i] not in " \t":
            i += 1
        word = text[start:i]
        if _is_roll(word) or word in _KEYWORDS or not entries:
            entries.append((start, [word]))
        else:
            entries[-1][1].append(word)
    return entries


def _number(word: str, low: int, high: int) -> int | None:
    if not word.isdigit() or not word.isascii() or len(word) > 6:
        return None
    value = int(word)
    return value if low <= value <= high else None


def _header_scores(text: str) -> tuple[str, int, str, int] | None:
    """`` alice : 0                      bob : 0`` -> names and scores."""
    first = text.find(" : ")
    if first < 0:
        return None
    name0 = text[:first].strip()
    rest = text[first + 3:].lstrip()
    digits = 0
    while digits < len(rest) and rest[digits].isdigit():
        digits += 1
    score0 = _number(rest[:digits], 0, 2**15 - 1)
    rest = rest[digits:]
    second = rest.find(" : ")
    if score0 is None or second < 0:
        return None
    name1 = rest[:second].strip()
    score1 = _number(rest[second + 3:].strip(), 0, 2**15 - 1)
    if score1 is None:
        return None
    return name0, score0, name1, score1


class _Reader:
    def __init__(self, result: ImportResult) -> None:
        self.result = result
        self.record: MatchRecord | None = None
        self.length = 0
        self.tags: dict[str, str] = {}
        self.game_open = False
        self.names: tuple[str, str] = ("", "")
        self.broken = False  # the current game could not be followed further

    def problem(self, line: int, text: str) -> None:
        self.result.problem(line, text)

    def game(self, number: int, line: int) -> None:
        self.close_game()
        self.pending_number = number
        self.game_open = False

    def scores(self, parsed: tuple[str, int, str, int], line: int) -> None:
        name0, score0, name1, score1 = parsed
        if self.record is None:
            info = MatchInfo(players=(name0, name1), length=self.length, me=None, recorded=IMPORTED,
                             server=FIBS if self.tags.get("Site", "").upper() == "FIBS" else "offline",
                             started=_date(self.tags.get("EventDate", "")))
            self.record = MatchRecord(info)
        if len(self.record.games) >= MAX_GAMES:
            self.problem(line, "too many games")
            return
        try:
            self.record.new_game(number=getattr(self, "pending_number", len(self.record.games) + 1),
                                 score=(score0, score1))
        except RecordError as exc:
            self.problem(line, str(exc))
            return
        self.game_open = True
        self.broken = False

    def close_game(self) -> None:
        self.game_open = False

    def entry(self, side: int, words: list[str], line: int) -> None:
        if not self.game_open or self.broken or self.record is None:
            return
        record = self.record
        index = len(record.games) - 1
        frames = record.frames(index)
        if frames.problem:
            self.broken = True
            self.problem(line, frames.problem)
            return
        frame = frames.frames[-1]
        head = words[0]
        try:
            if _is_roll(head):
                dice = (int(head[0]), int(head[1]))
                record.append(Action.roll(side, dice))
                frame = record.frames(index).frames[-1]
                play = Play.from_text(" ".join(words[1:])) if len(words) > 1 else Play()
                turn = frame.position.start_turn(dice)
                if play:  # the steps as written, in their order, with the board's hits
                    play = turn.complete_with(play).play
                elif turn.legal.steps:
                    return  # rolled, not yet played: a match saved in the middle of a turn
                record.append(Action.move(side, play))
            elif head in ("Doubles", "Beavers"):
                cube = _number(words[-1], 2, 2**15) if len(words) >= 3 and words[1] == "=>" else None
                if cube is None:
                    raise RecordError(f"{' '.join(words)!r} does not say the cube's value")
                record.append(Action.double(side, cube) if head == "Doubles" else Action.beaver(side, cube))
            elif head == "Takes":
                record.append(Action.take(side))
            elif head == "Drops":
                record.append(Action.drop(side))
            elif head == "Wins":
                points = _number(words[1], 0, 3 * 2**15) if len(words) > 1 else None
                if points is None:
                    raise RecordError(f"{' '.join(words)!r} does not say the points")
                self.end(side, points, frame)
            else:
                raise RecordError(f"{' '.join(words)[:60]!r} is not a turn")
        except (BackgammonError, RecordError) as exc:
            self.broken = True
            self.problem(line, str(exc))
            return
        problem = record.frames(index).problem
        if problem:
            self.broken = True
            self.problem(line, problem)

    def end(self, winner: int, points: int, frame) -> None:
        record = self.record
        match = frame.match
        if match.state == GameState.DROPPED:
            record.append(Action.end(winner, points, "drop"))
            return
        outcome = frame.position.outcome()
        if outcome is not None:
            record.append(Action.end(winner, points, ("single", "gammon", "backgammon")[outcome.kind - 1]))
            return
        kind = points // match.cube if match.cube and points % match.cube == 0 else 0
        if match.jacoby and match.is_money and match.cube_owner is None and kind == 1:
            kind = 1
        if kind not in (1, 2, 3):
            kind = max(1, min(3, kind))
        record.append(Action.resignation(1 - winner, kind))
        record.append(Action.accept(winner))
        record.append(Action.end(winner, points, "resign"))


def _date(text: str) -> str:
    """``2024.05.01`` -> ``2024-05-01T00:00:00Z`` (empty when it is not such a date)."""
    parts = text.split(".")
    if len(parts) == 3 and all(p.isdigit() for p in parts) and len(parts[0]) == 4:
        return f"{parts[0]}-{int(parts[1]):02d}-{int(parts[2]):02d}T00:00:00Z"
    return ""


def read_mat(data: bytes | str) -> ImportResult:
    """Read ``.mat`` text into a record (see the module docs); never raises for its content."""
    result = ImportResult()
    if isinstance(data, bytes):
        if len(data) > MAX_SIZE:
            result.problems.append(f"the file is larger than {MAX_SIZE // (1024 * 1024)} MB: not read")
            return result
        text = data.decode("utf-8", errors="replace")
    else:
        if len(data) > MAX_SIZE:
            result.problems.append(f"the file is larger than {MAX_SIZE // (1024 * 1024)} MB: not read")
            return result
        text = data
    reader = _Reader(result)
    for number, line in enumerate(text.split("\n"), 1):
        if len(line) > MAX_LINE:
            reader.problem(number, f"longer than {MAX_LINE} characters")
            continue
        line = line.rstrip("\r")
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith(";"):
            body = stripped[1:].strip()
            if body.startswith("[") and body.endswith("]") and " " in body:
                key, _, value = body[1:-1].partition(" ")
                reader.tags[key.strip()] = value.strip().strip('"')[:200]
            continue
        words = stripped.split()
        if len(words) >= 3 and words[1] == "point" and words[2] == "match" and reader.record is None:
            length = _number(words[0], 0, 64)
            if length is None:
                reader.problem(number, f"{words[0][:20]!r} is not a match length")
            else:
                reader.length = length
            continue
        if words[0] == "Game" and len(words) == 2:
            game = _number(words[1], 1, MAX_GAMES * 10)
            if game is None:
                reader.problem(number, f"{words[1][:20]!r} is not a game's number")
                continue
            reader.game(game, number)
            continue
        if " : " in line and not reader.game_open and ")" not in words[0]:
            parsed = _header_scores(line)
            if parsed is None:
                reader.problem(number, "the players' names and scores cannot be read")
            else:
                reader.scores(parsed, number)
            continue
        # a numbered line of turns, or a line of its own (a game's end)
        body = line
        offset = 0
        if words[0].endswith(")") and _number(words[0][:-1], 1, 10**5) is not None:
            cut = line.index(")") + 1
            body, offset = line[cut:], cut
        if not reader.game_open:
            reader.problem(number, "a turn outside a game")
            continue
        entries = _split_entries(body)
        for k, (column, entry_words) in enumerate(entries):
            # the left column begins right after the line number, the right one 28 characters on
            left = column < (15 if offset else 20)
            reader.entry(0 if k == 0 and left else 1, entry_words, number)
    if reader.record is None:
        result.problems.append("no game found: not a .mat match file")
    result.record = reader.record
    return result
