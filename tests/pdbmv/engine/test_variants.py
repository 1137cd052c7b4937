"""The variants of a scenario a reader may ask for: the first bribe of another type, a card
more or fewer in a bribe or a hand. Each is a new scenario the engine still plays, or a
refusal of what the rules do not allow."""

from __future__ import annotations

import pytest

from engine.pdbmv import WILD, from_json, run_scenario
from engine.pdbmv.refusals import RulesError
from engine.pdbmv.rulings import Ruling
from engine.pdbmv.variants import bribed_type, with_bribe_card, with_bribe_type, with_hand_card
from tests.pdbmv.testkit import scenario

BRIBING = scenario(hands={"Ana": ["axe", "axe", "crown"]}, deck=["sword", "axe"],
                   actions=[{"player": "Ana", "do": "bribe", "treasure": "axe",
                             "cards": ["axe", "axe"]}])


def test_the_first_bribe_changes_type_with_the_cards_it_took_from_the_hand() -> None:
    assert bribed_type(BRIBING) == "axe" and bribed_type(scenario()) is None
    other = with_bribe_type(BRIBING, "crown")
    assert bribed_type(other) == "crown" and bribed_type(BRIBING) == "axe"
    assert other["actions"][0]["cards"] == ["crown", "crown"]
    assert sorted(other["hands"]["Ana"]) == ["crown", "crown", "crown"]
    _, events = run_scenario(other)   # still a game the engine plays
    bribe = events[0].to_json()
    assert (bribe["type"], bribe["treasure"], bribe["cards"]) == ("bribe", "crown",
                                                                  ["crown", "crown"])


@pytest.mark.parametrize("treasure", [WILD, "nope"])
def test_a_bribe_of_no_treasure_type_is_refused_with_the_ruling(treasure: str) -> None:
    with pytest.raises(RulesError) as refused:
        with_bribe_type(BRIBING, treasure)
    assert (refused.value.code, refused.value.ruling) == ("not-a-treasure", Ruling.BRIBE_ONE_TYPE)


def test_bribe_cards_and_wilds_come_and_go() -> None:
    base = scenario(bribes={"Ana": {"axe": ["axe"]}})
    more = with_bribe_card(base, "Ana", "axe", 1)
    wild = with_bribe_card(more, "Ana", "axe", 1, wild=True)
    assert wild["bribes"]["Ana"]["axe"] == ["axe", "axe", WILD]
    assert base["bribes"]["Ana"]["axe"] == ["axe"], "the scenario given is not changed"
    from_json(wild)
    less = with_bribe_card(with_bribe_card(wild, "Ana", "axe", -1, wild=True), "Ana", "axe", -1)
    assert less["bribes"] == base["bribes"]
    assert "axe" not in with_bribe_card(base, "Ana", "axe", -1)["bribes"]["Ana"]


@pytest.mark.parametrize("player, card, delta, wild, code", [
    ("Ben", "axe", -1, False, "no-bribe-card"),
    ("Ana", "axe", -1, True, "no-wild-in-bribe"),
    ("Ben", "axe", 1, True, "no-bribe-for-wild"),
])
def test_a_bribe_card_that_is_not_there_is_refused(player: str, card: str, delta: int,
                                                  wild: bool, code: str) -> None:
    with pytest.raises(RulesError) as refused:
        with_bribe_card(scenario(bribes={"Ana": {"axe": ["axe"]}}), player, card, delta, wild)
    assert (refused.value.code, refused.value.where) == (code, f"bribes.{player}")


def test_hand_cards_come_and_go() -> None:
    base = scenario(hands={"Ana": ["axe"]})
    more = with_hand_card(base, "Ana", WILD, 1)
    assert more["hands"]["Ana"] == ["axe", WILD] and base["hands"]["Ana"] == ["axe"]
    assert with_hand_card(more, "Ana", WILD, -1)["hands"] == base["hands"]
    with pytest.raises(RulesError) as refused:
        with_hand_card(base, "Ben", "axe", -1)
    assert (refused.value.code, refused.value.where) == ("no-hand-card", "hands.Ben")
