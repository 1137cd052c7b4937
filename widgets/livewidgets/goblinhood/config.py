"""The widget config of a ``goblinhood`` fence: which keys each kind takes, checked with the
engine.

A config is ``widget`` (the kind) and ``scenario`` (the engine's, actions included); ``ambush``
and ``cycle`` also need ``players``, the count the example starts with (the scenario seats the
most the reader may choose; the widget drops the last seats). Each kind's example must show
what the kind is about (a play, an ambush, a deck cycle, a count): else :func:`check` raises
:class:`ConfigError` with the bad field's path and the engine's reason and ruling, so the fence
fails the build at the page's line. A ``sandbox`` takes ``players`` (a count or names) and
``seed``, or a ``scenario``, which the session check (:mod:`engine.goblinhood.session`) judges.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from engine.errors import Message, marker
from engine.goblinhood.components import MIN_PLAYERS
from engine.goblinhood.refusals import DOMAIN
from engine.goblinhood.rulings import Ruling
from engine.goblinhood.session import KIT

from ..controls import ConfigError, config_kind, sandbox_config
from ..replay import checked
from .kit import play
from .variants import with_players

M_ = marker(DOMAIN, __file__)

KEYS: dict[str, frozenset[str]] = {
    "placements": frozenset({"widget", "scenario"}),
    "lay": frozenset({"widget", "scenario"}),
    "ambush": frozenset({"widget", "scenario", "players"}),
    "cycle": frozenset({"widget", "scenario", "players"}),
    "scoring": frozenset({"widget", "scenario"}),
    "sandbox": frozenset({"widget", "players", "seed", "scenario"}),
}
"""Allowed keys of each widget kind."""

NEEDS_EVENT: dict[str, tuple[Callable[[Mapping[str, Any]], bool], Message]] = {
    "lay": (lambda e: e["type"] == "played", M_("lay-needs-play")),
    "ambush": (lambda e: e["type"] == "ambushed", M_("ambush-needs-ambush")),
    "cycle": (lambda e: e["type"] == "drew" and e["left"] == 0, M_("cycle-needs-last-draw")),
    "scoring": (lambda e: e["type"] == "round_result", M_("scoring-needs-count")),
}
"""Event a kind's worked example must contain (the variant it starts with), and the reason
to give when it does not."""


def check(config: Any) -> dict[str, Any]:
    """The config itself when a widget can show it; otherwise :class:`ConfigError`."""
    kind = config_kind(config, KEYS, not_a_mapping=M_("config-not-map"),
                       unknown_kind=M_("unknown-kind"), not_a_key=M_("widget-key"))
    if kind == "sandbox":
        return sandbox_config(KIT, config)
    scenario = config.get("scenario")
    if not isinstance(scenario, Mapping):
        raise ConfigError(M_("scenario-not-map"), where="scenario")
    seats = scenario.get("players")
    if kind in ("ambush", "cycle") and "players" not in config:
        raise ConfigError(M_("widget-players-required"), where="players", kind=kind)
    if "players" in config:
        n = config["players"]
        high = len(seats) if isinstance(seats, list) else MIN_PLAYERS
        if isinstance(n, bool) or not isinstance(n, int) or not MIN_PLAYERS <= n <= high:
            raise ConfigError(M_("widget-players"), where="players", ruling=Ruling.CYCLES_BY_SEATS,
                              low=MIN_PLAYERS, high=high)
        scenario = checked(lambda s: with_players(s, n), scenario, ConfigError)
    if kind == "placements" and scenario.get("actions"):
        raise ConfigError(M_("placements-no-actions"), where="scenario.actions")
    steps = checked(play, scenario, ConfigError)
    if kind in NEEDS_EVENT:
        shows, reason = NEEDS_EVENT[kind]
        if not any(shows(s.event) for s in steps if s.event):
            raise ConfigError(reason, where="scenario.actions")
    return dict(config)
