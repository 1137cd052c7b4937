"""What one player may see: the hidden-information view of a position and of its events.

For the hot-seat sandbox and fair bots. A player sees the trail (buried cards included: they
were laid face up), their own hand, the cards an ambushed player showed, how many cards every
other hand, every treasure and the deck hold, and the round's scores once they are revealed.
They never see the order of the deck, another player's hand, any treasure before the count,
their own included (ruling treasure-unseen), nor the markers, which lie face down.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .events import Event, EventKind
from .scenario import to_json
from .state import State

HIDDEN = None
"""What stands for a card the viewer cannot see, in an event (the sentences then say "a
card")."""


def view(state: State, viewer: str) -> dict[str, Any]:
    """The position as ``viewer`` sees it: ``to_json`` with secrets replaced by counts."""
    data = to_json(state)
    names = state.players
    shown = {names[p] for p in state.out} | {viewer}
    data["hands"] = {name: cards if name in shown else len(cards)
                     for name, cards in data["hands"].items()}
    data["treasures"] = {name: len(cards) for name, cards in data["treasures"].items()}
    data["deck"] = len(state.deck)
    data.pop("reshuffle", None)
    if "markers" in data:
        data["markers"] = {name: len(cards) for name, cards in data["markers"].items()}
    data["removed"] = len(state.aside())
    data["viewer"] = viewer
    return data


def seen_by(state: State, viewer: str | None) -> dict[str, Any]:
    """The position as ``viewer`` sees it (:func:`view`), or all of it when nobody's secret is
    at stake (``viewer`` None: no one in particular is looking, or every card is shown)."""
    return to_json(state) if viewer is None else view(state, viewer)


def redact(event: Event, viewer: str) -> Event:
    """``event`` with the cards ``viewer`` cannot see replaced by :data:`HIDDEN`."""
    a: Mapping[str, Any] = event.args
    kind = event.kind
    if kind is EventKind.DREW and a["player"] != viewer:
        return Event(kind, {**a, "card": HIDDEN})
    if kind is EventKind.DEALT:
        hands = {p: cards if p == viewer else [HIDDEN] * len(cards)
                 for p, cards in a["hands"].items()}
        treasures = {p: [HIDDEN] * len(cards) for p, cards in a["treasures"].items()}
        return Event(kind, {**a, "hands": hands, "treasures": treasures})
    if kind is EventKind.MARKER_GIVEN and a["player"] != viewer:
        return Event(kind, {**a, "card": HIDDEN})
    if kind is EventKind.CARD_RETURNED:
        return Event(kind, {**a, "card": HIDDEN})
    return event


def redact_all(events: Iterable[Event], viewer: str) -> list[Event]:
    """Every event as ``viewer`` learns it."""
    return [redact(event, viewer) for event in events]
