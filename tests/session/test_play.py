"""Two sessions play a match on the fake server while a third watches; chat; a mid-game drop."""

from __future__ import annotations

import asyncio

from fibsgui.session import Status
from tests.fakefibs import IAC, WILL, ECHO
from tests.session.play import act, board_points, play_until


async def login_all(make_session, *names, **options):
    sessions, recorders = {}, {}
    for name in names:
        session, recorder = make_session(**options)
        await session.login(name, f"{name}_pw")
        recorder.start()
        sessions[name], recorders[name] = session, recorder
    return sessions, recorders


async def start_match(fake_fibs, sessions, recorders, length=1):
    sessions["bob"].send("toggle ready")
    await fake_fibs.wait_until(lambda: fake_fibs.accounts["bob"].toggles["ready"])
    sessions["alice"].send(f"invite bob {length}")
    await recorders["bob"].wait_for_message(lambda m: m == "Type 'join alice' to accept.")
    sessions["bob"].send("join alice")
    return await fake_fibs.wait_until(lambda: fake_fibs.match_of("alice"))


async def test_one_point_match_played_to_the_end_with_a_watcher(fake_fibs, make_session):
    sessions, rec = await login_all(make_session, "alice", "bob", "carol")
    sessions["carol"].send("watch alice")
    await rec["carol"].wait_for_message(lambda m: m == "alice is not doing anything interesting.")
    match = await start_match(fake_fibs, sessions, rec)

    await play_until(fake_fibs, sessions, match, lambda: match.phase == "over", double_first=True)

    winner, loser = match.players[match.winner], match.players[1 - match.winner]
    # the double was offered and taken through the sessions
    assert any(entry.endswith(" doubles") for entry in match.log)
    assert any(entry.endswith(" accepts") for entry in match.log)
    final = match.position
    for name in ("alice", "bob"):
        await rec[name].wait_for_message(lambda m: " point match 1-0 ." in m)
    assert "You win the game and get 2 points. Congratulations!" in rec[winner].messages
    assert "You win the 1 point match 1-0 ." in rec[winner].messages
    assert f"{winner} wins the game and gets 2 points. Sorry." in rec[loser].messages
    assert f"{winner} wins the 1 point match 1-0 ." in rec[loser].messages
    doubler = next(entry.split()[0] for entry in match.log if entry.endswith(" doubles"))
    taker = match.opponent_of(doubler)
    assert f"{doubler} doubles. Type 'accept' or 'reject'." in rec[taker].messages
    assert f"You double. Please wait for {taker} to accept or reject." in rec[doubler].messages
    assert f"{taker} accepts the double. The cube shows 2." in rec[doubler].messages

    # every player saw the boards, from their own side ("You" first), ending in the final position
    for name in ("alice", "bob"):
        boards = [m for m in rec[name].messages if m.startswith("board:")]
        assert len(boards) > 10
        assert all(b.startswith(f"board:You:{match.opponent_of(name)}:1:") for b in boards)
        side = match.side_of(name)
        assert board_points(boards[-1]) == board_points(match.board_line(side, "You"))
    assert final.outcome() is not None and final.outcome().winner == match.winner

    # the watcher saw the start, the moves and boards from alice's side, and the end
    carol = rec["carol"]
    await carol.wait_for_message(lambda m: m == f"{winner} wins the 1 point match 1-0 .")
    assert "alice and bob start a 1 point match." in carol.messages
    assert "Starting a new game with alice." in carol.messages
    moves = [m for m in carol.messages if " moves " in m]
    assert any(m.startswith("alice moves ") for m in moves) and any(m.startswith("bob moves ") for m in moves)
    watched = [m for m in carol.messages if m.startswith("board:")]
    assert watched and all(b.startswith("board:alice:bob:1:") for b in watched)
    assert board_points(watched[-1]) == board_points(match.board_line(match.side_of("alice"), "alice"))

    # ratings: FIBS's formula for two new players in a 1-point match is +-4*K*P = +-4*2*0.5
    assert fake_fibs.accounts[winner].rating == 1504.0
    assert fake_fibs.accounts[loser].rating == 1496.0
    await carol.wait_for_message(lambda m: m.startswith(f"5 {winner} - - ") and " 1504.00 1 " in m)


