"""The server the main window is on, and the way from one server to another.

The window keeps one client and one :class:`~fibsgui.models.server.ServerLink` per server (FIBS
from the start, bgammon.org made on its first login) and listens to one of them at a time: the
one of the last login. Switching disconnects everything of the old link from the window, connects
the new one, gives the online board the new link's controller, and shows only what the new
server has (:attr:`~fibsgui.models.server.ServerLink.features`): the player list, or the players
it follows for a server that has only that (the Following panel), or a line saying there is none;
the games list or the lobby (each in the games dock in turn), the kinds of chat, the Ready, Away
and saved-match actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QMetaObject, QObject, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QWidget

from fibsgui.models.lobby import LobbyTableModel
from fibsgui.ui.following import FollowingPanel
from fibsgui.ui.lobby import LobbyPanel

if TYPE_CHECKING:
    from fibsgui.models.client import ServerClient
    from fibsgui.models.game import GameController
    from fibsgui.models.server import ServerLink
    from fibsgui.ui.mainwindow import MainWindow

FIBS, BGAMMON = "fibs", "bgammon"
CHAT_KINDS = frozenset({"shout", "tell", "message", "say", "kibitz", "whisper"})
SERVER_TITLES = {FIBS: "FIBS", BGAMMON: "bgammon.org"}


@dataclass
class Server:
    """A server's client (its session and state), its link and its board's controller."""

    kind: str
    client: ServerClient  # OnlineClient or BgammonClient
    link: ServerLink
    controller: GameController


class ServerSwitch(QObject):
    """The servers of a main window, the one in use, and the parts of the window that depend on
    which it is (the lobby in the games dock, the players dock's note).

    Made with the window's online part, once its panels are in the docks."""

    #: A server's client, link and controller were made (a Server): the match records follow it.
    added = Signal(object)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.servers: dict[str, Server] = {}
        self.current: Server | None = None
        self._wired: list[QMetaObject.Connection] = []

        # the lobby, in the games dock beside the games in progress
        self.lobby_model = LobbyTableModel(self)
        self.lobby = LobbyPanel(self.lobby_model, window)
        self.lobby.refresh_requested.connect(lambda: self.link.refresh_lobby())
        self.lobby.create_requested.connect(
            lambda points, variant, name, password: self.link.create_match(points, variant, name, password))
        self.lobby.join_requested.connect(lambda target, password: self.link.join_match(target, password))
        self.lobby.hide()
        # the players dock of a server without a player list: a line that says so
        self.players_note = QLabel(window)
        self.players_note.setObjectName("players-note")
        self.players_note.setTextFormat(Qt.TextFormat.PlainText)
        self.players_note.setWordWrap(True)
        self.players_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.players_note.setMargin(12)
        self.players_note.setEnabled(False)
        self.players_note.hide()
        # the players dock of a server without a player list that tells of followed players
        self.following = FollowingPanel(window.settings, window)
        self.following.hide()

    # -- the servers -------------------------------------------------------------------------------
    @property
    def kind(self) -> str | None:
        return None if self.current is None else self.current.kind

    @property
    def client(self) -> ServerClient | None:
        return None if self.current is None else self.current.client

    @property
    def link(self) -> ServerLink:
        return self.current.link

    @property
    def features(self) -> frozenset[str]:
        return frozenset() if self.current is None else self.current.link.features

    def add(self, kind: str, client: ServerClient, link: ServerLink) -> Server:
        """Take ``kind``'s client and link (made by the caller); its controller is made now, after
        the link, so that the link takes in each message before the board does."""
        server = Server(kind, client, link, link.make_game_controller(self.window))
        self.servers[kind] = server
        self.added.emit(server)
        return server

    def _make(self, kind: str) -> Server:
        if kind != BGAMMON:
            raise ValueError(f"no server {kind!r}")
        from fibsgui.models.bgammon import BgammonClient, BgammonLink

        client = BgammonClient(self.window)
        return self.add(kind, client, BgammonLink(client, self.window))

    def use(self, kind: str) -> ServerClient:
        """Make ``kind`` the server in use (made on first use); returns its client."""
        server = self.servers.get(kind) or self._make(kind)
        if server is not self.current:
            switched = self.current is not None
            self._unwire()
            self.current = server
            self._wire(server)
            self._show_features(switched)
        return server.client

    def clients(self) -> list[ServerClient]:
        return [server.client for server in self.servers.values()]

    # -- wiring ----------------------------------------------------------------------------------
    def _unwire(self) -> None:
        for connection in self._wired:
            QObject.disconnect(connection)
        self._wired = []
        if self.current is not None:  # what the old server showed goes with it
            self.lobby_model.clear()

    def _wire(self, server: Server) -> None:
        w, client, link = self.window, server.client, server.link
        console, players, chat = w.console, w.players, w.chat
        pairs = [
            (client.connection_changed, w._connection_changed),
            (client.logged_in, w._logged_in),
            (client.login_failed, w._login_failed),
            (client.sent, console.sent),
            (link.problem, w._problem),
            (link.session_ended, w._session_ended),
            (link.line_dropped, console.dropped),
            (link.console_text, console.received),
            (link.players_changed, w._players_changed),
            (link.players_complete, w.player_model.end_of_block),
            (link.players_complete, w.games_model.end_of_block),
            (link.games_changed, w.games_model.set_games),
            (link.saved_with_changed, lambda names: setattr(players, "saved_with", names)),
            (link.gagged_changed, lambda names: setattr(chat, "gagged", names)),
            (link.chat_line, w._chat_line),
            (link.refused, w._refused),
            (link.setting_answered, w._setting_answered),
            (link.settings_changed, w._settings_changed),
            (link.invitations_changed, w._invitations_changed),
            (link.game_changed, w._game_view_changed),
            (link.position_shown, w._show_look),
            (link.player_details, w._show_whois),
            (link.history_received, w.match_history.show_history),
            (link.replay_received, w.match_history.show_replay),
            (link.lobby_changed, self.lobby_model.set_entries),
            (link.session_ended, self.lobby_model.clear),
            (server.controller.changed, w._game_changed),
            (link.following_changed, self.following.answered),
            (link.followed_seen, self.following.refresh),
            (client.connection_changed, lambda _state: self.following.refresh()),
        ]
        self._wired = [signal.connect(slot) for signal, slot in pairs]
        self.following.set_link(link if "follow" in link.features else None)

    # -- what the window shows of the server -------------------------------------------------------
    def _show_features(self, switched: bool) -> None:
        w, features = self.window, self.features
        w.online.set_controller(self.current.controller, features)
        recorder = getattr(w, "recorders", {}).get(self.kind)
        w.online.set_reviewable(recorder is not None and recorder.record is not None)
        self._dock(w.players_dock, self._players_widget())
        lobby_only = "lobby" in features and "games" not in features
        self._dock(w.games_dock, self.lobby if lobby_only else w.games)
        if switched:  # the list where opponents are found comes to the front
            (w.players_dock if "players" in features else w.games_dock).raise_()
        w.chat.set_kinds(features & CHAT_KINDS)
        for action, feature in ((w.ready_action, "ready"), (w.away_action, "away"), (w.saved_action, "saved")):
            action.setVisible(feature in features)
        self.retranslate()

    def _players_widget(self) -> QWidget:
        features = self.features
        if "players" in features:
            return self.window.players
        return self.following if "follow" in features else self.players_note

    @staticmethod
    def _dock(dock: QDockWidget, widget: QWidget) -> None:
        """Put ``widget`` in ``dock``; the one it replaces stays, hidden, for a later switch."""
        if dock.widget() is not widget:
            dock.setWidget(widget)
            widget.show()

    def set_online(self, logged_in: bool) -> None:
        self.lobby.set_online(logged_in)

    def retranslate(self) -> None:
        if self.current is None:
            return
        title = SERVER_TITLES.get(self.current.kind, self.current.kind)
        self.players_note.setText(self.tr("{0} has no player list: find opponents in the lobby.").format(title)
                                  if "lobby" in self.features else self.tr("{0} has no player list.").format(title))
        lobby_only = "lobby" in self.features and "games" not in self.features
        self.window.games_dock.setWindowTitle(self.tr("Lobby") if lobby_only else self.tr("Games"))
        following = self._players_widget() is self.following
        self.window.players_dock.setWindowTitle(  # the window's own title for its player list
            self.tr("Following") if following else QCoreApplication.translate("MainWindow", "Players"))
