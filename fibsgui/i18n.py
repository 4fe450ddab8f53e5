"""Translations: the user's language for fibsgui's own texts and for Qt's (standard buttons, dialogs).

The setting ``general.language`` is ``"system"`` (follow the system locale) or a language code such
as ``"de"``. :func:`set_language` installs ``fibsgui_<code>.qm`` from the package's translations
folder and Qt's ``qtbase_<code>.qm``; Qt then sends ``QEvent.LanguageChange`` to every window, and
each widget sets its texts again (see ``translations/README.md``). English is the language of the
source; ``fibsgui_en.qm`` only holds its plural forms.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

if TYPE_CHECKING:
    from fibsgui.config import Settings

log = logging.getLogger(__name__)

SOURCE_LANGUAGE = "en"
SYSTEM = "system"

# Every language fibsgui speaks, by its own name (the settings dialog lists these).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "it": "Italiano",
    "da": "Dansk",
}

_installed: list[QTranslator] = []
_current: str | None = None


def translations_dir() -> Path:
    """The folder with ``fibsgui_<lang>.qm`` (``fibsgui.translations`` inside the package)."""
    return Path(str(resources.files("fibsgui.translations")))


def qt_translations_dir() -> Path:
    """Qt's own translations (``qtbase_<lang>.qm``)."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def available_languages() -> list[str]:
    """The languages with a compiled translation (English always)."""
    folder = translations_dir()
    return [code for code in LANGUAGES if code == SOURCE_LANGUAGE or (folder / f"fibsgui_{code}.qm").is_file()]


def match_language(ui_languages: Iterable[str], available: Iterable[str] | None = None) -> str:
    """The first of the user's preferred languages (``"de-CH"``, ``"fr"`` ...) fibsgui speaks;
    English when it speaks none of them."""
    codes = list(available if available is not None else available_languages())
    for name in ui_languages:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in codes:
            return code
    return SOURCE_LANGUAGE


def system_language() -> str:
    return match_language(QLocale.system().uiLanguages())


def resolve_language(setting: str) -> str:
    """The language a setting stands for: the system's for ``"system"``, English for one unknown."""
    if setting == SYSTEM or not isinstance(setting, str):
        return system_language()
    return setting if setting in available_languages() else SOURCE_LANGUAGE


def current_language() -> str | None:
    """The language installed by :func:`set_language`, None before the first call."""
    return _current


def set_language(setting: str) -> str:
    """Install the translations for ``setting`` (``"system"`` or a code), replacing the ones before.

    Every widget receives ``QEvent.LanguageChange`` and sets its texts again. Returns the language
    in effect. Without a ``QCoreApplication`` nothing is installed.
    """
    global _current
    code = resolve_language(setting)
    app = QCoreApplication.instance()
    if app is None:
        return code
    if code == _current and _installed:
        return code
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    # English plural forms first, so the language's own file (installed later) is searched first.
    wanted = [(f"fibsgui_{SOURCE_LANGUAGE}", translations_dir())]
    if code != SOURCE_LANGUAGE:
        wanted += [(f"fibsgui_{code}", translations_dir()), (f"qtbase_{code}", qt_translations_dir())]
    for name, folder in wanted:
        translator = QTranslator(app)
        if translator.load(name, str(folder)):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            log.info("no translation %s in %s", name, folder)
            translator.deleteLater()
    QLocale.setDefault(QLocale.system() if setting == SYSTEM else QLocale(code))
    _current = code
    log.info("language: %s (setting %r)", code, setting)
    return code


def follow_settings(settings: Settings) -> str:
    """Apply ``general.language`` now and again whenever it changes (no restart needed)."""

    def changed(key: str, value: object) -> None:
        if key == "general.language" and isinstance(value, str):
            set_language(value)

    settings.on_change(changed)
    return set_language(settings["general.language"])


__all__ = [
    "LANGUAGES", "SYSTEM", "available_languages", "current_language", "follow_settings",
    "match_language", "resolve_language", "set_language", "system_language", "translations_dir",
]
