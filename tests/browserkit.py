"""Helpers of the browser tests (chromium driven by Playwright), for every game's tests.

The fixtures (``browser``, ``served_site``, ``open_page``) are in ``tests/conftest.py``; this
module holds what tests import: ``ServedSite``, ``Watch``, ``wait_ready(root)``,
``start_editing(root)``, ``wait_until(root, script, value)``, ``wait_still(page)`` (a smooth
scroll ended), ``release_python(page)``, ``paste_link(root, link)`` (a share link pasted into
an open sandbox's tab),
``run_axe(page)``, ``built_pages(site, slug)``, and the steps every widget's phone test
takes: ``open_widget`` (a page of one language on a 375 px phone), ``goes_live`` (the worked
example before and after Python), ``assert_touch_target`` and ``assert_fits`` (44 px targets,
no sideways scroll) and ``assert_clean`` (axe after the edits, no console error, nothing left
the origin)."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable
from urllib.parse import urlsplit

from tests.langkit import SLUGS

ROOT = Path(__file__).resolve().parents[1]

AXE_SCRIPT = ROOT / "node_modules" / "axe-core" / "axe.min.js"
READY_TIMEOUT_MS = 90_000
"""Pyodide takes 2-4 s cold; two workers and a loaded CI machine can take much longer."""
LANG_FOLDERS = SLUGS
"""Language code -> URL folder of its build (tests/langkit.py's one list)."""
PHONE = {"width": 375, "height": 812}
"""The smallest screen the site promises to fit (a 375 px phone)."""
PHONE_SCREEN: dict[str, Any] = {"viewport": PHONE, "has_touch": True, "is_mobile": True}
"""The context options of every phone test (touch, mobile, Playwright's device scale of 1):
one set, so that the live pages (tests/livepages.py) keep one phone page per language for the
whole suite. A test that needs another phone size gives ``{**PHONE_SCREEN, "viewport": ...}``
(the size is not part of what a live page is kept by). Nothing the tests measure reads device
pixels: sizes are read in CSS pixels, the same at any device scale."""
TARGET_PX = 44
"""The smallest touch target, in CSS pixels, either way."""


@dataclass(frozen=True)
class ServedSite:
    root: Path          # the built folder: index.html, en/, fr/, ..., _runtime/
    url: str            # served at /: http://127.0.0.1:PORT/
    subpath_url: str    # served under a sub-path, as on GitHub Pages: .../living-rules/


@dataclass
class Watch:
    """What a page did that it must not: console errors, uncaught errors, foreign requests."""

    origin: str
    errors: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)

    def console(self, message: Any, where: str = "page") -> None:
        if message.type == "error":
            self.errors.append(f"{where} console error: {message.text}")

    def request(self, request: Any) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("data", "blob", "about"):
            return
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.foreign.append(request.url)

    def check(self) -> None:
        assert not self.errors, "\n".join(self.errors)
        assert not self.foreign, f"requests left the origin {self.origin}: {self.foreign}"


def wait_ready(root: Any, timeout: int = READY_TIMEOUT_MS) -> None:
    """Bring a widget root into view and wait until it is live; fail with its message if it
    reached ``error`` instead. Python's answers, held on a live page just reached by instant
    navigation (tests/livepages.py), go through from now."""
    _reaches_ready(root, "state", timeout, release=True)


REACHES = """(root, [key, timeout, release]) => new Promise(resolve => {
  if (release && window.__lrHold) window.__lrHold.release();
  // into view when it is not (centred, as Playwright's scroll_into_view_if_needed does)
  if (release) root.scrollIntoViewIfNeeded(true);
  const done = () => ['ready', 'error'].includes(root.dataset[key]);
  const answer = () => {
    watch.disconnect();
    clearTimeout(late);
    const status = root.querySelector('.lr-status');
    resolve({state: root.dataset[key] ?? null, widget: root.dataset.widget,
             status: status ? status.innerText : ''});
  };
  const watch = new MutationObserver(() => done() && answer());
  const late = setTimeout(answer, timeout);
  watch.observe(root, {attributes: true, attributeFilter: [`data-${key}`]});
  if (done()) answer();
})"""
"""Wait in the page, in one call, until the widget's ``data-<key>`` is ``ready`` or ``error``
(or ``timeout`` ms pass); with ``release``, Python's held answers go first, and the widget is
brought into view. About 700 widgets a run go live so: a call per step (release, scroll,
element, wait, read) cost five round trips each (issue 19)."""


