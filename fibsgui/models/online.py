"""Online play: the FIBS session and the client state on Qt's event loop, and the game controller
that shows a FIBS match on the board.

:class:`OnlineClient` owns one :class:`fibsgui.session.FibsSession` at a time. It runs on the asyncio
loop that qasync shares with Qt (no threads), feeds every parsed message to a
:class:`fibsgui.clip.ClientState` and re-emits it with the change set, so item models and widgets
update from one signal. :class:`OnlineGameController` is the board's :class:`GameController` for
the match being played or watched: it builds snapshots from the server's rawboards and sends one
FIBS command per action (one ``move`` for a whole play).
"""

from __future__ import annotations

import asyncio
import logging
import os
from dataclasses import replace
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from fibsgui import clip
from fibsgui.bg import BackgammonError, GameState, MatchState, Play, Position
from fibsgui.models.client import ServerClient, SessionEnded  # noqa: F401 (SessionEnded is named here too)
from fibsgui.models.game import Action, GameController, GameSnapshot, Movement
from fibsgui.session import (
    Cancelled,
    ConnectFailed,
    Fault,
    FibsSession,
    LoginFailed,
    RegistrationError,
    RegistrationProblem,
    Status,
)

log = logging.getLogger(__name__)


def fault_text(fault: Fault | None, host: str, port: int, name: str = "") -> str:
    """Why a connection attempt failed or a session ended, in words for the user ("" when the
    fault is not one of :class:`fibsgui.session.Fault`)."""
    if fault is Fault.HOST_NOT_FOUND:
        return QCoreApplication.translate(
            "OnlineClient", "The server name {0} was not found. Check the server address and your "
            "network.").format(host)
    if fault is Fault.REFUSED:
        return QCoreApplication.translate(
            "OnlineClient", "{0} refused the connection on port {1}: no server is running there now. "
            "Try again later, or check the server address.").format(host, port)
    if fault is Fault.TIMEOUT:
        return QCoreApplication.translate(
            "OnlineClient", "{0} did not answer on port {1}. Check your connection or try again "
            "later.").format(host, port)
    if fault is Fault.UNREACHABLE:
        return QCoreApplication.translate(
            "OnlineClient", "{0} cannot be reached from this computer on port {1}. Check your network "
            "connection and the server address.").format(host, port)
    if fault is Fault.SILENT:
        return QCoreApplication.translate(
            "OnlineClient", "{0}:{1} accepted the connection but did not answer: no login prompt came. "
            "It may not be a FIBS server, or it may be overloaded.").format(host, port)
    if fault is Fault.NO_PROMPT:
        return QCoreApplication.translate(
            "OnlineClient", "{0}:{1} accepted the connection but did not answer like a FIBS server: it "
            "sent something other than a login prompt.").format(host, port)
    if fault is Fault.NO_WELCOME:
        return QCoreApplication.translate(
            "OnlineClient", "{0}:{1} accepted the connection and the login, but did not answer the "
            "login.").format(host, port)
    if fault is Fault.CLOSED:
        return QCoreApplication.translate(
            "OnlineClient", "{0} closed the connection on port {1} before the login was done. Try again "
            "later.").format(host, port)
    if fault is Fault.RESET:
        return QCoreApplication.translate(
            "OnlineClient", "The connection to {0} on port {1} broke before the login was done. Try "
            "again later.").format(host, port)
    if fault is Fault.LOGIN_REFUSED:
        return QCoreApplication.translate(
            "OnlineClient", "The server refused the login as {0}: wrong name or password.").format(name)
    if fault is Fault.LOST:
        return QCoreApplication.translate("OnlineClient", "The connection to the server was lost.")
    if fault is Fault.GAVE_UP:
        return QCoreApplication.translate(
            "OnlineClient", "The connection to the server was lost, and the attempts to connect again "
            "failed.")
    if fault is Fault.QUICK_DROPS:
        return QCoreApplication.translate(
            "OnlineClient", "The server keeps closing the connection right after the login. Is this "
            "account logged in somewhere else?")
    return ""


