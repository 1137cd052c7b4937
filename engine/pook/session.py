"""Pook's saved games: the generic sessions (:mod:`engine.session`) set up for this game.

A session is how a game started plus the actions played, as plain JSON (see
:mod:`engine.session` for its format, its checks and its share links); this game adds only
its setup options with their defaults (a link holds only those that differ), the names of a
new game's seats and the bot seated after the reader.
"""

from __future__ import annotations

from ..session import SandboxKit
from .game import GAME
from .setup import DEFAULTS

KIT = SandboxKit(GAME, names=("Ana", "Ben", "Chen", "Dana"), defaults=DEFAULTS,
                 default_bot="greedy")
"""Pook's sessions: the generic kit with the engine's spec, options and bots."""

__all__ = ["KIT"]
