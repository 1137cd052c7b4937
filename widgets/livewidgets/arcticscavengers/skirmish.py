"""The ``skirmish`` kind: hands the reader deals for a skirmish, and who wins it.

The state is the hands (a list of ``{"cards", "tools"}``, seat 0 first) and the round; each view
is the calculator's answer (:class:`~livewidgets.calcwidget.CalcFace`): the fights, the
headcounts and the outcome. It refuses a 13th card, a sixth player, round 17, drawing the
buttons that would go past them as refused; it keeps the room of five seats (:func:`roomiest`).
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.arcticscavengers.calc import DEFAULT_MOST_PLAYERS, DEFAULT_PLAYERS
from engine.arcticscavengers.cards import PEOPLE, TOOLS
from engine.arcticscavengers.skirmish import FIRST_SKIRMISH

from ..calcwidget import CalcFace, asking, calc_body, controls_room, index_in, one_of
from ..controls import Json, unit_step, unknown_edit
from .drawing import result_html, seats_html, settings_html
from ..strings import game_words

_words = game_words(__file__)
ui, M_ = _words.ui, _words.M_


def setup_of(config: Mapping[str, Any]) -> Json:
    """The hands and round a config describes (both optional: the calculator's default hands,
    the first skirmish)."""
    hands = [{"cards": list(hand.get("cards", [])), "tools": list(hand.get("tools", []))}
             for hand in config.get("players", DEFAULT_PLAYERS)]
    return {"players": hands, "round": config.get("round", FIRST_SKIRMISH)}


def _change(new: Json, act: Mapping[str, Any], lang: str) -> Json:
    """``add`` (``player``, ``card``), ``remove`` (``player``, ``kind``: cards or tools,
    ``index``), ``players`` and ``round`` (``delta``: one more or fewer), ``reset``."""
    name = act.get("act")
    step = unit_step(act)
    if name == "add":
        card = one_of((*PEOPLE, *TOOLS), act, "card")
        hand = new["players"][index_in(len(new["players"]), act, "player")]
        hand["cards" if card in PEOPLE else "tools"].append(str(card))
    elif name == "remove":
        hand = new["players"][index_in(len(new["players"]), act, "player")]
        key = one_of(("cards", "tools"), act, "kind")
        del hand[key][index_in(len(hand[key]), act, "index")]
    elif name == "players":
        if step > 0:
            new["players"].append({"cards": [], "tools": []})
        else:
            new["players"] = new["players"][:-1]
    elif name == "round":
        new["round"] = int(new["round"]) + step
    else:
        raise unknown_edit(name)
    return new


def _body(setup: Mapping[str, Any], found: Json, lang: str, live: bool) -> str:
    return calc_body(result_html(found, lang),
                     f'{controls_room(live, lambda l: settings_html(setup, lang, l), both=True)}'
                     f'{seats_html(setup["players"], found, lang, live)}', live)


def roomiest(setup: Mapping[str, Any]) -> Json:
    """The hands with every seat a table may have (the empty ones more): a seat more no
    longer moves what follows (a hand that wraps to a new row of cards on a phone still
    does)."""
    hands = list(setup["players"])
    return {**setup, "players": hands + [{"cards": [], "tools": []}] * (DEFAULT_MOST_PLAYERS
                                                                       - len(hands))}


FACE = CalcFace(css_class="as-widget", kind="skirmish", setup_of=setup_of,
                answer=asking("arcticscavengers", "skirmish", ("players", "round")),
                change=_change, body=_body, ui=ui, plain={"not-a-list": M_("hand-full")},
                tried=frozenset({"add"}), roomiest=roomiest)
