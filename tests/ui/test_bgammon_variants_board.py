"""Acey-deucey and tabula on the board: hand-built ``board`` events from the fake bgammon.org server
go to a real :class:`BgammonGameController` shown by a real :class:`BoardWidget`; what the board
draws is checked in its pixels and what the player does in the commands sent."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QRectF

from fibsgui.bg import WAITING
from fibsgui.config import Settings
from fibsgui.models.game import Action
from fibsgui.ui.board.view import BoardWidget
from tests.ui.bgammonkit import fake_bgammon, run, until
from tests.ui.boardkit import click, drag, grab, ink, view_rect


def fields(variant: int, board: list[int], **changes):
    """A ``board`` event's fields: carol (player 1, the receiver) against dave."""
    out = {
        "Started": 1, "Ended": 0, "Variant": variant, "Board": board, "Turn": 1,
        "Roll1": 0, "Roll2": 0, "Roll3": 0, "Moves": [], "Winner": 0, "Points": 3, "Crawford": 0,
        "DoubleValue": 1, "DoublePlayer": 0, "DoubleOffered": False, "Reroll": False, "PlayerNumber": 1,
        "Available": [], "Forced": False, "Spectating": False,
        "Player1": {"Number": 1, "Name": "carol", "Rating": 1500, "Points": 0, "Entered": False, "Inactive": 0},
        "Player2": {"Number": 2, "Name": "dave", "Rating": 1500, "Points": 0, "Entered": False, "Inactive": 0},
    }
    out.update(changes)
    return out


def start_board() -> list[int]:
    board = [0] * 28
    board[0], board[25] = 15, -15
    return board


def make_board(qtbot, tmp_path, controller) -> BoardWidget:
    settings = Settings(tmp_path / "settings.toml")
    settings["board.animation_ms"] = 0
    board = BoardWidget(settings)
    qtbot.addWidget(board)
    board.resize(1000, 760)
    board.show()
    qtbot.waitExposed(board)
    board.set_controller(controller)
    return board


async def seated_carol(room, spectating: bool = False, names=("carol", "dave")):
    """carol logged in, the joined events of a match 41 between ``names`` sent to her."""
    carol = await room.logged_in("carol")
    for number, name in enumerate(names, 1):
        room.server.send_event("carol", "joined", name, GameID=41, PlayerNumber=number)
    return carol


async def shown(board, predicate, what: str):
    await until(predicate, what=what)
    await asyncio.sleep(0.02)  # the board's refresh has had its turn


def tray_ink(board, role: bool, colour) -> int:
    rect = view_rect(board, board.scene.geometry.tray_rect(role))
    return ink(grab(board), rect, colour, 60)


def corners(board, role: bool, colour) -> int:
    """Checker-coloured pixels near the tray's sides where two stacked round checkers meet."""
    g = board.scene.geometry
    tray = g.tray_rect(role)
    image = grab(board)
    found = 0
    for index in range(4):
        a, b = g.waiting_centre(role, index), g.waiting_centre(role, index + 1)
        y = (a.y() + b.y()) / 2
        for x in (tray.left() + 5, tray.right() - 11):
            found += ink(image, view_rect(board, QRectF(x, y - 3, 6, 6)), colour, 60)
    return found


def visible_dice(board):
    return [(die.value, die.used) for die in board.scene.dice if die.isVisible()]


