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
