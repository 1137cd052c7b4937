"""Every word the sandbox shows that is not an engine event: labels, buttons, errors.

English, French and Traditional Chinese are written by hand; Simplified Chinese is generated
from the Traditional table by OpenCC into ``sandbox_text_hans.py`` (``python -m
livewidgets.sandbox_text``), because the browser cannot run OpenCC. A test keeps it current.
Whole sentences with named slots, as the engine's message catalogue does.
"""

from __future__ import annotations

import pprint
import sys
from pathlib import Path
from typing import Any

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Sandbox",
        "loading": "Loading the rules engine… Until it is ready, this is the starting position.",
        "favor": "Dragon's Favor",
        "space": "Space {n}",
        "value": "worth {n}",
        "market": "Black market",
        "stall": "Stall {n}",
        "stall_cost": "costs {n}",
        "stall_free": "free",
        "empty": "empty",
        "deck_line": "Deck: {n} cards left.",
        "discard_line": "Discard pile: {cards}.",
        "players": "Players",
        "hand": "Hand",
        "hand_of": "{player}'s hand",
        "hand_count": "{n} cards in hand",
        "bribes": "Bribes",
        "no_bribes": "No bribe yet",
        "score_now": "{n} points if the game ended now",
        "score_final": "{n} points",
        "to_move_seat": "{player} ({seat}) to move",
        "human": "Human",
        "random": "Random bot",
        "greedy": "Greedy bot",
        "game_over": "Game over",
        "results": "Final scores",
        "rank": "Rank",
        "player": "Player",
        "score": "Score",
        "tiebreak_used": "Tie-break: {steps}",
        "act_bribe": "Bribe {treasure} with {cards}",
        "act_buy": "Buy stall {stall}: pay {cards}, curse {treasure}",
        "act_buy_free": "Take stall 0 for free",
        "act_draw": "Draw a card",
        "group_bribe": "Bribes",
        "group_buy": "Buys",
        "group_draw": "Draw",
        "turn_line": "{n}. {player}: {action}",
        "illegal": "Not allowed: {summary} (ruling {ruling})",
        "illegal_detail": "Engine: {reason}",
        "read_ruling": "Read the ruling “{ruling}”",
        "unreadable_action": "This is not an action: {reason}",
        "bad_json": "Not valid JSON at line {line}, column {column}: {reason}",
        "bad_scenario": "Impossible scenario, field {where}: {reason}",
        "bad_link": "This sandbox link cannot be restored ({where}: {reason}). A new game started "
                    "instead.",
        "bad_setup": "Cannot start this game, field {where}: {reason}",
        "sim_over": "The game is over: there is nothing left to simulate.",
        "sim_speed": "{games} games in {seconds} s",
        "win_rate": "Win rate",
        "score_spread": "Score distribution",
        "games": "Games",
        "points": "Points",
        "wins": "Wins",
        "new_game": "New game",
        "undo": "Undo",
        "redo": "Redo",
        "export": "Export",
        "import": "Import",
        "share": "Share link",
        "copy": "Copy",
        "copied": "Copied.",
        "apply_import": "Load this scenario",
        "scenario_json": "Scenario JSON",
        "import_help": "Paste a scenario in the engine's JSON format.",
        "export_help": "The current position in the engine's scenario format.",
        "share_help": "This link restores the exact position (start and every action).",
        "imported": "Scenario loaded.",
        "simulate": "Simulate",
        "simulate_help": "Bots finish the game many times from this position; cards you cannot "
                         "see are reshuffled each time.",
        "sim_games": "Games",
        "sim_bot": "Bot",
        "sim_run": "Run",
        "sim_running": "Simulating…",
        "actions": "Legal actions",
        "filter": "Filter actions",
        "filter_count": "{shown} of {total} actions",
        "selected": "Selected: {cards}",
        "nothing_selected": "Select cards in your hand, then choose a bribe or a stall.",
        "clear": "Clear selection",
        "bribe_target": "Bribe {treasure}",
        "draw_target": "Draw",
        "choose_curse": "Curse which Treasure?",
        "bot_thinking": "{player} ({seat}) is thinking…",
        "bots_now": "Skip the wait",
        "bots_pause": "Pause bots",
        "bots_resume": "Resume bots",
        "bots_paused": "Bots paused.",
        "bot_delay": "Bot delay",
        "delay_slow": "slow",
        "delay_normal": "normal",
        "delay_none": "none",
        "show_hands": "Show every hand (hot-seat)",
        "log": "Game log",
        "setup": "Game setup",
        "player_count": "Players",
        "seed": "Seed",
        "random_seed": "Random seed",
        "seat_name": "Name of seat {n}",
        "seat_kind": "Seat {n} is played by",
        "track_values": "Favor values, left to right",
        "wilds_removed": "Wilds removed",
        "starting_market": "Starting market stalls",
        "start": "Start",
        "undone": "Undone: {action}",
        "redone": "Redone: {action}",
    },
    "fr": {
        "title": "Bac à sable",
        "loading": "Chargement du moteur de règles… En attendant, voici la position de départ.",
        "favor": "Faveur du Dragon",
        "space": "Case {n}",
        "value": "vaut {n}",
        "market": "Marché noir",
        "stall": "Étal {n}",
        "stall_cost": "coûte {n}",
        "stall_free": "gratuit",
        "empty": "vide",
        "deck_line": "Pioche : {n} cartes restantes.",
        "discard_line": "Défausse : {cards}.",
        "players": "Joueurs",
        "hand": "Main",
        "hand_of": "Main de {player}",
        "hand_count": "{n} cartes en main",
        "bribes": "Pots-de-vin",
        "no_bribes": "Aucun pot-de-vin",
        "score_now": "{n} points si la partie s'arrêtait maintenant",
        "score_final": "{n} points",
        "to_move_seat": "À {player} ({seat}) de jouer",
        "human": "Humain",
        "random": "Bot aléatoire",
        "greedy": "Bot glouton",
        "game_over": "Partie terminée",
        "results": "Scores finaux",
        "rank": "Rang",
        "player": "Joueur",
        "score": "Score",
        "tiebreak_used": "Départage : {steps}",
        "act_bribe": "Pot-de-vin {treasure} avec {cards}",
        "act_buy": "Acheter l'étal {stall} : payer {cards}, maudire {treasure}",
        "act_buy_free": "Prendre l'étal 0 gratuitement",
        "act_draw": "Piocher une carte",
        "group_bribe": "Pots-de-vin",
        "group_buy": "Achats",
        "group_draw": "Pioche",
        "turn_line": "{n}. {player} : {action}",
        "illegal": "Coup interdit : {summary} (règle {ruling})",
        "illegal_detail": "Moteur : {reason}",
        "read_ruling": "Lire la règle « {ruling} »",
        "unreadable_action": "Ce n'est pas une action : {reason}",
        "bad_json": "JSON invalide ligne {line}, colonne {column} : {reason}",
        "bad_scenario": "Scénario impossible, champ {where} : {reason}",
        "bad_link": "Ce lien de bac à sable ne peut pas être restauré ({where} : {reason}). Une "
                    "nouvelle partie a commencé à la place.",
        "bad_setup": "Impossible de lancer cette partie, champ {where} : {reason}",
        "sim_over": "La partie est terminée : il n'y a plus rien à simuler.",
        "sim_speed": "{games} parties en {seconds} s",
        "win_rate": "Taux de victoire",
        "score_spread": "Répartition des scores",
        "games": "Parties",
        "points": "Points",
        "wins": "Victoires",
        "new_game": "Nouvelle partie",
        "undo": "Annuler",
        "redo": "Rétablir",
        "export": "Exporter",
        "import": "Importer",
        "share": "Lien de partage",
        "copy": "Copier",
        "copied": "Copié.",
        "apply_import": "Charger ce scénario",
        "scenario_json": "Scénario JSON",
        "import_help": "Collez un scénario au format JSON du moteur.",
        "export_help": "La position actuelle au format de scénario du moteur.",
        "share_help": "Ce lien restaure exactement la position (départ et chaque action).",
        "imported": "Scénario chargé.",
        "simulate": "Simuler",
        "simulate_help": "Des bots terminent la partie de nombreuses fois depuis cette position ; "
                         "les cartes que vous ne voyez pas sont rebattues à chaque fois.",
        "sim_games": "Parties",
        "sim_bot": "Bot",
        "sim_run": "Lancer",
        "sim_running": "Simulation en cours…",
        "actions": "Actions légales",
        "filter": "Filtrer les actions",
        "filter_count": "{shown} actions sur {total}",
        "selected": "Sélection : {cards}",
        "nothing_selected": "Sélectionnez des cartes de votre main, puis choisissez un "
                            "pot-de-vin ou un étal.",
        "clear": "Vider la sélection",
        "bribe_target": "Pot-de-vin {treasure}",
        "draw_target": "Piocher",
        "choose_curse": "Maudire quel Trésor ?",
        "bot_thinking": "{player} ({seat}) réfléchit…",
        "bots_now": "Passer l'attente",
        "bots_pause": "Mettre les bots en pause",
        "bots_resume": "Relancer les bots",
        "bots_paused": "Bots en pause.",
        "bot_delay": "Délai des bots",
        "delay_slow": "lent",
        "delay_normal": "normal",
        "delay_none": "aucun",
        "show_hands": "Montrer toutes les mains (jeu à tour de rôle)",
        "log": "Journal de la partie",
        "setup": "Mise en place",
        "player_count": "Joueurs",
        "seed": "Graine",
        "random_seed": "Graine au hasard",
        "seat_name": "Nom de la place {n}",
        "seat_kind": "La place {n} est jouée par",
        "track_values": "Valeurs de la Faveur, de gauche à droite",
        "wilds_removed": "Jokers retirés",
        "starting_market": "Étals du marché de départ",
        "start": "Commencer",
        "undone": "Annulé : {action}",
        "redone": "Rétabli : {action}",
    },
    "zh": {
        "title": "沙盒",
        "loading": "正在載入規則引擎……載入完成前，這裡顯示的是起始局面。",
        "favor": "巨龍恩寵",
        "space": "第 {n} 格",
        "value": "分值 {n}",
        "market": "黑市",
        "stall": "攤位 {n}",
        "stall_cost": "價格 {n}",
        "stall_free": "免費",
        "empty": "空",
        "deck_line": "牌堆：剩 {n} 張。",
        "discard_line": "棄牌堆：{cards}。",
        "players": "玩家",
        "hand": "手牌",
        "hand_of": "{player} 的手牌",
        "hand_count": "手牌 {n} 張",
        "bribes": "賄賂",
        "no_bribes": "尚無賄賂",
        "score_now": "若現在結束得 {n} 分",
        "score_final": "{n} 分",
        "to_move_seat": "輪到 {player}（{seat}）",
        "human": "真人",
        "random": "隨機機器人",
        "greedy": "貪婪機器人",
        "game_over": "遊戲結束",
        "results": "最終得分",
        "rank": "名次",
        "player": "玩家",
        "score": "得分",
        "tiebreak_used": "平手判定：{steps}",
        "act_bribe": "以 {cards} 賄賂{treasure}",
        "act_buy": "購買攤位 {stall}：支付 {cards}，詛咒{treasure}",
        "act_buy_free": "免費拿走攤位 0",
        "act_draw": "抽一張牌",
        "group_bribe": "賄賂",
        "group_buy": "購買",
        "group_draw": "抽牌",
        "turn_line": "{n}. {player}：{action}",
        "illegal": "不允許：{summary}（規則 {ruling}）",
        "illegal_detail": "引擎：{reason}",
        "read_ruling": "閱讀規則「{ruling}」",
        "unreadable_action": "這不是一個行動：{reason}",
        "bad_json": "JSON 格式錯誤，第 {line} 行第 {column} 欄：{reason}",
        "bad_scenario": "不可能的局面，欄位 {where}：{reason}",
        "bad_link": "無法還原這個沙盒連結（{where}：{reason}）。已改為開始新遊戲。",
        "bad_setup": "無法開始這局遊戲，欄位 {where}：{reason}",
        "sim_over": "遊戲已結束：沒有可以模擬的了。",
        "sim_speed": "{games} 局用時 {seconds} 秒",
        "win_rate": "勝率",
        "score_spread": "得分分布",
        "games": "局數",
        "points": "分數",
        "wins": "勝場",
        "new_game": "新遊戲",
        "undo": "復原",
        "redo": "重做",
        "export": "匯出",
        "import": "匯入",
        "share": "分享連結",
        "copy": "複製",
        "copied": "已複製。",
        "apply_import": "載入這個局面",
        "scenario_json": "局面 JSON",
        "import_help": "貼上引擎 JSON 格式的局面。",
        "export_help": "目前局面，採用引擎的局面格式。",
        "share_help": "這個連結能完整還原目前局面（起始狀態與每一步行動）。",
        "imported": "局面已載入。",
        "simulate": "模擬",
        "simulate_help": "由機器人從目前局面把遊戲打完許多次；每次都會重洗你看不到的牌。",
        "sim_games": "局數",
        "sim_bot": "機器人",
        "sim_run": "執行",
        "sim_running": "模擬中……",
        "actions": "合法行動",
        "filter": "篩選行動",
        "filter_count": "顯示 {shown} / {total} 個行動",
        "selected": "已選：{cards}",
        "nothing_selected": "先選擇手牌，再選擇要賄賂的珍寶或攤位。",
        "clear": "清除選擇",
        "bribe_target": "賄賂{treasure}",
        "draw_target": "抽牌",
        "choose_curse": "要詛咒哪種珍寶？",
        "bot_thinking": "{player}（{seat}）思考中……",
        "bots_now": "略過等待",
        "bots_pause": "暫停機器人",
        "bots_resume": "繼續機器人",
        "bots_paused": "機器人已暫停。",
        "bot_delay": "機器人延遲",
        "delay_slow": "慢",
        "delay_normal": "一般",
        "delay_none": "無",
        "show_hands": "顯示所有手牌（輪流同機遊玩）",
        "log": "遊戲紀錄",
        "setup": "遊戲設定",
        "player_count": "玩家人數",
        "seed": "亂數種子",
        "random_seed": "隨機種子",
        "seat_name": "座位 {n} 的名字",
        "seat_kind": "座位 {n} 由誰操作",
        "track_values": "恩寵分值（由左至右）",
        "wilds_removed": "移除的萬用牌",
        "starting_market": "起始黑市攤位",
        "start": "開始",
        "undone": "已復原：{action}",
        "redone": "已重做：{action}",
    },
}

