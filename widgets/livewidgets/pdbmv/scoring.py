"""Scoring and tie-breaks widget: hand cards joining bribes, every score line, the tie-break.

The reader edits each player's bribes and hand (+/- per card type: the engine's variants of
the scenario, :mod:`engine.pdbmv.variants`). The engine plays the scenario's actions; if the
game is still going, it is ended the engine's own way (the player to move draws from an empty
deck), so the joins, score lines, tie-break comparisons space by space and the ranking are
the engine's events, told step by step.
"""

from __future__ import annotations

import json
import zlib
from typing import Any, Mapping, Sequence

from engine.errors import RulesError
from engine.i18n import SHARED, catalogue
from engine.pdbmv.components import WILD
from engine.pdbmv.messages import card_name
from engine.pdbmv.scenario import NOT_A_CARD
from engine.pdbmv.variants import (NO_BRIBE_CARD, NO_BRIBE_FOR_WILD, NO_HAND_CARD, NO_WILD,
                                   ending, with_bribe_card, with_hand_card)

from ..markup import escape, table_html
from .board import bribes_html, card_html, counted_html, kinds_of, points, track_html
from ..layout import Frame, last_step, worked_kind
from .strings import ui
from ..controls import (EditError, Json, WayOut, button, edit_attributes, edit_number, edited,
                        stepper_cell, unknown_edit)
from .kit import M_, Step, checked_play, offered, sentence


TOO_MANY = "too-many-cards"
"""The engine's refusal of more cards of a type than the box holds (engine/pdbmv/scenario.py)."""
BOX_EMPTY_OF = M_("box-empty-of")
"""The same refusal after a +, said as what to do first (issue 22)."""
EDITOR_WAY_OUT = frozenset(m.code for m in (NO_BRIBE_CARD, NO_WILD, NO_BRIBE_FOR_WILD,
                                            NO_HAND_CARD))
"""The engine's refusals of an editor's +/− that already say what to do ("press its + first"):
shown as they are (a :class:`WayOut`), not after "try another change", which would say the way
out twice and read "...: ...: ..." (issue 22)."""


def initial(config: Mapping[str, Any]) -> Json:
    """The scenario as the page has it; the editor shows its first player's cards."""
    scenario = config["scenario"]
    return {"kind": "scoring", "origin": scenario, "scenario": scenario,
            "who": scenario["players"][0]}


def ended(scenario: Mapping[str, Any]) -> list[Step]:
    """The scenario's steps, then (if the game goes on) its end (the engine's
    :func:`~engine.pdbmv.variants.ending`)."""
    steps = checked_play(scenario)
    end = ending({k: v for k, v in steps[-1].board.items() if k != "kinds"})
    return steps if end is None else steps + checked_play(end)[1:]


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    name = act.get("act")
    if name == "reset":
        return {**state, "scenario": state["origin"]}
    scenario = edited(state["scenario"])
    player, card = str(act.get("player")), str(act.get("card"))
    if player not in scenario["players"]:
        raise EditError(M_("unknown-player"),
                        where="player", player=player)
    if name == "who":   # whose cards the editor shows: the scenario stays as it is
        return {**state, "who": player}
    delta = edit_number(act, "delta", -1, 1)
    if card not in [*scenario["favor"], WILD]:
        raise EditError(NOT_A_CARD, where="card", card=card, wild=WILD)
    try:
        if name in ("bribe", "bribe-wild") and card != WILD:
            scenario = with_bribe_card(scenario, player, card, delta, wild=name == "bribe-wild")
        elif name == "hand":
            scenario = with_hand_card(scenario, player, card, delta)
        else:
            raise unknown_edit(name)
    except RulesError as err:
        raise (err.recast(WayOut) if err.code in EDITOR_WAY_OUT else err) from None
    try:
        ended(scenario)
    except EditError as err:
        if delta > 0 and err.code == TOO_MANY:   # the way out, not the count that failed
            raise WayOut(BOX_EMPTY_OF, where=err.where, card=err.params["card"],
                         limit=err.params["limit"]) from None
        raise
    return {**state, "scenario": scenario}


def _score_cell(player: str, events: Sequence[Json], lang: str) -> str:
    lines = [e for e in events if e.get("player") == player and e["type"] == "score_line"]
    total = next((e["score"] for e in events
                  if e["type"] == "score_total" and e["player"] == player), None)
    shown = "".join(f"<li>{points(e['points'], lang, signed=True)}</li>" for e in lines)
    head = f'<strong>{points(total, lang)}</strong>' if total is not None else "…"
    return f'{head}<ol class="pdbmv-lines">{shown}</ol>' if shown else head


