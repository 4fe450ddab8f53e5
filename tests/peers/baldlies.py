"""BaldLies, the independent FIBS-compatible server in ``../shared/peers/baldlies`` (Perl), run
for a test: copied to a temporary folder, started on a free loopback port with a fresh HOME, its
dice known in advance, every action it stores logged, stopped at the end.

The dice: BaldLies rolls with Perl's ``rand``; ``FibsguiHooks.pm`` (next to this file, loaded with
``perl -MFibsguiHooks``, BaldLies unchanged) makes it take its dice from a file of dice drawn from
a seeded random generator, in the order the server rolls them, and a test may put chosen dice
first (:meth:`BaldLies.next_dice`). It also has BaldLies ignore SIGPIPE, which killed its master
process when sessions ended together (see the module).

What it played: triggers added to its database (HOME/baldlies/baldlies.sqlite) copy every action it
stores (rolls, moves, doubles, takes, drops, resignations: the ``moves`` table, which BaldLies
empties at each game's end) with the pair's names into ``fibsgui_log``, with a row for every
score it stores between games and for a match's end. BaldLies reuses a finished match's id and
would replay its moves to the next pair (the peers' README): the triggers delete a finished
match's moves, as the README's workaround does.
"""

from __future__ import annotations

import fcntl
import os
import random
import shutil
import signal
import socket
import sqlite3
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SOURCE = REPO.parent / "shared" / "peers" / "baldlies"
HERE = Path(__file__).resolve().parent
PERL_MODULES = ("Config::General", "File::HomeDir", "DBD::SQLite", "DBI", "Net::Interface")
DEBIAN_PACKAGES = ("libconfig-general-perl", "libfile-homedir-perl", "libdbd-sqlite3-perl", "libdbi-perl",
                   "libnet-interface-perl")

TRIGGERS = """
CREATE TABLE IF NOT EXISTS fibsgui_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    player1 TEXT, player2 TEXT, action TEXT, color INTEGER, arguments TEXT, board TEXT);
CREATE TRIGGER IF NOT EXISTS fibsgui_moves AFTER INSERT ON moves BEGIN
    INSERT INTO fibsgui_log (player1, player2, action, color, arguments, board)
        SELECT u1.name, u2.name, a.name, NEW.color, NEW.arguments, NEW.board
        FROM matches m, users u1, users u2, actions a
        WHERE m.id = NEW.match_id AND u1.id = m.player1 AND u2.id = m.player2 AND a.id = NEW.action_id;
END;
CREATE TRIGGER IF NOT EXISTS fibsgui_score AFTER UPDATE OF points1, points2 ON matches BEGIN
    INSERT INTO fibsgui_log (player1, player2, action, color, arguments, board)
        SELECT u1.name, u2.name, 'score', 0, NEW.points1 || ':' || NEW.points2, ''
        FROM users u1, users u2 WHERE u1.id = NEW.player1 AND u2.id = NEW.player2;
END;
CREATE TRIGGER IF NOT EXISTS fibsgui_match_end AFTER DELETE ON matches BEGIN
    INSERT INTO fibsgui_log (player1, player2, action, color, arguments, board)
        SELECT u1.name, u2.name, 'deleted', 0, OLD.points1 || ':' || OLD.points2, ''
        FROM users u1, users u2 WHERE u1.id = OLD.player1 AND u2.id = OLD.player2;
    DELETE FROM moves WHERE match_id = OLD.id;
END;
"""


def unavailable() -> str | None:
    """Why BaldLies cannot run here (None: it can)."""
    if not (SOURCE / "bin" / "baldlies").is_file():
        return f"BaldLies is not at {SOURCE}"
    perl = shutil.which("perl")
    if perl is None:
        return "perl is not installed (BaldLies is written in Perl)"
    check = subprocess.run([perl, *(f"-M{m}" for m in PERL_MODULES), "-e1"], capture_output=True, text=True)
    if check.returncode != 0:
        return ("Perl modules BaldLies needs are missing (Debian: " + " ".join(DEBIAN_PACKAGES) + "): "
                + check.stderr.strip().splitlines()[0] if check.stderr.strip() else "")
    return None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass(frozen=True)
class Logged:
    """One row of what the server stored: an action of a match, a score between games, a match's end."""

    id: int
    players: tuple[str, str]  # the database's pair (lower user id first)
    action: str  # roll, move, double, accept, reject, resign; score; deleted
    color: int  # 1 white, -1 black, 0 the opening roll
    arguments: tuple[str, ...]


