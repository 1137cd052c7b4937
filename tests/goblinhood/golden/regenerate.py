"""Write the golden playthroughs of tests/goblinhood/golden/
(``python tests/goblinhood/golden/regenerate.py``).

Each file is ``{"name", "description", "scenario", "expected"}`` where ``expected`` is
``engine.goblinhood.run_json(scenario)``. The hand-made scenarios say in their description
what the rules make of them, worked out by hand before the engine ran them; the bot-played
match is a whole match from ``new_game`` with its action log. After regenerating, read the
diff and check every changed outcome against the description and the rules: these files pin
the engine's behaviour, so a regenerated file is only as right as that check.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.goblinhood import new_game, run_json, to_json  # noqa: E402
from engine.goblinhood.bots import make_bot  # noqa: E402
from tests.goblinhood.testkit import cards, lay, play  # noqa: E402

OUT = Path(__file__).resolve().parent


CARDS = cards(t="red blue 1", ry="red yellow 1", bb="blue blue 3", yy="yellow yellow 3",
              y2="yellow yellow 1", y3="yellow yellow 2", y4="yellow yellow 1",
              my="multi yellow 0", mr="multi red 0", cy1="blue red 1", cy2="yellow red 2",
              rr="red red 3", x1="red red 2", x2="blue yellow 1", x3="yellow blue 2",
              d1="red blue 1", d2="yellow blue 1", d3="red yellow 2", z1="yellow red 2")
"""The hand-made scenarios' cards; the ones a scenario does not place were removed at setup."""

