"""Moves (one checker step) and plays (the steps of one turn), in FIBS and gnubg notation.

Points are numbered from the mover's own side: 24 is the farthest point, 1 the last point of the
home board, ``BAR`` (25) is where checkers enter from and ``OFF`` (0) is borne off.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from fibsgui.bg.errors import InvalidPlaySyntaxError

BAR = 25
OFF = 0
#: Where the checkers not yet entered wait, in variants where every checker starts off the board
#: (acey-deucey, tabula): a location like ``BAR`` and ``OFF``, never a point.
WAITING = 26


def _point_name(point: int) -> str:
    if point == BAR:
        return "bar"
    if point == OFF:
        return "off"
    return str(point)


class Move(NamedTuple):
    """One checker step from ``from_point`` to ``to_point`` (mover's numbering); ``hit`` if it hits."""

    from_point: int
    to_point: int
    hit: bool = False

    def __repr__(self) -> str:
        hit = ", hit=True" if self.hit else ""
        return f"Move({self.from_point}, {self.to_point}{hit})"

    def __str__(self) -> str:
        return f"{_point_name(self.from_point)}/{_point_name(self.to_point)}{'*' if self.hit else ''}"

    @property
    def distance(self) -> int:
        """Pips travelled (for a bear-off, the distance to the edge of the board)."""
        return self.from_point - self.to_point

    def fibs(self, direction: int = -1) -> str:
        """This move in FIBS's numbering: ``direction`` is -1 for a side moving 24 -> 1."""
        return f"{_fibs_point(self.from_point, direction)}-{_fibs_point(self.to_point, direction)}"


def _fibs_point(point: int, direction: int) -> str:
    if point in (BAR, OFF):
        return _point_name(point)
    return str(point if direction < 0 else 25 - point)


class Play(tuple):
    """The moves of one turn, in the order made. The empty play means "no legal move".

    A ``Play`` is a tuple of :class:`Move`; it is hashable and compares by its moves.
    """

    __slots__ = ()

    def __new__(cls, moves: Iterable[Move] = ()) -> "Play":
        return super().__new__(cls, (m if isinstance(m, Move) else Move(*m) for m in moves))

    @classmethod
    def _of(cls, moves: Iterable[Move]) -> "Play":
        """A play of moves known to be :class:`Move` objects (no conversion)."""
        return tuple.__new__(cls, moves)

    def __repr__(self) -> str:
        return f"Play.from_gnubg({self.gnubg()!r})"

    def __str__(self) -> str:
        return self.gnubg()

    # -- gnubg notation ---------------------------------------------------------------------
    def gnubg(self) -> str:
        """gnubg's notation: ``13/8 24/23*``, ``bar/20``, ``6/off``, ``8/5(2)``; empty: ``""``.

        Consecutive steps of one checker are joined (``24/18*/13``); identical moves are counted.
        """
        if not self:
            return ""
        chains: list[list[Move]] = []
        for move in self:
            for chain in chains:
                last = chain[-1]
                if last.to_point == move.from_point and last.to_point != OFF:
                    chain.append(move)
                    break
            else:
                chains.append([move])
        texts: list[str] = []
        for chain in chains:
            parts = [_point_name(chain[0].from_point)]
            for i, step in enumerate(chain):
                last = i == len(chain) - 1
                if step.hit:
                    parts.append(_point_name(step.to_point) + "*")
                elif last:
                    parts.append(_point_name(step.to_point))
            texts.append("/".join(parts))
        out: list[str] = []
        seen: dict[str, int] = {}
        for text in texts:
            seen[text] = seen.get(text, 0) + 1
        for text in texts:
            count = seen.pop(text, 0)
            if count:
                out.append(text if count == 1 else f"{text}({count})")
        return " ".join(out)

    @classmethod
    def from_gnubg(cls, text: str) -> "Play":
        """Parse gnubg notation (``13/8 24/23*``, ``6/off``, ``8/5(2)``, ``24/18*/13``, ``bar/20``).

        A hop that covers more than one die (``24/13``) stays one :class:`Move` here; resolve it
        against a position and roll with :meth:`fibsgui.bg.Position.parse_play`.
        """
        return cls._of(_read_play(text, typed=False))

    @classmethod
    def from_text(cls, text: str) -> "Play":
        """A play as a player types it, numbered from the player's own side.

        gnubg's notation (``24/18 13/11``, ``bar/22``, ``6/off(2)``, ``8/5*/1``, ``13/8(2)``) with
        ``b``/``25`` for the bar and ``o``/``0`` for off, FIBS's dashes (``24-18``), any case,
        spaces around the separators and between the moves, commas between moves. Stars are read
        and kept, but it is the board that decides what hits. At most :data:`MAX_TYPED_PLAY`
        characters are read (the text is refused, unread, when longer); the time is linear in the
        length. Errors are :class:`InvalidPlaySyntaxError` with a ``reason`` (``"too_long"``,
        ``"unreadable"``, ``"no_destination"``, ``"backwards"``, ``"count"``, ``"too_many"``) and
        the offending ``token`` in ``details``.
        """
        return cls._of(_read_play(text, typed=True))

    # -- FIBS notation ----------------------------------------------------------------------
    def fibs(self, direction: int = -1) -> str:
        """The arguments of FIBS's ``move`` command: ``13-8 24-23``, ``bar-20``, ``6-off``."""
        return " ".join(move.fibs(direction) for move in self)

    @classmethod
    def from_fibs(cls, text: str, direction: int = -1) -> "Play":
        """Parse FIBS's move syntax as the server accepts it.

        ``13-8 24-23``, ``13 8 24 23``, ``bar-5 bar 5 bar - 5 bar -5``, ``b-20``, ``6-o``, with an
        optional leading ``move``/``m``. ``direction`` is the mover's FIBS direction: -1 if the
        numbers run 24 -> 1 for them (FIBS's numbers are their own), +1 if they run 1 -> 24.
        Hits are not marked in FIBS syntax; resolve against a position to learn them.
        """
        if not isinstance(text, str):
            raise InvalidPlaySyntaxError(f"not a play: {text!r}")
        if direction not in (-1, 1):
            raise InvalidPlaySyntaxError(f"direction must be -1 or 1, not {direction!r}")
        tokens = text.replace("-", " - ").split()
        if tokens and tokens[0].lower() in ("move", "m"):
            tokens = tokens[1:]
        points = [t for t in tokens if t != "-"]
        if not points:
            return cls()
        # a '-' may only stand between a from and its to
        position = 0
        for token in tokens:
            if token == "-":
                if position % 2 == 0:
                    raise InvalidPlaySyntaxError(f"misplaced '-' in FIBS move {text!r}")
            else:
                position += 1
        if len(points) % 2:
            raise InvalidPlaySyntaxError(f"FIBS move {text!r} has a 'from' without a 'to'")
        moves = []
        for a, b in zip(points[0::2], points[1::2]):
            src = _parse_fibs_point(a, direction, text)
            dst = _parse_fibs_point(b, direction, text)
            if src == OFF or dst == BAR or (src != BAR and src <= dst):
                raise InvalidPlaySyntaxError(f"{a}-{b} does not move toward home in {text!r}")
            moves.append(Move(src, dst))
        return cls(moves)


#: The longest text :meth:`Play.from_text` reads: a play of four hops with stars and counts is
#: far shorter; anything longer is not a play.
MAX_TYPED_PLAY = 200
#: The most moves a play's text may hold (four dice, each a step of its own, with room for
#: chains written out point by point).
MAX_PLAY_MOVES = 24
_POINT_WORDS = {"bar": BAR, "b": BAR, "off": OFF, "o": OFF}
_DIGITS = "0123456789"
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_SPACES = " \t"


def _token_at(text: str, start: int) -> str:
    """The word of ``text`` from ``start`` to the next space, at most 16 characters (for messages)."""
    end = start
    limit = min(len(text), start + 16)
    while end < limit and text[end] not in " \t,":
        end += 1
    word = text[start:end] or text[start:start + 1]
    return word + ("…" if end == limit < len(text) and text[end] not in " \t," else "")


def _read_play(text: object, typed: bool) -> list[Move]:
    """Read a play's moves, one character at a time (no regular expression: linear time).

    ``typed``: the player's notation (:meth:`Play.from_text`); otherwise gnubg's strictly.
    """
    if not isinstance(text, str):
        raise InvalidPlaySyntaxError(f"not a play: {text!r}", "unreadable", token="")
    if typed and len(text) > MAX_TYPED_PLAY:
        raise InvalidPlaySyntaxError(f"a play of {len(text)} characters is too long to be one",
                                     "too_long", token="", limit=MAX_TYPED_PLAY)
    source = text.lower()
    n = len(source)
    separators = "/-" if typed else "/"
    moves: list[Move] = []

    def bad(reason: str, at: int, what: str) -> InvalidPlaySyntaxError:
        token = _token_at(source, at)
        return InvalidPlaySyntaxError(f"{what} {token!r} in {text!r}", reason, token=token)

    def spaces(i: int) -> int:
        if typed:
            while i < n and source[i] in _SPACES:
                i += 1
        return i

    def point(i: int) -> tuple[int, bool, int]:
        """The location written at ``i``: (location, starred, index after it)."""
        j = i
        if j < n and source[j] in _DIGITS:
            while j < n and source[j] in _DIGITS and j - i < 3:
                j += 1
            number = int(source[i:j])
            if j - i > 2 or number > 25 or (number == 0 and not typed):
                raise bad("unreadable", i, "invalid point")
            location = BAR if number == 25 else number
        else:
            while j < n and source[j] in _LETTERS and j - i < 4:
                j += 1
            location = _POINT_WORDS.get(source[i:j], -1)
            if location < 0:
                raise bad("unreadable", i, "invalid point")
        starred = j < n and source[j] == "*"
        return location, starred, j + starred

    i = 0
    while True:
        while i < n and (source[i] in _SPACES or source[i] == "," or (typed and source[i] in "\r\n")):
            i += 1
        if i >= n:
            break
        start = i
        first, _, i = point(i)
        chain = [(first, False)]
        while True:
            j = spaces(i)
            if j < n and source[j] in separators:
                j = spaces(j + 1)
                if j >= n:
                    raise bad("no_destination", start, "a move without its destination")
                location, starred, i = point(j)
                chain.append((location, starred))
            else:
                break
        count = 1
        j = spaces(i)
        if j < n and source[j] == "(":
            k = spaces(j + 1)
            if k < n and source[k] in _DIGITS:
                count = int(source[k])
                k = spaces(k + 1)
            else:
                count = 0
            if k >= n or source[k] != ")" or not 1 <= count <= 4:
                raise bad("count", start, "invalid repeat count in")
            i = k + 1
        if i < n and source[i] not in _SPACES and source[i] != "," and not (typed and source[i] in "\r\n"):
            raise bad("unreadable", start, "invalid move")
        if len(chain) == 1:
            raise bad("no_destination", start, "a move without its destination")
        steps = []
        for (a, _), (b, starred) in zip(chain, chain[1:]):
            if a == OFF or b == BAR or (a != BAR and a <= b):
                raise bad("backwards", start, "a checker must move toward home:")
            steps.append(Move(a, b, starred))
        if len(moves) + len(steps) * count > MAX_PLAY_MOVES:
            raise InvalidPlaySyntaxError(f"too many moves in {text!r}", "too_many", token="")
        moves.extend(steps * count)
    return moves


def _parse_fibs_point(token: str, direction: int, text: str) -> int:
    lowered = token.lower()
    if lowered in ("bar", "b"):
        return BAR
    if lowered in ("off", "o"):
        return OFF
    if lowered.isdigit() and 1 <= int(lowered) <= 24:
        n = int(lowered)
        return n if direction < 0 else 25 - n
    raise InvalidPlaySyntaxError(f"invalid point {token!r} in FIBS move {text!r}")
