"""Local opponent and hints: the GNU Backgammon adapter, the built-in fallback bot, offline matches.

No Qt here, and importing this package does not load gnubg's neural net: that happens at the
first evaluation. Everything that thinks is a blocking call meant for a worker thread.

Choosing an engine::

    from fibsgui.engine import Strength, create_engine, engine_available
    engine = create_engine(Strength.EXPERT)   # gnubg if installed, else the built-in bot
    engine.name, engine.description           # "gnubg", "GNU Backgammon 1.1.0a16 neural net, ..."

:class:`Engine` (see :mod:`fibsgui.engine.base`) for a :class:`fibsgui.bg.Position` with its side on
roll and a :class:`fibsgui.bg.MatchState`:

* ``rank_plays(position, dice, match)`` -> ``[RankedPlay(play, equity, plies)]`` best first;
* ``choose_play(position, dice, match)`` -> ``Play`` at the engine's strength;
* ``cube_decision(position, match)`` -> :class:`CubeDecision` (no double / double-take /
  double-pass equities, ``double``, ``take``); ``should_double``, ``should_take``;
* ``probabilities(position, match, side)`` -> cubeless (win, win gammon, win backgammon,
  lose gammon, lose backgammon);
* ``accept_resignation(position, match, kind, side)``, ``resignation_offer(position, match, side)``.

Strengths (:class:`Strength`): beginner, casual, intermediate, advanced (0-ply gnubg with decreasing
noise), expert (0-ply, no noise) and world class (2-ply with pruning).

A match against the engine: :class:`OfflineMatch` (see :mod:`fibsgui.engine.offline`)::

    match = OfflineMatch(create_engine(Strength.ADVANCED), length=7, human=0, seed=None)
    match.events                  # MatchEvent log: kind, side, text, dice, play, positions, score
    match.phase, match.to_act     # Phase.ROLL / MOVE / DOUBLED / RESIGNED / GAME_OVER / MATCH_OVER
    match.roll(); match.move("13/7 8/7"); match.double(); match.take(); match.drop()
    match.resign(2); match.accept_resignation(); match.reject_resignation()
    match.new_game(); match.new_match()
    action = match.compute_engine_action()   # worker thread
    match.apply(action)                      # UI thread
    match.hint(5)                            # [(Play, equity)] for the human's roll
    match.hint_rows(5)                       # [RankedPlay] with the human's chances after each play
    match.cube_hint()                        # CubeDecision before the human's roll or double
"""

from __future__ import annotations

from fibsgui.engine.base import (
    SETTINGS,
    Chances,
    CubeDecision,
    Engine,
    RankedPlay,
    Strength,
    StrengthSettings,
    cube_available,
    is_race,
)
from fibsgui.engine.gnubg_engine import (
    EngineUnavailableError,
    GnubgEngine,
    engine_available,
    gnubg_version,
)
from fibsgui.engine.heuristic import HeuristicEngine
from fibsgui.engine.offline import (
    Action,
    EngineAction,
    EventKind,
    MatchEvent,
    OfflineMatch,
    Phase,
)


def create_engine(strength: Strength | str | int = Strength.EXPERT, *, seed: int | None = None,
                  prefer_gnubg: bool = True) -> Engine:
    """The best engine available at ``strength``: gnubg when installed (loaded at its first use),
    otherwise the built-in heuristic player."""
    strength = Strength.parse(strength)
    if prefer_gnubg and engine_available():
        return GnubgEngine(strength, seed)
    return HeuristicEngine(strength, seed)


__all__ = [
    "Action", "Chances", "CubeDecision", "Engine", "EngineAction", "EngineUnavailableError", "EventKind",
    "GnubgEngine", "HeuristicEngine", "MatchEvent", "OfflineMatch", "Phase", "RankedPlay",
    "SETTINGS", "Strength", "StrengthSettings", "create_engine", "cube_available",
    "engine_available", "gnubg_version", "is_race",
]
