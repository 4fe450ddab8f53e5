"""Practice from GNU Backgammon's IDs: a Position ID and, optionally, a Match ID pasted.

The dialog takes the two IDs (or the two lines gnubg prints, ``Position ID: ...`` and ``Match ID:
...``, pasted at once into either field), checks them as they are typed and says what is wrong in
plain words; OK starts the practice game. Without a Match ID the game is money play, the cube in
the centre, the player on roll. With one, the player takes the side gnubg shows on roll (or the
side to answer a double), at the Match ID's score, cube and dice.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from fibsgui.bg import BackgammonError, GameState, MatchState, Position
from fibsgui.ui.screenfit import keep_on_screen

#: The most characters a field takes (an ID is 12 or 14; gnubg's two lines are about 50).
MAX_FIELD = 200


def read_ids(position_text: str, match_text: str) -> tuple[Position, MatchState, int] | str:
    """The position, match state and the side the player takes, from the texts typed; or what is
    wrong, in words (not translated here: :class:`IdsDialog` words it)."""
    position_text, match_text = _split(position_text, match_text)
    if not position_text:
        return "no position"
    state = MatchState(length=0)
    if match_text:
        try:
            state = MatchState.from_match_id(match_text)
        except (BackgammonError, ValueError):
            return "bad match"
        if state.state != GameState.PLAYING:
            return "decided"
    try:
        # gnubg's Position ID is seen from the side on roll (the doubler while a double is offered)
        position = Position.from_position_id(position_text, state.on_roll)
    except (BackgammonError, ValueError):
        return "bad position"
    if position.outcome() is not None:
        return "finished"
    side = state.turn if state.double_offered else state.on_roll
    return position, state, side


def _split(position_text: str, match_text: str) -> tuple[str, str]:
    """The two IDs, also from gnubg's lines ("Position ID: 4HPwATDgc/ABMA") pasted in either field;
    a bare text is the ID of its field."""
    found = {"position": "", "match": ""}
    loose = {"position": "", "match": ""}
    for field, text in (("position", position_text[:MAX_FIELD]), ("match", match_text[:MAX_FIELD])):
        for line in text.replace("\r", "\n").splitlines():
            key, _, value = line.partition(":")
            name = key.strip().lower()
            if value and name in ("position id", "match id"):
                found["position" if name.startswith("position") else "match"] = value.strip()
            elif line.strip() and not loose[field]:
                loose[field] = line.strip()
    return found["position"] or loose["position"], found["match"] or loose["match"]


class IdsDialog(QDialog):
    """Paste gnubg's IDs; :attr:`result_value` holds what :func:`read_ids` found once accepted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        self.setObjectName("ids-dialog")
        self.result_value: tuple[Position, MatchState, int] | None = None
        self.position_edit = QLineEdit(self)
        self.position_edit.setObjectName("ids-position")
        self.position_edit.setMaxLength(MAX_FIELD)
        self.match_edit = QLineEdit(self)
        self.match_edit.setObjectName("ids-match")
        self.match_edit.setMaxLength(MAX_FIELD)
        self.problem = QLabel(self)
        self.problem.setObjectName("ids-problem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout()
        self.position_label = QLabel(self)
        self.match_label = QLabel(self)
        self.form.addRow(self.position_label, self.position_edit)
        self.form.addRow(self.match_label, self.match_edit)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(self.form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        for edit in (self.position_edit, self.match_edit):
            edit.textChanged.connect(self._check)
        self.setWindowTitle(self.tr("Practise from gnubg IDs"))
        self.intro.setText(self.tr(
            "Paste GNU Backgammon's Position ID, and its Match ID for the score, cube and dice "
            "(without it: money play, the cube in the centre). You play the side on roll."))
        self.position_label.setText(self.tr("&Position ID:"))
        self.position_label.setBuddy(self.position_edit)
        self.match_label.setText(self.tr("&Match ID (optional):"))
        self.match_label.setBuddy(self.match_edit)
        self.position_edit.setPlaceholderText("4HPwATDgc/ABMA")
        self.match_edit.setPlaceholderText("cAkAAAAAAAAA")
        self._check()

    def words(self, problem: str) -> str:
        return {
            "no position": self.tr("A Position ID is needed."),
            "bad position": self.tr("This is not a Position ID: it has 14 letters and digits, like 4HPwATDgc/ABMA."),
            "bad match": self.tr("This is not a Match ID: it has 12 letters and digits, like cAkAAAAAAAAA."),
            "decided": self.tr("The Match ID is of a game already decided."),
            "finished": self.tr("In this position a side has borne off every checker: there is nothing to play."),
        }.get(problem, problem)

    def _check(self) -> bool:
        found = read_ids(self.position_edit.text(), self.match_edit.text())
        ok = not isinstance(found, str)
        empty = not self.position_edit.text().strip()
        self.problem.setText("" if ok or empty else self.words(found))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        self.result_value = found if ok else None
        return ok

    def accept(self) -> None:
        if self._check():
            super().accept()
