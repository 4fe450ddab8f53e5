"""The match library window and the rating history (fibsgui.ui.library)."""

from __future__ import annotations

import datetime as _dt
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QMessageBox

from fibsgui.models.recorder import RecordStore
from fibsgui.records import Action, MatchInfo, MatchRecord
from fibsgui.records.analysed import analysis_path
from fibsgui.records.analysisfile import GameAnalysis, SavedAnalysis, digest
from fibsgui.records.analysisfile import write as write_analysis
from fibsgui.records.journal import RecordJournal, load
from fibsgui.records.matfile import write_mat
from fibsgui.records.ratings import RatingPoint
from fibsgui.records.sgf import write_sgf
from fibsgui.ui.library import (
    COL_ANALYSED,
    COL_DATE,
    COL_LENGTH,
    COL_PLAYERS,
    COL_RATING,
    COL_RESULT,
    COL_SERVER,
    LibraryWindow,
    RatingGraph,
    RatingWindow,
)
from tests.records.helpers import play_match


def write(store: RecordStore, record: MatchRecord) -> str:
    journal = RecordJournal.create(record.info, store.folder)
    for game in record.games:
        journal.new_game(number=game.number, score=game.score, crawford=game.crawford, position=game.position,
                         cube=game.cube, cube_owner=game.cube_owner)
        for action in game.actions:
            journal.append(action)
    journal.close()
    return record.info.id


def info(**values) -> MatchInfo:
    base = dict(players=("alice", "bob"), length=5, server="fibs", me=0, started="2024-05-01T20:15:02Z")
    base.update(values)
    return MatchInfo(**base)


@pytest.fixture
def store(tmp_path):
    return RecordStore(tmp_path / "records")


@pytest.fixture
def played(store):
    """A real 3-point match (the records' helper plays it) and four more records of other kinds."""
    _, record = play_match(length=3, seed=4)
    record.update_info(players=("alice", "gnubg"), server="offline", started="2024-05-03T10:00:00Z",
                       outcome="won", winner=record.info.winner if record.info.winner is not None else 0)
    ids = {"practice": write(store, record)}
    for key, values in {
        "won": dict(players=("alice", "bob"), outcome="won", winner=0, rating_before=(1500.0, 1510.0),
                    rating_after=(1507.5, 1502.5), started="2024-05-01T20:15:02Z"),
        "lost": dict(players=("carol", "alice"), me=1, outcome="won", winner=0, rating_before=(1600.0, 1512.0),
                     rating_after=(1604.0, 1508.0), started="2024-05-02T08:00:00Z", length=7),
        "watched": dict(players=("dave", "erin"), me=None, recorded="watched", started="2024-04-30T12:00:00Z"),
        "unfinished": dict(players=("alice", "bob"), server="bgammon.org", outcome="saved",
                           started="2024-05-04T18:30:00Z", length=1),
    }.items():
        record = MatchRecord(info(**values))
        record.new_game()
        record.append(Action.roll(0, (3, 1)))
        record.append(Action.move(0, "8/5 6/5"))
        ids[key] = write(store, record)
    return ids


def library(qtbot, store) -> LibraryWindow:
    window = LibraryWindow(store)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.loaded, timeout=10000):
        window.show()
    return window


def row_texts(window: LibraryWindow) -> list[list[str]]:
    model = window.model
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def ids_shown(window: LibraryWindow) -> list[str]:
    return [window.model.summary(r).id for r in range(window.model.rowCount())]


def select(window: LibraryWindow, record_id: str) -> None:
    row = window.model.row_of(record_id)
    window.table.clearSelection()
    window.table.selectRow(row)


def local(stamp: str) -> str:
    return _dt.datetime.fromisoformat(stamp.replace("Z", "+00:00")).astimezone().strftime("%Y-%m-%d %H:%M")