async def test_resignation_ends_the_match(fake_fibs, make_session):
    sessions, rec = await login_all(make_session, "alice", "bob")
    match = await start_match(fake_fibs, sessions, rec)
    side = match.state.on_roll
    resigner, other = match.players[side], match.players[1 - side]
    sessions[resigner].send("resign g")
    await rec[other].wait_for_message(
        lambda m: m == f"{resigner} wants to resign. You will win 2 points. Type 'accept' or 'reject'.")
    sessions[other].send("accept")
    await rec[resigner].wait_for_message(lambda m: m == f"{other} accepts and wins 2 points.")
    await rec[resigner].wait_for_message(lambda m: m == f"{other} wins the 1 point match 1-0 .")
    assert "You accept and win 2 points." in rec[other].messages


async def test_shout_and_tell_arrive(fake_fibs, make_session):
    fake_fibs.accounts["alice"].toggles["bell"] = True
    sessions, rec = await login_all(make_session, "alice", "bob")
    sessions["bob"].send("shout Anybody for a 5 point match?")
    sessions["bob"].send("tell alice Do you want to play a game?")
    alice, bob = rec["alice"], rec["bob"]
    await alice.wait_for_message(lambda m: m == "13 bob Anybody for a 5 point match?")
    # the tell arrived with a BEL (alice's bell toggle); the session removed it
    await alice.wait_for_message(lambda m: m == "12 bob Do you want to play a game?")
    assert any(s.endswith("\a") for s in fake_fibs.client("alice").sent if s.startswith("12 bob"))
    await bob.wait_for_message(lambda m: m == "16 alice Do you want to play a game?")
    assert "17 Anybody for a 5 point match?" in bob.messages
    assert not any(m.startswith("13 ") for m in bob.messages)  # no echo of one's own shout


async def test_pushed_lines_iac_and_cut_lines_in_clip_mode(fake_fibs, make_session):
    sessions, rec = await login_all(make_session, "alice")
    # (the server must be done answering the login settings: it never splits its own lines)
    await rec["alice"].wait_for_message(lambda m: m == "** Will send rawboards after rolling.")
    client = fake_fibs.client("alice")
    client.push_raw(bytes((IAC, WILL, ECHO)) + b"12 bob with telnet bytes\r\n")
    client.push_raw(b"13 bob what is your login: ")
    await asyncio.sleep(0.05)
    client.push_raw(b"just asking\r\n")
    fake_fibs.push("alice", "** a scripted line")
    await rec["alice"].wait_for_message(lambda m: m == "** a scripted line")
    assert "12 bob with telnet bytes" in rec["alice"].messages
    assert "13 bob what is your login: just asking" in rec["alice"].messages


