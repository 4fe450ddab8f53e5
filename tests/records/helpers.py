"""Whole matches for the records' tests: the practice match played to its end by two engines."""

from __future__ import annotations

import random

from fibsgui.bg import BACKGAMMON, GAMMON, SINGLE
from fibsgui.engine import HeuristicEngine, OfflineMatch, Phase, Strength
from fibsgui.records import MatchRecord
from fibsgui.records.practice import PracticeRecorder, practice_info


def play_match(length: int = 5, seed: int = 1, make_target=MatchRecord, *, beavers: bool = False, jacoby: bool = False,
               crawford: bool = True, max_games: int = 40) -> tuple[OfflineMatch, object]:
    """Play a match between the built-in engine (the "engine" side) and the same engine driving the
    human side, recording it into ``target`` (a new :class:`MatchRecord` if none) action by action.

    The human side now and then offers to resign (and the engine answers), rejects a resignation,
    or beavers (money play with ``beavers``), so that every kind of action occurs."""
    rng = random.Random(seed)
    match = OfflineMatch(HeuristicEngine(Strength.EXPERT, seed), length=length, seed=seed, human_name="alice",
                         beavers=beavers, jacoby=jacoby, crawford=crawford)
    target = make_target(practice_info(match, "expert"))
    recorder = PracticeRecorder(target)
    driver = HeuristicEngine(Strength.EXPERT, seed + 1)
    games = 1
    while match.phase != Phase.MATCH_OVER:
        recorder.feed(match.events)
        phase = match.phase
        if phase == Phase.GAME_OVER:
            if length == 0 and games >= max_games:
                break
            games += 1
            match.new_game()
        elif match.engine_to_act:
            match.engine_action()
        elif phase == Phase.ROLL:
            if rng.random() < 0.01:
                match.resign(rng.choice((SINGLE, GAMMON, BACKGAMMON)))
            elif match.may_double() and driver.should_double(match.position, match.state):
                match.double()
            else:
                match.roll()
        elif phase == Phase.MOVE:
            match.move(driver.choose_play(match.position, match.state.dice, match.state))
        elif phase == Phase.DOUBLED:
            if match.may_beaver() and rng.random() < 0.5:
                match.beaver()
            elif driver.should_take(match.position, match.state):
                match.take()
            else:
                match.drop()
        elif phase == Phase.RESIGNED:
            if rng.random() < 0.3:
                match.reject_resignation()
            else:
                match.accept_resignation()
    recorder.feed(match.events)
    return match, target
