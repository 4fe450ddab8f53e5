"""BgammonSession against the fake bgammon.org server: login, guests, registration, keepalive,
whole games played with commands, spectators, chat, drops and rejoins, hostile servers."""

from __future__ import annotations

import asyncio
import itertools

import pytest

from fibsgui import __version__
from fibsgui.bgammon import commands
from fibsgui.bgammon.events import (
    BoardEvent,
    Failed,
    Joined,
    Left,
    Malformed,
    MatchList,
    Notice,
    Ping,
    Say,
    SettingsEvent,
    TextLine,
    UnknownEvent,
    Welcome,
    Win,
)
from fibsgui.bgammon.session import BgammonSession
from fibsgui.session import (
    Cancelled,
    ConnectFailed,
    Fault,
    LoginFailed,
    NotConnected,
    RegistrationError,
    RegistrationProblem,
    Status,
)
from tests.fakefibs import SilentServer


_markers = itertools.count(1)


async def sync(session: BgammonSession, rec, *lines: str, timeout: float = 5.0):
    """Send ``lines`` and then a marker (a made-up command, which the server answers with the
    notice ``Unknown command: <it>``); once that answer is in, every event the commands caused
    has arrived. Returns the latest game state the session has seen."""
    for line in lines:
        session.send(line)
    marker = f"marker{next(_markers)}"
    session.send(marker)
    answer = await rec.wait_event(Notice, lambda e: e.message == f"Unknown command: {marker}",
                                  timeout=timeout)
    boards = [e for e in rec.events[: rec.events.index(answer)] if isinstance(e, BoardEvent)]
    return boards[-1].game if boards else None


async def seated_match(fake_bgammon, make_session, points: int):
    """alice (player 1 on the server) creates a match of ``points``, bob joins."""
    fake_bgammon.creator_seat = 1
    alice, ra = make_session()
    bob, rb = make_session()
    await alice.login("alice", "alice pw")
    await bob.login("bob", "bob_pw")
    await sync(alice, ra, commands.create(points))
    await sync(bob, rb, commands.join("alice"))
    await sync(alice, ra)
    return (alice, ra), (bob, rb)


# -- login ----------------------------------------------------------------------------------------
async def test_login_sends_loginjson_and_delivers_every_event(fake_bgammon, make_session, tmp_path):
    session, rec = make_session(language="de")
    info = await session.login("alice", "alice pw")
    assert (info.name, info.guest) == ("alice", False)
    assert session.state.status is Status.LOGGED_IN and session.user == "alice"
    client = await fake_bgammon.wait_for_login("alice")
    assert client.received[0] == f"loginjson fibsgui-{__version__}/de alice alice_pw"
    await rec.wait_event(Notice, lambda e: "Welcome to the bgammon test server" in e.message)
    kinds = [type(e) for e in rec.events]
    assert kinds[:4] == [TextLine, Welcome, SettingsEvent, MatchList]  # hello, then the login's events
    assert rec.events[1].player_name == "alice"
    # the password, in either spelling, never reaches the transcript
    await session.logout()
    text = "".join(p.read_text() for p in (tmp_path / "logs").glob("bgammon-session-*.log"))
    assert "loginjson" in text and "********" in text
    assert "alice pw" not in text and "alice_pw" not in text


async def test_wrong_password_is_refused_with_the_servers_words(fake_bgammon, make_session):
    session, rec = make_session()
    with pytest.raises(LoginFailed) as caught:
        await session.login("alice", "wrong")
    assert "No account was found" in str(caught.value)
    assert caught.value.fault is Fault.LOGIN_REFUSED
    state = session.state
    assert state.status is Status.OFFLINE and state.fault is Fault.LOGIN_REFUSED
    assert "No account was found" in state.error
    await rec.wait_for(lambda: rec.ended)
    with pytest.raises(NotConnected):
        session.send("list")


async def test_guest_logins(fake_bgammon, make_session):
    first, _ = make_session()
    info = await first.login_guest()
    assert info.name == "Guest_1" and info.guest
    second, _ = make_session()
    info = await second.login_guest("zed")
    assert info.name == "Guest_zed"
    client = await fake_bgammon.wait_for_login("Guest_zed")
    assert client.received[0] == f"loginjson fibsgui-{__version__}/en zed"


async def test_register_logs_in_and_a_taken_name_is_said(fake_bgammon, make_session):
    session, rec = make_session()
    info = await session.register("dora@example.org", "dora", "dora pw")
    assert info.name == "dora" and session.state.status is Status.LOGGED_IN
    assert fake_bgammon.accounts["dora"].password == "dora_pw"
    client = await fake_bgammon.wait_for_login("dora")
    assert client.received[0] == f"registerjson fibsgui-{__version__}/en dora@example.org dora dora_pw"
    await session.logout()
    assert session.state.status is Status.OFFLINE and session.state.error is None

    again, _ = make_session()
    with pytest.raises(RegistrationError) as caught:
        await again.register("x@example.org", "bob", "whatever")
    assert caught.value.problem is RegistrationProblem.NAME_TAKEN
    assert "taken" in caught.value.server_text
    assert again.state.status is Status.OFFLINE and again.state.fault is Fault.LOGIN_REFUSED


