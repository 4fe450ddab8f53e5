"""The built-in opponent for platforms without GNU Backgammon: a hand-weighted evaluation.

Every legal play is scored by the position it reaches, in "pips" (a pip of racing lead is worth
1), from the mover's point of view with the opponent about to roll:

* the race: the pip-count difference; in a pure race, counts adjusted for wasted pips the way
  Keith's count does (stacks on the low points, gaps on the 4, 5 and 6 points);
* safety: for each of the opponent's 21 rolls, the worst hit it can make on one of our blots
  (pips lost, plus the cost of coming in against the opponent's home board), averaged;
* structure: made points weighted by where they are (5-point, 4-point, bar-point first),
  the longest prime with opponent checkers behind it, anchors in the opponent's home board,
  the opponent's checkers on the bar, and penalties for tall stacks and for our back checkers
  trapped behind the opponent's prime.

Cube and resignations: winning chances are estimated from the score (a normal approximation of
the Keith counts in races), and the cube follows money-play reasoning with a partly live cube
(Janowski's interpolation with cube efficiency 0.68): double from about 69 %, take down to about
21 %, play on for the gammon when too good. In match play the trailer doubles at once after the
Crawford game and no side doubles when the cube could not matter.
"""

from __future__ import annotations

import math
from typing import Sequence

from fibsgui.bg import SINGLE, MatchState, Position
from fibsgui.engine.base import CubeDecision, Engine, RankedPlay, Strength, cube_available, is_race

ROLLS: tuple[tuple[tuple[int, int], int], ...] = tuple(
    ((a, b), 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7)
)

# value of holding our own point p (index p-1), in pips
_POINT_VALUE = (1.0, 2.0, 3.5, 5.5, 7.5, 6.5, 5.5, 3.5, 1.5, 1.0, 0.5, 0.0)
_PRIME_VALUE = (0.0, 0.0, 1.0, 3.0, 7.0, 12.0, 20.0)  # by prime length, with checkers behind it
_ANCHOR_VALUE = {20: 6.0, 21: 5.0, 19: 4.0, 22: 3.0, 18: 3.0, 23: 2.0, 24: 1.5}  # our points
_EFFICIENCY = 0.68  # how live a cube is, between dead (0) and fully live (1)


def keith_count(side: Sequence[int]) -> float:
    """Keith's adjusted pip count: pips, plus waste for stacks on the low points and gaps."""
    count = sum((i + 1) * n for i, n in enumerate(side))
    count += 2 * max(side[0] - 1, 0) + max(side[1] - 1, 0) + max(side[2] - 3, 0)
    count += sum(1 for i in (3, 4, 5) if side[i] == 0)
    return count


def race_win_probability(roller: Sequence[int], other: Sequence[int]) -> float:
    """Chance that the side about to roll wins a pure race (normal approximation)."""
    mine, theirs = keith_count(roller), keith_count(other)
    if sum(roller) == 0:
        return 1.0
    if sum(other) == 0:
        return 0.0
    turns_needed = max(math.ceil(sum((i + 1) * n for i, n in enumerate(roller)) / 24),
                       math.ceil(sum(roller) / 4))
    if turns_needed > _max_turns(other):
        return 0.0  # even 6-6 every time is too slow
    if _max_turns(roller) <= _min_turns(other) - 1:
        return 1.0
    spread = 1.4 * math.sqrt(mine + theirs)
    return 0.5 * (1.0 + math.erf((theirs - mine + 4.0) / (spread * math.sqrt(2.0))))


def _min_turns(side: Sequence[int]) -> int:
    return max(math.ceil(sum((i + 1) * n for i, n in enumerate(side)) / 24), math.ceil(sum(side) / 4))


def _max_turns(side: Sequence[int]) -> int:
    # every die moves a checker at least one pip or bears one off
    pips = sum((i + 1) * n for i, n in enumerate(side))
    return min(math.ceil(pips / 2), pips)


