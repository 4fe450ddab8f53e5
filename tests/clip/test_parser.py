"""parse_line against a table of server lines and the message each one is.

The lines are the examples of the CLIP specification (shared/specs/fibs-clip-protocol.txt, where
the HTML flattening joined some multi-line outputs into one line: those are given here line by
line, with the leading spaces FIBS writes), of ``help`` (shared/specs/fibs-help.txt), and the
texts the fake server in tests/fakefibs.py writes.
"""

from __future__ import annotations

import pytest

from fibsgui.clip import *  # noqa: F403  (the table names every message class)
from fibsgui.clip import parse_line

SPEC_CLIP = [
    ("1 myself 1041253132 192.168.1.308", Welcome("myself", 1041253132, "192.168.1.308")),
    ("2 myself 1 1 0 0 0 0 1 1 2396 0 1 0 1 3457.85 0 0 0 0 0 Australia/Melbourne",
     OwnInfo("myself", allowpip=True, autoboard=True, autodouble=False, automove=False, away=False,
             bell=False, crawford=True, double=True, experience=2396, greedy=False, moreboards=True,
             moves=False, notify=True, rating=3457.85, ratings=False, ready=False, redoubles="0",
             report=False, silent=False, timezone="Australia/Melbourne")),
    ("3", MotdStart()),
    ("+--------------------------------------------------------------------+",
     Unknown("+--------------------------------------------------------------------+")),
    ("| It was a dark and stormy night in Oakland. Outside, the rain |",
     Unknown("| It was a dark and stormy night in Oakland. Outside, the rain |")),
    ("4", MotdEnd()),
    ("5 mgnu_advanced someplayer - 1 0 1912.15 827 8 1040515752 192.168.143.5 3DFiBs -",
     WhoInfo("mgnu_advanced", "someplayer", None, True, False, 1912.15, 827, 8, 1040515752,
             "192.168.143.5", "3DFiBs", None)),
    ("5 someplayer mgnu_advanced - 0 0 1418.61 23 1914 1041272421 192.168.40.3 MacFIBS "
     "someplayer@somewhere.com",
     WhoInfo("someplayer", "mgnu_advanced", None, False, False, 1418.61, 23, 1914, 1041272421,
             "192.168.40.3", "MacFIBS", "someplayer@somewhere.com")),
    ("5 anotherplayer - - 0 0 1439.79 1262 410 1041251697 somehost.com - -",
     WhoInfo("anotherplayer", None, None, False, False, 1439.79, 1262, 410, 1041251697,
             "somehost.com", None, None)),
    ("5 myself - - 0 0 3457.85 2396 12 1041253132 192.168.1.308 MyClient_v0.1 -",
     WhoInfo("myself", None, None, False, False, 3457.85, 2396, 12, 1041253132, "192.168.1.308",
             "MyClient_v0.1", None)),
    ("5 myself - - 1 0 1418.61 23 21 1042191690 192.168.43.186 3DFiBs -",
     WhoInfo("myself", None, None, True, False, 1418.61, 23, 21, 1042191690, "192.168.43.186",
             "3DFiBs", None)),
    ("6", WhoEnd()),
    ("7 someplayer someplayer logs in.", LoginNotice("someplayer", "someplayer logs in.")),
    ("8 someplayer someplayer drops connection.",
     LogoutNotice("someplayer", "someplayer drops connection.")),
    ("9 someplayer 1041253132 I'll log in at 10pm if you want to finish that game.",
     StoredMessage("someplayer", 1041253132, "I'll log in at 10pm if you want to finish that game.")),
    ("10 someplayer", MessageDelivered("someplayer")),
    ("11 someplayer", MessageSaved("someplayer")),
    ("12 someplayer Do you want to play a game?", Says("someplayer", "Do you want to play a game?")),
    ("13 someplayer Anybody for a 5 point match?", Shouts("someplayer", "Anybody for a 5 point match?")),
    ("14 someplayer I think he is using loaded dice :-)",
     Whispers("someplayer", "I think he is using loaded dice :-)")),
    ("15 someplayer G'Day and good luck from Hobart, Australia.",
     Kibitzes("someplayer", "G'Day and good luck from Hobart, Australia.")),
    ('16 someplayer What\'s this "G\'Day" stuff you hick? :-)',
     YouSay("someplayer", 'What\'s this "G\'Day" stuff you hick? :-)')),
    ("17 Watch out for someplayer. He's a Tasmanian.",
     YouShout("Watch out for someplayer. He's a Tasmanian.")),
    ("18 Hello and hope you enjoy watching this game.",
     YouWhisper("Hello and hope you enjoy watching this game.")),
    ("19 Are you sure those dice aren't loaded?", YouKibitz("Are you sure those dice aren't loaded?")),
]

SPEC_LOGIN = [
    ("** Warning: You are already logged in.", Error("Warning: You are already logged in.")),
    ("login: ", LoginPrompt()),
    ("** Please use another name. 'user_id' is already used by someone else.",
     Error("Please use another name. 'user_id' is already used by someone else.")),
    ("** Your name may only contain letters and the underscore character _ .",
     Error("Your name may only contain letters and the underscore character _ .")),
    ("Your name will be user_id", Unknown("Your name will be user_id")),
    ("** No password given. Please choose a new name", Error("No password given. Please choose a new name")),
    ("Minimal password length is 4 characters.", Unknown("Minimal password length is 4 characters.")),
    ("** The two passwords were not identical. Please give them again.",
     Error("The two passwords were not identical. Please give them again.")),
    ("You are registered.", Unknown("You are registered.")),
    ("** Unknown command: 'command'", UnknownCommand("command", text="Unknown command: 'command'")),
]

