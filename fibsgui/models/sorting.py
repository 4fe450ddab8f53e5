"""Sorting large tables in Python, behind a ``QSortFilterProxyModel`` that only filters.

A ``QSortFilterProxyModel`` sorts by calling the source model's ``data()`` twice per comparison.
For a model written in Python that is hundreds of thousands of calls into Python for a table of a
few thousand rows, and a sort cannot be cut into slices: the window freezes. Models that keep their
rows in order themselves implement ``sort_rows(column, order)``; :class:`SourceSortProxy` hands the
view's ``sort()`` to them and keeps the source order.

Such a model gives each row a *sort key*: one string, unique per row, whose plain string order is
the order asked for (:func:`number_key`, :func:`text_key`: the value, then the row's name to break
ties). The keys live in a :class:`SortedRows`; finding, adding or removing a row is a ``bisect`` and
a short list move, so a batch of changes costs Python work in proportion to the batch, never to the
table. Comparing two strings is one ``memcmp``: a hundred thousand rows are ordered in tens of
milliseconds, where tuples of native values would take several times as long.
"""

from __future__ import annotations

import bisect
import math
import struct
from collections.abc import Iterable, Iterator
from itertools import accumulate
from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt

_TOP_CHAR = chr(0x10FFFF)  # the largest code point: an inverted text ends with it
_INVERTED_ASCII = [chr(0x10FFFF - code) for code in range(128)]
_PACK_DOUBLE = struct.Struct(">d").pack
_UNPACK_BITS = struct.Struct(">Q").unpack
_SIGN = 1 << 63
_ALL = (1 << 64) - 1


def number_key(value: Any, descending: bool = False) -> str:
    """Sixteen hex digits whose string order is the numeric order of ``value`` (or its reverse).

    Any number goes: an int too large for a float counts as infinite, NaN (which compares false
    with everything) as -infinity, anything else as 0."""
    try:
        number = float(value)
    except OverflowError:
        number = math.inf if value > 0 else -math.inf
    except (TypeError, ValueError):
        number = 0.0
    if number != number:
        number = -math.inf
    if descending:
        number = -number
    if number == 0:
        number = 0.0  # -0.0 sorts with 0.0
    (bits,) = _UNPACK_BITS(_PACK_DOUBLE(number))
    return f"{bits ^ _ALL if bits & _SIGN else bits | _SIGN:016x}"


def inverted_text(text: str) -> str:
    """A string whose ascending order is ``text``'s descending order (prefixes come after)."""
    if text.isascii():
        return text.translate(_INVERTED_ASCII) + _TOP_CHAR
    return "".join([chr(0x10FFFF - ord(c)) for c in text]) + _TOP_CHAR


def text_key(text: str, descending: bool = False) -> str:
    """A string whose order is ``text``'s (or its reverse), to which a tie-breaker can be added:
    ``text_key("ab") + "x"`` sorts before ``text_key("abc") + "a"``."""
    return inverted_text(text) if descending else text + "\0"


