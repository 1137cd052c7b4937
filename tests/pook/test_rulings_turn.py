"""One test per ruling of setting up and taking a turn (named ``test_<ruling id>``).

Every position is set by hand and every expectation is worked out from the rules, not read
back from the engine. Cells are [row, col]; Piggy starts at [0, 0].
"""

from __future__ import annotations

import pytest

from engine.pook import (ActionSyntaxError, Ruling, ScenarioError, from_json, new_game,
                         parse_action, run_scenario, to_json)
from engine.pook.bots import RandomBot
from engine.pook.components import neighbours
from engine.pook.refusals import IllegalAction
from engine.pook.rules import check_swap, swap_targets
from tests.pook.testkit import (assert_legal, assert_refused, box, composition, play, position,
                                scenario)


def test_setup() -> None:
    for players, deck in ((2, 12), (3, 6), (4, 0)):
        data = to_json(new_game(players, seed=players))
        assert data["grid"] == [{"at": [0, 0], "card": "piggy", "side": "coin"}]
        assert [len(hand) for hand in data["hands"].values()] == [6] * players
        assert len(data["deck"]) == deck
        assert composition(data) == box(), "every card of the box is dealt or in the deck"
        assert data["piggy_lock"] is None and data["phase"] == "play"


def test_banners_unique() -> None:
    for seed in range(30):
        banners = to_json(new_game(4, seed))["banners"]
        pairs = [frozenset(pair) for pair in banners.values()]
        assert all(len(pair) == 2 for pair in pairs)
        assert len(set(pairs)) == 4, "no two players hold the same pair"
    # Four pairs of four factions always repeat a faction: sharing one faction is allowed.
    shared = position(banners={"Ana": ["knight", "orc"], "Ben": ["orc", "viking"]})
    assert shared.scores() == {"Ana": 0, "Ben": 0}
    with pytest.raises(ScenarioError) as caught:
        from_json(scenario(banners={"Ana": ["knight", "orc"], "Ben": ["orc", "knight"]}))
    assert caught.value.ruling is Ruling.BANNERS_UNIQUE and caught.value.where == "banners.Ben"


def test_first_seat_starts() -> None:
    for seed in range(10):
        game = new_game(["Zoe", "Ana", "Ben"], seed)
        assert game.current_player == "Zoe"
        assert to_json(game)["turn"] == "Zoe"


def test_turn_order() -> None:
    game = position(hands={"Ana": ["knight:1", "knight:2"], "Ben": ["orc:1", "orc:2"]})
    order = []
    for card, at in (("knight:1", (0, 1)), ("orc:1", (0, 2)), ("knight:2", (0, 3))):
        order.append(game.current_player)
        game.apply(play(card, "coin", at))
    assert order == ["Ana", "Ben", "Ana"] and game.current_player == "Ben"
    data = scenario(actions=[{"player": "Ben", "do": "play", "card": "orc:1", "side": "coin",
                              "at": [0, 1]}])
    with pytest.raises(ScenarioError) as caught:
        run_scenario(data)
    assert caught.value.ruling is Ruling.TURN_ORDER and caught.value.where == "actions[0]"


def test_play_one_card() -> None:
    game = position(hands={"Ana": ["knight:1", "mage:2"], "Ben": ["orc:1"]})
    assert_refused(game, play("orc:1", "coin", (0, 1)), Ruling.PLAY_ONE_CARD)  # Ben's card
    assert_refused(game, play("piggy", "coin", (0, 1)), Ruling.PLAY_ONE_CARD)
    assert_refused(game, play("dragon:1", "coin", (0, 1)), Ruling.PLAY_ONE_CARD)
    assert_legal(game, play("mage:2", "coin", (0, 1)))
    data = to_json(game)
    assert data["hands"]["Ana"] == ["knight:1"] and len(data["grid"]) == 2


def test_play_either_side() -> None:
    # [0, 1] sees Piggy in its row: one coin, enough for a level-1 warrior.
    for side in ("warrior", "coin"):
        game = position(hands={"Ana": ["knight:1"], "Ben": ["orc:1"]})
        assert_legal(game, play("knight:1", side, (0, 1)))
        assert to_json(game)["grid"][1] == {"at": [0, 1], "card": "knight:1", "side": side}
    game = position()
    assert_refused(game, play("knight:1", "sideways", (0, 1)), Ruling.PLAY_EITHER_SIDE)


