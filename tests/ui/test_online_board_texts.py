"""The online board, its banner, its log and its title say what the server said, in words for
the user's role: a watcher sees two named players and never "You"; a final score past the match
length is shown as reported; a 1-point match has no Crawford wording; a board on the user's turn
without a legal play replaces the turn that was open.

The messages are real server lines, parsed and applied to the client state as the session does.
"""

from __future__ import annotations

import re

import pytest

from fibsgui import clip
from fibsgui.bg import BAR, GameState, MatchState, Position
from fibsgui.models.game import Action
from fibsgui.models.online import OnlineClient, OnlineGameController
from fibsgui.ui.online import OnlineScreen
from tests.fakefibs import FakeMatch

YOU = re.compile(r"\bYou\b|\byou\b")


def rawboard(label: str, players: tuple[str, str], side: int, length: int, score: tuple[int, int],
             position: Position | None = None, *, on_roll: int = 0, dice: tuple[int, int] | None = None,
             cube: int = 1, owner: int | None = None, phase: str = "roll", o_side: int = 0) -> str:
    """A ``board:`` line as FIBS sends it to ``players[side]`` (shown as ``label``). ``position``,
    ``score``, ``on_roll`` and ``owner`` count sides as indexes into ``players``."""
    match = FakeMatch(None, players[0], players[1], length)
    match.position = (position or Position.initial(on_roll)).with_turn(on_roll)
    match.state = MatchState(length=length, score=score, cube=cube, cube_owner=owner, on_roll=on_roll,
                             turn=on_roll, dice=dice or (0, 0))
    match.dice = dice
    match.phase = phase
    match.o_side = o_side
    return match.board_line(side, label)


def feed(client: OnlineClient, *lines: str) -> None:
    """What the session does with each line: parse, apply to the state, publish."""
    for line in lines:
        message = clip.parse_line(line)
        changes = client.state.apply(message)
        client.received.emit(message, changes)


@pytest.fixture
def screen(qtbot):
    client = OnlineClient()
    screen = OnlineScreen(OnlineGameController(client))
    screen.client = client  # what the tests feed
    screen.board.scene.animation_ms = 0
    qtbot.addWidget(screen)
    screen.resize(1100, 700)
    return screen


def log_lines(screen: OnlineScreen) -> list[str]:
    return [screen.log.item(n).text() for n in range(screen.log.count())]


def banner(screen: OnlineScreen) -> str:
    scene = screen.board.scene
    text, _ = scene.banner_text(screen.controller.snapshot())
    assert scene.banner.text == text  # what the board shows
    return text


def bands(screen: OnlineScreen) -> dict[bool, tuple[str, str, str]]:
    """Each band's (name, score, centre) text: True is the bottom one."""
    return {role: (band.name, band.score, band.centre) for role, band in screen.board.scene.bands.items()}


# -- watching ------------------------------------------------------------------------------------

WATCHED = ("GammonBot", "pipcat")


def watch(screen: OnlineScreen, score=(3, 3), cube=4, owner=0) -> None:
    feed(screen.client, "You're now watching GammonBot.",
         rawboard("GammonBot", WATCHED, 0, 5, score, on_roll=1, cube=cube, owner=owner))
    assert screen.controller.watching


def test_a_watched_match_names_both_players_to_its_end(screen):
    watch(screen)
    feed(screen.client, "pipcat doubles.")
    assert banner(screen) == "pipcat doubles to 8"
    assert not screen.controller.snapshot().actions  # a watcher answers nothing
    feed(screen.client, "GammonBot accepts the double. The cube shows 8.",
         rawboard("GammonBot", WATCHED, 0, 5, (3, 3), on_roll=1, cube=8, owner=0))
    feed(screen.client, "pipcat wants to resign. GammonBot will win 8 points.")
    assert banner(screen) == "pipcat resigns a single game (8 points)"
    feed(screen.client, "GammonBot accepts and wins 8 points.")
    assert banner(screen) == "GammonBot wins 8 points"
    # FIBS reports every point won: 11-3 in a 5-point match
    feed(screen.client, "GammonBot wins the 5 point match 11-3 .")
    snapshot = screen.controller.snapshot()
    assert snapshot.match_winner == 0 and snapshot.match.score == (11, 3)
    assert banner(screen) == "GammonBot wins the match 11–3"
    assert bands(screen)[True][:2] == ("GammonBot", "Score 11/5")
    assert bands(screen)[False][:2] == ("pipcat", "Score 3/5")
    assert "11–3" in screen.title.text() and "GammonBot" in screen.title.text()
    lines = log_lines(screen)
    assert lines == ["pipcat doubles to 8", "GammonBot takes; the cube shows 8",
                     "pipcat offers to resign (8 points)", "GammonBot accepts the resignation",
                     "GammonBot wins the match 11-3"]
    for text in lines + [banner(screen), screen.title.text(), *(t for b in bands(screen).values() for t in b)]:
        assert not YOU.search(text), text


