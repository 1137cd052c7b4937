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


def test_a_refusal_names_a_cards_colours_in_the_readers_language() -> None:
    """A trail square the card does not have: the card's squares are told in the reader's
    colour words ("jaune, bleue", 黃色、藍色), never the ids "yellow blue" (issue 21); the
    command line's English line keeps the ids."""
    import pytest
    from engine.errors import RulesError
    from engine.goblinhood import from_json
    from tests.goblinhood.testkit import lay, scenario
    data = scenario(trail=lay("red:t", "blue:t", "red:d2"), deck=["d1", "d3", "d4"])
    with pytest.raises(RulesError) as caught:
        from_json(data)
    error = caught.value
    assert "(its squares: yellow blue)" in str(error)
    assert "(ses cases\u00a0: jaune, bleue)" in error.reason("fr")
    assert "黃色、藍色" in error.reason("zh")
    assert not any(word in error.reason(lang) for lang in ("fr", "zh")
                   for word in ("yellow", "blue"))
