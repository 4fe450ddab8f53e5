"""Tests in another language, with this checkout's translations (an editable install made from
another checkout maps ``fibsgui.translations`` to that checkout's folder)."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from unittest import mock

from fibsgui import i18n

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


@contextmanager
def speaking(code: str):
    """The app in language ``code`` for the ``with`` block, English again afterwards."""
    with mock.patch.object(i18n, "translations_dir", lambda: TRANSLATIONS):
        i18n.set_language("en")
        try:
            i18n.set_language(code)
            yield
        finally:
            i18n.set_language("en")
