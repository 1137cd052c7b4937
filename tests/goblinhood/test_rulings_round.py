"""Rulings of ambushes, deck cycles, the end of a round and the match (one test per ruling,
named ``test_<id>``, its docstring quoting the ruling; see test_rulings_meta.py).

Every expected event is worked out by hand from the small positions of
:mod:`tests.goblinhood.testkit`: the trail starts red | blue (card t), Ana holds ry (red |
yellow, 1 gold) and bb (blue | blue, 3), her treasure is x1 (2), Ben's is x2 (1).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.errors import RulesError
from engine.goblinhood import (Deal, Give, Play, Ruling, ScenarioError, from_json, new_game,
                               result_json, run_scenario, to_json)
from engine.goblinhood.scenario import check_position
from tests.goblinhood.testkit import (BASE_CARDS, ambushed, as_json, assert_refused, cycle,
                                      drew, ended, lay, marker_due, match_won, play, played,
                                      position, result, scenario, scored, won)

TRIO = {"players": ["Ana", "Ben", "Cy"]}
LONE_WIN = [played("Ana", "bb", "right", 0, "blue", "blue", "t", "blue"), drew("Ana", "d1", 3),
            ambushed("Ben", ["yy", "y2"], ["red", "blue"], ["Ana"]),
            ended("last-standing", "Ana")]
"""Ana lays bb over the blue end; Ben, holding two all-yellow cards, is ambushed."""


def cycling(**fields: Any) -> dict[str, Any]:
    """Three players, one card left in the deck and one cycle owed; the trail shows ry then d4,
    with t buried under them; Ana holds d3 (red | yellow) and bb."""
    return scenario(**TRIO, trail=lay("yellow:ry", "red:ry", "blue:d4", "red:d4"),
                    buried=["t"], deck=["d1"], cycles_left=1,
                    hands={"Ana": ["d3", "bb"], "Ben": ["yy", "my"], "Cy": ["cy1", "cy2"]},
                    **fields)


def last_card(**fields: Any) -> dict[str, Any]:
    """Ana to lay ry over the red end and draw d1, the deck's last card, no cycle owed."""
    return scenario(deck=["d1"], cycles_left=0, **fields)


def test_ambush() -> None:
    """A player whose turn starts with no hand card that fits either end, either way round, is
    ambushed: out of the round, their cards out of play."""
    data = scenario(**TRIO, hands={"Ana": ["ry", "bb"], "Ben": ["yy", "y2"],
                                   "Cy": ["cy1", "cy2"]})
    state = from_json(data)
    check_position(state)  # Ben already fits nowhere, but it is not his turn
    assert as_json(state.apply(Play("bb", "right", 0))) == [
        played("Ana", "bb", "right", 0, "blue", "blue", "t", "blue"), drew("Ana", "d1", 3),
        ambushed("Ben", ["yy", "y2"], ["red", "blue"], ["Ana", "Cy"])]
    board = to_json(state)
    assert board["out"] == ["Ben"] and state.current_player == "Cy"
    assert board["hands"]["Ben"] == ["yy", "y2"] and "Ben" not in result_json(state)["gold"]
    with pytest.raises(ScenarioError) as caught:
        check_position(from_json({**data, "turn": "Ben"}))
    assert (caught.value.where, caught.value.ruling) == ("turn", Ruling.AMBUSH)


def test_last_standing() -> None:
    """When an ambush leaves one player in, that player wins the round at once, unscored."""
    state = position(hands={"Ana": ["ry", "bb"], "Ben": ["yy", "y2"]})
    assert as_json(state.apply(Play("bb", "right", 0))) == [
        *LONE_WIN, won("Ana", 1, 1), match_won("Ana")]
    assert result_json(state) == {"gold": {"Ana": 4}, "cards": {"Ana": 3},
                                  "round_winner": "Ana"}
    assert state.is_over and state.current_player is None and state.legal_actions() == []


