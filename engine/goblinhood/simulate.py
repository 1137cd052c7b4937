"""Whole matches played by bots: the benchmark, and the figures of the simulate command."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Iterable

from .. import simulation
from .bots import make_bot
from .events import Event, EventKind
from .setup import start
from .state import State


@dataclass(slots=True)
class Summary(simulation.Summary):
    """Results of many matches, and how their rounds end. ``scores`` holds each player's gold
    at the end of each match's last round (0 once ambushed)."""

    rounds: int = 0
    ambushes: int = 0
    cycles: int = 0
    ties: int = 0
    last_standing: int = 0
    """Rounds won because every other player was ambushed."""

    def figures(self) -> dict[str, object]:
        return {
            "rounds_per_game": self.per_game(self.rounds),
            "ambushes_per_game": self.per_game(self.ambushes),
            "cycles_per_game": self.per_game(self.cycles),
            "tied_rounds_per_game": self.per_game(self.ties),
            "last_standing_share": round(self.last_standing / self.rounds, 4)
            if self.rounds else 0.0,
        }


def count(summary: Summary, events: Iterable[Event]) -> None:
    """Add the ambushes, cycles and round ends of ``events`` to ``summary``."""
    for event in events:
        kind = event.kind
        if kind is EventKind.AMBUSHED:
            summary.ambushes += 1
        elif kind is EventKind.CYCLE:
            summary.cycles += 1
        elif kind is EventKind.ROUND_ENDED:
            summary.rounds += 1
            summary.last_standing += event.args["reason"] == "last-standing"
        elif kind is EventKind.ROUND_RESULT and event.args["winner"] is None:
            summary.ties += 1


def play_out(state: State, bots: str | list[str], seed: int,
             summary: Summary | None = None) -> int:
    """Play ``state`` to the end of the match in place with bots (one name, or one per seat);
    return the number of actions taken; ``summary`` (when given) counts how rounds went."""
    names = [bots] * len(state.players) if isinstance(bots, str) else bots
    seats = [make_bot(name, seed * 31 + i) for i, name in enumerate(names)]
    taken = 0
    while not state.is_over:
        events = state.apply(seats[state.turn].choose(state))
        taken += 1
        if summary is not None:
            count(summary, events)
    return taken


def simulate(games: int, players: int = 4, bot: str = "random", seed: int = 0,
             bots: list[str] | None = None, wins: int = 1) -> Summary:
    """Play ``games`` new matches of ``players`` players to ``wins`` round wins."""
    rng = random.Random(seed)
    names = tuple(f"P{i + 1}" for i in range(players))
    summary = Summary(games, names, 0.0, wins={n: 0.0 for n in names},
                      scores={n: [] for n in names})
    clock, cpu = time.perf_counter(), time.process_time()
    for _ in range(games):
        game_seed = rng.randrange(2**32)
        state, events = start(list(names), game_seed, wins=wins)
        count(summary, events)   # a round may end while it is being dealt
        summary.actions += play_out(state, bots or bot, game_seed, summary)
        for n, gold in state.scores().items():
            summary.scores[n].append(gold)
        summary.wins[names[state.wins.index(max(state.wins))]] += 1
    summary.seconds = time.perf_counter() - clock
    summary.cpu_seconds = time.process_time() - cpu
    return summary
