"""GNU Backgammon's SGF (Smart Game Format, game 6 = backgammon): export and import. No Qt.

What gnubg writes, one game tree per game::

    (;FF[4]GM[6]CA[UTF-8]AP[fibsgui:0.1]MI[length:5][game:0][ws:0][bs:0]PW[alice]PB[bob]
      DT[2024-05-01]RU[Crawford]RE[B+1]
    ;B[21abln]              black (side 1) rolls 2-1 and plays 24/23 13/11
    ;W[52xvmh]              white (side 0) rolls 5-2 and plays 24/22 13/8
    ;W[66]                  a roll that cannot be played
    ;B[double] ;W[take]     (also ``drop``, ``beaver``)
    )

``MI`` holds the match length, the game's number from 0 and white's and black's score at its
start; ``RU`` the rules (``Crawford``, ``Crawford:CrawfordGame`` in the Crawford game,
``Jacoby``); ``RE`` the result, ``W+2`` white won 2 points, with ``R`` after it when the game was
resigned; ``WR``/``BR`` ratings, ``DT`` the date, ``PC`` the place. White is gnubg's player 0 and
our side 0; black side 1. A move is the two dice and, for each step, two letters: from and to, in
a fixed numbering: white's point ``n`` is letter ``n - 1`` (``a`` = 1 ... ``x`` = 24), black's point
``n`` is letter ``24 - n``, and for both ``y`` is the bar and ``z`` off. A game that starts from
another position has set-up nodes first: ``PL`` (who is on roll), ``AE[a:y]`` then ``AW``/``AB``
(a letter per checker), ``CV`` (the cube's value) and ``CP`` (its owner: ``w``, ``b``, ``c``).

:func:`write_sgf` writes a record; :func:`read_sgf` reads one and never raises for what it is
given: the reader goes through the text once, character by character (no regular expressions,
no recursion: any depth of brackets costs a counter), keeps only the properties it uses, reads at
most :data:`MAX_SIZE` bytes and at most :data:`MAX_VALUE` characters of one value, and says what it
could not read in words (:attr:`ImportResult.problems`).
"""

from __future__ import annotations

from fibsgui.bg import CHECKERS, BackgammonError, Move, Play, Position
from fibsgui.records.matfile import ImportResult
from fibsgui.records.model import (
    BGAMMON,
    FIBS,
    IMPORTED,
    MAX_GAMES,
    MAX_LENGTH,
    Action,
    ActionKind,
    GameState,
    MatchInfo,
    MatchRecord,
    RecordError,
)

MAX_SIZE = 8 * 1024 * 1024
#: The longest property value kept (longer ones, such as gnubg's analysis, are passed over).
MAX_VALUE = 4096
_APP = "fibsgui"
_KEPT = {"B", "W", "MI", "PW", "PB", "WR", "BR", "RE", "RU", "DT", "PC", "PL", "AE", "AW", "AB", "CV", "CP"}
_LETTERS = "abcdefghijklmnopqrstuvwx"
_PLACES = {FIBS: "FIBS", BGAMMON: "bgammon.org"}


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("]", "\\]")


def _letter(side: int, point: int) -> str:
    if point == 25:
        return "y"
    if point == 0:
        return "z"
    return _LETTERS[point - 1] if side == 0 else _LETTERS[24 - point]


def _point(side: int, letter: str) -> int | None:
    if letter == "y":
        return 25
    if letter == "z":
        return 0
    index = _LETTERS.find(letter)
    if index < 0 or len(letter) != 1:
        return None
    return index + 1 if side == 0 else 24 - index


def _number_text(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.2f}"