def _reaches_ready(root: Any, key: str, timeout: int, release: bool = False) -> None:
    """Wait until the root's ``data-<key>`` is ``ready`` or ``error``; fail with the widget's
    status line unless ``ready``."""
    seen = root.evaluate(REACHES, [key, timeout, release])
    assert seen["state"] == "ready", (
        f"{seen['widget']} widget: {seen['state'] or f'not ready in {timeout} ms'}: "
        f"{seen['status']}")


def wait_until(root: Any, script: str, value: Any, timeout: int = 30_000) -> None:
    """Wait until ``script``, a JS function of ``[root, value]``, is true of the widget
    ``root`` (an element handle in the page) and ``value``."""
    root.page.wait_for_function(script, arg=[root.element_handle(), value], timeout=timeout)


NAVIGATE = """([url, timeout]) => new Promise((resolve, reject) => {
  const old = document.querySelector('article h1');
  if (old) old.dataset.leaving = '';
  const late = setTimeout(() => reject(new Error(`${url}: not reached in ${timeout} ms`)),
                          timeout);
  // settled: the header's title fades between pages; axe measures contrast, so transitions
  // end first (an endless animation, a spinner, is not waited for)
  const settle = () => document.getAnimations().every(a => a.playState !== 'running'
      || a.effect?.getComputedTiming().endTime === Infinity)
    ? (clearTimeout(late), resolve())
    : requestAnimationFrame(settle);
  // arrived: the new document went through document$ (widgets.js subscribed before us, so the
  // new page's widgets are wired) and its title is a new element
  const watch = window.document$.subscribe(() => {
    if (!document.querySelector('article h1:not([data-leaving])')) return;
    setTimeout(() => watch.unsubscribe());
    requestAnimationFrame(settle);
  });
  const link = Object.assign(document.createElement('a'), {href: url});
  document.body.append(link);
  link.click();
  link.remove();
})"""
"""Material's instant navigation to ``url``, in one call, the way a reader follows a link (the
page's JavaScript, its Python and its search index stay up): resolves once the new page is
there and still, fails after ``timeout`` ms. One call instead of a round trip per step, and
no polling each frame from the test (about 1,800 pages are reached so in a run). A reload
instead destroys the document the call runs in, and the call fails."""


def navigate_instantly(page: Any, url: str, timeout: int = READY_TIMEOUT_MS,
                       images: bool = False) -> None:
    """Follow a link to ``url`` on ``page`` by material's instant navigation (:data:`NAVIGATE`);
    with ``images``, until the new page's images are in too, as a full load's ``load`` waits
    for them (a page measured or printed whole)."""
    page.evaluate(NAVIGATE, [url, timeout])
    if images:
        page.wait_for_function("() => [...document.images].every(i => i.complete)")


STILL = """() => new Promise(done => {
  let last = scrollY, still = 0;
  const frame = () => {
    if (scrollY !== last) [last, still] = [scrollY, 0];
    else if (++still >= 4) return done();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})"""


def wait_still(page: Any) -> None:
    """Wait until the page has not scrolled for four frames in a row: a smooth scroll that
    was started (a changed example's controls brought into view: widgets/static/live.js) has
    ended, or there was none. A fixed wait for it cost its whole time on every call."""
    page.evaluate(STILL)


def release_python(page: Any) -> None:
    """Let the page's Python answer now (tests/livepages.py holds its first answers on a live
    page, as a cold start would, so that a test reads the build's HTML first)."""
    page.evaluate("() => window.__lrHold && window.__lrHold.release()")


PASTE = """hash => new Promise(resolve => {
  // Material draws the page again on the first change of its address that is not an instant
  // navigation (a page opened whole, never followed: tests/livepages.py's __lrLive unset)
  const redrawn = !('__lrLive' in window) && !window.__lrRedrawn;
  window.__lrRedrawn = true;
  const old = document.querySelector('.lr-widget[data-widget$="/sandbox"]');
  // the sandbox's own listener (widgets/static/sandbox.js) was added first: when this one
  // runs, the sandbox is busy with the link (aria-busy) until it has shown it
  window.addEventListener('hashchange', () => resolve(redrawn), {once: true});
  if (old) old.dataset.lrPasted = '';
  location.hash = hash;
})"""

