"""``python -m sitebuild.bench.widgets``: how fast a widget page shows its example and goes live.

Figures, not assertions. Serves the built site (``site/``, built first if it has no runtime)
with ordinary HTTP caching, drives headless chromium, and prints for a widget page and for a
bare page that only starts Pyodide (the same runtime files, the same lock trick, on the main
thread): first contentful paint, time to ready with a cold and a warm cache, and the bytes
transferred (raw, and gzip-compressed as a static host such as GitHub Pages sends them).

First, for each page, the figure a reader feels most: the time from navigation to the first
step they can take (the widget's ``lr-ready`` mark), cold cache, on a throttled phone (Chrome
DevTools Protocol network and CPU throttling), printed beside the figure the game recorded
before its worked examples became players. ``--first-step-only`` prints only that. (Since the
compact player, ``lr-ready`` means "steppable": Python starts only to change an example; the
"ready" rows below time that first step too.)
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import statistics
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from livewidgets.api import widget_specs
from livewidgets.contract import BenchFigure
from sitebuild.dev.browser import CHROMIUM, launch_args
from sitebuild.dev.httpserve import CachingHandler, send_body, serving
from sitebuild.wheel import ROOT

BARE_PATH = "/_bench/bare.html"
BARE_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title>
<link rel="icon" href="data:,"></head><body><p>Pyodide alone, on the main thread.</p>
<script type="module">
const base = new URL("../_runtime/", location.href).href;
const manifest = await (await fetch(base + "manifest.json")).json();
const { loadPyodide } = await import(base + "pyodide.mjs");
// ?resumed: from the site's snapshot of Python once started, as the widgets' worker does
const snapshot = location.search === "?resumed" && fetch(base + manifest.snapshot).then((r) =>
  new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
const pyodide = await loadPyodide({ indexURL: base, lockFileContents: manifest.lock,
                                    ...(snapshot ? { _loadSnapshot: snapshot } : {}) });
pyodide.runPython("1 + 1");
performance.mark("pyodide-ready");
</script></body></html>"""
TARGETS = {"static": "< 0.5 s", "cold": "≤ 1.1 × bare", "warm": "≤ 1.5 s"}

PHONE = {"viewport": {"width": 375, "height": 740}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}
NETWORK = {"offline": False, "latency": 60, "downloadThroughput": 9_000_000 / 8,
           "uploadThroughput": 1_500_000 / 8}
"""A mid-range phone on 4G: 60 ms round trip, 9 Mbit/s down, 1.5 Mbit/s up (CDP
``Network.emulateNetworkConditions``), with the CPU slowed 4 times
(``Emulation.setCPUThrottlingRate``)."""
CPU_SLOWDOWN = 4


class BenchHandler(CachingHandler):
    """The built site with a 10-minute cache lifetime, plus the bare Pyodide page."""

    def do_GET(self) -> None:
        if self.path.split("?")[0] == BARE_PATH:
            send_body(self, BARE_PAGE.encode(), "text/html; charset=utf-8")
            return
        super().do_GET()


@contextmanager
def serve(site: Path) -> Iterator[str]:
    """The site's origin, without a trailing slash (paths here start with one)."""
    with serving(site, "/", handler=BenchHandler) as url:
        yield url.rstrip("/")


def ensure_site(site: Path) -> None:
    if not (site / "_runtime" / "manifest.json").exists():
        from sitebuild.build import build_site

        print(f"building the site into {site} ...", flush=True)
        build_site(site)


def widget_url(site: Path, page: str) -> tuple[str, str]:
    """The page's path with the anchor of the section holding its first widget, and the kind."""
    html = (site / page / "index.html").read_text(encoding="utf-8")
    first = re.search(r'data-widget="([a-z0-9]+/[a-z-]+)"(?![^>]*data-static-only)', html)
    if not first:
        raise SystemExit(f"{page}: no widget on this page")
    anchors = re.findall(r'<h[23][^>]* id="([^"]+)"', html[:first.start()])
    return (f"/{page}" + (f"#{anchors[-1]}" if anchors else "")), first[1]


def gzip_size(site: Path, url: str) -> int:
    path = url.split("://", 1)[-1].split("/", 1)[-1].split("#")[0].split("?")[0]
    file = site / path
    if path.endswith("/") or file.is_dir():
        file = file / "index.html"
    if not file.is_file():
        return 0
    return len(gzip.compress(file.read_bytes(), compresslevel=6))


