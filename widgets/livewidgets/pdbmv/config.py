"""The widget config of a ``pdbmv`` fence: which keys each kind takes, checked with the engine.

A config is ``widget`` (the kind) plus, for most kinds, ``scenario`` (the engine's scenario,
actions included). :func:`check` raises :class:`ConfigError` with the path of the bad field
(``scenario.deck[3]``, ``scenario.actions[0]``) and the engine's own reason and ruling, so the
fence can fail the build with the page's file and line.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.errors import marker
from engine.pdbmv import RulesError, State
from engine.pdbmv.analysis import box_counts, visible_counts
from engine.pdbmv import run_scenario
from engine.pdbmv.refusals import DOMAIN
from engine.pdbmv.session import KIT

from ..controls import ConfigError, config_kind, sandbox_config

M_ = marker(DOMAIN, __file__)


KEYS: dict[str, frozenset[str]] = {
    "refill": frozenset({"widget", "scenario"}),
    "favor": frozenset({"widget", "scenario"}),
    "scoring": frozenset({"widget", "scenario"}),
    "risk": frozenset({"widget", "scenario"}),
    "sandbox": frozenset({"widget", "scenario", "players", "seed"}),
    "assumptions": frozenset({"widget"}),
}
"""Allowed keys of each widget kind."""

NEEDS_SCENARIO = frozenset({"refill", "favor", "scoring", "risk"})

NEEDS_EVENT = {
    "refill": ("refill_started", M_("refill-needs-bribe")),
    "favor": ("token_moved", M_("favor-needs-move")),
}
"""Event a kind's worked example must contain, with the reason to give when it does not."""


def scenario_error(err: RulesError) -> ConfigError:
    """The engine's refusal of a config's scenario, its path put under ``scenario``."""
    return err.under("scenario").recast(ConfigError)


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
    if kind in NEEDS_SCENARIO and "scenario" not in config:
        raise ConfigError(M_("scenario-required"),
                          where="scenario", kind=kind)
    if "scenario" in config:
        scenario = config["scenario"]
        if not isinstance(scenario, Mapping):
            raise ConfigError(M_("scenario-not-map"),
                              where="scenario")
        try:
            state, events = run_scenario(scenario)
        except RulesError as err:
            raise scenario_error(err) from None
        if kind in NEEDS_EVENT:
            wanted, reason = NEEDS_EVENT[kind]
            if not any(e.kind.value == wanted for e in events):
                raise ConfigError(reason, where="scenario.actions")
        if kind == "risk" and state.over:
            raise ConfigError(M_("risk-needs-game-on"), where="scenario.actions")
        if kind == "risk":
            check_from_the_box(state)
    return dict(config)


def check_from_the_box(state: State) -> None:
    """A risk widget's position must come from the box: the risk is what the player to move
    can know from it (:mod:`engine.pdbmv.analysis`), so cards missing from the deck and the
    other hands, as in a study position of a few cards, are refused in the reader's words.
    (No kind can be over the box's count: the scenario reader refuses that first.)"""
    box, seen = box_counts(state), visible_counts(state)
    hidden = len(state.deck) + sum(sum(h) for q, h in enumerate(state.hands) if q != state.turn)
    if sum(box) - sum(seen) != hidden:
        raise ConfigError(M_("not-the-whole-box"),
                          where="scenario", player=state.player, unseen=sum(box) - sum(seen),
                          hidden=hidden)
