"""One test per ruling of the powers, the end, scoring and the tie-break (``test_<id>``).

Every position is set by hand and every expectation is worked out from the rules. Cells are
[row, col]; Ana's banner is Knight + Mage and Ben's Orc + Viking unless a test says otherwise.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.pook import Flip, Ruling, ScenarioError, from_json, run_json, run_scenario, to_json
from tests.pook.testkit import assert_legal, assert_refused, cell_of, play, position, scenario


def test_powers_warrior_only() -> None:
    cells = ("0,0 piggy", "1,1 viking:2 w")
    game = position(*cells, hands={"Ana": ["orc:1"], "Ben": ["orc:2"]})
    assert_refused(game, play("orc:1", "coin", (0, 1), (1, 1)), Ruling.POWERS_WARRIOR_ONLY)
    events = assert_legal(game, play("orc:1", "warrior", (0, 1)))  # the power is optional
    assert [e["type"] for e in events] == ["card_played"]
    assert cell_of(to_json(game), [1, 1]) == {"at": [1, 1], "card": "viking:2",
                                              "side": "warrior"}


def test_power_targets() -> None:
    cells = ("0,0 piggy", "1,1 viking:2 w", "2,1 viking:1 w")
    game = position(*cells, hands={"Ana": ["orc:1"], "Ben": ["orc:2"]})
    assert_refused(game, play("orc:1", "warrior", (0, 1), (2, 1)), Ruling.POWER_TARGETS)
    assert_refused(game, play("orc:1", "warrior", (0, 1), (0, 0)), Ruling.POWER_TARGETS)
    assert_refused(game, play("orc:1", "warrior", (0, 1), (-1, 1)), Ruling.POWER_TARGETS)
    events = assert_legal(game, play("orc:1", "warrior", (0, 1), (1, 1)))
    assert events[1] == {"type": "power", "player": "Ana", "faction": "orc", "at": [0, 1],
                         "target": [1, 1], "target_card": "viking:2", "target_side": "warrior"}


def test_knight_shield() -> None:
    hands = {"Ana": ["orc:1", "viking:1"], "Ben": ["orc:2"]}
    shielded = position("0,0 piggy", "1,0 knight:2 w", "1,1 viking:2 w", hands=hands)
    assert_refused(shielded, play("orc:1", "warrior", (0, 1), (1, 1)), Ruling.KNIGHT_SHIELD)
    coin_knight = position("0,0 piggy", "1,0 knight:2 c", "1,1 viking:2 w", hands=hands)
    assert_legal(coin_knight, play("orc:1", "warrior", (0, 1), (1, 1)))
    itself = position("0,0 piggy", "1,1 knight:2 w", hands=hands)
    assert_legal(itself, play("orc:1", "warrior", (0, 1), (1, 1)))
    assert cell_of(to_json(itself), [1, 1])["side"] == "coin"  # type: ignore[index]
    coin_target = position("0,0 piggy", "1,0 knight:2 w", "1,1 mage:1 c", hands=hands)
    assert_refused(coin_target, play("viking:1", "warrior", (0, 1), (1, 1)),
                   Ruling.KNIGHT_SHIELD)


def test_knight_no_action() -> None:
    game = position("0,0 piggy", "1,1 viking:2 w")
    assert_refused(game, play("knight:1", "warrior", (0, 1), (1, 1)), Ruling.KNIGHT_NO_ACTION)
    events = assert_legal(game, play("knight:1", "warrior", (0, 1)))
    assert [e["type"] for e in events] == ["card_played"]



def test_knight_no_action_both_readings_play_the_same() -> None:
    """The Knight's power "does not apply at the moment the card is laid". Read as "nothing
    to resolve then" (the engine) or as "the shield starts after that turn", the games are the
    same: nothing a shield stops can happen between the laying and the end of the turn. The
    Knight 1 laid at [1, 1] (one coin in its column, the Orc) would shield the Orc at [0, 1],
    yet Piggy swaps with that Orc right after; from the next turn on, the shield holds."""
    cells = ("0,0 piggy", "0,1 orc:1 c")
    hands = {"Ana": ["knight:1", "orc:2"], "Ben": ["viking:1", "orc:3"]}
    game = position(*cells, hands=hands)
    events = assert_legal(game, play("knight:1", "warrior", (1, 1), piggy=("after", (0, 1))))
    assert [e["type"] for e in events] == ["card_played", "piggy_swapped", "piggy_locked"]
    game = position(*cells, hands=hands)
    game.apply(play("knight:1", "warrior", (1, 1)))
    # Ben's Viking at [0, 2] has two coins in row 0 (Piggy, the Orc); the Orc is shielded.
    assert_refused(game, play("viking:1", "warrior", (0, 2), (0, 1)), Ruling.KNIGHT_SHIELD)


def mage_table(**fields: Any) -> Any:
    """The Mage goes to [0, 1] (2 coins: Piggy and the Knight at [0, 2]); [1, 1] holds a
    level-2 warrior whose row and column hold one coin (the Mage at [1, 0])."""
    hands = {"Ana": ["mage:1", "orc:1", "orc:3"], "Ben": ["knight:3"]}
    return position("0,0 piggy", "1,1 viking:2 w", "0,2 knight:1 c", "1,0 mage:2 c",
                    **({"hands": hands} | fields))


def test_mage_replace() -> None:
    game = position("0,0 piggy", "1,1 orc:3 c", hands={"Ana": ["mage:1", "viking:2"],
                                                        "Ben": ["orc:1"]})
    for bad in (play("mage:1", "warrior", (0, 1), (1, 1)),
                play("mage:1", "warrior", (0, 1), (1, 1), "knight:1"),
                play("mage:1", "warrior", (0, 1), (1, 1), "mage:1"),
                play("mage:1", "warrior", (0, 1), (1, 1), "piggy")):
        assert_refused(game, bad, Ruling.MAGE_REPLACE)
    events = assert_legal(game, play("mage:1", "warrior", (0, 1), (1, 1), "viking:2"))
    assert events[1:] == [
        {"type": "power", "player": "Ana", "faction": "mage", "at": [0, 1], "target": [1, 1],
         "target_card": "orc:3", "target_side": "coin"},
        {"type": "card_replaced", "player": "Ana", "at": [1, 1], "old": "orc:3",
         "new": "viking:2", "side": "coin"}]
    orc = position("0,0 piggy", "1,1 viking:2 w", hands={"Ana": ["orc:1", "knight:1"],
                                                          "Ben": ["orc:2"]})
    assert_refused(orc, play("orc:1", "warrior", (0, 1), (1, 1), "knight:1"),
                   Ruling.MAGE_REPLACE)


def test_mage_type_for_type() -> None:
    # Level for level would refuse an Orc 1 for a Viking 2: type for type accepts it.
    game = mage_table()
    assert_refused(game, play("mage:1", "warrior", (0, 1), (1, 1), "orc:3"),
                   Ruling.MAGE_TYPE_FOR_TYPE)
    assert_legal(game, play("mage:1", "warrior", (0, 1), (1, 1), "orc:1"))
    assert cell_of(to_json(game), [1, 1]) == {"at": [1, 1], "card": "orc:1", "side": "warrior"}
    coin = mage_table()
    assert_legal(coin, play("mage:1", "warrior", (0, 1), (0, 2), "orc:3"))
    assert cell_of(to_json(coin), [0, 2]) == {"at": [0, 2], "card": "orc:3", "side": "coin"}


def test_mage_replaced_to_hand() -> None:
    game = mage_table()
    game.apply(play("mage:1", "warrior", (0, 1), (1, 1), "orc:1"))
    assert to_json(game)["hands"]["Ana"] == ["orc:3", "viking:2"]
    assert game.current_player == "Ben"


def test_mage_no_chain() -> None:
    # The new Orc at [1, 1] has the warrior Mage next to it; its power does not fire.
    game = mage_table()
    events = assert_legal(game, play("mage:1", "warrior", (0, 1), (1, 1), "orc:1"))
    assert [e["type"] for e in events] == ["card_played", "power", "card_replaced"]
    assert cell_of(to_json(game), [0, 1])["side"] == "warrior"  # type: ignore[index]


def test_orc_flip() -> None:
    game = position("0,0 piggy", "1,1 viking:2 w", hands={"Ana": ["orc:1"], "Ben": ["orc:2"]})
    events = assert_legal(game, play("orc:1", "warrior", (0, 1), (1, 1)))
    assert events[-1] == {"type": "card_flipped", "at": [1, 1], "card": "viking:2",
                          "side": "coin", "cause": "orc"}
    coin = position("0,0 piggy", "1,1 viking:2 c", hands={"Ana": ["orc:1"], "Ben": ["orc:2"]})
    assert_refused(coin, play("orc:1", "warrior", (0, 1), (1, 1)), Ruling.ORC_FLIP)


def test_viking_flip() -> None:
    # After the flip, [1, 1] has no coin in its row or column: a level-3 warrior there
    # would not be affordable, but a flip pays no cost; the Orc's power does not fire.
    game = position("0,0 piggy", "1,1 orc:3 c", hands={"Ana": ["viking:1"], "Ben": ["orc:2"]})
    events = assert_legal(game, play("viking:1", "warrior", (0, 1), (1, 1)))
    assert [e["type"] for e in events] == ["card_played", "power", "card_flipped"]
    assert events[-1] == {"type": "card_flipped", "at": [1, 1], "card": "orc:3",
                          "side": "warrior", "cause": "viking"}
    warrior = position("0,0 piggy", "1,1 orc:1 w", hands={"Ana": ["viking:1"],
                                                           "Ben": ["orc:2"]})
    assert_refused(warrior, play("viking:1", "warrior", (0, 1), (1, 1)), Ruling.VIKING_FLIP)


def test_game_end() -> None:
    going_on = position(hands={"Ana": ["knight:1"], "Ben": ["orc:1"]})
    going_on.apply(play("knight:1", "warrior", (0, 1)))
    assert going_on.phase == "play" and going_on.current_player == "Ben"
    game = position(hands={"Ana": ["knight:1"], "Ben": []})
    events = assert_legal(game, play("knight:1", "warrior", (0, 1)))
    assert [e["type"] for e in events] == ["card_played", "game_ended"] + \
        ["faction_scored"] * 4 + ["player_scored"] * 2 + ["won"]
    assert events[-1] == {"type": "won", "winners": ["Ana"], "points": 1, "how": "score"}
    assert game.is_over and to_json(game)["phase"] == "over" and to_json(game)["turn"] is None


def test_game_end_after_the_last_swap() -> None:
    """Reading game-end: the turn that lays the last card may still end with Piggy's swap,
    and the table is counted after it."""
    game = position(hands={"Ana": ["knight:1"], "Ben": []})
    events = assert_legal(game, play("knight:1", "warrior", (0, 1), piggy=("after", (0, 1))))
    kinds = [e["type"] for e in events]
    assert kinds.index("piggy_swapped") < kinds.index("game_ended")
    assert game.is_over
    assert cell_of(to_json(game), [0, 1])["card"] == "piggy"
    assert cell_of(to_json(game), [0, 0])["card"] == "knight:1"


END = ("0,0 piggy", "0,1 knight:3 w", "0,2 knight:1 w", "0,-1 knight:2 c", "1,0 mage:2 w",
       "-1,0 orc:1 c", "1,1 viking:2 w", "-1,1 orc:3 w")


def test_faction_score() -> None:
    out = run_json(scenario(*END, hands={}, turn=None))
    assert out["result"]["factions"] == {"knight": 4, "mage": 2, "orc": 3, "viking": 2}
    assert out["state"]["phase"] == "over"


def test_player_score() -> None:
    out = run_json(scenario(*END, hands={}, turn=None))
    assert out["result"]["scores"] == {"Ana": 6, "Ben": 5}
    assert out["result"]["winners"] == ["Ana"]
    during = run_json(scenario(*END))  # cards still in hand: the table as it stands
    assert during["result"] == {"factions": {"knight": 4, "mage": 2, "orc": 3, "viking": 2},
                                "scores": {"Ana": 6, "Ben": 5}, "winners": []}


TIE = ("0,0 piggy", "0,1 knight:2 w", "0,-1 orc:2 w", "1,0 mage:1 c", "-1,0 viking:3 c")
"""Ana 2 (Knight 2), Ben 2 (Orc 2); the coin cards are a Mage 1 and a Viking 3."""


def test_tiebreak_flip() -> None:
    game = position(*TIE, hands={})
    assert game.phase == "tiebreak" and game.current_player == "Ana"
    assert_refused(game, play("knight:1", "coin", (0, 2)), Ruling.TIEBREAK_FLIP)
    for cell in ((0, 1), (0, 0), (0, 2)):  # a warrior, Piggy, an empty cell
        assert_refused(game, Flip(cell), Ruling.TIEBREAK_FLIP)
    assert [e["type"] for e in assert_legal(game, Flip((1, 0)))] == ["tiebreak_pick"]
    events = assert_legal(game, Flip((-1, 0)))
    assert events[1:3] == [
        {"type": "card_flipped", "at": [1, 0], "card": "mage:1", "side": "warrior",
         "cause": "tiebreak"},
        {"type": "card_flipped", "at": [-1, 0], "card": "viking:3", "side": "warrior",
         "cause": "tiebreak"}]
    assert events[-1] == {"type": "won", "winners": ["Ben"], "points": 5, "how": "tiebreak"}
    same = position(*TIE, hands={})
    same.apply(Flip((1, 0)))
    events = assert_legal(same, Flip((1, 0)))  # the same card twice: it turns once
    assert [e["type"] for e in events].count("card_flipped") == 1
    assert same.winners() == ["Ana"] and same.scores() == {"Ana": 3, "Ben": 2}
    early = position(*TIE)
    assert_refused(early, Flip((1, 0)), Ruling.TIEBREAK_FLIP)


THREE = dict(players=["Ana", "Ben", "Cleo"],
             banners={"Ana": ["knight", "mage"], "Ben": ["orc", "viking"],
                      "Cleo": ["mage", "viking"]})


def test_tiebreak_order() -> None:
    # Ben plays the last card; all three are tied at 0; the choices start at the first seat.
    game = from_json(scenario("0,0 piggy", "0,1 mage:1 c", hands={"Ben": ["orc:1"]},
                              turn="Ben", **THREE))
    game.apply(play("orc:1", "coin", (0, 2)))
    order: list[str | None] = []
    while game.phase == "tiebreak" and len(order) < 3:
        order.append(game.current_player)
        assert to_json(game)["turn"] == order[-1]
        game.apply(Flip((0, 1)))
    assert order == ["Ana", "Ben", "Cleo"]


def test_tiebreak_shared() -> None:
    game = position("0,0 piggy", "0,1 knight:2 w", "0,-1 orc:2 w", hands={}, turn=None)
    assert game.is_over and game.winners() == ["Ana", "Ben"]
    assert game.legal_actions() == []
    out = run_json(scenario("0,0 piggy", "0,1 knight:2 w", "0,-1 orc:2 w", hands={"Ana": [
        "mage:1"]}, actions=[{"player": "Ana", "do": "play", "card": "mage:1", "side": "coin",
                              "at": [1, 0]}, {"player": "Ana", "do": "flip", "at": [1, 0]},
                             {"player": "Ben", "do": "flip", "at": [1, 0]}]))
    assert out["result"]["winners"] == ["Ana"]  # both chose the one coin card, a Mage: 3 to 2
    # Still tied when the last coin card is turned: a shared win.
    still = run_json(scenario("0,0 piggy", "0,1 mage:2 w", "0,-1 viking:2 w", "1,0 orc:1 c",
                              "-1,0 knight:1 c", hands={},
                              actions=[{"player": "Ana", "do": "flip", "at": [1, 0]},
                                       {"player": "Ben", "do": "flip", "at": [-1, 0]}]))
    assert still["events"][-1] == {"type": "won", "winners": ["Ana", "Ben"], "points": 3,
                                   "how": "shared"}


def test_tiebreak_among_tied() -> None:
    # Ana and Ben tie at 3; their choices lift Cleo (Mage + Viking) to 6 as well, yet only
    # the tied pair is in the tie-break: no coin card is left, so they share the win.
    cells = ("0,0 piggy", "0,1 knight:3 w", "0,-1 orc:3 w", "1,0 mage:3 c", "-1,0 viking:3 c")
    game = from_json(scenario(*cells, hands={}, **THREE))
    assert game.record()[0] == [0, 1]
    game.apply(Flip((1, 0)))
    events = [e.to_json() for e in game.apply(Flip((-1, 0)))]
    assert game.scores() == {"Ana": 6, "Ben": 6, "Cleo": 6}
    assert game.winners() == ["Ana", "Ben"]
    assert [e["player"] for e in events if e["type"] == "player_scored"] == ["Ana", "Ben"]


def test_game_over() -> None:
    game = position(*END, hands={}, turn=None)
    assert game.current_player is None and game.legal_actions() == []
    assert_refused(game, Flip((-1, 0)), Ruling.GAME_OVER)
    assert_refused(game, play("knight:1", "coin", (2, 0)), Ruling.GAME_OVER)
    data = scenario(*END, hands={}, turn=None,
                    actions=[{"player": "Ana", "do": "flip", "at": [-1, 0]}])
    with pytest.raises(ScenarioError) as caught:
        run_scenario(data)
    assert caught.value.ruling is Ruling.GAME_OVER and caught.value.where == "actions[0]"
