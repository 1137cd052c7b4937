"""The questions-at-the-table answers the calculator can decide (``docs/*/arnak/questions.md``),
each a test named after what it checks."""

from __future__ import annotations

from typing import Any

from engine import registry

SPEC = registry.calculator("arnak")


def net(costs: dict[str, int], gains: dict[str, int]) -> int:
    return int(SPEC.run({"calc": "value", "costs": costs, "gains": gains})["net"])


def example(name: str) -> Any:
    return SPEC.run({"calc": "example", "example": name})


def test_camp_site_never_gains_whatever_the_reward() -> None:
    camp = {"boot": 1, "archaeologist": 1}
    assert net(camp, {"coin": 2}) == 0 and net(camp, {"arrowhead": 1}) == 0
    assert net({**camp, "unit": 1}, {"gem": 1}) == 0
    assert net({"travel": 1, "archaeologist": 1}, {"compass": 2}) == -1


def test_level_two_site_gains_one_level_one_breaks_even() -> None:
    assert example("level-2-site")["net"] == 1
    assert example("level-1-site")["net"] == 0


def test_discovery_gains_one_at_both_levels() -> None:
    assert example("discover-level-1")["net"] == example("discover-level-2")["net"] == 1


def test_guardian_gains_three() -> None:
    assert example("guardian")["net"] == 3


def test_temple_tiles_lose_one_break_even_gain_two() -> None:
    assert [example(f"temple-{p}")["net"] for p in (2, 6, 11)] == [-1, 0, 2]


def test_artifact_nets_fourteen_and_item_seven() -> None:
    assert example("artifact-card")["net"] == 14
    assert example("item-card")["net"] == 7


def test_fear_card_is_worth_nothing_in_play() -> None:
    assert net({}, {"fear": 1}) == 0
