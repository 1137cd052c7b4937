"""Shared helpers of the Pook tests: small hand-made positions and refusal checks.

Positions are written the way a person sets a table: ``grid("0,0 piggy", "0,1 orc:2 w",
"1,0 knight:1 c")`` (``w`` warrior side up, ``c`` coin side up; Piggy is always a coin).
Expected events in the tests are spelled out by hand from the rules, so a test compares the
engine against the rules, never against itself.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from engine.pook import IllegalAction, Play, Ruling, State, from_json, to_json
from tests import playkit

ROOT = Path(__file__).resolve().parents[2]
GOLDEN_DIR = Path(__file__).resolve().parent / "golden"

BANNERS = {"Ana": ["knight", "mage"], "Ben": ["orc", "viking"]}
"""Two players' banners in most positions: Ana counts Knights and Mages, Ben Orcs and Vikings."""


def grid(*cells: str) -> list[dict[str, Any]]:
    """Grid entries from ``"row,col card side"`` strings (side ``w`` or ``c``; Piggy needs
    none)."""
    out = []
    for text in cells:
        words = text.split()
        r, c = (int(v) for v in words[0].split(","))
        side = "coin" if words[1] == "piggy" else {"w": "warrior", "c": "coin"}[words[2]]
        out.append({"at": [r, c], "card": words[1], "side": side})
    return out


def scenario(*cells: str, **fields: Any) -> dict[str, Any]:
    """Ana and Ben (Ana to move) at a table of ``cells`` (Piggy alone at [0, 0] if none), with
    ``fields`` set on top."""
    data: dict[str, Any] = {
        "players": ["Ana", "Ben"], "banners": dict(BANNERS),
        "grid": grid(*cells) if cells else grid("0,0 piggy"),
        "hands": {"Ana": ["knight:1"], "Ben": ["orc:1"]}, "deck": [], "turn": "Ana",
        "piggy_lock": None,
    }
    data.update(fields)
    return data


def position(*cells: str, **fields: Any) -> State:
    """The state of :func:`scenario`."""
    return from_json(scenario(*cells, **fields))


def play(card: str, side: str, at: tuple[int, int], target: tuple[int, int] | None = None,
         with_card: str | None = None, piggy: tuple[str, tuple[int, int]] | None = None) -> Play:
    """A play, with Piggy's swap as ``("before"|"after", cell)``."""
    when, swap = piggy if piggy else (None, None)
    return Play(card, side, at, target, with_card, when, swap)


def assert_refused(state: State, action: Any, ruling: Ruling) -> IllegalAction:
    """``action`` raises IllegalAction citing ``ruling`` and leaves the state untouched."""
    return playkit.assert_refused(state, action, ruling, error=IllegalAction, to_json=to_json,
                                  unlisted=True)


def assert_legal(state: State, action: Any) -> list[dict[str, Any]]:
    """``action`` is listed as legal and accepted; its events, as JSON."""
    assert action in state.legal_actions(), f"{action} is not listed as legal"
    return [event.to_json() for event in state.apply(action)]


def cell_of(data: dict[str, Any], at: list[int]) -> dict[str, Any] | None:
    """The grid entry at ``at`` of a scenario, or None."""
    return next((entry for entry in data["grid"] if entry["at"] == at), None)


def composition(data: dict[str, Any]) -> Counter[str]:
    """Every card of a scenario, wherever it lies."""
    cards = Counter(entry["card"] for entry in data["grid"]) + Counter(data["deck"])
    for hand in data["hands"].values():
        cards += Counter(hand)
    return cards


def box(levels: tuple[int, ...] = (1, 1, 2, 2, 3, 3)) -> Counter[str]:
    """Every card of the box, from the rules' description (4 factions, 6 cards each, Piggy)."""
    cards: Counter[str] = Counter({"piggy": 1})
    for faction in ("knight", "mage", "orc", "viking"):
        for level in levels:
            cards[f"{faction}:{level}"] += 1
    return cards
