"""bgammon.org below the server-neutral line: the session and its state on Qt's event loop, and
the window's link to the server (the board's controller is in :mod:`fibsgui.models.bgammon_game`).

:class:`BgammonClient` owns one :class:`fibsgui.bgammon.session.BgammonSession` at a time and feeds
every event to a :class:`fibsgui.bgammon.state.BgammonState`, re-emitting it with the parts that
changed. :class:`BgammonLink` turns those events into what the window shows (the lobby, chat,
refusals, the console) and the player's actions into bgammon.org commands.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer

from fibsgui.bgammon import commands
from fibsgui.bgammon import follow as following
from fibsgui.bgammon.events import (
    BoardEvent,
    Failed,
    FailedMove,
    Help,
    History,
    Joined,
    Left,
    Malformed,
    MatchList,
    Notice,
    Ping,
    Replay,
    Say,
    Welcome,
)
from fibsgui.bgammon.session import BgammonSession
from fibsgui.bgammon.state import PARTS, BgammonState
from fibsgui.chatlog import GAME, ChatLine
from fibsgui.models.client import ServerClient, SessionEnded
from fibsgui.models.game import GameController
from fibsgui.models.online import failed_login_text, fault_text
from fibsgui.models.server import LobbyEntry, ServerLink, ServerSetting
from fibsgui.session import (
    Cancelled,
    ConnectFailed,
    Fault,
    LoginFailed,
    RegistrationError,
    RegistrationProblem,
    SessionError,
)

log = logging.getLogger(__name__)

#: How often the lobby is asked for while logged in and not in a match (milliseconds).
LOBBY_REFRESH_MS = 30_000

#: The account's settings the player changes here (the ``set`` command's names; the server's
#: ``settings`` event names them with a capital): the ones bgammon.org documents for ``set``.
SETTABLE = ("highlight", "pips", "moves")
#: Shown as the server has them, not changed here: AutoPlay changes what the server does in the
#: player's games (it plays forced moves for them). The others (Flip, Traditional, Advanced, the
#: Mute ones, Dim, Speed) are preferences of bgammon.org's own app that fibsgui does not follow,
#: so they are not shown.
READ_ONLY = ("autoplay",)
#: The server's answers to a ``set`` it does not take (it says nothing when it takes one).
SET_REFUSALS = ("Invalid setting value provided.",
                "Please specify the setting name and value as follows: set <name> <value>")
#: ``follow``/``unfollow`` commands waiting for the server's answer (the oldest answered first).
MAX_FOLLOW_PENDING = 100


def same_name(a: str | None, b: str | None) -> bool:
    return bool(a) and bool(b) and a.lower() == b.lower()


# -- the client ---------------------------------------------------------------------------------
class BgammonClient(ServerClient):
    """A bgammon.org session and its state, on Qt's event loop (qasync): a
    :class:`fibsgui.models.client.ServerClient` whose messages are bgammon.org events, applied to a
    :class:`fibsgui.bgammon.state.BgammonState` and re-emitted with the frozenset of parts they
    changed (:class:`fibsgui.models.client.SessionEnded` with every part when the session has gone
    offline).
    """

    TASK_NAME = "bgammon"

    def __init__(self, parent: QObject | None = None,
                 session_factory: Callable[..., BgammonSession] | None = None) -> None:
        super().__init__(parent, session_factory or BgammonSession)

    def _new_state(self) -> BgammonState:
        return BgammonState()

    def _all_changed(self) -> frozenset[str]:
        return PARTS

    def _not_sent_text(self, word: str) -> str:
        return self.tr("Not connected: {0} was not sent.").format(word)

    @property
    def me(self) -> str | None:
        """The name the server gave (a guest's is made up by the server)."""
        if self.state.me:
            return self.state.me
        session = self.session
        return session.user if session is not None else None

    # -- logging in and out --------------------------------------------------------------------
    def log_in(self, host: str, port: int, name: str, password: str, *, create_account: bool = False,
               email: str = "", language: str = "en") -> None:
        """Connect and log in (``name`` empty: as a guest), or create the account first. Answers
        with :attr:`logged_in` or :attr:`login_failed`."""
        self._spawn(self._log_in(host, int(port), name.strip(), password, create_account, email.strip(),
                                 language))

    async def _log_in(self, host: str, port: int, name: str, password: str, create: bool, email: str,
                      language: str) -> None:
        if self.session is not None:
            await self._close_session()
        try:
            session = self._factory(host, port, language=language)
        except (ValueError, TypeError) as exc:  # e.g. a language the client id cannot carry
            self.login_failed.emit(self.tr("The login did not work: {0}").format(exc))
            return

        def log_in() -> Any:
            if create:
                return session.register(email, name, password)
            if not name:
                return session.login_guest()
            return session.login(name, password)

        await self._log_in_with(session, log_in, f"as {name or 'a guest'} at {host}:{port}",
                                lambda exc: self._login_error_text(exc, name, host, port),
                                (SessionError, OSError, ValueError))

    def _login_error_text(self, error: BaseException, name: str, host: str, port: int) -> str:
        """What went wrong with a login or a registration, in words ("" for a cancelled login)."""
        if isinstance(error, Cancelled):
            return ""
        if isinstance(error, RegistrationError):
            if error.problem is RegistrationProblem.NAME_TAKEN:
                return self.tr("The name {0} is already taken. Please choose another one.").format(name)
            if error.problem is RegistrationProblem.NO_PASSWORD:
                return self.tr("Please give a password.")
            if error.server_text:
                return self.tr("The server did not create the account: {0}").format(error.server_text)
            if error.problem is RegistrationProblem.INVALID_NAME:
                return self.tr("A bgammon.org name has only letters, digits and '_', and not only digits: "
                               "{0} cannot be used.").format(name)
            return self.tr("The server did not create the account: {0}").format(error)
        if isinstance(error, LoginFailed):
            return self._refusal_text(error, name, host, port)
        if isinstance(error, ConnectFailed):
            if error.fault in (Fault.SILENT, Fault.NO_PROMPT):
                return self.tr("{0}:{1} accepted the connection but did not answer: it may not be a "
                               "bgammon.org server, or it may be overloaded.").format(host, port)
            if error.fault is Fault.NO_WELCOME:
                return self.tr("{0}:{1} accepted the connection but did not answer the login like a "
                               "bgammon.org server.").format(host, port)
            text = fault_text(error.fault, host, port, name)
            if text:
                return text
        return failed_login_text(error, host, port)

    def _refusal_text(self, error: LoginFailed, name: str, host: str, port: int) -> str:
        """A refused login in words: the usual refusals in the user's language, another one in the
        server's own words."""
        words = error.words[:300]
        lower = words.lower()
        if "no account was found" in lower or ("password" in lower and ("invalid" in lower or "incorrect" in lower)):
            return fault_text(Fault.LOGIN_REFUSED, host, port, name)
        if "already in use" in lower or "already logged in" in lower:
            return self.tr("Someone is already logged in to {0} as {1}. Choose another name, or log out "
                           "there first.").format(host, name or self.tr("that guest name"))
        if words:
            return self.tr("{0} refused the login: {1}").format(host, words)
        return fault_text(Fault.LOGIN_REFUSED, host, port, name)

    def log_out(self) -> None:
        """Say ``disconnect`` and close; the session does not reconnect."""
        super().log_out()


# -- the link -----------------------------------------------------------------------------------
_DROPPED = "dropped a line of "


class BgammonLink(ServerLink):
    """The window's link to bgammon.org through a :class:`BgammonClient`."""

    features = frozenset({"lobby", "say", "rematch", "follow", "history", "replay", "settings"})

    def __init__(self, client: BgammonClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        client.received.connect(self._received)
        client.problem.connect(self.problem)
        client.logged_in.connect(self._logged_in)
        self.lobby_refresh_ms = LOBBY_REFRESH_MS
        self._lobby_timer = QTimer(self)
        self._lobby_timer.timeout.connect(self._refresh_tick)
        self._guest = False
        # values sent with ``set`` (the server answers a setting it takes with nothing), by the
        # settings event's name, the last sent last; a new settings event replaces them
        self._sent_settings: dict[str, bool] = {}
        # follow (True) and unfollow (False) commands waiting for the server's answer, oldest first
        self._follow_pending: deque[tuple[str, bool]] = deque(maxlen=MAX_FOLLOW_PENDING)
        # players followed since the login: the login's notices did not say whether they are online
        self._followed_since_login: set[str] = set()
        # the match whose log the window keeps: joining it again (the server's rejoin after a
        # dropped connection) goes on with the same log
        self._match_id: int | None = None

    # -- what the link knows ---------------------------------------------------------------------
    @property
    def me(self) -> str | None:
        return self.client.me

    @property
    def account(self) -> str | None:
        me, connection = self.me, self.client.connection
        if self._guest or not me or not self.client.online:
            return None
        return f"{me.lower()}@{connection.host}:{connection.port}"

    def rating_of(self, name: str) -> tuple[float | None, int | None]:
        """The rating bgammon.org gives ``name`` on the board of the match shown (it has no
        experience, and tells no one else's rating)."""
        game = self.client.state.game
        if game is not None and name:
            for player in (game.player1, game.player2):
                if same_name(player.name, name) and player.rating > 0:
                    return float(player.rating), None
        return None, None

    @property
    def server_settings(self) -> tuple[ServerSetting, ...] | None:
        values = dict(self.client.state.settings)
        if not values or not self.client.online:
            return None
        values.update(self._sent_settings)
        labels = {
            "highlight": self.tr("Highlight the legal moves"),
            "pips": self.tr("Show the pip counts"),
            "moves": self.tr("Show the moves made"),
            "autoplay": self.tr("The server plays forced moves for you"),
        }
        tips = {
            "highlight": self.tr("Kept with your bgammon.org account (set highlight)"),
            "pips": self.tr("Kept with your bgammon.org account (set pips)"),
            "moves": self.tr("Kept with your bgammon.org account (set moves)"),
            "autoplay": self.tr("Changed in bgammon.org's own app; shown because it changes what the "
                                "server does in your games"),
        }
        shown = []
        for name in SETTABLE + READ_ONLY:
            value = values.get(name.capitalize() if name != "autoplay" else "AutoPlay")
            if isinstance(value, bool):
                shown.append(ServerSetting(name, labels[name], value, name in SETTABLE, tips[name]))
        return tuple(shown)

    def followed_online(self, name: str) -> bool | None:
        if not self.client.online or not isinstance(name, str):
            return None
        key = name.lower()
        said = self.client.state.followed.get(key)
        if said is not None:
            return said
        if key in self._followed_since_login:
            return None
        return False  # at the login the server names every followed player who is online

    def name_problem(self, name: str) -> str:
        problem = following.name_problem(name)
        shown = name if len(name) <= 30 else name[:30] + "…"
        if problem == "empty":
            return self.tr("Please give a player's name.")
        if problem == "too long":
            return self.tr("A bgammon.org name has at most {0} characters: {1} has {2}.").format(
                following.MAX_ACCOUNT_NAME, shown, len(name))
        if problem == "characters":
            return self.tr("A bgammon.org name has only letters, digits and '_': {0} is not one.").format(shown)
        if problem == "digits":
            return self.tr("A bgammon.org name is not only digits: {0} is not one.").format(shown)
        return ""

    @property
    def playing(self) -> bool:
        state = self.client.state
        return state.in_match and not state.spectating

    @property
    def watching(self) -> bool:
        state = self.client.state
        return state.in_match and state.spectating

    @property
    def opponent(self) -> str | None:
        return self.client.state.opponent

    def make_game_controller(self, parent: QObject | None = None) -> GameController:
        from fibsgui.models.bgammon_game import BgammonGameController

        return BgammonGameController(self.client, parent)

    # -- what bgammon.org tells ------------------------------------------------------------------
    def _logged_in(self, info: Any) -> None:
        self._guest = bool(getattr(info, "guest", False))
        self._lobby_timer.start(self.lobby_refresh_ms)
        self.followed_seen.emit()  # the account is known now

    def _refresh_tick(self) -> None:
        # during a match too: the lobby stays beside the board, and a list of the matches as they
        # were when the match began would tell the player no one waits when others do
        if self.client.is_logged_in:
            self.refresh_lobby()

    def _received(self, event: Any, parts: Any) -> None:
        if isinstance(event, SessionEnded):
            self._lobby_timer.stop()
            self._sent_settings.clear()
            self._follow_pending.clear()
            self._followed_since_login.clear()
            self.followed_seen.emit()
            self._match_id = None
            self.session_ended.emit()
            return
        if isinstance(event, Ping):
            return  # the session answers; nothing to show
        if isinstance(event, Malformed) and not event.raw and event.reason.startswith(_DROPPED):
            size = event.reason[len(_DROPPED):].split(" ", 1)[0]
            if size.isdigit():
                self.line_dropped.emit(int(size))
                return
        raw = event.raw.rstrip("\r\n")
        if raw:
            self.console_text.emit(raw)
        if isinstance(event, Notice):
            self.console_text.emit(event.message)
            self._notice(event.message)
        elif isinstance(event, Help):
            self.console_text.emit(f"{event.topic} {event.message}".strip())
        elif isinstance(event, Malformed):
            self.console_text.emit(self.tr("A line from the server could not be read: {0}").format(event.reason))
        if isinstance(event, FailedMove):
            self.refused.emit(event.reason or self.tr("The move was refused."))
        elif isinstance(event, Failed):
            self.refused.emit(event.reason or self.tr("The server refused the command ({0}).").format(event.kind))
        if isinstance(event, MatchList):
            self.lobby_changed.emit([
                LobbyEntry(g.id, g.name, g.points, g.players, g.password, g.rating) for g in event.games])
        if isinstance(event, Joined) and same_name(event.player, self.me):
            started, self._match_id = event.game_id != self._match_id, event.game_id
            self.game_changed.emit("started" if started else "")
        elif isinstance(event, BoardEvent):
            self.game_changed.emit("board")
        elif parts & {"game", "opponent"}:
            if isinstance(event, Left) and same_name(event.player, self.me):
                self._match_id = None
            self.game_changed.emit("")
        if "settings" in parts:
            self._sent_settings.clear()  # the server's own values now
            self.settings_changed.emit()
        if isinstance(event, Welcome):
            self._followed_since_login.clear()  # the server says afresh who is online
            self.followed_seen.emit()
        elif "followed" in parts:
            self.followed_seen.emit()
        if isinstance(event, Say):
            self.chat_line.emit(ChatLine(GAME, "say", event.player, event.message))
        elif isinstance(event, History):
            self.history_received.emit(event)
        elif isinstance(event, Replay):
            self.replay_received.emit(event)

    def _notice(self, message: str) -> None:
        """A notice that answers ``set``, ``follow`` or ``unfollow``."""
        if message in SET_REFUSALS and self._sent_settings:
            # the server answers at once: the refusal is the last value sent
            field = next(reversed(self._sent_settings))
            del self._sent_settings[field]
            self.refused.emit(message)
            value = self.client.state.settings.get(field)
            if isinstance(value, bool):
                self.setting_answered.emit(field.lower(), value)
            self.settings_changed.emit()
            return
        said = following.follow_notice(message)
        if said is None or said.kind in (following.ONLINE, following.OFFLINE):
            return
        if said.kind in (following.FOLLOWED, following.UNFOLLOWED):
            followed = said.kind == following.FOLLOWED
            for i, (name, _) in enumerate(self._follow_pending):
                if name.lower() == said.name.lower():
                    del self._follow_pending[i]
                    break
            if followed:
                self._followed_since_login.add(said.name.lower())
            self.following_changed.emit(said.name, followed, "")
            return
        # a refusal names no one: it answers the oldest command of its kind still waiting
        wanted = said.kind == following.FOLLOW_REFUSED
        for i, (name, follow) in enumerate(self._follow_pending):
            if follow == wanted:
                del self._follow_pending[i]
                self.following_changed.emit(name, False, message)
                return

    # -- what the player asks ----------------------------------------------------------------------
    def _none(self, what: str) -> None:
        self.problem.emit(self.tr("bgammon.org has no {0}.").format(what))

    def say(self, kind: str, target: str, text: str) -> bool:
        if kind != "say":
            self.problem.emit(self.tr("bgammon.org has only chat within a match (say), no {0}.").format(kind))
            return False
        if not self.client.command(commands.say, text):
            return False
        self.chat_line.emit(ChatLine(GAME, "say", self.me or "", text.strip(), own=True))
        return True

    def player_action(self, action: str, name: str, argument: int = 0) -> None:
        if action == "watch":
            self.join_match(name)
            return
        texts = {
            "invite": self.tr("bgammon.org has no invitations: create a match in the lobby, or join one."),
            "look": self.tr("bgammon.org cannot show another match's board without joining it."),
            "whois": self.tr("bgammon.org has no player details; see a player's history instead."),
            "gag": self.tr("bgammon.org cannot silence a player."),
            "blind": self.tr("bgammon.org cannot hide a player."),
            "waitfor": self.tr("bgammon.org cannot wait for a player; follow them to hear when they come."),
        }
        self.problem.emit(texts.get(action, self.tr("bgammon.org has no such action: {0}.").format(action)))

    def refresh_games(self) -> None:
        self.refresh_lobby()  # the lobby lists the matches in progress too

    def refresh_board(self) -> None:
        self.client.command(commands.board)

    def refresh_saved(self) -> None:
        self.problem.emit(self.tr("bgammon.org keeps no saved matches: an unfinished match waits only while "
                                  "its players come back."))

    def join(self, name: str) -> None:
        self.problem.emit(self.tr("bgammon.org has no invitations: join {0}'s match from the lobby.").format(name))

    def cancel_invitation(self, name: str) -> None:
        self.problem.emit(self.tr("bgammon.org has no invitations to withdraw."))

    def leave(self) -> None:
        self.client.command(commands.leave)

    def unwatch(self) -> None:
        self.client.command(commands.leave)  # a spectator leaves the match like a player

    def set_ready(self, ready: bool) -> None:
        self.problem.emit(self.tr("bgammon.org has no ready status: create a match in the lobby to play."))

    def set_away(self, away: bool, text: str) -> None:
        self.problem.emit(self.tr("bgammon.org has no away status."))

    def toggle(self, name: str) -> None:
        self.problem.emit(self.tr("bgammon.org has no server toggles such as {0}.").format(name))

    def set_variable(self, name: str, value: str) -> None:
        self.problem.emit(self.tr("bgammon.org has no server variables such as {0}.").format(name))

    def save_settings(self) -> None:
        self.problem.emit(self.tr("bgammon.org keeps its settings by itself: there is nothing to save."))

    def set_server_setting(self, name: str, value: bool) -> None:
        """``set <name> <0|1>`` for one of :data:`SETTABLE`; the server answers a setting it takes
        with nothing, so the value sent is shown as the server's until it says otherwise."""
        if name not in SETTABLE:
            self.problem.emit(self.tr("bgammon.org's setting {0} is not changed here.").format(name))
            return
        if self.client.command(commands.set_setting, name, bool(value)):
            field = name.capitalize()
            self._sent_settings.pop(field, None)  # the last one sent goes last
            self._sent_settings[field] = bool(value)
            self.settings_changed.emit()

    def refresh_lobby(self) -> None:
        self.client.command(commands.list_matches)

    def create_match(self, points: int, variant: int = 0, name: str = "", password: str | None = None) -> None:
        self.client.command(commands.create, points, variant, password=password or None, name=name or "")

    def join_match(self, target: str | int, password: str | None = None) -> None:
        if isinstance(target, str):
            target = target.strip()
            if target.isdigit():
                target = int(target)
        self.client.command(commands.join, target, password or None)

    def rematch(self) -> None:
        self.client.command(commands.rematch)

    def follow(self, name: str, follow: bool = True) -> bool:
        """``follow <name>`` or ``unfollow <name>``; :attr:`following_changed` answers."""
        problem = self.name_problem(name) if isinstance(name, str) else self.tr("Please give a player's name.")
        if problem:
            self.problem.emit(problem)
            return False
        if not self.client.command(commands.follow if follow else commands.unfollow, name):
            return False
        self._awaiting(name, follow)
        return True

    def _awaiting(self, name: str, follow: bool) -> None:
        """A ``follow``/``unfollow`` went out: its answer is awaited, and a player followed now is
        not known to be online or not (the login's notices came before)."""
        self._follow_pending.append((name, follow))
        if follow and not following.name_problem(name):
            self._followed_since_login.add(name.lower())

    def history(self, name: str, page: int | None = None) -> None:
        """Ask for a player's match history (the ``history`` event answers)."""
        self.client.command(commands.history, name, page)

    def replay(self, game_id: int | None = None) -> None:
        """Ask for a game's replay (without an ID, the game just finished)."""
        self.client.command(commands.replay, game_id)

    def send_raw(self, text: str) -> None:
        words = text.split()
        if words and self.client.send(text.strip()):
            if len(words) > 1 and words[0].lower() in ("follow", "unfollow"):
                self._awaiting(words[1], words[0].lower() == "follow")