RULINGS: dict[str, dict[str, str]] = {
    "en": {
        "turn": "it is another player's turn",
        "game-over": "the game is over",
        "cards-in-hand": "you can only play cards from your own hand",
        "bribe-one-type": "a bribe plays cards of one Treasure type, plus any Wilds",
        "bribe-new-needs-treasure": "a new bribe needs a card of its Treasure; Wilds alone only "
                                    "join an existing bribe",
        "buy-stall": "a buy names a stall that has cards",
        "buy-cost": "a stall costs exactly its number of cards, with at least one Treasure",
        "buy-curse": "the curse names a Treasure type among the paid cards",
        "buy-free-stall": "stall 0 is free and curses nothing",
    },
    "fr": {
        "turn": "c'est au tour d'un autre joueur",
        "game-over": "la partie est terminée",
        "cards-in-hand": "on ne joue que des cartes de sa propre main",
        "bribe-one-type": "un pot-de-vin joue des cartes d'un seul type de Trésor, plus des "
                          "Jokers",
        "bribe-new-needs-treasure": "un nouveau pot-de-vin demande une carte de son Trésor ; des "
                                    "Jokers seuls ne font que rejoindre un pot-de-vin existant",
        "buy-stall": "un achat vise un étal qui contient des cartes",
        "buy-cost": "un étal coûte exactement son nombre de cartes, dont au moins un Trésor",
        "buy-curse": "la malédiction vise un type de Trésor parmi les cartes payées",
        "buy-free-stall": "l'étal 0 est gratuit et ne maudit rien",
    },
    "zh": {
        "turn": "現在輪到其他玩家",
        "game-over": "遊戲已經結束",
        "cards-in-hand": "只能打出自己手中的牌",
        "bribe-one-type": "一次賄賂只能打出同一種珍寶，外加任意萬用牌",
        "bribe-new-needs-treasure": "開始新的賄賂需要一張該珍寶牌；只有萬用牌時只能加入已有的賄賂",
        "buy-stall": "購買必須指定一個有牌的攤位",
        "buy-cost": "攤位價格恰好等於其編號的張數，且至少有一張珍寶牌",
        "buy-curse": "詛咒的珍寶種類必須是支付的牌之一",
        "buy-free-stall": "攤位 0 免費，不詛咒任何珍寶",
    },
}

