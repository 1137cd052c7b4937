"""A square's letter is its colour's initial in the reader's language (issue 22 review: a
French reader saw "Y" on a yellow square, the English initial of a colour called « jaune »)."""

from __future__ import annotations

import re

import pytest

from engine.goblinhood.components import COLOUR_LETTERS, COLOUR_NAMES
from engine.goblinhood.messages import colour_letter, colour_name
from livewidgets.goblinhood.board import square
from tests.langkit import LANGS

KNOWN = [colour for colour in COLOUR_NAMES if colour in ("red", "yellow", "blue")]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("colour", KNOWN)
def test_the_drawn_letter_is_the_initial_of_the_colour_s_name(lang: str, colour: str) -> None:
    drawn = re.search(r'aria-hidden="true">([^<]*)<', square(colour, lang))
    assert drawn, square(colour, lang)
    assert drawn[1] == colour_letter(colour, lang)
    assert colour_name(colour, lang).upper().startswith(drawn[1]), (lang, colour, drawn[1])


def test_a_colour_without_a_letter_keeps_the_components_sign_or_its_initial() -> None:
    multi = next(c for c in COLOUR_LETTERS if c not in KNOWN)
    for lang in LANGS:
        assert colour_letter(multi, lang) == COLOUR_LETTERS[multi]
        assert colour_letter("green", lang) == "G"
