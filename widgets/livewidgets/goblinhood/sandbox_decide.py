"""The reader's decision once a round is over (review 35, A1): give the marker, or deal again.

A round that does not take the match waits for one player, next after the winner, to give a
card face down as the winner's marker (ruling marker-chooser), or, after a tie, for a new deal.
When that player is a human seat, the board says so where the pick prompt stands and offers
each legal choice as a button: a marker is the card as the player sees it (its squares and
gold, never its id), the same face as a hand card, so a tap gives it. Without this the only
way on was the folded list of every action, and the table looked stuck.
"""

from __future__ import annotations

from typing import Any

from engine.goblinhood import Deal, Give, State
from engine.goblinhood.messages import card_name
from engine.goblinhood.rounds import due, marker_choices, outcome

from ..markup import escape
from .board import card_face
from .strings import text


def decision_html(state: State, board: dict[str, Any], lang: str) -> str:
    """The prompt and one button per legal action of the round-over phase ("" when the
    phase waits for nothing)."""
    waits = due(state)
    if waits is None:
        return ""
    if waits == "replay":
        prompt = text(lang, "deal_help")
        buttons = (f'<button type="button" class="lr-btn" data-action="{escape(str(Deal()))}">'
                   f'{escape(text(lang, "act_deal"))}</button>')
        return _decision(prompt, buttons)
    winner = outcome(state).winner
    assert winner is not None   # a round won waits for its marker
    key = "give_help_hand" if state.marker_from == "hand" else "give_help"
    prompt = text(lang, key, winner=state.players[winner])
    items = []
    for card in marker_choices(state):   # the legal actions' cards, in their order
        action = Give(card)
        label = text(lang, "act_give", card=card_name(card, state.cards, lang))
        items.append(f'<li class="gh-hcard" data-card="{escape(card)}">'
                     f'<button type="button" class="lr-btn gh-card" '
                     f'data-action="{escape(str(action))}" aria-label="{escape(label)}">'
                     f'{card_face(card, board, lang)}</button></li>')
    return _decision(prompt, f'<ul class="gh-hand gh-give">{"".join(items)}</ul>')


def _decision(prompt: str, controls: str) -> str:
    """The prompt line (the board's ``data-pick-help``, which the page leaves as drawn when
    the hand has nothing to pick) over the choices."""
    return (f'<div class="gh-prompt gh-decide" data-decide><p class="sbx-pick-help" '
            f'data-pick-help>{escape(prompt)}</p>{controls}</div>')