SETTLED = """([redrawn]) => {
  const root = document.querySelector('.lr-widget[data-widget$="/sandbox"]');
  return root && ('lrPasted' in root.dataset) !== redrawn && root.dataset.state === 'ready'
    && !root.hasAttribute('aria-busy');
}"""


def paste_link(root: Any, link: str) -> None:
    """Paste the share ``link`` (a URL or its ``#sandbox=...`` part) into the open tab of the
    sandbox ``root`` (the page's first), as a reader does in the address bar: only the hash
    changes. Waits until the sandbox has shown the link's game or said why it cannot: the
    sandbox on the page loads it, or, on a page Material draws again for that change (one
    not reached by instant navigation yet), the sandbox drawn anew. The tab's address is
    first set back to the page's own when it already holds that link (the share panel writes
    it there), as it would be in a tab where the reader received it."""
    page = root.page
    fragment = "#" + link.split("#", 1)[1]
    release_python(page)
    page.evaluate("h => { if (location.hash === h) history.replaceState(history.state, '',"
                  " location.pathname + location.search); }", fragment)
    redrawn = page.evaluate(PASTE, fragment)
    page.wait_for_function(SETTLED, arg=[redrawn], timeout=READY_TIMEOUT_MS)
    release_python(page)


def start_editing(root: Any, timeout: int = READY_TIMEOUT_MS) -> None:
    """Press a worked example's "Change this example" and wait until its controls are live
    (Python started); fail with its message if it reached ``error`` instead."""
    wait_ready(root)
    root.locator(".lr-change").first.click()
    _reaches_ready(root, "edit", timeout)


def run_axe(page: Any, include: str | None = None,
            impacts: tuple[str, ...] = ("serious", "critical")) -> list[str]:
    """axe-core (from node_modules, injected into the page): violations of these impacts, in
    the whole page or only inside the elements matching ``include``. Running animations (a
    step's marks fade in over 250 ms) are finished first: half-faded text is not what a reader
    reads, and axe would measure its contrast mid-fade."""
    page.evaluate("() => document.getAnimations().forEach(a => { try { a.finish(); } catch {} })")
    if not page.evaluate("() => Boolean(window.axe)"):
        # evaluated, not added as an inline <script>: the page's policy blocks those
        page.evaluate(AXE_SCRIPT.read_text(encoding="utf-8"))
    # only what is reported comes back: axe's whole result (every rule passed or not
    # applicable, with its words and nodes) cost the test process more to read than axe took
    violations = page.evaluate(AXE_RUN, [include, list(impacts)])
    return [f"{v['id']} ({v['impact']}): {v['help']} — {v['targets']}"
            for v in violations if v["impact"] in impacts]


PAGE_RUNTIME = """(async () => {
  const src = [...document.querySelectorAll("script[src]")].map((s) => s.src)
    .find((u) => /\\/widgets\\.js(\\?|$)/.test(u));
  const { getRuntime } = await import(new URL("runtime.js", src).href);
  return getRuntime();
})()"""
"""A JavaScript expression, a promise of the page's one Python runtime (widgets/static/
runtime.js), for a test that stands between the widgets and Python (a failing or a held
call). It outlives the page's content (instant navigation and the kept pages keep it): a
test puts back what it changed in it."""


AXE_RUN = """async ([include, impacts]) => {
  // Only the rules that can report these impacts: axe gives each of a rule's violations the
  // rule's own impact (axe-core's _finalizeRuleResult), so a "moderate" rule (region, the
  // landmark rules, heading-order...) never reports a serious one. Skipping them cut axe's
  // time in the every-page pass by about a fifth. The rules axe leaves out of a default run stay
  // out: those disabled, and those of its excluded tags (experimental, deprecated).
  const audit = axe._audit ?? {rules: [], tagExclude: []};
  const rules = audit.rules.filter(r => r.enabled !== false && impacts.includes(r.impact)
    && !r.tags.some(tag => audit.tagExclude.includes(tag))).map(r => r.id);
  const options = {resultTypes: ['violations'],
                   ...(rules.length ? {runOnly: {type: 'rule', values: rules}} : {})};
  const result = await axe.run(include ? {include: [[include]]} : document, options);
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                      targets: v.nodes.slice(0, 5).map(n => n.target)}));
}"""
"""axe-core run in the page, ``[include, impacts]``: its violations, trimmed."""


