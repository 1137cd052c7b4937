"""The Goblin Hood sandbox's session: the generic kit (:mod:`livewidgets.sandboxkit`) set up
for this game, the bots' seeds, who may see what, and the setup's own events.

A session is how a match started plus the actions played, as plain JSON; every call replays it
(see the kit's docstring for its format, its checks and its share links). Bots draw their
choices from a seed made of the start's seed and the move's number, so a shared link, an undo
followed by a redo, or a reload plays the very same game again.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.goblinhood import Event, State
from engine.goblinhood.components import DEFAULT_REMOVED
from engine.goblinhood.game import GAME
from engine.goblinhood.setup import start as deal

from ..sandboxkit import HUMAN, Replay, SandboxKit

DEFAULTS: Mapping[str, Any] = {"removed": DEFAULT_REMOVED, "wins": 1}
"""The setup options a sandbox may change (the deck is the demonstration deck)."""

KIT = SandboxKit(GAME, names=("Ana", "Ben", "Chen", "Dana"), defaults=DEFAULTS,
                 default_bot="greedy")

__all__ = ["DEFAULTS", "HUMAN", "KIT", "Replay", "bot_seed", "setup_events", "viewer"]


def bot_seed(session: Mapping[str, Any], move: int) -> int:
    """A bot's seed for move number ``move``: from the start's seed, so replayable."""
    start = session["start"]
    base = start.get("seed", start.get("scenario", {}).get("seed", 0)) or 0
    return (int(base) * 1_000_003 + move) % 2**32


def setup_events(session: Mapping[str, Any]) -> list[Event]:
    """What happened while the match was dealt (the deal, the trail, who starts, an ambush
    at once); none for a session that starts from a scenario's position."""
    start = session["start"]
    if "scenario" in start:
        return []
    return deal(start["players"], start["seed"], **start.get("options", {}))[1]


def viewer(state: State, seats: Sequence[str]) -> str | None:
    """Whose private cards the page shows: the human to act, else the next human in seat
    order; None when no human plays or the match is over (nothing is secret then)."""
    if state.is_over or HUMAN not in seats:
        return None
    count = len(seats)
    for step in range(count):
        seat = (state.turn + step) % count
        if seats[seat] == HUMAN:
            return state.players[seat]
    return None
