"""Incremental telnet filter: removes IAC sequences, BEL, CR and NUL from the server's bytes.

FIBS speaks telnet (RFC 854). In practice it only sends ``IAC WILL/WONT ECHO`` around the password
prompts of a guest login, but a filter must cope with every form, split anywhere across reads:

* ``IAC IAC``                 an escaped data byte 255 (kept as data),
* ``IAC WILL|WONT|DO|DONT x`` option negotiation (three bytes, dropped),
* ``IAC SB ... IAC SE``       subnegotiation (dropped; one that runs past ``MAX_SUBNEGOTIATION``
                              bytes without its end is abandoned, so a stray ``IAC SB``
                              cannot swallow the rest of the session),
* ``IAC x``                   any other two-byte command (NOP, GA, ...; dropped).

BEL (7) is removed and counted so the caller can play its own sound; CR (13) and NUL (0) are
removed so that lines end with a bare LF whatever the server sends.
"""

from __future__ import annotations

from typing import NamedTuple

IAC = 255
SB = 250
SE = 240
WILL, WONT, DO, DONT = 251, 252, 253, 254
ECHO = 1
BEL = 7
CR = 13
NUL = 0

_DROPPED = bytes((BEL, CR, NUL))
MAX_SUBNEGOTIATION = 1024

# parser states
_DATA, _IAC, _OPTION, _SUB, _SUB_IAC = range(5)


class Negotiation(NamedTuple):
    """One telnet option command the server sent, e.g. ``Negotiation(WILL, ECHO)``."""

    command: int
    option: int


class Filtered(NamedTuple):
    """What one :meth:`TelnetFilter.feed` produced."""

    data: bytes
    bells: int
    negotiations: tuple[Negotiation, ...]


class TelnetFilter:
    """Feed it raw socket bytes; it returns the text bytes with all telnet control removed."""

    def __init__(self) -> None:
        self._state = _DATA
        self._command = 0
        self._sub_length = 0

    @property
    def pending(self) -> bool:
        """True while a telnet sequence is cut off at the end of the last chunk."""
        return self._state != _DATA

    def feed(self, chunk: bytes) -> Filtered:
        out = bytearray()
        bells = 0
        negotiations: list[Negotiation] = []
        state = self._state
        i, n = 0, len(chunk)
        while i < n:
            if state == _DATA:
                # copy the plain run up to the next IAC in one slice
                j = chunk.find(IAC, i)
                end = n if j < 0 else j
                if end > i:
                    run = chunk[i:end]
                    bells += run.count(BEL)
                    out += run.translate(None, _DROPPED)
                if j < 0:
                    break
                state = _IAC
                i = j + 1
                continue
            byte = chunk[i]
            i += 1
            if state == _IAC:
                if byte == IAC:
                    out.append(IAC)
                    state = _DATA
                elif byte in (WILL, WONT, DO, DONT):
                    self._command = byte
                    state = _OPTION
                elif byte == SB:
                    state = _SUB
                    self._sub_length = 0
                else:
                    state = _DATA
            elif state == _OPTION:
                negotiations.append(Negotiation(self._command, byte))
                state = _DATA
            elif state == _SUB:
                self._sub_length += 1
                if byte == IAC:
                    state = _SUB_IAC
                elif self._sub_length > MAX_SUBNEGOTIATION:
                    state = _DATA  # not a real subnegotiation: give the data back from here on
            elif state == _SUB_IAC:
                # IAC SE ends the subnegotiation; IAC IAC is an escaped 255 inside it
                state = _DATA if byte == SE else _SUB
        self._state = state
        return Filtered(bytes(out), bells, tuple(negotiations))
