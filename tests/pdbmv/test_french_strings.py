"""French strings of this game as a French reader writes them (issue 21)."""

from __future__ import annotations

from tests.i18n.catalogue_strings import domain_msgstrs


def test_a_sandbox_phrase_elides() -> None:
    from livewidgets.pdbmv.strings import WORDS
    assert WORDS.text("fr", "hand_of", player="Ana") == "Main d’Ana"
    assert WORDS.text("fr", "show_hand", player="Emil") == "Montrer la main d’Emil"
    assert WORDS.text("fr", "hand_of", player="Ben") == "Main de Ben"


FLAGGED = {
    "tour de rôle": "hot seat: « partie sur un seul écran »",
    "invisible": "hidden cards are « cachées »",
    "soudoyé {treasure}": "the Dragon is bribed, with a type",
}
"""Words a French reader flagged (issue 21), each with what replaced it."""


def test_french_words_readers_flagged_are_gone() -> None:
    strings = domain_msgstrs("pdbmv", "fr")
    assert not [(word, s) for word in FLAGGED for s in strings if word.lower() in s.lower()]


def test_a_bribe_reads_as_a_bribe_of_the_dragon_in_every_language() -> None:
    """The Dragon is bribed, with cards of one type: the sentence says so (issue 21)."""
    from livewidgets.pdbmv.strings import WORDS
    slots = {"player": "Ben", "treasure": "Axe", "cards": "2 × Axe"}
    assert WORDS.text("en", "did_bribe", **slots) == "Ben bribed the Dragon with 2 × Axe (Axe bribe)"
    assert "soudoyé le Dragon" in WORDS.text("fr", "did_bribe", **slots)
    assert "賄賂巨龍" in WORDS.text("zh", "did_bribe", **slots)
