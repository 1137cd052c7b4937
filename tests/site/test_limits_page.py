"""Each game's limits on its workshop page, in the reader's language, from the registry
(sitebuild/pages/limits.py): a reader who writes a scenario or sends a link finds the bounds
it is held to where the page about such input is, and the page cannot drift from the checks."""

from __future__ import annotations

import re
from html import unescape

import pytest
from tests.site.testkit import ROOT, BuiltSite, visible_text

from engine import registry
from engine.i18n import SHARED, catalogue
from engine.limits import MEANINGS
from sitebuild.pages import limits
from sitebuild.pages.aid import format_fact
from tests.langkit import LANGS, WRITTEN

pytestmark = pytest.mark.xdist_group("site")
GAMES = registry.game_ids()


@pytest.mark.parametrize("lang", WRITTEN)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_s_workshop_page_shows_its_limits(game: str, lang: str) -> None:
    page = ROOT / "docs" / lang / game / "workshop.md"
    text = page.read_text(encoding="utf-8")
    assert len(limits.PLACEHOLDER.findall(text)) == 1, f"{page}: no {{{{ limits:table }}}} line"
    assert "{ #limits }" in text, f"{page}: the section's heading id is #limits"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_table_holds_the_registry_s_values_as_the_language_writes_them(
        game: str, lang: str) -> None:
    spec = registry.get(game)
    filled = limits.fill("# Page\n\n{{ limits:table }}\n", src_uri=f"{game}/workshop.md",
                         lang=lang, shown="page.md")
    rows = [line for line in filled.splitlines() if line.startswith("| ")]
    assert len(rows) == 1 + len(MEANINGS)          # the heading row, then one row per limit
    t = catalogue(SHARED, lang)
    for row, (name, meaning) in zip(rows[1:], MEANINGS.items()):
        assert row.startswith(f"| {t.translated(meaning)} |")
        if lang != "en":
            assert t.translated(meaning) != meaning, f"{name}: not translated in {lang}"
        value = dict(spec.limits.rows())[name]
        if name == "players":
            low, high = spec.limits.players
            assert f"{low}" in row and f"{high}" in row
        else:
            assert format_fact(int(value), lang) in row
    if lang == "fr":   # 262 144, with the narrow no-break space French sets between groups
        assert "262\u202f144" in filled


def test_the_line_outside_a_game_with_scenarios_fails_the_build_with_file_and_line() -> None:
    calculator = next(entry.id for entry in registry.entries() if entry.id not in GAMES)
    for uri in (f"{calculator}/workshop.md", "index.md"):
        with pytest.raises(limits.LimitsError, match=r"^docs/x\.md:3: "):
            limits.fill("# T\n\n{{ limits:table }}\n", src_uri=uri, lang="en", shown="docs/x.md")


@pytest.mark.parametrize("slug", ["fr", "zh-hans"])
def test_the_built_workshop_pages_show_the_table(site: BuiltSite, slug: str) -> None:
    """In the built site: the section is there with its id, the placeholder is gone, and the
    table shows the game's largest scenario in bytes as the page's language writes it."""
    lang = next(lang for lang in site.languages if lang.slug == slug)
    for game in GAMES:
        html = (site.root / slug / game / "workshop" / "index.html").read_text(encoding="utf-8")
        assert 'id="limits"' in html and "limits:table" not in html
        text = re.sub(r"[ \t\r\n]+", " ", unescape(visible_text(html)))   # keeps U+202F
        max_bytes = format_fact(registry.get(game).limits.max_bytes, lang.hreflang)
        assert max_bytes in text, (game, slug)
