"""Every card the help page names (its list, its FAQ, its rules: the engine's card data) is on
the game's pages in every language, under the name that language's pages use."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.bang.cards import PAGE_LIST, names
from tests.langkit import WRITTEN

DOCS = Path(__file__).resolve().parents[2] / "docs"
FAQ_CARDS = ("Gatling", "Bang!", "Barrel", "Panic!", "Mustang", "Scope", "Indians!",
             "Dynamite", "Duel", "Saloon", "Beer", "General Store", "Jail", "Missed!")
"""The cards the FAQ names (English names), all of them also in the list."""


def pages(lang: str) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (DOCS / lang / "bang").glob("*.md"))


def test_the_faq_names_only_cards_of_the_list() -> None:
    listed = {en for _, en, _, _ in PAGE_LIST}
    assert set(FAQ_CARDS) <= listed and len(listed) == 22


@pytest.mark.parametrize("lang", WRITTEN)
def test_every_card_is_on_the_pages(lang: str) -> None:
    text = pages(lang)
    missing = sorted(name for name in names(lang).values() if name not in text)
    assert not missing, f"{lang}: {missing}"


@pytest.mark.parametrize("lang", WRITTEN)
def test_every_card_has_its_own_section_on_the_cards_page(lang: str) -> None:
    """Each of the 22 cards of the list is described on ``cards.md`` (a heading of its own)."""
    headings = [line for line in (DOCS / lang / "bang" / "cards.md").read_text(
        encoding="utf-8").splitlines() if line.startswith("### ")]
    for name in names(lang).values():
        if name in ("Colt .45", "Appaloosa"):
            continue
        assert any(name in h for h in headings), f"{lang}: no section for {name}"
