"""French strings of this game as a French reader writes them (issue 21)."""

from __future__ import annotations

from tests.i18n.catalogue_strings import domain_msgstrs


def test_dice_hospital_settings_read_for_any_count() -> None:
    from livewidgets.dicehospital.rounds import ui
    text = ui("settings", "fr", now=1, later=0, hold=0)
    assert "1 patients" not in text and "0 gardés" not in text and ": 0" in text


FLAGGED = {
    "évacu": "patients « sortent »: points de sortie",
}
"""Words a French reader flagged (issue 21), each with what replaced it."""


def test_french_words_readers_flagged_are_gone() -> None:
    strings = domain_msgstrs("dicehospital", "fr")
    assert not [(word, s) for word in FLAGGED for s in strings if word.lower() in s.lower()]
