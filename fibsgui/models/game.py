"""The game controller: what the board shows and what the player may do, whoever the opponent is.

The board widget talks only to a :class:`GameController`. The offline controller
(:mod:`fibsgui.models.offline`) asks the local engine; an online controller sends commands to FIBS.
The board never knows which.

A controller publishes a :class:`GameSnapshot` (position, match and cube state, dice, names, the
actions the player may take now) and emits :attr:`GameController.changed` whenever it changes.
Checker moves of the player are made step by step on a :class:`fibsgui.bg.Turn` held here, so
drag-and-drop, click-to-move, undo and confirm behave the same in every kind of game; the finished
play goes to the subclass through :meth:`GameController._submit_play`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, Signal

from fibsgui.bg import BAR, OFF, IllegalPlayError, MatchState, Move, Play, Position, Turn


class Action(enum.Enum):
    """What the player may do now."""

    ROLL = "roll"
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    MOVE = "move"  # move checkers (then confirm)
    RESIGN = "resign"  # offer a resignation
    ACCEPT = "accept"  # accept the opponent's resignation
    REJECT = "reject"  # reject it
    NEW_GAME = "new_game"  # the game is over: start the next one of the match
    NEW_MATCH = "new_match"  # the match is over: start another one (practice)
    BEAVER = "beaver"  # money play with beavers: take the double offered and redouble at once
    CHOOSE_DOUBLE = "choose_double"  # acey-deucey: the 1 and the 2 are played, name a double


@dataclass(frozen=True)
class GameSnapshot:
    """Everything the board shows. Sides are 0 and 1; ``me`` is the side at the bottom.

    ``position`` is a :class:`fibsgui.bg.Position`, or for a variant any picture the board reads
    the same way (``checkers``, ``off``, ``pip_count``, and ``waiting`` and ``labels`` where it
    has them: :class:`fibsgui.bgammon.variants.BoardPicture`). ``dice`` holds two dice, or three
    in tabula.
    """

    position: Position = field(default_factory=Position.initial)
    match: MatchState = field(default_factory=MatchState)
    me: int = 0
    names: tuple[str, str] = ("", "")
    dice: tuple[int, ...] | None = None  # the dice on the board (two, or three in tabula)
    dice_side: int | None = None  # who rolled them
    actions: frozenset[Action] = frozenset()
    double_offer: int | None = None  # the side that offered the cube, waiting for an answer
    resignation: tuple[int, int] | None = None  # (side offering, 1/2/3) waiting for an answer
    game_result: tuple[int, int] | None = None  # (winner, points) of the game just finished
    # how it finished, where the controller knows: "single", "gammon", "backgammon" (played
    # out), "drop" (a double dropped), "resign1" / "resign2" / "resign3" (a resignation of a
    # single game, a gammon, a backgammon accepted); empty when unknown
    result_how: str = ""
    match_winner: int | None = None
    thinking: bool = False  # the opponent is thinking (engine) or we wait for the server
    message: str = ""  # one line for the board's banner, already translated
    active: bool = False  # a game or match is going on
    watching: bool = False  # the user only watches: neither side is "you", both are named
    # False: the game is one the board cannot draw truthfully (a variant it does not know); a
    # screen shows ``message`` instead of a position that would mislead
    drawable: bool = True
    # True while the board shows the player's own play sent and not yet confirmed by the server's
    # next board: what is shown is not yet the server's (the match record waits for it)
    provisional: bool = False
    # the game played: "backgammon", or a variant of the server's ("acey-deucey", "tabula")
    variant: str = "backgammon"
    # the last roll the server told of, drawn or not (a forced play the server makes at once
    # shows no board with its dice): (a number that grows with each roll told, side, dice)
    last_roll: tuple[int, int, tuple[int, int]] | None = None

    def can(self, action: Action) -> bool:
        return action in self.actions

    def side_to_act(self) -> int | None:
        """The side the board marks as being on turn."""
        if self.match_winner is not None or not self.active:
            return None
        if self.double_offer is not None:
            return 1 - self.double_offer
        if self.resignation is not None:
            return 1 - self.resignation[0]
        return self.match.turn


@dataclass(frozen=True)
class Movement:
    """Checkers moved by someone other than the player's own hand: to animate."""

    side: int
    before: Position  # the board before the first move
    moves: tuple[Move, ...]  # in the mover's numbering
    dice: tuple[int, int] | None = None  # the roll played


