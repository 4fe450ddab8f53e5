"""Typed messages: one frozen dataclass per kind of line FIBS sends.

Every message keeps the line it came from in :attr:`Message.raw` (not compared, not in the repr).
Field names follow the CLIP specification (``from`` is ``from_``). A name field is ``None`` where
the message is about the user ("You roll 3 and 1." is ``Rolls(None, (3, 1))``). Lengths are match
lengths with 0 for an unlimited match. The rawboard, :class:`fibsgui.clip.board.Board`, lives in
its own module.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass, field
from operator import itemgetter

__all__ = [
    "OWN_INFO_TOGGLES", "TOGGLE_NAMES", "VARIABLE_NAMES", "Message", "LineDropped",
    "Unknown", "Welcome", "OwnInfo", "MotdStart", "MotdEnd", "WhoInfo", "WhoEnd", "LoginNotice",
    "LogoutNotice", "StoredMessage", "MessageDelivered", "MessageSaved", "Says", "Shouts",
    "Whispers", "Kibitzes", "YouSay", "YouShout", "YouWhisper", "YouKibitz", "Alert", "Error",
    "UnknownCommand", "NoOne", "Refusing", "AlreadyPlaying", "DidntInvite", "NoSavedMatch",
    "NoGame", "WontListen", "NotWanted", "AlreadyLoggedIn", "ToggleChanged", "ToggleList",
    "ToggleValue", "VariableValue", "VariableList", "EmailSet", "Invitation", "TypeJoin",
    "SavedMatchWarning", "YouInvited", "MatchStarted", "MatchResumed", "ResumeInfo",
    "OthersMatchStarted", "NewGame", "MatchSaved", "JoinOrLeave", "WaitForJoin", "OpeningRoll",
    "FirstMove", "YourTurnToMove", "YourTurnToRoll", "Rolls", "Moves", "OnlyMove", "PleaseMove",
    "CantMove", "Doubles", "DoubleAccepted", "CubeNow", "DoubleRejected", "ResignOffered",
    "ResignAccepted", "ResignRejected", "GameWon", "ScoreUpdate", "MatchWon", "MatchReport",
    "RatingCalculation", "RatingChange", "OldMovesScore", "WatchStarted", "WatchStopped",
    "LeftGame", "NotPlaying", "IsWatchingYou", "Away", "Back", "AwayList", "AwayEntry", "IsAway",
    "WaitingList", "WaitingFor", "WaitedLoggedIn", "WaitingForYou", "GagList", "Gagged",
    "BlindList", "Blinded", "GamesHeader", "GameListing", "SavedHeader", "SavedMatch",
    "NoSavedGames", "SavedCount", "Watchers", "WatcherEntry", "RatingsHeader", "RatingsEntry",
    "WhoisStart", "WhoisLine", "WhoisLastLogin", "WhoisLastLogout", "WhoisStillLoggedIn",
    "WhoisNotLoggedIn", "WhoisStatus", "WhoisAway", "WhoisRating", "WhoisExperience", "WhoisEmail",
    "NoWhoisInfo", "Heard", "SayToYourself", "NoMessages", "Waves", "Goodbye", "LoginPrompt",
]

#: The boolean fields of the CLIP own-info line (2), in order; ``away`` is not a toggle on FIBS
#: but is reported with them.
OWN_INFO_TOGGLES = (
    "allowpip", "autoboard", "autodouble", "automove", "away", "bell", "crawford", "double",
    "greedy", "moreboards", "moves", "notify", "ratings", "ready", "report", "silent",
)

#: The toggles FIBS knows (``toggle`` command and ``The current settings are:`` listing).
TOGGLE_NAMES = (
    "allowpip", "autoboard", "autodouble", "automove", "bell", "crawford", "double", "greedy",
    "moreboards", "moves", "notify", "ratings", "ready", "report", "silent", "telnet", "wrap",
)

#: The variables of the ``set`` command.
VARIABLE_NAMES = ("boardstyle", "linelength", "pagelength", "redoubles", "sortwho", "timezone")


@dataclass(frozen=True)
class Message:
    """Base class of every parsed line."""

    raw: str = field(default="", kw_only=True, compare=False, repr=False)


@dataclass(frozen=True)
class LineDropped(Message):
    """A line longer than the reader's cap (no line end within it), dropped unread: ``size``
    bytes. Nothing of it is parsed or kept."""

    size: int


@dataclass(frozen=True)
class Unknown(Message):
    """A line no other message describes (also the free text of the message of the day)."""

    text: str


# -- CLIP messages (numbered) --------------------------------------------------------------------
@dataclass(frozen=True)
class Welcome(Message):
    """``1 name last_login last_host``: the first line after a successful login."""

    name: str
    last_login: int
    last_host: str


@dataclass(frozen=True)
class OwnInfo(Message):
    """``2 name allowpip ... timezone``: the user's settings, once after login."""

    name: str
    allowpip: bool
    autoboard: bool
    autodouble: bool
    automove: bool
    away: bool
    bell: bool
    crawford: bool
    double: bool
    experience: int
    greedy: bool
    moreboards: bool
    moves: bool
    notify: bool
    rating: float
    ratings: bool
    ready: bool
    redoubles: str
    report: bool
    silent: bool
    timezone: str

    @property
    def toggles(self) -> dict[str, bool]:
        """The 16 boolean fields (the toggles and ``away``) by name."""
        return {name: getattr(self, name) for name in OWN_INFO_TOGGLES}


