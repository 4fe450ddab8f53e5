"""Whole matches against BaldLies, an independent FIBS-compatible server (../shared/peers), played
by fibsgui's own session, link, board controller and recorder, and each record checked against
what the server played, move for move: the rows BaldLies stored and the lines both clients saw.

Each match has its own accounts. The server's dice and the players' choices come from seeded
generators: a match is played again alike, and the dance, the double and the drop, the
resignation each test needs are checked to have happened on the server."""

from __future__ import annotations

import pytest

from fibsgui.bg import Position
from fibsgui.models.game import Action
from tests.loopkit import run, until
from tests.peers import truth
from fibsgui.records.model import ActionKind
from tests.peers.fibsplayers import Script, act, can_act, log_out, match_over, play_until
from tests.peers.matchkit import Table, check_record, played, settle, the_record



#: the accounts of the matches below: (inviter, invitee, watcher), made by the ``baldlies`` fixture
ACCOUNTS = [
    ("lastmove_a", "lastmove_b", ""),
    ("dance_a", "dance_b", ""),
    ("cube_a", "cube_b", ""),
    ("resign_a", "resign_b", ""),
    ("resume_a", "resume_b", ""),
    ("watched_a", "watched_b", "watcher_c"),
    ("crawford_a", "crawford_b", ""),
    ("lastboard_a", "lastboard_b", "lastboard_d"),
]

def test_a_match_won_by_the_winners_own_last_move_is_recorded_won_move_for_move(qapp, qloop, baldlies, tmp_path):
    """BaldLies sends no board after a game's last move: the record of the winner ends from the
    server's words, both records hold every roll and move the server stored, and both rating
    histories have the match, the winner's as won."""
    async def scenario():
        table = Table(baldlies, tmp_path)
        anna, bert = table.player("lastmove_a", 11), table.player("lastmove_b", 12)
        try:
            await table.start(anna, bert, 1, dice_seed=3)
            await table.play_out()
            await settle()
        finally:
            await table.close()
        return anna, bert

    anna, bert = run(qloop, scenario(), timeout=180)
    games = played(baldlies, anna, bert)
    names = (anna.name, bert.name)
    winner = games[-1][-1].name
    last_move = [s for s in games[-1] if s.kind == "move"][-1]
    assert last_move.name == winner  # the match ended with the winner's own move
    for player in (anna, bert):
        record = the_record(player)
        check_record(record, games, names)
        # the rating history has the match, won or lost, with the rating the server told after it
        account = f"{player.name}@{baldlies.host}:{baldlies.port}"
        points = [(p.result, p.opponent, p.record) for p in player.store.ratings.points(account) if p.event == "match"]
        opponent = bert.name if player is anna else anna.name
        assert points == [("won" if player.name == winner else "lost", opponent, record.info.id)]


def test_dances_are_recorded_as_empty_plays(qapp, qloop, baldlies, tmp_path):
    """A roll with no legal move ("You can't move.", then a board with the turn passed and no
    dice) is a roll and an empty play in the record; the game goes on in the same record game.
    Once a dance is seen, the next to roll resigns (the test is shorter)."""
    lines = {}

    def after_a_dance(name):  # the match ends sooner: a resignation at the first roll after a dance
        return lambda snapshot: 1 if any("can't move" in line for line in lines[name]) else 0

    async def scenario():
        table = Table(baldlies, tmp_path)
        anna = table.player("dance_a", 1, Script(resign=after_a_dance("dance_a")))
        bert = table.player("dance_b", 2, Script(resign=after_a_dance("dance_b")))
        lines.update({anna.name: anna.lines, bert.name: bert.lines})
        anna.quiet = bert.quiet = False  # hits: checkers on the bar, and dances
        try:
            await table.start(anna, bert, 1, dice_seed=5)
            await table.play_out()
            await settle()
        finally:
            await table.close()
        return anna, bert

    anna, bert = run(qloop, scenario(), timeout=180)
    rows = baldlies.logged(anna.name, bert.name)
    assert [r for r in rows if r.action == "move" and not r.arguments], "no dance was played: choose another seed"
    games = played(baldlies, anna, bert)
    assert truth.dances(games)
    for player in (anna, bert):
        check_record(the_record(player), games, (anna.name, bert.name))