SHORT_NAMES: dict[str, dict[str, str]] = {
    "en": {"axe": "Axe", "feather": "Feather", "scroll": "Scroll", "crown": "Crown",
           "sword": "Sword", "relic": "Relic", "wild": "Wild"},
    "fr": {"axe": "Hache", "feather": "Plume", "scroll": "Parchemin", "crown": "Couronne",
           "sword": "Épée", "relic": "Relique", "wild": "Joker"},
    "zh": {"axe": "斧頭", "feather": "羽毛", "scroll": "卷軸", "crown": "王冠",
           "sword": "劍", "relic": "遺物", "wild": "萬用"},
}
"""Card names short enough for a card face on a phone; the full name goes in its label."""


def _add_simplified() -> None:
    """Register the generated Simplified Chinese tables (absent only while bootstrapping)."""
    try:
        from . import sandbox_text_hans as hans
    except ImportError:  # pragma: no cover - only before the first generation
        return
    STRINGS["zh-Hans"] = hans.STRINGS
    RULINGS["zh-Hans"] = hans.RULINGS
    SHORT_NAMES["zh-Hans"] = hans.SHORT_NAMES


_add_simplified()


def text(lang: str, key: str, **slots: Any) -> str:
    """The UI string ``key`` in ``lang`` with its slots filled."""
    return STRINGS[lang][key].format(**slots)


