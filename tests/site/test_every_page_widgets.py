"""Every page of the site in chromium, on the built site under its sub-path, read the way a
reader moves through it (material's instant navigation: one live page per language and kind
of screen, its Python kept up; tests/livepages.py).

One test per language and section (a game's folder, or ``site``) makes two passes:

- **Every page** of the section, on a 320 px touch screen: it has one title, nothing makes it
  scroll sideways (the worked examples' boards, the tables, the track), no console error and
  no request leaves the origin. (What needs no browser, one title per built page, is checked
  on the HTML of every page by tests/site/test_site_build.py.)
- **Widgets** (each game's own browser tests drive its widgets on known scenarios): every
  worked example can be stepped at once, axe-core finds nothing serious on the page as
  loaded, no English is left in another language's widgets; by kind of widget (its
  ``data-widget``), the first of each kind is changed by the reader (Python) and still shows
  what its static example shows, and axe-core reads the live widgets of every page that has
  a kind not read live before, or one just changed (its editor open). The live markup and the
  editor of a kind are one template whatever the example: reading them again on every page
  cost this test a third of its time (issue 19). That every changeable example, once changed,
  still shows its static example is checked for each one, in English and its game's
  translation, one on a phone and the other on a laptop:
  tests/widgets/test_changed_prose_browser.py.

Sampled per game, the full pass kept for the site-wide pages (issue 19):

- A game's section is read in English and in ONE translated language, the games taking the
  translated languages in turn (tests/langkit.py's ``TRANSLATION_OF``): every page of it on
  the phone in both, and in its translation every page's widgets (English, the words every
  translation is checked against, reads the first page and the first with a worked
  example). So every page and every worked example of a game is read live in a translated
  language, and every language reads whole games, phone and widgets: a third of the games
  for each translation.
- The ``site`` section (the home and the pages outside a game's folder, which every game's
  pages share) is read in every language: every page on the phone; the k-th page's widgets in
  the k-th translated language in turn, the first page in each.

What is the same in every language needs no browser and is checked on every built page of
every language: one title (tests/site/test_site_build.py), no English left in the widgets
(tests/site/test_site_languages.py). What a game's widgets do is its own browser tests'.
Reading every game in every language cost this test about a third more time (issue 19:
`make test` in 15 minutes), for pages that differ between translations only by their words;
each translation still reads a third of the games whole.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.browserkit import (PHONE_SCREEN, ServedSite, built_pages, navigate_instantly, run_axe,
                              start_editing, wait_ready)
from tests.langkit import CATALOGUE_LANG, LANGS, SLUGS, TRANSLATED, leftovers, read_in

from engine import registry
from engine.i18n import SOURCE_LANG

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

SECTIONS = [*registry.entry_ids(), "site"]
"""Every page of a language falls in one section: a registry entry's folder, or ``site`` for
the home and any page outside a game's folder. One test per language and section read
(:data:`READS`) spreads the pass over the workers; the live pages of the language go from one
to the next."""
SAMPLED = list(TRANSLATED)
"""The translated languages, which take the site's pages in turn (and the games:
tests/langkit.py's ``TRANSLATION_OF``)."""
READS = [(lang, section) for section in SECTIONS for lang in LANGS
         if section == "site" or read_in(lang, section)]
"""(language, section) pairs read: every language for ``site``, English and the game's
translation for a game."""
SMALL_PHONE = {"width": 320, "height": 640}
"""The narrowest screen every page must fit (the widgets' own tests use a 375 px phone)."""


def section_of(path: str) -> str:
    first = path.split("/", 1)[0]
    return first if first in registry.entry_ids() else "site"


def fold(text: str) -> str:
    return " ".join(text.split())


def texts(locator: Any) -> list[str]:
    """Each element's text, whitespace folded (textContent: steps and frames not shown are in
    the page, not rendered)."""
    return [fold(t) for t in locator.all_text_contents()]


def has_examples(site: ServedSite, slug: str, path: str) -> bool:
    return "data-widget=" in (site.root / slug / path / "index.html").read_text(encoding="utf-8")


