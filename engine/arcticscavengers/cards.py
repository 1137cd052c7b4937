"""The cards a skirmish hand can hold, with what each brings to a fight.

The help page of the seed gives the starting deck (4 refugees, 3 scavengers, 1 brawler, 1 spear,
1 shovel), says refugees add no fight, that the rifle gives +2 to hunting and fighting (HQ,
module 1) and that the guard is "a fighter similar to a brawler" (Recon, module 2). It prints no
other fight value. Every value it does not give is an assumption (:data:`ASSUMED`): a default
written here, shown on the pages with the "Assumption" badge (``assumed-fight``,
``assumed-tools``, ``assumed-people``), never presented as a rule.

A person card counts the people it shows for the headcount tie-break; a tool adds its bonus to
the fight of the one person who wields it (``one-tool-each``), and only to a person who fights
already (a tool grants no ability a person lacks).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Person:
    """A tribe member card: its fight value and the people it counts."""

    fight: int
    people: int
    module: str
    """Where the card comes from: ``base``, ``hq`` or ``recon``."""


@dataclass(frozen=True)
class Tool:
    """A tool card: the fight it adds to the person who wields it."""

    bonus: int
    module: str


PEOPLE: dict[str, Person] = {
    "refugee": Person(fight=0, people=1, module="base"),
    "scavenger": Person(fight=0, people=1, module="base"),
    "brawler": Person(fight=2, people=1, module="base"),
    "guard": Person(fight=2, people=1, module="recon"),
    "rogue": Person(fight=1, people=1, module="recon"),
    "provocateur": Person(fight=0, people=1, module="recon"),
}
"""Person cards, in the order the widget lists them. The guard fights as the brawler
(``guard-like-brawler``); refugees add nothing to a fight (the page)."""

TOOLS: dict[str, Tool] = {
    "spear": Tool(bonus=1, module="base"),
    "shovel": Tool(bonus=0, module="base"),
    "rifle": Tool(bonus=2, module="hq"),
}
"""Tool cards. The rifle's +2 is the page's (``rifle-adds-two``)."""

STARTING_DECK: dict[str, int] = {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1,
                                 "shovel": 1}
"""Each player's ten starting cards, as the page lists them."""

ASSUMED: dict[str, tuple[str, ...]] = {
    "fight": ("scavenger", "brawler", "rogue", "provocateur"),
    "tools": ("spear", "shovel"),
    "people": tuple(PEOPLE),
}
"""Values the page does not give, by assumption entry (``assumed-<key>`` on the rulings
page): the fight of these person cards, the bonus of these tools, and one person per card."""

STATED: dict[str, str] = {"refugee": "fight", "rifle": "bonus", "guard": "fight"}
"""Values the page gives (or, for the guard, ties to the brawler's): never assumptions."""


def card_names() -> tuple[str, ...]:
    """Every card a hand may name, people first."""
    return (*PEOPLE, *TOOLS)
