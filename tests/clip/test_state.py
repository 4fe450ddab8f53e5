"""ClientState fed with sequences of server lines."""

from __future__ import annotations

import pytest

from fibsgui.bg import Position
from fibsgui.clip import (
    Changes,
    ClientState,
    GameView,
    Invitation,
    SavedMatch,
    StoredMessage,
    Whois,
    YouInvited,
    parse_lines,
)

START = "0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0"


def feed(state: ClientState, *lines: str) -> list[Changes]:
    return [state.apply(message) for line in lines for message in parse_lines(line)]


def who(name: str, opponent: str = "-", watching: str = "-", ready: int = 1, away: int = 0,
        rating: str = "1500.00") -> str:
    return f"5 {name} {opponent} {watching} {ready} {away} {rating} 10 0 1700000000 localhost - -"


def board(player="You", opponent="bob", length=1, got=(0, 0), points=START, turn=1, dice=(0, 0, 0, 0),
          cube=1, may=(1, 1), doubled=0, color=1, direction=-1) -> str:
    home, bar = (0, 25) if direction < 0 else (25, 0)
    return (f"board:{player}:{opponent}:{length}:{got[0]}:{got[1]}:{points}:{turn}:"
            f"{':'.join(map(str, dice))}:{cube}:{may[0]}:{may[1]}:{doubled}:{color}:{direction}:"
            f"{home}:{bar}:0:0:0:0:0:0:0:0")


LOGIN = [
    "1 alice 1041253132 192.168.1.308",
    "2 alice 1 1 0 0 0 0 1 1 2396 0 1 0 1 3457.85 0 1 0 0 0 Australia/Melbourne",
    "3",
    "+------------------------------+",
    "| Welcome to FIBS. 5 point     |",
    "+------------------------------+",
    "4",
    "9 carol 1041253100 I'll log in at 10pm if you want to finish that game.",
]


def logged_in(players: int = 0) -> ClientState:
    state = ClientState()
    feed(state, *LOGIN, *(who(f"player_{i}") for i in range(players)), who("alice"), "6")
    return state


