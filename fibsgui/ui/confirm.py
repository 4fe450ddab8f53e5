"""The question asked before something that loses a game, points or a match: resigning, starting a
new practice match while one is going on, quitting while a match would be lost.

One function, :func:`ask_first`, asks all of them, in words that say what is lost. The setting
``general.confirm_risky`` turns the questions off; the question's "Don't ask again" box sets it.
The question is window-modal and does not block: what was asked for happens when the player agrees.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from fibsgui.bg import MatchState
from fibsgui.config import Settings
from fibsgui.nettext import isolate

SETTING = "general.confirm_risky"
OBJECT_NAME = "risky-question"


def asking(settings: Settings | None) -> bool:
    """Whether the questions are asked (they are unless the setting turned them off)."""
    return settings is None or bool(settings[SETTING])


def ask_first(parent: QWidget, settings: Settings | None, title: str, text: str, action: str,
              then: Callable[[], None]) -> QMessageBox | None:
    """Ask ``text`` (plain text) before doing ``action`` (the button's words); ``then`` runs when
    the player agrees. With the questions turned off it runs at once, and None is returned;
    otherwise the question, already shown (Cancel is its default button). A question already
    open in that window is brought to the front instead of asking a second one."""
    if not asking(settings):
        then()
        return None
    window = parent.window()
    for open_box in window.findChildren(QMessageBox, OBJECT_NAME):
        if open_box.isVisible():
            open_box.raise_()
            open_box.activateWindow()
            return open_box
    box = QMessageBox(window)
    box.setObjectName(OBJECT_NAME)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)  # names from the network are shown as they are
    box.setText(text)
    agree = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)  # Enter alone does not give anything up
    box.setEscapeButton(cancel)
    check: QCheckBox | None = None
    if settings is not None:
        check = QCheckBox(QCoreApplication.translate("Confirm", "Don't ask again"), box)
        check.setToolTip(QCoreApplication.translate("Confirm", "The settings can turn these questions back on"))
        box.setCheckBox(check)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.finished.connect(box.deleteLater)

    def agreed() -> None:
        if check is not None and check.isChecked():
            settings[SETTING] = False
            settings.save()
        then()

    agree.clicked.connect(agreed)
    box.open()
    return box


def standing(score: tuple[int, int], me: int, names: tuple[str, str] | list[str]) -> str:
    """The score as the player reads it: "you lead 2–1", "gnubg leads 2–1", "tied at 1–1"."""
    mine, theirs = score[me], score[1 - me]
    if mine > theirs:
        return QCoreApplication.translate("Confirm", "you lead {0}–{1}").format(mine, theirs)
    if theirs > mine:
        return QCoreApplication.translate("Confirm", "{0} leads {1}–{2}").format(isolate(names[1 - me]), theirs, mine)
    return QCoreApplication.translate("Confirm", "tied at {0}–{1}").format(mine, theirs)


class Confirm(QObject):
    """The questions' words that have plural forms: Qt looks plural forms up by the class that
    asks (``self.tr`` in a class of its own, never subclassed), and lupdate sees them only there."""

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def match_against(self, n: int) -> str:
        return self.tr("the %n-point match against {0} ({1})", "", n)


_WORDS: Confirm | None = None


def _words() -> Confirm:
    global _WORDS
    if _WORDS is None:
        _WORDS = Confirm()
    return _WORDS


def resign_question(kind: int, state: MatchState, me: int, names: tuple[str, str] | list[str]) -> str:
    """"Resign a gammon? If gnubg accepts, gnubg wins 2 points and leads 4–1." for the player on
    side ``me`` offering a resignation of ``kind`` (1, 2, 3) in ``state``."""
    if kind == 3:
        headline = QCoreApplication.translate("Confirm", "Resign a backgammon?")
    elif kind == 2:
        headline = QCoreApplication.translate("Confirm", "Resign a gammon?")
    else:
        headline = QCoreApplication.translate("Confirm", "Resign a single game?")
    other = isolate(names[1 - me])
    points = state.resignation_value(kind)
    won = _words().points(points)
    mine, theirs = state.score[me], state.score[1 - me] + points
    if not state.length:
        detail = QCoreApplication.translate("Confirm", "If {0} accepts, {0} wins {1}.").format(other, won)
        return f"{headline}\n\n{detail}"
    if theirs >= state.length:
        text = QCoreApplication.translate("Confirm", "If {0} accepts, {0} wins {1} and the match, {2}–{3}.")
    elif theirs > mine:
        text = QCoreApplication.translate("Confirm", "If {0} accepts, {0} wins {1} and leads {2}–{3}.")
    elif mine > theirs:
        text = QCoreApplication.translate("Confirm", "If {0} accepts, {0} wins {1}; you still lead {3}–{2}.")
    else:
        text = QCoreApplication.translate("Confirm", "If {0} accepts, {0} wins {1}; the score is then {2}–{3}.")
    return f"{headline}\n\n{text.format(other, won, theirs, mine)}"


def match_words(state: MatchState, me: int, names: tuple[str, str] | list[str]) -> str:
    """The match going on, in words: "the 5-point match against gnubg (you lead 2–1)", "the money
    session against gnubg (you 3, gnubg 1)"."""
    other = isolate(names[1 - me])
    if not state.length:
        return QCoreApplication.translate("Confirm", "the money session against {0} (you {1}, {0} {2})").format(
            other, state.score[me], state.score[1 - me])
    text = _words().match_against(state.length)
    return text.format(other, standing(state.score, me, names))