def ruling_summary(lang: str, ruling: str) -> str:
    """A one-line reading of a ruling, or its id when the sandbox cannot break that rule."""
    return RULINGS[lang].get(ruling, ruling)


def short_name(lang: str, card: str) -> str:
    """A card's short face name; a custom Treasure id stands for itself."""
    return SHORT_NAMES[lang].get(card, card)


def hans_module() -> str:
    """Source of ``sandbox_text_hans.py``: the zh tables converted by OpenCC."""
    from sitebuild.hans import to_simplified

    def convert(table: dict[str, str]) -> dict[str, str]:
        return {k: to_simplified(v) for k, v in table.items()}

    return (
        '"""Simplified Chinese sandbox strings, GENERATED from the Traditional ones by OpenCC.\n\n'
        'Do not edit: run ``python -m livewidgets.sandbox_text``."""\n\n'
        f"STRINGS = {pprint.pformat(convert(STRINGS['zh']), width=100, sort_dicts=True)}\n\n"
        f"RULINGS = {pprint.pformat(convert(RULINGS['zh']), width=100, sort_dicts=True)}\n\n"
        f"SHORT_NAMES = {pprint.pformat(convert(SHORT_NAMES['zh']), width=100, sort_dicts=True)}\n"
    )


HANS_PATH = Path(__file__).with_name("sandbox_text_hans.py")


def main() -> int:
    HANS_PATH.write_text(hans_module(), encoding="utf-8")
    print(f"wrote {HANS_PATH.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
