"""Lines built to make a parser slow: long runs of what its patterns repeat, up to the line cap.

Each is (label, line). Used by tests/clip/test_hostile.py and benchmarks/clip.py.
"""

from __future__ import annotations

from fibsgui.session.framing import MAX_LINE

BOARD = ("board:You:bob:3:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:2:0:0:"
         "1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:0")
WHO = "5 bob - - 1 0 1500.00 0 3 1700000000 localhost - -"
CUBE = "bob accepts the double. The cube shows 2."
ACCEPT = "bob accepts the double."


def _fill(prefix: str, piece: str, suffix: str = "", size: int = MAX_LINE) -> str:
    count = max(1, (size - len(prefix) - len(suffix)) // len(piece))
    return prefix + piece * count + suffix


def hostile_lines(size: int = MAX_LINE) -> list[tuple[str, str]]:
    """Adversarial lines of about ``size`` characters (the framer's cap by default)."""
    board_head = BOARD[:BOARD.rindex(":") + 1]
    lines = [
        ("spaces then x", _fill("", " ", "x", size)),
        ("x spaces x", _fill("x", " ", "x", size)),
        ("tabs then x", _fill("", "\t", "x", size)),
        ("spaces and tabs then x", _fill("", " \t", "x", size)),
        ("digits", _fill("", "1", "", size)),
        ("digits then x", _fill("", "1", " x", size)),
        ("digit space runs", _fill("", "1 ", "x", size)),
        ("colons", _fill("", ":", "", size)),
        ("stars", _fill("", "*", "", size)),
        ("star spaces", _fill("", "* ", "x", size)),
        ("letters", _fill("", "a", "", size)),
        ("letters then dot", _fill("", "a", ".", size)),
        ("letter spaces", _fill("", "a ", "", size)),
        ("equals", _fill("change for bob: ", "=", "x", size)),
        ("bells and spaces", _fill("x", " \x07", "", size)),
        ("trailing spaces", _fill("bob rolls 3 and 1.", " ", "", size)),
        ("** spaces x", _fill("** ", " ", "x", size)),
        ("** letters", _fill("** ", "a", "", size)),
        ("** digits", _fill("** ", "1", " users heard you.", size)),
        ("** there is no one", _fill("** There is no one called ", "a", "x", size)),
        ("whois spaces x", _fill("  ", " ", "x", size)),
        ("whois letters", _fill("  ", "a", " is away", size)),
        ("whois rating", _fill("  Rating: ", "1", "x", size)),
        ("whois rating spaces", _fill("  Rating: 1500", " ", "x", size)),
        ("clip code spaces", _fill("12 ", " ", "", size)),
        ("clip code letters", _fill("5 ", "a", "", size)),
        ("who with a huge name", "5 " + "n" * 60_000 + WHO[5:]),
        ("who with huge fields", _fill("5 bob - - 1 0 ", "1", " 0 3 1700000000 localhost - -", size)),
        ("board colons", _fill("board:", ":", "", size)),
        ("board digits", _fill("board:", "1", "", size)),
        ("board with a huge last field", _fill(board_head, "1", "", size)),
        ("board with a huge last field then text", _fill(board_head, "1", " bob rolls 3 and 1.", size)),
        ("board with a huge last field then a who line", _fill(board_head, "5", " " + WHO[2:], size)),
        ("board minus signs", _fill("board:a:b", ":-", "", size)),
        ("board fields", _fill("board:a:b", ":1", "", size)),
        ("boards glued", _fill("", BOARD, "", size)),
        ("boards glued with spaces", _fill("", BOARD + " ", "", size)),
        ("boards glued with who lines", _fill("", BOARD + WHO, "", size)),
        ("text then boards", _fill("x", "board:", "", size)),
        ("message then board words", _fill("bob moves 24-18 .", "board:", "", size)),
        ("accepted cubes glued", _fill("", CUBE, "", size)),
        ("accepted doubles glued", _fill("", ACCEPT, "", size)),
        ("accepted doubles with spaces", _fill("", ACCEPT + " ", "", size)),
        ("cube spaces", _fill("bob accepts the double.", " ", "The cube shows 2", size)),
        ("game ends glued", _fill("", "You win the game and get 1 point.Score is 1-0 in ", "", size)),
        ("score words", _fill("", ".Score is 1-1 in ", "", size)),
        ("letters then score", _fill("", "a", ".Score is 1-0 in a 1 point match.", size)),
        ("away list letters", _fill("The following users are away:", "a", "", size)),
        ("away list colons", _fill("The following users are away:", " a:", "", size)),
        ("away list entries", _fill("The following users are away:", " a: b", "", size)),
        ("away list spaced names", _fill("The following users are away: ", "a ", ":", size)),
        ("watchers letters", _fill("Watching players:", "a", "", size)),
        ("watchers words", _fill("Watching players:", "a is watching ", "", size)),
        ("watchers pairs", _fill("Watching players:", " a is watching b.", "", size)),
        ("settings", _fill("The current settings are:", " allowpip", "", size)),
        ("settings spaces", _fill("The current settings are: allowpip", " ", "x", size)),
        ("variables", _fill("Settings of variables:", " boardstyle:", "", size)),
        ("variable spaces", _fill("boardstyle:", " ", "", size)),
        ("moves", _fill("bob moves ", "1-2 ", "x", size)),
        ("moves dots", _fill("bob moves 24-18", " ", "x.", size)),
        ("game listing spaces", _fill("  bob", " ", "- alice (1 point match)x", size)),
        ("saved match spaces", _fill(" *bob", " ", "3 1 - 0x", size)),
        ("saved match dashes", _fill("bob 3 1", " ", "- 0x", size)),
        ("ratings spaces", _fill("", " ", "* 1 bob 1500.0 3x", size)),
        ("ratings stars", _fill(" ", "*", " 1 bob 1500.0 3x", size)),
        ("rating calculation", _fill("P=", "a", " is 1-Pu if underdog", size)),
        ("value of", _fill("Value of 'x' is ", "'", "", size)),
        ("waiting list", _fill("You are waiting for the following 3 players: ", "a, ", "", size)),
        ("gagged list", _fill("** Gagged users:", " ,", "", size)),
        ("unknown command quotes", _fill("** Unknown command: '", "'", "", size)),
        ("mixture", _fill("", "** 5 board: a: \t1-2 ", "", size)),
    ]
    return [(label, line) for label, line in lines]
