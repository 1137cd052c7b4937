"""What a move is worth: hand-worked sums of the page's examples, and every small move against
an independent count (tokens laid out one by one and priced from the page's list by value)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from engine import registry
from engine.arnak.examples import EXAMPLES

PAGE_LIST = {0: ("fear", "boot"), 1: ("coin", "compass", "tablet", "travel", "vp", "unit"),
             2: ("arrowhead", "archaeologist"), 3: ("gem",)}
"""The page's list, grouped by worth, written out here (not read from the engine)."""
WORTH = {token: worth for worth, tokens in PAGE_LIST.items() for token in tokens}


def value(costs: dict[str, int], gains: dict[str, int]) -> Any:
    return registry.entry("arnak").run({"calc": "value", "costs": costs, "gains": gains})


def laid_out(side: dict[str, int]) -> int:
    """The worth of a side counted token by token: one entry per physical token."""
    pile = [token for token, count in side.items() for _ in range(count)]
    return sum(WORTH[token] for token in pile)


def test_a_level_2_site_by_hand() -> None:
    """2 travel symbols (1 each) + an archaeologist (2) = 4 paid; 5 units got; net 5 - 4 = +1."""
    found = value({"travel": 2, "archaeologist": 1}, {"unit": 5})
    assert (found["costs"], found["gains"], found["net"]) == (4, 5, 1)
    assert found["terms"]["costs"] == [
        {"token": "travel", "count": 2, "unit": 1, "value": 2},
        {"token": "archaeologist", "count": 1, "unit": 2, "value": 2}]
    assert found["terms"]["gains"] == [{"token": "unit", "count": 5, "unit": 1, "value": 5}]


def test_a_trade_of_every_kind_by_hand() -> None:
    """A gem (3) and a Fear card (0) for 2 arrowheads (4) and a boot (0): 3 paid, 4 got, +1;
    a token asked 0 times is no term."""
    found = value({"gem": 1, "fear": 1, "coin": 0}, {"arrowhead": 2, "boot": 1})
    assert (found["costs"], found["gains"], found["net"]) == (3, 4, 1)
    assert [t["token"] for t in found["terms"]["costs"]] == ["fear", "gem"]
    assert [t["value"] for t in found["terms"]["gains"]] == [0, 4]


def test_the_card_examples_by_hand() -> None:
    """Artifact: 4 compasses + 4 tablets = 8 paid; 20 units of effects + 2 points = 22; net
    14, or 18 before the 4-compass price; the page's sum 4 + 4 x 3 makes 16. Item: 2 coins
    paid; 8 units + 1 point = 9; net 7, 9 before the price; the page's 4 x 2 makes 8."""
    calc = registry.entry("arnak").run
    artifact = calc({"calc": "example", "example": "artifact-card"})
    assert (artifact["costs"], artifact["gains"], artifact["net"]) == (8, 22, 14)
    assert artifact["page"] == {"figure": 18, "measures": "before-price", "computed": 18,
                                "formula": [[1, 4], [4, 3]], "formula_value": 16,
                                "agrees": False, "ruling": "artifact-example"}
    item = calc({"calc": "example", "example": "item-card"})
    assert (item["costs"], item["gains"], item["net"]) == (2, 9, 7)
    assert (item["page"]["computed"], item["page"]["formula_value"]) == (9, 8)


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_example_is_the_value_of_its_sides(name: str) -> None:
    calc = registry.entry("arnak").run
    found = calc({"calc": "example", "example": name})
    plain = value(found["inputs"]["costs"], found["inputs"]["gains"])
    assert {k: found[k] for k in plain} == plain
    assert found["net"] == laid_out(found["inputs"]["gains"]) - laid_out(found["inputs"]["costs"])


def test_every_small_move_against_the_count_of_its_tokens() -> None:
    """Every pair of tokens, 0 to 3 of each, on each side: the calculator's sums and net are
    the tokens counted one by one."""
    tokens = sorted(WORTH)
    checked = 0
    for a, b in itertools.combinations(tokens, 2):
        for i, j in itertools.product(range(4), repeat=2):
            costs, gains = {a: i, b: j}, {b: i, a: 3 - j}
            found = value(costs, gains)
            assert (found["costs"], found["gains"]) == (laid_out(costs), laid_out(gains))
            assert found["net"] == laid_out(gains) - laid_out(costs)
            assert sum(t["value"] for t in found["terms"]["costs"]) == found["costs"]
            checked += 1
    assert checked == 55 * 16


@pytest.mark.parametrize("token", sorted(WORTH))
def test_each_token_scales_up_to_the_limit(token: str) -> None:
    for count in (0, 1, 7, 99):
        assert value({token: count}, {})["costs"] == laid_out({token: count})
