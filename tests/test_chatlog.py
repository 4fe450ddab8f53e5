from fibsgui.chatlog import ChatHistory, ChatLine, tell_channel


def test_history_is_kept_per_account_and_channel(tmp_path):
    alice = ChatHistory("alice", tmp_path)
    alice.append(ChatLine("shout", "shout", "bob", "hello <b>all</b>", when=1.0))
    alice.append(ChatLine(tell_channel("bob"), "tell", "alice", "hi bob", own=True, when=2.0))
    with open(alice._file("shout"), "a") as handle:
        handle.write("{broken json\n")
    alice.append(ChatLine("shout", "shout", "carol", "line\nbreak", when=3.0))
    again = ChatHistory("alice", tmp_path)
    assert [(l.sender, l.text) for l in again.load("shout")] == [("bob", "hello <b>all</b>"), ("carol", "line\nbreak")]
    assert again.load(tell_channel("bob"))[0].own
    assert again.channels() == ["shout", "tell-bob"]
    assert ChatHistory("bob", tmp_path).load("shout") == []
    for hostile in ("../../etc", "..", ""):
        assert ChatHistory(hostile, tmp_path).folder.resolve().is_relative_to(tmp_path.resolve() / "accounts")


# -- every character, cut records, failing disks ------------------------------------------------------
import errno  # noqa: E402
import json  # noqa: E402

import pytest  # noqa: E402

from fibsgui import chatlog  # noqa: E402
from tests.diskkit import full_disk  # noqa: E402

BREAKERS = "next\x85line\u2028sep\u2029par\x0bvt\x0cff\x1cfs\x1dgs\x1ers\r\n"


def test_lines_with_unicode_line_breaks_are_written_and_read_back(tmp_path):
    history = ChatHistory("alice", tmp_path)
    history.append(ChatLine("shout", "shout", "bob", BREAKERS, when=1.0))
    history.append(ChatLine("shout", "shout", "carol", "after", when=2.0))
    history.close()
    raw = history._file("shout").read_bytes()
    assert raw.count(b"\n") == 2 and raw.endswith(b"\n")  # one record a line
    for breaker in ("\x85", "\u2028", "\u2029"):
        assert breaker.encode() not in raw  # escaped, so other tools do not split there either
    again = ChatHistory("alice", tmp_path)
    assert [(l.sender, l.text) for l in again.load("shout")] == [("bob", BREAKERS), ("carol", "after")]


def test_a_file_written_with_raw_line_separators_is_read_by_newline_only(tmp_path):
    history = ChatHistory("alice", tmp_path)
    history.folder.mkdir(parents=True)
    record = {"channel": "shout", "kind": "shout", "sender": "bob", "text": "a\u2028b\x85c\u2029d",
              "own": False, "when": 5.0}
    history._file("shout").write_bytes(json.dumps(record, ensure_ascii=False).encode() + b"\n")
    assert [l.text for l in history.load("shout")] == ["a\u2028b\x85c\u2029d"]


def test_a_record_cut_short_costs_only_itself(tmp_path):
    history = ChatHistory("alice", tmp_path)
    history.append(ChatLine("shout", "shout", "bob", "kept before", when=1.0))
    history.close()
    path = history._file("shout")
    with open(path, "ab") as handle:  # power lost in the middle of the next record
        handle.write(b'{"channel": "shout", "kind": "shout", "sender": "carol", "te')
    after = ChatHistory("alice", tmp_path)  # the next start
    after.append(ChatLine("shout", "shout", "dave", "kept after", when=3.0))
    after.close()
    assert [l.text for l in ChatHistory("alice", tmp_path).load("shout")] == ["kept before", "kept after"]
    lines = path.read_bytes().split(b"\n")
    assert lines[1].endswith(b'"te') and json.loads(lines[2])["text"] == "kept after"


def test_a_record_glued_to_a_cut_one_by_an_older_writer_is_found(tmp_path):
    history = ChatHistory("alice", tmp_path)
    history.folder.mkdir(parents=True)
    good = chatlog.encode(ChatLine("shout", "shout", "dave", "glued", when=3.0))
    history._file("shout").write_text('{"channel": "shout", "kind": "sh' + good + "\n", encoding="utf-8")
    assert [l.text for l in history.load("shout")] == ["glued"]


