"""The variants of a scenario a reader may ask for: the first bribe of another type, a card
more or fewer in a bribe or a hand. Each is a new scenario the engine still plays, or a
refusal of what the rules do not allow."""

from __future__ import annotations

import pytest

from engine.pdbmv import WILD, from_json, run_scenario, to_json
from engine.pdbmv.refusals import RulesError
from engine.pdbmv.rulings import Ruling
from engine.pdbmv.analysis import risk_table, unseen_counts
from engine.pdbmv.variants import (bribed_type, ending, position_risks, risk_position, with_bribe_card,
                                   with_bribe_type, with_deck_size, with_hand_card,
                                   with_seen_card)
from tests.pdbmv.testkit import reached_by_play, scenario

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


def test_the_risk_position_holds_the_counts_the_engine_reads_from_the_state() -> None:
    """The risk example's position: what the mover sees and the unseen cards per kind, the
    deck size; its risks are the engine's risk table of the state itself."""
    state = reached_by_play()
    position = risk_position(state)
    kinds = [*state.treasures, WILD]
    assert position["unseen"] == dict(zip(kinds, unseen_counts(state)))
    assert position["deck"] == len(state.deck) and position["turn"] == state.player
    assert sum(position["seen"].values()) + sum(position["unseen"].values()) == 14 * 6 + 20
    assert position_risks(position) == risk_table(state)


def test_a_study_position_of_a_few_cards_has_no_risk_position() -> None:
    """The risk is what the mover can know from the box: cards missing from the deck and the
    other hands are refused, saying how many."""
    small = from_json(scenario(deck=["axe"], hands={"Ben": ["crown"]}))
    with pytest.raises(RulesError) as refused:
        risk_position(small)
    assert refused.value.code == "not-the-whole-box"
    assert refused.value.params["hidden"] == 2


def test_cards_move_between_view_and_the_unseen_pool_and_the_deck_follows() -> None:
    position = risk_position(reached_by_play())
    unseen = sum(position["unseen"].values())
    seen = with_seen_card(position, "crown", 1)
    assert (seen["seen"]["crown"], seen["unseen"]["crown"]) == (
        position["seen"]["crown"] + 1, position["unseen"]["crown"] - 1)
    assert position["unseen"]["crown"] == 4, "the position given is not changed"
    assert with_seen_card(seen, "crown", -1) == position
    bigger = position
    while bigger["deck"] < unseen:
        bigger = with_deck_size(bigger, 1)
    with pytest.raises(RulesError) as refused:
        with_deck_size(bigger, 1)
    assert (refused.value.code, refused.value.where) == ("deck-too-big", "deck")
    # a card seen leaves the unseen pool, and the deck, which held all of it, with it
    assert with_seen_card(bigger, "crown", 1)["deck"] == unseen - 1


@pytest.mark.parametrize("card, delta, code, where", [
    ("relic", 1, "no-unseen-card", "unseen"), ("wild", -1, "no-seen-card", "seen")])
def test_a_card_that_is_not_there_cannot_move(card: str, delta: int, code: str,
                                              where: str) -> None:
    position = risk_position(reached_by_play())
    position["seen"]["wild"] = 0   # a what-if: the mover sees no Wild
    with pytest.raises(RulesError) as refused:
        with_seen_card(position, card, delta)
    assert (refused.value.code, refused.value.where) == (code, where)


def test_the_deck_cannot_go_below_empty() -> None:
    position = {**risk_position(reached_by_play()), "deck": 0}
    with pytest.raises(RulesError) as refused:
        with_deck_size(position, -1)
    assert (refused.value.code, refused.value.where) == ("deck-empty", "deck")


def test_a_game_going_on_ends_with_a_draw_from_the_empty_deck() -> None:
    """The scoring example's end: the player to move draws from an empty deck, and the game
    is over with every score counted; a game already over has no ending to add."""
    going = to_json(from_json(scenario(hands={"Ana": ["axe"]}, deck=["crown", "sword"])))
    end = ending(going)
    assert end is not None and end["deck"] == [] and going["deck"] == ["crown", "sword"]
    state, events = run_scenario(end)
    assert state.over and events[0].to_json()["type"] == "game_ended"
    assert any(e.to_json()["type"] == "score_total" for e in events)
    assert ending(to_json(state)) is None
