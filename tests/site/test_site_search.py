"""Each language has its own search index; Chinese is segmented into words (jieba) so whole
terms are found; no index holds pages of another language."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from tests.site.testkit import HTML_LANG, BuiltSite, read_page

pytestmark = pytest.mark.xdist_group("site")

# Terms each language's readers type; every one must be an indexed word of some page.
TERMS = {
    "en": ["bribe", "black market", "curse"],
    "fr": ["pot-de-vin", "Marché noir", "maudire"],
    "zh": ["賄賂", "黑市", "詛咒", "萬用牌"],
    "zh-hans": ["贿赂", "黑市", "诅咒", "万用牌"],
}


def index_of(site: BuiltSite, slug: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((site.root / slug / "search" / "search_index.json")
                                      .read_text(encoding="utf-8"))
    return data


def words(text: str, separator: str) -> set[str]:
    """The index's tokens, split as material's search splits them (its `separator`)."""
    return {token.lower() for token in re.split(separator, re.sub(r"<[^>]+>", " ", text)) if token}


def find(index: dict[str, Any], query: str) -> list[str]:
    """Locations of the sections holding every word of `query` as a whole indexed word."""
    separator = index["config"]["separator"]
    wanted = words(query, separator)
    return [doc["location"] for doc in index["docs"]
            if wanted <= words(doc["title"] + " " + doc["text"], separator)]


def test_separator_keeps_the_zero_width_space_of_word_boundaries(site: BuiltSite) -> None:
    for lang in site.languages:
        assert re.split(index_of(site, lang.slug)["config"]["separator"], "a\u200bb") == ["a", "b"]


@pytest.mark.parametrize("slug", TERMS)
def test_each_index_finds_its_own_terms(site: BuiltSite, slug: str) -> None:
    index = index_of(site, slug)
    for term in TERMS[slug]:
        assert find(index, term), f"{slug}: {term!r} is not an indexed word"


def test_no_index_holds_another_language(site: BuiltSite) -> None:
    english = {(doc["location"], doc["title"]) for doc in index_of(site, "en")["docs"]}
    for lang in site.languages:
        index = index_of(site, lang.slug)
        pages = {doc["location"].split("#")[0] for doc in index["docs"]}
        for location in pages:
            page = site.root / lang.slug / location / "index.html"
            assert read_page(page).lang == HTML_LANG[lang.slug], (lang.slug, location)
        if lang.slug.startswith("zh"):
            ours = {(doc["location"], doc["title"]) for doc in index["docs"]}
            names = ours & english   # same section, same title: a proper name, not translated
            english_titles = {title for _, title in english - names}
            assert not {title for _, title in ours} & english_titles, lang.slug


def test_index_locations_point_at_existing_sections(site: BuiltSite) -> None:
    for lang in site.languages:
        for doc in index_of(site, lang.slug)["docs"]:
            path, _, anchor = doc["location"].partition("#")
            page = read_page(site.root / lang.slug / path / "index.html")
            assert not anchor or anchor in page.ids, (lang.slug, doc["location"])