class BaldLies:
    """A BaldLies server run from a copy in ``folder`` (see the module docs)."""

    def __init__(self, folder: Path, seed: int = 1, dice: int = 40000) -> None:
        self.folder = Path(folder)
        self.code = self.folder / "baldlies"
        self.home = self.folder / "home"
        self.dice_file = self.folder / "dice"
        self.log_file = self.folder / "baldlies.log"
        self.host = "127.0.0.1"
        self.port = 0
        self.process: subprocess.Popen | None = None
        rng = random.Random(seed)
        self._dice = [rng.randint(1, 6) for _ in range(dice)]

    @property
    def database(self) -> Path:
        return self.home / "baldlies" / "baldlies.sqlite"

    # -- running ---------------------------------------------------------------------------------
    def start(self, timeout: float = 30.0) -> None:
        if not self.code.exists():
            shutil.copytree(SOURCE, self.code)
        self.home.mkdir(parents=True, exist_ok=True)
        self.dice_file.write_text("0\n" + "".join(f"{d}\n" for d in self._dice))
        self.port = free_port()
        env = {key: value for key, value in os.environ.items() if not key.startswith("PERL")}
        env.update(HOME=str(self.home), FIBSGUI_DICE=str(self.dice_file), LC_ALL="C")
        with open(self.log_file, "ab") as log:
            self.process = subprocess.Popen(
                ["perl", "-w", "-I", "lib", "-I", str(HERE), "-MFibsguiHooks", "bin/baldlies", "-d",
                 "-l", f"{self.host}:{self.port}"],
                cwd=self.code, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True)
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"BaldLies ended at its start ({self.process.returncode}): {self.log_tail()}")
            try:
                with socket.create_connection((self.host, self.port), timeout=0.5):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"BaldLies did not listen within {timeout} s: {self.log_tail()}")
                time.sleep(0.05)
        try:
            self._install_triggers(deadline)
        except BaseException:
            self.stop()
            raise

    def _install_triggers(self, deadline: float) -> None:
        while not self.database.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        with sqlite3.connect(self.database, timeout=10) as db:
            db.executescript(TRIGGERS)

    def stop(self, timeout: float = 10.0) -> None:
        """End the server and every process it started (its own process group), within ``timeout``."""
        process, self.process = self.process, None
        if process is None:
            return
        for sig, wait in ((signal.SIGTERM, timeout / 2), (signal.SIGKILL, timeout / 2)):
            try:
                os.killpg(process.pid, sig)
            except ProcessLookupError:
                break
            try:
                process.wait(wait)
            except subprocess.TimeoutExpired:
                continue
            # the group's other processes (sessions forked off) end with it
            if not _group_alive(process.pid):
                break
            deadline = time.monotonic() + wait
            while _group_alive(process.pid) and time.monotonic() < deadline:
                time.sleep(0.05)
            if not _group_alive(process.pid):
                break

    def log_tail(self, lines: int = 20) -> str:
        try:
            return "\n".join(self.log_file.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    # -- the dice ---------------------------------------------------------------------------------
    def use_dice(self, seed: int, count: int = 40000) -> None:
        """From now on, the dice of a random generator seeded with ``seed``: a match played by
        players who choose from seeded generators too is played again alike."""
        rng = random.Random(seed)
        with open(self.dice_file, "r+") as file:
            fcntl.flock(file, fcntl.LOCK_EX)
            file.seek(0)
            file.truncate()
            file.write("0\n" + "".join(f"{rng.randint(1, 6)}\n" for _ in range(count)))

    def next_dice(self, *dice: int) -> None:
        """Make ``dice`` the next dice the server rolls, before the seeded ones left."""
        with open(self.dice_file, "r+") as file:
            fcntl.flock(file, fcntl.LOCK_EX)
            lines = file.read().split()
            used = int(lines[0])
            rest = lines[1 + used:]
            file.seek(0)
            file.truncate()
            file.write("0\n" + "".join(f"{d}\n" for d in (*dice, *rest)))

    # -- what it played ----------------------------------------------------------------------------
    def logged(self, *pair: str) -> list[Logged]:
        """The rows of :data:`TRIGGERS`' log, of the pair ``pair`` (in either order) or all."""
        with sqlite3.connect(self.database, timeout=10) as db:
            rows = db.execute("SELECT id, player1, player2, action, color, arguments FROM fibsgui_log "
                              "ORDER BY id").fetchall()
        found = [Logged(r[0], (r[1], r[2]), r[3], r[4], tuple(r[5].split(":")) if r[5] else ()) for r in rows]
        if pair:
            found = [row for row in found if set(row.players) == set(pair)]
        return found


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
