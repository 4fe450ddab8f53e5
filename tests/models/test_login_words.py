"""Why a login failed, in words for the player: every kind of fault and error the sessions raise
(and the system's own errors) becomes sentences naming the server, never Python's text of an
exception such as "[Errno 111] Connect call failed ('127.0.0.1', 4321)"."""

from __future__ import annotations

import errno

import pytest

from fibsgui.models.online import fault_text, login_error_text
from fibsgui.session import (
    Cancelled,
    ConnectFailed,
    Fault,
    LoginFailed,
    NotConnected,
    RegistrationError,
    RegistrationProblem,
)

PYTHON_WORDS = ("Errno", "Connect call failed", "Error(", "('", "Exception", "Traceback", "\n")

ERRORS = [
    *(ConnectFailed("Cannot connect to fibs.com:4321: [Errno 111] Connect call failed ('1.2.3.4', 4321)", fault)
      for fault in Fault),
    ConnectFailed("The server closed the connection during the registration."),  # no fault known
    LoginFailed("The server refused the login as 'alice': wrong name or password."),
    *(RegistrationError(problem, "alice", "Name already taken, sorry.") for problem in RegistrationProblem),
    NotConnected("the session is busy: Connecting to fibs.com:4321"),
    ConnectionRefusedError(errno.ECONNREFUSED, "Connect call failed ('127.0.0.1', 4321)"),
    ConnectionResetError(errno.ECONNRESET, "Connection reset by peer"),
    OSError(errno.ENOSPC, "No space left on device"),
    OSError("[Errno 111] Connect call failed ('127.0.0.1', 4321)"),
    ValueError("invalid literal for int() with base 10: 'x'"),
]


def test_the_example_of_a_server_that_does_not_answer():
    error = ConnectFailed("Cannot connect to fibs.com:4321: no answer within 20 s.", Fault.TIMEOUT)
    assert login_error_text(error, "alice", "fibs.com", 4321) == (
        "fibs.com did not answer on port 4321. Check your connection or try again later.")


@pytest.mark.parametrize("error", ERRORS, ids=lambda e: f"{type(e).__name__}-{getattr(e, 'fault', '')}"
                         f"{getattr(e, 'problem', '')}")
def test_no_failure_is_told_in_pythons_words(error):
    text = login_error_text(error, "alice", "fibs.com", 4321)
    assert text and text[-1] in ".?", text
    assert not any(word in text for word in PYTHON_WORDS), text


@pytest.mark.parametrize("fault", [f for f in Fault if f not in (Fault.LOGIN_REFUSED, Fault.LOST, Fault.GAVE_UP,
                                                                  Fault.QUICK_DROPS)])
def test_every_fault_of_a_connection_attempt_names_the_server_and_the_port(fault):
    text = fault_text(fault, "fibs.example", 4000)
    assert "fibs.example" in text
    if fault is not Fault.HOST_NOT_FOUND:  # a name not found has no port to speak of
        assert "4000" in text


@pytest.mark.parametrize("error, words", [
    (ConnectFailed("x", Fault.REFUSED), "fibs.com refused the connection on port 4321"),
    (ConnectFailed("x", Fault.HOST_NOT_FOUND), "The server name fibs.com was not found."),
    (ConnectFailed("x", Fault.RESET), "The connection to fibs.com on port 4321 broke before the login was done."),
    (ConnectFailed("x", Fault.CLOSED), "fibs.com closed the connection on port 4321 before the login was done."),
    (LoginFailed("x"), "The server refused the login as alice: wrong name or password."),
    (RegistrationError(RegistrationProblem.NAME_TAKEN, "alice"), "The name alice is already taken."),
    (ConnectionResetError(errno.ECONNRESET, "Connection reset by peer"),
     "The login to fibs.com did not work: Connection reset by peer."),
])
def test_each_kind_of_failure_has_its_own_words(error, words):
    assert words in login_error_text(error, "alice", "fibs.com", 4321)


def test_faults_that_are_not_known_have_no_words_and_a_cancel_is_no_failure():
    assert fault_text(None, "fibs.com", 4321) == ""
    assert login_error_text(Cancelled("Cancelled."), "alice", "fibs.com", 4321) == ""
