"""Match records of online play, from the lines a server sends, in the shapes BaldLies (an
independent FIBS-compatible server, shared/peers/baldlies) and fibs.com send them.

BaldLies sends no board after a game's last play, no board with the dice of a roll that has no
legal move, lists the opening roll's white die first, sends no "It's your turn" in the Crawford
game and tells watchers the match's end with the first player's score first (see
shared/peers/README.md and its lib/BaldLies/Session/Message/play.pm and watch.pm). Each test
drives the client state, the board's controller and the recorder with such lines, as the session
does, and checks the record action by action.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from fibsgui import clip
from fibsgui.bg import Play, Position
from fibsgui.models.fibs import FibsLink
from fibsgui.models.game import Action
from fibsgui.models.online import OnlineClient, OnlineGameController
from fibsgui.models.recorder import RecordStore, TableRecorder
from fibsgui.records import ActionKind
from fibsgui.records.journal import RecordLibrary
from fibsgui.session import ConnectionState, Status
from tests.ui.test_online_board_texts import feed, rawboard

ALICE_BOB = ("alice", "bob")


def who(name: str, rating: float = 1500.0, experience: int = 20, opponent: str = "-") -> str:
    return f"5 {name} {opponent} - 0 0 {rating:.2f} {experience} 0 1700000000 localhost - -"


class Table:
    """One client logged in as ``me``: its state, link, board controller and recorder, and the
    commands it sent."""

    def __init__(self, tmp_path, me: str = "alice") -> None:
        self.client = OnlineClient()
        self.sent: list[str] = []
        self.client.session = SimpleNamespace(send=self.sent.append)
        self.client._connection = ConnectionState(Status.LOGGED_IN, "127.0.0.1", 4321, me)
        self.link = FibsLink(self.client)
        self.controller = OnlineGameController(self.client)
        self.controller.SERVER_MOVE_GRACE_MS = 20
        self.store = RecordStore(tmp_path / me / "records")
        self.recorder = TableRecorder("fibs", self.link, self.controller, self.store)
        self.feed(f"1 {me} 1041253132 localhost", who("alice"), who("bob"))

    def feed(self, *lines: str) -> None:
        feed(self.client, *lines)

    @property
    def record(self):
        return self.recorder.record

    def play(self, play: Play) -> None:
        """The player's play, made on the board and sent (the server's answer is up to the test)."""
        controller = self.controller
        if controller.turn is not None:
            for move in play:
                assert controller.step(move.from_point, move.to_point), move
        # else the only play there is, made at once (auto_forced_play)
        assert self.sent and self.sent[-1].startswith("move ")
        assert controller.snapshot().provisional


def actions(record) -> list[tuple]:
    """(game number, kind, side, dice / play / points) of every action, each checked by the rules."""
    out = []
    for g, game in enumerate(record.games):
        assert not record.frames(g).problem, record.frames(g).problem
        for a in game.actions:
            if a.kind == ActionKind.ROLL:
                detail = a.dice
            elif a.kind == ActionKind.MOVE:
                detail = a.play.gnubg()
            elif a.kind == ActionKind.END:
                detail = (a.points, a.how)
            elif a.kind == ActionKind.DOUBLE:
                detail = a.cube
            else:
                detail = None
            out.append((game.number, a.kind.value, a.side, detail))
    return out


def crawford_game(line: str) -> str:
    """``line`` with its "did crawford" field 0: the Crawford game itself."""
    fields = line.split(":")
    fields[-2] = "0"
    return ":".join(fields)


def board(view: str, players=ALICE_BOB, **kwargs) -> str:
    """A board as BaldLies sends it to ``players[0]``: player 1 of the match (the inviter, white)
    is O. ``view`` is "You" or the watched player's name."""
    kwargs.setdefault("o_side", 0)
    return rawboard(view, players, 0, kwargs.pop("length", 3), kwargs.pop("score", (0, 0)),
                    kwargs.pop("position", None), **kwargs)


