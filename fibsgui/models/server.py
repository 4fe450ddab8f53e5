"""The server-neutral line: what the main window needs of a server, whichever server it is.

The window, its docks and its dialogs speak to a :class:`ServerLink` only: players, chat lines,
the list of matches, invitations, the server's settings, the game being played or watched, and
the actions a player takes. Each server has a link of its own below this line, which alone knows
that server's messages and commands (:class:`fibsgui.models.fibs.FibsLink` for FIBS). The board
has its own controller for each server (:class:`fibsgui.models.game.GameController`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from fibsgui.models.game import GameController

#: Invitation lengths that are not a number of points (see :meth:`ServerLink.player_action`).
UNLIMITED, RESUME = 0, -1

#: What a server may offer; :attr:`ServerLink.features` names those it has.
FEATURES = frozenset({
    "players",   # a list of the players online, with invitations to them
    "games",     # a list of the matches in progress, to watch
    "lobby",     # a list of matches waiting for players, to create and join (bgammon.org)
    "shout", "tell", "message", "kibitz", "whisper", "say",  # kinds of chat
    "toggles",   # server settings that are on or off, and variables
    "settings",  # server settings the link describes itself (ServerLink.server_settings)
    "ready", "away", "saved", "look", "whois", "gag", "blind", "waitfor",
    "rematch", "follow", "history", "replay",
})


@dataclass(frozen=True)
class LobbyEntry:
    """A match in a server's lobby: waiting for a player (``players`` < 2) or full (to watch)."""

    id: int
    name: str
    points: int
    players: int
    password: bool = False
    rating: int = 0


@dataclass(frozen=True)
class ServerSetting:
    """One of the account's settings kept by a server that describes its settings itself
    (:attr:`ServerLink.server_settings`): ``name`` as :meth:`ServerLink.set_server_setting` takes
    it, ``label`` (what it does, in the user's language), ``value`` (on or off) and whether the
    player may change it here (``settable``; the others are shown as the server has them)."""

    name: str
    label: str
    value: bool
    settable: bool = True
    tip: str = ""


