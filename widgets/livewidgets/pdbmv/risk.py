"""End-of-game risk widget: the exact chance that a bribe's refill ends the game, per type.

The player to move knows the box (14 cards of each Treasure, 20 Wilds, under the default
options) and sees their hand, the market, every bribe and the discard pile; every other card of
the box is unseen, and the deck is a uniform draw from those unseen cards
(:mod:`engine.pdbmv.analysis`). So what matters is how many cards of each kind are unseen, and
the deck size. The widget keeps exactly that (plus what the mover sees:
:func:`engine.pdbmv.variants.risk_position`), lets the reader move a card between view and the
unseen pool or change the deck size (the engine's what-ifs), and asks the engine for the exact
fractions of those counts (:func:`~engine.pdbmv.variants.position_risks`). A scenario
that cannot come from the box is refused before (:func:`livewidgets.pdbmv.config.check`; the
site's build fails on such an example).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Mapping

from engine.pdbmv import from_json
from engine.pdbmv.components import WILD
from engine.pdbmv.variants import position_risks, risk_position, with_deck_size, with_seen_card
from engine.i18n import catalogue
from engine.pdbmv.messages import DOMAIN, card_name

from ..layout import change_bar
from ..markup import escape, table_html
from ..strings import percent
from .board import card_html, track_html
from .strings import ui
from ..controls import Json, button, edit_number, stepper_cell, unknown_edit
from .kit import checked_play, offered


def position_of(scenario: Mapping[str, Any]) -> Json:
    """After the scenario's actions: what the risk depends on
    (:func:`engine.pdbmv.variants.risk_position`)."""
    board = checked_play(scenario)[-1].board
    return risk_position(from_json({k: v for k, v in board.items() if k != "kinds"}))


def initial(config: Mapping[str, Any]) -> Json:
    return {"kind": "risk", "origin": config["scenario"], "position": None}


def _position(state: Mapping[str, Any]) -> Json:
    return state["position"] or position_of(state["origin"])


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    """``seen``: one card of a kind comes into view (+1) or goes back among the unseen (-1);
    ``deck``: one unseen card more or fewer in the deck (the engine's what-ifs:
    :mod:`engine.pdbmv.variants`)."""
    name = act.get("act")
    if name == "reset":
        return {**state, "position": None}
    position = _position(state)
    delta = edit_number(act, "delta", -1, 1)
    if name == "seen" and act.get("card") in position["seen"]:
        return {**state, "position": with_seen_card(position, str(act["card"]), delta)}
    if name == "deck":
        return {**state, "position": with_deck_size(position, delta)}
    raise unknown_edit(name)


def decimal(x: Fraction, lang: str) -> str:
    return catalogue(DOMAIN, lang).number(float(x), 2)


def results(position: Mapping[str, Any], lang: str) -> str:
    """The risk of each bribe: chance of ending the game and expected cards dealt, exactly."""
    kinds = [*position["favor"], WILD]

    def cell(x: Fraction, shown: str) -> str:   # rounded, then exact
        return (f'<td><span class="lr-big">{shown}</span> '
                f'<span class="lr-exact">{escape(ui("exact", lang, fraction=str(x)))}</span></td>')
    rows = [f'<tr><th scope="row">{card_html(r.treasure, kinds, lang, compact=True)}</th>'
            f"{cell(r.ends_game, percent(float(r.ends_game), lang))}"
            f"{cell(r.expected_dealt, decimal(r.expected_dealt, lang))}</tr>"
            for r in position_risks(position)]
    return table_html("pdbmv-risk", [ui(k, lang) for k in ("treasure", "ends_game",
                                                            "expected_dealt")],
                      rows, escape(ui("risk_table", lang, player=position["turn"])))


def seen_table(position: Mapping[str, Any], lang: str, live: bool) -> str:
    """Cards the mover sees and unseen cards, per kind (with - and + when live), deck size."""
    kinds = [*position["favor"], WILD]
    mover = position["turn"]
    rows = []
    for card in kinds:
        slots = {"player": mover, "card": card_name(card, lang)}
        count = position["seen"][card]
        cell = (stepper_cell(count, ui("less_seen", lang, **slots), ui("more_seen", lang, **slots),
                             "seen", card=card) if live else str(count))
        rows.append(f'<tr><th scope="row">{card_html(card, kinds, lang, compact=True)}</th>'
                    f"<td>{cell}</td>"
                    f'<td>{position["unseen"][card]}</td></tr>')
    heads = (ui("card_kind", lang), ui("seen", lang, player=mover), ui("unseen_head", lang))
    unseen = sum(position["unseen"].values())
    deck = position["deck"]
    deck_cell = (stepper_cell(deck, ui("less_deck", lang), ui("more_deck", lang), "deck")
                 if live else str(deck))
    return (f'<p class="lr-help">{escape(ui("mover", lang, player=mover))} '
            f'{escape(ui("seen_help", lang))}</p>'
            f'{table_html("pdbmv-seen", heads, rows)}'
            f'<p class="pdbmv-deck-size"><span class="lr-label">{escape(ui("deck_size", lang))}'
            f"</span> {deck_cell}</p>"
            f'<p class="lr-help">{escape(ui("unseen", lang, n=unseen, deck=deck))}</p>')


def _body(position: Mapping[str, Any], lang: str, live: bool) -> str:
    track = track_html({**position, "kinds": position["favor"]}, lang)
    return (f'<div class="pdbmv-board">{track}</div>{seen_table(position, lang, live)}'
            f"{results(position, lang)}")


def static_html(config: Mapping[str, Any], lang: str) -> str:
    body = _body(position_of(config["scenario"]), lang, False)
    return (f'<div class="lr-static"><div class="lr-player">{body}{change_bar(lang)}</div>'
            "</div>")


def view(state: Mapping[str, Any], lang: str) -> Json:
    position = _position(state)
    reset = f'<div class="lr-tools">{button(ui("reset", lang), "reset")}</div>'
    html = (f'<div class="lr-live"><div class="lr-player">{_body(position, lang, True)}'
            f'{change_bar(lang, expanded=True)}</div><div class="lr-controls">{reset}</div>'
            f'<p class="lr-message" role="alert" hidden></p></div>')
    return {"html": offered(html, state, edit, lang), "frames": [], "current": 0}
