"""``python -m sitebuild.bench.offline``: what one visit caches, and how fast a page is offline.

Figures, not assertions. Serves the built site (``site/``, built first if it has no runtime)
under a sub-path with ordinary HTTP caching, and for each game's ``BENCH_PAGE`` (in English)
drives headless chromium through one visit: the page, then the service worker saving the
game's group (sitebuild/offline.py). It prints:

- the bytes cached for that game: its pages, their assets and the widgets (the site cache),
  and the runtime (Pyodide and the wheel, cached once for every game and language);
- with the network off: the time from reload to a usable page (the worked example steps),
  and to a changeable one (Python started from the cache).
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path
from typing import Any

from livewidgets.api import widget_specs
from sitebuild.dev.browser import chromium
from sitebuild.dev.httpserve import TEST_SUB_PATH, CachingHandler, serving
from sitebuild.bench.widgets import ensure_site
from sitebuild.wheel import ROOT

TIMEOUT = 120_000
CACHED_BYTES = """async () => {
  const out = {};
  for (const key of await caches.keys()) {
    const cache = await caches.open(key);
    let bytes = 0;
    for (const request of await cache.keys()) bytes += (await (await cache.match(request)).blob()).size;
    out[key.replace(/-[0-9a-f]+$/, '')] = bytes;
  }
  return out;
}"""
STATE = "([r, key]) => ['ready', 'error'].includes(r.dataset[key])"


def measure(url: str, runs: int) -> dict[str, Any]:
    """One visit online, then ``runs`` reloads offline."""
    context = chromium().new_context(service_workers="allow")
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector(".lr-offline[data-state=ready]", timeout=TIMEOUT)
        cached = page.evaluate(CACHED_BYTES)
        context.set_offline(True)
        usable, changeable = [], []
        for _ in range(runs):
            started = time.perf_counter()
            page.reload()
            root = page.locator(".lr-widget[data-widget]:has(.lr-change)").first.element_handle()
            page.wait_for_function(STATE, arg=[root, "state"], timeout=TIMEOUT)
            usable.append(time.perf_counter() - started)
            root.eval_on_selector(".lr-change", "b => b.click()")
            page.wait_for_function(STATE, arg=[root, "edit"], timeout=TIMEOUT)
            changeable.append(time.perf_counter() - started)
        return {"cached": cached, "usable": statistics.median(usable),
                "changeable": statistics.median(changeable)}
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--runs", type=int, default=3, help="offline reloads per page")
    args = parser.parse_args(argv)
    ensure_site(args.site)
    pages = [(game, spec.bench_page) for game, spec in widget_specs().items()
             if spec.bench_page
             and (args.site / "en" / game / spec.bench_page / "index.html").exists()]
    with serving(args.site, TEST_SUB_PATH, handler=CachingHandler) as base:
        print("offline after one visit (median of "
              f"{args.runs} offline reloads; headless chromium, local server)")
        for game, page in pages:
            found = measure(f"{base}en/{game}/{page}/", args.runs)
            site = found["cached"].get("lr-site", 0)
            runtime = found["cached"].get("lr-runtime", 0)
            print(f"  en/{game}/{page}/: cached {site / 1e6:.2f} MB for the game + "
                  f"{runtime / 1e6:.2f} MB runtime (shared) = {(site + runtime) / 1e6:.2f} MB; "
                  f"offline: usable in {found['usable']:.2f} s, changeable (Python) in "
                  f"{found['changeable']:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
