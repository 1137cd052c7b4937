"""Whole games played by bots: the benchmark, and the sandbox's "simulate" panel.

The loops are :mod:`engine.simulation`'s; this game adds its deal (a new game, or a position
with its unseen cards reshuffled) and who won (the ranking, with its tie-breaks).
"""

from __future__ import annotations

import random
from typing import Any, Callable

from .. import simulation
from .analysis import resample_hidden
from .bots import make_bot
from .setup import new_game
from .state import State

Summary = simulation.Summary


def play_out(state: State, bots: str | list[str], seed: int) -> int:
    """Play ``state`` to the end in place with bots (one name, or one per seat); return the
    number of actions taken."""
    return simulation.play_out(state, bots, seed, make_bot)


def simulate(games: int, players: int = 4, bot: str = "random", seed: int = 0,
             start: State | None = None, bots: list[str] | None = None,
             more: Callable[[int], bool] | None = None) -> Summary:
    """Play ``games`` games, new ones, or from ``start`` with its unseen cards reshuffled;
    ``more`` may stop the run early (:func:`engine.simulation.simulate`)."""
    names = start.players if start else tuple(f"P{i + 1}" for i in range(players))

    def deal(game_seed: int) -> tuple[State, list[Any]]:
        if start:
            return resample_hidden(start, random.Random(game_seed)), []
        return new_game(list(names), game_seed), []

    summary = Summary(games, names, 0.0, wins={n: 0.0 for n in names},
                      scores={n: [] for n in names})
    return simulation.simulate(summary, deal, lambda state: state.ranking().winners,
                               make_bot, bots or bot, seed, more)
