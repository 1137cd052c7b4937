"""One test per ruling of :class:`engine.pdbmv.Ruling`, named ``test_<id>``.

Each test builds small explicit positions (hand-made decks, so every expected event below is
worked out from the rule, not copied from the engine), plays one action and checks the
resulting state, the exact events in order, and for forbidden actions the cited ruling and an
untouched state. The rulings page of the site links to these tests by name.
"""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

import pytest

from engine.pdbmv import Bribe, Buy, Draw, Ruling, ScenarioError, State, to_json
from engine.pdbmv import rulings as rulings_module
from engine.pdbmv import run_scenario
from tests import playkit
from tests.pdbmv.testkit import (FAVOR, as_json, assert_refused, bribe, curse, dealt, drawn, ended,
                           joined, line, moved, paid, position, pushed, ranking, refill,
                           scenario, stopped, taken, tiebreak, total)

META_TESTS = {"test_every_ruling_has_one_test_quoting_it"}


def ruling_texts() -> dict[str, str]:
    """Each ruling id with its text (the attribute docstring in rulings.py), on one line."""
    return playkit.ruling_texts(Path(str(rulings_module.__file__)), Ruling)


def test_every_ruling_has_one_test_quoting_it() -> None:
    module = sys.modules[__name__]
    tests = {name for name, f in inspect.getmembers(module, inspect.isfunction)
             if name.startswith("test_") and f.__module__ == __name__}
    expected = {playkit.ruling_test_name(r): r for r in Ruling}
    assert sorted(set(expected) - tests) == [], "rulings without a test"
    assert sorted(tests - set(expected) - META_TESTS) == [], "tests naming no known ruling"
    texts = ruling_texts()
    assert set(texts) == {r.value for r in Ruling}, "every ruling needs a docstring text"
    for name, ruling in expected.items():
        doc = getattr(module, name).__doc__ or ""
        assert "\n" not in doc.strip(), f"{name}: docstring must be one line"
        assert doc.strip() == texts[ruling.value], f"{name} must quote ruling {ruling.value}"


# -- turn and game over --------------------------------------------------------------------

def test_turn() -> None:
    """The player to move does exactly one of bribe, buy or draw; then the next seat moves."""
    state = position(players=["Ana", "Ben", "Cy"], turn="Ben",
                     hands={"Ana": ["axe"], "Ben": ["scroll"], "Cy": ["feather"]},
                     market={"0": ["relic"], "1": ["sword"]},
                     deck=["crown", "wild", "sword", "axe"])
    assert as_json(state.apply(Draw())) == [drawn("Ben", "crown")]
    assert state.player == "Cy"
    assert {a.treasure for a in state.legal_actions() if isinstance(a, Bribe)} == {"feather"}
    assert as_json(state.apply(Draw())) == [drawn("Cy", "wild")]
    assert state.player == "Ana"  # after the last seat comes the first
    assert as_json(state.apply(Bribe("axe", ("axe",)))) == [
        bribe("Ana", "axe", ["axe"], True), moved("axe", "bribe", 1, 0, 1),
        pushed("feather", 1, 0), refill("axe"), dealt(3, "sword"), dealt(2, "axe"),
        stopped(2, "axe")]
    assert state.player == "Ben"
    assert as_json(state.apply(Buy(1, ("scroll",), "scroll"))) == [
        paid("Ben", 1, ["scroll"]), taken("Ben", 1, ["sword"]), curse("Ben", "scroll", 1),
        moved("scroll", "curse", 1, 2, 1), pushed("axe", 1, 2)]
    assert state.player == "Cy"
    assert as_json(state.apply(Buy(0))) == [taken("Cy", 0, ["relic"])]
    assert state.player == "Ana"
    out_of_turn = scenario(deck=["axe", "axe"], actions=[
        {"player": "Ana", "do": "draw"}, {"player": "Ana", "do": "draw"}])
    with pytest.raises(ScenarioError) as caught:
        run_scenario(out_of_turn)
    assert (caught.value.where, caught.value.ruling) == ("actions[1]", Ruling.TURN)


def test_game_over() -> None:
    """No action is taken once the game has ended."""
    state = position(over=True, deck=["axe"], hands={"Ana": ["axe", "wild"]},
                     bribes={"Ana": {"axe": ["axe"]}}, market={"0": ["crown"]})
    assert state.is_over and state.legal_actions() == []
    for action in (Draw(), Bribe("axe", ("axe",)), Bribe("axe", ("wild",)), Buy(0)):
        assert_refused(state, action, Ruling.GAME_OVER)
    ending = position(deck=[])
    ending.apply(Draw())
    assert ending.is_over and ending.player == "Ana"
    assert_refused(ending, Draw(), Ruling.GAME_OVER)
    after_end = scenario(actions=[{"player": "Ana", "do": "draw"},
                                  {"player": "Ana", "do": "draw"}])
    with pytest.raises(ScenarioError) as caught:
        run_scenario(after_end)
    assert (caught.value.where, caught.value.ruling) == ("actions[1]", Ruling.GAME_OVER)


