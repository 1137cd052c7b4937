"""A player's view (the hot-seat sandbox): their own hand and banner, counts of the rest."""

from __future__ import annotations

import pytest

from engine.pook import (Event, EventKind, Play, ScenarioError, new_game, observe, redact,
                         to_json)
from engine.pook.bots import RandomBot
from engine.pook.view import changed_cells, seen_event


def test_a_view_shows_the_viewer_their_cards_and_others_only_counts() -> None:
    game = new_game(["Ana", "Ben", "Cleo"], 4)
    data = to_json(game)
    view = observe(game, "Ben")
    assert view["viewer"] == "Ben" and view["hand"] == data["hands"]["Ben"]
    assert view["banner"] == data["banners"]["Ben"]
    assert view["banners"] == {"Ana": None, "Ben": data["banners"]["Ben"], "Cleo": None}
    assert view["hand_sizes"] == {"Ana": 6, "Ben": 6, "Cleo": 6} and view["deck_size"] == 6
    assert "hands" not in view and "deck" not in view
    for p in ("Ana", "Cleo"):  # no card of another hand or of the deck appears anywhere
        assert str(data["hands"][p]) not in str(view)
    assert view["grid"] == data["grid"] and view["turn"] == "Ana"


def test_banners_are_revealed_once_every_card_is_down() -> None:
    game = new_game(2, 9)
    bots = {p: RandomBot(i) for i, p in enumerate(game.players)}
    while game.phase == "play":
        game.apply(bots[game.current_player or ""].choose(game))
    assert observe(game, "P1")["banners"] == to_json(game)["banners"]


def test_another_players_draw_is_hidden() -> None:
    game = new_game(2, 2)
    events = [e.to_json() for e in game.apply(game.legal_actions()[0])]
    drawn = next(e for e in events if e["type"] == "card_drawn")
    assert redact(drawn, "P1") == drawn and drawn["card"] is not None
    assert redact(drawn, "P2") == drawn | {"card": None}


def test_only_a_player_has_a_view() -> None:
    with pytest.raises(ScenarioError) as caught:
        observe(new_game(2, 1), "Zed")
    assert caught.value.where == "viewer"


def test_another_players_draw_is_hidden_as_an_event_too() -> None:
    game = new_game(2, 2)
    events = game.apply(game.legal_actions()[0])
    drawn = next(e for e in events if e.kind is EventKind.CARD_DRAWN)
    assert seen_event(drawn, "P1") == drawn and drawn.args["card"] is not None
    assert seen_event(drawn, "P2").args == {**drawn.args, "card": None}
    assert seen_event(drawn, None).args["card"] is None, "a screen between seats sees no card"
    played = next(e for e in events if e.kind is EventKind.CARD_PLAYED)
    assert seen_event(played, "P2") == played


def test_the_cells_an_action_changed_are_read_from_its_events() -> None:
    """The played card's cell, and a power's target, are changed; a lock moves no card."""
    game = new_game(2, 3)
    bots = {p: RandomBot(i) for i, p in enumerate(game.players)}
    powered = 0
    while game.phase == "play":
        action = bots[game.current_player or ""].choose(game)
        events = game.apply(action)
        if isinstance(action, Play):
            assert action.at in changed_cells(events)
            if action.target is not None and any(e.kind is EventKind.CARD_FLIPPED
                                                 for e in events):
                powered += 1
                assert action.target in changed_cells(events)
    assert powered, "this seed's game uses a power that turns a card"
    lock = Event(EventKind.PIGGY_LOCKED, {"at": [1, 1], "card": 3})
    assert changed_cells([lock]) == set()
