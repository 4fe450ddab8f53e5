"""Logging in and out, account creation and the connection state, against the fake server."""

from __future__ import annotations

import asyncio

import pytest

from fibsgui.session import (
    ConnectFailed,
    Fault,
    FibsSession,
    LoginFailed,
    NotConnected,
    RegistrationError,
    RegistrationProblem,
    Stage,
    Status,
    default_client_name,
)



async def test_login_success_delivers_the_login_burst_and_makes_the_settings(fake_fibs, make_session):
    fake_fibs.add_users(250)
    fake_fibs.accounts["alice"].toggles.update(moreboards=False, autoboard=True, bell=True, ready=True)
    fake_fibs.accounts["alice"].boardstyle = 1
    session, rec = make_session()
    info = await session.login("alice", "alice_pw")
    rec.start()

    assert info.name == "alice"
    assert info.toggles["bell"] is True and info.toggles["moreboards"] is False
    assert info.adjusted == ("set boardstyle 3", "toggle moreboards")
    assert session.state.status is Status.LOGGED_IN and session.state.user == "alice"
    assert [(s.status, s.stage) for s in rec.states] == [
        (Status.CONNECTING, Stage.OPENING), (Status.CONNECTING, Stage.WAITING_PROMPT),
        (Status.CONNECTING, Stage.LOGGING_IN), (Status.LOGGED_IN, None)]

    client = await fake_fibs.wait_for_login("alice")
    assert client.received[0] == f"login {default_client_name()} 1008 alice alice_pw"
    await fake_fibs.wait_for_command("alice", r"^toggle moreboards$")
    account = fake_fibs.accounts["alice"]
    await fake_fibs.wait_until(lambda: account.boardstyle == 3)
    # only what the client needs was changed
    assert account.toggles["moreboards"] is True
    assert account.toggles["bell"] is True and account.toggles["ready"] is True
    assert not any(line.startswith("toggle") and line != "toggle moreboards" for line in client.received)

    # the whole login burst arrives: own info, MOTD, 250 + 1 who lines, the end marker
    await rec.wait_for(lambda: "** Will send rawboards after rolling." in rec.messages)
    lines = rec.messages
    assert lines[0].startswith("1 alice ")
    assert lines[1].startswith("2 alice 1 1 0 0 0 1 ")
    assert lines[2] == "3" and "4" in lines
    who = [line for line in lines if line.startswith("5 ")]
    assert len(who) == 251 and who[-1].startswith("5 alice - - 1 0 1500.00 ")
    assert "6" in lines
    assert session.own_info["moreboards"] is False  # as the login showed it


async def test_wrong_password_is_a_clear_error_and_no_reconnect(fake_fibs, make_session):
    session, rec = make_session()
    with pytest.raises(LoginFailed, match="wrong name or password"):
        await session.login("alice", "wrong")
    assert session.state.status is Status.OFFLINE
    assert "wrong name or password" in session.state.error
    await asyncio.sleep(0.3)  # longer than the backoff: nothing may try again
    assert len(fake_fibs.connections) == 1
    assert [(s.status, s.stage) for s in rec.states] == [
        (Status.CONNECTING, Stage.OPENING), (Status.CONNECTING, Stage.WAITING_PROMPT),
        (Status.CONNECTING, Stage.LOGGING_IN), (Status.OFFLINE, None)]
    assert session.state.fault is Fault.LOGIN_REFUSED
    # the message stream of a failed login is empty and ends
    assert [m async for m in session.messages()] == []


async def test_unknown_user_is_refused_the_same_way(make_session):
    session, _ = make_session()
    with pytest.raises(LoginFailed):
        await session.login("nobody", "whatever")


async def test_credentials_with_spaces_are_refused_before_connecting(fake_fibs, make_session):
    session, _ = make_session()
    with pytest.raises(LoginFailed, match="password without spaces"):
        await session.login("alice", "two words")
    assert fake_fibs.connections == []


