"""Events told as sentences, in every language of the site, through the game's catalogue.

Each sentence is a whole English msgid with named slots, chosen by a key that already encodes
the case (a capped move, a free stall...), so no sentence is ever glued together from pieces of
another language's word order; the gettext domain ``pdbmv`` (:mod:`engine.i18n`) holds its
French and Chinese translations. Where the words depend on a number ("1 space", "2 spaces";
French verbs that agree with "1 carte"), the msgid is a plural one and each language picks its
own form. Only values (names, numbers, card lists) are filled in.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from ..i18n import LANGS, Catalogue, PerLanguage, Phrase, Plural, catalogue, elide
from .components import TREASURE_BY_ID, WILD
from .events import Event, EventKind

__all__ = ["DOMAIN", "LANGS", "LIST_SEP", "TEMPLATES", "card_list", "card_name", "counted",
           "explain", "render"]

DOMAIN = "pdbmv"
"""The game's gettext domain (``engine/pdbmv/locale/<lang>/LC_MESSAGES/pdbmv.mo``)."""


def _t(lang: str) -> Catalogue:
    return catalogue(DOMAIN, lang)


def _templates(t: Catalogue) -> dict[str, Phrase]:
    return {
        "bribe.new": t._("{player} starts their {treasure} bribe with {cards}."),
        "bribe.add": t._("{player} adds {cards} to their {treasure} bribe."),
        # Translators: {steps} is a number of spaces ("2 spaces"); {from} and {to} are numbers.
        "move.bribe": t._("The {treasure} token moves right {steps}: space {from} → space {to}."),
        "move.bribe.capped": t._("The {treasure} token would move right {steps} but stops at the "
                                 "last space: space {from} → space {to}."),
        "move.bribe.stay": t._("The {treasure} token is already on the last space (space {to}) "
                               "and does not move."),
        "move.curse": t._("The {treasure} token moves left {steps}: space {from} → space {to}."),
        "move.curse.capped": t._("The {treasure} token would move left {steps} but stops at the "
                                 "first space: space {from} → space {to}."),
        "move.curse.stay": t._("The {treasure} token is already on the first space and does not "
                               "move."),
        "pushed": t._("The {treasure} token slides from space {from} to space {to} to make "
                      "room."),
        "refill": t._("Refill: cards are dealt from stall 3 onwards until the next {treasure} or "
                      "Wild is placed."),
        "dealt": t._("{card} is dealt to stall {stall}."),
        "stop.match": t._("That {card} matches the bribe: the refill stops."),
        "stop.wild": t._("A Wild: the refill stops."),
        "paid": t._("{player} pays {cards} for stall {stall}; the paid cards leave the game."),
        "taken": t._("{player} takes {cards} from stall {stall}."),
        "taken.free": t._("{player} takes {cards} from stall 0 for free (no curse)."),
        "curse": t._("{player} curses {treasure} by {steps}."),
        "drawn": t._("{player} draws {card}."),
        "end.refill_deck_out": t._("The deck is out before a matching card or a Wild: the game "
                                   "ends at once."),
        "end.draw_deck_empty": t._("{player} wants to draw but the deck is empty: the game "
                                   "ends."),
        # Translators: {count} is a number of cards ("2 cards"); the verb agrees with it.
        "joined": Plural("count", lambda n: t.ngettext(
            "{count} from {player}'s hand joins the {treasure} bribe.",
            "{count} from {player}'s hand join the {treasure} bribe.", n)),
        "score.bribe": t._("{player}: {treasure} bribe, {count} × {value} = {points}."),
        "score.hand": t._("{player}: {treasure} left in hand, {count} × −{value} = {points}."),
        "score.wild": t._("{player}: Wilds left in hand, {count} × −{value} = {points}."),
        # Translators: {score} is a number of points (English leaves the word out).
        "total": Plural("score", lambda n: t.ngettext("{player} scores {score}.",
                                                      "{player} scores {score}.", n)),
        # Translators: {players} is a list of names ("Ana and Ben"); {counts} pairs each name
        # with a number of cards ("Ana 1, Ben 2").
        "tiebreak": t._("Tie-break between {players} at space {space} ({treasure}): {counts}."),
        "ranking.one": t._("{winners} wins."),
        "ranking.shared": t._("Shared win: {winners}."),
    }


TEMPLATES: Mapping[str, Mapping[str, Phrase]] = PerLanguage.of(DOMAIN, _templates)
"""``TEMPLATES[lang][key]``: the sentence of each case, as a template, in each language."""


