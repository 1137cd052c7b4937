"""Two dice: the registry entry of a calculator, in one file.

``{"calc": "sum", "total": n}`` -> ``{"ways": k, "of": 36}``: how many of the 36 rolls of two
six-sided dice add up to ``n`` (counted, not looked up, so a wrong count shows).
"""

from __future__ import annotations

from enum import StrEnum
from itertools import product
from typing import Any, Mapping

from ..errors import RulesError, marker
from ..registry import CalcSpec, Limits

M_ = marker("twodice", __file__)


class Ruling(StrEnum):
    TOTAL = "total-two-to-twelve"
    """Two dice add up to 2 to 12."""


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    total = inputs.get("total")
    if not isinstance(total, int) or isinstance(total, bool) or not 2 <= total <= 12:
        raise RulesError(M_("bad-total"), where="total",
                         ruling=Ruling.TOTAL)
    ways = sum(1 for a, b in product(range(1, 7), repeat=2) if a + b == total)
    return {"ways": ways, "of": 36}


GAME = CalcSpec(
    id="twodice", names={"en": "Two dice", "fr": "Deux dés", "zh": "兩顆骰子"},
    limits=Limits(players=(1, 1), max_bytes=1_024), rulings=Ruling, pages=("index", "rulings"),
    calc=calc, calcs=("sum",), description="Two dice calculator",
)
