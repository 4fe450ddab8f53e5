"""One running copy of fibsgui per user data folder.

Two copies on the same data folder would both go on with the same practice match, roll the same
dice and write the same records. The first copy holds a lock of the operating system on
``fibsgui.lock`` in the data folder (:mod:`fibsgui.filelock`: let go when the process ends, however
it ends, so a copy killed outright blocks no later start) and listens on a loopback port it writes
into that file, with its process id and a random token. A second start finds the lock held, asks
the first copy through that port to bring its window forward, and ends; when the first copy does
not answer, it says why in words.

Plain sockets (QtNetwork is not part of the bundles); the first copy hears them through a
``QSocketNotifier`` of Qt's event loop. :func:`claim` and :func:`forward` are Qt-free.
"""

from __future__ import annotations

import logging
import os
import secrets
import socket
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO

from fibsgui.filelock import try_lock

log = logging.getLogger(__name__)

LOCK_NAME = "fibsgui.lock"
# What a second start asks, and what the first answers.
REQUEST = b"bring forward\n"
ANSWER = b"brought forward\n"
# How long a second start waits for the first copy's answer (it may be starting up itself).
WAIT_S = 10.0

_held: list[BinaryIO] = []  # the lock, held as long as the process runs


class Claim:
    """What :func:`claim` found: ``first`` (this copy holds the folder, or no lock could be had:
    it runs alone as before), the ``folder``, the ``owner`` process's id written in the lock
    (a second start), and a ``problem`` in words when the lock file could not be used."""

    def __init__(self, folder: Path, first: bool, owner: str = "", problem: str = "") -> None:
        self.folder = folder
        self.first = first
        self.owner = owner
        self.problem = problem


def claim(folder: Path) -> Claim:
    """Take the data folder ``folder`` for this process, if no other copy holds it."""
    path = Path(folder) / LOCK_NAME
    try:
        handle = open(path, "a+b", opener=lambda name, flags: os.open(name, flags, 0o600))
    except OSError as exc:
        # a folder that cannot be written: the start goes on (the window says the folder cannot
        # be written), without the guard; the problem goes to the log once there is one
        return Claim(Path(folder), True, problem=f"cannot lock {path}: {exc.strerror or exc}")
    try:
        if not try_lock(handle):
            handle.close()
            return Claim(Path(folder), False, owner=_read_lock(path)[0])
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n".encode("ascii"))
        handle.flush()
    except OSError as exc:
        handle.close()
        return Claim(Path(folder), True, problem=f"cannot lock {path}: {exc.strerror or exc}")
    _held.append(handle)
    return Claim(Path(folder), True)


def _read_lock(path: Path) -> tuple[str, int, str]:
    """The process id, port and token the first copy wrote in its lock file (port 0: none yet)."""
    try:
        with open(path, "rb") as handle:
            words = handle.read(200).decode("ascii", "replace").split()
    except OSError:
        return "", 0, ""
    pid = words[0] if words and words[0].isdigit() else ""
    port = int(words[1]) if len(words) > 2 and words[1].isdigit() and 0 < int(words[1]) < 65536 else 0
    return pid, port, words[2] if port else ""


class Listener:
    """The first copy's ear: a second start's request brings the window forward (``bring``)."""

    def __init__(self, folder: Path, bring: Callable[[], None], parent: Any = None) -> None:
        from PySide6.QtCore import QSocketNotifier

        self.bring = bring
        self.token = secrets.token_hex(16)
        self.server: socket.socket | None = None
        self.notifier: Any = None
        if not _held:
            return  # no lock held (a folder that cannot be written): nobody can find this copy
        try:
            server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            server.bind(("127.0.0.1", 0))
            server.listen(4)
            server.setblocking(False)
            handle = _held[-1]
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()} {server.getsockname()[1]} {self.token}\n".encode("ascii"))
            handle.flush()
        except OSError as exc:
            log.warning("cannot listen for other starts: %s", exc)
            return
        self.server = server
        self.notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, parent)
        self.notifier.activated.connect(self._accept)

    def _accept(self, *_: object) -> None:
        try:
            connection, _address = self.server.accept()
        except OSError:
            return
        with connection:
            try:
                connection.settimeout(1.0)
                line = connection.recv(256)
                if line != f"{self.token} ".encode("ascii") + REQUEST:
                    return  # not one of ours
                log.info("another start on this data folder: the window is brought forward")
                try:
                    self.bring()
                finally:
                    connection.sendall(ANSWER)
            except OSError:
                pass

    def close(self) -> None:
        if self.notifier is not None:
            self.notifier.setEnabled(False)
        if self.server is not None:
            self.server.close()
            self.server = None


def forward(folder: Path, wait_s: float | None = None) -> str:
    """Ask the copy that holds ``folder`` to bring its window forward: ``""`` when it did, else
    why not, in words (for the message of :func:`fibsgui.app.already_running`)."""
    from PySide6.QtCore import QCoreApplication

    path = Path(folder) / LOCK_NAME
    deadline = time.monotonic() + (WAIT_S if wait_s is None else wait_s)
    while True:
        _pid, port, token = _read_lock(path)
        if port:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1.0) as connection:
                    connection.settimeout(max(1.0, deadline - time.monotonic()))
                    connection.sendall(f"{token} ".encode("ascii") + REQUEST)
                    answer = b""
                    while not answer.endswith(b"\n") and len(answer) < 256:
                        part = connection.recv(256)
                        if not part:
                            break
                        answer += part
                if answer == ANSWER:
                    return ""
                reason = QCoreApplication.translate("instance", "it did not answer")
            except OSError:
                reason = QCoreApplication.translate("instance", "it did not answer")
        else:
            reason = QCoreApplication.translate("instance", "it does not listen for other starts")
        if time.monotonic() >= deadline:
            return reason
        time.sleep(0.2)
