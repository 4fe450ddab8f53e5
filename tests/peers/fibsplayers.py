"""fibsgui clients playing on a FIBS-compatible server as the app plays: each with its
:class:`OnlineClient` (the session), :class:`FibsLink`, the board's :class:`OnlineGameController`
and a :class:`TableRecorder` writing its records into a :class:`RecordStore` of its own. Their
moves are chosen among the legal plays by fibsgui's rules from a seeded random generator (among
those that hit nothing, where there are, unless the player is not :attr:`Player.quiet`); doubles,
takes, drops and resignations follow a :class:`Script`."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from fibsgui.models.fibs import FibsLink
from fibsgui.models.game import Action, GameSnapshot
from fibsgui.models.online import OnlineClient
from fibsgui.models.recorder import RecordStore, TableRecorder
from fibsgui.records.journal import RecordLibrary
from fibsgui.session import FibsSession, Status
from tests.loopkit import until
from tests.sessionkit import short_timeouts


@dataclass
class Script:
    """What a player decides beyond the checkers' play. Each is asked with the player's snapshot;
    unset, the player never doubles nor resigns, takes every double and accepts every resignation."""

    double: Callable[[GameSnapshot], bool] = lambda s: False
    take: Callable[[GameSnapshot], bool] = lambda s: True
    resign: Callable[[GameSnapshot], int] = lambda s: 0  # 1, 2, 3: offer to resign that much
    accept: Callable[[GameSnapshot], bool] = lambda s: True


@dataclass
class Player:
    name: str
    password: str
    client: OnlineClient
    link: FibsLink
    controller: Any
    store: RecordStore
    recorder: TableRecorder
    rng: random.Random
    script: Script = field(default_factory=Script)
    lines: list[str] = field(default_factory=list)  # every line the server sent, as the console shows it
    decided: list[tuple[str, Any]] = field(default_factory=list)  # what this player did
    quiet: bool = True  # choose among the plays that hit nothing, where there are
    joined: Any = None  # the snapshot on which the player asked for the next game

    def snapshot(self) -> GameSnapshot:
        return self.controller.snapshot()

    def records(self) -> list[Any]:
        """The records on disk, oldest first, read back as the library reads them."""
        library = RecordLibrary(self.store.folder)
        summaries = sorted(library.summaries(), key=lambda s: s.started)
        return [library.load(s.id).record for s in summaries]


def make_player(folder: Path, name: str, seed: int, script: Script | None = None) -> Player:
    def factory(host: str, port: int) -> FibsSession:
        return FibsSession(host, port, **short_timeouts(folder / "transcripts", login_timeout=10.0,
                                                        logout_timeout=3.0, connect_timeout=5.0))

    client = OnlineClient(session_factory=factory)
    link = FibsLink(client)
    controller = link.make_game_controller()
    controller.SERVER_MOVE_GRACE_MS = 0
    store = RecordStore(folder / name / "records", folder / name / "ratings")
    recorder = TableRecorder("fibs", link, controller, store)
    player = Player(name, f"{name}_pw", client, link, controller, store, recorder, random.Random(seed),
                    script or Script())
    link.console_text.connect(player.lines.append)
    return player


async def log_in(player: Player, server: Any, create: bool = False) -> None:
    player.client.log_in(server.host, server.port, player.name, player.password, create_account=create)
    await until(lambda: player.client.connection.status == Status.LOGGED_IN and player.client.state.me == player.name,
                timeout=20, what=f"{player.name} logged in")


async def log_out(player: Player) -> None:
    await player.client.shutdown()


def can_act(player: Player) -> bool:
    snapshot = player.snapshot()
    actions = snapshot.actions
    if actions & {Action.ROLL, Action.TAKE, Action.ACCEPT}:
        return True
    if Action.NEW_GAME in actions:
        return player.joined is not snapshot
    return Action.MOVE in actions and player.controller.turn is not None


async def act(player: Player) -> bool:
    """One step of the game for ``player`` if it is theirs (see the module docs); waits until the
    controller has taken it in. True if it acted."""
    controller = player.controller
    before = controller.snapshot()
    actions = before.actions
    script = player.script
    if Action.RESIGN in actions and not before.resignation and (Action.ROLL in actions or Action.MOVE in actions):
        kind = script.resign(before)
        if kind:
            player.decided.append(("resign", kind))
            controller.resign(kind)
            await until(lambda: controller.snapshot().resignation is not None or controller.snapshot().game_result
                        is not None or controller.snapshot().match_winner is not None, timeout=10,
                        what=f"{player.name}'s resignation taken in")
            return True
    if Action.MOVE in actions and controller.turn is not None:
        legal = sorted(controller.turn.legal, key=lambda play: play.gnubg())
        if player.quiet:  # games without hits are shorter: a quicker test
            legal = [p for p in legal if not any(move.hit for move in p)] or legal
        play = player.rng.choice(legal)
        player.decided.append(("move", play))
        controller.undo_all()
        for move in play:
            assert controller.step(move.from_point, move.to_point), (move, controller.turn)
        if controller.turn is not None:
            assert controller.confirm()
    elif Action.ROLL in actions:
        if Action.DOUBLE in actions and script.double(before):
            player.decided.append(("double", before.match.cube * 2))
            controller.double()
        else:
            player.decided.append(("roll", None))
            controller.roll()
    elif Action.TAKE in actions:
        if script.take(before):
            player.decided.append(("take", None))
            controller.take()
        else:
            player.decided.append(("drop", None))
            controller.drop()
    elif Action.ACCEPT in actions:
        if script.accept(before):
            player.decided.append(("accept", None))
            controller.accept_resignation()
        else:
            player.decided.append(("reject", None))
            controller.reject_resignation()
    elif Action.NEW_GAME in actions:
        if player.joined is before:
            return False
        player.decided.append(("join", None))
        player.joined = before
        controller.next_game()
        return True  # the next game starts when both have joined
    else:
        return False
    if not await changed([player], lambda: controller.snapshot() is not before, timeout=10):
        raise AssertionError(f"{player.name}'s action was not answered: {player.decided[-1]} with "
                             f"{sorted(a.value for a in actions)}; the last lines: {player.lines[-8:]}")
    return True


async def changed(players: list[Player], predicate: Callable[[], bool], timeout: float) -> bool:
    """Wait until ``predicate()``, checked whenever a board of ``players`` changes (and every
    50 ms); False when ``timeout`` seconds passed first."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    event = asyncio.Event()
    for player in players:
        player.controller.changed.connect(event.set)
    try:
        while not predicate():
            remaining = deadline - loop.time()
            if remaining <= 0:
                return False
            event.clear()
            try:
                await asyncio.wait_for(event.wait(), min(remaining, 0.05))
            except asyncio.TimeoutError:
                pass
        return True
    finally:
        for player in players:
            player.controller.changed.disconnect(event.set)