SPEC_CHAT = [
    ("** Please type 'toggle silent' again before you shout.",
     Error("Please type 'toggle silent' again before you shout.")),
    ("** 1 user heard you.", Heard(1)),
    ("** 3 users heard you.", Heard(3)),
    ("** But nobody heard you.", Heard(0)),
    ("** You're not watching or playing.", Error("You're not watching or playing.")),
    ("** There is no one called name", NoOne("name", text="There is no one called name")),
    ("** name won't listen to you.", WontListen("name", text="name won't listen to you.")),
    ("** You can't talk if you won't listen.", Error("You can't talk if you won't listen.")),
    ("You say to yourself: message", SayToYourself("message")),
    ("** 'say' can't be used outside a game", Error("'say' can't be used outside a game")),
    ("** Don't know user user.", NoOne("user", text="Don't know user user.")),
    ("** usage: message <user> <text>", Error("usage: message <user> <text>")),
    ("There are no new messages for you.", NoMessages()),
    ("You are not waiting for any players.", WaitingList(())),
    ("You are waiting for user", WaitingList(("user",))),
    ("You are waiting for the following 2 players: user_a, user_b", WaitingList(("user_a", "user_b"))),
    ("** You'll receive a message when 'user' logs in.", WaitingFor("user")),
    ("** There is no user called 'user'.", NoOne("user", text="There is no user called 'user'.")),
    ("** 'user' is already logged in.", AlreadyLoggedIn("user", text="'user' is already logged in.")),
    ("** Look behind you. Maybe you are waiting there.", Error("Look behind you. Maybe you are waiting there.")),
    ("** FINALLY!!! marvin logs in", WaitedLoggedIn("marvin")),
    ("someone is waiting for you to log in.", WaitingForYou("someone")),
    ("** Gagged users: none", GagList(())),
    ("** Gagged users: user", GagList(("user",))),
    ("** Gagged users: user_a,user_b,,user_c,", GagList(("user_a", "user_b", "user_c"))),
    ("** There is no one called 'user'", NoOne("user", text="There is no one called 'user'")),
    ("** You gag user.", Gagged("user", True)),
    ("** You ungag user.", Gagged("user", False)),
    ("** You talk too much, don't you?", Error("You talk too much, don't you?")),
    ("** Blinded users: none", BlindList(())),
    ("** Blinded users: user_a,user_b", BlindList(("user_a", "user_b"))),
    ("** You blind user.", Blinded("user", True)),
    ("** You unblind user.", Blinded("user", False)),
    ("** You can't read this message now, can you?", Error("You can't read this message now, can you?")),
]

SPEC_BETWEEN_GAMES = [
    ("** invite who?", Error("invite who?")),
    ("** There is no one called user", NoOne("user", text="There is no one called user")),
    ("** user is refusing games.", Refusing("user", text="user is refusing games.")),
    ("** user is already playing with someone else.",
     AlreadyPlaying("user", text="user is already playing with someone else.")),
    ("** The second argument to 'invite' has to be a number or the word 'unlimited'",
     Error("The second argument to 'invite' has to be a number or the word 'unlimited'")),
    ("** You invited user to a 5 point match.", YouInvited("user", 5)),
    ("** You're not experienced enough to play a match of that length.",
     Error("You're not experienced enough to play a match of that length.")),
    ("** You invited user to an unlimited match.", YouInvited("user", 0)),
    ("** You invited user to resume a saved match.", YouInvited("user", None, True)),
    ("** There's no saved match with user. Please give a match length.",
     NoSavedMatch("user", text="There's no saved match with user. Please give a match length.")),
    ("** You are already playing.", Error("You are already playing.")),
    ("user is away: message", IsAway("user", "message")),
    ("** You can't invite yourself.", Error("You can't invite yourself.")),
    ("** Error: Join who?", Error("Error: Join who?")),
    ("** Error: user is already playing with someone else.",
     AlreadyPlaying("user", text="Error: user is already playing with someone else.")),
    ("** user didn't invite you.", DidntInvite("user", text="user didn't invite you.")),
    ("** You are now playing a 5 point match with user", MatchStarted("user", 5)),
    ("Starting a new game with user.", NewGame("user")),
    ("** You are now playing an unlimited match with user", MatchStarted("user", 0)),
    ("You are now playing with user. Your running match was loaded.", MatchResumed("user")),
    ("** ERROR: Saved match is corrupt. Please start another one.",
     Error("ERROR: Saved match is corrupt. Please start another one.")),
    ("** You can't play two games at once", Error("You can't play two games at once")),
    ("** You stop watching user.", WatchStopped("user")),
    ("** Watch who?", Error("Watch who?")),
    ("** There's no one called user.", NoOne("user", text="There's no one called user.")),
    ("** user doesn't want you to watch.", NotWanted("user", "watch", text="user doesn't want you to watch.")),
    ("You're now watching user.", WatchStarted("user")),
    ("user is not doing anything interesting.", NotPlaying("user")),
    ("** Use a mirror to do that.", Error("Use a mirror to do that.")),
    ("user_a and user_b start a 5 point match.", OthersMatchStarted("user_a", "user_b", 5)),
    ("user_a and user_b start an unlimited match.", OthersMatchStarted("user_a", "user_b", 0)),
    ("user_a and user_b are resuming their 5-point match.", OthersMatchStarted("user_a", "user_b", 5, True)),
    ("user_a and user_b are resuming their unlimited match.", OthersMatchStarted("user_a", "user_b", 0, True)),
    ("** You can't watch the match between user_a and user_b.",
     Error("You can't watch the match between user_a and user_b.")),
    ("** You can't watch another game while you're playing.",
     Error("You can't watch another game while you're playing.")),
    ("You stop watching user.", WatchStopped("user")),
    ("** You're not watching.", Error("You're not watching.")),
    ("** Look at who?", Error("Look at who?")),
    ("** user is not playing.", NoGame("user", text="user is not playing.")),
    ("** user doesn't want you to look.", NotWanted("user", "look", text="user doesn't want you to look.")),
    ("You look great.", Unknown("You look great.")),
    ("** usage: oldboard <name>", Error("usage: oldboard <name>")),
    ("** There's no saved match with a player called 'user'.",
     Error("There's no saved match with a player called 'user'.")),
    ("** You can't do this while playing.", Error("You can't do this while playing.")),
    ("** There is no saved game with user.", Error("There is no saved game with user.")),
    ("Score is 2-2 in a 3 point match.", OldMovesScore((2, 2), 3)),
    ("Score is 2-2 in an unlimited match.", OldMovesScore((2, 2), 0)),
    ("someplayer is X - myself is O", Unknown("someplayer is X - myself is O")),
    ("O: (5 1) 13-8 24-23", Unknown("O: (5 1) 13-8 24-23")),
    ("X: doubles", Unknown("X: doubles")),
    ("None of the users is away.", AwayList(())),
    ("The following users are away: someplayer: Be back soon. You: Out to lunch.",
     AwayList((("someplayer", "Be back soon."), (None, "Out to lunch.")))),
    ("The following users are away:", AwayList(())),
    ("someplayer: Be back soon.", AwayEntry("someplayer", "Be back soon.")),
    ("You: Out to lunch.", AwayEntry(None, "Out to lunch.")),
    ("You're away. Please type 'back'", Away()),
    ("Welcome back.", Back()),
    ("** You're not away.", Error("You're not away.")),
    ("Goodbye.", Goodbye()),
    ("                             Goodbye.", Goodbye()),
    ("You wave goodbye.", Waves(None)),
    ("You wave goodbye again and log out.", Waves(None, True)),
    ("someplayer waves goodbye.", Waves("someplayer")),
]

