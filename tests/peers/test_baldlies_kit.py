"""The BaldLies kit itself: the dice a test gives are the dice the server rolls, what it stores is
logged with the players' names, and stopping it leaves none of its processes behind."""

from __future__ import annotations

import os

import pytest

from tests.loopkit import run, until
from tests.peers.baldlies import BaldLies, unavailable
from tests.peers.fibsplayers import Action, act
from tests.peers.matchkit import Table

ACCOUNTS = [("kit_a", "kit_b")]


def test_the_server_rolls_the_dice_given_and_its_log_names_the_players(qapp, qloop, baldlies, tmp_path):
    async def scenario():
        table = Table(baldlies, tmp_path)
        anna, bert = table.player("kit_a", 1), table.player("kit_b", 2)
        try:
            await table.start(anna, bert, 1, dice_seed=1)
            # the opening was rolled from the seeded dice; the next roll is the one given here
            baldlies.next_dice(6, 6)
            await until(lambda: anna.controller.turn is not None or bert.controller.turn is not None,
                        what="the opening's turn")
            mover = anna if anna.controller.turn is not None else bert
            assert await act(mover)
            other = bert if mover is anna else anna
            await until(lambda: Action.ROLL in other.snapshot().actions, what="the other's turn to roll")
            assert await act(other)
            await until(lambda: other.snapshot().dice is not None, what="the roll shown")
            return other.name, other.snapshot().dice
        finally:
            await table.close()

    roller, dice = run(qloop, scenario(), timeout=60)
    assert dice == (6, 6)
    rolls = [row for row in baldlies.logged("kit_a", "kit_b") if row.action == "roll"]
    assert rolls[-1].arguments == ("6", "6") and set(rolls[-1].players) == {"kit_a", "kit_b"}


def test_a_stopped_server_leaves_no_process(tmp_path):
    reason = unavailable()
    if reason:
        pytest.skip(reason)
    server = BaldLies(tmp_path)
    server.start()
    pgid = server.process.pid
    server.stop(timeout=10)
    with pytest.raises(ProcessLookupError):
        os.killpg(pgid, 0)
    assert server.process is None
