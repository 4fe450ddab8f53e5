"""``parse_line``: one line from FIBS -> one typed message; ``parse_lines`` also splits glued lines.

Neither ever raises: a line that matches nothing (or starts like a CLIP message but has the wrong
fields) is :class:`~fibsgui.clip.messages.Unknown`. Trailing whitespace, carriage returns and
bell characters are ignored; leading spaces are kept (the lines of ``whois``, ``show saved`` and
``ratings`` start with them). Names are matched as FIBS writes them, without spaces or
punctuation; ``You`` in a game message means the user and becomes ``None``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from fibsgui.clip.board import Board
from fibsgui.clip.messages import (
    TOGGLE_NAMES,
    VARIABLE_NAMES,
    Alert,
    AlreadyLoggedIn,
    AlreadyPlaying,
    Away,
    AwayEntry,
    AwayList,
    Back,
    BlindList,
    Blinded,
    CantMove,
    CubeNow,
    DidntInvite,
    DoubleAccepted,
    DoubleRejected,
    Doubles,
    EmailSet,
    Error,
    FirstMove,
    GagList,
    Gagged,
    GamesHeader,
    GameListing,
    GameWon,
    Goodbye,
    Heard,
    Invitation,
    IsAway,
    IsWatchingYou,
    JoinOrLeave,
    Kibitzes,
    LeftGame,
    LineDropped,
    LoginNotice,
    LoginPrompt,
    LogoutNotice,
    MatchReport,
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
    NoGame,
    NoMessages,
    NoOne,
    NoSavedGames,
    NoSavedMatch,
    NotPlaying,
    NotWanted,
    NoWhoisInfo,
    OldMovesScore,
    OnlyMove,
    OpeningRoll,
    OthersMatchStarted,
    OwnInfo,
    PleaseMove,
    RatingCalculation,
    RatingChange,
    RatingsEntry,
    RatingsHeader,
    Refusing,
    ResignAccepted,
    ResignOffered,
    ResignRejected,
    ResumeInfo,
    Rolls,
    SavedCount,
    SavedHeader,
    SavedMatch,
    SavedMatchWarning,
    SayToYourself,
    Says,
    ScoreUpdate,
    Shouts,
    StoredMessage,
    ToggleChanged,
    ToggleList,
    ToggleValue,
    TypeJoin,
    Unknown,
    UnknownCommand,
    VariableList,
    VariableValue,
    WaitedLoggedIn,
    WaitForJoin,
    WaitingFor,
    WaitingForYou,
    WaitingList,
    WatcherEntry,
    Watchers,
    WatchStarted,
    WatchStopped,
    Waves,
    Welcome,
    Whispers,
    WhoEnd,
    WhoInfo,
    WhoisAway,
    WhoisEmail,
    WhoisExperience,
    WhoisLastLogin,
    WhoisLastLogout,
    WhoisNotLoggedIn,
    WhoisRating,
    WhoisStart,
    WhoisStatus,
    WhoisStillLoggedIn,
    WontListen,
    YouInvited,
    YouKibitz,
    YouSay,
    YouShout,
    YourTurnToMove,
    YourTurnToRoll,
    YouWhisper,
)

__all__ = ["parse_line", "parse_lines", "TOGGLE_PHRASES"]

#: The answers to ``toggle <name>``: phrase -> (toggle, new value). Note ``silent``: "You won't
#: hear what other players shout." means silent is now on.
TOGGLE_PHRASES: dict[str, tuple[str, bool]] = {
    "You allow the use the server's 'pip' command.": ("allowpip", True),
    "You don't allow the use of the server's 'pip' command.": ("allowpip", False),
    "The board will be refreshed after every move.": ("autoboard", True),
    "The board won't be refreshed after every move.": ("autoboard", False),
    "You agree that doublets during opening double the cube.": ("autodouble", True),
    "You don't agree that doublets during opening double the cube.": ("autodouble", False),
    "Forced moves will be done automatically.": ("automove", True),
    "Forced moves won't be done automatically.": ("automove", False),
    "Your terminal will ring the bell if someone talks to you or invites you": ("bell", True),
    "Your terminal won't ring the bell if someone talks to you or invites you": ("bell", False),
    "You insist on playing with the Crawford rule.": ("crawford", True),
    "You would like to play without using the Crawford rule.": ("crawford", False),
    "You will be asked if you want to double.": ("double", True),
    "You won't be asked if you want to double.": ("double", False),
    "Will use automatic greedy bearoffs.": ("greedy", True),
    "Won't use automatic greedy bearoffs.": ("greedy", False),
    "Will send rawboards after rolling.": ("moreboards", True),
    "Won't send rawboards after rolling.": ("moreboards", False),
    "You want a list of moves after this game.": ("moves", True),
    "You won't see a list of moves after this game.": ("moves", False),
    "You'll be notified when new users log in.": ("notify", True),
    "You won't be notified when new users log in.": ("notify", False),
    "You'll see how the rating changes are calculated.": ("ratings", True),
    "You won't see how the rating changes are calculated.": ("ratings", False),
    "You're now ready to invite or join someone.": ("ready", True),
    "You're now refusing to play with someone.": ("ready", False),
    "You will be informed about starting and ending matches.": ("report", True),
    "You won't be informed about starting and ending matches.": ("report", False),
    "You won't hear what other players shout.": ("silent", True),
    "You will hear what other players shout.": ("silent", False),
    "You use telnet and don't need extra 'newlines'.": ("telnet", True),
    "You use a client program and will receive extra 'newlines'.": ("telnet", False),
    "The server will wrap long lines.": ("wrap", True),
    "Your terminal knows how to wrap long lines.": ("wrap", False),
}

#: A name as FIBS writes it. Possessive (never given back): in every pattern a name is followed by
#: something that cannot be part of it, and a long run of letters costs one pass, not one per rule
#: and per letter.
NAME = r"[A-Za-z0-9_<>]++"
_N = f"({NAME})"
_FLOAT = re.compile(r"-?[0-9]{1,15}(?:\.[0-9]{1,15})?")
_POINT = r"(?:bar|off|[0-9]{1,2})"
_PLAY = rf"{_POINT}-{_POINT}(?: +{_POINT}-{_POINT}){{0,3}}"
_POINTS = r"(\d{1,9}) points?"
_LENGTH = r"(?:a (\d{1,9}) point|an unlimited)"
_TOGGLE = "(" + "|".join(TOGGLE_NAMES) + ")"
_VARIABLE = "(" + "|".join(VARIABLE_NAMES) + ")"

Builder = Callable[[re.Match], Message]
_RULES: list[tuple[re.Pattern, Builder]] = []
_STAR_RULES: list[tuple[re.Pattern, Builder]] = []
_WHOIS_RULES: list[tuple[re.Pattern, Builder]] = []


def _rule(table: list, pattern: str) -> Callable[[Builder], Builder]:
    compiled = re.compile(pattern)

    def add(builder: Builder) -> Builder:
        table.append((compiled, builder))
        return builder

    return add


def _you(name: str) -> str | None:
    return None if name == "You" else name


def _length(group: str | None) -> int:
    return int(group) if group else 0


# -- lines that begin with "** " -----------------------------------------------------------------
@_rule(_STAR_RULES, rf"^You invited {_N} to {_LENGTH} match\.$")
def _you_invited(m):
    return YouInvited(m[1], _length(m[2]))


@_rule(_STAR_RULES, rf"^You invited {_N} to resume a saved match\.$")
def _you_invited_resume(m):
    return YouInvited(m[1], None, True)


@_rule(_STAR_RULES, rf"^You are now playing {_LENGTH} match with {_N}\.?$")
def _now_playing(m):
    return MatchStarted(m[2], _length(m[1]))


@_rule(_STAR_RULES, rf"^Player {_N} has joined you for {_LENGTH} match\.$")
def _joined_you(m):
    return MatchStarted(m[1], _length(m[2]))


@_rule(_STAR_RULES, rf"^You stop watching {_N}\.$")
def _star_stop_watching(m):
    return WatchStopped(m[1])


@_rule(_STAR_RULES, r"^(\d{1,9}) users? heard you\.$")
def _heard(m):
    return Heard(int(m[1]))


@_rule(_STAR_RULES, r"^But nobody heard you\.$")
def _heard_nobody(m):
    return Heard(0)


@_rule(_STAR_RULES, rf"^(?:Player )?{_N} (?:has left|terminated) the game\. The game was saved\.$")
def _left_game(m):
    return MatchSaved(_you(m[1]))


@_rule(_STAR_RULES, rf"^Please wait for {_N} to join too\.$")
def _wait_for_join(m):
    return WaitForJoin(m[1])


@_rule(_STAR_RULES, rf"^You'll receive a message when '{_N}' logs in\.$")
def _waiting_for(m):
    return WaitingFor(m[1])


@_rule(_STAR_RULES, rf"^FINALLY!!! {_N} logs in\.?$")
def _finally(m):
    return WaitedLoggedIn(m[1])


def _names(text: str) -> tuple[str, ...]:
    text = text.strip()
    if text in ("", "none"):
        return ()
    return tuple(name.strip() for name in text.split(",") if name.strip())


@_rule(_STAR_RULES, r"^Gagged users:(.*)$")
def _gag_list(m):
    return GagList(_names(m[1]))


@_rule(_STAR_RULES, r"^Blinded users:(.*)$")
def _blind_list(m):
    return BlindList(_names(m[1]))


@_rule(_STAR_RULES, rf"^You (un)?gag {_N}\.$")
def _gag(m):
    return Gagged(m[2], m[1] is None)


@_rule(_STAR_RULES, rf"^You (un)?blind {_N}\.$")
def _blind(m):
    return Blinded(m[2], m[1] is None)


@_rule(_STAR_RULES, r"^WARNING: Don't accept if you want to continue your saved match!?$")
def _star_saved_warning(m):
    return SavedMatchWarning()


@_rule(_STAR_RULES, r"^Unknown command: '(.*)'$")
def _unknown_command(m):
    return UnknownCommand(m[1])


@_rule(_STAR_RULES, rf"^There(?: is|'s) no (?:one|user) called '?{_N}'?\.?$")
def _no_one(m):
    return NoOne(m[1])


@_rule(_STAR_RULES, rf"^Don't know user {_N}\.?$")
def _dont_know(m):
    return NoOne(m[1])


@_rule(_STAR_RULES, rf"^Error: can't find player {_N}\.?$")
def _cant_find(m):
    return NoOne(m[1])


@_rule(_STAR_RULES, rf"^{_N} is refusing games\.$")
def _refusing(m):
    return Refusing(m[1])


@_rule(_STAR_RULES, rf"^(?:Error: )?{_N} is already playing with someone else\.$")
def _already_playing(m):
    return AlreadyPlaying(m[1])


@_rule(_STAR_RULES, rf"^{_N} didn't invite you\.$")
def _didnt_invite(m):
    return DidntInvite(m[1])


@_rule(_STAR_RULES, rf"^There's no saved match with {_N}\. Please give a match length\.$")
def _no_saved_match(m):
    return NoSavedMatch(m[1])


@_rule(_STAR_RULES, rf"^{_N} is not playing\.$")
def _no_game(m):
    return NoGame(m[1])


@_rule(_STAR_RULES, rf"^{_N} won't listen to you\.$")
def _wont_listen(m):
    return WontListen(m[1])


@_rule(_STAR_RULES, rf"^{_N} doesn't want you to (watch|look)\.$")
def _not_wanted(m):
    return NotWanted(m[1], m[2])


@_rule(_STAR_RULES, rf"^'{_N}' is already logged in\.$")
def _already_logged_in(m):
    return AlreadyLoggedIn(m[1])


# -- lines that begin with two spaces: whois ------------------------------------------------------
@_rule(_WHOIS_RULES, r"^Last login: +(.*)$")
def _last_login(m):
    date, sep, host = m[1].rpartition(" from ")
    if not sep:
        return WhoisLastLogin("", m[1], None)
    return WhoisLastLogin("", date.strip(), host.strip() or None)


@_rule(_WHOIS_RULES, r"^Last logout: +(.*)$")
def _last_logout(m):
    return WhoisLastLogout("", m[1])


@_rule(_WHOIS_RULES, r"^Still logged in\. (.*) idle\.$")
def _still_logged_in(m):
    return WhoisStillLoggedIn("", m[1])


@_rule(_WHOIS_RULES, r"^Not logged in right now\.$")
def _not_logged_in(m):
    return WhoisNotLoggedIn("")


@_rule(_WHOIS_RULES, rf"^{_N} is away: (.*)$")
def _whois_away(m):
    return WhoisAway("", m[1], m[2])


@_rule(_WHOIS_RULES, rf"^{_N} is ((?:not )?ready to play, .*|playing with {NAME})\.$")
def _whois_status(m):
    return WhoisStatus("", m[1], m[2])


@_rule(_WHOIS_RULES, r"^Rating: +(-?\d{1,15}(?:\.\d{1,15})?)(?: +Experience: +(\d{1,15}))?$")
def _whois_rating(m):
    return WhoisRating("", float(m[1]), int(m[2]) if m[2] else None)


@_rule(_WHOIS_RULES, r"^Experience: +(\d{1,15})$")
def _whois_experience(m):
    return WhoisExperience("", int(m[1]))


@_rule(_WHOIS_RULES, r"^Email address: +(.*)$")
def _whois_email(m):
    return WhoisEmail("", m[1].strip())


@_rule(_WHOIS_RULES, r"^No email address\.$")
def _whois_no_email(m):
    return WhoisEmail("", None)


# -- everything else -----------------------------------------------------------------------------
# game play
@_rule(_RULES, rf"^{_N} rolls? ([1-6]) and ([1-6])\.?$")
def _rolls(m):
    return Rolls(_you(m[1]), (int(m[2]), int(m[3])))


@_rule(_RULES, rf"^{_N} rolled ([1-6]), {_N} rolled ([1-6])\.?$")
def _opening_roll(m):
    return OpeningRoll(_you(m[1]), int(m[2]), m[3], int(m[4]))


@_rule(_RULES, rf"^{_N} rolls ([1-6]), {_N} rolls ([1-6])\.?$")
def _watched_opening_roll(m):  # BaldLies to watchers
    return OpeningRoll(m[1], int(m[2]), m[3], int(m[4]))


@_rule(_RULES, rf"^{_N} makes? the first move\.$")
def _first_move(m):
    return FirstMove(_you(m[1]))


@_rule(_RULES, r"^It's your turn to move\.$")
def _turn_to_move(m):
    return YourTurnToMove()


@_rule(_RULES, r"^It's your turn(?:\. Please| to) roll or double\.?$")
def _turn_to_roll(m):
    return YourTurnToRoll()


@_rule(_RULES, r"^Please move ([1-4]) pieces?\.$")
def _please_move(m):
    return PleaseMove(int(m[1]))


@_rule(_RULES, rf"^{_N} moves? ({_PLAY})(?: *\.)?$")
def _moves(m):
    return Moves(_you(m[1]), m[2])


@_rule(_RULES, rf"^The only possible move is ({_PLAY})(?: *\.)?$")
def _only_move(m):
    return OnlyMove(m[1])


@_rule(_RULES, rf"^{_N} can't move\.?$")
def _cant_move(m):
    return CantMove(_you(m[1]))


@_rule(_RULES, rf"^You double\. Please wait for {_N} to accept or reject\.$")
def _you_double(m):
    return Doubles(None)


@_rule(_RULES, rf"^{_N} doubles\.(?: Type 'accept' or 'reject'\.)?$")
def _doubles(m):
    return Doubles(_you(m[1]))


@_rule(_RULES, rf"^{_N} accepts? the double\.(?: +The cube shows (\d{{1,6}})\.)?$")
def _double_accepted(m):
    return DoubleAccepted(_you(m[1]), int(m[2]) if m[2] is not None else None)


@_rule(_RULES, r"^The number on the doubling cube is now (\d{1,6})\.?$")
def _cube_now(m):
    return CubeNow(int(m[1]))


@_rule(_RULES, rf"^{_N} gives? up\. {_N} wins? {_POINTS}\.$")
def _double_rejected(m):
    return DoubleRejected(_you(m[1]), _you(m[2]), int(m[3]))


@_rule(_RULES, rf"^{_N} wants? to resign\. {_N} will win {_POINTS}\.(?: Type 'accept' or 'reject'\.)?$")
def _resign_offered(m):
    return ResignOffered(_you(m[1]), _you(m[2]), int(m[3]))


@_rule(_RULES, rf"^{_N} accepts? and wins? {_POINTS}\.$")
def _resign_accepted(m):
    return ResignAccepted(_you(m[1]), int(m[2]))


@_rule(_RULES, rf"^{_N} rejects?\. The game continues\.$")
def _resign_rejected(m):
    return ResignRejected(_you(m[1]))


@_rule(_RULES, rf"^{_N} wins? the game and gets? {_POINTS}\.(?: Congratulations!| Sorry\.)?$")
def _game_won(m):
    return GameWon(_you(m[1]), int(m[2]))


@_rule(_RULES, rf"^score in (?:(\d{{1,9}}) point|unlimited) match: {_N}-(\d{{1,9}}) {_N}-(\d{{1,9}})$")
def _score_update(m):
    return ScoreUpdate(_length(m[1]), m[2], int(m[3]), m[4], int(m[5]))


@_rule(_RULES, rf"^{_N} wins? the (\d{{1,9}}) point match (\d{{1,9}})-(\d{{1,9}})(?: *\.)?$")
def _match_won(m):
    return MatchWon(_you(m[1]), int(m[2]), (int(m[3]), int(m[4])))


@_rule(_RULES, rf"^{_N} wins a (\d{{1,9}}) point match against {_N} +(\d{{1,9}})-(\d{{1,9}})(?: *\.)?$")
def _match_report(m):
    return MatchReport(m[1], m[3], int(m[2]), (int(m[4]), int(m[5])))


@_rule(_RULES, r"^Score is (\d{1,9})-(\d{1,9}) in " + _LENGTH + r" match\.$")
def _old_moves_score(m):
    return OldMovesScore((int(m[1]), int(m[2])), _length(m[3]))


@_rule(_RULES, rf"^change for {_N}: .*=(-?\d{{1,15}}(?:\.\d{{1,15}})?)$")
def _rating_change(m):
    return RatingChange(m[1], float(m[2]))


@_rule(_RULES, r"^(?:rating calculation:$|rating difference |Probability that underdog wins:|"
               r"P=\S+ is 1-Pu if underdog wins|Experience: |K=max\(1|match length  )")
def _rating_calculation(m):
    return RatingCalculation(m.string)


# matches
@_rule(_RULES, rf"^{_N} and {_N} start {_LENGTH} match\.$")
def _others_start(m):
    return OthersMatchStarted(m[1], m[2], _length(m[3]))


@_rule(_RULES, rf"^{_N} and {_N} are resuming their (?:(\d{{1,9}})-point|unlimited) match\.$")
def _others_resume(m):
    return OthersMatchStarted(m[1], m[2], _length(m[3]), True)


@_rule(_RULES, rf"^Starting a new game with {_N}\.$")
def _new_game(m):
    return NewGame(m[1])


@_rule(_RULES, rf"^{_N} wants to play {_LENGTH} match with you\.$")
def _invitation(m):
    return Invitation(m[1], _length(m[2]))


@_rule(_RULES, rf"^{_N} wants to resume a saved match with you\.$")
def _invitation_resume(m):
    return Invitation(m[1], None, True)


@_rule(_RULES, rf"^Type 'join {_N}' to accept\.$")
def _type_join(m):
    return TypeJoin(m[1])


@_rule(_RULES, r"^WARNING: Don't accept if you want to continue your saved match!?$")
def _saved_warning(m):
    return SavedMatchWarning()


@_rule(_RULES, rf"^(?:You are now playing with {_N}|{_N} has joined you)\. Your running match was loaded\.$")
def _resumed(m):
    return MatchResumed(m[1] or m[2])


@_rule(_RULES, rf"^Player {_N} has joined you for {_LENGTH} match\.$")
def _player_joined(m):
    return MatchStarted(m[1], _length(m[2]))


@_rule(_RULES, rf"^turn: {_N}\.?$")
def _resume_turn(m):
    return ResumeInfo("turn", m[1])


@_rule(_RULES, r"^match length: (\d{1,6}|unlimited)$")
def _resume_length(m):
    return ResumeInfo("match length", m[1])


@_rule(_RULES, r"^unlimited match$")
def _resume_unlimited(m):
    return ResumeInfo("match length", "unlimited")


@_rule(_RULES, rf"^points for (?:user )?{_N}: (\d{{1,6}})$")
def _resume_points(m):
    return ResumeInfo(f"points for {m[1]}", m[2])


@_rule(_RULES, rf"^(?:{_N} (?:drops connection|logs out)|Connection with {_N} timed out|"
               rf"Network error with {_N})\. The game was saved\.$")
def _match_saved(m):
    return MatchSaved(m[1] or m[2] or m[3])


@_rule(_RULES, r"^Type 'join' if you want to play the next game, type 'leave' if you don't\.$")
def _join_or_leave(m):
    return JoinOrLeave()


# watching
@_rule(_RULES, rf"^You(?:'re| are) now watching {_N}\.$")
def _watch_started(m):
    return WatchStarted(m[1])


@_rule(_RULES, rf"^You stop watching {_N}\.$")
def _watch_stopped(m):
    return WatchStopped(m[1])


@_rule(_RULES, rf"^{_N} logs out\.\.? You're not watching anymore\.$")
def _watched_left(m):
    return WatchStopped(m[1])


@_rule(_RULES, rf"^{_N} has left the game with {_N}\.$")
def _left_game(m):
    return LeftGame(m[1], m[2])


@_rule(_RULES, rf"^{_N} is not doing anything interesting\.$")
def _not_playing(m):
    return NotPlaying(m[1])


@_rule(_RULES, rf"^{_N} is watching you\.$")
def _watching_you(m):
    return IsWatchingYou(m[1])


@_rule(_RULES, rf"^{_N} is watching {_N}\.$")
def _watcher_entry(m):
    return WatcherEntry(m[1], m[2])


_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_<>")
_IS_WATCHING = " is watching "


def _watch_pairs(text: str) -> tuple[tuple[str, str], ...]:
    """Every ``name is watching name.`` in ``text``, left to right (one pass, no regex search,
    which would try every start of a long run of name characters)."""
    pairs = []
    pos, end = 0, len(text)
    while True:
        at = text.find(_IS_WATCHING, pos)
        if at < 0:
            return tuple(pairs)
        start = at
        while start > pos and text[start - 1] in _NAME_CHARS:
            start -= 1
        second = stop = at + len(_IS_WATCHING)
        while stop < end and text[stop] in _NAME_CHARS:
            stop += 1
        if start < at and stop > second and text[stop:stop + 1] == ".":
            pairs.append((text[start:at], text[second:stop]))
            pos = stop + 1
        else:
            pos = at + 1


@_rule(_RULES, r"^Watching players:(.*)$")
def _watchers(m):
    return Watchers(_watch_pairs(m[1]))


# away and waitfor
@_rule(_RULES, r"^You're away\. Please type 'back'\.?$")
def _away(m):
    return Away()


@_rule(_RULES, r"^Welcome back\.$")
def _back(m):
    return Back()


@_rule(_RULES, r"^None of the users is away\.$")
def _nobody_away(m):
    return AwayList(())


_TOKEN = re.compile(r"\S+")
_NAME_RE = re.compile(NAME)


def _away_entries(rest: str) -> tuple[tuple[str | None, str], ...]:
    """``name: message`` entries: a name with a colon and a space, after whitespace that is not
    the end of the previous entry's ``: `` (one pass over the words)."""
    starts: list[tuple[int, str, int]] = []  # (where the name starts, name, where its text starts)
    taken = 0  # text before here belongs to the previous entry's "name: "
    for word in _TOKEN.finditer(rest):
        begin, stop = word.span()
        if rest[stop - 1] != ":" or rest[stop:stop + 1] != " ":
            continue
        if begin != 0 and begin - 1 < taken:
            continue
        name = rest[begin:stop - 1]
        if _NAME_RE.fullmatch(name):
            starts.append((begin, name, stop + 1))
            taken = stop + 1
    entries = []
    for i, (begin, name, text_start) in enumerate(starts):
        text_end = starts[i + 1][0] if i + 1 < len(starts) else len(rest)
        entries.append((_you(name), rest[text_start:text_end].strip()))
    return tuple(entries)


