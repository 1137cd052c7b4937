"""Whole games played by bots, for every game: :func:`play_out`, :func:`simulate`, and what
they report (:class:`Summary`: speed, length, who wins and the score spread).

A game gives its bots (``GameSpec.make_bot``), how a game is dealt and who won; the loops are
here once. A game's own counters live in a :class:`Summary` subclass (:meth:`Summary.count`
reads the events, :meth:`Summary.record` the finished game, :meth:`Summary.figures` writes
them), so the command line's ``simulate`` and ``--bench`` and the sandboxes' simulate panels
read the same shape for every game.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Protocol, Sequence, TypeVar

from .errors import M_, RulesError
from .i18n import SHARED, catalogue, fill
from .protocol import GameState


class Bot(Protocol):
    """A player program: ``choose`` returns a legal action of the player to move."""

    name: str

    def choose(self, state: Any) -> Any: ...


MakeBot = Callable[[str, "int | None"], Bot]
"""``make_bot(name, seed)``: a game's bot by name (``GameSpec.make_bot``)."""

B = TypeVar("B")


def bot_by_name(kinds: Mapping[str, Callable[[int | None], B]], name: str,
                seed: int | None) -> B:
    """The bot ``name`` of ``kinds`` (name -> class), with its own seeded generator: a game's
    ``make_bot``. A name it does not know is a ValueError naming the known ones."""
    kind = kinds.get(name) if isinstance(name, str) else None
    if kind is None:
        raise ValueError(f"unknown bot {name!r}; expected one of {', '.join(kinds)}")
    return kind(seed)


