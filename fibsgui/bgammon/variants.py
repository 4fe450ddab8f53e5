"""What the board shows of a bgammon.org game in any variant, and the player's turn as the server
allows it.

The server sends every board from its receiver's side (see :mod:`fibsgui.bgammon.board`). In
acey-deucey and tabula every checker starts in its player's home (index 0 for the receiver, 25
for the opponent): while a player's ``Entered`` is false, its home holds the checkers not yet
entered (it cannot bear off before all have entered, so the home holds one kind at a time).

- Backgammon and acey-deucey: the receiver moves from 24 down to 1 and the opponent from 1 up to
  24; in acey-deucey the receiver enters from its home into 24..19 (die = 25 - point), the
  opponent into 1..6. Server point ``s`` is drawn as the player's point ``s``.
- Tabula: both players move the same way, from 1 up to 24 in the receiver's numbering (the server
  does not mirror the points for player 2), entering into 1..6 (die = point) and bearing off from
  19..24 (die = 25 - point). Server point ``s`` is drawn as point ``25 - s`` for both colours, so
  the home board (19..24) is drawn next to the trays and the entry (1..6) across from it.

A :class:`BoardPicture` is what the board draws (it reads it as it reads a
:class:`fibsgui.bg.Position`): each side's checkers in that side's own numbering (the player's
own point ``p`` is drawn as point ``p``; the opponent's own point ``q`` as point ``25 - q``), the
bar, the borne-off and the waiting checkers, pip counts, and the point labels (the server's numbers,
so that a move logged as ``1/5`` is found on the frame).

The client has no rules for these variants: the server's ``Available`` list of legal single moves
decides. :class:`ServerTurn` is the player's turn built from it, with the locations the board uses
(``BAR``, ``OFF``, ``WAITING`` and the drawn points 1..24).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, NamedTuple

from fibsgui.bg import BAR, CHECKERS, OFF, WAITING, Move
from fibsgui.bgammon.board import (
    ACEY_DEUCEY,
    BACKGAMMON,
    BAR_1,
    BAR_2,
    HOME_1,
    HOME_2,
    SPACES,
    TABULA,
    VARIANTS,
    GameState,
)

__all__ = ["BoardPicture", "ServerStep", "ServerTurn", "picture", "step_die", "drawn_point", "server_point",
           "turn_dice", "awaits_double_choice"]

#: Pips a checker not yet on the board (waiting or on the bar) still has to go.
_ENTRY_PIPS = 25


def drawn_point(variant: int, space: int) -> int:
    """The drawn point (the player's numbering, 1..24) of server point ``space`` (1..24)."""
    return 25 - space if variant == TABULA else space


def server_point(variant: int, point: int) -> int:
    """The server's point of drawn point ``point`` (1..24); the inverse of :func:`drawn_point`."""
    return 25 - point if variant == TABULA else point


@dataclass(frozen=True)
class BoardPicture:
    """A board as drawn: sides 0 (the receiver, at the bottom) and 1.

    ``points[side]`` holds 25 counts in that side's own numbering (index ``p - 1`` for its point
    ``p``, index 24 its bar), as :meth:`fibsgui.bg.Position.checkers` does; ``borne_off`` and
    ``waiting`` the checkers in each side's tray; ``pips`` each side's pip count; ``labels[d - 1]``
    the number written on drawn point ``d``.
    """

    variant: int
    points: tuple[tuple[int, ...], tuple[int, ...]]
    borne_off: tuple[int, int]
    waiting_counts: tuple[int, int]
    pips: tuple[int, int]
    labels: tuple[int, ...]
    turn: int = 0

    def checkers(self, side: int) -> tuple[int, ...]:
        return self.points[side]

    def off(self, side: int) -> int:
        return self.borne_off[side]

    def waiting(self, side: int) -> int:
        return self.waiting_counts[side]

    def pip_count(self, side: int) -> int:
        return self.pips[side]

    def pip_counts(self) -> tuple[int, int]:
        return self.pips

    def with_turn(self, turn: int) -> "BoardPicture":
        return self if turn == self.turn else replace(self, turn=turn)

    def total(self, side: int) -> int:
        """Every checker of ``side``: on points, on the bar, borne off and waiting."""
        return sum(self.points[side]) + self.borne_off[side] + self.waiting_counts[side]


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def picture(game: GameState) -> BoardPicture | None:
    """The picture of ``game``'s board, or None for a board no variant allows (an unknown
    variant, not 28 whole numbers, a count of the wrong sign in a home or on a bar, a side without
    exactly 15 checkers). Never raises."""
    variant = game.variant
    board = game.board
    if not _whole(variant) or variant not in VARIANTS:
        return None
    try:
        if len(board) != SPACES or not all(_whole(n) and -CHECKERS <= n <= CHECKERS for n in board):
            return None
    except TypeError:
        return None
    if board[HOME_1] < 0 or board[BAR_1] < 0 or board[HOME_2] > 0 or board[BAR_2] > 0:
        return None
    sides = ([0] * 25, [0] * 25)
    pips = [0, 0]
    for space in range(1, 25):
        count = board[space]
        if not count:
            continue
        drawn = drawn_point(variant, space)
        side = 0 if count > 0 else 1
        own = drawn if side == 0 else 25 - drawn
        sides[side][own - 1] = abs(count)
        if variant == TABULA:
            distance = 25 - space  # both sides bear off past 24
        else:
            distance = space if side == 0 else 25 - space
        pips[side] += abs(count) * distance
    sides[0][24], sides[1][24] = board[BAR_1], -board[BAR_2]
    homes = (board[HOME_1], -board[HOME_2])
    entered = (game.player1.entered, game.player2.entered)
    waiting = [0, 0]
    off = [0, 0]
    for side in (0, 1):
        if variant != BACKGAMMON and not entered[side]:
            waiting[side] = homes[side]
        else:
            off[side] = homes[side]
        pips[side] += _ENTRY_PIPS * (sides[side][24] + waiting[side])
        if sum(sides[side]) + homes[side] != CHECKERS:
            return None
    labels = tuple(server_point(variant, point) for point in range(1, 25))
    turn = game.turn - 1 if game.turn in (1, 2) else 0
    return BoardPicture(variant, (tuple(sides[0]), tuple(sides[1])), (off[0], off[1]), (waiting[0], waiting[1]),
                        (pips[0], pips[1]), labels, turn)


def step_die(variant: int, pair: tuple[int, int]) -> int:
    """The die the receiver's move ``pair`` (server ``(from, to)``) uses: the distance by the
    variant's rules (exact dice: a bear-off uses the die of its distance to the home)."""
    start, end = pair
    if variant == TABULA:
        if start in (HOME_1, BAR_1):
            return end
        if end == HOME_1:
            return 25 - start
        return end - start
    if start in (HOME_1, BAR_1):
        return 25 - end
    if end == HOME_1:
        return start
    return start - end


def turn_dice(game: GameState) -> tuple[int, ...]:
    """The dice of the turn on the board: three in tabula, a double four times elsewhere (tabula
    does not double its doubles); empty when not rolled."""
    d1, d2, d3 = game.dice
    if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
        return ()
    if game.variant == TABULA:
        return (d1, d2, d3) if 1 <= d3 <= 6 else (d1, d2)
    return (d1,) * 4 if d1 == d2 else (d1, d2)


def awaits_double_choice(game: GameState) -> bool:
    """The player on turn has played the 1 and the 2 of an acey-deucey and the server waits for the
    double chosen (``ok <1-6>``)."""
    return (game.variant == ACEY_DEUCEY and game.turn in (1, 2) and not game.winner
            and sorted(game.dice[:2]) == [1, 2] and len(game.moves) == 2 and not game.available)


class ServerStep(NamedTuple):
    """One single move of the turn: ``move`` in the board's locations (``hit`` if it hits), the
    ``die`` it uses and the server's ``pair``."""

    move: Move
    die: int
    pair: tuple[int, int]


class ServerTurn:
    """The receiver's turn as the server allows it (``Available``), in the board's locations.

    Like :class:`fibsgui.bg.Turn` for the board: :meth:`sources`, :meth:`targets`,
    :attr:`remaining_dice`, :attr:`steps` (the moves made so far), :attr:`complete` (nothing left
    to play) and :attr:`position` (the picture). A turn whose last step is on its way to the
    server (:attr:`sent`) offers no move until the server's next board.
    """

    def __init__(self, game: GameState, board_picture: BoardPicture, sent: bool = False) -> None:
        self.game = game
        self.position = board_picture
        self.variant = game.variant
        self.sent = sent
        self.dice = turn_dice(game)
        self.steps: tuple[ServerStep, ...] = tuple(
            ServerStep(Move(self.location(a, True), self.location(b, False)), step_die(self.variant, (a, b)), (a, b))
            for a, b in game.moves)
        remaining = list(self.dice)
        for step in self.steps:
            if step.die in remaining:
                remaining.remove(step.die)
        self.remaining_dice = tuple(remaining)
        self._targets: dict[int, dict[int, ServerStep]] = {}
        self._pairs: dict[tuple[int, int], tuple[int, int]] = {}
        if not sent:
            for pair in game.available:
                self._add(pair)

    @classmethod
    def of(cls, game: GameState) -> "ServerTurn | None":
        """The turn of ``game``'s receiver, or None for a board that cannot be drawn."""
        shown = picture(game)
        return None if shown is None else cls(game, shown)

    def _add(self, pair: tuple[int, int]) -> None:
        try:
            start, end = pair
        except (TypeError, ValueError):
            return
        if not (_whole(start) and _whole(end)):
            return
        source = self.location(start, True)
        target = self.location(end, False)
        if source is None or target is None:
            return
        if source == WAITING and self.position.waiting(0) == 0:
            return
        hit = 1 <= end <= 24 and self.game.board[end] == -1
        self._targets.setdefault(source, {})[target] = ServerStep(
            Move(source, target, hit), step_die(self.variant, (start, end)), (start, end))
        self._pairs[(source, target)] = (start, end)

    def location(self, space: int, source: bool) -> int | None:
        """The board's location of the receiver's server space: ``WAITING`` for its home as a
        source, ``OFF`` as a target, ``BAR`` for its bar, a drawn point; None for the opponent's
        home or bar."""
        if space == HOME_1:
            return WAITING if source else OFF
        if space == BAR_1:
            return BAR if source else None
        if 1 <= space <= 24:
            return drawn_point(self.variant, space)
        return None

    def sources(self) -> frozenset[int]:
        return frozenset(self._targets)

    def targets(self, location: int) -> dict[int, ServerStep]:
        return dict(self._targets.get(location, {}))

    def pair(self, source: int, target: int) -> tuple[int, int] | None:
        """The server's ``(from, to)`` of a step from ``source`` to ``target`` allowed now."""
        return self._pairs.get((source, target))

    def available(self) -> Iterable[tuple[int, int]]:
        return iter(self._pairs.values())

    @property
    def complete(self) -> bool:
        """Nothing more to play (the server lists no move), and no step on its way."""
        return not self.sent and not self._pairs

    def after(self, pair: tuple[int, int]) -> "ServerTurn":
        """This turn with the receiver's step ``pair`` made and sent: the board as it will be
        (a hit checker on the opponent's bar), offering nothing until the server answers."""
        start, end = pair
        board = list(self.game.board)
        if start == HOME_1 or start == BAR_1 or 1 <= start <= 24:
            board[start] -= 1
        if 1 <= end <= 24 and board[end] == -1:
            board[end] = 0
            board[BAR_2] -= 1
        board[end] += 1
        game = replace(self.game, board=tuple(board), moves=self.game.moves + (pair,), available=())
        shown = picture(game)
        if shown is None:
            return ServerTurn(self.game, self.position, sent=True)
        return ServerTurn(game, shown, sent=True)

    def held(self) -> "ServerTurn":
        """This turn offering nothing until the server answers (a take-back or ``ok`` sent)."""
        return ServerTurn(self.game, self.position, sent=True)

    def __repr__(self) -> str:
        return (f"ServerTurn(variant={self.variant}, dice={self.dice}, moves={list(self.game.moves)}, "
                f"available={sorted(self._pairs.values())}, sent={self.sent})")
