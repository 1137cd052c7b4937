"""The rulings of Bang!'s distances and "draw!" checks: each a stable id, a section of every
language's rulings page and a test ``test_<id>`` under ``tests/bang/``.

Sources: the help page of the seed (the newest revision, 2021-05-07, and its history: the
revision of 2021-04-25T10:55:15Z added the card list, the one of 2021-04-25T12:00:22Z added the
suit totals and the two chances under it, the newest fixed spelling only). What the page leaves
out (the range printed on each weapon, that eliminated players drop out of the count, that the
Barrel is checked on a heart) comes from the published rules (Bang!, Emiliano Sciarra, daVinci
Editrice, 2002). The page's header says "2 - 7 players" while its role table only covers 4 to
7 (``four-to-seven``). :data:`READINGS` are this site's own choices, marked on the pages.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    SEATS_FROM_ZERO = "seats-from-zero"
    """Seats are numbered 0 to n - 1 clockwise, seat 0 being the Sheriff (who plays first)."""
    FOUR_TO_SEVEN = "four-to-seven"
    """A game seats 4 to 7 players: the page's role table covers only those counts."""
    NEIGHBOURS_AT_ONE = "neighbours-at-one"
    """Neighbours are 1 apart; each living player between two players adds 1; the shorter way
    round counts."""
    DEAD_DO_NOT_COUNT = "dead-do-not-count"
    """An eliminated player leaves the table: nobody counts their seat any more."""
    LIVING_ONLY = "living-only"
    """Only a living player shoots or is shot at, and never at themselves."""
    MUSTANG_ADDS_ONE = "mustang-adds-one"
    """A player with a Mustang is seen 1 farther by every other player."""
    SCOPE_TAKES_ONE = "scope-takes-one"
    """A player with a Scope (Lunette; Appaloosa in the first edition) sees every other player
    1 nearer."""
    NEVER_BELOW_ONE = "never-below-one"
    """A distance is never less than 1."""
    NOT_MUTUAL = "not-mutual"
    """With a Mustang or a Scope in play, A's distance to B may differ from B's to A."""
    NO_TWO_ALIKE = "no-two-alike"
    """Nobody has two identical blue cards in front of them: one Mustang, one Scope at most."""
    WEAPON_RANGES = "weapon-ranges"
    """A Bang! reaches a player whose distance is at most the weapon's range: Colt .45 and
    Volcanic 1, Schofield 2, Remington 3, Rev. Carabine 4, Winchester 5."""
    WEAPONS_KEEP_DISTANCE = "weapons-keep-distance"
    """A weapon does not change a distance: a Panic! still reaches distance 1 only."""
    EIGHTY_CARDS = "eighty-cards"
    """The 80 playing cards: 20 of each suit, as the page's list counts."""
    BARREL_ON_HEART = "barrel-on-heart"
    """A Barrel "draw!" stops a shot when the card is a heart: 20 of 80, 1 in 4."""
    JAIL_ON_HEART = "jail-on-heart"
    """A Jail "draw!" lets the prisoner play when the card is a heart: 1 in 4."""
    DYNAMITE_SPADES = "dynamite-spades"
    """Dynamite explodes when the card is a spade from 2 to 9: 10 of 80, 1 in 8."""


READINGS: frozenset[str] = frozenset({Ruling.SEATS_FROM_ZERO.value,
                                      Ruling.FOUR_TO_SEVEN.value})
"""Rulings that are this site's reading (the pages mark them "our reading")."""
