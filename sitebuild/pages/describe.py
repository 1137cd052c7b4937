"""What a shared link shows: each page's description, Open Graph and Twitter card data, and its
``hreflang`` alternates in the other language builds.

Players settle rules disputes by sending a link, so a link has to preview the rule itself, in
the reader's language. MkDocs renders every page of a language before it writes anything; the
hooks then call :func:`prepare` (``on_env``), :func:`sitemap` (``on_post_template``) and
:func:`page_context` (``on_page_context``), and ``overrides/main.html`` writes the tags from the
``link_preview`` added to the template context.

- **Description**: the page's front matter ``description:`` when it has one, else its first
  paragraph as plain text (:func:`first_paragraph`), cut to at most :data:`LIMIT` characters
  (:func:`trim`). It is read from the page's final HTML, so the French pages' description has
  their typography and the Simplified pages (converted from the Traditional ones before the
  build) their Simplified text. Two pages of a language whose first paragraphs give the same
  description (two games' glossaries open alike) are told apart by their section's title; a
  description written in front matter is left as written. Material writes
  ``<meta name="description">`` from ``page.meta.description``.
- **Alternates**: the same page in every language of ``extra.alternate`` (``hreflang`` is its
  ``lang``), only where that language has the page, plus ``x-default`` for the first language
  of the menu. They go into each language's ``sitemap.xml`` (``xhtml:link``, absolute, so only
  with ``site_url``), not into every page's ``<head>``: material's JavaScript fetches
  ``<href>sitemap.xml`` for each ``<link rel="alternate">`` of a page, which for an ordinary page
  is a 404 per language on every visit. Material's own links to the language roots stay on the
  home pages, whose alternates they are (relative: they also work where the site is served at
  another address than ``site_url``), and are dropped from every other page, where they are
  wrong (``overrides/main.html``).
- **Open Graph locale**: each language's full locale (the date locale of its
  ``extra.last_updated``), written ``language_TERRITORY`` as Open Graph wants.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from babel import Locale, UnknownLocaleError
from babel.core import get_global
from markupsafe import Markup
from mkdocs.utils import normalize_url

from sitebuild.words.typography_pages import french_html, game_names
from sitebuild.languages import Language, languages, read_yaml

LIMIT = 160
"""Longest description written, in characters (search results and previews cut longer ones)."""

VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})
"""Elements without an end tag: they do not nest."""

SKIPPED = frozenset({"sup", "script", "style", "template", "button"})
"""Elements whose text is no part of a sentence (footnote marks, code, controls)."""

SKIPPED_CLASSES = frozenset({"headerlink", "lr-reading", "lr-assumed"})
"""Links that are labels, not words of the sentence: a heading's permalink, and the badges
"Our reading" and "Assumption" (overrides/assets/living-rules/theme.css)."""

_SPACES = re.compile(r"[ \t\r\n\f]+")        # not \s: French no-break spaces stay as they are
_SENTENCE_END = re.compile(r"[.!?…](?:[\"'»”’)\]]*)(?= )|[。！？](?:[」』”’）》]*)")
_TRAILING = re.compile(r"[\s,;:(\[«“‘\"'—–\-，、；：（「『《]+$")


def is_wide(char: str) -> bool:
    """A Chinese (Japanese, Korean) character: text written without spaces between words."""
    return unicodedata.east_asian_width(char) in ("W", "F")


def _wordy(char: str) -> bool:
    """Part of a word of a spaced language (a cut between two of these splits the word)."""
    return (char.isalnum() or char in "'’-") and not is_wide(char)


def plain(text: str) -> str:
    """Text as one line: runs of spaces and line breaks become one space, except between two
    wide characters, where a line break of the source is no space at all."""
    parts = _SPACES.split(text.strip())
    joined = parts[0] if parts else ""
    for part in parts[1:]:
        if not part:
            continue
        joined += ("" if joined and is_wide(joined[-1]) and is_wide(part[0]) else " ") + part
    return joined


def _starts_sentence(text: str, end: re.Match[str]) -> bool:
    """Whether what follows a sentence mark starts a sentence."""
    if is_wide(end.group()[0]):                  # 。！？ end a Chinese sentence
        return True
    following = text[end.end() + 1:end.end() + 2]
    return not (following.islower() or (following and is_wide(following)))


def trim(text: str, limit: int = LIMIT) -> str:
    """``text`` (one line, see :func:`plain`) cut to at most ``limit`` characters.

    Whole sentences when the ones that fit say enough (at least a third of ``limit``; a "!" or
    "." followed by a lower-case word or by Chinese ends a title or an abbreviation, not a
    sentence). Else cut at the last boundary that splits no word of a spaced language (any
    boundary between Chinese characters will do) and end with "…".
    """
    if len(text) <= limit:
        return text
    ends = [match.end() for match in _SENTENCE_END.finditer(text, 0, limit + 1)
            if match.end() <= limit and _starts_sentence(text, match)]
    if ends and ends[-1] >= limit // 3:
        return text[:ends[-1]]
    cut = limit - 1                               # room for the ellipsis
    while cut > limit // 2 and _wordy(text[cut - 1]) and _wordy(text[cut]):
        cut -= 1
    if cut == limit // 2:                         # one very long word: cut it anyway
        cut = limit - 1
    return _TRAILING.sub("", text[:cut]) + "…"


class _Reader(HTMLParser):
    """The plain text of a page's first ``<h1>`` and of its ``<p>`` elements, in order, each
    with its depth (0: a paragraph of the page itself, deeper: inside a figure, an admonition,
    a widget...)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.heading: str | None = None
        self.paragraphs: list[tuple[int, str]] = []
        self._open: list[str] = []                      # the elements we are in
        self._text: list[str] | None = None             # collecting a <p> or the <h1>
        self._collecting: tuple[str, int] | None = None  # (tag, depth) being collected
        self._skip_depth: int | None = None             # inside a SKIPPED element or class

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            if tag == "br" and self._text is not None and self._skip_depth is None:
                self._text.append(" ")
            return
        classes = (dict(attrs).get("class") or "").split()
        if self._skip_depth is None and (tag in SKIPPED or SKIPPED_CLASSES & set(classes)):
            self._skip_depth = len(self._open)
        if self._collecting is None and (tag == "p" or (tag == "h1" and self.heading is None)):
            self._collecting, self._text = (tag, len(self._open)), []
        self._open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "br" and self._text is not None and self._skip_depth is None:
            self._text.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID or tag not in self._open:
            return
        while self._open:                             # close what was left open inside it
            closed = self._open.pop()
            depth = len(self._open)
            if self._skip_depth is not None and depth <= self._skip_depth:
                self._skip_depth = None
            if self._collecting is not None and self._collecting == (closed, depth):
                text = plain("".join(self._text or []))
                if closed == "h1":
                    self.heading = text
                elif text:
                    self.paragraphs.append((depth, text))
                self._collecting, self._text = None, None
            if closed == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._text is not None and self._skip_depth is None:
            self._text.append(data)


