"""Where the registry's entries are: ``engine/<id>/game.py``, found without a list to edit.

The lowest layer of the registry: which entries exist and the module that declares each one,
and nothing about what an entry is. :mod:`engine.registry` builds its typed look-ups on it;
:mod:`engine.errors` asks it for a game's ``describe`` (a refusal's card id in words). Both
need to find a game, and neither needs the other to do so, so the two stay one-way:
``registry`` imports ``errors`` (a calculator refuses an input), never the reverse.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

GAME_ID = re.compile(r"^[a-z][a-z0-9]{1,23}$")
"""A game id is a folder, a command, a fence and a URL name: short, lower case, no dash."""

ENGINE_DIR = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def entry_ids() -> tuple[str, ...]:
    """Ids of every registry entry, games and calculators, sorted (a subpackage of ``engine``
    with a ``game`` module)."""
    found = []
    for info in pkgutil.iter_modules([str(ENGINE_DIR)]):
        if info.ispkg and GAME_ID.match(info.name) \
                and (ENGINE_DIR / info.name / "game.py").exists():
            found.append(info.name)
    return tuple(sorted(found))


def declared(entry_id: str) -> Any:
    """What ``engine/<entry_id>/game.py`` calls ``GAME`` (None if it has none), unchecked:
    :func:`engine.registry.entry` checks it is a spec of that id. Imports the game's modules
    on first use only, so the browser loads just the game of the page."""
    return getattr(importlib.import_module(f"engine.{entry_id}.game"), "GAME", None)