async def play_until(players: list[Player], done: Callable[[], bool], limit: int = 2000,
                     quiet: float = 15.0) -> int:
    """Act for whoever may until ``done()``; the number of actions taken. Fails when nobody could
    act for ``quiet`` seconds or after ``limit`` actions."""
    loop = asyncio.get_running_loop()
    acted = 0
    last = loop.time()
    while not done():
        if acted >= limit:
            raise AssertionError(f"the match did not end within {limit} actions")
        if any(Action.NEW_GAME in p.snapshot().actions for p in players):
            # between games both ask for the next one in the order of ``players``, once both see the end
            await changed(players, lambda: all(Action.NEW_GAME in p.snapshot().actions or match_over(p)
                                               for p in players), 5)
        for player in players:
            if not done() and can_act(player) and await act(player):
                acted += 1
                last = loop.time()
                break
        else:
            if loop.time() - last > quiet:
                states = {p.name: (sorted(a.value for a in p.snapshot().actions), p.snapshot().match_winner,
                                   p.snapshot().provisional, p.lines[-5:]) for p in players}
                raise AssertionError(f"nobody could act for {quiet} s: {states}")
            await changed(players, lambda: done() or any(can_act(p) for p in players), 0.2)
    return acted


def match_over(player: Player) -> bool:
    return player.snapshot().match_winner is not None
