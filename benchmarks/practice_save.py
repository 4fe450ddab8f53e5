"""What keeping the practice match costs: the save after every action, and the read at start.

The practice match is written after every action, on the UI thread (the record of
:meth:`fibsgui.engine.OfflineMatch.to_dict`, through a temporary file that is flushed to the disk
and renamed into place). Measured on a money session played until its record holds the most
events it keeps (:data:`fibsgui.engine.offline.RECORD_EVENTS`: the largest record) and on a
match's first game (a usual one):

- one save (``to_dict``, JSON, the safe write with its ``fsync``), in milliseconds, against the
  reference measured in the same run: writing the same bytes to the same folder with a plain
  ``open``/``write`` and an ``fsync`` (what any write that survives a crash costs);
- reading it back at start (``json.loads`` and ``from_dict``, which checks the whole record);
- the record's size.

Each figure is the best of ``--repeat`` runs.

    python3 benchmarks/practice_save.py [--repeat 20] [--folder /tmp]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fibsgui.engine import HeuristicEngine, OfflineMatch, Phase, Strength  # noqa: E402
from fibsgui.engine.offline import RECORD_EVENTS  # noqa: E402
from fibsgui.savedmatch import SavedMatchFile  # noqa: E402
from tests.engine.helpers import step  # noqa: E402
from timing import best  # noqa: E402 (benchmarks/ is the script's folder)


def engine() -> HeuristicEngine:
    return HeuristicEngine(Strength.EXPERT, seed=1)


def measure(name: str, match: OfflineMatch, folder: Path, repeat: int) -> None:
    saved = SavedMatchFile(folder / "practice-match.json")
    plain = folder / "plain.json"

    def save() -> None:
        record = match.to_dict()
        record["strength"] = "expert"
        assert saved.write(record) is None

    save()
    data = saved.path.read_bytes()

    def reference() -> None:
        with open(plain, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())

    def read() -> None:
        OfflineMatch.from_dict(json.loads(saved.path.read_bytes()), engine())

    ours, theirs, back = best(repeat, save), best(repeat, reference), best(repeat, read)
    print(f"{name}: {len(match.events)} events, record {len(data) / 1024:.0f} KB")
    print(f"  save      {ours * 1000:7.2f} ms   (plain write + fsync of the same bytes {theirs * 1000:.2f} ms, "
          f"ratio {ours / theirs:.1f})")
    print(f"  read back {back * 1000:7.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--folder", default=None, help="where to write (default: a temporary folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        first = OfflineMatch(engine(), length=5, seed=3)
        while first.game_number == 1 and first.phase != Phase.GAME_OVER:
            step(first)
        measure("a match's first game", first, Path(folder), args.repeat)
        money = OfflineMatch(engine(), length=0, seed=3)
        while len(money.events) < RECORD_EVENTS:
            step(money)
        measure("the largest record (a long money session)", money, Path(folder), args.repeat)


if __name__ == "__main__":
    main()
