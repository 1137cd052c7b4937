"""Write the golden playthroughs of tests/pook/golden/ (``python tests/pook/golden/regenerate.py``).

Each scenario below was set up by hand, and its whole outcome was worked out from the rules
before the engine ran it: the event list (``hand_events``) and the result (``hand_result``)
are written here in full. This script refuses to write a file unless the engine produces
exactly those events and that result; the file then keeps the engine's complete output
(``expected``, final state included) so ``test_golden.py`` pins it. Each file is
``{"name", "description", "scenario", "expected"}``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.pook import run_json  # noqa: E402

OUT = Path(__file__).resolve().parent
TWO = {"Ana": ["knight", "mage"], "Ben": ["orc", "viking"]}


def at(*cells: str) -> list[dict[str, Any]]:
    """Grid entries from ``"r,c card w|c"`` (Piggy needs no side)."""
    out = []
    for text in cells:
        where, card, *side = text.split()
        r, c = (int(v) for v in where.split(","))
        out.append({"at": [r, c], "card": card,
                    "side": "coin" if card == "piggy" or side == ["c"] else "warrior"})
    return out


def act(player: str, do: str, **details: Any) -> dict[str, Any]:
    return {"player": player, "do": do, **details}


# -- events as the rules describe them --------------------------------------------------

def played(p: str, card: str, side: str, cell: list[int], coins: int) -> dict[str, Any]:
    return {"type": "card_played", "player": p, "card": card, "side": side, "at": cell,
            "coins": coins}


def swapped(p: str, when: str, start: list[int], end: list[int], card: str,
            side: str) -> dict[str, Any]:
    return {"type": "piggy_swapped", "player": p, "when": when, "from": start, "to": end,
            "card": card, "side": side}


def power(p: str, faction: str, cell: list[int], target: list[int], card: str,
          side: str) -> dict[str, Any]:
    return {"type": "power", "player": p, "faction": faction, "at": cell, "target": target,
            "target_card": card, "target_side": side}


def flipped(cell: list[int], card: str, side: str, cause: str) -> dict[str, Any]:
    return {"type": "card_flipped", "at": cell, "card": card, "side": side, "cause": cause}


def locked(cell: list[int] | None, card: str | None) -> dict[str, Any]:
    return {"type": "piggy_locked", "at": cell, "card": card}


def factions(knight: list[int], mage: list[int], orc: list[int],
             viking: list[int]) -> list[dict[str, Any]]:
    return [{"type": "faction_scored", "faction": f, "levels": levels, "points": sum(levels)}
            for f, levels in zip(("knight", "mage", "orc", "viking"),
                                 (knight, mage, orc, viking))]


def scored(p: str, banner: list[str], points: int) -> dict[str, Any]:
    return {"type": "player_scored", "player": p, "banner": banner, "points": points}


def pick(p: str, cell: list[int], card: str) -> dict[str, Any]:
    return {"type": "tiebreak_pick", "player": p, "at": cell, "card": card}


def won(winners: list[str], points: int, how: str) -> dict[str, Any]:
    return {"type": "won", "winners": winners, "points": points, "how": how}


ENDED = {"type": "game_ended"}
TIE_START = at("0,0 piggy", "0,1 knight:2 w", "0,-1 orc:2 w", "1,0 mage:1 c", "-1,0 viking:1 c",
               "1,1 knight:3 c", "-1,-1 orc:3 c")
TIE_ROUND_1 = [pick("Ana", [1, 0], "mage:1"), pick("Ben", [-1, 0], "viking:1"),
               flipped([1, 0], "mage:1", "warrior", "tiebreak"),
               flipped([-1, 0], "viking:1", "warrior", "tiebreak"),
               *factions([2], [1], [2], [1]), scored("Ana", TWO["Ana"], 3),
               scored("Ben", TWO["Ben"], 3),
               {"type": "tie", "players": ["Ana", "Ben"], "points": 3}]

GOLDEN: list[dict[str, Any]] = [
    {
        "name": "mage-frees-the-lock",
        "description": (
            "Worked out by hand from the rules. The Orc 1 at [0,1] is locked. Ana's Mage 1 "
            "goes to [1,1] (one coin: that Orc) and replaces the Orc with her Knight 3, coin "
            "side like the Orc; the Orc goes to her hand and the lock is lifted, so Piggy may "
            "swap with the Knight afterwards (Knight now locked at [0,0]). Ben swaps Piggy "
            "with Ana's Mage first, then his Orc 1 at [0,2] (one coin) turns the Mage to its "
            "coin side. Ana lays her Orc 1 as a coin. Ben's Viking 1 at [-1,1] (3 coins) turns "
            "the Mage back warrior side up. All cards down: Mage 1, Orc 1, Viking 2+1=3. Ana "
            "(Knight+Mage) 1, Ben (Orc+Viking) 4: Ben wins."),
        "scenario": {
            "players": ["Ana", "Ben"], "banners": TWO,
            "grid": at("0,0 piggy", "0,1 orc:1 c", "1,0 viking:2 w"),
            "hands": {"Ana": ["mage:1", "knight:3"], "Ben": ["orc:1", "viking:1"]},
            "deck": [], "turn": "Ana", "piggy_lock": [0, 1],
            "actions": [
                act("Ana", "play", card="mage:1", side="warrior", at=[1, 1],
                    power={"target": [0, 1], "card": "knight:3"},
                    piggy={"when": "after", "with": [0, 1]}),
                act("Ben", "play", card="orc:1", side="warrior", at=[0, 2],
                    power={"target": [0, 1]}, piggy={"when": "before", "with": [1, 1]}),
                act("Ana", "play", card="orc:1", side="coin", at=[-1, 0]),
                act("Ben", "play", card="viking:1", side="warrior", at=[-1, 1],
                    power={"target": [0, 1]})],
        },
        "hand_events": [
            played("Ana", "mage:1", "warrior", [1, 1], 1),
            power("Ana", "mage", [1, 1], [0, 1], "orc:1", "coin"),
            {"type": "card_replaced", "player": "Ana", "at": [0, 1], "old": "orc:1",
             "new": "knight:3", "side": "coin"},
            {"type": "piggy_unlocked", "at": [0, 1], "card": "orc:1"},
            swapped("Ana", "after", [0, 0], [0, 1], "knight:3", "coin"),
            locked([0, 0], "knight:3"),
            swapped("Ben", "before", [0, 1], [1, 1], "mage:1", "warrior"),
            played("Ben", "orc:1", "warrior", [0, 2], 1),
            power("Ben", "orc", [0, 2], [0, 1], "mage:1", "warrior"),
            flipped([0, 1], "mage:1", "coin", "orc"),
            locked([0, 1], "mage:1"),
            played("Ana", "orc:1", "coin", [-1, 0], 1),
            locked(None, None),
            played("Ben", "viking:1", "warrior", [-1, 1], 3),
            power("Ben", "viking", [-1, 1], [0, 1], "mage:1", "coin"),
            flipped([0, 1], "mage:1", "warrior", "viking"),
            ENDED, *factions([], [1], [1], [2, 1]), scored("Ana", TWO["Ana"], 1),
            scored("Ben", TWO["Ben"], 4), won(["Ben"], 4, "score")],
        "hand_result": {"factions": {"knight": 0, "mage": 1, "orc": 1, "viking": 3},
                        "scores": {"Ana": 1, "Ben": 4}, "winners": ["Ben"]},
    },
    {
        "name": "swap-before-pays-the-cost",
        "description": (
            "Worked out by hand from the rules. [1,1] sees one coin (the Mage 1 at [1,2]): too "
            "few for Ana's Knight 2. She first swaps Piggy with the warrior Orc 2 at [0,1]: "
            "Piggy now stands in column 1, two coins, and the Knight 2 goes down warrior side "
            "up (the Orc, now at [0,0], is locked). The Knight shields the Mage at [1,2], so "
            "Ben's Viking 1 at [2,2] cannot turn it; Ben then swaps Piggy with the Knight "
            "(shields do not stop Piggy; the Orc is locked). Knight 2, Orc 2, Viking 1: Ana 2, "
            "Ben 3; Ben wins."),
        "scenario": {
            "players": ["Ana", "Ben"], "banners": TWO,
            "grid": at("0,0 piggy", "0,1 orc:2 w", "1,2 mage:1 c"),
            "hands": {"Ana": ["knight:2"], "Ben": ["viking:1"]}, "deck": [], "turn": "Ana",
            "piggy_lock": None,
            "actions": [
                act("Ana", "play", card="knight:2", side="warrior", at=[1, 1],
                    piggy={"when": "before", "with": [0, 1]}),
                act("Ben", "play", card="viking:1", side="warrior", at=[2, 2],
                    piggy={"when": "after", "with": [1, 1]})],
        },
        "hand_events": [
            swapped("Ana", "before", [0, 0], [0, 1], "orc:2", "warrior"),
            played("Ana", "knight:2", "warrior", [1, 1], 2),
            locked([0, 0], "orc:2"),
            played("Ben", "viking:1", "warrior", [2, 2], 1),
            swapped("Ben", "after", [0, 1], [1, 1], "knight:2", "warrior"),
            locked([0, 1], "knight:2"),
            ENDED, *factions([2], [], [2], [1]), scored("Ana", TWO["Ana"], 2),
            scored("Ben", TWO["Ben"], 3), won(["Ben"], 3, "score")],
        "hand_result": {"factions": {"knight": 2, "mage": 0, "orc": 2, "viking": 1},
                        "scores": {"Ana": 2, "Ben": 3}, "winners": ["Ben"]},
    },
    {
        "name": "three-players-deck-and-skip",
        "description": (
            "Worked out by hand from the rules. Three players, a two-card deck, uneven hands "
            "set by hand. Ana lays a Knight 2 coin and draws the Viking 3; Ben swaps Piggy "
            "with it, lays an Orc 2 warrior at [0,2] (two coins) and draws the Knight 1 (the "
            "Knight 2 is locked); Cleo lays her Mage 3 as a coin and swaps Piggy with the "
            "Orc 2 (deck empty: no draw). Ana's Viking 3 at [0,-2] (three coins in row 0) "
            "turns the Mage warrior side up. Ben lays the Knight 1 coin; Cleo, with no card, "
            "is passed over; Ana's Orc 1 at [1,1] turns the Orc 2 to its coin side. Mage 3, "
            "Orc 1, Viking 3: Ana 3, Ben 4, Cleo (Mage+Viking) 6 wins."),
        "scenario": {
            "players": ["Ana", "Ben", "Cleo"],
            "banners": {**TWO, "Cleo": ["mage", "viking"]},
            "grid": at("0,0 piggy"),
            "hands": {"Ana": ["knight:2", "orc:1"], "Ben": ["orc:2"], "Cleo": ["mage:3"]},
            "deck": ["viking:3", "knight:1"], "turn": "Ana", "piggy_lock": None,
            "actions": [
                act("Ana", "play", card="knight:2", side="coin", at=[0, 1]),
                act("Ben", "play", card="orc:2", side="warrior", at=[0, 2],
                    piggy={"when": "before", "with": [0, 1]}),
                act("Cleo", "play", card="mage:3", side="coin", at=[0, -1],
                    piggy={"when": "after", "with": [0, 2]}),
                act("Ana", "play", card="viking:3", side="warrior", at=[0, -2],
                    power={"target": [0, -1]}),
                act("Ben", "play", card="knight:1", side="coin", at=[1, 0]),
                act("Ana", "play", card="orc:1", side="warrior", at=[1, 1],
                    power={"target": [0, 1]})],
        },
        "hand_events": [
            played("Ana", "knight:2", "coin", [0, 1], 1),
            {"type": "card_drawn", "player": "Ana", "card": "viking:3"},
            swapped("Ben", "before", [0, 0], [0, 1], "knight:2", "coin"),
            played("Ben", "orc:2", "warrior", [0, 2], 2),
            locked([0, 0], "knight:2"),
            {"type": "card_drawn", "player": "Ben", "card": "knight:1"},
            played("Cleo", "mage:3", "coin", [0, -1], 2),
            swapped("Cleo", "after", [0, 1], [0, 2], "orc:2", "warrior"),
            locked([0, 1], "orc:2"),
            played("Ana", "viking:3", "warrior", [0, -2], 3),
            power("Ana", "viking", [0, -2], [0, -1], "mage:3", "coin"),
            flipped([0, -1], "mage:3", "warrior", "viking"),
            locked(None, None),
            played("Ben", "knight:1", "coin", [1, 0], 1),
            {"type": "turn_skipped", "player": "Cleo"},
            played("Ana", "orc:1", "warrior", [1, 1], 1),
            power("Ana", "orc", [1, 1], [0, 1], "orc:2", "warrior"),
            flipped([0, 1], "orc:2", "coin", "orc"),
            ENDED, *factions([], [3], [1], [3]), scored("Ana", TWO["Ana"], 3),
            scored("Ben", TWO["Ben"], 4), scored("Cleo", ["mage", "viking"], 6),
            won(["Cleo"], 6, "score")],
        "hand_result": {"factions": {"knight": 0, "mage": 3, "orc": 1, "viking": 3},
                        "scores": {"Ana": 3, "Ben": 4, "Cleo": 6}, "winners": ["Cleo"]},
    },
    {
        "name": "tiebreak-two-rounds",
        "description": (
            "Worked out by hand from the rules. Every card is down and Ana (Knight 2) and Ben "
            "(Orc 2) tie at 2. Round 1, in seat order: Ana chooses the Mage 1, Ben the Viking "
            "1; both turn warrior side up: 3 all, and coin cards are left, so a second round. "
            "Ana chooses the Knight 3 and Ben the same card (allowed): it turns once. Knight "
            "2+3=5: Ana 6, Ben 3; Ana wins the tie-break."),
        "scenario": {
            "players": ["Ana", "Ben"], "banners": TWO, "grid": TIE_START, "hands": {},
            "deck": [], "turn": "Ana", "piggy_lock": None,
            "actions": [act("Ana", "flip", at=[1, 0]), act("Ben", "flip", at=[-1, 0]),
                        act("Ana", "flip", at=[1, 1]), act("Ben", "flip", at=[1, 1])],
        },
        "hand_events": [
            *TIE_ROUND_1, pick("Ana", [1, 1], "knight:3"), pick("Ben", [1, 1], "knight:3"),
            flipped([1, 1], "knight:3", "warrior", "tiebreak"),
            *factions([3, 2], [1], [2], [1]), scored("Ana", TWO["Ana"], 6),
            scored("Ben", TWO["Ben"], 3), won(["Ana"], 6, "tiebreak")],
        "hand_result": {"factions": {"knight": 5, "mage": 1, "orc": 2, "viking": 1},
                        "scores": {"Ana": 6, "Ben": 3}, "winners": ["Ana"]},
    },
    {
        "name": "tiebreak-shared",
        "description": (
            "Worked out by hand from the rules. The same tie as tiebreak-two-rounds and the "
            "same first round (3 all). In the second round Ana chooses the Knight 3 and Ben "
            "the Orc 3: 6 all, and no coin card other than Piggy is left, so Ana and Ben share "
            "the win."),
        "scenario": {
            "players": ["Ana", "Ben"], "banners": TWO, "grid": TIE_START, "hands": {},
            "deck": [], "turn": "Ana", "piggy_lock": None,
            "actions": [act("Ana", "flip", at=[1, 0]), act("Ben", "flip", at=[-1, 0]),
                        act("Ana", "flip", at=[1, 1]), act("Ben", "flip", at=[-1, -1])],
        },
        "hand_events": [
            *TIE_ROUND_1, pick("Ana", [1, 1], "knight:3"), pick("Ben", [-1, -1], "orc:3"),
            flipped([1, 1], "knight:3", "warrior", "tiebreak"),
            flipped([-1, -1], "orc:3", "warrior", "tiebreak"),
            *factions([3, 2], [1], [3, 2], [1]), scored("Ana", TWO["Ana"], 6),
            scored("Ben", TWO["Ben"], 6), won(["Ana", "Ben"], 6, "shared")],
        "hand_result": {"factions": {"knight": 5, "mage": 1, "orc": 5, "viking": 1},
                        "scores": {"Ana": 6, "Ben": 6}, "winners": ["Ana", "Ben"]},
    },
]


def main() -> int:
    for golden in GOLDEN:
        out = run_json(golden["scenario"])
        if out["events"] != golden["hand_events"] or out["result"] != golden["hand_result"]:
            for i, (mine, theirs) in enumerate(zip(golden["hand_events"], out["events"])):
                if mine != theirs:
                    print(f"{golden['name']}: event {i}: by hand {mine}, engine {theirs}")
                    break
            print(f"{golden['name']}: the engine disagrees with the outcome worked out by "
                  f"hand (result {out['result']}); nothing written", file=sys.stderr)
            return 1
        data = {"name": golden["name"], "description": golden["description"],
                "scenario": golden["scenario"], "expected": out}
        path = OUT / f"{golden['name']}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
