"""Session-wide pytest set-up shared by every test folder (every game's tests too).

- ``browser``: the worker's one chromium; ``built_site``/``served_site``: the whole site, built
  ONCE per run (by the xdist controller with ``--shared-site``), served at / and under a
  sub-path; ``open_page(url)``: a loaded page whose console errors and requests leaving the
  origin are recorded (``page.watch``): the worker's live page of that language and kind of
  screen (touch or not), reached by instant navigation, when it can be (tests/livepages.py).
- Helpers tests import live in ``tests/browserkit.py``.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from sitebuild.dev.browser import chromium
from sitebuild.build import build_site
from sitebuild.dev.httpserve import TEST_SUB_PATH as SUB_PATH
from sitebuild.dev.httpserve import CachingHandler, serving
from sitebuild.languages import Language, languages
from tests.browserkit import ServedSite
from tests.livepages import LivePages


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The long runs (marked ``slow``) first, then the browser tests (up to 40 s each), then the
    rest (mostly well under a second), each in their order, dealt out to the workers like
    cards: xdist's ``worksteal`` gives each worker one contiguous share of this list to start
    with, so the k-th share holds every n-th test from the k-th on, and every worker starts
    on its part of the long runs and of the browser tests. In the cost order alone, the first
    share held every slow and browser test: one worker ran all of them (a browser on one
    core) while the other ran the short tests in minutes and then idled (issue 19: the
    workers were busy 60% of the run). A long test that starts last keeps one worker busy
    while the others have nothing left to do; the short tests at the end even them out.
    Every worker computes the same order, as xdist requires."""
    items.sort(key=lambda item: (item.get_closest_marker("slow") is None,
                                 item.get_closest_marker("browser") is None))
    workers = int(getattr(config, "workerinput", {}).get("workercount", 1))
    if workers > 1:
        items[:] = [item for share in range(workers) for item in items[share::workers]]


@pytest.fixture(scope="session")
def browser() -> Any:
    """The worker's one chromium (Playwright's sync API allows one per process), shared by
    tests/site and the games' browser tests; see sitebuild/dev/browser.py."""
    return chromium()


@dataclass(frozen=True)
class BuiltAndServed:
    root: Path          # the built folder: index.html, en/, fr/, ..., _runtime/
    url: str            # served at /: http://127.0.0.1:PORT/
    subpath_url: str    # served under SUB_PATH: http://127.0.0.1:PORT/living-rules/


SHARED_SITE = "LIVING_RULES_SHARED_SITE"
"""Environment variable through which xdist workers receive the controller's one build."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--shared-site", action="store_true",
        help="build and serve the site once, in the xdist controller, before the workers "
             "start; every worker's site and browser tests read that one build (make test)")


def _build_and_serve(folder: Path, work_dir: Path, stack: ExitStack) -> BuiltAndServed:
    """Serve ``folder`` at / and under SUB_PATH, then build the site into it with SITE_URL set
    to the sub-path address, as the Pages workflow does (material's instant navigation needs
    it); SITE_URL is restored afterwards so builds made by tests are not affected."""
    url = stack.enter_context(serving(folder, "/", handler=CachingHandler))
    subpath_url = stack.enter_context(serving(folder, SUB_PATH, handler=CachingHandler))
    previous = os.environ.get("SITE_URL")
    os.environ["SITE_URL"] = subpath_url
    try:
        build_site(folder, work_dir=work_dir)
    finally:
        if previous is None:
            os.environ.pop("SITE_URL", None)
        else:
            os.environ["SITE_URL"] = previous
    return BuiltAndServed(folder, url, subpath_url)


def pytest_configure(config: pytest.Config) -> None:
    """With ``--shared-site`` under xdist, the controller builds the site once and serves it
    for the whole run (its servers live as long as the controller), before any worker starts:
    the site and browser tests then spread over every worker instead of queuing on the one
    worker that built it. A failed build is handed to the workers as text, so only the tests
    that need the site fail, each with the build's message."""
    if hasattr(config, "workerinput") or not config.getoption("shared_site", False) \
            or not config.getoption("numprocesses", None) or SHARED_SITE in os.environ:
        return
    stack = ExitStack()
    scratch = Path(tempfile.mkdtemp(prefix="living-rules-site-"))
    stack.callback(shutil.rmtree, scratch, ignore_errors=True)
    config.add_cleanup(stack.close)
    started = time.monotonic()
    try:
        site = _build_and_serve(scratch / "site", scratch / "build", stack)
        shared = {"root": str(site.root), "url": site.url, "subpath_url": site.subpath_url}
        print(f"the shared site: built in {time.monotonic() - started:.0f} s", file=sys.stderr)
    except Exception as error:  # noqa: BLE001 - reported by every test that needs the site
        shared = {"error": f"{type(error).__name__}: {error}"}
    os.environ[SHARED_SITE] = json.dumps(shared)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BuiltAndServed]:
    """The whole site, built ONCE per session: by the xdist controller when the run has
    ``--shared-site`` (every worker reads that build), else by the first test that asks, in
    this process. Tests must not change it (copy it first)."""
    if shared := os.environ.get(SHARED_SITE):
        given = json.loads(shared)
        if "error" in given:
            pytest.fail(f"the shared site build failed: {given['error']}", pytrace=False)
        yield BuiltAndServed(Path(given["root"]), given["url"], given["subpath_url"])
        return
    with ExitStack() as stack:
        yield _build_and_serve(tmp_path_factory.mktemp("site"),
                               tmp_path_factory.mktemp("build"), stack)


