"""Write the golden playthroughs of tests/pdbmv/golden/ (``python tests/pdbmv/golden/regenerate.py``).

Each file is ``{"name", "description", "scenario", "expected"}`` where ``expected`` is
``engine.pdbmv.run_json(scenario)``. The hand-written scenarios say in their description
what the rules require; the bot-played games are whole games from ``new_game`` with their full
action log. After regenerating, read the diff and check every changed outcome against the
description and the rules before committing: these files pin the engine's behaviour, so a
regenerated file is only as right as that check.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.pdbmv import new_game, to_json  # noqa: E402
from engine.pdbmv.bots import make_bot  # noqa: E402
from engine.pdbmv import run_json  # noqa: E402

OUT = Path(__file__).resolve().parent
FAVOR = ["axe", "feather", "scroll", "crown", "sword", "relic"]
"""Spaces 0..5 (worth 1 1 2 2 3 4) of every hand-written scenario's starting track."""


def act(player: str, do: str, **details: Any) -> dict[str, Any]:
    return {"player": player, "do": do, **details}


HAND_WRITTEN: list[dict[str, Any]] = [
    {
        "name": "refill-wraps-around-the-stalls",
        "description": (
            "Ana bribes scroll with 2 scrolls and a Wild: the scroll token moves 3 spaces from "
            "space 2 to the last space 5 (exactly, not capped), pushing crown 3->2, sword 4->3 "
            "and relic 5->4. The refill deals axe to stall 3, feather 2, crown 1, sword 0, then "
            "wraps: relic 3, axe 2, scroll 1, where the matching scroll stops it (7 cards). The "
            "deck keeps wild, crown. Ben then draws the Wild; the game goes on (no result)."),
        "scenario": {
            "players": ["Ana", "Ben"], "favor": FAVOR,
            "deck": ["axe", "feather", "crown", "sword", "relic", "axe", "scroll", "wild",
                     "crown"],
            "market": {"3": ["relic"], "2": [], "1": ["sword"], "0": []},
            "hands": {"Ana": ["scroll", "scroll", "wild"], "Ben": ["crown", "feather"]},
            "bribes": {}, "discard": [], "turn": "Ana",
            "actions": [act("Ana", "bribe", treasure="scroll", cards=["scroll", "scroll", "wild"]),
                        act("Ben", "draw")],
        },
    },
    {
        "name": "refill-ends-the-game",
        "description": (
            "Ana adds a feather to her feather bribe: feather moves 1->2, pushing scroll 2->1. "
            "The refill deals axe to stall 3, relic to 2, scroll to 1 and the deck is out "
            "before any feather or Wild: the game ends at once (refill_deck_out, Ana). Hand "
            "cards join bribes of their type: Ana's feather (3 feathers in all), Ben's crown "
            "(3 crowns), Cy's sword (sword, Wild, sword); Ana's axe and Ben's Wild stay in hand. "
            "Values: axe 1, scroll 1, feather 2, crown 2, sword 3, relic 4. Ana 3x2-1 = 5, "
            "Ben 3x2-2 = 4, Cy 3x3 = 9: Cy wins, then Ana, then Ben."),
        "scenario": {
            "players": ["Ana", "Ben", "Cy"], "favor": FAVOR,
            "deck": ["axe", "relic", "scroll"], "market": {"0": ["scroll"]},
            "hands": {"Ana": ["feather", "feather", "axe"], "Ben": ["crown", "wild"],
                      "Cy": ["sword"]},
            "bribes": {"Ana": {"feather": ["feather"]}, "Ben": {"crown": ["crown", "crown"]},
                       "Cy": {"sword": ["sword", "wild"]}},
            "discard": [], "turn": "Ana",
            "actions": [act("Ana", "bribe", treasure="feather", cards=["feather"])],
        },
    },
    {
        "name": "curse-pushes-tokens",
        "description": (
            "Ana buys stall 3 (crown, crown) paying relic, sword and a Wild, and curses relic: "
            "relic moves 3 spaces left, 5->2, and the tokens it passes move one space right: "
            "sword 4->5, crown 3->4, scroll 2->3. Ben buys stall 1 (axe) with a scroll and "
            "curses scroll: scroll 3->2, relic 2->3. The four paid cards are in the discard. "
            "Final track: axe, feather, scroll, relic, crown, sword. The game goes on."),
        "scenario": {
            "players": ["Ana", "Ben"], "favor": FAVOR, "deck": ["wild"],
            "market": {"3": ["crown", "crown"], "2": ["feather"], "1": ["axe"], "0": []},
            "hands": {"Ana": ["relic", "relic", "sword", "wild"], "Ben": ["axe", "scroll"]},
            "bribes": {}, "discard": [], "turn": "Ana",
            "actions": [act("Ana", "buy", stall=3, pay=["relic", "sword", "wild"], curse="relic"),
                        act("Ben", "buy", stall=1, pay=["scroll"], curse="scroll")],
        },
    },
    {
        "name": "bribe-capped-at-the-last-space",
        "description": (
            "Ana adds 2 swords and 2 Wilds to her sword bribe: 4 steps from space 4, capped at "
            "the last space 5 (relic pushed 5->4). The refill still happens: feather to stall "
            "3, sword to stall 2 stops it. Ben bribes relic: relic 4->5, sword pushed 5->4; "
            "refill: relic to stall 3 stops it. Ana draws the last card (a Wild): the game "
            "goes on. Ben chooses to draw from the empty deck: the game ends (draw_deck_empty, "
            "Ben). Sword is worth 3, relic 4. Ana: 5 sword-bribe cards x3 = 15, Wild in hand "
            "-2 = 13. Ben: relic 1x4 = 4. Ana wins."),
        "scenario": {
            "players": ["Ana", "Ben"], "favor": FAVOR,
            "deck": ["feather", "sword", "relic", "wild"], "market": {},
            "hands": {"Ana": ["sword", "sword", "wild", "wild"], "Ben": ["relic"]},
            "bribes": {"Ana": {"sword": ["sword"]}}, "discard": [], "turn": "Ana",
            "actions": [act("Ana", "bribe", treasure="sword",
                            cards=["sword", "sword", "wild", "wild"]),
                        act("Ben", "bribe", treasure="relic", cards=["relic"]),
                        act("Ana", "draw"), act("Ben", "draw")],
        },
    },
    {
        "name": "tiebreak-two-spaces-down",
        "description": (
            "Ana draws the last card (axe); Ben draws from the empty deck and the game ends. "
            "Ana's axe joins her axe bribe (3 axes). Ana: relic 4 + sword 3 + axe 3x1 = 10. "
            "Ben: relic 4 + sword 3 + crown 2x2 (crown and Wild) = 11, feather in hand -1 = 10. "
            "Tied at 10: at the rightmost space (relic) both have 1 card, at space 4 (sword) "
            "both 1, at space 3 (crown) Ana 0 and Ben 2: Ben wins, Ana second."),
        "scenario": {
            "players": ["Ana", "Ben"], "favor": FAVOR, "deck": ["axe"], "market": {},
            "hands": {"Ana": [], "Ben": ["feather"]},
            "bribes": {"Ana": {"relic": ["relic"], "sword": ["sword"], "axe": ["axe", "axe"]},
                       "Ben": {"relic": ["relic"], "sword": ["sword"],
                               "crown": ["crown", "wild"]}},
            "discard": [], "turn": "Ana",
            "actions": [act("Ana", "draw"), act("Ben", "draw")],
        },
    },
    {
        "name": "shared-win",
        "description": (
            "Ana starts a scroll bribe: scroll moves 2->3, crown pushed 3->2 (both spaces are "
            "worth 2). The refill deals relic to stall 3 and the deck is out: the game ends "
            "(refill_deck_out, Ana). Ana: crown 2x2 + scroll 1x2 = 6. Cy: crown 2x2 + scroll "
            "1x2 = 6. Ben: sword 1x3 - Wild 2 = 1. Ana and Cy have the same bribe counts at "
            "every space from the rightmost (relic 0, sword 0, scroll 1, crown 2, feather 0, "
            "axe 0): they share first place and both win; Ben comes after them."),
        "scenario": {
            "players": ["Ana", "Ben", "Cy"], "favor": FAVOR, "deck": ["relic"], "market": {},
            "hands": {"Ana": ["scroll"], "Ben": ["wild"], "Cy": []},
            "bribes": {"Ana": {"crown": ["crown", "wild"]}, "Ben": {"sword": ["sword"]},
                       "Cy": {"crown": ["crown", "crown"], "scroll": ["scroll"]}},
            "discard": [], "turn": "Ana",
            "actions": [act("Ana", "bribe", treasure="scroll", cards=["scroll"])],
        },
    },
    {
        "name": "buy-at-stall-0",
        "description": (
            "Ana, with an empty hand, takes stall 0 (Wild, relic) for free: nothing is paid, "
            "nothing is cursed, the track and the discard do not change. Ben buys stall 1 "
            "(crown) with an axe and curses axe, which is already on the first space and stays "
            "there; the axe goes to the discard. Ana draws the last card (sword): drawing the "
            "last card does not end the game."),
        "scenario": {
            "players": ["Ana", "Ben"], "favor": FAVOR, "deck": ["sword"],
            "market": {"0": ["wild", "relic"], "1": ["crown"]},
            "hands": {"Ana": [], "Ben": ["axe", "wild"]}, "bribes": {}, "discard": [],
            "turn": "Ana",
            "actions": [act("Ana", "buy", stall=0), act("Ben", "buy", stall=1, pay=["axe"],
                                                        curse="axe"),
                        act("Ana", "draw")],
        },
    },
]

