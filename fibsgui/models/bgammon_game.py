"""The board's controller for the bgammon.org match played or watched.

:class:`BgammonGameController` shows the match on the board from the server's ``board`` events and
sends the player's roll, moves (one ``move`` command per single step, then ``ok``), doubles and
resignations.

Acey-deucey and tabula are drawn from :func:`fibsgui.bgammon.variants.picture` and played on the
server's ``Available`` list (the client has no rules for them): each step goes out at once as
``move from/to`` and the server's next board brings the moves left; Undo sends the step back.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer

from fibsgui.bg import BackgammonError, MatchState, Move, Play, Position
from fibsgui.bg.match import GameState as MatchPhase
from fibsgui.bgammon import commands
from fibsgui.bgammon.board import ACEY_DEUCEY, BACKGAMMON, TABULA, GameState, move_to_pair, pair_to_move
from fibsgui.bgammon.variants import ServerTurn, awaits_double_choice, picture
from fibsgui.bgammon.events import BoardEvent, Failed, FailedMove, Joined, Left, Moved, Ping, Rolled, Win
from fibsgui.models.bgammon import BgammonClient, same_name as _same_name
from fibsgui.models.client import SessionEnded
from fibsgui.models.game import Action, GameController, GameSnapshot, Movement
from fibsgui.session import Status

log = logging.getLogger(__name__)

#: The games of bgammon.org by the names a :class:`GameSnapshot` and a match record give them.
VARIANT_NAMES = {BACKGAMMON: "backgammon", ACEY_DEUCEY: "acey-deucey", TABULA: "tabula"}


# -- the board's controller ---------------------------------------------------------------------
@dataclass(frozen=True)
class BgammonView:
    """The match shown, in the words of the title above the board: ``player`` is the side at the
    bottom (the user when playing), ``score`` the match score of (player, opponent)."""

    player: str
    opponent: str
    length: int
    score: tuple[int, int]
    game_id: int | None = None
    variant: int = BACKGAMMON


class BgammonGameController(GameController):
    """The bgammon.org match played or watched, as the board shows it.

    The server sends every board from its receiver's side: player 1 (side 0, at the bottom) is the
    user, or for a spectator the first player of the match. A play goes out as one ``move`` per
    single step, in order, then ``ok`` (the server checks each step against the board before its
    command, so a checker's second step needs a command of its own).
    """

    # wait this long for the server to pass a turn without a legal move before sending ``ok``
    SERVER_PASS_GRACE_MS = 1500

    def __init__(self, client: BgammonClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self._game: GameState | None = None  # the last board handled
        self._opened: tuple | None = None  # the key of the turn opened last
        self._reset_sent: tuple | None = None  # the key a ``reset`` was sent for
        self._pending: Position | None = None  # our sent play's result, until the server's board
        self._error = ""
        self._opening: dict[int, int] = {}  # the opening roll's dice by side, as they come
        self._game_over = False  # a Win came: the next board at the opening is a new game
        self._game_id: int | None = None  # the match the last board belongs to
        self._gone: str = ""  # the opponent who left this match and has not come back
        self._variant_logged: tuple | None = None
        self._last_roll: tuple[int, int, tuple[int, int]] | None = None  # (number, side, dice)
        # acey-deucey and tabula: the turn shown while a step, a take-back or ``ok`` is on its way
        # (until the server's next board), and the board an automatic ``ok`` was sent on
        self._held: ServerTurn | None = None
        self._ok_sent: tuple | None = None
        self._pass_timer = QTimer(self)
        self._pass_timer.setSingleShot(True)
        self._pass_timer.timeout.connect(self._pass_if_still_stuck)
        self._pass_key: tuple | None = None
        client.received.connect(self._received)
        client.connection_changed.connect(self._connection_changed)

    # -- what is shown -------------------------------------------------------------------------
    @property
    def watching(self) -> bool:
        state = self.client.state
        return state.game is not None and state.spectating

    def view(self) -> BgammonView | None:
        """The match shown (None when there is none)."""
        game = self.client.state.game
        if game is None:
            return None
        return BgammonView(game.player1.name, game.player2.name, game.points,
                           (game.player1.points, game.player2.points), self.client.state.game_id, game.variant)

    def _mine(self, name: str) -> bool:
        return not self.watching and _same_name(name, self.client.me)

    def _side_of(self, name: str, game: GameState) -> int:
        return 0 if _same_name(name, game.player1.name) else 1

    def _connection_changed(self, state: Any) -> None:
        if self.client.connection.status is Status.RECONNECTING:
            self._opened = None
            self._pending = None
            self._held = None
        self._update()

    def _received(self, event: Any, parts: Any) -> None:
        if isinstance(event, SessionEnded):
            self._forget()
            self._update()
            return
        if isinstance(event, Ping):
            return
        game = self.client.state.game
        if isinstance(event, BoardEvent):
            self._board(event.game)
            return
        if isinstance(event, Moved):
            self._moved(event, game)
            return
        if isinstance(event, Rolled):
            self._rolled(event, game)
            return
        if isinstance(event, Win):
            self._won(event, game)
            return
        if isinstance(event, FailedMove) and game is not None:
            self._refused(event.reason or self.tr("The move was refused."))
            return
        if isinstance(event, Failed) and game is not None and event.kind in ("ok", "roll", "double", "resign"):
            self._refused(event.reason or self.tr("The server refused the command ({0}).").format(event.kind))
            return
        if isinstance(event, Joined) and _same_name(event.player, self.client.me):
            if event.game_id != self._game_id:  # another match: nothing of the last one is left
                self._forget()
                self._game_id = event.game_id
            self._update()
            return
        if isinstance(event, Joined) and game is not None:
            self._gone = ""
            if not self.watching or event.player_number != 1:
                self.logged.emit(self.tr("{0} joins the match").format(event.player))
            return
        if isinstance(event, Left):
            if _same_name(event.player, self.client.me):
                self._forget()
            elif event.player:
                self.logged.emit(self.tr("{0} left the match").format(event.player))
                if not self.watching:
                    self._gone = event.player
        if parts & {"game", "opponent"} or isinstance(event, Left):
            self._update()

    def _forget(self) -> None:
        self._game = None
        self._game_id = None
        self._gone = ""
        self._opened = self._reset_sent = self._pass_key = None
        self._pending = None
        self._held = None
        self._ok_sent = None
        self._error = ""
        self._opening = {}
        self._game_over = False
        self._pass_timer.stop()

    # -- events ----------------------------------------------------------------------------------
    def _board(self, game: GameState) -> None:
        previous, self._game = self._game, game
        self._held = None  # what was sent is the server's now
        self._log_board(previous, game)
        if game.turn != 0:
            self._opening = {}
        if game.turn != 1 or game.winner:
            self._error = ""  # the turn went on: a refusal is history (it stays in the log)
        if self._pending is not None and (game.turn != 1 or game.winner or game.dice[0] == 0):
            self._pending = None  # the turn went on: our play is the server's now
        if game.turn != 0 or game.winner:
            self._game_over = False
        self._update()

    def _log_board(self, previous: GameState | None, game: GameState) -> None:
        names = game.player1.name, game.player2.name
        if game.variant != BACKGAMMON and self._variant_logged != (self.client.state.game_id, game.variant):
            self._variant_logged = (self.client.state.game_id, game.variant)
            self.logged.emit(self._variant_text(game.variant))
        if game.winner in (1, 2) and (previous is None or not previous.winner):
            winner = names[game.winner - 1]
            score = (game.player1.points, game.player2.points)
            if game.winner == 2:
                score = score[1], score[0]
            if self._mine(winner):
                self.logged.emit(self.tr("You win the match {0}-{1}").format(*score))
            else:
                self.logged.emit(self.tr("{0} wins the match {1}-{2}").format(winner, *score))
        if previous is None:
            return
        if self._game_over and game.turn == 0 and not game.winner and not previous.winner:
            self.logged.emit(self.tr("A new game starts"))
            self._game_over = False
        if game.double_offered and not previous.double_offered:
            doubler = names[1 - (game.turn - 1)] if game.turn in (1, 2) else ""
            if self._mine(doubler):
                self.logged.emit(self.tr("You double to {0}").format(game.double_value * 2))
            elif doubler:
                self.logged.emit(self.tr("{0} doubles to {1}").format(doubler, game.double_value * 2))
        elif (previous.double_offered and not game.double_offered and not game.winner
              and game.double_value > previous.double_value and game.double_player in (1, 2)):
            taker = names[game.double_player - 1]
            if self._mine(taker):
                self.logged.emit(self.tr("You take; the cube shows {0}").format(game.double_value))
            else:
                self.logged.emit(self.tr("{0} takes; the cube shows {1}").format(taker, game.double_value))

    def _rolled(self, event: Rolled, game: GameState | None) -> None:
        if game is None:
            return
        name = event.player
        if game.turn == 0 and not game.winner:
            # the opening roll: each player rolls one die; the receiver's die is Roll1
            side = self._side_of(name, game)
            die = event.roll1 if side == 0 else event.roll2
            if not 1 <= die <= 6:
                return
            self._opening[side] = die
            if self._mine(name):
                self.logged.emit(self.tr("You roll {0} for the opening").format(die))
            else:
                self.logged.emit(self.tr("{0} rolls {1} for the opening").format(name, die))
            self._update()
            return
        if game.variant == BACKGAMMON and 1 <= event.roll1 <= 6 and 1 <= event.roll2 <= 6:
            number = self._last_roll[0] + 1 if self._last_roll is not None else 1
            self._last_roll = (number, self._side_of(name, game), (event.roll1, event.roll2))
        if event.selected:  # acey-deucey: the double chosen after the 1 and the 2
            if self._mine(name):
                self.logged.emit(self.tr("You choose {0}-{0}").format(event.roll1))
            else:
                self.logged.emit(self.tr("{1} chooses {0}-{0}").format(event.roll1, name))
        elif game.variant == TABULA and 1 <= event.roll3 <= 6:
            if self._mine(name):
                self.logged.emit(self.tr("You roll {0}-{1}-{2}").format(event.roll1, event.roll2, event.roll3))
            else:
                self.logged.emit(self.tr("{0} rolls {1}-{2}-{3}").format(
                    name, event.roll1, event.roll2, event.roll3))
        elif self._mine(name):
            self.logged.emit(self.tr("You roll {0}-{1}").format(event.roll1, event.roll2))
        else:
            self.logged.emit(self.tr("{0} rolls {1}-{2}").format(name, event.roll1, event.roll2))

    def _moved(self, event: Moved, game: GameState | None) -> None:
        if game is not None and game.variant != BACKGAMMON:
            self._variant_moved(event, game)
            return
        if game is None or game.variant != BACKGAMMON or self._mine(event.player):
            return  # our own steps: moved by hand already, and logged as one play
        side = self._side_of(event.player, game)
        try:
            play = Play(pair_to_move(pair, side) for pair in event.moves)
        except ValueError:  # a take-back (reset) goes the other way
            self.logged.emit(self.tr("{0} takes back the moves").format(event.player))
            return
        if not play:
            return
        self.logged.emit(self.tr("{0} moves {1}").format(event.player, play.gnubg()))
        before = self.snapshot().position
        try:
            before.with_turn(side).apply(play)  # it fits the position shown
        except (BackgammonError, ValueError):
            return
        dice = self.snapshot().dice if self.snapshot().dice_side == side else None
        self.moved.emit(Movement(side, before, tuple(play), dice))

    def _variant_moved(self, event: Moved, game: GameState) -> None:
        """Log a move of acey-deucey or tabula in the server's numbering (the numbers written on
        the board), both sides' alike."""
        pairs = event.moves
        if not pairs:
            return
        side = self._side_of(event.player, game)
        previous = self._game.moves if self._game is not None else ()
        back = tuple((b, a) for a, b in reversed(pairs))
        taken_back = len(back) <= len(previous) and tuple(previous[len(previous) - len(back):]) == back
        text = " ".join(self._pair_text(pair, side, taken_back) for pair in pairs)
        mine = self._mine(event.player)
        if taken_back:
            self.logged.emit(self.tr("You take back {0}").format(text) if mine
                             else self.tr("{0} takes back {1}").format(event.player, text))
        else:
            self.logged.emit(self.tr("You move {0}").format(text) if mine
                             else self.tr("{0} moves {1}").format(event.player, text))

    @staticmethod
    def _pair_text(pair: tuple[int, int], side: int, backwards: bool) -> str:
        """``13/8``, ``home/24`` (entering), ``bar/3``, ``20/off``; a step taken back is written as
        the step it takes back."""
        home, bar = (0, 26) if side == 0 else (25, 27)
        start, end = (pair[1], pair[0]) if backwards else pair

        def name(space: int, source: bool) -> str:
            if space == bar:
                return "bar"
            if space == home:
                return "home" if source else "off"
            return str(space)

        return f"{name(start, True)}/{name(end, False)}"

    def _won(self, event: Win, game: GameState | None) -> None:
        name = event.player
        if event.resigned:
            dropped = self._game is not None and self._game.double_offered
            if self._mine(event.resigned):
                self.logged.emit(self.tr("You drop") if dropped else self.tr("You resign"))
            else:
                self.logged.emit(self.tr("{0} drops").format(event.resigned) if dropped
                                 else self.tr("{0} resigns").format(event.resigned))
        if self._mine(name):
            self.logged.emit(self.tr("You win the game: %n point(s)", "", event.points))
        else:
            self.logged.emit(self.tr("{0} wins the game: %n point(s)", "", event.points).format(name))
        self._game_over = True
        self._pending = None

    def _refused(self, reason: str) -> None:
        """The server refused a move, ``ok`` or another game command: say so; the turn opens again
        from the server's board."""
        self.logged.emit(self.tr("The server refused: {0}").format(reason))
        self._error = reason
        self._pending = None
        self._held = None
        self._opened = None
        self._reset_sent = None
        self._update()

    # -- the snapshot --------------------------------------------------------------------------
    def _update(self) -> None:
        self._snapshot = self._make_snapshot()
        self._maybe_open_turn()
        self.changed.emit()

    def retranslate(self) -> None:
        self._snapshot = self._make_snapshot()
        self.changed.emit()

    def _variant_text(self, variant: int) -> str:
        if variant == ACEY_DEUCEY:
            return self.tr("Acey-deucey: every checker starts off the board and enters; after a 1-2 the "
                           "player chooses a double and rolls again")
        if variant == TABULA:
            return self.tr("Tabula: three dice, both sides move the same way")
        return self.tr("A variant this client does not know: its moves are in the match log")

    def _make_snapshot(self) -> GameSnapshot:
        game = self.client.state.game
        if game is None:
            # no match (yet: after a reconnect's welcome the rejoin follows): nothing to move, and
            # the turn opens again when the match's board comes
            self._turn = self._opened = None
            return GameSnapshot()
        watching = self.watching
        names = (game.player1.name, game.player2.name)
        side_on_turn = game.side_on_turn
        # backgammon is a Position of the rules; acey-deucey and tabula a picture of the board
        # (checkers waiting to enter, tabula's points as the server numbers them); a board no
        # rules allow is not drawn and the screen says why instead
        variant_game = game.variant in (ACEY_DEUCEY, TABULA)
        position = game.position() if game.variant == BACKGAMMON else picture(game) if variant_game else None
        drawable = position is not None
        if position is None:
            if game.variant == BACKGAMMON or variant_game:
                log.warning("a board that cannot be shown: %r", game.board)
            position = Position.initial()  # not drawn
        match = self._match_state(game)
        over = game.winner != 0
        # only a session logged in plays: while it connects again the board of the last
        # connection is shown, not played on, until the server's welcome and rejoin
        connected = self.client.is_logged_in
        seated = bool(game.player2.name) and self.client.state.opponent is not None
        dice: tuple[int, ...] | None = None
        dice_side = None
        if game.turn == 0:
            pass  # the opening dice are in the log; the board shows the dice of a turn
        elif 1 <= game.dice[0] <= 6 and 1 <= game.dice[1] <= 6 and not over:
            dice, dice_side = (game.dice[0], game.dice[1]), side_on_turn
            if game.variant == TABULA and 1 <= game.dice[2] <= 6:
                dice = (game.dice[0], game.dice[1], game.dice[2])
        if self._pending is not None:
            position, dice, dice_side = self._pending, None, None
        double_offer = None
        if game.double_offered and side_on_turn is not None:
            double_offer = 1 - side_on_turn  # the side on turn answers the double
        actions: set[Action] = set()
        playable = game.variant == BACKGAMMON or (variant_game and drawable)
        if not watching and connected and playable and not over and seated:
            if game.turn == 0:
                if 0 not in self._opening:
                    actions.add(Action.ROLL)
            elif game.turn == 1 and self._pending is None:
                if game.double_offered:
                    actions |= {Action.TAKE, Action.DROP}
                elif game.dice[0] == 0:
                    actions |= {Action.ROLL, Action.RESIGN}
                    if self._may_double(game):
                        actions.add(Action.DOUBLE)
                else:
                    actions |= {Action.MOVE, Action.RESIGN}
                    if variant_game and awaits_double_choice(game) and self._held is None:
                        actions.add(Action.CHOOSE_DOUBLE)
        if not watching and connected and over and seated:
            actions.add(Action.NEW_GAME)
        if Action.MOVE not in actions:
            self._turn = None
            self._pass_timer.stop()
        game_result = None
        last_win = self.client.state.last_win
        if over and last_win is not None:
            game_result = (self._side_of(last_win.player, game), last_win.points)
        return GameSnapshot(
            position=position, match=match, me=0, names=names, dice=dice, dice_side=dice_side,
            actions=frozenset(actions), double_offer=double_offer, game_result=game_result,
            match_winner=(game.winner - 1) if over else None,
            thinking=connected and not watching and not actions and not over and playable,
            message=self._message(game, seated) if drawable else self.tr(
                "The server sent a position the board cannot show; the moves are in the match log."),
            active=not over, watching=watching, drawable=drawable, provisional=self._pending is not None,
            variant=VARIANT_NAMES.get(game.variant, "unknown"), last_roll=self._last_roll,
        )

    @staticmethod
    def _may_double(game: GameState) -> bool:
        return (game.points > 1 and game.crawford != 1 and game.double_player in (0, 1)
                and game.double_value < 64 and not game.double_offered)

    @staticmethod
    def _match_state(game: GameState) -> MatchState:
        score = (max(0, game.player1.points), max(0, game.player2.points))
        on_turn = game.side_on_turn
        turn = on_turn if on_turn is not None else 0
        on_roll = (1 - turn) if game.double_offered else turn
        cube = game.double_value if game.double_value >= 1 and not game.double_value & (game.double_value - 1) else 1
        try:
            return MatchState(
                length=max(0, game.points), score=score, cube=cube,
                cube_owner=game.double_player - 1 if game.double_player in (1, 2) else None,
                crawford=game.crawford == 1, on_roll=on_roll, turn=turn,
                state=MatchPhase.OVER if game.winner else MatchPhase.PLAYING,
                double_offered=game.double_offered,
                dice=(game.dice[0], game.dice[1]) if game.turn else (0, 0),
            )
        except (BackgammonError, ValueError):
            log.warning("match state of a board that cannot be shown: %r", game)
            try:
                return MatchState(length=max(0, game.points))
            except (BackgammonError, ValueError):
                return MatchState()

    def _message(self, game: GameState, seated: bool) -> str:
        connection = self.client.connection
        if connection.status is Status.RECONNECTING or (
                connection.status is Status.CONNECTING and connection.attempt > 0):
            return self.tr("The connection was lost: reconnecting, the match goes on when it is back")
        if self._error:
            return self._error
        if self.watching:
            return self.tr("Watching {0} against {1}").format(game.player1.name, game.player2.name)
        if not game.winner and not seated:
            if self._gone:  # the server keeps the match for the one who left
                return self.tr("{0} left the match: waiting for them to come back").format(self._gone)
            return self.tr("Waiting for an opponent to join the match")
        return ""

    # -- the player's turn -----------------------------------------------------------------------
    def _maybe_open_turn(self) -> None:
        snapshot = self._snapshot
        game = self.client.state.game
        if game is None or Action.MOVE not in snapshot.actions or snapshot.dice is None:
            return
        if game.variant != BACKGAMMON:
            self._open_server_turn(game)
            return
        position = snapshot.position.with_turn(0)
        key = (self.client.state.game_id, position.position_id(), snapshot.dice, snapshot.match.score, game.moves)
        if self._opened == key:
            return
        self._opened = key
        self._end_turn()
        self._pass_timer.stop()
        if game.moves:
            # steps already made this turn (before a drop, or a play refused half-way): take them
            # back on the server, so that the whole turn is made again here
            if self._reset_sent != key:
                self._reset_sent = key
                self.client.command(commands.reset)
            return
        if game.forced:
            return  # the server plays a forced move itself
        self._compare_available(position, snapshot.dice, game)
        legal = position.legal_plays(snapshot.dice)
        if legal.steps == 0:
            # the server passes a turn without a legal move itself; if it does not, say ok
            self._pass_key = key
            self._pass_timer.start(self.SERVER_PASS_GRACE_MS)
            return
        self._begin_turn(position, snapshot.dice)

    def _open_server_turn(self, game: GameState) -> None:
        """Acey-deucey or tabula: the turn as the server's ``Available`` has it. With nothing left
        to play the turn ends with ``ok`` (the player confirms first when plays wait for a
        confirmation); after an acey-deucey the board asks for the double instead."""
        if self._held is not None:
            self._turn = self._held
            return
        if game.forced:
            self._turn = None
            return  # the server plays a forced move itself
        turn = ServerTurn.of(game)
        self._turn = turn
        if turn is None or not turn.complete or awaits_double_choice(game):
            return
        key = (self.client.state.game_id, game.board, game.dice, game.moves, game.turn)
        if turn.steps:
            if not self.confirm_play and self._ok_sent != key:
                self._ok_sent = key
                self._send_ok(turn)
            return
        if self._opened != key:
            # no move at all: the server passes the turn itself; if it does not, say ok
            self._opened = key
            self._pass_key = key
            self._pass_timer.start(self.SERVER_PASS_GRACE_MS)

    def _send_ok(self, turn: ServerTurn, *args: int) -> bool:
        if not self.client.command(commands.ok, *args):
            return False
        if turn.game.reroll and not args:
            self.logged.emit(self.tr("You roll again"))
        self._held = turn.held()
        self._turn = self._held
        self._error = ""
        return True

    # the player's steps in acey-deucey and tabula: one command each, the server answers with a board
    def step(self, from_point: int, to_point: int) -> bool:
        turn = self._turn
        if not isinstance(turn, ServerTurn):
            return super().step(from_point, to_point)
        pair = turn.pair(from_point, to_point)
        if pair is None or not self.client.command(commands.move, [pair]):
            return False
        self._held = turn.after(pair)
        self._turn = self._held
        self._error = ""
        self.changed.emit()
        return True

    def step_with_die(self, from_point: int, die: int) -> bool:
        turn = self._turn
        if not isinstance(turn, ServerTurn):
            return super().step_with_die(from_point, die)
        for target, step in turn.targets(from_point).items():
            if step.die == die:
                return self.step(from_point, target)
        return False

    def undo(self) -> bool:
        turn = self._turn
        if not isinstance(turn, ServerTurn):
            return super().undo()
        if turn.sent or not turn.steps:
            return False
        start, end = turn.steps[-1].pair
        if not self.client.command(commands.move, [(end, start)]):  # the backwards step takes it back
            return False
        self._held = turn.held()
        self._turn = self._held
        self.changed.emit()
        return True

    def undo_all(self) -> bool:
        turn = self._turn
        if not isinstance(turn, ServerTurn):
            return super().undo_all()
        if turn.sent or not turn.steps or not self.client.command(commands.reset):
            return False
        self._held = turn.held()
        self._turn = self._held
        self.changed.emit()
        return True

    def can_confirm(self) -> bool:
        turn = self._turn
        if not isinstance(turn, ServerTurn):
            return super().can_confirm()
        return turn.complete and bool(turn.steps) and not awaits_double_choice(turn.game)

    def confirm(self) -> bool:
        turn = self._turn
        if not isinstance(turn, ServerTurn):
            return super().confirm()
        if not self.can_confirm() or not self._send_ok(turn):
            return False
        self.changed.emit()
        return True

    def choose_double(self, value: int) -> None:
        """Acey-deucey: after the 1 and the 2, ``ok <value>`` plays that double (the server then
        rolls it, and the player rolls again after it)."""
        turn = self._turn
        if (not isinstance(turn, ServerTurn) or turn.sent or not awaits_double_choice(turn.game)
                or Action.CHOOSE_DOUBLE not in self._snapshot.actions or not 1 <= value <= 6):
            return
        if self._send_ok(turn, value):
            self._snapshot = self._make_snapshot()
            self._turn = self._held
            self.changed.emit()

    def _compare_available(self, position: Position, dice: tuple[int, int], game: GameState) -> None:
        """Log where our rules and the server's ``Available`` differ about the first steps (the
        server decides)."""
        try:
            ours = sorted({move_to_pair(step.move, 0) for step in position.start_turn(dice).next_steps()},
                          reverse=True)
        except (BackgammonError, ValueError):
            return
        theirs = sorted(set(game.available), reverse=True)
        if ours != theirs:
            log.warning("the first steps of %s with %d-%d differ: ours %s, the server's %s",
                        position.position_id(), dice[0], dice[1], ours, theirs)

    def _pass_if_still_stuck(self) -> None:
        key, self._pass_key = self._pass_key, None
        if key is None or key != self._opened or Action.MOVE not in self._snapshot.actions:
            return
        self.logged.emit(self.tr("You cannot move"))
        self.client.command(commands.ok)

    def _submit_play(self, play: Play) -> None:
        game = self.client.state.game
        if game is None or not play:
            return
        position = self._snapshot.position.with_turn(0)
        steps = list(play)
        try:
            pairs = [move_to_pair(Move(m.from_point, m.to_point), 0) for m in steps]
            after = position.apply(play)
        except (BackgammonError, ValueError):
            log.warning("a play that cannot be sent: %r", play)
            self._opened = None
            self._update()
            return
        self.logged.emit(self.tr("You move {0}").format(play.gnubg()))
        for pair in pairs:  # one step per command: the server refuses a chained step in one command
            if not self.client.command(commands.move, [pair]):
                self._opened = None
                self._update()
                return
        if after.off(0) < 15:  # the last checker off wins the game: no ok after it
            self.client.command(commands.ok)
        self._pending = after
        self._error = ""
        self._snapshot = self._make_snapshot()
        self.changed.emit()

    # -- actions ---------------------------------------------------------------------------------
    def roll(self) -> None:
        if self.client.command(commands.roll):
            self._error = ""

    def double(self) -> None:
        self.client.command(commands.double)

    def take(self) -> None:
        self.client.command(commands.ok)

    def drop(self) -> None:
        self.client.command(commands.resign)

    def resign(self, kind: int) -> None:
        """bgammon.org scores a resignation from the board as it stands (``kind`` is not sent)."""
        self.client.command(commands.resign)

    def accept_resignation(self) -> None:
        self.client.problem.emit(self.tr("bgammon.org has no resignation offers to answer."))

    def reject_resignation(self) -> None:
        self.client.problem.emit(self.tr("bgammon.org has no resignation offers to answer."))

    def next_game(self) -> None:
        """After the match: offer (or accept) a rematch."""
        self.client.command(commands.rematch)
