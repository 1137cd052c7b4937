"""A reader tells a Goblin Hood card by what it shows, its squares and gold, never by the
demonstration deck's id ("c17"): not in a page's prose or tables, its pictures' titles and
descriptions, nor the worked examples drawn on it, static or opened to be changed (their
controls, row headers and buttons' names), in any language (issue 21). The workshop page, which
documents the scenario format, is the one place the ids are shown."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry
from livewidgets import api
from sitebuild import fence
from tests.goblinhood.widgets.kit import GAME
from tests.langkit import WRITTEN
from tests.readkit import readable

ROOT = Path(__file__).resolve().parents[3]
CARD_ID = re.compile(r"\bc\d{1,2}\b")
PAGES = sorted(p.name for p in (ROOT / "docs" / "en" / GAME).glob("*.md")
               if p.name != "workshop.md")


def drawn(markdown: str, lang: str) -> list[str]:
    """Each worked example of a page as the build draws it, and as it opens to be changed
    (the sandbox, which has no such view, is read in test_sandbox_names)."""
    out = []
    live = api.widget_spec(GAME).live
    for _, game, source in fence.fences(markdown):
        out.append(fence.render_source(game, source, lang))
        config = fence.load_yaml(source, registry.entry(game).limits) if game == GAME else None
        if isinstance(config, dict) and config.get("widget") in live:
            out.append(str(api.start(GAME, config, lang)["html"]))
    return out


def read(markdown: str, lang: str) -> list[str]:
    """What a reader sees or hears of a page: prose, inline pictures and worked examples
    (code blocks other than game fences are not on reader pages)."""
    prose = re.sub(r"^```.*?^```", "", markdown, flags=re.S | re.M)
    return readable(prose + "".join(drawn(markdown, lang)))


@pytest.mark.parametrize("lang", WRITTEN)
@pytest.mark.parametrize("page", PAGES)
def test_no_reader_page_names_a_card_by_its_id(page: str, lang: str) -> None:
    markdown = (ROOT / "docs" / lang / GAME / page).read_text(encoding="utf-8")
    found = sorted({m for piece in read(markdown, lang) for m in CARD_ID.findall(piece)})
    assert not found, found


def test_the_workshop_page_still_shows_the_scenario_format() -> None:
    """The check reads ids where they are: the workshop page's scenarios name cards by id."""
    markdown = (ROOT / "docs" / "en" / GAME / "workshop.md").read_text(encoding="utf-8")
    assert CARD_ID.search(markdown)
    examples = [src for _, game, src in fence.fences(
        (ROOT / "docs" / "en" / GAME / "laying.md").read_text(encoding="utf-8")) if game == GAME]
    assert examples and all(CARD_ID.search(src) for src in examples)
