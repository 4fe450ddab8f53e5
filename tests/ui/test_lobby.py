"""The lobby: its table model (rows, native sorting, updates in place), and the panel's buttons and
dialogs with the commands they make through a real BgammonLink over a client that records them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialogButtonBox

from fibsgui.bgammon.state import BgammonState
from fibsgui.models.bgammon import BgammonLink
from fibsgui.models.lobby import LobbyTableModel
from fibsgui.models.server import LobbyEntry
from fibsgui.ui.lobby import LobbyPanel

M = LobbyTableModel

ENTRIES = [
    LobbyEntry(3, "Friday fun", 11, 1, False, 1510),
    LobbyEntry(7, "alpha", 3, 2, False, 1490),
    LobbyEntry(12, "Beta", 7, 1, True, 0),
]


class RecordingClient(QObject):
    """A BgammonClient's side that the link uses, keeping the command lines it would send."""

    received = Signal(object, object)
    problem = Signal(str)
    logged_in = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.state = BgammonState()
        self.me = "alice"
        self.is_logged_in = True
        self.lines: list[str] = []

    def command(self, build, *args, **kwargs) -> bool:
        self.lines.append(build(*args, **kwargs))
        return True

    def send(self, command: str) -> bool:
        self.lines.append(command)
        return True


def column(view_model, col: int, role=Qt.ItemDataRole.DisplayRole) -> list:
    return [view_model.data(view_model.index(row, col), role) for row in range(view_model.rowCount())]


# -- the model ---------------------------------------------------------------------------------------

def test_rows_show_each_match(qtbot):
    model = LobbyTableModel()
    model.set_entries(ENTRIES)
    assert model.rowCount() == 3 and model.columnCount() == 6
    assert column(model, M.COL_ID) == ["3", "7", "12"]
    assert column(model, M.COL_NAME) == ["Friday fun", "alpha", "Beta"]
    assert column(model, M.COL_POINTS) == ["11", "3", "7"]
    assert column(model, M.COL_PLAYERS) == ["1/2", "2/2", "1/2"]
    assert column(model, M.COL_LOCK) == ["", "", ""]
    assert [model.data(model.index(r, M.COL_LOCK), Qt.ItemDataRole.DecorationRole) is not None for r in range(3)] == [
        False, False, True]
    assert column(model, M.COL_RATING) == ["1510", "1490", ""]
    assert model.data(model.index(2, M.COL_LOCK), Qt.ItemDataRole.ToolTipRole).startswith("Private")
    assert model.data(model.index(1, 0), M.EntryRole) == ENTRIES[1]


def test_sorting_uses_native_values(qtbot):
    model = LobbyTableModel()
    model.set_entries(ENTRIES)
    panel = LobbyPanel(model)
    qtbot.addWidget(panel)
    proxy = panel.proxy
    panel.view.sortByColumn(M.COL_POINTS, Qt.SortOrder.AscendingOrder)
    assert column(proxy, M.COL_POINTS) == ["3", "7", "11"]  # as text, "11" would come first
    panel.view.sortByColumn(M.COL_ID, Qt.SortOrder.DescendingOrder)
    assert column(proxy, M.COL_ID) == ["12", "7", "3"]
    panel.view.sortByColumn(M.COL_NAME, Qt.SortOrder.AscendingOrder)
    assert column(proxy, M.COL_NAME) == ["alpha", "Beta", "Friday fun"]  # case folded
    panel.view.sortByColumn(M.COL_LOCK, Qt.SortOrder.DescendingOrder)
    assert column(proxy, M.COL_ID)[0] == "12"
    panel.view.sortByColumn(M.COL_RATING, Qt.SortOrder.DescendingOrder)
    assert column(proxy, M.COL_RATING) == ["1510", "1490", ""]


def test_a_refresh_changes_rows_in_place_and_keeps_the_selection(qtbot):
    model = LobbyTableModel()
    model.set_entries(ENTRIES + [LobbyEntry(n, f"m{n}", 1, 1) for n in range(20, 30)])
    panel = LobbyPanel(model)
    qtbot.addWidget(panel)
    panel.set_online(True)
    assert panel.select(12)
    resets, changed, removed, inserted = [], [], [], []
    model.modelReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda top, bottom, *_: changed.append((top.row(), bottom.row())))
    model.rowsRemoved.connect(lambda _, first, last: removed.append((first, last)))
    model.rowsInserted.connect(lambda _, first, last: inserted.append((first, last)))
    fresh = [LobbyEntry(3, "Friday fun", 11, 2, False, 1510)] + ENTRIES[1:] + \
        [LobbyEntry(n, f"m{n}", 1, 1) for n in range(21, 30)] + [LobbyEntry(40, "new", 5, 1)]
    model.set_entries(fresh)
    assert resets == [] and changed == [(0, 0)] and removed == [(3, 3)] and inserted == [(12, 12)]
    assert column(model, M.COL_PLAYERS)[0] == "2/2" and column(model, M.COL_ID)[-1] == "40"
    assert panel.selected_entry().id == 12  # still the match the user chose
    # a list that changed almost everywhere is one reset
    model.set_entries([LobbyEntry(n, f"x{n}", 1, 1) for n in range(100, 110)])
    assert resets == [True] and column(model, M.COL_ID) == [str(n) for n in range(100, 110)]
    assert panel.selected_entry() is None


