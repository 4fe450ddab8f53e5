"""Translations: complete, compiled from their sources, in step with the code, and switched at runtime."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from fibsgui import i18n
from fibsgui.config import Settings
from fibsgui.ui.practice import PracticeScreen
from fibsgui.ui.settings import SettingsDialog
from tests.ui.test_practice import make_screen

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
PACKAGE = ROOT / "fibsgui"
LANGUAGES = [code for code in i18n.LANGUAGES if code != "en"]
TS_FILES = sorted(TRANSLATIONS.glob("fibsgui_*.ts"))
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def messages(ts: Path):
    """(context, source, numerus, translation element) of every message in a .ts file."""
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message.findtext("source") or "", message.get("numerus") == "yes", message.find("translation")


def translations_of(element) -> list[str]:
    forms = element.findall("numerusform")
    return [form.text or "" for form in forms] if forms else [element.text or ""]


def test_every_language_of_the_settings_has_its_files():
    for code in i18n.LANGUAGES:
        assert (TRANSLATIONS / f"fibsgui_{code}.ts").is_file(), code
        assert (TRANSLATIONS / f"fibsgui_{code}.qm").is_file(), code
    assert set(i18n.available_languages()) == set(i18n.LANGUAGES)


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_every_message_is_translated(ts):
    problems = []
    count = 0
    for context, source, numerus, translation in messages(ts):
        count += 1
        kind = translation.get("type")
        if kind in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{kind}: {context}: {source!r}")
        elif not all(text.strip() for text in translations_of(translation)):
            problems.append(f"empty: {context}: {source!r}")
    assert count > (0 if ts.stem == "fibsgui_en" else 200)
    assert not problems, f"{ts.name}: run tools/update_translations.py and translate:\n" + "\n".join(problems)


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_placeholders_survive_translation(ts):
    problems = []
    for context, source, numerus, translation in messages(ts):
        if translation.get("type") == "unfinished":
            continue  # reported by test_every_message_is_translated
        wanted = set(PLACEHOLDER.findall(source))  # each one at least once; repeating one is fine
        for text in translations_of(translation):
            if set(PLACEHOLDER.findall(text)) != wanted:
                problems.append(f"{context}: {source!r} -> {text!r}")
            if numerus and "%n" in source and "%n" not in text:
                problems.append(f"{context}: {source!r} -> {text!r} lost %n")
    assert not problems, "\n".join(problems)


def test_compiled_files_are_the_sources_compiled(tmp_path):
    lrelease = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if lrelease is None:
        pytest.skip("lrelease is not installed")
    for ts in TS_FILES:
        out = tmp_path / ts.with_suffix(".qm").name
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(out)], check=True, timeout=120)
        assert out.read_bytes() == ts.with_suffix(".qm").read_bytes(), \
            f"{ts.name}: the .qm is out of date; run tools/update_translations.py"


def marked_strings() -> dict[tuple[str, str], str]:
    """Every literal string the code passes to tr() or translate(), by (context, text), with its place.

    ``self.tr("...")`` takes the enclosing class as context (as lupdate and PySide do); a bare
    ``tr("...")`` (an alias of self.tr) is recorded under that class too, so it is caught: lupdate
    would file it under an empty context, where it is never looked up.
    """
    found: dict[tuple[str, str], str] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))

        def visit(node: ast.AST, cls: str) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.ClassDef):
                    visit(child, child.name)
                    continue
                if isinstance(child, ast.Call):
                    func, args = child.func, child.args
                    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
                    literal = [isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args]
                    where = f"{path.relative_to(ROOT)}:{child.lineno}"
                    if name == "tr" and literal[:1] == [True]:
                        found[(cls, args[0].value)] = where
                    elif name == "translate" and literal[:2] == [True, True]:
                        found[(args[0].value, args[1].value)] = where
                visit(child, cls)

        visit(tree, "")
    return found


def test_every_string_in_the_code_is_in_the_translations():
    code = marked_strings()
    assert len(code) > 200
    for ts in TS_FILES:
        if ts.stem == "fibsgui_en":
            continue  # plural forms only
        known = {(context, source) for context, source, _, _ in messages(ts)}
        missing = [f"{where}: {context or '(no class)'}: {text!r}"
                   for (context, text), where in sorted(code.items(), key=lambda kv: kv[1]) if (context, text) not in known]
        assert not missing, (f"{ts.name} lacks these strings (run tools/update_translations.py; "
                             "write self.tr(...), not an alias of it):\n" + "\n".join(missing))
        assert all(context for context, _ in known), f"{ts.name}: strings under an empty context"


def unmarked_calls() -> list[str]:
    """Places where text reaches tr()/translate() in a way lupdate cannot read: an alias of
    ``self.tr`` (``tr = self.tr``), or a call whose text (and context) is not a literal string,
    as inside a wrapper function or a lambda."""
    problems = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Attribute) \
                    and node.value.attr in ("tr", "translate"):
                problems.append(f"{where}: alias of {node.value.attr}")
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            wanted = {"tr": 1, "translate": 2}.get(name)
            if wanted is None or (name == "translate" and not isinstance(func, ast.Attribute)):
                continue
            if isinstance(func, ast.Attribute) and name == "translate" and not (
                    isinstance(func.value, ast.Name) and func.value.id in ("QCoreApplication", "app", "QApplication")):
                continue  # str.translate, QPainter.translate and the like
            args = node.args[:wanted]
            if len(args) < wanted or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
                problems.append(f"{where}: {name}() without literal text")
    return problems


def test_every_translated_string_is_written_where_lupdate_reads_it():
    assert not unmarked_calls(), "write self.tr(\"...\") or QCoreApplication.translate(\"Context\", \"...\"):\n" + \
        "\n".join(unmarked_calls())


def test_every_plural_in_the_code_has_english_forms():
    plurals = {(context, source) for context, source, numerus, _ in messages(TRANSLATIONS / "fibsgui_de.ts")
               if numerus}
    english = {(context, source) for context, source, _, _ in messages(TRANSLATIONS / "fibsgui_en.ts")}
    assert plurals and plurals == english


def test_the_system_language_picks_the_first_one_spoken():
    spoken = ["en", "de", "fr", "it", "da"]
    assert i18n.match_language(["de-CH", "en-US"], spoken) == "de"
    assert i18n.match_language(["es-ES", "fr_FR"], spoken) == "fr"
    assert i18n.match_language(["es-ES", "pt-BR"], spoken) == "en"
    assert i18n.match_language([], spoken) == "en"


@pytest.fixture
def english_afterwards(qapp):
    yield
    i18n.set_language("en")


def texts(screen: PracticeScreen) -> dict[str, str]:
    band = screen.board.scene.bands[True]
    return {
        "new": screen.new_button.text(),
        "length": screen.length.currentText(),
        "roll": screen.board.roll_action.text(),
        "resign": screen.board.resign_button.text(),
        "hints": screen.hints.headerItem().text(0),
        "name": band.name,
        "prompt": band.centre,
        "log": screen.log.item(0).text(),
    }


ENGLISH = {"new": "New match", "length": "5 points", "roll": "&Roll", "resign": "Resign", "hints": "Play",
           "name": "You", "log": "New 5-point match against fibsgui bot"}
GERMAN = {"new": "Neues Match", "length": "5 Punkte", "roll": "&Würfeln", "resign": "Aufgeben", "hints": "Zug",
          "name": "Du", "log": "Neues 5-Punkte-Match gegen fibsgui bot"}


def test_switching_the_language_rewords_the_practice_screen_at_once(qtbot, tmp_path, english_afterwards):
    screen, controller = make_screen(qtbot, tmp_path, length=5)
    settings = screen.settings
    i18n.follow_settings(settings)
    screen.new_match(seed=5)
    qtbot.waitUntil(lambda: not controller.thinking(), timeout=20000)
    before = texts(screen)
    assert {k: before[k] for k in ENGLISH} == {**ENGLISH, "log": before["log"]}
    assert before["log"].startswith("New 5-point match against ")
    name = controller.match.engine.name

    settings["general.language"] = "de"  # as the settings dialog does
    qtbot.waitUntil(lambda: screen.new_button.text() == "Neues Match")
    german = texts(screen)
    assert {k: german[k] for k in GERMAN} == {**GERMAN, "log": f"Neues 5-Punkte-Match gegen {name}"}
    assert (before["prompt"], german["prompt"]) == ("Roll (R) to start the match",
                                                    "Würfle (R), um das Match zu beginnen")

    settings["general.language"] = "en"
    qtbot.waitUntil(lambda: screen.new_button.text() == "New match")
    assert texts(screen) == before


def test_qt_standard_buttons_follow_too(qtbot, tmp_path, english_afterwards):
    settings = Settings(tmp_path / "settings.toml")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert (dialog.windowTitle(), cancel.text().replace("&", "")) == ("Settings", "Cancel")
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Paramètres")
    assert cancel.text().replace("&", "") == "Annuler"  # from Qt's own translation
    assert dialog.language.itemText(0) == "Langue du système"
    i18n.set_language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Settings")
    assert cancel.text().replace("&", "") == "Cancel"


def window_texts(window) -> dict[str, str]:
    return {
        "title": window.windowTitle(),
        "file": window.file_menu.title(),
        "game": window.game_menu.title(),
        "server": window.server_menu.title(),
        "view": window.view_menu.title(),
        "theme": window.theme_menu.title(),
        "contrast": window.theme_actions["contrast"].text(),
        "login": window.login_action.text(),
        "players": window.players_dock.windowTitle(),
        "games": window.games_dock.windowTitle(),
        "console": window.console_dock.windowTitle(),
        "players toggle": window.players_dock.toggleViewAction().text(),
        "connection": window.connection_label.text(),
    }


def test_switching_the_language_rewords_the_main_window(qtbot, tmp_path, english_afterwards):
    from fibsgui.session import ConnectionState, Status
    from fibsgui.ui.mainwindow import MainWindow

    settings = Settings(tmp_path / "settings.toml")
    i18n.follow_settings(settings)
    window = MainWindow(settings=settings, start_practice=False, window_state_file=str(tmp_path / "window.ini"))
    qtbot.addWidget(window)
    window.show()
    # what the session reports while it connects
    window.client._state_changed(ConnectionState(Status.CONNECTING, host="fibs.com", port=4321, user="alice"))
    before = window_texts(window)
    assert before == {
        "title": "fibsgui", "file": "&File", "game": "&Game", "server": "&Server", "view": "&View",
        "theme": "Board &theme", "contrast": "High contrast", "login": "&Log in…", "players": "Players",
        "games": "Games", "console": "Server console", "players toggle": "Players",
        "connection": "Connecting to fibs.com:4321…",
    }

    settings["general.language"] = "de"
    qtbot.waitUntil(lambda: window.file_menu.title() == "&Datei")
    assert window_texts(window) == {
        "title": "fibsgui", "file": "&Datei", "game": "&Spiel", "server": "Se&rver", "view": "&Ansicht",
        "theme": "&Brettdesign", "contrast": "Hoher Kontrast", "login": "&Anmelden…", "players": "Spieler",
        "games": "Spiele", "console": "Serverkonsole", "players toggle": "Spieler",
        "connection": "Verbinde mit fibs.com:4321…",
    }

    settings["general.language"] = "en"
    qtbot.waitUntil(lambda: window.file_menu.title() == "&File")
    assert window_texts(window) == before


def test_the_docks_say_in_the_new_language_what_logging_in_brings(qtbot, tmp_path, english_afterwards):
    from fibsgui.ui.mainwindow import MainWindow

    settings = Settings(tmp_path / "settings.toml")
    i18n.follow_settings(settings)
    window = MainWindow(settings=settings, start_practice=False, window_state_file=str(tmp_path / "window.ini"))
    qtbot.addWidget(window)
    window.show()
    docks = (window.players_dock, window.chat_dock, window.games_dock, window.console_dock)
    before = [dock.widget().text() for dock in docks]  # the online part is not made yet: lines of text
    assert before == ["Log in to FIBS to see who is online.", "Log in to FIBS to chat.",
                      "Log in to FIBS to see the matches being played.", "Log in to FIBS to see what the server says."]
    settings["general.language"] = "de"
    qtbot.waitUntil(lambda: window.file_menu.title() == "&Datei")
    assert [dock.widget().text() for dock in docks] == [
        "Melde dich bei FIBS an, um zu sehen, wer online ist.", "Melde dich bei FIBS an, um zu chatten.",
        "Melde dich bei FIBS an, um die laufenden Matches zu sehen.",
        "Melde dich bei FIBS an, um zu sehen, was der Server schreibt."]
    settings["general.language"] = "en"
    qtbot.waitUntil(lambda: window.file_menu.title() == "&File")
    assert [dock.widget().text() for dock in docks] == before


def test_a_string_that_moves_to_another_class_keeps_its_translation(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    before = tmp_path / "before.ts"
    before.write_text("""<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="de">
