"""``ways_to_lay``: every way to lay a hand card, each with the verdict a play would get.

Checked along random matches: the ways that fit are exactly the legal plays of that card
(one way per end for a card whose squares are the same colour), every other way carries the
refusal the engine gives when it is played, and asking changes nothing.
"""

from __future__ import annotations

from typing import Iterator

import pytest

from engine.goblinhood import Play, State, start, to_json
from engine.goblinhood.analysis import distinct_actions, ways_to_lay
from engine.goblinhood.bots import RandomBot
from engine.goblinhood.components import ENDS
from engine.goblinhood.refusals import RulesError


def along_a_match(seed: int) -> Iterator[State]:
    """The positions of a random match (2 to 4 players by seed), at most 60 turns of it, each
    before the bot's action."""
    state, _ = start(2 + seed % 3, seed)
    bot = RandomBot(seed)
    for _ in range(60):
        if state.is_over or state.current_player is None:
            return
        yield state
        state.apply(bot.choose(state))


@pytest.mark.parametrize("seed", range(4))
def test_the_ways_that_fit_are_the_legal_plays_and_the_others_say_why(seed: int) -> None:
    checked = 0
    for state in along_a_match(seed):
        legal = {a for a in state.legal_actions() if isinstance(a, Play)}
        for card in state.hands[state.turn] if legal else ():
            before = to_json(state)
            ways = ways_to_lay(state, card)
            assert to_json(state) == before
            squares = state.cards[card].squares
            assert len(ways) == len(ENDS) * (1 if squares[0] == squares[1] else 2)
            fits = {w.play for w in ways if w.refusal is None}
            assert fits == {a for a in legal if a.card == card and a in {w.play for w in ways}}
            for way in ways:
                assert (way.square, way.new_end) == (squares[way.play.cover],
                                                     squares[1 - way.play.cover])
                if way.refusal is not None:
                    with pytest.raises(RulesError) as caught:
                        state.copy().apply(way.play)
                    assert caught.value.code == way.refusal.code
            checked += len(ways)
    assert checked


@pytest.mark.parametrize("seed", range(3))
def test_the_distinct_actions_lay_a_same_colour_card_one_way_per_end(seed: int) -> None:
    """Every legal action is offered once as a player counts it: the same plays as the rules
    allow, but a card whose squares are the same colour once per end, with square 0."""
    twins = 0
    for state in along_a_match(seed):
        legal = state.legal_actions()
        offered = distinct_actions(state)
        assert set(offered) <= set(legal) and len(set(offered)) == len(offered)
        for action in legal:
            if not isinstance(action, Play):
                assert action in offered
                continue
            squares = state.cards[action.card].squares
            same = squares[0] == squares[1]
            twins += same
            assert (action in offered) == (not same or action.cover == 0)
            assert Play(action.card, action.end, 0) in legal or not same
    assert twins, "these matches hold a same-colour card that could be laid"