def test_cycles_by_seats() -> None:
    """A round owes 0, 1 or 2 deck cycles for 2, 3 or 4 players who started it, ambushes
    or not."""
    assert [new_game(k, 3).cycles_left for k in (2, 3, 4)] == [0, 1, 2]
    four = {"players": ["Ana", "Ben", "Cy", "Dee"], "out": ["Cy", "Dee"],
            "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "my"], "Cy": ["cy1", "cy2"],
                      "Dee": ["y3", "y4"]}}
    assert from_json(scenario(**four)).cycles_left == 2  # two players are out: still 2
    state = from_json(scenario(**four, deck=["d1"], cycles_left=1))
    assert as_json(state.apply(Play("ry", "left", 0)))[-1] == cycle(
        2, ["t"], "ry", ["yellow", "red"], "shuffled")  # the second cycle: turned over
    with pytest.raises(ScenarioError) as caught:
        from_json(scenario(**TRIO, cycles_left=2))
    assert caught.value.where == "cycles_left"


def test_deck_cycle() -> None:
    """When a draw empties the deck and a cycle is owed, every trail card but the one just
    played, covered ones included, becomes the new deck; that card alone is the trail."""
    state = from_json(cycling(reshuffle=[["t", "d4", "ry"]]))
    assert as_json(state.apply(Play("d3", "right", 0))) == [
        played("Ana", "d3", "right", 0, "red", "red", "d4", "yellow"), drew("Ana", "d1", 0),
        cycle(1, ["ry", "d4", "t"], "d3", ["red", "yellow"], "given")]
    board = to_json(state)
    assert board["trail"] == lay("red:d3", "yellow:d3") and board["buried"] == []
    assert board["deck"] == ["t", "d4", "ry"] and board["cycles_left"] == 0
    assert "reshuffle" not in board and state.current_player == "Ben"
    left = from_json(cycling(reshuffle=[["ry", "t", "d4"]]))
    left.apply(Play("d3", "left", 1))  # yellow over the yellow left end: d3 lies red | yellow
    assert to_json(left)["trail"] == lay("red:d3", "yellow:d3")
    shuffled = from_json(cycling())
    events = as_json(shuffled.apply(Play("d3", "right", 0)))
    assert events[-1]["source"] == "shuffled"
    assert sorted(to_json(shuffled)["deck"]) == ["d4", "ry", "t"]
    again = from_json(cycling())
    again.apply(Play("d3", "right", 0))
    assert to_json(again) == to_json(shuffled), "the seeded shuffle replays exactly"
    assert_refused(from_json(cycling(reshuffle=[["t", "d4"]])), Play("d3", "right", 0),
                   Ruling.DECK_CYCLE)
    for bad, where in (([["t", "zz", "ry"]], "reshuffle[0][1]"), ([[], []], "reshuffle")):
        with pytest.raises(ScenarioError) as caught:
            from_json(cycling(reshuffle=bad))
        assert caught.value.where == where


def test_cycle_keeps_out() -> None:
    """A deck cycle leaves out the cards of ambushed players and the cards removed at setup."""
    state = from_json(cycling(out=["Cy"]))
    aside = state.aside()
    assert "z1" in aside and "rr" in aside  # listed nowhere: removed at setup
    state.apply(Play("d3", "right", 0))
    board = to_json(state)
    assert sorted(board["deck"]) == ["d4", "ry", "t"]
    assert board["hands"]["Cy"] == ["cy1", "cy2"] and state.aside() == aside
    state.apply(Play("yy", "right", 0))   # Ben: yellow over the yellow end
    assert state.current_player == "Ana"  # Cy stays out


def test_round_end_last_card() -> None:
    """When a draw empties the deck and no cycle is owed, the round ends at once."""
    state = from_json(last_card())
    assert as_json(state.apply(Play("ry", "left", 0))) == [
        played("Ana", "ry", "left", 0, "red", "red", "t", "yellow"), drew("Ana", "d1", 0),
        ended("deck-out", "Ana"), scored("Ana", ["x1"], ["bb", "d1"], 6, 3),
        scored("Ben", ["x2"], ["yy", "my"], 4, 3), result("Ana", "gold", 6, ["Ana"]),
        won("Ana", 1, 1), match_won("Ana")]
    assert to_json(state)["phase"] == "round-over" and state.current_player is None
    with pytest.raises(ScenarioError) as caught:
        run_scenario(scenario(deck=[]))
    assert (caught.value.where, caught.value.ruling) == ("deck", Ruling.ROUND_END_LAST_CARD)