# -- a match won by the player's own last play -------------------------------------------------
# alice has two checkers on her 1-point (13 off), bob five on his 6-point: a single game
END_POSITION = Position(([2] + [0] * 24, [0] * 5 + [5] + [0] * 19))


def test_a_match_won_by_the_players_own_last_play_is_recorded_won_without_a_board_after_it(qtbot, tmp_path):
    table = Table(tmp_path)
    table.feed("** You are now playing a 3 point match with bob.",
               board("You", score=(2, 1), position=END_POSITION, on_roll=0),
               "It's your turn. Please roll or double.")
    snapshot = table.controller.snapshot()
    assert snapshot.can(Action.ROLL)
    table.feed("You roll 6 and 5.",
               board("You", score=(2, 1), position=END_POSITION, on_roll=0, dice=(6, 5), phase="move"),
               "Please move 2 pieces.")
    table.play(Play.from_gnubg("1/off 1/off"))
    assert table.controller.snapshot().provisional  # sent, not yet the server's
    # BaldLies: no board after the game's last play, only the words
    table.feed("You win the game and get 1 point. Congratulations!")
    table.feed("You win the 3 point match 3-1 .")
    table.feed(who("alice", 1510.25, 23), who("bob", 1489.75, 23))  # the ratings after the match
    record = table.record
    qtbot.waitUntil(lambda: None not in record.info.rating_after, timeout=2000)
    assert actions(record) == [
        (1, "roll", 0, (6, 5)), (1, "move", 0, "1/off(2)"), (1, "end", 0, (1, "single")),
    ]
    info = record.info
    assert info.outcome == "won" and info.winner == 0 and record.score == (3, 1)
    assert info.rating_after == (1510.25, 1489.75)
    # the library's row: won 3-1, not "Unfinished 2-1"; the session's end keeps it won
    table.link.session_ended.emit()
    (row,) = RecordLibrary(table.store.folder).summaries()
    assert (row.outcome, row.winner, row.score) == ("won", 0, (3, 1))
    # the rating history has the win
    points = table.store.ratings.points(table.link.account)
    assert [p.event for p in points] == ["login", "match"]
    assert (points[-1].result, points[-1].opponent, points[-1].length) == ("won", "bob", 3)
    assert points[-1].rating == pytest.approx(1510.25) and points[-1].record == info.id


def test_the_opponents_last_play_told_in_words_ends_the_game_with_that_play(qtbot, tmp_path):
    """BaldLies tells the opponent's last play ("bob moves 6-off 6-off .") and the game's end with
    no board between: the play told is recorded, checked by the rules."""
    position = Position(([0] * 5 + [5] + [0] * 19, [0] * 5 + [2] + [0] * 19), 1)
    table = Table(tmp_path)
    table.feed("** You are now playing a 3 point match with bob.",
               board("You", score=(1, 2), position=position, on_roll=1))
    table.feed("bob rolls 6 and 6.")
    text = Play.from_gnubg("6/off 6/off").fibs(1)  # bob moves 1 -> 24 on alice's board (she is O)
    table.feed(f"bob moves {text} .", "bob wins the game and gets 1 point. Sorry.",
               "bob wins the 3 point match 3-1 .")
    assert actions(table.record) == [
        (1, "roll", 1, (6, 6)), (1, "move", 1, "6/off(2)"), (1, "end", 1, (1, "single")),
    ]
    assert table.record.info.outcome == "won" and table.record.info.winner == 1
    assert table.record.score == (1, 3)
    snapshot = table.controller.snapshot()
    assert snapshot.position.off(1) == 15  # the board shows the last play too


# -- dances -------------------------------------------------------------------------------------
# each side on the bar against the other's closed board: neither can enter
CLOSED = [2] * 6 + [0] * 6 + [2] + [0] * 11
BLOCKED = Position((CLOSED[:24] + [1], CLOSED[:24] + [1]), 0)


