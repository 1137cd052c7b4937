"""Rulings of setup and of a turn (one test per ruling, named ``test_<id>``, its docstring
quoting the ruling; see test_rulings_meta.py).

Each test builds small explicit positions from :mod:`tests.goblinhood.testkit` and checks the
exact events, worked out by hand from the rule, the resulting position, and for forbidden
actions the cited ruling and an untouched state.
"""

from __future__ import annotations

import pytest

from engine.errors import RulesError
from engine.goblinhood import (DEMONSTRATION_DECK, Event, Play, Ruling, ScenarioError,
                               from_json, new_game, redact, run_scenario, to_json, view)
from engine.goblinhood import effects
from engine.goblinhood.bots import RandomBot
from engine.goblinhood.rounds import deal
from engine.goblinhood.scenario import check_position
from tests.goblinhood.testkit import (BASE_CARDS, as_json, assert_refused, drew, lay, play,
                                      played, position, scenario)


def dealt_from(pool: list[str], seed: int = 0) -> tuple[dict[str, object], list[Event]]:
    """Deal ``pool`` (top first) to Ana and Ben as a new round does; the position, events."""
    state = position(seed=seed)
    events: list[Event] = []
    deal(state, pool, events)
    return to_json(state), events


def test_turn_order() -> None:
    """Turns pass clockwise, in the seat order of players, skipping players who are out."""
    state = position(players=["Ana", "Ben", "Cy"], out=["Ben"],
                     hands={"Ana": ["ry", "bb"], "Ben": ["yy", "my"], "Cy": ["cy1", "cy2"]})
    assert as_json(state.apply(Play("ry", "left", 0))) == [
        played("Ana", "ry", "left", 0, "red", "red", "t", "yellow"), drew("Ana", "d1", 3)]
    assert state.current_player == "Cy"  # Ben, next in seat order, is out
    assert as_json(state.apply(Play("cy1", "right", 0))) == [
        played("Cy", "cy1", "right", 0, "blue", "blue", "t", "red"),
        {"type": "buried", "card": "t"}, drew("Cy", "d2", 2)]
    assert state.current_player == "Ana"  # after the last seat comes the first
    with pytest.raises(ScenarioError) as caught:
        run_scenario(scenario(actions=[play("Ben", "yy", "left", 0)]))
    assert caught.value.ruling is Ruling.TURN_ORDER and caught.value.where == "actions[0]"


def test_first_player() -> None:
    """The player with the most gold in their two hand cards takes the first turn of a round."""
    board, events = dealt_from(["ry", "d1", "x1", "yy", "bb", "x2", "t", "d2", "d3"])
    assert as_json(events)[2] == {"type": "first_player", "player": "Ben",
                                  "gold": {"Ana": 2, "Ben": 6}, "tied": ["Ben"]}
    assert board["turn"] == "Ben"  # treasures do not count: x1 (2) is Ana's, x2 (1) Ben's


def test_first_player_tie() -> None:
    """Among players tied for the most gold in hand, the first in a seeded shuffle of the seats
    starts."""
    pool = ["ry", "d1", "x1", "d2", "d4", "x2", "t", "d3", "bb"]  # 2 gold in each hand
    starters = set()
    for seed in range(40):
        board, events = dealt_from(pool, seed)
        first = as_json(events)[2]
        assert first["tied"] == ["Ana", "Ben"] and first["player"] == board["turn"]
        assert dealt_from(pool, seed)[0] == board, "the same seed picks the same starter"
        starters.add(board["turn"])
    assert starters == {"Ana", "Ben"}, "the shuffle, not the seat order, breaks the tie"


def test_setup_removed() -> None:
    """At setup, 4 cards (an option) are taken off the shuffled deck unseen and sit out."""
    for removed in (4, 0, 8):
        for seed in range(5):
            state = new_game(4, seed, removed=removed)
            assert len(state.aside()) == removed
            assert len(state.placed()) == len(DEMONSTRATION_DECK) - removed
    assert len({tuple(new_game(3, seed).aside()) for seed in range(10)}) > 1
    with pytest.raises(RulesError) as caught:
        new_game(2, 0, removed=40)
    assert caught.value.where == "removed"


