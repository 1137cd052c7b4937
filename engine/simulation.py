"""What every engine's simulations report: speed, length, who wins and the score spread.

Each game's ``simulate`` fills a :class:`Summary` (or a subclass adding its own counters, which
:meth:`Summary.figures` turns into per-game figures), so the command line's ``simulate`` and
``--bench`` and the sandboxes' simulate panels read the same shape for every game.
"""

from __future__ import annotations

from dataclasses import dataclass, field


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
