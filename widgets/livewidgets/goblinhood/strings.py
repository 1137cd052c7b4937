"""Every word the Goblin Hood widgets write themselves, looked up by key: its gettext domain
``goblinhood`` and the shared phrases (:func:`livewidgets.strings.game_strings`).

Game events are told by the engine (:mod:`engine.goblinhood.messages`, which also names the
colours and ends and counts gold); this table holds the rest: labels, badges, buttons and the
sentences of the legal-placements widget.
"""

from __future__ import annotations

from engine.goblinhood.refusals import DOMAIN
from engine.i18n import Catalogue, Phrase, Plural

from .. import strings as shared

__all__ = ["DOMAIN", "UI", "ui"]


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "demo": t._("Demonstration deck, not the printed cards"),
        "trail": t._("Trail, left end first"),
        # Translators: badges under the first and last visible square of the trail.
        "left_end": t._("left end"),
        "right_end": t._("right end"),
        "hand": t._("Hand"),
        "treasure": t._("Treasure"),
        "face_down": t._("face down"),
        "no_cards": t._("no cards"),
        "deck": Plural("n", lambda n: t.ngettext("Deck: {n} card", "Deck: {n} cards", n)),
        "deck_empty": t._("Deck: empty"),
        "counter_none": t._("Goblin counter: not set out yet"),
        "counter_set": t._("Goblin counter: set out (deck cycle 1)"),
        "counter_turned": t._("Goblin counter: turned over (deck cycle 2)"),
        "cycles_left": t._("Deck cycles still owed: {n}"),
        "players": t._("Players, in seat order"),
        # Translators: badges beside a player's name.
        "to_play": t._("to play"),
        "out": t._("ambushed: out of the round"),
        "winner": t._("wins the round"),
        "mark_laid": t._("just laid"),
        "mark_buried": t._("buried"),
        "mark_drawn": t._("just drawn"),
        "mark_stays": t._("stays as the trail"),
        "fits": t._("fits"),
        "no_fit": t._("does not fit"),
        # placements
        # Translators: a hand card's button; the card itself (its squares and gold) follows.
        "pick_card": t._("Show where this card fits"),
        "pick_start": t._("Pick a card of the hand: every end and way round where it fits "
                          "lights up."),
        # Translators: {total} is 4, or 2 for a card whose squares are the same colour.
        "ways": Plural("n", lambda n: t.ngettext(
            "{n} way out of {total} to lay {card}.",
            "{n} ways out of {total} to lay {card}.", n)),
        # Translators: {end} is "left end" or "right end" (the phrases above).
        "try_fits": t._("{end}, {square} square covering: fits, new end {new_end}."),
        "try_fails": t._("{end}, {square} square covering: {reason}."),
        "no_match": t._("{square} does not match the {colour} end"),
        "tries": t._("Every way to lay {card}"),
        "swap_fit_help": t._("Press a card of {player}'s hand here to change it for another "
                             "card; press a card in the picture to see where it fits."),
        # lay
        "lay_grid": t._("Choose the end and the covering square"),
        "lay_help": t._("Each button lays the card over that end with the square shown; a "
                        "square that does not match is refused, with the rule."),
        "lay_button": t._("Lay {card} on the {end} end, its {square} square covering"),
        "covering": t._("covering square"),
        # ambush, cycle
        "player_count": t._("Number of players"),
        "n_players": Plural("n", lambda n: t.ngettext("{n} player", "{n} players", n)),
        "swap": t._("Change this card in {player}'s hand for another card"),
        "swap_help": t._("Press a card of {player}'s hand to change it: a card that fits "
                         "saves {player} from the ambush."),
        "cycles_done": t._("Deck cycles already played this round"),
        # scoring
        "gold_button": t._("Change the gold value of this card"),
        "scores": t._("The count"),
        "player": t._("Player"),
        "gold": t._("Gold"),
        "cards": t._("Cards"),
        "more_treasure": t._("Give {player} one more treasure card"),
        "less_treasure": t._("Take one treasure card back from {player}"),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)
