"""The settings dialog mirrors the server and sends only what the user changed."""

from PySide6.QtCore import Qt

from fibsgui.config import Settings
from fibsgui.ui.settings import SERVER_TOGGLES, SettingsDialog


def make(qtbot, tmp_path):
    dialog = SettingsDialog(Settings(tmp_path / "settings.toml"))
    qtbot.addWidget(dialog)
    dialog.set_online(True)
    reported = {name: name in ("moves", "notify", "ratings", "report", "silent", "crawford") for name in SERVER_TOGGLES}
    for name, value in reported.items():
        dialog.server_toggle(name, value)
    dialog.server_variable("redoubles", "none")
    dialog.server_variable("sortwho", "login")
    dialog.server_variable("timezone", "UTC")
    sent = []
    dialog.toggle_requested.connect(lambda n: sent.append(f"toggle {n}"))
    dialog.set_requested.connect(lambda n, v: sent.append(f"set {n} {v}"))
    dialog.save_requested.connect(lambda: sent.append("save"))
    return dialog, sent


def test_shows_server_values_and_sends_exactly_one_toggle(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    assert dialog.toggles["moves"].isChecked() and not dialog.toggles["greedy"].isChecked()
    qtbot.mouseClick(dialog.toggles["greedy"], Qt.MouseButton.LeftButton)
    dialog.apply()
    assert sent == ["toggle greedy"]


def test_a_change_made_and_undone_sends_nothing(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    dialog.toggles["bell"].setChecked(True)
    dialog.toggles["bell"].setChecked(False)
    dialog.apply()
    assert sent == []


def test_server_reports_update_the_dialog_but_not_pending_changes(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    dialog.server_toggle("ready", True)  # e.g. the user typed "toggle ready" in the console
    assert dialog.toggles["ready"].isChecked()
    dialog.toggles["allowpip"].setChecked(True)
    dialog.server_toggle("allowpip", False)  # an unrelated re-report keeps the user's choice
    assert dialog.toggles["allowpip"].isChecked()
    dialog.apply()
    assert sent == ["toggle allowpip"]


def test_variables_and_save(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    assert dialog.sortwho.currentData() == "login" and dialog.timezone.text() == "UTC"
    dialog.sortwho.setCurrentIndex(dialog.sortwho.findData("rating"))
    dialog.redoubles.setCurrentIndex(dialog.redoubles.findData("unlimited"))
    dialog.apply()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert sent == ["set redoubles unlimited", "set sortwho rating", "save"]


def test_client_options_are_saved(qtbot, tmp_path):
    dialog, _ = make(qtbot, tmp_path)
    dialog.theme.setCurrentIndex(dialog.theme.findData("contrast"))
    dialog.sound.setChecked(False)
    dialog.accept()
    again = Settings(tmp_path / "settings.toml")
    assert again["board.theme"] == "contrast" and again["sound.enabled"] is False


def test_offline_the_server_page_is_disabled(qtbot, tmp_path):
    dialog = SettingsDialog(Settings(tmp_path / "s.toml"))
    qtbot.addWidget(dialog)
    assert not dialog.toggles["ready"].isEnabled() and not dialog.offline_note.isHidden()