class GameController(QObject):
    """The interface between the board and a game. Subclasses implement the actions."""

    changed = Signal()  # snapshot or the player's turn in progress changed
    moved = Signal(object)  # Movement: the opponent's checkers moved (animate before showing)
    logged = Signal(str)  # one line of the game's log, in words

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._snapshot = GameSnapshot()
        self._turn: Turn | None = None
        self.auto_forced_play = True
        self.confirm_play = False

    # -- reading -----------------------------------------------------------------------------
    def snapshot(self) -> GameSnapshot:
        return self._snapshot

    @property
    def turn(self) -> Turn | None:
        """The player's turn in progress (steps made so far), or None when the player is not moving."""
        return self._turn

    def shown_position(self) -> Position:
        """The board to draw: the turn in progress if the player is moving."""
        return self._turn.position if self._turn is not None else self._snapshot.position

    def engine_name(self) -> str:
        """Who plays the other side, in words (empty when it is a person)."""
        return ""

    def retranslate(self) -> None:
        """The language changed: publish the snapshot again with its texts in the new language.

        Views call this from their ``LanguageChange`` handling. Subclasses that put translated
        text into the snapshot (:attr:`GameSnapshot.message`, names) rebuild it first.
        """
        self.changed.emit()

    # -- actions (subclasses) ------------------------------------------------------------------
    def roll(self) -> None:
        raise NotImplementedError

    def double(self) -> None:
        raise NotImplementedError

    def take(self) -> None:
        raise NotImplementedError

    def drop(self) -> None:
        raise NotImplementedError

    def resign(self, kind: int) -> None:
        """Offer to resign a single game (1), a gammon (2) or a backgammon (3)."""
        raise NotImplementedError

    def accept_resignation(self) -> None:
        raise NotImplementedError

    def reject_resignation(self) -> None:
        raise NotImplementedError

    def next_game(self) -> None:
        """After a game has ended: start the next game of the match."""
        raise NotImplementedError

    def choose_double(self, value: int) -> None:
        """Acey-deucey: after the 1 and the 2, play the double ``value``-``value``."""
        raise NotImplementedError

    def beaver(self) -> None:
        """Money play with beavers: take the double offered and redouble at once (Action.BEAVER)."""
        raise NotImplementedError

    def new_match(self) -> None:
        """The match is over: start another one (Action.NEW_MATCH)."""
        raise NotImplementedError

    def _submit_play(self, play: Play) -> None:
        """The player's finished play (legal for the position and dice of the turn)."""
        raise NotImplementedError

    # -- the player's checker moves ------------------------------------------------------------
    def step(self, from_point: int, to_point: int) -> bool:
        """Move one checker (player's numbering, ``BAR``/``OFF``); False if it is not a legal step."""
        if self._turn is None:
            return False
        try:
            self._turn = self._turn.step(from_point, to_point)
        except IllegalPlayError:
            return False
        self._after_step()
        return True

    def step_with_die(self, from_point: int, die: int) -> bool:
        if self._turn is None:
            return False
        try:
            self._turn = self._turn.step_with_die(from_point, die)
        except IllegalPlayError:
            return False
        self._after_step()
        return True

    def reach(self, from_point: int) -> dict[int, tuple]:
        """Where the player's checker on ``from_point`` can go in one gesture: ``{to_point:
        steps}``, each step with its ``move`` (and ``move.hit``). With the rules engine's turn,
        a checker goes on over the remaining dice (:meth:`fibsgui.bg.Turn.reach`); a turn the
        server decides step by step (bgammon.org's variants) offers its single steps."""
        turn = self._turn
        if turn is None:
            return {}
        if isinstance(turn, Turn):
            return turn.reach(from_point)
        return {to: (step,) for to, step in turn.targets(from_point).items()}

    def move(self, from_point: int, to_point: int) -> bool:
        """Move the checker on ``from_point`` to ``to_point``, over several dice if need be (as
        :meth:`reach` has it), as one step for :meth:`undo`; False if it cannot go there."""
        steps = self.reach(from_point).get(to_point)
        if not steps:
            return False
        if len(steps) == 1:
            return self.step(from_point, to_point)
        try:
            self._turn = self._turn.step_many(step.move for step in steps)
        except IllegalPlayError:
            return False
        self._after_step()
        return True

    def can_type_play(self) -> bool:
        """Whether a typed play can be made now (:meth:`type_play`)."""
        return isinstance(self._turn, Turn) and not self._turn.complete

    def type_play(self, play: Play) -> None:
        """Finish the turn in progress with a play the player typed (the steps still to make;
        hops over several dice allowed), as one step for :meth:`undo`.

        Raises :class:`fibsgui.bg.IllegalPlayError` with the reason it is not legal (see
        :meth:`fibsgui.bg.Turn.complete_with`); ``"no_turn"`` when the player is not moving."""
        if not isinstance(self._turn, Turn):
            raise IllegalPlayError("the player has no turn in progress to type a play for", "no_turn")
        self._turn = self._turn.complete_with(play)
        self._after_step()

    def undo(self) -> bool:
        """Take back the last step of the turn in progress (the steps of one gesture together:
        a checker moved over both dice, a typed play)."""
        if self._turn is None or not self._turn.steps:
            return False
        self._turn = self._turn.undo()
        self.changed.emit()
        return True

    def undo_all(self) -> bool:
        if self._turn is None or not self._turn.steps:
            return False
        while self._turn.steps:
            self._turn = self._turn.undo()
        self.changed.emit()
        return True

    def can_confirm(self) -> bool:
        return self._turn is not None and self._turn.complete

    def confirm(self) -> bool:
        """Send the finished play."""
        if not self.can_confirm():
            return False
        play = self._turn.play
        self._turn = None
        self._submit_play(play)
        return True

    def _after_step(self) -> None:
        if self._turn is not None and self._turn.complete and not self.confirm_play:
            self.confirm()
        else:
            self.changed.emit()

    def _begin_turn(self, position: Position, dice: tuple[int, int]) -> None:
        """The player is to move ``dice`` in ``position`` (player on roll): open a turn.

        With no legal move the empty play is sent at once. A forced play (only one resulting
        position) is made at once when :attr:`auto_forced_play` is set; it still waits for
        confirmation when :attr:`confirm_play` is set.
        """
        turn = position.start_turn(dice)
        self._turn = turn
        if turn.legal.steps == 0:
            self.confirm()
            return
        if self.auto_forced_play and len(turn.legal) == 1:
            (play,) = tuple(turn.legal)
            for move in play:
                targets = turn.targets(move.from_point)
                if move.to_point not in targets:
                    break  # cannot happen for a legal play; leave the rest to the player
                turn = turn.step(move.from_point, move.to_point)
            self._turn = turn
            if turn.complete and not self.confirm_play:
                self.confirm()
                return
        self.changed.emit()

    def _end_turn(self) -> bool:
        """Close the player's turn in progress (a new position or roll replaced it); True if one
        was open. The caller publishes the new snapshot."""
        ended = self._turn is not None
        self._turn = None
        return ended


