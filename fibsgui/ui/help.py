"""The Help menu's dialogs: the keyboard shortcuts (read from the window's own actions, so that the
list is never out of date), About fibsgui (the version and the licences of fibsgui and of what it
uses, read from the installed distributions, with their full texts), and the folders where
fibsgui keeps its settings, chat history and logs."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QEvent, QUrl, Qt, qVersion
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMenuBar,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

import fibsgui
from fibsgui import paths
from fibsgui.ui.screenfit import keep_on_screen

def close_button(dialog: QDialog) -> QDialogButtonBox:
    """A Close button that closes ``dialog``."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    return buttons


def text_and_close(dialog: QDialog, widget: QWidget, width: int, height: int) -> None:
    """Lay ``dialog`` out as ``widget`` above a Close button, ``width`` x ``height`` at first."""
    layout = QVBoxLayout(dialog)
    layout.addWidget(widget)
    layout.addWidget(close_button(dialog))
    dialog.resize(width, height)


# -- keyboard shortcuts ---------------------------------------------------------------------------


def plain_text(text: str) -> str:
    """An action's text as a list shows it: without the mnemonic's & (&& is a real &) and the
    ellipsis that says a dialog follows."""
    return re.sub(r"&(.)", r"\1", text).rstrip("…").rstrip(".").strip()


def keys_text(sequences: list[QKeySequence]) -> str:
    """The keys of ``sequences`` as the platform writes them (Ctrl+Q, ⌘Q), separated by commas."""
    return ", ".join(seq.toString(QKeySequence.SequenceFormat.NativeText) for seq in sequences if not seq.isEmpty())


@dataclass(frozen=True)
class Shortcut:
    group: str  # the menu it is in, or where it works
    text: str
    keys: str


def shortcuts(window: QWidget, menu_bar: QMenuBar | None, elsewhere: str) -> list[Shortcut]:
    """Every action of ``window`` with keys, in the order of the menus (grouped by the menu they
    are in), then those in no menu (``elsewhere``: the board's keys), each (text, keys) once.
    Shortcuts without an action (QShortcut) join when they say what they do (whatsThis)."""
    found: list[Shortcut] = []
    seen: set[tuple[str, str]] = set()
    placed: set[int] = set()

    def add(group: str, text: str, keys: str) -> None:
        if keys and text and (text, keys) not in seen:
            seen.add((text, keys))
            found.append(Shortcut(group, text, keys))

    def walk(menu: QMenu, group: str) -> None:
        for action in menu.actions():
            placed.add(id(action))
            if action.menu() is not None:
                walk(action.menu(), group)
            elif not action.isSeparator():
                add(group, plain_text(action.text()), keys_text(action.shortcuts()))

    if menu_bar is not None:
        for top in menu_bar.actions():
            if top.menu() is not None:
                walk(top.menu(), plain_text(top.text()))
    for action in window.findChildren(QAction):
        if id(action) not in placed and not action.isSeparator() and action.menu() is None:
            add(elsewhere, plain_text(action.text() or action.toolTip()), keys_text(action.shortcuts()))
    for shortcut in window.findChildren(QShortcut):
        add(elsewhere, plain_text(shortcut.whatsThis()), keys_text(shortcut.keys()))
    return found


class ShortcutsDialog(QDialog):
    """The keyboard shortcuts of a main window, read from its actions each time it is shown."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("ShortcutsDialog")
        self.window_ = window
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("shortcuts")
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(False)
        text_and_close(self, self.tree, 480, 520)
        self.refresh()

    def refresh(self) -> None:
        """List the window's shortcuts as they are now (texts in the current language)."""
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.tree.setHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.tree.clear()
        menu_bar = self.window_.menuBar() if hasattr(self.window_, "menuBar") else None
        group_item: QTreeWidgetItem | None = None
        for entry in shortcuts(self.window_, menu_bar, self.tr("On the board")):
            if group_item is None or group_item.text(0) != entry.group:
                group_item = QTreeWidgetItem(self.tree, [entry.group])
                font = group_item.font(0)
                font.setBold(True)
                group_item.setFont(0, font)
                group_item.setFirstColumnSpanned(True)
                group_item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                group_item.setExpanded(True)
            QTreeWidgetItem(group_item, [entry.text, entry.keys])
        self.tree.expandAll()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


# -- about ----------------------------------------------------------------------------------------

