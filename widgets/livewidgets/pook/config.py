"""The widget config of a ``pook`` fence: which keys each kind takes, checked with the engine.

Every kind but the sandbox takes ``widget`` and ``scenario`` (the engine's format); the
``sandbox`` takes ``players`` and ``seed``, both optional; ``cost`` also takes ``cell`` (whose
coins are counted) and ``piggy`` ``swaps`` (one per turn). :func:`check` raises
:class:`ConfigError` with the bad field and the engine's reason and ruling: the fence fails
the build at the page's line.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.errors import marker
from engine.pook import RulesError, run_scenario
from engine.pook.actions import json_cell
from engine.pook.refusals import DOMAIN
from engine.pook.session import KIT

from ..controls import ConfigError, config_kind, sandbox_config
from ..replay import checked
from . import cost, piggy
from .kit import NOT_A_CELL_EDIT

M_ = marker(DOMAIN, __file__)

KEYS: dict[str, frozenset[str]] = {
    "cost": frozenset({"widget", "scenario", "cell"}),
    "play": frozenset({"widget", "scenario"}),
    "piggy": frozenset({"widget", "scenario", "swaps"}),
    "scoring": frozenset({"widget", "scenario"}),
    "sandbox": frozenset({"widget", "players", "seed"}),
}
"""Allowed keys of each widget kind."""


def check(config: Any) -> dict[str, Any]:
    """The config itself when a widget can show it; otherwise :class:`ConfigError`."""
    kind = config_kind(
        config, KEYS,
        not_a_mapping=M_("config-not-map"),
        unknown_kind=M_("unknown-kind"),
        not_a_key=M_("not-a-key"))
    if kind == "sandbox":
        return sandbox_config(KIT, config)
    scenario = config.get("scenario")
    if not isinstance(scenario, Mapping):
        raise ConfigError(M_("scenario-required"), where="scenario", kind=kind)
    checked(run_scenario, scenario, ConfigError)
    actions = scenario.get("actions", [])
    if kind in ("cost", "piggy") and actions:
        raise ConfigError(M_("widget-no-actions"), where="scenario.actions", kind=kind)
    if kind == "play" and (len(actions) != 1 or actions[0].get("do") != "play"):
        raise ConfigError(M_("widget-one-play"), where="scenario.actions")
    if kind == "scoring" and ("tiebreak" in scenario or any(scenario.get("hands", {}).values())
                              or scenario.get("deck")):
        raise ConfigError(M_("widget-at-end"), where="scenario")
    if kind == "cost" and "cell" in config:
        cell = json_cell(config["cell"])
        if cell is None:
            raise ConfigError(NOT_A_CELL_EDIT, where="cell", value=config["cell"])
        try:
            cost.checked_cell(scenario, cell)
        except RulesError as err:
            raise err.at("cell").recast(ConfigError) from None
    if kind == "piggy":
        swaps = config.get("swaps", [])
        if not isinstance(swaps, list) or any(json_cell(s) is None for s in swaps):
            raise ConfigError(M_("widget-not-cells"), where="swaps")
        try:
            piggy.frames(scenario, swaps, "en", False)
        except RulesError as err:
            raise err.recast(ConfigError) from None
    return dict(config)
