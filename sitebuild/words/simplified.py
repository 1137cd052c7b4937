"""Simplified Chinese pages, generated from the hand-written Traditional ones at build time.

:func:`sitebuild.words.hans.to_simplified` (the same converter as the widgets' catalogues)
converts docs/zh into a build folder that is never committed. The site's phrase table could cut
a game term in a context nobody read, so every registered game's glossary terms (their Chinese
forms, engine/<game>/glossary.json) are counted in each page before and after, and the build
fails on a mismatch; :data:`PINNED` holds terms whose Simplified form a reader checked.

A page's glossary table heads its Chinese column 繁體中文; on the Simplified site the column
holds Simplified terms, so the heading says 简体中文.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Mapping
from functools import lru_cache
from pathlib import Path

from engine.discovery import entry_ids
from sitebuild.words import glossary
from sitebuild.words.hans import to_simplified

PINNED: Mapping[str, str] = {
    "賄賂": "贿赂",
    "黑市": "黑市",
    "詛咒": "诅咒",
    "萬用牌": "万用牌",
    "巨龍": "巨龙",
    "攤位": "摊位",
    "珍寶": "珍宝",
    "恩寵": "恩宠",
    "補貨": "补货",
    "牌堆": "牌堆",
    "棄牌堆": "弃牌堆",
}
"""Traditional game term -> its Simplified form, as a native reader checked it."""

_TABLE_HEAD = re.compile(r"^(\|.*\|[ \t]*)繁体中文([ \t]*\|)", re.MULTILINE)


@lru_cache(maxsize=None)
def glossary_terms(game: str | None = None) -> Mapping[str, str]:
    """The Chinese glossary forms of ``game`` -> their Simplified form (the form converted on
    its own), with :data:`PINNED`; :data:`PINNED` alone for pages of no game. A game's terms
    are checked on its own pages only: another game's 部落 (a tribe) is rightly gone from
    部落格 (a blog, 博客)."""
    terms: dict[str, str] = {}
    if game in entry_ids():
        try:
            forms = glossary.load(game).forms("zh")
        except FileNotFoundError:
            forms = []
        terms = {form: to_simplified(form) for form in forms}
    return {**terms, **PINNED}


def game_of(page: Path) -> str | None:
    """The registered game a page (relative to its language folder) belongs to, if any."""
    return page.parts[0] if len(page.parts) > 1 and page.parts[0] in entry_ids() else None


def page_text(text: str) -> str:
    """A Traditional page's Markdown -> the Simplified page's (tables headed 简体中文)."""
    return _TABLE_HEAD.sub(r"\1简体中文\2", to_simplified(text))


class ConversionError(ValueError):
    """A glossary term came out of the conversion in another form."""


def glossary_problems(source: str, converted: str, where: str,
                      terms: Mapping[str, str] = PINNED) -> list[str]:
    """Each glossary term of `source` (``terms``: a game's, see :func:`glossary_terms`) must
    appear as many times in its Simplified form."""
    problems = []
    for traditional, simplified in terms.items():
        expected = source.count(traditional)
        found = converted.count(simplified)
        if found < expected:
            problems.append(f"{where}: {traditional!r} in the Traditional page, count "
                            f"{expected}; {simplified!r} after conversion, count only {found}; "
                            f"fix the wording, or the phrase table in sitebuild/words/hans.py")
    return problems


def generate(source_dir: Path, target_dir: Path,
             convert: Callable[[str], str] = page_text) -> None:
    """Rebuild `target_dir` as the Simplified twin of `source_dir` (other files copied as is).

    Raises ConversionError listing every glossary mismatch.
    """
    if target_dir.exists():
        shutil.rmtree(target_dir)
    problems: list[str] = []
    for source in sorted(source_dir.rglob("*")):
        target = target_dir / source.relative_to(source_dir)
        if source.is_dir():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix != ".md":
            shutil.copy2(source, target)
            continue
        text = source.read_text(encoding="utf-8")
        converted = convert(text)
        terms = glossary_terms(game_of(source.relative_to(source_dir)))
        problems += glossary_problems(text, converted, str(source), terms)
        target.write_text(converted, encoding="utf-8")
    if problems:
        raise ConversionError("wrong Simplified Chinese conversion:\n  " + "\n  ".join(problems))
