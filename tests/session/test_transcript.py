"""Session transcripts: what is written, what is redacted, how old files go away."""

from __future__ import annotations

import itertools

from fibsgui.session.transcript import REDACTED, Transcript, redact_login_line


def make(tmp_path, **kw) -> Transcript:
    ticks = itertools.count(1_700_000_000, 1.5)
    return Transcript(tmp_path, clock=lambda: next(ticks), **kw)


def test_login_line_password_is_redacted():
    assert redact_login_line("login fibsgui_0.1.0 1008 alice s3cr3t pw") == \
        f"login fibsgui_0.1.0 1008 alice {REDACTED}"
    assert redact_login_line("tell alice login is easy") == "tell alice login is easy"


def test_transcript_records_both_directions_and_redacts(tmp_path):
    t = make(tmp_path)
    path = t.open()
    t.add_secret("hunter22")
    t.received("login: ")
    t.sent("login fibsgui_0.1.0 1008 alice hunter22")
    t.sent("hunter22", secret=True)
    t.received("** Unknown command: 'hunter22'")  # the server echoing a misplaced password
    t.received("12 bob hi alice")
    t.event("dropped; reconnecting in 2 s")
    t.close()
    text = path.read_text(encoding="utf-8")
    assert "hunter22" not in text
    lines = text.splitlines()
    assert [line.split(" ", 3)[2:] for line in lines] == [
        ["<", "login: "],
        [">", f"login fibsgui_0.1.0 1008 alice {REDACTED}"],
        [">", REDACTED],
        ["<", f"** Unknown command: '{REDACTED}'"],
        ["<", "12 bob hi alice"],
        ["*", "dropped; reconnecting in 2 s"],
    ]
    assert lines[0].startswith("2023-11-1")  # a local timestamp of the injected clock


def test_keeps_only_the_newest_files(tmp_path):
    paths = []
    for _ in range(5):
        t = make(tmp_path, keep=3)
        paths.append(t.open())
        t.received("x")
        t.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths[-3:])


def test_size_limit_continues_in_a_new_part(tmp_path):
    t = make(tmp_path, keep=10, max_bytes=200)
    first = t.open()
    for i in range(20):
        t.received(f"5 player{i} - - 1 0 1500.00 10 0 1700000000 localhost - -")
    t.close()
    files = t.files()
    assert files[0] == first
    assert len(files) > 3
    assert files[1].name == first.name.replace(".log", "-2.log")
    total = "".join(f.read_text() for f in files)
    assert [line.split()[4] for line in total.splitlines()] == [f"player{i}" for i in range(20)]


def test_rotation_by_parts_counts_against_keep(tmp_path):
    t = make(tmp_path, keep=2, max_bytes=100)
    t.open()
    for i in range(10):
        t.received("y" * 60)
    t.close()
    assert len(t.files()) == 2


def test_writing_after_close_is_ignored(tmp_path):
    t = make(tmp_path)
    path = t.open()
    t.close()
    t.received("late")
    assert path.read_text() == ""
    assert not t.is_open and t.path is None


def test_two_transcripts_in_the_same_instant_get_distinct_files(tmp_path):
    a = Transcript(tmp_path, clock=lambda: 1_700_000_000.0)
    b = Transcript(tmp_path, clock=lambda: 1_700_000_000.0)
    assert a.open() != b.open()
    a.close()
    b.close()


# -- a transcript that cannot be written --------------------------------------------------------------
import asyncio  # noqa: E402
import errno  # noqa: E402
import os  # noqa: E402

import pytest  # noqa: E402

from fibsgui.session import Status  # noqa: E402
from tests.diskkit import full_disk, tmpfs  # noqa: E402


class FailingFile:
    """A transcript file on a disk that takes ``room`` characters and then fails like a full one."""

    def __init__(self, handle, room: int = 0) -> None:
        self.handle, self.room, self.buffer = handle, room, ""
        self.name = handle.name

    def write(self, text):
        self.buffer += text
        return len(text)

    def flush(self):
        if len(self.buffer) > self.room:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        self.handle.write(self.buffer)
        self.handle.flush()
        self.room -= len(self.buffer)
        self.buffer = ""

    def close(self):
        try:
            self.flush()
        finally:
            self.handle.close()


def failing_transcript(tmp_path, monkeypatch, room: int = 0) -> Transcript:
    t = make(tmp_path)
    real_start = t._start

    def start(stem, part):
        real_start(stem, part)
        t._file = FailingFile(t._file, room)

    monkeypatch.setattr(t, "_start", start)
    return t


def test_a_full_disk_stops_the_transcript_without_raising(tmp_path, monkeypatch):
    t = failing_transcript(tmp_path, monkeypatch, room=60)
    path = t.open()
    t.received("12 bob first")  # fits
    t.hold = True
    for n in range(100):
        t.received(f"13 carol shout {n}")  # held back: the failure comes with the flush
    t.flush()
    assert t.error is not None and t.error.errno == errno.ENOSPC and not t.is_open
    t.received("later")
    t.sent("shout hi")
    t.event("still going")
    t.flush()
    t.close()
    assert path.read_text().endswith(" < 12 bob first\n")


def test_a_failure_while_closing_is_not_raised(tmp_path, monkeypatch):
    t = failing_transcript(tmp_path, monkeypatch, room=0)
    t.open()
    t.hold = True
    t.received("held in the buffer")
    t.close()  # the buffer goes out now, and fails
    assert t.error.errno == errno.ENOSPC
    assert list(tmp_path.iterdir()) == []  # no empty transcript left behind


def test_a_transcript_on_a_full_disk_for_real(tmp_path):
    with full_disk(tmp_path / "disk") as disk:
        t = Transcript(disk / "log")
        t.open()
        for n in range(200):
            t.received(f"13 carol shout number {n} " + "x" * 40)
        t.close()
        assert t.error.errno == errno.ENOSPC
        assert [p.name for p in (disk / "log").iterdir()] == []


def test_a_transcript_folder_that_cannot_be_made(tmp_path):
    (tmp_path / "log").write_text("a file")
    t = Transcript(tmp_path / "log")
    with pytest.raises(OSError):
        t.open()
    assert t.error is not None
    t.received("ignored")  # not open: nothing, and no exception
    t.close()


async def test_the_session_reads_on_when_its_transcript_fails(fake_fibs, make_session, tmp_path):
    with full_disk(tmp_path / "disk") as disk:
        session, recorder = make_session(transcript_dir=disk / "log", parse=str)
        await session.login("alice", "alice_pw")
        recorder.start()
        for n in range(150):
            fake_fibs.push("alice", f"13 bob shout {n} " + "y" * 60)
        await recorder.wait_for(lambda: any(m == "13 bob shout 149 " + "y" * 60 for m in recorder.messages))
        assert session._transcript.error.errno == errno.ENOSPC
        fake_fibs.push("alice", "12 bob after the failure")
        await recorder.wait_for(lambda: "12 bob after the failure" in recorder.messages)
        assert session.state.status is Status.LOGGED_IN
        await session.close()
        await asyncio.sleep(0)