def test_waiting_checkers_stand_round_in_the_tray_and_differ_from_borne_off(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            carol = await seated_carol(room)
            board = make_board(qtbot, tmp_path, carol.controller)
            theme = board.scene.theme
            g = board.scene.geometry
            room.server.send_event("carol", "board", **fields(1, start_board(), Turn=2))
            await shown(board, lambda: carol.controller.snapshot().drawable
                        and getattr(carol.controller.snapshot().position, "waiting", lambda side: 0)(0) == 15,
                        "the acey-deucey start")
            waiting = {role: tray_ink(board, role, theme.player if role else theme.opponent) for role in (True, False)}
            corners_waiting = {True: corners(board, True, theme.player)}
            image = grab(board)
            for role in (True, False):  # five round checkers stand in each tray, the fifth with the count
                body = theme.player if role else theme.opponent
                for index in range(5):
                    centre = g.waiting_centre(role, index)
                    ring = view_rect(board, QRectF(centre.x() - 22, centre.y() - 2, 6, 4))  # left of the middle
                    assert ink(image, ring, body, 70) > 0, (role, index)
                count = view_rect(board, QRectF(centre.x() - 12, centre.y() - 10, 24, 20))
                text = theme.player_text if role else theme.opponent_text
                assert ink(image, count, text, 60) > 10, "the count 15 on the fifth checker"
            assert board.scene.off_labels[True].text == ""  # nothing borne off
            assert ("Pips 375") in board.scene.bands[True].pips

            # the same homes once every checker has entered: 15 borne off, drawn as slabs
            done = fields(1, start_board(), Turn=2, Player1={"Number": 1, "Name": "carol", "Entered": True},
                          Player2={"Number": 2, "Name": "dave", "Entered": True})
            room.server.send_event("carol", "board", **done)
            await shown(board, lambda: carol.controller.snapshot().position.off(0) == 15, "the borne-off board")
            for role in (True, False):
                body = theme.player if role else theme.opponent
                assert tray_ink(board, role, body) != waiting[role]
                slab = g.slab_rect(role, 0)
                middle = view_rect(board, QRectF(slab.center().x() - 8, slab.center().y() - 1, 16, 2))
                assert ink(grab(board), middle, body, 60) >= middle.width() * middle.height() // 2
            # where two round checkers touch, the tray shows between them; the slabs cover it (seen
            # with the light checkers: the dark ones are near the colour of the tray)
            assert corners(board, True, theme.player) > 4 * corners_waiting[True] + 20
            assert board.scene.off_labels[True].text == "15"
            assert not board.scene.stacks.get((True, WAITING))

    run(qloop, scenario(), timeout=60)


def test_acey_deucey_a_checker_dragged_from_the_tray_enters(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            carol = await seated_carol(room)
            board = make_board(qtbot, tmp_path, carol.controller)
            g = board.scene.geometry
            room.server.send_event("carol", "board", **fields(1, start_board(), Roll1=1, Roll2=3,
                                                               Available=[[0, 24], [0, 22]]))
            await shown(board, lambda: carol.controller.turn is not None, "carol's turn")
            assert visible_dice(board) == [(1, False), (3, False)]
            assert carol.controller.turn.sources() == {WAITING}
            top = g.waiting_centre(True, 4)
            start = len(carol.sent)
            assert board.scene.press_at(top)  # the top checker of the tray's stack
            assert board.scene.highlighted_targets() == {24, 22}
            target = g.checker_centre(24, 0)
            board.scene.drag_to(top + (target - top) * 0.5)
            board.scene.drag_to(target)
            assert board.scene.release_at(target)
            # the checker stands on 24 until the server answers, and nothing else may move meanwhile
            turn = carol.controller.turn
            assert turn.sent and not turn.sources()
            assert turn.position.checkers(0)[23] == 1 and turn.position.waiting(0) == 14
            assert len(board.scene.stacks[(True, 24)]) == 1 and len(board.scene.stacks[(True, WAITING)]) == 14
            await asyncio.sleep(0.1)
            assert carol.sent[start:] == ["move 0/24"]
            # the server's board: one step made, the 3 left; Undo sends the step back
            after = start_board()
            after[0], after[24] = 14, 1
            room.server.send_event("carol", "board", **fields(1, after, Roll1=1, Roll2=3, Moves=[[0, 24]],
                                                               Available=[[24, 21], [0, 22]]))
            await shown(board, lambda: carol.controller.turn is not None and carol.controller.turn.steps
                        and not carol.controller.turn.sent, "the step made")
            assert visible_dice(board) == [(1, True), (3, False)]
            assert board.undo_action.isEnabled()
            start = len(carol.sent)
            board.undo()
            assert carol.sent[start:] == ["move 24/0"]
            # the last step made: nothing Available, the turn ends with ok
            done = start_board()
            done[0], done[24], done[22] = 13, 1, 1
            start = len(carol.sent)
            room.server.send_event("carol", "board", **fields(1, done, Roll1=1, Roll2=3,
                                                               Moves=[[0, 24], [0, 22]], Available=[]))
            await until(lambda: "ok" in carol.sent[start:], what="the turn ended")
            assert carol.sent[start:] == ["ok"]

    run(qloop, scenario(), timeout=60)


def test_tabula_three_dice_server_labels_and_an_entering_drag(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            carol = await seated_carol(room)
            board = make_board(qtbot, tmp_path, carol.controller)
            g = board.scene.geometry
            theme = board.scene.theme
            image_acey_label = None
            room.server.send_event("carol", "board", **fields(1, start_board(), Turn=2))
            await shown(board, lambda: carol.controller.snapshot().drawable, "an acey-deucey board")
            label_rect = view_rect(board, QRectF(g.point_x(1) - 31, g.bottom, 62, 24))  # under drawn point 1
            image_acey_label = ink(grab(board), label_rect, theme.numbers, 60)
            # mid-game tabula: carol has 10 waiting, checkers on server 4 and 20 and a blot of dave on 3
            tabula = [0] * 28
            tabula[0], tabula[4], tabula[20] = 10, 3, 2
            tabula[25], tabula[3], tabula[10] = -12, -1, -2
            room.server.send_event("carol", "board", **fields(
                2, tabula, Roll1=3, Roll2=1, Roll3=5, Available=[[0, 1], [0, 3], [0, 5], [4, 5], [4, 7], [20, 21]]))
            await shown(board, lambda: carol.controller.turn is not None and carol.controller.turn.variant == 2,
                        "carol's tabula turn")
            assert board.scene.board_item.labels == tuple(range(24, 0, -1))  # the server's numbers
            assert ink(grab(board), label_rect, theme.numbers, 60) > image_acey_label  # "24" under point 1
            assert sorted(visible_dice(board)) == [(1, False), (3, False), (5, False)]
            # server 4 is drawn at 21, server 20 at 5, dave's blot (server 3) at 22
            assert board.scene.stacks[(True, 21)] and len(board.scene.stacks[(True, 5)]) == 2
            assert len(board.scene.stacks[(False, 22)]) == 1
            assert carol.controller.turn.targets(WAITING)[22].move.hit
            start = len(carol.sent)
            top = g.waiting_centre(True, 4)
            drag(board.view, top, g.checker_centre(22, 0))
            await asyncio.sleep(0.1)
            assert carol.sent[start:] == ["move 0/3"]
            # the server's board: the 3 used is dimmed, the others not
            tabula2 = list(tabula)
            tabula2[0], tabula2[3], tabula2[27] = 9, 1, -1
            room.server.send_event("carol", "board", **fields(
                2, tabula2, Roll1=3, Roll2=1, Roll3=5, Moves=[[0, 3]], Available=[[0, 1], [0, 5], [3, 4]]))
            await shown(board, lambda: carol.controller.turn is not None and carol.controller.turn.steps
                        and not carol.controller.turn.sent, "the step made")
            assert sorted(visible_dice(board)) == [(1, False), (3, True), (5, False)]
            assert len(board.scene.stacks[(False, 25)]) == 1  # dave's hit checker on the bar
            assert any(line.startswith("Tabula: three dice") for line in carol.log)

    run(qloop, scenario(), timeout=60)


def test_the_acey_deucey_chooser_sends_the_double(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            carol = await seated_carol(room)
            board = make_board(qtbot, tmp_path, carol.controller)
            after = start_board()
            after[0], after[24], after[23] = 13, 1, 1
            room.server.send_event("carol", "board", **fields(1, after, Roll1=1, Roll2=2,
                                                               Moves=[[0, 24], [0, 23]], Available=[]))
            await shown(board, lambda: carol.controller.snapshot().can(Action.CHOOSE_DOUBLE), "the chooser")
            assert "ok" not in carol.sent  # the turn does not end by itself
            banner = board.scene.banner
            assert banner.isVisible() and [b.text for b in banner.buttons] == [f"{n}-{n}" for n in range(1, 7)]
            assert not visible_dice(board)  # the chooser stands where the dice lie
            start = len(carol.sent)
            click(board.view, banner.buttons[3].scenePos())
            await asyncio.sleep(0.05)
            assert carol.sent[start:] == ["ok 4"]
            assert not carol.controller.snapshot().can(Action.CHOOSE_DOUBLE)  # asked once
            room.server.send_event("carol", "rolled", "carol", Roll1=4, Roll2=4, Selected=True)
            await until(lambda: "You choose 4-4" in carol.log, what="the choice logged")
            room.server.send_event("carol", "rolled", "dave", Roll1=6, Roll2=6, Selected=True)
            await until(lambda: "dave chooses 6-6" in carol.log, what="dave's choice logged")

    run(qloop, scenario(), timeout=60)


def test_a_spectator_sees_names_and_never_you(qtbot, qloop, tmp_path):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            carol = await seated_carol(room, names=("alice", "bob"))
            board = make_board(qtbot, tmp_path, carol.controller)
            tabula = [0] * 28
            tabula[0], tabula[5] = 14, 1
            tabula[25], tabula[2] = -14, -1
            players = dict(Player1={"Number": 1, "Name": "alice", "Entered": False},
                           Player2={"Number": 2, "Name": "bob", "Entered": False})
            room.server.send_event("carol", "board", **fields(2, tabula, Spectating=True, Roll1=2, Roll2=4, Roll3=6,
                                                               Available=[], **players))
            await shown(board, lambda: carol.controller.watching and carol.controller.snapshot().drawable, "watching")
            room.server.send_event("carol", "rolled", "bob", Roll1=1, Roll2=2, Roll3=3)
            room.server.send_event("carol", "moved", "alice", Moves=[[0, 2], [5, 9]])
            room.server.send_event("carol", "moved", "bob", Moves=[[25, 6]])
            await until(lambda: any(line.startswith("bob moves") for line in carol.log), what="the moves")
            assert "bob rolls 1-2-3" in carol.log
            assert "alice moves home/2 5/9" in carol.log and "bob moves home/6" in carol.log
            assert not [line for line in carol.log if line.startswith("You")]
            assert {board.scene.bands[True].name, board.scene.bands[False].name} == {"alice", "bob"}
            assert not carol.controller.snapshot().actions and carol.controller.turn is None
            assert sorted(v for v, _ in visible_dice(board)) == [2, 4, 6]

    run(qloop, scenario(), timeout=60)
