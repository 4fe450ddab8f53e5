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
