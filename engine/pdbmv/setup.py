"""Setting up a new game: the only place chance enters, from one seed kept in the state.

After setup the game is deterministic (the deck order is part of the state), so a seed plus
the action log replays a whole game exactly.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..errors import excerpt
from .components import (ASSUMPTIONS, CARDS_PER_TREASURE, HAND_SIZE, LIMITS, STALLS,
                         WILDS_IN_BOX, check_treasure_ids)
from .refusals import M_, RulesError
from .scenario import check_players_count, check_seats
from .state import State

DEFAULTS = {a.option: a.default for a in ASSUMPTIONS}


def new_game(players: Sequence[str] | int, seed: int, **options: object) -> State:
    """Shuffle and deal a new game.

    ``players`` is a list of names in seat order, or a count (names P1, P2, ...). ``options``
    are the assumptions of :data:`engine.pdbmv.components.ASSUMPTIONS` (track_values,
    starting_market, wilds_removed, treasures); unknown names are rejected. A bad value is a
    :class:`RulesError` whose ``where`` is the option (or ``players``; None for an unknown
    option name).
    """
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise RulesError(M_("unknown-option"),
                         unknown=excerpt(", ".join(sorted(map(str, unknown)))),
                         known=", ".join(DEFAULTS))
    opts = {**DEFAULTS, **options}
    if isinstance(players, int):
        check_players_count(players)  # before a seat is built: a billion costs nothing
        names = [f"P{i + 1}" for i in range(players)]
    else:
        names = list(players[:LIMITS.players[1] + 1])
        check_players_count(len(players))
        check_seats(names)
    try:
        # Sorted, as from_json sorts them: the same position has the same indexes either way.
        treasures = tuple(sorted(check_treasure_ids(_sequence(opts["treasures"], "treasures"))))
    except RulesError as err:
        raise err.at("treasures") from None
    numbers = _sequence(opts["track_values"], "track_values")
    values = tuple(v for v in numbers if isinstance(v, int) and not isinstance(v, bool))
    if len(values) != len(numbers):
        raise RulesError(M_("not-whole-numbers"),
                         where="track_values", values=list(numbers))
    if len(values) != len(treasures):
        raise RulesError(M_("values-per-token"),
                         where="track_values", count=len(treasures))
    removed = opts["wilds_removed"]
    if (isinstance(removed, bool) or not isinstance(removed, int)
            or not 0 <= removed <= WILDS_IN_BOX):
        raise RulesError(M_("wilds-removed-range"),
                         where="wilds_removed", most=WILDS_IN_BOX, value=removed)
    stalls = _sequence(opts["starting_market"], "starting_market")
    market = tuple(s for s in stalls
                   if isinstance(s, int) and not isinstance(s, bool) and s in STALLS)
    if len(market) != len(stalls):
        raise RulesError(M_("not-stalls"),
                         where="starting_market", stalls=", ".join(map(str, STALLS)),
                         value=list(stalls))

    k = len(treasures)
    box = k * CARDS_PER_TREASURE + WILDS_IN_BOX - removed
    needed = len(names) * HAND_SIZE + len(market)
    if box < needed:
        raise RulesError(M_("too-few-cards"),
                         where="options", box=box, types=k, removed=removed, players=len(names),
                         hand=HAND_SIZE, stalls=len(market), needed=needed)
    rng = random.Random(seed)
    state = State(names, treasures, values, seed)
    deck = [t for t in range(k) for _ in range(CARDS_PER_TREASURE)]
    deck += [k] * (WILDS_IN_BOX - removed)
    rng.shuffle(deck)
    track = list(range(k))
    rng.shuffle(track)
    state.track = track
    state.deck = deck  # top of the deck is the end of the list
    for _ in range(HAND_SIZE):
        for hand in state.hands:
            hand[deck.pop()] += 1
    for stall in market:
        state.market[stall].append(deck.pop())
    return state


def _sequence(value: object, option: str) -> Sequence[object]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise RulesError(M_("not-a-list"), where=option,
                         value=value)
    return value
