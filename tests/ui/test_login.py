"""The login dialog: validation messages, account creation, remembering without clear text."""

import pytest
from PySide6.QtCore import Qt

from fibsgui.config import Settings
from fibsgui.ui.login import LoginDialog, parse_server


@pytest.fixture
def settings(tmp_path):
    return Settings(tmp_path / "settings.toml")


@pytest.mark.parametrize("text, expected", [
    ("fibs.com:4321", ("fibs.com", 4321)), ("fibs.com", ("fibs.com", 4321)),
    ("localhost:4000", ("localhost", 4000)), ("::1:4321", ("::1", 4321)),
])
def test_parse_server(text, expected):
    assert parse_server(text) == expected


@pytest.mark.parametrize("text", ["", "fibs.com:x", "fibs.com:70000", "a b:1"])
def test_parse_server_errors(text):
    with pytest.raises(ValueError):
        parse_server(text)


def test_bad_entries_get_clear_messages(qtbot, settings):
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    requests = []
    dialog.login_requested.connect(requests.append)
    dialog.name.setText("bad name")
    dialog.password.setText("pw")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert requests == [] and "letters, digits" in dialog.error.text() and dialog.error.isVisibleTo(dialog)
    dialog.name.setText("alice")
    dialog.create.setChecked(True)
    dialog.password.setText("secret")
    dialog.repeat.setText("secreT")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert requests == [] and "not the same" in dialog.error.text()
    dialog.repeat.setText("secret")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    (request,) = requests
    assert request.create_account and request.name == "alice" and request.password == "secret"
    assert "secret" not in repr(request)
    dialog.show_error("<b>Wrong password</b>")
    assert dialog.error.textFormat() == Qt.TextFormat.PlainText and dialog.ok_button.isEnabled()


def test_success_remembers_server_and_name_but_never_the_password_in_files(qtbot, settings, tmp_path):
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    dialog.server.setCurrentText("localhost:4000")
    dialog.name.setText("alice")
    dialog.password.setText("hunter22")
    dialog.remember.setChecked(True)
    request = dialog.validate()
    dialog.remember_success(request)
    again = Settings(tmp_path / "settings.toml")
    assert again["server.host"] == "localhost" and again["server.port"] == 4000
    assert again["server.recent"][0] == "localhost:4000" and again["account.name"] == "alice"
    assert "hunter22" not in (tmp_path / "settings.toml").read_text()


def test_while_connecting_the_form_is_locked_and_cancel_stops_the_attempt(qtbot, settings):
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    requests, cancels = [], []
    dialog.login_requested.connect(requests.append)
    dialog.cancel_requested.connect(lambda: cancels.append(True))
    dialog.server.setCurrentText("localhost:4000")
    dialog.name.setText("alice")
    dialog.password.setText("secret")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert len(requests) == 1 and dialog.busy
    dialog.show_progress("Connecting to <b>localhost</b>:4000…")
    assert dialog.progress.textFormat() == Qt.TextFormat.PlainText and dialog.progress.isVisible()
    assert not any(w.isEnabled() for w in (dialog.server, dialog.name, dialog.password, dialog.ok_button))
    dialog.submit()  # a second request while one runs is ignored
    assert len(requests) == 1
    # the first Cancel stops the attempt and gives the form back; the dialog stays
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert cancels == [True] and dialog.isVisible() and not dialog.busy
    assert dialog.ok_button.isEnabled() and dialog.password.isEnabled()
    assert dialog.progress.text() == "Cancelled: not connected."
    # the next one closes it, without another cancel
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and cancels == [True]


def test_closing_the_dialog_while_connecting_stops_the_attempt(qtbot, settings):
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    cancels = []
    dialog.cancel_requested.connect(lambda: cancels.append(True))
    dialog.show_progress("Connecting…")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert cancels == [True] and not dialog.isVisible()
    # an error ends the attempt too: the form is back with the error, nothing to cancel
    dialog.show()
    dialog.show_progress("Connecting…")
    dialog.show_error("No answer.")
    assert not dialog.busy and not dialog.progress.isVisible() and dialog.error.text() == "No answer."
    dialog.close()
    assert cancels == [True]


def test_the_server_box_says_a_custom_address_instead_of_the_usual_host(qtbot, settings):
    """The server box named fibs.com while the address below was another host."""
    settings["server.host"] = "localhost"
    settings["server.port"] = 4330
    dialog = LoginDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.server.currentText() == "localhost:4330"
    shown = dialog.server_kind.currentText()
    assert "fibs.com" not in shown and "localhost:4330" in shown and "custom" in shown
    assert dialog.server_kind.toolTip() == shown
    # the address typed over: the box follows it
    dialog.server.setEditText("fibs.com:4321")
    assert dialog.server_kind.currentText() == "FIBS (fibs.com:4321)"
    dialog.server.setEditText("games.example.org")
    assert "games.example.org:4321" in dialog.server_kind.currentText()
    assert "fibs.com" not in dialog.server_kind.currentText()
    # the other server's entry keeps its own address
    assert dialog.server_kind.itemText(1) == "bgammon.org (bgammon.org:1337)"
    dialog.set_kind("bgammon")
    assert dialog.server_kind.currentText() == "bgammon.org (bgammon.org:1337)"
    assert dialog.server_kind.itemText(0) == "FIBS (fibs.com:4321)"
