"""The page's 80-card list and the chance of each "draw!", against a count made here."""

from __future__ import annotations

from fractions import Fraction

from engine import registry
from engine.bang.cards import PAGE_LIST, cards_of, deck, draw_chance, suit_counts

SPADE_2_TO_9 = {"2", "3", "4", "5", "6", "7", "8", "9"}


def test_the_list_expands_to_its_announced_counts() -> None:
    """Runs and copies read as the page writes them: ``2♣-9♣`` is eight clubs, ``D♥-A♥``
    three hearts (queen, king, ace), ``2×9♠`` two nines of spades."""
    assert len(cards_of("2♣-9♣")) == 8
    assert cards_of("D♥-A♥") == [("D", "♥"), ("R", "♥"), ("A", "♥")]
    assert cards_of("2×9♠") == [("9", "♠"), ("9", "♠")]
    assert sum(count for _, _, count, _ in PAGE_LIST) == 80 == len(deck())


def test_counts_over_the_deck() -> None:
    """Count here, card by card: hearts are 20 of 80 (1/4); spades 2 to 9 are the seven
    Missed! from 2♠ to 8♠, the Winchester's 8♠ and the two 9♠: 10 of 80 (1/8)."""
    cards = [card for _, card in deck()]
    hearts = sum(1 for _, suit in cards if suit == "♥")
    spades = sum(1 for value, suit in cards if suit == "♠" and value in SPADE_2_TO_9)
    assert (hearts, spades) == (20, 10)
    assert draw_chance("barrel") == Fraction(hearts, 80) == Fraction(1, 4)
    assert draw_chance("dynamite") == Fraction(spades, 80) == Fraction(1, 8)
    answer = registry.entry("bang").run({"calc": "table"})
    assert answer["draws"]["dynamite"] == {"hits": 10, "of": 80, "probability": 0.125}
    assert suit_counts() == {"♠": 20, "♣": 20, "♥": 20, "♦": 20}
