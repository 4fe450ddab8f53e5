"""fibsgui.bgammon.variants: the board picture and the server's turn of acey-deucey and tabula.

Random boards of the shape the server sends are built from player 1's side; player 2's board is
made here with the flip the server applies (written from its description, not from the module):
in acey-deucey the points are mirrored (``s -> 25 - s``) and the counts negated, in tabula only the
counts are negated; both swap the homes (0 <-> 25) and the bars (26 <-> 27).
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fibsgui.bg import BAR, OFF, WAITING
from fibsgui.bgammon.board import ACEY_DEUCEY, BACKGAMMON, TABULA, GameState, Side
from fibsgui.bgammon.variants import ServerTurn, awaits_double_choice, drawn_point, picture, server_point, step_die

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def flipped(board: list[int], variant: int) -> list[int]:
    """Player 1's board as player 2 receives it."""
    out = [0] * 28
    for space in range(1, 25):
        out[space] = -board[25 - space] if variant == ACEY_DEUCEY else -board[space]
    out[0], out[25] = -board[25], -board[0]
    out[26], out[27] = -board[27], -board[26]
    return out


def expected_drawn(variant: int, space: int) -> int:
    """Tabula draws server point s at 25 - s for both colours; the others draw it at s."""
    return 25 - space if variant == TABULA else space


def expected_pips(board: list[int], variant: int, side: int, waiting: int) -> int:
    total = 0
    for space in range(1, 25):
        count = board[space] if side == 0 else -board[space]
        if count > 0:
            if variant == TABULA:
                total += count * (25 - space)
            else:
                total += count * (space if side == 0 else 25 - space)
    bar = board[26] if side == 0 else -board[27]
    return total + 25 * (bar + waiting)


@st.composite
def games(draw, variant=None):
    """(board from player 1's side, variant, entered1, entered2): 15 checkers a side, each point
    held by one colour at most."""
    if variant is None:
        variant = draw(st.sampled_from([ACEY_DEUCEY, TABULA]))
    owners = draw(st.lists(st.sampled_from([0, 1, 2]), min_size=24, max_size=24))
    board = [0] * 28
    entered = []
    for side, sign, home, bar in ((1, 1, 0, 26), (2, -1, 25, 27)):
        places = [home, bar] + [s + 1 for s in range(24) if owners[s] == side]
        weights = draw(st.lists(st.integers(0, 15), min_size=len(places), max_size=len(places)))
        counts = [0] * len(places)
        left = 15
        for i, weight in enumerate(weights):
            take = min(left, weight)
            counts[i] = take
            left -= take
        counts[0] += left  # the rest in the home
        for place, count in zip(places, counts):
            board[place] = sign * count
        entered.append(draw(st.booleans()))
    return board, variant, entered[0], entered[1]


def state(board, variant, entered1, entered2, **changes) -> GameState:
    fields = dict(variant=variant, board=tuple(board) if isinstance(board, list) else board, turn=1, dice=(3, 5, 2 if variant == TABULA else 0),
                  player1=Side(1, "alice", entered=entered1), player2=Side(2, "bob", entered=entered2))
    fields.update(changes)
    return GameState(**fields)


