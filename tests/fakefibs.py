"""A scripted fake FIBS server on the loopback interface, for tests of every layer.

It speaks CLIP as the FIBS Client Protocol specification describes it (shared/specs), on
``127.0.0.1`` and a free port, and plays real backgammon with :mod:`fibsgui.bg`'s rules. It is
not FIBS: only what a client needs is there, but what is there behaves like FIBS, quirks included
(prompts without a newline, telnet ``IAC`` bytes around the guest password prompts, ``\\r\\n``
line ends, a BEL after invitations and tells for users whose ``bell`` toggle is on, ``who``
without its closing ``6``, the ``turn`` field negated while a double is offered).

Quick start::

    async with FakeFibs() as server:                 # or the ``fake_fibs`` pytest fixture
        server.add_account("alice", "secret1")
        server.add_users(200)                        # a who burst of 200 idle players
        server.set_dice((3, 1), (6, 5))              # scripted rolls, then seeded random ones
        ... connect to server.host, server.port ...
        await server.wait_for_login("alice")
        server.push("alice", "13 carol Anybody for a game?")      # any line, to one client
        line = await server.wait_for_command("alice", r"^tell ")  # what the client sent
        server.drop("alice")                         # cut the socket (mid-game: match saved)

What it understands
-------------------
* Login prompt: ``login <client> <clip version> <name> <password>`` (CLIP mode; a wrong name or
  password just gets ``login: `` again, as on FIBS; a second login of a logged-in name closes the
  old connection and warns ``** Warning: You are already logged in.``), and ``guest`` (telnet-mode
  account creation: ``name <user>``, two password prompts, every error message of the spec, then
  ``bye``). Successful logins get ``1``, ``2``, the MOTD (``3`` ... ``4``), saved messages
  (``9``), the who burst (``5`` ... ``6``); everyone else gets ``7`` (if ``notify``) and ``5``.
* Talk: ``shout`` (13/17), ``tell`` (12/16), ``say`` (12/16), ``kibitz`` (15/19 + heard count),
  ``whisper`` (14/18), ``message`` (9/10/11); no ``gag`` or ``blind``.
* Lists and settings: ``who``/``rawwho`` (5 ... [6]), ``toggle`` (list or flip, with the spec's
  messages and a ``5`` line for ``ready``), ``set`` (boardstyle, redoubles, sortwho, timezone,
  linelength, pagelength), ``away``/``back``, ``time``, ``show saved|games|watchers``, ``bye``
  (and its synonyms).
* Play: ``invite <name> [<n>|unlimited]`` (no length: resume the saved match, the invitee reads
  ``... wants to resume a saved match with you.``), ``join [<name>]``, ``leave``, ``roll``,
  ``move``/``m`` (FIBS notation), ``double``, ``accept``, ``reject``, ``resign n|g|b``, ``board``,
  ``watch``/``unwatch``/``look``. Rawboards (``board:...``, boardstyle 3) go to the players after
  every move (``autoboard``) and roll (``moreboards``), and to the watchers of either player.
  Games end with ``You win the game and get 1 point. Congratulations!`` and friends, matches with
  ``You win the 1 point match 1-0 .``, ratings change by FIBS's formula (shown as ``5`` lines,
  plus the calculation for users with the ``ratings`` toggle on).
* A dropped socket (:meth:`FakeFibs.drop`, or a client that just disconnects) saves a running
  match; the opponent reads ``<name> drops connection. The game was saved.`` (and, with
  ``notify``, ``8 <name> <name> drops connection.``); ``invite <name>`` without a length and
  ``join`` resume it (``turn:``, ``match length:``, ``points for ...:`` and the board follow).
  ``leave`` saves it too (``** Player <name> has left the game. The game was saved.``).
* Not there: telnet-mode play (only the guest dialogue is telnet mode), boardstyles 1 and 2 (no
  boards are sent to a user who has not set boardstyle 3), ``autodouble``, instant redoubles,
  ``gag``/``blind``, ``oldmoves``, ``ratings``, ``whois``, ``wave``.

Anything else gets ``** Unknown command: '<command>'``, as on FIBS.

Hostile servers: :class:`SilentServer` accepts every connection and then sends nothing at all (or
a few bytes of ``greeting``, such as garbage or a lone ``login: `` prompt, and then nothing).

Scripting API (everything a test needs; all waits take a ``timeout`` in seconds)
---------------------------------------------------------------------------------
``FakeFibs(seed=0, motd=...)``, ``await start()`` / ``await close()`` / ``async with``;
``host``, ``port``.

Accounts and population: ``add_account(name, password, rating=1500.0, experience=0,
toggles=None, boardstyle=3, ...) -> Account``; ``accounts`` {name: Account};
``add_user(name, ...)`` / ``add_users(count, prefix="player")`` (``player_a``, ``player_b``, ...)
add logged-in users without a socket (they show in who bursts and can be told, not played);
``refuse_connections = True``
makes new connections close at once (a server that is down); ``greeting_delay`` (seconds) makes
a new connection wait that long before the banner and the login prompt (a slow server). Account creation: ``name_rule``
(a compiled regex), ``min_password_length``, ``guest_refusal`` (a line sent instead of the guest
welcome, then the connection closes), ``guest_input_filter(stage, text) -> text`` (changes what
the server reads at the password prompts, to provoke "not identical" or "No password given").

Clients: ``connections`` (every :class:`FakeClient`, in order), ``client(name)`` (the logged-in
connection of ``name`` or None), ``online()`` (logged-in names). :class:`FakeClient` has
``name``, ``mode`` (``"login"``, ``"clip"``, ``"guest"``, ``"closed"``), ``received`` (every line
the client sent, decoded, in order), ``sent`` (every line and prompt the server wrote to it),
``push(line)``, ``push_raw(bytes)``, ``drop()``.

Server-wide: ``push(name, line)``, ``push_raw(name, data)``, ``drop(name)``,
``set_dice(*rolls)`` (each a ``(die1, die2)``; also used one die at a time for the opening roll),
``toggle_refusals`` ({toggle: line or None}: ``toggle <name>`` leaves it unchanged and answers the
line, or nothing), ``scores_past_length = True`` (a match's final score counts every point won,
e.g. ``2-0`` in a 1-point match, as FIBS reports it),
``await wait_for_login(name)``, ``await wait_for_logout(name)``,
``await wait_for_command(name, pattern, start=0) -> str`` (first line ``name`` sent, from index
``start`` of its ``received``, whose text matches the regular expression),
``await wait_until(predicate)``, ``match_of(name) -> FakeMatch | None`` (the running match),
``saved_match(a, b) -> FakeMatch | None``, ``finished`` (matches played to the end).

:class:`FakeMatch`: ``players`` (inviter, invitee), ``length`` (0 = unlimited), ``state``
(:class:`fibsgui.bg.MatchState`; sides are indexes into ``players``), ``position``
(:class:`fibsgui.bg.Position`), ``dice``, ``phase`` (``"roll"``, ``"move"``, ``"double"``,
``"resign"``, ``"between"``, ``"over"``), ``o_side`` (the player playing O, moving 24 -> 1),
``side_of(name)``, ``direction(side)``, ``legal_plays()``, ``board_line(side, label)``,
``winner``.
"""

from __future__ import annotations

import asyncio
import math
import random
import re
import socket
import struct
import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable

from fibsgui.bg import BAR, OFF, GameState, IllegalPlayError, MatchState, Play, Position
from fibsgui.bg.errors import BackgammonError
from tests.loopkit import until_changed

IAC, WILL, WONT, ECHO = 255, 251, 252, 1
BEL = "\a"

BANNER = r"""
                     WELCOME TO THE
      _______   _   ______    _____
     |  _____| | | |  __  \  / ____|
     | |___    | | | |__| | | |____
     |  ___|   | | |  __  <  \____ \
     | |       | | | |__| |  ____| |
     |_|irst   |_|nternet |______/ackgammon |_____/erver

     This is a test server on the loopback interface.

     LOGIN AS guest IF YOU ARE NEW TO THIS SERVER!
     One account per person only!
""".strip("\n").splitlines()

DEFAULT_MOTD = [
    "+--------------------------------------------------------------------+",
    "|  Welcome to the fibsgui test server. Play nicely.                  |",
    "+--------------------------------------------------------------------+",
]

GUEST_WELCOME = [
    "Welcome to FIBS. You just logged in as guest.",
    "Please register before using this server:",
    "",
    "Type 'name username' where name is the word 'name' and username is",
    "the login name you want to use. The username may not contain blanks ' '",
    "or colons ':'. The system will then ask you for your password twice.",
    "Please make sure that you don't forget your password. All passwords",
    "are encrypted before they are saved. If you forget your password there",
    "is no way to find out what it was.",
    "Please type 'bye' if you don't want to register now.",
    "",
    "ONE USERNAME PER PERSON ONLY!!!",
]

GOODBYE = [
    "",
    "Goodbye.",
    "If you find bugs please report them to the fibsgui developers.",
]

