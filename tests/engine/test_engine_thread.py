"""The engine thread: gnubg is imported by one thread that lives as long as the process and makes
every call into it, whichever thread asks."""

import logging
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from fibsgui.engine import engine_available
from fibsgui.engine.gnubg_engine import EngineThread

ROOT = Path(__file__).resolve().parents[2]


def test_jobs_run_in_order_in_one_thread_that_is_not_the_callers():
    worker = EngineThread("test-engine")
    seen = []
    for n in range(5):
        worker.submit(lambda n=n: seen.append((n, threading.get_ident())))
    assert worker.wait_idle(10)
    assert [n for n, _ in seen] == [0, 1, 2, 3, 4]
    assert {ident for _, ident in seen} == {worker.ident} != {threading.get_ident()}
    assert not worker.busy()


def test_a_call_returns_its_result_or_raises_in_the_caller():
    worker = EngineThread("test-engine")
    assert worker.call(lambda a, b=0: (a + b, threading.get_ident()), 2, b=3) == (5, worker.ident)
    with pytest.raises(ZeroDivisionError):
        worker.call(lambda: 1 / 0)
    # made from the engine thread itself, a call runs at once (waiting for itself would never end)
    assert worker.call(lambda: worker.call(lambda: "inner")) == "inner"


def test_calls_from_many_threads_each_get_their_own_answer():
    worker = EngineThread("test-engine")
    answers: dict[int, list] = {}

    def ask(k: int) -> None:
        answers[k] = [worker.call(lambda i=i: (k, i, threading.get_ident())) for i in range(50)]

    threads = [threading.Thread(target=ask, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert sorted(answers) == [0, 1, 2, 3]
    for k, got in answers.items():
        assert got == [(k, i, worker.ident) for i in range(50)]


def test_clear_drops_the_jobs_not_started_but_never_a_call_waited_for():
    worker = EngineThread("test-engine")
    gate, entered, done = threading.Event(), threading.Event(), []
    worker.submit(lambda: (entered.set(), gate.wait(10), done.append("running")))
    assert entered.wait(10)
    worker.submit(lambda: done.append("queued"))
    answer = []
    caller = threading.Thread(target=lambda: answer.append(worker.call(lambda: "called")))
    caller.start()
    deadline = time.monotonic() + 10
    while len(worker._items) < 2 and time.monotonic() < deadline:  # the call is queued behind the job
        time.sleep(0.001)
    assert worker.busy()
    assert worker.clear() == 1
    gate.set()
    caller.join(10)
    assert worker.wait_idle(10)
    assert done == ["running"] and answer == ["called"]


def test_a_failing_job_is_logged_and_the_thread_goes_on(caplog):
    worker = EngineThread("test-engine")
    with caplog.at_level(logging.ERROR, logger="fibsgui.engine.gnubg_engine"):
        worker.submit(lambda: 1 / 0)
        assert worker.call(lambda: "still there") == "still there"
    assert "an engine job failed" in caplog.text and "ZeroDivisionError" in caplog.text


def test_wait_idle_gives_up_after_its_timeout():
    worker = EngineThread("test-engine")
    gate = threading.Event()
    worker.submit(lambda: gate.wait(10))
    started = time.monotonic()
    assert not worker.wait_idle(0.05)
    assert time.monotonic() - started < 5
    gate.set()
    assert worker.wait_idle(10)


# The process crashes (a segmentation fault) where gnubg generates moves in a thread other than the
# one that imported it. Before the engine thread, gnubg was imported by whichever thread used it
# first, and a worker pool's thread that had expired was replaced by a new one: the next job crashed.
# Run in a process of its own, so that a crash fails this test and nothing else.
GNUBG_FROM_EVERY_THREAD = textwrap.dedent("""
    import os, sys, threading, time
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QCoreApplication, QRunnable, QThreadPool
    from fibsgui.bg import MatchState, Position
    from fibsgui.engine.gnubg_engine import GnubgEngine, load
    from fibsgui.engine.analysis import Analyser

    app = QCoreApplication([])
    start = Position.initial(0)
    engine = GnubgEngine()

    def answers():
        g = load()
        steps = g.findbestmove(start.gnubg_board(), g.cubeinfo(), g.evalcontext(0, 0, 1, 0, 0.0), (3, 1))
        ranked = engine.rank_plays(start, (3, 1))[0].play.gnubg()
        luck = round(Analyser(0).luck(start, MatchState(), (3, 1), opening=True).luck, 6)
        return (tuple(steps), ranked, luck)

    seen, threads = [], []

    class Job(QRunnable):
        def run(self):
            threads.append(threading.get_native_id())  # not get_ident(): a new thread may get an old one
            seen.append(answers())

    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    pool.setExpiryTimeout(1)  # a thread idle for 1 ms ends, and the next job gets a new one
    pool.start(Job())  # gnubg first used by a pool's thread, as the practice screen does
    pool.waitForDone(60000)
    for _ in range(200):
        time.sleep(0.02)
        pool.start(Job())
        pool.waitForDone(60000)
        if len(set(threads)) > 1:
            break
    seen.append(answers())  # and from the main thread
    other = threading.Thread(target=lambda: seen.append(answers()))
    other.start()
    other.join()
    print(len(set(threads)), len(seen), len(set(seen)), seen[0])
""")


@pytest.mark.skipif(not engine_available(), reason="gnubg is not installed")
def test_gnubg_answers_in_every_thread_even_after_a_pool_thread_expired():
    proc = subprocess.run([sys.executable, "-X", "faulthandler", "-c", GNUBG_FROM_EVERY_THREAD], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    pool_threads, count, different, first = proc.stdout.split(" ", 3)
    assert int(pool_threads) >= 2  # the pool's first thread had expired: a new one ran the job
    assert int(count) >= 4 and different == "1"  # every thread had the same answers
    assert first.startswith("((8, 5, 6, 5), '8/5 6/5', ")  # the opening 3-1, as gnubg plays it


def test_no_test_imports_gnubg_itself():
    """A test that imported gnubg in its own thread would make the engine thread's later move
    generation crash the whole run: tests reach gnubg through tests/gnubgkit.py (the engine's load())."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    pattern = re.compile(r"^\s*(import gnubg\b|from gnubg\b)|importorskip\(\s*[\"']gnubg[\"']", re.MULTILINE)
    found = [str(path.relative_to(root)) for path in root.rglob("*.py")
             if path.name != "gnubgkit.py" and pattern.search(path.read_text(encoding="utf-8"))]
    assert found == []
