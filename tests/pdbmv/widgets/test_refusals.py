"""A refusal reads entirely in the page's language: widget edits and sandbox actions.

For each refusal, its English rendering is the reference: in French, Traditional and
Simplified Chinese no piece of that English sentence may show; in Chinese no Latin word at all
but the player names and the ruling id (an identifier, also the link's anchor). The
translations are read through the catalogues.
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.pdbmv.messages import card_name
from livewidgets import api
from livewidgets.pdbmv import sandbox
from livewidgets.markup import escape
from livewidgets.strings import UI
from sitebuild import fence
from tests.langkit import LANGS, TRANSLATED, WRITTEN

FAVOR = ["axe", "feather", "scroll", "crown", "sword", "relic"]
NAMES = {"Ana", "Ben"}
SYNTAX = {"draw", "bribe", "buy", "with", "curse", "JSON"}
"""The words of an action's text form (``bribe axe with axe wild``), and the format's name: a
notation, not English."""

def english_pieces(english: str) -> list[str]:
    """The pieces of an English sentence a translation must not keep: cut at punctuation,
    two words or more (a lone name or number may well stay)."""
    pieces = (p.strip() for p in re.split(r"[:;,.()\[\]«»“”\"]", english))
    return [p for p in pieces if len(re.findall(r"[A-Za-z]{2,}", p)) >= 2]


def assert_in_language(text: str, english: str, lang: str, allowed: set[str] = set()) -> None:
    assert text != english, f"{lang}: still the English: {text!r}"
    kept = [p for p in english_pieces(english) if p in text]
    assert not kept, f"{lang}: English left in {text!r}: {kept}"
    if lang.startswith("zh"):
        latin = set(re.findall(r"[A-Za-z][A-Za-z-]+", text)) - NAMES - allowed
        assert not latin, f"{lang}: Latin words {sorted(latin)} in {text!r}"


def widget(kind: str, scenario: dict[str, Any], lang: str) -> dict[str, Any]:
    return api.start("pdbmv", {"widget": kind, "scenario": scenario}, lang)


def refused(kind: str, scenario: dict[str, Any], act: dict[str, Any], lang: str) -> dict[str, Any]:
    answer = api.act("pdbmv", widget(kind, scenario, lang)["state"], act, lang)
    assert set(answer) == {"refused"}, f"{act} was not refused"
    return dict(answer["refused"])


SCORING = {"players": ["Ana", "Ben"], "favor": FAVOR, "deck": [], "turn": "Ana",
           "bribes": {"Ana": {"relic": ["relic"]}}, "hands": {"Ben": ["wild"]}}
REFILL = {"players": ["Ana", "Ben"], "favor": FAVOR, "deck": [], "turn": "Ana",
          "hands": {"Ana": ["axe"]},
          "actions": [{"player": "Ana", "do": "bribe", "treasure": "axe", "cards": ["axe"]}]}
FULL_BOX = {**REFILL, "deck": ["axe"] * 13}   # with Ana's axe: 14, as many as the box holds

WIDGET_REFUSALS = {
    "scoring: a card out of a bribe that has none": (
        "scoring", SCORING, {"act": "bribe", "player": "Ben", "card": "sword", "delta": "-1"},
        "no-bribe-card", None),
    "scoring: a card out of a hand that has none": (
        "scoring", SCORING, {"act": "hand", "player": "Ana", "card": "wild", "delta": "-1"},
        "no-hand-card", None),
    "refill: a card out of an empty deck": (
        "refill", REFILL, {"act": "remove"}, "deck-empty", None),
    "refill: one card more than the box holds (the engine's refusal)": (
        "refill", FULL_BOX, {"act": "add"}, "too-many-cards", None),
    "refill: a bribe of a type that is not a Treasure": (
        "refill", REFILL, {"act": "bribe-type", "treasure": "wild"}, "not-a-treasure",
        "bribe-one-type"),
}


SAID_AS_WAY_OUT = {"no-bribe-card", "no-hand-card"}
"""The scoring editor's refusals that say what to do ("press + under Hand first"): shown as
they are, a sentence (issue 22)."""


@pytest.mark.parametrize("case", WIDGET_REFUSALS)
@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_refused_widget_edit_reads_in_the_page_language(case: str, lang: str) -> None:
    kind, scenario, act, code, ruling = WIDGET_REFUSALS[case]
    english = refused(kind, scenario, act, "en")
    shown = refused(kind, scenario, act, lang)
    assert (shown["code"], shown["ruling"]) == (english["code"], english["ruling"]) == (code,
                                                                                      ruling)
    prefix = UI[lang]["edit_error"].split("{")[0]
    way_out = code in SAID_AS_WAY_OUT     # says what to do itself: no "try another change"
    assert shown["message"].startswith(prefix) is not way_out
    assert english["message"].startswith("Nothing changed. Try another change") is not way_out
    allowed = {"wild"} if "wild" in json.dumps(act) else set()
    assert_in_language(shown["message"], english["message"], lang, allowed)
    if ruling:
        assert english["link"] == "Read the ruling"
        assert_in_language(shown["link"], english["link"], lang)
    else:
        assert shown["link"] is None


def test_a_refused_widget_edit_names_cards_by_their_names() -> None:
    for lang in LANGS:
        shown = refused(*WIDGET_REFUSALS["scoring: a card out of a hand that has none"][:3], lang)
        assert card_name("wild", lang) in shown["message"] and "Ana" in shown["message"]


def two_player_session() -> dict[str, Any]:
    return sandbox.start({"players": ["Ana", "Ben"], "seed": 6,
                          "seats": ["human", "human"]})["session"]


def missing_bribe(session: dict[str, Any]) -> str:
    from livewidgets.pdbmv.sandbox import KIT
    state = KIT.replay(session).state
    missing = next(t for t in state.treasures if not state.hands[0][state.card_index(t)])
    return f"bribe {missing} with {missing}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_refused_sandbox_action_reads_in_the_page_language(lang: str) -> None:
    session = two_player_session()
    action = missing_bribe(session)
    english = sandbox.act(session, action, "en")["error"]
    shown = sandbox.act(session, action, lang)["error"]
    assert (shown["code"], shown["ruling"]) == (english["code"], english["ruling"]) == (
        "holds-too-few", "cards-in-hand")
    for key in ("message", "detail"):
        assert_in_language(shown[key], english[key], lang, {english["ruling"]})


@pytest.mark.parametrize("lang", TRANSLATED)
def test_other_sandbox_refusals_read_in_the_page_language(lang: str) -> None:
    session = two_player_session()
    cases = {
        "unreadable action": lambda lang: sandbox.act(session, "dance", lang),
        "broken JSON": lambda lang: sandbox.import_scenario('{\n  "players": [,\n}', lang),
        "impossible scenario": lambda lang: sandbox.import_scenario(json.dumps(
            {"players": ["Ana"], "favor": FAVOR, "deck": [], "turn": "Ana"}), lang),
        "damaged link": lambda lang: sandbox.restore("sandbox=AAAA", lang),
        "too many players": lambda lang: sandbox.start({"players": 7}, lang),
    }
    for name, call in cases.items():
        english, shown = call("en")["error"], call(lang)["error"]
        assert shown["code"] == english["code"], name
        # the field's path (a JSON key, "players"), the unreadable text and the words of the
        # action's text form it should have had (a notation, as a JSON key is) may stay
        allowed = {*re.findall(r"[A-Za-z]+", str(shown.get("where"))), "dance", *SYNTAX}
        assert_in_language(shown["message"], english["message"], lang, allowed)


@pytest.mark.parametrize("lang", LANGS)
def test_a_plus_the_box_cannot_give_says_what_to_take_out_first(lang: str) -> None:
    """Every Relic of the box (14) is in Ana's bribe: one more is refused as what to do
    (take one out first), not as the engine's count of what failed after "Nothing changed"."""
    full = {**SCORING, "bribes": {"Ana": {"relic": ["relic"] * 14}}}
    shown = refused("scoring", full, {"act": "bribe", "player": "Ben", "card": "relic",
                                      "delta": "1"}, lang)
    assert shown["code"] == "box-empty-of"
    assert not shown["message"].startswith(UI[lang]["edit_error"].split("{")[0])
    assert card_name("relic", lang) in shown["message"] and "14" in shown["message"]
    one_less = {**SCORING, "bribes": {"Ana": {"relic": ["relic"] * 13}}}
    answer = api.act("pdbmv", widget("scoring", one_less, lang)["state"],
                     {"act": "bribe", "player": "Ben", "card": "relic", "delta": "1"}, lang)
    assert "refused" not in answer


