"""Passwords in the operating system's keyring (never in fibsgui's own files).

Where no keyring backend exists (a bare Linux box without Secret Service, for example),
:func:`keyring_available` is false and the login dialog asks for the password each time.
"""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)

SERVICE = "fibsgui"


def _account(host: str, port: int, name: str) -> str:
    return f"{name}@{host}:{port}"


def _backend():
    try:
        import keyring
        from keyring.backends import fail, null
    except Exception:  # keyring missing or broken: behave as "no keyring"
        return None
    try:
        backend = keyring.get_keyring()
    except Exception:
        return None
    if isinstance(backend, (fail.Keyring, null.Keyring)):
        return None
    return backend


def keyring_available() -> bool:
    return _backend() is not None


def load_password(host: str, port: int, name: str) -> str | None:
    backend = _backend()
    if backend is None or not name:
        return None
    try:
        return backend.get_password(SERVICE, _account(host, port, name))
    except Exception as exc:  # a locked or failing keyring must not stop a login
        log.warning("could not read the password from the keyring: %s", type(exc).__name__)
        return None


def save_password(host: str, port: int, name: str, password: str) -> bool:
    """Store the password; returns False (and stores nothing) if no keyring can take it."""
    backend = _backend()
    if backend is None or not name:
        return False
    try:
        backend.set_password(SERVICE, _account(host, port, name), password)
        return True
    except Exception as exc:
        log.warning("could not store the password in the keyring: %s", type(exc).__name__)
        return False


def forget_password(host: str, port: int, name: str) -> None:
    backend = _backend()
    if backend is None or not name:
        return
    try:
        backend.delete_password(SERVICE, _account(host, port, name))
    except Exception:
        pass