async def test_drop_mid_game_reconnects_and_resumes(fake_fibs, make_session):
    sessions, rec = await login_all(make_session, "alice", "bob")
    match = await start_match(fake_fibs, sessions, rec)
    for _ in range(4):
        await act(fake_fibs, sessions, match)
    position, score = match.position, match.state.score
    old_client = fake_fibs.client("alice")

    fake_fibs.refuse_connections = True  # the server is unreachable for a moment
    fake_fibs.drop("alice")
    await rec["alice"].wait_for(lambda: any(s.status is Status.RECONNECTING for s in rec["alice"].states))
    await rec["bob"].wait_for(lambda: sessions["bob"].resuming_with == "alice")
    assert fake_fibs.saved_match("alice", "bob") is match
    sessions["alice"].send("tell bob sorry, my line dropped")  # queued while reconnecting
    assert "tell bob sorry, my line dropped" in sessions["alice"].pending_commands
    await rec["alice"].wait_for(
        lambda: sum(s.status is Status.CONNECTING and s.attempt > 0 for s in rec["alice"].states) >= 2)
    fake_fibs.refuse_connections = False

    new_client = await fake_fibs.wait_until(
        lambda: (c := fake_fibs.client("alice")) is not old_client and c)
    await rec["alice"].wait_for(lambda: sessions["alice"].state.status is Status.LOGGED_IN)
    # alice invites bob to resume, bob's session joins on its own, the match goes on where it was
    await fake_fibs.wait_for_command("alice", r"^invite bob$")
    await fake_fibs.wait_for_command("bob", r"^join alice$")
    await fake_fibs.wait_until(lambda: fake_fibs.match_of("alice") is match)
    assert match.position == position and match.state.score == score
    assert new_client.received.index("invite bob") < new_client.received.index("tell bob sorry, my line dropped")
    await rec["bob"].wait_for_message(lambda m: m == "12 alice sorry, my line dropped")
    await rec["alice"].wait_for_message(lambda m: m == "You are now playing with bob. Your running match was loaded."
                                        or m == "bob has joined you. Your running match was loaded.")
    assert sessions["bob"].resuming_with is None and sessions["alice"].resuming_with is None

    states = [s for s in rec["alice"].states if s.status is Status.RECONNECTING]
    assert [s.attempt for s in states] == sorted(s.attempt for s in states)
    assert states[0].error.startswith("The connection to the server was lost")

    await play_until(fake_fibs, sessions, match, lambda: match.phase == "over")
    winner = match.players[match.winner]
    await rec["alice"].wait_for_message(lambda m: m.endswith("wins the 1 point match 1-0 .")
                                        or m == "You win the 1 point match 1-0 .")
    assert fake_fibs.accounts[winner].rating == 1504.0


async def test_watching_is_restored_after_a_reconnect(fake_fibs, make_session):
    sessions, rec = await login_all(make_session, "alice", "bob", "carol")
    sessions["carol"].send("watch alice")
    await fake_fibs.wait_until(lambda: fake_fibs.client("carol").watching == "alice")
    fake_fibs.drop("carol")
    await fake_fibs.wait_until(lambda: (c := fake_fibs.client("carol")) and c.watching == "alice")
    assert fake_fibs.client("carol").received.count("watch alice") == 1


async def test_reconnect_gives_up_when_the_password_no_longer_works(fake_fibs, make_session):
    sessions, rec = await login_all(make_session, "alice")
    fake_fibs.accounts["alice"].password = "changed"
    fake_fibs.drop("alice")
    await rec["alice"].wait_for(lambda: sessions["alice"].state.status is Status.OFFLINE)
    assert "wrong name or password" in sessions["alice"].state.error
    count = len(fake_fibs.connections)
    await asyncio.sleep(0.3)
    assert len(fake_fibs.connections) == count
    await rec["alice"].wait_for(lambda: rec["alice"]._task.done())  # the message stream ended


async def test_garbage_from_the_server_never_breaks_the_session(fake_fibs, make_session):
    import random

    sessions, rec = await login_all(make_session, "alice")
    await rec["alice"].wait_for_message(lambda m: m == "** Will send rawboards after rolling.")
    rng = random.Random(7)
    client = fake_fibs.client("alice")
    for _ in range(200):
        client.push_raw(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64))))
    client.push_raw(bytes((255,)) + b"\xfa" + b"unterminated subnegotiation" + bytes((255, 240)))
    client.push_raw(b"\r\n12 bob still here\r\n")
    await rec["alice"].wait_for_message(lambda m: m.endswith("12 bob still here"))
    assert sessions["alice"].state.status is Status.LOGGED_IN
    sessions["alice"].send("who alice")
    await fake_fibs.wait_for_command("alice", "^who alice$")
