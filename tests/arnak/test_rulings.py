"""One test per ruling of :mod:`engine.arnak.rulings`, named by its id."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.arnak.rulings import READINGS, Ruling
from engine.errors import RulesError


def value(costs: dict[str, int], gains: dict[str, int] | None = None) -> Any:
    return registry.entry("arnak").run({"calc": "value", "costs": costs, "gains": gains or {}})


def example(name: str) -> Any:
    return registry.entry("arnak").run({"calc": "example", "example": name})


def refused(**inputs: Any) -> RulesError:
    with pytest.raises(RulesError) as caught:
        registry.entry("arnak").run({"calc": "value", "costs": {}, "gains": {}, **inputs})
    return caught.value


def test_unit_values() -> None:
    """One of each token at the page's worth: 0 0 1 1 1 1 1 1 2 2 3."""
    worth = {t: value({t: 1})["costs"] for t in ("fear", "coin", "compass", "tablet",
                                                  "travel", "vp", "arrowhead", "gem")}
    assert worth == {"fear": 0, "coin": 1, "compass": 1, "tablet": 1, "travel": 1, "vp": 1,
                     "arrowhead": 2, "gem": 3}
    err = refused(costs={"gold": 1})
    assert err.where == "costs.gold" and err.ruling == Ruling.UNIT_VALUES


def test_archaeologist_about_two() -> None:
    """Two archaeologists are the 4 units of the page's starting capital."""
    assert value({"archaeologist": 2})["costs"] == 4
    assert registry.entry("arnak").facts["archaeologist_units"] == 2


def test_fear_is_zero() -> None:
    """A Fear card adds nothing to a side (the point it loses counts at the end only)."""
    assert value({"fear": 5, "coin": 1})["costs"] == value({"coin": 1})["costs"] == 1


def test_boots_cost_nothing() -> None:
    """The camp site: a boot (0) + an archaeologist (2) = 2, the page's cost; any other travel
    symbol would make it 3."""
    camp = example("camp-site")
    assert camp["costs"] == 2 and camp["page"]["agrees"]
    assert value({"travel": 1, "archaeologist": 1})["costs"] == 3
    assert Ruling.BOOTS_COST_NOTHING.value in READINGS


def test_unit_token() -> None:
    """A guardian's boon and an idol's bonus are plain units: 5 points + 1 unit = 6."""
    assert value({}, {"vp": 5, "unit": 1})["gains"] == 6
    assert Ruling.UNIT_TOKEN.value in READINGS


def test_whole_counts() -> None:
    assert value({"gem": 99})["costs"] == 297
    for bad in (-1, 100, 2.0, "3", None):
        err = refused(gains={"gem": bad})
        assert err.where == "gains.gem" and err.ruling == Ruling.WHOLE_COUNTS
    assert refused(costs=[]).ruling == Ruling.WHOLE_COUNTS
    assert Ruling.WHOLE_COUNTS.value in READINGS


def test_sites_pay_back() -> None:
    """Camp site 2 for 2 (0); level 1: 3 for 3 (0); level 2: 4 for 5 (+1)."""
    assert [example(n)["net"] for n in ("camp-site", "level-1-site", "level-2-site")] == [0, 0, 1]
    assert example("level-1-site")["page"]["agrees"] and example("level-2-site")["page"]["agrees"]


def test_discovery_gains_one() -> None:
    """3 compasses for an idol (3 points) and its bonus (1); 6 for two idols and one bonus."""
    for name in ("discover-level-1", "discover-level-2"):
        found = example(name)
        assert found["net"] == 1 and found["page"]["agrees"]


def test_guardian_five_points() -> None:
    """5 points + a boon of 1 for 3 units: +3 (the older revision's 4 points would give +2)."""
    found = example("guardian")
    assert found["net"] == 3 and found["page"]["figure"] == 3
    assert value({"unit": 3}, {"vp": 4, "unit": 1})["net"] == 2


def test_temple_tiles() -> None:
    """2 points for 3 units, 6 for 6, 11 for 9: -1, 0, +2, as the page says."""
    found = [example(f"temple-{p}") for p in (2, 6, 11)]
    assert [f["net"] for f in found] == [-1, 0, 2]
    assert all(f["page"]["agrees"] for f in found)


def test_artifact_example() -> None:
    """The page's 18 is the card's worth before its price (22 - 8 + 4); its printed sum
    4 + 4 x 3 makes 16, the 2 points left out; the net is 14."""
    found = example("artifact-card")["page"]
    assert (found["figure"], found["computed"], found["formula_value"]) == (18, 18, 16)
    assert not found["agrees"] and found["ruling"] == Ruling.ARTIFACT_EXAMPLE
    assert example("artifact-card")["net"] == 14


def test_item_example() -> None:
    """The page's 9 is 8 units + 1 point before the 2-coin price; 4 x 2 makes 8; net 7."""
    found = example("item-card")["page"]
    assert (found["figure"], found["computed"], found["formula_value"]) == (9, 9, 8)
    assert not found["agrees"] and found["ruling"] == Ruling.ITEM_EXAMPLE
    assert example("item-card")["net"] == 7


def test_camp_site_gem() -> None:
    """The camp site's third reward: a boot (0), an archaeologist (2) and a discarded card
    (1, our reading) for a gem (3): even, as the page says no camp site gains. Paid with a
    travel symbol other than a boot, the same trade loses 1."""
    assert value({"boot": 1, "archaeologist": 1, "unit": 1}, {"gem": 1})["net"] == 0
    assert value({"travel": 1, "archaeologist": 1, "unit": 1}, {"gem": 1})["net"] == -1
    for reward in ({"coin": 2}, {"arrowhead": 1}, {"gem": 1}):
        cost = {"boot": 1, "archaeologist": 1, **({"unit": 1} if "gem" in reward else {})}
        assert value(cost, reward)["net"] <= 0
    assert Ruling.CAMP_SITE_GEM.value in READINGS