@_rule(_RULES, r"^The following users are away:(.*)$")
def _away_list(m):
    return AwayList(_away_entries(m[1]))


@_rule(_RULES, rf"^{_N} is away: (.*)$")
def _is_away(m):
    return IsAway(m[1], m[2])


@_rule(_RULES, r"^You are not waiting for any players\.$")
def _waiting_none(m):
    return WaitingList(())


@_rule(_RULES, r"^You are waiting for the following \d{1,9} players?: (.*)$")
def _waiting_many(m):
    return WaitingList(_names(m[1].rstrip(".")))


@_rule(_RULES, rf"^You are waiting for {_N}\.?$")
def _waiting_one(m):
    return WaitingList((m[1],))


@_rule(_RULES, rf"^{_N} is waiting for you to log in\.$")
def _waiting_for_you(m):
    return WaitingForYou(m[1])


# lists
@_rule(_RULES, r"^List of games:$")
def _games_header(m):
    return GamesHeader()


@_rule(_RULES, rf"^\s*{_N} +- +{_N} +\((?:(\d{{1,9}}) point|unlimited) match(?: (\d{{1,9}})-(\d{{1,9}}))?\)$")
def _game_listing(m):
    score = (int(m[4]), int(m[5])) if m[4] is not None else None
    return GameListing(m[1], m[2], _length(m[3]), score)


