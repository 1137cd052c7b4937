"""Where chance comes from: one seeded generator per occasion, derived from the position.

A round deals, and a deck cycle shuffles, in the middle of play. For a position written as JSON
to replay exactly, the generator of each occasion is made from what the JSON holds: the match
seed, the round number and the occasion (``deal``, ``cycle-1``, ...). A tied round replayed
gets a new round number, hence a new shuffle. String seeds are hashed with SHA-512 by
:mod:`random`, the same in CPython and in Pyodide.
"""

from __future__ import annotations

import random


def generator(seed: int | None, round_number: int, occasion: str) -> random.Random:
    """The generator of one chance occasion (a scenario without a seed uses seed 0)."""
    return random.Random(f"goblinhood/{0 if seed is None else seed}/{round_number}/{occasion}")
