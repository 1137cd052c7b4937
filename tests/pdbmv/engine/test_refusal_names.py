"""A refusal names a card by its id on the command line and by its name in a reader's
language (``RulesError.reason`` through the game's ``describe``)."""

from __future__ import annotations

import pytest

from engine.i18n import LANGS


def test_card_ids_become_card_names() -> None:
    from engine.pdbmv import IllegalAction, new_game, parse_action
    from engine.pdbmv.messages import card_name

    state = new_game(["Ana", "Ben"], 1)
    missing = next(t for t in state.treasures if not state.hands[0][state.card_index(t)])
    with pytest.raises(IllegalAction) as caught:
        state.apply(parse_action(f"bribe {missing} with {missing}"))
    err = caught.value
    assert (err.code, err.ruling, err.params["card"]) == ("holds-too-few", "cards-in-hand",
                                                          missing)
    assert str(err) == f"Ana holds 0 {missing}, cannot play 1 [ruling cards-in-hand]"
    assert err.reason("en") == f"Ana holds 0 {card_name(missing, 'en')}, cannot play 1"
    for lang in LANGS:
        assert card_name(missing, lang) in err.reason(lang)
        assert "Ana" in err.reason(lang)
