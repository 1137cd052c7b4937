"""The PDBMV widgets' UI catalogue: the same phrases and slots in every language."""

from __future__ import annotations

import string

import pytest

from livewidgets import strings as shared
from livewidgets.pdbmv import strings


def slots(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", ["fr", "zh", "zh-Hans"])
def test_every_language_has_every_phrase_with_the_same_slots(lang: str) -> None:
    english = strings.UI["en"]
    assert set(strings.UI[lang]) == set(english)
    for key, text in english.items():
        assert slots(strings.UI[lang][key]) == slots(text), key


def test_the_shared_phrases_are_merged_in() -> None:
    for lang, table in shared.UI.items():
        assert table.items() <= strings.UI[lang].items(), lang


SAME_WORD = {"megabytes", "scores", "score", "option"}
"""Phrases spelled alike in French or Chinese ("Score", "Option", "{n} MB")."""


def test_translations_are_not_left_in_english() -> None:
    same = {k for k, v in strings.UI["en"].items()
            if v in (strings.UI["fr"][k], strings.UI["zh"][k])}
    assert same == SAME_WORD