def test_one_row_per_match_in_words_newest_first(qtbot, store, played):
    window = library(qtbot, store)
    assert ids_shown(window) == [played[k] for k in ("unfinished", "practice", "lost", "won", "watched")]
    rows = {window.model.summary(r).id: text for r, text in enumerate(row_texts(window))}
    assert rows[played["won"]] == [local("2024-05-01T20:15:02Z"), "FIBS", "alice – bob", "5", "Won 0–0", "+7.50", "no"]
    # the owner first when the owner played side 1; the result and rating change are the owner's
    assert rows[played["lost"]][COL_PLAYERS] == "alice – carol"
    assert rows[played["lost"]][COL_RESULT] == "Lost 0–0" and rows[played["lost"]][COL_RATING] == "−4.00"
    assert rows[played["lost"]][COL_LENGTH] == "7"
    assert rows[played["watched"]][COL_RESULT] == "Watched 0–0" and rows[played["watched"]][COL_RATING] == ""
    assert rows[played["unfinished"]][COL_SERVER] == "bgammon.org"
    assert rows[played["unfinished"]][COL_RESULT] == "Unfinished 0–0"
    practice = load(store.library.path_of(played["practice"])).record
    mine, theirs = practice.score
    assert rows[played["practice"]][COL_SERVER] == "Practice"
    assert rows[played["practice"]][COL_RESULT] == (f"Won {mine}–{theirs}" if mine > theirs else f"Lost {mine}–{theirs}")
    assert window.count.text().startswith("5 match")


def analyse_by_hand(store, record_id: str, *, games: int | None = None, actions_short: int = 0) -> None:
    """An analysis kept beside the record (its figures are not the engine's: only what it covers
    matters here): of its first ``games`` games, the last one ``actions_short`` actions short."""
    record = load(store.library.path_of(record_id)).record
    kept = {}
    count = len(record.games) if games is None else games
    for n in range(count):
        actions = len(record.games[n].actions) - (actions_short if n == count - 1 else 0)
        kept[n] = GameAnalysis(n, actions, digest(record, n, actions), True, 0, 1, [])
    write_analysis(analysis_path(record_id, store.folder), SavedAnalysis(record_id, kept, []))


def test_the_analysed_column_says_how_much_of_the_match_its_analysis_covers(qtbot, store, played):
    analyse_by_hand(store, played["won"])
    analyse_by_hand(store, played["practice"], actions_short=1)  # the match went on after the analysis
    analyse_by_hand(store, played["lost"], games=0)  # stopped before its first game was done
    analysis_path(played["watched"], store.folder).write_text("{}")  # no analysis the review could use
    window = library(qtbot, store)
    column = {window.model.summary(r).id: window.model.index(r, COL_ANALYSED).data()
              for r in range(window.model.rowCount())}
    assert column[played["won"]] == "yes"
    assert column[played["practice"]] == column[played["lost"]] == "partly"
    assert [column[played[k]] for k in ("watched", "unfinished")] == ["no"] * 2
    row = window.model.row_of(played["practice"])
    assert "Open the match to analyse the rest" in window.model.index(row, COL_ANALYSED).data(
        Qt.ItemDataRole.ToolTipRole)
    assert window.model.index(window.model.row_of(played["won"]), COL_ANALYSED).data(
        Qt.ItemDataRole.ToolTipRole) is None
    window.table.sortByColumn(COL_ANALYSED, Qt.SortOrder.DescendingOrder)
    assert ids_shown(window)[0] == played["won"]
    assert set(ids_shown(window)[1:3]) == {played["practice"], played["lost"]}


def test_rows_sort_by_any_column(qtbot, store, played):
    window = library(qtbot, store)
    window.table.sortByColumn(COL_RATING, Qt.SortOrder.AscendingOrder)
    assert ids_shown(window)[:2] == [played["lost"], played["won"]]  # −4.00, +7.50, then those without
    window.table.sortByColumn(COL_LENGTH, Qt.SortOrder.DescendingOrder)
    assert window.model.index(0, COL_LENGTH).data() == "7"
    window.table.sortByColumn(COL_RESULT, Qt.SortOrder.AscendingOrder)
    results = [window.model.index(r, COL_RESULT).data().split()[0] for r in range(5)]
    assert results == sorted(results, key=["Won", "Lost", "Unfinished", "Watched"].index)
    window.table.sortByColumn(COL_DATE, Qt.SortOrder.AscendingOrder)
    assert ids_shown(window)[0] == played["watched"]


