"""A new game from a seed: the only place chance enters.

After setup the game is deterministic (the deck order is part of the state), so the starting
position plus the action log replays a whole game exactly. Options are the assumptions of
:data:`engine.pook.components.ASSUMPTIONS`; every refusal names the option at fault.
"""

from __future__ import annotations

import random
from typing import Sequence

from .components import (ASSUMPTIONS, HAND_SIZE, KINDS, LEVEL_OF, MAX_PLAYERS, MIN_PLAYERS,
                         PIGGY_CODE, PIGGY_START)
from .refusals import M_, ScenarioError
from .scenario import (NOT_A_BOOLEAN, PLAYER_COUNT, PLAYER_NAMES, check_names, read_banner,
                       read_levels)
from .state import State

DEFAULTS = {a.option: a.default for a in ASSUMPTIONS}

BANNER_DECK = M_("banner-deck")


def new_game(players: Sequence[str] | int, seed: int, **options: object) -> State:
    """Shuffle, deal and lay Piggy down.

    ``players`` is a list of names in seat order, or a count (names P1, P2, ...). Options:
    ``levels`` (a faction's six levels), ``banner_deck`` (the pairs banners are dealt from),
    ``fixed_grid`` (fix the 5 by 5 box at rows and columns -2..2).
    """
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise ScenarioError(M_("unknown-option"), unknown=", ".join(sorted(unknown)),
                            known=", ".join(DEFAULTS))
    opts = {**DEFAULTS, **options}
    names = [f"P{i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ScenarioError(PLAYER_COUNT, where="players", low=MIN_PLAYERS, high=MAX_PLAYERS,
                            count=len(names))
    check_names(names)
    if (len(set(names)) != len(names)
            or not all(isinstance(n, str) and n.strip() for n in names)):
        raise ScenarioError(PLAYER_NAMES, where="players")
    levels = read_levels(opts["levels"])
    fixed = opts["fixed_grid"]
    if not isinstance(fixed, bool):
        raise ScenarioError(NOT_A_BOOLEAN, where="fixed_grid")
    deck_option = opts["banner_deck"]
    if not isinstance(deck_option, (list, tuple)):
        raise ScenarioError(BANNER_DECK, where="banner_deck", count=len(names))
    pairs = list(dict.fromkeys(read_banner(pair, f"banner_deck[{i}]")
                               for i, pair in enumerate(deck_option)))
    if len(pairs) < len(names):
        raise ScenarioError(BANNER_DECK, where="banner_deck", count=len(names))

    rng = random.Random(seed)
    rng.shuffle(pairs)
    state = State(names, pairs[:len(names)], fixed, levels)
    deck = [code for code in range(KINDS) for level in levels if LEVEL_OF[code] == level]
    rng.shuffle(deck)
    state.deck = deck  # the top of the deck is the end of the list
    for _ in range(HAND_SIZE):
        for hand in state.hands:
            hand[deck.pop()] += 1
    state.table.place(PIGGY_START, PIGGY_CODE, False)
    state.table.piggy = PIGGY_START
    return state
