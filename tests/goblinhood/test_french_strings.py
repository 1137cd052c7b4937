"""French strings of this game as a French reader writes them (issue 21)."""

from __future__ import annotations

from tests.i18n.catalogue_strings import domain_msgstrs


FLAGGED = {
    "tour de rôle": "hot seat: « partie sur un seul écran »",
}
"""Words a French reader flagged (issue 21), each with what replaced it."""


def test_french_words_readers_flagged_are_gone() -> None:
    strings = domain_msgstrs("goblinhood", "fr")
    assert not [(word, s) for word in FLAGGED for s in strings if word.lower() in s.lower()]