def test_a_match_listed_twice_counts_once_and_the_list_has_a_cap(qtbot):
    model = LobbyTableModel()
    model.set_entries([LobbyEntry(1, "a", 1, 1), LobbyEntry(1, "b", 3, 2)])
    assert model.rowCount() == 1 and model.entry(1).name == "b"
    model.set_entries(LobbyEntry(n, "", 1, 1) for n in range(M.MAX_ROWS + 50))
    assert model.rowCount() == M.MAX_ROWS
    model.clear()
    assert model.rowCount() == 0


# -- the panel ---------------------------------------------------------------------------------------

@pytest.fixture
def lobby(qtbot):
    """A panel showing ENTRIES, wired to a real BgammonLink whose client records command lines."""
    client = RecordingClient()
    model = LobbyTableModel()
    panel = LobbyPanel(model)
    link = BgammonLink(client, panel)  # lives as long as the panel
    qtbot.addWidget(panel)
    panel.refresh_requested.connect(link.refresh_lobby)
    panel.create_requested.connect(link.create_match)
    panel.join_requested.connect(link.join_match)
    link.lobby_changed.connect(model.set_entries)
    link.lobby_changed.emit(ENTRIES)
    panel.set_online(True)
    panel.resize(600, 300)
    panel.show()
    return panel, client


def test_join_and_watch_follow_the_selected_row(lobby, qtbot):
    panel, client = lobby
    assert not panel.join_button.isEnabled() and not panel.watch_button.isEnabled()
    panel.select(3)
    assert panel.join_button.isEnabled() and not panel.watch_button.isEnabled()
    qtbot.mouseClick(panel.join_button, Qt.MouseButton.LeftButton)
    panel.select(7)  # full: to watch
    assert panel.watch_button.isEnabled() and not panel.join_button.isEnabled()
    qtbot.mouseClick(panel.watch_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.refresh_button, Qt.MouseButton.LeftButton)
    assert client.lines == ["join 3", "join 7", "list"]
    panel.set_online(False)
    assert not any(b.isEnabled() for b in (panel.join_button, panel.watch_button, panel.refresh_button,
                                           panel.create_button, panel.join_by_button))


def test_a_private_match_asks_for_its_password(lobby, qtbot):
    panel, client = lobby
    panel.select(12)
    qtbot.mouseClick(panel.join_button, Qt.MouseButton.LeftButton)
    dialog = panel.password_dialog
    assert dialog is not None and dialog.isVisible() and client.lines == []
    assert "Beta" in dialog.caption.text()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()  # no password yet
    assert dialog.isVisible() and dialog.error.text() == "Enter the match's password." and client.lines == []
    dialog.password.setText("open sesame")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not dialog.isVisible()
    assert client.lines == ["join 12 open_sesame"]  # bgammon.org takes a password's spaces as _
    # cancelling sends nothing
    panel.join_selected()
    panel.password_dialog.password.setText("x")
    panel.password_dialog.reject()
    assert client.lines == ["join 12 open_sesame"]


def test_create_match_dialog_sends_public_and_private_matches(lobby, qtbot):
    panel, client = lobby
    qtbot.mouseClick(panel.create_button, Qt.MouseButton.LeftButton)
    dialog = panel.create_dialog
    assert dialog.isVisible() and (dialog.points.minimum(), dialog.points.maximum()) == (1, 127)
    assert [dialog.variant.itemText(i) for i in range(3)] == ["Backgammon", "Acey-deucey", "Tabula"]
    dialog.points.setValue(7)
    dialog.name.setText("evening match")
    dialog.ok_button.click()
    assert client.lines == ["create public 7 0 evening match"]
    panel.open_create()
    dialog.points.setValue(200)  # the spin box keeps to 127
    dialog.variant.setCurrentIndex(2)
    dialog.name.clear()
    dialog.private.setChecked(True)
    dialog.ok_button.click()
    assert dialog.isVisible() and "password" in dialog.error.text() and len(client.lines) == 1
    dialog.password.setText("s3cret")
    dialog.ok_button.click()
    assert client.lines[1:] == ["create private s3cret 127 2"]


def test_join_by_id_or_player(lobby, qtbot):
    panel, client = lobby
    qtbot.mouseClick(panel.join_by_button, Qt.MouseButton.LeftButton)
    dialog = panel.join_dialog
    dialog.target.setText("bob smith")
    dialog.ok_button.click()
    assert dialog.isVisible() and "name has only letters" in dialog.error.text()
    dialog.target.setText("bob")
    dialog.ok_button.click()
    panel.open_join_by()
    dialog.target.setText("42")
    dialog.password.setText("pw")
    dialog.ok_button.click()
    assert client.lines == ["join bob", "join 42 pw"]


def test_double_click_joins_and_an_empty_lobby_says_so(lobby, qtbot):
    panel, client = lobby
    proxy_row = next(r for r in range(panel.proxy.rowCount())
                     if panel.proxy.data(panel.proxy.index(r, M.COL_ID)) == "3")
    rect = panel.view.visualRect(panel.proxy.index(proxy_row, M.COL_NAME))
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert client.lines == ["join 3"]
    assert not panel.empty.isVisible()
    panel.model.clear()
    assert panel.empty.isVisible() and "No match is waiting" in panel.empty.text()
