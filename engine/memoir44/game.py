"""The registry entry of Memoir '44, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import calculator, home_card
from .calc import MAX_DICE
from .dice import (FACES, FIGURES, FLAG_IGNORED, HITTING, MAX_DISTANCE, MAX_FIGURES, OBSTACLES,
                   RANGE, TERRAIN_FLAG_IGNORED, TERRAINS, UNITS)

GAME = calculator(
    "memoir44", {"en": "Memoir '44", "fr": "Memoir '44", "zh": "大戰回憶錄"},
    # An input is a handful of short fields: far below a game's scenario limits.
    players=(2, 2),
    calcs=("battle", "attack", "retreat"),
    pages=("index", "setup", "orders", "movement", "combat", "dice", "retreats", "take-ground",
           "special-forces", "terrain", "victory", "questions", "rulings", "glossary",
           "workshop", "aid"),
    description="Memoir '44 calculator: the chances of hits, flags and elimination of an attack",
    facts={"faces": len(FACES), "max_dice": MAX_DICE, "max_figures": MAX_FIGURES,
           "longest_range": MAX_DISTANCE, "infantry_figures": FIGURES["infantry"],
           "armor_figures": FIGURES["armor"], "artillery_figures": FIGURES["artillery"],
           # the player aid: faces that hit each type, dice hex by hex, each terrain's cuts
           **{f"{unit}_hit_faces": sum(face in HITTING[unit] for face in FACES) for unit in UNITS},
           **{f"{unit}_dice": ", ".join(str(n) for n in RANGE[unit]) for unit in UNITS},
           **{f"{ground}_{unit}_cut": cut for ground, cuts in {**TERRAINS, **OBSTACLES}.items()
              for unit, cut in zip(("infantry", "armor"), cuts) if any(cuts)},
           "sandbags_ignored_flags": FLAG_IGNORED["sandbags"],
           "bunker_ignored_flags": TERRAIN_FLAG_IGNORED["bunker"]},
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # the game's Sources: 30 to 60 minutes a scenario; the drawing in this folder.
    extra=home_card((2, 2), (30, 60)),
)
