"""The words of the Goblin Hood widgets: every phrase in every language, with the same slots,
and never left in English."""

from __future__ import annotations

import string

import pytest

from engine.i18n import Plural
from livewidgets.goblinhood.strings import UI, ui
from livewidgets.strings import UI as SHARED
from tests.langkit import TRANSLATED


def slots(phrase: object) -> set[str]:
    template = phrase.template({"n": 2}) if isinstance(phrase, Plural) else str(phrase)
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_phrase_is_translated_with_the_same_slots(lang: str) -> None:
    own = [key for key in UI["en"] if key not in SHARED["en"]]
    assert len(own) > 40
    for key in own:
        english, translated = UI["en"][key], UI[lang][key]
        assert slots(translated) == slots(english), key
        if isinstance(english, Plural):
            english, translated = english.template({"n": 2}), translated.template({"n": 2})
        assert translated != english, f"{lang}: {key} left in English"


def test_plurals_follow_the_count() -> None:
    assert ui("deck", "en", n=1) == "Deck: 1 card"
    assert ui("deck", "en", n=2) == "Deck: 2 cards"
    assert ui("n_players", "fr", n=2).startswith("2 joueurs")
