"""The widget of Art Decko: the museum, the draw pile and the market ratings drawn, and at
once whether the game ends, by which trigger, and which bonus tiles score.

What :mod:`livewidgets.api` and the site's fence read of this package is ``WIDGETS`` (the
contract: :mod:`livewidgets.contract`). The one kind, ``end`` (:mod:`.end`), is drawn at build
time from its config (a worked example with no Python in the page) and goes live when it comes
near the screen: a click on a marker slot hangs or takes down paintings, steppers change the
markers, the draw pile and each rating, and the engine's calculator
(:mod:`engine.artdecko.calc`, through the registry) answers.
"""

from __future__ import annotations

from typing import Any

from ..calcwidget import check_calc_config
from ..contract import Json, WidgetSpec

KINDS: dict[str, frozenset[str]] = {
    "end": frozenset({"widget", "paintings", "markers", "deck", "ratings"})}
"""Each kind and the keys its config takes (the calculator's inputs)."""


def check(config: Any) -> Json:
    """The config itself when the widget can show it; otherwise :class:`ConfigError` naming
    the field (the calculator's own refusal for a bad value). A config may leave out what the
    widget starts from (:data:`.end.BARE`)."""
    from .end import BARE   # here: the kind module imports this package's strings

    if isinstance(config, dict):
        check_calc_config("artdecko", KINDS, "end", {**BARE, **config})
        return dict(config)
    return check_calc_config("artdecko", KINDS, "end", config)


WIDGETS = WidgetSpec(kinds=KINDS, check=check, live=("end",), bench_page="end",
                     reserve=True, announce={"end": (".ad-verdict",)})

__all__ = ["WIDGETS"]
