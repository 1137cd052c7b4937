"""The player aid: one printable page per game and language that cannot drift from the engine.

``docs/<lang>/<game>/aid.md`` is written by hand, line by line, but types no number and no game
term: it writes placeholders that the build fills (the hooks' ``on_page_markdown``), from the
same sources as the engine and the other pages:

- ``{{ fact:NAME }}``: the registry entry's ``facts[NAME]`` (``engine/<game>/game.py`` fills
  them from the engine's constants). A number is formatted for the page's locale (Babel); a
  text is written as given.
- ``{{ term:ID }}``, ``{{ term:ID.N }}``: the glossary's first form of term ``ID`` in the
  page's language (``engine/<game>/glossary.json``), or its form number ``N`` (from 0; the
  last form when there are fewer); ``{{ Term:ID }}`` capitalises it, for a line's first word.
  Simplified Chinese takes the Traditional form through the converter of its pages.
- ``{{ figure:PAGE }}``, ``{{ figure:PAGE#SECTION }}``: the first drawing (``<figure
  class="lr-picture">``) of that page of the game, or of that section, in the same language:
  the drawing that teaches the rule, drawn once, on its page. Its ids get an ``aid-`` prefix,
  so the aid holds each id once, and its class ``lr-aid-figure`` draws it smaller on screen;
  printed, ``lr-aid-w-N`` sets its width (:func:`sitebuild.pages.aidsize.drawing_width`).

Any other placeholder, an unknown fact, term, page or section, or a placeholder on a page
outside a game's folder, fails the build with the file and the line (:class:`AidError`).

The aid's own look is ``sitebuild/static/aid.css`` (copied into each language's assets): one
card per section on a phone, and a print stylesheet that drops the site's header, navigation,
search, footer and widgets, so the page prints on one sheet of A4 or US Letter, portrait, in
black on white (``tests/site/test_aid_print.py`` counts the printed pages).
"""

from __future__ import annotations

import re
from html import escape
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

from engine import registry
from engine.i18n import SHARED, catalogue
from sitebuild.pages import aidsize
from sitebuild.words import glossary
from sitebuild.words.hans import to_simplified

PAGE = "aid"
"""The aid's file name in each game's folder, and its entry in ``GameSpec.pages``."""

STYLESHEET = "assets/aid/aid.css"
"""Where each language build has the aid's stylesheet (on every page: it is small and
only styles ``.lr-aid`` and the print of a page that holds one)."""

STATIC = Path(__file__).resolve().parents[1] / "static"

PLACEHOLDER = re.compile(r"\{\{\s*(?P<kind>[A-Za-z]+)\s*:\s*(?P<name>[^\s}]*)\s*\}\}")
_FIGURE = re.compile(r'<figure class="lr-picture[^"]*">.*?</figure>', re.S)
_HEADING = re.compile(r"^#{1,6}\s.*\{\s*#(?P<id>[\w-]+)\s*\}\s*$", re.M)
_ID = re.compile(r'(\sid=")([\w-]+)(")')
_REFERENCE = re.compile(r'(url\(#|href="#|aria-labelledby="|aria-describedby=")([\w\s-]+)')

LOCALES: Mapping[str, str] = {"en": "en", "fr": "fr", "zh": "zh_Hant_TW", "zh-Hans": "zh_Hans_CN"}
"""Babel's locale for each page language (numbers are written as the reader writes them)."""


class AidError(ValueError):
    """A placeholder the build cannot fill; the message starts with ``file:line:``."""


def is_aid(src_uri: str) -> bool:
    """Whether a page (its path in the docs folder, ``<game>/aid.md``) is a player aid."""
    parts = src_uri.split("/")
    return len(parts) == 2 and parts[1] == f"{PAGE}.md" and parts[0] in registry.entry_ids()


FIGURES = re.compile(r"-?\d+(?:, -?\d+)+")
"""A fact that lists figures, as an engine writes it: ``1, 2, 2, 3``."""


def format_fact(value: int | str, lang: str) -> str:
    """A fact as the page's language writes it: numbers by Babel's locale, a list of figures
    with the language's list separator (``1、2、2`` in Chinese, from the shared catalogue),
    other text as given."""
    if isinstance(value, str) and FIGURES.fullmatch(value):
        separator = catalogue(SHARED, lang).separator
        return separator.join(format_fact(int(item), lang) for item in value.split(", "))
    if isinstance(value, bool) or not isinstance(value, int):
        return str(value)
    from babel.numbers import format_decimal

    return str(format_decimal(value, locale=LOCALES.get(lang, "en")))


def term(game: str, name: str, lang: str) -> str | None:
    """A glossary form, ``ID`` or ``ID.N``, in ``lang``; None for an unknown term."""
    term_id, _, index = name.partition(".")
    usages = glossary.load(game).terms.get(term_id, {})
    usage = usages.get("zh" if lang == "zh-Hans" else lang)
    if usage is None or not usage.forms or (index and not index.isdigit()):
        return None
    form = usage.forms[min(int(index or 0), len(usage.forms) - 1)]
    return to_simplified(form) if lang == "zh-Hans" else form


