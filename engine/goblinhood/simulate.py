"""Whole matches played by bots: the benchmark, the figures of the simulate command, and a
sandbox's simulation from its position."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from .. import simulation
from .analysis import unseen_shuffled
from .bots import make_bot
from .components import DEFAULT_WINS
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

    def count(self, events: Iterable[Any]) -> None:
        """Add the ambushes, cycles and round ends of ``events``."""
        for event in events:
            kind = event.kind
            if kind is EventKind.AMBUSHED:
                self.ambushes += 1
            elif kind is EventKind.CYCLE:
                self.cycles += 1
            elif kind is EventKind.ROUND_ENDED:
                self.rounds += 1
                self.last_standing += event.args["reason"] == "last-standing"
            elif kind is EventKind.ROUND_RESULT and event.args["winner"] is None:
                self.ties += 1


def play_out(state: State, bots: str | list[str], seed: int) -> int:
    """Play ``state`` to the end of the match in place with bots (one name, or one per
    seat); return the number of actions taken."""
    return simulation.play_out(state, bots, seed, make_bot)


def match_winner(state: State) -> list[str]:
    """The player who took the match (the most round wins)."""
    return [state.leader]


def simulate(games: int, players: int = 4, bot: str = "random", seed: int = 0,
             bots: list[str] | None = None, wins: int = DEFAULT_WINS,
             position: State | None = None, seen_by: str | None = None,
             more: Callable[[int], bool] | None = None) -> Summary:
    """Play ``games`` new matches of ``players`` players to ``wins`` round wins; or, from
    ``position``, the rest of its match, every card ``seen_by`` cannot see dealt again each
    time (:func:`~engine.goblinhood.analysis.unseen_shuffled`: a sandbox's simulation tells
    its viewer nothing they do not know). ``more`` may stop the run early
    (:func:`engine.simulation.simulate`)."""
    names = position.players if position else tuple(f"P{i + 1}" for i in range(players))

    def deal(game_seed: int) -> tuple[State, list[Event]]:
        if position:
            viewer = position.player if seen_by is None else seen_by
            return unseen_shuffled(position, viewer, random.Random(game_seed)), []
        return start(list(names), game_seed, wins=wins)  # a round may end while dealt

    summary = Summary(games, names, 0.0, wins={n: 0.0 for n in names},
                      scores={n: [] for n in names})
    return simulation.simulate(summary, deal, match_winner, make_bot, bots or bot, seed,
                               more)
