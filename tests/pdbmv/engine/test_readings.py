"""The readings issue 20 made explicit on the pages, each tested by what the engine does.

- ``favor-bribe``: the sources' "4 space" (no token goes beyond it) is the value printed on the
  last space, not a space number: the site's six spaces run from value 1 to value 4.
- ``score-hand-wild``: a Wild left in hand costs 2, as both rules summaries say, not "-1 to -4"
  as the game page's English overview puts unplayed cards together.
"""

from __future__ import annotations

from engine.pdbmv import Bribe, Draw, new_game
from engine.pdbmv.components import DEFAULT_TRACK_VALUES
from tests.pdbmv.testkit import as_json, moved, position


def test_favor_bribe_the_sources_4_space_is_the_last_space() -> None:
    """The default values run from 1 to 4, as the sources' track does, and only the last space
    is worth 4; a bribe stops there, where the token is worth 4, never beyond."""
    assert (min(DEFAULT_TRACK_VALUES), max(DEFAULT_TRACK_VALUES)) == (1, 4)
    assert [i for i, v in enumerate(DEFAULT_TRACK_VALUES) if v == 4] == [5]
    assert new_game(2, 1).track_values == DEFAULT_TRACK_VALUES
    state = position(hands={"Ana": ["sword", "sword", "wild"]}, deck=["wild"])
    events = as_json(state.apply(Bribe("sword", ("sword", "sword", "wild"))))
    assert moved("sword", "bribe", 3, 4, 5, capped=True) in events
    assert dict(zip(state.treasures, state.values()))["sword"] == 4


def test_score_hand_wild_costs_2_not_the_overviews_range() -> None:
    """A Wild in hand costs 2 whatever the track; a Treasure in hand costs its space's value
    (1 to 4 by default), which is where the overview's range comes from."""
    state = position(deck=[], hands={"Ana": ["wild", "crown", "relic"]})
    events = as_json(state.apply(Draw()))
    wild = [e for e in events if e["type"] == "score_line" and e["source"] == "wild"]
    assert [(e["count"], e["value"], e["points"]) for e in wild] == [(1, 2, -2)]
    scores = state.scores()
    value = dict(zip(state.treasures, state.values()))
    assert scores["Ana"] == -2 - value["crown"] - value["relic"]
    assert {value["crown"], value["relic"]} <= set(range(1, 5))
