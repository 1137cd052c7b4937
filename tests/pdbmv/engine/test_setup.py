"""Setting up a new game: the deal, the shuffles, the seed and the assumed options."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.i18n import catalogue
from engine.pdbmv import ASSUMPTIONS, assumptions, new_game, to_json
from engine.pdbmv.components import CARDS_PER_TREASURE, HAND_SIZE, WILDS_IN_BOX
from tests.pdbmv.testkit import composition

DEFAULT_IDS = {"axe", "feather", "scroll", "crown", "sword", "relic"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_deal(players: int) -> None:
    state = to_json(new_game(players, seed=players * 101))
    assert state["players"] == [f"P{i}" for i in range(1, players + 1)]
    assert all(len(hand) == HAND_SIZE for hand in state["hands"].values())
    assert {stall: len(cards) for stall, cards in state["market"].items()} == {
        "3": 1, "2": 1, "1": 1, "0": 1}
    assert state["bribes"] == {p: {} for p in state["players"]} and state["discard"] == []
    assert state["turn"] == "P1" and state["over"] is False
    assert composition(state) == Counter({t: CARDS_PER_TREASURE for t in DEFAULT_IDS}
                                         | {"wild": WILDS_IN_BOX})
    assert len(state["deck"]) == 6 * CARDS_PER_TREASURE + WILDS_IN_BOX - players * HAND_SIZE - 4
    assert sorted(state["favor"]) == sorted(DEFAULT_IDS)
    assert state["favor_values"] == [1, 1, 2, 2, 3, 4]


def test_named_players_sit_in_the_given_order() -> None:
    state = new_game(["Zoé", "Ana", "李"], seed=1)
    assert state.players == ("Zoé", "Ana", "李") and state.player == "Zoé"


def test_the_seed_fixes_the_game_and_only_the_seed() -> None:
    assert to_json(new_game(4, 99)) == to_json(new_game(4, 99))
    games = {str(to_json(new_game(4, seed))) for seed in range(30)}
    assert len(games) == 30


def test_token_order_is_shuffled() -> None:
    orders = [tuple(to_json(new_game(2, seed))["favor"]) for seed in range(200)]
    assert len(set(orders)) > 150
    for space in range(6):  # every type reaches every space
        assert {order[space] for order in orders} == DEFAULT_IDS


def test_decks_are_shuffled() -> None:
    tops = Counter(to_json(new_game(2, seed))["deck"][0] for seed in range(300))
    assert set(tops) == DEFAULT_IDS | {"wild"}


def test_track_values_option_changes_only_the_values() -> None:
    plain = to_json(new_game(3, 5))
    valued = to_json(new_game(3, 5, track_values=[0, 2, 4, 6, 8, 10]))
    assert valued["favor_values"] == [0, 2, 4, 6, 8, 10]
    assert {k: v for k, v in valued.items() if k != "favor_values"} == \
        {k: v for k, v in plain.items() if k != "favor_values"}


def test_starting_market_option() -> None:
    plain = to_json(new_game(3, 5))
    custom = to_json(new_game(3, 5, starting_market=[3, 3, 0]))
    assert {s: len(c) for s, c in custom["market"].items()} == {"3": 2, "2": 0, "1": 0, "0": 1}
    assert len(custom["deck"]) == len(plain["deck"]) + 1
    bare = to_json(new_game(3, 5, starting_market=[]))
    assert all(cards == [] for cards in bare["market"].values())
    assert len(bare["deck"]) == len(plain["deck"]) + 4


def test_wilds_removed_option() -> None:
    for removed in (0, 5, 20):
        cards = composition(to_json(new_game(2, 8, wilds_removed=removed)))
        assert cards["wild"] == WILDS_IN_BOX - removed
        assert all(cards[t] == CARDS_PER_TREASURE for t in DEFAULT_IDS)


def test_treasures_option() -> None:
    state = to_json(new_game(2, 3, treasures=["gem", "coin", "ring"], track_values=[1, 2, 3]))
    assert sorted(state["favor"]) == ["coin", "gem", "ring"]
    assert composition(state) == Counter({"gem": 14, "coin": 14, "ring": 14, "wild": 20})
    assert state["favor_values"] == [1, 2, 3]


BAD_OPTIONS: dict[str, tuple[dict[str, Any], str]] = {
    "unknown option": ({"wilds": 3}, "no option of that name"),
    "track_values wrong length": ({"track_values": [1, 2, 3]}, "track_values"),
    "track_values not numbers": ({"track_values": [1, 1, 2, 2, 3, "x"]}, "track_values"),
    "track_values fractions": ({"track_values": [1, 1, 2, 2, 3, 2.5]}, "track_values"),
    "track_values booleans": ({"track_values": [True] * 6}, "track_values"),
    "track_values a string": ({"track_values": "1 1 2 2 3 4"}, "track_values"),
    "wilds_removed negative": ({"wilds_removed": -1}, "wilds_removed"),
    "wilds_removed too many": ({"wilds_removed": 21}, "wilds_removed"),
    "wilds_removed text": ({"wilds_removed": "3"}, "wilds_removed"),
    "wilds_removed boolean": ({"wilds_removed": True}, "wilds_removed"),
    "starting_market not a stall": ({"starting_market": [3, 4]}, "starting_market"),
    "starting_market text": ({"starting_market": ["3"]}, "starting_market"),
    "starting_market boolean": ({"starting_market": [True]}, "starting_market"),
    "treasures duplicated": ({"treasures": ["a", "a", "b", "c", "d", "e"]}, "treasures"),
    "treasures with wild": ({"treasures": ["wild", "a", "b", "c", "d", "e"]}, "treasures"),
    "treasures empty": ({"treasures": [], "track_values": []}, "treasures"),
    "treasures not ids": ({"treasures": [1, 2, 3, 4, 5, 6]}, "treasures"),
    "treasures with spaces": ({"treasures": ["magic scroll", "b", "c", "d", "e", "f"]},
                              "treasures"),
}


@pytest.mark.parametrize("case", BAD_OPTIONS)
def test_bad_options_give_a_clear_value_error(case: str) -> None:
    options, names = BAD_OPTIONS[case]
    with pytest.raises(ValueError, match=names):
        new_game(2, 1, **options)


@pytest.mark.parametrize("players", [1, 6, ["Ana"], ["Ana", "Ana"], ["Ana", " "]])
def test_bad_players_give_a_clear_value_error(players: Any) -> None:
    with pytest.raises(ValueError, match="players"):
        new_game(players, 1)


def test_assumptions_list_every_option() -> None:
    listed = assumptions()
    assert listed == ASSUMPTIONS
    options = {a.option for a in listed}
    assert options == {"track_values", "starting_market", "wilds_removed", "treasures"}
    for a in listed:
        assert a.text.strip(), a.option
        for lang in ("fr", "zh"):   # the explanation is translated (engine/pdbmv/locale)
            assert catalogue("pdbmv", lang).translated(a.text) not in ("", a.text), a.option
        # Each listed option is accepted, and its default is what new_game does unasked.
        assert to_json(new_game(3, 4, **{a.option: a.default})) == to_json(new_game(3, 4))
    with pytest.raises(ValueError) as caught:
        new_game(3, 4, colour="red")
    assert all(option in str(caught.value) for option in options)
