"""Build positions for rules tests from the mover's point of view, and follow plays by hand."""

from fibsgui.bg import BAR, OFF, Play, Position


def position(mine: dict[int, int], theirs: dict[int, int] | None = None, *, my_bar: int = 0,
             their_bar: int = 0, turn: int = 0) -> Position:
    """Side ``turn`` on roll. ``mine``: the mover's checkers by its own point number. ``theirs``:
    the opponent's checkers by the *mover's* point numbers (what the mover sees on the board).
    Checkers not placed are borne off."""
    me = [0] * 25
    opp = [0] * 25
    for point, n in mine.items():
        me[point - 1] += n
    for point, n in (theirs or {}).items():
        opp[24 - point] += n
    me[24] = my_bar
    opp[24] = their_bar
    board = [None, None]
    board[turn] = me
    board[1 - turn] = opp
    return Position(board, turn)


def follow(start: Position, text: str) -> Position:
    """Move checkers as a gnubg-notation play says, hitting single checkers where a hop lands.
    No legality check: this is the test's own reading of the notation."""
    me = list(start.checkers(start.turn))
    opp = list(start.checkers(1 - start.turn))
    for move in Play.from_gnubg(text):
        me[move.from_point - 1 if move.from_point != BAR else 24] -= 1
        if move.to_point != OFF:
            me[move.to_point - 1] += 1
            if opp[24 - move.to_point] == 1:
                opp[24 - move.to_point] = 0
                opp[24] += 1
    board = [None, None]
    board[start.turn] = me
    board[1 - start.turn] = opp
    return Position(board, 1 - start.turn)
