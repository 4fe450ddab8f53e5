"""bgammon.org's notices about followed players, read as the server writes them (the texts of
tslocum/bgammon's pkg/server/server_command.go and server.go), and its rule for account names."""

import time

import pytest

from fibsgui.bgammon import commands
from fibsgui.bgammon.events import Notice, Welcome
from fibsgui.bgammon.follow import (
    FOLLOW_REFUSED,
    FOLLOWED,
    OFFLINE,
    ONLINE,
    UNFOLLOW_REFUSED,
    UNFOLLOWED,
    FollowNotice,
    follow_notice,
    name_problem,
)
from fibsgui.bgammon.state import MAX_FOLLOWED, BgammonState

# (the server's notice, what it says)
NOTICES = [
    ("bob is online.", FollowNotice(ONLINE, "bob")),
    ("BOT_gnubg is online.", FollowNotice(ONLINE, "BOT_gnubg")),
    ("carol disconnected.", FollowNotice(OFFLINE, "carol")),
    ("You are now following bob.", FollowNotice(FOLLOWED, "bob")),
    ("You are already following bob.", FollowNotice(FOLLOWED, "bob")),
    ("You are no longer following bob.", FollowNotice(UNFOLLOWED, "bob")),
    ("You are not following bob.", FollowNotice(UNFOLLOWED, "bob")),
    ("Failed to follow player: Invalid username.", FollowNotice(FOLLOW_REFUSED)),
    ("Failed to follow player: Please log in before following.", FollowNotice(FOLLOW_REFUSED)),
    ("Following yourself will get you nowhere quickly.", FollowNotice(FOLLOW_REFUSED)),
    ("Please specify a player: follow <username>", FollowNotice(FOLLOW_REFUSED)),
    ("Failed to un-follow player: Invalid username.", FollowNotice(UNFOLLOW_REFUSED)),
    ("Failed to un-follow player: Please log in before un-following.", FollowNotice(UNFOLLOW_REFUSED)),
    ("Un-following yourself will get you somewhere slowly.", FollowNotice(UNFOLLOW_REFUSED)),
    ("Please specify a player: unfollow <username>", FollowNotice(UNFOLLOW_REFUSED)),
]

# notices that name no followed player, though some end the same way
NOT_ABOUT_FOLLOWING = [
    "Connection terminated: Client disconnected",
    "The server is online.",          # "The server" is no name
    "Message not sent: You are not currently in a match.",
    "12345 is online.",               # only digits: no account has such a name
    "<b>bob</b> is online.",
    "bob\u202e is online.",
    "abcdefghijklmnopqrs is online.",  # 19 characters
    " is online.",
    "is online.",
    "You are now following .",
    "You are now following bob and carol.",
    "You are now following bob",
    "Rejoined match: bob is online.",
    "",
]


@pytest.mark.parametrize("message, expected", NOTICES)
def test_the_servers_follow_notices(message, expected):
    assert follow_notice(message) == expected


@pytest.mark.parametrize("message", NOT_ABOUT_FOLLOWING)
def test_notices_that_name_no_followed_player(message):
    assert follow_notice(message) is None


def test_hostile_notices_are_read_quickly_and_name_no_one():
    for message in ["a" * 100_000 + " is online.", "You are now following " + "_" * 100_000 + ".",
                    "Failed to follow player: " + "x" * 100_000, "\x00" * 1000]:
        start = time.perf_counter()
        said = follow_notice(message)
        assert time.perf_counter() - start < 1.0
        assert said is None or said.name == ""


@pytest.mark.parametrize("name, problem", [
    ("alice", ""), ("BOT_gnubg", ""), ("a1", ""), ("x" * 18, ""),
    ("", "empty"), ("x" * 19, "too long"), ("123", "digits"), ("bad name", "characters"),
    ("bob!", "characters"), ("bøb", "characters"), ("bob\n", "characters"),
])
def test_names_are_checked_as_the_server_checks_them(name, problem):
    assert name_problem(name) == problem
    if not problem:  # what passes is what the command builders send
        assert commands.follow(name) == f"follow {name}"


def test_the_state_keeps_who_came_and_went_since_the_welcome():
    state = BgammonState()
    state.apply(Welcome("alice", 3, 1))
    assert state.apply(Notice("bob is online.")) == {"notices", "followed"}
    assert state.apply(Notice("carol is online.")) == {"notices", "followed"}
    assert state.apply(Notice("carol disconnected.")) == {"notices", "followed"}
    assert state.apply(Notice("You are now following dave.")) == {"notices"}  # an answer, no news of dave
    assert state.followed == {"bob": True, "carol": False}
    assert state.apply(Welcome("alice", 3, 1)) >= {"followed"}  # a new login says afresh who is online
    assert state.followed == {}


def test_the_state_keeps_a_bounded_number_of_players():
    state = BgammonState()
    for i in range(MAX_FOLLOWED + 50):
        state.apply(Notice(f"p{i} is online."))
    assert len(state.followed) == MAX_FOLLOWED
    assert state.apply(Notice("p0 disconnected.")) == {"notices", "followed"}  # one kept still changes
    assert state.followed["p0"] is False
