"""bgammon.org replays: one game's replay text, ``.match`` files, and a game's positions.

A game's replay (what the ``replay`` event carries, and each game of a ``.match`` file) is a
metadata line and then one line per action, each ``<player> <event>``::

    i 1702738670 alice bob 3 0 0 1 1 0
    1 r 5-3 13/8, 24/21          (a roll and its moves: separated by ", " or by spaces)
    2 r 4-4                      (nothing could be played)
    2 r 6-1 bar/7 1/2            (player 2's moves, in player 1's numbering too)
    1 d 2 1                      (player 1 doubled to 2, taken; "0": dropped)
    2 t                          (player 2 ended the game early)

The metadata line is ``i <timestamp> <player1> <player2> <total> <score1> <score2> <winner>
<points> <variant>`` (``total`` is the match length, ``score1``/``score2`` the score before the
game, ``points`` what the game was worth). Every move is written in player 1's numbering
(points 1..24, ``bar`` and ``off`` being the mover's own); the higher die comes first.

A ``.match`` file is ``bgammon-replay <8-digit byte offset>`` lines, one per game (the offset of
the game's first byte from the start of the file), then the games one after the other, in UTF-8
with ``\\n`` line ends. :func:`write_match` writes one and :func:`parse_match` reads one.

Reading never raises on what it is given: a line that cannot be read is a :class:`Problem` with
its line number, and the lines after it are still read; a text larger than :data:`MAX_SIZE` is
refused in words (:attr:`MatchFile.refused`) without being read; a line longer than
:data:`MAX_LINE` is a problem without being split. No regular expressions: every line is split
once on spaces and commas, so the time taken is linear in the size of the text.

:func:`replay_frames` gives the state after every action: for backgammon the position (played
through :mod:`fibsgui.bg` from the opening position, each roll checked against its dice), the
dice, the cube and the score; for acey-deucey and tabula the board the moves lead to (each move
taken as written, a lone checker of the other player hit; the client has no rules of its own for
these variants, the server judged them), with its dice and cube.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Iterable, Sequence, Union

from fibsgui.bg import BackgammonError, Play, Position
from fibsgui.bgammon.board import (
    ACEY_DEUCEY,
    BACKGAMMON,
    BAR_1,
    BAR_2,
    HOME_1,
    HOME_2,
    INITIAL_BOARD,
    TABULA,
    pair_to_move,
    position_board,
)

__all__ = [
    "MAX_SIZE", "MAX_LINE", "MAX_GAMES", "MAX_PROBLEMS", "HEADER", "GameInfo", "Roll", "Double",
    "Terminate", "Problem", "ReplayGame", "MatchFile", "Frame", "GameReplay", "parse_game",
    "parse_match", "format_game", "write_match", "replay_frames", "space_name",
]

#: The largest replay text or ``.match`` file read, in bytes (2 MiB: a game is a few KB, a
#: ``replay`` event's line at most 1 MiB).
MAX_SIZE = 2 * 1024 * 1024
#: The longest line read, in characters; a longer line is a :class:`Problem`.
MAX_LINE = 1000
#: The most games read from one ``.match`` file.
MAX_GAMES = 1000
#: The most problems kept for one game (or one file); the rest are counted in the last one.
MAX_PROBLEMS = 100
#: The first word of each line of a ``.match`` file's index.
HEADER = "bgammon-replay"
#: The most moves of one roll line (a double is four; acey-deucey's turns have more).
_MAX_MOVES = 16
_MAX_DIGITS = 19
_HEADER_LINE = len(HEADER) + 1 + 8 + 1  # "bgammon-replay 00000024\n"
_VARIANTS = (BACKGAMMON, ACEY_DEUCEY, TABULA)


# -- records ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GameInfo:
    """The metadata line of a game."""

    timestamp: int
    player1: str
    player2: str
    total: int  # the match length
    score1: int  # the score before the game
    score2: int
    winner: int  # 1 or 2 (0: not known)
    points: int  # what the game was worth
    variant: int = BACKGAMMON

    def line(self) -> str:
        return (f"i {self.timestamp} {self.player1} {self.player2} {self.total} {self.score1} "
                f"{self.score2} {self.winner} {self.points} {self.variant}")

    def name(self, player: int) -> str:
        return self.player1 if player == 1 else self.player2


@dataclass(frozen=True)
class Roll:
    """``<player> r <dice> [moves]``: ``moves`` are ``(from, to)`` board indexes in player 1's
    numbering (1..24 the points; the mover's bar is 26 or 27 and its home 0 or 25, as in the
    ``board`` event), in the order written."""

    player: int
    dice: tuple[int, ...]
    moves: tuple[tuple[int, int], ...] = ()
    line: int = field(default=0, compare=False)

    def text(self) -> str:
        dice = "-".join(str(d) for d in self.dice)
        moves = " ".join(f"{space_name(a)}/{space_name(b)}" for a, b in self.moves)
        return f"{self.player} r {dice}" + (f" {moves}" if moves else "")


@dataclass(frozen=True)
class Double:
    """``<player> d <value> <1|0>``: ``player`` offered the cube at ``value``, ``taken`` or not."""

    player: int
    value: int
    taken: bool
    line: int = field(default=0, compare=False)

    def text(self) -> str:
        return f"{self.player} d {self.value} {int(self.taken)}"


@dataclass(frozen=True)
class Terminate:
    """``<player> t``: ``player`` ended the game early (resigned or left)."""

    player: int
    line: int = field(default=0, compare=False)

    def text(self) -> str:
        return f"{self.player} t"


ReplayAction = Union[Roll, Double, Terminate]


@dataclass(frozen=True)
class Problem:
    """A line that could not be read (or an action that could not be played): ``line`` is its
    number in the text read (0: the text as a whole), ``text`` the line (shortened), ``reason``
    what is wrong, in words."""

    line: int
    text: str
    reason: str

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        return f"{where}{self.reason}" + (f" ({self.text})" if self.text else "")


@dataclass(frozen=True)
class ReplayGame:
    """One game: its metadata (None when the text has no readable ``i`` line), its actions,
    the lines that could not be read, and the game's text as it was given."""

    info: GameInfo | None
    actions: tuple[ReplayAction, ...]
    problems: tuple[Problem, ...] = ()
    text: str = field(default="", compare=False, repr=False)

    @property
    def variant(self) -> int:
        return self.info.variant if self.info is not None else BACKGAMMON


