"""A scripted fake bgammon.org server on the loopback interface, for end-to-end tests.

It speaks the JSON protocol as ``shared/specs/bgammon-protocol.md`` and ``bgammon-json.md``
describe it, on ``127.0.0.1`` and a free port, and plays real backgammon with :mod:`fibsgui.bg`'s
rules, and acey-deucey and tabula with rules of its own (:class:`VariantPosition`, written from
bgammon.org's source; the facts it follows are listed above that class). The board encoding is
written here from the specification on its own (it does not use :mod:`fibsgui.bgammon.board`),
so that the two readings of the specification test each other.

Quick start::

    async with FakeBgammon(ping_interval=0.2, idle_timeout=0.5) as server:
        server.add_account("alice", "alice_pw")
        server.set_dice(3, 1, 6, 5, 4)              # scripted dice, then seeded random ones
        ... connect to server.host, server.port ...
        client = await server.wait_for_login("alice")
        server.push("alice", '{"Type":"notice","Player":"","Message":"hi"}')   # any line
        line = await server.wait_for_command("alice", r"^roll$")
        server.drop("alice")                         # cut the socket (the match is kept)

What it understands
-------------------
* ``loginjson <client> [name] [password]`` (``lj``): an account's name and password (names are
  lower-cased, as the real server does; spaces in passwords arrive as ``_``), a guest without a
  name (``Guest_<n>``, n counting from 1) or with a name and no password (``Guest_<name>``).
  ``registerjson <client> <email> <name> <password>`` (``rj``) creates the account and logs in.
  A refusal is the notice ``Connection terminated: <reason>``, and the socket closes
  ``terminate_delay`` seconds later, as on bgammon.org. Plain ``login``/``register`` (text mode)
  are refused the same way.
* After a login: ``welcome``, ``settings`` (accounts only), ``list``, the MOTD as notices, and
  the rejoin of an unfinished match the player dropped out of (notice, ``joined`` and ``board``).
* ``list``/``ls``, ``create public <points> [variant] [name]``, ``create private <password>
  <points> [variant] [name]`` (``c``), ``join <id>|<player> [password]`` (``j``), ``leave``,
  ``say`` (``s``; to the opponent and the spectators), ``set <name> <value>``, ``board`` (``b``),
  ``pong``, ``help``, ``disconnect``.
* Play: the opening roll (each player ``roll``\\ s one die; ``rolled`` goes to
  everyone, a tie re-rolls by itself; the board follows only once both dice are there, and the
  higher die moves first with both dice), ``roll``/``r``, ``move``/``m``/``mv`` (one or more
  ``from/to`` pairs in the mover's numbering, ``bar`` and ``off`` as words; each pair checked
  against the position before the command, the whole command refused with ``failedmove`` if one
  pair is illegal), ``reset``, ``ok``/``k`` (``failedok`` while a die can still be played; a
  double's take), ``double``/``d``, ``resign`` (also the answer that drops a double), ``rematch``
  (``rm``). A roll with no legal move passes the turn. A game is won by bearing off (``win`` with
  the points: single, gammon or backgammon times the cube); resigning and dropping score from the
  board as it stands. Match score and the Crawford rule (no doubling in 1-point matches, in the
  Crawford game, or past 64).
* Acey-deucey (variant 1) and tabula (2), as the server plays them: all checkers start in the
  homes and enter from there (``move 0/<point>``, ``off`` as a word); the winner of the opening
  gets a fresh roll, and the server rolls for the player on turn at every turn (no doubling, so
  ``roll`` is only for the opening); tabula rolls three dice (``Roll3``) and does not mirror the
  board for player 2; a roll with nothing to play waits for ``ok``; acey-deucey's 1-2 is followed
  by ``ok <1-6>``, the chosen double (``rolled`` with ``Selected``, ``Reroll`` on the board) and a
  fresh roll; the win scores the loser's checkers not borne off (acey-deucey) or 1 (tabula) times
  the cube, a resignation the cube. The match list names them "(Acey-deucey) ..." and
  "(Tabula) ...".
* The ``board`` event goes to each client from its own side: the receiver is player 1 (a
  spectator sees player 1's side) and ``Available`` lists the legal single steps of the player on
  turn, in the receiver's numbering, sorted.
* ``ping`` events every ``ping_interval`` seconds; a client that has not logged in by then, or that
  has written nothing for ``idle_timeout`` seconds, gets ``Connection terminated: ...`` and is
  closed. A dropped player's seat waits: logging in again rejoins the match.
* ``follow <name>``/``unfollow <name>`` with the server's answers, and its notices of followed
  accounts: "<name> is online." (at the follower's login for those online, and to followers when
  one logs in) and "<name> disconnected." (to followers when one's connection ends).
  ``set`` answers only a refusal ("Invalid setting value provided." or the usage), as the server.
* Replay lines of every finished game are kept (``FakeGame.replays``, the server's format).
  ``history <name> [page]`` answers with the ``history`` event (ten games a page, newest first,
  fixed ratings) and ``replay <id>`` with the game's lines (empty for an unknown id); a game's id is
  its match's id * 100 + its number in the match. Both take the asker out of the match it plays.
* Not there: forced-move autoplay, ``move`` pairs that span several dice or take back a step
  (the server expands and undoes those), ratings.

Anything else gets the notice ``Unknown command: <keyword>``.

Scripting API
-------------
``FakeBgammon(seed=0, ping_interval=30.0, idle_timeout=40.0, terminate_delay=1.0, motd=...)``;
``start``/``close``/``async with``; ``host``, ``port``. ``add_account(name, password, email="")``;
``accounts``; ``set_dice(*dice)`` (single dice, consumed one at a time: one per player at the
opening, two per backgammon or acey-deucey roll, three per tabula roll; acey-deucey's chosen
double takes none, the roll after it two), ``set_rolls(*rolls)`` (the same, a roll at a time:
``set_rolls((5, 3), (1, 2, 4))``), ``scripted_dice`` (the scripted dice not used yet);
``creator_seat`` (None: the creator of a match sits at random, else 1 or 2). ``connections``,
``client(name)``, ``online()``, ``games``, ``game_of(name)``. ``push(name, line)``,
``push_raw(name, data)``, ``send_event(name, Type, **fields)``, ``drop(name)``. Waits (``timeout`` in seconds):
``wait_until(predicate)``, ``wait_for_login(name)``, ``wait_for_logout(name)``,
``wait_for_command(name, pattern, start=0)``.
:class:`FakeClient`: ``name``, ``received`` (lines the client sent), ``sent`` (lines written to
it), ``events`` (the JSON objects written to it, decoded), ``game``, ``push``, ``drop``.
:class:`FakeGame`: ``id``, ``points``, ``variant``, ``names`` (player 1, player 2), ``position``
(backgammon: :class:`fibsgui.bg.Position`, side 0 = player 1), ``vposition`` (acey-deucey and
tabula: :class:`VariantPosition`, None in backgammon), ``turn``, ``dice`` (two), ``roll3``,
``rolls`` (a variant's dice left to play), ``reroll``, ``score``, ``cube``, ``winner``,
``replay`` (this game's replay lines so far), ``replays`` (the finished games'),
``number_of(name)``, ``board_for(side)`` (the 28 numbers as ``side`` receives them),
``available_absolute()`` (``Available`` in the server's numbering).
"""

from __future__ import annotations

import asyncio
import base64
import json
import random
import re
import time
from dataclasses import dataclass, field
from typing import Callable

from fibsgui.bg import BAR, OFF, IllegalPlayError, Position, Turn
from tests.fakefibs import LoginServer

HELLO = ("hello Welcome to the bgammon test server on the loopback interface. "
         "Log in with: loginjson <client> [username] [password]")
DEFAULT_MOTD = ["Welcome to the bgammon test server. Play nicely."]
MAX_NAME = 18
#: Commands a spectator may use (the rest are ignored with a notice).
SPECTATOR_COMMANDS = {"help", "h", "list", "ls", "board", "b", "leave", "l", "set", "pong",
                      "disconnect", "json", "follow", "unfollow"}
SETTINGS = ("autoplay", "highlight", "pips", "moves", "flip", "traditional", "advanced",
            "mutejoinleave", "mutechat", "muteroll", "mutemove", "mutebearoff", "speed")
SETTING_FIELDS = {"autoplay": "AutoPlay", "highlight": "Highlight", "pips": "Pips", "moves": "Moves",
                  "flip": "Flip", "traditional": "Traditional", "advanced": "Advanced",
                  "mutejoinleave": "MuteJoinLeave", "mutechat": "MuteChat", "muteroll": "MuteRoll",
                  "mutemove": "MuteMove", "mutebearoff": "MuteBearOff", "speed": "Speed"}
