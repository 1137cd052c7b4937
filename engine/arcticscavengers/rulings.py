"""The rulings of the Arctic Scavengers skirmish: each a stable id, a section of every language's
rulings page and a test ``test_<id>`` under ``tests/arcticscavengers/``.

Source: the game's help page in the seed (``Gamehelparcticscavengers``), and its history. It
was pasted in English (2022-07-14T11:27:52Z), reorganised (12:29:01Z), then translated into
French over the next revisions (the newest, 2022-07-16). The translation changed rules in seven
places; the site follows the English original and says so in a ruling of its own for each
(:data:`HISTORY`). What the page never gives (most fight values) is an assumption, in
:mod:`.cards`. :data:`READINGS` are this site's own choices, marked "our reading" on the pages.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    TWO_TO_FIVE = "two-to-five"
    """A game has 2 to 5 players (the published box; the page has a 2-player variant)."""
    SKIRMISH_FROM_ROUND_3 = "skirmish-from-round-3"
    """Rounds 1 and 2 have no skirmish: the first one is in round 3."""
    FOURTEEN_CONTESTED = "fourteen-contested"
    """14 contested resources, one used by every skirmish: the last skirmish is in round 16."""
    INITIATOR_STAYS = "initiator-stays"
    """The first player keeps the initiator card for rounds 1 to 3; then it moves one seat
    left (clockwise) each round. Dropped by the translation."""
    FIGHT_IS_THE_SUM = "fight-is-the-sum"
    """A player's fight is the sum of the fight values of the cards they reveal."""
    ONE_TOOL_EACH = "one-tool-each"
    """A person wields one tool at most, a tool does nothing alone, and it grants no ability:
    it adds only to a person who fights already."""
    RIFLE_ADDS_TWO = "rifle-adds-two"
    """The rifle (HQ) adds 2 to its wielder's fight."""
    GUARD_LIKE_BRAWLER = "guard-like-brawler"
    """The guard fights as a brawler does."""
    GUARD_CANCEL = "guard-cancel"
    """The guard cancels only outside a skirmish; when he does cancel, he is discarded and his
    owner draws a card. The translation reversed the condition."""
    HIGHEST_FIGHT_WINS = "highest-fight-wins"
    """The highest fight wins the top contested resource."""
    HEADCOUNT_BREAKS_TIES = "headcount-breaks-ties"
    """Between players tied for the highest fight, the most people revealed wins, refugees
    included."""
    DEADLOCK_TO_JUNKYARD = "deadlock-to-junkyard"
    """Still tied: a deadlock. The top contested resource goes unseen into the junkyard."""
    JUNKYARD_SHUFFLED = "junkyard-shuffled"
    """The junkyard is shuffled whenever cards are added to it (a deadlock's card, trashed
    cards); cards returned by a dig go under it, unshuffled. Dropped by the translation."""
    TWO_PLAYER_WIN_BY_TWO = "two-player-win-by-two"
    """With 2 players, a skirmish is won by 2 or more; anything less is a deadlock."""
    TWO_PLAYER_NO_HEADCOUNT = "two-player-no-headcount"
    """With 2 players, the headcount never breaks a tie."""
    ROGUE_TAKES_TIES = "rogue-takes-ties"
    """A tie for the highest fight goes to the first player in turn order with a rogue in
    the skirmish, tied or not, before any headcount."""
    ROGUE_NEEDS_EQUAL_FIGHTS = "rogue-needs-equal-fights"
    """With 2 players, a rogue wins only equal fights, not a win by 1."""
    PROVOCATEUR_COUNTS_HEADS = "provocateur-counts-heads"
    """With a provocateur, a player may fight with the number of people revealed, tools
    ignored."""
    PROVOCATEUR_WHEN_BETTER = "provocateur-when-better"
    """The calculator uses the provocateur's headcount only when it beats the natural
    fight."""
    SKIRMISH_CARDS_STAY = "skirmish-cards-stay"
    """Cards used for gathering are discarded at once; skirmish cards stay in play until the
    round ends, even after a special power. Dropped by the translation."""
    SPECIAL_ACTIONS = "special-actions"
    """A special action replaces or boosts a standard action; the translation made it an
    interruption of another player's gathering."""
    PHARMERS_TIE_BREAK = "pharmers-tie-break"
    """A tie for the Pharmers (highest medicine value) goes to the most Medics; the
    translation made it the most medicines."""
    GANG_STILL_TIED = "gang-still-tied"
    """A gang still tied after its tie-break goes to nobody (this site's reading)."""
    GANG_FIVE_PEOPLE = "gang-five-people"
    """A gang counts 5 people in the tribe of the player who takes it at the end."""
    BUILD_FROM_NEXT_ROUND = "build-from-next-round"
    """Tribe members may work on a building from the round after it was placed, not before;
    each takes one card off, and is discarded."""
    TOOLKIT_TWO_MORE = "toolkit-two-more"
    """A worker wielding a toolkit takes 2 more cards off a building (3 in all)."""
    ONE_CARD_EACH_ROUND = "one-card-each-round"
    """One card comes off each building under construction at the start of each of its
    owner's later rounds (this site's reading: the page names the next round)."""
    MEDICS_SAVE = "medics-save"
    """A medic stops a sniper attack; the translation added that it may save another
    player's tribe member."""


READINGS: frozenset[str] = frozenset({Ruling.FOURTEEN_CONTESTED.value,
                                      Ruling.GUARD_LIKE_BRAWLER.value,
                                      Ruling.ROGUE_NEEDS_EQUAL_FIGHTS.value,
                                      Ruling.PROVOCATEUR_WHEN_BETTER.value,
                                      Ruling.GANG_STILL_TIED.value,
                                      Ruling.ONE_CARD_EACH_ROUND.value})
"""Rulings that are this site's reading (the pages mark them "our reading")."""

HISTORY: frozenset[str] = frozenset({Ruling.INITIATOR_STAYS.value, Ruling.GUARD_CANCEL.value,
                                     Ruling.JUNKYARD_SHUFFLED.value,
                                     Ruling.SKIRMISH_CARDS_STAY.value,
                                     Ruling.SPECIAL_ACTIONS.value, Ruling.MEDICS_SAVE.value,
                                     Ruling.PHARMERS_TIE_BREAK.value})
"""Rulings where the French translation of the page differs from the English original: the
rulings page states both readings, and the site follows the original."""