TOGGLE_LIST = tuple(
    (name, value) for name, value in [
        ("allowpip", True), ("autoboard", True), ("autodouble", False), ("automove", True),
        ("bell", False), ("crawford", True), ("double", True), ("greedy", False),
        ("moreboards", True), ("moves", False), ("notify", True), ("ratings", False),
        ("ready", False), ("report", False), ("silent", False), ("telnet", True), ("wrap", False),
    ]
)

SPEC_SETTINGS = [
    ("The current settings are: allowpip YES autoboard YES autodouble NO automove YES bell NO "
     "crawford YES double YES greedy NO moreboards YES moves NO notify YES ratings NO ready NO "
     "report NO silent NO telnet YES wrap NO", ToggleList(TOGGLE_LIST)),
    ("The current settings are:", ToggleList(())),
    ("allowpip        YES", ToggleValue("allowpip", True)),
    ("wrap            NO", ToggleValue("wrap", False)),
    ("** Don't know how to toggle arg", Error("Don't know how to toggle arg")),
    ("** You allow the use the server's 'pip' command.", ToggleChanged("allowpip", True)),
    ("** You don't allow the use of the server's 'pip' command.", ToggleChanged("allowpip", False)),
    ("** The board will be refreshed after every move.", ToggleChanged("autoboard", True)),
    ("** The board won't be refreshed after every move.", ToggleChanged("autoboard", False)),
    ("** You agree that doublets during opening double the cube.", ToggleChanged("autodouble", True)),
    ("** You don't agree that doublets during opening double the cube.", ToggleChanged("autodouble", False)),
    ("** Forced moves will be done automatically.", ToggleChanged("automove", True)),
    ("** Forced moves won't be done automatically.", ToggleChanged("automove", False)),
    ("** Your terminal will ring the bell if someone talks to you or invites you", ToggleChanged("bell", True)),
    ("** Your terminal won't ring the bell if someone talks to you or invites you", ToggleChanged("bell", False)),
    ("** You insist on playing with the Crawford rule.", ToggleChanged("crawford", True)),
    ("** You would like to play without using the Crawford rule.", ToggleChanged("crawford", False)),
    ("** You will be asked if you want to double.", ToggleChanged("double", True)),
    ("** You won't be asked if you want to double.", ToggleChanged("double", False)),
    ("** Will use automatic greedy bearoffs.", ToggleChanged("greedy", True)),
    ("** Won't use automatic greedy bearoffs.", ToggleChanged("greedy", False)),
    ("** Will send rawboards after rolling.", ToggleChanged("moreboards", True)),
    ("** Won't send rawboards after rolling.", ToggleChanged("moreboards", False)),
    ("** You want a list of moves after this game.", ToggleChanged("moves", True)),
    ("** You won't see a list of moves after this game.", ToggleChanged("moves", False)),
    ("** You'll be notified when new users log in.", ToggleChanged("notify", True)),
    ("** You won't be notified when new users log in.", ToggleChanged("notify", False)),
    ("** You'll see how the rating changes are calculated.", ToggleChanged("ratings", True)),
    ("** You won't see how the rating changes are calculated.", ToggleChanged("ratings", False)),
    ("** You're now ready to invite or join someone.", ToggleChanged("ready", True)),
    ("** You're now refusing to play with someone.", ToggleChanged("ready", False)),
    ("** You will be informed about starting and ending matches.", ToggleChanged("report", True)),
    ("** You won't be informed about starting and ending matches.", ToggleChanged("report", False)),
    # silent ON means not hearing shouts (the specification has the two the other way round)
    ("** You won't hear what other players shout.", ToggleChanged("silent", True)),
    ("** You will hear what other players shout.", ToggleChanged("silent", False)),
    ("** You use telnet and don't need extra 'newlines'.", ToggleChanged("telnet", True)),
    ("** You use a client program and will receive extra 'newlines'.", ToggleChanged("telnet", False)),
    ("** The server will wrap long lines.", ToggleChanged("wrap", True)),
    ("** Your terminal knows how to wrap long lines.", ToggleChanged("wrap", False)),
    ("Settings of variables: boardstyle: 3 linelength: 0 pagelength: 0 redoubles: none "
     "sortwho: login timezone: Australia/Melbourne",
     VariableList((("boardstyle", "3"), ("linelength", "0"), ("pagelength", "0"), ("redoubles", "none"),
                   ("sortwho", "login"), ("timezone", "Australia/Melbourne")))),
    ("Settings of variables:", VariableList(())),
    ("boardstyle: 3", VariableValue("boardstyle", "3")),
    ("timezone: Australia/Melbourne", VariableValue("timezone", "Australia/Melbourne")),
    ("** Invalid argument. Type 'help set'.", Error("Invalid argument. Type 'help set'.")),
    ("Value of 'boardstyle' is 3", VariableValue("boardstyle", "3")),
    ("set boardstyle 3", VariableValue("boardstyle", "3")),
    ("** Valid arguments are the numbers 1 to 3.", Error("Valid arguments are the numbers 1 to 3.")),
    ("Value of 'linelength' is 0", VariableValue("linelength", "0")),
    ("Value of 'linelength' set to 80.", VariableValue("linelength", "80")),
    ("Value of 'linelength' set to 0", VariableValue("linelength", "0")),
    ("** Valid arguments are the numbers 0 to 999. Use 0 for no linelength.",
     Error("Valid arguments are the numbers 0 to 999. Use 0 for no linelength.")),
    ("Value of 'pagelength' set to 0.", VariableValue("pagelength", "0")),
    ("Value of 'redoubles' is none", VariableValue("redoubles", "none")),
    ("Value of 'redoubles' set to 5.", VariableValue("redoubles", "5")),
    ("Value of 'redoubles' set to 'unlimited'.", VariableValue("redoubles", "unlimited")),
    ("** Valid arguments are 'none', 'unlimited' and the numbers 1 to 99.",
     Error("Valid arguments are 'none', 'unlimited' and the numbers 1 to 99.")),
    ("Value of 'sortwho' is login", VariableValue("sortwho", "login")),
    ("Value of 'sortwho' set to rating", VariableValue("sortwho", "rating")),
    ("** Unknown value 'bad_value'. Try 'login', 'name', 'rating' or 'rrating'.",
     Error("Unknown value 'bad_value'. Try 'login', 'name', 'rating' or 'rrating'.")),
    ("Value of 'timezone' set to Europe/London", VariableValue("timezone", "Europe/London")),
    ("Can't find timezone 'bad_value'. Try one of: Africa/Abidjan, Africa/Accra,",
     Unknown("Can't find timezone 'bad_value'. Try one of: Africa/Abidjan, Africa/Accra,")),
    ("** You didn't give your address.", Error("You didn't give your address.")),
    ("Your email address is 'myself@myisp.com'.", EmailSet("myself@myisp.com")),
    ("** usage: password <old password>:<new password>:<new password>",
     Error("usage: password <old password>:<new password>:<new password>")),
    ("Password changed.", Unknown("Password changed.")),
    ("** Sorry. Old password not correct.", Error("Sorry. Old password not correct.")),
    ("Settings saved.", Unknown("Settings saved.")),
]