def test_rows_filter_by_opponent_result_and_text(qtbot, store, played):
    window = library(qtbot, store)
    assert [window.opponent.itemText(i) for i in range(window.opponent.count())] == \
        ["bob", "carol", "dave", "erin", "gnubg"]
    window.opponent.setEditText("BOB")
    assert sorted(ids_shown(window)) == sorted([played["won"], played["unfinished"]])
    assert window.count.text().startswith("2 of 5 match")
    window.result.setCurrentIndex(window.result.findData("won"))
    assert ids_shown(window) == [played["won"]]
    window.opponent.setEditText("")
    window.result.setCurrentIndex(0)
    window.search.setText("erin")  # the text filter finds a watched player too
    assert ids_shown(window) == [played["watched"]]
    window.search.setText("nobody at all")
    assert ids_shown(window) == [] and window.count.text().startswith("0 of 5 match")


def test_delete_moves_to_the_trash_undo_brings_back_and_closing_deletes_for_good(qtbot, store, played):
    analysis_path(played["won"], store.folder).write_text("{}")
    window = library(qtbot, store)
    select(window, played["won"])
    path = store.library.path_of(played["won"])
    assert window.delete_selected() == 1
    assert not path.exists() and not analysis_path(played["won"], store.folder).exists()
    assert played["won"] not in ids_shown(window) and window.count.text().startswith("4 match")
    assert window.status.text() == "1 match deleted; Undo brings it back until this window closes."
    assert window.undo_button.isEnabled()
    with qtbot.waitSignal(window.loaded, timeout=10000):
        assert window.undo() == 1
    assert path.exists() and analysis_path(played["won"], store.folder).exists()
    assert played["won"] in ids_shown(window)
    # deleted again, and the window closes: gone for good
    select(window, played["won"])
    window.delete_selected()
    window.close()
    assert not path.exists() and not (store.folder / "trash").exists()
    assert played["won"] not in {s.id for s in store.library.summaries()}


def test_a_match_being_recorded_is_not_deleted(qtbot, store, played):
    journal = store.create(info(players=("alice", "zed")))
    journal.new_game()
    window = library(qtbot, store)
    select(window, journal.record.info.id)
    assert window.delete_selected() == 0
    assert store.library.path_of(journal.record.info.id).exists()
    assert "going on now cannot be deleted" in window.status.text()


def test_the_delete_key_deletes_and_ctrl_z_brings_back(qtbot, store, played):
    window = library(qtbot, store)
    select(window, played["lost"])
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)
    assert not store.library.path_of(played["lost"]).exists()
    with qtbot.waitSignal(window.loaded, timeout=10000):
        qtbot.keySequence(window, QKeySequence.StandardKey.Undo) if hasattr(qtbot, "keySequence") else \
            qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert store.library.path_of(played["lost"]).exists()


def test_export_writes_gnubgs_formats_and_never_replaces_a_file_without_asking(qtbot, store, played, tmp_path):
    window = library(qtbot, store)
    record = load(store.library.path_of(played["practice"])).record
    target = tmp_path / "out.mat"
    assert window.export_record(played["practice"], target, "mat")
    assert target.read_text(encoding="utf-8") == write_mat(record)
    sgf = tmp_path / "out.sgf"
    assert window.export_record(played["practice"], sgf, "sgf")
    assert sgf.read_text(encoding="utf-8") == write_sgf(record)
    # a file there already: asked first, left as it was on Cancel
    mine = tmp_path / "mine.mat"
    mine.write_text("my own notes")
    assert not window.export_record(played["practice"], mine, "mat")
    box = window.question
    assert isinstance(box, QMessageBox) and box.isVisible() and str(mine) in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert mine.read_text() == "my own notes"
    assert "left as it was" in window.status.text()
    # and replaced when the player says so
    window.export_record(played["practice"], mine, "mat")
    (replace,) = [b for b in window.question.buttons() if b.text() == "Replace"]
    replace.click()
    assert mine.read_text(encoding="utf-8") == write_mat(record)


