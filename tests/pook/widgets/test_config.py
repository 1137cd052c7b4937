"""A worked example no widget can show fails the build with the field at fault and the
engine's reason; and the engine's cell query the cost widget asks."""

from __future__ import annotations

from typing import Any

import pytest

from engine.pook import IllegalAction, from_json
from engine.pook.rules import check_cell
from livewidgets import api
from livewidgets.controls import ConfigError

from .examples import TIE, cost, play, scoring, table


@pytest.mark.parametrize("config, where, code", [
    ({"widget": "nope", "scenario": table()}, "widget", "unknown-kind"),
    ({**cost(), "swaps": []}, "swaps", "not-a-key"),
    ({"widget": "cost"}, "scenario", "scenario-required"),
    ({**cost(), "cell": [0, 0]}, "cell", "cell-taken"),
    ({**cost(), "cell": "0,1"}, "cell", "widget-cell"),
    ({"widget": "cost", "scenario": play()["scenario"]}, "scenario.actions", "widget-no-actions"),
    ({"widget": "play", "scenario": table()}, "scenario.actions", "widget-one-play"),
    ({"widget": "scoring", "scenario": table()}, "scenario", "widget-at-end"),
    ({"widget": "piggy", "scenario": table(), "swaps": [[0, 1, 2]]}, "swaps", "widget-not-cells"),
    ({"widget": "scoring", "scenario": {**TIE, "turn": "Ben"}}, "scenario.turn", "turn-at-end"),
])
def test_a_config_no_widget_can_show_names_its_field(config: dict[str, Any], where: str,
                                                     code: str) -> None:
    with pytest.raises(ConfigError) as failed:
        api.render("pook", config, "en")
    assert (failed.value.where, failed.value.code) == (where, code)


def test_an_illegal_example_play_fails_at_its_action_with_the_ruling() -> None:
    config = play()
    config["scenario"]["actions"][0]["power"] = {"target": [1, 1]}
    with pytest.raises(ConfigError) as failed:
        api.render("pook", config, "en")
    assert failed.value.where == "scenario.actions[0]"
    assert (failed.value.code, failed.value.ruling) == ("target-shielded", "knight-shield")


def test_every_kind_renders_its_example() -> None:
    for config in (cost(), play(), scoring()):
        assert 'data-frame="0"' in api.render("pook", config, "en")


@pytest.mark.parametrize("cell, code", [((0, 0), "cell-taken"), ((3, 3), "not-adjacent"),
                                        ((0, -3), "outside-fixed")])
def test_check_cell_refuses_with_the_plays_own_refusal(cell: tuple[int, int], code: str) -> None:
    fixed = from_json(table(fixed_grid=True)).table
    with pytest.raises(IllegalAction) as refused:
        check_cell(fixed, cell)
    assert refused.value.code == code
    check_cell(fixed, (0, 1))   # empty, next to Piggy, inside the box: nothing to say
