"""A player's view of a position and of the events: what they may see, and nothing else."""

from __future__ import annotations

from engine.goblinhood import Event, EventKind, Play, redact, redact_all, to_json, view
from engine.goblinhood.observer import seen_by
from tests.goblinhood.testkit import position


def test_the_view_shows_counts_for_what_is_hidden() -> None:
    state = position(players=["Ana", "Ben", "Cy"], out=["Cy"], target=2,
                     hands={"Ana": ["ry", "bb"], "Ben": ["yy", "my"], "Cy": ["y3", "y4"]},
                     markers={"Ben": ["cy1"]}, wins={"Ben": 1},
                     reshuffle=[["t", "x1"]])
    seen = view(state, "Ben")
    assert seen["viewer"] == "Ben"
    assert seen["hands"] == {"Ana": 2, "Ben": ["yy", "my"], "Cy": ["y3", "y4"]}
    assert seen["treasures"] == {"Ana": 1, "Ben": 1, "Cy": 0}
    assert seen["deck"] == 4 and seen["markers"] == {"Ben": 1}
    assert "reshuffle" not in seen and seen["removed"] == len(state.aside())
    assert seen["trail"] == [{"colour": "red", "card": "t"}, {"colour": "blue", "card": "t"}]
    assert seen_by(state, "Ben") == seen
    assert seen_by(state, None) == to_json(state), "nobody in particular: the whole position"


def test_events_hide_other_players_draws_and_every_secret_card() -> None:
    state = position()
    events = state.apply(Play("ry", "left", 0))
    drawn = next(e for e in events if e.kind is EventKind.DREW)
    assert redact(drawn, "Ana").args["card"] == "d1"
    assert redact(drawn, "Ben").args["card"] is None
    assert redact_all(events, "Ben")[0] == events[0], "a laid card is seen by all"
    given = Event(EventKind.MARKER_GIVEN, {"player": "Ben", "card": "yy", "winner": "Ana"})
    assert redact(given, "Ben").args["card"] == "yy"
    assert redact(given, "Ana").args["card"] is None
    back = Event(EventKind.CARD_RETURNED, {"card": "z1", "returned": True})
    assert redact(back, "Ana").args == {"card": None, "returned": True}
