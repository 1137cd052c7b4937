"""Goblin Hood's saved games: the generic sessions (:mod:`engine.session`) set up for this
game, and the setup's own events (the sandbox's config check reads them too).

A session is how a match started plus the actions played, as plain JSON; every call replays it
(see the kit's docstring for its format, its checks and its share links). A session that starts
from a scenario's position (a link, an import, a fence, a saved game) passes the same position
check as the command line's ``run`` and Import (:func:`engine.goblinhood.scenario.
check_position`) each time it is replayed: a position nobody can act in never reaches a turn
loop, a bot or a sentence.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..session import SandboxKit
from .components import DEFAULT_MARKER, DEFAULT_REMOVED, DEFAULT_WINS
from .events import Event
from .game import GAME
from .setup import start as deal

DEFAULTS: Mapping[str, Any] = {"removed": DEFAULT_REMOVED, "wins": DEFAULT_WINS,
                               "marker": DEFAULT_MARKER}
"""The setup options a sandbox may change (the deck is the demonstration deck); the setup form
offers the match's length and where a marker comes from (ruling ``marker-chooser``)."""

KIT = SandboxKit(GAME, names=("Ana", "Ben", "Chen", "Dana"), defaults=DEFAULTS,
                 default_bot="greedy")


__all__ = ["DEFAULTS", "KIT", "setup_events"]


def setup_events(session: Mapping[str, Any]) -> list[Event]:
    """What happened while the match was dealt (the deal, the trail, who starts, an ambush
    at once); none for a session that starts from a scenario's position."""
    start = session["start"]
    if "scenario" in start:
        return []
    return deal(start["players"], start["seed"], **start.get("options", {}))[1]