# -- writing ------------------------------------------------------------------------------------------
def write_sgf(record: MatchRecord) -> str:
    """The record as gnubg's SGF text, a game tree per game (see the module docs)."""
    info = record.info
    trees: list[str] = []
    for index, game in enumerate(record.games):
        root = [f"(;FF[4]GM[6]CA[UTF-8]AP[{_APP}]",
                f"MI[length:{info.length}][game:{game.number - 1}][ws:{game.score[0]}][bs:{game.score[1]}]",
                f"PW[{_escape(info.players[0])}]PB[{_escape(info.players[1])}]"]
        for prop, rating in (("WR", info.rating_before[0]), ("BR", info.rating_before[1])):
            if rating is not None:
                root.append(f"{prop}[{_number_text(rating)}]")
        if info.started[:10].count("-") == 2:
            root.append(f"DT[{info.started[:10]}]")
        if info.server in _PLACES:
            root.append(f"PC[{_PLACES[info.server]}]")
        rules = []
        if info.length and info.crawford:
            rules.append("Crawford:CrawfordGame" if game.crawford else "Crawford")
        if info.jacoby and not info.length:
            rules.append("Jacoby")
        if rules:
            root.append(f"RU[{':'.join(rules)}]")
        end = game.end
        if end is not None and end.how != "unfinished":
            root.append(f"RE[{'WB'[end.side]}+{end.points}{'R' if end.how == 'resign' else ''}]")
        nodes = ["".join(root)]
        if game.position is not None:
            nodes.append(_setup(game.position))
            if game.cube != 1:
                nodes.append(f";CV[{game.cube}]")
            if game.cube_owner is not None:
                nodes.append(f";CP[{'wb'[game.cube_owner]}]")
        roll = None
        for action in game.actions:
            kind, colour = action.kind, "WB"[action.side]
            if kind == ActionKind.ROLL:
                roll = action.dice
            elif kind == ActionKind.MOVE:
                dice = roll or (0, 0)
                steps = "".join(_letter(action.side, m.from_point) + _letter(action.side, m.to_point)
                                for m in action.play)
                nodes.append(f";{colour}[{max(dice)}{min(dice)}{steps}]")
                roll = None
            elif kind in (ActionKind.DOUBLE, ActionKind.TAKE, ActionKind.DROP, ActionKind.BEAVER):
                nodes.append(f";{colour}[{kind.value}]")
        trees.append("\n".join(nodes) + ")")
    return "\n".join(trees) + "\n"


def _setup(position: Position) -> str:
    def stones(side: int) -> str:
        checkers = position.checkers(side)
        return "".join(f"[{_letter(side, point)}]" * checkers[point - 1] for point in range(1, 26))
    return f";PL[{'WB'[position.turn]}]AE[a:y]AW{stones(0) or '[]'}AB{stones(1) or '[]'}"


# -- reading ------------------------------------------------------------------------------------------
def _scan(text: str, result: ImportResult) -> list[list[dict[str, list[str]]]]:
    """The game trees' main lines: each a list of nodes, each node its kept properties' values.
    One pass over the text; variations (trees inside a tree) are passed over."""
    trees: list[list[dict[str, list[str]]]] = []
    depth = 0
    i, n = 0, len(text)
    node: dict[str, list[str]] | None = None
    ident = ""
    skipped_variations = False
    while i < n:
        ch = text[i]
        if ch == "(":
            depth += 1
            if depth == 1:
                if len(trees) >= MAX_GAMES:
                    result.problems.append(f"more than {MAX_GAMES} games: the rest not read")
                    break
                trees.append([])
            else:
                skipped_variations = True
            node = None
            i += 1
        elif ch == ")":
            if depth == 0:
                result.problems.append(f"a ')' without its '(' at character {i}")
            else:
                depth -= 1
            node = None
            i += 1
        elif ch == ";":
            if depth == 1 and trees:
                node = {}
                trees[-1].append(node)
            else:
                node = None
            ident = ""
            i += 1
        elif ch == "[":
            # a value: up to the first ']' not escaped
            j = i + 1
            value_chars: list[str] = []
            kept = node is not None and ident in _KEPT
            size = 0
            while j < n and text[j] != "]":
                if text[j] == "\\" and j + 1 < n:
                    j += 1
                if kept and size < MAX_VALUE:
                    value_chars.append(text[j])
                size += 1
                j += 1
            if j >= n:
                result.problems.append("the text ends inside a property's value: cut short")
                break
            if kept:
                node.setdefault(ident, []).append("".join(value_chars))
            i = j + 1
        elif ch.isalpha() and ch.isupper():
            j = i
            while j < n and text[j].isalpha():
                j += 1
            ident = "".join(c for c in text[i:j] if c.isupper())[:8]
            i = j
        else:
            i += 1
    if depth > 0 and trees:
        result.problems.append("the text ends inside a game: cut short")
    if skipped_variations:
        result.problems.append("variations are not read; only each game's main line")
    return trees


