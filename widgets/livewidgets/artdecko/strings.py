"""Every word the Art Decko widget writes itself, looked up by key: its gettext domain ``artdecko``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.i18n import Catalogue, Phrase, Plural

from .. import strings as shared

DOMAIN = "artdecko"


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "museum": t._("The Museum: five exhibitions, each with its bonus tile on top"),
        # Translators: an exhibition's accessible name; its number, then what is true of it.
        "exhibition": t._("Exhibition {n}"),
        "filled": Plural("p", lambda p: t.ngettext("{p} painting of {m} markers",
                                                   "{p} paintings of {m} markers", p)),
        "full": t._("full"),
        "tile_scores": t._("its bonus tile scores"),
        "slot": t._("Exhibition {n}: hang paintings up to marker {k}"),
        "slot_off": t._("Exhibition {n}: take down the painting on marker {k}"),
        "fewer_markers": t._("Exhibition {n}: one invitation marker fewer"),
        "more_markers": t._("Exhibition {n}: one invitation marker more"),
        "legend": t._("■ a painting on its marker, □ a free marker, ★ a bonus tile that "
                      "scores."),
        "deck": t._("Painting cards in the draw pile"),
        "fewer_cards": t._("One card fewer in the draw pile"),
        "more_cards": t._("One card more in the draw pile"),
        "ratings": t._("Market ratings (the end comes at {limit})"),
        "art-nouveau": t._("Art Nouveau"),
        "renaissance": t._("Renaissance"),
        "surrealism": t._("Surrealism"),
        "pop-art": t._("Pop Art"),
        "impressionism": t._("Impressionism"),
        "gold": t._("Gold"),
        "lower": t._("{market}: rating 1 lower"),
        "higher": t._("{market}: rating 1 higher"),
        "lower10": t._("{market}: rating 10 lower"),
        "higher10": t._("{market}: rating 10 higher"),
        "ends": t._("The game ends at the end of this turn."),
        "goes_on": t._("The game goes on."),
        "museum_met": Plural("n", lambda n: t.ngettext(
            "{n} painting in the Museum: {limit} or more.",
            "{n} paintings in the Museum: {limit} or more.", n)),
        "museum_not": Plural("n", lambda n: t.ngettext(
            "{n} painting in the Museum, fewer than {limit}.",
            "{n} paintings in the Museum, fewer than {limit}.", n)),
        "deck_met": t._("The painting draw pile is empty."),
        "deck_not": Plural("n", lambda n: t.ngettext(
            "{n} card left in the painting draw pile.",
            "{n} cards left in the painting draw pile.", n)),
        "market_met": t._("A market rating is at {limit} or more: {markets}."),
        "market_not": t._("Every market rating is under {limit} (highest: {top})."),
        "bonus_full": t._("Bonus tiles that score: exhibition {list} (full)."),
        "bonus_most": t._("No exhibition is full: the tiles of the most paintings score, "
                          "exhibition {list}."),
        "bonus_none": t._("The Museum is empty: no bonus tile scores."),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)
