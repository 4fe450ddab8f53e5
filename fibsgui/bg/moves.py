"""Moves (one checker step) and plays (the steps of one turn), in FIBS and gnubg notation.

Points are numbered from the mover's own side: 24 is the farthest point, 1 the last point of the
home board, ``BAR`` (25) is where checkers enter from and ``OFF`` (0) is borne off.
"""

from __future__ import annotations

import re
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
        if not isinstance(text, str):
            raise InvalidPlaySyntaxError(f"not a play: {text!r}")
        moves: list[Move] = []
        stripped = text.strip()
        if stripped == "":
            return cls()
        for token in stripped.replace(",", " ").split():
            match = _GNUBG_TOKEN.fullmatch(token.lower())
            if match is None:
                raise InvalidPlaySyntaxError(f"invalid gnubg move {token!r} in {text!r}")
            points_text, count_text = match.group(1), match.group(2)
            count = int(count_text) if count_text else 1
            if not 1 <= count <= 4:
                raise InvalidPlaySyntaxError(f"invalid repeat count in {token!r} of {text!r}")
            fields = points_text.split("/")
            chain: list[Move] = []
            for a, b in zip(fields, fields[1:]):
                src = _parse_point(a.rstrip("*"), text)
                dst_hit = b.endswith("*")
                dst = _parse_point(b.rstrip("*"), text)
                chain.append(Move(src, dst, dst_hit))
            if any(m.from_point != BAR and m.from_point <= m.to_point for m in chain) or any(
                m.from_point == OFF or m.to_point == BAR for m in chain
            ):
                raise InvalidPlaySyntaxError(f"a checker must move toward home: {token!r} in {text!r}")
            moves.extend(chain * count)
        if len(moves) > 4 * 6:
            raise InvalidPlaySyntaxError(f"too many moves in {text!r}")
        return cls(moves)

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


_GNUBG_TOKEN = re.compile(r"((?:bar|b|off|o|\d{1,2})\*?(?:/(?:bar|b|off|o|\d{1,2})\*?)+)(?:\((\d)\))?")


def _parse_point(token: str, text: str) -> int:
    if token in ("bar", "b"):
        return BAR
    if token in ("off", "o"):
        return OFF
    if token.isdigit() and 1 <= int(token) <= 24:
        return int(token)
    if token == "25":
        return BAR
    raise InvalidPlaySyntaxError(f"invalid point {token!r} in {text!r}")


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