BOT_GAMES = [
    {"name": "full-game-3-players-random", "players": 3, "seed": 2024, "bots": ["random"] * 3},
    {"name": "full-game-2-players-greedy-vs-random", "players": 2, "seed": 7,
     "bots": ["greedy", "random"]},
]


def bot_game(name: str, players: int, seed: int, bots: list[str]) -> dict[str, Any]:
    """A whole game from ``new_game(players, seed)``, every action chosen by the bots."""
    state = new_game(players, seed)
    scenario = to_json(state)
    seats = [make_bot(bot, seed * 31 + i) for i, bot in enumerate(bots)]
    actions = []
    while not state.is_over:
        action = seats[state.turn].choose(state)
        actions.append({"player": state.player, **action.to_json()})
        state.apply(action)
    scenario["actions"] = actions
    return {
        "name": name,
        "description": (
            f"A complete {players}-player game from new_game({players}, seed={seed}), every "
            f"action chosen by the bots ({', '.join(bots)}; bot seed = {seed} * 31 + seat). "
            "It pins whole-game behaviour; the test re-scores the final state independently "
            "from the rules (joining, bribe and hand values, tie-breaks)."),
        "scenario": scenario,
    }


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    games = [*HAND_WRITTEN, *(bot_game(**g) for g in BOT_GAMES)]
    for game in games:
        game["expected"] = run_json(game["scenario"])
        path = OUT / f"{game['name']}.json"
        path.write_text(json.dumps(game, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