@_rule(_RULES, r"^\s*opponent +matchlength +score \(your points first\)$")
def _saved_header(m):
    return SavedHeader()


@_rule(_RULES, rf"^(\*\*| \*|\*| {{0,2}}){_N} +(\d{{1,6}}|unlimited) +(\d{{1,6}}) *- *(\d{{1,6}})$")
def _saved_match(m):
    mark = m[1]
    length = 0 if m[3] == "unlimited" else int(m[3])
    playing = mark.strip() == "*"
    return SavedMatch(m[2], length, (int(m[4]), int(m[5])), mark == "**" or playing, playing)


@_rule(_RULES, r"^no saved games\.$")
def _no_saved(m):
    return NoSavedGames()


@_rule(_RULES, rf"^{_N} has (no|\d{{1,9}}) saved games?\.$")
def _saved_count(m):
    return SavedCount(m[1], 0 if m[2] == "no" else int(m[2]))


@_rule(_RULES, r"^\s*rank +name +rating +Experience$")
def _ratings_header(m):
    return RatingsHeader()


@_rule(_RULES, rf"^\s*(?:(\*)\s*)?(\d{{1,9}}) +{_N} +(-?\d{{1,9}}\.\d{{1,9}}) +(\d{{1,12}})$")
def _ratings_entry(m):
    return RatingsEntry(int(m[2]), m[3], float(m[4]), int(m[5]), m[1] is not None)


