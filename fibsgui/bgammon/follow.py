"""What bgammon.org's notices say about followed players, and its rule for account names (no Qt).

bgammon.org cannot list the players one follows: it only answers ``follow``/``unfollow`` with a
notice, and tells of a followed player coming or going with a notice. These are the notices of the
server's own source (``pkg/server/server_command.go`` and ``server.go`` of tslocum/bgammon), in
English (the client logs in with its language as ``en``):

* ``<name> is online.``: at the follower's login, for each followed player online then, and to
  every follower online when a followed player logs in;
* ``<name> disconnected.``: to followers when a followed player's connection ends;
* ``You are now following <name>.`` / ``You are already following <name>.``: ``follow`` taken;
* ``You are no longer following <name>.`` / ``You are not following <name>.``: ``unfollow`` taken
  (the name as the account is stored: lower case);
* ``Failed to follow player: <why>``, ``Following yourself will get you nowhere quickly.`` and
  ``Please specify a player: follow <username>``: ``follow`` refused, without the name;
* ``Failed to un-follow player: <why>``, ``Un-following yourself will get you somewhere slowly.``
  and ``Please specify a player: unfollow <username>``: ``unfollow`` refused.

:func:`follow_notice` reads one notice; a name in it is taken only when it is a possible account
name (:func:`name_problem`), so a notice of another kind that merely ends the same way names no one.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "MAX_ACCOUNT_NAME", "ONLINE", "OFFLINE", "FOLLOWED", "UNFOLLOWED", "FOLLOW_REFUSED",
    "UNFOLLOW_REFUSED", "FollowNotice", "follow_notice", "name_problem",
]

#: The longest account name the server registers.
MAX_ACCOUNT_NAME = 18

ONLINE, OFFLINE = "online", "offline"
FOLLOWED, UNFOLLOWED = "followed", "unfollowed"
FOLLOW_REFUSED, UNFOLLOW_REFUSED = "follow refused", "unfollow refused"

_NAME_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")

# (beginning, end, kind): the name is what lies between
_NAMED = (
    ("", " is online.", ONLINE),
    ("", " disconnected.", OFFLINE),
    ("You are now following ", ".", FOLLOWED),
    ("You are already following ", ".", FOLLOWED),
    ("You are no longer following ", ".", UNFOLLOWED),
    ("You are not following ", ".", UNFOLLOWED),
)
_FOLLOW_REFUSALS = ("Failed to follow player: ",)
_FOLLOW_REFUSALS_EXACT = frozenset({"Following yourself will get you nowhere quickly.",
                                    "Please specify a player: follow <username>"})
_UNFOLLOW_REFUSALS = ("Failed to un-follow player: ",)
_UNFOLLOW_REFUSALS_EXACT = frozenset({"Un-following yourself will get you somewhere slowly.",
                                      "Please specify a player: unfollow <username>"})
#: No notice of these kinds is longer (the longest name, or the longest reason the server gives).
_LONGEST = 200


@dataclass(frozen=True)
class FollowNotice:
    """A notice about following: its ``kind`` (:data:`ONLINE`, :data:`OFFLINE`, :data:`FOLLOWED`,
    :data:`UNFOLLOWED`, :data:`FOLLOW_REFUSED`, :data:`UNFOLLOW_REFUSED`) and the player it names
    (empty for a refusal, which names no one)."""

    kind: str
    name: str = ""


def name_problem(name: str) -> str:
    """Why ``name`` cannot be a bgammon.org account's name, in English ("" when it can): letters,
    digits and ``_``, at most :data:`MAX_ACCOUNT_NAME` characters, not only digits."""
    if not name:
        return "empty"
    if len(name) > MAX_ACCOUNT_NAME:
        return "too long"
    if not all(c in _NAME_CHARACTERS for c in name):
        return "characters"
    if name.isdigit():
        return "digits"
    return ""


def follow_notice(message: str) -> FollowNotice | None:
    """What a notice says about following, or None when it is no such notice."""
    if not isinstance(message, str) or len(message) > _LONGEST:
        return None
    for start, end, kind in _NAMED:
        if message.startswith(start) and message.endswith(end) and len(message) > len(start) + len(end):
            name = message[len(start):len(message) - len(end)]
            if not name_problem(name):
                return FollowNotice(kind, name)
    if message in _FOLLOW_REFUSALS_EXACT or message.startswith(_FOLLOW_REFUSALS):
        return FollowNotice(FOLLOW_REFUSED)
    if message in _UNFOLLOW_REFUSALS_EXACT or message.startswith(_UNFOLLOW_REFUSALS):
        return FollowNotice(UNFOLLOW_REFUSED)
    return None
