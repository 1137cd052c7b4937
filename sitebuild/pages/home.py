"""The home page's table of games, made from the registry: adding a game touches no shared page.

A language's ``index.md`` holds the line ``{{ games:table }}``; the build replaces it with one
row per registered game (calculators too), in the order of the names in that language: the
game's name, linked to its own home page, and the first sentence of that page's lead
paragraph (what the game is), its links made relative to the site's home. Each game
thus describes itself once, in its own folder, in every language.
"""

from __future__ import annotations

import re
from pathlib import Path

from engine import registry
from engine.i18n import LANGS, SHARED, SOURCE_LANG, catalogue

PLACEHOLDER = re.compile(r"^\{\{\s*games:table\s*\}\}[ \t]*$", re.M)
_LINK = re.compile(r"\]\((?![a-z][a-z0-9+.-]*:|/|#)([^)\s]+)\)")
"""A Markdown link to a relative address (not ``https:``, ``/...`` or ``#...``)."""
_ANCHOR = re.compile(r"\]\((#[^)\s]+)\)")
"""A Markdown link to a section of the same page."""
_NOT_PROSE = re.compile(r"([-*+]\s|\d+\.\s|#|```|\||<|!\[|>)")
"""A block that is no paragraph: a list, heading, fence, table, HTML, picture or quote."""
_SENTENCE_END = re.compile(r"(?<=[.?])\s+(?=[A-ZÀ-Ý*«(])|(?<=[。？！])")
"""Where a sentence ends: a full stop before a capital, or a Chinese full stop."""


class HomeError(ValueError):
    """A game whose home page has no lead paragraph to show."""


def lead_sentence(markdown: str) -> str:
    """The first sentence of the page's lead paragraph (``""`` if there is none)."""
    return _SENTENCE_END.split(lead_paragraph(markdown), 1)[0]


def lead_paragraph(markdown: str) -> str:
    """The first paragraph after the page's title, on one line (``""`` if there is none)."""
    body = markdown.split("\n# ", 1)[-1] if not markdown.startswith("# ") else markdown
    lines = body.splitlines()[1:]
    paragraph: list[str] = []
    for line in lines:
        if not line.strip():
            if paragraph:
                break
            continue
        if not paragraph and _NOT_PROSE.match(line):
            return ""
        paragraph.append(line.strip())
    return " ".join(paragraph)


def _relative_to_home(text: str, game: str) -> str:
    """The lead's links as the home page must write them: ``x.md`` -> ``<game>/x.md``, and
    ``#id`` (a section of the game's home page) -> ``<game>/index.md#id``."""
    text = _LINK.sub(lambda m: f"]({game}/{m.group(1)})", text)
    return _ANCHOR.sub(lambda m: f"]({game}/index.md{m.group(1)})", text)


def _sort_key(name: str) -> str:
    """Names compared as a reader looks them up: case and punctuation aside."""
    return re.sub(r"[^\w\s]", "", name.casefold())


def _name(names: dict[str, str] | object, lang: str) -> str:
    assert isinstance(names, dict)
    if lang in names:
        return str(names[lang])
    if lang.startswith("zh") and "zh" in names:     # zh-Hans: the Traditional name, converted
        from sitebuild.words.hans import to_simplified
        return to_simplified(str(names["zh"]))
    return str(names[SOURCE_LANG])


def table(lang: str, docs_dir: Path) -> str:
    """The Markdown table of every registered game in ``lang`` (pages under ``docs_dir``)."""
    t = catalogue(SHARED, lang if lang in LANGS else SOURCE_LANG)
    rows = []
    for spec in registry.entries():
        name = _name(dict(spec.names), lang)
        index = docs_dir / spec.id / "index.md"
        lead = lead_sentence(index.read_text(encoding="utf-8")) if index.is_file() else ""
        if not lead:
            raise HomeError(f"{index}: no lead paragraph under the title for the home page")
        rows.append((_sort_key(name),
                     f"| [{name}]({spec.id}/index.md) | {_relative_to_home(lead, spec.id)} |"))
    # Translators: the first column heading of the home page's table of games.
    game = t._("Game")
    # Translators: the second column heading of the home page's table of games: what kind of
    # game each one is, in a sentence.
    what = t._("What it is")
    head = f"| {game} | {what} |\n|---|---|"
    return "\n".join([head, *(row for _, row in sorted(rows))])


def fill(markdown: str, *, src_uri: str, lang: str, docs_dir: Path) -> str:
    """The home page with its table of games; any other page as it is."""
    if src_uri != "index.md" or not PLACEHOLDER.search(markdown):
        return markdown
    made = table(lang, docs_dir)
    return PLACEHOLDER.sub(lambda _: made, markdown)
