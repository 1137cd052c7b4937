"""The sign on a Goblin Hood square, besides its colour (never colour alone): the site's own
(the printed cards' colours are unknown), R, Y and B in English and French, the colour's own
character in Chinese (issue 22: a Chinese reader met English initials). Read where a reader
meets it: the worked examples of every page as the build draws them, the sandbox's board (its
trail and hand) and the pages' pictures (the player aid shows the same pictures). The expected
signs are the catalogues' (``colour letter`` context), never written here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.goblinhood.components import COLOUR_NAMES, MULTI
from engine.goblinhood.messages import colour_letter
from engine.goblinhood.refusals import DOMAIN
from engine.i18n import catalogue
from livewidgets.goblinhood import sandbox
from tests.goblinhood.browser.test_sandbox import CONFIG
from tests.goblinhood.widgets.kit import GAME
from tests.goblinhood.widgets.test_page_card_words import drawn

ROOT = Path(__file__).resolve().parents[3]
CHINESE = ("zh", "zh-Hans")
LATIN = re.compile(r"^[A-Za-z]$")
SIGN = re.compile(r'<span class="gh-sq [^"]*"[^>]*><span aria-hidden="true">([^<]*)</span>')
"""The sign seen on a drawn square (board.square)."""
PICTURE_SIGN = re.compile(r'<text [^>]*font-weight="bold" fill="#1a1a1a">([^<0-9?]*)</text>')
"""The sign on a square of a page's picture (not the gold in its circle, a number, nor the
"?" of a card face down)."""
COLOURS = [c for c in COLOUR_NAMES if c != MULTI]


def signs(lang: str) -> set[str]:
    """Every sign a square may carry in ``lang``, from the catalogue."""
    return {catalogue(DOMAIN, lang).pgettext("colour letter", letter)
            for letter in ("R", "Y", "B")} | {colour_letter(MULTI, lang)}


@pytest.mark.parametrize("lang", CHINESE)
def test_chinese_squares_carry_the_colours_character(lang: str) -> None:
    for colour in COLOURS:
        sign = colour_letter(colour, lang)
        assert not LATIN.match(sign), (colour, sign)
        # the character is the colour's own: it begins the colour's name ("紅" of "紅色")
        assert catalogue(DOMAIN, lang).translated(COLOUR_NAMES[colour]).startswith(sign)
    assert len({colour_letter(c, lang) for c in COLOURS}) == len(COLOURS)


def test_english_and_french_keep_the_sites_letters() -> None:
    assert {colour_letter(c, "fr") for c in COLOURS} == {colour_letter(c, "en") for c in COLOURS}
    assert all(LATIN.match(colour_letter(c, "en")) for c in COLOURS)


@pytest.mark.parametrize("lang", CHINESE)
@pytest.mark.parametrize("page", sorted(p.name for p in (ROOT / "docs" / "zh" / GAME).glob("*.md")))
def test_no_chinese_page_draws_a_latin_colour_letter(page: str, lang: str) -> None:
    """Pages are written in Traditional script; Simplified ones are the same pages converted,
    their examples drawn in Simplified."""
    markdown = (ROOT / "docs" / "zh" / GAME / page).read_text(encoding="utf-8")
    seen = [s for html in drawn(markdown, lang) for s in SIGN.findall(html)]
    if lang == "zh":
        seen += PICTURE_SIGN.findall(markdown)
    assert set(seen) <= signs(lang), (page, sorted(set(seen) - signs(lang)))


@pytest.mark.parametrize("lang", CHINESE)
def test_the_sandbox_board_in_chinese(lang: str) -> None:
    """The trail, the reader's hand and the lay buttons, on the reader's turn."""
    session = sandbox.bot_move(sandbox.start(CONFIG, lang)["session"], until_human=True)
    html = sandbox.view(session["session"], lang)["html"]
    seen = SIGN.findall(html)
    assert seen and set(seen) <= signs(lang), sorted(set(seen))