# What the distributions' metadata does not say (facts of the projects).
KNOWN_LICENCES = {
    "fibsgui": "GPL-3.0-or-later",
    "gnubg": "GPL-3.0-or-later",
    "pyside6-essentials": "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    "pyside6": "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    "shiboken6": "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    "qasync": "BSD-2-Clause",
    "platformdirs": "MIT",
    "keyring": "MIT",
}
# What fibsgui uses directly (and where its own metadata cannot be read, all it is known to use),
# in the order the About box lists them.
DIRECT = ("gnubg", "PySide6_Essentials", "shiboken6", "qasync", "platformdirs", "keyring")
NAMES = {"gnubg": "GNU Backgammon (gnubg)", "pyside6-essentials": "PySide6"}  # names the player knows
# Where Debian and its derivatives keep the common licences' texts.
SYSTEM_LICENCES = Path("/usr/share/common-licenses")
SYSTEM_NAMES = {"GPL-3.0": "GPL-3", "GPL-2.0": "GPL-2", "LGPL-3.0": "LGPL-3", "LGPL-2.1": "LGPL-2.1",
                "Apache-2.0": "Apache-2.0", "MPL-2.0": "MPL-2.0"}
LICENCE_FILE = re.compile(r"(?i)^(licen[cs]e|copying|notice)")
# A module whose name starts like a licence file's (fibsgui/ui/notices.py) is code, not a text.
CODE_SUFFIXES = frozenset({".py", ".pyc", ".pyi", ".pyo", ".so", ".pyd"})
MAX_TEXT = 1 << 20  # a licence file larger than this is not read


@dataclass
class Component:
    name: str
    version: str
    licence: str  # an SPDX expression, or the words of the metadata
    texts: list[Path]  # files with the licence's full text

    @property
    def licence_url(self) -> str:
        """The SPDX page of the licence's first identifier (where no text is installed)."""
        first = re.split(r"\s+(?:OR|AND|WITH)\s+|[()]", self.licence.strip())[0].strip() or self.licence
        return f"https://spdx.org/licenses/{first.removesuffix('+')}.html"


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _licence_of(dist: metadata.Distribution) -> str:
    data = dist.metadata
    expression = (data.get("License-Expression") or "").strip()
    if expression:
        return expression
    words = (data.get("License") or "").strip()
    if words and "\n" not in words and len(words) <= 80:
        return words
    for classifier in data.get_all("Classifier") or []:
        if classifier.startswith("License ::") and not classifier.endswith(":: OSI Approved"):
            return classifier.rsplit("::", 1)[1].strip()
    return KNOWN_LICENCES.get(_canonical(data.get("Name") or ""), "")


def _licence_files(dist: metadata.Distribution, name: str) -> list[Path]:
    files: list[Path] = []
    for item in dist.files or []:
        if LICENCE_FILE.match(item.name) and item.suffix not in CODE_SUFFIXES:
            path = Path(str(dist.locate_file(item)))
            if path.is_file():
                files.append(path)
    if not files and _canonical(name) == "fibsgui":  # run from its source folder (an editable install)
        files = _source_licence()
    return files


def _source_licence() -> list[Path]:
    """fibsgui's LICENSE beside its package (a source folder)."""
    source = Path(fibsgui.__file__).resolve().parent.parent / "LICENSE"
    return [source] if source.is_file() else []


def _system_texts(licence: str) -> list[Path]:
    """The texts the system keeps of the licence's identifiers (Debian's common-licenses)."""
    texts = []
    for ident in re.findall(r"[A-Za-z0-9.+-]+", licence):
        base = re.sub(r"-(only|or-later)$|\+$", "", ident)
        name = SYSTEM_NAMES.get(base)
        if name and (SYSTEM_LICENCES / name).is_file() and SYSTEM_LICENCES / name not in texts:
            texts.append(SYSTEM_LICENCES / name)
    return texts


def _requirements(dist: metadata.Distribution) -> list[str]:
    """The names of what ``dist`` needs to run (not its extras)."""
    names = []
    for requirement in dist.requires or []:
        if "extra ==" in requirement.replace("extra==", "extra =="):
            continue
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
        if match:
            names.append(match.group(1))
    return names


def bundled_index() -> Path | None:
    """The licence index a packaged fibsgui carries (``licences/index.json`` beside the package,
    written at build time by packaging/licences.py from :func:`components`), or None."""
    if not getattr(sys, "frozen", False):
        return None
    index = Path(fibsgui.__file__).resolve().parent.parent / "licences" / "index.json"
    return index if index.is_file() else None


