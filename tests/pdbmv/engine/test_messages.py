"""The sentences that tell the events, in English, French, Traditional and Simplified Chinese.

One sample event per template variant (written out here), plus every event of the golden
playthroughs, must render in every language with every slot filled; the right variant must be
chosen; French and Chinese must not fall back on English words; counted words take the plural
form each language's rule asks for; and the defects a native read found stay fixed (one test
per class). That every msgid is translated is checked for every catalogue in tests/i18n.
"""

from __future__ import annotations

import json
import re

import pytest

from engine.i18n import Plural
from engine.pdbmv import TREASURES, Event, EventKind
from engine.pdbmv.messages import LANGS, TEMPLATES, card_name, counted, explain, render
from tests.pdbmv.testkit import GOLDEN_DIR

E = EventKind
SAMPLES: dict[str, Event] = {
    "bribe.new": Event(E.BRIBE, {"player": "Ana", "treasure": "axe", "cards": ["axe", "wild"],
                                 "new": True}),
    "bribe.add": Event(E.BRIBE, {"player": "Ana", "treasure": "axe", "cards": ["wild"],
                                 "new": False}),
    "move.bribe": Event(E.TOKEN_MOVED, {"treasure": "scroll", "cause": "bribe", "steps": 2,
                                        "from": 1, "to": 3, "capped": False}),
    "move.bribe.capped": Event(E.TOKEN_MOVED, {"treasure": "crown", "cause": "bribe",
                                               "steps": 3, "from": 3, "to": 5,
                                               "capped": True}),
    "move.bribe.stay": Event(E.TOKEN_MOVED, {"treasure": "relic", "cause": "bribe",
                                             "steps": 1, "from": 5, "to": 5, "capped": True}),
    "move.curse": Event(E.TOKEN_MOVED, {"treasure": "sword", "cause": "curse", "steps": 2,
                                        "from": 4, "to": 2, "capped": False}),
    "move.curse.capped": Event(E.TOKEN_MOVED, {"treasure": "feather", "cause": "curse",
                                               "steps": 3, "from": 1, "to": 0,
                                               "capped": True}),
    "move.curse.stay": Event(E.TOKEN_MOVED, {"treasure": "axe", "cause": "curse", "steps": 1,
                                             "from": 0, "to": 0, "capped": True}),
    "pushed": Event(E.TOKEN_PUSHED, {"treasure": "crown", "from": 3, "to": 2}),
    "refill": Event(E.REFILL_STARTED, {"treasure": "scroll"}),
    "dealt": Event(E.CARD_DEALT, {"stall": 3, "card": "feather"}),
    "stop.match": Event(E.REFILL_STOPPED, {"stall": 2, "card": "scroll", "reason": "match"}),
    "stop.wild": Event(E.REFILL_STOPPED, {"stall": 1, "card": "wild", "reason": "wild"}),
    "paid": Event(E.PAID, {"player": "Ben", "stall": 2, "cards": ["crown", "wild"]}),
    "taken": Event(E.CARDS_TAKEN, {"player": "Ben", "stall": 2, "cards": ["relic", "relic"]}),
    "taken.free": Event(E.CARDS_TAKEN, {"player": "Ben", "stall": 0, "cards": ["sword"]}),
    "curse": Event(E.CURSE, {"player": "Ben", "treasure": "crown", "steps": 2}),
    "drawn": Event(E.CARD_DRAWN, {"player": "Cy", "card": "wild"}),
    "end.refill_deck_out": Event(E.GAME_ENDED, {"reason": "refill_deck_out", "player": "Ana"}),
    "end.draw_deck_empty": Event(E.GAME_ENDED, {"reason": "draw_deck_empty", "player": "Cy"}),
    "joined": Event(E.JOINED_BRIBE, {"player": "Ana", "treasure": "axe", "count": 2}),
    "score.bribe": Event(E.SCORE_LINE, {"player": "Ana", "source": "bribe", "treasure": "axe",
                                        "count": 4, "value": 3, "points": 12}),
    "score.hand": Event(E.SCORE_LINE, {"player": "Ana", "source": "hand", "treasure": "relic",
                                       "count": 2, "value": 4, "points": -8}),
    "score.wild": Event(E.SCORE_LINE, {"player": "Ana", "source": "wild", "treasure": None,
                                       "count": 1, "value": 2, "points": -2}),
    "total": Event(E.SCORE_TOTAL, {"player": "Ana", "score": 7}),
    "tiebreak": Event(E.TIEBREAK, {"players": ["Ana", "Cy"], "space": 4, "treasure": "sword",
                                   "counts": {"Ana": 1, "Cy": 2}}),
    "ranking.one": Event(E.RANKING, {"ranking": [["Cy"], ["Ana"]], "winners": ["Cy"]}),
    "ranking.shared": Event(E.RANKING, {"ranking": [["Ana", "Cy"]], "winners": ["Ana", "Cy"]}),
}
SLOT = re.compile(r"\{[^{}]*\}")