#: toggles in the order of the ``toggle`` listing, with FIBS's defaults for a new account
TOGGLES = {
    "allowpip": True, "autoboard": True, "autodouble": False, "automove": False, "bell": False,
    "crawford": True, "double": True, "greedy": False, "moreboards": False, "moves": False,
    "notify": True, "ratings": False, "ready": False, "report": False, "silent": False,
    "telnet": True, "wrap": False,
}

TOGGLE_MESSAGES = {
    "allowpip": ("** You allow the use the server's 'pip' command.",
                 "** You don't allow the use of the server's 'pip' command."),
    "autoboard": ("** The board will be refreshed after every move.",
                  "** The board won't be refreshed after every move."),
    "autodouble": ("** You agree that doublets during opening double the cube.",
                   "** You don't agree that doublets during opening double the cube."),
    "automove": ("** Forced moves will be done automatically.",
                 "** Forced moves won't be done automatically."),
    "bell": ("** Your terminal will ring the bell if someone talks to you or invites you",
             "** Your terminal won't ring the bell if someone talks to you or invites you"),
    "crawford": ("** You insist on playing with the Crawford rule.",
                 "** You would like to play without using the Crawford rule."),
    "double": ("** You will be asked if you want to double.",
               "** You won't be asked if you want to double."),
    "greedy": ("** Will use automatic greedy bearoffs.", "** Won't use automatic greedy bearoffs."),
    "moreboards": ("** Will send rawboards after rolling.", "** Won't send rawboards after rolling."),
    "moves": ("** You want a list of moves after this game.",
              "** You won't see a list of moves after this game."),
    "notify": ("** You'll be notified when new users log in.",
               "** You won't be notified when new users log in."),
    "ratings": ("** You'll see how the rating changes are calculated.",
                "** You won't see how the rating changes are calculated."),
    "ready": ("** You're now ready to invite or join someone.",
              "** You're now refusing to play with someone."),
    "report": ("** You will be informed about starting and ending matches.",
               "** You won't be informed about starting and ending matches."),
    "silent": ("** You won't hear what other players shout.",
               "** You will hear what other players shout."),
    "telnet": ("** You use telnet and don't need extra 'newlines'.",
               "** You use a client program and will receive extra 'newlines'."),
    "wrap": ("** The server will wrap long lines.", "** Your terminal knows how to wrap long lines."),
}

BYE_COMMANDS = {"bye", "adios", "ciao", "end", "exit", "logout", "quit", "tschoe"}
ALIASES = {"m": "move", "r": "roll", "t": "tell", "s": "say", "k": "kibitz", "wh": "whisper",
           "b": "board", "w": "who", "to": "toggle", "date": "time"}
NAME_OK = re.compile(r"^[A-Za-z_]+$")
ORDINALS = ("first", "second", "third", "fourth")


def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def _letters(n: int) -> str:
    """0 -> "a", 25 -> "z", 26 -> "ba": a number written in letters, for user names."""
    text = ""
    while True:
        n, digit = divmod(n, 26)
        text = chr(ord("a") + digit) + text
        if n == 0:
            return text


def _match_words(length: int) -> str:
    return "an unlimited match" if length == 0 else f"a {length} point match"


@dataclass
class Account:
    """A registered user of the fake server."""

    name: str
    password: str
    rating: float = 1500.0
    experience: int = 0
    toggles: dict[str, bool] = field(default_factory=lambda: dict(TOGGLES))
    boardstyle: int = 3
    redoubles: str = "none"
    sortwho: str = "login"
    timezone: str = "UTC"
    linelength: int = 0
    pagelength: int = 0
    address: str | None = None
    last_login: int = 0
    last_host: str = "-"
    messages: list[tuple[str, int, str]] = field(default_factory=list)


@dataclass
class Ghost:
    """A logged-in user without a connection: fills who bursts, receives tells into the void."""

    name: str
    opponent: str = "-"
    watching: str = "-"
    ready: bool = True
    away: bool = False
    rating: float = 1500.0
    experience: int = 0
    idle: int = 0
    login: int = 0
    host: str = "localhost"
    client: str = "-"
    email: str = "-"

    def who_line(self) -> str:
        return (f"5 {self.name} {self.opponent} {self.watching} {int(self.ready)} {int(self.away)} "
                f"{self.rating:.2f} {self.experience} {self.idle} {self.login} {self.host} "
                f"{self.client} {self.email}")


class FakeClient:
    """One connection to the fake server."""

    def __init__(self, server: "FakeFibs", reader: asyncio.StreamReader,
                 writer: asyncio.StreamWriter) -> None:
        self.server = server
        self.reader = reader
        self.writer = writer
        self.mode = "login"
        self.account: Account | None = None
        self.client_name = "-"
        self.received: list[str] = []
        self.sent: list[str] = []
        self.watching: str | None = None
        self.invitation: tuple[str, int | None] | None = None  # (invitee, length; None = resume)
        self.match: FakeMatch | None = None
        self.away: str | None = None
        self.login_time = 0
        self.last_active = time.time()
        self.wave_count = 0
        # guest registration
        self._reg_name: str | None = None
        self._reg_stage: str | None = None
        self._reg_password = ""

    def __repr__(self) -> str:
        return f"<FakeClient {self.name or '(not logged in)'} {self.mode}>"

    @property
    def name(self) -> str | None:
        return self.account.name if self.account and self.mode == "clip" else None

    def toggle(self, name: str) -> bool:
        return bool(self.account and self.account.toggles.get(name, False))

    # -- output --------------------------------------------------------------------------------
    def _write(self, data: bytes, text: str) -> None:
        if self.mode == "closed" or self.writer.is_closing():
            return
        self.sent.append(text)
        self.writer.write(data)

    def line(self, text: str = "") -> None:
        self._write(text.encode("utf-8") + b"\r\n", text)

    def lines(self, texts: Iterable[str]) -> None:
        for text in texts:
            self.line(text)

    def prompt(self, text: str, *, before: bytes = b"") -> None:
        """A prompt: no line end (``before`` = telnet bytes to send first)."""
        self._write(before + text.encode("utf-8"), text)

    def push(self, line: str) -> None:
        """Send any line to this client (tests use it to script the server)."""
        self.line(line)

    def push_raw(self, data: bytes) -> None:
        """Send raw bytes (no line end added)."""
        self._write(data, data.decode("latin-1"))

    def drop(self) -> None:
        """Cut the connection without a goodbye, like a network failure."""
        transport = self.writer.transport
        if transport is not None:
            transport.abort()

    # -- who -----------------------------------------------------------------------------------
    def who_line(self) -> str:
        acc = self.account
        assert acc is not None
        opponent = self.match.opponent_of(acc.name) if self.match else "-"
        idle = int(time.time() - self.last_active)
        return (f"5 {acc.name} {opponent} {self.watching or '-'} {int(acc.toggles['ready'])} "
                f"{int(self.away is not None)} {acc.rating:.2f} {acc.experience} {idle} "
                f"{self.login_time} localhost {self.client_name} {acc.address or '-'}")

    def own_info_line(self) -> str:
        acc = self.account
        assert acc is not None
        t = {k: int(v) for k, v in acc.toggles.items()}
        redoubles = {"none": "0"}.get(acc.redoubles, acc.redoubles)
        return (f"2 {acc.name} {t['allowpip']} {t['autoboard']} {t['autodouble']} {t['automove']} "
                f"{int(self.away is not None)} {t['bell']} {t['crawford']} {t['double']} "
                f"{acc.experience} {t['greedy']} {t['moreboards']} {t['moves']} {t['notify']} "
                f"{acc.rating:.2f} {t['ratings']} {t['ready']} {redoubles} {t['report']} "
                f"{t['silent']} {acc.timezone}")


