"""Python resumed from the site's snapshot in chromium (widgets/static/worker.js), whichever way
the host sends it: every other browser test has it as the build wrote it (gzipped, unzipped by
the worker); a host that answers a ``.gz`` file with ``Content-Encoding: gzip`` has the browser
unzip it first, and the worker takes it as it comes (tests/node/snapshot.test.mjs: what the
resumed Python holds)."""

from __future__ import annotations

import gzip
from typing import Any, Callable
from urllib.parse import urlsplit

import pytest

from sitebuild.assets import SNAPSHOT
from tests.browserkit import ServedSite, wait_ready
from tests.langkit import SLUGS
from tests.widgets.test_sandbox import SANDBOXED

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]


def test_a_snapshot_the_host_already_unzipped_starts_python(
        served_site: ServedSite, open_page: Callable[..., Any]) -> None:
    raw = gzip.decompress((served_site.root / "_runtime" / SNAPSHOT).read_bytes())
    page = open_page("about:blank", fresh=True)
    page.watch.origin = "{0.scheme}://{0.netloc}".format(urlsplit(served_site.subpath_url))
    sent: list[str] = []

    def unzipped(route: Any) -> None:
        sent.append(route.request.url)
        route.fulfill(body=raw, content_type="application/octet-stream")

    page.route(f"**/_runtime/{SNAPSHOT}", unzipped)
    game = SANDBOXED[0]
    page.goto(f"{served_site.subpath_url}{SLUGS['en']}/{game}/sandbox/")
    root = page.locator(f"[data-widget^={game}][data-widget$=sandbox]").first
    wait_ready(root)            # Python answered the sandbox's first calls
    assert len(sent) == 1, sent
    assert root.locator("[data-board]").inner_html()
    page.watch.check()
    page.unroute_all(behavior="ignoreErrors")
