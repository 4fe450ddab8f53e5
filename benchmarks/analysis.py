"""Match analysis speed: a recorded 7-point match analysed at 0 plies, against GNU Backgammon's
own analysis of the same ``.mat`` file in the same run.

The match is played by the engine against itself with a fixed seed (gnubg at the "casual"
strength, whose noise makes human-sized mistakes, with its cube decisions) and kept as a
:class:`fibsgui.records.MatchRecord`, written as ``.mat`` text with
:func:`fibsgui.records.matfile.write_mat`. A second, shorter match (3 points, another seed) is
the warm-up. Then, each in a new Python process, best of ``--repeat``:

- **fair**: :func:`fibsgui.engine.analysis.analyse_match` at 0 plies (checker play and luck at 0
  plies, cube decisions at 1 ply, see the module's docs; by gnubg's own analysis where the package
  has its commands, the way printed, see ``analysis_path``) of the match read back from its
  ``.mat`` text, timed after the one-time costs are paid the way gnubg's command line pays them
  before its analysis: gnubg loaded (weights, bearoff databases, match equity table), the
  warm-up match analysed (fibsgui's modules imported, gnubg's engine thread and calculation
  thread started, its commands used once), then gnubg's evaluation cache emptied (``clear
  cache``), so that none of the match's positions is known, as in a new gnubg;
- **cold**: the same analysis first thing after gnubg is loaded (its one-time costs beyond that
  included), and the same analysis repeated in that process (gnubg's cache then holds the
  positions), for information;
- where GNU Backgammon's command line is installed (``gnubg`` on the PATH or in /usr/games),
  ``gnubg -t -q`` with the same settings, timed from start to exit: fair, the warm-up match
  imported and analysed (``analyse match``), ``clear cache``, then the match imported and
  analysed, less the same run without the match; cold, the match alone less a run that only
  starts (``set threads 1``), each best of twice ``--repeat``. The ratio is fibsgui's time over
  gnubg's, fair against fair (the target: at most 1) and cold against cold. The steps of
  fibsgui's fair run are printed too.

    python3 benchmarks/analysis.py [--seed 7] [--repeat 3] [--length 7] [--write FILE]
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fibsgui.bg import MatchState, Position  # noqa: E402
from fibsgui.engine import GnubgEngine, Strength, gnubg_engine  # noqa: E402
from fibsgui.engine.analysis import Analyser, analyse_match, analysis_path, cube_available  # noqa: E402
from fibsgui.records.matfile import write_mat  # noqa: E402
from fibsgui.records.model import Action, MatchInfo, MatchRecord  # noqa: E402

#: gnubg commands that set its analysis as :func:`analyse_match` does at 0 plies.
GNUBG_SETTINGS = (
    "set threads 1",
    "set analysis chequerplay evaluation plies 0",
    "set analysis chequerplay evaluation cubeful on",
    "set analysis cubedecision evaluation plies 1",
    "set analysis cubedecision evaluation prune off",
    "set analysis cubedecision evaluation cubeful on",
    "set analysis luck evaluation plies 0",
)


def self_play(length: int, seed: int, strength: Strength = Strength.CASUAL) -> MatchRecord:
    """A match of ``length`` points played by the engine against itself, with its cube."""
    rng = random.Random(seed)
    engine = GnubgEngine(strength, seed)
    record = MatchRecord(MatchInfo(players=("alice", "bob"), length=length, me=None))
    state = MatchState(length=length)
    while state.winner is None:
        game = record.new_game()
        score = game.score
        state = MatchState(length=length, score=score, crawford=game.crawford)
        while True:
            a, b = rng.randint(1, 6), rng.randint(1, 6)
            if a != b:
                break
        side = 0 if a > b else 1
        position = Position.initial(side)
        dice = (a, b) if side == 0 else (b, a)
        state = MatchState(length=length, score=score, crawford=game.crawford, on_roll=side, turn=side)
        first = True
        winner = points = 0
        how = ""
        while True:
            if not first and cube_available(state, side) and engine.should_double(position, state):
                record.append(Action.double(side, state.cube * 2))
                offered = state.after_double(side)
                if engine.should_take(position, offered):
                    record.append(Action.take(1 - side))
                    state = offered.after_take()
                else:
                    record.append(Action.drop(1 - side))
                    winner, points, how = side, state.cube, "drop"
                    break
            if not first:
                dice = (rng.randint(1, 6), rng.randint(1, 6))
            first = False
            record.append(Action.roll(side, dice))
            play = engine.choose_play(position, dice, state)
            record.append(Action.move(side, play))
            position = position.apply(play, dice)
            outcome = position.outcome()
            if outcome is not None:
                winner, points, how = outcome.winner, state.game_value(outcome.kind), outcome.name.split()[0]
                break
            side = 1 - side
        record.append(Action.end(winner, points, how))
        state = MatchState(length=length, score=score).after_game(winner, points)
    return record


def gnubg_command() -> str | None:
    return shutil.which("gnubg") or shutil.which("gnubg", path="/usr/games")


def run_gnubg(gnubg: str, commands: list[str], problems: list[str] | None = None) -> float:
    """Seconds gnubg -t takes for ``commands``; its warnings (a move it could not read) are added
    to ``problems``."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as script:
        script.write("\n".join(commands) + "\nquit\ny\n")
    start = time.perf_counter()
    done = subprocess.run([gnubg, "-t", "-q", "-c", script.name], stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, errors="replace", check=False, timeout=600)
    elapsed = time.perf_counter() - start
    Path(script.name).unlink(missing_ok=True)
    if problems is not None:
        problems += [line for line in (done.stdout + done.stderr).splitlines() if "WARNING" in line]
    return elapsed


