"""One test per ruling of :mod:`engine.arcticscavengers.rulings`, named by its id.

The seven rulings where the page's French translation changed the English original are tested
twice where the calculator is concerned: on the calculator, and on every language's rulings
page, whose section must give both readings (a link to each revision in the page's history).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.arcticscavengers.cards import PEOPLE, STARTING_DECK, TOOLS
from engine.arcticscavengers.rulings import HISTORY, READINGS, Ruling
from engine.arcticscavengers.skirmish import initiator, turn_order
from engine.errors import RulesError
from tests.langkit import WRITTEN

ROOT = Path(__file__).resolve().parents[2]
BRAWLER = {"cards": ["brawler"]}
NOBODY: dict[str, Any] = {"cards": []}


def run(*hands: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return registry.calculator("arcticscavengers").run({"calc": "skirmish", "players": list(hands),
                                                   **extra})


def refused(*hands: dict[str, Any], **extra: Any) -> RulesError:
    with pytest.raises(RulesError) as caught:
        run(*hands, **extra)
    return caught.value


def both_readings(ruling: str) -> None:
    """Every language's section of ``ruling`` links to the English and the French revisions
    (the history section of the index page names them)."""
    for lang in WRITTEN:
        text = (ROOT / "docs" / lang / "arcticscavengers" / "rulings.md").read_text("utf-8")
        section = re.search(rf"\{{ #{ruling} \}}\n(.*?)(?=\n## |\Z)", text, re.S)
        assert section, f"{lang}: no section {ruling}"
        assert "index.md#original" in section[1] and "index.md#translation" in section[1], (
            f"{lang}/{ruling}: both readings are not linked")


def test_two_to_five() -> None:
    assert run(BRAWLER, NOBODY)["winner"] == 0
    assert run(*[NOBODY] * 5)["outcome"] == "deadlock"
    for n in (1, 6):
        assert refused(*[NOBODY] * n).ruling == Ruling.TWO_TO_FIVE


def test_skirmish_from_round_3() -> None:
    assert run(BRAWLER, NOBODY, round=3)["round"] == 3
    for r in (1, 2):
        err = refused(BRAWLER, NOBODY, round=r)
        assert err.where == "round" and err.ruling == Ruling.SKIRMISH_FROM_ROUND_3


def test_fourteen_contested() -> None:
    """Rounds 3 to 16: fourteen skirmishes for fourteen contested resources."""
    assert run(BRAWLER, NOBODY, round=16)["round"] == 16
    assert refused(BRAWLER, NOBODY, round=17).ruling == Ruling.FOURTEEN_CONTESTED
    assert Ruling.FOURTEEN_CONTESTED.value in READINGS


def test_initiator_stays() -> None:
    """Four players: seat 0 in rounds 1, 2, 3; seat 1 in round 4, seat 3 in 6, back to 0 in 7."""
    assert [initiator(r, 4) for r in range(1, 8)] == [0, 0, 0, 1, 2, 3, 0]
    assert turn_order(5, 4) == [2, 3, 0, 1]
    assert run(NOBODY, NOBODY, NOBODY, round=4)["order"] == [1, 2, 0]
    assert Ruling.INITIATOR_STAYS.value in HISTORY
    both_readings(Ruling.INITIATOR_STAYS)


def test_fight_is_the_sum() -> None:
    """Brawler 2 + brawler 2 + refugee 0 + scavenger 0 = 4."""
    answer = run({"cards": ["brawler", "brawler", "refugee", "scavenger"]}, NOBODY, NOBODY)
    assert answer["players"][0]["fight"] == 4 == 2 * PEOPLE["brawler"].fight
    assert PEOPLE["refugee"].fight == 0
    assert STARTING_DECK == {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1,
                             "shovel": 1}


def test_one_tool_each() -> None:
    """One brawler, two spears: one spear is idle (2 + 1 = 3). A spear alone, or on a refugee,
    adds nothing: a tool grants no ability."""
    one = run({"cards": ["brawler"], "tools": ["spear", "spear"]}, NOBODY, NOBODY)["players"][0]
    assert (one["fight"], one["tools_idle"]) == (3, ["spear"])
    alone = run({"cards": ["refugee"], "tools": ["rifle"]}, NOBODY, NOBODY)["players"][0]
    assert (alone["fight"], alone["tools_used"]) == (0, [])
    assert refused({"cards": ["spear"]}, NOBODY).ruling == Ruling.ONE_TOOL_EACH


def test_rifle_adds_two() -> None:
    assert TOOLS["rifle"].bonus == 2
    assert run({"cards": ["brawler"], "tools": ["rifle"]}, NOBODY, NOBODY)["players"][0][
        "fight"] == PEOPLE["brawler"].fight + 2


def test_guard_like_brawler() -> None:
    assert PEOPLE["guard"] == PEOPLE["brawler"].__class__(
        fight=PEOPLE["brawler"].fight, people=1, module="recon")
    answer = run({"cards": ["guard"]}, BRAWLER, NOBODY)
    assert answer["players"][0]["fight"] == answer["players"][1]["fight"]
    assert Ruling.GUARD_LIKE_BRAWLER.value in READINGS


def test_guard_cancel() -> None:
    """In a skirmish the guard cancels nothing: he fights, and stays until the round ends."""
    answer = run({"cards": ["guard"]}, NOBODY)
    assert answer["players"][0]["fight"] == PEOPLE["guard"].fight
    assert answer["cards_discarded"] == "end-of-round"
    both_readings(Ruling.GUARD_CANCEL)


def test_highest_fight_wins() -> None:
    answer = run(BRAWLER, NOBODY, {"cards": ["brawler"], "tools": ["spear"]})
    assert (answer["winner"], answer["why"], answer["top"]) == (2, "highest", 3)


def test_headcount_breaks_ties() -> None:
    """2 against 2; seat 1 brings two refugees, who do not fight but count."""
    answer = run(BRAWLER, {"cards": ["brawler", "refugee", "refugee"]}, NOBODY)
    assert (answer["tied"], answer["winner"], answer["why"]) == ([0, 1], 1, "headcount")


def test_deadlock_to_junkyard() -> None:
    answer = run(BRAWLER, BRAWLER, NOBODY)
    assert (answer["winner"], answer["outcome"], answer["contested"]) == (None, "deadlock",
                                                                          "junkyard")


def test_junkyard_shuffled() -> None:
    assert run(BRAWLER, BRAWLER, NOBODY)["junkyard_shuffled"] is True
    assert run(BRAWLER, NOBODY, NOBODY)["junkyard_shuffled"] is False
    both_readings(Ruling.JUNKYARD_SHUFFLED)


def test_two_player_win_by_two() -> None:
    """3 against 2 is a deadlock at two, even with a rogue (1 + spear 1) on the low side;
    3 against 1 wins, and so does 3 against 0."""
    spear = {"cards": ["brawler"], "tools": ["spear"]}
    assert run(spear, BRAWLER)["why"] == "short-margin"
    assert run(spear, {"cards": ["rogue"], "tools": ["spear"]}, round=4)["why"] == "short-margin"
    assert run(spear, {"cards": ["rogue"]})["winner"] == 0
    answer = run(spear, NOBODY)
    assert (answer["winner"], answer["why"]) == (0, "margin")


def test_two_player_no_headcount() -> None:
    """2 against 2 with three refugees more on seat 1: a deadlock at two players, a win at
    three."""
    crowd = {"cards": ["brawler", "refugee", "refugee", "refugee"]}
    assert run(BRAWLER, crowd)["outcome"] == "deadlock"
    assert run(BRAWLER, crowd, NOBODY)["winner"] == 1


def test_rogue_takes_ties() -> None:
    """Seats 0 and 1 tie at 2; seat 2's rogue (fight 1) is not in the tie and still takes it,
    before the headcount. Two rogues: the first in turn order (round 4: seat 1 first)."""
    answer = run(BRAWLER, {"cards": ["brawler", "refugee"]}, {"cards": ["rogue"]})
    assert (answer["winner"], answer["why"]) == (2, "rogue")
    answer = run({"cards": ["rogue", "brawler"]}, BRAWLER, {"cards": ["rogue", "refugee"]},
                 round=4)
    assert answer["top"] == 3 and answer["winner"] == 0
    answer = run({"cards": ["rogue", "refugee"]}, {"cards": ["rogue"]}, BRAWLER,
                 {"cards": ["guard"]}, round=4)
    assert (answer["order"][0], answer["winner"], answer["why"]) == (1, 1, "rogue")


def test_rogue_needs_equal_fights() -> None:
    """Two players: 1 against 1 with a rogue on seat 1 goes to the rogue; 2 against 1 is a
    win by 1 only, a deadlock, rogue or not."""
    assert run({"cards": ["rogue"]}, {"cards": ["rogue"]}, round=4)["winner"] == 1
    assert run({"cards": ["rogue", "refugee"]}, {"cards": ["rogue"]})["winner"] == 0
    assert run(BRAWLER, {"cards": ["rogue"]})["outcome"] == "deadlock"
    assert Ruling.ROGUE_NEEDS_EQUAL_FIGHTS.value in READINGS


def test_provocateur_counts_heads() -> None:
    """A provocateur, two refugees and a brawler with a rifle: natural 2 + 2 = 4; headcount 4
    (tools do not count): 4 either way. With a third refugee the headcount, 5, is used."""
    hand = {"cards": ["provocateur", "refugee", "refugee", "brawler"], "tools": ["rifle"]}
    one = run(hand, NOBODY, NOBODY)["players"][0]
    assert (one["natural"], one["people"], one["fight"]) == (4, 4, 4)
    more = run({**hand, "cards": [*hand["cards"], "refugee"]}, NOBODY, NOBODY)["players"][0]
    assert (more["natural"], more["people"], more["fight"], more["provocateur"]) == (
        4, 5, 5, True)


def test_provocateur_when_better() -> None:
    """Two brawlers and a provocateur: natural 4, headcount 3: the calculator keeps 4."""
    one = run({"cards": ["provocateur", "brawler", "brawler"]}, NOBODY, NOBODY)["players"][0]
    assert (one["fight"], one["provocateur"]) == (4, False)
    assert Ruling.PROVOCATEUR_WHEN_BETTER.value in READINGS


def test_skirmish_cards_stay() -> None:
    assert run(BRAWLER, NOBODY)["cards_discarded"] == "end-of-round"
    both_readings(Ruling.SKIRMISH_CARDS_STAY)


def test_special_actions() -> None:
    both_readings(Ruling.SPECIAL_ACTIONS)


def test_medics_save() -> None:
    both_readings(Ruling.MEDICS_SAVE)


def gang(name: str, *players: dict[str, int], **extra: Any) -> dict[str, Any]:
    return registry.calculator("arcticscavengers").run(
        {"calc": "gang", "gang": name, "players": list(players), **extra})


def test_pharmers_tie_break() -> None:
    # Equal medicine value: the most Medics takes the Pharmers (the English original), even
    # though the other player holds more medicine cards in all (the French reading's count is
    # not an input: the calculator follows the original).
    found = gang("pharmers", {"meds": 4, "medics": 0}, {"meds": 4, "medics": 2})
    assert (found["winner"], found["why"], found["tie_break"]) == (1, "tie-break", "medics")
    assert gang("pharmers", {"meds": 5, "medics": 0}, {"meds": 4, "medics": 3})["winner"] == 0
    assert Ruling.PHARMERS_TIE_BREAK.value in HISTORY
    both_readings(Ruling.PHARMERS_TIE_BREAK)


def test_gang_still_tied() -> None:
    found = gang("masons", {"buildings": 2, "engineers": 1}, {"buildings": 2, "engineers": 1},
                 {"buildings": 1, "engineers": 4})
    assert (found["winner"], found["why"], found["people"]) == (None, "still-tied", 0)
    assert found["tied"] == [0, 1]
    assert Ruling.GANG_STILL_TIED.value in READINGS


def test_gang_five_people() -> None:
    found = gang("gearheads", {"tool_icons": 3, "contested_tools": 0},
                 {"tool_icons": 6, "contested_tools": 0})
    assert (found["winner"], found["why"], found["people"]) == (1, "most", 5)
    tied = gang("gearheads", {"tool_icons": 3, "contested_tools": 1},
                {"tool_icons": 3, "contested_tools": 0})
    assert (tied["winner"], tied["why"]) == (0, "tie-break")


def test_more_players_is_an_option() -> None:
    # The box's 5 is the default; a table may allow more, up to the calculator's bound of 8.
    six = [NOBODY] * 5 + [BRAWLER]
    assert refused(*six).where == "players"
    assert run(*six, most_players=6)["winner"] == 5
    for bad in (1, 9, "6", True):
        err = refused(BRAWLER, NOBODY, most_players=bad)
        assert err.where == "most_players" and err.ruling == Ruling.TWO_TO_FIVE


@pytest.mark.parametrize("bad", [
    ({"gang": "builders", "players": []}, "gang"),
    ({"gang": "masons", "players": [{"buildings": 1, "engineers": 0}]}, "players"),
    ({"gang": "masons", "players": [{"buildings": 1}, {"buildings": 1}]}, "players[0]"),
    ({"gang": "masons", "players": [{"buildings": 1, "engineers": 0},
                                    {"buildings": 100, "engineers": 0}]}, "players[1].buildings"),
    ({"gang": "pharmers"}, "players"),
])
def test_gang_refuses_bad_input_naming_the_field(bad: tuple[dict[str, Any], str]) -> None:
    inputs, where = bad
    with pytest.raises(RulesError) as caught:
        registry.calculator("arcticscavengers").run({"calc": "gang", **inputs})
    assert caught.value.where == where


def build(time: int, placed: int, *work: tuple[int, int, int]) -> dict[str, Any]:
    return registry.calculator("arcticscavengers").run(
        {"calc": "building", "build_time": time, "placed": placed,
         "work": [{"round": r, "members": m, "toolkits": k} for r, m, k in work]})


def test_build_from_next_round() -> None:
    # The HQ page's example: build time 4, placed in round 5, one scavenger with a toolkit in
    # round 6 finishes it that round, three rounds before it would finish alone.
    found = build(4, 5, (6, 1, 1))
    assert (found["finished"], found["without_workers"]) == (6, 9)
    assert found["rounds"][-1] == {"round": 6, "start": 1, "worked": 3, "left": 0}
    # Nobody works in the round the building is placed.
    with pytest.raises(RulesError) as caught:
        build(4, 5, (5, 2, 0))
    assert (caught.value.where, caught.value.ruling) == ("work[0].round",
                                                         Ruling.BUILD_FROM_NEXT_ROUND)


def test_toolkit_two_more() -> None:
    plain, kit = build(8, 3, (4, 2, 0)), build(8, 3, (4, 2, 1))
    assert plain["rounds"][1]["worked"] == 2 and kit["rounds"][1]["worked"] == 4
    # A toolkit needs a wielder: never more toolkits than workers (one tool a person).
    with pytest.raises(RulesError) as caught:
        build(8, 3, (4, 1, 2))
    assert (caught.value.where, caught.value.ruling) == ("work[0].toolkits",
                                                         Ruling.ONE_TOOL_EACH)


def test_one_card_each_round() -> None:
    found = build(3, 4)
    assert [row["left"] for row in found["rounds"]] == [3, 2, 1, 0]
    assert found["finished"] == 7 == found["without_workers"]
    # Too long to finish alone before the game ends (round 16): no finishing round.
    late = build(5, 14)
    assert late["finished"] is None and late["without_workers"] is None
    assert late["rounds"][-1] == {"round": 16, "start": 1, "worked": 0, "left": 3}
    assert Ruling.ONE_CARD_EACH_ROUND.value in READINGS


@pytest.mark.parametrize("bad", [
    ({"build_time": 0, "placed": 5}, "build_time"),
    ({"build_time": 21, "placed": 5}, "build_time"),
    ({"build_time": 4, "placed": 16}, "placed"),
    ({"build_time": 4, "placed": 5, "work": [{"round": 6, "members": 1}]}, "work[0]"),
    ({"build_time": 4, "placed": 5, "work": [{"round": 6, "members": 1, "toolkits": 0},
                                             {"round": 6, "members": 1, "toolkits": 0}]},
     "work[1].round"),
    ({"build_time": 4, "placed": 5, "work": [{"round": 17, "members": 1, "toolkits": 0}]},
     "work[0].round"),
    ({"build_time": 4, "placed": 5, "work": [{"round": 6, "members": 13, "toolkits": 0}]},
     "work[0].members"),
    ({"placed": 5}, "build_time"),
])
def test_building_refuses_bad_input_naming_the_field(bad: tuple[dict[str, Any], str]) -> None:
    inputs, where = bad
    with pytest.raises(RulesError) as caught:
        registry.calculator("arcticscavengers").run({"calc": "building", **inputs})
    assert caught.value.where == where
