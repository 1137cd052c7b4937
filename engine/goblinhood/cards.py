"""Reading a deck given as data: ``{id: {"squares": [colour, colour], "gold": n}}``.

Used by the scenario reader (its ``cards`` key) and by ``new_game(deck=...)``. Card ids and
colours are single words, so that the text form of every action reads back; ``"multi"`` is the
multicolour square. An optional ``"effects": [label or null, label or null]`` labels the
squares whose printed effect would apply (see :mod:`engine.goblinhood.effects`).
"""

from __future__ import annotations

from typing import Any, Mapping

from ..limits import check_name
from .components import DEMONSTRATION_DECK, LIMITS, Card
from .refusals import M_, RulesError


def word(value: Any) -> bool:
    """A non-empty string without spaces."""
    return isinstance(value, str) and value.split() == [value]


def read_cards(data: Any, where: str) -> dict[str, Card]:
    """The deck ``data`` as cards, in its order; a :class:`RulesError` naming the field. At
    most ``LIMITS.max_card_ids`` cards (each is its own kind: its id is its own)."""
    if not isinstance(data, Mapping) or not data:
        raise RulesError(M_("not-a-deck"), where=where)
    if len(data) > LIMITS.max_card_ids:   # every card has its own id: counted before reading
        raise RulesError(M_("too-many-cards"), where=where, count=len(data),
                         most=LIMITS.max_card_ids)
    if data == DEMONSTRATION_JSON:
        return DEMONSTRATION_DECK   # shared: the common case, read without building anew
    cards: dict[str, Card] = {}
    for card_id, spec in data.items():
        at = f"{where}.{card_id}"
        check_name(card_id, LIMITS, where)   # the id is quoted, escaped, in the message
        if not word(card_id):
            raise RulesError(M_("not-a-word"), where=at, value=card_id)
        if isinstance(spec, Card):
            cards[card_id] = Card(card_id, spec.squares, spec.gold, spec.effects)
            continue
        if not isinstance(spec, Mapping):
            raise RulesError(M_("card-not-object"), where=at)
        for key in spec:
            if key not in ("squares", "gold", "effects"):
                raise RulesError(M_("card-key"), where=f"{at}.{key}")
        squares = spec.get("squares")
        if not isinstance(squares, list) or len(squares) != 2 or not all(map(word, squares)):
            raise RulesError(M_("squares"), where=f"{at}.squares")
        for k, square in enumerate(squares):
            check_name(square, LIMITS, f"{at}.squares[{k}]")
        gold = spec.get("gold")
        if isinstance(gold, bool) or not isinstance(gold, int) or gold < 0:
            raise RulesError(M_("gold"), where=f"{at}.gold", value=gold)
        effects = spec.get("effects", [None, None])
        if not isinstance(effects, list) or len(effects) != 2 \
                or not all(e is None or word(e) for e in effects):
            raise RulesError(M_("effects"), where=f"{at}.effects")
        cards[card_id] = Card(card_id, (squares[0], squares[1]), gold, (effects[0], effects[1]))
    return cards


def cards_json(cards: Mapping[str, Card]) -> dict[str, dict[str, object]]:
    """The inverse of :func:`read_cards`."""
    return {card_id: card.to_json() for card_id, card in cards.items()}


DEMONSTRATION_JSON = cards_json(DEMONSTRATION_DECK)
