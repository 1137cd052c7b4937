"""A game's widgets are used with a finger as often as with a mouse (issue 22 review): their
help never says "click" alone, which a phone reader cannot do; it says "choose", or "tap or
click". The English phrases are the msgids the other languages translate, so each game's test
reads its own phrases in English and hands them here."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine.i18n import Catalogue, catalogue


def mouse_only(domain: str, phrases: Callable[[Catalogue], Mapping[str, object]],
               at_least: int) -> dict[str, str]:
    """The game's English phrases (at least ``at_least`` plain ones) that ask for a click
    and never a tap."""
    said = {key: p for key, p in phrases(catalogue(domain, "en")).items() if isinstance(p, str)}
    assert len(said) >= at_least
    return {key: p for key, p in said.items() if "click" in p.lower() and "tap" not in p.lower()}