async def test_register_without_login_logs_out(fake_bgammon, make_session):
    session, _ = make_session()
    assert await session.register("eve@example.org", "eve", "eve_pw", login=False) is None
    assert session.state.status is Status.OFFLINE and session.state.error is None
    client = fake_bgammon.connections[-1]
    await fake_bgammon.wait_until(lambda: client.closed)
    assert client.received[-1] == "disconnect"


# -- keeping the connection ----------------------------------------------------------------------
async def test_pings_are_answered_and_keep_the_connection(fake_bgammon, make_session):
    session, rec = make_session()  # no keepalive of its own: only the pongs keep it
    await session.login("bob", "bob_pw")
    await rec.wait_event(Ping, timeout=2.0)
    await fake_bgammon.wait_for_command("bob", r"^pong 1$", timeout=2.0)
    await asyncio.sleep(1.5)  # longer than the server's idle timeout (1 s)
    assert session.state.status is Status.LOGGED_IN
    assert fake_bgammon.client("bob") is fake_bgammon.connections[0]  # never dropped
    assert not rec.of(Notice, 0) or all("terminated" not in e.message for e in rec.of(Notice))


async def test_keepalive_writes_when_there_are_no_pings(make_session):
    from tests.fakebgammon import FakeBgammon

    async with FakeBgammon(ping_interval=60, idle_timeout=0.6, terminate_delay=0.05) as server:
        server.add_account("bob", "bob_pw")
        session, rec = make_session(server, keepalive_interval=0.2)
        await session.login("bob", "bob_pw")
        await server.wait_for_command("bob", r"^pong keepalive$", timeout=2.0)
        await asyncio.sleep(1.0)
        assert session.state.status is Status.LOGGED_IN
        assert len(server.connections) == 1
        await session.close()


async def test_a_silent_client_is_dropped_and_says_why(make_session):
    from tests.fakebgammon import FakeBgammon

    async with FakeBgammon(ping_interval=60, idle_timeout=0.3, terminate_delay=0.05) as server:
        server.add_account("bob", "bob_pw")
        session, rec = make_session(server, reconnect=False)
        await session.login("bob", "bob_pw")
        await rec.wait_for(lambda: session.state.status is Status.OFFLINE, timeout=3.0)
        assert session.state.fault is Fault.LOST
        notice = await rec.wait_event(Notice, lambda e: e.message.startswith("Connection terminated"))
        assert "timed out" in notice.message


