"""Every word the Arctic Scavengers widget writes itself, looked up by key: its gettext domain
``arcticscavengers`` and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.i18n import Catalogue, Phrase, Plural

from .. import strings as shared

DOMAIN = "arcticscavengers"


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        # Card names, as a hand shows them.
        "refugee": t.pgettext("card", "Refugee"),
        "scavenger": t.pgettext("card", "Scavenger"),
        "brawler": t.pgettext("card", "Brawler"),
        "guard": t.pgettext("card", "Guard"),
        "rogue": t.pgettext("card", "Rogue"),
        "provocateur": t.pgettext("card", "Provocateur"),
        "spear": t.pgettext("card", "Spear"),
        "shovel": t.pgettext("card", "Shovel"),
        "rifle": t.pgettext("card", "Rifle"),
        # Translators: a seat's heading; seat 1 is the first player.
        "seat": t._("Seat {seat}"),
        "initiator": t._("initiator"),
        "hand": t._("Hand of seat {seat}"),
        "empty": t._("No card: fight 0, nobody."),
        # Translators: on a person card: its fight value, then the word for it.
        "card_fight": t._("fight {n}"),
        # Translators: on a tool card: what it adds to its wielder's fight.
        "card_bonus": t._("+{n} to a fighter"),
        # Translators: hidden words before a card's name, on the button that takes it back.
        "take_back": t._("Take back from the hand:"),
        "add_to": t._("Deal into the hand of seat {seat}"),
        # Translators: hidden words before a card's name, on the button that deals it.
        "add": t._("Add to the hand of seat {seat}:"),
        "fight_of": t._("Fight {fight}"),
        "people_of": Plural("n", lambda n: t.ngettext("{n} person", "{n} people", n)),
        "provoked": t._("the provocateur's headcount"),
        "idle": t._("idle: {tools}"),
        "players": t._("Players"),
        "fewer_players": t._("One player fewer"),
        "more_players": t._("One player more"),
        "round": t._("Round"),
        "earlier": t._("One round earlier"),
        "later": t._("One round later"),
        "order": t._("Round {round}: seat {first} is the initiator; turn order {order}."),
        "result": t._("Result"),
        "win_highest": t._("Seat {seat} wins with the highest fight, {top}."),
        "win_margin": t._("Seat {seat} wins by {margin} or more, as two players must."),
        "win_rogue": t._("Tie at {top}: seat {seat}'s rogue takes the contested resource."),
        "win_headcount": t._("Tie at {top}: seat {seat} brought the most people and wins."),
        "short_margin": t._("A lead of 1 is not enough with two players: deadlock."),
        "deadlock": t._("Still tied at {top}: deadlock."),
        "junkyard": t._("The contested resource goes unseen into the junkyard, which is "
                        "shuffled."),
        "settings": t._("Round {round}; players: {players}."),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)