def game_end_text(winner: int, point_text: str, how: str, names: tuple[str, str] | list[str],
                  me: int | None) -> str:
    """What happened at a game's end, in words: "gnubg wins a gammon: 4 points", "You drop:
    gnubg wins 2 points". ``point_text`` is the points won, worded by the caller ("4 points");
    ``how`` as :attr:`GameSnapshot.result_how`; ``me`` is the side worded as "you" (None when
    watching)."""
    you_win = winner == me
    name = names[winner]
    loser = names[1 - winner]
    kinds = {"single": QCoreApplication.translate("GameEnd", "a single game"),
             "gammon": QCoreApplication.translate("GameEnd", "a gammon"),
             "backgammon": QCoreApplication.translate("GameEnd", "a backgammon")}
    if how in kinds:
        if you_win:
            return QCoreApplication.translate("GameEnd", "You win {0}: {1}").format(kinds[how], point_text)
        return QCoreApplication.translate("GameEnd", "{0} wins {1}: {2}").format(name, kinds[how], point_text)
    if how == "drop":
        if you_win:
            return QCoreApplication.translate("GameEnd", "{0} drops: you win {1}").format(loser, point_text)
        if me is not None and 1 - winner == me:
            return QCoreApplication.translate("GameEnd", "You drop: {0} wins {1}").format(name, point_text)
        return QCoreApplication.translate("GameEnd", "{0} drops: {1} wins {2}").format(loser, name, point_text)
    if how in ("resign1", "resign2", "resign3"):
        what = kinds[{"resign1": "single", "resign2": "gammon", "resign3": "backgammon"}[how]]
        if you_win:
            return QCoreApplication.translate("GameEnd", "{0} resigns {1}: you win {2}").format(loser, what, point_text)
        if me is not None and 1 - winner == me:
            return QCoreApplication.translate("GameEnd", "You resign {0}: {1} wins {2}").format(what, name, point_text)
        return QCoreApplication.translate("GameEnd", "{0} resigns {1}: {2} wins {3}").format(
            loser, what, name, point_text)
    if you_win:
        return QCoreApplication.translate("GameEnd", "You win {0}").format(point_text)
    return QCoreApplication.translate("GameEnd", "{0} wins {1}").format(name, point_text)


class StaticController(GameController):
    """One position to look at, with nothing to do: a board seen with FIBS's ``look``."""

    def show(self, snapshot: GameSnapshot) -> None:
        self._snapshot = snapshot
        self._turn = None
        self.changed.emit()


__all__ = ["Action", "GameSnapshot", "GameController", "StaticController", "Movement", "BAR", "OFF",
           "game_end_text"]
