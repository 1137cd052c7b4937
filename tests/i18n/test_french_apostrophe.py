"""French prose writes one apostrophe, ’ (issue 21: older paragraphs mixed ' and ’). Code is
left as it is: fenced blocks, inline code, HTML tags and their attributes, entities."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_CODE = re.compile(r"`[^`\n]*`|<[^<>\n]*>|&#?\w+;|\]\([^)\s]*\)|\{\{.*?\}\}")
"""Inline code, a tag (its attributes), an entity, a link's address, a macro: never prose."""
_STRAIGHT = re.compile(r"(?<=[^\W\d_])(?<!n)'(?=[^\W\d_]|\{\{)|(?<=n)'(?!t\b)(?=[^\W\d_]|\{\{)")
"""A straight apostrophe after a letter, before a letter or a macro: an elision (l'eau,
aujourd'hui, l'{{ term }}). An English title keeps its own spelling (*Won't Stop*)."""
_FENCE = re.compile(r"^\s*(```|~~~)")


def prose_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` (a Markdown page) is prose: outside fenced blocks and :data:`_CODE`."""
    spans: list[tuple[int, int]] = []
    offset, fenced = 0, False
    for line in text.splitlines(keepends=True):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced:
            start = 0
            for code in _CODE.finditer(line):
                spans.append((offset + start, offset + code.start()))
                start = code.end()
            spans.append((offset + start, offset + len(line)))
        offset += len(line)
    return spans


def straight_apostrophes(text: str) -> list[int]:
    """Offsets of the straight apostrophes of ``text``'s prose."""
    spans = prose_spans(text)
    return [m.start() for m in _STRAIGHT.finditer(text)
            if any(start <= m.start() < end for start, end in spans)]


def curled(text: str) -> str:
    """``text`` with every straight apostrophe of its prose written ’."""
    chars = list(text)
    for i in straight_apostrophes(text):
        chars[i] = "\u2019"
    return "".join(chars)


def test_the_scan_tells_prose_from_code() -> None:
    page = ("L'eau d'ici `l'id` <a title='x'>aujourd'hui</a>\n```\nc'est du code\n```\n"
            "[l'aide](l'adresse) qu'il, l'{{ term:x }}, {{ 'a'b' }}, *Won't Stop*, n'a")
    assert curled(page) == ("L’eau d’ici `l'id` <a title='x'>aujourd’hui</a>\n```\n"
                            "c'est du code\n```\n[l’aide](l'adresse) qu’il, l’{{ term:x }}, "
                            "{{ 'a'b' }}, *Won't Stop*, n’a")


def test_french_pages_write_one_apostrophe() -> None:
    pages = sorted((ROOT / "docs" / "fr").rglob("*.md"))
    assert len(pages) > 50
    found = {str(p.relative_to(ROOT)): len(hits) for p in pages
             if (hits := straight_apostrophes(p.read_text(encoding="utf-8")))}
    assert not found, found


_ENTITY_APOSTROPHE = re.compile(r"(?<=[^\W\d_])&#(?:x27|39);(?=[^\W\d_])")
"""A straight apostrophe written as an entity inside a figure's text (``l&#x27;or``): a
screen reader and the page show it as ', never ’."""


def test_french_figures_write_one_apostrophe() -> None:
    assert _ENTITY_APOSTROPHE.search("le compte de l&#x27;or")
    found = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "docs" / "fr").rglob("*.md"))
             if _ENTITY_APOSTROPHE.search(p.read_text(encoding="utf-8"))]
    assert not found, found
