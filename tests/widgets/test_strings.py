"""The shared UI table: the same phrases and slots in every language, from the catalogue."""

from __future__ import annotations

import pytest

from engine.i18n import LANGS
from livewidgets import strings
from tests.langkit import assert_same_phrases


@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_language_has_every_phrase_with_the_same_slots(lang: str) -> None:
    assert_same_phrases(strings.UI, lang)


def test_phrases_are_translated() -> None:
    """(Which msgids may stay as in English is said in the .po itself: tests/i18n.)"""
    for lang in LANGS[1:]:
        translated = {k for k, v in strings.UI["en"].items() if v != strings.UI[lang][k]}
        assert len(translated) >= len(strings.UI["en"]) - 1, lang
    assert strings.ui("step_count", "fr", n=2, total=5) == "Étape 2 sur 5"
    assert strings.ui("loading", "zh-Hans", loaded="1.0 MB", total="3.0 MB") == (
        "正在加载规则：1.0 MB／3.0 MB")


def test_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(ValueError,
                       match=r"unknown language 'de'; expected one of en, fr, zh, zh-Hans"):
        strings.ui("before", "de")


def test_markup_escape_is_html_escape() -> None:
    import html

    from livewidgets.markup import escape

    text = "<img src=x onerror=\"alert('1')\"> & Ben's"
    assert escape(text) == html.escape(text, quote=True)