def test_a_dance_is_a_roll_and_an_empty_play_for_either_side_on_baldlies(qtbot, tmp_path):
    table = Table(tmp_path)
    table.feed("** You are now playing a 3 point match with bob.",
               board("You", position=BLOCKED, on_roll=0), "It's your turn. Please roll or double.")
    table.feed("You roll 2 and 6.", "You can't move.",
               board("You", position=BLOCKED.with_turn(1), on_roll=1))  # the turn passed, no dice
    table.feed("bob rolls 3 and 1.", "bob can't move.",
               board("You", position=BLOCKED, on_roll=0), "It's your turn. Please roll or double.")
    table.feed("You roll 5 and 4.", "You can't move.", board("You", position=BLOCKED.with_turn(1), on_roll=1))
    assert actions(table.record) == [
        (1, "roll", 0, (2, 6)), (1, "move", 0, ""), (1, "roll", 1, (3, 1)), (1, "move", 1, ""),
        (1, "roll", 0, (5, 4)), (1, "move", 0, ""),
    ]
    assert len(table.record.games) == 1


def test_a_dance_on_fibs_com_shows_its_dice_and_is_recorded_the_same(qtbot, tmp_path):
    """fibs.com (as tests/fakefibs.py plays it) shows a board with the dice, then says "You can't
    move." and passes the turn."""
    table = Table(tmp_path)
    table.feed("** You are now playing a 3 point match with bob.",
               board("You", position=BLOCKED, on_roll=0), "It's your turn. Please roll or double.")
    table.feed("You roll 2 and 6.", board("You", position=BLOCKED, on_roll=0, dice=(2, 6), phase="move"),
               "You can't move.")
    table.feed("bob rolls 3 and 1.", board("You", position=BLOCKED.with_turn(1), on_roll=1, dice=(3, 1),
                                           phase="move"), "bob can't move.")
    table.feed(board("You", position=BLOCKED, on_roll=0), "It's your turn. Please roll or double.")
    assert actions(table.record) == [
        (1, "roll", 0, (2, 6)), (1, "move", 0, ""), (1, "roll", 1, (3, 1)), (1, "move", 1, ""),
    ]


def test_a_roll_without_a_legal_play_offers_no_move_and_no_move_prompt(qtbot, tmp_path):
    from fibsgui.ui.board.scene import BoardScene

    table = Table(tmp_path)
    table.feed("** You are now playing a 3 point match with bob.",
               board("You", position=BLOCKED, on_roll=0, dice=(6, 6), phase="move"))
    snapshot = table.controller.snapshot()
    assert not snapshot.can(Action.MOVE) and table.controller.turn is None
    assert BoardScene().turn_prompt(snapshot) == ""  # not "Move 6-6"
    assert not [c for c in table.sent if c.startswith("move")]


# -- the opening roll's dice in another order ------------------------------------------------------
def test_the_opening_roll_listed_white_die_first_is_one_roll_and_one_game(qtbot, tmp_path):
    """bob plays black: BaldLies shows his opening board with white's die (alice's 3) first."""
    table = Table(tmp_path, me="bob")
    players = ("bob", "alice")
    table.feed("** Player alice has joined you for a 3 point match.", "Starting a new game with alice.",
               "You rolled 5, alice rolled 3.", "It's your turn to move.",
               board("You", players, o_side=1, on_roll=0, dice=(3, 5), phase="move"))
    play = Play.from_gnubg("13/8 24/21")
    table.play(play)
    after = Position.initial(0).apply(play).with_turn(1)
    table.feed(board("You", players, o_side=1, position=after, on_roll=1))
    table.feed("alice rolls 4 and 2.")
    reply = Play.from_gnubg("8/4 6/4")
    text = reply.fibs(-1)  # alice is O: she moves 24 -> 1
    after2 = after.with_turn(1).apply(reply).with_turn(0)
    table.feed(f"alice moves {text} .", board("You", players, o_side=1, position=after2, on_roll=0),
               "It's your turn. Please roll or double.")
    assert actions(table.record) == [
        (1, "roll", 0, (5, 3)), (1, "move", 0, "13/8 24/21"), (1, "roll", 1, (4, 2)), (1, "move", 1, "8/4* 6/4"),
    ]
    assert len(table.record.games) == 1


