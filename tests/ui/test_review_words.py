"""The review's words about the player of a practice match, whom the record names "You": every
sentence with that side as subject is written for "You" ("You take", "You double to 2", "You win
1 point", "Your chance to win", "Luck of your roll"), in English and in German; the other side,
and both sides of a match watched, keep their names."""

from __future__ import annotations

import re

import pytest

from fibsgui.config import Settings
from fibsgui.engine.analysis import ActionAnalysis, CubeAnalysis, CubeEquities, CubeKind, LuckAnalysis
from fibsgui.records.analysisfile import GameAnalysis, SavedAnalysis, analysis_file_for, digest, write
from fibsgui.records.journal import RecordJournal
from fibsgui.records.model import ActionKind
from fibsgui.ui.review import ReviewWindow, read_match_file
from tests.records.helpers import play_match
from tests.ui.languagekit import speaking

#: third-person verbs after "You", and "You's": never right
WRONG = re.compile(r"\b(You('s| (takes|doubles|wins|plays|drops|beavers|rolls|offers|accepts|rejects|does))|"
                   r"Du (nimmt|doppelt|gewinnt|zieht|bibert|bietet|kann|lehnt|würfelt))\b")


def practice_record(you_name: str = "You"):
    """A 5-point practice match (seed 3: doubles taken and dropped, games won by both sides), its player
    named as fibsgui names them."""
    match, record = play_match(length=5, seed=3)
    players = list(record.info.players)
    players[match.human] = you_name
    record.update_info(players=(players[0], players[1]))
    return match, record


def first(record, kind, side):
    for g, game in enumerate(record.games):
        for i, action in enumerate(game.actions):
            if action.kind == kind and action.side == side:
                return g, i
    raise AssertionError(f"no {kind} by side {side}")


def open_review(qtbot, tmp_path, record, analysed=()):
    """``record`` written as a library record with an analysis of ``analysed`` beside it, opened
    in a review window as the library opens it."""
    journal = RecordJournal.create(record.info, tmp_path)
    for game in record.games:
        journal.new_game(number=game.number, score=game.score, crawford=game.crawford, position=game.position,
                         cube=game.cube, cube_owner=game.cube_owner)
        for action in game.actions:
            journal.append(action)
    journal.close()
    loaded, problems, error = read_match_file(str(journal.path))
    assert loaded is not None, error
    if analysed:
        games = {g: GameAnalysis(g, len(game.actions), digest(loaded, g), True, 0, 1,
                                 [0.5] * (len(game.actions) + 1)) for g, game in enumerate(loaded.games)}
        write(analysis_file_for(loaded, journal.path), SavedAnalysis(loaded.info.id, games, list(analysed)))
    window = ReviewWindow(Settings(tmp_path / "settings.json"))
    qtbot.addWidget(window)
    window.set_record(loaded, problems, path=str(journal.path))
    window.show()
    return window


def rows(window) -> list[str]:
    return [window.moves.item(n).text().replace("\u2068", "").replace("\u2069", "")
            for n in range(window.moves.count())]


def test_the_move_list_speaks_to_you_and_of_the_engine(qtbot, tmp_path):
    match, record = practice_record()
    you, engine = match.human, match.engine_side
    window = open_review(qtbot, tmp_path, record)
    texts = rows(window)
    assert not [t for t in texts if WRONG.search(t)], [t for t in texts if WRONG.search(t)]
    name = match.engine.name
    # each kind of action of the player, as the move list words it
    for kind, words in ((ActionKind.TAKE, "You take"), (ActionKind.DOUBLE, "You double to "),
                        (ActionKind.DROP, "You drop")):
        g, i = first(record, kind, you)
        row = window.timeline.row_of(record.moment(g, i + 1))
        assert texts[row].startswith(words), texts[row]
    for kind, words in ((ActionKind.TAKE, f"{name} takes"), (ActionKind.DOUBLE, f"{name} doubles to ")):
        g, i = first(record, kind, engine)
        row = window.timeline.row_of(record.moment(g, i + 1))
        assert texts[row].startswith(words), texts[row]
    won = [t for t in texts if t.startswith("You win ")]
    assert won and all(re.fullmatch(r"You win \d+ points?", t.split("  ")[0]) for t in won), won
    # the end of a game the player won: the line under the board
    g, i = first(record, ActionKind.END, you)
    window.go_to(record.moment(g, i + 1))
    assert "You win the game" in window.state_label.text()
    with speaking("de"):
        qtbot.waitUntil(lambda: rows(window) != texts)
        german = rows(window)
        assert not [t for t in german if WRONG.search(t)], [t for t in german if WRONG.search(t)]
        g, i = first(record, ActionKind.TAKE, you)
        assert german[window.timeline.row_of(record.moment(g, i + 1))].startswith("Du nimmst an")
        g, i = first(record, ActionKind.DOUBLE, you)
        assert german[window.timeline.row_of(record.moment(g, i + 1))].startswith("Du doppelst auf ")
        assert any(t.startswith("Du gewinnst ") for t in german)
        g, i = first(record, ActionKind.TAKE, engine)
        assert german[window.timeline.row_of(record.moment(g, i + 1))].startswith(f"{name} nimmt an")


def test_the_analysis_speaks_to_you(qtbot, tmp_path):
    match, record = practice_record()
    you = match.human
    g_take, i_take = first(record, ActionKind.TAKE, you)
    g_roll, i_roll = first(record, ActionKind.ROLL, you)
    dice = record.games[g_roll].actions[i_roll].dice
    equities = CubeEquities(1 - you, 0.4, 0.6, 1.0, 1)
    analysed = [ActionAnalysis(g_roll, i_roll, you, luck=LuckAnalysis(you, dice, 0.4, 0.03)),
                ActionAnalysis(g_take, i_take, you, cube=CubeAnalysis(you, CubeKind.TAKE, equities, 0.0, 0.0, True))]
    analysed.sort(key=lambda a: (a.game, a.index))
    window = open_review(qtbot, tmp_path, record, analysed)
    assert window.analysis_area.isVisibleTo(window)
    caption = window.graph_caption.text()
    if you == 0:
        assert caption.startswith("Your chance to win the game (above 50 %: you are ahead)"), caption
    assert not WRONG.search(caption)
    window.go_to(record.moment(g_roll, i_roll + 1))
    assert "Luck of your roll: +0.400 (lucky)" in window.decision_label.text(), window.decision_label.text()
    window.go_to(record.moment(g_take, i_take + 1))
    assert window.decision_label.text().startswith("You take"), window.decision_label.text()
    with speaking("de"):
        qtbot.waitUntil(lambda: window.decision_label.text().startswith("Du nimmst an"))
        window.go_to(record.moment(g_roll, i_roll + 1))
        assert "Glück deines Wurfs: +0.400 (glücklich)" in window.decision_label.text(), window.decision_label.text()
        if you == 0:
            assert window.graph_caption.text().startswith("Deine Gewinnchance im Spiel"), window.graph_caption.text()


@pytest.mark.parametrize("name", ["alice", ""])
def test_a_player_with_a_name_of_their_own_keeps_it(qtbot, tmp_path, name):
    """A watcher is never "You"; a record whose player has a name says it."""
    match, record = practice_record(name or "alice")
    if not name:
        record.update_info(me=None)  # watched: neither side is the user's
    window = open_review(qtbot, tmp_path, record)
    g, i = first(record, ActionKind.TAKE, match.human)
    assert rows(window)[window.timeline.row_of(record.moment(g, i + 1))].startswith("alice takes")
    assert not any(t.startswith("You ") for t in rows(window))