@dataclass(slots=True)
class Summary:
    """Results of many games."""

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

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else float("inf")

    @property
    def games_per_cpu_second(self) -> float:
        return self.games / self.cpu_seconds if self.cpu_seconds else float("inf")

    @property
    def mean_length(self) -> float:
        return self.actions / self.games if self.games else 0.0

    def per_game(self, count: int, digits: int = 3) -> float:
        """A counter as an average per game (0 for no game)."""
        return round(count / self.games, digits) if self.games else 0.0

    def figures(self) -> dict[str, object]:
        """A game's own figures (subclasses), written after the mean length."""
        return {}

    def count(self, events: Iterable[Any]) -> None:
        """Read the events of a deal or of one action (subclasses that count them)."""

    def record(self, state: Any, winners: Sequence[str]) -> None:
        """A finished game: each player's score, and a win shared among ``winners``."""
        scores = state.scores()
        for name in self.players:
            self.scores[name].append(scores[name])
        for name in winners:
            self.wins[name] += 1 / len(winners)

    def score_bins(self, most: int) -> tuple[list[tuple[int, int]], dict[str, list[int]]]:
        """The score spread as shared integer bins ``(low, high)`` (inclusive, all as wide, at
        most ``most`` of them) covering every player's scores, and each player's count of
        games per bin: the players' spreads line up, so they compare at a glance."""
        flat = [s for row in self.scores.values() for s in row]
        low, high = min(flat), max(flat)
        width = max(1, -(-(high - low + 1) // most))
        bins = [(b, b + width - 1) for b in range(low, high + 1, width)]
        counts = {name: [0] * len(bins) for name in self.scores}
        for name, row in self.scores.items():
            for score in row:
                counts[name][(score - low) // width] += 1
        return bins, counts

    def to_json(self) -> dict[str, object]:
        flat = [s for row in self.scores.values() for s in row]
        return {
            "games": self.games, "seconds": round(self.seconds, 4),
            "games_per_second": round(self.games_per_second, 1),
            "mean_length": round(self.mean_length, 2),
            **self.figures(),
            "win_rate": {p: round(w / self.games, 4) for p, w in self.wins.items()},
            "scores": self.scores,
            "score_spread": {"min": min(flat), "max": max(flat),
                             "mean": round(sum(flat) / len(flat), 2)} if flat else None,
        }


def seat_bots(make_bot: MakeBot, players: Sequence[str], bots: str | Sequence[str],
              seed: int) -> list[Bot]:
    """One bot per seat (``bots``: one name for all, or one per seat), each seeded from
    ``seed`` and its seat, so a game between bots replays exactly."""
    names = [bots] * len(players) if isinstance(bots, str) else list(bots)
    if len(names) != len(players):
        raise RulesError(M_("bot-count"), where="bots", seats=len(players), count=len(names))
    return [make_bot(name, seed * 31 + i) for i, name in enumerate(names)]


def play_out(state: GameState, bots: str | Sequence[str], seed: int, make_bot: MakeBot,
             count: Callable[[list[Any]], None] | None = None) -> int:
    """Play ``state`` to its end in place with bots (:func:`seat_bots`); the number of
    actions taken. ``count`` (when given) reads the events of each action."""
    players = list(state.players)
    seats = seat_bots(make_bot, players, bots, seed)
    taken = 0
    while (mover := state.current_player) is not None:
        events = state.apply(seats[players.index(mover)].choose(state))
        taken += 1
        if count is not None:
            count(events)
    return taken


S = TypeVar("S", bound=Summary)


def simulate(summary: S, deal: Callable[[int], tuple[Any, list[Any]]],
             winners: Callable[[Any], Sequence[str]], make_bot: MakeBot,
             bots: str | Sequence[str], seed: int = 0,
             more: Callable[[int], bool] | None = None) -> S:
    """Play ``summary.games`` games and fill ``summary``: each dealt by ``deal(game_seed)``
    (the state and the events of the deal), played out by bots, and recorded with its
    ``winners(state)``. The game seeds come from ``seed``, so a run replays exactly.

    ``more(played)``, when given, is asked before each game whether to play it (a sandbox's
    time budget); when it says no, ``summary.games`` becomes the games played, so the same
    count and seed replay the shortened run exactly."""
    rng = random.Random(seed)
    counting = type(summary).count is not Summary.count
    clock, cpu = time.perf_counter(), time.process_time()
    for played in range(summary.games):
        if more is not None and not more(played):
            summary.games = played
            break
        game_seed = rng.randrange(2**32)
        state, events = deal(game_seed)
        summary.count(events)
        summary.actions += play_out(state, bots, game_seed, make_bot,
                                    summary.count if counting else None)
        summary.record(state, winners(state))
    summary.seconds = time.perf_counter() - clock
    summary.cpu_seconds = time.process_time() - cpu
    return summary


SIMULATION_SECONDS = 20.0
"""The longest one simulation a sandbox asks for plays on, in seconds: checked before each game, so a call
ends within this plus one game (a game is bounded by the game's ``max_actions``). Counts of
games alone bound nothing: 100,000 games of four greedy bots take hours, and the page's
worker answers nothing else meanwhile. The answer then holds the games completed and says
why it stopped (:meth:`SimulationClock.note`)."""


class SimulationClock:
    """The time budget of one sandbox's simulation (:data:`SIMULATION_SECONDS`), the same for
    every game: ``more(played)`` before each game (the ``more`` of :func:`simulate`), then
    :meth:`note` for the answer."""

    def __init__(self, asked: int) -> None:
        self.asked = asked
        self.played = 0
        self.stopped = False
        self.started = time.perf_counter()

    def more(self, played: int) -> bool:
        """Whether game number ``played + 1`` may start: fewer than asked, and time left."""
        self.played = played
        if played >= self.asked:
            return False
        if time.perf_counter() - self.started >= SIMULATION_SECONDS:
            self.stopped = True
            return False
        return True

    def note(self, lang: str) -> str | None:
        """The sentence saying the limit stopped the call (None when every game was played),
        in ``lang``, numbers written the language's way."""
        if not self.stopped:
            return None
        words = catalogue(SHARED, lang)
        return fill(M_("ui-sim-stopped").translated(lang), {
            "games": words.number(self.played), "asked": words.number(self.asked),
            "seconds": words.number(SIMULATION_SECONDS,
                                    0 if float(SIMULATION_SECONDS).is_integer() else 1)}, lang)
