"""Errors raised by the rules engine: all are ``ValueError`` subclasses."""


class BackgammonError(ValueError):
    """Base class of every error the rules engine raises."""


class InvalidPositionError(BackgammonError):
    """A position that cannot exist: too many checkers, both sides on one point, a bad ID."""


class InvalidPlaySyntaxError(BackgammonError):
    """Text that is not a move or play in the notation asked for."""


class IllegalPlayError(BackgammonError):
    """A play (or step) that the rules do not allow in the given position and roll."""


class InvalidMatchIdError(BackgammonError):
    """A string that is not a GNU Backgammon Match ID, or one with impossible fields."""