def test_the_watched_player_doubling_and_resigning_is_named(screen):
    watch(screen)
    feed(screen.client, rawboard("GammonBot", WATCHED, 0, 5, (3, 3), on_roll=0, cube=4, owner=0))
    feed(screen.client, "GammonBot doubles.")
    assert banner(screen) == "GammonBot doubles to 8"
    feed(screen.client, "pipcat accepts the double. The cube shows 8.",
         rawboard("GammonBot", WATCHED, 0, 5, (3, 3), on_roll=0, cube=8, owner=1))
    feed(screen.client, "GammonBot wants to resign. pipcat will win 16 points.")
    assert banner(screen) == "GammonBot resigns a gammon (16 points)"
    feed(screen.client, "pipcat accepts and wins 16 points.", "pipcat wins the 5 point match 19-3 .")
    assert banner(screen) == "pipcat wins the match 19–3"
    feed(screen.client, "You're now watching GammonBot.")  # nothing with "You" reaches the log
    for text in log_lines(screen) + [banner(screen)]:
        assert not YOU.search(text), text
    assert "GammonBot doubles to 8" in log_lines(screen)


def test_a_watched_game_won_by_bearing_off_names_the_winner(screen):
    watch(screen, score=(0, 0), cube=1, owner=None)
    feed(screen.client, "GammonBot rolls 6 and 5.", "GammonBot can't move.",
         "pipcat wins the game and gets 2 points.")
    assert banner(screen) == "pipcat wins 2 points"
    assert log_lines(screen) == ["GammonBot rolls 6-5", "GammonBot cannot move", "pipcat wins the game: 2 points"]
    assert Action.NEW_GAME not in screen.controller.snapshot().actions


def test_playing_still_says_you(screen):
    feed(screen.client, rawboard("You", ("alice", "bob"), 0, 5, (0, 0), on_roll=1))
    assert not screen.controller.watching
    feed(screen.client, "bob doubles. Type 'accept' or 'reject'.")
    assert banner(screen) == "bob doubles to 2"
    assert screen.controller.snapshot().can(Action.TAKE)
    feed(screen.client, "You accept the double. The cube shows 2.",
         rawboard("You", ("alice", "bob"), 0, 5, (0, 0), on_roll=1, cube=2, owner=0))
    feed(screen.client, "You win the 5 point match 6-0 .")
    assert banner(screen) == "You win the match 6–0"
    assert log_lines(screen)[-1] == "You win the match 6-0"


# -- final scores past the match length -------------------------------------------------------------

def test_a_one_point_match_won_two_nil_shows_two_nil(screen):
    board = rawboard("You", ("alice", "bob"), 0, 1, (0, 0), on_roll=0)
    feed(screen.client, board, "You win the game and get 2 points. Congratulations!",
         "You win the 1 point match 2-0 .")
    snapshot = screen.controller.snapshot()
    assert snapshot.match_winner == 0 and snapshot.match.score == (2, 0)
    assert snapshot.match.state == GameState.OVER and not snapshot.active
    assert banner(screen) == "You win the match 2–0"
    assert bands(screen)[True][1] == "Score 2/1"
    assert log_lines(screen)[-1] == "You win the match 2-0"
    assert screen.title.text().endswith("2–0")


def test_the_opponent_winning_four_nil_in_a_three_point_match(screen):
    feed(screen.client, rawboard("You", ("alice", "bob"), 0, 3, (0, 0), on_roll=1, cube=2, owner=1),
         "bob wins the 3 point match 4-0 .")
    snapshot = screen.controller.snapshot()
    assert snapshot.match.score == (0, 4) and snapshot.match_winner == 1
    assert banner(screen) == "bob wins the match 4–0"
    assert bands(screen)[False][1] == "Score 4/3"


def test_a_match_won_before_any_board_shows_the_reported_score(screen):
    feed(screen.client, "You're now watching GammonBot.", "GammonBot and pipcat start a 1 point match.",
         "GammonBot wins the 1 point match 3-0 .")
    snapshot = screen.controller.snapshot()
    assert snapshot.match_winner == 0 and snapshot.match.score == (3, 0)
    assert banner(screen) == "GammonBot wins the match 3–0"


# -- Crawford wording ---------------------------------------------------------------------------------

def test_a_one_point_match_shows_no_crawford_state(screen):
    feed(screen.client, rawboard("You", ("alice", "bob"), 0, 1, (0, 0), on_roll=0))
    assert bands(screen)[False][2] == "1-point match"
    assert "Crawford" not in screen.title.text()