def boards(record) -> list:
    """The rolls and the board after every move, game by game."""
    return [(step.game, tuple(sorted(step.action.dice or ())), step.after.position.board) for step in record.steps()
            if step.action.kind.value in ("roll", "move")]


def test_import_reads_mat_and_sgf_into_new_records(qtbot, store, played, tmp_path):
    window = library(qtbot, store)
    record = load(store.library.path_of(played["practice"])).record
    (tmp_path / "m.mat").write_text(write_mat(record), encoding="utf-8")
    (tmp_path / "m.sgf").write_text(write_sgf(record), encoding="utf-8")
    (tmp_path / "junk.mat").write_bytes(b"\x00 not a match \xff")
    with qtbot.waitSignal(window.loaded, timeout=10000):
        ids = window.import_files([tmp_path / "m.mat", tmp_path / "m.sgf", tmp_path / "junk.mat"])
    assert len(ids) == 2
    assert window.status.text().startswith("2 match") and "junk.mat" in window.status.text()
    for record_id in ids:
        imported = load(store.library.path_of(record_id)).record
        assert imported.info.recorded == "imported"
        assert boards(imported) == boards(record) and imported.score == record.score
        assert [g.winner for g in imported.games] == [g.winner for g in record.games]
        assert window.model.row_of(record_id) >= 0
        assert window.model.index(window.model.row_of(record_id), COL_RESULT).data().startswith("Imported")


def test_ten_thousand_rows_are_listed_off_the_gui_thread(qtbot, store):
    template = MatchRecord(info())
    template.new_game()
    for n in range(300):
        record = MatchRecord(info(players=("alice", f"p{n % 37}"), started=f"2024-01-01T00:{n // 60:02d}:{n % 60:02d}Z"))
        record.new_game()
        record.append(Action.roll(0, (3, 1)))
        record.append(Action.move(0, "8/5 6/5"))
        write(store, record)
    window = library(qtbot, store)
    assert window.model.rowCount() == 300
    assert window.model.index(0, COL_DATE).data() == local("2024-01-01T00:04:59Z")


# -- the rating history ----------------------------------------------------------------------------------
def points() -> list[RatingPoint]:
    return [
        RatingPoint("2024-05-01T10:00:00Z", 1500.0, 20, "login"),
        RatingPoint("2024-05-01T11:00:00Z", 1507.5, 21, "match", opponent="bob", result="won", change=7.5, length=5),
        RatingPoint("2024-05-02T11:00:00Z", 1503.0, 22, "match", opponent="carol", result="lost", change=-4.5,
                    length=3),
        RatingPoint("2024-05-03T09:00:00Z", 1503.0, 22, "login"),
    ]


def colour_near(image, x: float, y: float, colour: QColor, radius: int = 2) -> bool:
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            pixel = image.pixelColor(int(round(x)) + dx, int(round(y)) + dy)
            if abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green()) + abs(pixel.blue() - colour.blue()) < 40:
                return True
    return False


