"""One test per ruling of :mod:`engine.bonsai.rulings`, named by its id."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.bonsai.rulings import READINGS, Ruling
from engine.errors import RulesError


def t(q: int, r: int, kind: str) -> dict[str, Any]:
    return {"q": q, "r": r, "kind": kind}


TRUNK = t(0, 0, "wood")


def score(*tiles: dict[str, Any]) -> Any:
    return registry.calculator("bonsai").run({"calc": "score", "tiles": list(tiles)})


def refused(*tiles: dict[str, Any]) -> RulesError:
    with pytest.raises(RulesError) as caught:
        score(*tiles)
    return caught.value


def test_every_ruling_has_its_test() -> None:
    names = {name for name in globals() if name.startswith("test_")}
    assert {f"test_{r.value.replace('-', '_')}" for r in Ruling} <= names


def test_trunk_first() -> None:
    """The trunk alone is a tree; no list, a leaf first, or wood elsewhere is refused."""
    assert score(TRUNK)["total"] == 0
    with pytest.raises(RulesError) as caught:
        registry.calculator("bonsai").run({"calc": "score", "tiles": []})
    assert caught.value.where == "tiles" and caught.value.ruling == Ruling.TRUNK_FIRST
    for first in (t(0, 0, "leaf"), t(1, 0, "wood")):
        err = refused(first)
        assert (err.where, err.ruling) == ("tiles[0]", Ruling.TRUNK_FIRST)
    assert Ruling.TRUNK_FIRST.value in READINGS


def test_one_tile_a_hex() -> None:
    err = refused(TRUNK, t(1, 0, "leaf"), t(1, 0, "wood"))
    assert (err.where, err.ruling) == ("tiles[2]", Ruling.ONE_TILE_A_HEX)
    assert refused(TRUNK, t(0, 0, "wood")).ruling == Ruling.ONE_TILE_A_HEX


def test_checked_when_placed() -> None:
    """The same three tiles: a leaf after the wood it touches grows; before it, it is
    refused, although the finished tree would be the same."""
    assert score(TRUNK, t(0, 1, "wood"), t(0, 2, "leaf"))["total"] == 3
    err = refused(TRUNK, t(0, 2, "leaf"), t(0, 1, "wood"))
    assert (err.where, err.ruling) == ("tiles[1]", Ruling.LEAF_ON_WOOD)


def test_wood_on_wood() -> None:
    assert score(TRUNK, t(0, 1, "wood"), t(0, 2, "wood"))["counts"]["wood"] == 3
    err = refused(TRUNK, t(1, 0, "leaf"), t(2, 0, "wood"))
    assert (err.where, err.ruling) == ("tiles[2]", Ruling.WOOD_ON_WOOD)
    assert "(2, 0)" in str(err)


def test_leaf_on_wood() -> None:
    assert score(TRUNK, t(-1, 1, "leaf"))["total"] == 3
    err = refused(TRUNK, t(1, 0, "leaf"), t(2, 0, "leaf"))
    assert (err.where, err.ruling) == ("tiles[2]", Ruling.LEAF_ON_WOOD)


def test_flower_on_leaf() -> None:
    assert score(TRUNK, t(1, 0, "leaf"), t(2, 0, "flower"))["points"]["flower"] == 5
    err = refused(TRUNK, t(1, 0, "flower"))
    assert (err.where, err.ruling) == ("tiles[1]", Ruling.FLOWER_ON_LEAF)


def test_fruit_on_two_leaves() -> None:
    """Leaves (-1, 1) and (1, 0) both touch the trunk, and the hex (0, 1) touches both, but
    they do not touch each other: a fruit there is refused. Leaves (1, 0) and (0, 1) touch
    each other: a fruit at (1, 1), touching both, grows (3 + 3 + 7 = 13). One leaf alone is
    not enough."""
    err = refused(TRUNK, t(-1, 1, "leaf"), t(1, 0, "leaf"), t(0, 1, "fruit"))
    assert (err.where, err.ruling) == ("tiles[3]", Ruling.FRUIT_ON_TWO_LEAVES)
    assert score(TRUNK, t(1, 0, "leaf"), t(0, 1, "leaf"), t(1, 1, "fruit"))["total"] == 13
    assert refused(TRUNK, t(1, 0, "leaf"), t(2, 0, "fruit")).ruling == \
        Ruling.FRUIT_ON_TWO_LEAVES
    # stated by the publisher's rules (one side on the first leaf, the next on the second)
    assert Ruling.FRUIT_ON_TWO_LEAVES.value not in READINGS


def test_fruit_apart() -> None:
    """Leaves (-1, 0), (-1, 1), (-1, 2) in a column left of the trunk and the wood (0, 1): a
    fruit at (-2, 1) touches the pair (-1, 0), (-1, 1) and grows; a second at (-2, 2) has its
    own pair, (-1, 1), (-1, 2), but touches the first fruit: refused."""
    base = (TRUNK, t(-1, 1, "leaf"), t(-1, 0, "leaf"), t(0, 1, "wood"), t(-1, 2, "leaf"),
            t(-2, 1, "fruit"))
    assert score(*base)["points"]["fruit"] == 7
    err = refused(*base, t(-2, 2, "fruit"))
    assert (err.where, err.ruling) == ("tiles[6]", Ruling.FRUIT_APART)
    assert {"q": -2, "r": 2} not in score(*base)["legal"]["fruit"]


def test_tile_points() -> None:
    """Wood 0, leaf 3, fruit 7: two wood, two leaves and a fruit make 0 + 6 + 7 = 13."""
    answer = score(TRUNK, t(0, 1, "wood"), t(1, 0, "leaf"), t(1, 1, "leaf"),
                   t(2, 0, "fruit"))
    assert answer["points"] == {"wood": 0, "leaf": 6, "flower": 0, "fruit": 7}
    assert answer["total"] == 13


def test_flower_free_sides() -> None:
    """A flower beside its one leaf scores 5, the most; boxed in on every side, 0."""
    assert score(TRUNK, t(1, 0, "leaf"), t(2, 0, "flower"))["flowers"] == [
        {"q": 2, "r": 0, "free": 5}]
    # flower (0, 1) on the leaves (1, 0) and (-1, 1), then wood and a flower all round it
    ring = [TRUNK, t(1, 0, "leaf"), t(-1, 1, "leaf"), t(0, 1, "flower"),
            t(-1, 0, "wood"), t(-2, 1, "wood"), t(-2, 2, "wood"), t(-1, 2, "wood"),
            t(0, 2, "wood"), t(1, 1, "flower")]
    answer = score(*ring)
    free = {(f["q"], f["r"]): f["free"] for f in answer["flowers"]}
    # (0, 1) touches (1, 0), (-1, 1), (0, 0), (-1, 2), (0, 2), (1, 1): all six taken
    assert free[(0, 1)] == 0
    assert answer["points"]["flower"] == free[(0, 1)] + free[(1, 1)]
