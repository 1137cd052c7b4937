"""The marker of this game's refusals: ``M_(code)``, declared in ``messages.toml`` beside it.

Its messages belong to the game's own gettext domain (the game id), as everything the
catalogue extractor finds under ``engine/pdbmv/`` and ``widgets/livewidgets/pdbmv/`` does; the
``shared`` domain's marker is :data:`engine.errors.M_`. A module of its own, imported by the
lowest modules of the game (``components``, ``actions``), so it imports nothing of the game.
"""

from __future__ import annotations

from typing import Final

from ..errors import RulesError, marker

DOMAIN: Final = "pdbmv"
"""The game's gettext domain (also :data:`engine.pdbmv.messages.DOMAIN`)."""

M_ = marker(DOMAIN, __file__)

__all__ = ["DOMAIN", "M_", "RulesError"]