def test_cards_in_hand() -> None:
    """A player plays or pays only cards of this game that are in their own hand."""
    state = position(hands={"Ana": ["axe", "axe", "wild"], "Ben": ["feather", "feather"]},
                     market={"2": ["crown"]}, deck=["wild"])
    for action in (Bribe("axe", ("axe",) * 3), Bribe("axe", ("axe", "wild", "wild")),
                   Bribe("feather", ("feather",)), Buy(2, ("feather", "feather"), "feather"),
                   Bribe("axe", ("axe", "banana")), Buy(2, ("axe", "banana"), "axe")):
        assert_refused(state, action, Ruling.CARDS_IN_HAND)
    small = position(favor=["axe", "feather", "scroll"], favor_values=[1, 2, 3],
                     hands={"Ana": ["axe"]}, deck=["wild"])
    assert_refused(small, Bribe("axe", ("axe", "relic")), Ruling.CARDS_IN_HAND)
    state.apply(Bribe("axe", ("axe", "axe", "wild")))
    after = to_json(state)
    assert after["hands"] == {"Ana": [], "Ben": ["feather", "feather"]}
    assert after["bribes"] == {"Ana": {"axe": ["axe", "axe", "wild"]}, "Ben": {}}


# -- bribes ------------------------------------------------------------------------------

def test_bribe_one_type() -> None:
    """A bribe plays one or more cards of a single Treasure type T, plus any Wilds."""
    state = position(hands={"Ana": ["axe", "axe", "feather", "wild"]}, deck=["wild"])
    for action in (Bribe("axe", ("axe", "feather")), Bribe("axe", ("feather",)),
                   Bribe("axe", ("axe", "feather", "wild")), Bribe("wild", ("wild",)),
                   Bribe("gold", ("axe",)), Bribe("axe", ())):
        assert_refused(state, action, Ruling.BRIBE_ONE_TYPE)
    assert {a for a in state.legal_actions() if isinstance(a, Bribe)} == {
        Bribe("axe", ("axe",)), Bribe("axe", ("axe", "wild")), Bribe("axe", ("axe", "axe")),
        Bribe("axe", ("axe", "axe", "wild")), Bribe("feather", ("feather",)),
        Bribe("feather", ("feather", "wild"))}
    assert as_json(state.apply(Bribe("axe", ("wild", "axe", "axe")))) == [
        bribe("Ana", "axe", ["axe", "axe", "wild"], True), moved("axe", "bribe", 3, 0, 3),
        pushed("feather", 1, 0), pushed("scroll", 2, 1), pushed("crown", 3, 2), refill("axe"),
        dealt(3, "wild"), stopped(3, "wild")]
    after = to_json(state)
    assert after["favor"] == ["feather", "scroll", "crown", "axe", "sword", "relic"]
    assert after["hands"]["Ana"] == ["feather"]
    assert after["bribes"]["Ana"] == {"axe": ["axe", "axe", "wild"]}


def test_bribe_new_needs_treasure() -> None:
    """A new bribe of T needs a T card; Wilds alone may only join an existing bribe of T."""
    state = position(hands={"Ana": ["crown", "wild", "wild"]},
                     bribes={"Ana": {"axe": ["axe"]}, "Ben": {"feather": ["feather"]}},
                     deck=["sword", "axe", "wild"])
    for action in (Bribe("feather", ("wild",)), Bribe("crown", ("wild", "wild")),
                   Bribe("scroll", ("wild",))):
        assert_refused(state, action, Ruling.BRIBE_NEW_NEEDS_TREASURE)
    legal = [a for a in state.legal_actions() if isinstance(a, Bribe)]
    assert Bribe("axe", ("wild",)) in legal and Bribe("axe", ("wild", "wild")) in legal
    assert {a.treasure for a in legal} == {"axe", "crown"}
    assert all("crown" in a.cards for a in legal if a.treasure == "crown")
    assert as_json(state.apply(Bribe("axe", ("wild", "wild")))) == [
        bribe("Ana", "axe", ["wild", "wild"], False), moved("axe", "bribe", 2, 0, 2),
        pushed("feather", 1, 0), pushed("scroll", 2, 1), refill("axe"), dealt(3, "sword"),
        dealt(2, "axe"), stopped(2, "axe")]
    after = to_json(state)
    assert after["bribes"]["Ana"] == {"axe": ["axe", "wild", "wild"]}
    assert after["hands"]["Ana"] == ["crown"]
    assert after["deck"] == ["wild"]
    assert after["market"] == {"3": ["sword"], "2": ["axe"], "1": [], "0": []}