<context><name>MainWindow</name>
  <message><source>Message delivered to {0}.</source><translation>Nachricht an {0} zugestellt.</translation></message>
  <message><source>Draft</source><translation type="unfinished">Entwurf</translation></message>
  <message numerus="yes"><source>%n games</source><translation><numerusform>%n Spiel</numerusform><numerusform>%n Spiele</numerusform></translation></message>
</context></TS>""", encoding="utf-8")
    after = tmp_path / "after.ts"
    after.write_text("""<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="de">
<context><name>FibsLink</name>
  <message><source>Message delivered to {0}.</source><translation type="unfinished"></translation></message>
  <message><source>Draft</source><translation type="unfinished"></translation></message>
  <message numerus="yes"><source>%n games</source><translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation></message>
  <message><source>New words</source><translation type="unfinished"></translation></message>
  <message><source>Message delivered to {0}.</source><comment>other sense</comment><translation type="unfinished"></translation></message>
</context></TS>""", encoding="utf-8")
    assert tool.carry_over(after, tool.finished_translations(before)) == 2
    got = {(m.findtext("source"), m.findtext("comment")): m.find("translation") for m in ET.parse(after).iter("message")}
    moved = got[("Message delivered to {0}.", None)]
    assert moved.text == "Nachricht an {0} zugestellt." and moved.get("type") is None
    plural = got[("%n games", None)]
    assert [f.text for f in plural] == ["%n Spiel", "%n Spiele"] and plural.get("type") is None
    for key in (("Draft", None), ("New words", None), ("Message delivered to {0}.", "other sense")):
        assert got[key].get("type") == "unfinished" and not (got[key].text or "")  # unfinished before, or new