SPEC_INFO = [
    ("** show what?", Error("show what?")),
    ("** Don't know how to show invalid_command", Error("Don't know how to show invalid_command")),
    ("List of games:", GamesHeader()),
    ("someplayer - myself (1 point match 0-0)", GameListing("someplayer", "myself", 1, (0, 0))),
    ("anotherplayer - player_aa (unlimited match 2-6)", GameListing("anotherplayer", "player_aa", 0, (2, 6))),
    ("YetAnotherPlayerWithAReallyLongName - player_bb (1 point match 0-0)",
     GameListing("YetAnotherPlayerWithAReallyLongName", "player_bb", 1, (0, 0))),
    ("  opponent          matchlength   score (your points first)", SavedHeader()),
    ("opponent matchlength score (your points first)", SavedHeader()),
    (" *someplayer              3                1 -  1", SavedMatch("someplayer", 3, (1, 1), True, True)),
    ("*someplayer 3 1 - 1", SavedMatch("someplayer", 3, (1, 1), True, True)),
    ("**anotherplayer 1 0 - 0", SavedMatch("anotherplayer", 1, (0, 0), True, False)),
    ("  yetanotherplayer         unlimited         4 -  2", SavedMatch("yetanotherplayer", 0, (4, 2), False, False)),
    ("yetanotherplayer unlimited 4 - 2", SavedMatch("yetanotherplayer", 0, (4, 2), False, False)),
    ("no saved games.", NoSavedGames()),
    ("Watching players: someplayer is watching anotherplayer.",
     Watchers((("someplayer", "anotherplayer"),))),
    ("Watching players: none.", Watchers(())),
    ("Watching players:", Watchers(())),
    ("someplayer is watching anotherplayer.", WatcherEntry("someplayer", "anotherplayer")),
    ("max_logins is 300 (maximum: 412)", Unknown("max_logins is 300 (maximum: 412)")),
    ("** There is no one called user.", NoOne("user", text="There is no one called user.")),
    ("No S username rating exp login idle from", Unknown("No S username rating exp login idle from")),
    ("someplayer from 192.168.143.5 (somehost.com)", Unknown("someplayer from 192.168.143.5 (somehost.com)")),
    ("** please give a name as an argument.", Error("please give a name as an argument.")),
    ("No information found on user user.", NoWhoisInfo("user")),
    ("Information about someplayer:", WhoisStart("someplayer")),
    ("  Last login:  Friday, January 10 12:12 EST from 192.168.143.5",
     WhoisLastLogin("Last login:  Friday, January 10 12:12 EST from 192.168.143.5",
                    "Friday, January 10 12:12 EST", "192.168.143.5")),
    ("  Last logout: Friday, January 10 13:15 EST",
     WhoisLastLogout("Last logout: Friday, January 10 13:15 EST", "Friday, January 10 13:15 EST")),
    ("  Not logged in right now.", WhoisNotLoggedIn("Not logged in right now.")),
    ("  Rating: 1912.15 Experience: 827", WhoisRating("Rating: 1912.15 Experience: 827", 1912.15, 827)),
    ("  Email address: someplayer@somewhere.com",
     WhoisEmail("Email address: someplayer@somewhere.com", "someplayer@somewhere.com")),
    ("  Still logged in. 4 seconds idle.", WhoisStillLoggedIn("Still logged in. 4 seconds idle.", "4 seconds")),
    ("  Still logged in. 10:04 minutes idle.",
     WhoisStillLoggedIn("Still logged in. 10:04 minutes idle.", "10:04 minutes")),
    ("  anotherplayer is not ready to play, watching mgnu_advanced, not playing.",
     WhoisStatus("anotherplayer is not ready to play, watching mgnu_advanced, not playing.", "anotherplayer",
                 "not ready to play, watching mgnu_advanced, not playing")),
    ("  myself is ready to play, not watching, not playing.",
     WhoisStatus("myself is ready to play, not watching, not playing.", "myself",
                 "ready to play, not watching, not playing")),
    ("  user is playing with another_user.",
     WhoisStatus("user is playing with another_user.", "user", "playing with another_user")),
    ("  myself is away: Back in a tick.", WhoisAway("myself is away: Back in a tick.", "myself", "Back in a tick.")),
    ("  No email address.", WhoisEmail("No email address.", None)),
    ("  Rating: 1418.61", WhoisRating("Rating: 1418.61", 1418.61, None)),
    ("  Experience: 23", WhoisExperience("Experience: 23", 23)),
    (" rank name            rating    Experience", RatingsHeader()),
    ("rank name rating Experience", RatingsHeader()),
    ("    1 NIHILIST        2295.11    7274", RatingsEntry(1, "NIHILIST", 2295.11, 7274)),
    ("1 NIHILIST 2295.11 7274", RatingsEntry(1, "NIHILIST", 2295.11, 7274)),
    ("2 sue 2223.18 15625", RatingsEntry(2, "sue", 2223.18, 15625)),
    ("   12 melzi           2007.19    6543", RatingsEntry(12, "melzi", 2007.19, 6543)),
    ("   20 alydar          1977.11   29132", RatingsEntry(20, "alydar", 1977.11, 29132)),
    ("*4431 someplayer 1418.61 23", RatingsEntry(4431, "someplayer", 1418.61, 23, True)),
    (" 3054 myself 1453.28 400", RatingsEntry(3054, "myself", 1453.28, 400)),
    ("** Please use only one of the given names 'someplayer' and 'anotherplayer'.",
     Error("Please use only one of the given names 'someplayer' and 'anotherplayer'.")),
    ("** invalid range from 20 to 15", Error("invalid range from 20 to 15")),
    ("** range currently limited to 100.", Error("range currently limited to 100.")),
    ("** Please give a positive number after 'from'.", Error("Please give a positive number after 'from'.")),
    ("The 20 last logins/logouts:", Unknown("The 20 last logins/logouts:")),
    ("Wed 11:08 UTC: someplayer drops connection.", Unknown("Wed 11:08 UTC: someplayer drops connection.")),
    ("** Please use the 'whois' command.", Error("Please use the 'whois' command.")),
    ("Wednesday, January 15 22:18:35 EST ( Wed Jan 15 11:18:35 2003 UTC )",
     Unknown("Wednesday, January 15 22:18:35 EST ( Wed Jan 15 11:18:35 2003 UTC )")),
    ("*** running dice test: ***", Unknown("*** running dice test: ***")),
    ("1-1 92359 1-2 92773 1-3 92231", Unknown("1-1 92359 1-2 92773 1-3 92231")),
    ("n: 1 2 3 4 5 6 7 8 9 10 11 12+", Unknown("n: 1 2 3 4 5 6 7 8 9 10 11 12+")),
    ("1: 771847 128352 21467 3595 567 78 25 4 0 0 0 0 S:1110842",
     Unknown("1: 771847 128352 21467 3595 567 78 25 4 0 0 0 0 S:1110842")),
    ("00:00-00:59 115.1 72 153", Unknown("00:00-00:59 115.1 72 153")),
]

