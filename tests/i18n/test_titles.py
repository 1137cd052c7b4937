"""Chinese game titles (issue 21): a game's Chinese pages name it as Chinese editions or
players do, in 《》 and never in italics; the name is cited in the Sources section of its
index page in every language, and where none was found the Chinese pages say they keep the
original title."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry
from tests.langkit import WRITTEN

ROOT = Path(__file__).resolve().parents[2]
SPECS = {spec.id: spec for spec in registry.entries()}
GAMES = sorted(SPECS)


def pages(game: str, lang: str) -> dict[str, str]:
    return {p.stem: p.read_text("utf-8") for p in sorted((ROOT / "docs" / lang / game).glob("*.md"))}


def sources(text: str) -> str:
    """The Sources section of an index page (its heading id is ``sources``)."""
    start = text.index("{ #sources }")
    end = re.compile(r"^#{1,3} ", re.M).search(text, text.index("\n", start))
    return text[start:end.start() if end else len(text)]


@pytest.mark.parametrize("game", GAMES)
def test_the_chinese_title_is_cited_or_said_to_be_kept(game: str) -> None:
    names = SPECS[game].names
    chinese, english = names["zh"], names["en"]
    zh = pages(game, "zh")
    assert f"《{chinese}》" in "".join(zh.values())
    assert f"*{english}*" not in "".join(zh.values()), "a title in italics on a Chinese page"
    if chinese == english:   # none found: a Chinese page says the title is kept, and why
        kept = [p for text in zh.values() for p in text.split("\n\n")
                if f"《{english}》" in p and "沒有找到" in p]
        assert kept, f"{game}: no Chinese page says the original title is kept"
        return
    for lang in WRITTEN:
        cited = [item for item in sources(pages(game, lang)["index"]).split("\n- ")
                 if chinese.split("！")[0] in item and "http" in item]
        assert cited, f"{game}: the {lang} Sources do not cite the Chinese title {chinese}"
