"""Skirmishes worked out by hand, then every small hand and every small table against an
independent count made here (every way to hand out the tools; a plain reading of the page's
steps)."""

from __future__ import annotations

from itertools import combinations_with_replacement, permutations, product
from typing import Any

from engine import registry
from engine.arcticscavengers.cards import PEOPLE, TOOLS
from engine.arcticscavengers.skirmish import Hand, force


def run(*hands: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return registry.calculator("arcticscavengers").run({"calc": "skirmish", "players": list(hands),
                                                   **extra})


def test_values_worked_out_by_hand() -> None:
    """Three players, round 3 (seat 0 is the initiator).

    - Seat 0: brawler 2 + spear 1 = 3 (the shovel is idle: one tool a person); 2 people.
    - Seat 1: brawler 2, scavenger 0, refugee 0 = 2; 3 people.
    - Seat 2: a provocateur with 3 refugees: natural 0, but 4 people, so fight 4.
    Seat 2 wins with 4, the highest.
    """
    answer = run({"cards": ["brawler", "refugee"], "tools": ["spear", "shovel"]},
                 {"cards": ["brawler", "scavenger", "refugee"]},
                 {"cards": ["provocateur", "refugee", "refugee", "refugee"]})
    assert [p["fight"] for p in answer["players"]] == [3, 2, 4]
    assert [p["people"] for p in answer["players"]] == [2, 3, 4]
    assert answer["players"][0]["tools_idle"] == ["shovel"]
    assert (answer["winner"], answer["why"], answer["contested"]) == (2, "highest", "winner")


def test_a_tie_goes_to_the_headcount_then_to_the_junkyard() -> None:
    """Seat 0: brawler + rifle = 2 + 2 = 4, 1 person. Seat 1: two brawlers = 4, 3 people with a
    refugee. Seat 2: brawler 2. Tied at 4, seat 1 has more people: it wins. Give seat 0 two
    refugees (3 people too): still tied, a deadlock, the card to the junkyard."""
    answer = run({"cards": ["brawler"], "tools": ["rifle"]},
                 {"cards": ["brawler", "brawler", "refugee"]}, {"cards": ["brawler"]})
    assert (answer["tied"], answer["winner"], answer["why"]) == ([0, 1], 1, "headcount")
    answer = run({"cards": ["brawler", "refugee", "refugee"], "tools": ["rifle"]},
                 {"cards": ["brawler", "brawler", "refugee"]}, {"cards": ["brawler"]})
    assert (answer["winner"], answer["outcome"], answer["contested"]) == (None, "deadlock",
                                                                          "junkyard")


def best_by_assignment(hand: Hand) -> int:
    """The highest fight over every way of giving each tool to a different person (or to
    nobody), a tool counting only for a person who fights already."""
    people = list(hand.cards)
    slots = people + [None] * len(hand.tools)
    best = 0
    for chosen in permutations(range(len(slots)), len(hand.tools)):
        total = sum(PEOPLE[p].fight for p in people)
        for tool, slot in zip(hand.tools, chosen):
            holder = slots[slot]
            if holder is not None and PEOPLE[holder].fight > 0:
                total += TOOLS[tool].bonus
        best = max(best, total)
    return best


def test_every_small_hand_against_every_tool_assignment() -> None:
    """Every multiset of up to 3 person cards with up to 2 tools: the calculator's fight
    (best tools to the fighters) is the best of all assignments, and its headcount counts
    one person a card."""
    checked = 0
    for n in range(4):
        for cards in combinations_with_replacement(PEOPLE, n):
            for t in range(3):
                for tools in combinations_with_replacement(TOOLS, t):
                    hand = Hand(cards=cards, tools=tools)
                    got = force(hand)
                    assert got.natural == best_by_assignment(hand), hand
                    assert got.people == len(cards)
                    assert got.fight == (max(got.natural, len(cards))
                                         if "provocateur" in cards else got.natural)
                    checked += 1
    assert checked == sum(len(list(combinations_with_replacement(PEOPLE, n)))
                          for n in range(4)) * 10  # 1 + 3 + 6 tool multisets


POOL: list[dict[str, Any]] = [{"cards": []}, {"cards": ["brawler"]}, {"cards": ["refugee", "refugee"]},
        {"cards": ["brawler", "refugee"], "tools": ["spear"]}, {"cards": ["rogue"]},
        {"cards": ["guard", "scavenger"]}, {"cards": ["provocateur", "refugee", "scavenger"]},
        {"cards": ["rogue", "refugee"], "tools": ["rifle"]}]
"""Hands with fights 0 to 3, headcounts 0 to 3, rogues and a provocateur, for the tables."""


def plain_reading(fights: list[int], people: list[int], rogue: list[bool],
                  first: int) -> tuple[int | None, str]:
    """The page's steps, written again from the page: the winner and why."""
    n = len(fights)
    order = [(first + i) % n for i in range(n)]
    best = max(fights)
    if n == 2:
        a, b = fights
        if abs(a - b) >= 2:
            return (0 if a > b else 1), "margin"
        if a != b:
            return None, "short-margin"
    tied = [s for s in range(n) if fights[s] == best]
    if len(tied) == 1:
        return tied[0], "highest"
    for seat in order:
        if rogue[seat]:
            return seat, "rogue"
    if n == 2:
        return None, "deadlock"
    most = max(people[s] for s in tied)
    heads = [s for s in tied if people[s] == most]
    return (heads[0], "headcount") if len(heads) == 1 else (None, "deadlock")


def test_every_table_of_two_and_three_from_the_pool_against_a_plain_reading() -> None:
    """Every seating of the pool's hands at 2 and 3 players, in rounds 3 and 5 (a different
    initiator for the rogue's turn order)."""
    checked = 0
    for n in (2, 3):
        for hands in product(POOL, repeat=n):
            for round_ in (3, 5):
                answer = run(*hands, round=round_)
                forces = answer["players"]
                want = plain_reading([f["fight"] for f in forces], [f["people"] for f in forces],
                                     ["rogue" in h["cards"] for h in hands], (round_ - 3) % n)
                assert (answer["winner"], answer["why"]) == want, (hands, round_)
                checked += 1
    assert checked == 2 * (len(POOL) ** 2 + len(POOL) ** 3)