# from ``help`` (shared/specs/fibs-help.txt)
HELP = [
    ("** FINALLY!!! marvin logs in", WaitedLoggedIn("marvin")),
    ("Value of 'boardstyle' set to 3.", VariableValue("boardstyle", "3")),
    ("** You're not playing.", Error("You're not playing.")),
]

# game play, as the fake server (tests/fakefibs.py) and FIBS write it
GAME = [
    ("alice wants to play a 5 point match with you.", Invitation("alice", 5)),
    ("alice wants to play a 1 point match with you.", Invitation("alice", 1)),
    ("alice wants to play an unlimited match with you.", Invitation("alice", 0)),
    ("alice wants to resume a saved match with you.", Invitation("alice", None, True)),
    ("Type 'join alice' to accept.", TypeJoin("alice")),
    ("WARNING: Don't accept if you want to continue your saved match!", SavedMatchWarning()),
    ("** WARNING: Don't accept if you want to continue your saved match!", SavedMatchWarning()),
    ("** Player bob has joined you for a 5 point match.", MatchStarted("bob", 5)),
    ("** Player bob has joined you for an unlimited match.", MatchStarted("bob", 0)),
    ("Player bob has joined you for an unlimited match.", MatchStarted("bob", 0)),
    ("bob has joined you. Your running match was loaded.", MatchResumed("bob")),
    ("turn: bob.", ResumeInfo("turn", "bob")),
    ("turn: bob", ResumeInfo("turn", "bob")),
    ("match length: 5", ResumeInfo("match length", "5")),
    ("match length: unlimited", ResumeInfo("match length", "unlimited")),
    ("unlimited match", ResumeInfo("match length", "unlimited")),
    ("points for alice: 1", ResumeInfo("points for alice", "1")),
    ("points for user alice: 3", ResumeInfo("points for alice", "3")),
    ("bob drops connection. The game was saved.", MatchSaved("bob")),
    ("bob logs out. The game was saved.", MatchSaved("bob")),
    ("Connection with bob timed out. The game was saved.", MatchSaved("bob")),
    ("Network error with bob. The game was saved.", MatchSaved("bob")),
    ("** Player bob has left the game. The game was saved.", MatchSaved("bob")),
    ("** Player bob terminated the game. The game was saved.", MatchSaved("bob")),
    ("** You terminated the game. The game was saved.", MatchSaved(None)),
    ("Type 'join' if you want to play the next game, type 'leave' if you don't.", JoinOrLeave()),
    ("** Please wait for bob to join too.", WaitForJoin("bob")),
    ("Starting a new game with bob.", NewGame("bob")),
    ("You rolled 3, bob rolled 5", OpeningRoll(None, 3, "bob", 5)),
    ("alice rolled 3, bob rolled 5", OpeningRoll("alice", 3, "bob", 5)),
    ("alice rolls 4, bob rolls 3.", OpeningRoll("alice", 4, "bob", 3)),  # BaldLies to watchers
    ("bob makes the first move.", FirstMove("bob")),
    ("It's your turn to move.", YourTurnToMove()),
    ("It's your turn. Please roll or double.", YourTurnToRoll()),
    ("It's your turn to roll or double.", YourTurnToRoll()),
    ("You roll 3 and 1.", Rolls(None, (3, 1))),
    ("bob rolls 6 and 6.", Rolls("bob", (6, 6))),
    ("Please move 2 pieces.", PleaseMove(2)),
    ("Please move 1 piece.", PleaseMove(1)),
    ("bob moves 24-18 13-11 .", Moves("bob", "24-18 13-11")),
    ("bob moves bar-22 bar-20 20-16 16-12 .", Moves("bob", "bar-22 bar-20 20-16 16-12")),
    ("bob moves 3-off 2-off .", Moves("bob", "3-off 2-off")),
    ("GibbonTestB moves 2-off", Moves("GibbonTestB", "2-off")),
    ("The only possible move is 24-18 13-11 .", OnlyMove("24-18 13-11")),
    ("You can't move.", CantMove(None)),
    ("bob can't move.", CantMove("bob")),
    ("You double. Please wait for bob to accept or reject.", Doubles(None)),
    ("bob doubles. Type 'accept' or 'reject'.", Doubles("bob")),
    ("bob doubles.", Doubles("bob")),
    ("You accept the double. The cube shows 2.", DoubleAccepted(None, 2)),
    ("bob accepts the double. The cube shows 2.", DoubleAccepted("bob", 2)),
    ("bob accepts the double.  The cube shows 4.", DoubleAccepted("bob", 4)),
    ("The number on the doubling cube is now 2", CubeNow(2)),
    ("You give up. bob wins 1 point.", DoubleRejected(None, "bob", 1)),
    ("bob gives up. You win 2 points.", DoubleRejected("bob", None, 2)),
    ("bob gives up. alice wins 1 point.", DoubleRejected("bob", "alice", 1)),
    ("You want to resign. bob will win 1 point.", ResignOffered(None, "bob", 1)),
    ("You want to resign. bob will win 4 points. Type 'accept' or 'reject'.", ResignOffered(None, "bob", 4)),
    ("bob wants to resign. You will win 2 points. Type 'accept' or 'reject'.", ResignOffered("bob", None, 2)),
    ("bob wants to resign. alice will win 1 point.", ResignOffered("bob", "alice", 1)),
    ("You accept and win 2 points.", ResignAccepted(None, 2)),
    ("bob accepts and wins 1 point.", ResignAccepted("bob", 1)),
    ("You reject. The game continues.", ResignRejected(None)),
    ("bob rejects. The game continues.", ResignRejected("bob")),
    ("You win the game and get 1 point. Congratulations!", GameWon(None, 1)),
    ("bob wins the game and gets 2 points. Sorry.", GameWon("bob", 2)),
    ("bob wins the game and gets 1 point.", GameWon("bob", 1)),
    ("score in 5 point match: alice-1 bob-0", ScoreUpdate(5, "alice", 1, "bob", 0)),
    ("score in unlimited match: alice-3 bob-5", ScoreUpdate(0, "alice", 3, "bob", 5)),
    ("You win the 1 point match 1-0 .", MatchWon(None, 1, (1, 0))),
    ("bob wins the 1 point match 1-0 .", MatchWon("bob", 1, (1, 0))),
    ("You win the 7 point match 8-4.", MatchWon(None, 7, (8, 4))),
    ("alice wins a 1 point match against bob  1-0 .", MatchReport("alice", "bob", 1, (1, 0))),
    ("alice wins a 7 point match against bob  8-3 .", MatchReport("alice", "bob", 7, (8, 3))),
    ("alice and bob start a 1 point match.", OthersMatchStarted("alice", "bob", 1)),
    ("alice is watching you.", IsWatchingYou("alice")),
    ("bob logs out.. You're not watching anymore.", WatchStopped("bob")),
    ("rating calculation:", RatingCalculation("rating calculation:")),
    ("rating difference 34.70", RatingCalculation("rating difference 34.70")),
    ("Probability that underdog wins: Pu=0.500000", RatingCalculation("Probability that underdog wins: Pu=0.500000")),
    ("P=0.500000 is 1-Pu if underdog wins and Pu if favorite wins",
     RatingCalculation("P=0.500000 is 1-Pu if underdog wins and Pu if favorite wins")),
    ("Experience: alice 0 - bob 0", RatingCalculation("Experience: alice 0 - bob 0")),
    ("K=max(1 ,-Experience/400+2) for alice: 2.000000",
     RatingCalculation("K=max(1 ,-Experience/400+2) for alice: 2.000000")),
    ("match length  1", RatingCalculation("match length  1")),
    ("change for alice: 4*K*sqrt(N)*P=4.000000", RatingChange("alice", 4.0)),
    ("change for bob: -4*K*sqrt(N)*P=-4.000000", RatingChange("bob", -4.0)),
    ("bob has 12 saved games.", SavedCount("bob", 12)),
    ("bob has 1 saved game.", SavedCount("bob", 1)),
    ("bob has no saved games.", SavedCount("bob", 0)),
    ("20 gflohr The server goes down in 5 minutes.", Alert("gflohr", "The server goes down in 5 minutes.")),
    ("          alice - bob             (1 point match 0-0)", GameListing("alice", "bob", 1, (0, 0))),
    ("**bob               3              1 -  0", SavedMatch("bob", 3, (1, 0), True, False)),
    ("  bob               unlimited      0 -  2", SavedMatch("bob", 0, (0, 2), False, False)),
    ("Pipcounts: alice 167, bob 120", Unknown("Pipcounts: alice 167, bob 120")),
]