def test_the_rating_graph_draws_each_point_where_its_time_and_rating_are(qtbot, store):
    for point in points():
        store.ratings.add("alice@fibs.com:4321", point)
    store.ratings.add("bob@fibs.com:4321", RatingPoint("2024-05-01T10:00:00Z", 1600.0, 5, "login"))
    window = RatingWindow(store)
    qtbot.addWidget(window)
    window.resize(720, 420)
    window.show()
    window.reload("alice@fibs.com:4321")
    assert window.account.currentText() == "alice@fibs.com:4321" and window.account.count() == 2
    graph = window.graph
    placed = graph.placed()
    assert [p.rating for _, p in placed] == [1500.0, 1507.5, 1503.0, 1503.0]
    xs = [spot.x() for spot, _ in placed]
    ys = [spot.y() for spot, _ in placed]
    assert xs == sorted(xs) and xs[0] == pytest.approx(graph.plot_rect().left())
    assert xs[-1] == pytest.approx(graph.plot_rect().right())
    assert ys[1] < ys[2] < ys[0]  # higher rating, higher on the screen
    image = graph.grab().toImage()
    scale = image.devicePixelRatio()
    won, lost = placed[1][0], placed[2][0]
    assert colour_near(image, won.x() * scale, won.y() * scale, RatingGraph.WON)
    assert colour_near(image, lost.x() * scale, lost.y() * scale, RatingGraph.LOST)
    assert not colour_near(image, won.x() * scale, won.y() * scale, RatingGraph.LOST)
    # the tooltip of a point: opponent, result, change
    tip = graph.tip(graph.point_at(lost.x(), lost.y()))
    assert "lost against carol" in tip and "change −4.50" in tip and "1503.00" in tip
    assert graph.point_at(lost.x() + 40, lost.y() - 40) is None
    assert window.summary.text().startswith(f"Now 1503.00 (+3.00 since {local('2024-05-01T10:00:00Z')[:10]}")


def test_a_rating_history_cut_short_or_damaged_reads_every_whole_point(store):
    account = "alice@fibs.com:4321"
    for point in points():
        store.ratings.add(account, point)
    path = store.ratings.path_of(account)
    data = path.read_bytes()
    path.write_bytes(data + b'{"t": "2024", "rating": "high"}\nnot json\n{"t": "2024-05-04T00:00:00Z", "rat')
    assert [p.rating for p in store.ratings.points(account)] == [1500.0, 1507.5, 1503.0, 1503.0]
    store.ratings.add(account, RatingPoint("2024-05-05T00:00:00Z", 1510.0))  # a line of its own after the cut
    assert [p.rating for p in store.ratings.points(account)][-1] == 1510.0


def test_the_window_has_the_library_and_rating_history_in_its_menu_and_toolbar(qtbot, tmp_path):
    from fibsgui.config import Settings
    from fibsgui.ui.mainwindow import MainWindow

    window = MainWindow(settings=Settings(tmp_path / "s.toml"), start_practice=False,
                        window_state_file=str(tmp_path / "w.ini"), records_folder=str(tmp_path / "records"))
    qtbot.addWidget(window)
    assert window.library_action.shortcut() == QKeySequence("Ctrl+L")
    assert window.library_action in window.file_menu.actions() and window.ratings_action in window.file_menu.actions()
    assert window.library_action in window.toolbar.actions()
    others = [a for a in window.findChildren(type(window.library_action))
              if a is not window.library_action and QKeySequence("Ctrl+L") in a.shortcuts()]
    assert not others
    library_window = window.show_library()
    qtbot.waitUntil(lambda: library_window.count.text().startswith("0 match"), timeout=10000)
    assert library_window.isVisible()


def test_records_that_cannot_be_written_are_said_once_in_the_window(qtbot, tmp_path):
    from fibsgui.config import Settings
    from fibsgui.ui.mainwindow import MainWindow

    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    window = MainWindow(settings=Settings(tmp_path / "s.toml"), start_practice=False,
                        window_state_file=str(tmp_path / "w.ini"), records_folder=str(blocker / "records"))
    qtbot.addWidget(window)
    for players in (("alice", "bob"), ("alice", "carol")):  # two matches: one notice
        journal = window.records.create(info(players=players))
        journal.new_game()
    texts = [n.label.text() for key, n in window.notices.notices.items() if key == "storage"]
    assert len(texts) == 1 and texts[0].count("\n") == 0
    assert texts[0].startswith(f"Match records cannot be saved in {blocker / 'records'} (")
    assert "Play goes on" in texts[0]


