"""What a BaldLies server played, game by game, in words both a record and the server can be put
in: the rows its database stored (tests.peers.baldlies' log: rolls, moves, doubles, takes, drops,
resignations, the score between games) and the lines its players were sent (which colour each
player had, how each game ended); and the same read from a fibsgui match record.

A game is a list of :class:`Step`; a move's step holds the board after it (each player's checkers
by name), so that two plays of the same checkers in another order compare equal."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from fibsgui.bg import Move, Play, Position
from fibsgui.records.model import ActionKind

Board = tuple[tuple[str, tuple[int, ...]], ...]


@dataclass(frozen=True)
class Step:
    kind: str  # roll, move, double, take, drop, resign, accept, reject, end
    name: str  # who: rolled, moved, doubled, took, offered, accepted, won (end)
    dice: tuple[int, int] | None = None  # a roll's dice, high first
    board: Board | None = None  # after a move: each player's checkers, from their own side
    value: int = 0  # a double: the cube offered; a resignation: 1/2/3; an end: the points

    def __str__(self) -> str:
        extra = (f" {self.dice}" if self.dice else "") + (f" {self.value}" if self.value else "")
        return f"{self.name} {self.kind}{extra}"


def named_board(position: Position, names: Sequence[str]) -> Board:
    return tuple(sorted((names[side], position.checkers(side)) for side in (0, 1)))


# -- the server's side ------------------------------------------------------------------------------------
_OPENING = re.compile(r"^You rolled (\d), (\S+) rolled (\d)\.$")
_RESULTS = (
    (re.compile(r"^You win the game and get (\d+) points?\b"), "me"),
    (re.compile(r"^(\S+) wins the game and gets (\d+) points?\b"), "them"),
    (re.compile(r"^You accept and win (\d+) points?\b"), "me"),
    (re.compile(r"^(\S+) accepts and wins (\d+) points?\b"), "them"),
    (re.compile(r"^\s*(\S+) gives up\. You win (\d+) points?\b"), "me2"),
    (re.compile(r"^You give up\. (\S+) wins (\d+) points?\b"), "them"),
)


def openings_seen(name: str, lines: Iterable[str]) -> list[tuple[int, int]]:
    """(own die, opponent's die) of every opening roll ``name``'s client was told of."""
    found = []
    for text in lines:
        for line in str(text).splitlines():
            match = _OPENING.match(line.strip())
            if match:
                found.append((int(match.group(1)), int(match.group(3))))
    return found


def results_seen(name: str, lines: Iterable[str]) -> list[tuple[str, int]]:
    """(winner, points) of every game end ``name``'s client was told of, in order."""
    found = []
    for text in lines:
        for line in str(text).splitlines():
            line = line.strip()
            for pattern, who in _RESULTS:
                match = pattern.match(line)
                if not match:
                    continue
                if who == "me":
                    found.append((name, int(match.group(1))))
                elif who == "me2":
                    found.append((name, int(match.group(2))))
                else:
                    found.append((match.group(1), int(match.group(2))))
                break
    return found


def _play_of(color: int, arguments: Sequence[str]) -> Play:
    points = [int(a) for a in arguments]
    moves = []
    for start, end in zip(points[::2], points[1::2]):
        if color < 0:  # black's numbers run the other way: 0 is its bar, 25 its home
            start, end = 25 - start, 25 - end
        moves.append(Move(start, end))  # white's numbers: 25 its bar (BAR), 0 its home (OFF)
    return Play(moves)


def server_games(rows: Sequence[Any], names: tuple[str, str], lines: dict[str, list[str]]) -> list[list[Step]]:
    """The games BaldLies played between ``names``: its log ``rows`` of the pair (in order), the
    colours told by the opening rolls each player's client saw, the ends by the lines they saw
    (``lines``: every line each player's client was sent, by name; both must agree)."""
    me = names[0]
    openings = openings_seen(me, lines[me])
    results = results_seen(me, lines[me])
    other_results = results_seen(names[1], lines[names[1]])
    assert results == other_results, f"the two players were told different game ends: {results} / {other_results}"
    games: list[list[Step]] = []
    steps: list[Step] = []
    position = Position.initial()
    white: str | None = None
    colour_of: dict[int, str] = {}
    opening_index = 0
    last_dice: tuple[int, int] = (0, 0)
    pending: str = ""  # what an accept / reject answers: a double or a resignation
    for row in rows:
        if row.action == "score":
            if steps:
                games.append(steps)
            steps, position, white, pending = [], Position.initial(), None, ""
            continue
        if row.action == "deleted":
            continue
        if row.action == "roll" and row.color == 0:
            die1, die2 = (int(a) for a in row.arguments)
            assert opening_index < len(openings), f"{me}'s client was not told of opening roll {row}"
            own, other = openings[opening_index]
            opening_index += 1
            assert {own, other} == {die1, die2}, (row, openings[opening_index - 1])
            if die1 == die2:
                continue
            white = me if own == die1 else names[1]
            colour_of = {1: white, -1: names[1] if white == me else me}
            first = colour_of[1] if die1 > die2 else colour_of[-1]
            last_dice = (max(die1, die2), min(die1, die2))
            steps.append(Step("roll", first, last_dice))
            continue
        assert white is not None, f"an action before the game's opening: {row}"
        who = colour_of[row.color]
        side = names.index(who)
        if row.action == "roll":
            dice = tuple(sorted((int(a) for a in row.arguments), reverse=True))
            last_dice = dice
            steps.append(Step("roll", who, dice))
        elif row.action == "move":
            play = _play_of(row.color, row.arguments)
            position = position.with_turn(side).apply(play, last_dice)  # legal by fibsgui's rules too
            steps.append(Step("move", who, board=named_board(position, names)))
        elif row.action == "double":
            cube = 2 * max((s.value for s in steps if s.kind == "double"), default=1)
            steps.append(Step("double", who, value=cube))
            pending = "double"
        elif row.action == "resign":
            cube = max((s.value for s in steps if s.kind == "double" and _taken(steps, s)), default=1)
            steps.append(Step("resign", who, value=int(row.arguments[0]) // cube))
            pending = "resign"
        elif row.action == "accept":
            steps.append(Step("take" if pending == "double" else "accept", who))
            pending = ""
        elif row.action == "reject":
            steps.append(Step("drop" if pending == "double" else "reject", who))
            pending = ""
        else:
            raise AssertionError(f"an action BaldLies logged that this reading does not know: {row}")
    if steps:
        games.append(steps)
    assert len(results) == len(games), f"{len(games)} games logged, {len(results)} ends told: {results}"
    for steps, (winner, points) in zip(games, results):
        steps.append(Step("end", winner, value=points))
    return games


def _taken(steps: list[Step], double: Step) -> bool:
    index = steps.index(double)
    return index + 1 < len(steps) and steps[index + 1].kind == "take"


def final_score(games: list[list[Step]], names: tuple[str, str]) -> tuple[int, int]:
    score = [0, 0]
    for steps in games:
        end = steps[-1]
        score[names.index(end.name)] += end.value
    return score[0], score[1]


# -- a record's side ---------------------------------------------------------------------------------------
def record_games(record: Any, names: tuple[str, str] | None = None) -> list[list[Step]]:
    """The games of a fibsgui :class:`MatchRecord` as steps (boards by the record's names)."""
    players = tuple(record.info.players)
    names = names or players
    games = []
    for index, game in enumerate(record.games):
        frames = record.frames(index)
        assert not frames.problem, f"game {game.number} of the record does not replay: {frames.problem}"
        steps = []
        for number, action in enumerate(game.actions):
            who = players[action.side]
            kind = action.kind
            if kind == ActionKind.ROLL:
                steps.append(Step("roll", who, tuple(sorted(action.dice, reverse=True))))
            elif kind == ActionKind.MOVE:
                after = frames.frames[number + 1].position
                steps.append(Step("move", who, board=named_board(after, players)))
            elif kind == ActionKind.DOUBLE:
                steps.append(Step("double", who, value=action.cube))
            elif kind in (ActionKind.TAKE, ActionKind.DROP, ActionKind.ACCEPT, ActionKind.REJECT):
                steps.append(Step(kind.value, who))
            elif kind == ActionKind.RESIGN:
                steps.append(Step("resign", who, value=action.resign))
            elif kind == ActionKind.END:
                steps.append(Step("end", who, value=action.points))
            else:
                steps.append(Step(kind.value, who))
        games.append(steps)
    return games


def differences(expected: list[list[Step]], got: list[list[Step]],
                names: tuple[str, str] = ("the server", "the record")) -> str:
    """The first place where two matches' games differ, in words ("" where they are the same);
    ``names`` say whose the two are."""
    a_name, b_name = names
    for number, (want, have) in enumerate(zip(expected, got), start=1):
        for index, (a, b) in enumerate(zip(want, have)):
            if a != b:
                return (f"game {number}, action {index + 1}: {a_name} has {a}, {b_name} has {b} "
                        f"({a_name}: {[str(s) for s in want[max(0, index - 3):index + 2]]}, "
                        f"{b_name}: {[str(s) for s in have[max(0, index - 3):index + 2]]})")
        if len(want) != len(have):
            return (f"game {number}: {a_name} has {len(want)} actions, {b_name} {len(have)} "
                    f"({a_name} ends {[str(s) for s in want[-3:]]}, {b_name} ends {[str(s) for s in have[-3:]]})")
    if len(expected) != len(got):
        return (f"{a_name} has {len(expected)} games, {b_name} {len(got)}: "
                f"{[[str(s) for s in g[:2]] + [str(g[-1])] for g in got if g]}")
    return ""


def without_rejected(games: list[list[Step]]) -> list[list[Step]]:
    """The games as .mat and SGF hold them: a resignation rejected is not written."""
    out = []
    for steps in games:
        kept = []
        for index, step in enumerate(steps):
            if step.kind == "reject" or (step.kind == "resign" and index + 1 < len(steps)
                                         and steps[index + 1].kind == "reject"):
                continue
            kept.append(step)
        out.append(kept)
    return out


def dances(games: list[list[Step]]) -> list[tuple[int, int]]:
    """(game, action) of every roll followed by a move that left the board as it was."""
    found = []
    for number, steps in enumerate(games, start=1):
        board = None
        for index, step in enumerate(steps):
            if step.kind == "move":
                if board is not None and step.board == board:
                    found.append((number, index))
                board = step.board
    return found


def from_board(steps: list[Step], board: Board, names: Sequence[str]) -> list[Step] | None:
    """The steps of a game from the last time its board was ``board`` (None: it never was)."""
    current = named_board(Position.initial(), names)
    found = 0 if current == board else None
    for index, step in enumerate(steps):
        if step.kind == "move":
            current = step.board
            if current == board:
                found = index + 1
    return None if found is None else steps[found:]
