"""What one player may see: the hot-seat sandbox shows a seat only this.

During play a player knows the table, their own hand and banner, how many cards each other
player holds and how many are left in the deck; other banners stay secret and the deck's
order is unknown. Once every card is on the table the banners are revealed (the scores need
them), and hands and deck are empty anyway. Events are filtered the same way: another
player's draw is told without the card. What an action changed on the table (the cells its
events name) is read from the events too, so every seat sees the same marks.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .events import Event, EventKind
from .refusals import ScenarioError
from .rules import PLAY
from .scenario import NOT_A_PLAYER, to_json
from .state import State

SHARED_KEYS = ("players", "grid", "turn", "piggy_lock", "fixed_grid", "phase", "tiebreak",
               "levels")


def observe(state: State, viewer: str) -> dict[str, Any]:
    """``viewer``'s view of ``state``, as JSON: the public keys of the scenario format, plus
    ``viewer``, ``hand``, ``banner``, ``banners`` (a player's pair, or None while secret),
    ``hand_sizes`` and ``deck_size``."""
    if viewer not in state.players:
        raise ScenarioError(NOT_A_PLAYER, where="viewer")
    data = to_json(state)
    secret = data["phase"] == PLAY
    view: dict[str, Any] = {key: data[key] for key in SHARED_KEYS if key in data}
    view.update({
        "viewer": viewer,
        "hand": data["hands"][viewer],
        "banner": data["banners"][viewer],
        "banners": {p: pair if p == viewer or not secret else None
                    for p, pair in data["banners"].items()},
        "hand_sizes": {p: len(cards) for p, cards in data["hands"].items()},
        "deck_size": len(data["deck"]),
    })
    return view


def redact(event: Mapping[str, Any], viewer: str) -> dict[str, Any]:
    """An event (JSON form) as ``viewer`` may see it: another player's drawn card hidden."""
    out = dict(event)
    if out.get("type") == EventKind.CARD_DRAWN.value and out.get("player") != viewer:
        out["card"] = None
    return out


def seen_event(event: Event, viewer: str | None) -> Event:
    """``event`` as ``viewer`` may see it (None: a seat that is nobody's, such as a screen
    between two humans): another player's drawn card is not named."""
    if event.kind != EventKind.CARD_DRAWN or event.args.get("player") == viewer:
        return event
    return Event(event.kind, {**event.args, "card": None})


CELL_KEYS = ("at", "from", "to", "target")
"""The arguments of an event that name a cell of the table."""


def changed_cells(events: Iterable[Event]) -> set[tuple[int, int]]:
    """The cells that ``events`` changed: where a card was played, moved from or to, or
    turned by a power (Piggy locking or unlocking changes no cell)."""
    found = set()
    for event in events:
        if event.kind in (EventKind.PIGGY_LOCKED, EventKind.PIGGY_UNLOCKED):
            continue
        for key in CELL_KEYS:
            value = event.args.get(key)
            if isinstance(value, list) and len(value) == 2:
                found.add((value[0], value[1]))
    return found
