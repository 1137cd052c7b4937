"""Events and refusals told in every language of the site through the ``pook`` catalogue."""

from __future__ import annotations

import re

import pytest

from engine.i18n import LANGS
from engine.pook import Event, EventKind, IllegalAction, Play, RulesError, new_game
from engine.pook.bots import RandomBot
from engine.pook.messages import TEMPLATES, _key, card_name, explain, render
from tests.pook.testkit import position

SLOT = re.compile(r"\{[a-z_]+\}")


def sample_events() -> list[Event]:
    """One event of every kind (and every case of each), from real play and by hand."""
    events: list[Event] = []
    for seed in range(60):
        game = new_game(2 + seed % 3, seed)
        bots = {p: RandomBot(seed + i) for i, p in enumerate(game.players)}
        while (player := game.current_player) is not None:
            events += game.apply(bots[player].choose(game))
    events += [Event(EventKind.TURN_SKIPPED, {"player": "Ana"}),
               Event(EventKind.CARD_DRAWN, {"player": "Ana", "card": None}),
               Event(EventKind.WON, {"winners": ["Ana", "Ben"], "points": 4, "how": "shared"})]
    return events


EVENTS = sample_events()


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_is_one_finished_sentence(lang: str) -> None:
    lines = explain(EVENTS, lang)
    assert len(lines) == len(EVENTS)
    for number, line in enumerate(lines, 1):
        assert line.startswith(f"{number}. ") and not SLOT.search(line), line


def test_the_sample_tells_every_case_of_every_event() -> None:
    assert {_key(e) for e in EVENTS} == set(TEMPLATES["en"])


def test_sentences_read_as_written_by_hand() -> None:
    played = Event(EventKind.CARD_PLAYED, {"player": "Ana", "card": "orc:2", "side": "warrior",
                                           "at": [0, 1], "coins": 1})
    # A reader finds a cell by the row and column numbers heading the picture (issue 21);
    # the command line's explain keeps the JSON's [0, 1].
    assert render(played, "en") == ("Ana plays Orc 2 warrior side up at row 0, column 1, where "
                                    "its row and column hold 1 coin.")
    assert render(played, "fr") == ("Ana pose Orque 2 côté guerrier en ligne 0, colonne 1, où sa "
                                    "ligne et sa colonne comptent 1 pièce.")
    assert render(played, "zh") == "Ana 將獸人 2 以戰士面朝上放在第 0 橫列第 1 直行，該格所在的" \
                                   "橫列與直行共有 1 張錢幣面的牌。"
    assert explain([played], "en") == ["1. Ana plays Orc 2 warrior side up at [0, 1], where its "
                                       "row and column hold 1 coin."]
    assert render(played, "zh-Hans").startswith("Ana 将兽人 2")
    scored = Event(EventKind.FACTION_SCORED, {"faction": "knight", "levels": [3, 1],
                                              "points": 4})
    assert render(scored, "en") == "Knight: 3 + 1 = 4 points."
    assert render(scored, "fr") == "Chevalier\u00a0: 3 + 1 = 4 points."


def test_card_names() -> None:
    assert [card_name(c, "en") for c in ("knight:1", "mage:3", "piggy")] == \
        ["Knight 1", "Mage 3", "Piggy"]
    assert [card_name(c, "fr") for c in ("orc:2", "viking:1")] == ["Orque 2", "Viking 1"]
    assert [card_name(c, "zh") for c in ("knight:1", "mage:3", "orc:2", "viking:1", "piggy")] \
        == ["騎士 1", "法師 3", "獸人 2", "維京人 1", "小豬"]
    assert card_name("troll:9", "fr") == "troll:9"


def refusal() -> RulesError:
    game = position("0,0 piggy", hands={"Ana": ["knight:3"], "Ben": ["orc:1"]})
    with pytest.raises(IllegalAction) as caught:
        game.apply(Play("knight:3", "warrior", (0, 1)))
    return caught.value


def test_a_refusal_names_cards_in_the_readers_language() -> None:
    error = refusal()
    assert str(error) == ("knight:3 needs coins in its row and column, at least 3; [0, 1] has "
                          "1 [ruling warrior-cost]")
    assert error.reason("en").startswith("Knight 3 needs coins")
    assert "Chevalier 3" in error.reason("fr") and "騎士 3" in error.reason("zh")
    assert "warrior-cost" not in error.text("zh-Hans")  # the page links it by its title
