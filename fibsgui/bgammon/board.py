"""The ``board`` event: the game state as bgammon.org sends it, and its numbering.

The server's board is 28 numbers, always seen from the receiving player, who is player 1 (a
spectator sees player 1's view):

- index 1..24: the points, numbered from player 1's side: player 1 moves from 24 down to 1 and
  its home board is 1..6; player 2 moves from 1 up to 24 and its home board is 19..24.
  Positive counts are player 1's checkers, negative counts player 2's.
- index 0: player 1's home: the checkers it has borne off (in acey-deucey and tabula also the
  checkers not yet entered); index 25: player 2's home (a negative count).
- index 26: player 1's bar; index 27: player 2's bar (a negative count).

So a move of player 1 from the bar is ``(26, point)`` (a checker entering with a 6 goes
``(26, 19)``), and bearing off is ``(point, 0)``; for player 2 they are ``(27, point)`` (a 6
enters on 6) and ``(point, 25)``. The server's ``move`` command also takes ``bar`` for 26 and
``off`` for 0 (both from the sender's view); :mod:`fibsgui.bgammon.commands` writes the numbers.

In :mod:`fibsgui.bg` each side counts points from its own side (``BAR`` = 25, ``OFF`` = 0):
player 1 is side 0 and its points are the server's numbers; player 2 is side 1 and its point
``q`` is the server's ``25 - q``. :func:`pair_to_move` and :func:`move_to_pair` convert.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from fibsgui.bg import BAR, CHECKERS, OFF, BackgammonError, Move, Position
from fibsgui.bgammon.fields import (
    FieldError,
    get_bool,
    get_int,
    get_list,
    get_pairs,
    get_str,
)

__all__ = [
    "BACKGAMMON", "ACEY_DEUCEY", "TABULA", "VARIANTS", "HOME_1", "HOME_2", "BAR_1", "BAR_2",
    "SPACES", "INITIAL_BOARD", "Side", "GameState", "pair_to_move", "move_to_pair",
    "legal_single_moves",
]

#: The variants (``Variant`` field and the ``create`` command).
BACKGAMMON, ACEY_DEUCEY, TABULA = 0, 1, 2
VARIANTS = (BACKGAMMON, ACEY_DEUCEY, TABULA)
#: The special indexes of the board (the receiver is player 1).
HOME_1, HOME_2, BAR_1, BAR_2 = 0, 25, 26, 27
#: The length of the board.
SPACES = 28
#: The most checkers one index can hold (each side has 15).
_MAX_COUNT = CHECKERS

#: The backgammon start as the server sends it.
INITIAL_BOARD = (0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2,
                 0, 0, 0)


@dataclass(frozen=True)
class Side:
    """One player of the ``board`` event: ``number`` 1 or 2, ``points`` the match score,
    ``entered`` whether all its checkers have entered (acey-deucey), ``inactive`` seconds
    without a move."""

    number: int
    name: str
    rating: int = 0
    points: int = 0
    entered: bool = False
    inactive: int = 0

    @classmethod
    def from_json(cls, obj: object, path: str) -> "Side":
        if obj is None:
            obj = {}
        if not isinstance(obj, dict):
            raise FieldError(f"{path[:-1]} should be an object")
        return cls(
            number=get_int(obj, "Number", path, low=0, high=2),
            name=get_str(obj, "Name", path),
            rating=get_int(obj, "Rating", path),
            points=get_int(obj, "Points", path),
            entered=get_bool(obj, "Entered", path),
            inactive=get_int(obj, "Inactive", path),
        )


@dataclass(frozen=True)
class GameState:
    """The ``board`` event decoded (names follow the JSON fields).

    ``started``/``ended`` are unix seconds (0: not yet); ``turn`` 0 is the opening roll, else the
    player (1 or 2) on turn; ``dice`` is ``(Roll1, Roll2, Roll3)`` (0: not rolled; the third die
    only in tabula); ``moves`` the ``(from, to)`` pairs played so far this turn; ``winner`` 0, 1
    or 2; ``points`` the match length; ``crawford`` 0 not yet, 1 this game, 2 done;
    ``double_player`` 0 when the cube is centred; ``available`` the server's legal single moves.
    """

    started: int = 0
    ended: int = 0
    player1: Side = Side(1, "")
    player2: Side = Side(2, "")
    variant: int = BACKGAMMON
    board: tuple[int, ...] = INITIAL_BOARD
    turn: int = 0
    dice: tuple[int, int, int] = (0, 0, 0)
    moves: tuple[tuple[int, int], ...] = ()
    winner: int = 0
    points: int = 1
    crawford: int = 0
    double_value: int = 1
    double_player: int = 0
    double_offered: bool = False
    reroll: bool = False
    player_number: int = 1
    available: tuple[tuple[int, int], ...] = ()
    forced: bool = False
    spectating: bool = False

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> "GameState":
        """From the decoded event; raises :class:`FieldError` naming a field of the wrong type."""
        board = get_list(obj, "Board")
        if len(board) != SPACES:
            raise FieldError(f"Board should hold {SPACES} numbers, not {len(board)}")
        for i, count in enumerate(board):
            if isinstance(count, bool) or not isinstance(count, int):
                raise FieldError(f"Board[{i}] should be a whole number")
            if not -_MAX_COUNT <= count <= _MAX_COUNT:
                raise FieldError(f"Board[{i}] should be from -{_MAX_COUNT} to {_MAX_COUNT}, "
                                 f"not {count}")
        return cls(
            started=get_int(obj, "Started"),
            ended=get_int(obj, "Ended"),
            player1=Side.from_json(obj.get("Player1"), "Player1."),
            player2=Side.from_json(obj.get("Player2"), "Player2."),
            variant=get_int(obj, "Variant", low=0),
            board=tuple(board),
            turn=get_int(obj, "Turn", low=0, high=2),
            dice=(get_int(obj, "Roll1", low=0, high=6), get_int(obj, "Roll2", low=0, high=6),
                  get_int(obj, "Roll3", low=0, high=6)),
            moves=get_pairs(obj, "Moves"),
            winner=get_int(obj, "Winner", low=0, high=2),
            points=get_int(obj, "Points"),
            crawford=get_int(obj, "Crawford", low=0, high=2),
            double_value=get_int(obj, "DoubleValue", default=1),
            double_player=get_int(obj, "DoublePlayer", low=0, high=2),
            double_offered=get_bool(obj, "DoubleOffered"),
            reroll=get_bool(obj, "Reroll"),
            player_number=get_int(obj, "PlayerNumber", default=1, low=0, high=2),
            available=get_pairs(obj, "Available"),
            forced=get_bool(obj, "Forced"),
            spectating=get_bool(obj, "Spectating"),
        )

    @property
    def side_on_turn(self) -> int | None:
        """The fibsgui.bg side on turn: 0 for player 1, 1 for player 2, None at the opening roll."""
        return self.turn - 1 if self.turn in (1, 2) else None

    def position(self) -> Position | None:
        """The backgammon position (player 1 = side 0, the side on turn on roll; side 0 during
        the opening roll); None for another variant or a board that cannot be: a side without
        exactly 15 checkers counting its home and bar, or checkers of a side in the other's
        home or on the other's bar."""
        if self.variant != BACKGAMMON:
            return None
        return board_position(self.board, self.side_on_turn or 0)


