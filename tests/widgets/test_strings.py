"""The shared UI catalogue: the same phrases and slots in every language."""

from __future__ import annotations

import string

import pytest

from livewidgets import strings

HAND_WRITTEN = ("en", "fr", "zh")


def slots(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", [*HAND_WRITTEN[1:], "zh-Hans"])
def test_every_language_has_every_phrase_with_the_same_slots(lang: str) -> None:
    english = strings.UI["en"]
    assert set(strings.UI[lang]) == set(english)
    for key, text in english.items():
        assert slots(strings.UI[lang][key]) == slots(text), key


SAME_WORD = {"megabytes"}
"""Phrases spelled alike in French or Chinese ("{n} MB")."""


def test_translations_are_not_left_in_english() -> None:
    same = {k for k, v in strings.UI["en"].items()
            if v in (strings.UI["fr"][k], strings.UI["zh"][k])}
    assert same == SAME_WORD


def test_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match=r"unknown language 'de'; expected one of en, fr, zh, zh-Hans"):
        strings.ui("before", "de")


def test_markup_escape_is_html_escape() -> None:
    import html

    from livewidgets.markup import escape

    text = "<img src=x onerror=\"alert('1')\"> & Ben's"
    assert escape(text) == html.escape(text, quote=True)