# details of the CLIP fields: messages keep their spacing, wrong field counts are Unknown
FIELDS = [
    ("12 gflohr    Hello world.", Says("gflohr", "   Hello world.")),
    ("17", YouShout("")),
    ("9 gflohr -1306935184    Be back at 20 p.m.", StoredMessage("gflohr", -1306935184, "   Be back at 20 p.m.")),
    ("2 GibbonTestC 1 1 0 0 0 0 1 1 2396 0 1 0 1 3457.85 0 0 unlimited 0 0 Europe/Sofia",
     OwnInfo("GibbonTestC", True, True, False, False, False, False, True, True, 2396, False, True, False,
             True, 3457.85, False, False, "unlimited", False, False, "Europe/Sofia")),
    ("5 GibbonTestB - - 0 0 -35.67 914 23 1306926526 44.55.66.77 Gibbon_0.1.1 foo@bar.baz",
     WhoInfo("GibbonTestB", None, None, False, False, -35.67, 914, 23, 1306926526, "44.55.66.77",
             "Gibbon_0.1.1", "foo@bar.baz")),
    ("1 myself 1041253132", Unknown("1 myself 1041253132")),
    ("1 myself 1041253132 host extra", Unknown("1 myself 1041253132 host extra")),
    ("1 myself yesterday host", Unknown("1 myself yesterday host")),
    ("2 myself 1 1 0 0 0 0 1 1 2396 0 1 0 1 3457.85 0 0 0 0 Australia/Melbourne",
     Unknown("2 myself 1 1 0 0 0 0 1 1 2396 0 1 0 1 3457.85 0 0 0 0 Australia/Melbourne")),
    ("2 myself 1 1 0 0 0 0 1 2 2396 0 1 0 1 3457.85 0 0 0 0 0 Australia/Melbourne",
     Unknown("2 myself 1 1 0 0 0 0 1 2 2396 0 1 0 1 3457.85 0 0 0 0 0 Australia/Melbourne")),
    ("2 myself 1 1 0 0 0 0 1 1 2396 0 1 0 1 nan 0 0 0 0 0 Australia/Melbourne",
     Unknown("2 myself 1 1 0 0 0 0 1 1 2396 0 1 0 1 nan 0 0 0 0 0 Australia/Melbourne")),
    ("3 extra", Unknown("3 extra")),
    ("6 6", Unknown("6 6")),
    ("5 bob - - 1 0 1500.00 0 3 1700000000 localhost -",
     Unknown("5 bob - - 1 0 1500.00 0 3 1700000000 localhost -")),
    ("5 bob - - 1 0 1500.00 0 3 1700000000 localhost - - extra",
     Unknown("5 bob - - 1 0 1500.00 0 3 1700000000 localhost - - extra")),
    ("5 bob - - yes 0 1500.00 0 3 1700000000 localhost - -",
     Unknown("5 bob - - yes 0 1500.00 0 3 1700000000 localhost - -")),
    ("5 bob - - 1 0 1e3 0 3 1700000000 localhost - -", Unknown("5 bob - - 1 0 1e3 0 3 1700000000 localhost - -")),
    ("9 bob noon hello", Unknown("9 bob noon hello")),
    ("10 bob alice", Unknown("10 bob alice")),
    ("10", Unknown("10")),
    ("12", Unknown("12")),
    ("21 bob hello", Unknown("21 bob hello")),
    ("", Unknown("")),
    ("   ", Unknown("")),
]

