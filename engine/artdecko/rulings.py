"""The rulings of Art Decko's end of game: each a stable id, a section of every language's
rulings page and a test ``test_<id>`` under ``tests/artdecko/``.

Source: the help page of the seed, two revisions of 13 September 2021 (10:17:56 "création"
and 10:20:12 "niveaux de sections"), whose rules are word for word the same: the second one
only changed the heading levels, so no rule was lost or changed (a history note on the rulings
page, ``#same-in-both-revisions``, not a ruling: there is nothing for the calculator to do).
Public facts the page leaves out (five exhibitions, the five genres and gold, 75 painting
cards, 2 to 4 players) come from the publisher's announcement (ICv2) and reviews, cited with
their addresses in the Sources section of the game's home page.
:data:`READINGS` are this site's own choices, marked on the pages.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    MUSEUM_TWELVE = "museum-twelve"
    """Twelve or more paintings exhibited in the museum, all exhibitions together, end the
    game."""
    DECK_EMPTY = "deck-empty"
    """An empty painting draw pile ends the game."""
    MARKET_SEVENTY = "market-seventy"
    """A market rating (one of the five genres, or gold) at 70 or more ends the game."""
    ANY_TRIGGER = "any-trigger"
    """One condition is enough; when several are met at once, all are named."""
    FINISH_THE_TURN = "finish-the-turn"
    """The turn in which a condition is met is played to its end, then the game ends."""
    FIVE_EXHIBITIONS = "five-exhibitions"
    """The museum has five exhibitions, numbered 1 to 5 from left to right, each with its own
    bonus tile above it."""
    ONE_MARKER_A_PAINTING = "one-marker-a-painting"
    """Each exhibited painting uses one invitation marker of its exhibition, so an exhibition
    never holds more paintings than it has markers."""
    FULL_EXHIBITION_BONUS = "full-exhibition-bonus"
    """Each exhibition whose invitation markers are all used scores its bonus tile."""
    MOST_PAINTINGS_BONUS = "most-paintings-bonus"
    """When no exhibition is full, the tile above every exhibition with the most paintings
    scores (all of them on a tie)."""
    EMPTY_SCORES_NOTHING = "empty-scores-nothing"
    """An exhibition with no painting never scores its tile, even when no exhibition has
    more."""


READINGS: frozenset[str] = frozenset({Ruling.FINISH_THE_TURN.value,
                                      Ruling.FIVE_EXHIBITIONS.value,
                                      Ruling.EMPTY_SCORES_NOTHING.value})
"""Rulings that are this site's reading (the pages mark them "our reading")."""
