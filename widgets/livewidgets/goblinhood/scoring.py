"""Round scoring widget: the count at the end of a round, with the tie rules.

The fence's scenario plays the turn whose draw takes the last card when no deck cycle is owed;
the engine ends the round, reveals each treasure, counts every player still in, and settles
it: the most gold, then the most cards, then a replay (rulings round-score, round-tie-cards,
round-tie-replay). The reader presses a card to change its gold (0 to 3, then 0: the
demonstration deck's values are made up anyway), and may give a player a second treasure
card, the only way cards can break a tie on gold with this deck. Both edits are the engine's
variants (:mod:`engine.goblinhood.variants`), replayed at once.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.goblinhood.messages import counted
from engine.goblinhood.variants import with_gold, with_treasure

from ..controls import button, edit_number, stepper_cell, unknown_edit
from ..layout import last_step, worked_kind
from ..markup import escape, table_html
from .board import card_face, sr_lead
from .kit import Json, checked_play, example, from_scenario
from .strings import ui


ENDINGS = ("round_result",)


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    name = act.get("act")
    scenario = state["scenario"]
    if name == "reset":
        scenario = state["origin"]
    elif name == "gold":
        scenario = with_gold(scenario, str(act.get("card")))
    elif name == "treasure":
        player = str(act.get("player"))
        if player not in scenario["players"]:
            raise unknown_edit(f"treasure {player}")
        scenario = with_treasure(scenario, player, edit_number(act, "delta", -1, 1))
    else:
        raise unknown_edit(name)
    checked_play(scenario)
    return {**state, "scenario": scenario}


def _gold_button(card: str, board: Mapping[str, Any], lang: str) -> str:
    return (f'<button type="button" class="lr-btn gh-card" data-act="gold" '
            f'data-arg-card="{escape(card)}">{sr_lead(ui("gold_button", lang), lang)}'
            f"{card_face(card, board, lang)}</button>")


def controls(scenario: Mapping[str, Any], lang: str) -> str:
    """The count as a table of buttons: each card of each player still in (its gold changes
    when pressed), the number of treasure cards, the gold and cards the engine counts (its
    scored events', in their order)."""
    steps = checked_play(scenario)
    final = steps[-1].board
    rows = []
    for e in (s.event for s in steps if s.event and s.event["type"] == "scored"):
        player, gold = e["player"], e["gold"]
        treasures, hand = e["treasure"], e["hand"]
        buttons = "".join(_gold_button(c, final, lang) for c in treasures)
        count = stepper_cell(len(treasures), ui("less_treasure", lang, player=player),
                             ui("more_treasure", lang, player=player), "treasure",
                             player=player)
        rows.append(
            f'<tr><th scope="row">{escape(player)}</th>'
            f'<td><div class="gh-hand">{buttons}</div>{count}</td>'
            f'<td><div class="gh-hand">{"".join(_gold_button(c, final, lang) for c in hand)}'
            f"</div></td><td>{escape(counted('gold', gold, lang))}</td>"
            f"<td>{e['cards']}</td></tr>")
    heads = [ui(k, lang) for k in ("player", "treasure", "hand", "gold", "cards")]
    return (table_html("gh-count", heads, rows, escape(ui("scores", lang)))
            + f'<div class="lr-tools">{button(ui("reset", lang), "reset")}</div>')


initial = from_scenario("scoring")
static_html, view = worked_kind(
    initial, lambda state, lang, live: example(checked_play(state["scenario"]), lang, ENDINGS),
    lambda state, lang: controls(state["scenario"], lang), last_step)
