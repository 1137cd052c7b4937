"""The one place where a covering square's printed effect would act.

The game's platform page says that only the half of a card that covers the trail triggers its
effect, and seed 003 has the player apply that effect, if possible, before drawing. What any
effect does is unknown, so the engine invents none: a deck given as data may label a square
with an effect name (``"effects": [null, "name"]`` in ``cards``), and this function is called
for every play whose covering square has one. It records that the effect would apply here and
changes nothing. The demonstration deck has no effects, so it is never called with it (a test
checks this).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import Event, EventKind

if TYPE_CHECKING:
    from .state import State


def apply_covering_effect(state: State, player: str, card: str, cover: int,
                          effect: str) -> list[Event]:
    """Apply the effect ``effect`` of square ``cover`` of ``card``, just laid by ``player``.

    Called after the card is laid and before the draw. Known effects would change ``state``
    here; since none is known, the effect is recorded and the state is left as it is.
    """
    del state  # no effect is known: nothing to change
    return [Event(EventKind.EFFECT, {"player": player, "card": card, "cover": cover,
                                     "effect": effect})]
