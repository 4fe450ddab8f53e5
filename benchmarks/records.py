"""Match records: listing a library of 10,000 records, and seeking in a 25-point match.

Listing: ``--records`` record files (copies, each under its own id, of matches of 1 to 25 points
played by the built-in engine against itself) in a fresh folder;

- the first listing (no index: every file read and replayed for its score), against reading
  every file's bytes and nothing more (the reference, same run);
- the listing with the index in place (nothing changed), against ``os.scandir`` and a ``stat``
  of every file (the reference: what looking at the folder costs at all).

Seeking: a 25-point match played the same way, written by the journal and read back; the worst
time, over every game, to seek to its last moment in a record just loaded (the game replayed and
kept) and the time to seek again (kept), against replaying the whole match action by action
(the reference: what a seek would cost if nothing were kept).

Each figure is the best of ``--repeat`` runs.

    python3 benchmarks/records.py [--records 10000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fibsgui.records import MatchRecord  # noqa: E402
from fibsgui.records.journal import INDEX, RecordJournal, RecordLibrary, load  # noqa: E402
from tests.records.helpers import play_match  # noqa: E402
from timing import best  # noqa: E402 (benchmarks/ is the script's folder)


def make_library(folder: Path, count: int) -> None:
    """``count`` record files: a few played matches, each copied under new ids and dates."""
    sources = []
    with tempfile.TemporaryDirectory() as scratch:
        for seed, length in enumerate((1, 3, 5, 7, 9, 11, 13, 25), 1):
            _, journal = play_match(length, seed=seed, make_target=lambda info: RecordJournal.create(info, Path(scratch)))
            journal.close()
            sources.append(journal.path.read_bytes().split(b"\n", 1))
    rng = random.Random(1)
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        header, rest = sources[n % len(sources)]
        data = json.loads(header)
        data["info"]["id"] = uuid.UUID(int=rng.getrandbits(128)).hex
        data["info"]["started"] = f"20{10 + n % 15}-0{1 + n % 9}-1{n % 10}T12:00:00Z"
        (folder / f"{data['info']['id']}.jsonl").write_bytes(json.dumps(data).encode() + b"\n" + rest)


def listing(count: int, repeat: int) -> None:
    with tempfile.TemporaryDirectory() as root:
        folder = Path(root) / "records"
        make_library(folder, count)
        files = sorted(folder.glob("*.jsonl"))
        size = sum(f.stat().st_size for f in files)

        def read_bytes() -> None:
            for f in files:
                f.read_bytes()

        def cold() -> None:
            (folder / INDEX).unlink(missing_ok=True)
            assert len(RecordLibrary(folder).summaries()) == count

        def warm() -> None:
            assert len(RecordLibrary(folder).summaries()) == count

        def scan() -> None:
            for entry in os.scandir(folder):
                entry.stat()

        t_bytes = best(repeat, read_bytes)
        t_cold = best(repeat, cold)
        RecordLibrary(folder).summaries()
        t_warm = best(repeat, warm)
        t_scan = best(repeat, scan)
        print(f"library of {count} records ({size / 1e6:.1f} MB):")
        print(f"  first listing, no index:     {t_cold * 1e3:8.1f} ms   reading the files' bytes: "
              f"{t_bytes * 1e3:7.1f} ms   ratio {t_cold / t_bytes:5.1f}")
        print(f"  listing with the index:      {t_warm * 1e3:8.1f} ms   scandir + stat:           "
              f"{t_scan * 1e3:7.1f} ms   ratio {t_warm / t_scan:5.1f}")


def seeking(repeat: int) -> None:
    with tempfile.TemporaryDirectory() as root:
        _, journal = play_match(25, seed=7, make_target=lambda info: RecordJournal.create(info, Path(root)))
        journal.close()
        path = journal.path
        record = load(path).record
        moments = record.frame_count()
        ends = [record.moment(g, len(game.actions)) for g, game in enumerate(record.games)]

        def replay_all() -> None:
            fresh = MatchRecord(record.info, record.games)
            for _ in fresh.steps():
                pass

        worst_cold, worst_warm = 0.0, 0.0
        for _ in range(repeat):
            fresh = MatchRecord(record.info, record.games)
            for moment in ends:
                start = time.perf_counter()
                fresh.seek(moment)
                worst_cold = max(worst_cold, time.perf_counter() - start)
            rng = random.Random(2)
            for _ in range(2000):
                moment = rng.randrange(moments)
                start = time.perf_counter()
                fresh.seek(moment)
                worst_warm = max(worst_warm, time.perf_counter() - start)
        t_all = best(repeat, replay_all)
        t_load = best(repeat, lambda: load(path))
        print(f"25-point match: {len(record.games)} games, {record.action_count()} actions, "
              f"{path.stat().st_size / 1e3:.0f} KB")
        print(f"  worst seek, game not yet replayed: {worst_cold * 1e3:6.2f} ms   whole match replayed: "
              f"{t_all * 1e3:6.1f} ms   ratio {worst_cold / t_all:5.3f}")
        print(f"  worst seek, game kept (2000 seeks): {worst_warm * 1e3:5.3f} ms")
        print(f"  loading the record from its file:  {t_load * 1e3:6.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    seeking(args.repeat)
    listing(args.records, args.repeat)


if __name__ == "__main__":
    main()