class SortedRows:
    """The sort keys of a table's rows (unique strings), in ascending order.

    The keys are kept in chunks of a few hundred (like ``sortedcontainers.SortedList``): adding or
    removing a key is a ``bisect`` over the chunks' last keys, a ``bisect`` in one chunk and a short
    list move, whatever the number of rows; no batch ever walks the whole table. Row numbers
    (``rows[n]``, :meth:`find`, :meth:`position`) come from the chunks' offsets, computed again
    after a change.
    """

    LOAD = 500  # a chunk is split when it reaches twice this

    def __init__(self, keys: Iterable[str] = ()) -> None:
        ordered = sorted(keys)
        load = self.LOAD
        self._chunks: list[list[str]] = [ordered[i:i + load] for i in range(0, len(ordered), load)]
        self._maxes: list[str] = [chunk[-1] for chunk in self._chunks]
        self._offsets: list[int] = []  # the row number of each chunk's first key; [] when stale
        self._len = len(ordered)
        self._last = (0, 0, 0)  # the chunk read last: (index, first row, end row)

    def __len__(self) -> int:
        return self._len

    def __iter__(self) -> Iterator[str]:
        for chunk in self._chunks:
            yield from chunk

    def _offsets_now(self) -> list[int]:
        if not self._offsets and self._chunks:
            self._offsets = list(accumulate((len(chunk) for chunk in self._chunks[:-1]), initial=0))
        return self._offsets

    def __getitem__(self, row: int) -> str:
        """The key at ``row`` (0 <= row < len); views read rows in runs, so the chunk read last is
        tried first."""
        index, first, end = self._last
        if not first <= row < end:
            offsets = self._offsets_now()
            index = bisect.bisect_right(offsets, row) - 1
            first = offsets[index]
            end = first + len(self._chunks[index])
            self._last = (index, first, end)
        return self._chunks[index][row - first]

    def position(self, key: str) -> int:
        """The row of ``key`` if it is here, else the row it would be added at."""
        index = bisect.bisect_left(self._maxes, key)
        if index == len(self._chunks):
            return self._len
        return self._offsets_now()[index] + bisect.bisect_left(self._chunks[index], key)

    def find(self, key: str) -> int | None:
        """The row of ``key``, or None."""
        index = bisect.bisect_left(self._maxes, key)
        if index == len(self._chunks):
            return None
        chunk = self._chunks[index]
        i = bisect.bisect_left(chunk, key)
        if i < len(chunk) and chunk[i] == key:
            return self._offsets_now()[index] + i
        return None

    def add(self, key: str) -> None:
        """Add ``key`` (which must not be here yet) at its place."""
        chunks, maxes = self._chunks, self._maxes
        self._offsets, self._last = [], (0, 0, 0)
        self._len += 1
        if not chunks:
            chunks.append([key])
            maxes.append(key)
            return
        index = bisect.bisect_left(maxes, key)
        if index == len(chunks):  # after every key: at the end of the last chunk
            index -= 1
            chunk = chunks[index]
            chunk.append(key)
            maxes[index] = key
        else:
            chunk = chunks[index]
            chunk.insert(bisect.bisect_left(chunk, key), key)
        if len(chunk) >= 2 * self.LOAD:
            half = chunk[self.LOAD:]
            del chunk[self.LOAD:]
            chunks.insert(index + 1, half)
            maxes[index] = chunk[-1]
            maxes.insert(index + 1, half[-1])

    def update(self, keys: Iterable[str]) -> None:
        """Add many keys (none of them here yet) at once: each chunk takes the new keys that belong
        to it in one sort of two sorted runs, cheaper than a ``bisect`` per key."""
        add = sorted(keys)
        if not add:
            return
        self._offsets, self._last = [], (0, 0, 0)
        self._len += len(add)
        chunks, maxes = self._chunks, self._maxes
        if not chunks:
            chunks.append(add)
        else:
            start, end, last = 0, len(add), len(chunks) - 1
            for index, chunk_max in enumerate(maxes):
                if start == end:
                    break
                stop = end if index == last else bisect.bisect_right(add, chunk_max, start)
                if stop > start:
                    chunk = chunks[index]
                    chunk.extend(add[start:stop])
                    chunk.sort()
                    start = stop
        load = self.LOAD
        if any(len(chunk) >= 2 * load for chunk in chunks):
            split: list[list[str]] = []
            for chunk in chunks:
                if len(chunk) < 2 * load:
                    split.append(chunk)
                else:
                    split.extend(chunk[i:i + load] for i in range(0, len(chunk), load))
            chunks[:] = split
        maxes[:] = [chunk[-1] for chunk in chunks]

    def remove(self, key: str) -> bool:
        """Take ``key`` out; False if it was not here."""
        index = bisect.bisect_left(self._maxes, key)
        if index == len(self._chunks):
            return False
        chunk = self._chunks[index]
        i = bisect.bisect_left(chunk, key)
        if i == len(chunk) or chunk[i] != key:
            return False
        del chunk[i]
        self._offsets, self._last = [], (0, 0, 0)
        self._len -= 1
        if chunk:
            self._maxes[index] = chunk[-1]
        else:
            del self._chunks[index]
            del self._maxes[index]
        return True


class SourceSortProxy(QSortFilterProxyModel):
    """Filters like any proxy; sorting is done by the source model's ``sort_rows``."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        sort_rows = getattr(self.sourceModel(), "sort_rows", None)
        if sort_rows is None:
            super().sort(column, order)
        else:
            sort_rows(column, order)