@_rule(_RULES, rf"^Information about {_N}:$")
def _whois_start(m):
    return WhoisStart(m[1])


@_rule(_RULES, rf"^No information found on user {_N}\.?$")
def _no_whois(m):
    return NoWhoisInfo(m[1])


# settings
_TOGGLE_PAIR = re.compile(_TOGGLE + r" +(YES|NO)\b")
_VARIABLE_PAIR = re.compile(_VARIABLE + r": +(\S+)")


@_rule(_RULES, r"^The current settings are:(.*)$")
def _toggle_list(m):
    return ToggleList(tuple((name, value == "YES") for name, value in _TOGGLE_PAIR.findall(m[1])))


@_rule(_RULES, "^" + _TOGGLE + r" +(YES|NO)$")
def _toggle_value(m):
    return ToggleValue(m[1], m[2] == "YES")


@_rule(_RULES, r"^Settings of variables:(.*)$")
def _variable_list(m):
    return VariableList(tuple(_VARIABLE_PAIR.findall(m[1])))


@_rule(_RULES, "^" + _VARIABLE + r": +(\S.*)$")
def _variable_row(m):
    return VariableValue(m[1], m[2].strip())


@_rule(_RULES, r"^Value of '([A-Za-z]+)' (is|set to) (.*)$")
def _variable_value(m):
    value = m[3].strip()
    if m[2] == "set to" and value.endswith("."):
        value = value[:-1]
    if len(value) >= 2 and value[0] == value[-1] == "'":
        value = value[1:-1]
    return VariableValue(m[1], value)