def _blocked_for_opponent(me: Sequence[int]) -> list[bool]:
    """blocked[j]: the opponent may not land on its own point j (our point 25 - j)."""
    blocked = [False] * 26
    for j in range(1, 25):
        blocked[j] = me[24 - j] >= 2
    return blocked


def hit_risk(me: Sequence[int], opp: Sequence[int]) -> float:
    """Expected pips (and re-entry cost) we lose to the opponent's hits on its next roll."""
    blot_loss: dict[int, float] = {}  # opponent's point -> our loss if hit there
    opp_home = sum(1 for i in range(6) if opp[i] >= 2)
    for p in range(1, 25):
        if me[p - 1] == 1:
            blot_loss[25 - p] = (25 - p) + 4.0 + 1.5 * opp_home + (6.0 if p <= 6 else 0.0)
    if not blot_loss:
        return 0.0
    blocked = _blocked_for_opponent(me)
    sources = [q for q in range(1, 25) if opp[q - 1]]
    bar = opp[24]
    total = 0.0
    for (a, b), weight in ROLLS:
        hits = _targets(sources, bar, blocked, a, b)
        worst = max((blot_loss[t] for t in hits if t in blot_loss), default=0.0)
        total += weight * worst
    return total / 36.0


def _targets(sources: list[int], bar: int, blocked: list[bool], a: int, b: int) -> set[int]:
    """Opponent's points its checkers can reach with roll (a, b) (as far as hitting goes)."""
    reach: set[int] = set()
    if a == b:
        steps = 4
        starts = list(sources)
        if bar:
            entry = 25 - a
            if blocked[entry]:
                return reach
            reach.add(entry)
            steps -= min(bar, 4)
            if steps <= 0:
                return reach
            starts = [entry] if bar else []
            if bar == 1:
                starts += sources
        for q in starts:
            pos = q
            for _ in range(steps):
                pos -= a
                if pos < 1 or blocked[pos]:
                    break
                reach.add(pos)
        return reach
    if bar:
        for first, second in ((a, b), (b, a)):
            entry = 25 - first
            if blocked[entry]:
                continue
            reach.add(entry)
            if bar == 1:
                for q in sources + [entry]:
                    t = q - second
                    if t >= 1 and not blocked[t]:
                        reach.add(t)
        return reach
    for q in sources:
        for first, second in ((a, b), (b, a)):
            mid = q - first
            if mid < 1 or blocked[mid]:
                continue
            reach.add(mid)
            t = mid - second
            if t >= 1 and not blocked[t]:
                reach.add(t)
    return reach


def _longest_prime(points: Sequence[bool], behind: Sequence[bool]) -> int:
    """Longest run of made points (own numbering 1-24) with an enemy checker behind it.

    ``points[p]`` says we hold our point p; ``behind[p]`` that the enemy has a checker on our
    point p or lower that must pass it (index 0: the enemy's bar, which is below everything).
    """
    best = run = 0
    for p in range(1, 25):
        if points[p]:
            run += 1
            start = p - run + 1
            if any(behind[: start]):
                best = max(best, run)
        else:
            run = 0
    return min(best, 6)