def read(content: str) -> _Reader:
    reader = _Reader()
    reader.feed(content)
    reader.close()
    return reader


def first_paragraph(content: str) -> str:
    """The plain text of the page's first paragraph: the first ``<p>`` of the page itself, else
    the first one anywhere (inside a figure, an admonition...), else ``""``."""
    paragraphs = read(content).paragraphs
    top = [text for depth, text in paragraphs if depth == 0]
    return (top or [text for _, text in paragraphs] or [""])[0]


def descriptions(pages: Iterable[Any]) -> dict[str, str]:
    """Each page's description (plain text), by URL.

    ``pages``: rendered MkDocs pages (``content`` set). Front matter wins; derived descriptions
    that come out the same for two pages get their section's title in front.
    """
    written: dict[str, str] = {}
    derived: dict[str, str] = {}
    for page in pages:
        if mine := str((page.meta or {}).get("description") or "").strip():
            written[page.url] = plain(mine)
        else:
            derived[page.url] = trim(first_paragraph(page.content or "")) or plain(page.title or "")
    seen: dict[str, int] = {}
    for text in derived.values():
        seen[text] = seen.get(text, 0) + 1
    by_url = {page.url: page for page in pages}
    for url, text in derived.items():
        section = getattr(by_url[url].parent, "title", None)
        if seen[text] > 1 and section:
            joiner = "｜" if any(map(is_wide, text)) else " — "
            derived[url] = f"{section}{joiner}{trim(text, LIMIT - len(section) - len(joiner))}"
    return {**derived, **written}


@dataclass(frozen=True)
class Alternate:
    hreflang: str
    href: str


@dataclass(frozen=True)
class LinkPreview:
    """What ``overrides/main.html`` writes into a page's ``<head>`` (plain text: the template
    escapes it)."""

    title: str
    description: str
    url: str | None             # absolute, only when site_url is set
    type: str                   # "website" for a language's home page, else "article"
    site_name: str
    locale: str
    locale_alternates: tuple[str, ...]


def og_locale(locale: str, hreflang: str = "") -> str:
    """``language_TERRITORY`` (Open Graph's form) of a Babel locale such as ``zh_Hant_TW``, or
    of the likeliest locale of ``hreflang`` when ``locale`` is empty."""
    try:
        if not locale:
            likely = get_global("likely_subtags")
            tag = hreflang.replace("-", "_")
            locale = str(likely.get(tag) or likely.get(tag.split("_")[0]) or tag)
        parsed = Locale.parse(locale)
    except (UnknownLocaleError, ValueError):
        return hreflang.replace("-", "_")
    return f"{parsed.language}_{parsed.territory}" if parsed.territory else parsed.language


@lru_cache(maxsize=None)
def _language_locale(config_file: Path, hreflang: str) -> str:
    settings = read_yaml(config_file).get("extra", {}).get("last_updated") or {}
    return og_locale(str(settings.get("locale", "")), hreflang)


def _source_dir(config: Any) -> Path:
    """The hand-written pages this build comes from (docs/zh for the Simplified build)."""
    if generated_from := config.extra.get("generated_from"):
        return (Path(config.config_file_path).parent / str(generated_from)).resolve()
    return Path(config.docs_dir).resolve()


