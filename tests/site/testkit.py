"""Helpers of the site tests (``from tests.site.testkit import ...``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path

from sitebuild.dev.httpserve import TEST_SUB_PATH as SUB_PATH
from sitebuild.languages import Language

ROOT = Path(__file__).resolve().parents[2]

# The HTML lang attribute material gives each build (theme.language of config/<lang>.yml).
HTML_LANG = {"en": "en", "fr": "fr", "zh": "zh-TW", "zh-hans": "zh"}


@dataclass(frozen=True)
class BuiltSite:
    root: Path                  # the folder: index.html, en/, fr/, zh/, zh-hans/
    url: str                    # where it is served: http://127.0.0.1:PORT/living-rules/
    languages: tuple[Language, ...]

    def pages(self, lang: Language) -> list[Path]:
        """Every built HTML page of a language, except the 404 page."""
        folder = self.root / lang.slug
        return sorted(p for p in folder.rglob("*.html") if p.name != "404.html")


class Page(HTMLParser):
    """What the tests need from an HTML page: its links (tag, attribute, value) and its ids."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[tuple[str, str, str]] = []
        self.ids: set[str] = set()
        self.lang: str | None = None
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "html":
            self.lang = values.get("lang")
        if "id" in values:
            self.ids.add(values["id"])
        if tag == "a" and "name" in values:
            self.ids.add(values["name"])
        for name in ("href", "src"):
            if name in values:
                self.links.append((tag, name, values[name]))


def read_page(path: Path) -> Page:
    """The page at ``path``, parsed once per test process while the file is unchanged: five
    site tests read every built page (570 pages of about 1,000 tags, 50 ms each to parse), so
    each parse is shared by them rather than repeated. Do not change what it returns."""
    stat = path.stat()
    return _parsed(path, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=None)
def _parsed(path: Path, mtime_ns: int, size: int) -> Page:
    return Page(path.read_text(encoding="utf-8"))


def visible_text(html: str) -> str:
    """The article's text (tags, scripts and styles removed), for wording checks."""
    article = html[html.find('<article'):html.find('</article>')]
    article = re.sub(r"<(script|style)\b.*?</\1>", " ", article, flags=re.S)
    return re.sub(r"<[^>]+>", " ", article)