# -- a watcher arriving on a finished board ---------------------------------------------------------
def test_a_watcher_arriving_between_games_records_nothing_that_did_not_happen(qtbot, tmp_path):
    table = Table(tmp_path, me="carol")
    table.feed(who("carol"))
    done = Position(([0] * 25, [0] * 5 + [4] + [0] * 19), 1)  # alice has borne off all her checkers
    table.feed("You're now watching alice.", board("alice", score=(0, 0), position=done, on_roll=1))
    table.feed("Starting a new game with bob.", "alice rolls 4, bob rolls 3.",
               board("alice", score=(1, 0), on_roll=0, dice=(4, 3), phase="move"))
    record = table.record
    # the finished board begins no game; the record begins with the game that begins
    assert actions(record) == [(1, "roll", 0, (4, 3))]
    assert record.games[0].position is None and record.games[0].score == (1, 0)


def test_a_watcher_arriving_on_a_game_that_then_ends_unseen_gets_no_made_up_resignation(qtbot, tmp_path):
    table = Table(tmp_path, me="carol")
    table.feed(who("carol"))
    table.feed("You're now watching alice.", board("alice", score=(0, 0), position=BLOCKED, on_roll=1))
    table.feed("Starting a new game with bob.",
               board("alice", score=(2, 0), on_roll=0, dice=(4, 3), phase="move"))
    # the game seen from the middle ends unfinished (how it ended was not seen), the next begins
    assert actions(table.record) == [(1, "end", 0, (0, "unfinished")), (1, "roll", 0, (4, 3))]


def test_a_watcher_is_told_the_match_end_with_the_first_players_score_first(qtbot, tmp_path):
    table = Table(tmp_path, me="carol")
    table.feed(who("carol"))
    table.feed("You're now watching alice.", board("alice", length=1, position=END_POSITION.with_turn(1), on_roll=1))
    table.feed("bob wins the 1 point match 0-1 .")  # BaldLies: player 1 (alice) first
    snapshot = table.controller.snapshot()
    assert snapshot.match_winner == 1 and snapshot.match.score == (0, 1)


# -- the Crawford game: no "It's your turn" ----------------------------------------------------------
def test_the_crawford_game_offers_roll_from_the_board_when_the_server_says_nothing(qtbot, tmp_path):
    from fibsgui.ui.board.scene import BoardScene

    table = Table(tmp_path)
    position = Position.initial(0).apply(Play.from_gnubg("8/5 6/5")).with_turn(0)
    table.feed("** You are now playing a 3 point match with bob.",
               crawford_game(board("You", score=(2, 0), position=position, on_roll=0)))  # no words
    assert table.controller.snapshot().match.crawford
    qtbot.waitUntil(lambda: table.controller.snapshot().can(Action.ROLL), timeout=2000)
    snapshot = table.controller.snapshot()
    assert not snapshot.can(Action.DOUBLE)
    assert BoardScene().turn_prompt(snapshot) == "Your turn: roll (R)"
    table.controller.roll()
    assert table.sent[-1] == "roll"


def test_a_board_the_server_rolls_on_itself_offers_no_roll(qtbot, tmp_path):
    """FIBS rolls for a player who may not double: its roll, coming at once, takes the place of
    the board waiting to roll, and no Roll is offered."""
    table = Table(tmp_path)
    position = Position.initial(0).apply(Play.from_gnubg("8/5 6/5")).with_turn(0)
    table.feed("** You are now playing a 3 point match with bob.",
               board("You", score=(2, 0), position=position, on_roll=0))
    table.feed("You roll 3 and 1.", board("You", score=(2, 0), position=position, on_roll=0, dice=(3, 1),
                                          phase="move"))
    qtbot.wait(100)
    assert not table.controller.snapshot().can(Action.ROLL)
    assert table.controller.snapshot().can(Action.MOVE)


