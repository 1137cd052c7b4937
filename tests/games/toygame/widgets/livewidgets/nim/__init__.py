"""Nim's one widget kind: the pile, drawn as stones (static: it needs no Python in the page)."""

from typing import Any, Mapping

from ..controls import ConfigError

KINDS = {"pile": frozenset({"widget", "pile"})}
LIVE: tuple[str, ...] = ()
STATIC_ONLY = frozenset({"pile"})
BROWSER_MODULES: tuple[str, ...] = ()


def check(config: Any) -> dict[str, Any]:
    if not isinstance(config, Mapping) or config.get("widget") not in KINDS:
        raise ConfigError("widget", "must be pile")
    if not isinstance(config.get("pile"), int) or config["pile"] < 0:
        raise ConfigError("pile", "must be a number of stones")
    return dict(config)