_DIGITS = re.compile(r"^[0-9]+$")
_NAME = re.compile(r"^[A-Za-z0-9_]+$")


@dataclass
class Account:
    name: str
    password: str
    email: str = ""
    settings: dict[str, int] = field(default_factory=lambda: {
        "highlight": 1, "pips": 1, "moves": 0, "speed": 1})
    follows: list[str] = field(default_factory=list)  # the accounts followed, by name


# -- numbering -----------------------------------------------------------------------------------
# The server's own numbering ("absolute"): player 1's view. Points 1..24 from player 1's home
# board, 0 player 1's home (off), 25 player 2's home, 26 player 1's bar, 27 player 2's bar.
# fibsgui.bg numbers each side's points from its own home: 1..24, BAR = 25, OFF = 0.

def to_absolute(side: int, point: int) -> int:
    """``side``'s own point (fibsgui.bg numbering) in the server's numbering."""
    if point == BAR:
        return 26 + side
    if point == OFF:
        return 25 * side
    return point if side == 0 else 25 - point


def to_view(side: int, space: int) -> int:
    """A space of the server's numbering as ``side`` (the receiver, player 1 to itself) sees it."""
    if side == 0:
        return space
    if 1 <= space <= 24:
        return 25 - space
    return {0: 25, 25: 0, 26: 27, 27: 26}[space]


def from_view_own(space: int) -> int | None:
    """A space the mover names in its own view, as its own fibsgui.bg point (None: not its own)."""
    if 1 <= space <= 24:
        return space
    if space == 26:
        return BAR
    if space == 0:
        return OFF
    return None


def parse_space(word: str) -> int | None:
    word = word.lower()
    if word == "bar":
        return 26
    if word in ("off", "home"):
        return 0
    if word.isdigit() and len(word) <= 2:
        return int(word)
    return None


# -- acey-deucey and tabula ----------------------------------------------------------------------
# Written here from what bgammon.org's source says (repository tslocum/bgammon: game.go,
# gamestate.go, pkg/server/game.go, pkg/server/server_command.go; and its rules engine, repository
# tslocum/tabula, board.go), on its own: the client has no rules for these variants.
#
# Facts, in the server's numbering (player 1's checkers positive, player 2's negative):
# * Both variants start with the fifteen checkers of each side in its home: 0 holds player 1's
#   (+15), 25 player 2's (-15). The home holds the checkers not yet entered and, later, the ones
#   borne off. A player has "entered" once its home is empty for the first time; from then on
#   the home only counts borne-off checkers.
# * Acey-deucey moves the backgammon way: player 1 from 24 down to 1 and off to 0, player 2 from 1
#   up to 24 and off to 25. A checker enters from the home (or the bar) as from backgammon's bar:
#   player 1 into 24..19 (die = 25 - point), player 2 into 1..6 (die = point). Checkers on the
#   board may move while others still wait at home; a checker on the bar must enter first.
#   Bearing off needs every checker entered and in the home board (1..6 for player 1, 19..24 for
#   player 2), with the exact die: a larger die never bears off in a variant (the engine allows
#   it only in backgammon).
# * Tabula rolls three dice, one move each (no doubling of doubles: 4-4-2 is three moves). Both
#   players move the same way, from 1 up to 24: a checker enters from the home or the bar into
#   1..6 (die = point); until a player has entered all fifteen, none of its checkers may move
#   onto 13..24; bearing off needs every checker entered, none on the bar and none on 1..12, and
#   the exact die (25 - point). The board is not mirrored for player 2 (only the counts are
#   negated and 0/25, 26/27 swapped): both players see their checkers run from 1 to 24.
# * A hit checker goes to its owner's bar (26 player 1, 27 player 2) in both variants.
# * Available is the union of the single steps found in the longest move sequences the dice allow
#   (every step of every such sequence that is playable right now); when only one die can be
#   played and nothing has been moved yet, only the steps of the highest such die remain.
# * ``ok`` with a step still available fails: "The following legal moves are available: " and
#   the steps in the player's numbering, highest first, "from/to" joined by ", " ("bar" and
#   "off" as words), in backgammon as well.
#   A roll with nothing to play waits for that ``ok`` (no forced-move autoplay here).
# * No doubling in either variant (the server's MayDouble is false for variants), so the server
#   rolls for the player on turn by itself at the start of every turn; ``roll`` is only for the
#   opening. The opening roll is the usual one die each (ties re-rolled), but the winner does
#   not play those dice: the server rolls it a fresh pair (three dice in tabula) at once.
# * Acey-deucey's 1-2: once the 1 and the 2 are both played, ``ok <1-6>`` names a double (failedok
#   "Choose which doubles you want for your acey-deucey." without a number 1..6); ``rolled`` with
#   Roll1 = Roll2 = that number and ``Selected: true`` follows, the board shows ``Reroll: true``
#   and the double is played as four moves; the ``ok`` that ends it rolls a fresh pair for the
#   same player (``Reroll`` false again). A 1-2 of which fewer than both dice were played ends
#   the turn as usual.
# * A win: acey-deucey scores the loser's checkers not borne off (on the board, on the bar and,
#   while it has not entered them all, in its home) times the cube; tabula scores 1 times the
#   cube. Resigning scores the cube's value in either (the current server does so for every game;
#   its ``win`` event then carries the points only in matches longer than one point, the fake's
#   always does).
# * Replay lines of a variant game: the ``i`` line ends in the variant number; a turn is
#   ``<player> r <dice high to low, joined by ->[ <moves>]``, three dice in tabula
#   (``2 r 6-4-1 off/4, 4/10, 10/11``), the moves in player 1's numbering joined by ", ", the homes
#   written ``off`` and the bars ``bar`` (so entering acey-deucey's 24 reads ``off/24``); an
#   acey-deucey chosen double is a turn line of its own (``1 r 5-5 ...``).
# * The match list names a variant's match "(Acey-deucey) <name>" or "(Tabula) <name>".

ACEY_DEUCEY = 1
TABULA = 2
VARIANT_PREFIX = {ACEY_DEUCEY: "(Acey-deucey) ", TABULA: "(Tabula) "}
_HOMES = (0, 25)
_BARS = (26, 27)


def _home(player: int) -> int:
    return 0 if player == 1 else 25


def _bar(player: int) -> int:
    return 26 if player == 1 else 27


def _without(dice: tuple[int, ...], die: int) -> tuple[int, ...]:
    rest = list(dice)
    rest.remove(die)
    return tuple(rest)


def variant_view(variant: int, side: int, space: int) -> int:
    """A space of the server's numbering as ``side`` (0 or 1) numbers it; its own inverse."""
    if side == 0:
        return space
    if 1 <= space <= 24:
        return space if variant == TABULA else 25 - space
    return {0: 25, 25: 0, 26: 27, 27: 26}.get(space, space)


def format_space(space: int) -> str:
    """A space as the server writes it in texts and replays."""
    if space in _HOMES:
        return "off"
    if space in _BARS:
        return "bar"
    return str(space)


def legal_moves_text(steps) -> str:
    """``failedok``'s reason: the steps (the player's numbering) from the highest, as the server
    sorts and writes them."""
    return "The following legal moves are available: " + ", ".join(
        f"{format_space(a)}/{format_space(b)}" for a, b in sorted(steps, reverse=True))