def login_error_text(error: BaseException, name: str, host: str, port: int) -> str:
    """What went wrong with a login or a registration, in words for the user ("" for a login the
    user cancelled: nothing went wrong)."""
    if isinstance(error, Cancelled):
        return ""
    if isinstance(error, RegistrationError):
        texts = {
            RegistrationProblem.NAME_TAKEN: QCoreApplication.translate(
                "OnlineClient", "The name {0} is already taken. Please choose another one."),
            RegistrationProblem.INVALID_NAME: QCoreApplication.translate(
                "OnlineClient", "A FIBS name may only contain letters and '_': {0} cannot be used."),
            RegistrationProblem.NO_PASSWORD: QCoreApplication.translate("OnlineClient", "Please give a password."),
            RegistrationProblem.PASSWORD_TOO_SHORT: QCoreApplication.translate(
                "OnlineClient", "The password must have at least 4 characters."),
            RegistrationProblem.INVALID_PASSWORD: QCoreApplication.translate(
                "OnlineClient", "A password cannot contain spaces."),
            RegistrationProblem.PASSWORDS_DIFFER: QCoreApplication.translate(
                "OnlineClient", "The server read two different passwords. Please try again."),
            RegistrationProblem.SITE_REFUSED: QCoreApplication.translate(
                "OnlineClient", "The server does not allow new accounts from your network."),
        }
        text = texts.get(error.problem)
        if text is None:
            return QCoreApplication.translate("OnlineClient", "The server did not create the account: {0}").format(
                error.server_text or str(error))
        return text.format(name)
    if isinstance(error, LoginFailed):
        return fault_text(Fault.LOGIN_REFUSED, host, port, name)
    if isinstance(error, ConnectFailed) and error.fault is not None:
        return fault_text(error.fault, host, port, name)
    return failed_login_text(error, host, port)


def failed_login_text(error: BaseException, host: str, port: int) -> str:
    """A login that failed for a reason without words of its own, in words for the user: the
    system's words for a system error, never Python's text of the exception."""
    if isinstance(error, ConnectFailed):
        return QCoreApplication.translate(
            "OnlineClient", "Cannot connect to {0} on port {1}. Check your network connection and the "
            "server address.").format(host, port)
    if isinstance(error, OSError) and isinstance(error.errno, int):  # the system's words, not asyncio's
        return QCoreApplication.translate("OnlineClient", "The login to {0} did not work: {1}.").format(
            host, os.strerror(error.errno))
    return QCoreApplication.translate("OnlineClient", "The login to {0} did not work. Please try again.").format(
        host)


class OnlineClient(ServerClient):
    """A FIBS session and its client state, on Qt's event loop (qasync): a
    :class:`fibsgui.models.client.ServerClient` whose messages are clip messages, applied to a
    :class:`fibsgui.clip.ClientState` and re-emitted with its :class:`fibsgui.clip.Changes`
    (:class:`SessionEnded` with every part changed when the session has gone offline)."""

    TASK_NAME = "online"

    def __init__(self, parent: QObject | None = None,
                 session_factory: Callable[..., FibsSession] | None = None) -> None:
        super().__init__(parent, session_factory or FibsSession)

    def _new_state(self) -> clip.ClientState:
        return clip.ClientState()

    def _all_changed(self) -> clip.Changes:
        return clip.Changes(clip.PARTS)

    def _not_sent_text(self, word: str) -> str:
        return QCoreApplication.translate("OnlineClient", "Not connected: {0} was not sent.").format(word)

    @property
    def me(self) -> str | None:
        return self.state.me

    # -- logging in and out --------------------------------------------------------------------
    def log_in(self, host: str, port: int, name: str, password: str, *,
               create_account: bool = False) -> asyncio.Task:
        """Connect and log in (or create the account first) in the background. Answers with
        :attr:`logged_in` or :attr:`login_failed`."""
        return self._spawn(self._log_in(host, port, name, password, create_account))

    async def _log_in(self, host: str, port: int, name: str, password: str, create: bool) -> None:
        if self.session is not None:
            await self._close_session()
        session = self._factory(host, port)
        await self._log_in_with(
            session, lambda: session.create_account(name, password) if create else session.login(name, password),
            f"as {name} at {host}:{port}", lambda exc: login_error_text(exc, name, host, port))


_CHAT_EVENTS = ()


