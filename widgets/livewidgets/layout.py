"""The two shapes every stepped widget takes: the static worked example and the live view.

Static (the build): the position before, the steps as an ordered list of sentences, the
position after. Live (the browser): the kind's controls, a stepper over the same steps with
the diagram of the current step, and the same ordered list. Both come from one list of
:class:`Frame` (sentence plus diagram), so the page without JavaScript and the live widget show
the same example; the games' browser tests compare them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .markup import escape
from .strings import ui


@dataclass(frozen=True, slots=True)
class Frame:
    """One step: its sentence (plain text; empty for the starting position) and its diagram."""

    text: str
    diagram: str


def steps_list(frames: Sequence[Frame], lang: str, live: bool, current: int) -> str:
    """The steps after the start, as an ordered list (buttons to jump there when live)."""
    items = []
    for i, frame in enumerate(frames[1:], 1):
        text = escape(frame.text)
        if live:
            here = ' aria-current="step"' if i == current else ""
            items.append(f'<li data-step="{i}"{here}><button type="button" class="lr-goto" '
                         f'data-goto="{i}">{text}</button></li>')
        else:
            items.append(f"<li>{text}</li>")
    if not items:
        return ""
    return (f'<p class="lr-steps-head">{escape(ui("steps", lang))}</p>'
            f'<ol class="lr-steps">{"".join(items)}</ol>')


def figure(caption: str, diagram: str, cls: str) -> str:
    return (f'<figure class="lr-figure {cls}"><figcaption>{escape(caption)}</figcaption>'
            f"{diagram}</figure>")


def static_example(frames: Sequence[Frame], lang: str, note: str = "") -> str:
    """The whole worked example, readable without JavaScript."""
    before = figure(ui("before", lang), frames[0].diagram, "lr-before")
    after = (figure(ui("after", lang), frames[-1].diagram, "lr-after")
             if len(frames) > 1 else "")
    return (f'<div class="lr-static">{before}{steps_list(frames, lang, False, 0)}'
            f"{note}{after}</div>")


def stepper(lang: str, total: int, current: int) -> str:
    """First / back / next / last buttons and the "step n of total" counter."""
    buttons = {key: f'<button type="button" class="lr-step-btn" data-step-to="{key}">'
                    f'{escape(ui(key, lang))}</button>' for key in ("first", "prev", "next", "last")}
    template = escape(ui("step_count", lang, n="{n}", total="{total}"))
    count = escape(ui("step_count", lang, n=current, total=total))
    return (f'<div class="lr-stepper" role="group" aria-label="{escape(ui("stepper", lang))}">'
            f'{buttons["first"]}{buttons["prev"]}'
            f'<span class="lr-step-count" data-template="{template}">{count}</span>'
            f'{buttons["next"]}{buttons["last"]}</div>')


def live_view(frames: Sequence[Frame], lang: str, controls: str, note: str = "",
              current: int | None = None) -> dict[str, Any]:
    """The live widget's HTML and its frames (the browser steps through them without Python).

    ``current`` defaults to the last step: an edit shows its result at once.
    """
    last = len(frames) - 1
    current = last if current is None else max(0, min(current, last))
    stage = ""
    if frames:
        diagram = frames[current].diagram
        stage = (f'<div class="lr-stage">{stepper(lang, last, current) if last else ""}'
                 f'<div class="lr-diagram">{diagram}</div></div>')
    html = (f'<div class="lr-live"><div class="lr-controls">{controls}</div>{stage}'
            f'{steps_list(frames, lang, True, current)}{note}'
            f'<p class="lr-message" role="alert" hidden></p></div>')
    texts = [frames[0].text or ui("step_start", lang)] + [f.text for f in frames[1:]]
    return {"html": html, "current": current,
            "frames": [{"text": t, "diagram": f.diagram} for t, f in zip(texts, frames)]}