@dataclass(frozen=True)
class MatchFile:
    """What :func:`parse_match` read: the games, the problems of the file's index, and, when
    nothing was read, why (``refused``, in words)."""

    games: tuple[ReplayGame, ...]
    problems: tuple[Problem, ...] = ()
    refused: str = ""


# -- reading ------------------------------------------------------------------------------------
def space_name(space: int) -> str:
    """A board index as the replay writes it: 1..24, ``bar`` (26, 27) or ``off`` (0, 25)."""
    if 1 <= space <= 24:
        return str(space)
    return "bar" if space in (BAR_1, BAR_2) else "off"


def _shorten(line: str) -> str:
    line = "".join("\ufffd" if unicodedata.category(c) == "Cc" else c for c in line[:80])
    return line + "…" if len(line) == 80 else line


def _number(token: str, low: int = 0, high: int | None = None) -> int | None:
    if not (token.isascii() and token.isdigit() and len(token) <= _MAX_DIGITS):
        return None
    value = int(token)
    if value < low or (high is not None and value > high):
        return None
    return value


def _name(token: str) -> str | None:
    """A player's name: no control or format characters (a name is shown as plain text)."""
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs") for c in token):
        return None
    return token


def _info(tokens: list[str]) -> GameInfo | str:
    if len(tokens) != 10:
        return f"a metadata line has 10 fields, not {len(tokens)}"
    player1, player2 = _name(tokens[2]), _name(tokens[3])
    if player1 is None or player2 is None:
        return "a player's name has control characters"
    numbers = [_number(t) for t in tokens[1:2] + tokens[4:]]
    if any(n is None for n in numbers):
        return "the metadata's numbers must be whole numbers"
    timestamp, total, score1, score2, winner, points, variant = numbers
    if winner not in (0, 1, 2):
        return f"the winner is 1 or 2, not {winner}"
    if variant not in _VARIANTS:
        return f"variant {variant} is not one of 0 (backgammon), 1 (acey-deucey), 2 (tabula)"
    return GameInfo(timestamp, player1, player2, total, score1, score2, winner, points, variant)