@_rule(_RULES, "^set " + _VARIABLE + r" (\S+)$")
def _variable_set(m):
    return VariableValue(m[1], m[2])


@_rule(_RULES, r"^Your email address is '(.*)'\.$")
def _email_set(m):
    return EmailSet(m[1])


# chat and session
@_rule(_RULES, r"^You say to yourself: (.*)$")
def _say_to_yourself(m):
    return SayToYourself(m[1])


@_rule(_RULES, r"^There are no new messages for you\.$")
def _no_messages(m):
    return NoMessages()


@_rule(_RULES, rf"^{_N} waves? goodbye( again)?(?: and log out)?\.$")
def _waves(m):
    return Waves(_you(m[1]), m[2] is not None)


@_rule(_RULES, r"^\s*Goodbye\.$")
def _goodbye(m):
    return Goodbye()


@_rule(_RULES, r"^login:$")
def _login_prompt(m):
    return LoginPrompt()


@_rule(_RULES, r"^Pipcounts: ")
def _pipcounts(m):
    return Unknown(m.string)


# "name: message" after "The following users are away:"; a name has two characters or more,
# which keeps out move lists ("X: (6 5) 1-7 12-17") and the dice test ("n: 1 2 3")
@_rule(_RULES, r"^([A-Za-z_<>][A-Za-z0-9_<>]+): (.*)$")
def _away_entry(m):
    return AwayEntry(_you(m[1]), m[2])


