"""Who answers for a death: the ``credit`` calculation.

When a player loses his last life point, the rules reward or punish the player held
responsible: whoever kills an Outlaw draws 3 cards (``outlaw-reward``), a Sheriff who kills a
Deputy discards every card in hand and in play (``deputy-penalty``). The help page's FAQ says
who that player is: the one who PLAYED the card that took the last point, a Bang!, a Duel, a
Gatling or an Indians! (``card-player-responsible``); never anyone for the Dynamite
(``dynamite-credits-nobody``). So an Outlaw who loses the Duel he started was killed by his
own card, and nobody draws the reward.

``{"calc": "credit", "roles": ["sheriff", "outlaw", ...], "victim": 1, "card": "duel",
"played_by": 1}`` gives ``{"responsible": null, "reward": null, "penalty": null}`` (seats, or
``null`` for nobody). Seat 0 is the Sheriff (``seats-from-zero``).
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import one_of, sized_list, whole
from ..errors import Message, RulesError, marker
from .rulings import Ruling
from .table import MAX_SEATS, MIN_SEATS

M_ = marker("bang", __file__)

ROLES = ("sheriff", "deputy", "outlaw", "renegade")
"""The four roles, as the input names them."""
CARDS = ("bang", "duel", "gatling", "indians", "dynamite")
"""The cards that can take a last life point: Bang!, Duel, Gatling, Indians!, Dynamite."""
HITS_OTHERS = ("bang", "gatling", "indians")
"""Cards that never hit the player who plays them (a Duel can: its challenger may lose)."""
REWARD_CARDS = 3
"""Cards the killer of an Outlaw draws (the help page)."""
KEYS = frozenset({"calc", "roles", "victim", "card", "played_by"})
REQUIRED = ("roles", "victim", "card", "played_by")


def seat_of(value: Any, where: str, players: int, refusal: Message) -> int:
    """``value`` when it is a seat of a table of ``players``; otherwise ``refusal`` naming
    ``where``, its seats in ``*_seat`` slots, which a reader sees numbered from 1
    (``game.describe``) while the input and the command line count from 0."""
    return whole(value, where, refusal, players - 1, ruling=Ruling.SEATS_FROM_ZERO,
                 first_seat=0, last_seat=players - 1, given_seat=value)


def _seat(value: Any, where: str, players: int) -> int:
    return seat_of(value, where, players, M_("credit-seat"))


def _roles(value: Any) -> list[str]:
    roles = [one_of(role, f"roles[{i}]", M_("not-a-role"), ROLES, ruling=Ruling.SEATS_FROM_ZERO,
                    roles=", ".join(ROLES))
             for i, role in enumerate(sized_list(value, "roles", M_("not-roles"), MAX_SEATS,
                                                 least=MIN_SEATS, ruling=Ruling.FOUR_TO_SEVEN))]
    if roles[0] != "sheriff" or roles.count("sheriff") != 1:
        raise RulesError(M_("sheriff-first"), where="roles", ruling=Ruling.SEATS_FROM_ZERO)
    return roles


def credit(roles: list[str], victim: int, card: str, played_by: int | None) -> dict[str, Any]:
    """Who is responsible for ``victim``'s death, who draws the reward and who pays the
    penalty (each a seat or ``None``); the inputs already checked."""
    responsible = None if card == "dynamite" or played_by == victim else played_by
    reward = responsible if responsible is not None and roles[victim] == "outlaw" else None
    penalty = (responsible if responsible is not None and roles[responsible] == "sheriff"
               and roles[victim] == "deputy" else None)
    return {"responsible": responsible, "reward": reward,
            "reward_cards": REWARD_CARDS if reward is not None else 0, "penalty": penalty}


def credit_inputs(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """:func:`credit` on the raw inputs, each field checked first (roles, victim, card,
    played_by), a bad one refused with a :class:`RulesError` naming it."""
    roles = _roles(inputs["roles"])
    victim = _seat(inputs["victim"], "victim", len(roles))
    card = one_of(inputs["card"], "card", M_("not-a-card"), CARDS,
                  ruling=Ruling.CARD_PLAYER_RESPONSIBLE, cards=", ".join(CARDS))
    played = inputs["played_by"]
    if card == "dynamite":
        if played is not None:
            raise RulesError(M_("dynamite-player"), where="played_by",
                             ruling=Ruling.DYNAMITE_CREDITS_NOBODY)
        return credit(roles, victim, card, None)
    by = _seat(played, "played_by", len(roles))
    if card in HITS_OTHERS and by == victim:
        raise RulesError(M_("own-shot"), where="played_by", ruling=Ruling.CARD_PLAYER_RESPONSIBLE)
    return credit(roles, victim, card, by)