@SETTINGS
@given(games())
def test_pictures_account_for_every_checker_from_both_sides(game):
    board, variant, entered1, entered2 = game
    views = (state(board, variant, entered1, entered2),
             state(flipped(board, variant), variant, entered2, entered1))
    one, two = picture(views[0]), picture(views[1])
    assert one is not None and two is not None
    for shown in (one, two):
        for side in (0, 1):
            assert sum(shown.checkers(side)) + shown.off(side) + shown.waiting(side) == 15
            assert len(shown.checkers(side)) == 25
    # the receiver's home: waiting until all have entered, borne off after
    assert (one.waiting(0), one.off(0)) == ((0, board[0]) if entered1 else (board[0], 0))
    assert (one.waiting(1), one.off(1)) == ((0, -board[25]) if entered2 else (-board[25], 0))
    # each side seen by either receiver: the same checkers, the same pips
    for side in (0, 1):
        assert one.off(side) == two.off(1 - side) and one.waiting(side) == two.waiting(1 - side)
        assert one.checkers(side)[24] == two.checkers(1 - side)[24]
        assert sorted(one.checkers(side)) == sorted(two.checkers(1 - side))
        assert one.pip_count(side) == two.pip_count(1 - side)
    for side, waiting in ((0, one.waiting(0)), (1, one.waiting(1))):
        assert one.pip_count(side) == expected_pips(board, variant, side, waiting)
    # where each server point is drawn: the player's own point d is drawn at d, the opponent's
    # own point q at 25 - q
    for space in range(1, 25):
        drawn = expected_drawn(variant, space)
        count = board[space]
        if count > 0:
            assert one.checkers(0)[drawn - 1] == count
        elif count < 0:
            assert one.checkers(1)[25 - drawn - 1] == -count
    assert one.checkers(0)[24] == board[26] and one.checkers(1)[24] == -board[27]


@given(st.sampled_from([BACKGAMMON, ACEY_DEUCEY, TABULA]))
def test_labels_are_the_server_numbers_and_round_trip(variant):
    board = [0] * 28
    board[0], board[25] = 15, -15
    shown = picture(state(board, variant, False, False))
    assert shown is not None and len(shown.labels) == 24
    for point in range(1, 25):
        label = shown.labels[point - 1]
        assert label == expected_drawn(variant, point)  # the map is its own inverse
        assert drawn_point(variant, label) == point and server_point(variant, point) == label
    if variant == TABULA:
        assert shown.labels[0] == 24 and shown.labels[23] == 1  # home next to the tray, entry across
    else:
        assert shown.labels == tuple(range(1, 25))


def legal_shaped_pairs(board: list[int], entered: bool) -> list[tuple[int, int]]:
    sources = [s for s in range(1, 25) if board[s] > 0]
    if board[26] > 0:
        sources.append(26)
    if not entered and board[0] > 0:
        sources.append(0)
    targets = [s for s in range(1, 25) if board[s] >= -1] + ([0] if entered else [])
    return [(a, b) for a in sources for b in targets if a != b]


def expected_die(variant: int, pair: tuple[int, int]) -> int:
    a, b = pair
    if variant == TABULA:
        return b if a in (0, 26) else (25 - a if b == 0 else b - a)
    return 25 - b if a in (0, 26) else (a if b == 0 else a - b)


@SETTINGS
@given(games(), st.data())
def test_targets_are_exactly_the_available_pairs(game, data):
    board, variant, entered1, entered2 = game
    shaped = legal_shaped_pairs(board, entered1)
    available = sorted(set(data.draw(st.lists(st.sampled_from(shaped), max_size=12)) if shaped else []), reverse=True)
    turn = ServerTurn.of(state(board, variant, entered1, entered2, available=tuple(available)))
    assert turn is not None
    found = {}
    for source in turn.sources():
        for target, step in turn.targets(source).items():
            assert turn.pair(source, target) == step.pair
            found[step.pair] = (source, target, step)
    assert set(found) == set(available)
    for pair, (source, target, step) in found.items():
        a, b = pair
        assert source == (WAITING if a == 0 else BAR if a == 26 else expected_drawn(variant, a))
        assert target == (OFF if b == 0 else expected_drawn(variant, b))
        assert step.move.hit == (b != 0 and board[b] == -1)
        assert step.die == expected_die(variant, pair)
    assert turn.complete == (not available)


def test_dice_of_steps_follow_each_variants_direction():
    assert [step_die(ACEY_DEUCEY, p) for p in [(0, 24), (0, 19), (26, 20), (5, 0), (13, 8)]] == [1, 6, 5, 5, 5]
    assert [step_die(TABULA, p) for p in [(0, 3), (26, 6), (20, 0), (3, 8), (24, 0)]] == [3, 6, 5, 5, 1]


