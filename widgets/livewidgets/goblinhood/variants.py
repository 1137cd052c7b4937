"""The seats a reader may choose in a worked example: the control, and how far an edit's
count is read. The variants themselves (fewer players, later in the round, another card in a
hand) are scenarios of the rules: :mod:`engine.goblinhood.variants`.
"""

from __future__ import annotations

from engine.goblinhood.components import MIN_PLAYERS
from engine.goblinhood.variants import seats, swapped, with_players

from ..markup import escape
from .strings import ui

__all__ = ["SEATS_READ", "seats", "seats_control", "swapped", "with_players"]

SEATS_READ = 99
"""How far an edit's count of players is read (bounded, cheap): any count that is not a seat
of the example is then refused by :func:`~engine.goblinhood.variants.with_players`, with the
ruling that says why."""


def seats_control(chosen: int, high: int, lang: str) -> str:
    """One pressable button per number of players, 2 to ``high``."""
    buttons = "".join(
        f'<button type="button" class="lr-btn" data-act="players" data-arg-n="{n}" '
        f'aria-pressed="{str(n == chosen).lower()}">{escape(ui("n_players", lang, n=n))}'
        "</button>" for n in range(MIN_PLAYERS, high + 1))
    label = escape(ui("player_count", lang))
    return (f'<div class="lr-field" role="group" aria-label="{label}"><p class="lr-label">'
            f'{label}</p><div class="lr-choices">{buttons}</div></div>')
