"""The site in Debian's chromium, served locally under /living-rules/ (and at / too): language
switching keeps page and section, the root page picks the reader's language, search answers
in the page's language, no console error, and no request leaves the site's origin.

Every page of every language on a 320 px touch screen (one title, no sideways scroll, no
console error) is read by tests/site/test_every_page_widgets.py, in the same pass as the
pages' widgets."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from tests.browserkit import run_axe
from tests.livepages import LivePages
from tests.site import picks
from tests.site.testkit import BuiltSite

from sitebuild.dev.httpserve import serving

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]


@pytest.fixture
def open_page(live_pages: LivePages) -> Iterator[Any]:
    """open_page(url, **context options) -> a page in a fresh context (tests/livepages.py's
    ``new_page``: without the site's service worker, its ``page.watch`` recording console
    errors and any request to another origin as it is made); fails the test on either."""
    opened: list[tuple[Any, Any]] = []

    def opener(url: str, **options: Any) -> Any:
        context, page = live_pages.new_page(url, options)
        opened.append((context, page))
        return page

    yield opener
    for context, _ in opened:
        context.close()
    for _, page in opened:
        page.watch.check()


@pytest.fixture(scope="module")
def at_root(site: BuiltSite) -> Iterator[str]:
    """The same build served at / (where its SITE_URL does not match: no instant navigation)."""
    with serving(site.root, "/") as url:
        yield url


def switch_language(page: Any, hreflang: str) -> str:
    """Follow the language menu's entry; the section (#hash, without '#') shown at the click."""
    page.locator(".md-header__option .md-select").hover()
    shown = str(page.evaluate("location.hash")).lstrip("#")
    page.locator(f'a.md-select__link[hreflang="{hreflang}"]').click()
    return shown


EXAMPLE, AFTER = picks.example_then_next()
"""A page with a worked example (it goes live above its sections) and the next one."""
HOME = picks.home_with_sections()


@pytest.mark.parametrize(("start", "hreflang", "lands"), [
    (f"en/{EXAMPLE.path}#{EXAMPLE.sections[1]}", "fr",
     f"fr/{EXAMPLE.path}#{EXAMPLE.sections[1]}"),
    (f"fr/{EXAMPLE.path}#{EXAMPLE.sections[0]}", "zh-Hant",
     f"zh/{EXAMPLE.path}#{EXAMPLE.sections[0]}"),
    (f"zh/{HOME.path}#{HOME.sections[-1]}", "zh-Hans",
     f"zh-hans/{HOME.path}#{HOME.sections[-1]}"),
    ("zh-hans/", "en", "en/"),
])
def test_language_switch_keeps_page_and_section(open_page: Any, site: BuiltSite, at_root: str,
                                                start: str, hreflang: str, lands: str) -> None:
    """The menu sends the reader to the same page and the section the address names *when the
    link is followed*: Material's ``navigation.tracking`` rewrites the #hash as the page scrolls
    (a worked example going live above the section can shift it), so the expected landing is
    the path of ``lands`` with the hash the page shows at the click, set to the section just
    before, as the address the new page opens at."""
    anchor = urlsplit(lands).fragment
    for base in (site.url, at_root):
        page = open_page(base + start)
        if anchor:
            page.evaluate(f"location.hash = '#{anchor}'")
        # the address the new page opens at (once loaded, the new page's own tracking may
        # rewrite it again: a section at the very top of the page drops the hash)
        opened: list[str] = []
        page.on("framenavigated",
                lambda frame: opened.append(frame.url) if frame == page.main_frame else None)
        shown = switch_language(page, hreflang)
        page.wait_for_url(lambda url: urlsplit(url).path == urlsplit(base + lands).path)
        landed = next(urlsplit(url).fragment for url in opened
                      if urlsplit(url).path == urlsplit(base + lands).path)
        assert landed == shown, "the section shown at the click was not kept"
        if landed:
            assert page.locator(f"#{landed}").count() == 1