HAND_MADE: list[dict[str, Any]] = [
    {
        "name": "ambush-ends-a-two-player-round",
        "description": (
            "Worked out by hand. The trail is red | blue. Ana lays bb (blue | blue) with its "
            "first square over the blue right end; the new right end is blue again. She draws "
            "d1. Ben's turn starts with yy and y2, both yellow on both squares: neither fits "
            "red or blue either way round, so Ben is ambushed and out. Ana is the only player "
            "left: she wins the round at once, without a count, and with it the 1-win match. "
            "The result lists Ana alone: x1 (2) + ry (1) + d1 (1) = 4 gold in 3 cards."),
        "scenario": {
            "players": ["Ana", "Ben"], "cards": CARDS, "trail": lay("red:t", "blue:t"),
            "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "y2"]},
            "treasures": {"Ana": ["x1"], "Ben": ["x2"]}, "deck": ["d1", "d2", "d3"],
            "turn": "Ana", "actions": [play("Ana", "bb", "right", 0)]},
    },
    {
        "name": "deck-cycle-in-the-order-given",
        "description": (
            "Worked out by hand. Three players owe one deck cycle. Ana lays ry red over the "
            "red left end (new left end yellow) and draws d1. Ben lays yy over the yellow "
            "left end (new left end yellow) and draws d2, the last card: the cycle is owed, "
            "so the goblin counter is set out, and every trail card but yy (ry and t, in trail "
            "order) becomes the new deck, here in the order reshuffle gives: t on top, then ry. "
            "yy alone is the trail, yellow | yellow. Cy lays cy2 yellow over the yellow right "
            "end (new right end red) and draws t. Ana lays d1 red over the red right end (new "
            "right end blue) and draws ry, the last card, with no cycle owed: the round ends. "
            "Count: Ana x1 2 + bb 3 + ry 1 = 6, Ben x2 1 + my 0 + d2 1 = 2, Cy x3 2 + cy1 1 + "
            "t 1 = 4. Ana has the most gold and wins the round and the match."),
        "scenario": {
            "players": ["Ana", "Ben", "Cy"], "cards": CARDS, "trail": lay("red:t", "blue:t"),
            "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "my"], "Cy": ["cy1", "cy2"]},
            "treasures": {"Ana": ["x1"], "Ben": ["x2"], "Cy": ["x3"]}, "deck": ["d1", "d2"],
            "cycles_left": 1, "reshuffle": [["t", "ry"]], "turn": "Ana",
            "actions": [play("Ana", "ry", "left", 0), play("Ben", "yy", "left", 1),
                        play("Cy", "cy2", "right", 0), play("Ana", "d1", "right", 0)]},
    },
    {
        "name": "tie-on-gold-goes-to-the-most-cards",
        "description": (
            "Worked out by hand. Two players, no cycle owed, one card in the deck. Ana lays ry "
            "red over the red left end and draws d1, the last card: the round ends. Count: Ana "
            "x1 2 + bb 3 + d1 1 = 6 gold in 3 cards; Ben x2 1 + z1 2 + yy 3 + my 0 = 6 gold in "
            "4 cards (two treasures). Tied on gold, Ben holds more cards and wins."),
        "scenario": {
            "players": ["Ana", "Ben"], "cards": CARDS, "trail": lay("red:t", "blue:t"),
            "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "my"]},
            "treasures": {"Ana": ["x1"], "Ben": ["x2", "z1"]}, "deck": ["d1"],
            "turn": "Ana", "actions": [play("Ana", "ry", "left", 0)]},
    },
    {
        "name": "full-tie-waits-for-a-new-deal",
        "description": (
            "Worked out by hand. As in the tie on gold, but Ben's treasure is rr (3): Ana 6 "
            "gold in 3 cards, Ben rr 3 + yy 3 + my 0 = 6 gold in 3 cards. Tied on gold and on "
            "cards: nobody wins, no round win is counted, and the round waits in phase "
            "round-over for Ana (who drew the last card) to deal it again. round_winner is "
            "\"tie\"."),
        "scenario": {
            "players": ["Ana", "Ben"], "cards": CARDS, "trail": lay("red:t", "blue:t"),
            "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "my"]},
            "treasures": {"Ana": ["x1"], "Ben": ["rr"]}, "deck": ["d1"],
            "turn": "Ana", "actions": [play("Ana", "ry", "left", 0)]},
    },
    {
        "name": "two-win-match-first-win-asks-for-a-marker",
        "description": (
            "Worked out by hand. A 2-win match of three. Ana lays bb over the blue right end "
            "and draws d1. Ben (yy, y2) and then Cy (y3, y4) hold only yellow: each is "
            "ambushed at the start of their turn, in seat order, and Ana is left alone. She "
            "wins the round unscored: 1 win of the 2 needed. Ben, next clockwise after her, "
            "must set one card face down beside her as the marker, picked for the losers among "
            "the cards played on the trail (t and bb); the match waits for him."),
        "scenario": {
            "players": ["Ana", "Ben", "Cy"], "cards": CARDS, "trail": lay("red:t", "blue:t"),
            "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "y2"], "Cy": ["y3", "y4"]},
            "treasures": {"Ana": ["x1"], "Ben": ["x2"], "Cy": ["x3"]},
            "deck": ["d1", "d2", "d3"], "target": 2, "turn": "Ana",
            "actions": [play("Ana", "bb", "right", 0)]},
    },
    {
        "name": "second-round-win-takes-the-match",
        "description": (
            "Worked out by hand. Round 3 of a 2-win match: each player has won a round and "
            "holds the marker the other gave (y4 beside Ana, z1 beside Ben). No cycle is owed "
            "in a two-player round, one card is left. Ben lays cy1 blue over the blue right "
            "end (new right end red) and draws d1, the last card: the round ends. Count: Ana "
            "x1 2 + ry 1 + bb 3 = 6, Ben x2 1 + cy2 2 + d1 1 = 4. Ana wins the round: her "
            "second win, so she turns her treasure x1 face up and takes the match; no marker "
            "is due."),
        "scenario": {
            "players": ["Ana", "Ben"], "cards": CARDS, "trail": lay("red:t", "blue:t"),
            "hands": {"Ana": ["ry", "bb"], "Ben": ["cy1", "cy2"]},
            "treasures": {"Ana": ["x1"], "Ben": ["x2"]}, "deck": ["d1"], "turn": "Ben",
            "round": 3, "target": 2, "wins": {"Ana": 1, "Ben": 1},
            "markers": {"Ana": ["y4"], "Ben": ["z1"]},
            "actions": [play("Ben", "cy1", "right", 0)]},
    },
    {
        "name": "multicolour-on-both-sides",
        "description": (
            "Worked out by hand. The trail is multicolour | red (card mr). Ana lays bb blue "
            "over the multicolour left end: a multicolour end takes any colour. Ben lays my "
            "with its multicolour square over the blue left end: a multicolour square covers "
            "any colour; its yellow square is the new left end. Ana then lays ry yellow over "
            "yellow; its red square is the new left end, and the right end is still mr's "
            "red. Ben now holds yy and d2 (drawn): yellow, yellow, yellow, blue, none red, so "
            "his turn starts with an ambush and Ana, left alone, wins the round and the match "
            "with one card still in the deck. Her 5 gold: x1 2 + d1 1 + d3 2."),
        "scenario": {
            "players": ["Ana", "Ben"], "cards": CARDS, "trail": lay("multi:mr", "red:mr"),
            "hands": {"Ana": ["ry", "bb"], "Ben": ["yy", "my"]},
            "treasures": {"Ana": ["x1"], "Ben": ["x2"]}, "deck": ["d1", "d2", "d3", "z1"],
            "turn": "Ana",
            "actions": [play("Ana", "bb", "left", 0), play("Ben", "my", "left", 0),
                        play("Ana", "ry", "left", 1)]},
    },
]


def bot_match(name: str, players: int, seed: int, bots: list[str], wins: int) -> dict[str, Any]:
    """A whole match from ``new_game`` played by bots, as a scenario with its action log."""
    state = new_game(players, seed, wins=wins)
    start = to_json(state)
    seats = [make_bot(bot, seed * 31 + i) for i, bot in enumerate(bots)]
    actions = []
    while not state.is_over:
        player = state.current_player
        action = seats[state.turn].choose(state)
        actions.append({"player": player, **action.to_json()})
        state.apply(action)
    return {"name": name,
            "description": (f"A whole {wins}-win match of {players} from new_game(seed={seed}), "
                            f"bots {', '.join(bots)}; the demonstration deck. Its moves come "
                            "from the bots, not from a hand-made plan: test_golden re-counts "
                            "every round's gold and checks the match against the rules."),
            "scenario": {**start, "actions": actions}}


def main() -> None:
    games = [*HAND_MADE,
             bot_match("whole-match-3-players-2-wins", 3, 11, ["greedy", "random", "random"],
                       2)]
    for game in games:
        data = {"name": game["name"], "description": game["description"],
                "scenario": game["scenario"], "expected": run_json(game["scenario"])}
        path = OUT / f"{game['name']}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
