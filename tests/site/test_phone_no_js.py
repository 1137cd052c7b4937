"""Pages read without JavaScript on a 375 px phone (issues 20 and 22, second hostile run): no
page scrolls sideways. Every page of every language was 396 px wide: with JavaScript off the
header loses its search button, the language menu's button becomes its last item, and the
menu's hidden list, centred under it, reached 21 px past the screen's edge.

Sampled, to stay within the test-time budget: for each game with pages, one language (taking
turns over the site's languages), its home page, its pages with worked examples (their static
fallbacks) and up to two others; the site's home in every language. Each page is checked
closed and with the language menu opened, as a reader hovering or tabbing to it opens it."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from tests.browserkit import LANG_FOLDERS, PHONE, ServedSite, built_pages

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

GAMES = registry.entry_ids()
SLUGS = list(LANG_FOLDERS.values())
LANGUAGE_OF = {game: SLUGS[i % len(SLUGS)] for i, game in enumerate(GAMES)}
"""The one language each game is read in here (every language gets its turn)."""

WIDTHS = """() => {
  const menu = document.querySelector('.md-select__inner');
  return {page: document.documentElement.scrollWidth,
          menu: menu ? Math.ceil(menu.getBoundingClientRect().right) : 0};
}"""


def sample(served_site: ServedSite, game: str) -> list[str]:
    """The pages of ``game`` read here, in :data:`LANGUAGE_OF` its language."""
    slug = LANGUAGE_OF[game]
    pages = [p for p in built_pages(served_site.root, slug) if p.startswith(f"{game}/")]
    with_examples = [p for p in pages if "data-widget=" in
                     (served_site.root / slug / p / "index.html").read_text(encoding="utf-8")]
    others = [p for p in pages if p not in with_examples and p != f"{game}/"]
    return [f"{game}/", *with_examples, *others[:2]]


@pytest.fixture(scope="module")
def no_js_phone(browser: Any) -> Any:
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    page = context.new_page()
    yield page
    context.close()


def widths(page: Any, url: str) -> list[str]:
    """What is wider than the phone on ``url``: the page as loaded, then with the language
    menu open."""
    page.goto(url, wait_until="load")
    assert page.evaluate("() => document.documentElement.className").split() == ["no-js"]
    found = []
    closed = page.evaluate(WIDTHS)
    if closed["page"] > PHONE["width"]:
        found.append(f"{url}: {closed['page']} px wide")
    if page.locator(".md-select").count():
        page.hover(".md-select")
        opened = page.evaluate(WIDTHS)
        if max(opened.values()) > PHONE["width"]:
            found.append(f"{url}: language menu open, {opened} px")
        page.mouse.move(0, PHONE["height"] - 1)
    return found


def test_every_language_s_home_fits_without_javascript(served_site: ServedSite,
                                                       no_js_phone: Any) -> None:
    problems = [w for slug in SLUGS for w in widths(no_js_phone, f"{served_site.url}{slug}/")]
    assert problems == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_s_pages_fit_a_phone_without_javascript(game: str, served_site: ServedSite,
                                                       no_js_phone: Any) -> None:
    paths = sample(served_site, game)
    assert len(paths) >= 2, paths
    slug = LANGUAGE_OF[game]
    problems = [w for path in paths
                for w in widths(no_js_phone, f"{served_site.url}{slug}/{path}")]
    assert problems == [], f"{game} in {slug}: pages wider than a 375 px phone without JavaScript"
