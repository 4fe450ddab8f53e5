"""The main window: the board in the centre (offline practice, or the online match being played or
watched), docks for players, chat, games in progress (or the lobby) and the server console around
it, a toolbar with the connection and the Ready switch, and the connection state in the status bar.

The online part (the FIBS client with its session and asyncio loop, the online board, the panels
of the docks, the login dialog) is made on first use: a start that only practises never imports
it. Until then the docks hold a line of text each, so that the window's layout is kept all along.
The server in use (FIBS, or bgammon.org made on its first login) is kept by
:class:`fibsgui.ui.servers.ServerSwitch`; the window speaks to its link only.
"""

from __future__ import annotations

import logging
import time
import weakref
from typing import TYPE_CHECKING, TypeVar, cast

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from fibsgui import asyncloop, paths, savedmatch
from fibsgui.config import Settings
from fibsgui.models.game import Action
from fibsgui.nettext import balanced, isolate
from fibsgui.ui.board import available_themes
from fibsgui.ui.confirm import ask_first, asking, match_words
from fibsgui.ui.focus import TabBarFocus
from fibsgui.ui.history import MatchHistory
from fibsgui.ui.notices import NoticeArea
from fibsgui.ui.practice import PracticeScreen
from fibsgui.ui.screenfit import fit_to_screen

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from PySide6.QtWidgets import QSystemTrayIcon

    # What flows in from the servers' links and clients (fibsgui.ui.servers wires them to the
    # handlers below). The player list, invitations, looks and whois are FIBS's: the only server
    # with those features (ServerLink.features).
    from fibsgui.bgammon.session import BgammonLoginInfo
    from fibsgui.chatlog import ChatLine
    from fibsgui.clip import Board, Invitation, WhoInfo, Whois
    from fibsgui.config import SettingsProblem
    from fibsgui.models.bgammon import BgammonClient
    from fibsgui.models.client import ServerClient
    from fibsgui.models.recorder import PracticeRecording, RecordStore, TableRecorder
    from fibsgui.records.model import Frame, MatchRecord
    from fibsgui.session import LoginInfo
    from fibsgui.ui.library import LibraryWindow, RatingWindow
    from fibsgui.ui.online import LookDialog
    from fibsgui.ui.review import ReviewWindow
    from fibsgui.models.games import GamesTableModel
    from fibsgui.models.online import OnlineClient
    from fibsgui.models.server import ServerLink
    from fibsgui.models.players import PlayerTableModel
    from fibsgui.session import ConnectionState
    from fibsgui.ui.chat import ChatPanel
    from fibsgui.ui.console import ServerConsole
    from fibsgui.ui.games import GamesPanel
    from fibsgui.ui.login import LoginDialog, LoginRequest
    from fibsgui.ui.online import OnlineScreen
    from fibsgui.ui.players import PlayerPanel
    from fibsgui.ui.servers import Server, ServerSwitch
    from fibsgui.ui.settings import SettingsDialog
    from fibsgui.ui.whois import WhoisDialog

log = logging.getLogger(__name__)


PRACTICE, ONLINE = 0, 1
MODES = {PRACTICE: "practice", ONLINE: "online"}  # each keeps a layout of its own in the window's file
LAYOUT_VERSION = 2  # saveState's number for the layouts kept per mode (the old single state had 0)
FIRST_SIZE = (1280, 820)  # the first window's size where the screen has room for it
HelpDialog = TypeVar("HelpDialog", bound=QWidget)  # one of the help menu's windows


def standard_keys(key: QKeySequence.StandardKey, otherwise: str) -> list[QKeySequence]:
    """The platform's keys for ``key``, or ``otherwise`` where the platform has none for it (the
    Preferences key on Windows and most Linux desktops, Quit on Windows)."""
    return QKeySequence.keyBindings(key) or [QKeySequence(otherwise)]


class Dock(QDockWidget):
    """A dock with an object name, so that the window's saved state brings its place back.

    Made hidden: the layout of the window's mode shows it (docks tabbed together while shown
    and hidden before the window first shows leave a stray tab bar of theirs on the window)."""

    def __init__(self, name: str, widget: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.hide()
        self.setObjectName(f"dock-{name}")
        self.setWidget(widget)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)


