"""Failing disks for tests: a real tmpfs (full, or read-only) where the machine lets the tests
mount one, else the test is skipped (each such case also has a test with a simulated OSError)."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def tmpfs(path: Path, size: str = "64k", *, read_only: bool = False) -> Iterator[Path]:
    """A tmpfs of ``size`` mounted at ``path`` (made if needed), unmounted afterwards."""
    path.mkdir(parents=True, exist_ok=True)
    if shutil.which("mount") is None:
        pytest.skip("no mount command here")
    options = f"size={size},mode=0777" + (",ro" if read_only else "")
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "fibsgui-test", str(path)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {result.stderr.strip()}")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], capture_output=True)


def fill(folder: Path) -> None:
    """Take every free byte of the file system that holds ``folder``."""
    for name, size in (("filler", 4096), ("crumbs", 1)):
        fd = os.open(folder / name, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            while True:
                os.write(fd, b"\0" * size)
        except OSError as exc:
            assert exc.errno == errno.ENOSPC, exc
        finally:
            os.close(fd)


@contextmanager
def full_disk(path: Path) -> Iterator[Path]:
    """A folder on a real file system that is full (a tmpfs of 64 KiB filled to the brim)."""
    with tmpfs(path) as folder:
        fill(folder)
        yield folder