def pages_to_read(site: ServedSite, lang: str, section: str) -> list[str]:
    """The pages of the section whose widgets ``lang`` reads (the module's docstring says
    why): English, the first page and the first with a worked example; a game's translation,
    every page; for ``site``, a translated language reads the first page and its turn of the
    others."""
    slug = SLUGS[lang]
    paths = [path for path in built_pages(site.root, slug) if section_of(path) == section]
    if lang == SOURCE_LANG:
        examples = [path for path in paths if has_examples(site, slug, path)]
        return list(dict.fromkeys([paths[0], *examples[:1]]))
    if section != "site":
        return paths
    turn = SAMPLED.index(lang)
    share = [path for k, path in enumerate(paths) if k % len(SAMPLED) == turn]
    return list(dict.fromkeys([paths[0], *share]))


STATIC = """async url => {
  // the page's HTML as built, parsed without running it (a page without JavaScript)
  const response = await fetch(url, {cache: 'no-store'});
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const text = (e) => e.textContent.replace(/[ \\t\\r\\n]+/g, ' ').trim();
  return [...doc.querySelectorAll('[data-widget]')].map(root => ({
    kind: root.dataset.widget,
    steps: [...root.querySelectorAll('.lr-steps > li')].map(text),
  }));
}"""


def static_views(page: Any, url: str) -> list[dict[str, Any]]:
    """What the page at ``url`` shows without JavaScript: each widget's steps, read from its
    built HTML, fetched and parsed (not run) by ``page``. The DOM is the one a browser with
    JavaScript off builds from the same HTML, without loading a second page for it."""
    views: list[dict[str, Any]] = page.evaluate(STATIC, url)
    return views


def compare(url: str, i: int, root: Any, static: dict[str, Any]) -> list[str]:
    """Where a live widget's steps differ from its static worked example's (spaces folded: the
    build sets French typography's no-break spaces in the static page)."""
    live = texts(root.locator(".lr-steps > li"))
    shown = [fold(step) for step in static["steps"]]
    if live != shown:
        return [f"{url} {static['kind']} #{i}: live steps {live} != static {shown}"]
    return []


PAST_THE_EDGE = """(width) => [...document.querySelectorAll('body *')]
    .filter(e => e.getBoundingClientRect().right > width + 0.5)
    .slice(-4)
    .map(e => `${e.tagName.toLowerCase()}.${String(e.className).split(' ').join('.')}`
              + ` ends at ${Math.round(e.getBoundingClientRect().right)} px`)"""
"""The last elements (the innermost, in document order) that end past the screen's right edge:
named in the failure, so that a page too wide says what made it so."""


