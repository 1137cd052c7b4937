"""Chinese interface strings as a Chinese reader writes them (issue 21): no calques, lists
with 、, the glossary's words."""

from __future__ import annotations

import pytest

from sitebuild.pages.aid import format_fact

from tests.i18n.catalogue_strings import msgstrs


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