def _space(word: str, player: int) -> int | None:
    word = word.rstrip("*").lower()  # a hit may be marked
    if word == "bar":
        return BAR_1 if player == 1 else BAR_2
    if word == "off":
        return HOME_1 if player == 1 else HOME_2
    return _number(word, 1, 24)


def _roll(player: int, tokens: list[str], number: int) -> Roll | str:
    if len(tokens) < 3:
        return "a roll without dice"
    parts = tokens[2].split("-")
    dice = tuple(_number(p, 1, 6) for p in parts)
    if len(parts) not in (2, 3) or any(d is None for d in dice):
        return f"dice are two or three numbers from 1 to 6 (5-3), not {tokens[2]!r}"
    moves: list[tuple[int, int]] = []
    for token in tokens[3:]:
        fields = token.split("/")
        if len(fields) < 2 or len(fields) > 5:
            return f"a move is from/to (13/8), not {token!r}"
        spaces = [_space(f, player) for f in fields]
        if any(s is None for s in spaces):
            return f"a move is between points 1 to 24, bar and off, not {token!r}"
        moves.extend(zip(spaces, spaces[1:]))
        if len(moves) > _MAX_MOVES:
            return f"more than {_MAX_MOVES} moves in one roll"
    return Roll(player, dice, tuple(moves), number)


def _action(tokens: list[str], number: int) -> ReplayAction | str:
    player = _number(tokens[0], 1, 2)
    if player is None:
        return f"an action starts with the player, 1 or 2, not {tokens[0]!r}"
    if len(tokens) < 2:
        return "an action without its event (r, d or t)"
    kind = tokens[1]
    if kind == "r":
        return _roll(player, tokens, number)
    if kind == "d":
        if len(tokens) != 4:
            return "a double is 'd <value> <1 or 0>'"
        value = _number(tokens[2], 2, 1 << 15)
        if value is None or value & (value - 1):
            return f"the cube's value is a power of two, not {tokens[2]!r}"
        if tokens[3] not in ("0", "1"):
            return f"a double is taken (1) or dropped (0), not {tokens[3]!r}"
        return Double(player, value, tokens[3] == "1", number)
    if kind == "t":
        if len(tokens) != 2:
            return "a 't' line has nothing after the t"
        return Terminate(player, number)
    return f"unknown event {kind!r} (r, d or t)"


class _Problems:
    def __init__(self) -> None:
        self.items: list[Problem] = []
        self.dropped = 0

    def add(self, line: int, text: str, reason: str) -> None:
        if len(self.items) < MAX_PROBLEMS - 1:
            self.items.append(Problem(line, _shorten(text), reason))
        else:
            self.dropped += 1

    def result(self) -> tuple[Problem, ...]:
        if self.dropped:
            return (*self.items, Problem(0, "", f"and {self.dropped} more lines that could not be read"))
        return tuple(self.items)


