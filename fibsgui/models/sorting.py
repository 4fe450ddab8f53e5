"""Sorting large tables in Python, behind a ``QSortFilterProxyModel`` that only filters.

A ``QSortFilterProxyModel`` sorts by calling the source model's ``data()`` twice per comparison.
For a model written in Python that is hundreds of thousands of calls into Python for a table of a
few thousand rows, and a sort cannot be cut into slices: the window freezes. Models that keep their
rows in order themselves (with ``list.sort`` and ``bisect`` on native values) implement
``sort_rows(column, order)``; :class:`SourceSortProxy` hands the view's ``sort()`` to them and keeps
the source order.
"""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt


class SourceSortProxy(QSortFilterProxyModel):
    """Filters like any proxy; sorting is done by the source model's ``sort_rows``."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        sort_rows = getattr(self.sourceModel(), "sort_rows", None)
        if sort_rows is None:
            super().sort(column, order)
        else:
            sort_rows(column, order)