EDITOR_MINUS = {"bribe": {"act": "bribe", "player": "Ben", "card": "sword", "delta": "-1"},
                "wild": {"act": "bribe-wild", "player": "Ana", "card": "relic", "delta": "-1"},
                "hand": {"act": "hand", "player": "Ana", "card": "wild", "delta": "-1"},
                "no bribe for a Wild": {"act": "bribe-wild", "player": "Ben", "card": "sword",
                                        "delta": "1"}}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", EDITOR_MINUS)
def test_the_scoring_editor_says_its_way_out_once_with_one_colon(case: str, lang: str) -> None:
    """Issue 22: the editor's refusals already say what to do ("press its + first"); after the
    general "Nothing changed. Try another change:" they read "...: ...: ..." and said the way
    out twice. Pressed, or read beside the button that cannot apply, each is one sentence of
    two parts: one colon, a capital first, a full stop last."""
    shown = refused("scoring", SCORING, EDITOR_MINUS[case], lang)["message"]
    assert not shown.startswith(UI[lang]["edit_error"].split("{")[0].strip())
    assert shown.count(":") + shown.count("：") == 1, shown
    assert shown[0].isupper() or not shown[0].isascii(), shown
    assert shown.endswith(("." , "。")), shown
    html = widget("scoring", {**SCORING, "hands": {"Ana": [], "Ben": ["wild"]}}, lang)["html"]
    if case == "hand":   # the same words beside the − that cannot apply, before any press
        assert html.count(f">{escape(shown)}</span>") >= 1, shown


