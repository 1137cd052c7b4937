"""The variants of a scenario a reader may ask for, each still a position of the rules: a card
worth one gold more, one treasure card more or fewer, another play."""

from __future__ import annotations

import pytest

from engine.goblinhood import from_json
from engine.goblinhood.components import demonstration_deck
from engine.goblinhood.refusals import RulesError
from engine.goblinhood.rulings import Ruling
from engine.goblinhood.variants import MOST_GOLD, with_gold, with_play, with_treasure
from tests.goblinhood.testkit import BASE_CARDS, play, scenario


def test_a_cards_gold_goes_up_by_one_and_round_to_zero() -> None:
    base = scenario()
    values = [BASE_CARDS["ry"]["gold"]]
    current = base
    for _ in range(MOST_GOLD + 1):
        current = with_gold(current, "ry")
        values.append(from_json(current).cards["ry"].gold)
    assert values[-1] == values[0], "after the highest value, the count starts again"
    assert sorted(set(values)) == list(range(MOST_GOLD + 1))
    assert base == scenario(), "the scenario given is not changed"
    assert MOST_GOLD == max(card.gold for card in demonstration_deck().values())


def test_gold_of_a_card_not_in_the_scenario_is_refused_by_name() -> None:
    with pytest.raises(RulesError) as refused:
        with_gold(scenario(), "nope")
    assert (refused.value.code, refused.value.where) == ("unknown-card", "card")


def test_a_treasure_more_is_the_least_gold_card_in_play_nowhere_and_comes_back() -> None:
    base = scenario()
    more = with_treasure(base, "Ana", 1)
    added = more["treasures"]["Ana"][-1]
    before = from_json(base)
    assert added in before.aside() and more["treasures"]["Ana"][:-1] == ["x1"]
    assert before.cards[added].gold == min(before.cards[c].gold for c in before.aside())
    from_json(more)   # still a position of the rules
    assert with_treasure(more, "Ana", -1)["treasures"] == base["treasures"]


def test_the_treasure_dealt_at_setup_stays() -> None:
    with pytest.raises(RulesError) as refused:
        with_treasure(scenario(), "Ben", -1)
    assert refused.value.code == "widget-one-treasure"
    assert refused.value.ruling is Ruling.SETUP_DEAL and refused.value.where == "treasures.Ben"


def test_a_chosen_play_replaces_the_first_action_and_keeps_the_rest() -> None:
    later = play("Ben", "yy", "right", 0)
    base = scenario(actions=[play("Ana", "bb", "right", 0), later])
    assert with_play(base, "ry", "left", 0)["actions"] == [play("Ana", "ry", "left", 0), later]
    assert base["actions"][0]["card"] == "bb", "the scenario given is not changed"
    assert with_play(scenario(), "bb", "right", 1)["actions"] == [play("Ana", "bb", "right", 1)]
