"""End and scoring: each faction's total, each player's banner total, then the tie-break.

The worked example is a table with every card down (hands and deck empty) and, as its
actions, the tie-break's choices (``{"player": P, "do": "flip", "at": [r, c]}``). The count
and every choice are the engine's (:meth:`engine.pook.State.end_count`, ``apply_steps``: the
chosen cards turn over at the end of a round and the count starts again, until one winner or a
shared win), told in its sentences. The reader clicks a coin-side card to make the next tied
player's choice; a card the rules do not allow is refused with its ruling.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.pook import from_json
from engine.pook.components import FACTIONS
from engine.pook.messages import faction_name
from engine.pook import scoring as rules_scoring

from ..layout import Frame
from ..markup import escape
from .board import Marks, table_html, window
from .kit import Json, Step, button, cell_of, sentence, steps, unknown_edit, worked_kind
from .strings import ui


def _start(config: Mapping[str, Any]) -> Json:
    return {"kind": "scoring", "scenario": config["scenario"]}


def all_steps(scenario: Mapping[str, Any]) -> list[Step]:
    """The position, the count, then every choice of the tie-break (engine steps)."""
    played = steps(scenario)
    start = played[0].board
    count = [Step(event.to_json(), start) for event in from_json(start).end_count()]
    return [played[0], *count, *played[1:]]


def _panel(board: Mapping[str, Any], events: Sequence[Json], now: Json, lang: str) -> str:
    """Faction and player totals of ``board``; who is tied or has won so far."""
    state = from_json(board)
    points = rules_scoring.faction_points(state.table)
    totals = state.totals()
    tied: list[str] = []
    winners: list[str] = []
    for e in events:
        if e["type"] == "tie":
            tied, winners = list(e["players"]), []
        elif e["type"] == "won":
            tied, winners = [], list(e["winners"])

    def badge(key: str) -> str:
        return f' <span class="lr-badge">{escape(ui(key, lang))}</span>'

    heads, cells = [], []
    for i, faction in enumerate(FACTIONS):
        mark = now.get("type") == "faction_scored" and now["faction"] == faction
        heads.append(f'<th scope="col"{" data-mark" if mark else ""}>'
                     f'{escape(faction_name(faction, lang))}</th>')
        cells.append(f'<td{" data-mark" if mark else ""}>{escape(ui("points_final", lang, n=points[i]))}'
                     f'{badge("mark_new") if mark else ""}</td>')
    people = []
    for seat, player in enumerate(state.players):
        a, b = state.banners[seat]
        mark = now.get("type") == "player_scored" and now["player"] == player
        extra = (badge("winner") if player in winners else
                 badge("tied") if player in tied else "")
        name = ui("banner", lang, player=player, first=faction_name(FACTIONS[a], lang),
                  second=faction_name(FACTIONS[b], lang))
        people.append(f'<tr{" data-mark" if mark else ""}><th scope="row">{escape(name)}</th>'
                      f'<td>{escape(ui("points_final", lang, n=totals[seat]))}{extra}'
                      f'{badge("mark_new") if mark else ""}</td></tr>')
    nxt = ""
    if board.get("phase") == "tiebreak" and tied and board.get("turn"):
        nxt = f'<p class="lr-label">{escape(ui("chooses_next", lang, player=board["turn"]))}</p>'
    return (f'<div class="pook-score"><table class="lr-table pook-factions" '
            f'aria-label="{escape(ui("factions", lang))}"><thead><tr>{"".join(heads)}</tr></thead>'
            f'<tbody><tr>{"".join(cells)}</tr></tbody></table>'
            f'<table class="lr-table" aria-label="{escape(ui("players", lang))}"><tbody>{"".join(people)}</tbody></table>{nxt}</div>')


def _marks(board: Mapping[str, Any], event: Json) -> Marks:
    chosen = {(c[0], c[1]) for c in board.get("tiebreak", {}).get("chosen", [])}
    kind = event.get("type")
    if kind == "tiebreak_pick":
        return Marks(picked=chosen | {(event["at"][0], event["at"][1])})
    if kind == "card_flipped":
        return Marks(new={(event["at"][0], event["at"][1])})
    return Marks(picked=chosen)


def frames(scenario: Mapping[str, Any], lang: str, live: bool) -> list[Frame]:
    found = all_steps(scenario)
    view = window([s.board for s in found], pad=False)
    out = []
    for i, step in enumerate(found):
        events = [s.event for s in found[1:i + 1]]
        diagram = (table_html(step.board, lang, _marks(step.board, step.event), live, view,
                              show_open=False)
                   + _panel(step.board, events, step.event, lang))
        out.append(Frame(sentence(step.event, lang), diagram))
    return out


def _edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    """``cell`` (``value`` "r,c"): the next tied player chooses that card; ``undo``."""
    name = act.get("act")
    scenario = dict(state["scenario"])
    actions = list(scenario.get("actions", []))
    if name == "undo":
        return {**state, "scenario": {**scenario, "actions": actions[:-1]}}
    if name != "cell":
        raise unknown_edit(name)
    last = steps(scenario)[-1].board
    actions.append({"player": last.get("turn"), "do": "flip", "at": list(cell_of(act))})
    scenario["actions"] = actions
    steps(scenario)   # the engine refuses a choice the rules do not allow
    return {**state, "scenario": scenario}


def controls(state: Mapping[str, Any], lang: str) -> str:
    undo = (button(ui("undo_choice", lang), "undo")
            if len(state["scenario"].get("actions", [])) else "")
    return (f'<p class="lr-help">{escape(ui("scoring_help", lang))}</p>'
            f'<div class="lr-tools">{undo}{button(ui("reset", lang), "reset")}</div>')


initial, static_html, edit, view = worked_kind(
    _start, _edit, lambda state, lang, live: frames(state["scenario"], lang, live), controls)
