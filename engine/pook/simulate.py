"""Whole games played by bots: the benchmark, and the sandbox's "simulate" panel."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from .. import simulation
from .bots import make_bot
from .refusals import M_, ScenarioError
from .setup import new_game
from .state import State

BOT_COUNT = M_("bot-count", "one bot per seat: {seats} needed, not {count}")


@dataclass(slots=True)
class Summary(simulation.Summary):
    """Results of many games, and how many needed a tie-break."""

    tiebreaks: int = 0
    """Games that needed a tie-break."""

    def figures(self) -> dict[str, object]:
        return {"tiebreak_rate": self.per_game(self.tiebreaks, 4)}


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