def built_pages(site: Path, slug: str) -> list[str]:
    """Every built page of a language, as a path from the language folder ('' for its home,
    '<game>/<page>/' for the others); the 404 page is not one. A new list each time, of the
    build as first walked (:func:`_walked`)."""
    return list(_walked(site, slug))


@functools.cache
def _walked(site: Path, slug: str) -> tuple[str, ...]:
    """:func:`built_pages`, walked once per build and language: a build is never changed
    in place (a test that changes a page changes its own copy), and the every-page pass asks
    for a language's pages for each section it reads (7 ms of CPU a walk)."""
    folder = site / slug
    paths = []
    for index in sorted(folder.rglob("index.html")):
        relative = index.parent.relative_to(folder)
        paths.append("" if relative == Path(".") else f"{relative.as_posix()}/")
    return tuple(paths)


def open_widget(open_page: Callable[..., Any], served_site: ServedSite, lang: str, path: str,
                widget: str) -> tuple[Any, Any]:
    """The page ``path`` (``<game>/<page>``) of ``lang``'s build, served under a sub-path, on a
    phone; and the root of its first ``widget`` (``<game>/<name>``)."""
    page = open_page(f"{served_site.subpath_url}{LANG_FOLDERS[lang]}/{path}/", viewport=PHONE)
    # A calculator's reserve (an invisible, inert copy of its first live view that holds its
    # height until Python arrives: tests/widgets/test_examples_on_screens.py) is not what the
    # reader sees or reaches: these tests read and press the widget itself, so it goes.
    page.evaluate("() => document.querySelectorAll('.lr-widget > .lr-reserve')"
                  ".forEach(copy => copy.remove())")
    return page, page.locator(f'.lr-widget[data-widget="{widget}"]').first


def goes_live(root: Any, shown: Callable[[Any], Any], expected: Any) -> list[str]:
    """The widget shows ``expected`` (read by ``shown(root)``) from the build's HTML, before
    Python, then goes live once and still shows it; the axe problems of the live page."""
    assert shown(root) == expected, "the worked example, before Python"
    wait_ready(root)
    assert root.locator(".lr-live").count() == 1 and shown(root) == expected
    return [f"live widget: {v}" for v in run_axe(root.page)]


def assert_touch_target(control: Any, label: Any = None) -> None:
    """``control`` is at least :data:`TARGET_PX` square (``label`` names it in a failure)."""
    box = control.bounding_box()
    assert box and box["width"] >= TARGET_PX and box["height"] >= TARGET_PX, (label, box)


def assert_targets(page: Any, controls: Any) -> None:
    """Each of ``controls`` (every match of a locator, or a list of locators) is a touch
    target, named by its index in a failure, and the page does not scroll sideways."""
    for i, control in enumerate(controls.all() if hasattr(controls, "all") else controls):
        assert_touch_target(control, i)
    assert_fits(page)


def text_of(root: Any, selector: str) -> str:
    """The text of the widget's first ``selector``, its spaces collapsed as a reader sees it."""
    return " ".join(root.locator(selector).first.inner_text().split())


def wait_for_text(root: Any, selector: str, text: str) -> None:
    """Wait until the widget's first ``selector`` reads ``text`` (spaces collapsed)."""
    wait_until(root, "([root, [selector, text]]) => root.querySelector(selector)?.innerText"
               ".replace(/\\s+/g, ' ').trim() === text", [selector, text])


def assert_fits(page: Any) -> None:
    """Nothing makes the page scroll sideways."""
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")


def assert_clean(page: Any, problems: list[str]) -> None:
    """After a test's edits: axe finds nothing serious in the widgets, the page still fits,
    no console error and no request left the origin; with the ``problems`` found before."""
    problems = [*problems, *(f"after edits: {v}" for v in run_axe(page, ".lr-widget"))]
    assert_fits(page)
    problems += page.watch.errors + [f"left the origin: {u}" for u in page.watch.foreign]
    assert not problems, "\n".join(problems)
