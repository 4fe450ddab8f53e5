"""Servers that do not behave: silent, garbage, refusing, missing; the stages of a connection
attempt, cancelling one, and the end of reconnecting (given up, or the login refused again)."""

from __future__ import annotations

import asyncio

import pytest

from fibsgui.session import Cancelled, ConnectFailed, Fault, FibsSession, Stage, Status
from tests.fakefibs import DeafListener, SilentServer


def session_for(server, log_dir, **options) -> tuple[FibsSession, list]:
    settings = dict(parse=str, transcript_dir=log_dir, keepalive_interval=0, connect_timeout=2.0,
                    login_timeout=0.6)
    settings.update(options)
    session = FibsSession(server.host, server.port, **settings)
    states: list = []
    session.add_state_listener(states.append)
    return session, states


async def test_a_server_that_accepts_and_never_speaks_is_described_as_that(log_dir):
    async with SilentServer() as server:
        session, states = session_for(server, log_dir)
        with pytest.raises(ConnectFailed) as caught:
            await session.login("alice", "alice_pw")
        error = caught.value
        assert error.fault is Fault.SILENT and error.received == 0
        assert f"{server.host}:{server.port} accepted the connection but sent nothing in 0.6 s" in str(error)
        assert "Cannot connect" not in str(error)
        assert session.state.status is Status.OFFLINE
        assert session.state.fault is Fault.SILENT and session.state.error == str(error)
        # the user saw the attempt go from connecting to waiting for the prompt
        assert [s.stage for s in states if s.status is Status.CONNECTING] == [Stage.OPENING,
                                                                              Stage.WAITING_PROMPT]
        # and the socket was closed: the server sees the end of the connection, no login line
        await server.wait_until(lambda: server.closed == 1)
        assert server.connections == 1 and bytes(server.received[0]) == b""


@pytest.mark.parametrize("garbage", [b"\x00\x01\xfe garbage\x1b[2J", b"HTTP/1.1 400 Bad Request\r\n\r\n",
                                     bytes([255, 251, 1]) + b"lo"])
async def test_a_server_that_sends_garbage_and_then_nothing(log_dir, garbage):
    async with SilentServer(garbage) as server:
        session, _ = session_for(server, log_dir)
        with pytest.raises(ConnectFailed) as caught:
            await session.login("alice", "alice_pw")
        error = caught.value
        assert error.fault is Fault.NO_PROMPT and error.received == len(garbage)
        assert f"accepted the connection and sent {len(garbage)} bytes, but no login prompt" in str(error)
        await server.wait_until(lambda: server.closed == 1)
        assert bytes(server.received[0]) == b""  # no password went to a server that is not FIBS


async def test_a_server_that_prompts_and_then_ignores_the_login(log_dir):
    async with SilentServer(b"login: ") as server:
        session, states = session_for(server, log_dir)
        with pytest.raises(ConnectFailed) as caught:
            await session.login("alice", "alice_pw")
        assert caught.value.fault is Fault.NO_WELCOME
        assert "accepted the connection and the login, but did not answer the login" in str(caught.value)
        assert [s.stage for s in states if s.status is Status.CONNECTING] == [
            Stage.OPENING, Stage.WAITING_PROMPT, Stage.LOGGING_IN]


async def test_nobody_listening_is_refused(unused_tcp_port, log_dir):
    session = FibsSession("127.0.0.1", unused_tcp_port, parse=str, transcript_dir=log_dir)
    with pytest.raises(ConnectFailed) as caught:
        await session.login("alice", "alice_pw")
    assert caught.value.fault is Fault.REFUSED
    assert "refused" in str(caught.value) and "accepted" not in str(caught.value)
    assert session.state.fault is Fault.REFUSED


async def test_a_name_that_does_not_resolve_is_host_not_found(log_dir):
    session = FibsSession("no-such-host.invalid", 4321, parse=str, transcript_dir=log_dir,
                          connect_timeout=5.0)
    with pytest.raises(ConnectFailed) as caught:
        await session.login("alice", "alice_pw")
    assert caught.value.fault is Fault.HOST_NOT_FOUND
    assert "'no-such-host.invalid' was not found" in str(caught.value)


async def test_no_answer_to_the_request_to_connect_is_a_timeout(log_dir):
    with DeafListener() as deaf:
        session, states = session_for(deaf, log_dir, connect_timeout=0.4)
        with pytest.raises(ConnectFailed) as caught:
            await session.login("alice", "alice_pw")
        assert caught.value.fault is Fault.TIMEOUT and "within 0.4 s" in str(caught.value)
        assert session.state.status is Status.OFFLINE and session.state.fault is Fault.TIMEOUT
        # it never came further than asking for the connection
        assert [s.stage for s in states if s.status is Status.CONNECTING] == [Stage.OPENING]