def parse_game(text: str, first_line: int = 1) -> ReplayGame:
    """Read one game's replay text (``first_line``: the number of its first line in a file).
    Never raises; a text longer than :data:`MAX_SIZE` characters is refused as a problem."""
    problems = _Problems()
    if not isinstance(text, str):
        return ReplayGame(None, (), (Problem(0, "", "a replay is text"),), "")
    if len(text) > MAX_SIZE:
        return ReplayGame(None, (), (Problem(0, "", _too_large(len(text))),), "")
    info: GameInfo | None = None
    actions: list[ReplayAction] = []
    seen_line = False
    for offset, raw in enumerate(text.split("\n")):
        number = first_line + offset
        line = raw.rstrip("\r")
        if len(line) > MAX_LINE:
            problems.add(number, line, f"a line longer than {MAX_LINE} characters")
            seen_line = True
            continue
        tokens = line.replace(",", " ").split()
        if not tokens:
            continue
        if tokens[0] == "i":
            if seen_line or info is not None:
                problems.add(number, line, "a metadata line that is not the game's first line")
            else:
                result = _info(tokens)
                if isinstance(result, str):
                    problems.add(number, line, result)
                else:
                    info = result
            seen_line = True
            continue
        if not seen_line:
            problems.add(number, line, "the game does not start with its metadata line (i ...)")
        seen_line = True
        result = _action(tokens, number)
        if isinstance(result, str):
            problems.add(number, line, result)
        else:
            actions.append(result)
    return ReplayGame(info, tuple(actions), problems.result(), text)


def _too_large(size: int) -> str:
    return (f"the replay is {size / (1024 * 1024):.1f} MB; replays larger than "
            f"{MAX_SIZE // (1024 * 1024)} MB are not read")


def parse_match(data: bytes | str) -> MatchFile:
    """Read a ``.match`` file (or a single game's text, without an index). Never raises.

    The games are cut at the offsets of the index when they are consistent (increasing, each
    at the start of a line, inside the file); otherwise that is a problem and the games are
    cut at their ``i`` lines instead.
    """
    if isinstance(data, str):
        if len(data) > MAX_SIZE:
            return MatchFile((), (), _too_large(len(data)))
        data = data.encode("utf-8", "replace")
    elif not isinstance(data, (bytes, bytearray)):
        return MatchFile((), (), "a replay file is bytes or text")
    if len(data) > MAX_SIZE:
        return MatchFile((), (), _too_large(len(data)))
    data = bytes(data)
    problems = _Problems()
    offsets: list[int] = []
    pos = 0
    line_number = 1
    header = HEADER.encode("ascii")
    while data.startswith(header, pos):
        end = data.find(b"\n", pos)
        end = len(data) if end < 0 else end
        line = data[pos:end].decode("utf-8", "replace").rstrip("\r")
        tokens = line.split()
        offset = _number(tokens[1]) if len(tokens) == 2 and len(tokens[1]) == 8 else None
        if tokens[0] != HEADER or offset is None:
            problems.add(line_number, line, "an index line is 'bgammon-replay' and an offset of 8 digits")
        elif len(offsets) >= MAX_GAMES:
            problems.add(line_number, line, f"more than {MAX_GAMES} games: the rest are not read")
        else:
            offsets.append(offset)
        pos = end + 1
        line_number += 1
    body_start = min(pos, len(data))
    if offsets and _consistent(data, offsets, body_start):
        bounds = list(zip(offsets, offsets[1:] + [len(data)]))
    else:
        if offsets:
            problems.add(0, "", "the index of games does not match the file: games are found by "
                                "their metadata lines instead")
        bounds = _split_at_metadata(data, body_start)
    games = []
    for start, end in bounds[:MAX_GAMES]:
        first_line = data.count(b"\n", 0, start) + 1
        text = data[start:end].decode("utf-8", "replace")
        games.append(parse_game(text, first_line))
    if len(bounds) > MAX_GAMES:
        problems.add(0, "", f"more than {MAX_GAMES} games: the rest are not read")
    return MatchFile(tuple(games), problems.result())


def _consistent(data: bytes, offsets: list[int], body_start: int) -> bool:
    if offsets[0] != body_start:
        return False
    for a, b in zip(offsets, offsets[1:]):
        if b <= a:
            return False
    return all(off < len(data) and data[off - 1:off] == b"\n" for off in offsets)


