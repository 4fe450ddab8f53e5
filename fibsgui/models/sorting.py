"""Sorting large tables in Python, behind a ``QSortFilterProxyModel`` that only filters.

A ``QSortFilterProxyModel`` sorts by calling the source model's ``data()`` twice per comparison.
For a model written in Python that is hundreds of thousands of calls into Python for a table of a
few thousand rows, and a sort cannot be cut into slices: the window freezes. Models that keep their
rows in order themselves implement ``sort_rows(column, order)``; :class:`SourceSortProxy` hands the
view's ``sort()`` to them and keeps the source order.

Such a model keeps its rows as one list of tuples ``(value, tie, payload)`` in ascending order, where
``(value, tie)`` is unique per row (``tie`` is a name): finding a row is a ``bisect`` on that pair,
and a batch of changes is merged in with a ``bisect`` per new row and the rows in between copied as
slices (:func:`merged`), so a batch costs Python work in proportion to the batch, not to the table.
A descending order is an ascending order of inverted values
(:func:`descending`), so every comparison stays native.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt

_TOP = 0x10FFFF  # the largest code point: inverted text ends with it


def ordered(value: Any) -> Any:
    """A number that sorts: NaN (which compares false with everything) sorts as -infinity."""
    if isinstance(value, float) and math.isnan(value):
        return -math.inf
    return value


def inverted_text(text: str) -> str:
    """A string whose ascending order is ``text``'s descending order (prefixes come after)."""
    return "".join([chr(_TOP - ord(c)) for c in text]) + chr(_TOP)


def descending(value: Any) -> Any:
    """A sort value whose ascending order is ``value``'s descending order (numbers or text)."""
    if isinstance(value, str):
        return inverted_text(value)
    if isinstance(value, tuple):
        return tuple(descending(v) for v in value)
    return -ordered(value)


def find_row(rows: list[tuple], key: tuple) -> int | None:
    """The row holding ``key`` (a ``(value, tie)`` pair) in ``rows``, or None."""
    row = bisect.bisect_left(rows, key)
    if row < len(rows) and rows[row][0] == key[0] and rows[row][1] == key[1]:
        return row
    return None


def merged(rows: list[tuple], drop: Iterable[int], add: list[tuple]) -> list[tuple]:
    """``rows`` without the rows at the positions ``drop`` and with the rows ``add``, in order.

    The work in Python is proportional to the number of rows dropped and added (a ``bisect`` each),
    not to ``rows``: the rows between two changes are copied as one slice."""
    add.sort()
    if not rows:
        return add
    if len(add) * 16 > len(rows):
        # Many new rows: a bisect each costs more than one sort of the lot (two sorted runs, merged
        # natively); the rows dropped are left out in slices first.
        out = []
        start = 0
        for position in sorted(set(drop)):
            out.extend(rows[start:position])
            start = position + 1
        out.extend(rows[start:])
        out.extend(add)
        out.sort()
        return out
    events: list[tuple[int, int, int]] = [(position, 1, 0) for position in set(drop)]  # 1: drop the row
    position = 0
    for i, entry in enumerate(add):
        position = bisect.bisect_left(rows, entry, position)
        events.append((position, 0, i))  # 0: insert before the row (before dropping it)
    events.sort()
    out: list[tuple] = []
    start = 0  # the first row not copied yet
    for position, kind, i in events:
        if position > start:
            out.extend(rows[start:position])
            start = position
        if kind:
            start = position + 1
        else:
            out.append(add[i])
    out.extend(rows[start:])
    return out


class SourceSortProxy(QSortFilterProxyModel):
    """Filters like any proxy; sorting is done by the source model's ``sort_rows``."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        sort_rows = getattr(self.sourceModel(), "sort_rows", None)
        if sort_rows is None:
            super().sort(column, order)
        else:
            sort_rows(column, order)
