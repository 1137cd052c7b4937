"""Each language has its own search index; Chinese is segmented into words (jieba) so whole
terms are found, and into their parts (jieba's search cut and the glossary's terms) so a part
of a compound is found too (恩寵 in 巨龍恩寵); no index holds pages of another language, nor
the rulings' badges, nor the widgets' buttons and drawings."""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from typing import Any

import pytest
from sitebuild.pages.search_games import SEPARATOR
from sitebuild.pages.search_skip import skip_whole_elements
from sitebuild.words.hans import to_simplified
from tests.games.test_pages import LABELS as BADGES
from tests.livepages import SERVICE_WORKERS
from tests.site.testkit import HTML_LANG, BuiltSite, read_page

pytestmark = pytest.mark.xdist_group("site")

# Terms each language's readers type; every one must be an indexed word of some page.
TERMS = {
    "en": ["bribe", "black market", "curse"],
    "fr": ["pot-de-vin", "Marché Noir", "maudire", "Faveur", "Joker", "étal"],
    "zh": ["賄賂", "恩寵", "黑市", "詛咒", "萬用牌", "龍"],
    "zh-hans": ["贿赂", "恩宠", "黑市", "诅咒", "万用牌", "龙"],
}
ZWSP = "\u200b"
COMPOUND = {"zh": "巨龍恩寵", "zh-hans": "巨龙恩宠"}
"""A page title that is one compound of two glossary terms (TERMS holds both halves)."""


