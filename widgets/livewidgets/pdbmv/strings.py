"""Every word the PDBMV widgets write themselves, in English, French and Traditional Chinese.

Game events are told by the engine's catalogue (:mod:`engine.pdbmv.messages`); this one holds
the rest: labels, buttons, captions, table headings. The words all games' widgets share come
from :mod:`livewidgets.strings` and are merged in. Simplified Chinese is generated from the
Traditional table by OpenCC into :mod:`livewidgets.pdbmv.strings_hans` (``python -m
sitebuild.hans``), because the browser cannot run OpenCC; a test keeps it current.
Each entry is a whole phrase with named slots, so no sentence is glued from pieces.
"""

from __future__ import annotations

from typing import Any

from engine.pdbmv.components import ASSUMPTIONS

from .. import strings as shared

LANGS = ("en", "fr", "zh", "zh-Hans")

UI: dict[str, dict[str, str]] = {
    "en": {
        "track": "Dragon's Favor track, lowest space first",
        "space": "Space {n}",
        "worth": "worth {v}",
        "market": "Black market",
        "stall": "Stall {n}",
        "costs": "costs {n}",
        "free": "free",
        "empty": "empty",
        "deck": "Deck: {n}, top first",
        "deck_empty": "Deck: empty",
        "mark_moved": "moved from space {n}",
        "mark_pushed": "pushed from space {n}",
        "mark_dealt": "just dealt",
        "mark_stopped": "stops the refill",
        "mark_joined": "joined at the end",
        "bribe_type": "Bribed type",
        "bribe_type_help": "Pick the type of the bribe; the refill stops on that type or a Wild.",
        "deck_editor": "Deck before the refill (top first)",
        "deck_card": "Deck card {n}: {name}. Press to change its type; Delete removes it.",
        "add_card": "Add a card",
        "remove_card": "Remove the last card",
        "shuffle": "Shuffle",
        "pick_token": "Pick a token on the track, then a number of cards.",
        "cards_count": "Cards",
        "n_cards": "{n} cards",
        "cause": "Move",
        "cause_bribe": "Bribe: moves right",
        "cause_curse": "Curse: moves left",
        "keep": "Start from this track",
        "player_position": "{player}'s cards before the end",
        "bribes": "Bribes",
        "hand": "Hand",
        "card_kind": "Card",
        "value": "Value",
        "add_bribe": "Add a {card} to {player}'s bribe",
        "remove_bribe": "Take a {card} out of {player}'s bribe",
        "add_hand": "Add a {card} to {player}'s hand",
        "remove_hand": "Take a {card} out of {player}'s hand",
        "as_if_ended": "The game ends here; the scoring follows.",
        "scores": "Scores",
        "score": "Score",
        "player": "Player",
        "tiebreak": "Tie-break, space by space",
        "tiebreak_none": "No tie to break.",
        "tiebreak_space": "Space {n}: {treasure}",
        "more": "more",
        "ranking": "Ranking",
        "rank": "Rank",
        "mover": "{player} is to move and looks at the deck.",
        "seen": "Cards {player} can see",
        "seen_help": "Own hand, market, every bribe and the discard pile.",
        "unseen": "Unseen cards: {n} (the deck and the other hands). The deck holds {deck} "
                  "of them, drawn at random from the {n}.",
        "unseen_head": "Unseen",
        "deck_size": "Deck size",
        "more_deck": "One more card in the deck",
        "less_deck": "One card fewer in the deck",
        "more_seen": "{player} sees one more {card}",
        "less_seen": "{player} sees one {card} fewer",
        "risk_table": "If {player} bribes now",
        "ends_game": "Chance the refill ends the game",
        "expected_dealt": "Expected cards dealt",
        "exact": "exact: {fraction}",
        "assumptions": "What the engine assumes",
        "option": "Option",
        "default": "Default",
        "explanation": "Explanation",
        "treasures": "The six Treasures",
        "treasure": "Treasure",
        "treasure_id": "Id",
        "confirmed": "Name confirmed",
        "yes": "yes",
        "no": "no (our name)",
    },
    "fr": {
        "track": "Piste de la Faveur du Dragon, case la plus basse en premier",
        "space": "Case {n}",
        "worth": "vaut {v}",
        "market": "Marché noir",
        "stall": "Étal {n}",
        "costs": "coûte {n}",
        "free": "gratuit",
        "empty": "vide",
        "deck": "Pioche : {n}, du dessus vers le dessous",
        "deck_empty": "Pioche : vide",
        "mark_moved": "venu de la case {n}",
        "mark_pushed": "poussé depuis la case {n}",
        "mark_dealt": "vient d'être posée",
        "mark_stopped": "arrête le réassort",
        "mark_joined": "rejoint à la fin",
        "bribe_type": "Type du pot-de-vin",
        "bribe_type_help": "Choisissez le type du pot-de-vin ; le réassort s'arrête sur ce type "
                           "ou sur un Joker.",
        "deck_editor": "Pioche avant le réassort (du dessus vers le dessous)",
        "deck_card": "Carte {n} de la pioche : {name}. Appuyez pour changer son type ; "
                     "Suppr la retire.",
        "add_card": "Ajouter une carte",
        "remove_card": "Retirer la dernière carte",
        "shuffle": "Mélanger",
        "pick_token": "Choisissez un jeton sur la piste, puis un nombre de cartes.",
        "cards_count": "Cartes",
        "n_cards": "{n} cartes",
        "cause": "Mouvement",
        "cause_bribe": "Pot-de-vin : vers la droite",
        "cause_curse": "Malédiction : vers la gauche",
        "keep": "Repartir de cette piste",
        "player_position": "Cartes de {player} avant la fin",
        "bribes": "Pots-de-vin",
        "hand": "Main",
        "card_kind": "Carte",
        "value": "Valeur",
        "add_bribe": "Ajouter une carte {card} au pot-de-vin de {player}",
        "remove_bribe": "Retirer une carte {card} du pot-de-vin de {player}",
        "add_hand": "Ajouter une carte {card} à la main de {player}",
        "remove_hand": "Retirer une carte {card} de la main de {player}",
        "as_if_ended": "La partie s'arrête ici ; le décompte suit.",
        "scores": "Scores",
        "score": "Score",
        "player": "Joueur",
        "tiebreak": "Départage, case par case",
        "tiebreak_none": "Aucune égalité à départager.",
        "tiebreak_space": "Case {n} : {treasure}",
        "more": "plus",
        "ranking": "Classement",
        "rank": "Rang",
        "mover": "{player} a la main et regarde la pioche.",
        "seen": "Cartes que {player} voit",
        "seen_help": "Sa main, le marché, tous les pots-de-vin et la défausse.",
        "unseen": "Cartes invisibles : {n} (la pioche et les autres mains). La pioche en "
                  "contient {deck}, tirées au hasard parmi les {n}.",
        "unseen_head": "Invisibles",
        "deck_size": "Taille de la pioche",
        "more_deck": "Une carte de plus dans la pioche",
        "less_deck": "Une carte de moins dans la pioche",
        "more_seen": "{player} voit une carte {card} de plus",
        "less_seen": "{player} voit une carte {card} de moins",
        "risk_table": "Si {player} corrompt maintenant",
        "ends_game": "Probabilité que le réassort finisse la partie",
        "expected_dealt": "Cartes distribuées en moyenne",
        "exact": "exactement : {fraction}",
        "assumptions": "Ce que le moteur suppose",
        "option": "Option",
        "default": "Par défaut",
        "explanation": "Explication",
        "treasures": "Les six Trésors",
        "treasure": "Trésor",
        "treasure_id": "Identifiant",
        "confirmed": "Nom confirmé",
        "yes": "oui",
        "no": "non (nom choisi ici)",
    },
    "zh": {
        "track": "巨龍恩寵軌道，最低的格子在前",
        "space": "第 {n} 格",
        "worth": "值 {v} 分",
        "market": "黑市",
        "stall": "攤位 {n}",
        "costs": "花費 {n} 張",
        "free": "免費",
        "empty": "空",
        "deck": "牌堆：{n}，由上而下",
        "deck_empty": "牌堆：空",
        "mark_moved": "從第 {n} 格移來",
        "mark_pushed": "從第 {n} 格被擠開",
        "mark_dealt": "剛發出",
        "mark_stopped": "補貨在此停止",
        "mark_joined": "結束時加入",
        "bribe_type": "賄賂的種類",
        "bribe_type_help": "選擇賄賂的種類；補貨在發出這種牌或萬用牌時停止。",
        "deck_editor": "補貨前的牌堆（由上而下）",
        "deck_card": "牌堆第 {n} 張：{name}。按下可更換種類；按 Delete 移除。",
        "add_card": "加一張牌",
        "remove_card": "移除最後一張牌",
        "shuffle": "洗牌",
        "pick_token": "在軌道上選一個標記，再選牌數。",
        "cards_count": "牌數",
        "n_cards": "{n} 張牌",
        "cause": "移動",
        "cause_bribe": "賄賂：向右移動",
        "cause_curse": "詛咒：向左移動",
        "keep": "從這條軌道重新開始",
        "player_position": "{player} 在結束前的牌",
        "bribes": "賄賂",
        "hand": "手牌",
        "card_kind": "牌",
        "value": "分值",
        "add_bribe": "在 {player} 的賄賂中加一張{card}",
        "remove_bribe": "從 {player} 的賄賂中拿走一張{card}",
        "add_hand": "在 {player} 的手牌中加一張{card}",
        "remove_hand": "從 {player} 的手牌中拿走一張{card}",
        "as_if_ended": "遊戲在此結束，接下來計分。",
        "scores": "分數",
        "score": "分數",
        "player": "玩家",
        "tiebreak": "平手裁定，逐格比較",
        "tiebreak_none": "沒有需要裁定的平手。",
        "tiebreak_space": "第 {n} 格：{treasure}",
        "more": "較多",
        "ranking": "名次",
        "rank": "名次",
        "mover": "輪到 {player} 行動，{player} 正在看牌堆。",
        "seen": "{player} 看得到的牌",
        "seen_help": "自己的手牌、黑市、所有賄賂與棄牌堆。",
        "unseen": "看不到的牌：{n} 張（牌堆與其他玩家的手牌）。牌堆有其中 {deck} 張，從這 {n} 張中隨機而來。",
        "unseen_head": "看不到",
        "deck_size": "牌堆張數",
        "more_deck": "牌堆多一張牌",
        "less_deck": "牌堆少一張牌",
        "more_seen": "{player} 多看到一張{card}",
        "less_seen": "{player} 少看到一張{card}",
        "risk_table": "如果 {player} 現在賄賂",
        "ends_game": "補貨使遊戲結束的機率",
        "expected_dealt": "預期發出的牌數",
        "exact": "精確值：{fraction}",
        "assumptions": "引擎採用的假設",
        "option": "選項",
        "default": "預設值",
        "explanation": "說明",
        "treasures": "六種珍寶",
        "treasure": "珍寶",
        "treasure_id": "代號",
        "confirmed": "名稱已確認",
        "yes": "是",
        "no": "否（本站自訂名稱）",
    },
}

ASSUMPTION_TEXT: dict[str, dict[str, str]] = {
    lang: {a.option: str(getattr(a, lang)) for a in ASSUMPTIONS} for lang in ("en", "fr", "zh")}
"""Explanation of each engine assumption, by language (zh-Hans comes from strings_hans)."""


def _add_simplified() -> None:
    """Register the generated Simplified Chinese tables (absent only while bootstrapping)."""
    try:
        from . import strings_hans
    except ImportError:  # pragma: no cover - before the first generation
        return
    UI["zh-Hans"] = strings_hans.UI
    ASSUMPTION_TEXT["zh-Hans"] = strings_hans.ASSUMPTION_TEXT


_add_simplified()
for _lang, _table in UI.items():
    _table.update(shared.UI[_lang])


def check_lang(lang: str) -> str:
    """``lang`` itself, or a ValueError naming the languages the widgets speak."""
    if lang not in UI:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    return lang


def ui(key: str, lang: str, **slots: Any) -> str:
    """The phrase ``key`` in ``lang`` with its slots filled (not escaped: escape when writing
    HTML)."""
    return UI[check_lang(lang)][key].format(**slots)