def test_place_adjacent() -> None:
    game = position("0,0 piggy", "0,1 orc:2 c")
    assert_refused(game, play("knight:1", "coin", (0, 1)), Ruling.PLACE_ADJACENT)  # taken
    assert_refused(game, play("knight:1", "coin", (2, 2)), Ruling.PLACE_ADJACENT)  # far
    assert_refused(game, play("knight:1", "coin", (1, -1)), Ruling.PLACE_ADJACENT)  # diagonal
    cells = sorted({a.at for a in game.legal_actions()})
    assert cells == [(-1, 0), (-1, 1), (0, -1), (0, 2), (1, 0), (1, 1)]


def test_grid_five_by_five() -> None:
    row = ["0,0 piggy", "0,1 orc:1 c", "0,2 orc:2 c", "0,3 orc:3 c", "0,4 viking:1 c"]
    game = position(*row)
    assert_refused(game, play("knight:1", "coin", (0, 5)), Ruling.GRID_FIVE_BY_FIVE)
    assert_refused(game, play("knight:1", "coin", (0, -1)), Ruling.GRID_FIVE_BY_FIVE)
    assert_legal(game, play("knight:1", "coin", (1, 4)))
    # The box floats: four cards to the right of Piggy are fine; fixed, [0, 3] is outside.
    floating = position(*row[:3])
    assert_legal(floating, play("knight:1", "coin", (0, 3)))
    fixed = position(*row[:3], fixed_grid=True)
    assert_refused(fixed, play("knight:1", "coin", (0, 3)), Ruling.GRID_FIVE_BY_FIVE)
    assert_legal(fixed, play("knight:1", "coin", (0, -1)))
    with pytest.raises(ScenarioError) as caught:
        from_json(scenario(*row, "1,5 mage:1 c"))
    assert caught.value.ruling is Ruling.GRID_FIVE_BY_FIVE


def test_warrior_cost() -> None:
    # [0, 1]: Piggy in row 0, the coin at [1, 1] in column 1 (the warrior at [-1, 1] does not
    # count): 2 coins.
    cells = ("0,0 piggy", "1,1 mage:1 c", "-1,1 viking:1 w")
    game = position(*cells, hands={"Ana": ["knight:3", "knight:2"], "Ben": ["orc:1"]})
    error = assert_refused(game, play("knight:3", "warrior", (0, 1)), Ruling.WARRIOR_COST)
    assert error.params["coins"] == 2 and error.params["level"] == 3
    events = assert_legal(game, play("knight:2", "warrior", (0, 1)))
    assert events[0] == {"type": "card_played", "player": "Ana", "card": "knight:2",
                         "side": "warrior", "at": [0, 1], "coins": 2}


def test_coin_free() -> None:
    # [-1, 2]: row -1 is empty, column 2 holds only a warrior: no coin at all.
    cells = ("0,0 piggy", "0,1 orc:1 w", "0,2 orc:2 w")
    game = position(*cells, hands={"Ana": ["knight:3", "knight:1"], "Ben": ["orc:3"]})
    assert_refused(game, play("knight:1", "warrior", (-1, 2)), Ruling.WARRIOR_COST)
    assert_legal(game, play("knight:3", "coin", (-1, 2)))


def test_piggy_is_a_coin() -> None:
    # [1, 0]'s only coin is Piggy, in its column: a level-1 warrior may go there.
    game = position("0,0 piggy", "0,1 orc:2 w", hands={"Ana": ["knight:1"], "Ben": ["orc:1"]})
    assert_legal(game, play("knight:1", "warrior", (1, 0)))
    moved = position("0,0 orc:2 w", "0,1 piggy", hands={"Ana": ["knight:1"], "Ben": ["orc:1"]})
    assert_refused(moved, play("knight:1", "warrior", (1, 0)), Ruling.WARRIOR_COST)
    with pytest.raises(ScenarioError) as caught:
        from_json(scenario(grid=[{"at": [0, 0], "card": "piggy", "side": "warrior"}]))
    assert caught.value.ruling is Ruling.PIGGY_IS_A_COIN and caught.value.where == \
        "grid[0].side"


