"""Every match recorded as it happens: practice, played and watched on FIBS, resumed, and on
bgammon.org (fibsgui.models.recorder)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fibsgui.engine import EventKind, HeuristicEngine, Phase
from fibsgui.models.game import Action
from fibsgui.models.offline import OfflineController
from fibsgui.models.recorder import PracticeRecording, RecordStore
from fibsgui.records import ActionKind
from fibsgui.records.journal import load


def practice(qtbot, folder: Path, match_file: Path | None = None):
    controller = OfflineController(engine_factory=lambda strength: HeuristicEngine(strength, seed=3), pace_ms=0)
    if match_file is not None:
        controller.keep_in(match_file)
    store = RecordStore(folder / "records")
    recording = PracticeRecording(controller, store)
    return controller, store, recording


def idle(qtbot, controller) -> None:
    qtbot.waitUntil(lambda: not controller.thinking(), timeout=20000)


def act(qtbot, controller) -> bool:
    """One action of the player (the first legal play, a take, an accepted resignation, the
    next game); False when the match is over."""
    idle(qtbot, controller)
    snapshot = controller.snapshot()
    if snapshot.can(Action.NEW_MATCH):
        return False
    if snapshot.can(Action.NEW_GAME):
        controller.next_game()
    elif snapshot.can(Action.MOVE) and controller.turn is not None:
        play = next(iter(controller.turn.legal))
        for move in play:
            assert controller.step(move.from_point, move.to_point)
    elif snapshot.can(Action.ROLL):
        controller.roll()
    elif snapshot.can(Action.TAKE):
        controller.take()
    elif snapshot.can(Action.ACCEPT):
        controller.accept_resignation()
    else:
        raise AssertionError(f"nothing to do: {controller.match.phase}")
    idle(qtbot, controller)
    return True


def boards_after_moves(match) -> list:
    """The board after every move of the match, as the match itself has it."""
    return [e.position.board for e in match.events if e.kind in (EventKind.MOVE, EventKind.CANNOT_MOVE)]


def recorded_boards(record) -> list:
    return [step.after.position.board for step in record.steps() if step.action.kind == ActionKind.MOVE]


def test_a_practice_match_is_recorded_to_its_end_and_replays_as_it_was_played(qtbot, tmp_path):
    controller, store, recording = practice(qtbot, tmp_path)
    controller.start_match(3, seed=11)
    assert not list((tmp_path / "records").glob("*.jsonl")) if (tmp_path / "records").exists() else True
    while act(qtbot, controller):
        pass
    match = controller.match
    assert match.phase == Phase.MATCH_OVER
    files = list((tmp_path / "records").glob("*.jsonl"))
    assert len(files) == 1
    result = load(files[0])
    record = result.record
    assert result.skipped == 0 and not result.cut
    # the record read back from the disk replays to the same boards, game by game
    assert all(not record.frames(g).problem for g in range(len(record.games)))
    assert recorded_boards(record) == boards_after_moves(match)
    assert len(record.games) == match.game_number
    # every point the games scored, the last game's too where it passed the match length
    scored = [0, 0]
    for event in match.events:
        if event.kind == EventKind.GAME_END:
            scored[event.side] += event.points
    assert record.score == tuple(scored) and min(record.score) == min(match.score)
    info = record.info
    assert info.server == "offline" and info.length == 3 and info.me == 0
    assert info.outcome == "won" and info.winner == match.winner and info.ended
    assert info.players[1] == match.engine.name


def test_a_practice_match_given_up_for_a_new_one_is_kept_as_abandoned(qtbot, tmp_path):
    controller, store, recording = practice(qtbot, tmp_path)
    controller.start_match(5, seed=4)
    for _ in range(6):
        act(qtbot, controller)
    first = recording.journal.record.info.id
    controller.start_match(5, seed=5)  # nothing recorded of the new match before its first roll
    assert recording.journal is None
    act(qtbot, controller)
    assert recording.journal.record.info.id != first
    summaries = {s.id: s for s in store.library.summaries()}
    assert summaries[first].outcome == "abandoned"
    assert len(summaries) == 2


@pytest.mark.parametrize("seed, opener", [(6, 0), (4, 1)])  # the player's opening, and the engine's
def test_a_practice_match_given_up_before_the_player_acted_leaves_no_record(qtbot, tmp_path, seed, opener):
    controller, store, recording = practice(qtbot, tmp_path)
    controller.start_match(5, seed=seed)
    act(qtbot, controller)  # the opening roll (and the engine's play when the engine opens)
    first = recording.journal.record
    actions = first.games[0].actions
    assert actions[0].side == opener
    assert all(a.side != 0 or a.kind == ActionKind.ROLL for a in actions)
    path = store.library.path_of(first.info.id)
    assert path.exists()
    controller.start_match(5, seed=5)  # New match, with nothing played
    assert not path.exists()
    assert store.library.summaries() == []
    while recording.journal is None or not any(a.side == 0 and a.kind == ActionKind.MOVE
                                               for a in recording.journal.record.games[0].actions):
        act(qtbot, controller)
    second = recording.journal.record.info.id
    controller.start_match(3, seed=7)  # given up after the player's first move: kept
    assert [(s.id, s.outcome) for s in store.library.summaries()] == [(second, "abandoned")]


def test_a_practice_match_that_comes_back_after_a_restart_goes_on_with_its_record(qtbot, tmp_path):
    file = tmp_path / "practice-match.json"
    controller, store, recording = practice(qtbot, tmp_path, file)
    controller.start_match(3, seed=7)
    for _ in range(14):
        act(qtbot, controller)
    record_id = recording.journal.record.info.id
    assert json.loads(file.read_text())["kept"] == {"record": record_id}
    before = controller.match.events[:]
    controller.shutdown()
    recording.journal.close()  # the app goes

    again, store2, recording2 = practice(qtbot, tmp_path, file)
    assert again.resume()
    assert recording2.journal is not None and recording2.journal.record.info.id == record_id
    while act(qtbot, again):
        pass
    files = list((tmp_path / "records").glob("*.jsonl"))
    assert [f.stem for f in files] == [record_id]  # one record, gone on with
    record = load(files[0]).record
    assert all(not record.frames(g).problem for g in range(len(record.games)))
    moves = [e for e in before if e.kind in (EventKind.MOVE, EventKind.CANNOT_MOVE)]
    later = boards_after_moves(again.match)
    # the record holds the moves before the restart and every one after, once each
    boards = recorded_boards(record)
    assert boards[:len(moves)] == [e.position.board for e in moves]
    assert boards[-len(later):] == later
    assert record.info.outcome == "won"


def test_a_record_that_cannot_be_written_is_said_once_and_play_goes_on(qtbot, tmp_path):
    blocker = tmp_path / "records"
    blocker.write_text("a file where the folder should be")
    controller, store, recording = practice(qtbot, tmp_path)
    told = []
    store.problem.connect(lambda kind, folder, reason: told.append((folder, reason)))
    controller.start_match(3, seed=2)
    for _ in range(10):
        act(qtbot, controller)
    assert len(told) == 1 and told[0][0] == str(blocker)
    assert controller.match.game_number >= 1  # play went on


# -- FIBS: played, watched, resumed ------------------------------------------------------------------
from fibsgui import clip  # noqa: E402
from fibsgui.config import Settings  # noqa: E402
from fibsgui.records.journal import RecordLibrary  # noqa: E402
from fibsgui.models.server import RESUME  # noqa: E402
from fibsgui.session import Status  # noqa: E402
from fibsgui.ui.mainwindow import MainWindow  # noqa: E402
from tests.fakefibs import FakeFibs  # noqa: E402
from tests.ui.onlinekit import act as act_online, can_act, log_in, run, until  # noqa: E402


def window(qtbot, tmp_path, name: str) -> MainWindow:
    settings = Settings(tmp_path / f"{name}-settings.toml")
    settings["board.animation_ms"] = 0
    settings["sound.enabled"] = False
    settings["notify.invitations"] = False
    settings["notify.tells"] = False
    w = MainWindow(settings=settings, start_practice=False, window_state_file=str(tmp_path / f"{name}-window.ini"),
                   records_folder=str(tmp_path / name / "records"))
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    return w


async def fibs_windows(qtbot, tmp_path, server, *names):
    windows = [window(qtbot, tmp_path, name) for name in names]
    for w, name in zip(windows, names):
        await log_in(w, server, name)
    return windows


async def invite(server, inviter, invitee, length: int) -> None:
    name = invitee.client.state.me
    invitee.ready_action.trigger()
    await until(lambda: invitee.client.state.toggles.get("ready"), what=f"{name} ready")
    inviter.players.action_requested.emit("invite", name, length)
    await server.wait_for_command(inviter.client.state.me, rf"^invite {name}")
    await until(lambda: inviter.client.state.me in invitee.client.state.invitations, what="the invitation")
    invitee.link.join(inviter.client.state.me)
    await until(lambda: server.match_of(name) is not None, what="the match")


def records_of(w: MainWindow) -> list:
    library = RecordLibrary(w.records.folder)
    return [library.load(s.id).record for s in library.summaries()]


def swapped(board) -> tuple:
    return board[1], board[0]


def replay(record) -> list[tuple]:
    """Every action replayed: (game number, kind, side, dice, board after), and no game stopped early."""
    for g in range(len(record.games)):
        assert not record.frames(g).problem, record.frames(g).problem
    return [(record.games[step.game].number, step.action.kind, step.action.side, step.action.dice,
             step.after.position.board) for step in record.steps()]


async def next_game(server, w) -> bool:
    """Join the next game of the match (once: the server waits for both players)."""
    name = w.client.state.me
    match = server.match_of(name)
    controller = w.online.controller
    if (Action.NEW_GAME not in controller.snapshot().actions or match is None
            or match.phase != "between" or match.side_of(name) in match.joined):
        return False
    controller.next_game()
    await server.wait_until(lambda: match.side_of(name) in match.joined or match.phase != "between", timeout=10)
    return True


async def play_on(server, a, b, until_done=lambda: False, limit=4000) -> None:
    turns = 0
    while not until_done():
        acted = (await act_online(a) or await act_online(b) or await next_game(server, a)
                 or await next_game(server, b))
        if not acted:
            await asyncio.sleep(0.01)
        turns += 1
        assert turns < limit, "the match did not end"


import asyncio  # noqa: E402


def test_a_fibs_match_is_recorded_by_both_players_alike_and_by_a_watcher_from_the_middle(qtbot, qloop, tmp_path):
    async def scenario():
        server = FakeFibs(seed=3)
        await server.start()
        for name in ("alice", "bob", "carol"):
            server.add_account(name, f"{name}_pw", rating=1500.0, experience=20)
        try:
            alice, bob, carol = await fibs_windows(qtbot, tmp_path, server, "alice", "bob", "carol")
            await invite(server, alice, bob, 3)
            match = server.match_of("alice")
            moves = 0
            while moves < 8:  # carol comes in the middle of the first game
                await until(lambda: can_act(alice) or can_act(bob), what="a turn")
                moves += bool(await act_online(alice) or await act_online(bob))
            carol.client.command(clip.commands.watch, "alice")
            await until(lambda: carol.online.controller.watching
                        and carol.online.controller.snapshot().dice is not None
                        or carol.online.controller.snapshot().match.state.name == "PLAYING", what="carol watching")
            await play_on(server, alice, bob, lambda: match.winner is not None)
            for w in (alice, bob, carol):
                await until(lambda w=w: (records_of(w) or [None])[0] is not None
                            and records_of(w)[0].info.outcome == "won", what="the record's end")
            # the ratings after, once FIBS tells them
            for w in (alice, bob, carol):
                await until(lambda w=w: None not in records_of(w)[0].info.rating_after, what="ratings after")
            account = alice.link.account
        finally:
            await server.close()
        (mine,), (theirs,), (watched,) = records_of(alice), records_of(bob), records_of(carol)
        assert mine.info.players == ("alice", "bob") and theirs.info.players == ("bob", "alice")
        assert mine.info.me == 0 and theirs.info.me == 0 and watched.info.me is None
        assert mine.info.server == "fibs" and mine.info.length == 3 and mine.info.recorded == "played"
        ours, other = replay(mine), replay(theirs)
        assert len(ours) > 20 and len(ours) == len(other)
        for a, b in zip(ours, other):
            assert a[:2] == b[:2] and a[2] == 1 - b[2] and a[3] == b[3] and a[4] == swapped(b[4])
        # the winner, the final score and the ratings as the server has them
        winner = match.players[match.winner]
        assert mine.info.winner == (0 if winner == "alice" else 1)
        assert theirs.info.winner == 1 - mine.info.winner
        assert mine.score == tuple(match.state.score[match.side_of(n)] for n in ("alice", "bob"))
        rating = server.accounts["alice"].rating
        assert mine.info.rating_before[0] == 1500.0 and mine.info.rating_after[0] == pytest.approx(rating, abs=0.01)
        assert mine.info.experience_after[0] == server.accounts["alice"].experience
        assert watched.info.rating_after == mine.info.rating_after
        # the watcher's record: from the board when watching began, then as the players' own
        assert not watched.info.from_start and watched.info.recorded == "watched"
        first = watched.games[0]
        assert first.number == 1 and first.position is not None
        seen = replay(watched)
        assert seen[-len(seen) + 1:] == ours[-len(seen) + 1:]
        # the rating history: a point at the login, one at the match's end
        points = alice.records.ratings.points(account)
        assert [p.event for p in points] == ["login", "match"]
        assert points[0].rating == 1500.0 and points[1].rating == pytest.approx(rating, abs=0.01)
        assert points[1].opponent == "bob" and points[1].result == ("won" if winner == "alice" else "lost")
        assert points[1].record == mine.info.id

    run(qloop, scenario(), timeout=240)


def test_a_fibs_match_left_and_resumed_goes_on_with_one_record(qtbot, qloop, tmp_path):
    async def scenario():
        server = FakeFibs(seed=5)
        await server.start()
        for name in ("alice", "bob"):
            server.add_account(name, f"{name}_pw")
        try:
            alice, bob = await fibs_windows(qtbot, tmp_path, server, "alice", "bob")
            for w in (alice, bob):
                w.client.session.backoff_initial = 0.2
                w.client.session.backoff_jitter = 0.0
            await invite(server, alice, bob, 3)
            made = 0
            while made < 10:
                await until(lambda: can_act(alice) or can_act(bob), what="a turn")
                made += bool(await act_online(alice) or await act_online(bob))
            server.drop("alice")  # the match is saved on the server, and resumed at the login
            await until(lambda: alice.client.connection.status == Status.RECONNECTING, what="reconnecting")
            await until(lambda: alice.client.connection.status == Status.LOGGED_IN, timeout=15, what="back")
            await until(lambda: server.match_of("alice") is not None, timeout=15, what="match resumed")
            match = server.match_of("alice")
            await play_on(server, alice, bob, lambda: match.winner is not None)
            await until(lambda: records_of(alice)[0].info.outcome == "won", what="the record's end")
        finally:
            await server.close()
        records = records_of(alice)
        assert len(records) == 1  # one record, gone on with
        (record,) = records
        actions = replay(record)
        assert record.info.outcome == "won" and len(actions) > 20
        # the game the drop cut ends unfinished, and goes on from the board at the resume
        cut = [g for g in record.games if g.end is not None and g.end.how == "unfinished"]
        for game in cut:
            after = record.games[record.games.index(game) + 1]
            assert after.number == game.number and after.position is not None
        assert record.score == tuple(match.state.score[match.side_of(n)] for n in ("alice", "bob"))

    run(qloop, scenario(), timeout=240)


def test_a_fibs_match_saved_on_the_server_goes_on_with_its_record_after_a_restart(qtbot, qloop, tmp_path):
    async def scenario():
        server = FakeFibs(seed=8)
        await server.start()
        for name in ("alice", "bob"):
            server.add_account(name, f"{name}_pw")
        try:
            alice, bob = await fibs_windows(qtbot, tmp_path, server, "alice", "bob")
            await invite(server, alice, bob, 3)
            made = 0
            while made < 12:
                await until(lambda: can_act(alice) or can_act(bob), what="a turn")
                made += bool(await act_online(alice) or await act_online(bob))
            (before,) = records_of(alice)
            alice.log_out()  # the app goes; FIBS keeps the match
            await until(lambda: server.saved_match("alice", "bob") is not None, what="the match saved")
            alice.hide()
            await until(lambda: records_of(alice)[0].info.outcome == "saved", what="the record waits")
            for recorder in alice.recorders.values():  # the app goes: its records are let go
                if recorder.journal is not None:
                    recorder.journal.close()
            again = window(qtbot, tmp_path, "alice")  # the same data folder, a new run
            await log_in(again, server, "alice")
            bob.link.set_ready(True)
            await until(lambda: bob.client.state.toggles.get("ready"), what="bob ready")
            again.link.player_action("invite", "bob", RESUME)
            await until(lambda: "alice" in bob.client.state.invitations, what="the invitation to resume")
            bob.link.join("alice")
            await until(lambda: server.match_of("alice") is not None, what="the match resumed")
            match = server.match_of("alice")
            await play_on(server, again, bob, lambda: match.winner is not None)
            await until(lambda: records_of(again)[0].info.outcome == "won", what="the record's end")
        finally:
            await server.close()
        (record,) = records_of(again)  # the same record, gone on with
        assert record.info.id == before.info.id
        actions = replay(record)
        assert actions[:len(replay(before))] == replay(before)
        assert record.score == tuple(match.state.score[match.side_of(n)] for n in ("alice", "bob"))

    run(qloop, scenario(), timeout=240)


# -- bgammon.org ---------------------------------------------------------------------------------------
def test_a_bgammon_match_is_recorded_by_both_players_alike(qtbot, qloop, tmp_path):
    from fibsgui.models.recorder import TableRecorder
    from tests.ui.bgammonkit import fake_bgammon, play_turns

    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            alice, bob, _ = await room.seated(3)
            stores = {}
            for player in (alice, bob):
                store = stores[player.name] = RecordStore(tmp_path / player.name / "records")
                player.recorder = TableRecorder("bgammon", player.link, player.controller, store)
            await room.opened(alice, bob, (5, 2))
            await play_turns([alice, bob], lambda: alice.controller.snapshot().match_winner is not None
                             and bob.controller.snapshot().match_winner is not None, limit=6000)
        return stores

    stores = run(qloop, scenario(), timeout=240)
    (mine,) = [RecordLibrary(stores["alice"].folder).load(s.id).record for s in stores["alice"].library.summaries()]
    (theirs,) = [RecordLibrary(stores["bob"].folder).load(s.id).record for s in stores["bob"].library.summaries()]
    assert mine.info.server == "bgammon.org" and mine.info.players == ("alice", "bob") and mine.info.length == 3
    assert mine.info.outcome == "won" and theirs.info.winner == 1 - mine.info.winner
    ours, other = replay(mine), replay(theirs)
    assert len(ours) > 20 and len(ours) == len(other)
    for a, b in zip(ours, other):
        assert a[:2] == b[:2] and a[2] == 1 - b[2] and a[3] == b[3] and a[4] == swapped(b[4])
    assert not [g for g in mine.games if g.end is None or g.end.how == "unfinished"]
    assert max(mine.score) >= 3


def test_a_watched_match_is_reviewed_as_it_goes_on_stepped_back_and_back_to_live(qtbot, qloop, tmp_path):
    async def scenario():
        server = FakeFibs(seed=5)
        await server.start()
        for name in ("alice", "bob", "carol"):
            server.add_account(name, f"{name}_pw")
        try:
            alice, bob, carol = await fibs_windows(qtbot, tmp_path, server, "alice", "bob", "carol")
            await invite(server, alice, bob, 3)
            match = server.match_of("alice")
            assert not carol.online.review_button.isVisible()  # nothing recorded on carol's board yet
            moves = 0
            while moves < 6:
                await until(lambda: can_act(alice) or can_act(bob), what="a turn")
                moves += bool(await act_online(alice) or await act_online(bob))
            carol.client.command(clip.commands.watch, "alice")
            recorder = carol.recorders["fibs"]
            await until(lambda: recorder.record is not None and recorder.record.action_count() > 0,
                        what="carol's record begun")
            await until(lambda: carol.online.review_button.isVisible(), what="the Review button")
            carol.online.review_button.click()
            viewer = carol.match_history.viewers[-1]
            assert viewer.live and viewer.isVisible()
            assert viewer.moment == viewer.timeline.count() - 1  # the latest moment

            # the match goes on: the review follows it to its latest moment
            count = viewer.timeline.count()
            for _ in range(4):
                await until(lambda: can_act(alice) or can_act(bob), what="a turn")
                await act_online(alice) or await act_online(bob)
            await until(lambda: viewer.timeline.count() > count, what="the review grown")
            await until(lambda: viewer.moment == viewer.timeline.count() - 1, what="the review at the latest moment")
            assert not viewer.live_button.isVisible()
            assert viewer.timeline.count() == recorder.record.frame_count()

            # stepped back, the review stays where the player is while the match goes on
            viewer.go_to(1)
            count = viewer.timeline.count()
            for _ in range(4):
                await until(lambda: can_act(alice) or can_act(bob), what="a turn")
                await act_online(alice) or await act_online(bob)
            await until(lambda: viewer.timeline.count() > count, what="the review grown again")
            assert viewer.moment == 1 and viewer.live_button.isVisible()
            viewer.live_button.click()
            assert viewer.moment == viewer.timeline.count() - 1 and not viewer.live_button.isVisible()

            # to the match's end: the review shows the last moment of the whole record
            record = recorder.record
            await play_on(server, alice, bob, lambda: match.winner is not None)
            await until(lambda: record.info.outcome == "won", what="the record's end")
            await until(lambda: viewer.timeline.count() == record.frame_count(), what="the review at the end")
            assert viewer.moment == viewer.timeline.count() - 1
        finally:
            await server.close()

    run(qloop, scenario(), timeout=240)


def test_a_tabula_match_is_kept_as_its_information_by_both_players(qtbot, qloop, tmp_path):
    """A variant's moves cannot be replayed by the rules of backgammon: the record keeps who played,
    the variant, the length and the winner, and the recorder follows the match without a fault."""
    import random

    from fibsgui.bgammon.board import TABULA
    from fibsgui.models.recorder import TableRecorder
    from tests.ui.bgammonkit import fake_bgammon
    from tests.ui.test_bgammon_variants_play import act as variant_act, variant_seated

    async def scenario():
        async with fake_bgammon(tmp_path) as room:
            alice, bob = await variant_seated(room, TABULA)
            stores = {}
            for player in (alice, bob):
                player.controller.SERVER_PASS_GRACE_MS = 20
                store = stores[player.name] = RecordStore(tmp_path / player.name / "records")
                player.recorder = TableRecorder("bgammon", player.link, player.controller, store)
            game = room.server.game_of("alice")
            rng = random.Random(3)
            for _ in range(40000):
                if game.winner:
                    break
                for player in (alice, bob):
                    before = (player.controller.snapshot(), player.controller.turn)
                    if variant_act(player, rng):
                        await until(lambda p=player: (p.controller.snapshot(), p.controller.turn) != before
                                    or game.winner, what=f"{player.name} acted", timeout=5)
                await asyncio.sleep(0.002)
            assert game.winner
            await until(lambda: all(p.controller.snapshot().match_winner is not None for p in (alice, bob)),
                        what="the end on both boards")
            winner = game.names[game.winner - 1]
        return stores, winner

    stores, winner = run(qloop, scenario(), timeout=240)
    (mine,) = [RecordLibrary(stores["alice"].folder).load(s.id).record for s in stores["alice"].library.summaries()]
    (theirs,) = [RecordLibrary(stores["bob"].folder).load(s.id).record for s in stores["bob"].library.summaries()]
    assert mine.info.variant == theirs.info.variant == "tabula"
    assert mine.info.players == ("alice", "bob") and theirs.info.players == ("bob", "alice")
    assert mine.info.outcome == theirs.info.outcome == "won"
    assert mine.info.winner == (0 if winner == "alice" else 1) and theirs.info.winner == 1 - mine.info.winner
    assert mine.games == [] and theirs.games == []


def test_the_window_records_practice_from_its_first_step_and_goes_on_after_a_restart(qtbot, tmp_path):
    """The window makes the practice match's recording at the match's first step in the run (not
    at start-up); a match come back from its file goes on with its record, every move once."""
    from fibsgui.ui.mainwindow import MainWindow

    file, records = tmp_path / "data" / "practice-match.json", tmp_path / "records"

    def practice_window(name: str) -> MainWindow:
        w = MainWindow(settings=Settings(tmp_path / f"{name}.toml"), window_state_file=str(tmp_path / f"{name}.ini"),
                       practice_file=str(file), records_folder=str(records))
        qtbot.addWidget(w)
        w.practice.controller.engine_factory = lambda strength: HeuristicEngine(strength, seed=3)
        w.practice.controller.pace_ms = 0
        return w

    first = practice_window("first")
    controller = first.practice.controller
    assert first.practice_recording is None and not records.exists()  # nothing recorded yet
    controller.start_match(3, seed=7)
    for _ in range(14):
        act(qtbot, controller)
    journal = first.practice_recording.journal
    record_id = journal.record.info.id
    assert json.loads(file.read_text())["kept"] == {"record": record_id}
    before = controller.match.events[:]
    controller.shutdown()
    journal.close()  # the app goes

    again = practice_window("again")
    controller = again.practice.controller
    assert controller.match.events == before and again.practice_recording is None
    while act(qtbot, controller):
        pass
    files = list(records.glob("*.jsonl"))
    assert [f.stem for f in files] == [record_id]  # one record, gone on with
    record = load(files[0]).record
    assert all(not record.frames(g).problem for g in range(len(record.games)))
    moves = [e.position.board for e in before if e.kind in (EventKind.MOVE, EventKind.CANNOT_MOVE)]
    later = [e.position.board for e in controller.match.events[len(before):]
             if e.kind in (EventKind.MOVE, EventKind.CANNOT_MOVE)]
    assert later and recorded_boards(record) == moves + later
    assert record.info.outcome == "won"
