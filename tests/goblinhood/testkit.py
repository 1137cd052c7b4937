"""Shared helpers of the Goblin Hood tests: small hand-made positions, expected events,
refusals.

Positions use small decks written out card by card, so that every expected event in a test is
worked out from the rules by hand; these helpers only spell the JSON shape of an event.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from engine.goblinhood import Action, IllegalAction, Ruling, State, from_json, to_json
from tests import playkit
from tests.playkit import as_json

ROOT = Path(__file__).resolve().parents[2]
GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def cards(**specs: str) -> dict[str, dict[str, Any]]:
    """``cards(ry="red yellow 1")``: card ``ry`` with a red then a yellow square, 1 gold."""
    out = {}
    for card_id, spec in specs.items():
        first, second, gold = spec.split()
        out[card_id] = {"squares": [first, second], "gold": int(gold)}
    return out


BASE_CARDS = cards(
    t="red blue 1",          # the usual trail card: red left end, blue right end
    ry="red yellow 1", bb="blue blue 3",      # Ana's hand
    yy="yellow yellow 3", my="multi yellow 0",  # Ben's hand
    x1="red red 2", x2="blue yellow 1",       # treasures
    d1="red blue 1", d2="yellow blue 1", d3="red yellow 2", d4="blue red 1",  # the deck
    yb="yellow blue 2", mr="multi red 0", rr="red red 3",
    y2="yellow yellow 1", y3="yellow yellow 2", y4="yellow yellow 1",
    cy1="blue red 1", cy2="yellow red 2",
    z1="yellow red 2", z2="blue blue 1",
)
"""Cards of the hand-made positions; those a position does not list are the ones removed at
setup."""


def lay(*squares: str) -> list[dict[str, str]]:
    """A trail written ``"red:t", "blue:t"`` (colour:card), left end first."""
    return [{"colour": s.split(":")[0], "card": s.split(":")[1]} for s in squares]


def scenario(**fields: Any) -> dict[str, Any]:
    """Ana (to move) and Ben on :data:`BASE_CARDS`: trail red|blue (card t), Ana holds ry and
    bb, Ben yy and my, treasures x1 and x2, deck d1..d4, z1 and z2 removed; ``fields`` set."""
    data: dict[str, Any] = {
        "players": ["Ana", "Ben"], "cards": BASE_CARDS, "trail": lay("red:t", "blue:t"),
        "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "my"]},
        "treasures": {"Ana": ["x1"], "Ben": ["x2"]},
        "deck": ["d1", "d2", "d3", "d4"], "turn": "Ana",
    }
    data.update(fields)
    return data


def position(**fields: Any) -> State:
    """The state of :func:`scenario`."""
    return from_json(scenario(**fields))


def play(player: str, card: str, end: str, cover: int) -> dict[str, Any]:
    """A play in the scenario's ``actions``."""
    return {"player": player, "do": "play", "card": card, "end": end, "cover": cover}


def placement(data: dict[str, Any]) -> Counter[str]:
    """How many times each card has a place in a scenario (trail cards once)."""
    found: Counter[str] = Counter({c: 1 for c in {s["card"] for s in data["trail"]}})
    found.update(data.get("buried", []))
    found.update(data["deck"])
    for key in ("hands", "treasures", "markers"):
        for pile in data.get(key, {}).values():
            found.update(pile)
    return found


def assert_refused(state: State, action: Action, ruling: Ruling) -> IllegalAction:
    """``action`` raises IllegalAction citing ``ruling`` and leaves the state untouched."""
    return playkit.assert_refused(state, action, ruling, error=IllegalAction, to_json=to_json)


# -- expected events, spelled as the rules describe them ---------------------------------

def played(player: str, card: str, end: str, cover: int, square: str, covered: str,
           covered_card: str, new_end: str) -> dict[str, Any]:
    match = "same" if square == covered else "multi"
    return {"type": "played", "player": player, "card": card, "end": end, "cover": cover,
            "square": square, "covered": covered, "covered_card": covered_card,
            "new_end": new_end, "match": match}


def drew(player: str, card: str, left: int) -> dict[str, Any]:
    return {"type": "drew", "player": player, "card": card, "left": left}


def buried(card: str) -> dict[str, Any]:
    return {"type": "buried", "card": card}


def ambushed(player: str, hand: list[str], ends: list[str], left: list[str]) -> dict[str, Any]:
    return {"type": "ambushed", "player": player, "hand": hand, "ends": ends, "left": left}


def ended(reason: str, player: str) -> dict[str, Any]:
    return {"type": "round_ended", "reason": reason, "player": player}


def scored(player: str, treasure: list[str], hand: list[str], gold: int,
           count: int) -> dict[str, Any]:
    return {"type": "scored", "player": player, "treasure": treasure, "hand": hand,
            "gold": gold, "cards": count}


def result(winner: str | None, by: str, gold: int, tied: list[str],
           counts: dict[str, int] | None = None) -> dict[str, Any]:
    return {"type": "round_result", "winner": winner, "by": by, "gold": gold, "tied": tied,
            "cards": counts or {}}


def won(player: str, wins: int, target: int) -> dict[str, Any]:
    return {"type": "round_won", "player": player, "wins": wins, "target": target}


def match_won(player: str) -> dict[str, Any]:
    return {"type": "match_won", "player": player}


def marker_due(player: str, winner: str) -> dict[str, Any]:
    return {"type": "marker_due", "player": player, "winner": winner}


def cycle(number: int, gathered: list[str], card: str, squares: list[str],
          source: str) -> dict[str, Any]:
    return {"type": "cycle", "number": number,
            "counter": "set-out" if number == 1 else "turned-over", "gathered": gathered,
            "deck": len(gathered), "card": card, "squares": squares, "source": source}
