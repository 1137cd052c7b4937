"""The battle dice of Memoir '44, counted exactly, and the dice an attack rolls.

A die has six faces (``six-faces``): two infantry, one armour, one grenade, one star, one
flag. Which faces hit depends on the target (``what-hits``): infantry is hit by its two faces
and the grenade (3 of 6), armour by its face and the grenade (2 of 6), artillery by the grenade
alone (1 of 6); a star hits nothing (``star-misses``); a flag is a retreat, not a hit
(``flags-retreat``). The dice are independent, so the number of hits of ``n`` dice follows a
binomial law, and so does the number of flags; both are computed with
:class:`~fractions.Fraction`, so the chances are exact until the calculator writes them as
floats.

How many dice an attack rolls: the attacker's type and the distance in hexes
(``range-dice``), minus the cut of the terrain under the target for infantry and armour
(``terrain-cuts``; artillery is never cut, ``artillery-ignores-terrain``); with an obstacle on
the terrain only the strongest cut counts (``strongest-cut``).
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

FACES: tuple[str, ...] = ("infantry", "infantry", "armor", "grenade", "star", "flag")
"""The six faces of a battle die (``six-faces``)."""
UNITS: tuple[str, ...] = ("infantry", "armor", "artillery")
"""Unit types, as attacker or target."""
HITTING: dict[str, frozenset[str]] = {
    "infantry": frozenset({"infantry", "grenade"}),
    "armor": frozenset({"armor", "grenade"}),
    "artillery": frozenset({"grenade"}),
}
"""The faces that hit each target type (``what-hits``)."""
RANGE: dict[str, tuple[int, ...]] = {
    "infantry": (3, 2, 1),
    "armor": (3, 3, 3),
    "artillery": (3, 3, 2, 2, 1, 1),
}
"""Dice of each attacker at distance 1, 2, 3... hexes (``range-dice``)."""
MAX_DISTANCE = max(len(dice) for dice in RANGE.values())
"""The longest range: artillery's six hexes."""
FIGURES: dict[str, int] = {"infantry": 4, "armor": 3, "artillery": 2}
"""Figures of a full unit of each type (published rules; elite armour has 4)."""
MAX_FIGURES = 4
"""The largest unit: four figures (infantry, elite armour)."""

TERRAINS: dict[str, tuple[int, int]] = {
    "clear": (0, 0),
    "forest": (1, 2),
    "hedgerow": (1, 2),
    "hill": (1, 1),
    "town": (1, 2),
    "bunker": (1, 2),
}
"""Dice an infantry and an armour attacker lose against a target on each terrain
(``terrain-cuts``; published rules' terrain cards: the page names the cards, not the values)."""
OBSTACLES: dict[str, tuple[int, int]] = {"none": (0, 0), "sandbags": (1, 1)}
"""An obstacle on the target's hex, and its own cut (infantry, armour)."""
FLAG_IGNORED: dict[str, int] = {"none": 0, "sandbags": 1}
"""Flags an obstacle lets the target ignore (``ignore-first-flag``)."""
TERRAIN_FLAG_IGNORED: dict[str, int] = {"bunker": 1}
"""Flags a terrain lets the target ignore: a bunker, like sandbags (``ignore-first-flag``;
the publisher's bunker card as quoted by the site's sources; the help page names neither)."""


def ignored_flags(terrain: str, obstacle: str = "none") -> int:
    """Flags the target may ignore on ``terrain`` with ``obstacle``: the larger of the two (a
    unit ignores the first flag once, not once per obstacle)."""
    return max(FLAG_IGNORED[obstacle], TERRAIN_FLAG_IGNORED.get(terrain, 0))


def hit_faces(target: str) -> int:
    """The faces of a die that hit a unit of type ``target`` (``what-hits``)."""
    return sum(1 for face in FACES if face in HITTING[target])


def hit_chance(target: str) -> Fraction:
    """The chance one die hits a unit of type ``target``."""
    return Fraction(hit_faces(target), len(FACES))


def flag_chance() -> Fraction:
    return Fraction(FACES.count("flag"), len(FACES))


def binomial(n: int, p: Fraction) -> list[Fraction]:
    """P(k successes) for k = 0..n, with n independent dice each succeeding with chance p."""
    return [comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]


def hits(n: int, target: str) -> list[Fraction]:
    """P(k hits) on a ``target`` unit for k = 0..n, rolling ``n`` dice."""
    return binomial(n, hit_chance(target))


def flags(n: int) -> list[Fraction]:
    """P(k flags) for k = 0..n."""
    return binomial(n, flag_chance())


def at_least(chances: list[Fraction], k: int) -> Fraction:
    """P(at least ``k``) of a distribution given as P(0), P(1), ..."""
    return sum(chances[k:], Fraction(0))


def base_dice(unit: str, distance: int) -> int:
    """Dice of ``unit`` at ``distance`` hexes before terrain; 0 out of range."""
    table = RANGE[unit]
    return table[distance - 1] if 1 <= distance <= len(table) else 0


def cut(unit: str, terrain: str, obstacle: str = "none") -> int:
    """Dice the terrain and obstacle under the target take from ``unit`` (the strongest of the
    two; none for artillery)."""
    if unit == "artillery":
        return 0
    column = 0 if unit == "infantry" else 1
    return max(TERRAINS[terrain][column], OBSTACLES[obstacle][column])


def dice(unit: str, distance: int, terrain: str = "clear", obstacle: str = "none") -> int:
    """Dice rolled: the range's dice minus the cut, never below 0 (``no-dice-no-battle``)."""
    return max(0, base_dice(unit, distance) - cut(unit, terrain, obstacle))


def retreats(flag_chances: list[Fraction], ignored: int) -> list[Fraction]:
    """P(k hexes of retreat) when the first ``ignored`` flags are ignored."""
    if ignored <= 0:
        return list(flag_chances)
    kept = len(flag_chances) - ignored
    if kept <= 0:
        return [Fraction(1)]
    head = sum(flag_chances[:ignored + 1], Fraction(0))
    return [head, *flag_chances[ignored + 1:]]


def blocked_retreat(figures: int, hit: int, flag: int, ignored: int, free: int) -> dict[str, int]:
    """One attack's outcome for the target, step by step (``flags-retreat``): the hits first
    (a unit with no figure left is gone and never retreats), then the flags less the ignored
    ones, each one hex back; each hex it cannot retreat (``free`` hexes open behind it) costs
    one more figure."""
    after_hits = max(0, figures - hit)
    counted = max(0, flag - ignored) if after_hits else 0
    moved = min(counted, free)
    lost = min(counted - moved, after_hits)
    return {"after_hits": after_hits, "flags_counted": counted, "retreated": moved,
            "lost_blocked": lost, "figures_left": after_hits - lost}