# -- CLIP messages -------------------------------------------------------------------------------
def _is_int(text: str, digits: int = 18) -> bool:
    """``-?[0-9]{1,digits}``, without a regular expression."""
    body = text[1:] if text[:1] == "-" else text
    return 0 < len(body) <= digits and body.isascii() and body.isdigit()


def _int(text: str) -> int | None:
    return int(text) if _is_int(text) else None


def _float(text: str) -> float | None:
    return float(text) if _FLOAT.fullmatch(text) else None


def _flag(text: str) -> bool | None:
    return {"0": False, "1": True}.get(text)


def _dash(text: str) -> str | None:
    return None if text == "-" else text


def _split_name(rest: str) -> tuple[str, str] | None:
    """``name message`` -> (name, message); the message keeps its own spacing."""
    name, _, message = rest.partition(" ")
    if not name or _SPACE.search(name):
        return None
    return name, message


_SPACE = re.compile(r"\s")
_CHAT = {12: Says, 13: Shouts, 14: Whispers, 15: Kibitzes, 16: YouSay, 20: Alert}
_OWN_CHAT = {17: YouShout, 18: YouWhisper, 19: YouKibitz}


def _parse_clip(text: str) -> Message | None:
    code_text, _, rest = text.partition(" ")
    if not (len(code_text) <= 2 and code_text.isascii() and code_text.isdigit()):
        return None
    code = int(code_text)
    if code in (3, 4, 6):
        if rest:
            return None
        return {3: MotdStart, 4: MotdEnd, 6: WhoEnd}[code]()
    if code in _OWN_CHAT:
        return _OWN_CHAT[code](rest)
    if code in _CHAT or code in (7, 8):
        split = _split_name(rest)
        if split is None:
            return None
        cls = _CHAT.get(code) or (LoginNotice if code == 7 else LogoutNotice)
        return cls(*split)
    if code == 5:
        return _who_info(text.split(), text)
    tokens = rest.split()
    if code == 1:
        if len(tokens) != 3 or _int(tokens[1]) is None:
            return None
        return Welcome(tokens[0], int(tokens[1]), tokens[2])
    if code == 2:
        return _own_info(tokens)
    if code == 9:
        parts = rest.split(" ", 2)
        if len(parts) < 2 or not parts[0] or _int(parts[1]) is None:
            return None
        return StoredMessage(parts[0], int(parts[1]), parts[2] if len(parts) > 2 else "")
    if code in (10, 11):
        if len(tokens) != 1:
            return None
        return (MessageDelivered if code == 10 else MessageSaved)(tokens[0])
    return None


