"""Analysis in the review window: a recorded match analysed through the window (progress to the
end, the move list's marks as the analysis has them, Cancel leaving a partial state said in words),
the analysis kept beside the record and read again, the library's "analysed" state, a record
grown since its analysis, the alternatives previewed on the board, the graph's points drawn where
they belong and a click that seeks, and fair play: no analysis of the match the player is playing
on FIBS (against the fake server)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from fibsgui.config import Settings
from fibsgui.engine import engine_available
from fibsgui.engine.analysis import LuckMark, Mark, analyse_match
from fibsgui.records import MatchRecord
from fibsgui.records.analysed import analysed, analysis_path
from fibsgui.records.analysisfile import extents
from fibsgui.records.journal import RecordJournal
from fibsgui.records.matfile import read_mat
from fibsgui.records.model import ActionKind
from fibsgui.ui.analysis import LUCK_TEXT, MARK_COLOURS, MARK_TEXT
from fibsgui.ui.review import ReviewWindow
from tests.engine.test_analysis import MATCH

# gnubg works only in the thread that loaded it, and the engine tests load it in the main thread:
# the tests that analyse (on the engine's thread, as the window does) are marked slow and run in a
# process of their own from test_analysis_in_the_review_window at the end.
pytestmark = pytest.mark.skipif(not engine_available(), reason="gnubg is not installed")
slow = pytest.mark.slow


def in_engine_thread(work):
    """``work()`` run on the engine's thread (where the window analyses), its result."""
    import threading

    from PySide6.QtCore import QRunnable

    from fibsgui.models.offline import engine_pool

    done, out = threading.Event(), {}

    class Job(QRunnable):
        def run(self) -> None:
            try:
                out["result"] = work()
            finally:
                done.set()

    engine_pool().start(Job())
    assert done.wait(120)
    return out["result"]


def write_record(folder, record: MatchRecord, games=None, cut: int | None = None):
    """``record`` written as a library record in ``folder`` (its first ``cut`` actions of the last
    game written, if given); its path."""
    journal = RecordJournal.create(record.info, folder)
    for index, game in enumerate(record.games if games is None else record.games[:games]):
        journal.new_game(number=game.number, score=game.score, crawford=game.crawford, position=game.position,
                         cube=game.cube, cube_owner=game.cube_owner)
        actions = game.actions
        last = games is not None and index == games - 1
        for action in actions[:cut] if last and cut is not None else actions:
            journal.append(action)
    journal.close()
    return journal.path


@pytest.fixture(scope="module")
def record() -> MatchRecord:
    return read_mat(MATCH).record


@pytest.fixture(scope="module")
def expected(record):
    """The analysis computed outside the window, to compare the window's with."""
    return in_engine_thread(lambda: analyse_match(record, 0))


@pytest.fixture
def settings(tmp_path):
    return Settings(tmp_path / "settings.json")


def open_window(qtbot, settings, path) -> ReviewWindow:
    from fibsgui.ui.review import read_match_file

    loaded, problems, error = read_match_file(str(path))
    assert loaded is not None, error
    window = ReviewWindow(settings)
    qtbot.addWidget(window)
    window.set_record(loaded, problems, path=str(path))
    window.show()
    return window


def analyse(qtbot, window, button, progress=None) -> bool:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    run = window.run
    assert run is not None and run.running
    if progress is not None:
        run.progress.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(run.finished, timeout=60000) as blocker:
        pass
    return blocker.args[0]


