"""The home page's cards of games are made from the registry (sitebuild/pages/home.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry
from sitebuild.pages import home
from tests.site.testkit import BuiltSite
from tests.langkit import WRITTEN

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_lead_sentence_is_the_first_sentence_under_the_title() -> None:
    page = ("# Game { #game }\n\n*Game!* is a quick game. It has [cards](cards.md#cards).\n"
            "More here.\n\n## Next { #next }\n")
    assert home.lead_paragraph(page) == ("*Game!* is a quick game. It has "
                                         "[cards](cards.md#cards). More here.")
    assert home.lead_sentence(page) == "*Game!* is a quick game."
    assert home.lead_sentence("# 遊戲\n\n《遊戲》是一款遊戲。它很快。\n") == "《遊戲》是一款遊戲。"
    assert home.lead_sentence("# 嘿！\n\n《嘿！》是一款遊戲。它很快。\n") == "《嘿！》是一款遊戲。"
    assert home.lead_paragraph("# Game\n\n- a list, not a lead\n") == ""


def test_a_lead_s_links_are_made_relative_to_the_home_page(tmp_path: Path) -> None:
    game = registry.entry_ids()[0]
    for spec in registry.entries():
        (tmp_path / spec.id).mkdir()
        (tmp_path / spec.id / "index.md").write_text(
            "# T\n\nSee [the cards](cards.md#c), [a site](https://example.org) and [here](#x).\n",
            encoding="utf-8")
    made = home.cards("en", tmp_path)
    assert f'<a href="{game}/cards/#c">the cards</a>' in made
    assert '<a href="https://example.org">a site</a>' in made and f'<a href="{game}/#x">here</a>' in made


def test_a_game_without_a_lead_fails_the_build(tmp_path: Path) -> None:
    for spec in registry.entries():
        (tmp_path / spec.id).mkdir()
        (tmp_path / spec.id / "index.md").write_text("# T\n\n## At once\n", encoding="utf-8")
    with pytest.raises(home.HomeError, match="index.md: no lead paragraph"):
        home.cards("en", tmp_path)


@pytest.mark.parametrize("lang", WRITTEN)
def test_every_game_has_one_card_in_every_language(lang: str) -> None:
    rows = home.cards(lang, DOCS / lang).splitlines()[1:-1]
    linked = [re.search(r'<h3 [^>]*><a href="([\w-]+)/">', row) for row in rows]
    assert sorted(m.group(1) for m in linked if m) == sorted(registry.entry_ids())
    assert all(re.search(r'class="lr-game__lead">(?!</p>)', row) for row in rows)


def test_the_built_home_pages_list_every_game(site: BuiltSite) -> None:
    for lang in site.languages:
        page = (site.root / lang.slug / "index.html").read_text(encoding="utf-8")
        assert "{{" not in page, lang.slug
        for game in registry.entry_ids():
            assert f'href="{game}/"' in page, (lang.slug, game)


NO_LENGTH = {"en": r"^- No source\b.*\blength\b", "fr": r"^- Aucune source\b.*\bdurée\b",
             "zh": r"^- .*都沒有寫一局要玩多久"}
"""The line of a game's Sources that says no source gives a game's length, in each language
written by hand (a sentence of the page, so each language writes its own)."""


@pytest.mark.parametrize("lang", WRITTEN)
def test_a_card_without_a_length_is_a_game_whose_sources_give_none(lang: str) -> None:
    """A card gives the length a source gives; a card without one is a game whose Sources say
    that no source gives it (issue 22 review: two cards gave no length and no reason)."""
    for spec in registry.entries():
        if home._span(dict(spec.extra).get("box", {}), "minutes") is not None:
            continue
        page = (DOCS / lang / spec.id / "index.md").read_text(encoding="utf-8")
        assert "{ #sources }" in page, (lang, spec.id)
        sources = page.split("{ #sources }", 1)[1].split("\n## ", 1)[0]
        assert re.search(NO_LENGTH[lang], sources, re.M), \
            f"{lang}/{spec.id}: no length on its card, and its Sources do not say why"