@dataclass(frozen=True)
class MotdStart(Message):
    """``3``: the message of the day follows, up to :class:`MotdEnd`."""


@dataclass(frozen=True)
class MotdEnd(Message):
    """``4``: end of the message of the day."""


class WhoInfo(tuple, Message):
    """``5 name opponent watching ready away rating experience idle login hostname client email``.

    ``opponent``, ``watching``, ``hostname``, ``client`` and ``email`` are ``None`` for ``-``.

    The bulk of every login (one line for each player online, tens of thousands on a busy
    server), so it is made in one step: a tuple underneath, with the fields (and ``raw``, last)
    read by name like those of any other message. Like the others it is immutable, and compared,
    hashed and shown without ``raw``.
    """

    __slots__ = ()
    _fields = ("name", "opponent", "watching", "ready", "away", "rating", "experience", "idle",
               "login", "hostname", "client", "email")
    __match_args__ = _fields

    name: str
    opponent: str | None
    watching: str | None
    ready: bool
    away: bool
    rating: float
    experience: int
    idle: int
    login: int
    hostname: str | None
    client: str | None
    email: str | None

    def __new__(cls, name: str, opponent: str | None, watching: str | None, ready: bool, away: bool,
                rating: float, experience: int, idle: int, login: int, hostname: str | None,
                client: str | None, email: str | None, *, raw: str = "") -> "WhoInfo":
        return tuple.__new__(cls, (name, opponent, watching, ready, away, rating, experience, idle,
                                   login, hostname, client, email, raw))

    def __init__(self, *args: object, **kwargs: object) -> None:
        pass  # made by __new__

    def __getnewargs_ex__(self) -> tuple[tuple, dict[str, str]]:
        return tuple(self[:12]), {"raw": self[12]}

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        # a message of another class is not equal, even a plain tuple of the same values
        return type(other) is type(self) and self[:12] == other[:12]

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(self[:12])

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self))
        return f"{type(self).__qualname__}({values})"


for _index, _name in enumerate(WhoInfo._fields + ("raw",)):
    setattr(WhoInfo, _name, property(itemgetter(_index), doc=f"The who line's {_name}."))
del _index, _name


@dataclass(frozen=True)
class WhoEnd(Message):
    """``6``: end of a block of who lines."""


@dataclass(frozen=True)
class LoginNotice(Message):
    """``7 name message``: a user logged in."""

    name: str
    message: str


