"""Every word Pook's sandbox shows that is not an engine event: labels, buttons, refusals.

Keyed, because the shared sandbox shell in the page (``widgets/static/sandbox.js``) asks for
its words by name and receives the whole table (:func:`browser_strings`). The words are
English msgids of the game's gettext domain ``pook``
(``engine/pook/locale/<lang>/LC_MESSAGES/pook.po``), French and Traditional Chinese written
by hand (:class:`~livewidgets.strings.SandboxWords`).
"""

from __future__ import annotations

from engine.i18n import Catalogue, Phrase, Plural
from engine.pook.refusals import DOMAIN

from ..strings import SandboxWords

__all__ = ["SEAT_NAMES", "STRINGS", "browser_strings", "text"]


def _strings(t: Catalogue) -> dict[str, Phrase]:
    return {
        # the shell: toolbar, bots, panels
        "new_game": t._("New game"),
        "show_hands": t._("Show every hand (hot-seat)"),
        "your_turn": t._("{player}'s turn: play a card."),
        "bot_turn": t._("{player} ({seat}) to move"),
        "game_over": t._("Game over"),
        "pass_device": t._("Pass the device to {player}. Their hand and banner are hidden "
                           "until they show them."),
        "show_hand": t._("I am {player}: show my hand"),
        "link_failed": t._("This sandbox link cannot be restored. A new game started instead."),
        "setup": t._("Game setup"),
        "players": t._("Players"),
        "fixed_grid": t._("Fixed table: rows and columns −2 to 2"),
        "scenario_json": t._("Scenario JSON"),
        "export_help": t._("The current position as a JSON scenario."),
        "import_help": t._("Paste a scenario in JSON, as this sandbox exports it."),
        "apply_import": t._("Load this scenario"),
        "imported": t._("Scenario loaded."),
        "share_help": t._("This link restores the exact position (start and every action)."),
        "simulate_help": t._("Bots finish the game many times from this position and the "
                             "table shows how often each player wins. With several people at "
                             "this screen, new games are simulated instead, so nobody learns "
                             "a secret banner."),
        "sim_games": t._("Games"),
        # Translators: {games} and {seconds} are numbers already written for the language.
        "sim_speed": Plural("games", lambda n: t.ngettext("{games} game in {seconds} s",
                                                          "{games} games in {seconds} s", n)),
        "sim_player": t._("Player"),
        "sim_wins": t._("Wins"),
        "sim_mean": t._("Average points"),
        "sim_caption": t._("{games} games played by bots ({bot}), seed {seed}"),
        "sim_new_games": t._("New games with this setup (the position is not used: it holds "
                             "secret banners)."),
        "actions": t._("Legal actions"),
        "filter_count": Plural("total", lambda n: t.ngettext("{shown} of {total} action",
                                                             "{shown} of {total} actions", n)),
        "group_play": t.pgettext("group of actions", "Plays"),
        "group_flip": t.pgettext("group of actions", "Tie-break choices"),
        # the board around the table
        "log": t._("Game log"),
        "deck": Plural("n", lambda n: t.ngettext("{n} card in the deck", "{n} cards in the deck",
                                                 n)),
        "hand_count": Plural("n", lambda n: t.ngettext("{n} card in hand", "{n} cards in hand",
                                                       n)),
        "banner_secret": t._("banner secret"),
        "banner_of": t._("banner: {first} and {second}"),
        "points_now": Plural("n", lambda n: t.ngettext("{n} point if the game ended now",
                                                       "{n} points if the game ended now", n)),
        "points_final": Plural("n", lambda n: t.ngettext("{n} point", "{n} points", n)),
        "winner": t._("winner"),
        "to_move": t._("to move"),
        "hand_of": t._("{player}'s hand"),
        "hand_bar": t._("Your hand and actions"),
        "hand_help": t._("Tap a card of your hand, then a cell of the table: the plays that "
                         "fit are offered as buttons."),
        "tiebreak_help": t._("Tie-break: tap a coin-side card on the table to turn it over."),
        "choose_cell": t._("{card} chosen: now tap a cell of the table."),
        # Translators: the legend of the sign ◉ on the table's cells where the chosen card may
        # be played (shown once, folded, under the hand).
        "lit_sign": t._("◉ and a thick frame: a cell where the chosen card can go."),
        # Translators: the button that unfolds the legend of the signs ◉ and ★.
        "signs": t._("What ◉ and ★ mean"),
        # Translators: the button that leaves the plays offered for a cell and shows the hand.
        "back_to_hand": t._("Back to the hand"),
        # Translators: the play offered for a card at a cell that does nothing more (no power,
        # no swap of Piggy).
        "play_plain": t._("Just play it"),
        # Translators: said by a screen reader on a cell where the chosen card may be played.
        "lit_cell": t._("the chosen card can go here"),
        # Translators: the legend of the sign ★ on the cells and plays the engine found to
        # score or lock at once.
        "scores_legend": t._("★ and a double frame: a play that scores or locks at once (your "
                             "banner's points go up, or Piggy's swap locks a card for the next "
                             "player)."),
        # Translators: said by a screen reader on a cell or play marked ★.
        "scores_note": t._("scores or locks at once"),
        "matching": t._("Plays of {card} at {cell}"),
        "no_match": t._("{card} cannot go to {cell}: choose another cell or card."),
        "side_warrior": t._("Warrior side up"),
        "side_coin": t._("Coin side up"),
        # actions in words
        "act_play": t._("{card} {side} at {cell}"),
        "act_power": t._("power on {target}"),
        "act_mage": t._("power on {target}, {card} put in its place"),
        "act_piggy_before": t._("Piggy swaps with {cell} first"),
        "act_piggy_after": t._("then Piggy swaps with {cell}"),
        "act_flip": t._("Turn over {card} at {cell}"),
        "warrior": t.pgettext("side", "warrior side up"),
        "coin": t.pgettext("side", "coin side up"),
        # refusals
        "illegal": t._("Not allowed: {reason}"),
        "bad_scenario": t._("Impossible scenario, JSON key {where}: {reason}"),
        "bad_link": t._("This sandbox link cannot be restored ({reason}). A new game started "
                        "instead."),
        "bad_setup": t._("Cannot start this game, JSON key {where}: {reason}"),
        "sim_over": t._("The game is over: there is nothing left to simulate."),
        # Translators: who played an action, in the undo and redo announcements, and in the
        # line per player, under the turn line, of each other player's last move.
        "who_did": t._("{player}: {action}"),
        # Translators: a play in a few words, for that line ("Ben: Orc 2 at row −1, column 0").
        "short_play": t._("{card} at {cell}"),
        "not_played": t._("{player} has not played yet"),
        # Translators: the label of the list, under the turn line, of each other player's
        # last move.
        "last_moves": t._("Last moves"),
    }


def _seat_names(t: Catalogue) -> tuple[str, ...]:
    return (t.pgettext("seat name", "Ana"), t.pgettext("seat name", "Ben"),
            t.pgettext("seat name", "Chen"), t.pgettext("seat name", "Dana"))


WORDS = SandboxWords(DOMAIN, _strings, _seat_names)
STRINGS, SEAT_NAMES = WORDS.table, WORDS.seat_names
text, browser_strings = WORDS.text, WORDS.browser_strings
