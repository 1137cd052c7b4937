"""The variants of a position a reader may ask for: a card turned over, Piggy swapped with any
card. Each is a position the scenario reader accepts, or a refusal with its ruling."""

from __future__ import annotations

from typing import Any

import pytest

from engine.pook import RulesError, from_json, to_json
from engine.pook.components import PIGGY
from engine.pook.variants import piggy_swapped, turned_over
from tests.pook.testkit import scenario


def table() -> dict[str, Any]:
    """Piggy at the centre, a warrior right of it, a coin left of it and one further away."""
    return scenario("0,0 piggy", "0,1 knight:2 w", "0,-1 orc:2 c", "1,-1 mage:1 c")


def _cell(data: dict[str, Any], card: str) -> tuple[int, int]:
    at = next(e["at"] for e in data["grid"] if e["card"] == card)
    return (at[0], at[1])


def test_a_card_turned_over_shows_its_other_side_and_nothing_else_changes() -> None:
    base = table()
    entry = next(e for e in base["grid"] if e["card"] != PIGGY)
    cell = (entry["at"][0], entry["at"][1])
    turned = turned_over(base, cell)
    assert from_json(turned).table.warriors ^ from_json(base).table.warriors == {cell}
    assert turned_over(turned, cell)["grid"] == base["grid"] and base == table()


def test_piggy_cannot_be_turned_to_a_warrior_side() -> None:
    with pytest.raises(RulesError) as refused:
        turned_over(table(), _cell(table(), PIGGY))
    assert (refused.value.code, str(refused.value.ruling)) == ("piggy-warrior", "piggy-is-a-coin")


def test_an_empty_cell_has_nothing_to_turn_or_swap() -> None:
    cells = {(e["at"][0], e["at"][1]) for e in table()["grid"]}
    empty = next((r, c) for r in range(-3, 4) for c in range(-3, 4) if (r, c) not in cells)
    for variant, code in ((turned_over, "widget-no-card"), (piggy_swapped, "widget-piggy-empty")):
        with pytest.raises(RulesError) as refused:
            variant(table(), empty)
        assert (refused.value.code, refused.value.where) == (code, "cell")


def test_piggy_trades_places_with_any_card_and_the_lock_is_lifted() -> None:
    base = table()
    other = next(e for e in base["grid"] if e["card"] != PIGGY)
    at = (other["at"][0], other["at"][1])
    piggy = _cell(base, PIGGY)
    near = [e["at"] for e in base["grid"] if abs(e["at"][0] - piggy[0])
            + abs(e["at"][1] - piggy[1]) == 1]
    locked = {**base, "piggy_lock": near[0]}
    assert to_json(from_json(locked))["piggy_lock"] == near[0]
    swapped = piggy_swapped(locked, at)
    assert _cell(swapped, PIGGY) == at and _cell(swapped, other["card"]) == piggy
    assert to_json(from_json(swapped))["piggy_lock"] is None
