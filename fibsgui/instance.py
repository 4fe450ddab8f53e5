"""One running copy of fibsgui per user data folder.

Two copies on the same data folder would both go on with the same practice match, roll the same
dice and write the same records. The first copy holds a lock of the operating system on
``fibsgui.lock`` in the data folder (:mod:`fibsgui.filelock`: let go when the process ends, however
it ends, so a copy killed outright blocks no later start) and listens on a local socket named from
the folder. A second start finds the lock held, asks the first copy through that socket to bring
its window forward, and ends; when the first copy does not answer, it says why in words.

:func:`claim` is Qt-free (it runs before Qt is loaded); :class:`Listener` and :func:`forward`
use QtNetwork's local sockets.
"""

from __future__ import annotations

import getpass
import hashlib
import logging
import os
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


def server_name(folder: Path) -> str:
    """The local socket's name for the data folder ``folder`` (and this user)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError, ImportError):
        user = str(os.getuid()) if hasattr(os, "getuid") else ""
    try:
        where = str(Path(folder).resolve())
    except OSError:
        where = str(folder)
    digest = hashlib.sha256(f"{user}\0{where}".encode("utf-8", "surrogatepass")).hexdigest()[:20]
    return f"fibsgui-{digest}"


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
        handle = open(path, "a+b")
    except OSError as exc:
        # a folder that cannot be written: the start goes on (the window says the folder cannot
        # be written), without the guard
        log.warning("cannot lock %s: %s", path, exc)
        return Claim(Path(folder), True, problem=exc.strerror or str(exc))
    try:
        if not try_lock(handle):
            handle.seek(0)
            owner = handle.read(64).decode("ascii", "replace").strip()
            handle.close()
            return Claim(Path(folder), False, owner=owner if owner.isdigit() else "")
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n".encode("ascii"))
        handle.flush()
    except OSError as exc:
        handle.close()
        log.warning("cannot lock %s: %s", path, exc)
        return Claim(Path(folder), True, problem=exc.strerror or str(exc))
    _held.append(handle)
    return Claim(Path(folder), True)


class Listener:
    """The first copy's ear: a second start's request brings the window forward (``bring``)."""

    def __init__(self, folder: Path, bring: Callable[[], None], parent: Any = None) -> None:
        from PySide6.QtNetwork import QLocalServer

        self.bring = bring
        self.name = server_name(folder)
        self.server = QLocalServer(parent)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # a socket left behind by a copy that was killed: this copy holds the lock, nobody else
        # listens on it
        QLocalServer.removeServer(self.name)
        if not self.server.listen(self.name):
            log.warning("cannot listen for other starts: %s", self.server.errorString())
        self.server.newConnection.connect(self._connected)

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: Any) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > 256:
                socket.abort()  # not one of ours
            return
        line = bytes(socket.readLine(256))
        if line == REQUEST:
            log.info("another start on this data folder: the window is brought forward")
            try:
                self.bring()
            finally:
                socket.write(ANSWER)
                socket.flush()
                socket.disconnectFromServer()
        else:
            socket.abort()


def forward(folder: Path, wait_s: float | None = None) -> str:
    """Ask the copy that holds ``folder`` to bring its window forward: ``""`` when it did, else
    why not, in words (for the message of :func:`fibsgui.app.already_running`)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtNetwork import QLocalSocket

    name = server_name(folder)
    deadline = time.monotonic() + (WAIT_S if wait_s is None else wait_s)
    reason = ""
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(1000):
            socket.write(REQUEST)
            socket.flush()
            answer = b""
            while time.monotonic() < deadline and not answer.endswith(b"\n"):
                if socket.bytesAvailable() or socket.waitForReadyRead(200):
                    answer += bytes(socket.readAll())
                elif socket.state() == QLocalSocket.LocalSocketState.UnconnectedState:
                    break
            socket.abort()
            if answer == ANSWER:
                return ""
            reason = QCoreApplication.translate("instance", "it did not answer")
        else:
            reason = QCoreApplication.translate("instance", "it does not listen for other starts")
            socket.abort()
        if time.monotonic() >= deadline:
            return reason
        time.sleep(0.2)
