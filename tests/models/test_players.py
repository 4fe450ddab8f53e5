"""The player list model and its proxy."""

from dataclasses import dataclass, replace

from PySide6.QtCore import QPersistentModelIndex, Qt

from fibsgui.models.players import PlayerFilterProxy, PlayerTableModel


@dataclass(frozen=True)
class Who:
    name: str
    opponent: str | None = None
    watching: str | None = None
    ready: bool = False
    away: bool = False
    rating: float = 1500.0
    experience: int = 0
    idle: int = 0
    login: int = 1042191690
    hostname: str | None = "host.example"
    client: str | None = None
    email: str | None = None


def names_in(view_model, column=0):
    return [view_model.index(r, column).data() for r in range(view_model.rowCount())]


def test_rows_are_inserted_updated_and_removed_incrementally(qtbot, qtmodeltester):
    model = PlayerTableModel()
    qtmodeltester.check(model)
    inserted, removed, changed, resets = [], [], [], []
    model.rowsInserted.connect(lambda p, a, b: inserted.append((a, b)))
    model.rowsRemoved.connect(lambda p, a, b: removed.append((a, b)))
    model.dataChanged.connect(lambda a, b: changed.append(a.row()))
    model.modelReset.connect(lambda: resets.append(1))
    model.update_player(Who("alice", rating=1700.5))
    model.update_player(Who("bob"))
    qtbot.waitUntil(lambda: model.rowCount() == 2)
    assert inserted == [(0, 0), (1, 1)]  # each row at its place in the order (by name)
    model.update_player(Who("alice", rating=1710.0, opponent="bob"))
    model.flush()
    assert changed == [0] and model.index(0, PlayerTableModel.COL_RATING).data() == "1710.00"
    assert model.index(0, PlayerTableModel.COL_STATUS).data() == "playing"
    model.remove_player("alice")
    model.flush()
    assert removed == [(0, 0)] and names_in(model) == ["bob"] and resets == []
    qtmodeltester.check(model)


def test_rows_stay_in_the_asked_order_as_players_change(qtbot, qtmodeltester):
    model = PlayerTableModel()
    proxy = PlayerFilterProxy()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)
    moved = []
    model.rowsMoved.connect(lambda *args: moved.append((args[1], args[4])))
    for n, rating in enumerate((1500.0, 1800.0, 1650.0, 1200.0)):
        model.update_player(Who(f"p_{'abcd'[n]}", rating=rating))
    model.flush()
    proxy.sort(PlayerTableModel.COL_RATING, Qt.SortOrder.DescendingOrder)
    assert names_in(proxy) == ["p_b", "p_c", "p_a", "p_d"]
    selected = QPersistentModelIndex(model.index(3, 0))  # p_d, the lowest
    # p_d wins a lot: it moves to the top, its persistent index follows it
    model.update_player(Who("p_d", rating=1900.0))
    model.flush()
    assert names_in(proxy) == ["p_d", "p_b", "p_c", "p_a"]
    assert moved == [(3, 0)] and selected.row() == 0
    # a newcomer is inserted at its place; a rating change that keeps the order moves nothing
    model.update_player(Who("p_e", rating=1700.0))
    model.update_player(Who("p_c", rating=1660.0))
    model.flush()
    assert names_in(proxy) == ["p_d", "p_b", "p_e", "p_c", "p_a"] and len(moved) == 1
    # sorting by name ascending, ties and all, keeps the selection on p_d
    proxy.sort(PlayerTableModel.COL_NAME, Qt.SortOrder.AscendingOrder)
    assert names_in(proxy) == ["p_a", "p_b", "p_c", "p_d", "p_e"] and selected.row() == 3
    qtmodeltester.check(proxy)


def test_a_login_burst_is_one_reset_and_sorting_uses_native_values(qtbot):
    model = PlayerTableModel()
    proxy = PlayerFilterProxy()
    proxy.setSourceModel(model)
    for i in range(2500):
        model.update_player(Who(f"p{i:04d}", rating=1000 + (i * 37) % 1000 + 0.5, experience=i, idle=i * 7))
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.flush()
    assert resets == [1] and model.rowCount() == 2500
    proxy.sort(PlayerTableModel.COL_RATING, Qt.SortOrder.DescendingOrder)
    ratings = [float(proxy.index(r, PlayerTableModel.COL_RATING).data()) for r in range(5)]
    assert ratings == sorted(ratings, reverse=True) and ratings[0] == 1999.5
    proxy.sort(PlayerTableModel.COL_EXPERIENCE, Qt.SortOrder.AscendingOrder)
    # numeric, not text order: 2 before 10
    assert [proxy.index(r, PlayerTableModel.COL_EXPERIENCE).data() for r in range(3)] == ["0", "1", "2"]
    proxy.sort(PlayerTableModel.COL_IDLE, Qt.SortOrder.DescendingOrder)
    assert proxy.index(0, PlayerTableModel.COL_IDLE).data() == "4h 51m"


