"""The ``battle`` kind: an attack the reader sets up on a hex strip, and its chances.

The state is the attack: the attacker's type, the distance (a hex of the strip), the terrain
under the target, sandbags or not, the target's type and its figures left; each view is the
calculator's answer (:class:`~livewidgets.calcwidget.CalcFace`): the dice and the chances. It
refuses a seventh hex, a fifth figure.
"""

from __future__ import annotations

import functools
from typing import Any, Mapping

from engine.memoir44.calc import DEFAULTS
from engine.memoir44.dice import FIGURES, OBSTACLES, TERRAINS, UNITS

from ..calcwidget import MESSAGE, CalcFace, asking, calc_body, controls_room
from ..controls import Json, unit_step, unknown_edit, whole_number
from ..strings import game_words
from .strip import (charts_html, choices_html, figures_html, obstacle_html, results_html,
                    strip_html)

ui = game_words(__file__).ui

FIELDS = ("unit", "distance", "terrain", "obstacle", "target", "figures")
CHOICES: dict[str, tuple[str, ...]] = {"unit": UNITS, "target": UNITS,
                                       "terrain": tuple(TERRAINS), "obstacle": tuple(OBSTACLES)}
"""The edits that pick one of a few names, and the names."""


def attack_of(config: Mapping[str, Any]) -> Json:
    """The attack a config describes (every key optional; figures: a full target unit)."""
    found = {**DEFAULTS, **{k: config[k] for k in FIELDS if k in config}}
    found.setdefault("figures", FIGURES[str(found["target"])])
    return found


def _change(new: Json, act: Mapping[str, Any], lang: str) -> Json:
    """``distance`` (``value``: a hex, 1 to 6), ``unit``, ``terrain``, ``obstacle``,
    ``target`` (``value``: a name), ``figures`` (``delta``: one more or fewer), ``reset``."""
    name = act.get("act")
    if name == "distance":
        new["distance"] = whole_number(act.get("value"))
    elif name in CHOICES:
        new[str(name)] = act.get("value")
        if name == "target":  # a new target type comes as a full unit of its type
            new["figures"] = FIGURES.get(str(act.get("value")), new["figures"])
    elif name == "figures":
        new["figures"] = new["figures"] + unit_step(act)
    else:
        raise unknown_edit(name)
    return new


def _body(attack: Mapping[str, Any], found: Json, lang: str, live: bool) -> str:
    unit, target = str(attack["unit"]), str(attack["target"])
    room = functools.partial(controls_room, live, both=True)   # each part in its room
    return calc_body(f'<div class="m44-results">'
                     f'{results_html(found, unit, target, int(attack["figures"]), lang)}</div>',
                     f'{room(lambda l: choices_html("attacker", "unit", UNITS, unit, lang, l))}'
                     f'<div class="m44-strip-wrap">'
                     f'{room(lambda l: strip_html(unit, int(attack["distance"]), lang, l))}</div>'
                     f'{room(lambda l: choices_html("terrain", "terrain", tuple(TERRAINS), str(attack["terrain"]), lang, l))}'
                     f'{room(lambda l: obstacle_html(str(attack["obstacle"]), lang, l))}'
                     f'{room(lambda l: choices_html("target", "target", UNITS, target, lang, l))}'
                     f'{room(lambda l: figures_html(int(attack["figures"]), lang, l))}'
                     f'{MESSAGE}{charts_html(found, lang)}', live)


def roomiest(attack: Mapping[str, Any]) -> Json:
    """The tallest view: artillery next to its target (its charts' lines are the longest);
    the widget keeps its room (issue 22: the charts grew 130 px on a phone)."""
    return {**attack, "unit": "artillery", "distance": 1, "terrain": "clear", "obstacle": "none"}


FACE = CalcFace(css_class="m44-battle", kind="battle", setup_of=attack_of,
                answer=asking("memoir44", "attack", FIELDS), change=_change, body=_body, ui=ui,
                roomiest=roomiest)
