"""Navigation of one language build, derived from its own files.

No page list is written anywhere: pages are found in the language's docs folder, ordered by
`extra.nav_order` of mkdocs.yml (the games after it A to Z by their names in the build's
language, as the home page's cards) and, for each game's folder, by the game registry's
`GameSpec.pages` (:func:`reading_order`; unknown pages after, A to Z), and titled by their own
first heading. A folder is titled by the first heading of its index.md, so section titles come out
translated for free.

The left bar shows the current game's pages only (overrides/partials/nav.html); its own words,
"All games" and the mark of a game not saved while offline, are :func:`labels`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Union

from engine import registry
from engine.i18n import LANGS, SHARED, SOURCE_LANG, catalogue
from sitebuild.pages.home import games_in_order

NavItem = Union[str, dict[str, list["NavItem"]]]

_H1 = re.compile(r"^#\s+(?P<title>.+?)(?:\s*\{[^}]*\})?\s*#*\s*$")


def reading_order(site_order: Mapping[str, Sequence[str]],
                  lang: str = SOURCE_LANG) -> dict[str, list[str]]:
    """`extra.nav_order` of mkdocs.yml plus each registered game's folder, in its reading
    order; at the top, after the site's own pages, the games A to Z by their names in
    ``lang``, as the home page's cards list them (one order wherever games are listed)."""
    order = {folder: list(pages) for folder, pages in site_order.items()}
    order[""] = [*order.get("", []), *(game.id for game in games_in_order(lang))]
    return {**order, **{game.id: list(game.pages) for game in registry.entries()}}


def first_heading(page: Path) -> str | None:
    """Text of the page's `# Title { #id }` line, outside front matter and code fences."""
    fence = None
    lines = page.read_text(encoding="utf-8").splitlines()
    if lines and lines[0].strip() == "---":
        end = next((i for i, line in enumerate(lines[1:], 1) if line.strip() == "---"), 0)
        lines = lines[end + 1:]
    for line in lines:
        marker = re.match(r"\s*(`{3,}|~{3,})", line)
        if marker:
            if fence is None:
                fence = marker.group(1)
            elif marker.group(1).startswith(fence):
                fence = None
            continue
        if fence is None and (match := _H1.match(line)):
            return match.group("title")
    return None


def build_nav(docs_dir: Path, order: Mapping[str, Sequence[str]]) -> list[NavItem]:
    """MkDocs `nav` for every page under `docs_dir`."""
    return _folder(docs_dir, docs_dir, order)


def _folder(docs_dir: Path, folder: Path, order: Mapping[str, Sequence[str]]) -> list[NavItem]:
    relative = folder.relative_to(docs_dir).as_posix()
    wanted = list(order.get("" if relative == "." else relative, ()))

    def rank(path: Path) -> tuple[int, str]:
        name = path.stem if path.is_file() else path.name
        return (wanted.index(name) if name in wanted else len(wanted), name)

    children = [p for p in folder.iterdir()
                if (p.is_file() and p.suffix == ".md") or (p.is_dir() and any(p.rglob("*.md")))]
    items: list[NavItem] = []
    for child in sorted(children, key=rank):
        if child.is_file():
            items.append(child.relative_to(docs_dir).as_posix())
        else:
            index = child / "index.md"
            title = (first_heading(index) if index.exists() else None) or child.name
            items.append({title: _folder(docs_dir, child, order)})
    return items


def labels(lang: str) -> dict[str, str]:
    """The left bar's own words in ``lang`` (English for an unknown language)."""
    t = catalogue(SHARED, lang if lang in LANGS else SOURCE_LANG)
    return {
        # Translators: the left bar's link, on a game's pages, to the home page's cards of
        # every game.
        "all_games": t._("All games"),
        # Translators: read by screen readers after a game's link while the reader is offline
        # and that game's pages are not saved on the device (the link is also dimmed).
        "unsaved": t._("(not saved for offline reading)"),
    }
