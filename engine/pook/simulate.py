"""Whole games played by bots: the benchmark, and the sandbox's "simulate" panel."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from .bots import make_bot
from .refusals import M_, ScenarioError
from .setup import new_game
from .state import State

BOT_COUNT = M_("bot-count", "one bot per seat: {seats} needed, not {count}")


@dataclass(slots=True)
class Summary:
    """Results of many games: speed, length, score spread and who wins."""

    games: int
    players: tuple[str, ...]
    seconds: float = 0.0
    """Wall-clock time."""
    cpu_seconds: float = 0.0
    """Processor time of this process: steadier than wall time on a shared machine."""
    actions: int = 0
    wins: dict[str, float] = field(default_factory=dict)
    """Wins per player; a shared win counts 1/k for each of the k winners."""
    scores: dict[str, list[int]] = field(default_factory=dict)
    tiebreaks: int = 0
    """Games that needed a tie-break."""

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else float("inf")

    @property
    def games_per_cpu_second(self) -> float:
        return self.games / self.cpu_seconds if self.cpu_seconds else float("inf")

    @property
    def mean_length(self) -> float:
        return self.actions / self.games if self.games else 0.0

    def to_json(self) -> dict[str, object]:
        flat = [s for row in self.scores.values() for s in row]
        return {
            "games": self.games, "seconds": round(self.seconds, 4),
            "games_per_second": round(self.games_per_second, 1),
            "mean_length": round(self.mean_length, 2),
            "win_rate": {p: round(w / self.games, 4) for p, w in self.wins.items()},
            "tiebreak_rate": round(self.tiebreaks / self.games, 4) if self.games else 0.0,
            "scores": self.scores,
            "score_spread": {"min": min(flat), "max": max(flat),
                             "mean": round(sum(flat) / len(flat), 2)} if flat else None,
        }


def play_out(state: State, bots: str | list[str], seed: int) -> int:
    """Play ``state`` to its end in place, one bot per seat (or one name for all); the
    number of actions taken."""
    names = [bots] * len(state.players) if isinstance(bots, str) else bots
    if len(names) != len(state.players):
        raise ScenarioError(BOT_COUNT, where="bots", seats=len(state.players),
                            count=len(names))
    seats = [make_bot(name, seed * 31 + i) for i, name in enumerate(names)]
    taken = 0
    while True:
        mover = state.current_player
        if mover is None:
            return taken
        state.apply(seats[state.players.index(mover)].choose(state))
        taken += 1


def simulate(games: int, players: int = 4, bot: str = "random", seed: int = 0,
             bots: list[str] | None = None, **options: object) -> Summary:
    """Play ``games`` new games (seeded from ``seed``) with the given bots and options."""
    rng = random.Random(seed)
    names = tuple(f"P{i + 1}" for i in range(players))
    summary = Summary(games, names, wins={n: 0.0 for n in names},
                      scores={n: [] for n in names})
    clock, cpu = time.perf_counter(), time.process_time()
    for _ in range(games):
        game_seed = rng.randrange(2**32)
        state = new_game(list(names), game_seed, **options)
        summary.actions += play_out(state, bots or bot, game_seed)
        scores = state.scores()
        winners = state.winners()
        summary.tiebreaks += state.tied is not None
        for n in names:
            summary.scores[n].append(scores[n])
        for n in winners:
            summary.wins[n] += 1 / len(winners)
    summary.seconds = time.perf_counter() - clock
    summary.cpu_seconds = time.process_time() - cpu
    return summary
