"""The toy calculator's one widget kind: the rolls of a total, drawn as pips (static)."""

from typing import Any, Mapping

from engine.errors import marker

from ..contract import WidgetSpec
from ..controls import ConfigError

M_ = marker("twodice", __file__)

KINDS = {"ways": frozenset({"widget", "total"})}


def check(config: Any) -> dict[str, Any]:
    if not isinstance(config, Mapping) or config.get("widget") not in KINDS:
        raise ConfigError(M_("not-ways"), where="widget")
    return dict(config)


WIDGETS = WidgetSpec(kinds=KINDS, check=check, static_only=frozenset({"ways"}))
