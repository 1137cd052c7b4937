"""French typography (sitebuild/words/typography.py): the function, and every compiled French string."""

from __future__ import annotations

import gettext
import re

import pytest

from engine.i18n import LANGS, SHARED, catalogue
from sitebuild.words.catalogues import TYPOGRAPHY, domains
from sitebuild.words.typography import NARROW_NBSP as NNBSP
from sitebuild.words.typography import MINUS, NBSP, french, minus_signs

CASES = {
    # a plain space becomes the right no-break space
    "Départ : la position": f"Départ{NBSP}: la position",
    "Résultat :": f"Résultat{NBSP}:",
    "Maudire quel Trésor ?": f"Maudire quel Trésor{NNBSP}?",
    "Joker !": f"Joker{NNBSP}!",
    "la partie ; ces cartes": f"la partie{NNBSP}; ces cartes",
    "49,8 %": f"49,8{NBSP}%",
    "« {ruling} »": f"«{NNBSP}{{ruling}}{NNBSP}»",
    # a missing space is added, a wrong no-break space corrected
    "Quoi?": f"Quoi{NNBSP}?",
    "Note: voir": f"Note{NBSP}: voir",
    "50%": f"50{NBSP}%",
    "«texte»": f"«{NNBSP}texte{NNBSP}»",
    f"Vraiment{NBSP}?": f"Vraiment{NNBSP}?",
    f"Joueur{NNBSP}:": f"Joueur{NBSP}:",
    "{player} : {count}": f"{{player}}{NBSP}: {{count}}",
    "Quoi ?!": f"Quoi{NNBSP}?!",
    "Dégainer !¶": f"Dégainer{NNBSP}!¶",   # a heading followed by its permalink's pilcrow
    # never inside a slot, a URL, an entity or a number
    "{n:d} {x!r}": "{n:d} {x!r}",
    "https://example.org/?q=1&x=2": "https://example.org/?q=1&x=2",
    "voir www.example.org/a?b=c": "voir www.example.org/a?b=c",
    "Ana &amp; Ben": "Ana &amp; Ben",
    "à 10:30 et 1:2": "à 10:30 et 1:2",
    "a;b": "a;b",
    ": début": ": début",
    "ligne\n  : suite": "ligne\n  : suite",
}


@pytest.mark.parametrize("text, expected", CASES.items())
def test_french_spacing(text: str, expected: str) -> None:
    assert french(text) == expected


@pytest.mark.parametrize("text", [*CASES, *CASES.values()])
def test_french_is_idempotent(text: str) -> None:
    once = french(text)
    assert french(once) == once


def test_english_and_chinese_are_left_alone() -> None:
    assert set(TYPOGRAPHY) == {"fr"}


BAD = [
    (re.compile(r"[ \u00a0][;!?]|(?<=\w)[;!?](?=\s|$)"),
     "a plain or wide space (or none) before ; ! ?"),
    (re.compile(r"[ \u202f]:(?=\s|$)|(?<=[\w)»}])[:](?=\s|$)"),
     "a plain or narrow space (or none) before :"),
    (re.compile(r"[ \u202f]%|(?<=\d)%"), "a plain or narrow space (or none) before %"),
    (re.compile(r"« |«(?!\u202f)| »|(?<!\u202f)»"), "no narrow no-break space inside « »"),
]


def french_strings() -> list[str]:
    found = []
    for domain in domains():
        if not domain.mo("fr").exists():
            continue
        with domain.mo("fr").open("rb") as handle:
            catalog = gettext.GNUTranslations(handle)._catalog  # type: ignore[attr-defined]
        found += [v for k, v in catalog.items() if k]   # "" is the header
    return found


def test_every_compiled_french_string_follows_french_typography() -> None:
    strings = french_strings()
    assert len(strings) > 100
    problems = [(text, why) for text in strings for pattern, why in BAD if pattern.search(text)]
    assert not problems, problems[:5]
    assert any(NNBSP in s for s in strings) and any(NBSP in s for s in strings)


MINUS_CASES = {
    # the sign of a negative number becomes the minus sign
    "rows and columns -2 to 2": "rows and columns \u22122 to 2",
    "(row -1, column 0)": "(row \u22121, column 0)",
    "-19 points": "\u221219 points",
    "de -2 à 2": "de \u22122 à 2",
    # a hyphen that is no sign stays: ranges, dates, words, code-like text, addresses
    "2-4 players": "2-4 players",
    "2026-12-03": "2026-12-03",
    "Rev-1 card": "Rev-1 card",
    "seed=-1": "seed=-1",
    "see https://example.org/a-1 and /b/-2": "see https://example.org/a-1 and /b/-2",
}


@pytest.mark.parametrize("text", MINUS_CASES)
def test_minus_signs(text: str) -> None:
    assert minus_signs(text) == MINUS_CASES[text]
    assert minus_signs(minus_signs(text)) == MINUS_CASES[text]


def test_numbers_of_the_catalogues_use_the_minus_sign() -> None:
    """A negative number a widget writes (engine.i18n's ``number``, which fills every slot
    of a message) has the same sign as the pages' prose."""
    for lang in LANGS:
        written = catalogue(SHARED, lang).number(-1234)
        assert "-" not in written and written.startswith(MINUS), (lang, written)
        assert minus_signs(f"row {written}") == f"row {written}"
