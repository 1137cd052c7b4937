"""The Goblin Hood sandbox's session: the generic kit (:mod:`livewidgets.sandboxkit`) set up
for this game, and the setup's own events (the config check reads it too).

A session is how a match started plus the actions played, as plain JSON; every call replays it
(see the kit's docstring for its format, its checks and its share links).
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.goblinhood import Event
from engine.goblinhood.components import DEFAULT_REMOVED, DEFAULT_WINS
from engine.goblinhood.game import GAME
from engine.goblinhood.setup import start as deal

from ..sandboxkit import SandboxKit

DEFAULTS: Mapping[str, Any] = {"removed": DEFAULT_REMOVED, "wins": DEFAULT_WINS}
"""The setup options a sandbox may change (the deck is the demonstration deck)."""

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
