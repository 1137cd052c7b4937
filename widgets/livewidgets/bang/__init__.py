"""The widget of Bang!: a round table the reader sets up, who each weapon reaches, and the
chance of each "draw!".

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``reach`` (:mod:`.reach`), is drawn at
build time from its config (a worked example with no Python in the page) and goes live when it
comes near the screen: a click on a seat picks the shooter, kills or revives a player, or
gives a Mustang or a Scope (the tool buttons choose which), and the engine's calculator
(:mod:`engine.bang.calc`, through the registry) answers with the distances, the seats each
weapon range reaches and the "draw!" chances.
"""

from __future__ import annotations

from typing import Any

from ..calcwidget import check_calc_config
from ..contract import Json, WidgetSpec
from ..controls import ConfigError

KINDS: dict[str, frozenset[str]] = {
    "reach": frozenset({"widget", "players", "dead", "mustang", "scope", "from"})}
"""Each kind and the keys its config takes (all but ``widget`` optional)."""


def check(config: Any) -> Json:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad value, then the drawing's seat counts)."""
    checked = check_calc_config("bang", KINDS, "table", config)
    from .reach import drawable  # the drawing's seat counts, after the calculator's checks
    drawable(checked, ConfigError)
    return checked


WIDGETS = WidgetSpec(kinds=KINDS, check=check, live=("reach",), bench_page="distance",
                     reserve=True, scripts={"reach": "reach"})

__all__ = ["WIDGETS"]
