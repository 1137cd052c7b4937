"""Bonsai's widget help says "choose", or "tap or click", never "click" alone (tests/touchkit.py)."""

from __future__ import annotations

import livewidgets.bonsai
from livewidgets.phrasedata import PhraseData
from tests.touchkit import mouse_only


def test_no_bonsai_help_asks_for_a_click_alone() -> None:
    assert mouse_only("bonsai", PhraseData(livewidgets.bonsai.__file__).table("phrases"), 5) == {}