CONTROL = re.compile(r'<button (?P<attrs>[^>]*\bdata-act="[^"]*"[^>]*)>')
ARGUMENT = re.compile(r' data-(?:act|arg-([\w-]+))="([^"]*)"')


def page_examples(lang: str) -> list[tuple[str, dict[str, Any]]]:
    """Every live PDBMV example of the site's pages in ``lang``: (page:line, config)."""
    root = Path(__file__).resolve().parents[3] / "docs" / lang / "pdbmv"
    found = []
    for page in sorted(root.glob("*.md")):
        for line, _game, source in fence.fences(page.read_text(encoding="utf-8"), ("pdbmv",)):
            config = yaml.safe_load(source)
            if config.get("widget") in api.widget_spec("pdbmv").live:
                found.append((f"{page.name}:{line}", config))
    return found


@pytest.mark.parametrize("lang", WRITTEN)
def test_every_change_a_page_example_offers_is_accepted(lang: str) -> None:
    """Issue 22 (review 36, B4): game-end's second example offered "Take one King's Crown out
    of Ana's bribe", which answered "Nothing changed: a bribe needs at least one King's Crown
    card". Every button of every example's live view that is not marked as unable
    (``aria-disabled`` with its reason) is an edit the widget accepts; and the ones it marks
    carry the rule the edit would break, as a sentence of its own that says what to do (review
    37, B2: it read "Nothing changed. Try another change: a bribe needs ..."), the very rule
    a tap on it answers."""
    failed = UI[lang]["edit_error"].split("{")[0].strip()
    examples = page_examples(lang)
    assert len(examples) >= 14, examples
    disabled = 0
    for where, config in examples:
        view = api.start("pdbmv", config, lang)
        for control in CONTROL.finditer(view["html"]):
            attrs = control["attrs"]
            act = {name or "act": unescape(value) for name, value in ARGUMENT.findall(attrs)}
            answer = api.act("pdbmv", view["state"], act, lang)
            if "aria-disabled" in attrs:
                disabled += 1
                assert "refused" in answer, f"{where}: {act} is marked unable but applies"
                ident = re.search(r'aria-describedby="([^"]+)"', attrs)
                assert ident, f"{where}: {act} is unable without a reason"
                reason = re.search(rf'id="{ident[1]}" hidden>([^<]*)<', view["html"])
                assert reason, f"{where}: {act} has no reason"
                rule, message = unescape(reason[1]), answer["refused"]["message"]
                assert failed not in rule and rule[:1] == rule[:1].upper(), (where, rule)
                said = {rule, *(UI[lang]["edit_error"].format(error=error)
                                for error in (rule, rule[:1].lower() + rule[1:]))}
                assert message in said, (where, rule, message)
            else:
                assert "refused" not in answer, f"{where}: {act} offered but {answer['refused']}"
    assert disabled > 0