class MainWindow(QMainWindow):
    # How long closing waits for an engine job that is running (its result would go nowhere). The
    # app itself waits for none: it ends its process without the job (fibsgui.app.end_now).
    engine_wait_ms = 3000

    def __init__(self, parent: QWidget | None = None, settings: Settings | None = None,
                 start_practice: bool = True, client: OnlineClient | None = None,
                 window_state_file: str | None = None, practice_file: str | None = None,
                 records_folder: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.settings = settings if settings is not None else Settings()
        self._client: OnlineClient | None = client  # with the online board, made on first use
        self._online: OnlineScreen | None = None
        self._window_state_file = window_state_file or str(paths.config_dir() / "window.ini")
        self._login_dialog: LoginDialog | None = None
        self._login_request: LoginRequest | None = None
        self._settings_dialog: SettingsDialog | None = None
        self._whois_dialog: WhoisDialog | None = None
        self._look_dialog: LookDialog | None = None  # made for the first look
        self._link: ServerLink | None = None  # the server in use below the neutral line, with the online part
        self._servers: ServerSwitch | None = None  # the servers' clients and links, with the online part
        self._was_my_turn = False
        self._reconnect_deadline: float | None = None
        self._last_connection: ConnectionState | None = None  # the state shown before the current one
        self._layout_mode: int | None = None  # the mode (PRACTICE, ONLINE) whose layout is shown
        self._docks_revealed = False  # the online docks were shown once (a login, the View menu)
        self._layout_pending = False  # a mode's layout waits for the event loop's next turn
        self._layout_turn = 0  # counts the layouts asked for: only the last one asked for is restored

        # -- the centre: practice or the online board, with notices above ------------------------
        # the practice match is kept in the data folder as it goes (a window made without starting
        # practice, for tests and tools, keeps it only in the file it is given)
        if practice_file is None and start_practice:
            practice_file = str(savedmatch.default_path())
        self.practice = PracticeScreen(self.settings, parent=self, start=start_practice, match_file=practice_file)
        # every match recorded as it happens (the practice match, each server's when it is made): the
        # records' store and the practice match's recording are made when first needed, the
        # recording at the practice match's first step in this run (a match come back from its file
        # goes on with its record then, its events kept before counted now)
        self._records_folder = records_folder
        self._records: RecordStore | None = None
        self.practice_recording: PracticeRecording | None = None
        match = self.practice.controller.match
        self._practice_kept = (match, len(match.events) if match is not None and match.game_number else 0)
        self.practice.controller.progressed.connect(self._record_practice)
        self.recorders: dict[str, TableRecorder] = {}  # by server kind
        # review window -> (server kind, the record it follows)
        self._live_reviews: dict[ReviewWindow, tuple[str, MatchRecord]] = {}
        self._library: LibraryWindow | None = None  # made when first shown
        self._rating_window: RatingWindow | None = None  # made when first shown
        self._quit_agreed = False
        self.quit_question = None  # the question before quitting, while it is open
        self.board = self.practice.board
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.practice)  # the online board joins at ONLINE when first needed
        self.notices = NoticeArea(self)
        centre = QWidget(self)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(0)
        centre_layout.addWidget(self.notices)
        centre_layout.addWidget(self.stack, 1)
        self.setCentralWidget(centre)

        # -- docks: a line of text each until the online part starts -------------------------------
        self._placeholders: dict[str, QLabel] = {}
        for name in ("players", "chat", "games", "console"):
            label = QLabel(self)
            label.setObjectName(f"placeholder-{name}")
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMargin(12)
            label.setEnabled(False)
            self._placeholders[name] = label
        self.players_dock = Dock("players", self._placeholders["players"], self)
        self.chat_dock = Dock("chat", self._placeholders["chat"], self)
        self.games_dock = Dock("games", self._placeholders["games"], self)
        self.console_dock = Dock("console", self._placeholders["console"], self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.players_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.games_dock)
        self.tabifyDockWidget(self.players_dock, self.games_dock)
        self.players_dock.raise_()
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.chat_dock)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.console_dock)
        self.tabifyDockWidget(self.chat_dock, self.console_dock)
        self.chat_dock.raise_()
        self.resizeDocks([self.players_dock], [330], Qt.Orientation.Horizontal)
        self.resizeDocks([self.chat_dock], [170], Qt.Orientation.Vertical)
        TabBarFocus(self)  # the tab bars of hidden docks take no focus

        # -- actions, menus, toolbar, status bar ---------------------------------------------------
        self._make_actions()
        self._make_menus()
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("toolbar-main")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.login_action, self.logout_action, None, self.ready_action, self.away_action,
                       None, self.practice_screen_action, self.online_screen_action, None,
                       self.library_action, self.settings_action):
            if action is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.connection_label = QLabel(self)
        self.connection_label.setObjectName("connection-state")
        self.connection_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.connection_label)
        self._countdown = QTimer(self)
        self._countdown.setInterval(1000)
        self._countdown.timeout.connect(self._show_connection)

        self.tray: QSystemTrayIcon | None = None  # made for the first notification

        # -- wiring ------------------------------------------------------------------------------
        self.notices.join_requested.connect(self._join)
        self.notices.cancel_invitation_requested.connect(self._cancel_invitation)
        self.stack.currentChanged.connect(self._screen_changed)
        self.settings.on_change(lambda key, value: self._sync_view_menu() if key.startswith("board.") else None)
        self._storage_told: set[str] = set()  # the kinds of storage problem told (each once a run)
        self.settings.on_problem(self.settings_problem)
        self._settings_file_problems()

        self.retranslate()
        self._sync_view_menu()
        self._show_connection()
        self._update_online_actions()
        self._screen_changed(PRACTICE)
        self._restore_window_state()
        if client is not None:
            self._start_online()

    # -- match records, made on first use ----------------------------------------------------------
    @property
    def records(self) -> RecordStore:
        """The window's match records and rating histories (made when first asked for)."""
        if self._records is None:
            from fibsgui.models.recorder import RecordStore

            self._records = RecordStore(self._records_folder, parent=self)
            self._records.problem.connect(lambda kind, folder, reason: self.folder_problem(kind, folder, reason))
        return self._records

    def _record_practice(self) -> None:
        """The practice match took its first step in this run: its recording starts (and follows
        every practice match from now on)."""
        from fibsgui.models.recorder import PracticeRecording

        controller = self.practice.controller
        controller.progressed.disconnect(self._record_practice)
        kept_match, kept_events = self._practice_kept
        self._practice_kept = (None, 0)
        self.practice_recording = PracticeRecording(
            controller, self.records, self, kept_events=kept_events if controller.match is kept_match else None)

    # -- the online part, made on first use ----------------------------------------------------------
    @property
    def client(self) -> OnlineClient:
        """The FIBS client (made, with the online board, when first asked for)."""
        if self._online is None:
            self._start_online()
        return self._client

    @property
    def link(self) -> ServerLink:
        """The server below the neutral line (made, with the online board, when first asked for)."""
        if self._online is None:
            self._start_online()
        return self._link

    @property
    def servers(self) -> ServerSwitch:
        """The servers' clients and links, and the one in use (made with the online board)."""
        if self._online is None:
            self._start_online()
        return self._servers

    @property
    def online(self) -> OnlineScreen:
        """The online board (made, with the FIBS client, when first asked for)."""
        if self._online is None:
            self._start_online()
        return self._online

    @property
    def player_model(self) -> PlayerTableModel:
        if self._online is None:
            self._start_online()
        return self._player_model

    @property
    def players(self) -> PlayerPanel:
        if self._online is None:
            self._start_online()
        return self._players

    @property
    def chat(self) -> ChatPanel:
        if self._online is None:
            self._start_online()
        return self._chat

    @property
    def games_model(self) -> GamesTableModel:
        if self._online is None:
            self._start_online()
        return self._games_model

    @property
    def games(self) -> GamesPanel:
        if self._online is None:
            self._start_online()
        return self._games

    @property
    def console(self) -> ServerConsole:
        if self._online is None:
            self._start_online()
        return self._console

    def _start_online(self) -> None:
        from fibsgui.models.fibs import FibsLink
        from fibsgui.models.games import GamesTableModel
        from fibsgui.models.online import OnlineClient
        from fibsgui.models.players import PlayerTableModel
        from fibsgui.ui.chat import ChatPanel
        from fibsgui.ui.console import ServerConsole
        from fibsgui.ui.games import GamesPanel
        from fibsgui.ui.online import OnlineScreen
        from fibsgui.ui.players import PlayerPanel
        from fibsgui.ui.servers import ServerSwitch

        client = self._client if self._client is not None else OnlineClient(self)
        self._client = client
        link = FibsLink(client, self)
        # the panels of the docks take the places of the placeholders
        self._player_model = PlayerTableModel(self)
        self._players = PlayerPanel(self._player_model, self)
        self._chat = ChatPanel(self)
        self._chat.set_online_names(self._player_model.names)
        self._chat.history_problem.connect(
            lambda folder, reason: self.folder_problem("history", folder, reason))
        self._games_model = GamesTableModel(self)
        self._games = GamesPanel(self._games_model, self)
        self._console = ServerConsole(self)
        self._online = online = OnlineScreen(None, self.settings, self)
        self.stack.addWidget(online)  # at ONLINE
        for dock, panel in ((self.players_dock, self._players), (self.chat_dock, self._chat),
                            (self.games_dock, self._games), (self.console_dock, self._console)):
            placeholder = dock.widget()
            dock.setWidget(panel)
            placeholder.deleteLater()
        self._placeholders.clear()
        servers = self._servers = ServerSwitch(self)
        servers.added.connect(self._record_server)
        # what the player asks goes to the link of the server in use
        self._players.action_requested.connect(self._player_action)
        self._chat.send_requested.connect(lambda kind, target, text: self._link.say(kind, target, text))
        self._games.watch_requested.connect(lambda name: self._link.player_action("watch", name))
        self._games.refresh_requested.connect(lambda: self._link.refresh_games())
        self._console.command_entered.connect(lambda text: self._link.send_raw(text))
        online.leave_requested.connect(self._leave)
        online.unwatch_requested.connect(lambda: self._link.unwatch())
        online.refresh_requested.connect(lambda: self._link.refresh_board())
        online.review_requested.connect(self.review_live)
        servers.add("fibs", client, link)  # the board's controller is made after the link
        self._use_server("fibs")

    def _use_server(self, kind: str) -> ServerClient:
        """Make ``kind`` ("fibs" or "bgammon") the server in use; returns its client."""
        client = self._servers.use(kind)
        self._link = self._servers.link
        self._show_connection()
        self._update_online_actions()
        return client

    @property
    def _active_client(self) -> ServerClient | None:
        """The client of the server in use (None before the online part is made)."""
        return self._servers.client if self._servers is not None else None

    def _show_screen(self, index: int) -> None:
        if index == ONLINE and self._online is None:
            self._start_online()
        self.stack.setCurrentIndex(index)

    # -- construction ------------------------------------------------------------------------------
    def _make_actions(self) -> None:
        self.quit_action = QAction(self)
        self.quit_action.setShortcuts(standard_keys(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.login_action = QAction(self)
        self.login_action.setObjectName("action-login")
        self.login_action.triggered.connect(lambda: self.show_login(False))
        self.create_account_action = QAction(self)
        self.create_account_action.triggered.connect(lambda: self.show_login(True))
        self.logout_action = QAction(self)
        self.logout_action.setObjectName("action-logout")
        self.logout_action.triggered.connect(self.log_out)
        self.ready_action = QAction(self, checkable=True)
        self.ready_action.setObjectName("action-ready")
        self.ready_action.triggered.connect(self._ready_clicked)
        self.away_action = QAction(self, checkable=True)
        self.away_action.setObjectName("action-away")
        self.away_action.triggered.connect(self._away_clicked)
        self.settings_action = QAction(self)
        self.settings_action.setObjectName("action-settings")
        self.settings_action.setShortcuts(standard_keys(QKeySequence.StandardKey.Preferences, "Ctrl+,"))
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(self.show_settings)
        self.screen_group = QActionGroup(self)
        self.practice_screen_action = QAction(self, checkable=True)
        self.practice_screen_action.triggered.connect(lambda: self._show_screen(PRACTICE))
        self.online_screen_action = QAction(self, checkable=True)
        self.online_screen_action.triggered.connect(lambda: self._show_screen(ONLINE))
        self.screen_group.addAction(self.practice_screen_action)
        self.screen_group.addAction(self.online_screen_action)
        self.leave_action = QAction(self)
        self.leave_action.triggered.connect(self._leave)
        self.saved_action = QAction(self)
        self.saved_action.triggered.connect(lambda: self.link.refresh_saved())
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        self.theme_names: dict[str, str] = {}
        for key, name in available_themes():
            action = QAction(self, checkable=True)
            action.setData(key)
            action.triggered.connect(lambda checked=False, key=key: self._set_setting("board.theme", key))
            self.theme_group.addAction(action)
            self.theme_actions[key] = action
            self.theme_names[key] = name
        self.home_left_action = QAction(self, checkable=True)
        self.home_left_action.triggered.connect(
            lambda checked: self._set_setting("board.home", "left" if checked else "right"))
        self.match_history = MatchHistory(self)  # the server's match history, and replays
        self.shortcuts_action = QAction(self)
        self.shortcuts_action.setObjectName("action-shortcuts")
        self.shortcuts_action.triggered.connect(self.show_shortcuts)
        self.about_action = QAction(self)
        self.about_action.setObjectName("action-about")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.library_action = QAction(self)
        self.library_action.setObjectName("action-library")
        self.library_action.setShortcut(QKeySequence("Ctrl+L"))
        self.library_action.triggered.connect(self.show_library)
        self.ratings_action = QAction(self)
        self.ratings_action.setObjectName("action-ratings")
        self.ratings_action.triggered.connect(self.show_ratings)
        self.folders_action = QAction(self)
        self.folders_action.setObjectName("action-folders")
        self.folders_action.triggered.connect(self.show_folders)
        self._help_dialogs: dict[str, QWidget] = {}

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        for action in (self.login_action, self.create_account_action, self.logout_action, None,
                       self.match_history.open_action, None, self.library_action, self.ratings_action, None,
                       self.settings_action, None, self.quit_action):
            self.file_menu.addSeparator() if action is None else self.file_menu.addAction(action)

        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.practice.new_match_action)
        self.game_menu.addAction(self.practice.ids_action)
        self.game_menu.addSeparator()
        board = self.board
        for action in (board.roll_action, board.double_action, board.take_action, board.drop_action,
                       board.undo_action, board.confirm_action):
            self.game_menu.addAction(action)
        self.resign_menu = self.game_menu.addMenu("")
        for action in board.resign_actions.values():
            self.resign_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.practice.hint_action)

        self.server_menu = bar.addMenu("")
        for action in (self.ready_action, self.away_action, None, self.leave_action, self.saved_action,
                       self.match_history.history_action):
            self.server_menu.addSeparator() if action is None else self.server_menu.addAction(action)

        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.practice_screen_action)
        self.view_menu.addAction(self.online_screen_action)
        self.view_menu.addSeparator()
        self.theme_menu = self.view_menu.addMenu("")
        for action in self.theme_actions.values():
            self.theme_menu.addAction(action)
        self.view_menu.addAction(self.home_left_action)
        self.view_menu.addSeparator()
        for dock in self.online_docks:
            self.view_menu.addAction(dock.toggleViewAction())
            dock.toggleViewAction().triggered.connect(lambda shown: self._reveal_docks() if shown else None)

        self.help_menu = bar.addMenu("")
        for action in (self.shortcuts_action, self.folders_action, None, self.about_action):
            self.help_menu.addSeparator() if action is None else self.help_menu.addAction(action)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("fibsgui"))
        self.file_menu.setTitle(self.tr("&File"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.resign_menu.setTitle(self.tr("Re&sign"))
        self.server_menu.setTitle(self.tr("&Server"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.shortcuts_action.setText(self.tr("&Keyboard shortcuts"))
        self.folders_action.setText(self.tr("&Folders of logs and settings…"))
        self.about_action.setText(self.tr("&About fibsgui"))
        self.theme_menu.setTitle(self.tr("Board &theme"))
        self.quit_action.setText(self.tr("&Quit"))
        self.login_action.setText(self.tr("&Log in…"))
        self.login_action.setToolTip(self.tr("Log in to FIBS"))
        self.create_account_action.setText(self.tr("&Create a FIBS account…"))
        self.logout_action.setText(self.tr("Log ou&t"))
        self.ready_action.setText(self.tr("Ready to play"))
        self.ready_action.setToolTip(self.tr("Show others that you accept invitations (toggle ready)"))
        self.away_action.setText(self.tr("Away"))
        self.away_action.setToolTip(self.tr("Tell others you are away; they see it when they talk to you"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.practice_screen_action.setText(self.tr("Offline practice"))
        self.online_screen_action.setText(self.tr("Online board"))
        self.leave_action.setText(self.tr("&Leave the match"))
        self.saved_action.setText(self.tr("Show saved matches"))
        self.library_action.setText(self.tr("Match li&brary…"))
        self.library_action.setIconText(self.tr("Library"))
        self.library_action.setToolTip(self.tr("Every match recorded: open, export, import, delete"))
        self.ratings_action.setText(self.tr("&Rating history…"))
        self.match_history.retranslate()
        titles = {"classic": self.tr("Classic wood and felt"), "contrast": self.tr("High contrast")}
        for key, action in self.theme_actions.items():
            action.setText(titles.get(key, self.theme_names[key]))  # a theme of its own keeps its name
        self.home_left_action.setText(self.tr("Home board on the &left"))
        self.players_dock.setWindowTitle(self.tr("Players"))
        self.chat_dock.setWindowTitle(self.tr("Chat"))
        self.games_dock.setWindowTitle(self.tr("Games"))
        self.console_dock.setWindowTitle(self.tr("Server console"))
        placeholders = {
            "players": self.tr("Log in to FIBS to see who is online."),
            "chat": self.tr("Log in to FIBS to chat."),
            "games": self.tr("Log in to FIBS to see the matches being played."),
            "console": self.tr("Log in to FIBS to see what the server says."),
        }
        for name, label in self._placeholders.items():
            label.setText(placeholders[name])
        if self._servers is not None:
            self._servers.retranslate()
        self._show_connection()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- window state ------------------------------------------------------------------------------
    def _window_settings(self) -> QSettings:
        return QSettings(self._window_state_file, QSettings.Format.IniFormat)

    @property
    def online_docks(self) -> tuple[QDockWidget, ...]:
        return (self.players_dock, self.chat_dock, self.games_dock, self.console_dock)

    def _restore_window_state(self) -> None:
        """The window's place and size as it was left, fitted to the screens there are now (the
        first window: a size that fits the screen), and the layout of the mode it starts in."""
        self._built_layout = self.saveState(LAYOUT_VERSION)  # every dock where the window puts it, hidden
        stored = self._window_settings()
        self._docks_revealed = stored.value("layout/docks-revealed", False, type=bool)
        geometry = stored.value("geometry")
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            self.resize(*FIRST_SIZE)
            fit_to_screen(self, centre=True)
        else:
            fit_to_screen(self)
        self._layout_mode = self.stack.currentIndex()
        self._apply_layout(self._layout_mode)

    def _apply_layout(self, mode: int, later: bool = False) -> None:
        """Show ``mode``'s layout: as the user left it, or else the docks where the window puts them,
        hidden while offline (the practice board comes first; the online docks come with the first
        login, or when the user shows them).

        The docks are hidden first and the layout restored once the window has taken that in
        (``later``: on the event loop's next turn; before the window is first shown, at once): a
        layout restored over docks that are tabbed together leaves their old tab bars standing."""
        state = self._window_settings().value(f"layout/{MODES[mode]}")
        if not ((mode == PRACTICE or self._docks_revealed) and isinstance(state, QByteArray)):
            state = None if mode == PRACTICE or not self._docks_revealed else self._built_layout
        for dock in self.online_docks:
            dock.hide()
        self._layout_turn += 1
        if state is None:  # the offline layout: the docks stay where they are, hidden
            self._layout_pending = False
            return
        turn = self._layout_turn

        def restore() -> None:
            if turn != self._layout_turn:  # another mode's layout was asked for since
                return
            self._layout_pending = False
            if state is not self._built_layout and self.restoreState(state, LAYOUT_VERSION):
                self._fit_later()
                return
            self.restoreState(self._built_layout, LAYOUT_VERSION)  # (or a layout of another version)
            for dock in self.online_docks:
                dock.show()
            self.players_dock.raise_()
            self.chat_dock.raise_()
            self._fit_later()

        self._layout_pending = True
        if later:
            QTimer.singleShot(0, self, restore)
        else:
            restore()

    def _fit_later(self) -> None:
        """Fit the window to its screen again once a layout's docks have taken their room (docks
        shown may make the window grow past the screen's edge)."""
        if self.isVisible():
            QTimer.singleShot(0, self, lambda: fit_to_screen(self))

    def _keep_layout(self, mode: int, stored: QSettings) -> None:
        if self._layout_pending:  # the mode's layout is not shown yet: the one kept stays
            return
        if mode == PRACTICE or self._docks_revealed:  # the online one is the user's once the docks came
            stored.setValue(f"layout/{MODES[mode]}", self.saveState(LAYOUT_VERSION))

    def _switch_layout(self, mode: int) -> None:
        """Keep the layout of the mode left and show the one of ``mode``."""
        if self._layout_mode is None or mode == self._layout_mode:
            return
        stored = self._window_settings()
        self._keep_layout(self._layout_mode, stored)
        stored.sync()
        self._layout_mode = mode
        self._apply_layout(mode, later=True)

    def _reveal_docks(self) -> None:
        """The online docks were shown (by the user, or by a login): from now on the online mode's
        layout shows them and is kept."""
        if self._docks_revealed:
            return
        self._docks_revealed = True
        stored = self._window_settings()
        stored.setValue("layout/docks-revealed", True)
        stored.sync()

    def save_window_state(self) -> None:
        stored = self._window_settings()
        stored.setValue("geometry", self.saveGeometry())
        if self._layout_mode is not None:
            self._keep_layout(self._layout_mode, stored)
        stored.remove("state")  # the one layout of before, for both modes
        stored.sync()

    # -- help ----------------------------------------------------------------------------------------
    def _help_dialog(self, key: str, make: Callable[[MainWindow], HelpDialog]) -> HelpDialog:
        dialog = cast("HelpDialog | None", self._help_dialogs.get(key))  # made by the same ``make``
        if dialog is None:
            dialog = self._help_dialogs[key] = make(self)
            self._free_on_close(dialog, lambda: self._help_dialogs.pop(key, None), lambda: self._help_dialogs.get(key))
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def show_shortcuts(self) -> QWidget:
        """The keyboard shortcuts of the window's actions, as they are now."""
        from fibsgui.ui.help import ShortcutsDialog

        dialog = self._help_dialog("shortcuts", ShortcutsDialog)
        dialog.refresh()
        return dialog

    def show_about(self) -> QWidget:
        from fibsgui.ui.help import AboutDialog

        return self._help_dialog("about", AboutDialog)

    def show_folders(self) -> QWidget:
        from fibsgui.ui.help import FoldersDialog

        return self._help_dialog("folders", FoldersDialog)

    # -- settings ------------------------------------------------------------------------------------
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

    def show_settings(self) -> SettingsDialog:
        dialog = self._settings_dialog
        if dialog is None:
            from fibsgui.ui.settings import SettingsDialog

            dialog = SettingsDialog(self.settings, self)
            dialog.toggle_requested.connect(lambda name: self.link.toggle(name))
            dialog.set_requested.connect(lambda name, value: self.link.set_variable(name, value))
            dialog.save_requested.connect(lambda: self.link.save_settings())
            dialog.server_setting_requested.connect(lambda name, value: self.link.set_server_setting(name, value))
            self._settings_dialog = dialog  # one, kept hidden: it follows the server's settings
        self._fill_settings_dialog()
        dialog.load()
        dialog.show()
        dialog.raise_()
        return dialog

    def _fill_settings_dialog(self) -> None:
        dialog = self._settings_dialog
        if dialog is None:
            return
        client = self._active_client
        if client is not None and "settings" in self._link.features:  # settings the server describes
            dialog.show_server_settings(self._link.server_settings)
            dialog.set_online(client.online)
            return
        dialog.use_toggles()
        if client is None or "toggles" not in self._link.features:
            dialog.set_online(False)
            return
        dialog.set_online(client.online)
        for name, value in self._link.toggles.items():
            dialog.server_toggle(name, bool(value))
        for name, value in self._link.variables.items():
            dialog.server_variable(name, str(value))

    # -- logging in and out --------------------------------------------------------------------------
    def show_login(self, create_account: bool = False) -> LoginDialog:
        dialog = self._login_dialog
        if dialog is None:
            from fibsgui.ui.login import LoginDialog  # with the keyring, on first use

            dialog = LoginDialog(self.settings, self)
            dialog.login_requested.connect(self._login_requested)
            dialog.cancel_requested.connect(self._login_cancelled)
            dialog.rejected.connect(self._login_cancelled)
            self._login_dialog = dialog  # one, kept hidden between logins: it follows each login's progress
        dialog.create.setChecked(create_account)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def _login_requested(self, request: LoginRequest) -> None:
        self._login_request = request
        if self._login_dialog is not None:
            self._login_dialog.show_progress(self.tr("Connecting to {0}:{1}…").format(request.host, request.port))
        if self._online is None:
            self._start_online()
        left = self._servers.current
        if left is not None and left.kind != request.server and left.client.online:
            # one server at a time: what the other one says would reach no one while its link is unwired
            self.console.note(self.tr("Logging out of {0} to log in to {1}.").format(
                left.client.connection.host, request.host))
            left.client.log_out()
        client = self._use_server(request.server)
        if request.server == "bgammon":  # each server's client logs in with what it needs
            cast("BgammonClient", client).log_in(request.host, request.port, request.name, request.password,
                                                 create_account=request.create_account, email=request.email)
        else:
            cast("OnlineClient", client).log_in(request.host, request.port, request.name, request.password,
                                                create_account=request.create_account)

    def _login_cancelled(self) -> None:
        client = self._active_client
        if self._login_request is not None and client is not None and not client.online:
            client.cancel()
        self._login_request = None

    def _login_failed(self, text: str) -> None:
        if self._login_dialog is not None and self._login_dialog.isVisible():
            self._login_dialog.show_error(text)
        else:
            self.notices.info(text)
        self._login_request = None

    def _logged_in(self, info: LoginInfo | BgammonLoginInfo) -> None:
        request = self._login_request
        self._login_request = None
        if self._login_dialog is not None:
            if request is not None:
                self._login_dialog.remember_success(request)
            self._login_dialog.accept()
        if request is not None:  # the user's login (not a reconnection): the online board and its docks
            revealing = not self._docks_revealed
            self._reveal_docks()
            if self.stack.currentIndex() != ONLINE:
                self.stack.setCurrentIndex(ONLINE)
            elif revealing:
                self._apply_layout(ONLINE, later=True)
        name = info.name
        self.player_model.clear()
        self.player_model.own_name = name
        self.games_model.set_games([])
        self.online.clear_log()
        session = self._active_client.session
        self.chat.set_account(f"{session.host}_{name}" if session else name)
        self.console.note(self.tr("Logged in as {0}").format(name))
        self._update_online_actions()

    def log_out(self) -> None:
        if self._active_client is not None:
            self._active_client.log_out()

    # -- connection state ------------------------------------------------------------------------------
    def _connection_changed(self, state: ConnectionState) -> None:
        from fibsgui.session import Status

        previous, self._last_connection = self._last_connection, state
        if state.status == Status.RECONNECTING and state.retry_in is not None:
            self._reconnect_deadline = time.monotonic() + state.retry_in
            self._countdown.start()
        else:
            self._reconnect_deadline = None
            self._countdown.stop()
        fresh = previous is None or previous.status != state.status
        if state.status == Status.RECONNECTING and state.error and (
                previous is None or previous.status == Status.LOGGED_IN or previous.error != state.error):
            self.console.problem(self.tr("Connection lost: {0}").format(state.error))
        if state.status == Status.OFFLINE and fresh and previous is not None:
            self._went_offline(state)
        dialog = self._login_dialog
        if state.status == Status.CONNECTING and dialog is not None and dialog.busy:
            dialog.show_progress(self._connecting_text(state))
        self._show_connection()
        self._update_online_actions()

    def _went_offline(self, state: ConnectionState) -> None:
        """Say once why the session ended, when it was not the user's own doing. A login that did
        not work is told in the login dialog (or a notice) by :meth:`_login_failed`."""
        if not state.error or self._login_request is not None:
            return
        text = self._fault_words(state)
        self.console.problem(self.tr("Offline: {0}").format(text))
        self.notices.info(self.tr("You are offline: {0}").format(text), seconds=30)

    def _fault_words(self, state: ConnectionState) -> str:
        """Why the state is offline or reconnecting, in the user's language where the fault is known."""
        from fibsgui.models.online import fault_text

        return fault_text(state.fault, state.host, state.port, state.user or "") or (state.error or "")

    def _connecting_text(self, state: ConnectionState) -> str:
        from fibsgui.session import Stage

        if state.stage == Stage.WAITING_PROMPT:
            text = self.tr("Connected to {0}:{1}: waiting for the login prompt…").format(state.host, state.port)
        elif state.stage == Stage.LOGGING_IN:
            text = self.tr("Logging in to {0}:{1}…").format(state.host, state.port)
        else:
            text = self.tr("Connecting to {0}:{1}…").format(state.host, state.port)
        if state.attempt:
            text = self.tr("Connection lost, attempt {0}: {1}").format(state.attempt, text)
        return text

    def _show_connection(self) -> None:
        if self._active_client is None:
            self.connection_label.setText(self.tr("Offline"))
            self.connection_label.setToolTip("")
            return
        from fibsgui.session import Status

        state = self._active_client.connection
        detail = ""
        if state.status == Status.LOGGED_IN:
            text = self.tr("Logged in as {0} at {1}:{2}").format(state.user, state.host, state.port)
        elif state.status == Status.CONNECTING:
            text = self._connecting_text(state)
            detail = state.error or ""
        elif state.status == Status.RECONNECTING:
            if self._reconnect_deadline is not None:
                seconds = max(0, round(self._reconnect_deadline - time.monotonic()))
                text = self.tr("Connection lost: reconnecting in {0} s").format(seconds)
            else:
                text = self.tr("Connection lost: reconnecting…")
            detail = state.error or ""
        elif state.status == Status.LOGGING_OUT:
            text = self.tr("Logging out…")
        else:
            text = self.tr("Offline") if not state.error else self.tr("Offline: {0}").format(
                self._fault_words(state))
            detail = state.error or ""
        self.connection_label.setText(text)
        self.connection_label.setToolTip(detail)  # the session's own words, with the details

    def _update_online_actions(self) -> None:
        client = self._active_client
        features = self._link.features if self._link is not None else frozenset()
        if client is None or self._link is None:  # the online part is not made yet
            online = logged_in = connecting = reconnecting = in_game = False
            toggles: Mapping[str, bool] = {}
        else:
            from fibsgui.session import Status

            online = client.online
            logged_in = client.connection.status == Status.LOGGED_IN
            connecting = client.connection.status == Status.CONNECTING
            reconnecting = online or (connecting and client.connection.attempt > 0)
            in_game = self._link.playing or ("lobby" in features and self._link.watching)  # left alike
            toggles = self._link.toggles
        self.login_action.setEnabled(not online and not connecting)
        self.create_account_action.setEnabled(self.login_action.isEnabled())
        # logged in, or trying to get back: "Log out" ends the session (or stops the reconnecting)
        self.logout_action.setEnabled(reconnecting)
        if self._online is not None:
            self._players.set_online(logged_in and "players" in features)
            self._servers.set_online(logged_in)
        for action, feature in ((self.ready_action, "ready"), (self.away_action, "away"), (self.saved_action, "saved")):
            action.setEnabled(logged_in and feature in features)
        self.leave_action.setEnabled(logged_in and in_game)
        self.match_history.update(features, logged_in)
        self.ready_action.setChecked(bool(toggles.get("ready", False)))
        self.away_action.setChecked(bool(toggles.get("away", False)))
        if self._settings_dialog is not None:
            self._settings_dialog.set_online(logged_in and bool(features & {"toggles", "settings"}))

    # -- what the server tells (through the link) ----------------------------------------------------
    def _refused(self, text: str) -> None:
        if self._settings_dialog is not None:  # perhaps the answer to a toggle the dialog sent
            self._settings_dialog.server_refused(text)
        self.statusBar().showMessage(balanced(text), 8000)

    def _setting_answered(self, name: str, value: bool) -> None:
        if self._settings_dialog is not None:
            self._settings_dialog.server_answered(name, value)

    def _settings_changed(self) -> None:
        self._fill_settings_dialog()
        self._update_online_actions()

    def _session_ended(self) -> None:
        """The session is over and the client state empty: nothing of that server stays on offer.
        The player and games lists are emptied (their rows were the server's, and a list that
        kept them would invite players of a server we are not on), invitations go, the online
        board shows no match (its log stays), and every action tied to being online is off."""
        self.player_model.clear()
        self.games_model.set_games([])
        self.players.saved_with = set()
        self.notices.clear_invitations()
        self.chat.set_game_context(None)
        self._was_my_turn = False
        self._fill_settings_dialog()
        self._update_online_actions()

    def _players_changed(self, updated: tuple[WhoInfo, ...], removed: tuple[str, ...]) -> None:
        for info in updated:
            self.player_model.update_player(info)
            self.games_model.player_status(info.name, info.opponent)
        for name in removed:
            self.player_model.remove_player(name)
            self.games_model.player_status(name, None)

    def _invitations_changed(self) -> None:
        link = self._link
        shown = {key.split(":", 1)[1] for key in self.notices.notices if key.startswith("invite:")}
        for name in shown - set(link.invitations):
            self.notices.remove(f"invite:{name}")
        for name, invitation in link.invitations.items():
            if name in shown:
                continue
            text = self._invitation_text(invitation)
            self.notices.invitation(name, text)
            self._alert("invitation", self.tr("Invitation"), text, "notify.invitations")
        mine = link.my_invitation
        own_keys = [key for key in self.notices.notices if key.startswith("own:")]
        if mine is None:
            for key in own_keys:
                self.notices.remove(key)
        elif f"own:{mine.name}" not in own_keys:
            if mine.resume:
                text = self.tr("You invited {0} to resume your saved match.").format(isolate(mine.name))
            elif not mine.length:
                text = self.tr("You invited {0} to an unlimited match.").format(isolate(mine.name))
            else:
                text = self.tr("You invited {0} to a %n point match.", "", mine.length).format(
                    isolate(mine.name))
            self.notices.own_invitation(mine.name, text)

    def _invitation_text(self, invitation: Invitation) -> str:
        rating = ""
        info = self._link.players.get(invitation.name)
        if info is not None:
            rating = self.tr(" (rating {0:.2f}, experience {1})").format(info.rating, info.experience)
        name = isolate(invitation.name)  # the server's text: it reorders nothing after it
        if invitation.resume:
            return self.tr("{0}{1} wants to resume your saved match.").format(name, rating)
        if not invitation.length:
            return self.tr("{0}{1} invites you to an unlimited match.").format(name, rating)
        return self.tr("{0}{1} invites you to a %n point match.", "", invitation.length).format(name, rating)

    def _game_view_changed(self, kind: str) -> None:
        """The game played or watched changed: ``kind`` is "started", "board" or ""."""
        link = self._link
        if kind == "started":
            self.online.clear_log()
        if (link.playing or link.watching) and self.stack.currentIndex() != ONLINE and (
                kind == "started" or kind == "board" and (link.playing or not self.practice.controller.snapshot().active)):
            self.stack.setCurrentIndex(ONLINE)  # a board of a watch does not take a practice match away
        self.chat.set_game_context("playing" if link.playing else "watching" if link.watching else None)
        self._update_online_actions()
        self.match_history.refresh_analysis()

    def _game_changed(self) -> None:
        snapshot = self.online.controller.snapshot()
        mine = bool(snapshot.actions & {Action.ROLL, Action.MOVE, Action.TAKE, Action.DROP,
                                        Action.ACCEPT, Action.REJECT})
        if mine and not self._was_my_turn and not self.online.controller.watching:
            self._alert("turn", self.tr("Your turn"), self.tr("It is your turn against {0}.").format(
                isolate(snapshot.names[1])), None)
        self._was_my_turn = mine

    def _show_look(self, board: Board) -> None:
        if self._look_dialog is None:
            from fibsgui.ui.online import LookDialog

            self._look_dialog = LookDialog(self.settings, self)
            self._free_on_close(self._look_dialog, lambda: setattr(self, "_look_dialog", None), lambda: self._look_dialog)
        self._look_dialog.show_board(board)

    def _show_whois(self, record: Whois) -> None:
        if self._whois_dialog is None:
            from fibsgui.ui.whois import WhoisDialog

            self._whois_dialog = WhoisDialog(self)
            self._free_on_close(self._whois_dialog, lambda: setattr(self, "_whois_dialog", None),
                                lambda: self._whois_dialog)
        self._whois_dialog.show_whois(record)

    # -- chat --------------------------------------------------------------------------------------------
    def _chat_line(self, line: ChatLine) -> None:
        if line.kind == "tell" and not line.own:
            self._alert("chat", self.tr("{0} tells you").format(isolate(line.sender)), balanced(line.text),
                        "notify.tells")
        self.chat.add_line(line)

    # -- player actions ------------------------------------------------------------------------------------
    def _player_action(self, action: str, name: str, argument: int) -> None:
        if action in ("tell", "message"):
            self.chat_dock.show()
            self.chat_dock.raise_()
            self.chat.open_tell(name)
        else:
            self.link.player_action(action, name, argument)

    def _problem(self, text: str) -> None:
        self.console.problem(text)
        self.statusBar().showMessage(text, 8000)

    def _ready_clicked(self, checked: bool) -> None:
        self.ready_action.setChecked(bool(self.link.toggles.get("ready", False)))  # the server's, until it answers
        self.link.set_ready(checked)

    def _away_clicked(self, checked: bool) -> None:
        self.away_action.setChecked(bool(self.link.toggles.get("away", False)))
        self.link.set_away(checked, self.tr("I am away from the keyboard."))

    def _join(self, name: str) -> None:
        self.link.join(name)

    def _cancel_invitation(self, name: str) -> None:
        if self._link is not None:
            self._link.cancel_invitation(name)

    def _leave(self) -> None:
        link = self._link
        if link is None or not (link.playing or "lobby" in link.features and link.watching):
            return
        if not link.playing or not link.opponent:  # a watch, or a match nobody joined yet: nothing lost
            link.leave()
            return
        from PySide6.QtWidgets import QMessageBox

        text = (self.tr("Leave the match against {0}? The server saves it, and you can resume it later "
                        "by inviting them again.") if "saved" in link.features
                else self.tr("Leave the match against {0}?"))
        answer = QMessageBox.question(self, self.tr("Leave the match"), text.format(isolate(link.opponent or "")))
        if answer == QMessageBox.StandardButton.Yes:
            self._link.leave()

    # -- screens, alerts ------------------------------------------------------------------------------------
    def _screen_changed(self, index: int) -> None:
        (self.online_screen_action if index == ONLINE else self.practice_screen_action).setChecked(True)
        # the window's minimum is the screen shown's, not the largest of both (a stack's own)
        for page in range(self.stack.count()):
            policy = QSizePolicy.Policy.Preferred if page == index else QSizePolicy.Policy.Ignored
            self.stack.widget(page).setSizePolicy(policy, policy)
        self.stack.updateGeometry()
        self._switch_layout(index)
        screen = self.online if index == ONLINE else self.practice
        screen.board.view.setFocus()

    # -- the review --------------------------------------------------------------------------------
    def open_record(self, path: str) -> ReviewWindow | None:
        """Review the match in ``path`` (a record of the library, ``.mat``, SGF, ``.match``) in a
        window of its own; None (and the reason said once) when it cannot be read."""
        return self.match_history.open_file(str(path))

    def analysis_refusal(self, record: MatchRecord) -> str:
        """Fair play: why ``record`` may not be analysed now, in words ("" when it may). The
        match the player is playing on a server is never analysed while it goes on: its record
        (the one being written, or an unfinished record of a match against the same opponent on
        that server, which a resumed match continues)."""
        link = self._link
        if link is None or not link.playing:
            return ""
        info = record.info
        playing_ids = {recorder.journal.record.info.id for recorder in self.recorders.values()
                       if recorder.journal is not None and recorder.journal.record.info.me is not None}
        opponent = (link.opponent or "").lower()
        same_match = (info.me is not None and not info.outcome and info.server != "offline" and bool(opponent)
                      and info.players[1 - info.me].lower() == opponent)
        if info.id in playing_ids or same_match:
            return self.tr("You are playing this match on the server: it can be analysed once it is over "
                           "(fair play).")
        return ""

    def practise_from_review(self, review: ReviewWindow, frame: Frame, side: int) -> None:
        """"Practise from here" in a review window: the practice screen takes the position,
        unless the player is in a match on a server (its board is not taken away)."""
        link = self._link
        if link is not None and link.playing:
            review.status.setText(self.tr("You are playing a match on the server: practise from here once it is over."))
            return
        problem = self.practice.practise_from(frame.position, frame.match, side)
        review.status.setText(problem)
        if not problem:
            self._show_screen(PRACTICE)
            self.raise_()
            self.activateWindow()

    def _alert(self, sound_name: str, title: str, text: str, notify_key: str | None) -> None:
        s = self.settings
        sound_keys = {"invitation": "sound.invitation", "turn": "sound.your_turn", "chat": "sound.chat"}
        if s["sound.enabled"] and s[sound_keys[sound_name]]:
            from fibsgui import sound

            sound.play(sound_name)
        if notify_key is not None and s[notify_key] and not self.isActiveWindow():
            from PySide6.QtWidgets import QSystemTrayIcon

            if self.tray is None and QSystemTrayIcon.isSystemTrayAvailable():
                self.tray = QSystemTrayIcon(QApplication.windowIcon(), self)
                self.tray.activated.connect(lambda *_: (self.showNormal(), self.activateWindow()))
            if self.tray is not None:
                self.tray.show()
                self.tray.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, 8000)

    # -- files that cannot be read or written ------------------------------------------------------------
    def show_storage_problem(self, kind: str, text: str) -> bool:
        """Tell the user about a file or folder that cannot be read or written, once a run for each
        ``kind`` ("settings-file", "settings", "history", "log"), in a notice that stays until
        closed (problems told while it is shown join it). False if this kind was told before."""
        if kind in self._storage_told:
            return False
        self._storage_told.add(kind)
        log.warning("told the user: %s", text)
        self.notices.problem("storage", text)
        return True

    def folder_problem(self, kind: str, folder: object, reason: str) -> bool:
        """``kind`` ("settings", "history" or "log") cannot be written in ``folder``."""
        if kind == "settings":
            text = self.tr("Settings cannot be saved in {0} ({1}). Changes apply until fibsgui closes.")
        elif kind == "history":
            text = self.tr("Chat history cannot be saved in {0} ({1}). Chat goes on; its lines are kept "
                           "only while fibsgui runs.")
        elif kind == "records":
            text = self.tr("Match records cannot be saved in {0} ({1}). Play goes on; the match is not "
                           "kept in the match library.")
        elif kind == "ratings":
            text = self.tr("Your rating history cannot be saved in {0} ({1}). The server keeps your rating; "
                           "the graph misses this point.")
        else:
            text = self.tr("Logs, crash reports and session transcripts cannot be written in {0} ({1}).")
        return self.show_storage_problem(kind, text.format(folder, reason))

    def settings_problem(self, problem: SettingsProblem) -> None:
        """A :class:`~fibsgui.config.SettingsProblem` of a save."""
        self.folder_problem("settings", problem.path.parent, problem.detail)

    def _settings_file_problems(self) -> None:
        """What was wrong with the settings file when it was read, said in one notice."""
        issues = self.settings.issues
        if not issues:
            return
        texts = []
        for problem in issues:
            if problem.kind == "unreadable" or (problem.kind == "invalid" and problem.kept_as is None):
                texts.append(self.tr("The settings file {0} cannot be read ({1}). fibsgui starts with its "
                                     "default settings and leaves the file as it is; changes are not saved "
                                     "this time.").format(problem.path, problem.detail))
            elif problem.kind == "invalid":
                texts.append(self.tr("The settings file {0} is damaged ({1}). fibsgui starts with its default "
                                     "settings; your file is kept as {2}.").format(
                    problem.path, problem.detail, problem.kept_as))
        values = [p for p in issues if p.kind == "value"]
        if values:
            listed = ", ".join(f"{p.key} = {p.value}" for p in values)
            text = self.tr("Some settings in {0} have values fibsgui cannot use, so their defaults apply "
                           "(the values stay in the file): {1}.").format(values[0].path, listed)
            kept = next((p.kept_as for p in values if p.kept_as is not None), None)
            if kept is not None:
                text += " " + self.tr("A copy of the file is kept as {0}.").format(kept)
            texts.append(text)
        self.show_storage_problem("settings-file", "\n".join(texts))

    # -- match records, the library and the rating history -------------------------------------------
    def _record_server(self, server: Server) -> None:
        """Record the matches of a server's link and board (made with the server)."""
        from fibsgui.models.recorder import TableRecorder

        recorder = self.recorders[server.kind] = TableRecorder(server.kind, server.link, server.controller,
                                                               self.records, self)
        recorder.recorded.connect(lambda record, kind=server.kind: self._recorded(kind, record))

    def _recorded(self, kind: str, record: MatchRecord | None) -> None:
        """A server's record grew or changed: the review windows following it, and the Review button."""
        for viewer, followed in list(self._live_reviews.items()):
            if followed[0] != kind:
                continue
            if record is followed[1]:
                viewer.record_changed()
            elif viewer.live:
                viewer.stop_following()  # that match is over, or another one is recorded now
        if kind == self.servers.kind:
            self.online.set_reviewable(record is not None)

    def review_live(self) -> ReviewWindow | None:
        """The match played or watched on the board, in a review window that follows it as it goes on."""
        kind = self.servers.kind
        recorder = self.recorders.get(kind)
        record = recorder.record if recorder is not None else None
        if record is None:
            self.statusBar().showMessage(self.tr("No match on the board is being recorded."), 5000)
            return None
        viewer = self.match_history.follow(record)
        self._live_reviews[viewer] = (kind, record)
        viewer.destroyed.connect(lambda *_args, v=viewer: self._live_reviews.pop(v, None))
        return viewer

    @staticmethod
    def _free_on_close(window: QWidget, forget: Callable[[], object], kept: Callable[[], object]) -> None:
        """``window`` (a dialog or window the main window keeps while open) is deleted when closed,
        and then forgotten (``forget``) if it is still the one kept (``kept``): one opened again
        before the last was deleted stays. Closed windows do not pile up in memory."""
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        ref = weakref.ref(window)
        window.destroyed.connect(lambda *_args: forget() if kept() is ref() else None)

    def show_library(self) -> LibraryWindow:
        """The match library's window (made when first shown)."""
        if self._library is None:
            from fibsgui.ui.library import LibraryWindow

            self._library = LibraryWindow(self.records, self)
            self._library.open_requested.connect(self._open_record)
            self._free_on_close(self._library, lambda: setattr(self, "_library", None), lambda: self._library)
        self._library.show()
        self._library.raise_()
        self._library.activateWindow()
        return self._library

    def show_ratings(self) -> RatingWindow:
        """The rating history's window (made when first shown)."""
        if self._rating_window is None:
            from fibsgui.ui.library import RatingWindow

            self._rating_window = RatingWindow(self.records, self)
            self._free_on_close(self._rating_window, lambda: setattr(self, "_rating_window", None),
                                lambda: self._rating_window)
        account = self._link.account if self._link is not None else None
        self._rating_window.show()
        self._rating_window.reload(account)
        self._rating_window.raise_()
        return self._rating_window

    def _open_record(self, path: str) -> None:
        """The library asks to open a record on the board: the review mode's open_record(path)
        shows it (nothing happens until the window has one)."""
        opener = getattr(self, "open_record", None)
        if callable(opener):
            opener(path)

    def _quit_loses(self) -> str:
        """What quitting now would lose, in words; empty when nothing is: no match going on, a
        match only watched, a practice match kept on disk (it comes back at the next start)."""
        parts = []
        link = self._link
        if link is not None and link.playing and link.opponent:
            name = isolate(link.opponent)
            if "saved" in link.features:
                parts.append(self.tr("You are playing a match against {0}. Quitting leaves it; the server saves "
                                     "it, and you can resume it later by inviting {0} again.").format(name))
            else:
                parts.append(self.tr("You are playing a match against {0}, and quitting leaves it.").format(name))
        controller = self.practice.controller
        if controller.in_progress() and not controller.kept():
            snapshot = controller.snapshot()
            words = match_words(snapshot.match, snapshot.me, snapshot.names)
            saved = controller.saved
            if saved is not None and saved.error is not None:
                parts.append(self.tr("The practice match, {0}, cannot be saved ({1}) and ends here.").format(
                    words, savedmatch.reason(saved.error)))
            else:
                parts.append(self.tr("The practice match, {0}, is not kept and ends here.").format(words))
        return "\n\n".join(parts)

    def _quit_anyway(self) -> None:
        self._quit_agreed = True
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        loses = "" if self._quit_agreed else self._quit_loses()
        if loses and asking(self.settings):
            event.ignore()
            self.quit_question = ask_first(self, self.settings, self.tr("Quit"),
                                           self.tr("Quit fibsgui?") + "\n\n" + loses, self.tr("Quit"),
                                           self._quit_anyway)
            return
        self.practice.controller.shutdown(self.engine_wait_ms)
        if self._library is not None:
            self._library.close()  # what was deleted there is deleted for good
        self.save_window_state()
        try:
            self.settings.save()
        except OSError:
            pass
        for client in self._servers.clients() if self._servers is not None else ():
            if client.session is not None and asyncloop.running():
                import asyncio  # say bye; without a running loop (the app is ending) the socket just closes

                asyncio.ensure_future(client.shutdown())
        if self.tray is not None:
            self.tray.hide()
        super().closeEvent(event)
