"""Game end, scoring and ranking, as pure functions over plain counts.

They take the counts the state keeps (one row per player, one column per Treasure index, Wild
last in a hand row) so the greedy bot can score a position without touching the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .components import WILD_HAND_PENALTY
from .events import Event, EventKind


@dataclass(frozen=True, slots=True)
class TieBreakStep:
    """One comparison of tied players at one space of the track."""

    players: tuple[str, ...]
    space: int
    treasure: str
    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Ranking:
    """Players grouped by rank, best first, and the tie-break comparisons that split them."""

    groups: tuple[tuple[str, ...], ...]
    trail: tuple[TieBreakStep, ...]

    @property
    def winners(self) -> tuple[str, ...]:
        return self.groups[0]


def join_bribe(hand: list[int], bribe: list[int], t: int) -> int:
    """Move the hand's Treasures of type ``t`` into the bribe of ``t``, if the player has
    one; return how many moved (the state ends a game one move at a time, so that the
    step-by-step display can show each).

    ``bribe`` holds the card count of each bribe (Treasures and Wilds together).
    """
    count = hand[t] if bribe[t] else 0
    if count:
        bribe[t] += count
        hand[t] = 0
    return count


def join_bribes(hand: list[int], bribe: list[int]) -> list[tuple[int, int]]:
    """Move hand Treasures of every bribed type into that bribe; return (type, count) moved."""
    moved = []
    for t in range(len(bribe)):
        count = join_bribe(hand, bribe, t)
        if count:
            moved.append((t, count))
    return moved


def value_of(track: Sequence[int], values: Sequence[int]) -> list[int]:
    """Value of each Treasure index, read from the space its token stands on."""
    out = [0] * len(track)
    for space, t in enumerate(track):
        out[t] = values[space]
    return out


def score_events(player: str, names: Sequence[str], hand: Sequence[int],
                 bribe: Sequence[int], value: Sequence[int]) -> tuple[int, list[Event]]:
    """Score one player whose hand has already joined their bribes."""
    events: list[Event] = []
    total = 0
    for t, count in enumerate(bribe):
        if count:
            points = count * value[t]
            total += points
            events.append(Event(EventKind.SCORE_LINE, {
                "player": player, "source": "bribe", "treasure": names[t], "count": count,
                "value": value[t], "points": points}))
    for t, count in enumerate(hand[:-1]):
        if count:
            points = -count * value[t]
            total += points
            events.append(Event(EventKind.SCORE_LINE, {
                "player": player, "source": "hand", "treasure": names[t], "count": count,
                "value": value[t], "points": points}))
    if hand[-1]:
        points = -hand[-1] * WILD_HAND_PENALTY
        total += points
        events.append(Event(EventKind.SCORE_LINE, {
            "player": player, "source": "wild", "treasure": None, "count": hand[-1],
            "value": WILD_HAND_PENALTY, "points": points}))
    events.append(Event(EventKind.SCORE_TOTAL, {"player": player, "score": total}))
    return total, events


def score(hand: Sequence[int], bribe: Sequence[int], value: Sequence[int]) -> int:
    """The score alone (fast path of :func:`score_events` for bots), hand not yet joined."""
    total = 0
    for t, count in enumerate(bribe):
        if count:
            total += (count + hand[t]) * value[t]
        elif hand[t]:
            total -= hand[t] * value[t]
    return total - hand[-1] * WILD_HAND_PENALTY


def rank(players: Sequence[str], scores: Sequence[int], bribes: Sequence[Sequence[int]],
         track: Sequence[int], names: Sequence[str]) -> Ranking:
    """Rank by score, then split ties space by space from the rightmost token leftwards."""
    order = sorted(range(len(players)), key=lambda p: -scores[p])
    groups: list[list[int]] = []
    for p in order:
        if groups and scores[groups[-1][0]] == scores[p]:
            groups[-1].append(p)
        else:
            groups.append([p])
    trail: list[TieBreakStep] = []
    final: list[tuple[str, ...]] = []
    for group in groups:
        for split in _split(group, len(track) - 1, bribes, track, names, players, trail):
            final.append(tuple(players[p] for p in split))
    return Ranking(tuple(final), tuple(trail))


def _split(group: list[int], space: int, bribes: Sequence[Sequence[int]],
           track: Sequence[int], names: Sequence[str], players: Sequence[str],
           trail: list[TieBreakStep]) -> list[list[int]]:
    """Order one tied group by bribe counts at ``space``, recursing leftwards on new ties."""
    if len(group) == 1 or space < 0:
        return [group]
    t = track[space]
    group = sorted(group)
    counts = [bribes[p][t] for p in group]
    trail.append(TieBreakStep(tuple(players[p] for p in group), space, names[t], tuple(counts)))
    out: list[list[int]] = []
    for count in sorted(set(counts), reverse=True):
        same = [p for p, c in zip(group, counts) if c == count]
        out.extend(_split(same, space - 1, bribes, track, names, players, trail))
    return out


def ranking_events(ranking: Ranking) -> list[Event]:
    """The tie-break trail and the final ranking as events."""
    events = [Event(EventKind.TIEBREAK, {
        "players": list(step.players), "space": step.space, "treasure": step.treasure,
        "counts": dict(zip(step.players, step.counts))}) for step in ranking.trail]
    events.append(Event(EventKind.RANKING, {
        "ranking": [list(g) for g in ranking.groups], "winners": list(ranking.winners)}))
    return events
