"""The help page's FAQ answers that the calculator can decide, one test each, named after what
it checks (the questions page, ``docs/<lang>/bang/questions.md``, gives every answer)."""

from __future__ import annotations

from typing import Any

from engine import registry


def run(**inputs: Any) -> Any:
    return registry.entry("bang").run(inputs)


def roles(letters: str) -> list[str]:
    return [{"S": "sheriff", "D": "deputy", "O": "outlaw", "R": "renegade"}[c] for c in letters]


def test_q04_panic_reach_ignores_weapons_but_counts_mustang_and_scope() -> None:
    """Q04: seven seats; a Panic! reaches distance 1 only (seats 1 and 6), whatever weapon the
    shooter holds; a Mustang on seat 1 takes it out of reach, a Scope brings seat 2 in."""
    plain = run(calc="table", players=7)
    assert plain["reach"]["1"] == [1, 6]
    assert run(calc="table", players=7, mustang=[1])["reach"]["1"] == [6]
    assert run(calc="table", players=7, scope=[0])["reach"]["1"] == [1, 2, 5, 6]


def test_q05_gatling_and_indians_kill_credit_goes_to_the_player() -> None:
    """Q05: the Outlaw at seat 2 dies to seat 3's Gatling (or Indians!): seat 3 draws 3."""
    for card in ("gatling", "indians"):
        answer = run(calc="credit", roles=roles("SOOR"), victim=2, card=card, played_by=3)
        assert answer["responsible"] == 3 and answer["reward"] == 3
        assert answer["reward_cards"] == 3


def test_q05_dynamite_kills_are_nobodys() -> None:
    answer = run(calc="credit", roles=roles("SOOR"), victim=2, card="dynamite", played_by=None)
    assert answer["responsible"] is None and answer["reward"] is None


def test_q18_sheriff_who_kills_a_deputy_pays_even_as_vulture_sam() -> None:
    """Q18: the Sheriff (whatever his character) who kills a Deputy pays the penalty."""
    answer = run(calc="credit", roles=roles("SDOR"), victim=1, card="bang", played_by=0)
    assert answer["penalty"] == 0 and answer["reward"] is None


def test_q21_el_gringo_losing_his_own_duel_was_hit_by_nobody_else() -> None:
    """Q21: El Gringo (seat 1) starts a Duel and loses a point: the card was his own, so no
    other player caused the loss."""
    answer = run(calc="credit", roles=roles("SOOR"), victim=1, card="duel", played_by=1)
    assert answer["responsible"] is None


def test_q23_outlaw_dying_in_his_own_duel_gives_no_reward() -> None:
    """Q23: the Outlaw at seat 2 challenges the Sheriff and loses his last point: nobody
    draws; had the Sheriff challenged him, the Sheriff would draw 3."""
    own = run(calc="credit", roles=roles("SOOR"), victim=2, card="duel", played_by=2)
    assert own == {"responsible": None, "reward": None, "reward_cards": 0, "penalty": None}
    theirs = run(calc="credit", roles=roles("SOOR"), victim=2, card="duel", played_by=0)
    assert theirs["reward"] == 0 and theirs["reward_cards"] == 3


def test_q02_barrel_draw_succeeds_on_a_heart_one_time_in_four() -> None:
    """Q02: the Barrel's draw! against Slab the Killer succeeds on a heart: 20 of 80."""
    draws = run(calc="table")["draws"]["barrel"]
    assert (draws["hits"], draws["of"]) == (20, 80)