async def test_nobody_listening_is_connect_failed(unused_tcp_port, log_dir):
    session = FibsSession("127.0.0.1", unused_tcp_port, transcript_dir=log_dir, parse=str,
                          connect_timeout=2.0)
    with pytest.raises(ConnectFailed, match="Cannot connect"):
        await session.login("alice", "alice_pw")
    assert session.state.status is Status.OFFLINE


async def test_server_closing_before_the_prompt_is_connect_failed(fake_fibs, make_session):
    fake_fibs.refuse_connections = True
    session, _ = make_session()
    with pytest.raises(ConnectFailed, match="closed the connection"):
        await session.login("alice", "alice_pw")


async def test_second_login_while_connected_is_refused(make_session):
    session, _ = make_session()
    await session.login("alice", "alice_pw")
    with pytest.raises(NotConnected):
        await session.login("alice", "alice_pw")


async def test_logout_sends_bye_ends_the_stream_and_does_not_reconnect(fake_fibs, make_session):
    session, rec = make_session()
    await session.login("alice", "alice_pw")
    rec.start()
    session.send("shout hello")
    await session.logout()
    assert session.state.status is Status.OFFLINE and session.state.error is None
    client = fake_fibs.connections[0]
    assert client.received[-2:] == ["shout hello", "bye"]  # queued commands first, then bye
    await rec.wait_for(lambda: rec._task.done())
    assert "Goodbye." in rec.messages
    await asyncio.sleep(0.3)
    assert len(fake_fibs.connections) == 1
    with pytest.raises(NotConnected):
        session.send("who")
    assert [s.status for s in rec.states][-2:] == [Status.LOGGING_OUT, Status.OFFLINE]


async def test_close_cancels_without_reconnecting(fake_fibs, make_session):
    session, rec = make_session()
    await session.login("alice", "alice_pw")
    await session.close()
    assert session.state.status is Status.OFFLINE
    await fake_fibs.wait_for_logout("alice")
    await asyncio.sleep(0.3)
    assert len(fake_fibs.connections) == 1


async def test_login_again_after_logout(fake_fibs, make_session):
    session, rec = make_session()
    await session.login("alice", "alice_pw")
    await session.logout()
    info = await session.login("alice", "alice_pw")
    assert info.name == "alice" and session.state.status is Status.LOGGED_IN
    messages = session.messages()
    assert (await anext(messages)).startswith("1 alice ")


# -- account creation -------------------------------------------------------------------------

async def test_create_account_then_log_in(fake_fibs, make_session):
    session, rec = make_session()
    info = await session.create_account("newbie", "s3cret")
    assert info is not None and info.name == "newbie"
    assert fake_fibs.accounts["newbie"].password == "s3cret"
    assert session.state.status is Status.LOGGED_IN
    guest, clip = fake_fibs.connections
    assert guest.received == ["guest", "name newbie", "s3cret", "s3cret", "bye"]
    assert clip.received[0].endswith(" 1008 newbie s3cret")
    # the account was created with boardstyle 1: the session set it to 3 after logging in
    await fake_fibs.wait_until(lambda: fake_fibs.accounts["newbie"].boardstyle == 3)


async def test_create_account_without_login(fake_fibs, make_session):
    session, _ = make_session()
    assert await session.create_account("lurker", "s3cret", login=False) is None
    assert session.state.status is Status.OFFLINE
    assert "lurker" in fake_fibs.accounts and len(fake_fibs.connections) == 1


@pytest.mark.parametrize("name, password, problem", [
    ("bad name", "s3cret", RegistrationProblem.INVALID_NAME),
    ("digits2", "s3cret", RegistrationProblem.INVALID_NAME),
    ("", "s3cret", RegistrationProblem.INVALID_NAME),
    ("okname", "", RegistrationProblem.NO_PASSWORD),
    ("okname", "abc", RegistrationProblem.PASSWORD_TOO_SHORT),
    ("okname", "has space", RegistrationProblem.INVALID_PASSWORD),
])
async def test_create_account_checks_locally_first(fake_fibs, make_session, name, password, problem):
    session, _ = make_session()
    with pytest.raises(RegistrationError) as caught:
        await session.create_account(name, password)
    assert caught.value.problem is problem
    assert fake_fibs.connections == []


