"""A round of Pi, scored: points for solving in order, penalties, and the ranking.

The turns on which somebody solved, in order, score :data:`SOLVE_POINTS` (``solve-points``,
``discovery-order``), the same for everyone solving on one turn (``same-turn-same-points``);
each wrong guess costs :data:`PENALTY` (``wrong-guess-costs-two``). Players are ranked by
points, then detectives left, then fewest penalties (``tie-breaks``). Standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass

SOLVE_POINTS: tuple[int, ...] = (7, 5, 3, 1)
"""Points of the first, second, third and fourth discovery turn; any later one scores 0."""
PENALTY = 2
"""Points a wrong guess costs."""
DETECTIVES = 5
"""Detectives each player has for the whole game."""
MIN_PLAYERS, MAX_PLAYERS = 2, 5
"""Players in a game (the published game)."""
ROUNDS = 3
"""Rounds (mini-games) in a game."""
CLUE_CARDS = 9
"""Clue cards face up to choose from."""
ELEMENTS = 3
"""What a case is made of: a culprit, a place and a crime."""


@dataclass(frozen=True)
class Player:
    """One player's round: the turn they solved on (None: never), their wrong guesses, and the
    detectives they have left."""

    solved_on: int | None
    wrong: int
    detectives: int


def discovery_turns(players: list[Player]) -> list[int]:
    """The turns on which somebody solved, earliest first, each once."""
    return sorted({p.solved_on for p in players if p.solved_on is not None})


def solve_points(player: Player, turns: list[int]) -> int:
    """What solving earned ``player``: by the place of their turn among ``turns``."""
    if player.solved_on is None:
        return 0
    place = turns.index(player.solved_on)
    return SOLVE_POINTS[place] if place < len(SOLVE_POINTS) else 0


def points(player: Player, turns: list[int]) -> int:
    """The round's points of ``player``: solving, less the penalties (may be negative)."""
    return solve_points(player, turns) - PENALTY * player.wrong


def round_end(players: list[Player]) -> int | None:
    """The turn after which the round ends: the first turn at whose end fewer than two
    players are unsolved (None when the input never gets there)."""
    for turn in discovery_turns(players):
        left = sum(1 for p in players if p.solved_on is None or p.solved_on > turn)
        if left < 2:
            return turn
    return None


def key(player: Player, score: int) -> tuple[int, int, int]:
    """The sort key of the ranking: more points, more detectives left, fewer penalties."""
    return (-score, -player.detectives, player.wrong)


def reason(above: tuple[int, int, int], mine: tuple[int, int, int]) -> str:
    """Why a player is placed after the one just above: the first thing that differs."""
    for name, a, b in zip(("points", "detectives", "penalties"), above, mine):
        if a != b:
            return name
    return "shared"


__all__ = ["CLUE_CARDS", "DETECTIVES", "ELEMENTS", "MAX_PLAYERS", "MIN_PLAYERS", "PENALTY", "Player", "ROUNDS",
           "SOLVE_POINTS", "discovery_turns", "key", "points", "reason", "round_end",
           "solve_points"]
