"""The worked examples of the Goblin Hood pages, as data: the unit tests and the browser tests
drive the same positions the pages show (``tests/goblinhood/widgets/test_pages_examples.py``
checks that each page's fence holds exactly these)."""

from __future__ import annotations

from typing import Any

PLACEMENTS: dict[str, Any] = {
    "players": ["Ana", "Ben"],
    "trail": [{"colour": "red", "card": "c9"}, {"colour": "blue", "card": "c9"}],
    "hands": {"Ana": ["c17", "c31"], "Ben": ["c1", "c2"]},
    "treasures": {"Ana": ["c10"], "Ben": ["c11"]},
    "deck": ["c3", "c4", "c5"], "turn": "Ana"}
"""laying.md: the trail c9 (red, blue); Ana holds c17 (yellow, blue) and c31 (multi, red)."""

LAY: dict[str, Any] = {
    "players": ["Ana", "Ben", "Chen"],
    "trail": [{"colour": "red", "card": "c9"}, {"colour": "blue", "card": "c9"}],
    "hands": {"Ana": ["c2", "c18"], "Ben": ["c25", "c19"], "Chen": ["c3", "c20"]},
    "treasures": {"Ana": ["c10"], "Ben": ["c11"], "Chen": ["c12"]},
    "deck": ["c5", "c6", "c7", "c8"], "turn": "Ben",
    "actions": [{"player": "Ben", "do": "play", "card": "c25", "end": "left", "cover": 0}]}
"""turn.md: Ben lays c25 (red, red) over the red left end of c9, draws, and Chen plays next."""

AMBUSH: dict[str, Any] = {
    "players": ["Ana", "Ben", "Chen"],
    "trail": [{"colour": "red", "card": "c1"}, {"colour": "yellow", "card": "c1"}],
    "hands": {"Ana": ["c26", "c2"], "Ben": ["c29", "c30"], "Chen": ["c3", "c18"]},
    "treasures": {"Ana": ["c10"], "Ben": ["c11"], "Chen": ["c12"]},
    "deck": ["c5", "c6", "c7"], "turn": "Ana",
    "actions": [{"player": "Ana", "do": "play", "card": "c26", "end": "left", "cover": 0}]}
"""ambush.md: the ends stay red and yellow; Ben holds c29 and c30 (blue, blue): ambushed."""

CYCLE: dict[str, Any] = {
    "players": ["Ana", "Ben", "Chen", "Dana"],
    "trail": [{"colour": "yellow", "card": "c1"}, {"colour": "red", "card": "c1"},
              {"colour": "blue", "card": "c17"}, {"colour": "yellow", "card": "c17"}],
    "buried": ["c9"],
    "hands": {"Ana": ["c24", "c2"], "Ben": ["c18", "c3"], "Chen": ["c19", "c4"],
              "Dana": ["c20", "c5"]},
    "treasures": {"Ana": ["c10"], "Ben": ["c11"], "Chen": ["c12"], "Dana": ["c13"]},
    "deck": ["c6"], "turn": "Ana",
    "reshuffle": [["c1", "c9", "c17"]],
    "actions": [{"player": "Ana", "do": "play", "card": "c24", "end": "right", "cover": 0}]}
"""cycles.md (3 of its 4 seats at first): Ana lays c24 over the yellow right end and draws the
last card; c1, c9 and c17 become the new deck and c24 alone is the trail."""

SCORING: dict[str, Any] = {
    "players": ["Ana", "Ben", "Chen"],
    "trail": [{"colour": "yellow", "card": "c21"}, {"colour": "blue", "card": "c21"}],
    "hands": {"Ana": ["c3", "c22"], "Ben": [], "Chen": ["c35", "c6"]},
    "treasures": {"Ana": ["c10"], "Chen": ["c27"]},
    "out": ["Ben"], "deck": ["c4"], "cycles_left": 0, "turn": "Ana",
    "actions": [{"player": "Ana", "do": "play", "card": "c22", "end": "right", "cover": 1}]}
"""round-end.md: Ben was ambushed; Ana draws the last card, and Ana and Chen tie on 5 gold and
3 cards: the round is replayed."""

CONFIGS: dict[str, dict[str, Any]] = {
    "placements": {"widget": "placements", "scenario": PLACEMENTS},
    "lay": {"widget": "lay", "scenario": LAY},
    "ambush": {"widget": "ambush", "players": 3, "scenario": AMBUSH},
    "cycle": {"widget": "cycle", "players": 3, "scenario": CYCLE},
    "scoring": {"widget": "scoring", "scenario": SCORING},
}
"""Each kind's fence config, as every page language writes it."""

PAGES = {"placements": "laying", "lay": "turn", "ambush": "ambush", "cycle": "cycles",
         "scoring": "round-end"}
"""The page of each kind's worked example."""