def board_position(board: tuple[int, ...] | list[int], turn: int = 0) -> Position | None:
    """The :class:`Position` of a 28-number backgammon board (player 1 = side 0), or None."""
    if len(board) != SPACES:
        return None
    if board[HOME_1] < 0 or board[BAR_1] < 0 or board[HOME_2] > 0 or board[BAR_2] > 0:
        return None
    one = [0] * 25
    two = [0] * 25
    for point in range(1, 25):
        count = board[point]
        if count > 0:
            one[point - 1] = count
        elif count < 0:
            two[24 - point] = -count  # player 2's own point 25 - point
    one[24] = board[BAR_1]
    two[24] = -board[BAR_2]
    if sum(one) + board[HOME_1] != CHECKERS or sum(two) - board[HOME_2] != CHECKERS:
        return None
    try:
        return Position((one, two), turn)
    except BackgammonError:
        return None


def position_board(position: Position) -> tuple[int, ...]:
    """The 28-number board of a :class:`Position`, side 0 as player 1 (the receiver)."""
    one, two = position.board
    board = [0] * SPACES
    for point in range(1, 25):
        board[point] = one[point - 1] - two[24 - point]
    board[BAR_1] = one[24]
    board[BAR_2] = -two[24]
    board[HOME_1] = position.off(0)
    board[HOME_2] = -position.off(1)
    return tuple(board)


