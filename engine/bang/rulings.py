"""The rulings of Bang!'s distances and "draw!" checks: each a stable id, a section of every
language's rulings page and a test ``test_<id>`` under ``tests/bang/``.

Sources: the help page of the seed (the newest revision, 2021-05-07, and its history: the
revision of 2021-04-25T10:55:15Z added the card list, the one of 2021-04-25T12:00:22Z added the
suit totals and the two chances under it, the newest fixed spelling only). What the page leaves
out was looked for in public pages, cited in the game's Sources section (the publisher's rules
on Dized, the designer's site); what was not found is an assumption on the rulings page
(Schofield 2, Remington 3, Rev. Carabine 4). The page's header says "2 - 7 players" while its
role table only covers 4 to 7 (``four-to-seven``). :data:`READINGS` are this site's own
choices, marked on the pages.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    SEATS_FROM_ZERO = "seats-from-zero"
    """Seats are numbered 0 to n - 1 clockwise, seat 0 being the Sheriff (who plays first)."""
    FOUR_TO_SEVEN = "four-to-seven"
    """The page's role table covers 4 to 7 players; the calculator takes any table of 2 to 16
    seats (an option, 5 by default), since no source bounds the distances' arithmetic."""
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
    """A player with a Scope (Lunette) sees every other player 1 nearer. The page also names an
    Appaloosa among the cards that change distances; its list holds no such card."""
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
    CARD_PLAYER_RESPONSIBLE = "card-player-responsible"
    """A death is the doing of the player who played the card that took the last life point
    (Bang!, Duel, Gatling, Indians!); when that is the victim himself, nobody's (FAQ 5, 21,
    23)."""
    DYNAMITE_CREDITS_NOBODY = "dynamite-credits-nobody"
    """A death by Dynamite is nobody's doing (FAQ 5)."""
    OUTLAW_REWARD = "outlaw-reward"
    """The player responsible for an Outlaw's death draws 3 cards."""
    DEPUTY_PENALTY = "deputy-penalty"
    """A Sheriff responsible for a Deputy's death discards every card in hand and in play."""


READINGS: frozenset[str] = frozenset({Ruling.SEATS_FROM_ZERO.value,
                                      Ruling.FOUR_TO_SEVEN.value})
"""Rulings that are this site's reading (the pages mark them "our reading")."""
