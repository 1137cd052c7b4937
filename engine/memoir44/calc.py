"""The calculator of the registry entry: one JSON object in, one JSON object out.

Two calculations (``"calc"``):

- ``battle``, the contract outside tools rely on: ``{"calc": "battle", "dice": n, "target":
  "infantry"|"armor"|"artillery", "figures": f}`` gives ``{"hits": [P(0 hits), P(1), ...],
  "flags": [P(0 flags), ...], "eliminate": P(hits >= f)}`` as floats (``n + 1`` entries in
  each list);
- ``attack``, what the widget draws: ``{"calc": "attack", "unit": type, "distance": hexes,
  "terrain": name, "obstacle": "none"|"sandbags", "target": type, "figures": f}`` (every key
  but ``calc`` optional) finds the dice first (range, then the strongest terrain cut) and gives
  them with the ``battle`` answer, plus ``retreats``: the flags that still count once an
  obstacle's ignored flag is taken off.
- ``retreat``, one attack's outcome for its target once the dice are read: ``{"calc":
  "retreat", "figures": f, "hits": h, "flags": n, "ignored": i, "free": k}`` (``ignored``
  and ``free`` optional: 0 and as many as needed) gives the figures left after the hits, the
  flags that count, the hexes retreated, the figures lost to a blocked retreat, the figures
  left and whether the unit is gone (a medal for the attacker).

Limits, checked first, before any work: ``dice`` 0 to :data:`MAX_DICE` (the most a base-game
attack rolls is 4, with a card; the bound leaves room for expansions and keeps every answer
small), ``figures`` 1 to :data:`~engine.memoir44.dice.MAX_FIGURES`, ``distance`` 1 to 6. A bad
input is refused with a :class:`~engine.errors.RulesError` naming the field, in this game's
catalogue (an unknown or missing key: the check every calculator shares,
:mod:`engine.calcinput`): the command line prints it on one line and exits 2.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import check_keys, one_of, whole
from ..errors import RulesError, marker
from .dice import (FIGURES, MAX_DISTANCE, MAX_FIGURES, OBSTACLES, TERRAINS, UNITS, at_least,
                   base_dice, blocked_retreat, cut, dice, flags, hits, ignored_flags, retreats)
from .rulings import Ruling

M_ = marker("memoir44", __file__)

KEYS: dict[str, frozenset[str]] = {
    "battle": frozenset({"calc", "dice", "target", "figures"}),
    "attack": frozenset({"calc", "unit", "distance", "terrain", "obstacle", "target",
                         "figures"}),
    "retreat": frozenset({"calc", "figures", "hits", "flags", "ignored", "free"}),
}
"""The keys each calculation reads (any other is refused, so a misspelt one is not ignored)."""
MAX_DICE = 8
"""The most dice one ``battle`` may roll."""
DEFAULTS: dict[str, Any] = {"unit": "infantry", "distance": 1, "terrain": "clear",
                            "obstacle": "none", "target": "infantry"}
"""The ``attack`` inputs a caller leaves out (``figures``: a full unit of the target's type)."""

NOT_A_COUNT = M_("not-a-count")


def _count(inputs: Mapping[str, Any], key: str, least: int, most: int,
           ruling: Ruling | None = None) -> int:
    return whole(inputs[key], key, NOT_A_COUNT, most, least=least, ruling=ruling)


def _unit(inputs: Mapping[str, Any], key: str) -> str:
    return one_of(inputs[key], key, M_("not-a-unit"), UNITS, ruling=Ruling.WHAT_HITS)


def _name(inputs: Mapping[str, Any], key: str, names: Mapping[str, Any]) -> str:
    return one_of(inputs[key], key, M_("not-a-terrain"), names, ruling=Ruling.TERRAIN_CUTS)


def battle(n: int, target: str, figures: int) -> dict[str, Any]:
    """The contract's answer for ``n`` dice against a ``target`` unit of ``figures``."""
    hit = hits(n, target)
    return {"hits": [float(p) for p in hit], "flags": [float(p) for p in flags(n)],
            "eliminate": float(at_least(hit, figures))}


def attack(unit: str, distance: int, terrain: str, obstacle: str, target: str,
           figures: int) -> dict[str, Any]:
    """What the widget shows of one attack: see the module's docstring."""
    base = base_dice(unit, distance)
    rolled = dice(unit, distance, terrain, obstacle)
    ignored = ignored_flags(terrain, obstacle)
    return {"base": base, "cut": base - rolled if base else cut(unit, terrain, obstacle),
            "dice": rolled, "in_range": base > 0, "ignored_flags": ignored,
            **battle(rolled, target, figures),
            "retreats": [float(p) for p in retreats(flags(rolled), ignored)]}


def retreat(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The ``retreat`` answer: see the module's docstring. Each count is bounded by the dice
    one battle may roll (:data:`MAX_DICE`), the figures by the largest unit."""
    figures = _count(inputs, "figures", 1, MAX_FIGURES, Ruling.WHAT_HITS)
    hit = _count(inputs, "hits", 0, MAX_DICE, Ruling.WHAT_HITS)
    flag = _count(inputs, "flags", 0, MAX_DICE, Ruling.FLAGS_RETREAT)
    ignored = _count({"ignored": 0, **inputs}, "ignored", 0, MAX_DICE, Ruling.IGNORE_FIRST_FLAG)
    free = _count({"free": MAX_DICE, **inputs}, "free", 0, MAX_DICE, Ruling.FLAGS_RETREAT)
    if hit + flag > MAX_DICE:
        raise RulesError(NOT_A_COUNT, where="flags", least=0, most=MAX_DICE - hit, value=flag,
                         ruling=Ruling.FLAGS_RETREAT)
    outcome = blocked_retreat(figures, hit, flag, ignored, free)
    return {**outcome, "eliminated": outcome["figures_left"] == 0}


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's calculator (``inputs["calc"]`` already checked by
    :meth:`engine.registry.CalcSpec.run`)."""
    name = str(inputs["calc"])
    if name == "battle":
        check_keys(inputs, name, KEYS[name], ("dice", "target", "figures"))
        n = _count(inputs, "dice", 0, MAX_DICE, Ruling.RANGE_DICE)
        target = _unit(inputs, "target")
        figures = _count(inputs, "figures", 1, MAX_FIGURES, Ruling.WHAT_HITS)
        return battle(n, target, figures)
    if name == "retreat":
        check_keys(inputs, name, KEYS[name], ("figures", "hits", "flags"))
        return retreat(inputs)
    check_keys(inputs, name, KEYS[name])
    given = {**DEFAULTS, **inputs}
    unit = _unit(given, "unit")
    distance = _count(given, "distance", 1, MAX_DISTANCE, Ruling.RANGE_DICE)
    terrain = _name(given, "terrain", TERRAINS)
    obstacle = _name(given, "obstacle", OBSTACLES)
    target = _unit(given, "target")
    figures = (_count(given, "figures", 1, MAX_FIGURES, Ruling.WHAT_HITS) if "figures" in given
               else FIGURES[target])
    return attack(unit, distance, terrain, obstacle, target, figures)