def expected_rows(record, result) -> list[str]:
    """The marks each row of the move list should carry, worked out from the record and the
    analysis: a roll and its play share a row (the worse skill mark, the roll's luck)."""
    by_action = {(a.game, a.index): a for a in result.actions}
    rows = []
    for g, game in enumerate(record.games):
        rows.append("")  # the game's header
        i = 0
        while i < len(game.actions):
            covered = [i]
            if (game.actions[i].kind == ActionKind.ROLL and i + 1 < len(game.actions)
                    and game.actions[i + 1].kind == ActionKind.MOVE):
                covered.append(i + 1)
            found = [by_action[(g, j)] for j in covered if (g, j) in by_action]
            mark = max((a.mark for a in found), default=Mark.NONE)
            luck = next((a.luck.mark for a in found if a.luck is not None), LuckMark.NONE)
            rows.append(" ".join(t for t in (MARK_TEXT[mark], LUCK_TEXT[luck]) if t))
            i += len(covered)
    return rows


def shown_marks(window) -> list[str]:
    out = []
    for n, row in enumerate(window.timeline.rows):
        text = window.moves.item(n).text()
        words = row.words()
        assert text.startswith(words)
        out.append(text[len(words):].strip())
    return out


@slow
def test_a_match_analysed_through_the_window_is_marked_kept_and_read_again(qtbot, settings, tmp_path, record,
                                                                          expected):
    folder = tmp_path / "records"
    path = write_record(folder, record)
    window = open_window(qtbot, settings, path)
    assert window.analysis_words() == "Not analysed yet."
    assert not window.analysis_area.isVisible()
    assert not analysed(record.info.id, folder)

    seen = []
    assert analyse(qtbot, window, window.analyse_match_button, seen) is True
    total = sum(len(g.actions) for g in record.games)
    assert seen[-1] == (total, total)
    assert [d for d, _t in seen] == sorted(d for d, _t in seen)  # the bar only goes forward
    assert not window.progress.isVisible() and not window.cancel_button.isVisible()

    # the marks in the list are the analysis's, row by row; some of each kind in this match
    marks = shown_marks(window)
    assert marks == expected_rows(record, expected)
    assert any("??" in m for m in marks) and any(m.endswith("+") for m in marks)
    # a blunder's row is drawn in the blunder's colour
    blunder = next(n for n, m in enumerate(marks) if m.startswith("??"))
    assert window.moves.item(blunder).foreground().color() == MARK_COLOURS[Mark.VERY_BAD]
    # the totals as the analysis has them
    for side in (0, 1):
        column = {window.summary.topLevelItem(r).text(0): window.summary.topLevelItem(r).text(side + 1)
                  for r in range(window.summary.topLevelItemCount())}
        stats = expected.players[side]
        assert column["Error rate (mEMG)"] == f"{stats.error_rate_memg:.1f}"
        assert column["Blunders (??)"] == str(stats.blunders) and column["Errors (?)"] == str(stats.errors)
        assert column["Rating"] == stats.rating
    assert window.analysis_words() == "Analysed at 0-ply (cube decisions at 1-ply)."
    assert window.analysis_area.isVisible()

    # kept beside the record, where the library looks for it
    assert analysed(record.info.id, folder)
    assert extents(folder)[record.info.id].covers(len(record.games), total)
    kept = json.loads(analysis_path(record.info.id, folder).read_text())
    assert kept["format"] == "fibsgui-analysis" and kept["version"] == 1 and kept["record"] == record.info.id
    assert [g["complete"] for g in kept["games"]] == [True, True]

    # opened again: the same marks and totals, nothing analysed
    again = open_window(qtbot, settings, path)
    assert again.run is None
    assert shown_marks(again) == marks
    assert again.analysis_words() == "Analysed at 0-ply (cube decisions at 1-ply)."


@slow
def test_the_library_shows_the_match_analysed(qtbot, settings, tmp_path, record):
    from fibsgui.models.recorder import RecordStore
    from fibsgui.ui.library import COL_ANALYSED, LibraryWindow

    folder = tmp_path / "records"
    path = write_record(folder, record)
    store = RecordStore(folder)
    library = LibraryWindow(store)
    qtbot.addWidget(library)
    library.show()

    def shown() -> str:
        model = library.model
        return model.index(0, COL_ANALYSED).data() if model.rowCount() else ""

    qtbot.waitUntil(lambda: library.model.rowCount() == 1)
    assert shown() == "no"
    window = open_window(qtbot, settings, path)
    assert analyse(qtbot, window, window.analyse_match_button)
    library.reload()
    qtbot.waitUntil(lambda: shown() == "yes")


