"""French interface strings as a French reader writes them (issue 21): elision before a name
or a card, wherever a catalogue's template is filled."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from engine.errors import RulesError, marker
from engine.i18n import elide, fill

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("template", "value", "written"), [
    ("Main de {player}", "Ana", "Main d’Ana"),
    ("Tour de {player}", "Emil", "Tour d’Emil"),
    ("pas de {card}", "Orque 2", "pas d’Orque 2"),
    ("{new} prend la place de {card}", "Orque 3", "{new} prend la place d’Orque 3"),
    ("pot-de-vin de {card}", "Épée", "pot-de-vin d’Épée"),
    ("Il ne reste que {player}", "Ana", "Il ne reste qu’Ana"),
    ("De {card}", "Hôpital", "D’Hôpital"),
    ("Main de {player}", "Ben", "Main de Ben"),           # a consonant keeps "de"
    ("de {low} à {high}", 8, "de 8 à 11"),                 # a number never elides
    ("pas de {value!r}", "abc", "pas de 'abc'"),          # a value quoted as given neither
    ("l’une de {card}", "actions, players", "l’une de actions, players"),  # a list of keys
])
def test_french_elides_de_and_que_before_a_vowel(template: str, value: object,
                                                  written: str) -> None:
    slots = {"player": value, "card": value, "low": value, "high": 11, "value": value,
             "new": "{new}"}
    assert fill(template, slots, "fr") == written


@pytest.mark.parametrize("lang", ["en", "zh", "zh-Hans"])
def test_other_languages_keep_their_template(lang: str) -> None:
    assert elide("Main de {player}", {"player": "Ana"}, lang) == "Main de {player}"


def test_a_sandbox_phrase_elides() -> None:
    from livewidgets.pdbmv.sandbox_text import WORDS
    assert WORDS.text("fr", "hand_of", player="Ana") == "Main d’Ana"
    assert WORDS.text("fr", "show_hand", player="Emil") == "Montrer la main d’Emil"
    assert WORDS.text("fr", "hand_of", player="Ben") == "Main de Ben"


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


def test_a_refusal_elides() -> None:
    M_ = marker("pook")
    err = RulesError(M_("elision-probe", "it is {player}'s turn"), player="Ana")
    fr = RulesError(M_("elision-probe", "c'est le tour de {player}"), player="Ana")
    assert err.reason("en") == "it is Ana's turn"
    assert fr.reason("fr") == "c'est le tour d’Ana"   # no catalogue entry: the template as is


def test_the_pages_script_elides_the_same_way() -> None:
    script = ("import('" + (ROOT / "widgets/static/text.js").as_uri() + "').then(m => "
              "console.log(JSON.stringify([m.fill('Main de {p}', {p: 'Ana'}, 'fr'), "
              "m.fill('pot-de-vin de {p}', {p: 'Épée'}, 'fr'), m.fill('Main de {p}', {p: 'Ben'}, "
              "'fr'), m.fill('Main de {p}', {p: 'Ana'}, 'en'), m.fill('de {n}', {n: 8}, 'fr'), "
              "m.fill('une de {p}', {p: 'actions, players'}, 'fr')])))")
    out = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                         text=True, check=True, timeout=60).stdout
    assert json.loads(out) == [fill("Main de {p}", {"p": "Ana"}, "fr"), "pot-de-vin d’Épée",
                               "Main de Ben", "Main de Ana", "de 8", "une de actions, players"]


def french_msgstrs() -> list[tuple[str, str]]:
    """(catalogue, msgstr) for every French entry of every domain."""
    from sitebuild.words.catalogues import domains, read
    out = []
    for domain in domains():
        if domain.po("fr").exists():
            for message in read(domain.po("fr")):
                if message.id:
                    strings = message.string if isinstance(message.string, (tuple, list)) \
                        else (message.string,)
                    out += [(domain.name, s) for s in strings]
    return out


def test_no_french_string_counts_with_a_bracketed_plural() -> None:
    """"pièce(s)", "carte(s)": a counted word takes a plural form (ngettext), or the sentence
    is written so that the count does not agree ("pièces : 3")."""
    found = [(d, s) for d, s in french_msgstrs() if re.search(r"\w\((?:s|e|es)\)", s)]
    assert not found


@pytest.mark.parametrize(("module", "key", "count", "slots", "written"), [
    ("bang", "of_cards", "hits", {"of": 52}, {0: "0 carte sur 52", 1: "1 carte sur 52",
                                              2: "2 cartes sur 52"}),
    ("cantstop", "of_rolls", "rolls", {"of": 1296}, {1: "1 lancer sur 1296",
                                                    5: "5 lancers sur 1296"}),
    # a count the widget already wrote for the reader, as Can't Stop's odds page passes it
    ("cantstop", "of_rolls", "rolls", {"of": "1\u202f296"},
     {"1\u202f192": "1\u202f192 lancers sur 1\u202f296", "1": "1 lancer sur 1\u202f296"}),
])
def test_counted_phrases_agree_with_their_count(module: str, key: str, count: str,
                                               slots: dict[str, object],
                                               written: dict[object, str]) -> None:
    import importlib
    ui = importlib.import_module(f"livewidgets.{module}.strings").ui
    for n, text in written.items():
        assert ui(key, "fr", **{count: n, **slots}) == text


def test_dice_hospital_settings_read_for_any_count() -> None:
    from livewidgets.dicehospital.strings import ui
    text = ui("settings", "fr", now=1, later=0, hold=0)
    assert "1 patients" not in text and "0 gardés" not in text and ": 0" in text


def test_french_prose_writes_one_apostrophe() -> None:
    """The typographic apostrophe (’) everywhere in French catalogue prose, never "'" between
    two letters (a value quoted as given, ``{value!r}``, keeps its own quotes)."""
    found = [(d, s) for d, s in french_msgstrs() if re.search(r"[^\W\d_]'[^\W\d_]", s)]
    assert not found


@pytest.mark.parametrize(("domain", "rejected"), [
    ("shared", "Commencer"),                         # the stepper's first step is « Début »
    ("dicehospital", "évacu"),                       # patients « sortent »: points de sortie
    ("goblinhood", "tour de rôle"), ("pdbmv", "tour de rôle"), ("pook", "tour de rôle"),
    ("pdbmv", "invisible"),                          # hidden cards are « cachées »
    ("pdbmv", "soudoyé {treasure}"),                 # the Dragon is bribed, with a type
    ("arcticscavengers", "plus forte force"),
    ("arcticscavengers", "siège"),                   # a seat is a « place »
])
def test_french_words_readers_flagged_are_gone(domain: str, rejected: str) -> None:
    from engine.i18n import catalogue
    assert any(d == domain for d, _ in french_msgstrs())
    if domain == "shared":   # « Commencer » still starts a new game in a sandbox
        assert catalogue("shared", "fr")._("Start") == "Début"
        return
    found = [s for d, s in french_msgstrs() if d == domain and rejected.lower() in s.lower()]
    assert not found