class FakeMatch:
    """A match between two players, played with :mod:`fibsgui.bg`'s rules."""

    def __init__(self, server: "FakeFibs", inviter: str, invitee: str, length: int,
                 crawford_rule: bool = True) -> None:
        self.server = server
        self.players = (inviter, invitee)
        self.length = length
        self.crawford_rule = crawford_rule
        self.state = MatchState(length=length, state=GameState.NONE)
        self.position = Position.initial(0)
        self.dice: tuple[int, int] | None = None
        self.phase = "between"
        self.o_side = 0
        self.games = 0
        self.joined: set[int] = set()
        self.resigning: tuple[int, int] | None = None  # (side, points)
        self._phase_before_resign = "roll"
        self.winner: int | None = None
        self.reported_score = (0, 0)  # every point won, also past the match length
        self.log: list[str] = []

    def __repr__(self) -> str:
        return (f"<FakeMatch {self.players[0]}-{self.players[1]} {self.length or 'unlimited'} "
                f"score {self.state.score} {self.phase}>")

    # -- who is who ------------------------------------------------------------------------
    def side_of(self, name: str) -> int:
        return self.players.index(name)

    def opponent_of(self, name: str) -> str:
        return self.players[1 - self.side_of(name)]

    def color(self, side: int) -> int:
        return 1 if side == self.o_side else -1

    def direction(self, side: int) -> int:
        """FIBS direction of ``side``: O moves 24 -> 1 (-1), X moves 1 -> 24 (+1)."""
        return -1 if side == self.o_side else 1

    def clients(self) -> list[FakeClient]:
        return [c for c in (self.server.client(p) for p in self.players) if c is not None]

    def watchers(self) -> list[tuple[FakeClient, int]]:
        """Clients watching either player, with the side they watch."""
        out = []
        for c in self.server._clip_clients():
            if c.watching in self.players and c.match is None:
                out.append((c, self.side_of(c.watching)))
        return out

    def legal_plays(self):
        assert self.dice is not None
        return self.position.legal_plays(self.dice)

    # -- messages --------------------------------------------------------------------------
    def tell_side(self, side: int, text: str) -> None:
        client = self.server.client(self.players[side])
        if client is not None and client.match is self:
            client.line(text)

    def tell_others(self, side: int, text: str) -> None:
        """To the other player and every watcher (a player's move, as the others see it)."""
        self.tell_side(1 - side, text)
        self.tell_watchers(text)

    def tell_watchers(self, text: str) -> None:
        for watcher, _ in self.watchers():
            watcher.line(text)

    def send_boards(self, toggle: str | None = None) -> None:
        """The rawboard to both players and the watchers (those with ``toggle`` on, if given)."""
        for side in (0, 1):
            client = self.server.client(self.players[side])
            if client is not None and client.match is self and (toggle is None or client.toggle(toggle)):
                self.send_board(client, side, "You")
        for watcher, side in self.watchers():
            if toggle is None or watcher.toggle(toggle):
                self.send_board(watcher, side, self.players[side])

    def send_board(self, client: FakeClient, side: int, label: str) -> None:
        if client.account is not None and client.account.boardstyle == 3:
            client.line(self.board_line(side, label))

    # -- the rawboard ----------------------------------------------------------------------
    def board_line(self, side: int, label: str) -> str:
        """``board:...`` as player ``side`` (shown as ``label``) sees it (boardstyle 3)."""
        other = 1 - side
        pos = self.position
        fibs = [0] * 26
        for s in (0, 1):
            sign = self.color(s)
            checkers = pos.checkers(s)
            for p in range(1, 25):
                index = p if self.direction(s) < 0 else 25 - p
                fibs[index] += sign * checkers[p - 1]
            fibs[25 if self.direction(s) < 0 else 0] += sign * checkers[24]
        st = self.state
        if self.phase in ("between", "over"):
            turn = 0
        elif self.phase == "double":
            turn = self.color(1 - st.on_roll)  # FIBS shows the side that must answer
        else:
            turn = self.color(st.on_roll)
        dice = [0, 0, 0, 0]
        if self.dice and self.phase in ("move", "resign"):
            first = 0 if st.on_roll == side else 2
            dice[first:first + 2] = self.dice
        if self.phase == "double":
            may = [0, 0]  # FIBS: nobody may double while a double is offered
        elif st.cube_owner is None:
            may = [1, 1]  # FIBS shows 1 for both even in the Crawford game
        else:
            may = [int(st.cube_owner == side), int(st.cube_owner == other)]
        was_doubled = int(self.phase == "double" and st.on_roll == other)
        direction = self.direction(side)
        home, bar = (0, 25) if direction < 0 else (25, 0)
        can_move = 0
        if self.phase == "move" and st.on_roll == side and self.dice:
            can_move = self.legal_plays().steps
        one_away = self.length > 0 and self.length - 1 in st.score
        no_crawford = 3 if one_away and not self.crawford_rule else 0
        post_crawford = int(self.crawford_rule and one_away and not st.crawford)
        fields = [
            "board", label, self.players[other], self.length or 9999,
            st.score[side], st.score[other], *fibs, turn, *dice, st.cube, *may, was_doubled,
            self.color(side), direction, home, bar, pos.off(side), pos.off(other),
            pos.bar(side), pos.bar(other), can_move, no_crawford, post_crawford, 0,
        ]
        return ":".join(str(f) for f in fields)

    # -- game flow -------------------------------------------------------------------------
    def start_game(self) -> None:
        self.games += 1
        if self.games == 1:
            self.o_side = self.server.rng.randrange(2)
        else:
            self.o_side = 1 - self.o_side
        self.position = Position.initial(0)
        self.dice = None
        self.resigning = None
        self.joined.clear()
        for side in (0, 1):
            self.tell_side(side, f"Starting a new game with {self.players[1 - side]}.")
        for watcher, side in self.watchers():
            watcher.line(f"Starting a new game with {self.players[side]}.")
        while True:
            d0, d1 = self.server.next_die(), self.server.next_die()
            self.tell_side(0, f"You rolled {d0}, {self.players[1]} rolled {d1}")
            self.tell_side(1, f"You rolled {d1}, {self.players[0]} rolled {d0}")
            for watcher, side in self.watchers():
                mine, theirs = (d0, d1) if side == 0 else (d1, d0)
                watcher.line(f"{self.players[side]} rolled {mine}, {self.players[1 - side]} rolled {theirs}")
            if d0 != d1:
                break
        first = 0 if d0 > d1 else 1
        self.dice = (d0, d1) if first == 0 else (d1, d0)
        self.state = replace(self.state, state=GameState.PLAYING, on_roll=first, turn=first,
                             dice=self.dice, double_offered=False, resigned=0)
        self.position = Position.initial(first)
        self.phase = "move"
        self.log.append(f"{self.players[first]} starts with {self.dice[0]}-{self.dice[1]}")
        self.tell_side(first, "It's your turn to move.")
        self.tell_others(first, f"{self.players[first]} makes the first move.")
        self.send_boards()

    def begin_turn(self, side: int) -> None:
        self.state = replace(self.state, on_roll=side, turn=side, dice=(0, 0))
        self.dice = None
        self.phase = "roll"
        client = self.server.client(self.players[side])
        wants_cube = client is not None and client.toggle("double")
        if self.may_double(side) and wants_cube:
            self.tell_side(side, "It's your turn. Please roll or double.")
        elif client is not None and client.match is self:
            self.roll(side)

    def may_double(self, side: int) -> bool:
        return self.phase == "roll" and self.state.may_double(side)

    def roll(self, side: int) -> None:
        dice = self.server.next_roll()
        self.dice = dice
        self.state = replace(self.state, dice=dice)
        name = self.players[side]
        self.tell_side(side, f"You roll {dice[0]} and {dice[1]}.")
        self.tell_others(side, f"{name} rolls {dice[0]} and {dice[1]}.")
        self.log.append(f"{name} rolls {dice[0]}-{dice[1]}")
        legal = self.legal_plays()
        if legal.steps == 0:
            self.phase = "move"
            self.send_boards("moreboards")
            self.tell_side(side, "You can't move.")
            self.tell_others(side, f"{name} can't move.")
            self.position = self.position.with_turn(1 - side)
            self.begin_turn(1 - side)
            return
        self.phase = "move"
        client = self.server.client(name)
        if len(legal) == 1 and client is not None and client.toggle("automove"):
            play = next(iter(legal))
            self.tell_side(side, f"The only possible move is {play.fibs(self.direction(side))} .")
            self.apply_play(side, play, announce_to_mover=False)
            return
        pieces = legal.steps
        self.tell_side(side, f"Please move {pieces} piece{'s' if pieces != 1 else ''}.")
        self.send_boards("moreboards")

    def check_play(self, side: int, text: str) -> Play | str:
        """The legal play ``text`` stands for, or FIBS's complaint about it."""
        legal = self.legal_plays()
        try:
            raw = Play.from_fibs(text, self.direction(side))
        except BackgammonError:
            return f"** Bad move syntax: {text.strip()}"
        if len(raw) != legal.steps:
            return f"** You must give {legal.steps} move{'s' if legal.steps != 1 else ''}."
        turn = self.position.start_turn(self.dice)
        for i, move in enumerate(raw):
            try:
                turn = turn.step(move.from_point, move.to_point)
            except IllegalPlayError:
                if self.position.bar(side) and move.from_point != BAR and i == 0:
                    return "** You have to remove pieces from the bar in your first move."
                if move.to_point == OFF:
                    return "** You can't remove this piece."
                return (f"** You can't move to {Play([move]).fibs(self.direction(side)).split('-')[1]}"
                        f" in your {ORDINALS[min(i, 3)]} move.")
        return turn.play

    def apply_play(self, side: int, play: Play, announce_to_mover: bool = True) -> None:
        name = self.players[side]
        text = play.fibs(self.direction(side))
        self.position = self.legal_plays().apply(play)
        self.log.append(f"{name} moves {text}")
        self.dice = None
        self.tell_others(side, f"{name} moves {text} .")
        outcome = self.position.outcome()
        if outcome is not None:
            self.send_boards("autoboard")
            self.end_game(outcome.winner, self.state.game_value(outcome.kind), "bearoff")
            return
        self.phase = "roll"
        self.state = replace(self.state, on_roll=1 - side, turn=1 - side, dice=(0, 0))
        self.send_boards("autoboard")
        self.begin_turn(1 - side)

    def double(self, side: int) -> None:
        self.state = self.state.after_double(side)
        self.phase = "double"
        name = self.players[side]
        self.tell_side(side, f"You double. Please wait for {self.players[1 - side]} to accept or reject.")
        self.tell_side(1 - side, f"{name} doubles. Type 'accept' or 'reject'.")
        self.tell_watchers(f"{name} doubles.")
        self.log.append(f"{name} doubles")

    def take(self, side: int) -> None:
        self.state = self.state.after_take()
        self.phase = "roll"
        name = self.players[side]
        self.tell_side(side, f"You accept the double. The cube shows {self.state.cube}.")
        self.tell_others(side, f"{name} accepts the double. The cube shows {self.state.cube}.")
        self.log.append(f"{name} accepts")
        self.roll(1 - side)

    def drop_double(self, side: int) -> None:
        doubler = 1 - side
        points = self.state.cube
        name, winner_name = self.players[side], self.players[doubler]
        self.tell_side(side, f"You give up. {winner_name} wins {_points(points)}.")
        self.tell_side(doubler, f"{name} gives up. You win {_points(points)}.")
        self.tell_watchers(f"{name} gives up. {winner_name} wins {_points(points)}.")
        self.log.append(f"{name} rejects")
        self.end_game(doubler, points, "dropped")

    def resign(self, side: int, kind: int) -> None:
        points = self.state.resignation_value(kind)
        self._phase_before_resign = self.phase
        self.resigning = (side, points)
        self.phase = "resign"
        name, other = self.players[side], self.players[1 - side]
        self.tell_side(side, f"You want to resign. {other} will win {_points(points)}.")
        self.tell_side(1 - side, f"{name} wants to resign. You will win {_points(points)}. "
                                 "Type 'accept' or 'reject'.")
        self.tell_watchers(f"{name} wants to resign. {other} will win {_points(points)}.")

    def accept_resignation(self, side: int) -> None:
        assert self.resigning is not None
        resigner, points = self.resigning
        name = self.players[side]
        self.tell_side(side, f"You accept and win {_points(points)}.")
        self.tell_others(side, f"{name} accepts and wins {_points(points)}.")
        self.log.append(f"{self.players[resigner]} resigns, {name} accepts")
        self.end_game(side, points, "resigned")

    def reject_resignation(self, side: int) -> None:
        self.resigning = None
        self.phase = self._phase_before_resign
        self.tell_side(side, "You reject. The game continues.")
        self.tell_others(side, f"{self.players[side]} rejects. The game continues.")

    def end_game(self, winner: int, points: int, how: str) -> None:
        loser = 1 - winner
        wname = self.players[winner]
        if how == "bearoff":
            self.tell_side(winner, f"You win the game and get {_points(points)}. Congratulations!")
            self.tell_side(loser, f"{wname} wins the game and gets {_points(points)}. Sorry.")
            self.tell_watchers(f"{wname} wins the game and gets {_points(points)}.")
        self.log.append(f"{wname} wins {points}")
        uncapped = list(self.state.score)
        uncapped[winner] += points
        self.reported_score = (uncapped[0], uncapped[1])
        state = self.state.after_game(winner, points)
        if not self.crawford_rule:
            state = replace(state, crawford=False)
        self.state = state
        self.dice = None
        self.resigning = None
        if state.state == GameState.OVER:
            self.end_match(winner)
            return
        self.phase = "between"
        self.joined.clear()
        score = {side: self.state.score[side] for side in (0, 1)}
        words = f"{self.length} point match" if self.length else "unlimited match"
        for side in (0, 1):
            self.tell_side(side, f"score in {words}: {self.players[side]}-{score[side]} "
                                 f"{self.players[1 - side]}-{score[1 - side]}")
            self.tell_side(side, "Type 'join' if you want to play the next game, type 'leave' if you don't.")
        for watcher, side in self.watchers():
            watcher.line(f"score in {words}: {self.players[side]}-{score[side]} "
                         f"{self.players[1 - side]}-{score[1 - side]}")

    def end_match(self, winner: int) -> None:
        self.phase = "over"
        self.winner = winner
        loser = 1 - winner
        wname, lname = self.players[winner], self.players[loser]
        score = self.reported_score if self.server.scores_past_length else self.state.score
        a, b = score[winner], score[loser]
        self.tell_side(winner, f"You win the {self.length} point match {a}-{b} .")
        self.tell_side(loser, f"{wname} wins the {self.length} point match {a}-{b} .")
        self.tell_watchers(f"{wname} wins the {self.length} point match {a}-{b} .")
        server = self.server
        for client in server._clip_clients():
            if client.toggle("report") and client.name not in self.players:
                client.line(f"{wname} wins a {self.length} point match against {lname}  {a}-{b} .")
        server._rate(self, winner)
        for client in self.clients():
            client.match = None
        server.saved.pop(frozenset(self.players), None)
        server.finished.append(self)
        for name in self.players:
            client = server.client(name)
            if client is not None:
                server._broadcast_who(client)
        server._changed()


