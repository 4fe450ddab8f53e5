"""The rawboard: ``board:`` + two names + 50 numbers (``set boardstyle 3``), and what it means.

FIBS describes the board from the point of view of ``player_name`` ("You" when playing, the
watched player when watching). Its 26 ``board`` numbers run from FIBS point 0 to 25; positive
numbers are O's checkers, negative X's. Which colour the player has (``color``) and which way
they move (``direction``: -1 from 24 to 1, +1 from 1 to 24) change between the games of a match,
so X and O never stand for "you" and "the opponent": :attr:`Board.position` turns the numbers
into a :class:`fibsgui.bg.Position` where side 0 is the player and side 1 the opponent, each
counting points from its own home.

Two fields are not what ``help rawboard`` says: the one called "forced move" is non-zero when the
match is played without the Crawford rule, and "did crawford" is 1 after the Crawford game (it is
0 before and during it). See :attr:`Board.crawford_game`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fibsgui.bg import CHECKERS, GameState, MatchState, Position
from fibsgui.clip.messages import Message

#: The match length FIBS writes for an unlimited match.
UNLIMITED = 9999

#: The 50 numbers of a rawboard, by field (``board`` stands for 26 numbers, dice for 2).
FIELDS = (
    "player_name", "opponent_name", "match_length", "player_got", "opponent_got", "board", "turn",
    "player_dice", "opponent_dice", "cube", "player_may_double", "opponent_may_double",
    "was_doubled", "color", "direction", "home", "bar", "player_home", "opponent_home",
    "player_bar", "opponent_bar", "can_move", "forced_move", "did_crawford", "redoubles",
)

#: The highest cube value a board may show.
MAX_CUBE = 2 ** 15
_MAX_SCORE = 2 ** 15 - 1  # what a MatchState holds


@dataclass(frozen=True)
class Board(Message):
    """A rawboard line, field by field (see ``help rawboard``), with derived views."""

    player_name: str
    opponent_name: str
    match_length: int
    player_got: int
    opponent_got: int
    board: tuple[int, ...]
    turn: int
    player_dice: tuple[int, int]
    opponent_dice: tuple[int, int]
    cube: int
    player_may_double: bool
    opponent_may_double: bool
    was_doubled: bool
    color: int
    direction: int
    home: int
    bar: int
    player_home: int
    opponent_home: int
    player_bar: int
    opponent_bar: int
    can_move: int
    forced_move: int
    did_crawford: bool
    redoubles: int

    # -- parsing and formatting --------------------------------------------------------------
    @classmethod
    def from_fields(cls, fields: list[str], raw: str = "") -> "Board | None":
        """The board of the 52 fields after ``board:`` (two names, 50 numbers), or None if they
        are not a possible board."""
        if len(fields) != 52:
            return None
        numbers = _numbers(fields)
        if numbers is None and _NUMBERS.fullmatch(":".join(fields[2:])):
            numbers = list(map(int, fields[2:]))
        return cls._checked(fields[0], fields[1], numbers, raw) if numbers is not None else None

    @classmethod
    def from_line(cls, line: str) -> "Board | None":
        """The board of a whole ``board:...`` line (its ``raw``), or None if it is not one."""
        fields = line[6:].split(":")
        if len(fields) != 52 or not line.startswith("board:"):
            return None
        numbers = _numbers(fields)
        if numbers is None and _NUMBERS.fullmatch(line, 8 + len(fields[0]) + len(fields[1])):
            numbers = list(map(int, fields[2:]))
        return cls._checked(fields[0], fields[1], numbers, line) if numbers is not None else None

    @classmethod
    def _checked(cls, player: str, opponent: str, numbers: list[int], raw: str) -> "Board | None":
        """The board of two names and 50 numbers, if it is a possible board. Every check is made
        once, here: a Board is always possible."""
        if not player or not opponent or _SPACE.search(player) or _SPACE.search(opponent):
            return None
        length, got, opp_got = numbers[0], numbers[1], numbers[2]
        points = tuple(numbers[3:29])
        (turn, d1, d2, o1, o2, cube, may, opp_may, doubled, color, direction, home, bar,
         player_home, opponent_home, player_bar, opponent_bar, can_move, forced, crawford,
         redoubles) = numbers[29:]
        if length < 1 or got < 0 or opp_got < 0:
            return None
        if turn not in (-1, 0, 1) or color not in (-1, 1) or direction not in (-1, 1):
            return None
        if d1 not in _DIE or d2 not in _DIE or o1 not in _DIE or o2 not in _DIE:
            return None
        if cube < 1 or cube > MAX_CUBE or cube & (cube - 1):
            return None
        if may not in (0, 1) or opp_may not in (0, 1) or doubled not in (0, 1) or crawford not in (0, 1):
            return None
        if home not in (0, 25) or bar not in (0, 25):
            return None
        if (player_home not in _COUNT or opponent_home not in _COUNT or player_bar not in _COUNT
                or opponent_bar not in _COUNT):
            return None
        if min(points) < -CHECKERS or max(points) > CHECKERS:
            return None
        # the checkers of each side on points 1-24 and the bar, as _sides counts them
        inner = points[1:25]
        total, size = sum(inner), sum(map(abs, inner))
        positive, negative = (size + total) // 2, (size - total) // 2
        mine, theirs = (positive, negative) if color > 0 else (negative, positive)
        own_bar = bar if bar != home else (25 if direction < 0 else 0)
        mine += player_bar or _signed(points[own_bar], color)
        theirs += opponent_bar or _signed(points[25 - own_bar], -color)
        if mine > CHECKERS or theirs > CHECKERS:
            return None
        # set in the order of the fields (raw first, as __init__ does): boards share their keys,
        # and it costs a fifth of __init__
        board = _new(cls)
        fields = board.__dict__
        fields["raw"] = raw
        fields["player_name"] = player
        fields["opponent_name"] = opponent
        fields["match_length"] = length
        fields["player_got"] = got
        fields["opponent_got"] = opp_got
        fields["board"] = points
        fields["turn"] = turn
        fields["player_dice"] = (d1, d2)
        fields["opponent_dice"] = (o1, o2)
        fields["cube"] = cube
        fields["player_may_double"] = may == 1
        fields["opponent_may_double"] = opp_may == 1
        fields["was_doubled"] = doubled == 1
        fields["color"] = color
        fields["direction"] = direction
        fields["home"] = home
        fields["bar"] = bar
        fields["player_home"] = player_home
        fields["opponent_home"] = opponent_home
        fields["player_bar"] = player_bar
        fields["opponent_bar"] = opponent_bar
        fields["can_move"] = can_move
        fields["forced_move"] = forced
        fields["did_crawford"] = crawford == 1
        fields["redoubles"] = redoubles
        return board

    def format(self) -> str:
        """The rawboard line again (``board:...``), as FIBS writes it."""
        values: list[object] = [
            self.player_name, self.opponent_name, self.match_length, self.player_got,
            self.opponent_got, *self.board, self.turn, *self.player_dice, *self.opponent_dice,
            self.cube, int(self.player_may_double), int(self.opponent_may_double),
            int(self.was_doubled), self.color, self.direction, self.home, self.bar,
            self.player_home, self.opponent_home, self.player_bar, self.opponent_bar,
            self.can_move, self.forced_move, int(self.did_crawford), self.redoubles,
        ]
        return "board:" + ":".join(str(v) for v in values)

    # -- derived -------------------------------------------------------------------------------
    @property
    def unlimited(self) -> bool:
        return self.match_length >= UNLIMITED

    @property
    def length(self) -> int:
        """The match length, 0 for an unlimited match."""
        return 0 if self.unlimited else self.match_length

    @property
    def on_turn(self) -> int | None:
        """Whose turn FIBS says it is: 0 (the player), 1 (the opponent) or None (no game)."""
        if self.turn == 0:
            return None
        return 0 if self.turn == self.color else 1

    @property
    def dice(self) -> tuple[int, int] | None:
        """The dice on the board (the player's if rolled, else the opponent's), or None."""
        side = self.dice_side
        if side is None:
            return None
        return self.player_dice if side == 0 else self.opponent_dice

    @property
    def dice_side(self) -> int | None:
        """Who has dice on the board: 0, 1 or None."""
        if all(self.player_dice):
            return 0
        if all(self.opponent_dice):
            return 1
        return None

    @property
    def no_crawford(self) -> bool:
        """The match is played without the Crawford rule (the "forced move" field)."""
        return self.forced_move != 0

    @property
    def post_crawford(self) -> bool:
        """A post-Crawford game (the "did crawford" field, when a side is one point away)."""
        return self.did_crawford and self._one_away

    @property
    def crawford_game(self) -> bool:
        """This is the Crawford game: a side is one point away, the Crawford rule applies and
        it is not yet post-Crawford."""
        return self._one_away and not self.no_crawford and not self.did_crawford

    @property
    def _one_away(self) -> bool:
        length = self.length
        if length < 2:  # a 1-point match has no Crawford game
            return False
        score = (self.player_got, self.opponent_got)
        return length - 1 in score and max(score) < length

    def _sides(self) -> tuple[list[int], list[int]]:
        """Checkers of (player, opponent), each by its own point 1-24 (index 0-23) and bar (24)."""
        mine: list[int] = [0] * 25
        theirs: list[int] = [0] * 25
        color, direction = self.color, self.direction
        for point in range(1, 25):
            value = self.board[point if direction < 0 else 25 - point]
            if value * color > 0:
                mine[point - 1] = abs(value)
            value = self.board[point if direction > 0 else 25 - point]
            if value * color < 0:
                theirs[point - 1] = abs(value)
        own_bar = self.bar if self.bar != self.home else (25 if direction < 0 else 0)
        other_bar = 25 - own_bar
        mine[24] = self.player_bar or _signed(self.board[own_bar], color)
        theirs[24] = self.opponent_bar or _signed(self.board[other_bar], -color)
        return mine, theirs

    @property
    def position(self) -> Position:
        """The checkers as a :class:`fibsgui.bg.Position`: side 0 is the player, side 1 the
        opponent; ``turn`` is the side FIBS says is on turn (0 when no one is)."""
        mine, theirs = self._sides()
        return Position((mine, theirs), 1 if self.on_turn == 1 else 0)

    @property
    def match(self) -> MatchState:
        """Score, cube, Crawford and turn as a :class:`fibsgui.bg.MatchState` (side 0 = player).

        While the opponent's double waits for an answer (``was_doubled``), ``on_roll`` is the
        opponent and ``turn`` the player.
        """
        length = self.length
        limit = length or _MAX_SCORE
        got, opp_got = min(self.player_got, limit), min(self.opponent_got, limit)
        if self.player_may_double and self.opponent_may_double:
            owner: int | None = None
        elif self.player_may_double:
            owner = 0
        elif self.opponent_may_double:
            owner = 1
        elif self.cube > 1 and self.on_turn is not None:
            owner = 1 - self.on_turn  # a double waits for an answer: the doubler owned the cube
        else:
            owner = None
        on_turn = self.on_turn
        if on_turn is None:
            over = bool(length) and max(got, opp_got) >= length
            state = GameState.OVER if over else GameState.NONE
            on_roll = turn = 0
        else:
            state = GameState.PLAYING
            on_roll = turn = on_turn
        if self.was_doubled:
            on_roll, turn = 1, 0
        dice = self.dice or (0, 0)
        if self.dice_side is not None and self.dice_side != on_roll:
            dice = (0, 0)
        return MatchState(
            length=length,
            score=(got, opp_got),
            cube=self.cube,
            cube_owner=owner,
            crawford=self.crawford_game,
            on_roll=on_roll,
            turn=turn,
            state=state,
            double_offered=self.was_doubled,
            dice=dice,
        )


#: 50 integers of up to 6 digits, separated by colons (no backtracking: each ends at a colon).
_NUMBERS = re.compile(r"(?:-?[0-9]{1,6}:){49}-?[0-9]{1,6}")
_SPACE = re.compile(r"\s")
_new = object.__new__
#: The text of the numbers a board usually has, and their values (a look-up costs a third of int()).
_SMALL_INTS = {str(n): n for n in (*range(-64, 1025), UNLIMITED)}
_DIE = frozenset(range(7))
_COUNT = frozenset(range(CHECKERS + 1))


def _numbers(fields: list[str]) -> list[int] | None:
    """The 50 numbers of a board's fields if each is one of :data:`_SMALL_INTS` (so also
    ``-?[0-9]{1,6}``), else None."""
    numbers = list(map(_SMALL_INTS.get, fields[2:]))
    return None if None in numbers else numbers


def _signed(value: int, sign: int) -> int:
    return abs(value) if value * sign > 0 else 0
