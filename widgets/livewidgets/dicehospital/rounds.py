"""The ``rounds`` kind: two rounds side by side, and what holding patients back is worth.

The state is the two rounds (patients ready this round and next, how many of this round's are
held back, whether the hospital empties after each round); each view is the calculator's answer
(:class:`~livewidgets.calcwidget.CalcFace`): both rounds' points and every choice's total. It
refuses a thirteenth patient in a round, and keeps the room of :data:`FULLEST`.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.dicehospital.calc import DEFAULTS
from engine.dicehospital.track import MAX_PATIENTS

from ..calcwidget import MESSAGE, calc_body, controls_room, inputs_face, one_of
from ..controls import Json, unit_step, unknown_edit
from ..markup import escape
from .drawing import options_html, round_html, settings_html
from ..strings import game_words

ui = game_words(__file__).ui

ROUNDS = ("now", "later")


def _change(new: Json, act: Mapping[str, Any], lang: str) -> Json:
    """``patient`` (``kind``: ``now`` holds one of this round's patients back, ``held`` brings
    a held one back), ``count`` (``kind``: a round; ``delta``: one patient more or fewer),
    ``empty`` (``kind``: a round; the hospital empties after it, or not), ``reset``."""
    name = act.get("act")
    if name == "patient":
        new["hold"] = int(new["hold"]) + (-1 if act.get("kind") == "held" else 1)
    elif name == "count":
        key = one_of(ROUNDS, act, "kind")
        new[key] = int(new[key]) + unit_step(act)
        if key == "now" and 0 <= new["now"] < new["hold"]:  # fewer ready: fewer held
            new["hold"] = new["now"]
    elif name == "empty":
        key = f'empty_{one_of(ROUNDS, act, "kind")}'
        new[key] = not new[key]
    else:
        raise unknown_edit(name)
    return new


def _body(setup: Mapping[str, Any], found: Json, lang: str, live: bool) -> str:
    head = controls_room(live, lambda l: settings_html(setup, lang, l), both=True)
    rounds = controls_room(live, lambda l: '<div class="dh-rounds">' + "".join(
        round_html(key, setup, found, lang, l) for key in ROUNDS) + "</div>", both=True)
    return calc_body(options_html(found, lang),
                     f'{head}{rounds}'
                     f'{MESSAGE}<p class="lr-help">{escape(ui("legend", lang))}</p>', live)


FULLEST = {**DEFAULTS, "now": MAX_PATIENTS, "later": 0, "hold": MAX_PATIENTS,
           "empty_now": True, "empty_later": True}
"""The tallest view the reader can reach: twelve patients this round (thirteen choices) all
held back into the next, the bonus lost line shown; a tap never moves what follows (issue 22)."""

FACE = inputs_face("dicehospital", "rounds", DEFAULTS, css_class="dh-widget", kind="rounds",
                   change=_change, body=_body, ui=ui, tried=frozenset({"patient"}),
                   roomiest=lambda setup: FULLEST)