def test_filters(qtbot):
    model = PlayerTableModel()
    proxy = PlayerFilterProxy()
    proxy.setSourceModel(model)
    for who in [Who("alice", ready=True), Who("bob", ready=True, client="BotClient"),
                Who("carol"), Who("MonteCarloBot", ready=True), Who("dave", ready=True, away=True)]:
        model.update_player(who)
    model.flush()
    proxy.sort(0)
    assert names_in(proxy) == ["alice", "bob", "carol", "dave", "MonteCarloBot"]
    proxy.set_ready_only(True)
    assert names_in(proxy) == ["alice", "bob", "MonteCarloBot"]
    proxy.set_hide_bots(True)
    assert names_in(proxy) == ["alice"]
    proxy.set_ready_only(False)
    proxy.set_hide_bots(False)
    proxy.set_text("CAR")
    assert names_in(proxy) == ["carol", "MonteCarloBot"]
    # a player who changes status moves in and out of the filtered view
    proxy.set_text("")
    proxy.set_ready_only(True)
    model.update_player(Who("carol", ready=True))
    model.flush()
    assert "carol" in names_in(proxy)


def test_network_text_is_displayed_as_given(qtbot):
    model = PlayerTableModel()
    model.update_player(Who("<b>x</b>", client="<img src=x>"))
    model.flush()
    assert model.index(0, PlayerTableModel.COL_CLIENT).data() == "<img src=x>"


def test_rows_stay_in_order_through_random_bursts_trickles_and_sorts(qtbot, qtmodeltester):
    """Batches large (one reset) and small (row by row), removals, and changes of the sort order,
    checked against the order computed here from the players' values."""
    import random

    rng = random.Random(11)
    model = PlayerTableModel()
    proxy = PlayerFilterProxy()
    proxy.setSourceModel(model)
    players: dict[str, Who] = {}
    orders = {
        (PlayerTableModel.COL_RATING, Qt.SortOrder.DescendingOrder): lambda w: (-w.rating, w.name),
        (PlayerTableModel.COL_NAME, Qt.SortOrder.AscendingOrder): lambda w: (w.name.casefold(), w.name),
        (PlayerTableModel.COL_EXPERIENCE, Qt.SortOrder.AscendingOrder): lambda w: (w.experience, w.name),
        (PlayerTableModel.COL_CLIENT, Qt.SortOrder.DescendingOrder): None,  # checked below
    }
    order = (PlayerTableModel.COL_RATING, Qt.SortOrder.DescendingOrder)
    proxy.sort(*order)
    for step in range(40):
        size = rng.choice([1, 3, 20, 120, 400])
        for _ in range(size):
            if players and rng.random() < 0.2:
                name = rng.choice(sorted(players))
                del players[name]
                model.remove_player(name)
            else:
                name = rng.choice(["al", "Bo", "ca", "Dee", "ed", "fi"]) + str(rng.randrange(300))
                who = Who(name, rating=round(rng.uniform(1000, 2000), 2), experience=rng.randrange(50),
                          client=rng.choice([None, "gnubg", "fibsgui", "MacFIBS"]))
                players[name] = who
                model.update_player(who)
        model.flush()
        if step % 10 == 9:
            order = rng.choice(sorted(orders, key=str))
            proxy.sort(*order)
        key = orders[order]
        if key is None:  # client descending, ties by name ascending
            expected = sorted(players.values(), key=lambda w: w.name)
            expected.sort(key=lambda w: (w.client or "").casefold(), reverse=True)
        else:
            expected = sorted(players.values(), key=key)
        assert model.names() == [w.name for w in expected]
        assert names_in(proxy) == model.names()
    qtmodeltester.check(proxy)


def test_a_burst_applied_by_the_timer_comes_in_slices_and_loses_nothing(qtbot):
    model = PlayerTableModel()
    model.FLUSH_BUDGET = 0.0  # every slice stops at its first check: many slices
    resets = []
    model.modelReset.connect(lambda: resets.append(model.rowCount()))
    for i in range(3000):
        model.update_player(Who(f"p{i:04d}", rating=1000 + i % 997))
    model.remove_player("p0007")
    qtbot.waitUntil(lambda: model.rowCount() == 2999, timeout=5000)
    assert len(resets) > 3 and resets == sorted(resets)  # the list grows slice by slice
    assert model.player("p0007") is None and model.player("p2999").rating == 1000 + 2999 % 997


def test_without_a_filter_the_proxy_asks_python_nothing_per_row(qtbot):
    class Counting(PlayerTableModel):
        asked = 0

        def data(self, index, role=Qt.ItemDataRole.DisplayRole):
            if role >= PlayerTableModel.FilterRole:
                Counting.asked += 1
            return super().data(index, role)

    model = Counting()
    proxy = PlayerFilterProxy()
    proxy.setSourceModel(model)
    for i in range(1000):
        model.update_player(Who(f"p{i:04d}", ready=i % 2 == 0, client="bot" if i % 10 == 0 else None))
    model.flush()
    assert proxy.rowCount() == 1000 and Counting.asked == 0
    proxy.set_ready_only(True)
    proxy.set_hide_bots(True)
    assert proxy.rowCount() == 400 and Counting.asked >= 1000
    proxy.set_text("P001")
    assert names_in(proxy) == [f"p001{d}" for d in (2, 4, 6, 8)]


def test_the_end_of_a_who_block_shows_the_rest_at_once(qtbot):
    model = PlayerTableModel()
    model.BURST_DELAY_MS = 20_000  # in a burst, the next batch waits 20 s at least
    for i in range(300):
        model.update_player(Who(f"p{i:03d}"))
    model.flush()
    model.update_player(Who("late"))
    qtbot.wait(200)
    assert model.player("late") is None  # waiting for more of the burst
    model.end_of_block()
    qtbot.waitUntil(lambda: model.player("late") is not None, timeout=5000)
