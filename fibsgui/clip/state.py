"""What the server's messages say, kept up to date: :class:`ClientState`.

Feed every parsed message to :meth:`ClientState.apply`; it returns a :class:`Changes` naming the
parts that changed, so that a GUI updates only those. ``apply`` is deterministic and never raises.

Parts: ``players`` (who is logged in, gag/blind), ``own`` (own-info line), ``toggles``,
``variables``, ``invitations``, ``game`` (the match being played), ``watching`` (the watched
match, the watched player, a looked-at board), ``saved``, ``games``, ``motd``, ``whois``,
``messages`` (stored messages).

In a :class:`GameView` side 0 is the player (the user when playing, the watched player when
watching) and side 1 the opponent, as in :attr:`fibsgui.clip.board.Board.position`.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Callable, Mapping, NamedTuple

from fibsgui.clip.board import MAX_CUBE, Board
from fibsgui.clip.messages import (
    Alert,
    Away,
    Back,
    BlindList,
    Blinded,
    CantMove,
    DoubleAccepted,
    DoubleRejected,
    Doubles,
    FirstMove,
    GagList,
    Gagged,
    GameListing,
    GamesHeader,
    GameWon,
    Invitation,
    JoinOrLeave,
    Kibitzes,
    LeftGame,
    LineDropped,
    LoginNotice,
    LogoutNotice,
    MatchResumed,
    MatchSaved,
    MatchStarted,
    MatchWon,
    Message,
    MessageDelivered,
    MessageSaved,
    MotdEnd,
    MotdStart,
    Moves,
    NewGame,
    NoSavedGames,
    NotPlaying,
    OnlyMove,
    OpeningRoll,
    OthersMatchStarted,
    OwnInfo,
    PleaseMove,
    RatingsEntry,
    RatingsHeader,
    ResignAccepted,
    ResignOffered,
    ResignRejected,
    ResumeInfo,
    Rolls,
    SavedHeader,
    SavedMatch,
    Says,
    ScoreUpdate,
    Shouts,
    StoredMessage,
    ToggleChanged,
    ToggleList,
    ToggleValue,
    Unknown,
    VariableList,
    VariableValue,
    Welcome,
    Whispers,
    WhoEnd,
    WhoInfo,
    WhoisAway,
    WhoisEmail,
    WhoisExperience,
    WhoisLastLogin,
    WhoisLastLogout,
    WhoisLine,
    WhoisNotLoggedIn,
    WhoisRating,
    WhoisStart,
    WhoisStatus,
    WhoisStillLoggedIn,
    WatchStarted,
    WatchStopped,
    YouInvited,
    YouKibitz,
    YourTurnToMove,
    YourTurnToRoll,
    YouSay,
    YouShout,
    YouWhisper,
)

__all__ = ["Changes", "ClientState", "GameView", "Whois", "PARTS"]

log = logging.getLogger(__name__)

#: The most rows kept of a list (games, saved matches, ratings, stored messages): more than any
#: server sends; the lines past it still reach the console.
MAX_ROWS = 10_000
#: The message of the day kept: lines and characters.
MAX_MOTD_LINES = 1000
MAX_MOTD_CHARS = 100_000
#: whois answers kept (the oldest go first), and lines of each.
MAX_WHOIS = 200
MAX_WHOIS_LINES = 100

PARTS = frozenset({
    "players", "own", "toggles", "variables", "invitations", "game", "watching", "saved", "games",
    "motd", "whois", "messages",
})


class Changes(NamedTuple):
    """What one message changed: ``parts`` (see the module docstring), the names of players
    added or updated, the names of players removed. A named tuple: one is made for every line of
    a login burst, and a tuple is the cheapest immutable record Python makes."""

    parts: frozenset[str] = frozenset()
    players: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.parts or self.players or self.removed)


NO_CHANGES = Changes()
_PLAYERS_PART = frozenset({"players"})
_tuple_new = tuple.__new__
_new = object.__new__
_set = object.__setattr__


@dataclass(frozen=True)
class GameView:
    """A match as the messages show it. Side 0 is ``player``, side 1 ``opponent``.

    ``double_offer``: the side that doubled, until the answer. ``resign_offer``: (side offering,
    points). ``may_roll``: the user may roll or double now. ``game_over``: (winner side, points)
    of the game just ended. ``match_winner``: the side that won the match.
    ``waiting_for_join``: the game is over and the next one starts when both players join.
    ``adjourned``: the match stopped before its end (a player left it; the server saved it).
    """

    player: str
    opponent: str
    length: int = 0
    score: tuple[int, int] = (0, 0)
    board: Board | None = None
    double_offer: int | None = None
    resign_offer: tuple[int, int] | None = None
    may_roll: bool = False
    game_over: tuple[int, int] | None = None
    match_winner: int | None = None
    waiting_for_join: bool = False
    last_event: str = ""
    adjourned: bool = False


@dataclass(frozen=True)
class Whois:
    """A ``whois`` answer, assembled from its lines (texts as FIBS wrote them); ``lines`` are
    the lines after ``Information about name:``, stripped."""

    name: str
    last_login: str | None = None
    last_host: str | None = None
    last_logout: str | None = None
    still_logged_in: bool = False
    idle: str | None = None
    status: str | None = None
    away: str | None = None
    rating: float | None = None
    experience: int | None = None
    email: str | None = None
    lines: tuple[str, ...] = ()


#: Numbered CLIP messages: one of them ends a message of the day whose end marker was lost.
_CLIP_TYPES = (Welcome, OwnInfo, WhoInfo, WhoEnd, LoginNotice, LogoutNotice, StoredMessage,
               MessageDelivered, MessageSaved, Says, Shouts, Whispers, Kibitzes, YouSay, YouShout,
               YouWhisper, YouKibitz, Alert, Board)
_LIST_ROWS = {"games": GameListing, "saved": SavedMatch, "ratings": RatingsEntry}


def _changes(*parts: str, players: tuple[str, ...] = (), removed: tuple[str, ...] = ()) -> Changes:
    if players or removed:
        return Changes(frozenset(parts), players, removed)
    found = _PART_CHANGES.get(parts)
    if found is None:  # Changes are immutable: one for each set of parts does
        found = _PART_CHANGES[parts] = Changes(frozenset(parts))
    return found


_PART_CHANGES: dict[tuple[str, ...], Changes] = {}


class ClientState:
    """Everything the messages tell about the session. Attributes are read-only for callers."""

    def __init__(self) -> None:
        self.me: str | None = None
        self.own: OwnInfo | None = None
        self._toggles: dict[str, bool] = {}
        self._variables: dict[str, str] = {}
        self._players: dict[str, WhoInfo] = {}
        self._invitations: dict[str, Invitation] = {}
        self.my_invitation: YouInvited | None = None
        self.game: GameView | None = None
        self.watched: GameView | None = None
        self.watching: str | None = None
        self.looked: Board | None = None
        self.saved: tuple[SavedMatch, ...] = ()
        self.games: tuple[GameListing, ...] = ()
        self.ratings: tuple[RatingsEntry, ...] = ()
        self.motd: str = ""
        self._whois: dict[str, Whois] = {}
        self.stored_messages: tuple[StoredMessage, ...] = ()
        self._gagged: set[str] = set()
        self._blinded: set[str] = set()
        self._motd_lines: list[str] | None = None
        self._motd_size = 0
        self._full: set[str] = set()  # the lists that reached MAX_ROWS (said once each)
        self._collecting: str | None = None
        self._whois_name: str | None = None

    # -- read-only views ---------------------------------------------------------------------
    @property
    def toggles(self) -> Mapping[str, bool]:
        """The toggles (and ``away``) as the server last reported them."""
        return MappingProxyType(self._toggles)

    @property
    def variables(self) -> Mapping[str, str]:
        """The ``set`` variables (``redoubles`` is ``none``, ``unlimited`` or a number)."""
        return MappingProxyType(self._variables)

    @property
    def players(self) -> Mapping[str, WhoInfo]:
        """Logged-in users by name: their latest who line."""
        return MappingProxyType(self._players)

    @property
    def invitations(self) -> Mapping[str, Invitation]:
        """Invitations received and still open, by inviter."""
        return MappingProxyType(self._invitations)

    @property
    def whois(self) -> Mapping[str, Whois]:
        """``whois`` answers by name, in the order they arrived."""
        return MappingProxyType(self._whois)

    @property
    def gagged(self) -> frozenset[str]:
        return frozenset(self._gagged)

    @property
    def blinded(self) -> frozenset[str]:
        return frozenset(self._blinded)

    # -- applying messages ---------------------------------------------------------------------
    def apply(self, message: Message) -> Changes:
        """Update the state from ``message``; what changed. Never raises."""
        try:
            if (type(message) is WhoInfo and self._motd_lines is None and self._collecting is None
                    and self._whois_name is None):
                # the bulk of a login burst: another player's who line
                name = message[0]  # its name (a who line is a tuple underneath)
                if name != self.me and name not in self._invitations:
                    self._players[name] = message
                    # Changes(_PLAYERS_PART, (name,), ()), built at once
                    return _tuple_new(Changes, (_PLAYERS_PART, (name,), ()))
                return self._who_info(message)
            return self._apply(message)
        except Exception:  # a state bug must not stop the message stream
            log.exception("could not apply %r", message)
            return NO_CHANGES

    def _apply(self, message: Message) -> Changes:
        extra: Changes | None = None
        if type(message) is LineDropped:
            return NO_CHANGES  # nothing of it was kept: it changes nothing, not even a list
        if self._motd_lines is not None:
            if isinstance(message, MotdEnd):
                return self._end_motd()
            if not isinstance(message, _CLIP_TYPES + (MotdStart,)):
                self._motd_line(_text_of(message))
                return NO_CHANGES
            extra = self._end_motd()
        if self._collecting is not None and not isinstance(message, _LIST_ROWS[self._collecting]):
            self._collecting = None
        if self._whois_name is not None and not isinstance(message, WhoisLine):
            self._whois_name = None
        handler = _HANDLERS.get(type(message))
        if handler is None and isinstance(message, WhoisLine):
            handler = ClientState._whois_line
        changes = handler(self, message) if handler is not None else NO_CHANGES
        if extra is not None:
            changes = Changes(changes.parts | extra.parts, changes.players, changes.removed)
        return changes

    # -- login, players, settings ------------------------------------------------------------
    def _welcome(self, m: Welcome) -> Changes:
        removed = tuple(self._players)
        self.me = m.name
        self._players.clear()
        self._invitations.clear()
        self.my_invitation = None
        self.game = self.watched = self.looked = None
        self.watching = None
        self._gagged.clear()
        self._blinded.clear()
        return _changes("players", "own", "invitations", "game", "watching", removed=removed)

    def _own_info(self, m: OwnInfo) -> Changes:
        self.own = m
        if self.me is None:
            self.me = m.name
        self._toggles.update(m.toggles)
        self._variables["redoubles"] = _redoubles(m.redoubles)
        self._variables["timezone"] = m.timezone
        parts = ["own", "toggles", "variables"]
        if not m.ready and self.my_invitation is not None:
            self.my_invitation = None
            parts.append("invitations")
        return _changes(*parts)

    def _motd_start(self, m: MotdStart) -> Changes:
        self._motd_lines = []
        self._motd_size = 0
        return NO_CHANGES

    def _motd_line(self, text: str) -> None:
        lines = self._motd_lines
        if lines is None:
            return
        if len(lines) >= MAX_MOTD_LINES or self._motd_size + len(text) > MAX_MOTD_CHARS:
            if self._motd_size <= MAX_MOTD_CHARS:
                log.warning("the message of the day is longer than %d lines or %d characters: "
                            "the rest is shown in the console only", MAX_MOTD_LINES, MAX_MOTD_CHARS)
                self._motd_size = MAX_MOTD_CHARS + 1  # said once
            return
        lines.append(text)
        self._motd_size += len(text) + 1

    def _end_motd(self) -> Changes:
        self.motd = "\n".join(self._motd_lines or ())
        self._motd_lines = None
        return _changes("motd")

    def _motd_end(self, m: MotdEnd) -> Changes:
        return NO_CHANGES  # an end without a start

    def _who_info(self, m: WhoInfo) -> Changes:
        self._players[m.name] = m
        parts = {"players"}
        if m.opponent is not None and m.name in self._invitations:
            del self._invitations[m.name]
            parts.add("invitations")
        if m.name == self.me:
            parts |= self._set_toggle("ready", m.ready) | self._set_toggle("away", m.away)
            if not m.ready and self.my_invitation is not None:
                self.my_invitation = None
                parts.add("invitations")
            if m.watching != self.watching:
                self.watching = m.watching
                if self.watched is not None and self.watched.player != m.watching:
                    self.watched = None
                parts.add("watching")
            if m.opponent is None and self.game is not None and self.game.match_winner is None:
                self.game = None  # not playing any more (the messages saying so were missed)
                parts.add("game")
        return Changes(frozenset(parts), (m.name,))

    def _who_end(self, m: WhoEnd) -> Changes:
        return _changes("players")

    def _logout(self, m: LogoutNotice) -> Changes:
        parts = set()
        removed: tuple[str, ...] = ()
        if self._players.pop(m.name, None) is not None:
            parts.add("players")
            removed = (m.name,)
        if self._invitations.pop(m.name, None) is not None:
            parts.add("invitations")
        if self.my_invitation is not None and self.my_invitation.name == m.name:
            self.my_invitation = None
            parts.add("invitations")
        return Changes(frozenset(parts), (), removed)

    def _stored_message(self, m: StoredMessage) -> Changes:
        if self._room("messages", len(self.stored_messages)):
            self.stored_messages += (m,)
        return _changes("messages")

    def _set_toggle(self, name: str, value: bool) -> set[str]:
        parts = set()
        if self._toggles.get(name) != value:
            self._toggles[name] = value
            parts.add("toggles")
        if name == "ready" and not value and self.my_invitation is not None:
            self.my_invitation = None
            parts.add("invitations")
        return parts

    def _toggle_changed(self, m: ToggleChanged | ToggleValue) -> Changes:
        return Changes(frozenset(self._set_toggle(m.name, m.value)))

    def _toggle_list(self, m: ToggleList) -> Changes:
        parts: set[str] = set()
        for name, value in m.values:
            parts |= self._set_toggle(name, value)
        return Changes(frozenset(parts))

    def _variable_value(self, m: VariableValue) -> Changes:
        self._variables[m.name] = _redoubles(m.value) if m.name == "redoubles" else m.value
        return _changes("variables")

    def _variable_list(self, m: VariableList) -> Changes:
        for name, value in m.values:
            self._variables[name] = _redoubles(value) if name == "redoubles" else value
        return _changes("variables") if m.values else NO_CHANGES

    def _away(self, m: Away) -> Changes:
        return Changes(frozenset(self._set_toggle("away", True)))

    def _back(self, m: Back) -> Changes:
        return Changes(frozenset(self._set_toggle("away", False)))

    def _gag_list(self, m: GagList) -> Changes:
        self._gagged = set(m.names)
        return _changes("players", players=m.names)

    def _gagged_one(self, m: Gagged) -> Changes:
        (self._gagged.add if m.on else self._gagged.discard)(m.name)
        return _changes("players", players=(m.name,))

    def _blind_list(self, m: BlindList) -> Changes:
        self._blinded = set(m.names)
        return _changes("players", players=m.names)

    def _blinded_one(self, m: Blinded) -> Changes:
        (self._blinded.add if m.on else self._blinded.discard)(m.name)
        return _changes("players", players=(m.name,))

    # -- invitations and matches -------------------------------------------------------------
    def _invitation(self, m: Invitation) -> Changes:
        self._invitations.pop(m.name, None)  # the newest last
        while len(self._invitations) >= MAX_ROWS:
            del self._invitations[next(iter(self._invitations))]  # the oldest open invitation
        self._invitations[m.name] = m
        return _changes("invitations")

    def _you_invited(self, m: YouInvited) -> Changes:
        self.my_invitation = m
        return _changes("invitations")

    def _start_playing(self, view: GameView) -> Changes:
        self._invitations.pop(view.opponent, None)
        self.my_invitation = None
        self.game = view
        self.watched = self.looked = None
        self.watching = None
        return _changes("game", "invitations", "watching")

    def _match_started(self, m: MatchStarted) -> Changes:
        return self._start_playing(GameView(self.me or "You", m.opponent, m.length,
                                            last_event="match started"))

    def _match_resumed(self, m: MatchResumed) -> Changes:
        return self._start_playing(GameView(self.me or "You", m.opponent, last_event="match resumed"))

    def _resume_info(self, m: ResumeInfo) -> Changes:
        game = self.game
        if game is None:
            return NO_CHANGES
        number = m.number
        if m.field == "match length" and number is not None:
            self.game = replace(game, length=number)
        elif m.field.startswith("points for ") and number is not None:
            name = m.player
            score = list(game.score)
            if name in (game.player, self.me):
                score[0] = number
            elif name == game.opponent:
                score[1] = number
            else:
                return NO_CHANGES
            self.game = replace(game, score=(score[0], score[1]))
        else:
            return NO_CHANGES
        return _changes("game")

    def _others_started(self, m: OthersMatchStarted) -> Changes:
        parts = set()
        for name in (m.player1, m.player2):
            if self._invitations.pop(name, None) is not None:
                parts.add("invitations")
        if self.game is None and self.watching in (m.player1, m.player2):
            other = m.player2 if self.watching == m.player1 else m.player1
            self.watched = GameView(self.watching, other, m.length,
                                    last_event="match resumed" if m.resume else "match started")
            parts.add("watching")
        return Changes(frozenset(parts))

    def _new_game(self, m: NewGame) -> Changes:
        which = self._view_named(m.opponent)
        if which is None:
            if self.game is not None or self.watching is not None:
                return NO_CHANGES
            self.game = GameView(self.me or "You", m.opponent)
            which = "game"
        view = self._get(which)
        return self._put(which, replace(view, double_offer=None, resign_offer=None, may_roll=False,
                                        game_over=None, waiting_for_join=False, adjourned=False,
                                        last_event="new game"))

    def _match_saved(self, m: MatchSaved) -> Changes:
        game = self.game
        if game is not None and (m.name is None or m.name in (game.opponent, self.me)):
            self.game = None
            return _changes("game")
        watched = self.watched
        if watched is not None and m.name in (watched.player, watched.opponent):
            self.watched = None
            return _changes("watching")
        return NO_CHANGES

    def _join_or_leave(self, m: JoinOrLeave) -> Changes:
        if self.game is None:
            return NO_CHANGES
        return self._put("game", replace(self.game, waiting_for_join=True, may_roll=False))

    # -- boards and game play ------------------------------------------------------------------
    def _board(self, m: Board) -> Changes:
        if m.player_name == "You":
            which = "game"
            view = self.game
            if view is None or view.opponent != m.opponent_name:
                view = GameView(self.me or "You", m.opponent_name)
        elif self.watching is not None and m.player_name == self.watching and self.game is None:
            which = "watched"
            view = self.watched
            if view is None or view.opponent != m.opponent_name:
                view = GameView(m.player_name, m.opponent_name)
        else:
            self.looked = m
            return _changes("watching")
        may_roll = view.may_roll and m.dice_side != 0 and m.on_turn != 1
        double_offer = 1 if m.was_doubled else view.double_offer
        view = _updated(view, board=m, length=m.length, score=(m.player_got, m.opponent_got),
                        may_roll=may_roll, double_offer=double_offer, adjourned=False)
        return self._put(which, view)

    def _event(self, m: Message, name: str | None, **fields) -> Changes:
        """Update the view ``name`` plays in (None: the user's game) with ``fields``; values that
        are callables get the side of ``name``."""
        found = self._side_of(name)
        if found is None:
            return NO_CHANGES
        which, side = found
        view = self._get(which)
        values = {key: (value(side) if callable(value) else value) for key, value in fields.items()}
        return self._put(which, replace(view, last_event=_event_name(m), **values))

    def _opening_roll(self, m: OpeningRoll) -> Changes:
        return self._event(m, m.name, may_roll=False)

    def _first_move(self, m: FirstMove) -> Changes:
        return self._event(m, m.name, may_roll=False)

    def _your_turn_to_move(self, m: YourTurnToMove) -> Changes:
        return self._event(m, None, may_roll=False)

    def _your_turn_to_roll(self, m: YourTurnToRoll) -> Changes:
        return self._event(m, None, may_roll=True)

    def _rolls(self, m: Rolls) -> Changes:
        return self._event(m, m.name, may_roll=False)

    def _moves(self, m: Moves | CantMove) -> Changes:
        return self._event(m, m.name)

    def _only_move(self, m: OnlyMove | PleaseMove) -> Changes:
        return self._event(m, None, may_roll=False)

    def _doubles(self, m: Doubles) -> Changes:
        return self._event(m, m.name, double_offer=lambda side: side, may_roll=False)

    def _double_accepted(self, m: DoubleAccepted) -> Changes:
        found = self._side_of(m.name)
        if found is None:
            return NO_CHANGES
        which, taker = found
        view = self._get(which)
        board = view.board
        if board is not None:
            # the cube as the answer leaves it (the board that follows says the same): turned to
            # the value said, or twice what it was; owned by the side that took it
            cube = m.cube if m.cube is not None else board.cube * 2
            if 1 <= cube <= MAX_CUBE:
                board = replace(board, cube=cube, was_doubled=False, player_may_double=taker == 0,
                                opponent_may_double=taker == 1, raw=board.raw)
        return self._put(which, replace(view, board=board, double_offer=None,
                                        last_event=_event_name(m)))

    def _double_rejected(self, m: DoubleRejected) -> Changes:
        found = self._side_of(m.winner)
        if found is None:
            found = self._side_of(m.name)
            if found is None:
                return NO_CHANGES
            found = (found[0], 1 - found[1])
        which, winner = found
        view = replace(self._get(which), game_over=(winner, m.points), double_offer=None,
                       may_roll=False, last_event=_event_name(m))
        return self._put(which, view)

    def _resign_offered(self, m: ResignOffered) -> Changes:
        return self._event(m, m.name, resign_offer=lambda side: (side, m.points))

    def _resign_accepted(self, m: ResignAccepted) -> Changes:
        return self._event(m, m.name, game_over=lambda side: (side, m.points), resign_offer=None,
                           double_offer=None, may_roll=False)

    def _resign_rejected(self, m: ResignRejected) -> Changes:
        return self._event(m, m.name, resign_offer=None)

    def _game_won(self, m: GameWon) -> Changes:
        return self._event(m, m.name, game_over=lambda side: (side, m.points), resign_offer=None,
                           double_offer=None, may_roll=False)

    def _score_update(self, m: ScoreUpdate) -> Changes:
        for which in ("game", "watched"):
            view = self._get(which)
            if view is None:
                continue
            if (m.player, m.opponent) == (view.player, view.opponent):
                score = (m.player_score, m.opponent_score)
            elif (m.opponent, m.player) == (view.player, view.opponent):
                score = (m.opponent_score, m.player_score)
            else:
                continue
            return self._put(which, replace(view, score=score, length=m.length,
                                            last_event=_event_name(m)))
        return NO_CHANGES

    def _match_won(self, m: MatchWon) -> Changes:
        found = self._side_of(m.name)
        if found is None:
            return NO_CHANGES
        which, side = found
        # the winner's score first (fibs.com, BaldLies to the players); BaldLies tells watchers
        # the first player's score first ("bob wins the 1 point match 0-1 ."): the winner has
        # the higher score either way
        won, lost = max(m.score), min(m.score)
        score = (won, lost) if side == 0 else (lost, won)
        view = replace(self._get(which), match_winner=side, score=score, length=m.length,
                       may_roll=False, waiting_for_join=False, double_offer=None,
                       resign_offer=None, last_event=_event_name(m))
        return self._put(which, view)

    # -- watching --------------------------------------------------------------------------------
    def _watch_started(self, m: WatchStarted) -> Changes:
        self.watching = m.name
        if self.watched is not None and self.watched.player != m.name:
            self.watched = None
        self.looked = None
        return _changes("watching")

    def _watch_stopped(self, m: WatchStopped) -> Changes:
        if self.watching is None and self.watched is None:
            return NO_CHANGES
        self.watching = None
        self.watched = None
        return _changes("watching")

    def _left_game(self, m: LeftGame) -> Changes:
        watched = self.watched
        if watched is None or {m.name, m.opponent} != {watched.player, watched.opponent}:
            return NO_CHANGES
        self.watched = replace(watched, adjourned=True, may_roll=False, double_offer=None,
                               resign_offer=None, last_event=_event_name(m))
        return _changes("watching")

    def _not_playing(self, m: NotPlaying) -> Changes:
        if self.watching == m.name and self.watched is not None:
            self.watched = None
            return _changes("watching")
        return NO_CHANGES

    # -- lists -------------------------------------------------------------------------------------
    def _games_header(self, m: GamesHeader) -> Changes:
        self.games = ()
        self._collecting = "games"
        return _changes("games")

    def _game_listing(self, m: GameListing) -> Changes:
        games = self.games if self._collecting == "games" else ()
        if self._room("games", len(games)):
            self.games = games + (m,)
        self._collecting = "games"
        return _changes("games")

    def _saved_header(self, m: SavedHeader) -> Changes:
        self.saved = ()
        self._collecting = "saved"
        return _changes("saved")

    def _saved_match(self, m: SavedMatch) -> Changes:
        saved = self.saved if self._collecting == "saved" else ()
        if self._room("saved", len(saved)):
            self.saved = saved + (m,)
        self._collecting = "saved"
        return _changes("saved")

    def _no_saved_games(self, m: NoSavedGames) -> Changes:
        self.saved = ()
        return _changes("saved")

    def _ratings_header(self, m: RatingsHeader) -> Changes:
        self.ratings = ()
        self._collecting = "ratings"
        return NO_CHANGES

    def _ratings_entry(self, m: RatingsEntry) -> Changes:
        ratings = self.ratings if self._collecting == "ratings" else ()
        if self._room("ratings", len(ratings)):
            self.ratings = ratings + (m,)
        self._collecting = "ratings"
        return NO_CHANGES

    def _whois_start(self, m: WhoisStart) -> Changes:
        self._whois.pop(m.name, None)  # the newest answer last
        while len(self._whois) >= MAX_WHOIS:
            del self._whois[next(iter(self._whois))]  # the oldest answer
        self._whois[m.name] = Whois(m.name)
        self._whois_name = m.name
        return _changes("whois")

    def _whois_line(self, m: WhoisLine) -> Changes:
        name = self._whois_name
        if name is None:
            return NO_CHANGES
        record = self._whois[name]
        if isinstance(m, WhoisLastLogin):
            record = replace(record, last_login=m.date, last_host=m.host)
        elif isinstance(m, WhoisLastLogout):
            record = replace(record, last_logout=m.date, still_logged_in=False)
        elif isinstance(m, WhoisStillLoggedIn):
            record = replace(record, still_logged_in=True, idle=m.idle)
        elif isinstance(m, WhoisNotLoggedIn):
            record = replace(record, still_logged_in=False, status=m.text)
        elif isinstance(m, WhoisStatus):
            record = replace(record, status=m.text)
        elif isinstance(m, WhoisAway):
            record = replace(record, away=m.message)
        elif isinstance(m, WhoisRating):
            record = replace(record, rating=m.rating,
                             experience=m.experience if m.experience is not None else record.experience)
        elif isinstance(m, WhoisExperience):
            record = replace(record, experience=m.experience)
        elif isinstance(m, WhoisEmail):
            record = replace(record, email=m.email)
        lines = record.lines + (m.text,) if len(record.lines) < MAX_WHOIS_LINES else record.lines
        self._whois[name] = replace(record, lines=lines)
        return _changes("whois")

    # -- helpers ---------------------------------------------------------------------------------
    def _room(self, name: str, size: int) -> bool:
        """Whether the list ``name`` of ``size`` rows may take one more (see :data:`MAX_ROWS`)."""
        if size < MAX_ROWS:
            return True
        if name not in self._full:
            self._full.add(name)
            log.warning("more than %d rows for %s: the rest are shown in the console only", MAX_ROWS, name)
        return False

    def _get(self, which: str) -> GameView | None:
        return self.game if which == "game" else self.watched

    def _put(self, which: str, view: GameView) -> Changes:
        if which == "game":
            self.game = view
            return _changes("game")
        self.watched = view
        return _changes("watching")

    def _view_named(self, name: str) -> str | None:
        """The view in which ``name`` plays (the user's game first)."""
        found = self._side_of(name)
        return found[0] if found is not None else None

    def _side_of(self, name: str | None) -> tuple[str, int] | None:
        """(view, side) of ``name`` (None: the user) in the user's game or the watched one."""
        game, watched = self.game, self.watched
        if name is None:
            return ("game", 0) if game is not None else None
        if game is not None:
            if name == game.opponent:
                return "game", 1
            if name in (game.player, self.me):
                return "game", 0
        if watched is not None:
            if name == watched.player:
                return "watched", 0
            if name == watched.opponent:
                return "watched", 1
        return None


def _updated(view: GameView, **changes) -> GameView:
    """``replace(view, **changes)``, built at once: a watched match's boards come in bursts and
    ``replace`` costs as much as the rest of a board's way through the parser and the state."""
    new = _new(GameView)
    _set(new, "__dict__", {**view.__dict__, **changes})  # (there are only ever a few views)
    return new


def _redoubles(value: str) -> str:
    return "none" if value == "0" else value


def _event_name(message: Message) -> str:
    return type(message).__name__


def _text_of(message: Message) -> str:
    if message.raw:
        return message.raw.rstrip()
    if isinstance(message, Unknown):
        return message.text
    return ""


_HANDLERS: dict[type, Callable[[ClientState, Message], Changes]] = {
    Welcome: ClientState._welcome,
    OwnInfo: ClientState._own_info,
    MotdStart: ClientState._motd_start,
    MotdEnd: ClientState._motd_end,
    WhoInfo: ClientState._who_info,
    WhoEnd: ClientState._who_end,
    LogoutNotice: ClientState._logout,
    StoredMessage: ClientState._stored_message,
    ToggleChanged: ClientState._toggle_changed,
    ToggleValue: ClientState._toggle_changed,
    ToggleList: ClientState._toggle_list,
    VariableValue: ClientState._variable_value,
    VariableList: ClientState._variable_list,
    Away: ClientState._away,
    Back: ClientState._back,
    GagList: ClientState._gag_list,
    Gagged: ClientState._gagged_one,
    BlindList: ClientState._blind_list,
    Blinded: ClientState._blinded_one,
    Invitation: ClientState._invitation,
    YouInvited: ClientState._you_invited,
    MatchStarted: ClientState._match_started,
    MatchResumed: ClientState._match_resumed,
    ResumeInfo: ClientState._resume_info,
    OthersMatchStarted: ClientState._others_started,
    NewGame: ClientState._new_game,
    MatchSaved: ClientState._match_saved,
    JoinOrLeave: ClientState._join_or_leave,
    Board: ClientState._board,
    OpeningRoll: ClientState._opening_roll,
    FirstMove: ClientState._first_move,
    YourTurnToMove: ClientState._your_turn_to_move,
    YourTurnToRoll: ClientState._your_turn_to_roll,
    Rolls: ClientState._rolls,
    Moves: ClientState._moves,
    CantMove: ClientState._moves,
    OnlyMove: ClientState._only_move,
    PleaseMove: ClientState._only_move,
    Doubles: ClientState._doubles,
    DoubleAccepted: ClientState._double_accepted,
    DoubleRejected: ClientState._double_rejected,
    ResignOffered: ClientState._resign_offered,
    ResignAccepted: ClientState._resign_accepted,
    ResignRejected: ClientState._resign_rejected,
    GameWon: ClientState._game_won,
    ScoreUpdate: ClientState._score_update,
    MatchWon: ClientState._match_won,
    WatchStarted: ClientState._watch_started,
    WatchStopped: ClientState._watch_stopped,
    NotPlaying: ClientState._not_playing,
    LeftGame: ClientState._left_game,
    GamesHeader: ClientState._games_header,
    GameListing: ClientState._game_listing,
    SavedHeader: ClientState._saved_header,
    SavedMatch: ClientState._saved_match,
    NoSavedGames: ClientState._no_saved_games,
    RatingsHeader: ClientState._ratings_header,
    RatingsEntry: ClientState._ratings_entry,
    WhoisStart: ClientState._whois_start,
}