def test_records_that_cannot_be_listed_are_said_so_in_words_until_they_can(qtbot, store, played, monkeypatch):
    real = store.library.summaries

    def failing():
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(store.library, "summaries", failing)
    window = library(qtbot, store)
    assert window.model.rowCount() == 0
    assert window.status.text() == "The match records cannot be listed: Permission denied"
    monkeypatch.setattr(store.library, "summaries", real)
    with qtbot.waitSignal(window.loaded, timeout=10000):
        window.reload()
    assert window.model.rowCount() == 5 and window.status.text() == ""


def test_a_record_left_with_nothing_played_is_not_listed_unless_it_is_going_on(qtbot, store, played):
    empty = MatchRecord(info(players=("alice", "gnubg"), server="offline", outcome="abandoned",
                             started="2024-05-05T10:00:00Z"))
    empty.new_game()
    empty.append(Action.roll(0, (3, 1)))  # the opening roll, and the match given up
    left = write(store, empty)
    going_on = store.create(info(players=("alice", "gnubg"), server="offline", started="2024-05-06T10:00:00Z"))
    going_on.new_game()
    going_on.append(Action.roll(1, (6, 5)))
    window = library(qtbot, store)
    assert left not in ids_shown(window)
    assert ids_shown(window)[0] == going_on.record.info.id  # the match being played now
    assert sorted(ids_shown(window)[1:]) == sorted(played.values())


def test_export_dialogs_start_in_a_folder_that_is_there_never_the_working_folder(qtbot, store, played, tmp_path,
                                                                                  monkeypatch):
    from fibsgui.ui import exports, library as library_module

    home = tmp_path / "home"
    home.mkdir()
    working = tmp_path / "working"
    working.mkdir()
    monkeypatch.chdir(working)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    monkeypatch.setattr(exports, "_last", [])
    offered = []

    def dialog(parent, title, start, filters, options=None):
        offered.append(Path(start))
        return answer[0], ""

    monkeypatch.setattr(library_module.QFileDialog, "getSaveFileName", staticmethod(dialog))
    window = library(qtbot, store)
    select(window, played["practice"])
    answer = [""]
    window.export_mat_button.click()  # no Documents folder: the home folder
    assert offered[-1].parent == home and offered[-1].suffix == ".mat"
    (home / "Documents").mkdir()
    window.export_sgf_button.click()
    assert offered[-1].parent == home / "Documents" and offered[-1].suffix == ".sgf"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    answer = [str(elsewhere / "chosen.mat")]
    window.export_mat_button.click()  # exported there: the next export starts there
    assert (elsewhere / "chosen.mat").exists()
    answer = [""]
    window.export_sgf_button.click()
    assert offered[-1].parent == elsewhere
    elsewhere.joinpath("chosen.mat").unlink()
    elsewhere.rmdir()  # gone since: Documents again
    window.export_sgf_button.click()
    assert offered[-1].parent == home / "Documents"
    assert all(not str(start).startswith(str(working)) and start.is_absolute() for start in offered)


@pytest.mark.skipif(not hasattr(os, "umask") or os.name == "nt", reason="POSIX permissions")
@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o027, 0o640), (0o077, 0o600)])
def test_an_exported_file_gets_the_users_usual_permissions(qtbot, store, played, tmp_path, umask, mode):
    window = library(qtbot, store)
    before = os.umask(umask)
    try:
        assert window.export_record(played["practice"], tmp_path / "out.mat", "mat")
        assert window.export_record(played["practice"], tmp_path / "out.sgf", "sgf")
        from fibsgui.ui.replay import write_replay_file

        assert write_replay_file(tmp_path / "out.match", b"replay\n") == ""
    finally:
        os.umask(before)
    for name in ("out.mat", "out.sgf", "out.match"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == mode, name
    # the records themselves stay the user's alone where they were (the index, written the same way)
    assert stat.S_IMODE((store.folder / "index.json").stat().st_mode) == 0o600
