"""The sentences that tell the events, in English, French, Traditional and Simplified Chinese.

One sample event per template variant (written out here), plus every event of the golden
playthroughs, must render in every language with every slot filled; the right variant must be
chosen; French and Chinese must not fall back on English words; the generated Simplified
catalogue must match what OpenCC makes of the Traditional one today.
"""

from __future__ import annotations

import json
import re

import pytest

from engine.pdbmv import TREASURES, Event, EventKind
from engine.pdbmv.messages import LANGS, TEMPLATES, explain, render
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
        fixed = [part for part in SLOT.split(TEMPLATES[lang][key]) if part.strip()]
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
    for text in TEMPLATES["en"].values():
        words |= set(re.findall(r"[A-Za-z]{3,}", SLOT.sub(" ", text)))
    for t in TREASURES:
        words |= set(re.findall(r"[A-Za-z]{3,}", t.en))
    french = set()
    for text in TEMPLATES["fr"].values():
        french |= set(re.findall(r"[A-Za-z]{3,}", SLOT.sub(" ", text)))
    for t in TREASURES:
        french |= set(re.findall(r"[A-Za-z]{3,}", t.fr))
    return words - french


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
    """(That the generated catalogue is current is checked by tests/site/test_hans.py.)"""
    from sitebuild.hans import to_simplified

    simplified = "".join(sample_game_lines("zh-Hans"))
    traditional = "".join(sample_game_lines("zh"))
    assert simplified != traditional
    assert to_simplified(simplified) == simplified, "Traditional characters in zh-Hans output"