def test_a_double_taken_a_redouble_dropped(qapp, qloop, baldlies, tmp_path):
    """A 2-point match: the first player to roll doubles, the other takes, redoubles at once, and
    the cube is dropped: the records hold the double, the take, the redouble, the drop and a
    match won 2-0 by the redoubler."""
    state = {"doubled": None}

    def double_first(name):
        def decide(snapshot):
            if state["doubled"] is None:
                state["doubled"] = name
                return True
            return state["doubled"] != name and snapshot.match.cube == 2
        return decide

    def take_first(snapshot):
        return snapshot.match.cube == 1

    async def scenario():
        table = Table(baldlies, tmp_path)
        anna = table.player("cube_a", 3, Script(double=double_first("cube_a"), take=take_first))
        bert = table.player("cube_b", 4, Script(double=double_first("cube_b"), take=take_first))
        try:
            await table.start(anna, bert, 2, dice_seed=8)
            await table.play_out()
            await settle()
        finally:
            await table.close()
        return anna, bert

    anna, bert = run(qloop, scenario(), timeout=180)
    games = played(baldlies, anna, bert)
    kinds = [(s.kind, s.value) for s in games[0] if s.kind in ("double", "take", "drop")]
    assert kinds == [("double", 2), ("take", 0), ("double", 4), ("drop", 0)]
    assert len(games) == 1 and games[0][-1].value == 2
    for player in (anna, bert):
        check_record(the_record(player), games, (anna.name, bert.name))


def test_a_resignation_rejected_then_accepted(qapp, qloop, baldlies, tmp_path):
    """The loser offers to resign a single game at their 6th turn (rejected) and again at their
    8th (accepted): the records hold both offers, the rejection, the acceptance and the win."""
    turns = {"n": 0}

    def resign(snapshot):
        if snapshot.dice is not None:
            return 0
        turns["n"] += 1  # asked at each roll (again after a rejection: that turn goes on)
        return 1 if turns["n"] in (6, 8) else 0

    answers = iter([False, True])

    async def scenario():
        table = Table(baldlies, tmp_path)
        anna = table.player("resign_a", 5, Script(accept=lambda s: next(answers)))
        bert = table.player("resign_b", 6, Script(resign=resign))
        try:
            await table.start(anna, bert, 1, dice_seed=13)
            await table.play_out()
            await settle()
        finally:
            await table.close()
        return anna, bert

    anna, bert = run(qloop, scenario(), timeout=180)
    games = played(baldlies, anna, bert)
    kinds = [(s.kind, s.name, s.value) for s in games[0] if s.kind in ("resign", "accept", "reject", "end")]
    assert kinds == [("resign", bert.name, 1), ("reject", anna.name, 0), ("resign", bert.name, 1),
                     ("accept", anna.name, 0), ("end", anna.name, 1)]
    for player in (anna, bert):
        check_record(the_record(player), games, (anna.name, bert.name))


def test_a_match_left_and_resumed_goes_on_in_one_record(qapp, qloop, baldlies, tmp_path):
    """bert logs out mid-match (the server keeps the match), logs in again, anna invites him again
    and they finish it: each keeps one record, which holds the whole match."""
    async def scenario():
        table = Table(baldlies, tmp_path)
        anna, bert = table.player("resume_a", 7, None), table.player("resume_b", 8, None)
        try:
            await table.start(anna, bert, 1, dice_seed=21)
            acted = 0
            while acted < 30 or Action.ROLL not in anna.snapshot().actions:
                # a few turns, up to anna's turn to roll
                await until(lambda: can_act(anna) or can_act(bert), timeout=15, what="a turn")
                if acted >= 30 and Action.ROLL in anna.snapshot().actions:
                    break
                acted += bool(await act(anna) or await act(bert))
            await log_out(bert)
            await until(lambda: not anna.link.playing, timeout=15, what="the match left")
            assert the_record(bert).info.outcome == "saved"
            await table.log_in(bert)
            await table.resume(anna, bert)
            await table.play_out()
            await settle()
        finally:
            await table.close()
        return anna, bert

    anna, bert = run(qloop, scenario(), timeout=180)
    games = played(baldlies, anna, bert)
    for player in (anna, bert):
        check_record(the_record(player), games, (anna.name, bert.name))


