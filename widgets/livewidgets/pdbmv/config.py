"""The widget config of a ``pdbmv`` fence: which keys each kind takes, checked with the engine.

A config is ``widget`` (the kind) plus, for most kinds, ``scenario`` (the engine's scenario,
actions included). :func:`check` raises :class:`ConfigError` with the path of the bad field
(``scenario.deck[3]``, ``scenario.actions[0]``) and the engine's own reason and ruling, so the
fence can fail the build with the page's file and line.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.errors import marker
from engine.pdbmv import run_scenario
from engine.pdbmv.variants import risk_position
from engine.pdbmv.refusals import DOMAIN
from engine.pdbmv.session import KIT

from ..controls import ConfigError, config_kind, sandbox_config
from ..replay import checked

M_ = marker(DOMAIN, __file__)


WORKED = ("refill", "favor", "scoring", "risk")
"""The worked examples' kinds: a scenario each, which the reader changes live."""

KEYS: dict[str, frozenset[str]] = {
    **dict.fromkeys(WORKED, frozenset({"widget", "scenario"})),
    "sandbox": frozenset({"widget", "scenario", "players", "seed"}),
    "assumptions": frozenset({"widget"}),
}
"""Allowed keys of each widget kind."""

NEEDS_EVENT = {
    "refill": ("refill_started", M_("refill-needs-bribe")),
    "favor": ("token_moved", M_("favor-needs-move")),
}
"""Event a kind's worked example must contain, with the reason to give when it does not."""


def check(config: Any) -> dict[str, Any]:
    """The config itself when a widget can show it; otherwise :class:`ConfigError`."""
    kind = config_kind(
        config, KEYS,
        not_a_mapping=M_("config-not-map"),
        no_kind=M_("widget-required"),
        unknown_kind=M_("unknown-kind"),
        not_a_key=M_("not-a-key"))
    if kind == "sandbox":
        return sandbox_config(KIT, config)
    if "scenario" in KEYS[kind] and "scenario" not in config:
        raise ConfigError(M_("scenario-required"), where="scenario", kind=kind)
    if "scenario" in config:
        scenario = config["scenario"]
        if not isinstance(scenario, Mapping):
            raise ConfigError(M_("scenario-not-map"), where="scenario")
        state, events = checked(run_scenario, scenario, ConfigError)
        if kind == "risk" and not state.over:   # the risk is what the mover can know from the box
            checked(lambda _: risk_position(state), scenario, ConfigError)
        if kind in NEEDS_EVENT:
            wanted, reason = NEEDS_EVENT[kind]
            if not any(e.kind.value == wanted for e in events):
                raise ConfigError(reason, where="scenario.actions")
        if kind == "risk" and state.over:
            raise ConfigError(M_("risk-needs-game-on"), where="scenario.actions")
    return dict(config)

