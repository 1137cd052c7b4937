"""The box of Please Don't Burn My Village!, as data, with where each number comes from.

Everything the sources leave open is an :class:`Assumption`: a named option of
:func:`engine.pdbmv.new_game` with its default and the reason for that default, so the site
can list plainly what is known and what is assumed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Sequence

WILD: Final = "wild"
"""Card id of a Wild card. Every other card id is a Treasure id."""

CARDS_PER_TREASURE: Final = 14
"""84 Treasure cards in the box (a published review) over 6 types: 14 each (inferred)."""

WILDS_IN_BOX: Final = 20
"""20 Wild cards in the box (a published review)."""

HAND_SIZE: Final = 7
"""Cards dealt to each player at setup (a published review)."""

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 5
"""Player count 2-5 (seed 001 and the publisher)."""

STALLS: Final = (3, 2, 1, 0)
"""Black market stalls, named by their cost, in the order a refill deals into them."""

WILD_HAND_PENALTY: Final = 2
"""Points lost for each Wild left in hand at the end (seeds 000 and 001)."""


RESERVED_WORDS: Final = frozenset({WILD, "with", "curse"})
"""Words of the action text form; a Treasure id may not be one of them."""


def check_treasure_ids(ids: Sequence[object]) -> tuple[str, ...]:
    """The ids as strings, or ValueError: each must be one distinct word, not a reserved one,
    so that the text form of every action reads back (``bribe T with ...``)."""
    words = tuple(t for t in ids if isinstance(t, str) and t.split() == [t])
    if (not words or len(words) != len(ids) or len(set(words)) != len(words)
            or RESERVED_WORDS & set(words)):
        raise ValueError(f"distinct one-word treasure ids other than "
                         f"{', '.join(sorted(RESERVED_WORDS))} are needed, not {list(ids)!r}")
    return words


@dataclass(frozen=True, slots=True)
class Treasure:
    """One Treasure type: its id and its name in each language of the site."""

    id: str
    en: str
    fr: str
    zh: str
    confirmed: bool
    source: str


TREASURES: Final = (
    Treasure("axe", "Barbarian's Axe", "Hache barbare", "蠻族斧頭", True,
             "named in seed 001 (English and Chinese) and public descriptions"),
    Treasure("feather", "Phoenix Feather", "Plume de phénix", "鳳凰羽毛", True,
             "named in seed 001 (English and Chinese) and public descriptions"),
    Treasure("scroll", "Magic Scroll", "Parchemin magique", "魔法卷軸", True,
             "named in seeds 000 and 001 and public descriptions"),
    Treasure("crown", "King's Crown", "Couronne du roi", "國王王冠", True,
             "named in public descriptions"),
    Treasure("sword", "Enchanted Sword", "Épée enchantée", "附魔之劍", True,
             "named in public descriptions"),
    Treasure("relic", "Relic", "Relique", "遺物", False,
             "the sixth type's real name was not found; this neutral name is ours"),
)
"""Six Treasure types, left in the order of their default ids."""

TREASURE_BY_ID: Final = {t.id: t for t in TREASURES}


@dataclass(frozen=True, slots=True)
class Assumption:
    """A value the sources do not give, taken as an option of ``new_game``."""

    option: str
    default: object
    en: str
    fr: str
    zh: str


DEFAULT_TRACK_VALUES: Final = (1, 1, 2, 2, 3, 4)

ASSUMPTIONS: Final = (
    Assumption(
        "track_values", DEFAULT_TRACK_VALUES,
        "Values of the six Dragon's Favor spaces, left to right. The sources only say the "
        "track runs from 1 to 4.",
        "Valeurs des six cases de la Faveur du Dragon, de gauche à droite. Les sources disent "
        "seulement que la piste va de 1 à 4.",
        "巨龍恩寵軌道六格由左至右的分值。來源只說明軌道從 1 到 4。",
    ),
    Assumption(
        "starting_market", (3, 2, 1, 0),
        "Starting black market: one card dealt into each of stalls 3, 2, 1 and 0. The sources "
        "say a starting market is made, not how.",
        "Marché noir de départ : une carte dans chacun des étals 3, 2, 1 et 0. Les sources "
        "disent qu'un marché de départ est formé, sans dire comment.",
        "起始黑市：攤位 3、2、1、0 各發一張牌。來源只提到要建立起始黑市，沒有說明做法。",
    ),
    Assumption(
        "wilds_removed", 0,
        "Wild cards removed from the box at setup. The real number depends on the player count "
        "and was not found; none are removed unless you say so.",
        "Jokers retirés de la boîte à la mise en place. Le nombre réel dépend du nombre de "
        "joueurs et n'a pas été trouvé ; aucun n'est retiré par défaut.",
        "準備時移出遊戲的萬用牌數量。實際數量依人數而定但未能查到；預設不移除。",
    ),
    Assumption(
        "treasures", tuple(t.id for t in TREASURES),
        "Six Treasure types of 14 cards each (84 / 6, inferred). The sixth type's name is not "
        "known; it is called Relic here.",
        "Six types de Trésor de 14 cartes chacun (84 / 6, déduit). Le nom du sixième type est "
        "inconnu ; il s'appelle ici Relique.",
        "六種珍寶各 14 張（由 84 ÷ 6 推得）。第六種的名稱不明，本站稱為「遺物」。",
    ),
)


def assumptions() -> tuple[Assumption, ...]:
    """Every assumed value, for the site's "what is assumed" table."""
    return ASSUMPTIONS