@slow
def test_one_game_analysed_leaves_the_match_partial_in_words(qtbot, settings, tmp_path, record):
    path = write_record(tmp_path, record)
    window = open_window(qtbot, settings, path)
    window.go_to(0)
    assert analyse(qtbot, window, window.analyse_game_button) is True
    marks = shown_marks(window)
    header = next(n for n, row in enumerate(window.timeline.rows) if row.header and row.game == 1)
    assert any(marks[:header]) and not any(marks[header:])  # the first game only
    assert window.analysis_words() == ("Partial analysis: 1 game not analysed: 2. "
                                       "Analyse again to complete it.")
    window.go_to(window.timeline.game_start(1))
    assert analyse(qtbot, window, window.analyse_game_button) is True
    assert window.analysis_words() == "Analysed at 0-ply (cube decisions at 1-ply)."


@slow
def test_cancel_stops_and_the_partial_analysis_is_said_and_kept(qtbot, settings, tmp_path, record):
    path = write_record(tmp_path, record)
    window = open_window(qtbot, settings, path)
    window.plies_box.setCurrentIndex(2)  # 2-ply: seconds for the second game, time to stop it
    qtbot.mouseClick(window.analyse_match_button, Qt.MouseButton.LeftButton)
    run = window.run
    assert window.cancel_button.isVisible() and window.progress.isVisible()
    assert not window.analyse_match_button.isEnabled()
    with qtbot.waitSignal(run.progress, timeout=30000, check_params_cb=lambda done, total: done > 12):
        pass  # into the second game (the first has 11 actions)
    qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(run.finished, timeout=30000) as blocker:
        pass
    assert blocker.args == [False]
    assert not window.cancel_button.isVisible() and window.analyse_match_button.isEnabled()
    words = window.analysis_words()
    assert words.startswith("Partial analysis: stopped before the end of 1 game: 2"), words
    assert words.endswith("Analyse again to complete it.")
    marked = sum(1 for m in shown_marks(window) if m)
    assert marked > 0
    # the file keeps what was done, and says it partial when read again
    again = open_window(qtbot, settings, path)
    assert again.analysis_words() == words
    assert sum(1 for m in shown_marks(again) if m) == marked


@slow
def test_a_record_grown_since_its_analysis_is_said_partial(qtbot, settings, tmp_path, record):
    folder = tmp_path / "short"
    short = write_record(folder, record, games=2, cut=20)
    window = open_window(qtbot, settings, short)
    assert analyse(qtbot, window, window.analyse_match_button) is True
    assert window.analysis_words() == "Analysed at 0-ply (cube decisions at 1-ply)."
    # the match went on: the same record with more actions
    kept = analysis_path(record.info.id, folder).read_bytes()
    short.unlink()
    grown = write_record(folder, record)
    assert analysis_path(record.info.id, folder).read_bytes() == kept
    window = open_window(qtbot, settings, grown)
    assert window.analysis_words() == ("Partial analysis: moves were added since in 1 game: 2. "
                                       "Analyse again to complete it.")
    marks = shown_marks(window)
    assert any(marks) and window.run is None


