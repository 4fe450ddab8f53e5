"""Keepalive, the send queue, transcripts of whole sessions, the state value."""

from __future__ import annotations

import asyncio

import pytest

from fibsgui.session import ConnectionState, NotConnected, Observable, Stage, Status, clean_command
from fibsgui.session.transcript import REDACTED


async def test_idle_session_sends_keepalive_and_hides_the_answer(fake_fibs, make_session):
    session, rec = make_session(keepalive_interval=0.3)
    await session.login("alice", "alice_pw")
    rec.start()
    await fake_fibs.wait_for_command("alice", r"^time$", timeout=3.0)
    client = fake_fibs.client("alice")
    await fake_fibs.wait_until(lambda: any("UTC )" in line for line in client.sent))
    await asyncio.sleep(0.1)
    assert not any("UTC )" in m for m in rec.messages)  # the keepalive's answer is swallowed
    # it goes on while idle
    start = client.received.count("time")
    await fake_fibs.wait_until(lambda: client.received.count("time") > start, timeout=3.0)


async def test_activity_postpones_the_keepalive(fake_fibs, make_session):
    session, rec = make_session(keepalive_interval=0.6)
    await session.login("alice", "alice_pw")
    rec.start()
    for _ in range(12):
        session.send("who alice")
        await asyncio.sleep(0.1)
    assert "time" not in fake_fibs.client("alice").received


async def test_the_users_own_time_command_is_answered(fake_fibs, make_session):
    session, rec = make_session(keepalive_interval=60)
    await session.login("alice", "alice_pw")
    rec.start()
    session.send("time")
    await rec.wait_for_message(lambda m: m.endswith("UTC )"))


async def test_commands_go_out_in_order(fake_fibs, make_session):
    session, _ = make_session()
    await session.login("alice", "alice_pw")
    commands = [f"tell bob line {i}" for i in range(50)]
    for command in commands:
        session.send(command)
    await fake_fibs.wait_for_command("alice", r"^tell bob line 49$")
    received = [line for line in fake_fibs.client("alice").received if line.startswith("tell bob")]
    assert received == commands


def test_clean_command_keeps_one_line():
    assert clean_command("tell bob hi\nbye") == "tell bob hi bye"
    assert clean_command("shout a\r\nb\rc\x00\x07\x1b[2J  ") == "shout a b c[2J"
    assert clean_command("kibitz tab\there") == "kibitz tab\there"


async def test_send_while_offline_is_refused(make_session):
    session, _ = make_session()
    with pytest.raises(NotConnected):
        session.send("who")


async def test_transcript_of_registration_and_login_has_no_password(fake_fibs, make_session, log_dir):
    session, _ = make_session()
    await session.create_account("newbie", "pa55word")
    session.send("tell newbie pa55word is my password")  # even the user's own slip is scrubbed
    await fake_fibs.wait_for_command("newbie", r"^tell newbie")
    await session.logout()
    files = sorted(log_dir.iterdir())
    assert len(files) == 1  # registration and login are one session
    text = files[0].read_text(encoding="utf-8")
    assert "pa55word" not in text
    sent = [line.split(" ", 3)[3] for line in text.splitlines() if line.split(" ", 3)[2] == ">"]
    assert sent[:5] == ["guest", "name newbie", REDACTED, REDACTED, "bye"]
    assert sent[5] == f"login {session.client_name} 1008 newbie {REDACTED}"
    assert f"tell newbie {REDACTED} is my password" in sent
    assert sent[-1] == "bye"
    assert "? Please give your password: " in text  # prompts are recorded too
    assert "< 1 newbie " in text


async def test_transcripts_go_to_the_platform_log_dir_by_default(fake_fibs, monkeypatch, tmp_path):
    from fibsgui.session import FibsSession

    monkeypatch.setenv("FIBSGUI_HOME", str(tmp_path / "home"))
    session = FibsSession(fake_fibs.host, fake_fibs.port, parse=str, keepalive_interval=0)
    await session.login("alice", "alice_pw")
    path = session.transcript_path
    await session.logout()
    assert path is not None and path.parent == tmp_path / "home" / "log"
    assert "alice_pw" not in path.read_text()


async def test_state_listener_and_describe(fake_fibs, make_session):
    session, rec = make_session()
    seen: list[str] = []
    unsubscribe = session.add_state_listener(lambda s: seen.append(s.describe()))
    await session.login("alice", "alice_pw")
    where = f"{fake_fibs.host}:{fake_fibs.port}"
    assert seen == [f"Connecting to {where}",
                    f"Connected to {where}: waiting for the login prompt",
                    f"Logging in to {where}",
                    f"Logged in as alice on {where}"]
    unsubscribe()
    await session.logout()
    assert len(seen) == 4
    assert rec.states[-1].describe() == "Offline"


def test_reconnecting_state_text():
    state = ConnectionState(Status.RECONNECTING, "fibs.com", 4321, "alice", attempt=2, retry_in=8,
                            error="The connection to the server was lost.")
    assert state.describe() == "Reconnecting in 8 s: The connection to the server was lost."


def test_observable_isolates_a_broken_listener():
    value = Observable(1)
    got = []
    value.subscribe(lambda v: 1 / 0)
    value.subscribe(got.append)
    value.set(2)
    value.set(2)  # no change, no call
    assert got == [2] and value.value == 2


async def test_reconnect_countdown_and_attempts(fake_fibs, make_session):
    session, rec = make_session(backoff_initial=0.6, backoff_factor=2.0, backoff_max=5)
    await session.login("alice", "alice_pw")
    fake_fibs.refuse_connections = True
    fake_fibs.drop("alice")
    await rec.wait_for(lambda: any(s.status is Status.RECONNECTING and s.attempt == 2 for s in rec.states))
    assert "closed the connection" in session.state.error  # why attempt 1 failed
    countdown = [s.retry_in for s in rec.states if s.status is Status.RECONNECTING and s.attempt == 1]
    assert countdown == [1]  # 0.6 s: "1 s", then the attempt
    fake_fibs.refuse_connections = False
    await rec.wait_for(lambda: session.state.status is Status.LOGGED_IN, timeout=10)
    assert [s.attempt for s in rec.states
            if s.status is Status.CONNECTING and s.stage is Stage.OPENING] == [0, 1, 2]
    second = [s.retry_in for s in rec.states if s.status is Status.RECONNECTING and s.attempt == 2]
    assert second == [2, 1]  # 1.2 s: "2 s", "1 s"


async def test_a_line_the_session_cannot_handle_costs_only_itself(fake_fibs, make_session, monkeypatch):
    session, recorder = make_session(parse=str)
    await session.login("alice", "alice_pw")
    recorder.start()
    observe = session._observe

    def fragile(text: str) -> None:  # a fault in the session's own look at one line
        if "poison" in text:
            raise ValueError("cannot handle this line")
        observe(text)

    monkeypatch.setattr(session, "_observe", fragile)
    fake_fibs.push("alice", "12 bob poison")
    fake_fibs.push("alice", "12 bob the next line")
    await recorder.wait_for(lambda: "12 bob the next line" in recorder.messages)
    assert "12 bob poison" not in recorder.messages
    assert session.state.status is Status.LOGGED_IN
    await session.close()
