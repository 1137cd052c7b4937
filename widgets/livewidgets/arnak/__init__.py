"""The widget of Lost Ruins of Arnak: a cost/gain balance the reader loads with tokens.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``balance`` (:mod:`.balance`), is drawn
at build time from its config (a move of the tips page, with no Python in the page) and goes
live when it comes near the screen: the reader adds a token to a pan, takes one off, or loads
one of the page's worked examples, and the engine's calculator (:mod:`engine.arnak.calc`,
through the registry) answers with each side's units, the net and the arithmetic.
"""

from __future__ import annotations

from typing import Any

from ..calcwidget import check_calc_config
from ..contract import Json, WidgetSpec

KINDS: dict[str, frozenset[str]] = {
    "balance": frozenset({"widget", "costs", "gains", "example"})}
"""Each kind and the keys its config takes: ``example`` (one of the page's examples), or
``costs`` and ``gains`` (both optional, empty when left out)."""


def check(config: Any) -> Json:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad value). A config names an example or
    gives sides, not both: the check asks the calculation the config feeds."""
    if isinstance(config, dict) and "example" in config:
        return check_calc_config("arnak", {"balance": frozenset({"widget", "example"})},
                                 "example", config)
    if isinstance(config, dict):
        full = {"costs": {}, "gains": {}, **config}
        check_calc_config("arnak", {"balance": frozenset({"widget", "costs", "gains"})},
                          "value", full)
        return dict(config)
    return check_calc_config("arnak", KINDS, "value", config)


WIDGETS = WidgetSpec(kinds=KINDS, check=check, live=("balance",), bench_page="worth",
                     reserve=True, announce={"balance": (".arnak-answer .arnak-sums li:last-child",
                                                        ".arnak-answer .arnak-verdict")})

__all__ = ["WIDGETS"]