def evaluate(me: Sequence[int], opp: Sequence[int]) -> float:
    """Score (in pips) of the position for ``me`` after its move, ``opp`` to roll next."""
    my_pips = sum((i + 1) * n for i, n in enumerate(me))
    opp_pips = sum((i + 1) * n for i, n in enumerate(opp))
    if sum(me) == 0:
        return 1000.0
    if _is_race_sides(me, opp):
        # the side to roll is a half roll ahead; what differs between our plays is our waste
        return (opp_pips - my_pips) - (keith_count(me) - my_pips) + (keith_count(opp) - opp_pips)
    score = float(opp_pips - my_pips)
    my_made = [False] + [me[p - 1] >= 2 for p in range(1, 25)]
    opp_made = [False] + [opp[q - 1] >= 2 for q in range(1, 25)]
    my_home = sum(my_made[1:7])
    opp_home = sum(opp_made[1:7])
    # structure
    for p in range(1, 13):
        if my_made[p]:
            score += _POINT_VALUE[p - 1]
    for p, value in _ANCHOR_VALUE.items():
        if my_made[p]:
            score += value * 0.6
    # our prime against their checkers: their checker on their point q is on our point 25 - q
    behind_me = [opp[24] > 0] + [opp[24 - p] > 0 for p in range(1, 25)]
    score += _PRIME_VALUE[_longest_prime(my_made, behind_me)]
    behind_them = [me[24] > 0] + [me[24 - q] > 0 for q in range(1, 25)]
    their_prime = _longest_prime(opp_made, behind_them)
    score -= _PRIME_VALUE[their_prime]
    # their checkers on the bar, worth more against a strong home board
    score += opp[24] * (5.0 + 2.0 * my_home)
    score -= me[24] * (5.0 + 2.0 * opp_home)
    # our back checkers in their home board, stuck behind their points
    back = sum(me[18:24])
    score -= back * (0.4 * opp_home + 0.6 * their_prime)
    # stacks
    for i in range(24):
        if me[i] > 3:
            score -= 1.2 * (me[i] - 3)
    # blots the opponent can hit next
    score -= hit_risk(me, opp)
    return score


def _is_race_sides(me: Sequence[int], opp: Sequence[int]) -> bool:
    mine = max((i for i in range(25) if me[i]), default=-1)
    theirs = max((i for i in range(25) if opp[i]), default=-1)
    return mine < 0 or theirs < 0 or mine + theirs < 23


def win_probability(position: Position, side: int | None = None) -> tuple[float, float, float]:
    """Rough (win, win gammon, lose gammon) chances for ``side`` (default: the side on roll),
    with ``position.turn`` about to roll."""
    roller = position.turn
    me, opp = position.checkers(roller), position.checkers(1 - roller)
    if is_race(position):
        p = race_win_probability(me, opp)
        wg = _race_gammon(me, opp, p)
        lg = _race_gammon(opp, me, 1 - p)
    else:
        # the opponent "has just moved": score its position and turn it round, a half roll for us
        score = -evaluate(opp, me) + 4.0
        p = 1.0 / (1.0 + math.exp(-score / 18.0))
        wg = max(0.0, p - 0.55) * 0.5 + (0.1 * opp[24] if opp[24] else 0.0) * p
        lg = max(0.0, (1 - p) - 0.55) * 0.5 + (0.1 * me[24] if me[24] else 0.0) * (1 - p)
        wg, lg = min(wg, p), min(lg, 1 - p)
    if side is None or side == roller:
        return p, wg, lg
    return 1 - p, lg, wg


def _race_gammon(winner: Sequence[int], loser: Sequence[int], p: float) -> float:
    if sum(loser) < 15 or p == 0.0:
        return 0.0
    # the loser must bring everything home and bear one off before the winner finishes
    outside = sum((i + 1 - 6) * n for i, n in enumerate(loser) if i >= 6)
    needed = outside + 1
    winner_turns = max(_min_turns(winner), 1)
    loser_turns = math.ceil(needed / 8.17)
    if loser_turns >= _max_turns(winner) + 1:
        return p
    if loser_turns < winner_turns:
        return 0.0
    return p * min(1.0, (loser_turns - winner_turns + 1) / 4.0)


