"""Errors raised by the rules engine: all are ``ValueError`` subclasses."""


class BackgammonError(ValueError):
    """Base class of every error the rules engine raises.

    ``reason`` names the rule or the part of the syntax at fault (empty when no one asked for
    it) and ``details`` holds its facts (moves, points, dice), so that a screen can say it in
    words of its own language; the message itself is English, for logs and developers.
    """

    def __init__(self, message: str = "", reason: str = "", **details: object) -> None:
        super().__init__(message)
        self.reason = reason
        self.details = details


class InvalidPositionError(BackgammonError):
    """A position that cannot exist: too many checkers, both sides on one point, a bad ID."""


class InvalidPlaySyntaxError(BackgammonError):
    """Text that is not a move or play in the notation asked for."""


class IllegalPlayError(BackgammonError):
    """A play (or step) that the rules do not allow in the given position and roll."""


class InvalidMatchIdError(BackgammonError):
    """A string that is not a GNU Backgammon Match ID, or one with impossible fields."""