def test_round_score() -> None:
    """At the end, each player still in counts the gold of their treasure and hand cards; the
    most gold wins the round."""
    state = from_json(last_card(**TRIO, out=["Cy"], treasures={"Ana": ["x1"], "Ben": ["x2"],
                                                             "Cy": ["z1"]},
                                hands={"Ana": ["ry", "bb"], "Ben": ["yy", "my"],
                                       "Cy": ["rr", "cy2"]}))
    events = as_json(state.apply(Play("ry", "left", 0)))
    assert events[2:] == [ended("deck-out", "Ana"), scored("Ana", ["x1"], ["bb", "d1"], 6, 3),
                          scored("Ben", ["x2"], ["yy", "my"], 4, 3),
                          result("Ana", "gold", 6, ["Ana"]), won("Ana", 1, 1),
                          match_won("Ana")]
    # Cy holds 7 gold but was ambushed: not counted.
    assert result_json(state)["gold"] == {"Ana": 6, "Ben": 4}


def test_round_tie_cards() -> None:
    """Players tied for the most gold are separated by who holds the most cards."""
    state = from_json(last_card(treasures={"Ana": ["x1"], "Ben": ["x2", "z1"]}))
    assert as_json(state.apply(Play("ry", "left", 0)))[3:] == [
        scored("Ana", ["x1"], ["bb", "d1"], 6, 3), scored("Ben", ["x2", "z1"], ["yy", "my"], 6, 4),
        result("Ben", "cards", 6, ["Ana", "Ben"], {"Ana": 3, "Ben": 4}), won("Ben", 1, 1),
        match_won("Ben")]


def tied() -> Any:
    """A round that ends with Ana and Ben on 6 gold and 3 cards each."""
    state = from_json(last_card(treasures={"Ana": ["x1"], "Ben": ["rr"]}))
    events = as_json(state.apply(Play("ry", "left", 0)))
    return state, events


def test_round_tie_replay() -> None:
    """A tie on gold and cards wins nothing: the round is dealt again, as after a round win."""
    state, events = tied()
    assert events[3:] == [scored("Ana", ["x1"], ["bb", "d1"], 6, 3),
                          scored("Ben", ["rr"], ["yy", "my"], 6, 3),
                          result(None, "tie", 6, ["Ana", "Ben"], {"Ana": 3, "Ben": 3})]
    assert result_json(state)["round_winner"] == "tie" and not state.is_over
    assert state.legal_actions() == [Deal()] and state.current_player == "Ana"
    aside = state.aside()
    events = as_json(state.apply(Deal()))
    assert events[0] == {"type": "new_round", "round": 2, "reason": "replay",
                         "cards": len(BASE_CARDS) - len(aside)}
    board = to_json(state)
    assert state.aside() == aside and board["round"] == 2
    # The tie gave nobody a win (a win here can only come from the new deal's own ambushes).
    assert sum(state.wins) == sum(e["type"] == "round_won" for e in events)
    assert [len(h) for h in board["hands"].values()] == [2, 2]
    assert [len(t) for t in board["treasures"].values()] == [1, 1]


def test_match_length() -> None:
    """A match is won by the first player to win 2 rounds, or 1 round when the players choose
    so before they start."""
    assert new_game(2, 0).target == 2 and new_game(2, 0, wins=1).target == 1
    assert to_json(new_game(2, 0))["target"] == 2  # written: a scenario without it has 1
    assert position().target == 1
    hands = {"Ana": ["ry", "bb"], "Ben": ["yy", "y2"]}
    second = position(hands=hands, target=2, wins={"Ana": 1})
    assert as_json(second.apply(Play("bb", "right", 0))) == [
        *LONE_WIN, won("Ana", 2, 2),
        {"type": "treasure_turned", "player": "Ana", "treasure": ["x1"]},  # a second win
        match_won("Ana")]
    assert second.is_over and second.leader == "Ana"
    assert position(hands=hands, target=2, wins={"Ben": 1}).leader == "Ben"
    first = position(hands=hands, target=2)
    assert as_json(first.apply(Play("bb", "right", 0))) == [
        *LONE_WIN, won("Ana", 1, 2), marker_due("Ben", "Ana")]
    assert not first.is_over and first.current_player == "Ben"
    with pytest.raises(RulesError) as caught:
        new_game(2, 0, wins=3)
    assert caught.value.where == "wins"
    with pytest.raises(ScenarioError) as caught:
        check_position(position(target=2, wins={"Ben": 2}))
    assert (caught.value.where, caught.value.ruling) == ("wins.Ben", Ruling.MATCH_LENGTH)