@dataclass(frozen=True)
class LogoutNotice(Message):
    """``8 name message``: a user logged out or dropped."""

    name: str
    message: str


@dataclass(frozen=True)
class StoredMessage(Message):
    """``9 from time message``: a message left with the ``message`` command."""

    from_: str
    time: int
    message: str


@dataclass(frozen=True)
class MessageDelivered(Message):
    """``10 name``: your message reached a logged-in user."""

    name: str


@dataclass(frozen=True)
class MessageSaved(Message):
    """``11 name``: your message was saved for a user who is not logged in."""

    name: str


@dataclass(frozen=True)
class Says(Message):
    """``12 name message``: someone told you something (``tell`` or ``say``)."""

    name: str
    message: str


@dataclass(frozen=True)
class Shouts(Message):
    """``13 name message``."""

    name: str
    message: str


@dataclass(frozen=True)
class Whispers(Message):
    """``14 name message``: to the watchers of a game."""

    name: str
    message: str


@dataclass(frozen=True)
class Kibitzes(Message):
    """``15 name message``: to the players and watchers of a game."""

    name: str
    message: str


@dataclass(frozen=True)
class YouSay(Message):
    """``16 name message``: your ``tell``/``say`` was sent to ``name``."""

    name: str
    message: str


@dataclass(frozen=True)
class YouShout(Message):
    """``17 message``."""

    message: str


@dataclass(frozen=True)
class YouWhisper(Message):
    """``18 message``."""

    message: str


@dataclass(frozen=True)
class YouKibitz(Message):
    """``19 message``."""

    message: str


@dataclass(frozen=True)
class Alert(Message):
    """``20 name message``: a server alert (not in the specification's list, sent by FIBS)."""

    name: str
    message: str


# -- errors ("** ..." lines that report a problem) -----------------------------------------------
@dataclass(frozen=True)
class Error(Message):
    """A ``** ...`` line reporting a problem; ``text`` is the line without the ``** ``.

    The subclasses are the errors worth telling apart; they take ``text`` as a keyword.
    """

    text: str


@dataclass(frozen=True)
class UnknownCommand(Error):
    """``** Unknown command: 'command'``."""

    command: str
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class NoOne(Error):
    """``** There is no one called name`` (and its variants): not logged in, or no such user."""

    name: str
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class Refusing(Error):
    """``** name is refusing games.``."""

    name: str
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class AlreadyPlaying(Error):
    """``** name is already playing with someone else.``."""

    name: str
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class DidntInvite(Error):
    """``** name didn't invite you.``."""

    name: str
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class NoSavedMatch(Error):
    """``** There's no saved match with name. Please give a match length.``."""

    name: str
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class NoGame(Error):
    """``** name is not playing.`` (an answer to ``look``)."""

    name: str
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class WontListen(Error):
    """``** name won't listen to you.``: ``name`` has gagged you."""

    name: str
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class NotWanted(Error):
    """``** name doesn't want you to watch.`` / ``... to look.``: ``name`` has blinded you."""

    name: str
    action: str
    text: str = field(default="", kw_only=True)


@dataclass(frozen=True)
class AlreadyLoggedIn(Error):
    """``** 'name' is already logged in.`` (an answer to ``waitfor``)."""

    name: str
    text: str = field(default="", kw_only=True)


# -- settings ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ToggleChanged(Message):
    """A ``toggle`` answer, e.g. ``** You're now ready to invite or join someone.``."""

    name: str
    value: bool


@dataclass(frozen=True)
class ToggleList(Message):
    """``The current settings are:`` with the values that follow on the same line, if any.

    FIBS sends one :class:`ToggleValue` line per toggle after the header.
    """

    values: tuple[tuple[str, bool], ...] = ()


@dataclass(frozen=True)
class ToggleValue(Message):
    """One line of the toggle listing: ``allowpip        YES``."""

    name: str
    value: bool


