"""PDBMV's own part of the page checks: its assumption badges match the engine's assumed values.

Every game's badges and pictures are checked by ``tests/games/test_pages.py``, which knows an
assumption only as an ``assumed-<option>`` entry of the rulings page. PDBMV's engine lists its
assumed values (:data:`engine.pdbmv.components.ASSUMPTIONS`), so its rulings page must have an
entry for each option and no other, and since every one of them shapes play, each is marked
with its badge on a page that uses it.
"""

from __future__ import annotations

import pytest

from engine.pdbmv.components import ASSUMPTIONS
from tests.games.test_pages import LANGS, all_markers, assumed_entries
from tests.langkit import WRITTEN

GAME = "pdbmv"
ASSUMED = {f"assumed-{a.option.replace('_', '-')}" for a in ASSUMPTIONS}
"""The rulings page's anchor of each assumed option (``track_values``: ``assumed-track-values``)."""


@pytest.mark.parametrize("lang", LANGS)
def test_each_assumption_has_its_entry_and_each_entry_an_assumption(lang: str) -> None:
    assert assumed_entries(GAME, lang) == ASSUMED


def test_every_assumption_is_marked_where_it_is_used() -> None:
    """Every assumed value carries its badge on a page other than the rulings page."""
    used = {m.target for page, m in all_markers(GAME, "en")
            if page != "rulings" and m.kind == "lr-assumed"}
    assert ASSUMED <= used, f"assumptions marked nowhere: {sorted(ASSUMED - used)}"


def test_the_player_aid_shows_the_badge_of_every_reading_it_states() -> None:
    """Issue 21: the aid stated readings without their badge. Each line that states one (the
    rulings page's reading paragraph links to the aid's section) carries it, in every
    language, in the same order."""
    import re
    from pathlib import Path
    from engine.pdbmv.rulings import READINGS
    root = Path(__file__).resolve().parents[2] / "docs"
    badge = re.compile(r"\]\(rulings\.md#([\w-]+)\)\{ \.lr-reading \}")
    found = {lang: badge.findall((root / lang / "pdbmv" / "aid.md").read_text("utf-8"))
             for lang in WRITTEN}
    assert all(found[lang] == found["en"] for lang in WRITTEN)
    assert set(found["en"]) <= {str(r) for r in READINGS} and len(found["en"]) >= 5
    for lang in found:
        rulings = (root / lang / "pdbmv" / "rulings.md").read_text("utf-8")
        assert rulings.count("(aid.md#") == len(found[lang])