def test_bribe_joins() -> None:
    """The bribed cards join the player's bribe of T."""
    state = position(hands={"Ana": ["crown", "crown", "wild", "sword"]},
                     bribes={"Ana": {"crown": ["crown", "wild"]}, "Ben": {"crown": ["crown"]}},
                     deck=["wild", "axe"])
    assert as_json(state.apply(Bribe("crown", ("wild", "crown")))) == [
        bribe("Ana", "crown", ["crown", "wild"], False), moved("crown", "bribe", 2, 3, 5),
        pushed("sword", 4, 3), pushed("relic", 5, 4), refill("crown"), dealt(3, "wild"),
        stopped(3, "wild")]
    after = to_json(state)
    assert after["bribes"] == {"Ana": {"crown": ["crown", "crown", "wild", "wild"]},
                               "Ben": {"crown": ["crown"]}}
    assert after["hands"]["Ana"] == ["crown", "sword"]
    fresh = position(hands={"Ana": ["sword"]}, bribes={"Ana": {"crown": ["crown"]}},
                     deck=["sword"])
    assert as_json(fresh.apply(Bribe("sword", ("sword",)))) == [
        bribe("Ana", "sword", ["sword"], True), moved("sword", "bribe", 1, 4, 5),
        pushed("relic", 5, 4), refill("sword"), dealt(3, "sword"), stopped(3, "sword")]
    assert to_json(fresh)["bribes"]["Ana"] == {"crown": ["crown"], "sword": ["sword"]}


def test_favor_bribe() -> None:
    """T's token moves right one space per bribed card, Wilds included, capped at the last space; each token it passes moves one space left."""
    passing = position(hands={"Ana": ["feather", "feather", "wild"]}, deck=["wild"])
    assert as_json(passing.apply(Bribe("feather", ("feather", "feather", "wild")))) == [
        bribe("Ana", "feather", ["feather", "feather", "wild"], True),
        moved("feather", "bribe", 3, 1, 4), pushed("scroll", 2, 1), pushed("crown", 3, 2),
        pushed("sword", 4, 3), refill("feather"), dealt(3, "wild"), stopped(3, "wild")]
    assert to_json(passing)["favor"] == ["axe", "scroll", "crown", "sword", "feather", "relic"]

    capped = position(hands={"Ana": ["crown", "crown", "crown", "wild"]}, deck=["axe", "crown"])
    assert as_json(capped.apply(Bribe("crown", ("crown", "crown", "crown", "wild")))) == [
        bribe("Ana", "crown", ["crown", "crown", "crown", "wild"], True),
        moved("crown", "bribe", 4, 3, 5, capped=True), pushed("sword", 4, 3),
        pushed("relic", 5, 4), refill("crown"), dealt(3, "axe"), dealt(2, "crown"),
        stopped(2, "crown")]
    assert to_json(capped)["favor"] == ["axe", "feather", "scroll", "sword", "relic", "crown"]

    at_top = position(hands={"Ana": ["relic", "relic"]}, deck=["feather", "relic"])
    assert as_json(at_top.apply(Bribe("relic", ("relic", "relic")))) == [
        bribe("Ana", "relic", ["relic", "relic"], True),
        moved("relic", "bribe", 2, 5, 5, capped=True), refill("relic"), dealt(3, "feather"),
        dealt(2, "relic"), stopped(2, "relic")]
    assert to_json(at_top)["favor"] == FAVOR  # the token stays, the refill still happens

    exact = position(hands={"Ana": ["sword"]}, deck=["wild"])
    assert as_json(exact.apply(Bribe("sword", ("sword",))))[:3] == [
        bribe("Ana", "sword", ["sword"], True), moved("sword", "bribe", 1, 4, 5),
        pushed("relic", 5, 4)]


# -- refill ------------------------------------------------------------------------------