@dataclass(frozen=True)
class VariableValue(Message):
    """One variable: ``Value of 'x' is v``, ``Value of 'x' set to v.``, ``set x v``, ``x: v``."""

    name: str
    value: str


@dataclass(frozen=True)
class VariableList(Message):
    """``Settings of variables:`` with the values that follow on the same line, if any.

    FIBS sends one :class:`VariableValue` line (``boardstyle: 3``) per variable after the header.
    """

    values: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class EmailSet(Message):
    """``Your email address is 'address'.``."""

    address: str


# -- invitations and matches ---------------------------------------------------------------------
@dataclass(frozen=True)
class Invitation(Message):
    """``name wants to play a 5 point match with you.`` (``an unlimited match``: length 0;
    ``wants to resume a saved match``: ``resume`` and no length)."""

    name: str
    length: int | None
    resume: bool = False


@dataclass(frozen=True)
class TypeJoin(Message):
    """``Type 'join name' to accept.`` after an invitation."""

    name: str


@dataclass(frozen=True)
class SavedMatchWarning(Message):
    """``WARNING: Don't accept if you want to continue your saved match!``."""


@dataclass(frozen=True)
class YouInvited(Message):
    """``** You invited name to a 5 point match.`` (unlimited: length 0; resume: no length)."""

    name: str
    length: int | None
    resume: bool = False


@dataclass(frozen=True)
class MatchStarted(Message):
    """``** You are now playing a 5 point match with name`` (for the one who joined) or
    ``** Player name has joined you for a 5 point match.`` (for the inviter)."""

    opponent: str
    length: int


@dataclass(frozen=True)
class MatchResumed(Message):
    """``You are now playing with name. Your running match was loaded.`` or
    ``name has joined you. Your running match was loaded.``."""

    opponent: str


@dataclass(frozen=True)
class ResumeInfo(Message):
    """A line after a resumed match: ``turn: name.``, ``match length: 5``, ``points for name: 1``.

    ``field`` is ``"turn"``, ``"match length"`` or ``"points for <name>"``; ``value`` the rest.
    """

    field: str
    value: str

    @property
    def player(self) -> str | None:
        """The name in a ``turn`` or ``points for`` line."""
        if self.field == "turn":
            return self.value
        if self.field.startswith("points for "):
            return self.field[len("points for "):]
        return None

    @property
    def number(self) -> int | None:
        """The number of a ``match length`` (0 = unlimited) or ``points for`` line."""
        if self.field == "match length" and self.value == "unlimited":
            return 0
        return int(self.value) if self.value.isdigit() else None


@dataclass(frozen=True)
class OthersMatchStarted(Message):
    """``a and b start a 5 point match.`` / ``a and b are resuming their 5-point match.`` (sent to
    watchers of either player, and to everyone with the ``report`` toggle on)."""

    player1: str
    player2: str
    length: int
    resume: bool = False


@dataclass(frozen=True)
class NewGame(Message):
    """``Starting a new game with name.``."""

    opponent: str


@dataclass(frozen=True)
class MatchSaved(Message):
    """The match was interrupted and saved: ``name drops connection. The game was saved.``,
    ``** Player name has left the game. The game was saved.``; ``name`` None: you left."""

    name: str | None


@dataclass(frozen=True)
class JoinOrLeave(Message):
    """``Type 'join' if you want to play the next game, type 'leave' if you don't.``."""


@dataclass(frozen=True)
class WaitForJoin(Message):
    """``** Please wait for name to join too.``."""

    name: str


# -- game play -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class OpeningRoll(Message):
    """``You rolled 3, bob rolled 5`` (``name`` None) or ``alice rolled 3, bob rolled 5``."""

    name: str | None
    die: int
    opponent: str
    opponent_die: int


@dataclass(frozen=True)
class FirstMove(Message):
    """``name makes the first move.``."""

    name: str | None


