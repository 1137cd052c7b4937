"""What a reader meets of some markup: its text, and the attributes screen readers read or
browsers show (aria-label, title, alt). The ``data-*`` attributes are the page's own, never
read: the checks that no internal id reaches a reader (issue 21) read through this."""

from __future__ import annotations

from html.parser import HTMLParser

READ = ("aria-label", "title", "alt")


class _Readable(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.pieces: list[str] = []

    def handle_data(self, data: str) -> None:
        self.pieces.append(data)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.pieces += [v for k, v in attrs if k in READ and v]


def readable(html: str) -> list[str]:
    """The pieces of ``html`` a reader sees or hears, in document order."""
    parser = _Readable()
    parser.feed(html)
    parser.close()
    return parser.pieces
