"""French strings of this game as a French reader writes them (issue 21)."""

from __future__ import annotations

from tests.i18n.catalogue_strings import domain_msgstrs


def test_an_event_sentence_elides() -> None:
    from engine.pook.events import Event, EventKind
    from engine.pook.messages import card_name, render
    orc = "orc:3"
    assert card_name(orc, "fr") == "Orque 3"
    event = Event(EventKind.CARD_REPLACED, {"player": "Ana", "at": [0, 1], "old": orc,
                                            "new": "Piggy", "side": "warrior"})
    sentence = render(event, "fr")
    assert f"prend la place d’{card_name(orc, 'fr')}" in sentence
    assert "la main d’Ana" in sentence


FLAGGED = {
    "tour de rôle": "hot seat: « partie sur un seul écran »",
}
"""Words a French reader flagged (issue 21), each with what replaced it."""


def test_french_words_readers_flagged_are_gone() -> None:
    strings = domain_msgstrs("pook", "fr")
    assert not [(word, s) for word in FLAGGED for s in strings if word.lower() in s.lower()]