def _mi(values: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for value in values:
        key, _, number = value.partition(":")
        if number.isdigit() and number.isascii() and len(number) < 7:
            out[key.strip()] = int(number)
    return out


def _rating(values: list[str] | None) -> float | None:
    if not values:
        return None
    word = values[0].split(" ")[0]
    try:
        value = float(word)
    except ValueError:
        return None
    return value if 0 <= value < 1e6 else None


def read_sgf(data: bytes | str) -> ImportResult:
    """Read gnubg's SGF into a record (see the module docs); never raises for its content."""
    result = ImportResult()
    if len(data) > MAX_SIZE:
        result.problems.append(f"the file is larger than {MAX_SIZE // (1024 * 1024)} MB: not read")
        return result
    text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    trees = _scan(text, result)
    record: MatchRecord | None = None
    for number, nodes in enumerate(trees, 1):
        if not nodes:
            continue
        root = nodes[0]
        mi = _mi(root.get("MI", []))
        if record is None:
            length = mi.get("length", 0)
            rules = ":".join(root.get("RU", [])).split(":")
            date = root.get("DT", [""])[0][:10]
            place = root.get("PC", [""])[0]
            try:
                info = MatchInfo(
                    players=(root.get("PW", ["White"])[0], root.get("PB", ["Black"])[0]),
                    length=min(length, MAX_LENGTH), me=None, recorded=IMPORTED,
                    server={"FIBS": FIBS, "bgammon.org": BGAMMON}.get(place, "offline"),
                    rating_before=(_rating(root.get("WR")), _rating(root.get("BR"))),
                    crawford=bool(length) and "Crawford" in rules, jacoby="Jacoby" in rules,
                    started=f"{date}T00:00:00Z" if date.count("-") == 2 and len(date) == 10 else "")
            except RecordError as exc:
                result.problems.append(f"game {number}: {exc}")
                continue
            record = MatchRecord(info)
        _read_game(record, number, nodes, mi, result)
    if record is None and not result.problems:
        result.problems.append("no game found: not a GNU Backgammon SGF file")
    result.record = record
    return result


def _read_game(record: MatchRecord, number: int, nodes: list[dict[str, list[str]]], mi: dict[str, int],
               result: ImportResult) -> None:
    root = nodes[0]
    rules = ":".join(root.get("RU", [])).split(":")
    where = f"game {number}"
    try:
        position, cube, owner, first = _start(nodes)
        game = record.new_game(number=mi.get("game", number - 1) + 1,
                               score=(mi.get("ws", 0), mi.get("bs", 0)),
                               crawford="CrawfordGame" in rules, position=position, cube=cube, cube_owner=owner)
    except (RecordError, BackgammonError) as exc:
        result.problems.append(f"{where}: {exc}")
        return
    index = len(record.games) - 1
    for k, node in enumerate(nodes[first:], first + 1):
        for colour, side in (("W", 0), ("B", 1)):
            for value in node.get(colour, ()):
                try:
                    _apply(record, index, side, value.strip())
                except (RecordError, BackgammonError) as exc:
                    result.problems.append(f"{where}, node {k}: {exc}")
                    return
                problem = record.frames(index).problem
                if problem:
                    result.problems.append(problem)
                    return
    ending = root.get("RE", [""])[0].strip()
    if ending:
        try:
            _end(record, index, ending)
        except (RecordError, BackgammonError) as exc:
            result.problems.append(f"{where}: {exc}")
            return
        problem = record.frames(index).problem
        if problem:
            result.problems.append(problem)
    del game


def _start(nodes: list[dict[str, list[str]]]) -> tuple[Position | None, int, int | None, int]:
    """The set-up at a game's start: its position (or None), cube and owner, and the first node
    after the set-up."""
    sides: list[list[int]] | None = None
    turn = 0
    cube, owner = 1, None
    k = 1
    while k < len(nodes) and not ("W" in nodes[k] or "B" in nodes[k]):
        node = nodes[k]
        if "PL" in node:
            turn = 1 if node["PL"][0].strip().upper() == "B" else 0
        if "AE" in node or "AW" in node or "AB" in node:
            if sides is None or "AE" in node:
                sides = [[0] * 25, [0] * 25]
            for colour, side in (("AW", 0), ("AB", 1)):
                for value in node.get(colour, ()):
                    point = _point(side, value.strip()) if value.strip() else None
                    if value.strip() and (point is None or point == 0):
                        raise RecordError(f"{value[:10]!r} is not a point")
                    if point:
                        sides[side][point - 1] += 1
                        if sum(sides[side]) > CHECKERS:
                            raise RecordError("more than 15 checkers on a side")
        if "CV" in node:
            value = node["CV"][0].strip()
            if not value.isdigit() or len(value) > 5:
                raise RecordError(f"{value[:10]!r} is not a cube value")
            cube = int(value)
        if "CP" in node:
            owner = {"w": 0, "b": 1}.get(node["CP"][0].strip().lower())
        k += 1
    position = Position(sides, turn) if sides is not None else None
    if position is not None and position == Position.initial(turn):
        position = None
    return position, cube, owner, k


def _apply(record: MatchRecord, index: int, side: int, value: str) -> None:
    word = value.lower()
    if word in ("double", "take", "drop", "beaver"):
        frame = record.frames(index).frames[-1]
        if word == "double":
            record.append(Action.double(side, frame.cube * 2))
        elif word == "take":
            record.append(Action.take(side))
        elif word == "drop":
            record.append(Action.drop(side))
        else:
            record.append(Action.beaver(side, frame.cube * 4))
        return
    if len(value) < 2 or value[0] not in "123456" or value[1] not in "123456" or len(value) % 2:
        raise RecordError(f"{value[:30]!r} is not a move")
    dice = (int(value[0]), int(value[1]))
    moves = []
    for j in range(2, len(value), 2):
        a, b = _point(side, value[j]), _point(side, value[j + 1])
        if a is None or b is None or a == 0 or b == 25 or (a != 25 and a <= b):
            raise RecordError(f"{value[j:j + 2]!r} is not a step toward home")
        moves.append(Move(a, b))
    if len(moves) > 4:
        raise RecordError(f"{value[:30]!r} has more than four steps")
    record.append(Action.roll(side, dice))
    frame = record.frames(index).frames[-1]
    turn = frame.position.start_turn(dice)
    if not moves and turn.legal.steps:
        return  # rolled, not yet played (gnubg writes so a game saved in the middle of a turn)
    record.append(Action.move(side, turn.complete_with(moves).play if moves else Play()))


def _end(record: MatchRecord, index: int, ending: str) -> None:
    """``W+2``, ``B+1R``: add the game's end (and a resignation where there was one)."""
    colour, _, rest = ending.partition("+")
    winner = {"W": 0, "B": 1}.get(colour.strip().upper())
    resigned = rest.endswith("R")
    digits = rest[:-1] if resigned else rest
    if winner is None or not digits.isdigit() or len(digits) > 6:
        raise RecordError(f"{ending[:20]!r} is not a result")
    points = int(digits)
    frame = record.frames(index).frames[-1]
    match = frame.match
    if match.state == GameState.DROPPED:
        record.append(Action.end(winner, points, "drop"))
        return
    outcome = frame.position.outcome()
    if outcome is not None and not resigned:
        record.append(Action.end(winner, points, ("single", "gammon", "backgammon")[outcome.kind - 1]))
        return
    kind = points // match.cube if match.cube and points % match.cube == 0 else 1
    record.append(Action.resignation(1 - winner, max(1, min(3, kind))))
    record.append(Action.accept(winner))
    record.append(Action.end(winner, points, "resign"))
