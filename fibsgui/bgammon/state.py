"""What bgammon.org's events say, kept up to date: :class:`BgammonState`.

Feed every event to :meth:`BgammonState.apply`; it returns the set of parts that changed, so that
a GUI updates only those. ``apply`` never raises: an event it cannot use is logged and changes
nothing.

Parts: ``me`` (the name the server gave and its counts), ``matches`` (the match list), ``game``
(the match joined: its :class:`GameState`, whether spectating, the last roll, move and win),
``opponent``, ``settings``, ``history``, ``replay``, ``achievements``, ``notices`` (server
notices and help; "is online" notices of followed players are among them), ``followed`` (what
those notices say: :attr:`BgammonState.followed`), ``chat`` and ``failures`` (the last
``failed*`` answer).
"""

from __future__ import annotations

import logging
from collections import deque
from types import MappingProxyType
from typing import Callable, Mapping

from fibsgui.bgammon.board import GameState
from fibsgui.bgammon.follow import OFFLINE, ONLINE, follow_notice
from fibsgui.bgammon.events import (
    Achievements,
    BoardEvent,
    Event,
    Failed,
    FailedMove,
    Help,
    History,
    Joined,
    Left,
    MatchList,
    Moved,
    Notice,
    Replay,
    Rolled,
    Say,
    SettingsEvent,
    Welcome,
    Win,
)

__all__ = ["BgammonState", "PARTS", "MAX_NOTICES", "MAX_CHAT", "MAX_HISTORY_PAGES", "MAX_FOLLOWED"]

log = logging.getLogger(__name__)

PARTS = frozenset({
    "me", "matches", "game", "opponent", "settings", "history", "replay", "achievements",
    "notices", "followed", "chat", "failures",
})
#: The notices and chat lines kept (the oldest go first); all of them reach the console anyway.
MAX_NOTICES = 500
MAX_CHAT = 500
#: History pages kept for one player.
MAX_HISTORY_PAGES = 1000
#: Players whose coming and going is kept (more names than anyone follows; the rest are not kept).
MAX_FOLLOWED = 1000

_NOTHING: frozenset[str] = frozenset()


