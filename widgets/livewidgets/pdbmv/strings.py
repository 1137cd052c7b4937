"""Every word the PDBMV widgets write themselves, looked up by key: its gettext domain ``pdbmv``
and the shared phrases (:func:`livewidgets.strings.game_strings`).

Game events are told by the engine (:mod:`engine.pdbmv.messages`); this table holds the rest:
labels, buttons, captions, table headings.
"""

from __future__ import annotations

from typing import Mapping

from engine.i18n import LANGS, Catalogue, PerLanguage, Phrase, Plural, catalogue
from engine.pdbmv.components import ASSUMPTIONS

from .. import strings as shared

__all__ = ["ASSUMPTION_TEXT", "DOMAIN", "LANGS", "UI", "check_lang", "ui"]

DOMAIN = "pdbmv"


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "track": t._("Dragon's Favor track, lowest space first"),
        "space": t._("Space {n}"),
        "worth": t._("worth {v}"),
        "market": t._("Black market"),
        "stall": t._("Stall {n}"),
        "costs": Plural("n", lambda n: t.ngettext("costs {n} card", "costs {n} cards", n)),
        "free": t._("free"),
        "empty": t._("empty"),
        # Translators: {n} is a number of cards ("5 cards").
        "deck": t._("Deck: {n}, top first"),
        "deck_empty": t._("Deck: empty"),
        "deck_left": Plural("n", lambda n: t.ngettext("Deck: {n} card left.",
                                                      "Deck: {n} cards left.", n)),
        "discard": t._("Discard pile: {cards}."),
        "mark_moved": t._("moved from space {n}"),
        # Translators: a badge on the Favor token of the type a player just bribed with.
        "mark_bribed": t._("the bribe's type"),
        "mark_pushed": t._("pushed from space {n}"),
        "mark_dealt": t._("just dealt"),
        "mark_stopped": t._("stops the refill"),
        "mark_joined": t._("joined at the end"),
        "bribe_type": t._("Bribed type"),
        "bribe_type_help": t._("Pick the type of the bribe; the refill stops on that type or a "
                               "Wild."),
        "deck_editor": t._("Deck before the refill (top first)"),
        "deck_card": t._("Deck card {n}: {name}. Press to change its type; Delete removes it."),
        "deck_on_board": t._("At the start, press a card of the deck to change its type; "
                             "Delete removes it."),
        "add_card": t._("Add a card"),
        "remove_card": t._("Remove the last card"),
        "shuffle": t._("Shuffle"),
        "pick_token": t._("Pick a token on the track, then a number of cards."),
        "cards_count": t._("Cards"),
        "n_cards": Plural("n", lambda n: t.ngettext("{n} card", "{n} cards", n)),
        "cause": t._("Move"),
        "cause_bribe": t._("Bribe: moves right"),
        "cause_curse": t._("Curse: moves left"),
        "keep": t._("Start from this track"),
        "player_position": t._("{player}'s cards before the end"),
        "bribes": t._("Bribes"),
        "hand": t._("Hand"),
        "card_kind": t._("Card"),
        "value": t._("Value"),
        "add_bribe": t._("Add one {card} to {player}'s bribe"),
        "remove_bribe": t._("Take one {card} out of {player}'s bribe"),
        "add_hand": t._("Add one {card} to {player}'s hand"),
        "remove_hand": t._("Take one {card} out of {player}'s hand"),
        "wilds_in_bribe": t._("Wilds in that bribe"),
        "add_wild": t._("Add one Wild to {player}'s {card} bribe"),
        "remove_wild": t._("Take one Wild out of {player}'s {card} bribe"),
        "as_if_ended": t._("The game ends here; the scoring follows."),
        "scores": t._("Scores"),
        # Translators: a badge by the scores once the game has ended.
        "game_over": t._("game over"),
        "score": t._("Score"),
        "player": t._("Player"),
        "tiebreak": t._("Tie-break, space by space"),
        "tiebreak_none": t._("No tie to break."),
        "tiebreak_space": t._("Space {n}: {treasure}"),
        # Translators: a badge on the player who has more cards on a tie-break space.
        "more": t._("more"),
        "ranking": t._("Ranking"),
        "rank": t._("Rank"),
        "mover": t._("{player} is to move and looks at the deck."),
        "seen": t._("Cards {player} can see"),
        "seen_help": t._("Own hand, market, every bribe and the discard pile."),
        "unseen": t._("Unseen cards: {n} (the deck and the other hands). The deck holds {deck} "
                      "of them, drawn at random from the {n}."),
        "unseen_head": t._("Unseen"),
        "deck_size": t._("Deck size"),
        "more_deck": t._("One more card in the deck"),
        "less_deck": t._("One card fewer in the deck"),
        "more_seen": t._("{player} sees one more {card}"),
        "less_seen": t._("{player} sees one {card} fewer"),
        "risk_table": t._("If {player} bribes now"),
        "ends_game": t._("Chance the refill ends the game"),
        "expected_dealt": t._("Expected cards dealt"),
        "exact": t._("exact: {fraction}"),
        "assumptions": t._("What this site assumes"),
        "option": t._("Option"),
        "default": t._("Default"),
        "explanation": t._("Explanation"),
        "treasures": t._("The six Treasures"),
        "treasure": t._("Treasure"),
        "treasure_id": t._("Id"),
        "confirmed": t._("Name confirmed"),
        "yes": t._("yes"),
        "no": t._("no (our name)"),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)

ASSUMPTION_TEXT: Mapping[str, Mapping[str, str]] = PerLanguage(
    lambda lang: {a.option: catalogue(DOMAIN, lang).translated(a.text) for a in ASSUMPTIONS})
"""Explanation of each engine assumption, by language."""


def check_lang(lang: str) -> str:
    """``lang`` itself, or a ValueError naming the languages the widgets speak."""
    return shared.check_lang(lang)