def _own_info(tokens: list[str]) -> OwnInfo | None:
    if len(tokens) != 21:
        return None
    name, *values, timezone = tokens
    flags = [_flag(values[i]) for i in (0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 14, 15, 17, 18)]
    experience, rating, redoubles = _int(values[8]), _float(values[13]), values[16]
    if None in flags or experience is None or rating is None:
        return None
    if not (redoubles in ("unlimited", "none") or _int(redoubles) is not None):
        return None
    (allowpip, autoboard, autodouble, automove, away, bell, crawford, double, greedy, moreboards,
     moves, notify, ratings, ready, report, silent) = flags
    return OwnInfo(name, allowpip, autoboard, autodouble, automove, away, bell, crawford, double,
                   experience, greedy, moreboards, moves, notify, rating, ratings, ready, redoubles,
                   report, silent, timezone)


_FLAGS = {"0": False, "1": True}
_tuple_new = tuple.__new__


def _who_info(tokens: list[str], raw: str) -> WhoInfo | None:
    """The who line ``raw``, split into ``tokens`` (the code ``5`` and 12 fields): every field
    checked (flags 0 or 1, numbers, a name that is not ``-``), else None. The most frequent line
    of all (hundreds at each login): built in one step, as the tuple underneath."""
    try:
        _, name, opponent, watching, ready, away, rating, experience, idle, login, host, client, email = tokens
        ready, away = _FLAGS[ready], _FLAGS[away]
    except (ValueError, KeyError):  # not 13 tokens, or a flag that is not 0 or 1
        return None
    if name == "-":
        return None
    # what _FLOAT and _is_int check, quickly for the usual case (an ASCII line, so that isdigit
    # means [0-9]; positive numbers; a rating as FIBS writes it, digits, a dot and two digits);
    # anything else field by field
    if not (raw.isascii() and experience.isdigit() and idle.isdigit() and login.isdigit()
            and len(experience) <= 18 and len(idle) <= 18 and len(login) <= 18
            and 3 < len(rating) <= 15 and rating[-3] == "." and rating.replace(".", "", 1).isdigit()):
        if not (_FLOAT.fullmatch(rating) and _is_int(experience) and _is_int(idle) and _is_int(login)):
            return None
    return _tuple_new(WhoInfo, (
        name, None if opponent == "-" else opponent, None if watching == "-" else watching, ready,
        away, float(rating), int(experience), int(idle), int(login), None if host == "-" else host,
        None if client == "-" else client, None if email == "-" else email, raw))


# -- the parser --------------------------------------------------------------------------------
#: What ``_clean`` removes from a line's end: every character ``str.isspace`` knows (the highest
#: is U+3000) and the bell.
_TRAILING = "".join(chr(code) for code in range(0x3001) if chr(code).isspace()) + "\x07"


def _clean(line: str) -> str:
    """The line without trailing whitespace and bells (in any mixture)."""
    return line.rstrip(_TRAILING)


_META = set(".^$*+?{}[]\\|()")


def _literal_start(pattern: str) -> str:
    """The literal text ``pattern`` (after its ``^``) must start with, as far as it is plain."""
    chars = []
    for i, char in enumerate(pattern):
        if char in _META:
            if char in "?*{" and chars:
                chars.pop()  # the character before is optional
            break
        chars.append(char)
    return "".join(chars)


class _Table:
    """Rules tried in order, but only those that can match a text: a rule whose text starts with
    a word is tried on texts that start with its first three characters, a rule ``name word ...``
    on texts whose second word starts like its word; the others on every text. A long line then
    costs a few patterns, not all of them."""

    _NAME_FIRST = "^" + _N + " "

    def __init__(self, rules: list[tuple[re.Pattern, Builder]]) -> None:
        self.rules = rules
        self.by_start: dict[str, list[int]] = {}
        self.by_second: dict[str, list[int]] = {}
        self.always: list[int] = []
        for index, (pattern, _) in enumerate(rules):
            source = pattern.pattern
            if source.startswith(self._NAME_FIRST):
                word = _literal_start(source[len(self._NAME_FIRST):])
                if len(word) >= 2:
                    self.by_second.setdefault(word[:3], []).append(index)
                    continue
            elif source.startswith("^"):
                word = _literal_start(source[1:])
                if len(word) >= 3:
                    self.by_start.setdefault(word[:3], []).append(index)
                    continue
            self.always.append(index)
        self._second_lengths = sorted({len(key) for key in self.by_second})
        self._cache: dict[tuple[str, str | None], list[tuple[re.Pattern, Builder]]] = {}

    def candidates(self, text: str) -> list[tuple[re.Pattern, Builder]]:
        start = text[:3]
        second = None
        space = text.find(" ")
        if space > 0 and _NAME_RE.fullmatch(text, 0, space):
            second = text[space + 1:space + 4]
        key = (start, second)
        found = self._cache.get(key)
        if found is None:
            indexes = set(self.always)
            indexes.update(self.by_start.get(start, ()))
            if second is not None:
                for length in self._second_lengths:
                    indexes.update(self.by_second.get(second[:length], ()))
            found = [self.rules[i] for i in sorted(indexes)]
            if len(self._cache) >= 4096:
                self._cache.clear()
            self._cache[key] = found
        return found


def _first_match(table: _Table, text: str) -> Message | None:
    for pattern, builder in table.candidates(text):
        found = pattern.match(text)
        if found is not None:
            return builder(found)
    return None