def test_refill_order() -> None:
    """After a bribe, cards are dealt to stalls 3, 2, 1, 0, 3, ...; every refill starts at 3."""
    state = position(hands={"Ana": ["axe"], "Ben": ["scroll"]},
                     market={"3": ["relic"], "0": ["wild"]},
                     deck=["feather", "scroll", "crown", "sword", "relic", "axe", "crown",
                           "scroll", "wild"])
    assert as_json(state.apply(Bribe("axe", ("axe",)))) == [
        bribe("Ana", "axe", ["axe"], True), moved("axe", "bribe", 1, 0, 1),
        pushed("feather", 1, 0), refill("axe"), dealt(3, "feather"), dealt(2, "scroll"),
        dealt(1, "crown"), dealt(0, "sword"), dealt(3, "relic"), dealt(2, "axe"),
        stopped(2, "axe")]
    after = to_json(state)
    assert after["market"] == {"3": ["relic", "feather", "relic"], "2": ["scroll", "axe"],
                               "1": ["crown"], "0": ["wild", "sword"]}
    assert after["deck"] == ["crown", "scroll", "wild"]
    # The last refill stopped at stall 2; the next one starts over at stall 3.
    assert as_json(state.apply(Bribe("scroll", ("scroll",)))) == [
        bribe("Ben", "scroll", ["scroll"], True), moved("scroll", "bribe", 1, 2, 3),
        pushed("crown", 3, 2), refill("scroll"), dealt(3, "crown"), dealt(2, "scroll"),
        stopped(2, "scroll")]
    after = to_json(state)
    assert after["market"] == {"3": ["relic", "feather", "relic", "crown"],
                               "2": ["scroll", "axe", "scroll"], "1": ["crown"],
                               "0": ["wild", "sword"]}
    assert after["deck"] == ["wild"]


def test_refill_stop() -> None:
    """The refill stops right after a card of type T or a Wild is placed."""
    wild = position(hands={"Ana": ["sword"]}, deck=["axe", "wild", "sword"])
    assert as_json(wild.apply(Bribe("sword", ("sword",)))) == [
        bribe("Ana", "sword", ["sword"], True), moved("sword", "bribe", 1, 4, 5),
        pushed("relic", 5, 4), refill("sword"), dealt(3, "axe"), dealt(2, "wild"),
        stopped(2, "wild")]
    assert to_json(wild)["deck"] == ["sword"]
    match = position(hands={"Ana": ["crown"]}, deck=["feather", "relic", "axe", "crown", "wild"])
    assert as_json(match.apply(Bribe("crown", ("crown",)))) == [
        bribe("Ana", "crown", ["crown"], True), moved("crown", "bribe", 1, 3, 4),
        pushed("sword", 4, 3), refill("crown"), dealt(3, "feather"), dealt(2, "relic"),
        dealt(1, "axe"), dealt(0, "crown"), stopped(0, "crown")]
    assert to_json(match)["deck"] == ["wild"]
    assert not match.is_over and match.player == "Ben"


def test_refill_deck_out() -> None:
    """If the deck runs out (or is empty) before such a card is placed, the game ends at once."""
    state = position(hands={"Ana": ["axe", "feather"]}, bribes={"Ben": {"scroll": ["scroll"]}},
                     deck=["feather", "scroll"], discard=["axe", "wild"])
    assert as_json(state.apply(Bribe("axe", ("axe",)))) == [
        bribe("Ana", "axe", ["axe"], True), moved("axe", "bribe", 1, 0, 1),
        pushed("feather", 1, 0), refill("axe"), dealt(3, "feather"), dealt(2, "scroll"),
        ended("refill_deck_out", "Ana"),
        line("Ana", "bribe", "axe", 1, 1, 1), line("Ana", "hand", "feather", 1, 1, -1),
        total("Ana", 0), line("Ben", "bribe", "scroll", 1, 2, 2), total("Ben", 2),
        ranking([["Ben"], ["Ana"]])]
    after = to_json(state)
    assert after["over"] is True and after["turn"] == "Ana" and after["deck"] == []
    assert after["market"] == {"3": ["feather"], "2": ["scroll"], "1": [], "0": []}
    assert state.scores() == {"Ana": 0, "Ben": 2}

    empty = position(hands={"Ana": ["axe"]}, deck=[])
    assert as_json(empty.apply(Bribe("axe", ("axe",)))) == [
        bribe("Ana", "axe", ["axe"], True), moved("axe", "bribe", 1, 0, 1),
        pushed("feather", 1, 0), refill("axe"), ended("refill_deck_out", "Ana"),
        line("Ana", "bribe", "axe", 1, 1, 1), total("Ana", 1), total("Ben", 0),
        ranking([["Ana"], ["Ben"]])]
    assert empty.is_over and to_json(empty)["market"] == {"3": [], "2": [], "1": [], "0": []}