def _clear_cache() -> None:
    """gnubg's evaluation cache emptied, as a new gnubg starts (the command prints nothing)."""
    gnubg_engine.engine_thread().call(lambda: gnubg_engine.load().command("clear cache"))


def child(path: str, warm_up: str | None) -> None:
    """Run in a new process: the analysis of the match in ``path``, timed, as one JSON line; with
    ``warm_up`` (a .mat file) the fair way, else cold (see the module's docs)."""
    from fibsgui.records.matfile import read_mat

    record = read_mat(Path(path).read_text()).record
    Analyser(0)  # gnubg's weights loaded before timing
    if warm_up:
        analyse_match(read_mat(Path(warm_up).read_text()).record, 0)
        _clear_cache()
    start = time.perf_counter()
    result = analyse_match(record, 0)
    first = time.perf_counter() - start
    again = None
    if not warm_up:
        start = time.perf_counter()
        analyse_match(record, 0)
        again = time.perf_counter() - start
    players = [f"{stats.decisions} decisions, error rate {stats.error_rate_memg:.1f} mEMG ({stats.rating}), "
               f"{stats.errors} errors, {stats.blunders} blunders, luck {stats.luck:+.3f}"
               for stats in result.players]
    print(json.dumps({"first": first, "again": again, "players": players, "path": analysis_path(),
                      "steps": result.timings}))


