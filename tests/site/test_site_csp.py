"""The Content-Security-Policy of every page: read from the built files (one policy, first in
<head>, nothing but the site's own origin, every inline script and style the build wrote
allowed by its hash and nothing else), then in chromium: every kind of page works under it
with no violation (search, language switch, instant navigation, a live widget whose worker runs
Python), and a script injected into a page does not run."""

from __future__ import annotations

import base64
import hashlib
import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.browserkit import wait_ready
from tests.site import picks
from tests.site.testkit import BuiltSite

from sitebuild.pages import csp

pytestmark = pytest.mark.xdist_group("site")

META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')
FIRST_CODE = re.compile(r"<script\b|<style\b|<link\b[^>]*stylesheet|\sstyle=", re.I)
SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.S | re.I)
STYLE = re.compile(r"<style\b[^>]*>(.*?)</style\s*>", re.S | re.I)
STYLE_ATTRIBUTE = re.compile(r"""\sstyle=(?:"([^"]*)"|'([^']*)')""")
KEYWORDS = {"'self'", "'none'", "'wasm-unsafe-eval'", "'unsafe-hashes'"}


def every_html(site: BuiltSite) -> list[Path]:
    """Every HTML file of the site: the root page, the root 404 page, and every page of every
    language, 404 pages included."""
    return sorted(path for path in site.root.rglob("*.html")
                  if "_runtime" not in path.relative_to(site.root).parts)


def directives(policy: str) -> dict[str, list[str]]:
    parsed: dict[str, list[str]] = {}
    for directive in filter(None, (part.strip() for part in policy.split(";"))):
        name, *sources = directive.split()
        assert name not in parsed, f"directive {name} twice"
        parsed[name] = sources
    return parsed


def sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def inline_code(page: str) -> tuple[set[str], set[str]]:
    """Hashes of the scripts that run and of the styles (elements and attributes) of a page."""
    scripts = {sha256(body) for attributes, body in SCRIPT.findall(page)
               if "src=" not in attributes and "application/json" not in attributes}
    styles = {sha256(body) for body in STYLE.findall(page)}
    styles |= {sha256(html.unescape(double or single))
               for double, single in STYLE_ATTRIBUTE.findall(page)}
    return scripts, styles


def test_every_page_has_one_policy_before_any_script_or_style(site: BuiltSite) -> None:
    pages = every_html(site)
    assert site.root / "index.html" in pages and site.root / "fr" / "404.html" in pages
    for path in pages:
        page = path.read_text(encoding="utf-8")
        found = META.findall(page)
        assert len(found) == 1, f"{path}: {len(found)} policies"
        policy_at = page.find('<meta http-equiv="Content-Security-Policy"')
        first_code = FIRST_CODE.search(page)
        assert first_code is None or policy_at < first_code.start(), path
        head = page[:page.find("</head>")]
        assert head.count("<meta charset") == 1 and head.find("<meta charset") < 1024, path


def test_policy_allows_the_site_alone_and_exactly_its_inline_code(site: BuiltSite) -> None:
    for path in every_html(site):
        page = path.read_text(encoding="utf-8")
        policy = directives(html.unescape(META.findall(page)[0]))
        assert policy["default-src"] == ["'self'"], path
        assert policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'self'"], path
        assert policy["img-src"] == ["'self'", "data:"], path
        assert policy["connect-src"] == ["'self'"] and policy["worker-src"] == ["'self'"], path
        for name, sources in policy.items():
            for source in sources:
                # No other origin, no wildcard, no inline code but by hash, no eval.
                assert source in KEYWORDS or source.startswith("'sha256-") \
                    or (name == "img-src" and source == "data:"), f"{path}: {name} {source}"
        scripts, styles = inline_code(page)
        assert policy["script-src"][:2] == ["'self'", "'wasm-unsafe-eval'"], path
        assert scripts, f"{path}: no inline script found (the check would prove nothing)"
        assert scripts <= set(policy["script-src"]), f"{path}: an inline script is not allowed"
        assert styles <= set(policy["style-src"]), f"{path}: an inline style is not allowed"
        assert "'unsafe-hashes'" not in policy["script-src"], path   # no event handler by hash
        assert not re.search(r"<[a-z][^>]*\son[a-z]+\s*=|(?:href|src|action)=[\"']?javascript:",
                             page, re.I), \
            f"{path}: an inline event handler or javascript: URL (no hash can allow it)"


