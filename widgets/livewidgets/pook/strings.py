"""Every word the Pook widgets write themselves, looked up by key: its gettext domain ``pook``
and the shared phrases (:func:`livewidgets.strings.game_strings`).

Game events are told by the engine (:mod:`engine.pook.messages`), refusals by the engine's
rulings; this table holds the rest: the table's headings, the marks on its cells and their
legend, the controls, and the few sentences a widget adds between the engine's steps (the
coins of a row, the cost check).
"""

from __future__ import annotations

from engine.i18n import Catalogue, Phrase, Plural, catalogue
from engine.pook.refusals import DOMAIN

from .. import strings as shared

__all__ = ["UI", "ui", "t"]


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        # the table
        "table": t._("The table (coins per row and column in the headings)"),
        "row": t._("Row {n}"),
        "col": t._("Column {n}"),
        "coins": Plural("n", lambda n: t.ngettext("{n} coin", "{n} coins", n)),
        "empty": t._("empty"),
        "open": t._("a card may go here"),
        "warrior_up": t._("{card}, warrior side up"),
        "coin_up": t._("{card}, coin side up"),
        # Translators: a cell's number and what lies on it, read by screen readers.
        "cell": t._("{cell}: {what}"),
        "legend": t._("Marks on the table"),
        "mark_chosen": t._("the chosen cell"),
        "mark_line": t._("in the row or column counted (dashed outline)"),
        "mark_counted": t._("a coin counted for the chosen cell"),
        "mark_swap": t._("Piggy may swap with this card"),
        "mark_locked": t._("locked: Piggy may not swap with this card this turn"),
        "mark_target": t._("the power's target"),
        "mark_shielded": t._("shielded by a Knight"),
        "mark_new": t._("changed in this step"),
        "mark_picked": t._("chosen for the tie-break"),
        # the cost widget
        "cost_help": t._("Choose what a tap or click on the table does, then tap or click a "
                         "cell. Turn cards "
                         "over or move Piggy: the count follows at once."),
        "tool": t._("A tap or click on the table"),
        "tool_count": t._("counts the coins of an empty cell"),
        "tool_flip": t._("turns a card over"),
        "tool_piggy": t._("swaps Piggy with a card"),
        "cost_start": t._("The chosen cell is {cell}: its row and its column are counted."),
        "cost_row": Plural("n", lambda n: t.ngettext("Row {row} holds {n} coin: {cards}.",
                                                     "Row {row} holds {n} coins: {cards}.", n)),
        "cost_row_none": t._("Row {row} holds no coin."),
        "cost_col": Plural("n", lambda n: t.ngettext("Column {col} holds {n} coin: {cards}.",
                                                     "Column {col} holds {n} coins: {cards}.",
                                                     n)),
        "cost_col_none": t._("Column {col} holds no coin."),
        "cost_none": t._("{cell}: no coin in its row and column, so a card may go there coin "
                         "side up only."),
        "cost_one": t._("{cell}: 1 coin in its row and column, so a warrior of level 1 may "
                        "go there."),
        "cost_some": Plural("coins", lambda n: t.ngettext(
            "{cell}: {coins} coin in its row and column, so a warrior of level {top} or lower "
            "may go there.",
            "{cell}: {coins} coins in its row and column, so a warrior of level {top} or lower "
            "may go there.", n)),
        "cost_all": t._("{cell}: {coins} coins in its row and column, so a warrior of any level "
                        "may go there."),
        "no_cell": t._("Choose an empty cell next to a card to count its coins."),
        # the play widget
        "play_help": t._("Choose a card of {player}'s hand and a side, then choose a cell of the "
                         "table. A warrior with a power then takes a target: choose it."),
        "hand_of": t._("{player}'s hand"),
        "side": t._("Side"),
        "side_warrior": t._("Warrior side up"),
        "side_coin": t._("Coin side up"),
        "replacement": t._("The Mage puts in its place"),
        "no_power": t._("Do not use the power"),
        "choose_cell_warrior": t._("{player} will play {card} warrior side up: now choose a "
                                   "cell on the table."),
        "choose_cell_coin": t._("{player} will play {card} coin side up: now choose a cell on "
                                "the table."),
        "cost_check": Plural("coins", lambda n: t.ngettext(
            "Cost check: {card} is level {level}; the row and column of {at} hold {coins} "
            "coin, enough to pay.",
            "Cost check: {card} is level {level}; the row and column of {at} hold {coins} "
            "coins, enough to pay.", n)),
        # the Piggy widget
        "piggy_help": t._("Choose a card next to Piggy to swap them. Each choice is the next "
                          "player's turn (the card that player plays is left out)."),
        "piggy_targets": t._("{player}'s turn: Piggy at {at} may swap with {cards}."),
        "piggy_no_target": t._("{player}'s turn: Piggy at {at} has no card to swap with."),
        # Translators: one card Piggy may swap with, and its cell ("Orc 1 at row -1, column 0").
        "card_at": t._("{card} at {at}"),
        "piggy_locked": t._("{card} at {at} is locked: the previous player swapped Piggy "
                            "with it."),
        "undo": t._("Undo the last swap"),
        # the scoring widget
        "undo_choice": t._("Undo the last choice"),
        "scoring_help": t._("While players are tied, choose a coin-side card for each tied "
                            "player in seat order: the chosen cards turn over and the count "
                            "starts again."),
        "factions": t._("Factions"),
        "players": t._("Players"),
        "points": Plural("n", lambda n: t.ngettext("{n} point", "{n} points", n)),
        # Translators: a player's banner: their two factions.
        "banner": t._("{player} ({first} and {second})"),
        "tied": t._("tied"),
        "winner": t._("winner"),
        "chooses_next": t._("{player} chooses next."),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)


def t(lang: str) -> Catalogue:
    """The game's catalogue in ``lang`` (list joining, the engine's own words)."""
    return catalogue(DOMAIN, lang)