class BgammonState:
    """Everything the events tell about the session. Attributes are read-only for callers.

    ``game`` is the latest ``board`` of the match joined (None before its first board and after
    leaving); ``game_id`` and ``player_number`` come from the ``joined`` event about the user;
    ``opponent`` is the other player of the match the user plays (None when spectating, alone or
    not in a match).
    """

    def __init__(self) -> None:
        self.me: str | None = None
        self.clients = 0
        self.games_count = 0
        self.matches: tuple = ()
        self.game: GameState | None = None
        self.game_id: int | None = None
        self.player_number: int | None = None
        self.spectating = False
        self.opponent: str | None = None
        self.last_rolled: Rolled | None = None
        self.last_moved: Moved | None = None
        self.last_win: Win | None = None
        self.last_failure: Failed | FailedMove | None = None
        self._settings: dict[str, bool | int] = {}
        self.history_player: str | None = None
        self._history_pages: dict[int, History] = {}
        self.replay: Replay | None = None
        self.achievements: tuple[tuple[int | str, str, str], ...] = ()
        self._notices: deque[str] = deque(maxlen=MAX_NOTICES)
        self._chat: deque[tuple[str, str]] = deque(maxlen=MAX_CHAT)
        self._followed: dict[str, bool] = {}

    # -- read-only views ---------------------------------------------------------------------
    @property
    def settings(self) -> Mapping[str, bool | int]:
        """The account's settings as the server last sent them (``Highlight``, ``Speed``, ...)."""
        return MappingProxyType(self._settings)

    @property
    def history_pages(self) -> Mapping[int, History]:
        """The history pages received for :attr:`history_player`, by page number."""
        return MappingProxyType(self._history_pages)

    @property
    def followed(self) -> Mapping[str, bool]:
        """Followed players the server spoke of since the last welcome, by lower-case name: True
        after "<name> is online.", False after "<name> disconnected.". At the welcome the server
        names every followed player who is online, so one not named since was not online then."""
        return MappingProxyType(self._followed)

    @property
    def notices(self) -> tuple[str, ...]:
        """The latest notices, oldest first (at most :data:`MAX_NOTICES`)."""
        return tuple(self._notices)

    @property
    def chat(self) -> tuple[tuple[str, str], ...]:
        """The latest chat lines as ``(player, message)``, oldest first."""
        return tuple(self._chat)

    @property
    def in_match(self) -> bool:
        return self.game_id is not None or self.game is not None

    # -- applying events ---------------------------------------------------------------------
    def apply(self, event: Event) -> frozenset[str]:
        """Update the state from ``event``; the parts that changed. Never raises."""
        try:
            handler = _HANDLERS.get(type(event))
            if handler is None:
                return _NOTHING
            return frozenset(handler(self, event))
        except Exception:  # a state bug must not stop the event stream
            log.exception("could not apply %r", event)
            return _NOTHING

    def _welcome(self, e: Welcome) -> set[str]:
        self.me = e.player_name or self.me
        self.clients, self.games_count = e.clients, e.games
        parts = {"me"}
        if self._followed:  # the server tells afresh who of the followed players is online
            self._followed.clear()
            parts.add("followed")
        # a new login: the match of the last connection is rejoined by the server if unfinished
        parts |= self._leave_match()
        return parts

    def _leave_match(self) -> set[str]:
        parts = set()
        if self.in_match or self.spectating or self.last_rolled or self.last_moved:
            parts.add("game")
        if self.opponent is not None:
            parts.add("opponent")
        self.game = None
        self.game_id = self.player_number = None
        self.spectating = False
        self.opponent = None
        self.last_rolled = self.last_moved = None
        return parts

    def _notice(self, e: Notice) -> set[str]:
        self._notices.append(e.message)
        said = follow_notice(e.message)
        if said is None or said.kind not in (ONLINE, OFFLINE):
            return {"notices"}
        key = said.name.lower()
        if key not in self._followed and len(self._followed) >= MAX_FOLLOWED:
            log.warning("more than %d followed players: %s is not kept", MAX_FOLLOWED, said.name)
            return {"notices"}
        self._followed[key] = said.kind == ONLINE
        return {"notices", "followed"}

    def _help(self, e: Help) -> set[str]:
        self._notices.append(f"{e.topic} {e.message}".strip())
        return {"notices"}

    def _say(self, e: Say) -> set[str]:
        self._chat.append((e.player, e.message))
        return {"chat"}

    def _list(self, e: MatchList) -> set[str]:
        self.matches = e.games
        return {"matches"}

    def _failed(self, e: Failed | FailedMove) -> set[str]:
        self.last_failure = e
        return {"failures"}

    def _is_me(self, name: str) -> bool:
        return self.me is not None and name.lower() == self.me.lower()

    def _joined(self, e: Joined) -> set[str]:
        if self._is_me(e.player):
            parts = self._leave_match() if self.game_id != e.game_id else set()
            self.game_id = e.game_id
            self.player_number = e.player_number
            return parts | {"game"}
        if self.game_id is None or self.spectating:
            return set()
        if self.player_number is not None and e.player_number == self.player_number:
            return set()  # a spectator joining (spectators join as player 1)
        if self.opponent != e.player:
            self.opponent = e.player
            return {"opponent"}
        return set()

    def _left(self, e: Left) -> set[str]:
        if self._is_me(e.player):
            return self._leave_match() | {"game"}
        if self.opponent is not None and e.player == self.opponent:
            self.opponent = None
            return {"opponent"}
        return set()

    def _board(self, e: BoardEvent) -> set[str]:
        game = e.game
        parts = {"game"}
        self.game = game
        self.spectating = game.spectating
        if self.player_number is None:
            self.player_number = game.player_number
        opponent = None if game.spectating else (game.player2.name or None)
        if opponent != self.opponent:
            self.opponent = opponent
            parts.add("opponent")
        return parts

    def _rolled(self, e: Rolled) -> set[str]:
        self.last_rolled = e
        return {"game"}

    def _moved(self, e: Moved) -> set[str]:
        self.last_moved = e
        return {"game"}

    def _win(self, e: Win) -> set[str]:
        self.last_win = e
        return {"game"}

    def _settings_event(self, e: SettingsEvent) -> set[str]:
        self._settings.update(e.values)
        return {"settings"}

    def _replay(self, e: Replay) -> set[str]:
        self.replay = e
        return {"replay"}

    def _history(self, e: History) -> set[str]:
        if e.player != self.history_player:
            self.history_player = e.player
            self._history_pages.clear()
        if e.page in self._history_pages or len(self._history_pages) < MAX_HISTORY_PAGES:
            self._history_pages[e.page] = e
        else:
            log.warning("more than %d history pages of %s: page %d is not kept",
                        MAX_HISTORY_PAGES, e.player, e.page)
        return {"history"}

    def _achievements(self, e: Achievements) -> set[str]:
        self.achievements = e.items
        return {"achievements"}


_HANDLERS: dict[type, Callable[[BgammonState, Event], set[str]]] = {
    Welcome: BgammonState._welcome,
    Notice: BgammonState._notice,
    Help: BgammonState._help,
    Say: BgammonState._say,
    MatchList: BgammonState._list,
    Failed: BgammonState._failed,
    FailedMove: BgammonState._failed,
    Joined: BgammonState._joined,
    Left: BgammonState._left,
    BoardEvent: BgammonState._board,
    Rolled: BgammonState._rolled,
    Moved: BgammonState._moved,
    Win: BgammonState._win,
    SettingsEvent: BgammonState._settings_event,
    Replay: BgammonState._replay,
    History: BgammonState._history,
    Achievements: BgammonState._achievements,
}
