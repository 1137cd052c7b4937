"""French typography on the built French pages: the spaces of :func:`sitebuild.words.typography.french`
in the text a reader sees, and nowhere else.

The page is walked as a stream of tags and text, never parsed into a tree and written back, so
everything but the changed text stays byte for byte what MkDocs wrote. Only text between tags is
typeset: tags and their attributes (the widgets' ``data-*`` JSON, ``href``, ``aria-label``),
comments, and the contents of ``<code>``, ``<pre>``, ``<kbd>``, ``<samp>``, ``<script>``,
``<style>`` and ``<textarea>`` are left alone, because a space added there changes code, data
or a program. Entities are decoded before typesetting (``&amp;`` must never read as ``&amp ;``)
and the text is escaped again only where it changed.

A live widget (an element with ``data-widget``) is left alone too: the same Python draws it in
the page at build time and in the browser once it is live, from strings whose French
typography is set in the message catalogues (:mod:`sitebuild.words.catalogues`), so the page must
not make its static drawing read differently from the live one. So is an element marked as
another language (``lang="en"``: an English commit subject in a page's "rule changes"), whose
punctuation follows its own language's rules.

The hooks call :func:`typeset_page` on each page's content (so the search index gets the same
text) and :func:`french_html` on the whole written page (header, navigation, table of contents,
``<title>``, footer).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from sitebuild.words.typography import french

Fix = Callable[[str], str]


def game_names() -> list[str]:
    """Titles French typography leaves as written (an English title keeps its punctuation,
    an exclamation mark with no space before it), longest first so a name inside another is not split."""
    from engine import registry
    return sorted({name for game in registry.entries() for name in game.names.values()},
                  key=len, reverse=True)

SKIPPED = frozenset({"code", "pre", "kbd", "samp", "script", "style", "textarea"})
"""Elements whose text is code, data or a program: never typeset, however deeply nested."""

_WIDGET = re.compile(r"\sdata-widget\s*=", re.I)
"""A live widget's root: its text is the widget's own (see the module's docstring)."""

_FOREIGN = re.compile(r"""\slang\s*=\s*["']?(?!fr\b)[A-Za-z]""", re.I)
"""An element in another language than French (``lang="en"``): not French text."""

_RAW = frozenset({"script", "style", "textarea"})
"""Elements whose contents the HTML parser reads as raw text (a ``<`` inside is no tag)."""

_TOKEN = re.compile(
    r"<!--.*?-->"                                            # comment
    r"|<!\[CDATA\[.*?\]\]>"                                  # CDATA (inside SVG)
    r"|<![^>]*>"                                             # doctype
    r"|<\?.*?>"                                              # processing instruction
    r"|</?(?P<name>[A-Za-z][^\s/>]*)"                        # a start or end tag: its name,
    r"(?:[^>\"']|\"[^\"]*\"|'[^']*')*>",                     # then attributes, quotes respected
    re.S)


class _TocItem(Protocol):
    title: str
    children: Iterable[Any]


def french_html(markup: str, fix: Fix = french, keep: Iterable[str] = ()) -> str:
    """``markup`` with ``fix`` applied to each run of visible text; tags, attributes, comments
    and the skipped elements' contents unchanged. Idempotent when ``fix`` is.

    A run is typeset between the characters around it, tags in between or not, so
    ``<strong>jamais</strong> : la`` gets its no-break space like ``jamais : la``, and so does
    ``« <em>Joker</em> »``. The strings in ``keep`` (names in another language, such as a game's
    English title) are left as they are written.
    """
    kept = [text for text in keep if text]
    pieces = _pieces(markup)
    texts = [i for i, (kind, _) in enumerate(pieces) if kind != "tag"]
    previous = ""
    for n, i in enumerate(texts):
        kind, text = pieces[i]
        following = html.unescape(pieces[texts[n + 1]][1])[:1] if n + 1 < len(texts) else ""
        if kind == "text":
            text = _typeset_text(text, previous, following, fix, kept)
            pieces[i] = (kind, text)
        previous = "" if kind == "raw" else html.unescape(text)[-1:] or previous
    return "".join(text for _, text in pieces)


def _pieces(markup: str) -> list[tuple[str, str]]:
    """The page as ("tag", ...) markup, ("text", ...) to typeset, ("code", ...) text of a
    skipped element and ("raw", ...) script or style contents, in order."""
    pieces: list[tuple[str, str]] = []
    skipping: list[str] = []      # open skipped elements, innermost last
    position = 0
    while (match := _TOKEN.search(markup, position)) is not None:
        if match.start() > position:
            pieces.append(("code" if skipping else "text", markup[position:match.start()]))
        pieces.append(("tag", match[0]))
        position = match.end()
        name = (match["name"] or "").lower()
        if not name or match[0].endswith("/>"):
            continue
        if match[0].startswith("</"):
            if name in skipping:
                del skipping[len(skipping) - 1 - skipping[::-1].index(name):]
        elif name in _RAW:
            # Raw text runs to the matching end tag, whatever it holds.
            end = re.compile(rf"</{name}\s*>", re.I).search(markup, position)
            stop = end.start() if end else len(markup)
            pieces.append(("raw", markup[position:stop]))
            position = stop
        elif (name in SKIPPED or name in skipping or _WIDGET.search(match[0])
              or _FOREIGN.search(match[0])):
            skipping.append(name)     # (a tag named like an open skipped one nests inside it)
    if position < len(markup):
        pieces.append(("code" if skipping else "text", markup[position:]))
    return pieces


def _typeset_text(text: str, previous: str, following: str, fix: Fix, keep: list[str]) -> str:
    """One run of text as written in the HTML (entities and all), typeset between the
    characters around it; unchanged unless ``fix`` changes what it says."""
    if not text.strip():
        return text
    plain = html.unescape(text)
    fixed = _keeping(plain, previous, following, fix, keep)
    return text if fixed == plain else html.escape(fixed, quote=False)


def _keeping(plain: str, previous: str, following: str, fix: Fix, keep: list[str]) -> str:
    """``fix`` on ``plain`` in context, except inside the ``keep`` strings (each a separate
    piece, typeset after what precedes it)."""
    for name in keep:
        if name in plain:
            head, _, tail = plain.partition(name)
            return (_keeping(head, previous, name[0], fix, keep) + name
                    + _keeping(tail, name[-1], following, fix, keep))
    if not plain:
        return plain
    fixed = fix(previous + plain + following)
    if fixed.startswith(previous) and fixed.endswith(following):
        return fixed[len(previous):len(fixed) - len(following)]
    return fix(plain)


def typeset_page(content: str, page: Any, fix: Fix = french, keep: Iterable[str] = ()) -> str:
    """A page's rendered content, title and table of contents, typeset with ``fix``.

    The title feeds ``<title>``, the navigation and the search index; the table of contents is
    rendered from ``page.toc`` (HTML-escaped titles), not from the content, so both are set here.
    """
    kept = list(keep)
    if isinstance(getattr(page, "title", None), str):
        page.title = _keeping(page.title, "", "", fix, kept)
    _typeset_toc(getattr(page, "toc", ()) or (), fix, kept)
    return french_html(content, fix, kept)


def _typeset_toc(items: Iterable[_TocItem], fix: Fix, keep: list[str]) -> None:
    for item in items:
        item.title = french_html(item.title, fix, keep)
        _typeset_toc(item.children, fix, keep)
