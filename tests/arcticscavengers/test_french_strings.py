"""French strings of this game as a French reader writes them (issue 21)."""

from __future__ import annotations

from tests.i18n.catalogue_strings import domain_msgstrs


FLAGGED = {
    "plus forte force": "« la plus grande force »",
    "siège": "a seat is a « place »",
}
"""Words a French reader flagged (issue 21), each with what replaced it."""


def test_french_words_readers_flagged_are_gone() -> None:
    strings = domain_msgstrs("arcticscavengers", "fr")
    assert not [(word, s) for word in FLAGGED for s in strings if word.lower() in s.lower()]