# -- buying --------------------------------------------------------------------------------

def test_buy_stall() -> None:
    """A buy names a non-empty stall."""
    state = position(hands={"Ana": ["axe", "feather", "wild"]}, market={"3": ["crown"]})
    for action in (Buy(2, ("axe", "feather"), "axe"), Buy(1, ("axe",), "axe"), Buy(0),
                   Buy(4, ("axe", "feather", "wild", "wild"), "axe"), Buy(-1)):
        assert_refused(state, action, Ruling.BUY_STALL)
    assert {a for a in state.legal_actions() if isinstance(a, Buy)} == {
        Buy(3, ("axe", "feather", "wild"), "axe"), Buy(3, ("axe", "feather", "wild"), "feather")}


def test_buy_cost() -> None:
    """A buy discards exactly the stall's cost, never more; at least one paid card is a Treasure when the cost is above 0."""
    state = position(hands={"Ana": ["axe", "axe", "feather", "wild", "wild"]},
                     market={"3": ["crown"], "2": ["sword"], "1": ["relic"], "0": ["scroll"]})
    for action in (Buy(2, ("axe", "axe", "feather"), "axe"), Buy(2, ("axe",), "axe"),
                   Buy(3, ("axe", "axe", "feather", "wild"), "axe"),
                   Buy(2, ("wild", "wild"), "axe"), Buy(2, ("wild", "wild")),
                   Buy(1, ("wild",), "axe"), Buy(0, ("axe",))):
        assert_refused(state, action, Ruling.BUY_COST)
    buys = [a for a in state.legal_actions() if isinstance(a, Buy)]
    assert all(len(a.pay) == a.stall for a in buys)
    assert all(any(c != "wild" for c in a.pay) for a in buys if a.stall)
    assert Buy(3, ("axe", "wild", "wild"), "axe") in buys
    assert as_json(state.apply(Buy(2, ("wild", "axe"), "axe"))) == [
        paid("Ana", 2, ["axe", "wild"]), taken("Ana", 2, ["sword"]), curse("Ana", "axe", 2),
        moved("axe", "curse", 2, 0, 0, capped=True)]
    after = to_json(state)
    assert after["hands"]["Ana"] == ["axe", "feather", "sword", "wild"]
    assert after["discard"] == ["axe", "wild"]


def test_buy_take() -> None:
    """The buyer takes every card of the stall into hand."""
    state = position(hands={"Ana": ["axe", "feather", "scroll", "crown"]},
                     market={"3": ["sword", "wild", "sword"], "2": ["relic"], "0": ["axe"]})
    assert as_json(state.apply(Buy(3, ("scroll", "axe", "feather"), "scroll"))) == [
        paid("Ana", 3, ["axe", "feather", "scroll"]), taken("Ana", 3, ["sword", "wild", "sword"]),
        curse("Ana", "scroll", 3), moved("scroll", "curse", 3, 2, 0, capped=True),
        pushed("feather", 1, 2), pushed("axe", 0, 1)]
    after = to_json(state)
    assert after["hands"]["Ana"] == ["crown", "sword", "sword", "wild"]
    assert after["market"] == {"3": [], "2": ["relic"], "1": [], "0": ["axe"]}
    assert after["favor"] == ["scroll", "axe", "feather", "crown", "sword", "relic"]


def test_buy_curse() -> None:
    """A paid buy curses one Treasure type among the paid cards: its token moves left one space per paid card, never past the first space; each token it passes moves one space right."""
    def fresh() -> State:
        return position(hands={"Ana": ["axe", "feather", "sword", "sword", "wild"]},
                        market={"3": ["crown"], "2": ["relic"], "1": ["scroll"]})

    state = fresh()
    for action in (Buy(3, ("axe", "sword", "sword"), "feather"),
                   Buy(3, ("axe", "sword", "wild"), "wild"), Buy(3, ("axe", "sword", "wild")),
                   Buy(3, ("axe", "sword", "wild"), "gold")):
        assert_refused(state, action, Ruling.BUY_CURSE)
    buys = [a for a in state.legal_actions() if isinstance(a, Buy) and a.stall]
    assert buys and all(a.curse in a.pay and a.curse != "wild" for a in buys)
    assert as_json(state.apply(Buy(3, ("axe", "sword", "sword"), "sword"))) == [
        paid("Ana", 3, ["axe", "sword", "sword"]), taken("Ana", 3, ["crown"]),
        curse("Ana", "sword", 3), moved("sword", "curse", 3, 4, 1), pushed("crown", 3, 4),
        pushed("scroll", 2, 3), pushed("feather", 1, 2)]
    assert to_json(state)["favor"] == ["axe", "sword", "feather", "scroll", "crown", "relic"]

    floor = fresh()
    assert as_json(floor.apply(Buy(2, ("feather", "wild"), "feather"))) == [
        paid("Ana", 2, ["feather", "wild"]), taken("Ana", 2, ["relic"]),
        curse("Ana", "feather", 2), moved("feather", "curse", 2, 1, 0, capped=True),
        pushed("axe", 0, 1)]
    assert to_json(floor)["favor"] == ["feather", "axe", "scroll", "crown", "sword", "relic"]

    at_bottom = fresh()
    assert as_json(at_bottom.apply(Buy(1, ("axe",), "axe"))) == [
        paid("Ana", 1, ["axe"]), taken("Ana", 1, ["scroll"]), curse("Ana", "axe", 1),
        moved("axe", "curse", 1, 0, 0, capped=True)]
    assert to_json(at_bottom)["favor"] == FAVOR


