"""The main window: the board in the centre, docks around it."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget
from PySide6.QtCore import Qt


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("fibsgui"))
        self.resize(1100, 760)

        centre = QLabel(self.tr("fibsgui"), self)
        centre.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(centre)

        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        file_menu.addAction(self.quit_action)

        self.statusBar().showMessage(self.tr("Offline"))
