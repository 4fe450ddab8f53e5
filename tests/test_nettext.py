"""Network text made safe to show: bidi isolation and literal rich text (no Qt needed)."""

import html

import pytest

from fibsgui.nettext import FSI, PDF, PDI, balanced, isolate, rich_text_literal

LRE, RLE, LRO, RLO = "\u202a", "\u202b", "\u202d", "\u202e"
LRI, RLI = "\u2066", "\u2067"


def test_plain_text_is_returned_as_it_is():
    for text in ("", "alice", "hello <b>all</b> & you", "مرحبا", "שלום bob", "naïve ☺"):
        assert balanced(text) is text
    assert isolate("bob") == FSI + "bob" + PDI
    assert isolate(None) == isolate("") == ""


@pytest.mark.parametrize(("text", "expected"), [
    ("abc" + RLO + "evil", "abc" + RLO + "evil" + PDF),  # the override ends with the piece
    (RLE + "a" + LRO + "b", RLE + "a" + LRO + "b" + PDF + PDF),  # innermost closed first
    (RLI + "a" + RLO + "b", RLI + "a" + RLO + "b" + PDF + PDI),
    (RLO + "a" + PDF + "b", RLO + "a" + PDF + "b"),  # balanced already: nothing added
    (PDI + RLO + "x", RLO + "x" + PDF),  # a PDI closing nothing of its own would end the wrapper
    (PDF + "x", "x"),  # a PDF closing nothing: dropped
    (RLO + LRI + "a" + PDF + "b", RLO + LRI + "a" + "b" + PDI + PDF),  # a PDF cannot close across an isolate
    (RLI + RLO + "a" + PDI + "b", RLI + RLO + "a" + PDI + "b"),  # a PDI closes the embeddings inside it
    ("line one\u2029" + RLO + "line two\nthree\u2028four\r", "line one " + RLO + "line two three four " + PDF),
])
def test_every_opened_embedding_is_closed_and_stray_closers_dropped(text, expected):
    assert balanced(text) == expected
    assert isolate(text) == FSI + expected + PDI


def test_a_deeply_nested_piece_is_closed_in_time_linear_in_its_length():
    import time

    text = (RLO + LRI + "x") * 50_000 + PDI * 3
    start = time.perf_counter()
    out = balanced(text)
    assert time.perf_counter() - start < 1.0
    # the 3 PDIs close 3 isolates and the 2 overrides opened inside the last ones; every other
    # override and isolate is closed at the end, innermost first
    assert out.count(PDI) == 50_000 and out.count(PDF) == 50_000 - 2
    assert out.endswith(PDF + PDI + PDF) and out.startswith(RLO + LRI + "x")


def test_rich_text_literal_escapes_and_keeps_lines():
    text = "<b>bold</b> & <img src=x>\nsecond line"
    rich = rich_text_literal(text)
    assert "<b>" not in rich and "<img" not in rich
    assert html.escape("<b>bold</b> & <img src=x>", quote=False) in rich and "<br>" in rich