def test_remaining_dice_and_the_acey_deucey_choice():
    board = [0] * 28
    board[0], board[25] = 13, -15
    board[24], board[23] = 1, 1
    game = state(board, ACEY_DEUCEY, False, False, dice=(2, 1, 0), moves=((0, 24), (0, 23)), available=())
    turn = ServerTurn.of(game)
    assert turn.remaining_dice == () and turn.complete and awaits_double_choice(game)
    assert [s.die for s in turn.steps] == [1, 2]
    assert not awaits_double_choice(state(board, ACEY_DEUCEY, False, False, dice=(4, 4, 0), moves=((0, 24),)))
    tabula = state(board, TABULA, False, False, dice=(3, 3, 5), moves=((0, 3),), available=((0, 5),))
    turn = ServerTurn.of(tabula)
    assert turn.dice == (3, 3, 5) and sorted(turn.remaining_dice) == [3, 5]  # no doubling in tabula
    assert turn.sources() == {WAITING} and set(turn.targets(WAITING)) == {20}  # drawn at 25 - 5
    doubles = ServerTurn.of(state(board, ACEY_DEUCEY, False, False, dice=(4, 4, 0), available=((0, 21),)))
    assert doubles.remaining_dice == (4, 4, 4, 4)


def test_a_step_sent_shows_its_result_and_waits_for_the_server():
    board = [0] * 28
    board[0], board[25] = 14, -14
    board[22] = 1
    board[3] = -1  # a blot of the opponent on 3
    game = state(board, TABULA, False, False, dice=(3, 1, 2), available=((0, 3), (0, 1), (0, 2), (22, 23)))
    turn = ServerTurn.of(game)
    assert turn.targets(WAITING)[22].move.hit  # server 3 drawn at 22
    sent = turn.after(turn.pair(WAITING, 22))
    assert sent.sent and not sent.sources() and not sent.complete
    assert sent.position.waiting(0) == 13 and sent.position.checkers(0)[21] == 1
    assert sent.position.checkers(1)[24] == 1  # the hit checker on the opponent's bar
    assert sent.position.total(0) == sent.position.total(1) == 15


@SETTINGS
@given(st.lists(st.integers(-20, 20), min_size=28, max_size=28), st.sampled_from([ACEY_DEUCEY, TABULA, BACKGAMMON]),
       st.booleans(), st.booleans())
def test_boards_no_variant_allows_give_none(board, variant, entered1, entered2):
    valid = (all(-15 <= n <= 15 for n in board) and board[0] >= 0 and board[26] >= 0 and board[25] <= 0
             and board[27] <= 0 and sum(n for n in board if n > 0) == 15 and sum(n for n in board if n < 0) == -15)
    shown = picture(state(board, variant, entered1, entered2))
    assert (shown is not None) == valid
    if shown is not None:
        assert shown.total(0) == shown.total(1) == 15


def test_hostile_values_give_none_without_raising():
    good = [0] * 28
    good[0], good[25] = 15, -15
    assert picture(state(good, TABULA, False, False)) is not None
    for board in (good[:27], good + [0], [True] + good[1:], ["15"] + good[1:], [15.0] + good[1:],
                  [10 ** 30] + good[1:], None, 5):
        assert picture(state(board, TABULA, False, False)) is None
    for variant in (3, -1, True, "1", None):
        assert picture(state(good, variant, False, False)) is None
    # both sides' checkers in one home: the other side is short
    wrong = list(good)
    wrong[0], wrong[25] = 15, 0
    wrong[1] = -15
    assert picture(state(wrong, ACEY_DEUCEY, False, False)) is not None  # opponent's 15 on point 1
    wrong[25], wrong[1] = 15, 0
    assert picture(state(wrong, ACEY_DEUCEY, False, False)) is None
    turn = ServerTurn.of(state(good, TABULA, False, False, available=((27, 3), (25, 1), ("x", 1), (0,), (0, 26))))
    assert turn is not None and not turn.sources()