@dataclass(frozen=True)
class VariantPosition:
    """An acey-deucey or tabula position: the 28 spaces in the server's numbering (player 1
    positive) and whether each player has entered all its checkers."""

    variant: int
    board: tuple[int, ...]
    entered: tuple[bool, bool] = (False, False)

    @classmethod
    def initial(cls, variant: int) -> "VariantPosition":
        board = [0] * 28
        board[0], board[25] = 15, -15
        return cls(variant, tuple(board))

    def own(self, player: int, space: int) -> int:
        """``player``'s checkers on ``space``."""
        v = self.board[space] if player == 1 else -self.board[space]
        return v if v > 0 else 0

    def may_bear_off(self, player: int) -> bool:
        if not self.entered[player - 1] or self.own(player, _bar(player)):
            return False
        if self.variant == TABULA:
            outside = range(1, 13)
        else:
            outside = range(7, 25) if player == 1 else range(1, 19)
        return not any(self.own(player, s) for s in outside)

    def destination(self, player: int, source: int, die: int) -> int | None:
        """Where ``die`` takes a checker of ``player`` from ``source`` (a point, its bar or its
        home), the home meaning off; None past the home (exact dice only)."""
        upward = self.variant == TABULA or player == 2
        if source in _HOMES or source in _BARS:
            return die if upward else 25 - die
        to = source + die if upward else source - die
        if to == (25 if upward else 0):
            return _home(player)
        return to if 1 <= to <= 24 else None

    def steps(self, player: int, dice: tuple[int, ...]) -> list[tuple[int, int, int]]:
        """Every single step ``player`` may make now with one of ``dice``: (from, to, die)."""
        home, bar = _home(player), _bar(player)
        if self.own(player, bar):
            sources = [bar]
        else:
            sources = [s for s in range(1, 25) if self.own(player, s)]
            if not self.entered[player - 1] and self.own(player, home):
                sources.insert(0, home)
        waiting = not self.entered[player - 1]
        bear_off: bool | None = None
        found = []
        for source in sources:
            for die in sorted(set(dice)):
                to = self.destination(player, source, die)
                if to is None:
                    continue
                if to == home:
                    if bear_off is None:
                        bear_off = self.may_bear_off(player)
                    if not bear_off:
                        continue
                elif self.own(3 - player, to) > 1:
                    continue
                elif self.variant == TABULA and waiting and to > 12:
                    continue
                found.append((source, to, die))
        return found

    def play(self, player: int, source: int, to: int) -> "VariantPosition":
        """The position after ``player`` moves a checker from ``source`` to ``to`` (unchecked)."""
        board = list(self.board)
        sign = 1 if player == 1 else -1
        board[source] -= sign
        if to not in _HOMES and self.own(3 - player, to) == 1:  # a hit
            board[to] = 0
            board[_bar(3 - player)] -= sign
        board[to] += sign
        entered = list(self.entered)
        if not entered[player - 1] and board[_home(player)] == 0:
            entered[player - 1] = True
        return VariantPosition(self.variant, tuple(board), (entered[0], entered[1]))

    def won(self, player: int) -> bool:
        return self.entered[player - 1] and not any(
            self.own(player, s) for s in (*range(1, 25), _bar(player)))

    def checkers_left(self, player: int) -> int:
        """``player``'s checkers not borne off (acey-deucey's win points)."""
        spaces = [*range(1, 25), _bar(player)]
        if not self.entered[player - 1]:
            spaces.append(_home(player))
        return sum(self.own(player, s) for s in spaces)

    def available(self, player: int, dice: tuple[int, ...], moved: bool) -> list[tuple[int, int]]:
        """The server's ``Available`` for ``player`` with the ``dice`` left, in its numbering:
        the steps of the longest sequences that are playable now (the highest die's alone when
        only one die can be played and nothing has been ``moved`` yet), sorted."""
        longest: dict[tuple, int] = {}

        def most(pos: VariantPosition, left: tuple[int, ...]) -> int:
            key = (pos, left)
            if key not in longest:
                best = 0
                for source, to, die in pos.steps(player, left):
                    best = max(best, 1 + most(pos.play(player, source, to), _without(left, die)))
                    if best == len(left):
                        break
                longest[key] = best
            return longest[key]

        dice = tuple(sorted(dice))
        total = most(self, dice)
        if total == 0:
            return []
        on_path: set[tuple[int, int]] = set()
        walked: set[tuple] = set()

        def walk(pos: VariantPosition, left: tuple[int, ...], moves: int) -> None:
            if (pos, left) in walked:
                return
            walked.add((pos, left))
            for source, to, die in pos.steps(player, left):
                child, rest = pos.play(player, source, to), _without(left, die)
                if 1 + most(child, rest) == moves:
                    on_path.add((source, to))
                    if moves > 1:
                        walk(child, rest, moves - 1)

        walk(self, dice, total)
        now = {(source, to): die for source, to, die in self.steps(player, dice)}
        result = [step for step in now if step in on_path]
        if total == 1 and len(result) > 1 and not moved:
            high = max(now[step] for step in result)
            result = [step for step in result if now[step] == high]
        return sorted(result)

    def for_side(self, side: int) -> list[int]:
        """The 28 numbers of ``Board`` as ``side`` (0 or 1) receives them."""
        if side == 0:
            return list(self.board)
        board = [0] * 28
        for space in range(28):
            board[variant_view(self.variant, 1, space)] = -self.board[space]
        return board


class FakeClient:
    """One connection to the fake server."""

    def __init__(self, server: "FakeBgammon", reader: asyncio.StreamReader,
                 writer: asyncio.StreamWriter) -> None:
        self.server = server
        self.reader = reader
        self.writer = writer
        self.name: str | None = None          # set once logged in
        self.account: Account | None = None
        self.client_id = ""
        self.json = False
        self.received: list[str] = []
        self.sent: list[str] = []
        self.events: list[dict] = []
        self.game: FakeGame | None = None
        self.closed = False
        self.terminating = False
        self.last_read = asyncio.get_running_loop().time()

    def __repr__(self) -> str:
        return f"<FakeClient {self.name or '(not logged in)'}>"

    # -- output --------------------------------------------------------------------------------
    def line(self, text: str) -> None:
        if self.closed or self.writer.is_closing():
            return
        self.sent.append(text)
        self.writer.write(text.encode("utf-8") + b"\n")

    def send(self, type_: str, player: str = "", **fields) -> None:
        event = {"Type": type_, "Player": player, **fields}
        self.events.append(event)
        self.line(json.dumps(event, separators=(",", ":")))

    def notice(self, message: str) -> None:
        if self.json:
            self.send("notice", Message=message)
        else:
            self.line(f"notice {message}")

    def push(self, line: str) -> None:
        """Send any line (tests script the server with it)."""
        self.line(line)

    def push_raw(self, data: bytes) -> None:
        if not self.closed and not self.writer.is_closing():
            self.sent.append(data.decode("latin-1"))
            self.writer.write(data)

    def drop(self) -> None:
        """Cut the connection without a word, like a network failure."""
        transport = self.writer.transport
        if transport is not None:
            transport.abort()

    def terminate(self, reason: str) -> None:
        """bgammon.org's way out: a notice, then the socket closes a moment later."""
        if self.terminating or self.closed:
            return
        self.terminating = True
        self.notice(f"Connection terminated: {reason}" if reason else "Connection terminated")
        self.server._later(self.server.terminate_delay, self._close)

    def _close(self) -> None:
        try:
            self.writer.close()
        except Exception:
            pass


