"""Helpers of every calculator's tests: call the registry's calculator with keyword inputs,
for an answer or for the :class:`RulesError` that refuses them (the way the command line and
the widgets call it, through :meth:`engine.registry.CalcSpec.run`)."""

from __future__ import annotations

import re
from typing import Any, Callable

import pytest

from engine import registry
from engine.errors import RulesError


def calls(game: str) -> tuple[Callable[..., dict[str, Any]], Callable[..., RulesError]]:
    """``run(**inputs)``, the answer of ``game``'s calculator, and ``refusal(**inputs)``, the
    error it refuses them with (the test fails if it answers)."""
    spec = registry.calculator(game)

    def run(**inputs: Any) -> dict[str, Any]:
        return spec.run(inputs)

    def refusal(**inputs: Any) -> RulesError:
        with pytest.raises(RulesError) as caught:
            spec.run(inputs)
        return caught.value

    return run, refusal


_COPY = re.compile(r'<div class="lr-room-copy"[^>]*>')
_DIV = re.compile(r"<div\b|</div>")


def as_read(html: str) -> str:
    """A calculator's HTML as a reader reads it: without the invisible copies that hold the
    room of the parts drawn the other way (livewidgets.calcwidget.held_room), so a test counts
    each thing once."""
    while found := _COPY.search(html):
        depth, end = 0, found.start()
        for tag in _DIV.finditer(html, found.start()):
            depth += 1 if tag.group() == "<div" else -1
            if depth == 0:
                end = tag.end()
                break
        html = html[:found.start()] + html[end:]
    return html
