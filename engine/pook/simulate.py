"""Whole games played by bots: the benchmark, and the sandbox's "simulate" panel."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .. import simulation
from .bots import make_bot
from .setup import new_game
from .state import State


@dataclass(slots=True)
class Summary(simulation.Summary):
    """Results of many games, and how many needed a tie-break."""

    tiebreaks: int = 0
    """Games that needed a tie-break."""

    def figures(self) -> dict[str, object]:
        return {"tiebreak_rate": self.per_game(self.tiebreaks, 4)}

    def record(self, state: Any, winners: Sequence[str]) -> None:
        simulation.Summary.record(self, state, winners)
        self.tiebreaks += state.tied is not None


def play_out(state: State, bots: str | list[str], seed: int) -> int:
    """Play ``state`` to its end in place, one bot per seat (or one name for all); the
    number of actions taken."""
    return simulation.play_out(state, bots, seed, make_bot)


def simulate(games: int, players: int = 4, bot: str = "random", seed: int = 0,
             bots: list[str] | None = None, more: Callable[[int], bool] | None = None,
             position: State | None = None, **options: object) -> Summary:
    """Play ``games`` new games (seeded from ``seed``) with the given bots and options, or
    ``games`` endings of ``position`` (each from a copy of it); ``more`` may stop the run
    early (:func:`engine.simulation.simulate`)."""
    names = tuple(position.players) if position else tuple(f"P{i + 1}" for i in range(players))

    def deal(game_seed: int) -> tuple[State, list[Any]]:
        if position:
            return position.copy(), []
        return new_game(list(names), game_seed, **options), []

    summary = Summary(games, names, wins={n: 0.0 for n in names},
                      scores={n: [] for n in names})
    return simulation.simulate(summary, deal, State.winners, make_bot, bots or bot, seed,
                               more)