class FakeGame:
    """A match of ``points`` points between two seats: backgammon with fibsgui.bg's rules, or
    acey-deucey and tabula (``variant`` 1 and 2) with :class:`VariantPosition`'s."""

    def __init__(self, server: "FakeBgammon", game_id: int, name: str, points: int,
                 password: str = "", variant: int = 0) -> None:
        self.server = server
        self.id = game_id
        self.name = name
        self.points = points
        self.password = password
        self.variant = variant
        self.names: list[str] = ["", ""]
        self.seats: list[FakeClient | None] = [None, None]
        self.allowed: tuple[str, str] | None = None   # the two players, once both have sat down
        self.rejoin = [False, False]
        self.spectators: list[FakeClient] = []
        self.score = [0, 0]
        self.crawford = 0           # 0 not yet, 1 this game, 2 done
        self.winner = 0             # of the match: 0, 1, 2
        self.started = 0
        self.ended = 0
        self.rematch = 0
        self.games_played = 0
        self.log: list[str] = []
        #: the finished games' replay lines, each game's ``i`` line first (the server's format)
        self.replays: list[list[str]] = []
        self.new_game()

    def __repr__(self) -> str:
        return f"<FakeGame {self.id} {self.names} {self.points}pt score {self.score} turn {self.turn}>"

    # -- state -----------------------------------------------------------------------------
    def new_game(self) -> None:
        self.position = Position.initial(0)
        self.turn = 0
        self.dice = [0, 0]
        self.pending: Turn | None = None
        self.moves: list[tuple[int, int]] = []   # this turn's steps, server numbering
        self.cube = 1
        self.cube_owner = 0
        self.double_offered = False
        self.replay: list[str] = []    # this game's replay lines so far (no ``i`` line yet)
        # acey-deucey and tabula: the position with this turn's moves, the one the turn began
        # with, the dice left and the dice the turn began with, the third die, acey-deucey's reroll
        self.vposition = VariantPosition.initial(self.variant) if self.variant else None
        self.vstart = self.vposition
        self.rolls: tuple[int, ...] = ()
        self.turn_rolls: tuple[int, ...] = ()
        self.roll3 = 0
        self.reroll = False
        self._available: list[tuple[int, int]] | None = None

    def number_of(self, name: str) -> int:
        """1 or 2 for a player's name, 0 for anyone else."""
        for i in (0, 1):
            if self.names[i] == name and (self.seats[i] is not None or self.allowed):
                return i + 1
        return 0

    def clients(self) -> list[FakeClient]:
        return [c for c in self.seats if c is not None] + list(self.spectators)

    def player_count(self) -> int:
        return sum(1 for c in self.seats if c is not None)

    def opponent(self, client: FakeClient) -> FakeClient | None:
        if client is self.seats[0]:
            return self.seats[1]
        if client is self.seats[1]:
            return self.seats[0]
        return None

    def side_of(self, client: FakeClient) -> int | None:
        """0 or 1 for a seated client, None for a spectator."""
        for i in (0, 1):
            if self.seats[i] is client:
                return i
        return None

    def current_position(self) -> Position:
        return self.pending.position if self.pending is not None else self.position

    # -- the board event ---------------------------------------------------------------------
    def view_space(self, side: int, space: int) -> int:
        """A space of the server's numbering as ``side`` (0 or 1) numbers it, and back."""
        if self.variant:
            return variant_view(self.variant, side, space)
        return to_view(side, space)

    def board_for(self, side: int) -> list[int]:
        """The 28 numbers of ``Board`` as ``side`` receives them (it is player 1 there)."""
        if self.vposition is not None:
            return self.vposition.for_side(side)
        pos = self.current_position()
        mine, theirs = pos.checkers(side), pos.checkers(1 - side)
        board = [0] * 28
        for p in range(1, 25):
            board[p] = mine[p - 1] - theirs[24 - p]
        board[0] = pos.off(side)
        board[25] = -pos.off(1 - side)
        board[26] = pos.bar(side)
        board[27] = -pos.bar(1 - side)
        return board

    def available_absolute(self) -> list[tuple[int, int]]:
        if self.vposition is not None:
            if self.turn == 0 or self.winner or not self.rolls:
                return []
            if self._available is None:
                self._available = self.vposition.available(self.turn, self.rolls, bool(self.moves))
            return list(self._available)
        if self.pending is None or self.turn == 0 or self.winner:
            return []
        mover = self.turn - 1
        return [(to_absolute(mover, s.move.from_point), to_absolute(mover, s.move.to_point))
                for s in self.pending.next_steps()]

    def board_event(self, client: FakeClient) -> dict:
        side = self.side_of(client)
        spectating = side is None
        view = 0 if spectating else side

        def number(n: int) -> int:  # 1 or 2 of the server, as the receiver numbers it
            return n if view == 0 or n == 0 else 3 - n

        def player(i: int) -> dict:
            entered = self.vposition.entered[i] if self.vposition is not None else True
            return {"Number": 1 if i == view else 2, "Name": self.names[i], "Rating": 1500,
                    "Points": self.score[i], "Entered": entered, "Inactive": 0, "Icon": 0}

        roll1, roll2 = self.dice if view == 0 or self.turn != 0 else (self.dice[1], self.dice[0])
        available = sorted((self.view_space(view, a), self.view_space(view, b))
                           for a, b in self.available_absolute())
        return {
            "Started": self.started, "Ended": self.ended,
            "Player1": player(view), "Player2": player(1 - view),
            "Variant": self.variant, "Board": self.board_for(view),
            "Turn": number(self.turn), "Roll1": roll1, "Roll2": roll2, "Roll3": self.roll3,
            "Moves": [[self.view_space(view, a), self.view_space(view, b)] for a, b in self.moves],
            "Winner": number(self.winner), "Points": self.points, "Crawford": self.crawford,
            "DoubleValue": self.cube, "DoublePlayer": number(self.cube_owner),
            "DoubleOffered": self.double_offered, "Reroll": self.reroll, "PlayerNumber": 1,
            "Available": [list(m) for m in available], "Forced": False, "Spectating": spectating,
        }

    def send_board(self, client: FakeClient) -> None:
        client.send("board", **self.board_event(client))

    def send_boards(self) -> None:
        for client in self.clients():
            self.send_board(client)

    def notify(self, type_: str, player: str = "", **fields) -> None:
        for client in self.clients():
            client.send(type_, player, **fields)

    # -- seats -----------------------------------------------------------------------------
    def add(self, client: FakeClient) -> bool:
        """Seat ``client`` (or make it a spectator); sends the joined events and boards. Returns
        whether it is a spectator."""
        name = client.name or ""
        if self.allowed is not None and name not in self.allowed:
            seat = None
        elif self.allowed is not None:
            seat = self.allowed.index(name)
            if self.seats[seat] is not None:
                seat = None
        elif self.seats[0] is None and self.seats[1] is None:
            chosen = self.server.creator_seat
            seat = (chosen - 1) if chosen in (1, 2) else self.server.rng.randrange(2)
        elif self.seats[0] is None:
            seat = 0
        elif self.seats[1] is None:
            seat = 1
        else:
            seat = None
        client.game = self
        if seat is None:
            self.spectators.append(client)
            client.send("joined", name, GameID=self.id, PlayerNumber=1)
            self.send_board(client)
            return True
        self.seats[seat] = client
        self.names[seat] = name
        self.rejoin[seat] = True
        if self.allowed is None and self.seats[0] is not None and self.seats[1] is not None:
            self.allowed = (self.names[0], self.names[1])
            self.started = int(time.time())
        client.send("joined", name, GameID=self.id, PlayerNumber=1)
        self.send_board(client)
        others = [c for c in self.clients() if c is not client]
        for other in others:
            if other in self.seats:
                other.send("joined", name, GameID=self.id, PlayerNumber=2)
            self.send_board(other)
        return False

    def remove(self, client: FakeClient, *, may_rejoin: bool) -> None:
        """Take ``client`` out (``leave``, a drop, a disconnect); tell everyone still there."""
        name = client.name or ""
        side = self.side_of(client)
        if side is not None:
            self.seats[side] = None
            self.rejoin[side] = may_rejoin and not self.winner and self.allowed is not None
        elif client in self.spectators:
            self.spectators.remove(client)
        client.game = None
        for other in self.clients():
            other.send("left", name)
        if not client.closed:
            client.send("left", name)
        if self.player_count() == 0 and not any(self.rejoin):
            for spectator in list(self.spectators):
                spectator.game = None
                spectator.send("left", spectator.name or "")
            self.spectators.clear()
            if self in self.server.games:
                self.server.games.remove(self)

    # -- play ------------------------------------------------------------------------------
    def rolled(self, roller: str, dice: tuple[int, int]) -> None:
        """The ``rolled`` event to everyone (player 2 reads the opening dice swapped)."""
        for client in self.clients():
            a, b = dice
            if self.turn == 0 and self.side_of(client) == 1:
                a, b = b, a
            client.send("rolled", roller, Roll1=a, Roll2=b, Roll3=0, Selected=False)

    # -- acey-deucey and tabula turns ----------------------------------------------------------
    def roll_variant(self, side: int) -> None:
        """The server's own roll for ``side`` in a variant: a pair, three dice in tabula."""
        dice = [self.server.next_die() for _ in range(3 if self.variant == TABULA else 2)]
        self.dice = dice[:2]
        self.roll3 = dice[2] if self.variant == TABULA else 0
        doubled = self.variant == ACEY_DEUCEY and dice[0] == dice[1]
        self.begin_moves(tuple(dice * 2 if doubled else dice))
        self.log.append(f"player {side + 1} rolls {'-'.join(map(str, dice))}")

    def begin_moves(self, rolls: tuple[int, ...]) -> None:
        """A variant's turn (or acey-deucey's chosen double) starts with ``rolls`` to play."""
        self.rolls = self.turn_rolls = tuple(sorted(rolls))
        self.vstart = self.vposition
        self.moves = []
        self._available = None

    def announce_roll(self, roller: str, *, selected: bool = False, board_first: bool = False) -> None:
        """``rolled`` (and the board) to everyone after the server rolled for a variant's player."""
        for client in self.clients():
            if board_first:
                self.send_board(client)
            client.send("rolled", roller, Roll1=self.dice[0], Roll2=self.dice[1], Roll3=self.roll3,
                        Selected=selected)
            if not board_first:
                self.send_board(client)

    def record_turn(self) -> None:
        """This turn's replay line: ``<player> r <dice, high first>[ <moves>]``."""
        dice = sorted([*self.dice, self.roll3] if self.roll3 else self.dice, reverse=True)
        line = f"{self.turn} r {'-'.join(map(str, dice))}"
        if self.moves:
            line += " " + ", ".join(f"{format_space(a)}/{format_space(b)}" for a, b in self.moves)
        self.replay.append(line)

    def move_variant(self, client: FakeClient, side: int,
                     pairs: list[tuple[int, int]]) -> tuple[int, int, str] | None:
        """``move`` in a variant: each pair must be available before the command and where the
        pairs before it leave the checkers."""
        player = side + 1
        before = set(self.available_absolute())
        pos, rolls, made = self.vposition, self.rolls, []
        for a, b in pairs:
            step = (self.view_space(side, a), self.view_space(side, b))
            if step not in before:
                return a, b, "Illegal move."
            if made and step not in pos.available(player, rolls, True):
                return a, b, "Illegal move."
            die = next(d for f, t, d in pos.steps(player, rolls) if (f, t) == step)
            pos, rolls = pos.play(player, *step), _without(rolls, die)
            made.append(step)
        self.vposition, self.rolls, self._available = pos, rolls, None
        self.moves.extend(made)
        self.log.append(f"player {player} moves {made}")
        for other in self.clients():
            view = self.side_of(other) or 0
            other.send("moved", client.name or "",
                       Moves=[[self.view_space(view, f), self.view_space(view, t)] for f, t in made])
            self.send_board(other)
        if pos.won(player):
            loser = 3 - player
            points = pos.checkers_left(loser) if self.variant == ACEY_DEUCEY else 1
            self.record_turn()
            self.end_game(side, points * self.cube, resigned="", kind=points)
        return None

    def ok_variant(self, client: FakeClient, side: int, params: list[str]) -> str | None:
        available = self.available_absolute()
        if available:
            return legal_moves_text((self.view_space(side, a), self.view_space(side, b))
                                    for a, b in available)
        name = client.name or ""
        if self.variant == ACEY_DEUCEY and sorted(self.dice) == [1, 2] and len(self.moves) == 2:
            choice = params[0] if params else ""
            if not (choice.isdigit() and len(choice) == 1 and 1 <= int(choice) <= 6):
                return "Choose which doubles you want for your acey-deucey."
            self.record_turn()
            double = int(choice)
            self.dice = [double, double]
            self.begin_moves((double,) * 4)
            self.reroll = True
            self.log.append(f"player {side + 1} chooses {double}-{double}")
            self.announce_roll(name, selected=True)
            return None
        self.record_turn()
        if self.variant == ACEY_DEUCEY and self.reroll:
            self.reroll = False
            self.roll_variant(side)
            self.announce_roll(name)
            return None
        self.vstart = self.vposition
        self.turn = 2 - side
        self.roll_variant(1 - side)
        self.announce_roll(self.names[1 - side])
        return None

    def roll(self, client: FakeClient) -> str | None:
        """A ``roll`` from a seated client; returns the failure reason, if any."""
        side = self.side_of(client)
        assert side is not None
        if self.winner:
            return "The match is over."
        if self.opponent(client) is None:
            return "You may not roll until your opponent rejoins the match."
        if self.turn == 0:
            if self.dice[side]:
                return "It is not your turn to roll."
            self.dice[side] = self.server.next_die()
            self.rolled(client.name or "", (self.dice[0], self.dice[1]))
            if not (self.dice[0] and self.dice[1]):
                return None
            while self.dice[0] == self.dice[1]:
                self.dice = [self.server.next_die(), 0]
                self.rolled(self.names[0], (self.dice[0], 0))
                self.dice[1] = self.server.next_die()
                self.rolled(self.names[1], (self.dice[0], self.dice[1]))
            first = 0 if self.dice[0] > self.dice[1] else 1
            self.log.append(f"opening {self.dice[0]}-{self.dice[1]}: player {first + 1} starts")
            self.turn = first + 1
            if self.vposition is not None:  # the starter plays a fresh roll, not the opening dice
                self.roll_variant(first)
                self.announce_roll(self.names[first], board_first=True)
                self.send_boards()
                return None
            self.position = self.position.with_turn(first)
            self.pending = self.position.start_turn((self.dice[0], self.dice[1]))
            self.send_boards()
            return None
        if self.turn != side + 1 or self.dice[0] or self.double_offered:
            return "It is not your turn to roll."
        if self.vposition is not None:
            self.roll_variant(side)
            self.announce_roll(client.name or "")
            return None
        self.dice = [self.server.next_die(), self.server.next_die()]
        self.log.append(f"player {side + 1} rolls {self.dice[0]}-{self.dice[1]}")
        self.rolled(client.name or "", (self.dice[0], self.dice[1]))
        self.position = self.position.with_turn(side)
        self.pending = self.position.start_turn((self.dice[0], self.dice[1]))
        if self.pending.legal.steps == 0:
            self.send_boards()
            self.record_turn()
            self.next_turn()
            return None
        self.send_boards()
        return None

    def move(self, client: FakeClient, pairs: list[tuple[int, int]]) -> tuple[int, int, str] | None:
        """``move`` pairs in the client's own view; returns (from, to, reason) when refused."""
        side = self.side_of(client)
        if self.turn != (side or 0) + 1 or side is None:
            return 0, 0, "It is not your turn to move."
        if self.pending is None and not (self.vposition is not None and self.dice[0]):
            return 0, 0, "You must roll first."
        if self.opponent(client) is None:
            return 0, 0, "You may not move until your opponent rejoins the match."
        if self.vposition is not None:
            return self.move_variant(client, side, pairs)
        before = self.pending.position
        turn = self.pending
        steps = []
        for a, b in pairs:
            own_from, own_to = from_view_own(a), from_view_own(b)
            if own_from is None or own_to is None or own_from == OFF:
                return a, b, "Illegal move."
            if before.count(side, own_from) == 0:  # checked against the position before the command
                return a, b, "Illegal move."
            try:
                turn = turn.step(own_from, own_to)
            except IllegalPlayError:
                return a, b, "Illegal move."
            steps.append((own_from, own_to))
        self.pending = turn
        made = [(to_absolute(side, f), to_absolute(side, t)) for f, t in steps]
        self.moves.extend(made)
        self.log.append(f"player {side + 1} moves {made}")
        for other in self.clients():
            view = self.side_of(other) or 0
            other.send("moved", client.name or "",
                       Moves=[[to_view(view, f), to_view(view, t)] for f, t in made])
            self.send_board(other)
        outcome = turn.position.outcome()
        if outcome is not None:
            self.position = turn.position
            self.pending = None
            self.record_turn()
            self.end_game(outcome.winner, outcome.kind * self.cube, resigned="", kind=outcome.kind)
        return None

    def reset(self, client: FakeClient) -> None:
        side = self.side_of(client)
        if side is None or self.turn != side + 1 or not self.moves or self.winner:
            return
        if self.vposition is not None:
            self.vposition, self.rolls, self._available = self.vstart, self.turn_rolls, None
        elif self.pending is None:
            return
        else:
            self.pending = self.pending.legal.position.start_turn(self.pending.dice)
        undone = [(b, a) for a, b in reversed(self.moves)]
        self.moves = []
        for other in self.clients():
            view = self.side_of(other) or 0
            other.send("moved", client.name or "",
                       Moves=[[self.view_space(view, f), self.view_space(view, t)] for f, t in undone])
            self.send_board(other)

    def ok(self, client: FakeClient, params: list[str] | None = None) -> str | None:
        """``ok``: take an offered double, or end the turn (``ok <1-6>``: acey-deucey's chosen
        double). Returns a ``failedok`` reason."""
        side = self.side_of(client)
        assert side is not None
        if self.winner:
            return None
        if self.opponent(client) is None:
            client.notice("You must wait until your opponent rejoins the match before continuing the game.")
            return None
        if self.double_offered:
            if self.turn != side + 1:
                client.notice("Waiting for response from opponent.")
                return None
            self.double_offered = False
            self.cube *= 2
            self.cube_owner = side + 1
            self.turn = 2 - side
            self.replay.append(f"{self.turn} d {self.cube} 1")
            self.log.append(f"player {side + 1} takes, cube {self.cube}")
            client.notice("Accepted double.")
            opponent = self.opponent(client)
            if opponent is not None:
                opponent.notice(f"{client.name} accepted double.")
            self.send_boards()
            return None
        if self.turn != side + 1:
            client.notice("It is not your turn.")
            return None
        if self.vposition is not None:
            if not self.dice[0]:
                client.notice("You must roll first.")
                return None
            return self.ok_variant(client, side, list(params or []))
        if self.pending is None:
            client.notice("You must roll first.")
            return None
        if not self.pending.complete:
            return legal_moves_text((to_view(side, to_absolute(side, s.move.from_point)),
                                     to_view(side, to_absolute(side, s.move.to_point)))
                                    for s in self.pending.next_steps())
        self.position = self.pending.result()
        self.record_turn()
        self.next_turn()
        return None

    def next_turn(self) -> None:
        mover = self.turn - 1
        self.position = self.position.with_turn(1 - mover)
        self.turn = 2 - mover
        self.dice = [0, 0]
        self.pending = None
        self.moves = []
        self.send_boards()

    def may_double(self, side: int) -> str | None:
        """Why ``side`` may not double now (None: it may)."""
        if self.turn != side + 1:
            return "It is not your turn."
        if (self.points == 1 or self.crawford == 1 or self.dice[0] or self.double_offered
                or self.cube >= 64 or self.winner or self.variant):
            return "You may not double at this time."
        if self.cube_owner not in (0, side + 1):
            return "You do not currently hold the doubling cube."
        return None

    def double(self, client: FakeClient) -> None:
        side = self.side_of(client)
        assert side is not None
        reason = self.may_double(side)
        opponent = self.opponent(client)
        if reason is None and opponent is None:
            reason = "You may not double until your opponent rejoins the match."
        if reason is not None:
            client.notice(reason)
            return
        self.double_offered = True
        self.turn = 2 - side
        self.log.append(f"player {side + 1} doubles to {self.cube * 2}")
        client.notice(f"Double offered to opponent ({self.cube * 2} points).")
        opponent.notice(f"{client.name} offers a double ({self.cube * 2} points).")
        self.send_boards()

    def kind_from_board(self, loser: int) -> int:
        """1, 2 or 3: what the board as it stands makes of a game ``loser`` gives up."""
        pos = self.current_position()
        if pos.off(loser):
            return 1
        checkers = pos.checkers(loser)
        if checkers[24] or any(checkers[18:24]):
            return 3
        return 2

    def resign(self, client: FakeClient) -> None:
        side = self.side_of(client)
        assert side is not None
        if self.winner:
            return
        if self.opponent(client) is None:
            client.notice("You may not resign until your opponent rejoins the match.")
            return
        if self.double_offered and self.turn == side + 1:
            client.notice("Declined double offer.")
            self.replay.append(f"{2 - side} d {self.cube * 2} 0")
            self.log.append(f"player {side + 1} drops")
        elif self.turn == side + 1:
            client.notice("Resigned.")
            self.replay.append(f"{side + 1} t")
            self.log.append(f"player {side + 1} resigns")
        else:
            client.notice("You may not resign until it is your turn.")
            return
        kind = 1 if self.variant else self.kind_from_board(side)  # a variant: the cube's value
        self.pending = None
        self.end_game(1 - side, kind * self.cube, resigned=client.name or "", kind=kind)

    def end_game(self, winner: int, points: int, resigned: str, kind: int | None = None) -> None:
        """``winner`` (0 or 1) wins ``points``; ``kind``: the points before the cube, for the
        replay's ``i`` line."""
        self.replays.append([
            f"i {self.started} {self.names[0]} {self.names[1]} {self.points} {self.score[0]} "
            f"{self.score[1]} {winner + 1} {points // self.cube if kind is None else kind} {self.variant}",
            *self.replay])
        self.score[winner] += points
        self.games_played += 1
        self.log.append(f"player {winner + 1} wins {points}")
        over = self.score[winner] >= self.points
        self.notify("win", self.names[winner], Points=points, Rating=0, Resigned=resigned)
        if over:
            self.winner = winner + 1
            self.ended = int(time.time())
            self.turn = 0
            self.dice = [0, 0]
            self.roll3 = 0
            self.rolls = ()
            self.reroll = False
            self.moves = []
            self.double_offered = False
            self.rejoin = [False, False]
            self.send_boards()
            return
        if self.crawford == 1:
            self.crawford = 2
        elif (self.crawford == 0 and self.points > 1 and self.score[winner] == self.points - 1
              and self.score[1 - winner] < self.points - 1):
            self.crawford = 1
        self.new_game()
        self.send_boards()