# -- a whole match, as BaldLies sends it to alice -------------------------------------------------
def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def baldlies_match(qtbot, table: Table, seed: int, length: int = 3) -> list[tuple]:
    """Play a whole match through ``table`` (alice, white, who invited bob): alice's actions go
    through her board's controller (Roll, her plays made on the board and sent), the server's lines
    are BaldLies' (no board after a game's last play, none for a dance's dice, white's die first at
    the opening, no "It's your turn" in the Crawford game). Every side plays its first legal play;
    in the second game alice doubles and bob gives up. What happened, as (game, kind, side, dice,
    board after a play, points), in order."""
    import random

    rng = random.Random(seed)
    roll = lambda: (rng.randint(1, 6), rng.randint(1, 6))  # noqa: E731
    happened: list[tuple] = []
    score = [0, 0]
    game = 0
    crawford_done = False
    while max(score) < length:
        game += 1
        crawford = length - 1 in score and not crawford_done
        crawford_done = crawford_done or crawford
        mark = crawford_game if crawford else (lambda line: line)
        b = lambda **kw: mark(board("You", length=length, score=tuple(score), **kw))  # noqa: E731
        table.feed("Starting a new game with bob.")
        while True:
            a, o = roll()
            table.feed(f"You rolled {a}, bob rolled {o}.")
            if a != o:
                break
        side = 0 if a > o else 1
        dice = (a, o)  # white's (alice's) die first
        position = Position.initial(side)
        table.feed("You make the first move." if side == 0 else "bob makes the first move.",
                   b(position=position, on_roll=side, dice=dice, phase="move"))
        happened.append((game, "roll", side, tuple(sorted(dice, reverse=True)), None, None))
        end = None
        while end is None:
            legal = position.with_turn(side).legal_plays(dice)
            if side == 0:
                if legal.steps == 0:
                    after = position.with_turn(1)
                    happened.append((game, "move", 0, None, after.board, None))
                    table.feed(b(position=after, on_roll=1))
                else:
                    table.play(next(iter(table.controller.turn.legal)) if table.controller.turn else Play())
                    after = Position.initial(0).with_turn(0)  # replaced below
                    after = table.controller.snapshot().position.with_turn(1)
                    happened.append((game, "move", 0, None, after.board, None))
                    outcome = after.outcome()
                    if outcome is not None:
                        end = (0, outcome.kind)
                        table.feed(f"You win the game and get {_points(outcome.kind)}. Congratulations!")
                    else:
                        table.feed(b(position=after, on_roll=1))
            else:
                if legal.steps == 0:
                    after = position.with_turn(0)
                    happened.append((game, "move", 1, None, after.board, None))
                    table.feed("bob can't move.", b(position=after, on_roll=0))
                else:
                    play = next(iter(legal))
                    after = legal.apply(play).with_turn(0)
                    happened.append((game, "move", 1, None, after.board, None))
                    table.feed(f"bob moves {play.fibs(1)} .")
                    outcome = after.outcome()
                    if outcome is not None:
                        end = (1, outcome.kind)
                        table.feed(f"bob wins the game and gets {_points(outcome.kind)}. Sorry.")
                    else:
                        table.feed(b(position=after, on_roll=0))
            if end is not None:
                break
            position, side = after, 1 - side
            if side == 0:
                if not crawford:
                    table.feed("It's your turn. Please roll or double.")
                qtbot.waitUntil(lambda: table.controller.snapshot().can(Action.ROLL), timeout=3000)
                if game == 2 and not crawford:  # alice doubles, bob gives up
                    assert table.controller.snapshot().can(Action.DOUBLE)
                    table.controller.double()
                    assert table.sent[-1] == "double"
                    table.feed("You double. Please wait for bob to accept or reject.", "bob gives up. You win 1 point.")
                    happened += [(game, "double", 0, None, None, None), (game, "drop", 1, None, None, None)]
                    end = (0, 1)
                    break
                table.controller.roll()
                assert table.sent[-1] == "roll"
                dice = roll()
                if position.with_turn(0).legal_plays(dice).steps:
                    table.feed(f"You roll {dice[0]} and {dice[1]}.",
                               b(position=position, on_roll=0, dice=dice, phase="move"),
                               f"Please move {position.with_turn(0).legal_plays(dice).steps} pieces.")
                else:
                    table.feed(f"You roll {dice[0]} and {dice[1]}.", "You can't move.")
            else:
                dice = roll()
                table.feed(f"bob rolls {dice[0]} and {dice[1]}.")
            happened.append((game, "roll", side, dice, None, None))
        winner, points = end
        happened.append((game, "end", winner, None, None, points))
        score[winner] += points
        if max(score) >= length:
            won, lost = score[winner], score[1 - winner]
            table.feed(f"You win the {length} point match {won}-{lost} ." if winner == 0
                       else f"bob wins the {length} point match {won}-{lost} .")
        else:
            table.feed(f"score in {length} point match: alice-{score[0]} bob-{score[1]}",
                       "Type 'join' if you want to play the next game, type 'leave' if you don't.")
    return happened


