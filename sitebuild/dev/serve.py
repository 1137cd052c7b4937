"""`python -m sitebuild serve`: the whole site at http://127.0.0.1:8000 with live reload.

Builds every language once, then watches docs/, widgets/, engine/, config/, overrides/ and
mkdocs.yml. A change under docs/<lang>/ rebuilds that language (and the languages generated
from it: docs/zh -> zh and zh-hans); any other change rebuilds all of them. Each rebuild runs in
fresh processes, so edits to the engine and the widgets are picked up without a restart (edits
to sitebuild/ itself need one). Open pages reload themselves after a successful rebuild; a
failed rebuild prints its warnings here and leaves the previous pages in place.
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer

from sitebuild.build import SITE_DIR, SiteBuildError, build_site
from sitebuild.dev.httpserve import SiteHandler, send_body, serving
from sitebuild.languages import ROOT, languages

WATCHED = ("docs", "widgets", "engine", "config", "overrides", "mkdocs.yml")
QUIET_SECONDS = 0.3   # wait for an editor's burst of writes to end before rebuilding
RELOAD_JS = b"""/* Loaded by `python -m sitebuild serve` only: reload when the site has been rebuilt. */
(function poll(seen) {
  fetch("/__livereload?since=" + seen).then(function (r) { return r.json(); }).then(function (d) {
    if (seen >= 0 && d.version !== seen) { location.reload(); } else { poll(d.version); }
  }, function () { setTimeout(function () { poll(seen); }, 2000); });
})(-1);
"""
# A file of the site's origin, not an inline script: the pages' Content-Security-Policy
# (sitebuild/pages/csp.py) runs no inline script it has no hash for.
RELOAD_SCRIPT = b'<script src="/__livereload.js"></script>'


class _Versions:
    """Counts successful builds; the pages' long polls wait on it."""

    def __init__(self) -> None:
        self.value = 0
        self.changed = threading.Condition()

    def bump(self) -> None:
        with self.changed:
            self.value += 1
            self.changed.notify_all()

    def wait_past(self, seen: int, timeout: float = 25.0) -> int:
        with self.changed:
            self.changed.wait_for(lambda: self.value != seen, timeout=timeout if seen >= 0 else 0)
            return self.value


VERSIONS = _Versions()


class LiveReloadHandler(SiteHandler):
    def do_GET(self) -> None:
        url = urlsplit(self.path)
        if url.path == "/__livereload":
            seen = int(parse_qs(url.query).get("since", ["-1"])[0])
            body = json.dumps({"version": VERSIONS.wait_past(seen)}).encode()
            send_body(self, body, "application/json")
            return
        if url.path == "/__livereload.js":
            send_body(self, RELOAD_JS, "text/javascript; charset=utf-8")
            return
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if path.suffix == ".html" and path.is_file() and url.path.endswith(("/", ".html")):
            body = path.read_bytes().replace(b"</body>", RELOAD_SCRIPT + b"</body>", 1)
            send_body(self, body, "text/html; charset=utf-8")
            return
        super().do_GET()


def affected(changed: set[Path]) -> set[str] | None:
    """Slugs to rebuild for these changed paths; None means every language."""
    slugs: set[str] = set()
    for path in changed:
        owners = [lang.slug for lang in languages() if path.is_relative_to(lang.source_dir)]
        if not owners:
            return None
        slugs.update(owners)
    return slugs


class _Changes(FileSystemEventHandler):
    def __init__(self) -> None:
        self.pending: set[Path] = set()
        self.lock = threading.Lock()
        self.last = 0.0

    def on_any_event(self, event: FileSystemEvent) -> None:
        if (event.event_type in ("opened", "closed_no_write")
                or (event.is_directory and event.event_type == "modified")  # a child changed
                or "__pycache__" in str(event.src_path)):
            return
        with self.lock:
            self.pending.add(Path(str(event.src_path)).resolve())
            self.last = time.monotonic()

    def take(self) -> set[Path]:
        with self.lock:
            if not self.pending or time.monotonic() - self.last < QUIET_SECONDS:
                return set()
            taken, self.pending = self.pending, set()
            return taken


def _rebuild(only: set[str] | None, because: frozenset[Path] | set[Path] = frozenset()) -> None:
    started = time.perf_counter()
    try:
        build_site(SITE_DIR, only=only)
    except SiteBuildError as error:
        print(error, flush=True)
        return
    names = ", ".join(sorted(only)) if only else "all languages"
    changed = ", ".join(sorted(str(p.relative_to(ROOT)) for p in because)[:3])
    print(f"rebuilt {names} in {time.perf_counter() - started:.1f} s"
          + (f" (changed: {changed}{', ...' if len(because) > 3 else ''})" if because else ""),
          flush=True)
    VERSIONS.bump()


def serve(port: int = 8000) -> None:
    # Sitemaps with this server's address turn material's instant navigation on, as on the
    # published site (the build processes inherit the environment).
    os.environ.setdefault("SITE_URL", f"http://127.0.0.1:{port}/")
    _rebuild(None)
    changes = _Changes()
    observer = Observer()
    for name in WATCHED:
        target = ROOT / name
        if target.exists():
            observer.schedule(changes, str(target if target.is_dir() else ROOT),
                              recursive=target.is_dir())
    observer.start()
    with serving(SITE_DIR, port=port, handler=LiveReloadHandler) as url:
        print(f"serving {url} (Ctrl+C to stop); watching {', '.join(WATCHED)}", flush=True)
        try:
            while True:
                time.sleep(0.2)
                changed = {p for p in changes.take()
                           if any(p.is_relative_to(ROOT / name) for name in WATCHED)}
                if changed:
                    _rebuild(affected(changed), changed)
        except KeyboardInterrupt:
            pass
        finally:
            observer.stop()
            observer.join()
