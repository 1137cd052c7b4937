"""French interface strings as a French reader writes them (issue 21): elision before a name
or a card, wherever a catalogue's template is filled."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from engine.errors import Message, RulesError
from engine.i18n import elide, fill

from tests.i18n.catalogue_strings import msgstrs

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


def test_a_refusal_elides() -> None:
    from engine import registry
    domain = registry.entry_ids()[0]
    err = RulesError(Message(domain, "elision-probe", "it is {player}'s turn"), player="Ana")
    fr = RulesError(Message(domain, "elision-probe", "c'est le tour de {player}"), player="Ana")
    assert err.reason("en") == "it is Ana's turn"
    assert fr.reason("fr") == "c'est le tour d’Ana"   # no catalogue entry: the template as is


def test_a_refusal_quotes_typed_text_the_french_way() -> None:
    """A value quoted as given (``{value!r}``) is set in « » in French, as the catalogue
    quotes a key; the command line and English keep Python's quotes; a list keeps its form."""
    from engine import registry
    from engine.errors import QUOTES
    domain = registry.entry_ids()[0]
    err = RulesError(Message(domain, "quote-probe", "not {value!r}"), value="abc")
    opening, closing = QUOTES["fr"]
    assert err.reason("fr") == f"not {opening}abc{closing}"
    assert err.reason("en") == str(err) == "not 'abc'"
    assert RulesError(Message(domain, "quote-probe", "not {value!r}"),
                      value=[1]).reason("fr") == "not [1]"
    hidden = RulesError(Message(domain, "quote-probe", "not {value!r}"),
                        value="a\u200cb\n").reason("fr")
    assert hidden == f"not {opening}a\\u200cb\\n{closing}"   # escaped, as repr would
    from engine.errors import EXCERPT
    cut = RulesError(Message(domain, "quote-probe", "not {value!r}"), value="q" * 900).reason("fr")
    assert cut.endswith("\u2026" + closing) and "q" * EXCERPT not in cut


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


def test_no_french_string_counts_with_a_bracketed_plural() -> None:
    """"carte(s)", "jeton(s)": a counted word takes a plural form (ngettext), or the sentence
    is written so that the count does not agree ("cartes : 3")."""
    found = [(d, s) for d, s in msgstrs("fr") if re.search(r"\w\((?:s|e|es)\)", s)]
    assert not found


def test_french_prose_writes_one_apostrophe() -> None:
    """The typographic apostrophe (’) everywhere in French catalogue prose, never "'" between
    two letters (a value quoted as given, ``{value!r}``, keeps its own quotes)."""
    found = [(d, s) for d, s in msgstrs("fr") if re.search(r"[^\W\d_]'[^\W\d_]", s)]
    assert not found


def test_the_stepper_goes_back_to_its_first_step_with_debut() -> None:
    """« Commencer » read as "start a game": the stepper's first step is « Début »."""
    from engine.i18n import catalogue
    assert catalogue("shared", "fr")._("Start") == "Début"
