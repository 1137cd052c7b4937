"""Scoring and tie-breaks widget: hand cards joining bribes, every score line, the tie-break.

The reader edits each player's bribes and hand (+/- per card type). The engine plays the
scenario's actions; if the game is still going, it is ended the engine's own way (the player
to move draws from an empty deck), so the joins, score lines, tie-break comparisons space by
space and the ranking are the engine's events, told step by step.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.pdbmv.components import WILD
from engine.pdbmv.messages import card_name
from engine.pdbmv.scenario import NOT_A_CARD

from ..markup import escape
from .board import bribes_html, card_html, cards_html, kinds_of, track_html
from ..layout import Frame, live_view, static_example
from .replay import Step
from .strings import ui
from .widgetkit import (M_, EditError, Json, button, checked_play, edited, sentence,
                        stepper_cell, unknown_edit)


def initial(config: Mapping[str, Any]) -> Json:
    return {"kind": "scoring", "origin": config["scenario"], "scenario": config["scenario"]}


def ended(scenario: Mapping[str, Any], lang: str) -> list[Step]:
    """The scenario's steps, then (if the game goes on) its end: a draw from an empty deck."""
    steps = checked_play(scenario, lang)
    final = steps[-1].board
    if final["over"]:
        return steps
    end = {k: v for k, v in final.items() if k not in ("kinds", "over")}
    end["deck"] = []
    end["actions"] = [{"player": final["turn"], "do": "draw"}]
    return steps + checked_play(end, lang)[1:]


def _bribe_edit(scenario: Json, player: str, treasure: str, delta: int) -> None:
    bribes = scenario.setdefault("bribes", {}).setdefault(player, {})
    pile = bribes.get(treasure, [])
    if delta > 0:
        bribes[treasure] = [treasure] + pile
    elif not pile:
        raise EditError(M_("no-bribe-card", "{player} has no {card} bribe: there is no card "
                                            "to take out"),
                        where=f"bribes.{player}", player=player, card=treasure)
    else:
        pile.remove(WILD if WILD in pile else treasure)
        if pile:
            bribes[treasure] = pile
        else:
            del bribes[treasure]


def _hand_edit(scenario: Json, player: str, card: str, delta: int) -> None:
    hand = scenario.setdefault("hands", {}).setdefault(player, [])
    if delta > 0:
        hand.append(card)
    elif card in hand:
        hand.remove(card)
    else:
        raise EditError(M_("no-hand-card", "{player} holds no {card}: there is none to take "
                                           "out of their hand"),
                        where=f"hands.{player}", player=player, card=card)


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    name = act.get("act")
    if name == "reset":
        return {**state, "scenario": state["origin"]}
    scenario = edited(state["scenario"])
    player, card, delta = str(act.get("player")), str(act.get("card")), int(act.get("delta", 0))
    if player not in scenario["players"]:
        raise EditError(M_("unknown-player", "{player!r} is not a player of this example"),
                        where="player", player=player)
    if card not in [*scenario["favor"], WILD]:
        raise EditError(NOT_A_CARD, where="card", card=card, wild=WILD)
    if name == "bribe" and card != WILD:
        _bribe_edit(scenario, player, card, delta)
    elif name == "hand":
        _hand_edit(scenario, player, card, delta)
    else:
        raise unknown_edit(name)
    ended(scenario, lang)
    return {**state, "scenario": scenario}


def _score_cell(player: str, events: Sequence[Json], lang: str) -> str:
    lines = [e for e in events if e.get("player") == player and e["type"] == "score_line"]
    total = next((e["score"] for e in events
                  if e["type"] == "score_total" and e["player"] == player), None)
    shown = "".join(f"<li>{p:+d}</li>".replace("-", "−") for p in (e["points"] for e in lines))
    head = f'<strong>{total}</strong>' if total is not None else "…"
    return f'{head}<ol class="pdbmv-lines">{shown}</ol>' if shown else head


