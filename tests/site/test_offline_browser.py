"""The site offline after one visit, in chromium, under a sub-path as on GitHub Pages.

- One visit to a game's page online, then the network off (the context's offline mode): the
  page reloads, its worked example steps and is changed (a calculator's widget answers a
  click instead: Python from the cache), the game's player aid opens; the notice said so in
  the page's language; the same page in another language is not answered from the cache (the
  site's offline page is: nothing saved in that language, the game saved in the visited one
  named with its link, no link to a home not saved).
- Offline, a page of a game not saved is the site's own offline page, in the page's language,
  naming the saved game with a working link; the home page dims the links to the games not
  saved (issue 22; finds_the_saved_game, in the same visit).
- A new deploy (a copy of the session's build, its visited language only, with one page
  changed, its worker rewritten by sitebuild.offline.install): the next visit installs the
  new worker, deletes the old caches, keeps the runtime's (unchanged), and serves the changed
  page offline.
- A takeover heard while the page's registration still names the replaced worker (the
  browser updates the two by separate messages): the notice is answered all the same (on
  the deploy test's first visit, before the deploy: a context and a visit of its own cost it
  a Python start and a saved game).
- The notice, once the game is saved, passes axe-core: the other browser tests run without
  the service worker (tests/livepages.py's ``SERVICE_WORKERS``), so their pages never show it.

One game per language, a game with worked examples and a calculator in turn (the offline
machinery is the same for every game; that every game's pages and files are in each language's
cache is checked on the built worker by tests/site/test_offline.py, without a browser); one
browser context per scenario.
"""

from __future__ import annotations

import html
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from livewidgets.api import widget_specs
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from engine import registry
from sitebuild import offline
from sitebuild.nav import labels
from sitebuild.pages import aid
from sitebuild.dev.httpserve import TEST_SUB_PATH, CachingHandler, serving
from sitebuild.languages import languages
from tests.browserkit import run_axe, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

LANGS = languages()
GAMES = [game for game, spec in widget_specs().items()
         if spec.bench_page and aid.PAGE in registry.entry(game).pages]
"""The games with a worked example to time (their ``bench_page``) and a player aid."""
KINDS = [[game for game in GAMES if not widget_specs()[game].reserve],
         [game for game in GAMES if widget_specs()[game].reserve]]