def fits_a_small_phone(open_page: Any, base: str, paths: list[str]) -> list[str]:
    """Every page of ``paths`` on the 320 px touch screen's live page, in reading order:
    one title (``article h1``), no sideways scroll; the page's console errors and requests
    that left the origin. The pages are read as built: Python's answers are held for the
    walk and dropped after it (tests/livepages.py's ``HOLD``), as they were held for the
    first page's 3 s before; released, Python drew every widget of the pages the walk had
    left, for no one, while the walk went on. The widgets live are read by the widgets'
    pass (below) and on a 375 px phone by tests/widgets/test_examples_on_screens.py."""
    width = SMALL_PHONE["width"]
    problems: list[str] = []
    page = None
    for path in paths:
        url = f"{base}{path}"
        if page is None:
            page = open_page(url, **{**PHONE_SCREEN, "viewport": SMALL_PHONE})
            page.evaluate("() => window.__lrHold && window.__lrHold.hold(0)")
        else:   # laid out whole, as on a full load: its images in; then read in one call
            navigate_instantly(page, url, images=True)
        titles, scroll = page.evaluate("() => [document.querySelectorAll('article h1').length,"
                                       " document.documentElement.scrollWidth]")
        if titles != 1:
            problems.append(f"{url}: {titles} titles (article h1), not one")
        if scroll > width:
            problems.append(f"{url}: wider than the screen: {scroll} px, "
                            f"{page.evaluate(PAST_THE_EDGE, width)}")
    assert page is not None
    page.evaluate("() => window.__lrHold && window.__lrHold.drop()")
    return problems + [f"phone: {e}" for e in page.watch.errors] + \
        [f"phone: left the origin: {u}" for u in page.watch.foreign]


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_its_pages_and_widgets(lang: str, served_site: ServedSite) -> None:
    """What the sections' tests share: the language has its pages, with worked examples to go
    live, and every section has pages in it; every page's widgets are read in one translated
    language, English reads a worked example in every section that has one, and the language
    reads the site's pages and whole games."""
    slug = SLUGS[lang]
    paths = built_pages(served_site.root, slug)
    assert len(paths) > 10, paths
    assert sum(has_examples(served_site, slug, path) for path in paths) >= 10
    assert {section_of(path) for path in paths} == set(SECTIONS)
    sections = [section for read, section in READS if read == lang]
    assert "site" in sections and len(sections) > 1, sections
    for section in SECTIONS:
        in_section = [p for p in paths if section_of(p) == section]
        read = {p for other, where in READS if other in SAMPLED and where == section
                for p in pages_to_read(served_site, other, section)}
        assert set(in_section) <= read, section
        english = pages_to_read(served_site, SOURCE_LANG, section)
        assert english[0] == in_section[0], section
        assert any(has_examples(served_site, slug, p) for p in english) == \
            any(has_examples(served_site, slug, p) for p in in_section), section


@pytest.mark.slow
@pytest.mark.parametrize(("lang", "section"), READS)
def test_every_page_widgets_ready_static_and_live_agree_and_accessible(
        lang: str, section: str, served_site: ServedSite, open_page: Any) -> None:
    """The pages of one section in one language (see the module's docstring for which): every
    page fits a 320 px touch screen with one title; the sampled pages' worked examples can be
    stepped at once, and the first of each kind, once changed, still shows what its static
    example shows; axe-core finds no serious or critical violation, static (every page read)
    or live (each kind of widget, its editor open)."""
    slug = SLUGS[lang]
    base = f"{served_site.subpath_url}{slug}/"
    every = [path for path in built_pages(served_site.root, slug) if section_of(path) == section]
    problems = fits_a_small_phone(open_page, base, every)
    paths = pages_to_read(served_site, lang, section)
    page = None
    read: set[str] = set()      # the kinds of widget read live so far (by kind: see above)
    changed: set[str] = set()   # the kinds of worked example changed so far
    for path in paths:
        url = f"{base}{path}"
        if page is None:
            page = open_page(url)
        else:
            navigate_instantly(page, url)
        static = static_views(page, url) if has_examples(served_site, slug, path) else []
        problems += [f"{url} (whole page, as loaded): {v}" for v in run_axe(page)]
        roots = page.locator("[data-widget]")
        assert roots.count() == len(static), url
        new = False   # a kind changed for the first time: its editor is open
        for i in range(roots.count()):
            root = roots.nth(i)
            assert root.get_attribute("data-lang") == lang, url
            wait_ready(root)
            if root.locator(".lr-change").count() and static[i]["kind"] not in changed:
                changed.add(static[i]["kind"])
                new = True
                start_editing(root)
                problems += compare(url, i, root, static[i])
        if new or any(view["kind"] not in read for view in static):
            problems += [f"{url} (live widgets): {v}" for v in run_axe(page, ".lr-widget")]
        read.update(view["kind"] for view in static)
        if slug in CATALOGUE_LANG and (found := leftovers(
                " ".join(" ".join(roots.all_inner_texts()).split()), CATALOGUE_LANG[slug])):
            problems.append(f"{url} (live widgets): English left: {found[:5]}")
    assert page is not None
    problems += page.watch.errors + [f"left the origin: {u}" for u in page.watch.foreign]
    assert not problems, "\n".join(problems)