def index_of(site: BuiltSite, slug: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((site.root / slug / "search" / "search_index.json")
                                      .read_text(encoding="utf-8"))
    return data


def words(text: str, separator: str) -> set[str]:
    """The index's tokens, split as material's search splits them (its `separator`)."""
    return {token.lower() for token in re.split(separator, re.sub(r"<[^>]+>", " ", text)) if token}


def indexed(doc: dict[str, Any], index: dict[str, Any]) -> set[str]:
    """Every word the browser indexes for a section: all the fields of the index's config
    (title and text, and the parts of their Chinese words)."""
    separator = index["config"]["separator"]
    return words(" ".join(str(doc.get(name, "")) for name in index["config"]["fields"]),
                 separator)


def find(index: dict[str, Any], query: str, prefix: bool = False) -> list[str]:
    """Locations of the sections holding every word of `query` as a whole indexed word (or as
    the start of one, as the browser matches what the reader types)."""
    wanted = words(query, index["config"]["separator"])
    found = []
    for doc in index["docs"]:
        have = indexed(doc, index)
        if all(any(word.startswith(w) for word in have) if prefix else w in have
               for w in wanted):
            found.append(doc["location"])
    return found


def shown(doc: dict[str, Any]) -> str:
    """What a result shows of a section: its title and text, as the reader reads them."""
    return re.sub(r"<[^>]+>", " ", doc["title"] + " " + doc["text"]).replace(ZWSP, "")


def test_separator_keeps_the_zero_width_space_of_word_boundaries(site: BuiltSite) -> None:
    for lang in site.languages:
        assert re.split(index_of(site, lang.slug)["config"]["separator"], "a\u200bb") == ["a", "b"]


@pytest.mark.parametrize("slug", TERMS)
def test_each_index_finds_its_own_terms(site: BuiltSite, slug: str) -> None:
    index = index_of(site, slug)
    for term in TERMS[slug]:
        assert find(index, term), f"{slug}: {term!r} is not an indexed word"


def test_badges_stay_out_of_the_excerpts(site: BuiltSite) -> None:
    """Review 37, C3: a paragraph opened by a ruling's badge read, in a result's excerpt,
    "... cette pile. Notre lecture La page ...": the badges are not indexed."""
    for slug, lang in (("en", "en"), ("fr", "fr"), ("zh", "zh"), ("zh-hans", "zh")):
        texts = [doc["text"].replace(ZWSP, "") for doc in index_of(site, slug)["docs"]]
        label = BADGES[lang]["lr-reading"]   # ("Assumption", 假設, is a word of prose too)
        label = to_simplified(label) if slug == "zh-hans" else label
        opened = [text for text in texts if f"<p>{label}" in text]
        assert not opened, f"{slug}: {label!r} opens {len(opened)} indexed paragraphs"


def indexed_text(material_parser: Any, page: str) -> str:
    """The text material's search parser keeps of ``page``, every section's title and text."""
    parser = material_parser()
    parser.feed(page)
    parser.close()
    return " ".join("".join(section.title) + " " + "".join(section.text)
                    for section in parser.data)


def test_a_marked_element_is_skipped_whole() -> None:
    """Material's parser forgets a mark at the first end tag of the same name inside the marked
    element (it tracks skipped elements by name); the build's parser skips the whole element,
    elements of the same name nested inside included (sitebuild/pages/search_skip.py)."""
    from material.plugins.search import plugin

    skip_whole_elements()
    page = ('<h2 id="a">Title</h2><p>before</p><div data-search-exclude><div>first</div>'
            '<p>second<br>line</p><div><div>deep</div><img src="x.png"></div><p>last</p>'
            '</div><p>after <a data-search-exclude href="#r">badge</a> words</p>')
    shipped = indexed_text(plugin.Parser.__mro__[1], page)
    assert "second" in shipped, "material skips marked elements whole now: drop the mend"
    kept = indexed_text(plugin.Parser, page)
    for word in ("Title", "before", "after", "words"):
        assert word in kept, word
    for word in ("first", "second", "line", "deep", "last", "badge"):
        assert word not in kept, word


class WidgetTexts(HTMLParser):
    """A page's text runs inside its widgets (``data-widget``) and outside them."""

    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []     # the open elements of the widget being read
        self.inside: list[str] = []
        self.outside: list[str] = []
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.open or any(name == "data-widget" for name, _ in attrs):
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in self.open:
            del self.open[len(self.open) - 1 - self.open[::-1].index(tag):]

    def handle_data(self, data: str) -> None:
        (self.inside if self.open else self.outside).append(" ".join(data.split()))


def test_the_widgets_stay_out_of_the_index(site: BuiltSite) -> None:
    """The widgets' buttons, drawings, captions and tables are not indexed (a result showed
    them as its excerpt: "StartBackPlayNextBefore step 1 of 29 ..."): no text of a widget that
    the page does not also say outside its widgets is in its page's sections of the index."""
    checked = 0
    for lang in site.languages:
        sections: dict[str, list[str]] = {}
        for doc in index_of(site, lang.slug)["docs"]:
            text = html.unescape(re.sub(r"<[^>]+>", " ", doc["title"] + " " + doc["text"]))
            sections.setdefault(doc["location"].split("#")[0], []).append(
                " ".join(text.replace(ZWSP, "").split()))
        for path in site.pages(lang):
            page = path.read_text(encoding="utf-8")
            if "data-widget=" not in page:
                continue
            where = path.parent.relative_to(site.root / lang.slug).as_posix() + "/"
            texts = WidgetTexts(page)
            outside = " ".join(texts.outside)
            own = {text for text in texts.inside if len(text) >= 12 and text not in outside}
            indexed = " ".join(sections.get("" if where == "./" else where, []))
            leaked = sorted(text for text in own if text in indexed)
            assert not leaked, f"{lang.slug}/{where}: widget text indexed: {leaked[:3]}"
            checked += len(own)
    assert checked > 1000, f"only {checked} widget texts to look for: the check proves little"


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
            # same section, same title: a proper name, not translated (a card named as the game)
            english_titles = {title for _, title in english}
            untranslated = {(where, title) for where, title in ours - english
                            if title in english_titles}
            assert not untranslated, lang.slug


def test_index_locations_point_at_existing_sections(site: BuiltSite) -> None:
    """Every location of every index is a built page, and its #anchor an id on that page.
    Each page is parsed once (its ids kept) however many of its sections the index lists: a
    parse per location read the big pages dozens of times over."""
    for lang in site.languages:
        ids: dict[str, set[str]] = {}
        for doc in index_of(site, lang.slug)["docs"]:
            path, _, anchor = doc["location"].partition("#")
            if path not in ids:
                ids[path] = read_page(site.root / lang.slug / path / "index.html").ids
            assert not anchor or anchor in ids[path], (lang.slug, doc["location"])


@pytest.mark.parametrize("slug", TERMS)
def test_each_term_finds_every_page_that_uses_it(site: BuiltSite, slug: str) -> None:
    """A page using a term is found by it: in Chinese wherever it stands (also inside a
    compound: 恩寵 in 巨龍恩寵, 龍 in 巨龍), elsewhere where a word starts with it (étal finds
    l'Étal). Pages found by the browser's prefix match of the term's words."""
    index = index_of(site, slug)
    for term in TERMS[slug]:
        if slug.startswith("zh"):
            uses = re.compile(re.escape(term))
        else:
            uses = re.compile(r"(?<!\w)" + re.escape(term), re.I)
        expected = {doc["location"].split("#")[0] for doc in index["docs"]
                    if uses.search(shown(doc))}
        found = {location.split("#")[0] for location in find(index, term, prefix=True)}
        assert expected, f"{slug}: no page uses {term!r}: the check would prove nothing"
        assert expected <= found, f"{slug}: {term!r} does not find {sorted(expected - found)}"


@pytest.mark.parametrize("slug", ["zh", "zh-hans"])
def test_chinese_results_show_words_once_and_index_their_parts(site: BuiltSite,
                                                               slug: str) -> None:
    """The parts of a word are indexed in fields of their own, never shown: each part lies
    inside a word of the section, and the shown text holds no part twice over."""
    index = index_of(site, slug)
    fields = index["config"]["fields"]
    assert {"title_parts", "text_parts"} <= set(fields)
    with_parts = 0
    for doc in index["docs"]:
        for name in ("title", "text"):
            shown_words = doc[name].split(ZWSP)
            for part in filter(None, doc.get(f"{name}_parts", "").split(ZWSP)):
                with_parts += 1
                assert any(part in word and part != word for word in shown_words), \
                    (slug, doc["location"], part)
    assert with_parts > 0
    # the page's title, led by its game's name (sitebuild/pages/search_games.py)
    compound = COMPOUND[slug]
    favor = next(doc for doc in index["docs"]
                 if doc["title"].replace(ZWSP, "").endswith(SEPARATOR + compound))
    assert "#" not in favor["location"], "the compound is a page's title"
    assert compound in favor["title"].split(ZWSP), "the compound stays whole in the title"
    assert set(favor["title_parts"].split(ZWSP)) >= {compound[:2], compound[2:]}


@pytest.mark.browser
@pytest.mark.parametrize(("slug", "query"), [("zh", "恩寵"), ("zh-hans", "龙"), ("fr", "étal")])
def test_the_browser_finds_a_part_of_a_word(browser: Any, site: BuiltSite, slug: str,
                                            query: str) -> None:
    context = browser.new_context(**SERVICE_WORKERS)
    try:
        page = context.new_page()
        page.goto(f"{site.url}{slug}/")
        search = page.locator("input.md-search__input")
        search.click()
        search.fill(query)
        search.press("End")
        results = page.locator(".md-search-result__item > a")
        results.first.wait_for()
        hrefs = results.evaluate_all("links => links.map(a => a.href.split('?')[0])")
    finally:
        context.close()
    # a page with a section titled with a word holding the query is among the results
    titled = {doc["location"].split("#")[0] for doc in index_of(site, slug)["docs"]
              if query.lower() in shown({"title": doc["title"], "text": ""}).lower()}
    assert titled, f"{slug}: no section title holds {query!r}: nothing to find"
    assert {f"{site.url}{slug}/{page}" for page in titled} & set(hrefs), (sorted(titled), hrefs)


def test_every_search_worker_tries_a_chinese_query_whole(site: BuiltSite) -> None:
    """Material's worker, mended (sitebuild/pages/search_cut.py): a Chinese query is cut into
    indexed words up to its last character, so 小豬 is searched as 小豬, not as 小; and whole
    words rank above words they start (sitebuild/pages/search_rank.py)."""
    from sitebuild.pages.search_cut import WORKER_SEGMENT
    from sitebuild.pages.search_rank import WORKER_RANK

    for lang in site.languages:
        workers = list((site.root / lang.slug / "assets" / "javascripts" / "workers")
                       .glob("search.*.min.js"))
        assert workers, lang.slug
        for worker in workers:
            code = worker.read_text(encoding="utf-8")
            for shipped, mended in (*WORKER_SEGMENT, *WORKER_RANK):
                assert shipped not in code and mended in code, (lang.slug, worker.name)
