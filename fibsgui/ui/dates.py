"""Dates and times in the user's own format.

The locale's short format where the locale is a real one ("28.11.26 16:47" in German, "11/28/26
4:47 PM" in American English); where it is the C locale (no locale set: ``LANG=C``, a bare
container), whose short format "28 11 2026" is nobody's, the ISO form "2026-11-28 16:47" the
library's list uses as well.
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale


def date_time_words(when: QDateTime) -> str:
    """``when`` (any time zone) in the local time, as the user writes dates and times."""
    local = when.toLocalTime()
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return local.toString("yyyy-MM-dd HH:mm")
    return locale.toString(local, QLocale.FormatType.ShortFormat)


__all__ = ["date_time_words"]