@slow
def test_an_analysis_file_that_cannot_be_read_is_said_and_kept_aside(qtbot, settings, tmp_path, record):
    path = write_record(tmp_path, record)
    kept = analysis_path(record.info.id, tmp_path)
    kept.write_bytes(b"not an analysis")
    window = open_window(qtbot, settings, path)
    words = window.analysis_words()
    assert words.startswith("Not analysed yet. The analysis kept in ") and "cannot be read" in words
    assert analyse(qtbot, window, window.analyse_match_button)
    aside = [p for p in tmp_path.iterdir() if ".broken-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == b"not an analysis"  # never written over
    assert json.loads(kept.read_text())["format"] == "fibsgui-analysis"
    assert window.analysis_words() == "Analysed at 0-ply (cube decisions at 1-ply)."


@slow
def test_a_decisions_alternatives_are_shown_and_previewed_on_the_board(qtbot, settings, tmp_path, record, expected):
    path = write_record(tmp_path, record)
    window = open_window(qtbot, settings, path)
    assert analyse(qtbot, window, window.analyse_match_button)
    # a blunder by the second player (drawn at the top): its row, its alternatives
    blunder = next(a for a in expected.actions if a.checker is not None and a.checker.mark == Mark.VERY_BAD
                   and a.side == 1)
    roll_moment = record.moment(blunder.game, blunder.index)  # the roll before it: dice shown
    window.go_to(roll_moment)
    table = window.alternatives
    alternatives = blunder.checker.alternatives
    shown = [table.topLevelItem(r).text(0) for r in range(table.topLevelItemCount())]
    assert shown[:len(alternatives)] == [a.play.gnubg() for a in alternatives]
    assert f"{alternatives[0].equity:+.3f}".replace("-", "\u2212") == table.topLevelItem(0).text(1)
    win = f"{100 * alternatives[0].chances[0]:.1f}"
    assert table.topLevelItem(0).text(3) == win
    played = shown.index(blunder.checker.play.gnubg())
    assert table.topLevelItem(played).font(0).bold()
    assert "a blunder (??)" in window.decision_label.text()
    # the best play previewed on the board, from the position before the blunder
    table.setCurrentItem(table.topLevelItem(0))
    assert window.moment == roll_moment
    assert window.board.scene.previewed() == alternatives[0].play
    # selecting it again after stepping on goes back to the moment of the decision
    window.next()
    table.setCurrentItem(table.topLevelItem(1))
    assert window.moment == roll_moment and window.board.scene.previewed() == alternatives[1].play


@slow
def test_the_graph_draws_each_point_where_it_belongs_and_a_click_seeks(qtbot, settings, tmp_path, record):
    path = write_record(tmp_path, record)
    window = open_window(qtbot, settings, path)
    assert analyse(qtbot, window, window.analyse_match_button)
    window.resize(1300, 900)
    graph = window.graph
    qtbot.waitUntil(lambda: graph.width() > 400)
    saved = window.saved
    values = [None] * record.frame_count()
    for game, kept in saved.games.items():
        for i, chance in enumerate(kept.chances):
            values[record.moment(game, i) + 0] = chance
    # the plot: 40 px on the left for the labels, 10 on the right, 8 above and below
    width, height = graph.width() - 50, graph.height() - 16

    def where(moment: int) -> QPoint:
        return QPoint(round(40 + width * moment / (len(values) - 1)), round(8 + height * (1 - values[moment])))

    # a blunder's dot, drawn in red at its moment's chance
    blunder = next(m for m, mark in graph.marks.items() if mark == Mark.VERY_BAD and values[m] is not None
                   and 0.1 < values[m] < 0.9)
    image = graph.grab().toImage()
    scale = image.devicePixelRatio()
    centre = where(blunder)
    colour = QColor(image.pixel(round(centre.x() * scale), round(centre.y() * scale)))
    red = MARK_COLOURS[Mark.VERY_BAD]
    assert abs(colour.red() - red.red()) < 40 and colour.green() < 80 and colour.blue() < 80, colour.name()
    # the line passes through a moment without a mark: dark pixels at its point
    plain = next(m for m in range(1, len(values) - 1) if values[m] is not None and m not in graph.marks
                 and m not in graph.luck and m - 1 not in graph.marks and m + 1 not in graph.marks
                 and m not in graph.game_starts and m + 1 not in graph.game_starts)
    point = where(plain)
    dark = [QColor(image.pixel(round(point.x() * scale), round((point.y() + dy) * scale))).lightness()
            for dy in (-1, 0, 1)]
    assert min(dark) < 128, dark
    # the moment shown: a line in the highlight colour; a click on a point shows the moment its row
    # of the move list shows (a roll and its play share a row: the roll to play)
    target = where(plain)
    QTest.mouseClick(graph, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    row = window.timeline.row_of(plain)
    shown = window.timeline.rows[row].moment
    assert window.moment == shown and window.slider.value() == shown and window.moves.currentRow() == row
    image = graph.grab().toImage()
    highlight = graph.palette().highlight().color()
    x = round(graph.x_of(shown) * scale)
    column = [QColor(image.pixel(x, y)) for y in range(round(12 * scale), round((graph.height() - 12) * scale))]
    assert sum(1 for c in column if c == highlight) > len(column) // 2


# -- fair play against the fake FIBS server ----------------------------------------------------------------
@slow
def test_no_analysis_of_the_match_the_player_is_playing_on_fibs(qtbot, qloop, tmp_path, record):
    from fibsgui.ui.mainwindow import MainWindow
    from tests.fakefibs import FakeFibs
    from tests.ui.onlinekit import act, can_act, log_in, run, until

    def window(name: str) -> MainWindow:
        settings = Settings(tmp_path / f"{name}-settings.toml")
        settings["board.animation_ms"] = 0
        settings["sound.enabled"] = False
        settings["notify.invitations"] = False
        w = MainWindow(settings=settings, start_practice=False, window_state_file=str(tmp_path / f"{name}.ini"),
                       records_folder=str(tmp_path / name / "records"))
        qtbot.addWidget(w)
        w.show()
        return w

    async def scenario():
        server = FakeFibs(seed=3)
        await server.start()
        for name in ("alice", "bob"):
            server.add_account(name, f"{name}_pw", rating=1500.0, experience=20)
        try:
            alice, bob = window("alice"), window("bob")
            await log_in(alice, server, "alice")
            await log_in(bob, server, "bob")
            # an old match in alice's library, open before her match begins
            old = alice.open_record(write_record(tmp_path / "alice" / "records", record))
            assert old.analyse_match_button.isEnabled()
            bob.ready_action.trigger()
            await until(lambda: bob.client.state.toggles.get("ready"), what="bob ready")
            alice.players.action_requested.emit("invite", "bob", 3)
            await server.wait_for_command("alice", r"^invite bob")
            await until(lambda: "alice" in bob.client.state.invitations, what="the invitation")
            bob.link.join("alice")
            await until(lambda: server.match_of("bob") is not None, what="the match")
            moves = 0
            while moves < 4:
                await until(lambda: can_act(alice) or can_act(bob), what="a turn")
                moves += bool(await act(alice) or await act(bob))
            await until(lambda: alice.recorders["fibs"].journal is not None, what="alice's record")
            live = alice.open_record(alice.recorders["fibs"].journal.path)
            assert live is not None
            for button in (live.analyse_match_button, live.analyse_game_button):
                assert not button.isEnabled()
                assert "fair play" in button.toolTip()
            assert "fair play" in live.analysis_status.text()
            assert live.analyse_match() is False and live.run is None
            # another match may be analysed meanwhile
            assert old.analyse_match_button.isEnabled() and old.analyse_match() is True
            await until(lambda: not old.run.running, what="the old match analysed", timeout=60)
            assert old.run.complete and old.analysis_words().startswith("Analysed at 0-ply")
        finally:
            await server.close()

    run(qloop, scenario(), timeout=120)


def test_analysis_in_the_review_window(tmp_path):
    """The tests above, in a process where gnubg is loaded by the engine's thread."""
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-m", "slow", "-p", "no:cacheprovider",
                           f"--basetemp={tmp_path / 'run'}", __file__],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert " passed" in proc.stdout and "failed" not in proc.stdout