# what the real server sends and the specification does not say
REAL_SERVER = [
    ("pipcat accepts the double.", DoubleAccepted("pipcat", None)),
    ("You accept the double.", DoubleAccepted(None, None)),
    ("GammonBot_XX has left the game with HALIS.", LeftGame("GammonBot_XX", "HALIS")),
    ("You are now watching pipcat.", WatchStarted("pipcat")),
    ("You're now watching pipcat.", WatchStarted("pipcat")),
    ("You win the 1 point match 2-0 .", MatchWon(None, 1, (2, 0))),
    ("GammonBot_XX wins the 3 point match 4-0 .", MatchWon("GammonBot_XX", 3, (4, 0))),
    ("bob wins the 999999999 point match 1-0 .", MatchWon("bob", 999999999, (1, 0))),
    ("bob wins the 1000000000 point match 1-0 .", Unknown("bob wins the 1000000000 point match 1-0 .")),
]

TABLE = (SPEC_CLIP + SPEC_LOGIN + SPEC_CHAT + SPEC_BETWEEN_GAMES + SPEC_SETTINGS + SPEC_INFO + HELP + GAME
         + FIELDS + REAL_SERVER)


@pytest.mark.parametrize("line, expected", TABLE, ids=[line[:60] for line, _ in TABLE])
def test_line(line, expected):
    message = parse_line(line)
    assert message == expected
    assert type(message) is type(expected)
    assert message.raw == line