def load(context: Any, url: str, mark: str, site: Path) -> dict[str, float]:
    """One page load: seconds to first contentful paint and to ``mark``; bytes fetched."""
    fetched: list[tuple[str, int]] = []

    def finished(request: Any) -> None:
        try:
            sizes = request.sizes()
        except Exception:   # the page closed first (a request still in flight): not counted
            return
        fetched.append((request.url, sizes["responseBodySize"] + sizes["responseHeadersSize"]))

    context.on("requestfinished", finished)
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(f"performance.getEntriesByName({json.dumps(mark)}).length > 0",
                           timeout=180_000)
    ready = page.evaluate(f"performance.getEntriesByName({json.dumps(mark)})[0].startTime")
    fcp = page.evaluate("(performance.getEntriesByName('first-contentful-paint')[0]"
                        " || {startTime: NaN}).startTime")
    page.close()
    context.remove_listener("requestfinished", finished)
    return {"fcp": fcp / 1000, "ready": ready / 1000,
            "bytes": sum(n for _, n in fetched),
            "gzip": sum(gzip_size(site, u) for u, n in fetched if n > 1000)}


def measure(playwright: Any, targets: dict[str, tuple[str, str]], site: Path,
            count: int) -> dict[str, dict[str, float]]:
    """For each target (url, mark): medians of ``count`` cold loads and of the warm reload that
    follows each. Every run has its own browser profile on disk, as a reader's browser has:
    an in-memory profile would not keep the 9.6 MB wasm in its cache. Targets alternate within
    a run, so a busy machine slows them alike."""
    samples: dict[str, dict[str, list[float]]] = {
        name: {"fcp": [], "cold": [], "warm": [], "bytes": [], "gzip": []} for name in targets}
    for _ in range(count):
        for name, (url, mark) in targets.items():
            with tempfile.TemporaryDirectory(prefix="lr-bench-profile-") as profile:
                # bypass_csp: the page's policy forbids the string evaluation Playwright uses
                # to wait for the ready mark; the page itself runs under it unchanged.
                context = playwright.chromium.launch_persistent_context(
                    profile, executable_path=CHROMIUM, args=launch_args(),
                    viewport={"width": 1280, "height": 900}, bypass_csp=True)
                cold = load(context, url, mark, site)
                warm = load(context, url, mark, site)
                context.close()
            row = samples[name]
            row["fcp"].append(cold["fcp"])
            row["cold"].append(cold["ready"])
            row["warm"].append(warm["ready"])
            row["bytes"].append(cold["bytes"])
            row["gzip"].append(cold["gzip"])
    return {name: {key: statistics.median(values) for key, values in row.items()}
            for name, row in samples.items()}


