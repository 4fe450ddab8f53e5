"""Text from the network, shown as exactly what it is.

Names, chat lines, client names and server lines are plain text written by other people. Shown
inside the client's own words (``bob: hello``, ``watching bob``, a tooltip, a notice), such a piece
must not change what is around it:

* :func:`isolate` wraps a piece in FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE (like HTML's
  ``<bdi>``), after closing the embeddings, overrides and isolates the piece opens and dropping the
  closers it did not open (a stray POP DIRECTIONAL ISOLATE would end the wrapper early). A
  right-to-left override inside a shout then reverses that shout's own letters, but never the
  name, the time or the column after it; and right-to-left text keeps its natural direction
  without turning the whole line around. Paragraph and line separators become spaces: they would
  end the isolation and start a line of their own that looks like another message.
* :func:`rich_text_literal` makes a text safe where Qt reads text as rich text when it looks like
  HTML (tooltips): ``<b>bold</b>`` from the server shows as ``<b>bold</b>``, not in bold.

No Qt here: the functions are used by models and widgets alike.
"""

from __future__ import annotations

import html

FSI, PDI, PDF = "\u2068", "\u2069", "\u202c"
_EMBEDDINGS = frozenset("\u202a\u202b\u202d\u202e")  # LRE RLE LRO RLO: closed by PDF
_ISOLATES = frozenset("\u2066\u2067\u2068")  # LRI RLI FSI: closed by PDI
_BREAKS = frozenset("\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")  # end a line or a paragraph
_SPECIAL = _EMBEDDINGS | _ISOLATES | _BREAKS | {PDF, PDI}


def balanced(text: str) -> str:
    """``text`` with every embedding, override and isolate it opens closed at its end, the closers
    that close nothing dropped, and line and paragraph separators turned into spaces.

    A text without any of these characters is returned as it is (one pass over it, no copy)."""
    if _SPECIAL.isdisjoint(text):
        return text
    out: list[str] = []
    stack: list[str] = []  # "e" for an embedding or override, "i" for an isolate
    for char in text:
        if char in _EMBEDDINGS:
            stack.append("e")
        elif char in _ISOLATES:
            stack.append("i")
        elif char == PDF:
            if not stack or stack[-1] != "e":
                continue  # closes nothing of this text: it could close something around it
            stack.pop()
        elif char == PDI:
            if "i" not in stack:
                continue  # would close an isolate around this text
            while stack.pop() != "i":  # a PDI also closes the embeddings inside its isolate
                pass
        elif char in _BREAKS:
            char = " "
        out.append(char)
    out.extend(PDF if kind == "e" else PDI for kind in reversed(stack))
    return "".join(out)


def isolate(text: str | None) -> str:
    """``text`` as a directionally isolated piece (see the module's description); None is ""."""
    if not text:
        return ""
    return FSI + balanced(text) + PDI


def rich_text_literal(text: str) -> str:
    """Rich text that shows ``text`` literally, line breaks kept (for tooltips and the like)."""
    escaped = html.escape(text, quote=False).replace("\n", "<br>")
    return f'<p style="white-space:pre-wrap">{escaped}</p>'
