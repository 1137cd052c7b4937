"""`python -m sitebuild bench`: figures, not assertions.

1. Wall time of the full four-language build (target: 10 s or less on a 2-core machine).
2. Bytes a reader downloads for a rules page without widgets: the HTML and everything the
   browser then fetches (CSS, JS, fonts, search index, icons), each gzip-compressed as a web
   server would send it (target: 300 KB or less). Measured in headless chromium.
"""

from __future__ import annotations

import gzip
import os
import resource
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

from sitebuild.dev.browser import chromium
from sitebuild.build import build_site
from sitebuild.dev.httpserve import serving
from sitebuild.languages import BASE_CONFIG, languages, read_yaml
from sitebuild.nav import NavItem, build_nav, reading_order
from sitebuild.words.translations import outline

BUILD_RUNS = 3
UNCOMPRESSED = (".png", ".jpg", ".jpeg", ".gif", ".webp", ".woff", ".woff2", ".wasm.gz", ".zip")


def pages_in_nav_order(nav: list[NavItem]) -> list[str]:
    found: list[str] = []
    for item in nav:
        if isinstance(item, str):
            found.append(item)
        else:
            for children in item.values():
                found += pages_in_nav_order(children)
    return found


def page_url(page: str) -> str:
    """URL of a page below its language root, with directory URLs: a/b.md -> a/b/, a/index.md -> a/."""
    stem = page.removesuffix(".md")
    return stem.removesuffix("index") if stem == "index" or stem.endswith("/index") else stem + "/"


def rules_page_without_widgets(docs_dir: Path) -> str:
    """URL (below the language root) of the first game page, in reading order, with no widget."""
    order = reading_order(read_yaml(BASE_CONFIG)["extra"].get("nav_order", {}))
    for page in pages_in_nav_order(build_nav(docs_dir, order)):
        if "/" in page and not outline((docs_dir / page).read_text(encoding="utf-8"), page).widgets:
            return page_url(page)
    raise LookupError(f"no game page without a widget under {docs_dir}")


def transferred(url: str) -> list[tuple[str, int, int]]:
    """(path, bytes, gzip bytes) of every same-origin response while `url` loads."""
    origin = urlsplit(url).netloc
    bodies: dict[str, bytes] = {}
    context = chromium().new_context()
    page = context.new_page()
    page.on("response", lambda response: bodies.__setitem__(response.url, response.body())
            if urlsplit(response.url).netloc == origin and response.status == 200 else None)
    page.goto(url)
    page.wait_for_load_state("networkidle")
    context.close()
    rows = []
    for address, body in bodies.items():
        path = urlsplit(address).path
        compressed = len(body) if path.endswith(UNCOMPRESSED) else len(gzip.compress(body, 6))
        rows.append((path, len(body), compressed))
    return sorted(rows, key=lambda row: -row[2])


def _cpu_seconds() -> float:
    """CPU time of this process and its finished children: a figure other load does not skew."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(
        resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="sitebench-") as temp:
        site = Path(temp) / "site"
        print(f"Full build of every language ({BUILD_RUNS} runs, target <= 10 s wall; "
              f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at start):")
        for run in range(1, BUILD_RUNS + 1):
            started, cpu = time.perf_counter(), _cpu_seconds()
            results = build_site(site, work_dir=Path(temp) / "build")
            wall, cpu = time.perf_counter() - started, _cpu_seconds() - cpu
            per_language = ", ".join(f"{r.slug} {r.seconds:.2f} s" for r in results)
            print(f"  run {run}: {wall:.2f} s wall, {cpu:.2f} s CPU in all processes "
                  f"({per_language})")
        english = languages()[0]
        page = rules_page_without_widgets(english.docs_dir)
        with serving(site) as base:
            rows = transferred(f"{base}{english.slug}/{page}")
        print(f"\nPage weight of /{english.slug}/{page} (no widgets; gzip as served; "
              "target <= 300 KB):")
        for path, raw, compressed in rows:
            print(f"  {compressed / 1024:8.1f} KB  ({raw / 1024:8.1f} KB raw)  {path}")
        total = sum(row[2] for row in rows)
        print(f"  {total / 1024:8.1f} KB  total over {len(rows)} responses "
              f"({sum(row[1] for row in rows) / 1024:.1f} KB uncompressed)")
