"""The calculator of the registry entry: one JSON object in, one JSON object out.

Two calculations (``"calc"``):

- ``value``: ``{"calc": "value", "costs": {token: count, ...}, "gains": {token: count, ...}}``
  gives ``{"costs": c, "gains": g, "net": g - c, "terms": {"costs": [...], "gains": [...]}}``:
  each side's units, the net, and the arithmetic as terms (``{"token", "count", "unit",
  "value"}``, one per token present, in the order of :data:`~.values.TOKENS`). Tokens: fear,
  boot, coin, compass, tablet, travel, vp, unit, arrowhead, archaeologist, gem; a token left
  out counts 0;
- ``example``: ``{"calc": "example", "example": id}`` gives one of the page's worked examples
  (:data:`~.examples.EXAMPLES`): its two sides, the same answer as ``value`` for them, and
  ``"page"``: the figure the page gives, what it measures, what the calculator finds for that
  same quantity, the sum the page prints beside it done again (null when none), ``agrees``,
  and the ruling that discusses it.

Limits, checked first, before any work: ``costs`` and ``gains`` are JSON objects whose keys are
tokens and whose values are whole numbers 0 to 99; ``example`` is one of the example ids. A
bad input is refused with a :class:`~engine.errors.RulesError` naming the field
(``costs.gold``), in this game's catalogue (an unknown or missing key: the check every
calculator shares, :mod:`engine.calcinput`): the command line prints it on one line and exits 2.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import check_keys, one_of, whole
from ..errors import RulesError, marker
from .examples import EXAMPLES
from .rulings import Ruling
from .values import MAX_COUNT, TOKENS, UNITS, side_value, terms

M_ = marker("arnak", __file__)

SIDES = ("costs", "gains")
KEYS: dict[str, frozenset[str]] = {
    "value": frozenset({"calc", *SIDES}),
    "example": frozenset({"calc", "example"}),
}
"""The keys each calculation reads (any other is refused, so a misspelt one is not ignored)."""


def read_side(value: Any, where: str) -> dict[str, int]:
    """One side of a move, checked: token -> count (every token, 0 when left out)."""
    if not isinstance(value, Mapping):
        raise RulesError(M_("not-a-side"), where=where, value=value, ruling=Ruling.WHOLE_COUNTS)
    for token, count in value.items():
        if token not in UNITS:
            raise RulesError(M_("not-a-token"), where=f"{where}.{token}", tokens=", ".join(TOKENS),
                             ruling=Ruling.UNIT_VALUES)
        whole(count, f"{where}.{token}", M_("not-a-count"), MAX_COUNT, ruling=Ruling.WHOLE_COUNTS)
    return {token: int(value.get(token, 0)) for token in TOKENS}


def value(costs: Mapping[str, int], gains: Mapping[str, int]) -> dict[str, Any]:
    """Each side's units, the net and the terms of the arithmetic (checked sides)."""
    paid, got = side_value(costs), side_value(gains)
    return {"costs": paid, "gains": got, "net": got - paid,
            "terms": {"costs": terms(costs), "gains": terms(gains)}}


def example(name: str) -> dict[str, Any]:
    """One worked example of the page, with its figure and the calculator's (a known id)."""
    found = EXAMPLES[name]
    formula = found.formula_value()
    computed = found.computed()
    return {"example": name, "inputs": {"costs": dict(found.costs), "gains": dict(found.gains)},
            **value(read_side(found.costs, "costs"), read_side(found.gains, "gains")),
            "page": {"figure": found.figure, "measures": found.measures, "computed": computed,
                     "formula": [list(term) for term in found.formula] or None,
                     "formula_value": formula,
                     "agrees": computed == found.figure and formula in (None, found.figure),
                     "ruling": found.ruling.value}}


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's calculator (``inputs["calc"]`` already checked by
    :meth:`engine.registry.CalcSpec.run`)."""
    name = str(inputs["calc"])
    check_keys(inputs, name, KEYS[name], tuple(sorted(KEYS[name] - {"calc"})))
    if name == "example":
        return example(one_of(inputs["example"], "example", M_("not-an-example"), EXAMPLES,
                              ruling=Ruling.UNIT_VALUES, examples=", ".join(EXAMPLES)))
    return value(read_side(inputs["costs"], "costs"), read_side(inputs["gains"], "gains"))
