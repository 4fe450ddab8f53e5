from PySide6.QtCore import Qt

from fibsgui.models.games import GameEntry, GamesTableModel
from fibsgui.ui.games import GamesPanel


def test_games_follow_show_games_and_who_info(qtbot, qtmodeltester):
    model = GamesTableModel()
    model.set_games([GameEntry("alice", "bob", 5, (2, 1)), GameEntry("carol", "dave", 0, (4, 6))])
    qtmodeltester.check(model)
    assert model.index(0, 2).data() == "5 points" and model.index(1, 2).data() == "unlimited"
    assert model.index(1, 3).data() == "4-6"
    model.player_status("alice", None)  # alice's match ended
    model.player_status("erin", "frank")  # a new match started
    model.player_status("frank", "erin")  # the same match seen from the other side
    assert len(model.entries()) == 2 and model.entries()[0].player1 == "alice"  # not yet applied
    qtbot.waitUntil(lambda: model.entries()[0].player1 == "carol")  # on the next event-loop turn
    assert [(e.player1, e.player2) for e in model.entries()] == [("carol", "dave"), ("erin", "frank")]
    panel = GamesPanel(model)
    qtbot.addWidget(panel)
    watched = []
    panel.watch_requested.connect(watched.append)
    panel.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    panel._watch(panel.proxy.index(0, 0))
    assert watched == ["erin"]


def test_a_burst_of_who_lines_is_one_reset(qtbot, qtmodeltester):
    model = GamesTableModel()
    qtmodeltester.check(model)
    resets, inserted = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsInserted.connect(lambda *a: inserted.append(1))
    for n in range(120):
        model.player_status(f"p_{n}", f"q_{n}")
        model.player_status(f"q_{n}", f"p_{n}")
    model.player_status("p_7", None)  # one game ended within the burst
    model.flush()
    assert resets == [1] and inserted == []
    assert len(model.entries()) == 119
    assert ("p_7", "q_7") not in [(e.player1, e.player2) for e in model.entries()]
    model.player_status("q_8", None)
    model.flush()
    assert len(model.entries()) == 118 and resets == [1]
    qtmodeltester.check(model)


def test_games_keep_the_order_asked_through_bursts(qtbot):
    import random

    rng = random.Random(3)
    model = GamesTableModel()
    model.sort_rows(GamesTableModel.COL_PLAYER1, Qt.SortOrder.DescendingOrder)
    playing: dict[str, str] = {}
    for _ in range(30):
        for _ in range(rng.choice([2, 10, 200])):
            a, b = f"p{rng.randrange(400)}", f"p{rng.randrange(400)}"
            if a == b or a in playing or b in playing:
                if a in playing:  # a game ends: both players say so
                    other = playing.pop(a)
                    playing.pop(other, None)
                    model.player_status(a, None)
                    model.player_status(other, None)
                continue
            playing[a], playing[b] = b, a
            model.player_status(a, b)
            model.player_status(b, a)
        model.flush()
        entries = model.entries()
        assert {frozenset((e.player1, e.player2)) for e in entries} == {frozenset(p) for p in playing.items()}
        assert [e.player1.casefold() for e in entries] == sorted((e.player1.casefold() for e in entries), reverse=True)
    model.set_games([GameEntry("a", "b", 3, (1, 0)), GameEntry("c", "d", 0), GameEntry("e", "f", 11, (5, 7)),
                     GameEntry("g", "h")])
    model.sort_rows(GamesTableModel.COL_LENGTH, Qt.SortOrder.AscendingOrder)  # not known, 3, 11, unlimited
    assert [e.player1 for e in model.entries()] == ["g", "a", "e", "c"]
    model.sort_rows(GamesTableModel.COL_SCORE, Qt.SortOrder.DescendingOrder)
    assert [e.player1 for e in model.entries()] == ["e", "a", "c", "g"]
