"""The PDBMV widgets' UI table: the same phrases and slots in every language, the plural forms
each language asks for, and the terms of the pages (the defects a native read found)."""

from __future__ import annotations

import re
from html import unescape

import pytest

from engine.i18n import LANGS, Plural
from livewidgets import api
from livewidgets import strings as shared
from livewidgets.pdbmv import strings
from livewidgets.pdbmv.board import market_html
from tests.langkit import assert_same_phrases


@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_language_has_every_phrase_with_the_same_slots(lang: str) -> None:
    assert_same_phrases(strings.UI, lang)


def test_the_shared_phrases_are_merged_in() -> None:
    for lang, table in shared.UI.items():
        assert table.items() <= strings.UI[lang].items(), lang


def test_assumption_texts_are_translated() -> None:
    for lang in LANGS[1:]:
        assert set(strings.ASSUMPTION_TEXT[lang]) == set(strings.ASSUMPTION_TEXT["en"])
        for option, text in strings.ASSUMPTION_TEXT[lang].items():
            assert text.strip() and text != strings.ASSUMPTION_TEXT["en"][option], option


@pytest.mark.parametrize("lang, expected", [
    ("en", ("0 cards", "1 card", "2 cards")),
    ("fr", ("0 carte", "1 carte", "2 cartes")),
    ("zh", ("0 張牌", "1 張牌", "2 張牌")),
])
def test_card_counts_take_their_plural_form(lang: str, expected: tuple[str, ...]) -> None:
    assert tuple(strings.ui("n_cards", lang, n=n) for n in (0, 1, 2)) == expected


def plain(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_the_favor_widget_offers_1_card_not_1_cards() -> None:
    data = {"players": ["Ana", "Ben"], "favor": ["axe", "feather", "scroll", "crown", "sword",
                                                 "relic"], "deck": ["axe"], "turn": "Ana",
            "hands": {"Ana": ["axe"]},
            "actions": [{"player": "Ana", "do": "bribe", "treasure": "axe", "cards": ["axe"]}]}
    for lang, one, two in (("en", "1 card", "2 cards"), ("fr", "1 carte", "2 cartes")):
        view = api.start("pdbmv", {"widget": "favor", "scenario": data}, lang)
        view = api.act("pdbmv", view["state"], {"act": "pick", "treasure": "scroll",
                                                "step": "0"}, lang)
        labels = re.findall(r'data-act="steps" data-arg-n="(\d)"[^>]*aria-label="([^"]+)"',
                            view["html"])
        assert labels[:2] == [("1", one), ("2", two)], lang


BOARD = {"market": {"3": ["axe"], "2": [], "1": ["wild"], "0": []}, "favor": [], "deck": []}


@pytest.mark.parametrize("lang, stall3, stall1", [
    ("en", "Stall 3 · costs 3 cards", "Stall 1 · costs 1 card"),
    ("fr", "Étal 3 · coûte 3 cartes", "Étal 1 · coûte 1 carte"),
    ("zh", "攤位 3 · 花費 3 張牌", "攤位 1 · 花費 1 張牌"),
    ("zh-Hans", "摊位 3 · 花费 3 张牌", "摊位 1 · 花费 1 张牌"),
])
def test_stall_costs_say_the_measure_word_once(lang: str, stall3: str, stall1: str) -> None:
    """Chinese read "攤位 3 · 花費 3 張牌 張": the count and its word come from one phrase."""
    text = plain(market_html(BOARD, lang))
    assert stall3 in text and stall1 in text
    assert not re.search(r"張牌 張|张牌 张", text)


def test_french_widget_words_are_the_pages_terms() -> None:
    words = " ".join(str(p) if not isinstance(p, Plural) else p.forms(2)
                     for p in strings.UI["fr"].values())
    assert not re.search(r"r[ée]assort", words, re.IGNORECASE)
    assert "réapprovisionnement" in words
    assert strings.ui("market", "fr") == "Marché Noir"
    assert strings.ui("stall", "fr", n=2) == "Étal 2"
    assert not re.search(r"\bétals?\b", words)


@pytest.mark.parametrize("lang", ["zh", "zh-Hans"])
def test_chinese_tie_break_is_jue_sheng(lang: str) -> None:
    """決勝 is the pages' tie-break; 裁定 means a ruling on this site."""
    words = "".join(str(p) for p in strings.UI[lang].values())
    assert not re.search("平手裁定|平手判定|需要裁定", words)
    assert ("決勝" if lang == "zh" else "决胜") in strings.ui("tiebreak", lang)
