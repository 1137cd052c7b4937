"""The end of the game, read from the page: the three triggers and the bonus tiles.

Pure functions over plain numbers, with no input checks (:mod:`.calc` checks first). The
triggers (``museum-twelve``, ``deck-empty``, ``market-seventy``) are independent: any one ends
the game (``any-trigger``) at the end of the turn (``finish-the-turn``). Then the bonus tiles:
every full exhibition's tile scores (``full-exhibition-bonus``); if none is full, the tiles of
the exhibitions with the most paintings (``most-paintings-bonus``), an empty exhibition never
(``empty-scores-nothing``).
"""

from __future__ import annotations

from typing import Mapping, Sequence

EXHIBITIONS = 5
"""Exhibitions in the museum, each with a bonus tile above it (``five-exhibitions``)."""
MUSEUM_LIMIT = 12
"""Paintings in the museum that end the game (``museum-twelve``)."""
MARKET_LIMIT = 70
"""A market rating that ends the game (``market-seventy``)."""
MARKETS = ("art-nouveau", "renaissance", "surrealism", "pop-art", "impressionism", "gold")
"""The six market ratings: the five painting genres, then gold (the publisher's announcement
and a review, cited on the game's Sources section)."""
PAINTING_CARDS = 75
"""Painting cards in the box (the publisher's announcement, cited on the game's Sources
section): the most the draw pile can hold."""
GOLD_CARDS = 42
BONUS_TILES = 16
MIN_PLAYERS, MAX_PLAYERS = 2, 4
TRIGGERS = ("museum", "deck", "market")
"""The three end conditions, in the page's order."""


def triggers(paintings: Sequence[int], deck: int, ratings: Mapping[str, int]) -> list[str]:
    """The end conditions met, in the page's order (empty: the game goes on)."""
    met = []
    if sum(paintings) >= MUSEUM_LIMIT:
        met.append("museum")
    if deck == 0:
        met.append("deck")
    if markets_over(ratings):
        met.append("market")
    return met


def markets_over(ratings: Mapping[str, int]) -> list[str]:
    """The markets whose rating has reached :data:`MARKET_LIMIT`, in :data:`MARKETS`' order
    (any one ends the game)."""
    return [market for market in MARKETS if ratings[market] >= MARKET_LIMIT]


def full(paintings: Sequence[int], markers: Sequence[int]) -> list[int]:
    """The exhibitions (numbered from 1) whose markers are all used."""
    return [i + 1 for i, (shown, room) in enumerate(zip(paintings, markers)) if shown == room]


def bonus(paintings: Sequence[int], markers: Sequence[int]) -> tuple[str, list[int]]:
    """Which rule scores the bonus tiles (``"full"``, ``"most"`` or ``"none"``) and the
    exhibitions (numbered from 1) whose tile scores."""
    complete = full(paintings, markers)
    if complete:
        return "full", complete
    most = max(paintings)
    if most == 0:
        return "none", []
    return "most", [i + 1 for i, shown in enumerate(paintings) if shown == most]
