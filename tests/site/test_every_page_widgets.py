"""Every page's worked examples in chromium, on the built site under its sub-path.

Each game's own browser tests drive its widgets on known scenarios; this pass reads the pages
as a reader moves through them (instant navigation, one live page per language): every worked
example can be stepped at once, once the reader changes it (Python) it still shows what its
static example shows, axe-core finds nothing serious, no English is left in another language's
live widgets and nothing leaves the origin.

English is read whole (every page, every widget, axe on every page). The other languages read
each game's home page and share the rest, sampled per game: the k-th page with a worked example
of a game's folder is read in the k-th other language (in turn), so each language reads a part
of every game and every example page is read live in English and in one other language.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.browserkit import (READY_TIMEOUT_MS, ServedSite, built_pages, run_axe,
                              start_editing, wait_ready)
from tests.langkit import CATALOGUE_LANG, LANGS, SLUGS, leftovers

from engine import registry

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

SECTIONS = [*registry.entry_ids(), "site"]
"""Every page of a language falls in one section: a registry entry's folder, or ``site`` for
the home and any page outside a game's folder. One test per language and section spreads the
pass over the workers; the live page of the language goes from one to the next."""
SAMPLED = [lang for lang in LANGS if lang != "en"]
"""The languages that share the example pages of each section between them."""


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
    """English: every page of the section; another language: the section's home page and its
    share of the example pages."""
    slug = SLUGS[lang]
    paths = [path for path in built_pages(site.root, slug) if section_of(path) == section]
    if lang == "en":
        return paths
    examples = [path for path in paths if has_examples(site, slug, path)]
    turn = SAMPLED.index(lang)
    share = [path for k, path in enumerate(examples) if k % len(SAMPLED) == turn]
    return [paths[0], *(path for path in share if path != paths[0])]


STATIC = """() => {
  const text = (e) => e.textContent.replace(/[ \\t\\r\\n]+/g, ' ').trim();
  return [...document.querySelectorAll('[data-widget]')].map(root => ({
    kind: root.dataset.widget,
    steps: [...root.querySelectorAll('.lr-steps > li')].map(text),
  }));
}"""


def static_views(context: Any, url: str) -> list[dict[str, Any]]:
    """What a page shows without JavaScript (``context`` has it off): each widget's steps."""
    page = context.new_page()
    try:
        page.goto(url)
        views: list[dict[str, Any]] = page.evaluate(STATIC)
        return views
    finally:
        page.close()


def navigate_instantly(page: Any, url: str) -> None:
    """Follow a link the way a reader does; material's instant navigation swaps the page in
    place, so the page's Python runtime stays up. Arrived: the address is the link's and the
    article's title is a new element (the old one is marked before the click)."""
    page.evaluate("""url => {
      const old = document.querySelector('article h1');
      if (old) old.dataset.leaving = '';
      const link = Object.assign(document.createElement('a'), {href: url});
      document.body.append(link);
      link.click();
      link.remove();
    }""", url)
    page.wait_for_function(
        "url => location.href.split('#')[0] === url"
        " && document.querySelector('article h1:not([data-leaving])')",
        arg=url, timeout=READY_TIMEOUT_MS)
    # the header's title fades between pages: let transitions end before axe measures contrast
    page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running')")


def compare(url: str, i: int, root: Any, static: dict[str, Any]) -> list[str]:
    """Where a live widget's steps differ from its static worked example's (spaces folded: the
    build sets French typography's no-break spaces in the static page)."""
    live = texts(root.locator(".lr-steps > li"))
    shown = [fold(step) for step in static["steps"]]
    if live != shown:
        return [f"{url} {static['kind']} #{i}: live steps {live} != static {shown}"]
    return []


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_its_pages_and_widgets(lang: str, served_site: ServedSite) -> None:
    """What the sections' tests share: the language has its pages, with worked examples to go
    live, and every section has pages in it; every example page is read in English and in one
    other language."""
    slug = SLUGS[lang]
    paths = built_pages(served_site.root, slug)
    assert len(paths) > 10, paths
    assert sum(has_examples(served_site, slug, path) for path in paths) >= 10
    assert {section_of(path) for path in paths} == set(SECTIONS)
    for section in SECTIONS:
        examples = [p for p in paths if section_of(p) == section and has_examples(served_site, slug, p)]
        read = {p for other in SAMPLED for p in pages_to_read(served_site, other, section)}
        assert set(examples) <= read, section


@pytest.mark.slow
@pytest.mark.parametrize("section", SECTIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_page_widgets_ready_static_and_live_agree_and_accessible(
        lang: str, section: str, served_site: ServedSite, browser: Any, open_page: Any) -> None:
    """The pages of one section in one language (see the module's docstring for which), read
    the way a reader moves through the site: each worked example can be stepped at once, and
    once changed it still shows what its static example shows; axe-core finds no serious or
    critical violation, static or live."""
    slug = SLUGS[lang]
    paths = pages_to_read(served_site, lang, section)
    problems: list[str] = []
    page = None
    static_context = browser.new_context(java_script_enabled=False)
    try:
        for path in paths:
            url = f"{served_site.subpath_url}{slug}/{path}"
            static = static_views(static_context, url) if has_examples(served_site, slug, path) \
                else []
            if page is None:
                page = open_page(url)
            else:
                navigate_instantly(page, url)
            problems += [f"{url} (whole page, as loaded): {v}" for v in run_axe(page)]
            roots = page.locator("[data-widget]")
            assert roots.count() == len(static), url
            for i in range(roots.count()):
                root = roots.nth(i)
                assert root.get_attribute("data-lang") == lang, url
                wait_ready(root)
                if root.locator(".lr-change").count():
                    start_editing(root)
                    problems += compare(url, i, root, static[i])
            if roots.count():
                problems += [f"{url} (live widgets): {v}" for v in run_axe(page, ".lr-widget")]
            if slug in CATALOGUE_LANG and (found := leftovers(
                    " ".join(" ".join(roots.all_inner_texts()).split()), CATALOGUE_LANG[slug])):
                problems.append(f"{url} (live widgets): English left: {found[:5]}")
    finally:
        static_context.close()
    assert page is not None
    problems += page.watch.errors + [f"left the origin: {u}" for u in page.watch.foreign]
    assert not problems, "\n".join(problems)
