"""Where the widgets' browser files go in a language build: ``<lang>/assets/widgets/`` is a
copy of the source folder ``widgets/`` (its ``static/`` and each game's
``livewidgets/<game>/static/``), so a relative import between two scripts resolves the same
way in the source tree (where the JavaScript check reads it) and on the site."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "widgets"
"""The source folder the built ``assets/widgets/`` mirrors."""
SITE = "assets/widgets"
"""The mirror's place in a language build."""
SHARED = "static"
"""The widgets' shared files (``widgets.js``, ``widgets.css``, ``runtime.js``...), in both."""


def game_static(game: str) -> str:
    """A game's browser files, relative to the source folder and to the mirror alike."""
    return f"livewidgets/{game}/static"


def shared_url(name: str) -> str:
    """A shared file's path in a language build (``assets/widgets/static/widgets.js``)."""
    return f"{SITE}/{SHARED}/{name}"


def game_url(game: str, name: str) -> str:
    """A game's file's path in a language build."""
    return f"{SITE}/{game_static(game)}/{name}"
