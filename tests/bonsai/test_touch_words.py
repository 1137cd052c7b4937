"""Bonsai's widgets are used with a finger as often as with a mouse (issue 22 review): their
help never says "click" alone, which a phone reader cannot do; it says "choose", or "tap or
click". The English phrases are the msgids the other languages translate."""

from __future__ import annotations

from engine.i18n import catalogue

from livewidgets.bonsai.strings import DOMAIN, _phrases


def test_no_bonsai_help_asks_for_a_click_alone() -> None:
    phrases = _phrases(catalogue(DOMAIN, "en"))
    said = {key: p for key, p in phrases.items() if isinstance(p, str)}
    assert len(said) > 5
    mouse_only = {key: p for key, p in said.items()
                  if "click" in p.lower() and "tap" not in p.lower()}
    assert mouse_only == {}