def _split_at_metadata(data: bytes, start: int) -> list[tuple[int, int]]:
    """The games of ``data[start:]``, each from an ``i`` line to the next (text before the first
    ``i`` line belongs to the first game, so that it is read and reported, not lost)."""
    cuts = [start]
    pos = start
    while pos < len(data):
        end = data.find(b"\n", pos)
        end = len(data) if end < 0 else end
        if pos > start and data.startswith(b"i ", pos):
            cuts.append(pos)
        pos = end + 1
    if start >= len(data):
        return []
    return list(zip(cuts, cuts[1:] + [len(data)]))


# -- writing ------------------------------------------------------------------------------------
def format_game(game: ReplayGame) -> str:
    """A game's replay text from its records (moves separated by spaces), ending in a newline."""
    lines = [game.info.line()] if game.info is not None else []
    lines.extend(action.text() for action in game.actions)
    return "".join(line + "\n" for line in lines)


def _game_bytes(text: str) -> bytes:
    lines = [line.rstrip("\r") for line in text.split("\n")]
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    return "".join(line + "\n" for line in lines).encode("utf-8", "replace")


def write_match(games: Sequence[str]) -> bytes:
    """A ``.match`` file of ``games`` (each one game's replay text, as the ``replay`` event
    gives it), in order: the index of 8-digit byte offsets, then the games. Raises
    ``ValueError`` when there is no game or the file would be too large for its index."""
    if not games:
        raise ValueError("a .match file holds at least one game")
    bodies = [_game_bytes(text) for text in games]
    if any(not body for body in bodies):
        raise ValueError("a game of the match is empty")
    offset = _HEADER_LINE * len(bodies)
    header = []
    for body in bodies:
        header.append(f"{HEADER} {offset:08d}\n")
        offset += len(body)
    if offset > 99_999_999:
        raise ValueError("the games are too large for a .match file's index")
    return "".join(header).encode("ascii") + b"".join(bodies)


# -- positions ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Frame:
    """The game after an action (the first frame: before any). ``position`` is the backgammon
    position with side 0 = player 1 (None for another variant, or once the moves could not be
    played); ``board`` the 28 numbers of the ``board`` event from player 1's side, in every
    variant (None once the moves could not be played), and ``entered`` whether each player has
    entered all its checkers (acey-deucey and tabula); ``play`` the action's moves in the usual notation (gnubg's, in the mover's own
    numbering; for another variant the pairs as written); ``score`` the match score after it;
    ``cube_owner`` 0 when centred, else the player; ``winner`` the player who has won the game
    once it is over, else 0."""

    action: ReplayAction | None
    position: Position | None
    dice: tuple[int, ...] | None
    cube: int
    cube_owner: int
    score: tuple[int, int]
    play: str = ""
    winner: int = 0
    board: tuple[int, ...] | None = None
    entered: tuple[bool, bool] = (True, True)


@dataclass(frozen=True)
class GameReplay:
    """A game's frames (one more than its actions) and the actions that could not be played."""

    game: ReplayGame
    frames: tuple[Frame, ...]
    problems: tuple[Problem, ...] = ()


def _pairs_text(moves: Iterable[tuple[int, int]]) -> str:
    return " ".join(f"{space_name(a)}/{space_name(b)}" for a, b in moves)