def test_setup_deal() -> None:
    """Each player gets 2 hand cards then 1 face-down treasure, seat by seat; the next card
    starts the trail, its first square on the left."""
    board, events = dealt_from(["ry", "d1", "x1", "yy", "bb", "x2", "t", "d2", "d3"])
    assert board["hands"] == {"Ana": ["ry", "d1"], "Ben": ["yy", "bb"]}
    assert board["treasures"] == {"Ana": ["x1"], "Ben": ["x2"]}
    assert board["trail"] == lay("red:t", "blue:t") and board["deck"] == ["d2", "d3"]
    assert as_json(events)[:2] == [
        {"type": "dealt", "hands": board["hands"], "treasures": board["treasures"], "deck": 2},
        {"type": "trail_started", "card": "t", "squares": ["red", "blue"]}]
    for players in (2, 3, 4):
        data = to_json(new_game(players, 7))
        assert all(len(h) == 2 for h in data["hands"].values())
        assert all(len(t) == 1 for t in data["treasures"].values())
        card = data["trail"][0]["card"]
        assert [s["colour"] for s in data["trail"]] == list(DEMONSTRATION_DECK[card].squares)
        assert len(data["deck"]) == len(DEMONSTRATION_DECK) - 4 - 3 * players - 1


def test_treasure_unseen() -> None:
    """Treasure cards stay face down, unseen even by their owner, until the round is scored."""
    state = position()
    seen = view(state, "Ana")
    assert seen["treasures"] == {"Ana": 1, "Ben": 1}
    assert seen["hands"] == {"Ana": ["ry", "bb"], "Ben": 2} and seen["deck"] == 4
    secrets = str({k: v for k, v in seen.items() if k != "cards"})  # the card list is public
    assert "x1" not in secrets and "x2" not in secrets and "d1" not in secrets
    _, events = dealt_from(["ry", "d1", "x1", "yy", "bb", "x2", "t", "d2", "d3"])
    told = redact(events[0], "Ana").to_json()
    assert told["treasures"] == {"Ana": [None], "Ben": [None]}
    assert told["hands"] == {"Ana": ["ry", "d1"], "Ben": [None, None]}


def test_own_hand() -> None:
    """A player lays one card from their own hand, on their own turn."""
    state = position()
    assert_refused(state, Play("yy", "left", 0), Ruling.OWN_HAND)  # Ben's card
    assert_refused(state, Play("d1", "left", 0), Ruling.OWN_HAND)  # in the deck
    assert_refused(state, Play("nope", "left", 0), Ruling.OWN_HAND)


def test_cover_an_end() -> None:
    """A play covers one of the two open ends with one square of the card; its other square
    becomes the new end."""
    state = position()
    assert as_json(state.apply(Play("ry", "left", 0))) == [
        played("Ana", "ry", "left", 0, "red", "red", "t", "yellow"), drew("Ana", "d1", 3)]
    assert to_json(state)["trail"] == lay("yellow:ry", "red:ry", "blue:t")
    assert state.ends() == ("yellow", "blue")
    assert_refused(position(), Play("ry", "middle", 0), Ruling.COVER_AN_END)


def test_turn_card() -> None:
    """Either square of a card may be the covering one: a card may be turned round."""
    state = position(hands={"Ana": ["yb", "ry"], "Ben": ["yy", "my"]})
    legal = state.legal_actions()
    assert Play("yb", "right", 1) in legal and Play("yb", "right", 0) not in legal
    assert as_json(state.apply(Play("yb", "right", 1)))[0] == played(
        "Ana", "yb", "right", 1, "blue", "blue", "t", "yellow")
    assert to_json(state)["trail"] == lay("red:t", "blue:yb", "yellow:yb")
    assert_refused(position(), Play("ry", "left", 2), Ruling.TURN_CARD)