def bundled_components(index: Path) -> list[Component]:
    """The components listed in a bundle's licence index, their texts in the bundle."""
    import json

    try:
        entries = json.loads(index.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    return [Component(str(entry.get("name", "?")), str(entry.get("version", "")), str(entry.get("licence", "")),
                      [index.parent / str(name) for name in entry.get("files", [])])
            for entry in entries if isinstance(entry, dict)]


def components() -> list[Component]:
    """fibsgui and every installed distribution it runs with (what it needs, and what they need),
    then Qt (inside PySide6's wheels) and Python; each with its licence and the files of its text.
    A packaged fibsgui lists what its build collected (the same list, with the texts it carries)."""
    index = bundled_index()
    if index is not None:
        listed = bundled_components(index)
        if listed:
            return listed
    found: dict[str, Component] = {}
    try:
        start = [metadata.distribution("fibsgui")]
    except metadata.PackageNotFoundError:
        start = []
        found["fibsgui"] = Component("fibsgui", fibsgui.__version__, KNOWN_LICENCES["fibsgui"],
                                     _source_licence() or _system_texts(KNOWN_LICENCES["fibsgui"]))
    queue: list[metadata.Distribution] = list(start)
    if not start:
        for name in DIRECT:
            try:
                queue.append(metadata.distribution(name))
            except metadata.PackageNotFoundError:
                continue
    while queue:
        dist = queue.pop(0)
        name = dist.metadata.get("Name") or "?"
        key = _canonical(name)
        if key in found:
            continue
        licence = _licence_of(dist)
        texts = _licence_files(dist, name) or _system_texts(licence)
        version = fibsgui.__version__ if key == "fibsgui" else dist.version
        found[key] = Component(NAMES.get(key, name), version, licence, texts)
        for required in _requirements(dist):
            if _canonical(required) in found:
                continue
            try:
                queue.append(metadata.distribution(required))
            except metadata.PackageNotFoundError:
                continue  # not for this platform (its marker), or left out of a bundle
    qt_licence = KNOWN_LICENCES["pyside6-essentials"]
    first = ["fibsgui", *(_canonical(name) for name in DIRECT)]
    result = [found.pop(key) for key in first if key in found]
    result.insert(min(len(result), 3), Component("Qt", qVersion(), qt_licence, _system_texts(qt_licence)))
    rest = sorted(found.values(), key=lambda component: component.name.lower())
    python_text = [p for p in (Path(sys.base_prefix) / "LICENSE.txt",
                               Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
                               / "LICENSE.txt") if p.is_file()]
    result.append(Component("Python", sys.version.split()[0], "PSF-2.0", python_text[:1]))
    return result + rest


def read_text(path: Path) -> str:
    """A licence file's text (at most :data:`MAX_TEXT` bytes, undecodable bytes replaced)."""
    with open(path, "rb") as handle:
        return handle.read(MAX_TEXT).decode("utf-8", errors="replace")


class LicenceDialog(QDialog):
    """The full text of a component's licence, as plain text."""

    def __init__(self, component: Component, parent: QWidget) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("LicenceDialog")
        self.setWindowTitle(self.tr("Licence of {0}").format(component.name))
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        parts = []
        for path in component.texts:
            try:
                parts.append(f"{path}\n\n{read_text(path)}")
            except OSError as exc:
                parts.append(self.tr("{0} cannot be read: {1}").format(path, exc.strerror or exc))
        self.text.setPlainText(("\n\n" + "-" * 72 + "\n\n").join(parts))
        text_and_close(self, self.text, 640, 560)


class AboutDialog(QDialog):
    """fibsgui's version and licence, and the licences of what it runs with, each text a click away."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("AboutDialog")
        self.components = components()
        self.intro = QLabel(self)
        self.intro.setObjectName("about-intro")
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        self.intro.setWordWrap(True)
        self.intro.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTreeWidget(self)
        self.table.setObjectName("about-components")
        self.table.setColumnCount(3)
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        header = self.table.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for component in self.components:
            QTreeWidgetItem(self.table, [component.name, component.version, component.licence])
        self.table.setCurrentItem(self.table.topLevelItem(0))
        self.table.itemDoubleClicked.connect(lambda *_: self.show_licence())
        self.table.currentItemChanged.connect(lambda *_: self._selected())
        self.licence_button = QPushButton(self)
        self.licence_button.setObjectName("about-licence")
        self.licence_button.clicked.connect(self.show_licence)
        self.qt_button = QPushButton(self)
        self.qt_button.setObjectName("about-qt")
        self.qt_button.clicked.connect(lambda: QMessageBox.aboutQt(self))
        buttons = close_button(self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)  # Enter closes
        row = QHBoxLayout()
        row.addWidget(self.licence_button)
        row.addWidget(self.qt_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        self._licence_dialog: LicenceDialog | None = None
        self.retranslate()
        self.resize(600, 480)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About fibsgui"))
        self.intro.setText(self.tr(
            "fibsgui {0}\n\nA client for FIBS and bgammon.org, with offline practice against GNU "
            "Backgammon.\n\nfibsgui is free software: you can redistribute it and modify it under the terms "
            "of the GNU General Public License, version 3 or (at your option) any later version. It comes "
            "with no warranty.\n\nIt runs with these programs and libraries:").format(fibsgui.__version__))
        self.table.setHeaderLabels([self.tr("Name"), self.tr("Version"), self.tr("Licence")])
        self.qt_button.setText(self.tr("About Qt"))
        self._selected()

    def _selected(self) -> None:
        component = self.current()
        if component is not None and not component.texts:
            self.licence_button.setText(self.tr("Licence on the web"))
            self.licence_button.setToolTip(component.licence_url)
        else:
            self.licence_button.setText(self.tr("Show the licence"))
            self.licence_button.setToolTip("")
        self.licence_button.setEnabled(component is not None)

    def current(self) -> Component | None:
        item = self.table.currentItem()
        return None if item is None else self.components[self.table.indexOfTopLevelItem(item)]

    def show_licence(self) -> QDialog | None:
        """The selected component's licence: its text where installed, else its page on the web."""
        component = self.current()
        if component is None:
            return None
        if not component.texts:
            QDesktopServices.openUrl(QUrl(component.licence_url))
            return None
        if self._licence_dialog is not None:
            self._licence_dialog.deleteLater()
        self._licence_dialog = LicenceDialog(component, self)
        self._licence_dialog.show()
        return self._licence_dialog

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# -- folders --------------------------------------------------------------------------------------


class FoldersDialog(QDialog):
    """Where fibsgui keeps its settings, chat history and logs, each path selectable and a button
    that opens the folder in the system's file manager."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("FoldersDialog")
        self.folders = {"settings": paths.config_dir(), "data": paths.data_dir(), "log": paths.log_dir()}
        grid = QGridLayout()
        self.labels: dict[str, QLabel] = {}
        self.paths: dict[str, QLabel] = {}
        self.buttons: dict[str, QPushButton] = {}
        for row, (kind, folder) in enumerate(self.folders.items()):
            label = QLabel(self)
            shown = QLabel(str(folder), self)
            shown.setObjectName(f"folder-{kind}")
            shown.setTextFormat(Qt.TextFormat.PlainText)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            # a long path does not make the dialog wider than a small screen: it is cut at the
            # dialog's edge, whole in its tooltip and when selected and copied
            shown.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            shown.setMinimumWidth(shown.fontMetrics().averageCharWidth() * 24)
            shown.setToolTip(str(folder))
            button = QPushButton(self)
            button.setObjectName(f"open-{kind}")
            button.clicked.connect(lambda checked=False, kind=kind: self.open_folder(kind))
            grid.addWidget(label, row, 0)
            grid.addWidget(shown, row, 1)
            grid.addWidget(button, row, 2)
            self.labels[kind], self.paths[kind], self.buttons[kind] = label, shown, button
        grid.setColumnStretch(1, 1)
        self.problem = QLabel(self)
        self.problem.setObjectName("folder-problem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.hide()
        buttons = close_button(self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)  # Enter closes
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Folders of settings and logs"))
        self.labels["settings"].setText(self.tr("Settings and window layout:"))
        self.labels["data"].setText(self.tr("Chat history:"))
        self.labels["log"].setText(self.tr("Logs, crash reports and session transcripts:"))
        for button in self.buttons.values():
            button.setText(self.tr("Open"))

    def open_folder(self, kind: str) -> bool:
        folder = self.folders[kind]
        opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
        if opened:
            self.problem.hide()
        else:
            self.problem.setText(self.tr("The folder {0} could not be opened here; its path can be "
                                         "selected and copied above.").format(folder))
            self.problem.show()
        return opened

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
