"""Passwords go to the keyring only, and a missing keyring is reported, not worked around."""

import keyring
import pytest
from keyring.backend import KeyringBackend

from fibsgui import credentials


class MemoryKeyring(KeyringBackend):
    priority = 1

    def __init__(self):
        super().__init__()
        self.store = {}

    def get_password(self, service, username):
        return self.store.get((service, username))

    def set_password(self, service, username, password):
        self.store[(service, username)] = password

    def delete_password(self, service, username):
        self.store.pop((service, username), None)


@pytest.fixture
def memory_keyring():
    previous = keyring.get_keyring()
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    yield ring
    keyring.set_keyring(previous)


def test_round_trip_through_the_keyring(memory_keyring, tmp_path, monkeypatch):
    monkeypatch.setenv("FIBSGUI_HOME", str(tmp_path))
    assert credentials.keyring_available()
    assert credentials.save_password("fibs.com", 4321, "alice", "s3cret!")
    assert credentials.load_password("fibs.com", 4321, "alice") == "s3cret!"
    assert credentials.load_password("fibs.com", 4321, "bob") is None
    credentials.forget_password("fibs.com", 4321, "alice")
    assert credentials.load_password("fibs.com", 4321, "alice") is None
    # nothing of it lands in fibsgui's own files
    assert not any("s3cret" in p.read_text(errors="ignore") for p in tmp_path.rglob("*") if p.is_file())


def test_no_keyring_means_nothing_is_stored():
    from keyring.backends import fail
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        assert not credentials.keyring_available()
        assert credentials.save_password("fibs.com", 4321, "alice", "pw") is False
        assert credentials.load_password("fibs.com", 4321, "alice") is None
    finally:
        keyring.set_keyring(previous)
