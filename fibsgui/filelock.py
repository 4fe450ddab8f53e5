"""Locks on open files, held by the operating system for as long as the file stays open. No Qt.

A lock taken here is the process's until it closes the file or ends, however it ends: a copy of
fibsgui killed outright leaves no lock behind (nothing stale to clear by hand). On POSIX it is
``flock`` (each open of a file is locked on its own, also twice in one process); on Windows
``msvcrt.locking`` of one byte far beyond the end of any record, so that readers of the file are
never held up by it.
"""

from __future__ import annotations

import os
from typing import BinaryIO

if os.name == "nt":  # pragma: no cover - Windows only
    import msvcrt

    _FAR = 0x7FFF_FFF0  # a byte no file of fibsgui reaches

    def try_lock(handle: BinaryIO) -> bool:
        """Lock the open file ``handle`` for this process alone; False when another holds it."""
        position = handle.tell()
        try:
            handle.seek(_FAR)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
        finally:
            handle.seek(position)

else:
    import errno
    import fcntl

    def try_lock(handle: BinaryIO) -> bool:
        """Lock the open file ``handle`` for this process alone; False when another holds it."""
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError as exc:
            if exc.errno in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                return False
            if exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS):
                return True  # a file system without locks (some network mounts): nothing to hold
            raise
