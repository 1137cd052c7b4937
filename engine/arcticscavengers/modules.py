"""The optional modules of the two expansions, as the help page lists them, and the cards each
one names.

Every id is a heading id of the expansion's page (``hq.md`` or ``recon.md``) in every language
and a term of the game's glossary (``glossary.json``), whose forms are the names the pages use;
each card is a glossary term too. ``tests/arcticscavengers/test_modules.py`` checks that every
module, with its name and every card it names, is on the pages of every language, so a module
cannot be left out of one language.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Module:
    """One module of an expansion: its id (a heading and a glossary term), its expansion, its
    number in that expansion, and the glossary terms of the cards it names."""

    id: str
    expansion: str
    """``hq`` or ``recon``: the page that teaches it (``<expansion>.md``)."""
    number: int
    cards: tuple[str, ...]


MODULES: tuple[Module, ...] = (
    Module("hq-medics", "hq", 1,
           ("medic", "rifle", "toolkit", "gang", "gearheads", "pharmers")),
    Module("hq-buildings", "hq", 2,
           ("engineer", "building", "bunker", "armory", "pharmacy", "hydroponic-garden",
            "schematics", "masons")),
    Module("hq-leaders", "hq", 3, ("leader",)),
    Module("hq-dirty-deeds", "hq", 4, ("saboteur", "sniper-team")),
    Module("recon-spy-hunter", "recon", 1, ("binoculars", "spy", "recon-action")),
    Module("recon-liars-thieves", "recon", 2,
           ("assassin", "provocateur", "rogue", "guard")),
    Module("recon-ranks", "recon", 3, ("courier", "drill-sergeant", "scrappers", "tinker")),
    Module("recon-contested", "recon", 4,
           ("cargo-sled", "combat-medic", "demolition-team", "tear-gas", "tribal-hunters")),
    Module("recon-kitchen-sink", "recon", 5, ("humanitarians", "map", "swindler", "yardmaster")),
)
"""The HQ expansion's four modules and the Recon expansion's five, in the page's order."""

EXPANSIONS: dict[str, int] = {"hq": 4, "recon": 5}
"""How many modules each expansion has, as the page numbers them."""

BASE_CARDS: tuple[str, ...] = ("refugee", "scavenger", "brawler", "spear", "shovel", "junk",
                               "medkit", "pickaxe", "pills", "tribe-family", "saboteur",
                               "sniper-team", "mercenary", "initiator")
"""The cards of the base game the page names (starting cards, junkyard examples, the
special-action mercenaries, families in the tie-break)."""
