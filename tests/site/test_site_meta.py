"""What a shared link shows, read from the built site: every page of every language has a
description of its own, in its language (its first paragraph, or the one written for it), and
Open Graph and Twitter card tags with its title and description; each language's sitemap lists
every page's hreflang alternates (the same page in the other languages), all existing and
symmetric, and only a language's home page has them as <link> tags too (material fetches
<href>sitemap.xml for each). Then the parts on their own: trimming (English, French, Chinese),
the first paragraph, the alternates of a page, and a small build where a page is missing in a
language and one has a description written in front matter."""

from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ElementTree
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from urllib.parse import urljoin

import pytest

from sitebuild.pages import describe
from sitebuild.build import build_site
from sitebuild.pages.describe import first_paragraph, is_wide, plain, trim
from sitebuild.words.hans import to_simplified
from tests.site.testkit import BuiltSite
from tests.langkit import WRITTEN

pytestmark = pytest.mark.xdist_group("site")

NOT_PROSE = {"sup", "script", "style", "button"}
"""Elements whose text is no part of a sentence; so are a heading's permalink and the badges."""
LABELS = {"headerlink", "lr-reading", "lr-assumed"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML = "{http://www.w3.org/1999/xhtml}"


class Head(HTMLParser):
    """A built page's meta tags, alternates, canonical link, first heading and article prose."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.meta: dict[str, list[str]] = {}
        self.alternates: list[tuple[str, str]] = []
        self.canonical: str | None = None
        self.h1: str | None = None
        self.prose: list[str] = []
        self._h1: list[str] | None = None
        self._in_article = False
        self._skip: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "meta" and ("name" in values or "property" in values):
            key = values.get("property") or values["name"]
            self.meta.setdefault(key, []).append(values.get("content", ""))
        if tag == "link" and values.get("rel") == "alternate" and "hreflang" in values:
            self.alternates.append((values["hreflang"], values["href"]))
        if tag == "link" and values.get("rel") == "canonical":
            self.canonical = values["href"]
        if tag == "article":
            self._in_article = True
        if tag not in VOID and (self._skip or tag in NOT_PROSE
                                or LABELS & set(values.get("class", "").split())):
            self._skip.append(tag)
        if tag == "h1" and self._in_article and self.h1 is None:
            self._h1 = []

    def handle_endtag(self, tag: str) -> None:
        if self._skip and self._skip[-1] == tag:
            self._skip.pop()
        if tag == "h1" and self._h1 is not None:
            # runs of ASCII white space only: a French title's no-break spaces are its own
            self.h1, self._h1 = re.sub(r"[ \t\r\n]+", " ", "".join(self._h1)).strip(), None
        if tag == "article":
            self._in_article = False

    def handle_data(self, data: str) -> None:
        if self._skip:
            return
        if self._h1 is not None:
            self._h1.append(data)
        if self._in_article:
            self.prose.append(data)

    def one(self, key: str) -> str:
        values = self.meta.get(key, [])
        assert len(values) == 1, f"{key}: {values}"
        return values[0]


def squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def where(site: BuiltSite, page: Path) -> str:
    """The page's address, as the build (SITE_URL = the served sub-path) writes it."""
    return site.url + page.relative_to(site.root).parent.as_posix() + "/"


_HEADS: dict[Path, dict[str, Head]] = {}


def heads(site: BuiltSite) -> dict[str, Head]:
    """Every built page's head, parsed once per build: the session's build does not change
    (tests/conftest.py), and parsing every page took seconds for each test that reads them."""
    if site.root not in _HEADS:
        _HEADS[site.root] = {where(site, page): Head(page.read_text(encoding="utf-8"))
                             for lang in site.languages for page in site.pages(lang)}
    return _HEADS[site.root]


def head_of(site: BuiltSite, page: Path) -> Head:
    """A built page's head (from ``heads``, parsed once)."""
    return heads(site).get(where(site, page)) or Head(page.read_text(encoding="utf-8"))


def section_titles(site: BuiltSite, page: Path) -> set[str]:
    """Titles of the sections a page is in (the h1 of each index page above it)."""
    titles = set()
    for folder in page.parents[1:]:
        if folder == site.root:
            break
        if (folder / "index.html").exists():
            titles.add(head_of(site, folder / "index.html").h1 or "")
    return titles


# --- the built site -------------------------------------------------------------------------

def test_every_page_has_a_short_description_of_its_own_in_its_language(site: BuiltSite) -> None:
    problems = []
    for lang in site.languages:
        seen: Counter[str] = Counter()
        for page in site.pages(lang):
            head = head_of(site, page)
            description = head.one("description")
            seen[description] += 1
            core = description.removesuffix("…")
            prose = squeeze("".join(head.prose))
            # Its own first paragraph (or the end of it after "<section> — "), so its language.
            candidates = [core] + [core.split(sep, 1)[1] for sep in (" — ", "｜") if sep in core
                                   and core.split(sep, 1)[0] in section_titles(site, page)]
            if not description.strip() or len(description) > 200:
                problems.append(f"{page}: {len(description)} characters: {description!r}")
            elif not any(squeeze(text) in prose for text in candidates):
                problems.append(f"{page}: {description!r} is not the page's own text")
        problems += [f"{lang.slug}: {count} pages share {text!r}"
                     for text, count in seen.items() if count > 1]
    assert problems == []


def test_each_language_describes_a_page_in_its_own_words(site: BuiltSite) -> None:
    described = {url: head.one("description") for url, head in heads(site).items()}
    en, fr, zh, hans = (lang.slug for lang in site.languages)
    pairs = 0
    for url, text in described.items():
        if f"/{en}/" in url and (french := described.get(url.replace(f"/{en}/", f"/{fr}/"))):
            assert french != text, url
            pairs += 1
        if f"/{zh}/" in url and (simplified := described.get(url.replace(f"/{zh}/", f"/{hans}/"))):
            assert any(map(is_wide, text)), url
            assert simplified == to_simplified(text), url
            pairs += 1
    assert pairs >= len(described) // 2


def test_link_preview_shows_the_page_title_and_description(site: BuiltSite) -> None:
    for lang in site.languages:
        home = head_of(site, site.root / lang.slug / "index.html").h1
        for page in site.pages(lang):
            head = head_of(site, page)
            description = head.one("description")
            assert head.h1 and head.one("og:title") == head.one("twitter:title") == head.h1, page
            assert head.one("og:description") == head.one("twitter:description") == description
            assert head.one("twitter:card") == "summary"
            assert head.one("og:site_name") == home
            assert head.one("og:type") == ("website" if page.parent == site.root / lang.slug
                                           else "article")
            assert head.one("og:url") == head.canonical == where(site, page)


def sitemaps(site: Any) -> dict[str, dict[str, str]]:
    """Every page address of every language's sitemap.xml -> its alternates (hreflang: href)."""
    found = {}
    for folder in sorted(site.root.glob("*/sitemap.xml")):
        xml = folder.read_bytes()
        assert gzip.decompress(folder.with_suffix(".xml.gz").read_bytes()) == xml
        for url in ElementTree.fromstring(xml).iter(f"{SITEMAP}url"):
            links = [(link.get("hreflang", ""), link.get("href", ""))
                     for link in url.iter(f"{XHTML}link") if link.get("rel") == "alternate"]
            assert len(dict(links)) == len(links), f"an hreflang twice: {links}"
            found[url.findtext(f"{SITEMAP}loc", "")] = dict(links)
    return found


def test_open_graph_locales_name_the_page_languages(site: BuiltSite) -> None:
    pages, alternates = heads(site), sitemaps(site)
    locales = {}
    for lang in site.languages:
        found = {pages[where(site, page)].one("og:locale") for page in site.pages(lang)}
        assert len(found) == 1 and re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", next(iter(found)))
        locales[lang.hreflang] = found.pop()
    assert len(set(locales.values())) == len(locales)
    for url, head in pages.items():
        others = {locales[hreflang] for hreflang in alternates[url] if hreflang in locales}
        assert set(head.meta.get("og:locale:alternate", [])) == others - {head.one("og:locale")}
        assert len(head.meta.get("og:locale:alternate", [])) == len(others) - 1, url


def test_sitemap_alternates_exist_and_are_symmetric(site: BuiltSite) -> None:
    alternates = sitemaps(site)
    assert set(alternates) == set(heads(site)), "the sitemaps list every page, and only pages"
    first = site.languages[0]
    for url, links in alternates.items():
        relative = next(url.removeprefix(f"{site.url}{lang.slug}/") for lang in site.languages
                        if url.startswith(f"{site.url}{lang.slug}/"))
        exists = {lang.hreflang: f"{site.url}{lang.slug}/{relative}" for lang in site.languages
                  if (site.root / lang.slug / relative / "index.html").is_file()}
        assert {k: v for k, v in links.items() if k != "x-default"} == exists, url
        assert url in exists.values()
        if first.hreflang in exists:
            assert links["x-default"] == exists[first.hreflang], url
        for target in exists.values():
            assert alternates[target] == links, f"{target} and {url} disagree"
    # every page is there in every language today, so each lists all of them
    assert all(len(links) == len(site.languages) + 1 for links in alternates.values())


def test_only_home_pages_link_their_alternates(site: BuiltSite) -> None:
    """Material's JavaScript fetches <href>sitemap.xml for each <link rel="alternate"> of a
    page: only a language's root has one. The home pages' links are relative, so they work
    wherever the site is served."""
    alternates = sitemaps(site)
    homes = {f"{site.url}{lang.slug}/" for lang in site.languages}
    for url, head in heads(site).items():
        if url in homes:
            assert not any(href.startswith(("/", "http")) for _, href in head.alternates)
            resolved = {hreflang: urljoin(url, href) for hreflang, href in head.alternates}
            assert len(resolved) == len(head.alternates) == len(site.languages), url
            assert resolved == {k: v for k, v in alternates[url].items() if k != "x-default"}
        else:
            assert head.alternates == [], url


# --- trimming -------------------------------------------------------------------------------

ENGLISH = ("Every bribe ends with a refill of the black market. It is the only way new cards "
           "reach the market, it is the game's clock, and it is the trap that can end the game "
           "in the middle of a turn.")
FRENCH = ("Le bac à sable est une partie complète de Don't Wake the Goose Pond! qui tourne "
          "dans votre navigateur, avec le moteur qui joue chaque exemple du site\u00a0: "
          "apprenez le jeu, rejouez une situation de votre table ou regardez des robots jouer.")
CHINESE = ("每次賄賂的最後一步都是黑市補貨。這是新牌進入黑市的唯一途徑，也是整場遊戲的計時器，"
           "更是可能讓遊戲在回合中途突然結束的陷阱。")


def test_a_short_text_is_kept_whole() -> None:
    for text in (ENGLISH, FRENCH, CHINESE):
        assert trim(text, len(text)) == text


def test_english_keeps_whole_sentences_when_they_say_enough() -> None:
    first = ENGLISH[:ENGLISH.index(".") + 1]
    assert trim(ENGLISH, 2 * len(first)) == first
    # too short a first sentence for the room: cut at a word instead
    cut = trim(ENGLISH, 3 * len(first) + 3)
    assert cut.endswith("…") and len(cut) <= 3 * len(first) + 3
    assert ENGLISH.startswith(cut[:-1]) and ENGLISH[len(cut) - 1] in " ,"


def test_no_word_is_cut_in_two() -> None:
    for limit in range(40, len(ENGLISH)):
        cut = trim(ENGLISH, limit)
        assert len(cut) <= limit and ENGLISH.startswith(cut.removesuffix("…"))
        after = ENGLISH[len(cut.removesuffix("…")):][:1]
        assert after in ("", " ", ","), (limit, cut)


def test_french_an_exclamation_mark_in_a_title_ends_no_sentence() -> None:
    limit = FRENCH.index("\u00a0:") + 4
    cut = trim(FRENCH, limit)
    assert "Pond! qui" in cut and cut.endswith("…") and len(cut) <= limit
    assert not cut.removesuffix("…")[-1].isspace() and not cut[:-1].endswith(":")
    assert FRENCH.startswith(cut.removesuffix("…"))


def test_french_keeps_its_no_break_spaces_and_sentences() -> None:
    text = ("Un tour est bref\u00a0: on pose une carte, on en pioche une. "
            "Tout se joue ensuite\u202f!")
    assert plain(text.replace(" on ", "\n  on ")) == text
    assert trim(text, len(text) - 2) == text[:text.index(".") + 1]


def test_chinese_is_cut_at_a_sentence_or_at_any_character() -> None:
    assert trim(CHINESE + CHINESE, len(CHINESE) + 5) == CHINESE
    one_sentence = CHINESE[CHINESE.index("。") + 1:]
    assert "。" not in one_sentence[:-1]
    for limit in range(len(one_sentence) // 2 + 1, len(one_sentence)):
        cut = trim(one_sentence, limit)
        assert len(cut) <= limit and cut.endswith("…")
        assert one_sentence.startswith(cut[:-1]) and len(cut[:-1]) >= limit - 2


def test_chinese_does_not_split_a_latin_name() -> None:
    text = "沙盒是一場在你瀏覽器裡執行的完整 Don't Wake the Goose Pond! 對局，用的正是同一個引擎。"
    assert trim(text, len(text) - 1).endswith("…")   # "! 對" ends no sentence
    for limit in range(text.index("Don't") + 2, text.index("對局")):
        kept = trim(text, limit).removesuffix("…")
        latin = (kept[-1:] + text[len(kept)]).isascii() and text[len(kept)].isalpha()
        assert not (latin and kept[-1].isalpha()), (limit, kept)


def test_line_breaks_of_chinese_source_are_no_spaces() -> None:
    assert plain("巨龍恩寵是\n  決定分數的軌道，\nwith the Dragon's\n  Favor") == \
        "巨龍恩寵是決定分數的軌道， with the Dragon's Favor"


# --- the first paragraph --------------------------------------------------------------------

def test_first_paragraph_is_the_page_own_prose() -> None:
    content = (
        '<h1 id="x">Title<a class="headerlink" href="#x">¶</a></h1>\n'
        '<figure><p>Caption, not prose.</p></figure>\n'
        '<div class="admonition"><p>A note.</p></div>\n'
        '<p>The <strong>rule</strong> itself<sup id="fnref:1"><a href="#fn:1">1</a></sup>. '
        '<a class="lr-reading" href="r/">Our reading</a> More\nof it.</p>\n<p>Second.</p>')
    assert first_paragraph(content) == "The rule itself. More of it."
    assert describe.read(content).heading == "Title"
    assert first_paragraph("<div><p>Only\nnested.</p></div>") == "Only nested."
    assert first_paragraph("<h1>Nothing else</h1>") == ""


def test_same_first_paragraph_gets_the_section_title_written_ones_stay() -> None:
    def page(url: str, section: str | None, content: str, written: str = "") -> SimpleNamespace:
        return SimpleNamespace(url=url, content=content, title=url, meta={"description": written},
                               parent=SimpleNamespace(title=section) if section else None)

    same = "<p>The game's terms in three languages.</p>"
    table = describe.descriptions([
        page("a/glossary/", "Game A", same), page("b/glossary/", "Game B", same),
        page("c/x/", "C", "<p>Ours.</p>", written="Written."),
        page("d/x/", "D", "<p>Other.</p>", written="Written.")])
    assert table["a/glossary/"] == "Game A — The game's terms in three languages."
    assert table["b/glossary/"] == "Game B — The game's terms in three languages."
    assert table["c/x/"] == table["d/x/"] == "Written."


def test_open_graph_locale_of_a_babel_locale() -> None:
    assert describe.og_locale("zh_Hant_TW") == "zh_TW"
    assert describe.og_locale("fr_FR") == "fr_FR"
    assert describe.og_locale("", "zh-Hans") == "zh_CN"


# --- a page's alternates, and a small build ------------------------------------------------

def test_alternates_list_the_languages_that_have_the_page(tmp_path: Path) -> None:
    for name in ("en/index.md", "en/rules/both.md", "fr/index.md", "fr/rules/both.md"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("# T\n", encoding="utf-8")
    config = SimpleNamespace(site_url=None, extra={"alternate": [
        {"link": "../en/", "lang": "en"}, {"link": "../fr/", "lang": "fr"},
        {"link": "../zh/", "lang": "zh-Hant"}]})
    langs: Any = {slug: SimpleNamespace(source_dir=tmp_path / slug) for slug in WRITTEN}
    for url, src in (("", "index.md"), ("rules/both/", "rules/both.md")):
        page = SimpleNamespace(url=url, file=SimpleNamespace(src_path=src, generated_by=None))
        found = describe.alternates(page, config, langs)
        here = f"http://h/site/en/{url}"
        assert [(alt.hreflang, urljoin(here, alt.href)) for alt in found] == [
            ("en", here), ("fr", f"http://h/site/fr/{url}"), ("x-default", here)]
        assert not any(alt.href.startswith(("/", "http")) for alt in found)


def test_a_small_build_lists_existing_alternates_and_written_descriptions(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    site_url = "http://h/site/"
    monkeypatch.setenv("SITE_URL", site_url)
    docs = tmp_path / "docs"
    pages = {
        "en/index.md": "# Home { #home }\n\nThe home page of a small site, with a sentence.\n",
        "en/rules/index.md": "# Rules { #rules }\n\nThe rules, in short.\n",
        "en/rules/both.md": "---\ndescription: Written for this page.\n---\n"
                            "# Both { #both }\n\nIts first paragraph.\n",
        "en/rules/alone.md": "# Alone { #alone }\n\nOnly in English.\n",
        "fr/index.md": "# Accueil { #home }\n\nL'accueil.\n",
        "fr/rules/index.md": "# Règles { #rules }\n\nLes règles.\n",
        "fr/rules/both.md": "# Les deux { #both }\n\nSon premier paragraphe.\n",
    }
    for name, text in pages.items():
        (docs / name).parent.mkdir(parents=True, exist_ok=True)
        (docs / name).write_text(text, encoding="utf-8")
    build_site(tmp_path / "site", docs_root=docs, work_dir=tmp_path / "build", only={"en"})
    site = tmp_path / "site" / "en"

    both = Head((site / "rules/both/index.html").read_text(encoding="utf-8"))
    assert both.one("description") == both.one("og:description") == "Written for this page."
    assert both.one("og:url") == f"{site_url}en/rules/both/" and both.alternates == []
    alone = Head((site / "rules/alone/index.html").read_text(encoding="utf-8"))
    assert alone.one("description") == "Only in English."
    assert "og:locale:alternate" not in alone.meta
    listed = sitemaps(SimpleNamespace(root=tmp_path / "site"))
    assert listed[f"{site_url}en/rules/both/"] == {
        "en": f"{site_url}en/rules/both/", "fr": f"{site_url}fr/rules/both/",
        "x-default": f"{site_url}en/rules/both/"}
    assert listed[f"{site_url}en/rules/alone/"] == {
        "en": f"{site_url}en/rules/alone/", "x-default": f"{site_url}en/rules/alone/"}
    home = Head((site / "index.html").read_text(encoding="utf-8"))
    assert {hreflang for hreflang, _ in home.alternates} == {"en", "fr", "zh-Hant", "zh-Hans"}
    assert "fr" in listed[f"{site_url}en/"] and "zh-Hant" not in listed[f"{site_url}en/"]
