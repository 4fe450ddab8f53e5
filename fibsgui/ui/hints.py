"""The engine's plays and cube actions in a table: the practice screen's hints and the review's
analysis of a decision show the same rows.

For a roll: each play with its equity, how much worse than the best it is, and the mover's chances
after it (win, gammon, backgammon; lose, gammon, backgammon) in per cent; the row's data
(``PLAY``, UserRole) is the :class:`fibsgui.bg.Play`, for the board to preview. For a cube
decision: the cube actions (no double / double, take / double, pass, or take / drop / beaver)
with their cubeful equities, and the proper action in words (:meth:`HintTable.show_cube`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from fibsgui.bg import Play

# the columns
PLAY, EQUITY, DIFF, WIN, WIN_G, WIN_BG, LOSE, LOSE_G, LOSE_BG = range(9)
CHANCES = (WIN, WIN_G, WIN_BG, LOSE, LOSE_G, LOSE_BG)


def signed(value: float) -> str:
    """An equity with its sign, the minus a real minus sign."""
    return f"{value:+.3f}".replace("-", "\u2212")


class HintTable(QTreeWidget):
    """Plays or cube actions with their equities (see the module's text).

    ``cubeful``: whether the plays' equities are cubeful (the review's analysis) or cubeless (the
    practice hints), said in the equity column's tooltip.
    """

    def __init__(self, parent: QWidget | None = None, cubeful: bool = False) -> None:
        super().__init__(parent)
        self.cubeful = cubeful
        self.mode = "move"  # what the rows are: "move" (plays) or "cube" (cube actions)
        self.cube_chances = False  # a cube decision shown with its cubeless chances
        self._spared: set[int] = set()  # columns left out for want of room (see _fit_columns)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setColumnCount(9)
        # the columns share the list's width (see _fit_columns): a text with no room ends in "…"
        # (whole in its tooltip's column title), the list does not ask for more room than it has
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.header()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(20)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.set_headers()

    def set_headers(self) -> None:
        """The column titles and their tooltips, in the current language."""
        if self.mode == "cube":
            labels = [self.tr("Cube action"), self.tr("Equity"), self.tr("Difference")]
        else:
            labels = [self.tr("Play"), self.tr("Equity"), self.tr("Difference")]
        labels += [self.tr("Win"), self.tr("W g"), self.tr("W bg"), self.tr("Lose"), self.tr("L g"), self.tr("L bg")]
        self.setHeaderLabels(labels)
        header_item = self.headerItem()
        tips = {
            WIN: self.tr("Your chance to win (%), with the opponent to roll after the play"),
            WIN_G: self.tr("Your chance to win a gammon or a backgammon (%)"),
            WIN_BG: self.tr("Your chance to win a backgammon (%)"),
            LOSE: self.tr("The opponent's chance to win (%)"),
            LOSE_G: self.tr("The opponent's chance to win a gammon or a backgammon (%)"),
            LOSE_BG: self.tr("The opponent's chance to win a backgammon (%)"),
            EQUITY: self.tr("Cubeless equity: +1 is winning a single game at the current cube"),
            DIFF: self.tr("How much worse than the best"),
        }
        if self.cubeful:
            tips[WIN] = self.tr("The player's chance to win (%), with the opponent to roll after the play")
            tips[WIN_G] = self.tr("The player's chance to win a gammon or a backgammon (%)")
            tips[WIN_BG] = self.tr("The player's chance to win a backgammon (%)")
            tips[EQUITY] = self.tr("Cubeful equity for the player (in match play, equivalent to money)")
        if self.mode == "cube":
            tips[EQUITY] = self.tr("Cubeful equity for you, in units of the cube before the double")
            tips[WIN] = self.tr("Your cubeless chance to win the game (%), before the roll")
            if self.cubeful:
                tips[EQUITY] = self.tr("Cubeful equity for the player deciding, in units of the cube before the double")
        for column, tip in tips.items():
            header_item.setToolTip(column, tip)
        for column in CHANCES:
            self.setColumnHidden(column, self.mode == "cube" and not self.cube_chances)
        self._fit_columns()

    def _mode(self, mode: str, chances: bool = False) -> None:
        self.clear()
        self.mode = mode
        self.cube_chances = chances
        self.set_headers()

    def show_plays(self, rows: Sequence[Any], marked: Play | None = None, missing_tip: str = "") -> bool:
        """Show plays: ``rows`` have ``play``, ``equity`` and ``probabilities`` (the mover's five
        chances, or None, or None for a figure not estimated: ``missing_tip`` says why). The row of
        ``marked`` (the play made) is bold. True if a chance was not known."""
        self._mode("move")
        best = max((row.equity for row in rows), default=0.0)
        unknown = False
        bold = QFont(self.font())
        bold.setBold(True)
        for row in rows:
            play, equity = row.play, row.equity
            texts = [play.gnubg() or self.tr("(no move)"), signed(equity),
                     "" if abs(equity - best) < 5e-7 else signed(equity - best)]
            chances = row.probabilities or (None,) * 5
            win, wg, wbg, lg, lbg = chances[:5]
            values = (win, wg, wbg, None if win is None else 1.0 - win, lg, lbg)
            texts += ["—" if value is None else f"{100 * value:.1f}" for value in values]
            item = QTreeWidgetItem(texts)
            item.setData(PLAY, Qt.ItemDataRole.UserRole, play)
            for column in range(EQUITY, LOSE_BG + 1):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, value in zip(CHANCES, values):
                if value is None:
                    unknown = True
                    if missing_tip:
                        item.setToolTip(column, missing_tip)
            if marked is not None and play == marked:
                for column in range(self.columnCount()):
                    item.setFont(column, bold)
            self.addTopLevelItem(item)
        self._fit_columns()
        return unknown

    def show_cube(self, decision: Any, doubled: bool, redouble: bool, beaver: bool = False,
                  marked: str | None = None) -> str:
        """Show a cube decision (``decision``: ``no_double``, ``double_take``, ``double_pass`` in
        the doubler's normalised equity, ``double`` and ``take`` the right actions): for the doubler
        when ``doubled`` is false, else for the side doubled (its equities). ``marked``: the key of
        the action taken ("roll", "double", "take", "drop", "beaver"), in bold. The proper action in
        words.

        With the decision's cubeless chances (``decision.chances``, the doubler's, and
        ``decision.plies``, the look-ahead they and the equities come from), a first row shows them
        for the side deciding, as GNU Backgammon's cube hint does: win, gammon, backgammon for both
        sides, and the evaluation's ply."""
        chances = getattr(decision, "chances", None)
        plies = getattr(decision, "plies", None)
        self._mode("cube", chances is not None)
        if chances is not None:
            win, wg, wbg, lg, lbg = chances[:5]
            values = (win, wg, wbg, 1.0 - win, lg, lbg)
            if doubled:  # the side deciding is the one doubled: its own chances
                values = (1.0 - win, lg, lbg, win, wg, wbg)
            label = (self.tr("Cubeless chances ({0}-ply)").format(plies) if plies is not None
                     else self.tr("Cubeless chances"))
            item = QTreeWidgetItem([label, "", ""] + ["—" if v is None else f"{100 * v:.1f}" for v in values])
            item.setData(PLAY, Qt.ItemDataRole.UserRole, "chances")
            texts = ["—" if v is None else f"{100 * v:.1f}" for v in values]
            if self.cubeful:  # the review's: a player, not "you"
                tip = self.tr("The player deciding wins {0} % (a gammon {1} %, a backgammon {2} %); the "
                              "opponent wins {3} % (a gammon {4} %, a backgammon {5} %)")
            else:
                tip = self.tr("You win {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins "
                              "{3} % (a gammon {4} %, a backgammon {5} %)")
            item.setToolTip(PLAY, tip.format(*texts))
            for column in CHANCES:
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.addTopLevelItem(item)
        if doubled:
            take, drop = -decision.double_take, -decision.double_pass
            rows = [("take", self.tr("Take"), take), ("drop", self.tr("Drop"), drop)]
            if beaver:
                rows.append(("beaver", self.tr("Beaver"), 2 * take))
            best = max(value for _, _, value in rows)
            if beaver and take > 0:
                verdict = self.tr("Beaver")
            elif decision.take:
                verdict = self.tr("Take")
            else:
                verdict = self.tr("Drop")
        else:
            nd, dt, dp = decision.no_double, decision.double_take, decision.double_pass
            rows = [("roll", self.tr("No redouble") if redouble else self.tr("No double"), nd),
                    ("double", self.tr("Redouble, take") if redouble else self.tr("Double, take"), dt),
                    ("double", self.tr("Redouble, pass") if redouble else self.tr("Double, pass"), dp)]
            best = max(nd, min(dt, dp))  # the doubler chooses; the opponent answers
            answer = self.tr("take") if decision.take else self.tr("pass")
            if decision.double:
                verdict = (self.tr("Redouble, {0}") if redouble else self.tr("Double, {0}")).format(answer)
            elif not decision.take and nd > dp:
                verdict = (self.tr("Too good to redouble, {0}") if redouble
                           else self.tr("Too good to double, {0}")).format(answer)
            else:
                verdict = (self.tr("No redouble, {0}") if redouble else self.tr("No double, {0}")).format(answer)
        bold = QFont(self.font())
        bold.setBold(True)
        for key, label, value in rows:
            item = QTreeWidgetItem([label, signed(value), "" if abs(value - best) < 5e-4 else signed(value - best)])
            item.setData(PLAY, Qt.ItemDataRole.UserRole, key)
            item.setTextAlignment(EQUITY, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setTextAlignment(DIFF, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if marked is not None and key == marked:
                for column in range(3):
                    item.setFont(column, bold)
            self.addTopLevelItem(item)
        self._fit_columns()
        return verdict

    def _needed(self, column: int) -> int:
        return max(self.header().sectionSizeHint(column), self.sizeHintForColumn(column))

    #: the columns a narrow list leaves out first, in turn (play, equity and win stay)
    SPARED = (WIN_BG, LOSE_BG, LOSE_G, WIN_G, DIFF, LOSE)

    def _fit_columns(self) -> None:
        """Share the list's width between its columns, each whole where there is room and the play
        the rest. A narrow list leaves out the figures of least weight first (backgammons, gammons,
        the difference, the opponent's chance: :attr:`SPARED`) rather than shortening all of them;
        narrower still, the figures left share the room, their texts elided. The list never asks
        for more width than it has, so the panel around it keeps its width."""
        header = self.header()
        for column in self._spared:  # shown again, unless the mode hides it (cube actions)
            if not (self.mode == "cube" and not self.cube_chances and column in CHANCES):
                header.setSectionHidden(column, False)
        self._spared = set()
        room = self.viewport().width()
        columns = [c for c in range(self.columnCount()) if not self.isColumnHidden(c)]
        if room <= 0 or not columns:
            return
        needed = {c: self._needed(c) for c in columns}
        for column in self.SPARED:
            if sum(needed[c] for c in columns) <= room:
                break
            if column in columns:
                columns.remove(column)
                header.setSectionHidden(column, True)
                self._spared.add(column)
        figures = [c for c in columns if c != PLAY]
        wanted = sum(needed[c] for c in figures)
        widths = {}
        if wanted + min(needed[PLAY], room // 3) <= room:
            widths.update({c: needed[c] for c in figures})
            widths[PLAY] = room - wanted
        else:
            play = max(min(needed[PLAY], room // 3), header.minimumSectionSize())
            left = max(room - play, 0)
            for c in figures:
                widths[c] = max(header.minimumSectionSize(), needed[c] * left // max(wanted, 1))
            widths[PLAY] = max(header.minimumSectionSize(), room - sum(widths[c] for c in figures))
        for c, width in widths.items():
            if header.sectionSize(c) != width:
                header.resizeSection(c, width)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def selected_play(self) -> Play | None:
        item = self.currentItem()
        play = item.data(PLAY, Qt.ItemDataRole.UserRole) if item is not None else None
        return play if isinstance(play, Play) else None

    def wanted_width(self) -> int:
        """The width every column needs, for a long play with every chance shown (so the room made
        does not change from one decision to the next), frame and scroll bar included."""
        sample = None
        if self.mode == "move":
            sample = QTreeWidgetItem(["bar/20* 13/9*(2)", "\u2212" + "0.000", "\u2212" + "0.000"]
                                     + ["100.0"] * len(CHANCES))
            self.addTopLevelItem(sample)
        wanted = 0
        for column in range(self.columnCount()):
            if not self.isColumnHidden(column) or column in self._spared:
                wanted += self._needed(column)
        if sample is not None:
            self.takeTopLevelItem(self.indexOfTopLevelItem(sample))
        return wanted + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()


__all__ = ["CHANCES", "DIFF", "EQUITY", "LOSE", "LOSE_BG", "LOSE_G", "PLAY", "WIN", "WIN_BG", "WIN_G",
           "HintTable", "signed"]
