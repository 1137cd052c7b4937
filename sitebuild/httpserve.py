"""A tiny static server for the built site, optionally under a sub-path like GitHub Pages'
https://OWNER.github.io/REPO/ (used by the tests, the benchmark and `serve`)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


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


@contextmanager
def serving(root: Path, prefix: str = "/", port: int = 0,
            handler: type[SiteHandler] = SiteHandler) -> Iterator[str]:
    """Serve `root` in a background thread; yields the site's URL (ending in `prefix`)."""
    bound = type("BoundSiteHandler", (handler,), {"prefix": prefix})
    server = ThreadingHTTPServer(("127.0.0.1", port), partial(bound, directory=str(root)))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    finally:
        server.shutdown()
        server.server_close()