def test_a_post_crawford_game_says_so(screen):
    feed(screen.client, rawboard("You", ("alice", "bob"), 0, 5, (4, 2), on_roll=0))
    assert bands(screen)[False][2] == "5-point match · post-Crawford"


# -- a board with no legal play replaces the open turn ----------------------------------------------

def closed_out() -> Position:
    """alice (side 0) has a checker on the bar; bob holds all six points of his home board."""
    alice = [3, 3, 2, 2, 2, 2] + [0] * 18 + [1]
    bob = [2, 2, 2, 2, 2, 2] + [0] * 6 + [3] + [0] * 12
    return Position([alice, bob], 0)


def test_a_board_without_a_legal_play_closes_the_open_turn(screen, qtbot):
    controller = screen.controller
    players = ("alice", "bob")
    feed(screen.client, rawboard("You", players, 0, 5, (0, 0), on_roll=0, dice=(3, 1), phase="move"))
    assert controller.turn is not None and controller.turn.dice == (3, 1)
    assert controller.step(8, 5)  # the player starts the play
    moved = controller.shown_position()
    # the server's next board: the player is closed out and rolled 6-6 (FIBS passes the turn itself)
    feed(screen.client, rawboard("You", players, 0, 5, (0, 0), closed_out(), on_roll=0, dice=(6, 6),
                                 phase="move"))
    snapshot = controller.snapshot()
    assert snapshot.dice == (6, 6) and snapshot.position.checkers(0) == closed_out().checkers(0)
    assert controller.turn is None
    assert controller.shown_position() == snapshot.position != moved
    scene = screen.board.scene
    shown = [(die.value, die.used) for die in scene.dice if die.isVisible()]
    assert shown == [(6, False)] * 4
    assert len(scene.stacks[(True, BAR)]) == 1 and len(scene.stacks[(True, 1)]) == 3
    assert not controller.can_confirm()
    qtbot.wait(controller.SERVER_MOVE_GRACE_MS + 200)
    assert controller.turn is None  # no turn opens for a roll without a play


def test_a_double_taken_without_the_cubes_value_clears_the_offer(screen):
    watch(screen)  # the cube is at 4, GammonBot's
    feed(screen.client, "pipcat doubles.")
    assert banner(screen) == "pipcat doubles to 8" and screen.controller.snapshot().double_offer is not None
    feed(screen.client, "GammonBot accepts the double.")  # what FIBS sends a watcher: no cube value
    snapshot = screen.controller.snapshot()
    assert snapshot.double_offer is None
    assert "doubles" not in banner(screen)
    assert snapshot.match.cube == 8 and screen.board.scene.cube.value == 8
    assert log_lines(screen)[-1] == "GammonBot takes"


# -- the player's band says what to do, as in practice ---------------------------------------------

def test_the_players_band_says_what_to_do_on_the_players_turn_only(screen):
    players = ("alice", "bob")
    feed(screen.client, rawboard("You", players, 0, 5, (0, 0), on_roll=0),
         "It's your turn. Please roll or double.")
    assert screen.controller.snapshot().can(Action.DOUBLE)
    assert bands(screen)[True][2] == "Your turn: roll (R) or double (D)"
    assert bands(screen)[False][2] == "5-point match"
    feed(screen.client, rawboard("You", players, 0, 5, (0, 0), on_roll=0, dice=(3, 1), phase="move"))
    assert screen.controller.turn is not None
    assert bands(screen)[True][2] == "Move 3-1"
    feed(screen.client, rawboard("You", players, 0, 5, (0, 0), on_roll=1))  # bob's turn: nothing to say
    assert bands(screen)[True][2] == ""
    feed(screen.client, "bob doubles. Type 'accept' or 'reject'.")
    assert bands(screen)[True][2] == "Take (T) or drop (P)?"
    feed(screen.client, "You accept the double. The cube shows 2.",
         rawboard("You", players, 0, 5, (0, 0), on_roll=1, cube=2, owner=0))
    assert bands(screen)[True][2] == ""
    feed(screen.client, rawboard("You", players, 0, 5, (0, 0), on_roll=0, cube=2, owner=1),
         "It's your turn. Please roll or double.")
    assert bands(screen)[True][2] == "Your turn: roll (R)"  # bob owns the cube: no double


def test_a_watcher_is_told_whom_he_watches_never_what_to_do(screen):
    watch(screen, cube=1, owner=None)
    feed(screen.client, rawboard("GammonBot", WATCHED, 0, 5, (3, 3), on_roll=0))
    assert bands(screen)[True][2] == "Watching GammonBot against pipcat"
    feed(screen.client, rawboard("GammonBot", WATCHED, 0, 5, (3, 3), on_roll=0, dice=(6, 5), phase="move"))
    assert bands(screen)[True][2] == "Watching GammonBot against pipcat"
