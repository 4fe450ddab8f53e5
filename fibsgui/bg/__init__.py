"""Backgammon rules: positions, moves, plays, legal plays, match and cube state. No Qt, no I/O."""

from fibsgui.bg.errors import (
    BackgammonError,
    IllegalPlayError,
    InvalidMatchIdError,
    InvalidPlaySyntaxError,
    InvalidPositionError,
)
from fibsgui.bg.moves import BAR, OFF, WAITING, Move, Play
from fibsgui.bg.position import (
    BACKGAMMON,
    CHECKERS,
    GAMMON,
    SINGLE,
    LegalPlays,
    Outcome,
    Position,
    Step,
    Turn,
)

__all__ = [
    "BAR", "OFF", "WAITING", "CHECKERS", "SINGLE", "GAMMON", "BACKGAMMON",
    "Move", "Play", "Position", "LegalPlays", "Outcome", "Step", "Turn",
    "BackgammonError", "IllegalPlayError", "InvalidMatchIdError", "InvalidPlaySyntaxError",
    "InvalidPositionError",
]

from fibsgui.bg.match import MONEY, GameState, MatchState  # noqa: E402

__all__ += ["MONEY", "GameState", "MatchState"]