class LoopbackServer:
    """A TCP server on the loopback interface, on a free port, for a test's lifetime: ``start``
    (or ``async with``) listens, ``close`` ends every connection and task. Subclasses handle a
    connection in ``_handle`` and end their clients in ``_drop_clients``."""

    host: str
    port: int = 0
    _server: asyncio.AbstractServer | None
    _tasks: set[asyncio.Task]

    async def start(self):
        self._server = await asyncio.start_server(self._handle, self.host, 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    def _drop_clients(self) -> None:
        pass

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        self._drop_clients()
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._server is not None:
            await self._server.wait_closed()
            self._server = None

    async def __aenter__(self):
        return await self.start()

    async def __aexit__(self, *exc) -> None:
        await self.close()


class LoginServer(LoopbackServer):
    """A fake game server on the loopback interface whose connections log in by name: the
    scripting by name (``push``, ``push_raw``, ``drop``) and the waits (``wait_until``,
    ``wait_for_login``, ``wait_for_logout``, ``wait_for_command``) of every fake server.
    Subclasses find the connection logged in as a name now in ``client``, tell in ``_is_named``
    whether a connection (also a closed one) was logged in as a name, keep their connections in
    ``connections`` (each with the lines it sent in ``received``) and call ``_changed`` after
    every event a test may wait for."""

    NAME = "fake server"  # how the server is named when a wait times out
    connections: list[Any]
    _change: asyncio.Event

    # -- clients by name -----------------------------------------------------------------------
    def client(self, name: str) -> Any:
        """The connection logged in as ``name`` now, or None."""
        raise NotImplementedError

    def _is_named(self, client: Any, name: str) -> bool:
        raise NotImplementedError

    def _need(self, name: str) -> Any:
        client = self.client(name)
        if client is None:
            raise LookupError(f"{name!r} is not logged in")
        return client

    def push(self, name: str, line: str) -> None:
        self._need(name).push(line)

    def push_raw(self, name: str, data: bytes) -> None:
        self._need(name).push_raw(data)

    def drop(self, name: str) -> None:
        self._need(name).drop()

    # -- waiting -------------------------------------------------------------------------------
    def _changed(self) -> None:
        self._change.set()
        self._change = asyncio.Event()

    async def wait_until(self, predicate: Callable[[], object], timeout: float = 5.0):
        """Wait until ``predicate()`` is true (checked after every server event); return its value."""
        return await until_changed(predicate, lambda: self._change, timeout, self.NAME)

    async def wait_for_login(self, name: str, timeout: float = 5.0) -> Any:
        return await self.wait_until(lambda: self.client(name), timeout)

    async def wait_for_logout(self, name: str, timeout: float = 5.0) -> None:
        await self.wait_until(lambda: self.client(name) is None, timeout)

    async def wait_for_command(self, name: str, pattern: str, *, start: int = 0,
                               timeout: float = 5.0) -> str:
        """The first line from index ``start`` that the latest connection logged in as ``name``
        sent and ``pattern`` finds."""
        regex = re.compile(pattern)

        def found() -> str | None:
            for client in reversed(self.connections):
                if self._is_named(client, name):
                    for line in client.received[start:]:
                        if regex.search(line):
                            return line
                    return None
            return None

        return await self.wait_until(found, timeout)


class FakeFibs(LoginServer):
    """The fake server. See the module docstring for the whole API."""

    NAME = "fake FIBS"

    def __init__(self, *, seed: int = 0, motd: list[str] | None = None,
                 host: str = "127.0.0.1") -> None:
        self.host = host
        self.port = 0
        self.motd = list(DEFAULT_MOTD if motd is None else motd)
        self.rng = random.Random(seed)
        self.accounts: dict[str, Account] = {}
        self.ghosts: dict[str, Ghost] = {}
        self.connections: list[FakeClient] = []
        self.saved: dict[frozenset[str], FakeMatch] = {}
        self.finished: list[FakeMatch] = []
        self.refuse_connections = False
        #: account creation rules (FIBS: letters and "_", at least 4 characters)
        self.name_rule = NAME_OK
        self.min_password_length = 4
        #: fault injection for the guest dialogue: ``filter(stage, text) -> text`` changes what the
        #: server "receives" at the password prompts (``stage`` is "password1" or "password2")
        self.guest_input_filter: Callable[[str, str], str] | None = None
        #: a line to send instead of the guest welcome, closing the connection (site refused)
        self.guest_refusal: str | None = None
        #: toggles the server will not change: name -> the line it answers instead (None: no answer)
        self.toggle_refusals: dict[str, str | None] = {}
        #: matches report every point won in their final score (FIBS: "You win the 1 point match
        #: 2-0 ." after a gammon), instead of stopping at the match length
        self.scores_past_length = False
        #: seconds a new connection waits before the banner and the login prompt (a slow server)
        self.greeting_delay = 0.0
        self._dice: list[int] = []
        self._server: asyncio.AbstractServer | None = None
        self._tasks: set[asyncio.Task] = set()
        self._change = asyncio.Event()

    # -- lifecycle -----------------------------------------------------------------------------
    def _drop_clients(self) -> None:
        for client in list(self.connections):
            client.drop()

    # -- population ----------------------------------------------------------------------------
    def add_account(self, name: str, password: str, *, toggles: dict[str, bool] | None = None,
                    **fields) -> Account:
        account = Account(name, password, **fields)
        if toggles:
            unknown = set(toggles) - set(TOGGLES)
            if unknown:
                raise ValueError(f"unknown toggles {sorted(unknown)}")
            account.toggles.update(toggles)
        self.accounts[name] = account
        return account

    def add_user(self, name: str, **fields) -> Ghost:
        ghost = Ghost(name, login=int(time.time()), **fields)
        self.ghosts[name] = ghost
        return ghost

    def add_users(self, count: int, prefix: str = "player") -> list[Ghost]:
        """``count`` idle users ``player_a``, ``player_b`` ... (FIBS names have only letters and _)."""
        rng = random.Random(count)
        return [self.add_user(f"{prefix}_{_letters(i)}", rating=round(rng.uniform(1300, 2000), 2),
                              experience=rng.randrange(5000), idle=rng.randrange(600),
                              ready=bool(rng.randrange(2)), client="3DFiBs")
                for i in range(count)]

    def set_dice(self, *rolls: tuple[int, int]) -> None:
        """Script the next rolls (each a pair); opening rolls take one die from the queue at a time."""
        for roll in rolls:
            for die in roll:
                if not 1 <= die <= 6:
                    raise ValueError(f"not a die: {die!r}")
                self._dice.append(die)

    def next_die(self) -> int:
        return self._dice.pop(0) if self._dice else self.rng.randint(1, 6)

    def next_roll(self) -> tuple[int, int]:
        return self.next_die(), self.next_die()

    # -- queries -------------------------------------------------------------------------------
    def _clip_clients(self) -> list[FakeClient]:
        return [c for c in self.connections if c.mode == "clip"]

    def client(self, name: str) -> FakeClient | None:
        for c in reversed(self.connections):
            if c.mode == "clip" and c.account is not None and c.account.name == name:
                return c
        return None

    def online(self) -> list[str]:
        return [c.account.name for c in self._clip_clients() if c.account]

    def match_of(self, name: str) -> FakeMatch | None:
        client = self.client(name)
        return client.match if client else None

    def saved_match(self, a: str, b: str) -> FakeMatch | None:
        return self.saved.get(frozenset((a, b)))

    def _is_named(self, client: FakeClient, name: str) -> bool:
        return client.account is not None and client.account.name == name

    # -- connection handling -------------------------------------------------------------------
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        client = FakeClient(self, reader, writer)
        if self.refuse_connections:
            writer.close()
            if task is not None:
                self._tasks.discard(task)
            return
        self.connections.append(client)
        try:
            if self.greeting_delay:
                await asyncio.sleep(self.greeting_delay)
            client.lines(BANNER)
            client.line(time.strftime("%A, %B %d %H:%M:%S UTC ( %a %b %d %H:%M:%S %Y UTC )", time.gmtime()))
            client.prompt("login: ")
            while True:
                raw = await reader.readline()
                if not raw:
                    break
                text = raw.decode("utf-8", "replace").rstrip("\r\n")
                client.received.append(text)
                client.last_active = time.time()
                self._changed()
                try:
                    if not self._dispatch(client, text):
                        break
                except Exception as exc:  # a bug in the fake must be loud in the test log
                    client.line(f"** fake FIBS internal error: {exc!r}")
                    raise
                await writer.drain()
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            self._disconnected(client, dropped=client.mode != "closed")
            try:
                writer.close()
            except Exception:
                pass
            if task is not None:
                self._tasks.discard(task)

    def _dispatch(self, client: FakeClient, text: str) -> bool:
        """Handle one line; False to close the connection."""
        if client.mode == "login":
            return self._login_input(client, text)
        if client.mode == "guest":
            return self._guest_input(client, text)
        return self._command(client, text)

    def _disconnected(self, client: FakeClient, *, dropped: bool) -> None:
        if client.mode == "clip" and client.account is not None:
            self._logout(client, "drops connection" if dropped else "logs out")
        client.mode = "closed"
        self._changed()

    # -- login ---------------------------------------------------------------------------------
    def _login_input(self, client: FakeClient, text: str) -> bool:
        words = text.split()
        if words[:1] == ["login"] and len(words) >= 5:
            _, client_name, _version, name, password = words[:5]
            account = self.accounts.get(name)
            if account is not None and account.password == password and len(client_name) <= 20:
                self._login(client, account, client_name)
                return True
            client.prompt("login: ")
            return True
        if words == ["guest"]:
            if self.guest_refusal is not None:
                client.line(self.guest_refusal)
                client.mode = "closed"
                return False
            client.mode = "guest"
            client.lines(GUEST_WELCOME)
            client.prompt("> ")
            return True
        client.prompt("login: ")
        return True

    def _login(self, client: FakeClient, account: Account, client_name: str) -> None:
        old = self.client(account.name)
        if old is not None:
            client.line("** Warning: You are already logged in.")
            old.mode = "replaced"
            old.drop()
            self._logout_state(old, account.name, "drops connection")
        client.account = account
        client.client_name = client_name
        client.mode = "clip"
        client.login_time = int(time.time())
        client.line(f"1 {account.name} {account.last_login} {account.last_host}")
        account.last_login, account.last_host = client.login_time, "localhost"
        client.line(client.own_info_line())
        client.line("3")
        client.lines(self.motd)
        client.line("4")
        for sender, when, message in account.messages:
            client.line(f"9 {sender} {when} {message}")
        account.messages.clear()
        for ghost in self.ghosts.values():
            client.line(ghost.who_line())
        for other in self._clip_clients():
            client.line(other.who_line())
        client.line("6")
        for other in self._clip_clients():
            if other is client:
                continue
            if other.toggle("notify"):
                other.line(f"7 {account.name} {account.name} logs in.")
            other.line(client.who_line())
            other.line("6")
        self._changed()

    def _guest_input(self, client: FakeClient, text: str) -> bool:
        stage = client._reg_stage
        if stage in ("password1", "password2") and self.guest_input_filter is not None:
            text = self.guest_input_filter(stage, text)
        if stage == "password1":
            if text == "":
                client._reg_stage, client._reg_name = None, None
                client.push_raw(bytes((IAC, WONT, ECHO)))
                client.line("** No password given. Please choose a new name")
                client.prompt("> ")
            elif len(text) < self.min_password_length:
                client.line(f"Minimal password length is {self.min_password_length} characters.")
                client.prompt("Please give your password: ")
            else:
                client._reg_password = text
                client._reg_stage = "password2"
                client.line("")
                client.prompt("Please retype your password: ")
            return True
        if stage == "password2":
            if text != client._reg_password:
                client._reg_stage = "password1"
                client.line("")
                client.line("** The two passwords were not identical. Please give them again.")
                client.prompt("Password: ")
                return True
            name = client._reg_name
            assert name is not None
            self.add_account(name, text, boardstyle=1)
            client._reg_stage, client._reg_name = None, None
            client.push_raw(bytes((IAC, WONT, ECHO)))
            client.line("")
            client.line("You are registered.")
            client.line("Type 'help beginner' to get started.")
            client.prompt("> ")
            self._changed()
            return True
        words = text.split()
        command = words[0].lower() if words else ""
        if command in BYE_COMMANDS:
            client.lines(GOODBYE)
            client.mode = "closed"
            return False
        if command == "name":
            name = words[1] if len(words) > 1 else ""
            if name.lower() == "guest" or name in self.accounts or name in self.ghosts:
                client.line(f"** Please use another name. '{name}' is already used by someone else.")
                client.prompt("> ")
            elif not self.name_rule.match(name):
                client.line("** Your name may only contain letters and the underscore character _ .")
                client.prompt("> ")
            else:
                client._reg_name = name
                client._reg_stage = "password1"
                client.line(f"Your name will be {name}")
                client.line("Type in no password and hit Enter/Return if you want to change it now.")
                client.prompt("Please give your password: ", before=bytes((IAC, WILL, ECHO)))
            return True
        if command:
            client.line(f"** Unknown command: '{words[0]}'")
        client.prompt("> ")
        return True

    # -- logout --------------------------------------------------------------------------------
    def _logout(self, client: FakeClient, how: str) -> None:
        name = client.account.name if client.account else None
        client.mode = "closed"
        if name is not None:
            self._logout_state(client, name, how)

    def _logout_state(self, client: FakeClient, name: str, how: str) -> None:
        match = client.match
        client.match = None
        if match is not None and match.phase != "over":
            self.saved[frozenset(match.players)] = match
            other = self.client(match.opponent_of(name))
            if other is not None and other.match is match:
                other.match = None
                other.line(f"{name} {how}. The game was saved.")
                self._broadcast_who(other)
        for other in self._clip_clients():
            if other is client:
                continue
            if other.toggle("notify"):
                other.line(f"8 {name} {name} {how}.")
            if other.invitation and other.invitation[0] == name:
                other.invitation = None
        self._changed()

    # -- commands ------------------------------------------------------------------------------
    def _command(self, client: FakeClient, text: str) -> bool:
        words = text.split()
        if not words:
            return True
        command = words[0].lower()
        command = ALIASES.get(command, command)
        rest = text.strip()[len(words[0]):].strip()
        if command in BYE_COMMANDS:
            client.lines(GOODBYE)
            self._logout(client, "logs out")
            return False
        handler = getattr(self, f"_cmd_{command}", None)
        if handler is None:
            client.line(f"** Unknown command: '{words[0]}'")
        else:
            handler(client, rest, words[1:])
        if client.away is not None and command not in ("away", "back"):
            client.line("You're away. Please type 'back'")
        self._changed()
        return True

    def _broadcast_who(self, subject: FakeClient) -> None:
        line = subject.who_line()
        for other in self._clip_clients():
            other.line(line)
            other.line("6")

    def _find_user(self, name: str) -> FakeClient | Ghost | None:
        return self.client(name) or self.ghosts.get(name)

    # talk
    def _cmd_shout(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if client.toggle("silent"):
            client.line("** Please type 'toggle silent' again before you shout.")
            return
        for other in self._clip_clients():
            if other is not client and not other.toggle("silent"):
                other.line(f"13 {client.name} {rest}")
        client.line(f"17 {rest}")

    def _cmd_tell(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if not args:
            client.line("** tell whom?")
            return
        target = args[0]
        message = rest[len(target):].strip()
        if target == client.name:
            client.line(f"You say to yourself: {message}")
            return
        found = self._find_user(target)
        if found is None:
            client.line(f"** There is no one called {target}")
            return
        if isinstance(found, FakeClient):
            found.line(f"12 {client.name} {message}" + (BEL if found.toggle("bell") else ""))
        client.line(f"16 {target} {message}")

    def _cmd_say(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if client.match is None:
            client.line("** 'say' can't be used outside a game")
            return
        opponent = client.match.opponent_of(client.name)
        other = self.client(opponent)
        if other is not None:
            other.line(f"12 {client.name} {rest}" + (BEL if other.toggle("bell") else ""))
        client.line(f"16 {opponent} {rest}")

    def _audience(self, client: FakeClient) -> tuple[list[FakeClient], list[FakeClient]] | None:
        """(players, watchers) of the game ``client`` plays or watches."""
        if client.match is not None:
            match = client.match
        elif client.watching is not None:
            match = self.match_of(client.watching)
            if match is None:
                return [], []
        else:
            return None
        return match.clients(), [w for w, _ in match.watchers()]

    def _cmd_kibitz(self, client: FakeClient, rest: str, args: list[str]) -> None:
        audience = self._audience(client)
        if audience is None:
            client.line("** You're not watching or playing.")
            return
        heard = [c for c in audience[0] + audience[1] if c is not client]
        for other in heard:
            other.line(f"15 {client.name} {rest}")
        client.line(f"19 {rest}")
        client.line("** 1 user heard you." if len(heard) == 1 else f"** {len(heard)} users heard you.")

    def _cmd_whisper(self, client: FakeClient, rest: str, args: list[str]) -> None:
        audience = self._audience(client)
        if audience is None:
            client.line("** You're not watching or playing.")
            return
        heard = [c for c in audience[1] if c is not client]
        for other in heard:
            other.line(f"14 {client.name} {rest}")
        client.line(f"18 {rest}")
        if not heard:
            client.line("** But nobody heard you.")
        else:
            client.line("** 1 user heard you." if len(heard) == 1 else f"** {len(heard)} users heard you.")

    def _cmd_message(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if not args:
            client.line("There are no new messages for you.")
            return
        target = args[0]
        text = rest[len(target):].strip()
        if not text:
            client.line("** usage: message <user> <text>")
            return
        if target not in self.accounts:
            client.line(f"** Don't know user {target}.")
            return
        now = int(time.time())
        recipient = self.client(target)
        if recipient is not None:
            recipient.line(f"9 {client.name} {now} {text}" + (BEL if recipient.toggle("bell") else ""))
            client.line(f"10 {target}")
        else:
            self.accounts[target].messages.append((client.name, now, text))
            client.line(f"11 {target}")

    # lists and settings
    def _who_lines(self) -> list[str]:
        return [g.who_line() for g in self.ghosts.values()] + [c.who_line() for c in self._clip_clients()]

    def _cmd_who(self, client: FakeClient, rest: str, args: list[str], raw: bool = False) -> None:
        if args and args[0] not in ("ready", "playing", "away", "count"):
            found = self._find_user(args[0])
            if found is None:
                client.line(f"** There is no one called {args[0]}.")
                return
            client.line(found.who_line())
            if raw:
                client.line("6")
            return
        client.lines(self._who_lines())
        if raw:
            client.line("6")

    def _cmd_rawwho(self, client: FakeClient, rest: str, args: list[str]) -> None:
        self._cmd_who(client, rest, args, raw=True)

    def _cmd_toggle(self, client: FakeClient, rest: str, args: list[str]) -> None:
        toggles = client.account.toggles
        if not args:
            client.line("The current settings are:")
            for name in TOGGLES:
                client.line(f"{name:<15} {'YES' if toggles[name] else 'NO'}")
            return
        for arg in args:
            matches = [name for name in TOGGLES if name.startswith(arg.lower())]
            if arg.lower() == "r":
                matches = ["ready"]
            if len(matches) != 1:
                client.line(f"** Don't know how to toggle {arg}")
                continue
            name = matches[0]
            if name in self.toggle_refusals:
                refusal = self.toggle_refusals[name]
                if refusal is not None:
                    client.line(refusal)
                continue
            toggles[name] = not toggles[name]
            client.line(TOGGLE_MESSAGES[name][0 if toggles[name] else 1])
            if name == "ready":
                self._broadcast_who(client)

    def _cmd_set(self, client: FakeClient, rest: str, args: list[str]) -> None:
        acc = client.account
        if not args:
            client.line("Settings of variables:")
            for name in ("boardstyle", "linelength", "pagelength", "redoubles", "sortwho", "timezone"):
                client.line(f"{name}: {getattr(acc, name)}")
            return
        names = [n for n in ("boardstyle", "linelength", "pagelength", "redoubles", "sortwho", "timezone")
                 if n.startswith(args[0].lower())]
        if len(names) != 1:
            client.line("** Invalid argument. Type 'help set'.")
            return
        name = names[0]
        if len(args) == 1:
            client.line(f"Value of '{name}' is {getattr(acc, name)}")
            return
        value = args[1]
        if name == "boardstyle":
            if value in ("1", "2", "3"):
                acc.boardstyle = int(value)
                client.line(f"Value of 'boardstyle' set to {value}.")
            else:
                client.line("** Valid arguments are the numbers 1 to 3.")
        elif name in ("linelength", "pagelength"):
            number = int(value) if value.isdigit() else 0
            if number > 999:
                client.line(f"** Valid arguments are the numbers 0 to 999. Use 0 for no {name}.")
            else:
                setattr(acc, name, number)
                client.line(f"Value of '{name}' set to {number}.")
        elif name == "redoubles":
            if value in ("none", "unlimited"):
                acc.redoubles = value
                client.line(f"Value of 'redoubles' set to '{value}'.")
            elif value.isdigit() and 1 <= int(value) <= 99:
                acc.redoubles = value
                client.line(f"Value of 'redoubles' set to {value}.")
            else:
                client.line("** Valid arguments are 'none', 'unlimited' and the numbers 1 to 99.")
        elif name == "sortwho":
            if value in ("login", "name", "rating", "rrating"):
                acc.sortwho = value
                client.line(f"Value of 'sortwho' set to {value}")
            else:
                client.line(f"** Unknown value '{value}'. Try 'login', 'name', 'rating' or 'rrating'.")
        else:
            acc.timezone = value
            client.line(f"Value of 'timezone' set to {value}")

    def _cmd_away(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if not rest:
            away = [(c.name, c.away) for c in self._clip_clients() if c.away is not None]
            if not away:
                client.line("None of the users is away.")
            else:
                client.line("The following users are away:")
                for name, message in away:
                    client.line(f"{'You' if name == client.name else name}: {message}")
            return
        client.away = rest
        client.line("You're away. Please type 'back'")
        self._broadcast_who(client)

    def _cmd_back(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if client.away is None:
            client.line("** You're not away.")
            return
        client.away = None
        client.line("Welcome back.")
        self._broadcast_who(client)

    def _cmd_time(self, client: FakeClient, rest: str, args: list[str]) -> None:
        now = time.gmtime()
        client.line(time.strftime("%A, %B %d %H:%M:%S UTC", now)
                    + time.strftime(" ( %a %b %d %H:%M:%S %Y UTC )", now))

    def _cmd_show(self, client: FakeClient, rest: str, args: list[str]) -> None:
        what = args[0].lower() if args else ""
        if what == "saved":
            mine = [m for key, m in self.saved.items() if client.name in key]
            if not mine:
                client.line("no saved games.")
                return
            client.line("  opponent          matchlength   score (your points first)")
            for match in mine:
                opponent = match.opponent_of(client.name)
                side = match.side_of(client.name)
                mark = "**" if self.client(opponent) else "  "
                length = match.length or "unlimited"
                client.line(f"{mark}{opponent:<18}{length!s:<14}{match.state.score[side]:>2} - "
                            f"{match.state.score[1 - side]:>2}")
        elif what == "games":
            client.line("List of games:")
            seen = set()
            for c in self._clip_clients():
                match = c.match
                if match is not None and id(match) not in seen:
                    seen.add(id(match))
                    a, b = match.players
                    words = f"{match.length} point match" if match.length else "unlimited match"
                    client.line(f"{a:>15} - {b:<15} ({words} {match.state.score[0]}-{match.state.score[1]})")
        elif what == "watchers":
            watchers = [c for c in self._clip_clients() if c.watching]
            client.line("Watching players:" + ("" if watchers else " none."))
            for c in watchers:
                client.line(f"{c.name} is watching {c.watching}.")
        elif not what:
            client.line("** show what?")
        else:
            client.line(f"** Don't know how to show {what}")

    # invitations
    def _cmd_invite(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if not args:
            client.line("** invite who?")
            return
        target = args[0]
        if target == client.name:
            client.line("** You can't invite yourself.")
            return
        if client.match is not None:
            client.line("** You are already playing.")
            return
        found = self._find_user(target)
        if found is None:
            client.line(f"** There is no one called {target}")
            return
        other = found if isinstance(found, FakeClient) else None
        ready = found.toggle("ready") if other is not None else found.ready
        if not ready:
            client.line(f"** {target} is refusing games.")
            return
        if (other is not None and other.match is not None) or (other is None and found.opponent != "-"):
            client.line(f"** {target} is already playing with someone else.")
            return
        saved = self.saved_match(client.name, target)
        if len(args) < 2:
            if saved is None:
                client.line(f"** There's no saved match with {target}. Please give a match length.")
                return
            length: int | None = None
        elif args[1].lower() == "unlimited":
            length = 0
        elif args[1].isdigit() and int(args[1]) > 0:
            length = int(args[1])
        else:
            client.line("** The second argument to 'invite' has to be a number or the word 'unlimited'")
            return
        client.invitation = (target, length)
        if length is None:
            client.line(f"** You invited {target} to resume a saved match.")
        else:
            client.line(f"** You invited {target} to {_match_words(length)}.")
        if not client.toggle("ready"):
            client.account.toggles["ready"] = True
            self._broadcast_who(client)
        if other is not None:
            bell = BEL if other.toggle("bell") else ""
            if length is None:
                other.line(f"{client.name} wants to resume a saved match with you.{bell}")
            else:
                other.line(f"{client.name} wants to play {_match_words(length)} with you.{bell}")
                if saved is not None:
                    other.line("WARNING: Don't accept if you want to continue your saved match!")
            other.line(f"Type 'join {client.name}' to accept.")

    def _cmd_join(self, client: FakeClient, rest: str, args: list[str]) -> None:
        match = client.match
        if not args:
            if match is not None and match.phase == "between":
                side = match.side_of(client.name)
                match.joined.add(side)
                if len(match.joined) < 2:
                    client.line(f"** Please wait for {match.players[1 - side]} to join too.")
                else:
                    match.start_game()
            elif match is not None:
                client.line("** You can't play two games at once")
            else:
                client.line("** Error: Join who?")
            return
        if match is not None:
            client.line("** You can't play two games at once")
            return
        name = args[0]
        inviter = self.client(name)
        if inviter is None:
            client.line(f"** Error: can't find player {name}")
            return
        if inviter.invitation is None or inviter.invitation[0] != client.name:
            client.line(f"** {name} didn't invite you.")
            return
        if inviter.match is not None:
            client.line(f"** Error: {name} is already playing with someone else.")
            return
        if not inviter.toggle("ready"):
            client.line(f"** {name} is refusing games.")
            return
        _, length = inviter.invitation
        inviter.invitation = None
        if client.invitation and client.invitation[0] == name:
            client.invitation = None
        for c in (client, inviter):
            if c.watching:
                c.line(f"** You stop watching {c.watching}.")
                c.watching = None
        if length is None:
            saved = self.saved.pop(frozenset((name, client.name)), None)
            if saved is None:
                for c in (client, inviter):
                    c.line("** ERROR: Saved match is corrupt. Please start another one.")
                return
            self._resume(saved, inviter, client)
            return
        self.saved.pop(frozenset((name, client.name)), None)
        crawford = inviter.toggle("crawford") and client.toggle("crawford")
        match = FakeMatch(self, name, client.name, length, crawford_rule=crawford)
        inviter.match = client.match = match
        words = _match_words(length)
        client.line(f"** You are now playing {words} with {name}")
        inviter.line(f"** Player {client.name} has joined you for {words}.")
        self._broadcast_who(inviter)
        self._broadcast_who(client)
        start = f"{name} and {client.name} start {words}."
        for other in self._clip_clients():
            if other.match is None and (other.toggle("report") or other.watching in match.players):
                other.line(start)
        match.start_game()

    def _resume(self, match: FakeMatch, inviter: FakeClient, joiner: FakeClient) -> None:
        inviter.match = joiner.match = match
        joiner.line(f"You are now playing with {inviter.name}. Your running match was loaded.")
        inviter.line(f"{joiner.name} has joined you. Your running match was loaded.")
        self._broadcast_who(inviter)
        self._broadcast_who(joiner)
        words = f"{match.length}-point match" if match.length else "unlimited match"
        a, b = match.players
        for other in self._clip_clients():
            if other.match is None and (other.toggle("report") or other.watching in match.players):
                other.line(f"{a} and {b} are resuming their {words}.")
        on_roll = match.players[match.state.on_roll]
        for client in (inviter, joiner):
            client.line(f"turn: {on_roll}.")
            client.line(f"match length: {match.length or 'unlimited'}")
            for side in (0, 1):
                client.line(f"points for {match.players[side]}: {match.state.score[side]}")
        if match.phase == "between":
            for side in (0, 1):
                match.tell_side(side, "Type 'join' if you want to play the next game, type 'leave' if you don't.")
            return
        match.send_boards()
        if match.phase == "roll":
            match.begin_turn(match.state.on_roll)
        elif match.phase == "move":
            pieces = match.legal_plays().steps
            match.tell_side(match.state.on_roll, f"Please move {pieces} piece{'s' if pieces != 1 else ''}.")
        elif match.phase == "double":
            doubler = match.state.on_roll
            match.tell_side(1 - doubler, f"{match.players[doubler]} doubles. Type 'accept' or 'reject'.")
        elif match.phase == "resign" and match.resigning is not None:
            side, points = match.resigning
            match.tell_side(1 - side, f"{match.players[side]} wants to resign. You will win "
                                      f"{_points(points)}. Type 'accept' or 'reject'.")

    def _cmd_leave(self, client: FakeClient, rest: str, args: list[str]) -> None:
        match = client.match
        if match is None:
            client.line("** You're not playing.")
            return
        self.saved[frozenset(match.players)] = match
        opponent = self.client(match.opponent_of(client.name))
        client.match = None
        client.line("** You terminated the game. The game was saved.")
        if opponent is not None and opponent.match is match:
            opponent.match = None
            opponent.line(f"** Player {client.name} has left the game. The game was saved.")
            self._broadcast_who(opponent)
        self._broadcast_who(client)

    # watching
    def _cmd_watch(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if client.watching:
            client.line(f"** You stop watching {client.watching}.")
            client.watching = None
        if not args:
            client.line("** Watch who?")
            return
        if client.match is not None:
            client.line("** You can't watch another game while you're playing.")
            return
        target = args[0]
        if target == client.name:
            client.line("** Use a mirror to do that.")
            return
        other = self.client(target)
        if other is None:
            client.line(f"** There's no one called {target}.")
            return
        client.watching = target
        client.line(f"You're now watching {target}.")
        other.line(f"{client.name} is watching you.")
        if other.match is None:
            client.line(f"{target} is not doing anything interesting.")
        else:
            other.match.send_board(client, other.match.side_of(target), target)
        self._broadcast_who(client)

    def _cmd_unwatch(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if not client.watching:
            client.line("** You're not watching.")
            return
        client.line(f"You stop watching {client.watching}.")
        client.watching = None
        self._broadcast_who(client)

    def _cmd_look(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if not args:
            client.line("** Look at who?")
            return
        if args[0] == client.name:
            client.line("You look great.")
            return
        match = self.match_of(args[0])
        if match is None:
            client.line(f"** {args[0]} is not playing.")
            return
        match.send_board(client, match.side_of(args[0]), args[0])

    def _cmd_board(self, client: FakeClient, rest: str, args: list[str]) -> None:
        if client.match is not None:
            client.match.send_board(client, client.match.side_of(client.name), "You")
        elif client.watching and self.match_of(client.watching):
            match = self.match_of(client.watching)
            match.send_board(client, match.side_of(client.watching), client.watching)
        else:
            client.line("** You're not playing.")

    # game play
    def _playing(self, client: FakeClient) -> tuple[FakeMatch, int] | None:
        match = client.match
        if match is None:
            client.line("** You're not playing.")
            return None
        return match, match.side_of(client.name)

    def _cmd_roll(self, client: FakeClient, rest: str, args: list[str]) -> None:
        playing = self._playing(client)
        if playing is None:
            return
        match, side = playing
        if match.phase == "move" and match.state.on_roll == side:
            client.line("** You did already roll the dice.")
        elif match.phase != "roll" or match.state.on_roll != side:
            client.line("** It's not your turn to roll the dice.")
        else:
            match.roll(side)

    def _cmd_move(self, client: FakeClient, rest: str, args: list[str]) -> None:
        playing = self._playing(client)
        if playing is None:
            return
        match, side = playing
        if match.state.on_roll != side or match.phase not in ("roll", "move"):
            client.line("** It's not your turn to move.")
            return
        if match.phase == "roll":
            client.line("** You have to roll the dice before moving.")
            return
        result = match.check_play(side, rest)
        if isinstance(result, str):
            client.line(result)
        else:
            match.apply_play(side, result)

    def _cmd_double(self, client: FakeClient, rest: str, args: list[str]) -> None:
        playing = self._playing(client)
        if playing is None:
            return
        match, side = playing
        if match.phase != "roll" or match.state.on_roll != side:
            client.line("** You can only double before you roll the dice in your own turn.")
        elif match.state.crawford:
            client.line("** No doubling during the Crawford game.")
        elif not match.may_double(side):
            client.line("** You can't double: the cube is on your opponent's side.")
        else:
            match.double(side)

    def _cmd_accept(self, client: FakeClient, rest: str, args: list[str]) -> None:
        playing = self._playing(client)
        if playing is None:
            return
        match, side = playing
        if match.phase == "double" and match.state.on_roll != side:
            match.take(side)
        elif match.phase == "resign" and match.resigning and match.resigning[0] != side:
            match.accept_resignation(side)
        else:
            client.line(f"** {match.opponent_of(client.name)} didn't double or resign.")

    def _cmd_reject(self, client: FakeClient, rest: str, args: list[str]) -> None:
        playing = self._playing(client)
        if playing is None:
            return
        match, side = playing
        if match.phase == "double" and match.state.on_roll != side:
            match.drop_double(side)
        elif match.phase == "resign" and match.resigning and match.resigning[0] != side:
            match.reject_resignation(side)
        else:
            client.line(f"** {match.opponent_of(client.name)} didn't double or resign.")

    def _cmd_resign(self, client: FakeClient, rest: str, args: list[str]) -> None:
        match = client.match
        if match is None:
            client.line("** You're not playing, so you can't give up.")
            return
        kinds = {"n": 1, "normal": 1, "g": 2, "gammon": 2, "b": 3, "backgammon": 3}
        kind = kinds.get(args[0].lower()) if args else None
        if kind is None:
            client.line("** usage: resign [n|g|b]")
            return
        if match.phase in ("between", "over", "resign", "double"):
            client.line("** You can't resign now.")
            return
        match.resign(match.side_of(client.name), kind)

    # -- ratings -------------------------------------------------------------------------------
    def _rate(self, match: FakeMatch, winner: int) -> None:
        """FIBS's rating formula (``help formula``); unlimited matches are not rated."""
        if not match.length:
            return
        accounts = [self.accounts.get(name) for name in match.players]
        if None in accounts:
            return
        w, l = accounts[winner], accounts[1 - winner]
        n = match.length
        diff = abs(w.rating - l.rating)
        p_upset = 1 / (10 ** (diff * math.sqrt(n) / 2000) + 1)
        underdog_won = w.rating < l.rating
        p = 1 - p_upset if underdog_won else p_upset
        k_w = max(1.0, -w.experience / 400 + 2)
        k_l = max(1.0, -l.experience / 400 + 2)
        change_w = 4 * k_w * math.sqrt(n) * p
        change_l = -4 * k_l * math.sqrt(n) * p
        lines = [
            "rating calculation:",
            f"rating difference {diff:.2f}",
            f"Probability that underdog wins: Pu={p_upset:.6f}",
            f"P={p:.6f} is 1-Pu if underdog wins and Pu if favorite wins",
            f"Experience: {w.name} {w.experience} - {l.name} {l.experience}",
            f"K=max(1 ,-Experience/400+2) for {w.name}: {k_w:.6f}",
            f"K=max(1 ,-Experience/400+2) for {l.name}: {k_l:.6f}",
            f"match length  {n}",
            f"change for {w.name}: 4*K*sqrt(N)*P={change_w:.6f}",
            f"change for {l.name}: -4*K*sqrt(N)*P={change_l:.6f}",
        ]
        for name in match.players:
            client = self.client(name)
            if client is not None and client.toggle("ratings"):
                client.lines(lines)
        w.rating += change_w
        l.rating += change_l
        w.experience += n
        l.experience += n


class SilentServer(LoopbackServer):
    """A hostile server on the loopback interface: it accepts every TCP connection, writes
    ``greeting`` (nothing by default) and then never another byte, whatever it reads.

    ``connections`` counts the connections accepted, ``received`` holds the bytes each one sent
    (in order of connection), ``closed`` how many the client side has closed (EOF or reset)::

        async with SilentServer(b"\\x00garbage") as server:
            ... connect to server.host, server.port ...
            await server.wait_until(lambda: server.closed == 1)
    """

    def __init__(self, greeting: bytes = b"", *, host: str = "127.0.0.1", reset: bool = False) -> None:
        self.greeting = greeting
        self.reset = reset  # break each connection with a TCP reset (after the answer to a greeting)
        self.host = host
        self.port = 0
        self.connections = 0
        self.received: list[bytearray] = []
        self.closed = 0
        self._server: asyncio.AbstractServer | None = None
        self._tasks: set[asyncio.Task] = set()

    async def wait_until(self, predicate: Callable[[], object], timeout: float = 5.0):
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not predicate():
            if loop.time() > deadline:
                raise TimeoutError(f"silent server: condition not met within {timeout} s")
            await asyncio.sleep(0.01)

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        self.connections += 1
        got = bytearray()
        self.received.append(got)
        try:
            if self.greeting:
                writer.write(self.greeting)
                await writer.drain()
            if self.reset:
                if self.greeting:  # the client's answer first (a login line after a prompt)
                    got.extend((await reader.read(4096))[:65536])
                sock = writer.get_extra_info("socket")
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                writer.transport.abort()  # closed with a linger of 0: the peer gets a reset
                return
            while True:
                data = await reader.read(4096)
                if not data:
                    break
                got.extend(data[: max(0, 65536 - len(got))])  # keeps at most 64 KiB
        except ConnectionError:
            pass
        finally:
            self.closed += 1
            writer.close()
            if task is not None:
                self._tasks.discard(task)


class DeafListener:
    """A port on the loopback interface where a connection is never accepted: the socket listens
    with a backlog of 0 and never accepts, and its queue is filled at the start, so the system
    leaves every further request to connect unanswered (as a server behind a firewall that
    drops packets). ``with DeafListener() as listener: ... listener.host, listener.port ...``"""

    def __init__(self, host: str = "127.0.0.1") -> None:
        self.host = host
        self.port = 0
        self._sockets: list[socket.socket] = []

    def __enter__(self) -> "DeafListener":
        listener = socket.socket()
        listener.bind((self.host, 0))
        listener.listen(0)
        self.port = listener.getsockname()[1]
        self._sockets.append(listener)
        for _ in range(3):  # fill the queue (and the SYN backlog) of the listener
            filler = socket.socket()
            filler.setblocking(False)
            try:
                filler.connect((self.host, self.port))
            except BlockingIOError:
                pass
            self._sockets.append(filler)
        return self

    def __exit__(self, *exc) -> None:
        for sock in self._sockets:
            sock.close()
        self._sockets.clear()