class HeuristicEngine(Engine):
    """fibsgui's own player: legal, sensible backgammon without any external engine."""

    def __init__(self, strength: Strength = Strength.EXPERT, seed: int | None = None) -> None:
        super().__init__(strength, seed)
        self._seed = seed

    @property
    def name(self) -> str:
        return "fibsgui bot"

    @property
    def description(self) -> str:
        return ("fibsgui's built-in player (pip count, blots, points, primes and anchors), "
                f"{self.strength.label}; GNU Backgammon is not available")

    def with_strength(self, strength: Strength) -> "HeuristicEngine":
        return HeuristicEngine(strength, self._seed)

    # -- chequer play ------------------------------------------------------------------------
    def rank_plays(self, position: Position, dice: Sequence[int],
                   match: MatchState | None = None) -> list[RankedPlay]:
        mover = position.turn
        scored = []
        for play, after in position.legal_plays(dice).results().items():
            outcome = after.outcome()
            if outcome is not None:
                score = 1000.0 + outcome.kind
            else:
                score = evaluate(after.checkers(mover), after.checkers(1 - mover))
            scored.append((play, score))
        scored.sort(key=lambda item: -item[1])
        # pips into an equity-like scale, so that strength noise means the same as for gnubg
        return [RankedPlay(play, score / 25.0, 0) for play, score in scored]

    # -- cube ------------------------------------------------------------------------------
    def cube_decision(self, position: Position, match: MatchState, noise: float = 0.0) -> CubeDecision:
        side = position.turn
        p, wg, lg = win_probability(position)
        if noise > 0:
            p = min(max(p + self.rng.gauss(0.0, noise / 2), 0.0), 1.0)
        gammons = wg - lg
        owner = match.cube_owner
        if owner is None:
            live = (p - 0.5) / 0.3
        elif owner == side:
            live = 2.5 * p - 1.0
        else:
            live = 2.5 * p - 1.5
        nd = _EFFICIENCY * min(max(live, -1.0), 1.0) + (1 - _EFFICIENCY) * (2 * p - 1) + gammons
        opp_owns = min(max(2.5 * p - 1.5, -1.0), 1.0)
        dt = 2 * (_EFFICIENCY * opp_owns + (1 - _EFFICIENCY) * (2 * p - 1) + gammons)
        chances = self.probabilities(position, match)
        if not cube_available(match, side):
            return CubeDecision(nd, nd, 1.0, double=False, take=True, chances=chances)
        double = min(dt, 1.0) > nd
        take = dt <= 1.0
        if match.length:
            other = 1 - side
            if match.away(side) <= match.cube:
                double = False  # already enough to win the match: a bigger cube only helps them
            elif match.post_crawford and match.away(other) == 1:
                double = True  # the trailer doubles at once after the Crawford game
                take = True if match.away(side) > 2 * match.cube or p < 0.75 else take
            if match.away(other) <= match.cube:
                take = True  # losing this cube loses the match anyway
        return CubeDecision(nd, dt, 1.0, double=double, take=take, chances=chances)

    # -- resignations ----------------------------------------------------------------------
    def probabilities(self, position: Position, match: MatchState | None = None,
                      side: int | None = None) -> tuple[float, float, None, float, None]:
        """Rough (win, win gammon, -, lose gammon, -) for ``side``: this player has no estimate
        of backgammons, so those two figures are None."""
        p, wg, lg = win_probability(position, side)
        return p, wg, None, lg, None

    def accept_resignation(self, position: Position, match: MatchState, kind: int, side: int) -> bool:
        points = match.resignation_value(kind)
        if match.length and points >= match.away(side):
            return True  # that wins the match
        p, wg, lg = win_probability(position, side)
        playing_on = 2 * p - 1 + wg - lg  # cubeless, in units of the cube
        return points / match.cube >= playing_on

    def resignation_offer(self, position: Position, match: MatchState, side: int) -> int:
        """Only in a race that cannot be won even with 6-6 every turn; single unless a gammon
        could still count and is not yet saved."""
        if not is_race(position):
            return 0
        mine, theirs = position.checkers(side), position.checkers(1 - side)
        if position.turn == side:
            hopeless = _min_turns(mine) > _max_turns(theirs)
        else:
            hopeless = _min_turns(mine) >= _max_turns(theirs)
        if not hopeless:
            return 0
        gammons_count = (match.away(1 - side) > match.cube if match.length
                         else not (match.jacoby and match.cube_owner is None))
        if position.off(side) > 0 or not gammons_count:
            return SINGLE
        return 0
