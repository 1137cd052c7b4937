"""The score and the legal hexes of :mod:`engine.bonsai`: hand-worked trees, then brute force
against an independent geometry (hex centres in the plane: two hexes touch when their centres
are one hex width apart), and every growth order of a small tree."""

from __future__ import annotations

import itertools
import math
from typing import Any

import pytest

from engine import registry
from engine.bonsai.tree import board
from engine.errors import RulesError

WIDTH = math.sqrt(3)
"""The distance between the centres of two touching pointy-top hexes of side 1."""


def t(q: int, r: int, kind: str) -> dict[str, Any]:
    return {"q": q, "r": r, "kind": kind}


TRUNK = t(0, 0, "wood")
EXAMPLE = [TRUNK, t(0, 1, "wood"), t(-1, 1, "leaf"), t(-1, 2, "leaf"), t(-2, 2, "fruit"),
           t(1, 0, "leaf"), t(1, 1, "flower")]
"""Seven tiles: two wood, three leaves, a fruit between two leaves, a flower on a leaf."""


def score(tiles: list[dict[str, Any]]) -> dict[str, Any]:
    return registry.calculator("bonsai").run({"calc": "score", "tiles": tiles})


def centre(q: int, r: int) -> tuple[float, float]:
    return WIDTH * (q + r / 2), 1.5 * r


def touch(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Independent of the engine's directions: the plane distance of the centres."""
    (ax, ay), (bx, by) = centre(*a), centre(*b)
    return math.isclose(math.hypot(ax - bx, ay - by), WIDTH)


def count(tiles: list[dict[str, Any]]) -> int:
    """The page's scoring, counted from scratch in the plane."""
    where = {(x["q"], x["r"]): x["kind"] for x in tiles}
    total = 0
    for spot, kind in where.items():
        if kind == "flower":
            around = [h for h in itertools.product(range(-10, 11), range(-2, 10))
                      if touch(spot, h)]
            assert len(around) == 6
            total += sum(1 for h in around if h not in where)
        else:
            total += {"wood": 0, "leaf": 3, "fruit": 7}[kind]
    return total


def may_grow(where: dict[tuple[int, int], str], spot: tuple[int, int], kind: str) -> bool:
    """The page's placement rules, from scratch in the plane."""
    if spot in where:
        return False
    near = [h for h in where if touch(spot, h)]
    kinds = [where[h] for h in near]
    if kind in ("wood", "leaf"):
        return "wood" in kinds
    if kind == "flower":
        return "leaf" in kinds
    leaves = [h for h in near if where[h] == "leaf"]
    paired = any(touch(a, b) for a, b in itertools.combinations(leaves, 2))
    return paired and "fruit" not in kinds


def test_the_example_by_hand() -> None:
    """Leaves 3 × 3 = 9; the fruit 7; the flower at (1, 1) touches the wood (0, 1) and the
    leaf (1, 0) and nothing else: 6 - 2 = 4 free sides; wood 0. Total 9 + 7 + 4 = 20."""
    answer = score(EXAMPLE)
    assert answer["points"] == {"wood": 0, "leaf": 9, "flower": 4, "fruit": 7}
    assert answer["total"] == 20 == count(EXAMPLE)
    assert answer["counts"] == {"wood": 2, "leaf": 3, "flower": 1, "fruit": 1}
    assert answer["flowers"] == [{"q": 1, "r": 1, "free": 4}]


def test_the_trunk_alone_scores_nothing_and_wood_or_leaf_may_grow_beside_it() -> None:
    """The trunk (0, 0) on the bottom row: its neighbours on the board are (-1, 0), (1, 0),
    (0, 1) and (-1, 1); nothing else touches wood, and there is no leaf for a flower or a
    fruit."""
    answer = score([TRUNK])
    beside = [{"q": -1, "r": 0}, {"q": 1, "r": 0}, {"q": -1, "r": 1}, {"q": 0, "r": 1}]
    assert answer["total"] == 0
    assert answer["legal"] == {"wood": beside, "leaf": beside, "flower": [], "fruit": []}


def test_a_flower_hemmed_in_scores_less() -> None:
    """A flower at (1, 1) on the leaf (1, 0) touches only that leaf: 6 - 1 = 5 free sides.
    Wood at (0, 1) beside it takes one: 4. A leaf at (1, 2) above it (on that wood): 3."""
    flower = [TRUNK, t(1, 0, "leaf"), t(1, 1, "flower")]
    assert score(flower)["points"]["flower"] == 5
    assert score([*flower, t(0, 1, "wood")])["points"]["flower"] == 4
    assert score([*flower, t(0, 1, "wood"), t(0, 2, "leaf")])["points"]["flower"] == 3


def test_every_score_and_every_legal_hex_against_the_plane() -> None:
    """Grow trees at random (a fixed seed) by the plane's rules: at each step the engine's
    legal hexes are exactly the plane's, and its total is the plane's count."""
    import random
    spots = board()
    rng = random.Random(44)
    for _ in range(30):
        tiles = [TRUNK]
        for _ in range(rng.randint(1, 14)):
            where = {(x["q"], x["r"]): x["kind"] for x in tiles}
            answer = score(tiles)
            assert answer["total"] == count(tiles)
            for kind in ("wood", "leaf", "flower", "fruit"):
                assert [(h["q"], h["r"]) for h in answer["legal"][kind]] == \
                    [s for s in spots if may_grow(where, s, kind)], (tiles, kind)
            options = [(s, k) for s in spots for k in ("wood", "leaf", "flower", "fruit")
                       if may_grow(where, s, k)]
            (q, r), kind = rng.choice(options)
            tiles.append(t(q, r, kind))
        assert score(tiles)["total"] == count(tiles)


def test_a_refused_tile_is_one_the_plane_forbids() -> None:
    """Every board hex and kind after the example: the engine accepts the tile exactly when
    the plane's rules allow it."""
    where = {(x["q"], x["r"]): x["kind"] for x in EXAMPLE}
    for spot in board():
        if spot in where:
            continue
        for kind in ("wood", "leaf", "flower", "fruit"):
            try:
                score([*EXAMPLE, t(*spot, kind)])
                accepted = True
            except RulesError:
                accepted = False
            assert accepted == may_grow(where, spot, kind), (spot, kind)


def test_every_growth_order_gives_the_same_score() -> None:
    """Every order of the example's six tiles after the trunk (720): the orders the rules
    allow all score 20; the others are refused, never scored differently."""
    rest = EXAMPLE[1:]
    allowed = 0
    for order in itertools.permutations(rest):
        try:
            answer = score([TRUNK, *order])
        except RulesError as err:
            assert err.where is not None and err.where.startswith("tiles[")
            continue
        allowed += 1
        assert answer["total"] == 20
    # the orders the plane's rules allow, counted from scratch:
    expected = 0
    for order in itertools.permutations(rest):
        where = {(0, 0): "wood"}
        ok = True
        for x in order:
            if not may_grow(where, (x["q"], x["r"]), x["kind"]):
                ok = False
                break
            where[(x["q"], x["r"])] = x["kind"]
        expected += ok
    assert allowed == expected > 1


@pytest.mark.parametrize("kind", ["wood", "leaf", "flower", "fruit"])
def test_a_full_board_has_no_legal_hex(kind: str) -> None:
    """A board all wood but the trunk's neighbours' leaves: no empty hex anywhere."""
    spots = sorted(board(), key=lambda h: abs(h[0]) + abs(h[1]) + abs(h[0] + h[1]))
    tiles = [t(q, r, "wood") for q, r in spots]
    assert score(tiles)["legal"][kind] == []
