"""The welcome on the first start: shown once, and each choice leads where it says."""

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from fibsgui.config import Settings
from fibsgui.ui.welcome import WelcomeChoice, WelcomeDialog, first_start, show_welcome

ROOT = Path(__file__).resolve().parents[2]


class Window(QWidget):
    """Stands for the main window: records the login requests."""

    def __init__(self) -> None:
        super().__init__()
        self.logins: list[bool] = []

    def show_login(self, create_account: bool = False) -> None:
        self.logins.append(create_account)


def open_welcome(qtbot, tmp_path, window=None):
    settings = Settings(tmp_path / "settings.toml")
    window = window or Window()
    qtbot.addWidget(window)
    window.show()
    chosen = []
    dialog = show_welcome(window, settings, chosen.append)
    return settings, window, dialog, chosen


def test_shown_on_the_first_start_only(qtbot, tmp_path):
    settings, window, dialog, chosen = open_welcome(qtbot, tmp_path)
    assert isinstance(dialog, WelcomeDialog)
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and dialog.isModal()
    assert dialog.windowTitle() == "Welcome to fibsgui"
    qtbot.mouseClick(dialog.buttons[WelcomeChoice.PRACTICE], Qt.MouseButton.LeftButton)
    assert chosen == [WelcomeChoice.PRACTICE]
    # remembered in the file, so the next start of the app does not ask again
    assert Settings(tmp_path / "settings.toml")["general.first_run_done"] is True
    assert not first_start(settings)
    assert show_welcome(window, settings) is None


@pytest.mark.parametrize(("choice", "logins"), [
    (WelcomeChoice.PRACTICE, []),
    (WelcomeChoice.LOGIN, [False]),
    (WelcomeChoice.CREATE_ACCOUNT, [True]),
])
def test_each_choice(qtbot, tmp_path, choice, logins):
    settings, window, dialog, chosen = open_welcome(qtbot, tmp_path)
    qtbot.mouseClick(dialog.buttons[choice], Qt.MouseButton.LeftButton)
    assert chosen == [choice]
    assert window.logins == logins
    assert settings["general.first_run_done"] is True


def test_closing_the_welcome_means_offline_practice(qtbot, tmp_path):
    settings, window, dialog, chosen = open_welcome(qtbot, tmp_path)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert chosen == [WelcomeChoice.PRACTICE] and window.logins == []
    assert settings["general.first_run_done"] is True


def test_a_window_without_login_still_works(qtbot, tmp_path):
    settings, window, dialog, chosen = open_welcome(qtbot, tmp_path, QWidget())
    qtbot.mouseClick(dialog.buttons[WelcomeChoice.LOGIN], Qt.MouseButton.LeftButton)
    assert chosen == [WelcomeChoice.LOGIN]


APP_RUN = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from fibsgui.ui import welcome

    shown = []

    def fake_show_welcome(window, settings, done=None):
        shown.append(type(window).__name__)
        QTimer.singleShot(50, QApplication.instance().quit)

    welcome.show_welcome = fake_show_welcome
    from fibsgui import app
    status = app.main(sys.argv[1:])
    print("WELCOME", shown)
    sys.exit(status)
""")


@pytest.mark.parametrize(("args", "expected"), [
    ([], "WELCOME ['MainWindow']"),
    (["--quit-after", "300"], "WELCOME []"),
])
def test_the_app_welcomes_on_its_first_start_but_not_in_smoke_runs(tmp_path, args, expected):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIBSGUI_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", APP_RUN, *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert expected in proc.stdout.splitlines()
