"""The player panel: double-click invites or watches, the context menu emits the right actions."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from fibsgui.models.players import PlayerTableModel
from fibsgui.ui.players import RESUME, UNLIMITED, InviteDialog, PlayerPanel
from tests.models.test_players import Who


def make_panel(qtbot):
    model = PlayerTableModel()
    panel = PlayerPanel(model)
    qtbot.addWidget(panel)
    model.own_name = "me"
    for who in [Who("me", ready=True), Who("alice", ready=True, rating=1800.0),
                Who("bob", opponent="carol", rating=1600.0), Who("carol", opponent="bob")]:
        model.update_player(who)
    model.flush()
    return panel


def row_of(panel, name):
    for r in range(panel.proxy.rowCount()):
        if panel.proxy.index(r, 0).data() == name:
            return panel.proxy.index(r, 0)
    raise AssertionError(name)


def test_double_click_watches_a_playing_player(qtbot):
    panel = make_panel(qtbot)
    actions = []
    panel.action_requested.connect(lambda *a: actions.append(a))
    panel._double_clicked(row_of(panel, "bob"))
    assert actions == [("watch", "bob", 0)]


def test_double_click_invites_with_the_chosen_length(qtbot):
    panel = make_panel(qtbot)
    actions = []
    panel.action_requested.connect(lambda *a: actions.append(a))

    def answer():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, InviteDialog)
        dialog.length.setValue(7)
        dialog.accept()

    QTimer.singleShot(0, answer)
    panel._double_clicked(row_of(panel, "alice"))
    assert actions == [("invite", "alice", 7)]


def test_invite_dialog_values(qtbot):
    dialog = InviteDialog("alice", can_resume=True)
    qtbot.addWidget(dialog)
    assert dialog.value() == RESUME
    dialog.kind.setCurrentIndex(1)
    assert dialog.value() == UNLIMITED and not dialog.length.isEnabled()
    dialog.kind.setCurrentIndex(0)
    dialog.length.setValue(25)
    assert dialog.value() == 25


def test_context_menu_entries(qtbot):
    panel = make_panel(qtbot)
    menu = panel.menu_for("alice")
    enabled = {a.data() for a in menu.actions() if a.data() and a.isEnabled()}
    assert enabled == {"invite", "tell", "whois", "message", "gag", "blind", "waitfor"}  # not playing
    menu = panel.menu_for("bob")
    assert {"watch", "look"} <= {a.data() for a in menu.actions() if a.data() and a.isEnabled()}
    own = {a.data() for a in panel.menu_for("me").actions() if a.data() and a.isEnabled()}
    assert own == {"whois"}
    actions = []
    panel.action_requested.connect(lambda *a: actions.append(a))
    panel.trigger("gag", "alice")
    assert actions == [("gag", "alice", 0)]


def test_sorted_by_rating_and_count_shown(qtbot):
    panel = make_panel(qtbot)
    assert panel.proxy.index(0, 0).data() == "alice"
    panel.ready_only.setChecked(True)
    qtbot.waitUntil(lambda: panel.count.text() == "2 of 4")  # the count follows within 50 ms
