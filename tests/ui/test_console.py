"""The server console keeps a bounded transcript and says when a line was dropped."""

from __future__ import annotations

from fibsgui.ui.console import ServerConsole


def test_the_transcript_keeps_at_most_max_chars_and_the_newest_lines_whole(qtbot):
    console = ServerConsole()
    qtbot.addWidget(console)
    document = console.output.document()
    line = "x" * 60_000
    for i in range(200):  # 12 million characters, 600 blocks: far under the block cap
        console.received(f"{i:04d}" + line)
        assert document.characterCount() <= ServerConsole.MAX_CHARS + 1
    text = console.output.toPlainText().split("\n")
    assert text[-1] == "0199" + line  # the newest line, whole
    numbers = [int(row[:4]) for row in text]
    assert numbers == list(range(numbers[0], 200))  # the oldest went first, none in between
    assert sum(len(row) + 1 for row in text) >= ServerConsole.MAX_CHARS // 2  # trimmed, not emptied


def test_a_line_longer_than_the_transcript_is_shown_cut(qtbot):
    console = ServerConsole()
    qtbot.addWidget(console)
    console.received("before")
    console.received("y" * (3 * ServerConsole.MAX_CHARS))
    assert console.output.document().characterCount() <= ServerConsole.MAX_CHARS + 1
    assert console.output.toPlainText().endswith("y \u2026")


def test_a_dropped_line_is_one_line_saying_its_size(qtbot):
    console = ServerConsole()
    qtbot.addWidget(console)
    console.received("12 bob before")
    console.dropped(52_428_801)
    console.received("12 bob after")
    lines = console.output.toPlainText().split("\n")
    assert len(lines) == 3 and lines[0] == "12 bob before" and lines[2] == "12 bob after"
    assert "52428801" in lines[1] and "dropped" in lines[1]