@pytest.fixture(scope="session")
def served_site(built_site: Any) -> ServedSite:
    """The session's one build of the site (tests/conftest.py), served at / and under a
    sub-path with ordinary HTTP caching."""
    return ServedSite(built_site.root, built_site.url, built_site.subpath_url)


@pytest.fixture(scope="session")
def site_languages() -> list[Language]:
    return languages()


FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Remember a failed test: its live pages are not handed to the next test."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if report.failed:
        item.stash[FAILED] = True


PAGE_COUNTS = pytest.StashKey[dict[str, dict[str, int]]]()
"""How each worker's pages came (tests/livepages.py's ``LivePages.counts``), by worker."""


@pytest.fixture(scope="session")
def live_pages(browser: Any, pytestconfig: pytest.Config) -> Iterator[LivePages]:
    """The worker's pages kept between tests (tests/livepages.py); how they came is printed
    at the end of the run (:func:`pytest_terminal_summary`)."""
    pages = LivePages(browser)
    worker = getattr(pytestconfig, "workerinput", {}).get("workerid", "this process")
    pytestconfig.stash.setdefault(PAGE_COUNTS, {})[worker] = pages.counts
    yield pages
    pages.close()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A worker hands its page counts to the controller (``workeroutput``)."""
    if hasattr(session.config, "workeroutput"):
        counts = session.config.stash.get(PAGE_COUNTS, {})
        session.config.workeroutput["page_counts"] = json.dumps(  # type: ignore[attr-defined]
            {worker: dict(count) for worker, count in counts.items()})


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """The controller keeps what each worker handed over (pytest-xdist's hook)."""
    given = json.loads(getattr(node, "workeroutput", {}).get("page_counts", "{}"))
    node.config.stash.setdefault(PAGE_COUNTS, {}).update(given)


FILE_TIMES = pytest.StashKey[dict[str, float]]()
"""Seconds spent in each test file (set-up, call and tear-down), summed by the controller."""


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Add each phase's duration to its file's total (the controller receives every worker's
    reports, so the totals cover the whole run)."""
    config = _CONFIG.get("config")
    if config is not None and not hasattr(config, "workeroutput"):
        totals = config.stash.setdefault(FILE_TIMES, {})
        path = report.nodeid.split("::", 1)[0]
        totals[path] = totals.get(path, 0.0) + report.duration


_CONFIG: dict[str, pytest.Config] = {}


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    _CONFIG["config"] = session.config
    session.config.stash[SESSION_STARTED] = time.monotonic()


SESSION_STARTED = pytest.StashKey[float]()


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """Each worker's browser pages: started (each a Python start, 4-8 s of CPU), reused by
    instant navigation, evicted to keep tests/livepages.py's ``KEPT``: what to watch when
    the browser tests slow down. Then the files that took longest, and how busy the workers
    were (the tests' summed time against the workers' time since the session started: what
    is left went to collection, pytest's own work per test and idle workers)."""
    if hasattr(config, "workeroutput"):
        return
    totals = config.stash.get(FILE_TIMES, {})
    if totals:
        workers = int(config.getoption("numprocesses", 0) or 0) or 1
        wall = time.monotonic() - config.stash.get(SESSION_STARTED, time.monotonic())
        summed = sum(totals.values())
        terminalreporter.write_sep("=", "slowest 15 test files (summed)")
        for path, seconds in sorted(totals.items(), key=lambda item: -item[1])[:15]:
            terminalreporter.write_line(f"{seconds:8.1f}s {100 * seconds / summed:5.1f}%  {path}")
        terminalreporter.write_line(
            f"tests' time {summed:.0f} s; workers' time {workers * wall:.0f} s "
            f"({workers} x {wall:.0f} s): busy {100 * summed / max(workers * wall, 1):.0f}%")
    for worker, count in sorted(config.stash.get(PAGE_COUNTS, {}).items()):
        terminalreporter.write_line(
            f"live pages, {worker}: {count.get('started', 0)} started, "
            f"{count.get('reused', 0)} reused, {count.get('evicted', 0)} evicted, "
            f"{count.get('unkept', 0)} fresh pages not kept")


@pytest.fixture
def open_page(live_pages: LivePages, request: pytest.FixtureRequest) -> Iterator[Callable[..., Any]]:
    """``open_page(url, fresh=False, held=False, **context_options)`` -> a loaded page with
    ``page.watch`` (this test's console errors and requests leaving the origin). A page of the
    site is the live page for that language and kind of screen, reached by instant navigation,
    when there is one (tests/livepages.py says when it is not: a #fragment, ``fresh=True``, a
    page without instant navigation, a second page in the same test). ``held=True``: the
    page's Python answers nothing until the test lets it (``release_python``, ``wait_ready``),
    for a test that reads the build's page first."""
    contexts: list[Any] = []
    kept: list[Any] = []

    def opener(url: str, fresh: bool = False, held: bool = False, **options: Any) -> Any:
        page, live = live_pages.open(url, {id(k) for k in kept}, fresh, options, held)
        if live is not None:
            kept.append(live)
        else:
            contexts.append(page.context)
        return page

    yield opener
    failed = request.node.stash.get(FAILED, False)
    for live in kept:
        live_pages.done(live, failed)
    for context in contexts:
        context.close()
