"""The reader's decision once a round is over (review 36, A1-A2): give the marker, or deal again.

A round that does not take the match waits for one player, next after the winner, to give a
card face down as the winner's marker (ruling marker-chooser), or, after a tie, for a new deal.
For a human seat it is asked like a lay: the prompt line says what to do, the turn line who
gives whom, and each card that may be given is a button where it lies (the trail, or with the
"hand" option the giver's hand and treasure); a buried card, with no square in sight, is
offered under the prompt. A grid of every card (review 36) covered the prompt on a phone.
"""

from __future__ import annotations

from typing import Any, Callable

from engine.goblinhood import Deal, Give, State
from engine.goblinhood.messages import card_name
from engine.goblinhood.rounds import due, marker_choices, outcome

from ..markup import escape
from .board import card_face
from .strings import text

Gives = dict[str, Callable[[str], str]]
"""Card -> the button that gives it, around the card's own drawing (a trail card's squares,
a hand card's face)."""


def give_buttons(state: State, lang: str) -> Gives:
    """The legal markers' buttons, by card ({} when no marker is due)."""
    if due(state) != "marker":
        return {}

    def button(card: str) -> Callable[[str], str]:
        label = text(lang, "act_give", card=card_name(card, state.cards, lang))
        return lambda face: (f'<button type="button" class="lr-btn gh-card gh-give" data-decide '
                             f'data-action="{escape(str(Give(card)))}" '
                             f'aria-label="{escape(label)}">{face}</button>')
    return {card: button(card) for card in marker_choices(state)}


def winner_name(state: State) -> str:
    winner = outcome(state).winner
    assert winner is not None   # a round won waits for its marker
    return state.players[winner]


def decision_html(state: State, board: dict[str, Any], gives: Gives, lang: str,
                  ) -> tuple[str, str]:
    """What the prompt line says and the controls under it: the new deal's button, or the
    buried cards' (a card in sight is given where it lies)."""
    if due(state) == "replay":
        return text(lang, "deal_help"), (
            f'<button type="button" class="lr-btn" data-decide '
            f'data-action="{escape(str(Deal()))}">{escape(text(lang, "act_deal"))}</button>')
    key = "give_help_hand" if state.marker_from == "hand" else "give_help"
    buried = [gives[c](card_face(c, board, lang)) for c in board["buried"] if c in gives]
    return text(lang, key, winner=winner_name(state)), (
        f'<p class="gh-buried">{escape(text(lang, "buried"))} {"".join(buried)}</p>'
        if buried else "")