_TABLE = _Table(_RULES)
_STAR_TABLE = _Table(_STAR_RULES)
_WHOIS_TABLE = _Table(_WHOIS_RULES)


def _parse(text: str) -> Message:
    if not text:
        return Unknown(text)
    first = text[0]
    if first.isdigit():
        message = _parse_clip(text)
        if message is not None:
            return message
    elif first == "b" and text.startswith("board:"):
        board = Board.from_line(text)
        return board if board is not None else Unknown(text)
    elif first == "*" and text.startswith("** "):
        body = text[3:].strip()
        if body in TOGGLE_PHRASES:
            return ToggleChanged(*TOGGLE_PHRASES[body])
        message = _first_match(_STAR_TABLE, body)
        if message is not None:
            if isinstance(message, Error) and not message.text:
                message = replace(message, text=body)
            return message
        return Error(body)
    elif first.isspace():
        body = text.strip()
        message = _first_match(_WHOIS_TABLE, body)
        if message is not None:
            return replace(message, text=body)
    message = _first_match(_TABLE, text)
    return message if message is not None else Unknown(text)


def _with_raw(message: Message, raw: str) -> Message:
    """``message`` (just built, seen by no one yet) with the line it came from."""
    if message.raw is raw:
        return message
    if type(message) is WhoInfo:
        return _tuple_new(WhoInfo, (*message[:-1], raw))
    object.__setattr__(message, "raw", raw)
    return message


def parse_line(line: str) -> Message:
    """One line from FIBS as a typed message (:class:`Unknown` if it is none of them)."""
    try:
        raw = line if isinstance(line, str) else str(line)
    except Exception:
        raw = ""
    try:
        message = _parse(raw.rstrip(_TRAILING))
    except Exception:  # a parser bug must never cost the line: keep it as text
        message = Unknown(raw)
    return _with_raw(message, raw)


# -- glued lines -----------------------------------------------------------------------------------
_GLUED_BOARD = re.compile(r"board:[^:\s]*:[^:\s]*(?::-?\d{1,6}){49}:(-?\d+)")
_GLUED_CUBE = re.compile(rf"{NAME} accepts? the double\.( +The cube shows \d{{1,6}}\.)?")
_GAME_END_SCORE = re.compile(r"Score is \d+-\d+ in ")
#: The most messages taken apart in one line; what follows stays one message, as text.
MAX_GLUED = 64
#: A board's last field (redoubles) has at most 6 digits, a numbered CLIP line's code 2 and a
#: ratings line's rank 9: only the cuts between those can part a board from the line after it.
_MAX_REDOUBLES_DIGITS = 6
_MAX_LEADING_DIGITS = 9


def _split_once(text: str) -> tuple[str, str] | None:
    """(first message, rest) if ``text`` is two messages glued together, else None."""
    if text.startswith("board:"):
        found = _GLUED_BOARD.match(text)
        if found is None or found.end() == len(text):
            return None
        left, rest = text[:found.end()], text[found.end():]
        digits = found[1].lstrip("-")
        if rest[:1].isspace() and len(digits) > 1:
            # a numbered CLIP line may follow the board without a break: ":0" + "5 bob ..."
            first = max(1, len(digits) - _MAX_LEADING_DIGITS)
            for cut in range(first, min(len(digits), _MAX_REDOUBLES_DIGITS + 1)):
                shorter = left[:len(left) - len(digits) + cut]
                following = digits[cut:] + rest
                if not isinstance(_parse(_clean(following)), Unknown):
                    return shorter, following
        return left, rest.lstrip()
    found = _GLUED_CUBE.match(text)
    if found is not None and found.end() < len(text):
        rest = text[found.end():].lstrip()
        if found[1] is not None or rest.startswith("board:") or not isinstance(_parse(rest), Unknown):
            return text[:found.end()], rest
    for found in _GAME_END_SCORE.finditer(text, 1):
        if text[found.start() - 1] in ".!":  # the first "Score is" right after a sentence
            left = text[:found.start()]
            if isinstance(_parse(left), (GameWon, DoubleRejected, ResignAccepted, MatchWon)):
                return left, text[found.start():]
            break
    at = text.find("board:", 1)
    if at > 0 and isinstance(_parse(text), Unknown):
        # a message with a board glued to its end
        left = _clean(text[:at])
        if left and not isinstance(_parse(left), Unknown) and isinstance(_parse(text[at:]), Board):
            return left, text[at:]
    return None


def parse_lines(line: str) -> list[Message]:
    """The messages of one line: usually one, two or more where FIBS glued them together (a
    ``board:`` line with the next message at its end; ``... accepts the double.`` with or without
    ``The cube shows 2.``, followed by the next message; a game's end followed by ``Score is ...``).

    A line that parses as one message is one message (no glued line does); only a line that is
    none is looked at for messages glued together, at most :data:`MAX_GLUED` of them."""
    try:
        raw = line if type(line) is str else str(line)
        text = raw.rstrip(_TRAILING)
        if text.startswith("5 "):  # the bulk of a login burst
            message = _who_info(text.split(), raw)
            if message is not None:
                return [message]
        message = _parse(text)
        if type(message) is not Unknown:
            return [_with_raw(message, raw)]
        first = _split_once(text)
        if first is None:
            return [_with_raw(message, raw)]
        messages: list[Message] = []
        left, rest = first
        while True:
            messages.append(parse_line(left))
            rest = _clean(rest)
            split = _split_once(rest) if len(messages) < MAX_GLUED - 1 else None
            if split is None:
                messages.append(parse_line(rest))
                return messages
            left, rest = split
    except Exception:
        return [parse_line(line)]
