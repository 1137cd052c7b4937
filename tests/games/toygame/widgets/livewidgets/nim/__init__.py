"""Nim's one widget kind: the pile, drawn as stones (static: it needs no Python in the page);
and its sandbox, whose calls the page reaches through ``WIDGETS.browser_modules``."""

from typing import Any, Mapping

from engine.errors import marker

from ..contract import WidgetSpec
from ..controls import ConfigError

M_ = marker("nim", __file__)

KINDS = {"pile": frozenset({"widget", "pile"})}


def check(config: Any) -> dict[str, Any]:
    if not isinstance(config, Mapping) or config.get("widget") not in KINDS:
        raise ConfigError(M_("not-pile"), where="widget")
    if not isinstance(config.get("pile"), int) or config["pile"] < 0:
        raise ConfigError(M_("not-stones"), where="pile")
    return dict(config)


WIDGETS = WidgetSpec(kinds=KINDS, check=check, static_only=frozenset({"pile"}),
                     browser_modules=("sandbox",))
