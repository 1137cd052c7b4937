"""Every word the sandbox shows that is not an engine event: labels, buttons, errors.

Keyed, because the sandbox's script in the page asks for its words by name (it receives the
whole table, see :func:`browser_strings`). The words are English msgids of the game's gettext
domain ``pdbmv``, translated in ``engine/pdbmv/locale/<lang>/LC_MESSAGES/pdbmv.po``
(:class:`~livewidgets.strings.SandboxWords`).
"""

from __future__ import annotations

from typing import Mapping

from engine.i18n import Catalogue, PerLanguage, Phrase, Plural, catalogue
from engine.pdbmv.messages import DOMAIN

from ..strings import SandboxWords


def _strings(t: Catalogue) -> dict[str, Phrase]:
    return {
        "favor": t._("Dragon's Favor"),
        "space": t._("Space {n}"),
        "market": t._("Black market"),
        "stall": t._("Stall {n}"),
        "players": t._("Players"),
        "hand_of": t._("{player}'s hand"),
        "hand_count": Plural("n", lambda n: t.ngettext("{n} card in hand", "{n} cards in hand",
                                                       n)),
        "bribes": t._("Bribes"),
        "no_bribes": t._("No bribe yet"),
        "score_now": Plural("n", lambda n: t.ngettext("{n} point if the game ended now",
                                                      "{n} points if the game ended now", n)),
        "score_final": Plural("n", lambda n: t.ngettext("{n} point", "{n} points", n)),
        "to_move_seat": t._("{player} ({seat}) to move"),
        # The shell's turn line (hidden here: the board says whose turn it is), read by
        # screen readers when a hot-seat screen is uncovered.
        "your_turn": t._("{player}, your turn"),
        "bot_turn": t._("{player} ({seat}) to move"),
        "game_over": t._("Game over"),
        "results": t._("Final scores"),
        "rank": t._("Rank"),
        "player": t._("Player"),
        "score": t._("Score"),
        "tiebreak_used": t._("Tie-break: {steps}"),
        "act_bribe": t._("Bribe {treasure} with {cards}"),
        "act_buy": t._("Buy stall {stall}: pay {cards}, curse {treasure}"),
        "act_buy_free": t._("Take stall 0 for free"),
        "act_draw": t._("Draw a card"),
        "group_bribe": t.pgettext("group of actions", "Bribes"),
        "group_buy": t.pgettext("group of actions", "Buys"),
        "group_draw": t.pgettext("group of actions", "Draw"),
        "illegal": t._("Not allowed: {summary}"),
        "illegal_detail": t._("Why: {reason}"),
        "bad_scenario": t._("Impossible scenario, JSON key {where}: {reason}"),
        "bad_link": t._("This sandbox link cannot be restored ({reason}). A new game started "
                        "instead."),
        "link_failed": t._("This sandbox link cannot be restored. A new game started instead."),
        "bad_setup": t._("Cannot start this game, JSON key {where}: {reason}"),
        "sim_over": t._("The game is over: there is nothing left to simulate."),
        # Translators: {games} and {seconds} are numbers already written for the language.
        "sim_speed": Plural("games", lambda n: t.ngettext("{games} game in {seconds} s",
                                                          "{games} games in {seconds} s", n)),
        "win_rate": t._("Win rate"),
        "score_spread": t._("Score distribution"),
        "games": t._("Games"),
        "points": t._("Points"),
        "wins": t._("Wins"),
        "new_game": t._("New game"),
        "apply_import": t._("Load this scenario"),
        "scenario_json": t._("Scenario JSON"),
        "import_help": t._("Paste a scenario in JSON, as this sandbox exports it."),
        "export_help": t._("The current position as a JSON scenario."),
        "share_help": t._("This link restores the exact position (start and every action)."),
        "imported": t._("Scenario loaded."),
        "simulate_help": t._("Bots finish the game many times from this position; cards you "
                             "cannot see are reshuffled each time."),
        "sim_games": t._("Games"),
        "actions": t._("Legal actions"),
        "filter_count": Plural("total", lambda n: t.ngettext("{shown} of {total} action",
                                                             "{shown} of {total} actions", n)),
        "selected": t._("Selected: {cards}"),
        "list_sep": t.separator,   # between the selected cards: 、 in Chinese
        "nothing_selected": t._("Select cards in your hand, then choose a bribe or a stall."),
        "clear": t._("Clear selection"),
        "bribe_target": t._("Bribe {treasure}"),
        "choose_curse": t._("Curse which Treasure?"),
        "show_hands": t._("Show every hand (hot-seat)"),
        "log": t._("Game log"),
        "setup": t._("Game setup"),
        "track_values": t._("Favor values, left to right"),
        "wilds_removed": t._("Wilds removed"),
        "starting_market": t._("Starting market stalls"),
        # Translators: the seat of the one person playing at this screen, beside their name.
        "you": t._("You"),
        "short_bribe": t._("Bribe {treasure} ×{n}"),
        # Translators: a button on a phone, two to a row: what differs from the other
        # buttons (the stall, the Treasure cursed) comes first, in as few words as can be.
        "short_buy": t._("Stall {stall}, curse {treasure}"),
        "short_buy_free": t._("Stall 0, free"),
        "did_bribe": t._("{player} bribed the Dragon with {cards} ({treasure} bribe)"),
        "did_buy": t._("{player} bought stall {stall} and cursed {treasure}"),
        "did_buy_free": t._("{player} took stall 0"),
        "did_draw": t._("{player} drew a card"),
        "not_played": t._("{player} has not played yet"),
        # Translators: a player's last move in a few words ("Ben: Bribe Axe ×2"), one line
        # under the turn line.
        "last_move": t._("{player}: {move}"),
        # Translators: the label of the list, under the turn line, of each other player's
        # last move.
        "last_moves": t._("Last moves"),
        # Translators: before the buttons of a buy whose payment holds several Treasures,
        # each button one Treasure to curse ("Stall 2, curse: [Axe] [Feather]").
        "buy_curse_group": t._("Stall {stall}, curse:"),
        # Translators: {moves} is a list such as "Axe: space 2 → 4".
        "track_moved": t._("the track moved: {moves}"),
        "token_moved": t._("{treasure}: space {old} → {new}"),
        "moved_from": t._("moved from space {n}"),
        "stall_changed": t._("new cards"),
        "player_changed": t._("changed"),
        "hand_bar": t._("Your hand and actions"),
        "matching": t._("What these cards can do"),
        # Translators: the legend of the sign ★ on the actions the engine found to score at
        # once (a draw is never marked: its card is secret).
        "scores_legend": t._("★ and a double frame: your score if the game ended now goes up "
                             "with this action."),
        # Translators: said by a screen reader on an action marked ★.
        "scores_note": t._("scores at once"),
        "no_match": t._("No legal action uses exactly these cards: add or remove one."),
        "no_cards_actions": t._("Without cards"),
        "pass_device": t._("{player}'s hand is hidden: pass the screen to {player}."),
        "show_hand": t._("Show {player}'s hand"),
    }