def test_a_watcher_who_arrives_late_records_the_match_from_there(qapp, qloop, baldlies, tmp_path):
    """carol starts watching after 20 actions: her record starts at the board she was shown and
    holds what the server played from there, its end, the winner and the final score."""
    async def scenario():
        table = Table(baldlies, tmp_path)
        anna, bert = table.player("watched_a", 9), table.player("watched_b", 10)
        carol = table.watcher("watcher_c")
        try:
            await table.start(anna, bert, 1, dice_seed=34)
            acted = 0
            while acted < 20:
                await until(lambda: can_act(anna) or can_act(bert), timeout=15, what="a turn")
                acted += bool(await act(anna) or await act(bert))
            carol.link.player_action("watch", anna.name)
            # BaldLies shows a watcher no board until the next action: the match goes on
            await until(lambda: any("You are now watching" in line for line in carol.lines), what="carol watching")
            await table.play_out(anna, bert)
            await until(lambda: carol.snapshot().match_winner is not None, timeout=15, what="carol told of the end")
            await settle()
        finally:
            await table.close()
        return anna, bert, carol

    anna, bert, carol = run(qloop, scenario(), timeout=180)
    games = played(baldlies, anna, bert)
    record = the_record(carol)
    assert record.info.me is None and record.info.players == (anna.name, bert.name)
    assert not record.info.from_start
    # her record starts where she came, at a board the server showed: from there, what it played
    first = record.games[0].position if record.games and record.games[0].position is not None else Position.initial()
    start = truth.named_board(first, record.info.players)
    tail = truth.from_board(games[-1], start, (anna.name, bert.name))
    assert tail is not None, "her record starts at a board the server never showed"
    assert len(tail) >= 6
    problem = truth.differences([tail], truth.record_games(record))
    assert not problem, problem
    final = truth.final_score(games, (anna.name, bert.name))
    assert record.info.outcome == "won" and record.info.players[record.info.winner] == games[-1][-1].name
    assert dict(zip(record.info.players, record.score)) == dict(zip((anna.name, bert.name), final))


def test_a_three_point_match_through_its_crawford_game(qapp, qloop, baldlies, tmp_path):
    """A 3-point match with a Crawford game (BaldLies says no "It's your turn" in it, the board
    tells who rolls): both records hold every game as the server played it."""
    async def scenario():
        table = Table(baldlies, tmp_path)
        anna, bert = table.player("crawford_a", 13), table.player("crawford_b", 14)
        try:
            await table.start(anna, bert, 3, dice_seed=57)
            await table.play_out()
            await settle()
        finally:
            await table.close()
        return anna, bert

    anna, bert = run(qloop, scenario(), timeout=240)
    games = played(baldlies, anna, bert)
    names = (anna.name, bert.name)
    scores = [truth.final_score(games[:n], names) for n in range(len(games))]  # at each game's start
    assert any(2 in score and max(score) < 3 for score in scores), f"no Crawford game: {scores}"
    for player in (anna, bert):
        check_record(the_record(player), games, (anna.name, bert.name))


def test_a_watcher_who_arrives_on_the_last_board_records_no_resignation(qapp, qloop, baldlies, tmp_path):
    """dave starts watching as the winner is about to bear off the last checker: the first board he
    is shown is the finished one. Nobody resigned: his records hold no resignation, and a record
    of the match has the winner and the final score the server told."""
    def about_to_win(player):
        turn = player.controller.turn
        return turn is not None and any(after.outcome() is not None for after in turn.legal.results().values())

    async def scenario():
        table = Table(baldlies, tmp_path)
        anna, bert = table.player("lastboard_a", 17), table.player("lastboard_b", 18)
        dave = table.watcher("lastboard_d")
        for player in (anna, bert):  # a forced last play waits for the test, not made at once
            player.controller.auto_forced_play = False
        try:
            await table.start(anna, bert, 1, dice_seed=89)
            await play_until([anna, bert], lambda: about_to_win(anna) or about_to_win(bert)
                             or match_over(anna) or match_over(bert))
            assert not match_over(anna), "the match ended before dave came"
            dave.link.player_action("watch", anna.name)
            await until(lambda: any("You are now watching" in line for line in dave.lines), what="dave watching")
            await table.play_out(anna, bert)
            await until(lambda: dave.snapshot().match_winner is not None, timeout=15, what="dave told of the end")
            await settle()
        finally:
            await table.close()
        return anna, bert, dave

    anna, bert, dave = run(qloop, scenario(), timeout=180)
    games = played(baldlies, anna, bert)
    assert not [s for g in games for s in g if s.kind == "resign"]
    records = dave.records()
    resignations = [(r.info.players, a) for r in records for g in r.games for a in g.actions
                    if a.kind == ActionKind.RESIGN]
    assert resignations == []
    names = (anna.name, bert.name)
    final = dict(zip(names, truth.final_score(games, names)))
    for record in records:
        assert record.info.me is None and record.info.players == names
        assert record.info.outcome == "won" and record.info.players[record.info.winner] == games[-1][-1].name
        assert dict(zip(record.info.players, record.score)) == final