def test_switch_after_instant_navigation_keeps_the_new_page_and_section(
        open_page: Any, site: BuiltSite) -> None:
    page = open_page(site.url + "en/" + EXAMPLE.path)
    page.evaluate("window.stillTheSameDocument = true")
    page.locator(f'.md-nav--primary a.md-nav__link[href$="/{AFTER.path}"]').first.click()
    page.wait_for_url(site.url + "en/" + AFTER.path)
    assert page.evaluate("window.stillTheSameDocument === true"), "instant navigation is off"
    section = page.locator("article h2[id]").nth(1).get_attribute("id")
    page.evaluate(f"location.hash = '#{section}'")
    switch_language(page, "zh-Hans")
    page.wait_for_url(site.url + f"zh-hans/{AFTER.path}#{section}")


@pytest.mark.parametrize(("locale", "slug"), [
    ("zh-TW", "zh"), ("zh-HK", "zh"), ("zh-CN", "zh-hans"), ("zh-SG", "zh-hans"),
    ("fr-CA", "fr"), ("fr", "fr"), ("en-US", "en"), ("de-DE", "en"),
])
def test_root_page_goes_to_the_browser_language(open_page: Any, site: BuiltSite, locale: str,
                                                slug: str) -> None:
    page = open_page(site.url, locale=locale)
    page.wait_for_url(f"{site.url}{slug}/")


def test_root_page_works_without_javascript(open_page: Any, site: BuiltSite) -> None:
    page = open_page(site.url, java_script_enabled=False, locale="fr-FR")
    assert page.url == site.url
    links = page.locator("a[hreflang]")
    assert links.count() == len(site.languages)
    page.get_by_role("link", name="Français").click()
    page.wait_for_url(site.url + "fr/")


@pytest.mark.parametrize(("slug", "query"), [("zh", "賄賂"), ("zh-hans", "诅咒"), ("fr", "maudire"),
                                             ("en", "black market")])
def test_search_answers_in_the_page_language(open_page: Any, site: BuiltSite, slug: str,
                                             query: str) -> None:
    page = open_page(site.url + slug + "/" + picks.first_home().path)
    search = page.locator("input.md-search__input")
    search.click()
    search.fill(query)       # as an input method commits Chinese: text without key presses,
    search.press("End")      # so give material the keyup it listens to
    results = page.locator(".md-search-result__item > a")
    results.first.wait_for()
    hrefs = results.evaluate_all("links => links.map(a => a.href)")
    assert hrefs and all(href.startswith(f"{site.url}{slug}/") for href in hrefs), hrefs
    texts = results.evaluate_all("links => links.map(a => a.innerText.toLowerCase())")
    assert any(query.split()[0].lower() in text for text in texts), texts


def test_root_page_and_every_home_page_pass_axe(open_page: Any, site: BuiltSite) -> None:
    """Serious and critical axe-core findings in the theme (the widgets have their own test).
    The root page is checked as readers without JavaScript get it (with it, it redirects)."""
    findings = []
    for lang in site.languages:
        page = open_page(f"{site.url}{lang.slug}/{picks.first_home().path}")
        findings += [f"{page.url}: {found}" for found in run_axe(page)]
    root = open_page("about:blank")
    html = (site.root / "index.html").read_text(encoding="utf-8")
    root.set_content(re.sub(r"<script>.*?</script>", "", html, flags=re.S))
    findings += [f"root page: {found}" for found in run_axe(root)]
    assert findings == []


def test_the_accessibility_check_reports_what_it_finds(open_page: Any, site: BuiltSite) -> None:
    """The check every browser test relies on (tests/browserkit.py's ``run_axe``): on a page
    that passes it, a button without a name and a picture without words are reported, in the
    whole page and inside a part of it, and not outside the part asked for; a lesser fault (a
    heading that skips levels, "moderate") only when its impact is asked for: the check runs
    only the rules that can report the impacts asked for."""
    page = open_page(f"{site.url}en/{picks.first_home().path}")
    assert run_axe(page) == []
    page.evaluate("""() => {
      const article = document.querySelector('article');
      article.append(document.createElement('button'));
      article.append(Object.assign(document.createElement('img'), {src: 'data:,'}));
      article.append(Object.assign(document.createElement('h6'), {textContent: 'Deep'}));
    }""")
    for found in (run_axe(page), run_axe(page, "article")):
        assert sorted(f.split(" ", 1)[0] for f in found) == ["button-name", "image-alt"], found
        assert all("(critical)" in f for f in found), found
    assert run_axe(page, ".md-header") == []
    lesser = run_axe(page, "article", impacts=("moderate",))
    assert [f.split(" ", 1)[0] for f in lesser] == ["heading-order"], lesser