@dataclass(frozen=True)
class YourTurnToMove(Message):
    """``It's your turn to move.`` (after the opening roll)."""


@dataclass(frozen=True)
class YourTurnToRoll(Message):
    """``It's your turn. Please roll or double.``."""


@dataclass(frozen=True)
class Rolls(Message):
    """``You roll 3 and 1.`` / ``name rolls 3 and 1.``."""

    name: str | None
    dice: tuple[int, int]


@dataclass(frozen=True)
class Moves(Message):
    """``name moves 24-18 13-11 .``; ``play`` is the FIBS notation without the final dot."""

    name: str | None
    play: str


@dataclass(frozen=True)
class OnlyMove(Message):
    """``The only possible move is 24-18 13-11 .`` (the server moved for you: ``automove``)."""

    play: str


@dataclass(frozen=True)
class PleaseMove(Message):
    """``Please move 2 pieces.``."""

    count: int


@dataclass(frozen=True)
class CantMove(Message):
    """``You can't move.`` / ``name can't move.``."""

    name: str | None


@dataclass(frozen=True)
class Doubles(Message):
    """``You double. Please wait for ...``, ``name doubles. Type 'accept' or 'reject'.``,
    ``name doubles.`` (to watchers)."""

    name: str | None


@dataclass(frozen=True)
class DoubleAccepted(Message):
    """``You accept the double. The cube shows 2.`` / ``name accepts the double. ...``; ``cube``
    is None where the server does not say it (watchers see ``name accepts the double.`` alone):
    it is then twice what it was, as the next board shows."""

    name: str | None
    cube: int | None


@dataclass(frozen=True)
class CubeNow(Message):
    """``The number on the doubling cube is now 2`` (automatic doubles)."""

    cube: int


@dataclass(frozen=True)
class DoubleRejected(Message):
    """``You give up. bob wins 1 point.`` / ``bob gives up. You win 1 point.``: ``name`` refused
    the double and ``winner`` (None: you) wins ``points``."""

    name: str | None
    winner: str | None
    points: int


@dataclass(frozen=True)
class ResignOffered(Message):
    """``You want to resign. bob will win 1 point.`` / ``bob wants to resign. You will win 2
    points. Type 'accept' or 'reject'.``."""

    name: str | None
    winner: str | None
    points: int


@dataclass(frozen=True)
class ResignAccepted(Message):
    """``You accept and win 2 points.`` / ``bob accepts and wins 1 point.``: ``name`` accepted a
    resignation and wins ``points``."""

    name: str | None
    points: int


@dataclass(frozen=True)
class ResignRejected(Message):
    """``You reject. The game continues.`` / ``bob rejects. The game continues.``."""

    name: str | None


@dataclass(frozen=True)
class GameWon(Message):
    """``You win the game and get 1 point. Congratulations!`` / ``bob wins the game and gets 1
    point. Sorry.`` / ``bob wins the game and gets 1 point.`` (watchers)."""

    name: str | None
    points: int


@dataclass(frozen=True)
class ScoreUpdate(Message):
    """``score in 5 point match: alice-1 bob-0`` (unlimited: length 0)."""

    length: int
    player: str
    player_score: int
    opponent: str
    opponent_score: int


@dataclass(frozen=True)
class MatchWon(Message):
    """``You win the 1 point match 1-0 .`` / ``bob wins the 1 point match 1-0 .``; ``score`` is
    (winner's points, loser's points)."""

    name: str | None
    length: int
    score: tuple[int, int]


@dataclass(frozen=True)
class MatchReport(Message):
    """``alice wins a 5 point match against bob  5-3 .`` (``report`` toggle)."""

    winner: str
    loser: str
    length: int
    score: tuple[int, int]


@dataclass(frozen=True)
class RatingCalculation(Message):
    """A line of the rating calculation shown after a match with the ``ratings`` toggle on
    (``rating calculation:``, ``rating difference 12.00``, ``Experience: a 10 - b 20`` ...)."""

    text: str