class OnlineGameController(GameController):
    """The match being played or watched on FIBS, as the board shows it.

    Side 0 is the player at the bottom: the user when playing, the watched player when watching.
    """

    # wait this long for the server's own move (automove / greedy) before opening the turn
    SERVER_MOVE_GRACE_MS = 1500

    def __init__(self, client: OnlineClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.server_automove = False
        self.server_greedy = False
        self._opened: tuple | None = None  # (position id, dice) of the turn opened last
        self._provisional: Position | None = None  # our sent play, until the server's board
        # the board after a play the server told of in words ("bob moves 6-off 5-off ."), until
        # its next board: a server that sends no board after a game's last play (BaldLies) ends
        # the game on it
        self._told: Position | None = None
        # a board on the player's turn to roll that no "It's your turn" came with (BaldLies in the
        # Crawford game): Roll is offered once the server has had time to roll itself
        self._roll_timer = QTimer(self)
        self._roll_timer.setSingleShot(True)
        self._roll_timer.timeout.connect(self._offer_roll)
        self._roll_board: Any = None  # the board waited on
        self._server_board: Any = None  # the last board the server sent (not one changed by words)
        self._rolled_since_board = False  # a roll told since that board
        self._roll_offered: Any = None  # the board on which Roll is offered without the words
        self._error = ""
        self._wait_timer = QTimer(self)
        self._wait_timer.setSingleShot(True)
        self._wait_timer.timeout.connect(self._open_waiting_turn)
        self._waiting_turn: tuple[Position, tuple[int, int], tuple] | None = None
        self._last_roll: tuple[int, int, tuple[int, int]] | None = None  # (number, side, dice)
        client.received.connect(self._received)
        client.connection_changed.connect(self._connection_changed)

    # -- what is shown -------------------------------------------------------------------------
    def view(self) -> Any:
        """The clip GameView shown: the own match, else the watched one."""
        state = self.client.state
        return state.game if state.game is not None else state.watched

    @property
    def watching(self) -> bool:
        state = self.client.state
        return state.game is None and state.watched is not None

    def _connection_changed(self, state: Any) -> None:
        """Nothing can be sent while the connection is down (reconnecting): no action is offered,
        and the turn opens again from the server's board once it is back."""
        if self.client.connection.status is Status.RECONNECTING:
            self._opened = None
        if self.view() is not None:
            self._update()

    def _received(self, message: Any, changes: Any) -> None:
        if isinstance(message, clip.WhoInfo) and not changes.parts & {"game", "watching", "toggles"}:
            return  # someone else's status: nothing on the board changes
        toggles = self.client.state.toggles
        self.server_automove = bool(toggles.get("automove", False))
        self.server_greedy = bool(toggles.get("greedy", False))
        animate = self._movement_for(message)
        self._log_message(message)
        if isinstance(message, clip.Rolls):
            self._roll_told(message)
            self._rolled_since_board = True
        elif isinstance(message, clip.Board):
            self._server_board = message
            self._rolled_since_board = False
        refresh = bool({"game", "watching"} & changes.parts) or animate is not None
        if isinstance(message, clip.Error) and self._provisional is not None:
            # the server refused the play we sent: take the turn up again from its board
            self._provisional = None
            self._opened = None
            self._error = message.text
            refresh = True
        if not refresh:
            return
        if isinstance(message, clip.Board):
            self._provisional = None
            self._told = None
            self._error = ""
        if animate is not None:
            try:
                self._told = animate.before.with_turn(animate.side).apply(animate.moves)
            except BackgammonError:
                self._told = None
            self.moved.emit(animate)
        self._update()

    def _roll_told(self, message: Any) -> None:
        view = self.view()
        if view is None:
            return
        side = 0 if message.name is None and not self.watching or message.name == view.player else 1
        number = self._last_roll[0] + 1 if self._last_roll is not None else 1
        self._last_roll = (number, side, tuple(message.dice))

    def _movement_for(self, message: Any) -> Movement | None:
        """The checkers someone else moved (the opponent, the server's automove, either player
        of a watched match), to animate before the next board."""
        view = self.view()
        if view is None or view.board is None:
            return None
        board = view.board
        if isinstance(message, clip.Moves):
            if message.name is None:
                return None  # our own play: moved by hand already
            side = 0 if message.name == view.player else 1
            text = message.play
        elif isinstance(message, clip.OnlyMove):
            side, text = 0, message.play
        else:
            return None
        direction = board.direction if side == 0 else -board.direction
        before = self.snapshot().position
        try:
            play = Play.from_fibs(text, direction)
            before.with_turn(side).apply(play)  # check it fits the position shown
        except (BackgammonError, ValueError):
            return None
        return Movement(side, before, tuple(play), board.dice if board.dice_side == side else None)

    def _update(self) -> None:
        self._watch_roll()
        self._snapshot = self._make_snapshot()
        self._maybe_open_turn()
        self.changed.emit()

    def _make_snapshot(self) -> GameSnapshot:
        view = self.view()
        if view is None:
            return GameSnapshot()
        watching = self.watching
        me_name = view.player
        names = (me_name, view.opponent)
        board = view.board
        if board is None:
            match = self._match_state(MatchState(length=view.length), view)
            return GameSnapshot(match=match, names=names, active=False, message=self._waiting_text(view),
                                match_winner=view.match_winner, watching=watching)
        position = board.position
        match = self._match_state(board.match, view)
        dice = board.dice
        dice_side = board.dice_side
        over = view.game_over is not None or view.match_winner is not None
        if self._provisional is not None and over:
            # the server's words end the game on the play sent ("You win the game ...") and no
            # board follows it (BaldLies): the play is the server's
            self._told, self._provisional = self._provisional, None
        provisional = self._provisional is not None
        if self._provisional is not None:
            position, dice, dice_side = self._provisional, None, None
        elif self._told is not None:
            position, dice, dice_side = self._told, None, None  # a play told in words, no board yet
        actions: set[Action] = set()
        resignation = None
        if view.resign_offer is not None:
            side, points = view.resign_offer
            kind = max(1, min(3, points // max(match.cube, 1)))
            resignation = (side, kind)
        connected = self.client.connection.status is not Status.RECONNECTING
        if not watching and not over and connected:
            if view.double_offer == 1:
                actions |= {Action.TAKE, Action.DROP}
            elif resignation is not None and resignation[0] == 1:
                actions |= {Action.ACCEPT, Action.REJECT}
            elif view.double_offer is None and resignation is None:
                if view.may_roll or (self._roll_offered is board and self._to_roll(view, board)):
                    actions.add(Action.ROLL)
                    if board.player_may_double and not match.crawford:
                        actions.add(Action.DOUBLE)
                elif (self._provisional is None and dice is not None and dice_side == 0
                      and board.on_turn == 0 and self._can_play(position, dice)):
                    actions.add(Action.MOVE)
                actions.add(Action.RESIGN)
        if not watching and connected and view.waiting_for_join and view.match_winner is None:
            actions.add(Action.NEW_GAME)
        if Action.MOVE not in actions:
            self._turn = None
            self._waiting_turn = None
            self._wait_timer.stop()
        return GameSnapshot(
            position=position, match=match, me=0, names=names, dice=dice, dice_side=dice_side,
            actions=frozenset(actions), double_offer=view.double_offer, resignation=resignation,
            game_result=view.game_over, match_winner=view.match_winner,
            thinking=connected and not watching and not actions and not over,
            message=self._error or self._waiting_text(view), active=not over, watching=watching,
            provisional=provisional, last_roll=self._last_roll,
        )

    @staticmethod
    def _can_play(position: Position, dice: tuple[int, int]) -> bool:
        """Whether the player has a legal play of ``dice`` (without one the server passes the
        turn itself, and nothing is offered to move)."""
        try:
            return position.with_turn(0).legal_plays(dice).steps > 0
        except BackgammonError:
            return True

    def _to_roll(self, view: Any, board: Any) -> bool:
        """Whether the board itself says the player is to roll: the player's turn, no dice, no
        double or resignation waiting, the game going on."""
        return (self.view() is view and not self.watching and board is self._server_board
                and not self._rolled_since_board and board.on_turn == 0 and board.dice_side is None
                and not board.was_doubled and view.double_offer is None and view.resign_offer is None
                and view.game_over is None and view.match_winner is None and self._provisional is None)

    def _watch_roll(self) -> None:
        """A board on the player's turn to roll without the server's words: wait a little for the
        server to roll itself (FIBS does when the player may not double), then offer Roll."""
        view = self.view()
        board = view.board if view is not None else None
        if board is None or view.may_roll or not self._to_roll(view, board):
            self._roll_timer.stop()
            self._roll_board = None
            return
        if self._roll_board is board or self._roll_offered is board:
            return
        self._roll_board = board
        self._roll_timer.start(self.SERVER_MOVE_GRACE_MS)

    def _offer_roll(self) -> None:
        view = self.view()
        board = view.board if view is not None else None
        if board is None or board is not self._roll_board:
            return
        self._roll_offered = board
        self._update()

    @staticmethod
    def _match_state(match: MatchState, view: Any) -> MatchState:
        """``match`` (from the board) with the score of ``view``: the score as the server last
        reported it, also a final score past the match length (FIBS counts every point won: 2-0 in
        a 1-point match won with a gammon)."""
        score = tuple(view.score)
        if view.match_winner is not None:
            try:
                return replace(match, length=view.length, score=score, state=GameState.OVER,
                               double_offered=False, resigned=0, dice=(0, 0))
            except ValueError:
                log.warning("final score %r of a %r point match cannot be shown", score, view.length)
                return match
        if match.score == score:
            return match
        try:
            return replace(match, score=score)
        except ValueError:
            log.warning("score %r of a %r point match cannot be shown", score, match.length)
            return match

    def _waiting_text(self, view: Any) -> str:
        if self.client.connection.status is Status.RECONNECTING:
            return QCoreApplication.translate(
                "OnlineGame", "The connection was lost: reconnecting, the match goes on when it is back")
        if self.watching:
            return QCoreApplication.translate("OnlineGame", "Watching {0} against {1}").format(
                view.player, view.opponent)
        return ""

    def retranslate(self) -> None:
        self._snapshot = self._make_snapshot()
        self.changed.emit()

    # -- the player's turn -----------------------------------------------------------------------
    def _maybe_open_turn(self) -> None:
        snapshot = self._snapshot
        if Action.MOVE not in snapshot.actions or snapshot.dice is None:
            return
        position = snapshot.position.with_turn(0)
        key = (position.position_id(), snapshot.dice, snapshot.match.score)
        if self._opened == key:
            return
        self._opened = key
        # a new position or roll: the turn opened on the previous one (its checkers and dice) is over
        self._end_turn()
        self._waiting_turn = None
        self._wait_timer.stop()
        legal = position.legal_plays(snapshot.dice)
        if self._server_will_move(position, legal):
            self._waiting_turn = (position, snapshot.dice, key)
            self._wait_timer.start(self.SERVER_MOVE_GRACE_MS)
            return
        self._begin_turn(position, snapshot.dice)

    def _server_will_move(self, position: Position, legal: Any) -> bool:
        """Whether FIBS plays this roll itself: a forced play with ``automove`` on, or a roll that
        bears off a checker with every die with ``greedy`` on."""
        if legal.steps == 0:
            return True  # FIBS says "You can't move" and passes the turn itself
        if self.server_automove and len(legal) == 1:
            return True
        if self.server_greedy:
            for play in legal:
                if play and all(move.to_point == 0 for move in play):
                    return True
        return False

    def _open_waiting_turn(self) -> None:
        waiting, self._waiting_turn = self._waiting_turn, None
        if waiting is None or self._opened != waiting[2] or Action.MOVE not in self._snapshot.actions:
            return
        position, dice, _ = waiting
        if position.legal_plays(dice).steps == 0:
            return
        self._begin_turn(position, dice)

    def _submit_play(self, play: Play) -> None:
        view = self.view()
        if view is None or view.board is None:
            return
        if not play:
            return  # FIBS passes a turn without a legal move itself
        position = self._snapshot.position.with_turn(0)
        if not self.client.command(clip.commands.move, play, view.board.direction):
            self._opened = None
            self._update()
            return
        self.logged.emit(self.tr("You move {0}").format(play.fibs(view.board.direction)))
        try:
            self._provisional = position.apply(play)
        except BackgammonError:
            self._provisional = None
        self._snapshot = self._make_snapshot()
        self.changed.emit()

    # -- actions ---------------------------------------------------------------------------------
    def roll(self) -> None:
        self.client.command(clip.commands.roll)

    def double(self) -> None:
        self.client.command(clip.commands.double)

    def take(self) -> None:
        self.client.command(clip.commands.accept)

    def drop(self) -> None:
        self.client.command(clip.commands.reject)

    def resign(self, kind: int) -> None:
        self.client.command(clip.commands.resign, kind)

    def accept_resignation(self) -> None:
        self.client.command(clip.commands.accept)

    def reject_resignation(self) -> None:
        self.client.command(clip.commands.reject)

    def next_game(self) -> None:
        self.client.command(clip.commands.join)

    # -- the game log --------------------------------------------------------------------------
    def _offered_cube(self) -> int | None:
        """The cube value a double offered now would turn the cube to (None without a board)."""
        view = self.view()
        if view is None or view.board is None:
            return None
        return view.board.cube * 2

    def _log_message(self, message: Any) -> None:
        text = self._log_text(message)
        if text:
            self.logged.emit(text)

    def _log_text(self, message: Any) -> str:
        """One line of the game log for a game message, in words (empty for other messages). A message
        without a name tells what the user did: it has sentences of its own, which every language words
        in its own way."""
        name = getattr(message, "name", None)
        mine = name is None
        if mine and self.watching and hasattr(message, "name"):
            return ""  # "You ...": the user plays in no match shown here (the console has the line)
        if isinstance(message, clip.Rolls):
            if mine:
                return self.tr("You roll {0}-{1}").format(*message.dice)
            return self.tr("{0} rolls {1}-{2}").format(name, *message.dice)
        if isinstance(message, clip.Moves):
            if mine:
                return self.tr("You move {0}").format(message.play)
            return self.tr("{0} moves {1}").format(name, message.play)
        if isinstance(message, clip.OnlyMove):
            return self.tr("Forced move: {0}").format(message.play)
        if isinstance(message, clip.CantMove):
            if mine:
                return self.tr("You cannot move")
            return self.tr("{0} cannot move").format(name)
        if isinstance(message, clip.Doubles):
            cube = self._offered_cube()
            if cube is None:
                return self.tr("You double") if mine else self.tr("{0} doubles").format(name)
            if mine:
                return self.tr("You double to {0}").format(cube)
            return self.tr("{0} doubles to {1}").format(name, cube)
        if isinstance(message, clip.DoubleAccepted):
            if message.cube is None:  # the server did not say the cube's new value
                return self.tr("You take") if mine else self.tr("{0} takes").format(name)
            if mine:
                return self.tr("You take; the cube shows {0}").format(message.cube)
            return self.tr("{0} takes; the cube shows {1}").format(name, message.cube)
        if isinstance(message, clip.LeftGame):
            return self.tr("{0} left the match with {1}; it is saved").format(name, message.opponent)
        if isinstance(message, clip.DoubleRejected):
            if mine:
                return self.tr("You drop")
            return self.tr("{0} drops").format(name)
        if isinstance(message, clip.ResignOffered):
            if mine:
                return self.tr("You offer to resign (%n point(s))", "", message.points)
            return self.tr("{0} offers to resign (%n point(s))", "", message.points).format(name)
        if isinstance(message, clip.ResignAccepted):
            if mine:
                return self.tr("You accept the resignation")
            return self.tr("{0} accepts the resignation").format(name)
        if isinstance(message, clip.ResignRejected):
            if mine:
                return self.tr("You reject the resignation")
            return self.tr("{0} rejects the resignation").format(name)
        if isinstance(message, clip.GameWon):
            if mine:
                return self.tr("You win the game: %n point(s)", "", message.points)
            return self.tr("{0} wins the game: %n point(s)", "", message.points).format(name)
        if isinstance(message, clip.MatchWon):
            score = (max(message.score), min(message.score))  # the winner's first, however told
            if mine:
                return self.tr("You win the match {0}-{1}").format(*score)
            return self.tr("{0} wins the match {1}-{2}").format(name, *score)
        if isinstance(message, clip.NewGame):
            return self.tr("A new game starts")
        if isinstance(message, clip.OpeningRoll):
            you = self.tr("You")
            return self.tr("Opening roll: {0} {1}, {2} {3}").format(
                you if mine else name, message.die, message.opponent, message.opponent_die)
        return ""