# -- login and players -----------------------------------------------------------------------------
def test_login_burst_with_500_who_lines_then_logouts():
    state = ClientState()
    changes = feed(state, *LOGIN)
    assert state.me == "alice"
    assert state.own is not None and state.own.rating == 3457.85 and state.own.experience == 2396
    assert state.toggles["ready"] is True and state.toggles["away"] is False and state.toggles["bell"] is False
    assert len(state.toggles) == 16
    assert state.variables == {"redoubles": "none", "timezone": "Australia/Melbourne"}
    assert state.motd == ("+------------------------------+\n| Welcome to FIBS. 5 point     |\n"
                          "+------------------------------+")
    assert any("motd" in c.parts for c in changes)
    assert state.stored_messages == (
        StoredMessage("carol", 1041253100, "I'll log in at 10pm if you want to finish that game."),)

    names = [f"player_{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(500)]
    burst = [state.apply(m) for line in (who(n, rating=f"{1400 + i % 300}.50") for i, n in enumerate(names))
             for m in parse_lines(line)]
    assert all(c == Changes(frozenset({"players"}), (name,)) for c, name in zip(burst, names))
    assert feed(state, "6") == [Changes(frozenset({"players"}))]
    assert len(state.players) == 500
    assert state.players["player_ab"].rating == 1401.5

    changes = feed(state, "8 player_aa player_aa drops connection.", "8 player_ab player_ab logs out.",
                   "8 nobody nobody logs out.")
    assert changes[0] == Changes(frozenset({"players"}), (), ("player_aa",))
    assert changes[1].removed == ("player_ab",)
    assert changes[2] == Changes()
    assert len(state.players) == 498 and "player_aa" not in state.players
    with pytest.raises(TypeError):
        state.players["x"] = None  # read-only for callers


def test_a_who_line_updates_a_player():
    state = logged_in()
    feed(state, who("bob"))
    feed(state, "7 bob bob logs in.", who("bob", opponent="carol", ready=0, away=1))
    assert state.players["bob"].opponent == "carol"
    assert state.players["bob"].ready is False and state.players["bob"].away is True


def test_own_who_line_gives_ready_away_and_watching():
    state = logged_in()
    changes = feed(state, who("alice", ready=0, away=1, watching="bob"))
    assert state.toggles["ready"] is False and state.toggles["away"] is True
    assert state.watching == "bob"
    assert {"players", "toggles", "watching"} <= changes[0].parts


def test_a_new_login_starts_the_player_list_again():
    state = logged_in(players=3)
    changes = feed(state, "1 alice 1041253199 localhost")
    assert changes[0].removed == ("player_0", "player_1", "player_2", "alice")
    assert state.players == {}


# -- settings ------------------------------------------------------------------------------------------
def test_toggles_from_answers_listings_and_away():
    state = logged_in()
    feed(state, "** You won't hear what other players shout.")
    assert state.toggles["silent"] is True
    feed(state, "** You will hear what other players shout.", "** Won't send rawboards after rolling.")
    assert state.toggles["silent"] is False and state.toggles["moreboards"] is False
    feed(state, "The current settings are:", "allowpip        NO", "telnet          YES", "wrap            NO")
    assert state.toggles["allowpip"] is False and state.toggles["telnet"] is True
    assert state.toggles["wrap"] is False
    feed(state, "The current settings are: bell YES moves YES")
    assert state.toggles["bell"] is True and state.toggles["moves"] is True
    feed(state, "You're away. Please type 'back'")
    assert state.toggles["away"] is True
    assert feed(state, "You're away. Please type 'back'") == [Changes()]  # nothing new
    feed(state, "Welcome back.")
    assert state.toggles["away"] is False


def test_variables():
    state = logged_in()
    feed(state, "Value of 'redoubles' set to 'unlimited'.", "Value of 'boardstyle' set to 3.",
         "set sortwho rating")
    assert state.variables["redoubles"] == "unlimited"
    assert state.variables["boardstyle"] == "3" and state.variables["sortwho"] == "rating"
    feed(state, "Settings of variables:", "boardstyle: 2", "redoubles: none", "timezone: UTC")
    assert state.variables == {"redoubles": "none", "timezone": "UTC", "boardstyle": "2", "sortwho": "rating"}


def test_gag_and_blind():
    state = logged_in()
    feed(state, "** You gag bob.", "** You gag carol.", "** You ungag bob.", "** You blind dave.")
    assert state.gagged == {"carol"} and state.blinded == {"dave"}
    feed(state, "** Gagged users: erin,frank,", "** Blinded users: none")
    assert state.gagged == {"erin", "frank"} and state.blinded == frozenset()


# -- invitations -----------------------------------------------------------------------------------
def test_invitation_cancelled_by_the_inviter_starting_another_match():
    state = logged_in()
    feed(state, who("bob"), who("carol"))
    changes = feed(state, "bob wants to play a 5 point match with you.", "Type 'join bob' to accept.")
    assert "invitations" in changes[0].parts
    assert state.invitations == {"bob": Invitation("bob", 5)}
    feed(state, "carol wants to resume a saved match with you.")
    assert state.invitations["carol"] == Invitation("carol", None, True)
    # bob invited dave as well, and dave joined him
    changes = feed(state, who("bob", opponent="dave"), who("dave", opponent="bob"))
    assert "invitations" in changes[0].parts
    assert set(state.invitations) == {"carol"}
    # the report line says the same about carol
    feed(state, "carol and erin start a 3 point match.")
    assert state.invitations == {}


def test_invitation_withdrawn_by_logging_out():
    state = logged_in()
    feed(state, who("bob"), "bob wants to play an unlimited match with you.")
    assert state.invitations["bob"].length == 0
    changes = feed(state, "8 bob bob drops connection.")
    assert {"players", "invitations"} <= changes[0].parts and state.invitations == {}


def test_own_invitation_until_refusing_and_until_the_match_starts():
    state = logged_in()
    feed(state, "** You invited bob to a 3 point match.")
    assert state.my_invitation == YouInvited("bob", 3)
    feed(state, who("alice", ready=1))
    assert state.my_invitation is not None
    changes = feed(state, "** You're now refusing to play with someone.", who("alice", ready=0))
    assert state.my_invitation is None and "invitations" in changes[0].parts

    feed(state, "** You're now ready to invite or join someone.", "** You invited bob to resume a saved match.")
    assert state.my_invitation == YouInvited("bob", None, True)
    feed(state, who("alice", ready=0))  # the own who line says ready is off
    assert state.my_invitation is None

    feed(state, "** You invited bob to an unlimited match.",
         "** Player bob has joined you for an unlimited match.")
    assert state.my_invitation is None
    assert state.game == GameView("alice", "bob", 0, last_event="match started")


# -- a match, as one player reads it -----------------------------------------------------------------
def test_a_short_match_with_double_resignation_and_the_end():
    state = logged_in()
    feed(state, who("bob"), "bob wants to play a 1 point match with you.")
    feed(state, "** You are now playing a 1 point match with bob", who("alice", opponent="bob"),
         who("bob", opponent="alice"), "Starting a new game with bob.")
    assert state.game.player == "alice" and state.game.opponent == "bob" and state.game.length == 1
    assert state.invitations == {}
    feed(state, "You rolled 6, bob rolled 2", "It's your turn to move.",
         board(dice=(6, 2, 0, 0)))
    game = state.game
    assert game.board.position == Position.initial(0)
    assert game.board.dice == (6, 2) and not game.may_roll
    feed(state, "bob moves 24-18 13-11 .", board(turn=-1, dice=(0, 0, 5, 2)))
    feed(state, board(turn=1), "It's your turn. Please roll or double.")
    assert state.game.may_roll
    changes = feed(state, "You double. Please wait for bob to accept or reject.")
    assert changes[0].parts == {"game"}
    assert state.game.double_offer == 0 and not state.game.may_roll
    feed(state, "bob accepts the double. The cube shows 2.", "You roll 3 and 1.", "Please move 2 pieces.")
    assert state.game.double_offer is None
    feed(state, "bob wants to resign. You will win 2 points. Type 'accept' or 'reject'.")
    assert state.game.resign_offer == (1, 2)
    feed(state, "You reject. The game continues.")
    assert state.game.resign_offer is None
    feed(state, "bob doubles. Type 'accept' or 'reject'.")
    assert state.game.double_offer == 1
    feed(state, "You accept the double. The cube shows 4.")
    assert state.game.double_offer is None
    feed(state, "You want to resign. bob will win 4 points.")
    assert state.game.resign_offer == (0, 4)
    feed(state, "bob accepts and wins 4 points.")
    assert state.game.game_over == (1, 4) and state.game.resign_offer is None
    feed(state, "bob wins the 1 point match 1-0 .")
    assert state.game.match_winner == 1 and state.game.score == (0, 1)
    # the match is over; the own who line says so, the finished view stays for the result
    feed(state, who("alice"), who("bob"))
    assert state.game is not None and state.game.match_winner == 1


def test_between_games_of_a_longer_match():
    state = logged_in()
    feed(state, "** Player bob has joined you for a 3 point match.", "Starting a new game with bob.",
         board(length=3))
    feed(state, "You win the game and get 1 point. Congratulations!", "score in 3 point match: alice-1 bob-0",
         "Type 'join' if you want to play the next game, type 'leave' if you don't.")
    game = state.game
    assert game.game_over == (0, 1) and game.score == (1, 0) and game.waiting_for_join
    feed(state, "** Please wait for bob to join too.", "Starting a new game with bob.")
    game = state.game
    assert game.game_over is None and not game.waiting_for_join and game.score == (1, 0)
    # colours swap in the new game: the board still gives the player's side first
    feed(state, board(length=3, got=(1, 0), color=-1, direction=1, turn=1, dice=(0, 0, 4, 3)))
    assert state.game.board.position == Position.initial(1)
    assert state.game.score == (1, 0)
    feed(state, "You give up. bob wins 2 points.", "score in 3 point match: bob-2 alice-1")
    assert state.game.game_over == (1, 2) and state.game.score == (1, 2)
    feed(state, "bob drops connection. The game was saved.")
    assert state.game is None


def test_leaving_saves_the_match():
    state = logged_in()
    feed(state, "** You are now playing a 5 point match with bob")
    changes = feed(state, "** You terminated the game. The game was saved.")
    assert state.game is None and changes[0].parts == {"game"}
    feed(state, "** You are now playing a 5 point match with bob")
    feed(state, "** Player bob has left the game. The game was saved.")
    assert state.game is None


def test_resume_after_a_saved_match():
    state = logged_in()
    feed(state, "bob wants to resume a saved match with you.", "Type 'join bob' to accept.")
    feed(state, "You are now playing with bob. Your running match was loaded.",
         who("alice", opponent="bob"), "turn: bob.", "match length: 5", "points for alice: 3",
         "points for bob: 1")
    game = state.game
    assert (game.player, game.opponent, game.length, game.score) == ("alice", "bob", 5, (3, 1))
    assert game.board is None and state.invitations == {}
    feed(state, board(length=5, got=(3, 1), turn=-1, dice=(0, 0, 2, 1)))
    assert state.game.score == (3, 1) and state.game.board.on_turn == 1
    # the other form, with "user" and an unlimited match
    state = logged_in()
    feed(state, "bob has joined you. Your running match was loaded.", "turn: alice", "unlimited match",
         "points for user bob: 7", "points for user alice: 2")
    assert (state.game.length, state.game.score) == (0, (2, 7))


# -- watching --------------------------------------------------------------------------------------
def test_watching_a_match():
    state = logged_in()
    changes = feed(state, "You're now watching carol.", "carol is not doing anything interesting.",
                   who("alice", watching="carol"))
    assert state.watching == "carol" and state.watched is None
    assert changes[0].parts == {"watching"}
    feed(state, "carol and dave start a 1 point match.", "Starting a new game with carol.")
    assert state.watched == GameView("carol", "dave", 1, last_event="new game")
    assert state.game is None
    feed(state, "carol rolled 3, dave rolled 5", "dave makes the first move.",
         board(player="carol", opponent="dave", color=-1, direction=1, turn=1, dice=(0, 0, 5, 3)))
    watched = state.watched
    assert watched.board.player_name == "carol" and watched.board.position == Position.initial(1)
    feed(state, "dave moves 13-8 13-10 .", "carol rolls 6 and 6.", "dave doubles.")
    assert state.watched.double_offer == 1
    feed(state, "carol accepts the double. The cube shows 2.")
    assert state.watched.double_offer is None
    feed(state, "carol wants to resign. dave will win 2 points.")
    assert state.watched.resign_offer == (0, 2)
    feed(state, "dave rejects. The game continues.", "dave wins the game and gets 2 points.",
         "dave wins the 1 point match 1-0 .")
    assert state.watched.resign_offer is None
    assert state.watched.game_over == (1, 2) and state.watched.match_winner == 1
    assert state.watched.score == (0, 1)
    changes = feed(state, "You stop watching carol.")
    assert state.watching is None and state.watched is None and changes[0].parts == {"watching"}


def test_look_while_not_watching_goes_to_looked():
    state = logged_in()
    changes = feed(state, board(player="erin", opponent="frank", length=7))
    assert state.looked is not None and state.looked.player_name == "erin"
    assert state.watched is None and state.game is None and changes[0].parts == {"watching"}


def test_starting_to_play_ends_watching():
    state = logged_in()
    feed(state, "You're now watching carol.")
    feed(state, "** You stop watching carol.", "** You are now playing a 3 point match with bob")
    assert state.watching is None and state.game.opponent == "bob"


# -- lists and whois ---------------------------------------------------------------------------------
def test_games_and_saved_lists_are_collected_until_another_message():
    state = logged_in()
    feed(state, "List of games:", "          alice - bob             (1 point match 0-0)",
         "anotherplayer - player_aa (unlimited match 2-6)")
    assert [(g.player1, g.player2, g.length, g.score) for g in state.games] == [
        ("alice", "bob", 1, (0, 0)), ("anotherplayer", "player_aa", 0, (2, 6))]
    feed(state, who("bob"), "List of games:", "carol - dave (5 point match 1-3)")
    assert [g.player1 for g in state.games] == ["carol"]

    changes = feed(state, "  opponent          matchlength   score (your points first)",
                   "**bob               3              1 -  0", "  carol             unlimited      4 -  2")
    assert all("saved" in c.parts for c in changes)
    assert state.saved == (SavedMatch("bob", 3, (1, 0), True, False), SavedMatch("carol", 0, (4, 2), False, False))
    feed(state, "no saved games.")
    assert state.saved == ()


def test_whois_record_is_assembled_from_its_lines():
    state = logged_in()
    feed(state, "Information about anotherplayer:",
         "  Last login:  Tuesday, January 14 20:14 EST from 192.168.40.3",
         "  Still logged in. 4 seconds idle.",
         "  anotherplayer is not ready to play, watching mgnu_advanced, not playing.",
         "  anotherplayer is away: Back in a tick.",
         "  Rating: 1418.61 Experience: 23",
         "  No email address.")
    assert state.whois["anotherplayer"] == Whois(
        "anotherplayer", last_login="Tuesday, January 14 20:14 EST", last_host="192.168.40.3",
        still_logged_in=True, idle="4 seconds",
        status="anotherplayer is not ready to play, watching mgnu_advanced, not playing.",
        away="Back in a tick.", rating=1418.61, experience=23, email=None, lines=(
            "Last login:  Tuesday, January 14 20:14 EST from 192.168.40.3",
            "Still logged in. 4 seconds idle.",
            "anotherplayer is not ready to play, watching mgnu_advanced, not playing.",
            "anotherplayer is away: Back in a tick.",
            "Rating: 1418.61 Experience: 23",
            "No email address."))
    feed(state, "Information about someplayer:",
         "  Last login:  Friday, January 10 12:12 EST from 192.168.143.5",
         "  Last logout: Friday, January 10 13:15 EST",
         "  Not logged in right now.",
         "  Rating: 1912.15 Experience: 827",
         "  Email address: someplayer@somewhere.com")
    record = state.whois["someplayer"]
    assert record.last_logout == "Friday, January 10 13:15 EST" and not record.still_logged_in
    assert record.email == "someplayer@somewhere.com" and record.experience == 827
    assert list(state.whois) == ["anotherplayer", "someplayer"]
    # a whois line after another message belongs to no record
    assert feed(state, "6", "  Rating: 1.00 Experience: 1") == [Changes(frozenset({"players"})), Changes()]
    assert state.whois["someplayer"].rating == 1912.15


# -- what real servers send ------------------------------------------------------------------------
def watching_pipcat() -> ClientState:
    state = logged_in()
    feed(state, "You are now watching pipcat.", "pipcat and GammonBot_XX start a 5 point match.",
         "Starting a new game with pipcat.",
         board(player="pipcat", opponent="GammonBot_XX", length=5, cube=2, may=(0, 1), turn=-1,
               color=1, direction=-1, dice=(0, 0, 0, 0)))
    return state


def test_a_watched_double_accepted_without_the_cube_clears_the_offer_and_doubles_the_cube():
    state = watching_pipcat()
    assert state.watching == "pipcat" and state.watched.board.cube == 2
    feed(state, "GammonBot_XX doubles.")
    assert state.watched.double_offer == 1
    changes = feed(state, "pipcat accepts the double.")
    view = state.watched
    assert changes[0].parts == {"watching"}
    assert view.double_offer is None and view.last_event == "DoubleAccepted"
    assert view.board.cube == 4 and not view.board.was_doubled
    assert view.board.player_may_double and not view.board.opponent_may_double  # pipcat took it
    match = view.board.match
    assert match.cube == 4 and match.cube_owner == 0 and not match.double_offered


def test_a_double_accepted_with_the_cube_shown_takes_the_value_said():
    state = watching_pipcat()
    feed(state, "pipcat doubles.", "GammonBot_XX accepts the double. The cube shows 4.")
    view = state.watched
    assert view.double_offer is None and view.board.cube == 4
    assert view.board.match.cube_owner == 1


def test_the_double_offered_on_the_board_is_cleared_when_it_is_taken():
    state = logged_in()
    feed(state, "** Player bob has joined you for a 5 point match.", "Starting a new game with bob.",
         board(length=5, cube=1, doubled=1, turn=1))
    assert state.game.double_offer == 1 and state.game.board.match.double_offered
    feed(state, "You accept the double.")
    assert state.game.double_offer is None and not state.game.board.match.double_offered
    assert state.game.board.cube == 2 and state.game.board.match.cube_owner == 0


def test_a_watched_player_leaving_the_game_adjourns_the_watched_match():
    state = watching_pipcat()
    changes = feed(state, "GammonBot_XX has left the game with pipcat.")
    view = state.watched
    assert changes[0].parts == {"watching"}
    assert view.adjourned and view.last_event == "LeftGame" and not view.may_roll
    assert view.board is not None and state.watching == "pipcat"  # the last position stays shown
    feed(state, board(player="pipcat", opponent="GammonBot_XX", length=5, turn=1))
    assert not state.watched.adjourned  # the match goes on
    assert feed(state, "carol has left the game with dave.")[0] == Changes()  # someone else's


def test_a_final_score_above_the_match_length_is_kept_as_reported():
    state = logged_in()
    feed(state, "** Player bob has joined you for a 1 point match.", "Starting a new game with bob.",
         board(length=1))
    changes = feed(state, "You win the game and get 2 points. Congratulations!", "You win the 1 point match 2-0 .")
    assert changes[1].parts == {"game"}
    assert state.game.match_winner == 0 and state.game.score == (2, 0) and state.game.length == 1
    state = watching_pipcat()
    feed(state, "GammonBot_XX wins the 3 point match 4-0 .")
    assert state.watched.match_winner == 1 and state.watched.score == (0, 4)
    assert state.watched.length == 3