def golden_events() -> list[Event]:
    return [Event.from_json(e) for path in sorted(GOLDEN_DIR.glob("*.json"))
            for e in json.loads(path.read_text(encoding="utf-8"))["expected"]["events"]]


def test_samples_cover_every_event_kind_and_every_template() -> None:
    assert {e.kind for e in SAMPLES.values()} == set(EventKind)
    for lang in LANGS:
        assert set(TEMPLATES[lang]) == set(SAMPLES), f"{lang} templates differ from the samples"


@pytest.mark.parametrize("lang", LANGS)
def test_every_variant_renders_its_own_template_with_every_slot_filled(lang: str) -> None:
    for key, event in SAMPLES.items():
        text = render(event, lang)
        assert not SLOT.search(text) and "{" not in text and "}" not in text, (key, text)
        # The fixed words of the template, in order: the right variant was chosen.
        phrase = TEMPLATES[lang][key]
        template = phrase.template(event.args) if isinstance(phrase, Plural) else phrase
        fixed = [part for part in SLOT.split(template) if part.strip()]
        pattern = ".*".join(re.escape(part) for part in fixed)
        assert re.search(pattern, text, re.DOTALL), f"{lang} {key}: {text!r}"


@pytest.mark.parametrize("lang", LANGS)
def test_golden_events_render_without_error(lang: str) -> None:
    events = golden_events()
    lines = explain(events, lang)
    assert len(lines) == len(events)
    assert all(not SLOT.search(line) for line in lines)


def test_counted_words_agree_with_their_number() -> None:
    one_step = Event(E.TOKEN_MOVED, {"treasure": "axe", "cause": "curse", "steps": 1,
                                     "from": 1, "to": 0, "capped": False})
    assert "left 1 space:" in render(one_step, "en")
    assert "de 1 case vers" in render(one_step, "fr")
    assert "right 2 spaces:" in render(SAMPLES["move.bribe"], "en")
    assert "2 cards from" in render(SAMPLES["joined"], "en")
    assert render(SAMPLES["score.hand"], "en").endswith("= −8.")
    assert render(SAMPLES["score.bribe"], "en").endswith("= +12.")


def test_spaces_are_counted_from_one_for_people() -> None:
    assert "space 2 → space 4" in render(SAMPLES["move.bribe"], "en")
    assert "case 2 → case 4" in render(SAMPLES["move.bribe"], "fr")


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="de"):
        render(SAMPLES["total"], "de")


def english_words() -> set[str]:
    """Words of the English templates and names that neither French template uses."""
    words = set()
    for key, event in SAMPLES.items():
        words |= set(re.findall(r"[A-Za-z]{3,}", SLOT.sub(" ", template("en", key, event))))
    for t in TREASURES:
        words |= set(re.findall(r"[A-Za-z]{3,}", card_name(t.id, "en")))
    french = set()
    for key, event in SAMPLES.items():
        french |= set(re.findall(r"[A-Za-z]{3,}", SLOT.sub(" ", template("fr", key, event))))
    for t in TREASURES:
        french |= set(re.findall(r"[A-Za-z]{3,}", card_name(t.id, "fr")))
    return words - french


