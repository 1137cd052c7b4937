"""No counted word with a bracketed plural, "coin(s)", "carte(s)", in any language (issue 21):
the English msgids too, since the command line and the English pages show them. A counted
phrase takes its plural forms (``ngettext``, :class:`engine.i18n.Plural`), or is written so
that nothing agrees with the count ("coins, at least {level}")."""

from __future__ import annotations

import re

import pytest

from tests.i18n.test_vocabulary import catalogue_strings
from tests.langkit import LANGS

BRACKETED = re.compile(r"[^\W\d_]\((?:s|e|es|x)\)")
"""A letter followed by a bracketed plural ending: card(s), joueur(s), chevaux... (x)."""


def test_the_pattern_finds_a_bracketed_plural() -> None:
    assert BRACKETED.search("needs {level} coin(s)") and BRACKETED.search("carte(s)")
    assert not BRACKETED.search("(s) alone, ({stalls}), 2 (x)")


@pytest.mark.parametrize("lang", LANGS)
def test_no_string_counts_with_a_bracketed_plural(lang: str) -> None:
    strings = catalogue_strings(lang)
    assert len(strings) > 100
    found = [(domain, text) for domain, text in strings if BRACKETED.search(text)]
    assert not found, found
