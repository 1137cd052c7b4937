"""The score spread of many bot games, as the simulate panels chart it: shared bins of one
width, every score in exactly one bin (:meth:`engine.simulation.Summary.score_bins`)."""

from __future__ import annotations

import random

import pytest

from engine.simulation import Summary


def summary(scores: dict[str, list[int]]) -> Summary:
    return Summary(len(next(iter(scores.values()))), tuple(scores), scores=scores)


def test_a_narrow_spread_has_one_bin_per_score() -> None:
    bins, counts = summary({"A": [2, 3, 3], "B": [4, 2, 2]}).score_bins(16)
    assert bins == [(2, 2), (3, 3), (4, 4)]
    assert counts == {"A": [1, 2, 0], "B": [2, 0, 1]}


@pytest.mark.parametrize("seed", range(20))
def test_every_score_falls_in_one_of_at_most_so_many_equal_bins(seed: int) -> None:
    rng = random.Random(seed)
    low = rng.randint(-50, 50)
    scores = {p: [rng.randint(low, low + rng.randint(0, 200)) for _ in range(30)]
              for p in ("A", "B", "C")}
    most = rng.randint(1, 20)
    bins, counts = summary(scores).score_bins(most)
    assert 1 <= len(bins) <= most
    assert len({high - low + 1 for low, high in bins}) == 1, "one width"
    assert all(b[1] + 1 == c[0] for b, c in zip(bins, bins[1:])), "no gap, no overlap"
    flat = [s for row in scores.values() for s in row]
    assert bins[0][0] == min(flat) and bins[-1][1] >= max(flat)
    for player, row in scores.items():
        assert sum(counts[player]) == len(row)
        for (low_, high), n in zip(bins, counts[player]):
            assert n == sum(low_ <= s <= high for s in row)