def template(lang: str, key: str, event: Event) -> str:
    phrase = TEMPLATES[lang][key]
    return phrase.template(event.args) if isinstance(phrase, Plural) else phrase


def sample_game_lines(lang: str) -> list[str]:
    return explain([*golden_events(), *SAMPLES.values()], lang)


def test_french_output_has_no_english_words() -> None:
    english = english_words()
    assert {"The", "token", "moves", "Wild", "bribe", "stall"} <= english
    for line in sample_game_lines("fr"):
        leaked = set(re.findall(r"[A-Za-z]{3,}", line)) & english
        assert not leaked, f"English {leaked} in {line!r}"


@pytest.mark.parametrize("lang", ["zh", "zh-Hans"])
def test_chinese_output_has_no_latin_words(lang: str) -> None:
    """Player names (P1, Ana, Ben, Cy) are the only Latin text a Chinese sentence may hold."""
    names = {"Ana", "Ben", "Cy"}
    for line in sample_game_lines(lang):
        leaked = set(re.findall(r"[A-Za-z]{3,}", line)) - names
        assert not leaked, f"Latin {leaked} in {line!r}"


def test_simplified_output_has_no_traditional_characters() -> None:
    """(That the generated catalogue is the conversion of the Traditional one is checked by
    tests/site/test_hans.py.)"""
    from sitebuild.words.hans import to_simplified

    simplified = "".join(sample_game_lines("zh-Hans"))
    traditional = "".join(sample_game_lines("zh"))
    assert simplified != traditional
    assert to_simplified(simplified) == simplified, "Traditional characters in zh-Hans output"


# -- plural forms: gettext's rule of each language (en: n != 1; fr: n > 1; zh: one form) ------

@pytest.mark.parametrize("lang, expected", [
    ("en", ("0 cards", "1 card", "2 cards", "0 spaces", "1 space", "2 spaces")),
    ("fr", ("0 carte", "1 carte", "2 cartes", "0 case", "1 case", "2 cases")),
    ("zh", ("0 張牌", "1 張牌", "2 張牌", "0 格", "1 格", "2 格")),
    ("zh-Hans", ("0 张牌", "1 张牌", "2 张牌", "0 格", "1 格", "2 格")),
])
def test_counted_words_take_the_plural_form_of_their_language(
        lang: str, expected: tuple[str, ...]) -> None:
    got = tuple(counted(noun, n, lang) for noun in ("card", "space") for n in (0, 1, 2))
    assert got == expected


def joined(count: int) -> Event:
    return Event(E.JOINED_BRIBE, {"player": "Ana", "treasure": "axe", "count": count})


def total(score: int) -> Event:
    return Event(E.SCORE_TOTAL, {"player": "Ana", "score": score})


def test_french_verbs_and_nouns_agree_with_the_count() -> None:
    """"1 carte … rejoignent" was wrong: the verb agrees, and French counts 0 as singular."""
    assert render(joined(1), "fr") == ("Ana\u00a0: 1 carte de sa main rejoint son pot-de-vin "
                                       "Hache barbare.")
    assert "2 cartes de sa main rejoignent" in render(joined(2), "fr")
    assert render(total(13), "fr") == "Ana marque 13 points."
    assert render(total(1), "fr") == "Ana marque 1 point."
    assert render(total(0), "fr") == "Ana marque 0 point."
    assert render(total(-8), "fr") == "Ana marque -8 points."