def _analyse_in_new_process(path: str, warm_up: str | None) -> dict:
    done = subprocess.run([sys.executable, __file__, "--child", path, *(["--warm-up", warm_up] if warm_up else [])],
                          capture_output=True, text=True, check=True, timeout=600)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--length", type=int, default=7)
    parser.add_argument("--write", help="also keep the match's .mat text in this file")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--warm-up", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.warm_up)
        return

    record = self_play(args.length, args.seed)
    text = write_mat(record)
    if args.write:
        Path(args.write).write_text(text)
    moves = sum(1 for game in record.games for action in game.actions if action.kind.value == "move")
    print(f"match: {args.length} points, {len(record.games)} games, {moves} moves (seed {args.seed}); "
          f"warm-up: 3 points (seed {args.seed + 1000})")

    folder = Path(tempfile.mkdtemp(prefix="fibsgui-bench-"))
    mat, warm = folder / "match.mat", folder / "warm-up.mat"
    mat.write_text(text)
    warm.write_text(write_mat(self_play(3, args.seed + 1000)))
    fair, cold = [], []
    for _ in range(args.repeat):  # the two kinds taken in turns: a slower moment of the machine hits both
        fair.append(_analyse_in_new_process(str(mat), str(warm)))
        cold.append(_analyse_in_new_process(str(mat), None))
    ours = min(run["first"] for run in fair)
    ours_cold = min(run["first"] for run in cold)
    again = min(run["again"] for run in cold)
    fair_runs = ", ".join(f"{run['first']:.3f}" for run in fair)
    cold_runs = ", ".join(f"{run['first']:.3f}" for run in cold)
    print(f"fibsgui analyse_match ({fair[0]['path']}'s analysis), 0-ply, new process:")
    print(f"  fair (warmed up on another match, gnubg's cache emptied): {ours:.3f} s "
          f"({1000 * ours / max(moves, 1):.2f} ms per move); runs {fair_runs}")
    print(f"  cold (first thing after gnubg is loaded): {ours_cold:.3f} s; runs {cold_runs}; "
          f"repeated in the same process {again:.3f} s")
    best = min(fair, key=lambda run: run["first"])
    steps = dict(best["steps"])
    steps["fibsgui's results from gnubg's"] = best["first"] - sum(steps.values())
    print("  steps of the best fair run: " + ", ".join(f"{name} {1000 * value:.1f} ms" for name, value in steps.items()))
    for side, line in enumerate(best["players"]):
        print(f"  {record.info.players[side]}: {line}")

    gnubg = gnubg_command()
    if gnubg is None:
        print("GNU Backgammon's command line is not installed: no reference")
        shutil.rmtree(folder, ignore_errors=True)
        return
    warm_up = [*GNUBG_SETTINGS, f"import mat {warm}", "analyse match", "clear cache"]
    problems: list[str] = []
    runs: dict[str, list[float]] = {"start": [], "full": [], "warm": [], "warm+match": []}
    for _ in range(2 * args.repeat):  # a difference of two whole runs: steadier with more of each
        runs["start"].append(run_gnubg(gnubg, ["set threads 1"]))
        runs["full"].append(run_gnubg(gnubg, [*GNUBG_SETTINGS, f"import mat {mat}", "analyse match"], problems))
        runs["warm"].append(run_gnubg(gnubg, warm_up, problems))
        runs["warm+match"].append(run_gnubg(gnubg, [*warm_up, f"import mat {mat}", "analyse match"], problems))
    shutil.rmtree(folder, ignore_errors=True)
    if problems:
        print("gnubg could not read the whole match, its time is not comparable:", problems[0][:200])
    best_of = {name: min(values) for name, values in runs.items()}
    theirs = max(best_of["warm+match"] - best_of["warm"], 1e-6)
    theirs_cold = max(best_of["full"] - best_of["start"], 1e-6)
    print("gnubg -t analyse match (same settings):")
    print(f"  fair: {theirs:.3f} s (warm-up, clear cache and the match {best_of['warm+match']:.3f} s, "
          f"less the same without the match {best_of['warm']:.3f} s)")
    print(f"  cold: {theirs_cold:.3f} s (the match {best_of['full']:.3f} s, less start-up alone {best_of['start']:.3f} s)")
    each = ", ".join(f"{run['first'] / theirs:.2f}" for run in fair)
    print(f"ratio fibsgui / gnubg, fair: {ours / theirs:.2f} (target <= 1; each fibsgui run: {each}); "
          f"cold: {ours_cold / theirs_cold:.2f}")


if __name__ == "__main__":
    main()
