"""The home page's cards of games, made from the registry: adding a game touches no shared page.

A language's ``index.md`` holds the line ``{{ games:cards }}``; the build replaces it with one
card per registered game (calculators too), in the order of the names in that language:

- the game's drawing, ``engine/<game>/`` + the file its registry entry names
  (``extra["drawing"]``), inlined (no request, so it shows offline too), hidden from screen
  readers (the name says it);
- the game's name, linked to its own home page, and the first sentence of that page's lead
  paragraph (what the game is): each game describes itself once, in its own folder;
- the box's players and length, from the entry's ``extra["box"]`` (``players``, ``minutes``:
  (fewest, most)), facts its Sources give; a figure no source gives is not shown;
- "Learn" (the game's home page), "Try" (its sandbox, or else the page of its first worked
  example) and "Player aid" (when it has one), each described by the game's name for a
  screen reader that lists the page's links out of their card.

The cards are HTML written with the page's final addresses (a raw HTML block keeps nothing of
Markdown), so a lead's Markdown is rendered here, its links made relative to the site's home.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import markdown as md  # type: ignore[import-untyped]

from engine import registry
from engine.i18n import LANGS, SHARED, SOURCE_LANG, Catalogue, catalogue

PLACEHOLDER = re.compile(r"^\{\{\s*games:cards\s*\}\}[ \t]*$", re.M)
ENGINE = Path(__file__).resolve().parents[2] / "engine"
_LINK = re.compile(r"\]\((?![a-z][a-z0-9+.-]*:|/|#)([^)\s]+)\)")
"""A Markdown link to a relative address (not ``https:``, ``/...`` or ``#...``)."""
_ANCHOR = re.compile(r"\]\((#[^)\s]+)\)")
"""A Markdown link to a section of the same page."""
_NOT_PROSE = re.compile(r"([-*+]\s|\d+\.\s|#|```|\||<|!\[|>)")
"""A block that is no paragraph: a list, heading, fence, table, HTML, picture or quote."""
_SENTENCE_END = re.compile(r"(?<=[.?])\s+(?=[A-ZÀ-Ý*«(])|(?<=[。？！])(?![》」』）])")
"""Where a sentence ends: a full stop before a capital, or a Chinese full stop (not the
！ that ends a title inside 《》)."""
_SVG = re.compile(r"^\s*<svg\b[^>]*>.*</svg>\s*$", re.S)
AID = "aid"
SANDBOX = "sandbox"


class HomeError(ValueError):
    """A game whose home page has no lead paragraph, or whose drawing is no SVG."""


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


def _address(target: str) -> str:
    """A docs path as the home page links it: ``g/x.md#a`` -> ``g/x/#a``, ``g/index.md`` ->
    ``g/`` (directory URLs, as the site is built)."""
    path, hash_, anchor = target.partition("#")
    if path.endswith("index.md"):
        path = path.removesuffix("index.md")
    elif path.endswith(".md"):
        path = path.removesuffix(".md") + "/"
    return f"{path}{hash_}{anchor}"


def _relative_to_home(text: str, game: str) -> str:
    """The lead's links as the home page must write them: ``x.md`` -> ``<game>/x/``, and
    ``#id`` (a section of the game's home page) -> ``<game>/#id``."""
    text = _LINK.sub(lambda m: f"]({_address(f'{game}/{m.group(1)}')})", text)
    return _ANCHOR.sub(lambda m: f"]({game}/{m.group(1)})", text)


def _inline(markdown: str) -> str:
    """One sentence of Markdown as inline HTML (no paragraph around it)."""
    made = str(md.markdown(markdown))
    return made.removeprefix("<p>").removesuffix("</p>")


def _sort_key(name: str) -> str:
    """Names compared as a reader looks them up: case and punctuation aside."""
    return re.sub(r"[^\w\s]", "", name.casefold())


def name_in(names: dict[str, str] | object, lang: str) -> str:
    """A game's name in ``lang`` (zh-Hans: the Traditional name, converted)."""
    assert isinstance(names, dict)
    if lang in names:
        return str(names[lang])
    if lang.startswith("zh") and "zh" in names:
        from sitebuild.words.hans import to_simplified
        return to_simplified(str(names["zh"]))
    return str(names[SOURCE_LANG])


def _span(box: Any, key: str) -> tuple[int, int] | None:
    value = box.get(key) if isinstance(box, dict) else None
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return (value[0], value[1])
    return None


def box_facts(spec: registry.Entry, t: Catalogue) -> list[str]:
    """The box's players and length in words of ``t``'s language; a figure the entry does not
    give (no source gives it) is left out, never guessed."""
    box = dict(spec.extra).get("box", {})
    said = []
    if players := _span(box, "players"):
        low, high = players
        if low == high:
            # Translators: a game's player count on its home page card, "2 players".
            said.append(t.ngettext("{n} player", "{n} players", low).format(n=t.number(low)))
        else:
            # Translators: a game's player count on its home page card, "2 to 5 players".
            said.append(t.ngettext("{low} to {high} player", "{low} to {high} players", high)
                        .format(low=t.number(low), high=t.number(high)))
    if minutes := _span(box, "minutes"):
        low, high = minutes
        if low == high:
            # Translators: how long a game lasts, on its home page card, "about 17 minutes".
            said.append(t.ngettext("about {n} minute", "about {n} minutes", low)
                        .format(n=t.number(low)))
        else:
            # Translators: how long a game lasts, on its home page card, "30 to 60 minutes".
            said.append(t.ngettext("{low} to {high} minute", "{low} to {high} minutes", high)
                        .format(low=t.number(low), high=t.number(high)))
    return said


def drawing(spec: registry.Entry) -> str:
    """The game's drawing, an inline SVG hidden from screen readers; ``""`` without one."""
    name = dict(spec.extra).get("drawing")
    if not isinstance(name, str) or not name:
        return ""
    source = ENGINE / spec.id / name
    svg = source.read_text(encoding="utf-8") if source.is_file() else ""
    if not _SVG.match(svg):
        raise HomeError(f"{source}: the drawing the registry names is no SVG file")
    svg = re.sub(r"\s*\n\s*", "", re.sub(r"<!--.*?-->", "", svg, flags=re.S)).strip()
    return svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ', 1)


def _try_page(spec: registry.Entry) -> str | None:
    """Where to try the game: its sandbox, else the page of its first worked example."""
    if SANDBOX in spec.pages:
        return SANDBOX
    try:
        from livewidgets.api import widget_specs
    except ImportError:     # the widgets are not on the path: no "Try" link
        return None
    widgets = widget_specs().get(spec.id)
    page = widgets.bench_page if widgets is not None else ""
    return page if page in spec.pages else None


def card(spec: registry.Entry, lang: str, docs_dir: Path, t: Catalogue) -> str:
    """One game's card, HTML linked from the language's home."""
    name = name_in(dict(spec.names), lang)
    index = docs_dir / spec.id / "index.md"
    lead = lead_sentence(index.read_text(encoding="utf-8")) if index.is_file() else ""
    if not lead:
        raise HomeError(f"{index}: no lead paragraph under the title for the home page")
    # Translators: the links of a game's card on the home page: its rules, its sandbox or
    # worked example, its one-page player aid.
    links = [(f"{spec.id}/", t._("Learn"), "learn")]
    if (page := _try_page(spec)) is not None:
        links.append((f"{spec.id}/{page}/", t._("Try"), "try"))
    if AID in spec.pages:
        links.append((f"{spec.id}/{AID}/", t._("Player aid"), "aid"))
    facts = box_facts(spec, t)
    parts = [f'<li class="lr-game" data-game="{spec.id}">',
             f'<div class="lr-game__drawing">{drawing(spec)}</div>' if drawing(spec) else "",
             f'<h3 class="lr-game__name" id="game-{spec.id}"><a href="{spec.id}/">'
             f"{html.escape(name)}</a></h3>",
             f'<p class="lr-game__lead">{_inline(_relative_to_home(lead, spec.id))}</p>',
             f'<p class="lr-game__facts">{" · ".join(html.escape(f) for f in facts)}</p>'
             if facts else "",
             '<p class="lr-game__links">' + "".join(
                 f'<a class="lr-game__link" data-link="{kind}" href="{href}" '
                 f'aria-describedby="game-{spec.id}">'
                 f"{html.escape(text)}</a>" for href, text, kind in links) + "</p>",
             "</li>"]
    return "".join(part for part in parts if part)


def games_in_order(lang: str) -> list[registry.Entry]:
    """Every registered game, A to Z by its name in ``lang``: the order of the home page's
    cards and of the left bar's games (sitebuild/nav.py), one order wherever games are
    listed (issue 22 review: the bar sorted a game by its folder's name, the cards by its
    title, and the two orders differed)."""
    return sorted(registry.entries(),
                  key=lambda spec: (_sort_key(name_in(dict(spec.names), lang)), spec.id))


def cards(lang: str, docs_dir: Path) -> str:
    """Every registered game's card in ``lang`` (pages under ``docs_dir``), A to Z by name."""
    t = catalogue(SHARED, lang if lang in LANGS else SOURCE_LANG)
    made = [card(spec, lang, docs_dir, t) for spec in games_in_order(lang)]
    return '<ul class="lr-games">\n' + "\n".join(made) + "\n</ul>"


def fill(markdown: str, *, src_uri: str, lang: str, docs_dir: Path) -> str:
    """The home page with its cards of games; any other page as it is."""
    if src_uri != "index.md" or not PLACEHOLDER.search(markdown):
        return markdown
    made = cards(lang, docs_dir)
    return PLACEHOLDER.sub(lambda _: made, markdown)
