"""Events told as sentences, in every language of the site, through the game's catalogue.

Each sentence is one whole English msgid with named slots, picked by a key that already holds
the case (the left or the right end, a tie on gold or on cards...), so no sentence is glued
from pieces of another language's word order; the gettext domain ``goblinhood`` holds the
French and Chinese translations (:mod:`engine.i18n`). Where words follow a number ("1 card",
"2 cards"), the msgid is a plural one. Only values (names, card ids, colours, numbers) are
filled in, colours in the reader's language.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from ..i18n import Catalogue, PerLanguage, Phrase, Plural, catalogue, check_lang, fill
from .components import COLOUR_LETTERS, COLOUR_NAMES, MULTI
from .events import Event, EventKind
from .refusals import DOMAIN

__all__ = ["DOMAIN", "TEMPLATES", "card_name", "card_words", "colour_name", "counted", "describe",
           "end_name", "explain", "render"]


def _t(lang: str) -> Catalogue:
    return catalogue(DOMAIN, lang)


def _templates(t: Catalogue) -> dict[str, Phrase]:
    return {
        "played.left": t._("{player} lays {card} on the left end: its {square} square covers "
                           "the {covered} end, and its {new_end} square is the new left end."),
        "played.right": t._("{player} lays {card} on the right end: its {square} square covers "
                            "the {covered} end, and its {new_end} square is the new right end."),
        "buried": t._("No square of {card} is left in sight: it lies buried in the trail."),
        "effect": t._("The covering square of {card} carries the effect “{effect}”. Printed "
                      "effects are unknown, so nothing more happens."),
        "drew": t._("{player} draws {card}."),
        "drew.last": t._("{player} draws {card}, the last card of the deck."),
        "drew.hidden": t._("{player} draws a card."),
        "drew.last.hidden": t._("{player} draws the last card of the deck."),
        # Translators: {count} is a number of cards; {left} and {right} are colours.
        "cycle.set-out.shuffled": Plural("count", lambda n: t.ngettext(
            "Deck cycle {number}: the goblin counter is set out; {count} trail card is "
            "shuffled into a new deck, and {card} alone stays as the trail ({left}, {right}).",
            "Deck cycle {number}: the goblin counter is set out; {count} trail cards are "
            "shuffled into a new deck, and {card} alone stays as the trail ({left}, {right}).",
            n)),
        "cycle.turned-over.shuffled": Plural("count", lambda n: t.ngettext(
            "Deck cycle {number}: the goblin counter is turned over; {count} trail card is "
            "shuffled into a new deck, and {card} alone stays as the trail ({left}, {right}).",
            "Deck cycle {number}: the goblin counter is turned over; {count} trail cards are "
            "shuffled into a new deck, and {card} alone stays as the trail ({left}, {right}).",
            n)),
        "cycle.set-out.given": Plural("count", lambda n: t.ngettext(
            "Deck cycle {number}: the goblin counter is set out; {count} trail card becomes a "
            "new deck in the order given, and {card} alone stays as the trail ({left}, "
            "{right}).",
            "Deck cycle {number}: the goblin counter is set out; {count} trail cards become a "
            "new deck in the order given, and {card} alone stays as the trail ({left}, "
            "{right}).", n)),
        "cycle.turned-over.given": Plural("count", lambda n: t.ngettext(
            "Deck cycle {number}: the goblin counter is turned over; {count} trail card "
            "becomes a new deck in the order given, and {card} alone stays as the trail "
            "({left}, {right}).",
            "Deck cycle {number}: the goblin counter is turned over; {count} trail cards "
            "become a new deck in the order given, and {card} alone stays as the trail "
            "({left}, {right}).", n)),
        # Translators: {hand} is a list of cards, each an id or "the red–yellow card (1 gold)";
        # {left} and {right} are colours.
        "ambushed": t._("{player} cannot lay {hand} on either end ({left}, {right}), either "
                        "way round: ambushed! {player} is out of the round, and so are their "
                        "cards."),
        "ended.deck-out": t._("{player} has drawn the last card and no deck cycle is owed: "
                              "the round ends."),
        "ended.last-standing": t._("Only {player} is left in the round: it ends at once, "
                                   "without a count."),
        # Translators: {gold} is an amount of gold ("5 gold"), {cards} a number of cards.
        "scored": t._("{player} reveals their treasure, {treasure}, and holds {hand}: "
                      "{gold} in {cards}."),
        "result.gold": t._("{winner} has the most gold ({gold}) and wins the round."),
        # Translators: {players} is a list of names; {counts} pairs names with card counts.
        "result.cards": t._("{players} tie on {gold}; {winner} holds the most cards "
                            "({counts}) and wins the round."),
        "result.tie": t._("{players} tie on {gold} and on cards ({counts}): nobody wins, "
                          "and the round will be dealt again."),
        "won.match": t._("{player} wins the round."),
        "won": Plural("wins", lambda n: t.ngettext(
            "{player} wins the round: {wins} round win out of the {target} needed.",
            "{player} wins the round: {wins} round wins out of the {target} needed.", n)),
        # Translators: {treasure} is a list of cards, each an id or "the red–yellow card (1 gold)".
        "treasure.turned": t._("It is {player}'s second round win: {player} turns their "
                               "treasure face up: {treasure}."),
        "match": t._("{player} wins the match!"),
        "marker.due": t._("{player}, next after {winner}, now picks the marker: one card "
                          "set face down beside {winner}."),
        "marker.given": t._("{player} gives {card} face down to {winner}: it marks the round "
                            "win and stays out of play for the rest of the match."),
        "marker.given.hidden": t._("{player} gives a card face down to {winner}: it marks "
                                   "the round win and stays out of play for the rest of the "
                                   "match."),
        "returned": t._("{card}, one of the cards removed at setup, goes back into play "
                        "unseen."),
        "returned.hidden": t._("One of the cards removed at setup goes back into play "
                               "unseen."),
        "returned.none": t._("No removed card is left to go back into play."),
        "round.next": Plural("cards", lambda n: t.ngettext(
            "Round {round}: the {cards} card in play is shuffled and dealt; nothing more is "
            "removed.",
            "Round {round}: the {cards} cards in play are shuffled and dealt; nothing more "
            "is removed.", n)),
        "round.replay": Plural("cards", lambda n: t.ngettext(
            "Round {round} replays the tie: the {cards} card in play is shuffled and dealt "
            "again.",
            "Round {round} replays the tie: the {cards} cards in play are shuffled and dealt "
            "again.", n)),
        "dealt": Plural("deck", lambda n: t.ngettext(
            "Each player gets 2 cards in hand and 1 face-down treasure card; {deck} card "
            "stays in the deck.",
            "Each player gets 2 cards in hand and 1 face-down treasure card; {deck} cards "
            "stay in the deck.", n)),
        "trail": t._("{card} is turned face up and starts the trail: {left} on the left, "
                     "{right} on the right."),
        "first": t._("{player} holds the most gold in hand ({gold}) and starts."),
        "first.tie": t._("{players} each hold {gold} in hand; a draw by lot, fixed by the "
                         "deal number, picks {player} to start."),
    }


TEMPLATES: Mapping[str, Mapping[str, Phrase]] = PerLanguage.of(DOMAIN, _templates)
"""``TEMPLATES[lang][key]``: the sentence of each case, as a template, in each language."""


def _nouns(t: Catalogue) -> dict[str, Callable[[int], str]]:
    return {"gold": lambda n: t.ngettext("{n} gold", "{n} gold", n),
            "card": lambda n: t.ngettext("{n} card", "{n} cards", n)}


_NOUNS: Mapping[str, Mapping[str, Callable[[int], str]]] = PerLanguage.of(DOMAIN, _nouns)


def _words(t: Catalogue) -> dict[str, str]:
    return {"left": t.pgettext("end", "left"), "right": t.pgettext("end", "right"),
            "none": t.pgettext("no cards", "none")}


_WORDS: Mapping[str, Mapping[str, str]] = PerLanguage.of(DOMAIN, _words)


def counted(noun: str, n: int, lang: str) -> str:
    """``n`` and the noun ("gold" or "card") in the form ``n`` asks for in ``lang``."""
    return _NOUNS[lang][noun](n).format(n=n)


def colour_name(colour: str, lang: str) -> str:
    """A colour in words: a known colour in ``lang``, any other as written in the deck."""
    name = COLOUR_NAMES.get(colour)
    return colour if name is None else _t(lang).translated(name)


def _card_colours(t: Catalogue) -> dict[str, str]:
    # Translators: a colour in a card's name, "the red–blue card": a compound of two colours,
    # which French writes invariable (« la carte bleu–jaune », « 2 cartes bleu–bleu ») where
    # a square alone agrees (« la case bleue »).
    return {"red": t.pgettext("in a card's name", "red"),
            "yellow": t.pgettext("in a card's name", "yellow"),
            "blue": t.pgettext("in a card's name", "blue"),
            MULTI: t.pgettext("in a card's name", "multicolour")}


_CARD_COLOURS: Mapping[str, Mapping[str, str]] = PerLanguage.of(DOMAIN, _card_colours)


def _card_colour(colour: str, lang: str) -> str:
    """A colour as a card's name writes it (:func:`_card_colours`), any other as written in
    the deck."""
    return _CARD_COLOURS[lang].get(colour, colour)


def _letters(t: Catalogue) -> dict[str, str]:
    # Translators: the sign written on a red, yellow or blue square of a drawing, so that no
    # colour is told by sight alone: a letter, or a script's own word for the colour (紅).
    return {"red": t.pgettext("colour letter", "R"),
            "yellow": t.pgettext("colour letter", "Y"),
            "blue": t.pgettext("colour letter", "B")}


_LETTERS: Mapping[str, Mapping[str, str]] = PerLanguage.of(DOMAIN, _letters)


def colour_letter(colour: str, lang: str) -> str:
    """The sign drawn on a square of ``colour`` in ``lang`` (the site's own: the printed cards'
    colours are unknown): a Latin letter, or in Chinese the colour's own character; ``*`` for
    multicolour, the first letter of a colour the site does not know."""
    letter = _LETTERS[lang].get(colour)
    return letter or COLOUR_LETTERS.get(colour, colour[:1].upper())


def end_name(end: str, lang: str) -> str:
    """"left" or "right" in ``lang``."""
    return _WORDS[lang].get(end, end)


def _card_phrase(t: Catalogue) -> str:
    # Translators: a card as a player sees it: its two squares, left to right, and its gold
    # ("the red–yellow card (1 gold)"); {gold} is a phrase such as "1 gold".
    return t._("the {first}–{second} card ({gold})")


_CARD_PHRASE: Mapping[str, str] = PerLanguage.of(DOMAIN, _card_phrase)


def card_words(squares: Sequence[str], gold: int, lang: str) -> str:
    """A card told by what a player sees, never by its id: its squares (in ``lang``'s
    colours) and its gold, "the red–yellow card (1 gold)" (issue 21)."""
    first, second = (_card_colour(c, lang) for c in squares)
    return _CARD_PHRASE[lang].format(first=first, second=second,
                                     gold=counted("gold", gold, lang))


Cards = Mapping[str, Any]
"""Card id -> its spec (a :class:`~.components.CardSpec` or its JSON, squares and gold)."""


def card_name(card: str, cards: Cards | None, lang: str) -> str:
    """A card as a reader sees it (:func:`card_words`) when ``cards`` knows it; else its id
    (the command line's contracts speak of ids)."""
    spec = None if cards is None else cards.get(card)
    if spec is None:
        return card
    if isinstance(spec, Mapping):
        return card_words(spec["squares"], spec["gold"], lang)
    return card_words(spec.squares, spec.gold, lang)


def _cards_phrase(t: Catalogue) -> Callable[[int], str]:
    # Translators: several cards alike, told once with their number: "2 blue–blue cards
    # (3 gold each)"; {gold} is a phrase such as "3 gold", the gold of one card.
    return lambda n: t.ngettext("{n} {first}–{second} card ({gold} each)",
                                "{n} {first}–{second} cards ({gold} each)", n)


_CARDS_PHRASE: Mapping[str, Callable[[int], str]] = PerLanguage.of(DOMAIN, _cards_phrase)


def _look(card: str, specs: Cards | None) -> tuple[tuple[str, ...], int] | None:
    """What a player sees of a card (its squares and gold), or None when ``specs`` does not
    know it."""
    spec = None if specs is None else specs.get(card)
    if spec is None:
        return None
    if isinstance(spec, Mapping):
        return tuple(spec["squares"]), int(spec["gold"])
    return tuple(spec.squares), spec.gold


def card_list(cards: Sequence[str], lang: str, specs: Cards | None = None) -> str:
    """Cards as a list of ``lang`` ("c3 and c9", or in words given ``specs``), or the word for
    none. Cards a player cannot tell apart (same squares, same gold) are told once, with their
    number ("2 blue–blue cards (3 gold each)"), in the place of the first: a list that said
    "the blue–blue card (3 gold), the blue–blue card (3 gold)" read as a repeat (issue 22)."""
    looks = [_look(c, specs) for c in cards]
    names: list[str] = []
    told: set[tuple[tuple[str, ...], int]] = set()
    for card, look in zip(cards, looks):
        if look is None:
            names.append(card)
            continue
        if look in told:
            continue
        told.add(look)
        n = looks.count(look)
        if n == 1:
            names.append(card_name(card, specs, lang))
            continue
        first, second = (_card_colour(c, lang) for c in look[0])
        names.append(_CARDS_PHRASE[lang](n).format(
            n=n, first=first, second=second, gold=counted("gold", look[1], lang)))
    return _t(lang).join(names) if names else _WORDS[lang]["none"]


def _key(event: Event) -> str:
    a = event.args
    keys: Mapping[EventKind, Callable[[Mapping[str, Any]], str]] = {
        EventKind.PLAYED: lambda a: f"played.{a['end']}",
        EventKind.BURIED: lambda a: "buried",
        EventKind.EFFECT: lambda a: "effect",
        EventKind.DREW: lambda a: ("drew" if a["left"] else "drew.last")
        + (".hidden" if a["card"] is None else ""),
        EventKind.CYCLE: lambda a: f"cycle.{a['counter']}.{a['source']}",
        EventKind.AMBUSHED: lambda a: "ambushed",
        EventKind.ROUND_ENDED: lambda a: f"ended.{a['reason']}",
        EventKind.SCORED: lambda a: "scored",
        EventKind.ROUND_RESULT: lambda a: f"result.{a['by']}",
        EventKind.ROUND_WON: lambda a: "won.match" if a["wins"] >= a["target"] else "won",
        EventKind.TREASURE_TURNED: lambda a: "treasure.turned",
        EventKind.MATCH_WON: lambda a: "match",
        EventKind.MARKER_DUE: lambda a: "marker.due",
        EventKind.MARKER_GIVEN: lambda a: "marker.given"
        + (".hidden" if a["card"] is None else ""),
        EventKind.CARD_RETURNED: lambda a: "returned.none" if not a["returned"]
        else "returned" if a["card"] is not None else "returned.hidden",
        EventKind.NEW_ROUND: lambda a: f"round.{a['reason']}",
        EventKind.DEALT: lambda a: "dealt",
        EventKind.TRAIL_STARTED: lambda a: "trail",
        EventKind.FIRST_PLAYER: lambda a: "first.tie" if len(a["tied"]) > 1 else "first",
    }
    return keys[event.kind](a)


def _slots(event: Event, lang: str, cards: Cards | None) -> dict[str, Any]:
    """The event's arguments as the words that fill the template's slots (each card in words
    when ``cards`` gives its squares and gold)."""
    a = dict(event.args)
    t = _t(lang)
    if isinstance(a.get("card"), str):
        a["card"] = card_name(a["card"], cards, lang)
    for key in ("square", "covered", "new_end"):
        if key in a:
            a[key] = colour_name(a[key], lang)
    for key in ("squares", "ends"):
        if key in a:
            a["left"], a["right"] = (colour_name(c, lang) for c in a[key])
    for key in ("hand", "treasure"):
        if key in a:
            a[key] = card_list(a[key], lang, cards)
    kind = event.kind
    if kind is EventKind.CYCLE:
        a["count"] = a["deck"]
    if kind is EventKind.SCORED:
        a["cards"] = counted("card", a["cards"], lang)
    if kind in (EventKind.SCORED, EventKind.ROUND_RESULT):
        a["gold"] = counted("gold", a["gold"], lang)
    if kind is EventKind.ROUND_RESULT:
        a["players"] = t.join(a["tied"])
        a["counts"] = t.separator.join(f"{p} {n}" for p, n in a["cards"].items())
    if kind is EventKind.FIRST_PLAYER:
        a["players"] = t.join(a["tied"])
        a["gold"] = counted("gold", a["gold"][a["player"]], lang)
    return a


def render(event: Event, lang: str, cards: Cards | None = None) -> str:
    """One event as a sentence in ``lang`` (one of :data:`engine.i18n.LANGS`). Given
    ``cards`` (the position's card specs), a card is told as a player sees it, by its squares
    and gold (pages and sandbox), its numbers as the language writes them; without, by its
    id, its numbers as given (the command line)."""
    check_lang(lang)
    slots = _slots(event, lang, cards)
    said = fill(TEMPLATES[lang][_key(event)], slots, lang, numbers=cards is not None)
    card = slots.get("card")
    if isinstance(card, str) and card != event.args.get("card") and said.startswith(card):
        return said[:1].upper() + said[1:]   # "the red–yellow card..." opens the sentence
    return said


def explain(events: Sequence[Event], lang: str, cards: Cards | None = None) -> list[str]:
    """Events as numbered sentences (cards in words given ``cards``, as :func:`render`)."""
    return [f"{i}. {render(e, lang, cards)}" for i, e in enumerate(events, 1)]


def describe(slot: str, value: Any, lang: str) -> str | None:
    """A refusal's parameter in words (``GameSpec.describe``): colours (a card's squares
    too) and ends in ``lang``; anything else (card ids, names, numbers) as given."""
    if slot in ("square", "colour") and isinstance(value, str):
        return colour_name(value, lang)
    if slot == "squares" and isinstance(value, str):   # a card's squares, "yellow blue"
        return _t(lang).separator.join(colour_name(c, lang) for c in value.split())
    if slot == "end" and isinstance(value, str):
        return end_name(value, lang)
    return None
