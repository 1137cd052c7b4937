"""The tips page's worked examples, as the calculator's presets.

Each example is a move written as two sides of tokens, and the one figure the page gives for
it, with what that figure measures: the cost, the gain, the net, or (for the two cards) what
the card brings before its price is paid. Where the page also prints the sum it did
(``formula``: a list of count x each terms), the calculator redoes that sum too, so a reader
sees both where the page agrees with its own values and where it does not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from .rulings import Ruling
from .values import side_value

FIGURES = ("costs", "gains", "net", "before-price")
"""What a page figure measures: one side, the net, or the net before the purchase price."""


@dataclass(frozen=True)
class Example:
    costs: Mapping[str, int]
    gains: Mapping[str, int]
    figure: int
    """The number the page gives for this move."""
    measures: str
    """Which of :data:`FIGURES` the number is."""
    ruling: Ruling
    price: Mapping[str, int] = field(default_factory=dict)
    """The part of ``costs`` that is a card's purchase price (for ``before-price``)."""
    formula: tuple[tuple[int, int], ...] = ()
    """The sum printed beside the figure, as (count, each) terms; empty when none is printed."""

    def computed(self) -> int:
        """What the calculator finds for the quantity the page's figure measures."""
        costs, gains = side_value(self.costs), side_value(self.gains)
        return {"costs": costs, "gains": gains, "net": gains - costs,
                "before-price": gains - costs + side_value(self.price)}[self.measures]

    def formula_value(self) -> int | None:
        """The printed sum, done again; None when the page prints none."""
        return sum(count * each for count, each in self.formula) if self.formula else None


EXAMPLES: dict[str, Example] = {
    # a camp site: boot + archaeologist for two 1-unit resources (or an arrowhead)
    "camp-site": Example({"boot": 1, "archaeologist": 1}, {"coin": 2}, 2, "costs",
                         Ruling.BOOTS_COST_NOTHING),
    "level-1-site": Example({"travel": 1, "archaeologist": 1}, {"unit": 3}, 3, "gains",
                            Ruling.SITES_PAY_BACK),
    "level-2-site": Example({"travel": 2, "archaeologist": 1}, {"unit": 5}, 1, "net",
                            Ruling.SITES_PAY_BACK),
    "discover-level-1": Example({"compass": 3}, {"vp": 3, "unit": 1}, 1, "net",
                                Ruling.DISCOVERY_GAINS_ONE),
    "discover-level-2": Example({"compass": 6}, {"vp": 6, "unit": 1}, 1, "net",
                                Ruling.DISCOVERY_GAINS_ONE),
    "guardian": Example({"unit": 3}, {"vp": 5, "unit": 1}, 3, "net",
                        Ruling.GUARDIAN_FIVE_POINTS),
    "temple-2": Example({"unit": 3}, {"vp": 2}, -1, "net", Ruling.TEMPLE_TILES),
    "temple-6": Example({"unit": 6}, {"vp": 6}, 0, "net", Ruling.TEMPLE_TILES),
    "temple-11": Example({"unit": 9}, {"vp": 11}, 2, "net", Ruling.TEMPLE_TILES),
    # bought in round 1 for 4 compasses: its effect at once, then drawn in each of the 4 other
    # rounds, each play paid with a tablet; 2 points at the end
    "artifact-card": Example({"compass": 4, "tablet": 4}, {"unit": 20, "vp": 2}, 18,
                             "before-price", Ruling.ARTIFACT_EXAMPLE, price={"compass": 4},
                             formula=((1, 4), (4, 3))),
    # bought in round 1 for 2 coins: drawn in each of the 4 other rounds; 1 point at the end
    "item-card": Example({"coin": 2}, {"unit": 8, "vp": 1}, 9, "before-price",
                         Ruling.ITEM_EXAMPLE, price={"coin": 2}, formula=((4, 2),)),
}
"""Example id -> the move and the page's figure for it, in the page's order."""
