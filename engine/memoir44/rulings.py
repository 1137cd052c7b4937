"""The rulings of Memoir '44's battle dice: each a stable id, a section of every language's
rulings page and a test ``test_<id>`` under ``tests/memoir44/``.

Sources: the help page of the seed (the newest revision, 2022-04-20, and its history back to the
English draft of 2022-04-08: dice by range, what each symbol does, retreats, terrain that cuts
dice, "only the strongest reduction"); the published rules (Memoir '44, Days of Wonder, 2004)
for what the page leaves out: the six faces of a die, how much each terrain cuts. The history
matters: the revision of 2022-04-08T22:08:48Z turned the draft's "An ordered unit does not have
to move" into a second "need not battle", so the newest page no longer says a unit may stay put
(``ordered-need-not-move``). :data:`READINGS` are this site's own choices, marked on the pages.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    SIX_FACES = "six-faces"
    """A battle die has six faces: two infantry, one armour, one grenade, one star, one flag."""
    WHAT_HITS = "what-hits"
    """An infantry face hits infantry, an armour face hits armour, a grenade hits any unit;
    each hit removes one figure, and the last figure removed is a medal for the attacker."""
    STAR_MISSES = "star-misses"
    """A star does nothing in the base game (a few tactic cards give it a use)."""
    FLAGS_RETREAT = "flags-retreat"
    """After the hits, each flag moves the target one hex back towards its own side; a retreat
    it cannot make costs it one figure instead."""
    RANGE_DICE = "range-dice"
    """Dice by distance: infantry 3, 2, 1 (1 to 3 hexes), armour 3, 3, 3, artillery 3, 3, 2, 2,
    1, 1 (1 to 6 hexes); farther is out of range."""
    TERRAIN_CUTS = "terrain-cuts"
    """Terrain under the target cuts the dice of an attacking infantry or armour unit."""
    ARTILLERY_IGNORES_TERRAIN = "artillery-ignores-terrain"
    """Terrain does not cut an artillery unit's dice."""
    STRONGEST_CUT = "strongest-cut"
    """An obstacle on terrain: only the strongest of the two cuts counts, they do not add up."""
    IGNORE_FIRST_FLAG = "ignore-first-flag"
    """A unit behind sandbags may ignore the first flag rolled against it."""
    ORDERED_NEED_NOT_MOVE = "ordered-need-not-move"
    """An ordered unit does not have to move (lost from the page in 2022, see the module)."""
    ORDERED_NEED_NOT_BATTLE = "ordered-need-not-battle"
    """An ordered unit does not have to battle."""
    NO_DICE_NO_BATTLE = "no-dice-no-battle"
    """Cut to no dice, the attack is not made: nothing is rolled, nothing happens."""


READINGS: frozenset[str] = frozenset({Ruling.NO_DICE_NO_BATTLE.value})
"""Rulings that are this site's reading (the pages mark them "our reading")."""
