"""Session-wide pytest set-up shared by every test folder (every game's tests too).

- ``browser``: the worker's one chromium; ``built_site``/``served_site``: the whole site, built
  ONCE per session, served at / and under a sub-path; ``open_page(url)``: a fresh context and
  page whose console errors and requests leaving the origin are recorded (``page.watch``).
- Helpers tests import live in ``tests/browserkit.py``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from sitebuild.browser import chromium
from sitebuild.build import build_site
from sitebuild.httpserve import TEST_SUB_PATH as SUB_PATH
from sitebuild.httpserve import CachingHandler, serving
from sitebuild.languages import Language, languages
from tests.browserkit import ServedSite, Watch


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Make `--dist loadgroup` group again: pytest-xdist 3.8 tags each `xdist_group` test by
    assigning `item._nodeid`, which pytest 9 no longer reads (the id lives in `item._id`), so
    grouped tests were spread over the workers and every worker built the site. Applies to the
    whole session (every game's browser tests too); a no-op once xdist's own tag takes effect.
    """
    if not getattr(config.option, "loadgroup", False):
        return
    from _pytest.nodeid import NodeId

    for item in items:
        groups = sorted({str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                         for mark in item.iter_markers("xdist_group")})
        nodeid = item.nodeid
        if groups and nodeid.rfind("@") <= nodeid.rfind("]"):
            item._id = NodeId.parse(f"{nodeid}@{'_'.join(groups)}")  # type: ignore[attr-defined]


@pytest.fixture(scope="session")
def browser() -> Any:
    """The worker's one chromium (Playwright's sync API allows one per process), shared by
    tests/site and the games' browser tests; see sitebuild/browser.py."""
    return chromium()


@dataclass(frozen=True)
class BuiltAndServed:
    root: Path          # the built folder: index.html, en/, fr/, ..., _runtime/
    url: str            # served at /: http://127.0.0.1:PORT/
    subpath_url: str    # served under SUB_PATH: http://127.0.0.1:PORT/living-rules/


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BuiltAndServed]:
    """The whole site, built ONCE per session (tests/site and the games' browser tests share it; they are
    in the xdist group "site"), served at / and under SUB_PATH. The build's SITE_URL is the
    sub-path address, as the Pages workflow sets it: material's instant navigation needs it."""
    folder = tmp_path_factory.mktemp("site")
    with serving(folder, "/", handler=CachingHandler) as url, \
            serving(folder, SUB_PATH, handler=CachingHandler) as subpath_url:
        previous = os.environ.get("SITE_URL")
        os.environ["SITE_URL"] = subpath_url
        try:
            build_site(folder, work_dir=tmp_path_factory.mktemp("build"))
        finally:
            if previous is None:
                os.environ.pop("SITE_URL", None)
            else:
                os.environ["SITE_URL"] = previous
        yield BuiltAndServed(folder, url, subpath_url)


@pytest.fixture(scope="session")
def served_site(built_site: Any) -> ServedSite:
    """The session's one build of the site (tests/conftest.py), served at / and under a
    sub-path with ordinary HTTP caching."""
    return ServedSite(built_site.root, built_site.url, built_site.subpath_url)


@pytest.fixture(scope="session")
def site_languages() -> list[Language]:
    return languages()


@pytest.fixture
def open_page(browser: Any) -> Iterator[Callable[..., Any]]:
    """``open_page(url, **context_options)`` -> a loaded page with ``page.watch``."""
    contexts = []

    def opener(url: str, **options: Any) -> Any:
        context = browser.new_context(**options)
        contexts.append(context)
        page = context.new_page()
        parts = urlsplit(url)
        watch = Watch(f"{parts.scheme}://{parts.netloc}")
        page.on("console", watch.console)
        page.on("pageerror", lambda error: watch.errors.append(f"page error: {error}"))
        page.on("worker", lambda worker: worker.on(
            "console", lambda message: watch.console(message, "worker")))
        context.on("request", watch.request)
        page.watch = watch
        page.goto(url)
        return page

    yield opener
    for context in contexts:
        context.close()
