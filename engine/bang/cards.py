"""The 80 playing cards of the page's list, and the chance of a "draw!".

:data:`PAGE_LIST` is the page's list as it writes it (French names, count, cards; values 2 to
10, V (jack), D (queen), R (king), A (ace); ``2♦-A♦`` a run of one suit, ``2×9♠`` two copies).
:func:`deck` expands it, and the chances of a "draw!" are counts over that deck
(``eighty-cards``): a heart for a Barrel (``barrel-on-heart``) or a Jail (``jail-on-heart``), a
spade 2 to 9 for Dynamite (``dynamite-spades``). The English names come from the published
rules, matched by count and suits (the page's "Convoi" is two 9♠: the Stagecoach; its
"Diligence" is one 3♥: Wells Fargo).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable

VALUES: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A")
"""Card values in order, as the French page writes them (V jack, D queen, R king)."""
SUITS: tuple[str, ...] = ("♠", "♣", "♥", "♦")

PAGE_LIST: tuple[tuple[str, str, int, str], ...] = (
    ("Planque", "Barrel", 2, "D♠ R♠"),
    ("Dynamite", "Dynamite", 1, "2♥"),
    ("Prison", "Jail", 3, "V♠ 4♥ 10♠"),
    ("Mustang", "Mustang", 2, "8♥ 9♥"),
    ("Remington", "Remington", 1, "R♣"),
    ("Rev. Carabine", "Rev. Carabine", 1, "A♣"),
    ("Schofield", "Schofield", 3, "V♣ D♣ R♠"),
    ("Lunette", "Scope", 1, "A♠"),
    ("Volcanic", "Volcanic", 2, "10♠ 10♣"),
    ("Winchester", "Winchester", 1, "8♠"),
    ("Bang!", "Bang!", 25, "A♠ 2♦-A♦ 2♣-9♣ D♥-A♥"),
    ("Bière", "Beer", 6, "6♥-V♥"),
    ("Coup de foudre", "Cat Balou", 4, "R♥ 9♦-V♦"),
    ("Duel", "Duel", 3, "D♦ V♠ 8♣"),
    ("Gatling", "Gatling", 1, "10♥"),
    ("Magasin", "General Store", 2, "9♣ D♠"),
    ("Indiens !", "Indians!", 2, "R♦ A♦"),
    ("Raté !", "Missed!", 12, "10♣-A♣ 2♠-8♠"),
    ("Braquage !", "Panic!", 4, "V♥-D♥ A♥ 8♦"),
    ("Saloon", "Saloon", 1, "5♥"),
    ("Convoi", "Stagecoach", 2, "2×9♠"),
    ("Diligence", "Wells Fargo", 1, "3♥"),
)
"""The page's list (2021-05-07): French name, English name, count, cards."""

ZH_NAMES: dict[str, str] = {
    "Barrel": "酒桶", "Dynamite": "炸藥", "Jail": "監獄", "Mustang": "野馬",
    "Remington": "Remington", "Rev. Carabine": "Rev. Carabine", "Schofield": "Schofield",
    "Scope": "瞄準鏡", "Volcanic": "Volcanic", "Winchester": "Winchester", "Bang!": "Bang!",
    "Beer": "啤酒", "Cat Balou": "凱特巴洛", "Duel": "決鬥", "Gatling": "格林機槍",
    "General Store": "雜貨店", "Indians!": "印第安人！", "Missed!": "失手！", "Panic!": "驚慌！",
    "Saloon": "酒館", "Stagecoach": "驛馬車", "Wells Fargo": "富國銀行"}
"""The Chinese pages' name of each card (English name first). No published Chinese card list
was found (the glossary says so): these are the site's renderings; weapons keep their names."""
OTHER_NAMES: dict[str, dict[str, str]] = {
    "Colt .45": {"en": "Colt .45", "fr": "Colt .45", "zh": "Colt .45"},
    "Appaloosa": {"en": "Appaloosa", "fr": "Appaloosa", "zh": "Appaloosa"}}
"""Cards the page names outside its list: everyone's default weapon, and the Appaloosa its
rules name among the cards that change distances (its list holds no such card)."""


def names(lang: str) -> dict[str, str]:
    """Every card the help page names, English name to the name ``lang``'s pages use (French:
    the page's own)."""
    found = {en: {"en": en, "fr": fr, "zh": ZH_NAMES[en]}[lang] for fr, en, _, _ in PAGE_LIST}
    found.update({en: other[lang] for en, other in OTHER_NAMES.items()})
    return found


Card = tuple[str, str]
"""A card's value and suit: ``("9", "♠")``."""


def _one(token: str) -> list[Card]:
    copies = 1
    if "×" in token:
        head, token = token.split("×")
        copies = int(head)
    if "-" in token:
        first, last = token.split("-")
        suit = first[-1]
        if last[-1] != suit:
            raise ValueError(f"a run must keep one suit: {token}")
        start, stop = VALUES.index(first[:-1]), VALUES.index(last[:-1])
        return [(value, suit) for value in VALUES[start:stop + 1]] * copies
    if token[:-1] not in VALUES or token[-1] not in SUITS:
        raise ValueError(f"not a card: {token}")
    return [(token[:-1], token[-1])] * copies


def cards_of(text: str) -> list[Card]:
    """The cards a line of the list names, expanded (``"2♣-9♣"``: eight clubs)."""
    return [card for token in text.split() for card in _one(token)]


def deck() -> list[tuple[str, Card]]:
    """Every one of the 80 cards as (English name, card); a line whose count disagrees with
    its cards is an error of the data."""
    found: list[tuple[str, Card]] = []
    for _, name, count, text in PAGE_LIST:
        cards = cards_of(text)
        if len(cards) != count:
            raise ValueError(f"{name}: {count} announced, {len(cards)} listed")
        found.extend((name, card) for card in cards)
    return found


DRAWS: dict[str, Callable[[Card], bool]] = {
    "barrel": lambda card: card[1] == "♥",
    "jail": lambda card: card[1] == "♥",
    "dynamite": lambda card: card[1] == "♠" and VALUES.index(card[0]) <= VALUES.index("9"),
}
"""Each "draw!" check and the cards that make it happen (a Barrel stops the shot, a Jail lets
the prisoner play, Dynamite explodes)."""


def draw_count(check: str) -> tuple[int, int]:
    """How many of the deck's cards make ``check`` happen, and how many cards there are."""
    cards = deck()
    return sum(1 for _, card in cards if DRAWS[check](card)), len(cards)


def draw_chance(check: str) -> Fraction:
    """The chance one card from a full, shuffled deck makes ``check`` happen."""
    hits, total = draw_count(check)
    return Fraction(hits, total)


def suit_counts() -> dict[str, int]:
    """Cards of each suit in the deck (the page: 20 each)."""
    counts = dict.fromkeys(SUITS, 0)
    for _, (_, suit) in deck():
        counts[suit] += 1
    return counts