def test_buy_free_stall() -> None:
    """Stall 0 costs nothing and curses nothing."""
    state = position(hands={"Ana": []}, market={"0": ["wild", "axe"]})
    assert Buy(0) in state.legal_actions()
    assert as_json(state.apply(Buy(0))) == [taken("Ana", 0, ["wild", "axe"])]
    after = to_json(state)
    assert after["hands"]["Ana"] == ["axe", "wild"]
    assert after["favor"] == FAVOR and after["discard"] == []
    assert after["market"]["0"] == [] and after["turn"] == "Ben"
    cursing = position(hands={"Ana": ["axe"]}, market={"0": ["crown"]})
    assert_refused(cursing, Buy(0, (), "axe"), Ruling.BUY_FREE_STALL)
    assert [a for a in cursing.legal_actions() if isinstance(a, Buy)] == [Buy(0)]


def test_discard_out() -> None:
    """Paid cards go to a discard pile that never returns to play."""
    state = position(hands={"Ana": ["axe", "crown", "wild"], "Ben": ["axe"]},
                     market={"2": ["scroll"]}, deck=["sword"], discard=["axe", "relic"])
    assert as_json(state.apply(Buy(2, ("crown", "wild"), "crown"))) == [
        paid("Ana", 2, ["crown", "wild"]), taken("Ana", 2, ["scroll"]), curse("Ana", "crown", 2),
        moved("crown", "curse", 2, 3, 1), pushed("scroll", 2, 3), pushed("feather", 1, 2)]
    assert to_json(state)["discard"] == ["axe", "crown", "relic", "wild"]
    # The discard holds an axe and a Wild, but the refill only ever deals from the deck.
    assert as_json(state.apply(Bribe("axe", ("axe",)))) == [
        bribe("Ben", "axe", ["axe"], True), moved("axe", "bribe", 1, 0, 1),
        pushed("crown", 1, 0), refill("axe"), dealt(3, "sword"), ended("refill_deck_out", "Ben"),
        line("Ana", "hand", "axe", 1, 1, -1), line("Ana", "hand", "scroll", 1, 2, -2),
        total("Ana", -3), line("Ben", "bribe", "axe", 1, 1, 1), total("Ben", 1),
        ranking([["Ben"], ["Ana"]])]
    assert to_json(state)["discard"] == ["axe", "crown", "relic", "wild"]


# -- drawing and the end -------------------------------------------------------------------

def test_draw() -> None:
    """Drawing takes the top card of the deck; drawing the last card does not end the game."""
    state = position(deck=["wild", "crown"])
    assert as_json(state.apply(Draw())) == [drawn("Ana", "wild")]
    assert to_json(state)["deck"] == ["crown"]
    assert as_json(state.apply(Draw())) == [drawn("Ben", "crown")]
    after = to_json(state)
    assert after["deck"] == [] and after["over"] is False and after["turn"] == "Ana"
    assert after["hands"] == {"Ana": ["wild"], "Ben": ["crown"]}
    assert Draw() in state.legal_actions()


def test_draw_empty_ends() -> None:
    """Choosing to draw from an empty deck ends the game at once."""
    state = position(hands={"Ana": ["axe", "wild"], "Ben": ["scroll"]},
                     bribes={"Ana": {"axe": ["axe"]}}, deck=[], turn="Ben")
    assert as_json(state.apply(Draw())) == [
        ended("draw_deck_empty", "Ben"), joined("Ana", "axe", 1),
        line("Ana", "bribe", "axe", 2, 1, 2), line("Ana", "wild", None, 1, 2, -2),
        total("Ana", 0), line("Ben", "hand", "scroll", 1, 2, -2), total("Ben", -2),
        ranking([["Ana"], ["Ben"]])]
    after = to_json(state)
    assert after["over"] is True and after["turn"] == "Ben"
    assert after["hands"] == {"Ana": ["wild"], "Ben": ["scroll"]}


