"""What the Goblin Hood widget tests share: the engine's own view of an example, and the pieces
of a widget's markup (frames, captions, diagrams) read back from its HTML."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from engine.goblinhood.events import Event
from engine.goblinhood.messages import render
from engine.goblinhood import from_json, run_json
from livewidgets import api
from tests.langkit import LANGS

GAME = "goblinhood"

FRAME = re.compile(r'<figure class="lr-frame" data-frame="(\d+)"( data-shown)?>'
                   r'<figcaption class="lr-caption">(.*?)</figcaption>'
                   r'<div class="lr-diagram">(.*?)</div></figure>', re.S)


def frames(html: str) -> list[tuple[str, str]]:
    """Each frame of a widget's player, in order: (caption, diagram markup)."""
    return [(unescape(m.group(3)), m.group(4)) for m in FRAME.finditer(html)]


def shown(html: str) -> int:
    """The index of the frame the player shows."""
    return next(int(m.group(1)) for m in FRAME.finditer(html) if m.group(2))


def text(markup: str) -> str:
    """Markup as plain text, spaces collapsed."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", markup)).split())


def engine_sentences(scenario: dict[str, Any], lang: str) -> list[str]:
    """The engine's sentences for the scenario's events (its ``explain``, unnumbered), each
    card by its squares and gold, as the pages tell them."""
    cards = from_json(scenario).cards
    return [render(Event.from_json(e), lang, cards) for e in run_json(scenario)["events"]]


def start(config: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    return dict(api.start(GAME, config, lang))


def act(view: dict[str, Any], action: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The answer to one edit, as the page sends it (every argument a string)."""
    return dict(api.act(GAME, view["state"], {k: str(v) for k, v in action.items()}, lang))