def test_hostile_records_are_skipped_or_kept_without_a_crash(tmp_path):
    history = ChatHistory("alice", tmp_path)
    history.folder.mkdir(parents=True)
    good = {"channel": "shout", "kind": "shout", "sender": "bob", "text": "t", "own": False}
    lines = ["[" * 100_000, "{}", "null", '"text"',
             json.dumps(dict(good, when=1e300)), json.dumps(dict(good, when="nan")),
             json.dumps(dict(good, when=7.0))]
    history._file("shout").write_text("\n".join(lines) + "\n", encoding="utf-8")
    loaded = history.load("shout")
    assert [l.when for l in loaded] == [0.0, 0.0, 7.0]  # the text kept, an impossible time dropped


def test_load_reads_only_the_end_of_a_long_file(tmp_path):
    history = ChatHistory("alice", tmp_path)
    for n in range(3000):
        history.append(ChatLine("shout", "shout", "bob", f"line {n}", when=float(n)))
    history.close()
    assert [l.text for l in history.load("shout", limit=3)] == ["line 2997", "line 2998", "line 2999"]
    path = history._file("shout")
    with open(path, "r+b") as handle:  # a huge last record past the cap: nothing read beyond it
        handle.seek(0, 2)
        handle.write(b"x" * (chatlog.TAIL_CAP + 10) + b"\n")
    assert history.load("shout", limit=3) == []


def _write_fails(monkeypatch, number):
    real_open = open

    class Failing:
        def __init__(self, handle):
            self.handle = handle
            self.closed = False

        def write(self, text):
            raise OSError(number, os.strerror(number))

        def flush(self):
            raise OSError(number, os.strerror(number))

        def close(self):
            self.closed = True
            self.handle.close()
            raise OSError(number, os.strerror(number))

    def failing_open(file, mode="r", *args, **kwargs):
        handle = real_open(file, mode, *args, **kwargs)
        return Failing(handle) if "a" in mode else handle

    monkeypatch.setattr(chatlog, "open", failing_open, raising=False)


import os  # noqa: E402


@pytest.mark.parametrize("number", [errno.ENOSPC, errno.EROFS, errno.EACCES, errno.EIO])
def test_a_history_that_cannot_be_written_says_so_once_and_keeps_the_lines(tmp_path, monkeypatch, number):
    _write_fails(monkeypatch, number)
    problems = []
    history = ChatHistory("alice", tmp_path, on_problem=lambda folder, exc: problems.append((folder, exc.errno)))
    for n in range(150):
        history.append(ChatLine("shout", "shout", "bob", f"line {n}", when=float(n)))
    history.append(ChatLine("tell-bob", "tell", "bob", "hi", when=200.0))
    assert problems == [(history.folder, number)]
    assert not history.saving
    assert [l.text for l in history.load("shout", limit=2)] == ["line 148", "line 149"]
    assert len(history.load("shout")) == 150
    assert history.channels() == ["shout", "tell-bob"]


def test_a_full_disk_for_real(tmp_path):
    with full_disk(tmp_path / "disk") as disk:
        problems = []
        history = ChatHistory("alice", disk, on_problem=lambda folder, exc: problems.append(exc.errno))
        for n in range(120):
            history.append(ChatLine("shout", "shout", "bob", f"shout {n}", when=float(n)))
        history.close()
        assert problems == [errno.ENOSPC]
        assert [l.text for l in history.load("shout")] == [f"shout {n}" for n in range(120)]


def test_a_history_folder_that_cannot_be_made(tmp_path):
    (tmp_path / "accounts").write_text("a file where the folder should be")
    problems = []
    history = ChatHistory("alice", tmp_path, on_problem=lambda folder, exc: problems.append(folder))
    history.append(ChatLine("shout", "shout", "bob", "one", when=1.0))
    history.append(ChatLine("shout", "shout", "bob", "two", when=2.0))
    assert problems == [history.folder]
    assert [l.text for l in history.load("shout")] == ["one", "two"]
    assert (tmp_path / "accounts").read_text() == "a file where the folder should be"
