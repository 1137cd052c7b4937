"""The scenario format: every refusal names its field, and positions round-trip exactly."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.pook import RulesError, from_json, new_game, run_json, to_json
from tests.pook.testkit import scenario


def edited(**fields: Any) -> dict[str, Any]:
    return scenario("0,0 piggy", "0,1 orc:2 w") | fields


def without(key: str) -> dict[str, Any]:
    data = edited()
    del data[key]
    return data


BAD = {
    "not an object": ([1], "scenario"),
    "unknown key": (edited(seed=3), "seed"),
    "no players": (without("players"), "players"),
    "no banners": (without("banners"), "banners"),
    "no grid": (without("grid"), "grid"),
    "no turn": (without("turn"), "turn"),
    "one player": (edited(players=["Ana"], banners={"Ana": ["orc", "mage"]}), "players"),
    "five players": (edited(players=list("ABCDE")), "players"),
    "twice the same name": (edited(players=["Ana", "Ana"]), "players"),
    "a banner of one faction": (edited(banners={"Ana": ["orc", "orc"], "Ben": ["orc", "mage"]}),
                                "banners.Ana"),
    "a banner of a stranger": (edited(banners={"Ana": ["orc", "mage"], "Ben": ["mage", "elf"]}),
                               "banners.Ben"),
    "a banner missing": (edited(banners={"Ana": ["orc", "mage"]}), "banners"),
    "a banner for nobody": (edited(banners={"Zed": ["orc", "mage"]}), "banners.Zed"),
    "grid not a list": (edited(grid={"0,0": "piggy"}), "grid"),
    "grid entry with an extra key": (edited(grid=[{"at": [0, 0], "card": "piggy",
                                                   "side": "coin", "x": 1}]), "grid[0]"),
    "cell of three numbers": (edited(grid=[{"at": [0, 0, 0], "card": "piggy",
                                            "side": "coin"}]), "grid[0].at"),
    "cell of booleans": (edited(grid=[{"at": [True, 0], "card": "piggy", "side": "coin"}]),
                         "grid[0].at"),
    "unknown card on the table": (edited(grid=[{"at": [0, 0], "card": "orc:4",
                                                "side": "coin"}]), "grid[0].card"),
    "unknown side": (edited(grid=[{"at": [0, 0], "card": "piggy", "side": "up"}]),
                     "grid[0].side"),
    "no Piggy": (edited(grid=[{"at": [0, 0], "card": "orc:1", "side": "coin"}]), "grid"),
    "two cards on a cell": (edited(grid=[{"at": [0, 0], "card": "piggy", "side": "coin"},
                                         {"at": [0, 0], "card": "orc:1", "side": "coin"}]),
                            "grid[1].at"),
    "Piggy in a hand": (edited(hands={"Ana": ["piggy"]}), "hands.Ana[0]"),
    "a hand of nobody": (edited(hands={"Zed": ["orc:1"]}), "hands.Zed"),
    "unknown card in the deck": (edited(deck=["orc:1", "troll:2"]), "deck[1]"),
    "a third Orc 2": (edited(hands={"Ana": ["orc:2"]}, deck=["orc:2"]), "deck[0]"),
    "a stuck deck": (edited(hands={}, deck=["orc:1"]), "deck"),
    "turn of nobody": (edited(turn="Zed"), "turn"),
    "turn at the end of a won game": (edited(hands={}), "turn"),
    "lock on Piggy": (edited(piggy_lock=[0, 0]), "piggy_lock"),
    "lock on nothing": (edited(piggy_lock=[5, 5]), "piggy_lock"),
    "fixed_grid not a boolean": (edited(fixed_grid="yes"), "fixed_grid"),
    "outside the fixed box": (edited(fixed_grid=True, grid=[
        {"at": [0, 0], "card": "piggy", "side": "coin"},
        {"at": [0, 3], "card": "orc:1", "side": "coin"}]), "grid[1].at"),
    "wrong phase": (edited(phase="over"), "phase"),
    "unknown phase": (edited(phase="lunch"), "phase"),
    "tiebreak during play": (edited(tiebreak={"tied": ["Ana", "Ben"], "chosen": []}),
                             "tiebreak"),
    "tied out of seat order": (edited(hands={}, turn="Ben", tiebreak={
        "tied": ["Ben", "Ana"], "chosen": []}), "tiebreak.tied"),
    "a warrior chosen": (edited(hands={}, turn="Ben", tiebreak={
        "tied": ["Ana", "Ben"], "chosen": [[0, 1]]}), "tiebreak.chosen"),
    "levels of four cards": (edited(levels=[1, 2, 3, 3]), "levels"),
    "actions not a list": (edited(actions={"do": "play"}), "actions"),
    "action not an object": (edited(actions=["play"]), "actions[0]"),
    "action with a bad cell": (edited(actions=[{"player": "Ana", "do": "play", "card": "orc:1",
                                                "side": "coin", "at": "0,1"}]), "actions[0]"),
}


@pytest.mark.parametrize("case", BAD)
def test_a_bad_scenario_names_its_field(case: str) -> None:
    data, where = BAD[case]
    with pytest.raises(RulesError) as caught:
        run_json(data)
    assert caught.value.where == where, str(caught.value)
    assert str(caught.value).startswith(f"{where}: ")


def test_order_does_not_matter_and_the_written_form_is_canonical() -> None:
    data = edited(grid=[{"at": [0, 1], "card": "orc:2", "side": "warrior"},
                        {"at": [0, 0], "card": "piggy", "side": "coin"}],
                  banners={"Ana": ["mage", "knight"], "Ben": ["viking", "orc"]},
                  hands={"Ana": ["viking:1", "knight:3", "knight:1"]})
    written = to_json(from_json(data))
    assert [e["at"] for e in written["grid"]] == [[0, 0], [0, 1]]
    assert written["banners"] == {"Ana": ["knight", "mage"], "Ben": ["orc", "viking"]}
    assert written["hands"] == {"Ana": ["knight:1", "knight:3", "viking:1"], "Ben": []}
    assert to_json(from_json(written)) == written


def test_a_written_state_reads_back_exactly_through_json_text() -> None:
    for seed in range(5):
        game = new_game(2 + seed % 3, seed, fixed_grid=seed % 2 == 0,
                        levels=[1, 1, 1, 2, 2, 3] if seed == 3 else [1, 1, 2, 2, 3, 3])
        for _ in range(7):
            game.apply(game.legal_actions()[-1])
        data = to_json(game)
        text = json.dumps(data)
        assert to_json(from_json(json.loads(text))) == data
        assert ("levels" in data) == (seed == 3)


def test_the_output_state_has_the_scenario_keys_plus_phase() -> None:
    data = edited(deck=["mage:1"], fixed_grid=False, actions=[
        {"player": "Ana", "do": "play", "card": "knight:1", "side": "coin", "at": [1, 0]}])
    out = run_json(data)
    assert set(out) == {"state", "events", "result"}
    assert set(out["state"]) == set(data) - {"actions"} | {"phase"}
    assert out["state"]["phase"] == "play" and out["result"]["winners"] == []


JSON = st.recursive(st.none() | st.booleans() | st.integers(-9, 9) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=6)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(edited())), JSON, st.data())
def test_any_json_in_any_field_is_a_position_or_a_refusal(key: str, value: Any,
                                                          data: st.DataObject) -> None:
    """Whatever a field holds, the reader answers with a state or a RulesError (anything
    else would be a bug, reported by the command line as exit 70)."""
    scenario_data = edited(deck=["mage:1"], piggy_lock=[0, 1])
    if data.draw(st.booleans()) and isinstance(scenario_data[key], (list, dict)) \
            and scenario_data[key]:
        inner = scenario_data[key]
        slot = data.draw(st.sampled_from(sorted(inner) if isinstance(inner, dict)
                                         else list(range(len(inner)))))
        inner[slot] = value
    else:
        scenario_data[key] = value
    try:
        state = from_json(scenario_data)
    except RulesError:
        return
    assert to_json(from_json(to_json(state))) == to_json(state)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["do", "card", "side", "at", "power", "piggy"]),
                       JSON | st.sampled_from(["play", "flip", "orc:1", "knight:1", "coin",
                                               "warrior", "before", "after"])
                       | st.lists(st.integers(-2, 2), min_size=2, max_size=2)
                       | st.fixed_dictionaries({"target": st.lists(st.integers(-1, 1),
                                                                   min_size=2, max_size=2)}),
                       max_size=6))
def test_any_action_object_is_played_or_refused(action: dict[str, Any]) -> None:
    data = edited(hands={"Ana": ["knight:1", "orc:1"], "Ben": ["mage:1"]},
                  actions=[{"player": "Ana", **action}])
    try:
        out = run_json(data)
    except RulesError:
        return
    assert out["state"]["turn"] == "Ben"
