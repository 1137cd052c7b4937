"""Events told in every language: each case has a whole sentence, slots filled, numbers agreed.

The sample events are spelled by hand (one per sentence key, so one per case of every event
kind); the French and Chinese words checked here are the catalogues' own.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.goblinhood import Event, EventKind
from engine.goblinhood.messages import (TEMPLATES, _key, card_words, colour_name, counted,
                                        describe, explain, render)
from engine.i18n import LANGS, Plural, catalogue


def event(kind: str, **args: Any) -> Event:
    return Event(EventKind(kind), args)


SAMPLES = [
    event("played", player="Ana", card="c7", end="left", cover=1, square="multi",
          covered="red", covered_card="c2", new_end="blue", match="multi"),
    event("played", player="Ana", card="c7", end="right", cover=0, square="red",
          covered="red", covered_card="c2", new_end="blue", match="same"),
    event("buried", card="c2"),
    event("effect", player="Ana", card="c7", cover=0, effect="trick"),
    event("drew", player="Ben", card="c9", left=3),
    event("drew", player="Ben", card="c9", left=0),
    event("drew", player="Ben", card=None, left=3),
    event("drew", player="Ben", card=None, left=0),
    *[event("cycle", number=n, counter=counter, gathered=["c1", "c2"], deck=2, card="c7",
            squares=["red", "multi"], source=source)
      for n, counter in ((1, "set-out"), (2, "turned-over")) for source in ("given", "shuffled")],
    event("ambushed", player="Cy", hand=["c3", "c4"], ends=["yellow", "yellow"],
          left=["Ana", "Ben"]),
    event("round_ended", reason="deck-out", player="Ana"),
    event("round_ended", reason="last-standing", player="Ana"),
    event("scored", player="Ana", treasure=["c5"], hand=["c6", "c8"], gold=6, cards=3),
    event("scored", player="Ben", treasure=[], hand=["c6", "c8"], gold=1, cards=2),
    event("round_result", winner="Ana", by="gold", gold=6, tied=["Ana"], cards={}),
    event("round_result", winner="Ben", by="cards", gold=6, tied=["Ana", "Ben"],
          cards={"Ana": 3, "Ben": 4}),
    event("round_result", winner=None, by="tie", gold=6, tied=["Ana", "Ben"],
          cards={"Ana": 3, "Ben": 3}),
    event("round_won", player="Ana", wins=1, target=2),
    event("round_won", player="Ana", wins=1, target=1),
    event("treasure_turned", player="Ana", treasure=["c5"]),
    event("match_won", player="Ana"),
    event("marker_due", player="Ben", winner="Ana"),
    event("marker_given", player="Ben", card="c4", winner="Ana"),
    event("marker_given", player="Ben", card=None, winner="Ana"),
    event("card_returned", card="c30", returned=True),
    event("card_returned", card=None, returned=True),
    event("card_returned", card=None, returned=False),
    event("new_round", round=2, reason="next", cards=32),
    event("new_round", round=3, reason="replay", cards=32),
    event("dealt", hands={"Ana": ["c1", "c2"]}, treasures={"Ana": ["c3"]}, deck=22),
    event("trail_started", card="c7", squares=["red", "blue"]),
    event("first_player", player="Ana", gold={"Ana": 5, "Ben": 3}, tied=["Ana"]),
    event("first_player", player="Ben", gold={"Ana": 4, "Ben": 4}, tied=["Ana", "Ben"]),
]


def test_every_sentence_key_and_every_event_kind_has_a_sample() -> None:
    assert {_key(e) for e in SAMPLES} == set(TEMPLATES["en"])
    assert {e.kind for e in SAMPLES} == set(EventKind)


@pytest.mark.parametrize("lang", LANGS)
def test_every_sample_is_one_whole_sentence(lang: str) -> None:
    for sample in SAMPLES:
        text = render(sample, lang)
        assert text.strip() and "{" not in text and "None" not in text, (lang, text)
        phrase = TEMPLATES["en"][_key(sample)]
        english = phrase.forms(2) if isinstance(phrase, Plural) else phrase
        for slot in ("player", "card", "winner"):
            if f"{{{slot}}}" in english:
                assert str(sample.args[slot]) in text, (lang, text)
    lines = explain(SAMPLES[:3], lang)
    assert [line.split(" ", 1)[0] for line in lines] == ["1.", "2.", "3."]


def test_colours_ends_and_counts_are_in_the_reader_language() -> None:
    assert [colour_name(c, "fr") for c in ("red", "yellow", "blue", "multi")] == [
        "rouge", "jaune", "bleue", "multicolore"]
    assert [colour_name(c, "zh") for c in ("red", "multi")] == ["紅色", "多色"]
    assert colour_name("red", "zh-Hans") == "红色"
    assert colour_name("green", "fr") == "green", "a colour of another deck stays as written"
    assert (counted("card", 1, "fr"), counted("card", 2, "fr")) == ("1 carte", "2 cartes")
    assert (counted("gold", 1, "fr"), counted("gold", 5, "fr")) == ("1 pièce d’or",
                                                                  "5 pièces d’or")
    assert counted("card", 3, "zh") == "3 張牌"
    assert describe("colour", "blue", "fr") == "bleue" and describe("end", "left", "zh") == "左"
    assert describe("card", "c7", "fr") is None


def test_a_card_s_two_colours_are_one_invariable_french_compound() -> None:
    """A square alone agrees with « case » (« sa case bleue »), but a card's name joins two
    colours into one compound adjective, which French leaves invariable: « la carte
    bleu–jaune », « 2 cartes bleu–bleu », never « bleue–bleue »."""
    assert colour_name("blue", "fr") == "bleue"
    assert card_words(["blue", "yellow"], 1, "fr") == "la carte bleu–jaune (1 pièce d’or)"
    specs = {"c3": {"squares": ["blue", "blue"], "gold": 3},
             "c5": {"squares": ["blue", "blue"], "gold": 3}}
    said = render(event("ambushed", player="Cy", hand=["c3", "c5"], ends=["red", "red"],
                        left=["Ana", "Ben"]), "fr", specs)
    assert "2 cartes bleu–bleu (" in said and "bleue–" not in said and "–bleue" not in said
    assert card_words(["blue", "blue"], 3, "zh").startswith("藍色–藍色")
    assert card_words(["blue", "red"], 3, "en") == "the blue–red card (3 gold)"


def test_plural_sentences_agree_with_their_number() -> None:
    one = render(event("cycle", number=1, counter="set-out", gathered=["c1"], deck=1,
                       card="c7", squares=["red", "blue"], source="shuffled"), "fr")
    two = render(event("cycle", number=1, counter="set-out", gathered=["c1", "c2"], deck=2,
                       card="c7", squares=["red", "blue"], source="shuffled"), "fr")
    assert "1 carte du parcours est mélangée" in one
    assert "2 cartes du parcours sont mélangées" in two
    won = next(e for e in SAMPLES if e.kind is EventKind.ROUND_WON)
    assert "1 round win out of the 2" in render(won, "en")
    assert "1 manche gagnée sur les 2" in render(won, "fr")


def test_the_sentences_say_what_happened() -> None:
    assert render(SAMPLES[0], "en") == ("Ana lays c7 on the left end: its multicolour square "
                                        "covers the red end, and its blue square is the new "
                                        "left end.")
    assert render(SAMPLES[6], "en") == "Ben draws a card."
    by_cards = next(e for e in SAMPLES if e.args.get("by") == "cards")
    assert "Ana 3, Ben 4" in render(by_cards, "en")
    assert render(SAMPLES[-1], "en") == ("Ana, Ben each hold 4 gold in hand; a draw by lot, "
                                         "fixed by the deal number, picks Ben to start.")
    assert render(SAMPLES[-1], "fr").startswith("Ana et Ben ont chacun 4 pièces d’or en main")


@pytest.mark.parametrize("lang", LANGS)
def test_cards_alike_are_told_once_with_their_number(lang: str) -> None:
    """Issue 22: an ambushed hand of two blue–blue cards of 3 gold and a red–yellow one said
    "the blue–blue card (3 gold), the blue–blue card (3 gold)": cards a player cannot tell
    apart are told once, with their number, in the plural form the catalogue gives."""
    specs = {"c3": {"squares": ["blue", "blue"], "gold": 3},
             "c4": {"squares": ["red", "yellow"], "gold": 1},
             "c5": {"squares": ["blue", "blue"], "gold": 3}}
    said = render(event("ambushed", player="Cy", hand=["c3", "c4", "c5"],
                        ends=["yellow", "yellow"], left=["Ana", "Ben"]), lang, specs)
    blue = catalogue("goblinhood", lang).pgettext("in a card's name", "blue")
    alike = catalogue("goblinhood", lang).ngettext(
        "{n} {first}–{second} card ({gold} each)", "{n} {first}–{second} cards ({gold} each)",
        2).format(n=2, first=blue, second=blue, gold=counted("gold", 3, lang))
    assert alike in said, said
    assert said.count(card_words(["red", "yellow"], 1, lang)) == 1, said
    assert card_words(["blue", "blue"], 3, lang) not in said, said
    assert said.index(alike) < said.index(card_words(["red", "yellow"], 1, lang)), (
        "the cards alike are told where the first of them was")