def _tiebreaks(events: Sequence[Json], lang: str) -> str:
    rows = []
    for e in (e for e in events if e["type"] == "tiebreak"):
        counts: dict[str, int] = e["counts"]
        best, split = max(counts.values()), len(set(counts.values())) > 1
        more = f' <span class="lr-badge">{escape(ui("more", lang))}</span>'
        label = catalogue(SHARED, lang).labelled
        cells = "".join(f"<li>{escape(label(p, n))}{more if split and n == best else ''}</li>"
                        for p, n in counts.items())
        head = ui("tiebreak_space", lang, n=e["space"] + 1,
                  treasure=card_name(e["treasure"], lang))
        rows.append(f'<li><span class="lr-label">{escape(head)}</span><ul>{cells}</ul></li>')
    body = (f'<ol class="pdbmv-tiebreak">{"".join(rows)}</ol>' if rows
            else f'<p class="lr-none">{escape(ui("tiebreak_none", lang))}</p>')
    ranking = next((e for e in events if e["type"] == "ranking"), None)
    rank = ""
    if ranking:
        tied = catalogue(SHARED, lang).separator   # players tied for a place: 、 in Chinese
        groups = "".join(f"<li>{escape(tied.join(g))}</li>" for g in ranking["ranking"])
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
                    f'<td>{bribes_html(board, player, lang, compact=True)}</td>'
                    f'<td>{counted_html(board["hands"].get(player, []), kinds, lang, True)}'
                    f"</td><td>{_score_cell(player, events, lang)}</td></tr>")
    over = (f' <span class="lr-badge">{escape(ui("game_over", lang))}</span>'
            if board.get("over") else "")
    table = table_html("pdbmv-scoreboard", [ui(k, lang) for k in ("player", "bribes", "hand",
                                                                   "score")],
                       rows, escape(ui("scores", lang)) + over)
    return (f'<div class="pdbmv-board">{track_html(board, lang)}{table}'
            f'{_tiebreaks(events, lang)}</div>')


def _frames(scenario: Mapping[str, Any], lang: str) -> list[Frame]:
    steps = ended(scenario)
    frames = [Frame(sentence(s, lang), scoreboard(i, steps, lang)) for i, s in enumerate(steps)]
    played = len(checked_play(scenario))
    if played < len(steps):  # the end we added: say so instead of "draws from an empty deck"
        frames[played] = Frame(ui("as_if_ended", lang), frames[played].diagram)
    return frames


COUNTED = ("bribes", "wilds_in_bribe", "hand")
"""The editor's counts of a card kind, a column each (their heads' keys in the strings)."""


def who_switch(scenario: Mapping[str, Any], who: str, lang: str) -> str:
    """Whose cards the editor shows: one radio button per player (a segmented row; arrows
    move between them, a screen reader names the group and each player). Seven rows of
    cards instead of twenty-one keep the example within a laptop's window (issue 22). The
    group's name is the scenario's own, so two examples of one page are two groups."""
    group = f"pdbmv-who-{zlib.crc32(json.dumps(scenario, sort_keys=True).encode()):08x}"
    radios = "".join(
        f'<label class="pdbmv-who-option"><input type="radio" name="{group}"'
        f'{edit_attributes("who", player=p)}{" checked" if p == who else ""}>'
        f"<span>{escape(p)}</span></label>" for p in scenario["players"])
    return (f'<fieldset class="pdbmv-who"><legend>{escape(ui("player", lang))}</legend>'
            f"{radios}</fieldset>")


def editor(scenario: Mapping[str, Any], lang: str, who: str | None = None) -> str:
    """One player's bribe and hand counts of each card kind (``who``: the first player by
    default; :func:`who_switch` picks another), each with - and + buttons, and the Wilds
    counted in each bribe (a button that cannot apply says why: :func:`.kit.offered`).
    Beside the picture on a laptop each card is a row under its short face name (the full one
    for screen readers); in a phone's narrower box a block, its counts side by side under its
    name, each with its label (pdbmv.css)."""
    player: str = who if who in scenario["players"] and who else scenario["players"][0]
    kinds = [*scenario["favor"], WILD]
    # each count's own label, shown when a narrow box stacks the table (pdbmv.css); a screen
    # reader has the column's head
    labels = [f'<span class="pdbmv-cell-label" aria-hidden="true">{escape(ui(k, lang))}</span>'
              for k in COUNTED]
    bribes = scenario.get("bribes", {}).get(player, {})
    hand = scenario.get("hands", {}).get(player, [])
    rows = []
    for card in kinds:
        slots = {"card": card_name(card, lang), "player": player}

        def cell(count: int, pair: str, act: str) -> str:
            return stepper_cell(count, ui(f"remove_{pair}", lang, **slots),
                                ui(f"add_{pair}", lang, **slots), act, player=player, card=card)
        pile = bribes.get(card, [])
        bribe = wilds = "—"
        if card != WILD:
            bribe = cell(pile.count(card), "bribe", "bribe")
            wilds = cell(pile.count(WILD), "wild", "bribe-wild")
        in_hand = cell(hand.count(card), "hand", "hand")
        cells = "".join(f"<td>{label}{cell}</td>" for label, cell
                        in zip(labels, (bribe, wilds, in_hand)))
        rows.append(f'<tr><th scope="row">{card_html(card, kinds, lang, compact=True)}'
                    f'</th>{cells}</tr>')
    table = table_html("pdbmv-editor", [ui(k, lang) for k in ("card_kind", *COUNTED)], rows,
                       escape(ui("player_position", lang, player=player)))
    return (f'{who_switch(scenario, player, lang)}<div class="lr-editors">{table}</div>'
            f'<div class="lr-tools">{button(ui("reset", lang), "reset")}</div>')


# the live view opens on the final scores: an edit is seen at its result
static_html, view = worked_kind(
    initial, lambda state, lang, live: (_frames(state["scenario"], lang), ""),
    lambda state, lang: offered(editor(state["scenario"], lang, state.get("who")), state, edit,
                                lang), last_step)
