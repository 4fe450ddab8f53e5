"""Match analysis speed: a recorded 7-point match analysed at 0 plies, against GNU Backgammon's
own analysis of the same ``.mat`` file in the same run.

The match is played by the engine against itself with a fixed seed (gnubg at the "casual"
strength, whose noise makes human-sized mistakes, with its cube decisions) and kept as a
:class:`fibsgui.records.MatchRecord`, written as ``.mat`` text with
:func:`fibsgui.records.matfile.write_mat`. Then:

- :func:`fibsgui.engine.analysis.analyse_match` at 0 plies (checker play and luck at 0 plies,
  cube decisions at 1 ply, see the module's docs; by gnubg's own analysis where the package has
  its commands, the way printed, see ``analysis_path``) of the match read back from that ``.mat``
  text, best of ``--repeat`` runs, each in a new Python process (gnubg's weights loaded before
  timing), so that, as for gnubg's own run, none of the match's positions is in gnubg's
  evaluation cache (the self-play that made the match, or an earlier run, would have put them
  there); the same analysis repeated in that process is printed too, for information;
- where GNU Backgammon's command line is installed (``gnubg`` on the PATH or in /usr/games),
  ``gnubg -t -q`` importing the same file and analysing it with the same settings (``analyse
  match``), timed from start to exit, and the same with an empty command file (its start-up
  alone), best of ``--repeat``; the ratio is fibsgui's time over gnubg's analysis time (gnubg's
  start-up taken off). Target: at most 1.

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
from fibsgui.engine import GnubgEngine, Strength  # noqa: E402
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


def child(path: str) -> None:
    """Run in a new process: the analysis of the match in ``path``, timed, as one JSON line."""
    from fibsgui.records.matfile import read_mat

    record = read_mat(Path(path).read_text()).record
    Analyser(0)  # gnubg's weights loaded before timing
    start = time.perf_counter()
    result = analyse_match(record, 0)
    first = time.perf_counter() - start
    start = time.perf_counter()
    analyse_match(record, 0)
    again = time.perf_counter() - start
    players = [f"{stats.decisions} decisions, error rate {stats.error_rate_memg:.1f} mEMG ({stats.rating}), "
               f"{stats.errors} errors, {stats.blunders} blunders, luck {stats.luck:+.3f}"
               for stats in result.players]
    print(json.dumps({"first": first, "again": again, "players": players, "path": analysis_path()}))


def _analyse_in_new_process(path: str) -> dict:
    done = subprocess.run([sys.executable, __file__, "--child", path], capture_output=True, text=True,
                          check=True, timeout=600)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--length", type=int, default=7)
    parser.add_argument("--write", help="also keep the match's .mat text in this file")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return

    record = self_play(args.length, args.seed)
    text = write_mat(record)
    if args.write:
        Path(args.write).write_text(text)
    moves = sum(1 for game in record.games for action in game.actions if action.kind.value == "move")
    print(f"match: {args.length} points, {len(record.games)} games, {moves} moves (seed {args.seed})")

    with tempfile.NamedTemporaryFile("w", suffix=".mat", delete=False) as mat:
        mat.write(text)
    runs = [_analyse_in_new_process(mat.name) for _ in range(args.repeat)]
    ours = min(run["first"] for run in runs)
    again = min(run["again"] for run in runs)
    each = ", ".join(f"{run['first']:.2f}" for run in runs)
    print(f"fibsgui analyse_match ({runs[0]['path']}'s analysis), 0-ply, new process: {ours:.2f} s ({1000 * ours / max(moves, 1):.1f} ms per move); "
          f"runs {each}; repeated in the same process {again:.2f} s")
    for side, line in enumerate(runs[0]["players"]):
        print(f"  {record.info.players[side]}: {line}")

    gnubg = gnubg_command()
    if gnubg is None:
        print("GNU Backgammon's command line is not installed: no reference")
        Path(mat.name).unlink(missing_ok=True)
        return
    startup = min(run_gnubg(gnubg, ["set threads 1"]) for _ in range(args.repeat))
    problems: list[str] = []
    full = min(run_gnubg(gnubg, [*GNUBG_SETTINGS, f"import mat {mat.name}", "analyse match"], problems)
               for _ in range(args.repeat))
    if problems:
        print("gnubg could not read the whole match, its time is not comparable:", problems[0][:200])
    Path(mat.name).unlink(missing_ok=True)
    theirs = max(full - startup, 1e-6)
    print(f"gnubg -t analyse match (same settings): {full:.2f} s, start-up alone {startup:.2f} s, "
          f"analysis {theirs:.2f} s")
    ratios = ", ".join(f"{run['first'] / theirs:.2f}" for run in runs)
    print(f"ratio fibsgui / gnubg analysis: {ours / theirs:.2f} (target <= 1); each run: {ratios}")


if __name__ == "__main__":
    main()
