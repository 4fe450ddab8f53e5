"""BgammonClient, BgammonLink and BgammonGameController against the fake bgammon.org server:
the lobby, whole matches played through the board's controller, a double, a spectator, a refused
move, chat, a dropped connection, and the actions bgammon.org does not have."""

from __future__ import annotations

import asyncio
import re

from fibsgui.bgammon.board import pair_to_move
from fibsgui.models.game import Action
from fibsgui.session import Status
from tests.ui.bgammonkit import act, can_act, fake_bgammon, log_in, play_turns, reconnecting, run, until

MOVE = re.compile(r"^move (\d+)/(\d+)$")


def test_lobby_and_a_whole_one_point_match_then_a_rematch(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            alice, bob, entry = await room.seated(1, name="quick one")
            assert "create public 1 0 quick one" in alice.sent
            assert (entry.name, entry.points, entry.password) == ("quick one", 1, False)
            assert f"join {entry.id}" in bob.sent
            assert "started" in alice.games and "started" in bob.games
            snap = alice.controller.snapshot()
            assert snap.position.checkers(0)[23] == 2 and snap.position.checkers(1)[23] == 2  # the start
            assert snap.match.length == 1 and not snap.watching
            assert Action.ROLL in snap.actions  # the opening roll: each player rolls one die

            server.set_dice(5, 2)  # alice opens with 5, bob rolls 2: alice plays 5-2
            await act(alice)
            assert "roll" in alice.sent
            assert Action.ROLL not in alice.controller.snapshot().actions  # her die is rolled
            assert "You roll 5 for the opening" in alice.log
            await until(lambda: "alice rolls 5 for the opening" in bob.log, what="alice's die at bob")
            await act(bob)
            await until(lambda: alice.controller.turn is not None, what="alice's first turn")
            snap = alice.controller.snapshot()
            assert snap.dice in ((5, 2), (2, 5)) and snap.dice_side == 0 and Action.MOVE in snap.actions
            assert bob.controller.snapshot().dice_side == 1 and Action.MOVE not in bob.controller.snapshot().actions
            assert bob.controller.snapshot().thinking

            # alice plays 13/8 13/11 by two single steps: two move commands, then ok
            start = len(alice.sent)
            assert alice.controller.step(13, 8)
            assert alice.controller.step(13, 11)
            assert alice.sent[start:] == ["move 13/8", "move 13/11", "ok"]
            await until(lambda: bob.controller.snapshot().actions & {Action.ROLL}, what="bob on roll")
            assert bob.controller.snapshot().position.checkers(1)[12] == 3  # alice's 13 point, from bob's side
            assert [m.moves for m in bob.movements] == [((pair_to_move((12, 17), 1)),), ((pair_to_move((12, 14), 1)),)]
            assert "alice moves 13/8" in bob.log and "You move 13/8 13/11" in alice.log

            game = server.game_of("alice")
            await play_turns([alice, bob], lambda: game.winner != 0)
            for player in (alice, bob):
                await until(lambda p=player: p.controller.snapshot().match_winner is not None, what="the match end")
            winner = game.names[game.winner - 1]
            winner_player, loser_player = (alice, bob) if winner == "alice" else (bob, alice)
            assert winner_player.controller.snapshot().match_winner == 0
            assert loser_player.controller.snapshot().match_winner == 1
            assert winner_player.controller.snapshot().position.off(0) == 15
            assert "You win the match" in "\n".join(winner_player.log)
            assert any(line.startswith(f"{winner} wins the match") for line in loser_player.log)
            # every play went out one single step per command, each a legal step the server took
            for player in (alice, bob):
                moves = player.moves_sent()
                assert len(moves) > 10 and all(MOVE.match(m) for m in moves)
            assert not alice.refused and not bob.refused
            assert all(not line.startswith("The server refused") for line in alice.log + bob.log)

            # the next game after the match: a rematch
            snap = alice.controller.snapshot()
            assert Action.NEW_GAME in snap.actions and not snap.active
            alice.controller.next_game()
            bob.controller.next_game()
            assert "rematch" in alice.sent and "rematch" in bob.sent
            await until(lambda: Action.ROLL in alice.controller.snapshot().actions
                        and alice.controller.snapshot().match_winner is None, what="the rematch")
            assert alice.controller.snapshot().position.checkers(0)[5] == 5

    run(qloop, scenario(), timeout=120)


def test_a_three_point_match_with_a_double_taken(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            alice, bob, _ = await room.seated(3)
            await room.opened(alice, bob, (3, 1))
            assert alice.controller.step(8, 5) and alice.controller.step(6, 5)
            await until(lambda: Action.DOUBLE in bob.controller.snapshot().actions, what="bob may double")
            assert Action.DOUBLE not in alice.controller.snapshot().actions
            bob.controller.double()
            await until(lambda: Action.TAKE in alice.controller.snapshot().actions, what="alice to answer")
            snap = alice.controller.snapshot()
            assert snap.double_offer == 1 and snap.actions >= {Action.TAKE, Action.DROP}
            assert "bob doubles to 2" in alice.log and "You double to 2" in bob.log
            assert bob.controller.snapshot().double_offer == 0 and not bob.controller.snapshot().actions
            alice.controller.take()
            assert alice.sent[-1] == "ok"
            await until(lambda: bob.controller.snapshot().match.cube == 2
                        and Action.ROLL in bob.controller.snapshot().actions, what="bob on roll with the cube at 2")
            assert bob.controller.snapshot().match.cube_owner == 1  # alice's
            await until(lambda: alice.controller.snapshot().match.cube_owner == 0, what="alice holds the cube")
            assert "You take; the cube shows 2" in alice.log and "alice takes; the cube shows 2" in bob.log
            assert Action.DOUBLE not in bob.controller.snapshot().actions  # alice holds it

            # bob resigns on roll: his checkers in alice's home board make it a backgammon, 6 points
            bob.controller.resign(1)
            assert bob.sent[-1] == "resign"
            await until(lambda: alice.controller.snapshot().match_winner == 0, what="the match end")
            assert "bob resigns" in alice.log and "bob wins" not in "\n".join(alice.log)
            assert any(line.startswith("alice wins the game: 6 point") for line in bob.log)
            assert "You win the match 6-0" in alice.log and "alice wins the match 6-0" in bob.log
            assert alice.controller.snapshot().match.score == (6, 0)

    run(qloop, scenario(), timeout=60)


def test_a_spectator_sees_both_names_and_never_you(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            alice, bob, entry = await room.seated(1)
            carol = await room.logged_in("carol")
            carol.link.join_match(str(entry.id))
            await until(lambda: carol.controller.watching, what="carol watching")
            assert carol.link.watching and not carol.link.playing
            server.set_dice(6, 4)
            await play_turns([alice, bob], lambda: len(carol.movements) >= 6)
            game = server.game_of("alice")
            await until(lambda: carol.controller.snapshot().position.checkers(0)
                        == game.current_position().checkers(0), what="carol's board as the server's")
            snap = carol.controller.snapshot()
            assert snap.watching and snap.names == ("alice", "bob") and not snap.actions
            assert snap.message == "Watching alice against bob"
            assert {m.side for m in carol.movements} == {0, 1}
            assert "alice rolls 6 for the opening" in carol.log and "bob rolls 4 for the opening" in carol.log
            assert any(line.startswith("alice moves ") for line in carol.log)
            assert any(line.startswith("bob moves ") for line in carol.log)
            assert not [line for line in carol.log if re.search(r"\byou\b", line, re.I)]
            view = carol.controller.view()
            assert (view.player, view.opponent, view.length) == ("alice", "bob", 1)
            # the spectator leaves like a player
            carol.link.unwatch()
            await until(lambda: carol.controller.snapshot().names == ("", ""), what="carol gone")
            assert carol.sent[-1] == "leave" and carol.controller.view() is None

    run(qloop, scenario(), timeout=60)


def test_a_refused_move_is_said_and_the_turn_opens_again(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            alice, bob, _ = await room.seated(1)
            alice.controller.confirm_play = True
            controller = alice.controller
            await room.opened(alice, bob, (3, 1))
            position = controller.snapshot().position
            assert controller.step(8, 5)
            assert controller.turn.steps and controller.shown_position() != position
            server.send_event("alice", "failedmove", From=8, To=5, Reason="Illegal move.")
            await until(lambda: "The server refused: Illegal move." in alice.log, what="the refusal in the log")
            assert alice.refused == ["Illegal move."]
            assert controller.turn is not None and not controller.turn.steps  # opened again
            assert controller.shown_position() == position
            assert controller.snapshot().message == "Illegal move."
            # the play made again goes out
            assert controller.step(8, 5) and controller.step(6, 5) and controller.confirm()
            assert alice.sent[-3:] == ["move 8/5", "move 6/5", "ok"]
            await until(lambda: Action.ROLL in bob.controller.snapshot().actions, what="bob on roll")
            assert controller.snapshot().message == ""
            assert server.game_of("alice").position.checkers(0)[4] == 2

    run(qloop, scenario(), timeout=60)


def test_chat_both_ways_and_what_bgammon_has_not(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            alice, bob, _ = await room.seated(1)
            assert alice.link.say("say", "", "good luck <b>bob</b>")
            assert "say good luck <b>bob</b>" in alice.sent
            mine = alice.chat[-1]
            assert (mine.channel, mine.kind, mine.sender, mine.text, mine.own) == (
                "game", "say", "alice", "good luck <b>bob</b>", True)
            await until(lambda: bob.chat, what="the line at bob")
            heard = bob.chat[-1]
            assert (heard.channel, heard.kind, heard.sender, heard.text, heard.own) == (
                "game", "say", "alice", "good luck <b>bob</b>", False)
            assert bob.link.say("say", "", "you too")
            await until(lambda: alice.chat[-1].text == "you too" and alice.chat[-1].sender == "bob")
            # a line end cannot smuggle a command; kinds bgammon.org has not are said
            assert not alice.link.say("say", "", "hi\nleave")
            assert not alice.link.say("shout", "", "hello all")
            alice.link.player_action("invite", "bob", 3)
            alice.link.set_ready(True)
            alice.link.toggle("report")
            alice.link.refresh_saved()
            assert len(alice.problems) == 6 and all(alice.problems)
            assert "invitations" in alice.problems[2] and "ready" in alice.problems[3]
            await asyncio.sleep(0.1)
            sent = server.client("alice").received
            assert not [line for line in sent if line.startswith(("leave", "shout", "invite", "toggle"))]
            # every event is in the console as it came, notices also in words
            assert any('"Type":"say"' in line.replace(" ", "") for line in bob.console)
            assert "Joined match: alice's match" in bob.console

    run(qloop, scenario(), timeout=60)


def test_a_drop_and_the_rejoin_bring_the_board_back(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            alice, bob, _ = await room.seated(3)
            await room.opened(alice, bob, (3, 1))
            assert alice.controller.step(8, 5) and alice.controller.step(6, 5)
            await play_turns([alice, bob], lambda: len(bob.moves_sent()) >= 4)
            game = server.game_of("alice")
            await until(lambda: alice.controller.snapshot().position.checkers(0) == game.current_position().checkers(0)
                        and alice.controller.snapshot().position.checkers(1) == game.current_position().checkers(1),
                        what="alice's board as the server's")
            before = alice.controller.snapshot().position
            sessions = []
            alice.client.connection_changed.connect(lambda s: sessions.append(s.status))
            server.drop("alice")
            await until(lambda: reconnecting(alice), what="reconnecting")
            assert not alice.controller.snapshot().actions  # nothing can be sent meanwhile
            await until(lambda: alice.client.is_logged_in and alice.controller.snapshot().names == ("alice", "bob"),
                        timeout=15,
                        what="back in the match")
            assert Status.RECONNECTING in sessions
            await until(lambda: alice.controller.snapshot().position.checkers(0)
                        == game.current_position().checkers(0), what="the board back")
            assert alice.controller.snapshot().position.checkers(0) == before.checkers(0)
            assert alice.controller.snapshot().match.length == 3
            # and the game goes on
            await until(lambda: can_act(alice) or can_act(bob), what="someone to act")
            moves = len(alice.moves_sent()) + len(bob.moves_sent())
            await play_turns([alice, bob], lambda: len(alice.moves_sent()) + len(bob.moves_sent()) >= moves + 4)

    run(qloop, scenario(), timeout=60)


def test_guest_login_lobby_refresh_and_a_refused_login(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            guest = room.player("")
            guest.client.log_in(server.host, server.port, "", "")
            await until(lambda: guest.client.is_logged_in and guest.client.me, what="the guest logged in")
            assert guest.client.me == "Guest_1" and guest.logins[0].name == "Guest_1"
            assert guest.lobbies == [[]]  # the list of the login
            guest.link.create_match(5, 0, "", "secret word")
            assert guest.sent[-1] == "create private secret_word 5 0"
            await until(lambda: server.game_of("Guest_1") is not None, what="the private match")
            guest.link.refresh_lobby()
            await until(lambda: len(guest.lobbies) == 2, what="the lobby again")
            (entry,) = guest.lobbies[-1]
            assert (entry.points, entry.players, entry.password) == (5, 1, True)
            guest.link.join_match("bob")
            await until(lambda: guest.refused, what="the refusal")
            assert "leave the match" in guest.refused[0]

            wrong = room.player("alice")
            wrong.client.log_in(server.host, server.port, "alice", "not it")
            await until(lambda: wrong.failures, what="the refusal")
            assert wrong.failures == ["The server refused the login as alice: wrong name or password."]
            assert wrong.client.connection.status is Status.OFFLINE and wrong.client.session is None
            assert not wrong.client.send("list") and wrong.problems == ["Not connected: list was not sent."]

    run(qloop, scenario(), timeout=60)


def test_log_out_ends_the_session_and_empties_the_board(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            alice, bob, _ = await room.seated(1)
            ended = []
            alice.link.session_ended.connect(lambda: ended.append(True))
            assert alice.controller.snapshot().active
            alice.client.log_out()
            await until(lambda: ended, what="the session's end")
            assert alice.client.connection.status is Status.OFFLINE
            assert alice.controller.snapshot().names == ("", "") and not alice.controller.snapshot().actions
            assert alice.client.state.game is None and alice.client.me is None
            await until(lambda: "alice left the match" in bob.log, what="bob told")
            assert not bob.controller.snapshot().actions  # no opponent: nothing to do
            assert bob.controller.snapshot().message == "alice left the match: waiting for them to come back"

    run(qloop, scenario(), timeout=60)


def test_steps_already_made_are_taken_back_and_the_turn_opens_whole(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            alice, bob, _ = await room.seated(1)
            controller = alice.controller
            await room.opened(alice, bob, (3, 1))
            start = controller.snapshot().position
            alice.link.send_raw("move 8/5")  # a step typed in the console
            await until(lambda: "reset" in alice.sent, what="the reset")
            await until(lambda: controller.turn is not None and controller.snapshot().position == start,
                        what="the turn open again from its start")
            assert not controller.turn.steps and controller.turn.dice == (3, 1)
            assert server.game_of("alice").moves == []
            assert alice.sent[-2:] == ["move 8/5", "reset"]

    run(qloop, scenario(), timeout=60)


def board_fields(**changes):
    """A ``board`` event's fields: carol (player 1) against dave, backgammon's start."""
    from fibsgui.bgammon.board import INITIAL_BOARD

    fields = {
        "Started": 1, "Ended": 0, "Variant": 0, "Board": list(INITIAL_BOARD), "Turn": 1,
        "Roll1": 3, "Roll2": 1, "Roll3": 0, "Moves": [], "Winner": 0, "Points": 3, "Crawford": 0,
        "DoubleValue": 1, "DoublePlayer": 0, "DoubleOffered": False, "Reroll": False, "PlayerNumber": 1,
        "Available": [[24, 21], [24, 23], [13, 10], [8, 5], [8, 7], [6, 3], [6, 5]],
        "Forced": False, "Spectating": False,
        "Player1": {"Number": 1, "Name": "carol", "Rating": 1500, "Points": 1, "Entered": True, "Inactive": 0},
        "Player2": {"Number": 2, "Name": "dave", "Rating": 1500, "Points": 0, "Entered": True, "Inactive": 0},
    }
    fields.update(changes)
    return fields


def test_available_disagreements_are_logged_and_other_variants_are_shown_only(qtbot, qloop, tmp_path, caplog):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            carol = await room.logged_in("carol")
            server.send_event("carol", "joined", "carol", GameID=41, PlayerNumber=1)
            server.send_event("carol", "joined", "dave", GameID=41, PlayerNumber=2)
            with caplog.at_level("WARNING", logger="fibsgui.models.bgammon"):
                server.send_event("carol", "board", **board_fields())
                await until(lambda: carol.controller.turn is not None, what="carol's turn")
                assert not [r for r in caplog.records if "differ" in r.getMessage()]
                snap = carol.controller.snapshot()
                assert snap.names == ("carol", "dave") and snap.match.score == (1, 0) and snap.dice == (3, 1)
                # the server forgets one step our rules allow: said in the log, the server decides
                server.send_event("carol", "board", **board_fields(Roll1=1, Roll2=3, Available=[[24, 21]]))
                await until(lambda: carol.controller.turn is not None and carol.controller.turn.dice == (1, 3),
                            what="the turn with the new board")
                await until(lambda: [r for r in caplog.records if "differ" in r.getMessage()], what="the warning")
            # acey-deucey: every checker waits in its home, drawn as waiting (not borne off)
            board = [0] * 28
            board[0], board[25] = 15, -15
            server.send_event("carol", "board", **board_fields(Variant=1, Board=board, Available=[],
                                                               Player1={"Number": 1, "Name": "carol"},
                                                               Player2={"Number": 2, "Name": "dave"}))
            await until(lambda: any(line.startswith("Acey-deucey:") for line in carol.log), what="the acey-deucey board")
            snap = carol.controller.snapshot()
            assert snap.drawable and snap.position.waiting(0) == 15 and snap.position.waiting(1) == 15
            # a line too long to keep is dropped and said once
            server.push_raw("carol", b"{" + b"x" * 70_000 + b"\n")
            dropped = []
            carol.link.line_dropped.connect(dropped.append)
            server.push("carol", '{"Type": "board", "Board": "nonsense"}')
            await until(lambda: dropped and any("could not be read" in line for line in carol.console),
                        what="the dropped and the broken line")
            assert dropped == [70001]

    run(qloop, scenario(), timeout=60)


def test_the_lobby_is_refreshed_periodically_also_during_a_match(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            alice, bob, carol = room.player("alice"), room.player("bob"), room.player("carol")
            alice.link.lobby_refresh_ms = 50
            await log_in(alice, server)
            await until(lambda: alice.sent.count("list") >= 3, what="lists asked for")
            await log_in(bob, server)
            bob.link.create_match(2)
            await until(lambda: any(e.points == 2 for lobby in alice.lobbies for e in lobby), what="bob's match")
            alice.link.join_match("bob")
            await until(lambda: alice.link.playing and alice.link.opponent == "bob", what="alice playing")
            # a match opened while alice plays reaches her lobby without her asking
            await log_in(carol, server)
            carol.link.create_match(7, 0, "carol's seven")
            await until(lambda: any(e.name == "carol's seven" and e.players == 1 for e in alice.lobbies[-1]),
                        what="carol's match in alice's lobby during her match")
            assert alice.link.playing

    run(qloop, scenario(), timeout=60)


def test_an_account_created_logs_in(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            server = room.server
            dora = room.player("dora")
            dora.client.log_in(server.host, server.port, "dora", "dora pw", create_account=True,
                               email="dora@example.org", language="de")
            await until(lambda: dora.client.is_logged_in and dora.client.me == "dora", what="dora registered")
            client = await server.wait_for_login("dora")
            assert client.received[0].startswith("registerjson fibsgui-") and client.received[0].endswith(
                "/de dora@example.org dora dora_pw")
            taken = room.player("bob")
            taken.client.log_in(server.host, server.port, "bob", "whatever", create_account=True,
                                email="b@example.org")
            await until(lambda: taken.failures, what="the refusal")
            assert taken.failures == ["The name bob is already taken. Please choose another one."]

    run(qloop, scenario(), timeout=60)