@pytest.mark.parametrize("name", ["alice", "guest"])
async def test_create_account_name_taken(fake_fibs, make_session, name):
    session, _ = make_session()
    with pytest.raises(RegistrationError, match="already used") as caught:
        await session.create_account(name, "s3cret")
    assert caught.value.problem is RegistrationProblem.NAME_TAKEN
    assert "already used by someone else" in caught.value.server_text
    assert session.state.status is Status.OFFLINE and "already used" in session.state.error
    await fake_fibs.wait_until(lambda: fake_fibs.connections[0].mode == "closed")
    assert fake_fibs.connections[0].received == ["guest", f"name {name}", "bye"]


async def test_create_account_server_side_name_rule(fake_fibs, make_session):
    import re
    fake_fibs.name_rule = re.compile(r"^[a-z]+$")  # stricter than the spec
    session, _ = make_session()
    with pytest.raises(RegistrationError) as caught:
        await session.create_account("Under_score", "s3cret")
    assert caught.value.problem is RegistrationProblem.INVALID_NAME
    assert "may only contain letters" in caught.value.server_text


async def test_create_account_server_side_password_length(fake_fibs, make_session):
    fake_fibs.min_password_length = 8
    session, _ = make_session()
    with pytest.raises(RegistrationError) as caught:
        await session.create_account("shorty", "abcdef")
    assert caught.value.problem is RegistrationProblem.PASSWORD_TOO_SHORT
    assert "shorty" not in fake_fibs.accounts


@pytest.mark.parametrize("stage, garbled, problem", [
    ("password1", "", RegistrationProblem.NO_PASSWORD),
    ("password2", "different", RegistrationProblem.PASSWORDS_DIFFER),
])
async def test_create_account_garbled_passwords(fake_fibs, make_session, stage, garbled, problem):
    fake_fibs.guest_input_filter = lambda s, text: garbled if s == stage else text
    session, _ = make_session()
    with pytest.raises(RegistrationError) as caught:
        await session.create_account("garbled", "s3cret")
    assert caught.value.problem is problem
    assert "garbled" not in fake_fibs.accounts


async def test_create_account_site_refused(fake_fibs, make_session):
    fake_fibs.guest_refusal = "Your site is not allowed to create new accounts."
    session, _ = make_session()
    with pytest.raises(RegistrationError) as caught:
        await session.create_account("someone", "s3cret")
    assert caught.value.problem is RegistrationProblem.SITE_REFUSED


async def test_close_cancels_a_login_in_progress(log_dir):
    from fibsgui.session import Cancelled

    async def silent(reader, writer):  # accepts, never prompts
        await reader.read()

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        session = FibsSession("127.0.0.1", port, parse=str, transcript_dir=log_dir, login_timeout=30)
        login = asyncio.ensure_future(session.login("alice", "alice_pw"))
        await asyncio.sleep(0.1)
        assert session.state.status is Status.CONNECTING
        await session.close()
        with pytest.raises(Cancelled):
            await asyncio.wait_for(login, 2)
        assert session.state.status is Status.OFFLINE and session.state.error is None
    finally:
        server.close()
        await server.wait_closed()


async def test_quick_drops_after_login_end_in_offline(fake_fibs, make_session):
    # two clients on one account would throw each other out for ever: the session gives up
    session, rec = make_session(max_quick_drops=3)
    await session.login("alice", "alice_pw")
    for _ in range(3):
        client = await fake_fibs.wait_for_login("alice")
        await fake_fibs.wait_for_command("alice", "^set boardstyle 3$")
        client.drop()
        await fake_fibs.wait_until(lambda: client.mode == "closed")
    await rec.wait_for(lambda: session.state.status is Status.OFFLINE)
    assert "logged in somewhere else" in session.state.error
    assert len(fake_fibs.connections) == 3