@dataclass(frozen=True)
class RatingChange(Message):
    """``change for name: 4*K*sqrt(N)*P=4.000000`` in the rating calculation."""

    name: str
    change: float


@dataclass(frozen=True)
class OldMovesScore(Message):
    """``Score is 2-2 in a 3 point match.``: start of a list of moves (``moves`` toggle,
    ``oldmoves``); unlimited: length 0."""

    score: tuple[int, int]
    length: int


# -- watching --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class WatchStarted(Message):
    """``You're now watching name.``."""

    name: str


@dataclass(frozen=True)
class WatchStopped(Message):
    """``You stop watching name.`` / ``** You stop watching name.`` /
    ``name logs out. You're not watching anymore.``."""

    name: str


@dataclass(frozen=True)
class LeftGame(Message):
    """``name has left the game with opponent.``: the match a watcher follows stopped before its
    end (a player left it; it is saved on the server)."""

    name: str
    opponent: str


@dataclass(frozen=True)
class NotPlaying(Message):
    """``name is not doing anything interesting.``: the watched player is not playing."""

    name: str


@dataclass(frozen=True)
class IsWatchingYou(Message):
    """``name is watching you.``."""

    name: str


# -- away, waitfor, gag, blind -----------------------------------------------------------------
@dataclass(frozen=True)
class Away(Message):
    """``You're away. Please type 'back'`` (after ``away`` and after every command while away)."""


@dataclass(frozen=True)
class Back(Message):
    """``Welcome back.``."""


@dataclass(frozen=True)
class AwayList(Message):
    """``None of the users is away.`` (empty) or ``The following users are away:`` with the
    entries on the same line, if any; ``None`` as a name is you."""

    entries: tuple[tuple[str | None, str], ...] = ()


@dataclass(frozen=True)
class AwayEntry(Message):
    """A line after ``The following users are away:``: ``name: message`` (``You: ...`` -> None)."""

    name: str | None
    message: str


@dataclass(frozen=True)
class IsAway(Message):
    """``name is away: message`` (after an invitation or a tell to an away user)."""

    name: str
    message: str


@dataclass(frozen=True)
class WaitingList(Message):
    """The answer to ``waitfor`` without arguments: the users you wait for."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class WaitingFor(Message):
    """``** You'll receive a message when 'name' logs in.``."""

    name: str


@dataclass(frozen=True)
class WaitedLoggedIn(Message):
    """``** FINALLY!!! name logs in``: someone you wait for logged in."""

    name: str


@dataclass(frozen=True)
class WaitingForYou(Message):
    """``name is waiting for you to log in.``."""

    name: str


@dataclass(frozen=True)
class GagList(Message):
    """``** Gagged users: a,b`` (``none``: empty)."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class Gagged(Message):
    """``** You gag name.`` (on) / ``** You ungag name.`` (off)."""

    name: str
    on: bool


@dataclass(frozen=True)
class BlindList(Message):
    """``** Blinded users: a,b`` (``none``: empty)."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class Blinded(Message):
    """``** You blind name.`` (on) / ``** You unblind name.`` (off)."""

    name: str
    on: bool


# -- lists -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GamesHeader(Message):
    """``List of games:``: :class:`GameListing` lines follow (``show games``)."""


@dataclass(frozen=True)
class GameListing(Message):
    """``alice - bob (5 point match 2-1)``; unlimited: length 0; ``score`` None if not shown."""

    player1: str
    player2: str
    length: int
    score: tuple[int, int] | None


@dataclass(frozen=True)
class SavedHeader(Message):
    """``  opponent          matchlength   score (your points first)`` (``show saved``)."""


@dataclass(frozen=True)
class SavedMatch(Message):
    """A line of ``show saved``: ``**bob   5   1 -  2``; ``score`` is (yours, the opponent's).

    ``**`` before the name: the opponent is logged in; `` *``: you are playing this match now.
    """

    opponent: str
    length: int
    score: tuple[int, int]
    opponent_online: bool
    playing: bool