def recorded(record) -> list[tuple]:
    out = []
    for step in record.steps():
        a = step.action
        if a.kind == ActionKind.ROLL:
            dice = a.dice if record.games[step.game].actions.index(a) else tuple(sorted(a.dice, reverse=True))
            out.append((record.games[step.game].number, "roll", a.side, dice, None, None))
        elif a.kind == ActionKind.MOVE:
            out.append((record.games[step.game].number, "move", a.side, None, step.after.position.board, None))
        elif a.kind == ActionKind.END:
            out.append((record.games[step.game].number, "end", a.side, None, None, a.points))
        else:
            out.append((record.games[step.game].number, a.kind.value, a.side, None, None, None))
    return out


def dances(record) -> int:
    return sum(1 for step in record.steps() if step.action.kind == ActionKind.MOVE and not step.action.play)


#: seeds of matches alice wins with her own last play: 2 with three dances, 1 with a game bob
#: wins by a play told in words (each with a Crawford game and a double dropped)
@pytest.mark.parametrize("seed, danced", [(2, 3), (1, 0)])
def test_a_whole_baldlies_match_won_by_the_last_play_is_recorded_move_for_move(qtbot, tmp_path, seed, danced):
    from fibsgui.records.matfile import read_mat, write_mat
    from tests.records.test_exchange import same_games

    table = Table(tmp_path)
    table.feed("** You are now playing a 3 point match with bob.")
    happened = baldlies_match(qtbot, table, seed)
    record = table.record
    assert recorded(record) == happened
    assert happened[-1][2] == 0 and happened[-2][1:3] == ("move", 0)  # won by alice's last play
    assert {"double", "drop"} <= {h[1] for h in happened}
    assert dances(record) == danced
    assert [g.crawford for g in record.games].count(True) == 1
    assert record.info.outcome == "won" and record.info.winner == 0 and record.info.from_start
    assert not [g for g in record.games if g.end is None or g.end.how == "unfinished"]
    # its .mat read back by our reader: the same games
    back = read_mat(write_mat(record))
    assert back.problems == []
    same_games(back.record, record)
    assert back.record.score == record.score


@pytest.mark.slow
@pytest.mark.skipif(not __import__("tests.records.test_gnubg_oracle", fromlist=["GNUBG"]).GNUBG,
                    reason="GNU Backgammon's command line (gnubg) is not installed")
