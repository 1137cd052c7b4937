"""``python -m sitebuild.bench.sandbox``: how fast each game's sandbox simulate panel plays,
and how long a turn at the table takes.

Figures, not assertions. Serves the built site (``site/``, built first if it has no runtime;
``--site-dir`` another build), opens the English sandbox page of every registered game whose
widgets have a sandbox (``<game>/sandbox/``) in headless chromium, presses "Run" in the
simulate panel a few times and prints, for each run, the wall time the reader waits (page to
worker and back) and the engine's own time inside Pyodide, next to the same simulation in this
CPython. Target: 1,000 complete random bot games in at most 3 s in the browser.

Then, on a 375 px phone viewport, it plays a few turns the way a reader at the table does
(tap a card of the hand bar, tap the first action offered, bots answer without delay) and
prints the time from the tap on the action to the bots' answer drawn and announced.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from livewidgets.api import widget_specs
from sitebuild import widgetpaths

TARGET_SECONDS = 3.0


@contextmanager
def _sandbox(url: str, **options: Any) -> Iterator[tuple[Any, Any]]:
    """The sandbox page at ``url`` in a new browser context (``options``: the context's, such
    as a phone's viewport), once its sandbox is ready: the page and the sandbox's root."""
    from sitebuild.dev.browser import chromium

    context = chromium().new_context(bypass_csp=True, **options)  # waits evaluate strings
    try:
        page = context.new_page()
        page.goto(url)
        root = page.locator("[data-widget$='/sandbox']").first
        root.scroll_into_view_if_needed()
        page.wait_for_selector("[data-widget$='/sandbox'][data-state=ready]", timeout=120_000)
        yield page, root
    finally:
        context.close()


def _browser_runs(url: str, games: int, runs: int) -> list[tuple[float, float]]:
    """(wall seconds, engine seconds) of each simulate run on the sandbox page at ``url``."""
    with _sandbox(url) as (page, root):
        root.locator("[data-panel-button=simulate]").click()
        root.locator("[data-sim-games]").fill(str(games))
        results = []
        for _ in range(runs):
            speed = root.locator("[data-sim-speed]")
            page.evaluate("s => { delete s.dataset.seconds; }", speed.element_handle())
            root.locator("[data-sim-run]").click()
            page.wait_for_function("s => s.dataset.seconds", arg=speed.element_handle(),
                                   timeout=600_000)
            results.append((float(speed.get_attribute("data-seconds") or "nan"),
                             float(speed.get_attribute("data-engine-seconds") or "nan")))
        return results


def _turn_runs(url: str, runs: int) -> list[float]:
    """Seconds from a tap on an offered action to the bots' answer drawn (one per turn)."""
    with _sandbox(url, viewport={"width": 375, "height": 740}, has_touch=True,
                  is_mobile=True) as (page, root):
        root.locator("[data-bot-delay]").select_option("none")
        times = []
        for _ in range(runs):
            page.wait_for_function("r => !r.hasAttribute('aria-busy') && "
                                   "r.querySelector('[data-dock] button[data-card]')",
                                   arg=root.element_handle(), timeout=60_000)
            count = root.locator(".sbx-log-list > li").count()
            root.locator("[data-dock] button[data-card]").first.tap()
            offered = root.locator("[data-suggestions] [data-action]")
            if not offered.count():  # these cards alone make no action: play without cards
                root.locator("[data-dock] button[data-card]").first.tap()
            clock = time.perf_counter()
            offered.first.tap()
            page.wait_for_function(
                "([r, n]) => r.querySelectorAll('.sbx-log-list > li').length >= n + 2 "
                "&& !r.hasAttribute('aria-busy')", arg=[root.element_handle(), count],
                timeout=60_000)
            times.append(time.perf_counter() - clock)
        return times


def _cpython_seconds(game: str, games: int) -> float:
    """The same simulation (default sandbox position) in this interpreter, for comparison:
    the very function the page calls, ``livewidgets.<game>.sandbox.simulate``."""
    sandbox = importlib.import_module(f"livewidgets.{game}.sandbox")
    session = sandbox.start({"widget": "sandbox"})["session"]
    clock = time.perf_counter()
    sandbox.simulate(session, games, bot="random", seed=1)
    return time.perf_counter() - clock


def game_has_hand_bar(site_dir: Path, game: str) -> bool:
    """Whether the game's built sandbox script has the hand bar (``data-dock``)."""
    folder = site_dir / "en" / widgetpaths.game_url(game, "")
    return any("data-dock" in path.read_text(encoding="utf-8")
               for path in folder.glob("sandbox*.js"))


def sandbox_games() -> list[str]:
    """Registered games whose widgets include a sandbox."""
    return [game for game, spec in widget_specs().items() if "sandbox" in spec.kinds]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sitebuild.bench.sandbox",
                                     description="Time the sandbox's simulate panel.")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site-dir", type=Path, default=Path("site"))
    args = parser.parse_args(argv)

    from sitebuild.build import build_site
    from sitebuild.dev.httpserve import serving

    if not (args.site_dir / "_runtime" / "manifest.json").exists():
        build_site(args.site_dir)
    for game in sandbox_games():
        with serving(args.site_dir) as url:
            runs = _browser_runs(f"{url}en/{game}/sandbox/", args.games, args.runs)
        native = _cpython_seconds(game, args.games)
        print(f"{game} sandbox simulate panel: {args.games} complete random bot games "
              f"(default position)")
        print(f"{'run':>4}  {'browser wall s':>14}  {'engine in Pyodide s':>19}")
        for i, (wall, engine) in enumerate(runs, 1):
            print(f"{i:>4}  {wall:>14.2f}  {engine:>19.2f}")
        best = min(wall for wall, _ in runs)
        print(f"CPython, same games: {native:.2f} s; Pyodide/CPython: "
              f"{min(e for _, e in runs) / native:.1f}x")
        print(f"best browser run: {best:.2f} s (target: <= {TARGET_SECONDS:.0f} s for 1,000 "
              "games)")
        if game_has_hand_bar(args.site_dir, game):
            with serving(args.site_dir) as url:
                turns = _turn_runs(f"{url}en/{game}/sandbox/", args.runs)
            print(f"{game} sandbox at the table (375 px): tap an offered action -> the bots' "
                  "answer drawn: " + ", ".join(f"{t:.2f} s" for t in turns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