class FakeBgammon(LoginServer):
    """The fake server. See the module docstring for the whole API."""

    NAME = "fake bgammon"

    def __init__(self, *, seed: int = 0, ping_interval: float = 30.0, idle_timeout: float = 40.0,
                 terminate_delay: float = 1.0, motd: list[str] | None = None,
                 host: str = "127.0.0.1") -> None:
        self.host = host
        self.port = 0
        self.rng = random.Random(seed)
        self.ping_interval = ping_interval
        self.idle_timeout = idle_timeout
        self.terminate_delay = terminate_delay
        self.motd = list(DEFAULT_MOTD if motd is None else motd)
        self.accounts: dict[str, Account] = {}
        self.connections: list[FakeClient] = []
        self.games: list[FakeGame] = []
        self.creator_seat: int | None = None
        self.refuse_connections = False
        #: no ``hello`` line on a new connection (as over WebSocket)
        self.quiet = False
        self._dice: list[int] = []
        self._next_game_id = 1
        self._next_guest = 1
        self._pings = 0
        self._server: asyncio.AbstractServer | None = None
        self._tasks: set[asyncio.Task] = set()
        self._handles: list[asyncio.TimerHandle] = []
        self._change = asyncio.Event()

    # -- lifecycle -----------------------------------------------------------------------------
    async def start(self):
        await super().start()
        self._spawn(self._pinger())
        return self

    def _drop_clients(self) -> None:
        for handle in self._handles:
            handle.cancel()
        for client in list(self.connections):
            client.drop()

    def _spawn(self, coro) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _later(self, delay: float, callback: Callable[[], None]) -> None:
        self._handles.append(asyncio.get_running_loop().call_later(delay, callback))

    # -- population and dice -------------------------------------------------------------------
    def add_account(self, name: str, password: str, *, email: str = "") -> Account:
        account = Account(name.lower(), password.replace(" ", "_"), email)
        self.accounts[account.name] = account
        return account

    def set_dice(self, *dice: int) -> None:
        """Script the next dice, one value each (an opening roll takes one, a turn two)."""
        for die in dice:
            if not 1 <= die <= 6:
                raise ValueError(f"not a die: {die!r}")
            self._dice.append(die)

    def set_rolls(self, *rolls: tuple[int, ...]) -> None:
        """Script whole rolls in order (each one to three dice), as :meth:`set_dice` does."""
        for roll in rolls:
            self.set_dice(*roll)

    @property
    def scripted_dice(self) -> list[int]:
        """The scripted dice not used yet."""
        return list(self._dice)

    def next_die(self) -> int:
        return self._dice.pop(0) if self._dice else self.rng.randint(1, 6)

    # -- queries -------------------------------------------------------------------------------
    def client(self, name: str) -> FakeClient | None:
        for c in reversed(self.connections):
            if c.name is not None and c.name.lower() == name.lower() and not c.closed:
                return c
        return None

    def online(self) -> list[str]:
        return [c.name for c in self.connections if c.name is not None and not c.closed]

    def game_of(self, name: str) -> FakeGame | None:
        client = self.client(name)
        if client is not None and client.game is not None:
            return client.game
        for game in self.games:
            if name in game.names and not game.winner:
                return game
        return None

    def _is_named(self, client: FakeClient, name: str) -> bool:
        return client.name is not None and client.name.lower() == name.lower()

    # -- scripting -----------------------------------------------------------------------------
    def send_event(self, name: str, type_: str, player: str = "", **fields) -> None:
        self._need(name).send(type_, player, **fields)

    # -- connections ---------------------------------------------------------------------------
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        if self.refuse_connections:
            writer.close()
            if task is not None:
                self._tasks.discard(task)
            return
        client = FakeClient(self, reader, writer)
        self.connections.append(client)
        self._changed()
        try:
            if not self.quiet:
                client.line(HELLO)
            while True:
                raw = await reader.readline()
                if not raw:
                    break
                text = raw.decode("utf-8", "replace").rstrip("\r\n")
                client.received.append(text)
                client.last_read = asyncio.get_running_loop().time()
                self._changed()
                if client.terminating:
                    continue
                try:
                    self._dispatch(client, text)
                except Exception as exc:  # a bug in the fake must be loud in the test log
                    client.notice(f"fake bgammon internal error: {exc!r}")
                    raise
                await writer.drain()
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        except asyncio.CancelledError:
            pass  # the server is closing: the connection ends with it
        finally:
            self._disconnected(client)
            try:
                writer.close()
            except Exception:
                pass
            if task is not None:
                self._tasks.discard(task)

    def _disconnected(self, client: FakeClient) -> None:
        was_open, client.closed = not client.closed, True
        if was_open and client.account is not None:
            for other in self.connections:
                if not other.closed and other.account is not None and client.account.name in other.account.follows:
                    other.notice(f"{client.name} disconnected.")
        if client.game is not None:
            client.game.remove(client, may_rejoin=True)
        self._changed()

    async def _pinger(self) -> None:
        """Pings every ``ping_interval`` s; drops clients not logged in by then, or silent for
        longer than ``idle_timeout`` s (checked several times per interval)."""
        loop = asyncio.get_running_loop()
        step = max(0.01, min(self.ping_interval, self.idle_timeout) / 4)
        next_ping = loop.time() + self.ping_interval
        while True:
            await asyncio.sleep(step)
            now = loop.time()
            for client in list(self.connections):
                if client.closed or client.terminating:
                    continue
                if now - client.last_read > self.idle_timeout:
                    client.terminate("Client timed out.")
            if now >= next_ping:
                next_ping = now + self.ping_interval
                self._pings += 1
                for client in list(self.connections):
                    if client.closed or client.terminating:
                        continue
                    if client.name is None:
                        client.terminate("You must log in before the first ping.")
                    else:
                        client.send("ping", Message=str(self._pings))
            self._changed()

    # -- commands ------------------------------------------------------------------------------
    def _dispatch(self, client: FakeClient, text: str) -> None:
        words = text.split()
        if not words:
            return
        keyword, params = words[0].lower(), words[1:]
        if client.name is None:
            if keyword in ("loginjson", "lj"):
                self._login(client, params)
            elif keyword in ("registerjson", "rj"):
                self._register(client, params)
            elif keyword in ("login", "register"):
                client.terminate("This server only speaks JSON: use loginjson or registerjson.")
            return  # anything else before a login is ignored
        game = client.game
        if game is not None and game.side_of(client) is None and keyword not in SPECTATOR_COMMANDS:
            if keyword in ("say", "s", "roll", "r", "move", "m", "mv", "ok", "k", "double", "d",
                           "resign", "reset", "rematch", "rm", "create", "c", "join", "j"):
                client.notice("Command ignored: You are spectating this match.")
                return
        handler = getattr(self, f"_cmd_{ALIASES.get(keyword, keyword)}", None)
        if handler is None:
            client.notice(f"Unknown command: {keyword}")
            return
        handler(client, params, text)

    def _login(self, client: FakeClient, params: list[str]) -> None:
        client.json = True
        client.client_id = params[0] if params else ""
        name = params[1] if len(params) > 1 else ""
        password = "_".join(params[2:])
        account = None
        if password:
            account = self.accounts.get(name.lower())
            if account is None or account.password != password:
                client.terminate("No account was found with the provided username and password. "
                                 "To log in as a guest, do not enter a password.")
                return
            name = account.name
        elif not name:
            while True:
                name = f"Guest_{self._next_guest}"
                self._next_guest += 1
                if self.client(name) is None:
                    break
        else:
            if not _NAME.match(name):
                client.terminate("Invalid username: must contain only letters, numbers and underscores.")
                return
            lower = name.lower()
            name = "Guest_" + (lower[6:] if lower.startswith("guest_") else lower)
        if _DIGITS.match(name):
            client.terminate("Invalid username: must contain at least one non-numeric character.")
            return
        if self.client(name) is not None:
            client.terminate("That username is already in use.")
            return
        self._welcome(client, name, account)

    def _register(self, client: FakeClient, params: list[str]) -> None:
        client.json = True
        if len(params) < 4:
            client.terminate("Please enter an email, username and password.")
            return
        client.client_id = params[0]
        email, name, password = params[1].lower(), params[2].lower(), "_".join(params[3:])
        if _DIGITS.match(name):
            client.terminate("Failed to register: Invalid username: must contain at least one "
                             "non-numeric character.")
            return
        if len(name) > MAX_NAME or not _NAME.match(name):
            client.terminate(f"Failed to register: Invalid username: must be {MAX_NAME} characters or less.")
            return
        if name in self.accounts:
            client.terminate("Failed to register: username already taken")
            return
        if "@" not in email:
            client.terminate("Failed to register: invalid email address")
            return
        account = self.add_account(name, password, email=email)
        self._welcome(client, name, account)

    def _welcome(self, client: FakeClient, name: str, account: Account | None) -> None:
        client.name = name
        client.account = account
        logged_in = [c for c in self.connections if c.name is not None and not c.closed]
        client.send("welcome", PlayerName=name, Clients=len(logged_in), Games=len(self.games))
        if account is not None:
            values = {field_: bool(account.settings.get(key, 0)) for key, field_ in SETTING_FIELDS.items()
                      if key != "speed"}
            values["Speed"] = account.settings.get("speed", 1)
            values["Dim"] = 0
            client.send("settings", **values)
        self._send_list(client)
        for line in self.motd:
            client.notice(line)
        if account is not None:  # followed accounts online, and followers told of this one
            for other in self.connections:
                if other is client or other.closed or other.account is None:
                    continue
                if other.account.name in account.follows:
                    client.notice(f"{other.name} is online.")
                if account.name in other.account.follows:
                    other.notice(f"{name} is online.")
        for game in self.games:
            if game.winner or game.allowed is None or name not in game.allowed:
                continue
            seat = game.allowed.index(name)
            if game.rejoin[seat] and game.seats[seat] is None:
                client.notice(f"Rejoined match: {game.name}")
                game.add(client)
                break
        self._changed()

    def _send_list(self, client: FakeClient) -> None:
        client.send("list", Games=[
            {"ID": g.id, "Password": bool(g.password), "Points": g.points, "Players": g.player_count(),
             "Rating": 0, "Name": VARIANT_PREFIX.get(g.variant, "") + g.name}
            for g in self.games])

    # each command: (client, params, the whole line)
    def _cmd_list(self, client: FakeClient, params: list[str], text: str) -> None:
        self._send_list(client)

    def _cmd_pong(self, client: FakeClient, params: list[str], text: str) -> None:
        pass

    def _cmd_json(self, client: FakeClient, params: list[str], text: str) -> None:
        client.notice("JSON formatted messages enabled.")

    def _cmd_help(self, client: FakeClient, params: list[str], text: str) -> None:
        client.notice("Available commands: list create join leave roll move reset ok double resign "
                      "rematch say set board pong disconnect")

    def _cmd_set(self, client: FakeClient, params: list[str], text: str) -> None:
        if len(params) < 2 or params[0].lower() not in SETTINGS:
            client.notice("Please specify the setting name and value as follows: set <name> <value>")
            return
        limit = 3 if params[0].lower() == "speed" else 1
        if not params[1].isdigit() or int(params[1]) > limit:
            client.notice("Invalid setting value provided.")
            return
        if client.account is not None:
            client.account.settings[params[0].lower()] = int(params[1])

    def _cmd_follow(self, client: FakeClient, params: list[str], text: str) -> None:
        self._follow(client, params, True)

    def _cmd_unfollow(self, client: FakeClient, params: list[str], text: str) -> None:
        self._follow(client, params, False)

    def _follow(self, client: FakeClient, params: list[str], follow: bool) -> None:
        word, failed = ("follow", "Failed to follow player") if follow else ("unfollow", "Failed to un-follow player")
        if not params:
            client.notice(f"Please specify a player: {word} <username>")
            return
        if client.account is None:
            client.notice(f"{failed}: Please log in before {'following' if follow else 'un-following'}.")
            return
        target = self.accounts.get(params[0].lower())
        if target is None:
            client.notice(f"{failed}: Invalid username.")
            return
        if target is client.account:
            client.notice("Following yourself will get you nowhere quickly." if follow
                          else "Un-following yourself will get you somewhere slowly.")
            return
        follows = client.account.follows
        if follow and target.name in follows:
            client.notice(f"You are already following {target.name}.")
        elif follow:
            follows.append(target.name)
            client.notice(f"You are now following {target.name}.")
        elif target.name not in follows:
            client.notice(f"You are not following {target.name}.")
        else:
            follows.remove(target.name)
            client.notice(f"You are no longer following {target.name}.")

    def _cmd_disconnect(self, client: FakeClient, params: list[str], text: str) -> None:
        if client.game is not None:
            client.game.remove(client, may_rejoin=True)
        client.terminate("Client disconnected")

    def _cmd_create(self, client: FakeClient, params: list[str], text: str) -> None:
        def fail(reason: str) -> None:
            client.send("failedcreate", Reason=reason)

        usage = ("To create a public match please specify whether it is public or private, and also "
                 "specify how many points are needed to win the match. When creating a private "
                 "match, a password must also be provided.")
        if client.game is not None:
            fail("Please leave the match you are in before creating another.")
            return
        if len(params) < 2:
            fail(usage)
            return
        kind = params[0].lower()
        password = ""
        if kind == "public":
            points_word, rest = params[1], params[2:]
        elif kind == "private" and len(params) >= 3:
            password, points_word, rest = params[1], params[2], params[3:]
        else:
            fail(usage)
            return
        if not points_word.isdigit() or int(points_word) < 1:
            fail(usage)
            return
        variant = 0
        if rest and rest[0] in ("0", "1", "2"):
            variant, rest = int(rest[0]), rest[1:]
        name = " ".join(rest) or f"{client.name}'{'' if (client.name or 'x')[-1] in 'sS' else 's'} match"
        game = FakeGame(self, self._next_game_id, name, min(int(points_word), 127), password, variant)
        self._next_game_id += 1
        self.games.append(game)
        game.add(client)
        client.notice(f"Created match: {name}")
        self._changed()

    def _cmd_join(self, client: FakeClient, params: list[str], text: str) -> None:
        if client.game is not None:
            client.send("failedjoin", Reason="Please leave the match you are in before joining another.")
            return
        if not params:
            client.notice("To join a match please specify its ID or the name of a player in the match. "
                          "To join a private match, a password must also be specified.")
            return
        target = None
        if params[0].isdigit():
            target = next((g for g in self.games if g.id == int(params[0])), None)
        else:
            other = self.client(params[0])
            target = other.game if other is not None else None
        if target is None:
            client.send("failedjoin", Reason="Match not found.")
            return
        if target.password and " ".join(params[1:]).replace("_", " ") != target.password.replace("_", " "):
            client.send("failedjoin", Reason="Invalid password.")
            return
        spectator = target.add(client)
        client.notice(f"Joined match: {target.name}")
        if spectator:
            client.notice("You are spectating this match.")
        self._changed()

    def _cmd_leave(self, client: FakeClient, params: list[str], text: str) -> None:
        if client.game is None:
            client.send("failedleave", Reason="You are not currently in a match.")
            return
        client.game.remove(client, may_rejoin=False)
        self._changed()

    def _cmd_say(self, client: FakeClient, params: list[str], text: str) -> None:
        if not params:
            return
        game = client.game
        if game is None:
            client.notice("Message not sent: You are not currently in a match.")
            return
        opponent = game.opponent(client)
        if opponent is None:
            client.notice("Message not sent: There is no one else in the match.")
            return
        message = " ".join(params)
        for other in [opponent, *game.spectators]:
            other.send("say", client.name or "", Message=message)

    def _cmd_board(self, client: FakeClient, params: list[str], text: str) -> None:
        if client.game is None:
            client.notice("You are not currently in a match.")
            return
        client.game.send_board(client)

    def _playing(self, client: FakeClient, failed: str | None) -> FakeGame | None:
        game = client.game
        if game is None:
            if failed is None:
                client.notice("You are not currently in a match.")
            else:
                client.send(failed, Reason="You are not currently in a match.")
        return game

    def _cmd_roll(self, client: FakeClient, params: list[str], text: str) -> None:
        game = self._playing(client, "failedroll")
        if game is None:
            return
        reason = game.roll(client)
        if reason:
            client.send("failedroll", Reason=reason)
        self._changed()

    def _cmd_move(self, client: FakeClient, params: list[str], text: str) -> None:
        game = self._playing(client, "failedmove")
        if game is None:
            return
        usage = "Specify one or more moves in the form FROM/TO. For example: 8/4 6/4"
        pairs = []
        for word in params:
            parts = word.split("/")
            spaces = [parse_space(p) for p in parts] if len(parts) == 2 else [None]
            if None in spaces:
                client.send("failedmove", From=0, To=0, Reason=usage)
                return
            pairs.append((spaces[0], spaces[1]))
        if not pairs:
            client.send("failedmove", From=0, To=0, Reason=usage)
            return
        refused = game.move(client, pairs)
        if refused is not None:
            a, b, reason = refused
            client.send("failedmove", From=a, To=b, Reason=reason)
        self._changed()

    def _cmd_reset(self, client: FakeClient, params: list[str], text: str) -> None:
        game = self._playing(client, None)
        if game is not None:
            game.reset(client)
            self._changed()

    def _cmd_ok(self, client: FakeClient, params: list[str], text: str) -> None:
        game = self._playing(client, None)
        if game is None:
            return
        reason = game.ok(client, params)
        if reason:
            client.send("failedok", Reason=reason)
        self._changed()

    def _cmd_double(self, client: FakeClient, params: list[str], text: str) -> None:
        game = self._playing(client, None)
        if game is not None and not game.winner:
            game.double(client)
            self._changed()

    def _cmd_resign(self, client: FakeClient, params: list[str], text: str) -> None:
        game = self._playing(client, None)
        if game is not None:
            game.resign(client)
            self._changed()

    def _cmd_rematch(self, client: FakeClient, params: list[str], text: str) -> None:
        game = self._playing(client, None)
        if game is None:
            return
        side = game.side_of(client)
        if not game.winner:
            client.notice("The match you are in is still in progress.")
            return
        if side is None:
            return
        if game.rematch == side + 1:
            client.notice("You have already requested a rematch.")
            return
        opponent = game.opponent(client)
        if opponent is None:
            client.notice("Your opponent left the match.")
            return
        if game.rematch == 0:
            game.rematch = side + 1
            opponent.notice("Your opponent would like to play again.")
            client.notice("Rematch offer sent.")
            return
        new = FakeGame(self, game.id, game.name, game.points, game.password, game.variant)
        new.names = list(game.names)
        new.seats = list(game.seats)
        new.allowed = game.allowed
        new.rejoin = [True, True]
        new.spectators = list(game.spectators)
        new.started = int(time.time())
        self.games[self.games.index(game)] = new
        for c in new.clients():
            c.game = new
        for i in (0, 1):
            seated = new.seats[i]
            if seated is None:
                continue
            seated.send("joined", new.names[i], GameID=new.id, PlayerNumber=1)
            seated.send("joined", new.names[1 - i], GameID=new.id, PlayerNumber=2)
            new.send_board(seated)
        for spectator in new.spectators:
            new.send_board(spectator)
        self._changed()


    # -- history and replays (a game's id: its match's id * 100 + its number in the match) --------
    HISTORY_PAGE = 10

    def finished_games(self) -> list[tuple[int, FakeGame, list[str]]]:
        """Every finished game still known: (id, its match, its replay lines), newest first."""
        out = []
        for game in self.games:
            for n, lines in enumerate(game.replays, 1):
                out.append((game.id * 100 + n, game, lines))
        return sorted(out, key=lambda entry: entry[0], reverse=True)

    def _leave_for_history(self, client: FakeClient) -> None:
        """As the server: asking for a history or a replay takes the player out of its match."""
        if client.game is not None and client.game.side_of(client) is not None:
            client.game.remove(client, may_rejoin=False)
            self._changed()

    def _cmd_history(self, client: FakeClient, params: list[str], text: str) -> None:
        if not params or (len(params) > 1 and not params[1].isdigit()):
            client.notice("To view a player's match history, please specify their username.")
            return
        name = params[0].lower()
        page = max(1, int(params[1])) if len(params) > 1 else 1
        self._leave_for_history(client)
        mine = []
        for game_id, game, lines in self.finished_games():
            names = [n.lower() for n in game.names]
            if name not in names:
                continue
            me = names.index(name)
            winner = int(lines[0].split()[7])
            mine.append({"ID": game_id, "Timestamp": int(lines[0].split()[1]), "Points": game.points,
                         "Opponent": game.names[1 - me], "Winner": 1 if winner == me + 1 else 2})
        pages = max(1, -(-len(mine) // self.HISTORY_PAGE))
        matches = mine[(page - 1) * self.HISTORY_PAGE:page * self.HISTORY_PAGE]
        client.send("history", params[0], Page=page, Pages=pages, Matches=matches,
                    CasualBackgammonSingle=1500, CasualBackgammonMulti=1510,
                    CasualAceyDeuceySingle=1500, CasualAceyDeuceyMulti=1500,
                    CasualTabulaSingle=1500, CasualTabulaMulti=1500)

    def _cmd_replay(self, client: FakeClient, params: list[str], text: str) -> None:
        if not params or not params[0].isdigit():
            client.notice("Invalid replay ID provided.")
            return
        self._leave_for_history(client)
        wanted = int(params[0])
        lines = next((lines for game_id, _, lines in self.finished_games() if game_id == wanted), [])
        content = base64.b64encode("\n".join(lines).encode()).decode("ascii")
        client.send("replay", ID=wanted, Content=content)


ALIASES = {"ls": "list", "c": "create", "j": "join", "l": "leave", "s": "say", "b": "board",
           "r": "roll", "m": "move", "mv": "move", "k": "ok", "d": "double", "rm": "rematch",
           "h": "help"}
