"""The widget config of a ``pdbmv`` fence: which keys each kind takes, checked with the engine.

A config is ``widget`` (the kind) plus, for most kinds, ``scenario`` (the engine's scenario,
actions included). :func:`check` raises :class:`ConfigError` with the path of the bad field
(``scenario.deck[3]``, ``scenario.actions[0]``) and the engine's own reason and ruling, so the
fence can fail the build with the page's file and line.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.pdbmv import ScenarioError
from engine.pdbmv.scenario import run_scenario
from engine.pdbmv.components import MAX_PLAYERS, MIN_PLAYERS

from ..controls import ConfigError


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
    "refill": ("refill_started", "a refill widget needs a bribe among the actions (every "
                                 "bribe is followed by a refill)"),
    "favor": ("token_moved", "a favor widget needs a bribe or a paid buy among the actions "
                             "(something that moves a token)"),
}
"""Event a kind's worked example must contain, with the reason to give when it does not."""


def scenario_error(err: ScenarioError) -> ConfigError:
    """The engine's error, its path put under ``scenario``."""
    text = str(err)
    if err.where == "scenario":
        return ConfigError("scenario", text.removeprefix("scenario: "))
    return ConfigError(f"scenario.{err.where}", text.removeprefix(f"{err.where}: "))


def check(config: Any) -> dict[str, Any]:
    """The config itself when a widget can show it; otherwise :class:`ConfigError`."""
    if not isinstance(config, Mapping):
        raise ConfigError("config", "must be a mapping with at least a 'widget' key")
    kind = config.get("widget")
    if kind is None:
        raise ConfigError("widget", f"is required (one of {', '.join(KEYS)})")
    if kind not in KEYS:
        raise ConfigError("widget", f"unknown kind {kind!r} (expected one of {', '.join(KEYS)})")
    for key in config:
        if key not in KEYS[kind]:
            raise ConfigError(str(key), f"is not a key of a {kind} widget (expected "
                                        f"{', '.join(sorted(KEYS[kind]))})")
    if kind in NEEDS_SCENARIO and "scenario" not in config:
        raise ConfigError("scenario", f"is required for a {kind} widget")
    if "players" in config:
        players = config["players"]
        if (isinstance(players, bool) or not isinstance(players, int)
                or not MIN_PLAYERS <= players <= MAX_PLAYERS):
            raise ConfigError("players", f"must be a number from {MIN_PLAYERS} to {MAX_PLAYERS}")
    if "seed" in config and (isinstance(config["seed"], bool)
                             or not isinstance(config["seed"], int)):
        raise ConfigError("seed", "must be an integer")
    if "scenario" in config:
        scenario = config["scenario"]
        if not isinstance(scenario, Mapping):
            raise ConfigError("scenario", "must be a mapping (the engine's scenario)")
        try:
            state, events = run_scenario(scenario)
        except ScenarioError as err:
            raise scenario_error(err) from None
        if kind in NEEDS_EVENT:
            wanted, reason = NEEDS_EVENT[kind]
            if not any(e.kind.value == wanted for e in events):
                raise ConfigError("scenario.actions", reason)
        if kind == "risk" and state.over:
            raise ConfigError("scenario.actions", "the game is over after these actions; a "
                                                  "risk widget needs a game still going on")
    return dict(config)
