"""The Content-Security-Policy of every page, as a ``<meta http-equiv>`` tag.

GitHub Pages sends no custom headers, so the policy travels in the page itself, first thing in
``<head>`` (a meta policy only governs what comes after it). Pages may load what the site
itself serves and nothing else:

- ``default-src 'self'``: fonts, frames, manifests... only from the site's own origin;
- ``script-src 'self' 'wasm-unsafe-eval'`` plus the SHA-256 hash of each inline script the
  build wrote (material writes a few small ones). No ``'unsafe-inline'``: a script injected
  into a page does not run. ``'wasm-unsafe-eval'`` lets Pyodide compile WebAssembly, and
  nothing else (no ``eval``);
- ``style-src 'self'`` plus the hash of each inline ``<style>`` and ``style="..."`` attribute
  the build wrote (``'unsafe-hashes'`` is what lets a hash match an attribute); no
  ``'unsafe-inline'``. Styles scripts set through ``element.style`` are not inline styles;
- ``img-src 'self' data:`` (material's icons are ``data:`` SVG masks in its CSS);
- ``connect-src 'self'`` (the search index, instant navigation, the widget runtime),
  ``worker-src 'self'`` (the search worker and the widgets' Python worker are site files),
  ``object-src 'none'``, ``base-uri 'self'``, ``form-action 'self'``.

One language build shares one policy: hashes are collected from all its pages, because
material's instant navigation swaps in another page's content (and re-runs its scripts) under
the policy of the page first loaded. ``frame-ancestors`` cannot be set from a meta tag.

The template (``overrides/main.html``) writes :data:`PLACEHOLDER`; :func:`apply_to_site` (from
the hooks' ``on_post_build``) puts the language's policy in its place. The root page computes
its own (:func:`policy_for`).
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

PLACEHOLDER = "__LIVING_RULES_CSP__"
"""What overrides/main.html writes as the policy, for the build to replace."""

JS_TYPES = frozenset({"", "module", "text/javascript", "application/javascript",
                      "text/ecmascript", "application/ecmascript"})
"""``<script type>`` values that run (any other type is a data block: never executed)."""


class InlineCodeError(ValueError):
    """An event-handler attribute or a ``javascript:`` URL: inline code no hash may allow."""


@dataclass
class Inline:
    """The inline code of one or more pages."""

    scripts: set[str] = field(default_factory=set)
    styles: set[str] = field(default_factory=set)
    style_attributes: set[str] = field(default_factory=set)
    forbidden: list[str] = field(default_factory=list)

    def update(self, other: Inline) -> None:
        self.scripts |= other.scripts
        self.styles |= other.styles
        self.style_attributes |= other.style_attributes
        self.forbidden += other.forbidden


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found = Inline()
        self._open: tuple[str, bool] | None = None     # ("script"|"style", counted), inside it
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name.lower(): value or "" for name, value in attrs}
        for name, value in values.items():
            if name.startswith("on"):
                self.found.forbidden.append(f"<{tag} {name}=...>")
            if name in ("href", "src", "action", "formaction") and \
                    value.strip().lower().startswith("javascript:"):
                self.found.forbidden.append(f"<{tag} {name}={value!r}>")
        if "style" in values:
            self.found.style_attributes.add(values["style"])
        if tag == "script":
            runs = "src" not in values and values.get("type", "").strip().lower() in JS_TYPES
            self._open, self._text = ("script", runs), []
        elif tag == "style":
            self._open, self._text = ("style", True), []

    def handle_data(self, data: str) -> None:
        if self._open:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if self._open and tag == self._open[0]:
            kind, counted = self._open
            if counted:
                (self.found.scripts if kind == "script" else self.found.styles) \
                    .add("".join(self._text))
            self._open = None


def inline_code(html: str) -> Inline:
    """Inline scripts (that run), ``<style>`` elements and ``style`` attributes of a page, and
    any inline code no hash can allow."""
    collector = _Collector()
    collector.feed(html)
    collector.close()
    return collector.found


def source_hash(text: str) -> str:
    """The CSP source expression of an inline script or style: ``'sha256-<base64>'``."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def policy(inline: Inline) -> str:
    """The policy allowing exactly this inline code; :class:`InlineCodeError` for code that
    cannot be allowed by hash (an event handler, a ``javascript:`` URL)."""
    if inline.forbidden:
        raise InlineCodeError("inline code that a Content-Security-Policy cannot allow by hash: "
                              + ", ".join(sorted(set(inline.forbidden))))
    scripts = " ".join(sorted(source_hash(s) for s in inline.scripts))
    style_hashes = sorted({source_hash(s) for s in inline.styles | inline.style_attributes})
    unsafe_hashes = ["'unsafe-hashes'"] if inline.style_attributes else []
    directives = [
        "default-src 'self'",
        f"script-src 'self' 'wasm-unsafe-eval' {scripts}".rstrip(),
        " ".join(["style-src 'self'", *unsafe_hashes, *style_hashes]),
        "img-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
    ]
    return "; ".join(directives)


def policy_for(pages: Iterable[str]) -> str:
    """One policy for all these pages (their inline code together)."""
    inline = Inline()
    for page in pages:
        inline.update(inline_code(page))
    return policy(inline)


def apply_to_site(site_dir: Path) -> int:
    """Replace :data:`PLACEHOLDER` in every HTML page under ``site_dir`` (one language build)
    by the policy of all of them; returns how many pages got it."""
    pages = {path: path.read_text(encoding="utf-8") for path in sorted(site_dir.rglob("*.html"))}
    templated = {path: text for path, text in pages.items() if PLACEHOLDER in text}
    if not templated:
        return 0
    value = policy_for(templated.values())
    for path, text in templated.items():
        path.write_text(text.replace(PLACEHOLDER, value), encoding="utf-8")
    return len(templated)