def test_one_language_shares_one_policy(site: BuiltSite) -> None:
    """Instant navigation swaps another page's content in under the first page's policy, so a
    language's pages all carry the same one, covering every page's inline code."""
    for lang in site.languages:
        policies = {META.findall(path.read_text(encoding="utf-8"))[0]
                    for path in (site.root / lang.slug).rglob("*.html")}
        assert len(policies) == 1, lang.slug


def test_policy_hashes_what_runs_and_refuses_what_no_hash_can_allow() -> None:
    page = ('<script>run()</script><script type="application/json">{"a": 1}</script>'
            '<script src="x.js"></script><style>p{}</style><p style="color: red">x</p>')
    policy = directives(csp.policy_for([page]))
    assert set(policy["script-src"]) == {"'self'", "'wasm-unsafe-eval'", sha256("run()")}
    assert set(policy["style-src"]) == {"'self'", "'unsafe-hashes'", sha256("p{}"),
                                        sha256("color: red")}
    assert "'unsafe-hashes'" not in directives(csp.policy_for(["<p>x</p>"]))["style-src"]
    for bad in ('<button onclick="go()">x</button>', '<a href="javascript:go()">x</a>'):
        with pytest.raises(csp.InlineCodeError):
            csp.policy_for([bad])


def test_one_policy_replaces_the_placeholder_in_every_page(tmp_path: Path) -> None:
    meta = f'<meta http-equiv="Content-Security-Policy" content="{csp.PLACEHOLDER}">'
    (tmp_path / "a.html").write_text(f"<head>{meta}<script>a()</script></head>")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "index.html").write_text(f"<head>{meta}<script>b()</script></head>")
    assert csp.apply_to_site(tmp_path) == 2
    policies = {META.findall(p.read_text())[0] for p in tmp_path.rglob("*.html")}
    assert len(policies) == 1
    assert {sha256("a()"), sha256("b()")} <= set(directives(policies.pop())["script-src"])


# ---------------------------------------------------------------------------------- browser

RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => window.__violations.push(
  `${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
"""


@pytest.fixture
def open_page(browser: Any) -> Iterator[Any]:
    """open_page(url, **context options) -> a page whose policy violations (events and console
    messages, the page's and its workers') are checked when the test ends."""
    contexts: list[Any] = []
    pages: list[Any] = []
    console: list[str] = []

    def opener(url: str, **options: Any) -> Any:
        context = browser.new_context(**options)
        context.add_init_script(RECORD_VIOLATIONS)
        contexts.append(context)
        page = context.new_page()
        page.on("console", lambda m: console.append(f"{page.url}: {m.text}")
                if m.type == "error" else None)
        page.on("pageerror", lambda e: console.append(f"{page.url}: {e}"))
        page.on("worker", lambda worker: worker.on("console", lambda m: console.append(
            f"worker: {m.text}") if m.type == "error" else None))
        pages.append(page)
        page.goto(url)
        return page

    yield opener
    violations = [v for page in pages if not page.is_closed()
                  for v in page.evaluate("window.__violations || []")]
    for context in contexts:
        context.close()
    assert violations == [], "Content-Security-Policy violations"
    assert console == [], "console errors"


@pytest.mark.browser
@pytest.mark.parametrize("path", ["fr/", "en/" + picks.named("glossary").path,
                                  "zh/" + picks.example_then_picture()[1].path,
                                  "zh-hans/" + picks.named("sandbox").path, "fr/404.html"])
def test_every_kind_of_page_loads_under_its_policy(open_page: Any, site: BuiltSite,
                                                  path: str) -> None:
    page = open_page(site.url + path)
    page.wait_for_load_state("load")
    assert page.locator("article h1").count() == 1, path
    assert page.evaluate("typeof __md_scope") == "object", "material's inline script did not run"


@pytest.mark.browser
def test_root_page_script_runs_under_its_policy(open_page: Any, site: BuiltSite) -> None:
    page = open_page(site.url, locale="zh-TW")
    page.wait_for_url(f"{site.url}zh/")


@pytest.mark.browser
def test_search_navigation_language_switch_and_live_widget(open_page: Any,
                                                           site: BuiltSite) -> None:
    example, picture = picks.example_then_picture()
    page = open_page(site.url + "fr/" + example.path)
    page.evaluate("window.stillTheSameDocument = true")
    wait_ready(page.locator(".lr-widget[data-widget]").first)   # Python ran in its worker
    search = page.locator("input.md-search__input")
    search.click()
    search.fill("Faveur")
    search.press("End")
    results = page.locator(".md-search-result__item > a")
    results.first.wait_for()
    page.keyboard.press("Escape")
    # Instant navigation to a page with a picture (inline SVG styled by the site's stylesheet).
    page.locator(f'.md-nav--primary a.md-nav__link[href$="/{picture.path}"]').first.click()
    # (navigation.tracking may already have added the #section in view)
    page.wait_for_url(lambda url: url.split("#")[0] == site.url + "fr/" + picture.path)
    assert page.evaluate("window.stillTheSameDocument === true"), "instant navigation is off"
    # The new content is swapped in after the address changes: wait for its picture.
    page.wait_for_function(
        "() => [...document.querySelectorAll('figure.lr-picture svg')]"
        ".some(svg => svg.getBoundingClientRect().width > 100)", timeout=15_000)
    page.locator(".md-header__option .md-select").hover()
    page.locator('a.md-select__link[hreflang="zh-Hant"]').click()
    # The switch keeps the page (and the #section the reader scrolled to).
    page.wait_for_url(lambda url: url.split("#")[0] == site.url + "zh/" + picture.path)
    page.wait_for_load_state("load")
    assert page.locator("article h1").count() == 1


INJECTED = ('<script>window.__injected = true</script>'
            '<img src="data:," onerror="window.__handler = true" alt="">')


@pytest.mark.browser
@pytest.mark.parametrize("keep_policy", [True, False])
def test_an_injected_inline_script_does_not_run(browser: Any, site: BuiltSite,
                                                keep_policy: bool) -> None:
    """The served page, with an inline script and an inline event handler added to its body:
    under the page's policy neither runs (and a violation is reported) while the page's own
    inline scripts do; without the policy both run, so the injection itself works."""
    url = site.url + "en/" + picks.first_home().path
    built = (site.root / "en" / picks.first_home().path / "index.html").read_text("utf-8")
    served = re.sub(r"(<body[^>]*>)", lambda m: m[1] + INJECTED, built, count=1)
    if not keep_policy:
        served = META.sub("", served)
    context = browser.new_context()
    try:
        context.add_init_script(RECORD_VIOLATIONS)
        context.route(url, lambda route: route.fulfill(body=served, content_type="text/html"))
        page = context.new_page()
        page.goto(url)
        page.wait_for_load_state("load")
        assert page.evaluate("typeof __md_scope") == "object", "the page's own script must run"
        ran = page.evaluate("[window.__injected === true, window.__handler === true]")
        violations = page.evaluate("window.__violations")
    finally:
        context.close()
    if keep_policy:
        assert ran == [False, False], "an injected inline script ran"
        assert any(v.startswith("script-src") for v in violations), violations
    else:
        assert ran == [True, True], "the injection does not work: the test proves nothing"
