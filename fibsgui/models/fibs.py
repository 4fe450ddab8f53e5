"""FIBS below the server-neutral line: CLIP messages turned into what the window shows, and the
player's actions turned into FIBS commands. The only part of the window's side that knows
:mod:`fibsgui.clip`."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, QTimer

from fibsgui import clip
from fibsgui.chatlog import GAME, SHOUT, ChatLine, tell_channel
from fibsgui.clip import commands
from fibsgui.models.online import OnlineClient, SessionEnded
from fibsgui.models.server import RESUME, UNLIMITED, ServerLink
from fibsgui.nettext import isolate

_WHO = (clip.WhoInfo, clip.WhoEnd)
_REFUSALS = (clip.Error, clip.UnknownCommand)
_NEW_GAME = (clip.MatchStarted, clip.MatchResumed, clip.WatchStarted)


class FibsLink(ServerLink):
    """The window's link to FIBS through an :class:`OnlineClient` (its session and client state)."""

    features = frozenset({"players", "games", "shout", "tell", "message", "kibitz", "whisper", "say",
                          "toggles", "ready", "away", "saved", "look", "whois", "gag", "blind", "waitfor"})

    def __init__(self, client: OnlineClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self._recent_says: list[tuple[str, str]] = []  # (channel, text) of says and tells sent
        # who lines come in bursts of thousands: their players go out together, once per turn of
        # the event loop (and before anything else the server says), not one signal a line
        self._pending_players: dict[str, Any] = {}
        self._players_due = False  # the timer is started (a flag: asked for every who line)
        self._players_timer = QTimer(self)
        self._players_timer.setSingleShot(True)
        self._players_timer.setInterval(0)
        self._players_timer.timeout.connect(self._send_players)
        client.received.connect(self._received)
        client.problem.connect(self.problem)

    # -- what the link knows ---------------------------------------------------------------------
    @property
    def me(self) -> str | None:
        return self.client.state.me

    @property
    def players(self) -> Mapping[str, Any]:
        return self.client.state.players

    @property
    def account(self) -> str | None:
        me, connection = self.client.state.me, self.client.connection
        if not me or not self.client.online:
            return None
        return f"{me.lower()}@{connection.host}:{connection.port}"

    @property
    def toggles(self) -> Mapping[str, bool]:
        return self.client.state.toggles

    @property
    def variables(self) -> Mapping[str, Any]:
        return self.client.state.variables

    @property
    def invitations(self) -> Mapping[str, Any]:
        return self.client.state.invitations

    @property
    def my_invitation(self) -> Any:
        return self.client.state.my_invitation

    @property
    def playing(self) -> bool:
        return self.client.state.game is not None

    @property
    def watching(self) -> bool:
        return self.client.state.watched is not None

    @property
    def opponent(self) -> str | None:
        game = self.client.state.game
        return game.opponent if game is not None else None

    def make_game_controller(self, parent: QObject | None = None) -> Any:
        from fibsgui.models.online import OnlineGameController

        return OnlineGameController(self.client, parent)

    # -- what FIBS tells ---------------------------------------------------------------------------
    def _send_players(self) -> None:
        """Emit the players of the who lines taken in since the last time."""
        self._players_timer.stop()
        self._players_due = False
        if self._pending_players:
            updated, self._pending_players = tuple(self._pending_players.values()), {}
            self.players_changed.emit(updated, ())

    def _received(self, message: Any, changes: Any) -> None:
        who = isinstance(message, _WHO)
        if who and changes.players and not changes.removed:
            players = self.client.state.players
            for name in changes.players:
                info = players.get(name)
                if info is not None:
                    self._pending_players[name] = info
            if not self._players_due:
                self._players_due = True
                self._players_timer.start()
        elif isinstance(message, SessionEnded):
            self._pending_players = {}  # players of a server we are no longer on
        elif self._pending_players:
            self._send_players()  # what came before this message is shown before it
        if not who:
            if isinstance(message, SessionEnded):
                self.session_ended.emit()
                return
            if isinstance(message, clip.LineDropped):  # nothing of the line is left but its size
                self.line_dropped.emit(message.size)
                return
        if changes.removed or (changes.players and not who):
            players = self.client.state.players
            updated = tuple(info for info in map(players.get, changes.players) if info is not None)
            self.players_changed.emit(updated, changes.removed)
        if isinstance(message, clip.WhoEnd):  # a block of who lines is complete: show it now
            self.players_complete.emit()
        if who and not (changes.parts - {"players"}):
            return  # the bulk of a login burst: nothing else to show
        raw = getattr(message, "raw", "") or str(message)
        if not who:
            self.console_text.emit(raw)
        parts = changes.parts
        if isinstance(message, clip.ToggleChanged):
            self.setting_answered.emit(message.name, message.value)
        elif isinstance(message, _REFUSALS):
            self.refused.emit(raw.lstrip("* "))
        if parts & {"own", "toggles", "variables"}:
            self.settings_changed.emit()
        if "invitations" in parts:
            self.invitations_changed.emit()
        if parts & {"game", "watching"}:
            self._game_view_changed(message)
        state = self.client.state
        if isinstance(message, clip.Board) and state.looked is message:
            self.position_shown.emit(message)
        if "games" in parts:
            from fibsgui.models.games import GameEntry

            self.games_changed.emit([
                GameEntry(g.player1, g.player2, g.length, tuple(g.score) if g.score is not None else None)
                for g in state.games])
        if "saved" in parts:
            self.saved_with_changed.emit({s.opponent for s in state.saved})
        if "whois" in parts and not isinstance(message, clip.WhoisStart) and state.whois:
            self.player_details.emit(list(state.whois.values())[-1])
        if isinstance(message, (clip.Gagged, clip.GagList)):
            self.gagged_changed.emit(set(state.gagged))
        line = self._chat_line(message)
        if line is not None:
            self.chat_line.emit(line)

    def _game_view_changed(self, message: Any) -> None:
        if isinstance(message, _NEW_GAME):
            self.game_changed.emit("started")
        elif isinstance(message, clip.Board):
            self.game_changed.emit("board")
        else:
            self.game_changed.emit("")

    def _chat_line(self, message: Any) -> ChatLine | None:
        me = self.client.state.me or ""
        opponent = self.opponent
        if isinstance(message, clip.Shouts):
            return ChatLine(SHOUT, "shout", message.name, message.message)
        if isinstance(message, clip.YouShout):
            return ChatLine(SHOUT, "shout", me, message.message, own=True)
        if isinstance(message, clip.Says):
            if message.name == opponent:
                return ChatLine(GAME, "say", message.name, message.message)
            return ChatLine(tell_channel(message.name), "tell", message.name, message.message)
        if isinstance(message, clip.YouSay):
            channel = self._said_channel(message.name, message.message)
            return ChatLine(channel, "say" if channel == GAME else "tell", me, message.message, own=True)
        if isinstance(message, clip.Kibitzes):
            return ChatLine(GAME, "kibitz", message.name, message.message)
        if isinstance(message, clip.YouKibitz):
            return ChatLine(GAME, "kibitz", me, message.message, own=True)
        if isinstance(message, clip.Whispers):
            return ChatLine(GAME, "whisper", message.name, message.message)
        if isinstance(message, clip.YouWhisper):
            return ChatLine(GAME, "whisper", me, message.message, own=True)
        if isinstance(message, clip.StoredMessage):
            return ChatLine(tell_channel(message.from_), "message", message.from_, message.message,
                            when=float(message.time) if message.time else time.time())
        if isinstance(message, clip.MessageDelivered):
            return ChatLine(tell_channel(message.name), "system", "",
                            self.tr("Message delivered to {0}.").format(isolate(message.name)))
        if isinstance(message, clip.MessageSaved):
            return ChatLine(tell_channel(message.name), "system", "",
                            self.tr("{0} is not logged in: the message is saved for them.").format(
                                isolate(message.name)))
        return None

    def _said_channel(self, name: str | None, text: str) -> str:
        """Where a say or tell the server echoes belongs: the game or the tell it was sent to."""
        for n, (channel, said) in enumerate(self._recent_says):
            if said == text and (name is None or channel in (GAME, tell_channel(name))):
                del self._recent_says[n]
                return channel
        return tell_channel(name) if name else GAME

    # -- what the player asks ----------------------------------------------------------------------
    def say(self, kind: str, target: str, text: str) -> bool:
        builders = {
            "shout": (commands.shout, (text,)),
            "say": (commands.say, (text,)),
            "kibitz": (commands.kibitz, (text,)),
            "whisper": (commands.whisper, (text,)),
            "tell": (commands.tell, (target, text)),
            "message": (commands.message, (target, text)),
        }
        if kind not in builders:
            return False
        build, args = builders[kind]
        if not self.client.command(build, *args):
            return False
        if kind == "say":
            self._recent_says.append((GAME, text))
        elif kind == "tell":
            self._recent_says.append((tell_channel(target), text))
        del self._recent_says[:-20]
        return True

    def player_action(self, action: str, name: str, argument: int = 0) -> None:
        c = self.client
        if action == "invite":
            if argument == RESUME:
                c.command(commands.invite, name)
            elif argument == UNLIMITED:
                c.command(commands.invite, name, unlimited=True)
            else:
                c.command(commands.invite, name, argument)
            return
        simple = {"watch": commands.watch, "look": commands.look, "whois": commands.whois,
                  "gag": commands.gag, "blind": commands.blind, "waitfor": commands.waitfor}
        if action in simple:
            c.command(simple[action], name)

    def refresh_games(self) -> None:
        self.client.command(commands.show, "games")

    def refresh_board(self) -> None:
        self.client.command(commands.board)

    def refresh_saved(self) -> None:
        self.client.command(commands.show, "saved")

    def join(self, name: str) -> None:
        self.client.command(commands.join, name)

    def cancel_invitation(self, name: str) -> None:
        # FIBS keeps one invitation at a time and has no withdraw command: refusing games ends it.
        if self.toggles.get("ready"):
            self.client.command(commands.toggle, "ready")

    def leave(self) -> None:
        self.client.command(commands.leave)

    def unwatch(self) -> None:
        self.client.command(commands.unwatch)

    def set_ready(self, ready: bool) -> None:
        if ready != bool(self.toggles.get("ready", False)):
            self.client.command(commands.toggle, "ready")

    def set_away(self, away: bool, text: str) -> None:
        if away == bool(self.toggles.get("away", False)):
            return
        if away:
            self.client.command(commands.away, text)
        else:
            self.client.command(commands.back)

    def toggle(self, name: str) -> None:
        self.client.command(commands.toggle, name)

    def set_variable(self, name: str, value: str) -> None:
        self.client.command(commands.set_variable, name, value)

    def save_settings(self) -> None:
        self.client.command(commands.save)

    def send_raw(self, text: str) -> None:
        if text.strip():
            self.client.send(text.strip())

    # -- what FIBS has not ---------------------------------------------------------------------------
    def _no_lobby(self) -> None:
        self.problem.emit(self.tr("FIBS has no lobby: invite a player from the player list, or watch a game."))

    def refresh_lobby(self) -> None:
        self._no_lobby()

    def create_match(self, points: int, variant: int = 0, name: str = "", password: str | None = None) -> None:
        self._no_lobby()

    def join_match(self, target: str, password: str | None = None) -> None:
        self._no_lobby()

    def rematch(self) -> None:
        self.problem.emit(self.tr("FIBS has no rematch: invite your opponent again."))

    def follow(self, name: str, follow: bool = True) -> None:
        self.problem.emit(self.tr("FIBS has no follow list: with its notify setting on, it tells you who logs "
                                  "in and out."))