def test_gnubg_reads_the_mat_of_a_baldlies_match_won_by_the_last_play(qtbot, tmp_path):
    from fibsgui.records.matfile import read_mat, write_mat
    from tests.records.test_exchange import same_games
    from tests.records.test_gnubg_oracle import gnubg_view

    table = Table(tmp_path)
    table.feed("** You are now playing a 3 point match with bob.")
    baldlies_match(qtbot, table, 2)
    record = table.record
    mat = tmp_path / "won.mat"
    mat.write_text(write_mat(record))
    seen = read_mat(gnubg_view(tmp_path, "import mat", mat))
    assert seen.problems == []
    same_games(seen.record, record)
    assert seen.record.score == record.score == (3, 0)


def test_a_final_score_past_the_match_length_is_kept_as_the_server_says_it(qtbot, tmp_path):
    """2-2 in a 3-point match, alice wins a gammon: 4-2, not "Won 3-2"."""
    from fibsgui.ui.library import result_of

    gammon = Position(([2] + [0] * 24, [0] * 5 + [15] + [0] * 19))  # bob has borne off none
    table = Table(tmp_path)
    table.feed("** You are now playing a 3 point match with bob.",
               board("You", score=(2, 2), position=gammon, on_roll=0), "It's your turn. Please roll or double.")
    table.controller.roll()
    table.feed("You roll 4 and 3.", board("You", score=(2, 2), position=gammon, on_roll=0, dice=(4, 3), phase="move"))
    table.play(Play.from_gnubg("1/off 1/off"))
    table.feed("You win the game and get 2 points. Congratulations!", "You win the 3 point match 4-2 .")
    record = table.record
    assert actions(record)[-1] == (1, "end", 0, (2, "gammon"))
    assert record.score == (4, 2)
    (row,) = RecordLibrary(table.store.folder).summaries()
    assert row.score == (4, 2) and result_of(row) == "won"
    assert table.controller.snapshot().match.score == (4, 2)


def test_no_roll_is_offered_after_taking_a_double_nor_after_a_roll_told(qtbot, tmp_path):
    """The board a take changes still shows the taker's turn, and a roll told may come before its
    board: neither is a board to roll on."""
    table = Table(tmp_path)
    position = Position.initial(0).apply(Play.from_gnubg("8/5 6/5")).with_turn(1)
    table.feed("** You are now playing a 3 point match with bob.", board("You", position=position, on_roll=1),
               "bob doubles. Type 'accept' or 'reject'.")
    table.feed("You accept the double. The cube shows 2.")
    qtbot.wait(150)
    assert not table.controller.snapshot().can(Action.ROLL)
    table.feed("bob rolls 3 and 1.")
    qtbot.wait(150)
    assert not table.controller.snapshot().can(Action.ROLL)
    table.feed(board("You", position=position.with_turn(0), on_roll=0, cube=2, owner=0))  # bob's move not told
    table.feed("You roll 4 and 2.")  # the server rolled for alice: its board comes next
    qtbot.wait(150)
    assert not table.controller.snapshot().can(Action.ROLL)


def test_a_resignation_accepted_ends_the_game_from_the_words_alone(qtbot, tmp_path):
    table = Table(tmp_path)
    position = Position.initial(0).apply(Play.from_gnubg("8/5 6/5")).with_turn(1)
    table.feed("** You are now playing a 3 point match with bob.", board("You", position=position, on_roll=1),
               "bob wants to resign. You will win 1 point. Type 'accept' or 'reject'.")
    assert table.controller.snapshot().can(Action.ACCEPT)
    table.controller.accept_resignation()
    assert table.sent[-1] == "accept"
    table.feed("You accept and win 1 point.", "score in 3 point match: alice-1 bob-0",
               "Type 'join' if you want to play the next game, type 'leave' if you don't.")
    assert actions(table.record) == [(1, "resign", 1, None), (1, "accept", 0, None), (1, "end", 0, (1, "resign"))]
    assert table.record.score == (1, 0) and table.record.info.outcome == ""