"""Games whose pages hold worked examples, then games with a calculator."""
CASES = [(KINDS[i % 2][(i // 2) % len(KINDS[i % 2])], lang.slug) for i, lang in enumerate(LANGS)]
TIMEOUT = 90_000
"""Pyodide takes 2-4 s cold; a loaded machine much longer."""

CACHES = """async () => {
  const out = {};
  for (const key of await caches.keys()) out[key] = (await (await caches.open(key)).keys()).length;
  return out;
}"""


def bench_page(game: str) -> str:
    return widget_specs()[game].bench_page


def example(page: Any) -> Any:
    """The page's first worked example (a widget that can be changed)."""
    return page.locator(".lr-widget[data-widget]:has(.lr-change)").first


def wait_saved(page: Any, version: str = "") -> str:
    """The notice's sentence once the page's game is cached (by the deploy ``version``)."""
    which = f"[data-version='{version}']" if version else ""
    page.wait_for_selector(f".lr-offline[data-state=ready]{which}", timeout=TIMEOUT)
    return str(page.locator(".lr-offline").inner_text())


def step_and_change(page: Any) -> None:
    """Step the example, then change it: its Python must start (from the caches) and answer."""
    root = example(page).element_handle()   # a handle: changing the example redraws inside it
    root.scroll_into_view_if_needed()
    page.wait_for_function("r => ['ready', 'error'].includes(r.dataset.state)", arg=root,
                           timeout=TIMEOUT)
    assert root.get_attribute("data-state") == "ready"
    before = root.inner_text()
    root.eval_on_selector("[data-step-to=next]", "b => b.click()")
    page.wait_for_function("([r, t]) => r.innerText !== t", arg=[root, before])
    root.eval_on_selector(".lr-change", "b => b.click()")
    page.wait_for_function("r => ['ready', 'error'].includes(r.dataset.edit)", arg=root,
                           timeout=TIMEOUT)
    assert root.get_attribute("data-edit") == "ready", root.inner_text()[:300]
    shown = root.inner_text()
    root.eval_on_selector("[data-act]", "b => b.click()")
    page.wait_for_function("([r, t]) => r.innerText !== t", arg=[root, shown], timeout=TIMEOUT)
    assert not root.query_selector_all(".lr-error"), root.inner_text()[:300]


def use_calculator(page: Any) -> None:
    """A calculator's widget goes live and answers a click: its Python starts (from the
    caches) and computes. The first control whose click changes the widget's text will do."""
    root = page.locator(".lr-widget[data-widget]").first
    wait_ready(root)
    handle = root.element_handle()
    before = root.inner_text()
    for control in root.locator("[data-act]:not([aria-pressed=true])").all():
        control.click()
        try:
            page.wait_for_function("([r, t]) => r.innerText !== t", arg=[handle, before],
                                   timeout=10_000)
            break
        except PlaywrightTimeout:
            continue
    else:
        pytest.fail("no control of the calculator changed what it shows")
    assert not root.locator(".lr-error").count(), root.inner_text()[:300]


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    made = browser.new_context(service_workers="allow")
    yield made
    made.close()


def finds_the_saved_game(page: Any, context: Any, base: str, slug: str, code: str,
                         saved: str) -> None:
    """Offline, with one game saved (issue 22, finding your way): a page of a game not saved
    is answered by the site's own offline page in the page's language, naming the saved game
    with a working link; the home page (saved with the game) dims the links to the games not
    saved, in words too; online again, nothing is dimmed."""
    unsaved = next(game for game in sorted(registry.entry_ids()) if game != saved)
    home = f"{base}{slug}/"
    answer = page.goto(f"{home}{unsaved}/")
    assert answer is not None and answer.status == 503
    said = offline.offline_page(slug, code)
    title = re.search(r"<h1>(.*?)</h1>", said)
    assert title is not None
    assert page.locator("h1").inner_text() == title.group(1)
    assert page.evaluate("() => document.documentElement.lang") == code
    listed = page.locator(".lr-saved a").evaluate_all("ls => ls.map(l => l.href)")
    assert listed == [f"{home}{saved}/"], listed
    assert page.locator("[data-when=none]").count() == 0
    page.locator(".lr-saved a").click()
    page.wait_for_url(f"{home}{saved}/")
    assert page.locator(".md-content h1").count() == 1

    page.goto(home)
    page.wait_for_selector(f".lr-game[data-game={unsaved}] a.lr-unsaved", timeout=TIMEOUT)
    note = labels(code)["unsaved"]
    dimmed = page.locator(f".md-nav--primary a.lr-unsaved[href$='{unsaved}/']")
    assert dimmed.count() == 1
    assert note.replace("\u202f", " ") in dimmed.inner_text().replace("\u202f", " ")
    assert page.locator(f".lr-game[data-game={saved}] a.lr-unsaved").count() == 0
    assert dimmed.evaluate("l => Number(getComputedStyle(l).opacity)") < 0.6
    context.set_offline(False)   # online again: nothing dimmed
    page.wait_for_function("() => !document.querySelector('.lr-unsaved')")
    context.set_offline(True)


@pytest.mark.parametrize(("game", "slug"), CASES, ids=[f"{g}-{s}" for g, s in CASES])
def test_a_game_works_offline_after_one_visit(served_site: Any, context: Any, game: str,
                                              slug: str) -> None:
    lang = next(lang for lang in LANGS if lang.slug == slug)
    base = served_site.subpath_url
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{base}{slug}/{game}/{bench_page(game)}/")
    assert wait_saved(page) == offline.notice(lang.code, f"{game}/{bench_page(game)}.md")["ready"]
    assert run_axe(page, ".lr-offline") == [], "the notice"

    context.set_offline(True)
    page.reload()
    if isinstance(registry.entry(game), registry.CalcSpec):
        use_calculator(page)
    else:
        step_and_change(page)
    page.goto(f"{base}{slug}/{game}/{aid.PAGE}/")
    assert page.locator(".lr-aid .lr-aid-card").count() >= 4
    assert page.evaluate("() => document.documentElement.lang") != ""
    finds_the_saved_game(page, context, base, slug, lang.code, game)
    # another language's page is not in the cache: not it but the site's offline page
    # answers, in that language (finds_the_saved_game reads it)
    other = next(o for o in LANGS if o.slug != slug)
    answer = page.goto(f"{base}{other.slug}/{game}/{aid.PAGE}/")
    assert answer is not None and answer.status == 503
    assert page.locator(".lr-aid").count() == 0
    # ... saying that nothing is saved in that language, naming the game saved in the
    # visited one with its link, and no link home, not saved either (review 37, C1: the
    # French page listed nothing, and its link home answered that page again)
    said = re.search(r'<p data-when="elsewhere">(.*?)</p>',
                     offline.offline_page(other.slug, other.code))
    assert said is not None
    assert page.locator("p").evaluate_all("ps => ps.map(p => p.dataset.when || '')") \
        == ["", "elsewhere"]
    assert page.locator("p[data-when=elsewhere]").inner_text() == html.unescape(said[1])
    elsewhere = page.locator(".lr-saved-elsewhere a")
    assert elsewhere.evaluate_all("ls => ls.map(l => l.href)") == [f"{base}{slug}/{game}/"]
    assert elsewhere.get_attribute("hreflang") == lang.code
    elsewhere.click()
    page.wait_for_url(f"{base}{slug}/{game}/")
    assert page.locator(".md-content h1").count() == 1
    assert not errors, errors


STALE_REGISTRATION = """() => {
  // the registration still names the replaced worker, which answers nothing (the browser
  // updates it and the page's controller by separate messages)
  const replaced = { postMessage() {}, state: "redundant" };
  const notice = document.querySelector(".lr-offline");
  window.__states = [];
  new MutationObserver(() => window.__states.push(notice.dataset.state))
    .observe(notice, { attributes: true, attributeFilter: ["data-state"] });
  Object.defineProperty(ServiceWorkerRegistration.prototype, "active",
                        { configurable: true, get: () => replaced });
  navigator.serviceWorker.dispatchEvent(new Event("controllerchange"));
}"""


def test_a_new_deploy_is_picked_up_and_the_old_cache_removed(served_site: Any, context: Any,
                                                            tmp_path: Path) -> None:
    """The deploys are copies of the build with one language in them, the one visited: what
    a deploy changes (the worker, its version, the caches) does not depend on the other
    languages, and ``offline.install`` hashes and reads every page of the copy it is given,
    twice here (measured on a loaded 2-core machine: 35 s per install of a whole site's copy,
    9 s of one language's). Before the deploy, the first visit's page hears a takeover
    (``controllerchange``) while its registration still names the replaced worker (the
    browser updates the two by separate messages): its notice is answered all the same (the
    module's docstring says why here)."""
    game, slug = CASES[0]
    copy = tmp_path / "site"
    others = {lang.slug for lang in LANGS} - {slug}

    def not_copied(folder: str, names: list[str]) -> set[str]:
        at_root = Path(folder) == served_site.root
        return {name for name in names if name == "_runtime" or (at_root and name in others)}

    shutil.copytree(served_site.root, copy, ignore=not_copied)
    (copy / "_runtime").symlink_to(served_site.root / "_runtime")
    first = offline.install(copy)
    with serving(copy, TEST_SUB_PATH, handler=CachingHandler) as base:
        page = context.new_page()
        page.goto(f"{base}{slug}/{game}/{bench_page(game)}/")
        wait_saved(page)
        before = page.evaluate(CACHES)
        assert set(before) == {f"lr-site-{first['version']}",
                               f"lr-runtime-{first['runtime']['version']}"}

        # a takeover heard while the registration still names the replaced worker: the page
        # asks the worker that controls it, and the notice comes back to "ready" instead of
        # staying on "saving" (the reload below drops what STALE_REGISTRATION changed)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null",
                               timeout=TIMEOUT)
        page.evaluate(STALE_REGISTRATION)
        page.wait_for_function("() => window.__states.includes('saving')"
                               " && window.__states.at(-1) === 'ready'", timeout=TIMEOUT)

        # deploy: one page changed, the worker rewritten with the new version
        changed = copy / slug / game / aid.PAGE / "index.html"
        changed.write_text(changed.read_text("utf-8").replace(
            "</h1>", "<span id='deployed'>new deploy</span></h1>", 1), "utf-8")
        second = offline.install(copy)
        assert second["version"] != first["version"]
        assert second["runtime"]["version"] == first["runtime"]["version"]

        page.reload()   # the next visit: the browser checks the worker and installs the new one
        page.wait_for_function(
            "async ([now, old]) => { const keys = await caches.keys();"
            " return keys.includes(now) && !keys.includes(old); }",
            arg=[f"lr-site-{second['version']}", f"lr-site-{first['version']}"],
            timeout=TIMEOUT)
        wait_saved(page, second["version"])
        after = page.evaluate(CACHES)
        assert set(after) == {f"lr-site-{second['version']}",
                              f"lr-runtime-{first['runtime']['version']}"}, after
        assert after[f"lr-runtime-{first['runtime']['version']}"] == \
            before[f"lr-runtime-{first['runtime']['version']}"], "the runtime was fetched again"

        context.set_offline(True)
        page.goto(f"{base}{slug}/{game}/{aid.PAGE}/")
        assert page.locator("#deployed").inner_text() == "new deploy"

