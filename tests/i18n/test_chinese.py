"""Chinese interface strings as a Chinese reader writes them (issue 21): no calques, lists
with 、, the glossary's words."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.i18n import SHARED, catalogue
from livewidgets.api import render, widget_specs
from sitebuild import fence
from sitebuild.pages.aid import format_fact

from tests.i18n.catalogue_strings import msgstrs

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("calque", [
    "欠",          # deck cycles still to play are not "owed"
    "婉拒", "大回合",  # a refused patient; a round is one 回合
    "翻開",        # a card is turned over: 翻面 (revealed: 亮出)
    "掉頭",        # the glossary's word is 轉向
    "名叫小豬的豬",
    "算破案輪",
])
def test_no_catalogue_writes_a_calque(calque: str) -> None:
    strings = msgstrs("zh")
    assert len(strings) > 100
    assert not [(d, s) for d, s in strings if calque in s]


@pytest.mark.parametrize("calque", ["欠", "婉拒", "大回合", "掉頭", "名叫小豬的豬", "算破案輪",
                                    "輪次編號"])
def test_no_page_writes_a_calque(calque: str) -> None:
    """The same calques on the hand-written pages (翻開 stays there: revealing a face-down
    card, which is what it means)."""
    pages = sorted((ROOT / "docs/zh").rglob("*.md"))
    assert len(pages) > 100
    assert [p.relative_to(ROOT).as_posix() for p in pages
            if calque in p.read_text(encoding="utf-8")] == []


@pytest.mark.parametrize(("lang", "written"), [("zh", "1、2、2、3"), ("zh-Hans", "1、2、2、3"),
                                               ("en", "1, 2, 2, 3")])
def test_an_aid_lists_figures_with_the_languages_separator(lang: str, written: str) -> None:
    assert format_fact("1, 2, 2, 3", lang) == written
    assert format_fact("Colt .45", lang) == "Colt .45"     # text that is not a list stays


def test_a_real_aid_fact_is_listed_with_the_chinese_separator() -> None:
    from engine import registry
    facts = {spec.id: spec.facts for spec in registry.entries()}
    listed = [v for f in facts.values() for v in f.values()
              if isinstance(v, str) and ", " in v and v[0].isdigit()]
    assert listed
    for value in listed:
        assert ", " not in format_fact(value, "zh") and "、" in format_fact(value, "zh")


CJK_NEXT_TO_COMMA = re.compile(r"[\u3400-\u9fff][^,]{0,12}, |, [^,]{0,12}[\u3400-\u9fff]")
"""A Latin comma and space within a few characters of Chinese: a list or a label's phrases
joined the English way (Chinese writes 、 between items, ， between phrases)."""


class _Said(HTMLParser):
    """What a reader sees or a screen reader says: text, and the names on elements."""

    def __init__(self) -> None:
        super().__init__()
        self.said: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.said += [v for k, v in attrs if k in ("aria-label", "title", "alt") and v]

    def handle_data(self, data: str) -> None:
        self.said.append(data)


def _examples() -> list[tuple[str, str, dict[str, Any]]]:
    """Every worked example and calculator on the Chinese pages: (page, game, config)."""
    found = []
    for game in widget_specs():
        for page in sorted((ROOT / "docs/zh" / game).glob("*.md")):
            for _, _, source in fence.fences(page.read_text("utf-8"), (game,)):
                config = yaml.safe_load(source)
                if isinstance(config, dict) and config.get("widget") != "sandbox":
                    found.append((f"{game}/{page.name}", game, config))
    return found


def _said_matching(lang: str, pattern: re.Pattern[str]) -> list[tuple[str, str]]:
    """(page, text) for every text a reader sees or hears in a rendered Chinese example that
    ``pattern`` finds."""
    examples = _examples()
    assert len(examples) > 20
    wrong = []
    for page, game, config in examples:
        said = _Said()
        said.feed(render(game, config, lang))
        wrong += [(page, text) for text in said.said if pattern.search(text)]
    return wrong


@pytest.mark.parametrize("lang", ["zh", "zh-Hans"])
def test_worked_examples_join_chinese_words_the_chinese_way(lang: str) -> None:
    assert _said_matching(lang, CJK_NEXT_TO_COMMA) == []


@pytest.mark.parametrize("lang", ["zh", "zh-Hans"])
def test_a_labels_phrases_and_a_lists_items_have_their_own_chinese_marks(lang: str) -> None:
    """A label's phrases take the full-width comma, a list's items the enumeration comma: two
    marks, neither the Latin comma."""
    shared = catalogue(SHARED, lang)
    assert {shared.phrases.strip(), shared.separator.strip()} == {"，", "、"}
    assert catalogue(SHARED, "en").phrases == ", "


HALF_WIDTH_AROUND_CJK = re.compile(r"\([^()\n]*[\u3400-\u9fff][^()\n]*\)"
                                   r"|[\u3400-\u9fff] ?[;:] ?[\u3400-\u9fff]")
"""Chinese set in half-width brackets, or a Latin semicolon or colon between Chinese words:
Chinese writes （）, ； and ： (issue 21: a hex read "樹幹那一格 (樹幹)")."""


@pytest.mark.parametrize("lang", ["zh", "zh-Hans"])
def test_worked_examples_set_chinese_asides_in_full_width_marks(lang: str) -> None:
    assert _said_matching(lang, HALF_WIDTH_AROUND_CJK) == []


def test_a_note_set_aside_takes_the_languages_brackets() -> None:
    assert HALF_WIDTH_AROUND_CJK.search(catalogue(SHARED, "en").aside("樹幹那一格", "樹幹"))
    for lang in ("zh", "zh-Hans"):
        assert not HALF_WIDTH_AROUND_CJK.search(catalogue(SHARED, lang).aside("樹幹那一格", "樹幹"))
