"""The main window: offline practice on the board in the centre; menus and docks around it."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget

from fibsgui.config import Settings
from fibsgui.ui.board import available_themes
from fibsgui.ui.practice import PracticeScreen


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None, settings: Settings | None = None,
                 start_practice: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("fibsgui"))
        self.resize(1200, 800)
        self.settings = settings if settings is not None else Settings()

        self.practice = PracticeScreen(self.settings, parent=self, start=start_practice)
        self.setCentralWidget(self.practice)
        self.board = self.practice.board

        self.file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.file_menu.addAction(self.quit_action)

        self.game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.game_menu.addAction(self.practice.new_match_action)
        self.game_menu.addSeparator()
        board = self.board
        for action in (board.roll_action, board.double_action, board.take_action, board.drop_action,
                       board.undo_action, board.confirm_action):
            self.game_menu.addAction(action)
        resign_menu = self.game_menu.addMenu(self.tr("&Resign"))
        for action in board.resign_actions.values():
            resign_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.practice.hint_action)

        self.view_menu = self.menuBar().addMenu(self.tr("&View"))
        theme_menu = self.view_menu.addMenu(self.tr("Board &theme"))
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for key, name in available_themes():
            action = QAction(self.tr(name), self, checkable=True)
            action.setData(key)
            action.triggered.connect(lambda checked=False, key=key: self._set_setting("board.theme", key))
            self.theme_group.addAction(action)
            theme_menu.addAction(action)
            self.theme_actions[key] = action
        self.home_left_action = QAction(self.tr("Home board on the &left"), self, checkable=True)
        self.home_left_action.triggered.connect(
            lambda checked: self._set_setting("board.home", "left" if checked else "right"))
        self.view_menu.addAction(self.home_left_action)
        self._sync_view_menu()
        self.settings.on_change(lambda key, value: self._sync_view_menu() if key.startswith("board.") else None)

        self.statusBar().showMessage(self.tr("Offline"))

    def _set_setting(self, key: str, value) -> None:
        self.settings[key] = value
        try:
            self.settings.save()
        except OSError as exc:
            self.statusBar().showMessage(self.tr("Settings not saved: {0}").format(exc), 8000)

    def _sync_view_menu(self) -> None:
        theme = self.settings["board.theme"]
        if theme in self.theme_actions:
            self.theme_actions[theme].setChecked(True)
        self.home_left_action.setChecked(self.settings["board.home"] == "left")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.practice.controller.shutdown()
        try:
            self.settings.save()
        except OSError:
            pass
        super().closeEvent(event)