def first_step(playwright: Any, url: str, mark: str, runs: int) -> float:
    """Median seconds from navigation to ``mark`` (the widget's ``lr-ready``: the reader can
    take a step), cold cache, on a throttled phone profile (:data:`NETWORK`,
    :data:`CPU_SLOWDOWN`, :data:`PHONE`)."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="lr-bench-phone-") as profile:
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, args=launch_args(), bypass_csp=True, **PHONE)
            page = context.new_page()
            cdp = context.new_cdp_session(page)
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", NETWORK)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
            page.goto(url, wait_until="commit")
            page.wait_for_function(
                f"performance.getEntriesByName({json.dumps(mark)}).length > 0", timeout=300_000)
            times.append(page.evaluate(
                f"performance.getEntriesByName({json.dumps(mark)})[0].startTime") / 1000)
            context.close()
    return float(statistics.median(times))


def first_step_report(path: str, seconds: float, runs: int,
                      before: BenchFigure | None) -> str:
    """The figure, and beside it the one a game recorded before its worked examples became
    players (``WIDGETS.bench_before`` of its widget package: seconds, date, why)."""
    lines = [f"First step the reader can take, {path}: cold cache, phone profile (4G "
             f"{NETWORK['downloadThroughput'] * 8 / 1e6:.0f} Mbit/s, {NETWORK['latency']} ms, "
             f"CPU ÷{CPU_SLOWDOWN}), median of {runs}; load average {os.getloadavg()[0]:.1f}",
             f"  now     {seconds:6.2f} s"]
    if before is not None:
        lines.append(f"  before  {before.seconds:6.2f} s   (recorded {before.date}: {before.why})")
    return "\n".join(lines)


def report(page: str, kind: str, widget: dict[str, float], bare: dict[str, float],
           count: int, load: tuple[float, float]) -> str:
    def mb(n: float) -> str:
        return f"{n / 1e6:.1f} MB"

    rows = [
        ("first static content (FCP)", f"{widget['fcp']:.2f} s", f"{bare['fcp']:.2f} s", "",
         TARGETS["static"]),
        ("ready, cold cache", f"{widget['cold']:.2f} s", f"{bare['cold']:.2f} s",
         f"{widget['cold'] / bare['cold']:.2f}", TARGETS["cold"]),
        ("ready, warm cache", f"{widget['warm']:.2f} s", f"{bare['warm']:.2f} s",
         f"{widget['warm'] / bare['warm']:.2f}", TARGETS["warm"]),
        ("bytes transferred (cold)", mb(widget["bytes"]), mb(bare["bytes"]), "", ""),
        ("  gzip, as a static host sends it", mb(widget["gzip"]), mb(bare["gzip"]), "", ""),
    ]
    lines = [f"Live widgets: {page} ({kind} widget) vs a bare Pyodide page",
             f"headless chromium, local server, median of {count} runs; load average "
             f"{load[0]:.1f} before, {load[1]:.1f} after ({os.cpu_count()} CPUs)",
             f"{'':34}{'widget page':>12}{'bare page':>12}{'ratio':>8}   target"]
    lines += [f"{a:34}{b:>12}{c:>12}{d:>8}   {e}" for a, b, c, d, e in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sitebuild.bench.widgets",
                                     description=__doc__)
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--page", action="append",
                        help="a page below the site root (default: each registered game's "
                             "BENCH_PAGE, in English)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--first-step-only", action="store_true",
                        help="only the throttled phone's time to the first step")
    args = parser.parse_args(argv)
    ensure_site(args.site)
    pages = args.page or bench_pages()
    from playwright.sync_api import sync_playwright

    with serve(args.site) as origin, sync_playwright() as playwright:
        print(python_start_report(playwright, origin, args.site, args.runs), flush=True)
    for page in pages:
        path, kind = widget_url(args.site, page)
        load_before = os.getloadavg()[0]
        with serve(args.site) as origin, sync_playwright() as playwright:
            runs = min(args.runs, 3)
            seconds = first_step(playwright, origin + path, f"lr-ready:{kind}", runs)
            spec = widget_specs().get(kind.split("/")[0])
            before = spec.bench_before if spec else None
            if spec is None or page != f"en/{kind.split('/')[0]}/{spec.bench_page}/":
                before = None      # recorded for the game's bench page only
            print(first_step_report(path, seconds, runs, before), flush=True)
            if args.first_step_only:
                continue
            results = measure(playwright, {"widget": (origin + path, f"lr-ready:{kind}"),
                                           "bare": (origin + BARE_PATH, "pyodide-ready")},
                              args.site, args.runs)
        print(report(path, kind, results["widget"], results["bare"], args.runs,
                     (load_before, os.getloadavg()[0])))
    return 0


def python_start_report(playwright: Any, origin: str, site: Path, runs: int) -> str:
    """Python started (Pyodide's own start-up) beside Python resumed from the site's snapshot
    (widgets/static/worker.js), on the bare page: the throttled phone, cold cache (the
    snapshot's 7 MB downloaded too), then a laptop, cold and warm."""
    started, resumed = origin + BARE_PATH, origin + BARE_PATH + "?resumed"
    phone = [first_step(playwright, url, "pyodide-ready", min(runs, 3))
             for url in (started, resumed)]
    laptop = measure(playwright, {"started": (started, "pyodide-ready"),
                                  "resumed": (resumed, "pyodide-ready")}, site, runs)
    rows = [("phone profile, cold cache", phone[0], phone[1]),
            ("laptop, cold cache", laptop["started"]["cold"], laptop["resumed"]["cold"]),
            ("laptop, warm cache", laptop["started"]["warm"], laptop["resumed"]["warm"])]
    lines = ["Python ready on a bare page: started, or resumed from the site's snapshot",
             f"{'':30}{'started':>10}{'resumed':>10}{'ratio':>8}"]
    lines += [f"{name:30}{a:9.2f}s{b:9.2f}s{b / a:8.2f}" for name, a, b in rows]
    return "\n".join(lines)


def bench_pages() -> list[str]:
    """The page each registered game's widget package names as its ``bench_page``."""
    return [f"en/{game}/{spec.bench_page}/" for game, spec in widget_specs().items()
            if spec.bench_page]


if __name__ == "__main__":
    sys.exit(main())