def _nouns(t: Catalogue) -> dict[str, Callable[[int], str]]:
    return {"space": lambda n: t.ngettext("{n} space", "{n} spaces", n),
            "card": lambda n: t.ngettext("{n} card", "{n} cards", n)}


_NOUNS: Mapping[str, Mapping[str, Callable[[int], str]]] = PerLanguage.of(DOMAIN, _nouns)

LIST_SEP: Mapping[str, str] = PerLanguage(lambda lang: _t(lang).separator)
"""The separator of a list of figures in each language (``, `` or ``、``)."""


def card_name(card: str, lang: str) -> str:
    """A card id in words: the Treasure's name in ``lang``, or the id of a custom type."""
    t = _t(lang)
    if card == WILD:
        return t._("Wild")
    treasure = TREASURE_BY_ID.get(card)
    return t.translated(treasure.name) if treasure else card


def counted(noun: str, n: int, lang: str) -> str:
    """``n`` and the noun ("space" or "card") in the form ``n`` asks for in ``lang``."""
    return _NOUNS[lang][noun](n).format(n=n)


def card_list(cards: Sequence[str], lang: str) -> str:
    """``2 × Axe, 1 × Wild`` in the order cards first appear."""
    order: dict[str, int] = {}
    for c in cards:
        order[c] = order.get(c, 0) + 1
    if not order:
        return "∅"
    return LIST_SEP[lang].join(f"{n} × {card_name(c, lang)}" for c, n in order.items())


def _key(event: Event) -> str:
    a = event.args
    kind = event.kind
    if kind is EventKind.TOKEN_MOVED:
        suffix = ".stay" if a["from"] == a["to"] else ".capped" if a["capped"] else ""
        return f"move.{a['cause']}{suffix}"
    simple: Mapping[EventKind, Callable[[Mapping[str, Any]], str]] = {
        EventKind.BRIBE: lambda a: "bribe.new" if a["new"] else "bribe.add",
        EventKind.TOKEN_PUSHED: lambda a: "pushed",
        EventKind.REFILL_STARTED: lambda a: "refill",
        EventKind.CARD_DEALT: lambda a: "dealt",
        EventKind.REFILL_STOPPED: lambda a: f"stop.{a['reason']}",
        EventKind.PAID: lambda a: "paid",
        EventKind.CARDS_TAKEN: lambda a: "taken.free" if a["stall"] == 0 else "taken",
        EventKind.CURSE: lambda a: "curse",
        EventKind.CARD_DRAWN: lambda a: "drawn",
        EventKind.GAME_ENDED: lambda a: f"end.{a['reason']}",
        EventKind.JOINED_BRIBE: lambda a: "joined",
        EventKind.SCORE_LINE: lambda a: f"score.{a['source']}",
        EventKind.SCORE_TOTAL: lambda a: "total",
        EventKind.TIEBREAK: lambda a: "tiebreak",
        EventKind.RANKING: lambda a: "ranking.one" if len(a["winners"]) == 1
        else "ranking.shared",
    }
    return simple[kind](a)


def _slots(event: Event, lang: str) -> dict[str, Any]:
    """Event arguments as the words that fill the template's slots."""
    a = dict(event.args)
    t = _t(lang)
    if "treasure" in a and a["treasure"] is not None:
        a["treasure"] = card_name(a["treasure"], lang)
    if "card" in a:
        a["card"] = card_name(a["card"], lang)
    if "cards" in a:
        a["cards"] = card_list(a["cards"], lang)
    if "steps" in a:
        a["steps"] = counted("space", a["steps"], lang)
    for space in ("from", "to", "space"):
        if space in a:
            a[space] = a[space] + 1  # people count spaces from 1
    if event.kind is EventKind.JOINED_BRIBE:
        a["count"] = counted("card", a["count"], lang)
    if event.kind is EventKind.SCORE_LINE:
        a["points"] = f"{a['points']:+d}".replace("-", "−")
    if "players" in a:
        a["players"] = t.join(a["players"])
    if "counts" in a:
        a["counts"] = t.separator.join(f"{p} {n}" for p, n in a["counts"].items())
    if "winners" in a:
        a["winners"] = t.join(a["winners"])
    return a


def render(event: Event, lang: str) -> str:
    """One event as a sentence in ``lang`` (one of :data:`LANGS`)."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    phrase = TEMPLATES[lang][_key(event)]
    template = phrase.template(event.args) if isinstance(phrase, Plural) else phrase
    slots = _slots(event, lang)
    return elide(template, slots, lang).format(**slots)


def explain(events: Sequence[Event], lang: str) -> list[str]:
    """Events as numbered sentences."""
    return [f"{i}. {render(e, lang)}" for i, e in enumerate(events, 1)]