def replay_frames(game: ReplayGame) -> GameReplay:
    """The state of ``game`` after each of its actions. Never raises: an action that cannot be
    played on the position (moves that are not legal for the dice, or not moves of that player
    at all) is a problem, and from there on the frames have no position."""
    info = game.info
    score = (info.score1, info.score2) if info is not None else (0, 0)
    backgammon = game.variant == BACKGAMMON
    position: Position | None = Position.initial() if backgammon else None
    board: tuple[int, ...] | None = INITIAL_BOARD if backgammon else _WAITING_BOARD
    entered = (True, True) if backgammon else (False, False)
    cube, owner, winner = 1, 0, 0
    frames = [Frame(None, position, None, cube, owner, score, board=board, entered=entered)]
    problems = _Problems()
    for action in game.actions:
        play, dice = "", None
        if winner:
            problems.add(action.line, action.text(), "an action after the end of the game")
        if isinstance(action, Roll):
            dice = action.dice
            if backgammon and position is not None:
                position, play, reason = _play_roll(position, action)
                board = position_board(position) if position is not None else None
                if reason:
                    problems.add(action.line, action.text(), reason + "; the positions stop here")
            else:
                play = _pairs_text(action.moves)
                if board is not None:
                    moved = _move_on_board(board, action)
                    if isinstance(moved, str):
                        board = None
                        problems.add(action.line, action.text(), moved + "; the positions stop here")
                    else:
                        board = moved
                        entered = (entered[0] or board[HOME_1] == 0, entered[1] or board[HOME_2] == 0)
                        if entered[action.player - 1] and _all_home(board, action.player):
                            winner = action.player
            if position is not None and position.outcome() is not None:
                winner = position.outcome().winner + 1
        elif isinstance(action, Double):
            if action.taken:
                cube, owner = action.value, 3 - action.player
            else:
                winner = action.player
        else:
            winner = 3 - action.player
        after = score
        if winner and info is not None and info.winner == winner and info.points:
            after = (score[0] + info.points, score[1]) if winner == 1 else (score[0], score[1] + info.points)
        frames.append(Frame(action, position, dice, cube, owner, after, play, winner, board, entered))
    return GameReplay(game, tuple(frames), problems.result())


#: Acey-deucey and tabula start with every checker waiting in its player's home.
_WAITING_BOARD = (15,) + (0,) * 24 + (-15, 0, 0)


def _all_home(board: tuple[int, ...], player: int) -> bool:
    return board[HOME_1] == 15 if player == 1 else board[HOME_2] == -15


def _move_on_board(board: tuple[int, ...], roll: Roll) -> tuple[int, ...] | str:
    """The board after ``roll``'s moves, each taken as written (a lone checker of the other
    player on the point it lands on goes to that player's bar); what is wrong otherwise."""
    sign = 1 if roll.player == 1 else -1
    own = (HOME_1, BAR_1) if roll.player == 1 else (HOME_2, BAR_2)
    other_bar = BAR_2 if roll.player == 1 else BAR_1
    cells = list(board)
    for start, end in roll.moves:
        if start in (HOME_2, BAR_2) + (HOME_1, BAR_1) and start not in own or end in (BAR_1, BAR_2):
            return f"not a move of player {roll.player}"
        if end in (HOME_1, HOME_2) and end not in own:
            return f"not a move of player {roll.player}"
        if cells[start] * sign <= 0:
            return f"player {roll.player} has no checker on {space_name(start)}"
        if 1 <= end <= 24 and cells[end] * sign < 0:
            if cells[end] * sign < -1:
                return f"{space_name(end)} is held by the other player"
            cells[end] = 0
            cells[other_bar] -= sign
        cells[start] -= sign
        cells[end] += sign
    return tuple(cells)


def _play_roll(position: Position, roll: Roll) -> tuple[Position | None, str, str]:
    """The position after ``roll`` (the mover on roll before it), the play in gnubg's notation,
    and what is wrong (empty when nothing is)."""
    side = roll.player - 1
    if len(roll.dice) != 2:
        return None, _pairs_text(roll.moves), "backgammon is played with two dice"
    try:
        moves = [pair_to_move(pair, side) for pair in roll.moves]
    except ValueError:
        return None, _pairs_text(roll.moves), f"not moves of player {roll.player}"
    before = position.with_turn(side)
    legal = before.legal_plays(roll.dice)
    try:
        if not moves and legal.steps == 0:
            return before.with_turn(1 - side), "", ""
        found = legal.find(Play(moves))
        return legal.apply(found), found.gnubg(), ""
    except BackgammonError:
        return None, Play(moves).gnubg(), f"not a legal play for {roll.dice[0]}-{roll.dice[1]}"
