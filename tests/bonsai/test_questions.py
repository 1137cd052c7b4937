"""The answers of the "Questions at the table" page that the calculator can decide, each a
test named after what it checks (the page's entry id in the docstring), and the ``place``
calculation and board options those answers rely on."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.errors import RulesError


def t(q: int, r: int, kind: str) -> dict[str, Any]:
    return {"q": q, "r": r, "kind": kind}


TRUNK = t(0, 0, "wood")


def run(**inputs: Any) -> Any:
    return registry.calculator("bonsai").run(inputs)


def tried(tiles: list[dict[str, Any]], tile: dict[str, Any]) -> Any:
    return run(calc="place", tiles=tiles, tile=tile)


def test_a_fruit_between_two_leaves_that_do_not_touch_is_refused() -> None:
    """``#q-fruit-leaves``: leaves (-1, 1) and (1, 0) both touch hex (0, 1) but not each
    other; leaves (1, 0) and (0, 1) touch each other, and (1, 1) sits in their notch."""
    apart = [TRUNK, t(-1, 1, "leaf"), t(1, 0, "leaf")]
    assert tried(apart, t(0, 1, "fruit")) == {"tile": t(0, 1, "fruit"), "allowed": False,
                                              "ruling": "fruit-on-two-leaves"}
    notch = [TRUNK, t(1, 0, "leaf"), t(0, 1, "leaf")]
    assert tried(notch, t(1, 1, "fruit"))["allowed"] is True


def test_two_fruits_never_touch_even_each_in_its_own_notch() -> None:
    """``#q-fruit-beside-fruit``: the worked example of the tree page."""
    tiles = [TRUNK, t(-1, 1, "leaf"), t(-1, 0, "leaf"), t(0, 1, "wood"), t(-1, 2, "leaf"),
             t(-2, 1, "fruit")]
    answer = tried(tiles, t(-2, 2, "fruit"))
    assert (answer["allowed"], answer["ruling"]) == (False, "fruit-apart")
    # the same hex has its own pair of leaves: without the first fruit it would be allowed
    assert tried(tiles[:-1], t(-2, 2, "fruit"))["allowed"] is True


def test_a_leaf_touching_only_leaves_is_refused() -> None:
    """``#q-leaf-on-leaf``: a leaf needs wood, however many leaves it touches."""
    tiles = [TRUNK, t(1, 0, "leaf"), t(0, 1, "leaf")]
    assert tried(tiles, t(1, 1, "leaf"))["ruling"] == "leaf-on-wood"


def test_a_tile_laid_beside_a_flower_later_costs_it_a_point() -> None:
    """``#q-flower-later``: a flower's free sides are counted in the finished tree."""
    before = run(calc="score", tiles=[TRUNK, t(1, 0, "leaf"), t(2, 0, "flower")])
    assert before["flowers"] == [{"q": 2, "r": 0, "free": 5}]
    grown = run(calc="score", tiles=[TRUNK, t(1, 0, "leaf"), t(2, 0, "flower"),
                                     t(0, 1, "wood"), t(1, 1, "leaf")])
    assert grown["flowers"] == [{"q": 2, "r": 0, "free": 4}]
    assert grown["points"]["flower"] == before["points"]["flower"] - 1


def test_the_order_of_laying_matters_within_one_cultivate() -> None:
    """``#q-order``: the wood first, then the leaf that needs it; the other way is refused."""
    with pytest.raises(RulesError) as caught:
        run(calc="score", tiles=[TRUNK, t(1, 0, "leaf"), t(2, 0, "flower"), t(1, 1, "leaf"),
                                 t(0, 1, "wood")])
    assert (caught.value.where, caught.value.ruling) == ("tiles[3]", "leaf-on-wood")


def test_a_flower_boxed_in_scores_nothing_and_never_more_than_five() -> None:
    """``#q-flower-zero``: 0 to 5, since one side always touches its leaf."""
    ring = [TRUNK, t(1, 0, "leaf"), t(-1, 1, "leaf"), t(0, 1, "flower"), t(-1, 0, "wood"),
            t(-2, 1, "wood"), t(-2, 2, "wood"), t(-1, 2, "wood"), t(0, 2, "wood"),
            t(1, 1, "flower")]
    free = {(f["q"], f["r"]): f["free"] for f in run(calc="score", tiles=ring)["flowers"]}
    assert free[(0, 1)] == 0 and max(free.values()) <= 5


def test_a_taken_hex_is_refused_when_tried() -> None:
    assert tried([TRUNK, t(1, 0, "leaf")], t(1, 0, "wood"))["ruling"] == "one-tile-a-hex"


def test_place_refuses_a_malformed_or_missing_tile_by_name() -> None:
    for inputs, where in (({"calc": "place", "tiles": [TRUNK]}, "tile"),
                          ({"calc": "place", "tile": t(9, 0, "leaf")}, "tile"),
                          ({"calc": "place", "tile": t(1, 0, "bark")}, "tile.kind"),
                          ({"calc": "score", "tile": t(1, 0, "leaf")}, "tile")):
        with pytest.raises(RulesError) as caught:
            run(**inputs)
        assert caught.value.where == where


def test_the_board_size_is_an_option_bounded_for_safety() -> None:
    """``assumed-board``: the default 46 hexes refuse a tile 4 hexes right of the trunk; a
    wider board takes it. Sizes outside 1 to the bound are refused by name."""
    far = [TRUNK, t(1, 0, "wood"), t(2, 0, "wood"), t(3, 0, "wood"), t(4, 0, "wood")]
    with pytest.raises(RulesError) as caught:
        run(calc="score", tiles=far)
    assert caught.value.where == "tiles[4]"
    assert run(calc="score", tiles=far, half_width=4)["counts"]["wood"] == 5
    assert len(run(calc="score", rows=1, half_width=1)["legal"]["wood"]) == 2
    for key, value in (("rows", 0), ("rows", 16), ("half_width", 11), ("rows", True),
                       ("half_width", "3")):
        with pytest.raises(RulesError) as caught:
            run(calc="score", **{key: value})
        assert caught.value.where == key
