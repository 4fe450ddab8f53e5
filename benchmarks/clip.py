"""FIBS line parsing speed: what the app does for each line from the server, against ``split()``.

For every line the app calls ``parse_lines(line)`` and then ``ClientState.apply(message)`` for
each message. Measured here on

- a login burst of who lines (``5 name opponent watching ...``), against a plain loop doing
  ``line.split()`` over the same lines in the same run (the reference). The app's path is timed
  as the app runs it: a client state made at login takes every line and is kept (for the
  session); releasing it, which the app does once when the session ends, is timed on its own and
  printed beside. Then where the time goes, as differences between runs: ``parse_lines`` alone,
  keeping what it makes, ``ClientState.apply``;
- a board-heavy watching session (``board:`` lines of a watched match), against the same loop;
- adversarial lines up to the framer's line cap (long runs of spaces, digits, colons, ...; see
  tests/clip/hostile.py): the worst of them in milliseconds per kilobyte;
- memory: 50 MB of junk without a line end, then 50 MB of lines just under the cap inside a
  message of the day, through the telnet filter, the framer, the parser and the client state;
  the resident memory before and after (Linux).

Each speed is the best of ``--repeat`` runs, the reference and the app's path taking turns (a
moment when the machine was busy elsewhere is not counted as the code's cost), with the garbage
collector set as the app sets it.

    python3 benchmarks/clip.py [--lines 20000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fibsgui.clip import ClientState, parse_lines  # noqa: E402
from fibsgui.session.framing import MAX_LINE, LineFramer  # noqa: E402
from fibsgui.session.telnet import TelnetFilter  # noqa: E402
from tests.clip.hostile import hostile_lines  # noqa: E402

START = [0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0]


def who_lines(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789"
    names = ["".join(rng.choice(letters) for _ in range(rng.randint(3, 14))) + str(i)
             for i in range(count)]
    lines = []
    for name in names:
        opponent = rng.choice(names) if rng.random() < 0.3 else "-"
        watching = rng.choice(names) if rng.random() < 0.1 else "-"
        lines.append(" ".join([
            "5", name, opponent, watching, str(rng.randint(0, 1)), str(rng.randint(0, 1)),
            f"{rng.uniform(1000, 2200):.2f}", str(rng.randint(0, 50000)), str(rng.randint(0, 9000)),
            str(rng.randint(1_600_000_000, 1_800_000_000)), f"host{rng.randint(0, 999)}.example.net",
            rng.choice(["-", "fibsgui", "JavaFIBS2001", "3DFiBs", "MacFIBS"]),
            rng.choice(["-", f"{name}@example.org"]),
        ]))
    return lines


def board_lines(count: int, seed: int) -> list[str]:
    """Boards of a watched match between alice and bob: checkers moved one at a time, dice and
    turn varied, every board possible."""
    rng = random.Random(seed)
    points = list(START)
    lines = []
    for i in range(count):
        for _ in range(2):
            sources = [p for p in range(1, 25) if points[p]]
            source = rng.choice(sources)
            sign = 1 if points[source] > 0 else -1
            targets = [p for p in range(1, 25) if points[p] * sign >= 0 and p != source]
            target = rng.choice(targets)
            points[source] -= sign
            points[target] += sign
        turn = rng.choice([-1, 1])
        dice = [rng.randint(1, 6), rng.randint(1, 6)]
        mine, theirs = (dice, [0, 0]) if turn == -1 else ([0, 0], dice)
        fields = ["alice", "bob", 5, i % 5, (i // 5) % 5, *points, turn, *mine, *theirs,
                  rng.choice([1, 2, 4]), 1, 1, 0, -1, -1, 0, 25, 0, 0, 0, 0, 2, 0, 0, 0]
        lines.append("board:" + ":".join(map(str, fields)))
    return lines


def run_app_path(lines: list[str], state: ClientState) -> None:
    apply = state.apply
    for line in lines:
        for message in parse_lines(line):
            apply(message)


def run_split(lines: list[str]) -> None:
    for line in lines:
        line.split()


def run_parse(lines: list[str]) -> None:
    for line in lines:
        parse_lines(line)


def run_parse_kept(lines: list[str]) -> list:
    kept = []
    keep = kept.append
    for line in lines:
        keep(parse_lines(line))
    return kept


def run_app_path_kept(lines: list[str]) -> ClientState:
    state = logged_in_state()
    run_app_path(lines, state)
    return state


def who_parts(repeat: int, lines: list[str]) -> dict[str, float]:
    """Where a who line's time goes: the best times (seconds for all ``lines``) of the split()
    loop, parse_lines alone (what it makes dropped at once), parse_lines keeping what it makes,
    the app's path with its client state kept (as the app keeps it) until the clock stops, and
    releasing that state afterwards (which the app does once, when the session ends). Run in
    turns like best_pair."""
    found = {key: float("inf") for key in ("split", "parse", "kept", "app", "release")}
    for _ in range(repeat):
        for key, work in (("split", run_split), ("parse", run_parse), ("kept", run_parse_kept),
                          ("app", run_app_path_kept)):
            gc.collect()
            t0 = time.perf_counter()
            made = work(lines)
            t1 = time.perf_counter()
            del made
            t2 = time.perf_counter()
            found[key] = min(found[key], t1 - t0)
            if key == "app":
                found["release"] = min(found["release"], t2 - t1)
    return found


def best(repeat: int, work) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        work()
        times.append(time.perf_counter() - t0)
    return min(times)


def best_pair(repeat: int, reference, work) -> tuple[float, float]:
    """The best times of ``reference`` and ``work``, run in turns (so that both see the same
    moments of a busy machine)."""
    pairs = [(best(1, reference), best(1, work)) for _ in range(repeat)]
    return min(p[0] for p in pairs), min(p[1] for p in pairs)


def logged_in_state() -> ClientState:
    state = ClientState()
    for message in parse_lines("1 me 1041253132 localhost"):
        state.apply(message)
    return state


def watching_state() -> ClientState:
    state = logged_in_state()
    for message in parse_lines("You're now watching alice."):
        state.apply(message)
    return state


def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
    except OSError:
        return float("nan")
    import os

    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def junk_through_the_app(total: int) -> tuple[int, int, ClientState]:
    """``total`` bytes without a line end, a line end and a who line; then ``total`` bytes of
    lines just under the cap inside a message of the day. Returns (lines, drop notices, the
    client state, which the app keeps)."""
    telnet, framer, state = TelnetFilter(), LineFramer(detect_prompts=False), logged_in_state()
    chunk = b"x" * 65536
    lines = dropped = 0

    def handle(events) -> None:
        nonlocal lines, dropped
        for event in events:
            if getattr(event, "dropped", 0):
                dropped += 1
                continue
            lines += 1
            for message in parse_lines(event.text):
                state.apply(message)

    for _ in range(total // len(chunk)):
        handle(framer.feed(telnet.feed(chunk).data))
    handle(framer.feed(telnet.feed(b"\r\n" + b"5 bob - - 1 0 1500.00 0 3 1700000000 localhost - -\r\n3\r\n").data))
    line = b"y" * (MAX_LINE - 10) + b"\r\n"
    for _ in range(total // len(line)):
        handle(framer.feed(telnet.feed(line).data))
    handle(framer.feed(b"4\r\n"))
    return lines, dropped, state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument("--junk-mb", type=int, default=50)
    parser.add_argument("--size", type=int, default=MAX_LINE, help="length of the adversarial lines")
    args = parser.parse_args(argv)

    # memory first, while the process is small
    gc.collect()
    before = rss_mb()
    t0 = time.perf_counter()
    lines, dropped, state = junk_through_the_app(args.junk_mb * 2**20)
    elapsed = time.perf_counter() - t0
    gc.collect()
    after = rss_mb()  # with the client state still alive, as in the app
    del state
    print(f"junk: 2 x {args.junk_mb} MB in {elapsed:.2f} s, {lines} lines kept, {dropped} drop notices")
    print(f"memory: {before:.1f} MB before, {after:.1f} MB after ({after - before:+.1f} MB)")

    # the collector as the app sets it once its window stands (fibsgui/app.py): a login burst
    # makes thousands of objects that live as long as the session
    gc.freeze()
    gc.set_threshold(10_000, 50, 100)
    who = who_lines(args.lines, args.seed)
    boards = board_lines(args.lines, args.seed)
    split_boards, app_boards = best_pair(args.repeat, lambda: run_split(boards),
                                         lambda: run_app_path(boards, watching_state()))
    n = args.lines
    parts = {key: value / n * 1e6 for key, value in who_parts(args.repeat, who).items()}
    print(f"who lines:   {1e6 / parts['app']:12,.0f} lines/s   split() loop {1e6 / parts['split']:12,.0f} lines/s"
          f"   ratio {parts['app'] / parts['split']:5.1f}x   (releasing the state at the session's end:"
          f" {parts['release']:.2f} µs a line)")
    print(f"who lines, µs a line: split() {parts['split']:.2f} | parse_lines {parts['parse']:.2f}"
          f" | keeping what it makes {parts['kept'] - parts['parse']:+.2f}"
          f" | ClientState.apply {parts['app'] - parts['kept']:+.2f} | = {parts['app']:.2f}")
    print(f"board lines: {n / app_boards:12,.0f} lines/s   split() loop {n / split_boards:12,.0f} lines/s"
          f"   ratio {app_boards / split_boards:5.1f}x")

    worst_label, worst_rate, worst_time = "", 0.0, 0.0
    for label, line in hostile_lines(args.size):
        state = logged_in_state()
        t0 = time.perf_counter()
        run_app_path([line], state)
        elapsed = time.perf_counter() - t0
        if elapsed < 0.5:
            elapsed = min(elapsed, best(max(1, args.repeat - 1), lambda: run_app_path([line], logged_in_state())))
        rate = elapsed * 1e3 / (len(line.encode("utf-8")) / 1024)
        if rate > worst_rate:
            worst_label, worst_rate, worst_time = label, rate, elapsed
    print(f"adversarial: worst {worst_rate:.4f} ms/KB ({worst_time * 1e3:.1f} ms for a {args.size // 1024} KiB "
          f"line: {worst_label})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
