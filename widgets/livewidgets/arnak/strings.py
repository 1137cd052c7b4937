"""Every word the Arnak widget writes itself, looked up by key: its gettext domain ``arnak``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
Token and example names are keyed by the engine's ids.
"""

from __future__ import annotations

from engine.i18n import Catalogue, Phrase, Plural

from .. import strings as shared

DOMAIN = "arnak"


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        # the tokens, as the glossary names them
        "token_fear": t._("Fear card"),
        "token_boot": t._("boot travel"),
        "token_coin": t._("coin"),
        "token_compass": t._("compass"),
        "token_tablet": t._("tablet"),
        "token_travel": t._("travel symbol"),
        "token_vp": t._("victory point"),
        # Translators: a token standing for anything worth one unit (one victory point).
        "token_unit": t._("unit"),
        "token_arrowhead": t._("arrowhead"),
        "token_archaeologist": t._("archaeologist"),
        "token_gem": t._("gem"),
        # the page's worked examples
        "presets": t._("The tips page's examples"),
        "example_camp-site": t._("Camp site"),
        "example_level-1-site": t._("Level 1 site"),
        "example_level-2-site": t._("Level 2 site"),
        "example_discover-level-1": t._("Discover a level 1 site"),
        "example_discover-level-2": t._("Discover a level 2 site"),
        "example_guardian": t._("Overcome a guardian"),
        "example_temple-2": t._("Temple tile, 2 points"),
        "example_temple-6": t._("Temple tile, 6 points"),
        "example_temple-11": t._("Temple tile, 11 points"),
        "example_artifact-card": t._("Artifact card for 4 compasses"),
        "example_item-card": t._("Item card for 2 coins"),
        "own_move": t._("Your own move (no example of the page)"),
        # the balance
        "costs": t._("Costs"),
        "gains": t._("Gains"),
        # Translators: a pan's heading: "Costs: 4 units".
        "side_head": t._("{side}: {units}"),
        "side_units": Plural("n", lambda n: t.ngettext("{n} unit", "{n} units", n)),
        "empty": t._("nothing"),
        "add_to_costs": t._("Add to the costs"),
        "add_to_gains": t._("Add to the gains"),
        # Translators: hidden words that end a palette button's name ("+ coin 1: ...").
        "adds_cost": t._("add one to the costs"),
        "adds_gain": t._("add one to the gains"),
        # Translators: hidden words that end a token's name in a pan ("coin ×2: ...").
        "takes_off": t._("take one off"),
        "clear": t._("Empty both pans"),
        "caption": t._("Costs in the left pan, gains in the right; the beam leans to the side "
                       "worth more. Each token shows its worth in units."),
        "heuristic": t._("Values: the tips page's estimates (1 unit = 1 victory point), not "
                         "rules of the game."),
        # the answer
        "term": t._("{count} × {token} ({unit})"),
        "side_sum": t._("{side}: {terms} = {total}"),
        "net": t._("Net: {gains} − {costs} = {net}"),
        "gain": Plural("n", lambda n: t.ngettext("The move gains {n} unit.",
                                                 "The move gains {n} units.", n)),
        "loss": Plural("n", lambda n: t.ngettext("The move loses {n} unit.",
                                                 "The move loses {n} units.", n)),
        "even": t._("The move breaks even."),
        "figure_costs": t._("The page puts the cost at {figure}; the calculator finds "
                            "{computed}."),
        "figure_gains": t._("The page puts the gain at {figure}; the calculator finds "
                            "{computed}."),
        "figure_net": t._("The page gives a net of {figure}; the calculator finds {computed}."),
        "figure_before-price": t._("The page says the card brings {figure}, before its price; "
                                   "the calculator finds {computed} (net {net} once the price "
                                   "is paid)."),
        "formula": t._("The sum printed beside it, {formula}, makes {value}."),
        "agrees": t._("The page agrees with its own values."),
        "differs": t._("The page's figures disagree: see the ruling."),
        "ruling_link": t._("Read the ruling"),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)


def signed(n: int) -> str:
    """A net as the widget writes it: +1, 0, −1 (a true minus sign)."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"
