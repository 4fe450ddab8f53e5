"""Match records: every match kept as it happens, replayed, and exchanged with GNU Backgammon. No Qt.

* :mod:`fibsgui.records.model`: the record (:class:`MatchRecord`: :class:`MatchInfo`, games and
  their actions) and its replay (the position and match state before and after every action);
* :mod:`fibsgui.records.journal`: records on disk, written action by action, crash-safe;
* :mod:`fibsgui.records.matfile`: the ``.mat`` match text format (GNU Backgammon, Jellyfish);
* :mod:`fibsgui.records.sgf`: GNU Backgammon's SGF.
"""

from fibsgui.records.model import (
    BGAMMON,
    ENDINGS,
    FIBS,
    IMPORTED,
    OFFLINE,
    PLAYED,
    WATCHED,
    Action,
    ActionFrames,
    ActionKind,
    Frame,
    Game,
    GameFrames,
    MatchInfo,
    MatchRecord,
    RecordError,
    utc_now,
)

__all__ = [
    "BGAMMON", "ENDINGS", "FIBS", "IMPORTED", "OFFLINE", "PLAYED", "WATCHED", "Action", "ActionFrames",
    "ActionKind", "Frame", "Game", "GameFrames", "MatchInfo", "MatchRecord", "RecordError", "utc_now",
]
