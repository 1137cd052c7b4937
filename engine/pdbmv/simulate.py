"""Whole games played by bots: the benchmark, and the sandbox's "simulate" panel."""

from __future__ import annotations

import random
import time

from .. import simulation
from .analysis import resample_hidden
from .bots import make_bot
from .setup import new_game
from .state import State


Summary = simulation.Summary


def play_out(state: State, bots: str | list[str], seed: int) -> int:
    """Play ``state`` to the end in place with bots (one name, or one per seat); return the
    number of actions taken."""
    names = [bots] * len(state.players) if isinstance(bots, str) else bots
    seats = [make_bot(name, seed * 31 + i) for i, name in enumerate(names)]
    taken = 0
    while not state.over:
        state.apply(seats[state.turn].choose(state))
        taken += 1
    return taken


def simulate(games: int, players: int = 4, bot: str = "random", seed: int = 0,
             start: State | None = None, bots: list[str] | None = None) -> Summary:
    """Play ``games`` games, new ones, or from ``start`` with its unseen cards reshuffled."""
    rng = random.Random(seed)
    names = start.players if start else tuple(f"P{i + 1}" for i in range(players))
    summary = Summary(games, names, 0.0, wins={n: 0.0 for n in names},
                      scores={n: [] for n in names})
    clock, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        game_seed = rng.randrange(2**32)
        state = (resample_hidden(start, random.Random(game_seed)) if start
                 else new_game(list(names), game_seed))
        summary.actions += play_out(state, bots or bot, game_seed)
        scores = state.scores()
        winners = state.ranking().winners
        for n in names:
            summary.scores[n].append(scores[n])
        for n in winners:
            summary.wins[n] += 1 / len(winners)
    summary.seconds = time.perf_counter() - clock
    summary.cpu_seconds = time.process_time() - cpu
    return summary
