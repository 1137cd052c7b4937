"""What one player may see: the hot-seat sandbox shows a seat only this.

During play a player knows the table, their own hand and banner, how many cards each other
player holds and how many are left in the deck; other banners stay secret and the deck's
order is unknown. Once every card is on the table the banners are revealed (the scores need
them), and hands and deck are empty anyway. Events are filtered the same way: another
player's draw is told without the card.
"""

from __future__ import annotations

from typing import Any, Mapping

from .events import EventKind
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
