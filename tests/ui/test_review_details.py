"""The review's details: the Crawford game said as such (no cube), the match's date in the
locale's own format, and a click on a graph's dot going to the moment of its move list row."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtTest import QTest

from fibsgui.engine.analysis import Mark
from fibsgui.records.model import ActionKind
from tests.records.helpers import play_match
from tests.ui.test_review_words import open_review


@pytest.fixture(scope="module")
def recorded():
    """A 5-point match whose second game is the Crawford game (seed 4)."""
    return play_match(length=5, seed=4)[1]


def test_the_crawford_game_is_said_to_have_no_cube(qtbot, tmp_path, recorded):
    window = open_review(qtbot, tmp_path, recorded)
    crawford = next(g for g, game in enumerate(recorded.games) if game.crawford)
    normal = next(g for g, game in enumerate(recorded.games) if not game.crawford)
    for i in (0, 3):
        window.go_to(recorded.moment(crawford, i))
        text = window.state_label.text()
        assert "the Crawford game (no cube)" in text and "cube 1" not in text and "centred" not in text, text
    window.go_to(recorded.moment(normal, 0))
    assert "cube 1 (centred)" in window.state_label.text()


@pytest.mark.parametrize("locale, pattern", [
    (QLocale.c(), r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"),  # no locale: ISO, as the library lists it
    (QLocale("de"), r"\d{2}\.\d{2}\.\d{2} \d{2}:\d{2}"),
    (QLocale("en_US"), r"\d{1,2}/\d{1,2}/\d{2} \d{1,2}:\d{2}\s?[AP]M"),
])
def test_the_date_is_written_in_the_locales_format(qtbot, tmp_path, recorded, locale, pattern):
    """"28 11 2026" (the C locale's short format) is nobody's way of writing a date."""
    before = QLocale()
    QLocale.setDefault(locale)
    try:
        window = open_review(qtbot, tmp_path, recorded)
        caption = window.caption.text()
    finally:
        QLocale.setDefault(before)
    assert re.search(r", " + pattern + "$", caption), caption
    assert not re.search(r"\d{1,2} \d{1,2} \d{4}", caption), caption


def test_a_graph_dot_goes_to_the_moment_of_its_row(qtbot, tmp_path, recorded):
    """The dot of a play is drawn at the moment after the play; its row shows the roll to play.
    A click on either shows the same moment (the dot's showed the position after the play)."""
    window = open_review(qtbot, tmp_path, recorded)
    window.resize(1300, 900)
    game = recorded.games[0]
    index = next(i for i, a in enumerate(game.actions) if a.kind == ActionKind.MOVE and a.play and i > 4)
    dot = recorded.moment(0, index + 1)  # where the review puts an action's mark (after the action)
    graph = window.graph
    graph.set_data([0.5] * recorded.frame_count(), {dot: Mark.VERY_BAD}, {},
                   [recorded.moment(g, 0) for g in range(len(recorded.games))])
    window.analysis_area.show()  # as an analysis shows it
    qtbot.waitUntil(lambda: graph.width() > 400)
    row = window.timeline.row_of(dot)
    window.moves.setCurrentRow(row)
    by_row = window.moment
    assert by_row == window.timeline.rows[row].moment and by_row < dot
    window.go_to(0)
    point = graph.point_at(dot)
    QTest.mouseClick(graph, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(point.x()), round(point.y())))
    assert window.moment == by_row and window.moves.currentRow() == row
    assert window.slider.value() == by_row
