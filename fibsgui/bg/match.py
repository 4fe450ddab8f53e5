"""Match and cube state: score, cube, Crawford, who may double, resignations, gnubg Match IDs."""

from __future__ import annotations

import base64
from dataclasses import dataclass, replace
from enum import IntEnum

from fibsgui.bg.errors import IllegalPlayError, InvalidMatchIdError
from fibsgui.bg.position import BACKGAMMON, GAMMON, SINGLE

MONEY = 0  # match length of a money (unlimited) session


class GameState(IntEnum):
    """gnubg's game states, as the Match ID stores them."""

    NONE = 0
    PLAYING = 1
    OVER = 2
    RESIGNED = 3
    DROPPED = 4


@dataclass(frozen=True)
class MatchState:
    """Everything about a match except the checkers. Sides are 0 and 1.

    ``length`` 0 is a money session (FIBS's "unlimited"). ``cube_owner`` is ``None`` while the
    cube is centred. ``crawford`` is true during the Crawford game itself; ``post_crawford`` is
    derived. ``on_roll`` is the side on roll (or, while a double is offered, the side that doubled);
    ``turn`` is the side that must act now (the doubled side answers a double).

    A score may pass the match length only once the game that decided the match has ended
    (``state`` :attr:`GameState.OVER`, or gnubg's :attr:`GameState.RESIGNED` / ``DROPPED`` for a
    game ended so): servers report every point won, e.g. 2-0 in a 1-point match won with a gammon.
    """

    length: int = MONEY
    score: tuple[int, int] = (0, 0)
    cube: int = 1
    cube_owner: int | None = None
    crawford: bool = False
    on_roll: int = 0
    turn: int = 0
    state: GameState = GameState.PLAYING
    double_offered: bool = False
    resigned: int = 0  # 0, or SINGLE / GAMMON / BACKGAMMON offered
    dice: tuple[int, int] = (0, 0)
    jacoby: bool = False  # money only: gammons count only once the cube was turned

    def __post_init__(self) -> None:
        problems = []
        if not 0 <= self.length < 2**15:
            problems.append(f"match length {self.length!r}")
        if len(self.score) != 2 or any(not 0 <= s < 2**15 for s in self.score):
            problems.append(f"score {self.score!r}")
        elif (self.length and self.state not in (GameState.OVER, GameState.RESIGNED, GameState.DROPPED)
              and any(s > self.length for s in self.score)):
            problems.append(f"score {self.score!r} beyond match length {self.length}")
        if self.cube < 1 or self.cube & (self.cube - 1) or self.cube > 2**15:
            problems.append(f"cube {self.cube!r}")
        if self.cube_owner not in (None, 0, 1) or self.on_roll not in (0, 1) or self.turn not in (0, 1):
            problems.append("sides must be 0 or 1")
        if self.resigned not in (0, SINGLE, GAMMON, BACKGAMMON):
            problems.append(f"resignation {self.resigned!r}")
        if any(not 0 <= d <= 6 for d in self.dice):
            problems.append(f"dice {self.dice!r}")
        if problems:
            raise InvalidMatchIdError("invalid match state: " + ", ".join(problems))

    # -- derived -----------------------------------------------------------------------------
    @property
    def is_money(self) -> bool:
        return self.length == MONEY

    @property
    def post_crawford(self) -> bool:
        """After the Crawford game: a side is one point from winning and this is not it.

        A 1-point match has no Crawford game (both sides start one point from winning), and a match
        that has been won has no game after it.
        """
        return (self.length > 1 and not self.crawford and self.length - 1 in self.score
                and self.winner is None)

    @property
    def winner(self) -> int | None:
        """The side that has won the match, if any."""
        if self.length:
            for side in (0, 1):
                if self.score[side] >= self.length:
                    return side
        return None

    def away(self, side: int) -> int:
        """Points ``side`` still needs (0 for money play)."""
        return max(self.length - self.score[side], 0) if self.length else 0

    def may_double(self, side: int) -> bool:
        """Whether ``side`` may offer the cube now (before rolling, in its own turn)."""
        if self.state != GameState.PLAYING or self.double_offered or self.resigned:
            return False
        if self.crawford or self.winner is not None:
            return False
        if self.cube_owner not in (None, side):
            return False
        if self.on_roll != side or self.turn != side or any(self.dice):
            return False
        return self.cube < 2**15

    def resignation_value(self, kind: int) -> int:
        """Points a resignation of ``kind`` (1 normal, 2 gammon, 3 backgammon) is worth."""
        if kind not in (SINGLE, GAMMON, BACKGAMMON):
            raise IllegalPlayError(f"a resignation is 1, 2 or 3 times the cube, not {kind!r}")
        if self.jacoby and self.is_money and self.cube_owner is None:
            kind = SINGLE
        return kind * self.cube

    def game_value(self, kind: int) -> int:
        """Points won by a game that ends with ``kind`` (1 single, 2 gammon, 3 backgammon)."""
        return self.resignation_value(kind)

    # -- transitions -------------------------------------------------------------------------
    def after_double(self, side: int) -> "MatchState":
        """``side`` offers the cube: the other side must answer."""
        if not self.may_double(side):
            raise IllegalPlayError(f"side {side} may not double in {self!r}")
        return replace(self, double_offered=True, turn=1 - side)

    def after_take(self) -> "MatchState":
        """The offered double is taken: the cube doubles and belongs to the taker."""
        if not self.double_offered:
            raise IllegalPlayError(f"no double to take in {self!r}")
        taker = 1 - self.on_roll
        return replace(self, cube=self.cube * 2, cube_owner=taker, double_offered=False, turn=self.on_roll)

    def after_game(self, winner: int, points: int) -> "MatchState":
        """Score ``points`` to ``winner`` and set up the next game (Crawford rule included)."""
        score = list(self.score)
        score[winner] += points
        if self.length:
            score[winner] = min(score[winner], self.length)
        crawford = (
            bool(self.length)
            and not self.crawford
            and not self.post_crawford
            and score[winner] == self.length - 1
            and score[1 - winner] < self.length - 1
        )
        over = self.length and score[winner] >= self.length
        return replace(
            self,
            score=(score[0], score[1]),
            cube=1,
            cube_owner=None,
            crawford=crawford,
            state=GameState.OVER if over else GameState.NONE,
            double_offered=False,
            resigned=0,
            dice=(0, 0),
        )

    # -- gnubg Match ID ----------------------------------------------------------------------
    def match_id(self) -> str:
        """gnubg's 12-character Match ID.

        As in gnubg, the larger die is stored first and a money session's score is not stored.
        """
        high, low = sorted(self.dice, reverse=True)
        score = self.score if self.length else (0, 0)
        fields = (
            (self.cube.bit_length() - 1, 4),
            (3 if self.cube_owner is None else self.cube_owner, 2),
            (self.on_roll, 1),
            (int(self.crawford), 1),
            (int(self.state), 3),
            (self.turn, 1),
            (int(self.double_offered), 1),
            (self.resigned, 2),
            (high, 3),
            (low, 3),
            (self.length, 15),
            (score[0], 15),
            (score[1], 15),
            (int(not self.jacoby), 1),  # gnubg sets this bit when the Jacoby rule is off
        )
        bits, shift = 0, 0
        for value, width in fields:
            bits |= value << shift
            shift += width
        return base64.b64encode(bits.to_bytes(9, "little")).decode("ascii")

    @classmethod
    def from_match_id(cls, match_id: str) -> "MatchState":
        if not isinstance(match_id, str) or len(match_id.strip()) != 12:
            raise InvalidMatchIdError(f"a Match ID has 12 characters: {match_id!r}")
        try:
            bits = int.from_bytes(base64.b64decode(match_id.strip(), validate=True), "little")
        except ValueError:
            raise InvalidMatchIdError(f"invalid Match ID {match_id!r}") from None
        values = []
        for width in (4, 2, 1, 1, 3, 1, 1, 2, 3, 3, 15, 15, 15, 1):
            values.append(bits & ((1 << width) - 1))
            bits >>= width
        (log_cube, owner, on_roll, crawford, state, turn, doubled, resigned, d1, d2, length, s0, s1,
         no_jacoby) = values
        if owner == 2 or state > 4 or d1 > 6 or d2 > 6 or bits:
            raise InvalidMatchIdError(f"invalid Match ID {match_id!r}: impossible field values")
        try:
            return cls(
                length=length,
                score=(s0, s1),
                cube=1 << log_cube,
                cube_owner=None if owner == 3 else owner,
                crawford=bool(crawford),
                on_roll=on_roll,
                turn=turn,
                state=GameState(state),
                double_offered=bool(doubled),
                resigned=resigned,
                dice=(d1, d2),
                jacoby=not no_jacoby,
            )
        except InvalidMatchIdError as exc:
            raise InvalidMatchIdError(f"invalid Match ID {match_id!r}: {exc}") from None
