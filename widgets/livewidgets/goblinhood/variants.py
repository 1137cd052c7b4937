"""The controls of a worked example's variants: the seats a reader may choose (and how far an
edit's count is read), a hand whose cards the reader swaps. The variants themselves (fewer
players, later in the round, another card in a hand) are scenarios of the rules:
:mod:`engine.goblinhood.variants`.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.goblinhood.components import MIN_PLAYERS
from engine.goblinhood.variants import seats, swapped, with_players

from ..controls import button, choices
from ..markup import escape
from .board import card_face, sr_lead
from .strings import ui

__all__ = ["SEATS_READ", "seats", "seats_control", "swap_hand", "swapped", "with_players"]

SEATS_READ = 99
"""How far an edit's count of players is read (bounded, cheap): any count that is not a seat
of the example is then refused by :func:`~engine.goblinhood.variants.with_players`, with the
ruling that says why."""


def seats_control(chosen: int, high: int, lang: str) -> str:
    """One pressable button per number of players, 2 to ``high``."""
    return choices(ui("player_count", lang), "".join(
        button(ui("n_players", lang, n=n), "players", pressed=n == chosen, n=n)
        for n in range(MIN_PLAYERS, high + 1)))


def swap_hand(board: Mapping[str, Any], player: str, help_text: str, lang: str,
              tools: str = "") -> str:
    """``player``'s hand (``board``: the scenario with its cards written out), each card a
    button that changes it for another (``swap``, its ``index``), under ``help_text``."""
    buttons = "".join(
        f'<button type="button" class="lr-btn gh-card" data-act="swap" data-arg-index="{i}">'
        f'{sr_lead(ui("swap", lang, player=player), lang)}{card_face(card, board, lang)}'
        "</button>" for i, card in enumerate(board["hands"][player]))
    # a group, not a list: a refusal is shown right after the group (livewidgets' live.js)
    return (f'<div class="lr-field"><p class="lr-help">{escape(help_text)}</p>'
            f'<div class="lr-choices gh-hand" role="group" aria-label="{escape(ui("hand", lang))}">'
            f'{buttons}</div>{tools}</div>')