async def test_cancel_while_the_request_to_connect_is_unanswered(log_dir):
    with DeafListener() as deaf:
        session, states = session_for(deaf, log_dir, connect_timeout=30)
        login = asyncio.ensure_future(session.login("alice", "alice_pw"))
        while session.state.stage is not Stage.OPENING:
            await asyncio.sleep(0.01)
        await session.close()
        with pytest.raises(Cancelled):
            await asyncio.wait_for(login, 2)
        assert session.state.status is Status.OFFLINE and session.state.error is None


@pytest.mark.parametrize("greeting, stage", [(b"", Stage.WAITING_PROMPT), (b"login: ", Stage.LOGGING_IN)])
async def test_a_connection_reset_before_the_login_is_done_is_a_reset(log_dir, greeting, stage):
    async with SilentServer(greeting, reset=True) as server:
        session, states = session_for(server, log_dir)
        with pytest.raises(ConnectFailed) as caught:
            await session.login("alice", "alice_pw")
        assert caught.value.fault is Fault.RESET and "broke" in str(caught.value)
        assert session.state.status is Status.OFFLINE and session.state.fault is Fault.RESET
        assert [s.stage for s in states if s.status is Status.CONNECTING][-1] is stage


async def test_a_server_closing_before_the_prompt_is_closed_not_reset(log_dir):
    async with SilentServer() as server:
        session, _ = session_for(server, log_dir, login_timeout=5)
        login = asyncio.ensure_future(session.login("alice", "alice_pw"))
        await server.wait_until(lambda: server.connections == 1)
        await server.close()  # ends the connection with a plain close
        with pytest.raises(ConnectFailed) as caught:
            await asyncio.wait_for(login, 3)
        assert caught.value.fault is Fault.CLOSED and "closed the connection before the login prompt" in str(
            caught.value)


async def test_cancel_while_waiting_for_a_silent_server_closes_the_socket(log_dir):
    async with SilentServer() as server:
        session, states = session_for(server, log_dir, login_timeout=30)
        login = asyncio.ensure_future(session.login("alice", "alice_pw"))
        await server.wait_until(lambda: session.state.stage is Stage.WAITING_PROMPT)
        await session.close()
        with pytest.raises(Cancelled):
            await asyncio.wait_for(login, 2)
        assert session.state.status is Status.OFFLINE and session.state.error is None
        await server.wait_until(lambda: server.closed == 1, timeout=2)
        assert bytes(server.received[0]) == b""


async def test_reconnecting_is_given_up_after_the_last_attempt(fake_fibs, make_session):
    session, rec = make_session(max_reconnect_attempts=3)
    await session.login("alice", "alice_pw")
    rec.start()
    fake_fibs.refuse_connections = True
    fake_fibs.drop("alice")
    await rec.wait_for(lambda: session.state.status is Status.OFFLINE, timeout=10)
    state = session.state
    assert state.fault is Fault.GAVE_UP
    assert "gave up after 3 attempts" in state.error and "closed the connection" in state.error
    assert [s.attempt for s in rec.states if s.status is Status.RECONNECTING][-1] == 3
    assert len(fake_fibs.connections) == 1  # the three attempts were closed at once
    await rec.wait_for(lambda: rec._task.done())  # the message stream ended
    await asyncio.sleep(0.5)  # longer than any backoff: no fourth attempt
    assert session.state.status is Status.OFFLINE


async def test_a_refused_login_after_a_drop_ends_the_session(fake_fibs, make_session):
    session, rec = make_session()
    await session.login("alice", "alice_pw")
    rec.start()
    fake_fibs.accounts["alice"].password = "changed elsewhere"
    fake_fibs.drop("alice")
    await rec.wait_for(lambda: session.state.status is Status.OFFLINE, timeout=10)
    assert session.state.fault is Fault.LOGIN_REFUSED
    assert "lost, and logging in again failed" in session.state.error
    assert "wrong name or password" in session.state.error
    await asyncio.sleep(0.3)
    assert len(fake_fibs.connections) == 2  # one refused attempt, nothing after it


async def test_every_stage_of_a_reconnect_is_shown(fake_fibs, make_session):
    session, rec = make_session()
    await session.login("alice", "alice_pw")
    rec.start()
    first = len(rec.states)
    fake_fibs.drop("alice")
    await fake_fibs.wait_until(lambda: len(fake_fibs.online()) == 1 and len(fake_fibs.connections) == 2)
    await rec.wait_for(lambda: session.state.status is Status.LOGGED_IN)
    seen = [(s.status, s.stage, s.fault) for s in rec.states[first:]]
    assert seen[0] == (Status.RECONNECTING, None, Fault.LOST)
    assert seen[-4:] == [(Status.CONNECTING, Stage.OPENING, Fault.LOST),
                         (Status.CONNECTING, Stage.WAITING_PROMPT, Fault.LOST),
                         (Status.CONNECTING, Stage.LOGGING_IN, Fault.LOST),
                         (Status.LOGGED_IN, None, None)]