@lru_cache(maxsize=64)
def _figures(page: Path, section: str | None) -> tuple[str, ...]:
    text = page.read_text(encoding="utf-8")
    if section is not None:
        heads = list(_HEADING.finditer(text))
        where = [i for i, head in enumerate(heads) if head["id"] == section]
        if not where:
            return ()
        start = heads[where[0]].end()
        end = heads[where[0] + 1].start() if where[0] + 1 < len(heads) else len(text)
        text = text[start:end]
    return tuple(_FIGURE.findall(text))


def figure(docs_dir: Path, game: str, name: str) -> str | None:
    """The first drawing of ``PAGE`` or ``PAGE#SECTION``, its ids prefixed; None if none."""
    page, _, section = name.partition("#")
    path = docs_dir / game / f"{page}.md"
    if not re.fullmatch(r"[\w-]+", page) or page == PAGE or not path.is_file():
        return None
    found = _figures(path, section or None)
    if not found:
        return None
    drawn = _ID.sub(lambda m: f"{m[1]}aid-{m[2]}{m[3]}", found[0])
    drawn = _REFERENCE.sub(lambda m: m[1] + " ".join(f"aid-{ref}" for ref in m[2].split()),
                           drawn)
    # its print width in em, from its smallest label (sitebuild/pages/aidsize.py)
    width = aidsize.drawing_width(drawn)
    named = f"lr-aid-figure lr-aid-w-{width}" if width else "lr-aid-figure"
    return drawn.replace('class="lr-picture', f'class="{named} lr-picture', 1)


def fill(markdown: str, *, src_uri: str, lang: str, docs_dir: Path, shown: str,
         facts: Mapping[str, Mapping[str, int | str]] | None = None) -> str:
    """``markdown`` with every placeholder filled; :class:`AidError` (``shown:line: ...``) for
    the first one that cannot be. ``facts`` (game -> facts) defaults to the registry's."""
    if "{{" not in markdown:
        return markdown
    game = src_uri.split("/")[0] if "/" in src_uri else ""
    if facts is None:
        facts = {spec.id: spec.facts for spec in registry.entries()}

    def replace(match: re.Match[str]) -> str:
        kind, name = match["kind"], match["name"]
        value: str | None = None
        if game in facts:
            if kind == "fact" and name in facts[game]:
                value = format_fact(facts[game][name], lang)
            elif kind in ("term", "Term"):
                value = term(game, name, lang)
                if value is not None and kind == "Term":
                    value = value[:1].upper() + value[1:]
            elif kind == "figure":
                value = figure(docs_dir, game, name)
        if value is None:
            line = markdown.count("\n", 0, match.start()) + 1
            where = f"game {game!r}" if game in facts else "a page outside any game's folder"
            raise AidError(f"{shown}:{line}: unknown placeholder {match[0]} ({where}; "
                           "known: {{ fact:NAME }}, {{ term:ID }}, {{ term:ID.N }}, "
                           "{{ Term:ID }}, {{ figure:PAGE#SECTION }}; see sitebuild/pages/aid.py)")
        return value

    return PLACEHOLDER.sub(replace, markdown)


def wrap(html: str, src_uri: str, lang: str = "en") -> str:
    """An aid page's content in ``<div class="lr-aid">``, each ``<h2>`` section a card
    (``<section class="lr-aid-card">``) among ``lr-aid-cards``: what its stylesheet lays out,
    one card per screen on a phone, two columns of cards on paper, at the print size its
    length allows (``lr-aid-print-N``: :mod:`sitebuild.pages.aidsize`). The game's name in
    ``lang`` heads it (``lr-aid-game``): a printed sheet says which box it belongs to."""
    if not is_aid(src_uri):
        return html
    from sitebuild.pages.home import name_in
    game = src_uri.split("/")[0]
    spec = next((s for s in registry.entries() if s.id == game), None)
    # a <div>, not a paragraph: a link's preview describes the page by its first paragraph
    named = (f'<div class="lr-aid-game">{escape(name_in(dict(spec.names), lang))}</div>\n'
             if spec is not None else "")
    head, *sections = re.split(r"(?=<h2[\s>])", html)
    cards = "".join(f'<section class="lr-aid-card">\n{section}</section>\n'
                    for section in sections)
    body = f'{named}{head}<div class="lr-aid-cards">\n{cards}</div>'
    # printed larger when short (the step of sitebuild/pages/aidsize.py, sizes in aid.css)
    return f'<div class="lr-aid lr-aid-print-{aidsize.step(body)}">\n{body}\n</div>'


def install(site_dir: Path) -> None:
    """The aid's stylesheet into one language build (``STYLESHEET``)."""
    target = site_dir / STYLESHEET
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes((STATIC / "aid.css").read_bytes())