def _tiebreaks(events: Sequence[Json], lang: str) -> str:
    rows = []
    for e in (e for e in events if e["type"] == "tiebreak"):
        counts: dict[str, int] = e["counts"]
        best, split = max(counts.values()), len(set(counts.values())) > 1
        more = f' <span class="lr-badge">{escape(ui("more", lang))}</span>'
        cells = "".join(f"<li>{escape(p)}: {n}{more if split and n == best else ''}</li>"
                        for p, n in counts.items())
        head = ui("tiebreak_space", lang, n=e["space"] + 1,
                  treasure=card_name(e["treasure"], lang))
        rows.append(f'<li><span class="lr-label">{escape(head)}</span><ul>{cells}</ul></li>')
    body = (f'<ol class="pdbmv-tiebreak">{"".join(rows)}</ol>' if rows
            else f'<p class="lr-none">{escape(ui("tiebreak_none", lang))}</p>')
    ranking = next((e for e in events if e["type"] == "ranking"), None)
    rank = ""
    if ranking:
        groups = "".join(f"<li>{escape(', '.join(g))}</li>" for g in ranking["ranking"])
        rank = (f'<p class="lr-label">{escape(ui("ranking", lang))}</p>'
                f'<ol class="pdbmv-ranking">{groups}</ol>')
    return (f'<div class="pdbmv-tiebreak-box"><p class="lr-label">{escape(ui("tiebreak", lang))}'
            f"</p>{body}{rank}</div>")


def scoreboard(step_index: int, steps: Sequence[Step], lang: str) -> str:
    """Bribes, hands and score lines of every player at one step, with the tie-break so far."""
    step = steps[step_index]
    board = step.board
    kinds = kinds_of(board)
    events = [s.event for s in steps[1:step_index + 1] if s.event]
    rows = []
    for player in board["players"]:
        marked = ' data-mark="true"' if step.mark.get("player") == player else ""
        rows.append(f'<tr{marked}><th scope="row">{escape(player)}</th>'
                    f'<td>{bribes_html(board, player, lang)}</td>'
                    f'<td>{cards_html(board["hands"].get(player, []), kinds, lang)}</td>'
                    f"<td>{_score_cell(player, events, lang)}</td></tr>")
    head = "".join(f'<th scope="col">{escape(ui(k, lang))}</th>'
                   for k in ("player", "bribes", "hand", "score"))
    table = (f'<table class="lr-table pdbmv-scoreboard"><caption>{escape(ui("scores", lang))}'
             f'</caption><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')
    return (f'<div class="pdbmv-board">{track_html(board, lang)}'
            f'<div class="lr-table-wrap">{table}</div>{_tiebreaks(events, lang)}</div>')


def _frames(scenario: Mapping[str, Any], lang: str) -> list[Frame]:
    steps = ended(scenario, lang)
    frames = [Frame(sentence(s, lang), scoreboard(i, steps, lang)) for i, s in enumerate(steps)]
    played = len(checked_play(scenario, lang))
    if played < len(steps):  # the end we added: say so instead of "draws from an empty deck"
        frames[played] = Frame(ui("as_if_ended", lang), frames[played].diagram)
    return frames


def editor(scenario: Mapping[str, Any], lang: str) -> str:
    """Per player: bribe and hand counts of each card kind, each with - and + buttons."""
    kinds = [*scenario["favor"], WILD]
    blocks = []
    for player in scenario["players"]:
        bribes = scenario.get("bribes", {}).get(player, {})
        hand = scenario.get("hands", {}).get(player, [])
        rows = []
        for card in kinds:
            name = card_name(card, lang)
            slots = {"card": name, "player": player}
            bribe = ("—" if card == WILD else stepper_cell(
                len(bribes.get(card, [])), ui("remove_bribe", lang, **slots),
                ui("add_bribe", lang, **slots), "bribe", player=player, card=card))
            in_hand = stepper_cell(hand.count(card), ui("remove_hand", lang, **slots),
                                   ui("add_hand", lang, **slots), "hand", player=player,
                                   card=card)
            rows.append(f'<tr><th scope="row">{card_html(card, kinds, lang)}</th>'
                        f"<td>{bribe}</td><td>{in_hand}</td></tr>")
        head = "".join(f'<th scope="col">{escape(ui(k, lang))}</th>'
                       for k in ("card_kind", "bribes", "hand"))
        caption = escape(ui("player_position", lang, player=player))
        blocks.append(f'<div class="lr-table-wrap"><table class="lr-table pdbmv-editor">'
                      f"<caption>{caption}</caption><thead><tr>{head}</tr></thead>"
                      f'<tbody>{"".join(rows)}</tbody></table></div>')
    return (f'<div class="lr-editors">{"".join(blocks)}</div>'
            f'<div class="lr-tools">{button(ui("reset", lang), "reset")}</div>')


def static_html(config: Mapping[str, Any], lang: str) -> str:
    return static_example(_frames(config["scenario"], lang), lang)


def view(state: Mapping[str, Any], lang: str) -> Json:
    return live_view(_frames(state["scenario"], lang), lang, editor(state["scenario"], lang))