def test_english_sentences_stay_as_the_command_line_prints_them() -> None:
    """The command line's output is a contract: English keeps its words, and its verbs agree."""
    assert render(joined(1), "en") == "1 card from Ana's hand joins the Barbarian's Axe bribe."
    assert render(joined(2), "en") == "2 cards from Ana's hand join the Barbarian's Axe bribe."
    assert render(total(13), "en") == "Ana scores 13."
    assert render(SAMPLES["tiebreak"], "en") == (
        "Tie-break between Ana, Cy at space 5 (Enchanted Sword): Ana 1, Cy 2.")
    assert render(SAMPLES["ranking.shared"], "en") == "Shared win: Ana, Cy."
    assert render(SAMPLES["bribe.new"], "en") == (
        "Ana starts their Barbarian's Axe bribe with 1 × Barbarian's Axe, 1 × Wild.")
    assert render(SAMPLES["refill"], "en") == (
        "Refill: cards are dealt from stall 3 onwards until the next Magic Scroll or Wild is "
        "placed.")


def test_english_puts_no_article_a_before_a_name_that_needs_an() -> None:
    """"starts a Enchanted Sword bribe", "until a Enchanted Sword": a name fills a slot, so no
    template may put "a" in front of one. Every Treasure in every slot, and a custom id."""
    for treasure in [*(t.id for t in TREASURES), "amulet"]:
        for key, event in SAMPLES.items():
            args = {name: treasure if name in ("treasure", "card") and value is not None
                    else value for name, value in event.args.items()}
            text = render(Event(event.kind, args), "en")
            assert not re.search(r"\b[Aa] [AEIOUaeiou]", text), (key, text)


# -- defects a native read found, one test per class ------------------------------------------

def all_lines(lang: str) -> list[str]:
    extra = [joined(1), joined(3), total(1), total(13),
             Event(E.RANKING, {"ranking": [["Ana", "Ben", "Cy"]],
                               "winners": ["Ana", "Ben", "Cy"]})]
    return [*sample_game_lines(lang), *explain(extra, lang)]


def test_french_uses_the_pages_terms() -> None:
    """réapprovisionnement (not réassort), Étal with its capital, carte correspondante."""
    text = "\n".join(all_lines("fr"))
    assert "Réapprovisionnement" in text and "le réapprovisionnement s’arrête" in text
    assert not re.search(r"r[ée]assort", text, re.IGNORECASE)
    assert "l’Étal 3" in text and not re.search(r"\bétals?\b", text)
    assert "carte correspondante" in text and "assortie" not in text


def test_french_names_a_cursed_treasure_with_an_article() -> None:
    line = render(SAMPLES["curse"], "fr")
    assert line.startswith("Ben maudit le Trésor Couronne du roi") and counted("space", 2, "fr") in line
    assert not any(re.search(r"maudit [A-ZÉ]", line) for line in all_lines("fr"))


@pytest.mark.parametrize("lang, two, three", [
    ("fr", "Ana et Cy", "Ana, Ben et Cy"),
    ("zh", "Ana 和 Cy", "Ana、Ben 和 Cy"),
    ("zh-Hans", "Ana 和 Cy", "Ana、Ben 和 Cy"),
])
def test_lists_of_names_end_with_and(lang: str, two: str, three: str) -> None:
    assert two in render(SAMPLES["tiebreak"], lang)
    assert two in render(SAMPLES["ranking.shared"], lang)
    assert three in all_lines(lang)[-1]


def test_chinese_bribe_wording_and_spacing() -> None:
    """新開一疊…賄賂 (a new pile of bribe), and no stray space between two Chinese words
    ("萬用牌 加進")."""
    assert render(SAMPLES["bribe.new"], "zh") == "Ana 以 1 × 蠻族斧頭、1 × 萬用牌新開一疊蠻族斧頭賄賂。"
    assert "開始一筆" not in "".join(all_lines("zh"))
    for lang in ("zh", "zh-Hans"):
        for line in all_lines(lang):
            assert not re.search(r"[\u4e00-\u9fff] [\u4e00-\u9fff]", line), line