# -- playing --------------------------------------------------------------------------------------
def mirrored(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Whether two players' boards show the same position from the two sides."""
    return (all(a[p] == -b[25 - p] for p in range(1, 25))
            and a[0] == -b[25] and a[25] == -b[0] and a[26] == -b[27] and a[27] == -b[26])


async def test_a_whole_one_point_match_with_roll_move_and_ok(fake_bgammon, make_session):
    (alice, ra), (bob, rb) = await seated_match(fake_bgammon, make_session, 1)
    players = {"alice": (alice, ra), "bob": (bob, rb)}
    joined = await rb.wait_event(Joined)
    assert (joined.player, joined.player_number) == ("bob", 1)
    await ra.wait_event(Joined, lambda e: e.player == "bob" and e.player_number == 2)
    fake_bgammon.set_dice(5, 2)  # alice opens with 5-2
    ga = await sync(alice, ra, commands.roll())
    gb = await sync(bob, rb, commands.roll())
    ga = await sync(alice, ra)
    assert ga.turn == 1 and gb.turn == 2 and ga.dice[:2] == gb.dice[:2] == (5, 2)
    steps = 0
    for _ in range(2000):
        ga, gb = await sync(alice, ra), await sync(bob, rb)
        assert mirrored(ga.board, gb.board), (ga.board, gb.board)
        assert ga.player1.name == "alice" and gb.player1.name == "bob"
        if ga.winner:
            break
        name, game = ("alice", ga) if ga.turn == 1 else ("bob", gb)
        session, rec = players[name]
        position = game.position()
        assert position is not None
        if game.dice[0] == 0:
            await sync(session, rec, commands.roll())
        elif game.available:
            await sync(session, rec, commands.move([game.available[0]]))
            steps += 1
        else:
            await sync(session, rec, commands.ok())
    else:
        pytest.fail("the match did not end")
    assert steps > 20
    win = await ra.wait_event(Win)
    assert win.player in ("alice", "bob") and win.points in (1, 2, 3)
    winner = win.player
    mine = ga if winner == "alice" else gb
    theirs = gb if winner == "alice" else ga
    assert mine.winner == 1 and theirs.winner == 2
    assert mine.board[0] == 15 and mine.player1.points == win.points
    assert not rb.of(Failed) and not ra.of(Failed)


async def test_a_double_taken_in_a_three_point_match_then_a_resignation(fake_bgammon, make_session):
    (alice, ra), (bob, rb) = await seated_match(fake_bgammon, make_session, 3)
    fake_bgammon.set_dice(3, 1)
    await sync(alice, ra, commands.roll())
    await sync(bob, rb, commands.roll())
    ga = await sync(alice, ra, commands.move([(8, 5)]), commands.move([(6, 5)]))
    assert ga.board[5] == 2 and ga.moves == ((8, 5), (6, 5))
    await sync(alice, ra, commands.ok())
    gb = await sync(bob, rb, commands.double())
    assert gb.double_offered and gb.turn == 2  # alice must answer
    ga = await sync(alice, ra)
    assert ga.double_offered and ga.turn == 1
    ga = await sync(alice, ra, commands.ok())  # take
    assert (ga.double_value, ga.double_player, ga.double_offered) == (2, 1, False)
    gb = await sync(bob, rb)
    assert (gb.double_value, gb.double_player, gb.turn) == (2, 2, 1)
    # bob, on roll, resigns: his back checkers still in alice's home board make it a backgammon
    start = len(ra.events)
    await sync(bob, rb, commands.resign())
    win = await ra.wait_event(Win, start=start)
    assert (win.player, win.points, win.resigned) == ("alice", 6, "bob")
    ga = await sync(alice, ra)
    assert ga.winner == 1 and ga.player1.points == 6


async def test_failed_move_and_failed_ok_come_back_as_events(fake_bgammon, make_session):
    (alice, ra), (bob, rb) = await seated_match(fake_bgammon, make_session, 1)
    fake_bgammon.set_dice(6, 4)
    await sync(alice, ra, commands.roll())
    await sync(bob, rb, commands.roll())
    start = len(ra.events)
    await sync(alice, ra, commands.move([(6, 5)]))  # a 1 with 6-4
    refused = [e for e in ra.events[start:] if type(e).__name__ == "FailedMove"]
    assert refused and refused[0].reason == "Illegal move." and (refused[0].from_, refused[0].to) == (6, 5)
    await sync(alice, ra, commands.ok())
    failed = ra.of(Failed, start)
    assert failed and failed[0].kind == "ok" and "legal moves are available" in failed[0].reason


async def test_a_spectator_and_chat(fake_bgammon, make_session):
    (alice, ra), (bob, rb) = await seated_match(fake_bgammon, make_session, 1)
    carol, rc = make_session()
    await carol.login("carol", "carol_pw")
    game_id = fake_bgammon.game_of("alice").id
    gc = await sync(carol, rc, commands.join(game_id))
    assert gc.spectating and gc.player1.name == "alice" and gc.player2.name == "bob"
    await sync(alice, ra, commands.say("good luck, have fun"))
    heard = await rb.wait_event(Say)
    assert (heard.player, heard.message) == ("alice", "good luck, have fun")
    seen = await rc.wait_event(Say)
    assert (seen.player, seen.message) == ("alice", "good luck, have fun")
    start = len(rc.events)
    await sync(carol, rc, commands.roll())
    assert any("spectating" in e.message for e in rc.of(Notice, start))


# -- drops and reconnects -------------------------------------------------------------------------
async def test_a_dropped_player_reconnects_and_is_back_in_the_match(fake_bgammon, make_session):
    (alice, ra), (bob, rb) = await seated_match(fake_bgammon, make_session, 3)
    fake_bgammon.set_dice(3, 1)
    await sync(alice, ra, commands.roll())
    await sync(bob, rb, commands.roll())
    await sync(alice, ra, commands.move([(8, 5)]))
    start_a, start_b = len(ra.events), len(rb.events)
    fake_bgammon.drop("alice")
    await rb.wait_event(Left, lambda e: e.player == "alice", start=start_b)
    joined = await ra.wait_event(Joined, start=start_a)
    assert joined.player == "alice" and joined.player_number == 1
    board = await ra.wait_event(BoardEvent, start=start_a)
    assert board.game.moves == ((8, 5),) and board.game.board[5] == 1 and board.game.turn == 1
    await rb.wait_event(Joined, lambda e: e.player == "alice" and e.player_number == 2, start=start_b)
    statuses = [s.status for s in ra.states]
    assert Status.RECONNECTING in statuses and statuses[-1] is Status.LOGGED_IN
    assert any(s.fault is Fault.LOST for s in ra.states if s.status is Status.RECONNECTING)
    # the game goes on where it was
    ga = await sync(alice, ra, commands.move([(6, 5)]), commands.ok())
    assert ga.turn == 2 and ga.board[5] == 2
    assert not ra.ended


async def test_gives_up_after_the_reconnect_attempts(fake_bgammon, make_session):
    session, rec = make_session(max_reconnect_attempts=2)
    await session.login("alice", "alice pw")
    fake_bgammon.refuse_connections = True
    fake_bgammon.drop("alice")
    await rec.wait_for(lambda: session.state.status is Status.OFFLINE, timeout=5.0)
    assert session.state.fault is Fault.GAVE_UP
    await rec.wait_for(lambda: rec.ended)


async def test_logout_sends_disconnect_and_ends_the_stream(fake_bgammon, make_session):
    session, rec = make_session()
    await session.login("alice", "alice pw")
    client = await fake_bgammon.wait_for_login("alice")
    await session.logout()
    assert session.state.status is Status.OFFLINE and session.state.error is None
    assert client.received[-1] == "disconnect"
    await rec.wait_for(lambda: rec.ended)
    await fake_bgammon.wait_until(lambda: client.closed)


# -- hostile servers and lines --------------------------------------------------------------------
async def test_a_silent_server_times_out_with_the_right_fault(make_session):
    async with SilentServer() as silent:
        session, _ = make_session(silent, login_timeout=0.3)
        with pytest.raises(ConnectFailed) as caught:
            await session.login("alice", "alice pw")
        assert caught.value.fault is Fault.SILENT
        assert session.state.fault is Fault.SILENT
        # what it did receive: the login line
        assert bytes(silent.received[0]).startswith(b"loginjson ")
    async with SilentServer(b"hello there\n") as talker:
        session, rec = make_session(talker, login_timeout=0.3)
        with pytest.raises(ConnectFailed) as caught:
            await session.login("alice", "alice pw")
        assert caught.value.fault is Fault.NO_WELCOME
        assert rec.of(TextLine) and rec.of(TextLine)[0].text == "hello there"


async def test_a_closed_connection_during_login_is_said(fake_bgammon, make_session):
    fake_bgammon.refuse_connections = True
    session, _ = make_session()
    with pytest.raises(ConnectFailed) as caught:
        await session.login("alice", "alice pw")
    assert caught.value.fault is Fault.CLOSED


async def test_a_connection_reset_during_login_is_a_reset(make_session):
    async with SilentServer(reset=True) as server:
        session, _ = make_session(server)
        with pytest.raises(ConnectFailed) as caught:
            await session.login("alice", "alice pw")
        assert caught.value.fault is Fault.RESET and session.state.fault is Fault.RESET


async def test_a_refusal_keeps_the_servers_words_apart(fake_bgammon, make_session):
    fake_bgammon.add_account("alice", "alice pw")
    session, _ = make_session()
    with pytest.raises(LoginFailed) as caught:
        await session.login("alice", "wrong")
    assert caught.value.words.startswith("No account was found with the provided username and password.")
    assert str(caught.value) == f"The server refused the login: {caught.value.words}"


async def test_close_cancels_a_login_in_progress(make_session):
    async with SilentServer() as silent:
        session, _ = make_session(silent, login_timeout=10)
        task = asyncio.get_running_loop().create_task(session.login("alice", "alice pw"))
        await silent.wait_until(lambda: silent.connections == 1)
        await session.close()
        with pytest.raises(Cancelled):
            await task
        assert session.state.status is Status.OFFLINE and session.state.error is None


async def test_malformed_lines_and_unknown_events_do_not_stop_the_session(fake_bgammon, make_session):
    session, rec = make_session()
    await session.login("alice", "alice pw")
    await sync(session, rec)  # the login's events are in
    start = len(rec.events)
    fake_bgammon.push("alice", '{"Type": "board", "Board": "nonsense"')
    fake_bgammon.push("alice", '{"Type":"fireworks","Player":"","Colour":"red"}')
    fake_bgammon.push_raw("alice", b"{" + b"x" * 70_000 + b"\n")
    fake_bgammon.push_raw("alice", b"\xff\xfe not utf-8 \n")
    fake_bgammon.send_event("alice", "notice", Message="still here")
    await rec.wait_event(Notice, lambda e: e.message == "still here", start=start)
    seen = rec.events[start:]
    assert isinstance(seen[0], Malformed)
    assert isinstance(seen[1], UnknownEvent) and seen[1].type == "fireworks"
    assert isinstance(seen[2], Malformed) and "70001 bytes" in seen[2].reason
    assert isinstance(seen[3], TextLine)
    assert session.state.status is Status.LOGGED_IN
    # and commands still go through
    await sync(session, rec, commands.list_matches())