def pair_to_move(pair: tuple[int, int], side: int = 0) -> Move:
    """The :class:`fibsgui.bg.Move` of a server ``(from, to)`` pair made by ``side`` (0: player 1,
    1: player 2), in that side's own numbering; ``hit`` is not known here and is False.

    Raises ``ValueError`` for a pair that is not a backgammon move of that side.
    """
    if side not in (0, 1):
        raise ValueError(f"side must be 0 or 1, not {side!r}")
    start, end = pair
    bar, home = (BAR_1, HOME_1) if side == 0 else (BAR_2, HOME_2)
    from_point = BAR if start == bar else _own_point(start, side)
    to_point = OFF if end == home else _own_point(end, side)
    if from_point is None or to_point is None or from_point <= to_point:
        raise ValueError(f"({start}, {end}) is not a move of player {side + 1}")
    return Move(from_point, to_point)


def _own_point(index: int, side: int) -> int | None:
    if not 1 <= index <= 24:
        return None
    return index if side == 0 else 25 - index


def move_to_pair(move: Move | tuple[int, int], side: int = 0) -> tuple[int, int]:
    """The server ``(from, to)`` pair of ``side``'s :class:`fibsgui.bg.Move` (its own numbering)."""
    if side not in (0, 1):
        raise ValueError(f"side must be 0 or 1, not {side!r}")
    from_point, to_point = move[0], move[1]
    if not (1 <= from_point <= BAR and OFF <= to_point <= 24 and to_point < from_point):
        raise ValueError(f"{move!r} is not a move toward home")
    bar, home = (BAR_1, HOME_1) if side == 0 else (BAR_2, HOME_2)
    start = bar if from_point == BAR else (from_point if side == 0 else 25 - from_point)
    end = home if to_point == OFF else (to_point if side == 0 else 25 - to_point)
    return start, end


def legal_single_moves(state: GameState) -> tuple[tuple[int, int], ...] | None:
    """The single moves the player on turn may make now, by :mod:`fibsgui.bg`'s rules, as server
    ``(from, to)`` pairs sorted as the server sorts ``Available`` (highest first).

    The moves already made this turn (``state.moves``) count: a move is listed only if some
    complete legal play begins with the moves made and then it. Empty when the dice are not
    rolled, at the opening roll before a player is on turn, after the game's end, or when the
    turn's moves are all made. None when the rules engine cannot say: another variant, an
    impossible board, or moves made that no legal play begins with.

    Where a bear-off could have used either die, the larger is taken as used.
    """
    if state.variant != BACKGAMMON:
        return None
    side = state.side_on_turn
    position = state.position()
    if position is None:
        return None
    d1, d2 = state.dice[0], state.dice[1]
    if side is None or state.winner or not (1 <= d1 <= 6 and 1 <= d2 <= 6):
        return ()
    try:
        made = [pair_to_move(pair, side) for pair in state.moves]
    except ValueError:
        return None
    found: set[tuple[int, int]] = set()
    consistent = False
    for start in _turn_starts(position, made):
        try:
            turn = start.start_turn((d1, d2))
            for move in made:
                turn = turn.step(move.from_point, move.to_point)
        except BackgammonError:
            continue
        if turn.position != position:
            continue
        consistent = True
        found.update(move_to_pair(step.move, side) for step in turn.next_steps())
    if not consistent:
        return None
    return tuple(sorted(found, reverse=True))


def _turn_starts(position: Position, made: list[Move]) -> Iterable[Position]:
    """The positions the turn may have started from: ``made`` taken back from ``position``,
    with each move that could have hit tried both as a hit and not."""
    side = position.turn
    me0 = list(position.checkers(side))
    opp0 = list(position.checkers(1 - side))
    for mask in range(1 << len(made)):
        me, opp = list(me0), list(opp0)
        ok = True
        for i in range(len(made) - 1, -1, -1):
            move = made[i]
            hit = bool(mask >> i & 1)
            if move.to_point != OFF:
                if me[move.to_point - 1] <= 0:
                    ok = False
                    break
                me[move.to_point - 1] -= 1
            elif hit:
                ok = False
                break
            me[move.from_point - 1] += 1
            if hit:
                if opp[24] <= 0 or opp[24 - move.to_point]:
                    ok = False
                    break
                opp[24] -= 1
                opp[24 - move.to_point] = 1
        if not ok:
            continue
        sides = (me, opp) if side == 0 else (opp, me)
        try:
            yield Position(sides, side)
        except BackgammonError:
            continue