def test_piggy_swap() -> None:
    cells = ("0,0 piggy", "0,1 orc:1 c", "1,0 viking:2 w")
    game = position(*cells)
    events = assert_legal(game, play("knight:1", "coin", (0, 2), piggy=("before", (0, 1))))
    assert events[0] == {"type": "piggy_swapped", "player": "Ana", "when": "before",
                         "from": [0, 0], "to": [0, 1], "card": "orc:1", "side": "coin"}
    game = position(*cells)
    assert_legal(game, play("knight:1", "coin", (1, 1), piggy=("before", (1, 0))))
    moved = to_json(game)["grid"]
    assert {"at": [0, 0], "card": "viking:2", "side": "warrior"} in moved, "sides are kept"
    assert {"at": [1, 0], "card": "piggy", "side": "coin"} in moved
    game = position(*cells)
    assert_refused(game, play("knight:1", "coin", (0, 2), piggy=("before", (1, 1))),
                   Ruling.PIGGY_SWAP)  # not next to Piggy
    assert_refused(game, play("knight:1", "coin", (0, 2), piggy=("before", (-1, 0))),
                   Ruling.PIGGY_SWAP)  # nothing there
    assert_legal(game, play("knight:1", "coin", (-1, 0), piggy=("after", (-1, 0))))
    with pytest.raises(ActionSyntaxError):  # at most one swap: the text has no second one
        parse_action("play knight:1 coin at 0,2 piggy before 0,1 piggy after 1,0")


def test_piggy_lock() -> None:
    cells = ("0,0 piggy", "0,1 orc:1 c", "1,0 viking:2 w")
    game = position(*cells, piggy_lock=[0, 1])
    assert_refused(game, play("knight:1", "coin", (0, 2), piggy=("before", (0, 1))),
                   Ruling.PIGGY_LOCK)
    assert_refused(game, play("knight:1", "coin", (0, 2), piggy=("after", (0, 1))),
                   Ruling.PIGGY_LOCK)
    events = assert_legal(game, play("knight:1", "coin", (0, 2), piggy=("after", (1, 0))))
    # Ana swapped with the Viking, which now lies at [0, 0]: that card is Ben's lock.
    assert {"type": "piggy_locked", "at": [0, 0], "card": "viking:2"} in events
    assert game.lock == (0, 0) and to_json(game)["piggy_lock"] == [0, 0]
    game.apply(play("orc:1", "coin", (-1, 0)))  # Ben does not swap: nothing is locked
    assert to_json(game)["piggy_lock"] is None


def test_lock_names_card() -> None:
    cells = ("0,0 piggy", "0,1 orc:1 c")
    hands = {"Ana": ["mage:1", "knight:1"], "Ben": ["orc:2"]}
    game = position(*cells, hands=hands, piggy_lock=[0, 1])
    # The Mage at [1, 1] (one coin: the Orc above it) puts the Knight in the locked Orc's
    # place; the Knight is not locked, so Piggy may swap with it.
    events = assert_legal(game, play("mage:1", "warrior", (1, 1), (0, 1), "knight:1",
                                     piggy=("after", (0, 1))))
    kinds = [e["type"] for e in events]
    assert kinds == ["card_played", "power", "card_replaced", "piggy_unlocked",
                     "piggy_swapped", "piggy_locked"]
    assert events[3] == {"type": "piggy_unlocked", "at": [0, 1], "card": "orc:1"}
    assert events[-1] == {"type": "piggy_locked", "at": [0, 0], "card": "knight:1"}
    again = position(*cells, hands=hands, piggy_lock=[0, 1])
    assert_refused(again, play("mage:1", "warrior", (1, 1), piggy=("after", (0, 1))),
                   Ruling.PIGGY_LOCK)


def test_piggy_ignores_shield() -> None:
    # The warrior Knight at [1, 1] shields the Orc at [0, 1]; Piggy swaps with it anyway.
    game = position("0,0 piggy", "0,1 orc:1 c", "1,1 knight:2 w")
    events = assert_legal(game, play("knight:1", "coin", (-1, 0), piggy=("before", (0, 1))))
    assert events[0]["type"] == "piggy_swapped" and events[0]["card"] == "orc:1"
    # Piggy's immunity, our reading: the Knight and the Mage have no hold on Piggy, and neither
    # do the cards they touched. A card a Mage has just put down is an ordinary card for Piggy:
    # the Mage at [1, 1] (one coin, the Orc above it) puts the Knight 1 in the Orc's place,
    # then Piggy swaps with that new card in the same turn.
    mage = position("0,0 piggy", "0,1 orc:1 c", hands={"Ana": ["mage:1", "knight:1"],
                                                       "Ben": ["orc:2"]})
    events = assert_legal(mage, play("mage:1", "warrior", (1, 1), (0, 1), "knight:1",
                                     piggy=("after", (0, 1))))
    assert [e["type"] for e in events] == ["card_played", "power", "card_replaced",
                                           "piggy_swapped", "piggy_locked"]
    assert events[3]["card"] == "knight:1"
    # ...and no power reaches Piggy itself: not the Mage, not the Orc, not the Viking.
    for hand, target_play in ((["mage:1", "orc:3"], play("mage:1", "warrior", (1, 0), (0, 0),
                                                         "orc:3")),
                              (["viking:1"], play("viking:1", "warrior", (1, 0), (0, 0)))):
        game = position("0,0 piggy", "0,1 orc:1 c", hands={"Ana": hand, "Ben": ["orc:2"]})
        assert_refused(game, target_play, Ruling.POWER_TARGETS)