def test_marker_one_card() -> None:
    """A round win that does not end the match earns its winner one marker card, not one per
    loser."""
    state = position(**TRIO, target=2, hands={"Ana": ["ry", "bb"], "Ben": ["yy", "y2"],
                                              "Cy": ["y3", "y4"]})
    assert_refused(state, Give("ry"), Ruling.MARKER_ONE_CARD)  # the round goes on
    assert as_json(state.apply(Play("bb", "right", 0))) == [
        played("Ana", "bb", "right", 0, "blue", "blue", "t", "blue"), drew("Ana", "d1", 3),
        ambushed("Ben", ["yy", "y2"], ["red", "blue"], ["Ana", "Cy"]),
        ambushed("Cy", ["y3", "y4"], ["red", "blue"], ["Ana"]), ended("last-standing", "Ana"),
        won("Ana", 1, 2), marker_due("Ben", "Ana")]
    assert state.legal_actions() == [Give("t"), Give("bb")]  # the trail's cards
    events = as_json(state.apply(Give("bb")))
    assert [e for e in events if e["type"] == "marker_given"] == [
        {"type": "marker_given", "player": "Ben", "card": "bb", "winner": "Ana"}]
    assert to_json(state)["markers"] == {"Ana": ["bb"]}
    assert sum(e["type"] == "marker_given" for e in events) == 1  # Cy, who lost too, gives none


def test_marker_chooser() -> None:
    """The marker is one of the cards played on the trail this round, covered ones included;
    the player next clockwise after the winner picks it for the losers."""
    data = scenario(**TRIO, target=2, turn="Cy",
                    hands={"Ana": ["y3", "y4"], "Ben": ["yy", "y2"], "Cy": ["cy1", "cy2"]})
    state = from_json(data)
    assert as_json(state.apply(Play("cy1", "right", 0))) == [
        played("Cy", "cy1", "right", 0, "blue", "blue", "t", "red"), drew("Cy", "d1", 3),
        ambushed("Ana", ["y3", "y4"], ["red", "red"], ["Ben", "Cy"]),
        ambushed("Ben", ["yy", "y2"], ["red", "red"], ["Cy"]), ended("last-standing", "Cy"),
        won("Cy", 1, 2), marker_due("Ana", "Cy")]  # after the last seat comes the first
    assert state.current_player == "Ana"  # ambushed, she still picks for the losers
    assert state.legal_actions() == [Give("t"), Give("cy1")]
    assert_refused(state, Give("y3"), Ruling.MARKER_CHOOSER)  # her own card: not played
    with pytest.raises(ScenarioError) as caught:
        run_scenario({**data, "actions": [play("Cy", "cy1", "right", 0),
                                          {"player": "Ben", "do": "give", "card": "t"}]})
    assert (caught.value.where, caught.value.ruling) == ("actions[1]", Ruling.MARKER_CHOOSER)
    # covered cards were played too: t lies buried under ry and d4 here
    deck_out = from_json(scenario(target=2, trail=lay("yellow:ry", "red:ry", "blue:d4",
                                                      "red:d4"), buried=["t"],
                                  hands={"Ana": ["d3", "bb"], "Ben": ["yy", "y2"]},
                                  deck=["d1"]))
    deck_out.apply(Play("d3", "right", 0))
    assert deck_out.current_player == "Ben"
    assert deck_out.legal_actions() == [Give("ry"), Give("d4"), Give("d3"), Give("t")]
    deck_out.apply(Give("t"))
    assert to_json(deck_out)["markers"] == {"Ana": ["t"]}
    # the earlier reading, kept as an option: the giver's own hand, then treasure
    own = from_json({**data, "marker": "hand"})
    own.apply(Play("cy1", "right", 0))
    assert own.legal_actions() == [Give("y3"), Give("y4"), Give("x1")]
    assert_refused(own, Give("t"), Ruling.MARKER_CHOOSER)
    assert to_json(own)["marker"] == "hand" and "marker" not in to_json(state)
    assert new_game(3, 1, marker="hand").marker_from == "hand"
    with pytest.raises(RulesError) as caught_option:
        new_game(3, 1, marker="deck")
    assert caught_option.value.where == "marker"
    with pytest.raises(ScenarioError) as caught:
        from_json({**data, "marker": "deck"})
    assert caught.value.where == "marker"


