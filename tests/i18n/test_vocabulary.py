"""One vocabulary across the site (issue 21): the same seat names everywhere, and the site's
own words (turn, round, tie-break, seed...) written one way per language in every catalogue."""

from __future__ import annotations

import pytest

from engine.i18n import LANGS
from sitebuild.words.catalogues import domains

SEAT_NAMES = ("Ana", "Ben", "Chen", "Dana", "Emil")
"""The seats of every new game, in every game and language (the worked examples use them)."""


@pytest.mark.parametrize("lang", LANGS)
def test_every_sandbox_seats_the_same_names(lang: str) -> None:
    import importlib
    tables = []
    for domain in domains():
        try:
            module = importlib.import_module(f"livewidgets.{domain.name}.sandbox_text")
        except ModuleNotFoundError:
            continue
        tables.append((domain.name, module.WORDS.seat_names[lang]))
    assert len(tables) >= 3
    for game, names in tables:
        assert names == SEAT_NAMES[:len(names)], (game, names)