def test_draw_after_turn() -> None:
    game = position(deck=["viking:3", "mage:2"])
    events = assert_legal(game, play("knight:1", "coin", (0, 1)))
    assert events[-1] == {"type": "card_drawn", "player": "Ana", "card": "viking:3"}
    assert to_json(game)["hands"]["Ana"] == ["viking:3"] and to_json(game)["deck"] == ["mage:2"]
    game.apply(play("orc:1", "coin", (0, 2)))
    game.apply(play("viking:3", "coin", (0, 3)))  # Ana again, the deck now empty
    assert to_json(game)["hands"] == {"Ana": [], "Ben": ["mage:2"]}
    events = [e.to_json() for e in game.apply(play("mage:2", "coin", (0, 4)))]
    assert "card_drawn" not in [e["type"] for e in events]



def test_draw_after_turn_comes_after_the_power() -> None:
    """Reading draw-after-turn: the card is drawn once the turn is over, so a Mage cannot
    exchange with the card about to be drawn."""
    game = position("0,0 piggy", "0,1 orc:3 w", hands={"Ana": ["mage:1", "viking:1"],
                                                          "Ben": ["orc:1"]}, deck=["knight:1"])
    assert {a.with_card for a in game.legal_actions() if a.with_card} == {"viking:1"}
    events = assert_legal(game, play("mage:1", "warrior", (0, 2), (0, 1), "viking:1"))
    kinds = [e["type"] for e in events]
    assert kinds[-1] == "card_drawn" and kinds.index("card_replaced") < kinds.index("card_drawn")
    assert sorted(to_json(game)["hands"]["Ana"]) == ["knight:1", "orc:3"]


def test_empty_hand_skips() -> None:
    three = dict(players=["Ana", "Ben", "Cleo"],
                 banners={"Ana": ["knight", "mage"], "Ben": ["orc", "viking"],
                          "Cleo": ["knight", "orc"]},
                 hands={"Ana": ["knight:1", "knight:2"], "Ben": [], "Cleo": ["orc:1"]})
    game = from_json(scenario(**three))
    events = [e.to_json() for e in game.apply(play("knight:1", "coin", (0, 1)))]
    assert events[-1] == {"type": "turn_skipped", "player": "Ben"}
    assert game.current_player == "Cleo"
    game.apply(play("orc:1", "coin", (0, 2)))
    assert game.current_player == "Ana"
    # A position whose turn names a player with no card goes on with the next one who has.
    waiting = from_json(scenario(**(three | {"turn": "Ben"})))
    assert waiting.current_player == "Cleo"


@pytest.mark.parametrize("seed", range(3))
def test_piggy_swap_targets_are_the_swaps_the_rules_allow(seed: int) -> None:
    """``swap_targets``: every card next to Piggy but the locked one, in reading order; each
    is a swap :func:`check_swap` accepts, and every other cell of the table is refused."""
    game = new_game(2 + seed % 3, seed)
    bots = {p: RandomBot(i) for i, p in enumerate(game.players)}
    locked = 0
    while game.phase == "play":
        table, lock = game.table, game.lock
        found = swap_targets(table, lock)
        assert found == [n for n in neighbours(table.piggy) if n in found]
        for cell in {*table.cards, *neighbours(table.piggy)}:
            try:
                check_swap(table, cell, lock)
                allowed = True
            except IllegalAction:
                allowed = False
            assert allowed == (cell in found), cell
        locked += lock is not None and lock in neighbours(table.piggy)
        game.apply(bots[game.current_player or ""].choose(game))
    assert locked, "these games lock a card next to Piggy"
