"""PDBMV's saved games: the generic sessions (:mod:`engine.session`) set up for this game.

A session is how a game started plus the actions played, as plain JSON (see
:mod:`engine.session` for its format, its checks and its share links); this game adds only
its setup options with their defaults (a link holds only those that differ), the names of a
new game's seats and the bot seated after the reader.
"""

from __future__ import annotations

from ..session import SandboxKit
from .game import GAME
from .setup import DEFAULTS

DEFAULT_NAMES = ("Ana", "Ben", "Chen", "Dana", "Emil")
"""Names of a new game's seats when no language is given: short, readable everywhere."""

KIT = SandboxKit(GAME, names=DEFAULT_NAMES, defaults=DEFAULTS, default_bot="greedy")
"""PDBMV's sessions: the generic kit with the engine's spec, options and bots."""

__all__ = ["DEFAULT_NAMES", "KIT"]
