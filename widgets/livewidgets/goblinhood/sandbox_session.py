"""The Goblin Hood sandbox's session: the generic kit (:mod:`livewidgets.sandboxkit`) set up
for this game, and the setup's own events (the config check reads it too).

A session is how a match started plus the actions played, as plain JSON; every call replays it
(see the kit's docstring for its format, its checks and its share links). A session that starts
from a scenario's position (a link, an import, a fence, a saved game) passes the same position
check as the command line's ``run`` and Import (:func:`engine.goblinhood.scenario.
check_position`) each time it is replayed: a position nobody can act in never reaches a turn
loop, a bot or a sentence.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.goblinhood import Event
from engine.goblinhood.components import DEFAULT_MARKER, DEFAULT_REMOVED, DEFAULT_WINS
from engine.goblinhood.game import GAME
from engine.goblinhood.setup import start as deal

from ..sandboxkit import SandboxKit

DEFAULTS: Mapping[str, Any] = {"removed": DEFAULT_REMOVED, "wins": DEFAULT_WINS,
                               "marker": DEFAULT_MARKER}
"""The setup options a sandbox may change (the deck is the demonstration deck); the setup form
offers the match's length and where a marker comes from (ruling ``marker-chooser``)."""

class CheckedKit(SandboxKit):
    """The kit, with the game's start check (``GameSpec.check_start``) run on every start
    from a scenario, as ``run_scenario`` runs it: a generic hook, not a Goblin Hood rule."""

    def start_state(self, start: Any) -> Any:
        state = super().start_state(start)
        if "scenario" in start and self.spec.check_start is not None:
            self.spec.check_start(state)
        return state


KIT = CheckedKit(GAME, names=("Ana", "Ben", "Chen", "Dana"), defaults=DEFAULTS,
                 default_bot="greedy")

__all__ = ["DEFAULTS", "KIT", "CheckedKit", "setup_events"]


def setup_events(session: Mapping[str, Any]) -> list[Event]:
    """What happened while the match was dealt (the deal, the trail, who starts, an ambush
    at once); none for a session that starts from a scenario's position."""
    start = session["start"]
    if "scenario" in start:
        return []
    return deal(start["players"], start["seed"], **start.get("options", {}))[1]
