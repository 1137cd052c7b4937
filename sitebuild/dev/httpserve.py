"""The one static server for the built site, optionally under a sub-path like GitHub Pages'
https://OWNER.github.io/REPO/: `serve` (live reload), the tests and the benchmarks all use
:func:`serving` with :class:`SiteHandler` or a subclass (:class:`CachingHandler` answers with
ordinary HTTP caching, as a static host does)."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


TEST_SUB_PATH = "/living-rules/"
"""The sub-path the tests and the benchmark serve the site under, as GitHub Pages serves a
project site at https://OWNER.github.io/REPO/."""


def send_body(handler: SimpleHTTPRequestHandler, body: bytes, content_type: str) -> None:
    """Answer 200 with ``body``: for pages a handler makes or changes on the fly."""
    handler.send_response(200)
    handler.send_header("Content-Type", content_type)
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


class SiteHandler(SimpleHTTPRequestHandler):
    """Serves `directory` at `prefix` ("/" or "/repo/"); anything outside the prefix is a 404."""

    prefix = "/"

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "..." / "outside-the-prefix")  # no such file: 404
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        pass


class CachingHandler(SiteHandler):
    """The site with ordinary HTTP caching (a 10-minute lifetime), as GitHub Pages sends it."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        SimpleHTTPRequestHandler.end_headers(self)


class QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that leaves a page cancels its downloads: not worth a traceback."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextmanager
def serving(root: Path, prefix: str = "/", port: int = 0,
            handler: type[SiteHandler] = SiteHandler) -> Iterator[str]:
    """Serve `root` in a background thread; yields the site's URL (ending in `prefix`)."""
    bound = type("BoundSiteHandler", (handler,), {"prefix": prefix})
    server = QuietServer(("127.0.0.1", port), partial(bound, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    finally:
        server.shutdown()
        server.server_close()