SMALL = {c: BASE_CARDS[c] for c in ("t", "ry", "bb", "yy", "y2", "x1", "x2", "d1", "d2", "d3",
                                    "d4", "z1")}
"""Twelve cards: the base position uses eleven, and z1 is the only removed card."""


def marker_given(cards: dict[str, Any], seed: int = 0) -> tuple[Any, list[dict[str, Any]]]:
    """Ana wins the first round of a 2-win match by ambush; Ben sets bb, from the trail,
    beside her as the marker."""
    state = position(cards=cards, target=2, seed=seed,
                     hands={"Ana": ["ry", "bb"], "Ben": ["yy", "y2"]})
    state.apply(Play("bb", "right", 0))
    return state, as_json(state.apply(Give("bb")))


def test_marker_return() -> None:
    """For each marker, one card removed at setup returns at random; none when none is left."""
    state, events = marker_given(SMALL)
    assert events[1] == {"type": "card_returned", "card": "z1", "returned": True}
    assert state.aside() == [] and "z1" in state.placed()
    none_left = {c: spec for c, spec in SMALL.items() if c != "z1"}
    state, events = marker_given(none_left)
    assert events[1] == {"type": "card_returned", "card": None, "returned": False}
    assert events[2]["cards"] == len(none_left) - 1  # the marker is gone, nothing replaced it


def test_new_round_deal() -> None:
    """A new round shuffles every card but the markers and those still removed, and deals
    again without removing more."""
    state, events = marker_given(SMALL)
    assert events[2] == {"type": "new_round", "round": 2, "reason": "next", "cards": 11}
    board = to_json(state)
    assert [len(h) for h in board["hands"].values()] == [2, 2]
    assert [len(t) for t in board["treasures"].values()] == [1, 1]
    assert len(board["trail"]) == 2 and len({s["card"] for s in board["trail"]}) == 1
    assert len(board["deck"]) == 11 - 7 and state.aside() == []
    assert board["markers"] == {"Ana": ["bb"]} and board["wins"] == {"Ana": 1, "Ben": 0}
    assert board["cycles_left"] == 0 and board["out"] in ([], ["Ana"], ["Ben"])
    assert marker_given(SMALL)[0].placed() == state.placed()
    deals = {tuple(to_json(marker_given(SMALL, seed)[0])["deck"]) for seed in range(8)}
    assert len(deals) > 1, "the deal comes from the seeded shuffle"


def test_round_over() -> None:
    """Once a round is over, nobody lays a card; once the match is won, nothing is played."""
    state, _ = tied()
    assert_refused(state, Play("bb", "right", 0), Ruling.ROUND_OVER)
    marker = position(hands={"Ana": ["ry", "bb"], "Ben": ["yy", "y2"]}, target=2)
    marker.apply(Play("bb", "right", 0))
    assert_refused(marker, Play("ry", "left", 0), Ruling.ROUND_OVER)
    over = position(hands={"Ana": ["ry", "bb"], "Ben": ["yy", "y2"]})
    over.apply(Play("bb", "right", 0))
    for action in (Play("ry", "left", 0), Give("ry"), Deal()):
        assert_refused(over, action, Ruling.ROUND_OVER)
    with pytest.raises(ScenarioError) as caught:
        run_scenario(scenario(hands={"Ana": ["ry", "bb"], "Ben": ["yy", "y2"]},
                              actions=[play("Ana", "bb", "right", 0),
                                       play("Ben", "yy", "left", 0)]))
    assert (caught.value.where, caught.value.ruling) == ("actions[1]", Ruling.ROUND_OVER)
