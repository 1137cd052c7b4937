"""The bots: legal, reproducible, the greedy one stronger, and neither reads a hidden banner."""

from __future__ import annotations

import pytest

from engine.pook import RulesError, ScenarioError, from_json, new_game, to_json
from engine.pook.bots import GreedyBot, RandomBot, make_bot
from engine.pook.simulate import play_out, simulate


def test_greedy_beats_random_most_of_the_time() -> None:
    first = simulate(12, 2, bots=["greedy", "random"], seed=3)
    second = simulate(12, 2, bots=["random", "greedy"], seed=4)
    assert first.wins["P1"] >= 9 and second.wins["P2"] >= 9


def test_a_bot_game_replays_from_its_seeds() -> None:
    one, two = new_game(3, 11), new_game(3, 11)
    assert play_out(one, ["random", "greedy", "random"], 5) == \
        play_out(two, ["random", "greedy", "random"], 5)
    assert to_json(one) == to_json(two)


def test_the_greedy_bot_ignores_the_banners_it_cannot_see() -> None:
    game = new_game(["Ana", "Ben"], 8)
    for _ in range(5):
        game.apply(RandomBot(1).choose(game))
    data = to_json(game)
    other = "Ben" if game.current_player == "Ana" else "Ana"
    mine = data["banners"][game.current_player]
    choices = set()
    for pair in (["knight", "mage"], ["orc", "viking"], ["mage", "viking"]):
        if sorted(pair) == sorted(mine):
            continue
        changed = from_json(data | {"banners": {**data["banners"], other: pair}})
        choices.add(str(GreedyBot(7).choose(changed)))
    assert len(choices) == 1


def test_an_unknown_bot_or_a_bot_per_seat_mismatch_is_refused() -> None:
    with pytest.raises(ScenarioError):
        make_bot("clever")
    with pytest.raises(RulesError) as refused:
        play_out(new_game(3, 1), ["random", "random"], 0)
    assert (refused.value.code, refused.value.where) == ("bot-count", "bots")