def test_colours_match() -> None:
    """The covering square must have the colour of the end it covers."""
    state = position()
    assert state.legal_actions() == [Play("ry", "left", 0), Play("bb", "right", 0),
                                     Play("bb", "right", 1)]
    assert_refused(state, Play("ry", "left", 1), Ruling.COLOURS_MATCH)   # yellow on red
    assert_refused(state, Play("ry", "right", 0), Ruling.COLOURS_MATCH)  # red on blue
    assert_refused(state, Play("bb", "left", 0), Ruling.COLOURS_MATCH)   # blue on red


def test_multi_either_side() -> None:
    """A multicolour square matches every colour, whether it is on the hand card or is the
    trail's end."""
    ben = position(turn="Ben")  # Ben holds yy and my (multi | yellow); ends red | blue
    assert ben.legal_actions() == [Play("my", "left", 0), Play("my", "right", 0)]
    ana = position(trail=lay("multi:mr", "red:mr"))  # Ana holds ry and bb
    assert set(ana.legal_actions()) == {
        Play("ry", "left", 0), Play("ry", "left", 1), Play("ry", "right", 0),
        Play("bb", "left", 0), Play("bb", "left", 1)}
    assert as_json(ana.apply(Play("bb", "left", 0)))[0]["match"] == "multi"


def test_covering_effect(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the covering square's effect would apply; printed effects are unknown, so the
    engine applies none."""
    calls: list[tuple[str, str, int, str]] = []
    real = effects.apply_covering_effect

    def spy(state: object, player: str, card: str, cover: int, effect: str) -> list[Event]:
        calls.append((player, card, cover, effect))
        return real(state, player, card, cover, effect)  # type: ignore[arg-type]

    monkeypatch.setattr(effects, "apply_covering_effect", spy)
    for seed in range(30):  # the demonstration deck has no effects: never called
        state, bot = new_game(2 + seed % 3, seed, wins=2), RandomBot(seed)
        while not state.is_over:
            state.apply(bot.choose(state))
    assert calls == []
    labelled = {**BASE_CARDS, "ry": {"squares": ["red", "yellow"], "gold": 1,
                                     "effects": ["trick", None]}}
    state = position(cards=labelled)
    before = to_json(state)
    events = as_json(state.apply(Play("ry", "left", 0)))
    assert calls == [("Ana", "ry", 0, "trick")]
    assert events[1] == {"type": "effect", "player": "Ana", "card": "ry", "cover": 0,
                         "effect": "trick"}
    assert to_json(state)["deck"] == before["deck"][1:], "the effect changed nothing else"
    other = position(cards=labelled, trail=lay("yellow:yy", "blue:t"), deck=["d1", "d3"],
                     hands={"Ana": ["ry", "bb"], "Ben": ["d2", "my"]})
    other.apply(Play("ry", "left", 1))  # the yellow square covers: it has no effect
    assert len(calls) == 1


def test_draw_back() -> None:
    """After laying a card, the player draws the top card of the deck, back to 2 in hand."""
    state = position()
    assert as_json(state.apply(Play("bb", "right", 1)))[-1] == drew("Ana", "d1", 3)
    assert to_json(state)["hands"]["Ana"] == ["ry", "d1"]
    assert to_json(state)["deck"] == ["d2", "d3", "d4"]
    short = from_json(scenario(hands={"Ana": ["ry"], "Ben": ["yy", "my"]}))
    with pytest.raises(ScenarioError) as caught:
        check_position(short)
    assert (caught.value.where, caught.value.ruling) == ("hands.Ana", Ruling.DRAW_BACK)
    with pytest.raises(ScenarioError) as caught:
        from_json(scenario(hands={"Ana": ["ry", "bb", "z1"], "Ben": ["yy", "my"]}))
    assert (caught.value.where, caught.value.ruling) == ("hands.Ana", Ruling.DRAW_BACK)

