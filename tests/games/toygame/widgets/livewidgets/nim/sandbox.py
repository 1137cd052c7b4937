"""Nim's sandbox: the shared one (:class:`livewidgets.sandbox.Sandbox`) with Nim's hooks only.

The pile as stones, whose turn it is, the log; the words of the shared calls in each language
(a throwaway game: its words live here rather than in a catalogue).
"""

from __future__ import annotations

from typing import Any

from engine.i18n import LANGS
from engine.nim.game import GAME
from engine.session import Replay, SandboxKit, Session

from ..markup import escape
from ..sandbox import Sandbox

WORDS = {
    "en": {"bad_setup": "Cannot start: {where}: {reason}", "bad_json": "{line}:{column}: {reason}",
           "bad_scenario": "Not a scenario: {where}: {reason}",
           "bad_link": "Not a link: {where}: {reason}", "unreadable_action": "Unreadable: {reason}",
           "illegal": "Not allowed ({ruling}): {summary}", "illegal_detail": "{reason}",
           "undone": "Undone: {action}", "redone": "Redone: {action}", "log": "Log",
           "loading": "Loading...", "turn": "{player} to take", "took": "{player}: {action}"},
    "fr": {"bad_setup": "Impossible de commencer : {where} : {reason}",
           "bad_json": "{line}:{column} : {reason}",
           "bad_scenario": "Pas un scénario : {where} : {reason}",
           "bad_link": "Pas un lien : {where} : {reason}",
           "unreadable_action": "Illisible : {reason}",
           "illegal": "Interdit ({ruling}) : {summary}", "illegal_detail": "{reason}",
           "undone": "Annulé : {action}", "redone": "Rejoué : {action}", "log": "Journal",
           "loading": "Chargement...", "turn": "À {player} de prendre",
           "took": "{player} : {action}"},
    "zh": {"bad_setup": "無法開始：{where}：{reason}", "bad_json": "{line}:{column}：{reason}",
           "bad_scenario": "不是劇本：{where}：{reason}", "bad_link": "不是連結：{where}：{reason}",
           "unreadable_action": "無法讀取：{reason}", "illegal": "不允許（{ruling}）：{summary}",
           "illegal_detail": "{reason}", "undone": "已復原：{action}", "redone": "已重做：{action}",
           "log": "紀錄", "loading": "載入中……", "turn": "輪到 {player} 拿取",
           "took": "{player}：{action}"},
}
SEAT_NAMES = {lang: ("Ana", "Ben", "Chen") for lang in LANGS}


def text(lang: str, key: str, **slots: Any) -> str:
    return WORDS["zh" if lang == "zh-Hans" else lang][key].format(**slots)


def browser_strings(lang: str) -> dict[str, Any]:
    return dict(WORDS["zh" if lang == "zh-Hans" else lang])


class NimSandbox(Sandbox):
    def drawn(self, session: Session, rep: Replay, viewer: int | None, lang: str,
              reveal: bool, live: bool) -> dict[str, Any]:
        state = rep.state
        status = "" if state.is_over else text(lang, "turn", player=state.current_player)
        entries = [{"n": i + 1, "title": text(lang, "took", player=mover, action=form),
                    "sentences": [str(e.to_json()) for e in events]}
                   for i, (mover, form, events) in enumerate(zip(rep.movers, session["log"],
                                                                 rep.events))]
        return {"entries": entries,
                "html": f'<p class="nim-pile">{"●" * state.pile}</p><p>{escape(status)}</p>'}


SANDBOX = NimSandbox(SandboxKit(GAME, names=SEAT_NAMES["en"]), text, SEAT_NAMES, browser_strings)
__getattr__ = SANDBOX.attribute