@pytest.mark.parametrize("ending", ["\r", " ", "   \t", "\r\n", "\a", " \a\r"])
def test_trailing_whitespace_cr_and_bell_are_ignored(ending):
    assert parse_line("bob rolls 3 and 1." + ending) == Rolls("bob", (3, 1))
    assert parse_line("6" + ending) == WhoEnd()
    assert parse_line("alice wants to play a 5 point match with you." + ending) == Invitation("alice", 5)


def test_leading_spaces_are_kept_and_meaningful():
    # two leading spaces make a whois line; without them it is someone's away message
    assert parse_line("  bob is away: lunch") == WhoisAway("bob is away: lunch", "bob", "lunch")
    assert parse_line("bob is away: lunch") == IsAway("bob", "lunch")


def test_every_toggle_phrase_of_the_fake_server():
    from tests.fakefibs import TOGGLE_MESSAGES

    assert len(TOGGLE_MESSAGES) == 17
    for name, (on, off) in TOGGLE_MESSAGES.items():
        assert parse_line(on) == ToggleChanged(name, True), on
        assert parse_line(off) == ToggleChanged(name, False), off


def test_chat_names_are_not_you():
    # in chat "You" is not special: CLIP lines always carry the sender's real name
    assert parse_line("12 You hello") == Says("You", "hello")


def test_ambiguous_unindented_ratings_lines_are_read_as_clip():
    # FIBS indents rating lines; the specification's flattened examples lose the indentation,
    # and then rank 12 to 19 read as CLIP chat lines, which is what a stateless parser must choose
    assert parse_line("12 melzi 2007.19 6543") == Says("melzi", "2007.19 6543")
    assert parse_line("   12 melzi 2007.19 6543") == RatingsEntry(12, "melzi", 2007.19, 6543)


def test_resume_info_helpers():
    assert ResumeInfo("points for alice", "3").player == "alice"
    assert ResumeInfo("points for alice", "3").number == 3
    assert ResumeInfo("turn", "bob").player == "bob"
    assert ResumeInfo("match length", "unlimited").number == 0
    assert ResumeInfo("match length", "7").number == 7


def test_own_info_toggles_has_the_sixteen_booleans():
    own = parse_line("2 myself 1 1 0 0 1 0 1 1 2396 0 1 0 1 3457.85 0 1 0 0 1 Australia/Melbourne")
    assert own.toggles == {
        "allowpip": True, "autoboard": True, "autodouble": False, "automove": False, "away": True,
        "bell": False, "crawford": True, "double": True, "greedy": False, "moreboards": True,
        "moves": False, "notify": True, "ratings": False, "ready": True, "report": False,
        "silent": True,
    }


def test_typed_errors_are_errors():
    message = parse_line("** bob is refusing games.")
    assert isinstance(message, Error) and message.text == "bob is refusing games."
    assert isinstance(parse_line("** Unknown command: 'xyzzy'"), Error)
    assert not isinstance(parse_line("** You gag bob."), Error)
    assert not isinstance(parse_line("** You're now ready to invite or join someone."), Error)
