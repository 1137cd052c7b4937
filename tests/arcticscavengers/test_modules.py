"""Every module of both expansions is taught in every language: its heading on the expansion's
page, its name and the name of every card it names (the glossary's first form in that
language, in any of its accepted forms) on that page; and the base game's cards are on the base pages.

The list is the engine's (:data:`engine.arcticscavengers.modules.MODULES`), the names the
glossary's, so a module added to the list, or a language that drops one, fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.arcticscavengers.modules import BASE_CARDS, EXPANSIONS, MODULES, Module
from sitebuild.words import glossary
from tests.langkit import LANGS, WRITTEN

ROOT = Path(__file__).resolve().parents[2]
LANGS = WRITTEN
TERMS = glossary.load("arcticscavengers").terms
BASE_PAGES = ("index", "setup", "round", "actions", "skirmish", "end")


def page(lang: str, name: str) -> str:
    return (ROOT / "docs" / lang / "arcticscavengers" / f"{name}.md").read_text("utf-8")


def heading_section(text: str, anchor: str) -> str:
    """The heading ``{ #anchor }`` and the text under it, up to the next heading of the same
    or a higher level."""
    head = re.search(rf"^(#+) .*\{{ #{anchor} \}}[ \t]*$", text, re.M)
    assert head, f"no heading #{anchor}"
    rest = text[head.end():]
    stop = re.search(rf"^#{{1,{len(head[1])}}} ", rest, re.M)
    return head[0] + (rest[: stop.start()] if stop else rest)


def named(term: str, lang: str, text: str) -> bool:
    """Whether ``text`` names the glossary term in one of its accepted forms (English letter
    case aside: a name opens a sentence or a list item)."""
    assert term in TERMS, f"{term} is not in the glossary"
    flags = re.I if lang == "en" else 0
    return any(re.search(glossary.word_pattern(form), text, flags)
               for form in TERMS[term][lang].forms)


def test_the_module_list_matches_the_page_numbering() -> None:
    for expansion, count in EXPANSIONS.items():
        numbers = [m.number for m in MODULES if m.expansion == expansion]
        assert numbers == list(range(1, count + 1))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("module", MODULES, ids=[m.id for m in MODULES])
def test_every_module_is_on_its_page_with_every_card(module: Module, lang: str) -> None:
    section = heading_section(page(lang, module.expansion), module.id)
    missing = [term for term in (module.id, *module.cards) if not named(term, lang, section)]
    assert not missing, f"{lang}/{module.expansion}.md#{module.id} lacks {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_module_is_linked_from_the_home_page(lang: str) -> None:
    text = page(lang, "index")
    missing = [m.id for m in MODULES if f"{m.expansion}.md#{m.id}" not in text]
    assert not missing, f"{lang}/index.md does not link {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_base_card_is_on_the_base_pages(lang: str) -> None:
    text = "\n".join(page(lang, p) for p in BASE_PAGES)
    missing = [term for term in BASE_CARDS if not named(term, lang, text)]
    assert not missing, f"{lang}: base pages lack {missing}"
