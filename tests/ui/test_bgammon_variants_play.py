"""Whole acey-deucey and tabula games played through two BgammonGameControllers against the fake
bgammon.org server: each player drags (steps) a move the board offers, chosen at random among the
turn's targets, until the game ends; every board keeps 15 checkers a side."""

from __future__ import annotations

import asyncio
import random

import pytest

from fibsgui.bg import OFF
from fibsgui.bgammon.board import ACEY_DEUCEY, TABULA
from fibsgui.bgammon.variants import ServerTurn
from fibsgui.models.game import Action
from tests.ui.bgammonkit import fake_bgammon, log_in, run, until


async def variant_seated(room, variant: int):
    alice, bob = room.player("alice"), room.player("bob")
    await log_in(alice, room.server)
    await log_in(bob, room.server)
    alice.link.create_match(1, variant, "v")
    await until(lambda: room.server.game_of("alice") is not None, what="the match created")
    bob.link.join_match("alice")
    await until(lambda: alice.controller.snapshot().names == ("alice", "bob")
                and bob.controller.snapshot().names == ("bob", "alice"), what="both seated")
    return alice, bob


def act(player, rng) -> bool:
    controller = player.controller
    snap = controller.snapshot()
    turn = controller.turn
    if Action.CHOOSE_DOUBLE in snap.actions:
        controller.choose_double(rng.randint(1, 6))
        return True
    if Action.MOVE in snap.actions and isinstance(turn, ServerTurn) and not turn.sent and turn.sources():
        steps = [(source, target) for source in sorted(turn.sources()) for target in sorted(turn.targets(source))]
        bear_off = [step for step in steps if step[1] == OFF]
        source, target = rng.choice(bear_off or steps)  # bearing off first: the game ends sooner
        assert controller.step(source, target)
        return True
    if Action.ROLL in snap.actions:
        controller.roll()
        return True
    return False


@pytest.mark.parametrize("variant", [ACEY_DEUCEY, TABULA])
def test_a_whole_variant_game_through_the_controllers(qtbot, qloop, tmp_path, variant):
    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            alice, bob = await variant_seated(room, variant)
            for player in (alice, bob):  # a turn without a move is passed without the grace given the server
                player.controller.SERVER_PASS_GRACE_MS = 20
            rng = random.Random(variant)
            game = room.server.game_of("alice")
            for _ in range(40000):
                if game.winner:
                    break
                for player in (alice, bob):
                    snap = player.controller.snapshot()
                    if snap.drawable and hasattr(snap.position, "total"):
                        assert snap.position.total(0) == snap.position.total(1) == 15
                    before = (snap, player.controller.turn)
                    if act(player, rng):
                        await until(lambda p=player: (p.controller.snapshot(), p.controller.turn) != before
                                    or game.winner, what=f"{player.name} acted", timeout=5)
                await asyncio.sleep(0.002)
            assert game.winner, "the game did not end"
            for player in (alice, bob):
                assert not [line for line in player.log if line.startswith("The server refused")], player.log[-20:]
            logs = alice.log + bob.log
            if variant == ACEY_DEUCEY:  # the 1-2s chosen on the board's chooser, as the log says
                chosen = [int(c.split()[1]) for c in alice.sent if c.startswith("ok ")]
                assert chosen, "no acey-deucey of alice's in this game"
                assert [line for line in alice.log if line.startswith("You choose")] == [
                    f"You choose {n}-{n}" for n in chosen]
                assert [line for line in bob.log if line.startswith("alice chooses")] == [
                    f"alice chooses {n}-{n}" for n in chosen]
            else:
                assert any(line.startswith("You roll ") and line.count("-") == 2 for line in logs)
            # both see the same end: each side's checkers as the other sees them
            await until(lambda: all(p.controller.snapshot().match_winner is not None for p in (alice, bob)),
                        what="the end on both boards")
            a, b = alice.controller.snapshot().position, bob.controller.snapshot().position
            assert (a.off(0), a.off(1), a.pip_count(0), a.pip_count(1)) == (b.off(1), b.off(0), b.pip_count(1),
                                                                            b.pip_count(0))
            assert 15 in (a.off(0), a.off(1))

    run(qloop, scenario(), timeout=120)