def test_end_join_bribes() -> None:
    """At the end, hand Treasure cards of a type the player has bribed join that bribe; Wilds and other Treasures stay in hand."""
    state = position(hands={"Ana": ["axe", "axe", "feather", "wild", "crown"],
                            "Ben": ["feather", "axe"]},
                     bribes={"Ana": {"axe": ["axe", "wild"], "crown": ["crown"]},
                             "Ben": {"feather": ["feather"]}}, deck=[])
    assert as_json(state.apply(Draw())) == [
        ended("draw_deck_empty", "Ana"), joined("Ana", "axe", 2), joined("Ana", "crown", 1),
        joined("Ben", "feather", 1),
        line("Ana", "bribe", "axe", 4, 1, 4), line("Ana", "bribe", "crown", 2, 2, 4),
        line("Ana", "hand", "feather", 1, 1, -1), line("Ana", "wild", None, 1, 2, -2),
        total("Ana", 5), line("Ben", "bribe", "feather", 2, 1, 2),
        line("Ben", "hand", "axe", 1, 1, -1), total("Ben", 1), ranking([["Ana"], ["Ben"]])]
    after = to_json(state)
    assert after["hands"] == {"Ana": ["feather", "wild"], "Ben": ["axe"]}
    assert after["bribes"] == {"Ana": {"axe": ["axe", "axe", "axe", "wild"],
                                       "crown": ["crown", "crown"]},
                               "Ben": {"feather": ["feather", "feather"]}}


# -- scoring and ranking -------------------------------------------------------------------

def test_score_bribe() -> None:
    """Each bribe card, Wilds included, scores the value of its token's space."""
    state = position(bribes={"Ana": {"relic": ["relic", "wild", "wild"], "scroll": ["scroll"]},
                             "Ben": {"sword": ["sword", "sword"]}}, deck=[])
    assert state.scores() == {"Ana": 14, "Ben": 6}  # as if the game ended now
    assert as_json(state.apply(Draw())) == [
        ended("draw_deck_empty", "Ana"), line("Ana", "bribe", "relic", 3, 4, 12),
        line("Ana", "bribe", "scroll", 1, 2, 2), total("Ana", 14),
        line("Ben", "bribe", "sword", 2, 3, 6), total("Ben", 6), ranking([["Ana"], ["Ben"]])]
    assert state.scores() == {"Ana": 14, "Ben": 6}


def test_score_hand_treasure() -> None:
    """Each Treasure left in hand loses its type's value."""
    state = position(hands={"Ana": ["sword", "sword", "relic", "axe"]}, deck=[])
    assert as_json(state.apply(Draw())) == [
        ended("draw_deck_empty", "Ana"), line("Ana", "hand", "axe", 1, 1, -1),
        line("Ana", "hand", "relic", 1, 4, -4), line("Ana", "hand", "sword", 2, 3, -6),
        total("Ana", -11), total("Ben", 0), ranking([["Ben"], ["Ana"]])]
    assert state.scores() == {"Ana": -11, "Ben": 0}


def test_score_hand_wild() -> None:
    """Each Wild left in hand loses 2."""
    state = position(favor_values=[5, 6, 7, 8, 9, 10], deck=[],
                     hands={"Ana": ["wild", "wild", "wild"], "Ben": ["wild"]},
                     bribes={"Ben": {"axe": ["axe"]}})
    assert as_json(state.apply(Draw())) == [
        ended("draw_deck_empty", "Ana"), line("Ana", "wild", None, 3, 2, -6), total("Ana", -6),
        line("Ben", "bribe", "axe", 1, 5, 5), line("Ben", "wild", None, 1, 2, -2),
        total("Ben", 3), ranking([["Ben"], ["Ana"]])]
    assert state.scores() == {"Ana": -6, "Ben": 3}


