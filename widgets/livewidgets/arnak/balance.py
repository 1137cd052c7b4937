"""The ``balance`` kind: a move's costs and gains as tokens on two pans, and what it is worth.

The state is the two sides (token -> count) and the example of the page they came from, if any;
each view is the calculator's answer (:class:`~livewidgets.calcwidget.CalcFace`): each side's
units, the net and the terms, and for an example the page's figure. It refuses a hundredth
token, an unknown one.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.arnak.examples import EXAMPLES
from engine.arnak.values import TOKENS

from ..calcwidget import CalcFace, ask, calc_body, controls_room, one_of
from ..controls import Json, unit_step, unknown_edit
from ..markup import escape
from .drawing import SIDES, answer_html, beam_svg, pan_html, presets_html, ui


def setup_of(config: Mapping[str, Any]) -> Json:
    """The move a config describes: an example's sides, or the config's own (empty when left
    out)."""
    name = config.get("example")
    if name is not None:
        inputs = ask("arnak", {"calc": "example", "example": name})["inputs"]
        return {"costs": inputs["costs"], "gains": inputs["gains"], "example": name}
    return {"costs": dict(config.get("costs", {})), "gains": dict(config.get("gains", {})),
            "example": None}


def answer(setup: Mapping[str, Any]) -> tuple[Json, Json | None]:
    """The calculator's ``value`` answer, and its ``example`` page figure when the move is
    still the example's; a refusal as an :class:`EditError` (same code, field and ruling)."""
    found = ask("arnak", {"calc": "value", "costs": setup["costs"], "gains": setup["gains"]})
    page = None
    if setup.get("example"):
        page = ask("arnak", {"calc": "example", "example": setup["example"]})["page"]
    return found, page


def _change(new: Json, act: Mapping[str, Any], lang: str) -> Json:
    """``token`` (``target``: costs or gains, ``kind``: the token, ``delta``: 1 or -1; the
    move is then the reader's own), ``preset`` (``value``: an example id), ``clear``,
    ``reset``."""
    name = act.get("act")
    if name == "clear":
        new.update(costs={}, gains={}, example=None)
    elif name == "preset":
        new.update(setup_of({"example": one_of(EXAMPLES, act, "value")}))
    elif name == "token":
        side, token = one_of(SIDES, act, "target"), str(act.get("kind"))
        count = int(new[side].get(token, 0)) + unit_step(act)
        new[side] = {k: v for k, v in {**new[side], token: count}.items() if v != 0}
        new["example"] = None
    else:
        raise unknown_edit(name)
    return new


def _body(setup: Mapping[str, Any], answers: tuple[Json, Json | None], lang: str,
          live: bool) -> str:
    found, page = answers
    pans = "".join(pan_html(side, setup[side], found, lang, live) for side in SIDES)
    return calc_body(f'{answer_html(found, page, lang)}'
                     f'<p class="lr-help">{escape(ui("heuristic", lang))}</p>',
                     f'{controls_room(live, lambda l: presets_html(setup.get("example"), lang, l))}'
                     f'<figure class="arnak-figure">{beam_svg(found)}<figcaption class="lr-help">'
                     f'{escape(ui("caption", lang))}</figcaption></figure>'
                     f'<div class="lr-sides">{pans}</div>', live)


EVERY_TOKEN = {"costs": {t: 1 for t in TOKENS}, "gains": {t: 1 for t in TOKENS},
               "example": None}
"""The tallest view: every token on both pans (a pan lists each token it holds)."""

FACE = CalcFace(css_class="arnak-balance-widget", kind="balance", setup_of=setup_of,
                answer=answer, change=_change, body=_body, ui=ui, tools=("clear", "reset"),
                roomiest=lambda setup: EVERY_TOKEN)
