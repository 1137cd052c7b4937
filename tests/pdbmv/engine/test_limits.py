"""PDBMV's limits (``components.LIMITS``): what they refuse, and that whatever they accept
stays small, the worst accepted position included (how fast: ``make bench``).

The issue's cases: 150 custom Treasure ids in a 644-character link froze a tab for 70 s (the
legal buys grow with the cube of the kinds in hand); a 1,000,000-card deck of 71,429 ids took
27 s to read (a look-up per card in a list of ids); options with one Treasure type and 5
players crashed ``new_game`` ("pop from empty list").
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import limits, registry
from engine.pdbmv import (Buy, RulesError, action_from_json, from_json, new_game, parse_action,
                          to_json)
from engine.pdbmv.components import CARDS_PER_TREASURE, LIMITS, WILDS_IN_BOX
from engine.pdbmv import run_scenario
from tests.boundkit import MB, peak_bytes

TYPES = [f"t{i:02d}" for i in range(LIMITS.max_card_ids)]


def worst_position() -> dict[str, Any]:
    """The position with the most legal actions the limits accept: the most Treasure types,
    every one in hand 13 times with a bribe of each already open, 16 Wilds in hand, and every
    stall holding a card (the other 4 Wilds), so every bribe size and every payment exists."""
    return {"players": ["Ana", "Ben", "Chen", "Dana", "Emil"], "favor": TYPES,
            "favor_values": list(range(1, len(TYPES) + 1)), "deck": [],
            "market": {"3": ["wild"], "2": ["wild"], "1": ["wild"], "0": ["wild"]},
            "hands": {"Ana": [t for t in TYPES for _ in range(CARDS_PER_TREASURE - 1)]
                      + ["wild"] * (WILDS_IN_BOX - 4)},
            "bribes": {"Ana": {t: [t] for t in TYPES}}, "turn": "Ana"}


def test_the_registry_holds_these_limits() -> None:
    assert registry.get("pdbmv").limits is LIMITS
    assert LIMITS.players == (2, 5) and LIMITS.max_card_ids == 12 and LIMITS.max_name == 40
    # 12 types of 14 cards and the 20 Wilds: every card a legal scenario can hold.
    assert LIMITS.max_cards >= LIMITS.max_card_ids * CARDS_PER_TREASURE + WILDS_IN_BOX


def test_the_worst_accepted_position_has_a_bounded_number_of_legal_actions() -> None:
    state = from_json(worst_position())
    actions = state.legal_actions()
    bribes = sum(1 for a in actions if a.__class__.__name__ == "Bribe")
    # Each type: 0..13 own cards with 0..16 Wilds (not both none); buys: every multiset of 1
    # to 3 of the 13 kinds in hand, once per Treasure type among them to curse; stall 0; draw.
    assert bribes == len(TYPES) * (14 * 17 - 1) == 2_844
    assert len(actions) == 4_106
    assert len(actions) < 5_000
    assert len(set(actions)) == len(actions)
    for action in actions[::97]:   # made without sorting, yet the same as the parsed text
        assert parse_action(str(action)) == action


def test_listed_actions_equal_the_ones_built_the_usual_way() -> None:
    state = from_json(worst_position())
    for action in state.legal_actions():
        if isinstance(action, Buy):
            assert action == Buy(action.stall, tuple(reversed(action.pay)), action.curse)


def test_reading_is_linear_in_the_input() -> None:
    """The 71,429-id deck is refused before a card is built; the largest accepted scenario
    reads in memory proportional to it."""
    ids = [f"x{i}" for i in range(71_429)]
    hostile = {"players": ["Ana", "Ben"], "favor": ids, "favor_values": [1] * len(ids),
               "deck": [i for i in ids for _ in range(14)], "turn": "Ana"}
    err, peak = peak_bytes(lambda: from_json(hostile))
    assert isinstance(err, RulesError) and peak < MB   # the million cards are never built
    assert str(err) == "favor: 71429 treasure types; the limit is 12"
    many = {"players": ["Ana", "Ben"], "favor": TYPES, "favor_values": [1] * len(TYPES),
            "deck": ["t00"] * 300, "turn": "Ana"}
    assert str(pytest.raises(RulesError, from_json, many).value) == (
        "scenario: holds 300 cards; the limit is 200")
    full = {**worst_position(), "deck": [], "discard": []}
    state, peak = peak_bytes(lambda: from_json(full))
    assert not isinstance(state, BaseException) and peak < MB


def test_a_scenario_past_the_action_limit_is_refused_before_any_is_played() -> None:
    position = to_json(new_game(2, 1))
    data = {**position, "actions": [{"player": "P1", "do": "draw"}] * (LIMITS.max_actions + 1)}
    with pytest.raises(RulesError) as caught:
        run_scenario(data)
    assert str(caught.value) == "actions: holds 1001 actions; the limit is 1000"


@pytest.mark.parametrize("names, where", [
    (["Ana\nBen", "Chen"], "players[0]"), (["Ana", "x" * 41], "players[1]"),
    (["Ana", "tab\there"], "players[1]"), (["Ana", " "], "players[1]"),
])
def test_names_are_short_and_printable_everywhere(names: list[str], where: str) -> None:
    with pytest.raises(RulesError) as caught:
        new_game(names, 1)
    assert caught.value.where == where
    position = to_json(new_game(["Ana", "Ben"], 1))
    renamed = {**position, "players": names, "turn": names[0],
               "hands": dict(zip(names, position["hands"].values())), "bribes": {}}
    with pytest.raises(RulesError) as caught:
        from_json(renamed)
    assert caught.value.where == where


def test_treasure_ids_are_short_and_printable() -> None:
    for bad in ("x" * 41, "nul\x00"):
        with pytest.raises(RulesError) as caught:
            new_game(2, 1, treasures=["axe", bad], track_values=[1, 2])
        assert caught.value.where == "treasures"
    with pytest.raises(RulesError) as caught:
        new_game(2, 1, treasures=TYPES + ["one-more"], track_values=[1] * 13)
    assert str(caught.value) == "treasures: 13 treasure types; the limit is 12"


def test_a_count_of_players_is_checked_before_a_seat_is_built() -> None:
    for count in (10 ** 9, -1, 0, 6):
        err, peak = peak_bytes(lambda: new_game(count, 1))
        assert isinstance(err, RulesError) and peak < MB   # no billion seats
        assert str(err) == f"players: needs 2 to 5 players, not {count}"


@pytest.mark.parametrize("players, options", [
    (5, {"treasures": ["axe"], "track_values": [1]}),
    (4, {"treasures": ["axe"], "track_values": [1], "wilds_removed": 20}),
    (4, {"treasures": ["axe", "crown"], "track_values": [1, 2], "wilds_removed": 20}),
])
def test_options_with_too_few_cards_to_deal_are_refused_by_name(players: int,
                                                                 options: dict[str, Any]) -> None:
    with pytest.raises(RulesError) as caught:
        new_game(players, 1, **options)
    line = str(caught.value)
    assert line.startswith("options: too few cards for these options: treasures (")
    for word in ("wilds_removed", "starting_market", f"{players} hands of 7"):
        assert word in line
    types = len(options["treasures"])
    box = types * CARDS_PER_TREASURE + WILDS_IN_BOX - options.get("wilds_removed", 0)
    assert f"leave {box} cards" in line and f"need {players * 7 + 4}" in line


def test_just_enough_cards_still_deal() -> None:
    # 1 type and 20 Wilds: 34 cards deal 4 hands of 7 and the 4 starting stalls (32 cards).
    state = new_game(4, 1, treasures=["axe"], track_values=[1])
    assert len(state.deck) == 2 and all(sum(hand) == 7 for hand in state.hands)


def test_a_buy_with_no_payment_reads_without_a_double_space() -> None:
    action = Buy(0, (), "axe")
    assert str(action) == "buy 0 with curse axe"
    assert parse_action(str(action)) == action


@pytest.mark.parametrize("raw, key", [
    ({"do": "draw", "cards": ["axe"]}, "cards"),
    ({"do": "bribe", "treasure": "axe", "cards": ["axe"], "curse": "axe"}, "curse"),
    ({"do": "buy", "stall": 0, "bomb": [[["lol"]]]}, "bomb"),
])
def test_unknown_keys_inside_an_action_are_refused(raw: dict[str, Any], key: str) -> None:
    with pytest.raises(RulesError) as caught:
        action_from_json({"player": "Ana", **raw})
    assert f"unknown key {key!r} in a {raw['do']} action" in str(caught.value)


def test_the_generic_checks_accept_every_position_a_game_reaches() -> None:
    position = to_json(from_json(worst_position()))
    limits.check_json(position, LIMITS)