@dataclass(frozen=True)
class NoSavedGames(Message):
    """``no saved games.``."""


@dataclass(frozen=True)
class SavedCount(Message):
    """``name has 12 saved games.`` / ``name has no saved games.`` (``show savedcount``)."""

    name: str
    count: int


@dataclass(frozen=True)
class Watchers(Message):
    """``Watching players:`` (``show watchers``) with the pairs on the same line, if any;
    ``Watching players: none.`` is empty. FIBS sends one :class:`WatcherEntry` per line."""

    pairs: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class WatcherEntry(Message):
    """``name is watching other.`` (a line of ``show watchers``)."""

    watcher: str
    watched: str


@dataclass(frozen=True)
class RatingsHeader(Message):
    """`` rank name            rating    Experience``."""


@dataclass(frozen=True)
class RatingsEntry(Message):
    """A line of ``ratings``: ``    1 NIHILIST  2295.11   7274``; ``marked`` by a ``*``."""

    rank: int
    name: str
    rating: float
    experience: int
    marked: bool = False


# -- whois -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class WhoisStart(Message):
    """``Information about name:``: the :class:`WhoisLine` lines about ``name`` follow."""

    name: str


@dataclass(frozen=True)
class WhoisLine(Message):
    """A line of a whois answer (the subclasses say which); ``text`` is the line, stripped."""

    text: str


@dataclass(frozen=True)
class WhoisLastLogin(WhoisLine):
    """``  Last login:  Friday, January 10 12:12 EST from 192.168.143.5``."""

    date: str
    host: str | None


@dataclass(frozen=True)
class WhoisLastLogout(WhoisLine):
    """``  Last logout: Friday, January 10 13:15 EST``."""

    date: str


@dataclass(frozen=True)
class WhoisStillLoggedIn(WhoisLine):
    """``  Still logged in. 4 seconds idle.``; ``idle`` is the text between (``4 seconds``)."""

    idle: str


@dataclass(frozen=True)
class WhoisNotLoggedIn(WhoisLine):
    """``  Not logged in right now.``."""


@dataclass(frozen=True)
class WhoisStatus(WhoisLine):
    """``  bob is ready to play, not watching, not playing.`` / ``  bob is playing with x.``."""

    name: str
    status: str


@dataclass(frozen=True)
class WhoisAway(WhoisLine):
    """``  bob is away: message``."""

    name: str
    message: str


@dataclass(frozen=True)
class WhoisRating(WhoisLine):
    """``  Rating: 1912.15 Experience: 827``."""

    rating: float
    experience: int | None


@dataclass(frozen=True)
class WhoisExperience(WhoisLine):
    """``  Experience: 827`` (when FIBS puts it on its own line)."""

    experience: int


@dataclass(frozen=True)
class WhoisEmail(WhoisLine):
    """``  Email address: x@y`` / ``  No email address.`` (``email`` None)."""

    email: str | None


@dataclass(frozen=True)
class NoWhoisInfo(Message):
    """``No information found on user name.``."""

    name: str


# -- chat and session ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Heard(Message):
    """``** 1 user heard you.`` / ``** 3 users heard you.`` / ``** But nobody heard you.`` (0)."""

    count: int


@dataclass(frozen=True)
class SayToYourself(Message):
    """``You say to yourself: message``."""

    message: str


@dataclass(frozen=True)
class NoMessages(Message):
    """``There are no new messages for you.``."""


@dataclass(frozen=True)
class Waves(Message):
    """``name waves goodbye.`` / ``... again.``; ``You wave goodbye.`` (name None)."""

    name: str | None
    again: bool = False


@dataclass(frozen=True)
class Goodbye(Message):
    """``Goodbye.``: the server is about to close the connection after ``bye``."""


@dataclass(frozen=True)
class LoginPrompt(Message):
    """``login:`` (the server wants a login: the previous one failed)."""