def _languages_by_slug(config: Any) -> dict[str, Language]:
    # The docs root is the folder above this build's own pages: tests build fake trees.
    return {lang.slug: lang for lang in languages(docs_root=_source_dir(config).parent)}


def alternates(page: Any, config: Any, langs: dict[str, Language]) -> tuple[Alternate, ...]:
    """The page in each language of ``extra.alternate`` that has it, then ``x-default`` (the
    first language of the menu); absolute with ``site_url``, else relative to the page. A
    generated page (no source file) is generated by the same hooks in every language."""
    found: list[Alternate] = []
    generated = getattr(page.file, "generated_by", None) is not None
    for alt in config.extra.get("alternate") or ():
        link = str(alt["link"])
        lang = langs.get(link.strip("./"))
        if lang is None or not (generated or (lang.source_dir / page.file.src_path).is_file()):
            continue
        target = link + page.url
        href = urljoin(config.site_url, target) if config.site_url else normalize_url(target, page)
        found.append(Alternate(str(alt["lang"]), href))
    first = (config.extra.get("alternate") or [{}])[0].get("lang")
    default = [Alternate("x-default", alt.href) for alt in found if alt.hreflang == first]
    return (*found, *default)


@dataclass(frozen=True)
class _Build:
    """What one language build says about all its pages, worked out once (hooks' on_env)."""

    config: Any
    descriptions: dict[str, str]                    # by page URL
    alternates: dict[str, tuple[Alternate, ...]]    # by page URL
    langs: dict[str, Language]


_CURRENT: list[_Build] = []
"""The build being written (one at a time in a process; ``mkdocs serve`` rebuilds anew)."""


def prepare(config: Any, pages: Iterable[Any]) -> None:
    """Works out every page's description and alternates, once every page is rendered and
    before anything is written (the sitemap comes before the pages)."""
    rendered = [page for page in pages if page is not None]
    langs = _languages_by_slug(config)
    _CURRENT[:] = [_Build(config, descriptions(rendered),
                          {page.url: alternates(page, config, langs) for page in rendered}, langs)]


def _state(config: Any, pages: Iterable[Any]) -> _Build:
    if not _CURRENT or _CURRENT[0].config is not config:
        prepare(config, pages)
    return _CURRENT[0]


_URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
_LOC = re.compile(r"<loc>([^<]*)</loc>")


def sitemap(output: str, config: Any) -> str:
    """The language's sitemap.xml with each page's alternates (``xhtml:link`` elements, as
    search engines read them and as material's own sitemap reader expects). Only with
    ``site_url``: a sitemap's addresses are absolute."""
    if not config.site_url or not _CURRENT or _CURRENT[0].config is not config \
            or _URLSET not in output:
        return output
    by_loc = {urljoin(config.site_url, url): found
              for url, found in _CURRENT[0].alternates.items()}

    def with_alternates(match: re.Match[str]) -> str:
        return match.group(0) + "".join(
            f'\n         <xhtml:link rel="alternate" hreflang="{html.escape(alt.hreflang)}" '
            f'href="{html.escape(alt.href)}"/>'
            for alt in by_loc.get(html.unescape(match.group(1)), ()))

    xhtml = _URLSET[:-1] + ' xmlns:xhtml="http://www.w3.org/1999/xhtml">'
    return _LOC.sub(with_alternates, output.replace(_URLSET, xhtml, 1))


def _typeset(title: str, config: Any) -> str:
    """A French title with French spaces, as the page's own ``<h1>`` shows it (the preview's
    tags are attributes, which the page-wide typography leaves alone)."""
    if config.extra.get("lang") != "fr":
        return title
    return html.unescape(french_html(html.escape(title, quote=False), keep=game_names()))


def page_context(context: dict[str, Any], page: Any, config: Any, nav: Any) -> dict[str, Any]:
    """Sets the page's description (``page.meta.description``, HTML-escaped: material writes it
    as it is) and adds ``link_preview`` (:class:`LinkPreview`) to the template context."""
    state = _state(config, nav.pages)
    text = state.descriptions.get(page.url) or descriptions([page])[page.url]
    page.meta["description"] = Markup(html.escape(text))
    own_alternates = state.alternates.get(page.url) or alternates(page, config, state.langs)
    by_hreflang = {lang.hreflang: lang for lang in state.langs.values()}
    locales = [_language_locale(by_hreflang[alt.hreflang].config_file, alt.hreflang)
               for alt in own_alternates if alt.hreflang in by_hreflang]
    here = next((lang for lang in state.langs.values()
                 if lang.code == config.extra.get("lang")), None)
    locale = _language_locale(here.config_file, here.hreflang) if here else ""
    context["link_preview"] = LinkPreview(
        title=_typeset(read(page.content or "").heading
                       or plain(page.title or config.site_name), config),
        description=text,
        url=page.canonical_url if config.site_url else None,
        type="website" if page.is_homepage else "article",
        site_name=str(config.site_name),
        locale=locale,
        locale_alternates=tuple(v for v in dict.fromkeys(locales) if v != locale))
    return context
