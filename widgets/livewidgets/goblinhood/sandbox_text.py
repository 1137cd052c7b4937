"""Every word of the Goblin Hood sandbox that is not an engine event: labels, buttons, errors.

Keyed, because the sandbox's script asks for its words by name (it receives the whole table,
see :func:`browser_strings`). The words are English msgids of the game's gettext domain
``goblinhood``, translated by hand in ``engine/goblinhood/locale/<lang>/LC_MESSAGES/
goblinhood.po``, as the worked examples' words (:mod:`.strings`) are; the shared phrases are
merged in the same way (:class:`~livewidgets.strings.SandboxWords`). Game events are the
engine's own sentences (:func:`engine.goblinhood.messages.explain`).
"""

from __future__ import annotations

from engine.goblinhood.refusals import DOMAIN
from engine.i18n import Catalogue, Phrase, Plural

from ..strings import SandboxWords

__all__ = ["SEAT_NAMES", "browser_strings", "ruling_summary", "text"]


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "to_move_seat": t._("{player} ({seat}) to play"),
        "round_n": t._("Round {n}"),
        "wins_line": t._("Round wins: {wins} (the match goes to {target})"),
        "match_over": t._("Match over: {player} wins."),
        "round_over": t._("The round is over."),
        "pick_help": t._("Tap a card of your hand, then a lit end of the trail."),
        # Translators: {card} is a card in words, "the red–yellow card (1 gold)".
        "picked": t._("Picked: {card}. Choose an end and the covering square."),
        # Translators: a button at one end of the trail; {square} is a colour, {new_end} too.
        "picked_none": t._("Neither end takes {card}: pick another card."),
        "lay_here": t._("Lay {card} here, {square} square covering (new end {new_end})"),
        "pick_card": t._("Pick this card"),
        # Translators: said after a hand card's squares when neither end of the trail takes
        # it this turn (the card is drawn faded; picking it says why).
        "fits_nowhere": t._("fits neither end now"),
        "act_play": t._("Lay {card} on the {end} end, {square} square covering"),
        "act_give": t._("Give {card} to the winner as the marker"),
        "act_deal": t._("Deal the round again"),
        # Translators: a card laid, in a few words, for the line per player under the turn
        # line that says each other player's last move ("Ben: the red–yellow card (1 gold),
        # left end"); {end} is "left" or "right".
        "short_lay": t._("{card}, {end} end"),
        # Translators: that line ("Ben: the red–yellow card (1 gold), left end").
        "last_move": t._("{player}: {move}"),
        "not_played": t._("{player} has not played yet"),
        # Translators: the label of the list, under the turn line, of each other player's
        # last move.
        "last_moves": t._("Last moves"),
        "setup_line": t._("Setup"),
        "actions": t._("Legal actions (all of them, as buttons)"),
        "illegal": t._("Not allowed: {summary}"),
        "illegal_detail": t._("Why: {reason}"),
        "bad_scenario": t._("Impossible scenario, JSON key {where}: {reason}"),
        "bad_link": t._("This sandbox link cannot be restored ({reason}). A new game started "
                        "instead."),
        "link_failed": t._("This sandbox link cannot be restored. A new game started instead."),
        "bad_setup": t._("Cannot start this game, JSON key {where}: {reason}"),
        "sim_over": t._("The match is over: there is nothing left to simulate."),
        "sim_failed": t._("The simulation cannot start from this position: {reason}"),
        "bot_failed": t._("The bots cannot play from this position: {reason}. Start a new "
                          "game."),
        # Translators: {games} and {seconds} are numbers already written for the language.
        "sim_speed": Plural("games", lambda n: t.ngettext("{games} match in {seconds} s",
                                                          "{games} matches in {seconds} s", n)),
        "win_rate": t._("Win rate"),
        "mean_gold": t._("Mean gold at the end"),
        "player": t._("Player"),
        "new_game": t._("New game"),
        "apply_import": t._("Load this scenario"),
        "scenario_json": t._("Scenario JSON"),
        "import_help": t._("Paste a scenario in JSON, as this sandbox exports it."),
        "export_help": t._("The current position as a JSON scenario."),
        "share_help": t._("This link restores the exact game (start and every action)."),
        "imported": t._("Scenario loaded."),
        "simulate_help": t._("Bots finish the match many times from this position; the cards "
                             "you cannot see are shuffled again each time."),
        "sim_games": t._("Matches"),
        "log": t._("Game log"),
        "setup": t._("Game setup"),
        "wins_option": t._("Round wins that take the match"),
        # Translators: the setup form's choice of where a round's marker card comes from.
        "marker_option": t._("The marker card comes from"),
        "marker_trail": t._("the cards played on the trail (the rules)"),
        "marker_hand": t._("the giver's hand and treasure (an earlier reading)"),
        "pass_device": t._("{player}'s turn. Pass the device to {player}: the hands and "
                           "treasures stay hidden until {player} is ready."),
        "show_hand": t._("I am {player}: show my hand"),
        "treasure_hidden": t._("Treasure face down, unseen even by its owner until the count"),
        "hidden_hand": Plural("n", lambda n: t.ngettext("{n} card, hidden", "{n} cards, hidden",
                                                        n)),
        "your_turn": t._("{player}, your turn"),
        "bot_turn": t._("{player} ({seat}) is playing"),
        "game_over": t._("Match over"),
        "show_hands": t._("Show every hand (hot seat)"),
        "players": t._("Players"),
        "filter_count": Plural("total", lambda n: t.ngettext("{shown} of {total} action",
                                                             "{shown} of {total} actions", n)),
        "group_play": t.pgettext("group of actions", "Lay a card"),
        "group_give": t.pgettext("group of actions", "Give the marker"),
        "group_deal": t.pgettext("group of actions", "Deal again"),
    }


def _seat_names(t: Catalogue) -> tuple[str, ...]:
    return (t.pgettext("seat name", "Ana"), t.pgettext("seat name", "Ben"),
            t.pgettext("seat name", "Chen"), t.pgettext("seat name", "Dana"))


def _rulings(t: Catalogue) -> dict[str, str]:
    return {
        "own-hand": t._("a player lays a card from their own hand, on their own turn"),
        "cover-an-end": t._("a card covers one of the two open ends"),
        "turn-card": t._("either square of a card may cover the end"),
        "colours-match": t._("the covering square must have the colour of the end"),
        "round-over": t._("the round is over: nothing is laid until a new deal"),
    }


WORDS = SandboxWords(DOMAIN, _phrases, _seat_names, _rulings, shared=True)
TABLE, SEAT_NAMES, RULINGS = WORDS.table, WORDS.seat_names, WORDS.rulings
text, browser_strings, ruling_summary = WORDS.text, WORDS.browser_strings, WORDS.ruling_summary
