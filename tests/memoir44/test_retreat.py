"""The ``retreat`` calculation: one attack's outcome for its target once the dice are read,
and the questions of the site's "Questions at the table" page it can decide."""

from __future__ import annotations

import pytest

from engine import registry
from engine.errors import RulesError
from engine.memoir44.calc import attack
from engine.memoir44.rulings import Ruling

SPEC = registry.calculator("memoir44")


def retreat(**inputs: object) -> dict[str, object]:
    return SPEC.run({"calc": "retreat", **inputs})


def test_hits_come_before_flags_so_a_wiped_out_unit_never_retreats() -> None:
    out = retreat(figures=2, hits=2, flags=1, free=0)
    assert out["after_hits"] == 0 and out["flags_counted"] == 0
    assert out["lost_blocked"] == 0 and out["eliminated"] is True


def test_blocked_retreat_costs_one_figure_per_missing_hex() -> None:
    """The worked example of the retreats page: a full infantry unit (4 figures) takes 1 hit and
    2 flags with only one hex open behind it: 3 left, 1 hex back, 1 more figure lost, 2 left."""
    out = retreat(figures=4, hits=1, flags=2, free=1)
    assert out == {"after_hits": 3, "flags_counted": 2, "retreated": 1, "lost_blocked": 1,
                   "figures_left": 2, "eliminated": False}


def test_a_blocked_retreat_can_finish_off_a_unit() -> None:
    """Two figures left after the hits, two flags, hemmed in: both figures go, a medal."""
    out = retreat(figures=3, hits=1, flags=2, free=0)
    assert out["figures_left"] == 0 and out["eliminated"] is True


def test_a_blocked_retreat_never_takes_more_than_the_unit_has() -> None:
    out = retreat(figures=1, hits=0, flags=3, free=0)
    assert out["lost_blocked"] == 1 and out["figures_left"] == 0


def test_open_ground_behind_means_no_loss() -> None:
    out = retreat(figures=3, hits=0, flags=2)
    assert out["retreated"] == 2 and out["lost_blocked"] == 0 and out["figures_left"] == 3


def test_an_ignored_flag_is_not_a_retreat_and_cannot_be_blocked() -> None:
    """Behind sandbags or in a bunker, one flag against a hemmed-in unit costs nothing."""
    out = retreat(figures=4, hits=0, flags=1, ignored=1, free=0)
    assert out["flags_counted"] == 0 and out["figures_left"] == 4


def test_a_bunker_ignores_the_first_flag_like_sandbags() -> None:
    assert attack("infantry", 1, "bunker", "none", "infantry", 4)["ignored_flags"] == 1
    assert attack("infantry", 1, "bunker", "sandbags", "infantry", 4)["ignored_flags"] == 1
    assert attack("infantry", 1, "town", "none", "infantry", 4)["ignored_flags"] == 0


@pytest.mark.parametrize(("inputs", "field"), [
    ({"figures": 0, "hits": 0, "flags": 0}, "figures"),
    ({"figures": 5, "hits": 0, "flags": 0}, "figures"),
    ({"figures": 4, "hits": -1, "flags": 0}, "hits"),
    ({"figures": 4, "hits": 0, "flags": 9}, "flags"),
    ({"figures": 4, "hits": 5, "flags": 4}, "flags"),
    ({"figures": 4, "hits": 0, "flags": 1, "free": "two"}, "free"),
    ({"figures": 4, "hits": 0, "flags": 1, "ignored": True}, "ignored"),
])
def test_bad_input_is_refused_naming_the_field(inputs: dict[str, object], field: str) -> None:
    with pytest.raises(RulesError) as caught:
        retreat(**inputs)
    assert caught.value.where == field


def test_a_missing_count_is_refused() -> None:
    with pytest.raises(RulesError) as caught:
        retreat(figures=4, hits=1)
    assert caught.value.where == "flags"
    assert caught.value.ruling is None or isinstance(caught.value.ruling, Ruling)
