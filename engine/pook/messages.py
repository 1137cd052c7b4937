"""Events told as sentences in every language of the site, through the ``pook`` catalogue.

Each sentence is a whole English msgid with named slots, picked by a key that already encodes
the case (which power, which side, a hidden draw...), so no sentence is glued together from
pieces in another language's word order. Where the words depend on a number, the msgid is a
plural one and each language picks its own form. Only values are filled in: card and faction
names (translated), cells (``[row, col]``, as the JSON writes them), names and numbers.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping, Sequence

from ..i18n import LANGS, SHARED, Catalogue, PerLanguage, Phrase, Plural, catalogue, check_lang, elide
from .components import CARD_IDS, CODES, FACTION_NAMES, FACTIONS, LEVEL_OF, PIGGY_CODE
from .events import Event, EventKind
from .refusals import DOMAIN

__all__ = ["DOMAIN", "LANGS", "TEMPLATES", "card_name", "cell_code", "cell_name", "describe",
           "explain",
           "faction_name", "render"]


def _t(lang: str) -> Catalogue:
    return catalogue(DOMAIN, lang)


def _templates(t: Catalogue) -> dict[str, Phrase]:
    return {
        "swap.before": t._("Before playing, {player} swaps Piggy at {from} with {card} at "
                           "{to}."),
        "swap.after": t._("After playing, {player} swaps Piggy at {from} with {card} at {to}."),
        "played.coin": t._("{player} plays {card} coin side up at {at}."),
        # Translators: {coins} is a number of coin-side cards.
        "played.warrior": Plural("coins", lambda n: t.ngettext(
            "{player} plays {card} warrior side up at {at}, where its row and column hold "
            "{coins} coin.",
            "{player} plays {card} warrior side up at {at}, where its row and column hold "
            "{coins} coins.", n)),
        "power.mage": t._("The Mage's power targets {target_card} at {target}; no Knight "
                          "shields it."),
        "power.orc": t._("The Orc's power targets {target_card} at {target}; no Knight "
                         "shields it."),
        "power.viking": t._("The Viking's power targets {target_card} at {target}; no Knight "
                            "shields it."),
        "replaced.warrior": t._("{new} takes the place of {old} at {at}, warrior side up; {old} "
                                "goes to {player}'s hand."),
        "replaced.coin": t._("{new} takes the place of {old} at {at}, coin side up; {old} goes "
                             "to {player}'s hand."),
        "unlocked": t._("{card} has left the table: Piggy's lock is lifted."),
        "flipped.orc": t._("{card} at {at} turns over to its coin side."),
        "flipped.viking": t._("{card} at {at} turns over to its warrior side."),
        "flipped.tiebreak": t._("For the tie-break, {card} at {at} turns over to its warrior "
                                "side."),
        "locked": t._("On the next turn, Piggy may not swap with {card} at {at}."),
        "locked.none": t._("On the next turn, no card is locked."),
        "drawn": t._("{player} draws {card}."),
        "drawn.hidden": t._("{player} draws a card."),
        "skipped": t._("{player} has no card left and is passed over."),
        "ended": t._("Every card is on the table: the game ends and the factions are counted."),
        # Translators: {levels} adds up the levels of the faction's warrior-side cards
        # ("3 + 2 + 1"); {points} is their sum.
        "faction": Plural("points", lambda n: t.ngettext("{faction}: {levels} = {points} point.",
                                                         "{faction}: {levels} = {points} points.",
                                                         n)),
        "faction.none": t._("{faction}: no warrior-side card, 0 points."),
        "player": Plural("points", lambda n: t.ngettext(
            "{player}, banner {first} and {second}: {points} point.",
            "{player}, banner {first} and {second}: {points} points.", n)),
        # Translators: {players} is a list of names ("Ana and Ben").
        "tie": Plural("points", lambda n: t.ngettext(
            "{players} are tied for first with {points} point: each in turn chooses a coin "
            "card to turn over.",
            "{players} are tied for first with {points} points: each in turn chooses a coin "
            "card to turn over.", n)),
        "pick": t._("{player} chooses {card} at {at}."),
        "won.score": Plural("points", lambda n: t.ngettext("{winners} wins with {points} point.",
                                                           "{winners} wins with {points} points.",
                                                           n)),
        "won.tiebreak": Plural("points", lambda n: t.ngettext(
            "{winners} wins the tie-break with {points} point.",
            "{winners} wins the tie-break with {points} points.", n)),
        # Translators: {winners} is a list of names ("Ana and Ben").
        "won.shared": t._("No coin card is left to turn over: {winners} share the win."),
    }


TEMPLATES: Mapping[str, Mapping[str, Phrase]] = PerLanguage.of(DOMAIN, _templates)
"""``TEMPLATES[lang][key]``: the sentence of each case, as a template, in each language."""


def faction_name(faction: str, lang: str) -> str:
    """A faction id in words of ``lang`` (Knight, Chevalier, 騎士...)."""
    return _t(lang).translated(FACTION_NAMES[FACTIONS.index(faction)])


def card_name(card: str, lang: str) -> str:
    """A card id in words of ``lang`` ("Orc 2", "Piggy"); an unknown id stays itself."""
    t = _t(lang)
    code = CODES.get(card)
    if code is None:
        return card
    if code == PIGGY_CODE:
        return t._("Piggy")
    # Translators: a card's name: its faction and its level ("Orc 2").
    return t.pgettext("card", "{faction} {level}").format(
        faction=faction_name(FACTIONS[code // 3], lang), level=LEVEL_OF[code])


def cell_name(cell: Sequence[int], lang: str) -> str:
    """A cell as a reader finds it in the picture, whose rows and columns are headed by
    their numbers: "row −1, column 0" (issue 21: never the JSON's ``[-1, 0]``), its numbers
    written as the headings write them (the minus sign, not a hyphen)."""
    # Translators: a cell of the table, by the row and column numbers the picture heads
    # them with (the same words as "Row {n}" and "Column {n}").
    number = catalogue(SHARED, lang).number
    return _t(lang).pgettext("cell-words", "row {row}, column {col}").format(
        row=number(cell[0]), col=number(cell[1]))


def cell_code(cell: Sequence[int], lang: str) -> str:
    """A cell as the command line's sentences have always written it, the JSON's ``[0, 1]``
    (``explain``: its output stays as outside tools read it)."""
    # Translators: a cell of the table, as the JSON writes it: row, then column.
    return _t(lang).pgettext("cell", "[{row}, {col}]").format(row=cell[0], col=cell[1])


_CELL = re.compile(r"\[(-?\d+), (-?\d+)\]")
"""A cell as a refusal holds it (:func:`engine.pook.rules.where`)."""


def _key(event: Event) -> str:
    a, kind = event.args, event.kind
    keys: Mapping[EventKind, Callable[[Mapping[str, Any]], str]] = {
        EventKind.PIGGY_SWAPPED: lambda a: f"swap.{a['when']}",
        EventKind.CARD_PLAYED: lambda a: f"played.{a['side']}",
        EventKind.POWER: lambda a: f"power.{a['faction']}",
        EventKind.CARD_REPLACED: lambda a: f"replaced.{a['side']}",
        EventKind.PIGGY_UNLOCKED: lambda a: "unlocked",
        EventKind.CARD_FLIPPED: lambda a: f"flipped.{a['cause']}",
        EventKind.PIGGY_LOCKED: lambda a: "locked" if a["at"] is not None else "locked.none",
        EventKind.CARD_DRAWN: lambda a: "drawn" if a["card"] is not None else "drawn.hidden",
        EventKind.TURN_SKIPPED: lambda a: "skipped",
        EventKind.GAME_ENDED: lambda a: "ended",
        EventKind.FACTION_SCORED: lambda a: "faction" if a["levels"] else "faction.none",
        EventKind.PLAYER_SCORED: lambda a: "player",
        EventKind.TIE: lambda a: "tie",
        EventKind.TIEBREAK_PICK: lambda a: "pick",
        EventKind.WON: lambda a: f"won.{a['how']}",
    }
    return keys[kind](a)


CARD_SLOTS = ("card", "target_card", "old", "new")
CELL_SLOTS = ("at", "from", "to", "target")


def _slots(event: Event, lang: str,
           cells: Callable[[Sequence[int], str], str] = cell_name) -> dict[str, Any]:
    """The event's arguments as the words that fill its template."""
    a: dict[str, Any] = dict(event.args)
    t = _t(lang)
    for slot in CARD_SLOTS:
        if isinstance(a.get(slot), str):
            a[slot] = card_name(a[slot], lang)
    for slot in CELL_SLOTS:
        if isinstance(a.get(slot), list):
            a[slot] = cells(a[slot], lang)
    if "faction" in a:
        a["faction"] = faction_name(a["faction"], lang)
    if "levels" in a:
        a["levels"] = " + ".join(str(level) for level in a["levels"])
    if "banner" in a:
        a["first"], a["second"] = (faction_name(f, lang) for f in a["banner"])
    for slot in ("players", "winners"):
        if slot in a:
            a[slot] = t.join(a[slot])
    return a


def render(event: Event, lang: str,
           cells: Callable[[Sequence[int], str], str] = cell_name) -> str:
    """One event as a sentence in ``lang`` (one of :data:`LANGS`): cells as a reader finds
    them (:func:`cell_name`), or as ``cells`` writes them."""
    phrase = TEMPLATES[check_lang(lang)][_key(event)]
    template = phrase.template(event.args) if isinstance(phrase, Plural) else phrase
    slots = _slots(event, lang, cells)
    return elide(template, slots, lang).format(**slots)


def explain(events: Sequence[Event | Mapping[str, Any]], lang: str) -> list[str]:
    """Events (or their JSON forms) as numbered sentences."""
    found = [e if isinstance(e, Event) else Event.from_json(e) for e in events]
    return [f"{i}. {render(e, lang, cell_code)}" for i, e in enumerate(found, 1)]


def describe(slot: str, value: Any, lang: str) -> str | None:
    """A refusal's parameter in words of ``lang``: a card id becomes the card's name; None
    leaves any other value as given (see :mod:`engine.errors`)."""
    if slot == "card" and isinstance(value, str) and value in CARD_IDS:
        return card_name(value, lang)
    if slot in ("cell", "target", "piggy") and isinstance(value, str) \
            and (cell := _CELL.fullmatch(value)):
        return cell_name((int(cell[1]), int(cell[2])), lang)
    if slot == "cell" and isinstance(value, list) and len(value) == 2 \
            and all(isinstance(n, int) for n in value):
        return cell_name(value, lang)
    return None