class ServerLink(QObject):
    """Signals for what the server tells, methods for what the player asks.

    A server that has no such thing (no player list, no toggles, no saved matches) never emits
    the signal, and its method says so through :attr:`problem`.
    """

    # -- what the server tells (each after the link's state has taken it in) -------------------
    players_changed = Signal(object, object)  # (player infos updated, names gone): tuples
    players_complete = Signal()  # a block of the player list is complete: show it now
    games_changed = Signal(object)  # the matches in progress: a list of fibsgui.models.games.GameEntry
    saved_with_changed = Signal(object)  # the names with whom a saved match waits: a set
    chat_line = Signal(object)  # a fibsgui.chatlog.ChatLine heard or said
    gagged_changed = Signal(object)  # the names whose chat is not shown: a set
    console_text = Signal(str)  # a line as the server sent it, for the server console
    line_dropped = Signal(int)  # a line too long to keep was dropped: its size in bytes
    refused = Signal(str)  # the server refused a command: its words
    setting_answered = Signal(str, bool)  # the server set a toggle (or kept a setting): (name, value)
    settings_changed = Signal()  # the server's settings, or what depends on them, changed
    invitations_changed = Signal()  # invitations to the player, or the player's own, changed
    # the game played or watched changed: "started" (a match or a watch begins, its log starts
    # afresh), "board" (a position of it came) or "" (anything else about it)
    game_changed = Signal(str)
    lobby_changed = Signal(object)  # the lobby's matches: a list of LobbyEntry
    position_shown = Signal(object)  # a position the player asked to look at
    player_details = Signal(object)  # what the server knows about a player the player asked about
    # a player's match history asked for: bgammon.org's fibsgui.bgammon.events.History
    history_received = Signal(object)
    # a game's replay asked for: bgammon.org's fibsgui.bgammon.events.Replay
    replay_received = Signal(object)
    # the server's answer about following a player: (name, followed now, its words when it refused)
    following_changed = Signal(str, bool, str)
    followed_seen = Signal()  # what the server said of followed players coming and going changed
    session_ended = Signal()  # the session is over and nothing of that server is left on offer
    problem = Signal(str)  # a command that could not be sent, in words

    # -- what the link knows ---------------------------------------------------------------------
    #: What this server offers (names from :data:`FEATURES`); the window offers nothing else.
    features: frozenset[str] = frozenset()

    @property
    def me(self) -> str | None:
        raise NotImplementedError

    def make_game_controller(self, parent: QObject | None = None) -> GameController:
        """The board's controller for the game played or watched on this server."""
        raise NotImplementedError

    @property
    def players(self) -> Mapping[str, Any]:
        """Players online by name (infos with name, rating, experience, opponent, ...)."""
        return {}

    def rating_of(self, name: str) -> tuple[float | None, int | None]:
        """``name``'s rating and experience as the server last told them; ``None`` for what it
        has not told (or does not keep: bgammon.org has no experience)."""
        info = self.players.get(name) if name else None
        rating, experience = getattr(info, "rating", None), getattr(info, "experience", None)
        return (float(rating) if isinstance(rating, (int, float)) and rating > 0 else None,
                experience if type(experience) is int and experience >= 0 else None)

    @property
    def account(self) -> str | None:
        """The account logged in, as ``name@host:port`` (the name in lower case): None for a
        guest, or when not logged in."""
        return None

    @property
    def toggles(self) -> Mapping[str, bool]:
        return {}

    @property
    def server_settings(self) -> tuple[ServerSetting, ...] | None:
        """The account's settings as the server has them (with the feature ``settings``); None
        when the server has sent none (a guest has none)."""
        return None

    def followed_online(self, name: str) -> bool | None:
        """Whether a followed player is online as far as the server said: True, False, or None
        when it is not known (not logged in, or followed since the login and not heard of)."""
        return None

    def name_problem(self, name: str) -> str:
        """Why ``name`` cannot be a player's name on this server, in words ("" when it can)."""
        return ""

    @property
    def variables(self) -> Mapping[str, Any]:
        return {}

    @property
    def invitations(self) -> Mapping[str, Any]:
        """Invitations to the player by inviter (each with name, length, resume)."""
        return {}

    @property
    def my_invitation(self) -> Any:
        """The player's own invitation waiting for an answer (name, length, resume), or None."""
        return None

    @property
    def playing(self) -> bool:
        """The player is in a match."""
        return False

    @property
    def watching(self) -> bool:
        """The player watches a match."""
        return False

    @property
    def opponent(self) -> str | None:
        """The player's opponent in the match being played."""
        return None

    # -- what the player asks --------------------------------------------------------------------
    def say(self, kind: str, target: str, text: str) -> bool:
        """Chat: ``kind`` is shout, say, kibitz, whisper, tell or message (``target`` for the last
        two). True when it went out."""
        raise NotImplementedError

    def player_action(self, action: str, name: str, argument: int = 0) -> None:
        """invite (``argument``: points, :data:`UNLIMITED` or :data:`RESUME`), watch, look, whois,
        gag, blind, waitfor."""
        raise NotImplementedError

    def refresh_games(self) -> None:
        raise NotImplementedError

    def refresh_board(self) -> None:
        raise NotImplementedError

    def refresh_saved(self) -> None:
        """Ask for the player's saved matches."""
        raise NotImplementedError

    def join(self, name: str) -> None:
        """Accept ``name``'s invitation."""
        raise NotImplementedError

    def cancel_invitation(self, name: str) -> None:
        raise NotImplementedError

    def leave(self) -> None:
        """Leave the match being played."""
        raise NotImplementedError

    def unwatch(self) -> None:
        raise NotImplementedError

    def set_ready(self, ready: bool) -> None:
        raise NotImplementedError

    def set_away(self, away: bool, text: str) -> None:
        raise NotImplementedError

    def toggle(self, name: str) -> None:
        """Switch a server setting that is on or off."""
        raise NotImplementedError

    def set_variable(self, name: str, value: str) -> None:
        raise NotImplementedError

    def save_settings(self) -> None:
        raise NotImplementedError

    def set_server_setting(self, name: str, value: bool) -> None:
        """Change one of :attr:`server_settings` (only those ``settable``)."""
        self.problem.emit(self.tr("This server has no setting {0}.").format(name))

    def refresh_lobby(self) -> None:
        raise NotImplementedError

    def create_match(self, points: int, variant: int = 0, name: str = "", password: str | None = None) -> None:
        """Open a match in the lobby (``variant``: 0 backgammon, 1 acey-deucey, 2 tabula)."""
        raise NotImplementedError

    def join_match(self, target: str, password: str | None = None) -> None:
        """Join (or, when it is full, watch) a lobby match by its id or by a player in it."""
        raise NotImplementedError

    def rematch(self) -> None:
        raise NotImplementedError

    def follow(self, name: str, follow: bool = True) -> bool:
        """Follow (or stop following) a player: :attr:`following_changed` answers. True when the
        command went out."""
        raise NotImplementedError

    def history(self, name: str, page: int | None = None) -> None:
        """Ask for a player's match history (:attr:`history_received` answers)."""
        raise NotImplementedError

    def replay(self, game_id: int | None = None) -> None:
        """Ask for a game's replay (:attr:`replay_received` answers)."""
        raise NotImplementedError

    def send_raw(self, text: str) -> None:
        """A line the player typed in the server console, as it is."""
        raise NotImplementedError
