"""Events told as sentences in French, English and Traditional Chinese.

Each language has whole-sentence templates with named slots, chosen by a key that already
encodes the case (a capped move, a free stall, one card or several), so no sentence is ever
glued together from pieces of another language's word order. Only values (names, numbers,
card lists) are filled in.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from .components import TREASURE_BY_ID, WILD
from .events import Event, EventKind

LANGS = ("en", "fr", "zh", "zh-Hans")
"""zh is Traditional Chinese, written by hand; zh-Hans is generated from it (messages_hans)."""

WILD_NAME = {"en": "Wild", "fr": "Joker", "zh": "萬用牌"}
LIST_SEP = {"en": ", ", "fr": ", ", "zh": "、"}

# Counted nouns: (one, several). {n} is the number.
NOUNS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {"space": ("1 space", "{n} spaces"), "card": ("1 card", "{n} cards")},
    "fr": {"space": ("1 case", "{n} cases"), "card": ("1 carte", "{n} cartes")},
    "zh": {"space": ("1 格", "{n} 格"), "card": ("1 張牌", "{n} 張牌")},
}

TEMPLATES: dict[str, dict[str, str]] = {
    "en": {
        "bribe.new": "{player} starts a {treasure} bribe with {cards}.",
        "bribe.add": "{player} adds {cards} to their {treasure} bribe.",
        "move.bribe": "The {treasure} token moves right {steps}: space {from} → space {to}.",
        "move.bribe.capped": "The {treasure} token would move right {steps} but stops at the "
                             "last space: space {from} → space {to}.",
        "move.bribe.stay": "The {treasure} token is already on the last space (space {to}) "
                           "and does not move.",
        "move.curse": "The {treasure} token moves left {steps}: space {from} → space {to}.",
        "move.curse.capped": "The {treasure} token would move left {steps} but stops at the "
                             "first space: space {from} → space {to}.",
        "move.curse.stay": "The {treasure} token is already on the first space and does not "
                           "move.",
        "pushed": "The {treasure} token slides from space {from} to space {to} to make room.",
        "refill": "Refill: cards are dealt from stall 3 onwards until a {treasure} or a Wild "
                  "is placed.",
        "dealt": "{card} is dealt to stall {stall}.",
        "stop.match": "That {card} matches the bribe: the refill stops.",
        "stop.wild": "A Wild: the refill stops.",
        "paid": "{player} pays {cards} for stall {stall}; the paid cards leave the game.",
        "taken": "{player} takes {cards} from stall {stall}.",
        "taken.free": "{player} takes {cards} from stall 0 for free (no curse).",
        "curse": "{player} curses {treasure} by {steps}.",
        "drawn": "{player} draws {card}.",
        "end.refill_deck_out": "The deck is out before a matching card or a Wild: the game "
                               "ends at once.",
        "end.draw_deck_empty": "{player} wants to draw but the deck is empty: the game ends.",
        "joined": "{count} from {player}'s hand join the {treasure} bribe.",
        "score.bribe": "{player}: {treasure} bribe, {count} × {value} = {points}.",
        "score.hand": "{player}: {treasure} left in hand, {count} × −{value} = {points}.",
        "score.wild": "{player}: Wilds left in hand, {count} × −{value} = {points}.",
        "total": "{player} scores {score}.",
        "tiebreak": "Tie-break between {players} at space {space} ({treasure}): {counts}.",
        "ranking.one": "{winners} wins.",
        "ranking.shared": "Shared win: {winners}.",
    },
    "fr": {
        "bribe.new": "{player} ouvre un pot-de-vin {treasure} avec {cards}.",
        "bribe.add": "{player} ajoute {cards} à son pot-de-vin {treasure}.",
        "move.bribe": "Le jeton {treasure} avance de {steps} vers la droite : case {from} → "
                      "case {to}.",
        "move.bribe.capped": "Le jeton {treasure} devrait avancer de {steps} mais s'arrête à "
                             "la dernière case : case {from} → case {to}.",
        "move.bribe.stay": "Le jeton {treasure} est déjà sur la dernière case (case {to}) et "
                           "ne bouge pas.",
        "move.curse": "Le jeton {treasure} recule de {steps} vers la gauche : case {from} → "
                      "case {to}.",
        "move.curse.capped": "Le jeton {treasure} devrait reculer de {steps} mais s'arrête à "
                             "la première case : case {from} → case {to}.",
        "move.curse.stay": "Le jeton {treasure} est déjà sur la première case et ne bouge pas.",
        "pushed": "Le jeton {treasure} glisse de la case {from} à la case {to} pour faire "
                  "de la place.",
        "refill": "Réassort : on distribue à partir de l'étal 3 jusqu'à poser une carte "
                  "{treasure} ou un Joker.",
        "dealt": "Carte {card} posée sur l'étal {stall}.",
        "stop.match": "Cette carte {card} correspond au pot-de-vin : le réassort s'arrête.",
        "stop.wild": "Un Joker : le réassort s'arrête.",
        "paid": "{player} paie {cards} pour l'étal {stall} ; ces cartes quittent la partie.",
        "taken": "{player} prend {cards} sur l'étal {stall}.",
        "taken.free": "{player} prend {cards} sur l'étal 0, gratuitement (sans malédiction).",
        "curse": "{player} maudit {treasure} de {steps}.",
        "drawn": "{player} pioche une carte {card}.",
        "end.refill_deck_out": "La pioche est vide avant toute carte assortie ou Joker : la "
                               "partie s'arrête aussitôt.",
        "end.draw_deck_empty": "{player} veut piocher mais la pioche est vide : la partie "
                               "s'arrête.",
        "joined": "{player} : {count} de sa main rejoignent son pot-de-vin {treasure}.",
        "score.bribe": "{player} : pot-de-vin {treasure}, {count} × {value} = {points}.",
        "score.hand": "{player} : cartes {treasure} gardées en main, {count} × −{value} = "
                      "{points}.",
        "score.wild": "{player} : Jokers gardés en main, {count} × −{value} = {points}.",
        "total": "{player} marque {score}.",
        "tiebreak": "Départage entre {players} à la case {space} ({treasure}) : {counts}.",
        "ranking.one": "{winners} gagne.",
        "ranking.shared": "Victoire partagée : {winners}.",
    },
    "zh": {
        "bribe.new": "{player} 以 {cards} 開始一筆{treasure}賄賂。",
        "bribe.add": "{player} 把 {cards} 加進自己的{treasure}賄賂。",
        "move.bribe": "{treasure}標記向右移動 {steps}：第 {from} 格 → 第 {to} 格。",
        "move.bribe.capped": "{treasure}標記本應向右移動 {steps}，但停在最後一格："
                             "第 {from} 格 → 第 {to} 格。",
        "move.bribe.stay": "{treasure}標記已在最後一格（第 {to} 格），不再移動。",
        "move.curse": "{treasure}標記向左移動 {steps}：第 {from} 格 → 第 {to} 格。",
        "move.curse.capped": "{treasure}標記本應向左移動 {steps}，但停在第一格："
                             "第 {from} 格 → 第 {to} 格。",
        "move.curse.stay": "{treasure}標記已在第一格，不再移動。",
        "pushed": "{treasure}標記從第 {from} 格挪到第 {to} 格，讓出位置。",
        "refill": "黑市補貨：從攤位 3 開始發牌，直到發出{treasure}或萬用牌為止。",
        "dealt": "{card}發到攤位 {stall}。",
        "stop.match": "這張{card}與賄賂相符：補貨停止。",
        "stop.wild": "發出萬用牌：補貨停止。",
        "paid": "{player} 支付 {cards} 購買攤位 {stall}；這些牌離開遊戲。",
        "taken": "{player} 從攤位 {stall} 拿走 {cards}。",
        "taken.free": "{player} 免費從攤位 0 拿走 {cards}（不詛咒）。",
        "curse": "{player} 詛咒{treasure} {steps}。",
        "drawn": "{player} 抽到{card}。",
        "end.refill_deck_out": "牌堆在發出相符的牌或萬用牌之前就用完了：遊戲立即結束。",
        "end.draw_deck_empty": "{player} 要抽牌，但牌堆已空：遊戲結束。",
        "joined": "{player} 手牌中的 {count} 加入其{treasure}賄賂。",
        "score.bribe": "{player}：{treasure}賄賂，{count} × {value} = {points}。",
        "score.hand": "{player}：手中剩下的{treasure}，{count} × −{value} = {points}。",
        "score.wild": "{player}：手中剩下的萬用牌，{count} × −{value} = {points}。",
        "total": "{player} 得 {score} 分。",
        "tiebreak": "{players} 平手，比較第 {space} 格（{treasure}）的賄賂牌數：{counts}。",
        "ranking.one": "{winners} 獲勝。",
        "ranking.shared": "共同獲勝：{winners}。",
    },
}


def _add_simplified() -> None:
    """Register the generated Simplified Chinese catalogue (absent before first generation)."""
    try:
        from . import messages_hans as hans
    except ImportError:  # pragma: no cover - only while bootstrapping the generator
        return
    TEMPLATES["zh-Hans"] = hans.TEMPLATES
    NOUNS["zh-Hans"] = {k: (v[0], v[1]) for k, v in hans.NOUNS.items()}
    WILD_NAME["zh-Hans"] = hans.WILD_NAME
    LIST_SEP["zh-Hans"] = hans.LIST_SEP
    _NAMES["zh-Hans"] = hans.TREASURE_NAMES


_NAMES: dict[str, dict[str, str]] = {
    lang: {t.id: str(getattr(t, lang)) for t in TREASURE_BY_ID.values()}
    for lang in ("en", "fr", "zh")}
_add_simplified()


def card_name(card: str, lang: str) -> str:
    """A card id in words: the Treasure's name in ``lang``, or the id of a custom type."""
    if card == WILD:
        return WILD_NAME[lang]
    return _NAMES[lang].get(card, card)


def counted(noun: str, n: int, lang: str) -> str:
    one, several = NOUNS[lang][noun]
    return (one if n == 1 else several).format(n=n)


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
    sep = LIST_SEP[lang]
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
        a["players"] = sep.join(a["players"])
    if "counts" in a:
        a["counts"] = sep.join(f"{p} {n}" for p, n in a["counts"].items())
    if "winners" in a:
        a["winners"] = sep.join(a["winners"])
    return a


def render(event: Event, lang: str) -> str:
    """One event as a sentence in ``lang`` ("en", "fr" or "zh")."""
    if lang not in TEMPLATES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    return TEMPLATES[lang][_key(event)].format(**_slots(event, lang))


def explain(events: Sequence[Event], lang: str) -> list[str]:
    """Events as numbered sentences."""
    return [f"{i}. {render(e, lang)}" for i, e in enumerate(events, 1)]
