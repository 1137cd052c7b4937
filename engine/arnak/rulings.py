"""The rulings of the Arnak move calculator: each a stable id, a section of every language's
rulings page and a test ``test_<id>`` under ``tests/arnak/``.

Source: the strategy tips page of the seed (the newest revision, 2022-12-04, and its history
back to 2021-06-03). The page is a player's heuristic, not the rules of the game: it prices
every resource in units of one victory point. Its history matters twice: the revision of
2021-06-29T17:13:39Z raised a guardian from 4 to 5 points (``guardian-five-points``), and the
two card examples gained their totals and printed sums on 2021-06-03T19:32:55Z, where the
totals stopped matching the sums (``artifact-example``, ``item-example``). :data:`READINGS` are
this site's own choices, marked on the pages.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    UNIT_VALUES = "unit-values"
    """One unit is one victory point: Fear card 0; coin, compass, tablet, travel symbol and
    victory point 1; arrowhead 2; gem 3. A heuristic of the tips page, not a rule."""
    ARCHAEOLOGIST_ABOUT_TWO = "archaeologist-about-two"
    """An archaeologist counts 2 units; the page says its worth grows over a game and fixes 2
    to keep things simple."""
    FEAR_IS_ZERO = "fear-is-zero"
    """A Fear card counts 0 during play (a travel symbol, but a point lost); at the end of the
    game it is simply 1 point lost."""
    BOOTS_COST_NOTHING = "boots-cost-nothing"
    """A boot travel symbol counts 0, every other travel symbol 1: the page's sites price them
    so, though its table gives every travel symbol 1."""
    UNIT_TOKEN = "unit-token"
    """A plain "unit" token stands for whatever the page values at one unit without naming a
    resource: an idol's bonus, a guardian's boon, a card effect, a site's reward."""
    WHOLE_COUNTS = "whole-counts"
    """Each side counts each token 0 to 99 times, in whole numbers."""
    SITES_PAY_BACK = "sites-pay-back"
    """A camp site trades even at best, a level 1 site pays back its cost, a level 2 site
    gains 1 unit."""
    CAMP_SITE_GEM = "camp-site-gem"
    """A camp site may also give a gem (3) for a discarded card besides the boot and the
    archaeologist; the card counts 1 unit, so the gem is an even trade, 3 for 3."""
    DISCOVERY_GAINS_ONE = "discovery-gains-one"
    """Discovering a site gains 1 unit over the compasses paid, at level 1 and at level 2."""
    GUARDIAN_FIVE_POINTS = "guardian-five-points"
    """Overcoming a guardian: 5 points and a boon of 1 unit for 3 units, a gain of 3. An
    earlier revision of the page said 4 points and a gain of 2."""
    TEMPLE_TILES = "temple-tiles"
    """Temple tiles of 2, 6 and 11 points cost 3, 6 and 9 units: -1, 0 and +2."""
    ARTIFACT_EXAMPLE = "artifact-example"
    """The page's artifact example: its total is 2 more than the sum printed beside it (the
    card's points), and neither subtracts the price."""
    ITEM_EXAMPLE = "item-example"
    """The page's item example: its total is 1 more than the product printed beside it (the
    card's point), and neither subtracts the price."""


READINGS: frozenset[str] = frozenset({Ruling.BOOTS_COST_NOTHING.value,
                                      Ruling.UNIT_TOKEN.value,
                                      Ruling.CAMP_SITE_GEM.value,
                                      Ruling.WHOLE_COUNTS.value})
"""Rulings that are this site's reading (the pages mark them "our reading")."""
