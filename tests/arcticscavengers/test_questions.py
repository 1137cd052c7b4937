"""Each answer of the "Questions at the table" page that the calculator can decide, asked of
the calculator the way the page asks it (one test per question, named after its heading id on
``questions.md``), and each of those headings present in every language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.errors import RulesError
from tests.langkit import WRITTEN

ROOT = Path(__file__).resolve().parents[2]


def ask(calc: str, **inputs: Any) -> dict[str, Any]:
    return registry.calculator("arcticscavengers").run({"calc": calc, **inputs})


def hand(cards: list[str], tools: list[str] | None = None) -> dict[str, list[str]]:
    return {"cards": cards, "tools": tools or []}


def test_refugee_spear() -> None:
    # A spear adds nothing in a refugee's hands: it stays idle.
    side = ask("skirmish", players=[hand(["refugee"], ["spear"]), hand([])])["players"][0]
    assert (side["fight"], side["tools_idle"]) == (0, ["spear"])


def test_two_tools() -> None:
    # One brawler, two tools: only the better one counts, the other stays idle.
    side = ask("skirmish", players=[hand(["brawler"], ["spear", "rifle"]), hand([])])
    assert side["players"][0]["tools_used"] == ["rifle"]
    assert side["players"][0]["tools_idle"] == ["spear"]


def test_initiator_round_3() -> None:
    assert ask("skirmish", players=[hand([])] * 4, round=3)["initiator"] == 0
    assert ask("skirmish", players=[hand([])] * 4, round=4)["initiator"] == 1


def test_skirmish_tie() -> None:
    # Equal fights, no rogue: the most people wins; equal people too: a deadlock, and the
    # resource goes into the junkyard, which is shuffled.
    more = ask("skirmish", players=[hand(["brawler"]), hand(["brawler", "refugee"]),
                                    hand([])])
    assert (more["winner"], more["why"]) == (1, "headcount")
    even = ask("skirmish", players=[hand(["brawler"]), hand(["brawler"]), hand([])])
    assert (even["winner"], even["contested"], even["junkyard_shuffled"]) == (None, "junkyard",
                                                                             True)


def test_two_player_lead_one() -> None:
    found = ask("skirmish", players=[hand(["brawler"], ["spear"]), hand(["brawler"])])
    assert (found["winner"], found["why"]) == (None, "short-margin")


def test_rogue_not_tied() -> None:
    found = ask("skirmish", players=[hand(["brawler"]), hand(["brawler"]), hand(["rogue"])])
    assert (found["winner"], found["why"]) == (2, "rogue")


def test_two_rogues() -> None:
    # Seats 0 and 1 tie at 2; seats 2 and 3 each bring a rogue. In round 3 seat 0 starts,
    # so seat 2's rogue comes first; in round 6 seat 3 is the initiator and his rogue does.
    players = [hand(["brawler"]), hand(["brawler"]), hand(["rogue"]), hand(["rogue"])]
    assert ask("skirmish", round=3, players=players)["winner"] == 2
    found = ask("skirmish", round=6, players=players)
    assert (found["winner"], found["why"]) == (3, "rogue")


def test_provocateur_tools() -> None:
    # Four people and a rifle: the provocateur fights with 4, the rifle left out.
    side = ask("skirmish", players=[hand(["provocateur", "refugee", "refugee", "refugee"],
                                         ["rifle"]), hand([])])["players"][0]
    assert (side["fight"], side["provocateur"]) == (4, True)


def test_workers_same_round() -> None:
    with pytest.raises(RulesError) as caught:
        ask("building", build_time=4, placed=5,
            work=[{"round": 5, "members": 1, "toolkits": 0}])
    assert caught.value.where == "work[0].round"


def test_toolkit_builds() -> None:
    found = ask("building", build_time=9, placed=5,
                work=[{"round": 6, "members": 1, "toolkits": 1}])
    assert found["rounds"][1]["worked"] == 3


def test_building_works() -> None:
    # Finished in the round its last card comes off.
    found = ask("building", build_time=4, placed=5,
                work=[{"round": 6, "members": 1, "toolkits": 1}])
    assert found["finished"] == 6 and found["rounds"][-1]["left"] == 0


def test_pharmers_tie() -> None:
    found = ask("gang", gang="pharmers",
                players=[{"meds": 4, "medics": 1}, {"meds": 4, "medics": 2},
                         {"meds": 3, "medics": 5}])
    assert (found["winner"], found["why"]) == (1, "tie-break")


def test_gang_tie() -> None:
    found = ask("gang", gang="pharmers",
                players=[{"meds": 4, "medics": 1}, {"meds": 4, "medics": 1}])
    assert (found["winner"], found["people"]) == (None, 0)


def test_gang_worth() -> None:
    found = ask("gang", gang="masons",
                players=[{"buildings": 2, "engineers": 0}, {"buildings": 1, "engineers": 3}])
    assert (found["winner"], found["people"]) == (0, 5)


QUESTIONS = [name.removeprefix("test_").replace("_", "-") for name in dir()
             if name.startswith("test_")]


@pytest.mark.parametrize("lang", WRITTEN)
def test_every_decided_question_is_on_the_page(lang: str) -> None:
    text = (ROOT / "docs" / lang / "arcticscavengers" / "questions.md").read_text("utf-8")
    missing = [q for q in QUESTIONS if f"{{ #{q} }}" not in text]
    assert not missing, f"{lang}/questions.md lacks {missing}"