def test_rank_score() -> None:
    """A higher score ranks first."""
    state = position(players=["Ana", "Ben", "Cy", "Dee"], deck=[],
                     bribes={"Ana": {"axe": ["axe"]}, "Ben": {"relic": ["relic"]},
                             "Cy": {"scroll": ["scroll"]}}, hands={"Dee": ["wild"]})
    assert as_json(state.apply(Draw())) == [
        ended("draw_deck_empty", "Ana"), line("Ana", "bribe", "axe", 1, 1, 1), total("Ana", 1),
        line("Ben", "bribe", "relic", 1, 4, 4), total("Ben", 4),
        line("Cy", "bribe", "scroll", 1, 2, 2), total("Cy", 2),
        line("Dee", "wild", None, 1, 2, -2), total("Dee", -2),
        ranking([["Ben"], ["Cy"], ["Ana"], ["Dee"]])]
    result = state.ranking()
    assert result.groups == (("Ben",), ("Cy",), ("Ana",), ("Dee",))
    assert result.winners == ("Ben",) and result.trail == ()


def test_rank_tiebreak() -> None:
    """Tied players compare their bribe card counts (Wilds included) of the type on the rightmost space, then the next space left, and so on."""
    rightmost = position(deck=[], bribes={"Ana": {"relic": ["relic"], "axe": ["axe"] * 4},
                                          "Ben": {"relic": ["relic", "wild"]}})
    assert as_json(rightmost.apply(Draw())) == [
        ended("draw_deck_empty", "Ana"), line("Ana", "bribe", "axe", 4, 1, 4),
        line("Ana", "bribe", "relic", 1, 4, 4), total("Ana", 8),
        line("Ben", "bribe", "relic", 2, 4, 8), total("Ben", 8),
        tiebreak(5, "relic", {"Ana": 1, "Ben": 2}), ranking([["Ben"], ["Ana"]])]
    assert rightmost.ranking().winners == ("Ben",)

    further = position(deck=[], bribes={"Ana": {"sword": ["sword"], "crown": ["crown"]},
                                        "Ben": {"sword": ["sword"], "scroll": ["scroll"]}})
    events = as_json(further.apply(Draw()))
    assert [e for e in events if e["type"] == "score_total"] == [total("Ana", 5),
                                                                   total("Ben", 5)]
    assert events[-4:] == [
        tiebreak(5, "relic", {"Ana": 0, "Ben": 0}), tiebreak(4, "sword", {"Ana": 1, "Ben": 1}),
        tiebreak(3, "crown", {"Ana": 1, "Ben": 0}), ranking([["Ana"], ["Ben"]])]
    trail = further.ranking().trail
    assert [(s.space, s.treasure, s.counts) for s in trail] == [
        (5, "relic", (0, 0)), (4, "sword", (1, 1)), (3, "crown", (1, 0))]


def test_rank_shared() -> None:
    """Players still equal share the rank; everyone sharing first rank wins."""
    state = position(players=["Ana", "Ben", "Cy"], deck=[],
                     bribes={"Ana": {"crown": ["crown"]}, "Ben": {"scroll": ["scroll"]},
                             "Cy": {"crown": ["crown"]}})
    events = as_json(state.apply(Draw()))
    everyone, pair = {"Ana": 0, "Ben": 0, "Cy": 0}, {"Ana": 0, "Cy": 0}
    assert events[-7:] == [
        tiebreak(5, "relic", everyone), tiebreak(4, "sword", everyone),
        tiebreak(3, "crown", {"Ana": 1, "Ben": 0, "Cy": 1}), tiebreak(2, "scroll", pair),
        tiebreak(1, "feather", pair), tiebreak(0, "axe", pair), ranking([["Ana", "Cy"], ["Ben"]])]
    assert state.ranking().winners == ("Ana", "Cy")

    shared_second = position(players=["Ana", "Ben", "Cy"], deck=[],
                             bribes={"Ana": {"relic": ["relic"]}, "Ben": {"axe": ["axe"]},
                                     "Cy": {"axe": ["axe"]}})
    events = as_json(shared_second.apply(Draw()))
    assert events[-1] == ranking([["Ana"], ["Ben", "Cy"]])
    assert events[-2] == tiebreak(0, "axe", {"Ben": 1, "Cy": 1})

    after_joining = position(deck=[], hands={"Ana": ["relic", "relic"]},
                             bribes={"Ana": {"relic": ["relic"]},
                                     "Ben": {"relic": ["relic", "wild", "wild"]}})
    events = as_json(after_joining.apply(Draw()))
    assert events[:2] == [ended("draw_deck_empty", "Ana"), joined("Ana", "relic", 2)]
    assert [e for e in events if e["type"] == "score_total"] == [total("Ana", 12),
                                                                   total("Ben", 12)]
    assert events[-7] == tiebreak(5, "relic", {"Ana": 3, "Ben": 3})
    assert events[-1] == ranking([["Ana", "Ben"]])
    assert after_joining.ranking().winners == ("Ana", "Ben")