def _seat_names(t: Catalogue) -> tuple[str, ...]:
    return (t.pgettext("seat name", "Ana"), t.pgettext("seat name", "Ben"),
            t.pgettext("seat name", "Chen"), t.pgettext("seat name", "Dana"),
            t.pgettext("seat name", "Emil"))


def _rulings(t: Catalogue) -> dict[str, str]:
    return {
        "turn": t._("it is another player's turn"),
        "game-over": t._("the game is over"),
        "cards-in-hand": t._("you can only play cards from your own hand"),
        "bribe-one-type": t._("a bribe plays cards of one Treasure type, plus any Wilds"),
        "bribe-new-needs-treasure": t._("a new bribe needs a card of its Treasure; Wilds alone "
                                        "only join an existing bribe"),
        "buy-stall": t._("a buy names a stall that has cards"),
        "buy-cost": t._("a stall costs as many cards as its number, at least one of them a Treasure"),
        "buy-curse": t._("the curse names a Treasure type among the paid cards"),
        "buy-free-stall": t._("stall 0 is free and curses nothing"),
    }


def _short_names(t: Catalogue) -> dict[str, str]:
    return {"axe": t.pgettext("short card name", "Axe"),
            "feather": t.pgettext("short card name", "Feather"),
            "scroll": t.pgettext("short card name", "Scroll"),
            "crown": t.pgettext("short card name", "Crown"),
            "sword": t.pgettext("short card name", "Sword"),
            "relic": t.pgettext("short card name", "Relic"),
            "wild": t.pgettext("short card name", "Wild")}


WORDS = SandboxWords(DOMAIN, _strings, _seat_names, _rulings)
STRINGS, SEAT_NAMES, RULINGS = WORDS.table, WORDS.seat_names, WORDS.rulings
text, browser_strings, ruling_summary = WORDS.text, WORDS.browser_strings, WORDS.ruling_summary
SHORT_NAMES: Mapping[str, Mapping[str, str]] = PerLanguage(
    lambda lang: _short_names(catalogue(DOMAIN, lang)))
"""Card names short enough for a card face on a phone; the full name goes in its label."""


def short_name(lang: str, card: str) -> str:
    """A card's short face name; a custom Treasure id stands for itself."""
    return SHORT_NAMES[lang].get(card, card)
